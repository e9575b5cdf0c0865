/// A walk over a PNG's chunk framing (PNG Third Edition §5.3: length, type, data, CRC): the
/// header, the colour and density chunks before the image data, and where the chunks lie that
/// libpng must not act on.
///
/// Legible does colour management itself, so the `gAMA`, `cHRM`, `sRGB`, `iCCP` and `cICP`
/// chunks are hidden from libpng, which then hands over the stored code values untouched
/// (libpng 1.6.39 ignores cICP; later releases read it, so it is hidden too).
struct PNGChunkLayout {
  /// The validated IHDR fields.
  var header: PNGHeader
  /// The colour chunks found before the first IDAT.
  var colorChunks = PNGColorChunks()
  /// The `pHYs` density, when its unit is the metre.
  var pixelDensity: DecodedImage.PixelDensity?
  /// Byte ranges of whole chunks to remove before libpng reads the data.
  var hiddenRanges: [Range<Int>] = []
  /// Chunks that were ignored and why.
  var notes: [String] = []
  /// The data bytes of every IDAT chunk, in order.
  var imageDataRanges: [Range<Int>] = []
  /// The whole `tRNS` chunk, if any.
  var transparencyChunk: Range<Int>?
  /// Whether libpng would find nothing but the header and image data to act on or warn about:
  /// every other chunk is a colour chunk (hidden from it) or one well-formed `pHYs` before the
  /// data, the IDAT chunks follow one another, and IEND is empty with its CRC intact.
  var hasOnlyPlainChunks = true

  /// Chunk types whose meaning Legible applies itself (PNG Third Edition §11.3.2).
  static let colorChunkTypes: Set<String> = ["gAMA", "cHRM", "sRGB", "iCCP", "cICP"]

  /// Walks every chunk of `bytes` up to IEND, checking framing, lengths and the CRCs of the
  /// chunks it reads. IDAT contents and CRCs are left to libpng.
  init(scanning bytes: [UInt8], source: String, maxPixels: Int) throws(PNGError) {
    header = try PNGHeader.parse(bytes[...], source: source, maxPixels: maxPixels)
    var offset = 8
    var seenImageData = false
    var seenOtherAfterImageData = false
    var seenPhysicalDimensions = false
    walk: while true {
      guard offset + 8 <= bytes.count else {
        throw .truncated(
          source: source,
          detail: offset == bytes.count
            ? "it ends after \(offset) bytes without an IEND chunk"
            : "it ends inside the chunk header at byte \(offset)")
      }
      let slice = bytes[...]
      let length = Int(PNGBytes.uint32(slice, at: offset + 0))
      guard bytes[(offset + 4)..<(offset + 8)].allSatisfy(PNGBytes.isLetter) else {
        throw .invalidData(source: source, detail: "no chunk type at byte \(offset + 4)")
      }
      let type = PNGBytes.chunkType(slice, at: offset + 4)
      // PNG Third Edition §5.3: a chunk length is at most 2³¹−1.
      guard length <= 0x7FFF_FFFF else {
        throw .invalidData(
          source: source, detail: "the \(type) chunk at byte \(offset) claims \(length) bytes")
      }
      let dataStart = offset + 8
      let end = dataStart + length + 4
      guard end <= bytes.count else {
        throw .truncated(
          source: source,
          detail:
            "it ends inside the \(type) chunk at byte \(offset) (\(length) data bytes declared, "
            + "\(max(0, bytes.count - dataStart)) present)")
      }
      let data = bytes[dataStart..<(dataStart + length)]
      let isColorChunk = Self.colorChunkTypes.contains(type)
      if isColorChunk { hiddenRanges.append(offset..<end) }
      if type != "IDAT", seenImageData { seenOtherAfterImageData = true }
      switch type {
      case "IHDR", "gAMA", "cHRM", "sRGB", "iCCP", "cICP", "IDAT", "pHYs":
        // The first chunk is the IHDR the header parse read; colour chunks are hidden.
        if type == "IHDR", offset != 8 { hasOnlyPlainChunks = false }
        if type == "IDAT", seenOtherAfterImageData { hasOnlyPlainChunks = false }
        if type == "pHYs", seenImageData || seenPhysicalDimensions || length != 9 {
          hasOnlyPlainChunks = false
        }
        if type == "pHYs" { seenPhysicalDimensions = true }
      default:
        // IEND's CRC is that of its type alone (PNG Third Edition §5.3).
        if type != "IEND" || length != 0 || !seenImageData
          || PNGBytes.uint32(slice, at: dataStart) != 0xAE42_6082
        {
          hasOnlyPlainChunks = false
        }
      }
      switch type {
      case "IDAT":
        seenImageData = true
        imageDataRanges.append(dataStart..<(dataStart + length))
      case "tRNS":
        transparencyChunk = transparencyChunk ?? offset..<end
      case "IEND":
        break walk
      case "gAMA", "cHRM", "sRGB", "iCCP", "cICP", "pHYs":
        // PNG Third Edition §5.6: these precede IDAT; later copies are ignored, as by libpng.
        guard !seenImageData else {
          notes.append("the \(type) chunk after the image data was ignored")
          break
        }
        let stored = PNGBytes.uint32(slice, at: dataStart + length)
        guard stored == PNGCRC32.checksum(bytes[(offset + 4)..<(dataStart + length)]) else {
          throw .invalidData(
            source: source, detail: "CRC mismatch in the \(type) chunk at byte \(offset)")
        }
        if type == "pHYs" {
          readPhysicalDimensions(data)
        } else if let problem = colorChunks.read(type: type, data: data) {
          notes.append(problem)
        }
      default:
        break
      }
      offset = end
    }
  }

  /// Reads `pHYs` (PNG Third Edition §11.3.5.3): pixels per unit X and Y (4 bytes each) and a
  /// unit specifier (1 = metre, 0 = aspect ratio only).
  private mutating func readPhysicalDimensions(_ data: ArraySlice<UInt8>) {
    guard data.count == 9, pixelDensity == nil else {
      notes.append("a malformed or repeated pHYs chunk was ignored")
      return
    }
    let s = data.startIndex
    let x = Int(PNGBytes.uint32(data, at: s))
    let y = Int(PNGBytes.uint32(data, at: s + 4))
    if data[s + 8] == 1, x > 0, y > 0 {
      pixelDensity = DecodedImage.PixelDensity(horizontal: x, vertical: y)
    }
  }

  /// `bytes` without the hidden chunks, ready for libpng (a copy only when something is hidden).
  func bytesForDecoder(_ bytes: [UInt8]) -> [UInt8] {
    guard !hiddenRanges.isEmpty else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var start = 0
    for range in hiddenRanges {
      result.append(contentsOf: bytes[start..<range.lowerBound])
      start = range.upperBound
    }
    result.append(contentsOf: bytes[start...])
    return result
  }
}
