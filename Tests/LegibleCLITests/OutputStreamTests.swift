import Foundation
import Testing

/// The built `legible` with closed, full and vanishing standard streams: never a trap, exit 2
/// with one line for a write error, a quiet stop when the reader goes away.
@Suite struct OutputStreamTests {
  /// Runs `script` with `/bin/sh`, `$0` being the built `legible`.
  static func shell(_ script: String) throws -> (output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, Executable.url.path]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
  }

  @Test func fullStandardOutputIsAnError() throws {
    let run = try Self.shell("\"$0\" check '#777' white >/dev/full; echo \"status $?\" >&2")
    #expect(
      run.error
        == "legible: error: cannot write to standard output: No space left on device\nstatus 2\n")
  }

  @Test func closedStandardOutputIsAnError() throws {
    let run = try Self.shell("\"$0\" check '#777' white >&-; echo \"status $?\" >&2")
    #expect(run.error.hasPrefix("legible: error: cannot write to standard output: "))
    #expect(run.error.hasSuffix("\nstatus 2\n"))
    #expect(run.error.split(separator: "\n").count == 2)
  }

  /// With standard error closed as well there is nowhere to say why, but the status says it.
  @Test func closedStandardErrorAndFullOutput() throws {
    let run = try Self.shell("\"$0\" check '#777' white 2>&- >/dev/full; echo \"status $?\"")
    #expect(run.output == "status 2\n")
    let failing = try Self.shell("\"$0\" check banana white 2>/dev/full; echo \"status $?\"")
    #expect(failing.output.hasSuffix("status 2\n"))
  }

  /// Piping into `head` stops the output quietly; the exit status is the run's own (1: the
  /// batch has failing pairs), not 141 from SIGPIPE, and nothing is written to standard error.
  @Test func readerGoingAwayIsAQuietStop() throws {
    let run = try Self.shell(
      """
      file="${TMPDIR:-/tmp}/legible-pipe-$$.txt"
      i=0; while [ $i -lt 3000 ]; do echo '#777 white'; i=$((i+1)); done > "$file"
      ( "$0" check --batch "$file"; echo "status $?" >&2 ) | head -n 1
      rm -f "$file"
      """)
    #expect(run.output.contains("legible-pipe-"))
    #expect(run.output.contains(".txt:1: error: #777777 on #ffffff"))
    #expect(run.output.split(separator: "\n").count == 1)
    #expect(run.error == "status 1\n")
  }
}
