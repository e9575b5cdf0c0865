/// Rule `inside-out`: a candidate whose surface is found only inside its own box is read inside
/// out — flat strokes taken for the surface, the textured background between them for ink — and
/// text of solid strokes is looked for around it.
///
/// The row pass takes long flat runs for the surface and what lies between them for ink. Light
/// text on a wallpaper that varies from pixel to pixel (or on a steep gradient) turns this round:
/// the text's horizontal strokes are the only flat runs, so the wallpaper between its letters
/// reads as ink standing on the text colour. Such a candidate's brackets are mostly one exact
/// colour (a fill, not a noisy surface), and that colour is missing from the ring of pixels just
/// outside its box: a real surface goes on around what is drawn on it; strokes stop with the
/// text. Around such a candidate (``window(around:width:height:)``) ``PictureText`` looks for
/// lines of solid strokes of any thickness, as in a picture, and a line found there replaces
/// what was read inside it in another colour.
///
/// A finding in another colour whose surface is such a line's colour, overlapping it, and that
/// stands out from its background by less than ``ImageRegionTuning/faintContrast`` is the
/// background around that line's strokes (``isSurroundings(surface:worstContrast:lineColor:)``):
/// facets of a wallpaper between a clock's digits chain into "lines" whose brackets are the
/// digits.
enum InsideOutRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "inside-out"
  /// Least share of the brackets within the same-surface tolerance of their most common colour:
  /// a quarter. Measured on the labelled corpus: candidates read inside out have 0.27–0.37 (the
  /// text's strokes are one bracket in three or four; the rest are the noisy surface at either
  /// end of a run); real text on a surface has 0.9 and more, text over a photograph rarely
  /// repeats a bracket colour at all.
  static let minimumSurfaceShare = 0.25
  /// Least share of those brackets that hold the colour exactly: nine in ten (a text fill is
  /// one colour; a noisy or graded surface only comes near it).
  static let exactSurfaceShare = 0.9
  /// Largest share of the ring just outside the box within the same-surface tolerance of the
  /// surface colour: one in ten. Measured: 0.00–0.06 around candidates read inside out; a real
  /// surface fills most of the ring (0.9 and more on the labelled corpus).
  static let maximumRingShare = 0.1
  /// How far a window reaches either side of a candidate, in multiples of its height: 8 (the
  /// inside-out reading may catch one word of a line; the words before and after it belong to
  /// the same line).
  static let acrossHeights = 8

  /// Whether a candidate is read inside out: `surfaceShare` of its brackets lie within the
  /// same-surface tolerance of their most common colour, `exactShare` of them hold it exactly,
  /// and `ringShare` of the ring just outside its box lies near it.
  static func isInsideOut(surfaceShare: Double, exactShare: Double, ringShare: Double) -> Bool {
    surfaceShare >= minimumSurfaceShare && exactShare >= exactSurfaceShare * surfaceShare
      && ringShare < maximumRingShare
  }

  /// The share of the pixels on the ring `margin` pixels outside `box` (clipped to `image`)
  /// within the same-surface tolerance of `color`; 1 when the ring lies wholly outside the
  /// image.
  static func ringShare(
    of color: UInt32, around box: PixelRect, margin: Int = 2, in image: ScanImage
  ) -> Double {
    var near = 0
    var total = 0
    image.forEachPixel(around: box, margin: margin) { pixel in
      total += 1
      if PackedColor.distance(pixel, color) <= FlatRegions.sameSurfaceTolerance { near += 1 }
    }
    return total == 0 ? 1 : Double(near) / Double(total)
  }

  /// The window searched for text around a candidate read inside out: its box grown by
  /// ``acrossHeights`` of its height to either side and by its height above and below, clipped
  /// to an image `width` by `height`.
  static func window(around box: PixelRect, width: Int, height: Int) -> PixelRect {
    PictureText.grow(
      box, across: acrossHeights * box.height, down: box.height, width: width, height: height)
  }

  /// Whether `window` is still to be searched, given the picture rectangles searched already:
  /// unless one holds it whole. A window reaching into a small picture (a smooth wallpaper's
  /// patch beside a price on a banner) holds text the picture's search never sees; a line
  /// found twice is found already the second time.
  static func needsSearch(_ window: PixelRect, pictures: [PixelRect]) -> Bool {
    !pictures.contains { $0.intersection(window) == window }
  }

  /// Whether a finding whose surface (its brackets' most common colour) is `surface` and whose
  /// contrast against its least favourable background is `worstContrast` is the background around the strokes of an overlapping line of
  /// colour `lineColor`, read inside out.
  static func isSurroundings(surface: UInt32, worstContrast: Double, lineColor: UInt32) -> Bool {
    worstContrast < ImageRegionTuning.faintContrast
      && PackedColor.distance(surface, lineColor) <= FlatRegions.sameSurfaceTolerance
  }
}
