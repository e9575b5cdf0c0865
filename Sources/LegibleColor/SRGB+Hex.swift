extension SRGB {
  /// The colour as `#rrggbb`, or `#rrggbbaa` when it is not opaque (channels rounded to 8 bits).
  public var hexString: String {
    let c = rgba8
    var text = "#" + Self.hexByte(c.red) + Self.hexByte(c.green) + Self.hexByte(c.blue)
    if c.alpha != 255 { text += Self.hexByte(c.alpha) }
    return text
  }

  /// The colour as `#rrggbb`, ignoring alpha.
  public var opaqueHexString: String {
    let c = rgba8
    return "#" + Self.hexByte(c.red) + Self.hexByte(c.green) + Self.hexByte(c.blue)
  }

  /// Creates a colour from `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` is optional).
  ///
  /// Returns `nil` for anything else. `#rgba` alpha is `n/15`, `#rrggbbaa` alpha is `aa/255`.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.first == "#" { digits = digits.dropFirst() }
    var values: [UInt8] = []
    values.reserveCapacity(8)
    for character in digits {
      guard let value = character.hexDigitValue else { return nil }
      values.append(UInt8(value))
    }
    switch values.count {
    case 3, 4:
      let expanded = values.map { $0 * 17 }
      self.init(
        red8: expanded[0], green8: expanded[1], blue8: expanded[2],
        alpha8: values.count == 4 ? expanded[3] : 255)
    case 6, 8:
      let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
      self.init(
        red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes.count == 4 ? bytes[3] : 255
      )
    default:
      return nil
    }
  }

  private static let hexDigits = Array("0123456789abcdef")

  private static func hexByte(_ byte: UInt8) -> String {
    String([hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]])
  }
}
