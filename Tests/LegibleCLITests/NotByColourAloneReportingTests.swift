import Foundation
import LegibleCLI
import LegibleImaging
import Testing
import _LegibleTestSupport

/// Rules `cvd-distinct` and `link-distinct` through `legible.json`, every reporter, baselines
/// and the JSON schema.
@Suite struct NotByColourAloneReportingTests {
  /// Green #248a3d and red #d70015 both pass 3:1 on white as UI colours, and collide for
  /// deuteranopes (Oklab ΔE 0.050 after simulation) and in luminance.
  static let palette = """
    {"colors": {"status/success": "#248a3d", "status/error": "#d70015",
                "status/info": "#000000", "bg": "#ffffff"},
     "pairs": [{"foreground": "status/*", "background": "bg", "role": "ui"}]}
    """

  /// A folder holding the palette and `config` as its `legible.json`.
  static func folder(config: String, palette: String = palette) throws -> String {
    let url = ScratchFolder.root.appendingPathComponent(
      "legible-distinct-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try palette.write(
      to: url.appendingPathComponent("palette.json"), atomically: true, encoding: .utf8)
    try config.write(
      to: url.appendingPathComponent("legible.json"), atomically: true, encoding: .utf8)
    return url.path
  }

  static let groups = #"{"distinct": [["status/success", "status/error"]]}"#

  @Test func groupsInLegibleJSONAreChecked() throws {
    let run = RecordingConsole.run(["audit", try Self.folder(config: Self.groups)])
    #expect(run.status == .findings)
    // The pair's contrast passes; the eight collisions are the failures.
    #expect(!run.output.contains("[pair-contrast]"))
    #expect(run.output.contains("note: 1 distinct group(s), 8 collision(s)"))
    #expect(
      run.output.contains(
        "error: status/success and status/error (light) look alike with deuteranopia"))
    // Lightness-separated: black and red stay apart under every deficiency.
    let apart = RecordingConsole.run([
      "audit", try Self.folder(config: #"{"distinct": [["status/info", "status/error"]]}"#),
    ])
    #expect(apart.status == .clean)
    #expect(apart.output.contains("0 collision(s)"))
  }

  /// Apple's system hues: which collide under each deficiency in each appearance.
  @Test func appleSystemCollisionsByAppearanceAndDeficiency() {
    let apple = Fixtures.repositoryRoot.appendingPathComponent("Palettes/apple-system.json").path
    let run = RecordingConsole.run(["audit", apple, "--infer-distinct"])
    let lines = run.output.split(separator: "\n").map(String.init)
    let deutan = lines.first { $0.contains(": note: light deuteranopia (") } ?? ""
    #expect(deutan.contains("systemRed ~ systemGreen"))
    let protan = lines.first { $0.contains(": note: light protanopia (") } ?? ""
    #expect(protan.contains("systemOrange ~ systemGreen"))
    // Red and green differ in lightness for protanopes and in hue for tritanopes.
    #expect(!protan.contains("systemRed ~ systemGreen"))
    let tritan = lines.first { $0.contains(": note: light tritanopia (") } ?? ""
    #expect(!tritan.isEmpty && !tritan.contains("systemRed ~ systemGreen"))
    #expect(lines.contains { $0.contains(": note: darkIncreasedContrast achromatopsia (") })
  }

  @Test func thresholdFromTheConfigurationAndTheCommandLine() throws {
    let config =
      #"{"distinct": {"groups": [["status/success", "status/error"]], "threshold": 0.01}}"#
    let folder = try Self.folder(config: config)
    let low = RecordingConsole.run(["audit", folder])
    #expect(low.status == .clean && low.output.contains("0 collision(s)"))
    // The command line wins over the file.
    let high = RecordingConsole.run(["audit", folder, "--distinct-threshold", "0.1"])
    #expect(high.status == .findings && high.output.contains("8 collision(s)"))
  }

  @Test func badGroupsAreErrorsNamingTheFile() throws {
    let single = RecordingConsole.run([
      "audit", try Self.folder(config: #"{"distinct": [["status/success"]]}"#),
    ])
    #expect(single.status == .error)
    #expect(single.error.contains("legible.json") && single.error.contains("at least two"))
    let unknown = RecordingConsole.run([
      "audit", try Self.folder(config: #"{"distinct": [["status/success", "status/nope"]]}"#),
    ])
    #expect(unknown.status == .error && unknown.error.contains("status/nope"))
    // Unknown keys are still refused.
    let typo = RecordingConsole.run([
      "audit", try Self.folder(config: #"{"distinctt": [["status/success", "status/error"]]}"#),
    ])
    #expect(typo.status == .error && typo.error.contains("distinctt"))
  }

  @Test(arguments: ["sarif", "junit", "github", "markdown", "json"])
  func everyReporterCarriesTheRule(format: String) throws {
    let run = RecordingConsole.run([
      "audit", try Self.folder(config: Self.groups), "--format", format,
    ])
    #expect(run.status == .findings)
    #expect(run.output.contains("cvd-distinct"), "\(format)")
    #expect(run.output.contains("status/success"), "\(format)")
  }

  @Test func diagnosticsCarryCollisions() throws {
    let folder = try Self.folder(config: Self.groups)
    let run = RecordingConsole.run([
      "audit", folder, "--format", "diagnostics", "--fail-on", "fail",
    ])
    #expect(run.status == .findings)
    #expect(
      run.output.contains(
        "error: status/success and status/error (light) look alike with deuteranopia"))
    #expect(run.output.contains("[cvd-distinct]"))
  }

  @Test func jsonMatchesTheSchema() throws {
    let folder = try Self.folder(config: Self.groups)
    #expect(
      try ReportSchemaTests.validate(
        ["audit", folder, "--format", "json"], schema: "report.schema.json") == [])
    let apple = Fixtures.repositoryRoot.appendingPathComponent("Palettes/apple-system.json").path
    #expect(
      try ReportSchemaTests.validate(
        ["audit", apple, "--infer-distinct", "--format", "json"], schema: "report.schema.json")
        == [])
  }

  @Test func baselineSuppressesKnownCollisions() throws {
    let folder = try Self.folder(config: Self.groups)
    let baseline = folder + "/baseline.json"
    let update = RecordingConsole.run([
      "audit", folder, "--baseline", baseline, "--update-baseline",
    ])
    #expect(update.status == .clean)
    let again = RecordingConsole.run(["audit", folder, "--baseline", baseline])
    #expect(again.status == .clean)
    #expect(!again.output.contains("[cvd-distinct]"))
    #expect(again.error.contains("8 known findings suppressed"))
  }

  @Test func linkOnlyColourMarksFailsInPalettes() throws {
    let palette = """
      {"colors": {"link": "#2473d6", "text/body": "#595959", "bg": "#ffffff"},
       "pairs": [{"foreground": "link", "background": "bg", "role": "link", "body": "text/body"}]}
      """
    let audit = RecordingConsole.run([
      "audit", try Self.folder(config: "{}", palette: palette), "--format", "sarif",
    ])
    #expect(audit.status == .findings)
    #expect(audit.output.contains("\"ruleId\" : \"link-distinct\""))
    let grid = RecordingConsole.run([
      "audit", try Self.folder(config: "{}", palette: palette), "--color", "never",
    ])
    #expect(
      grid.output.contains(
        "error: link in text/body (light): link-distinct: 1.50:1 against its body text text/body"))
  }

  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func linkOnlyColourMarksInScreenshotsThroughReporters() throws {
    let links = Fixtures.url("Screenshots/links").path
    #expect(
      try ReportSchemaTests.validate(
        ["scan", links, "--format", "json", "--all"], schema: "report.schema.json") == [])
    let plain = Fixtures.url("Screenshots/links/link-colour-only-2x.png").path
    let underlined = Fixtures.url("Screenshots/links/link-underlined-2x.png").path
    let scan = RecordingConsole.run(["scan", plain, "--format", "sarif"])
    #expect(scan.status == .findings)
    #expect(scan.output.contains("\"ruleId\" : \"link-distinct\""))
    let text = RecordingConsole.run(["scan", underlined])
    #expect(text.status == .clean)
    #expect(!text.output.contains("link-distinct"))
  }
}
