/// Rule `dashed-line`: a "line of text" whose glyphs are short solid dashes is a dashed line —
/// a chart's average or forecast line, a dashed divider — never text. Dividers and a chart's
/// strokes are decorative (WCAG 1.4.11 requires neither), so the line is dropped.
///
/// A dash is a solid shape (ink on at least ``minimumFill`` of its box) at most
/// ``maximumDashPoints`` thick, wider than tall by ``minimumAspect`` to ``maximumAspect``
/// times: the dashes of a line drawn 1.5–3 pt thick, anti-aliased and tilted along a curve.
/// A line is dashed when at least ``minimumDashes`` of its glyphs are dashes, they are at least
/// half of its glyphs, and no other glyph is more than twice as tall as the tallest dash
/// (dashes joined where the line crosses a grid line read as one long thin glyph; a word chained
/// to the line has letters taller than that). Text never qualifies: its letters are 4 pt or
/// more tall and few fill their box; a hyphen or an en dash stands among letters.
enum DashedLineRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "dashed-line"
  /// Thickest dash, in points: 4 (a chart line of 3 pt plus a pixel of anti-aliasing at each
  /// edge; a lowercase letter of 9 pt text is about 4.5 pt tall, and few letters are solid).
  static let maximumDashPoints = 4.0
  /// Least share of its box a dash fills: 0.6 (a tilted dash fills 0.7–1.0 of its box in
  /// set 10's chart; letters fill 0.2–0.5).
  static let minimumFill = 0.6
  /// Least and most width over height of a dash: 1.3 and 6 (a dot is as wide as tall).
  static let minimumAspect = 1.3
  static let maximumAspect = 6.0
  /// Fewest dashes in a dashed line: 3 (two can be a pair of hyphens or an equals sign).
  static let minimumDashes = 3

  /// Whether `box`, filled to `fill`, is a dash at `scale` pixels a point.
  static func isDash(_ box: PixelRect, fill: Double, scale: Double) -> Bool {
    let aspect = Double(box.width) / Double(max(1, box.height))
    return Double(box.height) <= maximumDashPoints * scale && fill >= minimumFill
      && aspect >= minimumAspect && aspect <= maximumAspect
  }

  /// Whether a line whose glyphs (specks left out) have `boxes` and `fills` is a dashed line
  /// at `scale` pixels a point.
  static func isDashedLine(boxes: [PixelRect], fills: [Double], scale: Double) -> Bool {
    let dashes = boxes.indices.filter { isDash(boxes[$0], fill: fills[$0], scale: scale) }
    guard dashes.count >= minimumDashes, 2 * dashes.count >= boxes.count,
      let tallest = dashes.map({ boxes[$0].height }).max()
    else { return false }
    return boxes.allSatisfy { $0.height <= 2 * tallest }
  }
}
