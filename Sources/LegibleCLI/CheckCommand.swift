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
      --batch FILE     one pair per line ("FG BG", whitespace or comma separated); a "#"
                       followed by a space or the line's end starts a comment; LF or CRLF;
                       at most 64 MiB; - reads standard input
      --size SIZE      text size: 16 or 16px (CSS px), 17pt (Apple points: 1 pt = 1 px,
                       as iOS and macOS lay text out) or 12cssPt (CSS points: 4/3 px)
      --weight N       font weight, 100–900, or bold
      --role ROLE      text (default), large-text, ui, decorative
      --backdrop C     opaque colour beneath a translucent BACKGROUND
      --policy IDS     wcag2-aa, wcag2-aaa, apca-bronze, apple-hig (default wcag2-aa,apca-bronze)
      --format F       text (default) or json
      --output FILE    write the report to FILE
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
      let text = try BatchInput.read(batch)
      for (index, line) in BatchInput.lines(text).enumerated() {
        let content = BatchInput.stripComment(line)
        if content.allSatisfy(\.isWhitespace) { continue }
        do {
          if let problem = BatchInput.controlCharacterProblem(content) {
            throw CLIError.input(problem)
          }
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
          console.reportError("\(BatchInput.displayName(batch)):\(index + 1): \(error)")
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

    if let batch = arguments.value("--batch"), results.isEmpty && errors.isEmpty {
      // An empty batch is an error, not "all pass": a gate must not pass on no input.
      throw .input("\(BatchInput.displayName(batch)): the batch input holds no colour pairs")
    }
    let report = CheckReport(
      policies: options.policies.map(\.id), results: results, errors: errors)
    switch options.format {
    case .json:
      try options.emitJSON(report, console: console)
    case .text:
      try options.emit(
        CheckTextReport(style: options.style, isQuiet: options.isQuiet, policies: options.policies)
          .render(report), console: console)
    }
    return ExitStatus.of(report.summary, failOn: options.failOn)
  }

  /// Measures one pair and judges it under every policy.
  static func measure(
    _ foregroundText: String, _ backgroundText: String, backdrop: SRGB?, style: TextStyle,
    policies: [Policy]
  ) throws(CLIError) -> CheckReport.Result {
    let foreground = try parse(foregroundText, role: "foreground")
    let background = try parse(backgroundText, role: "background")
    let measurement: ContrastMeasurement
    do {
      measurement = try ContrastMeasurement(
        foreground: foreground.color, background: background.color, backdrop: backdrop)
    } catch {
      throw .input("\(error) (use --backdrop)")
    }
    let verdicts = policies.map { $0.evaluate(measurement, for: style) }
    let failed = verdicts.contains { $0.status == .fail }
    var suggestion: SuggestedColors?
    if failed {
      let foregroundFix = Suggestion.nearestForeground(
        foreground: foreground.color, background: measurement.background, policies: policies,
        style: style)
      let backgroundFix = Suggestion.nearestBackground(
        foreground: measurement.foreground, background: measurement.background, policies: policies,
        style: style)
      suggestion = SuggestedColors(
        foreground: foregroundFix?.hexString, background: backgroundFix?.hexString)
    }
    var notes: [String] = []
    for (role, parsed, text) in [
      ("foreground", foreground, foregroundText), ("background", background, backgroundText),
    ] where parsed.wasGamutMapped {
      notes.append(
        "\(role) \(text.trimmingCharacters(in: .whitespaces)) is outside sRGB; gamut-mapped to \(parsed.color.hexString)"
      )
    }
    if !background.color.isOpaque, let backdrop {
      notes.append(
        "background \(background.color.hexString) composited over \(backdrop.hexString) is \(measurement.background.hexString)"
      )
    }
    if !foreground.color.isOpaque {
      notes.append(
        "foreground \(foreground.color.hexString) composited over the background is \(measurement.foreground.hexString)"
      )
    }
    return CheckReport.Result(
      foreground: measurement.foreground.hexString, background: measurement.background.hexString,
      wcagRatio: measurement.wcagRatio, apcaLc: measurement.apcaLc,
      policies: verdicts.map(PolicyOutcome.init), status: failed ? .fail : .pass,
      suggestion: suggestion, line: nil, notes: notes)
  }

  static func parse(_ text: String, role: String) throws(CLIError) -> ParsedColor {
    do {
      return try ColorParser.parse(text)
    } catch {
      throw .input("\(role) colour \(error)")
    }
  }

  static func parseColor(_ text: String, role: String) throws(CLIError) -> SRGB {
    let color = try parse(text, role: role).color
    guard color.isOpaque else { throw .input("\(role) \(color.hexString) must be opaque") }
    return color
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
