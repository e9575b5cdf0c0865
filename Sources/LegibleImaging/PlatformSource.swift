/// Where the platform a screenshot was judged for came from.
public enum PlatformSource: String, Sendable, Hashable, Codable, CaseIterable {
  /// Given by the caller (`--platform`, ``ScanOptions/platform``).
  case option
  /// Inferred from the image's size: exactly a known iPhone, iPad or Mac screen
  /// (``DeviceProfile``).
  case deviceSize
  /// Nothing told: the size rules are not run.
  case unknown
}
