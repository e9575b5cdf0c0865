import LegibleColor
import LegibleFiles

/// Where a declared value's text lies in its file and how it is written, so that a fix can
/// rewrite that value alone and keep the rest of the file as it is.
public enum ValueSite: Sendable, Hashable {
  /// A JSON string holding a colour (`"#3c3c43"`, `"rgb(…)"`): Legible palettes and token
  /// strings. `uppercase` keeps the case of hex digits.
  ///
  /// In every case `fingerprint` is that of the file's bytes the ranges index, so a rewrite can
  /// refuse a file that changed since it was read.
  case jsonString(file: String, fingerprint: FileFingerprint, range: Range<Int>, uppercase: Bool)
  /// A DTCG 2025.10 colour object: its three `components` (each number rewritten where it
  /// stands, so the array keeps its layout), and its `colorSpace` and `hex` members.
  case tokenObject(
    file: String, fingerprint: FileFingerprint, components: [Range<Int>], colorSpace: Range<Int>,
    isSRGB: Bool,
    hex: Range<Int>?, hexUppercase: Bool)
  /// An asset catalog colour: the `red`, `green` and `blue` component values, each in its
  /// notation, and the `color-space` value when it must become `srgb`.
  case assetComponents(
    file: String, fingerprint: FileFingerprint, red: AssetComponent, green: AssetComponent,
    blue: AssetComponent,
    colorSpace: Range<Int>?)

  /// The file the value is in.
  public var file: String {
    switch self {
    case .jsonString(let file, _, _, _), .tokenObject(let file, _, _, _, _, _, _),
      .assetComponents(let file, _, _, _, _, _):
      file
    }
  }

  /// The fingerprint of the file's bytes when the value was read.
  public var fingerprint: FileFingerprint {
    switch self {
    case .jsonString(_, let fingerprint, _, _), .tokenObject(_, let fingerprint, _, _, _, _, _),
      .assetComponents(_, let fingerprint, _, _, _, _):
      fingerprint
    }
  }

  /// One asset catalog component: where it is and how it is written.
  public struct AssetComponent: Sendable, Hashable {
    /// How a component is written.
    public enum Notation: Sendable, Hashable {
      /// `"0.463"`, with this many decimals.
      case float(decimals: Int)
      /// `"118"`.
      case decimal
      /// `"0x76"` (or `"0X76"`), upper- or lower-case digits.
      case hex(uppercasePrefix: Bool, uppercaseDigits: Bool)
      /// A JSON number.
      case number
    }

    /// The byte range of the value (quotes included for strings).
    public var range: Range<Int>
    /// Its notation.
    public var notation: Notation
  }

  /// The text edits that write `color` here, and the colour a loader will read back from them
  /// (8-bit notations and decimals round it), trying ever more precise writings until
  /// `accepts` the colour read back; `nil` if none is accepted.
  func edits(for color: SRGB, accepts: (SRGB) -> Bool) -> [(range: Range<Int>, text: String)]? {
    let c = color.rgba8
    switch self {
    case .jsonString(_, _, let range, let uppercase):
      let hex = uppercase ? color.hexString.uppercased() : color.hexString
      let reread = SRGB(hex: hex)!
      guard accepts(reread) else { return nil }
      return [(range, "\"" + (uppercase ? "#" + hex.dropFirst() : hex) + "\"")]
    case .tokenObject(_, _, let components, let colorSpace, let isSRGB, let hex, let hexUppercase):
      for decimals in [4, 6, 17] {
        let values = [c.red, c.green, c.blue].map {
          Self.trimmed(Self.decimal(Double($0) / 255, decimals))
        }
        let reread = SRGB(
          red: Double(values[0])!, green: Double(values[1])!, blue: Double(values[2])!,
          alpha: color.alpha)
        guard accepts(reread) else { continue }
        var edits: [(Range<Int>, String)] = Array(zip(components, values))
        if !isSRGB { edits.append((colorSpace, "\"srgb\"")) }
        if let hex {
          let text = color.opaqueHexString
          edits.append(
            (hex, "\"" + (hexUppercase ? "#" + text.dropFirst().uppercased() : text) + "\""))
        }
        return edits
      }
      return nil
    case .assetComponents(_, _, let red, let green, let blue, let colorSpace):
      let bytes = [c.red, c.green, c.blue]
      for extra in [0, 2, 14] {
        var edits: [(Range<Int>, String)] = []
        var channels: [Double] = []
        for (component, byte) in zip([red, green, blue], bytes) {
          let (text, value) = Self.assetText(byte, component.notation, extraDecimals: extra)
          edits.append((component.range, text))
          channels.append(value)
        }
        let reread = SRGB(
          red: channels[0], green: channels[1], blue: channels[2], alpha: color.alpha)
        guard accepts(reread) else { continue }
        if let colorSpace { edits.append((colorSpace, "\"srgb\"")) }
        return edits
      }
      return nil
    }
  }

  private static func assetText(
    _ byte: UInt8, _ notation: AssetComponent.Notation, extraDecimals: Int
  ) -> (String, Double) {
    switch notation {
    case .decimal:
      return ("\"\(byte)\"", Double(byte) / 255)
    case .hex(let uppercasePrefix, let uppercaseDigits):
      var digits = String(byte, radix: 16)
      if digits.count == 1 { digits = "0" + digits }
      if uppercaseDigits { digits = digits.uppercased() }
      return ("\"" + (uppercasePrefix ? "0X" : "0x") + digits + "\"", Double(byte) / 255)
    case .float(let decimals):
      let text = decimal(Double(byte) / 255, max(decimals, 3) + extraDecimals)
      return ("\"" + text + "\"", Double(text)!)
    case .number:
      let text = decimal(Double(byte) / 255, 4 + extraDecimals)
      return (text, Double(text)!)
    }
  }

  /// A decimal without trailing zeros (`0.5`, `0`, `1`).
  static func trimmed(_ text: String) -> String {
    guard text.contains(".") else { return text }
    var text = text
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// `value` (in 0…1) with `digits` decimals.
  static func decimal(_ value: Double, _ digits: Int) -> String {
    if digits >= 17 { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    // Checked: callers pass channels in 0…1; anything else (too large, not finite) is written
    // as Swift spells it rather than trapping.
    guard let scaled = Int(exactly: (value * scale).rounded()), scaled >= 0 else {
      return "\(value)"
    }
    var text = String(scaled)
    if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
    return text
  }
}
