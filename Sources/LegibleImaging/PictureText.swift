import LegibleColor

/// Lines of text drawn in one solid colour over picture content, found from the flat interiors
/// of their strokes (rule `solid-stroke`), with the range of picture pixels they sit on.
///
/// The row pass finds text by the flat surface around it; over a photograph there is none, and
/// a caption's glyphs melt into the picture's texture. Their stroke interiors are still flat areas
/// of the text colour (``PictureStrokes``), so those are chained into lines here, and each line's
/// background is sampled around and between its strokes, at least a fringe away from them.
struct PictureText: Sendable {
  /// One line of text over a picture.
  struct Line: Sendable, Hashable {
    /// Around the line's strokes, their anti-aliased fringe included, in image pixels.
    var box: PixelRect
    /// The text colour (the flat colour of its strokes).
    var foreground: UInt32
    /// The background pixels around the line at the 1st, 50th and 99th percentiles of
    /// luminance.
    var backgrounds: [UInt32]
    /// Glyphs chained into the line.
    var glyphCount: Int
    /// Upper quartile of the glyph heights (capitals and ascenders), in pixels.
    var capHeight: Double
    /// Median stroke width, in pixels.
    var strokeWidth: Double
  }

  /// The lines found.
  let lines: [Line]

  /// No lines.
  init() { lines = [] }

  /// Finds the lines of solid-colour text inside `pictures` of a screen read at `scale`, cut
  /// into runs `runs` by the row pass, and the lines of display type, with strokes thicker than
  /// the row pass reads as strokes, inside `displayWindows` (rule `display-text`; a window
  /// may overlap a picture, where strokes it shares with the picture are found twice and join
  /// into one glyph, and a line of thin strokes is kept when it lies partly in a picture).
  init(
    runs: BackgroundRuns, image: ScanImage, scale: Double, pictures: [PixelRect],
    displayWindows: [PixelRect] = []
  ) {
    let searched = pictures + displayWindows
    guard !searched.isEmpty else {
      lines = []
      return
    }
    // Strokes: glyph-sized, thin, anti-aliased flat areas of one colour wholly inside a
    // picture, each with that colour. Marks (as thin, any shape) are kept for the dots of a
    // line's letters.
    let shortest = SolidStrokeRule.shortest(scale: scale)
    let flat = PictureStrokes(
      image: image, rows: runs, pictures: searched, minimumHeight: shortest
    ) { area in
      SolidStrokeRule.isMark(
        box: area.box, area: area.pixels, touchesEdge: area.touchesEdge, scale: scale)
        && !SolidStrokeRule.isHardEnded(ends: area.ends, hardEnds: area.hardEnds)
    }
    var strokes: [Int] = []
    var colorOf: [Int: UInt32] = [:]
    for r in flat.areas.indices
    where SolidStrokeRule.isElongated(box: flat.areas[r].box, area: flat.areas[r].pixels) {
      let dominant = flat.dominantColor(of: r, in: image)
      guard SolidStrokeRule.isSolid(share: dominant.share) else { continue }
      strokes.append(r)
      colorOf[r] = dominant.color
    }
    guard strokes.count >= ImageRegionTuning.minimumLineGlyphs else {
      lines = []
      return
    }
    func box(_ r: Int) -> PixelRect { flat.areas[r].box }
    let fringe = max(1, Int(scale.rounded(.up)))
    // Strokes of one colour whose fringes touch are one glyph: above and below, within two
    // fringes (a stroke's flat inside stops a blended pixel short of its edge, on both sides of
    // a junction); side by side, within one fringe, at least two pixels (letters set a point or
    // two apart at 2x and 3x, in bold or with tight tracking, stay letters: "Marco" over a
    // video tile was one glyph, and no line, when two fringes joined them).
    let joinGap = max(2, fringe)
    strokes.sort { flat.areas[$0].box.x < flat.areas[$1].box.x }
    var glyphSets = UnionFind(count: strokes.count)
    for i in strokes.indices {
      let a = box(strokes[i])
      for j in (i + 1)..<strokes.count {
        let b = box(strokes[j])
        if b.x > a.maxX + 2 * fringe { break }
        guard
          PackedColor.distance(colorOf[strokes[i]]!, colorOf[strokes[j]]!)
            <= FlatRegions.sameSurfaceTolerance
        else { continue }
        if b.y <= a.maxY + 2 * fringe && a.y <= b.maxY + 2 * fringe
          && b.x <= a.maxX + joinGap && a.x <= b.maxX + joinGap
        {
          glyphSets.union(i, j)
        }
      }
    }
    var glyphMembers: [Int: [Int]] = [:]
    for i in strokes.indices { glyphMembers[glyphSets.find(i), default: []].append(strokes[i]) }
    // Each glyph: its box, colour (of its largest stroke) and stroke width.
    var glyphs: [(box: PixelRect, color: UInt32, members: [Int], thickness: Double)] = []
    for members in glyphMembers.values {
      let bbox = members.map(box).reduce(box(members[0])) { $0.union($1) }
      let largest = members.max { flat.areas[$0].pixels < flat.areas[$1].pixels }!
      let b = box(largest)
      let thickness = Double(flat.areas[largest].pixels) / Double(b.width + b.height)
      glyphs.append((bbox, colorOf[largest]!, members, thickness))
    }
    glyphs.sort { ($0.box.x, $0.box.y) < ($1.box.x, $1.box.y) }
    // Glyphs into lines.
    var lineSets = UnionFind(count: glyphs.count)
    for i in glyphs.indices {
      let a = glyphs[i].box
      for j in (i + 1)..<glyphs.count {
        let b = glyphs[j].box
        if Double(b.x - a.maxX) > TextLines.maximumGap * Double(2 * max(a.height, b.height)) {
          break
        }
        guard
          PackedColor.distance(glyphs[i].color, glyphs[j].color) <= Int(TextLines.inkTolerance),
          SolidStrokeRule.chains(a, b)
        else { continue }
        lineSets.union(i, j)
      }
    }
    var lineMembers: [Int: [Int]] = [:]
    for i in glyphs.indices { lineMembers[lineSets.find(i), default: []].append(i) }
    var found: [Line] = []
    for members in lineMembers.values {
      let inner = members.map { glyphs[$0].box }.reduce(glyphs[members[0]].box) { $0.union($1) }
      guard SolidStrokeRule.isLine(members.map { glyphs[$0].box }) else { continue }
      let lineBox = Self.grow(inner, by: fringe, width: image.width, height: image.height)
      // A stroke's flat interior stops about one anti-aliased pixel short of its edge on each
      // side.
      let heights = members.map { Double(glyphs[$0].box.height + 2) }.sorted()
      let widths = members.map { glyphs[$0].thickness + 2 }.sorted()
      if widths[widths.count / 2] <= ImageRegionTuning.maximumStrokePoints * scale,
        displayWindows.contains(where: { !$0.intersection(lineBox).isEmpty }),
        !pictures.contains(where: { !$0.intersection(inner).isEmpty })
      {
        continue
      }
      let color = glyphs[members[0]].color
      // The line's strokes, and the marks of its colour among them (dots, a colon).
      var strokeRegions = Set(members.flatMap { glyphs[$0].members })
      for r in flat.areas.indices
      where !strokeRegions.contains(r) && inner.intersection(flat.areas[r].box) == flat.areas[r].box
        && PackedColor.distance(flat.dominantColor(of: r, in: image).color, color)
          <= FlatRegions.sameSurfaceTolerance
      {
        strokeRegions.insert(r)
      }
      guard
        let backgrounds = Self.backgrounds(
          around: lineBox, strokes: strokeRegions, fringe: fringe + 1, flat: flat, image: image,
          ink: (color, inner))
      else { continue }
      found.append(
        Line(
          box: lineBox, foreground: color, backgrounds: backgrounds, glyphCount: members.count,
          capHeight: heights[(3 * heights.count) / 4], strokeWidth: widths[widths.count / 2]))
    }
    lines = found.sorted { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }
  }

  /// `box` grown by `margin` on every side, clipped to an image `width` by `height`.
  static func grow(_ box: PixelRect, by margin: Int, width: Int, height: Int) -> PixelRect {
    grow(box, across: margin, down: margin, width: width, height: height)
  }

  /// `box` grown by `across` to the left and right and `down` above and below, clipped to an
  /// image `width` by `height`.
  static func grow(_ box: PixelRect, across: Int, down: Int, width: Int, height: Int)
    -> PixelRect
  {
    let x = max(0, box.x - across)
    let y = max(0, box.y - down)
    return PixelRect(
      x: x, y: y, width: min(width, box.maxX + across) - x,
      height: min(height, box.maxY + down) - y)
  }

  /// The pixels of `box` grown by a quarter of its height that lie at least `fringe` pixels
  /// (in both directions) from every pixel of the `strokes` regions, and, with `ink`, from every
  /// pixel inside its `inner` box within ``FlatRegions/sameSurfaceTolerance`` of its `color`:
  /// the picture around and between the glyphs. (An "i"'s dot or a middle dot, too small to
  /// hold a flat stroke, was read as the lightest or darkest background, and a caption on a
  /// frosted chip came out at 1.0:1 against its own dots.) Returns them at the 1st, 50th and
  /// 99th percentiles of luminance (the extremes, short of a stray pixel), or `nil` when there
  /// are too few.
  static func backgrounds(
    around box: PixelRect, strokes: Set<Int>, fringe: Int, flat: PictureStrokes,
    image: ScanImage, ink: (color: UInt32, inner: PixelRect)? = nil
  ) -> [UInt32]? {
    let area = grow(box, by: max(2, box.height / 4), width: image.width, height: image.height)
    let w = area.width
    let h = area.height
    guard w > 0 && h > 0 else { return nil }
    // Stroke pixels, grown by `fringe` along rows, then along columns.
    var mask = [Bool](repeating: false, count: w * h)
    for y in area.y..<area.maxY {
      flat.forEachRun(row: y, columns: area.x..<area.maxX) { columns, r in
        guard let r, strokes.contains(r) else { return }
        let a = max(area.x, columns.lowerBound - fringe)
        let b = min(area.maxX, columns.upperBound + fringe)
        for x in a..<b { mask[(y - area.y) * w + x - area.x] = true }
      }
    }
    if let ink {
      let inner = ink.inner.intersection(area)
      for y in inner.y..<inner.maxY {
        for x in inner.x..<inner.maxX
        where PackedColor.distance(image.rgb(x, y), ink.color) <= FlatRegions.sameSurfaceTolerance {
          let a = max(area.x, x - fringe)
          let b = min(area.maxX, x + 1 + fringe)
          for xx in a..<b { mask[(y - area.y) * w + xx - area.x] = true }
        }
      }
    }
    var grown = mask
    for y in 0..<h {
      for x in 0..<w where mask[y * w + x] {
        for yy in max(0, y - fringe)...min(h - 1, y + fringe) { grown[yy * w + x] = true }
      }
    }
    var samples: [(Double, UInt32)] = []
    samples.reserveCapacity(w * h / 2)
    for y in 0..<h {
      for x in 0..<w where !grown[y * w + x] {
        let c = image.rgb(area.x + x, area.y + y)
        samples.append((PackedColor.luminance(c), c))
      }
    }
    guard samples.count >= 16 else { return nil }
    let n = samples.count
    // (luminance, colour) pairs are in a strict total order (luminance is a function of the
    // colour), so selection finds the very elements a full sort puts at these positions.
    return samples.withUnsafeMutableBufferPointer { samples in
      [0.01, 0.5, 0.99].map { share in
        OrderStatistic.select(min(n - 1, Int(Double(n) * share)), in: samples) { $0 < $1 }.1
      }
    }
  }
}
