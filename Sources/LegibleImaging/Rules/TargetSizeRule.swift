/// Rule `target-size`: whether an icon button or a control is smaller than its platform
/// recommends, counting the clear space around it.
///
/// Pixels cannot show what is tappable, so this is always a `warning`. What is judged (chosen
/// by `SizeAudit`): a lone icon in a bar (a toolbar, tab bar or navigation bar: the top or
/// bottom of the screen, or a row of icons), and a filled or bordered button shape.
///
/// The target is the visible bounds plus the clear space beside each side, each side counted up
/// to the platform's padding: half of Apple's 12 pt between bezeled controls and 24 pt around
/// controls without a bezel (HIG, Accessibility), or on the web up to 12 CSS px, so that a
/// target passes when a 24 px circle centred on it meets nothing else (WCAG 2.2 SC 2.5.8).
/// Clear space shared with a neighbour's ink counts half (the two share it).
///
/// In order:
/// 1. The target's smaller side is at least the platform's recommended control size: nothing.
/// 2. Otherwise `warning`, naming the visible size, the padding counted and the size asked for.
enum TargetSizeRule {
  /// The rule's id, as reports and tests name it.
  static let id = SizeFinding.Rule.targetSize.rawValue

  /// What the rule looks at, in points (CSS px on the web).
  struct Input {
    /// A lone icon or a button shape.
    var subject: SizeFinding.Subject
    /// The visible bounds.
    var width: Double
    var height: Double
    /// Clear space beside each side: left, right, top, bottom.
    var clearSpace: (left: Double, right: Double, top: Double, bottom: Double)
    /// The platform's sizes.
    var sizes: PlatformSizes
  }

  /// What the rule decided.
  struct Decision: Sendable, Hashable {
    var targetWidth: Double
    var targetHeight: Double
    var required: Double
    var why: String
  }

  static func decide(_ input: Input) -> Decision? {
    let s = input.sizes
    let padding = input.subject == .control ? s.bezeledPadding : s.unbezeledPadding
    let c = input.clearSpace
    func counted(_ space: Double) -> Double { min(max(0, space), padding) }
    let width = input.width + counted(c.left) + counted(c.right)
    let height = input.height + counted(c.top) + counted(c.bottom)
    let required = s.controlSize
    guard min(width, height) < required else { return nil }
    let u = s.unit
    let f = TextSizeRule.format
    let what = input.subject == .control ? "button shape" : "icon"
    return Decision(
      targetWidth: width, targetHeight: height, required: required,
      why: "\(what) \(f(input.width))×\(f(input.height)) \(u) visible; with the clear space "
        + "around it (up to \(f(padding)) \(u) a side) \(f(width))×\(f(height)) \(u), under the "
        + "recommended \(f(required))×\(f(required)) \(u)")
  }
}
