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
  /// CSS named colours (CSS Color 4, §6.1) and `transparent`, used only to recognise that a
  /// value is meant as a colour.
  static let namedColors: Set<String> = [
    "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black",
    "blanchedalmond", "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse",
    "chocolate", "coral", "cornflowerblue", "cornsilk", "crimson", "cyan", "darkblue", "darkcyan",
    "darkgoldenrod", "darkgray", "darkgreen", "darkgrey", "darkkhaki", "darkmagenta",
    "darkolivegreen", "darkorange", "darkorchid", "darkred", "darksalmon", "darkseagreen",
    "darkslateblue", "darkslategray", "darkslategrey", "darkturquoise", "darkviolet", "deeppink",
    "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick", "floralwhite", "forestgreen",
    "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod", "gray", "green", "greenyellow",
    "grey", "honeydew", "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender",
    "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan",
    "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink", "lightsalmon",
    "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey", "lightsteelblue",
    "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon", "mediumaquamarine",
    "mediumblue", "mediumorchid", "mediumpurple", "mediumseagreen", "mediumslateblue",
    "mediumspringgreen", "mediumturquoise", "mediumvioletred", "midnightblue", "mintcream",
    "mistyrose", "moccasin", "navajowhite", "navy", "oldlace", "olive", "olivedrab", "orange",
    "orangered", "orchid", "palegoldenrod", "palegreen", "paleturquoise", "palevioletred",
    "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue", "purple", "rebeccapurple",
    "red", "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen",
    "seashell", "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey", "snow",
    "springgreen", "steelblue", "tan", "teal", "thistle", "tomato", "turquoise", "violet",
    "wheat", "white", "whitesmoke", "yellow", "yellowgreen", "transparent",
  ]

  /// Whether `text` (lower case) is a CSS colour keyword.
  static func isNamedColor(_ text: String) -> Bool { namedColors.contains(text) }
}
