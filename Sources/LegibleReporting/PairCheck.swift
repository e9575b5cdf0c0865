import Foundation
import LegibleColor

/// What `legible check` does for one pair, as a library call: parse both colours, composite,
/// measure, judge under every policy, suggest the nearest passing colours when one fails.
public enum PairCheck {
  /// Measures `foregroundText` on `backgroundText` (CSS colour syntax) for content of `style`.
  ///
  /// ```swift
  /// let result = try PairCheck.measure("#777", "white", policies: [.wcag2AA])
  /// // result.wcagRatio ≈ 4.48, result.status == .fail, result.suggestion?.foreground == "#767676"
  /// ```
  /// A colour outside sRGB (`color(display-p3 …)`, a wide `oklch()`) is measured at its true
  /// luminance, as a wide-gamut display shows it and as `audit` measures palette colours, and
  /// printed in a notation that gives that value back (``SRGB/notation``); with `gamut: .srgb`
  /// it is gamut-mapped into sRGB first (CSS Color 4), as an sRGB display shows it.
  ///
  /// - Parameter backdrop: the opaque colour beneath a translucent background.
  /// - Throws: ``PairCheckError`` when a colour cannot be read or a translucent background has no
  ///   backdrop.
  public static func measure(
    _ foregroundText: String, _ backgroundText: String, backdrop: SRGB? = nil,
    style: TextStyle = TextStyle(), policies: [Policy] = Policy.defaults, gamut: Gamut = .wide
  ) throws(PairCheckError) -> CheckReport.Result {
    let foreground = try parse(foregroundText, role: "foreground")
    let background = try parse(backgroundText, role: "background")
    func measured(_ parsed: ParsedColor) -> SRGB {
      parsed.wasGamutMapped && gamut == .wide ? parsed.unmapped : parsed.color
    }
    let measurement: ContrastMeasurement
    do {
      measurement = try ContrastMeasurement(
        foreground: measured(foreground), background: measured(background), backdrop: backdrop)
    } catch {
      throw .needsBackdrop("\(error)")
    }
    let verdicts = policies.map { $0.evaluate(measurement, for: style) }
    let failed = verdicts.contains { $0.status == .fail }
    var suggestion: SuggestedColors?
    if failed {
      let foregroundFix = Suggestion.nearestForeground(
        foreground: measured(foreground), background: measurement.background, policies: policies,
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
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      switch gamut {
      case .wide:
        notes.append(
          "\(role) \(trimmed) is outside sRGB: measured as a wide-gamut display shows it, "
            + "\(parsed.unmapped.notation) (an sRGB display shows \(parsed.color.hexString); "
            + "--gamut srgb measures that)")
      case .srgb:
        notes.append(
          "\(role) \(trimmed) is outside sRGB; gamut-mapped to \(parsed.color.hexString)")
      }
    }
    if !measured(background).isOpaque, let backdrop {
      notes.append(
        "background \(measured(background).notation) composited over \(backdrop.hexString) is "
          + measurement.background.notation)
    }
    if !measured(foreground).isOpaque {
      notes.append(
        "foreground \(measured(foreground).notation) composited over the background is "
          + measurement.foreground.notation)
    }
    return CheckReport.Result(
      foreground: measurement.foreground.notation, background: measurement.background.notation,
      wcagRatio: measurement.wcagRatio, apcaLc: measurement.apcaLc,
      policies: verdicts.map(PolicyOutcome.init), status: failed ? .fail : .pass,
      suggestion: suggestion, line: nil, notes: notes)
  }

  /// Parses one colour, naming its role in the error.
  public static func parse(_ text: String, role: String) throws(PairCheckError) -> ParsedColor {
    do {
      return try ColorParser.parse(text)
    } catch {
      // The message quotes the input: at most 80 characters of it, so a runaway line is not
      // echoed whole (the README's "Limits").
      var message = "\(error)"
      if text.count > 80 {
        message = message.replacingOccurrences(
          of: error.input, with: text.prefix(39) + "…" + text.suffix(39))
      }
      throw .unreadableColor("\(role) colour \(message)")
    }
  }
}

/// Why a pair could not be measured.
public enum PairCheckError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A colour's text is not a colour; the message names the role and what is wrong.
  case unreadableColor(String)
  /// The background is translucent and there is no backdrop to composite it onto.
  case needsBackdrop(String)

  public var description: String {
    switch self {
    case .unreadableColor(let message): message
    case .needsBackdrop(let message): message
    }
  }
}
