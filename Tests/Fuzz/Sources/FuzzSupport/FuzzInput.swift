import Foundation

/// Hands one libFuzzer input to a loader that reads files: the bytes are written to a file of the
/// given name in a private temporary folder, which is removed afterwards.
public enum FuzzInput {
  /// The private folder this process writes its inputs to (one per process).
  private static let folder: String = {
    let path = NSTemporaryDirectory() + "legible-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  /// Writes `bytes` to `folder/relativePath` (creating folders) and calls `body` with the path of
  /// the first component, so a loader of folders (asset catalogs) can be given the folder.
  public static func withFile(
    _ bytes: UnsafeRawBufferPointer, at relativePath: String, _ body: (String) -> Void
  ) {
    let root = folder + "/" + (relativePath.split(separator: "/").first.map(String.init) ?? "")
    let file = folder + "/" + relativePath
    try? FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: file, contents: Data(bytes))
    body(root)
    try? FileManager.default.removeItem(atPath: root)
  }
}
