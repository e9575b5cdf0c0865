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
/// ``RepeatedPatternRule/setInColumns(_:)``: its last row of greyed days under black ones).
enum FaintMarkRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "faint-mark"

  /// Why a candidate is dropped, or `nil`: a lone mark (not `isLine`, not `isSetInRows`)
  /// `heightInPoints` tall (`nil` when the scale is unknown) whose best contrast against its
  /// background is `contrast`.
  static func reasonToDrop(
    isLine: Bool, isSetInRows: Bool = false, contrast: Double, heightInPoints: Double?
  ) -> String? {
    guard !isLine && !isSetInRows else { return nil }
    if contrast < ImageRegionTuning.faintMarkContrast {
      return "a lone mark under 1.25:1: texture or an artefact"
    }
    if let heightInPoints, heightInPoints > ImageRegionTuning.largestIconPoints,
      contrast < ImageRegionTuning.faintContrast
    {
      return "a faint shape larger than any icon (over 32 pt)"
    }
    return nil
  }
}
