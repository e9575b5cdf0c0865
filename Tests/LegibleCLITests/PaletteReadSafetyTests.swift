import Foundation
import LegibleCLI
import LegibleFiles
import Testing

/// Palette reads: regular files only, bounded, no link loops, no references outside the project
/// (issue 9, defects 11 and 14).
@Suite struct PaletteReadSafetyTests {
  static let palette = """
    { "colors": { "text": "#000000", "paper": "#ffffff" },
      "pairs": [ { "foreground": "text", "background": "paper" } ] }
    """

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func palettes(_ output: String) throws -> [[String: Any]] {
    try #require(try json(output)["palettes"] as? [[String: Any]])
  }

  @Test func aFIFONamedAsAPaletteIsRefusedWithoutBlocking() throws {
    let scratch = try Scratch()
    let good = try scratch.write(Self.palette, to: "good.json")
    let pipe = scratch.path("pipe.json")
    #expect(mkfifo(pipe, 0o644) == 0)
    let run = RecordingConsole.run(["audit", pipe, good, "--format", "json"])
    #expect(run.status == .error)
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains(pipe) && lines[0].contains("named pipe"))
    #expect(try Self.palettes(run.output).contains { $0["path"] as? String == good })
    #expect(FileStatus(path: pipe)?.kind == .fifo)
  }

  @Test func aFIFOInAPaletteFolderDoesNotBlock() throws {
    let scratch = try Scratch()
    try scratch.write(Self.palette, to: "good.json")
    #expect(mkfifo(scratch.path("pipe.json"), 0o644) == 0)
    let run = RecordingConsole.run(["audit", scratch.root, "--format", "json"])
    #expect(
      try Self.palettes(run.output).contains {
        ($0["path"] as? String)?.hasSuffix("good.json") == true
      })
  }

  @Test func aFileOverTheByteLimitIsAnErrorNamingIt() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.palette, to: "palette.json")
    let good = try scratch.write(
      "{\"colors\":{\"a\":\"#000\",\"b\":\"#fff\"},\"pairs\":[{\"foreground\":\"a\",\"background\":\"b\"}]}",
      to: "small.json")
    let run = RecordingConsole.run([
      "audit", path, good, "--max-file-bytes", "100", "--format", "json",
    ])
    #expect(run.status == .error)
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains(path) && lines[0].contains("100 bytes"))
    #expect(
      try Self.palettes(run.output).contains {
        $0["path"] as? String == good && $0["error"] is NSNull
      })
    #expect(RecordingConsole.run(["audit", path]).status == .clean)
    #expect(RecordingConsole.run(["audit", path, "--max-file-bytes", "0"]).status == .error)
  }

  @Test func aLinkLoopInAPaletteFolderFindsEachPaletteOnce() throws {
    let scratch = try Scratch()
    try scratch.write(Self.palette, to: "palettes/a.json")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("palettes/loop"), withDestinationPath: scratch.path("palettes"))
    let run = RecordingConsole.run(["audit", scratch.path("palettes"), "--format", "json"])
    #expect(run.status == .clean, "\(run.error)")
    #expect(try Self.palettes(run.output).count == 1)
  }

  @Test func aLinkLoopInAnAssetCatalogAddsNoPhantomColours() throws {
    let scratch = try Scratch()
    let colorset = { (value: String) in
      """
      { "colors": [ { "color": { "color-space": "srgb", "components": { "alpha": "1.000",
        "red": "\(value)", "green": "\(value)", "blue": "\(value)" } }, "idiom": "universal" } ] }
      """
    }
    try scratch.write(colorset("0.000"), to: "App.xcassets/Text.colorset/Contents.json")
    try scratch.write(colorset("1.000"), to: "App.xcassets/Paper.colorset/Contents.json")
    try scratch.write(
      ##"{ "properties": { "provides-namespace": true } }"##, to: "App.xcassets/Group/Contents.json"
    )
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("App.xcassets/Group/loop"),
      withDestinationPath: scratch.path("App.xcassets"))
    try scratch.write(
      ##"{ "pairs": [ { "foreground": "*", "background": "Paper" } ] }"##, to: "legible.json")
    let run = RecordingConsole.run([
      "audit", scratch.path("App.xcassets"), "--format", "json", "--all", "--policy", "wcag2-aa",
    ])
    #expect(run.status == .clean, "\(run.error)")
    let results = try #require(try Self.palettes(run.output).first?["results"] as? [[String: Any]])
    // "*" would also match a phantom "Group/Text" or "Group/loop/Text" read through the loop.
    let names = Set(
      results.flatMap { [$0["foreground"], $0["background"]].compactMap { $0 as? String } })
    #expect(names == ["Text", "Paper"])
  }

  @Test func aConfigurationNamingAPaletteOutsideItsFolderIsRefused() throws {
    let scratch = try Scratch()
    try scratch.write(Self.palette, to: "outside.json")
    try scratch.write(##"{ "palettes": ["../outside.json"] }"##, to: "project/legible.json")
    let run = RecordingConsole.run(["audit", scratch.path("project")])
    #expect(run.status == .error)
    let lines = run.error.split(separator: "\n")
    #expect(
      lines.count == 1 && lines[0].contains("legible.json") && lines[0].contains("../outside.json"))
    let allowed = RecordingConsole.run([
      "audit", scratch.path("project"), "--allow-outside-references",
    ])
    #expect(allowed.status == .clean, "\(allowed.error)")
  }

  @Test func absoluteVariantsAreRefused() throws {
    let scratch = try Scratch()
    try scratch.write(
      ##"{ "variants": { "light": ["/etc/passwd"] } }"##, to: "project/legible.json")
    let run = RecordingConsole.run(["audit", scratch.path("project")])
    #expect(run.status == .error)
    #expect(run.error.contains("/etc/passwd") && run.error.contains("outside"))
    #expect(!run.error.contains("root:"))
  }

  @Test func aResolverReferenceLeavingTheProjectIsRefused() throws {
    let scratch = try Scratch()
    try scratch.write(
      ##"{ "text": { "$type": "color", "$value": "#000" }, "paper": { "$type": "color", "$value": "#fff" } }"##,
      to: "elsewhere/secret.tokens.json")
    try scratch.write(
      ##"{ "sets": { "base": { "sources": [ { "$ref": "../elsewhere/secret.tokens.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ] }"##,
      to: "project/app.resolver.json")
    try scratch.write(
      ##"{ "pairs": [ { "foreground": "text", "background": "paper" } ] }"##,
      to: "project/legible.json")
    let run = RecordingConsole.run(["audit", scratch.path("project/app.resolver.json")])
    #expect(run.status == .error)
    let lines = run.error.split(separator: "\n")
    #expect(
      lines.count == 1 && lines[0].contains("app.resolver.json") && lines[0].contains("outside"))
    let allowed = RecordingConsole.run([
      "audit", scratch.path("project/app.resolver.json"), "--allow-outside-references",
    ])
    #expect(allowed.status == .clean, "\(allowed.error)")
  }

  @Test func fixWriteNeverRewritesAFileOutsideTheProject() throws {
    let scratch = try Scratch()
    try scratch.write(
      ##"{ "text": { "$type": "color", "$value": "#777777" }, "paper": { "$type": "color", "$value": "#ffffff" } }"##,
      to: "elsewhere/shared.tokens.json")
    try scratch.write(
      ##"{ "variants": { "light": ["../elsewhere/shared.tokens.json"] }, "pairs": [ { "foreground": "text", "background": "paper" } ] }"##,
      to: "project/legible.json")
    let before = scratch.snapshots()
    let run = RecordingConsole.run(["fix", scratch.path("project"), "--write"])
    #expect(run.status == .error)
    #expect(scratch.snapshots() == before)
  }
}
