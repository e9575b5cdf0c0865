import Foundation
import LegibleColor
import LegibleReporting

/// `legible check FG BG` and `legible check --batch FILE`: measure colour pairs.
enum CheckCommand {
  static let usage = """
    usage: legible check FOREGROUND BACKGROUND [options]
           legible check --batch FILE|- [options]

    Measures text colour FOREGROUND on BACKGROUND: WCAG 2.x ratio, APCA Lc, a verdict for each
    policy, and the nearest passing colours when it fails. Colours: #rgb, #rrggbb(aa), rgb(),
    hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(srgb|display-p3 …), CSS names.

    options:
      --batch FILE     one pair per line ("FG BG", whitespace or comma separated, # comments);
                       - reads standard input
      --size SIZE      text size: 16, 16px or 12pt (1 iOS point = 1 px)
      --weight N       font weight, 100–900, or bold
      --role ROLE      text (default), large-text, ui, decorative
      --backdrop C     opaque colour beneath a translucent BACKGROUND
      --policy IDS     wcag2-aa, wcag2-aaa, apca-bronze, apple-hig (default wcag2-aa,apca-bronze)
      --format F       text (default), json, sarif, junit, github, markdown
      --output FILE    write the report to FILE
      --report F=FILE  also write format F to FILE (repeatable)
      --baseline FILE  known failures: suppressed, only new ones fail
      --update-baseline  write this run's failures to the --baseline FILE
      --color WHEN     auto (default), always, never
      --quiet          text output: only failing pairs and the summary

    exit status: 0 all pass, 1 any fail, 2 usage or input error
    """

  static func run(_ rawArguments: [String], console: Console) throws(CLIError) -> ExitStatus {
    let arguments = try Arguments(
      rawArguments,
      accepting: CommonOptions.accepted + TextStyleOptions.accepted + [
        .value("--batch"), .value("--backdrop"),
      ])
    let options = try CommonOptions(arguments, console: console)
    let style = try TextStyleOptions.style(arguments)
    let backdrop = try arguments.value("--backdrop").map { text throws(CLIError) in
      try parseColor(text, role: "backdrop")
    }

    var results: [CheckReport.Result] = []
    var errors: [CheckReport.InputError] = []
    if let batch = arguments.value("--batch") {
      guard arguments.positionals.isEmpty else {
        throw .usage("give either --batch or two colours, not both")
      }
      let text = try readBatch(batch)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let content = stripComment(line)
        if content.allSatisfy(\.isWhitespace) { continue }
        do {
          let fields = try splitFields(content)
          guard fields.count == 2 else {
            throw CLIError.input("expected two colours, found \(fields.count)")
          }
          var result = try measure(
            fields[0], fields[1], backdrop: backdrop, style: style, policies: options.policies)
          result.line = index + 1
          results.append(result)
        } catch {
          errors.append(.init(line: index + 1, message: "\(error)"))
          console.reportError("\(batch == "-" ? "<stdin>" : batch):\(index + 1): \(error)")
        }
      }
    } else {
      guard arguments.positionals.count == 2 else {
        throw .usage(
          "check needs a foreground and a background colour, got \(arguments.positionals.count) argument(s)"
        )
      }
      results.append(
        try measure(
          arguments.positionals[0], arguments.positionals[1], backdrop: backdrop, style: style,
          policies: options.policies))
    }

    if arguments.value("--batch") != nil && results.isEmpty && errors.isEmpty {
      console.reportWarning("the batch input holds no colour pairs")
    }
    let report = CheckReport(
      policies: options.policies.map(\.id), results: results, errors: errors)
    let reporting = try ReportOptions(arguments)
    let batch = arguments.value("--batch")
    let findings = reporting.applyBaseline(
      FindingReport(check: report, role: style.role.rawValue, batch: batch))
    switch options.format {
    case .json:
      try options.emitJSON(report, console: console)
    case .text:
      try options.emit(
        CheckTextReport(style: options.style, isQuiet: options.isQuiet, policies: options.policies)
          .render(report), console: console)
    case let format:
      try options.emit(
        try ReportOptions.render(findings, format, console: console), console: console)
    }
    return try reporting.finish(
      findings, failOn: options.failOn, console: console,
      inputs: batch.map { [$0] } ?? [])
  }

  /// Measures one pair and judges it under every policy (``PairCheck``).
  static func measure(
    _ foregroundText: String, _ backgroundText: String, backdrop: SRGB?, style: TextStyle,
    policies: [Policy]
  ) throws(CLIError) -> CheckReport.Result {
    do {
      return try PairCheck.measure(
        foregroundText, backgroundText, backdrop: backdrop, style: style, policies: policies)
    } catch .needsBackdrop(let message) {
      throw .input("\(message) (use --backdrop)")
    } catch {
      throw .input("\(error)")
    }
  }

  static func parse(_ text: String, role: String) throws(CLIError) -> ParsedColor {
    do {
      return try PairCheck.parse(text, role: role)
    } catch {
      throw .input("\(error)")
    }
  }

  static func parseColor(_ text: String, role: String) throws(CLIError) -> SRGB {
    let color = try parse(text, role: role).color
    guard color.isOpaque else { throw .input("\(role) \(color.hexString) must be opaque") }
    return color
  }

  static func readBatch(_ path: String) throws(CLIError) -> String {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .input("\(path): no such batch file")
      }
      guard !isDirectory.boolValue else {
        throw .input("\(path): is a folder; --batch takes a file with one pair per line")
      }
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw .input("\(path): cannot read the batch file: \(error.localizedDescription)")
      }
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .input("\(path == "-" ? "<stdin>" : path): not UTF-8 text")
    }
    return text
  }

  /// The line without its `#` comment. A `#` followed by 3, 4, 6 or 8 hex digits and then a
  /// separator is a hex colour, not a comment.
  static func stripComment(_ line: Substring) -> Substring {
    var index = line.startIndex
    while let hash = line[index...].firstIndex(of: "#") {
      let token = line[line.index(after: hash)...].prefix { !$0.isWhitespace && $0 != "," }
      let isHexColor = [3, 4, 6, 8].contains(token.count) && token.allSatisfy(\.isHexDigit)
      if !isHexColor { return line[..<hash] }
      index = token.endIndex
    }
    return line
  }

  /// Splits a line into colour fields at whitespace or commas outside parentheses, so
  /// `rgb(0, 0, 0), white` is two fields.
  static func splitFields(_ line: Substring) throws(CLIError) -> [String] {
    var fields: [String] = []
    var current = ""
    var depth = 0
    for character in line {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0 && (character.isWhitespace || character == ",") {
        if !current.isEmpty { fields.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { fields.append(current) }
    return fields
  }
}
