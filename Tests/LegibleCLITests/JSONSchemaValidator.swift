import Foundation

/// A validator for the JSON Schema keywords the official SARIF 2.1.0 schema and the report schemas
/// in `Schemas/` use: `$ref` (local, `#/definitions/…` or `#/$defs/…`), `type`, `properties`,
/// `required`, `additionalProperties` (boolean or schema), `items`, `enum`, `const`, `anyOf`,
/// `oneOf`, `minimum`, `maximum`, `minItems`, `uniqueItems` and `pattern`; `format` and
/// annotations are not checked.
struct JSONSchemaValidator {
  let root: [String: Any]
  private(set) var errors: [String] = []

  init(root: [String: Any]) { self.root = root }

  /// Validates `value` against the root schema.
  mutating func validate(_ value: Any) {
    check(value, root, at: "$")
  }

  /// The errors `value` would raise against `schema`, without recording them.
  func errors(_ value: Any, _ schema: [String: Any], at path: String) -> [String] {
    var probe = JSONSchemaValidator(root: root)
    probe.check(value, schema, at: path)
    return probe.errors
  }

  private func resolve(_ reference: String) -> [String: Any] {
    precondition(reference.hasPrefix("#/"), "only local references: \(reference)")
    var target: Any = root
    for key in reference.dropFirst(2).split(separator: "/") {
      target = (target as! [String: Any])[String(key)]!
    }
    return target as! [String: Any]
  }

  mutating func check(_ value: Any, _ schema: [String: Any], at path: String) {
    if let reference = schema["$ref"] as? String {
      check(value, resolve(reference), at: path)
      return
    }
    if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal($0, value) }) {
      errors.append("\(path): \(value) is not one of \(options)")
    }
    if let constant = schema["const"], !Self.equal(constant, value) {
      errors.append("\(path): \(value) is not \(constant)")
    }
    if let type = schema["type"] {
      let types = (type as? [String]) ?? [type as! String]
      if !types.contains(where: { Self.matches(value, $0) }) {
        errors.append("\(path): \(value) is not \(types)")
      }
    }
    if let anyOf = schema["anyOf"] as? [[String: Any]],
      !anyOf.contains(where: { errors(value, $0, at: path).isEmpty })
    {
      errors.append("\(path): matches none of anyOf")
    }
    if let oneOf = schema["oneOf"] as? [[String: Any]] {
      let matching = oneOf.filter { errors(value, $0, at: path).isEmpty }.count
      if matching != 1 { errors.append("\(path): matches \(matching) of oneOf, not 1") }
    }
    if let number = value as? NSNumber, !Self.isBoolean(value) {
      if let minimum = schema["minimum"] as? NSNumber, number.doubleValue < minimum.doubleValue {
        errors.append("\(path): \(number) < minimum \(minimum)")
      }
      if let maximum = schema["maximum"] as? NSNumber, number.doubleValue > maximum.doubleValue {
        errors.append("\(path): \(number) > maximum \(maximum)")
      }
    }
    if let string = value as? String, let pattern = schema["pattern"] as? String {
      let regex = try! NSRegularExpression(pattern: pattern)
      let range = NSRange(string.startIndex..., in: string)
      if regex.firstMatch(in: string, range: range) == nil {
        errors.append("\(path): '\(string)' does not match \(pattern)")
      }
    }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        errors.append("\(path): missing \(key)")
      }
      for (key, member) in object.sorted(by: { $0.key < $1.key }) {
        if let propertySchema = properties[key] as? [String: Any] {
          check(member, propertySchema, at: "\(path).\(key)")
        } else if let additional = schema["additionalProperties"] as? [String: Any] {
          check(member, additional, at: "\(path).\(key)")
        } else if schema["additionalProperties"] as? Bool == false {
          errors.append("\(path): undeclared key \(key)")
        }
      }
    }
    if let array = value as? [Any] {
      if let minItems = schema["minItems"] as? Int, array.count < minItems {
        errors.append("\(path): fewer than \(minItems) items")
      }
      if schema["uniqueItems"] as? Bool == true {
        for i in array.indices {
          for j in array.indices where j > i && Self.equal(array[i], array[j]) {
            errors.append("\(path): items \(i) and \(j) are equal")
          }
        }
      }
      if let items = schema["items"] as? [String: Any] {
        for (index, element) in array.enumerated() {
          check(element, items, at: "\(path)[\(index)]")
        }
      }
    }
  }

  static func equal(_ a: Any, _ b: Any) -> Bool {
    (a as? NSObject)?.isEqual(b as? NSObject) ?? false
  }

  static func matches(_ value: Any, _ type: String) -> Bool {
    switch type {
    case "null": return value is NSNull
    case "string": return value is String
    case "boolean": return isBoolean(value)
    case "integer":
      return !isBoolean(value)
        && (value as? NSNumber).map { $0.doubleValue.rounded() == $0.doubleValue } ?? false
    case "number": return !isBoolean(value) && value is NSNumber
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    default: return false
    }
  }

  /// Whether JSONSerialization produced a boolean (its boxes report the C type "c").
  static func isBoolean(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }
}
