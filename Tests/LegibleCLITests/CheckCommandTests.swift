import Foundation
import LegibleCLI
import LegibleReporting
import Testing
import _LegibleTestSupport

@Suite struct CheckCommandTests {
  struct JSONReport: Decodable {
    struct Result: Decodable {
      struct Outcome: Decodable {
        let id: String
        let required: Double?
        let status: String
      }
      struct Suggested: Decodable {
        let foreground: String?
        let background: String?
      }
      let foreground: String
      let background: String
      let wcagRatio: Double
      let apcaLc: Double
      let policies: [Outcome]
      let status: String
      let suggestion: Suggested?
      let line: Int?
    }
    struct InputError: Decodable {
      let line: Int
      let message: String
    }
    let results: [Result]
    let errors: [InputError]
  }

  static func decode(_ text: String) throws -> JSONReport {
    try JSONDecoder().decode(JSONReport.self, from: Data(text.utf8))
  }

  /// `#777` on white is 4.4781:1 by the normative WCAG 2.2 formula and fails AA.
  @Test func failingPairAsJSON() throws {
    let run = RecordingConsole.run(["check", "#777", "#fff", "--format", "json"])
    #expect(run.status == .findings)
    let report = try Self.decode(run.output)
    let result = try #require(report.results.first)
    #expect(result.wcagRatio.isApproximatelyEqual(to: 4.478089453577214, absoluteTolerance: 1e-12))
    #expect(result.apcaLc.isApproximatelyEqual(to: 71.11110332561125, absoluteTolerance: 1e-9))
    #expect(result.policies.map(\.id) == ["wcag2-aa", "apca-bronze"])
    // Lc 71.1 meets Bronze's content-text level (60, size unknown), not its body-text level.
    #expect(result.policies.map(\.status) == ["fail", "pass"])
    #expect(result.status == "fail")
    let fix = try #require(result.suggestion?.foreground)
    #expect(fix != "#777777")
  }

  /// The README's quick start: the classic passing grey passes the default policies.
  @Test func classicGreyPassesByDefault() {
    let run = RecordingConsole.run(["check", "#767676", "white"])
    #expect(run.status == .clean)
    // Given a body-text size, APCA Bronze asks for Lc 75 and #767676 (Lc 71.6) falls short.
    let sized = RecordingConsole.run(["check", "#767676", "white", "--size", "16"])
    #expect(sized.status == .findings)
    #expect(sized.output.contains("needs Lc 75 for body text"))
  }

  @Test func passingPair() {
    let run = RecordingConsole.run(["check", "#767676", "white", "--policy", "wcag2-aa"])
    #expect(run.status == .clean)
    #expect(run.output.contains("4.54:1"))
    #expect(run.error.isEmpty)
  }

  @Test func unknownColourNamesTheInput() {
    let run = RecordingConsole.run(["check", "banana", "white"])
    #expect(run.status == .error)
    #expect(run.error.hasPrefix("legible: error: "))
    #expect(run.error.contains("banana"))
    #expect(run.output.isEmpty)
  }

  @Test(arguments: [
    ["check"], ["check", "#fff"], ["check", "#fff", "#000", "#111"], ["check", "--nope", "a", "b"],
    ["check", "#fff", "#000", "--policy", "wcag9"], ["check", "#fff", "#000", "--format", "xml"],
    ["check", "#fff", "#000", "--size", "huge"], ["check", "#fff", "#000", "--weight", "9000"],
    ["check", "#fff", "#000", "--role", "banner"], ["check", "#fff", "#000", "--size"],
    ["frobnicate"], [],
  ])
  func usageErrorsExitTwo(_ arguments: [String]) {
    let run = RecordingConsole.run(arguments)
    #expect(run.status == .error)
    #expect(!run.error.isEmpty)
  }

  @Test func translucentBackgroundNeedsBackdrop() throws {
    let missing = RecordingConsole.run(["check", "white", "#3c3c4399"])
    #expect(missing.status == .error)
    #expect(missing.error.contains("backdrop"))
    let run = RecordingConsole.run([
      "check", "white", "#3c3c4399", "--backdrop", "black", "--format", "json",
    ])
    let result = try #require(try Self.decode(run.output).results.first)
    #expect(result.background == "#242428")
  }

  @Test func sizeAndWeightSelectLargeText() throws {
    // #949494 on white is 3.03:1: fails body text, passes large text (24 px, or 14 CSS pt bold).
    let body = RecordingConsole.run(["check", "#949494", "white", "--policy", "wcag2-aa"])
    #expect(body.status == .findings)
    for flags in [
      ["--size", "24"], ["--size", "24pt"], ["--size", "18cssPt"],
      ["--size", "14cssPt", "--weight", "bold"],
    ] {
      let run = RecordingConsole.run(["check", "#949494", "white", "--policy", "wcag2-aa"] + flags)
      #expect(run.status == .clean, "\(flags)")
    }
  }

  /// `pt` is an Apple point (1 pt = 1 CSS px): an iOS developer's 17 pt body text is body text
  /// under `apple-hig` (4.5:1 up to 17 pt), not 22.7 px large text.
  @Test func applePointsAreCSSPixels() throws {
    for size in ["17pt", "18pt"] {
      let run = RecordingConsole.run([
        "check", "#949494", "white", "--policy", "apple-hig,wcag2-aa", "--size", size,
        "--format", "json",
      ])
      #expect(run.status == .findings, "\(size)")
      let result = try #require(try Self.decode(run.output).results.first)
      let required = result.policies.map(\.required)
      #expect(size == "17pt" ? required == [4.5, 4.5] : required == [3, 4.5], "\(size)")
    }
    let css = RecordingConsole.run([
      "check", "#949494", "white", "--policy", "apple-hig", "--size", "17cssPt",
    ])
    #expect(css.status == .clean)
  }

  @Test func batchKeepsOrderAndReportsBadLines() throws {
    let file = ScratchFolder.root
      .appendingPathComponent("legible-batch-\(UUID().uuidString).txt")
    try """
    # pairs
    #777 #fff
    rgb(0, 0, 0), white   # black on white
    banana white
    #767676,#ffffff
    #fff
    """.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = RecordingConsole.run([
      "check", "--batch", file.path, "--format", "json", "--policy", "wcag2-aa",
    ])
    #expect(run.status == .error)
    let report = try Self.decode(run.output)
    #expect(report.results.map(\.line) == [2, 3, 5])
    #expect(report.results.map(\.status) == ["fail", "pass", "pass"])
    #expect(report.errors.map(\.line) == [4, 6])
    #expect(run.error.contains("\(file.path):4:"))
    #expect(run.error.contains("banana"))
  }

  @Test func unreadableBatchInputs() {
    let folder = RecordingConsole.run([
      "check", "--batch", ScratchFolder.root.path,
    ])
    #expect(folder.status == .error)
    #expect(folder.error.contains("is a folder"))
    let missing = RecordingConsole.run(["check", "--batch", "/nonexistent/pairs.txt"])
    #expect(missing.status == .error)
    #expect(missing.error.contains("/nonexistent/pairs.txt: no such batch file"))
  }

  @Test func noColorIsRespected() {
    let plain = RecordingConsole.run(
      ["check", "#777", "#fff"], environment: ["NO_COLOR": "1"], terminal: true)
    #expect(!plain.output.contains("\u{1B}["))
    let colored = RecordingConsole.run(
      ["check", "#777", "#fff"], environment: ["COLORTERM": "truecolor"], terminal: true)
    #expect(colored.output.contains("\u{1B}[48;2;255;255;255m"))
    let piped = RecordingConsole.run(["check", "#777", "#fff"])
    #expect(!piped.output.contains("\u{1B}["))
  }

  @Test func negativeLcIsShownWithItsSign() {
    let run = RecordingConsole.run(["check", "white", "#888"])
    #expect(run.output.contains("Lc -68.5"))
  }

  /// A failing value is never displayed rounded up to its threshold.
  @Test func failingRatioIsNotRoundedUp() throws {
    // #c0122f on #9ef20f: 4.5005 passes; find one just under 4.5: #777 on #fff is 4.478 → "4.48".
    let run = RecordingConsole.run(["check", "#777", "#fff", "--policy", "wcag2-aa"])
    #expect(run.output.contains("4.48:1"))
  }
}

/// The built executable, as a user runs it.
@Suite struct CheckEndToEndTests {
  @Test func exitStatusesAndStreams() throws {
    let fail = try Executable.run(["check", "#777", "#fff", "--format", "json"])
    #expect(fail.status == 1)
    #expect(fail.output.contains("\"wcagRatio\" : 4.478089453577214"))
    let pass = try Executable.run(["check", "#767676", "white"])
    #expect(pass.status == 0)
    let bad = try Executable.run(["check", "banana", "white"])
    #expect(bad.status == 2)
    #expect(bad.error.contains("banana"))
    #expect(bad.output.isEmpty)
  }

  @Test func batchFromStandardInput() throws {
    let run = try Executable.run(
      ["check", "--batch", "-", "--format", "json"], input: "#000 #fff\n#fff #fff\n")
    #expect(run.status == 1)
    let report = try CheckCommandTests.decode(run.output)
    #expect(report.results.map(\.status) == ["pass", "fail"])
  }

  /// A batch of more pairs than allowed is refused before any is measured: one line naming the
  /// input, exit 2, nothing on standard output; comments and blank lines do not count.
  @Test func batchOfTooManyPairsIsRefused() throws {
    let pairs = (0..<11).map { "#\(String(repeating: String($0 % 10), count: 6)) #fff\n" }.joined()
    let input = "# eleven pairs\n\n" + pairs
    let refused = try Executable.run(
      ["check", "--batch", "-", "--max-pairs", "10", "--format", "json"], input: input)
    #expect(refused.status == 2)
    #expect(refused.output.isEmpty)
    #expect(
      refused.error
        == "legible: error: <stdin>: 11 colour pairs, more than the 10 one batch may hold "
        + "(split it, or allow more with --max-pairs N)\n")
    let allowed = try Executable.run(
      ["check", "--batch", "-", "--max-pairs", "11", "--format", "json"], input: input)
    #expect(allowed.status == 1)
    #expect(try CheckCommandTests.decode(allowed.output).results.count == 11)
    #expect(PairBatch.defaultMaximumPairs == 100_000)
    #expect(PairBatch.pairLineCount(input) == 11)
  }
}

/// `Fixtures/Batch/pairs-2000.txt`: 2 000 pairs in assorted syntaxes, with expected values from
/// an independent implementation (`Scripts/make-batch-fixture.py`: coloraide 8.13.1 for parsing,
/// the published WCAG 2.2 and APCA-W3 0.0.98G-4g formulas in Python).
@Suite struct BatchAgreementTests {
  struct Expected: Decodable {
    struct Result: Decodable {
      let line: Int
      let wcagRatio: Double
      let apcaLc: Double
    }
    let results: [Result]
  }

  @Test func twoThousandPairsAgree() throws {
    let expected = try JSONDecoder().decode(
      Expected.self, from: Fixtures.data("Batch/pairs-2000.expected.json"))
    let run = RecordingConsole.run([
      "check", "--batch", Fixtures.url("Batch/pairs-2000.txt").path, "--format", "json",
    ])
    #expect(run.error.isEmpty)
    let report = try CheckCommandTests.decode(run.output)
    #expect(report.errors.isEmpty)
    try #require(report.results.count == expected.results.count)
    for (result, reference) in zip(report.results, expected.results) {
      #expect(result.line == reference.line)
      // Text forms such as oklch() with 15 digits round-trip to about 1e-7 in ratio.
      #expect(
        result.wcagRatio.isApproximatelyEqual(to: reference.wcagRatio, absoluteTolerance: 1e-6),
        "line \(reference.line)")
      #expect(
        result.apcaLc.isApproximatelyEqual(to: reference.apcaLc, absoluteTolerance: 1e-5),
        "line \(reference.line)")
    }
  }
}
