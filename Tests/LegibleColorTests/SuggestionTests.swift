import LegibleColor
import Testing

@Suite struct SuggestionTests {
  static let cases: [(String, String, [Policy], TextStyle)] = [
    ("#777777", "#ffffff", [.wcag2AA], .bodyText),
    ("#ff383c", "#ffffff", [.wcag2AA], .bodyText),
    ("#0088ff", "#ffffff", [.wcag2AA, .apcaBronze], .bodyText),
    ("#636366", "#000000", [.wcag2AAA], .bodyText),
    ("#34c759", "#f2f2f7", [.appleHIG], TextStyle(size: 17)),
    ("#ffcc00", "#ffffff", [.wcag2AA], TextStyle(role: .ui)),
    ("#8a8a8e", "#ffffff", [.apcaBronze], TextStyle(size: 14)),
    ("#777777", "#808080", [.wcag2AA], .bodyText),
  ]

  /// The guarantee: a suggested colour, measured again, passes every policy.
  @Test(arguments: cases)
  func suggestionsPassWhenMeasuredAgain(
    _ fg: String, _ bg: String, _ policies: [Policy], _ style: TextStyle
  ) throws {
    let foreground = try #require(SRGB(hex: fg))
    let background = try #require(SRGB(hex: bg))
    #expect(
      !Suggestion.passes(
        foreground: foreground, background: background, policies: policies, style: style))
    let suggested = try #require(
      Suggestion.nearestForeground(
        foreground: foreground, background: background, policies: policies, style: style))
    #expect(suggested == suggested.quantized)
    let measured = try ContrastMeasurement(foreground: suggested, background: background)
    for policy in policies {
      #expect(
        policy.evaluate(measured, for: style).status == .pass, "\(policy) \(suggested.hexString)")
    }
    // A background change is not always possible (#0088ff needs a black background for AA, where
    // it fails APCA); when one is offered it must pass.
    if let newBackground = Suggestion.nearestBackground(
      foreground: foreground, background: background, policies: policies, style: style)
    {
      #expect(newBackground == newBackground.quantized)
      #expect(
        Suggestion.passes(
          foreground: foreground, background: newBackground, policies: policies, style: style))
    }
  }

  /// The smallest change: `#777777` (4.48:1) on white needs one step darker, `#767676` (4.54:1).
  @Test func smallestChangeForTheClassicGrey() throws {
    let suggested = Suggestion.nearestForeground(
      foreground: SRGB(hex: "#777")!, background: .white, policies: [.wcag2AA], style: .bodyText)
    #expect(suggested?.hexString == "#767676")
  }

  @Test func hueIsKept() throws {
    let red = SRGB(hex: "#ff383c")!
    let suggested = try #require(
      Suggestion.nearestForeground(
        foreground: red, background: .white, policies: [.wcag2AA], style: .bodyText))
    #expect(abs(OKLCH(suggested).hue - OKLCH(red).hue) < 3)
    #expect(OKLCH(suggested).lightness < OKLCH(red).lightness)
  }

  @Test func backgroundSuggestion() throws {
    let suggested = try #require(
      Suggestion.nearestBackground(
        foreground: .white, background: SRGB(hex: "#8e8e93")!, policies: [.wcag2AA],
        style: .bodyText))
    #expect(WCAG2.contrastRatio(between: .white, and: suggested) >= 4.5)
    #expect(WCAG2.contrastRatio(between: .white, and: suggested) < 4.7)
  }

  @Test func passingPairsGetNoSuggestion() {
    #expect(
      Suggestion.nearestForeground(
        foreground: .black, background: .white, policies: Policy.defaults, style: .bodyText) == nil)
  }

  /// A mid grey cannot reach 7:1 against anything lighter: only darker remains.
  @Test func impossibleDirectionIsNil() throws {
    let options = Suggestion.foregroundAlternatives(
      foreground: SRGB(hex: "#777")!, background: SRGB(hex: "#777")!, policies: [.wcag2AAA],
      style: .bodyText)
    #expect(options.lighter == nil)
    #expect(options.darker == nil)
  }
}
