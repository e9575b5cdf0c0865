/// A PNG assembled chunk by chunk, for tests that need files libpng's writer cannot make: every
/// colour type and bit depth, palettes with `tRNS`, Adam7, colour chunks, broken framing.
///
/// Image data is a zlib stream of stored (uncompressed) deflate blocks (RFC 1950, RFC 1951
/// §3.2.4), so no compressor is needed. Every scanline uses filter type 0 (None).
public struct PNGTestFile: Sendable {
  /// The chunks in file order.
  public var chunks: [(type: String, data: [UInt8])]

  /// A file with only an IHDR chunk; append the rest.
  public init(
    width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool = false
  ) {
    chunks = [
      (
        "IHDR",
        Self.bigEndian32(UInt32(width)) + Self.bigEndian32(UInt32(height)) + [
          UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0,
        ]
      )
    ]
  }

  /// A complete image: header, `extraChunks` (colour chunks, PLTE, tRNS…), the pixels as
  /// IDAT chunks of at most `idatSize` bytes, and IEND.
  ///
  /// `samples` holds `channels` samples per pixel, row by row, each in `0..<(1 << bitDepth)`
  /// (palette indices for colour type 3).
  public static func image(
    width: Int, height: Int, bitDepth: Int, colorType: Int, samples: [Int],
    interlaced: Bool = false, extraChunks: [(type: String, data: [UInt8])] = [],
    idatSize: Int = 1 << 20, filters: [Int] = [0]
  ) -> [UInt8] {
    var file = PNGTestFile(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType,
      interlaced: interlaced)
    file.chunks += extraChunks
    let raw = scanlines(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType, samples: samples,
      interlaced: interlaced, filters: filters)
    let stream = zlibStored(raw)
    for start in stride(from: 0, to: stream.count, by: idatSize) {
      file.chunks.append(("IDAT", Array(stream[start..<min(start + idatSize, stream.count)])))
    }
    file.chunks.append(("IEND", []))
    return file.bytes
  }

  /// Samples per pixel for a colour type (PNG Third Edition §6.1).
  public static func channels(colorType: Int) -> Int {
    [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
  }

  /// The signature followed by every chunk with its length and CRC.
  public var bytes: [UInt8] {
    var result: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    for chunk in chunks {
      let typeAndData = Array(chunk.type.utf8) + chunk.data
      result += Self.bigEndian32(UInt32(chunk.data.count)) + typeAndData
      result += Self.bigEndian32(Self.crc32(typeAndData))
    }
    return result
  }

  /// Filtered scanlines, Adam7 passes one after another when `interlaced` (PNG Third Edition
  /// §8.2: each pass a reduced image, empty passes omitted). Row `n` of each pass uses filter
  /// type `filters[n % filters.count]` (§9.2: 0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth).
  public static func scanlines(
    width: Int, height: Int, bitDepth: Int, colorType: Int, samples: [Int], interlaced: Bool,
    filters: [Int] = [0]
  ) -> [UInt8] {
    let channels = channels(colorType: colorType)
    precondition(samples.count == width * height * channels)
    // Adam7 passes: (first row, first column, row step, column step), §8.2 Table 9.
    let passes =
      interlaced
      ? [
        (0, 0, 8, 8), (0, 4, 8, 8), (4, 0, 8, 4), (0, 2, 4, 4), (2, 0, 4, 2), (0, 1, 2, 2),
        (1, 0, 2, 1),
      ]
      : [(0, 0, 1, 1)]
    var result: [UInt8] = []
    for (row0, column0, rowStep, columnStep) in passes {
      let columns = Array(stride(from: column0, to: width, by: columnStep))
      guard !columns.isEmpty else { continue }
      var previous: [UInt8]? = nil
      for (n, y) in stride(from: row0, to: height, by: rowStep).enumerated() {
        var row: [Int] = []
        for x in columns {
          let base = (y * width + x) * channels
          row += samples[base..<(base + channels)]
        }
        let packed = pack(row, bitDepth: bitDepth)
        let filter = filters[n % filters.count]
        result.append(UInt8(filter))
        result += self.filter(
          packed, previous: previous, type: filter,
          pixelBytes: max(1, channels * bitDepth / 8))
        previous = packed
      }
    }
    return result
  }

  /// `row` filtered with `type` against the unfiltered `previous` row (§9.2–9.4).
  static func filter(_ row: [UInt8], previous: [UInt8]?, type: Int, pixelBytes: Int) -> [UInt8] {
    (0..<row.count).map { i in
      let a = i >= pixelBytes ? Int(row[i - pixelBytes]) : 0
      let b = previous.map { Int($0[i]) } ?? 0
      let c = i >= pixelBytes ? previous.map { Int($0[i - pixelBytes]) } ?? 0 : 0
      let predictor: Int
      switch type {
      case 1: predictor = a
      case 2: predictor = b
      case 3: predictor = (a + b) / 2
      case 4:
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
      default: predictor = 0
      }
      return UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
    }
  }

  /// Samples packed at `bitDepth`: most significant bits first below 8 bits, big-endian at 16,
  /// the last byte of a row padded with zero bits (§7.2).
  public static func pack(_ samples: [Int], bitDepth: Int) -> [UInt8] {
    switch bitDepth {
    case 16:
      return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    case 8:
      return samples.map { UInt8($0) }
    default:
      var bytes = [UInt8](repeating: 0, count: (samples.count * bitDepth + 7) / 8)
      for (i, sample) in samples.enumerated() {
        let bit = i * bitDepth
        bytes[bit / 8] |= UInt8(sample << (8 - bitDepth - bit % 8))
      }
      return bytes
    }
  }

  /// A zlib stream (RFC 1950) of stored deflate blocks (RFC 1951 §3.2.4) holding `data`.
  public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    // CMF 0x78 (deflate, 32 KiB window), FLG 0x01 so that CMF·256 + FLG is a multiple of 31.
    var result: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65_535, data.count)
      let length = UInt16(end - start)
      result.append(end == data.count ? 1 : 0)  // BFINAL, BTYPE 00 (stored)
      result += [
        UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8),
      ]
      result += data[start..<end]
      start = end
    } while start < data.count
    return result + bigEndian32(adler32(data))
  }

  /// Adler-32 (RFC 1950 §8.2).
  public static func adler32(_ data: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  /// CRC-32 as PNG uses it (PNG Third Edition Annex D), bit by bit.
  public static func crc32(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// `value` as four big-endian bytes.
  public static func bigEndian32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// `value` as two big-endian bytes.
  public static func bigEndian16(_ value: UInt16) -> [UInt8] {
    [UInt8(value >> 8), UInt8(value & 0xFF)]
  }
}
