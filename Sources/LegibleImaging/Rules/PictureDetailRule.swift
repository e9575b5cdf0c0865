/// Rule `picture-detail`: a lone glyph or shape that belongs to a picture is the picture's own
/// detail, not an icon on the interface.
///
/// Two signs, each enough alone. Before any pixel is measured: a lone glyph whose surroundings
/// (its box widened by half its height, at least 8 pixels) are more than
/// ``ImageRegionTuning/busyLoneGlyphShare`` busy tiles (``BusyTiles``: ink on every row, the
/// texture of photographs). After measuring: a lone shape over an image background whose ink
/// colour could not be measured at all (no pixel fully covered), which a drawn icon, filled or
/// stroked at a legible weight, always has; and any candidate, line or lone, with no fully
/// covered pixel on an uneven background (an image or a gradient) that stands out by less than
/// ``ImageRegionTuning/faintLoneMarkContrast`` even against the most favourable part of it: the
/// soft shading of a photograph too smooth for any tile to mark as a picture (craters of a
/// full-screen moon chained into "lines" at 1.03–1.9:1). On any background, a lone shape with
/// no fully covered pixel that is dense and large (``isSmallPicture(fill:width:height:points:)``)
/// is a small picture: an avatar, a thumbnail; so is one whose inside is shaded in many
/// colours (``isShaded(fill:points:mask:at:in:)``: a full-colour file icon's gradient), which
/// no drawn glyph of one colour is, though its unmeasured ink would otherwise ask for review
/// as strokes too thin to hold their colour. Over an image background, a line whose ink could
/// not be measured, none of whose glyphs holds a solid pixel either, and whose glyphs are at
/// the median at least ``ImageRegionTuning/smallPicturePoints`` tall, is a row of a
/// photograph's objects (coins on a cloth), not letters: type that large has solid strokes.
/// Read at 2x or more, any candidate with no fully covered pixel on a grainy surface
/// (``isGrainy(exactShare:roughness:)``) is a picture's blurred detail: the galaxies of a deep
/// field, specks of light in a night photograph. Text drawn at 2x and more holds pixels of its
/// own colour inside its strokes, whatever surface it is drawn on.
/// Otherwise lines of text are not dropped here: text over a picture is the business of rule
/// `image-content`, and faint text on a flat surface always stays.
enum PictureDetailRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "picture-detail"

  /// Margin in pixels around a lone glyph of box height `height` over which its busy share is
  /// read: half its height, at least 8 pixels.
  static func margin(height: Int) -> Int { max(8, height / 2) }

  /// Why a candidate is dropped before it is measured, or `nil`: a lone glyph (not `isLine`)
  /// whose surroundings are `busyShare` busy.
  static func reasonToDrop(isLine: Bool, busyShare: Double) -> String? {
    guard !isLine, busyShare > ImageRegionTuning.busyLoneGlyphShare else { return nil }
    return "a lone glyph in a busy area (a picture's detail)"
  }

  /// Why a measured candidate is dropped, or `nil`, when its ink colour was not measured (not
  /// `isInkMeasured`): a lone shape (not `isLine`) over an image background
  /// (`isImageBackground`), or any candidate over an uneven background (`isUneven`: an image or a
  /// gradient) whose best contrast against it is under
  /// ``ImageRegionTuning/faintLoneMarkContrast``.
  /// `isSmallPicture`: see ``isSmallPicture(fill:width:height:points:)``, asked only of lone
  /// shapes with no solid pixel; `isLineOfObjects`: see
  /// ``isLineOfObjects(glyphPoints:anyGlyphMeasured:)``, asked only of such lines over an image;
  /// `isGrainy`: see ``isGrainy(exactShare:roughness:)``, asked only when `isReadAtTwoOrMore`.
  static func reasonToDrop(
    isLine: Bool, isImageBackground: Bool, isUneven: Bool, isInkMeasured: Bool, contrast: Double,
    isSmallPicture: @autoclosure () -> Bool = false,
    isShaded: @autoclosure () -> Bool = false,
    isLineOfObjects: @autoclosure () -> Bool = false,
    isReadAtTwoOrMore: Bool = false,
    isGrainy: @autoclosure () -> Bool = false
  ) -> String? {
    guard !isInkMeasured else { return nil }
    if !isLine && isImageBackground { return "a lone shape in a picture with no solid pixel" }
    if isLine && isImageBackground && isLineOfObjects() {
      return "large shapes with no solid pixel over an image: a picture's objects, not letters"
    }
    if !isLine && isSmallPicture() {
      return "dense and large with no solid pixel: a small picture (an avatar, a thumbnail)"
    }
    if !isLine && isShaded() {
      return "shaded in many colours with no solid pixel: a full-colour icon or small picture"
    }
    if isReadAtTwoOrMore && isGrainy() {
      return "no solid pixel at 2x or more, on a grainy surface: a picture's blurred detail"
    }
    guard isUneven, contrast < ImageRegionTuning.faintLoneMarkContrast else { return nil }
    return "faint, with no solid pixel, on an uneven surface: a picture's soft detail"
  }

  /// Whether the surface around a candidate is grainy: fewer than
  /// ``ImageRegionTuning/flatExactShare`` of the pixels on the ring around it hold its most
  /// common colour exactly (``FaintTextureRule/exactShare(around:in:)``: it is no flat surface),
  /// and neighbouring pixels on that ring step by at least
  /// ``ImageRegionTuning/smoothSurfaceRoughness`` levels on average
  /// (``FaintTextureRule/roughness(around:in:)``: it is no smooth gradient or frosted material
  /// either, on which faint text is drawn). A photograph's noise and grain step by a level and
  /// more.
  static func isGrainy(exactShare: Double, roughness: @autoclosure () -> Double) -> Bool {
    exactShare < ImageRegionTuning.flatExactShare
      && roughness() >= ImageRegionTuning.smoothSurfaceRoughness
  }

  /// Whether a line whose glyphs (specks aside) are `glyphPoints` tall is a row of objects: none
  /// of its glyphs holds a fully covered pixel (`anyGlyphMeasured` false), and the median glyph
  /// is at least ``ImageRegionTuning/smallPicturePoints`` tall (half the glyphs of lowercase
  /// text are x-height tall, so type set at 56 pt and more, whose stems are solid at every
  /// scale).
  static func isLineOfObjects(glyphPoints: [Double], anyGlyphMeasured: Bool) -> Bool {
    guard !anyGlyphMeasured, !glyphPoints.isEmpty else { return false }
    return glyphPoints.sorted()[glyphPoints.count / 2] >= ImageRegionTuning.smallPicturePoints
  }

  /// Least share of its box a shape's inside pixels (``isShaded(fill:points:mask:at:in:)``)
  /// cover for its shading to be read: a quarter. A filled icon or thumbnail is mostly inside;
  /// a glyph's strokes are edges, with few pixels whose neighbours are all ink (a bold 1x
  /// word: under a tenth of its box).
  static let shadedInsideShare = 0.25
  /// Fewest inside pixels to read a shape's shading from: 100 (a 1x glyph's few inside pixels
  /// are its anti-aliasing; a 46×37 px file icon at 2x has about 900).
  static let shadedMinimumPixels = 100
  /// Largest share of the inside pixels one colour (to 16 levels a channel) may hold in a
  /// shape shaded in many colours: a half. A flat icon of two colours (a verified badge's
  /// blue rosette and white check) is mostly one; a gradient spreads over dozens.
  static let shadedModeShare = 0.5
  /// Least spread, in levels of one channel between the 10th and 90th percentiles of a shape's
  /// inside pixels, of a shape shaded in many colours (``isShaded(fill:points:mask:at:in:)``):
  /// 64, a quarter of the range. A glyph of one colour is one colour inside (its anti-aliasing
  /// lies on its edge); a full-colour file icon's gradient runs from yellow through green to
  /// blue (over 100 levels).
  static let shadedSpread = 64

  /// Whether a lone shape `points` tall covering `fill` of its box, its ink `mask` with its top
  /// left at `origin` in `image`, is a filled shape shaded in many colours: at least
  /// ``GlyphKindRule/solidIconHeight`` tall and ``ImageRegionTuning/smallPictureFill`` dense
  /// (a solid shape, not a glyph's strokes), no more than twice as wide as tall or tall as wide
  /// (a word whose letters touch is wider, and its LCD anti-aliasing colours its edges), its
  /// inside (ink pixels whose four neighbours are ink too) at least ``shadedMinimumPixels``
  /// and ``shadedInsideShare`` of its box, no colour holding ``shadedModeShare`` of it, and its
  /// colours spread by at least ``shadedSpread`` in a channel between the 10th and 90th
  /// percentiles.
  static func isShaded(
    fill: Double, points: Double, mask: GlyphMask, at origin: (x: Int, y: Int),
    in image: ScanImage
  ) -> Bool {
    guard fill >= ImageRegionTuning.smallPictureFill, points >= GlyphKindRule.solidIconHeight,
      mask.width > 2, mask.height > 2, mask.width <= 2 * mask.height,
      mask.height <= 2 * mask.width
    else { return false }
    var channels: [[Int]] = [[], [], []]
    for y in 1..<(mask.height - 1) {
      for x in 1..<(mask.width - 1)
      where mask[x, y] && mask[x - 1, y] && mask[x + 1, y] && mask[x, y - 1] && mask[x, y + 1] {
        let c = image.rgb(origin.x + x, origin.y + y)
        channels[0].append(PackedColor.red(c))
        channels[1].append(PackedColor.green(c))
        channels[2].append(PackedColor.blue(c))
      }
    }
    let n = channels[0].count
    guard Double(n) >= shadedInsideShare * Double(mask.width * mask.height),
      n >= shadedMinimumPixels
    else { return false }
    var counts: [Int: Int] = [:]
    for i in 0..<n {
      let key = (channels[0][i] >> 4) << 8 | (channels[1][i] >> 4) << 4 | channels[2][i] >> 4
      counts[key, default: 0] += 1
    }
    guard Double(counts.values.max() ?? n) < shadedModeShare * Double(n) else { return false }
    return channels.contains { values in
      let sorted = values.sorted()
      return sorted[n * 9 / 10] - sorted[n / 10] >= shadedSpread
    }
  }

  /// Whether a lone shape with no fully covered pixel, `width` by `height` pixels and `points`
  /// tall, covering `fill` of its box, is a small picture: at least
  /// ``ImageRegionTuning/smallPictureFill`` of its box ink, at least
  /// ``ImageRegionTuning/smallPicturePoints`` tall, and no more than twice as wide as tall or
  /// tall as wide (a word is wider). An icon that large is filled or stroked in solid colour; a
  /// photograph's pixels are never one colour.
  static func isSmallPicture(fill: Double, width: Int, height: Int, points: Double) -> Bool {
    fill >= ImageRegionTuning.smallPictureFill && points >= ImageRegionTuning.smallPicturePoints
      && width <= 2 * height && height <= 2 * width
  }
}
