/// 8-connected components of ink spans, with the statistics the glyph filters need.
struct InkComponent: Sendable, Hashable {
  /// Bounding box in image pixels.
  var bbox: PixelRect
  /// Indices into ``InkSpans``, in scan order.
  var spans: [Int]
  /// Number of ink pixels.
  var pixelCount: Int

  /// Connected components of `spans` (span-based union-find, O(number of spans)), in scan
  /// order of their first span.
  static func label(_ spans: InkSpans, height: Int) -> [InkComponent] {
    var sets = UnionFind(count: spans.count)
    if height > 1 {
      for y in 1..<height {
        var i = spans.rowStart[y - 1]
        let iEnd = spans.rowStart[y]
        var j = spans.rowStart[y]
        let jEnd = spans.rowStart[y + 1]
        while i < iEnd && j < jEnd {
          // 8-connectivity: spans touch when their column ranges meet or touch diagonally.
          if spans.x0[i] <= spans.x1[j] && spans.x0[j] <= spans.x1[i] { sets.union(i, j) }
          if spans.x1[i] <= spans.x1[j] { i += 1 } else { j += 1 }
        }
      }
    }
    var labelOfRoot = [Int32](repeating: -1, count: spans.count)
    var components: [InkComponent] = []
    for s in 0..<spans.count {
      let root = sets.find(s)
      var label = labelOfRoot[root]
      let x0 = Int(spans.x0[s])
      let x1 = Int(spans.x1[s])
      let y = Int(spans.y[s])
      if label < 0 {
        label = Int32(components.count)
        labelOfRoot[root] = label
        components.append(
          InkComponent(
            bbox: PixelRect(x: x0, y: y, width: x1 - x0, height: 1), spans: [], pixelCount: 0))
      }
      let c = Int(label)
      components[c].spans.append(s)
      components[c].pixelCount += x1 - x0
      components[c].bbox = components[c].bbox.union(
        PixelRect(x: x0, y: y, width: x1 - x0, height: 1))
    }
    return components
  }
}

/// What a component's shape says it is.
enum ComponentShape: Sendable, Hashable {
  /// A glyph or icon part worth measuring.
  case glyph
  /// Too small to judge alone (a dot, a comma): kept only when attached to a line.
  case speck
  /// Thin and long: a separator, border, underline or progress track.
  case bar
  /// Brackets differ consistently: the edge between two surfaces, not something drawn on one.
  case containerEdge
  /// A hollow rectangle outline: a field or card border.
  case frame
  /// Too big or too dense to be text or an icon (a photo, a filled panel).
  case oversized

  /// Classifies a component; `maxGlyph` is the largest plausible glyph or icon side in pixels.
  static func classify(
    _ component: InkComponent, spans: InkSpans, maxGlyph: Int
  ) -> ComponentShape {
    let w = component.bbox.width
    let h = component.bbox.height
    if max(w, h) < 3 || component.pixelCount < 4 { return .speck }
    // Bars: at most 3 px (or a tenth of the length) thick, at least 8 times as long.
    let thin = min(w, h)
    if thin <= max(3, max(w, h) / 10) && max(w, h) >= 8 * thin { return .bar }
    if h > maxGlyph || (w > 4 * maxGlyph && h > maxGlyph / 2) { return .oversized }
    // Container edges: most rows have different surfaces either side.
    var both = 0
    var differ = 0
    for s in component.spans where spans.leftRegion[s] >= 0 && spans.rightRegion[s] >= 0 {
      both += 1
      if spans.leftRegion[s] != spans.rightRegion[s]
        && PackedColor.distance(spans.leftColor[s], spans.rightColor[s])
          > FlatRegions.sameSurfaceTolerance
      {
        differ += 1
      }
    }
    // Half the rows (empirical): a glyph beside a container edge shares only a few rows with it.
    if both > 0 && differ * 2 > both { return .containerEdge }
    if both == 0 && component.spans.count > 2 { return .containerEdge }
    if isFrame(component, spans: spans) { return .frame }
    return .glyph
  }

  /// A hollow box much wider than tall (or taller than wide), like a field or card outline:
  /// through the middle 60 % of its height nearly every row (90 %, empirical) has ink at both
  /// sides and little (≤ 30 %) in total, and near the top and bottom a row is mostly ink. Letters
  /// such as "O" or "D" are about as wide as tall, so they never qualify.
  private static func isFrame(_ component: InkComponent, spans: InkSpans) -> Bool {
    let box = component.bbox
    guard box.width >= 12 && box.height >= 12 else { return false }
    guard
      Double(box.width) >= 1.8 * Double(box.height)
        || Double(box.height) >= 1.8 * Double(box.width)
    else { return false }
    if Double(component.pixelCount) > 0.5 * Double(box.area) { return false }
    var rowInk = [Int](repeating: 0, count: box.height)
    var rowLeft = [Bool](repeating: false, count: box.height)
    var rowRight = [Bool](repeating: false, count: box.height)
    for s in component.spans {
      let r = Int(spans.y[s]) - box.y
      let a = Int(spans.x0[s])
      let b = Int(spans.x1[s])
      rowInk[r] += b - a
      if a <= box.x + 2 { rowLeft[r] = true }
      if b >= box.maxX - 2 { rowRight[r] = true }
    }
    let middle = (box.height / 5)..<(box.height - box.height / 5)
    var hollowRows = 0
    for r in middle
    where rowLeft[r] && rowRight[r] && Double(rowInk[r]) <= 0.3 * Double(box.width) {
      hollowRows += 1
    }
    let edgeRows = min(4, box.height / 4)
    let top = rowInk[0..<edgeRows].max() ?? 0
    let bottom = rowInk[(box.height - edgeRows)...].max() ?? 0
    return Double(hollowRows) >= 0.9 * Double(middle.count)
      && Double(top) >= 0.5 * Double(box.width) && Double(bottom) >= 0.5 * Double(box.width)
  }
}
