import LegibleImaging

/// Writes findings as JUnit XML, the common subset GitLab, Jenkins and Azure read.
///
/// One `<testsuite>` per input (palette, screenshot, batch file); one `<testcase>` per finding
/// (a pair × appearance × policy, or a screenshot region), named so that `classname` + `name`
/// is unique, as GitLab requires. Failures carry `<failure>`; warnings and reviews pass with
/// their message in `<system-out>`; baselined findings are `<skipped message="baselined"/>`;
/// an unreadable input is a test case with `<error>`.
public struct JUnitReporter: FindingReporter {
  /// Creates a reporter.
  public init() {}

  public func render(_ report: FindingReport) -> String {
    var text = ""
    write(report, to: &text)
    return text
  }

  public func write(_ report: FindingReport, to output: inout some TextOutputStream) {
    // The counts head the document and each suite, so they are taken first; the test cases are
    // then written one at a time.
    var totals = Counts()
    let counts = report.inputs.map { input in
      let counts = Counts(input)
      totals.add(counts)
      return counts
    }
    output.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="legible \(report.command.rawValue)" tests="\(totals.tests)" \
      failures="\(totals.failures)" errors="\(totals.errors)" skipped="\(totals.skipped)" time="0">

      """)
    for (input, counts) in zip(report.inputs, counts) {
      output.write(
        "  <testsuite name=\"\(Self.escape(input.path))\" tests=\"\(counts.tests)\" "
          + "failures=\"\(counts.failures)\" errors=\"\(counts.errors)\" "
          + "skipped=\"\(counts.skipped)\" time=\"0\">\n")
      var seen: [String: Int] = [:]
      func uniqueName(_ name: String) -> String {
        let count = seen[name, default: 0]
        seen[name] = count + 1
        return count == 0 ? name : "\(name) #\(count + 1)"
      }
      let className = "legible.\(report.command.rawValue)"
      for finding in input.findings {
        let name = uniqueName(Self.name(of: finding))
        var body = ""
        switch finding.status {
        case .fail:
          body =
            "<failure message=\"\(Self.escape(finding.message))\" type=\"\(Self.escape(finding.ruleID))\">"
            + Self.escape(Self.details(finding)) + "</failure>"
        case .warning, .review:
          body =
            "<system-out>\(Self.escape(finding.status.rawValue + ": " + finding.message))</system-out>"
        case .pass:
          break
        }
        output.write(Self.testcase(className, name, finding, body))
        output.write("\n")
      }
      for finding in input.suppressed {
        output.write(
          Self.testcase(
            className, uniqueName(Self.name(of: finding)), finding,
            "<skipped message=\"baselined\"/>"))
        output.write("\n")
      }
      if let error = input.error {
        output.write(
          "    <testcase classname=\"\(className)\" name=\"\(Self.escape(input.path)): read\" time=\"0\">"
            + "<error message=\"\(Self.escape(error))\" type=\"input\"/></testcase>\n")
      }
      output.write("  </testsuite>\n")
    }
    output.write("</testsuites>\n")
  }

  /// The counts a suite (or the whole document) declares.
  private struct Counts {
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0

    init() {}

    init(_ input: FindingReport.Input) {
      tests = input.findings.count + input.suppressed.count + (input.error == nil ? 0 : 1)
      failures = input.findings.indices.count { input.findings.status(at: $0) == .fail }
      errors = input.error == nil ? 0 : 1
      skipped = input.suppressed.count
    }

    mutating func add(_ other: Counts) {
      tests += other.tests
      failures += other.failures
      errors += other.errors
      skipped += other.skipped
    }
  }

  private static func testcase(
    _ className: String, _ name: String, _ finding: Finding, _ body: String
  )
    -> String
  {
    var attributes = "classname=\"\(className)\" name=\"\(escape(name))\""
    if let path = finding.location.path { attributes += " file=\"\(escape(path))\"" }
    if let line = finding.location.line { attributes += " line=\"\(line)\"" }
    return "    <testcase \(attributes) time=\"0\">\(body)</testcase>"
  }

  /// `fg on bg (variant) [policy]`, or `text at x,y w×h [policy]` for screenshots.
  static func name(of finding: Finding) -> String {
    var name: String
    if let box = finding.location.region {
      name = "\(finding.subject.role ?? "region") at \(box.x),\(box.y) \(box.width)x\(box.height)"
    } else {
      name = finding.subject.title
      if let variant = finding.subject.variant { name += " (\(variant))" }
      if let line = finding.location.line, finding.subject.foreground == nil {
        name = "line \(line): " + name
      }
    }
    name += " [\(finding.policy ?? finding.ruleID)]"
    if finding.ruleID != FindingRule.pairContrast.id && finding.location.region == nil {
      name += " \(finding.ruleID)"
    }
    return name
  }

  private static func details(_ finding: Finding) -> String {
    var lines = [finding.message]
    if let path = finding.location.path {
      lines.append("at \(path)" + (finding.location.line.map { ":\($0)" } ?? ""))
    }
    if let suggestion = finding.suggestion { lines.append("suggestion: \(suggestion)") }
    return lines.joined(separator: "\n")
  }

  /// XML text, escaped as the HTML report escapes it (``HTMLText/escaped(_:)``).
  static func escape(_ text: String) -> String { HTMLText.escaped(text) }
}
