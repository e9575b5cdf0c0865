import LegibleColor
import Testing

/// Thresholds from WCAG 2.2 SC 1.4.3/1.4.6/1.4.11, ARC Bronze simple mode and Apple's HIG
/// (Accessibility) as summarised in the policy docs.
@Suite struct PolicyTests {
  static let table: [(Policy, TextStyle, Double?)] = [
    (.wcag2AA, .bodyText, 4.5),
    (.wcag2AA, TextStyle(size: 23.9), 4.5),
    (.wcag2AA, TextStyle(size: 24), 3),
    (.wcag2AA, TextStyle(size: 18.66, weight: 700), 3),
    (.wcag2AA, TextStyle(size: 18.5, weight: 700), 4.5),
    (.wcag2AA, TextStyle(size: 20, weight: 600), 4.5),
    (.wcag2AA, TextStyle(role: .largeText), 3),
    (.wcag2AA, TextStyle(role: .ui), 3),
    (.wcag2AA, TextStyle(role: .decorative), nil),
    (.wcag2AAA, .bodyText, 7),
    (.wcag2AAA, TextStyle(size: 24), 4.5),
    (.wcag2AAA, TextStyle(role: .ui), 3),
    (.apcaBronze, .bodyText, 60),
    (.apcaBronze, TextStyle(size: 16), 75),
    (.apcaBronze, TextStyle(size: 24), 60),
    (.apcaBronze, TextStyle(size: 16, weight: 700), 60),
    (.apcaBronze, TextStyle(size: 24, weight: 700), 45),
    (.apcaBronze, TextStyle(size: 37), 45),
    (.apcaBronze, TextStyle(size: 36), 60),
    (.apcaBronze, TextStyle(role: .largeText), 45),
    // Decorative content is exempt from every policy, APCA included (issue: honest verdicts).
    (.apcaBronze, TextStyle(role: .decorative), nil),
    (.wcag2AAA, TextStyle(role: .decorative), nil),
    (.apcaBronze, TextStyle(role: .ui), 15),
    (.appleHIG, TextStyle(size: 17), 4.5),
    (.appleHIG, TextStyle(size: 17.5), 4.5),
    (.appleHIG, TextStyle(size: 18), 3),
    (.appleHIG, TextStyle(size: 11, weight: 700), 3),
    (.appleHIG, .bodyText, 4.5),
    (.appleHIG, TextStyle(role: .ui), 3),
    (.appleHIG, TextStyle(role: .decorative), nil),
  ]

  @Test(arguments: table)
  func requirement(_ policy: Policy, _ style: TextStyle, _ expected: Double?) {
    #expect(policy.requirement(for: style)?.minimum == expected)
  }

  /// Never rounded: #777777 on white is 4.478:1 and fails 4.5 even though it displays as "4.5".
  @Test func unroundedComparison() throws {
    let measurement = try ContrastMeasurement(foreground: SRGB(hex: "#777")!, background: .white)
    #expect(Policy.wcag2AA.evaluate(measurement, for: .bodyText).status == .fail)
    let passing = try ContrastMeasurement(foreground: SRGB(hex: "#767676")!, background: .white)
    #expect(Policy.wcag2AA.evaluate(passing, for: .bodyText).status == .pass)
  }

  /// 2.999:1 fails 3:1 (Understanding 1.4.11): #959595 on white is 2.9953, #949494 is 3.0335.
  @Test func nonTextBoundary() throws {
    let fails = try ContrastMeasurement(foreground: SRGB(hex: "#959595")!, background: .white)
    let passes = try ContrastMeasurement(foreground: SRGB(hex: "#949494")!, background: .white)
    #expect(Policy.wcag2AA.evaluate(fails, for: TextStyle(role: .ui)).status == .fail)
    #expect(Policy.wcag2AA.evaluate(passes, for: TextStyle(role: .ui)).status == .pass)
  }

  /// APCA is judged on |Lc|: white on #888 is Lc −68.5, which passes 60 and fails 75.
  @Test func apcaUsesMagnitude() throws {
    let measurement = try ContrastMeasurement(foreground: .white, background: SRGB(hex: "#888")!)
    #expect(measurement.apcaLc < 0)
    #expect(Policy.apcaBronze.evaluate(measurement, for: TextStyle(size: 24)).status == .pass)
    #expect(Policy.apcaBronze.evaluate(measurement, for: TextStyle(size: 16)).status == .fail)
  }

  @Test func decorativeIsExempt() throws {
    let measurement = try ContrastMeasurement(foreground: .white, background: .white)
    #expect(
      Policy.wcag2AA.evaluate(measurement, for: TextStyle(role: .decorative)).status == .exempt)
  }

  @Test func lookupByID() {
    #expect(Policy.named("WCAG2-AA") == .wcag2AA)
    #expect(Policy.named("apple-hig") == .appleHIG)
    #expect(Policy.named("wcag3") == nil)
    #expect(Policy.all.map(\.id) == ["wcag2-aa", "wcag2-aaa", "apca-bronze", "apple-hig"])
  }
}
