import LegibleColor

/// The one place colour strings from palette files are parsed.
enum ColorText {
  /// Parses a colour string (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`).
  static func parse(_ text: String, at location: SourceLocation) throws(PaletteError) -> SRGB {
    let trimmed = text.trimmingWhitespace
    if let color = SRGB(hex: trimmed), trimmed.hasPrefix("#") { return color }
    throw .invalidColor(
      text: text, at: location, reason: "expected a hex colour such as #1a2b3c or #1a2b3c80")
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
