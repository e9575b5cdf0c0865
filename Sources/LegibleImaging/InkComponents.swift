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
  ///
  /// All in raw buffers (a few allocations per image, not per span or label): union-find by
  /// index with path halving, then per span its label, and per label its span count, pixel
  /// count and box; the spans are placed by label with a counting sort, and each component's
  /// list copied out of that order at its final size. ``reference(_:height:)`` is the plain
  /// version.
  static func label(_ spans: InkSpans, height: Int) -> [InkComponent] {
    let n = spans.count
    guard n > 0 else { return [] }
    let parent = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * n)
    let labelOf = parent + n
    defer { parent.deallocate() }
    for s in 0..<n { parent[s] = Int32(truncatingIfNeeded: s) }
    // The root of `i`, halving the path on the way (a span's parent never exceeds it).
    @inline(__always) func find(_ i: Int) -> Int { UnionFind.root(of: i, in: parent) }
    let result = spans.x0.withUnsafeBufferPointer { x0 in
      spans.x1.withUnsafeBufferPointer { x1 in
        spans.y.withUnsafeBufferPointer { ys in
          spans.rowStart.withUnsafeBufferPointer { rowStart in
            // Unchecked assumption: `rowStart` has `height + 1` entries bounding the spans.
            if height > 1 {
              for y in 1..<height {
                var i = rowStart[y - 1]
                let iEnd = rowStart[y]
                var j = rowStart[y]
                let jEnd = rowStart[y + 1]
                while i < iEnd && j < jEnd {
                  // 8-connectivity: spans touch when their column ranges meet or touch
                  // diagonally. Union by index: the smaller root becomes the root.
                  if x0[i] <= x1[j] && x0[j] <= x1[i] { UnionFind.unite(i, j, in: parent) }
                  if x1[i] <= x1[j] { i += 1 } else { j += 1 }
                }
              }
            }
            // Roots never change parent, so they can be counted before labelling.
            var labels = 0
            for s in 0..<n where Int(parent[s]) == s { labels += 1 }
            // Per label: span count, then the box (x0, y0, x1, y1) and pixel count.
            let stats = UnsafeMutablePointer<Int>.allocate(capacity: 6 * labels + 1)
            defer { stats.deallocate() }
            let spanCount = stats
            let box = stats + labels
            let pixels = stats + 5 * labels
            var next = 0
            for s in 0..<n {
              let root = find(s)
              let a = Int(x0[s])
              let b = Int(x1[s])
              let y = Int(ys[s])
              let c: Int
              if root == s {
                // Labels in scan order of each component's first span (its root).
                c = next
                next += 1
                spanCount[c] = 0
                pixels[c] = 0
                box[c] = a
                box[labels + c] = y
                box[2 * labels + c] = b
                box[3 * labels + c] = y + 1
              } else {
                c = Int(labelOf[root])
              }
              labelOf[s] = Int32(truncatingIfNeeded: c)
              spanCount[c] += 1
              pixels[c] += b - a
              box[c] = min(box[c], a)
              box[labels + c] = min(box[labels + c], y)
              box[2 * labels + c] = max(box[2 * labels + c], b)
              box[3 * labels + c] = max(box[3 * labels + c], y + 1)
            }
            // Counting sort by label (stable, so each list stays in scan order).
            let start = UnsafeMutablePointer<Int>.allocate(capacity: labels + 1)
            defer { start.deallocate() }
            start[0] = 0
            for c in 0..<labels { start[c + 1] = start[c] + spanCount[c] }
            let order = UnsafeMutablePointer<Int>.allocate(capacity: n)
            defer { order.deallocate() }
            for s in 0..<n {
              let c = Int(labelOf[s])
              order[start[c]] = s
              start[c] += 1
            }
            return (0..<labels).map { c in
              let first = start[c] - spanCount[c]
              let x = box[c]
              let y = box[labels + c]
              return InkComponent(
                bbox: PixelRect(
                  x: x, y: y, width: box[2 * labels + c] - x, height: box[3 * labels + c] - y),
                spans: Array(UnsafeBufferPointer(start: order + first, count: spanCount[c])),
                pixelCount: pixels[c])
            }
          }
        }
      }
    }
    return result
  }

  /// Reference: ``label(_:height:)`` through ``UnionFind`` and growing arrays.
  static func reference(_ spans: InkSpans, height: Int) -> [InkComponent] {
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
    // Bars: at most 3 px (or a tenth of the length) thick, at least 8 times as long; one
    // thicker than 3 px is solid (a word at 1x whose letters touch is as long and thin, but
    // fills well under 60 % of its box: empirical, letters fill 20–50 %), and one stretch of
    // ink across most of its rows (light 1x letters on dark, their anti-aliased edges spread,
    // fill more; the gaps between their stems still cut each row into many).
    let thin = min(w, h)
    if thin <= max(3, max(w, h) / 10) && max(w, h) >= 8 * thin
      && (thin <= 3
        || (Double(component.pixelCount) >= 0.6 * Double(component.bbox.area)
          && (w < h || TextLines.medianRunsPerRow(component.spans, spans: spans) <= 2)))
    {
      return .bar
    }
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
  /// sides (within an eighth of the shorter side of the box's edges, where a capsule's round
  /// ends are a tenth in) and little (≤ 30 %) in total, and near the top and bottom a row is
  /// mostly ink. Letters such as "O" or "D" are about as wide as tall, so they never qualify.
  private static func isFrame(_ component: InkComponent, spans: InkSpans) -> Bool {
    let box = component.bbox
    guard
      Double(box.width) >= 1.8 * Double(box.height)
        || Double(box.height) >= 1.8 * Double(box.width)
    else { return false }
    return isHollowBox(component, spans: spans, edgeInk: 0.5)
  }

  /// Smallest share of a button frame's top and bottom rows in ink
  /// (``isHollowBox(_:spans:edgeInk:)``): 0.7, a box with corners (a rounded rectangle's top
  /// rows are nearly all ink) and not a ring (geometric: a circle's top four rows hold about
  /// half its width at 28 pt, as an info icon's ring does).
  static let buttonFrameEdgeInk = 0.7
  /// Smallest height of a ring that may be a round button's frame, in points: 32 (round icon
  /// buttons are 32–56 pt across; info and help icons, rings around a letter, 13–28 pt).
  static let roundButtonFramePoints = 32.0
  /// Smallest share of such a ring's top and bottom rows in ink: 0.25 (a circle's top four
  /// rows hold about half its width at 28 pt and a third at 56 pt, a 1 pt ring's more).
  static let roundButtonFrameEdgeInk = 0.25

  /// Smallest share of a button frame's top and bottom rows in ink for a frame `width` ×
  /// `height` pixels: ``buttonFrameEdgeInk`` of the straight stretch between round ends as
  /// wide as the frame is tall, for a frame at least 1.25 times as wide as tall (a capsule, an
  /// outlined pill chip's or button's: its top rows are ink only between its ends), and never
  /// under ``roundButtonFrameEdgeInk``; ``buttonFrameEdgeInk`` for any other.
  static func buttonFrameEdgeInk(width: Int, height: Int) -> Double {
    guard 4 * width >= 5 * height else { return buttonFrameEdgeInk }
    return max(
      roundButtonFrameEdgeInk, buttonFrameEdgeInk * Double(width - height) / Double(width))
  }

  /// Whether `component` is a hollow box of any proportions (see ``isFrame(_:spans:)``), its
  /// top and bottom rows at least `edgeInk` of its width in ink.
  static func isHollowBox(_ component: InkComponent, spans: InkSpans, edgeInk: Double) -> Bool {
    let box = component.bbox
    guard box.width >= 12 && box.height >= 12 else { return false }
    if Double(component.pixelCount) > 0.5 * Double(box.area) { return false }
    let side = max(2, min(box.width, box.height) / 8)
    var rowInk = [Int](repeating: 0, count: box.height)
    var rowLeft = [Bool](repeating: false, count: box.height)
    var rowRight = [Bool](repeating: false, count: box.height)
    for s in component.spans {
      let r = Int(spans.y[s]) - box.y
      let a = Int(spans.x0[s])
      let b = Int(spans.x1[s])
      rowInk[r] += b - a
      if a <= box.x + side { rowLeft[r] = true }
      if b >= box.maxX - side { rowRight[r] = true }
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
      && Double(top) >= edgeInk * Double(box.width)
      && Double(bottom) >= edgeInk * Double(box.width)
  }
}
