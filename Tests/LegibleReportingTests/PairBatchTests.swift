import Foundation
import LegibleColor
import LegibleReporting
import Testing
import _LegibleTestSupport

/// `check --batch` as a library call: reading, the line syntax and checking each pair, without
/// the command line.
@Suite struct PairBatchTests {
  @Test func checksEveryLineAndReportsTheOnesItCannot() throws {
    let text = [
      "# pairs, CRLF and LF", "#777 white\r", "", "#77777 white", "rgb(0, 0, 0), white  # black",
      "#000 #fff #eee", "white rgba(0,0,0,0.5)", "red\u{0}\tblue",
    ].joined(separator: "\n")
    let outcome = PairBatch.check(text, policies: [.wcag2AA])
    #expect(outcome.results.map(\.line) == [2, 5])
    // WCAG 2.2: #777777 on white is 4.48:1, black on white 21:1.
    #expect(outcome.results.map(\.status) == [.fail, .pass])
    #expect(outcome.results[0].suggestion?.foreground == "#767676")
    #expect(outcome.errors.map(\.line) == [4, 6, 7, 8])
    #expect(outcome.errors[1].reason == .fieldCount(3))
    #expect(outcome.errors[3].reason == .controlCharacter("\u{0}"))
    guard case .pair(.unreadableColor(let message)) = outcome.errors[0].reason else {
      Issue.record("expected an unreadable colour, got \(outcome.errors[0].reason)")
      return
    }
    #expect(message.hasPrefix("foreground colour \"#77777\""))
    guard case .pair(.needsBackdrop) = outcome.errors[2].reason else {
      Issue.record("expected a missing backdrop, got \(outcome.errors[2].reason)")
      return
    }

    // The report, and the findings every reporter reads.
    let report = outcome.report(policies: ["wcag2-aa"])
    #expect(report.summary.failures == 1 && report.summary.passes == 1)
    #expect(report.summary.errors == 4)
    #expect(report.errors.map(\.message)[1] == "expected two colours, found 3")
    #expect(report.errors.map(\.message)[3] == "the line holds the control character U+0000")
    let findings = FindingReport(check: report, role: "text", batch: "pairs.txt")
    #expect(findings.findings.map(\.location.line) == [2, 5])
    #expect(ExitCode.of(findings.summary, failOn: .fail) == .error)
  }

  @Test func aBackdropCompositesTranslucentBackgrounds() {
    let outcome = PairBatch.check("white rgba(0,0,0,0.5)\n", backdrop: .black)
    #expect(outcome.errors.isEmpty)
    #expect(outcome.results.first?.background == "#000000")
  }

  @Test func overlongLinesAreRefusedUnread() {
    let line = "#000 " + String(repeating: "x", count: PairBatch.maximumLineBytes)
    let outcome = PairBatch.check(line)
    #expect(outcome.results.isEmpty)
    #expect(
      outcome.errors.first?.reason
        == .tooLong(bytes: line.utf8.count, start: String(line.prefix(40))))
  }

  @Test func commentsStartOnlyAtAHashFollowedBySpaceOrTheEnd() {
    #expect(PairBatch.stripComment("#777 white  # grey") == "#777 white  ")
    #expect(PairBatch.stripComment("#") == "")
    #expect(PairBatch.stripComment("#777 #fff") == "#777 #fff")
    #expect(PairBatch.fields("rgb(0, 0, 0), white") == ["rgb(0, 0, 0)", "white"])
  }

  @Test func readsFilesWithoutTheirByteOrderMarkAndWithinTheLimit() throws {
    let file = ScratchFolder.root
      .appendingPathComponent("legible-pairs-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data([0xEF, 0xBB, 0xBF] + Array("#000 #fff\n".utf8)).write(to: file)
    #expect(try PairBatch.read(file.path) == "#000 #fff\n")
    #expect(throws: PairBatch.ReadError.self) { try PairBatch.read(file.path, limit: 4) }
    #expect(throws: PairBatch.ReadError("/no/such/pairs.txt: no such batch file")) {
      try PairBatch.read("/no/such/pairs.txt")
    }
    let folder = ScratchFolder.root.path
    #expect(throws: PairBatch.ReadError.self) { try PairBatch.read(folder) }
    #expect(PairBatch.displayName("-") == "<stdin>")
  }

  /// The batch fixture checked through the library agrees with values computed independently
  /// (the fixture's `about`: coloraide, the WCAG 2.2 and APCA-W3 0.0.98G-4g formulas in Python).
  @Test func theBatchFixtureAgreesWithTheIndependentValues() throws {
    struct Expected: Decodable {
      struct Result: Decodable {
        let line: Int
        let wcagRatio: Double
        let apcaLc: Double
      }
      let results: [Result]
    }
    let expected = try JSONDecoder().decode(
      Expected.self, from: Fixtures.data("Batch/pairs-2000.expected.json"))
    let outcome = PairBatch.check(try PairBatch.read(Fixtures.url("Batch/pairs-2000.txt").path))
    #expect(outcome.errors.isEmpty)
    try #require(outcome.results.count == expected.results.count)
    for (result, reference) in zip(outcome.results, expected.results) {
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
