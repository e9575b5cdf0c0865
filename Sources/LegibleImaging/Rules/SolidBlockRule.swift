/// Rule `solid-block`: a candidate made mostly of solid rectangular blocks is generated picture
/// content (QR modules, identicon cells, map buildings, chart bars, swatches), not text or an
/// icon.
///
/// A block fills at least ``blockFill`` of its box (an axis-aligned rectangle with square
/// corners, edges included) and is no more than ``blockAspect`` times as wide as it is tall, or
/// ``tallBlockAspect`` times as tall as it is wide.
/// Letters never are: the rectangular ones (`I`, `l`, `-`, `|`) are thin bars, the rest fill
/// 0.2–0.7 of their box; and icons are outlines or rounded shapes (a filled circle fills 0.79, a
/// filled rounded square with corners of a fifth of its side 0.97). The candidate is dropped
/// when more than half of its (non-speck) glyphs are blocks, so a line of text with a `■` bullet
/// is kept. A square-cornered "stop" symbol is the one icon this rule also drops.
///
/// A shape drawn without anti-aliasing — every pixel of its box exactly its ink or its background,
/// as only axis-aligned edges on whole pixels allow — is a block already from
/// ``hardEdgedFill``: the stepped footprints of map buildings, the bars of a pixel chart. Vector
/// icons and text are anti-aliased along every curve and diagonal, and hard-edged block
/// letters fill well under that (an `E` of five-by-seven cells about 0.6).
///
/// Over a picture (rule `image-content` kept the candidate as text drawn over it), a
/// hard-edged rectangle of any length is a block too: a run of QR modules along a row. Text
/// over a photograph is anti-aliased, even its straight stems where they end.
enum SolidBlockRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "solid-block"
  /// Smallest fill of a block: a rectangle's anti-aliased edges keep it at 1.0, and a rounded
  /// square fills 1 − (4 − π)·(r/side)², under 0.99 once the radius passes a tenth of the side
  /// (filled icons round theirs by a fifth or more: 0.97 and less).
  static let blockFill = 0.99
  /// Largest ratio of a block's longer side to its shorter when it is wider than tall (thin
  /// bars are letters and rules): 2. A bold hyphen is a filled bar 2.1–2.6 times as wide as
  /// tall (DejaVu Sans, Serif and Mono Bold, Liberation Mono Bold).
  static let blockAspect = 2.0
  /// Largest ratio for a block taller than wide: 3. The filled letters that stand upright, `I`,
  /// `l` and `|`, are 3.8 or more times as tall as wide in bold sans faces (DejaVu Sans Bold
  /// `I` 3.84, its condensed cut 4.29; `|` 8.7); serif and monospaced ones are not rectangles.
  static let tallBlockAspect = 3.0

  /// Smallest fill of a hard-edged block (see ``isHardEdged(_:ink:background:in:)``): 0.85,
  /// well above the densest hard-edged letters (about 0.6) and below a rectangle with a corner
  /// or two stepped out (map buildings measure 0.88–0.95).
  static let hardEdgedFill = 0.85

  /// Whether a glyph with box `box` and `fill` is a block; `hardEdged` when none of its pixels
  /// is anti-aliased, `overPicture` when it is part of a candidate drawn over a picture.
  static func isBlock(
    box: PixelRect, fill: Double, hardEdged: Bool = false, overPicture: Bool = false
  ) -> Bool {
    let long = Double(max(box.width, box.height))
    let short = Double(max(1, min(box.width, box.height)))
    guard short >= 3 else { return false }
    if overPicture && hardEdged && fill >= blockFill { return true }
    let solid = fill >= blockFill || (hardEdged && fill >= hardEdgedFill)
    let aspect = box.height > box.width ? tallBlockAspect : blockAspect
    return solid && long <= aspect * short
  }

  /// Whether a candidate whose glyphs have `boxes` and `fills` (and are `hardEdged`, when
  /// given), drawn over a picture when `overPicture`, is picture content. A glyph that is a
  /// lane of blocks a grid line joins (`lanes`, from ``TimelineBlocksRule/blocksAlongLine(_:scale:)``:
  /// a bar chart's bars that reach past its grid line) counts as blocks. A block inside the box
  /// of a glyph that is none and more than four times its area, or beside that box within twice
  /// its own longer side, is part of it (the square tittles of a hinted monospaced word's `i`s; a
  /// sun icon's upright rays above and below its disc) and not counted.
  static func isPicture(
    boxes: [PixelRect], fills: [Double], hardEdged: [Bool]? = nil, lanes: [Bool]? = nil,
    overPicture: Bool = false
  ) -> Bool {
    guard !boxes.isEmpty else { return false }
    let isBlock = boxes.indices.map {
      lanes?[$0] == true
        || Self.isBlock(
          box: boxes[$0], fill: fills[$0], hardEdged: hardEdged?[$0] ?? false,
          overPicture: overPicture)
    }
    var blocks = 0
    for i in boxes.indices where isBlock[i] {
      // Inside a much larger shape that is no block, or beside it within twice the block's
      // length (a sun's upright rays above and below its disc), the block is a part of it.
      let reach = 2 * max(boxes[i].width, boxes[i].height)
      let isPart = boxes.indices.contains {
        guard !isBlock[$0], boxes[$0].area > 4 * boxes[i].area else { return false }
        let around = PixelRect(
          x: boxes[$0].x - reach, y: boxes[$0].y - reach, width: boxes[$0].width + 2 * reach,
          height: boxes[$0].height + 2 * reach)
        return around.intersection(boxes[i]) == boxes[i]
      }
      if !isPart { blocks += 1 }
    }
    return 2 * blocks > boxes.count
  }

  /// Whether every pixel of `box` in `image` is its `ink` or its `background` colour (within
  /// ``FlatRegions/joinTolerance``): a shape drawn without anti-aliasing. O(area of the box).
  static func isHardEdged(
    _ box: PixelRect, ink: UInt32, background: UInt32, in image: ScanImage
  ) -> Bool {
    guard PackedColor.distance(ink, background) > FlatRegions.sameSurfaceTolerance else {
      return false
    }
    for y in box.y..<box.maxY {
      for x in box.x..<box.maxX {
        let c = image.rgb(x, y)
        if PackedColor.distance(c, ink) > FlatRegions.joinTolerance
          && PackedColor.distance(c, background) > FlatRegions.joinTolerance
        {
          return false
        }
      }
    }
    return true
  }
}
