/// An opaque 8-bit sRGB colour, the element type of the batch kernels.
public struct RGB8: Sendable, Hashable {
  /// Red, `0...255`.
  public var red: UInt8
  /// Green, `0...255`.
  public var green: UInt8
  /// Blue, `0...255`.
  public var blue: UInt8

  /// Creates a colour from 8-bit channels.
  @inlinable
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The nearest 8-bit colour to an sRGB colour (alpha ignored).
  public init(_ color: SRGB) {
    let c = color.rgba8
    self.init(red: c.red, green: c.green, blue: c.blue)
  }

  /// The same colour as ``SRGB``.
  public var srgb: SRGB { SRGB(red8: red, green8: green, blue8: blue) }
}
