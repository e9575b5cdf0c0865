/// Rule `solid-stroke`: which flat areas inside picture content are the strokes of text drawn
/// over the picture, and which chains of them are lines of text.
///
/// Over a photograph the row pass cannot separate a caption from the picture: the texture
/// around it is ink too, and the caption's glyphs join the picture into one component. What
/// tells a caption apart is how it is drawn: in one solid colour, so the inside of each stroke
/// is a run of exactly that colour, thin and enclosed, while a picture's own flat patches are
/// rarely stroke-shaped and never repeat side by side in one colour at one height. A flat area
/// (pixels joined to their neighbours within the step tolerance, ``PictureStrokes``) is a stroke
/// when:
/// 1. it lies inside a picture rectangle and does not reach the rectangle's edge;
/// 2. it is glyph-sized: at least ``ImageRegionTuning/minimumStrokeHeightPoints`` tall and at
///    most 120 pt on its longer side (the scanner's largest glyph);
/// 3. it is thin: its area over its width plus height (about its stroke width, for a stem, a
///    bowl or a diagonal) is at most ``ImageRegionTuning/maximumPictureStrokePoints`` and at
///    most 1/``minimumElongation`` of its longer side (a filled patch is no stroke);
/// 4. it is anti-aliased: at most ``hardEndShare`` of its runs' ends meet a flat run of another
///    colour directly (``isHardEnded(ends:hardEnds:)``). Text is rendered with soft edges, so a
///    stroke's flat inside ends on a blended pixel, at least along its curves; QR modules,
///    identicon cells and map buildings are drawn on whole pixels and end on their neighbour's
///    colour at once;
/// 5. it is solid: more than ``minimumSolidShare`` of its pixels have one colour exactly
///    (``isSolid(share:)``), which is then the text's colour.
///
/// Strokes of one colour that touch are one glyph; glyphs of one colour, of compatible heights
/// and overlapping rows, side by side within ``TextLines/maximumGap`` glyph heights, are chained
/// as ``TextLines`` chains them. A chain of at least ``ImageRegionTuning/minimumLineGlyphs``
/// glyphs is a line of text over the picture; fewer is picture detail, and so is a chain of thin
/// bars alone (no glyph ``minimumLetterWidth`` as wide as tall). So is a chain whose glyphs
/// do not stand on one baseline: text sets most of its letters on a shared baseline (or, for
/// a word of descenders, a shared descender line), so at least half the glyphs' bottoms lie
/// within ``baselineTolerance`` of their median height from the median bottom; clusters of QR
/// modules or of a picture's flat patches side by side end at any height. A chain taller than
/// ``TextLines/maximumHeightRatio`` times its median glyph, running down as well as across, is
/// not a line either.
enum SolidStrokeRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "solid-stroke"

  /// Whether a flat area with bounding box `box` and `area` pixels, reaching the edge of its
  /// picture rectangle (and so perhaps going on outside it) or not, is the stroke of a glyph
  /// drawn over a picture read at `scale`.
  static func isStroke(box: PixelRect, area: Int, touchesEdge: Bool, scale: Double) -> Bool {
    isMark(box: box, area: area, touchesEdge: touchesEdge, scale: scale)
      && isElongated(box: box, area: area)
  }

  /// Share of a line's width that a finding of the row pass in the line's colour must span
  /// for the line to count as found already: four fifths. Where the row pass read only a piece
  /// of a caption over a picture (the first words, "Sea of" of "Sea of Tranquillity", 54 % of
  /// it), the whole line replaces that piece.
  static let foundShare = 0.8

  /// Whether a flat area with bounding box `box` and `area` pixels is at least
  /// ``minimumElongation`` times as long as thick (area over width plus height).
  static func isElongated(box: PixelRect, area: Int) -> Bool {
    Double(max(box.width, box.height))
      >= minimumElongation * Double(area) / Double(box.width + box.height)
  }

  /// Whether such a flat area is glyph-sized and no thicker than a stroke, whatever its shape:
  /// a stroke, or the dot of an `i` or a colon, which is text's colour but no stroke, and so
  /// not the picture behind a line either.
  static func isMark(box: PixelRect, area: Int, touchesEdge: Bool, scale: Double) -> Bool {
    guard !touchesEdge else { return false }
    let s = min(max(scale, 1), 4)
    guard box.height >= shortest(scale: scale), Double(max(box.width, box.height)) <= 120 * s
    else { return false }
    return Double(area) / Double(box.width + box.height)
      <= ImageRegionTuning.maximumPictureStrokePoints * s
  }

  /// Smallest ratio of a stroke's longer side to its thickness (area over width plus height):
  /// 2.75. A stem's or a bowl's thickness is about its stroke width, far under its length; a
  /// filled square measures 2 and a filled disc 8/π ≈ 2.55, while whole glyphs of DejaVu Sans
  /// Bold at 150 px measure 2.9 (`a`) to 4.7 (`1`), its regular weight 4.6 to 7.9 (measured on
  /// the fully covered pixels of each glyph).
  static let minimumElongation = 2.75

  /// Height in pixels of the shortest stroke at `scale`:
  /// ``ImageRegionTuning/minimumStrokeHeightPoints``, in pixels, rounded up.
  static func shortest(scale: Double) -> Int {
    let s = min(max(scale, 1), 4)
    return Int((ImageRegionTuning.minimumStrokeHeightPoints * s).rounded(.up))
  }

  /// Largest share of a stroke's run ends (two a row) that meet another flat colour with no
  /// blended pixel between: half. Text's curves and diagonals are always blended; the straight
  /// stem of an `l` drawn on whole pixels over a smooth sky can end hard on both sides, but its
  /// line's round letters keep the line. A QR module or an identicon cell ends hard on every row.
  static let hardEndShare = 0.5

  /// Whether a flat area whose runs have `ends` ends, `hardEnds` of them meeting another flat
  /// colour directly, is drawn on whole pixels (a block of generated picture content), not the
  /// anti-aliased stroke of a glyph.
  static func isHardEnded(ends: Int, hardEnds: Int) -> Bool {
    ends > 0 && Double(hardEnds) > hardEndShare * Double(ends)
  }

  /// Whether glyphs `a` and `b` (boxes, `a` left of or overlapping `b`) of one colour belong to
  /// one line: rows overlap by half the smaller height, heights within
  /// ``TextLines/maximumHeightRatio``, and the gap at most ``TextLines/maximumGap`` of the
  /// taller height.
  static func chains(_ a: PixelRect, _ b: PixelRect) -> Bool {
    let overlap = min(a.maxY, b.maxY) - max(a.y, b.y)
    let small = min(a.height, b.height)
    let tall = max(a.height, b.height)
    guard small > 0, Double(overlap) >= TextLines.minimumOverlap * Double(small) else {
      return false
    }
    guard Double(tall) <= TextLines.maximumHeightRatio * Double(small) else { return false }
    let gap = max(a.x, b.x) - min(a.maxX, b.maxX)
    return Double(gap) <= TextLines.maximumGap * Double(tall)
  }

  /// Share of a stroke's pixels that hold its colour exactly, to be exceeded: a half. Text is drawn in
  /// one colour, so every fully covered pixel of a stroke has it, and only the few nearly
  /// covered pixels at its edge, within the step tolerance, differ (the corpus's captions: 77 %
  /// and more of each stroke, 95 % in the median). A photograph's smooth patch drifts a level
  /// or two from pixel to pixel and seldom repeats one colour in a third of its pixels.
  static let minimumSolidShare = 0.5

  /// Whether a flat area whose most common colour covers `share` of its pixels is drawn in one
  /// solid colour: more than ``minimumSolidShare``.
  static func isSolid(share: Double) -> Bool { share > minimumSolidShare }

  /// Share of the median glyph height within which the bottoms of the glyphs of a line agree (a
  /// fifth: round letters overshoot the baseline by a few per cent of their height, and the
  /// anti-aliased fringe adds a pixel).
  static let baselineTolerance = 0.2

  /// Width, as a share of its height, that at least one glyph of a line reaches: a third. Only
  /// `I`, `l`, `i`, `1` and `|` are narrower, and a word of nothing else is rare; a row of thin
  /// bars of one colour side by side is a map's parallel streets, a fence or a bar chart.
  static let minimumLetterWidth = 1.0 / 3.0

  /// Whether a chain of glyphs with these boxes is a line of text rather than picture detail.
  static func isLine(_ boxes: [PixelRect]) -> Bool {
    guard boxes.count >= ImageRegionTuning.minimumLineGlyphs,
      boxes.contains(where: { Double($0.width) >= minimumLetterWidth * Double($0.height) })
    else { return false }
    let line = boxes.reduce(boxes[0]) { $0.union($1) }
    let median = boxes.map(\.height).sorted()[boxes.count / 2]
    guard Double(line.height) <= TextLines.maximumHeightRatio * Double(median) else {
      return false
    }
    let bottoms = boxes.map(\.maxY).sorted()
    let baseline = bottoms[bottoms.count / 2]
    let tolerance = max(2, baselineTolerance * Double(median))
    let onBaseline = bottoms.filter { Double(abs($0 - baseline)) <= tolerance }.count
    return 2 * onBaseline >= boxes.count
  }
}
