import Foundation
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// Image data is bounded by what the header implies: surplus data (a decompression bomb) is
/// refused before libpng inflates it, and data too short for the header is refused before a
/// pixel buffer is allocated, whatever `maxPixels` allows.
@Suite struct PNGLimitTests {
  func error(_ bytes: [UInt8], maxPixels: Int = PNGDecoder.defaultMaxPixels) -> PNGError? {
    do {
      _ = try PNGDecoder.decode(bytes, source: "bomb.png", maxPixels: maxPixels)
      return nil
    } catch {
      return error
    }
  }

  /// A file whose data holds `extra` bytes beyond the image's scanlines.
  func surplus(width: Int, height: Int, bitDepth: Int, interlaced: Bool, extra: Int) -> [UInt8] {
    let channels = 4
    let samples = [Int](repeating: 7, count: width * height * channels)
    let raw = PNGTestFile.scanlines(
      width: width, height: height, bitDepth: bitDepth, colorType: 6, samples: samples,
      interlaced: interlaced)
    var file = PNGTestFile(
      width: width, height: height, bitDepth: bitDepth, colorType: 6, interlaced: interlaced)
    file.chunks.append(("IDAT", PNGTestFile.zlibStored(raw + [UInt8](repeating: 0, count: extra))))
    file.chunks.append(("IEND", []))
    return file.bytes
  }

  /// A 1×1 image whose data inflates to a megabyte (the reported file: 17 MB inflating to
  /// 16 GiB took 38 s): refused after 6 bytes, one filter byte and one pixel.
  @Test func surplusImageDataIsRefused() {
    #expect(
      error(surplus(width: 1, height: 1, bitDepth: 8, interlaced: false, extra: 1 << 20))
        == .invalidData(
          source: "bomb.png",
          detail: "the image data inflates to more than the 5 bytes a 1×1 image needs"))
    // The 16-bit interlaced path inflates the data itself and enforces the same bound.
    #expect(
      error(surplus(width: 1, height: 1, bitDepth: 16, interlaced: true, extra: 1 << 20))
        == .invalidData(
          source: "bomb.png",
          detail: "the image data inflates to more than the 9 bytes a 1×1 image needs"))
    // Exactly the right amount still decodes, on both paths.
    #expect(error(surplus(width: 3, height: 5, bitDepth: 8, interlaced: false, extra: 0)) == nil)
    #expect(error(surplus(width: 3, height: 5, bitDepth: 16, interlaced: true, extra: 0)) == nil)
  }

  /// A tiny file claiming a huge image with a raised pixel limit (it allocated 6–12 GB
  /// before reading data): refused from the chunk sizes alone.
  @Test func dataTooShortForTheHeaderIsRefusedBeforeAllocating() {
    for (bitDepth, interlaced) in [(8, false), (16, true)] {
      var file = PNGTestFile(
        width: 50_000, height: 50_000, bitDepth: bitDepth, colorType: 6, interlaced: interlaced)
      file.chunks.append(("IDAT", PNGTestFile.zlibStored([0, 0, 0, 0, 0])))
      file.chunks.append(("IEND", []))
      let found = error(file.bytes, maxPixels: 10_000_000_000)
      guard case .truncated(source: "bomb.png", let detail) = found else {
        Issue.record("unexpected \(String(describing: found))")
        continue
      }
      #expect(detail.hasPrefix("its 16 bytes of image data cannot hold a 50000×50000 image"))
    }
  }

  /// Data that ends before the image does is refused with how much it held.
  @Test func shortDataIsRefused() {
    let raw = PNGTestFile.scanlines(
      width: 4, height: 4, bitDepth: 8, colorType: 6, samples: [Int](repeating: 1, count: 64),
      interlaced: false)
    var file = PNGTestFile(width: 4, height: 4, bitDepth: 8, colorType: 6)
    file.chunks.append(("IDAT", PNGTestFile.zlibStored(Array(raw.dropLast(10)))))
    file.chunks.append(("IEND", []))
    #expect(
      error(file.bytes)
        == .truncated(
          source: "bomb.png", detail: "its image data holds 58 of the 68 bytes the image needs"))
  }

  /// The header's inflated size is exactly the scanlines the test encoder writes, for every
  /// colour type, depth and interlacing, including images smaller than an Adam7 tile.
  @Test func filteredByteCountMatchesTheScanlines() throws {
    for (colorType, bitDepth) in [(0, 1), (0, 4), (0, 16), (2, 8), (3, 2), (4, 8), (6, 16)] {
      for (width, height) in [(1, 1), (3, 2), (9, 7), (17, 33)] {
        for interlaced in [false, true] {
          let channels = PNGTestFile.channels(colorType: colorType)
          let raw = PNGTestFile.scanlines(
            width: width, height: height, bitDepth: bitDepth, colorType: colorType,
            samples: [Int](repeating: 0, count: width * height * channels),
            interlaced: interlaced)
          let header = PNGHeader(
            width: width, height: height, bitDepth: bitDepth, colorType: colorType,
            interlaceMethod: interlaced ? 1 : 0)
          #expect(header.filteredByteCount == raw.count)
        }
      }
    }
  }
}
