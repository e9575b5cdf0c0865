import LegibleColor

/// The result of `legible check`: one entry per pair, in input order, plus unreadable lines.
///
/// JSON: `{"tool", "policies", "results": [{"foreground", "background", "wcagRatio", "apcaLc",
/// "policies": [{"id", "required", "status", "value", "reason"}], "status", "suggestion",
/// "line"}], "errors": [{"line", "message"}], "summary"}`.
public struct CheckReport: Sendable, Encodable {
  /// One measured pair.
  public struct Result: Sendable, Encodable {
    /// The foreground as compared: `#rrggbb` (`#rrggbbaa` when translucent), or
    /// `color(display-p3 …)` for a colour outside sRGB measured as a wide-gamut display shows
    /// it (``LegibleColor/SRGB/notation``).
    public var foreground: String
    /// The background as given.
    public var background: String
    /// The WCAG 2.x ratio, unrounded.
    public var wcagRatio: Double
    /// The signed APCA Lc, unrounded.
    public var apcaLc: Double
    /// Each policy's verdict, in the order requested.
    public var policies: [PolicyOutcome]
    /// `fail` if any policy fails, else `pass`.
    public var status: Finding.Status
    /// The nearest passing colours when the pair fails, else `nil`.
    @ExplicitNull public var suggestion: SuggestedColors?
    /// The 1-based line in a batch file, else `nil`.
    @ExplicitNull public var line: Int?
    /// Remarks about the input, such as a colour that was gamut-mapped into sRGB.
    public var notes: [String]

    /// Creates a result.
    public init(
      foreground: String, background: String, wcagRatio: Double, apcaLc: Double,
      policies: [PolicyOutcome], status: Finding.Status, suggestion: SuggestedColors?, line: Int?,
      notes: [String]
    ) {
      self.foreground = foreground
      self.background = background
      self.wcagRatio = wcagRatio
      self.apcaLc = apcaLc
      self.policies = policies
      self.status = status
      self.suggestion = suggestion
      self.line = line
      self.notes = notes
    }

  }

  /// A batch line that could not be read.
  public struct InputError: Sendable, Encodable {
    /// The 1-based line number.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// Creates an input error.
    public init(line: Int, message: String) {
      self.line = line
      self.message = message
    }
  }

  /// The tool that made the report.
  public var tool = ToolInfo.current
  /// The ids of the policies applied.
  public var policies: [String]
  /// Measured pairs, in input order.
  public var results: [Result]
  /// Unreadable batch lines, in input order.
  public var errors: [InputError]
  /// Counts.
  public var summary: Summary

  /// Creates a report and its summary.
  public init(policies: [String], results: [Result], errors: [InputError]) {
    self.policies = policies
    self.results = results
    self.errors = errors
    var summary = Summary(errors: errors.count)
    for result in results {
      summary.count(result.status)
    }
    self.summary = summary
  }
}

/// One policy's verdict in a report.
public struct PolicyOutcome: Sendable, Encodable {
  /// The policy id.
  public var id: String
  /// The required value, or `nil` when the content is exempt.
  @ExplicitNull public var required: Double?
  /// `pass`, `fail` or `exempt`.
  public var status: String
  /// The value compared: the ratio, or |Lc| for APCA.
  public var value: Double
  /// Why this requirement applies (`text`, `large text`, `non-text (1.4.11)`, …).
  @ExplicitNull public var reason: String?

  /// Creates an outcome from a verdict.
  public init(_ verdict: Verdict) {
    id = verdict.policy
    required = verdict.requirement?.minimum
    status = verdict.status.rawValue
    value = verdict.value
    reason = verdict.requirement?.reason
  }

}

/// The nearest passing colours for a failing pair: change the foreground, or the background.
public struct SuggestedColors: Sendable, Hashable, Encodable {
  /// A passing foreground nearest in lightness, or `nil` if none passes.
  @ExplicitNull public var foreground: String?
  /// A passing background nearest in lightness, or `nil` if none passes.
  @ExplicitNull public var background: String?

  /// Creates a suggestion.
  public init(foreground: String?, background: String?) {
    self.foreground = foreground
    self.background = background
  }

}
