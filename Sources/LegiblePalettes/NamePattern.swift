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

  /// The name closest to `name` by edit distance, when it is close enough to be a likely typo.
  static func nearest(to name: String, in names: [String]) -> String? {
    let target = Array(name.lowercased())
    var best: (name: String, distance: Int)? = nil
    for candidate in names {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(2, target.count / 4) else { return nil }
    return best.name
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
