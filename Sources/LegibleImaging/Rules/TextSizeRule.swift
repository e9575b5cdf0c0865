/// Rule `text-size`: whether a line of text is smaller than its platform allows.
///
/// Only lines (two or more glyphs chained) are judged: a lone glyph may be an icon, and its
/// height says little about a font size. The size comes from the line's cap height (see
/// `SizeEstimate`), good to about ±8 % across common faces; a line with no distinct x band
/// (all capitals, digits, or only x-height letters such as "use") may be x-height letters, so
/// its size could be as large as its height ÷ 0.45 (the smallest common x-height, Times at
/// 0.448 em). Each verdict takes the largest size the line could have, so text whose true size
/// is at or above the threshold is never reported.
///
/// In order:
/// 1. The largest possible size is below the platform's minimum text size: `fail`.
/// 2. With strict sizes, the largest possible size is below the platform's default text size:
///    `warning` (Apple asks for the default size for body text; smaller sizes are for
///    secondary text, so this is off by default).
/// 3. Otherwise nothing is reported.
enum TextSizeRule {
  /// The rule's id, as reports and tests name it.
  static let id = SizeFinding.Rule.textSize.rawValue

  /// What the rule looks at.
  struct Input {
    /// The ink's shape.
    var metrics: InkMetrics
    /// Image pixels per point (CSS px on the web).
    var scale: Double
    /// The platform's sizes.
    var sizes: PlatformSizes
    /// Whether text between the minimum and the default size is reported.
    var isStrict: Bool
  }

  /// What the rule decided: the status, the size it read, the largest it could be, and the
  /// size it compared with.
  struct Decision: Sendable, Hashable {
    var status: SizeFinding.Status
    var size: Double
    var largestSize: Double
    var required: Double
    var why: String
  }

  /// Relative uncertainty of a size read from a cap height (see `SizeEstimate`).
  static let sizeTolerance = ScanJudgement.sizeTolerance
  /// The smallest x-height of common text faces, in em (Times New Roman and Liberation Serif:
  /// 0.448; Arial 0.519, DejaVu Sans 0.545, SF Pro 0.528, font metrics).
  static let smallestXHeightPerEm = 0.45

  /// The font size read from the line, in points (CSS px), and the largest it could be.
  static func sizes(_ metrics: InkMetrics, scale: Double) -> (size: Double, largest: Double) {
    let size = metrics.capHeight / SizeEstimate.capHeightPerEm / scale
    let largest =
      metrics.hasXBand
      ? size * (1 + sizeTolerance) : metrics.capHeight / smallestXHeightPerEm / scale
    return (size, largest)
  }

  static func decide(_ input: Input) -> Decision? {
    guard input.metrics.isLine, input.scale > 0 else { return nil }
    let (size, largest) = sizes(input.metrics, scale: input.scale)
    let unit = input.sizes.unit
    if let minimum = input.sizes.minimumTextSize, largest < minimum {
      return Decision(
        status: .fail, size: size, largestSize: largest, required: minimum,
        why: "below the minimum \(format(minimum)) \(unit)")
    }
    if input.isStrict && largest < input.sizes.defaultTextSize {
      return Decision(
        status: .warning, size: size, largestSize: largest, required: input.sizes.defaultTextSize,
        why: "below the default \(format(input.sizes.defaultTextSize)) \(unit) for body text")
    }
    return nil
  }

  /// A size with at most one decimal: `9.2`, `11`.
  static func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
  }
}
