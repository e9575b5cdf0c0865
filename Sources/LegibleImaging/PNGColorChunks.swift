/// The colour chunks of a PNG as stored (PNG Third Edition §11.3.2), before interpretation.
struct PNGColorChunks: Sendable, Hashable {
  /// `sRGB` rendering intent, 0…3 (§11.3.2.5).
  var renderingIntent: Int?
  /// `gAMA` image gamma × 100000, e.g. 45455 (§11.3.2.2).
  var gamma: Int?
  /// `cHRM` white and primaries (§11.3.2.1).
  var chromaticities: Chromaticities?
  /// `iCCP` profile name (Latin-1, 1…79 bytes) (§11.3.2.3).
  var profileName: String?
  /// `iCCP` zlib-compressed profile (§11.3.2.3).
  var compressedProfile: [UInt8]?
  /// `cICP` code points (§11.3.2.6).
  var codePoints: CodePoints?

  /// `cICP`: coding-independent code points as ITU-T H.273 defines them.
  struct CodePoints: Sendable, Hashable {
    /// ColourPrimaries (H.273 Table 2), e.g. 1 BT.709, 12 SMPTE EG 432-1 (P3 D65).
    var primaries: Int
    /// TransferCharacteristics (H.273 Table 3), e.g. 13 IEC 61966-2-1 (sRGB).
    var transfer: Int
    /// MatrixCoefficients (H.273 Table 4); PNG allows only 0 (RGB).
    var matrix: Int
    /// VideoFullRangeFlag: 1 full range, 0 narrow ("video") range.
    var isFullRange: Bool
  }

  /// Stores the chunk `type` with `data` (CRC already checked); returns a note when the chunk is
  /// malformed or repeated and so ignored.
  mutating func read(type: String, data: ArraySlice<UInt8>) -> String? {
    let s = data.startIndex
    switch type {
    case "sRGB":
      guard data.count == 1, renderingIntent == nil else { return ignored(type) }
      renderingIntent = Int(data[s])
    case "gAMA":
      guard data.count == 4, gamma == nil else { return ignored(type) }
      let value = Int(PNGBytes.uint32(data, at: s))
      guard value > 0 else { return ignored(type) }
      gamma = value
    case "cHRM":
      guard data.count == 32, chromaticities == nil else { return ignored(type) }
      // Eight values × 100000: white x, y, red x, y, green x, y, blue x, y.
      let v = (0..<8).map { Double(PNGBytes.uint32(data, at: s + 4 * $0)) / 100_000 }
      chromaticities = Chromaticities(
        white: [v[0], v[1]], red: [v[2], v[3]], green: [v[4], v[5]], blue: [v[6], v[7]])
    case "iCCP":
      guard compressedProfile == nil,
        let nul = data.prefix(80).firstIndex(of: 0), nul > s, nul + 1 < data.endIndex,
        data[nul + 1] == 0  // compression method 0: zlib deflate
      else { return ignored(type) }
      profileName = String(data[s..<nul].map { Character(Unicode.Scalar($0)) })
      compressedProfile = Array(data[(nul + 2)...])
    case "cICP":
      guard data.count == 4, codePoints == nil else { return ignored(type) }
      codePoints = CodePoints(
        primaries: Int(data[s]), transfer: Int(data[s + 1]), matrix: Int(data[s + 2]),
        isFullRange: data[s + 3] == 1)
    default:
      break
    }
    return nil
  }

  /// The note for an ignored chunk.
  private func ignored(_ type: String) -> String {
    "a malformed or repeated \(type) chunk was ignored"
  }
}
