/// A minimal matrix/TRC ICC profile (ICC.1:2022 v4 layout), for tests of `iCCP` handling.
public enum ICCTestProfile {
  /// A tone curve as the profile stores it.
  public enum Curve: Sendable {
    /// `para` function type 3 with the sRGB parameters g 2.4, a 1/1.055, b 0.055/1.055,
    /// c 1/12.92, d 0.04045 (ICC.1:2022 §10.18; IEC 61966-2-1).
    case sRGB
    /// `curv` with one entry: a pure power, stored as u8Fixed8 (e.g. 563/256 for Adobe RGB).
    case gamma(UInt16)
    /// `curv` with a table of 16-bit samples.
    case table([UInt16])
  }

  /// An RGB display profile with `colorants` (columns rXYZ, gXYZ, bXYZ, D50-adapted), one
  /// `curve` for all three channels and a v4 `mluc` description `name`.
  public static func rgb(name: String, colorants: [[Double]], curve: Curve) -> [UInt8] {
    var tags: [(String, [UInt8])] = [
      ("desc", mluc(name)), ("wtpt", xyz([0.9642, 1.0, 0.8249])),
      ("rXYZ", xyz(colorants[0])), ("gXYZ", xyz(colorants[1])), ("bXYZ", xyz(colorants[2])),
    ]
    let curveData = encode(curve)
    tags += [("rTRC", curveData), ("gTRC", curveData), ("bTRC", curveData)]
    return profile(colorSpace: "RGB ", tags: tags)
  }

  /// A greyscale display profile with one `kTRC`.
  public static func gray(name: String, curve: Curve) -> [UInt8] {
    profile(
      colorSpace: "GRAY",
      tags: [("desc", mluc(name)), ("wtpt", xyz([0.9642, 1.0, 0.8249])), ("kTRC", encode(curve))])
  }

  /// Header (128 bytes, §7.2), tag table (§7.3), then 4-byte-aligned tag data.
  private static func profile(colorSpace: String, tags: [(String, [UInt8])]) -> [UInt8] {
    var table: [UInt8] = PNGTestFile.bigEndian32(UInt32(tags.count))
    var data: [UInt8] = []
    let dataStart = 128 + 4 + 12 * tags.count
    for (signature, bytes) in tags {
      table += Array(signature.utf8) + PNGTestFile.bigEndian32(UInt32(dataStart + data.count))
      table += PNGTestFile.bigEndian32(UInt32(bytes.count))
      data += bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
    }
    let size = dataStart + data.count
    var header = [UInt8](repeating: 0, count: 128)
    header.replaceSubrange(0..<4, with: PNGTestFile.bigEndian32(UInt32(size)))
    header.replaceSubrange(8..<12, with: [4, 0x30, 0, 0])  // version 4.3
    header.replaceSubrange(12..<16, with: Array("mntr".utf8))
    header.replaceSubrange(16..<20, with: Array(colorSpace.utf8))
    header.replaceSubrange(20..<24, with: Array("XYZ ".utf8))
    header.replaceSubrange(36..<40, with: Array("acsp".utf8))
    header.replaceSubrange(68..<80, with: [0.9642, 1.0, 0.8249].flatMap(fixed))
    return header + table + data
  }

  /// `XYZType` (§10.31).
  private static func xyz(_ v: [Double]) -> [UInt8] {
    Array("XYZ ".utf8) + [0, 0, 0, 0] + v.flatMap(fixed)
  }

  /// s15Fixed16Number (§4.6), rounded to nearest.
  private static func fixed(_ value: Double) -> [UInt8] {
    PNGTestFile.bigEndian32(UInt32(bitPattern: Int32((value * 65536).rounded())))
  }

  /// `multiLocalizedUnicodeType` (§10.15) with one en-US record.
  private static func mluc(_ text: String) -> [UInt8] {
    let utf16 = text.utf16.flatMap { PNGTestFile.bigEndian16($0) }
    return Array("mluc".utf8) + [0, 0, 0, 0] + PNGTestFile.bigEndian32(1)
      + PNGTestFile.bigEndian32(12) + Array("enUS".utf8)
      + PNGTestFile.bigEndian32(UInt32(utf16.count)) + PNGTestFile.bigEndian32(28) + utf16
  }

  /// `curveType` (§10.6) or `parametricCurveType` (§10.18).
  private static func encode(_ curve: Curve) -> [UInt8] {
    switch curve {
    case .sRGB:
      let parameters = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
      return Array("para".utf8) + [0, 0, 0, 0] + [0, 3, 0, 0] + parameters.flatMap(fixed)
    case .gamma(let value):
      return Array("curv".utf8) + [0, 0, 0, 0] + PNGTestFile.bigEndian32(1)
        + PNGTestFile.bigEndian16(value)
    case .table(let samples):
      return Array("curv".utf8) + [0, 0, 0, 0] + PNGTestFile.bigEndian32(UInt32(samples.count))
        + samples.flatMap(PNGTestFile.bigEndian16)
    }
  }
}
