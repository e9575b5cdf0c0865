import LegibleColor

/// One pair in one appearance judged by one policy: a row of the `palettes[].results[]` array of
/// Legible's JSON report.
public struct PaletteAuditResult: Sendable, Hashable, Codable {
  /// The outcome, with Apple's increased-contrast rules applied.
  public enum Status: String, Sendable, Hashable, Codable, Comparable {
    /// Below the requirement (or an increased-contrast variant with less contrast than its base).
    case fail
    /// Below the requirement by default but passing with Increase Contrast, or not measurable
    /// (a system colour reference).
    case warning
    /// Meets the requirement, or exempt.
    case pass

    public static func < (lhs: Status, rhs: Status) -> Bool { lhs.rank < rhs.rank }
    private var rank: Int {
      switch self {
      case .fail: 0
      case .warning: 1
      case .pass: 2
      }
    }
  }

  /// The foreground colour's name.
  public var foreground: String
  /// The background colour's name.
  public var background: String
  /// The backdrop's name when the background was composited onto one.
  public var backdrop: String?
  /// The appearance.
  public var variant: Palette.Variant
  /// The foreground as compared (composited onto the background), `#rrggbb`; `nil` when the
  /// pair could not be measured.
  public var foregroundColor: String?
  /// The background as compared (composited onto the backdrop), `#rrggbb`.
  public var backgroundColor: String?
  /// The foreground's role (`text`, `large-text`, `ui`, `decorative`).
  public var role: TextStyle.Role
  /// The text size in CSS px, when declared.
  public var size: Double?
  /// The CSS font weight.
  public var weight: Int
  /// The id of the policy that judged, or `nil` when nothing was measured.
  public var policy: String?
  /// The WCAG 2.x ratio, unrounded.
  public var wcagRatio: Double?
  /// The signed APCA Lc, unrounded.
  public var apcaLc: Double?
  /// The policy's minimum (ratio, or |Lc|), or `nil` when exempt.
  public var required: Double?
  /// The outcome.
  public var status: Status
  /// Which rule decided, in words (`wcag2-aa text: 3.44:1 < 4.50:1; fails even with Increase
  /// Contrast`).
  public var rule: String
  /// The id of the rule that decided: the policy id, or one of Apple's rules,
  /// ``appleIncreasedContrastRule`` or ``appleIncreasedContrastLowerRule``.
  public var ruleID: String
  /// Whether a value declared for another appearance stood in for a missing one.
  public var fallbackUsed: Bool
  /// Which colours fell back to which appearance, in words, when ``fallbackUsed``.
  public var fallback: String?
  /// The same as `colour:appearance` entries (`foreground:light`, `background:dark`,
  /// `backdrop:light`): the appearance whose value stood in.
  public var fallbacks: [String]
  /// A nearby foreground that passes, `#rrggbb` (or `#rrggbbaa`), for failures and warnings.
  public var suggestion: String?
  /// Where the foreground's value for this appearance is declared.
  public var location: SourceLocation
  /// Where the pair is declared.
  public var pairLocation: SourceLocation

  /// Creates a result.
  public init(
    foreground: String, background: String, backdrop: String?, variant: Palette.Variant,
    foregroundColor: String?, backgroundColor: String?, role: TextStyle.Role, size: Double?,
    weight: Int, policy: String?, wcagRatio: Double?, apcaLc: Double?, required: Double?,
    status: Status, rule: String, ruleID: String, fallbackUsed: Bool, fallback: String?,
    fallbacks: [String] = [], suggestion: String?,
    location: SourceLocation, pairLocation: SourceLocation
  ) {
    self.foreground = foreground
    self.background = background
    self.backdrop = backdrop
    self.variant = variant
    self.foregroundColor = foregroundColor
    self.backgroundColor = backgroundColor
    self.role = role
    self.size = size
    self.weight = weight
    self.policy = policy
    self.wcagRatio = wcagRatio
    self.apcaLc = apcaLc
    self.required = required
    self.status = status
    self.rule = rule
    self.ruleID = ruleID
    self.fallbackUsed = fallbackUsed
    self.fallback = fallback
    self.fallbacks = fallbacks
    self.suggestion = suggestion
    self.location = location
    self.pairLocation = pairLocation
  }
}

extension PaletteAuditResult {
  /// Apple HIG (Accessibility): a default appearance below the minimum must pass with Increase
  /// Contrast; decides "passes only with Increase Contrast" and "fails even with Increase
  /// Contrast".
  public static let appleIncreasedContrastRule = "apple-increased-contrast"
  /// Apple HIG: an increased-contrast value must not have less contrast than its base.
  public static let appleIncreasedContrastLowerRule = "apple-increased-contrast-lower"
  /// A colour is a system reference whose value the file does not give.
  public static let systemReferenceRule = "system-reference"
  /// WCAG 2.x SC 1.4.1: a link colour marked by colour alone needs 3:1 against its body text.
  public static let linkDistinctRule = "link-distinct"
  /// The ratio ``linkDistinctRule`` requires: WCAG 2 technique G183.
  public static let linkDistinctMinimum = 3.0
}

extension TextStyle.Role: Codable {}
