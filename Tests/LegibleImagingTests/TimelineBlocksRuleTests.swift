import Testing

@testable import LegibleImaging

/// Rule `timeline-blocks`, called directly and through a scan.
@Suite struct TimelineBlocksRuleTests {
  typealias Rule = TimelineBlocksRule

  /// A sleep tracker's stages at 3x on a dark card: blocks 54 px thick in four lanes 66 px
  /// apart, each lane its own colour, of lengths that follow the night. The deep lane is
  /// #312e81 on #101327 (1.61:1).
  static let lanes: [(y: Int, color: String, blocks: [(x: Int, w: Int)])] = [
    (40, "#f59e0b", [(60, 19), (440, 19), (800, 19)]),
    (106, "#38bdf8", [(210, 37), (385, 49), (610, 62), (725, 74)]),
    (172, "#6366f1", [(70, 43), (166, 44), (245, 49), (450, 56)]),
    (238, "#312e81", [(112, 55), (293, 49), (505, 49)]),
  ]

  static func boxes(
    _ lanes: [(y: Int, color: String, blocks: [(x: Int, w: Int)])] = Self.lanes
  ) -> (boxes: [PixelRect], inks: [UInt32]) {
    var boxes: [PixelRect] = []
    var inks: [UInt32] = []
    for (n, lane) in lanes.enumerated() {
      for block in lane.blocks {
        boxes.append(PixelRect(x: block.x, y: lane.y, width: block.w, height: 54))
        inks.append(UInt32(n) * 0x40_40_40)
      }
    }
    return (boxes, inks)
  }

  static func chart() -> ScanTestCanvas {
    var canvas = ScanTestCanvas(width: 900, height: 320, background: "#101327")
    for lane in lanes {
      for block in lane.blocks {
        canvas.fillRoundedRect(
          x: Double(block.x), y: Double(lane.y), w: Double(block.w), h: 54, radius: 12,
          color: lane.color)
      }
    }
    return canvas
  }

  @Test func blocksInLanesOfDifferentLengthsAreATimeline() {
    #expect(Rule.id == "timeline-blocks")
    let (boxes, inks) = Self.boxes()
    #expect(Rule.timelineBlocks(boxes, inks: inks, scale: 3) == Array(boxes.indices))
  }

  @Test func oneLaneOrBlocksOfOneLengthAreNoTimeline() {
    // One lane only.
    let one = Self.boxes([Self.lanes[1]])
    #expect(Rule.timelineBlocks(one.boxes, inks: one.inks, scale: 3).isEmpty)
    // A seat map: two rows of seats of one length.
    let seats = Self.boxes([
      (40, "#1e3a5c", [(60, 40), (110, 40), (160, 40)]),
      (100, "#1e3a5c", [(60, 40), (110, 40), (160, 40)]),
    ])
    #expect(Rule.timelineBlocks(seats.boxes, inks: seats.inks, scale: 3).isEmpty)
    // Lanes too far apart: two rows of a page, not one chart.
    let apart = Self.boxes([Self.lanes[0], (400, "#38bdf8", Self.lanes[1].blocks)])
    #expect(Rule.timelineBlocks(apart.boxes, inks: apart.inks, scale: 3).isEmpty)
    // Blocks that do not share their edges: no second lane.
    var (ragged, inks) = Self.boxes(Array(Self.lanes[0...1]))
    ragged[1].y += 4
    ragged[2].y += 8
    #expect(Rule.timelineBlocks(ragged, inks: inks, scale: 3).isEmpty)
    // Bars thinner than 3 pt (2 px at 1x: dashes standing for values in a table's rows).
    let thin = Self.boxes().boxes.map {
      PixelRect(x: $0.x / 27, y: $0.y / 27, width: $0.width / 6, height: 2)
    }
    #expect(Rule.timelineBlocks(thin, inks: Self.boxes().inks, scale: 1).isEmpty)
    #expect(Rule.timelineBlocks(Self.boxes().boxes, inks: Self.boxes().inks, scale: 20).isEmpty)
  }

  /// The deep stage's blocks were failing "icons" (1.61:1) and the others passing ones.
  @Test func aTimelinesBlocksAreNotReported() {
    let findings = ScreenshotScanner.scan(Self.chart().image, options: .test(scale: 3))
    #expect(findings.isEmpty, "\(findings.map(\.bbox))")
    // One lane alone is still judged.
    var alone = ScanTestCanvas(width: 900, height: 320, background: "#101327")
    for block in Self.lanes[3].blocks {
      alone.fillRoundedRect(
        x: Double(block.x), y: 238, w: Double(block.w), h: 54, radius: 12, color: "#312e81")
    }
    let lone = ScreenshotScanner.scan(alone.image, options: .test(scale: 3))
    #expect(lone.contains { $0.status == .fail }, "\(lone.map(\.bbox))")
  }

  /// A lane as one shape: blocks 48 px thick joined by a grid line 3 px thick through their
  /// middle, with its blended edge rows, as a sleep chart draws each lane on its own line.
  static func laneOnLine(blocks: [Range<Int>], width: Int = 600) -> GlyphMask {
    var mask = GlyphMask(width: width, height: 48)
    for y in 0..<48 {
      for x in 0..<width where (22...25).contains(y) || blocks.contains(where: { $0.contains(x) }) {
        mask[x, y] = true
      }
    }
    return mask
  }

  @Test func aLaneJoinedByAGridLineIsTakenApart() {
    let lane = Self.laneOnLine(blocks: [10..<130, 300..<390, 450..<560])
    #expect(
      Rule.blocksAlongLine(lane, scale: 3) == [
        PixelRect(x: 10, y: 0, width: 120, height: 48),
        PixelRect(x: 300, y: 0, width: 90, height: 48),
        PixelRect(x: 450, y: 0, width: 110, height: 48),
      ])
    // One block on its line, a line too thick (a bar), or blocks not solid (a word whose
    // letters touch an underline): no lane.
    #expect(Rule.blocksAlongLine(Self.laneOnLine(blocks: [10..<130]), scale: 3) == nil)
    #expect(Rule.blocksAlongLine(Self.laneOnLine(blocks: [10..<130, 300..<390]), scale: 1) == nil)
    var hollow = lane
    for y in 4..<20 { for x in 20..<120 { hollow[x, y] = false } }
    #expect(Rule.blocksAlongLine(hollow, scale: 3) == nil)
  }

  /// Bars that cross a grid line 2 px thick at different heights (a stacked bar chart's pale
  /// tops at 2x): most rows hold two or three bars, so the median row is a bars' row, and the
  /// rows beside the line, as inked as those, are no edge of it. The line is its two rows, and
  /// the bars are blocks.
  @Test func blocksReachingPastTheLineUnevenlyAreTakenApart() {
    var mask = GlyphMask(width: 700, height: 54)
    let bars = [(x: 30, rows: 14..<54), (x: 218, rows: 6..<46), (x: 406, rows: 0..<40)]
    for y in 0..<54 {
      for x in 0..<700 {
        if (34...35).contains(y)
          || bars.contains(where: { $0.rows.contains(y) && x - $0.x < 44 && x >= $0.x })
        {
          mask[x, y] = true
        }
      }
    }
    #expect(
      Rule.blocksAlongLine(mask, scale: 2)
        == bars.map {
          PixelRect(x: $0.x, y: $0.rows.lowerBound, width: 44, height: $0.rows.count)
        })
  }

  /// The chart with a grid line 1 pt thick (#2c2c3e) through each lane, joining the lane's
  /// blocks into one shape: each lane was a passing or failing "word" 264 pt long.
  @Test func lanesOnGridLinesAreATimeline() {
    var canvas = ScanTestCanvas(width: 900, height: 320, background: "#101327")
    for lane in Self.lanes {
      canvas.fillRect(x: 20, y: Double(lane.y) + 25.5, w: 860, h: 3, color: "#2c2c3e")
    }
    for lane in Self.lanes {
      for block in lane.blocks {
        canvas.fillRoundedRect(
          x: Double(block.x), y: Double(lane.y), w: Double(block.w), h: 54, radius: 12,
          color: lane.color)
      }
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 3))
    #expect(findings.isEmpty, "\(findings.map(\.bbox))")
  }
}
