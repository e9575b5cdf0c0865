import LegibleColor

/// Renders a ``CheckReport`` for a person: a detailed block for one pair, one line per pair
/// for a batch, then a summary line.
///
/// ```
/// #777777 on #ffffff
///   WCAG 2.x  4.48:1    APCA  Lc 71.1
///   ✗ wcag2-aa  4.48:1, needs 4.5:1 for text
///   → text #767676 passes: 4.54:1, Lc 71.6
///   → or background #060606: 4.52:1, Lc -30.5
/// 1 pair: fails (wcag2-aa)
/// ```
public struct CheckTextReporter: Sendable {
  /// How the text may use colour (swatches, coloured marks).
  public var style: TerminalStyle
  /// Whether passing pairs are left out.
  public var isQuiet: Bool

  /// Creates a reporter.
  public init(style: TerminalStyle = TerminalStyle(depth: .none), isQuiet: Bool = false) {
    self.style = style
    self.isQuiet = isQuiet
  }

  /// The report as text, ending in a newline.
  public func render(_ report: CheckReport) -> String {
    var lines: [String] = []
    let single =
      report.results.count == 1 && report.errors.isEmpty
      && report.results[0].line == nil
    for result in report.results where !(isQuiet && result.status == .pass) {
      if single {
        lines += detailed(result)
      } else {
        lines.append(compact(result))
      }
    }
    lines.append(summary(report))
    return lines.joined(separator: "\n") + "\n"
  }

  private func mark(_ status: String) -> String {
    switch status {
    case "fail": style.emphasis("✗", .bad)
    case "pass": style.emphasis("✓", .good)
    default: style.emphasis("–", .dim)
    }
  }

  private func colors(_ result: CheckReport.Result) -> (SRGB, SRGB) {
    // Hex, or the `color(display-p3 …)` notation of a wide-gamut colour.
    func color(_ text: String, _ fallback: SRGB) -> SRGB {
      SRGB(hex: text) ?? (try? ColorParser.parse(text).unmapped) ?? fallback
    }
    return (color(result.foreground, .black), color(result.background, .white))
  }

  private func value(_ outcome: PolicyOutcome) -> String {
    let isRatio = Policy.named(outcome.id)?.metric != .apcaLc
    return isRatio
      ? NumberFormatting.ratio(outcome.value, threshold: outcome.required)
      : "Lc " + NumberFormatting.fixed(outcome.value, decimals: 1)
  }

  private func detailed(_ result: CheckReport.Result) -> [String] {
    let (foreground, background) = colors(result)
    let swatch = style.swatch(foreground: foreground, background: background)
    var lines = [
      (swatch.isEmpty ? "" : swatch + "  ") + "\(result.foreground) on \(result.background)",
      "  WCAG 2.x  \(NumberFormatting.ratio(result.wcagRatio))    APCA  \(NumberFormatting.lc(result.apcaLc))",
    ]
    for note in result.notes { lines.append("  note: \(Escaping.text(note))") }
    let width = result.policies.map(\.id.count).max() ?? 0
    for outcome in result.policies {
      let name = outcome.id + String(repeating: " ", count: width - outcome.id.count)
      var line = "  \(mark(outcome.status)) \(name)  \(value(outcome))"
      if let required = outcome.required {
        let isRatio = Policy.named(outcome.id)?.metric != .apcaLc
        let needed = NumberFormatting.requirement(required, isRatio: isRatio)
        line += outcome.status == "fail" ? ", needs \(needed)" : " ≥ \(needed)"
        if let reason = outcome.reason { line += " for \(reason)" }
      } else {
        line += " (exempt)"
      }
      lines.append(line)
    }
    if let suggestion = result.suggestion {
      lines.append(contentsOf: suggestionLines(suggestion, result))
    }
    return lines
  }

  private func suggestionLines(_ suggestion: SuggestedColors, _ result: CheckReport.Result)
    -> [String]
  {
    let (foreground, background) = colors(result)
    var lines: [String] = []
    if let text = suggestion.foreground, let color = SRGB(hex: text),
      let m = try? ContrastMeasurement(foreground: color, background: background)
    {
      lines.append(
        "  → text \(chip(color))\(text) passes: \(NumberFormatting.ratio(m.wcagRatio)), \(NumberFormatting.lc(m.apcaLc))"
      )
    }
    if let text = suggestion.background, let color = SRGB(hex: text),
      let m = try? ContrastMeasurement(foreground: foreground, background: color)
    {
      lines.append(
        "  → or background \(chip(color))\(text): \(NumberFormatting.ratio(m.wcagRatio)), \(NumberFormatting.lc(m.apcaLc))"
      )
    }
    if lines.isEmpty { lines.append("  → no single colour change passes every policy") }
    return lines
  }

  private func chip(_ color: SRGB) -> String {
    let chip = style.chip(color)
    return chip.isEmpty ? "" : chip + " "
  }

  private func compact(_ result: CheckReport.Result) -> String {
    let (foreground, background) = colors(result)
    let swatch = style.swatch(foreground: foreground, background: background)
    var line = "\(mark(result.status.rawValue)) "
    if let number = result.line { line += "\(number): " }
    line += (swatch.isEmpty ? "" : swatch + " ") + "\(result.foreground) on \(result.background)"
    line += "  \(NumberFormatting.ratio(result.wcagRatio))  \(NumberFormatting.lc(result.apcaLc))"
    for outcome in result.policies {
      line += "  \(outcome.id) \(mark(outcome.status))"
    }
    if let fix = result.suggestion?.foreground { line += "  → \(fix)" }
    return line
  }

  private func summary(_ report: CheckReport) -> String {
    let s = report.summary
    let pairs = report.results.count
    var text = "\(pairs) pair\(pairs == 1 ? "" : "s"): "
    if pairs == 1 && s.errors == 0 {
      text += s.failures > 0 ? style.emphasis("fails", .bad) : style.emphasis("passes", .good)
    } else if s.failures > 0 {
      text += style.emphasis("\(s.failures) fail", .bad) + ", \(s.passes) pass"
    } else {
      text += style.emphasis(pairs == 1 ? "passes" : "all pass", .good)
    }
    if s.errors > 0 {
      text += "; " + style.emphasis("\(s.errors) line\(s.errors == 1 ? "" : "s") unreadable", .bad)
    }
    // The policies that failed, not every one checked.
    let failed = report.policies.filter { id in
      report.results.contains { $0.policies.contains { $0.id == id && $0.status == "fail" } }
    }
    text += " (\((failed.isEmpty ? report.policies : failed).joined(separator: ", ")))"
    return text
  }
}
