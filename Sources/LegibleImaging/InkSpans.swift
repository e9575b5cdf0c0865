/// Ink spans after stroke interiors are folded back into the ink, each with its "brackets": the
/// background colours immediately left and right of it on the same row.
///
/// Brackets come from the same row as the ink, so a rounded container's anti-aliased edge or the
/// page outside it is never sampled for text inside it.
struct InkSpans: Sendable {
  var y: [Int32] = []
  var x0: [Int32] = []
  var x1: [Int32] = []
  /// Colour of the flat run left of the span (meaningless when `leftRegion < 0`).
  var leftColor: [UInt32] = []
  /// Colour of the flat run right of the span (meaningless when `rightRegion < 0`).
  var rightColor: [UInt32] = []
  /// Region of the left flat run, or `-1` at the image border.
  var leftRegion: [Int32] = []
  /// Region of the right flat run, or `-1` at the image border.
  var rightRegion: [Int32] = []
  /// `rowStart[y] ..< rowStart[y + 1]` are the spans of row `y`.
  var rowStart: [Int] = [0]

  var count: Int { x0.count }

  /// Whether any span crosses `rect` (rows outside the spans' rows hold none).
  func hasInk(in rect: PixelRect) -> Bool {
    let rows = max(0, rect.y)..<min(rowStart.count - 1, rect.maxY)
    for row in rows {
      for s in rowStart[row]..<rowStart[row + 1]
      where Int(x0[s]) < rect.maxX && Int(x1[s]) > rect.x {
        return true
      }
    }
    return false
  }

  init() {}

  /// Ink spans of `runs` with their brackets: the result of
  /// ``reference(runs:regions:image:)``, written straight into the arrays' storage.
  ///
  /// Spans of a row are separated by flat runs, so a row of `n` segments holds at most
  /// `(n + 1) / 2` spans: the arrays are sized for that (about twice the spans of a
  /// screenshot; untouched storage costs no page faults). Copying from scratch buffers cost
  /// the copy and the faults of a second set of pages.
  init(runs: BackgroundRuns, regions: FlatRegions, image: ScanImage) {
    let height = image.height
    let capacity = max(1, (runs.count + height) / 2)
    var n = 0
    var rowStart = [0]
    rowStart.reserveCapacity(height + 1)
    // Each closure fills its array's storage; the innermost walks the segments and returns how
    // many spans it wrote.
    @inline(__always) func fill<T>(
      _ body: (UnsafeMutablePointer<T>) -> Void
    ) -> [T] {
      [T](unsafeUninitializedCapacity: capacity) { storage, initialized in
        if let base = storage.baseAddress { body(base) }
        initialized = n
      }
    }
    var ys: [Int32] = []
    var starts: [Int32] = []
    var ends: [Int32] = []
    var lefts: [UInt32] = []
    var rights: [UInt32] = []
    var leftRegions: [Int32] = []
    rightRegion = fill { (rightRegions: UnsafeMutablePointer<Int32>) in
      leftRegions = fill { (leftRegions: UnsafeMutablePointer<Int32>) in
        rights = fill { (rights: UnsafeMutablePointer<UInt32>) in
          lefts = fill { (lefts: UnsafeMutablePointer<UInt32>) in
            ends = fill { (ends: UnsafeMutablePointer<Int32>) in
              starts = fill { (starts: UnsafeMutablePointer<Int32>) in
                ys = fill { (ys: UnsafeMutablePointer<Int32>) in
                  n = Self.walk(
                    runs: runs, regions: regions, image: image, &rowStart,
                    ys: ys, starts: starts, ends: ends, lefts: lefts, rights: rights,
                    leftRegions: leftRegions, rightRegions: rightRegions)
                }
              }
            }
          }
        }
      }
    }
    (y, x0, x1, leftColor, rightColor, leftRegion) = (
      ys, starts, ends, lefts, rights, leftRegions
    )
    self.rowStart = rowStart
  }

  /// Writes the spans of ``init(runs:regions:image:)`` to the buffers (room for
  /// `(runs.count + image.height) / 2`) and their row ends to `rowStart`; returns their number.
  private static func walk(
    runs: BackgroundRuns, regions: FlatRegions, image: ScanImage, _ rowStart: inout [Int],
    ys: UnsafeMutablePointer<Int32>, starts: UnsafeMutablePointer<Int32>,
    ends: UnsafeMutablePointer<Int32>, lefts: UnsafeMutablePointer<UInt32>,
    rights: UnsafeMutablePointer<UInt32>, leftRegions: UnsafeMutablePointer<Int32>,
    rightRegions: UnsafeMutablePointer<Int32>
  ) -> Int {
    var n = 0
    let width = image.width
    runs.x0.withUnsafeBufferPointer { x0 in
      regions.regionOfSegment.withUnsafeBufferPointer { regionOf in
        regions.isInterior.withUnsafeBufferPointer { isInterior in
          // Unchecked assumptions: segments tile each row (BackgroundRuns invariant) and
          // every region index is below `isInterior.count`, so reads are in bounds; a
          // bracket pixel lies inside the flat run beside the span.
          @inline(__always) func isInk(_ s: Int) -> Bool {
            let r = Int(regionOf[s])
            return r < 0 || isInterior[r]
          }
          for row in 0..<image.height {
            let lo = runs.rowStart[row]
            let hi = runs.rowStart[row + 1]
            let rowPixel = row &* width
            var s = lo
            while s < hi {
              if !isInk(s) {
                s &+= 1
                continue
              }
              // A maximal stretch of ink spans and interior runs.
              var e = s
              while e &+ 1 < hi && isInk(e &+ 1) { e &+= 1 }
              // Segments tile the row: a segment ends where the next begins.
              let a = Int(x0[s])
              let b = e &+ 1 < hi ? Int(x0[e &+ 1]) : width
              ys[n] = Int32(truncatingIfNeeded: row)
              starts[n] = Int32(truncatingIfNeeded: a)
              ends[n] = Int32(truncatingIfNeeded: b)
              // Brackets hold the bracket pixel's index here (one pixel further out when the
              // run allows, past any faint anti-aliasing tail); the colours are read below.
              if s > lo {
                let runLength = a &- Int(x0[s &- 1])
                lefts[n] = UInt32(truncatingIfNeeded: rowPixel &+ a &- (runLength >= 3 ? 2 : 1))
                leftRegions[n] = regionOf[s &- 1]
              } else {
                lefts[n] = 0
                leftRegions[n] = -1
              }
              if e &+ 1 < hi {
                let runLength = (e &+ 2 < hi ? Int(x0[e &+ 2]) : width) &- b
                rights[n] = UInt32(
                  truncatingIfNeeded: rowPixel &+ b &- 1 &+ (runLength >= 3 ? 2 : 1))
                rightRegions[n] = regionOf[e &+ 1]
              } else {
                rights[n] = 0
                rightRegions[n] = -1
              }
              n &+= 1
              s = e &+ 1
            }
            rowStart.append(n)
          }
        }
      }
    }
    // The bracket colours, read in one pass after the walk: the image is out of cache by now,
    // and these loads are independent and in address order, so their misses overlap (read
    // during the walk, each waited behind the walk's branches: two thirds of its time).
    // Unchecked assumption: pixel indices fit in 32 bits and lie in the image.
    image.bytes.withUnsafeBytes { px in
      var i = 0
      while i < n {
        let left = px.loadUnaligned(fromByteOffset: Int(lefts[i]) &* 4, as: UInt32.self)
        let right = px.loadUnaligned(fromByteOffset: Int(rights[i]) &* 4, as: UInt32.self)
        lefts[i] = leftRegions[i] < 0 ? 0 : left & 0x00FF_FFFF
        rights[i] = rightRegions[i] < 0 ? 0 : right & 0x00FF_FFFF
        i &+= 1
      }
    }
    return n
  }

  /// Reference path: the same spans appended one by one to the arrays.
  static func reference(runs: BackgroundRuns, regions: FlatRegions, image: ScanImage) -> InkSpans {
    var result = InkSpans()
    for row in 0..<image.height {
      let lo = runs.rowStart[row]
      let hi = runs.rowStart[row + 1]
      var s = lo
      while s < hi {
        let r = Int(regions.regionOfSegment[s])
        if r >= 0 && !regions.isInterior[r] {
          s += 1
          continue
        }
        // A maximal stretch of ink spans and interior runs.
        var e = s
        while e + 1 < hi {
          let q = Int(regions.regionOfSegment[e + 1])
          if q >= 0 && !regions.isInterior[q] { break }
          e += 1
        }
        let a = Int(runs.x0[s])
        let b = runs.x1(e)
        result.y.append(Int32(row))
        result.x0.append(Int32(a))
        result.x1.append(Int32(b))
        if s > lo {
          let runLength = runs.x1(s - 1) - Int(runs.x0[s - 1])
          // One pixel further out when the run allows, past any faint anti-aliasing tail.
          result.leftColor.append(image.rgb(a - (runLength >= 3 ? 2 : 1), row))
          result.leftRegion.append(regions.regionOfSegment[s - 1])
        } else {
          result.leftColor.append(0)
          result.leftRegion.append(-1)
        }
        if e + 1 < hi {
          let runLength = runs.x1(e + 1) - Int(runs.x0[e + 1])
          result.rightColor.append(image.rgb(b - 1 + (runLength >= 3 ? 2 : 1), row))
          result.rightRegion.append(regions.regionOfSegment[e + 1])
        } else {
          result.rightColor.append(0)
          result.rightRegion.append(-1)
        }
        s = e + 1
      }
      result.rowStart.append(result.x0.count)
    }
    return result
  }
}
