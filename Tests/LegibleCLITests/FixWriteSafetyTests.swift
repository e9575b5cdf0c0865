import Foundation
import LegibleCLI
import LegibleFiles
import Testing

/// `fix --write` never corrupts, half-applies or silently replaces a file (issue 9, defect 1).
@Suite struct FixWriteSafetyTests {
  /// #777777 on white fails 4.5:1; fix makes it #767676.
  static let palette = """
    {
      "colors": { "text": { "light": "#777777" }, "paper": { "light": "#FFFFFF" } },
      "pairs": [ { "foreground": "text", "background": "paper" } ]
    }

    """

  static let fixed = palette.replacingOccurrences(of: "#777777", with: "#767676")

  @Test func twoPalettesSharingATokenFileEditItOnceAndItStaysValidJSON() throws {
    let scratch = try Scratch()
    // "#777" grows to "#767676": an edit at a stale offset would break the JSON.
    try scratch.write(
      ##"{ "text": { "$type": "color", "$value": "#777" }, "paper": { "$type": "color", "$value": "#fff" } }"##,
      to: "app/shared.tokens.json")
    for name in ["one", "two"] {
      try scratch.write(
        ##"{ "name": "\##(name)", "sets": { "base": { "sources": [ { "$ref": "shared.tokens.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ] }"##,
        to: "app/\(name).resolver.json")
    }
    try scratch.write(
      ##"{ "pairs": [ { "foreground": "text", "background": "paper" } ] }"##, to: "app/legible.json"
    )
    let run = RecordingConsole.run(["fix", scratch.path("app"), "--write", "--policy", "wcag2-aa"])
    #expect(run.status == .clean, "\(run.error)")
    let text = try scratch.text("app/shared.tokens.json")
    #expect(text.contains(##""$value": "#767676""##))
    _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
    #expect(run.output.components(separatedBy: "wrote ").count == 2)
  }

  @Test func nothingIsWrittenWhenALaterInputFails() throws {
    let scratch = try Scratch()
    try scratch.write(Self.palette, to: "good.json")
    try scratch.write(##"{ "colors": { "text": "#777777", }, }"##, to: "bad.json")
    let before = scratch.snapshots()
    let run = RecordingConsole.run([
      "fix", scratch.path("good.json"), scratch.path("bad.json"), "--write", "--policy", "wcag2-aa",
    ])
    #expect(run.status == .error)
    #expect(run.error.contains(scratch.path("bad.json")))
    // The good palette was still planned and reported, and nothing was written.
    #expect(run.output.contains(scratch.path("good.json")))
    #expect(run.output.contains("#777777 → #767676"))
    #expect(run.output.contains("nothing written"))
    #expect(scratch.snapshots() == before)
  }

  @Test func aSymbolicLinkIsWrittenThroughAndItsTargetKeepsItsMode() throws {
    let scratch = try Scratch()
    let target = try scratch.write(Self.palette, to: "real/palette.json")
    chmod(target, 0o640)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("palette.json"), withDestinationPath: target)
    let run = RecordingConsole.run([
      "fix", scratch.path("palette.json"), "--write", "--policy", "wcag2-aa",
    ])
    #expect(run.status == .clean, "\(run.error)")
    #expect(
      FileStatus(path: scratch.path("palette.json"), followingLinks: false)?.kind == .symbolicLink)
    #expect(try scratch.text("real/palette.json") == Self.fixed)
    #expect(FileStatus(path: target)?.permissions == 0o640)
  }

  @Test func aReadOnlyPaletteIsRefusedAndUntouched() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.palette, to: "palette.json")
    chmod(path, 0o444)
    let before = scratch.snapshots()
    let run = RecordingConsole.run(["fix", path, "--write", "--policy", "wcag2-aa"])
    #expect(run.status == .error)
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains(path) && lines[0].contains("read-only"))
    #expect(scratch.snapshots() == before)
  }

  @Test func aHardLinkedPaletteIsRefusedAndTheLinksStayJoined() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.palette, to: "palette.json")
    #expect(link(path, scratch.path("other-name.json")) == 0)
    let before = scratch.snapshots()
    let run = RecordingConsole.run(["fix", path, "--write", "--policy", "wcag2-aa"])
    #expect(run.status == .error)
    #expect(run.error.contains(path) && run.error.contains("hard links"))
    #expect(scratch.snapshots() == before)
  }

  @Test func outputOverAPaletteOfTheRunIsRefused() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.palette, to: "palette.json")
    let before = scratch.snapshots()
    let run = RecordingConsole.run(["fix", path, "--output", path])
    #expect(run.status == .error)
    #expect(run.error.contains(path) && run.error.contains("input of this run"))
    #expect(scratch.snapshots() == before)
  }
}
