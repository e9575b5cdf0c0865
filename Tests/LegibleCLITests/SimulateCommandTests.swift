import Foundation
import LegibleCLI
import LegibleColor
import LegibleImaging
import Testing
import _LegibleTestSupport

/// `legible simulate`: simulated copies and the sheet are written, inputs never overwritten.
@Suite struct SimulateCommandTests {
  static func temporaryDirectory() throws -> URL {
    let url = ScratchFolder.root
      .appendingPathComponent("legible-simulate-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Left half pure red, right half pure green, 40×20.
  static func redGreen() -> RGBAImage {
    var image = RGBAImage(width: 40, height: 20, filledWith: SRGB(red: 1, green: 0, blue: 0))
    for y in 0..<20 {
      for x in 20..<40 { image[x, y] = SRGB(red: 0, green: 1, blue: 0) }
    }
    return image
  }

  @Test func writesEachTypeAndTheSheet() throws {
    guard PNGEncoder.isAvailable else { return }
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("shot.png").path
    try PNGEncoder.write(Self.redGreen(), to: input)
    let output = directory.appendingPathComponent("out").path
    let result = RecordingConsole.run(
      ["simulate", input, "--cvd", "deutan,achromatopsia", "--output", output])
    #expect(result.status == .clean, "\(result.error)")
    let deutan = try PNGDecoder.decode(contentsOf: output + "/shot-deuteranopia.png").image
    // Deuteranopia (Machado 2009, severity 1) maps #ff0000 to linear (0.367322, 0.280085, 0):
    // #a39000, computed by hand from the published matrix.
    #expect(deutan[2, 2].rgba8 == (0xA3, 0x90, 0x00, 0xFF))
    let grey = try PNGDecoder.decode(contentsOf: output + "/shot-achromatopsia.png").image
    let c = grey[30, 10].rgba8
    #expect(c.red == c.green && c.green == c.blue)
    let sheet = try PNGDecoder.decode(contentsOf: output + "/shot-sheet.png").image
    #expect(sheet.width > 3 * 40 && sheet.height > 20)
    #expect(!FileManager.default.fileExists(atPath: output + "/shot-protanopia.png"))
    #expect(result.output.contains("shot-sheet.png"))
  }

  @Test func badTypeAndMissingFileAreErrors() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = RecordingConsole.run(
      ["simulate", "x.png", "--cvd", "red", "--output", directory.path])
    #expect(bad.status == .error && bad.error.contains("--cvd"))
    let missing = RecordingConsole.run([
      "simulate", "/nonexistent/x.png", "--output", directory.path,
    ])
    #expect(missing.status == .error && missing.error.contains("/nonexistent/x.png"))
    let noOutput = RecordingConsole.run(["simulate", "x.png"])
    #expect(noOutput.status == .error && noOutput.error.contains("--output"))
  }

  @Test func neverWritesOverAnInput() throws {
    guard PNGEncoder.isAvailable else { return }
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // An input that is named as another input's output would be.
    let first = directory.appendingPathComponent("a.png").path
    let second = directory.appendingPathComponent("a-sheet.png").path
    try PNGEncoder.write(Self.redGreen(), to: first)
    try PNGEncoder.write(Self.redGreen(), to: second)
    let before = try Data(contentsOf: URL(fileURLWithPath: second))
    let result = RecordingConsole.run(
      ["simulate", first, second, "--cvd", "tritan", "--output", directory.path])
    #expect(result.status == .error && result.error.contains("one of the inputs"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == before)
  }
}
