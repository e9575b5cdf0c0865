/// A summary of a file's bytes, to tell whether the file changed between two reads.
///
/// The byte count and the 64-bit FNV-1a hash of the bytes (Fowler–Noll–Vo, the offset basis
/// 14695981039346656037 and prime 1099511628211 from the FNV reference). It detects accidental
/// change (an editor saving, another run writing); it is not a defence against an adversary.
public struct FileFingerprint: Sendable, Hashable {
  /// The number of bytes.
  public var byteCount: Int
  /// FNV-1a over the bytes.
  public var hash: UInt64

  /// The fingerprint of `bytes`.
  public init(_ bytes: some Sequence<UInt8>) {
    // Contiguous bytes (an array, `Data`) are read through a buffer pointer: called from other
    // modules this generic is not specialised, and a witness call per byte made fingerprinting
    // a 1 MB token file cost about 30 ms.
    if let summary = bytes.withContiguousStorageIfAvailable(Self.summary(of:)) {
      hash = summary.0
      byteCount = summary.1
      return
    }
    var hash = Self.offsetBasis
    var count = 0
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* Self.prime
      count += 1
    }
    self.hash = hash
    byteCount = count
  }

  /// The FNV offset basis for 64 bits.
  private static let offsetBasis: UInt64 = 14_695_981_039_346_656_037
  /// The FNV prime for 64 bits.
  private static let prime: UInt64 = 1_099_511_628_211

  private static func summary(of buffer: UnsafeBufferPointer<UInt8>) -> (UInt64, Int) {
    var hash = offsetBasis
    for byte in buffer { hash = (hash ^ UInt64(byte)) &* prime }
    return (hash, buffer.count)
  }
}
