import Foundation
import LegibleColor

/// The colour spaces of CSS Color 4 and DTCG 2025.10 (`colorSpace`), converted exactly to
/// (possibly extended) gamma-encoded sRGB. Matrices and transfer functions are the sample code
/// of CSS Color 4, §18 ("Sample code for color conversions").
extension ColorSpaceConversion {
  /// A colour space named as DTCG 2025.10 and CSS `color()` name them.
  enum Space: String, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch

    /// Accepts the names case-insensitively, plus `xyz` for `xyz-d65`.
    init?(name: String) {
      let folded = name.lowercased()
      if folded == "xyz" {
        self = .xyzD65
        return
      }
      self.init(rawValue: folded)
    }
  }

  /// `lin_a98rgb_to_XYZ` (D65), CSS Color 4 §18.
  static let a98ToXYZ: [[Double]] = [
    [573536.0 / 994567, 263643.0 / 1_420_810, 187206.0 / 994567],
    [591459.0 / 1_989_134, 6239551.0 / 9_945_670, 374412.0 / 4_972_835],
    [53769.0 / 1_989_134, 351524.0 / 4_972_835, 4929758.0 / 4_972_835],
  ]

  /// `lin_ProPhoto_to_XYZ` (D50), CSS Color 4 §18.
  static let prophotoToXYZD50: [[Double]] = [
    [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
    [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
    [0.00000000000000000, 0.00000000000000000, 0.82510460251046020],
  ]

  /// `lin_2020_to_XYZ` (D65), CSS Color 4 §18.
  static let rec2020ToXYZ: [[Double]] = [
    [63426534.0 / 99_577_255, 20160776.0 / 139_408_157, 47086771.0 / 278_816_314],
    [26158966.0 / 99_577_255, 472592308.0 / 697_040_785, 8267143.0 / 139_408_157],
    [0, 19567812.0 / 697_040_785, 295819943.0 / 278_816_314],
  ]

  /// `D50_to_D65`, the Bradford chromatic adaptation of CSS Color 4 §18.
  static let d50ToD65: [[Double]] = [
    [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
    [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
    [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
  ]

  /// The D50 white point of CSS Color 4 (`D50` in §18), from the CIE xy chromaticity
  /// (0.3457, 0.3585).
  static let d50White: [Double] = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]

  /// Converts components in `space` (as DTCG lists them: RGB 0–1, hue in degrees, HSL/HWB
  /// percentages 0–100, Lab/LCH lightness 0–100, Oklab/OKLCH lightness 0–1) to sRGB.
  static func srgb(_ space: Space, _ c: [Double], alpha: Double) -> SRGB {
    switch space {
    case .srgb:
      return SRGB(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    case .srgbLinear:
      return srgb(linearRed: c[0], c[1], c[2], alpha: alpha)
    case .displayP3:
      return srgb(displayP3: c[0], c[1], c[2], alpha: alpha)
    case .a98RGB:
      let linear = c.map { sign($0) * pow(abs($0), 563.0 / 256) }
      return srgb(xyzD65: apply(a98ToXYZ, linear), alpha: alpha)
    case .prophotoRGB:
      let linear = c.map { abs($0) <= 16.0 / 512 ? $0 / 16 : sign($0) * pow(abs($0), 1.8) }
      return srgb(xyzD65: apply(d50ToD65, apply(prophotoToXYZD50, linear)), alpha: alpha)
    case .rec2020:
      // ITU-R BT.2020 constants α and β as in CSS Color 4 §18.
      let a = 1.09929682680944
      let b = 0.018053968510807
      let linear = c.map {
        abs($0) < b * 4.5 ? $0 / 4.5 : sign($0) * pow((abs($0) + a - 1) / a, 1 / 0.45)
      }
      return srgb(xyzD65: apply(rec2020ToXYZ, linear), alpha: alpha)
    case .xyzD65:
      return srgb(xyzD65: c, alpha: alpha)
    case .xyzD50:
      return srgb(xyzD65: apply(d50ToD65, c), alpha: alpha)
    case .hsl:
      return hsl(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100, alpha: alpha)
    case .hwb:
      let white = c[1] / 100
      let black = c[2] / 100
      if white + black >= 1 {
        let gray = white / (white + black)
        return SRGB(red: gray, green: gray, blue: gray, alpha: alpha)
      }
      let pure = hsl(hue: c[0], saturation: 1, lightness: 0.5, alpha: alpha)
      func mix(_ v: Double) -> Double { v * (1 - white - black) + white }
      return SRGB(
        red: mix(pure.red), green: mix(pure.green), blue: mix(pure.blue), alpha: alpha)
    case .lab:
      return srgb(xyzD65: apply(d50ToD65, labToXYZD50(c[0], c[1], c[2])), alpha: alpha)
    case .lch:
      let radians = c[2] * Double.pi / 180
      let lab = labToXYZD50(c[0], c[1] * cos(radians), c[1] * sin(radians))
      return srgb(xyzD65: apply(d50ToD65, lab), alpha: alpha)
    case .oklab:
      let linear = OKLab(lightness: c[0], a: c[1], b: c[2]).linearSRGB
      return srgb(linearRed: linear.red, linear.green, linear.blue, alpha: alpha)
    case .oklch:
      let linear = OKLCH(lightness: c[0], chroma: c[1], hue: c[2]).oklab.linearSRGB
      return srgb(linearRed: linear.red, linear.green, linear.blue, alpha: alpha)
    }
  }

  /// CIE XYZ (D65) to sRGB.
  static func srgb(xyzD65 xyz: [Double], alpha: Double) -> SRGB {
    let linear = apply(xyzToLinearSRGB, xyz)
    return srgb(linearRed: linear[0], linear[1], linear[2], alpha: alpha)
  }

  /// `hslToRgb` of CSS Color 4 §7.1; saturation and lightness in 0…1.
  static func hsl(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> SRGB {
    var h = hue.truncatingRemainder(dividingBy: 360)
    if h < 0 { h += 360 }
    func f(_ n: Double) -> Double {
      let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return SRGB(red: f(0), green: f(8), blue: f(4), alpha: alpha)
  }

  /// `Lab_to_XYZ` of CSS Color 4 §18 (D50), with κ = 24389/27 and ε = 216/24389 (CIE).
  static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
    let kappa = 24389.0 / 27
    let epsilon = 216.0 / 24389
    let f1 = (l + 16) / 116
    let f0 = a / 500 + f1
    let f2 = f1 - b / 200
    let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
    let y = l > kappa * epsilon ? pow((l + 16) / 116, 3) : l / kappa
    let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
    return [x * d50White[0], y * d50White[1], z * d50White[2]]
  }

  private static func sign(_ x: Double) -> Double { x < 0 ? -1 : 1 }
}
