/// A component that passed the shape filters, with its own background and ink estimate.
struct GlyphCandidate: Sendable {
  var bbox: PixelRect
  var spans: [Int]
  /// Mode of its brackets (packed colour).
  var background: UInt32
  /// Share of its brackets near the mode.
  var uniformity: Double
  /// Background just left of its left edge (median over rows), for chaining over gradients.
  var leftBackground: UInt32
  /// Background just right of its right edge (median over rows).
  var rightBackground: UInt32
  var ink: ColorEstimate
  /// Too small to stand alone (dots, commas, accents).
  var isSpeck: Bool
  /// Share of its box covered by ink.
  var fill: Double = 0
  /// Known to be an icon (stacked bars of a "hamburger"): never chained into text.
  var isIcon: Bool = false
}

/// Chains glyphs into text lines on a common background with compatible ink.
enum TextLines {
  /// Largest gap between neighbouring glyphs, in glyph heights (research step 5: "≤ about 1.2 ×
  /// line height"; word gaps are about 0.6 x-heights).
  static let maximumGap = 1.2
  /// Smallest gap, in the taller glyph's heights, at which a line of just two squarish glyphs is
  /// two glyphs side by side instead (letters of a word are within about 0.3 of their height; a
  /// word gap next to a one-letter word about 0.5; icons in a row 0.8 and more).
  static let pairGap = 0.75
  /// Largest ratio of the longer side to the shorter of a glyph counted as squarish for
  /// ``pairGap`` (icons run 0.8–1.3; a word whose letters touch is wider).
  static let pairAspect = 1.5
  /// Largest height ratio between chained glyphs (capitals against x-height letters ≈ 1.4,
  /// with room for descenders and rounding; empirical): 2.0. A 26 px count and its 12 px
  /// unit on one baseline ("420/600 KCAL", 2.2 apart) are two lines, each judged at its size;
  /// so are an icon and a count ("● 6") and a label and its drop-down arrow.
  static let maximumHeightRatio = 2.0
  /// Smallest vertical overlap, as a share of the smaller height (research step 5).
  static let minimumOverlap = 0.5
  /// How many times ``maximumGap`` words may stand apart with a separator between them (a
  /// middle dot or a bullet, set with a space on either side: "1.2M views · 3 weeks ago" has
  /// 1.3 heights between its words).
  static let separatedGap = 2.0
  /// Largest side of a separator, as a share of the shorter word's height: 0.4 (a middle dot
  /// is about a fifth of the cap height; a hyphen or a letter is longer).
  static let separatorSize = 0.4
  /// Largest per-channel difference between two measured inks that still count as one colour
  /// (empirical: plateau medians of one colour agree within a few levels).
  static let inkTolerance = 20.0
  /// Least share of the other glyph's background→ink axis that a glyph without a plateau must
  /// reach to be read as a thinner stroke of the other's ink: a quarter (a 1x stem half a pixel
  /// wide covers no pixel by more than half, and a lighter weight less).
  static let thinInkShare = 0.25
  /// ``thinInkShare`` for a glyph without a plateau at least ``GlyphKindRule/wordAspect`` times
  /// as wide as tall, a word whose letters touch: 0.73. Among a word's many stems and bars
  /// some cover whole pixels (measured over the corpus and sets 13–19 at 1x: words in the ink
  /// of the glyph they chain to, a light weight included, reach 0.76 and more; a grey
  /// timestamp after a white name, 0.31; words in other inks 0.61 and less, and in sets 34 and
  /// 39, 0.70–0.72: a #9aa0a6 placeholder after its darker magnifier, "Locked note" in #9d9d9d
  /// after "Thursday" in #767676).
  static let thinWordInkShare = 0.73
  /// Fewest letters of a run in another ink cut from its line (``otherInkRun(_:glyphs:)``):
  /// three (a stem or two of a word may cover no pixel fully; the curves of three letters do).
  /// A glyph counts as the letters its width holds (``letters(in:)``): at 1x a word's letters
  /// touch.
  static let inkRunLetters = 3
  /// Width of a letter as a share of its glyph's height, for counting the letters of glyphs
  /// whose letters touch (``letters(in:)``): 0.6 (lowercase letters are 0.5–0.6 em wide and
  /// a word of them about 0.5–0.7 em tall with its ascenders).
  static let letterWidth = 0.6

  /// How many letters a glyph in `box` holds: its width over ``letterWidth`` of its height,
  /// and at least one.
  static func letters(in box: PixelRect) -> Int {
    max(1, Int(Double(box.width) / (letterWidth * Double(max(1, box.height)))))
  }
  /// Least gap before a run in another ink cut from its line, as a share of the line's height:
  /// 0.25, a word space (a third of an em) less rounding; letters of a word stand closer.
  static let inkRunGap = 0.25

  /// Largest gap between two parts of one icon, as a share of the larger part's longer side: a
  /// half (a grid icon's squares stand a fifth to two fifths of a square apart, a sun's rays
  /// about a third of its disc from it; icons in a row, side by side, a whole icon and more).
  static let iconPartGap = 0.5
  /// Largest gap between two parts of one icon of one size (``isTwinPair(_:_:)``), as a share
  /// of their longer side: one. A grid icon's rounded squares may stand two thirds of a square
  /// apart (set 35's banking "more" grid: 18 px squares 12 px apart at 3x); a row of such
  /// shapes is an icon only when the whole is squarish (``iconPartsAspect``), so a row of
  /// page dots or rating stars stays a row.
  static let twinPartGap = 1.0
  /// Fewest parts of an icon made of parts that stand side by side: three (an icon beside a
  /// count, "♥ 3", is two shapes, and the count is text). Two parts one above the other, each
  /// over at least half of the narrower's width (``stackedOverlap``), are one icon too (a
  /// person's head over its shoulders, an arrow over a tray), unless one is twice as wide as
  /// tall and their inks differ (a thin part's anti-aliasing not counted as its colour): a
  /// day picker's grey "Mon" at 1x, its letters one shape, over a bold dark "12".
  static let minimumIconParts = 3
  /// Smallest share of the narrower part's width that two stacked parts share: a half (a
  /// person's head is centred over its shoulders). A word is never such a part: a tab's label
  /// under its icon stands as close.
  static let stackedOverlap = 0.5
  /// Largest share of the lower part's height that the upper of two stacked parts may reach
  /// into its rows (``areStacked(_:_:)``): a half. A share icon's arrow reaches into its tray
  /// (a third of the tray's height, on a frosted button in set 34's listing); one glyph inside
  /// another's box is nested, not stacked.
  static let stackedDip = 0.5
  /// Largest gap between two stacked lines of twins of one icon, as a share of the shorter
  /// line's height: a half (a "group" glyph's heads stand a fifth of their height above its
  /// shoulders at 1x–3x; lines of text stand apart by their leading, and their boxes by a
  /// third of a line and more where neither has descenders).
  static let twinRowsGap = 0.5
  /// Ratio of the width of what stands under a line of twins to the line's: 0.8–1.5 (a "group"
  /// glyph's shoulders are 1.3 times as wide as its heads at 3x, as wide when they are a line
  /// of twins themselves).
  static let twinRowsWidth = 0.8...1.5
  /// Largest offset between the centres of two stacked lines of twins, as a share of the wider
  /// one's width: 0.15 (the heads are centred over the shoulders).
  static let twinRowsCentring = 0.15
  /// Most glyphs in a line that ``isIconOfNestedParts(_:glyphs:largestIcon:)`` reads as one
  /// icon: 4 (a runner icon's head, body and a second runner's head and shoulder).
  static let mostNestedParts = 4
  /// Smallest height of the upper of two stacked parts of one icon, as a share of the lower's:
  /// a half (a person's head is 0.6–0.8 of its shoulders' height; an accent over a letter a
  /// fifth to a third of the letter's).
  static let nestedPartHeight = 0.5
  /// Largest ratio of the longer side to the shorter of an icon made of parts: 1.5 (a row of
  /// rating stars or page dots is wider).
  static let iconPartsAspect = 1.5
  /// Largest gap between the brackets of a viewfinder icon
  /// (``cornerFrames(lone:glyphs:largestIcon:)``), as a share of a bracket's side: 2 (SF Symbols' `viewfinder` about 1, with the brackets a
  /// third of the frame; Material's `crop_free` about 1.2).
  static let cornerBracketGap = 2.0
  /// Largest gap between the dots of an ellipsis, as a share of a dot's diameter: 1 (SF
  /// Symbols' `ellipsis` about 0.8, Material's `more_horiz` 0.5; a page control's dots stand
  /// 1.1 and more apart, and the current one is in another colour).
  static let ellipsisGap = 1.0
  /// Largest ratio of a leading icon's longer side to its shorter
  /// (``leadingIcon(_:glyphs:spans:)``): 1.5 (a bookmark is 0.7 as wide as tall; `(` and `|`
  /// are far narrower).
  static let leadingIconAspect = 1.5
  /// Largest distance between a leading icon's vertical centre and its label's (from the top
  /// of the label to its baseline), as a share of the icon's height, and at least a pixel:
  /// 0.07 (measured at 2x and 3x: icons set beside labels 0.02–0.063; "By" opening a line,
  /// its letters touching, 0.089). At 1x both centres round to whole pixels: a 14 px radio
  /// ring before "Post only" sits a pixel off its label's centre, and "By" two and more.
  static let leadingIconCentring = 0.07
  /// Gap between an icon and its label, as a share of the icon's height, from which no word
  /// space can be meant: 0.6 (a word space is a third of an em or less, and a word opening a
  /// line, "By", stands about an em tall: 0.39 measured). So far from its label, an icon may
  /// sit ``apartIconCentring`` of its height off its centre: 0.2 (measured at 1x in a web
  /// app's sidebar: a lock and a magnifier 13–15 px tall centred on their line boxes sit 2 px
  /// below the label's middle, 0.13–0.15; rounding to whole pixels moves either by one).
  static let apartIconGap = 0.6
  /// Largest distance between the centres of an icon standing ``apartIconGap`` or more from its
  /// label and of the label, as a share of the icon's height: 0.2 (see ``apartIconGap``).
  static let apartIconCentring = 0.2
  /// Gap between a leading icon and its label, as a share of the icon's height, from which the
  /// icon need not reach below the label's baseline (``leadingIcon(_:glyphs:spans:)``): 0.75,
  /// with no ink in the gap. A word space after a one-letter word ("A note") is 0.4–0.66 of a
  /// capital's height in proportional fonts (DejaVu Sans's wide space and a digit's bearings
  /// the most); icons in web sidebars and buttons, set on their label's cap height at 1x, stand
  /// 0.75–1.3 of their height apart (measured on sets 14–23). A monospaced font's one-letter
  /// word stands as far (0.96): such a letter becomes a finding of its own beside its line.
  static let farIconGap = 0.75
  /// Least height of such a far icon, as a share of its label's height from its top (an
  /// ascender's) to its baseline: 0.8. A lower-case letter opening a line ("a list") stands an
  /// x-height tall on the baseline, 0.72–0.74 of it (DejaVu Sans, Liberation Sans, Noto Sans).
  static let farIconHeight = 0.8
  /// Least height of a far icon whose middle lies no more than ``farIconLowness`` of its
  /// height below the label's: 0.7 (icons set on the cap height measure 0.75–0.8 of the label
  /// from an ascender's top; the lower-case letter sits low, its middle 0.18–0.2 of its height
  /// below the label's).
  static let farLevelIconHeight = 0.7
  /// Largest distance the middle of an icon as short as ``farLevelIconHeight`` may lie below
  /// its label's, as a share of its height, and at least a pixel: 0.1 (icons centred on a CSS
  /// line box sit lower, up to 0.3, and are held to ``farIconHeight``).
  static let farIconLowness = 0.1
  /// Smallest gap between a leading icon and its label, as a share of the icon's height: 0.2
  /// (measured: 0.45–0.57 on icons before their labels at 2x and 3x, 0.24 on a GTK check box
  /// before its label at 1x; letters of a word stand under 0.15).
  static let leadingIconGap = 0.2
  /// How far below its label's top a leading icon's top may start, as a share of the icon's
  /// height, and at least a pixel: 0.05 (measured: a magnifier before "Search" at 3x starts 2 px
  /// of 41 below the ascender's top, 0.049; a pencil before "Add" at 2x 1 px of 26; a letter
  /// that hangs below the baseline, `p` or `g`, starts at the x-height, a quarter of its height
  /// and more below a capital's top).
  static let leadingIconRise = 0.05
  /// Least depth below its label's baseline of an icon at either end of the label, as a share
  /// of the icon's height, and at least 2 pixels (a round letter's overshoot is 1): 0.05
  /// (measured: an SF Symbols bookmark centred on "5h ago" at 3x, 34 px tall over 28 px from
  /// cap top to baseline, drops 3 px, 0.088; at 2x 0.17; a capital sits on the baseline).
  static let leadingIconDrop = 0.05
  /// Least height above its label's baseline at which the bottom of an icon at either end of
  /// the label, as tall as the label from its top to its baseline, stands, as a share of the
  /// icon's height, and at least 2 pixels: 0.1. No letter that tall ends above the baseline (a
  /// quote mark or a superscript is far smaller); an icon centred on a cell's title and the
  /// subtitle under it does (measured: a globe 32 px tall before "Turned off" at 2x ends 10 px
  /// above the subtitle's baseline, 0.31).
  static let raisedIconLift = 0.1
  /// Fewest glyphs of one shape in a row read as icons side by side
  /// (``isRowOfOneShape(_:glyphs:spans:)``): three (rating stars; two of a kind are common in
  /// words: "ll", "oo").
  static let minimumRepeats = 3
  /// Largest share of a glyph's ink that may lie more than a pixel from another's when laid
  /// over it, for the two to be one shape: 3 % (measured: rating stars at 2x and 3x at other
  /// sub-pixel offsets differ by none; letters of one box size differ by 10 % and more, an `F`
  /// from a `Γ` by its middle bar alone).
  static let repeatDifference = 0.03

  /// A text line, or a lone glyph with any parts nested inside it.
  struct Group: Sendable, Hashable {
    /// Candidate indices, ascending.
    var members: [Int]
    /// Whether the members were chained side by side into a line of text.
    var isLine: Bool
    /// Whether the group is one ring larger than any icon, which keeps what it holds apart
    /// (rule `labelled-ring`).
    var isRing = false
    /// Whether the line is set on its side, its glyphs one under another (rule
    /// `vertical-text`).
    var isVertical = false
  }

  /// Whether `mask` is an arch: its middle columns hold ink in their top third and none in
  /// their lower half, and every row of that lower half holds two runs or more (its legs): an
  /// outlined person's shoulders. A word's middle column meets a stem, a bowl, or a gap between
  /// letters that reaches its top.
  static func isArc(_ mask: GlyphMask) -> Bool {
    let (w, h) = (mask.width, mask.height)
    guard w >= 3, h >= 4 else { return false }
    let middle = (w / 2 - 1)...(w / 2 + 1)
    func inkAt(_ y: Int) -> Bool { middle.contains { mask[$0, y] } }
    guard (0..<max(1, h / 3)).contains(where: { inkAt($0) }),
      !(h / 2..<h).contains(where: { inkAt($0) })
    else { return false }
    let rows = mask.rowRuns
    return (h / 2..<h).allSatisfy { rows[$0].count >= 2 }
  }

  /// Whether each row of `glyph` holds one run of ink (a filled blob, not a letter with stems).
  static func isSolid(_ glyph: GlyphCandidate, spans: InkSpans) -> Bool {
    var row = Int32.min
    for s in glyph.spans {
      if spans.y[s] == row { return false }
      row = spans.y[s]
    }
    return true
  }

  /// The parts of icons made of parts joined: `lone` groups (lone glyphs with their nested
  /// parts, members indices into `glyphs`) and `solidLines` (short lines of solid blobs, such as
  /// a grid icon's squares chained in pairs) no longer than `largestIcon` pixels, whose boxes
  /// stand within ``iconPartGap`` of the larger one's longer side of each other, on one surface,
  /// in compatible inks, chained. A chain of at least ``minimumIconParts`` shapes (a line counts
  /// its glyphs) in a box no longer than `largestIcon` and no more than ``iconPartsAspect``
  /// times as long as wide is one lone group; so is a chain of two lone shapes one above the
  /// other (``areStacked(_:_:)``), neither of them read as words by `isWord` (given a glyph
  /// index) unless they are of one size. A lone glyph read as a label by `isLabel` (a word whose
  /// letters touch) is no part of an icon unless a shape of its size stands beside it. Returns
  /// the lone groups and the indices of the solid lines such an icon took in.
  static func iconsOfParts(
    lone: [[Int]], solidLines: [[Int]] = [], glyphs: [GlyphCandidate], largestIcon: Int,
    isWord: (Int) -> Bool = { _ in false }, isLabel: (Int) -> Bool = { _ in false }
  ) -> (lone: [[Int]], joinedLines: Set<Int>) {
    let groups = lone + solidLines
    let boxes = groups.map { g in
      g.map { glyphs[$0].bbox }.reduce(glyphs[g[0]].bbox) { $0.union($1) }
    }
    let small = groups.indices.filter { max(boxes[$0].width, boxes[$0].height) <= largestIcon }
    // Shapes of one size (within 2 pixels) standing within the height of each other: a grid
    // icon's rows of two squares, read as words whose letters touch ("oo").
    func areTwins(_ g: Int, _ h: Int) -> Bool {
      let (a, b) = (boxes[g], boxes[h])
      return g != h && abs(a.width - b.width) <= 2 && abs(a.height - b.height) <= 2
        && max(b.x - a.maxX, a.x - b.maxX, b.y - a.maxY, a.y - b.maxY) <= a.height
    }
    // A word whose letters touch ("More" under an ellipsis) is a label, never an icon's part,
    // unless it has a twin.
    let parts = small.filter { g in
      !(g < lone.count && groups[g].count == 1 && isLabel(groups[g][0]))
        || small.contains { areTwins(g, $0) }
    }
    guard parts.count >= 2 else { return (lone, []) }
    let heads = groups.map { g in glyphs[g.first { !glyphs[$0].isSpeck } ?? g[0]] }
    let order = parts.sorted { (boxes[$0].x, $0) < (boxes[$1].x, $1) }
    let farthest = twinPartGap * Double(largestIcon)
    var sets = UnionFind(count: groups.count)
    for (n, i) in order.enumerated() {
      let a = boxes[i]
      for j in order[(n + 1)...] {
        let b = boxes[j]
        if Double(b.x - a.maxX) > farthest { break }
        let gap = max(b.x - a.maxX, a.x - b.maxX, b.y - a.maxY, a.y - b.maxY)
        let reach = isTwinPair(a, b) ? twinPartGap : iconPartGap
        guard Double(gap) <= reach * Double(max(a.width, a.height, b.width, b.height)),
          PackedColor.distance(heads[i].background, heads[j].background)
            <= FlatRegions.sameSurfaceTolerance,
          inksCompatible(heads[i].ink, heads[j].ink, allowThin: true)
        else { continue }
        sets.union(i, j)
      }
    }
    var chains: [Int: [Int]] = [:]
    for i in groups.indices { chains[sets.find(i), default: []].append(i) }
    var result: [[Int]] = []
    var joinedLines: Set<Int> = []
    for (_, chain) in chains.sorted(by: { $0.key < $1.key }) {
      let box = chain.map { boxes[$0] }.reduce(boxes[chain[0]]) { $0.union($1) }
      let long = max(box.width, box.height)
      let short = max(1, min(box.width, box.height))
      let shapes = chain.reduce(0) { $0 + ($1 < lone.count ? 1 : groups[$1].count) }
      let enough =
        shapes >= minimumIconParts
        || (chain.count == 2 && shapes == 2 && areStacked(boxes[chain[0]], boxes[chain[1]])
          && (!chain.contains { isWord(groups[$0][0]) } || areTwins(chain[0], chain[1]))
          && (inksCompatible(heads[chain[0]].ink, heads[chain[1]].ink, allowThin: false)
            || !chain.contains {
              Double(boxes[$0].width) >= GlyphKindRule.wordAspect * Double(boxes[$0].height)
            }))
      if chain.count >= 2 && enough && long <= largestIcon
        && Double(long) <= iconPartsAspect * Double(short)
      {
        result.append(chain.flatMap { groups[$0] })
        joinedLines.formUnion(chain.filter { $0 >= lone.count }.map { $0 - lone.count })
      } else {
        result += chain.filter { $0 < lone.count }.map { groups[$0] }
      }
    }
    return (result, joinedLines)
  }

  /// One icon drawn as two rows of twins, as ``stackedTwins(_:lone:glyphs:spans:largestIcon:)``
  /// finds it: the index of its upper line, and the lines and lone groups under it.
  struct StackedTwins: Sendable, Hashable {
    /// The upper line, an index into the lines.
    var upper: Int
    /// The lines under it (none or one), indices into the lines.
    var lowerLines: [Int]
    /// The lone groups under it (none, one, or two twins), indices into the lone groups.
    var lowerLone: [Int]
  }

  /// Icons drawn as two rows of twins: an upper line of two glyphs of one shape
  /// (``GlyphMask/isSameShape(as:)``) over a line of such twins, two lone twins or one lone
  /// glyph (the twins joined), 0.8–1.5 times as wide, just below it (a gap of at most
  /// ``twinRowsGap`` of the shorter's height), centred on it within ``twinRowsCentring`` of the
  /// wider's width, in compatible inks on one surface, together no longer than `largestIcon`
  /// and no more than ``iconPartsAspect`` times as long as wide. A "group" glyph's two heads
  /// ("oo") over its two shoulders ("⌒⌒", joined or not) is such an icon; text set that close
  /// and centred under a word of two like letters is not. `lone` holds lone groups, `lines`
  /// lines, as indices into `glyphs`.
  static func stackedTwins(
    _ lines: [[Int]], lone: [[Int]], glyphs: [GlyphCandidate], spans: InkSpans, largestIcon: Int
  ) -> [StackedTwins] {
    func box(_ members: [Int]) -> PixelRect {
      members.map { glyphs[$0].bbox }.reduce(glyphs[members[0]].bbox) { $0.union($1) }
    }
    func areTwins(_ i: Int, _ j: Int) -> Bool {
      let (a, b) = (glyphs[i], glyphs[j])
      guard !a.isSpeck && !b.isSpeck, abs(a.bbox.width - b.bbox.width) <= 1,
        abs(a.bbox.height - b.bbox.height) <= 1, abs(a.bbox.y - b.bbox.y) <= 1
      else { return false }
      return GlyphMask(spans: spans, indices: a.spans, box: a.bbox).isSameShape(
        as: GlyphMask(
          spans: spans, indices: b.spans,
          box: PixelRect(x: b.bbox.x, y: b.bbox.y, width: a.bbox.width, height: a.bbox.height)))
    }
    let twins = lines.indices.filter { l in
      lines[l].count == 2 && max(box(lines[l]).width, box(lines[l]).height) <= largestIcon
        && areTwins(lines[l][0], lines[l][1])
    }
    guard !twins.isEmpty else { return [] }
    let single = lone.indices.filter { lone[$0].count == 1 && !glyphs[lone[$0][0]].isSpeck }
    var found: [StackedTwins] = []
    var usedLines: Set<Int> = []
    var usedLone: Set<Int> = []
    for u in twins where !usedLines.contains(u) {
      let a = box(lines[u])
      // What may stand under the heads: a line of twins, a lone glyph, or two lone twins side
      // by side within their height of each other; of the lone glyphs, only those starting
      // just below the heads, within their width either side, are read.
      let near = single.filter { l in
        let b = glyphs[lone[l][0]].bbox
        return !usedLone.contains(l) && b.y >= a.maxY
          && Double(b.y - a.maxY) <= twinRowsGap * Double(a.height)
          && b.x < a.maxX + a.width && b.maxX > a.x - a.width
      }
      var lowers = twins.map { StackedTwins(upper: u, lowerLines: [$0], lowerLone: []) }
      lowers += near.map { StackedTwins(upper: u, lowerLines: [], lowerLone: [$0]) }
      for i in near {
        for j in near where j != i {
          let (b, c) = (glyphs[lone[i][0]].bbox, glyphs[lone[j][0]].bbox)
          guard b.x < c.x, c.x - b.maxX <= b.height, areTwins(lone[i][0], lone[j][0]) else {
            continue
          }
          lowers.append(StackedTwins(upper: u, lowerLines: [], lowerLone: [i, j]))
        }
      }
      for lower in lowers
      where !lower.lowerLines.contains(u) && usedLines.isDisjoint(with: lower.lowerLines) {
        let members = lower.lowerLines.flatMap { lines[$0] } + lower.lowerLone.flatMap { lone[$0] }
        let b = box(members)
        let union = a.union(b)
        let (ga, gb) = (glyphs[lines[u][0]], glyphs[members[0]])
        guard b.y >= a.maxY,
          Double(b.y - a.maxY) <= twinRowsGap * Double(min(a.height, b.height)),
          twinRowsWidth.contains(Double(b.width) / Double(a.width)),
          Double(abs(2 * (a.x - b.x) + a.width - b.width))
            <= 2 * twinRowsCentring * Double(max(a.width, b.width)),
          max(union.width, union.height) <= largestIcon,
          Double(max(union.width, union.height))
            <= iconPartsAspect * Double(max(1, min(union.width, union.height))),
          PackedColor.distance(ga.background, gb.background) <= FlatRegions.sameSurfaceTolerance,
          inksCompatible(ga.ink, gb.ink, allowThin: true)
        else { continue }
        found.append(lower)
        usedLines.insert(u)
        usedLines.formUnion(lower.lowerLines)
        usedLone.formUnion(lower.lowerLone)
        break
      }
    }
    return found
  }

  /// Whether boxes `a` and `b` are of one size, within a pixel either way (two squares of a
  /// grid icon, two dots of an ellipsis).
  static func isTwinPair(_ a: PixelRect, _ b: PixelRect) -> Bool {
    abs(a.width - b.width) <= 1 && abs(a.height - b.height) <= 1
  }

  /// Whether `a` and `b` stand one above the other, sharing at least ``stackedOverlap`` of the
  /// narrower one's width: the upper begins and ends above the lower, reaching at most
  /// ``stackedDip`` of the lower's height into its rows.
  static func areStacked(_ a: PixelRect, _ b: PixelRect) -> Bool {
    let (upper, lower) = a.y <= b.y ? (a, b) : (b, a)
    let shared = min(a.maxX, b.maxX) - max(a.x, b.x)
    let dip = upper.maxY - lower.y
    return upper.y < lower.y && upper.maxY < lower.maxY
      && Double(dip) <= stackedDip * Double(lower.height)
      && Double(shared) >= stackedOverlap * Double(min(a.width, b.width))
  }

  /// Whether `line` is ``minimumRepeats`` or more glyphs of one shape: boxes of one size (within
  /// a pixel) whose ink, laid over the first's, differs by at most ``repeatDifference`` of it
  /// (a pixel of slack either way for anti-aliasing): a row of rating stars or of one icon.
  /// Words repeat a letter three times running only in the odd abbreviation ("www", "III").
  static func isRowOfOneShape(_ line: [Int], glyphs: [GlyphCandidate], spans: InkSpans) -> Bool {
    guard line.count >= minimumRepeats else { return false }
    let first = glyphs[line[0]]
    let (w, h) = (first.bbox.width, first.bbox.height)
    guard
      line.allSatisfy({
        abs(glyphs[$0].bbox.width - w) <= 1 && abs(glyphs[$0].bbox.height - h) <= 1
          && !glyphs[$0].isSpeck
      })
    else { return false }
    let reference = GlyphMask(spans: spans, indices: first.spans, box: first.bbox)
    return line.dropFirst().allSatisfy { k in
      let g = glyphs[k]
      return reference.isSameShape(
        as: GlyphMask(
          spans: spans, indices: g.spans,
          box: PixelRect(x: g.bbox.x, y: g.bbox.y, width: w, height: h)))
    }
  }

  /// Whether the glyphs of `line` stand within ``iconPartGap`` of their height of each other,
  /// together no longer than `largestIcon` pixels: the parts of one icon rather than icons side
  /// by side.
  static func isCompactRow(_ line: [Int], glyphs: [GlyphCandidate], largestIcon: Int) -> Bool {
    let boxes = line.map { glyphs[$0].bbox }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
    let whole = boxes.reduce(boxes[0]) { $0.union($1) }
    guard max(whole.width, whole.height) <= largestIcon else { return false }
    return zip(boxes, boxes.dropFirst()).allSatisfy { a, b in
      Double(b.x - a.maxX) <= iconPartGap * Double(max(a.height, b.height))
    }
  }

  /// The first glyph of `line`, with any parts inside its box, when it is an icon leading its
  /// label: at least two more glyphs follow, or a word whose letters touch; it is no more than
  /// ``leadingIconAspect`` times as tall as wide or as wide as tall, rises to the top of the
  /// rest (within ``leadingIconRise`` of its height), reaches below their baseline (their
  /// median bottom, the higher of two) by ``leadingIconDrop`` of its height (and 2 pixels) or
  /// more, and is centred on them (within ``leadingIconCentring`` of its height, or
  /// ``apartIconCentring`` when it stands ``apartIconGap`` of its height or more from the
  /// next), as icons set beside a label are and no letter that opens a line is (`(` and `[`
  /// are narrow; a capital and a descender touching, "By", hang low), or else is as tall as
  /// the rest from their top to their baseline and ends ``raisedIconLift`` of its height (and
  /// 2 pixels) or more above that baseline (an icon centred on a title and its subtitle); and
  /// it stands at least ``leadingIconGap`` of its height from the next. Standing
  /// ``farIconGap`` of its height or more from the next glyph, with no ink of `spans` in the
  /// gap (a decimal point, a speck), an icon centred within ``apartIconCentring`` and at
  /// least ``farIconHeight`` of the label's height (``farLevelIconHeight`` when its middle
  /// lies at most ``farIconLowness`` below the label's) leads it wherever it ends: no word
  /// space is so wide.
  static func leadingIcon(_ line: [Int], glyphs: [GlyphCandidate], spans: InkSpans? = nil)
    -> [Int]?
  {
    endIcon(line, glyphs: glyphs, spans: spans, trailing: false)
  }

  /// The last glyph of `line`, with any parts inside its box, when it is an icon after its
  /// label ("2h ago" and a bookmark, a share icon after a title), by the tests of
  /// ``leadingIcon(_:glyphs:spans:)`` mirrored: it stands at least ``leadingIconGap`` of its height
  /// after the label. A word's last letter is narrower, never rises to a capital's top while
  /// hanging below the baseline, or stands closer.
  static func trailingIcon(_ line: [Int], glyphs: [GlyphCandidate]) -> [Int]? {
    endIcon(line, glyphs: glyphs, spans: nil, trailing: true)
  }

  /// ``leadingIcon(_:glyphs:spans:)`` (`trailing` false) or ``trailingIcon(_:glyphs:)``.
  private static func endIcon(
    _ line: [Int], glyphs: [GlyphCandidate], spans: InkSpans?, trailing: Bool
  ) -> [Int]? {
    let solid = line.filter { !glyphs[$0].isSpeck }
    guard solid.count >= 2 else { return nil }
    let head =
      trailing
      ? solid.max { (glyphs[$0].bbox.maxX, $0) < (glyphs[$1].bbox.maxX, $1) }!
      : solid.min { (glyphs[$0].bbox.x, $0) < (glyphs[$1].bbox.x, $1) }!
    // The end glyph with the parts stacked over or under it, within its columns (the heads
    // of a "people" icon over their shoulders, each a shape of its own).
    let end = glyphs[head].bbox
    let first = solid.reduce(end) { box, k in
      isStacked(glyphs[k].bbox, on: end) ? box.union(glyphs[k].bbox) : box
    }
    let (w, h) = (Double(first.width), Double(first.height))
    // Squarish, or not an icon: most lines open with a narrower letter and stop here.
    guard w <= leadingIconAspect * h, h <= leadingIconAspect * w else { return nil }
    let isInside = { (k: Int) in k != head && first.intersection(glyphs[k].bbox) == glyphs[k].bbox }
    let rest = solid.filter { $0 != head && !isInside($0) }.map { glyphs[$0].bbox }
    // Two more glyphs, or one word whose letters touch ("Save" in bold at 2x).
    let word = rest.count == 1 && rest[0].width >= 2 * rest[0].height
    guard rest.count >= 2 || word else { return nil }
    // The baseline: the median bottom, the higher of two (a descender hangs below it).
    let bottoms = rest.map(\.maxY).sorted()
    let baseline = bottoms[(bottoms.count - 1) / 2]
    let top = rest.map(\.y).min()!
    let gap = trailing ? first.x - rest.map(\.maxX).max()! : rest.map(\.x).min()! - first.maxX
    // How far the icon's middle lies below the label's (above, when negative).
    let lowness = Double(first.y + first.maxY - top - baseline) / 2
    let centring = Double(gap) >= apartIconGap * h ? apartIconCentring : leadingIconCentring
    guard Double(gap) >= leadingIconGap * h else { return nil }
    let isCentred =
      Double(first.y - top) <= max(1, leadingIconRise * h)
      && Double(first.maxY - baseline) >= max(2, leadingIconDrop * h)
      && abs(lowness) <= max(1, centring * h)
    let isRaised =
      first.height >= baseline - top
      && Double(baseline - first.maxY) >= max(2, raisedIconLift * h)
    let band = Double(baseline - top)
    let isFar =
      !trailing && Double(gap) >= farIconGap * h && abs(lowness) <= max(1, apartIconCentring * h)
      && (h >= farIconHeight * band
        || (h >= farLevelIconHeight * band && lowness <= max(1, farIconLowness * h)))
      && !(spans?.hasInk(
        in: PixelRect(
          x: first.maxX, y: min(first.y, top), width: gap,
          height: max(first.maxY, baseline) - min(first.y, top))) ?? false)
    guard isCentred || isRaised || isFar else { return nil }
    return [head] + line.filter(isInside)
  }

  /// Whether `part` stands over or under `end` within its columns (a pixel either side), no
  /// farther from it than half its height: a piece of the same icon.
  static func isStacked(_ part: PixelRect, on end: PixelRect) -> Bool {
    let gap = max(part.y - end.maxY, end.y - part.maxY)
    return part != end && part.x >= end.x - 1 && part.maxX <= end.maxX + 1
      && 2 * gap <= end.height
  }

  /// The glyph at either end of `line` that is a chevron (``GlyphKindRule/isChevron(_:)``: a
  /// disclosure `›` after a value, `‹` before "Back"), standing at least ``leadingIconGap`` of
  /// its height from the next glyph; `nil` otherwise. Judged in its label ("Off ›", "3 ›"),
  /// such a chevron took the text threshold.
  static func endChevron(_ line: [Int], glyphs: [GlyphCandidate], spans: InkSpans) -> Int? {
    let solid = line.filter { !glyphs[$0].isSpeck }.sorted {
      (glyphs[$0].bbox.x, $0) < (glyphs[$1].bbox.x, $1)
    }
    guard solid.count >= 2 else { return nil }
    for (end, next) in [(solid[solid.count - 1], solid[solid.count - 2]), (solid[0], solid[1])] {
      let box = glyphs[end].bbox
      let neighbour = glyphs[next].bbox
      let gap = max(box.x - neighbour.maxX, neighbour.x - box.maxX)
      guard Double(gap) >= leadingIconGap * Double(box.height),
        GlyphKindRule.isChevron(GlyphMask(spans: spans, indices: glyphs[end].spans, box: box))
      else { continue }
      return end
    }
    return nil
  }

  /// Whether `glyph` is a solid round blob: filling at least 0.6 of a box 0.75–1.33 times as
  /// wide as tall (empirical: page indicator dots, an ellipsis's dots; a filled circle fills
  /// 0.79).
  static func isDot(_ glyph: GlyphCandidate) -> Bool {
    let aspect = Double(glyph.bbox.width) / Double(max(1, glyph.bbox.height))
    return glyph.fill >= 0.6 && aspect >= 0.75 && aspect <= 1.33
  }

  /// Four lone open shapes of one size (within 2 pixels), ink and surface at the corners of a
  /// squarish box no longer than `largestIcon`, each within ``cornerBracketGap`` of its side
  /// of the next: a viewfinder's corner brackets (a scan button's, a tab's), one icon, where
  /// they stand too far apart for
  /// ``iconsOfParts(lone:solidLines:glyphs:largestIcon:isWord:isLabel:)``.
  /// Returns `lone` with each such four joined into one group.
  static func cornerFrames(lone: [[Int]], glyphs: [GlyphCandidate], largestIcon: Int) -> [[Int]] {
    // Lone open shapes of one part each, small enough to be a quarter of an icon.
    let parts = lone.indices.filter {
      lone[$0].count == 1 && isBracket(glyphs[lone[$0][0]])
        && max(glyphs[lone[$0][0]].bbox.width, glyphs[lone[$0][0]].bbox.height)
          <= largestIcon / 2
    }
    guard parts.count >= 4 else { return lone }
    let box = { (p: Int) in glyphs[lone[p][0]].bbox }
    let order = parts.sorted { (box($0).y, box($0).x, $0) < (box($1).y, box($1).x, $1) }
    var taken = Set<Int>()
    var frames: [[Int]] = []
    for (n, topLeft) in order.enumerated() where !taken.contains(topLeft) {
      let a = box(topLeft)
      let glyph = glyphs[lone[topLeft][0]]
      let reach = Int(cornerBracketGap * Double(max(a.width, a.height)))
      // The shapes from a little above `a` (tops in one row differ by 2 pixels at most) down to
      // the lowest a twin below it may start.
      var first = n
      while first > 0 && box(order[first - 1]).y >= a.y - 2 { first -= 1 }
      let nearby = order[first...].prefix { box($0).y <= a.maxY + reach }
      // A twin of `a` in its ink on its surface, level with it or below it (`down`), in line
      // with it or to its right (`right`).
      func twin(right: Bool, down: Bool) -> Int? {
        nearby.first { p in
          let b = box(p)
          let other = glyphs[lone[p][0]]
          guard p != topLeft, !taken.contains(p), abs(b.width - a.width) <= 2,
            abs(b.height - a.height) <= 2,
            PackedColor.distance(other.background, glyph.background)
              <= FlatRegions.sameSurfaceTolerance,
            inksCompatible(other.ink, glyph.ink, allowThin: true)
          else { return false }
          let gapX = b.x - a.maxX
          let gapY = b.y - a.maxY
          return (right ? gapX >= 0 && gapX <= reach : abs(b.x - a.x) <= 2)
            && (down ? gapY >= 0 && gapY <= reach : abs(b.y - a.y) <= 2)
        }
      }
      guard let topRight = twin(right: true, down: false),
        let bottomLeft = twin(right: false, down: true),
        let bottomRight = twin(right: true, down: true),
        abs(box(topRight).x - box(bottomRight).x) <= 2,
        abs(box(bottomLeft).y - box(bottomRight).y) <= 2
      else { continue }
      let corners = [topLeft, topRight, bottomLeft, bottomRight]
      let frame = corners.map(box).reduce(a) { $0.union($1) }
      guard max(frame.width, frame.height) <= largestIcon,
        Double(max(frame.width, frame.height))
          <= iconPartsAspect * Double(min(frame.width, frame.height))
      else { continue }
      taken.formUnion(corners)
      frames.append(corners.flatMap { lone[$0] })
    }
    guard !frames.isEmpty else { return lone }
    return lone.indices.filter { !taken.contains($0) }.map { lone[$0] } + frames
  }

  /// Whether `glyph` is an open shape such as a bracket: it covers at most ``bracketFill`` of
  /// its box (a corner bracket two strokes along two sides; a square or a dot fills most of
  /// it, and four of them in a square are a grid icon, joined when close).
  static func isBracket(_ glyph: GlyphCandidate) -> Bool { glyph.fill <= bracketFill }

  /// Largest share of its box a viewfinder's corner bracket covers, anti-aliased pixels
  /// counted: 0.7 (two strokes a third of its side thick cover 0.56, measured 0.62 at 2x; a
  /// disc fills 0.79, a rounded square 0.9).
  static let bracketFill = 0.7

  /// The ellipses among `lone` groups joined: three lone dots (``isDot(_:)``) of one size (within
  /// a fifth), in one ink on one surface, centred on one row or one column, evenly spaced (gaps
  /// within a quarter of a dot, or 2 pixels) at most ``ellipsisGap`` of a dot apart, with no
  /// fourth dot of any colour so in line (a page control's current dot), together no longer than
  /// `largestIcon` pixels, are one lone group: a "more" button (`•••`, `⋮`). Each dot alone is
  /// smaller than any glyph worth judging.
  static func ellipses(lone: [[Int]], glyphs: [GlyphCandidate], largestIcon: Int) -> [[Int]] {
    let dots = lone.indices.filter { lone[$0].count == 1 && isDot(glyphs[lone[$0][0]]) }
    guard dots.count >= 3 else { return lone }
    let box = { (d: Int) in glyphs[lone[d][0]].bbox }
    // The next dot along one axis: the nearest that follows within reach and lines up (in the
    // same ink on the same surface when `alike`).
    func next(across: Bool, alike: Bool) -> [Int: Int] {
      let start = { (r: PixelRect) in across ? r.x : r.y }
      let end = { (r: PixelRect) in across ? r.maxX : r.maxY }
      let centre = { (r: PixelRect) in across ? 2 * r.y + r.height : 2 * r.x + r.width }
      let order = dots.sorted { (start(box($0)), $0) < (start(box($1)), $1) }
      var result: [Int: Int] = [:]
      for (n, i) in order.enumerated() {
        let a = glyphs[lone[i][0]]
        let size = Double(max(a.bbox.width, a.bbox.height))
        for j in order[(n + 1)...] {
          let b = glyphs[lone[j][0]]
          let gap = start(b.bbox) - end(a.bbox)
          if Double(gap) > ellipsisGap * size { break }
          let sizes = [a.bbox.height, b.bbox.height, a.bbox.width, b.bbox.width].map(Double.init)
          guard gap >= 0, abs(centre(a.bbox) - centre(b.bbox)) <= max(2, Int(0.3 * size)),
            sizes.max()! <= 1.2 * sizes.min()!
          else { continue }
          if alike
            && (PackedColor.distance(a.background, b.background)
              > FlatRegions.sameSurfaceTolerance || !inksCompatible(a.ink, b.ink, allowThin: true))
          {
            continue
          }
          result[i] = j
          break
        }
      }
      return result
    }
    var joined: [[Int]] = []
    var taken = Set<Int>()
    for across in [true, false] {
      let links = next(across: across, alike: true)
      let anyLinks = next(across: across, alike: false)
      let followers = Set(anyLinks.values)
      for (first, second) in links.sorted(by: { $0.key < $1.key })
      where !followers.contains(first) && !taken.contains(first) {
        guard let third = links[second], anyLinks[third] == nil, anyLinks[first] == second,
          anyLinks[second] == third, !taken.contains(second), !taken.contains(third)
        else { continue }
        let (a, b, c) = (box(first), box(second), box(third))
        let gaps = across ? (b.x - a.maxX, c.x - b.maxX) : (b.y - a.maxY, c.y - b.maxY)
        let whole = a.union(b).union(c)
        guard abs(gaps.0 - gaps.1) <= max(2, a.height / 4),
          max(whole.width, whole.height) <= largestIcon
        else { continue }
        joined.append([lone[first][0], lone[second][0], lone[third][0]])
        taken.formUnion([first, second, third])
      }
    }
    return lone.indices.filter { !taken.contains($0) }.map { lone[$0] } + joined
  }

  /// Lines (two or more chained glyphs) and lone glyphs, in a stable order.
  ///
  /// With `spans` and `image`, glyphs on separate surfaces are never chained
  /// (``SeparateSurfacesRule``); with the screen's `scale` (pixels a point), the parts of one
  /// icon up to ``ImageRegionTuning/largestIconPoints`` are joined
  /// (``iconsOfParts(lone:solidLines:glyphs:largestIcon:isWord:isLabel:)``), and lines set on
  /// their side are read at that scale (at 1x without it).
  static func group(
    _ glyphs: [GlyphCandidate], spans: InkSpans? = nil, image: ScanImage? = nil,
    scale: Double? = nil
  ) -> [Group] {
    let largestIcon = scale.map { Int((ImageRegionTuning.largestIconPoints * $0).rounded()) }
    var sets = UnionFind(count: glyphs.count)
    let order = sorted(
      glyphs.indices.filter { !glyphs[$0].isSpeck && !glyphs[$0].isIcon },
      by: { (glyphs[$0].bbox.x, glyphs[$0].bbox.y) })
    for (n, i) in order.enumerated() {
      let a = glyphs[i]
      let reach = Double(a.bbox.maxX) + maximumGap * maximumHeightRatio * Double(a.bbox.height)
      for j in order[(n + 1)...] {
        let b = glyphs[j]
        if Double(b.bbox.x) > reach { break }
        guard linkable(a, b) else { continue }
        if let spans, let image {
          let (left, right) = a.bbox.x <= b.bbox.x ? (a, b) : (b, a)
          if SeparateSurfacesRule.areApart(left, right, spans: spans, image: image) { continue }
        }
        sets.union(i, j)
      }
    }
    // Members by root (the smallest index of each set), so lines come in a fixed order.
    var members = [[Int]](repeating: [], count: glyphs.count)
    for i in order { members[sets.find(i)].append(i) }
    for k in members.indices where members[k].count >= 2 {
      guard let (rest, other) = otherInkRun(members[k], glyphs: glyphs) else { continue }
      members[k] = rest
      members.append(other)
    }
    // Lone glyphs shaped like words whose letters touch ("Home" at 2x) join lines across a
    // separator too.
    let words = members.filter { line in
      guard line.count == 1, let spans else { return false }
      return ImageContentRule.isWordShaped(glyphs[line[0]], spans: spans)
    }
    var lines = joinSeparated(
      members.filter { $0.count >= 2 } + words, glyphs: glyphs
    ).filter { $0.count >= 2 }
    let inLines = Set(lines.joined())
    var lone = members.filter { $0.count == 1 && !inLines.contains($0[0]) }.map { $0[0] }
    lone += glyphs.indices.filter { glyphs[$0].isIcon }
    // A row of solid round blobs of one size (page indicator dots, a rating), or of three or
    // more glyphs of one shape (rating stars), is not text: each stands alone (dots: fill ≥ 0.6,
    // aspect 0.75–1.33, heights within 20 %, empirical). Bold capitals fill as much of their box
    // ("GH", "MK" on an avatar), but they are letters: strokes of one solid colour whose rows
    // split between stems, so a line of them stays a word.
    var compactRows: [[Int]] = []
    lines.removeAll { line in
      let heights = line.map { Double(glyphs[$0].bbox.height) }
      func isLetters() -> Bool {
        guard let spans else { return false }
        return line.allSatisfy { glyphs[$0].ink.isMeasured && !isSolid(glyphs[$0], spans: spans) }
      }
      let isDots =
        line.allSatisfy { isDot(glyphs[$0]) } && heights.max()! <= 1.2 * heights.min()!
        && !isLetters()
      let isIcons =
        isDots || spans.map { isRowOfOneShape(line, glyphs: glyphs, spans: $0) } ?? false
      guard isIcons else { return false }
      // Close together and no longer than an icon, they are the parts of one (a rain icon's
      // drops); farther apart, icons side by side (rating stars).
      if !isDots, let largestIcon, isCompactRow(line, glyphs: glyphs, largestIcon: largestIcon) {
        compactRows.append(line)
      } else {
        lone += line
      }
      return true
    }
    // Two squarish shapes alone on a line with a wide gap between them are two icons side by
    // side (a ring and a check mark, a bookmark and a share icon), not a word: the letters of a
    // two-letter word sit within a third of their height of each other, two words are wider
    // than tall, and a longer line keeps its word gaps. Three or more shapes no wider than a
    // letter, each at least ``apartIconGap`` of the taller one's height from the next, are
    // characters or icons side by side too: a week's day toggles ("M T W T F S S"), a
    // calendar row's days; a word holds its letters closer, and a word whose letters touch is
    // wider. A shape is a glyph, or glyphs whose columns overlap (a share icon's arrow above
    // its tray), which stay one icon.
    lines.removeAll { line in
      if let largestIcon, isIconOfNestedParts(line, glyphs: glyphs, largestIcon: largestIcon) {
        compactRows.append(line)
        return true
      }
      let shapes = Self.columnClusters(line, glyphs: glyphs)
      let pairs = zip(shapes, shapes.dropFirst())
      let apart: Bool
      if shapes.count == 2 {
        let (a, b) = (shapes[0].box, shapes[1].box)
        let squarish = [a, b].allSatisfy {
          Double($0.width) <= pairAspect * Double($0.height)
            && Double($0.height) <= pairAspect * Double($0.width)
        }
        apart = squarish && Double(b.x - a.maxX) >= pairGap * Double(max(a.height, b.height))
      } else {
        apart =
          shapes.count >= 3
          && shapes.allSatisfy { Double($0.box.width) <= pairAspect * Double($0.box.height) }
          && pairs.allSatisfy { a, b in
            Double(b.box.x - a.box.maxX) >= apartIconGap * Double(max(a.box.height, b.box.height))
          }
      }
      guard apart else { return false }
      for shape in shapes {
        if shape.members.count > 1 && largestIcon != nil {
          compactRows.append(shape.members)
        } else {
          lone += shape.members
        }
      }
      return true
    }
    // An icon leading its label ("ⓘ Balance", a magnifier before "Search") or following it (a
    // bookmark after "2h ago") stands apart, and so does a chevron at either end ("Off ›",
    // "‹ Back"); none is attached back to its label as a mark in its band below.
    var apart = Set<Int>()
    for l in lines.indices {
      for icon in [
        leadingIcon(lines[l], glyphs: glyphs, spans: spans),
        trailingIcon(lines[l], glyphs: glyphs),
      ] {
        guard let icon else { continue }
        lines[l].removeAll { icon.contains($0) }
        lone += icon
        apart.formUnion(icon)
      }
    }
    if let spans {
      for l in lines.indices {
        guard let chevron = endChevron(lines[l], glyphs: glyphs, spans: spans) else { continue }
        lines[l].removeAll { $0 == chevron }
        lone.append(chevron)
        apart.insert(chevron)
      }
      // A word whose letters touch, left alone, is a lone glyph again.
      lone += lines.filter { $0.count == 1 }.joined()
      lines.removeAll { $0.count < 2 }
    }

    // Attach dots, accents, punctuation and small marks lying inside a line's band. Small marks
    // are indexed by the row of their centre, so each line looks only at those in its band. A
    // line of solid shapes (a bar chart's bars) has no letters to carry marks: the labels
    // under its bars are words of their own. Nor is a shape of several strokes wholly below a
    // line its mark (below the baseline and descenders lie only underscores and underdots,
    // each one solid stroke): it is a label under the line, as under bars that touch a dashed
    // line.
    var attached = [Bool](repeating: false, count: glyphs.count)
    let small = glyphs.indices.filter { glyphs[$0].isSpeck } + lone.filter { !apart.contains($0) }
    let centreY = { (k: Int) in glyphs[k].bbox.y + glyphs[k].bbox.height / 2 }
    let smallByRow = sorted(small, by: { (centreY($0), 0) })
    let smallRows = smallByRow.map(centreY)
    for lineIndex in lines.indices {
      if let spans, lines[lineIndex].allSatisfy({ isSolid(glyphs[$0], spans: spans) }) {
        continue
      }
      let box = lines[lineIndex].map { glyphs[$0].bbox }.reduce(
        PixelRect(x: 0, y: 0, width: 0, height: 0)
      ) { $0.union($1) }
      let margin = Int((0.3 * Double(box.height)).rounded(.up))
      let band = PixelRect(
        x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin,
        height: box.height + 2 * margin)
      let reference = glyphs[lines[lineIndex][0]]
      var n = firstIndex(in: smallRows, notBelow: band.y)
      while n < smallRows.count && smallRows[n] < band.maxY {
        let k = smallByRow[n]
        n += 1
        if attached[k] { continue }
        let g = glyphs[k]
        guard g.bbox.height <= box.height,
          band.contains(x: g.bbox.x + g.bbox.width / 2, y: g.bbox.y + g.bbox.height / 2)
            || isRaisedMark(g.bbox, after: box, within: margin)
        else { continue }
        if g.bbox.y >= box.maxY, let spans, !g.isSpeck, !isSolid(g, spans: spans) { continue }
        guard
          PackedColor.distance(g.background, reference.background)
            <= FlatRegions.sameSurfaceTolerance,
          inksCompatible(g.ink, reference.ink, allowThin: true)
        else { continue }
        lines[lineIndex].append(k)
        attached[k] = true
      }
    }
    lone.removeAll { attached[$0] }

    // A lone part inside another lone glyph's box belongs to it (an icon's inner detail). Parts
    // are indexed by left edge, so each glyph looks only at those starting inside its box.
    var loneGroups: [[Int]] = []
    let byArea = lone.sorted { (glyphs[$0].bbox.area, $1) > (glyphs[$1].bbox.area, $0) }
    let byLeft = sorted(lone, by: { (glyphs[$0].bbox.x, 0) })
    let lefts = byLeft.map { glyphs[$0].bbox.x }
    var absorbed = [Bool](repeating: false, count: glyphs.count)
    var rings: Set<Int> = []
    for i in byArea where !absorbed[i] {
      var group = [i]
      let outer = glyphs[i].bbox
      // A ring larger than any icon holds a label, not an icon's detail (rule `labelled-ring`).
      if let largestIcon, let spans, let image, max(outer.width, outer.height) > largestIcon,
        glyphs[i].ink.isMeasured,
        case let ring = GlyphMask(spans: spans, indices: glyphs[i].spans, box: outer),
        LabelledRingRule.isRing(ring),
        LabelledRingRule.holdsSurface(
          ring, box: outer, background: glyphs[i].background, in: image)
      {
        absorbed[i] = true
        rings.insert(i)
        loneGroups.append(group)
        continue
      }
      var n = firstIndex(in: lefts, notBelow: outer.x)
      while n < lefts.count && lefts[n] <= outer.maxX {
        let j = byLeft[n]
        n += 1
        guard j != i && !absorbed[j] else { continue }
        let inner = glyphs[j].bbox
        if inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX
          && inner.maxY <= outer.maxY && inner.area < outer.area
        {
          group.append(j)
          absorbed[j] = true
        }
      }
      absorbed[i] = true
      loneGroups.append(group)
    }
    // Lone glyphs stacked one under another in one colour: a line set on its side (rule
    // `vertical-text`).
    let single = loneGroups.indices.filter { g in
      loneGroups[g].count == 1 && !rings.contains(loneGroups[g][0])
        && !glyphs[loneGroups[g][0]].isSpeck && !glyphs[loneGroups[g][0]].isIcon
    }
    let heads = single.map { glyphs[loneGroups[$0][0]] }
    let chains = VerticalTextRule.lines(
      heads.map(\.bbox), colors: heads.map { PackedColor.pack($0.ink.foreground) },
      fills: heads.map(\.fill), scale: scale ?? 1)
    let vertical = chains.map { chain in chain.map { loneGroups[single[$0]][0] } }
    let turned = Set(vertical.joined())
    loneGroups.removeAll { $0.count == 1 && turned.contains($0[0]) }
    // Lone shapes close together in one colour on one surface, three or more in a squarish
    // box, are the parts of one icon (a grid's squares, a sun's disc and rays, a list's dots
    // and bars): one group.
    if let largestIcon {
      // Two short lines of twin shapes stacked into an icon's box (a group's two heads over
      // two shoulders) are one icon.
      if let spans {
        let stacked = stackedTwins(
          lines, lone: loneGroups, glyphs: glyphs, spans: spans, largestIcon: largestIcon)
        let icons = stacked.map { icon in
          lines[icon.upper] + icon.lowerLines.flatMap { lines[$0] }
            + icon.lowerLone.flatMap { loneGroups[$0] }
        }
        let takenLines = Set(stacked.flatMap { [$0.upper] + $0.lowerLines })
        let takenLone = Set(stacked.flatMap(\.lowerLone))
        loneGroups = loneGroups.indices.filter { !takenLone.contains($0) }.map { loneGroups[$0] }
        loneGroups += icons
        lines = lines.indices.filter { !takenLines.contains($0) }.map { lines[$0] }
      }
      let solidLines = lines.indices.filter { l in
        guard let spans, lines[l].count <= 4 else { return false }
        return lines[l].allSatisfy { !glyphs[$0].isSpeck && isSolid(glyphs[$0], spans: spans) }
      }
      let icons = iconsOfParts(
        lone: loneGroups, solidLines: solidLines.map { lines[$0] }, glyphs: glyphs,
        largestIcon: largestIcon,
        isWord: { g in
          // Twice as wide as tall and crossed twice a row: a label (a tab's, under its icon),
          // not a person's shoulders (solid, or an outlined arc) or a tray.
          let box = glyphs[g].bbox
          guard let spans, box.width >= 2 * box.height else { return false }
          return medianRunsPerRow(glyphs[g].spans, spans: spans)
            >= ImageRegionTuning.badgeWordRunsPerRow
            && !isArc(GlyphMask(spans: spans, indices: glyphs[g].spans, box: box))
        },
        isLabel: { g in spans.map { ImageContentRule.isWordShaped(glyphs[g], spans: $0) } ?? false }
      )
      loneGroups =
        cornerFrames(
          lone: ellipses(lone: icons.lone, glyphs: glyphs, largestIcon: largestIcon),
          glyphs: glyphs, largestIcon: largestIcon)
        + compactRows
      let taken = Set(icons.joinedLines.map { solidLines[$0] })
      lines = lines.indices.filter { !taken.contains($0) }.map { lines[$0] }
    }
    let all =
      lines.map { Group(members: $0.sorted(), isLine: true) }
      + vertical.map { Group(members: $0.sorted(), isLine: true, isVertical: true) }
      + loneGroups.map {
        Group(members: $0.sorted(), isLine: false, isRing: $0.count == 1 && rings.contains($0[0]))
      }
    return all.sorted { $0.members[0] < $1.members[0] }
  }

  /// Whether `line` is one icon's parts rather than letters: at most ``mostNestedParts``
  /// glyphs in a box no longer than `largestIcon` and no more than ``iconPartsAspect`` times as
  /// long as wide, two of which (neither a speck) lie one inside the other's box (an eye's
  /// pupil in its outline) or one above the other (sharing ``stackedOverlap`` of the narrower's
  /// width, overlapping by at most a tenth of the lower's height), the upper at least
  /// ``nestedPartHeight`` of the lower's height (a second person's head over its shoulders, in
  /// a "users" glyph). Letters stand side by side; an accent over one is a fifth to a third of
  /// its height.
  static func isIconOfNestedParts(_ line: [Int], glyphs: [GlyphCandidate], largestIcon: Int)
    -> Bool
  {
    guard line.count <= mostNestedParts else { return false }
    let box = line.map { glyphs[$0].bbox }.reduce(glyphs[line[0]].bbox) { $0.union($1) }
    guard max(box.width, box.height) <= largestIcon,
      Double(max(box.width, box.height)) <= iconPartsAspect
        * Double(max(1, min(box.width, box.height)))
    else { return false }
    let parts = line.filter { !glyphs[$0].isSpeck }.map { glyphs[$0].bbox }
    if isNested(parts) { return true }
    for a in parts {
      for b in parts where a != b {
        // One above the other, touching by a row or two at most (a head drawn to its body's
        // top), sharing half the narrower one's width.
        let shared = min(a.maxX, b.maxX) - max(a.x, b.x)
        if a.y < b.y && a.maxY - b.y <= max(1, b.height / 10)
          && Double(shared) >= stackedOverlap * Double(min(a.width, b.width))
          && Double(a.height) >= nestedPartHeight * Double(b.height)
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether one of the boxes `parts` lies inside another: an eye's pupil in its outline, a
  /// switch's knob in its track's rim. Letters stand side by side.
  static func isNested(_ parts: [PixelRect]) -> Bool {
    parts.contains { a in parts.contains { b in a != b && a.intersection(b) == b } }
  }

  /// The glyphs of `line` gathered left to right into shapes whose columns overlap (each
  /// glyph starts left of the end of the shape before it), with each shape's box.
  static func columnClusters(_ line: [Int], glyphs: [GlyphCandidate])
    -> [(members: [Int], box: PixelRect)]
  {
    var shapes: [(members: [Int], box: PixelRect)] = []
    for g in line.sorted(by: { (glyphs[$0].bbox.x, $0) < (glyphs[$1].bbox.x, $1) }) {
      let box = glyphs[g].bbox
      if let last = shapes.last, box.x < last.box.maxX {
        shapes[shapes.count - 1] = (last.members + [g], last.box.union(box))
      } else {
        shapes.append(([g], box))
      }
    }
    return shapes
  }

  /// `indices` (distinct, non-negative) in ascending order of `(key(i).0, key(i).1, i)`, as
  /// `indices.sorted { (key($0).0, key($0).1, $0) < (key($1).0, key($1).1, $1) }` orders them
  /// (``referenceSorted(_:by:)``), but sorting plain integers: each index is packed below its
  /// keys into one `Int` (keys 0 ..< 2^20, indices 0 ..< 2^23; order of packed values is the
  /// order of the triples), so the sort compares integers instead of calling a closure that
  /// reads glyphs twice per comparison. Values out of those ranges take the closure sort.
  static func sorted(_ indices: [Int], by key: (Int) -> (Int, Int)) -> [Int] {
    var packed = [Int]()
    packed.reserveCapacity(indices.count)
    for i in indices {
      let (a, b) = key(i)
      guard a >= 0 && a < 1 << 20 && b >= 0 && b < 1 << 20 && i >= 0 && i < 1 << 23 else {
        return referenceSorted(indices, by: key)
      }
      packed.append(a << 43 | b << 23 | i)
    }
    packed.sort()
    for n in packed.indices { packed[n] &= 1 << 23 - 1 }
    return packed
  }

  /// Reference: ``sorted(_:by:)`` with a comparison closure.
  static func referenceSorted(_ indices: [Int], by key: (Int) -> (Int, Int)) -> [Int] {
    indices.sorted { (key($0).0, key($0).1, $0) < (key($1).0, key($1).1, $1) }
  }

  /// The first position in ascending `values` holding `bound` or more (`values.count` if none).
  static func firstIndex(in values: [Int], notBelow bound: Int) -> Int {
    var lo = 0
    var hi = values.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if values[mid] < bound { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// Whether a small mark at `mark` is a raised sign set just before or after the line `box`
  /// (a degree sign, a trademark, a quote, an asterisk): it lies wholly in the upper half of the
  /// line's height, within `gap` of its first or last glyph. Its centre can lie outside the
  /// line's band (a degree sign after display digits is as wide as a third of their height),
  /// and an icon beside a label sits on its middle, not above it.
  static func isRaisedMark(_ mark: PixelRect, after box: PixelRect, within gap: Int) -> Bool {
    mark.y >= box.y - gap && mark.maxY <= box.y + box.height / 2
      && mark.x <= box.maxX + gap && mark.maxX >= box.x - gap
  }

  /// The median, over the rows a glyph's `indices` (spans) cover, of its spans a row.
  static func medianRunsPerRow(_ indices: [Int], spans: InkSpans) -> Double {
    var perRow: [Int32: Int] = [:]
    for s in indices { perRow[spans.y[s], default: 0] += 1 }
    let counts = perRow.values.sorted()
    return counts.isEmpty ? 0 : Double(counts[counts.count / 2])
  }

  /// `lines` (member indices into `glyphs`) with each pair joined whose facing glyphs chain across
  /// a gap of up to ``separatedGap`` times the usual with a separator between them
  /// (``separates(_:_:glyphs:marks:)``): "1.2M views · 3 weeks ago" is one label. Lines, not glyphs, are joined, so a
  /// picture's blocks never chain through its small marks.
  static func joinSeparated(_ lines: [[Int]], glyphs: [GlyphCandidate]) -> [[Int]] {
    guard lines.count > 1 else { return lines }
    let first = lines.map { line in line.min { glyphs[$0].bbox.x < glyphs[$1].bbox.x }! }
    let last = lines.map { line in line.max { glyphs[$0].bbox.maxX < glyphs[$1].bbox.maxX }! }
    // Lines by their first glyph, so each line looks only at those that could start beside its
    // end; glyphs by box, built the first time two words stand far enough apart to need a
    // separator between them.
    let starts = RowBandIndex(first.map { glyphs[$0].bbox }, band: 32)
    var marks: RowBandIndex?
    var sets = UnionFind(count: lines.count)
    var joinedAny = false
    for l in lines.indices {
      let a = last[l]
      let end = glyphs[a].bbox
      let reach =
        Double(end.maxX) + separatedGap * maximumGap * maximumHeightRatio * Double(end.height)
      let spread = Int(maximumHeightRatio * Double(end.height))
      _ = starts.contains(
        centresIn: (end.y - spread)...(end.maxY + spread),
        leftEdges: end.maxX..<(Int(reach.rounded(.down)) + 1)
      ) { r in
        let b = first[r]
        // Boxes first: glyphs are large values, and most lines in reach share no row with it.
        let start = glyphs[b].bbox
        guard r != l, start.y < end.maxY, end.y < start.maxY,
          Double(start.x - end.maxX)
            <= separatedGap * maximumGap * Double(max(start.height, end.height)),
          !linkable(glyphs[a], glyphs[b]),
          linkable(glyphs[a], glyphs[b], gapFactor: separatedGap)
        else { return false }
        if marks == nil { marks = RowBandIndex(glyphs.map(\.bbox), band: 16) }
        if separates(a, b, glyphs: glyphs, marks: marks!) {
          sets.union(l, r)
          joinedAny = true
        }
        return false
      }
    }
    guard joinedAny else { return lines }
    // Each joined line takes the place of its first part, its parts left to right.
    var parts: [Int: [Int]] = [:]
    for l in sorted(Array(lines.indices), by: { (glyphs[first[$0]].bbox.x, 0) }) {
      parts[sets.find(l), default: []].append(l)
    }
    return lines.indices.compactMap { l in
      guard let group = parts[sets.find(l)], group.min() == l else { return nil }
      return group.flatMap { lines[$0] }
    }
  }

  /// Whether a separator (``isSeparator(_:between:_:)``) on the surface and in the ink of glyph
  /// `i` stands between glyphs `i` and `j` of `glyphs`, looked up in `marks` (every glyph's box).
  static func separates(_ i: Int, _ j: Int, glyphs: [GlyphCandidate], marks: RowBandIndex)
    -> Bool
  {
    let (l, r) = glyphs[i].bbox.x <= glyphs[j].bbox.x ? (i, j) : (j, i)
    let (left, right) = (glyphs[l].bbox, glyphs[r].bbox)
    let top = max(left.y, right.y)
    let bottom = min(left.maxY, right.maxY)
    guard top < bottom, left.maxX < right.x else { return false }
    return marks.contains(centresIn: top...(bottom - 1), leftEdges: left.maxX..<right.x) { k in
      isSeparator(glyphs[k].bbox, between: left, right)
        && PackedColor.distance(glyphs[k].background, glyphs[l].rightBackground)
          <= FlatRegions.sameSurfaceTolerance
        && inksCompatible(glyphs[k].ink, glyphs[l].ink, allowThin: true)
    }
  }

  /// Whether a mark at `mark` is a separator between the words at `left` and `right` (a middle
  /// dot, a bullet; ``separates(_:_:glyphs:marks:)`` also asks that it share their surface and ink): it lies
  /// wholly in the gap between them, inside the rows both share, its centre in the middle third
  /// of those rows, and it is small, no taller or wider than ``separatorSize`` of the shorter
  /// word's height.
  static func isSeparator(_ mark: PixelRect, between left: PixelRect, _ right: PixelRect) -> Bool {
    let top = max(left.y, right.y)
    let bottom = min(left.maxY, right.maxY)
    let limit = separatorSize * Double(min(left.height, right.height))
    let centre = 2 * mark.y + mark.height
    return mark.x >= left.maxX && mark.maxX <= right.x && mark.y >= top && mark.maxY <= bottom
      && Double(mark.height) <= limit && Double(mark.width) <= limit
      && 3 * centre >= 2 * (2 * top + bottom) && 3 * centre <= 2 * (top + 2 * bottom)
  }

  /// `line` cut in two where a run of words in another ink follows or leads the rest. The line
  /// must hold ``inkRunLetters`` letters (``letters(in:)``) in glyphs without a plateau; the run
  /// is the glyphs from that end in the ink of the glyph at the end (within ``inkTolerance``),
  /// at least ``inkRunLetters`` letters, standing a word space (``inkRunGap`` of the line's
  /// height) or more from the rest, when the glyph at the end is in another ink than the line's
  /// strongest measured glyph:
  /// - measured itself, in a colour more than ``inkTolerance`` from that glyph's: a grey clock
  ///   and "Sep 12" before a darker comment count at 1x;
  /// - without a plateau, less than ``thinWordInkShare`` of the way along that glyph's axis: a
  ///   paler ink. Each of its glyphs, a stem that covers no pixel fully, may chain as a thinner
  ///   stroke of the stronger ink (a "1" after a bold name), and the rest of its word chains to
  ///   it in its own ink; together they are a grey "1 hour ago" after a dark "alice-w" at 1x;
  /// - or without a plateau, beyond that glyph's ink by more than ``inkTolerance``: a stronger
  ///   ink. A glyph without a plateau reads paler than its ink, never stronger; a dark
  ///   "Thursday" at 1x chained as a thin stroke of the grey "Locked note" after it is in an
  ///   ink of its own.
  ///
  /// `nil` when there is no such run.
  static func otherInkRun(_ line: [Int], glyphs: [GlyphCandidate]) -> (
    rest: [Int], other: [Int]
  )? {
    // The strongest measured glyph, and how many letters lie in glyphs without a plateau: most
    // lines at 2x and 3x are measured throughout and stop here.
    var strong: Int?
    var unmeasured = 0
    for k in line where !glyphs[k].isSpeck {
      if !glyphs[k].ink.isMeasured {
        unmeasured += letters(in: glyphs[k].bbox)
      } else if strong.map({ glyphs[k].ink.reach > glyphs[$0].ink.reach }) ?? true {
        strong = k
      }
    }
    guard let strong, unmeasured >= inkRunLetters else { return nil }
    let ink = glyphs[strong].ink
    let axis = ink.foreground - ink.background
    let length2 = (axis * axis).sum()
    guard length2 > 0 else { return nil }
    let along = { (k: Int) -> Double in
      ((glyphs[k].ink.foreground - ink.background) * axis).sum() / length2
    }
    // ``inkTolerance`` levels past the ink on the channel that changes most along the axis.
    let beyond = 1 + inkTolerance / max(abs(axis.x), abs(axis.y), abs(axis.z))
    let differs = { (k: Int, from: SIMD3<Double>) -> Bool in
      let d = glyphs[k].ink.foreground - from
      return max(abs(d.x), abs(d.y), abs(d.z)) > inkTolerance
    }
    // Whether a glyph at an end of the line is in another ink: measured in another colour, or
    // without a plateau and paler or stronger than the strongest ink can read.
    let isOther = { (k: Int) -> Bool in
      glyphs[k].ink.isMeasured
        ? differs(k, ink.foreground)
        : along(k) < thinWordInkShare || along(k) > beyond
    }
    let order = line.filter { !glyphs[$0].isSpeck }.sorted {
      (glyphs[$0].bbox.x, $0) < (glyphs[$1].bbox.x, $1)
    }
    let height = Double(
      order.map { glyphs[$0].bbox.maxY }.max()! - order.map { glyphs[$0].bbox.y }.min()!)
    // A run at the line's end, then at its start: the glyphs in the ink of the one at the end.
    for leading in [false, true] {
      let ends = leading ? order : order.reversed()
      guard isOther(ends[0]) else { continue }
      let first = glyphs[ends[0]].ink.foreground
      let run = Array(ends.prefix { !differs($0, first) })
      guard run.reduce(0, { $0 + letters(in: glyphs[$1].bbox) }) >= inkRunLetters,
        run.count < ends.count
      else { continue }
      let last = glyphs[run[run.count - 1]].bbox
      let next = glyphs[ends[run.count]].bbox
      let gap = leading ? next.x - last.maxX : last.x - next.maxX
      guard Double(gap) >= inkRunGap * height else { continue }
      let runSet = Set(run)
      let isRest = { (k: Int) in
        !runSet.contains(k)
          && (leading ? glyphs[k].bbox.x >= next.x : glyphs[k].bbox.maxX <= next.maxX)
      }
      return (line.filter(isRest), line.filter { !isRest($0) })
    }
    return nil
  }

  /// Checks whether glyphs `a` and `b` chain into one line: rows shared, heights alike, a gap
  /// of at most ``maximumGap`` heights (times `gapFactor`), the backgrounds where they face
  /// each other one surface, and compatible inks. Always inlined: the chaining loops call it for
  /// every pair of glyphs in reach, and as a call it copied both glyph records each time
  /// (measured: a 3x wallpaper screen 0.39 → 0.65 s).
  @inline(__always)
  static func linkable(_ a: GlyphCandidate, _ b: GlyphCandidate, gapFactor: Double = 1) -> Bool {
    // Cheapest test first: glyphs on different rows share no pixel row.
    guard min(a.bbox.maxY, b.bbox.maxY) > max(a.bbox.y, b.bbox.y) else { return false }
    let ha = Double(a.bbox.height)
    let hb = Double(b.bbox.height)
    guard max(ha, hb) <= maximumHeightRatio * min(ha, hb) else { return false }
    let overlap = Double(min(a.bbox.maxY, b.bbox.maxY) - max(a.bbox.y, b.bbox.y))
    guard overlap >= minimumOverlap * min(ha, hb) else { return false }
    let gap = Double(max(a.bbox.x, b.bbox.x) - min(a.bbox.maxX, b.bbox.maxX))
    guard gap <= gapFactor * maximumGap * max(ha, hb) else { return false }
    // Compare the backgrounds where the glyphs face each other, so a line over a gradient chains.
    let (left, right) = a.bbox.x <= b.bbox.x ? (a, b) : (b, a)
    guard
      PackedColor.distance(left.rightBackground, right.leftBackground)
        <= FlatRegions.sameSurfaceTolerance
    else { return false }
    return inksCompatible(a.ink, b.ink, allowThin: true, boxes: (a.bbox, b.bbox))
  }

  /// Same ink colour, or a glyph without a plateau lying on the other's background→ink axis (a
  /// thinner stroke of the same colour reads as a paler shade of it), at least
  /// ``thinInkShare`` of the way along it, or ``thinWordInkShare`` when `boxes` (the glyphs'
  /// boxes, in the order of `a` and `b`) show that glyph as wide as a word whose letters touch.
  static func inksCompatible(
    _ a: ColorEstimate, _ b: ColorEstimate, allowThin: Bool, boxes: (PixelRect, PixelRect)? = nil
  ) -> Bool {
    let delta = a.foreground - b.foreground
    let difference = max(abs(delta.x), abs(delta.y), abs(delta.z))
    if difference <= inkTolerance { return true }
    guard allowThin else { return false }
    let (strong, weak) = a.reach >= b.reach ? (a, b) : (b, a)
    if weak.isMeasured { return false }
    // A word's letters touching leave it without a plateau at 1x; its ink is still far along.
    let weakBox = boxes.map { a.reach >= b.reach ? $0.1 : $0.0 }
    let thinShare =
      weakBox.map { Double($0.width) >= GlyphKindRule.wordAspect * Double($0.height) } ?? false
      ? thinWordInkShare : thinInkShare
    let axis = strong.foreground - strong.background
    let length2 = (axis * axis).sum()
    guard length2 > 0 else { return false }
    let v = weak.foreground - strong.background
    let t = (v * axis).sum() / length2
    let perpendicular = v - t * axis
    let distance = (perpendicular * perpendicular).sum().squareRoot()
    // Empirical: 12 levels or 12 % of the axis length off the axis.
    return t >= thinShare && t <= 1.05 && distance <= max(12, 0.12 * length2.squareRoot())
  }
}

extension GlyphCandidate {
  /// Per-channel medians of the brackets at the component's outer left and right ends, row by
  /// row (the first span's left bracket and the last span's right one on each row, where they
  /// border a background region); `fallback` for a side without any.
  ///
  /// The channels are gathered straight into `workspace`'s scratch buffer (at most one value
  /// per span and side) and their medians selected there: no allocation per glyph, where the
  /// lists and their medians took six or more. ``referenceEdgeBackgrounds(spans:indices:fallback:)``
  /// is the plain version.
  static func edgeBackgrounds(
    spans: InkSpans, indices: [Int], fallback: UInt32, workspace: ColorEstimate.Workspace
  ) -> (left: UInt32, right: UInt32) {
    let n = indices.count
    // Left channels in the first three blocks of `n`, right ones in the next three; a seventh
    // block is the selection's second buffer.
    let values = workspace.floats.reserve(7 * n)
    let spare = values + 6 * n
    var lefts = 0
    var rights = 0
    @inline(__always) func put(_ c: UInt32, _ block: Int, _ i: Int) {
      values[block * n + i] = Float(PackedColor.red(c))
      values[(block + 1) * n + i] = Float(PackedColor.green(c))
      values[(block + 2) * n + i] = Float(PackedColor.blue(c))
    }
    var row = -1
    var hasRight = false
    var right: UInt32 = 0
    for s in indices {
      let y = Int(spans.y[s])
      if y != row {
        if hasRight {
          put(right, 3, rights)
          rights += 1
        }
        row = y
        if spans.leftRegion[s] >= 0 {
          put(spans.leftColor[s], 0, lefts)
          lefts += 1
        }
      }
      hasRight = spans.rightRegion[s] >= 0
      right = spans.rightColor[s]
    }
    if hasRight {
      put(right, 3, rights)
      rights += 1
    }
    // Per-channel medians (the upper one of an even count), as ``median(_:)`` finds them.
    // Most edge colours are the glyph's dominant background (`fallback`): where the values
    // below its channel and equal to it span the middle position, the median is that channel
    // exactly (one branch-free count instead of a selection).
    func median(_ block: Int, _ count: Int) -> UInt32 {
      guard count > 0 else { return fallback }
      let middle = count / 2
      @inline(__always) func channel(_ offset: Int, _ candidate: Int) -> Int {
        let base = values + block * n + offset
        let c = Float(candidate)
        var below = 0
        var equal = 0
        for i in 0..<count {
          below &+= bit(base[i] < c)
          equal &+= bit(base[i] == c)
        }
        if below <= middle && middle < below + equal { return candidate }
        // A handful by counting, more by branch-free partitions (see `OrderStatistic`).
        return Int(
          count <= 16
            ? OrderStatistic.value(middle, in: base, count: count)
            : OrderStatistic.selectPair(middle, in: base, spare: spare, count: count).value)
      }
      return PackedColor.pack(
        r: channel(0, PackedColor.red(fallback)), g: channel(n, PackedColor.green(fallback)),
        b: channel(2 * n, PackedColor.blue(fallback)))
    }
    return (median(0, lefts), median(3, rights))
  }

  /// Reference: ``edgeBackgrounds(spans:indices:fallback:workspace:)`` from lists of colours.
  static func referenceEdgeBackgrounds(spans: InkSpans, indices: [Int], fallback: UInt32) -> (
    left: UInt32, right: UInt32
  ) {
    var lefts: [UInt32] = []
    var rights: [UInt32] = []
    var row = -1
    var pendingRight: UInt32? = nil
    for s in indices {
      let y = Int(spans.y[s])
      if y != row {
        if let r = pendingRight { rights.append(r) }
        pendingRight = nil
        row = y
        if spans.leftRegion[s] >= 0 { lefts.append(spans.leftColor[s]) }
      }
      pendingRight = spans.rightRegion[s] >= 0 ? spans.rightColor[s] : nil
    }
    if let r = pendingRight { rights.append(r) }
    return (median(lefts) ?? fallback, median(rights) ?? fallback)
  }

  /// Per-channel medians (the upper one of an even count), by selection in one scratch buffer.
  static func median(_ colors: [UInt32]) -> UInt32? {
    guard !colors.isEmpty else { return nil }
    let n = colors.count
    let values = UnsafeMutablePointer<Float>.allocate(capacity: 3 * n)
    defer { values.deallocate() }
    for (i, c) in colors.enumerated() {
      values[i] = Float(PackedColor.red(c))
      values[n + i] = Float(PackedColor.green(c))
      values[2 * n + i] = Float(PackedColor.blue(c))
    }
    return PackedColor.pack(
      r: Int(OrderStatistic.select(n / 2, in: values, count: n)),
      g: Int(OrderStatistic.select(n / 2, in: values + n, count: n)),
      b: Int(OrderStatistic.select(n / 2, in: values + 2 * n, count: n)))
  }

  /// Reference: per-channel medians by sorting.
  static func referenceMedian(_ colors: [UInt32]) -> UInt32? {
    guard !colors.isEmpty else { return nil }
    func mid(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }
    return PackedColor.pack(
      r: mid(colors.map(PackedColor.red)), g: mid(colors.map(PackedColor.green)),
      b: mid(colors.map(PackedColor.blue)))
  }
}
