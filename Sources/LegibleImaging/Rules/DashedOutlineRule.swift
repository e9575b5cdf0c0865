/// Rule `dashed-outline`: pieces of one colour laid round a hollow middle are a dashed or
/// dotted outline — a drop zone's border, an empty slot on a stamp card, an "add" tile, a
/// loading ring — never text. Its straight sides are dashed lines (rule `dashed-line`), but its
/// corners and arcs bend, chain into short "words" and were judged as text. An outline that
/// only shows where something may go is decoration (WCAG 1.4.11 requires no contrast of it),
/// so its pieces are dropped.
///
/// Pieces (shapes no longer than ``maximumPiecePoints``, and dashed lines or shapes no thicker
/// than a dash, ``DashedLineRule/maximumDashPoints``, of any length: an outline's straight
/// sides) in one ink (``TextLines/inksCompatible(_:_:allowThin:boxes:)``: a thin dash's ink may
/// read paler) are linked when the gap between their boxes, across or down, is at
/// most ``maximumGapPoints``. Linked pieces make an outline (``isOutline(_:)``) when there are at
/// least ``minimumPieces`` of them, their box is at least ``minimumSidePoints`` on each side, no
/// piece reaches into its middle (the box inset by ``holeInset`` of its shorter side), and
/// pieces stand on all four sides of that middle: left and right of it within its rows, above
/// and below it within its columns. Text never lies round a hollow: a paragraph's lines cover
/// their middle, and two lines of one colour have nothing beside the gap between them. An
/// icon's parts round an empty middle (a viewfinder's four corners) are fewer.
enum DashedOutlineRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "dashed-outline"
  /// Fewest pieces in an outline: 6 (a dashed circle 24 pt across holds 8 dashes and more,
  /// Chromium drawing dashes about as long as the gaps between them, 2–3 times the border's
  /// width; a viewfinder's corners or a grid icon's squares are four).
  static let minimumPieces = 6
  /// Longest piece, in points: 64 (an arc of dashes chained along the top of a circle 56 pt
  /// across is 47 pt long).
  static let maximumPiecePoints = 64.0
  /// Largest gap between two pieces, in points: 4 (a dashed border's gaps are 2–3 times its
  /// width, 1–3 pt; a dotted one's about its width).
  static let maximumGapPoints = 4.0
  /// Inset of the middle an outline leaves empty, as a share of its shorter side: 0.35 (the
  /// box of an arc of dashes chained along a circle's top 60° either side reaches a quarter of
  /// the diameter down, plus the border's width).
  static let holeInset = 0.35
  /// Shortest side of an outline, in points: 12 (a radio button's ring is 16–20 pt; a ring of
  /// dots smaller than that is a spinner glyph, judged as an icon).
  static let minimumSidePoints = 12.0

  /// The indices of `boxes` (with inks `inks`, and which are dashed lines already) that are
  /// pieces of dashed outlines, read at `scale` pixels a point, in increasing order.
  static func pieces(
    _ boxes: [PixelRect], inks: [ColorEstimate], isDashedLine: [Bool], scale: Double
  ) -> [Int] {
    let longest = maximumPiecePoints * scale
    let thinnest = DashedLineRule.maximumDashPoints * scale
    let candidates = boxes.indices.filter {
      isDashedLine[$0] || Double(max(boxes[$0].width, boxes[$0].height)) <= longest
        || Double(min(boxes[$0].width, boxes[$0].height)) <= thinnest
    }.sorted { (boxes[$0].x, $0) < (boxes[$1].x, $1) }
    let gap = Int((maximumGapPoints * scale).rounded())
    var sets = UnionFind(count: candidates.count)
    // Sorted by left edge: a piece's neighbours start before its right edge plus the gap.
    for (n, i) in candidates.enumerated() {
      let a = boxes[i]
      for m in (n + 1)..<candidates.count {
        let j = candidates[m]
        let b = boxes[j]
        if b.x - a.maxX > gap { break }
        guard max(a.y, b.y) - min(a.maxY, b.maxY) <= gap,
          TextLines.inksCompatible(inks[i], inks[j], allowThin: true)
        else { continue }
        sets.union(n, m)
      }
    }
    var clusters: [Int: [Int]] = [:]
    for n in candidates.indices { clusters[sets.find(n), default: []].append(candidates[n]) }
    let smallest = Int((minimumSidePoints * scale).rounded())
    return clusters.values.filter { members in
      let outline = members.map { boxes[$0] }
      let box = outline.dropFirst().reduce(outline[0]) { $0.union($1) }
      return min(box.width, box.height) >= smallest && isOutline(outline)
    }.flatMap { $0 }.sorted()
  }

  /// Whether pieces with boxes `boxes` lie round a hollow middle: at least ``minimumPieces``,
  /// none reaching into their box inset by ``holeInset`` of its shorter side, and one on each
  /// side of that middle (left and right of it within its rows, above and below it within its
  /// columns).
  static func isOutline(_ boxes: [PixelRect]) -> Bool {
    guard boxes.count >= minimumPieces else { return false }
    let box = boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }
    let inset = max(1, Int(holeInset * Double(min(box.width, box.height))))
    let middle = PixelRect(
      x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset,
      height: box.height - 2 * inset)
    guard middle.width > 0, middle.height > 0,
      boxes.allSatisfy({ $0.intersection(middle).isEmpty })
    else { return false }
    func overlapsRows(_ b: PixelRect) -> Bool { b.y < middle.maxY && b.maxY > middle.y }
    func overlapsColumns(_ b: PixelRect) -> Bool { b.x < middle.maxX && b.maxX > middle.x }
    return boxes.contains { $0.maxX <= middle.x && overlapsRows($0) }
      && boxes.contains { $0.x >= middle.maxX && overlapsRows($0) }
      && boxes.contains { $0.maxY <= middle.y && overlapsColumns($0) }
      && boxes.contains { $0.y >= middle.maxY && overlapsColumns($0) }
  }
}
