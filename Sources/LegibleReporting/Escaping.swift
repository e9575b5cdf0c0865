/// Makes text from inputs (colour names, file names, colour text, messages quoting them) safe
/// to print in a terminal line: every control character is shown as an escape, so a palette
/// cannot send terminal commands (ESC, OSC … BEL) or forge further lines (LF, CR).
///
/// Every text reporter and every `legible: error:` line passes input-derived text through
/// ``text(_:)``; JSON output needs no such step, as its encoders escape control characters.
public enum Escaping {
  /// `text` with each control character replaced by a visible escape: `\n`, `\r`, `\t`, `\e`
  /// for ESC, `\xHH` for the other C0 controls and DEL, `\u{HHHH}` for C1 controls, line and
  /// paragraph separators and bidirectional overrides.
  ///
  /// Example: `"evil\u{1B}]0;x\u{07}\nforged"` becomes `evil\e]0;x\x07\nforged`, one line.
  public static func text(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{1B}": result += "\\e"
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        if scalar.value < 0x80 {
          result += "\\x" + (hex.count < 2 ? "0" + hex : hex)
        } else {
          result += "\\u{" + hex + "}"
        }
      }
    }
    return result
  }

  /// Whether a scalar is escaped: C0 controls (U+0000–U+001F), DEL and C1 controls
  /// (U+007F–U+009F) — Unicode general category Cc — and the format characters that move or
  /// reorder text: line and paragraph separators (U+2028, U+2029), bidirectional embeddings and
  /// overrides (U+202A–U+202E) and isolates (U+2066–U+2069), per Unicode Standard Annex #9.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
