import Testing

@testable import LegibleImaging

/// Rule `vertical-text`, called directly and through a scan.
@Suite struct VerticalTextRuleTests {
  typealias Rule = VerticalTextRule

  static let grey = PackedColor.pack(ScanTestCanvas.color("#b3ab9b"))

  /// A street's name on a map at 3x, read bottom to top: capitals lying on their side, 24 px
  /// across, their advances down the column (an `I` 5 px), their right edges on the baseline.
  static let street: [PixelRect] = [(626, 20), (650, 5), (659, 20), (683, 21), (702, 21)].map {
    PixelRect(x: 432, y: $0.0, width: 24, height: $0.1)
  }

  @Test func lettersLyingInAColumnAreALine() {
    #expect(Rule.id == "vertical-text")
    let colors = [UInt32](repeating: Self.grey, count: Self.street.count)
    let fills = [Double](repeating: 0.35, count: Self.street.count)
    #expect(Rule.lines(Self.street, colors: colors, fills: fills, scale: 3) == [[0, 1, 2, 3, 4]])
    // Given in any order, found in reading order down the column.
    let shuffled = Array(Self.street.reversed())
    #expect(Rule.lines(shuffled, colors: colors, fills: fills, scale: 3) == [[4, 3, 2, 1, 0]])
    // Read top to bottom (turned the other way), the left edges align instead.
    let down = Self.street.map { PixelRect(x: 432, y: $0.y, width: $0.width, height: $0.height) }
    #expect(Rule.lines(down, colors: colors, fills: fills, scale: 3).count == 1)
  }

  @Test func columnsThatAreNotTextAreNot() {
    let colors = [UInt32](repeating: Self.grey, count: Self.street.count)
    let fills = [Double](repeating: 0.35, count: Self.street.count)
    // Two letters only; another colour cutting the chain; solid shapes (a seat map's seats).
    #expect(
      Rule.lines(Array(Self.street.prefix(2)), colors: colors, fills: fills, scale: 3).isEmpty)
    var mixed = colors
    mixed[2] = PackedColor.pack(ScanTestCanvas.color("#1c1c1e"))
    #expect(Rule.lines(Self.street, colors: mixed, fills: fills, scale: 3).isEmpty)
    #expect(
      Rule.lines(Self.street, colors: colors, fills: fills.map { _ in 0.9 }, scale: 3).isEmpty)
    // A menu icon's bars: thin for their width.
    let bars = [0, 8, 16].map { PixelRect(x: 10, y: 10 + $0, width: 36, height: 4) }
    #expect(
      Rule.lines(bars, colors: [Self.grey, Self.grey, Self.grey], fills: [1, 1, 1], scale: 3)
        .isEmpty)
    // A toolbar's icons down its side, 24 pt at 2x, 8 pt apart (as letters, were they 16 pt or
    // less); icons down a list, a row apart; upright glyphs (digits down a table's column).
    let tools = [0, 64, 128].map { PixelRect(x: 16, y: 20 + $0, width: 48, height: 46) }
    let toolInks = [Self.grey, Self.grey, Self.grey]
    #expect(Rule.lines(tools, colors: toolInks, fills: [0.3, 0.25, 0.35], scale: 2).isEmpty)
    #expect(Rule.lines(tools, colors: toolInks, fills: [0.3, 0.25, 0.35], scale: 3).count == 1)
    let list = [0, 88, 176].map { PixelRect(x: 40, y: 20 + $0, width: 48, height: 48) }
    #expect(
      Rule.lines(
        list, colors: [Self.grey, Self.grey, Self.grey], fills: [0.3, 0.3, 0.3], scale: 3
      ).isEmpty)
    let digits = [0, 26, 52].map { PixelRect(x: 40, y: 20 + $0, width: 14, height: 22) }
    #expect(
      Rule.lines(
        digits, colors: [Self.grey, Self.grey, Self.grey], fills: [0.3, 0.3, 0.3], scale: 3
      )
      .isEmpty)
  }

  /// Through a scan: a word of the bitmap font turned on its side, grey on white at 2x, is one
  /// finding of kind text, judged at the text minimum, not a column of marks.
  @Test func aWordOnItsSideIsJudgedAsOneLineOfText() {
    var canvas = ScanTestCanvas(width: 200, height: 260, background: "#ffffff")
    var coverage = [Double](repeating: 0, count: canvas.width * canvas.height)
    // "MAPLE" read bottom to top: each font cell (column c, row r) of the n-th letter lands at
    // x = left + r, y = bottom − (n · 6 + c), in cells of 4 px.
    let (left, bottom, cell) = (80.0, 220.0, 4.0)
    for (n, character) in "MAPLE".enumerated() {
      guard let rows = BitmapFont.rows(of: character) else { continue }
      for (r, bits) in rows.enumerated() {
        for c in 0..<5 where bits & (1 << (4 - c)) != 0 {
          canvas.addRect(
            &coverage, x: left + Double(r) * cell,
            y: bottom - Double(n * 6 + c + 1) * cell, w: cell, h: cell)
        }
      }
    }
    canvas.blend(coverage: coverage, color: ScanTestCanvas.color("#949494"))
    var options = ScanOptions.test(scale: 2)
    options.explainPoint = (90, 150)
    let result = ScreenshotScanner.scanResult(canvas.image, options: options)
    let findings = result.findings
    #expect(result.decisions.contains { $0.rule == Rule.id }, "\(result.decisions)")
    #expect(findings.count == 1, "\(findings.map { ($0.bbox, $0.kind) })")
    #expect(findings.first?.kind == .text)
    #expect(findings.first.map { $0.bbox.height > 4 * $0.bbox.width } == true)
    #expect(findings.first?.status == .fail)
  }
}
