/// Why a PNG could not be read or written; each case names the file (or data source) involved.
public enum PNGError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The package was built without the `PNG` trait, so libpng is not linked.
  case unavailable
  /// The file could not be opened or read (missing, unreadable, a directory).
  case unreadableFile(path: String, reason: String)
  /// The data does not start with the 8-byte PNG signature.
  case notPNG(source: String)
  /// The data ends before the PNG does.
  case truncated(source: String, detail: String)
  /// The data is damaged or violates the PNG format (bad CRC, bad header, decoder error).
  case invalidData(source: String, detail: String)
  /// The header claims more pixels than the caller allows; nothing was allocated for them.
  case dimensionsTooLarge(width: Int, height: Int, limit: Int, source: String)
  /// libpng could not encode the image.
  case encodingFailed(detail: String)
  /// The encoded file could not be written.
  case unwritableFile(path: String, reason: String)

  /// A one-line message saying what is wrong and where.
  public var description: String {
    switch self {
    case .unavailable:
      return "built without PNG support; install libpng-dev and build with the default traits"
    case .unreadableFile(let path, let reason):
      return "\(path): cannot read file: \(reason)"
    case .notPNG(let source):
      return "\(source): not a PNG file (it does not start with the PNG signature)"
    case .truncated(let source, let detail):
      return "\(source): truncated PNG: \(detail)"
    case .invalidData(let source, let detail):
      return "\(source): invalid PNG: \(detail)"
    case .dimensionsTooLarge(let width, let height, let limit, let source):
      return
        "\(source): image is \(width)×\(height) pixels, more than the limit of \(limit) pixels"
    case .encodingFailed(let detail):
      return "cannot encode PNG: \(detail)"
    case .unwritableFile(let path, let reason):
      return "\(path): cannot write file: \(reason)"
    }
  }
}
