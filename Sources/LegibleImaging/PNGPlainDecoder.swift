#if PNG
  import CLibPNG

  /// Decodes the common screenshot PNG — 8-bit RGB or RGBA, not interlaced, no `tRNS`, nothing
  /// libpng would act on or warn about — in one pass over its image data.
  ///
  /// The checked path inflates the data once to prove it has exactly the size the header
  /// implies (a decompression bomb is refused after that many bytes) and then hands the file to
  /// libpng, which inflates it a second time. Here the data is inflated once, with the same
  /// bound: in one piece by the system's libdeflate when it is installed (``LibDeflate``), else
  /// by zlib in blocks of rows; the filters are undone by ``PNGRowFilter``. On the 1170×2532
  /// phone screen (`Benchmarks/whole-process.sh`) this removes the second inflate and libpng's
  /// row-by-row transforms, about half of the whole decode time; libdeflate then inflates and
  /// checks the CRCs in 4.5 ms an image, where zlib took about 12 (`Benchmarks/scan-stages.sh`).
  ///
  /// The buffers exist before the data is known to be complete, but they are written as the
  /// data inflates, so memory is touched only as far as the data goes, after the same 1032:1
  /// plausibility bound the checked path applies first.
  ///
  /// Anything unusual returns nil and the caller takes the checked libpng path, which then
  /// reports the problem exactly as before: a damaged stream, a wrong IDAT CRC, data that ends
  /// early or runs on, trailing bytes after the stream. The output equals libpng's byte for
  /// byte (libpng's simplified API returns 8-bit samples untouched when no colour chunk reaches
  /// it); tests compare the two on every corpus screenshot and on random images of each filter.
  enum PNGPlainDecoder {
    /// libpng's default limit on either dimension (`PNG_USER_WIDTH_MAX`, png.h 1.6), past which
    /// it refuses the header; such files take the libpng path.
    static let libpngDimensionLimit = 1_000_000

    /// Rows inflated at a time: about 256 KiB, so a block stays in the second-level cache.
    static let blockBytes = 1 << 18

    /// Whether `layout` describes a file this decoder takes.
    static func accepts(_ layout: PNGChunkLayout) -> Bool {
      let header = layout.header
      return header.bitDepth == 8 && (header.colorType == 2 || header.colorType == 6)
        && header.interlaceMethod == 0 && layout.transparencyChunk == nil
        && layout.hasOnlyPlainChunks && header.width <= libpngDimensionLimit
        && header.height <= libpngDimensionLimit
    }

    /// Largest inflated image data, in bytes, that libdeflate decompresses in one piece: 64 MiB
    /// (a 4096×4096 RGBA image). Larger files inflate through zlib in blocks of rows, holding
    /// ``blockBytes`` at a time instead of the whole stream.
    static let wholeStreamLimit = 64 << 20

    /// The RGBA pixels of `bytes`, or nil when the file must take the libpng path. The data
    /// inflates through libdeflate in one piece when `library` is there, the stream declares
    /// deflate's full 32 KiB window (as every screenshot encoder writes it; zlib refuses
    /// distances beyond a smaller declared window, libdeflate does not check them) and it is no
    /// larger than ``wholeStreamLimit``; otherwise through zlib, block by block.
    static func image(
      of bytes: [UInt8], layout: PNGChunkLayout, source: String,
      library: LibDeflate? = LibDeflate.shared
    ) -> RGBAImage? {
      guard accepts(layout), imageDataCRCsMatch(bytes, layout: layout, library: library) else {
        return nil
      }
      let ranges = layout.imageDataRanges
      if let library, layout.header.filteredByteCount <= wholeStreamLimit,
        let first = ranges.first(where: { !$0.isEmpty }), bytes[first.lowerBound] == 0x78
      {
        return wholeStream(bytes, layout: layout, library: library)
      }
      return blockByBlock(bytes, layout: layout, source: source)
    }

    /// The pixels of `bytes`, inflated in one piece by `library`, or nil (damaged data, a wrong
    /// size, bytes after the stream) for the libpng path to report.
    private static func wholeStream(_ bytes: [UInt8], layout: PNGChunkLayout, library: LibDeflate)
      -> RGBAImage?
    {
      let header = layout.header
      let (width, height) = (header.width, header.height)
      let pixelBytes = header.channels
      let stride = width * pixelBytes
      let filtered = header.filteredByteCount
      let ranges = layout.imageDataRanges
      let compressed = ranges.reduce(0) { $0 + $1.count }
      var outcome = LibDeflate.Outcome(succeeded: false, consumed: 0, written: 0)
      var data = [UInt8](unsafeUninitializedCapacity: filtered) { output, count in
        func inflate(_ input: UnsafeRawBufferPointer) {
          outcome = library.zlibDecompress(input, into: UnsafeMutableRawBufferPointer(output))
        }
        if ranges.count == 1 {
          // One IDAT chunk (the walk checked its range): its data, in place.
          bytes.withUnsafeBytes { inflate(UnsafeRawBufferPointer(rebasing: $0[ranges[0]])) }
        } else {
          var joined: [UInt8] = []
          joined.reserveCapacity(compressed)
          for range in ranges { joined += bytes[range] }
          joined.withUnsafeBytes { inflate($0) }
        }
        // Only the bytes libdeflate wrote count as initialised.
        count = outcome.succeeded ? outcome.written : 0
      }
      guard outcome.succeeded, outcome.written == filtered, outcome.consumed == compressed
      else { return nil }
      var above = [UInt8](repeating: 0, count: stride)
      var succeeded = false
      let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, count in
        succeeded = data.withUnsafeMutableBufferPointer { block in
          above.withUnsafeMutableBufferPointer { above in
            unfilter(
              rows: height, in: block, above: above, stride: stride, pixelBytes: pixelBytes,
              into: output)
          }
        }
        count = succeeded ? width * height * 4 : 0
      }
      return succeeded ? RGBAImage(width: width, height: height, pixels: pixels) : nil
    }

    /// The pixels of `bytes`, inflated by zlib a block of rows at a time, or nil.
    private static func blockByBlock(_ bytes: [UInt8], layout: PNGChunkLayout, source: String)
      -> RGBAImage?
    {
      guard var data = try? PNGImageData(bytes, ranges: layout.imageDataRanges, source: source),
        data.skipsChecksum()
      else { return nil }
      // Adler-32 sixteen bytes at a time here: zlib's own took about 2.5 ms of the phone
      // screen's 8.9 MB.
      var checksum = Adler32()
      let header = layout.header
      let (width, height) = (header.width, header.height)
      let pixelBytes = header.channels
      let stride = width * pixelBytes
      let rowsPerBlock = max(1, blockBytes / (1 + stride))
      var block = [UInt8](repeating: 0, count: rowsPerBlock * (1 + stride))
      // The unfiltered row above the block's first row: zero above the image (§9.2).
      var above = [UInt8](repeating: 0, count: stride)
      var succeeded = true
      let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, count in
        count = width * height * 4
        var y = 0
        while succeeded, y < height {
          let rows = min(rowsPerBlock, height - y)
          let want = rows * (1 + stride)
          let got = block.withUnsafeMutableBufferPointer { buffer in
            (try? data.read(into: UnsafeMutableBufferPointer(rebasing: buffer[..<want]))) ?? -1
          }
          guard got == want else {
            succeeded = false
            break
          }
          block.withUnsafeBufferPointer {
            checksum.update(UnsafeBufferPointer(rebasing: $0[..<want]))
          }
          succeeded = block.withUnsafeMutableBufferPointer { buffer in
            above.withUnsafeMutableBufferPointer { above in
              unfilter(
                rows: rows, in: buffer, above: above, stride: stride, pixelBytes: pixelBytes,
                into: UnsafeMutableBufferPointer(rebasing: output[(y * width * 4)...]))
            }
          }
          y += rows
        }
      }
      guard succeeded else { return nil }
      // The stream must end here, its Adler-32 intact, with no data after it: otherwise the
      // libpng path gives the error or warning (zlib reads the checksum but leaves it to us).
      var extra: [UInt8] = [0]
      let more = extra.withUnsafeMutableBufferPointer { (try? data.read(into: $0)) ?? -1 }
      guard more == 0, data.hasEnded, data.isExhausted,
        checksum.value == storedChecksum(bytes, ranges: layout.imageDataRanges)
      else { return nil }
      return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The Adler-32 a zlib stream ends with: the last four bytes of the image data, which the
    /// stream used up to its end (big-endian, RFC 1950 §2.2); nil when there are fewer.
    private static func storedChecksum(_ bytes: [UInt8], ranges: [Range<Int>]) -> UInt32? {
      var value: UInt32 = 0
      var shift: UInt32 = 0
      for range in ranges.reversed() {
        for i in range.reversed() {
          value |= UInt32(bytes[i]) << shift
          shift += 8
          if shift == 32 { return value }
        }
      }
      return nil
    }

    /// Undoes the filters of `rows` rows in `block` (a filter byte, then `stride` bytes, each)
    /// and writes them to `output` as RGBA; `above` holds the row above the first and is left
    /// holding the last. False for an unknown filter type.
    private static func unfilter(
      rows: Int, in block: UnsafeMutableBufferPointer<UInt8>,
      above: UnsafeMutableBufferPointer<UInt8>, stride: Int, pixelBytes: Int,
      into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Bool {
      let outputStride = stride / pixelBytes * 4
      for r in 0..<rows {
        let start = r * (1 + stride)
        let row = UnsafeMutableBufferPointer(rebasing: block[(start + 1)..<(start + 1 + stride)])
        let previous =
          r == 0
          ? UnsafeBufferPointer(above)
          : UnsafeBufferPointer(rebasing: block[(start - stride)..<start])
        guard
          PNGRowFilter.unfilter(row, previous: previous, type: block[start], pixelBytes: pixelBytes)
        else { return false }
        let target = UnsafeMutableBufferPointer(
          rebasing: output[(r * outputStride)..<((r + 1) * outputStride)])
        if pixelBytes == 4 {
          precondition(target.count == stride)
          target.baseAddress!.initialize(from: row.baseAddress!, count: stride)
        } else {
          PNGRowFilter.widen(UnsafeBufferPointer(row), into: target)
        }
      }
      let last = (rows - 1) * (1 + stride) + 1
      precondition(above.count == stride && last + stride <= block.count)
      above.baseAddress!.update(from: block.baseAddress! + last, count: stride)
      return true
    }

    /// Whether every IDAT chunk's stored CRC matches its type and data (libpng checks them on
    /// its path; the chunk walk does not), computed by `library` when it is there, else by zlib.
    private static func imageDataCRCsMatch(
      _ bytes: [UInt8], layout: PNGChunkLayout, library: LibDeflate?
    ) -> Bool {
      bytes.withUnsafeBufferPointer { file in
        layout.imageDataRanges.allSatisfy { range in
          // The walk checked that type, data and CRC lie inside the file.
          let typeStart = range.lowerBound - 4
          let computed =
            library?.crc32(
              0,
              UnsafeRawBufferPointer(start: file.baseAddress! + typeStart, count: range.count + 4))
            ?? UInt32(crc32(0, file.baseAddress! + typeStart, uInt(range.count + 4)))
          return computed == PNGBytes.uint32(bytes[...], at: range.upperBound)
        }
      }
    }
  }
#endif
