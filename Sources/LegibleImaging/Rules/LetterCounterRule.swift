/// Rule `letter-counter`: the hole of a letter (its counter: the inside of an `o`, a `d`, an
/// `a`, a `B`) is the background showing through the letter, never a mark of its own.
///
/// On a wide stroke (bold display text at 2× and 3×) a letter's own ink is broad enough to read
/// as a surface (the letter is then not a glyph candidate of its own), and the hole in it reads
/// as a shape drawn on that surface: the colour of the background on the colour of the ink. A
/// lone candidate is such a counter when its box lies inside a larger enclosing box and its
/// colours are the enclosure's swapped: its ink is the enclosure's background and its
/// background the enclosure's ink, each within ``ImageRegionTuning/counterTolerance``. The
/// enclosures are lines of text (``TextLines``), with the colours of each of their glyphs, and
/// ink shapes read as the edge between two surfaces (``ComponentShape/containerEdge``: the
/// anti-aliased rim of a bold letter whose stroke reads as a surface, or, over a photograph,
/// the picture's own edges that the rim joins into one shape larger than any glyph:
/// ``ComponentShape/oversized``), with the surface inside the rim as ink and the one outside
/// as background, read on the candidate's middle row, where the surface between the rim and
/// the candidate must be no wider than the thickest stroke of text
/// (``ImageRegionTuning/maximumStrokePoints``). A hole shows the background the letter is
/// drawn on, surrounded by the letter's ink, which is exactly that description. Over a
/// photograph the background differs from one side of the letter to the other, and the hole
/// shows the part of the picture behind it: there a rim's hole need only stand on the letter's
/// ink (``Letter/isOverImagery``).
///
/// A counter is one solid region bounded by the letter's curves, so it fills most of its box
/// (an ellipse π/4 of it) and most of its rows are one run: a candidate filling less than
/// ``ImageRegionTuning/counterFill``, or crossed by more than one run on most rows, is drawn in
/// strokes (letters, digits, icons: a monogram's bold "SA" at 1x fills 0.75 of its box, yet
/// its rows hold two runs and more) and is never taken for a counter. And a counter is the
/// background showing through, most of it in the background's own colour: at least
/// ``ImageRegionTuning/counterPlateauShare`` of its pixels lie on its ink's plateau
/// (``ColorEstimate/plateauShare``). At 1x the letters of a monogram blur into one run a row,
/// but their strokes, a pixel or two wide, are mostly anti-aliased edge. Together with the
/// stroke bound above, white text on a button or a badge, whose edge reads the same way as a
/// letter's rim, is still judged.
///
/// Dropping it loses no verdict: WCAG's contrast ratio is symmetric, so the swapped pair has the
/// contrast of the letter itself, which is judged as text with the rest of its line. The same holds for
/// anything else that could fit the description (a glyph in the line's background colour on a
/// badge in the line's ink colour, inside the line): its contrast is the line's.
enum LetterCounterRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "letter-counter"

  /// A box that may enclose counters, with the colours of the letters in it: a line of text with
  /// the colours of one of its glyphs (over a gradient each glyph has its own background, so
  /// each is listed), or one ink shape that may be a letter.
  struct Letter: Sendable, Hashable {
    /// The enclosing box in image pixels.
    var box: PixelRect
    /// The glyph's ink (packed 8-bit colour).
    var ink: UInt32
    /// The background the glyph is drawn on (packed 8-bit colour).
    var background: UInt32
    /// Whether the letter stands on imagery: the surfaces just outside its rim left and right
    /// of the hole differ. Its hole then shows the picture behind, in colours of its own, so
    /// only the hole's background is compared with the letter's ink.
    var isOverImagery = false
  }

  /// Whether a lone candidate whose ink covers `fill` of its box, in a median of `runsPerRow`
  /// runs a row (read only of a candidate dense enough), `plateauShare` of its ink pixels fully
  /// covered, is shaped as a counter: ``ImageRegionTuning/counterFill`` of its box or more, one
  /// run a row, ``ImageRegionTuning/counterPlateauShare`` on the plateau.
  static func isCounterShaped(
    fill: Double, runsPerRow: @autoclosure () -> Double = 1, plateauShare: Double = 1
  ) -> Bool {
    fill >= ImageRegionTuning.counterFill
      && plateauShare >= ImageRegionTuning.counterPlateauShare && runsPerRow() <= 1
  }

  /// Why a lone candidate with `box`, ink covering `fill` of it in a median of `runsPerRow`
  /// runs a row (read only of a candidate dense enough to be a counter), `plateauShare` of its
  /// ink pixels fully covered, `ink` and `background` (packed 8-bit colours) is dropped as the
  /// counter of a letter among `letters`, or `nil` when it is no letter's counter.
  static func reasonToDrop(
    box: PixelRect, fill: Double, runsPerRow: @autoclosure () -> Double = 1,
    plateauShare: Double = 1, ink: UInt32, background: UInt32, letters: [Letter]
  ) -> String? {
    guard isCounterShaped(fill: fill, runsPerRow: runsPerRow(), plateauShare: plateauShare)
    else { return nil }
    let tolerance = ImageRegionTuning.counterTolerance
    for letter in letters
    where letter.box != box && letter.box.intersection(box) == box
      && (letter.isOverImagery || PackedColor.distance(ink, letter.background) <= tolerance)
      && PackedColor.distance(background, letter.ink) <= tolerance
    {
      return "a letter's hole within \(letter.box): its background showing through"
    }
    return nil
  }
}

extension LetterCounterRule {
  /// Whether `letter`, read from one row (``Letter/init(row:spans:maximumStroke:beside:)``), stands
  /// beside a line of text in its colours: one of `lines` whose ink and background are the
  /// letter's (within ``ImageRegionTuning/counterTolerance``), across the letter's middle row,
  /// at most its height away. A letter read that way is the first of a headline whose other
  /// letters were found ("P" before "lan"); a badge's fill around its digit, enclosed on that
  /// row just as a letter's stroke around its hole, has no line of its colours beside it.
  static func standsInLine(_ letter: Letter, lines: [Letter]) -> Bool {
    let middle = letter.box.y + letter.box.height / 2
    let tolerance = ImageRegionTuning.counterTolerance
    return lines.contains { line in
      let gap = max(line.box.x - letter.box.maxX, letter.box.x - line.box.maxX)
      return line.box.y <= middle && middle < line.box.maxY && gap <= line.box.height
        && PackedColor.distance(line.ink, letter.ink) <= tolerance
        && PackedColor.distance(line.background, letter.background) <= tolerance
    }
  }
}

extension LetterCounterRule.Letter {
  /// The surface edge `rim` as the rim of a letter around `hole`, read on the hole's middle row:
  /// its box, with the surface just right of its nearest span left of the hole as the ink (a
  /// bold letter's stroke, wide enough to read as a surface) and the surface just left of that
  /// span as the background; `nil` when there is no such span, it touches the image border, or
  /// the surface between it and the hole is wider than `maximumStroke` pixels: no letter's
  /// stroke is, so that is a button's or a badge's fill around its label.
  init?(rim: InkComponent, around hole: PixelRect, spans: InkSpans, maximumStroke: Double) {
    let row = hole.y + hole.height / 2
    let onRow = Self.spans(of: rim, onRow: row, in: spans)
    guard
      let nearest = onRow.filter({ Int(spans.x1[$0]) <= hole.x })
        .max(by: { spans.x1[$0] < spans.x1[$1] }),
      spans.leftRegion[nearest] >= 0, spans.rightRegion[nearest] >= 0,
      Double(hole.x - Int(spans.x1[nearest])) <= maximumStroke
    else { return nil }
    self.init(
      box: rim.bbox, ink: spans.rightColor[nearest], background: spans.leftColor[nearest])
    // The rim's far side on the same row, right of the hole: its outside colour.
    if let far = onRow.filter({ Int(spans.x0[$0]) >= hole.maxX })
      .max(by: { spans.x0[$0] < spans.x0[$1] }), spans.rightRegion[far] >= 0
    {
      isOverImagery =
        PackedColor.distance(spans.rightColor[far], spans.leftColor[nearest])
        > ImageRegionTuning.counterTolerance
    }
  }

  /// The spans of `rim` on row `y`: its span list is in scan order, so they are found by
  /// binary search (a rim may be a picture's whole network of edges, with thousands of spans).
  static func spans(of rim: InkComponent, onRow y: Int, in spans: InkSpans) -> ArraySlice<Int> {
    let list = rim.spans
    func firstIndex(atOrAfter row: Int) -> Int {
      var low = 0
      var high = list.count
      while low < high {
        let middle = (low + high) / 2
        if Int(spans.y[list[middle]]) < row { low = middle + 1 } else { high = middle }
      }
      return low
    }
    return list[firstIndex(atOrAfter: y)..<firstIndex(atOrAfter: y + 1)]
  }

  /// The letter around `hole` read from its middle row alone, for a letter whose rim is not one
  /// shape (a stem whose straight side falls on whole pixels leaves only a one-pixel edge
  /// there): the nearest ink spans left and right of the hole on that row, each at most
  /// `maximumStroke` pixels from it, enclosing one surface between them (the letter's stroke,
  /// within ``ImageRegionTuning/counterTolerance``) with one surface outside them on both sides;
  /// the letter is that inner surface on the outer one, when it stands beside one of `lines`
  /// (``LetterCounterRule/standsInLine(_:lines:)``). `nil` otherwise.
  init?(row hole: PixelRect, spans: InkSpans, maximumStroke: Double, beside lines: [Self]) {
    let y = hole.y + hole.height / 2
    guard y >= 0, y + 1 < spans.rowStart.count else { return nil }
    let row = spans.rowStart[y]..<spans.rowStart[y + 1]
    guard let left = row.last(where: { Int(spans.x1[$0]) <= hole.x }),
      let right = row.first(where: { Int(spans.x0[$0]) >= hole.maxX }),
      [left, right].allSatisfy({ spans.leftRegion[$0] >= 0 && spans.rightRegion[$0] >= 0 }),
      Double(hole.x - Int(spans.x1[left])) <= maximumStroke,
      Double(Int(spans.x0[right]) - hole.maxX) <= maximumStroke
    else { return nil }
    let tolerance = ImageRegionTuning.counterTolerance
    guard PackedColor.distance(spans.rightColor[left], spans.leftColor[right]) <= tolerance,
      PackedColor.distance(spans.leftColor[left], spans.rightColor[right]) <= tolerance
    else { return nil }
    let x = Int(spans.x0[left])
    self.init(
      box: PixelRect(
        x: x, y: hole.y - 1, width: Int(spans.x1[right]) - x, height: hole.height + 2),
      ink: spans.rightColor[left], background: spans.leftColor[left])
    guard LetterCounterRule.standsInLine(self, lines: lines) else { return nil }
  }
}
