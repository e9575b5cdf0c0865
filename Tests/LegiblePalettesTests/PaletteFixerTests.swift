import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegiblePalettes

/// `fix`: the nearest passing values, written in place, atomically, once.
@Suite struct PaletteFixerTests {
  static let palette = """
    {
      "name": "Fix me",
      "colors": {
        "text":    { "light": "#777777", "dark": "#8E8E93" },
        "accent":  { "light": "#0A84FF", "dark": "#0A84FF" },
        "paper":   { "light": "#FFFFFF", "dark": "#000000" },
        "fine":    { "light": "#000000", "dark": "#FFFFFF" }
      },
      "pairs": [
        { "foreground": ["text", "accent", "fine"], "background": "paper" }
      ]
    }

    """

  func write(_ text: String, name: String = "palette.json") throws -> String {
    try PaletteFixtures.write(text, to: name, in: PaletteFixtures.temporaryDirectory())
  }

  @Test func fixesMakeEveryPairPassAndAreIdempotent() throws {
    let path = try write(Self.palette)
    let options = AuditOptions(policies: [.wcag2AA])
    let plan = try PaletteFixer.plan(Palette.loadLegibleJSON(path: path), options: options)
    #expect(plan.unfixable.isEmpty)
    #expect(Set(plan.fixes.map(\.color)) == ["text", "accent"])
    // #777777 on white is 4.48:1; the nearest passing grey is #767676 (4.54:1).
    let text = try #require(plan.fixes.first { $0.color == "text" && $0.declaredVariant == .light })
    #expect(text.after == SRGB(hex: "#767676"))
    #expect(text.pairs.allSatisfy { $0.statusAfter == .pass })
    try PaletteFixer.write(plan)

    let fixed = try String(contentsOfFile: path, encoding: .utf8)
    // Only the changed values differ; case and layout are kept.
    let before = Self.palette.split(separator: "\n", omittingEmptySubsequences: false)
    let after = fixed.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count)
    let changed = zip(before, after).filter { $0 != $1 }
    #expect(changed.count == 2)
    #expect(fixed.contains(##""text":    { "light": "#767676", "dark": "#8E8E93" }"##))
    #expect(fixed.contains(##""fine":    { "light": "#000000", "dark": "#FFFFFF" }"##))

    let results = try PaletteAuditor.audit(Palette.loadLegibleJSON(path: path), options: options)
    #expect(!results.contains { $0.status == .fail })
    // A second run has nothing to do and leaves the bytes alone.
    let again = try PaletteFixer.plan(Palette.loadLegibleJSON(path: path), options: options)
    #expect(again.fixes.isEmpty && again.unfixable.isEmpty)
    #expect(try PaletteFixer.write(again).isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed)
  }

  @Test func increasedContrastValueIsRaisedAboveItsNewBase() throws {
    let path = try write(
      """
      {"colors": {"fg": {"light": "#007aff", "dark": "#0a84ff", "darkIncreasedContrast": "#409cff"},
                  "bg": {"light": "#ffffff", "dark": "#000000"}},
       "pairs": [{"foreground": "fg", "background": "bg"}]}
      """)
    let plan = try PaletteFixer.plan(Palette.loadLegibleJSON(path: path))
    #expect(plan.unfixable.isEmpty)
    try PaletteFixer.write(plan)
    let results = try PaletteAuditor.audit(Palette.loadLegibleJSON(path: path))
    #expect(results.allSatisfy { $0.status == .pass })
  }

  @Test func writeIsAtomicAndLeavesNoTemporaryFiles() throws {
    let path = try write(Self.palette)
    let directory = (path as NSString).deletingLastPathComponent
    let inodeBefore = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber]
    let plan = try PaletteFixer.plan(
      Palette.loadLegibleJSON(path: path), options: AuditOptions(policies: [.wcag2AA]))
    try PaletteFixer.write(plan)
    let inodeAfter = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber]
    // Replaced by rename, not rewritten in place: a reader sees the old or the new file whole.
    #expect(inodeBefore as? Int != inodeAfter as? Int)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["palette.json"])
  }

  @Test func staleEditsAreRefused() throws {
    let path = try write(Self.palette)
    let plan = try PaletteFixer.plan(
      Palette.loadLegibleJSON(path: path), options: AuditOptions(policies: [.wcag2AA]))
    try "{}".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: PaletteError.self) { try PaletteFixer.write(plan) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}")
  }

  @Test func assetCatalogKeepsEachNotation() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let contents = """
      {
        "colors" : [
          {
            "color" : {
              "color-space" : "srgb",
              "components" : {
                "alpha" : "1.000",
                "blue" : "0x77",
                "green" : "0x77",
                "red" : "0x77"
              }
            },
            "idiom" : "universal"
          },
          {
            "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : {
              "color-space" : "srgb",
              "components" : {
                "alpha" : "1.000",
                "blue" : "0.500",
                "green" : "0.500",
                "red" : "0.500"
              }
            },
            "idiom" : "universal"
          }
        ]
      }
      """
    try PaletteFixtures.write(contents, to: "A.xcassets/Text.colorset/Contents.json", in: directory)
    try PaletteFixtures.write(
      ##"{"colors": [{"idiom": "universal", "color": {"components": {"red": "255", "green": "255", "blue": "255", "alpha": "1.000"}}}, {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"components": {"red": "0.300", "green": "0.300", "blue": "0.300", "alpha": "1.000"}}}]}"##,
      to: "A.xcassets/Back.colorset/Contents.json", in: directory)
    let catalog = try Palette.loadXcodeAssetCatalog(path: directory + "/A.xcassets")
    let pair = PairDeclaration(
      foreground: ["Text"], background: ["Back"], location: SourceLocation(file: "test"))
    let plan = try PaletteFixer.plan(
      catalog, pairs: [pair], options: AuditOptions(policies: [.wcag2AA]))
    try PaletteFixer.write(plan)
    let fixed = try String(
      contentsOfFile: directory + "/A.xcassets/Text.colorset/Contents.json", encoding: .utf8)
    #expect(fixed.contains(##""red" : "0x76""##))  // hex stays hex: #767676 passes on white
    #expect(fixed.contains(##""alpha" : "1.000""##))
    let darkLine = fixed.split(separator: "\n").first {
      $0.contains("\"red\"") && !$0.contains("0x")
    }
    #expect(darkLine?.contains(".") == true)  // floats stay floats
    let results = try PaletteAuditor.audit(
      Palette.loadXcodeAssetCatalog(path: directory + "/A.xcassets"), pairs: [pair],
      options: AuditOptions(policies: [.wcag2AA]))
    #expect(results.allSatisfy { $0.status == .pass })
  }
}
