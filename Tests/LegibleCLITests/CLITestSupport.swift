import Foundation
import LegibleCLI
import Synchronization

/// Runs the CLI in-process and records what it writes.
final class RecordingConsole: Sendable {
  private let buffers = Mutex<(output: String, error: String)>(("", ""))

  var output: String { buffers.withLock { $0.output } }
  var error: String { buffers.withLock { $0.error } }

  func console(environment: [String: String] = [:], terminal: Bool = false) -> Console {
    Console(
      output: { text in self.buffers.withLock { $0.output += text } },
      error: { text in self.buffers.withLock { $0.error += text } },
      outputIsTerminal: terminal, errorIsTerminal: false, environment: environment)
  }

  static func run(
    _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false
  )
    -> (status: ExitStatus, output: String, error: String)
  {
    let recorder = RecordingConsole()
    let status = LegibleCommand.run(
      arguments, console: recorder.console(environment: environment, terminal: terminal))
    return (status, recorder.output, recorder.error)
  }
}

/// Runs the built `legible` executable as a separate process.
enum Executable {
  /// `.build/<configuration>/legible`, beside the test bundle.
  static var url: URL {
    Bundle.main.bundleURL.appendingPathComponent("legible")
  }

  static func run(_ arguments: [String], input: String? = nil, directory: URL? = nil) throws
    -> (status: Int32, output: String, error: String)
  {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }
}
