/// Rule `faint-texture`: a faint mark on imagery is the imagery's own detail, not text or a
/// control drawn on it.
///
/// Interface surfaces are filled with one colour, so beside text on a surface most background
/// pixels are exactly that colour (the rest are anti-aliased edges). A background where fewer
/// than ``ImageRegionTuning/flatExactShare`` of the pixels beside the mark hold its most common
/// colour exactly varies from pixel to pixel: a wallpaper, a photograph, a blurred material, a
/// shadow over a picture. So is a background whose colours beside the mark are many (the
/// scanner's image-background flag). A mark standing out from such a background by less than
/// ``ImageRegionTuning/faintContrast`` is dropped.
///
/// Near-invisible text on a flat surface is never dropped: white on `#ffff00` (1.07:1) and
/// `#f5f5f5` on white stay failures. There is no floor on the ratio: the same marks on a flat
/// surface are reported however faint.
enum FaintTextureRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "faint-texture"

  /// Whether a mark whose best contrast against its background is `contrast` is texture, when
  /// `exactBackgroundShare` of the background pixels beside it hold its most common colour
  /// exactly, or when `isImageBackground`.
  static func isTexture(contrast: Double, exactBackgroundShare: Double, isImageBackground: Bool)
    -> Bool
  {
    contrast < ImageRegionTuning.faintContrast
      && (isImageBackground || exactBackgroundShare < ImageRegionTuning.flatExactShare)
  }
}
