/// A platform's recommended text and control sizes, in its unit: points on Apple platforms, CSS
/// px on the web (one CSS px is one point in size).
///
/// Apple's values come from the Human Interface Guidelines:
/// - Text: "Typography", section "Ensuring legibility", table "Default size / Minimum size"
///   (https://developer.apple.com/design/human-interface-guidelines/typography): iOS and iPadOS
///   17 / 11 pt, macOS 13 / 10 pt, tvOS 29 / 23 pt, visionOS 17 / 12 pt, watchOS 16 / 12 pt.
/// - Controls: "Accessibility", section "Controls", table "Default control size / Minimum
///   control size" (https://developer.apple.com/design/human-interface-guidelines/accessibility):
///   iOS and iPadOS 44 × 44 / 28 × 28 pt, macOS 28 × 28 / 20 × 20 pt, tvOS 66 × 66 / 56 × 56 pt,
///   visionOS 60 × 60 / 28 × 28 pt, watchOS 44 × 44 / 28 × 28 pt.
/// - Padding: the same section asks for about 12 pt of padding around a bezeled control and
///   about 24 pt around one without a bezel.
///
/// The web: WCAG 2.2 SC 2.5.8 Target Size (Minimum), level AA, asks 24 × 24 CSS px or a 24 px
/// circle centred on the target that meets no other target
/// (https://www.w3.org/TR/WCAG22/#target-size-minimum). WCAG sets no minimum text size; the
/// default is 16 px, the `medium` font size every major browser starts from (CSS Fonts Level 4,
/// `font-size`, initial value `medium`).
public struct PlatformSizes: Sendable, Hashable {
  /// The recommended size for body text.
  public var defaultTextSize: Double
  /// The smallest text size the platform recommends, or `nil` where none is published (web).
  public var minimumTextSize: Double?
  /// The recommended control size (width and height); targets smaller than this are reported.
  public var controlSize: Double
  /// The smallest control size the platform allows.
  public var minimumControlSize: Double
  /// Space counted around a bezeled (filled or bordered) control, on each side: half the
  /// recommended padding between two controls.
  public var bezeledPadding: Double
  /// Space counted around a control without a bezel (a lone icon), on each side.
  public var unbezeledPadding: Double
  /// `pt`, or `px` (CSS px) on the web.
  public var unit: String

  /// Creates sizes.
  public init(
    defaultTextSize: Double, minimumTextSize: Double?, controlSize: Double,
    minimumControlSize: Double, bezeledPadding: Double, unbezeledPadding: Double, unit: String
  ) {
    self.defaultTextSize = defaultTextSize
    self.minimumTextSize = minimumTextSize
    self.controlSize = controlSize
    self.minimumControlSize = minimumControlSize
    self.bezeledPadding = bezeledPadding
    self.unbezeledPadding = unbezeledPadding
    self.unit = unit
  }

  /// Apple's padding (see the type's documentation), halved: two neighbours share the space
  /// between them.
  static let appleBezeledPadding = 12.0 / 2
  static let appleUnbezeledPadding = 24.0 / 2

  static func apple(text: Double, minimum: Double, control: Double, minimumControl: Double)
    -> PlatformSizes
  {
    PlatformSizes(
      defaultTextSize: text, minimumTextSize: minimum, controlSize: control,
      minimumControlSize: minimumControl, bezeledPadding: appleBezeledPadding,
      unbezeledPadding: appleUnbezeledPadding, unit: "pt")
  }

  /// Every platform's sizes (sources in the type's documentation).
  static let table: [Platform: PlatformSizes] = [
    .iOS: apple(text: 17, minimum: 11, control: 44, minimumControl: 28),
    .iPadOS: apple(text: 17, minimum: 11, control: 44, minimumControl: 28),
    .macOS: apple(text: 13, minimum: 10, control: 28, minimumControl: 20),
    .tvOS: apple(text: 29, minimum: 23, control: 66, minimumControl: 56),
    .visionOS: apple(text: 17, minimum: 12, control: 60, minimumControl: 28),
    .watchOS: apple(text: 16, minimum: 12, control: 44, minimumControl: 28),
    // WCAG 2.2 SC 2.5.8: 24 × 24 CSS px, or spacing such that a 24 px circle centred on the
    // target meets no other: each side may count up to half of 24 px of clear space.
    .web: PlatformSizes(
      defaultTextSize: 16, minimumTextSize: nil, controlSize: 24, minimumControlSize: 24,
      bezeledPadding: 12, unbezeledPadding: 12, unit: "px"),
  ]
}
