import LegibleColor
import Testing
import _LegibleTestSupport

@Suite struct ColorSpaceTests {
  /// P3 red is outside sRGB: the conversion keeps it extended (CSS Color 4 §18 matrices give
  /// linear sRGB (1.2249, −0.0421, −0.0196), encoded ≈ (1.0930, −0.2267, −0.1501)).
  @Test func displayP3RedStaysExtended() {
    let color = SRGB(components: (1, 0, 0), in: .displayP3)
    #expect(color.red.isApproximatelyEqual(to: 1.0930, absoluteTolerance: 1e-3))
    #expect(color.green.isApproximatelyEqual(to: -0.2267, absoluteTolerance: 1e-3))
    #expect(color.blue.isApproximatelyEqual(to: -0.1501, absoluteTolerance: 1e-3))
    #expect(!color.isInGamut)
  }

  /// Components give the same colour as the parser's text forms.
  @Test(arguments: [
    ((120.0, 50.0, 25.0), ColorSpace.hsl, "hsl(120 50% 25%)"),
    ((200.0, 10.0, 30.0), .hwb, "hwb(200 10% 30%)"),
    ((50.0, 20.0, -30.0), .lab, "lab(50 20 -30)"),
    ((60.0, 40.0, 120.0), .lch, "lch(60 40 120)"),
    ((0.6, 0.1, 250.0), .oklch, "oklch(0.6 0.1 250)"),
    ((0.2, 0.4, 0.6), .srgbLinear, "color(srgb-linear 0.2 0.4 0.6)"),
    ((0.3, 0.5, 0.7), .rec2020, "color(rec2020 0.3 0.5 0.7)"),
  ])
  func componentsMatchTheParser(
    _ components: (Double, Double, Double), _ space: ColorSpace, _ text: String
  ) throws {
    let fromComponents = SRGB(components: components, in: space)
    let parsed = try ColorParser.parse(text).unmapped
    #expect(fromComponents.red.isApproximatelyEqual(to: parsed.red, absoluteTolerance: 1e-12))
    #expect(fromComponents.green.isApproximatelyEqual(to: parsed.green, absoluteTolerance: 1e-12))
    #expect(fromComponents.blue.isApproximatelyEqual(to: parsed.blue, absoluteTolerance: 1e-12))
  }

  @Test func names() {
    #expect(ColorSpace(name: "XYZ") == .xyzD65)
    #expect(ColorSpace(name: "Display-P3") == .displayP3)
    #expect(ColorSpace(name: "cmyk") == nil)
    #expect(ColorParser.isNamedColor("RebeccaPurple"))
    #expect(ColorParser.isNamedColor("transparent"))
    #expect(!ColorParser.isNamedColor("banana"))
  }
}
