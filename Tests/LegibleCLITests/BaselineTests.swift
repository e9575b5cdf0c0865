import Foundation
import LegibleCLI
import LegibleImaging
import LegibleReporting
import Testing
import _LegibleTestSupport

/// `--baseline` and `--update-baseline`: known findings are suppressed, new ones fail, fixed ones
/// are reported stale; screenshot findings match by overlapping box.
@Suite struct BaselineTests {
  static let palette = try! String(
    contentsOf: Fixtures.url("Palettes/baseline/palette.json"), encoding: .utf8)

  /// A scratch folder with the fixture palette (optionally edited) in it.
  static func folder(_ palette: String = palette) throws -> URL {
    let folder = ScratchFolder.root.appendingPathComponent(
      "legible-baseline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try palette.write(
      to: folder.appendingPathComponent("palette.json"), atomically: true, encoding: .utf8)
    return folder
  }

  static func audit(_ folder: URL, _ extra: [String]) -> (
    status: LegibleCLI.ExitStatus, output: String, error: String
  ) {
    RecordingConsole.run(
      ["audit", folder.appendingPathComponent("palette.json").path, "--policy", "wcag2-aa"] + extra)
  }

  static func sarifResults(_ text: String) throws -> [[String: Any]] {
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    return try #require(runs.first?["results"] as? [[String: Any]])
  }

  @Test func knownFailuresPassWithTheBaselineAndOnlyNewOnesFail() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseline = folder.appendingPathComponent("legible-baseline.json").path

    // Known failures: exit 1.
    #expect(Self.audit(folder, []).status == .findings)

    // Record them, then the same run with the baseline passes.
    let update = Self.audit(folder, ["--baseline", baseline, "--update-baseline"])
    #expect(update.status == .clean)
    #expect(update.error.contains("wrote 8 known findings"))
    let written = try String(contentsOfFile: baseline, encoding: .utf8)
    let decoded = try JSONDecoder().decode(Baseline.self, from: Data(written.utf8))
    #expect(decoded.entries.count == 8)
    #expect(decoded.entries == decoded.entries.sorted())
    #expect(written.contains("\n  \"entries\" : ["))  // pretty-printed for diffs
    let again = Self.audit(folder, ["--baseline", baseline])
    #expect(again.status == .clean)
    #expect(again.error.contains("8 known findings suppressed by the baseline"))
    #expect(!again.output.contains("secondary on background"))

    // One new failing pair: exit 1, and only that pair is reported.
    let added = Self.palette.replacingOccurrences(
      of: "\"tertiary\": \"#aaaaaa\"",
      with: "\"tertiary\": \"#aaaaaa\",\n    \"quaternary\": \"#bbbbbb\""
    ).replacingOccurrences(
      of: "{ \"foreground\": \"tertiary\", \"background\": \"background\", \"role\": \"text\" }",
      with:
        "{ \"foreground\": \"tertiary\", \"background\": \"background\", \"role\": \"text\" },\n"
        + "    { \"foreground\": \"quaternary\", \"background\": \"background\", \"role\": \"text\" }"
    )
    #expect(added != Self.palette)
    try added.write(
      to: folder.appendingPathComponent("palette.json"), atomically: true, encoding: .utf8)
    let withNew = Self.audit(folder, ["--baseline", baseline, "--format", "sarif"])
    #expect(withNew.status == .findings)
    let results = try Self.sarifResults(withNew.output)
    let unsuppressed = results.filter { $0["suppressions"] == nil }
    #expect(unsuppressed.count == 4)
    #expect(
      unsuppressed.allSatisfy {
        (($0["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(
          "quaternary on background")
          == true
      })
    #expect(results.count - unsuppressed.count == 8)

    // A fixed pair: its entries are stale, the run passes.
    let fixed = Self.palette.replacingOccurrences(of: "#999999", with: "#595959")
    try fixed.write(
      to: folder.appendingPathComponent("palette.json"), atomically: true, encoding: .utf8)
    let afterFix = Self.audit(folder, ["--baseline", baseline, "--format", "markdown"])
    #expect(afterFix.status == .clean)
    #expect(afterFix.error.contains("4 known findings suppressed by the baseline; 4 stale entries"))
    #expect(afterFix.error.contains("stale: pair-contrast wcag2-aa light secondary on background"))
    #expect(afterFix.output.contains("**Stale baseline entries**"))
  }

  @Test func unreadableBaselineIsAnInputError() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseline = folder.appendingPathComponent("broken.json")
    try "{\"version\": 1, \"entries\": [{\"rule\": 3}]}".write(
      to: baseline, atomically: true, encoding: .utf8)
    let run = Self.audit(folder, ["--baseline", baseline.path])
    #expect(run.status == .error)
    #expect(run.error.contains("broken.json: not a Legible baseline"))
    #expect(Self.audit(folder, ["--update-baseline"]).status == .error)
  }

  @Test func reportMustNotOverwriteAnInput() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let palette = folder.appendingPathComponent("palette.json").path
    let run = Self.audit(folder, ["--report", "sarif=\(palette)"])
    #expect(run.status == .error)
    #expect(try String(contentsOfFile: palette, encoding: .utf8) == Self.palette)
  }

  static func screenshotFinding(_ box: PixelRect, foreground: String = "#777777") -> Finding {
    Finding(
      ruleID: FindingRule.screenshotText.id, policy: "wcag2-aa", metric: .wcagRatio, status: .fail,
      location: .init(path: "shots/home.png", region: box),
      subject: .init(foregroundColor: foreground, backgroundColor: "#ffffff", role: "text"),
      measurements: .init(wcagRatio: 4.2, apcaLc: 68, value: 4.2, required: 4.5),
      message: "text contrast 4.20:1 below the required 4.50:1")
  }

  /// A screenshot finding shifted by a few pixels, or with colours a step off, is still the
  /// known one; a neighbouring line, or another colour, is new.
  @Test func screenshotFindingsMatchByOverlap() {
    let known = Self.screenshotFinding(PixelRect(x: 40, y: 100, width: 200, height: 20))
    let baseline = Baseline(entries: [Baseline.Entry(known)])
    func isSuppressed(_ finding: Finding) -> Bool {
      let report = FindingReport(
        command: .scan, policies: ["wcag2-aa"],
        inputs: [.init(path: "shots/home.png", findings: [finding])])
      return baseline.apply(to: report).suppressed.count == 1
    }
    #expect(isSuppressed(known))
    #expect(isSuppressed(Self.screenshotFinding(PixelRect(x: 43, y: 97, width: 198, height: 21))))
    #expect(
      isSuppressed(
        Self.screenshotFinding(
          PixelRect(x: 40, y: 100, width: 200, height: 20), foreground: "#797979")))
    #expect(!isSuppressed(Self.screenshotFinding(PixelRect(x: 40, y: 124, width: 200, height: 20))))
    #expect(
      !isSuppressed(
        Self.screenshotFinding(
          PixelRect(x: 40, y: 100, width: 200, height: 20), foreground: "#999999")))
    // Stale: the entry that matched nothing.
    let report = FindingReport(
      command: .scan, policies: ["wcag2-aa"], inputs: [.init(path: "shots/home.png", findings: [])])
    #expect(baseline.apply(to: report).stale.count == 1)
  }

  /// Each entry suppresses one finding: a second identical failure is new.
  @Test func oneEntrySuppressesOneFinding() {
    let known = Self.screenshotFinding(PixelRect(x: 0, y: 0, width: 50, height: 10))
    let baseline = Baseline(entries: [Baseline.Entry(known)])
    let report = FindingReport(
      command: .scan, policies: ["wcag2-aa"],
      inputs: [.init(path: "shots/home.png", findings: [known, known])])
    let applied = baseline.apply(to: report)
    #expect(applied.suppressed.count == 1)
    #expect(applied.findings.count == 1)
    #expect(applied.summary.failures == 1)
  }
}
