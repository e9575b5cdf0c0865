/// Rule `filled-shapes`: a "line" whose glyphs are all wide filled shapes with rounded or
/// slanted corners — a vector illustration's windows, panes or pills side by side (a car's two
/// windows in a ride-hailing list) — is picture content, not text.
///
/// A filled shape crosses each of its rows once (``GlyphKindRule/isSolidBlob(_:)``), is
/// ``minimumAspect``–``maximumAspect`` times as wide as tall and fills
/// ``minimumFill``–``maximumFill`` of its box. No letter does: letters wider than tall have
/// counters or arms (two or more runs a row), the solid ones (`I`, `l`, `1`, `7`, `T`) are
/// narrower than tall (a `4` at 1x, blurred into a solid shape, fills 0.86 of a box 0.7 as
/// wide as tall), and a hyphen or dash is a bar that fills its box whole.
/// Dots are as wide as tall, so a page control's dots and a password's bullets are not such
/// shapes. Two shapes at least, every solid glyph of the line one.
enum FilledShapesRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "filled-shapes"
  /// Smallest and largest width of a shape as a multiple of its height: 1.4 (a dot or a
  /// rounded square is about 1; measured: a car illustration's windows 1.9–2.3) to 2.5 (longer
  /// is a bar: a rule, a progress segment, a story's progress pill).
  static let minimumAspect = 1.4
  static let maximumAspect = 2.5
  /// Smallest and largest share of its box a shape fills: 0.7 (measured: a car illustration's
  /// windows 0.77–0.87; a filled circle 0.79) to 0.95 (a square-cornered bar, a hyphen, fills
  /// its box whole).
  static let minimumFill = 0.7
  static let maximumFill = 0.95

  /// Whether a glyph with box `box`, `fill` and `mask` is a filled shape; the mask is built
  /// only for a glyph of such proportions and fill.
  static func isFilledShape(
    box: PixelRect, fill: Double, mask: @autoclosure () -> GlyphMask
  ) -> Bool {
    let aspect = Double(box.width) / Double(max(1, box.height))
    return (minimumAspect...maximumAspect).contains(aspect)
      && (minimumFill...maximumFill).contains(fill) && GlyphKindRule.isSolidBlob(mask())
  }

  /// Why a line whose solid glyphs are `shapes` (each whether it is a filled shape; a lazy
  /// collection is asked only until one is not) is dropped, or `nil` when it is kept.
  static func reasonToDrop(shapes: some Collection<Bool>) -> String? {
    guard shapes.count >= 2, shapes.allSatisfy({ $0 }) else { return nil }
    return "wide filled shapes side by side: an illustration's, not letters"
  }
}
