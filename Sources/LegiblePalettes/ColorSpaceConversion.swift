import Foundation
import LegibleColor

/// Conversions from the RGB and grey spaces palette files use into gamma-encoded sRGB, exact
/// (no clamping: out-of-gamut colours stay extended so their luminance stays right).
enum ColorSpaceConversion {
  /// Linear Display P3 to CIE XYZ (D65): `lin_P3_to_XYZ` in CSS Color 4, §18 sample code.
  static let displayP3ToXYZ: [[Double]] = [
    [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
    [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
    [0.0000000000000000, 0.04511338185890264, 1.043944368900976],
  ]

  /// CIE XYZ (D65) to linear sRGB: `XYZ_to_lin_sRGB` in CSS Color 4, §18 sample code.
  static let xyzToLinearSRGB: [[Double]] = [
    [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
    [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
    [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
  ]

  /// Linear Display P3 to linear sRGB, the product of the two matrices above.
  static let displayP3ToLinearSRGB: [[Double]] = multiply(xyzToLinearSRGB, displayP3ToXYZ)

  /// The exponent of Apple's Generic Gray Gamma 2.2 space (`kCGColorSpaceGenericGrayGamma2_2`).
  static let grayGamma = 2.2

  /// A gamma-encoded Display P3 colour (sRGB transfer curve, P3 primaries, D65) in sRGB.
  static func srgb(displayP3 red: Double, _ green: Double, _ blue: Double, alpha: Double) -> SRGB {
    let linear = [SRGBTransfer.linear(red), SRGBTransfer.linear(green), SRGBTransfer.linear(blue)]
    return srgb(linearSRGB: apply(displayP3ToLinearSRGB, linear), alpha: alpha)
  }

  /// A linear-light sRGB colour in gamma-encoded sRGB (negative values mirrored).
  static func srgb(linearRed red: Double, _ green: Double, _ blue: Double, alpha: Double) -> SRGB {
    srgb(linearSRGB: [red, green, blue], alpha: alpha)
  }

  /// A grey in Generic Gray Gamma 2.2 (or Extended Gray, the same curve mirrored for negative
  /// values) as sRGB: the grey's linear light is `white^2.2`, re-encoded with the sRGB curve.
  static func srgb(grayGamma22 white: Double, alpha: Double) -> SRGB {
    let magnitude = pow(abs(white), grayGamma)
    let linear = white < 0 ? -magnitude : magnitude
    let encoded = SRGBTransfer.encoded(linear)
    return SRGB(red: encoded, green: encoded, blue: encoded, alpha: alpha)
  }

  private static func srgb(linearSRGB linear: [Double], alpha: Double) -> SRGB {
    SRGB(
      red: SRGBTransfer.encoded(linear[0]), green: SRGBTransfer.encoded(linear[1]),
      blue: SRGBTransfer.encoded(linear[2]), alpha: alpha)
  }

  static func apply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
    matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
  }

  private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
    (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
  }
}
