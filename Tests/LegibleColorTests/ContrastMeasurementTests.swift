import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@Suite struct ContrastMeasurementTests {
  @Test func blackAndWhite() throws {
    let m = try ContrastMeasurement(foreground: .black, background: .white)
    #expect(m.wcagRatio == 21)
    #expect(m.apcaLc.isApproximatelyEqual(to: 106.04067321268862, absoluteTolerance: 1e-9))
    let reversed = try ContrastMeasurement(foreground: .white, background: .black)
    #expect(reversed.wcagRatio == 21)
    #expect(reversed.apcaLc.isApproximatelyEqual(to: -107.88473318309848, absoluteTolerance: 1e-9))
  }

  @Test(arguments: ["#000000", "#777777", "#ffffff", "#ff383c", "#123456"])
  func identicalColours(_ hex: String) throws {
    let color = try #require(SRGB(hex: hex))
    let m = try ContrastMeasurement(foreground: color, background: color)
    #expect(m.wcagRatio == 1)
    #expect(m.apcaLc == 0)
  }

  /// APCA-W3's published alpha vector: `#0006` over white composites to `#999999`, Lc 54.62.
  @Test func translucentForeground() throws {
    let m = try ContrastMeasurement(foreground: SRGB(hex: "#0006")!, background: .white)
    #expect(m.foreground.hexString == "#999999")
    #expect(m.apcaLc.isApproximatelyEqual(to: 54.62184067441377, absoluteTolerance: 1e-9))
  }

  /// The composite is measured exactly, not rounded to 8 bits first: 50 % black over white is
  /// 127.5/255 per channel (CSS Compositing 1 §5.1), whose luminance gives 3.98:1; rounding to
  /// 128 would give 3.95:1.
  @Test func translucentCompositeIsNotRoundedToEightBits() throws {
    let halfBlack = try ColorParser.parse("rgb(0 0 0 / 0.5)").color
    let m = try ContrastMeasurement(foreground: halfBlack, background: .white)
    #expect(m.foreground.red == 0.5)
    // WCAG 2.2 relative luminance of 0.5: ((0.5 + 0.055) / 1.055)^2.4.
    let luminance = pow((0.5 + 0.055) / 1.055, 2.4)
    #expect(
      m.wcagRatio.isApproximatelyEqual(to: 1.05 / (luminance + 0.05), absoluteTolerance: 1e-9))
    #expect((m.wcagRatio * 100).rounded() == 398)
    let rounded = try ContrastMeasurement(foreground: SRGB(hex: "#808080")!, background: .white)
    #expect((rounded.wcagRatio * 100).rounded() == 395)
  }

  /// Fully transparent text is the background itself (APCA-W3's own parser treats alpha 0 as
  /// opaque; compositing first avoids that).
  @Test func transparentForeground() throws {
    let m = try ContrastMeasurement(foreground: SRGB(hex: "#70a45b00")!, background: .white)
    #expect(m.wcagRatio == 1)
    #expect(m.apcaLc == 0)
  }

  @Test func translucentBackgroundNeedsABackdrop() throws {
    let background = SRGB(hex: "#3c3c4399")!
    #expect(throws: ContrastError.translucentBackground(background)) {
      try ContrastMeasurement(foreground: .white, background: background)
    }
    #expect(throws: ContrastError.translucentBackdrop(background)) {
      try ContrastMeasurement(foreground: .white, background: background, backdrop: background)
    }
    let m = try ContrastMeasurement(foreground: .white, background: background, backdrop: .white)
    // 60% of rgb(60,60,67) over white: 255 − 0.6 × (255 − 60) = 138, 255 − 0.6 × 188 = 142.2.
    #expect(m.background.hexString == "#8a8a8e")
  }

  /// Out-of-range channels are clamped when quantised and in hex output.
  @Test func outOfRangeChannels() {
    let color = SRGB(red: 1.4, green: -0.2, blue: 0.5)
    #expect(color.hexString == "#ff0080")
    #expect(!color.isInGamut)
    #expect(color.clamped.isInGamut)
  }

  @Test(arguments: [
    ("#abc", "#aabbcc"), ("#ABCD", "#aabbccdd"), ("#a1b2c3", "#a1b2c3"), ("a1b2c3ff", "#a1b2c3"),
  ])
  func hexRoundTrip(_ input: String, _ output: String) {
    #expect(SRGB(hex: input)?.hexString == output)
  }

  @Test(arguments: ["", "#", "#12", "#12345", "#1234567", "#ggg", "#123456789"])
  func invalidHex(_ input: String) {
    #expect(SRGB(hex: input) == nil)
  }

  @Test func transferRoundTrip() {
    for value in 0...255 {
      let encoded = Double(value) / 255
      #expect(
        SRGBTransfer.encoded(SRGBTransfer.linear(encoded)).isApproximatelyEqual(
          to: encoded, absoluteTolerance: 1e-12))
    }
  }

  @Test func gamutMappingKeepsInGamutColours() {
    let color = SRGB(hex: "#336699")!
    #expect(GamutMapping.mapToSRGB(color) == color)
    let wide = OKLCH(lightness: 0.7, chroma: 0.35, hue: 30)
    let mapped = GamutMapping.mapToSRGB(wide)
    #expect(mapped.isInGamut)
    #expect(abs(OKLCH(mapped).lightness - 0.7) < 0.02)
  }
}
