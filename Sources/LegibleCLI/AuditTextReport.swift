import LegibleColor
import LegiblePalettes
import LegibleReporting

/// Renders palette audits for a person: per palette, one row per pair with a column per
/// appearance (ratio, Lc, mark), failures first, the rules that failed beneath, and a summary.
struct AuditTextReport {
  var style: TerminalStyle
  var isQuiet: Bool
  var includesPasses: Bool

  /// One pair's results, grouped.
  private struct Row {
    var title: String
    var results: [PaletteAuditResult]
    var worst: PaletteAuditResult.Status
  }

  func render(_ audited: [PaletteAudit.Audited]) -> String {
    var lines: [String] = []
    for entry in audited {
      // Errors go to standard error once (AuditCommand); the summary counts them.
      if entry.error != nil { continue }
      let results = entry.results
      var order: [String] = []
      var grouped: [String: [PaletteAuditResult]] = [:]
      for result in results {
        let key = title(result)
        if grouped[key] == nil { order.append(key) }
        grouped[key, default: []].append(result)
      }
      var rows = order.map { key in
        let group = grouped[key]!
        return Row(title: key, results: group, worst: group.map(\.status).min() ?? .pass)
      }
      // Failures first, then warnings, then passes; declaration order within each.
      rows = rows.enumerated().sorted {
        ($0.element.worst, $0.offset) < ($1.element.worst, $1.offset)
      }.map(\.element)
      let shown = rows.filter { includesPasses || $0.worst != .pass }
      if !isQuiet && !shown.isEmpty {
        lines.append(Escaping.text(entry.path))
        let titleWidth = min(48, shown.map(\.title.count).max() ?? 0)
        let header =
          pad("", titleWidth) + "  "
          + Palette.Variant.allCases.map { pad($0.shortLabel, 21) }.joined(separator: " ")
        lines.append(style.emphasis(header, .dim))
        for row in shown {
          lines.append(render(row, titleWidth: titleWidth))
          for result in row.results where result.status != .pass {
            var line = "    \(result.variant.shortLabel): \(result.rule)"
            if let suggestion = result.suggestion { line += " → \(suggestion)" }
            if let fallback = result.fallback { line += " (\(fallback))" }
            line = Escaping.text(line)
            lines.append(style.emphasis(line, result.status == .fail ? .bad : .caution))
          }
        }
        if shown.contains(where: { $0.results.contains(where: \.fallbackUsed) }) {
          lines.append(
            style.emphasis(
              "  * a colour has no value for this appearance; the fallback was used", .dim))
        }
      }
      lines.append(summary(entry.path, rows: rows, results: results))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func title(_ result: PaletteAuditResult) -> String {
    var text = "\(result.foreground) on \(result.background)"
    if let backdrop = result.backdrop { text += " over \(backdrop)" }
    if result.role != .text { text += " [\(result.role.rawValue)]" }
    if let size = result.size { text += " \(NumberFormatting.trimmed(size))px" }
    if result.weight != 400 { text += " w\(result.weight)" }
    return Escaping.text(text)
  }

  private func render(_ row: Row, titleWidth: Int) -> String {
    var cells: [String] = []
    for variant in Palette.Variant.allCases {
      let results = row.results.filter { $0.variant == variant }
      guard let first = results.first else {
        cells.append(pad("–", 21))
        continue
      }
      let status = results.map(\.status).min() ?? .pass
      let mark: String
      switch status {
      case .fail: mark = style.emphasis("✗", .bad)
      case .warning: mark = style.emphasis("!", .caution)
      case .pass: mark = style.emphasis("✓", .good)
      }
      guard let ratio = first.wcagRatio, let lc = first.apcaLc else {
        cells.append(mark + pad(" ref", 20))
        continue
      }
      let fallback = results.contains(where: \.fallbackUsed) ? "*" : " "
      let text = NumberFormatting.ratio(ratio) + fallback + " " + NumberFormatting.lc(lc)
      cells.append(mark + " " + pad(text, 19))
    }
    return pad(row.title, titleWidth) + "  " + cells.joined(separator: " ")
  }

  private func summary(_ path: String, rows: [Row], results: [PaletteAuditResult]) -> String {
    let failures = results.filter { $0.status == .fail }.count
    let warnings = results.filter { $0.status == .warning }.count
    let passes = results.count - failures - warnings
    var text =
      "\(Escaping.text(path)): \(rows.count) pair\(rows.count == 1 ? "" : "s") × 4 appearances: "
    text += failures > 0 ? style.emphasis("\(failures) failing", .bad) : "0 failing"
    text +=
      ", "
      + (warnings > 0
        ? style.emphasis("\(warnings) warning\(warnings == 1 ? "" : "s")", .caution) : "0 warnings")
    text += ", \(passes) passing results"
    // The policies that failed, not every one checked.
    let failed = Set(results.filter { $0.status == .fail }.compactMap(\.policy)).sorted()
    if !failed.isEmpty { text += "; failing \(failed.joined(separator: ", "))" }
    return text
  }

  private func pad(_ text: String, _ width: Int) -> String {
    // Counts visible characters: escape sequences (ESC … m) take no room.
    var visible = 0
    var inEscape = false
    for character in text {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character == "m" { inEscape = false }
      } else {
        visible += 1
      }
    }
    if visible >= width { return text }
    return text + String(repeating: " ", count: width - visible)
  }
}
