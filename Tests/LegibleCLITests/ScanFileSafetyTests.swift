import Foundation
import LegibleColor
import LegibleFiles
import LegibleImaging
import LegibleReporting
import Testing

@testable import LegibleCLI

/// `scan --annotate` and folder discovery never overwrite inputs, never rescan their own output,
/// never block on a FIFO and never follow a link loop (issue 9, defects 3 and 11).
@Suite(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
struct ScanFileSafetyTests {
  /// A screenshot with failing text, as PNG bytes.
  static func png() throws -> [UInt8] { try PNGEncoder.encode(ScanCommandTests.screenshot()) }

  static func images(_ run: (status: LegibleCLI.ExitStatus, output: String, error: String)) throws
    -> [ScanCommandTests.JSONReport.Image]
  {
    try ScanCommandTests.decode(run.output).images
  }

  @Test func annotatingIntoTheScannedFolderNeverOverwritesTheScreenshots() throws {
    let scratch = try Scratch()
    try scratch.write(try Self.png(), to: "shots/a.png")
    try scratch.write(try Self.png(), to: "shots/b.png")
    let before = scratch.snapshots()
    let folder = scratch.path("shots")
    let run = RecordingConsole.run([
      "scan", folder, "--annotate", folder, "--scale", "1", "--format", "json",
    ])
    #expect(run.status == .error)
    let images = try Self.images(run)
    #expect(images.count == 2)
    for image in images {
      // Each screenshot is still scanned and reported; only its copy is refused.
      #expect(!image.findings.isEmpty)
      #expect(image.error?.contains("input of this run") == true)
    }
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 2 && lines.allSatisfy { $0.contains(folder) })
    #expect(scratch.snapshots() == before)
  }

  @Test func theAnnotateFolderInsideTheScannedFolderIsNotRescanned() throws {
    let scratch = try Scratch()
    try scratch.write(try Self.png(), to: "a.png")
    try scratch.write(try Self.png(), to: "sub/b.png")
    var counts: [Int] = []
    for _ in 0..<3 {
      let run = RecordingConsole.run([
        "scan", scratch.root, "--annotate", scratch.path("annotated"), "--scale", "1",
        "--format", "json",
      ])
      #expect(run.status == .findings, "\(run.error)")
      counts.append(try Self.images(run).count)
    }
    #expect(counts == [2, 2, 2])
    #expect(FileManager.default.fileExists(atPath: scratch.path("annotated/sub/b.png")))
  }

  @Test func inputsSharingAFileNameGetSeparateAnnotatedCopies() throws {
    let scratch = try Scratch()
    var image = ScanCommandTests.screenshot()
    try scratch.write(try PNGEncoder.encode(image), to: "phone/home.png")
    image[0, 0] = .black
    try scratch.write(try PNGEncoder.encode(image), to: "tablet/home.png")
    let run = RecordingConsole.run([
      "scan", scratch.path("phone"), scratch.path("tablet"), "--annotate", scratch.path("out"),
      "--scale", "1",
    ])
    #expect(run.status == .findings, "\(run.error)")
    let written =
      (FileManager.default.enumerator(atPath: scratch.path("out"))?
      .compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".png") }
    #expect(written.count == 2)
    #expect(written.contains { $0.hasSuffix("phone/home.png") })
    #expect(written.contains { $0.hasSuffix("tablet/home.png") })
  }

  @Test func sameNamesAreDisambiguatedDeterministically() {
    var inputs = [
      ScreenshotInput(path: "a/x.png", annotationName: "x.png"),
      ScreenshotInput(path: "b/x.png", annotationName: "x.png"),
      ScreenshotInput(path: "./b/x.png", annotationName: "x.png"),
      ScreenshotInput(path: "y.png", annotationName: "y.png"),
    ]
    ScreenshotInput.disambiguateAnnotationNames(&inputs)
    #expect(inputs.map(\.annotationName) == ["a/x.png", "b/x.png", "b/x-2.png", "y.png"])
  }

  @Test func aFIFONamedPNGIsRefusedByTypeAndTheRestIsScanned() throws {
    let scratch = try Scratch()
    try scratch.write(try Self.png(), to: "good.png")
    #expect(mkfifo(scratch.path("pipe.png"), 0o644) == 0)
    let run = RecordingConsole.run(["scan", scratch.root, "--scale", "1", "--format", "json"])
    #expect(run.status == .error)
    let images = try Self.images(run)
    #expect(images.count == 2)
    #expect(images.first { $0.path.hasSuffix("good.png") }?.findings.isEmpty == false)
    #expect(images.first { $0.path.hasSuffix("pipe.png") }?.error?.contains("named pipe") == true)
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains(scratch.path("pipe.png")))
    #expect(FileStatus(path: scratch.path("pipe.png"))?.kind == .fifo)
  }

  @Test func aSymbolicLinkLoopIsEnteredOnce() throws {
    let scratch = try Scratch()
    try scratch.write(try Self.png(), to: "shots/a.png")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("shots/loop"), withDestinationPath: scratch.path("shots"))
    let run = RecordingConsole.run([
      "scan", scratch.path("shots"), "--scale", "1", "--format", "json",
    ])
    #expect(run.status == .findings, "\(run.error)")
    #expect(try Self.images(run).count == 1)
  }

  @Test func annotateOverAFileIsAnError() throws {
    let scratch = try Scratch()
    try scratch.write(try Self.png(), to: "a.png")
    let target = try scratch.write("not a folder", to: "out")
    let before = scratch.snapshots()
    let run = RecordingConsole.run(["scan", scratch.path("a.png"), "--annotate", target])
    #expect(run.status == .error)
    #expect(run.error.contains(target))
    #expect(scratch.snapshots() == before)
  }

  @Test func outputOverAScreenshotOfTheRunIsRefused() throws {
    let scratch = try Scratch()
    let path = try scratch.write(try Self.png(), to: "a.png")
    let before = scratch.snapshots()
    let run = RecordingConsole.run(["scan", path, "--scale", "1", "--output", path])
    #expect(run.status == .error)
    #expect(run.error.contains(path) && run.error.contains("input of this run"))
    #expect(scratch.snapshots() == before)
  }
}
