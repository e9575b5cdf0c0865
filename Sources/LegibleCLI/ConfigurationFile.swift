import Foundation
import LegiblePalettes

/// The `legible.json` that applies to a run: `--config FILE`, else the nearest one found by
/// walking up from the working directory. Its settings are defaults the command line overrides.
enum ConfigurationFile {
  /// The configuration for `arguments`, or `nil` when there is none; one that cannot be read
  /// (unknown key, wrong type) is an input error naming the file, line and key.
  static func load(_ arguments: Arguments) throws(CLIError) -> PaletteConfiguration? {
    guard let path = arguments.value("--config") ?? discover() else { return nil }
    do {
      return try PaletteConfiguration.load(path: path)
    } catch {
      throw .input("\(error)")
    }
  }

  /// The palette paths of a palette command: those given, else the configuration file itself
  /// when it lists `"palettes"` (its loader reads them), else none.
  static func palettePaths(_ arguments: Arguments, configuration: PaletteConfiguration?)
    -> [String]
  {
    guard arguments.positionals.isEmpty else { return arguments.positionals }
    guard let configuration, !configuration.palettes.isEmpty, let path = configuration.path else {
      return []
    }
    return [path]
  }

  /// The nearest `legible.json` above the working directory: a relative path when it is in
  /// the working directory itself.
  static func discover() -> String? {
    let cwd = FileManager.default.currentDirectoryPath
    guard let found = PaletteConfiguration.discover(from: cwd) else { return nil }
    let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
    return found.hasPrefix(prefix) ? String(found.dropFirst(prefix.count)) : found
  }
}
