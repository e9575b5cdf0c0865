import Foundation
import LegibleFiles
import LegiblePalettes

/// `legible init [DIR]`: writes a starter `legible.json` for the project in DIR.
enum InitCommand {
  static let usage = """
    usage: legible init [DIR] [options]

    Writes DIR/legible.json (DIR: the working directory) naming the palettes found in the
    project — asset catalogs with colours, *.resolver.json and *.tokens.json design tokens, CSS
    with custom properties — and folders of screenshots (named *screenshot* or *snapshot*),
    with the default policies. An existing legible.json is never replaced.

    options:
      --output FILE   write the configuration to FILE instead (never over an existing file)

    exit status: 0 written, 2 the file exists or cannot be written
    """

  static func run(_ rawArguments: [String], console: Console) throws(CLIError) -> ExitStatus {
    let arguments = try Arguments(rawArguments, accepting: [.value("--output")])
    guard arguments.positionals.count <= 1 else {
      throw .usage("init takes at most one folder, got \(arguments.positionals.count)")
    }
    let directory = arguments.positionals.first ?? "."
    guard let status = FileStatus(path: directory), status.kind == .directory else {
      throw .input("\(directory): not a folder")
    }
    let destination =
      arguments.value("--output")
      ?? (directory == "."
        ? PaletteConfiguration.fileName
        : URL(fileURLWithPath: directory).appendingPathComponent(PaletteConfiguration.fileName)
          .relativePath)
    let starter = StarterConfiguration.survey(directory)
    do {
      try OutputFile(path: destination, replacesExisting: false).write(
        Array(starter.jsonText.utf8))
    } catch {
      throw .input("\(error.path): cannot write the configuration: \(error.reason)")
    }
    var summary = "legible: wrote \(destination)"
    summary +=
      " (\(starter.palettes.count) palette\(starter.palettes.count == 1 ? "" : "s"), "
      + "\(starter.screenshots.count) screenshot folder\(starter.screenshots.count == 1 ? "" : "s"))"
    console.output(summary + "\n")
    return .clean
  }
}
