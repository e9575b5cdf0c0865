/// Rule `dashed-line`: a "line of text" whose glyphs are short solid dashes is a dashed line —
/// a chart's average or forecast line, a dashed divider — never text. Dividers and a chart's
/// strokes are decorative (WCAG 1.4.11 requires neither), so the line is dropped.
///
/// A dash is a solid shape (ink on at least ``minimumFill`` of its box) at most
/// ``maximumDashPoints`` thick, wider than tall by ``minimumAspect`` to ``maximumAspect``
/// times: the dashes of a line drawn 1.5–3 pt thick, anti-aliased and tilted along a curve.
/// A line is dashed when at least ``minimumDashes`` of its glyphs are dashes, they are at least
/// half of its glyphs, and no other glyph is more than twice as tall as the tallest dash
/// (dashes joined where the line crosses a grid line read as one long thin glyph; a word chained
/// to the line has letters taller than that). Text never qualifies: its letters are 4 pt or
/// more tall and few fill their box; a hyphen or an en dash stands among letters.
///
/// A dashed line drawn along a chart's slopes does not chain into one line of text: each dash
/// stands lower or higher than the one before. So every shape of one or two glyphs that are all
/// thin strokes (``isThinStroke(_:scale:)``) is linked to such shapes of its colour within a
/// dash's length (``chained(_:)``), and a chain holding at least ``minimumDashes`` straight
/// dashes at slopes up to 45° (``isStraightDash(_:scale:)``) is a dashed line too.
enum DashedLineRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "dashed-line"
  /// Thickest dash, in points: 4 (a chart line of 3 pt plus a pixel of anti-aliasing at each
  /// edge; a lowercase letter of 9 pt text is about 4.5 pt tall, and few letters are solid).
  static let maximumDashPoints = 4.0
  /// Least share of its box a dash fills: 0.6 (a tilted dash fills 0.7–1.0 of its box in
  /// set 10's chart; letters fill 0.2–0.5).
  static let minimumFill = 0.6
  /// Least and most width over height of a dash: 1.3 and 6 (a dot is as wide as tall).
  static let minimumAspect = 1.3
  static let maximumAspect = 6.0
  /// Fewest dashes in a dashed line: 3 (two can be a pair of hyphens or an equals sign).
  static let minimumDashes = 3

  /// Longest straight dash, corner to corner, in points: 24 (a chart's dashes are 3–8 pt;
  /// longer shapes are strokes or bars, and are not looked at).
  static let maximumStraightDashPoints = 24.0

  /// Whether `mask` is a thin stroke at `scale` pixels a point (see ``straightness(of:scale:)``).
  static func isThinStroke(_ mask: GlyphMask, scale: Double) -> Bool {
    straightness(of: mask, scale: scale) != nil
  }

  /// Whether `mask` is a thin stroke that is one straight dash (see ``straightness(of:scale:)``).
  static func isStraightDash(_ mask: GlyphMask, scale: Double) -> Bool {
    straightness(of: mask, scale: scale) == true
  }

  /// Whether `mask` at `scale` pixels a point is a straight dash, its column runs read once:
  /// `nil` unless it is a thin stroke, every column crossed by one run of ink, at most ``maximumDashPoints`` thick
  /// (its ink over its length, corner to corner) and at least twice as long as the median run
  /// across it, by columns or by rows, whichever is shorter (a dot, a disc or a square is not:
  /// 1.4–1.7). Such a stroke is straight, one straight dash at a slope of 45° or less, when the
  /// centre of its column runs moves one way only (its path, column to column, no longer than
  /// from the first column to the last, within a pixel and a tenth of the width: a `v`, a `~`
  /// or a dash bent round a chart's corner turns) and the runs of its middle half of columns
  /// are one length (within a pixel and a quarter: a `+`'s upright, crossing its bar, is a
  /// long run there). A steep stroke (`l`, `/`) is taller than wide, and no dash.
  static func straightness(of mask: GlyphMask, scale: Double) -> Bool? {
    let length = diagonal(mask.width, mask.height)
    guard mask.width >= 3, length <= maximumStraightDashPoints * scale else { return nil }
    var columns: [(start: Int, end: Int)] = []
    for column in mask.columnRuns {
      guard column.count == 1 else { return nil }
      columns.append(column[0])
    }
    let lengths = columns.map { $0.end - $0.start }
    let rows = mask.rowRuns.flatMap { $0.map { $0.end - $0.start } }
    func median<C: Collection<Int>>(_ values: C) -> Int { values.sorted()[values.count / 2] }
    let across = min(median(lengths), rows.isEmpty ? 0 : median(rows))
    let thickness = Double(mask.inkCount) / length
    guard thickness <= maximumDashPoints * scale, length >= 2 * Double(across) else { return nil }
    guard mask.width >= mask.height else { return false }
    let centres = columns.map { Double($0.start + $0.end) / 2 }
    let path = zip(centres, centres.dropFirst()).reduce(0.0) { $0 + abs($1.1 - $1.0) }
    let travel = abs(centres[centres.count - 1] - centres[0])
    let middle = lengths[(lengths.count / 4)..<(lengths.count - lengths.count / 4)]
    let typical = median(middle)
    return path <= travel + 1 + 0.1 * Double(mask.width)
      && middle.allSatisfy { Double(abs($0 - typical)) <= 1 + 0.25 * Double(typical) }
  }

  /// A shape of one or two thin strokes: its box, ink colour and how many of its strokes are
  /// straight dashes.
  struct Dashes: Sendable, Hashable {
    /// The shape's box, in image pixels.
    var box: PixelRect
    /// Its ink colour, packed.
    var ink: UInt32
    /// How many of its strokes are straight dashes: 0–2.
    var straight: Int
  }

  /// The indices of `shapes` that lie in chains of at least ``minimumDashes`` straight dashes
  /// (a dash bent round a corner of the line may join them): shapes
  /// of one colour (within ``TextLines/inkTolerance``) linked when the gap between their boxes,
  /// across or down, is at most the longer one's length corner to corner (a dash and the gap
  /// after it are about equally long).
  static func chained(_ shapes: [Dashes]) -> [Int] {
    var sets = UnionFind(count: shapes.count)
    for i in shapes.indices {
      for j in shapes.indices where j > i {
        let (a, b) = (shapes[i].box, shapes[j].box)
        let gap = max(max(a.x, b.x) - min(a.maxX, b.maxX), max(a.y, b.y) - min(a.maxY, b.maxY))
        let reach = max(diagonal(a.width, a.height), diagonal(b.width, b.height))
        if Double(gap) <= reach,
          PackedColor.distance(shapes[i].ink, shapes[j].ink) <= Int(TextLines.inkTolerance)
        {
          sets.union(i, j)
        }
      }
    }
    var dashes: [Int: Int] = [:]
    for i in shapes.indices { dashes[sets.find(i), default: 0] += shapes[i].straight }
    return shapes.indices.filter { dashes[sets.find($0)]! >= minimumDashes }
  }

  /// The length of a `width` by `height` box corner to corner.
  static func diagonal(_ width: Int, _ height: Int) -> Double {
    Double(width * width + height * height).squareRoot()
  }

  /// Whether `box`, filled to `fill`, is a dash at `scale` pixels a point.
  static func isDash(_ box: PixelRect, fill: Double, scale: Double) -> Bool {
    let aspect = Double(box.width) / Double(max(1, box.height))
    return Double(box.height) <= maximumDashPoints * scale && fill >= minimumFill
      && aspect >= minimumAspect && aspect <= maximumAspect
  }

  /// Whether a line whose glyphs (specks left out) have `boxes` and `fills` is a dashed line
  /// at `scale` pixels a point.
  static func isDashedLine(boxes: [PixelRect], fills: [Double], scale: Double) -> Bool {
    let dashes = boxes.indices.filter { isDash(boxes[$0], fill: fills[$0], scale: scale) }
    guard dashes.count >= minimumDashes, 2 * dashes.count >= boxes.count,
      let tallest = dashes.map({ boxes[$0].height }).max()
    else { return false }
    return boxes.allSatisfy { $0.height <= 2 * tallest }
  }
}
