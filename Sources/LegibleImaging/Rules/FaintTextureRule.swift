/// Rule `faint-texture`: a faint mark on imagery is the imagery's own detail, not text or a
/// control drawn on it.
///
/// Interface surfaces are filled with one colour, so beside text on a surface most background
/// pixels are exactly that colour (the rest are anti-aliased edges). A background where fewer
/// than ``ImageRegionTuning/flatExactShare`` of the pixels beside the mark hold its most common
/// colour exactly varies from pixel to pixel: a wallpaper, a photograph, a blurred material, a
/// shadow over a picture. So is a background whose colours beside the mark are many (the
/// scanner's image-background flag). A line standing out from such a background by less than
/// ``ImageRegionTuning/faintContrast`` is dropped; so is a lone mark standing out by less than
/// ``ImageRegionTuning/faintLoneMarkContrast`` (a crater on the moon, a pebble, a knot in wood:
/// a photograph's detail is a lone blob far more often than a line of them).
///
/// A line's brackets are few, and on a dithered or noisy surface a handful can share a colour
/// by chance, so for a line the ring of pixels just outside its box counts too
/// (``exactShare(around:in:)``): one colour all round a line on a flat surface, scattered on a
/// textured one. A control's shape (rule `control-boundary`) is asked the same way, with that
/// ring, as a lone mark.
///
/// Near-invisible text on a flat surface is never dropped: white on `#ffff00` (1.07:1) and
/// `#f5f5f5` on white stay failures. There is no floor on the ratio: the same marks on a flat
/// surface are reported however faint.
enum FaintTextureRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "faint-texture"

  /// The contrast under which a line (`isLine`) or a lone mark on a textured surface is texture.
  static func bound(isLine: Bool) -> Double {
    isLine ? ImageRegionTuning.faintContrast : ImageRegionTuning.faintLoneMarkContrast
  }

  /// Whether a mark (a line when `isLine`) whose best contrast against its background is
  /// `contrast` is texture, when `exactBackgroundShare` of the background pixels beside it hold
  /// its most common colour exactly, or when `isImageBackground`.
  static func isTexture(
    contrast: Double, exactBackgroundShare: Double, isImageBackground: Bool, isLine: Bool = true
  ) -> Bool {
    contrast < bound(isLine: isLine)
      && (isImageBackground || exactBackgroundShare < ImageRegionTuning.flatExactShare)
  }

  /// The share of the pixels on the ring two pixels outside `box` (clipped to `image`) that
  /// hold the ring's most common colour exactly: near 1 around a shape on a flat surface, low
  /// around one on a surface that varies from pixel to pixel.
  static func exactShare(around box: PixelRect, in image: ScanImage) -> Double {
    var counts: [UInt32: Int] = [:]
    var total = 0
    image.forEachPixel(around: box) { color in
      counts[color, default: 0] += 1
      total += 1
    }
    guard total > 0 else { return 1 }
    return Double(counts.values.max() ?? 0) / Double(total)
  }
}
