/// The fields of a PNG `IHDR` chunk (PNG Third Edition §11.2.1), validated.
struct PNGHeader: Sendable, Hashable {
  /// Width in pixels, 1...2³¹−1.
  var width: Int
  /// Height in pixels, 1...2³¹−1.
  var height: Int
  /// Bits per sample (or per palette index): 1, 2, 4, 8 or 16.
  var bitDepth: Int
  /// 0 greyscale, 2 truecolour, 3 indexed, 4 greyscale+alpha, 6 truecolour+alpha.
  var colorType: Int
  /// 0 none, 1 Adam7.
  var interlaceMethod: Int

  /// The 8-byte PNG signature (PNG Third Edition §5.2).
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// Bytes a well-formed file needs before the first pixel: signature, then the IHDR chunk
  /// (4 length + 4 type + 13 data + 4 CRC; PNG Third Edition §5.3, §11.2.1).
  static let prefixLength = 8 + 4 + 4 + 13 + 4

  /// Bit depths allowed for each colour type (PNG Third Edition §11.2.1, Table 11).
  private static let allowedBitDepths: [Int: [Int]] = [
    0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
  ]

  /// Samples per pixel for each colour type (PNG Third Edition §6.1).
  var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 4 }

  /// Adam7 passes (PNG Third Edition §8.2, Table 9): first row, first column, row step,
  /// column step.
  static let adam7Passes = [
    (0, 0, 8, 8), (0, 4, 8, 8), (4, 0, 8, 4), (0, 2, 4, 4), (2, 0, 4, 2), (0, 1, 2, 2),
    (1, 0, 2, 1),
  ]

  /// The reduced images the data holds, in order: the seven Adam7 passes (some may be empty),
  /// or the whole image when it is not interlaced.
  var passShapes: [(rows: Int, columns: Int)] {
    guard interlaceMethod == 1 else { return [(height, width)] }
    return Self.adam7Passes.map { row0, column0, rowStep, columnStep in
      (
        height > row0 ? (height - row0 + rowStep - 1) / rowStep : 0,
        width > column0 ? (width - column0 + columnStep - 1) / columnStep : 0
      )
    }
  }

  /// The bytes of one row of `columns` pixels, without its filter byte (§7.2: rows start on
  /// byte boundaries).
  func rowByteCount(columns: Int) -> Int { (columns * channels * bitDepth + 7) / 8 }

  /// The exact size of the inflated image data: each non-empty pass contributes rows × (1 +
  /// row bytes) (PNG Third Edition §7.2, §8.2). Saturates at `Int.max` for headers no limit
  /// would admit.
  var filteredByteCount: Int {
    var total = 0
    for (rows, columns) in passShapes where rows > 0 && columns > 0 {
      // columns × channels × bitDepth ≤ (2³¹ − 1) × 64 cannot overflow; the product can.
      let (bytes, overflow) = rows.multipliedReportingOverflow(
        by: 1 + rowByteCount(columns: columns))
      let (sum, overflowSum) = total.addingReportingOverflow(bytes)
      if overflow || overflowSum { return .max }
      total = sum
    }
    return total
  }

  /// Reads and checks the signature and IHDR chunk at the start of `bytes`, then refuses images
  /// of more than `maxPixels` pixels. Needs only the first ``prefixLength`` bytes.
  static func parse(
    _ bytes: ArraySlice<UInt8>, source: String, maxPixels: Int
  ) throws(PNGError) -> PNGHeader {
    let start = bytes.startIndex
    let signatureCount = min(bytes.count, 8)
    guard bytes.prefix(signatureCount).elementsEqual(signature.prefix(signatureCount)),
      bytes.count > 0
    else {
      throw .notPNG(source: source)
    }
    guard bytes.count >= prefixLength else {
      throw .truncated(
        source: source, detail: "it is \(bytes.count) bytes long; the header alone needs 33")
    }
    let length = PNGBytes.uint32(bytes, at: start + 8)
    let type = PNGBytes.chunkType(bytes, at: start + 12)
    guard type == "IHDR", length == 13 else {
      throw .invalidData(
        source: source, detail: "the first chunk is \(type) (\(length) bytes), not a 13-byte IHDR")
    }
    let stored = PNGBytes.uint32(bytes, at: start + 29)
    let computed = PNGCRC32.checksum(bytes[(start + 12)..<(start + 29)])
    guard stored == computed else {
      throw .invalidData(source: source, detail: "CRC mismatch in the IHDR chunk")
    }
    let width = Int(PNGBytes.uint32(bytes, at: start + 16))
    let height = Int(PNGBytes.uint32(bytes, at: start + 20))
    let bitDepth = Int(bytes[start + 24])
    let colorType = Int(bytes[start + 25])
    // PNG Third Edition §11.2.1: width and height are 1...2³¹−1; compression and filter method 0;
    // interlace method 0 or 1.
    let maximumDimension = 0x7FFF_FFFF
    guard (1...maximumDimension).contains(width), (1...maximumDimension).contains(height) else {
      throw .invalidData(
        source: source, detail: "IHDR gives a size of \(width)×\(height); both must be 1…2³¹−1")
    }
    guard allowedBitDepths[colorType]?.contains(bitDepth) == true else {
      throw .invalidData(
        source: source,
        detail:
          "IHDR combines colour type \(colorType) with bit depth \(bitDepth), which PNG forbids"
      )
    }
    guard bytes[start + 26] == 0, bytes[start + 27] == 0, bytes[start + 28] <= 1 else {
      throw .invalidData(
        source: source,
        detail:
          "IHDR gives compression \(bytes[start + 26]), filter \(bytes[start + 27]), interlace "
          + "\(bytes[start + 28]); only 0, 0 and 0 or 1 exist")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= maxPixels else {
      throw .dimensionsTooLarge(width: width, height: height, limit: maxPixels, source: source)
    }
    return PNGHeader(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType,
      interlaceMethod: Int(bytes[start + 28]))
  }
}
