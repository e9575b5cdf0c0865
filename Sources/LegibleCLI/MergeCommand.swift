import Foundation
import LegibleReporting

/// `legible merge REPORT.json…`: JSON reports of `audit` or `scan` runs (such as the shards of
/// one scan) combined into one, written in any format.
enum MergeCommand {
  static let usage = """
    usage: legible merge REPORT.json… [options]

    Combines JSON reports written by 'legible audit' or 'legible scan --format json' (such as
    the parts of 'scan --shard K/N' run in separate CI jobs) into one report, and writes it in
    any format: the summary adds up every part, images are listed in path order.

    options:
      --format F             json (default), text, sarif, junit, github, markdown
      --output FILE          write the report to FILE
      --report F=FILE        also write format F to FILE (repeatable)
      --fail-on LEVEL        fail (default) or review
      --max-warnings N       exit 1 when more than N warnings and reviews remain
      --color WHEN           auto (default), always, never;  --quiet, --all as for text

    Formats other than json are made from the findings the parts list: run the parts with
    --all for passing findings to appear in them.

    exit status: 0 nothing failed in any part, 1 failures, 2 a report that cannot be read (the
    others are still merged) or a part that had input errors
    """

  static func run(_ rawArguments: [String], console: Console) throws(CLIError) -> ExitStatus {
    let arguments = try Arguments(rawArguments, accepting: CommonOptions.accepted)
    var raw = rawArguments
    if arguments.value("--format") == nil { raw += ["--format", "json"] }
    let options = try CommonOptions(
      Arguments(raw, accepting: CommonOptions.accepted), console: console)
    guard !arguments.positionals.isEmpty else {
      throw .usage("merge needs at least one JSON report")
    }
    var reports: [Report] = []
    var unreadable = 0
    for path in arguments.positionals {
      do {
        reports.append(try Report.load(path: path))
      } catch {
        unreadable += 1
        console.reportError("\(error)")
      }
    }
    var merged = Report.merging(reports)
    merged.summary.errors += unreadable
    var columns = SourceColumns()
    let findings = columns.filling(FindingReport(merged))
    let reporting = try ReportOptions(arguments)
    let inputs = arguments.positionals
    switch options.format {
    case .json:
      try options.emitJSON(console: console, inputs: inputs) { try merged.jsonText() }
    case .text:
      let reporter = options.textReporter
      try options.emit(console: console, inputs: inputs) { stream in
        reporter.write(findings, to: &stream)
      }
    case let format:
      let reporter = ReportOptions.reporter(format)
      try options.emit(console: console, inputs: inputs) { stream in
        try reporter.write(findings, to: &stream)
      }
    }
    _ = try reporting.finish(
      findings, failOn: options.failOn, console: console, inputs: inputs,
      json: { try merged.jsonText() })
    // The parts' own counts decide: they include results the listings leave out.
    return ExitStatus.of(merged.summary, failOn: options.failOn, maxWarnings: reporting.maxWarnings)
  }
}
