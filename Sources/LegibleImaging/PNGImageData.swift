#if PNG
  import CLibPNG

  /// The image data of a PNG — the data of its IDAT chunks in order, one zlib stream (PNG Third
  /// Edition §10.1) — inflated in steps, so the decoder can check how much it holds, or read it
  /// row by row, without holding all of it at once.
  struct PNGImageData: ~Copyable {
    /// zlib's state, at a fixed address (it points back at itself).
    private let inflater: UnsafeMutablePointer<CLibPNG_Inflater>
    private let bytes: [UInt8]
    private let ranges: [Range<Int>]
    private let source: String
    /// The IDAT range being read, and the next unread byte in `bytes`.
    private var rangeIndex = 0
    private var position: Int
    /// Whether the zlib stream has ended.
    private(set) var hasEnded = false
    /// Whether every byte of every IDAT chunk has been handed to zlib.
    var isExhausted: Bool { rangeIndex == ranges.count }

    /// A reader of the data in `ranges` of `bytes` (the IDAT chunks' data, in file order).
    init(_ bytes: [UInt8], ranges: [Range<Int>], source: String) throws(PNGError) {
      inflater = .allocate(capacity: 1)
      guard CLibPNG_inflaterBegin(inflater) == 0 else {
        inflater.deallocate()
        throw .invalidData(source: source, detail: "zlib could not start")
      }
      self.bytes = bytes
      self.ranges = ranges
      self.source = source
      position = ranges.first?.lowerBound ?? 0
    }

    /// Stops zlib checking the stream's Adler-32, for a reader that checks it itself; false
    /// when zlib refuses.
    func skipsChecksum() -> Bool {
      CLibPNG_inflaterSkipCheck(inflater) == 0
    }

    deinit {
      CLibPNG_inflaterEnd(inflater)
      inflater.deallocate()
    }

    /// Inflates into `destination` until it is full, the stream ends or the data runs out;
    /// returns the number of bytes written. A zlib error (damaged data) is thrown with zlib's
    /// text, as libpng words it (`IDAT: incorrect data check`).
    mutating func read(into destination: UnsafeMutableBufferPointer<UInt8>) throws(PNGError)
      -> Int
    {
      var written = 0
      while written < destination.count, !hasEnded, rangeIndex < ranges.count {
        let end = ranges[rangeIndex].upperBound
        var used = 0
        var made = 0
        var message: UnsafePointer<CChar>? = nil
        let status = bytes.withUnsafeBufferPointer { input in
          // `position...end` lies inside `bytes` (the chunk walk checked every range).
          CLibPNG_inflaterRead(
            inflater, input.baseAddress! + position, end - position, &used,
            destination.baseAddress! + written, destination.count - written, &made, &message)
        }
        position += used
        written += made
        if status < 0 {
          let text = message.map { String(cString: $0) } ?? "damaged data"
          throw .invalidData(source: source, detail: "IDAT: \(text)")
        }
        if status == 1 { hasEnded = true }
        if position == end {
          rangeIndex += 1
          if rangeIndex < ranges.count { position = ranges[rangeIndex].lowerBound }
        }
      }
      return written
    }

    /// Refuses, from the chunk sizes alone, image data too short to hold the `expected` inflated
    /// bytes even at deflate's largest ratio, 1032:1 (a 258-byte match in as little as 2 bits,
    /// RFC 1951 §3.2.5): a 74-byte file claiming a huge image costs nothing, whatever the pixel
    /// limit.
    static func requirePlausibleSize(
      layout: PNGChunkLayout, expected: Int, source: String
    ) throws(PNGError) {
      let compressed = layout.imageDataRanges.reduce(0) { $0 + $1.count }
      let (scaled, overflow) = compressed.multipliedReportingOverflow(by: 1032)
      guard overflow || scaled + 1032 >= expected else {
        throw .truncated(
          source: source,
          detail:
            "its \(compressed) bytes of image data cannot hold a "
            + "\(layout.header.width)×\(layout.header.height) image (\(expected) bytes inflated)")
      }
    }

    /// Checks, before anything is allocated for pixels, that the image data inflates to the
    /// `expected` bytes the header implies (PNG Third Edition §10.1: the decompressed stream is
    /// exactly the filtered scanlines of every pass): a stream that runs on — a decompression
    /// bomb, a few megabytes that inflate to gigabytes — is refused after `expected` + 1 bytes;
    /// one that ends early or is damaged is refused too. Time O(`expected`); memory a 64 KiB
    /// scratch buffer.
    static func check(
      _ bytes: [UInt8], layout: PNGChunkLayout, expected: Int, source: String
    ) throws(PNGError) {
      let header = layout.header
      try requirePlausibleSize(layout: layout, expected: expected, source: source)
      var data = try PNGImageData(bytes, ranges: layout.imageDataRanges, source: source)
      var scratch = [UInt8](repeating: 0, count: 1 << 16)
      var total = 0
      while true {
        let want = min(scratch.count, expected + 1 - total)
        let count = try scratch.withUnsafeMutableBufferPointer { buffer throws(PNGError) in
          try data.read(into: UnsafeMutableBufferPointer(rebasing: buffer[..<want]))
        }
        total += count
        if total > expected {
          throw .invalidData(
            source: source,
            detail:
              "the image data inflates to more than the \(expected) bytes a "
              + "\(header.width)×\(header.height) image needs")
        }
        if count < want { break }
      }
      guard total == expected else {
        throw .truncated(
          source: source,
          detail: "its image data holds \(total) of the \(expected) bytes the image needs")
      }
    }
  }
#endif
