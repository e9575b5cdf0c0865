import Foundation

/// The one folder under the system's temporary folder where a test process puts its scratch
/// files; it is removed, with everything in it, when the process exits, so a test run leaves
/// nothing behind.
public enum ScratchFolder {
  /// `<temporary folder>/legible-tests-<process id>-<UUID>`, created on first use.
  public static let root: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
    return url
  }()
}
