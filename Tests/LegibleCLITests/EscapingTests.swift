import Foundation
import LegibleCLI
import Testing
import _LegibleTestSupport

/// Colour names and file names from inputs cannot forge output lines or send terminal
/// commands: control characters are escaped in every text output, and JSON stays exact.
@Suite struct EscapingTests {
  /// A name with OSC (ESC ] … BEL) and a newline followed by text that would pose as a line.
  static let evilName = "evil\u{1B}]0;x\u{07}\nforged"

  static func folder() throws -> URL {
    let folder = ScratchFolder.root
      .appendingPathComponent("legible-escaping-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A Legible palette whose colour `name` is grey on white, with a pair naming `pairName`.
  static func palette(name: String, pairName: String) throws -> String {
    let escapedName = "evil\\u001b]0;x\\u0007\\nforged"
    let pair = pairName == name ? escapedName : pairName
    return """
      { "colors": { "\(escapedName)": "#777777", "bg": "#ffffff" },
        "pairs": [ { "foreground": "\(pair)", "background": "bg" } ] }
      """
  }

  static func assertNoRawControls(_ text: String) {
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!text.contains("\u{1B}"))
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("forged") })
  }

  @Test func colourNameCannotForgeAuditLines() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("evil.json")
    try Self.palette(name: Self.evilName, pairName: Self.evilName)
      .write(to: file, atomically: true, encoding: .utf8)
    let run = RecordingConsole.run(["audit", file.path, "--color", "never", "--all"])
    #expect(run.status == .findings, "\(run.error)")
    Self.assertNoRawControls(run.output)
    #expect(run.output.contains("evil\\e]0;x\\x07\\nforged on bg"))

    let fix = RecordingConsole.run(["fix", file.path, "--color", "never"])
    Self.assertNoRawControls(fix.output)
    #expect(fix.output.contains("evil\\e]0;x\\x07\\nforged"))

    // JSON keeps the name exactly.
    let json = RecordingConsole.run(["audit", file.path, "--format", "json", "--all"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let palettes = try #require(object["palettes"] as? [[String: Any]])
    let results = try #require(palettes.first?["results"] as? [[String: Any]])
    #expect(results.contains { $0["foreground"] as? String == Self.evilName })
  }

  /// An error that quotes an unknown name stays one line on standard error.
  @Test func unknownNameErrorIsOneLine() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("evil.json")
    try Self.palette(name: "x", pairName: "nope\\u001b[2J\\nlegible: error: forged")
      .write(to: file, atomically: true, encoding: .utf8)
    let run = RecordingConsole.run(["audit", file.path, "--color", "never"])
    #expect(run.status == .error)
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("legible: error: \(file.path):") == true)
    Self.assertNoRawControls(run.error)
    Self.assertNoRawControls(run.output)
  }

  /// A file name with a newline and ESC is escaped in text output and error lines.
  @Test func fileNameIsEscaped() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad\u{1B}[31m\nforged.json")
    try "{ \"colors\": { \"fg\": \"#777777\", \"bg\": \"#fff\", }, \"pairs\": [] }"
      .write(to: file, atomically: true, encoding: .utf8)
    let run = RecordingConsole.run(["audit", file.path, "--color", "never"])
    #expect(run.status == .error)
    #expect(run.error.split(separator: "\n").count == 1)
    #expect(run.error.contains("bad\\e[31m\\nforged.json"))
    Self.assertNoRawControls(run.error)
    Self.assertNoRawControls(run.output)
  }

  @Test func batchFileNameAndColourTextAreEscaped() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pairs\u{07}.txt")
    try "banana\u{1B}[2J white\n#000 #fff\n".write(to: file, atomically: true, encoding: .utf8)
    let run = RecordingConsole.run(["check", "--batch", file.path, "--color", "never"])
    #expect(run.status == .error)
    #expect(run.error.split(separator: "\n").count == 1)
    #expect(run.error.contains("pairs\\x07.txt:1:"))
    Self.assertNoRawControls(run.error)
    Self.assertNoRawControls(run.output)
  }
}
