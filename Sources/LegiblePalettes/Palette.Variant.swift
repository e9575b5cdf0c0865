extension Palette {
  /// One of the four appearances a colour can take on Apple platforms and in CSS.
  public enum Variant: String, Sendable, Hashable, Codable, CaseIterable, Comparable,
    CustomStringConvertible
  {
    /// The default (light) appearance.
    case light
    /// Dark Mode (`prefers-color-scheme: dark`).
    case dark
    /// Light with Increase Contrast on (`prefers-contrast: more`).
    case lightIncreasedContrast
    /// Dark with Increase Contrast on.
    case darkIncreasedContrast

    /// Whether this is one of the increased-contrast appearances.
    public var isIncreasedContrast: Bool {
      self == .lightIncreasedContrast || self == .darkIncreasedContrast
    }

    /// The appearance without Increase Contrast: `light` or `dark`.
    public var baseAppearance: Variant {
      switch self {
      case .light, .lightIncreasedContrast: .light
      case .dark, .darkIncreasedContrast: .dark
      }
    }

    /// The increased-contrast counterpart of a base appearance (itself when already increased).
    public var increasedContrast: Variant {
      switch self {
      case .light, .lightIncreasedContrast: .lightIncreasedContrast
      case .dark, .darkIncreasedContrast: .darkIncreasedContrast
      }
    }

    /// The variants whose value is used, most specific first, when this one is not declared.
    ///
    /// As UIKit's asset lookup and CSS cascade do: increased contrast falls back to its base
    /// appearance, dark to light.
    public var lookupOrder: [Variant] {
      switch self {
      case .light: [.light]
      case .dark: [.dark, .light]
      case .lightIncreasedContrast: [.lightIncreasedContrast, .light]
      case .darkIncreasedContrast: [.darkIncreasedContrast, .dark, .light]
      }
    }

    /// A short label for tables: `light`, `dark`, `light IC`, `dark IC`.
    public var shortLabel: String {
      switch self {
      case .light: "light"
      case .dark: "dark"
      case .lightIncreasedContrast: "light IC"
      case .darkIncreasedContrast: "dark IC"
      }
    }

    public var description: String { rawValue }

    public static func < (lhs: Variant, rhs: Variant) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The variant a common spelling names (`light`, `dark`, `lightHighContrast`, `light-hc`,
    /// `dark_ax`, `darkIncreasedContrast`, …), or `nil` when the name is not recognised.
    ///
    /// Case and everything but letters and digits are ignored; `hc`, `ax`, `highcontrast`, `increasedcontrast`
    /// and `contrast` mark the increased-contrast appearances.
    public init?(commonName: String) {
      let folded = String(
        commonName.lowercased().unicodeScalars.filter {
          ("a"..."z").contains($0) || ("0"..."9").contains($0)
        })
      let table: [String: Variant] = [
        "light": .light, "default": .light, "day": .light,
        "dark": .dark, "night": .dark,
        "lightincreasedcontrast": .lightIncreasedContrast,
        "lighthighcontrast": .lightIncreasedContrast, "lighthc": .lightIncreasedContrast,
        "lightax": .lightIncreasedContrast, "lightcontrast": .lightIncreasedContrast,
        "highcontrastlight": .lightIncreasedContrast, "hclight": .lightIncreasedContrast,
        "lightmorecontrast": .lightIncreasedContrast,
        "darkincreasedcontrast": .darkIncreasedContrast,
        "darkhighcontrast": .darkIncreasedContrast, "darkhc": .darkIncreasedContrast,
        "darkax": .darkIncreasedContrast, "darkcontrast": .darkIncreasedContrast,
        "highcontrastdark": .darkIncreasedContrast, "hcdark": .darkIncreasedContrast,
        "darkmorecontrast": .darkIncreasedContrast,
        "lightaccessible": .lightIncreasedContrast, "darkaccessible": .darkIncreasedContrast,
        "lightincreased": .lightIncreasedContrast, "darkincreased": .darkIncreasedContrast,
        "lighthighcontrastmode": .lightIncreasedContrast,
        "darkhighcontrastmode": .darkIncreasedContrast,
      ]
      guard let variant = table[folded] else { return nil }
      self = variant
    }
  }
}
