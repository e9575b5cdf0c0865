import Foundation
import LegibleCLI
import Testing
import _LegibleTestSupport

/// `legible audit --format diagnostics`: compiler-style lines for the build-tool plugin.
@Suite struct AuditDiagnosticsTests {
  /// The plugin sample's target folder: a catalog whose Caption on Surface fails in light.
  static let sample = Fixtures.repositoryRoot.appendingPathComponent(
    "Fixtures/PluginSample/Sources/SampleUI")

  @Test func warningAtTheColourSetLineByDefault() {
    let run = RecordingConsole.run(["audit", "--format", "diagnostics", Self.sample.path])
    #expect(run.status == .clean)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 1)
    let file = Self.sample.appendingPathComponent("Colors.xcassets/Caption.colorset/Contents.json")
    // Line 4, column 7: the `"color" : {` of the colour set's first (light) entry.
    let expected =
      "\(file.path):4:7: warning: Caption on Surface (light): wcag2-aa text: 2.60:1 < 4.50:1; "
      + "passes only with Increase Contrast, which wcag2-aa does not accept; try #76767e [wcag2-aa]"
    #expect(lines.first.map(String.init) == expected)
    #expect(run.error.isEmpty)
  }

  @Test func failOnMakesErrorsAndExitsOne() {
    let run = RecordingConsole.run([
      "audit", "--format=diagnostics", "--fail-on", "review", Self.sample.path,
    ])
    #expect(run.status == .findings)
    #expect(run.output.contains(":4:7: error: Caption on Surface (light)"))
  }

  @Test func failOnFromTheConfiguration() throws {
    let folder = ScratchFolder.root.appendingPathComponent(
      "legible-diagnostics-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.sample.appendingPathComponent("Colors.xcassets"),
      to: folder.appendingPathComponent("Colors.xcassets"))
    let configuration = """
      {
        "policies": ["wcag2-aa"],
        "failOn": "review",
        "pairs": [{ "foreground": "Caption", "background": "Surface" }]
      }
      """
    try Data(configuration.utf8).write(to: folder.appendingPathComponent("legible.json"))
    let run = RecordingConsole.run(["audit", "--format", "diagnostics", folder.path])
    #expect(run.status == .findings)
    #expect(run.output.contains(": error: Caption on Surface (light)"))

    try Data(configuration.replacingOccurrences(of: "\"review\"", with: "\"often\"").utf8)
      .write(to: folder.appendingPathComponent("legible.json"))
    let bad = RecordingConsole.run(["audit", "--format", "diagnostics", folder.path])
    #expect(bad.status == .error)
    // The bad value is reported as an error at its file and line, on standard output only.
    #expect(
      bad.output.contains(
        "legible.json:3: error: \"failOn\" is \"often\"; expected fail or review"))
    #expect(!bad.error.contains("legible: error:"))
  }
}
