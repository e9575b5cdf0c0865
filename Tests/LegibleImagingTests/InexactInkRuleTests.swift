import LegibleColor
import Testing

@testable import LegibleImaging

/// Rule `inexact-ink`: a pass near its threshold whose strokes hold no pixel of their own colour
/// (a resized or compressed screenshot's overshoot) is a review; called directly, and on a
/// drawn label and the same label with its strokes made uneven.
@Suite struct InexactInkRuleTests {
  @Test func theOvershootTakenBack() {
    #expect(InexactInkRule.id == "inexact-ink")
    // #6b717a on white reads 4.92:1; moved 1/1.12 of the way back toward white it is #7a7f87
    // (4.1:1), under 4.5:1.
    let low = InexactInkRule.lowestRatio(
      ink: SRGB(hex: "#6b717a")!, background: SRGB(hex: "#ffffff")!)
    #expect(low < 4.5 && low > 3.9)
    // Black on white keeps far more than any threshold.
    #expect(
      InexactInkRule.lowestRatio(ink: SRGB(hex: "#000000")!, background: SRGB(hex: "#ffffff")!)
        > 15)
  }

  /// "GREY" in #757575 on white (4.61:1), 28 px tall at 2x (small text: 4.5:1); with `uneven`, each channel of each
  /// ink pixel darkened by 0 to 14 levels in a fixed pattern of its own, as a sharpened resize
  /// or JPEG leaves strokes.
  static func label(uneven: Bool) -> ScanTestCanvas {
    var canvas = ScanTestCanvas(width: 200, height: 80, background: "#ffffff")
    canvas.text("GREY", x: 20, y: 19, cell: 4, color: "#757575")
    if uneven {
      for i in canvas.rgb.indices where canvas.rgb[i].x < 200 {
        canvas.rgb[i] -= SIMD3(Double(i * 7 % 15), Double(i * 11 % 15), Double(i * 13 % 15))
      }
    }
    return canvas
  }

  @Test func exactShareOfDrawnAndUnevenStrokes() {
    let ink = PackedColor.pack(srgb: SRGB(hex: "#757575")!)
    let white = PackedColor.pack(srgb: SRGB(hex: "#ffffff")!)
    let box = PixelRect(x: 20, y: 19, width: 94, height: 28)
    let drawn = ScanImage(uncheckedOpaque: Self.label(uneven: false).image)
    #expect(InexactInkRule.exactShare(in: box, ink: ink, background: white, image: drawn) > 0.5)
    let uneven = ScanImage(uncheckedOpaque: Self.label(uneven: true).image)
    #expect(
      InexactInkRule.exactShare(in: box, ink: ink, background: white, image: uneven)
        < InexactInkRule.minimumExactShare)
  }

  @Test func aNearPassOfUnevenStrokesIsAReview() throws {
    var options = ScanOptions.test(scale: 2)
    options.includesPasses = true
    let drawn = try #require(
      ScreenshotScanner.scan(Self.label(uneven: false).image, options: options).first)
    #expect(drawn.status == .pass)
    #expect(!drawn.flags.contains(.inexactInk))
    let uneven = try #require(
      ScreenshotScanner.scan(Self.label(uneven: true).image, options: options).first)
    #expect(uneven.status == .review)
    #expect(uneven.flags.contains(.inexactInk))
    #expect(uneven.wcagRatioRange.lowerBound < 4.5)
  }
}
