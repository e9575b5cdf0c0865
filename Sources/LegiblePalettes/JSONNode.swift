/// A JSON value together with where it was read, so loaders can name lines in errors and rewrite
/// single values in place.
///
/// Foundation's JSON APIs keep no positions, so palette files are read with ``JSONReader``.
struct JSONNode: Sendable {
  /// One `"key": value` member of an object, in file order.
  struct Member: Sendable {
    /// The key, unescaped.
    var key: String
    /// The 1-based line of the key.
    var line: Int
    /// The value.
    var value: JSONNode
  }

  /// The kind of value and its contents.
  enum Kind: Sendable {
    case object([Member])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  /// The value.
  var kind: Kind
  /// The 1-based line where the value starts.
  var line: Int
  /// The UTF-8 byte range of the value's text in the file (quotes included for strings).
  var range: Range<Int>

  /// The members when the value is an object.
  var members: [Member]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The elements when the value is an array.
  var elements: [JSONNode]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The string when the value is a string.
  var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The number when the value is a number.
  var number: Double? {
    if case .number(let value) = kind { return value }
    return nil
  }

  /// The boolean when the value is `true` or `false`.
  var bool: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// Whether the value is `null`.
  var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// The value of the first member named `key`, when this is an object.
  subscript(key: String) -> JSONNode? {
    members?.first { $0.key == key }?.value
  }

  /// A short name for the kind of value, for error messages.
  var kindName: String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
