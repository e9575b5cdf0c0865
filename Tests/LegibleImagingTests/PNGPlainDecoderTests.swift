import Foundation
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

#if PNG
  /// The one-pass decoder of plain 8-bit RGB/RGBA files gives what libpng gives, byte for byte,
  /// and leaves every unusual file, damaged ones included, to the libpng path.
  @Suite(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  struct PNGPlainDecoderTests {
    /// Every PNG under `Fixtures/Screenshots/`, as a path under `Fixtures/`.
    static let screenshots: [String] = {
      let root = Fixtures.url("Screenshots")
      let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
      return (names ?? []).filter { $0.hasSuffix(".png") }.sorted().map { "Screenshots/" + $0 }
    }()

    /// Decodes `bytes` both ways and expects the same image, colour space and notes; a file the
    /// plain decoder takes also gives libpng's pixels inflated each way, by libdeflate in one
    /// piece (where the library is installed) and by zlib block by block.
    func expectSameAsLibPNG(_ bytes: [UInt8], _ comment: Comment? = nil) throws {
      let plain = try PNGDecoder.decode(bytes)
      let reference = try PNGDecoder.decodeThroughLibPNG(bytes)
      #expect(plain.image == reference.image, comment)
      #expect(plain.sourceColorSpace == reference.sourceColorSpace, comment)
      #expect(plain.notes == reference.notes, comment)
      let layout = try PNGChunkLayout(scanning: bytes, source: "t.png", maxPixels: 1 << 28)
      guard PNGPlainDecoder.accepts(layout) else { return }
      let unconverted = try PNGDecoder.decodeThroughLibPNG(bytes, convertingToSRGB: false).image
      for library in [nil, LibDeflate.shared] {
        let image = PNGPlainDecoder.image(
          of: bytes, layout: layout, source: "t.png", library: library)
        #expect(image == unconverted, "\(library == nil ? "zlib" : "libdeflate") \(comment ?? "")")
      }
    }

    /// libdeflate is found where it is installed (`.ci/run` installs it), so the whole-stream
    /// path above is what the corpus comparisons exercise there; its CRC-32 is PNG's.
    @Test(.enabled(if: LibDeflate.shared != nil, "libdeflate0 is not installed"))
    func libDeflateInflatesAndChecksums() throws {
      let library = try #require(LibDeflate.shared)
      let bytes = Array("IEND".utf8)
      let crc = bytes.withUnsafeBytes { library.crc32(0, $0) }
      #expect(crc == 0xAE42_6082)  // IEND's CRC in every PNG file (PNG Third Edition §11.2.5)
      let stream = PNGTestFile.zlibStored([1, 2, 3, 4, 5])
      var output = [UInt8](repeating: 0, count: 8)
      let outcome = stream.withUnsafeBytes { input in
        output.withUnsafeMutableBytes { library.zlibDecompress(input, into: $0) }
      }
      #expect(outcome == LibDeflate.Outcome(succeeded: true, consumed: stream.count, written: 5))
      #expect(output.prefix(5) == [1, 2, 3, 4, 5])
      // A damaged Adler-32 fails; so does output that does not fit.
      var damaged = stream
      damaged[damaged.count - 1] ^= 1
      let bad = damaged.withUnsafeBytes { input in
        output.withUnsafeMutableBytes { library.zlibDecompress(input, into: $0) }
      }
      #expect(!bad.succeeded)
      var small = [UInt8](repeating: 0, count: 3)
      let tight = stream.withUnsafeBytes { input in
        small.withUnsafeMutableBytes { library.zlibDecompress(input, into: $0) }
      }
      #expect(!tight.succeeded)
    }

    /// The error each path throws for `bytes`, as text (nil when it decodes).
    func errors(_ bytes: [UInt8]) -> (plain: String?, reference: String?) {
      func text(_ decode: () throws -> DecodedImage) -> String? {
        do {
          _ = try decode()
          return nil
        } catch { return "\(error)" }
      }
      return (
        text { try PNGDecoder.decode(bytes, source: "t.png") },
        text { try PNGDecoder.decodeThroughLibPNG(bytes, source: "t.png") }
      )
    }

    /// A random 8-bit RGB (2) or RGBA (6) file whose rows cycle through all five filter types.
    func randomFile(width: Int, height: Int, colorType: Int, seed: UInt64) -> [UInt8] {
      var generator = SplitMix64(seed: seed)
      let count = width * height * PNGTestFile.channels(colorType: colorType)
      // Runs of repeated values as well as noise, so Paeth's ties and every branch occur.
      var samples: [Int] = []
      while samples.count < count {
        let value = Int.random(in: 0..<256, using: &generator)
        samples += repeatElement(value, count: Int.random(in: 1...6, using: &generator))
      }
      return PNGTestFile.image(
        width: width, height: height, bitDepth: 8, colorType: colorType,
        samples: Array(samples.prefix(count)), idatSize: 97, filters: [0, 1, 2, 3, 4, 4, 3, 1])
    }

    @Test func corpusIsPresent() {
      #expect(Self.screenshots.count >= 80)
    }

    @Test(arguments: screenshots) func corpusScreenshotMatchesLibPNG(path: String) throws {
      let bytes = try [UInt8](Fixtures.data(path))
      try expectSameAsLibPNG(bytes, Comment(rawValue: path))
    }

    @Test(arguments: [2, 6], [(1, 1), (1, 9), (2, 3), (13, 11), (64, 5), (301, 17)])
    func randomImagesOfEveryFilterMatchLibPNG(colorType: Int, size: (Int, Int)) throws {
      let bytes = randomFile(
        width: size.0, height: size.1, colorType: colorType,
        seed: UInt64(colorType * 1000 + size.0 * 31 + size.1))
      let layout = try PNGChunkLayout(scanning: bytes, source: "t.png", maxPixels: 1 << 20)
      #expect(PNGPlainDecoder.accepts(layout))
      #expect(PNGPlainDecoder.image(of: bytes, layout: layout, source: "t.png") != nil)
      try expectSameAsLibPNG(bytes)
    }

    @Test func unusualFilesTakeTheLibPNGPath() throws {
      let samples = Array(repeating: 7, count: 4 * 3 * 3)
      let text: (type: String, data: [UInt8]) = ("tEXt", Array("Title\u{0}x".utf8))
      let transparency: (type: String, data: [UInt8]) = ("tRNS", [0, 7, 0, 7, 0, 7])
      let files = [
        PNGTestFile.image(
          width: 4, height: 3, bitDepth: 8, colorType: 2, samples: samples, extraChunks: [text]),
        PNGTestFile.image(
          width: 4, height: 3, bitDepth: 8, colorType: 2, samples: samples,
          extraChunks: [transparency]),
        PNGTestFile.image(
          width: 4, height: 3, bitDepth: 8, colorType: 2, samples: samples, interlaced: true),
      ]
      for bytes in files {
        let layout = try PNGChunkLayout(scanning: bytes, source: "t.png", maxPixels: 1 << 20)
        #expect(!PNGPlainDecoder.accepts(layout))
        try expectSameAsLibPNG(bytes)
      }
    }

    /// Damage the plain decoder meets is reported by the libpng path, word for word.
    @Test func damagedFilesGiveTheLibPNGPathsErrors() throws {
      let good = randomFile(width: 40, height: 30, colorType: 2, seed: 5)
      let firstData = 8 + 25 + 8  // signature, IHDR, then the first IDAT's length and type
      var badCRC = good
      badCRC[firstData + 97] ^= 1
      var badData = good
      badData[firstData + 40] ^= 0xFF
      var badFilter = PNGTestFile(width: 2, height: 1, bitDepth: 8, colorType: 2)
      badFilter.chunks.append(("IDAT", PNGTestFile.zlibStored([9, 1, 2, 3, 4, 5, 6])))
      badFilter.chunks.append(("IEND", []))
      var tooLong = PNGTestFile(width: 2, height: 1, bitDepth: 8, colorType: 2)
      tooLong.chunks.append(("IDAT", PNGTestFile.zlibStored([0, 1, 2, 3, 4, 5, 6, 7])))
      tooLong.chunks.append(("IEND", []))
      var tooShort = PNGTestFile(width: 2, height: 1, bitDepth: 8, colorType: 2)
      tooShort.chunks.append(("IDAT", PNGTestFile.zlibStored([0, 1, 2, 3, 4, 5])))
      tooShort.chunks.append(("IEND", []))
      var badChecksum = PNGTestFile(width: 2, height: 1, bitDepth: 8, colorType: 2)
      var stream = PNGTestFile.zlibStored([0, 1, 2, 3, 4, 5, 6])
      stream[stream.count - 1] ^= 1
      badChecksum.chunks.append(("IDAT", stream))
      badChecksum.chunks.append(("IEND", []))
      #expect(errors(badChecksum.bytes).plain?.contains("incorrect data check") == true)
      for bytes in [
        badCRC, badData, badFilter.bytes, tooLong.bytes, tooShort.bytes, badChecksum.bytes,
      ] {
        let (plain, reference) = errors(bytes)
        #expect(plain == reference)
      }
      #expect(errors(tooLong.bytes).plain?.contains("inflates to more than") == true)
    }

    @Test func rowFiltersUndoWhatTheEncoderDid() {
      // Two RGB rows of 3 pixels, filtered each way by the test encoder (§9.2–9.4).
      let samples = [10, 20, 30, 200, 100, 50, 0, 255, 128, 5, 250, 60, 7, 7, 7, 90, 91, 92]
      for type in 0...4 {
        var lines = PNGTestFile.scanlines(
          width: 3, height: 2, bitDepth: 8, colorType: 2, samples: samples, interlaced: false,
          filters: [type])
        let zero = [UInt8](repeating: 0, count: 9)
        let ok = lines.withUnsafeMutableBufferPointer { lines in
          zero.withUnsafeBufferPointer { zero in
            let first = UnsafeMutableBufferPointer(rebasing: lines[1..<10])
            let second = UnsafeMutableBufferPointer(rebasing: lines[11..<20])
            return PNGRowFilter.unfilter(first, previous: zero, type: lines[0], pixelBytes: 3)
              && PNGRowFilter.unfilter(
                second, previous: UnsafeBufferPointer(first), type: lines[10], pixelBytes: 3)
          }
        }
        #expect(ok)
        let unfiltered: [Int] = (Array(lines[1..<10]) + Array(lines[11..<20])).map { Int($0) }
        #expect(unfiltered == samples, "filter \(type)")
      }
    }

    /// The register-held Paeth of 3 and 4 bytes a pixel against the plain one, on random rows
    /// (narrow value ranges too, where ties are common) and on every grey level above and left.
    @Test(arguments: [3, 4]) func paethMatchesThePlainForm(pixelBytes: Int) {
      var generator = SplitMix64(seed: UInt64(pixelBytes))
      for range in [256, 3, 16] {
        let count = pixelBytes * 257
        let previous = (0..<count).map { _ in UInt8(Int.random(in: 0..<range, using: &generator)) }
        let filtered = (0..<count).map { _ in UInt8(Int.random(in: 0..<range, using: &generator)) }
        let grey = (0..<count).map { UInt8(truncatingIfNeeded: $0 / pixelBytes) }
        for (row, above) in [(filtered, previous), (grey, grey.reversed()), (filtered, grey)] {
          var fast = row
          var plain = row
          above.withUnsafeBufferPointer { above in
            fast.withUnsafeMutableBufferPointer {
              _ = PNGRowFilter.unfilter($0, previous: above, type: 4, pixelBytes: pixelBytes)
            }
            plain.withUnsafeMutableBufferPointer {
              PNGRowFilter.paeth($0, previous: above, pixelBytes: pixelBytes)
            }
          }
          #expect(fast == plain, "range \(range)")
        }
      }
    }

    /// RGB rows widened to RGBA, at widths around the four-pixel shuffle and its sixteen-byte
    /// read, equal the byte-by-byte copy with alpha 255.
    @Test func widenMatchesTheByteCopy() {
      var generator = SplitMix64(seed: 43)
      for pixels in [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 1170] {
        let row = (0..<(3 * pixels)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var expected: [UInt8] = []
        for x in 0..<pixels { expected += row[(3 * x)..<(3 * x + 3)] + [255] }
        var rgba = [UInt8](repeating: 0, count: 4 * pixels)
        row.withUnsafeBufferPointer { row in
          rgba.withUnsafeMutableBufferPointer { PNGRowFilter.widen(row, into: $0) }
        }
        #expect(rgba == expected, "\(pixels) pixels")
      }
    }

    /// Adler-32 sixteen bytes at a time equals the byte-at-a-time definition, at lengths around
    /// the block and reduction sizes, on all-255 data (the largest sums) and split anywhere.
    @Test func adler32MatchesTheDefinition() {
      var generator = SplitMix64(seed: 32)
      for count in [0, 1, 15, 16, 17, 5_551, 5_552, 5_553, 5_568, 100_003] {
        let random = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for data in [random, [UInt8](repeating: 255, count: count)] {
          var whole = Adler32()
          data.withUnsafeBufferPointer { whole.update($0) }
          #expect(whole.value == Adler32.reference(data), "\(count) bytes")
          let cut = count / 3
          var split = Adler32()
          data.withUnsafeBufferPointer {
            split.update(UnsafeBufferPointer(rebasing: $0[..<cut]))
            split.update(UnsafeBufferPointer(rebasing: $0[cut...]))
          }
          #expect(split.value == Adler32.reference(data), "\(count) bytes split")
        }
      }
      #expect(Adler32.reference(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }
  }
#endif
