import LegibleColor
import LegiblePalettes
import Testing

/// Colours that must stay apart under every colour vision deficiency.
@Suite struct DistinctnessCheckTests {
  static func palette(_ colors: [String: String]) -> Palette {
    let location = SourceLocation(file: "test")
    return Palette(
      name: "test", path: "test",
      colors: colors.sorted { $0.key < $1.key }.map { name, hex in
        PaletteColor(
          name: name, location: location,
          values: [.light: DeclaredValue(.srgb(SRGB(hex: hex)!), at: location)])
      })
  }

  @Test func redGreenStatusPairPassesContrastButCollidesForRedGreenDeficiencies() throws {
    let palette = Self.palette(["status/error": "#b71c1c", "status/success": "#1b5e20"])
    // Both pass WCAG 2.x AA as text on white: 6.57:1 and 7.87:1.
    for name in ["status/error", "status/success"] {
      let color = try #require(palette.color(named: name)?.values[.light]?.value.color)
      #expect(WCAG2.contrastRatio(between: color, and: .white) >= 4.5)
    }
    let check = DistinctnessCheck(
      groups: DistinctnessCheck.inferredGroups(from: palette.colorNames))
    #expect(check.groups == [["status/error", "status/success"]])
    let findings = check.findings(in: palette).filter { $0.variant == .light }
    let deficiencies = Set(findings.map(\.deficiency))
    #expect(deficiencies.contains(.deuteranopia))
    #expect(deficiencies.contains(.protanopia))
    #expect(!deficiencies.contains(.tritanopia))
    for finding in findings {
      #expect(finding.deltaE < DistinctnessCheck.defaultThreshold)
      #expect(finding.rule == "cvd-distinct")
      #expect(finding.suggestion.contains("lightness"))
    }
  }

  @Test func lightnessSeparatedPairPassesEveryDeficiency() {
    let palette = Self.palette(["status/error": "#ff5252", "status/success": "#1b5e20"])
    let check = DistinctnessCheck(groups: [["status/error", "status/success"]])
    #expect(check.findings(in: palette).isEmpty)
  }

  @Test func conventionsAreInferred() {
    let groups = DistinctnessCheck.inferredGroups(from: [
      "chart-1", "chart-2", "chart-3", "diff.added", "diff.removed", "text", "status/info",
    ])
    #expect(groups.contains(["chart-1", "chart-2", "chart-3"]))
    #expect(groups.contains(["diff.added", "diff.removed"]))
    #expect(!groups.contains { $0.contains("text") })
  }
}
