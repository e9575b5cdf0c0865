import Foundation
import LegibleColor
import LegibleImaging
import LegiblePalettes
import LegibleReporting
import Testing
import _LegibleTestSupport

/// A check, an audit and a scan run through the libraries alone (no command line): each gives
/// findings, a report in every CI format, a baseline, and an exit code.
@Suite struct LibraryRunTests {
  @Test func checkAPair() throws {
    let result = try PairCheck.measure("#777", "white", policies: [.wcag2AA, .apcaBronze])
    // WCAG 2.2: #777777 on white is 4.478:1; APCA-W3 0.0.98G-4g gives Lc 71.1.
    #expect(result.wcagRatio.isApproximatelyEqual(to: 4.478089453577214, absoluteTolerance: 1e-9))
    #expect(result.status == .fail)
    #expect(result.suggestion?.foreground == "#767676")
    let report = FindingReport(
      check: CheckReport(policies: ["wcag2-aa", "apca-bronze"], results: [result], errors: []),
      role: "text", batch: nil)
    let findings = report.findings
    #expect(findings.map(\.policy) == ["wcag2-aa", "apca-bronze"])
    #expect(findings.map(\.status) == [.fail, .pass])
    #expect(findings[0].metric == .wcagRatio && findings[0].measurements.required == 4.5)
    #expect(findings[1].metric == .apcaLc && findings[1].measurements.required == 60)
    #expect(findings[0].message == "#777777 on #ffffff: 4.48:1 below wcag2-aa's 4.5:1 for text")
    #expect(ExitCode.of(report.summary, failOn: .fail) == .findings)
    #expect(throws: PairCheckError.self) { try PairCheck.measure("#77", "white") }
  }

  @Test func auditAPalette() throws {
    let palette = try Palette.loadLegibleJSON(
      path: Fixtures.url("Palettes/baseline/palette.json").path)
    let results = try PaletteAuditor.audit(palette, options: AuditOptions(policies: [.wcag2AA]))
    let report = FindingReport(
      command: .audit, policies: ["wcag2-aa"],
      inputs: [.init(path: palette.path, findings: results.map(Finding.init))])
    #expect(report.summary.failures == 8)
    #expect(report.summary.passes == 4)
    let failure = try #require(report.findings.first { $0.status == .fail })
    #expect(failure.subject.foreground == "secondary")
    #expect(failure.location.line == 6)
    #expect(ExitCode.of(report.summary, failOn: .fail) == .findings)
    // The run's own baseline suppresses everything it found.
    let baselined = Baseline(report).apply(to: report)
    #expect(baselined.suppressed.count == 8 && baselined.stale.isEmpty)
    #expect(ExitCode.of(baselined.summary, failOn: .fail) == .clean)
    for format in ReportFormat.allCases {
      guard let reporter = format.findingReporter else { continue }
      #expect(try !reporter.render(report).isEmpty)
    }
  }

  @Test(.enabled(if: PNGDecoder.isAvailable)) func scanAScreenshot() throws {
    let path = Fixtures.url("Screenshots/browser/page-cards.png").path
    let decoded = try PNGDecoder.decode(contentsOf: path)
    let scanned = ScreenshotScanner.scan(decoded.image, options: ScanOptions(policies: [.wcag2AA]))
    let findings = scanned.map { Finding($0, path: path) }
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.location.region != nil && $0.policy == "wcag2-aa" })
    // Flags survive the conversion (the scanner's own qualifiers).
    #expect(
      zip(scanned, findings).allSatisfy { Set($0.flags.map(\.rawValue)) == Set($1.flags) })
    let report = FindingReport(
      command: .scan, policies: ["wcag2-aa"], inputs: [.init(path: path, findings: findings)])
    let sarif = try SARIFReporter().render(report)
    #expect(sarif.contains("\"rectangles\""))
  }
}
