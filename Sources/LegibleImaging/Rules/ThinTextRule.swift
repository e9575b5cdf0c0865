/// Rule `thin-text`: whether a line of text is drawn in strokes thin for its size, below the
/// platform's default text size (Apple HIG, Typography: "If you use a custom font with a thin
/// weight, aim for larger than the recommended sizes").
///
/// In order:
/// 1. Only lines are judged (a lone glyph may be an icon drawn in thin lines).
/// 2. The font must span at least 20 image pixels: a regular stroke is then about 2 px wide, so
///    a thin one (under 1.2 px) is told apart from it; smaller text is left alone, since
///    anti-aliasing blurs both to the same width.
/// 3. The size read must be below the platform's default text size (at the default size and
///    above, thin type is Apple's choice too).
/// 4. Stroke width over font size below 0.06: `warning`. Regular faces measure 0.08–0.10 and
///    bold 0.14–0.19 (`SizeEstimate`); DejaVu Sans ExtraLight reads about 0.04 and SF Pro Light
///    about 0.06 (stem widths over the em), so 0.06 catches light, thin and hairline weights.
enum ThinTextRule {
  /// The rule's id, as reports and tests name it.
  static let id = SizeFinding.Rule.thinText.rawValue

  /// What the rule looks at.
  struct Input {
    /// The ink's shape.
    var metrics: InkMetrics
    /// Image pixels per point (CSS px on the web).
    var scale: Double
    /// The platform's sizes.
    var sizes: PlatformSizes
  }

  /// What the rule decided.
  struct Decision: Sendable, Hashable {
    var size: Double
    var weightRatio: Double
    var required: Double
    var why: String
  }

  /// The stroke/size ratio below which strokes are thin (see the type's documentation).
  static let thinRatio = 0.06
  /// The smallest font, in image pixels, whose stroke width can be judged (case 2).
  static let smallestMeasurablePixels = 20.0

  static func decide(_ input: Input) -> Decision? {
    let m = input.metrics
    guard m.isLine, input.scale > 0 else { return nil }
    let pixels = m.capHeight / SizeEstimate.capHeightPerEm
    guard pixels >= smallestMeasurablePixels else { return nil }
    let size = pixels / input.scale
    let target = input.sizes.defaultTextSize
    guard size < target, m.weightRatio > 0, m.weightRatio < thinRatio else { return nil }
    return Decision(
      size: size, weightRatio: m.weightRatio, required: target,
      why: "in strokes \(Int((m.weightRatio * 100).rounded())) % of its size (regular type: "
        + "8–10 %), below the default \(TextSizeRule.format(target)) \(input.sizes.unit)")
  }
}
