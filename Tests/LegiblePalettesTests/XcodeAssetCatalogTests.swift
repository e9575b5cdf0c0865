import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegiblePalettes

/// `Fixtures/Palettes/valid/catalog/App.xcassets`: every colour space and component notation Xcode
/// writes, namespaces, idioms, gamuts, appearance slots, references and empty sets. Expected
/// luminances were computed independently (Python, CSS Color 4 matrices, WCAG 2.2 weights).
@Suite struct XcodeAssetCatalogTests {
  let palette: Palette

  init() throws {
    palette = try Palette.loadXcodeAssetCatalog(
      path: PaletteFixtures.path("valid/catalog/App.xcassets"))
  }

  func luminance(_ name: String, _ variant: Palette.Variant = .light) throws -> Double {
    let color = try #require(palette.color(named: name), "\(name)")
    let value = try #require(color.resolved(for: variant)?.value.value.color)
    return WCAG2.relativeLuminance(of: value)
  }

  @Test func namesFollowNamespaceFolders() {
    #expect(
      Set(palette.colorNames) == [
        "Brand/Primary", "Body", "Secondary", "P3Red", "ExtendedSRGB", "LinearHalf", "GrayHalf",
        "ExtendedGray", "Numbers", "Backgrounds/Surface/Base", "Backgrounds/Surface/Explicit Light",
        "Backgrounds/Dim", "SystemBlue", "Idioms", "Gamut", "OnlyHigh", "Empty",
      ])
  }

  @Test func hexAndDecimalComponentsInOneFile() throws {
    let body = try #require(palette.color(named: "Body"))
    #expect(body.values[.light]?.value == .srgb(SRGB(red8: 0x1A, green8: 0x1A, blue8: 0x1E)))
    #expect(body.values[.dark]?.value == .srgb(SRGB(red8: 230, green8: 230, blue8: 235)))
    #expect(body.values[.light]?.location.line == 4)
  }

  @Test func floatAlphaAndByteAlpha() throws {
    let secondary = try #require(palette.color(named: "Secondary")?.values[.light]?.value.color)
    #expect(secondary.alpha == 0.6)
    let gray = try #require(palette.color(named: "ExtendedGray")?.values[.light]?.value.color)
    #expect(gray.alpha == 1)
  }

  @Test(arguments: [
    ("P3Red", 0.228925316027456),  // display-p3 (1, 0, 0): extended sRGB (1.2249, −0.0421, −0.0196)
    ("ExtendedSRGB", 0.3153113141883747),  // extended-srgb (1.2, −0.1, 0)
    ("LinearHalf", 0.214),  // extended-linear-srgb 0.214 is already linear
    ("GrayHalf", 0.217637640824031),  // gray-gamma-22 0.5 → 0.5^2.2, not sRGB's 0.21404
    ("ExtendedGray", 0.217637640824031),
    ("Numbers", 0.21404114048223255),  // JSON numbers are floats
  ])
  func colorSpacesConvertExactly(name: String, expected: Double) throws {
    #expect(try luminance(name).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
  }

  @Test func universalIdiomAndSRGBGamutPreferred() throws {
    #expect(
      palette.color(named: "Idioms")?.values[.light]?.value
        == .srgb(SRGB(red: 0, green: 0, blue: 1)))
    #expect(
      palette.color(named: "Gamut")?.values[.light]?.value
        == .srgb(SRGB(red: 0.8, green: 0, blue: 0)))
  }

  @Test func appearanceSlots() throws {
    let primary = try #require(palette.color(named: "Brand/Primary"))
    #expect(Set(primary.values.keys) == Set(Palette.Variant.allCases))
    // An explicit "light" entry wins over the "Any" entry.
    let explicit = try #require(palette.color(named: "Backgrounds/Surface/Explicit Light"))
    #expect(explicit.values[.light]?.value == .srgb(SRGB(red: 0.95, green: 0.95, blue: 0.97)))
    // "Any, High Contrast" covers dark high contrast when there is no dark value.
    let onlyHigh = try #require(palette.color(named: "OnlyHigh"))
    #expect(onlyHigh.values[.darkIncreasedContrast] == onlyHigh.values[.lightIncreasedContrast])
    #expect(onlyHigh.resolved(for: .dark)?.declaredFor == .light)
  }

  @Test func fallbacksFollowThePlatform() throws {
    let body = try #require(palette.color(named: "Body"))
    #expect(body.resolved(for: .lightIncreasedContrast)?.declaredFor == .light)
    #expect(body.resolved(for: .darkIncreasedContrast)?.declaredFor == .dark)
    let base = try #require(palette.color(named: "Backgrounds/Dim"))
    #expect(base.resolved(for: .dark)?.declaredFor == .light)
    #expect(base.resolved(for: .darkIncreasedContrast)?.declaredFor == .light)
  }

  @Test func referencesAndEmptySets() throws {
    #expect(
      palette.color(named: "SystemBlue")?.values[.light]?.value
        == .systemReference("systemBlueColor"))
    #expect(palette.color(named: "Empty")?.values.isEmpty == true)
  }

  @Test func systemReferenceIsReportedNotMeasured() throws {
    let pair = PairDeclaration(
      foreground: ["SystemBlue"], background: ["Backgrounds/Surface/Base"],
      location: SourceLocation(file: "test"))
    let results = try PaletteAuditor.audit(palette, pairs: [pair])
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0.status == .warning && $0.wcagRatio == nil })
    #expect(results[0].rule.contains("systemBlueColor"))
  }

  @Test func emptyColourInAPairIsAnError() throws {
    let pair = PairDeclaration(
      foreground: ["Empty"], background: ["Backgrounds/Surface/Base"],
      location: SourceLocation(file: "test"))
    #expect(throws: PaletteError.self) { try PaletteAuditor.audit(palette, pairs: [pair]) }
  }

  /// The folder's legible.json pairs, audited: glob expansion, backdrops, variants.
  @Test func auditWithConfiguration() throws {
    let folder = PaletteFixtures.path("valid/catalog")
    let configuration = try #require(try PaletteLoader.configuration(for: folder))
    let palettes = try PaletteLoader.load(path: folder, configuration: configuration)
    #expect(palettes.count == 1)
    let results = try PaletteAuditor.audit(
      palettes[0], pairs: configuration.pairs, ignoring: configuration.ignores)
    #expect(!results.isEmpty)
    // #1A1A1E on #000000 at 20% over white = #CCCCCC.
    let dim = try #require(results.first("Body", on: "Backgrounds/Dim", .light))
    #expect(dim.backgroundColor == "#cccccc")
  }
}
