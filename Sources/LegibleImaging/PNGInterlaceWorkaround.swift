#if PNG
  import CLibPNG

  /// Rewrites a 16-bit Adam7-interlaced PNG as the same image without interlacing.
  ///
  /// libpng's simplified reader mis-assembles the early Adam7 passes when it scales 16-bit
  /// samples to 8 bits (pnggroup/libpng issue #853, `png_image_read_direct_scaled`; seen here
  /// with 1.6.39: even rows come out as copies of odd ones; the 8-bit and the 16-bit-output
  /// paths are correct). Legible therefore de-interlaces such files itself —
  /// inflate, undo the filters, place each pass's pixels — and hands libpng a plain 16-bit
  /// stream, so the scaling and `tRNS` handling stay libpng's.
  enum PNGInterlaceWorkaround {
    /// Whether `header` describes a file that needs the rewrite.
    static func isNeeded(for header: PNGHeader) -> Bool {
      header.interlaceMethod == 1 && header.bitDepth == 16
    }

    /// The non-interlaced file for `bytes`, whose chunks `layout` describes.
    ///
    /// Memory: the de-interlaced 16-bit rows (8 bytes a pixel at most, plus a filter byte a
    /// row), then their recompressed stream; the interlaced data is inflated two rows at a
    /// time, never whole. A 100-megapixel 16-bit RGBA file thus needs about 800 MB here, plus
    /// the recompressed stream (typically far smaller).
    static func rewrite(
      _ bytes: [UInt8], layout: PNGChunkLayout, source: String
    ) throws(PNGError) -> [UInt8] {
      let header = layout.header
      let pixelBytes = header.channels * 2
      let expected = header.filteredByteCount
      var data = try PNGImageData(bytes, ranges: layout.imageDataRanges, source: source)
      let rowBytes = header.width * pixelBytes
      var plain = [UInt8](repeating: 0, count: header.height * (1 + rowBytes))
      // The row being read and the one above it in its pass, each with its filter byte.
      var current = [UInt8](repeating: 0, count: 1 + rowBytes)
      var previous = current
      var total = 0
      for (pass, shape) in header.passShapes.enumerated() where shape.rows > 0 && shape.columns > 0
      {
        let (row0, column0, rowStep, columnStep) = PNGHeader.adam7Passes[pass]
        let length = shape.columns * pixelBytes
        for r in 0..<shape.rows {
          let count = try current.withUnsafeMutableBufferPointer { buffer throws(PNGError) in
            try data.read(into: UnsafeMutableBufferPointer(rebasing: buffer[..<(1 + length)]))
          }
          total += count
          guard count == 1 + length else {
            throw .invalidData(
              source: source, detail: "the image data holds \(total) of \(expected) bytes")
          }
          // Undo the filter (§9.2–9.4) and place the pass's pixels (§8.2).
          try unfilter(
            &current, previous: r == 0 ? nil : previous, length: length, pixelBytes: pixelBytes,
            source: source)
          let y = row0 + r * rowStep
          for c in 0..<shape.columns {
            let from = 1 + c * pixelBytes
            let to = y * (1 + rowBytes) + 1 + (column0 + c * columnStep) * pixelBytes
            for k in 0..<pixelBytes { plain[to + k] = current[from + k] }
          }
          swap(&current, &previous)
        }
      }
      // Whatever inflates after the last row is more than the header allows (a decompression
      // bomb's tail); reading on also checks the stream's Adler-32.
      var extra: [UInt8] = [0]
      let more = try extra.withUnsafeMutableBufferPointer { buffer throws(PNGError) in
        try data.read(into: buffer)
      }
      guard more == 0 else {
        throw .invalidData(
          source: source,
          detail:
            "the image data inflates to more than the \(expected) bytes a "
            + "\(header.width)×\(header.height) image needs")
      }
      return try assemble(&plain, original: bytes, layout: layout, source: source)
    }

    /// Reverses the filter named by the first byte of `row` on the `length` bytes after it, in
    /// place (PNG Third Edition §9.2–9.4); `previous` is the row above in the same pass.
    private static func unfilter(
      _ row: inout [UInt8], previous: [UInt8]?, length: Int, pixelBytes: Int, source: String
    ) throws(PNGError) {
      let filter = row[0]
      func up(_ i: Int) -> Int { previous.map { Int($0[1 + i]) } ?? 0 }
      func left(_ i: Int) -> Int { i >= pixelBytes ? Int(row[1 + i - pixelBytes]) : 0 }
      func upLeft(_ i: Int) -> Int { i >= pixelBytes ? up(i - pixelBytes) : 0 }
      switch filter {
      case 0:
        return
      case 1, 2, 3, 4:
        for i in 0..<length {
          let a = left(i)
          let b = up(i)
          let predictor: Int
          switch filter {
          case 1: predictor = a
          case 2: predictor = b
          case 3: predictor = (a + b) / 2
          default:
            // Paeth (§9.4): the neighbour closest to a + b − c, ties in the order a, b, c.
            let c = upLeft(i)
            let p = a + b - c
            let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
            predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
          }
          row[1 + i] = row[1 + i] &+ UInt8(truncatingIfNeeded: predictor)
        }
      default:
        throw .invalidData(source: source, detail: "unknown filter type \(filter)")
      }
    }

    /// A PNG of the unfiltered rows (filter 0 each), compressed with zlib's fastest level.
    /// `rows` is emptied once compressed, so it and the finished file are never held together.
    private static func assemble(
      _ rows: inout [UInt8], original: [UInt8], layout: PNGChunkLayout, source: String
    ) throws(PNGError) -> [UInt8] {
      var bound = compressBound(uLong(rows.count))
      let stream = [UInt8](unsafeUninitializedCapacity: Int(bound)) { buffer, count in
        let status = rows.withUnsafeBufferPointer { input in
          compress2(buffer.baseAddress, &bound, input.baseAddress, uLong(input.count), 1)
        }
        count = status == Z_OK ? Int(bound) : 0
      }
      rows = []
      guard !stream.isEmpty else {
        throw .invalidData(source: source, detail: "the image could not be de-interlaced")
      }
      var ihdr = Array(original[12..<29])
      ihdr[16] = 0  // interlace method: none
      var result = Array(original[0..<8])
      func append(_ typeAndData: ArraySlice<UInt8>) {
        let length = UInt32(typeAndData.count - 4)
        result += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) }
        result += typeAndData
        let crc = PNGCRC32.checksum(typeAndData)
        result += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
      }
      append(ihdr[...])
      if let transparency = layout.transparencyChunk {
        result += original[transparency]
      }
      // Chunks hold at most 2³¹−1 bytes (§5.3); 1 GiB pieces stay well inside.
      var start = 0
      repeat {
        let end = min(start + (1 << 30), stream.count)
        append((Array("IDAT".utf8) + stream[start..<end])[...])
        start = end
      } while start < stream.count
      append(Array("IEND".utf8)[...])
      return result
    }
  }
#endif
