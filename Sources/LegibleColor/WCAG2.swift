/// WCAG 2.x contrast: relative luminance and contrast ratio.
///
/// Source: WCAG 2.2, definitions "relative luminance" and "contrast ratio"
/// (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance).
public enum WCAG2 {
  /// Luminance weights for linear R, G and B from the WCAG 2.2 "relative luminance" definition.
  public static let redWeight = 0.2126
  /// See ``redWeight``.
  public static let greenWeight = 0.7152
  /// See ``redWeight``.
  public static let blueWeight = 0.0722
  /// The flare term added to both luminances in the ratio (WCAG 2.2 "contrast ratio").
  public static let flare = 0.05

  /// The relative luminance of an opaque colour, `0` for black to `1` for white.
  ///
  /// Alpha is ignored: composite a translucent colour first.
  /// Example: `relativeLuminance(of: #777777)` ≈ 0.18447.
  @inlinable
  public static func relativeLuminance(of color: SRGB) -> Double {
    redWeight * SRGBTransfer.linear(color.red) + greenWeight * SRGBTransfer.linear(color.green)
      + blueWeight * SRGBTransfer.linear(color.blue)
  }

  /// The contrast ratio between two luminances, `1` (none) to `21` (black on white).
  @inlinable
  public static func contrastRatio(luminance first: Double, luminance second: Double) -> Double {
    let lighter = Swift.max(first, second)
    let darker = Swift.min(first, second)
    return (lighter + flare) / (darker + flare)
  }

  /// The contrast ratio between two opaque colours; order does not matter.
  ///
  /// The value is never rounded: `4.499` fails a `4.5` requirement.
  /// Example: `#777777` and white give 4.4784…, `#767676` and white 4.5422….
  @inlinable
  public static func contrastRatio(between first: SRGB, and second: SRGB) -> Double {
    contrastRatio(luminance: relativeLuminance(of: first), luminance: relativeLuminance(of: second))
  }
}
