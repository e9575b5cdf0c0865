/// The first full-image pass: every row cut into smooth background runs and the ink spans
/// between them.
///
/// A run continues while each step between neighbours stays within ``stepTolerance`` on every
/// channel and the colour stays within ``driftTolerance`` of the run's first pixel, so dithered
/// and gently graded backgrounds stay one run. Runs of at least `minimumRunLength` pixels are
/// background ("flat"); everything else is ink. Segments of a row are stored left to right and
/// tile the row exactly.
struct BackgroundRuns: Sendable {
  /// Largest per-channel step between neighbouring pixels inside a run (research step 1,
  /// `t_step ≈ 2`: absorbs dithering of ±1–2 levels).
  static let stepTolerance = 2
  /// Largest per-channel distance from a run's first pixel (research step 1, `t_drift ≈ 10`).
  static let driftTolerance = 10

  /// First column of each segment.
  var x0: [Int32] = []
  /// One past the last column of each segment.
  var x1: [Int32] = []
  /// Whether each segment is a flat background run (else an ink span).
  var isFlat: [Bool] = []
  /// `rowStart[y] ..< rowStart[y + 1]` are the segments of row `y`.
  var rowStart: [Int] = [0]

  /// Whether any pixel's alpha is below 255 (the fast path checks while it reads; the image must
  /// then be composited onto its backdrop and read again).
  var sawTranslucency = false

  var count: Int { x0.count }

  init() {}

  /// Cuts every row of `image` into segments (fast path over the raw bytes).
  ///
  /// Eight pixels per step, flat and graded stretches alike: SSE2 vectors hold pixels
  /// `x ..< x + 4` and the same bytes one pixel to the left, and a few saturating byte-wise
  /// subtractions test every pixel's step and drift at once. The loop leaves the vector step
  /// only where a run ends (and for the last seven pixels of a row), so gradients, which step by
  /// 1 every few pixels, stay in it.
  init(_ image: ScanImage, minimumRunLength: Int) {
    let width = image.width
    let height = image.height
    rowStart.reserveCapacity(height + 1)
    let minRun = max(1, minimumRunLength)
    // Distance of the busy-stretch skip (below); with runs of 1 or 2 pixels it saves nothing.
    let skip = minRun >= 3 ? minRun - 1 : 0
    // AND of every pixel's alpha byte: vectors of four pixels go into `alphaVector`, pixels read
    // one at a time into `alphaPixel`. Every pixel is loaded at least once below, in a vector, a
    // skip step or on its own.
    var alphaVector = SIMD16<UInt8>(repeating: 255)
    var alphaPixel = SIMD4<UInt8>(repeating: 255)
    // Per byte, the step tolerance on colour bytes and 255 on alpha bytes, which therefore
    // never exceed it.
    let stepLimit = Self.splat(UInt32(Self.stepTolerance) * 0x01_0101 | 0xFF00_0000)
    let stepLimitPixel = stepLimit.lowHalf.lowHalf
    // Segments go to raw storage while the pass runs and into the arrays once at the end.
    var writer = SegmentWriter(capacity: max(64, 8 * height))
    defer { writer.deallocate() }
    image.bytes.withUnsafeBytes { raw in
      guard width > 0, let first = raw.baseAddress else {
        for _ in 0..<height { rowStart.append(0) }
        return
      }
      for y in 0..<height {
        // Unchecked assumption: `raw` holds width × height × 4 bytes (ScanImage invariant), so
        // every offset below `width * 4` from `row` is in bounds; loads are unaligned-safe.
        let row = first + y * width * 4
        @inline(__always) func pixel(_ x: Int) -> SIMD4<UInt8> {
          let v = row.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt8>.self)
          alphaPixel &= v
          return v
        }
        var runStart = 0
        var (low, high) = Self.driftBounds(pixel(0))
        // Nonzero bytes for the pixels of `x ..< x + 4` that end a run started before `x`:
        // colour bytes stepping more than the step tolerance from the pixel on their left or
        // leaving the drift bounds of the run's first colour (callers keep `x + 3 < width`).
        @inline(__always) func excess(_ x: Int) -> SIMD16<UInt8> {
          let c = row.loadUnaligned(fromByteOffset: x &* 4, as: SIMD16<UInt8>.self)
          let p = row.loadUnaligned(fromByteOffset: x &* 4 &- 4, as: SIMD16<UInt8>.self)
          alphaVector &= c
          return Self.saturatingSub(Self.distance(c, p), stepLimit)
            | Self.saturatingSub(low, c) | Self.saturatingSub(c, high)
        }
        var inkStart = -1
        var x = 1
        while true {
          // The first pixel from `x` on that ends the run, or `width`.
          var end = width
          while x &+ 7 < width {
            let a = excess(x)
            let b = excess(x &+ 4)
            if Self.isZero(a | b) {
              x &+= 8
              continue
            }
            end = x &+ Self.badPixels(a, b).trailingZeroBitCount
            break
          }
          if end == width {
            // The last seven pixels of a row, one at a time.
            let lowPixel = low.lowHalf.lowHalf
            let highPixel = high.lowHalf.lowHalf
            while x < width {
              let c = pixel(x)
              let e =
                Self.saturatingSub(Self.distance(c, pixel(x &- 1)), stepLimitPixel)
                | Self.saturatingSub(lowPixel, c) | Self.saturatingSub(c, highPixel)
              if unsafeBitCast(e, to: UInt32.self) != 0 {
                end = x
                break
              }
              x &+= 1
            }
            if end == width { break }
          }
          writer.close(runStart, end, minRun, &inkStart)
          var s = end
          // Busy stretches (photos, textures): a run starting at `s` is flat only if the
          // `minRun − 1` steps after `s` are all small. A large step between pixels
          // `s + minRun − 2` and `s + minRun − 1` ends every run started in
          // `s ..< s + minRun − 1` short of `minRun` (a large step always ends a run), so
          // they are all ink, and a fresh run starts at `s + minRun − 1`: skip there after
          // reading two pixels instead of `minRun − 1`. Runs inside the skipped stretch are
          // short, so where exactly they break does not matter.
          if skip > 0 {
            while s &+ skip < width {
              let step = Self.distance(pixel(s &+ skip), pixel(s &+ skip &- 1))
              if unsafeBitCast(Self.saturatingSub(step, stepLimitPixel), to: UInt32.self) == 0 {
                break
              }
              // The skipped pixels are not read for colour; their alpha still is.
              var i = s &+ 1
              while i < s &+ skip &- 1 {
                _ = pixel(i)
                i &+= 1
              }
              if inkStart < 0 { inkStart = s }
              s &+= skip
            }
          }
          runStart = s
          (low, high) = Self.driftBounds(pixel(s))
          x = s &+ 1
        }
        writer.close(runStart, width, minRun, &inkStart)
        if inkStart >= 0 { writer.append(inkStart, width, false) }
        rowStart.append(writer.count)
      }
    }
    x0 = Array(UnsafeBufferPointer(start: writer.x0, count: writer.count))
    x1 = Array(UnsafeBufferPointer(start: writer.x1, count: writer.count))
    isFlat = Array(UnsafeBufferPointer(start: writer.isFlat, count: writer.count))
    let a = alphaVector
    sawTranslucency = a[3] & a[7] & a[11] & a[15] & alphaPixel[3] != 255
  }

  /// Packed colour `c` four times over: the byte layout of four pixels in memory.
  @inline(__always)
  static func splat(_ c: UInt32) -> SIMD16<UInt8> {
    unsafeBitCast(SIMD4<UInt32>(repeating: c), to: SIMD16<UInt8>.self)
  }

  /// Byte-wise `max(a − b, 0)`: LLVM turns the masked difference into one `psubusb`.
  @inline(__always)
  static func saturatingSub(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
    (a &- b) & unsafeBitCast(a .>= b, to: SIMD16<UInt8>.self)
  }

  /// Byte-wise `max(a − b, 0)` for one pixel (`psubusb` on the low bytes of a register).
  @inline(__always)
  static func saturatingSub(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>) -> SIMD4<UInt8> {
    (a &- b) & unsafeBitCast(a .>= b, to: SIMD4<UInt8>.self)
  }

  /// Byte-wise `|a − b|`: one of the two saturating differences is zero.
  @inline(__always)
  static func distance(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
    saturatingSub(a, b) | saturatingSub(b, a)
  }

  /// Byte-wise `|a − b|` for one pixel.
  @inline(__always)
  static func distance(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>) -> SIMD4<UInt8> {
    saturatingSub(a, b) | saturatingSub(b, a)
  }

  /// Whether all 16 bytes are zero (`pcmpeqd`, `movmskps`; `any(_:)` on a mask compiled to a
  /// loop over the lanes).
  @inline(__always)
  static func isZero(_ v: SIMD16<UInt8>) -> Bool {
    let halves = unsafeBitCast(v, to: SIMD2<UInt64>.self)
    return halves[0] | halves[1] == 0
  }

  /// Bit `i` set where pixel `i` of the eight in `a` (0–3) and `b` (4–7) has a nonzero byte.
  /// Branch-free (`pcmpeqd`, `pandn`, an OR across lanes): which pixel ends a run is as good as
  /// random, and a branch on it was mispredicted half the time.
  @inline(__always)
  static func badPixels(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> UInt32 {
    let zero = SIMD4<UInt32>(repeating: 0)
    let pixelsA = unsafeBitCast(a, to: SIMD4<UInt32>.self)
    let pixelsB = unsafeBitCast(b, to: SIMD4<UInt32>.self)
    let badA = unsafeBitCast(pixelsA .!= zero, to: SIMD4<UInt32>.self)
    let badB = unsafeBitCast(pixelsB .!= zero, to: SIMD4<UInt32>.self)
    let bits = (badA & SIMD4(1, 2, 4, 8)) | (badB & SIMD4(16, 32, 64, 128))
    return bits.wrappedSum()
  }

  /// Byte-wise bounds of the colours within ``driftTolerance`` of the colour of pixel `c`, four
  /// pixels over, clamped to 0...255; alpha bytes get 0...255, so they always pass.
  @inline(__always)
  static func driftBounds(_ c: SIMD4<UInt8>) -> (low: SIMD16<UInt8>, high: SIMD16<UInt8>) {
    let v = splat(unsafeBitCast(c, to: UInt32.self) & 0x00FF_FFFF)
    let d = splat(UInt32(driftTolerance) * 0x01_0101)
    // `255 − max(255 − v − d, 0)` is `min(v + d, 255)`; 255 in the alpha bytes of `up` makes
    // `high` 255 there.
    let up = splat(UInt32(driftTolerance) * 0x01_0101 | 0xFF00_0000)
    return (saturatingSub(v, d), ~saturatingSub(~v, up))
  }

  /// Reference path: the same segmentation written plainly, pixel by pixel through `rgb(_:_:)`.
  static func reference(_ image: ScanImage, minimumRunLength: Int) -> BackgroundRuns {
    var result = BackgroundRuns()
    let minRun = max(1, minimumRunLength)
    for y in 0..<image.height {
      var runs: [(Int, Int)] = []
      var start = 0
      var x = 1
      while x <= image.width {
        let ends =
          x == image.width
          || PackedColor.distance(image.rgb(x, y), image.rgb(x - 1, y)) > stepTolerance
          || PackedColor.distance(image.rgb(x, y), image.rgb(start, y)) > driftTolerance
        if ends {
          runs.append((start, x))
          start = x
        }
        x += 1
      }
      if image.width == 0 { runs = [] }
      var inkStart = -1
      for (a, b) in runs {
        if b - a >= minRun {
          if inkStart >= 0 { result.append(inkStart, a, false) }
          inkStart = -1
          result.append(a, b, true)
        } else if inkStart < 0 {
          inkStart = a
        }
      }
      if inkStart >= 0 { result.append(inkStart, image.width, false) }
      result.rowStart.append(result.x0.count)
    }
    return result
  }

  @inline(__always)
  mutating func append(_ a: Int, _ b: Int, _ flat: Bool) {
    x0.append(Int32(a))
    x1.append(Int32(b))
    isFlat.append(flat)
  }
}

/// Growable raw storage for the segments the row pass writes (appending to three arrays
/// checked each array's uniqueness and capacity per segment). The owner deallocates it.
private struct SegmentWriter {
  var x0: UnsafeMutablePointer<Int32>
  var x1: UnsafeMutablePointer<Int32>
  var isFlat: UnsafeMutablePointer<Bool>
  var count = 0
  var capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
    x0 = .allocate(capacity: capacity)
    x1 = .allocate(capacity: capacity)
    isFlat = .allocate(capacity: capacity)
  }

  /// Ends the run `a ..< b`: flat when at least `minRun` long (closing any pending ink span
  /// before it), else part of the ink span starting at `inkStart`.
  ///
  /// Branch-free: both possible segments are written to the next two slots and kept by
  /// advancing `count` or not. Whether a run is long enough is as good as random near text,
  /// and the branches on it were often mispredicted.
  @inline(__always)
  mutating func close(_ a: Int, _ b: Int, _ minRun: Int, _ inkStart: inout Int) {
    if count &+ 2 > capacity { grow() }
    let long = b &- a >= minRun
    let pending = inkStart >= 0
    // Columns fit in 32 bits (images are far narrower than 2³¹ pixels).
    x0[count] = Int32(truncatingIfNeeded: inkStart)
    x1[count] = Int32(truncatingIfNeeded: a)
    isFlat[count] = false
    count &+= long && pending ? 1 : 0
    x0[count] = Int32(truncatingIfNeeded: a)
    x1[count] = Int32(truncatingIfNeeded: b)
    isFlat[count] = true
    count &+= long ? 1 : 0
    inkStart = long ? -1 : pending ? inkStart : a
  }

  @inline(__always)
  mutating func append(_ a: Int, _ b: Int, _ flat: Bool) {
    if count == capacity { grow() }
    // Columns fit in 32 bits (images are far narrower than 2³¹ pixels).
    x0[count] = Int32(truncatingIfNeeded: a)
    x1[count] = Int32(truncatingIfNeeded: b)
    isFlat[count] = flat
    count &+= 1
  }

  private mutating func grow() {
    let larger = 2 * capacity
    let newX0 = UnsafeMutablePointer<Int32>.allocate(capacity: larger)
    let newX1 = UnsafeMutablePointer<Int32>.allocate(capacity: larger)
    let newFlat = UnsafeMutablePointer<Bool>.allocate(capacity: larger)
    newX0.moveInitialize(from: x0, count: count)
    newX1.moveInitialize(from: x1, count: count)
    newFlat.moveInitialize(from: isFlat, count: count)
    deallocate()
    (x0, x1, isFlat, capacity) = (newX0, newX1, newFlat, larger)
  }

  func deallocate() {
    x0.deallocate()
    x1.deallocate()
    isFlat.deallocate()
  }
}
