import LegibleColor

/// A decoded image: 8-bit sRGB channels with straight alpha, rows top to bottom, 4 bytes a pixel.
public struct RGBAImage: Sendable, Hashable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row.
  ///
  /// Read-only outside this module: the scanner's fast paths rely on the buffer matching the
  /// size, so a public user changes pixels through ``subscript(x:y:)`` or makes a new image
  /// with ``init(width:height:pixels:)``, which checks the size.
  public internal(set) var pixels: [UInt8]

  /// Creates an image from its pixel bytes; `pixels.count` must be `width × height × 4`
  /// (a mismatch, a negative size or a size whose byte count overflows stops the program
  /// here, before any scan can read out of bounds).
  public init(width: Int, height: Int, pixels: [UInt8]) {
    let area = width.multipliedReportingOverflow(by: height)
    let bytes = area.partialValue.multipliedReportingOverflow(by: 4)
    precondition(
      width >= 0 && height >= 0 && !area.overflow && !bytes.overflow
        && pixels.count == bytes.partialValue,
      "RGBAImage: \(pixels.count) bytes do not hold \(width)×\(height) RGBA pixels")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Calls `body` with the pixel bytes to change in place; their count cannot change, so the
  /// size invariant holds. For the module's inlinable fast paths.
  @usableFromInline
  mutating func withUnsafeMutablePixels<Result>(
    _ body: (inout UnsafeMutableBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    try pixels.withUnsafeMutableBufferPointer(body)
  }

  /// Creates an image filled with one colour.
  public init(width: Int, height: Int, filledWith color: SRGB) {
    let c = color.rgba8
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      pixels[index] = c.red
      pixels[index + 1] = c.green
      pixels[index + 2] = c.blue
      pixels[index + 3] = c.alpha
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// The colour of the pixel at `(x, y)`.
  public subscript(x: Int, y: Int) -> SRGB {
    get {
      let i = (y * width + x) * 4
      return SRGB(
        red8: pixels[i], green8: pixels[i + 1], blue8: pixels[i + 2], alpha8: pixels[i + 3])
    }
    set {
      let i = (y * width + x) * 4
      let c = newValue.rgba8
      pixels[i] = c.red
      pixels[i + 1] = c.green
      pixels[i + 2] = c.blue
      pixels[i + 3] = c.alpha
    }
  }
}
