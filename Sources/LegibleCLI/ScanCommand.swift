import Foundation
import LegibleColor
import LegibleFiles
import LegibleImaging
import LegiblePalettes
import LegibleReporting

/// `legible scan PNG|DIR…`: find failing text and icons in screenshots, in parallel.
enum ScanCommand {
  static let usage = """
    usage: legible scan PNG|DIR… [options]

    Finds text and icons in PNG screenshots from their pixels, estimates their colours, and
    reports pairs that fail (or need review). Folders are searched recursively for *.png.

    options:
      --annotate DIR         write a copy of each screenshot with boxes (red fail, amber review,
                             violet size warning), labels (status and value, such as ✗ 2.90:1)
                             and a legend,
                             as DIR/<path inside the folder scanned> (never over an input; DIR is
                             left out when it lies inside a scanned folder)
      --annotate-passes      also draw passing findings (green)
      --explain X,Y          print, for the candidates at pixel X,Y, which rules kept or dropped
                             them and why (after a text report; on standard error otherwise)
      --jobs N               files scanned at once (default: all cores)
      --scale S              image pixels per point/CSS px, 1 to 4 (default: known iPhone, iPad and Mac
                             screen sizes, else the PNG's pHYs at 72 ppi per point, else
                             inferred from the text; unknown → read at @3x, flagged)
      --ignore X,Y,W,H       a region not to judge (repeatable)
      --ignore-system-bars   ignore the status bar (Mac: menu bar) and home indicator of
                             known iPhone, iPad and Mac screen sizes
      --platform P           ios, ipados, macos, watchos, tvos, visionos or web: the text and
                             control sizes to judge against (default: known iPhone, iPad and
                             Mac screen sizes; otherwise the size rules do not run)
      --strict-sizes         also warn about body text below the platform's default size
      --compressed           the screenshots were saved as JPEG (App Store images, shared
                             copies): flatten compression noise on flat colours first
                             (default: when a file's 8×8 JPEG blocks show it)
      --exact                the screenshots are exact: never flatten compression noise
      --max-pixels N         refuse images larger than N pixels (default 100000000)
      --max-findings N       report at most N contrast and N size findings per image, the
                             most severe first; the rest are counted (default 1000)
      --shard K/N            scan only part K of N (a stable split by path), for CI matrices;
                             'legible merge' combines the parts' JSON reports
      --all                  list passing findings too
      --policy IDS           wcag2-aa (default), wcag2-aaa, apca-bronze, apple-hig
      --format F             text (default: path: error: x,y w×h: … lines, then a
                             summary), json, sarif, junit, github, markdown, html
      --output FILE          write the report to FILE
      --report F=FILE        also write format F to FILE (repeatable)
      --baseline FILE        known findings (matched by file, rule, colours and overlapping
                             box): suppressed, only new ones fail
      --update-baseline      write this run's findings to the --baseline FILE
      --fail-on fail|review  what makes the exit status 1 (default fail)
      --max-warnings N       exit 1 when more than N reviews remain
      --color WHEN           auto (default), always, never
      --quiet                text output: the findings only, no notes or summary
      --config FILE          legible.json (default: the nearest one above the working
                             directory): "screenshots" scanned when no PNG|DIR is given, and
                             "screenshotSettings" (scale, ignore, ignoreSystemBars,
                             platform, compressed by glob)

    exit status: 0 clean, 1 findings, 2 usage error or an unreadable file (the others are
    still scanned)
    """

  static func run(_ rawArguments: [String], console: Console) throws(CLIError) -> ExitStatus {
    let arguments = try Arguments(
      rawArguments,
      accepting: CommonOptions.accepted + [
        .value("--annotate"), .flag("--annotate-passes"), .value("--jobs"), .value("--scale"),
        .value("--ignore"), .flag("--ignore-system-bars"), .value("--max-pixels"),
        .value("--max-findings"),
        .value("--shard"), .value("--platform"), .flag("--strict-sizes"), .value("--explain"),
        .flag("--compressed"), .flag("--exact"),
      ])
    let configuration = try ConfigurationFile.load(arguments)
    let options = try CommonOptions(
      arguments, console: console, defaultPolicies: [.wcag2AA], configuration: configuration)
    // Without paths, the configuration's screenshot folders are scanned.
    let paths =
      arguments.positionals.isEmpty ? configuration?.screenshots ?? [] : arguments.positionals
    guard !paths.isEmpty else {
      throw .usage(
        "scan needs at least one PNG file or folder (or \"screenshots\" in legible.json)")
    }
    var scanOptions = ScanOptions(policies: options.policies, includesPasses: true)
    if let scale = arguments.value("--scale") {
      guard let value = Double(scale), value >= 1, value <= 4 else {
        throw .usage(
          "--scale takes a number from 1 to 4 (image pixels per point, such as 2 or 3), "
            + "not '\(scale)'")
      }
      scanOptions.scale = value
    }
    if let platform = arguments.value("--platform") {
      guard let value = Platform(rawValue: platform.lowercased()) else {
        throw .usage(
          "--platform takes one of "
            + Platform.allCases.map(\.rawValue).joined(separator: ", ") + ", not '\(platform)'")
      }
      scanOptions.platform = value
    }
    scanOptions.strictSizes = arguments.has("--strict-sizes")
    scanOptions.isCompressed = arguments.has("--compressed")
    if arguments.has("--exact") {
      guard !scanOptions.isCompressed else {
        throw .usage("--compressed and --exact contradict each other: give one")
      }
      scanOptions.detectsCompression = false
    }
    scanOptions.ignoredRegions = try arguments.values("--ignore").map(parseRegion)
    if let explain = arguments.value("--explain") {
      let parts = explain.split(separator: ",").map {
        Int($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 2, let x = parts[0], let y = parts[1], x >= 0, y >= 0 else {
        throw .usage("--explain takes a pixel as X,Y (such as 120,340), not '\(explain)'")
      }
      scanOptions.explainPoint = (x, y)
    }
    scanOptions.ignoresSystemBars = arguments.has("--ignore-system-bars")
    let jobs = try positiveInteger(
      arguments.value("--jobs"), option: "--jobs",
      default: ProcessInfo.processInfo.activeProcessorCount)
    let maxPixels = try positiveInteger(
      arguments.value("--max-pixels"), option: "--max-pixels", default: PNGDecoder.defaultMaxPixels)
    let annotateDirectory = arguments.value("--annotate")
    if annotateDirectory != nil && !PNGEncoder.isAvailable {
      throw .usage("--annotate needs PNG support; this build has none (install libpng-dev)")
    }
    if let annotateDirectory, let status = FileStatus(path: annotateDirectory),
      status.kind != .directory
    {
      throw .input(
        "\(annotateDirectory): --annotate needs a folder, and this is \(status.kind.rawValue)")
    }

    let reporting = try ReportOptions(arguments, configuration: configuration)
    var collected = ScreenshotInput.collect(paths, excluding: annotateDirectory)
    if let text = arguments.value("--shard") {
      guard let shard = Shard(text) else {
        throw .usage("--shard takes K/N with 1 ≤ K ≤ N, such as 2/4, not '\(text)'")
      }
      collected = collected.filter { shard.contains($0.path) }
    }
    let inputs = collected
    var scan = ScreenshotScan(
      options: scanOptions, maxPixels: maxPixels, annotationDirectory: annotateDirectory,
      annotatesPasses: arguments.has("--annotate-passes"),
      protectedFiles: Set(inputs.compactMap { FileIdentity(path: $0.path) }),
      configuration: configuration)
    scan.maxFindings = try positiveInteger(
      arguments.value("--max-findings"), option: "--max-findings",
      default: ScreenshotScan.defaultMaxFindings)
    let scanned = scan.scan(inputs, jobs: jobs) { done in
      if console.errorIsTerminal && !options.isQuiet {
        console.error("\rscanning \(done)/\(inputs.count)" + (done == inputs.count ? "\n" : ""))
      }
    }
    for image in scanned {
      if let error = image.report.error {
        console.reportError(ScanCommand.message(error, path: image.report.path))
      }
    }
    let outcome = ScreenshotScan.outcome(
      scanned, policies: options.policies.map(\.id), baseline: reporting.baseline,
      includesPasses: options.includesPasses)
    let findings = outcome.findings
    let report = outcome.report
    let screenshots =
      options.format == .html || reporting.reports.contains(where: { $0.format == .html })
      ? ScannedScreenshot.embeddedScreenshots(scanned) : [:]
    switch options.format {
    case .json:
      try options.emitJSON(report, console: console, inputs: inputs.map(\.path))
    case .text:
      try options.emit(
        options.textReporter.render(findings), console: console, inputs: inputs.map(\.path))
    case let format:
      try options.emit(
        try ReportOptions.render(findings, format, console: console, screenshots: screenshots),
        console: console, inputs: inputs.map(\.path))
    }
    if let point = scanOptions.explainPoint {
      let text = scanned.map { $0.explanation(at: point) }.joined(separator: "\n") + "\n"
      if options.format == .text && options.outputPath == nil {
        console.output(text)
      } else {
        console.error(text)
      }
    }
    return try reporting.finish(
      findings, failOn: options.failOn, console: console, inputs: inputs.map(\.path),
      json: { try JSONOutput.string(report) }, screenshots: screenshots)
  }

  /// An error message that names the file once: decoder errors already start with the path.
  static func message(_ error: String, path: String) -> String {
    error.hasPrefix(path) ? error : "\(path): \(error)"
  }

  static func parseRegion(_ text: String) throws(CLIError) -> PixelRect {
    let parts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
      w > 0, h > 0
    else {
      throw .usage("--ignore takes X,Y,WIDTH,HEIGHT in pixels, not '\(text)'")
    }
    return PixelRect(x: x, y: y, width: w, height: h)
  }

  static func positiveInteger(_ text: String?, option: String, default value: Int)
    throws(CLIError) -> Int
  {
    guard let text else { return value }
    guard let number = Int(text), number > 0 else {
      throw .usage("\(option) takes a positive whole number, not '\(text)'")
    }
    return number
  }
}
