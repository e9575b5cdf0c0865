/// Text made safe for an HTML page or an XML report (JUnit): everything a report prints from its
/// inputs (names, paths, messages, colours) passes through here, so a colour named `<script>` is
/// shown, never run, and the document stays well-formed.
enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references (HTML Living
  /// Standard, "Serializing HTML fragments": escaping a string), safe in element content and in
  /// quoted attribute values.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      // Control characters other than tab and line breaks are not allowed in HTML or XML text
      // (HTML Living Standard 13.2.5 "control-character-in-input-stream"; XML 1.0 §2.2 Char,
      // which also excludes U+FFFE and U+FFFF); shown as U+FFFD.
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `color` when it can go into a `style` attribute as a CSS colour without changing anything
  /// else: `#rgb`…`#rrggbbaa`, or a functional notation such as `color(display-p3 1 0 0)` made only
  /// of letters, digits, spaces and `#().,%-/`; else `nil` (the colour is then shown as text
  /// only). With no `;`, quotes, braces, `<` or `\`, a value cannot end the declaration or the
  /// attribute.
  static func cssColor(_ color: String?) -> String? {
    guard let color, !color.isEmpty, color.count <= 80 else { return nil }
    let allowed = color.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", " ", "#", "(", ")", ".", ",", "%", "-", "/": true
      default: false
      }
    }
    guard allowed else { return nil }
    if color.hasPrefix("#") {
      let digits = color.dropFirst()
      guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else {
        return nil
      }
    } else {
      guard color.hasSuffix(")"), let open = color.firstIndex(of: "("),
        color[..<open].allSatisfy({ $0.isLetter || $0 == "-" })
      else { return nil }
    }
    return color
  }

  /// `bytes` in base64 (RFC 4648 §4, with padding), for `data:` URIs.
  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let b0 = UInt32(bytes[index])
      let b1 = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
      let b2 = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
      let triple = b0 << 16 | b1 << 8 | b2
      out.append(alphabet[Int(triple >> 18 & 63)])
      out.append(alphabet[Int(triple >> 12 & 63)])
      out.append(index + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : UInt8(ascii: "="))
      out.append(index + 2 < bytes.count ? alphabet[Int(triple & 63)] : UInt8(ascii: "="))
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
