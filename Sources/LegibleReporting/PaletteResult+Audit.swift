import LegibleColor
import LegiblePalettes

extension PaletteResult {
  /// The report row for one audit result.
  ///
  /// `rule` is the id of the rule that decided (a policy id, `apple-increased-contrast`,
  /// `apple-increased-contrast-lower`, `system-reference`); `message` says it in words;
  /// `fallbackUsed` lists `colour:appearance` for each colour whose value came from another
  /// appearance; `source` is `file:line` of the foreground's value.
  public init(_ result: PaletteAuditResult) {
    self.init(
      foreground: result.foreground, background: result.background,
      variant: result.variant.rawValue, foregroundColor: result.foregroundColor ?? "",
      backgroundColor: result.backgroundColor ?? "", role: result.role.rawValue,
      wcagRatio: result.wcagRatio ?? 0, apcaLc: result.apcaLc ?? 0, required: result.required,
      status: Finding.Status(result.status), rule: result.ruleID,
      fallbackUsed: result.fallbacks, suggestion: result.suggestion,
      message: result.rule + (result.fallback.map { " (\($0))" } ?? ""),
      source: result.location.description, policy: result.policy,
      metric: result.policy.flatMap(Policy.named)?.metric.rawValue, backdrop: result.backdrop)
  }
}

extension Finding.Status {
  /// The report status of an audit status.
  public init(_ status: PaletteAuditResult.Status) {
    switch status {
    case .fail: self = .fail
    case .warning: self = .warning
    case .pass: self = .pass
    }
  }
}

extension Report {
  /// A palette report: every result counted in the summary, only failures and warnings listed
  /// unless `includesPasses`; failures first, then warnings, then passes, each in audit order.
  public init(
    policies: [String],
    palettes: [(path: String, name: String, results: [PaletteAuditResult], error: String?)],
    includesPasses: Bool
  ) {
    var summary = Summary()
    var reports: [PaletteReport] = []
    for palette in palettes {
      if palette.error != nil { summary.errors += 1 }
      var rows: [PaletteResult] = []
      for status in [PaletteAuditResult.Status.fail, .warning, .pass] {
        for result in palette.results where result.status == status {
          summary.count(Finding.Status(status))
          if status != .pass || includesPasses { rows.append(PaletteResult(result)) }
        }
      }
      reports.append(
        PaletteReport(path: palette.path, name: palette.name, results: rows, error: palette.error))
    }
    self.init(policies: policies, palettes: reports, summary: summary)
  }
}
