import Foundation
import PackagePlugin

/// What the build-time audit of one target reads: its asset catalogs, the `legible.json` that
/// applies (the target's own, else the package's) and the palettes that file names.
struct AuditInputs {
  var targetName: String
  /// The target's folder, searched for asset catalogs and `legible.json`.
  var directory: URL
  /// The package (or project) folder, searched for `legible.json` when the target has none.
  var enclosingDirectory: URL
  /// The asset catalogs; found under ``directory`` when not given.
  var catalogs: [URL]

  init(targetName: String, directory: URL, enclosingDirectory: URL, catalogs: [URL]? = nil) {
    self.targetName = targetName
    self.directory = directory
    self.enclosingDirectory = enclosingDirectory
    self.catalogs = catalogs ?? Self.catalogs(in: directory)
  }

  /// The `legible.json` that applies, if any.
  var configuration: URL? {
    [directory, enclosingDirectory]
      .map { $0.appendingPathComponent("legible.json") }
      .first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// One build command, or none when there is nothing to audit.
  func commands(legible: URL) throws -> [Command] {
    guard let configuration else {
      if !catalogs.isEmpty {
        Diagnostics.warning(
          "\(targetName): asset catalogs found but no legible.json declaring the pairs to "
            + "audit; add one to the target's folder or the package's (see Legible's README)")
      }
      return []
    }
    let palettes = catalogs + Self.palettes(namedIn: configuration)
    guard !palettes.isEmpty else { return [] }
    var inputFiles = [configuration]
    for palette in palettes { inputFiles += Self.files(in: palette) }
    // No output files: SwiftPM (tools 5.11 and later) runs such a command on every build, so
    // the diagnostics show on every build, not only after a colour changes.
    return [
      .buildCommand(
        displayName: "Auditing the colours of \(targetName) with legible",
        executable: legible,
        arguments: ["audit", "--format", "diagnostics", "--config", configuration.path]
          + palettes.map(\.path),
        inputFiles: inputFiles,
        outputFiles: [])
    ]
  }

  /// Asset catalogs under `directory`, sorted; hidden folders and build folders are skipped.
  static func catalogs(in directory: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: [.isDirectoryKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in walker {
      if url.pathExtension == "xcassets" {
        found.append(url)
        walker.skipDescendants()
      } else if url.lastPathComponent == ".build" || url.lastPathComponent == "node_modules" {
        walker.skipDescendants()
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The `palettes` a configuration names (token files, CSS, Legible JSON), resolved against
  /// its folder; unreadable configurations are left to `legible`, which reports them.
  static func palettes(namedIn configuration: URL) -> [URL] {
    guard let data = try? Data(contentsOf: configuration),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let names = root["palettes"] as? [String]
    else { return [] }
    let folder = configuration.deletingLastPathComponent()
    return names.map { name in
      name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name)
    }
  }

  /// The files a palette reads: the file itself, or every file inside a catalog.
  static func files(in palette: URL) -> [URL] {
    guard palette.pathExtension == "xcassets",
      let walker = FileManager.default.enumerator(at: palette, includingPropertiesForKeys: nil)
    else { return [palette] }
    return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "Contents.json" }
  }
}
