#if PNG
  import CLibPNG
#endif

/// Encodes 8-bit RGBA images as PNG (with an `sRGB` chunk) through libpng's simplified API.
///
/// Built without the `PNG` package trait, the API remains and throws ``PNGError/unavailable``.
public enum PNGEncoder {
  /// Whether this build can encode PNG (it was built with the `PNG` trait and libpng).
  public static var isAvailable: Bool { PNGDecoder.isAvailable }

  /// The PNG file for `image`: 8-bit RGBA, non-interlaced, tagged sRGB.
  ///
  /// With `favoringSpeed` libpng compresses less hard (`PNG_IMAGE_FLAG_FAST`): measured here on
  /// a 1170×2532 screenshot, about 3× faster and a third larger.
  public static func encode(
    _ image: RGBAImage, favoringSpeed: Bool = false
  ) throws(PNGError) -> [UInt8] {
    #if PNG
      // png_image's width and height are 32-bit, and rows are addressed with a 32-bit stride.
      guard image.width > 0, image.height > 0, image.width <= Int(Int32.max) / 4,
        image.height <= Int(Int32.max)
      else {
        throw .encodingFailed(
          detail: "a \(image.width)×\(image.height) image cannot be stored as PNG")
      }
      // PNG_IMAGE_PNG_SIZE_MAX in png.h: an upper bound on the encoded size, so one pass
      // suffices (zlib's worst case PNG_ZLIB_MAX_SIZE, plus chunk framing).
      let data = (image.width * 4 + 1) * image.height
      let zlibMaximum = data + (data + 7) / 8 + (data + 63) / 64 + 11
      var capacity = 8 + 25 + 16 + 44 + 12 + 12 + 12 * (zlibMaximum / 8192 + 1) + zlibMaximum
      for _ in 0..<2 {
        var png = png_image()
        png.version = png_uint_32(PNG_IMAGE_VERSION)
        png.width = png_uint_32(image.width)
        png.height = png_uint_32(image.height)
        png.format = CLibPNG_FORMAT_RGBA
        if favoringSpeed { png.flags = png_uint_32(PNG_IMAGE_FLAG_FAST) }
        defer { png_image_free(&png) }
        var size = png_alloc_size_t(capacity)
        var succeeded = false
        // Only the first `size` bytes are kept; libpng wrote them all.
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
          succeeded =
            image.pixels.withUnsafeBytes { pixels in
              png_image_write_to_memory(
                &png, buffer.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
            } != 0
          count = succeeded ? Int(size) : 0
        }
        if succeeded { return Array(output) }
        // A larger required size means only the buffer was short (png.h); try once more.
        guard Int(size) > capacity else {
          throw .encodingFailed(detail: messageText(png.message))
        }
        capacity = Int(size)
      }
      throw .encodingFailed(detail: "libpng kept asking for a larger buffer")
    #else
      throw .unavailable
    #endif
  }

  /// Encodes `image` and writes it to `path` atomically (a temporary file, then a rename), so a
  /// reader never sees half a file. `favoringSpeed` is as for ``encode(_:favoringSpeed:)``.
  public static func write(
    _ image: RGBAImage, to path: String, favoringSpeed: Bool = false
  ) throws(PNGError) {
    try PNGFile.writeAtomically(encode(image, favoringSpeed: favoringSpeed), to: path)
  }

  #if PNG
    /// The NUL-terminated text of a `png_image.message`.
    private static func messageText<Message>(_ message: Message) -> String {
      withUnsafeBytes(of: message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
  #endif
}
