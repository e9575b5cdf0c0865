/// Rule `separate-surfaces`: two glyphs that would chain into one line stay apart when each sits
/// on a surface of its own with another surface between them: icons on a row of filled buttons
/// (three white plus signs on three blue circles), labels on neighbouring chips or cells of
/// different fills. Chained, they read as one line of text and are judged at the text threshold.
///
/// The glyphs are apart when both of these hold:
/// 1. The flat background right of the left glyph and the one left of the right glyph are
///    different regions (``FlatRegions``): letters of one line on one surface share the region
///    that runs round them, so a line of text never gets further than this.
/// 2. Between them, on the row through the middle of their overlap, lies a flat run of another
///    colour (each pixel within ``FlatRegions/sameSurfaceTolerance`` of the run's first, and
///    further than that from both glyphs' backgrounds) at least ``minimumRun`` pixels and an
///    eighth of the smaller glyph's height long: a surface, not a divider line or anti-aliasing.
///    Over a gradient the two regions may differ but nothing between them does.
///
/// Findings read apart stay apart for the same reason: two side by side with inks alike but
/// each on a flat background of its own, the two meeting at a hard edge between them
/// (``meetAtEdge(_:_:in:)``: a tag's badge and the selected row it sits in), stand on separate
/// surfaces, not on one gradient, and each keeps its own verdict.
enum SeparateSurfacesRule {
  /// The rule's id, as tests and the documentation name it (it joins no candidate, so it
  /// records no `--explain` decision: the glyphs it keeps apart appear as findings of their own).
  static let id = "separate-surfaces"
  /// Shortest run of another surface between the glyphs, in pixels: a 1–2 px divider or a
  /// glyph's anti-aliased fringe is shorter, a gap between two buttons (4 pt or more at 1x
  /// and up in Apple's layouts) is not.
  static let minimumRun = 3

  /// The region most rows of `glyph` have beside its outer `side` (left or right), or `-1`.
  static func edgeRegion(_ glyph: GlyphCandidate, spans: InkSpans, leftSide: Bool) -> Int32 {
    var counts: [Int32: Int] = [:]
    var row = -1
    var last = -1
    for s in glyph.spans {
      let y = Int(spans.y[s])
      if y != row {
        if !leftSide && last >= 0 { counts[spans.rightRegion[last], default: 0] += 1 }
        row = y
        if leftSide { counts[spans.leftRegion[s], default: 0] += 1 }
      }
      last = s
    }
    if !leftSide && last >= 0 { counts[spans.rightRegion[last], default: 0] += 1 }
    return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? -1
  }

  /// Least step between neighbouring pixels that is a hard edge between two surfaces
  /// (``meetAtEdge(_:_:in:)``): twice ``FlatRegions/sameSurfaceTolerance``, 24 levels in a
  /// channel. A gradient steep enough to turn black to white across 20 pixels steps by 13; a
  /// badge's edge, anti-aliased over a pixel or two, by 40 and more (#204a87 to #3584e4).
  static let edgeStep = 2 * FlatRegions.sameSurfaceTolerance

  /// Whether, on the row through the middle of the vertical overlap of `left` and `right`
  /// (left one first), the background between them steps by at least ``edgeStep`` in a
  /// channel from one pixel to the next: the edge where one surface meets another. The pixel
  /// beside each box is left out (a glyph's anti-aliased fringe).
  static func meetAtEdge(_ left: PixelRect, _ right: PixelRect, in image: ScanImage) -> Bool {
    let start = left.maxX + 1
    let end = right.x - 1
    let y = (max(left.y, right.y) + min(left.maxY, right.maxY)) / 2
    guard y >= 0, y < image.height, start >= 0, end <= image.width, end - start >= 2 else {
      return false
    }
    return ((start + 1)..<end).contains { x in
      PackedColor.distance(image.rgb(x, y), image.rgb(x - 1, y)) >= edgeStep
    }
  }

  /// Whether `left` and `right` (left one first) sit on separate surfaces.
  static func areApart(
    _ left: GlyphCandidate, _ right: GlyphCandidate, spans: InkSpans, image: ScanImage
  ) -> Bool {
    let start = left.bbox.maxX
    let end = right.bbox.x
    let shorter = min(left.bbox.height, right.bbox.height)
    let needed = max(minimumRun, shorter / 8)
    guard end - start >= needed else { return false }
    let a = edgeRegion(left, spans: spans, leftSide: false)
    let b = edgeRegion(right, spans: spans, leftSide: true)
    guard a >= 0, b >= 0, a != b else { return false }
    let y = (max(left.bbox.y, right.bbox.y) + min(left.bbox.maxY, right.bbox.maxY)) / 2
    guard y >= 0, y < image.height, start >= 0, end <= image.width else { return false }
    let tolerance = FlatRegions.sameSurfaceTolerance
    var runColor: UInt32 = 0
    var run = 0
    for x in start..<end {
      let c = image.rgb(x, y)
      let isOther =
        PackedColor.distance(c, left.rightBackground) > tolerance
        && PackedColor.distance(c, right.leftBackground) > tolerance
      if isOther && run > 0 && PackedColor.distance(c, runColor) <= tolerance {
        run += 1
      } else {
        run = isOther ? 1 : 0
        runColor = c
      }
      if run >= needed { return true }
    }
    return false
  }
}
