/// Rule `timeline-blocks`: solid blocks of one thickness set in two or more lanes, one above
/// the other, with lengths that differ — a sleep tracker's stages through the night, a Gantt
/// chart's tasks, a day's busy times — are a chart's fill, not icons.
///
/// A block is a lone solid shape at least ``minimumThickness`` points thick. Blocks make a lane
/// when they share their top and bottom (within ``edgeTolerance`` pixels) and their ink (within
/// ``TextLines/inkTolerance``), at least ``minimumPerLane`` of them. Lanes of one thickness
/// (``ChartBarsRule/tolerance(_:)``) whose horizontal extents overlap, each starting no more than
/// ``maximumPitch`` thicknesses below the one above, make a chart when there are at least
/// ``minimumLanes`` of them, holding at least ``minimumBlocks`` blocks whose longest is at least
/// ``minimumLengthSpread`` times the shortest. Interface sets solid shapes of one size in rows too
/// (a seat map's seats, a page indicator's dots, a week of habit days), but of one length; a
/// chart's blocks are as long as what they measure. A lane drawn on a grid line through its
/// blocks is one shape to the row pass; its blocks are taken apart from the line first
/// (``blocksAlongLine(_:scale:)``).
enum TimelineBlocksRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "timeline-blocks"
  /// Largest difference between the tops, and between the bottoms, of a lane's blocks: 1 px
  /// (blocks drawn on one lane's rows; anti-aliasing moves an edge by a pixel at most).
  static let edgeTolerance = 1
  /// Thinnest block, in points: 3 (a sleep chart's stages are 16–40 pt thick and a Gantt
  /// chart's bars 8–24 pt; dashes standing for values, 1–2 pt, lie in rows too).
  static let minimumThickness = 3.0
  /// Fewest blocks in a lane: two.
  static let minimumPerLane = 2
  /// Fewest lanes in a chart: two (one lane of blocks is a row, which interface draws too).
  static let minimumLanes = 2
  /// Fewest blocks in a chart: five.
  static let minimumBlocks = 5
  /// Largest distance from one lane's top to the next lane's top, in thicknesses: 3 (a sleep
  /// chart's lanes are about 1.2 thicknesses apart; a Gantt chart's rows up to 2).
  static let maximumPitch = 3.0
  /// Smallest ratio of the longest block's length to the shortest's: 1.5 (a seat map's or a
  /// tracker's cells are all one length; a chart's blocks measure durations).
  static let minimumLengthSpread = 1.5

  /// The indices of the `boxes` of lone solid shapes, of `inks` (packed colours), that are
  /// blocks of a timeline chart (see ``TimelineBlocksRule``), at `scale` pixels a point.
  static func timelineBlocks(_ boxes: [PixelRect], inks: [UInt32], scale: Double) -> [Int] {
    // Lanes: blocks of one top, bottom and ink, in order of their first block.
    var lanes: [[Int]] = []
    for i in boxes.indices where Double(boxes[i].height) >= minimumThickness * scale {
      let box = boxes[i]
      if let l = lanes.firstIndex(where: { lane in
        let first = boxes[lane[0]]
        return abs(first.y - box.y) <= edgeTolerance && abs(first.maxY - box.maxY) <= edgeTolerance
          && PackedColor.distance(inks[lane[0]], inks[i]) <= Int(TextLines.inkTolerance)
      }) {
        lanes[l].append(i)
      } else {
        lanes.append([i])
      }
    }
    lanes = lanes.filter { $0.count >= minimumPerLane }.sorted { boxes[$0[0]].y < boxes[$1[0]].y }
    func extent(_ lane: [Int]) -> ClosedRange<Int> {
      let lo = lane.map { boxes[$0].x }.min() ?? 0
      return lo...max(lo, lane.map { boxes[$0].maxX }.max() ?? lo)
    }
    // Charts: lanes of one thickness, each close below the last and overlapping it across.
    var found: [Int] = []
    var used = [Bool](repeating: false, count: lanes.count)
    for start in lanes.indices where !used[start] {
      let thickness = boxes[lanes[start][0]].height
      var chart = [start]
      used[start] = true
      for next in lanes.indices where !used[next] {
        let last = lanes[chart[chart.count - 1]]
        let (top, previous) = (boxes[lanes[next][0]].y, boxes[last[0]].y)
        guard abs(boxes[lanes[next][0]].height - thickness) <= ChartBarsRule.tolerance(thickness),
          top > previous,
          Double(top - previous) <= maximumPitch * Double(thickness),
          extent(lanes[next]).overlaps(extent(last))
        else { continue }
        chart.append(next)
        used[next] = true
      }
      let blocks = chart.flatMap { lanes[$0] }
      let lengths = blocks.map { boxes[$0].width }
      guard chart.count >= minimumLanes, blocks.count >= minimumBlocks,
        let shortest = lengths.min(), let longest = lengths.max(),
        Double(longest) >= minimumLengthSpread * Double(shortest)
      else { continue }
      found += blocks
    }
    return found.sorted()
  }

  /// Least ratio of width to height of a shape read as a lane of blocks on a grid line
  /// (``blocksAlongLine(_:scale:)``): 8 (a lane runs across the chart; a word whose letters
  /// touch is seldom that long, and its rows are never inked across).
  static let laneAspect = 8.0
  /// Thickest line a lane's blocks may be joined by, in points: 2 (a chart's grid line is a
  /// hairline, 0.5–1 pt, anti-aliased over a pixel or two more).
  static let maximumLinePoints = 2.0
  /// Least share of a lane's width its line runs across: nine tenths.
  static let lineSpan = 0.9
  /// Least ratio of a line's blended edge row's ink to the ink of the row past it: 1.25 (an
  /// edge row half covered is still inked across the line; the blocks' rows beyond it hold a
  /// share of the width, and level rows of blocks are none of the line's).
  static let fringeStep = 1.25
  /// Least share of a block's box, its line's rows aside, that is ink: four fifths (a block
  /// with rounded corners fills nine tenths and more).
  static let blockFill = 0.8

  /// The blocks, as boxes relative to `mask`, of a lane whose blocks a grid line drawn through
  /// them joins into one shape, read at `scale`, or `nil` when `mask` is no such lane: rows at
  /// most ``maximumLinePoints`` thick in one band, each inked across ``lineSpan`` of the width
  /// (with the line's blended edge rows beside them, each inked ``fringeStep`` times the row
  /// past it), with two or more blocks on them, each a run of columns inked off the band, at least
  /// ``minimumThickness`` points thick and ``blockFill`` ink off the band. (A sleep chart's
  /// lanes, each drawn on its own grid line, came out as one "word" a lane.)
  static func blocksAlongLine(_ mask: GlyphMask, scale: Double) -> [PixelRect]? {
    let (w, h) = (mask.width, mask.height)
    guard w > 0, h > 0 else { return nil }
    let rows = mask.rowRuns
    let inks = rows.map { $0.reduce(0) { $0 + $1.end - $1.start } }
    let band = inks.indices.filter { Double(inks[$0]) >= lineSpan * Double(w) }
    guard var top = band.first, var bottom = band.last, bottom - top + 1 == band.count else {
      return nil
    }
    // The line's blended edge rows: each inked more than a quarter beyond the row past it (the
    // blocks' rows, whose ink stays level however far the blocks reach).
    func isFringe(_ y: Int, beyond: Int) -> Bool {
      let past = (0..<h).contains(beyond) ? inks[beyond] : 0
      return Double(inks[y]) > fringeStep * Double(past)
    }
    while top > 0 && isFringe(top - 1, beyond: top - 2) { top -= 1 }
    while bottom < h - 1 && isFringe(bottom + 1, beyond: bottom + 2) { bottom += 1 }
    guard Double(bottom - top + 1) <= maximumLinePoints * max(1, scale), bottom - top + 1 < h
    else { return nil }
    let off = rows.indices.filter { $0 < top || $0 > bottom }
    var inked = [Bool](repeating: false, count: w)
    for y in off { for run in rows[y] { for x in run.start..<run.end { inked[x] = true } } }
    var blocks: [PixelRect] = []
    var x = 0
    while x < w {
      guard inked[x] else {
        x += 1
        continue
      }
      var end = x
      while end < w && inked[end] { end += 1 }
      let inkRows = off.filter { y in (x..<end).contains { mask[$0, y] } }
      guard let first = inkRows.first, let last = inkRows.last else { return nil }
      let box = PixelRect(x: x, y: first, width: end - x, height: last - first + 1)
      var ink = 0
      var area = 0
      for y in first...last where y < top || y > bottom {
        area += end - x
        for column in x..<end where mask[column, y] { ink += 1 }
      }
      guard Double(box.height) >= minimumThickness * scale,
        Double(ink) >= blockFill * Double(max(1, area))
      else { return nil }
      blocks.append(box)
      x = end
    }
    return blocks.count >= 2 ? blocks : nil
  }
}
