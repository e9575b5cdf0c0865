/// The Adler-32 checksum that ends a zlib stream (RFC 1950 §8.2), computed sixteen bytes at a
/// time: the plain decoder checks it itself instead of zlib's byte-at-a-time loop.
///
/// For a block of 16 bytes x₀…x₁₅, a grows by Σxⱼ and b by 16·a + Σ(16 − j)·xⱼ. Over n blocks,
/// per lane j, `sums` holds Σₖ xₖⱼ and `prior` Σₖ (the lane's sum before block k); then
/// b grows by 16n·a + 16·Σ prior + Σ(16 − j)·sums. With at most ``blocksPerChunk`` blocks
/// between reductions no lane overflows 32 bits (prior ≤ 255·n²/2).
struct Adler32: Sendable, Equatable {
  /// The two running sums, each below 65 521.
  private(set) var a: UInt32 = 1
  private(set) var b: UInt32 = 0

  /// The largest prime below 2¹⁶ (RFC 1950 §8.2).
  static let modulus: UInt32 = 65_521
  /// Blocks between reductions: 347 × 16 = 5 552 bytes, zlib's `NMAX`.
  static let blocksPerChunk = 347

  /// The checksum as the stream stores it: b in the high half, a in the low.
  var value: UInt32 { b << 16 | a }

  /// Adds `bytes` to the checksum.
  mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return }
    let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    var offset = 0
    let blocks = bytes.count / 16
    var done = 0
    while done < blocks {
      let n = min(Self.blocksPerChunk, blocks - done)
      var sums = SIMD16<UInt32>()
      var prior = SIMD16<UInt32>()
      for _ in 0..<n {
        let x = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
        prior &+= sums
        sums &+= SIMD16<UInt32>(truncatingIfNeeded: x)
        offset += 16
      }
      // 64-bit sums: n ≤ 347 keeps every term far below 2⁶⁴.
      let total = UInt64((sums).wrappedSum())
      let weighted = UInt64((sums &* weights).wrappedSum())
      let priorTotal = UInt64(prior.wrappedSum())
      let newB = UInt64(b) + 16 * UInt64(n) * UInt64(a) + 16 * priorTotal + weighted
      a = UInt32((UInt64(a) + total) % UInt64(Self.modulus))
      b = UInt32(newB % UInt64(Self.modulus))
      done += n
    }
    for i in offset..<bytes.count {
      a = (a + UInt32(bytes[i])) % Self.modulus
      b = (b + a) % Self.modulus
    }
  }

  /// The checksum of `bytes` byte by byte, as RFC 1950 gives it: the reference ``update(_:)``
  /// is tested against.
  static func reference(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % modulus
      b = (b + a) % modulus
    }
    return b << 16 | a
  }
}
