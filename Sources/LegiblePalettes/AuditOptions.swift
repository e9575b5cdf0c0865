import LegibleColor

/// What an audit checks and how.
public struct AuditOptions: Sendable {
  /// Policies for the default appearances (and for increased contrast unless
  /// ``increasedContrastPolicies`` is set).
  public var policies: [Policy]
  /// Policies for the increased-contrast appearances, such as `[.wcag2AAA]`; `nil` uses
  /// ``policies``.
  public var increasedContrastPolicies: [Policy]?
  /// The appearances reported (all four by default). Increased-contrast values are still
  /// measured for Apple's rules when they are not reported.
  public var variants: [Palette.Variant]
  /// Whether Apple's rules apply (HIG, Accessibility and Dark Mode): a default appearance that
  /// fails is a warning when its increased-contrast variant passes, and an increased-contrast
  /// variant may never have less contrast than its base.
  public var appliesAppleRules: Bool
  /// Whether failing results carry a suggested foreground.
  public var suggestsFixes: Bool
  /// How colours outside sRGB are measured: at their true luminance (``Gamut/wide``, the
  /// default) or gamut-mapped as an sRGB display shows them.
  public var gamut: Gamut = .wide

  /// Creates options.
  public init(
    policies: [Policy] = Policy.defaults, increasedContrastPolicies: [Policy]? = nil,
    variants: [Palette.Variant] = Palette.Variant.allCases, appliesAppleRules: Bool = true,
    suggestsFixes: Bool = true
  ) {
    self.policies = policies
    self.increasedContrastPolicies = increasedContrastPolicies
    self.variants = variants
    self.appliesAppleRules = appliesAppleRules
    self.suggestsFixes = suggestsFixes
  }

  /// The policies that judge `variant`.
  public func policies(for variant: Palette.Variant) -> [Policy] {
    variant.isIncreasedContrast ? (increasedContrastPolicies ?? policies) : policies
  }
}
