import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegiblePalettes

/// CSS custom properties with colour-scheme and contrast media blocks.
@Suite struct CSSPaletteTests {
  let palette: Palette

  init() throws {
    palette = try Palette.loadCSS(path: PaletteFixtures.path("valid/css/theme.css"))
  }

  func value(_ name: String, _ variant: Palette.Variant) -> SRGB? {
    palette.color(named: name)?.resolved(for: variant)?.value.value.color
  }

  @Test func onlyColoursBecomePaletteColours() {
    #expect(
      palette.colorNames == [
        "surface", "text", "muted", "accent", "link", "border", "wide", "scheme-aware",
      ])
  }

  @Test func mediaBlocksGiveVariants() throws {
    #expect(value("surface", .light) == SRGB(hex: "#ffffff"))
    #expect(value("surface", .dark) == SRGB(hex: "#000000"))
    #expect(value("accent", .lightIncreasedContrast) == SRGB(hex: "#0040dd"))
    #expect(value("accent", .darkIncreasedContrast) == SRGB(hex: "#409cff"))
    let muted = try #require(value("muted", .lightIncreasedContrast))
    #expect(muted.alpha.isApproximatelyEqual(to: 0.8, absoluteTolerance: 1e-12))
    // Width queries and component selectors are not appearances.
    #expect(value("surface", .lightIncreasedContrast) == SRGB(hex: "#ffffff"))
    #expect(
      palette.color(named: "surface")?.resolved(for: .darkIncreasedContrast)?.declaredFor == .dark)
  }

  @Test func varReferencesResolvePerAppearance() {
    #expect(value("link", .light) == value("accent", .light))
    #expect(value("link", .dark) == SRGB(hex: "#0a84ff"))
    #expect(value("link", .darkIncreasedContrast) == SRGB(hex: "#409cff"))
    // link is declared once, in :root; its dark value is not a fallback, it differs.
    #expect(palette.color(named: "link")?.resolved(for: .dark)?.declaredFor == .dark)
  }

  @Test func lightDarkSplits() {
    #expect(value("scheme-aware", .light) == SRGB(hex: "#111111"))
    #expect(value("scheme-aware", .dark) == SRGB(hex: "#eeeeee"))
  }

  @Test func lineNumbersAreKept() {
    #expect(palette.color(named: "text")?.values[.light]?.location.line == 7)
    #expect(palette.color(named: "accent")?.values[.darkIncreasedContrast]?.location.line == 37)
  }

  @Test func auditsWithItsConfiguration() throws {
    let folder = PaletteFixtures.path("valid/css")
    let configuration = try #require(try PaletteLoader.configuration(for: folder))
    let palettes = try PaletteLoader.load(path: folder, configuration: configuration)
    let results = try PaletteAuditor.audit(palettes[0], pairs: configuration.pairs)
    // rgb(60 60 67 / 0.6) over white is (138, 138, 142.2)/255 exactly (shown as #8a8a8e),
    // 3.44:1 (as Apple's secondaryLabel); ratio from the WCAG 2.2 formula in Python.
    let muted = try #require(results.first("muted", on: "surface", .light))
    #expect(muted.foregroundColor == "#8a8a8e")
    #expect(muted.wcagRatio!.isApproximatelyEqual(to: 3.4381996219180686, absoluteTolerance: 1e-9))
  }

  @Test func varCycleIsAnError() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(
      ":root {\n  --a: var(--b);\n  --b: var(--a);\n}\n", to: "cycle.css", in: directory)
    #expect {
      try Palette.loadCSS(path: path)
    } throws: { error in
      guard case .aliasCycle(let token, _, let location) = error as? PaletteError else {
        return false
      }
      return token == "--a" && location.line == 2
    }
  }

  @Test func badColourIsAnError() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(":root { --a: rgb(1 2); }\n", to: "bad.css", in: directory)
    #expect(throws: PaletteError.self) { try Palette.loadCSS(path: path) }
  }

  @Test func negatedRootAndThemeSelectors() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(
      """
      :root { --bg: #fff; --fg: #777; }
      @media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { --bg: #000; --fg: #999; } }
      [data-theme="light"] { --fg: #666; }
      .dark { --bg: #111; }
      """, to: "theme.css", in: directory)
    let palette = try Palette.loadCSS(path: path)
    let fg = try #require(palette.color(named: "fg"))
    let bg = try #require(palette.color(named: "bg"))
    #expect(fg.resolved(for: .light)?.value.value == .srgb(SRGB(hex: "#666")!))
    #expect(fg.resolved(for: .dark)?.value.value == .srgb(SRGB(hex: "#999")!))
    #expect(bg.resolved(for: .dark)?.value.value == .srgb(SRGB(hex: "#111")!))
  }
}
