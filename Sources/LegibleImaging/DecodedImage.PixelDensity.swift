extension DecodedImage {
  /// Pixels per metre along each axis, from a `pHYs` chunk whose unit is the metre
  /// (PNG Third Edition §11.3.5.3). 3780 px/m is 96 dpi; 5669 px/m is 144 dpi (a @2x Mac capture).
  public struct PixelDensity: Sendable, Hashable {
    /// Pixels per metre horizontally.
    public var horizontal: Int
    /// Pixels per metre vertically.
    public var vertical: Int

    /// Creates a density from pixels per metre along each axis.
    public init(horizontal: Int, vertical: Int) {
      self.horizontal = horizontal
      self.vertical = vertical
    }

    /// Horizontal density in dots per inch (1 inch = 0.0254 m).
    public var horizontalDPI: Double { Double(horizontal) * 0.0254 }
    /// Vertical density in dots per inch (1 inch = 0.0254 m).
    public var verticalDPI: Double { Double(vertical) * 0.0254 }
  }
}
