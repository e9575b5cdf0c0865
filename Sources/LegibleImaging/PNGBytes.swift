/// Big-endian field readers for PNG chunk data (PNG Third Edition §7.1: "All integers that
/// require more than one byte shall be in network byte order").
enum PNGBytes {
  /// The unsigned 32-bit big-endian integer at `index`; the caller checked the bounds.
  static func uint32(_ bytes: ArraySlice<UInt8>, at index: Int) -> UInt32 {
    UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
      | UInt32(bytes[index + 3])
  }

  /// The signed 32-bit big-endian integer at `index`; the caller checked the bounds.
  static func int32(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int32 {
    Int32(bitPattern: uint32(bytes, at: index))
  }

  /// The unsigned 16-bit big-endian integer at `index`; the caller checked the bounds.
  static func uint16(_ bytes: ArraySlice<UInt8>, at index: Int) -> UInt16 {
    UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
  }

  /// The four-letter chunk type at `index`, with non-letters shown as `?`.
  static func chunkType(_ bytes: ArraySlice<UInt8>, at index: Int) -> String {
    String(
      decoding: bytes[index..<(index + 4)].map { isLetter($0) ? $0 : UInt8(ascii: "?") },
      as: UTF8.self)
  }

  /// Whether `byte` is an ASCII letter, the only bytes a chunk type may hold (§5.3).
  static func isLetter(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte)
  }
}
