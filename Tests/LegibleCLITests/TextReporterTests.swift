import Foundation
import LegibleCLI
import LegibleImaging
import LegibleReporting
import Testing
import _LegibleTestSupport

/// `--format text`: compiler-style lines (`path:line:column: error: message [rule]` for
/// palettes and batch files, `path: error: x,y w×h: …` for screenshots), the summary last, and
/// `--quiet` for the findings alone.
@Suite struct TextReporterTests {
  static let palette = ReporterTests.palette

  @Test func textGolden() throws {
    try ReporterTests.expectGolden(
      ReporterTests.auditOutput("text"), "audit.txt", decode: ReporterTests.lines)
  }

  @Test func paletteFindingsAreCompilerStyleLines() throws {
    let run = ReporterTests.run(["audit", Self.palette, "--policy", "wcag2-aa"])
    #expect(run.status == .findings)
    let lines = run.output.split(separator: "\n").map(String.init)
    // 4 appearances × 2 failing pairs, then the summary.
    #expect(lines.count == 9)
    let pattern =
      #/^Fixtures/Palettes/baseline/palette\.json:(\d+):(\d+): error: .+ \[pair-contrast\]$/#
    for line in lines.dropLast() {
      let match = try #require(line.wholeMatch(of: pattern), "\(line)")
      // The line of the foreground's value; the column where its text starts.
      #expect(["6", "7"].contains(match.1) && match.2 == "5", "\(line)")
    }
    #expect(lines[0].contains("secondary on background (light): wcag2-aa text: 2.85:1"))
    #expect(lines[0].hasSuffix("→ #767676 [pair-contrast]"))
    #expect(
      lines.last == "audit: 1 palette: 8 failing, 0 warnings, 0 to review, 4 passing; "
        + "failing wcag2-aa")

    let quiet = ReporterTests.run(["audit", Self.palette, "--policy", "wcag2-aa", "--quiet"])
    #expect(quiet.output.split(separator: "\n").map(String.init) == Array(lines.dropLast()))

    let all = ReporterTests.run(["audit", Self.palette, "--policy", "wcag2-aa", "--all"])
    #expect(all.output.split(separator: "\n").filter { $0.contains(": note: ") }.count == 4)
  }

  @Test func batchLinesNameTheFileAndLine() throws {
    let folder = ScratchFolder.root
      .appendingPathComponent("legible-text-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pairs.txt")
    try "#000 #fff\n\n#777 white\n".write(to: file, atomically: true, encoding: .utf8)
    let run = RecordingConsole.run(["check", "--batch", file.path, "--policy", "wcag2-aa"])
    #expect(run.status == .findings)
    #expect(
      run.output == """
        \(file.path):3: error: #777777 on #ffffff: 4.48:1 below wcag2-aa's 4.5:1 for text → #767676 [pair-contrast]
        check: 2 pairs: 1 failing, 0 warnings, 0 to review, 1 passing; failing wcag2-aa

        """)
  }

  @Test(.enabled(if: PNGDecoder.isAvailable)) func screenshotLinesGiveTheBox() throws {
    let folder = Fixtures.url("Screenshots/browser").path
    let run = ReporterTests.run(["scan", folder, "--quiet"])
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(!lines.isEmpty)
    let pattern =
      #/^Fixtures/Screenshots/browser/[^:]+\.png: (error|warning): \d+,\d+ \d+×\d+: #[0-9a-f]{6} on #[0-9a-f]{6}: .+ \[(screenshot-(non-)?text-contrast|link-distinct|control-boundary)\]$/#
    for line in lines {
      #expect(line.wholeMatch(of: pattern) != nil, "\(line)")
    }
    let full = ReporterTests.run(["scan", folder])
    #expect(full.output.split(separator: "\n").last?.hasPrefix("scan: ") == true)
  }

  @Test func reporterEscapesInputText() {
    var finding = Finding(
      ruleID: "pair-contrast", policy: "wcag2-aa", metric: .wcagRatio, status: .fail,
      location: .init(path: "a\nb.json", line: 2, column: 3),
      subject: .init(foregroundColor: "#777777", backgroundColor: "#ffffff"),
      measurements: .init(wcagRatio: 4.48, apcaLc: 71, value: 4.48, required: 4.5),
      message: "evil\u{1B}]0;x")
    finding.suggestion = "#767676"
    let report = FindingReport(
      command: .audit, policies: ["wcag2-aa"],
      inputs: [.init(path: "a\nb.json", findings: [finding])])
    let text = TextReporter(isQuiet: true).render(report)
    #expect(text == "a\\nb.json:2:3: error: evil\\e]0;x → #767676 [pair-contrast]\n")
  }
}
