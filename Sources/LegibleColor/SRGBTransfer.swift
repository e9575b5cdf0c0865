/// The sRGB transfer function (IEC 61966-2-1), between gamma-encoded and linear light.
public enum SRGBTransfer {
  /// Converts a gamma-encoded channel to linear light.
  ///
  /// Uses the 0.04045 threshold of IEC 61966-2-1 and WCAG 2.2 ("relative luminance").
  /// Negative input is mirrored (extended sRGB, as CSS Color 4 does).
  /// Example: `linear(0.5)` ≈ 0.21404.
  @inlinable
  public static func linear(_ encoded: Double) -> Double {
    let magnitude = abs(encoded)
    let result =
      magnitude <= 0.04045 ? magnitude / 12.92 : power((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -result : result
  }

  /// Converts a linear-light channel back to gamma encoding (inverse of ``linear(_:)``).
  @inlinable
  public static func encoded(_ linear: Double) -> Double {
    let magnitude = abs(linear)
    // 0.0031308 = 0.04045 / 12.92, the linear-side threshold of IEC 61966-2-1.
    let result =
      magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * power(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -result : result
  }
}
