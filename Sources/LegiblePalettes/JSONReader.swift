/// A strict JSON (RFC 8259) reader that records the line and byte range of every value.
///
/// Nesting deeper than ``maximumDepth`` is refused rather than recursing without bound.
struct JSONReader {
  /// Why a text is not JSON, and where.
  struct Failure: Error, Sendable {
    /// What is wrong.
    var message: String
    /// The 1-based line.
    var line: Int
    /// The 1-based column (in bytes).
    var column: Int
  }

  /// The deepest nesting accepted (``PaletteLimits/maxJSONDepth``).
  static let maximumDepth = PaletteLimits.standard.maxJSONDepth

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Parses a whole document.
  static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONNode {
    var reader = JSONReader(bytes: bytes)
    // A UTF-8 byte order mark is tolerated (some editors write one).
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    reader.skipWhitespace()
    let node = try reader.value(depth: 0)
    reader.skipWhitespace()
    guard reader.index == bytes.count else {
      throw reader.failure("unexpected text after the value")
    }
    return node
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func failure(_ message: String) -> Failure {
    Failure(message: message, line: line, column: index - lineStart + 1)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default: return
      }
    }
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONNode {
    guard depth < Self.maximumDepth else {
      throw failure("nesting deeper than \(Self.maximumDepth)")
    }
    guard index < bytes.count else { throw failure("unexpected end of file") }
    let start = index
    let startLine = line
    let kind: JSONNode.Kind
    switch bytes[index] {
    case UInt8(ascii: "{"): kind = .object(try object(depth: depth))
    case UInt8(ascii: "["): kind = .array(try array(depth: depth))
    case UInt8(ascii: "\""): kind = .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      kind = .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      kind = .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      kind = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try number())
    default: throw failure("unexpected character '\(Unicode.Scalar(bytes[index]))'")
    }
    return JSONNode(kind: kind, line: startLine, range: start..<index)
  }

  private mutating func literal(_ word: String) throws(Failure) {
    let expected = Array(word.utf8)
    let count = expected.count
    guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(expected) else {
      throw failure("unexpected character '\(Unicode.Scalar(bytes[index]))'")
    }
    index += count
  }

  private mutating func object(depth: Int) throws(Failure) -> [JSONNode.Member] {
    index += 1  // {
    var members: [JSONNode.Member] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a quoted key")
      }
      let keyLine = line
      let key = try string()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw failure("expected ':' after key \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      members.append(JSONNode.Member(key: key, line: keyLine, value: try value(depth: depth + 1)))
      skipWhitespace()
      guard index < bytes.count else { throw failure("unexpected end of file in an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return members
      }
      throw failure("expected ',' or '}' in an object")
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> [JSONNode] {
    index += 1  // [
    var elements: [JSONNode] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw failure("unexpected end of file in an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return elements
      }
      throw failure("expected ',' or ']' in an array")
    }
  }

  private mutating func string() throws(Failure) -> String {
    index += 1  // opening quote
    var runStart = index
    var text = ""
    func flush(_ end: Int) {
      if end > runStart { text += String(decoding: bytes[runStart..<end], as: UTF8.self) }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(index)
        index += 1
        return text
      }
      if byte < 0x20 { throw failure("control character in a string") }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      flush(index)
      index += 1
      guard index < bytes.count else { break }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): text += "\""
      case UInt8(ascii: "\\"): text += "\\"
      case UInt8(ascii: "/"): text += "/"
      case UInt8(ascii: "b"): text += "\u{08}"
      case UInt8(ascii: "f"): text += "\u{0C}"
      case UInt8(ascii: "n"): text += "\n"
      case UInt8(ascii: "r"): text += "\r"
      case UInt8(ascii: "t"): text += "\t"
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw failure("invalid surrogate pair") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
        text.unicodeScalars.append(scalar)
      default: throw failure("invalid escape '\\\(Unicode.Scalar(escape))'")
      }
      runStart = index
    }
    throw failure("unterminated string")
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("truncated \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
        throw failure("invalid \\u escape")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func number() throws(Failure) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - first
    }
    guard digits() > 0 else { throw failure("invalid number") }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("invalid number") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw failure("invalid number") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw failure("invalid number \(text)") }
    return value
  }
}
