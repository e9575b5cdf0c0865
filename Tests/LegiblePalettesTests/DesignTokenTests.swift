import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegiblePalettes

/// Design tokens: DTCG 2025.10 colour objects in every colour space, the older string form,
/// Style Dictionary `value`/`type`, aliases, one file per appearance, and resolver documents.
/// Expected luminances were computed independently (Python, CSS Color 4 sample-code matrices).
@Suite struct DesignTokenTests {
  func luminance(_ palette: Palette, _ name: String, _ variant: Palette.Variant = .light) throws
    -> Double
  {
    let color = try #require(palette.color(named: name), "\(name) missing")
    return WCAG2.relativeLuminance(
      of: try #require(color.resolved(for: variant)?.value.value.color))
  }

  @Test(arguments: [
    ("color.base.white", 1.0),
    ("color.base.p3", 0.228925316027456),
    ("color.base.linear", 0.214),
    ("color.base.hsl", 0.1530822236728927),
    ("color.base.hwb", 0.12130902968305927),
    ("color.base.lab", 0.1841865185124441),
    ("color.base.lch", 0.1824089337673819),
    ("color.base.oklab", 0.125),
    ("color.base.xyz", 0.17999414973626057),
    ("color.base.xyz50", 0.17927746564145744),
  ])
  func dtcgColorSpaces(name: String, expected: Double) throws {
    let palette = try Palette.loadDesignTokens(
      path: PaletteFixtures.path("valid/tokens/dtcg.tokens.json"))
    #expect(
      try luminance(palette, name).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-6))
  }

  @Test func greysInEveryRGBSpaceStayGrey() throws {
    let palette = try Palette.loadDesignTokens(
      path: PaletteFixtures.path("valid/tokens/dtcg.tokens.json"))
    for name in ["color.base.rec2020", "color.base.a98", "color.base.prophoto"] {
      let color = try #require(palette.color(named: name)?.values[.light]?.value.color)
      #expect(
        abs(color.red - color.green) < 1e-3 && abs(color.green - color.blue) < 1e-3, "\(name)")
    }
  }

  @Test func aliasesAndForms() throws {
    let palette = try Palette.loadDesignTokens(
      path: PaletteFixtures.path("valid/tokens/dtcg.tokens.json"))
    let ink = palette.color(named: "color.base.ink")?.values[.light]?.value
    #expect(palette.color(named: "color.text.primary")?.values[.light]?.value == ink)
    #expect(palette.color(named: "color.text.chained")?.values[.light]?.value == ink)
    #expect(
      palette.color(named: "color.text.pointer")?.values[.light]?.value
        == .srgb(SRGB(hex: "#336699")!))
    #expect(
      palette.color(named: "color.base.translucent")?.values[.light]?.value.color?.alpha == 0.5)
    #expect(palette.color(named: "color.$root") != nil)
    #expect(palette.color(named: "size.small") == nil)  // not a colour
    // The alias keeps its own line, where a fix would be written.
    #expect(palette.color(named: "color.text.primary")?.values[.light]?.location.line == 25)
  }

  @Test func styleDictionary() throws {
    let palette = try Palette.loadDesignTokens(
      path: PaletteFixtures.path("valid/tokens/style-dictionary.json"))
    #expect(
      Set(palette.colorNames) == [
        "color.base.gray.10", "color.base.gray.90", "color.font", "color.link", "color.background",
      ])
    #expect(
      palette.color(named: "color.link")?.values[.light]?.value == .srgb(SRGB(hex: "#1a1a1a")!))
    #expect(
      palette.color(named: "color.background")?.values[.light]?.value
        == .srgb(SRGB(hex: "#f5f5f5")!))
  }

  @Test func oneFilePerAppearance() throws {
    let light = PaletteFixtures.path("valid/tokens/light.json")
    let dark = PaletteFixtures.path("valid/tokens/dark.json")
    let palette = try Palette.loadDesignTokens(
      files: [.light: [light], .dark: [light, dark]], name: "tokens", path: light)
    #expect(palette.color(named: "bg")?.values[.dark]?.value == .srgb(SRGB(hex: "#121212")!))
    // The alias resolves per appearance: accent → fg in dark is the dark fg.
    #expect(palette.color(named: "accent")?.values[.dark]?.value == .srgb(SRGB(hex: "#a0a0a0")!))
    #expect(palette.color(named: "fg")?.resolved(for: .darkIncreasedContrast)?.declaredFor == .dark)
  }

  @Test func resolverContextsMapToVariants() throws {
    let palette = try Palette.loadTokenResolver(
      path: PaletteFixtures.path("valid/resolver/app.resolver.json"))
    let text = try #require(palette.color(named: "semantic.text"))
    #expect(text.values[.light]?.value == .srgb(SRGB(hex: "#6e6e73")!))
    #expect(text.values[.lightIncreasedContrast]?.value == .srgb(SRGB(hex: "#3a3a3c")!))
    #expect(text.values[.dark]?.value == .srgb(SRGB(hex: "#98989d")!))
    #expect(text.values[.darkIncreasedContrast]?.value == .srgb(SRGB(hex: "#98989d")!))
    #expect(palette.name == "App")
  }

  @Test func terrazzoContextNamesAndInlineItems() throws {
    let palette = try Palette.loadTokenResolver(
      path: PaletteFixtures.path("valid/resolver/terrazzo-style.resolver.json"))
    #expect(Set(palette.color(named: "semantic.bg")!.values.keys) == Set(Palette.Variant.allCases))
  }

  @Test func unmappedContextNeedsConfiguration() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(
      """
      {"version": "2025.10", "modifiers": {"mode": {"contexts": {"sunny": [{"a": {"$type": "color", "$value": "#fff"}}], "moon": [{"a": {"$type": "color", "$value": "#000"}}]}}},
       "resolutionOrder": [{"$ref": "#/modifiers/mode"}]}
      """, to: "x.resolver.json", in: directory)
    #expect(throws: PaletteError.self) { try Palette.loadTokenResolver(path: path) }
    var configuration = PaletteConfiguration()
    configuration.contexts = ["sunny": .light, "moon": .dark]
    let palette = try Palette.loadTokenResolver(path: path, configuration: configuration)
    #expect(palette.color(named: "a")?.values[.dark]?.value == .srgb(.black))
  }

  @Test func directoryDiscoveryLeavesResolverSourcesToTheResolver() throws {
    let sources = try PaletteLoader.discover(in: PaletteFixtures.path("valid/resolver"))
    #expect(
      sources.map { FileAccess.fileName(of: $0) } == [
        "app.resolver.json", "terrazzo-style.resolver.json",
      ])
  }

  @Test func tokensStudioSingleFileResolvesAcrossSets() throws {
    let palette = try Palette.loadDesignTokens(
      path: PaletteFixtures.path("valid/tokens/tokens-studio.json"))
    #expect(
      palette.color(named: "light.text")?.values[.light]?.value == .srgb(SRGB(hex: "#777777")!))
    #expect(palette.color(named: "global.colors.white") != nil)
  }

  @Test func groupExtendsCopiesTokensItDoesNotDeclare() throws {
    let palette = try Palette.loadDesignTokens(
      path: PaletteFixtures.path("valid/tokens/extends.tokens.json"))
    #expect(palette.color(named: "brand.fg")?.values[.light]?.value == .srgb(SRGB(hex: "#222222")!))
    #expect(palette.color(named: "brand.bg")?.values[.light]?.value == .srgb(.white))
  }

  @Test(arguments: [
    ("light", Palette.Variant.light), ("Dark", .dark),
    ("lightHighContrast", .lightIncreasedContrast),
    ("darkHighContrast", .darkIncreasedContrast), ("light_ax", .lightIncreasedContrast),
    ("dark-hc", .darkIncreasedContrast), ("Dark (High Contrast)", .darkIncreasedContrast),
    ("high-contrast-light", .lightIncreasedContrast), ("Light Accessible", .lightIncreasedContrast),
  ])
  func commonContextNames(name: String, variant: Palette.Variant) {
    #expect(Palette.Variant(commonName: name) == variant)
  }

  @Test func unknownContextNameIsNotGuessed() {
    #expect(Palette.Variant(commonName: "sepia") == nil)
    #expect(Palette.Variant(commonName: "brand-a") == nil)
  }
}
