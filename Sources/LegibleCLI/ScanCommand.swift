import Dispatch
import Foundation
import LegibleColor
import LegibleFiles
import LegibleImaging
import LegiblePalettes
import LegibleReporting
import Synchronization

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
      --max-pixels N         refuse images larger than N pixels (default 100000000)
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
                             "screenshotSettings" (scale, ignore, ignoreSystemBars by glob)

    exit status: 0 clean, 1 findings, 2 usage error or an unreadable file (the others are
    still scanned)
    """

  static func run(_ rawArguments: [String], console: Console) throws(CLIError) -> ExitStatus {
    let arguments = try Arguments(
      rawArguments,
      accepting: CommonOptions.accepted + [
        .value("--annotate"), .flag("--annotate-passes"), .value("--jobs"), .value("--scale"),
        .value("--ignore"), .flag("--ignore-system-bars"), .value("--max-pixels"),
        .value("--shard"), .value("--platform"), .flag("--strict-sizes"), .value("--explain"),
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
    var collected = collectInputs(paths, excluding: annotateDirectory)
    if let text = arguments.value("--shard") {
      guard let shard = Shard(text) else {
        throw .usage("--shard takes K/N with 1 ≤ K ≤ N, such as 2/4, not '\(text)'")
      }
      collected = collected.filter { shard.contains($0.path) }
    }
    let inputs = collected
    let inputIdentities = Set(inputs.compactMap { FileIdentity(path: $0.path) })
    let scanner = BatchScanner(
      options: scanOptions, maxPixels: maxPixels, annotateDirectory: annotateDirectory,
      annotatesPasses: arguments.has("--annotate-passes"), protectedFiles: inputIdentities,
      configuration: configuration, scaleGiven: arguments.value("--scale") != nil,
      systemBarsGiven: arguments.has("--ignore-system-bars"))
    let scanned = scanner.scan(inputs, jobs: jobs) { done in
      if console.errorIsTerminal && !options.isQuiet {
        console.error("\rscanning \(done)/\(inputs.count)" + (done == inputs.count ? "\n" : ""))
      }
    }
    let findings = reporting.applyBaseline(
      FindingReport(
        command: .scan, policies: options.policies.map(\.id),
        inputs: scanned.map { image in
          FindingReport.Input(
            path: image.report.path, error: image.report.error,
            findings: image.findings + image.links,
            notes: image.report.width == 0 ? [] : [Self.describe(image.report)])
        }))

    var summary = Summary()
    var listed: [ImageReport] = []
    for (index, image) in scanned.enumerated() {
      let report = image.report
      if let error = report.error {
        summary.errors += 1
        console.reportError(ScanCommand.message(error, path: report.path))
      }
      var shown = report
      // Text and JSON list what the baseline did not suppress, in the scanner's order.
      let suppressed = Set(findings.inputs[index].suppressed.map(\.fingerprint))
      if !suppressed.isEmpty {
        // `image.findings` holds the contrast findings, then the size findings, in report order.
        shown.findings = zip(report.findings, image.findings)
          .filter { !suppressed.contains($0.1.fingerprint) || $0.1.status == .pass }.map(\.0)
        shown.sizeFindings = zip(
          report.sizeFindings, image.findings.suffix(report.sizeFindings.count)
        )
        .filter { !suppressed.contains($0.1.fingerprint) }.map(\.0)
      }
      for finding in shown.findings { summary.count(finding.status) }
      for finding in shown.sizeFindings { summary.count(finding.status) }
      if !options.includesPasses { shown.findings.removeAll { $0.status == .pass } }
      // Links (rule `link-distinct`) likewise.
      let links = zip(image.linkRecords, image.links)
        .filter { !suppressed.contains($0.1.fingerprint) || $0.1.status == .pass }.map(\.0)
      for link in links { summary.count(link.status) }
      let listedLinks = links.filter { options.includesPasses || $0.status != .pass }
      shown.links = listedLinks.isEmpty ? nil : listedLinks
      listed.append(shown)
    }
    let report = Report(policies: options.policies.map(\.id), images: listed, summary: summary)
    let screenshots =
      options.format == .html || reporting.reports.contains(where: { $0.format == .html })
      ? embeddedScreenshots(scanned) : [:]
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
      let text = scanned.map { explanation($0, point: point) }.joined(separator: "\n") + "\n"
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

  /// An image's size, colour space and the scale its text was read at, such as
  /// `1170×2532, Display P3, @3x (device size)` or `… scale unknown (text read at @3x)`.
  static func describe(_ image: ImageReport) -> String {
    var text = "\(image.width)×\(image.height)"
    if let space = image.colorSpace { text += ", \(space)" }
    guard let scale = image.scale else {
      return text + ", scale unknown (text read at @3x), " + platformDescription(image)
    }
    let source =
      switch image.scaleSource {
      case "option": "--scale"
      case "deviceSize": "device size"
      case "pHYs": "pHYs"
      case "inferred": "inferred from the text"
      default: image.scaleSource
      }
    return text + ", @\(NumberFormatting.trimmed(scale))x (\(source)), "
      + platformDescription(image)
  }

  /// The platform the size rules judged for and where it came from, e.g. `ios (device size)`
  /// or `platform unknown (size rules off; --platform)`.
  static func platformDescription(_ image: ImageReport) -> String {
    guard let platform = image.platform else {
      return "platform unknown (size rules off; --platform)"
    }
    let source = image.platformSource == "option" ? "--platform" : "device size"
    // Sizes need the scale: without it the size rules do not run.
    let off = image.scale == nil ? "; size rules off: scale unknown, --scale" : ""
    return "\(platform) (\(source)\(off))"
  }

  /// The PNG bytes of each image that was scanned, for the HTML report to embed; a file that
  /// can no longer be read is listed without its image.
  static func embeddedScreenshots(_ scanned: [BatchScanner.ScannedImage]) -> [String:
    HTMLReporter.Screenshot]
  {
    var screenshots: [String: HTMLReporter.Screenshot] = [:]
    for image in scanned where image.report.width > 0 && image.report.height > 0 {
      guard let bytes = try? InputFile.contents(atPath: image.report.path) else { continue }
      screenshots[image.report.path] = HTMLReporter.Screenshot(
        width: image.report.width, height: image.report.height, pngData: bytes,
        scale: image.report.scale)
    }
    return screenshots
  }

  /// What the rules decided about the candidates at `point` in one image, grouped by candidate
  /// box in the order they were first met.
  static func explanation(_ image: BatchScanner.ScannedImage, point: (x: Int, y: Int)) -> String {
    var lines = ["explain (\(point.x), \(point.y)) in \(image.report.path):"]
    if image.decisions.isEmpty {
      lines.append("  no candidate there: the pixel lies on a background, or the file was not read")
    }
    var boxes: [PixelRect] = []
    for d in image.decisions where !boxes.contains(d.box) { boxes.append(d.box) }
    let width = max(12, image.decisions.map(\.rule.count).max() ?? 0)
    for box in boxes {
      lines.append("  candidate \(box.width)×\(box.height) at (\(box.x), \(box.y))")
      for d in image.decisions where d.box == box {
        let rule = d.rule.padding(toLength: width, withPad: " ", startingAt: 0)
        let outcome = d.outcome.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        lines.append("    \(rule)  \(outcome)  \(d.why)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// One file to scan: where it is, and the name its annotated copy gets.
  struct Input: Sendable {
    var path: String
    var annotationName: String
    var problem: String?
  }

  /// Files as given, folders searched recursively for `*.png` (sorted), missing paths kept so
  /// they are reported.
  ///
  /// Folders are entered once each, by device and inode, so symbolic-link loops end; the folder
  /// `excluded` (the `--annotate` output) is not entered when found inside a scanned folder.
  /// Each input's annotated copy is named by its path inside the folder given (a file given
  /// directly: its name); see ``disambiguateAnnotationNames(_:)`` for names two inputs share.
  static func collectInputs(_ paths: [String], excluding excluded: String? = nil) -> [Input] {
    let excludedIdentity = excluded.flatMap(FileIdentity.init(path:))
    var inputs: [Input] = []
    for path in paths {
      guard let status = FileStatus(path: path) else {
        let problem =
          FileStatus(path: path, followingLinks: false) != nil
          ? "a symbolic link to a missing file" : "no such file or folder"
        inputs.append(Input(path: path, annotationName: "", problem: problem))
        continue
      }
      guard status.kind == .directory else {
        inputs.append(
          Input(path: path, annotationName: URL(fileURLWithPath: path).lastPathComponent))
        continue
      }
      var found: [(relative: String, problem: String?)] = []
      var entered = Set<FileIdentity>()
      func visit(_ folder: String, _ relative: String) {
        guard let identity = FileIdentity(path: folder), entered.insert(identity).inserted else {
          return
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
          found.append((relative, "cannot list this folder"))
          return
        }
        for entry in entries {
          let full = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
          let inner = relative.isEmpty ? entry : relative + "/" + entry
          if let entryStatus = FileStatus(path: full), entryStatus.kind == .directory {
            if entryStatus.identity != excludedIdentity { visit(full, inner) }
          } else if entry.lowercased().hasSuffix(".png") {
            found.append((inner, nil))
          }
        }
      }
      visit(path, "")
      for (relative, problem) in found.sorted(by: { $0.relative < $1.relative }) {
        let full = relative.isEmpty ? path : (path.hasSuffix("/") ? path : path + "/") + relative
        inputs.append(
          Input(path: full, annotationName: problem == nil ? relative : "", problem: problem))
      }
      if found.isEmpty {
        inputs.append(
          Input(path: path, annotationName: "", problem: "no .png files in this folder"))
      }
    }
    disambiguateAnnotationNames(&inputs)
    return inputs
  }

  /// Gives inputs whose annotated copies would share a name (ignoring case, as macOS does)
  /// their whole path as given instead, without a leading `/` and without `.` and `..` parts
  /// (`shots/a.png` and `more/a.png`, not `a.png` twice); a name still shared gets `-2`, `-3`…
  /// before its extension, in input order.
  static func disambiguateAnnotationNames(_ inputs: inout [Input]) {
    func counts(_ names: [String]) -> [String: Int] {
      names.reduce(into: [:]) { $0[$1.lowercased(), default: 0] += 1 }
    }
    let first = counts(inputs.map(\.annotationName))
    for index in inputs.indices where !inputs[index].annotationName.isEmpty {
      if first[inputs[index].annotationName.lowercased(), default: 0] > 1 {
        inputs[index].annotationName = inputs[index].path.split(separator: "/")
          .filter { $0 != "." && $0 != ".." }.joined(separator: "/")
      }
    }
    var used = Set<String>()
    for index in inputs.indices where !inputs[index].annotationName.isEmpty {
      let name = inputs[index].annotationName
      var candidate = name
      var number = 2
      while !used.insert(candidate.lowercased()).inserted {
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        candidate = name[..<dot] + "-\(number)" + name[dot...]
        number += 1
      }
      inputs[index].annotationName = candidate
    }
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

/// Scans files on several threads, each decoding, scanning and annotating one file at a time so
/// at most `jobs` images are in memory; results come back in input order.
struct BatchScanner: Sendable {
  var options: ScanOptions
  var maxPixels: Int
  var annotateDirectory: String?
  var annotatesPasses: Bool
  /// The inputs of the run, which an annotated copy never replaces.
  var protectedFiles: Set<FileIdentity> = []
  /// The run's `legible.json`, whose per-glob screenshot settings apply to each file.
  var configuration: PaletteConfiguration?
  /// Whether `--scale` was given (it overrides the configuration's scale).
  var scaleGiven = false
  /// Whether `--ignore-system-bars` was given (it overrides the configuration).
  var systemBarsGiven = false

  /// One file's report and its findings (one per report finding, in the same order), and its
  /// link findings (rule `link-distinct`) with their records.
  struct ScannedImage: Sendable {
    var report: ImageReport
    var findings: [Finding]
    var links: [Finding] = []
    var linkRecords: [ImageLink] = []
    /// The rules' decisions at the `--explain` point (empty without one).
    var decisions: [ScanDecision] = []
  }

  func scan(
    _ inputs: [ScanCommand.Input], jobs: Int, progress: @escaping @Sendable (Int) -> Void
  ) -> [ScannedImage] {
    let results = Mutex<[ScannedImage?]>(Array(repeating: nil, count: inputs.count))
    let next = Atomic<Int>(0)
    let done = Atomic<Int>(0)
    let workers = max(1, min(jobs, inputs.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < inputs.count else { return }
        let report = scan(inputs[index])
        results.withLock { $0[index] = report }
        progress(done.add(1, ordering: .relaxed).newValue)
      }
    }
    return results.withLock { $0.compactMap { $0 } }
  }

  func scan(_ input: ScanCommand.Input) -> ScannedImage {
    if let problem = input.problem {
      return ScannedImage(
        report: ImageReport(
          path: input.path, width: 0, height: 0, colorSpace: nil, findings: [], error: problem),
        findings: [])
    }
    let decoded: DecodedImage
    do {
      decoded = try PNGDecoder.decode(contentsOf: input.path, maxPixels: maxPixels)
    } catch {
      return ScannedImage(
        report: ImageReport(
          path: input.path, width: 0, height: 0, colorSpace: nil, findings: [],
          error: "\(error)"),
        findings: [])
    }
    var options = options
    if let settings = configuration?.settings(forScreenshot: input.path) {
      if !scaleGiven, let scale = settings.scale { options.scale = scale }
      options.ignoredRegions += settings.ignoredRegions.map {
        PixelRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
      }
      if !systemBarsGiven, let flag = settings.ignoresSystemBars {
        options.ignoresSystemBars = flag
      }
      // `--platform` (already in `options`) wins over the file.
      if options.platform == nil, let platform = settings.platform.flatMap(Platform.init) {
        options.platform = platform
      }
    }
    // Square pixels only: a density that differs between the axes says nothing about points.
    if options.pixelsPerInch == nil, let density = decoded.pixelDensity,
      density.horizontal == density.vertical
    {
      options.pixelsPerInch = density.horizontalDPI
    }
    let image = decoded.image
    let result = ScreenshotScanner.scanResult(image, options: options)
    let findings = result.findings
    var problem: String?
    if let directory = annotateDirectory {
      let annotated = ScanAnnotator.annotate(
        image, findings: findings, includePasses: annotatesPasses, scale: result.scale,
        sizeFindings: result.sizeFindings)
      let destination = URL(fileURLWithPath: directory).appendingPathComponent(
        input.annotationName)
      do {
        try FileManager.default.createDirectory(
          at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try OutputFile(path: destination.path, protecting: protectedFiles).write(
          PNGEncoder.encode(annotated))
      } catch let error as FileError {
        problem = "cannot write the annotated copy \(destination.path): \(error.reason)"
      } catch {
        problem = "cannot write the annotated copy \(destination.path): \(error)"
      }
    }
    return ScannedImage(
      report: ImageReport(
        path: input.path, width: image.width, height: image.height,
        colorSpace: decoded.sourceColorSpace.description, scale: result.scale,
        scaleSource: result.scaleSource.rawValue, findings: findings.map(ImageFinding.init),
        platform: result.platform?.rawValue, platformSource: result.platformSource.rawValue,
        sizeFindings: result.sizeFindings.map(ImageSizeFinding.init), error: problem),
      findings: findings.map { Finding($0, path: input.path) }
        + result.sizeFindings.map { Finding($0, path: input.path) },
      links: result.links.map { Finding($0, path: input.path) },
      linkRecords: result.links.map(ImageLink.init), decisions: result.decisions)
  }
}

extension ImageFinding {
  /// The report record of a scanner finding.
  init(_ finding: ScanFinding) {
    let status: Finding.Status =
      switch finding.status {
      case .fail: .fail
      case .review: .review
      case .pass: .pass
      }
    self.init(
      kind: finding.kind.rawValue, status: status,
      bbox: finding.bbox,
      foreground: finding.foreground.opaqueHexString,
      background: finding.background.opaqueHexString, wcagRatio: finding.wcagRatio,
      apcaLc: finding.apcaLc, required: finding.required, textHeight: finding.textHeight,
      fontSize: finding.estimatedFontSize, bold: finding.bold, confidence: finding.confidence,
      suggestion: finding.suggestion?.opaqueHexString, reason: finding.reason,
      isLowerBound: finding.isLowerBound, flags: finding.flags.map(\.rawValue).sorted(),
      policy: finding.decidingPolicy,
      metric: finding.decidingPolicy.flatMap(Policy.named)?.metric.rawValue,
      wcagRatioRange: finding.wcagRatioRange.lowerBound == finding.wcagRatioRange.upperBound
        ? nil : [finding.wcagRatioRange.lowerBound, finding.wcagRatioRange.upperBound],
      rule: FindingRule.id(of: finding))
  }
}
