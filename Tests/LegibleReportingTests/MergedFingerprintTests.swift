import Foundation
import LegibleColor
import LegiblePalettes
import LegibleReporting
import Testing
import _LegibleTestSupport

/// A palette finding read back from a JSON report (as `legible merge` reads it) has the
/// fingerprint the audit gave it, so a baseline or code scanning matches it across the two.
@Suite struct MergedFingerprintTests {
  @Test func paletteFindingsOverABackdropKeepTheirFingerprints() throws {
    // The catalog's `legible.json` declares `Body` on the translucent `Backgrounds/Dim` over
    // `Backgrounds/Surface/Base`.
    let path = Fixtures.url("Palettes/valid/catalog").path
    let (palette, configuration) = try #require(
      try PaletteLoader.configuredPalettes(at: path).first)
    let results = try PaletteAuditor.audit(
      palette, pairs: configuration.pairs, ignoring: configuration.ignores,
      options: configuration.applied(to: AuditOptions(policies: [.wcag2AA])))
    #expect(results.contains { $0.backdrop == "Backgrounds/Surface/Base" })

    let report = Report(
      policies: ["wcag2-aa"], palettes: [(palette.path, palette.name, results, nil)],
      includesPasses: true)
    let json = try report.jsonText()
    #expect(json.contains("\"backdrop\" : \"Backgrounds/Surface/Base\""))
    // The direct writer and the encoder write the same document, backdrop included.
    let written = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
    let encoded =
      try JSONSerialization.jsonObject(with: Data(try JSONOutput.string(report).utf8))
      as? NSDictionary
    #expect(written != nil && written == encoded)
    let read = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    let merged = FindingReport(Report.merging([read])).findings

    let direct = results.map(Finding.init)
    #expect(merged.count == direct.count)
    #expect(
      merged.map(\.fingerprint).sorted() == direct.map(\.fingerprint).sorted(),
      "fingerprints differ after a JSON round trip")
    let overBackdrop = try #require(merged.first { $0.subject.backdrop != nil })
    #expect(overBackdrop.subject.title.hasSuffix(" over Backgrounds/Surface/Base"))
  }
}
