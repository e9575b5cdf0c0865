import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegiblePalettes

/// The shipped `Palettes/apple-system.json`: values match Apple's published table, and the audit
/// agrees with an independent computation (a separate Python implementation of the WCAG 2.2
/// and APCA-W3 0.0.98G-4g formulas, compositing in 8-bit sRGB; values quoted below).
@Suite struct AppleSystemPaletteTests {
  let palette: Palette
  let results: [PaletteAuditResult]

  init() throws {
    palette = try Palette.loadLegibleJSON(path: PaletteFixtures.shipped("apple-system.json"))
    results = try PaletteAuditor.audit(palette)
  }

  /// Apple HIG colour table (June 2025 values), copied to
  /// `Fixtures/Palettes/apple-system-colors.reference.json`.
  @Test func valuesMatchTheReferenceTable() throws {
    let data = try Fixtures.data("Palettes/apple-system-colors.reference.json")
    let reference = try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let colors = try #require(reference["colors"] as? [String: [String: String]])
    let keys: [(String, Palette.Variant)] = [
      ("light", .light), ("dark", .dark), ("lightHighContrast", .lightIncreasedContrast),
      ("darkHighContrast", .darkIncreasedContrast),
    ]
    #expect(colors.count == 18)
    for (name, values) in colors {
      let color = try #require(palette.color(named: name), "\(name) missing")
      for (key, variant) in keys {
        let expected = try #require(values[key].flatMap { SRGB(hex: $0) })
        #expect(color.values[variant]?.value == .srgb(expected), "\(name) \(variant)")
      }
    }
  }

  // Independent values: systemBlue IC light #1E6EF4 on white 4.573263624913159, Lc 71.01193930880476;
  // systemRed IC light #E9152D 4.555427081500771; systemGreen IC light #008932 4.5412062798742925;
  // systemBlue light #0088FF 3.5201447456958013, Lc 61.92710224420372.
  @Test(arguments: [
    ("systemBlue", 4.573263624913159, 71.01193930880476),
    ("systemRed", 4.555427081500771, 69.20146810592956),
    ("systemGreen", 4.5412062798742925, 70.84126460429496),
  ])
  func increasedContrastLightIsAboutFourAndAHalfOnWhite(
    name: String, ratio: Double, lc: Double
  ) throws {
    let result = try #require(
      results.first(name, on: "systemBackground", .lightIncreasedContrast))
    #expect(result.wcagRatio!.isApproximatelyEqual(to: ratio, absoluteTolerance: 1e-9))
    #expect(result.apcaLc!.isApproximatelyEqual(to: lc, absoluteTolerance: 1e-9))
    #expect(result.status == .pass)
    // The background has no increased-contrast value: the light one stands in, and says so.
    #expect(result.fallbackUsed)
    #expect(result.fallback == "background uses its light value")
  }

  @Test func everyChromaticIncreasedContrastLightColourPassesAAOnWhite() throws {
    let chromatic = [
      "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal",
      "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
    ]
    for name in chromatic {
      let result = try #require(
        results.first(name, on: "systemBackground", .lightIncreasedContrast))
      #expect(result.wcagRatio! >= 4.5 && result.wcagRatio! < 6.2, "\(name)")
    }
  }

  /// #3C3C43 at α 0.6 over white is (138, 138, 142.2)/255 exactly (shown as #8A8A8E):
  /// 3.4381996219180686, Lc 61.93242057840972 (WCAG 2.2 and APCA-W3 0.0.98G-4g formulas
  /// evaluated in Python on the exact composite).
  @Test func secondaryLabelOnWhiteFailsAA() throws {
    let result = try #require(results.first("secondaryLabel", on: "systemBackground", .light))
    #expect(result.foregroundColor == "#8a8a8e")
    #expect(result.backgroundColor == "#ffffff")
    #expect(result.wcagRatio!.isApproximatelyEqual(to: 3.4381996219180686, absoluteTolerance: 1e-9))
    #expect(result.apcaLc!.isApproximatelyEqual(to: 61.93242057840972, absoluteTolerance: 1e-9))
    #expect(result.required == 4.5)
    // No increased-contrast value exists, so the fallback fails too: a failure, not a warning.
    #expect(result.status == .fail)
    #expect(result.rule.contains("fails even with Increase Contrast"))
    #expect(result.suggestion != nil)
  }

  /// systemBlue light fails AA on white (3.52) but its increased-contrast value passes (4.57):
  /// a warning under Apple's own policy, a failure under WCAG.
  @Test func systemBlueOnWhitePassesOnlyWithIncreaseContrast() throws {
    let apple = try PaletteAuditor.audit(palette, options: AuditOptions(policies: [.appleHIG]))
    let result = try #require(
      apple.first("systemBlue", on: "systemBackground", .light, policy: "apple-hig"))
    #expect(result.status == .warning)
    #expect(result.rule.contains("passes only with Increase Contrast"))
    let wcag = try #require(results.first("systemBlue", on: "systemBackground", .light))
    #expect(wcag.policy == "wcag2-aa")
    #expect(wcag.status == .fail)
    #expect(
      wcag.rule.contains("passes only with Increase Contrast, which wcag2-aa does not accept"))
  }

  /// #EBEBF5 at α 0.6 over black is #8D8D93: 6.363811421058437, Lc −41.31412427319.
  @Test func secondaryLabelOnBlackInDark() throws {
    let result = try #require(results.first("secondaryLabel", on: "systemBackground", .dark))
    #expect(result.foregroundColor == "#8d8d93")
    #expect(result.wcagRatio!.isApproximatelyEqual(to: 6.363811421058437, absoluteTolerance: 1e-9))
    #expect(result.apcaLc!.isApproximatelyEqual(to: -41.31412427319, absoluteTolerance: 1e-9))
    #expect(result.status == .pass)
  }
}
