/// An axis-aligned rectangle of whole pixels in image coordinates (origin top-left, y down).
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Left edge, in pixels from the image's left side.
  public var x: Int
  /// Top edge, in pixels from the image's top.
  public var y: Int
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a rectangle from its origin and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// One past the right-most column.
  public var maxX: Int { x + width }
  /// One past the bottom row.
  public var maxY: Int { y + height }
  /// The number of pixels inside.
  public var area: Int { max(0, width) * max(0, height) }
  /// Whether the rectangle holds no pixel.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The pixels both rectangles hold (empty when they do not meet).
  public func intersection(_ other: PixelRect) -> PixelRect {
    let x0 = max(x, other.x)
    let y0 = max(y, other.y)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// The smallest rectangle holding both.
  public func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = min(x, other.x)
    let y0 = min(y, other.y)
    return PixelRect(
      x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// Whether the pixel `(px, py)` lies inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
