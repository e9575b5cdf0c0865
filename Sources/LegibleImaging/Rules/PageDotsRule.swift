/// Rule `page-dots`: a row of small solid dots of one size, evenly spaced, one of them standing
/// out in colour or length — a carousel's page indicator — is judged, and a failing dot is a
/// `review`.
///
/// The current page is told by the dot that stands out; the others show how many pages there
/// are. Whether they are needed to use the carousel (it may be swiped, or label its pages)
/// pixels cannot tell, so a failing dot asks for review. A row is at least ``fewestDots``
/// shapes, each no taller than ``largestPoints`` points, of one height (within a pixel), their
/// centres on one row (within a pixel), their gaps equal (within ``gapTolerance`` pixels or a
/// fifth of the gap) and at least half a dot; all but one alike in colour and width, and that one
/// differs in either (a wider pill, or another colour).
enum PageDotsRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "page-dots"

  /// Why a failing dot is a review, not a failure.
  static let reviewReason =
    "one of a page indicator's dots, needed only when they are the way to tell or choose the"
    + " page, which pixels cannot tell"

  /// Fewest dots in a row: 3 (two pages need no indicator; iOS shows one from two, but a pair
  /// is any two shapes).
  static let fewestDots = 3
  /// Tallest dot, in points: 12 (iOS's page control draws 7–8 pt dots, Material's 6–10 pt).
  static let largestPoints = 12.0
  /// Slack in the gaps between dots, in pixels: 2 (anti-aliasing moves an edge by one).
  static let gapTolerance = 2

  /// The indices of `boxes` (solid shapes, with `inks` packed) that are a page indicator's dots,
  /// at `scale` pixels a point. `marks` are the boxes of the other lone shapes on the screen,
  /// where a row of dots all alike finds its current page drawn as another mark
  /// (``isEndMark(_:of:gap:)``).
  static func dots(
    _ boxes: [PixelRect], inks: [UInt32], scale: Double, marks: [PixelRect] = []
  ) -> Set<Int> {
    let small = boxes.indices.filter {
      Double(boxes[$0].height) <= largestPoints * scale && boxes[$0].height >= 3
    }
    var found: Set<Int> = []
    var used: Set<Int> = []
    for seed in small where !used.contains(seed) {
      let a = boxes[seed]
      let row = small.filter {
        abs(boxes[$0].height - a.height) <= 1
          && abs(2 * boxes[$0].y + boxes[$0].height - 2 * a.y - a.height) <= 2
      }.sorted { boxes[$0].x < boxes[$1].x }
      used.formUnion(row)
      guard row.count >= fewestDots else { continue }
      let gaps = zip(row, row.dropFirst()).map { boxes[$1].x - boxes[$0].maxX }
      guard let first = gaps.first, first * 2 >= a.height,
        gaps.allSatisfy({ abs($0 - first) <= max(gapTolerance, first / 5) })
      else { continue }
      // All but one alike: the commonest ink and width, and one that differs.
      func differs(_ i: Int, from j: Int) -> Bool {
        PackedColor.distance(inks[i], inks[j]) > Int(TextLines.inkTolerance)
          || abs(boxes[i].width - boxes[j].width) > 1
      }
      let odd = row.filter { i in row.filter { differs(i, from: $0) }.count == row.count - 1 }
      let alike = row.allSatisfy { !differs($0, from: row[0]) }
      let rowBoxes = row.map { boxes[$0] }
      guard
        odd.count == 1
          || (alike
            && marks.contains { mark in
              Double(mark.height) <= largestPoints * scale
                && isEndMark(mark, of: rowBoxes, gap: first)
            })
      else { continue }
      found.formUnion(row)
    }
    return found
  }

  /// Whether `mark` stands at one end of the row of dots `row` (left to right, their gaps
  /// `gap`) as one more of its places: no shorter than a dot and at most twice as tall, its
  /// middle row within a quarter of a dot's height (at least 2 pixels) of theirs, and its gap to
  /// the nearer end dot the row's gap (within ``gapTolerance`` pixels or a fifth of the gap). A
  /// page indicator may draw its current page as another shape: the weather app's location
  /// arrow before its dots marks the first page as the place the user is in.
  static func isEndMark(_ mark: PixelRect, of row: [PixelRect], gap: Int) -> Bool {
    guard let first = row.first, let last = row.last, row.allSatisfy({ $0 != mark }),
      mark.height >= first.height, mark.height <= 2 * first.height,
      abs(2 * mark.y + mark.height - 2 * first.y - first.height)
        <= 2 * max(2, first.height / 4)
    else { return false }
    let slack = max(gapTolerance, gap / 5)
    return abs(first.x - mark.maxX - gap) <= slack || abs(mark.x - last.maxX - gap) <= slack
  }
}
