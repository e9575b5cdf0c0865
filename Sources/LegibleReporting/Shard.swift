/// One of N parts of a run's inputs (`--shard K/N`), chosen by a stable hash of each path, so a
/// file stays in its shard when others are added or removed, and the N shards together cover
/// every input exactly once.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// The 1-based shard, `1...count`.
  public var index: Int
  /// How many shards there are.
  public var count: Int

  /// Reads `K/N` with `1 ≤ K ≤ N`; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      count >= 1, (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  /// Whether `path` belongs to this shard: the FNV-1a hash of the path (relative to the working
  /// directory, so every CI job agrees) modulo the count.
  public func contains(_ path: String) -> Bool {
    let hash = UInt64(Fingerprint.hex(of: Fingerprint.portablePath(path)), radix: 16) ?? 0
    return Int(hash % UInt64(count)) == index - 1
  }

  public var description: String { "\(index)/\(count)" }
}
