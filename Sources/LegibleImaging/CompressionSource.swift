/// Why a screenshot's compression noise was flattened before its scan (``ScanResult/compression``).
public enum CompressionSource: String, Sendable, Hashable, Codable, CaseIterable {
  /// The caller said the screenshot went through a JPEG (`--compressed`,
  /// ``ScanOptions/isCompressed``).
  case option
  /// Its 8×8 blocks told it (rule `jpeg-copy`, ``ScanOptions/detectsCompression``).
  case detected
}
