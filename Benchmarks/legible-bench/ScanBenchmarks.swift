import Foundation
import LegibleCLI
import LegibleImaging

/// Screenshot benchmarks: libpng decoding alone, decoding plus the scan, the scan alone (and
/// with `--compressed`), and whole-folder scans through the CLI with one and two jobs.
enum ScanBenchmarks {
  static let all: [Benchmark] = [
    Benchmark(name: "scan.decode") { decodeAndScan(scanning: false) },
    Benchmark(name: "scan.total") { decodeAndScan(scanning: true) },
    Benchmark(name: "scan.analysis") { analysis() },
    Benchmark(name: "scan.compressed") { analysis(compressed: true) },
    Benchmark(name: "scan.batch") { batch() },
  ]

  /// `Fixtures/Screenshots/bench/`, found from this file's path.
  static let benchFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Screenshots/bench")

  static func screenshots() -> [(name: String, bytes: [UInt8])] {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: benchFolder.path))?
      .filter { $0.hasSuffix(".png") }.sorted() ?? []
    return files.compactMap { name in
      guard
        let data = FileManager.default.contents(
          atPath: benchFolder.appendingPathComponent(name).path)
      else { return nil }
      return (String(name.dropLast(4)), [UInt8](data))
    }
  }

  static func decodeAndScan(scanning: Bool) {
    for (name, bytes) in screenshots() {
      var findings = 0
      let seconds = medianSeconds(runs: 15) {
        guard let decoded = try? PNGDecoder.decode(bytes, source: name) else { return }
        if scanning {
          findings = ScreenshotScanner.scan(decoded.image, options: ScanOptions()).count
        }
        blackHole(decoded)
      }
      report(
        "\(scanning ? "scan.total" : "scan.decode").\(name)", unit: "ms/image",
        value: seconds * 1000, extra: scanning ? [("findings", String(findings))] : [])
    }
  }

  /// `ScreenshotScanner.scan` alone on images decoded beforehand (`scan.total` minus
  /// `scan.decode`, measured directly; each run starts with the image in cache); with
  /// `compressed`, under `ScanOptions.isCompressed` (`legible scan --compressed`).
  static func analysis(compressed: Bool = false) {
    var options = ScanOptions()
    options.isCompressed = compressed
    for (name, bytes) in screenshots() {
      guard let decoded = try? PNGDecoder.decode(bytes, source: name) else { continue }
      var findings = 0
      let seconds = medianSeconds(runs: 41) {
        findings = ScreenshotScanner.scan(decoded.image, options: options).count
      }
      report(
        "scan.\(compressed ? "compressed" : "analysis").\(name)", unit: "ms/image",
        value: seconds * 1000,
        extra: [("findings", String(findings))])
    }
  }

  static func batch() {
    let folder = benchFolder.deletingLastPathComponent().path
    let count =
      (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".png") }.count
    let silent = Console(
      output: { _ in }, error: { _ in }, outputIsTerminal: false, errorIsTerminal: false,
      environment: [:])
    for jobs in [1, 2] {
      let seconds = medianSeconds(runs: 3) {
        blackHole(
          LegibleCommand.run(
            ["scan", folder, "--jobs", String(jobs), "--format", "json"], console: silent))
      }
      report(
        "scan.batch.jobs\(jobs)", unit: "images/s", value: Double(count) / seconds,
        extra: [("images", String(count))])
    }
  }
}
