import Foundation
import LegibleCLI
import LegiblePalettes
import LegibleReporting
import Testing
import _LegibleTestSupport

/// `legible audit`: exit status, JSON contract, text layout, errors.
@Suite struct AuditCommandTests {
  static let applePalette = Fixtures.repositoryRoot.appendingPathComponent(
    "Palettes/apple-system.json"
  ).path

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func appleSystemPaletteAsJSON() throws {
    let run = RecordingConsole.run(["audit", Self.applePalette, "--format", "json", "--all"])
    #expect(run.status == .findings)
    let report = try Self.json(run.output)
    let palettes = try #require(report["palettes"] as? [[String: Any]])
    let results = try #require(palettes.first?["results"] as? [[String: Any]])
    let secondary = try #require(
      results.first {
        $0["foreground"] as? String == "secondaryLabel"
          && $0["background"] as? String == "systemBackground"
          && $0["variant"] as? String == "light"
          && ($0["message"] as? String)?.hasPrefix("wcag2-aa") == true
      })
    #expect(secondary["foregroundColor"] as? String == "#8a8a8e")
    #expect(secondary["status"] as? String == "fail")
    #expect(secondary["required"] as? Double == 4.5)
    #expect((secondary["fallbackUsed"] as? [String])?.isEmpty == true)
    // WCAG decides under wcag2-aa: Apple's Increase Contrast rule belongs to apple-hig.
    #expect(secondary["rule"] as? String == "wcag2-aa")
    #expect((secondary["source"] as? String)?.hasSuffix("apple-system.json:24") == true)
    // #3C3C4399 over white composited exactly (CSS Compositing 1 source-over, not rounded to
    // 8 bits): (138, 138, 142.2)/255; WCAG 2.2 ratio against white computed in Python.
    #expect(
      (secondary["wcagRatio"] as? Double)?.isApproximatelyEqual(
        to: 3.4381996219180686, absoluteTolerance: 1e-12) == true)
    for key in [
      "foreground", "background", "variant", "foregroundColor", "backgroundColor", "role",
      "wcagRatio", "apcaLc", "required", "status", "rule", "fallbackUsed", "suggestion",
    ] {
      #expect(secondary.keys.contains(key), "\(key)")
    }
    #expect(palettes.first?["error"] is NSNull)
  }

  /// The hand-written JSON decodes to the same document JSONEncoder produces.
  @Test func jsonTextMatchesJSONEncoder() throws {
    let palette = try Palette.loadLegibleJSON(path: Self.applePalette)
    let results = try PaletteAuditor.audit(palette)
    let report = Report(
      policies: ["wcag2-aa"],
      palettes: [("p", "n \"quoted\"\n", results, nil), ("q", "q", [], "broken")],
      includesPasses: true)
    let fast = try JSONSerialization.jsonObject(with: Data(report.jsonText().utf8)) as? NSDictionary
    let reference =
      try JSONSerialization.jsonObject(
        with: Data(try JSONOutput.string(report).utf8)) as? NSDictionary
    #expect(fast != nil && fast == reference)
  }

  @Test func textListsFailuresAsCompilerStyleLines() {
    let run = RecordingConsole.run(["audit", Self.applePalette, "--policy", "wcag2-aa"])
    #expect(run.status == .findings)
    let lines = run.output.split(separator: "\n").map(String.init)
    let first = lines.first { $0.contains("secondaryLabel on systemBackground (light)") }
    #expect(first?.hasPrefix(Self.applePalette + ":") == true)
    #expect(first?.contains(": error: ") == true && first?.contains("3.44:1") == true)
    #expect(run.output.contains("passes only with Increase Contrast"))
    #expect(lines.last?.hasPrefix("audit: 1 palette: ") == true)
  }

  /// A folder without its own legible.json: each subfolder's configuration applies to the
  /// palettes inside it.
  @Test func folderOfConfiguredFolders() {
    let folder = Fixtures.repositoryRoot.appendingPathComponent("Palettes").path
    let run = RecordingConsole.run(["audit", folder, "--color", "never"])
    #expect(run.status == .findings, "\(run.error)")
    #expect(run.error.isEmpty)
    let lines = run.output.split(separator: "\n")
    // The examples judge by wcag2-aa, under which "passes only with Increase Contrast" fails
    // (the leniency is apple-hig's): 6 failing results in each of four example palettes.
    let examples = lines.filter { $0.hasPrefix(folder + "/examples/") }
    #expect(examples.count == 24)
    #expect(examples.allSatisfy { $0.contains(": error: ") && $0.contains(": wcag2-aa ") })
    // The summary counts every palette (apple-system.json too) and names the policies that
    // failed.
    #expect(
      lines.last?.hasPrefix("audit: 5 palettes: ") == true
        && lines.last?.hasSuffix("failing wcag2-aa, apca-bronze") == true, "\(lines.last ?? "")")
  }

  @Test func unknownNameExitsTwo() throws {
    let directory = ScratchFolder.root.appendingPathComponent(
      "legible-audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("p.json").path
    try
      ##"{"colors": {"a": "#000000", "b": "#ffffff"}, "pairs": [{"foreground": "c", "background": "b"}]}"##
      .write(toFile: path, atomically: true, encoding: .utf8)
    let run = RecordingConsole.run(["audit", path])
    #expect(run.status == .error)
    #expect(run.error.contains("p.json:1: no colour named \"c\""))
  }

  @Test func missingPathExitsTwo() {
    let run = RecordingConsole.run(["audit", "/nonexistent/palette.json", "--format", "json"])
    #expect(run.status == .error)
    #expect(
      run.output.contains("\"error\" : \"/nonexistent/palette.json: no such file or directory\""))
  }
}

/// `legible fix`, in-process and through the built executable.
@Suite struct FixCommandTests {
  static func copyExamples() throws -> String {
    let source = Fixtures.repositoryRoot.appendingPathComponent("Palettes/examples")
    let target = ScratchFolder.root.appendingPathComponent(
      "legible-fix-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: source, to: target)
    return target.path
  }

  static func snapshot(_ directory: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let path = enumerator?.nextObject() as? String {
      let full = directory + "/" + path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
      }
    }
    return files
  }

  @Test(arguments: ["legible", "xcassets", "tokens"])
  func writeTwiceChangesNothingTheSecondTime(format: String) throws {
    let root = try Self.copyExamples()
    let folder = root + "/" + format
    let before = try Self.snapshot(folder)
    let first = RecordingConsole.run(["fix", folder, "--write", "--color", "never"])
    #expect(first.status == .clean, "\(first.output)\(first.error)")
    #expect(first.output.contains("4 changes, 4 written"))
    let afterFirst = try Self.snapshot(folder)
    #expect(afterFirst != before)
    #expect(Set(afterFirst.keys) == Set(before.keys))  // no temporary files left behind
    let second = RecordingConsole.run(["fix", folder, "--write"])
    #expect(second.status == .clean)
    #expect(second.output.contains("nothing to fix"))
    #expect(try Self.snapshot(folder) == afterFirst)
    let audit = RecordingConsole.run(["audit", folder])
    #expect(audit.status == .clean, "\(audit.output)")
  }

  @Test func styleSheetsAreReportedNotWritten() throws {
    let root = try Self.copyExamples()
    let before = try Self.snapshot(root + "/css")
    let run = RecordingConsole.run(["fix", root + "/css", "--write", "--color", "never"])
    #expect(run.status == .findings)
    #expect(run.output.contains("style sheets are not rewritten"))
    #expect(try Self.snapshot(root + "/css") == before)
  }

  @Test func executableAuditsTheShippedPalette() throws {
    let run = try Executable.run([
      "audit", Fixtures.repositoryRoot.appendingPathComponent("Palettes/apple-system.json").path,
    ])
    #expect(run.status == 1)
    #expect(run.output.contains("secondaryLabel on systemBackground"))
    #expect(run.error.isEmpty)
  }
}
