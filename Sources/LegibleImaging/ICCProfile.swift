/// The parts of an ICC profile (ICC.1:2022, v2 and v4) that a matrix/TRC display profile needs:
/// colourants, tone curves and the description.
struct ICCProfile: Sendable, Hashable {
  /// The `desc` tag text, e.g. "Display P3".
  var name: String?
  /// The data colour space signature, e.g. `RGB ` or `GRAY` (ICC.1:2022 §7.2.7).
  var colorSpace: String
  /// rXYZ, gXYZ, bXYZ as columns: linear RGB → PCS XYZ (D50), when all three are present.
  var colorants: ColorMatrix?
  /// rTRC, gTRC, bTRC (or kTRC alone for GRAY), when present.
  var curves: [TransferCurve]

  /// Why a profile could not be read.
  struct Issue: Error, Sendable {
    /// What is wrong, for a note in the report.
    var reason: String
  }

  /// Parses `bytes`, a whole profile.
  init(parsing bytes: [UInt8]) throws(Issue) {
    let data = bytes[...]
    // ICC.1:2022 §7.2: a 128-byte header, then a tag count and 12-byte tag entries (§7.3).
    guard bytes.count >= 132 else { throw Issue(reason: "the profile is too short") }
    guard PNGBytes.chunkType(data, at: 36) == "acsp" else {
      throw Issue(reason: "the profile has no 'acsp' signature")
    }
    colorSpace = String(decoding: bytes[16..<20], as: UTF8.self)
    let tagCount = Int(PNGBytes.uint32(data, at: 128))
    guard tagCount <= (bytes.count - 132) / 12 else {
      throw Issue(reason: "the profile's tag table runs past its end")
    }
    var tags: [String: ArraySlice<UInt8>] = [:]
    for t in 0..<tagCount {
      let entry = 132 + t * 12
      let signature = String(decoding: bytes[entry..<(entry + 4)], as: UTF8.self)
      let offset = Int(PNGBytes.uint32(data, at: entry + 4))
      let size = Int(PNGBytes.uint32(data, at: entry + 8))
      guard size >= 8, offset <= bytes.count, size <= bytes.count - offset else {
        throw Issue(reason: "the profile's '\(signature)' tag lies outside it")
      }
      tags[signature] = bytes[offset..<(offset + size)]
    }
    name = tags["desc"].flatMap(Self.text)
    if let r = tags["rXYZ"].flatMap(Self.xyz), let g = tags["gXYZ"].flatMap(Self.xyz),
      let b = tags["bXYZ"].flatMap(Self.xyz)
    {
      colorants = ColorMatrix(columns: r, g, b)
    }
    let curveTags = colorSpace == "GRAY" ? ["kTRC"] : ["rTRC", "gTRC", "bTRC"]
    let parsed = curveTags.compactMap { tags[$0].flatMap(Self.curve) }
    curves = parsed.count == curveTags.count ? parsed : []
  }

  /// An `XYZType` (ICC.1:2022 §10.31): `XYZ `, 4 reserved bytes, three s15Fixed16Numbers.
  private static func xyz(_ tag: ArraySlice<UInt8>) -> [Double]? {
    let s = tag.startIndex
    guard tag.count >= 20, isType(tag, "XYZ ") else { return nil }
    return (0..<3).map { fixed(tag, at: s + 8 + 4 * $0) }
  }

  /// An s15Fixed16Number (ICC.1:2022 §4.6): signed 32-bit, 16 fraction bits.
  private static func fixed(_ bytes: ArraySlice<UInt8>, at index: Int) -> Double {
    Double(PNGBytes.int32(bytes, at: index)) / 65536
  }

  /// Whether the tag data starts with the type signature `type`.
  private static func isType(_ tag: ArraySlice<UInt8>, _ type: String) -> Bool {
    tag.prefix(4).elementsEqual(type.utf8)
  }

  /// A `curveType` (§10.6) or `parametricCurveType` (§10.18).
  private static func curve(_ tag: ArraySlice<UInt8>) -> TransferCurve? {
    let s = tag.startIndex
    if isType(tag, "curv"), tag.count >= 12 {
      let count = Int(PNGBytes.uint32(tag, at: s + 8))
      guard tag.count >= 12 + 2 * count else { return nil }
      switch count {
      case 0:
        return .power(1)
      case 1:
        // u8Fixed8Number gamma (§4.9).
        return .power(Double(PNGBytes.uint16(tag, at: s + 12)) / 256)
      default:
        return .sampled(
          (0..<count).map { Double(PNGBytes.uint16(tag, at: s + 12 + 2 * $0)) / 65535 })
      }
    }
    if isType(tag, "para"), tag.count >= 12 {
      let function = Int(PNGBytes.uint16(tag, at: s + 8))
      // Table 67: parameters used by function types 0…4.
      let parameterCounts = [1, 3, 4, 5, 7]
      guard function < parameterCounts.count, tag.count >= 12 + 4 * parameterCounts[function]
      else { return nil }
      let parameters = (0..<parameterCounts[function]).map { fixed(tag, at: s + 12 + 4 * $0) }
      guard parameters[0] > 0, function == 0 || parameters[1] != 0 else { return nil }
      return .parametric(function: function, parameters: parameters)
    }
    return nil
  }

  /// The text of a v2 `textDescriptionType` (ICC.1:2001-04 §6.5.17) or a v4
  /// `multiLocalizedUnicodeType` (ICC.1:2022 §10.15, first record, UTF-16BE).
  private static func text(_ tag: ArraySlice<UInt8>) -> String? {
    let s = tag.startIndex
    if isType(tag, "desc"), tag.count >= 12 {
      let count = Int(PNGBytes.uint32(tag, at: s + 8))
      guard count > 0, tag.count >= 12 + count else { return nil }
      let ascii = tag[(s + 12)..<(s + 12 + count)].prefix { $0 != 0 }
      return String(decoding: ascii, as: UTF8.self)
    }
    if isType(tag, "mluc"), tag.count >= 28 {
      let records = Int(PNGBytes.uint32(tag, at: s + 8))
      guard records > 0 else { return nil }
      let length = Int(PNGBytes.uint32(tag, at: s + 20))
      let offset = Int(PNGBytes.uint32(tag, at: s + 24))
      guard offset <= tag.count, length <= tag.count - offset else { return nil }
      let units = stride(from: s + offset, to: s + offset + length - 1, by: 2).map {
        PNGBytes.uint16(tag, at: $0)
      }
      return String(decoding: units, as: UTF16.self)
    }
    return nil
  }
}
