import LegibleColor

/// A declaration that colours matching `foreground` are drawn on colours matching `background`.
///
/// Each side is a list of names or glob patterns (`*` any run of characters, `?` one character).
public struct PairDeclaration: Sendable, Hashable {
  /// Names or patterns of the text, icon or glyph colours.
  public var foreground: [String]
  /// Names or patterns of the colours behind them.
  public var background: [String]
  /// What the foreground draws, with optional size (CSS px) and weight.
  public var style: TextStyle
  /// The name of an opaque colour beneath translucent backgrounds, if any.
  public var backdrop: String?
  /// Where the pair is declared.
  public var location: SourceLocation
  /// For a link colour (`"role": "link"`), the body text it sits in; `nil` otherwise.
  public var link: Link?

  /// Creates a pair declaration.
  public init(
    foreground: [String], background: [String], style: TextStyle = .bodyText,
    backdrop: String? = nil, location: SourceLocation, link: Link? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.style = style
    self.backdrop = backdrop
    self.location = location
    self.link = link
  }
}

/// A declaration that some pairs are deliberately not audited, and why.
public struct IgnoreDeclaration: Sendable, Hashable {
  /// Names or patterns of foregrounds.
  public var foreground: [String]
  /// Names or patterns of backgrounds.
  public var background: [String]
  /// Why these pairs are exempt; required.
  public var reason: String
  /// Where the entry is declared.
  public var location: SourceLocation

  /// Creates an ignore entry.
  public init(
    foreground: [String], background: [String], reason: String, location: SourceLocation
  ) {
    self.foreground = foreground
    self.background = background
    self.reason = reason
    self.location = location
  }
}
