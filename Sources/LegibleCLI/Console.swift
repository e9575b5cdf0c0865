import Foundation
import LegibleReporting

/// Where a command writes: its report (stdout or `--output`), its diagnostics (stderr), and what
/// it knows of the terminal and environment. Tests pass a console that records.
public struct Console: Sendable {
  /// Writes report text.
  public var output: @Sendable (String) -> Void
  /// Writes diagnostics and progress.
  public var error: @Sendable (String) -> Void
  /// Whether standard output is a terminal.
  public var outputIsTerminal: Bool
  /// Whether standard error is a terminal (progress lines are shown only then).
  public var errorIsTerminal: Bool
  /// The environment (`NO_COLOR`, `FORCE_COLOR`, `COLORTERM`, `TERM`).
  public var environment: [String: String]

  /// Creates a console.
  public init(
    output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
    outputIsTerminal: Bool, errorIsTerminal: Bool, environment: [String: String]
  ) {
    self.output = output
    self.error = error
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.environment = environment
  }

  /// The process's own standard output and error; a closed, full or vanished stream drops what
  /// is written to it instead of trapping (see ``LegibleCommand/main()`` for how such a failure
  /// sets the exit status).
  public static var standard: Console { StandardStreams().console }

  /// Writes `legible: error: <message>` to standard error, as one line whatever the message
  /// quotes (control characters escaped by ``Escaping``).
  func reportError(_ message: String) {
    error("legible: error: \(Escaping.text(message))\n")
  }

  /// Writes `legible: warning: <message>` to standard error, as one line.
  func reportWarning(_ message: String) {
    error("legible: warning: \(Escaping.text(message))\n")
  }
}
