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
    let audit = try PaletteAudit(arguments: arguments, common: common, console: console)
    var report = audit.run(paths: paths, includesPasses: common.includesPasses)
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

/// Loading and auditing shared by `audit` and `fix`.
final class PaletteAudit {
  let common: CommonOptions
  let console: Console
  let explicitConfiguration: PaletteConfiguration?
  let policiesGiven: Bool
  let icPolicies: [Policy]?
  let appleRules: Bool
  /// How colours outside sRGB are measured (`--gamut`).
  let gamut: Gamut
  /// The distinctness check asked for on the command line.
  let distinctRequest: DistinctRequest
  /// Loaded palettes with their configuration, in order.
  private(set) var loaded: [(palette: Palette, configuration: PaletteConfiguration)] = []
  /// Every file the run read, so that `--output` never writes over one.
  private(set) var inputFiles: [String] = []

  init(arguments: Arguments, common: CommonOptions, console: Console) throws(CLIError) {
    self.common = common
    self.console = console
    policiesGiven = !arguments.values("--policy").isEmpty
    let icValues = arguments.values("--ic-policy")
    icPolicies = icValues.isEmpty ? nil : try CommonOptions.policies(icValues, default: [])
    appleRules = !arguments.has("--no-apple-rules")
    gamut = try GamutOption.parse(arguments)
    distinctRequest = try DistinctRequest(arguments)
    if let path = arguments.value("--config") {
      inputFiles.append(path)
      do {
        explicitConfiguration = try PaletteConfiguration.load(path: path)
      } catch {
        throw .input("\(error)")
      }
    } else {
      explicitConfiguration = nil
    }
  }

  /// Records the files a path's palettes were read from: the path, each palette's file and
  /// configuration, and every file a colour value came from.
  func recordInputs(
    _ path: String, _ configured: [(palette: Palette, configuration: PaletteConfiguration)]
  ) {
    var files = Set([path])
    for (palette, configuration) in configured {
      files.insert(palette.path)
      if let file = configuration.path { files.insert(file) }
      for color in palette.colors {
        for value in color.values.values { files.insert(value.location.file) }
      }
    }
    inputFiles += files.sorted()
  }

  /// The options for a palette: command line over configuration over defaults.
  func options(_ configuration: PaletteConfiguration) -> AuditOptions {
    var options = configuration.applied(to: AuditOptions())
    if policiesGiven || configuration.policies == nil { options.policies = common.policies }
    if let icPolicies { options.increasedContrastPolicies = icPolicies }
    if !appleRules { options.appliesAppleRules = false }
    options.gamut = gamut
    return options
  }

  /// The policies of the last palette audited (for the report header).
  private(set) var reportedPolicies: [Policy] = []

  /// Audits the palettes at `paths` (reporting each error on the console as it is met); the
  /// report's policies are those of the last palette audited.
  func run(paths: [String], includesPasses: Bool = false) -> PaletteAuditReport {
    var audited: [PaletteAuditReport.Palette] = []
    reportedPolicies = common.policies
    for path in paths {
      // Each source on its own: one unreadable palette in a folder is reported (exit 2) and
      // the others are still audited.
      for source in PaletteLoader.configuredPaletteResults(
        at: path, configuration: explicitConfiguration)
      {
        switch source.outcome {
        case .failure(let error):
          inputFiles.append(source.path)
          console.reportError("\(error)")
          audited.append(
            PaletteAuditReport.Palette(
              path: source.path, name: (source.path as NSString).lastPathComponent, results: [],
              error: "\(error)"))
        case .success(let (palette, configuration)):
          recordInputs(path, [(palette, configuration)])
          for note in palette.notes { console.reportWarning(note) }
          let options = options(configuration)
          var policies = options.policies
          for policy in options.increasedContrastPolicies ?? [] where !policies.contains(policy) {
            policies.append(policy)
          }
          reportedPolicies = policies
          do {
            let results = try PaletteAuditor.audit(
              palette, pairs: configuration.pairs, ignoring: configuration.ignores,
              options: options)
            loaded.append((palette, configuration))
            var entry = PaletteAuditReport.Palette(
              path: palette.path, name: palette.name, results: results)
            switch distinctRequest.check(palette, configuration: configuration) {
            case .success(let (groups, findings)):
              entry.distinctGroups = groups
              entry.distinct = findings
            case .failure(let error):
              console.reportError(error.message)
              entry.error = error.message
            }
            audited.append(entry)
          } catch {
            console.reportError("\(error)")
            audited.append(
              PaletteAuditReport.Palette(
                path: palette.path, name: palette.name, results: [], error: "\(error)"))
          }
        }
      }
    }
    return PaletteAuditReport(
      policies: reportedPolicies.map(\.id), palettes: audited, includesPasses: includesPasses)
  }
}
