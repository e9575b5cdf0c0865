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

  init() {}

  /// Ink spans of `runs` with their brackets: the result of
  /// ``reference(runs:regions:image:)``, written into raw buffers (at most one span starts at
  /// each segment) and copied into the arrays once.
  init(runs: BackgroundRuns, regions: FlatRegions, image: ScanImage) {
    let capacity = max(1, runs.count)
    let ys = UnsafeMutablePointer<Int32>.allocate(capacity: 4 * capacity)
    let starts = ys + capacity
    let ends = ys + 2 * capacity
    let lefts = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * capacity)
    let rights = lefts + capacity
    let leftRegions = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * capacity)
    let rightRegions = leftRegions + capacity
    defer {
      ys.deallocate()
      lefts.deallocate()
      leftRegions.deallocate()
    }
    var n = 0
    rowStart.reserveCapacity(image.height + 1)
    runs.x0.withUnsafeBufferPointer { x0 in
      runs.x1.withUnsafeBufferPointer { x1 in
        regions.regionOfSegment.withUnsafeBufferPointer { regionOf in
          regions.isInterior.withUnsafeBufferPointer { isInterior in
            image.bytes.withUnsafeBufferPointer { px in
              // Unchecked assumptions: segments tile each row (BackgroundRuns invariant) and
              // every region index is below `isInterior.count`, so reads are in bounds; a
              // bracket pixel lies inside the flat run beside the span.
              @inline(__always) func rgb(_ x: Int, _ y: Int) -> UInt32 {
                let i = (y &* image.width &+ x) &* 4
                return UInt32(px[i]) | UInt32(px[i &+ 1]) << 8 | UInt32(px[i &+ 2]) << 16
              }
              @inline(__always) func isInk(_ s: Int) -> Bool {
                let r = Int(regionOf[s])
                return r < 0 || isInterior[r]
              }
              for row in 0..<image.height {
                let lo = runs.rowStart[row]
                let hi = runs.rowStart[row + 1]
                var s = lo
                while s < hi {
                  if !isInk(s) {
                    s += 1
                    continue
                  }
                  // A maximal stretch of ink spans and interior runs.
                  var e = s
                  while e + 1 < hi && isInk(e + 1) { e += 1 }
                  let a = Int(x0[s])
                  let b = Int(x1[e])
                  ys[n] = Int32(truncatingIfNeeded: row)
                  starts[n] = Int32(truncatingIfNeeded: a)
                  ends[n] = Int32(truncatingIfNeeded: b)
                  if s > lo {
                    let runLength = Int(x1[s - 1] - x0[s - 1])
                    // One pixel further out when the run allows, past any faint anti-aliasing
                    // tail.
                    lefts[n] = rgb(a - (runLength >= 3 ? 2 : 1), row)
                    leftRegions[n] = regionOf[s - 1]
                  } else {
                    lefts[n] = 0
                    leftRegions[n] = -1
                  }
                  if e + 1 < hi {
                    let runLength = Int(x1[e + 1] - x0[e + 1])
                    rights[n] = rgb(b - 1 + (runLength >= 3 ? 2 : 1), row)
                    rightRegions[n] = regionOf[e + 1]
                  } else {
                    rights[n] = 0
                    rightRegions[n] = -1
                  }
                  n += 1
                  s = e + 1
                }
                rowStart.append(n)
              }
            }
          }
        }
      }
    }
    y = Array(UnsafeBufferPointer(start: ys, count: n))
    x0 = Array(UnsafeBufferPointer(start: starts, count: n))
    x1 = Array(UnsafeBufferPointer(start: ends, count: n))
    leftColor = Array(UnsafeBufferPointer(start: lefts, count: n))
    rightColor = Array(UnsafeBufferPointer(start: rights, count: n))
    leftRegion = Array(UnsafeBufferPointer(start: leftRegions, count: n))
    rightRegion = Array(UnsafeBufferPointer(start: rightRegions, count: n))
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
        let b = Int(runs.x1[e])
        result.y.append(Int32(row))
        result.x0.append(Int32(a))
        result.x1.append(Int32(b))
        if s > lo {
          let runLength = Int(runs.x1[s - 1] - runs.x0[s - 1])
          // One pixel further out when the run allows, past any faint anti-aliasing tail.
          result.leftColor.append(image.rgb(a - (runLength >= 3 ? 2 : 1), row))
          result.leftRegion.append(regions.regionOfSegment[s - 1])
        } else {
          result.leftColor.append(0)
          result.leftRegion.append(-1)
        }
        if e + 1 < hi {
          let runLength = Int(runs.x1[e + 1] - runs.x0[e + 1])
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
