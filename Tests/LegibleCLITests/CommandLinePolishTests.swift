import Foundation
import LegibleCLI
import LegibleReporting
import Testing
import _LegibleTestSupport

/// Help, "did you mean", option messages, write errors, errors reported once, `fix` as JSON
/// and batch line limits.
@Suite struct CommandLinePolishTests {
  static func temporaryDirectory() throws -> String {
    let url = ScratchFolder.root.appendingPathComponent(
      "legible-polish-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// `legible help scan` printed the top-level help.
  @Test func helpTopicPrintsThatCommandsHelp() {
    for command in ["check", "audit", "fix", "scan"] {
      let viaHelp = RecordingConsole.run(["help", command])
      let viaFlag = RecordingConsole.run([command, "--help"])
      #expect(viaHelp.status == .clean)
      #expect(viaHelp.output.hasPrefix("usage: legible \(command)"), "\(viaHelp.output)")
      #expect(viaHelp.output == viaFlag.output)
    }
    #expect(RecordingConsole.run(["help"]).output.hasPrefix("legible — audit colour contrast"))
    let unknown = RecordingConsole.run(["help", "scna"])
    #expect(unknown.status == .error)
    #expect(unknown.error.contains("unknown command 'scna'; did you mean 'scan'?"))
  }

  @Test func misspeltCommandsAndOptionsGetASuggestion() {
    let command = RecordingConsole.run(["chekc", "#000", "#fff"])
    #expect(command.status == .error)
    #expect(
      command.error
        == "legible: error: unknown command 'chekc'; did you mean 'check'? (see 'legible --help')\n"
    )
    let option = RecordingConsole.run(["check", "#000", "#fff", "--fromat", "json"])
    #expect(option.status == .error)
    #expect(option.error.contains("unknown option '--fromat'; did you mean '--format'?"))
    let far = RecordingConsole.run(["check", "#000", "#fff", "--zzzzzz"])
    #expect(far.error.contains("unknown option '--zzzzzz' (see"))
  }

  /// The messages name what is accepted: --scale takes 1.5 and 4, --weight takes 1 to 1000.
  @Test func scaleAndWeightMessagesMatchWhatIsAccepted() throws {
    let scale = RecordingConsole.run(["scan", "x.png", "--scale", "9"])
    #expect(scale.error.contains("--scale takes a number from 1 to 4"), "\(scale.error)")
    let weight = RecordingConsole.run(["check", "#000", "#fff", "--weight", "9000"])
    #expect(weight.error.contains("--weight takes a whole number from 1 to 1000"))
    for accepted in ["1", "1000", "bold", "normal", "regular"] {
      #expect(
        RecordingConsole.run(["check", "#000", "#fff", "--weight", accepted]).status == .clean)
    }
  }

  /// `--output` into a missing folder or onto a folder: the reason, not Foundation's wrapping.
  @Test func outputErrorsAreClean() throws {
    let directory = try Self.temporaryDirectory()
    let missing = RecordingConsole.run(["check", "#000", "#fff", "--output", directory + "/no/x"])
    #expect(missing.status == .error)
    #expect(
      missing.error
        == "legible: error: \(directory)/no/x: cannot write the report: the folder "
        + "\(directory)/no does not exist\n")
    let folder = RecordingConsole.run(["check", "#000", "#fff", "--output", directory])
    #expect(folder.error.hasSuffix("cannot write the report: is a folder; give a file name\n"))
    #expect(!folder.error.contains("NSCocoaErrorDomain"))
  }

  /// An unreadable palette or screenshot is reported once, on standard error, not also as a
  /// `✗` line in the report; with --quiet too. The good input beside it is still reported.
  @Test func errorsAreReportedOnce() throws {
    let directory = try Self.temporaryDirectory()
    let good = directory + "/good.json"
    try
      ##"{"colors": {"a": "#000000", "b": "#ffffff"}, "pairs": [{"foreground": "a", "background": "b"}]}"##
      .write(toFile: good, atomically: true, encoding: .utf8)
    for quiet in [[], ["--quiet"]] {
      let audit = RecordingConsole.run(["audit", good, directory + "/missing.json"] + quiet)
      #expect(audit.status == .error)
      #expect(audit.error.components(separatedBy: "missing.json").count == 2, "\(audit.error)")
      #expect(!audit.output.contains("missing.json"), "\(audit.output)")
      let scan = RecordingConsole.run(["scan", directory + "/missing.png"] + quiet)
      #expect(scan.status == .error)
      #expect(scan.error.components(separatedBy: "missing.png").count == 2, "\(scan.error)")
      #expect(!scan.output.contains("missing.png"), "\(scan.output)")
      // The summary counts it; --quiet prints findings only.
      #expect(scan.output.contains("1 unreadable") == quiet.isEmpty, "\(scan.output)")
    }
    // The good palette passes: listed with --all.
    let audit = RecordingConsole.run(["audit", good, directory + "/missing.json", "--all"])
    #expect(audit.output.contains("good.json:1:"), "\(audit.output)")
  }

  /// `fix --format json` printed text.
  @Test func fixWritesJSON() throws {
    let directory = try Self.temporaryDirectory()
    let path = directory + "/p.json"
    try
      ##"{"colors": {"text": "#999999", "bg": "#ffffff"}, "pairs": [{"foreground": "text", "background": "bg"}]}"##
      .write(toFile: path, atomically: true, encoding: .utf8)
    let run = RecordingConsole.run(["fix", path, "--format", "json"])
    #expect(run.status == .findings)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect((object["tool"] as? [String: Any])?["version"] as? String == ToolInfo.current.version)
    let palettes = try #require(object["palettes"] as? [[String: Any]])
    let changes = try #require(palettes.first?["changes"] as? [[String: Any]])
    #expect(changes.first?["color"] as? String == "text")
    #expect(changes.first?["before"] as? String == "#999999")
    #expect(changes.first?["written"] as? Bool == false)
    #expect(palettes.first?["error"] is NSNull)
    #expect((object["summary"] as? [String: Any])?["changes"] as? Int == 1)
  }

  @Test func versionIsTheReportsVersion() {
    #expect(RecordingConsole.run(["--version"]).output == "legible \(ToolInfo.current.version)\n")
  }

  /// A 64 MB batch line used 2.3 GB and was echoed whole: now refused by length, and every
  /// error repeats at most 80 characters of the input; the good line is still checked.
  @Test func longBatchLinesAreRefusedWithAShortEcho() throws {
    let directory = try Self.temporaryDirectory()
    let path = directory + "/pairs.txt"
    let huge = String(repeating: "x", count: 100_000)
    let long = "rgb(" + String(repeating: "1 ", count: 1_000) + ")"
    try "#000 #fff\n\(huge) #fff\n\(long) #fff\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let run = RecordingConsole.run(["check", "--batch", path, "--format", "json"])
    #expect(run.status == .error)
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines[0].hasPrefix(
        "legible: error: \(path):2: the line is 100005 bytes, more than the limit of 4096"))
    #expect(lines.allSatisfy { $0.count < path.count + 300 }, "\(run.error)")
    #expect(run.output.contains("\"line\" : 1"))
  }
}
