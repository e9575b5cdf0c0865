/// The formats a report can be written in (`--format`, `--report FORMAT=PATH`).
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
  /// Text for a person (the command's own layout).
  case text
  /// The documented JSON contract (`Schemas/`).
  case json
  /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
  case sarif
  /// JUnit XML, for GitLab, Jenkins and Azure test reports.
  case junit
  /// GitHub Actions workflow commands (`::error file=…::…`), one annotation per finding.
  case github
  /// A Markdown summary table, for `$GITHUB_STEP_SUMMARY` or a pull-request comment.
  case markdown
  /// One self-contained HTML page: summary, palette grids in real colours, screenshots with
  /// their finding boxes.
  case html

  /// The reporter for a format rendered from findings alone, or `nil` for `json`, which each
  /// command writes in its own layout.
  public var findingReporter: (any FindingReporter)? {
    switch self {
    case .text: TextReporter()
    case .json: nil
    case .sarif: SARIFReporter()
    case .junit: JUnitReporter()
    case .github: GitHubReporter()
    case .markdown: MarkdownReporter()
    case .html: HTMLReporter()
    }
  }
}

/// Renders a ``FindingReport`` in one format.
public protocol FindingReporter: Sendable {
  /// Writes the report in this format to `output`, piece by piece (a ``ReportStream`` passes
  /// the pieces on as they come, so the whole text is never held).
  func write(_ report: FindingReport, to output: inout some TextOutputStream) throws
}

extension FindingReporter {
  /// The report as text in this format.
  public func render(_ report: FindingReport) throws -> String {
    var text = ""
    try write(report, to: &text)
    return text
  }
}
