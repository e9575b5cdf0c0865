import Foundation
import LegibleColor
import LegibleFiles
import Testing

@testable import LegiblePalettes

/// `PaletteFixer.write`: edits land only on the bytes they were planned on (issue 9, defect 1).
@Suite struct PaletteWriteSafetyTests {
  static let palette = """
    {
      "colors": { "text": { "light": "#777777" }, "paper": { "light": "#FFFFFF" } },
      "pairs": [ { "foreground": "text", "background": "paper" } ]
    }

    """

  static func plan(_ path: String) throws -> FixPlan {
    try PaletteFixer.plan(
      Palette.loadLegibleJSON(path: path), options: AuditOptions(policies: [.wcag2AA]))
  }

  @Test func aFileChangedSinceItWasReadIsRefusedAndLeftAlone() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(Self.palette, to: "palette.json", in: directory)
    let plan = try Self.plan(path)
    // Another program saves the file between the plan and the write: one byte more at the
    // front shifts every offset.
    let edited = " " + Self.palette
    try edited.write(toFile: path, atomically: false, encoding: .utf8)
    let prepared = PaletteFixer.prepare([plan])
    #expect(prepared.writes.isEmpty)
    let message = try #require(prepared.errors.first?.description)
    #expect(message.hasPrefix(path) && message.contains("changed since it was read"))
    #expect(throws: PaletteError.self) { try PaletteFixer.write(plan) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
  }

  @Test func theSamePlanTwiceIsMergedIntoOneEdit() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(Self.palette, to: "palette.json", in: directory)
    let plan = try Self.plan(path)
    #expect(try PaletteFixer.write([plan, plan]) == [path])
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == Self.palette.replacingOccurrences(of: "#777777", with: "#767676"))
  }

  @Test func conflictingEditsOfOneValueWriteNothing() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(Self.palette, to: "palette.json", in: directory)
    let plan = try Self.plan(path)
    var other = plan
    other.fixes[0].edits = other.fixes[0].edits?.map {
      var edit = $0
      edit.text = "\"#000000\""
      return edit
    }
    let prepared = PaletteFixer.prepare([plan, other])
    #expect(prepared.writes.isEmpty && prepared.errors.count == 1)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.palette)
  }
}
