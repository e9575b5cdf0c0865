/// How colours outside sRGB (Display P3 in asset catalogs, `color(display-p3 …)`, wide
/// `oklch()`) are measured.
public enum Gamut: String, Sendable, Hashable, CaseIterable {
  /// As a wide-gamut display shows them: their true luminance (the default).
  case wide
  /// As an sRGB display shows them: gamut-mapped into sRGB first (CSS Color 4 §13.2).
  case srgb

  /// `color` as this gamut measures it: unchanged for ``wide`` and for colours inside sRGB;
  /// mapped into sRGB, alpha kept, for ``srgb``.
  public func measured(_ color: SRGB) -> SRGB {
    switch self {
    case .wide: color
    case .srgb:
      color.isInGamut(tolerance: 1e-9)
        ? color : GamutMapping.mapToSRGB(color).clamped.withAlpha(color.alpha)
    }
  }
}

extension SRGB {
  /// The colour in a notation that gives back its value: `#rrggbb` (`#rrggbbaa` when
  /// translucent) inside sRGB, else `color(display-p3 r g b)` with five decimals, or
  /// `color(srgb r g b)` with extended channels beyond Display P3 too, so the printed value
  /// reproduces the measured ratio.
  ///
  /// A colour within half an 8-bit step of sRGB counts as inside: its hex is as exact as any.
  /// Example: Display P3 red `SRGB(components: (1, 0, 0), in: .displayP3)` prints as
  /// `color(display-p3 1 0 0)`.
  public var notation: String {
    // Half of one 8-bit step (1/255): the rounding `hexString` already makes.
    if isInGamut(tolerance: 0.5 / 255) { return hexString }
    let linear = (
      SRGBTransfer.linear(red), SRGBTransfer.linear(green), SRGBTransfer.linear(blue)
    )
    let p3Linear = ColorSpaceConversion.xyzToLinearP3(
      ColorSpaceConversion.linearSRGBToXYZ(linear))
    let p3 = ColorSpaceConversion.map(p3Linear, SRGBTransfer.encoded)
    let tolerance = 0.5 / 255
    let insideP3 = [p3.0, p3.1, p3.2].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    let values = insideP3 ? p3 : (red, green, blue)
    var text = insideP3 ? "color(display-p3 " : "color(srgb "
    text += [values.0, values.1, values.2].map(Self.decimal).joined(separator: " ")
    if !isOpaque { text += " / " + Self.decimal(alpha) }
    return text + ")"
  }

  /// A number with at most five decimals and no trailing zeros (`1`, `0.25`, `-0.02271`).
  private static func decimal(_ value: Double) -> String {
    let scaled = (value * 100_000).rounded()
    if scaled == 0 { return "0" }
    let negative = scaled < 0
    let magnitude = Int64(abs(scaled))
    var fraction = String(magnitude % 100_000)
    fraction = String(repeating: "0", count: 5 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (negative ? "-" : "") + String(magnitude / 100_000)
      + (fraction.isEmpty ? "" : "." + fraction)
  }
}

extension ColorSpaceConversion.Matrix {
  /// The inverse matrix (by the adjugate), for the conversions the spec gives one way only.
  var inverse: ColorSpaceConversion.Matrix {
    let (a, b, c) = rows
    let c00 = b.1 * c.2 - b.2 * c.1
    let c01 = b.2 * c.0 - b.0 * c.2
    let c02 = b.0 * c.1 - b.1 * c.0
    let determinant = a.0 * c00 + a.1 * c01 + a.2 * c02
    return .init(
      (
        c00 / determinant, (a.2 * c.1 - a.1 * c.2) / determinant,
        (a.1 * b.2 - a.2 * b.1) / determinant
      ),
      (
        c01 / determinant, (a.0 * c.2 - a.2 * c.0) / determinant,
        (a.2 * b.0 - a.0 * b.2) / determinant
      ),
      (
        c02 / determinant, (a.1 * c.0 - a.0 * c.1) / determinant,
        (a.0 * b.1 - a.1 * b.0) / determinant
      ))
  }
}

extension ColorSpaceConversion {
  /// Linear-light sRGB to XYZ D65: the inverse of ``xyzToLinearSRGB``.
  static let linearSRGBToXYZ = xyzToLinearSRGB.inverse
  /// XYZ D65 to linear-light Display P3: the inverse of ``linearP3ToXYZ``.
  static let xyzToLinearP3 = linearP3ToXYZ.inverse
}
