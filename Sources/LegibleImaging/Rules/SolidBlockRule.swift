/// Rule `solid-block`: a candidate made mostly of solid rectangular blocks is generated picture
/// content (QR modules, identicon cells, map buildings, chart bars, swatches), not text or an
/// icon.
///
/// A block fills at least ``blockFill`` of its box (an axis-aligned rectangle with square
/// corners, edges included) and is no more than ``blockAspect`` times as long as it is wide.
/// Letters never are: the rectangular ones (`I`, `l`, `-`, `|`) are thin bars, the rest fill
/// 0.2–0.7 of their box; and icons are outlines or rounded shapes (a filled circle fills 0.79, a
/// filled rounded square with corners of a fifth of its side 0.97). The candidate is dropped
/// when more than half of its (non-speck) glyphs are blocks, so a line of text with a `■` bullet
/// is kept. A square-cornered "stop" symbol is the one icon this rule also drops.
enum SolidBlockRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "solid-block"
  /// Smallest fill of a block: a rectangle's anti-aliased edges keep it at 1.0, and a rounded
  /// square fills 1 − (4 − π)·(r/side)², under 0.99 once the radius passes a tenth of the side
  /// (filled icons round theirs by a fifth or more: 0.97 and less).
  static let blockFill = 0.99
  /// Largest ratio of a block's longer side to its shorter (thin bars are letters and rules).
  static let blockAspect = 2.0

  /// Whether a glyph with box `box` and `fill` is a block.
  static func isBlock(box: PixelRect, fill: Double) -> Bool {
    let long = Double(max(box.width, box.height))
    let short = Double(max(1, min(box.width, box.height)))
    return fill >= blockFill && long <= blockAspect * short && short >= 3
  }

  /// Whether a candidate whose glyphs have `boxes` and `fills` is picture content.
  static func isPicture(boxes: [PixelRect], fills: [Double]) -> Bool {
    guard !boxes.isEmpty else { return false }
    let blocks = zip(boxes, fills).filter { isBlock(box: $0.0, fill: $0.1) }.count
    return 2 * blocks > boxes.count
  }
}
