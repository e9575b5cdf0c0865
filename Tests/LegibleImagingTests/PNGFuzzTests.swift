import LegibleImaging
import Testing
import _LegibleTestSupport

/// Damaged input of every kind must end in a value or a typed error: never a crash or a hang.
@Suite(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
struct PNGFuzzTests {
  /// Seeds: several colour types, interlaced 16-bit, palette with tRNS, colour chunks.
  static let seeds: [[UInt8]] = {
    var generator = SplitMix64(state: 2024)
    func samples(_ count: Int, _ bitDepth: Int) -> [Int] {
      (0..<count).map { _ in Int.random(in: 0..<(1 << bitDepth), using: &generator) }
    }
    let profile = ICCTestProfile.rgb(
      name: "Display P3",
      colorants: [
        [0.515121, 0.241196, -0.001053], [0.291977, 0.692245, 0.041885],
        [0.157104, 0.066574, 0.784073],
      ], curve: .sRGB)
    return [
      PNGTestFile.image(
        width: 7, height: 5, bitDepth: 8, colorType: 6, samples: samples(140, 8),
        extraChunks: [("iCCP", Array("P3".utf8) + [0, 0] + PNGTestFile.zlibStored(profile))]),
      PNGTestFile.image(
        width: 9, height: 9, bitDepth: 16, colorType: 2, samples: samples(243, 16),
        interlaced: true, filters: [1, 2, 3, 4]),
      PNGTestFile.image(
        width: 6, height: 4, bitDepth: 2, colorType: 3, samples: samples(24, 2),
        extraChunks: [("PLTE", Array(0..<12)), ("tRNS", [0, 128])]),
      PNGTestFile.image(
        width: 5, height: 5, bitDepth: 8, colorType: 0, samples: samples(25, 8),
        extraChunks: [
          ("gAMA", PNGTestFile.bigEndian32(100_000)),
          ("cHRM", (0..<8).flatMap { _ in PNGTestFile.bigEndian32(30_000) }),
          ("cICP", [12, 13, 0, 1]), ("pHYs", Array(repeating: 1, count: 9)),
        ]),
    ]
  }()

  /// Rewrites the CRC of every chunk so damage inside a chunk reaches the parsers behind the
  /// CRC check; stops quietly where the framing itself is broken.
  static func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    var offset = 8
    while offset + 12 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      let end = offset + 12 + length
      guard length >= 0, end <= bytes.count else { break }
      let crc = PNGTestFile.crc32(Array(bytes[(offset + 4)..<(end - 4)]))
      bytes.replaceSubrange((end - 4)..<end, with: PNGTestFile.bigEndian32(crc))
      offset = end
    }
    return bytes
  }

  @Test func randomDamage() {
    var generator = SplitMix64(state: 77)
    var outcomes: [String: Int] = [:]
    for iteration in 0..<3000 {
      var bytes = Self.seeds[iteration % Self.seeds.count]
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes[index] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
        case 2: bytes.removeSubrange(index..<min(bytes.count, index + 7))
        default: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
        }
        if bytes.isEmpty { bytes = [0] }
      }
      if iteration % 2 == 0 { bytes = Self.fixingCRCs(bytes) }
      do {
        let decoded = try PNGDecoder.decode(bytes, source: "fuzz", maxPixels: 1 << 20)
        #expect(decoded.image.pixels.count == decoded.image.width * decoded.image.height * 4)
        outcomes["decoded", default: 0] += 1
      } catch {
        #expect(error.description.hasPrefix("fuzz: "))
        outcomes["\(error)".prefix { $0 != "(" }.description, default: 0] += 1
      }
    }
    // Both outcomes occur, so the damage reached past the first checks.
    #expect(outcomes["decoded", default: 0] > 0)
    #expect(outcomes.count > 3, "\(outcomes)")
  }

  /// Damage inside an ICC profile (compressed afresh, so it reaches the profile parser) is
  /// either applied or ignored with a note.
  @Test func damagedProfiles() throws {
    var generator = SplitMix64(state: 5)
    let profile = ICCTestProfile.rgb(
      name: "Display P3",
      colorants: [[0.5, 0.2, 0], [0.3, 0.7, 0.04], [0.15, 0.07, 0.78]],
      curve: .table([0, 30_000, 65_535]))
    for _ in 0..<2000 {
      var damaged = profile
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0..<damaged.count, using: &generator)
        damaged[index] = UInt8.random(in: 0...255, using: &generator)
      }
      let file = PNGTestFile.image(
        width: 2, height: 1, bitDepth: 8, colorType: 2, samples: [10, 20, 30, 200, 100, 50],
        extraChunks: [("iCCP", Array("x".utf8) + [0, 0] + PNGTestFile.zlibStored(damaged))])
      let decoded = try PNGDecoder.decode(file)
      #expect(decoded.image.width == 2)
    }
  }
}
