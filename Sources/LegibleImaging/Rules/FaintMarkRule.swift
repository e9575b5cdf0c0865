/// Rule `faint-mark`: a lone mark almost as light or dark as its background, anywhere, is
/// texture or a rendering artefact, not a control or an icon.
///
/// A lone mark (not part of a line of text) is dropped when even its best contrast is under
/// ``ImageRegionTuning/faintMarkContrast``, or when it is larger than any icon (over
/// ``ImageRegionTuning/largestIconPoints`` points tall) and under
/// ``ImageRegionTuning/faintContrast``: a shape that large and that faint is part of a picture
/// or a surface. Lines of text are never dropped here: near-invisible text on a flat surface
/// (white on `#ffff00`, 1.07:1) stays a failure; nor are lone marks set in a row or a column
/// of characters of another colour (``RepeatedPatternRule/setInRows(_:)``: a calendar's
/// greyed "30" beside the black "1" of the next month, 1.25:1;
/// ``RepeatedPatternRule/setInColumns(_:)``: its last row of greyed days under black ones),
/// nor an empty checkbox's or radio button's outline (``isEmptyToggle(_:cssHeight:)``), which
/// fails 3:1 however faint. A plain solid blob of an icon's size
/// (``isPlainBlob(_:cssHeight:fill:)``: a disc with nothing drawn in it) under
/// ``ImageRegionTuning/faintContrast`` is dropped too: a map's trees, a placeholder.
enum FaintMarkRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "faint-mark"

  /// Why a candidate is dropped, or `nil`: a lone mark (not `isLine`, not `isSetInRows`)
  /// `heightInPoints` tall (`nil` when the scale is unknown) whose best contrast against its
  /// background is `contrast`.
  /// `isEmptyToggle`: the mark is an empty checkbox's or radio button's outline
  /// (``isEmptyToggle(_:cssHeight:)``).
  /// `isPlainBlob`: the mark is a solid blob with nothing drawn in it
  /// (``isPlainBlob(_:cssHeight:fill:)``).
  static func reasonToDrop(
    isLine: Bool, isSetInRows: Bool = false, contrast: Double, heightInPoints: Double?,
    isEmptyToggle: @autoclosure () -> Bool = false, isPlainBlob: @autoclosure () -> Bool = false
  ) -> String? {
    guard !isLine && !isSetInRows else { return nil }
    if contrast < ImageRegionTuning.faintMarkContrast && !isEmptyToggle() {
      return "a lone mark under 1.25:1: texture or an artefact"
    }
    if contrast < ImageRegionTuning.faintContrast && isPlainBlob() {
      return "a faint solid blob with nothing in it, under 1.5:1: a map's tree, a placeholder"
    }
    if let heightInPoints, heightInPoints > ImageRegionTuning.largestIconPoints,
      contrast < ImageRegionTuning.faintContrast
    {
      return "a faint shape larger than any icon (over 32 pt)"
    }
    return nil
  }

  /// Smallest height of a plain blob (``isPlainBlob(_:cssHeight:fill:)``), in CSS px: 16, above
  /// a window's traffic-light buttons (12 pt, the yellow one #febc2e on a light title bar
  /// 1.38:1, a control that fails) and status dots; a map's trees are 20–32.
  static let plainBlobHeight = 16.0
  /// Largest fill of a plain blob: 0.85, a disc's (π/4 of its box, with its anti-aliased rim).
  /// A square or a rounded square fills 0.9 and more: an app icon's placeholder, a tile.
  static let plainBlobFill = 0.85

  /// Whether `mask`, `cssHeight` CSS px tall and filling `fill` of its box, is a plain solid
  /// blob: at least ``plainBlobHeight`` tall, 0.8–1.25 times as wide as tall, filling
  /// ``GlyphKindRule/solidFill`` to ``plainBlobFill`` of its box, every row one run of ink
  /// (``GlyphKindRule/isSolidBlob(_:)``): a disc with no mark drawn in it. Faint,
  /// it shows nothing a user must tell apart (a tree on a map, an empty placeholder); a filled
  /// icon's shape (a heart, a star, a pin) splits some rows in two.
  static func isPlainBlob(_ mask: GlyphMask, cssHeight: Double?, fill: Double) -> Bool {
    guard let css = cssHeight, css >= plainBlobHeight, mask.height > 0,
      (0.8...1.25).contains(Double(mask.width) / Double(mask.height)),
      (GlyphKindRule.solidFill...plainBlobFill).contains(fill)
    else { return false }
    return GlyphKindRule.isSolidBlob(mask)
  }

  /// Whether `mask`, `cssHeight` CSS px tall, is the outline of an empty checkbox or radio
  /// button: a checkbox's size (``ControlBoundaryRule/checkboxSide``), 0.8–1.25 times as wide as
  /// tall, and through the middle three fifths of its height every row crossed by exactly two
  /// thin runs of ink (each at most a quarter of its width), one within an eighth of its width
  /// of either side (a circle's sides lie a tenth in there). A faint border of `#e5e7eb` on
  /// white (1.24:1) draws such boxes; texture and artefacts seldom draw a clean ring.
  static func isEmptyToggle(_ mask: GlyphMask, cssHeight: Double?) -> Bool {
    guard let css = cssHeight, ControlBoundaryRule.checkboxSide.contains(css),
      mask.width > 0, mask.height > 0,
      (0.8...1.25).contains(Double(mask.width) / Double(mask.height))
    else { return false }
    let (w, h) = (mask.width, mask.height)
    let rows = mask.rowRuns
    for y in (h / 5)..<(h - h / 5) {
      let runs = rows[y]
      guard runs.count == 2, runs[0].start <= w / 8, runs[1].end >= w - w / 8,
        4 * (runs[0].end - runs[0].start) <= w, 4 * (runs[1].end - runs[1].start) <= w
      else { return false }
    }
    return true
  }
}
