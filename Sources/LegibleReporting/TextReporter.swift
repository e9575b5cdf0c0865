import LegibleImaging

/// Writes findings as compiler-style lines that Xcode, editors and terminals link to their
/// source, then one summary line.
///
/// ```
/// Palettes/app.json:6:5: error: secondary on background (light): wcag2-aa text: 2.85:1 < 4.50:1 → #767676 [pair-contrast]
/// shots/home.png: error: 12,40 120×18: #999999 on #ffffff: text contrast 2.85:1 below the required 4.5:1 (wcag2-aa) → #767676 [screenshot-text-contrast]
/// audit: 1 palette: 16 failing, 0 warnings, 0 to review, 8 passing; failing wcag2-aa, apple-hig
/// ```
///
/// Failures are `error:`, warnings and reviews `warning:`, passes (listed only when asked)
/// `note:`; an input's own notes (a screenshot's size, colour space and scale) precede its
/// findings. Palette and batch findings are placed at `path:line:column`; screenshot findings at
/// their file, the box (`x,y width×height`, image pixels) opening the message. Text taken from
/// inputs passes through ``Escaping/text(_:)``, so a name cannot forge a line.
public struct TextReporter: FindingReporter {
  /// Whether only the findings are written (no summary line).
  public var isQuiet: Bool
  /// Whether passing findings are listed too.
  public var includesPasses: Bool
  /// Decorates a severity word (`error:`) for its status, such as with terminal colours; the
  /// default leaves it plain.
  public var highlight: @Sendable (_ text: String, _ status: Finding.Status) -> String

  /// Creates a reporter.
  public init(
    isQuiet: Bool = false, includesPasses: Bool = false,
    highlight: @escaping @Sendable (_ text: String, _ status: Finding.Status) -> String = { t, _ in
      t
    }
  ) {
    self.isQuiet = isQuiet
    self.includesPasses = includesPasses
    self.highlight = highlight
  }

  public func render(_ report: FindingReport) -> String {
    var text = ""
    write(report, to: &text)
    return text
  }

  public func write(_ report: FindingReport, to output: inout some TextOutputStream) {
    for input in report.inputs {
      if !isQuiet {
        for note in input.notes {
          output.write("\(Escaping.text(input.path)): \(highlight("note:", .pass)) ")
          output.write("\(Escaping.text(note))\n")
        }
      }
      let findings = input.findings
      for index in findings.indices where includesPasses || findings.status(at: index) != .pass {
        output.write(line(findings[index], inputPath: input.path))
        output.write("\n")
      }
    }
    if !isQuiet {
      output.write(summary(report))
      output.write("\n")
    }
  }

  /// The compiler-style line of one finding.
  public func line(_ finding: Finding, inputPath: String) -> String {
    var position = Escaping.text(finding.location.path ?? inputPath)
    if let line = finding.location.line {
      position += ":\(line)"
      if let column = finding.location.column { position += ":\(column)" }
    }
    var message = ""
    if let box = finding.location.region {
      message += "\(box.x),\(box.y) \(box.width)×\(box.height): "
      if let fg = finding.subject.foregroundColor, let bg = finding.subject.backgroundColor {
        message += "\(fg) on \(bg): "
      }
    }
    message += finding.message
    if finding.location.region != nil {
      let shown = finding.flags.filter { $0 != "note" }
      if !shown.isEmpty { message += " (\(shown.joined(separator: ", ")))" }
    }
    if let suggestion = finding.suggestion { message += " → \(suggestion)" }
    let severity = highlight(Self.severity(finding.status) + ":", finding.status)
    return "\(position): \(severity) \(Escaping.text(message)) [\(finding.ruleID)]"
  }

  /// The severity word compilers use for a status.
  public static func severity(_ status: Finding.Status) -> String {
    switch status {
    case .fail: "error"
    case .warning, .review: "warning"
    case .pass: "note"
    }
  }

  /// `audit: 2 palettes: 3 failing, 1 warning, 0 to review, 20 passing; 1 unreadable;
  /// 2 suppressed by the baseline; failing wcag2-aa`.
  public func summary(_ report: FindingReport) -> String {
    let summary = report.summary
    let count: Int
    let noun: String
    switch report.command {
    case .check:
      // One finding per pair and policy.
      count =
        report.inputs.reduce(0) { $0 + $1.findings.count + $1.suppressed.count }
        / max(1, report.policies.count)
      noun = "pair"
    case .audit:
      count = report.inputs.count
      noun = "palette"
    case .scan:
      count = report.inputs.count
      noun = "image"
    }
    var text = "\(report.command.rawValue): \(count) \(noun)\(count == 1 ? "" : "s"): "
    text += highlight("\(summary.failures) failing", summary.failures > 0 ? .fail : .pass)
    text += ", " + Self.counted(summary.warnings, "warning")
    text += ", \(summary.reviews) to review, \(summary.passes) passing"
    if summary.errors > 0 {
      text += "; " + highlight("\(summary.errors) unreadable", .fail)
    }
    let suppressed = report.suppressedCount
    if suppressed > 0 { text += "; \(suppressed) suppressed by the baseline" }
    // The policies that failed, not every one checked.
    let failed = report.failedPolicies
    if !failed.isEmpty { text += "; failing \(failed.joined(separator: ", "))" }
    return text
  }

  private static func counted(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
