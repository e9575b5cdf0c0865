import LegibleColor

extension InkComponent {
  /// Least share of a surface edge's ink pixels that a part drawn on one surface holds to be
  /// taken out of it (``partsOnOneSurface(spans:scale:maxGlyph:)``): 0.3. An icon touched by the badge
  /// over its corner holds half of the shape and more (a tab icon 26 pt tall beside a badge
  /// 18 pt across); the top and bottom rows of a container's rim, which have the page on both
  /// sides too, hold a few percent.
  static let oneSurfaceShare = 0.3
  /// Least height of such a part, in points: 6 (the smallest icons are 10–12 pt tall).
  static let oneSurfaceHeightPoints = 6.0

  /// The parts of this shape, read as the edge between two surfaces, that are drawn on one
  /// surface, when the edge is a badge's: its spans with two surfaces either side lie within a
  /// badge's size (``BadgeCountRule/largestPoints`` at `scale`). The parts are its spans with
  /// the same surface on both sides (within ``FlatRegions/sameSurfaceTolerance``), joined
  /// 8-connected, each at least ``oneSurfaceShare`` of the shape's ink pixels and
  /// ``oneSurfaceHeightPoints`` tall, and itself shaped as a glyph. A badge over the corner of
  /// a tab icon joins the icon's strokes to the badge's rim; the icon is still drawn on the bar.
  /// A chart's bars or an illustration's outline, edges between surfaces of their own, are no
  /// badge.
  func partsOnOneSurface(spans: InkSpans, scale: Double, maxGlyph: Int) -> [InkComponent] {
    var same: [Int] = []
    var edge: PixelRect?
    for s in self.spans where spans.leftRegion[s] >= 0 && spans.rightRegion[s] >= 0 {
      if spans.leftRegion[s] == spans.rightRegion[s]
        || PackedColor.distance(spans.leftColor[s], spans.rightColor[s])
          <= FlatRegions.sameSurfaceTolerance
      {
        same.append(s)
      } else {
        let box = PixelRect(
          x: Int(spans.x0[s]), y: Int(spans.y[s]), width: Int(spans.x1[s] - spans.x0[s]),
          height: 1)
        edge = edge?.union(box) ?? box
      }
    }
    let badge = BadgeCountRule.largestPoints * scale
    guard let edge, Double(max(edge.width, edge.height)) <= badge else { return [] }
    let least = max(Double(pixelCount) * Self.oneSurfaceShare, 1)
    guard Double(same.reduce(0) { $0 + Int(spans.x1[$1] - spans.x0[$1]) }) >= least else {
      return []
    }
    // Join spans of consecutive rows whose columns meet or touch diagonally (the spans are in
    // scan order, so a row's spans follow the previous row's).
    var sets = UnionFind(count: same.count)
    var previous = 0..<0
    var start = 0
    while start < same.count {
      let y = spans.y[same[start]]
      var end = start
      while end < same.count && spans.y[same[end]] == y { end += 1 }
      if previous.count > 0 && spans.y[same[previous.lowerBound]] + 1 == y {
        for i in start..<end {
          for j in previous
          where spans.x0[same[j]] <= spans.x1[same[i]] && spans.x0[same[i]] <= spans.x1[same[j]] {
            sets.union(i, j)
          }
        }
      }
      previous = start..<end
      start = end
    }
    var parts: [Int: InkComponent] = [:]
    for i in same.indices {
      let s = same[i]
      let box = PixelRect(
        x: Int(spans.x0[s]), y: Int(spans.y[s]), width: Int(spans.x1[s] - spans.x0[s]), height: 1)
      parts[sets.find(i), default: InkComponent(bbox: box, spans: [], pixelCount: 0)].add(s, box)
    }
    let shortest = Self.oneSurfaceHeightPoints * scale
    return parts.keys.sorted().compactMap { key in
      let part = parts[key]!
      guard Double(part.pixelCount) >= least, Double(part.bbox.height) >= shortest,
        ComponentShape.classify(part, spans: spans, maxGlyph: maxGlyph) == .glyph
      else { return nil }
      return part
    }
  }

  /// Adds span `s`, covering `box`.
  private mutating func add(_ s: Int, _ box: PixelRect) {
    bbox = bbox.union(box)
    spans.append(s)
    pixelCount += box.width
  }
}
