import Testing

@testable import LegibleImaging

/// ``TextLines/cornerFrames(lone:glyphs:largestIcon:)``: a viewfinder's four corner brackets
/// are one icon, through a scan.
@Suite struct CornerFramesTests {
  /// A plant app's "Identify" tab glyph at 2x: four corner brackets 12 px square, strokes 4 px
  /// thick, in #97a39a on white (2.62:1), `gap` pixels apart.
  /// Drawn a third of a pixel off the grid, anti-aliased as a browser draws them (shapes on
  /// whole pixels are an identicon's cells).
  static func viewfinder(gap: Int) -> ScanTestCanvas {
    var canvas = ScanTestCanvas(width: 200, height: 160, background: "#ffffff")
    let far = Double(40 + 12 + gap) + 0.3
    for (x, y) in [(40.3, 40.3), (far, 40.3), (40.3, far), (far, far)] {
      // The bracket's two strokes lie along the frame's outer sides.
      let column = x < 41 ? x : x + 8
      let row = y < 41 ? y : y + 8
      canvas.fillRect(x: x, y: row, w: 12, h: 4, color: "#97a39a")
      canvas.fillRect(x: column, y: y, w: 4, h: 12, color: "#97a39a")
    }
    return canvas
  }

  @Test func fourCornerBracketsAreOneIcon() {
    let findings = ScreenshotScanner.scan(Self.viewfinder(gap: 10).image, options: .test(scale: 2))
    #expect(findings.count == 1, "\(findings.map(\.bbox))")
    let box = findings.first?.bbox
    #expect(box.map { abs($0.x - 40) <= 1 && abs($0.width - 34) <= 2 } == true, "\(findings)")
    #expect(findings.first?.kind == .nonText && findings.first?.status == .fail)
  }

  @Test func farBracketsStandApart() {
    // Brackets more than two of their sides apart: four marks.
    let far = ScreenshotScanner.scan(Self.viewfinder(gap: 30).image, options: .test(scale: 2))
    #expect(far.count == 4, "\(far.map(\.bbox))")
  }
}
