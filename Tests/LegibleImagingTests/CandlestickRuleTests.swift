import Testing

@testable import LegibleImaging

/// Rule `candlesticks`, called directly and through a scan.
@Suite struct CandlestickRuleTests {
  typealias Rule = CandlestickRule

  /// The rows of a candle 9 px wide at 1x: `above` wick rows two pixels wide over its middle,
  /// `body` full rows, `below` wick rows.
  static func candle(above: Int, body: Int, below: Int) -> [(start: Int, end: Int)] {
    Array(repeating: (4, 6), count: above) + Array(repeating: (0, 9), count: body)
      + Array(repeating: (4, 6), count: below)
  }

  @Test func aBodyWithAWickIsACandle() {
    #expect(Rule.id == "candlesticks")
    #expect(Rule.bodyWidth(rows: Self.candle(above: 12, body: 20, below: 6), scale: 1) == 9)
    // Wick on one side only.
    #expect(Rule.bodyWidth(rows: Self.candle(above: 0, body: 20, below: 6), scale: 1) == 9)
    // A dashed price line crossing the upper wick (two rows three and four pixels wide).
    var crossed = Self.candle(above: 12, body: 20, below: 6)
    crossed[5] = (3, 6)
    crossed[6] = (3, 7)
    #expect(Rule.bodyWidth(rows: crossed, scale: 1) == 9)
    // A body's rows split evenly between two runs a pixel apart, its wick centred on the
    // left one: the leftmost is the body, whatever order the runs are counted in (measured
    // from the right one, the wick would lie off centre).
    let shifted =
      Array(repeating: (3, 5), count: 6) + Array(repeating: (0, 9), count: 4)
      + Array(repeating: (1, 10), count: 4) + Array(repeating: (3, 5), count: 6)
    #expect(Rule.bodyWidth(rows: shifted, scale: 1) == 9)
  }

  @Test func otherShapesAreNoCandles() {
    // A bar with no wick.
    #expect(Rule.bodyWidth(rows: Self.candle(above: 0, body: 20, below: 0), scale: 1) == nil)
    // Two blocks of body rows joined by a stem (an `I` with serifs): a candle's body is one.
    let twoBodies =
      Self.candle(above: 0, body: 4, below: 6) + Self.candle(above: 0, body: 4, below: 0)
    #expect(Rule.bodyWidth(rows: twoBodies, scale: 1) == nil)
    // A stem off the middle (an `L`'s foot under a stem at the left).
    let offCentre = Array(repeating: (0, 2), count: 12) + Array(repeating: (0, 9), count: 3)
    #expect(Rule.bodyWidth(rows: offCentre, scale: 1) == nil)
    // A line crossing at three places: more than a line's rows.
    var crossed = Self.candle(above: 12, body: 20, below: 6)
    for y in [2, 6, 35] { crossed[y] = (3, 7) }
    #expect(Rule.bodyWidth(rows: crossed, scale: 1) == nil)
  }

  @Test func candlesAtPricesThatMoveAreAChart() {
    let tops = [40, 52, 35, 60, 48, 70]
    let boxes = tops.enumerated().map { n, y in
      PixelRect(x: 20 + 15 * n, y: y, width: 9, height: 30)
    }
    let widths = Array(repeating: 9, count: boxes.count)
    #expect(Rule.chartCandles(boxes, widths: widths) == Array(boxes.indices))
    // Level tops (a row of plus signs), or too few, or of widths that differ: no chart.
    let level = boxes.map { PixelRect(x: $0.x, y: 40, width: 9, height: 30) }
    #expect(Rule.chartCandles(level, widths: widths).isEmpty)
    #expect(Rule.chartCandles(Array(boxes.prefix(4)), widths: Array(widths.prefix(4))).isEmpty)
    #expect(Rule.chartCandles(boxes, widths: [9, 15, 9, 15, 9, 15]).isEmpty)
  }

  @Test func aCandlestickChartGivesNoFindingsAndItsLabelStays() {
    // A price chart at 1x on #181a20: candles rising in #0ecb81 and falling in #f6465d, 9 px
    // bodies with 2 px wicks, a dashed price line across their upper wicks, and a label in #848e9c.
    var canvas = ScanTestCanvas(width: 420, height: 200, background: "#181a20")
    let candles: [(top: Double, body: Double, bottom: Double, up: Bool)] = [
      (60, 80, 110, true), (50, 62, 100, false), (70, 90, 120, true), (40, 55, 95, true),
      (45, 70, 105, false), (65, 75, 130, false), (30, 50, 85, true), (55, 66, 98, true),
      (75, 95, 140, false), (60, 72, 118, true),
    ]
    for (n, c) in candles.enumerated() {
      let x = 20 + Double(n) * 22
      let color = c.up ? "#0ecb81" : "#f6465d"
      canvas.fillRect(x: x + 3, y: c.top, w: 2, h: c.bottom - c.top, color: color)
      canvas.fillRect(x: x, y: c.body, w: 9, h: (c.bottom - c.body) * 0.6, color: color)
    }
    for x in stride(from: 10.0, to: 250, by: 6) {
      canvas.fillRect(x: x, y: 45, w: 3, h: 2, color: "#f6465d")
    }
    canvas.text("BTC 64,210", x: 280, y: 20, cell: 2, color: "#848e9c")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 1))
    let chart = PixelRect(x: 10, y: 25, width: 250, height: 130)
    let described = findings.map { ($0.bbox, $0.status) }
    #expect(!findings.contains { chart.intersection($0.bbox) == $0.bbox }, "\(described)")
    #expect(findings.contains { $0.bbox.x >= 270 && $0.kind == .text }, "\(described)")
  }
}
