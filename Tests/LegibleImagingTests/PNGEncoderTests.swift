import Foundation
import LegibleImaging
import Testing
import _LegibleTestSupport

@Suite struct PNGAvailabilityTests {
  /// With the default traits PNG support is built in; without them every call says why not.
  @Test func availability() throws {
    #expect(PNGEncoder.isAvailable == PNGDecoder.isAvailable)
    if PNGDecoder.isAvailable { return }
    #expect(throws: PNGError.unavailable) { try PNGDecoder.decode([137, 80, 78, 71]) }
    #expect(throws: PNGError.unavailable) { try PNGDecoder.decode(contentsOf: "a.png") }
    #expect(throws: PNGError.unavailable) {
      try PNGEncoder.encode(RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0]))
    }
    #expect(
      PNGError.unavailable.description
        == "built without PNG support; install libpng-dev and build with the default traits")
  }
}

@Suite(.enabled(if: PNGEncoder.isAvailable, "built without the PNG trait"))
struct PNGEncoderTests {
  /// A random image with every alpha value.
  static func randomImage(width: Int, height: Int) -> RGBAImage {
    var generator = SplitMix64(seed: 99)
    let pixels = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &generator)
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  @Test func roundTrip() throws {
    let image = Self.randomImage(width: 37, height: 23)
    let bytes = try PNGEncoder.encode(image)
    #expect(bytes.prefix(8) == [137, 80, 78, 71, 13, 10, 26, 10])
    let decoded = try PNGDecoder.decode(bytes)
    #expect(decoded.image == image)
    // libpng's writer tags 8-bit output with an sRGB chunk.
    #expect(decoded.sourceColorSpace == .sRGB)
  }

  @Test func fastEncodingRoundTrips() throws {
    let image = Self.randomImage(width: 64, height: 48)
    let bytes = try PNGEncoder.encode(image, favoringSpeed: true)
    #expect(try PNGDecoder.decode(bytes).image == image)
  }

  @Test func writesAtomically() throws {
    let directory = ScratchFolder.root
      .appendingPathComponent("legible-png-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/annotated.png"
    let image = Self.randomImage(width: 16, height: 9)
    try PNGEncoder.write(image, to: path)
    try PNGEncoder.write(image, to: path)  // replaces the existing file
    #expect(try PNGDecoder.decode(contentsOf: path).image == image)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["annotated.png"])
  }

  @Test func unwritableDirectory() {
    let image = RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4])
    #expect {
      try PNGEncoder.write(image, to: "/nonexistent-dir/out.png")
    } throws: { error in
      guard let error = error as? PNGError, case .unwritableFile(let path, _) = error else {
        return false
      }
      return path == "/nonexistent-dir/out.png"
        && error.description.hasPrefix("/nonexistent-dir/out.png: cannot write file: ")
    }
  }

  @Test func emptyImageIsRefused() {
    #expect(throws: PNGError.self) {
      try PNGEncoder.encode(RGBAImage(width: 0, height: 0, pixels: []))
    }
  }
}
