/// The first full-image pass: every row cut into smooth background runs and the ink spans
/// between them.
///
/// A run continues while each step between neighbours stays within ``stepTolerance`` on every
/// channel and the colour stays within ``driftTolerance`` of the run's first pixel, so dithered
/// and gently graded backgrounds stay one run. Runs of at least `minimumRunLength` pixels are
/// background ("flat"); everything else is ink. Segments of a row are stored left to right and
/// tile the row exactly, so only their first columns are stored: a segment ends where the next
/// one of its row starts, the last one at the row's end (``x1(_:)``).
struct BackgroundRuns: Sendable {
  /// Largest per-channel step between neighbouring pixels inside a run (research step 1,
  /// `t_step ≈ 2`: absorbs dithering of ±1–2 levels).
  static let stepTolerance = 2
  /// Largest per-channel distance from a run's first pixel (research step 1, `t_drift ≈ 10`).
  static let driftTolerance = 10

  /// First column of each segment. Only the first segment of a row starts at column 0.
  var x0: [Int32] = []
  /// Image width: the end of each row's last segment.
  var width = 0
  /// Per segment: ``flatBit`` for a flat background run (else an ink span); ``sameAboveBit``
  /// and ``sameBelowBit`` where the pixel above or below the segment's first pixel is within
  /// ``FlatRegions/joinTolerance`` of it (never on the first or last row).
  ///
  /// The vertical comparisons are what joining runs into regions reads of the image. The row
  /// pass makes them while both rows are in cache; afterwards the image is out of cache and
  /// each would cost a miss (a sixth of the joining's time).
  var flags: [UInt8] = []
  /// `rowStart[y] ..< rowStart[y + 1]` are the segments of row `y`.
  var rowStart: [Int] = [0]
  /// Per row, ``stepWords`` words: bit `x` of word `x / 64` is set where pixel `x` steps by
  /// more than ``stepTolerance`` on some channel from pixel `x − 1` (bit 0 and the bits from
  /// the width on are set): where runs of pixels each joining the one before them start.
  var steps: [UInt64] = []
  /// Words of ``steps`` per row.
  var stepWords: Int { (width + 63) / 64 }

  static let flatBit: UInt8 = 1
  static let sameAboveBit: UInt8 = 2
  static let sameBelowBit: UInt8 = 4

  /// Whether segment `s` is a flat background run (else an ink span).
  func isFlat(_ s: Int) -> Bool { flags[s] & Self.flatBit != 0 }

  /// Whether any pixel's alpha is below 255 (the fast path checks while it reads; the image must
  /// then be composited onto its backdrop and read again).
  var sawTranslucency = false

  var count: Int { x0.count }

  /// One past the last column of segment `s`: the next segment's start within its row (a next
  /// segment starting at column 0 begins the next row), else the row's end.
  @inline(__always)
  func x1(_ s: Int) -> Int {
    s + 1 < x0.count && x0[s + 1] != 0 ? Int(x0[s + 1]) : width
  }

  init(width: Int) { self.width = width }

  /// Cuts every row of `image` into segments (fast path over the raw bytes).
  ///
  /// Two steps per row. First a bitmask pass, sixteen pixels per step with SSE2 byte compares:
  /// bit `x` of `steps` is set where pixel `x` steps more than ``stepTolerance`` from pixel
  /// `x − 1`, bit `x` of `changes` where it differs at all. A large step always ends a run, so
  /// the runs of a row lie inside the gaps between set bits of `steps`, and only a gap of at
  /// least `minimumRunLength` pixels can hold a flat run. Then a walk over the gaps that long,
  /// found with shifts of whole 64-bit words: a gap with at most five changed pixels is one run
  /// (the colour cannot drift by more than ``driftTolerance`` in five steps of at most
  /// ``stepTolerance``); any other is walked for drift, sixteen pixels per step. Everything
  /// between flat runs is ink. Short gaps (text, photos) cost a few bit operations per 64
  /// pixels instead of a branchy step per run end, which was half the pass.
  init(_ image: ScanImage, minimumRunLength: Int) {
    let height = image.height
    // Segments are written straight into the arrays' storage, sized for about one segment per
    // 32 pixels (screenshots hold about one per 35). Only an image with more moves them to
    // growing raw storage and copies them back at the end; copying every time cost a page
    // fault per 4 KiB of fresh storage besides the copy.
    let capacity = max(64, 8 * height, image.width * height / 32)
    var spilled: SegmentWriter?
    var rowStart = [0]
    var steps: [UInt64] = []
    rowStart.reserveCapacity(height + 1)
    var alpha = SIMD16<UInt8>(repeating: 255)
    width = image.width
    x0 = [Int32](unsafeUninitializedCapacity: capacity) { x0, x0Count in
      flags = [UInt8](unsafeUninitializedCapacity: capacity) { flags, flagsCount in
        var writer = SegmentWriter(
          x0: x0.baseAddress!, flags: flags.baseAddress!, capacity: capacity)
        alpha = Self.cut(
          image, minimumRunLength: minimumRunLength, &writer, &rowStart, &steps)
        if writer.ownsStorage {
          spilled = writer
        } else {
          (x0Count, flagsCount) = (writer.count, writer.count)
        }
      }
    }
    if let spilled {
      x0 = Array(UnsafeBufferPointer(start: spilled.x0, count: spilled.count))
      flags = Array(UnsafeBufferPointer(start: spilled.flags, count: spilled.count))
      spilled.deallocate()
    }
    self.rowStart = rowStart
    self.steps = steps
    sawTranslucency = alpha[3] & alpha[7] & alpha[11] & alpha[15] != 255
  }

  /// The row pass of ``init(_:minimumRunLength:)``: appends every row's segments to `writer`
  /// and their ends to `rowStart`, and returns the AND of all alpha bytes (in lanes 3, 7, 11,
  /// 15).
  private static func cut(
    _ image: ScanImage, minimumRunLength: Int, _ writer: inout SegmentWriter,
    _ rowStart: inout [Int], _ stepRows: inout [UInt64]
  ) -> SIMD16<UInt8> {
    let width = image.width
    let height = image.height
    let minRun = max(1, minimumRunLength)
    // Bits after a gap start that must be clear for the gap to be long enough; beyond one word
    // the length is checked on each candidate instead.
    let window = min(minRun - 1, 63)
    // AND of every pixel's alpha byte. The bitmask pass loads every pixel as the current pixel
    // of some vector, and counts it there unless its block repeats the pixel before it (then
    // its alpha is that pixel's, already counted).
    var alpha = SIMD16<UInt8>(repeating: 255)
    // Per byte, the step tolerance on colour bytes and 255 on alpha bytes, which therefore
    // never exceed it.
    let stepLimit = Self.splat(UInt32(Self.stepTolerance) * 0x01_0101 | 0xFF00_0000)
    // One row of each bitmask: bits `0 ..< width`, the sentinel bit `width` and a spare word
    // that the look-ahead of the gap search reads.
    let words = (width + 64) / 64 + 1
    let steps = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
    let changes = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
    let clear = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
    let ranks = UnsafeMutablePointer<Int>.allocate(capacity: words)
    steps.initialize(repeating: 0, count: words)
    changes.initialize(repeating: 0, count: words)
    // First and one-past-last columns of the gaps that may hold a flat run, one row's worth.
    let gapStarts = UnsafeMutablePointer<Int32>.allocate(capacity: width + 2)
    let gapEnds = UnsafeMutablePointer<Int32>.allocate(capacity: width + 2)
    // Sixteen pixels and the one before them, for blocks whose loads would leave the image.
    let padded = UnsafeMutableRawPointer.allocate(byteCount: 17 * 4, alignment: 16)
    defer {
      steps.deallocate()
      changes.deallocate()
      clear.deallocate()
      ranks.deallocate()
      gapStarts.deallocate()
      gapEnds.deallocate()
      padded.deallocate()
    }
    image.bytes.withUnsafeBytes { raw in
      guard width > 0, let first = raw.baseAddress else {
        for _ in 0..<height { rowStart.append(0) }
        return
      }
      let blocks = (width + 15) / 16
      let rowWords = (width + 63) / 64
      let lastWord = width >> 6
      // Gap starts lie in columns `0 ..< width`, gap ends in `1 ... width`.
      let lastStartMask = width & 63 == 0 ? ~UInt64(0) : (1 &<< UInt64(width & 63)) &- 1
      let lastEndMask = ~(~UInt64(1) &<< UInt64(width & 63))
      @inline(__always) func startMask(_ j: Int) -> UInt64 {
        j < rowWords &- 1 ? ~0 : j == rowWords &- 1 ? lastStartMask : 0
      }
      @inline(__always) func endMask(_ j: Int) -> UInt64 {
        (j < lastWord ? ~0 : lastEndMask) & (j == 0 ? ~1 : ~0)
      }
      for y in 0..<height {
        // Unchecked assumption: `raw` holds width × height × 4 bytes (ScanImage invariant).
        // Blocks read sixteen pixels from `row + x * 4` and the pixel before; past the end of
        // the row they read the next row, which is in bounds except on the last row, and
        // before the start the previous row's last pixel, in bounds except on the first row.
        let row = first + y * width * 4
        let readable = width &* (height &- y)
        let stepChunks = UnsafeMutableRawPointer(steps)
        let changeChunks = UnsafeMutableRawPointer(changes)
        // Blocks `firstBlock ..< lastBlock` read in place (they end inside the image), the
        // others through `padded`.
        let firstBlock = y == 0 ? 1 : 0
        let inImage = readable / 16
        let lastBlock = max(firstBlock, min(blocks, inImage))
        @inline(__always) func store(_ b: Int, _ bits: UInt32) {
          // Little-endian: chunk `b` holds bits `16b ..< 16b + 16` of the row's 64-bit words.
          stepChunks.storeBytes(
            of: UInt16(truncatingIfNeeded: bits), toByteOffset: b &* 2, as: UInt16.self)
          changeChunks.storeBytes(
            of: UInt16(truncatingIfNeeded: bits >> 16), toByteOffset: b &* 2, as: UInt16.self)
        }
        @inline(__always) func storePadded(_ b: Int) {
          // The pixel before the block (pixel 0 itself at the row start: bit 0 is forced
          // below) and the block's pixels, the last real one repeated past the row's end.
          let x = b &* 16
          let count = min(16, width &- x)
          padded.copyMemory(from: row + max(x &- 1, 0) &* 4, byteCount: 4)
          padded.advanced(by: 4).copyMemory(from: row + x &* 4, byteCount: count &* 4)
          for i in count..<16 {
            padded.advanced(by: 4 &+ i &* 4).copyMemory(
              from: row + (x &+ count &- 1) &* 4, byteCount: 4)
          }
          store(b, Self.blockBits(UnsafeRawPointer(padded) + 4, stepLimit, &alpha))
        }
        if firstBlock > 0 { storePadded(0) }
        var b = firstBlock
        while b < lastBlock {
          // Most blocks of a screenshot repeat the pixel before them sixteen times: a cheap
          // test for that skips the step tests. Their alpha equals that pixel's, which the
          // previous block has counted.
          let at = row + b &* 64
          let same = Self.repeatsPrevious(at)
          store(b, same ? 0 : Self.blockBits(at, stepLimit, &alpha))
          b &+= 1
        }
        while b < blocks {
          storePadded(b)
          b &+= 1
        }
        // Bit 0 starts the first run; bit `width` and all above end the last one.
        steps[0] |= 1
        let k = width >> 6
        let keep = (UInt64(1) &<< UInt64(width & 63)) &- 1
        steps[k] = steps[k] & keep | ~keep
        for i in (k &+ 1)..<words { steps[i] = ~0 }
        for i in 0..<rowWords { stepRows.append(steps[i]) }

        // `clear` bit `i`: bits `i ..< i + window` of `steps` are all clear. Doubling: a run of
        // `2n` clear bits is two runs of `n`, `n` apart; past the row all bits are set.
        var j = 0
        while j < words {
          clear[j] = window == 0 ? ~0 : ~steps[j]
          j &+= 1
        }
        var covered = 1
        @inline(__always) func shiftAnd(_ by: Int) {
          let s = UInt64(by)
          var i = 0
          while i < words &- 1 {
            clear[i] &= clear[i] &>> s | clear[i &+ 1] &<< (64 &- s)
            i &+= 1
          }
          clear[words &- 1] &= clear[words &- 1] &>> s
        }
        while covered &* 2 <= window {
          shiftAnd(covered)
          covered &*= 2
        }
        if window > covered { shiftAnd(window &- covered) }
        // Gaps that may be long: a start `p` is a set bit of `steps` with the next `window`
        // bits clear, an end `q` a set bit with the `window` bits before it clear. The long
        // gaps' starts and ends alternate, so the i-th start and the i-th end bound the i-th
        // gap; collecting both lists keeps the search free of branches on where gaps end.
        // Meanwhile `ranks` counts the changed pixels before each word.
        var gaps = 0
        var ends = 0
        var changed = 0
        var before: UInt64 = 0
        j = 0
        while j <= lastWord {
          let here = steps[j]
          let afterClear = clear[j] &>> 1 | clear[j &+ 1] &<< 63
          let beforeClear = clear[j] &<< UInt64(window) | before &>> UInt64(64 &- window)
          before = clear[j]
          var startBits = here & afterClear & startMask(j)
          var endBits = here & beforeClear & endMask(j)
          while startBits != 0 {
            gapStarts[gaps] = Int32(truncatingIfNeeded: j &<< 6 | startBits.trailingZeroBitCount)
            gaps &+= 1
            startBits &= startBits &- 1
          }
          while endBits != 0 {
            gapEnds[ends] = Int32(truncatingIfNeeded: j &<< 6 | endBits.trailingZeroBitCount)
            ends &+= 1
            endBits &= endBits &- 1
          }
          ranks[j] = changed
          changed &+= changes[j].nonzeroBitCount
          j &+= 1
        }
        // Changed pixels in columns `0 ..< x`.
        @inline(__always) func rank(_ x: Int) -> Int {
          ranks[x &>> 6] &+ (changes[x &>> 6] & ((1 &<< UInt64(x & 63)) &- 1)).nonzeroBitCount
        }

        // End of the last flat run: the ink span before the next one starts there.
        var inkStart = 0
        var g = 0
        while g < gaps {
          let p = Int(gapStarts[g])
          let q = Int(gapEnds[g])
          g &+= 1
          // Shorter only when `minRun` exceeds a word (the window is capped there).
          if q &- p < minRun { continue }
          if rank(q) &- rank(p &+ 1) <= Self.driftTolerance / Self.stepTolerance {
            writer.run(p, q, true, &inkStart)
          } else {
            Self.walkDrift(row, p, q, readable, minRun, &writer, &inkStart)
          }
        }
        if inkStart < width { writer.append(inkStart, false) }
        rowStart.append(writer.count)
        Self.compareRows(
          row, y: y, width: width, segments: rowStart[y]..<writer.count,
          above: y > 0 ? rowStart[y - 1] : rowStart[y], writer)
      }
    }
    return alpha
  }

  /// Sets ``sameAboveBit`` on the segments `segments` of row `y` (at `row`) and
  /// ``sameBelowBit`` on the previous row's (from `above` on), comparing the pixels above and
  /// below their first pixels. Both rows were just read, so these loads hit the cache.
  @inline(__always)
  private static func compareRows(
    _ row: UnsafeRawPointer, y: Int, width: Int, segments: Range<Int>, above: Int,
    _ writer: SegmentWriter
  ) {
    guard y > 0 else { return }
    let previous = row - width &* 4
    let limit = SIMD4<UInt8>(repeating: UInt8(FlatRegions.joinTolerance))
    // Byte-wise distance minus the tolerance: zero in the colour bytes when the pixels at `x`
    // of both rows join (alpha is 255 in both).
    @inline(__always) func joins(_ x: Int32) -> Bool {
      let a = previous.loadUnaligned(fromByteOffset: Int(x) &* 4, as: SIMD4<UInt8>.self)
      let b = row.loadUnaligned(fromByteOffset: Int(x) &* 4, as: SIMD4<UInt8>.self)
      return unsafeBitCast(saturatingSub(distance(a, b), limit), to: UInt32.self) == 0
    }
    let flags = writer.flags
    let x0 = writer.x0
    var s = above
    while s < segments.lowerBound {
      flags[s] |= joins(x0[s]) ? sameBelowBit : 0
      s &+= 1
    }
    while s < segments.upperBound {
      flags[s] |= joins(x0[s]) ? sameAboveBit : 0
      s &+= 1
    }
  }

  /// Whether each of the sixteen pixels at `at` equals the pixel before it, all four bytes.
  @inline(__always)
  static func repeatsPrevious(_ at: UnsafeRawPointer) -> Bool {
    var diff = SIMD16<UInt8>(repeating: 0)
    for v in 0..<4 {
      let c = at.loadUnaligned(fromByteOffset: v &* 16, as: SIMD16<UInt8>.self)
      let p = at.loadUnaligned(fromByteOffset: v &* 16 &- 4, as: SIMD16<UInt8>.self)
      diff |= c ^ p
    }
    return isZero(diff)
  }

  /// The step and change bits of the sixteen pixels at `at` (bits 0–15: step above the
  /// tolerance from the pixel on the left; bits 16–31: any byte differs from it), reading the
  /// pixel before `at` too. Branch-free: each pixel's lane test is masked to its bit.
  @inline(__always)
  static func blockBits(
    _ at: UnsafeRawPointer, _ stepLimit: SIMD16<UInt8>, _ alpha: inout SIMD16<UInt8>
  ) -> UInt32 {
    let zero = SIMD4<UInt32>(repeating: 0)
    var bits = zero
    var weight = SIMD4<UInt32>(1, 2, 4, 8)
    for v in 0..<4 {
      let c = at.loadUnaligned(fromByteOffset: v &* 16, as: SIMD16<UInt8>.self)
      let p = at.loadUnaligned(fromByteOffset: v &* 16 &- 4, as: SIMD16<UInt8>.self)
      alpha &= c
      let excess = saturatingSub(distance(c, p), stepLimit)
      let big = unsafeBitCast(excess, to: SIMD4<UInt32>.self) .!= zero
      let changed =
        unsafeBitCast(c, to: SIMD4<UInt32>.self) .!= unsafeBitCast(p, to: SIMD4<UInt32>.self)
      bits |= unsafeBitCast(big, to: SIMD4<UInt32>.self) & weight
      bits |= unsafeBitCast(changed, to: SIMD4<UInt32>.self) & (weight &<< 16)
      weight &<<= 4
    }
    return bits.wrappedSum()
  }

  /// Cuts the gap `p ..< q` (no large step inside) into runs where the colour drifts more than
  /// ``driftTolerance`` from a run's first pixel. `readable` is the number of pixels that may
  /// be read from `row` on (to the end of the image).
  ///
  /// Steps inside the gap are at most ``stepTolerance``, so the first
  /// `driftTolerance / stepTolerance` pixels after a run's start cannot leave its bounds; the
  /// test starts after them and covers sixteen pixels at once. Most runs that end by drift end
  /// within those sixteen (textures and photos with small steps), so the branch on finding the
  /// end is mostly taken and rarely mispredicted.
  @inline(__always)
  private static func walkDrift(
    _ row: UnsafeRawPointer, _ p: Int, _ q: Int, _ readable: Int, _ minRun: Int,
    _ writer: inout SegmentWriter, _ inkStart: inout Int
  ) {
    let safe = driftTolerance / stepTolerance
    var s = p
    while true {
      let first = row.loadUnaligned(fromByteOffset: s &* 4, as: SIMD4<UInt8>.self)
      let (low, high) = driftBounds(first)
      var x = s &+ 1 &+ safe
      var end = q
      while x < q {
        var bad: UInt32
        if x &+ 16 <= readable {
          bad = driftBits(row + x &* 4, low, high)
        } else {
          // The image's last pixels: one at a time.
          bad = 0
          var i = 0
          while i < 16 && x &+ i < q {
            let c = splat(row.loadUnaligned(fromByteOffset: (x &+ i) &* 4, as: UInt32.self))
            bad |= isZero(saturatingSub(low, c) | saturatingSub(c, high)) ? 0 : 1 &<< UInt32(i)
            i &+= 1
          }
        }
        // Only pixels before `q` belong to the gap.
        if q &- x < 16 { bad &= (1 &<< UInt32(q &- x)) &- 1 }
        if bad != 0 {
          end = x &+ bad.trailingZeroBitCount
          break
        }
        x &+= 16
      }
      writer.run(s, end, end &- s >= minRun, &inkStart)
      if end == q { return }
      s = end
    }
  }

  /// Bit `i` set where pixel `i` of the sixteen at `at` leaves the drift bounds `low ... high`.
  @inline(__always)
  static func driftBits(
    _ at: UnsafeRawPointer, _ low: SIMD16<UInt8>, _ high: SIMD16<UInt8>
  ) -> UInt32 {
    let zero = SIMD4<UInt32>(repeating: 0)
    var bits = zero
    var weight = SIMD4<UInt32>(1, 2, 4, 8)
    for v in 0..<4 {
      let c = at.loadUnaligned(fromByteOffset: v &* 16, as: SIMD16<UInt8>.self)
      let e = saturatingSub(low, c) | saturatingSub(c, high)
      bits |=
        unsafeBitCast(unsafeBitCast(e, to: SIMD4<UInt32>.self) .!= zero, to: SIMD4<UInt32>.self)
        & weight
      weight &<<= 4
    }
    return bits.wrappedSum()
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
    var result = BackgroundRuns(width: image.width)
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
      var words = [UInt64](repeating: 0, count: result.stepWords)
      for x in 0..<image.width
      where x == 0 || PackedColor.distance(image.rgb(x, y), image.rgb(x - 1, y)) > stepTolerance {
        words[x >> 6] |= 1 << UInt64(x & 63)
      }
      if image.width & 63 != 0 { words[words.count - 1] |= ~0 << UInt64(image.width & 63) }
      result.steps += words
      var inkStart = -1
      for (a, b) in runs {
        if b - a >= minRun {
          if inkStart >= 0 { result.append(inkStart, false) }
          inkStart = -1
          result.append(a, true)
        } else if inkStart < 0 {
          inkStart = a
        }
      }
      if inkStart >= 0 { result.append(inkStart, false) }
      result.rowStart.append(result.x0.count)
    }
    for y in 0..<image.height {
      for s in result.rowStart[y]..<result.rowStart[y + 1] {
        let x = Int(result.x0[s])
        let c = image.rgb(x, y)
        if y > 0 && PackedColor.distance(image.rgb(x, y - 1), c) <= FlatRegions.joinTolerance {
          result.flags[s] |= sameAboveBit
        }
        if y < image.height - 1
          && PackedColor.distance(image.rgb(x, y + 1), c) <= FlatRegions.joinTolerance
        {
          result.flags[s] |= sameBelowBit
        }
      }
    }
    return result
  }

  @inline(__always)
  mutating func append(_ a: Int, _ flat: Bool) {
    x0.append(Int32(a))
    flags.append(flat ? Self.flatBit : 0)
  }
}

/// Storage for the segments the row pass writes (appending to the arrays checked each array's
/// uniqueness and capacity per segment): first the arrays' own uninitialised storage,
/// then, once that is full, growing raw storage that the owner deallocates.
private struct SegmentWriter {
  var x0: UnsafeMutablePointer<Int32>
  var flags: UnsafeMutablePointer<UInt8>
  var count = 0
  var capacity: Int
  /// Whether the storage was allocated here (the arrays' storage overflowed).
  private(set) var ownsStorage = false

  init(x0: UnsafeMutablePointer<Int32>, flags: UnsafeMutablePointer<UInt8>, capacity: Int) {
    (self.x0, self.flags, self.capacity) = (x0, flags, capacity)
  }

  /// Ends the run `a ..< b`: when `long`, a flat segment, after the ink span from `inkStart`
  /// (the end of the previous flat run) if that is not empty; else nothing yet, the run joins
  /// the ink span.
  ///
  /// Branch-free: both possible segments are written to the next two slots and kept by
  /// advancing `count` or not. Whether a run is long enough is as good as random near text,
  /// and branches on it were often mispredicted.
  @inline(__always)
  mutating func run(_ a: Int, _ b: Int, _ long: Bool, _ inkStart: inout Int) {
    if count &+ 2 > capacity { grow() }
    // Columns fit in 32 bits (images are far narrower than 2³¹ pixels).
    x0[count] = Int32(truncatingIfNeeded: inkStart)
    flags[count] = 0
    count &+= long && inkStart < a ? 1 : 0
    x0[count] = Int32(truncatingIfNeeded: a)
    flags[count] = BackgroundRuns.flatBit
    count &+= long ? 1 : 0
    inkStart = long ? b : inkStart
  }

  @inline(__always)
  mutating func append(_ a: Int, _ flat: Bool) {
    if count == capacity { grow() }
    // Columns fit in 32 bits (images are far narrower than 2³¹ pixels).
    x0[count] = Int32(truncatingIfNeeded: a)
    flags[count] = flat ? BackgroundRuns.flatBit : 0
    count &+= 1
  }

  private mutating func grow() {
    let larger = 2 * capacity
    let newX0 = UnsafeMutablePointer<Int32>.allocate(capacity: larger)
    let newFlags = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    newX0.moveInitialize(from: x0, count: count)
    newFlags.moveInitialize(from: flags, count: count)
    if ownsStorage { deallocate() }
    (x0, flags, capacity) = (newX0, newFlags, larger)
    ownsStorage = true
  }

  func deallocate() {
    x0.deallocate()
    flags.deallocate()
  }
}
