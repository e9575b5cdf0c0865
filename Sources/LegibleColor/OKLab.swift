/// A colour in Oklab, the perceptual space CSS Color 4 uses for gamut mapping and Legible uses for
/// suggestions.
///
/// Matrices from Björn Ottosson, "A perceptual color space for image processing" (2020), as used
/// by CSS Color 4 `oklab()`.
public struct OKLab: Sendable, Hashable {
  /// Perceived lightness, `0` (black) to `1` (white).
  public var lightness: Double
  /// Green–red axis.
  public var a: Double
  /// Blue–yellow axis.
  public var b: Double
  /// Opacity.
  public var alpha: Double

  /// Creates an Oklab colour.
  public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
    self.lightness = lightness
    self.a = a
    self.b = b
    self.alpha = alpha
  }

  /// Converts from (possibly out-of-gamut) gamma-encoded sRGB.
  public init(_ color: SRGB) {
    let r = SRGBTransfer.linear(color.red)
    let g = SRGBTransfer.linear(color.green)
    let bl = SRGBTransfer.linear(color.blue)
    self.init(linearRed: r, green: g, blue: bl, alpha: color.alpha)
  }

  /// Converts from linear-light sRGB components.
  public init(linearRed r: Double, green g: Double, blue b: Double, alpha: Double = 1) {
    let l = cubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    self.init(
      lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
      alpha: alpha)
  }

  /// The colour in linear-light sRGB (may lie outside `0...1`).
  public var linearSRGB: (red: Double, green: Double, blue: Double) {
    let l1 = lightness + 0.3963377774 * a + 0.2158037573 * b
    let m1 = lightness - 0.1055613458 * a - 0.0638541728 * b
    let s1 = lightness - 0.0894841775 * a - 1.2914855480 * b
    let l = l1 * l1 * l1
    let m = m1 * m1 * m1
    let s = s1 * s1 * s1
    return (
      4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
    )
  }

  /// The colour in gamma-encoded sRGB, not gamut-mapped (channels may lie outside `0...1`).
  public var srgb: SRGB {
    let linear = linearSRGB
    return SRGB(
      red: SRGBTransfer.encoded(linear.red), green: SRGBTransfer.encoded(linear.green),
      blue: SRGBTransfer.encoded(linear.blue), alpha: alpha)
  }

  /// The Euclidean distance in Oklab (CSS Color 4 `deltaEOK`), ignoring alpha.
  public func distance(to other: OKLab) -> Double {
    let dl = lightness - other.lightness
    let da = a - other.a
    let db = b - other.b
    return (dl * dl + da * da + db * db).squareRoot()
  }
}

/// A colour in OKLCH, the polar form of ``OKLab``.
public struct OKLCH: Sendable, Hashable {
  /// Perceived lightness, `0...1`.
  public var lightness: Double
  /// Chroma, `0` for greys.
  public var chroma: Double
  /// Hue angle in degrees, `0..<360`.
  public var hue: Double
  /// Opacity.
  public var alpha: Double

  /// Creates an OKLCH colour; `hue` in degrees.
  public init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
    self.lightness = lightness
    self.chroma = chroma
    self.hue = hue
    self.alpha = alpha
  }

  /// Converts from Oklab.
  public init(_ lab: OKLab) {
    let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
    var hue = arcTangent(lab.b, lab.a) * 180 / Double.pi
    if hue < 0 { hue += 360 }
    self.init(lightness: lab.lightness, chroma: chroma, hue: hue, alpha: lab.alpha)
  }

  /// Converts from gamma-encoded sRGB.
  public init(_ color: SRGB) { self.init(OKLab(color)) }

  /// The colour in Oklab.
  public var oklab: OKLab {
    let radians = hue * Double.pi / 180
    return OKLab(
      lightness: lightness, a: chroma * cosine(radians), b: chroma * sine(radians), alpha: alpha)
  }
}
