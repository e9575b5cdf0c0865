/// The process exit status of a run, and the one function that maps outcomes to it.
///
/// | code | meaning |
/// |---|---|
/// | 0 | clean: nothing at or above the `--fail-on` level, warnings within `--max-warnings` |
/// | 1 | findings: a failure (or a review or warning with `--fail-on review`), or more warnings than `--max-warnings` |
/// | 2 | usage, configuration or input error (reported after everything that could be checked) |
public enum ExitCode: Int32, Sendable, Hashable, CaseIterable {
  /// Nothing failed.
  case clean = 0
  /// Something failed.
  case findings = 1
  /// The command line, a configuration or an input could not be understood.
  case error = 2

  /// The status for a finished run: errors win over findings, findings over clean.
  ///
  /// - Parameters:
  ///   - summary: counts of the findings that are not suppressed, and of unreadable inputs.
  ///   - failOn: the lowest outcome that fails the run.
  ///   - maxWarnings: the most warnings and reviews allowed before the run fails, or `nil` for
  ///     no limit.
  public static func of(_ summary: Summary, failOn: FailLevel, maxWarnings: Int? = nil)
    -> ExitCode
  {
    if summary.errors > 0 { return .error }
    if summary.failures > 0 { return .findings }
    let uncertain = summary.warnings + summary.reviews
    if failOn == .review && uncertain > 0 { return .findings }
    if let maxWarnings, uncertain > maxWarnings { return .findings }
    return .clean
  }
}

/// The lowest outcome that makes a run exit 1 (`--fail-on`).
public enum FailLevel: String, Sendable, Hashable, CaseIterable {
  /// Only failures (the default).
  case fail
  /// Failures, warnings and reviews.
  case review
}
