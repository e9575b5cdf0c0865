import Foundation
import LegibleCLI
import LegibleImaging
import Testing
import _LegibleTestSupport

/// `legible scan --platform` and `--strict-sizes`: the size rules through the CLI, its text and
/// JSON reports and its exit status.
@Suite(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
struct ScanSizeOptionTests {
  static func path(_ name: String) -> String {
    Fixtures.url("Screenshots/sizes/" + name).path
  }

  struct Report: Decodable {
    struct Image: Decodable {
      struct SizeFinding: Decodable {
        let rule, status, subject, unit, scaleSource, message: String
        let measured, required, scale: Double
      }
      let platform: String?
      let platformSource: String
      let sizeFindings: [SizeFinding]
    }
    struct Summary: Decodable {
      let failures, warnings: Int
    }
    let images: [Image]
    let summary: Summary
  }

  static func json(_ arguments: [String]) throws -> (LegibleCLI.ExitStatus, Report) {
    let run = RecordingConsole.run(["scan", "--format", "json"] + arguments)
    return (run.status, try JSONDecoder().decode(Report.self, from: Data(run.output.utf8)))
  }

  @Test func smallTextFailsTheRun() throws {
    let (status, report) = try Self.json(
      [Self.path("text-9pt-3x.png"), "--platform", "ios", "--scale", "3"])
    #expect(status == .findings)
    let image = try #require(report.images.first)
    #expect(image.platform == "ios" && image.platformSource == "option")
    #expect(image.sizeFindings.count == 3)
    #expect(image.sizeFindings.allSatisfy { $0.rule == "text-size" && $0.status == "fail" })
    #expect(image.sizeFindings.allSatisfy { $0.unit == "pt" && $0.scaleSource == "option" })
    #expect(report.summary.failures == 3)
  }

  @Test func warningsAloneDoNotFail() throws {
    let (status, report) = try Self.json(
      [Self.path("toolbar-20pt-3x.png"), "--platform", "ios", "--scale", "3"])
    #expect(status == .clean)
    #expect(report.summary.warnings == 3)
    #expect(report.images[0].sizeFindings.allSatisfy { $0.subject == "icon" })
  }

  @Test func unknownPlatformIsReported() throws {
    let (_, report) = try Self.json([Self.path("text-9pt-3x.png"), "--scale", "3"])
    #expect(report.images[0].platform == nil && report.images[0].platformSource == "unknown")
    #expect(report.images[0].sizeFindings.isEmpty)
    let text = RecordingConsole.run(["scan", Self.path("text-9pt-3x.png"), "--scale", "3"])
    #expect(text.output.contains("platform unknown (size rules off; --platform)"))
  }

  @Test func textReportNamesRuleAndPlatform() {
    let run = RecordingConsole.run([
      "scan", Self.path("label-hairline-13pt-3x.png"), "--platform", "ios", "--scale", "3",
      "--color", "never",
    ])
    #expect(run.output.contains("ios (--platform)"))
    #expect(run.output.contains("[thin-text]"))
    #expect(run.output.contains("3 warnings"))
  }

  /// With the platform given but the scale unknown (too little text to infer it), the header
  /// says the size rules did not run.
  @Test func unknownScaleTurnsSizeRulesOff() {
    let run = RecordingConsole.run([
      "scan", Self.path("toolbar-20pt-3x.png"), "--platform", "ios", "--color", "never",
    ])
    #expect(run.output.contains("ios (--platform; size rules off: scale unknown, --scale)"))
    #expect(!run.output.contains("[target-size]"))
  }

  @Test func inferredScaleIsSaid() throws {
    let (_, report) = try Self.json([Self.path("toolbar-20pt-1x.png"), "--platform", "web"])
    let found = report.images[0].sizeFindings
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.scaleSource == "inferred" && $0.message.contains("inferred") })
    #expect(found.allSatisfy { $0.required == 24 && $0.unit == "px" })
  }

  /// `"platform"` in a screenshot glob's settings applies unless `--platform` is given; a
  /// platform the rules do not know is refused naming the key.
  @Test func configurationSetsThePlatformPerGlob() throws {
    let folder = try ConfigurationFileTests.project([
      "legible.json": #"{ "screenshotSettings": { "*.png": { "platform": "ios", "scale": 3 } } }"#
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = folder.appendingPathComponent("small.png")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Self.path("text-9pt-3x.png")), to: png)
    let config = folder.appendingPathComponent("legible.json").path
    let run = RecordingConsole.run(["scan", png.path, "--config", config, "--format", "json"])
    let report = try JSONDecoder().decode(Report.self, from: Data(run.output.utf8))
    #expect(report.images[0].platform == "ios" && report.images[0].sizeFindings.count == 3)
    let web = RecordingConsole.run([
      "scan", png.path, "--config", config, "--platform", "web", "--format", "json",
    ])
    let webReport = try JSONDecoder().decode(Report.self, from: Data(web.output.utf8))
    #expect(webReport.images[0].platform == "web" && webReport.images[0].sizeFindings.isEmpty)

    let bad = try ConfigurationFileTests.project([
      "legible.json": #"{ "screenshotSettings": { "*.png": { "platform": "android" } } }"#
    ])
    defer { try? FileManager.default.removeItem(at: bad) }
    let refused = RecordingConsole.run([
      "scan", png.path, "--config", bad.appendingPathComponent("legible.json").path,
    ])
    #expect(refused.status == .error)
    #expect(refused.error.contains("\"platform\" is 'android'"))
  }

  /// `legible merge` keeps size findings: rebuilt from the JSON with the same fingerprints.
  @Test func mergeKeepsSizeFindings() throws {
    let folder = try ConfigurationFileTests.project([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let part = folder.appendingPathComponent("part.json").path
    let scan = RecordingConsole.run([
      "scan", Self.path("text-9pt-3x.png"), "--platform", "ios", "--scale", "3", "--format",
      "json", "--output", part,
    ])
    #expect(scan.status == .findings)
    let merged = RecordingConsole.run(["merge", part, "--format", "json"])
    let report = try JSONDecoder().decode(Report.self, from: Data(merged.output.utf8))
    #expect(report.images[0].sizeFindings.count == 3 && report.summary.failures == 3)
    let text = RecordingConsole.run(["merge", part, "--format", "text", "--quiet"])
    #expect(text.output.contains("[text-size]"))
  }

  @Test func badPlatformIsAUsageError() {
    let run = RecordingConsole.run(["scan", Self.path("text-9pt-3x.png"), "--platform", "android"])
    #expect(run.status == .error)
    #expect(run.error.contains("--platform takes one of ios, ipados"))
  }

  @Test func baselineSuppressesSizeFindings() throws {
    let folder = ScratchFolder.root.appendingPathComponent(
      "legible-size-baseline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseline = folder.appendingPathComponent("baseline.json").path
    let args = [Self.path("text-9pt-3x.png"), "--platform", "ios", "--scale", "3"]
    let update = RecordingConsole.run(
      ["scan"] + args + ["--baseline", baseline, "--update-baseline"])
    #expect(update.status != .error)
    let (status, report) = try Self.json(args + ["--baseline", baseline])
    #expect(status == .clean)
    #expect(report.images[0].sizeFindings.isEmpty)
  }
}
