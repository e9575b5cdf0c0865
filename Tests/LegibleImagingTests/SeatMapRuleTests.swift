import LegibleColor
import Testing

@testable import LegibleImaging

/// Rule `seat-map`, called directly and through a scan.
@Suite struct SeatMapRuleTests {
  typealias Rule = SeatMapRule

  /// A coworking floor at 2x: desks 28×36 px, six a row 40 px apart, four rows, on #232734;
  /// `color(row, column)` says each desk's ink.
  static func desks(_ color: (Int, Int) -> UInt32) -> [RepeatedPatternRule.Mark] {
    (0..<4).flatMap { row in
      (0..<6).map { column in
        RepeatedPatternRule.Mark(
          box: PixelRect(x: 40 + 40 * column, y: 40 + 56 * row, width: 28, height: 36),
          ink: color(row, column), background: 0x23_27_34)
      }
    }
  }

  /// The seats among `cells`: the cells of the lattices that are seat maps.
  static func seats(_ cells: [RepeatedPatternRule.Mark], minimumSpan: Int) -> Set<Int> {
    Set(
      HeatMapRule.lattices(cells, minimumSpan: minimumSpan).filter(Rule.isSeatMap)
        .flatMap(\.cells))
  }

  @Test func cellsInCategoryColoursAreSeats() {
    #expect(Rule.id == "seat-map")
    // Free desks in green, booked ones in grey.
    let desks = Self.desks { row, column in (row + column) % 2 == 0 ? 0x34_d3_99 : 0x4b_51_63 }
    #expect(Self.seats(desks, minimumSpan: 128).count == 24)
    // Too few, or not spread across and down: no map.
    #expect(Self.seats(Array(desks.prefix(10)), minimumSpan: 128).isEmpty)
    #expect(Self.seats(desks, minimumSpan: 400).isEmpty)
  }

  @Test func oneColourOrAScaleIsNoSeatMap() {
    // All one colour: a pattern's, not a map of states.
    #expect(Self.seats(Self.desks { _, _ in 0x34_d3_99 }, minimumSpan: 128).isEmpty)
    // Three greens of one scale: a heat map's cells.
    let scale: [UInt32] = [0x0e_44_29, 0x00_6d_32, 0x26_a6_41]
    #expect(
      Self.seats(Self.desks { row, column in scale[(row + column) % 3] }, minimumSpan: 128).isEmpty)
  }

  /// The floor drawn: each booked desk (#4b5163 on #232734, 1.88:1) asks for review, with the
  /// reason; each free one passes.
  @Test func aDimmedSeatIsAReview() {
    var canvas = ScanTestCanvas(width: 360, height: 300, background: "#232734")
    for row in 0..<4 {
      for column in 0..<6 {
        canvas.fillRoundedRect(
          x: Double(40 + 40 * column), y: Double(40 + 56 * row), w: 28, h: 36, radius: 6,
          color: (row + column) % 2 == 0 ? "#34d399" : "#4b5163")
      }
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let booked = findings.filter { $0.foreground.hexString == "#4b5163" }
    #expect(booked.count == 12, "\(findings.map { ($0.bbox, $0.status) })")
    #expect(booked.allSatisfy { $0.status == .review && $0.reason.contains(Rule.reviewReason) })
    #expect(findings.filter { $0.status == .pass }.count == 12)
  }
}
