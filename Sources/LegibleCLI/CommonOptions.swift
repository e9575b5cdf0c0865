import Foundation
import LegibleColor
import LegibleFiles
import LegiblePalettes
import LegibleReporting

/// Report formats a command can write: text and JSON in the command's own layout, the CI
/// formats from its findings.
typealias OutputFormat = ReportFormat

/// Options every command shares: output format and destination, policies, exit threshold,
/// colour, verbosity.
struct CommonOptions {
  static let accepted: [Arguments.Option] =
    [
      .value("--format"), .value("--output"), .value("--policy"), .value("--fail-on"),
      .value("--color"), .flag("--quiet"), .flag("--all"), .value("--config"),
    ] + ReportOptions.accepted

  var format: OutputFormat
  var outputPath: String?
  var policies: [Policy]
  var failOn: FailLevel
  var style: TerminalStyle
  var isQuiet: Bool
  var includesPasses: Bool

  /// Reads the options; `configuration` (the run's `legible.json`) gives the policies and the
  /// fail level when the command line does not.
  init(
    _ arguments: Arguments, console: Console, defaultPolicies: [Policy] = Policy.defaults,
    configuration: PaletteConfiguration? = nil
  ) throws(CLIError) {
    let formatName = arguments.value("--format") ?? "text"
    guard let format = OutputFormat(rawValue: formatName) else {
      throw .usage(
        "--format takes \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(formatName)'"
      )
    }
    self.format = format
    outputPath = arguments.value("--output")
    // Refuse a folder, a block device or a read-only file before any work is done; the check
    // runs again, against the run's inputs, when the report is written.
    if let outputPath, OutputFile.descriptorNumber(of: outputPath) == nil {
      do {
        _ = try OutputFile(path: outputPath)
      } catch {
        throw .input("\(outputPath): cannot write the report: \(error.reason)")
      }
    }
    policies = try Self.policies(
      arguments.values("--policy"), default: configuration?.policies ?? defaultPolicies)
    let configuredFailOn = configuration?.failOn.map { $0 == .fail ? "fail" : "review" }
    let failOnName = arguments.value("--fail-on") ?? configuredFailOn ?? "fail"
    guard let failOn = FailLevel(rawValue: failOnName) else {
      throw .usage("--fail-on takes fail or review, not '\(failOnName)'")
    }
    self.failOn = failOn
    // Files and pipes get plain text unless colour is forced.
    let writesToFile = outputPath != nil
    var styleConsole = console
    if writesToFile { styleConsole.outputIsTerminal = false }
    style = try TerminalStyle(choice: arguments.value("--color"), console: styleConsole)
    isQuiet = arguments.has("--quiet")
    includesPasses = arguments.has("--all")
  }

  /// The text reporter for these options: `--quiet` lists findings only, `--all` adds passes,
  /// and severities are coloured as `--color` decides.
  var textReporter: TextReporter {
    let style = style
    return TextReporter(isQuiet: isQuiet, includesPasses: includesPasses) { text, status in
      switch status {
      case .fail: style.emphasis(text, .bad)
      case .warning, .review: style.emphasis(text, .caution)
      case .pass: style.emphasis(text, .good)
      }
    }
  }

  /// Parses `--policy a,b --policy c`; unknown ids are usage errors that list the known ones.
  static func policies(_ values: [String], default defaults: [Policy]) throws(CLIError) -> [Policy]
  {
    let ids = values.flatMap { $0.split(separator: ",") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    guard !ids.isEmpty else { return defaults }
    var policies: [Policy] = []
    for id in ids {
      guard let policy = Policy.named(id) else {
        throw .usage(
          "unknown policy '\(id)'; known: \(Policy.all.map(\.id).joined(separator: ", "))")
      }
      if !policies.contains(policy) { policies.append(policy) }
    }
    return policies
  }

  /// Writes `report` as JSON (``JSONOutput``) to `--output` or standard output.
  func emitJSON<T: Encodable>(_ report: T, console: Console, inputs: [String] = [])
    throws(CLIError)
  {
    try emitJSON(console: console, inputs: inputs) { try JSONOutput.string(report) }
  }

  /// Writes JSON made by `encode` to `--output` or standard output; an encoding failure is an
  /// input error.
  func emitJSON(console: Console, inputs: [String] = [], _ encode: () throws -> String)
    throws(CLIError)
  {
    let text: String
    do {
      text = try encode()
    } catch {
      throw .input("cannot encode the report: \(error)")
    }
    try emit(text, console: console, inputs: inputs)
  }

  /// Writes the report `produce` writes to `--output` or standard output as it is made, so a
  /// large report is never held whole (``emit(_:console:inputs:)`` says where it goes); a
  /// failure to make it is an input error.
  func emit(
    console: Console, inputs: [String] = [], _ produce: (inout ReportStream) throws -> Void
  ) throws(CLIError) {
    let descriptor = outputPath.map(OutputFile.descriptorNumber(of:)) ?? 1
    guard let outputPath, descriptor != 1, descriptor != 2 else {
      let destination: @Sendable (String) -> Void =
        descriptor == 2 ? console.error : console.output
      var stream = ReportStream(destination)
      do {
        try produce(&stream)
      } catch {
        // Blocks already passed on stay written (a stream cannot take them back); the rest
        // of a report that could not be made is dropped.
        throw .input("cannot encode the report: \(error)")
      }
      stream.flush()
      return
    }
    try ReportFile.write(to: outputPath, inputs: inputs, produce)
  }

  /// Writes the report to `--output` or to standard output.
  ///
  /// `--output` goes through ``OutputFile``: a regular file is replaced atomically, `/dev/null`
  /// or a pipe is written to, `/dev/stdout` and `/dev/stderr` are the console's streams, and a
  /// folder or one of `inputs` (the files the run read) is refused.
  func emit(_ text: String, console: Console, inputs: [String] = []) throws(CLIError) {
    guard let outputPath else {
      console.output(text)
      return
    }
    switch OutputFile.descriptorNumber(of: outputPath) {
    case 1:
      console.output(text)
      return
    case 2:
      console.error(text)
      return
    default:
      break
    }
    do {
      let protected = Set(inputs.compactMap(FileIdentity.init(path:)))
      try OutputFile(path: outputPath, protecting: protected).write(Array(text.utf8))
    } catch {
      throw .input("\(outputPath): cannot write the report: \(error.reason)")
    }
  }
}

/// `--size`, `--weight` and `--role`: what the foreground draws.
enum TextStyleOptions {
  static let accepted: [Arguments.Option] = [
    .value("--size"), .value("--weight"), .value("--role"),
  ]

  static func style(_ arguments: Arguments) throws(CLIError) -> TextStyle {
    var style = TextStyle()
    if let role = arguments.value("--role") {
      guard let value = TextStyle.Role(rawValue: role.lowercased()) else {
        throw .usage(
          "--role takes \(TextStyle.Role.allCases.map(\.rawValue).joined(separator: ", ")), not '\(role)'"
        )
      }
      style.role = value
    }
    if let size = arguments.value("--size") {
      style.size = try parseSize(size)
    }
    if let weight = arguments.value("--weight") {
      style.weight = try parseWeight(weight)
    }
    return style
  }

  /// `16`, `16px` (CSS px), `17pt` (Apple points, which iOS and macOS lay text out in: one
  /// point is one CSS px) or `12cssPt` (CSS points, 1/72 in = 4/3 px by CSS Values 4).
  static func parseSize(_ text: String) throws(CLIError) -> Double {
    let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
    var number = Substring(lower)
    var scale = 1.0
    if lower.hasSuffix("csspt") {
      number = number.dropLast(5)
      scale = TextStyle.pixelsPerPoint
    } else if lower.hasSuffix("px") || lower.hasSuffix("pt") {
      number = number.dropLast(2)
    }
    guard let value = Double(number), value.isFinite, value > 0, value < 10_000 else {
      throw .usage(
        "--size takes a size such as 16 or 16px (CSS px), 17pt (Apple points, 1 pt = 1 px) "
          + "or 12cssPt (CSS points, 4/3 px), not '\(text)'")
    }
    return value * scale
  }

  /// `400`, `700`, `bold`, `normal` or `regular` (CSS font-weight: 1 to 1000).
  static func parseWeight(_ text: String) throws(CLIError) -> Int {
    switch text.lowercased() {
    case "bold": return 700
    case "normal", "regular": return 400
    default:
      guard let value = Int(text), (1...1000).contains(value) else {
        throw .usage(
          "--weight takes a whole number from 1 to 1000 (400 normal, 700 bold), bold, normal or "
            + "regular, not '\(text)'")
      }
      return value
    }
  }
}

/// `--gamut wide|srgb`: how colours outside sRGB are measured.
enum GamutOption {
  static func parse(_ arguments: Arguments) throws(CLIError) -> Gamut {
    guard let text = arguments.value("--gamut") else { return .wide }
    guard let gamut = Gamut(rawValue: text.lowercased()) else {
      throw .usage(
        "--gamut takes \(Gamut.allCases.map(\.rawValue).joined(separator: " or ")), not '\(text)'")
    }
    return gamut
  }
}
