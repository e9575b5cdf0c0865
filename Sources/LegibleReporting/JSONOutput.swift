import Foundation

/// Encodes reports as stable JSON: pretty-printed, keys sorted, slashes unescaped, numbers as
/// unrounded doubles.
public enum JSONOutput {
  /// The JSON text of `value`, ending with a newline.
  public static func string<T: Encodable>(_ value: T) throws -> String {
    let data = try encoder.encode(value)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// An encoder with the formatting of ``string(_:)``, for writing a document in parts.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
