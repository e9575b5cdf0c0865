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
        var text = try substitution.value(of: name, chain: [])
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
struct CSSVariables {
  let path: String
  let winners: [String: CSSStyleSheet.Declaration]
  private var done: [String: String] = [:]

  init(path: String, winners: [String: CSSStyleSheet.Declaration]) {
    self.path = path
    self.winners = winners
  }

  mutating func value(of name: String, chain: [String]) throws(PaletteError) -> String {
    if let cached = done[name] { return cached }
    guard let declaration = winners[name] else { preconditionFailure("callers check names") }
    guard chain.count < 256 else {
      throw .invalidValue(
        at: SourceLocation(file: path, line: declaration.line),
        message: "var() chain from --\(chain[0]) is longer than 256")
    }
    if let start = chain.firstIndex(of: name) {
      throw .aliasCycle(
        token: "--" + name, chain: chain[start...].map { "--" + $0 },
        at: SourceLocation(file: path, line: declaration.line))
    }
    let text = try substitute(declaration.value, in: declaration, chain: chain + [name])
    done[name] = text
    return text
  }

  private mutating func substitute(
    _ text: String, in declaration: CSSStyleSheet.Declaration, chain: [String]
  ) throws(PaletteError) -> String {
    guard let range = text.range(of: "var(") else { return text }
    // Find the matching parenthesis.
    var depth = 1
    var cursor = range.upperBound
    while cursor < text.endIndex, depth > 0 {
      if text[cursor] == "(" { depth += 1 }
      if text[cursor] == ")" { depth -= 1 }
      if depth > 0 { cursor = text.index(after: cursor) }
    }
    let location = SourceLocation(file: path, line: declaration.line)
    guard cursor < text.endIndex else {
      throw .invalidValue(at: location, message: "unbalanced var() in --\(declaration.name)")
    }
    let inside = String(text[range.upperBound..<cursor])
    let parts = inside.split(separator: ",", maxSplits: 1).map { String($0).trimmingWhitespace }
    let reference = parts[0]
    guard reference.hasPrefix("--") else {
      throw .invalidValue(
        at: location, message: "var(\(inside)) in --\(declaration.name) names no custom property")
    }
    let target = String(reference.dropFirst(2))
    let replacement: String
    if winners[target] != nil {
      replacement = try value(of: target, chain: chain)
    } else if parts.count == 2 {
      replacement = try substitute(parts[1], in: declaration, chain: chain)
    } else {
      throw .aliasTargetMissing(token: "--" + declaration.name, target: "--" + target, at: location)
    }
    let rest = String(text[text.index(after: cursor)...])
    return try substitute(
      String(text[..<range.lowerBound]) + replacement + rest, in: declaration, chain: chain)
  }
}
