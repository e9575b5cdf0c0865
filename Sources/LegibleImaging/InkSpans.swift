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

  init(runs: BackgroundRuns, regions: FlatRegions, image: ScanImage) {
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
        y.append(Int32(row))
        x0.append(Int32(a))
        x1.append(Int32(b))
        if s > lo {
          let runLength = Int(runs.x1[s - 1] - runs.x0[s - 1])
          // One pixel further out when the run allows, past any faint anti-aliasing tail.
          leftColor.append(image.rgb(a - (runLength >= 3 ? 2 : 1), row))
          leftRegion.append(regions.regionOfSegment[s - 1])
        } else {
          leftColor.append(0)
          leftRegion.append(-1)
        }
        if e + 1 < hi {
          let runLength = Int(runs.x1[e + 1] - runs.x0[e + 1])
          rightColor.append(image.rgb(b - 1 + (runLength >= 3 ? 2 : 1), row))
          rightRegion.append(regions.regionOfSegment[e + 1])
        } else {
          rightColor.append(0)
          rightRegion.append(-1)
        }
        s = e + 1
      }
      rowStart.append(x0.count)
    }
  }
}
