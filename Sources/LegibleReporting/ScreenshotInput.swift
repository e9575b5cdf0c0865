import Foundation
import LegibleFiles

/// One screenshot to scan: where it is, the name its annotated copy gets, and why it cannot be
/// scanned when that is known before reading it.
///
/// ``collect(_:excluding:)`` turns the paths a user gives (files and folders) into inputs the
/// way `legible scan` does.
public struct ScreenshotInput: Sendable, Hashable {
  /// The file, as given or as found inside a folder given (the folder's path, `/`, the path
  /// inside it).
  public var path: String
  /// The path of its annotated copy inside the annotation folder: the path inside the folder
  /// scanned, or the file's name when the file was given directly; empty when there is nothing
  /// to annotate.
  public var annotationName: String
  /// Why the input cannot be scanned (a missing file, a folder without PNG files), else `nil`.
  public var problem: String?

  /// Creates an input.
  public init(path: String, annotationName: String, problem: String? = nil) {
    self.path = path
    self.annotationName = annotationName
    self.problem = problem
  }

  /// Files as given, folders searched recursively for `*.png` (sorted), missing paths kept so
  /// they are reported.
  ///
  /// ```swift
  /// let inputs = ScreenshotInput.collect(["Screenshots", "extra/home.png"])
  /// // Screenshots/a.png, Screenshots/dark/a.png, …, extra/home.png
  /// ```
  /// Folders are entered once each, by device and inode, so symbolic-link loops end; the folder
  /// `excluded` (where annotated copies go) is not entered when found inside a scanned folder.
  /// Each input's annotated copy is named by its path inside the folder given (a file given
  /// directly: its name); see ``disambiguateAnnotationNames(_:)`` for names two inputs share.
  public static func collect(_ paths: [String], excluding excluded: String? = nil)
    -> [ScreenshotInput]
  {
    let excludedIdentity = excluded.flatMap(FileIdentity.init(path:))
    var inputs: [ScreenshotInput] = []
    for path in paths {
      guard let status = FileStatus(path: path) else {
        let problem =
          FileStatus(path: path, followingLinks: false) != nil
          ? "a symbolic link to a missing file" : "no such file or folder"
        inputs.append(ScreenshotInput(path: path, annotationName: "", problem: problem))
        continue
      }
      guard status.kind == .directory else {
        inputs.append(
          ScreenshotInput(path: path, annotationName: URL(fileURLWithPath: path).lastPathComponent))
        continue
      }
      var found: [(relative: String, problem: String?)] = []
      var entered = Set<FileIdentity>()
      func visit(_ folder: String, _ relative: String) {
        guard let identity = FileIdentity(path: folder), entered.insert(identity).inserted else {
          return
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
          found.append((relative, "cannot list this folder"))
          return
        }
        for entry in entries {
          let full = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
          let inner = relative.isEmpty ? entry : relative + "/" + entry
          if let entryStatus = FileStatus(path: full), entryStatus.kind == .directory {
            if entryStatus.identity != excludedIdentity { visit(full, inner) }
          } else if entry.lowercased().hasSuffix(".png") {
            found.append((inner, nil))
          }
        }
      }
      visit(path, "")
      for (relative, problem) in found.sorted(by: { $0.relative < $1.relative }) {
        let full = relative.isEmpty ? path : (path.hasSuffix("/") ? path : path + "/") + relative
        inputs.append(
          ScreenshotInput(
            path: full, annotationName: problem == nil ? relative : "", problem: problem))
      }
      if found.isEmpty {
        inputs.append(
          ScreenshotInput(path: path, annotationName: "", problem: "no .png files in this folder"))
      }
    }
    disambiguateAnnotationNames(&inputs)
    return inputs
  }

  /// Gives inputs whose annotated copies would share a name (ignoring case, as macOS does)
  /// their whole path as given instead, without a leading `/` and without `.` and `..` parts
  /// (`shots/a.png` and `more/a.png`, not `a.png` twice); a name still shared gets `-2`, `-3`…
  /// before its extension, in input order.
  public static func disambiguateAnnotationNames(_ inputs: inout [ScreenshotInput]) {
    func counts(_ names: [String]) -> [String: Int] {
      names.reduce(into: [:]) { $0[$1.lowercased(), default: 0] += 1 }
    }
    let first = counts(inputs.map(\.annotationName))
    for index in inputs.indices where !inputs[index].annotationName.isEmpty {
      if first[inputs[index].annotationName.lowercased(), default: 0] > 1 {
        inputs[index].annotationName = inputs[index].path.split(separator: "/")
          .filter { $0 != "." && $0 != ".." }.joined(separator: "/")
      }
    }
    var used = Set<String>()
    for index in inputs.indices where !inputs[index].annotationName.isEmpty {
      let name = inputs[index].annotationName
      var candidate = name
      var number = 2
      while !used.insert(candidate.lowercased()).inserted {
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        candidate = name[..<dot] + "-\(number)" + name[dot...]
        number += 1
      }
      inputs[index].annotationName = candidate
    }
  }
}
