/// A colour space that components can be given in: the CSS Color 4 `color()` spaces and
/// functional notations, named as CSS `color()` and DTCG 2025.10 `colorSpace` name them.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable {
  /// Gamma-encoded sRGB, components `0...1`.
  case srgb
  /// Linear-light sRGB, components `0...1`.
  case srgbLinear = "srgb-linear"
  /// Display P3 (P3 primaries, D65, sRGB transfer curve), components `0...1`.
  case displayP3 = "display-p3"
  /// Adobe RGB (1998) compatible, components `0...1`.
  case a98RGB = "a98-rgb"
  /// ProPhoto RGB (D50), components `0...1`.
  case prophotoRGB = "prophoto-rgb"
  /// ITU-R BT.2020, components `0...1`.
  case rec2020
  /// CIE XYZ with a D65 white.
  case xyzD65 = "xyz-d65"
  /// CIE XYZ with a D50 white.
  case xyzD50 = "xyz-d50"
  /// Hue in degrees, saturation and lightness `0...100`.
  case hsl
  /// Hue in degrees, whiteness and blackness `0...100`.
  case hwb
  /// CIE Lab (D50): lightness `0...100`, a and b about `-125...125`.
  case lab
  /// CIE LCh (D50): lightness `0...100`, chroma, hue in degrees.
  case lch
  /// Oklab: lightness `0...1`, a and b about `-0.4...0.4`.
  case oklab
  /// OKLCH: lightness `0...1`, chroma, hue in degrees.
  case oklch

  /// The space with this name, case-insensitive; `xyz` is `xyz-d65` (CSS Color 4).
  public init?(name: String) {
    let folded = name.lowercased()
    self.init(rawValue: folded == "xyz" ? "xyz-d65" : folded)
  }
}

extension SRGB {
  /// The colour with these components in `space`, converted exactly to extended gamma-encoded
  /// sRGB: not clamped and not gamut-mapped, so an out-of-gamut colour keeps its true luminance.
  ///
  /// Conversions use CSS Color 4's sample-code matrices (§18) with Bradford D50→D65 adaptation.
  /// Example: `SRGB(components: (1, 0, 0), in: .displayP3)` has red ≈ 1.093, green ≈ −0.227.
  public init(components c: (Double, Double, Double), in space: ColorSpace, alpha: Double = 1) {
    typealias Convert = ColorSpaceConversion
    switch space {
    case .srgb:
      self.init(red: c.0, green: c.1, blue: c.2, alpha: alpha)
    case .srgbLinear:
      self = Convert.srgb(fromLinear: c, alpha: alpha)
    case .displayP3:
      self = Convert.srgb(
        fromXYZD65: Convert.linearP3ToXYZ(Convert.map(c, SRGBTransfer.linear)), alpha: alpha)
    case .a98RGB:
      self = Convert.srgb(
        fromXYZD65: Convert.linearA98ToXYZ(Convert.map(c, Convert.linearA98)), alpha: alpha)
    case .prophotoRGB:
      self = Convert.srgb(
        fromXYZD50: Convert.linearProPhotoToXYZD50(Convert.map(c, Convert.linearProPhoto)),
        alpha: alpha)
    case .rec2020:
      self = Convert.srgb(
        fromXYZD65: Convert.linearRec2020ToXYZ(Convert.map(c, Convert.linearRec2020)),
        alpha: alpha)
    case .xyzD65:
      self = Convert.srgb(fromXYZD65: c, alpha: alpha)
    case .xyzD50:
      self = Convert.srgb(fromXYZD50: c, alpha: alpha)
    case .hsl:
      self = Convert.srgb(
        hue: c.0, saturation: Swift.max(0, c.1) / 100, lightness: c.2 / 100, alpha: alpha)
    case .hwb:
      self = Convert.srgb(hue: c.0, whiteness: c.1 / 100, blackness: c.2 / 100, alpha: alpha)
    case .lab:
      self = Convert.srgb(fromXYZD50: Convert.xyzD50(fromLab: c), alpha: alpha)
    case .lch:
      self = Convert.srgb(
        fromXYZD50: Convert.xyzD50(fromLab: Convert.lab(fromLCH: c)), alpha: alpha)
    case .oklab:
      self = OKLab(lightness: c.0, a: c.1, b: c.2, alpha: alpha).srgb
    case .oklch:
      self = OKLCH(lightness: c.0, chroma: c.1, hue: c.2, alpha: alpha).oklab.srgb
    }
  }
}
