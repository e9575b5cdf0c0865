/// Reads colours written the way CSS writes them.
///
/// Accepted, case-insensitively and with any whitespace around and between the parts:
///
/// - `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; also bare `rrggbb` and `rrggbbaa` without `#`
///   (6 or 8 digits only: a 3- or 4-digit bare word such as `add` or `bead` reads more like a
///   typo'd name than a colour, so it is rejected as an unknown name with a hint).
/// - The 148 CSS named colours and `transparent` (CSS Color 4 §6.1, §6.2).
/// - `rgb()`/`rgba()` and `hsl()`/`hsla()` in the legacy comma syntax and the modern space syntax;
///   `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`, and `color()` with `srgb`, `srgb-linear`,
///   `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020`, `xyz`/`xyz-d65` and `xyz-d50`.
///   Alpha is `/ a` in the space syntax or the fourth value in the comma syntax, a number or a
///   percentage, clamped to `0...1`. `none` reads as `0` anywhere a value goes. Hues are a number of
///   degrees or an angle in `deg`, `rad`, `grad` or `turn`.
///
/// Values follow CSS Color 4, including the reference ranges that percentages scale: `rgb()` 100% is
/// 255; `lab()` L 100% is 100 and a/b 100% is 125; `lch()` C 100% is 150; `oklab()` L 100% is 1 and
/// a/b 100% is 0.4; `oklch()` C 100% is 0.4; `color()` 100% is 1. Parse-time clamping is CSS's too:
/// `lab`/`lch`/`oklab`/`oklch` lightness to its range, chroma and `hsl()` saturation to at least 0.
///
/// Out-of-range results are handled two ways:
/// - `rgb()`, `hsl()` and `hwb()` are sRGB syntaxes whose channels CSS clamps (`rgb(300 0 0)` is
///   red); ``ParsedColor/color`` is the clamped colour and ``ParsedColor/wasGamutMapped`` is `false`.
/// - Every other function can name colours outside sRGB (`color(display-p3 1 0 0)`,
///   `oklch(0.7 0.4 30)`, `color(srgb 1.2 0 0)`); those are gamut-mapped with
///   `GamutMapping.mapToSRGB` (CSS Color 4 §13.2, OKLCH chroma reduction) and flagged.
///
/// Numbers beyond ±1,000,000 (``maximumMagnitude``, far beyond any colour) are clamped to it in
/// the sRGB syntaxes `rgb()`, `hsl()` and `hwb()`, whose channels CSS clamps anyway, and refused
/// with an error in every other function, whose values are measured as given: a Display P3
/// component of `1e300` is an error, never a colour.
///
/// Not supported: `calc()` and other nested functions, relative colour syntax (`from`),
/// `currentcolor` and system colours, CSS comments and escapes.
///
/// The legacy comma syntax is read to the letter of CSS Color 4 (§5.1 `<legacy-rgb-syntax>`,
/// §7.1 `<legacy-hsl-syntax>`): `rgb()` takes all numbers or all percentages
/// (`rgb(10%, 20, 30%)` is invalid), `hsl()` takes percentages for saturation and lightness,
/// `none` is not accepted, and alpha is a number or a percentage.
public enum ColorParser {
  /// The largest magnitude a colour value may have: 1,000,000, far beyond any colour, and small
  /// enough that the cubes and powers of the conversions (at most `x^3` and `x^2.4`) stay
  /// finite, so no channel becomes infinite or NaN. Palette loaders refuse components beyond it.
  public static let maximumMagnitude = 1e6

  /// Whether `name` is a CSS named colour or `transparent` (CSS Color 4 §6.1), ignoring case.
  public static func isNamedColor(_ name: String) -> Bool {
    NamedColors.color(named: name.lowercased()) != nil
  }

  /// Parses one colour; see ``ColorParser`` for the syntax.
  ///
  /// - Throws: ``ColorParseError`` naming the input and, where it helps, the column at fault.
  public static func parse(_ text: String) throws(ColorParseError) -> ParsedColor {
    try Parser(text).parse()
  }
}

extension SRGB {
  /// Parses a CSS colour (see ``ColorParser``) and returns it mapped into the sRGB gamut.
  ///
  /// - Throws: ``ColorParseError`` naming the input and, where it helps, the column at fault.
  public init(parsing text: String) throws(ColorParseError) {
    self = try ColorParser.parse(text).color
  }
}

// MARK: - Implementation

/// The colour functions ``ColorParser`` knows.
private enum ColorFunction: String {
  case rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color

  /// Whether CSS allows the legacy comma-separated syntax.
  var allowsCommas: Bool { self == .rgb || self == .rgba || self == .hsl || self == .hsla }

  /// Whether the function is an sRGB syntax whose channels CSS clamps.
  var isSRGBSyntax: Bool { allowsCommas || self == .hwb }
}

/// The colour spaces `color()` knows, by CSS identifier.
/// One piece of an argument list.
private struct Token {
  enum Kind { case word, comma, slash }
  var kind: Kind
  /// The text with ASCII letters lowercased.
  var text: String
  /// The text as written, for error messages.
  var original: String
  /// 1-based column of the first character.
  var column: Int
}

/// An argument list split into colour values and alpha.
private struct Arguments {
  var values: [Token]
  var alpha: Token?
  /// The column where another colour value would go: the `/` or the `)`.
  var endColumn: Int
}

/// A single value after reading its type.
private enum Value {
  case number(Double)
  case percentage(Double)
  case angle(degrees: Double)
  case none
}

private struct Parser {
  let input: String
  /// The input's characters as written.
  let original: [Character]
  /// The input's characters with ASCII letters lowercased, same indices as `original`.
  let characters: [Character]

  init(_ input: String) {
    self.input = input
    original = Array(input)
    characters = original.map { $0.isASCII ? Character($0.lowercased()) : $0 }
  }

  func parse() throws(ColorParseError) -> ParsedColor {
    guard let start = characters.firstIndex(where: { !$0.isWhitespace }),
      let last = characters.lastIndex(where: { !$0.isWhitespace })
    else { throw .empty(input: input) }
    let end = last + 1
    if characters[start] == "#" { return try parseHex(digitsFrom: start + 1, to: end) }

    var index = start
    while index < end, Self.isNameCharacter(characters[index]) { index += 1 }
    let word = String(characters[start..<index])
    var next = index
    while next < end, characters[next].isWhitespace { next += 1 }
    if !word.isEmpty, next < end, characters[next] == "(" {
      guard let function = ColorFunction(rawValue: word) else {
        throw .unknownFunction(
          input: input, name: String(original[start..<index]), column: start + 1)
      }
      return try parseFunction(function, openingAt: next, end: end)
    }

    if index == end {
      if let color = NamedColors.color(named: word) {
        return ParsedColor(color: color, unmapped: color, wasGamutMapped: false, space: .named)
      }
      if word.count == 6 || word.count == 8, word.allSatisfy(\.isHexDigit),
        let color = SRGB(hex: word)
      {
        return ParsedColor(color: color, unmapped: color, wasGamutMapped: false, space: .hex)
      }
    }
    throw .unknownColorName(input: input, name: String(original[start..<end]), column: start + 1)
  }

  // MARK: Hex

  private func parseHex(digitsFrom start: Int, to end: Int) throws(ColorParseError) -> ParsedColor {
    for index in start..<end where !characters[index].isHexDigit {
      throw .invalidHexDigit(input: input, character: String(original[index]), column: index + 1)
    }
    let count = end - start
    guard [3, 4, 6, 8].contains(count), let color = SRGB(hex: String(characters[start..<end]))
    else { throw .invalidHexLength(input: input, digitCount: count, column: start) }
    return ParsedColor(color: color, unmapped: color, wasGamutMapped: false, space: .hex)
  }

  // MARK: Functions

  private func parseFunction(_ function: ColorFunction, openingAt open: Int, end: Int)
    throws(ColorParseError) -> ParsedColor
  {
    let (tokens, close) = try tokenize(from: open + 1, end: end)
    let arguments = try split(tokens, closeColumn: close + 1, function: function)
    if tokens.contains(where: { $0.kind == .comma }) {
      try checkLegacy(arguments, function: function)
    }
    if !function.isSRGBSyntax { try checkMagnitudes(arguments.values) }
    let alpha = try readAlpha(arguments.alpha)

    switch function {
    case .rgb, .rgba:
      let v = try three(arguments.values, arguments, function: function.rawValue)
      let color = SRGB(
        red: try scaled(v[0], reference: 255) / 255, green: try scaled(v[1], reference: 255) / 255,
        blue: try scaled(v[2], reference: 255) / 255, alpha: alpha)
      return finish(color, space: .rgb, clampsInstead: true)

    case .hsl, .hsla:
      let v = try three(arguments.values, arguments, function: function.rawValue)
      let color = ColorSpaceConversion.srgb(
        hue: try hue(v[0]), saturation: Swift.max(0, try scaled(v[1], reference: 100)) / 100,
        lightness: try scaled(v[2], reference: 100) / 100, alpha: alpha)
      return finish(color, space: .hsl, clampsInstead: true)

    case .hwb:
      let v = try three(arguments.values, arguments, function: function.rawValue)
      let color = ColorSpaceConversion.srgb(
        hue: try hue(v[0]), whiteness: try scaled(v[1], reference: 100) / 100,
        blackness: try scaled(v[2], reference: 100) / 100, alpha: alpha)
      return finish(color, space: .hwb, clampsInstead: true)

    case .lab:
      let v = try three(arguments.values, arguments, function: function.rawValue)
      let lab = (
        Self.clamp(try scaled(v[0], reference: 100), 0, 100), try scaled(v[1], reference: 125),
        try scaled(v[2], reference: 125)
      )
      let xyz = ColorSpaceConversion.xyzD50(fromLab: lab)
      return finish(ColorSpaceConversion.srgb(fromXYZD50: xyz, alpha: alpha), space: .lab)

    case .lch:
      let v = try three(arguments.values, arguments, function: function.rawValue)
      let lch = (
        Self.clamp(try scaled(v[0], reference: 100), 0, 100),
        Swift.max(0, try scaled(v[1], reference: 150)), try hue(v[2])
      )
      let xyz = ColorSpaceConversion.xyzD50(fromLab: ColorSpaceConversion.lab(fromLCH: lch))
      return finish(ColorSpaceConversion.srgb(fromXYZD50: xyz, alpha: alpha), space: .lch)

    case .oklab:
      let v = try three(arguments.values, arguments, function: function.rawValue)
      let lab = OKLab(
        lightness: Self.clamp(try scaled(v[0], reference: 1), 0, 1),
        a: try scaled(v[1], reference: 0.4), b: try scaled(v[2], reference: 0.4), alpha: alpha)
      return finish(lab.srgb, space: .oklab, origin: OKLCH(lab))

    case .oklch:
      let v = try three(arguments.values, arguments, function: function.rawValue)
      let lch = OKLCH(
        lightness: Self.clamp(try scaled(v[0], reference: 1), 0, 1),
        chroma: Swift.max(0, try scaled(v[1], reference: 0.4)), hue: try hue(v[2]), alpha: alpha)
      return finish(lch.oklab.srgb, space: .oklch, origin: lch)

    case .color:
      return try parseColorFunction(arguments, alpha: alpha)
    }
  }

  private func parseColorFunction(_ arguments: Arguments, alpha: Double)
    throws(ColorParseError) -> ParsedColor
  {
    guard let name = arguments.values.first else {
      throw .missingValue(input: input, column: arguments.endColumn)
    }
    guard let first = name.text.first, first.isLetter || first == "-" else {
      throw .invalidValue(
        input: input, value: name.original, expected: .colorSpace, column: name.column)
    }
    // Only the predefined RGB and XYZ spaces are valid inside color() (CSS Color 4 §10).
    let predefined: [ColorSpace] = [
      .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50,
    ]
    guard let space = ColorSpace(name: name.text), predefined.contains(space) else {
      throw .unknownColorSpace(input: input, name: name.original, column: name.column)
    }
    let v = try three(Array(arguments.values.dropFirst()), arguments, function: "color")
    let c = (
      try scaled(v[0], reference: 1), try scaled(v[1], reference: 1), try scaled(v[2], reference: 1)
    )
    let source: ParsedColor.SourceSpace =
      switch space {
      case .srgb: .srgb
      case .srgbLinear: .srgbLinear
      case .displayP3: .displayP3
      case .a98RGB: .a98RGB
      case .prophotoRGB: .prophotoRGB
      case .rec2020: .rec2020
      case .xyzD50: .xyzD50
      default: .xyzD65
      }
    return finish(SRGB(components: c, in: space, alpha: alpha), space: source)
  }

  /// Builds the result: in-gamut colours pass through, the sRGB syntaxes clamp, others are mapped.
  private func finish(
    _ unmapped: SRGB, space: ParsedColor.SourceSpace, clampsInstead: Bool = false,
    origin: OKLCH? = nil
  ) -> ParsedColor {
    if unmapped.isInGamut(tolerance: 1e-9) || clampsInstead {
      return ParsedColor(
        color: unmapped.clamped, unmapped: unmapped, wasGamutMapped: false, space: space)
    }
    let mapped =
      if let origin { GamutMapping.mapToSRGB(origin) } else { GamutMapping.mapToSRGB(unmapped) }
    return ParsedColor(
      color: mapped.clamped.withAlpha(unmapped.alpha), unmapped: unmapped, wasGamutMapped: true,
      space: space)
  }

  // MARK: Tokens

  /// Splits the text after `(` into words, commas and slashes, up to the closing `)`.
  private func tokenize(from start: Int, end: Int) throws(ColorParseError) -> ([Token], Int) {
    var tokens: [Token] = []
    var index = start
    while index < end {
      let character = characters[index]
      switch character {
      case _ where character.isWhitespace:
        index += 1
      case ",", "/":
        tokens.append(
          Token(
            kind: character == "," ? .comma : .slash, text: String(character),
            original: String(character), column: index + 1))
        index += 1
      case ")":
        let after = (index + 1..<end).first { !characters[$0].isWhitespace }
        if let after {
          throw .unexpectedText(
            input: input, text: String(original[after..<end]), column: after + 1)
        }
        return (tokens, index)
      case "(":
        throw .unexpectedText(input: input, text: "(", column: index + 1)
      default:
        let wordStart = index
        while index < end, !Self.endsWord(characters[index]) { index += 1 }
        if index < end, characters[index] == "(" {
          throw .unexpectedText(
            input: input, text: String(original[wordStart...index]), column: wordStart + 1)
        }
        tokens.append(
          Token(
            kind: .word, text: String(characters[wordStart..<index]),
            original: String(original[wordStart..<index]), column: wordStart + 1))
      }
    }
    throw .missingClosingParenthesis(input: input, column: end + 1)
  }

  /// Sorts tokens into colour values and alpha, checking the separators.
  private func split(_ tokens: [Token], closeColumn: Int, function: ColorFunction)
    throws(ColorParseError) -> Arguments
  {
    if let comma = tokens.first(where: { $0.kind == .comma }) {
      guard function.allowsCommas else {
        throw .commasNotAllowed(input: input, function: function.rawValue, column: comma.column)
      }
      var values: [Token] = []
      var expectsValue = true
      for token in tokens {
        switch token.kind {
        case .word:
          guard expectsValue else { throw .mixedSeparators(input: input, column: token.column) }
          values.append(token)
          expectsValue = false
        case .comma:
          guard !expectsValue else { throw .missingValue(input: input, column: token.column) }
          expectsValue = true
        case .slash:
          throw .mixedSeparators(input: input, column: token.column)
        }
      }
      if expectsValue { throw .missingValue(input: input, column: closeColumn) }
      if values.count > 4 {
        throw .wrongArgumentCount(
          input: input, function: function.rawValue, expected: 3, found: values.count,
          column: values[4].column)
      }
      let alpha = values.count == 4 ? values.removeLast() : nil
      return Arguments(values: values, alpha: alpha, endColumn: closeColumn)
    }

    var values: [Token] = []
    var alpha: Token?
    var slashColumn: Int?
    for token in tokens {
      switch token.kind {
      case .word where slashColumn == nil:
        values.append(token)
      case .word:
        guard alpha == nil else {
          throw .unexpectedText(input: input, text: token.original, column: token.column)
        }
        alpha = token
      case .slash:
        guard slashColumn == nil else {
          throw .unexpectedText(input: input, text: "/", column: token.column)
        }
        slashColumn = token.column
      case .comma:
        break  // Handled above.
      }
    }
    if slashColumn != nil, alpha == nil { throw .missingValue(input: input, column: closeColumn) }
    return Arguments(values: values, alpha: alpha, endColumn: slashColumn ?? closeColumn)
  }

  /// Refuses what the legacy comma syntax does not allow (CSS Color 4 §5.1 and §7.1): mixed
  /// numbers and percentages in `rgb()`, numbers for saturation or lightness in `hsl()`, and
  /// `none` anywhere.
  private func checkLegacy(_ arguments: Arguments, function: ColorFunction)
    throws(ColorParseError)
  {
    let values = arguments.values
    if let alpha = arguments.alpha, alpha.text == "none" {
      throw .invalidValue(
        input: input, value: alpha.original, expected: .legacyValue, column: alpha.column)
    }
    switch function {
    case .rgb, .rgba:
      var firstIsPercentage: Bool?
      for token in values {
        let kind = try value(token, expected: .numberOrPercentage)
        let isPercentage: Bool
        switch kind {
        case .number: isPercentage = false
        case .percentage: isPercentage = true
        case .none, .angle:
          throw .invalidValue(
            input: input, value: token.original, expected: .legacyValue, column: token.column)
        }
        guard let first = firstIsPercentage else {
          firstIsPercentage = isPercentage
          continue
        }
        if isPercentage != first {
          throw .invalidValue(
            input: input, value: token.original,
            expected: first ? .legacyPercentage : .legacyNumber, column: token.column)
        }
      }
    case .hsl, .hsla:
      for (index, token) in values.enumerated() {
        if index == 0 {
          if token.text == "none" {
            throw .invalidValue(
              input: input, value: token.original, expected: .legacyHue, column: token.column)
          }
          continue
        }
        guard case .percentage = try value(token, expected: .numberOrPercentage) else {
          throw .invalidValue(
            input: input, value: token.original, expected: .legacyHSLPercentage,
            column: token.column)
        }
      }
    default:
      break  // `split` refuses commas in the other functions.
    }
  }

  /// Refuses colour values beyond ±``ColorParser/maximumMagnitude``.
  private func checkMagnitudes(_ values: [Token]) throws(ColorParseError) {
    for token in values {
      guard let (number, _) = Self.scanNumber(Array(token.text), clamping: false),
        Swift.abs(number) > ColorParser.maximumMagnitude
      else { continue }
      throw .invalidValue(
        input: input, value: token.original, expected: .withinRange, column: token.column)
    }
  }

  /// Checks for exactly three colour values.
  private func three(_ values: [Token], _ arguments: Arguments, function: String)
    throws(ColorParseError) -> [Token]
  {
    guard values.count == 3 else {
      let column = values.count > 3 ? values[3].column : arguments.endColumn
      throw .wrongArgumentCount(
        input: input, function: function, expected: 3, found: values.count, column: column)
    }
    return values
  }

  // MARK: Values

  /// Reads a number, percentage, angle (hues only) or `none`.
  private func value(_ token: Token, expected: ColorParseError.ExpectedValue)
    throws(ColorParseError) -> Value
  {
    if token.text == "none" { return .none }
    let characters = Array(token.text)
    if let (number, length) = Self.scanNumber(characters) {
      let unit = String(characters[length...])
      switch unit {
      case "": return .number(number)
      case "%" where expected != .hue: return .percentage(number)
      case "deg" where expected == .hue: return .angle(degrees: number)
      case "grad" where expected == .hue: return .angle(degrees: number * 0.9)
      case "rad" where expected == .hue: return .angle(degrees: number * 180 / Double.pi)
      case "turn" where expected == .hue: return .angle(degrees: number * 360)
      default: break
      }
    }
    throw .invalidValue(
      input: input, value: token.original, expected: expected, column: token.column)
  }

  /// A number as is, a percentage as that share of `reference`, `none` as 0.
  private func scaled(_ token: Token, reference: Double) throws(ColorParseError) -> Double {
    switch try value(token, expected: .numberOrPercentage) {
    case .number(let number): return number
    case .percentage(let percent): return percent / 100 * reference
    case .none, .angle: return 0
    }
  }

  /// A hue in degrees, `none` as 0.
  private func hue(_ token: Token) throws(ColorParseError) -> Double {
    switch try value(token, expected: .hue) {
    case .number(let degrees), .angle(let degrees): return degrees
    case .none, .percentage: return 0
    }
  }

  /// Alpha clamped to `0...1`; absent means opaque.
  private func readAlpha(_ token: Token?) throws(ColorParseError) -> Double {
    guard let token else { return 1 }
    return Self.clamp(try scaled(token, reference: 1), 0, 1)
  }

  // MARK: Characters

  private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
    Swift.min(Swift.max(value, low), high)
  }

  private static func isDigit(_ character: Character) -> Bool {
    ("0"..."9").contains(character)
  }

  /// Letters, digits, `-` and `_`: what a colour name or function name is made of.
  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII
      && (character.isLetter || isDigit(character) || character == "-"
        || character == "_")
  }

  /// Whether a character ends a word in an argument list.
  private static func endsWord(_ character: Character) -> Bool {
    character.isWhitespace || character == "," || character == "/" || character == "("
      || character == ")"
  }

  /// Reads a CSS `<number>` from the start: `[+-]? (digits | digits? "." digits) (e [+-]? digits)?`.
  ///
  /// Returns the value (clamped to ±``ColorParser/maximumMagnitude`` when `clamping`) and how
  /// many characters it took, or `nil` if there is no number or it is not finite.
  static func scanNumber(_ characters: [Character], clamping: Bool = true) -> (Double, Int)? {
    var index = 0
    var text = ""
    if index < characters.count, characters[index] == "+" || characters[index] == "-" {
      if characters[index] == "-" { text.append("-") }
      index += 1
    }
    var digitCount = 0
    while index < characters.count, isDigit(characters[index]) {
      text.append(characters[index])
      index += 1
      digitCount += 1
    }
    if index + 1 < characters.count, characters[index] == ".", isDigit(characters[index + 1]) {
      text.append(".")
      index += 1
      while index < characters.count, isDigit(characters[index]) {
        text.append(characters[index])
        index += 1
        digitCount += 1
      }
    }
    guard digitCount > 0 else { return nil }
    if index < characters.count, characters[index] == "e" {
      var end = index + 1
      var exponent = "e"
      if end < characters.count, characters[end] == "+" || characters[end] == "-" {
        exponent.append(characters[end])
        end += 1
      }
      if end < characters.count, isDigit(characters[end]) {
        while end < characters.count, isDigit(characters[end]) {
          exponent.append(characters[end])
          end += 1
        }
        text += exponent
        index = end
      }
    }
    guard let value = Double(text), value.isFinite else { return nil }
    guard clamping else { return (value, index) }
    let limit = ColorParser.maximumMagnitude
    return (clamp(value, -limit, limit), index)
  }
}
