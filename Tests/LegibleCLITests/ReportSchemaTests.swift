import Foundation
import LegibleCLI
import Testing
import _LegibleTestSupport

/// The JSON reports match the schemas documented in `Schemas/`: every key the schema requires is
/// there, no key it does not declare, and every value has a declared type or enumerated value.
@Suite struct ReportSchemaTests {
  /// A small validator for the subset of JSON Schema the report schemas use: `type`,
  /// `required`, `properties`, `additionalProperties: false`, `items`, `enum`, `const`, and
  /// `$ref` within a file or to `other.schema.json#/…`.
  struct Validator {
    var errors: [String] = []

    static func load(_ name: String) throws -> [String: Any] {
      let url = Fixtures.repositoryRoot.appendingPathComponent("Schemas/\(name)")
      return try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    }

    mutating func check(_ value: Any, _ schema: [String: Any], root: [String: Any], at path: String)
      throws
    {
      var schema = schema
      var root = root
      if let reference = schema["$ref"] as? String {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
          .map(String.init)
        if !parts[0].isEmpty { root = try Self.load(parts[0]) }
        var target: Any = root
        for key in parts.last!.split(separator: "/") {
          target = (target as! [String: Any])[String(key)]!
        }
        schema = target as! [String: Any]
      }
      if let constant = schema["const"] as? String, value as? String != constant {
        errors.append("\(path): expected \(constant)")
      }
      if let options = schema["enum"] as? [String], !options.contains(value as? String ?? "\u{0}") {
        errors.append("\(path): \(value) is not one of \(options)")
      }
      if let type = schema["type"] {
        let types = (type as? [String]) ?? [type as! String]
        if !types.contains(where: { Self.matches(value, $0) }) {
          errors.append("\(path): \(value) is not \(types)")
        }
      }
      if let object = value as? [String: Any] {
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for key in schema["required"] as? [String] ?? [] where object[key] == nil {
          errors.append("\(path): missing \(key)")
        }
        for (key, member) in object {
          if let propertySchema = properties[key] as? [String: Any] {
            try check(member, propertySchema, root: root, at: "\(path).\(key)")
          } else if schema["additionalProperties"] as? Bool == false {
            errors.append("\(path): undeclared key \(key)")
          }
        }
      }
      if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
        for (index, element) in array.enumerated() {
          try check(element, items, root: root, at: "\(path)[\(index)]")
        }
      }
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

  static func validate(_ arguments: [String], schema: String) throws -> [String] {
    let run = RecordingConsole.run(arguments)
    let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    let root = try Validator.load(schema)
    var validator = Validator()
    try validator.check(document, root, root: root, at: "$")
    return validator.errors
  }

  @Test func checkReport() throws {
    let batch = Fixtures.url("Batch/pairs-2000.txt").path
    #expect(
      try Self.validate(
        ["check", "--batch", batch, "--format", "json"], schema: "check-report.schema.json") == [])
    #expect(
      try Self.validate(
        ["check", "#777", "white", "--format", "json"], schema: "check-report.schema.json") == [])
  }

  @Test func auditReport() throws {
    let palette = Fixtures.repositoryRoot.appendingPathComponent("Palettes/apple-system.json").path
    #expect(
      try Self.validate(
        ["audit", palette, "--format", "json", "--all"], schema: "report.schema.json") == [])
  }

  @Test func scanReport() throws {
    let folder = Fixtures.url("Screenshots/browser").path
    #expect(
      try Self.validate(
        ["scan", folder, "--format", "json", "--all"], schema: "report.schema.json") == [])
  }

  /// Size findings (`text-size`, `thin-text`, `target-size`) and the platform fields.
  @Test func scanReportWithSizeFindings() throws {
    let folder = Fixtures.url("Screenshots/sizes").path
    #expect(
      try Self.validate(
        ["scan", folder, "--platform", "ios", "--scale", "3", "--format", "json", "--all"],
        schema: "report.schema.json") == [])
  }

  /// A validator that cannot fail proves nothing: a report missing a key is caught.
  @Test func validatorCatchesMissingKeys() throws {
    let root = try Validator.load("check-report.schema.json")
    var validator = Validator()
    try validator.check(["tool": ["name": "legible"]], root, root: root, at: "$")
    #expect(validator.errors.contains("$: missing results"))
    #expect(validator.errors.contains("$.tool: missing version"))
  }
}
