import Foundation
import LegibleCLI
import LegibleImaging
import LegibleReporting
import Testing
import _LegibleTestSupport

/// `scan --shard K/N` splits the files by path, and `legible merge` puts the parts' JSON reports
/// back together: the same JSON, and the same SARIF, as one run over every file.
@Suite struct MergeCommandTests {
  static let folder = Fixtures.url("Screenshots/browser").path

  static func temporaryFolder() throws -> URL {
    let url = ScratchFolder.root
      .appendingPathComponent("legible-merge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func json(_ text: String) throws -> NSDictionary {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
  }

  @Test func shardsCoverEveryPathOnce() throws {
    let paths = (0..<200).map { "shots/screen-\($0).png" }
    let shards = (1...3).map { Shard("\($0)/3")! }
    for path in paths {
      #expect(shards.filter { $0.contains(path) }.count == 1)
    }
    // Every shard gets some of 200 files.
    #expect(shards.allSatisfy { shard in paths.contains { shard.contains($0) } })
    for bad in ["0/2", "3/2", "1", "a/b", "1/0", "-1/2", "1/2/3"] {
      #expect(Shard(bad) == nil, "\(bad)")
    }
  }

  @Test(.enabled(if: PNGDecoder.isAvailable)) func mergedShardsEqualOneRun() throws {
    let scratch = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    var parts: [String] = []
    var seen: [String] = []
    for k in 1...2 {
      let path = scratch.appendingPathComponent("part-\(k).json").path
      let run = RecordingConsole.run([
        "scan", Self.folder, "--shard", "\(k)/2", "--format", "json", "--all", "--output", path,
      ])
      #expect(run.status != .error, "\(run.error)")
      parts.append(path)
      let images = try #require(
        try Self.json(String(contentsOfFile: path, encoding: .utf8))["images"] as? [NSDictionary])
      seen += images.compactMap { $0["path"] as? String }
    }
    let whole = RecordingConsole.run(["scan", Self.folder, "--format", "json", "--all"])
    let merged = RecordingConsole.run(["merge"] + parts)
    #expect(merged.status == whole.status)
    #expect(try Self.json(merged.output) == Self.json(whole.output))
    // The shards split the files: each once.
    #expect(seen.count == Set(seen).count && seen.count == 13)

    // Any format renders from the merged report as from the run itself.
    let sarif = RecordingConsole.run(["scan", Self.folder, "--format", "sarif", "--all"])
    let mergedSARIF = RecordingConsole.run(["merge"] + parts + ["--format", "sarif"])
    #expect(try Self.json(mergedSARIF.output) == Self.json(sarif.output))
    let text = RecordingConsole.run(["merge"] + parts + ["--format", "text", "--quiet"])
    let wholeText = RecordingConsole.run(["scan", Self.folder, "--quiet"])
    #expect(text.output == wholeText.output)
  }

  @Test func paletteReportsMerge() throws {
    let scratch = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let palette = Fixtures.url("Palettes/baseline/palette.json").path
    let part = scratch.appendingPathComponent("audit.json").path
    let audit = RecordingConsole.run([
      "audit", palette, "--policy", "wcag2-aa,apple-hig", "--format", "json", "--output", part,
    ])
    #expect(audit.status == .findings)
    let merged = RecordingConsole.run(["merge", part, "--format", "github"])
    #expect(merged.status == .findings)
    let direct = RecordingConsole.run([
      "audit", palette, "--policy", "wcag2-aa,apple-hig", "--format", "github",
    ])
    #expect(merged.output == direct.output)
  }

  /// A pair over a translucent background keeps its backdrop, and so its fingerprint, through
  /// the JSON report: SARIF rendered from the merged report equals the audit's own.
  @Test func backdropPairsKeepTheirFingerprints() throws {
    let scratch = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let folder = Fixtures.url("Palettes/valid/catalog").path
    let part = scratch.appendingPathComponent("audit.json").path
    _ = RecordingConsole.run(["audit", folder, "--all", "--format", "json", "--output", part])
    let merged = RecordingConsole.run(["merge", part, "--format", "sarif", "--all"])
    let direct = RecordingConsole.run(["audit", folder, "--format", "sarif", "--all"])
    let junit = RecordingConsole.run(["merge", part, "--format", "junit", "--all"])
    #expect(junit.output.contains("over Backgrounds/Surface/Base"))
    #expect(try Self.json(merged.output) == Self.json(direct.output))
  }

  @Test func unreadableReportIsReportedAndTheRestMerged() throws {
    let scratch = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let good = scratch.appendingPathComponent("good.json").path
    _ = RecordingConsole.run([
      "check", "#000", "#fff", "--format", "json", "--output",
      scratch.appendingPathComponent(
        "check.json"
      ).path,
    ])
    _ = RecordingConsole.run([
      "audit", Fixtures.url("Palettes/baseline/palette.json").path, "--format", "json",
      "--output", good,
    ])
    let broken = scratch.appendingPathComponent("broken.json").path
    try "{ \"tool\": ".write(toFile: broken, atomically: true, encoding: .utf8)
    let huge = scratch.appendingPathComponent("huge.json").path
    let box = "{\"x\": 9223372036854775000, \"y\": 0, \"width\": 900, \"height\": 1}"
    try """
    {"tool": {"name": "legible", "version": "0"}, "policies": [], "summary": {"failures": 0,
     "warnings": 0, "reviews": 0, "passes": 0, "errors": 0}, "images": [{"path": "a.png",
     "width": 1, "height": 1, "colorSpace": null, "scale": null, "scaleSource": "unknown",
     "error": null, "findings": [{"kind": "text", "status": "fail", "bbox": \(box),
     "foreground": "#000000", "background": "#ffffff", "wcagRatio": 1, "apcaLc": 0,
     "required": 4.5, "policy": null, "metric": null, "textHeight": 1, "fontSize": null,
     "bold": false, "confidence": 1, "suggestion": null, "reason": "", "isLowerBound": false,
     "flags": [], "wcagRatioRange": null}]}]}
    """.write(toFile: huge, atomically: true, encoding: .utf8)
    let run = RecordingConsole.run([
      "merge", good, broken, scratch.appendingPathComponent("check.json").path, huge,
      "--format", "sarif",
    ])
    #expect(run.status == .error)
    let errors = run.error.split(separator: "\n")
    #expect(errors.count == 3, "\(run.error)")
    #expect(errors[0] == "legible: error: \(broken): not valid JSON")
    #expect(errors[1].contains("check.json: not a legible audit or scan JSON report"))
    #expect(errors[2].contains("huge.json: images.0: the box"))
    // The readable report is still rendered.
    #expect(run.output.contains("secondary on background"))
  }

  /// `--report json=PATH` stopped the process (a precondition for formats rendered by each
  /// command); every format can now be written beside the main one.
  @Test func everyFormatCanBeAnExtraReport() throws {
    let scratch = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let palette = Fixtures.url("Palettes/baseline/palette.json").path
    var arguments = ["audit", palette, "--quiet"]
    for format in ReportFormat.allCases {
      arguments += ["--report", "\(format.rawValue)=\(scratch.path)/report.\(format.rawValue)"]
    }
    let run = RecordingConsole.run(arguments)
    #expect(run.status == .findings, "\(run.error)")
    let json = try String(contentsOfFile: scratch.path + "/report.json", encoding: .utf8)
    #expect(try Self.json(json)["palettes"] != nil)
    let text = try String(contentsOfFile: scratch.path + "/report.text", encoding: .utf8)
    #expect(text.hasSuffix("failing wcag2-aa, apca-bronze\n"))
    let check = RecordingConsole.run([
      "check", "#777", "white", "--report", "json=\(scratch.path)/check.json",
    ])
    #expect(check.status == .findings, "\(check.error)")
    #expect(FileManager.default.fileExists(atPath: scratch.path + "/check.json"))
  }
}
