import LegibleReporting

/// The process exit status: ``ExitCode``'s values, the mapping from outcomes living in
/// ``ExitCode/of(_:failOn:maxWarnings:)``.
///
/// | code | meaning |
/// |---|---|
/// | 0 | clean: nothing at or above the `--fail-on` level |
/// | 1 | findings: at least one failure (or review, with `--fail-on review`), or more warnings than `--max-warnings` |
/// | 2 | usage or input error: bad arguments, an unreadable file or line (other inputs are still checked) |
public enum ExitStatus: Int32, Sendable {
  /// Nothing failed.
  case clean = 0
  /// Something failed.
  case findings = 1
  /// The command line or an input could not be understood.
  case error = 2

  /// The status for a finished run (see ``ExitCode/of(_:failOn:maxWarnings:)``).
  public static func of(_ summary: Summary, failOn: FailLevel, maxWarnings: Int? = nil)
    -> ExitStatus
  {
    ExitStatus(ExitCode.of(summary, failOn: failOn, maxWarnings: maxWarnings))
  }

  /// The same code.
  public init(_ code: ExitCode) {
    switch code {
    case .clean: self = .clean
    case .findings: self = .findings
    case .error: self = .error
    }
  }
}
