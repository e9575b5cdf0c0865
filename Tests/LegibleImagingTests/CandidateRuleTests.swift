import Testing

@testable import LegibleImaging

/// The rules that drop a candidate before or after it is measured (`minimum-size`,
/// `letter-counter`, `picture-detail`, `faint-mark`) and the one that qualifies a pass under an inferred scale
/// (`scale-uncertain`), each called directly.
@Suite struct CandidateRuleTests {
  @Test func minimumSize() {
    #expect(MinimumSizeRule.id == "minimum-size")
    // Only specks: nothing to judge, whatever the size.
    #expect(
      MinimumSizeRule.reasonToDrop(height: 40, isLine: true, hasSolidGlyph: false, scale: 2)
        != nil)
    // A line 4 px tall is under any font's x-height; 5 px is kept.
    #expect(
      MinimumSizeRule.reasonToDrop(height: 4, isLine: true, hasSolidGlyph: true, scale: 1) != nil)
    #expect(
      MinimumSizeRule.reasonToDrop(height: 5, isLine: true, hasSolidGlyph: true, scale: 3) == nil)
    // A lone glyph: 6 pt, at least 7 px (11 px at @2x is under 12 px; 18 px at @3x is 6 pt).
    #expect(
      MinimumSizeRule.reasonToDrop(height: 6, isLine: false, hasSolidGlyph: true, scale: 1) != nil)
    #expect(
      MinimumSizeRule.reasonToDrop(height: 7, isLine: false, hasSolidGlyph: true, scale: 1) == nil)
    // An ellipsis at 2x, three 8 px dots 36 px across: as large as its longer side.
    #expect(
      MinimumSizeRule.reasonToDrop(
        height: 8, isLine: false, hasSolidGlyph: true, scale: 2, partsWidth: 36) == nil)
    #expect(
      MinimumSizeRule.reasonToDrop(height: 8, isLine: false, hasSolidGlyph: true, scale: 2) != nil)
    #expect(
      MinimumSizeRule.reasonToDrop(height: 11, isLine: false, hasSolidGlyph: true, scale: 2)
        != nil)
    #expect(
      MinimumSizeRule.reasonToDrop(height: 18, isLine: false, hasSolidGlyph: true, scale: 3)
        == nil)
  }

  /// Stacked bars beside a line of text (an `=` a few pixels after "ratio", on its rows) are
  /// the line's character; on a key of their own, far from any line, they are not.
  @Test func besideALine() {
    let line = PixelRect(x: 26, y: 268, width: 150, height: 24)
    let equals = PixelRect(x: 194, y: 277, width: 15, height: 7)
    #expect(MinimumSizeRule.isBeside(equals, lines: [line]))
    let key = PixelRect(x: 617, y: 874, width: 15, height: 8)
    #expect(!MinimumSizeRule.isBeside(key, lines: [line]))
    // Within reach sideways but below the line's rows: not beside it.
    let below = PixelRect(x: 194, y: 300, width: 15, height: 7)
    #expect(!MinimumSizeRule.isBeside(below, lines: [line]))
  }

  @Test func partsInARowBlurredIntoOneShape() {
    // A 1x admin table's "more" button: three #9ca3af dots 4 px across a pixel apart, one
    // shape 14×4 (under the 7 px a lone glyph needs); a 14×4 dash beside it never returns to
    // the background.
    var canvas = ScanTestCanvas(width: 60, height: 20, background: "#ffffff")
    for x in [10.0, 15, 20] {
      canvas.fillShape(x: x, y: 8, w: 4, h: 4, color: "#9ca3af") { px, py in
        (px - x - 2) * (px - x - 2) + (py - 10) * (py - 10) <= 4
      }
    }
    canvas.fillRect(x: 36, y: 8, w: 14, h: 4, color: "#9ca3af")
    // Whether the shape at `x, y` of `width` × `height` in `canvas` on `background` is a row of
    // parts.
    func isRowOfParts(
      _ canvas: ScanTestCanvas, _ x: Int, _ y: Int, _ width: Int, _ height: Int,
      on background: UInt32
    ) -> Bool {
      MinimumSizeRule.isRowOfParts(
        PixelRect(x: x, y: y, width: width, height: height), background: background,
        in: ScanImage(uncheckedOpaque: canvas.image))
    }
    let white = PackedColor.pack(r: 255, g: 255, b: 255)
    #expect(isRowOfParts(canvas, 10, 8, 14, 4, on: white))
    #expect(!isRowOfParts(canvas, 36, 8, 14, 4, on: white))
    // Kept by its length, not its height.
    #expect(
      MinimumSizeRule.reasonToDrop(
        height: 4, isLine: false, hasSolidGlyph: true, scale: 1, partsWidth: 14) == nil)
    // A 1x "min" 14×6, its six stems a pixel apart (four stretches on its middle row): a word
    // of parts, though narrower than three dots; three bars as narrow are not.
    var word = ScanTestCanvas(width: 60, height: 20, background: "#181b1e")
    for x in [2.0, 5, 7, 9, 11, 13] { word.fillRect(x: x, y: 8, w: 1, h: 6, color: "#656d74") }
    for x in [30.0, 33, 36] { word.fillRect(x: x, y: 8, w: 2, h: 6, color: "#656d74") }
    let dark = PackedColor.pack(r: 0x18, g: 0x1b, b: 0x1e)
    #expect(isRowOfParts(word, 0, 8, 14, 6, on: dark))
    #expect(!isRowOfParts(word, 28, 8, 12, 6, on: dark))
  }

  @Test func letterCounter() {
    #expect(LetterCounterRule.id == "letter-counter")
    let white: UInt32 = 0xFF_FFFF
    let blue: UInt32 = 0x27_CFFE
    // A line of bold white text 40 px tall on a blue gradient; the hole of its `o` reads as blue
    // on white.
    let letter = LetterCounterRule.Letter(
      box: PixelRect(x: 40, y: 20, width: 96, height: 40), ink: white, background: 0x20_D0F8)
    let hole = PixelRect(x: 110, y: 30, width: 16, height: 20)
    #expect(
      LetterCounterRule.reasonToDrop(
        box: hole, fill: 0.78, ink: blue, background: white, letters: [letter])
        != nil)
    // The same shape in another colour is a mark drawn on the letter, not its background.
    #expect(
      LetterCounterRule.reasonToDrop(
        box: hole, fill: 0.78, ink: 0xFF_0000, background: white, letters: [letter]) == nil)
    // Or on another surface than the letter's ink.
    #expect(
      LetterCounterRule.reasonToDrop(
        box: hole, fill: 0.78, ink: blue, background: 0, letters: [letter])
        == nil)
    // Text inside a button whose rim reads like a letter's (white on blue on a white page) is
    // drawn in strokes, fills less of its box than a counter (0.66 for bold 16 px text at 1x),
    // and is judged.
    let button = LetterCounterRule.Letter(
      box: PixelRect(x: 16, y: 380, width: 168, height: 52), ink: 0xD0_600A, background: white)
    #expect(
      LetterCounterRule.reasonToDrop(
        box: PixelRect(x: 36, y: 400, width: 81, height: 12), fill: 0.66, ink: white,
        background: 0xD0_600A, letters: [button]) == nil)
    // A monogram avatar at 1x: "SA" in bold white, its letters one shape 16×9 filling 0.75 of
    // its box, inside a 32 px #34c759 disc on white. Two runs and more on most of its rows:
    // letters, judged; a hole is one run a row.
    let disc = LetterCounterRule.Letter(
      box: PixelRect(x: 29, y: 153, width: 32, height: 32), ink: 0x34_C7_59, background: white)
    let monogram = PixelRect(x: 37, y: 165, width: 16, height: 9)
    #expect(
      LetterCounterRule.reasonToDrop(
        box: monogram, fill: 0.75, runsPerRow: 2, ink: white, background: 0x34_C7_59,
        letters: [disc]) == nil)
    #expect(
      LetterCounterRule.reasonToDrop(
        box: monogram, fill: 0.75, runsPerRow: 1, ink: white, background: 0x34_C7_59,
        letters: [disc]) != nil)
    // Blurred into one run a row ("SK" at 1x, 16×9 on a 32 px orange disc), its strokes are
    // still mostly anti-aliased edge: a quarter of its pixels on the plateau, where a counter
    // has two thirds and more.
    #expect(
      LetterCounterRule.reasonToDrop(
        box: monogram, fill: 0.85, runsPerRow: 1, plateauShare: 0.25, ink: white,
        background: 0x34_C7_59, letters: [disc]) == nil)
    #expect(
      LetterCounterRule.reasonToDrop(
        box: monogram, fill: 0.85, runsPerRow: 1, plateauShare: 0.7, ink: white,
        background: 0x34_C7_59, letters: [disc]) != nil)
    // Over a photograph, the hole of a white letter shows the picture in its own colours:
    // on the letter's ink, it is the letter's hole however its colour differs.
    var overPhoto = letter
    #expect(
      LetterCounterRule.reasonToDrop(
        box: hole, fill: 0.78, ink: 0x2F_3643, background: white, letters: [overPhoto]) == nil)
    overPhoto.isOverImagery = true
    #expect(
      LetterCounterRule.reasonToDrop(
        box: hole, fill: 0.78, ink: 0x2F_3643, background: white, letters: [overPhoto]) != nil)
    #expect(
      LetterCounterRule.reasonToDrop(
        box: hole, fill: 0.78, ink: 0x2F_3643, background: 0, letters: [overPhoto]) == nil)
    // A shape reaching beyond the line's box is not enclosed by it; none without lines.
    let beside = PixelRect(x: 130, y: 30, width: 16, height: 20)
    #expect(
      LetterCounterRule.reasonToDrop(
        box: beside, fill: 0.78, ink: blue, background: white, letters: [letter])
        == nil)
    #expect(
      LetterCounterRule.reasonToDrop(
        box: hole, fill: 0.78, ink: blue, background: white, letters: []) == nil)
  }

  /// A mask drawn in text: `#` is ink, any other character none.
  static func mask(_ rows: [String]) -> GlyphMask {
    var m = GlyphMask(width: rows[0].count, height: rows.count)
    for (y, row) in rows.enumerated() {
      for (x, c) in row.enumerated() where c == "#" { m[x, y] = true }
    }
    return m
  }

  /// An outlined person's shoulders (at 3x, 36×16, an arch crossed twice a row) are an arc; a
  /// word whose letters touch, crossed as often, is not: its middle meets a stem, or a gap
  /// between letters from top to bottom.
  @Test func anOutlinedPersonsShouldersAreAnArc() {
    let shoulders = Self.mask([
      "......##########......",
      "...################...",
      "..######......######..",
      ".#####..........#####.",
      ".####............####.",
      "####..............####",
      "####..............####",
      "###................###",
    ])
    #expect(TextLines.isArc(shoulders))
    let word = Self.mask([
      "##.....##......##.....",
      "##.....##......##.....",
      "######.######..######.",
      "##..##.##..##..##..##.",
      "##..##.##..##..##..##.",
      "##..##.##..##..##..##.",
      "######.######..######.",
      "......................",
    ])
    #expect(!TextLines.isArc(word))
    let gap = Self.mask([
      "##########.##########.",
      "##.....###.##.....###.",
      "##.....###.##.....###.",
      "##.....###.##.....###.",
      "##.....###.##.....###.",
      "##.....###.##.....###.",
      "##.....###.##.....###.",
      "##.....###.##.....###.",
    ])
    #expect(!TextLines.isArc(gap))
  }

  /// An outlined person in a tab bar at 3x (#9aa1a9 on white, 2.6:1): a ring for the head
  /// over an arch for the shoulders, two shapes, one icon, judged at 3:1. Before, the
  /// shoulders, twice as wide as tall and crossed twice a row, read as a word of their own.
  @Test func anOutlinedPersonIsOneIcon() {
    var canvas = ScanTestCanvas(width: 160, height: 140, background: "#ffffff")
    canvas.fillShape(x: 40, y: 20, w: 80, h: 80, color: "#9aa1a9") { x, y in
      let head = (x - 80) * (x - 80) + (y - 62) * (y - 62)
      let outer = ((x - 80) / 30) * ((x - 80) / 30) + ((y - 96) / 16) * ((y - 96) / 16)
      let inner = ((x - 80) / 25.5) * ((x - 80) / 25.5) + ((y - 96) / 11.5) * ((y - 96) / 11.5)
      let arch = y <= 96 && outer <= 1 && inner >= 1
      let legs = y > 96 && y <= 100 && (abs(x - 52.75) <= 2.25 || abs(x - 107.25) <= 2.25)
      return (head <= 12 * 12 && head >= 8.5 * 8.5) || arch || legs
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 3))
    #expect(findings.count == 1, "\(findings.map { ($0.bbox, $0.kind) })")
    #expect(findings.first?.kind == .nonText)
    #expect(findings.first.map { $0.bbox.y <= 51 && $0.bbox.maxY >= 99 } == true)
  }

  @Test func aRimsSpansOnOneRowAreFoundBySearch() {
    // A ring: its top on row 0, its two sides on rows 1 to 3, its bottom on row 4; a dot apart.
    let spans = InkComponentTests.spans([
      [(3, 6)], [(2, 3), (6, 7)], [(2, 3), (6, 7), (10, 11)], [(2, 3), (6, 7)], [(3, 6)],
    ])
    let components = InkComponent.label(spans, height: 5)
    #expect(components.count == 2)
    for rim in components {
      for y in -1...5 {
        #expect(
          Array(LetterCounterRule.Letter.spans(of: rim, onRow: y, in: spans))
            == rim.spans.filter { Int(spans.y[$0]) == y })
      }
    }
  }

  @Test func aLetterReadFromOneRowStandsInItsLine() {
    // A headline's "P", its stroke wide enough to read as a white surface on an orange page,
    // read across its hole's middle row, with the line "lan" (white on orange) beside it.
    let white: UInt32 = 0xFF_FFFF
    let orange: UInt32 = 0x0F_9AFF
    let letter = LetterCounterRule.Letter(
      box: PixelRect(x: 129, y: 226, width: 62, height: 23), ink: white, background: orange)
    let line = LetterCounterRule.Letter(
      box: PixelRect(x: 203, y: 209, width: 161, height: 78), ink: white, background: orange)
    #expect(LetterCounterRule.standsInLine(letter, lines: [line]))
    // Farther than the line's height from it, on another row, or in other colours: a badge's
    // fill around its digit, not a letter.
    var far = line
    far.box.x = 191 + 79
    #expect(!LetterCounterRule.standsInLine(letter, lines: [far]))
    var above = line
    above.box.y = 100
    #expect(!LetterCounterRule.standsInLine(letter, lines: [above]))
    let swapped = LetterCounterRule.Letter(box: line.box, ink: orange, background: white)
    #expect(!LetterCounterRule.standsInLine(letter, lines: [swapped]))
    #expect(!LetterCounterRule.standsInLine(letter, lines: []))
  }

  @Test func pictureDetail() {
    #expect(PictureDetailRule.id == "picture-detail")
    #expect(PictureDetailRule.margin(height: 10) == 8)
    #expect(PictureDetailRule.margin(height: 40) == 20)
    // A lone glyph amid busy tiles is the picture's detail; a line there is not this rule's.
    #expect(PictureDetailRule.reasonToDrop(isLine: false, busyShare: 0.8) != nil)
    #expect(PictureDetailRule.reasonToDrop(isLine: false, busyShare: 0.5) == nil)
    #expect(PictureDetailRule.reasonToDrop(isLine: true, busyShare: 1) == nil)
    // A lone shape over an image with no fully covered pixel: detail. With a solid pixel, or on
    // a flat surface, or in a line that stands out: kept.
    func drop(
      line: Bool = false, image: Bool = true, uneven: Bool = true, measured: Bool = false,
      contrast: Double = 3, smallPicture: Bool = false, objects: Bool = false
    ) -> Bool {
      PictureDetailRule.reasonToDrop(
        isLine: line, isImageBackground: image, isUneven: uneven, isInkMeasured: measured,
        contrast: contrast, isSmallPicture: smallPicture, isLineOfObjects: objects) != nil
    }
    #expect(drop())
    #expect(!drop(measured: true))
    #expect(!drop(image: false, uneven: false))
    #expect(!drop(line: true))
    // Anything under 2:1 with no solid pixel on an uneven surface (an image or a gradient) is a
    // picture's soft shading; with a solid pixel, or on a flat surface, it stays.
    #expect(drop(line: true, contrast: 1.9))
    #expect(drop(line: true, image: false, contrast: 1.06))
    #expect(!drop(line: true, image: false, contrast: 2.1))
    #expect(!drop(line: true, measured: true, contrast: 1.06))
    #expect(!drop(line: true, image: false, uneven: false, contrast: 1.06))
    // A small picture (an avatar) on a flat page: dropped as a lone shape, never as a line.
    #expect(drop(image: false, uneven: false, contrast: 8, smallPicture: true))
    #expect(!drop(image: false, uneven: false, measured: true, contrast: 8, smallPicture: true))
    #expect(!drop(line: true, image: false, uneven: false, contrast: 8, smallPicture: true))
    // A line of large objects with no solid pixel over an image (coins in a photograph):
    // dropped; on a flat surface or with a solid pixel, not.
    #expect(drop(line: true, contrast: 4, objects: true))
    #expect(!drop(line: true, image: false, uneven: false, contrast: 4, objects: true))
    #expect(!drop(line: true, measured: true, contrast: 4, objects: true))
  }

  /// Coins in rows run 29–74 pt at the median; unmeasured text, 20.5 pt and less. One glyph
  /// with a solid pixel makes the line letters.
  @Test func linesOfObjects() {
    #expect(PictureDetailRule.isLineOfObjects(glyphPoints: [25, 31, 38], anyGlyphMeasured: false))
    #expect(!PictureDetailRule.isLineOfObjects(glyphPoints: [25, 31, 38], anyGlyphMeasured: true))
    #expect(
      !PictureDetailRule.isLineOfObjects(glyphPoints: [14, 20.5, 30], anyGlyphMeasured: false))
    #expect(!PictureDetailRule.isLineOfObjects(glyphPoints: [], anyGlyphMeasured: false))
  }

  /// A surface is grainy when it is neither flat (under 0.4 of the ring one exact colour) nor
  /// smooth (neighbours stepping by half a level and more on average): a deep field's noisy
  /// black, not a page, a gradient or a frosted material.
  @Test func grainySurfaces() {
    #expect(PictureDetailRule.isGrainy(exactShare: 0.15, roughness: 1.9))
    #expect(!PictureDetailRule.isGrainy(exactShare: 0.9, roughness: 1.9))
    #expect(!PictureDetailRule.isGrainy(exactShare: 0.15, roughness: 0.1))
  }

  /// Read at 2x or more, a candidate with no solid pixel on a grainy surface is a picture's
  /// blurred detail, line or lone, however much it stands out; at 1x, with a solid pixel, or
  /// on a surface that is not grainy, this reason does not apply.
  @Test func unmeasuredInkOnAGrainySurfaceAt2xIsDetail() {
    func drop(
      line: Bool = true, measured: Bool = false, twoOrMore: Bool = true, grainy: Bool = true
    )
      -> Bool
    {
      PictureDetailRule.reasonToDrop(
        isLine: line, isImageBackground: false, isUneven: false, isInkMeasured: measured,
        contrast: 3.7, isReadAtTwoOrMore: twoOrMore, isGrainy: grainy) != nil
    }
    #expect(drop())
    #expect(drop(line: false))
    #expect(!drop(measured: true))
    #expect(!drop(twoOrMore: false))
    #expect(!drop(grainy: false))
  }

  /// Dense, large and squarish: an avatar at 36 pt. An outlined icon is sparse, a small bold
  /// word small, a word wide.
  @Test func smallPictures() {
    #expect(PictureDetailRule.isSmallPicture(fill: 0.79, width: 72, height: 72, points: 36))
    #expect(!PictureDetailRule.isSmallPicture(fill: 0.3, width: 72, height: 72, points: 36))
    #expect(!PictureDetailRule.isSmallPicture(fill: 0.79, width: 34, height: 34, points: 17))
    #expect(!PictureDetailRule.isSmallPicture(fill: 0.79, width: 200, height: 72, points: 36))
  }

  /// A file-type icon 46×37 px at 2x: a frame around a rectangle shaded from orange to blue
  /// is shaded in many colours; the same shape filled with one orange is not, nor is one of
  /// two flat colours (a badge and its check), a word as wide, or the shaded shape at 10 pt.
  @Test func shadedShapes() {
    func icon(shaded: Bool, width: Double = 46) -> (GlyphMask, ScanImage) {
      var canvas = ScanTestCanvas(width: 80, height: 60, background: "#ffffff")
      canvas.fillRect(x: 10, y: 10, w: width, h: 37, color: "#e88025")
      if shaded {
        for x in 0..<Int(width) {
          let t = Double(x) / width
          let red = Int(232 * (1 - t) + 60 * t)
          let blue = Int(37 * (1 - t) + 200 * t)
          func hex(_ v: Int) -> String { (v < 16 ? "0" : "") + String(v, radix: 16) }
          canvas.fillRect(
            x: 10 + Double(x), y: 10, w: 1, h: 37, color: "#" + hex(red) + "80" + hex(blue))
        }
      }
      var mask = GlyphMask(width: Int(width), height: 37)
      for y in 0..<37 { for x in 0..<Int(width) { mask[x, y] = true } }
      return (mask, ScanImage(uncheckedOpaque: canvas.image))
    }
    let (shaded, image) = icon(shaded: true)
    #expect(
      PictureDetailRule.isShaded(fill: 0.9, points: 18.5, mask: shaded, at: (10, 10), in: image))
    let (flat, flatImage) = icon(shaded: false)
    #expect(
      !PictureDetailRule.isShaded(fill: 0.9, points: 18.5, mask: flat, at: (10, 10), in: flatImage))
    #expect(
      !PictureDetailRule.isShaded(fill: 0.9, points: 10, mask: shaded, at: (10, 10), in: image))
    var badge = ScanTestCanvas(width: 80, height: 60, background: "#000000")
    badge.fillRect(x: 10, y: 10, w: 46, h: 37, color: "#1d9bf0")
    badge.fillRect(x: 10, y: 25, w: 46, h: 8, color: "#ffffff")
    #expect(
      !PictureDetailRule.isShaded(
        fill: 0.9, points: 18.5, mask: shaded, at: (10, 10),
        in: ScanImage(uncheckedOpaque: badge.image)))
    let (_, wideImage) = icon(shaded: true, width: 70)
    var word = GlyphMask(width: 70, height: 20)
    for y in 0..<20 { for x in 0..<70 { word[x, y] = true } }
    #expect(
      !PictureDetailRule.isShaded(fill: 0.9, points: 15, mask: word, at: (10, 10), in: wideImage))
    #expect(
      PictureDetailRule.reasonToDrop(
        isLine: false, isImageBackground: false, isUneven: false, isInkMeasured: false,
        contrast: 2.78, isShaded: true) != nil)
    #expect(
      PictureDetailRule.reasonToDrop(
        isLine: true, isImageBackground: false, isUneven: false, isInkMeasured: false,
        contrast: 2.78, isShaded: true) == nil)
  }

  /// A file list's full-colour icon, 46×37 px at 2x: a grey rim and a pale margin around a
  /// rectangle shaded from yellow to blue, its bottom right corner folded. It is a small
  /// picture and gives no finding (it asked for review as strokes too thin to hold their
  /// colour); the same icon in one orange (#e88025 on white, 2.78:1) fails.
  @Test func aShadedFileIconIsAPicture() {
    func hex(_ v: Double) -> String {
      let i = max(0, min(255, Int(v)))
      return (i < 16 ? "0" : "") + String(i, radix: 16)
    }
    func findings(shaded: Bool) -> [ScanFinding] {
      var canvas = ScanTestCanvas(width: 200, height: 100, background: "#ffffff")
      for y in 0..<37 {
        for x in 0..<46 where x + y <= 46 + 37 - 12 {
          let rim = x == 0 || y == 0 || x == 45 || y == 36
          let margin = x < 4 || y < 4 || x > 41 || y > 32
          let (t, u) = (Double(x) / 46, Double(y) / 37)
          let color =
            rim
            ? "#c8c7c4"
            : margin
              ? "#f1f0ef"
              : shaded
                ? "#" + hex(243 - 100 * t - 20 * u) + hex(200 + 20 * t - 40 * u)
                  + hex(46 + 110 * t + 40 * u)
                : "#e88025"
          canvas.fillRect(x: 20 + Double(x), y: 20 + Double(y), w: 1, h: 1, color: color)
        }
      }
      return ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    }
    #expect(findings(shaded: true).isEmpty, "\(findings(shaded: true).map(\.reason))")
    #expect(!findings(shaded: false).isEmpty)
  }

  @Test func faintEmptyTogglesAreKept() {
    // A 20 px checkbox's and a radio button's outlines, 2 px thick, at 2x (40 px): rings.
    func ring(round: Bool) -> GlyphMask {
      var mask = GlyphMask(width: 40, height: 40)
      for y in 0..<40 {
        for x in 0..<40 {
          let (dx, dy) = (Double(x) - 19.5, Double(y) - 19.5)
          let inside: (Double) -> Bool =
            round
            ? { r in dx * dx + dy * dy <= r * r }
            : { r in max(abs(dx), abs(dy)) <= r }
          mask[x, y] = inside(20) && !inside(18)
        }
      }
      return mask
    }
    #expect(FaintMarkRule.isEmptyToggle(ring(round: false), cssHeight: 20))
    #expect(FaintMarkRule.isEmptyToggle(ring(round: true), cssHeight: 20))
    // Too small or too large for a checkbox, or no scale: not a toggle.
    #expect(!FaintMarkRule.isEmptyToggle(ring(round: false), cssHeight: 10))
    #expect(!FaintMarkRule.isEmptyToggle(ring(round: false), cssHeight: 40))
    #expect(!FaintMarkRule.isEmptyToggle(ring(round: false), cssHeight: nil))
    // A filled square, a ring with a mark inside and a ring twice as wide: not empty toggles.
    var filled = GlyphMask(width: 40, height: 40)
    for y in 0..<40 { for x in 0..<40 { filled[x, y] = true } }
    #expect(!FaintMarkRule.isEmptyToggle(filled, cssHeight: 20))
    var marked = ring(round: false)
    for y in 18..<22 { for x in 10..<30 { marked[x, y] = true } }
    #expect(!FaintMarkRule.isEmptyToggle(marked, cssHeight: 20))
    var wide = GlyphMask(width: 80, height: 40)
    for y in 0..<40 {
      for x in 0..<80 where x < 2 || x >= 78 || y < 2 || y >= 38 { wide[x, y] = true }
    }
    #expect(!FaintMarkRule.isEmptyToggle(wide, cssHeight: 20))
    // A faint one (#e5e7eb on white, 1.24:1) is kept; any other faint mark is not.
    #expect(
      FaintMarkRule.reasonToDrop(
        isLine: false, contrast: 1.24, heightInPoints: 20, isEmptyToggle: true) == nil)
    #expect(
      FaintMarkRule.reasonToDrop(
        isLine: false, contrast: 1.24, heightInPoints: 20, isEmptyToggle: false) != nil)
  }

  @Test func faintPlainBlobsAreDropped() {
    // A disc 48 px across at 2x (24 CSS px), and the same disc with a bar through it.
    var disc = GlyphMask(width: 48, height: 48)
    for y in 0..<48 {
      for x in 0..<48 {
        let (dx, dy) = (Double(x) - 23.5, Double(y) - 23.5)
        disc[x, y] = dx * dx + dy * dy <= 24 * 24
      }
    }
    #expect(FaintMarkRule.isPlainBlob(disc, cssHeight: 24, fill: 0.79))
    // A traffic-light button's size (12 pt), no scale, or hollow: not a plain blob.
    #expect(!FaintMarkRule.isPlainBlob(disc, cssHeight: 12, fill: 0.79))
    #expect(!FaintMarkRule.isPlainBlob(disc, cssHeight: nil, fill: 0.79))
    #expect(!FaintMarkRule.isPlainBlob(disc, cssHeight: 24, fill: 0.4))
    // A square fills its box: a tile or a placeholder icon, still judged.
    var square = GlyphMask(width: 48, height: 48)
    for y in 0..<48 { for x in 0..<48 { square[x, y] = true } }
    #expect(!FaintMarkRule.isPlainBlob(square, cssHeight: 24, fill: 1))
    var marked = disc
    for y in 22..<26 { for x in 10..<38 { marked[x, y] = false } }
    #expect(!FaintMarkRule.isPlainBlob(marked, cssHeight: 24, fill: 0.75))
    // Under 1.5:1 it is dropped; at 1.6:1 it is judged.
    #expect(
      FaintMarkRule.reasonToDrop(
        isLine: false, contrast: 1.42, heightInPoints: 24, isPlainBlob: true) != nil)
    #expect(
      FaintMarkRule.reasonToDrop(
        isLine: false, contrast: 1.6, heightInPoints: 24, isPlainBlob: true) == nil)
    #expect(
      FaintMarkRule.reasonToDrop(
        isLine: false, contrast: 1.42, heightInPoints: 24, isPlainBlob: false) == nil)
  }

  /// A zoo's map at 2x: trees drawn as #a9cf8f discs 20–32 CSS px across on a #cfe3b4 lawn
  /// (1.27:1) were failing icons. A window's yellow traffic-light button (#febc2e, 12 pt, on a
  /// light title bar, 1.38:1) still fails.
  @Test func treesOnAMapAreNotIcons() {
    var canvas = ScanTestCanvas(width: 300, height: 160, background: "#cfe3b4")
    canvas.fillRoundedRect(x: 30, y: 30, w: 56, h: 56, radius: 28, color: "#a9cf8f")
    canvas.fillRoundedRect(x: 130, y: 50, w: 40, h: 40, radius: 20, color: "#a9cf8f")
    canvas.fillRect(x: 0, y: 120, w: 300, h: 40, color: "#ececec")
    canvas.fillRoundedRect(x: 20, y: 128, w: 24, h: 24, radius: 12, color: "#febc2e")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.status, $0.wcagRatio) }
    #expect(!findings.contains { $0.bbox.y < 110 }, "\(described)")
    #expect(findings.contains { $0.bbox.y >= 120 && $0.status == .fail }, "\(described)")
  }

  @Test func aFaintEmptyCheckboxFails() {
    // An empty checkbox drawn with a #e5e7eb border on white at 2x (1.24:1) fails 3:1.
    var canvas = ScanTestCanvas(width: 200, height: 100, background: "#ffffff")
    canvas.fillRoundedRect(x: 40, y: 30, w: 40, h: 40, radius: 8, color: "#e5e7eb")
    canvas.fillRoundedRect(x: 43, y: 33, w: 34, h: 34, radius: 5, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.kind, $0.status, $0.wcagRatio) }
    #expect(findings.count == 1, "\(described)")
    #expect(findings.first?.status == .fail && findings.first?.kind == .nonText, "\(described)")
  }

  @Test func faintMark() {
    #expect(FaintMarkRule.id == "faint-mark")
    // A lone mark under 1.25:1 anywhere: texture or an artefact.
    #expect(FaintMarkRule.reasonToDrop(isLine: false, contrast: 1.2, heightInPoints: 12) != nil)
    // A faint placeholder icon at 1.4:1 stays.
    #expect(FaintMarkRule.reasonToDrop(isLine: false, contrast: 1.4, heightInPoints: 20) == nil)
    // As faint, but taller than any icon: a shape in a picture; unknown scale: kept.
    #expect(FaintMarkRule.reasonToDrop(isLine: false, contrast: 1.4, heightInPoints: 40) != nil)
    #expect(FaintMarkRule.reasonToDrop(isLine: false, contrast: 1.4, heightInPoints: nil) == nil)
    // Lines of text are never dropped: white on #ffff00 (1.07:1) stays a failure.
    #expect(FaintMarkRule.reasonToDrop(isLine: true, contrast: 1.07, heightInPoints: 40) == nil)
    // Nor are lone marks set in a row of characters of another colour (a calendar's day).
    #expect(
      FaintMarkRule.reasonToDrop(
        isLine: false, isSetInRows: true, contrast: 1.2, heightInPoints: 12) == nil)
  }

  /// A calendar's greyed day of the next month (#e6e6e6 on white, 1.25:1), a lone "2" on the
  /// top and bottom of the black "31" beside it, is text and fails; the same mark alone is a
  /// faint mark and dropped.
  @Test func aGreyedDayBesideOthersIsText() {
    func scan(withNeighbour: Bool) -> [ScanFinding] {
      var canvas = ScanTestCanvas(width: 300, height: 100, background: "#ffffff")
      if withNeighbour { canvas.text("31", x: 40, y: 30, cell: 4, color: "#000000") }
      canvas.text("2", x: 140, y: 30, cell: 4, color: "#e6e6e6")
      return ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)).filter {
        $0.bbox.x >= 130
      }
    }
    #expect(scan(withNeighbour: true).contains { $0.status == .fail })
    #expect(scan(withNeighbour: false).isEmpty)
  }

  /// A calendar's last row, all grey (#e6e6e6 on white, 1.25:1): a lone "2" under a black
  /// "26" centred in the same cell is text and fails, with no grey or black day beside it.
  @Test func aGreyedDayUnderAnotherIsText() {
    var canvas = ScanTestCanvas(width: 200, height: 160, background: "#ffffff")
    canvas.text("26", x: 60, y: 20, cell: 4, color: "#000000")
    canvas.text("2", x: 74, y: 96, cell: 4, color: "#e6e6e6")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.contains { $0.bbox.y >= 90 && $0.status == .fail }, "\(findings)")
  }

  /// A week strip: a grey "6" (#8e8e93 on white, 3.26:1) 14 CSS px tall, as tall as an
  /// icon, beside black dates "7" and "10" on its top and bottom, is a character or an icon,
  /// and asks for review; the same glyph alone is an icon and passes 3:1.
  @Test func aDateInAWeekStripIsACharacter() throws {
    func finding(inWeek: Bool) throws -> ScanFinding {
      var canvas = ScanTestCanvas(width: 400, height: 100, background: "#ffffff")
      canvas.text("6", x: 40, y: 30, cell: 4, color: "#8e8e93")
      if inWeek {
        canvas.text("7", x: 130, y: 30, cell: 4, color: "#000000")
        canvas.text("10", x: 220, y: 30, cell: 4, color: "#000000")
      }
      let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
      return try #require(findings.first { $0.bbox.x < 100 }, "\(findings)")
    }
    #expect(try finding(inWeek: true).status == .review)
    #expect(try finding(inWeek: false).status == .pass)
  }

  @Test func scaleUncertaintyAlternatives() {
    #expect(ScaleUncertaintyRule.id == "scale-uncertain")
    // A 48 px line inferred at @2x: 16 pt at @3x is ordinary text, so @3x is checked too.
    #expect(ScaleUncertaintyRule.alternativeScales(to: 2, fontSizeInPixels: 48) == [3])
    // Inferred at @1x: @2x (24 pt) and @3x (16 pt) both.
    #expect(ScaleUncertaintyRule.alternativeScales(to: 1, fontSizeInPixels: 48) == [2, 3])
    // 24 px at @1x would be 8 pt at @3x, under any text style: only @2x (12 pt).
    #expect(ScaleUncertaintyRule.alternativeScales(to: 1, fontSizeInPixels: 24) == [2])
    // Nothing above @3x; smaller scales read text larger and never need more contrast.
    #expect(ScaleUncertaintyRule.alternativeScales(to: 3, fontSizeInPixels: 90).isEmpty)
  }

  @Test func scaleUncertaintyTakesAPassAwayButNeverGrantsOne() {
    // Passes at the inferred scale, fails at another plausible one: a review.
    #expect(ScaleUncertaintyRule.status(atInferred: .pass, atAlternatives: [.fail]) == .review)
    #expect(ScaleUncertaintyRule.status(atInferred: .pass, atAlternatives: [.review]) == .review)
    // Passes everywhere: a pass.
    #expect(ScaleUncertaintyRule.status(atInferred: .pass, atAlternatives: [.pass]) == .pass)
    #expect(ScaleUncertaintyRule.status(atInferred: .pass, atAlternatives: []) == .pass)
    // A failure at the most likely scale stands.
    #expect(ScaleUncertaintyRule.status(atInferred: .fail, atAlternatives: [.pass]) == .fail)
    #expect(ScaleUncertaintyRule.status(atInferred: .review, atAlternatives: [.pass]) == .review)
    let why = ScaleUncertaintyRule.explanation(inferred: 2, alternative: 3, required: 4.5)
    #expect(why.contains("@2x") && why.contains("@3x") && why.contains("4.50:1"))
    // A review there names no threshold of its own.
    let unsure = ScaleUncertaintyRule.explanation(inferred: 1, alternative: 2, required: nil)
    #expect(unsure.contains("@1x") && unsure.contains("@2x") && !unsure.contains("needs"))
  }
}

extension CandidateRuleTests {
  /// A stepper's minus, a 2 pt bar, is too short for a glyph but level with its plus: an icon
  /// as long as it is. A bar with no plus level with it (a sheet's grabber) is not.
  @Test func aStepperMinusBesideItsPlus() {
    let plus = PixelRect(x: 200, y: 38, width: 24, height: 24)
    #expect(MinimumSizeRule.isMinus(PixelRect(x: 40, y: 48, width: 24, height: 4), pluses: [plus]))
    // Too high, too long, too far, too square, or no plus: not a minus.
    #expect(
      !MinimumSizeRule.isMinus(PixelRect(x: 40, y: 30, width: 24, height: 4), pluses: [plus]))
    #expect(
      !MinimumSizeRule.isMinus(PixelRect(x: 40, y: 48, width: 48, height: 4), pluses: [plus]))
    #expect(
      !MinimumSizeRule.isMinus(PixelRect(x: -200, y: 48, width: 24, height: 4), pluses: [plus]))
    #expect(
      !MinimumSizeRule.isMinus(PixelRect(x: 40, y: 46, width: 20, height: 8), pluses: [plus]))
    #expect(!MinimumSizeRule.isMinus(PixelRect(x: 40, y: 48, width: 24, height: 4), pluses: []))
    // Rule `glyph-kind` takes such a bar for an icon only.
    var bar = GlyphKindRule.Input(
      box: PixelRect(x: 40, y: 48, width: 24, height: 4), cssHeight: 2, memberCount: 1,
      fill: 1, isStackedBars: false, mask: GlyphMask(width: 0, height: 0))
    bar.isMinus = true
    #expect(GlyphKindRule.decide(bar).kind == .nonText && !GlyphKindRule.decide(bar).couldBeText)
    // Drawn at 2x: a pale minus (#d4d4d8 on white, 1.48:1) and plus around a value fail as
    // icons; a grabber above them stays dropped.
    var canvas = ScanTestCanvas(width: 300, height: 100, background: "#ffffff")
    canvas.fillRect(x: 120, y: 8, w: 48, h: 6, color: "#d4d4d8")
    canvas.fillRect(x: 40, y: 48, w: 24, h: 4, color: "#d4d4d8")
    canvas.text("2", x: 124, y: 40, cell: 3, color: "#111111")
    canvas.fillRect(x: 200, y: 48, w: 24, h: 4, color: "#d4d4d8")
    canvas.fillRect(x: 210, y: 38, w: 4, h: 24, color: "#d4d4d8")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.kind, $0.status) }
    let minus = findings.filter { $0.bbox.x < 100 }
    #expect(minus.count == 1 && minus.first?.kind == .nonText, "\(described)")
    #expect(minus.first?.status == .fail, "\(described)")
    #expect(!findings.contains { $0.bbox.y < 20 }, "\(described)")
  }

  /// A list row's "—" standing for a value at 2x (18×4 px, #c4c8cf on white, 1.68:1): too short
  /// for a glyph, but level with the row's name and set apart from it, a value.
  @Test func aDashStandingForAValue() {
    let name = PixelRect(x: 200, y: 1288, width: 180, height: 28)
    let dash = PixelRect(x: 701, y: 1299, width: 18, height: 4)
    #expect(MinimumSizeRule.isDash(dash, scale: 2, lines: [name]))
    // No line level with it, a line right beside it ("~3 wk"), a 1 px line, a 1 pt sliver at
    // 2x (a chart line's edge), a thick bar, or one as long as a grabber: not a value's dash.
    #expect(!MinimumSizeRule.isDash(dash, scale: 2, lines: []))
    #expect(
      !MinimumSizeRule.isDash(
        dash, scale: 2, lines: [PixelRect(x: 100, y: 1200, width: 180, height: 28)]))
    #expect(
      !MinimumSizeRule.isDash(
        dash, scale: 2, lines: [name, PixelRect(x: 724, y: 1288, width: 60, height: 28)]))
    // A chip's label 14 px on (more than its own 12 px height): still a value's dash; 8 px
    // on, the label's.
    #expect(
      MinimumSizeRule.isDash(
        dash, scale: 2, lines: [name, PixelRect(x: 733, y: 1294, width: 50, height: 12)]))
    #expect(
      !MinimumSizeRule.isDash(
        dash, scale: 2, lines: [name, PixelRect(x: 727, y: 1294, width: 50, height: 12)]))
    let bars: [(PixelRect, Double)] = [
      (PixelRect(x: 701, y: 1300, width: 9, height: 1), 1),
      (PixelRect(x: 701, y: 1300, width: 14, height: 2), 2),
      (PixelRect(x: 701, y: 1297, width: 24, height: 8), 2),
      (PixelRect(x: 640, y: 1299, width: 72, height: 4), 2),
    ]
    for (bar, scale) in bars {
      #expect(!MinimumSizeRule.isDash(bar, scale: scale, lines: [name]), "\(bar)")
    }
    var canvas = ScanTestCanvas(width: 400, height: 80, background: "#ffffff")
    canvas.text("RUI", x: 40, y: 26, cell: 4, color: "#111111")
    canvas.fillRect(x: 340, y: 38, w: 18, h: 4, color: "#c4c8cf")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.kind, $0.status) }
    #expect(findings.contains { $0.bbox.x >= 330 && $0.status == .fail }, "\(described)")
    // Level with a word whose letters touch (one shape, stems joined along its top, as a
    // struck-through or condensed word is): a value's dash too.
    var joined = ScanTestCanvas(width: 400, height: 80, background: "#ffffff")
    joined.fillRect(x: 40, y: 26, w: 116, h: 4, color: "#111111")
    for x in stride(from: 40.0, to: 160, by: 16) {
      joined.fillRect(x: x, y: 26, w: 4, h: 28, color: "#111111")
    }
    joined.fillRect(x: 340, y: 38, w: 18, h: 4, color: "#c4c8cf")
    let found = ScreenshotScanner.scan(joined.image, options: .test(scale: 2))
    #expect(
      found.contains { $0.bbox.x >= 330 && $0.status == .fail },
      "\(found.map { ($0.bbox, $0.kind, $0.status) })")
  }

  /// "– –" standing for a value: two short bars of one thickness on one row, a space apart,
  /// each too short for a dash alone, are judged as one; bars in a row of three or more are a
  /// dashed line's, and bars of other rows, thicknesses or lengths pair with nothing.
  /// A dash's shape: rows across half its width or more, one run each and one after the other;
  /// a rounded end's corner pixels in its top row are left out. Two bars apart (`=`) and a
  /// word's stems are not one.
  @Test func aDashIsABar() {
    let rounded = Self.mask(["#..........#", "############", "############", "############"])
    #expect(MinimumSizeRule.isBar(rounded))
    #expect(!GlyphKindRule.isSolidBlob(rounded))
    #expect(!MinimumSizeRule.isBar(Self.mask(["############", "............", "############"])))
    #expect(!MinimumSizeRule.isBar(Self.mask(["##.##.##.##.", "##.##.##.##.", "##.##.##.##."])))
  }

  @Test func aPairOfBarsStandingForAValue() {
    let a = PixelRect(x: 100, y: 50, width: 10, height: 3)
    let b = PixelRect(x: 129, y: 50, width: 10, height: 3)
    #expect(MinimumSizeRule.barPairs([b, a]).map { [$0.left, $0.right] } == [[1, 0]])
    let c = PixelRect(x: 158, y: 50, width: 10, height: 3)
    #expect(MinimumSizeRule.barPairs([a, b, c]).isEmpty)
    #expect(MinimumSizeRule.barPairs([a, PixelRect(x: 129, y: 56, width: 10, height: 3)]).isEmpty)
    #expect(MinimumSizeRule.barPairs([a, PixelRect(x: 129, y: 50, width: 10, height: 6)]).isEmpty)
    #expect(MinimumSizeRule.barPairs([a, PixelRect(x: 129, y: 50, width: 24, height: 3)]).isEmpty)
    #expect(MinimumSizeRule.barPairs([a, PixelRect(x: 112, y: 50, width: 10, height: 3)]).isEmpty)
    // A pair 1 pt thick at 2x is a value's dash; a single bar that thin is not.
    let name = PixelRect(x: 20, y: 38, width: 40, height: 28)
    let pair = PixelRect(x: 100, y: 50, width: 39, height: 2)
    #expect(MinimumSizeRule.isDash(pair, scale: 2, lines: [name], isPair: true))
    #expect(!MinimumSizeRule.isDash(pair, scale: 2, lines: [name]))
    // Through a scan at 2x: "– –" (#b8bcc6 on white, 1.90:1) beside a name fails as one
    // finding; the same pair with a plotted line running into it is part of a chart.
    func scan(line: Bool) -> [ScanFinding] {
      var canvas = ScanTestCanvas(width: 420, height: 100, background: "#ffffff")
      canvas.text("RUI", x: 30, y: 36, cell: 4, color: "#111111")
      canvas.fillRect(x: 300, y: 50, w: 10, h: 2, color: "#b8bcc6")
      canvas.fillRect(x: 329, y: 50, w: 10, h: 2, color: "#b8bcc6")
      if line {
        canvas.fillRect(x: 250, y: 48, w: 44, h: 8, color: "#4f46e5")
        canvas.fillRect(x: 345, y: 48, w: 44, h: 8, color: "#4f46e5")
      }
      return ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)).filter {
        $0.bbox.x >= 290 && $0.bbox.maxX <= 345
      }
    }
    let alone = scan(line: false)
    #expect(alone.count == 1, "\(alone.map(\.bbox))")
    #expect(alone.first?.bbox == PixelRect(x: 300, y: 50, width: 39, height: 2))
    #expect(alone.first?.status == .fail)
    #expect(scan(line: true).isEmpty, "\(scan(line: true).map(\.bbox))")
  }
}
