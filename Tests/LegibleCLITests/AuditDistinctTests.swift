import Foundation
import LegibleCLI
import Testing
import _LegibleTestSupport

/// `legible audit --distinct` / `--infer-distinct` on Apple's system colours.
@Suite struct AuditDistinctTests {
  static let applePalette = Fixtures.repositoryRoot.appendingPathComponent(
    "Palettes/apple-system.json"
  ).path

  @Test func redAndGreenCollideForDeuteranopesInLightAndDark() {
    let result = RecordingConsole.run([
      "audit", Self.applePalette, "--distinct", "systemRed,systemGreen", "--quiet",
    ])
    #expect(result.status == .findings)
    #expect(
      result.output.contains(
        "error: systemRed and systemGreen (light) look alike with deuteranopia"))
    #expect(
      result.output.contains("error: systemRed and systemGreen (dark) look alike with deuteranopia")
    )
    #expect(!result.output.contains("look alike with tritanopia"))
  }

  @Test func inferredGroupTakesTheSystemHues() {
    let result = RecordingConsole.run(["audit", Self.applePalette, "--infer-distinct"])
    #expect(result.output.contains("note: 1 distinct group(s)"))
    #expect(result.output.contains("systemOrange"))
  }

  @Test func unknownNameAndBadThresholdAreErrors() {
    let unknown = RecordingConsole.run([
      "audit", Self.applePalette, "--distinct", "systemRed,notAColour",
    ])
    #expect(unknown.status == .error && unknown.error.contains("notAColour"))
    let threshold = RecordingConsole.run([
      "audit", Self.applePalette, "--infer-distinct", "--distinct-threshold", "-1",
    ])
    #expect(threshold.status == .error && threshold.error.contains("--distinct-threshold"))
  }
}
