/// The CIE 1931 xy chromaticities of a white point and three RGB primaries, as a `cHRM` chunk
/// gives them (PNG Third Edition §11.3.2.1).
struct Chromaticities: Sendable, Hashable {
  /// White point x, y.
  var white: [Double]
  /// Red primary x, y.
  var red: [Double]
  /// Green primary x, y.
  var green: [Double]
  /// Blue primary x, y.
  var blue: [Double]

  /// sRGB: ITU-R BT.709-6 primaries and D65 white (IEC 61966-2-1; CSS Color 4 §10.2).
  static let sRGB = Chromaticities(
    white: [0.3127, 0.3290], red: [0.64, 0.33], green: [0.30, 0.60], blue: [0.15, 0.06])

  /// Display P3: SMPTE EG 432-1 primaries with D65 white (CSS Color 4 §10.4).
  static let displayP3 = Chromaticities(
    white: [0.3127, 0.3290], red: [0.680, 0.320], green: [0.265, 0.690], blue: [0.150, 0.060])

  /// The ICC profile connection space white, D50 as XYZ (ICC.1:2022 §7.2.16).
  static let iccD50: [Double] = [0.9642, 1.0, 0.8249]

  /// Whether every coordinate is within `tolerance` of `other`'s.
  func isClose(to other: Chromaticities, tolerance: Double = 0.002) -> Bool {
    zip(white + red + green + blue, other.white + other.red + other.green + other.blue)
      .allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// The XYZ of the white point with Y = 1.
  var whiteXYZ: [Double] { Self.xyz(white) }

  /// XYZ with Y = 1 for chromaticity `xy`.
  static func xyz(_ xy: [Double]) -> [Double] { [xy[0] / xy[1], 1, (1 - xy[0] - xy[1]) / xy[1]] }

  /// The matrix from linear RGB in these primaries to XYZ relative to this white (RGB 1,1,1 →
  /// white with Y = 1), or `nil` when the primaries are degenerate. The standard derivation
  /// (SMPTE RP 177-1993 §3.3): primaries' XYZ as columns, scaled so they sum to the white.
  var rgbToXYZ: ColorMatrix? {
    guard [white, red, green, blue].allSatisfy({ $0[1] > 1e-6 }) else { return nil }
    let primaries = ColorMatrix(columns: Self.xyz(red), Self.xyz(green), Self.xyz(blue))
    guard let inverse = primaries.inverse else { return nil }
    let s = inverse * whiteXYZ
    let e = primaries.entries
    return ColorMatrix([
      [e[0] * s[0], e[1] * s[1], e[2] * s[2]],
      [e[3] * s[0], e[4] * s[1], e[5] * s[2]],
      [e[6] * s[0], e[7] * s[1], e[8] * s[2]],
    ])
  }

  /// The matrix from linear RGB in these primaries to linear sRGB, adapting the white to D65 by
  /// Bradford when it differs; `nil` for degenerate primaries.
  var toLinearSRGB: ColorMatrix? {
    guard let toXYZ = rgbToXYZ, let fromXYZ = Self.sRGB.rgbToXYZ?.inverse else { return nil }
    let adaptation =
      isClose(
        to: Chromaticities(white: Self.sRGB.white, red: red, green: green, blue: blue),
        tolerance: 1e-9)
      ? ColorMatrix.identity
      : ColorMatrix.bradfordAdaptation(from: whiteXYZ, to: Self.sRGB.whiteXYZ)
    return fromXYZ * adaptation * toXYZ
  }

  /// The matrix from XYZ relative to the ICC D50 white to linear sRGB (Bradford D50 → D65).
  static let iccXYZToLinearSRGB: ColorMatrix =
    sRGB.rgbToXYZ!.inverse! * ColorMatrix.bradfordAdaptation(from: iccD50, to: sRGB.whiteXYZ)

  /// The RGB → XYZ(D50) matrix an ICC profile for these primaries holds in rXYZ/gXYZ/bXYZ
  /// (white adapted to D50 by Bradford, ICC.1:2022 Annex E.3).
  var iccColorants: ColorMatrix? {
    guard let toXYZ = rgbToXYZ else { return nil }
    return ColorMatrix.bradfordAdaptation(from: whiteXYZ, to: Self.iccD50) * toXYZ
  }
}
