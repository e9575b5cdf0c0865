/// A colour name or a glob pattern over colour names: `*` matches any run of characters
/// (including `/` and `.`), `?` exactly one character; everything else matches itself.
struct NamePattern: Sendable, Hashable {
  /// The pattern as written.
  let text: String
  private let characters: [Character]

  /// Creates a pattern.
  init(_ text: String) {
    self.text = text
    self.characters = Array(text)
  }

  /// Whether the text uses `*` or `?`, so it names a set rather than one colour.
  var isGlob: Bool { text.contains("*") || text.contains("?") }

  /// Whether `name` matches the pattern.
  func matches(_ name: String) -> Bool {
    let subject = Array(name)
    // Iterative wildcard matching with one backtrack point: linear in practice, never exponential.
    var p = 0
    var s = 0
    var star: Int? = nil
    var starSubject = 0
    while s < subject.count {
      if p < characters.count,
        characters[p] == "?" || (characters[p] != "*" && characters[p] == subject[s])
      {
        p += 1
        s += 1
      } else if p < characters.count, characters[p] == "*" {
        star = p
        starSubject = s
        p += 1
      } else if let star {
        p = star + 1
        starSubject += 1
        s = starSubject
      } else {
        return false
      }
    }
    while p < characters.count, characters[p] == "*" { p += 1 }
    return p == characters.count
  }

  /// The names matching, in `names` order; throws when nothing matches.
  func expand(
    in palette: Palette, at location: SourceLocation
  ) throws(PaletteError) -> [String] {
    if !isGlob {
      guard palette.color(named: text) != nil else {
        throw .unknownColor(
          name: text, at: location, suggestion: Self.nearest(to: text, in: palette.colorNames))
      }
      return [text]
    }
    let matched = palette.colorNames.filter(matches)
    guard !matched.isEmpty else { throw .patternMatchesNothing(pattern: text, at: location) }
    return matched
  }

  /// The name closest to `name` by edit distance, when it is close enough to be a likely typo
  /// (``NameSuggestion``).
  static func nearest(to name: String, in names: [String]) -> String? {
    NameSuggestion.nearest(to: name, in: names)
  }
}
