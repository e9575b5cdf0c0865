/// What a foreground colour is used for, and at what size and weight, so a policy can pick its
/// threshold.
public struct TextStyle: Sendable, Hashable {
  /// The kind of content the foreground colour draws.
  public enum Role: String, Sendable, Hashable, CaseIterable {
    /// Body or content text (the default).
    case text
    /// Text known to be large (WCAG "large-scale text") whatever size is given.
    case largeText = "large-text"
    /// Icons, control borders and other non-text graphics needed to understand the UI (WCAG 1.4.11).
    case ui
    /// Pure decoration, logotypes, disabled controls: exempt from WCAG, APCA "spot" level.
    case decorative
  }

  /// What the colour draws.
  public var role: Role
  /// The text size in CSS px (1 px = 1 iOS point), or `nil` when unknown.
  public var size: Double?
  /// The CSS font weight (400 regular, 700 bold).
  public var weight: Int

  /// Creates a style; `size` is in CSS px.
  public init(role: Role = .text, size: Double? = nil, weight: Int = 400) {
    self.role = role
    self.size = size
    self.weight = weight
  }

  /// Plain body text of unknown size.
  public static let bodyText = TextStyle()

  /// Whether the weight counts as bold (CSS weight 700 or more, the common tool convention).
  public var isBold: Bool { weight >= 700 }

  /// CSS px per CSS pt (CSS Values 4: 1pt = 1/72 in, 1px = 1/96 in).
  public static let pixelsPerPoint = 96.0 / 72.0
}
