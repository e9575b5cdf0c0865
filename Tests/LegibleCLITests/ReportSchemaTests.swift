import Foundation
import LegibleCLI
import Testing
import _LegibleTestSupport

/// The JSON reports match the schemas documented in `Schemas/`: every key the schema requires is
/// there, no key it does not declare, and every value has a declared type or enumerated value.
@Suite struct ReportSchemaTests {
  static func load(_ name: String) throws -> [String: Any] {
    let url = Fixtures.repositoryRoot.appendingPathComponent("Schemas/\(name)")
    return try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
  }

  static func validate(_ arguments: [String], schema: String) throws -> [String] {
    try errors(in: RecordingConsole.run(arguments).output, schema: schema)
  }

  /// What `schema` finds wrong with the JSON document `output`.
  static func errors(in output: String, schema: String) throws -> [String] {
    let document = try JSONSerialization.jsonObject(with: Data(output.utf8))
    var validator = JSONSchemaValidator(root: try load(schema))
    validator.validate(document)
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

  /// A pair over a backdrop records the backdrop's name.
  @Test func auditReportWithABackdrop() throws {
    let folder = Fixtures.url("Palettes/valid/catalog").path
    let run = RecordingConsole.run(["audit", folder, "--format", "json", "--all"])
    #expect(run.output.contains("\"backdrop\" : \"Backgrounds/Surface/Base\""))
    #expect(
      try Self.validate(
        ["audit", folder, "--format", "json", "--all"], schema: "report.schema.json") == [])
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

  /// An image read with `--compressed` says so.
  @Test func scanReportOfCompressedScreenshots() throws {
    let file = Fixtures.url("Screenshots/browser").path
    let run = RecordingConsole.run(["scan", file, "--compressed", "--format", "json", "--all"])
    #expect(run.output.contains("\"compressed\" : true"))
    #expect(try Self.errors(in: run.output, schema: "report.schema.json") == [])
    let plain = RecordingConsole.run(["scan", file, "--format", "json"])
    #expect(!plain.output.contains("\"compressed\""))
  }

  /// A validator that cannot fail proves nothing: a report missing a key is caught.
  @Test func validatorCatchesMissingKeys() throws {
    var validator = JSONSchemaValidator(root: try Self.load("check-report.schema.json"))
    validator.validate(["tool": ["name": "legible"]])
    #expect(validator.errors.contains("$: missing results"))
    #expect(validator.errors.contains("$.tool: missing version"))
  }
}
