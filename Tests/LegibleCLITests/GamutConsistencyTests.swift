import Foundation
import LegibleCLI
import LegibleColor
import Testing
import _LegibleTestSupport

/// A colour outside sRGB is measured the same way by `check` and `audit`: at its true luminance
/// as a wide-gamut display shows it, printed as `color(display-p3 …)` so that the printed value
/// gives the same ratio back; `--gamut srgb` measures the gamut-mapped colour an sRGB display
/// shows, by both commands.
@Suite struct GamutConsistencyTests {
  /// A palette of Display P3 red on white: as a Legible palette and as an asset catalog.
  static func palettes() throws -> (json: String, catalog: String, folder: URL) {
    let folder = ScratchFolder.root
      .appendingPathComponent("legible-gamut-\(UUID().uuidString)")
    let set = folder.appendingPathComponent("cat/A.xcassets/Red.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let json = folder.appendingPathComponent("p.json")
    try #"""
    { "colors": { "red": "color(display-p3 1 0 0)", "bg": "#ffffff" },
      "pairs": [ { "foreground": "red", "background": "bg" } ] }
    """#.write(to: json, atomically: true, encoding: .utf8)
    try #"""
    { "colors": [ { "idiom": "universal", "color": { "color-space": "display-p3",
      "components": { "red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000" } } } ],
      "info": { "author": "xcode", "version": 1 } }
    """#.write(
      to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    let bg = folder.appendingPathComponent("cat/A.xcassets/Bg.colorset")
    try FileManager.default.createDirectory(at: bg, withIntermediateDirectories: true)
    try #"""
    { "colors": [ { "idiom": "universal", "color": { "color-space": "srgb",
      "components": { "red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000" } } } ],
      "info": { "author": "xcode", "version": 1 } }
    """#.write(to: bg.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    try #"{ "pairs": [ { "foreground": "Red", "background": "Bg" } ] }"#.write(
      to: folder.appendingPathComponent("cat/legible.json"), atomically: true,
      encoding: .utf8)
    return (json.path, folder.appendingPathComponent("cat/A.xcassets").path, folder)
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The first result's `wcagRatio` and `foregroundColor` of an audit.
  static func audit(_ path: String, _ extra: [String] = []) throws -> (Double, String) {
    let run = RecordingConsole.run(
      ["audit", path, "--policy", "wcag2-aa", "--format", "json", "--all"] + extra)
    let palettes = try #require(
      try object(run.output)["palettes"] as? [[String: Any]], "\(run.error)")
    let result = try #require((palettes.first?["results"] as? [[String: Any]])?.first)
    return (
      try #require(result["wcagRatio"] as? Double),
      try #require(result["foregroundColor"] as? String)
    )
  }

  /// `wcagRatio` and `foreground` of `check FG white`.
  static func check(_ foreground: String, _ extra: [String] = []) throws -> (Double, String) {
    let run = RecordingConsole.run(
      ["check", foreground, "white", "--policy", "wcag2-aa", "--format", "json"] + extra)
    let result = try #require((try object(run.output)["results"] as? [[String: Any]])?.first)
    return (
      try #require(result["wcagRatio"] as? Double), try #require(result["foreground"] as? String)
    )
  }

  @Test func wideGamutIsMeasuredAndPrintedAlikeByCheckAndAudit() throws {
    let (json, catalog, folder) = try Self.palettes()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Display P3 red is (1.0930, -0.2267, -0.1501) in extended sRGB (CSS Color 4 matrices):
    // relative luminance 0.2290 (WCAG 2.2 formula), 3.764:1 on white, not the 3.96:1 of the
    // gamut-mapped #ff0b0c an sRGB display shows.
    let direct = WCAG2.contrastRatio(
      between: SRGB(components: (1, 0, 0), in: .displayP3), and: .white)
    #expect(direct.isApproximatelyEqual(to: 3.7644, absoluteTolerance: 1e-4))
    let (checkRatio, checkPrinted) = try Self.check("color(display-p3 1 0 0)")
    let (auditRatio, auditPrinted) = try Self.audit(json)
    let (catalogRatio, catalogPrinted) = try Self.audit(catalog)
    for ratio in [checkRatio, auditRatio, catalogRatio] {
      #expect(ratio.isApproximatelyEqual(to: direct, absoluteTolerance: 1e-9))
    }
    #expect(checkPrinted == "color(display-p3 1 0 0)")
    #expect(auditPrinted == checkPrinted && catalogPrinted == checkPrinted)
    // The printed value gives the ratio back.
    let (again, _) = try Self.check(auditPrinted)
    #expect(again.isApproximatelyEqual(to: direct, absoluteTolerance: 1e-4))
  }

  @Test func srgbGamutMeasuresWhatAnSRGBDisplayShows() throws {
    let (json, catalog, folder) = try Self.palettes()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mapped = GamutMapping.mapToSRGB(SRGB(components: (1, 0, 0), in: .displayP3)).clamped
    let expected = WCAG2.contrastRatio(between: mapped, and: .white)
    let (checkRatio, checkPrinted) = try Self.check("color(display-p3 1 0 0)", ["--gamut", "srgb"])
    let (auditRatio, auditPrinted) = try Self.audit(json, ["--gamut", "srgb"])
    let (catalogRatio, _) = try Self.audit(catalog, ["--gamut", "srgb"])
    for ratio in [checkRatio, auditRatio, catalogRatio] {
      #expect(ratio.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    }
    #expect(checkPrinted == mapped.hexString && auditPrinted == mapped.hexString)
    #expect(abs(expected - 3.7644) > 0.1)
    #expect(RecordingConsole.run(["check", "#000", "#fff", "--gamut", "p4"]).status == .error)
  }

  /// The notation of colours inside and outside sRGB and Display P3.
  @Test func notation() throws {
    #expect(SRGB(red8: 0x77, green8: 0x77, blue8: 0x77).notation == "#777777")
    #expect(SRGB(components: (1, 0, 0), in: .displayP3).notation == "color(display-p3 1 0 0)")
    let green = SRGB(components: (0.2, 0.8, 0.3), in: .displayP3)
    #expect(green.notation == "color(display-p3 0.2 0.8 0.3)")
    // Rec. 2020 green lies outside Display P3 too: extended sRGB channels.
    let wide = SRGB(components: (0, 1, 0), in: .rec2020)
    #expect(wide.notation.hasPrefix("color(srgb "))
    let parsed = try ColorParser.parse(wide.notation).unmapped
    #expect(parsed.green.isApproximatelyEqual(to: wide.green, absoluteTolerance: 1e-5))
    #expect(parsed.red.isApproximatelyEqual(to: wide.red, absoluteTolerance: 1e-5))
  }
}
