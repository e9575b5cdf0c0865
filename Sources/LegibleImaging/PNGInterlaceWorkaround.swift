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

    /// Adam7 passes (PNG Third Edition §8.2, Table 9): first row, first column, row step,
    /// column step.
    private static let passes = [
      (0, 0, 8, 8), (0, 4, 8, 8), (4, 0, 8, 4), (0, 2, 4, 4), (2, 0, 4, 2), (0, 1, 2, 2),
      (1, 0, 2, 1),
    ]

    /// The non-interlaced file for `bytes`, whose chunks `layout` describes.
    static func rewrite(
      _ bytes: [UInt8], layout: PNGChunkLayout, source: String
    ) throws(PNGError) -> [UInt8] {
      let header = layout.header
      let pixelBytes = header.channels * 2
      var compressed: [UInt8] = []
      for range in layout.imageDataRanges { compressed += bytes[range] }
      // Exact filtered size: each non-empty pass contributes rows × (1 + row bytes).
      var shapes: [(rows: Int, columns: Int)] = []
      for (row0, column0, rowStep, columnStep) in passes {
        let rows = header.height > row0 ? (header.height - row0 + rowStep - 1) / rowStep : 0
        let columns =
          header.width > column0 ? (header.width - column0 + columnStep - 1) / columnStep : 0
        shapes.append((rows, columns))
      }
      let filteredCount = shapes.reduce(0) {
        $0 + ($1.rows > 0 && $1.columns > 0 ? $1.rows * (1 + $1.columns * pixelBytes) : 0)
      }
      var written = 0
      var status: Int32 = -1
      var filtered = [UInt8](unsafeUninitializedCapacity: filteredCount) { buffer, count in
        compressed.withUnsafeBufferPointer { input in
          status = CLibPNG_inflate(
            input.baseAddress, input.count, buffer.baseAddress, filteredCount, &written)
        }
        count = min(written, filteredCount)
      }
      // Status 1: the stream ended; 0: it holds more than the image needs, which libpng also
      // tolerates. A zlib error (damaged data, failed Adler-32) or too little data is refused.
      guard status >= 0, filtered.count == filteredCount else {
        throw .invalidData(
          source: source,
          detail: status < 0
            ? "the image data is damaged (zlib error)"
            : "the image data holds \(filtered.count) of \(filteredCount) bytes")
      }
      // Undo the filters pass by pass and place the pixels (§9.2–9.4, §8.2).
      let rowBytes = header.width * pixelBytes
      var plain = [UInt8](repeating: 0, count: header.height * (1 + rowBytes))
      var offset = 0
      for (pass, shape) in shapes.enumerated() where shape.rows > 0 && shape.columns > 0 {
        let (row0, column0, rowStep, columnStep) = passes[pass]
        let length = shape.columns * pixelBytes
        for r in 0..<shape.rows {
          let filter = filtered[offset]
          try unfilter(
            &filtered, row: offset + 1, length: length,
            previous: r == 0 ? nil : offset + 1 - (1 + length), pixelBytes: pixelBytes,
            filter: filter, source: source)
          let y = row0 + r * rowStep
          for c in 0..<shape.columns {
            let from = offset + 1 + c * pixelBytes
            let to = y * (1 + rowBytes) + 1 + (column0 + c * columnStep) * pixelBytes
            for k in 0..<pixelBytes { plain[to + k] = filtered[from + k] }
          }
          offset += 1 + length
        }
      }
      return try assemble(plain, original: bytes, layout: layout, source: source)
    }

    /// Reverses filter `filter` on the row at `row` in place (PNG Third Edition §9.2–9.4).
    private static func unfilter(
      _ data: inout [UInt8], row: Int, length: Int, previous: Int?, pixelBytes: Int,
      filter: UInt8, source: String
    ) throws(PNGError) {
      func up(_ i: Int) -> Int { previous.map { Int(data[$0 + i]) } ?? 0 }
      func left(_ i: Int) -> Int { i >= pixelBytes ? Int(data[row + i - pixelBytes]) : 0 }
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
          data[row + i] = data[row + i] &+ UInt8(truncatingIfNeeded: predictor)
        }
      default:
        throw .invalidData(source: source, detail: "unknown filter type \(filter)")
      }
    }

    /// A PNG of the unfiltered rows (filter 0 each), compressed with zlib's fastest level.
    private static func assemble(
      _ rows: [UInt8], original: [UInt8], layout: PNGChunkLayout, source: String
    ) throws(PNGError) -> [UInt8] {
      var bound = compressBound(uLong(rows.count))
      let stream = [UInt8](unsafeUninitializedCapacity: Int(bound)) { buffer, count in
        let status = rows.withUnsafeBufferPointer { input in
          compress2(buffer.baseAddress, &bound, input.baseAddress, uLong(input.count), 1)
        }
        count = status == Z_OK ? Int(bound) : 0
      }
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
