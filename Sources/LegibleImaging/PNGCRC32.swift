/// The CRC-32 that guards PNG chunks (PNG Third Edition §5.5 and Annex D: polynomial
/// 0xEDB88320 reflected, initial value and final XOR 0xFFFFFFFF).
enum PNGCRC32 {
  /// The 256-entry table of the byte-at-a-time algorithm in Annex D.
  static let table: [UInt32] = (0..<256).map { n -> UInt32 in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  /// The CRC of `bytes`.
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
