import Foundation
import LegibleColor
import LegibleReporting

/// `legible check FG BG` and `legible check --batch FILE`: measure colour pairs.
enum CheckCommand {
  static let usage = """
    usage: legible check FOREGROUND BACKGROUND [options]
           legible check --batch FILE|- [options]

    Measures text colour FOREGROUND on BACKGROUND: WCAG 2.x ratio, APCA Lc, a verdict for each
    policy, and the nearest passing colours when it fails. Colours: #rgb, #rrggbb(aa), rgb(),
    hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(srgb|display-p3 …), CSS names.

    options:
      --batch FILE     one pair per line ("FG BG", whitespace or comma separated); a "#"
                       followed by a space or the line's end starts a comment; LF or CRLF;
                       at most 64 MiB; - reads standard input
      --max-pairs N    refuse a batch of more than N pairs (default 100000)
      --size SIZE      text size: 16 or 16px (CSS px), 17pt (Apple points: 1 pt = 1 px,
                       as iOS and macOS lay text out) or 12cssPt (CSS points: 4/3 px)
      --weight N       font weight 1–1000 (400 normal, 700 bold), bold, normal or regular
      --role ROLE      text (default), large-text, ui, decorative
      --backdrop C     opaque colour beneath a translucent BACKGROUND
      --gamut G        wide (default): a colour outside sRGB (color(display-p3 …)) at its true
                       luminance, as a wide-gamut display shows it, as audit measures it;
                       srgb: gamut-mapped (CSS Color 4), as an sRGB display shows it
      --policy IDS     wcag2-aa, wcag2-aaa, apca-bronze, apple-hig (default wcag2-aa,apca-bronze)
      --format F       text (default; a batch gives FILE:LINE: error: … lines), json,
                       sarif, junit, github, markdown, html
      --output FILE    write the report to FILE
      --report F=FILE  also write format F to FILE (repeatable)
      --baseline FILE  known failures: suppressed, only new ones fail
      --update-baseline  write this run's failures to the --baseline FILE
      --color WHEN     auto (default), always, never
      --quiet          text output: only failing pairs (a batch: no summary line)
      --config FILE    legible.json (default: the nearest one above the working directory)

    exit status: 0 all pass, 1 any fail, 2 usage or input error
    """

  static func run(_ rawArguments: [String], console: Console) throws(CLIError) -> ExitStatus {
    let arguments = try Arguments(
      rawArguments,
      accepting: CommonOptions.accepted + TextStyleOptions.accepted + [
        .value("--batch"), .value("--backdrop"), .value("--gamut"), .value("--max-pairs"),
      ])
    let configuration = try ConfigurationFile.load(arguments)
    let options = try CommonOptions(arguments, console: console, configuration: configuration)
    let style = try TextStyleOptions.style(arguments)
    let gamut = try GamutOption.parse(arguments)
    let backdrop = try arguments.value("--backdrop").map { text throws(CLIError) in
      try parseColor(text, role: "backdrop")
    }

    let report: CheckReport
    if let batch = arguments.value("--batch") {
      guard arguments.positionals.isEmpty else {
        throw .usage("give either --batch or two colours, not both")
      }
      let text: String
      do {
        text = try PairBatch.read(batch)
      } catch {
        throw .input(error.message)
      }
      let maximumPairs = try ScanCommand.positiveInteger(
        arguments.value("--max-pairs"), option: "--max-pairs",
        default: PairBatch.defaultMaximumPairs)
      let pairCount = PairBatch.pairLineCount(text)
      guard pairCount <= maximumPairs else {
        throw .input(
          "\(PairBatch.displayName(batch)): \(pairCount) colour pairs, more than the "
            + "\(maximumPairs) one batch may hold (split it, or allow more with --max-pairs N)")
      }
      let outcome = PairBatch.check(
        text, backdrop: backdrop, style: style, policies: options.policies, gamut: gamut)
      for error in outcome.errors {
        console.reportError(
          "\(PairBatch.displayName(batch)):\(error.line): \(message(for: error.reason))")
      }
      if outcome.results.isEmpty && outcome.errors.isEmpty {
        // An empty batch is an error, not "all pass": a gate must not pass on no input.
        throw .input("\(PairBatch.displayName(batch)): the batch input holds no colour pairs")
      }
      report = outcome.report(policies: options.policies.map(\.id), describing: message(for:))
    } else {
      guard arguments.positionals.count == 2 else {
        throw .usage(
          "check needs a foreground and a background colour, got \(arguments.positionals.count) argument(s)"
        )
      }
      report = CheckReport(
        policies: options.policies.map(\.id),
        results: [
          try measure(
            arguments.positionals[0], arguments.positionals[1], backdrop: backdrop, style: style,
            policies: options.policies, gamut: gamut)
        ], errors: [])
    }
    let reporting = try ReportOptions(arguments, configuration: configuration)
    let batch = arguments.value("--batch")
    let findings = reporting.applyBaseline(
      FindingReport(check: report, role: style.role.rawValue, batch: batch))
    switch options.format {
    case .json:
      try options.emitJSON(report, console: console)
    case .text where batch == nil:
      // One pair given on the command line: the measurement in full, for a person.
      try options.emit(
        CheckTextReporter(style: options.style, isQuiet: options.isQuiet).render(report),
        console: console)
    case .text:
      try options.emit(options.textReporter.render(findings), console: console)
    case let format:
      try options.emit(
        try ReportOptions.render(findings, format, console: console), console: console)
    }
    return try reporting.finish(
      findings, failOn: options.failOn, console: console,
      inputs: batch.map { [$0] } ?? [], json: { try JSONOutput.string(report) })
  }

  /// Measures one pair and judges it under every policy (``PairCheck``).
  static func measure(
    _ foregroundText: String, _ backgroundText: String, backdrop: SRGB?, style: TextStyle,
    policies: [Policy], gamut: Gamut = .wide
  ) throws(CLIError) -> CheckReport.Result {
    do {
      return try PairCheck.measure(
        foregroundText, backgroundText, backdrop: backdrop, style: style, policies: policies,
        gamut: gamut)
    } catch {
      throw .input(message(for: error))
    }
  }

  /// A pair's error in words, pointing a translucent background without a backdrop to
  /// `--backdrop`.
  static func message(for error: PairCheckError) -> String {
    switch error {
    case .needsBackdrop(let message): "\(message) (use --backdrop)"
    case .unreadableColor: "\(error)"
    }
  }

  /// A batch line's error in words (``message(for:)-(PairCheckError)`` for a pair's).
  static func message(for reason: PairBatch.LineError.Reason) -> String {
    if case .pair(let error) = reason { return message(for: error) }
    return "\(reason)"
  }

  /// An opaque colour given as an option (`--backdrop`).
  static func parseColor(_ text: String, role: String) throws(CLIError) -> SRGB {
    let color: SRGB
    do {
      color = try PairCheck.parse(text, role: role).color
    } catch {
      throw .input("\(error)")
    }
    guard color.isOpaque else { throw .input("\(role) \(color.hexString) must be opaque") }
    return color
  }
}
