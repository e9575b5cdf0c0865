extension Finding {
  /// What was compared: the colours' names (palettes) and values, the appearance, and what the
  /// foreground draws.
  public struct Subject: Sendable, Hashable, Codable {
    /// The foreground's name in its palette, or `nil` for `check` and screenshots.
    public var foreground: String?
    /// The background's name in its palette.
    public var background: String?
    /// The backdrop's name when a translucent background was composited onto one.
    public var backdrop: String?
    /// The foreground as compared, `#rrggbb`, or `nil` when not measured.
    public var foregroundColor: String?
    /// The background as compared, `#rrggbb`.
    public var backgroundColor: String?
    /// The appearance (`light`, `dark`, `lightIncreasedContrast`, `darkIncreasedContrast`), for
    /// palette findings.
    public var variant: String?
    /// What the foreground draws: `text`, `large-text`, `ui`, `decorative` (palettes, `check`),
    /// or `text`/`nonText` (screenshots).
    public var role: String?
    /// The declared text size in CSS px (palette pairs), where known.
    public var size: Double?
    /// The declared CSS font weight (palette pairs) when not the normal 400, else `nil`.
    public var weight: Int?

    /// Creates a subject.
    public init(
      foreground: String? = nil, background: String? = nil, backdrop: String? = nil,
      foregroundColor: String?, backgroundColor: String?, variant: String? = nil,
      role: String? = nil, size: Double? = nil, weight: Int? = nil
    ) {
      self.foreground = foreground
      self.background = background
      self.backdrop = backdrop
      self.foregroundColor = foregroundColor
      self.backgroundColor = backgroundColor
      self.variant = variant
      self.role = role
      self.size = size
      self.weight = weight
    }

    /// `fg on bg` by name where there are names, else by colour.
    public var title: String {
      let fg = foreground ?? foregroundColor ?? "?"
      let bg = background ?? backgroundColor ?? "?"
      var text = "\(fg) on \(bg)"
      if let backdrop { text += " over \(backdrop)" }
      return text
    }
  }
}
