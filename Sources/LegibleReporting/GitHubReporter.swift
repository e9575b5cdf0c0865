import LegibleImaging

/// Writes findings as GitHub Actions workflow commands: `::error` for failures, `::warning` for
/// warnings and reviews, each with file, line and column (or the screenshot's file and box in
/// the title), and a `::notice` per stale baseline entry.
///
/// GitHub shows only the first annotations of a step (10 of each kind), so the Markdown
/// summary is where the full list belongs.
public struct GitHubReporter: FindingReporter {
  /// Creates a reporter.
  public init() {}

  public func render(_ report: FindingReport) -> String {
    var text = ""
    write(report, to: &text)
    return text
  }

  public func write(_ report: FindingReport, to output: inout some TextOutputStream) {
    for input in report.inputs {
      let findings = input.findings
      for index in findings.indices where findings.status(at: index) != .pass {
        output.write(line(findings[index]))
        output.write("\n")
      }
    }
    for entry in report.stale {
      let what = entry.foreground.map { "\($0) on \(entry.background ?? "?")" } ?? entry.message
      output.write(
        Self.command(
          "notice", [("title", "legible: stale baseline entry")],
          "\(entry.rule) \(entry.policy ?? "") \(entry.variant ?? "") \(what) no longer found; "
            + "run with --update-baseline to remove it"))
      output.write("\n")
    }
  }

  /// The workflow command of one finding that is not a pass.
  private func line(_ finding: Finding) -> String {
    let command = finding.status == .fail ? "error" : "warning"
    var properties: [(String, String)] = []
    if let path = finding.location.path {
      properties.append(("file", path))
      if let line = finding.location.line { properties.append(("line", String(line))) }
      if let column = finding.location.column { properties.append(("col", String(column))) }
    }
    var title = "legible \(finding.ruleID)"
    if let policy = finding.policy { title += " (\(policy))" }
    if let box = finding.location.region {
      title += " at \(box.x),\(box.y) \(box.width)×\(box.height)"
    }
    properties.append(("title", title))
    var message = finding.message
    if let suggestion = finding.suggestion { message += " → \(suggestion)" }
    return Self.command(command, properties, message)
  }

  /// `::name key=value,…::message` with values and message escaped.
  public static func command(_ name: String, _ properties: [(String, String)], _ message: String)
    -> String
  {
    let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
  }

  /// A message: `%`, CR and LF percent-encoded (GitHub's runner, `escapeData`).
  public static func escapeData(_ text: String) -> String {
    // Most text has nothing to escape: it is returned as it is, without three searches.
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == 0x0D || $0 == 0x0A })
    else { return text }
    return text.replacing("%", with: "%25").replacing("\r", with: "%0D")
      .replacing("\n", with: "%0A")
  }

  /// A property value: as a message, plus `:` and `,` (GitHub's runner, `escapeProperty`).
  public static func escapeProperty(_ text: String) -> String {
    let data = escapeData(text)
    guard data.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") })
    else { return data }
    return data.replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
