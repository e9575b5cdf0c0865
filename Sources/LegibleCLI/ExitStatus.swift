import LegibleReporting

/// The process exit status, and the one place that maps outcomes to it.
///
/// | code | meaning |
/// |---|---|
/// | 0 | clean: nothing at or above the `--fail-on` level |
/// | 1 | findings: at least one failure (or review, with `--fail-on review`) |
/// | 2 | usage or input error: bad arguments, an unreadable file or line (other inputs are still checked) |
public enum ExitStatus: Int32, Sendable {
  /// Nothing failed.
  case clean = 0
  /// Something failed.
  case findings = 1
  /// The command line or an input could not be understood.
  case error = 2

  /// The status for a finished run: errors win over findings, findings over clean.
  public static func of(_ summary: Summary, failOn: FailLevel) -> ExitStatus {
    if summary.errors > 0 { return .error }
    if summary.failures > 0 { return .findings }
    if failOn == .review && summary.reviews > 0 { return .findings }
    return .clean
  }
}

/// The lowest outcome that makes a run exit 1 (`--fail-on`).
public enum FailLevel: String, Sendable, CaseIterable {
  /// Only failures (the default).
  case fail
  /// Failures, warnings and reviews.
  case review
}
