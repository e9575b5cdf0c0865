import LegibleColor

/// The one place colour strings from palette files are parsed.
enum ColorText {
  /// Parses any colour ``ColorParser`` reads (hex, named, `rgb()`, `hsl()`, `hwb()`, `lab()`,
  /// `lch()`, `oklab()`, `oklch()`, `color()`).
  ///
  /// Colours outside sRGB (`color(display-p3 …)`, wide `oklch()`) keep their exact extended-sRGB
  /// value, so their luminance is the true one, as for asset catalogs and token objects; the
  /// sRGB syntaxes (`rgb()`, `hsl()`, `hwb()`) are clamped as CSS clamps them.
  static func parse(_ text: String, at location: SourceLocation) throws(PaletteError) -> SRGB {
    do {
      let parsed = try ColorParser.parse(text)
      return parsed.wasGamutMapped ? parsed.unmapped : parsed.color
    } catch {
      throw .invalidColor(text: text, at: location, reason: error.description)
    }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  var trimmingWhitespace: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

extension ColorText {
  /// Whether `text` (lower case) is a CSS colour keyword: a named colour or `transparent`.
  static func isNamedColor(_ text: String) -> Bool { ColorParser.isNamedColor(text) }
}
