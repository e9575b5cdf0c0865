import Foundation
import LegibleFiles
import _LegibleTestSupport

/// A scratch folder for one test, with helpers to lay out files and to prove that a failed run
/// left every file exactly as it was.
struct Scratch {
  let root: String

  init() throws {
    root =
      ScratchFolder.root
      .appendingPathComponent("legible-safety-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder.
  func path(_ name: String) -> String { root + "/" + name }

  /// Writes `text` to `name` (creating folders) and returns the path.
  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    try write(Array(text.utf8), to: name)
  }

  /// Writes `bytes` to `name` (creating folders) and returns the path.
  @discardableResult
  func write(_ bytes: [UInt8], to name: String) throws -> String {
    let file = path(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// The text of `name`.
  func text(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }

  /// What a file is, byte for byte, with its type, mode and identity, without following a link.
  struct Snapshot: Equatable {
    var kind: FileStatus.Kind?
    var permissions: UInt32?
    var identity: FileIdentity?
    var bytes: Data?
  }

  /// The snapshot of `file` (a path, not a name).
  static func snapshot(_ file: String) -> Snapshot {
    let status = FileStatus(path: file, followingLinks: false)
    return Snapshot(
      kind: status?.kind, permissions: status?.permissions, identity: status?.identity,
      bytes: status?.kind == .regular ? FileManager.default.contents(atPath: file) : nil)
  }

  /// Snapshots of every entry under the folder, by relative path.
  func snapshots() -> [String: Snapshot] {
    var result: [String: Snapshot] = [:]
    let entries = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    for entry in entries { result[entry] = Self.snapshot(path(entry)) }
    return result
  }
}
