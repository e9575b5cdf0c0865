import Foundation
import LegibleColor
import LegiblePalettes
import LegibleReporting

/// `legible audit PATH…`: every declared pair of each palette in every appearance.
enum AuditCommand {
  static let usage = """
    usage: legible audit PATH… [options]

    Audits palettes: Legible palette JSON, Xcode asset catalogs (*.xcassets), design tokens
    (DTCG, Style Dictionary, *.resolver.json) and CSS custom properties. Each declared pair is
    measured in light, dark and both increased-contrast appearances, and Apple's rules apply:
    a default appearance that passes only with Increase Contrast is a warning, an
    increased-contrast value with less contrast than its base is a failure.
    Pairs come from the palette and from legible.json (in a PATH folder, beside a PATH file,
    or --config). Without PATH, the "palettes" of the project's legible.json (found by walking
    up from the working directory) are audited.

    options:
      --config FILE          legible.json to use (pairs, ignore, policies, variants, contexts)
      --policy IDS           wcag2-aa, wcag2-aaa, apca-bronze, apple-hig (default wcag2-aa,apca-bronze)
      --ic-policy IDS        policies for the increased-contrast appearances (default: --policy)
      --no-apple-rules       judge every appearance on its own
      --gamut G              wide (default): colours outside sRGB (Display P3) at their true
                             luminance, printed as color(display-p3 …); srgb: gamut-mapped, as
                             an sRGB display shows them
      --distinct A,B,…       colours that must stay distinguishable under every colour vision
                             deficiency (repeatable); --infer-distinct adds status, chart, diff
                             and Apple system hue groups; --distinct-threshold D (Oklab, 0.1)
      --all                  list passing pairs too
      --format F             text (default: compiler-style lines path:line:column: error:
                             message [rule], then a summary), json, sarif, junit, github,
                             markdown, html, or diagnostics (the same lines as warnings unless
                             a fail level is set, for builds)
      --output FILE          write the report to FILE
      --report F=FILE        also write format F to FILE (repeatable)
      --baseline FILE        known findings: reported as suppressed, only new ones fail
      --update-baseline      write this run's findings to the --baseline FILE
      --max-warnings N       exit 1 when more than N warnings remain
      --fail-on LEVEL        fail (default) or review (warnings also exit 1)
      --color WHEN           auto (default), always, never
      --quiet                text output: the findings only, no summary line
      --max-file-bytes N     refuse input files larger than N bytes (default 67108864, 64 MiB)
      --allow-outside-references
                             let $ref, "palettes" and "variants" name files outside the folder
                             of the file naming them (refused by default)

    exit status: 0 no failures (not counting the baseline's), 1 any new failure or more
    warnings than --max-warnings, 2 usage or input error (unknown name, glob matching nothing,
    unreadable palette), after everything readable was checked
    """

  static let accepted: [Arguments.Option] =
    CommonOptions.accepted + InputOptions.accepted + [
      .value("--ic-policy"), .flag("--no-apple-rules"), .value("--gamut"),
    ] + distinctOptions

  static func run(_ rawArguments: [String], console: Console) throws(CLIError) -> ExitStatus {
    if let status = try AuditDiagnostics.runIfRequested(rawArguments, console: console) {
      return status
    }
    let arguments = try Arguments(rawArguments, accepting: accepted)
    return try InputOptions.applying(arguments) { () throws(CLIError) in
      try run(arguments, console: console)
    }
  }

  private static func run(_ arguments: Arguments, console: Console) throws(CLIError) -> ExitStatus {
    let configuration = try ConfigurationFile.load(arguments)
    let common = try CommonOptions(arguments, console: console, configuration: configuration)
    // Without paths, the configuration's own palettes are audited.
    let paths =
      arguments.positionals.isEmpty
      ? (configuration?.palettes.isEmpty == false ? configuration?.path.map { [$0] } ?? [] : [])
      : arguments.positionals
    guard !paths.isEmpty else {
      throw .usage("audit needs at least one palette path (or \"palettes\" in legible.json)")
    }
    let reporting = try ReportOptions(arguments, configuration: configuration)
    var audit = try PaletteAudit(arguments: arguments, common: common)
    var report = audit.run(paths: paths, console: console)
    let inputs = audit.inputFiles
    // Findings are made only for what reads them: every format but JSON, a baseline, or a
    // report other than JSON. JSON and the exit status come from the results themselves.
    guard common.format != .json || reporting.needsFindings else {
      try common.emit(console: console, inputs: inputs) { stream in
        try report.writeJSON(to: stream)
      }
      for (_, path) in reporting.reports {
        try ReportFile.write(to: path, inputs: inputs + paths) { stream in
          try report.writeJSON(to: stream)
        }
      }
      return ExitStatus.of(
        report.summary, failOn: common.failOn, maxWarnings: reporting.maxWarnings)
    }
    var columns = SourceColumns()
    let findings = reporting.applyBaseline(report.findingReport(columns: &columns))
    // Text and JSON list what the baseline did not suppress.
    report.removeSuppressed(findings)
    switch common.format {
    case .json:
      try common.emit(console: console, inputs: inputs) { stream in
        try report.writeJSON(to: stream)
      }
    case .text:
      let reporter = common.textReporter
      try common.emit(console: console, inputs: inputs) { stream in
        reporter.write(findings, to: &stream)
      }
    case let format:
      let reporter = ReportOptions.reporter(format)
      try common.emit(console: console, inputs: inputs) { stream in
        try reporter.write(findings, to: &stream)
      }
    }
    return try reporting.finish(
      findings, failOn: common.failOn, console: console, inputs: inputs + paths,
      writeJSON: { stream in try report.writeJSON(to: stream) })
  }
}

extension PaletteAudit {
  /// The audit the command line asks for (shared by `audit` and `fix`): `--policy`,
  /// `--ic-policy`, `--no-apple-rules`, `--gamut`, `--config`, the distinctness options and
  /// `--all`.
  init(arguments: Arguments, common: CommonOptions) throws(CLIError) {
    let icValues = arguments.values("--ic-policy")
    var configuration: PaletteConfiguration?
    if let path = arguments.value("--config") {
      do {
        configuration = try PaletteConfiguration.load(path: path)
      } catch {
        throw .input("\(error)")
      }
    }
    let distinct = try DistinctRequest(arguments)
    self.init(
      policies: common.policies, configuration: configuration,
      overridesConfiguredPolicies: !arguments.values("--policy").isEmpty,
      increasedContrastPolicies: icValues.isEmpty
        ? nil : try CommonOptions.policies(icValues, default: []),
      appliesAppleRules: !arguments.has("--no-apple-rules"),
      gamut: try GamutOption.parse(arguments), distinctGroups: distinct.declared,
      infersDistinctGroups: distinct.infers, distinctThreshold: distinct.threshold,
      includesPasses: common.includesPasses)
    if let path = arguments.value("--config") { recordInput(path) }
  }

  /// Audits the palettes at `paths`, reporting each error and warning on `console`.
  mutating func run(paths: [String], console: Console) -> PaletteAuditReport {
    run(paths: paths) { message in
      switch message {
      case .error(let text): console.reportError(text)
      case .warning(let text): console.reportWarning(text)
      }
    }
  }
}
