import Foundation
import LegibleCLI
import Testing
import _LegibleTestSupport

/// `check --batch`: line endings, the comment syntax, control characters, empty and oversized
/// input. Each bad line is reported with its number and the good lines beside it still checked.
@Suite struct BatchInputTests {
  /// Writes `bytes` to a fresh temporary file and runs `check --batch` on it as JSON.
  static func runBatch(_ bytes: [UInt8], extra: [String] = []) throws -> (
    status: LegibleCLI.ExitStatus, report: CheckCommandTests.JSONReport?, error: String,
    path: String
  ) {
    let file = ScratchFolder.root
      .appendingPathComponent("legible-batch-\(UUID().uuidString).txt")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = RecordingConsole.run(
      ["check", "--batch", file.path, "--format", "json", "--policy", "wcag2-aa"] + extra)
    let report = try? CheckCommandTests.decode(run.output)
    return (run.status, report, run.error, file.path)
  }

  /// The lines of standard error.
  static func errorLines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: true)
  }

  @Test func crlfLinesAreLines() throws {
    let run = try Self.runBatch(Array("#777777 white\r\n#000 #fff\r\n".utf8))
    #expect(run.status == .findings, "\(run.error)")
    let report = try #require(run.report)
    #expect(report.results.map(\.line) == [1, 2])
    #expect(report.results.map(\.status) == ["fail", "pass"])
    #expect(report.errors.isEmpty)
  }

  /// `#77777` is a colour with five digits, not a comment: an error on its line, never skipped.
  @Test func fiveDigitHexIsAnErrorNotAComment() throws {
    let run = try Self.runBatch(Array("#77777 white\n#000 #fff\n".utf8))
    #expect(run.status == .error)
    let report = try #require(run.report)
    #expect(report.errors.map(\.line) == [1])
    #expect(report.results.map(\.line) == [2])
    let lines = Self.errorLines(run.error)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("legible: error: \(run.path):1: ") == true)
    #expect(lines.first?.contains("#77777") == true)
  }

  /// Comments start at `#` followed by a space, a tab or the end of the line.
  @Test func commentSyntax() throws {
    let text = """
      # a comment
      #
      \t#\tan indented comment
      #777 #fff # trailing comment
      #000,#fff#
      #nothex white
      """
    let run = try Self.runBatch(Array(text.utf8))
    #expect(run.status == .error)
    let report = try #require(run.report)
    #expect(report.results.map(\.line) == [4])
    #expect(report.errors.map(\.line) == [5, 6])
  }

  @Test func lineWithNULIsAnError() throws {
    let run = try Self.runBatch(Array("#000\u{0} white\n#000 #fff\n".utf8))
    #expect(run.status == .error)
    let report = try #require(run.report)
    #expect(report.errors.map(\.line) == [1])
    #expect(report.results.map(\.line) == [2])
    let lines = Self.errorLines(run.error)
    #expect(lines.count == 1)
    #expect(lines.first?.contains("\(run.path):1:") == true)
    #expect(lines.first?.contains("U+0000") == true)
    #expect(!run.error.contains("\u{0}"))
  }

  @Test(arguments: ["", "\n\n", "# only a comment\n", "\u{FEFF}\r\n"])
  func emptyBatchIsAnError(_ text: String) throws {
    let run = try Self.runBatch(Array(text.utf8))
    #expect(run.status == .error)
    let lines = Self.errorLines(run.error)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("legible: error: \(run.path): ") == true)
    #expect(lines.first?.contains("no colour pairs") == true)
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let run = try Self.runBatch([0xEF, 0xBB, 0xBF] + Array("#000 #fff\n".utf8))
    #expect(run.status == .clean, "\(run.error)")
    #expect(run.report?.results.map(\.line) == [1])
  }

  /// Standard input beyond the documented 64 MiB ends in one clear error, not memory
  /// exhaustion; a closed standard input is an error, not a trap.
  @Test func standardInputLimitAndClosedStandardInput() throws {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", "yes '#000 #fff' | head -c 70000000 | \"$0\" check --batch -; echo \"status $?\"",
      Executable.url.path,
    ]
    let output = Pipe()
    let error = Pipe()
    shell.standardOutput = output
    shell.standardError = error
    try shell.run()
    let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(out.hasSuffix("status 2\n"))
    #expect(
      err == "legible: error: <stdin>: the batch input is larger than 64 MiB; "
        + "split it into several batches\n")

    let closed = try OutputStreamTests.shell(
      "\"$0\" check --batch - <&-; echo \"status $?\"")
    #expect(closed.output.hasSuffix("status 2\n"))
    #expect(closed.error.hasPrefix("legible: error: <stdin>: cannot read"))
    #expect(Self.errorLines(closed.error).count == 1)
  }
}
