import Foundation
import LegibleCLI
import LegiblePalettes
import Testing
import _LegibleTestSupport

/// `legible.json` for every command: found by walking up from the working directory or given
/// with `--config`; its policies, fail level, reports, baseline and screenshot settings apply
/// unless the command line says otherwise; mistakes exit 2 naming the file, line and key.
@Suite struct ConfigurationFileTests {
  static let palette = """
    {
      "colors": { "background": "#ffffff", "label": "#1c1c1e", "secondary": "#999999" },
      "pairs": [
        { "foreground": "label", "background": "background", "role": "text" },
        { "foreground": "secondary", "background": "background", "role": "text" }
      ]
    }
    """

  /// A fresh folder holding `files` (relative path → contents).
  static func project(_ files: [String: String]) throws -> URL {
    let folder = ScratchFolder.root
      .appendingPathComponent("legible-config-\(UUID().uuidString)")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func misspeltKeyExitsTwoNamingKeyAndLine() throws {
    let folder = try Self.project([
      "palette.json": Self.palette,
      "legible.json": "{\n  \"policies\": [\"wcag2-aa\"],\n  \"failon\": \"review\"\n}\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("legible.json").path
    for command in [
      ["audit", folder.appendingPathComponent("palette.json").path],
      ["check", "#777", "white"], ["scan", folder.path],
    ] {
      let run = RecordingConsole.run(command + ["--config", config])
      #expect(run.status == .error, "\(command[0]): \(run.error)")
      #expect(run.error.contains("\(config):3"), "\(run.error)")
      #expect(run.error.contains("unknown key \"failon\""), "\(run.error)")
      #expect(run.output.isEmpty)
    }
  }

  @Test(arguments: [
    ("\"maxWarnings\": \"ten\"", "\"maxWarnings\" must be a number"),
    ("\"maxWarnings\": 1.5", "\"maxWarnings\" must be a whole number"),
    (
      "\"screenshotSettings\": { \"*.png\": { \"scale\": 9 } }",
      "\"scale\" is 9.0; expected 1.0 to 4.0"
    ),
    ("\"screenshotSettings\": { \"*.png\": { \"scal\": 2 } }", "unknown key \"scal\""),
    (
      "\"screenshotSettings\": { \"*.png\": { \"ignore\": [[0, 0, 10]] } }", "[x, y, width, height]"
    ),
    ("\"reports\": { \"sarif\": 3 }", "report \"sarif\" must be a string"),
    ("\"ignore\": [ { \"foreground\": \"a\", \"background\": \"b\" } ]", "reason"),
  ])
  func wrongTypesExitTwoNamingKeyAndLine(member: String, message: String) throws {
    let folder = try Self.project(["legible.json": "{\n  \"failOn\": \"fail\",\n  \(member)\n}\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("legible.json").path
    let run = RecordingConsole.run(["check", "#000", "#fff", "--config", config])
    #expect(run.status == .error)
    #expect(run.error.contains("\(config):3"), "\(run.error)")
    #expect(run.error.contains(message), "\(run.error)")
  }

  @Test func unknownReportFormatNamesItsLine() throws {
    let folder = try Self.project([
      "legible.json":
        "{\n  \"reports\": {\n    \"sarif\": \"a.sarif\",\n    \"xml\": \"a.xml\"\n  }\n}\n"
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("legible.json").path
    let run = RecordingConsole.run(["check", "#000", "#fff", "--config", config])
    #expect(run.status == .error)
    #expect(run.error.contains("\(config):4: unknown report format \"xml\""), "\(run.error)")
  }

  @Test func policiesAndFailOnApplyUnlessTheCommandLineOverrides() throws {
    let folder = try Self.project([
      "legible.json": #"{ "policies": ["wcag2-aaa"], "failOn": "fail" }"#
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("legible.json").path
    // #767676 on white is 4.54:1 (WCAG 2.2 formula): passes AA, fails AAA's 7:1.
    let configured = RecordingConsole.run(
      ["check", "#767676", "white", "--config", config, "--format", "json"])
    #expect(configured.status == .findings)
    #expect(configured.output.contains("\"wcag2-aaa\""))
    let overridden = RecordingConsole.run(
      ["check", "#767676", "white", "--config", config, "--policy", "wcag2-aa"])
    #expect(overridden.status == .clean, "\(overridden.output)")
  }

  @Test func reportsAndBaselineComeFromTheConfiguration() throws {
    let folder = try Self.project([
      "palette.json": Self.palette,
      "legible.json": #"""
      { "palettes": ["palette.json"], "policies": ["wcag2-aa"],
        "baseline": "known.json", "reports": { "junit": "out/legible.xml" } }
      """#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    let config = folder.appendingPathComponent("legible.json").path
    // No path: the configuration's palettes. The baseline named in it is written…
    let first = RecordingConsole.run(["audit", "--config", config, "--update-baseline"])
    #expect(first.status == .clean, "\(first.error)")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("known.json").path))
    let junit = try String(
      contentsOf: folder.appendingPathComponent("out/legible.xml"), encoding: .utf8)
    #expect(junit.contains("<testsuite"))
    // …and read on the next run, which then passes with the failures known.
    let second = RecordingConsole.run(["audit", "--config", config])
    #expect(second.status == .clean, "\(second.output)\(second.error)")
    #expect(second.error.contains("suppressed by the baseline"))
    // Without the baseline the same palette fails.
    let plain = RecordingConsole.run([
      "audit", folder.appendingPathComponent("palette.json").path, "--policy", "wcag2-aa",
    ])
    #expect(plain.status == .findings)
  }

  @Test func screenshotSettingsApplyByGlob() throws {
    let configuration = try PaletteConfiguration.load(
      path: try Self.project([
        "legible.json": #"""
        { "screenshotSettings": {
            "shots/*": { "scale": 2, "ignore": [[0, 0, 10, 20]] },
            "shots/ipad/*": { "scale": 3, "ignoreSystemBars": true } } }
        """#
      ]).appendingPathComponent("legible.json").path)
    let folder = configuration.directory
    let phone = configuration.settings(forScreenshot: folder + "/shots/home.png")
    #expect(phone.scale == 2 && phone.ignoresSystemBars == nil)
    #expect(phone.ignoredRegions == [.init(x: 0, y: 0, width: 10, height: 20)])
    let pad = configuration.settings(forScreenshot: folder + "/shots/ipad/home.png")
    #expect(pad.scale == 3 && pad.ignoresSystemBars == true && pad.ignoredRegions.count == 1)
    #expect(configuration.settings(forScreenshot: folder + "/other/a.png") == ScreenshotSettings())
    try? FileManager.default.removeItem(atPath: folder)
  }

  @Test func discoveryWalksUpFromTheWorkingDirectory() throws {
    let folder = try Self.project([
      "palette.json": Self.palette,
      "legible.json": #"{ "palettes": ["palette.json"], "policies": ["apca-bronze"] }"#,
      "Sources/App/placeholder.txt": "",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let inner = folder.appendingPathComponent("Sources/App")
    #expect(
      PaletteConfiguration.discover(from: inner.path)
        == folder.appendingPathComponent("legible.json").path)
    #expect(PaletteConfiguration.discover(from: "/") == nil)
    guard FileManager.default.isExecutableFile(atPath: Executable.url.path) else { return }
    // From a folder below, with no path: the configuration's palette, under its policy.
    let run = try Executable.run(["audit", "--format", "json"], directory: inner)
    #expect(run.status == 1, "\(run.error)")
    #expect(run.output.contains("\"apca-bronze\""))
    #expect(!run.output.contains("\"wcag2-aa\""))
  }

  /// A project whose `legible.json`, at its root, asks for AAA and lists a palette in a
  /// subfolder (which has no `legible.json` of its own); `#666666` on white is 5.74:1 (WCAG 2.2
  /// formula): it passes the default policies, fails AAA's 7:1, and `#595959` (7.00:1) fixes it.
  static func aaaProject(failOn: String? = nil) throws -> URL {
    try project([
      "design/palette.json": """
      {
        "colors": { "background": "#ffffff", "secondary": "#666666" },
        "pairs": [ { "foreground": "secondary", "background": "background", "role": "text" } ]
      }
      """,
      "legible.json": #"{ "palettes": ["design/palette.json"], "policies": ["wcag2-aaa"]"#
        + (failOn.map { #", "failOn": "\#($0)""# } ?? "") + " }",
      "Sources/App/placeholder.txt": "",
    ])
  }

  @Test func fixReadsTheProjectConfiguration() throws {
    guard FileManager.default.isExecutableFile(atPath: Executable.url.path) else { return }
    let folder = try Self.aaaProject()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inner = folder.appendingPathComponent("Sources/App")
    let palette = folder.appendingPathComponent("design/palette.json").path
    // With a path: the project's policy, not the defaults (under which nothing fails).
    let given = try Executable.run(["fix", palette], directory: inner)
    #expect(given.status == 1, "\(given.output)\(given.error)")
    #expect(given.output.contains("#666666 → #595959"), "\(given.output)")
    // Without one: the project's palettes.
    let listed = try Executable.run(["fix"], directory: inner)
    #expect(listed.status == 1, "\(listed.output)\(listed.error)")
    #expect(listed.output.contains("#666666 → #595959"), "\(listed.output)")
    // The command line still wins.
    let overridden = try Executable.run(["fix", palette, "--policy", "wcag2-aa"], directory: inner)
    #expect(overridden.status == 0, "\(overridden.output)\(overridden.error)")
    #expect(overridden.output.contains("nothing to fix"))
  }

  @Test func diagnosticsReadTheProjectConfiguration() throws {
    guard FileManager.default.isExecutableFile(atPath: Executable.url.path) else { return }
    let folder = try Self.aaaProject(failOn: "fail")
    defer { try? FileManager.default.removeItem(at: folder) }
    let inner = folder.appendingPathComponent("Sources/App")
    let palette = folder.appendingPathComponent("design/palette.json").path
    // The project's policy and fail level: an error line, exit 1.
    for arguments in [
      ["audit", "--format", "diagnostics", palette], ["audit", "--format=diagnostics"],
    ] {
      let run = try Executable.run(arguments, directory: inner)
      #expect(run.status == 1, "\(arguments): \(run.output)\(run.error)")
      #expect(
        run.output.contains(": error: secondary on background (light): wcag2-aaa"),
        "\(arguments): \(run.output)")
    }
    // Without a fail level anywhere, the same finding is a warning.
    let lenient = try Self.aaaProject()
    defer { try? FileManager.default.removeItem(at: lenient) }
    let warned = try Executable.run(
      ["audit", "--format", "diagnostics"], directory: lenient.appendingPathComponent("Sources/App")
    )
    #expect(warned.status == 0, "\(warned.output)\(warned.error)")
    #expect(warned.output.contains(": warning: secondary on background (light): wcag2-aaa"))
  }

  @Test func configurationMatchesItsSchema() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(
        with: Data(
          contentsOf: Fixtures.repositoryRoot.appendingPathComponent(
            "Schemas/legible-config.schema.json"))) as? [String: Any])
    var configs = [
      Fixtures.url("Palettes/valid/catalog/legible.json"),
      Fixtures.url("Palettes/valid/css/legible.json"),
    ]
    for example in ["legible", "xcassets", "tokens", "css"] {
      configs.append(
        Fixtures.repositoryRoot.appendingPathComponent("Palettes/examples/\(example)/legible.json"))
    }
    let folder = try Self.project([
      "legible.json": #"""
      { "$schema": "x", "palettes": "a.json", "screenshots": ["shots"], "policies": "apple-hig",
        "increasedContrastPolicies": ["wcag2-aaa"], "appleRules": true, "failOn": "review",
        "maxWarnings": 3, "baseline": "b.json", "reports": { "sarif": "l.sarif" },
        "screenshotSettings": { "shots/*": { "scale": 3, "ignore": [[0, 0, 1, 1]],
          "ignoreSystemBars": false } },
        "ignore": [ { "foreground": "a", "background": "b", "reason": "logo" } ] }
      """#
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    configs.append(folder.appendingPathComponent("legible.json"))
    for url in configs {
      // Legible reads it…
      _ = try PaletteConfiguration.load(path: url.path)
      // …and the schema accepts it.
      var validator = JSONSchemaValidator(root: schema)
      validator.validate(try JSONSerialization.jsonObject(with: Data(contentsOf: url)))
      #expect(validator.errors.isEmpty, "\(url.lastPathComponent): \(validator.errors)")
    }
    // A misspelt key is refused by the schema as by Legible.
    var validator = JSONSchemaValidator(root: schema)
    validator.validate(["polices": ["wcag2-aa"]])
    #expect(!validator.errors.isEmpty)
  }

  @Test func initWritesAStarterAndNeverReplacesIt() throws {
    let folder = try Self.project([
      "App/Assets.xcassets/Label.colorset/Contents.json": "{}",
      "App/Assets.xcassets/Contents.json": "{}",
      "Design/brand.resolver.json": "{}",
      "web/site.css": ":root { --text: #111; }",
      "web/plain.css": "body { margin: 0 }",
      "Tests/__Snapshots__/home.png": "",
      "node_modules/x/theme.tokens.json": "{}",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let starter = StarterConfiguration.survey(folder.path)
    #expect(
      starter.palettes == ["App/Assets.xcassets", "Design/brand.resolver.json", "web/site.css"])
    #expect(starter.screenshots == ["Tests/__Snapshots__"])

    let run = RecordingConsole.run(["init", folder.path])
    #expect(run.status == .clean, "\(run.error)")
    let written = folder.appendingPathComponent("legible.json")
    let configuration = try PaletteConfiguration.load(path: written.path)
    #expect(configuration.palettes.count == 3 && configuration.screenshots.count == 1)
    let before = try Data(contentsOf: written)
    let again = RecordingConsole.run(["init", folder.path])
    #expect(again.status == .error)
    #expect(again.error.contains("already exists"), "\(again.error)")
    #expect(try Data(contentsOf: written) == before)
  }
}
