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
  init(_ image: ScanImage, minimumRunLength: Int) {
    let width = image.width
    let height = image.height
    rowStart.reserveCapacity(height + 1)
    let step = Self.stepTolerance
    let drift = Self.driftTolerance
    let minRun = max(1, minimumRunLength)
    // Distance of the busy-stretch skip (below); with runs of 1 or 2 pixels it saves nothing.
    let skip = minRun >= 3 ? minRun - 1 : 0
    // AND of every pixel's alpha byte (in both halves of a 64-bit word); each pixel is loaded at
    // least once below, in a skip step or on its own.
    var alphaAnd: UInt64 = ~0
    let alphaMask: UInt64 = 0xFF00_0000_FF00_0000
    // Segments go to raw storage while the pass runs and into the arrays once at the end.
    var writer = SegmentWriter(capacity: max(64, 8 * height))
    defer { writer.deallocate() }
    image.bytes.withUnsafeBytes { raw in
      guard width > 0 else {
        for _ in 0..<height { rowStart.append(0) }
        return
      }
      for y in 0..<height {
        let base = y * width * 4
        // Unchecked assumption: `raw` holds width × height × 4 bytes (ScanImage invariant), so
        // every offset below `base + width * 4` is in bounds; loads are unaligned-safe.
        @inline(__always) func load(_ x: Int) -> UInt32 {
          let v = raw.loadUnaligned(fromByteOffset: base + x &* 4, as: UInt32.self)
          alphaAnd &= UInt64(v) | 0xFFFF_FFFF_00FF_FFFF
          return v & 0x00FF_FFFF
        }
        var runStart = 0
        var startColor = load(0)
        var prev = startColor
        var startLanes = Self.lanes(startColor)
        var prevLanes = startLanes
        var inkStart = -1
        var x = 1
        var prevPair = UInt64(prev) | UInt64(prev) << 32
        while x < width {
          // Flat stretches: eight pixels per step while all equal the previous colour, then
          // two at a time.
          while x &+ 7 < width {
            let o = base + x &* 4
            let a = raw.loadUnaligned(fromByteOffset: o, as: UInt64.self) ^ prevPair
            let b = raw.loadUnaligned(fromByteOffset: o &+ 8, as: UInt64.self) ^ prevPair
            let c = raw.loadUnaligned(fromByteOffset: o &+ 16, as: UInt64.self) ^ prevPair
            let d = raw.loadUnaligned(fromByteOffset: o &+ 24, as: UInt64.self) ^ prevPair
            // `prevPair` has zero alpha bytes, so the alphas pass through the XOR unchanged.
            alphaAnd &= a & b & c & d
            if (a | b | c | d) & 0x00FF_FFFF_00FF_FFFF != 0 { break }
            x &+= 8
          }
          while x &+ 1 < width {
            let rawPair = raw.loadUnaligned(fromByteOffset: base + x &* 4, as: UInt64.self)
            alphaAnd &= rawPair
            let pair = rawPair & 0x00FF_FFFF_00FF_FFFF
            if pair != prevPair { break }
            x &+= 2
          }
          if x >= width { break }
          // Pixel by pixel while the colour keeps changing (gradients, photos); back to the
          // wide steps above once the colour repeats (see the end of the loop). A repeated
          // colour is within both tolerances, so it needs no branch of its own.
          var repeats = 0
          repeat {
            var c = load(x)
            repeats = c == prev ? repeats &+ 1 : 0
            var cLanes = Self.lanes(c)
            if !Self.isWithin(cLanes, prevLanes, step) || !Self.isWithin(cLanes, startLanes, drift)
            {
              writer.close(runStart, x, minRun, &inkStart)
              runStart = x
              // Busy stretches (photos, textures): a run starting at `s` is flat only if the
              // `minRun − 1` steps after `s` are all small. A large step between pixels
              // `s + minRun − 2` and `s + minRun − 1` ends every run started in
              // `s ..< s + minRun − 1` short of `minRun` (a large step always ends a run), so
              // they are all ink, and a fresh run starts at `s + minRun − 1`: skip there after
              // reading two pixels instead of `minRun − 1`. Runs inside the skipped stretch are
              // short, so where exactly they break does not matter.
              if skip > 0 {
                var s = x
                while s &+ skip < width {
                  let far = load(s &+ skip)
                  if PackedColor.distance(far, load(s &+ skip &- 1)) <= step { break }
                  // The skipped pixels are not read for colour; their alpha still is.
                  var i = s &+ 1
                  while i < s &+ skip &- 1 {
                    alphaAnd &=
                      UInt64(raw.loadUnaligned(fromByteOffset: base + i &* 4, as: UInt32.self))
                      | 0xFFFF_FFFF_00FF_FFFF
                    i &+= 1
                  }
                  if inkStart < 0 { inkStart = s }
                  s &+= skip
                  c = far
                }
                x = s
                runStart = s
                cLanes = Self.lanes(c)
              }
              startColor = c
              startLanes = cLanes
            }
            prev = c
            prevLanes = cLanes
            prevPair = UInt64(c) | UInt64(c) << 32
            x &+= 1
            // Back to the wide steps after two repeats in a row: in photos single repeats come and
            // go at random, and a branch on each would be mispredicted (empirical: two was
            // faster than three on the benchmark screenshots).
            if repeats >= 2 { break }
          } while x < width
        }
        writer.close(runStart, width, minRun, &inkStart)
        if inkStart >= 0 { writer.append(inkStart, width, false) }
        rowStart.append(writer.count)
      }
    }
    x0 = Array(UnsafeBufferPointer(start: writer.x0, count: writer.count))
    x1 = Array(UnsafeBufferPointer(start: writer.x1, count: writer.count))
    isFlat = Array(UnsafeBufferPointer(start: writer.isFlat, count: writer.count))
    sawTranslucency = alphaAnd & alphaMask != alphaMask
  }

  /// The three channels of packed colour `c`, each in a 16-bit lane (red lowest) for
  /// ``isWithin(_:_:_:)``.
  @inline(__always)
  static func lanes(_ c: UInt32) -> UInt64 {
    let v = UInt64(c)
    return (v & 0xFF) | (v & 0xFF00) << 8 | (v & 0xFF_0000) << 16
  }

  /// Whether every channel of two colours spread by ``lanes(_:)`` differs by at most
  /// `tolerance` (0–255): `PackedColor.distance(a, b) <= tolerance` on all three lanes at once.
  ///
  /// Per lane, `v = a + 0x4000 + tolerance − b` lies in 0x4000 + tolerance ± 255, so nothing
  /// borrows or carries between lanes. `a − b ≥ −tolerance` exactly when `v ≥ 0x4000`, that is,
  /// bit 14 is set (v stays below 0x8000); `a − b ≤ tolerance` exactly when
  /// `v + 0x3FFF − 2·tolerance` stays below 0x8000, that is, its bit 15 is clear.
  @inline(__always)
  static func isWithin(_ a: UInt64, _ b: UInt64, _ tolerance: Int) -> Bool {
    let t = UInt64(tolerance)
    let one: UInt64 = 0x0001_0001_0001
    let v = a &+ (0x4000 &+ t) &* one &- b
    let high = v &+ (0x3FFF &- 2 &* t) &* one
    return (~v & 0x4000_4000_4000) | (high & 0x8000_8000_8000) == 0
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
  @inline(__always)
  mutating func close(_ a: Int, _ b: Int, _ minRun: Int, _ inkStart: inout Int) {
    if b - a >= minRun {
      if inkStart >= 0 {
        append(inkStart, a, false)
        inkStart = -1
      }
      append(a, b, true)
    } else if inkStart < 0 {
      inkStart = a
    }
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
