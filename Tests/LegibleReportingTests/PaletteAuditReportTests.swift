import Foundation
import LegibleColor
import LegiblePalettes
import LegibleReporting
import Testing
import _LegibleTestSupport

/// The audit report kept as results: its JSON, its findings made as they are read and its
/// streamed reports are the same as those made from whole arrays.
@Suite struct PaletteAuditReportTests {
  /// The baseline fixture audited under two policies, with a palette that could not be read.
  static func report(includesPasses: Bool) throws -> PaletteAuditReport {
    let palette = try Palette.loadLegibleJSON(
      path: Fixtures.url("Palettes/baseline/palette.json").path)
    let results = try PaletteAuditor.audit(
      palette, options: AuditOptions(policies: [.wcag2AA, .apcaBronze]))
    return PaletteAuditReport(
      policies: ["wcag2-aa", "apca-bronze"],
      palettes: [
        .init(path: palette.path, name: palette.name, results: results),
        .init(path: "broken.json", name: "broken.json", results: [], error: "broken.json:1: x"),
      ],
      includesPasses: includesPasses)
  }

  @Test(arguments: [false, true]) func jsonIsTheReportsJSON(includesPasses: Bool) throws {
    let report = try Self.report(includesPasses: includesPasses)
    let whole = try report.report.jsonText()
    #expect(try report.jsonText() == whole)
    #expect(report.summary == report.report.summary)
  }

  /// A JSON report larger than a stream block (and than one block of rows written at once)
  /// arrives whole and in order.
  @Test func largeJSONIsStreamedInOrder() throws {
    var report = try Self.report(includesPasses: true)
    let results = report.palettes[0].results
    report.palettes[0].results = Array(repeating: results, count: 600).flatMap { $0 }
    var blocks: [String] = []
    let stream = ReportStream { blocks.append($0) }
    try report.writeJSON(to: stream)
    stream.flush()
    #expect(blocks.count > 1)
    #expect(blocks.joined() == (try report.report.jsonText()))
  }

  @Test func findingsMadeAsReadEqualFindingsMadeAtOnce() throws {
    let report = try Self.report(includesPasses: false)
    var columns = SourceColumns()
    let made = report.findingReport(columns: &columns)
    var stored = FindingReport(
      command: .audit, policies: report.policies,
      inputs: report.palettes.map {
        .init(path: $0.path, error: $0.error, findings: $0.results.map(Finding.init))
      })
    stored = columns.filling(stored)
    #expect(made == stored)
    #expect(made.inputs[0].findings.allSatisfy { $0.location.column != nil })
    #expect(made.summary == stored.summary && made.failedPolicies == stored.failedPolicies)
    let findings = made.inputs[0].findings
    #expect(findings.indices.allSatisfy { findings.status(at: $0) == findings[$0].status })
    #expect(findings.indices.allSatisfy { findings.policy(at: $0) == findings[$0].policy })
    for format in ReportFormat.allCases {
      guard let reporter = format.findingReporter else { continue }
      #expect(try reporter.render(made) == reporter.render(stored))
      var streamed = ""
      let stream = ReportStream { streamed += $0 }
      var output = stream
      try reporter.write(made, to: &output)
      stream.flush()
      #expect(streamed == (try reporter.render(stored)))
    }
  }

  /// What a baseline suppresses leaves the JSON listing, not the summary of what is new.
  @Test func baselineRemovesSuppressedResults() throws {
    var report = try Self.report(includesPasses: false)
    var columns = SourceColumns()
    let findings = report.findingReport(columns: &columns)
    let applied = Baseline(findings).apply(to: findings)
    report.removeSuppressed(applied)
    #expect(report.palettes[0].results.allSatisfy { $0.status == .pass })
    #expect(report.summary.failures == 0 && report.summary.errors == 1)
  }

  /// The whole audit through the library: palettes loaded from a folder, audited, reported;
  /// an unreadable path is an error beside the good palette's results.
  @Test func auditRunsWithoutTheCommandLine() throws {
    let folder = Fixtures.url("Palettes/baseline").path
    var audit = PaletteAudit(policies: [.wcag2AA])
    var messages: [PaletteAudit.Message] = []
    let report = audit.run(paths: [folder, folder + "/missing.json"]) { messages.append($0) }
    #expect(report.palettes.count == 2)
    #expect(report.palettes[0].results.count { $0.status == .fail } == 8)
    #expect(report.palettes[1].error != nil)
    #expect(messages.count == 1 && messages[0].description.contains("missing.json"))
    #expect(report.summary.failures == 8 && report.summary.errors == 1)
    #expect(ExitCode.of(report.summary, failOn: .fail) == .error)
    #expect(audit.loaded.count == 1 && audit.inputFiles.contains(folder))
    #expect(try report.jsonText() == report.report.jsonText())
  }
}
