import Foundation
import LegibleCLI
import LegibleFiles
import Testing

/// `--output` never replaces a device, a folder or an input (issue 9, defect 2).
@Suite struct OutputSafetyTests {
  static let palette = """
    { "colors": { "text": "#000000", "paper": "#ffffff" },
      "pairs": [ { "foreground": "text", "background": "paper" } ] }
    """

  @Test func devNullIsWrittenToAndStaysADevice() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.palette, to: "palette.json")
    let run = RecordingConsole.run(["audit", path, "--output", "/dev/null"])
    #expect(run.status == .clean, "\(run.error)")
    #expect(FileStatus(path: "/dev/null", followingLinks: false)?.kind == .characterDevice)
    #expect(run.output.isEmpty)
  }

  @Test func devStdoutIsStandardOutput() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.palette, to: "palette.json")
    let run = RecordingConsole.run(["audit", path, "--output", "/dev/stdout", "--format", "json"])
    #expect(run.status == .clean, "\(run.error)")
    #expect(run.output.contains("\"palettes\""))
  }

  @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.palette, to: "palette.json")
    let target = try scratch.write("old report", to: "reports/report.txt")
    chmod(target, 0o600)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("report.txt"), withDestinationPath: target)
    let run = RecordingConsole.run(["audit", path, "--output", scratch.path("report.txt")])
    #expect(run.status == .clean, "\(run.error)")
    #expect(
      FileStatus(path: scratch.path("report.txt"), followingLinks: false)?.kind == .symbolicLink)
    #expect(try scratch.text("reports/report.txt").hasPrefix("audit: 1 palette: 0 failing"))
    #expect(FileStatus(path: target)?.permissions == 0o600)
  }

  @Test func aFolderIsAnErrorNamingIt() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.palette, to: "palette.json")
    try FileManager.default.createDirectory(
      atPath: scratch.path("out"), withIntermediateDirectories: true)
    let before = scratch.snapshots()
    let run = RecordingConsole.run(["audit", path, "--output", scratch.path("out")])
    #expect(run.status == .error)
    let lines = run.error.split(separator: "\n")
    #expect(
      lines.count == 1 && lines[0].contains(scratch.path("out")) && lines[0].contains("folder"))
    #expect(scratch.snapshots() == before)
  }

  @Test func anInputOfTheRunIsRefusedAndUntouched() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.palette, to: "palette.json")
    let before = scratch.snapshots()
    let run = RecordingConsole.run(["audit", path, "--output", path])
    #expect(run.status == .error)
    #expect(run.error.contains(path) && run.error.contains("input of this run"))
    #expect(scratch.snapshots() == before)
  }

  @Test func aReadOnlyReportIsRefusedAndUntouched() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.palette, to: "palette.json")
    let report = try scratch.write("kept", to: "report.txt")
    chmod(report, 0o444)
    let before = scratch.snapshots()
    let run = RecordingConsole.run(["audit", path, "--output", report])
    #expect(run.status == .error)
    #expect(run.error.contains(report) && run.error.contains("read-only"))
    #expect(scratch.snapshots() == before)
  }

  @Test func theBinaryWritesToDevNullWithoutReplacingIt() throws {
    let scratch = try Scratch()
    let path = try scratch.write(Self.palette, to: "palette.json")
    let run = try Executable.run(["audit", path, "--output", "/dev/null"])
    #expect(run.status == 0, "\(run.error)")
    #expect(FileStatus(path: "/dev/null", followingLinks: false)?.kind == .characterDevice)
  }
}
