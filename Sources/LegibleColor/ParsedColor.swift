/// A colour read from CSS-style text by ``ColorParser``, with what happened on the way into sRGB.
public struct ParsedColor: Sendable, Hashable {
  /// The colour in the sRGB gamut, ready to measure: channels in `0...1`, alpha in `0...1`.
  ///
  /// For wide-gamut sources this is ``unmapped`` after CSS Color 4 gamut mapping
  /// (`GamutMapping.mapToSRGB(_:)`); for `rgb()`, `hsl()` and `hwb()` it is ``unmapped``
  /// with its channels clamped, as CSS does for those sRGB syntaxes.
  public var color: SRGB
  /// The colour as written, converted to extended sRGB (channels may lie outside `0...1`), alpha
  /// clamped to `0...1`.
  public var unmapped: SRGB
  /// Whether ``color`` came from gamut mapping an out-of-gamut ``unmapped`` colour.
  ///
  /// `false` for in-gamut colours (allowing 1e-9 of rounding error) and for the sRGB syntaxes
  /// `rgb()`, `hsl()` and `hwb()`, whose out-of-range channels are clamped instead.
  public var wasGamutMapped: Bool
  /// The syntax or colour space the text was written in.
  public var space: SourceSpace

  /// Creates a parsed colour.
  public init(color: SRGB, unmapped: SRGB, wasGamutMapped: Bool, space: SourceSpace) {
    self.color = color
    self.unmapped = unmapped
    self.wasGamutMapped = wasGamutMapped
    self.space = space
  }
}

extension ParsedColor {
  /// The syntax or colour space a colour was written in.
  ///
  /// Raw values are the CSS spelling: the function name, or the `color()` space identifier.
  public enum SourceSpace: String, Sendable, Hashable, CaseIterable {
    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, or bare `rrggbb`/`rrggbbaa`.
    case hex
    /// A CSS named colour such as `rebeccapurple`, or `transparent`.
    case named
    /// `rgb()` or `rgba()`.
    case rgb
    /// `hsl()` or `hsla()`.
    case hsl
    /// `hwb()`.
    case hwb
    /// `lab()`: CIE Lab, D50 white.
    case lab
    /// `lch()`: CIE LCh, D50 white.
    case lch
    /// `oklab()`.
    case oklab
    /// `oklch()`.
    case oklch
    /// `color(srgb …)`.
    case srgb
    /// `color(srgb-linear …)`.
    case srgbLinear = "srgb-linear"
    /// `color(display-p3 …)`.
    case displayP3 = "display-p3"
    /// `color(a98-rgb …)`.
    case a98RGB = "a98-rgb"
    /// `color(prophoto-rgb …)`.
    case prophotoRGB = "prophoto-rgb"
    /// `color(rec2020 …)`.
    case rec2020
    /// `color(xyz-d50 …)`.
    case xyzD50 = "xyz-d50"
    /// `color(xyz-d65 …)` or `color(xyz …)`.
    case xyzD65 = "xyz-d65"
  }
}
