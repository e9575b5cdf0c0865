extension HTMLReporter {
  /// A screenshot to embed in the report, given by the caller for each scanned path: findings
  /// carry only boxes, so the image itself comes from whoever read the file.
  public struct Screenshot: Sendable, Hashable {
    /// The image's width in pixels (the boxes' coordinate space).
    public var width: Int
    /// The image's height in pixels.
    public var height: Int
    /// The PNG file's bytes, embedded as a `data:image/png` URI.
    public var pngData: [UInt8]
    /// Image pixels per point (CSS px), when known: the image is shown at its size in points.
    public var scale: Double?

    /// Creates a screenshot record.
    public init(width: Int, height: Int, pngData: [UInt8], scale: Double? = nil) {
      self.width = width
      self.height = height
      self.pngData = pngData
      self.scale = scale
    }
  }
}
