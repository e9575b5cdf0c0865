/// Rule `chart-bars`: lone bars of one thickness standing on one baseline at an even pitch, with
/// lengths that differ, are the fills of a bar chart — picture content, not icons. Bars close
/// enough to chain into a line of "text" are a chart too when every glyph of the line is such
/// a bar.
///
/// A bar is a lone shape, as long as its value (a chart's smallest values are stubs). Bars
/// belong to one chart when they are upright with their bottoms level, or lie flat with their left ends
/// level; their thicknesses agree and so do the steps between them, to within
/// ``tolerance(_:)``; at least ``minimumBars`` of them stand in such a row; their lengths are
/// not all alike (the longest at least ``minimumLengthSpread`` times the shortest); and the
/// longest is at least ``minimumElongation`` times as long as thick and at least
/// ``minimumLongestPoints`` long. Icons never are: a cellular-signal glyph is
/// such a row of bars but about 11 pt tall, and the bars of one icon are one shape, not lone
/// ones; a column of equal list dividers has no spread of lengths.
enum ChartBarsRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "chart-bars"
  /// Fewest bars of a chart: three (two bars side by side are as often a pair of buttons).
  static let minimumBars = 3
  /// Smallest ratio of the longest bar's length to its thickness: 2 (a chart's bars are drawn
  /// thin against the range of its values).
  static let minimumElongation = 2.0
  /// Smallest ratio of the longest bar to the shortest: 1.25 (a chart's values differ; rows of
  /// equal dividers, skeleton blocks or toolbar separators do not).
  static let minimumLengthSpread = 1.25
  /// Shortest length of the longest bar, in points: 32, longer than the glyphs of bars and
  /// toolbars (Apple's tab bar glyphs are at most about 31 pt on their long side; SF Symbols'
  /// signal and battery glyphs at text sizes are 11–20 pt).
  static let minimumLongestPoints = 32.0

  /// How far two bar measures may differ and still agree, in pixels: 2 or a tenth of the
  /// larger, whichever is more (anti-aliased ends and rounding to whole pixels).
  static func tolerance(_ measure: Int) -> Int { max(2, measure / 10) }

  /// How far the level ends of one chart's bars may lie apart, in pixels: 2 (anti-aliased ends).
  static let levelTolerance = 2

  /// A lone shape long enough to be a bar: where it stands and how long it is.
  private struct Bar {
    var index: Int
    var thickness: Int
    var length: Int
    /// Where its level end lies: the bottom of an upright bar, the left end of a flat one.
    var level: Int
    /// Where it stands along the chart's row.
    var position: Int
  }

  /// The indices into `boxes` (the boxes of lone shapes, in image pixels) that are bars of a
  /// chart at `scale` pixels a point.
  static func chartBars(_ boxes: [PixelRect], scale: Double) -> Set<Int> {
    var found: Set<Int> = []
    for upright in [true, false] {
      let bars = boxes.indices.compactMap { i -> Bar? in
        let box = boxes[i]
        let (thickness, length) = upright ? (box.width, box.height) : (box.height, box.width)
        guard thickness > 0 else { return nil }
        return Bar(
          index: i, thickness: thickness, length: length,
          level: upright ? box.y + box.height : box.x, position: upright ? box.x : box.y)
      }
      // Every chart holds a bar long enough to be its longest; those alone seed a row (few, so
      // a photograph's thousands of lone marks are not compared pairwise).
      let longest = Int((minimumLongestPoints * scale).rounded(.up))
      for seed in bars
      where seed.length >= longest
        && Double(seed.length) >= minimumElongation * Double(seed.thickness)
        && !found.contains(seed.index)
      {
        let row = bars.filter { bar in
          !found.contains(bar.index) && abs(bar.level - seed.level) <= levelTolerance
            && abs(bar.thickness - seed.thickness)
              <= tolerance(max(bar.thickness, seed.thickness))
        }.sorted { $0.position < $1.position }
        for run in evenRuns(row.map(\.position), thickness: seed.thickness) {
          let lengths = run.map { row[$0].length }
          guard let longest = lengths.max(), let shortest = lengths.min(),
            Double(longest) >= minimumElongation * Double(seed.thickness),
            Double(longest) >= minimumLengthSpread * Double(shortest),
            Double(longest) >= minimumLongestPoints * scale
          else { continue }
          for i in run { found.insert(row[i].index) }
        }
      }
    }
    return found
  }

  /// The runs of at least ``minimumBars`` consecutive `positions` (ascending) whose steps are
  /// alike and longer than `thickness` (bars that do not touch), as index lists.
  static func evenRuns(_ positions: [Int], thickness: Int) -> [[Int]] {
    var runs: [[Int]] = []
    var start = 0
    while start + minimumBars <= positions.count {
      let step = positions[start + 1] - positions[start]
      var end = start + 1
      while end + 1 < positions.count,
        abs(positions[end + 1] - positions[end] - step) <= tolerance(step)
      {
        end += 1
      }
      if step > thickness, end - start + 1 >= minimumBars { runs.append(Array(start...end)) }
      start = max(start + 1, end)
    }
    return runs
  }
}
