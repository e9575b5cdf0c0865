import Testing

@testable import LegibleImaging

/// Rule `stacked-bar`, called directly and through a scan.
@Suite struct StackedBarRuleTests {
  typealias Rule = StackedBarRule

  /// A donation page's breakdown at 2x: a bar 20 px thick in three segments 4 px apart, dark
  /// green, light green and the grey "admin" part (#d6dcd3 on white, 1.40:1), with rounded
  /// outer ends; a legend names each part. `grey` sets the last segment's colour.
  static func breakdown(grey: String = "#d6dcd3") -> ScanTestCanvas {
    var canvas = ScanTestCanvas(width: 400, height: 120, background: "#ffffff")
    canvas.fillRoundedRect(x: 20, y: 40, w: 200, h: 20, radius: 10, color: "#15803d")
    canvas.fillRect(x: 200, y: 40, w: 20, h: 20, color: "#15803d")
    canvas.fillRect(x: 224, y: 40, w: 90, h: 20, color: "#84cc16")
    canvas.fillRoundedRect(x: 318, y: 40, w: 66, h: 20, radius: 10, color: grey)
    canvas.fillRect(x: 318, y: 40, w: 20, h: 20, color: grey)
    return canvas
  }

  static let greySegment = PixelRect(x: 318, y: 40, width: 66, height: 20)
  static let grey = PackedColor.pack(r: 0xd6, g: 0xdc, b: 0xd3)
  static let white = PackedColor.pack(r: 255, g: 255, b: 255)

  /// Whether the grey segment's box in `canvas`, filling `fill` of it, is a segment at
  /// `scale`.
  static func isSegment(_ canvas: ScanTestCanvas, fill: Double = 0.95, scale: Double = 2) -> Bool {
    Rule.isSegment(
      greySegment, ink: grey, surface: white, fill: fill,
      in: ScanImage(uncheckedOpaque: canvas.image), scale: scale)
  }

  @Test func aBarEndToEndWithAnotherColourIsASegment() {
    #expect(Rule.id == "stacked-bar")
    #expect(Self.isSegment(Self.breakdown()))
    // Hollow, or too thick (at 0.5 px a point, 40 pt).
    #expect(!Self.isSegment(Self.breakdown(), fill: 0.5))
    #expect(!Self.isSegment(Self.breakdown(), scale: 0.5))
  }

  @Test func aLoneBarOrOneBesideACardIsNoSegment() {
    // Alone on the page.
    var alone = ScanTestCanvas(width: 400, height: 120, background: "#ffffff")
    alone.fillRoundedRect(x: 318, y: 40, w: 66, h: 20, radius: 10, color: "#d6dcd3")
    #expect(!Self.isSegment(alone))
    // Beside a taller card: the surface does not go on above and below it.
    var card = alone
    card.fillRect(x: 220, y: 10, w: 94, h: 80, color: "#84cc16")
    #expect(!Self.isSegment(card))
    // Beside a bar of its own colour: a dashed or segmented line, not a breakdown.
    var same = alone
    same.fillRect(x: 224, y: 40, w: 90, h: 20, color: "#d6dcd3")
    #expect(!Self.isSegment(same))
    // Farther than half its thickness from the next segment.
    var apart = alone
    apart.fillRect(x: 200, y: 40, w: 100, h: 20, color: "#84cc16")
    #expect(!Self.isSegment(apart))
  }

  /// The grey part of the breakdown was a failing "icon" (1.40:1); alone, the same capsule still
  /// fails.
  @Test func aStackedBarsSegmentIsNotReported() {
    let findings = ScreenshotScanner.scan(Self.breakdown().image, options: .test(scale: 2))
    #expect(!findings.contains { $0.bbox.x >= 300 }, "\(findings.map(\.bbox))")
    var alone = ScanTestCanvas(width: 400, height: 120, background: "#ffffff")
    alone.fillRoundedRect(x: 318, y: 40, w: 66, h: 20, radius: 10, color: "#d6dcd3")
    let lone = ScreenshotScanner.scan(alone.image, options: .test(scale: 2))
    #expect(lone.contains { $0.bbox.x >= 300 && $0.status == .fail }, "\(lone.map(\.bbox))")
  }
}
