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
    var hash: UInt64 = 14_695_981_039_346_656_037
    var count = 0
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
      count += 1
    }
    self.hash = hash
    byteCount = count
  }
}
