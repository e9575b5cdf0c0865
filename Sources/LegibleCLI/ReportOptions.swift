import Foundation
import LegibleFiles
import LegibleImaging
import LegiblePalettes
import LegibleReporting

/// The CI options every command shares: extra reports (`--report FORMAT=PATH`), the baseline
/// (`--baseline FILE`, `--update-baseline`) and `--max-warnings N`; and the end of every run:
/// baseline applied, reports written, exit status decided.
struct ReportOptions {
  static let accepted: [Arguments.Option] = [
    .value("--report"), .value("--baseline"), .flag("--update-baseline"), .value("--max-warnings"),
  ]

  /// Extra reports: each format and the file it goes to.
  var reports: [(format: ReportFormat, path: String)]
  /// The baseline file, if any.
  var baselinePath: String?
  /// Whether to write the baseline from this run instead of reading it.
  var updatesBaseline: Bool
  /// The most warnings and reviews allowed before the run fails.
  var maxWarnings: Int?
  /// The baseline read (`nil` without `--baseline`, or when it is being rewritten).
  var baseline: Baseline?

  /// Reads the options; `configuration` (the run's `legible.json`) gives the reports, baseline
  /// and warning limit the command line does not.
  init(_ arguments: Arguments, configuration: PaletteConfiguration? = nil) throws(CLIError) {
    reports = []
    for value in arguments.values("--report") {
      guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
        value.index(after: equals) != value.endIndex
      else {
        throw .usage("--report takes FORMAT=PATH, such as sarif=legible.sarif, not '\(value)'")
      }
      let name = String(value[..<equals])
      guard let format = ReportFormat(rawValue: name) else {
        throw .usage(
          "--report format '\(name)' is not one of "
            + ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
      }
      reports.append((format, String(value[value.index(after: equals)...])))
    }
    if arguments.values("--report").isEmpty, let configuration {
      for (name, path, location) in configuration.reports {
        guard let format = ReportFormat(rawValue: name) else {
          throw .input(
            "\(location): unknown report format \"\(name)\" in \"reports\"; expected "
              + ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        reports.append((format, path))
      }
    }
    baselinePath = arguments.value("--baseline") ?? configuration?.baseline
    updatesBaseline = arguments.has("--update-baseline")
    if updatesBaseline && baselinePath == nil {
      throw .usage("--update-baseline needs --baseline FILE (the file to write)")
    }
    if let text = arguments.value("--max-warnings") {
      guard let number = Int(text), number >= 0 else {
        throw .usage("--max-warnings takes a whole number, 0 or more, not '\(text)'")
      }
      maxWarnings = number
    } else {
      maxWarnings = configuration?.maxWarnings
    }
    if let baselinePath, !updatesBaseline {
      do {
        baseline = try Baseline.load(path: baselinePath)
      } catch {
        throw .input("\(error)")
      }
    }
  }

  /// The findings with the baseline applied (when one was read).
  func applyBaseline(_ report: FindingReport) -> FindingReport {
    baseline?.apply(to: report) ?? report
  }

  /// Ends a run: writes the baseline when asked, each `--report`, notes what the baseline did
  /// on standard error, and returns the exit status for the findings that are not suppressed.
  ///
  /// - Parameters:
  ///   - report: the findings, baseline already applied.
  ///   - failOn: the `--fail-on` level.
  ///   - primary: `--format` when it is a findings format, written to `--output` or stdout by
  ///     the caller's `emit`.
  ///   - inputs: paths the run read, which a report must never overwrite.
  ///   - json: the command's JSON report, for `--report json=PATH`.
  ///   - screenshots: images the HTML report embeds, by path (`scan` only).
  func finish(
    _ report: FindingReport, failOn: FailLevel, console: Console, inputs: [String],
    json: () throws -> String, screenshots: [String: HTMLReporter.Screenshot] = [:]
  ) throws(CLIError) -> ExitStatus {
    try finish(
      report, failOn: failOn, console: console, inputs: inputs,
      writeJSON: { stream in stream.write(try json()) }, screenshots: screenshots)
  }

  /// Whether ending the run needs the findings: a baseline is read or written, or a report
  /// other than JSON is asked for. Otherwise the exit status follows from the summary alone.
  var needsFindings: Bool {
    baselinePath != nil || reports.contains { $0.format != .json }
  }

  /// Ends a run as ``finish(_:failOn:console:inputs:json:screenshots:)`` does, `writeJSON`
  /// writing the command's JSON report as it is made.
  func finish(
    _ report: FindingReport, failOn: FailLevel, console: Console, inputs: [String],
    writeJSON: (ReportStream) throws -> Void,
    screenshots: [String: HTMLReporter.Screenshot] = [:]
  ) throws(CLIError) -> ExitStatus {
    if updatesBaseline, let baselinePath {
      let text: String
      do {
        text = try Baseline(report).jsonText()
      } catch {
        throw .input("cannot encode the baseline: \(error)")
      }
      try ReportFile.write(text, to: baselinePath, inputs: inputs)
      var count = report.suppressedCount
      for input in report.inputs { count += input.findings.count { $0.status != .pass } }
      console.error(
        "legible: wrote \(count) known finding\(count == 1 ? "" : "s") to \(baselinePath)\n")
    }
    for (format, path) in reports {
      try ReportFile.write(to: path, inputs: inputs) { stream in
        if format == .json {
          try writeJSON(stream)
        } else {
          try Self.reporter(format, screenshots: screenshots).write(report, to: &stream)
        }
      }
    }
    if baseline != nil {
      let suppressed = report.suppressedCount
      var note =
        "\(suppressed) known finding\(suppressed == 1 ? "" : "s") suppressed by the baseline"
      if !report.stale.isEmpty {
        note +=
          "; \(report.stale.count) stale entr\(report.stale.count == 1 ? "y" : "ies") (no longer found; --update-baseline removes them)"
      }
      console.error("legible: \(note)\n")
      for entry in report.stale {
        console.error("legible: stale: \(Self.describe(entry))\n")
      }
    }
    // With --update-baseline every finding is now known: the run is judged as the next one
    // with the new baseline will be.
    let summary = updatesBaseline ? Baseline(report).apply(to: report).summary : report.summary
    return ExitStatus.of(summary, failOn: failOn, maxWarnings: maxWarnings)
  }

  /// The reporter of a findings format (not JSON); HTML embeds `screenshots`.
  static func reporter(
    _ format: ReportFormat, screenshots: [String: HTMLReporter.Screenshot] = [:]
  ) -> any FindingReporter {
    let chosen: (any FindingReporter)? =
      format == .html ? HTMLReporter(screenshots: screenshots) : format.findingReporter
    guard let reporter = chosen else {
      preconditionFailure("JSON is written by each command")
    }
    return reporter
  }

  /// The report in a findings format (not JSON); HTML embeds `screenshots`.
  static func render(
    _ report: FindingReport, _ format: ReportFormat, console: Console,
    screenshots: [String: HTMLReporter.Screenshot] = [:]
  ) throws(CLIError) -> String {
    let reporter = reporter(format, screenshots: screenshots)
    do {
      return try reporter.render(report)
    } catch {
      throw .input("cannot encode the \(format.rawValue) report: \(error)")
    }
  }

  /// A stale entry in words.
  static func describe(_ entry: Baseline.Entry) -> String {
    var parts = [entry.rule]
    if let policy = entry.policy { parts.append(policy) }
    if let path = entry.path { parts.append(path) }
    if let variant = entry.variant { parts.append(variant) }
    if let fg = entry.foreground {
      parts.append("\(fg) on \(entry.background ?? "?")")
    } else if let fg = entry.foregroundColor {
      parts.append("\(fg) on \(entry.backgroundColor ?? "?")")
    }
    if let box = entry.region { parts.append("at \(box.x),\(box.y) \(box.width)×\(box.height)") }
    return parts.joined(separator: " ")
  }
}

/// Writes report and baseline files through ``OutputFile``: replaced atomically, never over one
/// of the run's inputs.
enum ReportFile {
  static func write(_ text: String, to path: String, inputs: [String]) throws(CLIError) {
    try write(to: path, inputs: inputs) { stream in stream.write(text) }
  }

  /// Writes what `produce` writes, as it is made: the file is still replaced only once the
  /// whole report is written, and left as it was when making it fails.
  static func write(
    to path: String, inputs: [String], _ produce: (inout ReportStream) throws -> Void
  ) throws(CLIError) {
    do {
      let protected = Set(inputs.compactMap(FileIdentity.init(path:)))
      try OutputFile(path: path, protecting: protected).write { writer in
        var stream = ReportStream { writer.write($0) }
        try produce(&stream)
        stream.flush()
      }
    } catch let error as FileError {
      throw .input("\(path): cannot write the report: \(error.reason)")
    } catch {
      throw .input("cannot encode the report: \(error)")
    }
  }
}
