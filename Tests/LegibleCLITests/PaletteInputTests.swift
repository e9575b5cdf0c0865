import Foundation
import LegibleCLI
import Testing
import _LegibleTestSupport

/// `legible audit` on broken palettes beside good ones: each broken file is one error line
/// naming it (exit 2), and the good palettes are still audited and reported.
@Suite struct PaletteInputTests {
  static let goodPalette = """
    { "colors": { "fg": "#777777", "bg": "#ffffff" },
      "pairs": [ { "foreground": "fg", "background": "bg" } ] }
    """

  /// A fresh folder holding `files` (relative path → text).
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = ScratchFolder.root
      .appendingPathComponent("legible-inputs-\(UUID().uuidString)")
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  /// Audits `folder` and checks: exit 2, one error line naming `bad` (and `line`), and the
  /// good palette `good` still reported.
  static func expectReported(
    _ folder: URL, bad: String, line: Int?, good: String?, contains: String
  ) {
    let run = RecordingConsole.run([
      "audit", folder.path, "--policy", "wcag2-aa", "--quiet", "--all",
    ])
    #expect(run.status == .error)
    let errors = run.error.split(separator: "\n")
    #expect(errors.count == 1, "\(run.error)")
    let prefix =
      "legible: error: " + folder.appendingPathComponent(bad).path
      + (line.map { ":\($0)" } ?? "")
    #expect(errors.first?.hasPrefix(prefix) == true, "\(run.error)")
    #expect(run.error.contains(contains), "\(run.error)")
    if let good {
      #expect(
        run.output.contains(folder.appendingPathComponent(good).path + ":"),
        "\(run.output)")
    }
  }

  /// A trailing comma once made `audit DIR` skip the palette in silence.
  @Test func unparseablePaletteInFolderIsReported() throws {
    let folder = try Self.folder([
      "a.json": Self.goodPalette,
      "b.json": ##"{ "colors": { "fg": "#000", "bg": "#fff", }, "pairs": [] }"##,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    Self.expectReported(folder, bad: "b.json", line: 1, good: "a.json", contains: "invalid JSON")
  }

  /// A token file that is not an object was merged as empty, so dark used light's values.
  @Test func tokenFileThatIsNotAnObject() throws {
    let folder = try Self.folder([
      "tokens/light.json":
        ##"{ "fg": { "$type": "color", "$value": "#000" }, "bg": { "$type": "color", "$value": "#fff" } }"##,
      "tokens/dark.json": "[]",
      "tokens/legible.json":
        ##"{ "variants": { "light": ["light.json"], "dark": ["dark.json"] }, "pairs": [ { "foreground": "fg", "background": "bg" } ] }"##,
      "good/a.json": Self.goodPalette,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    Self.expectReported(
      folder, bad: "tokens/dark.json", line: 1, good: "good/a.json", contains: "not an array")
  }

  /// A resolver referring to itself exited 0 with the appearance unaudited; a set cycle
  /// recursed without end.
  @Test(arguments: [
    (
      ##"{ "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "r.resolver.json" }] } } }, "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }"##,
      "refers to itself"
    ),
    (
      ##"{ "sets": { "a": { "sources": [{ "$ref": "#/sets/b" }] }, "b": { "sources": [{ "$ref": "#/sets/a" }] } }, "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "light.json" }] } } }, "resolutionOrder": [{ "$ref": "#/sets/a" }, { "$ref": "#/modifiers/theme" }] }"##,
      "cycle"
    ),
  ])
  func resolverReferenceCycles(resolver: String, message: String) throws {
    let folder = try Self.folder([
      "t/light.json":
        ##"{ "fg": { "$type": "color", "$value": "#000" }, "bg": { "$type": "color", "$value": "#fff" } }"##,
      "t/r.resolver.json": resolver,
      "t/legible.json": ##"{ "pairs": [ { "foreground": "fg", "background": "bg" } ] }"##,
      "good/a.json": Self.goodPalette,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    Self.expectReported(
      folder, bad: "t/r.resolver.json", line: nil, good: "good/a.json", contains: message)
  }

  /// Huge components became NaN (black, passing) or trapped converting to Int.
  @Test(arguments: [
    (
      "p3.tokens.json",
      ##"{ "fg": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1e300, 1e300, 1e300] } }, "bg": { "$type": "color", "$value": "#ffffff" } }"##
    ),
    (
      "p3.json",
      ##"{ "colors": { "fg": "color(display-p3 1e300 1e300 1e300)", "bg": "#fff" }, "pairs": [ { "foreground": "fg", "background": "bg" } ] }"##
    ),
    (
      "srgb.json",
      ##"{ "colors": { "fg": "color(srgb 1e308 -1e308 1e308)", "bg": "#fff" }, "pairs": [ { "foreground": "fg", "background": "bg" } ] }"##
    ),
    (
      "size.json",
      ##"{ "colors": { "fg": "#777", "bg": "#fff" }, "pairs": [ { "foreground": "fg", "background": "bg", "size": 1e20 } ] }"##
    ),
  ])
  func hugeNumbersAreErrors(name: String, text: String) throws {
    var files = ["x/" + name: text, "good/a.json": Self.goodPalette]
    if name.hasSuffix(".tokens.json") {
      files["x/legible.json"] = ##"{ "pairs": [ { "foreground": "fg", "background": "bg" } ] }"##
    }
    let folder = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    Self.expectReported(folder, bad: "x/" + name, line: 1, good: "good/a.json", contains: "1e")
  }

  @Test func hugeAssetCatalogComponentIsAnError() throws {
    let color =
      ##"{ "colors": [ { "idiom": "universal", "color": { "color-space": "display-p3", "components": { "red": 1e300, "green": 0, "blue": 0, "alpha": 1 } } } ] }"##
    let white =
      ##"{ "colors": [ { "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000" } } } ] }"##
    let folder = try Self.folder([
      "c/A.xcassets/Contents.json": ##"{ "info": { "version": 1 } }"##,
      "c/A.xcassets/Fg.colorset/Contents.json": color,
      "c/A.xcassets/Bg.colorset/Contents.json": white,
      "c/legible.json": ##"{ "pairs": [ { "foreground": "Fg", "background": "Bg" } ] }"##,
      "good/a.json": Self.goodPalette,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    Self.expectReported(
      folder, bad: "c/A.xcassets/Fg.colorset/Contents.json", line: 1, good: "good/a.json",
      contains: "1e+300")
  }

  /// A CSS file starting with a UTF-8 byte order mark lost its `:root` block.
  @Test func cssWithByteOrderMark() throws {
    let folder = try Self.folder([
      "theme.css": "\u{FEFF}:root { --fg: #777777; --bg: #ffffff; }\n",
      "legible.json": ##"{ "pairs": [ { "foreground": "fg", "background": "bg" } ] }"##,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = RecordingConsole.run(["audit", folder.path, "--policy", "wcag2-aa"])
    #expect(run.status == .findings, "\(run.error)")
    #expect(run.error.isEmpty)
    #expect(run.output.split(separator: "\n").filter { $0.contains("fg on bg") }.count == 4)
    #expect(
      run.output.hasSuffix(
        "audit: 1 palette: 4 failing, 0 warnings, 0 to review, 0 passing; failing wcag2-aa\n"))
  }
}
