/// Why ``ColorParser`` could not read a colour.
///
/// Every case carries the whole input as given and, where a position helps, a 1-based column
/// counted in characters (grapheme clusters) of that input, leading whitespace included.
/// ``description`` names the input in quotes, e.g. `"rgb(300 0 0" — missing ")" at column 12`.
public enum ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The input is empty or only whitespace.
  case empty(input: String)
  /// A bare word that is neither a CSS named colour nor 6 or 8 hex digits.
  case unknownColorName(input: String, name: String, column: Int)
  /// `#` followed by a number of hex digits other than 3, 4, 6 or 8.
  case invalidHexLength(input: String, digitCount: Int, column: Int)
  /// `#` followed by something that is not a hex digit; `column` is that character's.
  case invalidHexDigit(input: String, character: String, column: Int)
  /// `name(…)` where `name` is not a supported colour function (`rgb`, `hsl`, `lab`, …).
  case unknownFunction(input: String, name: String, column: Int)
  /// `color(name …)` where `name` is not a supported colour space.
  case unknownColorSpace(input: String, name: String, column: Int)
  /// The argument list never closes; `column` is where the `)` should go.
  case missingClosingParenthesis(input: String, column: Int)
  /// Something that does not belong, such as text after the closing `)` or a second `/`.
  case unexpectedText(input: String, text: String, column: Int)
  /// Too few or too many colour values (alpha not counted when written after `/`).
  ///
  /// When too few, `column` is where the next value should go; when too many, the first extra one.
  case wrongArgumentCount(input: String, function: String, expected: Int, found: Int, column: Int)
  /// A value that is not of the kind its position accepts, such as `3px` or `red` in `rgb()`.
  case invalidValue(input: String, value: String, expected: ExpectedValue, column: Int)
  /// A value is missing: `rgb(1, , 3)`, `rgb(1, 2, 3,)`, `rgb(1 2 3 /)`.
  case missingValue(input: String, column: Int)
  /// A legacy comma-separated list with a value separated by only a space, or with a `/`.
  case mixedSeparators(input: String, column: Int)
  /// Commas in a function that only has the space-separated syntax (all but `rgb()`/`hsl()`).
  case commasNotAllowed(input: String, function: String, column: Int)

  /// What a position in an argument list accepts, for ``invalidValue(input:value:expected:column:)``.
  public enum ExpectedValue: String, Sendable, Hashable {
    /// A number, a percentage or `none`.
    case numberOrPercentage = "a number, percentage or none"
    /// A hue: a number of degrees, an angle (`deg`, `rad`, `grad`, `turn`) or `none`.
    case hue = "a hue (a number, an angle in deg, rad, grad or turn, or none)"
    /// A `color()` colour space name.
    case colorSpace = "a colour space such as srgb or display-p3"
    /// In the legacy comma syntax of `rgb()`, a number like the first channel: that syntax takes
    /// all numbers or all percentages (CSS Color 4 §5.1, `<legacy-rgb-syntax>`).
    case legacyNumber = "a number: the comma syntax takes all numbers or all percentages"
    /// In the legacy comma syntax of `rgb()`, a percentage like the first channel (CSS Color 4
    /// §5.1, `<legacy-rgb-syntax>`).
    case legacyPercentage = "a percentage: the comma syntax takes all numbers or all percentages"
    /// In the legacy comma syntax of `hsl()`, saturation and lightness are percentages (CSS
    /// Color 4 §7.1, `<legacy-hsl-syntax>`).
    case legacyHSLPercentage =
      "a percentage: the comma syntax of hsl() takes percentages for saturation and lightness"
    /// In the legacy comma syntax, `none` is not a value (CSS Color 4 §5.1, §7.1).
    case legacyValue = "a number or percentage: the comma syntax does not take none"
    /// A number within ±``ColorParser/maximumMagnitude`` (outside the sRGB syntaxes, whose
    /// channels are clamped, larger values are refused rather than measured).
    case withinRange = "a number from -1000000 to 1000000"
    /// In the legacy comma syntax, a hue is a number or an angle, not `none` (CSS Color 4 §7.1).
    case legacyHue = "a hue (a number or an angle): the comma syntax does not take none"
  }

  /// The text that failed to parse, exactly as given.
  public var input: String {
    switch self {
    case .empty(let input), .unknownColorName(let input, _, _),
      .invalidHexLength(let input, _, _), .invalidHexDigit(let input, _, _),
      .unknownFunction(let input, _, _), .unknownColorSpace(let input, _, _),
      .missingClosingParenthesis(let input, _), .unexpectedText(let input, _, _),
      .wrongArgumentCount(let input, _, _, _, _), .invalidValue(let input, _, _, _),
      .missingValue(let input, _), .mixedSeparators(let input, _),
      .commasNotAllowed(let input, _, _):
      return input
    }
  }

  /// The 1-based column, in characters of ``input``, that the error points at (`1` for empty
  /// input).
  public var column: Int {
    switch self {
    case .empty: return 1
    case .unknownColorName(_, _, let column), .invalidHexLength(_, _, let column),
      .invalidHexDigit(_, _, let column), .unknownFunction(_, _, let column),
      .unknownColorSpace(_, _, let column), .missingClosingParenthesis(_, let column),
      .unexpectedText(_, _, let column), .wrongArgumentCount(_, _, _, _, let column),
      .invalidValue(_, _, _, let column), .missingValue(_, let column),
      .mixedSeparators(_, let column), .commasNotAllowed(_, _, let column):
      return column
    }
  }

  /// A one-line message that quotes the input, e.g. `"banana" — unknown colour name`.
  public var description: String {
    let quoted = "\"" + Self.displayed(input) + "\" — "
    switch self {
    case .empty:
      return quoted + "empty input: expected a colour such as #1e90ff, rgb(…) or a name"
    case .unknownColorName(_, let name, _):
      var text = quoted + "unknown colour name"
      if name.count == 3 || name.count == 4, name.allSatisfy(\.isHexDigit) {
        text += " (hex colours start with \"#\": did you mean \"#\(name)\"?)"
      }
      return text
    case .invalidHexLength(_, let count, _):
      return quoted + "a hex colour needs 3, 4, 6 or 8 digits, found \(count)"
    case .invalidHexDigit(_, let character, let column):
      return quoted + "\"\(Self.displayed(character))\" is not a hex digit at column \(column)"
    case .unknownFunction(_, let name, let column):
      return quoted + "unknown colour function \"\(name)()\" at column \(column)"
    case .unknownColorSpace(_, let name, let column):
      return quoted + "unknown color() space \"\(name)\" at column \(column)"
    case .missingClosingParenthesis(_, let column):
      return quoted + "missing \")\" at column \(column)"
    case .unexpectedText(_, let text, let column):
      return quoted + "unexpected \"\(Self.displayed(text))\" at column \(column)"
    case .wrongArgumentCount(_, let function, let expected, let found, let column):
      return quoted
        + "\(function)() needs \(expected) values but found \(found) at column \(column)"
    case .invalidValue(_, let value, let expected, let column):
      return quoted
        + "bad value \"\(Self.displayed(value))\" at column \(column): expected \(expected.rawValue)"
    case .missingValue(_, let column):
      return quoted + "missing value at column \(column)"
    case .mixedSeparators(_, let column):
      return quoted + "mixes commas with spaces or \"/\" at column \(column)"
    case .commasNotAllowed(_, let function, let column):
      return quoted
        + "\(function)() takes space-separated values, not commas, at column \(column)"
    }
  }

  /// The text with tabs and line breaks shown as spaces, so columns still line up on one line.
  private static func displayed(_ text: String) -> String {
    String(text.map { $0.isWhitespace ? " " : $0 })
  }
}
