import Foundation
import LegibleImaging
import Testing
import _LegibleTestSupport

@Suite(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
struct PNGErrorTests {
  /// A valid 8×8 RGB file to damage.
  static let valid = PNGTestFile.image(
    width: 8, height: 8, bitDepth: 8, colorType: 2, samples: (0..<192).map { $0 })

  /// The error `bytes` produce, or `nil` when they decode.
  func error(_ bytes: [UInt8], maxPixels: Int = PNGDecoder.defaultMaxPixels) -> PNGError? {
    do {
      _ = try PNGDecoder.decode(bytes, source: "shot.png", maxPixels: maxPixels)
      return nil
    } catch {
      return error
    }
  }

  /// A temporary directory for file tests, removed afterwards.
  func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
    let directory = ScratchFolder.root
      .appendingPathComponent("legible-png-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try body(directory)
  }

  @Test func missingFile() throws {
    #expect(throws: PNGError.self) { try PNGDecoder.decode(contentsOf: "/nonexistent/a.png") }
    do {
      _ = try PNGDecoder.decode(contentsOf: "/nonexistent/a.png")
    } catch {
      guard case .unreadableFile(let path, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(path == "/nonexistent/a.png")
      #expect(
        error.description == "/nonexistent/a.png: cannot read file: No such file or directory")
    }
  }

  @Test func directoryIsNotAFile() throws {
    try withTemporaryDirectory { directory in
      #expect(throws: PNGError.self) { try PNGDecoder.decode(contentsOf: directory) }
    }
  }

  @Test(arguments: [[], Array("GIF89a not a png at all, but long enough".utf8), [137, 80, 78, 72]])
  func notPNG(bytes: [UInt8]) {
    #expect(error(bytes) == .notPNG(source: "shot.png"))
    #expect(
      error(bytes)?.description
        == "shot.png: not a PNG file (it does not start with the PNG signature)")
  }

  /// Cut at every length: always a typed error (signature prefix → truncated), never a crash.
  @Test func truncatedAtEveryLength() {
    for length in 1..<Self.valid.count {
      let result = error(Array(Self.valid.prefix(length)))
      switch result {
      case .truncated(source: "shot.png", _): break
      default: Issue.record("cut at \(length): \(String(describing: result))")
      }
    }
  }

  @Test func truncationMessagesSayWhere() {
    #expect(
      error(Array(Self.valid.prefix(20)))?.description
        == "shot.png: truncated PNG: it is 20 bytes long; the header alone needs 33")
    let withoutEnd = Array(Self.valid.dropLast(12))
    #expect(
      error(withoutEnd)?.description
        == "shot.png: truncated PNG: it ends after \(withoutEnd.count) bytes without an IEND chunk")
    let inIDAT = Array(Self.valid.prefix(60))
    #expect(error(inIDAT)?.description.contains("ends inside the IDAT chunk at byte 33") == true)
  }

  /// A flipped bit in the IDAT CRC: libpng's CRC check names it.
  @Test func badDataCRC() {
    var bytes = Self.valid
    let idatLength =
      Int(bytes[33]) << 24 | Int(bytes[34]) << 16 | Int(bytes[35]) << 8 | Int(bytes[36])
    bytes[33 + 8 + idatLength] ^= 0x10
    let result = error(bytes)
    guard case .invalidData(source: "shot.png", let detail) = result else {
      Issue.record("unexpected \(String(describing: result))")
      return
    }
    #expect(detail.contains("CRC"), "\(detail)")
  }

  /// A flipped bit in the image data itself: zlib's Adler-32 check catches it first.
  @Test func damagedImageData() {
    var bytes = Self.valid
    bytes[33 + 8 + 20] ^= 0x10
    #expect(error(bytes) == .invalidData(source: "shot.png", detail: "IDAT: incorrect data check"))
  }

  @Test func badHeaderCRC() {
    var bytes = Self.valid
    bytes[20] ^= 1
    #expect(
      error(bytes) == .invalidData(source: "shot.png", detail: "CRC mismatch in the IHDR chunk"))
  }

  /// Damaged compressed data with a correct CRC: libpng's inflate error becomes a typed error.
  @Test func corruptCompressedData() {
    var file = PNGTestFile(width: 8, height: 8, bitDepth: 8, colorType: 2)
    file.chunks.append(("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]))
    file.chunks.append(("IEND", []))
    let result = error(file.bytes)
    guard case .invalidData(source: "shot.png", _) = result else {
      Issue.record("unexpected \(String(describing: result))")
      return
    }
  }

  @Test func forbiddenHeaderCombination() {
    var file = PNGTestFile(width: 8, height: 8, bitDepth: 3, colorType: 2)
    file.chunks.append(("IEND", []))
    #expect(
      error(file.bytes)?.description
        == "shot.png: invalid PNG: IHDR combines colour type 2 with bit depth 3, which PNG forbids")
  }

  /// A header claiming 100000×100000 is refused from the header alone: this file has no image
  /// data at all, so any later stage would have reported truncation instead.
  @Test func hugeDimensionsAreRefusedBeforeAllocating() throws {
    let header = PNGTestFile(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6).bytes
    #expect(
      error(header)
        == .dimensionsTooLarge(
          width: 100_000, height: 100_000, limit: 100_000_000, source: "shot.png"))
    #expect(
      error(header)?.description
        == "shot.png: image is 100000×100000 pixels, more than the limit of 100000000 pixels")
    // The largest legal header: 2³¹−1 squared does not overflow the check.
    let largest = PNGTestFile(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, bitDepth: 16, colorType: 6)
    #expect(
      error(largest.bytes)
        == .dimensionsTooLarge(
          width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, limit: 100_000_000, source: "shot.png"))
    // From a file, too: only the header is read.
    try withTemporaryDirectory { directory in
      let path = directory + "/huge.png"
      #expect(FileManager.default.createFile(atPath: path, contents: Data(header)))
      #expect(
        throws: PNGError.dimensionsTooLarge(
          width: 100_000, height: 100_000, limit: 100_000_000, source: path)
      ) {
        try PNGDecoder.decode(contentsOf: path)
      }
    }
  }

  @Test func customPixelBudget() {
    #expect(error(Self.valid, maxPixels: 63) != nil)
    #expect(error(Self.valid, maxPixels: 64) == nil)
  }

  @Test func zeroWidthIsInvalid() {
    var file = PNGTestFile(width: 0, height: 8, bitDepth: 8, colorType: 2)
    file.chunks.append(("IEND", []))
    guard case .invalidData = error(file.bytes) else {
      Issue.record("zero width accepted")
      return
    }
  }

  @Test func decodesFromFile() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/ok.png"
      #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.valid)))
      let decoded = try PNGDecoder.decode(contentsOf: path)
      #expect(decoded.image.width == 8)
      #expect(decoded.image.pixels[0..<4] == [0, 1, 2, 255])
    }
  }
}
