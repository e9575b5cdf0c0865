import LegibleImaging

/// Writes a Markdown summary for `$GITHUB_STEP_SUMMARY` or a pull-request comment: counts,
/// then every failure, warning and review in one table (annotations are capped; this is the
/// full list), then baselined and stale counts.
public struct MarkdownReporter: FindingReporter {
  /// Creates a reporter.
  public init() {}

  public func render(_ report: FindingReport) -> String {
    var text = ""
    write(report, to: &text)
    return text
  }

  public func write(_ report: FindingReport, to output: inout some TextOutputStream) {
    let summary = report.summary
    output.write("## Legible \(report.command.rawValue)\n\n")
    output.write("| failures | warnings | reviews | passes | errors | baselined | stale |\n")
    output.write("|---:|---:|---:|---:|---:|---:|---:|\n")
    output.write(
      "| \(summary.failures) | \(summary.warnings) | \(summary.reviews) | \(summary.passes) | "
        + "\(summary.errors) | \(report.suppressedCount) | \(report.stale.count) |\n\n")
    let failed = report.failedPolicies
    output.write(
      "Policies: \(report.policies.map { "`\($0)`" }.joined(separator: ", "))"
        + (failed.isEmpty ? "" : "; failing: \(failed.map { "`\($0)`" }.joined(separator: ", "))"))
    // Every failure, then every warning, then every review, each in report order (a stable
    // sort by status, without collecting them).
    let shownCount = summary.failures + summary.warnings + summary.reviews
    if shownCount > 0 {
      output.write(
        "\n\n| status | where | pair | policy | measured | required | suggestion |\n"
          + "|---|---|---|---|---:|---:|---|")
      for status in Finding.Status.allCases where status != .pass {
        for input in report.inputs {
          let findings = input.findings
          for index in findings.indices where findings.status(at: index) == status {
            output.write("\n")
            output.write(row(findings[index]))
          }
        }
      }
    }
    var lines: [String] = []
    let errors = report.inputs.compactMap { input in input.error.map { (input.path, $0) } }
    if !errors.isEmpty {
      lines += ["", "**Errors**", ""]
      lines += errors.map { "- `\(Self.cell($0.0))`: \(Self.cell($0.1))" }
    }
    if !report.stale.isEmpty {
      lines += [
        "", "**Stale baseline entries** (no longer found; `--update-baseline` removes them)", "",
      ]
      for entry in report.stale {
        let what =
          entry.foreground.map { "\($0) on \(entry.background ?? "?")" }
          ?? "\(entry.path ?? "") \(entry.foregroundColor ?? "") on \(entry.backgroundColor ?? "")"
        lines.append(
          "- \(Self.cell(entry.rule)) \(Self.cell(entry.policy ?? "")) "
            + "\(Self.cell(entry.variant ?? "")) \(Self.cell(what))")
      }
    }
    for line in lines { output.write("\n" + line) }
    output.write("\n")
  }

  private func row(_ finding: Finding) -> String {
    let mark =
      switch finding.status {
      case .fail: "❌ fail"
      case .warning: "⚠️ warning"
      case .review: "🔍 review"
      case .pass: "✅ pass"
      }
    var place = finding.location.path ?? "arguments"
    if let line = finding.location.line { place += ":\(line)" }
    if let box = finding.location.region {
      place += " (\(box.x),\(box.y) \(box.width)×\(box.height))"
    }
    var pair = finding.subject.title
    if let variant = finding.subject.variant { pair += " (\(variant))" }
    if finding.subject.foreground != nil, let fg = finding.subject.foregroundColor,
      let bg = finding.subject.backgroundColor
    {
      pair += " \(fg)/\(bg)"
    }
    let metric = finding.metric ?? .wcagRatio
    let measured =
      finding.measurements.value.map {
        (finding.measurements.isLowerBound ? "≥ " : "")
          + NumberFormatting.value($0, metric, threshold: finding.measurements.required)
      } ?? "–"
    let required =
      finding.measurements.required.map {
        NumberFormatting.requirement($0, metric)
      } ?? "–"
    let cells = [
      mark, "`\(place)`", pair, finding.policy ?? finding.ruleID, measured, required,
      finding.suggestion ?? "",
    ]
    return "| " + cells.map(Self.cell).joined(separator: " | ") + " |"
  }

  /// Table cell text: pipes escaped, line breaks as spaces.
  static func cell(_ text: String) -> String {
    text.replacing("|", with: "\\|").replacing("\n", with: " ").replacing("\r", with: "")
  }
}
