import LegibleColor
import LegibleImaging
import LegibleReporting

/// Renders a scan ``Report`` for a person: per image, its failing and uncertain findings with
/// box, colours, ratio, Lc, threshold and why; then a summary line.
struct ScanTextReport {
  var style: TerminalStyle
  var isQuiet: Bool

  func render(_ report: Report) -> String {
    var lines: [String] = []
    for image in report.images ?? [] {
      // Errors go to standard error once (ScanCommand); the summary counts them.
      if image.error != nil, image.width == 0 { continue }
      if isQuiet { continue }
      var header = "\(Escaping.text(image.path))  \(image.width)×\(image.height)"
      if let space = image.colorSpace { header += ", \(space)" }
      header += ", " + Self.scaleDescription(image)
      let failures = image.findings.filter { $0.status == .fail }.count
      let reviews = image.findings.filter { $0.status == .review }.count
      header += failures + reviews == 0 ? "  " + style.emphasis("✓", .good) : ""
      lines.append(header)
      for finding in image.findings {
        lines.append("  " + line(finding))
      }
    }
    lines.append(summary(report))
    return lines.joined(separator: "\n") + "\n"
  }

  private func line(_ finding: ImageFinding) -> String {
    let mark: String =
      switch finding.status {
      case .fail: style.emphasis("✗ fail  ", .bad)
      case .review, .warning: style.emphasis("? review", .caution)
      case .pass: style.emphasis("✓ pass  ", .good)
      }
    let box = finding.bbox
    let kind = finding.kind == "text" ? "text   " : "non-text"
    var text = "\(mark) \(kind) at \(box.x),\(box.y) \(box.width)×\(box.height)  "
    if let fg = SRGB(hex: finding.foreground), let bg = SRGB(hex: finding.background) {
      let swatch = style.swatch(foreground: fg, background: bg)
      if !swatch.isEmpty { text += swatch + " " }
    }
    text += "\(finding.foreground) on \(finding.background)  "
    // The requirement is in the metric of the policy that decided (a ratio, or Lc).
    let judgesLc = finding.metric == Finding.Metric.apcaLc.rawValue
    text +=
      (finding.isLowerBound ? "≥ " : "")
      + NumberFormatting.ratio(finding.wcagRatio, threshold: judgesLc ? nil : finding.required)
    text += "  " + NumberFormatting.lc(finding.apcaLc)
    if let required = finding.required {
      text += "  needs \(NumberFormatting.requirement(required, isRatio: !judgesLc))"
      if let policy = finding.policy { text += " (\(policy))" }
    }
    if !finding.reason.isEmpty { text += " — \(finding.reason)" }
    if finding.flags.contains("scaleInferred") { text += " [scale inferred]" }
    if finding.flags.contains("scaleUnknown") { text += " [scale unknown]" }
    if let suggestion = finding.suggestion { text += "  → \(suggestion)" }
    return text
  }

  /// The scale an image was read at and where it came from, e.g. `@3x (device size)` or
  /// `scale unknown (text read at @3x)`.
  static func scaleDescription(_ image: ImageReport) -> String {
    guard let scale = image.scale else { return "scale unknown (text read at @3x)" }
    let value = NumberFormatting.trimmed(scale)
    let source =
      switch image.scaleSource {
      case "option": "--scale"
      case "deviceSize": "device size"
      case "pHYs": "pHYs"
      case "inferred": "inferred from the text"
      default: image.scaleSource
      }
    return "@\(value)x (\(source))"
  }

  private func summary(_ report: Report) -> String {
    let s = report.summary
    let count = report.images?.count ?? 0
    var text = "\(count) image\(count == 1 ? "" : "s"): "
    text +=
      s.failures > 0 ? style.emphasis("\(s.failures) fail", .bad) : style.emphasis("0 fail", .good)
    text += ", \(s.reviews) to review, \(s.passes) pass"
    if s.errors > 0 {
      text += "; " + style.emphasis("\(s.errors) unreadable", .bad)
    }
    return text
  }
}
