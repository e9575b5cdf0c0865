/// Boxes by the band of rows their centre falls in, each band by left edge: the boxes whose
/// centre lies in given rows and whose left edge lies in a given range, found without looking
/// at the rest (the lines that could start beside a line's end, the marks between two words).
struct RowBandIndex: Sendable {
  /// Rows a band spans, in pixels.
  let band: Int
  private var ids: [Int: [Int]] = [:]
  private var lefts: [Int: [Int]] = [:]

  /// Indexes `boxes`, each by its position in the array, in bands `band` rows high.
  init(_ boxes: [PixelRect], band: Int) {
    self.band = band
    for k in TextLines.sorted(Array(boxes.indices), by: { (boxes[$0].x, 0) }) {
      let key = (boxes[k].y + boxes[k].height / 2) / band
      ids[key, default: []].append(k)
      lefts[key, default: []].append(boxes[k].x)
    }
  }

  /// Whether `body` returns `true` for a box whose centre's band meets `rows` and whose left
  /// edge lies in `leftEdges`; it is called band by band from the top, in each band from the
  /// left, until it does.
  func contains(
    centresIn rows: ClosedRange<Int>, leftEdges: Range<Int>, where body: (Int) -> Bool
  ) -> Bool {
    for key in (rows.lowerBound / band)...(rows.upperBound / band) {
      guard let boxes = ids[key], let edges = lefts[key] else { continue }
      var n = TextLines.firstIndex(in: edges, notBelow: leftEdges.lowerBound)
      while n < edges.count && edges[n] < leftEdges.upperBound {
        if body(boxes[n]) { return true }
        n += 1
      }
    }
    return false
  }

  /// The boxes, by position and ascending, whose centre's band meets `rows` and whose left edge
  /// lies in `leftEdges` (every box inside a rectangle is among them for its rows and its left
  /// and right edges).
  func indices(centresIn rows: ClosedRange<Int>, leftEdges: Range<Int>) -> [Int] {
    var found: [Int] = []
    _ = contains(centresIn: rows, leftEdges: leftEdges) { k in
      found.append(k)
      return false
    }
    return found.sorted()
  }
}
