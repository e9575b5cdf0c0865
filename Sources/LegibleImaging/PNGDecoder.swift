#if PNG
  import CLibPNG
#endif

/// Decodes PNG files to 8-bit sRGB RGBA through libpng's simplified `png_image` API, with
/// Legible's own colour management.
///
/// Every colour type, bit depth (16-bit samples are rounded to nearest 8-bit; colour-managed
/// ones are converted from their 16-bit values), palette with `tRNS`, and Adam7 interlacing. Colour chunks are read in Swift and applied after libpng has
/// produced the stored code values untouched: Display P3 and other RGB spaces are converted to
/// sRGB, and ``DecodedImage/sourceColorSpace`` says what the file was in.
///
/// Built without the `PNG` package trait, the API remains and throws ``PNGError/unavailable``.
public enum PNGDecoder {
  /// Whether this build can decode PNG (it was built with the `PNG` trait and libpng).
  public static var isAvailable: Bool {
    #if PNG
      return true
    #else
      return false
    #endif
  }

  /// The default pixel budget: 100 megapixels, 400 MB decoded.
  public static let defaultMaxPixels = 100_000_000

  /// Decodes the PNG file at `path`.
  ///
  /// The header is checked before anything is allocated for pixels: an image of more than
  /// `maxPixels` pixels throws ``PNGError/dimensionsTooLarge(width:height:limit:source:)``.
  /// With `convertingToSRGB` false the pixels keep their stored values and
  /// ``DecodedImage/conversion`` says how to convert them.
  public static func decode(
    contentsOf path: String, maxPixels: Int = defaultMaxPixels, convertingToSRGB: Bool = true
  ) throws(PNGError) -> DecodedImage {
    #if PNG
      let bytes = try PNGFile.contents(ofFile: path, maxPixels: maxPixels)
      return try decodeAvailable(
        bytes, source: path, maxPixels: maxPixels, convertingToSRGB: convertingToSRGB)
    #else
      throw .unavailable
    #endif
  }

  /// Decodes PNG data held in memory; `source` names it in errors (a path or a description).
  /// The other parameters are those of ``decode(contentsOf:maxPixels:convertingToSRGB:)``.
  public static func decode(
    _ data: [UInt8], source: String = "PNG data", maxPixels: Int = defaultMaxPixels,
    convertingToSRGB: Bool = true
  ) throws(PNGError) -> DecodedImage {
    #if PNG
      return try decodeAvailable(
        data, source: source, maxPixels: maxPixels, convertingToSRGB: convertingToSRGB)
    #else
      throw .unavailable
    #endif
  }

  #if PNG
    /// Decodes through libpng alone, never ``PNGPlainDecoder``: the reference the plain decoder
    /// is tested against.
    static func decodeThroughLibPNG(
      _ data: [UInt8], source: String = "PNG data", convertingToSRGB: Bool = true
    ) throws(PNGError) -> DecodedImage {
      try decodeAvailable(
        data, source: source, maxPixels: defaultMaxPixels, convertingToSRGB: convertingToSRGB,
        usesPlainDecoder: false)
    }

    /// Walks the chunks, decodes the common case with ``PNGPlainDecoder`` (when
    /// `usesPlainDecoder`) and everything else with libpng, then converts colours.
    private static func decodeAvailable(
      _ bytes: [UInt8], source: String, maxPixels: Int, convertingToSRGB: Bool,
      usesPlainDecoder: Bool = true
    ) throws(PNGError) -> DecodedImage {
      let layout = try PNGChunkLayout(scanning: bytes, source: source, maxPixels: maxPixels)
      let expected = layout.header.filteredByteCount
      let isGrayscale = layout.header.colorType == 0 || layout.header.colorType == 4
      let color = layout.colorChunks.interpretation(isGrayscale: isGrayscale)
      if usesPlainDecoder, PNGPlainDecoder.accepts(layout) {
        try PNGImageData.requirePlausibleSize(layout: layout, expected: expected, source: source)
        if var image = PNGPlainDecoder.image(of: bytes, layout: layout, source: source) {
          if convertingToSRGB { color.conversion?.apply(to: &image) }
          return DecodedImage(
            image: image, sourceColorSpace: color.space,
            isConvertedToSRGB: convertingToSRGB && color.conversion != nil,
            conversion: color.conversion, pixelDensity: layout.pixelDensity,
            notes: layout.notes + color.notes)
        }
      }
      // The image data must inflate to exactly what the header implies before any pixel buffer
      // exists: libpng inflates surplus data to its end, and allocates the whole image first.
      let input: [UInt8]
      if PNGInterlaceWorkaround.isNeeded(for: layout.header) {
        // The de-interlacer streams the data itself and enforces the same bound.
        try PNGImageData.requirePlausibleSize(layout: layout, expected: expected, source: source)
        input = try PNGInterlaceWorkaround.rewrite(bytes, layout: layout, source: source)
      } else {
        try PNGImageData.check(bytes, layout: layout, expected: expected, source: source)
        input = layout.bytesForDecoder(bytes)
      }
      let header = layout.header
      var image: RGBAImage
      var warnings: [String]
      if convertingToSRGB, let conversion = color.conversion, header.bitDepth == 16 {
        // Converting from 16-bit samples keeps the precision rounding to 8 bits first would
        // lose (a linear-light file's darkest 8-bit step is sRGB code 13).
        let samples: [UInt16]
        (samples, warnings) = try decodePixels(
          input, header: header, source: source, format: CLibPNG_FORMAT_LINEAR_RGB_ALPHA,
          flags: 0)
        image = conversion.convert(sixteenBitPremultiplied: samples, width: header.width)
      } else {
        (image, warnings) = try decodePixels(
          input, header: header, source: source, format: CLibPNG_FORMAT_RGBA,
          flags: png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB))
        if convertingToSRGB { color.conversion?.apply(to: &image) }
      }
      return DecodedImage(
        image: image, sourceColorSpace: color.space,
        isConvertedToSRGB: convertingToSRGB && color.conversion != nil,
        conversion: color.conversion, pixelDensity: layout.pixelDensity,
        notes: layout.notes + color.notes + warnings)
    }

    /// 8-bit RGBA pixels: the colour chunks were removed beforehand, so libpng applies no gamma;
    /// 16-bit samples are declared sRGB-encoded (`PNG_IMAGE_FLAG_16BIT_sRGB`), which makes
    /// libpng scale them to 8 bits with `png_set_scale_16`, rounding to nearest, instead of
    /// treating them as linear.
    private static func decodePixels(
      _ bytes: [UInt8], header: PNGHeader, source: String, format: png_uint_32,
      flags: png_uint_32
    ) throws(PNGError) -> (RGBAImage, [String]) {
      let (pixels, warnings): ([UInt8], [String]) = try decodePixels(
        bytes, header: header, source: source, format: format, flags: flags)
      return (RGBAImage(width: header.width, height: header.height, pixels: pixels), warnings)
    }

    /// The outcome of the libpng calls, carried out of the closure that pins the input bytes.
    private enum LibPNGOutcome<Sample> {
      case decoded([Sample], warning: String?)
      case failed(String)
    }

    /// libpng's simplified read: begin (header), set the output `format` (four samples a pixel
    /// of `Sample`'s size) and `flags`, finish (pixels).
    private static func decodePixels<Sample: FixedWidthInteger>(
      _ bytes: [UInt8], header: PNGHeader, source: String, format: png_uint_32,
      flags: png_uint_32
    ) throws(PNGError) -> ([Sample], [String]) {
      // png_image_finish_read's row stride is a png_int_32 count of samples (png.h), so four
      // samples a pixel must fit in Int32 across a row; checked before the buffer exists.
      guard header.width <= Int(Int32.max) / 4 else {
        throw .invalidData(
          source: source, detail: "a row of \(header.width) pixels is too wide for libpng")
      }
      let pixelCount = header.width * header.height
      let outcome = bytes.withUnsafeBytes { input -> LibPNGOutcome<Sample> in
        var png = png_image()
        png.version = png_uint_32(PNG_IMAGE_VERSION)
        // Frees libpng's state on every path; safe after a failure, which frees it already.
        defer { png_image_free(&png) }
        guard png_image_begin_read_from_memory(&png, input.baseAddress, input.count) != 0 else {
          return .failed(message(of: png))
        }
        // The chunk walk validated these already; libpng must agree before we allocate.
        guard Int(png.width) == header.width, Int(png.height) == header.height else {
          return .failed("libpng read a \(png.width)×\(png.height) header")
        }
        png.format = format
        png.flags |= flags
        var succeeded = false
        // Every sample is written by libpng on success; on failure the array is discarded.
        let pixels = [Sample](unsafeUninitializedCapacity: pixelCount * 4) { buffer, count in
          succeeded = png_image_finish_read(&png, nil, buffer.baseAddress, 0, nil) != 0
          count = pixelCount * 4
        }
        guard succeeded else { return .failed(message(of: png)) }
        let warned = png.warning_or_error & png_uint_32(PNG_IMAGE_WARNING) != 0
        return .decoded(pixels, warning: warned ? message(of: png) : nil)
      }
      switch outcome {
      case .failed(let message):
        throw .invalidData(source: source, detail: message)
      case .decoded(let pixels, let warning):
        return (pixels, warning.map { ["libpng: \($0)"] } ?? [])
      }
    }

    /// The NUL-terminated `message` field of a `png_image`.
    private static func message(of png: png_image) -> String {
      withUnsafeBytes(of: png.message) { raw in
        let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        return text.isEmpty ? "libpng failed without a message" : text
      }
    }
  #endif
}
