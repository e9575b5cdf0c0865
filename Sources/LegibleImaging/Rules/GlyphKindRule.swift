/// Rule `glyph-kind`: whether a lone glyph (one not chained into a line of text) is judged as
/// text (WCAG 1.4.3), as a non-text graphic such as an icon (1.4.11, 3:1), or both ways when its
/// pixels cannot tell.
///
/// In order, first match wins:
/// 1. Two stacked bars: an `=` sign or an icon, judged both ways. Three or more (a
///    "hamburger" menu icon), or three or more parts that stand apart joined as one icon (an
///    ellipsis's dots, a sun's disc and rays): an icon. Two parts one above the other go on to
///    the cases below: an `i` or `!` seen alone is two parts too.
/// 2. A chevron — a single stroke bent once in its middle, pointing left, right (`‹ ›`, the
///    disclosure indicator) or, when at least 1.4 times as wide as tall, up or down: an icon.
///    Navigation and disclosure chevrons are graphics, and a lone `›` conveys the same. So is a
///    check mark (`✓`): a stroke down to a turn in the left half and up, higher, to the right,
///    a plus (``isPlus(_:)``: an add button's) and a solid triangle (`▼`, `▶`:
///    ``isSolidTriangle(_:)``).
/// 3. A row of one shape repeated, touching (rating stars tip to tip): icons; so are dots in
///    a row blurred into one shape shorter than any word (``mayBeRowOfDots(_:cssHeight:)``: a
///    "more" button's `•••`), and a bar level with a plus beside it (a stepper's minus,
///    ``MinimumSizeRule/isMinus(_:pluses:)``). Then twice as wide as tall or more: a word
///    whose letters touch (`Pro` is 2.0; a chevron 0.6, most icons 0.8–1.3), unless every row
///    of it is one run of ink: a solid bar or pane (a battery's body) holds no letters, and
///    goes on to the cases below. So is one (not solid) 1.5 times as wide as tall or more
///    whose rows hold four runs of ink or more at the median
///    (``hasStemsOfAWord(_:background:in:)``, at 2x or more): the stems of letters set
///    closer than a background run at 3x ("Night" in a condensed face, its ascenders and
///    descender making it 1.95).
/// 4. A solid blob (fill ≥ 0.6) at least 12 CSS px tall (filled circles, hearts, play
///    triangles), or any glyph at least 14 CSS px tall (a lone character that tall comes from a
///    font of 20 px or more, cap height ≈ 0.7 em; icons fill 16–24 px boxes): an icon — but
///    one standing in a row of text of its own height (``inRowsOfText(_:isLine:)``: a week
///    strip's one-digit dates beside "10" and "11") is a character or an icon, judged both ways,
///    and so is one centred on a disc of its background (``isCentredOnDisc(_:background:in:)``:
///    an avatar's monogram, "P", or a round button's icon).
/// 5. Otherwise the shape alone cannot tell `×` from a close icon: narrow ones (aspect ≤ 0.7)
///    read as characters, the rest as icons, and both are judged both ways (`shortText`).
enum GlyphKindRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "glyph-kind"

  /// What the rule decided.
  struct Decision: Sendable, Hashable {
    var kind: ScanFinding.Kind
    var couldBeText: Bool
    var couldBeNonText: Bool
    /// Which case of the rule decided, in words.
    var why: String
  }

  /// What the rule looks at.
  struct Input {
    var box: PixelRect
    /// Glyph height in CSS px, or `nil` when the scale is unknown.
    var cssHeight: Double?
    /// Number of components in the group (the glyph and any parts nested inside it).
    var memberCount: Int
    /// Share of the box the largest component covers.
    var fill: Double
    /// Known stacked bars.
    var isStackedBars: Bool
    /// The group's ink.
    var mask: GlyphMask
    /// Joined from three or more parts that stand apart
    /// (``TextLines/iconsOfParts(lone:solidLines:glyphs:largestIcon:isWord:isLabel:)``,
    /// ``TextLines/ellipses(lone:glyphs:largestIcon:)``).
    var isMadeOfParts = false
    /// Standing in a row of text of its own height (``inRowsOfText(_:isLine:)``).
    var isInRowOfText = false
    /// Centred on a disc of its background (``isCentredOnDisc(_:background:in:)``).
    var isOnDisc = false
    /// Shorter than any word, and parts in a row blurred into one shape
    /// (``mayBeRowOfDots(_:cssHeight:)``, ``MinimumSizeRule/isRowOfParts(_:background:in:)``),
    /// with no line of text beside it (``MinimumSizeRule/isBeside(_:lines:)``): the dots that
    /// stand for a card's hidden digits ("Visa •••• 4411") are characters of their line.
    var isRowOfDots = false
    /// A bar level with a plus beside it: a stepper's minus
    /// (``MinimumSizeRule/isMinus(_:pluses:)``).
    var isMinus = false
    /// At least ``stemmedWordAspect`` times as wide as tall with the stems of a word
    /// (``hasStemsOfAWord(_:background:in:)``), read at 2x or more.
    var hasStemsOfAWord = false
  }

  /// Least height of a word, in CSS px: 5, the x-height (about half an em) of 10 px type, the
  /// smallest an interface sets; a word of lowercase letters without ascenders is that tall.
  static let minimumWordHeight = 5.0

  /// Whether a lone glyph in `box`, `cssHeight` CSS px tall, is wide enough for a word
  /// (``wordAspect``) yet shorter than any (``minimumWordHeight``): a "more" button's `•••`,
  /// whose dots blur into one shape, when its middle row returns to the background between
  /// them.
  static func mayBeRowOfDots(_ box: PixelRect, cssHeight: Double?) -> Bool {
    guard let css = cssHeight else { return false }
    return Double(box.width) >= wordAspect * Double(box.height) && css < minimumWordHeight
  }

  /// Smallest aspect (width ÷ height) of a word whose letters touch (see case 3).
  static let wordAspect = 2.0
  /// Smallest aspect of a word whose letters touch, told by its stems
  /// (``hasStemsOfAWord(_:background:in:)``, case 3): 1.5 (a four-letter word with an ascender and
  /// a descender is about 2; toolbar and tab-bar icons are 0.8–1.3).
  static let stemmedWordAspect = 1.5
  /// Fewest runs of ink in the median row of a word told by its stems (case 3): 4 (two
  /// letters' stems; a bar-chart or signal icon's bars number 3–4 in only some of its rows).
  static let wordStems = 4

  /// Whether the median of the rows of `box` in `image` that hold ink (pixels off
  /// `background` by more than ``FlatRegions/sameSurfaceTolerance``) holds at least
  /// ``wordStems`` stretches of it: the stems of several letters side by side. Read from the
  /// pixels, since the row pass joins ink across gaps shorter than a background run.
  static func hasStemsOfAWord(_ box: PixelRect, background: UInt32, in image: ScanImage) -> Bool {
    let counts = (box.y..<box.maxY).map {
      image.inkStretches(row: $0, columns: box.x..<box.maxX, background: background)
    }.filter { $0 > 0 }.sorted()
    guard !counts.isEmpty else { return false }
    return counts[counts.count / 2] >= wordStems
  }
  /// Fill from which a lone blob is solid, and the CSS height from which a solid blob is an
  /// icon (case 4; empirical: filled UI glyphs fill 0.6 or more of their box, letters 0.2–0.5).
  static let solidFill = 0.6
  static let solidIconHeight = 12.0
  /// CSS height from which any lone glyph is an icon (case 4).
  static let iconHeight = 14.0
  /// Smallest height in pixels of a row of one shape repeated (case 3): 12, a rating star at 1x.
  /// Lower, a pixel of slack swamps the shape ("min" at 1x, 8 px, reads as three stems alike).
  static let minimumRepeatHeight = 12
  /// Largest share of a row of one shape's box its ink fills (case 3; geometric: a five-pointed
  /// star fills 33 % of its box, a heart 61 %). A bar with letters cut out of it (white text on
  /// a selection's highlight, 84 % at 1x) is alike in every cell, since its thin cut-outs lie
  /// within a pixel of ink, but is no row of shapes.
  static let maximumRepeatFill = 0.7
  /// Largest aspect of a glyph read as a character rather than an icon (case 5).
  static let characterAspect = 0.7

  /// How much further than the nearest the farthest edge of the disc a glyph sits on may lie,
  /// of the distances from the glyph's centre in 8 directions: 12 % (a circle drawn at 2x and
  /// 3x: within a pixel or two of 40–80; an app icon's rounded square, corners a fifth of its
  /// side, 23 % further at its corners than at its sides).
  static let discRoundness = 0.12
  /// The range of a disc's radius, in glyph heights: 1.2–2.5 (measured: avatars' monograms,
  /// "P" in a 120 px disc 37 px tall, 1.6; "PS" in a 162 px disc 48 px tall, 1.7; a card or a
  /// page around a glyph is far wider).
  static let discRadius = 1.2...2.5

  /// Whether the glyph in `box` is centred on a disc of `background`: from its centre, in 8
  /// directions, the surface that starts just outside the glyph in `background` (within
  /// ``FlatRegions/sameSurfaceTolerance``) ends, at a step of more than that over two pixels,
  /// at about one distance (``discRoundness``) in ``discRadius`` glyph heights.
  static func isCentredOnDisc(_ box: PixelRect, background: UInt32, in image: ScanImage) -> Bool {
    let (cx, cy) = (Double(box.x) + Double(box.width) / 2, Double(box.y) + Double(box.height) / 2)
    let h = Double(box.height)
    // Rays run a fifth past the largest radius, so a rim there is still seen.
    let limit = discRadius.upperBound * h * 1.2
    func pixel(_ dx: Double, _ dy: Double, _ r: Double) -> UInt32? {
      let (x, y) = (Int((cx + dx * r).rounded(.down)), Int((cy + dy * r).rounded(.down)))
      guard x >= 0, y >= 0, x < image.width, y < image.height else { return nil }
      return image.rgb(x, y)
    }
    // The distance to the rim along (dx, dy): from just outside the glyph's box (its own ink is
    // no edge), on the surface, to a step off it over two pixels, the width of an anti-aliased
    // rim (a monogram's disc may be shaded top to bottom, so the step is local).
    func rim(_ dx: Double, _ dy: Double) -> Double? {
      var r =
        min(
          abs(dx) > 0.01 ? Double(box.width) / 2 / abs(dx) : .infinity,
          abs(dy) > 0.01 ? h / 2 / abs(dy) : .infinity) + 1
      guard let start = pixel(dx, dy, r),
        PackedColor.distance(start, background) <= FlatRegions.sameSurfaceTolerance
      else { return nil }
      var (twoBack, oneBack) = (start, start)
      while r <= limit {
        r += 1
        guard let here = pixel(dx, dy, r) else { return nil }
        if PackedColor.distance(here, twoBack) > FlatRegions.sameSurfaceTolerance { return r }
        (twoBack, oneBack) = (oneBack, here)
      }
      return nil
    }
    let d = 0.5.squareRoot()
    var radii: [Double] = []
    for (dx, dy) in [(1, 0), (d, d), (0, 1), (-d, d), (-1, 0), (-d, -d), (0, -1), (d, -d)] {
      guard let r = rim(dx, dy) else { return false }
      radii.append(r)
    }
    let mean = radii.reduce(0, +) / 8
    return discRadius.contains(mean / h) && radii.max()! <= (1 + discRoundness) * radii.min()!
  }

  static func decide(_ input: Input) -> Decision {
    let aspect = Double(input.box.width) / Double(max(1, input.box.height))
    let css = input.cssHeight ?? 0
    if input.isStackedBars && bars(input.mask) == 2 {
      return Decision(
        kind: .nonText, couldBeText: true, couldBeNonText: true,
        why: "two stacked bars: an = sign or an icon")
    }
    if input.isStackedBars || input.isMadeOfParts {
      return Decision(
        kind: .nonText, couldBeText: false, couldBeNonText: true,
        why: input.isStackedBars ? "stacked bars" : "an icon of parts that stand apart")
    }
    if isChevron(input.mask) {
      return Decision(kind: .nonText, couldBeText: false, couldBeNonText: true, why: "chevron")
    }
    if isCheckMark(input.mask) {
      return Decision(kind: .nonText, couldBeText: false, couldBeNonText: true, why: "check mark")
    }
    if isPlus(input.mask) {
      return Decision(
        kind: .nonText, couldBeText: false, couldBeNonText: true, why: "a plus: an add icon")
    }
    if isSolidTriangle(input.mask) {
      return Decision(
        kind: .nonText, couldBeText: false, couldBeNonText: true,
        why: "a solid triangle: an arrow or a play icon")
    }
    if isRowOfRepeats(input.mask) {
      return Decision(
        kind: .nonText, couldBeText: false, couldBeNonText: true, why: "a row of one shape")
    }
    if input.isMinus {
      return Decision(
        kind: .nonText, couldBeText: false, couldBeNonText: true,
        why: "a bar level with a plus: a stepper's minus")
    }
    if input.isRowOfDots {
      return Decision(
        kind: .nonText, couldBeText: false, couldBeNonText: true,
        why: "dots in a row, shorter than any word: a more button")
    }
    if (aspect >= wordAspect || (aspect >= stemmedWordAspect && input.hasStemsOfAWord))
      && !isSolidBlob(input.mask)
    {
      return Decision(
        kind: .text, couldBeText: true, couldBeNonText: false, why: "wide: letters that touch")
    }
    let solid = input.memberCount == 1 && input.fill >= solidFill && css >= solidIconHeight
    if solid || css >= iconHeight {
      if input.isOnDisc {
        return Decision(
          kind: .nonText, couldBeText: true, couldBeNonText: true,
          why: "centred on a disc: a monogram or an icon")
      }
      let character = !solid && input.isInRowOfText
      return Decision(
        kind: .nonText, couldBeText: character, couldBeNonText: true,
        why: solid
          ? "solid blob" : character ? "icon-sized, in a row of text of its height" : "icon-sized")
    }
    if aspect <= characterAspect {
      return Decision(
        kind: .text, couldBeText: true, couldBeNonText: true, why: "narrow: a character or icon")
    }
    return Decision(
      kind: .nonText, couldBeText: true, couldBeNonText: true, why: "squarish: an icon or character"
    )
  }

  /// The indices of `boxes` (lines of text and lone glyphs, `isLine` telling which) that stand
  /// in a row of text: boxes whose tops and bottoms lie within a pixel of their neighbour's,
  /// each within ``RepeatedPatternRule/rowReach`` of the taller one's height of the next,
  /// chained (a week strip's dates stand 3.3 digit heights apart: iOS's 55 pt columns, 17 pt
  /// digits), where the row holds a line of text or at least ``narrowRowCount`` lone glyphs
  /// no wider than ``narrowAspect`` of their height (a week strip of one-digit dates only).
  /// Digits and capitals of one font share one top and one bottom (lining figures, cap height
  /// on the baseline); an icon beside a label is centred on it, seldom exactly as tall, a tab
  /// bar's icons stand over their labels, not beside them, and a toolbar's are squarish.
  static func inRowsOfText(_ boxes: [PixelRect], isLine: [Bool]) -> Set<Int> {
    var byTop: [Int: [Int]] = [:]
    for i in boxes.indices { byTop[boxes[i].y, default: []].append(i) }
    var rows = UnionFind(count: boxes.count)
    for i in boxes.indices {
      let box = boxes[i]
      for top in box.y - 1...box.y + 1 {
        for j in byTop[top] ?? [] where j > i {
          let other = boxes[j]
          let reach = Int(RepeatedPatternRule.rowReach * Double(max(box.height, other.height)))
          if abs(other.maxY - box.maxY) <= 1
            && max(other.x - box.maxX, box.x - other.maxX) <= reach
          {
            rows.union(i, j)
          }
        }
      }
    }
    var narrow: [Int: Int] = [:]
    for i in boxes.indices
    where !isLine[i] && Double(boxes[i].width) <= narrowAspect * Double(boxes[i].height) {
      narrow[rows.find(i), default: 0] += 1
    }
    let rowsWithText = Set(
      boxes.indices.filter { isLine[$0] }.map { rows.find($0) }
        + narrow.filter { $0.value >= narrowRowCount }.keys)
    return Set(boxes.indices.filter { !isLine[$0] && rowsWithText.contains(rows.find($0)) })
  }

  /// Largest width of a lone glyph, as a share of its height, that counts towards a row of
  /// characters: 0.75. Lining digits are 0.55–0.65 as wide as tall (DejaVu Sans, SF Pro,
  /// Roboto) and most capitals under 0.75; toolbar and tab-bar icons are squarish (0.8–1.3).
  static let narrowAspect = 0.75
  /// Fewest such narrow lone glyphs on one top and bottom that make a row of characters: three
  /// (a week strip shows seven dates; two arrows, `‹` and `›`, are a pager's).
  static let narrowRowCount = 3

  /// Whether the ink is a check mark: a box wider than tall, every column crossed once by a
  /// thin stroke, whose centre falls steadily from the left end to a turn between a fifth and a
  /// half of the way across (by at least a quarter of the height the centre can travel: the
  /// box's less the stroke's) and rises steadily from there to the right end, which stands at
  /// least a fifth of that height above the left end. A `v` turns in its middle with its ends
  /// level; `√` and `✓` as characters are drawn the same.
  static func isCheckMark(_ mask: GlyphMask) -> Bool {
    guard mask.width >= 5 && mask.height >= 4 && mask.width >= mask.height else { return false }
    let columns = mask.columnRuns
    var centres: [Double] = []
    var wide = 0
    for runs in columns {
      guard runs.count == 1 else { return false }
      if Double(runs[0].end - runs[0].start) > 0.5 * Double(mask.height) { wide += 1 }
      centres.append(Double(runs[0].start + runs[0].end) / 2)
    }
    let w = centres.count
    guard Double(wide) <= 0.25 * Double(w) else { return false }
    let turn = centres.indices.max { (centres[$0], -$0) < (centres[$1], -$1) }!
    let position = Double(turn) / Double(w - 1)
    // The height the stroke's centre can travel: the box less the stroke's median thickness.
    let thickness = columns.map { $0[0].end - $0[0].start }.sorted()[w / 2]
    let h = Double(mask.height - thickness)
    guard position >= 0.2 && position <= 0.5,
      centres[turn] - centres[0] >= 0.25 * h, centres[0] - centres[w - 1] >= 0.2 * h
    else { return false }
    for x in 1..<w {
      let step = centres[x] - centres[x - 1]
      if x <= turn ? step < -1 : step > 1 { return false }
    }
    return true
  }

  /// Whether a small mask (at most ``blurredCheckHeight`` rows) is a check mark whose strokes
  /// anti-aliasing has blurred together, as at 1x (an 8×7 tick in a 16 px checkbox fills most
  /// of its box, so ``isCheckMark(_:)``'s stroke test fails): at least as wide as tall, its
  /// bottom row's ink centred a fifth to 0.55 of the way across, its top row's ink all in its
  /// right half, its left column's ink below its top third, and its right column's ink from the
  /// top row to no lower than half a pixel below the middle. A `v` or a `y` has ink at both ends
  /// of its top row, a `/` its foot at the left edge, a `J` its stem down the right side.
  static func isBlurredCheckMark(_ mask: GlyphMask) -> Bool {
    let (w, h) = (mask.width, mask.height)
    guard w >= 5, h >= 4, h <= blurredCheckHeight, w >= h else { return false }
    let rows = mask.rowRuns
    let columns = mask.columnRuns
    guard let top = rows.first, let bottom = rows.last, let left = columns.first,
      let right = columns.last, let topStart = top.first?.start,
      let bottomStart = bottom.first?.start, let bottomEnd = bottom.last?.end,
      let leftStart = left.first?.start, let rightStart = right.first?.start,
      let rightEnd = right.last?.end
    else { return false }
    let foot = Double(bottomStart + bottomEnd) / 2 / Double(w)
    return foot >= 0.2 && foot <= 0.55 && 2 * topStart >= w && 3 * leftStart >= h
      && rightStart == 0 && 2 * rightEnd <= h + 1
  }
  /// Tallest mask ``isBlurredCheckMark(_:)`` reads: 10 px (a 1x checkbox's tick is 7–9 px tall;
  /// at 2x its strokes stay apart and ``isCheckMark(_:)`` reads it).
  static let blurredCheckHeight = 10

  /// Whether `mask` is one shape repeated side by side, touching: cut into equal cells each
  /// 0.7–1.4 times as wide as the mask is tall, at least ``TextLines/minimumRepeats`` cells from
  /// the left match the first (ink within a pixel, at most ``TextLines/repeatDifference`` apart,
  /// after a pixel's shift either way), its ink filling at most ``maximumRepeatFill`` of the
  /// box. A rating's last star, half filled, may differ; a word's letters do.
  static func isRowOfRepeats(_ mask: GlyphMask) -> Bool {
    let h = Double(mask.height)
    guard mask.height >= minimumRepeatHeight, Double(mask.width) >= 2 * h,
      Double(mask.inkCount) <= maximumRepeatFill * Double(mask.width * mask.height)
    else { return false }
    for cells in TextLines
      .minimumRepeats...max(TextLines.minimumRepeats, Int(Double(mask.width) / (0.7 * h)))
    {
      let cell = Double(mask.width) / Double(cells)
      guard cell >= 0.7 * h && cell <= 1.4 * h else { continue }
      let width = Int(cell.rounded(.down))
      let first = mask.columns(from: 0, width: width)
      var alike = 1
      for n in 1..<cells {
        let start = Int((cell * Double(n)).rounded())
        guard
          (-1...1).contains(where: {
            first.isSameShape(as: mask.columns(from: start + $0, width: width))
          })
        else { break }
        alike += 1
      }
      if alike >= TextLines.minimumRepeats { return true }
    }
    return false
  }

  /// How many bands of rows with ink `mask` holds, top to bottom: of stacked bars, one a bar.
  static func bars(_ mask: GlyphMask) -> Int {
    var count = 0
    var inBar = false
    for runs in mask.rowRuns {
      if !runs.isEmpty && !inBar { count += 1 }
      inBar = !runs.isEmpty
    }
    return count
  }

  /// Whether the ink is a solid triangle pointing up, down (`▲ ▼`, a pop-up's arrow) or,
  /// along the columns, left or right (`◀ ▶`, a play button): every row one run, the runs
  /// narrowing steadily (each within ``triangleSlack`` of the straight line from the widest to
  /// the narrowest) to a third of the widest or less, over at least four rows. No letter is one:
  /// `T`, `7` and `L` narrow at once, not steadily; `V` and `A` hold two runs a row; `/` and
  /// `I` do not narrow; a dot widens again.
  static func isSolidTriangle(_ mask: GlyphMask) -> Bool {
    narrowsSteadily(mask.rowRuns) || narrowsSteadily(mask.columnRuns)
  }

  /// Largest distance of a triangle's run from the straight line its widths follow: 1.5 px or
  /// 12 % of the widest run (anti-aliasing moves an edge by a pixel either side).
  static let triangleSlack = (pixels: 1.5, share: 0.12)

  private static func narrowsSteadily(_ rows: [[(start: Int, end: Int)]]) -> Bool {
    let filled = rows.filter { !$0.isEmpty }
    guard filled.count >= 4, filled.allSatisfy({ $0.count == 1 }) else { return false }
    var widths = filled.map { Double($0[0].end - $0[0].start) }
    if widths[0] < widths[widths.count - 1] { widths.reverse() }
    let (widest, narrowest) = (widths[0], widths[widths.count - 1])
    guard widest >= 3 * max(1, narrowest) else { return false }
    let slack = max(triangleSlack.pixels, triangleSlack.share * widest)
    let last = Double(widths.count - 1)
    return widths.indices.allSatisfy { i in
      abs(widths[i] - (widest + (narrowest - widest) * Double(i) / last)) <= slack
    }
  }

  /// Whether `mask` is a plus, both ways: along its rows and along its columns, every row holds
  /// one run, those at least 0.8 of the width are one band through the middle (its centre
  /// within 0.15 of the height of the box's) no more than 0.4 of the rows, and the rest are a
  /// bar at most 0.4 of the width wide, centred (within 0.1 of the width). A `t`'s cross bar is
  /// high and its stem to the left; a `T`'s bar is its top.
  static func isPlus(_ mask: GlyphMask) -> Bool {
    func crossedInTheMiddle(_ m: GlyphMask) -> Bool {
      let rows = m.rowRuns
      guard m.width >= 5, m.height >= 5, rows.allSatisfy({ $0.count == 1 }) else { return false }
      let (w, h) = (Double(m.width), Double(m.height))
      let band = rows.indices.filter { Double(rows[$0][0].end - rows[$0][0].start) >= 0.8 * w }
      guard let first = band.first, let last = band.last, last - first + 1 == band.count,
        Double(band.count) <= 0.4 * h,
        abs(Double(first + last + 1) / 2 - h / 2) <= 0.15 * h
      else { return false }
      return rows.indices.allSatisfy { y in
        let run = rows[y][0]
        return band.contains(y)
          || (Double(run.end - run.start) <= 0.4 * w
            && abs(Double(run.start + run.end) / 2 - w / 2) <= 0.1 * w)
      }
    }
    return crossedInTheMiddle(mask) && crossedInTheMiddle(mask.transposed)
  }

  /// Whether every row of `mask` (not empty) holds one run of ink: a solid blob, never a word.
  static func isSolidBlob(_ mask: GlyphMask) -> Bool {
    mask.height > 0 && mask.rowRuns.allSatisfy { $0.count <= 1 }
  }

  /// Whether the ink is one stroke bent once near its middle: `›` or `‹` along the rows, or (in
  /// a box at least 1.4 times as wide as tall, so a letter `v` or `^` is not one) `⌄` or `⌃`
  /// along the columns.
  static func isChevron(_ mask: GlyphMask) -> Bool {
    guard mask.width >= 3 && mask.height >= 5 else { return false }
    if isSideways(mask) { return true }
    return Double(mask.width) >= 1.4 * Double(mask.height) && isSideways(mask.transposed)
  }

  /// `›` or `‹`: every row holds one narrow run (a thin stroke crosses each row once; the two
  /// arms meet at the tip), and the runs' centres move steadily one way to a turn in the middle
  /// third and steadily back, by at least a quarter of the height, ending near where they
  /// started. Round letters fail: `C`, `(` and `)` turn too but their top and bottom rows are
  /// wide runs or their centres move too little; `7`, `1`, `/` never turn; `3`, `S` turn twice.
  static func isSideways(_ mask: GlyphMask) -> Bool {
    let h = mask.height
    let rows = mask.rowRuns
    // One run per row, narrow: at most half the box except at the tip (two arms merging).
    var centres: [Double] = []
    var wide = 0
    for runs in rows {
      guard runs.count == 1 else { return false }
      let run = runs[0]
      if Double(run.end - run.start) > 0.5 * Double(mask.width) { wide += 1 }
      centres.append(Double(run.start + run.end) / 2)
    }
    guard Double(wide) <= 0.2 * Double(h) else { return false }
    // The turn: the extreme centre, on the side away from both ends.
    let top = centres[0]
    let bottom = centres[h - 1]
    let ends = (top + bottom) / 2
    let maximum = centres.indices.max { centres[$0] < centres[$1] }!
    let minimum = centres.indices.min { centres[$0] < centres[$1] }!
    let pointsRight = centres[maximum] - ends >= ends - centres[minimum]
    let turn = pointsRight ? maximum : minimum
    let sign = pointsRight ? 1.0 : -1.0
    let turnPosition = Double(turn) / Double(h - 1)
    guard turnPosition >= 0.3 && turnPosition <= 0.7 else { return false }
    let depth = sign * (centres[turn] - ends)
    guard depth >= 0.25 * Double(h), abs(top - bottom) <= 0.2 * Double(h) else { return false }
    // Steady: towards the turn, no step back by more than a pixel; away from it, likewise.
    for y in 1..<h {
      let step = sign * (centres[y] - centres[y - 1])
      if y <= turn ? step < -1 : step > 1 { return false }
    }
    return true
  }
}
