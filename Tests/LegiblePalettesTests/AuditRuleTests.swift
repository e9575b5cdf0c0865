import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegiblePalettes

/// Apple's rules, fallbacks, pair expansion and every error, on small palettes written to a
/// temporary folder.
@Suite struct AuditRuleTests {
  func palette(_ json: String) throws -> Palette {
    let directory = try PaletteFixtures.temporaryDirectory()
    return try Palette.loadLegibleJSON(
      path: PaletteFixtures.write(json, to: "palette.json", in: directory))
  }

  func error(_ body: () throws -> Void) -> PaletteError? {
    do {
      try body()
      return nil
    } catch let error as PaletteError {
      return error
    } catch {
      return nil
    }
  }

  /// #767676 on white is 4.54:1 (passes AA), #777777 4.48:1 (fails), #595959 7.00:1.
  @Test func passesOnlyWithIncreaseContrastIsAWarningUnderAppleHIG() throws {
    let p = try palette(
      """
      {"colors": {"fg": {"light": "#777777", "lightIncreasedContrast": "#595959"}, "bg": "#ffffff"},
       "pairs": [{"foreground": "fg", "background": "bg"}]}
      """)
    let results = try PaletteAuditor.audit(p, options: AuditOptions(policies: [.appleHIG]))
    let light = try #require(results.first("fg", on: "bg", .light, policy: "apple-hig"))
    #expect(light.status == .warning)
    #expect(light.ruleID == PaletteAuditResult.appleIncreasedContrastRule)
    #expect(light.rule.hasSuffix("passes only with Increase Contrast"))
    #expect(light.suggestion == "#767676")
    #expect(
      try #require(results.first("fg", on: "bg", .lightIncreasedContrast, policy: "apple-hig"))
        .status == .pass)
  }

  /// Apple's leniency is Apple's: under WCAG and APCA the same default appearance fails, judged
  /// by the policy alone.
  @Test(arguments: [Policy.wcag2AA, .wcag2AAA, .apcaBronze])
  func passesOnlyWithIncreaseContrastFailsUnderOtherPolicies(_ policy: Policy) throws {
    // #aaaaaa on white: 2.32:1, Lc 45.8; #000000: 21:1, Lc 106: fails and passes every policy.
    let p = try palette(
      """
      {"colors": {"fg": {"light": "#aaaaaa", "lightIncreasedContrast": "#000000"}, "bg": "#ffffff"},
       "pairs": [{"foreground": "fg", "background": "bg"}]}
      """)
    let results = try PaletteAuditor.audit(p, options: AuditOptions(policies: [policy]))
    let light = try #require(results.first("fg", on: "bg", .light, policy: policy.id))
    #expect(light.status == .fail)
    #expect(light.ruleID == policy.id)
    #expect(light.rule.hasSuffix("which \(policy.id) does not accept"))
    #expect(
      try #require(results.first("fg", on: "bg", .lightIncreasedContrast, policy: policy.id))
        .status == .pass)
  }

  /// Decorative pairs are exempt from every policy; their numbers are still reported.
  @Test func decorativeIsExemptFromEveryPolicy() throws {
    let p = try palette(
      """
      {"colors": {"line": "#f0f0f0", "bg": "#ffffff"},
       "pairs": [{"foreground": "line", "background": "bg", "role": "decorative"}]}
      """)
    let results = try PaletteAuditor.audit(p, options: AuditOptions(policies: Policy.all))
    #expect(results.count == 16)
    #expect(results.allSatisfy { $0.status == .pass && $0.required == nil && $0.wcagRatio != nil })
  }

  /// Less contrast with Increase Contrast fails under every policy, Apple's or not.
  @Test(arguments: Policy.all)
  func increasedContrastLowerFailsUnderEveryPolicy(_ policy: Policy) throws {
    let p = try palette(
      """
      {"colors": {"fg": {"light": "#000000", "lightIncreasedContrast": "#222222"}, "bg": "#ffffff"},
       "pairs": [{"foreground": "fg", "background": "bg"}]}
      """)
    let results = try PaletteAuditor.audit(p, options: AuditOptions(policies: [policy]))
    let ic = try #require(
      results.first("fg", on: "bg", .lightIncreasedContrast, policy: policy.id))
    #expect(ic.status == .fail)
    #expect(ic.ruleID == PaletteAuditResult.appleIncreasedContrastLowerRule)
  }

  @Test func failsEvenWithIncreaseContrastIsAFailure() throws {
    let p = try palette(
      """
      {"colors": {"fg": "#777777", "bg": "#ffffff"}, "pairs": [{"foreground": "fg", "background": "bg"}]}
      """)
    let results = try PaletteAuditor.audit(p, options: AuditOptions(policies: [.wcag2AA]))
    let light = try #require(results.first("fg", on: "bg", .light))
    #expect(light.status == .fail)
    #expect(light.rule.hasSuffix("fails even with Increase Contrast"))
    // Every appearance falls back to light, and says so.
    let darkIC = try #require(results.first("fg", on: "bg", .darkIncreasedContrast))
    #expect(darkIC.fallbackUsed)
    #expect(darkIC.fallback == "foreground uses its light value; background uses its light value")
    #expect(!light.fallbackUsed)
  }

  @Test func increasedContrastMustNotLowerContrast() throws {
    let p = try palette(
      """
      {"colors": {"fg": {"dark": "#ffffff", "darkIncreasedContrast": "#dddddd", "light": "#000000"},
                  "bg": {"light": "#ffffff", "dark": "#000000"}},
       "pairs": [{"foreground": "fg", "background": "bg"}]}
      """)
    let results = try PaletteAuditor.audit(p, options: AuditOptions(policies: [.wcag2AA]))
    let ic = try #require(results.first("fg", on: "bg", .darkIncreasedContrast))
    #expect(ic.wcagRatio! > 4.5)
    #expect(ic.status == .fail)
    #expect(ic.rule.contains("must not reduce contrast"))
    // Without Apple's rules the same value passes.
    let plain = try PaletteAuditor.audit(
      p, options: AuditOptions(policies: [.wcag2AA], appliesAppleRules: false))
    #expect(try #require(plain.first("fg", on: "bg", .darkIncreasedContrast)).status == .pass)
  }

  @Test func increasedContrastPolicyIsConfigurable() throws {
    let p = try palette(
      """
      {"colors": {"fg": {"light": "#767676", "lightIncreasedContrast": "#646464"}, "bg": "#ffffff"},
       "pairs": [{"foreground": "fg", "background": "bg"}]}
      """)
    let results = try PaletteAuditor.audit(
      p, options: AuditOptions(policies: [.wcag2AA], increasedContrastPolicies: [.wcag2AAA]))
    #expect(try #require(results.first("fg", on: "bg", .light)).status == .pass)
    let ic = try #require(
      results.first("fg", on: "bg", .lightIncreasedContrast, policy: "wcag2-aaa"))
    #expect(ic.required == 7)
    #expect(ic.status == .fail)
  }

  @Test func translucentBackgroundIsCompositedOverTheBackdrop() throws {
    let p = try palette(
      """
      {"colors": {"fg": "#000000", "veil": "#00000066", "page": "#ffffff"},
       "pairs": [{"foreground": "fg", "background": "veil", "backdrop": "page"}]}
      """)
    let result = try #require(try PaletteAuditor.audit(p).first("fg", on: "veil", .light))
    #expect(result.backgroundColor == "#999999")  // #00000066 over white
  }

  @Test func globsExpandAndSkipSelfPairs() throws {
    let p = try palette(
      """
      {"colors": {"text.a": "#000", "text.b": "#111", "bg.a": "#fff", "bg.b": "#eee"},
       "pairs": [{"foreground": "text.*", "background": "bg.?", "role": "large-text", "size": 30}],
       "ignore": [{"foreground": "text.b", "background": "bg.b", "reason": "decorative"}]}
      """)
    let pairs = try AuditPair.expand(p.pairs, ignoring: p.ignores, in: p)
    #expect(
      pairs.map { "\($0.foreground)/\($0.background)" } == [
        "text.a/bg.a", "text.a/bg.b", "text.b/bg.a",
      ])
    #expect(pairs[0].style == TextStyle(role: .largeText, size: 30))
  }

  @Test func unknownNameIsAnErrorWithASuggestion() throws {
    let p = try palette(
      """
      {"colors": {"label": "#000", "background": "#fff"},
       "pairs": [{"foreground": "lable", "background": "background"}]}
      """)
    let failure = error { _ = try PaletteAuditor.audit(p) }
    guard case .unknownColor(let name, let location, let suggestion) = failure else {
      Issue.record("expected unknownColor, got \(String(describing: failure))")
      return
    }
    #expect(name == "lable" && suggestion == "label" && location.line == 2)
    #expect(
      failure!.description.hasSuffix(
        "palette.json:2: no colour named \"lable\"; did you mean \"label\"?"))
  }

  @Test func globMatchingNothingIsAnError() throws {
    let p = try palette(
      """
      {"colors": {"label": "#000", "background": "#fff"},
       "pairs": [{"foreground": "text/*", "background": "background"}]}
      """)
    guard case .patternMatchesNothing(let pattern, _) = error({ _ = try PaletteAuditor.audit(p) })
    else {
      Issue.record("expected patternMatchesNothing")
      return
    }
    #expect(pattern == "text/*")
  }

  @Test func ignoreWithoutReasonIsAnError() throws {
    let failure = error {
      _ = try palette(
        """
        {"colors": {"a": "#000", "b": "#fff"}, "pairs": [{"foreground": "a", "background": "b"}],
         "ignore": [{"foreground": "a", "background": "b"}]}
        """)
    }
    guard case .ignoreWithoutReason(let location) = failure else {
      Issue.record("expected ignoreWithoutReason, got \(String(describing: failure))")
      return
    }
    #expect(location.line == 2)
  }

  @Test func noPairsIsAnError() throws {
    let p = try palette(##"{"colors": {"a": "#000"}}"##)
    guard case .noPairs = error({ _ = try PaletteAuditor.audit(p) }) else {
      Issue.record("expected noPairs")
      return
    }
  }

  @Test func translucentBackgroundWithoutBackdropIsAnError() throws {
    let p = try palette(
      """
      {"colors": {"a": "#000", "b": {"light": "#fff", "dark": "#ffffff80"}},
       "pairs": [{"foreground": "a", "background": "b"}]}
      """)
    guard
      case .translucentBackground(_, _, let variant, _) = error({ _ = try PaletteAuditor.audit(p) })
    else {
      Issue.record("expected translucentBackground")
      return
    }
    #expect(variant == .dark)
  }

  @Test func badValuesNameFileAndLine() throws {
    let cases: [(String, Int)] = [
      (##"{"colors": {"a": "#12345"}}"##, 1),
      ("{\n\"colors\": {\n  \"a\": {\"light\": \"#000\", \"darkHC\": \"#fff\"}}}", 3),
      ("{\n\"colors\": {\"a\": \"#000\",}}", 2),
      (
        "{\"colors\": {}, \"pairs\": [{\"foreground\": \"a\", \"background\": \"b\", \"role\": \"body\"}]}",
        1
      ),
    ]
    for (json, line) in cases {
      let failure = error { _ = try palette(json) }
      #expect(failure != nil, "\(json)")
      #expect(
        failure?.description.contains("palette.json:\(line):") == true,
        "\(String(describing: failure))")
    }
  }

  @Test func badComponentInAnAssetCatalog() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    try PaletteFixtures.write(
      """
      {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
        "components": {"red": "0xZZ", "green": "0", "blue": "0", "alpha": "1.000"}}}]}
      """, to: "A.xcassets/Bad.colorset/Contents.json", in: directory)
    let failure = error { _ = try Palette.loadXcodeAssetCatalog(path: directory + "/A.xcassets") }
    #expect(
      failure?.description.contains(
        "Bad.colorset/Contents.json:2: component \"red\" of \"Bad\" is \"0xZZ\"") == true)
    try PaletteFixtures.write(
      """
      {"colors": [{"idiom": "universal", "color": {"color-space": "cmyk",
        "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1.000"}}}]}
      """, to: "A.xcassets/Bad.colorset/Contents.json", in: directory)
    let space = error { _ = try Palette.loadXcodeAssetCatalog(path: directory + "/A.xcassets") }
    #expect(space?.description.contains("unknown color-space \"cmyk\"") == true)
  }

  @Test func tokenAliasErrors() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let cycle = try PaletteFixtures.write(
      """
      {"c": {"$type": "color",
        "a": {"$value": "{c.b}"},
        "b": {"$value": "{c.a}"}}}
      """, to: "cycle.tokens.json", in: directory)
    let cycleError = error { _ = try Palette.loadDesignTokens(path: cycle) }
    guard case .aliasCycle(let token, let chain, _) = cycleError else {
      Issue.record("expected aliasCycle, got \(String(describing: cycleError))")
      return
    }
    #expect(token == "c.a" && chain == ["c.a", "c.b"])
    #expect(cycleError!.description.contains("c.a → c.b → c.a"))
    let missing = try PaletteFixtures.write(
      "{\"c\": {\"$type\": \"color\",\n \"a\": {\"$value\": \"{c.nope}\"}}}",
      to: "missing.tokens.json",
      in: directory)
    let missingError = error { _ = try Palette.loadDesignTokens(path: missing) }
    guard case .aliasTargetMissing(let name, let target, let location) = missingError else {
      Issue.record("expected aliasTargetMissing")
      return
    }
    #expect(name == "c.a" && target == "c.nope" && location.line == 2)
    let component = try PaletteFixtures.write(
      "{\"c\": {\"$type\": \"color\",\n \"a\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, \"x\", 0]}}}}",
      to: "component.tokens.json", in: directory)
    #expect(
      error { _ = try Palette.loadDesignTokens(path: component) }?.description.contains(
        "component 2 of token \"c.a\"") == true)
  }

  @Test func invalidJSONNamesLineAndColumn() throws {
    let failure = error {
      _ = try palette("{\n  \"colors\": {\n    \"a\": \"#000\"\n    \"b\": \"#fff\"\n  }\n}")
    }
    guard case .invalidJSON(_, let line, let column, _) = failure else {
      Issue.record("expected invalidJSON")
      return
    }
    #expect(line == 4 && column == 5)
  }
}

/// Hostile inputs end in a typed error, never a crash or a hang.
@Suite struct HostileInputTests {
  func error(_ body: () throws -> Void) -> PaletteError? {
    do {
      try body()
      return nil
    } catch {
      return error as? PaletteError
    }
  }

  @Test func deepNestingIsRefused() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let deep = String(repeating: "[", count: 100_000)
    let path = try PaletteFixtures.write(deep, to: "deep.json", in: directory)
    #expect(
      error { _ = try Palette.loadLegibleJSON(path: path) }?.description.contains("nesting") == true
    )
    let css = try PaletteFixtures.write(
      String(repeating: "@media (prefers-contrast: more) {", count: 10_000), to: "deep.css",
      in: directory)
    #expect(error { _ = try Palette.loadCSS(path: css) } != nil)
  }

  @Test func longAliasChainsAreRefused() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    var tokens: [String] = [##""t0": {"$type": "color", "$value": "#000000"}"##]
    for index in 1...5_000 {
      tokens.append(#""t\#(index)": {"$type": "color", "$value": "{t\#(index - 1)}"}"#)
    }
    let path = try PaletteFixtures.write(
      "{" + tokens.reversed().joined(separator: ",\n") + "}", to: "chain.tokens.json",
      in: directory)
    #expect(
      error { _ = try Palette.loadDesignTokens(path: path) }?.description.contains("longer than")
        == true)
    // Declared last-first, so resolving the first property follows the whole chain.
    var css = ":root {\n"
    for index in (1...5_000).reversed() { css += "  --v\(index): var(--v\(index - 1));\n" }
    let cssPath = try PaletteFixtures.write(
      css + "  --v0: #000;\n}\n", to: "chain.css", in: directory)
    #expect(error { _ = try Palette.loadCSS(path: cssPath) } != nil)
  }

  @Test(arguments: [
    "", "{", "{\"colors\": 1}", "[]", "\u{FEFF}", "{\"colors\": {\"a\": \"#zzz\"}}", "nul",
  ])
  func garbageIsATypedError(_ text: String) throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(text, to: "g.json", in: directory)
    #expect(error { _ = try PaletteLoader.load(path: path) } != nil)
  }
}
