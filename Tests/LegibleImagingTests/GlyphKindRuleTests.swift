import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// Rule `glyph-kind`, called directly on hand-drawn masks.
@Suite struct GlyphKindRuleTests {
  /// A mask from rows of `#` (ink) and `.` (background).
  static func mask(_ rows: [String]) -> GlyphMask {
    var m = GlyphMask(width: rows[0].count, height: rows.count)
    for (y, row) in rows.enumerated() {
      for (x, c) in row.enumerated() where c == "#" { m[x, y] = true }
    }
    return m
  }

  /// A `›` chevron 2 px thick, `height` rows tall, its tip `depth` px to the right.
  static func chevron(height: Int, depth: Int) -> GlyphMask {
    var m = GlyphMask(width: depth + 2, height: height)
    let middle = Double(height - 1) / 2
    for y in 0..<height {
      let x = Int((Double(depth) * (1 - abs(Double(y) - middle) / middle)).rounded())
      m[x, y] = true
      m[x + 1, y] = true
    }
    return m
  }

  static func input(_ mask: GlyphMask, css: Double? = 10, fill: Double = 0.3) -> GlyphKindRule.Input
  {
    GlyphKindRule.Input(
      box: PixelRect(x: 0, y: 0, width: mask.width, height: mask.height), cssHeight: css,
      memberCount: 1, fill: fill, isStackedBars: false, mask: mask)
  }

  /// A stroke two pixels thick from `(0, start)` down to `(turn, height − 2)` and up to
  /// `(width − 1, end)`, column by column.
  static func bent(width: Int, height: Int, start: Int, turn: Int, end: Int) -> GlyphMask {
    var m = GlyphMask(width: width, height: height)
    for x in 0..<width {
      let (from, to, t) =
        x <= turn
        ? (Double(start), Double(height - 2), Double(x) / Double(turn))
        : (Double(height - 2), Double(end), Double(x - turn) / Double(width - 1 - turn))
      let y = Int((from + (to - from) * t).rounded())
      m[x, y] = true
      m[x, y + 1] = true
    }
    return m
  }

  /// Two stacked bars are an `=` or an icon, judged both ways; three (a menu icon) an icon.
  @Test func stackedBars() {
    let equals = Self.mask([
      "###############", "###############", "...............",
      "...............", "###############", "###############",
    ])
    #expect(GlyphKindRule.bars(equals) == 2)
    var input = Self.input(equals, css: 3)
    input.isStackedBars = true
    let decision = GlyphKindRule.decide(input)
    #expect(decision.couldBeText && decision.couldBeNonText)
    let menu = Self.mask([
      "############", "............", "############", "............",
      "############",
    ])
    #expect(GlyphKindRule.bars(menu) == 3)
    input = Self.input(menu, css: 5)
    input.isStackedBars = true
    #expect(!GlyphKindRule.decide(input).couldBeText)
  }

  @Test func checkMarksAreIcons() {
    // A 22×16 check mark at 2x (a checked box's tick): an icon, not a character.
    let tick = Self.bent(width: 22, height: 16, start: 7, turn: 7, end: 0)
    #expect(GlyphKindRule.isCheckMark(tick))
    let decision = GlyphKindRule.decide(Self.input(tick, css: 8, fill: 0.2))
    #expect(decision.kind == .nonText && !decision.couldBeText)
    // The same tick at 3x, its stroke 10 px thick (a checked box's, column by column as
    // measured): its centre travels the box less the stroke.
    let columns = [
      (12, 14), (10, 15), (10, 16), (9, 17), (9, 18), (10, 19), (10, 20), (11, 21), (12, 22),
      (13, 23), (13, 24), (13, 24), (13, 24), (13, 24), (13, 23), (12, 22), (11, 21), (10, 20),
      (9, 19), (7, 18), (6, 17), (5, 16), (4, 15), (3, 14), (2, 13), (1, 12), (1, 11), (0, 10),
      (0, 9), (1, 8), (1, 6), (3, 5),
    ]
    var thick = GlyphMask(width: columns.count, height: 24)
    for (x, run) in columns.enumerated() { for y in run.0..<run.1 { thick[x, y] = true } }
    #expect(GlyphKindRule.isCheckMark(thick))
    // A `v` turns in its middle with level ends; a chevron pointing down likewise.
    #expect(!GlyphKindRule.isCheckMark(Self.bent(width: 16, height: 16, start: 0, turn: 8, end: 0)))
    // A stroke that falls and never rises is no tick.
    #expect(
      !GlyphKindRule.isCheckMark(Self.bent(width: 22, height: 16, start: 0, turn: 21, end: 14)))
  }

  @Test func blurredCheckMarks() {
    // A checkbox's tick at 1x (Chromium, 8×7 in a 16 px box): its strokes blur into one
    // another, so the stroke test cannot read it, and the blurred test does.
    let tick = Self.mask([
      "......##",
      ".....###",
      ".#######",
      "#######.",
      "######..",
      ".####...",
      "..##....",
    ])
    #expect(!GlyphKindRule.isCheckMark(tick))
    #expect(GlyphKindRule.isBlurredCheckMark(tick))
    // A `v` (ink at both ends of its top row), a `/` (its foot at the left edge) and a `J`
    // (its stem down the right side) are not.
    let vee = Self.mask(["#.....#", "##...##", ".#...#.", ".##.##.", "..###..", "...#..."])
    let slash = Self.mask(["....##", "...##.", "..##..", ".##...", "##...."])
    let jay = Self.mask([".....##", ".....##", ".....##", "#....##", "##..##.", ".####.."])
    for other in [vee, slash, jay] { #expect(!GlyphKindRule.isBlurredCheckMark(other)) }
    // Taller than 10 px, a tick's strokes stand apart and the stroke test reads it.
    let tall = Self.bent(width: 22, height: 16, start: 7, turn: 7, end: 0)
    #expect(!GlyphKindRule.isBlurredCheckMark(tall))
  }

  @Test func touchingRowsOfOneShapeAreIcons() {
    // Four 24 px diamonds tip to tip (rating stars touching) and a fifth, hollow: icons.
    var stars = GlyphMask(width: 120, height: 24)
    for n in 0..<5 {
      for y in 0..<24 {
        let half = 12 - abs(y - 12)
        for x in (12 - half)..<(12 + half) where n < 4 || abs(x - 12) >= half - 2 {
          stars[24 * n + x, y] = true
        }
      }
    }
    #expect(GlyphKindRule.isRowOfRepeats(stars))
    let decision = GlyphKindRule.decide(Self.input(stars, css: 12, fill: 0.5))
    #expect(decision.kind == .nonText && !decision.couldBeText)
    // Cells that differ (a diamond, a bar, a diamond…) are no row of one shape; nor is a row
    // too short for a pixel of slack to leave its shape ("min" at 1x, 8 px).
    var mixed = stars
    for y in 0..<24 { for x in 24..<48 { mixed[x, y] = x < 30 } }
    #expect(!GlyphKindRule.isRowOfRepeats(mixed))
    var small = GlyphMask(width: 24, height: 8)
    for y in 0..<8 { for x in stride(from: 0, to: 24, by: 4) { small[x, y] = true } }
    #expect(!GlyphKindRule.isRowOfRepeats(small))
    // A solid bar with thin strokes cut out of it (white text on a selection's highlight) is
    // alike in every cell, its cut-outs within a pixel of ink, but it is no row of shapes.
    var bar = GlyphMask(width: 100, height: 20)
    for y in 0..<20 {
      for x in 0..<100 where !((4..<16).contains(y) && (x % 9 == 3 || (x % 9 == 6 && y > 9))) {
        bar[x, y] = true
      }
    }
    #expect(!GlyphKindRule.isRowOfRepeats(bar))
  }

  @Test func chevronsAreIcons() {
    let right = Self.chevron(height: 26, depth: 11)
    #expect(GlyphKindRule.isChevron(right))
    let decision = GlyphKindRule.decide(Self.input(right))
    #expect(decision.kind == .nonText && !decision.couldBeText)
    // Mirrored: `‹`.
    var left = GlyphMask(width: right.width, height: right.height)
    for y in 0..<right.height {
      for x in 0..<right.width where right[x, y] { left[right.width - 1 - x, y] = true }
    }
    #expect(GlyphKindRule.isChevron(left))
    // Turned: a wide `⌄` is a chevron; a square `v` is a letter.
    #expect(GlyphKindRule.isChevron(Self.chevron(height: 30, depth: 12).transposed))
    #expect(!GlyphKindRule.isChevron(Self.chevron(height: 14, depth: 12).transposed))
  }

  /// Letters that bend or slant are not chevrons: `C` (wide top and bottom rows), `)` (too
  /// shallow), `7` and `/` (never turn), `3` (turns twice).
  @Test func lettersAreNotChevrons() {
    let c = Self.mask([
      "..####.", ".##..##", "##.....", "##.....", "##.....", "##.....", "##.....", ".##..##",
      "..####.",
    ])
    let paren = Self.mask([
      "##..", ".##.", "..##", "..##", "..##", "..##", "..##", ".##.", "##..",
    ])
    let seven = Self.mask([
      "#######", ".....##", "....##.", "...##..", "...##..", "..##...", "..##...", ".##....",
      ".##....",
    ])
    let three = Self.mask([
      "#####.", "....##", "....##", "..###.", "..###.", "....##", "....##", "....##", "#####.",
    ])
    for m in [c, paren, seven, three] { #expect(!GlyphKindRule.isChevron(m)) }
  }

  /// The remaining cases: a wide blob is a word, a tall one an icon, a narrow small one a
  /// character that might be an icon, a squarish small one the other way round.
  @Test func otherCases() {
    let blank = GlyphMask(width: 0, height: 0)
    func decide(width: Int, height: Int, css: Double?, fill: Double = 0.3, bars: Bool = false)
      -> GlyphKindRule.Decision
    {
      GlyphKindRule.decide(
        GlyphKindRule.Input(
          box: PixelRect(x: 0, y: 0, width: width, height: height), cssHeight: css,
          memberCount: 1, fill: fill, isStackedBars: bars, mask: blank))
    }
    #expect(decide(width: 40, height: 20, css: 10).kind == .text)
    #expect(!decide(width: 40, height: 20, css: 10).couldBeNonText)
    #expect(decide(width: 30, height: 30, css: 15).kind == .nonText)
    #expect(!decide(width: 30, height: 30, css: 15).couldBeText)
    // As tall, but standing in a row of text of its height: a character or an icon.
    var inRow = GlyphKindRule.Input(
      box: PixelRect(x: 0, y: 0, width: 18, height: 28), cssHeight: 14, memberCount: 1,
      fill: 0.3, isStackedBars: false, mask: blank)
    inRow.isInRowOfText = true
    #expect(GlyphKindRule.decide(inRow).couldBeText)
    #expect(GlyphKindRule.decide(inRow).couldBeNonText)
    // A solid blob in such a row stays an icon.
    inRow.fill = 0.8
    #expect(!GlyphKindRule.decide(inRow).couldBeText)
    #expect(decide(width: 26, height: 26, css: 13, fill: 0.8).couldBeText == false)
    #expect(decide(width: 20, height: 20, css: 10, bars: true).kind == .nonText)
    // A wide solid pane (every row one run: a battery's body, a car's window) holds no letters;
    // a wide shape with two runs in a row may be a word whose letters touch.
    var pane = GlyphMask(width: 54, height: 26)
    for y in 0..<26 { for x in 0..<54 { pane[x, y] = true } }
    #expect(GlyphKindRule.isSolidBlob(pane))
    let paneKind = GlyphKindRule.decide(
      GlyphKindRule.Input(
        box: PixelRect(x: 0, y: 0, width: 54, height: 26), cssHeight: 13, memberCount: 1,
        fill: 1, isStackedBars: false, mask: pane))
    #expect(paneKind.kind == .nonText)
    var word = pane
    for y in 0..<26 { word[27, y] = false }
    #expect(!GlyphKindRule.isSolidBlob(word))
    #expect(!GlyphKindRule.isSolidBlob(GlyphMask(width: 0, height: 0)))
    // An ellipsis's three dots joined: wide, but an icon of parts, never letters that touch.
    let ellipsis = GlyphKindRule.decide(
      GlyphKindRule.Input(
        box: PixelRect(x: 0, y: 0, width: 36, height: 8), cssHeight: 4, memberCount: 3, fill: 0.8,
        isStackedBars: false, mask: blank, isMadeOfParts: true))
    #expect(ellipsis.kind == .nonText && !ellipsis.couldBeText)
    let narrow = decide(width: 10, height: 20, css: 10)
    #expect(narrow.kind == .text && narrow.couldBeText && narrow.couldBeNonText)
    let square = decide(width: 20, height: 20, css: 10)
    #expect(square.kind == .nonText && square.couldBeText && square.couldBeNonText)
  }
}

extension GlyphKindRuleTests {
  /// Solid triangles are icons: a pop-up's `▼` and a play button's `▶`; no letter narrows
  /// steadily row by row.
  /// A week strip: one-digit dates beside "10" and "11", all on one top and bottom, stand in a
  /// row of text; so does a date a pixel off, and so do one-digit dates alone (three narrow
  /// glyphs or more). Squarish icons with no text, two narrow glyphs alone, a glyph of another
  /// height beside a line, and one beyond four heights of the row do not.
  @Test func glyphsInARowOfText() {
    func box(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> PixelRect {
      PixelRect(x: x, y: y, width: w, height: h)
    }
    let week = [
      box(63, 241, 18, 28), box(172, 241, 18, 28), box(281, 242, 19, 27), box(390, 241, 20, 28),
      box(491, 241, 38, 28), box(601, 241, 36, 27),
    ]
    let lines = [false, false, false, false, true, true]
    #expect(GlyphKindRule.inRowsOfText(week, isLine: lines) == [0, 1, 2, 3])
    // The same row with no line of text: one-digit dates only ("2 3 4 5 6 7 8"), or icons of
    // one size in a toolbar, squarish.
    let none = lines.map { _ in false }
    #expect(GlyphKindRule.inRowsOfText(week, isLine: none) == Set(week.indices))
    let toolbar = week.map { box($0.x, $0.y, $0.height, $0.height) }
    #expect(GlyphKindRule.inRowsOfText(toolbar, isLine: none).isEmpty)
    #expect(GlyphKindRule.inRowsOfText(Array(week[0..<2]), isLine: [false, false]).isEmpty)
    // The date "6" alone, beyond four of its heights from the rest.
    var far = week
    far[0] = box(-200, 241, 18, 28)
    #expect(GlyphKindRule.inRowsOfText(far, isLine: lines) == [1, 2, 3])
    // An icon beside a label, centred on it but taller by 4 px.
    let labelled = [box(10, 98, 28, 28), box(48, 100, 120, 24)]
    #expect(GlyphKindRule.inRowsOfText(labelled, isLine: [false, true]).isEmpty)
  }

  /// A white "P" (bitmap font, 28 px tall) centred on a 120 px shape at 3x: a disc of #16a34a
  /// (3.30:1, an avatar's monogram), the same disc shaded from #9ba0ab to #7d828d top to bottom,
  /// a rounded square (an app icon), or a wide card.
  static func monogram(on shape: String) -> (ScanImage, PixelRect) {
    var canvas = ScanTestCanvas(width: 200, height: 200, background: "#ffffff")
    switch shape {
    case "disc", "shaded":
      canvas.fillShape(x: 40, y: 40, w: 120, h: 120, color: "#16a34a") { x, y in
        (x - 100) * (x - 100) + (y - 100) * (y - 100) <= 3600
      }
      if shape == "shaded" {
        for y in 40..<160 {
          for x in 0..<200 where canvas.rgb[y * 200 + x] == ScanTestCanvas.color("#16a34a") {
            let t = Double(y - 40) / 120
            canvas.rgb[y * 200 + x] =
              ScanTestCanvas.color("#9ba0ab") * (1 - t) + ScanTestCanvas.color("#7d828d") * t
          }
        }
      }
    case "squircle":
      canvas.fillRoundedRect(x: 40, y: 40, w: 120, h: 120, radius: 24, color: "#16a34a")
    default: canvas.fillRect(x: 0, y: 40, w: 200, h: 120, color: "#16a34a")
    }
    canvas.text("P", x: 90, y: 86, cell: 4, color: "#ffffff")
    let image = ScanImage(uncheckedOpaque: canvas.image)
    return (image, PixelRect(x: 90, y: 86, width: 20, height: 28))
  }

  @Test func glyphsCentredOnADisc() {
    for (shape, expected) in [
      ("disc", true), ("shaded", true), ("squircle", false), ("card", false),
    ] {
      let (image, box) = Self.monogram(on: shape)
      let background = image.rgb(box.x - 2, box.y + box.height / 2)
      #expect(
        GlyphKindRule.isCentredOnDisc(box, background: background, in: image) == expected,
        "\(shape)")
    }
    // Off centre, the distances to the rim differ.
    let (image, box) = Self.monogram(on: "disc")
    let aside = PixelRect(x: box.x - 24, y: box.y, width: box.width, height: box.height)
    #expect(!GlyphKindRule.isCentredOnDisc(aside, background: image.rgb(60, 100), in: image))
    // On a disc, an icon-sized glyph is judged both ways; elsewhere, as an icon.
    var input = Self.input(GlyphMask(width: 20, height: 28), css: 14, fill: 0.3)
    #expect(!GlyphKindRule.decide(input).couldBeText)
    input.isOnDisc = true
    let decision = GlyphKindRule.decide(input)
    #expect(decision.couldBeText && decision.couldBeNonText && decision.kind == .nonText)
  }

  /// A mask with ink where `inked` says, `width` × `height`.
  static func mask(_ width: Int, _ height: Int, _ inked: (Int, Int) -> Bool) -> GlyphMask {
    var m = GlyphMask(width: width, height: height)
    for y in 0..<height { for x in 0..<width where inked(x, y) { m[x, y] = true } }
    return m
  }

  /// Case 3 by stems: a word whose letters the row pass joined (gaps shorter than a
  /// background run) is told by the stretches of ink its rows hold, read from the pixels; an
  /// icon of two bars is not, nor is a shape that is one run in every row.
  @Test func aWordIsToldByItsStems() {
    var canvas = ScanTestCanvas(width: 80, height: 40, background: "#101214")
    for x in stride(from: 4.0, to: 60, by: 8) {
      canvas.fillRect(x: x, y: 8, w: 4, h: 24, color: "#5f676e")
    }
    canvas.fillRect(x: 62, y: 8, w: 4, h: 24, color: "#5f676e")
    let word = PixelRect(x: 4, y: 8, width: 62, height: 24)
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let background = PackedColor.pack(r: 0x10, g: 0x12, b: 0x14)
    #expect(GlyphKindRule.hasStemsOfAWord(word, background: background, in: image))
    let twoBars = PixelRect(x: 4, y: 8, width: 12, height: 24)
    #expect(!GlyphKindRule.hasStemsOfAWord(twoBars, background: background, in: image))

    var stems = GlyphMask(width: 46, height: 24)
    for y in 0..<24 {
      for x in 0..<46 where x % 8 < 4 || y < 3 { stems[x, y] = true }
    }
    var input = Self.input(stems, css: 8)
    #expect(GlyphKindRule.decide(input).kind == .nonText)
    input.hasStemsOfAWord = true
    #expect(GlyphKindRule.decide(input).why == "wide: letters that touch")
    var solid = GlyphMask(width: 46, height: 24)
    for y in 0..<24 { for x in 0..<46 { solid[x, y] = true } }
    input = Self.input(solid, css: 8, fill: 1)
    input.hasStemsOfAWord = true
    #expect(GlyphKindRule.decide(input).why != "wide: letters that touch")
  }

  @Test func plusSignsAreIcons() {
    // A 24 px plus with 4 px bars crossing in the middle: an add button's icon.
    let plus = Self.mask(24, 24) { x, y in (10..<14).contains(x) || (10..<14).contains(y) }
    #expect(GlyphKindRule.isPlus(plus))
    #expect(GlyphKindRule.decide(Self.input(plus, css: 16)).why == "a plus: an add icon")
    // A "t": its bar high, its stem left of the middle; a "T": its bar on top; an "L".
    let t = Self.mask(12, 24) { x, y in (3..<7).contains(x) || (6..<9).contains(y) }
    let capitalT = Self.mask(20, 24) { x, y in (8..<12).contains(x) || y < 4 }
    let l = Self.mask(16, 24) { x, y in x < 4 || y >= 20 }
    for glyph in [t, capitalT, l] { #expect(!GlyphKindRule.isPlus(glyph)) }
    // A filled square, every row as wide as the box, is no plus either.
    #expect(!GlyphKindRule.isPlus(Self.mask(20, 20) { _, _ in true }))
  }

  @Test func solidTrianglesAreIcons() {
    let down = Self.mask([
      "############",
      " ########## ",
      "  ########  ",
      "   ######   ",
      "    ####    ",
      "     ##     ",
    ])
    #expect(GlyphKindRule.isSolidTriangle(down))
    let play = Self.mask([
      "##      ",
      "####    ",
      "######  ",
      "########",
      "######  ",
      "####    ",
      "##      ",
    ])
    #expect(GlyphKindRule.isSolidTriangle(play))
    let tee = Self.mask([
      "#########",
      "#########",
      "   ###   ",
      "   ###   ",
      "   ###   ",
      "   ###   ",
    ])
    #expect(!GlyphKindRule.isSolidTriangle(tee))
    let vee = Self.mask([
      "##      ##",
      " ##    ## ",
      "  ##  ##  ",
      "   ####   ",
      "    ##    ",
    ])
    #expect(!GlyphKindRule.isSolidTriangle(vee))
    let dot = Self.mask([" #### ", "######", "######", "######", " #### "])
    #expect(!GlyphKindRule.isSolidTriangle(dot))
    let bar = Self.mask(["###", "###", "###", "###", "###", "###"])
    #expect(!GlyphKindRule.isSolidTriangle(bar))
    let decision = GlyphKindRule.decide(
      GlyphKindRule.Input(
        box: PixelRect(x: 0, y: 0, width: 12, height: 6), cssHeight: 3, memberCount: 1,
        fill: 0.5, isStackedBars: false, mask: down))
    #expect(decision.kind == .nonText && !decision.couldBeText)
  }
}

extension GlyphKindRuleTests {
  /// A "more" button's three dots blur into one shape shorter than any word: an icon, judged at
  /// 3:1; taller, or narrower, or with no scale, the shape is left to the other cases.
  @Test func dotsInARowShorterThanAnyWord() {
    #expect(GlyphKindRule.mayBeRowOfDots(PixelRect(x: 0, y: 0, width: 24, height: 6), cssHeight: 3))
    #expect(
      !GlyphKindRule.mayBeRowOfDots(PixelRect(x: 0, y: 0, width: 24, height: 12), cssHeight: 6))
    #expect(
      !GlyphKindRule.mayBeRowOfDots(PixelRect(x: 0, y: 0, width: 10, height: 6), cssHeight: 3))
    #expect(
      !GlyphKindRule.mayBeRowOfDots(PixelRect(x: 0, y: 0, width: 24, height: 6), cssHeight: nil))
    var dots = GlyphKindRule.Input(
      box: PixelRect(x: 0, y: 0, width: 24, height: 6), cssHeight: 3, memberCount: 1,
      fill: 0.6, isStackedBars: false, mask: GlyphMask(width: 0, height: 0))
    #expect(GlyphKindRule.decide(dots).kind == .text)
    dots.isRowOfDots = true
    #expect(GlyphKindRule.decide(dots).kind == .nonText && !GlyphKindRule.decide(dots).couldBeText)
  }

  @Test func aMoreButtonsDotsAreAnIconButACardsHiddenDigitsAreText() {
    // Three #626f86 dots 6 px across, 3 px apart, at 2x on #ebecf0 (4.30:1): a column header's
    // "more" button passes 3:1. The same dots after "VISA" stand for a card's hidden digits.
    var canvas = ScanTestCanvas(width: 400, height: 120, background: "#ebecf0")
    func dots(at x0: Double, y: Double) {
      for x in [x0, x0 + 9, x0 + 18] {
        canvas.fillShape(x: x, y: y, w: 6, h: 6, color: "#626f86") { px, py in
          (px - x - 3) * (px - x - 3) + (py - y - 3) * (py - y - 3) <= 9
        }
      }
    }
    dots(at: 300, y: 20)
    canvas.text("VISA", x: 20, y: 80, cell: 3, color: "#626f86")
    dots(at: 110, y: 88)
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.kind, $0.status) }
    let more = findings.filter { $0.bbox.x >= 290 }
    #expect(more.count == 1 && more.first?.kind == .nonText, "\(described)")
    #expect(more.first?.status == .pass, "\(described)")
    #expect(!findings.contains { $0.bbox.y >= 60 && $0.kind == .nonText }, "\(described)")
  }
}
