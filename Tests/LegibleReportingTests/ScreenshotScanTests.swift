import Foundation
import LegibleColor
import LegibleImaging
import LegiblePalettes
import LegibleReporting
import Synchronization
import Testing
import _LegibleTestSupport

/// `scan` of files and folders as a library call: discovery, parallel scanning in input order,
/// per-file settings from `legible.json`, annotated copies, the baseline and the reports,
/// without the command line.
@Suite struct ScreenshotScanTests {
  /// A fresh folder holding `files` (relative path → bytes).
  static func folder(_ files: [String: [UInt8]]) throws -> URL {
    let root = ScratchFolder.root
      .appendingPathComponent("legible-scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, bytes) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return root
  }

  @Test func collectFindsPNGFilesSortedAndLeavesTheAnnotationFolderOut() throws {
    let root = try Self.folder([
      "b.png": [], "a.png": [], "dark/c.PNG": [], "notes.txt": [], "annotated/a.png": [],
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let inputs = ScreenshotInput.collect(
      [root.path, root.appendingPathComponent("empty").path, "/no/such.png"],
      excluding: root.appendingPathComponent("annotated").path)
    #expect(
      inputs.map(\.path) == [
        root.path + "/a.png", root.path + "/b.png", root.path + "/dark/c.PNG",
        root.appendingPathComponent("empty").path, "/no/such.png",
      ])
    #expect(inputs.map(\.annotationName) == ["a.png", "b.png", "dark/c.PNG", "", ""])
    #expect(
      inputs.map(\.problem) == [
        nil, nil, nil, "no .png files in this folder", "no such file or folder",
      ])
  }

  @Test func settingsFromTheConfigurationApplyWhereTheOptionsLeaveThemOpen() throws {
    let root = try Self.folder([
      "legible.json": Array(
        #"""
        { "screenshotSettings": { "shots/*": { "scale": 2, "platform": "ios",
          "ignore": [[0, 0, 10, 20]], "ignoreSystemBars": true, "compressed": true },
          "exact/*": { "compressed": false } } }
        """#.utf8)
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let configuration = try PaletteConfiguration.load(
      path: root.appendingPathComponent("legible.json").path)
    let shot = configuration.directory + "/shots/home.png"
    var scan = ScreenshotScan(options: ScanOptions(), configuration: configuration)
    let configured = scan.options(for: shot)
    #expect(configured.scale == 2 && configured.platform == .iOS && configured.ignoresSystemBars)
    #expect(configured.isCompressed)
    #expect(!scan.options(for: configuration.directory + "/other.png").isCompressed)
    // `"compressed": false`: read as exact, JPEG blocks not looked for; elsewhere they are.
    let exact = scan.options(for: configuration.directory + "/exact/home.png")
    #expect(!exact.isCompressed && !exact.detectsCompression)
    #expect(scan.options(for: configuration.directory + "/other.png").detectsCompression)
    #expect(configured.detectsCompression)
    #expect(configured.ignoredRegions == [PixelRect(x: 0, y: 0, width: 10, height: 20)])
    #expect(scan.options(for: configuration.directory + "/other.png").scale == nil)
    // What the options set wins; ignored regions add up.
    scan.options.scale = 3
    scan.options.platform = .web
    scan.options.ignoredRegions = [PixelRect(x: 5, y: 5, width: 1, height: 1)]
    let given = scan.options(for: shot)
    #expect(given.scale == 3 && given.platform == .web && given.ignoredRegions.count == 2)
  }

  @Test(.enabled(if: PNGDecoder.isAvailable))
  func aFolderScansInInputOrderWhateverTheJobs() throws {
    let inputs = ScreenshotInput.collect([Fixtures.url("Screenshots/browser").path])
    #expect(inputs.count == 13)
    let scan = ScreenshotScan(options: ScanOptions(policies: [.wcag2AA], includesPasses: true))
    let counted = Counter()
    let parallel = scan.scan(inputs, jobs: 3) { _ in counted.increment() }
    let serial = scan.scan(inputs, jobs: 1)
    #expect(counted.value == inputs.count)
    #expect(parallel.map(\.report.path) == inputs.map(\.path))
    #expect(
      parallel.map { $0.findings.map(\.fingerprint) }
        == serial.map { $0.findings.map(\.fingerprint) }
    )
    #expect(parallel.allSatisfy { $0.report.error == nil && $0.report.width > 0 })

    let outcome = ScreenshotScan.outcome(parallel, policies: ["wcag2-aa"])
    #expect(outcome.findings.inputs.count == 13)
    #expect(outcome.findings.inputs.allSatisfy { $0.notes.count == 1 })
    // The report counts what the findings hold, and lists no passes unless asked.
    #expect(outcome.report.summary == outcome.findings.summary)
    #expect(
      outcome.report.images?.allSatisfy { $0.findings.allSatisfy { $0.status != .pass } } == true)
    let listed = ScreenshotScan.outcome(parallel, policies: ["wcag2-aa"], includesPasses: true)
    #expect(listed.report.images?.contains { $0.findings.contains { $0.status == .pass } } == true)
    #expect(outcome.report.summary.failures > 0)
    #expect(ExitCode.of(outcome.findings.summary, failOn: .fail) == .findings)

    // The run's own baseline suppresses every failure and review: the next run is clean.
    let baseline = Baseline(outcome.findings)
    let known = ScreenshotScan.outcome(parallel, policies: ["wcag2-aa"], baseline: baseline)
    let summary = outcome.report.summary
    #expect(
      known.findings.suppressedCount == summary.failures + summary.reviews + summary.warnings)
    #expect(known.report.summary.failures == 0 && known.report.summary.reviews == 0)
    #expect(ExitCode.of(known.findings.summary, failOn: .review) == .clean)
    #expect(!(try JSONOutput.string(known.report)).isEmpty)
  }

  /// The per-image limit keeps the most severe findings, in their order, and counts the rest
  /// in the report and its note; without a limit hit nothing is counted.
  @Test(.enabled(if: PNGDecoder.isAvailable))
  func findingsPastTheLimitAreCountedNotListed() throws {
    let input = ScreenshotInput.collect([Fixtures.url("Screenshots/synthetic/icons-2x.png").path])
    var scan = ScreenshotScan(options: ScanOptions(policies: [.wcag2AA], includesPasses: true))
    let all = try #require(scan.scan(input, jobs: 1).first)
    let failures = all.report.findings.filter { $0.status == .fail }
    try #require(failures.count >= 3 && all.report.findings.count > failures.count)
    #expect(all.report.omittedFindings == nil)
    #expect(!all.report.note.contains("not listed"))
    scan.maxFindings = failures.count
    let limited = try #require(scan.scan(input, jobs: 1).first)
    #expect(limited.report.findings.count == failures.count)
    #expect(limited.report.findings.allSatisfy { $0.status == .fail })
    #expect(limited.report.findings.map(\.bbox) == failures.map(\.bbox))
    #expect(limited.report.omittedFindings == all.report.findings.count - failures.count)
    #expect(
      limited.report.note.contains(
        "\(limited.report.omittedFindings ?? 0) more findings not listed"))
    // A failure is dropped only when failures alone pass the limit; the lowest ratios stay.
    scan.maxFindings = 1
    let one = try #require(scan.scan(input, jobs: 1).first)
    let worst = failures.map(\.wcagRatio).min()
    #expect(one.report.findings.map(\.wcagRatio) == [worst].compactMap { $0 })
    let json = try JSONOutput.string(
      ScreenshotScan.outcome([one], policies: ["wcag2-aa"]).report)
    #expect(json.contains("\"omittedFindings\""))
  }

  @Test(.enabled(if: PNGDecoder.isAvailable && PNGEncoder.isAvailable))
  func annotatedCopiesAndUnreadableFiles() throws {
    let source = Fixtures.url("Screenshots/browser/page-cards.png").path
    let output = try Self.folder([:])
    defer { try? FileManager.default.removeItem(at: output) }
    let scan = ScreenshotScan(
      options: ScanOptions(policies: [.wcag2AA]), annotationDirectory: output.path)
    let inputs =
      [ScreenshotInput(path: source, annotationName: "cards.png")]
      + ScreenshotInput.collect(["/no/such.png"])
    let scanned = scan.scan(inputs, jobs: 2)
    #expect(scanned[0].report.error == nil)
    let copy = try PNGDecoder.decode(contentsOf: output.appendingPathComponent("cards.png").path)
    #expect(copy.image.width == scanned[0].report.width)
    #expect(scanned[1].report.error == "no such file or folder")
    let outcome = ScreenshotScan.outcome(scanned, policies: ["wcag2-aa"])
    #expect(outcome.report.summary.errors == 1 && outcome.findings.summary.errors == 1)
    #expect(ExitCode.of(outcome.findings.summary, failOn: .fail) == .error)
  }
}

/// A count shared with the progress callback, which runs on the scanning threads.
private final class Counter: Sendable {
  private let count = Mutex(0)

  func increment() { count.withLock { $0 += 1 } }

  var value: Int { count.withLock { $0 } }
}
