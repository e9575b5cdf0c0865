/// Conversions from the CSS Color 4 colour spaces into (extended) sRGB.
///
/// The matrices, white points and transfer functions are those of the CSS Color 4 sample code,
/// §18 "Sample code for color conversions" (https://www.w3.org/TR/css-color-4/#color-conversion-code,
/// `conversions.js`), written as the same rational fractions where the spec gives them.
/// Nothing here clamps: out-of-range input gives out-of-gamut output, which the parser gamut-maps.
enum ColorSpaceConversion {
  /// Three components: RGB, XYZ or Lab depending on context.
  typealias Vector = (Double, Double, Double)

  /// A 3×3 matrix, row-major.
  struct Matrix {
    var rows: (Vector, Vector, Vector)

    init(_ r0: Vector, _ r1: Vector, _ r2: Vector) { rows = (r0, r1, r2) }

    func callAsFunction(_ v: Vector) -> Vector {
      (
        rows.0.0 * v.0 + rows.0.1 * v.1 + rows.0.2 * v.2,
        rows.1.0 * v.0 + rows.1.1 * v.1 + rows.1.2 * v.2,
        rows.2.0 * v.0 + rows.2.1 * v.1 + rows.2.2 * v.2
      )
    }
  }

  // MARK: - White points and chromatic adaptation

  /// The D50 white, from the CIE 4-figure chromaticities `x = 0.3457, y = 0.3585`.
  static let d50: Vector = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

  /// Bradford chromatic adaptation from D50 to D65 (`D50_to_D65` in the sample code).
  static let d50ToD65 = Matrix(
    (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
    (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
    (0.012314014864481998, -0.020507649298898964, 1.330365926242124))

  // MARK: - XYZ to sRGB

  /// XYZ (D65) to linear-light sRGB (`XYZ_to_lin_sRGB`).
  static let xyzToLinearSRGB = Matrix(
    (12831 / 3959, -329 / 214, -1974 / 3959),
    (-851781 / 878810, 1_648_619 / 878810, 36519 / 878810),
    (705 / 12673, -2585 / 12673, 705 / 667))

  /// Gamma-encodes linear-light sRGB into an (extended) ``SRGB``.
  static func srgb(fromLinear v: Vector, alpha: Double) -> SRGB {
    SRGB(
      red: SRGBTransfer.encoded(v.0), green: SRGBTransfer.encoded(v.1),
      blue: SRGBTransfer.encoded(v.2), alpha: alpha)
  }

  /// XYZ relative to D65 to extended sRGB.
  static func srgb(fromXYZD65 xyz: Vector, alpha: Double) -> SRGB {
    srgb(fromLinear: xyzToLinearSRGB(xyz), alpha: alpha)
  }

  /// XYZ relative to D50 to extended sRGB, Bradford-adapted to D65 first.
  static func srgb(fromXYZD50 xyz: Vector, alpha: Double) -> SRGB {
    srgb(fromXYZD65: d50ToD65(xyz), alpha: alpha)
  }

  // MARK: - CIE Lab and LCH

  /// CIE Lab (D50; `L` in `0...100`) to XYZ relative to D50 (`Lab_to_XYZ`).
  static func xyzD50(fromLab lab: Vector) -> Vector {
    let kappa = 24389.0 / 27  // 29^3 / 3^3
    let epsilon = 216.0 / 24389  // 6^3 / 29^3
    let f1 = (lab.0 + 16) / 116
    let f0 = lab.1 / 500 + f1
    let f2 = f1 - lab.2 / 200
    let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
    let y = lab.0 > kappa * epsilon ? f1 * f1 * f1 : lab.0 / kappa
    let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
    return (x * d50.0, y * d50.1, z * d50.2)
  }

  /// CIE LCh (hue in degrees) to Lab (`LCH_to_Lab`).
  static func lab(fromLCH lch: Vector) -> Vector {
    let radians = lch.2 * Double.pi / 180
    return (lch.0, lch.1 * cosine(radians), lch.1 * sine(radians))
  }

  // MARK: - RGB spaces

  /// Linear-light Display P3 to XYZ D65 (`lin_P3_to_XYZ`). The transfer curve is sRGB's.
  static let linearP3ToXYZ = Matrix(
    (608311 / 1_250_200, 189793 / 714400, 198249 / 1_000_160),
    (35783 / 156275, 247089 / 357200, 198249 / 2_500_400),
    (0, 32229 / 714400, 5_220_557 / 5_000_800))

  /// Linear-light A98 RGB to XYZ D65 (`lin_a98rgb_to_XYZ`).
  static let linearA98ToXYZ = Matrix(
    (573536 / 994567, 263643 / 1_420_810, 187206 / 994567),
    (591459 / 1_989_134, 6_239_551 / 9_945_670, 374412 / 4_972_835),
    (53769 / 1_989_134, 351524 / 4_972_835, 4_929_758 / 4_972_835))

  /// Linear-light ProPhoto RGB to XYZ **D50** (`lin_ProPhoto_to_XYZ`; not rational, 64-bit).
  static let linearProPhotoToXYZD50 = Matrix(
    (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
    (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
    (0, 0, 0.82510460251046020))

  /// Linear-light Rec. 2020 to XYZ D65 (`lin_2020_to_XYZ`).
  static let linearRec2020ToXYZ = Matrix(
    (63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314),
    (26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157),
    (0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314))

  /// Applies a transfer function that is odd (mirrored for negative input) to each component.
  static func map(_ v: Vector, _ transfer: (Double) -> Double) -> Vector {
    (transfer(v.0), transfer(v.1), transfer(v.2))
  }

  /// The A98 RGB decoding curve, `x^(563/256)`, mirrored for negatives (`lin_a98rgb`).
  static func linearA98(_ value: Double) -> Double {
    let result = power(abs(value), 563.0 / 256)
    return value < 0 ? -result : result
  }

  /// The ProPhoto RGB decoding curve: gamma 1.8 with a linear toe below 16/512 (`lin_ProPhoto`).
  static func linearProPhoto(_ value: Double) -> Double {
    let magnitude = abs(value)
    if magnitude <= 16.0 / 512 { return value / 16 }
    let result = power(magnitude, 1.8)
    return value < 0 ? -result : result
  }

  /// The Rec. 2020 decoding curve: the BT.1886 reference EOTF with black 0 and white 1, that is a
  /// pure 2.4 power, mirrored for negatives.
  ///
  /// CSS Color 4 first used the BT.2020 camera OETF (`lin_2020`, with the 4.5 linear toe); the CSS WG
  /// resolved in August 2025 to treat `rec2020` as display-referred and use this curve instead
  /// (w3c/csswg-drafts#12574), as color.js, ColorAide and Sass now do.
  static func linearRec2020(_ value: Double) -> Double {
    let result = power(abs(value), 2.4)
    return value < 0 ? -result : result
  }

  // MARK: - HSL and HWB

  /// HSL to sRGB: hue in degrees, saturation and lightness in `0...1` (CSS Color 4 §7.1,
  /// `hslToRgb`). Saturation or lightness out of range gives channels out of range.
  static func srgb(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> SRGB {
    var hue = hue.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * Swift.min(lightness, 1 - lightness)
      return lightness - a * Swift.max(-1, Swift.min(k - 3, 9 - k, 1))
    }
    return SRGB(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
  }

  /// HWB to sRGB: hue in degrees, whiteness and blackness in `0...1` (CSS Color 4 §8.1,
  /// `hwbToRgb`). When whiteness + blackness ≥ 1 the result is the grey `w / (w + b)`.
  static func srgb(hue: Double, whiteness: Double, blackness: Double, alpha: Double) -> SRGB {
    if whiteness + blackness >= 1 {
      let grey = whiteness / (whiteness + blackness)
      return SRGB(red: grey, green: grey, blue: grey, alpha: alpha)
    }
    let pure = srgb(hue: hue, saturation: 1, lightness: 0.5, alpha: alpha)
    let scale = 1 - whiteness - blackness
    return SRGB(
      red: pure.red * scale + whiteness, green: pure.green * scale + whiteness,
      blue: pure.blue * scale + whiteness, alpha: alpha)
  }
}
