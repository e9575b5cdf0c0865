import Testing

@testable import LegibleImaging

/// Rule `window-controls`, called directly and through a scan.
@Suite struct WindowControlsRuleTests {
  typealias Rule = WindowControlsRule

  /// A macOS window's buttons at 1x: 12 px discs 8 px apart, 14 px from the window's corner.
  static let boxes = [14, 34, 54].map { PixelRect(x: $0, y: 14, width: 12, height: 12) }
  static let inks: [UInt32] = ["#ff5f57", "#febc2e", "#28c840"].map {
    PackedColor.pack(ScanTestCanvas.color($0))
  }

  @Test func redYellowGreenDiscsInARowAreTheWindowsButtons() {
    #expect(Rule.id == "window-controls")
    #expect(Rule.buttons(Self.boxes, inks: Self.inks, scale: 1) == [0, 1, 2])
    // At 2x, 24 px discs 16 px apart.
    let retina = Self.boxes.map { PixelRect(x: $0.x * 2, y: 28, width: 24, height: 24) }
    #expect(Rule.buttons(retina, inks: Self.inks, scale: 2) == [0, 1, 2])
    // Among other shapes.
    let more = Self.boxes + [PixelRect(x: 200, y: 14, width: 12, height: 12)]
    #expect(Rule.buttons(more, inks: Self.inks + [Self.inks[0]], scale: 1) == [0, 1, 2])
  }

  @Test func otherRowsOfDotsAreNot() {
    // Another order (a legend's green, yellow, red), greys (an inactive window, left alone),
    // two only, uneven gaps, or discs too large (a 24 px row at 1x).
    #expect(Rule.buttons(Self.boxes, inks: Self.inks.reversed(), scale: 1).isEmpty)
    let grey = PackedColor.pack(ScanTestCanvas.color("#dcdcdc"))
    #expect(Rule.buttons(Self.boxes, inks: [grey, grey, grey], scale: 1).isEmpty)
    #expect(Rule.buttons(Array(Self.boxes.prefix(2)), inks: Self.inks, scale: 1).isEmpty)
    var uneven = Self.boxes
    uneven[2].x += 6
    #expect(Rule.buttons(uneven, inks: Self.inks, scale: 1).isEmpty)
    let large = [14, 44, 74].map { PixelRect(x: $0, y: 14, width: 24, height: 24) }
    #expect(Rule.buttons(large, inks: Self.inks, scale: 1).isEmpty)
  }

  /// A window's title bar (#ecebe9) at 1x: its three buttons fail 3:1 as marks (1.4–2.5:1), and
  /// are the system's, so nothing is reported; the same discs in a legend's order are.
  @Test func theButtonsAreNotReported() {
    func scan(_ colors: [String]) -> [ScanFinding] {
      var canvas = ScanTestCanvas(width: 300, height: 80, background: "#ecebe9")
      for (x, color) in zip([14.0, 34, 54], colors) {
        canvas.fillShape(x: x, y: 14, w: 12, h: 12, color: color) { px, py in
          (px - x - 6) * (px - x - 6) + (py - 20) * (py - 20) <= 36
        }
      }
      return ScreenshotScanner.scan(canvas.image, options: .test(scale: 1))
    }
    let window = scan(["#ff5f57", "#febc2e", "#28c840"])
    #expect(window.isEmpty, "\(window.map { ($0.bbox, $0.status) })")
    let legend = scan(["#28c840", "#febc2e", "#ff5f57"])
    #expect(legend.count == 3, "\(legend.map { ($0.bbox, $0.status) })")
  }
}
