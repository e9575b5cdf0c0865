import LegibleColor
import LegibleImaging
import Testing

/// Colour conversion and naming, which work with or without the PNG trait.
@Suite struct PNGColorConversionTests {
  /// Stable names for reports.
  @Test func spaceNames() {
    #expect(ImageColorSpace.sRGB.description == "sRGB")
    #expect(ImageColorSpace.displayP3.description == "Display P3")
    #expect(ImageColorSpace.untagged.description == "untagged")
    #expect(ImageColorSpace.other("x").description == "x")
  }

  /// Exact colour conversion: P3 (0.2, 0.5, 0.8) as CSS computes it, clipped; P3 red clips to
  /// sRGB red.
  @Test func convertsSingleColors() {
    let conversion = RGBColorConversion.displayP3ToSRGB
    let xyz = CSSColor4.multiply(
      CSSColor4.linearP3ToXYZ, [0.2, 0.5, 0.8].map(CSSColor4.srgbLinear))
    // Red comes out at about −0.007 in linear light: outside sRGB, so it is clipped to 0.
    let expected = CSSColor4.multiply(CSSColor4.xyzToLinearSRGB, xyz).map {
      CSSColor4.srgbEncoded(min(max($0, 0), 1))
    }
    let actual = conversion.convert(SRGB(red: 0.2, green: 0.5, blue: 0.8))
    #expect(abs(actual.red - expected[0]) < 1e-9)
    #expect(abs(actual.green - expected[1]) < 1e-9)
    #expect(abs(actual.blue - expected[2]) < 1e-9)
    let red = conversion.convert(SRGB(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(abs(red.red - 1) < 1e-12 && red.green == 0 && red.blue == 0 && red.alpha == 0.5)
  }

  /// The fast path equals the reference over every grey, every colour on a 4-step lattice,
  /// and a random image.
  @Test func fastPathMatchesReference() {
    var generator = SplitMix64(state: 42)
    var pixels: [UInt8] = []
    for v in 0..<256 { pixels += [UInt8(v), UInt8(v), UInt8(v), 255] }
    for r in stride(from: 0, to: 256, by: 4) {
      for g in stride(from: 0, to: 256, by: 4) {
        for b in stride(from: 0, to: 256, by: 4) { pixels += [UInt8(r), UInt8(g), UInt8(b), 7] }
      }
    }
    for _ in 0..<100_000 { pixels.append(UInt8.random(in: 0...255, using: &generator)) }
    var fast = RGBAImage(width: pixels.count / 4, height: 1, pixels: pixels)
    var reference = fast
    RGBColorConversion.displayP3ToSRGB.apply(to: &fast)
    RGBColorConversion.displayP3ToSRGB.applyReference(to: &reference)
    let differing = (0..<pixels.count).filter { (i: Int) -> Bool in
      fast.pixels[i] != reference.pixels[i]
    }
    #expect(differing.isEmpty, "first differences at \(differing.prefix(5))")
    let alphaKept = (0..<(pixels.count / 4)).allSatisfy { (i: Int) -> Bool in
      fast.pixels[i * 4 + 3] == pixels[i * 4 + 3]
    }
    #expect(alphaKept)
  }
}
