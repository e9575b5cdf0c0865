import Foundation
import LegibleCLI
import LegibleColor
import LegibleImaging
import Testing
import _LegibleTestSupport

@Suite(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
struct ScanCommandTests {
  struct JSONReport: Decodable {
    struct Image: Decodable {
      struct Finding: Decodable {
        struct Box: Decodable {
          let x, y, width, height: Int
        }
        let kind: String
        let status: String
        let bbox: Box
        let foreground: String
        let background: String
        let wcagRatio: Double
        let apcaLc: Double
        let suggestion: String?
      }
      let path: String
      let width: Int
      let height: Int
      let colorSpace: String?
      let findings: [Finding]
      let compressed: Bool?
      let compressionSource: String?
      let error: String?
    }
    struct Summary: Decodable {
      let failures, reviews, passes, errors: Int
    }
    let images: [Image]
    let summary: Summary
  }

  static func decode(_ text: String) throws -> JSONReport {
    try JSONDecoder().decode(JSONReport.self, from: Data(text.utf8))
  }

  static func temporaryDirectory() throws -> URL {
    let url = ScratchFolder.root
      .appendingPathComponent("legible-scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// #777777 text-like strokes on white: fails 4.5:1 at any size below large text.
  static func screenshot() -> RGBAImage {
    var image = RGBAImage(width: 160, height: 60, filledWith: .white)
    let grey = SRGB(red8: 0x77, green8: 0x77, blue8: 0x77)
    for glyph in 0..<8 {
      let left = 12 + glyph * 16
      for y in 20..<36 {
        for x in left..<left + 3 { image[x, y] = grey }
        if glyph % 2 == 0 { for x in left..<left + 10 { image[x, 27] = grey } }
      }
      for x in left..<left + 10 { image[x, 20] = grey }
    }
    return image
  }

  @Test func badFileIsReportedAndOthersStillScanned() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try PNGEncoder.write(Self.screenshot(), to: directory.appendingPathComponent("a.png").path)
    try Data("not a png".utf8).write(to: directory.appendingPathComponent("b.png"))
    try PNGEncoder.write(Self.screenshot(), to: directory.appendingPathComponent("c.png").path)
    let run = RecordingConsole.run([
      "scan", directory.path, "--format", "json", "--all", "--jobs", "2",
    ])
    #expect(run.status == .error)
    let report = try Self.decode(run.output)
    #expect(
      report.images.map { URL(fileURLWithPath: $0.path).lastPathComponent } == [
        "a.png", "b.png", "c.png",
      ])
    #expect(report.images[1].error != nil)
    #expect(report.images[0].error == nil && report.images[2].error == nil)
    #expect(report.images[0].width == 160 && report.images[0].colorSpace != nil)
    #expect(report.summary.errors == 1)
    #expect(run.error.contains("b.png"))
  }

  @Test func failingTextIsFoundWithItsColours() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shot.png").path
    try PNGEncoder.write(Self.screenshot(), to: path)
    let run = RecordingConsole.run(["scan", path, "--format", "json", "--scale", "1"])
    #expect(run.status == .findings)
    let finding = try #require(try Self.decode(run.output).images.first?.findings.first)
    #expect(finding.status == "fail")
    #expect(finding.foreground == "#777777")
    #expect(finding.background == "#ffffff")
    #expect(abs(finding.wcagRatio - 4.478089453577214) < 0.01)
    // The suggested text colour passes when measured again.
    let suggestion = try #require(finding.suggestion.flatMap { SRGB(hex: $0) })
    #expect(WCAG2.contrastRatio(between: suggestion, and: .white) >= 4.5)
  }

  /// ``screenshot()`` with every white pixel of each 8×8 block that holds ink darkened by 0 to
  /// 12 levels in a fixed pattern, as a JPEG's ringing leaves them.
  static func compressedScreenshot() -> RGBAImage {
    var image = screenshot()
    let inked = Set(
      (0..<image.height).flatMap { y in
        (0..<image.width).filter { image[$0, y] != .white }.map { y / 8 * 20 + $0 / 8 }
      })
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y] == .white && inked.contains(y / 8 * 20 + x / 8) {
        let level = 255 - (x * 7 + y * 13) % 13 * ((x + y) % 2)
        image[x, y] = SRGB(red8: UInt8(level), green8: UInt8(level), blue8: UInt8(level))
      }
    }
    return image
  }

  @Test func compressedScreenshotsAreFlattenedFirst() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let clean = directory.appendingPathComponent("clean.png").path
    let rung = directory.appendingPathComponent("rung.png").path
    try PNGEncoder.write(Self.screenshot(), to: clean)
    try PNGEncoder.write(Self.compressedScreenshot(), to: rung)
    func findings(_ arguments: [String]) throws -> [JSONReport.Image.Finding] {
      let run = RecordingConsole.run(["scan", "--format", "json", "--scale", "1"] + arguments)
      return try Self.decode(run.output).images.first?.findings ?? []
    }
    let expected = try #require(try findings([clean]).first)
    // Read as exact, the noise hides the label, or makes it another shape.
    let plain = try findings([rung, "--exact"])
    #expect(
      !plain.contains {
        $0.bbox.width == expected.bbox.width && $0.bbox.height == expected.bbox.height
      }, "\(plain)")
    let flattened = try #require(try findings([rung, "--compressed"]).first)
    #expect(flattened.bbox.width == expected.bbox.width)
    #expect(flattened.bbox.height == expected.bbox.height)
    #expect(flattened.foreground == "#777777" && flattened.background == "#ffffff")
    // The text report's note says how the file was read.
    let text = RecordingConsole.run(["scan", rung, "--compressed", "--scale", "1"])
    #expect(text.output.contains("JPEG noise flattened (--compressed)"), "\(text.output)")
  }

  /// A JPEG copy is told by its 8×8 blocks (rule `jpeg-copy`) and read as with `--compressed`;
  /// the report says why, and `--exact` reads it as it is.
  @Test func aJPEGCopyIsToldAndSaysSo() throws {
    let photo = Fixtures.url("Screenshots/rules/jpeg-profile-photo-2x.png").path
    func image(_ arguments: [String]) throws -> JSONReport.Image {
      let run = RecordingConsole.run(["scan", photo, "--format", "json"] + arguments)
      return try #require(try Self.decode(run.output).images.first)
    }
    let detected = try image([])
    #expect(detected.compressed == true && detected.compressionSource == "detected")
    let forced = try image(["--compressed"])
    #expect(forced.compressed == true && forced.compressionSource == "option")
    let exact = try image(["--exact"])
    #expect(exact.compressed == nil && exact.compressionSource == nil)
    let text = RecordingConsole.run(["scan", photo])
    #expect(text.output.contains("JPEG noise flattened (its 8×8 blocks show it"), "\(text.output)")
  }

  @Test func annotatedCopiesAreWrittenAndReadable() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    try PNGEncoder.write(Self.screenshot(), to: input.appendingPathComponent("shot.png").path)
    let output = directory.appendingPathComponent("out")
    let run = RecordingConsole.run([
      "scan", input.path, "--annotate", output.path, "--scale", "1",
    ])
    #expect(run.status == .findings)
    let annotated = try PNGDecoder.decode(
      contentsOf: output.appendingPathComponent("shot.png").path)
    #expect(annotated.image.width == 160 && annotated.image.height == 60)
    #expect(annotated.image != Self.screenshot())
  }

  @Test func missingPathAndEmptyFolder() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = RecordingConsole.run(["scan", directory.path + "/nope.png", directory.path])
    #expect(run.status == .error)
    #expect(run.error.contains("nope.png"))
    #expect(run.error.contains("no .png files"))
  }

  @Test(arguments: [
    ["scan"], ["scan", "x.png", "--jobs", "0"], ["scan", "x.png", "--scale", "9"],
    ["scan", "x.png", "--ignore", "1,2,3"], ["scan", "x.png", "--max-pixels", "-5"],
    ["scan", "x.png", "--compressed", "--exact"],
  ])
  func usageErrors(_ arguments: [String]) {
    #expect(RecordingConsole.run(arguments).status == .error)
  }

  @Test func pixelBudgetRefusesLargeImages() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shot.png").path
    try PNGEncoder.write(Self.screenshot(), to: path)
    let run = RecordingConsole.run(["scan", path, "--max-pixels", "1000"])
    #expect(run.status == .error)
    #expect(run.error.contains("limit"))
  }

  /// Each image says which scale it was read at and where that came from: `--scale`, or a
  /// `pHYs` of 144 ppi (5669 px/m: @2x in Apple's 72-ppi-per-point convention); findings under
  /// an inferred or unknown scale are flagged.
  @Test func scaleAndItsSourceAreReported() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let image = Self.screenshot()
    var samples: [Int] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let c = image[x, y].rgba8
        samples += [Int(c.red), Int(c.green), Int(c.blue)]
      }
    }
    let density = PNGTestFile.bigEndian32(5669)
    let file = PNGTestFile.image(
      width: image.width, height: image.height, bitDepth: 8, colorType: 2, samples: samples,
      extraChunks: [("pHYs", density + density + [1])])
    let retina = directory.appendingPathComponent("retina.png")
    try Data(file).write(to: retina)
    let plain = directory.appendingPathComponent("plain.png")
    try PNGEncoder.write(image, to: plain.path)

    func images(_ arguments: [String]) throws -> [[String: Any]] {
      let run = RecordingConsole.run(["scan"] + arguments + ["--format", "json", "--all"])
      let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
      return try #require((object as? [String: Any])?["images"] as? [[String: Any]])
    }
    let fromDensity = try #require(try images([retina.path]).first)
    #expect(fromDensity["scale"] as? Double == 2)
    #expect(fromDensity["scaleSource"] as? String == "pHYs")
    let findings = try #require(fromDensity["findings"] as? [[String: Any]])
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { ($0["flags"] as? [String])?.contains("scaleInferred") == false })

    let given = try #require(try images([plain.path, "--scale", "1"]).first)
    #expect(given["scale"] as? Double == 1)
    #expect(given["scaleSource"] as? String == "option")

    // 160 px wide, one line: nothing tells the scale.
    let unknown = try #require(try images([plain.path]).first)
    #expect(unknown["scale"] is NSNull)
    #expect(unknown["scaleSource"] as? String == "unknown")
    let flagged = try #require(unknown["findings"] as? [[String: Any]])
    #expect(!flagged.isEmpty)
    #expect(flagged.allSatisfy { ($0["flags"] as? [String])?.contains("scaleUnknown") == true })

    let text = RecordingConsole.run(["scan", retina.path, plain.path, "--color", "never"]).output
    #expect(text.contains("@2x (pHYs)"))
    #expect(text.contains("scale unknown (text read at @3x)"))
    #expect(text.contains("scaleUnknown"))
  }

  @Test func outputIsDeterministic() throws {
    let folder = Fixtures.url("Screenshots/browser").path
    let first = RecordingConsole.run(["scan", folder, "--format", "json", "--jobs", "2", "--all"])
    let second = RecordingConsole.run(["scan", folder, "--format", "json", "--jobs", "1", "--all"])
    #expect(first.output == second.output)
    #expect(!first.output.isEmpty)
  }
}
