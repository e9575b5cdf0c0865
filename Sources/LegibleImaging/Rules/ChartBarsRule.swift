/// Rule `chart-bars`: lone bars of one thickness standing on one baseline at an even pitch, with
/// lengths that differ, are the fills of a bar chart — picture content, not icons. Bars close
/// enough to chain into a line of "text" are a chart too when every glyph of the line is such
/// a bar.
///
/// A bar is a lone solid shape (filling ``minimumFill`` of its box), as long as its value (a
/// chart's smallest values are stubs). Bars belong to one chart when they are upright with
/// their bottoms level, or lie flat with their left ends level; their thicknesses agree and so
/// do the steps between them, to within ``tolerance(_:)``; at least ``minimumBars`` of them stand in such a row; their lengths are
/// not all alike (the longest at least ``minimumLengthSpread`` times the shortest); and the
/// longest is at least ``minimumElongation`` times as long as thick and at least
/// ``minimumLongestPoints`` long (``minimumLongestPointsOfMany`` for ``manyBars`` bars or
/// more). Icons never are: a cellular-signal glyph is
/// such a row of bars but about 11 pt tall, and the bars of one icon are one shape, not lone
/// ones; a column of equal list dividers has no spread of lengths.
///
/// Bars drawn about one middle line instead of one baseline, thin and upright, at least
/// ``minimumWaveformBars`` of them at an even pitch over at least ``minimumWaveformPoints``,
/// of differing lengths, are an audio waveform (a voice message's, a recording's): picture
/// content too, in whatever colours its played and unplayed parts take
/// (``waveformBars(_:scale:)``). An icon of a waveform is far shorter. A lone thin stroke
/// wandering across at least 32 pt, one run in each column, is a line graph's line (a stocks
/// list's sparkline: ``isLineGraph(_:scale:)``).
///
/// Bars standing on a thin axis drawn under them are one shape, a comb
/// (``barsOnAxis(_:at:surface:in:)``): its teeth, read from the pixels, are the bars, and are
/// a chart on the same terms.
enum ChartBarsRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "chart-bars"
  /// Fewest bars of a chart: three (two bars side by side are as often a pair of buttons).
  static let minimumBars = 3
  /// Smallest ratio of the longest bar's length to its thickness: 1.25, as the spread of
  /// lengths (a chart's longest bar stands taller than wide; a night's darkness by the hour
  /// drawn in bars 22 pt wide reaches 1.45, thinner bars 2 and far more).
  static let minimumElongation = 1.25
  /// Smallest ratio of the longest bar to the shortest: 1.25 (a chart's values differ; rows of
  /// equal dividers, skeleton blocks or toolbar separators do not).
  static let minimumLengthSpread = 1.25
  /// Shortest length of the longest bar, in points: 32, longer than the glyphs of bars and
  /// toolbars (Apple's tab bar glyphs are at most about 31 pt on their long side; SF Symbols'
  /// signal and battery glyphs at text sizes are 11–20 pt).
  static let minimumLongestPoints = 32.0
  /// Fewest bars of a chart whose longest bar may be as short as
  /// ``minimumLongestPointsOfMany``: five (no glyph draws five bars in a row; a signal glyph
  /// draws four).
  static let manyBars = 5
  /// Shortest length of the longest of ``manyBars`` bars or more, in points: 16 (a small
  /// chart of a week's or a day's values in a card, its bars 5–27 pt tall).
  static let minimumLongestPointsOfMany = 16.0

  /// How far two bar measures may differ and still agree, in pixels: 2 or a tenth of the
  /// larger, whichever is more (anti-aliased ends and rounding to whole pixels).
  static func tolerance(_ measure: Int) -> Int { max(2, measure / 10) }

  /// How far the level ends of one chart's bars may lie apart, in pixels: 2 (anti-aliased ends).
  static let levelTolerance = 2

  /// A lone shape long enough to be a bar: where it stands and how long it is.
  private struct Bar {
    var index: Int
    var thickness: Int
    var length: Int
    /// Where its level end lies: the bottom of an upright bar, the left end of a flat one.
    var level: Int
    /// Where it stands along the chart's row.
    var position: Int
  }

  /// Smallest share of its box a bar fills: 0.75 (geometric: a bar with fully rounded ends
  /// fills more than π/4 ≈ 0.79 of its box; a word whose letters touch, which a column of
  /// left-aligned labels lines up like a chart's bars, fills 0.3–0.6).
  static let minimumFill = 0.75

  /// Thickest axis under a comb of bars, as a share of the shape's height: a tenth (a chart's
  /// axis is a 1 pt rule under bars 32 pt tall and more), at least 2 pixels.
  static let axisShare = 0.1
  /// Least share of the shape's width that each row of its axis covers: 0.9 (the axis runs
  /// under every bar and the gaps between them).
  static let axisCover = 0.9

  /// The bars of the shape whose ink is `mask`, its top left at `origin` in `image`, drawn on
  /// `surface`, when it is a comb of upright bars standing on a thin axis drawn under them; or
  /// `nil`. The axis is the shape's bottom rows, at least one and no more than ``axisShare`` of
  /// its height or 2 pixels, whichever is more, each covered across ``axisCover`` of its
  /// width. The bars are read from the pixels, not the ink, since a wide bar's inside may be
  /// flat enough to be taken for a surface: on the row just above the axis, each stretch off
  /// `surface` (by more than ``FlatRegions/sameSurfaceTolerance``) is a bar's foot; the bar
  /// rises as far as its middle column stays off the surface, and every pixel of the box so
  /// found must be off it (a solid bar). At least ``minimumBars`` bars. A word underlined where
  /// its letters touch the rule is no comb: its letters' counters and the gaps between their
  /// strokes are the surface.
  static func barsOnAxis(
    _ mask: GlyphMask, at origin: (x: Int, y: Int), surface: UInt32, in image: ScanImage
  ) -> [PixelRect]? {
    let (w, h) = (mask.width, mask.height)
    guard w >= 3, h >= 4 else { return nil }
    func covered(_ y: Int) -> Bool {
      var n = 0
      for x in 0..<w where mask[x, y] { n += 1 }
      return Double(n) >= axisCover * Double(w)
    }
    var axisTop = h
    while axisTop > 0 && covered(axisTop - 1) { axisTop -= 1 }
    let thickness = h - axisTop
    guard thickness >= 1, thickness <= max(2, Int(axisShare * Double(h))), axisTop >= 3 else {
      return nil
    }
    func off(_ x: Int, _ y: Int) -> Bool {
      PackedColor.distance(image.rgb(origin.x + x, origin.y + y), surface)
        > FlatRegions.sameSurfaceTolerance
    }
    let foot = axisTop - 1
    var bars: [PixelRect] = []
    var x = 0
    while x < w {
      guard off(x, foot) else {
        x += 1
        continue
      }
      var end = x
      while end < w && off(end, foot) { end += 1 }
      let middle = (x + end) / 2
      var top = foot
      while top > 0 && off(middle, top - 1) { top -= 1 }
      for y in top...foot {
        for column in x..<end where !off(column, y) {
          // A bar's rounded top leaves its corners on the surface: only its top rows may.
          if y - top >= max(2, end - x) { return nil }
        }
      }
      bars.append(PixelRect(x: x, y: top, width: end - x, height: axisTop - top))
      x = end
    }
    return bars.count >= minimumBars ? bars : nil
  }

  /// Whether the lone shape whose ink is `mask`, its top left at `origin` in `image`, drawn on
  /// `surface` at `scale` pixels a point, is a comb of bars on an axis
  /// (``barsOnAxis(_:at:surface:in:)``) whose bars are all a chart's
  /// (``chartBars(_:fills:scale:uprightOnly:)``, upright).
  static func isChartOnAxis(
    _ mask: GlyphMask, at origin: (x: Int, y: Int), surface: UInt32, in image: ScanImage,
    scale: Double
  ) -> Bool {
    guard let bars = barsOnAxis(mask, at: origin, surface: surface, in: image) else {
      return false
    }
    let found = chartBars(
      bars, fills: [Double](repeating: 1, count: bars.count), scale: scale, uprightOnly: true)
    return found.count == bars.count
  }

  /// The indices into `boxes` (the boxes of lone shapes, in image pixels, each filling
  /// `fills` of its box, and one run of ink a row when `solid` says so) that are bars of a
  /// chart at `scale` pixels a point: upright bars, and flat ones unless `uprightOnly`. A flat
  /// bar is solid: a bold word whose letters touch at 1x (a tag's "Docs", left-aligned in a
  /// column of cards as flat bars are) may fill three quarters of its box, but its counters and
  /// the gaps between its letters cut its rows. (An upright bar may be hatched: a chart's
  /// pattern fill.)
  static func chartBars(
    _ boxes: [PixelRect], fills: [Double], solid: [Bool]? = nil, scale: Double,
    uprightOnly: Bool = false
  ) -> Set<Int> {
    var found: Set<Int> = []
    for upright in uprightOnly ? [true] : [true, false] {
      let bars = boxes.indices.compactMap { i -> Bar? in
        let box = boxes[i]
        let (thickness, length) = upright ? (box.width, box.height) : (box.height, box.width)
        guard thickness > 0, fills[i] >= minimumFill, upright || solid?[i] ?? true else {
          return nil
        }
        return Bar(
          index: i, thickness: thickness, length: length,
          level: upright ? box.y + box.height : box.x, position: upright ? box.x : box.y)
      }
      // Every chart holds a bar long enough to be its longest; those alone seed a row (few, so
      // a photograph's thousands of lone marks are not compared pairwise).
      let longest = Int((minimumLongestPointsOfMany * scale).rounded(.up))
      for seed in bars
      where seed.length >= longest
        && Double(seed.length) >= minimumElongation * Double(seed.thickness)
        && !found.contains(seed.index)
      {
        let row = bars.filter { bar in
          !found.contains(bar.index) && abs(bar.level - seed.level) <= levelTolerance
            && abs(bar.thickness - seed.thickness)
              <= tolerance(max(bar.thickness, seed.thickness))
        }.sorted { $0.position < $1.position }
        for run in evenRuns(row.map(\.position), thickness: seed.thickness) {
          let lengths = run.map { row[$0].length }
          guard let longest = lengths.max(), let shortest = lengths.min(),
            Double(longest) >= minimumElongation * Double(seed.thickness),
            Double(longest) >= minimumLengthSpread * Double(shortest),
            Double(longest)
              >= (run.count >= manyBars ? minimumLongestPointsOfMany : minimumLongestPoints)
              * scale
          else { continue }
          for i in run { found.insert(row[i].index) }
        }
      }
    }
    return found
  }

  /// Shortest line graph, in points: 32, as a chart's longest bar (a sparkline in a stocks
  /// list is about 70 pt).
  static let minimumLineGraphPoints = 32.0
  /// Smallest ratio of a line graph's width to its height: that of a word whose letters touch
  /// (``GlyphKindRule/wordAspect``, 2), which it is otherwise taken for.
  static let lineGraphAspect = GlyphKindRule.wordAspect
  /// Largest share of its box a line graph's line fills: a half (a stroke 2–3 pt thick wanders
  /// over a box many times taller; a divider or a progress bar fills all of its box, and is
  /// not looked at further).
  static let lineGraphFill = 0.5
  /// Largest share of a line graph's columns crossed by more than two runs (the line and a
  /// dotted baseline it crosses), or by a run half its height or taller: 0.1 (a jump in the
  /// line; every letter of a word has a stem or a bowl's sides, so a word whose letters touch
  /// has a third or more).
  static let lineGraphIrregularShare = 0.1

  /// Whether a shape `width` × `height` pixels, at `scale` pixels a point, is as wide as a line
  /// graph: at least ``minimumLineGraphPoints`` wide and ``lineGraphAspect`` times as wide as
  /// tall. The scanner asks this before building a shape's mask for ``isLineGraph(_:scale:)``.
  static func hasLineGraphSize(width: Int, height: Int, scale: Double) -> Bool {
    Double(width) >= minimumLineGraphPoints * scale
      && Double(width) >= lineGraphAspect * Double(height)
  }

  /// Whether `mask`, a lone shape at `scale` pixels a point, is the line of a line graph (a
  /// stocks list's sparkline): at least ``minimumLineGraphPoints`` wide and ``lineGraphAspect``
  /// times as wide as tall, with ink in every column, at most ``lineGraphIrregularShare`` of
  /// its columns crossed more than twice or by a run half its height or taller, and the middles
  /// of the columns crossed once spread over half its height or more: one thin stroke
  /// wandering up and down from its left end to its right (crossed twice where it passes a
  /// dotted baseline). A flat rule's runs are its whole height; a slider's track runs level,
  /// its knob the only tall runs, and the hollow step marks along a stepped slider are crossed
  /// twice (their edges) beside a level track.
  static func isLineGraph(_ mask: GlyphMask, scale: Double) -> Bool {
    let (w, h) = (Double(mask.width), Double(mask.height))
    guard hasLineGraphSize(width: mask.width, height: mask.height, scale: scale) else {
      return false
    }
    var irregular = 0
    var (lowest, highest) = (Double.infinity, -Double.infinity)
    for runs in mask.columnRuns {
      guard !runs.isEmpty else { return false }
      if runs.count > 2 || runs.contains(where: { Double($0.end - $0.start) >= h / 2 }) {
        irregular += 1
      } else if runs.count == 1 {
        let centre = Double(runs[0].start + runs[0].end) / 2
        (lowest, highest) = (min(lowest, centre), max(highest, centre))
      }
    }
    return Double(irregular) <= lineGraphIrregularShare * w && highest - lowest >= h / 2
  }

  /// Fewest bars of a waveform: eight (SF Symbols' `waveform` glyph has seven, in 20 pt or so).
  static let minimumWaveformBars = 8
  /// Shortest span of a waveform's bars, first to last, in points: 40.
  static let minimumWaveformPoints = 40.0
  /// Thickest waveform bar, in points: 4 (bars drawn 2–3 pt wide with rounded ends).
  static let maximumWaveformBarPoints = 4.0

  /// The indices into `boxes` (glyph boxes, in image pixels) that are the bars of an audio
  /// waveform at `scale` pixels a point: upright bars at least twice as tall as wide and at
  /// most ``maximumWaveformBarPoints`` wide, their middles level (within ``levelTolerance``)
  /// and their widths alike, at least ``minimumWaveformBars`` in a row at an even pitch
  /// spanning ``minimumWaveformPoints``, the longest at least ``minimumLengthSpread`` times the
  /// shortest.
  static func waveformBars(_ boxes: [PixelRect], scale: Double) -> Set<Int> {
    let bars = boxes.indices.filter {
      let box = boxes[$0]
      return box.width > 0 && box.height >= 2 * box.width
        && Double(box.width) <= maximumWaveformBarPoints * scale
    }
    guard bars.count >= minimumWaveformBars else { return [] }
    func middle(_ i: Int) -> Int { boxes[i].y + boxes[i].height / 2 }
    var found: Set<Int> = []
    for seed in bars where !found.contains(seed) {
      let row = bars.filter {
        !found.contains($0) && abs(middle($0) - middle(seed)) <= levelTolerance
          && abs(boxes[$0].width - boxes[seed].width)
            <= tolerance(max(boxes[$0].width, boxes[seed].width))
      }.sorted { boxes[$0].x < boxes[$1].x }
      guard row.count >= minimumWaveformBars else { continue }
      for run in evenRuns(row.map { boxes[$0].x }, thickness: boxes[seed].width)
      where run.count >= minimumWaveformBars {
        let members = run.map { row[$0] }
        let lengths = members.map { boxes[$0].height }
        let span = boxes[members[members.count - 1]].maxX - boxes[members[0]].x
        guard Double(lengths.max()!) >= minimumLengthSpread * Double(lengths.min()!),
          Double(span) >= minimumWaveformPoints * scale
        else { continue }
        found.formUnion(members)
      }
    }
    return found
  }

  /// The runs of at least ``minimumBars`` consecutive `positions` (ascending) whose steps are
  /// alike and longer than `thickness` (bars that do not touch), as index lists.
  static func evenRuns(_ positions: [Int], thickness: Int) -> [[Int]] {
    var runs: [[Int]] = []
    var start = 0
    while start + minimumBars <= positions.count {
      let step = positions[start + 1] - positions[start]
      var end = start + 1
      while end + 1 < positions.count,
        abs(positions[end + 1] - positions[end] - step) <= tolerance(step)
      {
        end += 1
      }
      if step > thickness, end - start + 1 >= minimumBars { runs.append(Array(start...end)) }
      start = max(start + 1, end)
    }
    return runs
  }
}
