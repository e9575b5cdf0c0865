/// A colour in gamma-encoded sRGB with straight (not premultiplied) alpha.
///
/// Channels are nominally in `0...1`; values outside that range are kept as given (extended sRGB)
/// so that conversions can be chained without loss, and ``isInGamut`` says whether they fit.
public struct SRGB: Sendable, Hashable {
  /// Red channel, gamma-encoded, `0...1` in gamut.
  public var red: Double
  /// Green channel, gamma-encoded, `0...1` in gamut.
  public var green: Double
  /// Blue channel, gamma-encoded, `0...1` in gamut.
  public var blue: Double
  /// Opacity, `0` (transparent) to `1` (opaque).
  public var alpha: Double

  /// Creates a colour from gamma-encoded channels in `0...1`.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from 8-bit channels, as in `#rrggbbaa`.
  public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
    self.init(
      red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
      alpha: Double(alpha8) / 255)
  }

  /// Opaque black, `#000000`.
  public static let black = SRGB(red: 0, green: 0, blue: 0)
  /// Opaque white, `#ffffff`.
  public static let white = SRGB(red: 1, green: 1, blue: 1)

  /// Whether the colour covers what lies beneath it completely.
  public var isOpaque: Bool { alpha >= 1 }

  /// Whether every colour channel lies in `0...1`.
  public var isInGamut: Bool {
    (0...1).contains(red) && (0...1).contains(green) && (0...1).contains(blue)
  }

  /// The colour with every channel (alpha too) rounded to the nearest 8-bit step.
  public var quantized: SRGB {
    let c = rgba8
    return SRGB(red8: c.red, green8: c.green, blue8: c.blue, alpha8: c.alpha)
  }

  /// The channels as 8-bit integers, clamped to `0...255` and rounded to nearest.
  public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
  }

  /// The same colour with another opacity.
  public func withAlpha(_ alpha: Double) -> SRGB {
    SRGB(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour with its channels clamped into `0...1`.
  public var clamped: SRGB {
    SRGB(
      red: Swift.min(Swift.max(red, 0), 1), green: Swift.min(Swift.max(green, 0), 1),
      blue: Swift.min(Swift.max(blue, 0), 1), alpha: Swift.min(Swift.max(alpha, 0), 1))
  }

  @usableFromInline
  static func byte(_ value: Double) -> UInt8 {
    guard value.isFinite else { return value > 0 ? 255 : 0 }
    return UInt8(Swift.min(Swift.max((value * 255).rounded(), 0), 255))
  }
}
