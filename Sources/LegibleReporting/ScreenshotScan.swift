import Dispatch
import Foundation
import LegibleFiles
import LegibleImaging
import LegiblePalettes
import Synchronization

/// What `legible scan` does, as a library call: decodes, scans and (when asked) annotates
/// screenshots on several threads, applying each file's settings from a `legible.json`.
///
/// ```swift
/// let scan = ScreenshotScan(options: ScanOptions(policies: [.wcag2AA], includesPasses: true))
/// let scanned = scan.scan(ScreenshotInput.collect(["Screenshots"]), jobs: 4)
/// let outcome = ScreenshotScan.outcome(scanned, policies: ["wcag2-aa"])
/// // outcome.findings for any reporter, outcome.report for the JSON contract
/// ```
/// Each thread decodes, scans and annotates one file at a time, so at most `jobs` images are in
/// memory; results come back in input order.
public struct ScreenshotScan: Sendable {
  /// How to scan: policies, scale, platform, ignored regions. What it sets wins over
  /// ``configuration``: a ``LegibleImaging/ScanOptions/scale`` or
  /// ``LegibleImaging/ScanOptions/platform`` that is not `nil`, and
  /// ``LegibleImaging/ScanOptions/ignoresSystemBars`` when `true`; ignored regions add up.
  public var options: ScanOptions
  /// The largest image decoded, in pixels; larger files are reported as errors.
  public var maxPixels: Int
  /// The folder annotated copies are written to (each at its input's
  /// ``ScreenshotInput/annotationName``), or `nil` for none.
  public var annotationDirectory: String?
  /// Whether annotated copies also box passing findings.
  public var annotatesPasses: Bool
  /// Files an annotated copy never replaces: the run's inputs.
  public var protectedFiles: Set<FileIdentity>
  /// The run's `legible.json`, whose per-glob `screenshotSettings` apply to each file.
  public var configuration: PaletteConfiguration?
  /// The most contrast findings, and the most size findings, reported for one image; the most
  /// severe are kept and ``ImageReport/omittedFindings`` counts the rest
  /// (``LegibleImaging/ScanResult/limited(to:)``).
  public var maxFindings: Int = ScreenshotScan.defaultMaxFindings

  /// The default of ``maxFindings``: far above a real screen (a dense settings screen at 1×
  /// holds about 60 lines of text), low enough that a misread texture cannot flood a report.
  public static let defaultMaxFindings = 1_000

  /// Creates a scan.
  public init(
    options: ScanOptions, maxPixels: Int = PNGDecoder.defaultMaxPixels,
    annotationDirectory: String? = nil, annotatesPasses: Bool = false,
    protectedFiles: Set<FileIdentity> = [], configuration: PaletteConfiguration? = nil
  ) {
    self.options = options
    self.maxPixels = maxPixels
    self.annotationDirectory = annotationDirectory
    self.annotatesPasses = annotatesPasses
    self.protectedFiles = protectedFiles
    self.configuration = configuration
  }

  /// Scans `inputs` on up to `jobs` threads, in input order; `progress` is called with the
  /// number of files done after each one, from the thread that finished it.
  public func scan(
    _ inputs: [ScreenshotInput], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: @escaping @Sendable (Int) -> Void = { _ in }
  ) -> [ScannedScreenshot] {
    let results = Mutex<[ScannedScreenshot?]>(Array(repeating: nil, count: inputs.count))
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

  /// Decodes, scans and annotates one file; a file that cannot be read, or whose annotated copy
  /// cannot be written, has its ``ImageReport/error``.
  public func scan(_ input: ScreenshotInput) -> ScannedScreenshot {
    if let problem = input.problem {
      return ScannedScreenshot(
        report: ImageReport(
          path: input.path, width: 0, height: 0, colorSpace: nil, findings: [], error: problem),
        findings: [])
    }
    let decoded: DecodedImage
    do {
      decoded = try PNGDecoder.decode(contentsOf: input.path, maxPixels: maxPixels)
    } catch {
      return ScannedScreenshot(
        report: ImageReport(
          path: input.path, width: 0, height: 0, colorSpace: nil, findings: [],
          error: "\(error)"),
        findings: [])
    }
    let options = options(for: input.path, density: decoded.pixelDensity)
    let image = decoded.image
    let (result, omitted) = ScreenshotScanner.scanResult(image, options: options).limited(
      to: maxFindings)
    let findings = result.findings
    var problem: String?
    if let directory = annotationDirectory {
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
    return ScannedScreenshot(
      report: ImageReport(
        path: input.path, width: image.width, height: image.height,
        colorSpace: decoded.sourceColorSpace.description, scale: result.scale,
        scaleSource: result.scaleSource.rawValue, findings: findings.map(ImageFinding.init),
        platform: result.platform?.rawValue, platformSource: result.platformSource.rawValue,
        sizeFindings: result.sizeFindings.map(ImageSizeFinding.init),
        omittedFindings: omitted > 0 ? omitted : nil,
        compressed: result.compression == nil ? nil : true,
        compressionSource: result.compression?.rawValue, error: problem),
      findings: findings.map { Finding($0, path: input.path) }
        + result.sizeFindings.map { Finding($0, path: input.path) },
      links: result.links.map { Finding($0, path: input.path) },
      linkRecords: result.links.map(ImageLink.init), decisions: result.decisions)
  }

  /// The options for one file: ``options`` with the configuration's settings for its path
  /// where ``options`` leaves them open, and the PNG's pixel density when it has square pixels.
  public func options(for path: String, density: DecodedImage.PixelDensity? = nil) -> ScanOptions {
    var options = options
    if let settings = configuration?.settings(forScreenshot: path) {
      if options.scale == nil, let scale = settings.scale { options.scale = scale }
      options.ignoredRegions += settings.ignoredRegions.map {
        PixelRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
      }
      if !options.ignoresSystemBars, let flag = settings.ignoresSystemBars {
        options.ignoresSystemBars = flag
      }
      // `"compressed": true` flattens every matching file; `false` reads them as they are.
      if !options.isCompressed && options.detectsCompression, let flag = settings.isCompressed {
        options.isCompressed = flag
        options.detectsCompression = flag
      }
      if options.platform == nil, let platform = settings.platform.flatMap(Platform.init) {
        options.platform = platform
      }
    }
    // Square pixels only: a density that differs between the axes says nothing about points.
    if options.pixelsPerInch == nil, let density, density.horizontal == density.vertical {
      options.pixelsPerInch = density.horizontalDPI
    }
    return options
  }
}
