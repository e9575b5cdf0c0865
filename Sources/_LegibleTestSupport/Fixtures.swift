import Foundation

/// Locates files under the repository's `Fixtures/` folder, whatever the working directory.
public enum Fixtures {
  /// The repository root, found from this source file's path.
  public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // _LegibleTestSupport
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()

  /// The URL of `Fixtures/<path>`.
  public static func url(_ path: String) -> URL {
    repositoryRoot.appendingPathComponent("Fixtures").appendingPathComponent(path)
  }

  /// The contents of `Fixtures/<path>`.
  public static func data(_ path: String) throws -> Data {
    try Data(contentsOf: url(path))
  }
}
