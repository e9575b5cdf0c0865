import Foundation

/// The custom properties of a style sheet, with the conditions (colour scheme, contrast) under
/// which each declaration applies.
///
/// A small tokenizer of its own: comments, strings, nested blocks, `@media`, `@supports`,
/// `@layer`, Tailwind's `@theme` and `@variant dark`, and CSS nesting; it keeps line numbers.
struct CSSStyleSheet {
  /// When a block applies.
  struct Condition: Hashable {
    /// `light`, `dark`, or `nil` for either.
    var scheme: Palette.Variant?
    /// Whether the block needs `prefers-contrast: more`.
    var needsMoreContrast = false
    /// Whether the block never applies to the four appearances (print, widths, `less`).
    var isExcluded = false

    static let always = Condition(scheme: nil)

    /// Both conditions at once.
    func and(_ other: Condition) -> Condition {
      var result = self
      if let scheme = other.scheme {
        if let own = result.scheme, own != scheme { result.isExcluded = true }
        result.scheme = scheme
      }
      result.needsMoreContrast = needsMoreContrast || other.needsMoreContrast
      result.isExcluded = result.isExcluded || other.isExcluded
      return result
    }

    /// Whether the block applies in `variant`.
    func applies(to variant: Palette.Variant) -> Bool {
      if isExcluded { return false }
      if let scheme, scheme != variant.baseAppearance { return false }
      if needsMoreContrast && !variant.isIncreasedContrast { return false }
      return true
    }

    /// Whether the block was written for `variant` specifically (its scheme or contrast
    /// condition names it), rather than inherited from a more general block.
    func targets(_ variant: Palette.Variant) -> Bool {
      guard applies(to: variant) else { return false }
      switch variant {
      case .light: return true
      case .dark: return scheme == .dark
      case .lightIncreasedContrast, .darkIncreasedContrast: return needsMoreContrast
      }
    }
  }

  /// One `--name: value` declaration.
  struct Declaration {
    var name: String
    var value: String
    var line: Int
    var condition: Condition
  }

  /// Declarations in source order.
  private(set) var declarations: [Declaration] = []
  /// Blocks left out, with why.
  private(set) var notes: [String] = []

  private let bytes: [UInt8]
  private let path: String
  private let selectors: [String: Palette.Variant]
  private var index = 0
  private var line = 1

  /// Selectors that mean the whole document, normalised (no spaces or quotes, lower case).
  static let rootSelectors: Set<String> = [":root", ":host", "html", "body", ":where(:root)"]
  /// Class and attribute selectors commonly used for a dark theme (Tailwind, shadcn/ui, and
  /// `data-theme` conventions), normalised.
  /// Class and attribute selectors commonly used for an explicit light theme, normalised.
  static let lightSelectors: Set<String> = [
    ".light", ":root.light", "html.light", ".light-theme", ".theme-light", "[data-theme=light]",
    ":root[data-theme=light]", "html[data-theme=light]", "[data-mode=light]",
    "[data-color-scheme=light]", ":root[data-color-scheme=light]",
  ]
  static let darkSelectors: Set<String> = [
    ".dark", ":root.dark", "html.dark", ".dark-theme", ".theme-dark", "[data-theme=dark]",
    ":root[data-theme=dark]", "html[data-theme=dark]", "[data-mode=dark]",
    "[data-color-scheme=dark]", ":root[data-color-scheme=dark]",
  ]

  /// Parses a style sheet; `selectors` maps further selectors to appearances.
  init(bytes: [UInt8], path: String, selectors: [String: Palette.Variant]) throws(PaletteError) {
    self.bytes = bytes
    self.path = path
    var normalised: [String: Palette.Variant] = [:]
    for (selector, variant) in selectors { normalised[Self.normalise(selector)] = variant }
    self.selectors = normalised
    // A UTF-8 byte order mark (some editors write one) is not part of the first rule's
    // selector; skipping it keeps byte offsets those of the file.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    try parseBlockContents(condition: .always, inStyleRule: false, depth: 0)
  }

  /// The selector without `:not(…)` parts: `:root:not(.light)` inside a dark media query is
  /// the common "dark unless the user chose light" pattern, and still the document root.
  static func withoutNegations(_ selector: String) -> String {
    var result = ""
    var rest = Substring(selector)
    while let range = rest.range(of: ":not(") {
      result += rest[..<range.lowerBound]
      var depth = 1
      var index = range.upperBound
      while index < rest.endIndex, depth > 0 {
        if rest[index] == "(" { depth += 1 }
        if rest[index] == ")" { depth -= 1 }
        index = rest.index(after: index)
      }
      rest = rest[index...]
    }
    return result + rest
  }

  static func normalise(_ selector: String) -> String {
    String(
      selector.lowercased().unicodeScalars.filter {
        $0 != " " && $0 != "\"" && $0 != "'" && $0 != "\n" && $0 != "\t" && $0 != "\r"
      })
  }

  private func location(_ line: Int) -> SourceLocation { SourceLocation(file: path, line: line) }

  /// Skips whitespace and comments, counting lines.
  private mutating func skipTrivia() throws(PaletteError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        index += 1
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        let start = line
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          if bytes[index] == 0x0A { line += 1 }
          index += 1
        }
        guard index + 1 < bytes.count else {
          throw .invalidValue(at: location(start), message: "unterminated comment")
        }
        index += 2
      } else {
        return
      }
    }
  }

  /// Reads up to (not including) `{`, `;` or `}` at nesting depth 0, skipping strings,
  /// comments and parentheses.
  private mutating func readPrelude() throws(PaletteError) -> (text: String, line: Int) {
    try skipTrivia()
    let startLine = line
    var text: [UInt8] = []
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        try skipTrivia()
        text.append(0x20)
        continue
      }
      if depth == 0
        && (byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}"))
      {
        break
      }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        let quote = byte
        text.append(byte)
        index += 1
        while index < bytes.count, bytes[index] != quote {
          if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
            text.append(bytes[index])
            index += 1
          }
          if bytes[index] == 0x0A { line += 1 }
          text.append(bytes[index])
          index += 1
        }
        guard index < bytes.count else {
          throw .invalidValue(at: location(startLine), message: "unterminated string")
        }
      } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
        depth = max(0, depth - 1)
      } else if byte == 0x0A {
        line += 1
      }
      text.append(bytes[index])
      index += 1
    }
    return (String(decoding: text, as: UTF8.self).trimmingWhitespace, startLine)
  }

  /// Parses rules and declarations until the closing `}` of the current block (or the end).
  private mutating func parseBlockContents(condition: Condition, inStyleRule: Bool, depth: Int)
    throws(PaletteError)
  {
    guard depth < 64 else {
      throw .invalidValue(at: location(line), message: "blocks nested more than 64 deep")
    }
    while true {
      let (prelude, preludeLine) = try readPrelude()
      guard index < bytes.count else {
        if depth > 0 {
          throw .invalidValue(at: location(preludeLine), message: "missing '}' at end of file")
        }
        return
      }
      let terminator = bytes[index]
      index += 1
      switch terminator {
      case UInt8(ascii: "}"):
        if inStyleRule { declare(prelude, line: preludeLine, condition: condition) }
        guard depth > 0 else {
          throw .invalidValue(at: location(preludeLine), message: "unexpected '}'")
        }
        return
      case UInt8(ascii: ";"):
        if inStyleRule { declare(prelude, line: preludeLine, condition: condition) }
      default:  // "{"
        try openBlock(
          prelude, line: preludeLine, condition: condition, inStyleRule: inStyleRule, depth: depth)
      }
    }
  }

  private mutating func declare(_ text: String, line: Int, condition: Condition) {
    guard text.hasPrefix("--"), let colon = text.firstIndex(of: ":") else { return }
    let name = String(text[text.index(text.startIndex, offsetBy: 2)..<colon]).trimmingWhitespace
    var value = String(text[text.index(after: colon)...]).trimmingWhitespace
    if value.lowercased().hasSuffix("!important") {
      value = String(value.dropLast("!important".count)).trimmingWhitespace
    }
    declarations.append(Declaration(name: name, value: value, line: line, condition: condition))
  }

  private mutating func openBlock(
    _ prelude: String, line preludeLine: Int, condition: Condition, inStyleRule: Bool, depth: Int
  ) throws(PaletteError) {
    let lower = prelude.lowercased()
    if lower.hasPrefix("@media") {
      let media = mediaCondition(String(lower.dropFirst("@media".count)), line: preludeLine)
      try parseBlockContents(
        condition: condition.and(media), inStyleRule: inStyleRule, depth: depth + 1)
    } else if lower.hasPrefix("@supports") || lower.hasPrefix("@layer")
      || lower.hasPrefix("@container")
      || lower.hasPrefix("@scope")
    {
      try parseBlockContents(condition: condition, inStyleRule: inStyleRule, depth: depth + 1)
    } else if lower.hasPrefix("@theme") {
      try parseBlockContents(condition: condition, inStyleRule: true, depth: depth + 1)
    } else if lower.hasPrefix("@variant") {
      let name = String(lower.dropFirst("@variant".count)).trimmingWhitespace
      var variantCondition = Condition.always
      switch name {
      case "dark": variantCondition.scheme = .dark
      case "light": variantCondition.scheme = .light
      case "contrast-more": variantCondition.needsMoreContrast = true
      default:
        variantCondition.isExcluded = true
        notes.append("\(location(preludeLine)): @variant \(name) is not an appearance; skipped")
      }
      try parseBlockContents(
        condition: condition.and(variantCondition), inStyleRule: inStyleRule, depth: depth + 1)
    } else if lower.hasPrefix("@") {
      try skipBlock(depth: depth)  // @font-face, @keyframes, @property…: no palette colours
    } else {
      let selectorCondition = self.selectorCondition(
        prelude, nested: inStyleRule, line: preludeLine)
      try parseBlockContents(
        condition: condition.and(selectorCondition), inStyleRule: true, depth: depth + 1)
    }
  }

  private mutating func skipBlock(depth: Int) throws(PaletteError) {
    var level = 1
    let start = line
    while index < bytes.count {
      try skipTrivia()
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        _ = try readPrelude()  // consumes the string and what follows up to a delimiter
        continue
      }
      index += 1
      if byte == 0x0A { line += 1 }
      if byte == UInt8(ascii: "{") { level += 1 }
      if byte == UInt8(ascii: "}") {
        level -= 1
        if level == 0 { return }
      }
    }
    throw .invalidValue(at: location(start), message: "missing '}' at end of file")
  }

  /// The condition a media query sets; anything beyond colour scheme and contrast excludes
  /// the block (with a note), since it does not describe one of the four appearances.
  private mutating func mediaCondition(_ query: String, line: Int) -> Condition {
    var condition = Condition.always
    let compact = Self.normalise(query)
    if compact.contains(",") || query.contains(" or ") || query.contains("not ") {
      condition.isExcluded = true
      notes.append("\(location(line)): @media \(query.trimmingWhitespace) is too complex; skipped")
      return condition
    }
    var features: [String] = []
    var current = ""
    var inside = false
    for character in compact {
      if character == "(" {
        inside = true
        current = ""
      } else if character == ")" {
        inside = false
        features.append(current)
      } else if inside {
        current.append(character)
      }
    }
    let outside = compact.split(separator: "(").first.map(String.init) ?? ""
    if !compact.hasPrefix("("),
      !["screen", "all", "onlyscreen", "screenand", "alland", "onlyscreenand"].contains(outside)
    {
      condition.isExcluded = true
    }
    for feature in features {
      switch feature {
      case "prefers-color-scheme:dark": condition = condition.and(Condition(scheme: .dark))
      case "prefers-color-scheme:light": condition = condition.and(Condition(scheme: .light))
      case "prefers-contrast:more", "prefers-contrast:high", "prefers-contrast":
        condition.needsMoreContrast = true
      default: condition.isExcluded = true
      }
    }
    if condition.isExcluded {
      notes.append(
        "\(location(line)): @media \(query.trimmingWhitespace) is not an appearance; skipped")
    }
    return condition
  }

  /// The condition a selector list sets: the document root, a dark-theme selector, or a
  /// selector mapped in the configuration; other selectors exclude the block.
  private mutating func selectorCondition(_ prelude: String, nested: Bool, line: Int) -> Condition {
    var condition = Condition.always
    for raw in prelude.split(separator: ",") {
      var selector = Self.withoutNegations(Self.normalise(String(raw)))
      if nested, selector.hasPrefix("&") { selector.removeFirst() }
      if let variant = selectors[selector] {
        condition.scheme = variant.baseAppearance
        condition.needsMoreContrast = variant.isIncreasedContrast
        return condition
      }
      if Self.rootSelectors.contains(selector) || (nested && selector.isEmpty) { return condition }
      if Self.darkSelectors.contains(selector) {
        condition.scheme = .dark
        return condition
      }
      if Self.lightSelectors.contains(selector) {
        condition.scheme = .light
        return condition
      }
      // `.dark &` style nesting (the root is the element that gets `.dark`).
      if nested, Self.darkSelectors.contains(selector.replacingAmpersand()) {
        condition.scheme = .dark
        return condition
      }
    }
    condition.isExcluded = true
    return condition
  }
}

extension String {
  fileprivate func replacingAmpersand() -> String {
    String(unicodeScalars.filter { $0 != "&" })
  }
}
