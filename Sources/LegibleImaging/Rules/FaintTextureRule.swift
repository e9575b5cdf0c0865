import LegibleColor

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
/// a photograph's detail is a lone blob far more often than a line of them). A stack of equal
/// bars side by side at one left edge (a menu icon) is judged as a line: no texture draws it.
///
/// A line's brackets are few, and on a dithered or noisy surface a handful can share a colour
/// by chance, so for a line the ring of pixels just outside its box counts too
/// (``exactShare(around:in:)``): one colour all round a line on a flat surface, scattered on a
/// textured one. A control's shape (rule `control-boundary`) is asked the same way, with that
/// ring, as a lone mark.
///
/// A line with solid strokes (a measured ink colour, another surface's colour than every
/// background it is judged against, by ``FlatRegions/sameSurfaceTolerance``) on a *smooth*
/// surface is kept however faint: a frosted material, a blurred backdrop, sand or sky in soft
/// focus change by well under a level from one pixel to the next (``roughness(around:in:)``),
/// grain and texture by a level and more. White on pale sand and light grey on a light material
/// are text that fails.
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
  /// its most common colour exactly, or when `isImageBackground`. A line that is
  /// `solidOnSmoothSurface` (its ink colour measured, standing out from every background it is
  /// judged against by more than ``FlatRegions/sameSurfaceTolerance``, its
  /// ``roughness(around:in:)`` under ``ImageRegionTuning/smoothSurfaceRoughness``) is never
  /// texture.
  static func isTexture(
    contrast: Double, exactBackgroundShare: Double, isImageBackground: Bool, isLine: Bool = true,
    solidOnSmoothSurface: Bool = false
  ) -> Bool {
    contrast < bound(isLine: isLine) && !(isLine && solidOnSmoothSurface)
      && (isImageBackground || exactBackgroundShare < ImageRegionTuning.flatExactShare)
  }

  /// Whether `ink` is another surface's colour than each of `backgrounds`: more than
  /// ``FlatRegions/sameSurfaceTolerance`` levels apart in some channel.
  static func standsApart(_ ink: SRGB, from backgrounds: [SRGB]) -> Bool {
    let packed = PackedColor.pack(srgb: ink)
    return backgrounds.allSatisfy {
      PackedColor.distance(packed, PackedColor.pack(srgb: $0)) > FlatRegions.sameSurfaceTolerance
    }
  }

  /// The mean step, in 8-bit levels (largest channel difference), between neighbouring pixels
  /// along the ring two pixels outside `box` (clipped to `image`): its top and bottom rows left
  /// to right, its sides top to bottom. Near 0 on a flat or softly blurred surface, a level or
  /// more on grain, texture and photographic detail.
  static func roughness(around box: PixelRect, in image: ScanImage) -> Double {
    let (x0, y0) = (max(0, box.x - 2), max(0, box.y - 2))
    let (x1, y1) = (min(image.width - 1, box.maxX + 1), min(image.height - 1, box.maxY + 1))
    guard x0 < x1, y0 < y1 else { return 0 }
    var sum = 0
    var steps = 0
    for y in [y0, y1] {
      for x in x0..<x1 {
        sum += PackedColor.distance(image.rgb(x, y), image.rgb(x + 1, y))
        steps += 1
      }
    }
    for x in [x0, x1] {
      for y in y0..<y1 {
        sum += PackedColor.distance(image.rgb(x, y), image.rgb(x, y + 1))
        steps += 1
      }
    }
    return Double(sum) / Double(steps)
  }

  /// The share of the pixels on the ring two pixels outside `box` (clipped to `image`) that
  /// hold the ring's most common colour exactly: near 1 around a shape on a flat surface, low
  /// around one on a surface that varies from pixel to pixel.
  static func exactShare(around box: PixelRect, in image: ScanImage) -> Double {
    commonestColor(around: box, in: image)?.share ?? 1
  }

  /// The commonest colour on the ring of pixels two outside `box` (clipped to `image`) and the
  /// share of the ring that holds it exactly, or `nil` when the ring lies wholly outside.
  static func commonestColor(around box: PixelRect, in image: ScanImage) -> (
    color: UInt32, share: Double
  )? {
    var counts: [UInt32: Int] = [:]
    var total = 0
    image.forEachPixel(around: box) { color in
      counts[color, default: 0] += 1
      total += 1
    }
    // The smaller packed colour on a tie, so the answer never depends on hashing order.
    guard let (color, n) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else {
      return nil
    }
    return (color, Double(n) / Double(total))
  }
}
