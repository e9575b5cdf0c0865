import Foundation
import LegibleColor

/// One concrete foreground–background combination, expanded from a ``PairDeclaration``.
public struct AuditPair: Sendable, Hashable {
  /// The foreground colour's name.
  public var foreground: String
  /// The background colour's name.
  public var background: String
  /// The backdrop colour's name, for translucent backgrounds.
  public var backdrop: String?
  /// The role, size and weight of the foreground.
  public var style: TextStyle
  /// Where the declaration it came from is.
  public var location: SourceLocation
  /// For a link colour, the body text colours around it (names, patterns expanded).
  public var link: PairDeclaration.Link?

  /// Creates a pair.
  public init(
    foreground: String, background: String, backdrop: String? = nil,
    style: TextStyle = .bodyText, location: SourceLocation, link: PairDeclaration.Link? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.backdrop = backdrop
    self.style = style
    self.location = location
    self.link = link
  }

  /// Expands declarations against a palette: globs become every matching name, lists become
  /// their cross product, ignored pairs are dropped and duplicates keep their first occurrence.
  ///
  /// A name that does not exist, a pattern that matches nothing, an ignore entry without a
  /// reason, or declarations expanding to more than `limit` pairs (checked before the pairs are
  /// made) is an error. A colour is never paired with itself through a pattern.
  ///
  /// Linear in the number of pairs made plus the number of names matched.
  public static func expand(
    _ declarations: [PairDeclaration], ignoring ignores: [IgnoreDeclaration] = [],
    in palette: Palette, limit: Int = PaletteLimits.standard.maxPairs
  ) throws(PaletteError) -> [AuditPair] {
    var ignored = Set<NamePair>()
    for entry in ignores {
      guard !entry.reason.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw .ignoreWithoutReason(at: entry.location)
      }
      let foregrounds = try names(entry.foreground, in: palette, at: entry.location)
      let backgrounds = try names(entry.background, in: palette, at: entry.location)
      try checkLimit(
        foregrounds.names.count, backgrounds.names.count, after: ignored.count, limit: limit,
        at: entry.location)
      for foreground in foregrounds.names {
        for background in backgrounds.names {
          ignored.insert(NamePair(foreground: foreground, background: background))
        }
      }
    }
    var seen = Set<AuditPair.Key>()
    var pairs: [AuditPair] = []
    pairs.reserveCapacity(declarations.count)
    for declaration in declarations {
      let foregrounds = try names(declaration.foreground, in: palette, at: declaration.location)
      let backgrounds = try names(declaration.background, in: palette, at: declaration.location)
      if let backdrop = declaration.backdrop {
        _ = try NamePattern(backdrop).expand(in: palette, at: declaration.location)
      }
      try checkLimit(
        foregrounds.names.count, backgrounds.names.count, after: pairs.count, limit: limit,
        at: declaration.location)
      var link = declaration.link
      if let declared = link {
        link?.body = try names(declared.body, in: palette, at: declaration.location).names
      }
      let anyGlob = foregrounds.hasGlob || backgrounds.hasGlob
      for foreground in foregrounds.names {
        for background in backgrounds.names {
          if anyGlob && foreground == background { continue }
          if ignored.contains(NamePair(foreground: foreground, background: background)) {
            continue
          }
          let pair = AuditPair(
            foreground: foreground, background: background, backdrop: declaration.backdrop,
            style: declaration.style, location: declaration.location, link: link)
          if seen.insert(pair.key).inserted { pairs.append(pair) }
        }
      }
    }
    return pairs
  }

  /// Throws when `foregrounds` × `backgrounds` more pairs on top of `count` would pass `limit`.
  private static func checkLimit(
    _ foregrounds: Int, _ backgrounds: Int, after count: Int, limit: Int,
    at location: SourceLocation
  ) throws(PaletteError) {
    let (product, overflow) = foregrounds.multipliedReportingOverflow(by: backgrounds)
    guard overflow || product > limit - count else { return }
    throw .invalidValue(
      at: location,
      message:
        "\(foregrounds) × \(backgrounds) names make more than the \(limit) pairs one palette may "
        + "expand to; narrow the patterns")
  }

  private struct NamePair: Hashable {
    var foreground: String
    var background: String
  }

  struct Key: Hashable {
    var foreground: String
    var background: String
    var backdrop: String?
    var style: TextStyle
    var link: PairDeclaration.Link?
  }

  var key: Key {
    Key(
      foreground: foreground, background: background, backdrop: backdrop, style: style,
      link: link)
  }

  private static func names(
    _ patterns: [String], in palette: Palette, at location: SourceLocation
  ) throws(PaletteError) -> (names: [String], hasGlob: Bool) {
    guard !patterns.isEmpty else {
      throw .invalidValue(at: location, message: "empty list of colour names")
    }
    if patterns.count == 1 {
      let pattern = NamePattern(patterns[0])
      return (try pattern.expand(in: palette, at: location), pattern.isGlob)
    }
    var result: [String] = []
    var seen = Set<String>()
    var hasGlob = false
    for text in patterns {
      let pattern = NamePattern(text)
      hasGlob = hasGlob || pattern.isGlob
      for name in try pattern.expand(in: palette, at: location) where seen.insert(name).inserted {
        result.append(name)
      }
    }
    return (result, hasGlob)
  }
}
