import Foundation
import LegibleFiles

extension FileAccess {
  /// Refuses a reference to a file outside every folder of `roots`, unless
  /// ``InputPolicy/current`` allows references outside.
  ///
  /// `reference` is the text as written (`$ref`, an entry of `palettes` or `variants`) and
  /// `path` the file it names. Paths compare as written, made absolute and with `.` and `..`
  /// folded, so `../` and absolute paths that leave the project are caught; a symbolic link
  /// inside the project is the project's own choice and is followed.
  static func requireContained(
    _ path: String, reference: String, within roots: [String], at location: SourceLocation
  ) throws(PaletteError) {
    guard !InputPolicy.current.allowsOutsideReferences else { return }
    let target = absolute(path)
    for root in roots.map(absolute) {
      if target == root || target.hasPrefix(root == "/" ? "/" : root + "/") { return }
    }
    throw .invalidValue(
      at: location,
      message: "\"\(reference)\" names a file outside \(roots.first ?? "."); references must "
        + "stay inside the folder of the file that names them (allow it with "
        + "--allow-outside-references)")
  }

  /// `path` made absolute against the working directory, with `.`, `..` and repeated `/` folded.
  static func absolute(_ path: String) -> String {
    let full =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var parts: [Substring] = []
    for part in full.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }
}
