import Foundation
import LegibleColor
import LegiblePalettes
import LegibleReporting

/// `legible audit --format diagnostics`: one compiler-style line per finding,
/// `path:line:column: warning: message [rule-id]`, the form `swift build`, Xcode and editors
/// show at the file and line. Used by the build-tool plugin.
///
/// Every failure and warning is a `warning:` unless a fail level is set — `--fail-on`, or
/// `"failOn"` in the palette's `legible.json` or the project's (found by walking up from the
/// working directory, or `--config`) — in which case results at or above it are
/// `error:` lines and the run exits 1, failing the build. Palettes that cannot be read are
/// `error:` lines at their file (exit 2). Nothing else is printed on standard output.
enum AuditDiagnostics {
  /// The `--format` value that selects these lines.
  static let formatName = "diagnostics"

  /// Runs the audit and prints diagnostics when `--format diagnostics` is given; `nil` otherwise.
  static func runIfRequested(_ rawArguments: [String], console: Console) throws(CLIError)
    -> ExitStatus?
  {
    let arguments = try Arguments(rawArguments, accepting: AuditCommand.accepted)
    guard arguments.value("--format") == formatName else { return nil }
    // The project's `legible.json` (walked up to, or `--config`) gives the policies and the
    // fail level, as for every other format; without paths, its palettes are audited.
    let configuration = try ConfigurationFile.load(arguments)
    let paths = ConfigurationFile.palettePaths(arguments, configuration: configuration)
    guard !paths.isEmpty else {
      throw .usage("audit needs at least one palette path (or \"palettes\" in legible.json)")
    }
    // The shared options know the report formats only; they read the rest of the line as text.
    let common = try CommonOptions(
      Arguments(asText(rawArguments), accepting: AuditCommand.accepted), console: console,
      configuration: configuration)
    // Unreadable palettes are printed as diagnostics below, not also as `legible: error:`.
    var quiet = console
    quiet.error = { message in
      if !message.hasPrefix("legible: error:") { console.error(message) }
    }
    var audit = try PaletteAudit(arguments: arguments, common: common)
    let audited = audit.run(paths: paths, console: quiet).palettes
    // `--fail-on` over the palette's own `legible.json` over the project's.
    let explicitLevel: PaletteAuditResult.Status? =
      arguments.value("--fail-on") == nil ? nil : (common.failOn == .fail ? .fail : .warning)
    let projectLevel = configuration?.failOn

    var renderer = Renderer()
    var configurations = audit.loaded.map(\.configuration).makeIterator()
    for entry in audited {
      if let error = entry.error {
        renderer.append(error: error)
        continue
      }
      // `loaded` holds one entry per palette audited without an error, in the same order.
      let level = explicitLevel ?? configurations.next()?.failOn ?? projectLevel
      for result in entry.results where result.status != .pass {
        renderer.append(result, isError: level.map { result.status <= $0 } ?? false)
      }
      for finding in entry.distinct {
        renderer.append(finding, path: entry.path, isError: level != nil)
      }
    }
    if !renderer.lines.isEmpty {
      console.output(renderer.lines.joined(separator: "\n") + "\n")
    }
    if renderer.hasInputErrors { return .error }
    return renderer.hasErrors ? .findings : .clean
  }

  /// `rawArguments` with the diagnostics format replaced by `text`.
  private static func asText(_ rawArguments: [String]) -> [String] {
    var result: [String] = []
    var previous = ""
    for argument in rawArguments {
      if argument == "--format=\(formatName)" {
        result.append("--format=text")
      } else if previous == "--format" && argument == formatName {
        result.append("text")
      } else {
        result.append(argument)
      }
      previous = argument
    }
    return result
  }

  /// Collects diagnostic lines, reading each file once to find the columns.
  struct Renderer {
    private(set) var lines: [String] = []
    private(set) var hasErrors = false
    private(set) var hasInputErrors = false
    private var fileLines: [String: [Substring]] = [:]

    /// Adds a failing or warning result at the foreground value's declaration.
    mutating func append(_ result: PaletteAuditResult, isError: Bool) {
      hasErrors = hasErrors || isError
      var message =
        "\(result.foreground) on \(result.background) (\(result.variant.shortLabel)): "
        + result.rule
      if let suggestion = result.suggestion { message += "; try \(suggestion)" }
      if let fallback = result.fallback { message += " (\(fallback))" }
      lines.append(
        "\(position(result.location)): \(isError ? "error" : "warning"): \(message) "
          + "[\(result.ruleID)]")
    }

    /// Adds two colours of a distinctness group that collide (rule `cvd-distinct`), at the first
    /// colour's declaration.
    mutating func append(_ finding: DistinctnessFinding, path: String, isError: Bool) {
      hasErrors = hasErrors || isError
      let place = finding.location.map { position($0) } ?? path
      lines.append(
        "\(place): \(isError ? "error" : "warning"): \(finding.first) and \(finding.second) "
          + "(\(finding.variant.shortLabel)) look alike with \(finding.deficiency.rawValue): "
          + "Oklab ΔE \(NumberFormatting.fixed(finding.deltaE, decimals: 3)) < "
          + "\(NumberFormatting.fixed(finding.threshold, decimals: 3)) "
          + "[\(DistinctnessCheck.ruleID)]")
    }

    /// Adds a palette that could not be read: its message starts with the file (and line).
    mutating func append(error message: String) {
      hasInputErrors = true
      guard let separator = message.range(of: ": ") else {
        lines.append("legible: error: \(message)")
        return
      }
      lines.append(
        "\(message[..<separator.lowerBound]): error: \(message[separator.upperBound...])")
    }

    /// `file:line:column`, the column being where the line's text starts; `file` alone when the
    /// line is not known.
    mutating func position(_ location: SourceLocation) -> String {
      guard let line = location.line else { return location.file }
      return "\(location.file):\(line):\(column(ofLine: line, in: location.file))"
    }

    /// The 1-based column of the first character that is not a space or tab on `line`.
    mutating func column(ofLine line: Int, in file: String) -> Int {
      if fileLines[file] == nil {
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        fileLines[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
      }
      guard let lines = fileLines[file], line >= 1, line <= lines.count else { return 1 }
      let indent = lines[line - 1].prefix { $0 == " " || $0 == "\t" }
      return indent.count + 1
    }
  }
}
