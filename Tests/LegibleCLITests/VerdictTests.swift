import Foundation
import LegibleCLI
import LegibleReporting
import Testing
import _LegibleTestSupport

/// Honest per-policy verdicts in reports, summaries and exit codes.
@Suite struct VerdictTests {
  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// With two policies deciding, the requirement and the words of a finding belong to the policy
  /// that set its status: 4.54:1 text fails AAA's 7:1, never "below the required 4.50:1".
  @Test func scanRequirementBelongsToTheDecidingPolicy() throws {
    let run = RecordingConsole.run([
      "scan", Fixtures.url("Screenshots/browser").path, "--policy", "wcag2-aa,wcag2-aaa",
      "--format", "json",
    ])
    let images = try #require(try Self.json(run.output)["images"] as? [[String: Any]])
    let findings = images.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
    let failures = findings.filter { $0["status"] as? String == "fail" }
    #expect(!failures.isEmpty)
    var sawAAA = false
    for finding in failures {
      let ratio = try #require(finding["wcagRatio"] as? Double)
      let required = try #require(finding["required"] as? Double)
      let policy = try #require(finding["policy"] as? String)
      #expect(finding["metric"] as? String == "wcagRatio")
      // The deciding requirement is one the measured ratio is below.
      #expect(ratio < required * 1.01, "\(finding)")
      if ratio >= 4.5 * 1.01 {
        sawAAA = true
        #expect(policy == "wcag2-aaa")
        #expect(required == 7 || required == 4.5)
        #expect((finding["reason"] as? String)?.contains("below the required 4.50:1") == false)
      }
    }
    #expect(sawAAA)
  }

  /// Under APCA alone, the requirement is in Lc and the words say so.
  @Test func scanUnderAPCAReportsLc() throws {
    let run = RecordingConsole.run([
      "scan", Fixtures.url("Screenshots/browser").path, "--policy", "apca-bronze", "--format",
      "json",
    ])
    let images = try #require(try Self.json(run.output)["images"] as? [[String: Any]])
    let findings = images.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
    let failure = try #require(findings.first { $0["status"] as? String == "fail" })
    #expect(failure["metric"] as? String == "apcaLc")
    #expect(failure["policy"] as? String == "apca-bronze")
    #expect((failure["reason"] as? String)?.contains("Lc ") == true)
    #expect((failure["reason"] as? String)?.contains(":1 below") == false)
  }

  /// `check` with a decorative role is exempt under every policy, APCA included.
  @Test func decorativeIsExemptInCheck() throws {
    let run = RecordingConsole.run([
      "check", "#eeeeee", "white", "--role", "decorative", "--policy",
      "wcag2-aa,wcag2-aaa,apca-bronze,apple-hig", "--format", "json",
    ])
    #expect(run.status == .clean)
    let result = try #require((try Self.json(run.output)["results"] as? [[String: Any]])?.first)
    let policies = try #require(result["policies"] as? [[String: Any]])
    #expect(policies.count == 4)
    #expect(policies.allSatisfy { $0["status"] as? String == "exempt" && $0["required"] is NSNull })
  }

  /// The text summary names the policies that failed, not every one checked.
  @Test func checkSummaryNamesTheFailedPolicies() {
    let run = RecordingConsole.run(["check", "#777", "white", "--color", "never"])
    #expect(run.output.hasSuffix("1 pair: fails (wcag2-aa)\n"))
  }

  /// Warnings are counted as warnings, not reviews; under apple-hig a pair passing only with
  /// Increase Contrast is a warning, under wcag2-aa a failure.
  @Test func warningsAreCountedAsWarnings() throws {
    let palette = Fixtures.repositoryRoot.appendingPathComponent("Palettes/apple-system.json").path
    let apple = RecordingConsole.run([
      "audit", palette, "--policy", "apple-hig", "--format", "json",
    ])
    let summary = try #require(try Self.json(apple.output)["summary"] as? [String: Int])
    #expect(summary["warnings"]! > 0)
    #expect(summary["reviews"] == 0)
    let results = try #require(
      (try Self.json(apple.output)["palettes"] as? [[String: Any]])?.first?["results"]
        as? [[String: Any]])
    let blue = try #require(
      results.first {
        $0["foreground"] as? String == "systemBlue"
          && $0["background"] as? String == "systemBackground"
          && $0["variant"] as? String == "light"
      })
    #expect(blue["status"] as? String == "warning")
    #expect(blue["policy"] as? String == "apple-hig")
    #expect(blue["metric"] as? String == "wcagRatio")
    let wcag = RecordingConsole.run(["audit", palette, "--policy", "wcag2-aa", "--format", "json"])
    #expect(try #require(try Self.json(wcag.output)["summary"] as? [String: Int])["warnings"] == 0)
  }

  // MARK: - Exit codes

  @Test func exitCodesFromOneFunction() {
    #expect(ExitCode.of(Summary(), failOn: .fail) == .clean)
    #expect(ExitCode.of(Summary(failures: 1), failOn: .fail) == .findings)
    #expect(ExitCode.of(Summary(failures: 1, errors: 1), failOn: .fail) == .error)
    #expect(ExitCode.of(Summary(warnings: 3), failOn: .fail) == .clean)
    #expect(ExitCode.of(Summary(warnings: 3), failOn: .review) == .findings)
    #expect(ExitCode.of(Summary(reviews: 1), failOn: .review) == .findings)
    #expect(ExitCode.of(Summary(warnings: 3), failOn: .fail, maxWarnings: 3) == .clean)
    #expect(
      ExitCode.of(Summary(warnings: 2, reviews: 2), failOn: .fail, maxWarnings: 3) == .findings)
  }

  @Test func maxWarningsOnTheCommandLine() {
    let palette = Fixtures.repositoryRoot.appendingPathComponent("Palettes/apple-system.json").path
    // One pair that passes only with Increase Contrast: one warning under apple-hig.
    let folder = ScratchFolder.root.appendingPathComponent(
      "legible-warn-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("palette.json")
    try? """
    {"colors": {"fg": {"light": "#777777", "lightIncreasedContrast": "#595959",
                       "dark": "#ffffff"}, "bg": {"light": "#ffffff", "dark": "#000000"}},
     "pairs": [{"foreground": "fg", "background": "bg"}]}
    """.write(to: file, atomically: true, encoding: .utf8)
    let base = ["audit", file.path, "--policy", "apple-hig"]
    #expect(RecordingConsole.run(base).status == .clean)
    #expect(RecordingConsole.run(base + ["--max-warnings", "1"]).status == .clean)
    #expect(RecordingConsole.run(base + ["--max-warnings", "0"]).status == .findings)
    #expect(RecordingConsole.run(base + ["--max-warnings", "-1"]).status == .error)
    #expect(RecordingConsole.run(["audit", palette, "--max-warnings", "x"]).status == .error)
  }
}
