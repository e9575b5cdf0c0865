/// Rule `minimum-size`: a candidate too small to be any text or icon is dropped before anything
/// is measured.
///
/// A candidate made only of specks (dots, commas, the tittle of an `i` seen alone) has nothing
/// to judge. A line shorter than ``ImageRegionTuning/minimumLineHeight`` pixels is below the
/// x-height of the smallest rendered font; a lone glyph or icon shorter than
/// ``ImageRegionTuning/minimumGlyphPoints`` points (and never under
/// ``ImageRegionTuning/minimumGlyphPixels`` pixels) is a speck of texture or an artefact, not a
/// glyph anyone is meant to read. An icon of parts that stand apart (an ellipsis's three dots,
/// each too small alone), or parts in a row blurred into one shape at 1x
/// (``isRowOfParts(_:background:in:)``), is as large as its longer side, and so are stacked
/// bars (an `=` on a calculator's key) unless they stand beside a line of text
/// (``isBeside(_:lines:)``), as an `=` between the words of a line of code does. A bar too
/// short for a glyph is as large as its length when a plus stands level with it (a stepper's
/// minus, ``isMinus(_:pluses:)``) or when it stands for a value beside a line of text (a list
/// row's "—", ``isDash(_:scale:lines:isPair:)``, its shape ``isBar(_:)``), alone or with a
/// bar like it beside it ("– –", ``barPairs(_:)``, measured as one).
enum MinimumSizeRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "minimum-size"

  /// Whether `box` stands beside one of the `lines` (their boxes): its middle row within the
  /// line's rows and at most two line heights from its left or right end.
  static func isBeside(_ box: PixelRect, lines: [PixelRect]) -> Bool {
    let middle = box.y + box.height / 2
    return lines.contains { line in
      middle >= line.y && middle < line.maxY
        && max(line.x - box.maxX, box.x - line.maxX) <= 2 * line.height
    }
  }

  /// Whether the lone shape in `box` is parts in a row blurred into one shape: at least
  /// ``rowOfPartsAspect`` times as wide as tall, its middle row returning to `background`
  /// (within ``FlatRegions/sameSurfaceTolerance``) between its ink at least twice. A 1x "more"
  /// button's `•••`, 14×4 px with its dots a pixel apart, and a word whose letters touch
  /// ("Volume" at 1x, 11 px tall) are such rows, as large as they are long; so is one at
  /// least ``wordOfPartsAspect`` times as wide as tall returning at least
  /// ``wordOfPartsGaps`` times (a 1x "min" 14×6 px, its stems a pixel apart). A dash or a bar
  /// never returns to the background.
  static func isRowOfParts(_ box: PixelRect, background: UInt32, in image: ScanImage) -> Bool {
    guard Double(box.width) >= wordOfPartsAspect * Double(box.height) else { return false }
    // Each return to the background between ink starts one more stretch of ink.
    let stretches = image.inkStretches(
      row: box.y + box.height / 2, columns: box.x..<box.maxX, background: background)
    return stretches - 1
      >= (Double(box.width) >= rowOfPartsAspect * Double(box.height) ? 2 : wordOfPartsGaps)
  }
  /// Whether the lone solid bar in `box` is a stepper's minus: at least ``minusAspect`` times as
  /// wide as tall, level with one of `pluses` (the boxes of plus signs,
  /// ``GlyphKindRule/isPlus(_:)``: their middles within ``minusLevel`` of the plus's height, and
  /// 2 pixels), 0.6–1.4 times as wide as it, and no further from it than eight of its widths.
  /// A stepper draws its − and + alike (a 2 pt bar beside a 12 pt cross, the value between);
  /// a sheet's grabber, a tab's underline or a divider has no plus beside it.
  static func isMinus(_ box: PixelRect, pluses: [PixelRect]) -> Bool {
    guard Double(box.width) >= minusAspect * Double(box.height) else { return false }
    let middle = Double(box.y) + Double(box.height) / 2
    return pluses.contains { plus in
      abs(Double(plus.y) + Double(plus.height) / 2 - middle)
        <= max(2, minusLevel * Double(plus.height))
        && (0.6...1.4).contains(Double(box.width) / Double(plus.width))
        && max(plus.x - box.maxX, box.x - plus.maxX) <= 8 * plus.width
    }
  }
  /// The boxes of the plus signs among `glyphs` (whose ink is `spans`' runs in `image`) that
  /// ``isMinus(_:pluses:)`` looks for: squarish glyphs (within 1.25 either way, 5 pixels or
  /// more) that ``GlyphKindRule/isPlus(_:)``. A glyph's mask is read only when its middle pixel
  /// is off its background and the four pixels an eighth in from its corners are on it, as a
  /// plus's are; most letters fail that, and reading every squarish glyph's mask cost 0.6 % of
  /// a phone screen's scan.
  static func plusSigns(_ glyphs: [GlyphCandidate], spans: InkSpans, in image: ScanImage)
    -> [PixelRect]
  {
    glyphs.filter { glyph in
      let b = glyph.bbox
      guard !glyph.isSpeck, b.width >= 5, b.height >= 5, 4 * b.width <= 5 * b.height,
        4 * b.height <= 5 * b.width
      else { return false }
      let isBackground = { (x: Int, y: Int) in
        PackedColor.distance(image.rgb(x, y), glyph.background) <= FlatRegions.sameSurfaceTolerance
      }
      let (dx, dy) = (b.width / 8, b.height / 8)
      return !isBackground(b.x + b.width / 2, b.y + b.height / 2)
        && isBackground(b.x + dx, b.y + dy) && isBackground(b.maxX - 1 - dx, b.y + dy)
        && isBackground(b.x + dx, b.maxY - 1 - dy)
        && isBackground(b.maxX - 1 - dx, b.maxY - 1 - dy)
        && GlyphKindRule.isPlus(GlyphMask(spans: spans, indices: glyph.spans, box: b))
    }.map(\.bbox)
  }

  /// Whether the lone solid bar in `box`, at `scale` pixels a point, is a dash standing for a
  /// value ("—" in a list row's value column): ``dashLength`` long, ``dashThickness`` thick
  /// and ``dashAspect`` times as long as thick, its middle row within the rows of one of
  /// `lines` (the boxes of lines of text and of words whose letters touch), or within half
  /// that line's height of them (a dash centred on a title and its subtitle), the line at
  /// least three times as tall as the dash is thick, and every such line at least the dash's
  /// length or the line's height away, whichever is less (a hyphen beside a word is the
  /// word's; a chip's label a space or two beyond the dash is not); two pixels thick or more
  /// (a 1 px line at 1x is a rule's fragment as often). With `isPair`, `box` holds a pair of
  /// bars (``barPairs(_:)``), ``pairThickness`` thick and a pixel or more. A sheet's grabber
  /// (36 pt) and a heading's accent bar (3–4 pt thick) are longer or thicker; a divider is
  /// longer.
  static func isDash(
    _ box: PixelRect, scale: Double, lines: [PixelRect], isPair: Bool = false
  ) -> Bool {
    let (length, thickness) = (Double(box.width) / scale, Double(box.height) / scale)
    let thicknesses = isPair ? pairThickness : dashThickness
    guard dashLength.contains(length), thicknesses.contains(thickness),
      box.height >= (isPair ? 1 : 2), Double(box.width) >= dashAspect * Double(box.height)
    else { return false }
    let middle = box.y + box.height / 2
    let level = lines.filter { line in
      line.height >= 3 * box.height && middle >= line.y - line.height / 2
        && middle < line.maxY + line.height / 2
    }
    // Set apart from the text as a value is, not a tilde or a hyphen beside a word.
    return !level.isEmpty
      && level.allSatisfy {
        max($0.x - box.maxX, box.x - $0.maxX) >= min(box.width, $0.height)
      }
  }

  /// The pairs of short bars among `boxes` that may stand for a value together ("– –", or
  /// "--" in a monospaced face, each bar too short for a dash alone), as indices into `boxes`,
  /// the left bar first: two bars of one thickness and on one row (within a pixel), each at
  /// least twice as long as thick, their lengths within a third of each other, the gap between
  /// them at least their thickness and at most twice the longer's length. Each bar pairs with
  /// the nearest such bar to its right, and a bar with such bars on both sides is a dashed
  /// line's, in no pair; ``isDash(_:scale:lines:isPair:)`` then judges the pair's box, at
  /// least ``pairThickness`` thick, and ``standsAlone(_:reach:background:in:)`` its row.
  static func barPairs(_ boxes: [PixelRect]) -> [(left: Int, right: Int)] {
    let order = boxes.indices.sorted { (boxes[$0].x, boxes[$0].y) < (boxes[$1].x, boxes[$1].y) }
    func follows(_ b: PixelRect, _ a: PixelRect) -> Bool {
      let gap = b.x - a.maxX
      return abs(b.height - a.height) <= 1 && abs(b.y - a.y) <= 1 && a.width >= 2 * a.height
        && b.width >= 2 * b.height && 3 * b.width >= 2 * a.width && 3 * a.width >= 2 * b.width
        && gap >= a.height && gap <= 2 * max(a.width, b.width)
    }
    // Each bar's follower, the nearest bar after it that follows it.
    var next = [Int?](repeating: nil, count: boxes.count)
    var hasLeader = [Bool](repeating: false, count: boxes.count)
    for (n, i) in order.enumerated() {
      if let j = order[(n + 1)...].first(where: { follows(boxes[$0], boxes[i]) }) {
        next[i] = j
        hasLeader[j] = true
      }
    }
    return order.compactMap { i in
      guard let j = next[i], !hasLeader[i], next[j] == nil else { return nil }
      return (i, j)
    }
  }

  /// Whether `mask` is a bar: its rows inked across at least half its width, at least half of
  /// its rows and one after the other, each one run (a rounded end's anti-aliased top row, a
  /// pixel at each corner, is left out); a dash's or an en dash's shape.
  static func isBar(_ mask: GlyphMask) -> Bool {
    let rows = mask.rowRuns
    let core = rows.indices.filter { y in
      2 * rows[y].reduce(0, { $0 + $1.end - $1.start }) >= mask.width
    }
    guard let first = core.first, let last = core.last else { return false }
    return 2 * core.count >= mask.height && last - first + 1 == core.count
      && core.allSatisfy { rows[$0].count == 1 }
  }

  /// Whether the middle row of `box` in `image` is `background` (within
  /// ``FlatRegions/sameSurfaceTolerance``) for `reach` pixels on either side of it (for a
  /// pair, the distance from one bar's start to the next's, a dashed line's pitch): a pair of
  /// bars standing alone, as a value's "– –" does, not the part of a dashed line left clear
  /// between a chart's plotted lines or its fill.
  static func standsAlone(
    _ box: PixelRect, reach: Int, background: UInt32, in image: ScanImage
  ) -> Bool {
    let y = box.y + box.height / 2
    let left = max(0, box.x - reach)..<box.x
    let right = box.maxX..<min(image.width, box.maxX + reach)
    return (left.count == reach && right.count == reach)
      && [left, right].allSatisfy {
        image.inkStretches(row: y, columns: $0, background: background) == 0
      }
  }

  /// Length of a dash standing for a value (``isDash(_:scale:lines:isPair:)``), in points: 6–24
  /// (an em dash of 12–24 pt text; an en dash of 12 pt text is 6).
  static let dashLength = 6.0...24.0
  /// Thickness of such a dash, in points: 1.25–2.5 (a dash's stroke is about a tenth of an em;
  /// measured 1.5–2.3 pt in list rows at 2x and 3x; a 1 pt sliver is a chart line's edge).
  static let dashThickness = 1.25...2.5
  /// Thickness of a pair of bars standing for a value (``barPairs(_:)``), in points:
  /// 1–2.5, and a pixel or more (a light face's en dash is 1 pt thick; a pair, level with
  /// text and alone in its row, is no chart line's edge).
  static let pairThickness = 1.0...2.5
  /// Least ratio of a dash's length to its thickness: 4 (an em dash of 15 pt DejaVu Sans is
  /// about 7 times as long as thick).
  static let dashAspect = 4.0

  /// Least ratio of width to height of a minus (``isMinus(_:pluses:)``): 3 (a 2 pt bar 12 pt
  /// long is 6; a hyphen at 1x, 4 by 1 px, is 4).
  static let minusAspect = 3.0
  /// How far a minus's middle may lie from its plus's, as a share of the plus's height: 0.15
  /// (both are centred on the value between them).
  static let minusLevel = 0.15

  /// Smallest ratio of width to height of parts in a row blurred into one shape
  /// (``isRowOfParts(_:background:in:)``): 2.5 (three round dots a pixel apart are about 3.5
  /// times as wide as tall).
  static let rowOfPartsAspect = 2.5
  /// Smallest aspect of a word's letters blurred into one shape told by its stems
  /// (``isRowOfParts(_:background:in:)``): 2 (a three-letter word at 1x, "min" 14×6 px), with
  /// at least ``wordOfPartsGaps`` returns to the background on its middle row.
  static let wordOfPartsAspect = 2.0
  /// Fewest returns to the background along the middle row of a shape as narrow as
  /// ``wordOfPartsAspect``: 3 (four stems; three dots or bars in a row are 2).
  static let wordOfPartsGaps = 3

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
