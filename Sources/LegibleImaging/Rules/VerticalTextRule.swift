import LegibleColor

/// Rule `vertical-text`: lone glyphs stacked one under another in one colour are a line of text
/// set on its side (a street's name along a north–south street on a map, a chart's axis title
/// turned up its axis), read as one line, not as marks.
///
/// Turned on its side, a letter lies down: its box is at most ``lyingAspect`` times as tall as
/// wide (its advance down the column, its cap height across), and no wider than a letter of
/// text is tall (``largestLetterPoints``). Letters of a line so set share the baseline's side
/// of the column (their left or right edges align, within
/// ``edgeTolerance`` of the wider one's width), are alike in width (x-height letters at least
/// ``widthSpread`` of the capitals'), and follow one another within ``letterGap`` of that width
/// (a word's space included), each starting below the middle of the one before (kerned
/// letters overlap a little). In order, a chain of them is a line when:
/// 1. it holds at least ``minimumLetters`` glyphs;
/// 2. at least half of them are thicker than ``barShare`` of their width (a menu icon's bars
///    are thin; only an `I` or an `l` lies as thin);
/// 3. the median of them fills under ``strokeFill`` of its box: letters are strokes, where a
///    column of seats on a seat map, switches down a settings list or filled icons are solid.
///
/// Glyphs known to be icons by their shape, and glyphs already read as an icon's parts, are
/// not read; a column of toolbar icons is larger than letters are.
enum VerticalTextRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "vertical-text"

  /// Tallest a lying letter's box is for its width: 1.15 (an `O` on its side is about 1.1 times
  /// as tall as wide; `M` and `W` run longer and are carried by their neighbours' chain only
  /// when they are no more).
  static let lyingAspect = 1.15
  /// How far the aligned edges of two letters may lie apart, as a share of the wider one's
  /// width: 0.15 (anti-aliasing and overshoot of round letters).
  static let edgeTolerance = 0.15
  /// Narrowest a letter is for the widest beside it: 0.6 (x-height over cap height in common
  /// faces runs 0.7–0.78).
  static let widthSpread = 0.6
  /// Largest gap between two letters, as a share of the wider one's width: 0.5 (a word space is
  /// about a third of the cap height; a map's loosely tracked street names, 0.4).
  static let letterGap = 0.5
  /// Fewest letters of a line on its side: 3.
  static let minimumLetters = 3
  /// Widest a lying letter is, in points: 16, the cap height of 22 pt type (a map's street
  /// names and a chart's axis titles are 9–14 pt); a column of toolbar icons, 17–28 pt, is not
  /// read.
  static let largestLetterPoints = 16.0
  /// A letter thinner than this share of its width (down the column) is a bar: 0.3.
  static let barShare = 0.3
  /// Most share of its box the median letter fills: 0.6 (letters fill 20–50 % of theirs, the
  /// measurement ``ComponentShape`` uses; a bold `O` about a half, a seat or a switch's track
  /// nine tenths).
  static let strokeFill = 0.6

  /// The chains of `boxes` (lone glyphs, with their ink `colors` packed and the share of their
  /// box each fills, at `scale` pixels a point) that are lines of text on their side, each in
  /// top-to-bottom order, as indices into `boxes`.
  static func lines(_ boxes: [PixelRect], colors: [UInt32], fills: [Double], scale: Double)
    -> [[Int]]
  {
    let lying = boxes.indices.filter {
      boxes[$0].width > 0 && Double(boxes[$0].height) <= lyingAspect * Double(boxes[$0].width)
        && Double(boxes[$0].width) <= largestLetterPoints * scale
    }
    var sets = UnionFind(count: boxes.count)
    let byTop = lying.sorted { (boxes[$0].y, boxes[$0].x) < (boxes[$1].y, boxes[$1].x) }
    for (n, i) in byTop.enumerated() {
      let a = boxes[i]
      for j in byTop[(n + 1)...] {
        let b = boxes[j]
        let wide = Double(max(a.width, b.width))
        if Double(b.y - a.maxY) > letterGap * wide { continue }
        if 2 * (b.y - a.y) < a.height { continue }
        guard areLetters(a, b, colors: (colors[i], colors[j])) else { continue }
        sets.union(i, j)
      }
    }
    var chains: [Int: [Int]] = [:]
    for i in lying { chains[sets.find(i), default: []].append(i) }
    return chains.values.filter { isLine($0.map { boxes[$0] }, fills: $0.map { fills[$0] }) }
      .map { $0.sorted { boxes[$0].y < boxes[$1].y } }
      .sorted { boxes[$0[0]].y < boxes[$1[0]].y || boxes[$0[0]].x < boxes[$1[0]].x }
  }

  /// Whether `a` and `b`, in `colors`, may be neighbouring letters of one line on its side:
  /// one colour, alike in width, one edge aligned (see ``VerticalTextRule``).
  static func areLetters(_ a: PixelRect, _ b: PixelRect, colors: (UInt32, UInt32)) -> Bool {
    let wide = Double(max(a.width, b.width))
    let tolerance = max(1, edgeTolerance * wide)
    return PackedColor.distance(colors.0, colors.1) <= Int(TextLines.inkTolerance)
      && Double(min(a.width, b.width)) >= widthSpread * wide
      && (Double(abs(a.x - b.x)) <= tolerance || Double(abs(a.maxX - b.maxX)) <= tolerance)
  }

  /// Whether a chain of letters `boxes`, filling `fills` of them, is a line (cases 1–3 of
  /// ``VerticalTextRule``).
  static func isLine(_ boxes: [PixelRect], fills: [Double]) -> Bool {
    guard boxes.count >= minimumLetters else { return false }
    let thick = boxes.filter { Double($0.height) >= barShare * Double($0.width) }.count
    return 2 * thick >= boxes.count && fills.sorted()[fills.count / 2] < strokeFill
  }
}
