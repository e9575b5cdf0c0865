/// A PNG decoded to 8-bit sRGB, with what its file said about colour and scale.
public struct DecodedImage: Sendable, Hashable {
  /// The pixels, converted to sRGB when ``isConvertedToSRGB`` is true.
  public var image: RGBAImage
  /// The colour space the file was stored in (before any conversion).
  public var sourceColorSpace: ImageColorSpace
  /// Whether the pixels were converted from ``sourceColorSpace`` to sRGB.
  public var isConvertedToSRGB: Bool
  /// The conversion from ``sourceColorSpace`` to sRGB: applied to ``image`` when
  /// ``isConvertedToSRGB`` is true, left for the caller (e.g. to convert only a few estimated
  /// colours) when decoding was asked not to convert; `nil` when the pixels are sRGB already or
  /// the space cannot be converted.
  public var conversion: RGBColorConversion?
  /// The physical pixel density from the `pHYs` chunk, when the file gives one in metres.
  public var pixelDensity: PixelDensity?
  /// Things a report should mention, e.g. a profile whose colours were read as sRGB.
  public var notes: [String]

  /// Creates a decoded image from its parts.
  public init(
    image: RGBAImage, sourceColorSpace: ImageColorSpace, isConvertedToSRGB: Bool,
    conversion: RGBColorConversion? = nil, pixelDensity: PixelDensity? = nil,
    notes: [String] = []
  ) {
    self.image = image
    self.sourceColorSpace = sourceColorSpace
    self.isConvertedToSRGB = isConvertedToSRGB
    self.conversion = conversion
    self.pixelDensity = pixelDensity
    self.notes = notes
  }
}
