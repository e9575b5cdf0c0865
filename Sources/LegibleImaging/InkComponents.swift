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
    // Labels in scan order of each component's first span (its root: union by index), and
    // per label the span count, pixel count and box (x0, y0, x1, y1), gathered in flat arrays;
    // each component's span list is then filled once at its final size.
    var labelOf = [Int32](repeating: -1, count: spans.count)
    var spanCount: [Int] = []
    var pixels: [Int] = []
    var box: [(Int, Int, Int, Int)] = []
    for s in 0..<spans.count {
      let root = sets.find(s)
      let x0 = Int(spans.x0[s])
      let x1 = Int(spans.x1[s])
      let y = Int(spans.y[s])
      let c: Int
      if root == s {
        c = spanCount.count
        spanCount.append(0)
        pixels.append(0)
        box.append((x0, y, x1, y + 1))
      } else {
        c = Int(labelOf[root])
      }
      labelOf[s] = Int32(truncatingIfNeeded: c)
      spanCount[c] += 1
      pixels[c] += x1 - x0
      let old = box[c]
      box[c] = (min(old.0, x0), min(old.1, y), max(old.2, x1), max(old.3, y + 1))
    }
    var lists = spanCount.map { n -> [Int] in
      var list: [Int] = []
      list.reserveCapacity(n)
      return list
    }
    for s in 0..<spans.count { lists[Int(labelOf[s])].append(s) }
    return lists.indices.map { c in
      let b = box[c]
      return InkComponent(
        bbox: PixelRect(x: b.0, y: b.1, width: b.2 - b.0, height: b.3 - b.1), spans: lists[c],
        pixelCount: pixels[c])
    }
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
