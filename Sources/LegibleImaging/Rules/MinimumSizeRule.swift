/// Rule `minimum-size`: a candidate too small to be any text or icon is dropped before anything
/// is measured.
///
/// A candidate made only of specks (dots, commas, the tittle of an `i` seen alone) has nothing
/// to judge. A line shorter than ``ImageRegionTuning/minimumLineHeight`` pixels is below the
/// x-height of the smallest rendered font; a lone glyph or icon shorter than
/// ``ImageRegionTuning/minimumGlyphPoints`` points (and never under
/// ``ImageRegionTuning/minimumGlyphPixels`` pixels) is a speck of texture or an artefact, not a
/// glyph anyone is meant to read. An icon of parts that stand apart (an ellipsis's three dots,
/// each too small alone) is as large as its longer side.
enum MinimumSizeRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "minimum-size"

  /// Why a candidate with box height `height` pixels is dropped, or `nil` when it is kept: a
  /// line when `isLine`, with at least one glyph that is not a speck when `hasSolidGlyph`, read
  /// at `scale` pixels per point; `partsWidth`, the width of a lone icon made of parts that
  /// stand apart, when it is one.
  static func reasonToDrop(
    height: Int, isLine: Bool, hasSolidGlyph: Bool, scale: Double, partsWidth: Int? = nil
  ) -> String? {
    guard hasSolidGlyph else { return "only specks (dots, commas): nothing to judge" }
    let glyphMinimum = max(
      ImageRegionTuning.minimumGlyphPixels, ImageRegionTuning.minimumGlyphPoints * scale)
    let size = max(height, partsWidth ?? 0)
    if (isLine && height < ImageRegionTuning.minimumLineHeight)
      || (!isLine && Double(size) < glyphMinimum)
    {
      return "smaller than any text (5 px for a line; 6 pt, at least 7 px, for a lone glyph)"
    }
    return nil
  }
}
