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
/// chart's blocks are as long as what they measure.
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
}
