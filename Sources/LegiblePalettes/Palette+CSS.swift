import Foundation
import LegibleColor

extension Palette {
  /// Reads the colour custom properties of a style sheet.
  ///
  /// `:root` (also `:host`, `html`, Tailwind's `@theme`) gives the light values;
  /// `@media (prefers-color-scheme: dark)`, `.dark`-style selectors and `@variant dark` the dark
  /// ones; `@media (prefers-contrast: more)` (alone or combined with a scheme) the
  /// increased-contrast ones. For each appearance the declarations that apply win in source
  /// order, as the cascade does, then `var()` references are substituted in that appearance.
  /// Names are the property names without `--`. Properties whose value is not a colour
  /// (lengths, fonts, bare numbers) are not palette colours; a value that looks like a colour
  /// but cannot be parsed is an error.
  public static func loadCSS(path: String, selectors: [String: Variant] = [:]) throws(PaletteError)
    -> Palette
  {
    let sheet = try CSSStyleSheet(bytes: FileAccess.read(path), path: path, selectors: selectors)
    var palette = Palette(name: FileAccess.fileName(of: path), path: path, notes: sheet.notes)
    // The winning declaration of each property, per appearance.
    var winners: [Variant: [String: CSSStyleSheet.Declaration]] = [:]
    var order: [String] = []
    var seen = Set<String>()
    for declaration in sheet.declarations {
      if seen.insert(declaration.name).inserted { order.append(declaration.name) }
      for variant in Variant.allCases where declaration.condition.applies(to: variant) {
        winners[variant, default: [:]][declaration.name] = declaration
      }
    }
    var resolved: [Variant: [String: (color: SRGB, declaration: CSSStyleSheet.Declaration)]] = [:]
    for variant in Variant.allCases {
      var substitution = CSSVariables(path: path, winners: winners[variant] ?? [:])
      for name in order {
        guard let declaration = winners[variant]?[name] else { continue }
        var text = try substitution.value(of: name)
        if let choice = lightDark(text, variant) { text = choice }
        guard let color = try cssColor(text, declaration: declaration, path: path) else { continue }
        resolved[variant, default: [:]][name] = (color, declaration)
      }
    }
    for name in order {
      var color: PaletteColor? = nil
      for variant in Variant.allCases {
        guard let (value, declaration) = resolved[variant]?[name] else { continue }
        let location = SourceLocation(file: path, line: declaration.line)
        if color == nil { color = PaletteColor(name: name, location: location) }
        // Record a value for this appearance when its own block set it, or when the value the
        // fallback order would give differs (a var() target or a later block changed it).
        let fallback = color?.resolved(for: variant)?.value.value
        if declaration.condition.targets(variant) || fallback != .srgb(value) {
          color?.values[variant] = DeclaredValue(.srgb(value), at: location)
        }
      }
      if let color, !color.values.isEmpty { palette.insert(color) }
    }
    if palette.colors.isEmpty {
      throw .unsupportedFormat(path: path, reason: "no colour custom properties found")
    }
    return palette
  }

  /// Functions and keywords that make a value a colour (CSS Color 4 and 5).
  static let cssColorFunctions = [
    "rgb(", "rgba(", "hsl(", "hsla(", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color(",
    "color-mix(", "light-dark(",
  ]

  /// The half of `light-dark(a, b)` (CSS Color 5) that applies in `variant`, or `nil`.
  static func lightDark(_ text: String, _ variant: Variant) -> String? {
    guard text.lowercased().hasPrefix("light-dark("), text.hasSuffix(")") else { return nil }
    let inner = text.dropFirst("light-dark(".count).dropLast()
    var depth = 0
    for index in inner.indices {
      switch inner[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case "," where depth == 0:
        let first = String(inner[..<index]).trimmingWhitespace
        let second = String(inner[inner.index(after: index)...]).trimmingWhitespace
        return variant.baseAppearance == .light ? first : second
      default: break
      }
    }
    return nil
  }

  /// The colour a substituted value gives, `nil` when the value is not a colour at all.
  static func cssColor(_ text: String, declaration: CSSStyleSheet.Declaration, path: String)
    throws(PaletteError) -> SRGB?
  {
    let location = SourceLocation(file: path, line: declaration.line)
    let lower = text.lowercased()
    if lower.hasPrefix("color-mix(") || lower == "currentcolor" {
      throw .invalidColor(
        text: text, at: location,
        reason: "\(lower.hasPrefix("color-mix") ? "color-mix()" : "currentColor") "
          + "depends on context and cannot be audited; give the colour itself")
    }
    let looksLikeColor =
      text.hasPrefix("#") || cssColorFunctions.contains { lower.hasPrefix($0) }
      || ColorText.isNamedColor(lower)
    guard looksLikeColor else { return nil }
    return try ColorText.parse(text, at: location)
  }
}

/// `var()` substitution within one appearance, with cycle detection.
///
/// Each custom property is expanded once and remembered, and each value is read once from left
/// to right, so a sheet costs time linear in its text plus the text the expansions produce; the
/// depth of references and fallbacks and the size of an expanded value are bounded by
/// ``PaletteLimits`` (a value doubling itself thirty times, or 10 000 nested fallbacks, is an
/// error naming its line rather than gigabytes or minutes).
struct CSSVariables {
  let path: String
  let winners: [String: CSSStyleSheet.Declaration]
  let limits: PaletteLimits
  private var done: [String: [UInt8]] = [:]
  /// The properties being expanded, outermost first (the chain a cycle error shows).
  private var chain: [String] = []
  private var inChain: Set<String> = []

  init(
    path: String, winners: [String: CSSStyleSheet.Declaration], limits: PaletteLimits = .standard
  ) {
    self.path = path
    self.winners = winners
    self.limits = limits
  }

  /// The value of `--name` with every `var()` substituted.
  mutating func value(of name: String) throws(PaletteError) -> String {
    String(decoding: try expanded(name, depth: 0), as: UTF8.self)
  }

  private mutating func expanded(_ name: String, depth: Int) throws(PaletteError) -> [UInt8] {
    if let cached = done[name] { return cached }
    guard let declaration = winners[name] else { preconditionFailure("callers check names") }
    let location = SourceLocation(file: path, line: declaration.line)
    if inChain.contains(name) {
      let start = chain.firstIndex(of: name) ?? 0
      throw .aliasCycle(token: "--" + name, chain: chain[start...].map { "--" + $0 }, at: location)
    }
    guard depth < limits.maxReferenceDepth else {
      throw .invalidValue(
        at: location,
        message: "var() references and fallbacks from --\(chain.first ?? name) nest more than "
          + "\(limits.maxReferenceDepth) deep")
    }
    chain.append(name)
    inChain.insert(name)
    defer {
      chain.removeLast()
      inChain.remove(name)
    }
    let text = Array(declaration.value.utf8)
    var index = 0
    var output: [UInt8] = []
    try expand(
      text, at: &index, untilClosingParenthesis: false, into: &output, in: declaration,
      depth: depth)
    done[name] = output
    return output
  }

  /// Copies `text` from `index` into `output`, replacing each `var()`, up to the end or (with
  /// `untilClosingParenthesis`) past the `)` that closes an enclosing `var(`.
  private mutating func expand(
    _ text: [UInt8], at index: inout Int, untilClosingParenthesis: Bool,
    into output: inout [UInt8], in declaration: CSSStyleSheet.Declaration, depth: Int
  ) throws(PaletteError) {
    let location = SourceLocation(file: path, line: declaration.line)
    var parentheses = 0
    while index < text.count {
      let byte = text[index]
      if Self.startsReference(text, at: index) {
        index += 4
        try substituteReference(text, at: &index, into: &output, in: declaration, depth: depth)
        guard output.count <= limits.maxExpandedValueBytes else {
          throw .invalidValue(
            at: location,
            message: "the value of --\(declaration.name) expands to more than "
              + "\(limits.maxExpandedValueBytes) bytes through var()")
        }
        continue
      }
      if byte == UInt8(ascii: "(") { parentheses += 1 }
      if byte == UInt8(ascii: ")") {
        if parentheses == 0 && untilClosingParenthesis {
          index += 1
          return
        }
        parentheses = max(0, parentheses - 1)
      }
      output.append(byte)
      index += 1
    }
    if untilClosingParenthesis {
      throw .invalidValue(at: location, message: "unbalanced var() in --\(declaration.name)")
    }
  }

  /// Whether `var(` starts at `index` (not inside a longer name such as `somevar(`).
  private static func startsReference(_ text: [UInt8], at index: Int) -> Bool {
    guard index + 4 <= text.count, text[index] == UInt8(ascii: "v"),
      text[index + 1] == UInt8(ascii: "a"), text[index + 2] == UInt8(ascii: "r"),
      text[index + 3] == UInt8(ascii: "(")
    else { return false }
    guard index > 0 else { return true }
    let before = text[index - 1]
    let isNameByte =
      (before >= UInt8(ascii: "a") && before <= UInt8(ascii: "z"))
      || (before >= UInt8(ascii: "A") && before <= UInt8(ascii: "Z"))
      || (before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9"))
      || before == UInt8(ascii: "-") || before == UInt8(ascii: "_")
    return !isNameByte
  }

  /// Reads `--name)` or `--name, fallback)` after `var(` and appends what it stands for: the
  /// property's value when it is declared, else the fallback (itself expanded, one level
  /// deeper), else an error.
  private mutating func substituteReference(
    _ text: [UInt8], at index: inout Int, into output: inout [UInt8],
    in declaration: CSSStyleSheet.Declaration, depth: Int
  ) throws(PaletteError) {
    let location = SourceLocation(file: path, line: declaration.line)
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    while index < text.count, isSpace(text[index]) { index += 1 }
    let nameStart = index
    while index < text.count, text[index] != UInt8(ascii: ","), text[index] != UInt8(ascii: ")") {
      index += 1
    }
    guard index < text.count else {
      throw .invalidValue(at: location, message: "unbalanced var() in --\(declaration.name)")
    }
    let reference = String(decoding: text[nameStart..<index], as: UTF8.self).trimmingWhitespace
    guard reference.hasPrefix("--") else {
      throw .invalidValue(
        at: location,
        message: "var(\(reference)) in --\(declaration.name) names no custom property")
    }
    let target = String(reference.dropFirst(2))
    let hasFallback = text[index] == UInt8(ascii: ",")
    index += 1
    if winners[target] != nil {
      output += try expanded(target, depth: depth + 1)
      if hasFallback { try Self.skipFallback(text, at: &index, location: location, declaration) }
      return
    }
    guard hasFallback else {
      throw .aliasTargetMissing(token: "--" + declaration.name, target: "--" + target, at: location)
    }
    guard depth + 1 < limits.maxReferenceDepth else {
      throw .invalidValue(
        at: location,
        message: "var() fallbacks in --\(declaration.name) nest more than "
          + "\(limits.maxReferenceDepth) deep")
    }
    // The fallback, without the whitespace around it (CSS Variables 1 §3).
    var fallback: [UInt8] = []
    try expand(
      text, at: &index, untilClosingParenthesis: true, into: &fallback, in: declaration,
      depth: depth + 1)
    let trimmed = fallback.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
    output += trimmed
  }

  /// Skips an unused fallback up to and past the `)` that closes its `var(`.
  private static func skipFallback(
    _ text: [UInt8], at index: inout Int, location: SourceLocation,
    _ declaration: CSSStyleSheet.Declaration
  ) throws(PaletteError) {
    var parentheses = 0
    while index < text.count {
      let byte = text[index]
      index += 1
      if byte == UInt8(ascii: "(") { parentheses += 1 }
      if byte == UInt8(ascii: ")") {
        if parentheses == 0 { return }
        parentheses -= 1
      }
    }
    throw .invalidValue(at: location, message: "unbalanced var() in --\(declaration.name)")
  }
}
