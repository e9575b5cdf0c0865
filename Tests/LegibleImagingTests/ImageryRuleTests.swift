import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// The imagery rules (`picture-tile`, `image-content`, `solid-stroke`, `solid-block`,
/// `cropped-content`, `faint-texture`, `uneven-background`), each called directly.
@Suite struct ImageryRuleTests {
  /// A tile of 32×32 pixels with the given measurements.
  static func tile(
    ink: Double = 0, inkRows: Int = 32, surfaces: Int = 1, hardEdgesPerRow: Double = 0,
    secondSurface: Double = 0
  ) -> ImageRegions.Tile {
    var tile = ImageRegions.Tile()
    tile.pixels = 32 * 32
    tile.rows = 32
    tile.inkPixels = Int(ink * 1024)
    tile.inkRows = inkRows
    tile.surfaces = surfaces
    tile.hardEdges = Int(hardEdgesPerRow * 32)
    tile.secondSurfacePixels = Int(secondSurface * 1024)
    return tile
  }

  @Test func pictureTileSigns() {
    #expect(PictureTileRule.id == "picture-tile")
    // Photographic texture: ink everywhere, on every row.
    #expect(PictureTileRule.sign(of: Self.tile(ink: 0.9)) == .dense)
    // As much ink, but a row free of it (the gap between two lines of text): not a picture.
    #expect(PictureTileRule.sign(of: Self.tile(ink: 0.75, inkRows: 30)) == nil)
    #expect(PictureTileRule.sign(of: Self.tile(ink: 0.3, surfaces: 4)) == .manySurfaces)
    // A hard edge on every row with balanced tones: QR modules.
    #expect(
      PictureTileRule.sign(of: Self.tile(ink: 0.5, surfaces: 1, hardEdgesPerRow: 2)) == .patterned)
    #expect(
      PictureTileRule.sign(of: Self.tile(surfaces: 2, hardEdgesPerRow: 1.5, secondSurface: 0.45))
        == .patterned)
    // A QR code's tile at 2x: thin modules are stroke interiors (ink), wide clusters a second
    // surface; together they are balanced (measured on the imagery screens: 19 % and 18 %).
    #expect(
      PictureTileRule.sign(
        of: Self.tile(ink: 0.19, surfaces: 2, hardEdgesPerRow: 1.5, secondSurface: 0.18))
        == .patterned)
    // Hard-edged block letters: as many edges, but the background holds three quarters.
    #expect(PictureTileRule.sign(of: Self.tile(ink: 0.27, surfaces: 1, hardEdgesPerRow: 2)) == nil)
    // Three flat colours meeting with hard edges: a map.
    #expect(
      PictureTileRule.sign(of: Self.tile(ink: 0.1, surfaces: 3, hardEdgesPerRow: 0.5))
        == .flatShapes)
    // A card on a page with a label: interface.
    #expect(
      PictureTileRule.sign(of: Self.tile(ink: 0.2, surfaces: 2, hardEdgesPerRow: 0.1)) == nil)
    // A device frame's side mid-tile (page, bezel, screen): a pattern's or a map's measures,
    // but on a long straight side.
    var side = Self.tile(surfaces: 3, hardEdgesPerRow: 2, secondSurface: 0.4)
    #expect(PictureTileRule.sign(of: side) == .patterned)
    side.isOnStraightSide = true
    #expect(PictureTileRule.sign(of: side) == nil)
  }

  @Test func straightSidesRunThroughEightTiles() {
    // One column of 12 tiles: a side through rows 0–8 (one edge column, wobbling by a pixel),
    // then a pattern's edges that move (rows 9–11).
    let columns = 1
    var straight = [Bool](repeating: true, count: 12)
    var edges = (0..<12).map { ImageRegions.EdgeColumns(columns: SIMD2(Int32(40 + $0 % 2), -1)) }
    for row in 9..<12 { edges[row].columns[0] = Int32(33 + 5 * row) }
    #expect(
      ImageRegions.straightSides(straight, edgeColumns: edges, columns: columns) == Array(0...8))
    // Seven tiles (a QR code's finder square at its largest) are no side.
    straight[7] = false
    #expect(ImageRegions.straightSides(straight, edgeColumns: edges, columns: columns).isEmpty)
    // A column that jumps by more than a pixel ends the side there.
    straight[7] = true
    edges[4].columns[0] = 44
    #expect(ImageRegions.straightSides(straight, edgeColumns: edges, columns: columns).isEmpty)
    // Edges per tile: two columns, each within a pixel of its first edge; a third breaks it.
    var tile = ImageRegions.EdgeColumns()
    for x: Int32 in [40, 41, 68, 39, 40, 69] { tile.add(x) }
    #expect(tile.columns == SIMD2(40, 68) && tile.counts == SIMD2(4, 2))
    tile.add(90)
    #expect(tile.isScattered)
  }

  @Test func shadingTiles() {
    // Plain to the row pass (little ink, no hard edge), yet shaded in shapes of its own with
    // few neighbours alike: a smooth photograph.
    var smooth = Self.tile(ink: 0.02, surfaces: 2)
    smooth.shading = TileShading(exactShare: 0.6, residual: 1.5, sharpStepsPerRow: 0.1)
    #expect(PictureTileRule.sign(of: smooth) == .shading)
    // A gradient follows its curve; an interface surface has its neighbours alike; a drawn
    // edge is no shading; a tile of text is not plain.
    var gradient = smooth
    gradient.shading.residual = 0.3
    #expect(PictureTileRule.sign(of: gradient) == nil)
    var surface = smooth
    surface.shading.exactShare = 0.97
    #expect(PictureTileRule.sign(of: surface) == nil)
    var edged = smooth
    edged.shading.sharpStepsPerRow = 1
    #expect(PictureTileRule.sign(of: edged) == nil)
    var text = smooth
    text.inkPixels = 400
    #expect(PictureTileRule.sign(of: text) == nil)
    // Sparse ink (a photograph's craters and specks) leaves the shading to be read.
    #expect(PictureTileRule.mayBeShading(Self.tile(ink: 0.25)))
    #expect(!PictureTileRule.mayBeShading(Self.tile(ink: 0.25, surfaces: 4)))
  }

  @Test func tileShadingReadsThePixels() {
    // The residual of a quadratic surface is nothing; a bump in it is something.
    let quadratic = (0..<64).map { i -> Double in
      let (x, y) = (Double(i % 8), Double(i / 8))
      return 3 + 2 * x - y + 0.5 * x * x + x * y - 0.25 * y * y
    }
    #expect(TileShading.quadraticResidual(quadratic) < 1e-9)
    var bumped = quadratic
    bumped[27] += 16
    #expect(TileShading.quadraticResidual(bumped) > 1.5)
    // Blocks that are mostly ink are left out of the fit; too few known blocks say nothing.
    let halfKnown = quadratic.enumerated().map { $0.offset % 2 == 0 ? $0.element : nil }
    #expect(TileShading.quadraticResidual(halfKnown) < 1e-6)
    var fewKnown = [Double?](repeating: nil, count: 64)
    for k in 0..<(TileShading.minimumFitBlocks - 1) {
      fewKnown[k * 4] = bumped[k * 4] + Double(k % 2) * 9
    }
    #expect(TileShading.quadraticResidual(fewKnown) == 0)
    // A flat surface stops after three rows; a gradient dithered by ±2 levels a pixel has few
    // neighbours alike but follows its curve once blocks average the dither away.
    let box = PixelRect(x: 32, y: 32, width: 32, height: 32)
    let flat = ScanTestCanvas(width: 96, height: 96, background: "#6e8bc8")
    let none = InkSpans()
    #expect(
      TileShading(image: ScanImage(uncheckedOpaque: flat.image), tile: box, ink: none)
        == .unmeasured)
    var dithered = ScanTestCanvas(width: 96, height: 96, background: "#6e8bc8")
    dithered.ditheredGradient(seed: 3)
    let ramp = TileShading(image: ScanImage(uncheckedOpaque: dithered.image), tile: box, ink: none)
    #expect(ramp.exactShare < 0.8)
    #expect(ramp.residual < ImageRegionTuning.shadingResidual)
    #expect(!ramp.hasDrawnEdge)
    // Soft round shading a few levels deep, as on the moon: off any quadratic.
    var moon = ScanTestCanvas(width: 96, height: 96, background: "#808080")
    for i in moon.rgb.indices {
      let (x, y) = (Double(i % 96), Double(i / 96))
      let d = ((x - 44) * (x - 44) + (y - 50) * (y - 50)) / 30
      moon.rgb[i] -= SIMD3(repeating: 9 * exp(-d) + Double((i * 7919) % 3))
    }
    let crater = TileShading(image: ScanImage(uncheckedOpaque: moon.image), tile: box, ink: none)
    #expect(crater.exactShare < 0.8)
    #expect(crater.residual >= ImageRegionTuning.shadingResidual, "\(crater)")
    #expect(!crater.hasDrawnEdge)
  }

  /// Shading is read between the ink: a glyph on a gradient neither shades it nor draws an
  /// edge, and a photograph's dark specks leave its shading to be read.
  @Test func tileShadingLeavesTheInkOut() {
    let box = PixelRect(x: 32, y: 32, width: 32, height: 32)
    var glyph = ScanTestCanvas(width: 96, height: 96, background: "#6e8bc8")
    glyph.ditheredGradient(seed: 5)
    glyph.fillRect(x: 40, y: 40, w: 6, h: 16, color: "#101010")
    glyph.fillRect(x: 46, y: 50, w: 12, h: 6, color: "#101010")
    let glyphInk = Self.spans(
      covering: [PixelRect(x: 39, y: 39, width: 20, height: 18)], height: 96)
    let onGradient = TileShading(
      image: ScanImage(uncheckedOpaque: glyph.image), tile: box, ink: glyphInk)
    #expect(onGradient.residual < ImageRegionTuning.shadingResidual, "\(onGradient)")
    #expect(!onGradient.hasDrawnEdge)
    // Read from every pixel, the same glyph is a drawn edge.
    let unmasked = TileShading(
      image: ScanImage(uncheckedOpaque: glyph.image), tile: box, ink: InkSpans())
    #expect(unmasked.hasDrawnEdge)
    // Soft shading with dark specks in it, the specks ink.
    var moon = ScanTestCanvas(width: 96, height: 96, background: "#808080")
    for i in moon.rgb.indices {
      let (x, y) = (Double(i % 96), Double(i / 96))
      let d = ((x - 44) * (x - 44) + (y - 50) * (y - 50)) / 30
      moon.rgb[i] -= SIMD3(repeating: 9 * exp(-d) + Double((i * 7919) % 3))
    }
    var specks: [PixelRect] = []
    for (x, y) in [(36, 36), (52, 40), (58, 58), (40, 60), (48, 34)] {
      moon.fillRect(x: Double(x), y: Double(y), w: 3, h: 3, color: "#303030")
      specks.append(PixelRect(x: x - 1, y: y - 1, width: 5, height: 5))
    }
    let speckled = TileShading(
      image: ScanImage(uncheckedOpaque: moon.image), tile: box,
      ink: Self.spans(covering: specks, height: 96))
    #expect(speckled.residual >= ImageRegionTuning.shadingResidual, "\(speckled)")
    #expect(!speckled.hasDrawnEdge)
  }

  /// Ink spans covering `boxes` (which must not overlap on a row) in an image `height` rows tall.
  static func spans(covering boxes: [PixelRect], height: Int) -> InkSpans {
    var spans = InkSpans()
    for y in 0..<height {
      for box in boxes.sorted(by: { $0.x < $1.x }) where box.y <= y && y < box.maxY {
        spans.y.append(Int32(y))
        spans.x0.append(Int32(box.x))
        spans.x1.append(Int32(box.maxX))
      }
      spans.rowStart.append(spans.x0.count)
    }
    return spans
  }

  /// Tile groups of one picture whose boxes overlap (a QR code whose smooth modules leave its
  /// busy parts in two groups) become one rectangle; boxes apart stay apart.
  @Test func overlappingPictureGroupsMerge() {
    // Two groups of tiles: an L along the top and left, and a block lower right whose box
    // overlaps the L's box; a third group far away.
    var marked = [Bool](repeating: false, count: 12 * 8)
    for x in 0..<4 { marked[0 * 12 + x] = true }
    for y in 1..<4 { marked[y * 12 + 0] = true }
    for y in 2..<5 { for x in 2..<5 { marked[y * 12 + x] = true } }
    for y in 5..<8 { for x in 9..<11 { marked[y * 12 + x] = true } }
    let boxes = ImageRegions.join(marked, columns: 12, rows: 8)
    #expect(
      Set(boxes) == [
        PixelRect(x: 0, y: 0, width: 5, height: 5), PixelRect(x: 9, y: 5, width: 2, height: 3),
      ])
    #expect(
      ImageRegions.mergingOverlaps([
        PixelRect(x: 0, y: 0, width: 4, height: 4), PixelRect(x: 4, y: 0, width: 4, height: 4),
      ]).count == 2)
  }

  /// A photograph filling the page around a phone's frame (an App Store image) is a frame of
  /// picture around the screen: four bands, not one rectangle over the screen. A picture with a
  /// smooth patch inside, small or a small share of it, stays one rectangle, holes included.
  @Test func pictureFramesAroundInterfaceAreBands() {
    let (columns, rows) = (14, 20)
    var ring = [Bool](repeating: true, count: columns * rows)
    for y in 3..<15 { for x in 2..<12 { ring[y * columns + x] = false } }
    // A photograph inside the screen, apart from the frame.
    for y in 9..<11 { for x in 3..<7 { ring[y * columns + x] = true } }
    let bands = ImageRegions.join(ring, columns: columns, rows: rows)
    #expect(
      Set(bands) == [
        PixelRect(x: 0, y: 0, width: 14, height: 3), PixelRect(x: 0, y: 15, width: 14, height: 5),
        PixelRect(x: 0, y: 3, width: 2, height: 12), PixelRect(x: 12, y: 3, width: 2, height: 12),
        PixelRect(x: 3, y: 9, width: 4, height: 2),
      ], "\(bands)")
    func one(_ holeColumns: Range<Int>, _ holeRows: Range<Int>) -> [PixelRect] {
      var picture = [Bool](repeating: true, count: columns * rows)
      for y in holeRows { for x in holeColumns { picture[y * columns + x] = false } }
      return ImageRegions.join(picture, columns: columns, rows: rows)
    }
    let whole = [PixelRect(x: 0, y: 0, width: 14, height: 20)]
    // A smooth middle of 3×3 tiles (a face in a thumbnail), and one of 8×8, a fifth of the box.
    #expect(one(5..<8, 8..<11) == whole)
    #expect(one(3..<11, 6..<14) == whole)
  }

  /// A picture spanning the screen's width is carried on to the top or bottom edge past a
  /// floating bar when picture shows between the bar and the edge (the strip above a map's
  /// search field); with only interface there, or too far from the edge, or a narrow picture,
  /// it keeps its edge.
  @Test func widePicturesReachTheEdgeBehindFloatingBars() {
    let (columns, rows) = (10, 20)
    func tiles(_ extra: [(Int, Int)]) -> [Bool] {
      var marked = [Bool](repeating: false, count: columns * rows)
      for (x, y) in extra { marked[y * columns + x] = true }
      return marked
    }
    let map = PixelRect(x: 0, y: 3, width: 10, height: 12)
    // A map tile peeks out above the search field (rows 1–2 are the field).
    let peeking = tiles([(4, 0)])
    #expect(
      ImageRegions.extendingToEdges([map], marked: peeking, columns: columns, rows: rows)
        == [PixelRect(x: 0, y: 0, width: 10, height: 15)])
    // Nothing but interface above: a navigation bar over a hero photo.
    #expect(
      ImageRegions.extendingToEdges([map], marked: tiles([]), columns: columns, rows: rows)
        == [map])
    // Below too: the map ends 3 tiles above the bottom, with picture in between.
    let low = PixelRect(x: 0, y: 6, width: 10, height: 11)
    #expect(
      ImageRegions.extendingToEdges([low], marked: tiles([(2, 18)]), columns: columns, rows: rows)
        == [PixelRect(x: 0, y: 6, width: 10, height: 14)])
    // Too far from the edge, or a card's photo half the width: unchanged.
    let far = PixelRect(x: 0, y: 6, width: 10, height: 6)
    #expect(
      ImageRegions.extendingToEdges([far], marked: tiles([(4, 0)]), columns: columns, rows: rows)
        == [far])
    let card = PixelRect(x: 0, y: 3, width: 5, height: 6)
    #expect(
      ImageRegions.extendingToEdges([card], marked: peeking, columns: columns, rows: rows)
        == [card])
  }

  @Test func imageContentStatusFollowsTheRange() {
    #expect(ImageContentRule.id == "image-content")
    // Fails even against the most favourable background.
    #expect(ImageContentRule.status(ratios: [2.1, 3.0, 4.4], required: 4.5) == .fail)
    // Passes even against the least favourable one.
    #expect(ImageContentRule.status(ratios: [4.5, 8, 12], required: 4.5) == .pass)
    // Straddles: only then a review.
    #expect(ImageContentRule.status(ratios: [3.9, 6, 12], required: 4.5) == .review)
    #expect(ImageContentRule.status(ratios: [], required: 4.5) == .review)
  }

  @Test func imageContentDropsLoneShapesAndKeepsWhatIsOutside() {
    let notAsked: () -> Double = {
      Issue.record("the palette is asked only for a line inside a picture")
      return 0
    }
    #expect(
      ImageContentRule.decide(glyphs: [], isLine: false, pictureShare: 0.4, paletteShare: notAsked)
        == .notInPicture)
    #expect(
      ImageContentRule.decide(glyphs: [], isLine: false, pictureShare: 0.9, paletteShare: notAsked)
        .drops)
  }

  /// One glyph in a picture is a word whose letters touch when it is wide and crossed by several
  /// strokes a row ("now" at 3x); a highlight or a cable is crossed once or twice, a two-letter
  /// blob is not wide enough.
  @Test func aWordWhoseLettersTouchIsWordShaped() {
    #expect(ImageContentRule.isWordShaped(width: 74, height: 22, runsPerRow: 3))
    #expect(!ImageContentRule.isWordShaped(width: 74, height: 22, runsPerRow: 2))
    #expect(!ImageContentRule.isWordShaped(width: 40, height: 22, runsPerRow: 4))
    // Word-shaped but no glyph to judge: still a lone shape in the picture.
    #expect(
      ImageContentRule.decide(
        glyphs: [], isLine: false, isWordShaped: true, pictureShare: 0.9, paletteShare: { 0 }
      ).drops)
  }

  @Test func paletteShareSeesAPicturesOwnColour() {
    // Rows of black and white cells (QR-like) beside a black line: the line's colour repeats.
    var canvas = ScanTestCanvas(width: 200, height: 40, background: "#ffffff")
    for cell in 0..<20 where cell % 2 == 0 {
      canvas.fillRect(x: Double(cell * 10), y: 10, w: 10, h: 20, color: "#000000")
    }
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let box = PixelRect(x: 80, y: 10, width: 40, height: 20)
    let black = PackedColor.pack(r: 0, g: 0, b: 0)
    #expect(ImageContentRule.paletteShare(beside: box, ink: black, in: image) > 0.3)
    // A white caption over noise (a stand-in photograph): white is rare beside it.
    var noise = ScanTestCanvas(width: 200, height: 40, background: "#ffffff")
    noise.noise(x: 0, y: 0, w: 200, h: 40, seed: 3)
    let white = PackedColor.pack(r: 255, g: 255, b: 255)
    #expect(
      ImageContentRule.paletteShare(
        beside: box, ink: white, in: ScanImage(uncheckedOpaque: noise.image))
        < ImageRegionTuning.paletteShare)
    // The same caption near the photograph's left edge, on a white card: read within the
    // photograph, the card's white beside it does not count.
    var card = ScanTestCanvas(width: 200, height: 40, background: "#ffffff")
    card.noise(x: 70, y: 0, w: 130, h: 40, seed: 3)
    let onCard = ScanImage(uncheckedOpaque: card.image)
    #expect(
      ImageContentRule.paletteShare(beside: box, ink: white, in: onCard)
        > ImageRegionTuning.paletteShare)
    #expect(
      ImageContentRule.paletteShare(
        beside: box, ink: white, in: onCard,
        pictures: [PixelRect(x: 70, y: 0, width: 130, height: 40)])
        < ImageRegionTuning.paletteShare)
  }

  @Test func solidStrokes() {
    #expect(SolidStrokeRule.id == "solid-stroke")
    // A stem 6 px wide and 40 tall at 2x: a stroke.
    let stem = PixelRect(x: 10, y: 10, width: 6, height: 40)
    #expect(SolidStrokeRule.isStroke(box: stem, area: 240, touchesEdge: false, scale: 2))
    // Reaching the picture's edge, or too short (a 2-pt speck at 2x), or a filled patch: not.
    #expect(!SolidStrokeRule.isStroke(box: stem, area: 240, touchesEdge: true, scale: 2))
    let speck = PixelRect(x: 10, y: 10, width: 6, height: 4)
    #expect(!SolidStrokeRule.isStroke(box: speck, area: 24, touchesEdge: false, scale: 2))
    let patch = PixelRect(x: 10, y: 10, width: 60, height: 60)
    #expect(!SolidStrokeRule.isStroke(box: patch, area: 3600, touchesEdge: false, scale: 2))
    // A lock screen's clock at 1x: a digit's stems 12 px thick and 80 tall are strokes; a
    // filled disc of 30 px is not.
    let digit = PixelRect(x: 10, y: 10, width: 12, height: 80)
    #expect(SolidStrokeRule.isStroke(box: digit, area: 960, touchesEdge: false, scale: 1))
    let disc = PixelRect(x: 10, y: 10, width: 30, height: 30)
    #expect(!SolidStrokeRule.isStroke(box: disc, area: 707, touchesEdge: false, scale: 1))
    // Side by side at one height: chained; far apart or on other rows: not.
    let a = PixelRect(x: 0, y: 0, width: 20, height: 30)
    #expect(SolidStrokeRule.chains(a, PixelRect(x: 26, y: 2, width: 18, height: 28)))
    #expect(!SolidStrokeRule.chains(a, PixelRect(x: 80, y: 0, width: 20, height: 30)))
    #expect(!SolidStrokeRule.chains(a, PixelRect(x: 26, y: 25, width: 18, height: 28)))
    func glyphs(_ spans: [(x: Int, top: Int, bottom: Int)]) -> [PixelRect] {
      spans.map { PixelRect(x: $0.x, y: $0.top, width: 16, height: $0.bottom - $0.top) }
    }
    #expect(!SolidStrokeRule.isLine(glyphs([(0, 0, 20), (20, 0, 20)])))
    #expect(SolidStrokeRule.isLine(glyphs([(0, 0, 20), (20, 0, 20), (40, 0, 20)])))
    // "Typing": x-height letters, an ascender and descenders; most stand on the baseline.
    #expect(
      SolidStrokeRule.isLine(
        glyphs([(0, 0, 20), (20, 6, 26), (40, 6, 26), (60, 0, 20), (80, 6, 20), (100, 6, 20)])))
    // QR module clusters side by side, ending at any height: the same heights, no baseline.
    #expect(!SolidStrokeRule.isLine(glyphs([(0, 20, 110), (130, 0, 60), (200, 60, 160)])))
    // Parallel streets of a map, thin bars on one baseline: no letter among them. One glyph a
    // third as wide as tall among the bars ("Ill" and "lil" are words) makes a line.
    let bars = (0..<4).map { PixelRect(x: 90 * $0, y: 0, width: 5, height: 90) }
    #expect(!SolidStrokeRule.isLine(bars))
    #expect(SolidStrokeRule.isLine(bars + [PixelRect(x: 360, y: 30, width: 30, height: 60)]))
    // Drawn in one colour: most pixels have it exactly; a photograph's smooth patch does not.
    #expect(SolidStrokeRule.isSolid(share: 0.95))
    #expect(!SolidStrokeRule.isSolid(share: SolidStrokeRule.minimumSolidShare))
    #expect(!SolidStrokeRule.isSolid(share: 0.2))
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func pictureStrokesMatchAPlainFloodFill(seed: UInt64) {
    // Flat blocks, gentle ramps and noise, in a picture that leaves a margin: the run-based
    // labelling (with its four-pixel compares) against a pixel-by-pixel flood fill.
    var random = SplitMix64(seed: seed)
    let (width, height) = (61, 47)
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        switch (x / 12 + y / 9 + Int(seed)) % 4 {
        case 0: (bytes[i], bytes[i + 1], bytes[i + 2]) = (90, 90, 90)
        case 1: (bytes[i], bytes[i + 1], bytes[i + 2]) = (UInt8(x * 2), UInt8(y), 40)
        case 2:
          let v = UInt8(truncatingIfNeeded: random.next() % 7 + 100)
          (bytes[i], bytes[i + 1], bytes[i + 2]) = (v, v, 200)
        default:
          let v = random.next()
          (bytes[i], bytes[i + 1], bytes[i + 2]) = (UInt8(v & 255), UInt8(v >> 8 & 255), 9)
        }
      }
    }
    let image = ScanImage(uncheckedOpaque: RGBAImage(width: width, height: height, pixels: bytes))
    let picture = PixelRect(x: 3, y: 2, width: 53, height: 41)
    let flat = PictureStrokes(
      image: image, rows: BackgroundRuns(image, minimumRunLength: 4), pictures: [picture]
    ) { _ in true }
    // The plain reference: a flood fill from each unlabelled pixel in reading order.
    let (w, h) = (picture.width, picture.height)
    func color(_ x: Int, _ y: Int) -> UInt32 { image.rgb(picture.x + x, picture.y + y) }
    var label = [Int](repeating: -1, count: w * h)
    var expected: [PictureStrokes.Area] = []
    for start in 0..<(w * h) where label[start] < 0 {
      let n = expected.count
      label[start] = n
      var stack = [start]
      var members: [Int] = []
      while let i = stack.popLast() {
        members.append(i)
        let (x, y) = (i % w, i / w)
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        where nx >= 0 && ny >= 0 && nx < w && ny < h && label[ny * w + nx] < 0
          && PictureStrokes.joins(color(x, y), color(nx, ny))
        {
          label[ny * w + nx] = n
          stack.append(ny * w + nx)
        }
      }
      let xs = members.map { $0 % w }
      let ys = members.map { $0 / w }
      let box = PixelRect(
        x: picture.x + xs.min()!, y: picture.y + ys.min()!, width: xs.max()! - xs.min()! + 1,
        height: ys.max()! - ys.min()! + 1)
      expected.append(
        PictureStrokes.Area(
          box: box, pixels: members.count, color: color(start % w, start / w), ends: 0,
          hardEnds: 0,
          touchesEdge: box.x == picture.x || box.y == picture.y || box.maxX == picture.maxX
            || box.maxY == picture.maxY))
    }
    for y in 0..<h {
      for x in 0..<w {
        let a = label[y * w + x]
        if x > 0 && label[y * w + x - 1] != a {
          expected[a].ends += 1
          if x > 1 && label[y * w + x - 2] == label[y * w + x - 1] { expected[a].hardEnds += 1 }
        }
        if x < w - 1 && label[y * w + x + 1] != a {
          expected[a].ends += 1
          if x < w - 2 && label[y * w + x + 2] == label[y * w + x + 1] {
            expected[a].hardEnds += 1
          }
        }
      }
    }
    // Pixels that join no neighbour are areas of one pixel, which are not kept.
    let stored = expected.indices.filter { expected[$0].pixels > 1 }
    let index = Dictionary(uniqueKeysWithValues: stored.enumerated().map { ($1, $0) })
    #expect(flat.areas.count == stored.count)
    if let i = stored.indices.first(where: {
      $0 >= flat.areas.count || flat.areas[$0] != expected[stored[$0]]
    }) {
      Issue.record("area \(i): \(flat.areas[i]) != \(expected[stored[i]])")
    }
    for y in 0..<h {
      for x in 0..<w {
        #expect(flat.area(atX: picture.x + x, y: picture.y + y) == index[label[y * w + x]])
      }
    }
  }

  @Test func pictureStrokesJoinThinStemsAndCountHardEnds() throws {
    // Over noise that steps by more than the tolerance at every pixel: a stem two pixels wide
    // in #5a5a5a between blended edge pixels, and a block drawn on whole pixels beside a flat
    // patch of another colour.
    let width = 40
    let height = 30
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    func set(_ x: Int, _ y: Int, _ v: (UInt8, UInt8, UInt8)) {
      let i = (y * width + x) * 4
      (bytes[i], bytes[i + 1], bytes[i + 2]) = v
    }
    for y in 0..<height {
      for x in 0..<width {
        let v = UInt8((x * 7 + y * 13) % 5 * 8 + 10)
        set(x, y, (v, v, v))
      }
    }
    for y in 5..<25 {
      set(9, y, (60, 60, 60))
      set(10, y, (90, 90, 90))
      set(11, y, (90, 90, 90))
      set(12, y, (65, 65, 65))
      for x in 20..<24 { set(x, y, (200, 0, 0)) }
      for x in 24..<30 { set(x, y, (0, 0, 200)) }
    }
    let image = ScanImage(
      uncheckedOpaque: RGBAImage(width: width, height: height, pixels: bytes))
    let picture = PixelRect(x: 0, y: 0, width: width, height: height)
    let rows = BackgroundRuns(image, minimumRunLength: 4)
    let flat = PictureStrokes(image: image, rows: rows, pictures: [picture]) { $0.pixels > 1 }
    let stem = try #require(flat.area(atX: 10, y: 10))
    #expect(flat.areas[stem].box == PixelRect(x: 10, y: 5, width: 2, height: 20))
    #expect(flat.areas[stem].pixels == 40)
    #expect(flat.areas[stem].hardEnds == 0)
    #expect(!flat.areas[stem].touchesEdge)
    let dominant = flat.dominantColor(of: stem, in: image)
    #expect(dominant.color == PackedColor.pack(r: 90, g: 90, b: 90))
    #expect(dominant.share == 1)
    // The red block's right ends meet the blue patch directly: hard on half of its ends.
    let block = try #require(flat.area(atX: 21, y: 10))
    #expect(flat.areas[block].ends == 40)
    #expect(flat.areas[block].hardEnds == 20)
    // Outside the picture, and a pixel of noise (an area not kept): no area.
    #expect(flat.area(atX: width, y: 0) == nil)
    #expect(flat.area(atX: 0, y: 0) == nil)
  }

  @Test func theDotsOfACaptionAreNoBackground() throws {
    // White text over a dark picture (40 on every channel): a white stem, and beside it two
    // 4-pixel dots in its colour too small to be read as flat strokes (an "i"'s dots). Inside
    // the line's box every pixel of the ink's colour is masked with the strokes: the lightest
    // background is the picture's, not the dots'.
    let width = 64
    let height = 36
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        let white =
          (10..<14).contains(x) && (6..<30).contains(y)
          || [30, 44].contains { (($0)..<($0 + 4)).contains(x) } && (6..<10).contains(y)
        let v: UInt8 = white ? 255 : UInt8(36 + (x + y) % 9)
        (bytes[i], bytes[i + 1], bytes[i + 2]) = (v, v, v)
      }
    }
    let image = ScanImage(uncheckedOpaque: RGBAImage(width: width, height: height, pixels: bytes))
    let flat = PictureStrokes(
      image: image, rows: BackgroundRuns(image, minimumRunLength: 4),
      pictures: [PixelRect(x: 0, y: 0, width: width, height: height)]
    ) { $0.pixels > 1 }
    let line = PixelRect(x: 9, y: 5, width: 40, height: 26)
    let white = PackedColor.pack(r: 255, g: 255, b: 255)
    let unmasked = try #require(
      PictureText.backgrounds(around: line, strokes: [], fringe: 2, flat: flat, image: image))
    #expect(unmasked[2] == white)
    let masked = try #require(
      PictureText.backgrounds(
        around: line, strokes: [], fringe: 2, flat: flat, image: image, ink: (white, line)))
    #expect(PackedColor.luminance(masked[2]) < 0.05)
  }

  @Test func aMenuIconsBarsAreFlatAlongTheMiddle() {
    // A 1x table's "Q3/Q2" over "+9.5%", each a word whose letters blur into one shape as
    // wide as the column, stand like two bars of a menu icon; their middle rows cross letters
    // and the background between them. A menu icon's bar, or a list icon's after its dot,
    // is one colour across its middle third.
    var canvas = ScanTestCanvas(width: 120, height: 40, background: "#ffffff")
    canvas.fillRect(x: 10, y: 10, w: 18, h: 2, color: "#1f1f1f")
    canvas.fillRect(x: 40, y: 10, w: 2, h: 2, color: "#1f1f1f")
    canvas.fillRect(x: 44, y: 10, w: 12, h: 2, color: "#1f1f1f")
    canvas.text("+9.5%", x: 70, y: 8, cell: 1, color: "#0b8043")
    let image = ScanImage(uncheckedOpaque: canvas.image)
    #expect(
      ScreenshotScanner.isFlatAlongItsMiddle(
        PixelRect(x: 10, y: 10, width: 18, height: 2), in: image))
    #expect(
      ScreenshotScanner.isFlatAlongItsMiddle(
        PixelRect(x: 40, y: 10, width: 16, height: 2), in: image))
    #expect(
      !ScreenshotScanner.isFlatAlongItsMiddle(
        PixelRect(x: 70, y: 8, width: 29, height: 7), in: image))
  }

  @Test func hardEndedAreasAreNotStrokes() {
    // A QR module's or identicon cell's runs end on the next cell's colour on every row.
    #expect(SolidStrokeRule.isHardEnded(ends: 28, hardEnds: 28))
    // A glyph's stroke ends on blended pixels; a stem drawn on whole pixels over a smooth sky
    // ends hard on some rows, not most.
    #expect(!SolidStrokeRule.isHardEnded(ends: 40, hardEnds: 0))
    #expect(!SolidStrokeRule.isHardEnded(ends: 40, hardEnds: 20))
    #expect(!SolidStrokeRule.isHardEnded(ends: 0, hardEnds: 0))
  }

  @Test func croppedContent() {
    #expect(CroppedContentRule.id == "cropped-content")
    let white = PackedColor.pack(r: 255, g: 255, b: 255)
    let sky = PackedColor.pack(r: 47, g: 67, b: 107)
    let steel = PackedColor.pack(r: 20, g: 20, b: 20)
    // Outside a photograph's edge: the plain page; inside: the sky and a tower's ink.
    let page = [UInt32](repeating: white, count: 40)
    let inside = [UInt32](repeating: sky, count: 30) + [UInt32](repeating: steel, count: 10)
    #expect(CroppedContentRule.frame(outside: page, inside: inside, background: sky) == white)
    // The outside is the candidate's own background (a label with room around it): no frame.
    #expect(CroppedContentRule.frame(outside: page, inside: inside, background: white) == nil)
    // The outside's colour goes on inside the box (the stems of capitals on a plain surface).
    #expect(CroppedContentRule.frame(outside: page, inside: page, background: sky) == nil)
    // A busy outside (a photograph around a caption): no frame.
    let busy = (0..<40).map { PackedColor.pack(r: $0 * 6, g: 255 - $0 * 6, b: 128) }
    #expect(CroppedContentRule.frame(outside: busy, inside: inside, background: sky) == nil)
  }

  @Test func aTowerCutByItsPhotographsFrameIsNotText() {
    // A dark photograph on a white page with two lattice towers from its top edge to its
    // bottom edge, and a label below it with room around it.
    var canvas = ScanTestCanvas(width: 300, height: 200, background: "#ffffff")
    canvas.fillRect(x: 20, y: 20, w: 260, h: 100, color: "#2f436b")
    for tower in [60.0, 200.0] {
      canvas.fillRect(x: tower, y: 20, w: 2.5, h: 100, color: "#0d0d0d")
      canvas.fillRect(x: tower + 20, y: 20, w: 2.5, h: 100, color: "#0d0d0d")
      for step in stride(from: 24.0, to: 116, by: 12) {
        canvas.fillRect(x: tower, y: step, w: 22, h: 1.5, color: "#0d0d0d")
      }
    }
    canvas.text("LABEL", x: 30, y: 150, cell: 3, color: "#9a9a9a")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(!findings.contains { $0.bbox.y < 125 }, "\(findings.map(\.bbox))")
    #expect(findings.contains { $0.bbox.y >= 145 })
    let box = PixelRect(x: 60, y: 20, width: 23, height: 100)
    #expect(
      CroppedContentRule.reasonToDrop(
        box: box, background: PackedColor.pack(r: 47, g: 67, b: 107),
        in: ScanImage(uncheckedOpaque: canvas.image)) != nil)
  }

  /// A strip of wood-grain wallpaper, 24 px tall, between a light card above and a dark
  /// translucent card below: its dark grain runs from card to card, chained like a line of
  /// text. Two frames of other colours, each flat 8 px further out, crop it as one frame does.
  /// The same grain between the two sides of a horizontal gradient, whose columns are plain
  /// too, is not dropped that way.
  @Test func wallpaperBetweenTwoCardsIsNotText() {
    var canvas = ScanTestCanvas(width: 400, height: 120, background: "#9a7248")
    canvas.fillRect(x: 0, y: 0, w: 400, h: 40, color: "#f2f2f0")
    canvas.fillRect(x: 0, y: 64, w: 400, h: 56, color: "#4d3926")
    for (x, width) in [(30.0, 5.0), (52, 3), (70, 6), (95, 4), (118, 3), (140, 5), (166, 4)] {
      canvas.fillRect(x: x, y: 40, w: width, h: 24, color: "#603c1b")
    }
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let strip = PixelRect(x: 30, y: 40, width: 140, height: 24)
    let wood = PackedColor.pack(r: 154, g: 114, b: 72)
    #expect(CroppedContentRule.reasonToDrop(box: strip, background: wood, in: image) != nil)
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 3))
    #expect(!findings.contains { $0.bbox.y >= 36 && $0.bbox.maxY <= 68 }, "\(findings.map(\.bbox))")
    // The lines 8 px beyond must be the cards' own colours: a gradient that changes there is
    // no pair of frames.
    let light = PackedColor.pack(r: 242, g: 242, b: 240)
    #expect(CroppedContentRule.isFlat([UInt32](repeating: light, count: 20), as: light))
    #expect(
      !CroppedContentRule.isFlat(
        [UInt32](repeating: PackedColor.pack(r: 236, g: 236, b: 234), count: 20), as: light))
    // Left and right of the box, two colours never frame it (a horizontal gradient's columns).
    var gradient = ScanTestCanvas(width: 400, height: 60, background: "#ffffff")
    gradient.horizontalGradient(from: "#f8f8f8", to: "#808080")
    gradient.text("LARGE", x: 40, y: 16, cell: 4, color: "#6f6f6f")
    let word = PixelRect(x: 40, y: 16, width: 116, height: 28)
    #expect(
      CroppedContentRule.reasonToDrop(
        box: word, background: PackedColor.pack(r: 200, g: 200, b: 200),
        in: ScanImage(uncheckedOpaque: gradient.image)) == nil)
  }

  /// Expects one finding of `findings` inside `badge`, judged on its red fill (#ff3b30), failing.
  static func expectOneFailOnRedBadge(_ findings: [ScanFinding], _ badge: PixelRect) {
    let described = findings.map { ($0.bbox, $0.foreground.opaqueHexString, $0.wcagRatio) }
    let inside = findings.filter { badge.intersection($0.bbox) == $0.bbox }
    #expect(inside.count == 1, "\(described)")
    #expect(inside.first?.background.opaqueHexString == "#ff3b30", "\(described)")
    #expect(inside.first?.status == .fail, "\(described)")
  }

  @Test func aWordOnABadgeOverAPhotographIsJudgedOnTheBadge() {
    // A product photograph (noise) with a red sale badge in its corner: "20%" in bold white,
    // its letters touching (crossed twice a row, too few for a word inside a picture), was
    // dropped as a lone shape in the picture. It sits on the badge's flat fill, which ends close
    // by: it is judged there, white on #ff3b30 (3.55:1).
    var canvas = ScanTestCanvas(width: 600, height: 440, background: "#ffffff")
    canvas.noise(x: 20, y: 20, w: 560, h: 400, seed: 5)
    canvas.fillRoundedRect(x: 36, y: 36, w: 64, h: 30, radius: 6, color: "#ff3b30")
    canvas.text("20%", x: 44, y: 44, cell: 2, color: "#ffffff", bold: 0.5)
    Self.expectOneFailOnRedBadge(
      ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)),
      PixelRect(x: 36, y: 36, width: 64, height: 30))
    // The rule's two rings: flat all round, and ending close by. The same word on a flat
    // patch that runs on (a map's land) is not on a badge.
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let red = PackedColor.pack(r: 255, g: 59, b: 48)
    let word = PixelRect(x: 44, y: 44, width: 46, height: 14)
    #expect(ImageContentRule.badgeSurface(word, background: red, in: image, scale: 2) != nil)
    var land = ScanTestCanvas(width: 360, height: 280, background: "#ff3b30")
    land.text("20%", x: 44, y: 44, cell: 2, color: "#ffffff", bold: 0.5)
    #expect(
      ImageContentRule.badgeSurface(
        word, background: red, in: ScanImage(uncheckedOpaque: land.image), scale: 2) == nil)
    // A dating app's like button at 2x: a white disc 128 px across over the photograph's
    // foot, a heart 36 px across in its middle. One icon's height out the ring is still on
    // the disc; two heights out it has left it.
    var button = ScanTestCanvas(width: 400, height: 400, background: "#ffffff")
    button.noise(x: 0, y: 0, w: 400, h: 400, seed: 3)
    button.fillShape(x: 136, y: 136, w: 128, h: 128, color: "#ffffff") { px, py in
      (px - 200) * (px - 200) + (py - 200) * (py - 200) <= 64 * 64
    }
    let heart = PixelRect(x: 182, y: 182, width: 36, height: 35)
    #expect(
      ImageContentRule.badgeSurface(
        heart, background: PackedColor.pack(r: 255, g: 255, b: 255),
        in: ScanImage(uncheckedOpaque: button.image), scale: 2) != nil)
  }

  @Test func aWordWhoseLettersTouchOnABadgeOverAPhotographIsJudgedOnTheBadge() {
    // A video's "LIVE" pill over a photograph (noise): the bold letters touch (joined here by
    // a bar along their feet), and the word, one glyph whose surroundings reach the photograph
    // in more than half of their 16-pt tiles, was dropped as a busy area's detail before any
    // pixel was read. On a badge of its own it is judged on the badge: white on #ff3b30,
    // 3.55:1, fails.
    var canvas = ScanTestCanvas(width: 600, height: 440, background: "#ffffff")
    canvas.noise(x: 20, y: 20, w: 560, h: 400, seed: 9)
    canvas.fillRoundedRect(x: 56, y: 56, w: 74, h: 38, radius: 10, color: "#ff3b30")
    canvas.text("LIVE", x: 66, y: 68, cell: 2, color: "#ffffff", bold: 1)
    canvas.fillRect(x: 66, y: 80, w: 54, h: 2, color: "#ffffff")
    Self.expectOneFailOnRedBadge(
      ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)),
      PixelRect(x: 56, y: 56, width: 74, height: 38))
  }

  @Test func anIconOnAButtonOverAPhotographIsJudgedOnTheButton() {
    // A shop's favourite button over a product photograph (noise): a grey heart (#b0b0b5) on a
    // white disc, 2.16:1 as an icon, fails. A lone shape inside a picture was picture detail;
    // a squarish one on a badge of its own, in a colour the picture around does not hold, is
    // an icon on a button. The same heart on the photograph stays detail.
    var canvas = ScanTestCanvas(width: 600, height: 440, background: "#ffffff")
    canvas.noise(x: 20, y: 20, w: 560, h: 400, seed: 5)
    canvas.fillRoundedRect(x: 420, y: 60, w: 64, h: 64, radius: 32, color: "#ffffff")
    canvas.fillHeart(x: 440, y: 81, size: 24, color: "#b0b0b5")
    canvas.fillHeart(x: 200, y: 200, size: 24, color: "#b0b0b5")
    // A white share-like heart on a button tinted by the photograph under its frosted glass
    // (#d8a786, 2.14:1): a coloured badge is a button too.
    canvas.fillRoundedRect(x: 420, y: 300, w: 64, h: 64, radius: 32, color: "#d8a786")
    canvas.fillHeart(x: 440, y: 321, size: 24, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    for top in [60, 300] {
      let onButton = findings.filter {
        PixelRect(x: 420, y: top, width: 64, height: 64).contains(
          x: $0.bbox.x + $0.bbox.width / 2, y: $0.bbox.y + $0.bbox.height / 2)
      }
      #expect(onButton.count == 1 && onButton.first?.status == .fail, "\(findings.map(\.bbox))")
      #expect(onButton.first?.kind == .nonText)
    }
    #expect(!findings.contains { $0.bbox.x < 400 }, "\(findings.map(\.bbox))")
  }

  /// Paints a frosted disc of `radius` round (`cx`, `cy`): its fill shaded from `left` at its
  /// left edge by `slope` levels a pixel to the right, as a blur of the photograph under it.
  static func frostedDisc(
    _ canvas: inout ScanTestCanvas, cx: Int, cy: Int, radius: Int, left: SIMD3<Double>,
    slope: Double
  ) {
    for y in (cy - radius)...(cy + radius) {
      for x in (cx - radius)...(cx + radius)
      where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius {
        canvas.rgb[y * canvas.width + x] = left - SIMD3(repeating: slope * Double(x - cx + radius))
      }
    }
  }

  /// Expects one finding centred on the `button` in `canvas` (scanned at 2x): a failing icon.
  static func expectOneFailingIcon(on button: PixelRect, in canvas: ScanTestCanvas) {
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.kind, $0.status, $0.wcagRatio) }
    let onButton = findings.filter {
      button.contains(x: $0.bbox.x + $0.bbox.width / 2, y: $0.bbox.y + $0.bbox.height / 2)
    }
    #expect(onButton.count == 1, "\(described)")
    #expect(onButton.first?.kind == .nonText, "\(described)")
    #expect(onButton.first?.status == .fail, "\(described)")
  }

  @Test func aShareIconOnAFrostedButtonOverAPhotographIsJudgedOnTheButton() {
    // A listing's share button at 2x over its photograph (noise): a frosted disc 80 px across,
    // shaded by its blur from #e1d2c8 to #b7a89e (half a level a pixel: more than a flat
    // surface's tolerance across the icon), and on it a white arrow over a tray, the arrow's
    // shaft reaching into the tray. Two parts stacked, on a surface no flat colour holds: they
    // were two lone shapes inside the picture, dropped. They are one icon on a button, failing
    // 3:1 (under 2:1 across the disc under it).
    var canvas = ScanTestCanvas(width: 400, height: 300, background: "#ffffff")
    canvas.noise(x: 0, y: 0, w: 400, h: 300, seed: 11)
    Self.frostedDisc(&canvas, cx: 200, cy: 150, radius: 40, left: SIMD3(225, 210, 200), slope: 0.5)
    canvas.fillShape(x: 188, y: 130, w: 24, h: 12, color: "#ffffff") { x, y in
      abs(x - 200) <= (y - 130)
    }
    canvas.fillRect(x: 198, y: 140, w: 4, h: 18, color: "#ffffff")
    canvas.fillRect(x: 186, y: 150, w: 4, h: 18, color: "#ffffff")
    canvas.fillRect(x: 210, y: 150, w: 4, h: 18, color: "#ffffff")
    canvas.fillRect(x: 186, y: 164, w: 28, h: 4, color: "#ffffff")
    Self.expectOneFailingIcon(on: PixelRect(x: 160, y: 110, width: 80, height: 80), in: canvas)
    // The rule's surface: shaded smoothly all round the icon and ending close by. The same
    // shading running on past the icon (a sky's gradient) is no badge, nor is a disc shaded
    // too steeply to be a blur (five levels a pixel: a photograph's own light).
    let icon = PixelRect(x: 186, y: 130, width: 28, height: 38)
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let middle = image.rgb(200, 124)
    #expect(ImageContentRule.badgeSurface(icon, background: middle, in: image, scale: 2) != nil)
    var sky = ScanTestCanvas(width: 400, height: 300, background: "#ffffff")
    Self.frostedDisc(&sky, cx: 200, cy: 150, radius: 149, left: SIMD3(255, 250, 245), slope: 0.5)
    let skyImage = ScanImage(uncheckedOpaque: sky.image)
    #expect(
      ImageContentRule.badgeSurface(
        icon, background: skyImage.rgb(200, 124), in: skyImage, scale: 2) == nil)
    var steep = ScanTestCanvas(width: 400, height: 300, background: "#ffffff")
    steep.noise(x: 0, y: 0, w: 400, h: 300, seed: 11)
    Self.frostedDisc(&steep, cx: 200, cy: 150, radius: 40, left: SIMD3(250, 250, 250), slope: 3)
    let steepImage = ScanImage(uncheckedOpaque: steep.image)
    #expect(
      ImageContentRule.badgeSurface(
        icon, background: steepImage.rgb(200, 124), in: steepImage, scale: 2) == nil)
  }

  @Test func aFilledHeartOnAFrostedButtonOverAPhotographIsJudgedOnTheButton() {
    // A listing's favourite button at 2x over its photograph (noise): a frosted disc 80 px
    // across shaded by its blur (half a level a pixel), a pink heart (#ff385c) filled on it.
    // The heart's inside is flat, so the row pass reads it as a surface; its notch between the
    // lobes opens onto the disc, whose gradient cuts it into small regions. Those reach past
    // the heart's box, so they are the surface outside the heart, not its own pieces: the
    // heart is a filled shape, an icon on the button, failing 3:1 (under 2:1).
    var canvas = ScanTestCanvas(width: 400, height: 300, background: "#ffffff")
    canvas.noise(x: 0, y: 0, w: 400, h: 300, seed: 13)
    Self.frostedDisc(&canvas, cx: 200, cy: 150, radius: 40, left: SIMD3(214, 198, 188), slope: 0.5)
    canvas.fillHeart(x: 186, y: 137, size: 28, color: "#ff385c")
    Self.expectOneFailingIcon(on: PixelRect(x: 160, y: 110, width: 80, height: 80), in: canvas)
    #expect(FlatRegions.encloses((0, 0, 10, 10), (2, 2, 8, 8)))
    #expect(!FlatRegions.encloses((0, 0, 10, 10), (2, 2, 12, 8)))
  }

  @Test func aShapeCutByTheScreensEdgeIsNotAnIcon() {
    // A wallpaper's dark shape whose edge the screen's left edge cuts (on green, 1.95:1: a
    // lock screen's wallpaper piece failed so), the same shape with a margin (an icon), and a
    // line of words running past the right edge.
    var canvas = ScanTestCanvas(width: 300, height: 200, background: "#0c492e")
    for left in [-1.5, 60] {
      canvas.text("O", x: left, y: 40, cell: 3, color: "#050505")
    }
    canvas.text("SCROLLED WORDS", x: 200, y: 120, cell: 3, color: "#050505")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map(\.bbox)
    #expect(!findings.contains { $0.bbox.x == 0 }, "\(described)")
    #expect(findings.contains { $0.bbox.x == 60 }, "\(described)")
    #expect(findings.contains { $0.bbox.x == 200 && $0.kind == .text }, "\(described)")
    let (w, h) = (300, 200)
    #expect(
      CroppedContentRule.isCutByScreen(
        PixelRect(x: 0, y: 40, width: 16, height: 24), width: w, height: h))
    #expect(
      CroppedContentRule.isCutByScreen(
        PixelRect(x: 290, y: 190, width: 10, height: 10), width: w, height: h))
    #expect(
      !CroppedContentRule.isCutByScreen(
        PixelRect(x: 1, y: 1, width: 10, height: 10), width: w, height: h))
  }

  @Test func cellGrids() {
    #expect(CellGridRule.id == "cell-grid")
    /// The runs, row by row, of a grid of `cell`-pixel cells set where `pattern` has `#`.
    func runs(_ pattern: [String], cell: Int, x: Int = 10, y: Int = 20)
      -> (PixelRect, [(y: Int, x0: Int, x1: Int)])
    {
      var result: [(y: Int, x0: Int, x1: Int)] = []
      for (r, line) in pattern.enumerated() {
        for py in (y + r * cell)..<(y + (r + 1) * cell) {
          var start: Int? = nil
          for (c, mark) in (Array(line) + ["."]).enumerated() {
            if mark == "#" && start == nil { start = c }
            if mark != "#", let s = start {
              result.append((py, x + s * cell, x + c * cell))
              start = nil
            }
          }
        }
      }
      let box = PixelRect(
        x: x, y: y, width: pattern[0].count * cell, height: pattern.count * cell)
      return (box, result)
    }
    // A GitHub-style identicon, 5 by 4 cells of 12 px (`codes-light-2x`).
    let identicon = runs(["#...#", "##.##", "#...#", ".###."], cell: 12)
    #expect(CellGridRule.cellSize(box: identicon.0, runs: identicon.1) == 12)
    // The same at 1x in 3-px cells; in 2-px cells it is too fine to tell from an outline.
    let small = runs(["#...#", "##.##", "#...#", ".###."], cell: 3)
    #expect(CellGridRule.cellSize(box: small.0, runs: small.1) == 3)
    let fine = runs(["#...#", "##.##", "#...#", ".###."], cell: 2)
    #expect(CellGridRule.cellSize(box: fine.0, runs: fine.1) == nil)
    // A 5-by-7 bitmap letter is cells too, but taller than wide: a letter.
    let letter = runs(
      [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"], cell: 6)
    #expect(CellGridRule.cellSize(box: letter.0, runs: letter.1) == nil)
    // A plain rectangle is rule `solid-block`'s; a grid of 12 by 12 cells is no identicon.
    let block = runs(["####", "####"], cell: 8)
    #expect(CellGridRule.cellSize(box: block.0, runs: block.1) == nil)
    let wide = runs([String](repeating: "#.#.#.#.#.#.", count: 12), cell: 4)
    #expect(CellGridRule.cellSize(box: wide.0, runs: wide.1) == nil)
    // An edge off the grid (a shape drawn freely) breaks it.
    var shifted = identicon.1
    shifted[0].x1 += 5
    #expect(CellGridRule.cellSize(box: identicon.0, runs: shifted) == nil)
    // A row of three cells standing apart below the identicon (`codes-light-3x`) is a piece of
    // it; off its grid, or further than eight cells from it, a shape of its own.
    let bar = PixelRect(x: 22, y: 80, width: 36, height: 12)
    #expect(CellGridRule.isPiece(bar, ofGrid: identicon.0, cell: 12))
    #expect(
      !CellGridRule.isPiece(
        PixelRect(x: 25, y: 80, width: 36, height: 12), ofGrid: identicon.0, cell: 12))
    #expect(
      !CellGridRule.isPiece(
        PixelRect(x: 22, y: 200, width: 36, height: 12), ofGrid: identicon.0, cell: 12))
  }

  @Test func chartBars() {
    #expect(ChartBarsRule.id == "chart-bars")
    /// Upright bars `width` wide at an even pitch, standing on `bottom`, with `heights`.
    func bars(_ heights: [Int], width: Int = 28, pitch: Int = 46, bottom: Int = 520)
      -> [PixelRect]
    {
      heights.enumerated().map { i, h in
        PixelRect(x: 277 + i * pitch, y: bottom - h, width: width, height: h)
      }
    }
    /// The bars `chartBars` finds among `boxes`, each filling `fill` of its box.
    func found(_ boxes: [PixelRect], fill: Double = 1, scale: Double = 2) -> Set<Int> {
      ChartBarsRule.chartBars(
        boxes, fills: Array(repeating: fill, count: boxes.count), scale: scale)
    }
    // The chart of `gallery-dark-2x`: four bars on one baseline, 179 down to 84 px at 2x.
    let chart = bars([179, 148, 118, 84])
    #expect(found(chart) == [0, 1, 2, 3])
    // Laid flat, left ends level: a horizontal bar chart.
    let flat = chart.map { PixelRect(x: 40, y: $0.x, width: $0.height, height: $0.width) }
    #expect(found(flat) == [0, 1, 2, 3])
    // Words whose letters touch, left-aligned down a list ("Inbox", "Drafts" in a dark list at
    // 1x), line up the same way but are no solid bars.
    #expect(found(flat, fill: 0.45).isEmpty)
    // Among other shapes (a title's dot, an icon), only the bars.
    let mixed = [PixelRect(x: 10, y: 10, width: 20, height: 20)] + chart
    #expect(found(mixed) == [1, 2, 3, 4])
    // Two bars are not a chart; equal bars are dividers or blocks; bars out of step, off the
    // baseline or of other widths are separate shapes.
    #expect(found(bars([179, 148])).isEmpty)
    #expect(found(bars([120, 120, 120, 120])).isEmpty)
    var offBeat = chart
    offBeat[2].x += 20
    offBeat[3].x += 20
    #expect(found(offBeat) == [])
    var lifted = chart
    lifted[1].y -= 10
    lifted[3].y -= 10
    #expect(found(lifted).isEmpty)
    #expect(
      found(
        zip(chart, [28, 14, 28, 40]).map {
          PixelRect(x: $0.x, y: $0.y, width: $1, height: $0.height)
        }
      ).isEmpty)
    // A cellular-signal glyph at 3x: bars on one baseline at an even pitch, but 11 pt tall.
    let signal = bars([12, 18, 24, 33], width: 9, pitch: 13, bottom: 60)
    #expect(found(signal, scale: 3).isEmpty)
    // Touching bars (a pitch no wider than a bar) are one shape's parts, not a chart's.
    #expect(found(bars([179, 148, 118], pitch: 28)).isEmpty)
    // Squat bars at 3x (a night's darkness by the hour): 22 pt wide, the longest 32 pt.
    let squat = bars([15, 24, 43, 67, 96, 80, 58], width: 66, pitch: 82, bottom: 1550)
    #expect(found(squat, scale: 3) == Set(0..<7))
    // A card's small chart at 3x: five bars whose longest is 25 pt, a chart (no glyph draws
    // five bars); four of them, as short, could be a glyph's.
    let small = bars([45, 60, 75, 54, 39], width: 30, pitch: 54, bottom: 1350)
    #expect(found(small, scale: 3) == Set(0..<5))
    #expect(found(Array(small.prefix(4)), scale: 3).isEmpty)
    #expect(found(bars([21, 27, 33, 24, 18], width: 30, pitch: 54), scale: 3).isEmpty)
    // Only upright when asked: the flat chart is then no chart.
    #expect(
      ChartBarsRule.chartBars(flat, fills: [1, 1, 1, 1], scale: 2, uprightOnly: true).isEmpty)
  }

  /// Set 42's project board at 1x: tags' words ("Docs", "Bug", "Research"), bold, their letters
  /// touching, left-aligned down a column of cards, filling 0.8 of their boxes: shaped as flat
  /// bars, but their rows are cut by counters and gaps, so no bars. Upright bars may be cut
  /// (a hatched fill).
  @Test func flatBarsAreSolid() {
    let words = [(315, 27), (424, 23), (533, 46)].map {
      PixelRect(x: 54, y: $0.0, width: $0.1, height: 8)
    }
    let fills = [0.8, 0.8, 0.8]
    #expect(ChartBarsRule.chartBars(words, fills: fills, scale: 1) == [0, 1, 2])
    #expect(
      ChartBarsRule.chartBars(words, fills: fills, solid: [false, false, false], scale: 1)
        .isEmpty)
    let hatched = [(0, 60), (40, 90), (80, 45)].map {
      PixelRect(x: $0.0, y: 200 - $0.1, width: 28, height: $0.1)
    }
    #expect(
      ChartBarsRule.chartBars(hatched, fills: fills, solid: [false, false, false], scale: 1)
        == [0, 1, 2])
  }

  @Test func barsOnAnAxisAreOneChart() {
    // A smart home's energy chart at 1x on a dark card: eleven bars 18 px wide at a 30 px
    // pitch, 12–42 px tall, standing on a 2 px axis drawn under them all, one bar highlighted:
    // one shape, a comb, read as one "word" failing 4.5:1. Its teeth are a chart's bars, read
    // from the pixels (a wide bar's inside may be taken for a surface, and its ink hollow).
    let heights = [28, 22, 16, 34, 38, 36, 30, 42, 40, 38, 12]
    func chart(axis: Int, underline: Bool = false) -> (GlyphMask, ScanImage) {
      var canvas = ScanTestCanvas(width: 360, height: 80, background: "#1c1d21")
      for (i, h) in heights.enumerated() {
        let color = i == 7 ? "#34d399" : "#2f4f46"
        canvas.fillRoundedRect(
          x: Double(4 + i * 30), y: Double(50 - h), w: 18, h: Double(h) + 2, radius: 3,
          color: color)
        if underline {
          // An "o"'s counter cut into each tooth: a word's letters on its underline.
          canvas.fillRect(x: Double(9 + i * 30), y: 38, w: 8, h: 8, color: "#1c1d21")
        }
      }
      canvas.fillRect(x: 0, y: 50, w: 330, h: Double(axis), color: "#2f4f46")
      let image = ScanImage(uncheckedOpaque: canvas.image)
      let box = PixelRect(x: 0, y: 8, width: 330, height: 42 + axis)
      var mask = GlyphMask(width: box.width, height: box.height)
      for y in 0..<box.height {
        for x in 0..<box.width
        where PackedColor.distance(image.rgb(x, box.y + y), 0x21_1d_1c) > 12 {
          mask[x, y] = true
        }
      }
      return (mask, image)
    }
    let surface = PackedColor.pack(r: 0x1c, g: 0x1d, b: 0x21)
    let (mask, image) = chart(axis: 2)
    let bars = ChartBarsRule.barsOnAxis(mask, at: (0, 8), surface: surface, in: image)
    #expect(bars?.count == heights.count, "\(bars ?? [])")
    #expect(bars?.first.map { $0.x == 4 && $0.width == 18 && abs($0.height - 28) <= 1 } == true)
    #expect(
      ChartBarsRule.isChartOnAxis(mask, at: (0, 8), surface: surface, in: image, scale: 1))
    // An axis thicker than a tenth of the chart is a slab the bars stand on, no rule.
    let (slab, slabImage) = chart(axis: 8)
    #expect(ChartBarsRule.barsOnAxis(slab, at: (0, 8), surface: surface, in: slabImage) == nil)
    // Letters on their underline: their counters are the surface, so their "bars" stop short
    // and are no chart.
    let (word, wordImage) = chart(axis: 2, underline: true)
    #expect(
      !ChartBarsRule.isChartOnAxis(
        word, at: (0, 8), surface: surface, in: wordImage, scale: 1))
  }

  /// A dark chart of nine bars at 2x, the four tallest highlighted in cyan: the dim bars chain
  /// into "lines of text" of their own colour (#2b3a5c on #121a2e, 1.5:1), too short for a
  /// chart alone. In one row with the highlighted ones they are a chart's.
  @Test func aChartsHighlightedBarsJoinItsOthers() {
    var canvas = ScanTestCanvas(width: 560, height: 200, background: "#121a2e")
    let heights: [Double] = [14, 20, 28, 40, 64, 72, 66, 56, 34, 24, 16]
    for (i, height) in heights.enumerated() {
      canvas.fillRoundedRect(
        x: 20 + Double(i) * 48, y: 150 - height, w: 40, h: height, radius: 6,
        color: (4...7).contains(i) ? "#67e8f9" : "#2b3a5c")
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.isEmpty, "\(findings.map { ($0.bbox, $0.status) })")
  }

  /// A voice message's waveform at 2x: 3 px bars at a 7 px pitch, 6 to 28 px tall, their
  /// middles level. Twenty of them are a waveform, in one colour or in two (played and not);
  /// seven (an icon), bars of one height, bars on one baseline instead of one middle, or
  /// bars 5 pt wide are not.
  @Test func waveformBars() {
    func bars(_ count: Int, width: Int = 3, bottomAligned: Bool = false) -> [PixelRect] {
      (0..<count).map { i in
        let h = 6 + (i * 7) % 23
        return PixelRect(
          x: 100 + 7 * i, y: bottomAligned ? 300 - h : 286 - h / 2, width: width, height: h)
      }
    }
    #expect(ChartBarsRule.waveformBars(bars(20), scale: 2) == Set(0..<20))
    let icon = [PixelRect(x: 0, y: 0, width: 30, height: 30)] + bars(20)
    #expect(ChartBarsRule.waveformBars(icon, scale: 2) == Set(1...20))
    #expect(ChartBarsRule.waveformBars(bars(7), scale: 2).isEmpty)
    let even = bars(20).map { PixelRect(x: $0.x, y: 276, width: 3, height: 20) }
    #expect(ChartBarsRule.waveformBars(even, scale: 2).isEmpty)
    #expect(ChartBarsRule.waveformBars(bars(20, bottomAligned: true), scale: 2).isEmpty)
    #expect(ChartBarsRule.waveformBars(bars(20, width: 10), scale: 2).isEmpty)
  }

  /// `rules/voice-waveform-2x`: a voice message in a dark chat (Chromium, 2x): a waveform of
  /// rounded bars, the played part light and the rest #5b5761 on #2b2930 (2.04:1). Its bars
  /// chained into two "lines of text", one failing; the waveform is picture content.
  @Test func aVoiceMessagesWaveformIsNotText() throws {
    let findings = try scanFixture(
      "Screenshots/rules/voice-waveform-2x.png", options: .test(scale: 2))
    #expect(
      !findings.contains { $0.bbox.x >= 90 && $0.bbox.maxX <= 300 }, "\(findings.map(\.bbox))")
  }

  /// A line graph's line: a thin stroke wandering up and down across 140 px at 2x, with or
  /// without a dotted baseline crossing it; not a slider (a level track with a knob), a row of
  /// arches joined by stems (`mmm`, letters that touch) or a line under 32 pt.
  @Test func lineGraphs() {
    func mask(width: Int, height: Int, _ ink: (Int, Int) -> Bool) -> GlyphMask {
      var m = GlyphMask(width: width, height: height)
      for y in 0..<height { for x in 0..<width where ink(x, y) { m[x, y] = true } }
      return m
    }
    // y = 20 + 17 sin(x / 12), 3 px thick: every column one short run.
    let wave = { (x: Int, y: Int) in
      abs(Double(y) - (20 + 17 * sin(Double(x) / 12))) <= 1.5
    }
    #expect(ChartBarsRule.isLineGraph(mask(width: 140, height: 40, wave), scale: 2))
    let dotted = { (x: Int, y: Int) in wave(x, y) || (y == 20 && x % 5 < 2) }
    #expect(ChartBarsRule.isLineGraph(mask(width: 140, height: 40, dotted), scale: 2))
    #expect(!ChartBarsRule.isLineGraph(mask(width: 60, height: 18, wave), scale: 2))
    let slider = { (x: Int, y: Int) in
      (19...21).contains(y) || (x - 100) * (x - 100) + (y - 20) * (y - 20) <= 196
    }
    #expect(!ChartBarsRule.isLineGraph(mask(width: 300, height: 40, slider), scale: 2))
    // A stepped slider: a level track broken by a hollow diamond at each of five steps (a
    // trading form's amount slider); its columns through a diamond cross its two edges.
    let steps = { (x: Int, y: Int) in
      let d = abs((x % 70) - 35) + abs(y - 20)
      return (9...12).contains(d) || ((19...21).contains(y) && d > 12)
    }
    #expect(!ChartBarsRule.isLineGraph(mask(width: 350, height: 40, steps), scale: 2))
    let arches = { (x: Int, y: Int) in y < 3 || x % 12 < 3 }
    #expect(!ChartBarsRule.isLineGraph(mask(width: 140, height: 40, arches), scale: 2))
  }

  /// `rules/sparklines-2x`: a stocks list (Chromium, 2x), each row with a sparkline over a
  /// dotted baseline; the green one (#34c759 on white, 2.22:1) was a "word whose letters touch"
  /// that failed. It is a chart's line, picture content.
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func sparklinesAreNotText() throws {
    let findings = try scanFixture(
      "Screenshots/rules/sparklines-2x.png", options: .test(scale: 2))
    #expect(
      !findings.contains { $0.bbox.x >= 280 && $0.bbox.maxX <= 500 },
      "\(findings.map(\.bbox))")
    #expect(findings.contains { $0.bbox.x >= 640 && $0.status == .fail })
  }

  /// `rules/dark-list-1x`: six labels of a dark grouped list at 1x (Chromium), #636366 on
  /// #1c1c1e (2.84:1), left-aligned one under another. At 1x on dark their letters touch, so
  /// each is one shape, and they lined up as a horizontal bar chart's bars: three were dropped
  /// (rule `chart-bars`); "Junk", its J's foot below the baseline, was judged as large text.
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func wordsDownADarkListAreNoBarChart() throws {
    let findings = try scanFixture(
      "Screenshots/rules/dark-list-1x.png", options: .test(scale: 1))
    let labels = findings.filter { $0.bbox.x < 40 && $0.status == .fail && $0.kind == .text }
    #expect(labels.count == 6, "\(findings.map { ($0.bbox, $0.status) })")
    // Each is one shape sized as a line: "Junk" is 14 px from its top to its baseline, 18 px to
    // the J's foot, 17 px text (4.5:1), not large text (3:1).
    #expect(
      labels.allSatisfy { $0.required == 4.5 }, "\(labels.map { ($0.bbox, $0.required) })")
  }

  @Test func aBarChartIsNotReported() {
    // Four bars of a chart on a white card, a grey caption below and a failing grey
    // icon-sized rounded square beside them: the bars are a picture, the caption and square are interface.
    var canvas = ScanTestCanvas(width: 360, height: 300, background: "#ffffff")
    for (i, (height, color)) in zip(
      [110.0, 90, 70, 50], ["#2f7cf6", "#ff9f0a", "#34c759", "#c7c7cc"]
    ).enumerated() {
      canvas.fillRect(
        x: 40.5 + Double(i) * 30, y: 160.5 - height, w: 16, h: height, color: color)
    }
    canvas.fillRoundedRect(x: 260, y: 120, w: 24, h: 24, radius: 6, color: "#c7c7cc")
    // A second chart of seven thin bars close together, which chain like letters.
    for (i, height) in [24.0, 40, 56, 32, 70, 48, 14].enumerated() {
      canvas.fillRoundedRect(
        x: 200.5 + Double(i) * 20, y: 290.5 - height, w: 12, h: height, radius: 3,
        color: "#c7c7cc")
    }
    canvas.text("TOTAL", x: 40, y: 200, cell: 2, color: "#9a9a9a")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(!findings.contains { $0.bbox.x < 200 && $0.bbox.y < 170 }, "\(findings.map(\.bbox))")
    #expect(findings.contains { $0.bbox.x >= 250 && $0.bbox.y < 170 })
    #expect(findings.contains { $0.bbox.y >= 195 && $0.bbox.y < 210 })
    #expect(!findings.contains { $0.bbox.y >= 210 }, "\(findings.map(\.bbox))")
  }

  @Test func solidBlocks() {
    #expect(SolidBlockRule.id == "solid-block")
    let module = PixelRect(x: 0, y: 0, width: 14, height: 14)
    #expect(SolidBlockRule.isBlock(box: module, fill: 1))
    // Letters: `I` is a thin bar, `O` fills under half its box.
    #expect(!SolidBlockRule.isBlock(box: PixelRect(x: 0, y: 0, width: 4, height: 20), fill: 1))
    // A map's building 9×19, 2.1 times as tall as wide: no filled upright letter is that
    // stout, so a block. A bold hyphen 28×13 (as wide) and a bold `I` 5×19 are not.
    #expect(SolidBlockRule.isBlock(box: PixelRect(x: 0, y: 0, width: 9, height: 19), fill: 1))
    #expect(!SolidBlockRule.isBlock(box: PixelRect(x: 0, y: 0, width: 28, height: 13), fill: 1))
    #expect(!SolidBlockRule.isBlock(box: PixelRect(x: 0, y: 0, width: 5, height: 19), fill: 1))
    #expect(!SolidBlockRule.isBlock(box: PixelRect(x: 0, y: 0, width: 14, height: 20), fill: 0.45))
    // A filled circle fills 0.79, a filled rounded square 0.96: icons, not blocks.
    #expect(!SolidBlockRule.isBlock(box: module, fill: 0.79))
    #expect(!SolidBlockRule.isBlock(box: module, fill: 0.96))
    #expect(SolidBlockRule.isPicture(boxes: [module, module, module], fills: [1, 1, 0.6]))
    // A line of text with one `■` bullet stays text.
    let letter = PixelRect(x: 0, y: 0, width: 12, height: 18)
    #expect(!SolidBlockRule.isPicture(boxes: [module, letter, letter], fills: [1, 0.4, 0.5]))
    #expect(!SolidBlockRule.isPicture(boxes: [], fills: []))
    // A monospaced word whose letters touch, with the square tittles of its two `i`s inside
    // its box (gnome-text-editor's "xwininfo" at 3x): text, though two of three are blocks.
    let word = PixelRect(x: 233, y: 981, width: 141, height: 22)
    let tittles = [
      PixelRect(x: 275, y: 981, width: 4, height: 3),
      PixelRect(x: 311, y: 981, width: 4, height: 3),
    ]
    #expect(SolidBlockRule.isBlock(box: tittles[0], fill: 1))
    #expect(!SolidBlockRule.isPicture(boxes: tittles + [word], fills: [1, 1, 0.39]))
    // The same blocks beside the word, not inside its box: a picture's.
    let apart = tittles.map { PixelRect(x: $0.x + 200, y: $0.y, width: 4, height: 3) }
    #expect(SolidBlockRule.isPicture(boxes: apart + [word], fills: [1, 1, 0.39]))
    // A sun icon at 2x (set 11's weather card): its upright rays, above and below the disc and
    // the slanted rays it is joined to, are small blocks on whole pixels; beside the disc
    // within twice their length, they are its parts, and the sun is an icon.
    let sun = PixelRect(x: 233, y: 960, width: 46, height: 34)
    let rays = [
      PixelRect(x: 255, y: 954, width: 3, height: 5),
      PixelRect(x: 255, y: 995, width: 3, height: 5),
    ]
    #expect(SolidBlockRule.isBlock(box: rays[0], fill: 1))
    #expect(!SolidBlockRule.isPicture(boxes: rays + [sun], fills: [1, 1, 0.31]))
    // Hard-edged: a building's stepped footprint (fill 0.9) is a block; anti-aliased, the same
    // fill is an icon; a hard-edged block letter fills far less.
    #expect(SolidBlockRule.isBlock(box: module, fill: 0.9, hardEdged: true))
    #expect(!SolidBlockRule.isBlock(box: module, fill: 0.9))
    #expect(!SolidBlockRule.isBlock(box: letter, fill: 0.6, hardEdged: true))
    // A run of three QR modules along a row (42×14, drawn on whole pixels): over a picture a
    // block; on a plain surface, or anti-aliased, a bar like a letter's stem or a dash.
    let run = PixelRect(x: 0, y: 0, width: 42, height: 14)
    #expect(SolidBlockRule.isBlock(box: run, fill: 1, hardEdged: true, overPicture: true))
    #expect(!SolidBlockRule.isBlock(box: run, fill: 1, hardEdged: true))
    #expect(!SolidBlockRule.isBlock(box: run, fill: 1, overPicture: true))
  }

  /// A stacked bar chart's pale tops: those that reach past a grid line join it into one wide
  /// shape (660×52, filling 0.15 of its box), which held the lone tops beside it as its parts.
  /// Read as a lane of blocks on a line, it is blocks itself, and the chart a picture.
  @Test func barsJoinedByAGridLineAreBlocks() {
    let joined = PixelRect(x: 60, y: 988, width: 660, height: 52)
    let tops = [1008, 1012, 1016, 1020].enumerated().map {
      PixelRect(x: 90 + 94 * $0.offset, y: $0.element, width: 44, height: 36)
    }
    let fills = [0.15, 1, 1, 1, 1]
    #expect(!SolidBlockRule.isPicture(boxes: [joined] + tops, fills: fills))
    #expect(
      SolidBlockRule.isPicture(
        boxes: [joined] + tops, fills: fills, lanes: [true, false, false, false, false]))
  }

  /// The chart drawn: seven bars 22 pt wide at 2x, #b9a6e6 below and #e3dbf8 on top, on white
  /// behind three #f0eef5 grid lines; three tops cross the highest line, joining it into one
  /// shape with them. Nothing in it is text, and no finding is made.
  @Test func aStackedBarChartOnGridLinesIsNoText() {
    var canvas = ScanTestCanvas(width: 760, height: 360, background: "#ffffff")
    for y in [100.0, 180, 260] { canvas.fillRect(x: 30, y: y, w: 700, h: 2, color: "#f0eef5") }
    let tops = [80.0, 120, 72, 112, 66, 116, 140]
    for (i, top) in tops.enumerated() {
      let x = 60 + 94 * Double(i)
      canvas.fillRect(x: x, y: top, w: 44, h: 300 - top, color: "#b9a6e6")
      canvas.fillRect(x: x, y: top, w: 44, h: 40, color: "#e3dbf8")
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.isEmpty, "\(findings.map { ($0.bbox, $0.reason) })")
  }

  /// Whether a shape is drawn without anti-aliasing is read from its pixels.
  @Test func hardEdgesAreReadFromThePixels() {
    var canvas = ScanTestCanvas(width: 60, height: 40, background: "#f7f4ee")
    // A stepped footprint on whole pixels, and a disc whose edge is anti-aliased.
    canvas.fillRect(x: 4, y: 4, w: 20, h: 12, color: "#ddd6cd")
    canvas.fillRect(x: 10, y: 16, w: 14, h: 4, color: "#ddd6cd")
    canvas.fillRoundedRect(x: 32, y: 4, w: 20, h: 20, radius: 10, color: "#ddd6cd")
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let ink = PackedColor.pack(r: 0xdd, g: 0xd6, b: 0xcd)
    let page = PackedColor.pack(r: 0xf7, g: 0xf4, b: 0xee)
    #expect(
      SolidBlockRule.isHardEdged(
        PixelRect(x: 4, y: 4, width: 20, height: 16), ink: ink, background: page, in: image))
    #expect(
      !SolidBlockRule.isHardEdged(
        PixelRect(x: 32, y: 4, width: 20, height: 20), ink: ink, background: page, in: image))
  }

  /// `rules/faint-word-dithered-2x`: a weather card's "High" in white on a translucent card
  /// over a sky gradient that Chromium dithers by a level from pixel to pixel (1.71:1). Its
  /// letters touch: one glyph, but a word, read as a line of one by rule `faint-texture`, so the
  /// lone-mark bound (2:1, a crater on the moon) does not drop it; it fails. (The "6" above it,
  /// a lone digit at 1.86:1, is still taken for texture.)
  @Test func aFaintWordWhoseLettersTouchIsNotTexture() throws {
    let findings = try scanFixture(
      "Screenshots/rules/faint-word-dithered-2x.png", options: .test(scale: 2))
    #expect(
      findings.contains { $0.bbox.y > 140 && $0.bbox.width > 50 && $0.status == .fail },
      "\(findings.map(\.bbox))")
  }

  /// `rules/menu-on-blurred-art-2x`: a menu icon (three bars, #6b6b6b, 1.86:1) on a
  /// now-playing screen's blurred artwork, a dark gradient with no flat colour around it. A
  /// stack of equal bars is no texture: rule `faint-texture` judges it as a line (1.5:1
  /// bound), not as a lone mark (2:1), and it fails.
  @Test func aMenuIconOnBlurredArtworkIsNotTexture() throws {
    let findings = try scanFixture(
      "Screenshots/rules/menu-on-blurred-art-2x.png", options: .test(scale: 2))
    #expect(
      findings.contains {
        $0.bbox.x >= 100 && $0.kind == .nonText && $0.status == .fail
          && abs($0.wcagRatio - 1.86) < 0.05
      }, "\(findings.map(\.bbox))")
  }

  /// `imagery/store-frame-dark-2x`: "Lisbon, 4 days" in bold white over a night photograph.
  /// The rim of its `o` joins the photograph's own edges into one shape larger than any glyph,
  /// and the hole inside it (the dark sky, 10×13 px at (205, 872)) is still the letter's hole,
  /// not a mark of its own (rule `letter-counter`).
  @Test func theHoleOfALetterOverAPhotographIsNoMark() throws {
    let findings = try scanFixture(
      "Screenshots/imagery/store-frame-dark-2x.png", options: .test(scale: 2))
    let hole = PixelRect(x: 200, y: 866, width: 20, height: 25)
    #expect(
      !findings.contains { hole.intersection($0.bbox) == $0.bbox }, "\(findings.map(\.bbox))")
  }

  /// `rules/faint-credit-on-sky-2x`: "Photo: A. Keller" in #d6d6d6 on the blown-out white sky
  /// of a landscape photograph (1.45:1), inside the picture. Fainter than text drawn over a
  /// picture must stand out from it (rule `image-content`), but the pixels around it are one
  /// exact colour: a flat patch, where faint text stays a failure.
  @Test func aFaintCreditOnAFlatPatchOfAPhotographFails() throws {
    let findings = try scanFixture(
      "Screenshots/rules/faint-credit-on-sky-2x.png", options: .test(scale: 2))
    let credit = PixelRect(x: 380, y: 75, width: 190, height: 40)
    #expect(
      findings.contains {
        credit.contains(x: $0.bbox.x + $0.bbox.width / 2, y: $0.bbox.y + $0.bbox.height / 2)
          && $0.status == .fail
      }, "\(findings.map(\.bbox))")
  }

  @Test func faintTexture() {
    #expect(FaintTextureRule.id == "faint-texture")
    // White on #ffff00 (1.07:1) on a flat surface: kept, however faint.
    #expect(
      !FaintTextureRule.isTexture(
        contrast: 1.07, exactBackgroundShare: 0.95, isImageBackground: false))
    // The same contrast on a wallpaper whose pixels vary: texture.
    #expect(
      FaintTextureRule.isTexture(
        contrast: 1.07, exactBackgroundShare: 0.2, isImageBackground: false)
    )
    #expect(
      FaintTextureRule.isTexture(contrast: 1.3, exactBackgroundShare: 0.9, isImageBackground: true))
    // Visible marks are never texture.
    #expect(
      !FaintTextureRule.isTexture(contrast: 2, exactBackgroundShare: 0, isImageBackground: true))
    // A lone mark at 1.6:1 (a crater on a photograph of the moon): texture on a varying
    // surface, where a line as faint is still judged; on a flat surface kept either way.
    #expect(
      FaintTextureRule.isTexture(
        contrast: 1.6, exactBackgroundShare: 0.1, isImageBackground: false, isLine: false))
    #expect(
      !FaintTextureRule.isTexture(
        contrast: 1.6, exactBackgroundShare: 0.1, isImageBackground: false, isLine: true))
    #expect(
      !FaintTextureRule.isTexture(
        contrast: 1.6, exactBackgroundShare: 0.95, isImageBackground: false, isLine: false))
    #expect(
      !FaintTextureRule.isTexture(
        contrast: 2.1, exactBackgroundShare: 0, isImageBackground: true, isLine: false))
    // A line with solid strokes on a smooth surface (white on pale sand, grey on a frosted
    // material) is text however faint; a lone mark is not spared that way.
    #expect(
      !FaintTextureRule.isTexture(
        contrast: 1.3, exactBackgroundShare: 0.1, isImageBackground: true,
        solidOnSmoothSurface: true))
    #expect(
      FaintTextureRule.isTexture(
        contrast: 1.3, exactBackgroundShare: 0.1, isImageBackground: true, isLine: false,
        solidOnSmoothSurface: true))
  }

  /// Ink a level or two off its surface is that surface's shading; 13 levels off, another colour.
  @Test func inkStandsApartFromEveryBackground() {
    let grey = SRGB(red8: 0xd0, green8: 0xd0, blue8: 0xd0)
    #expect(
      FaintTextureRule.standsApart(
        grey,
        from: [
          SRGB(red8: 0xa6, green8: 0xb2, blue8: 0xae), SRGB(red8: 0xc3, green8: 0xc3, blue8: 0xc3),
        ]))
    #expect(
      !FaintTextureRule.standsApart(
        grey,
        from: [
          SRGB(red8: 0xa6, green8: 0xb2, blue8: 0xae), SRGB(red8: 0xcf, green8: 0xd0, blue8: 0xd0),
        ]))
  }

  /// A soft gradient steps by under a level between neighbours, a dithered one by about two
  /// (`faint-texture`'s measure of a smooth surface).
  @Test func roughnessTellsSmoothFromGrainy() {
    let box = PixelRect(x: 100, y: 80, width: 200, height: 40)
    var smooth = ScanTestCanvas(width: 400, height: 200, background: "#a0a8b0")
    smooth.horizontalGradient(from: "#98a4ac", to: "#b0b8bc")
    let soft = FaintTextureRule.roughness(around: box, in: ScanImage(uncheckedOpaque: smooth.image))
    #expect(soft < ImageRegionTuning.smoothSurfaceRoughness, "\(soft)")
    var grainy = ScanTestCanvas(width: 400, height: 200, background: "#a0a8b0")
    grainy.ditheredGradient(seed: 5)
    let rough = FaintTextureRule.roughness(
      around: box, in: ScanImage(uncheckedOpaque: grainy.image))
    #expect(rough > 2 * ImageRegionTuning.smoothSurfaceRoughness, "\(rough)")
    let flat = ScanTestCanvas(width: 400, height: 200, background: "#a0a8b0")
    #expect(
      FaintTextureRule.roughness(around: box, in: ScanImage(uncheckedOpaque: flat.image)) == 0)
  }
}

/// Rules `repeated-pattern` and `display-text`, called directly and through a scan.
@Suite struct PatternAndDisplayTextTests {
  /// A mark `size` pixels square at (`x`, `y`), in one pair of colours unless told.
  static func mark(
    _ x: Int, _ y: Int, size: Int = 20, ink: UInt32 = 0x2e_c2_7e, background: UInt32 = 0x26_a2_69
  ) -> RepeatedPatternRule.Mark {
    RepeatedPatternRule.Mark(
      box: PixelRect(x: x, y: y, width: size, height: size / 2), ink: ink,
      background: background)
  }

  /// A calendar's grey days of the next month stand in its rows beside black days of other
  /// widths: characters, never a pattern's marks. A lattice's marks, and marks of one colour
  /// whatever their widths, are not set in rows.
  @Test func marksSetInRowsOfText() {
    func day(_ x: Int, _ y: Int, width: Int, ink: UInt32) -> RepeatedPatternRule.Mark {
      RepeatedPatternRule.Mark(
        box: PixelRect(x: x, y: y, width: width, height: 10), ink: ink, background: 0xff_ff_ff)
    }
    let grey: UInt32 = 0xb2_b2_b2
    let black: UInt32 = 0x2e_34_36
    // "29" and "30" in grey, then "1" and "2" in black, a cell (36 px) apart: the grey "30"
    // and the black "1" beside it are set in the row; the "29" and the "2" are more than four
    // heights from any mark of the other colour.
    let row = [
      day(1422, 130, width: 15, ink: grey), day(1458, 130, width: 15, ink: grey),
      day(1496, 130, width: 4, ink: black), day(1531, 131, width: 7, ink: black),
    ]
    #expect(RepeatedPatternRule.setInRows(row) == [1, 2])
    // The same row all grey (a pattern's colour) or all one width: not set in rows.
    #expect(
      RepeatedPatternRule.setInRows(row.map { day($0.box.x, 130, width: $0.box.width, ink: grey) })
        .isEmpty)
    #expect(
      RepeatedPatternRule.setInRows(row.map { day($0.box.x, 130, width: 15, ink: $0.ink) }).isEmpty)
    // A mark of another colour and width a pixel lower still counts; two pixels lower, not.
    #expect(
      RepeatedPatternRule.setInRows([row[1], day(1496, 131, width: 4, ink: black)]) == [0, 1])
    #expect(RepeatedPatternRule.setInRows([row[1], day(1496, 132, width: 4, ink: black)]).isEmpty)
  }

  /// A calendar's last row, all grey, under black days centred in the same cells: set in
  /// columns. A wallpaper's marks shading from one orange to the next are not, nor are marks
  /// off centre or of another height.
  @Test func marksSetInColumnsOfText() {
    func day(_ x: Int, _ y: Int, width: Int, height: Int = 20, ink: UInt32)
      -> RepeatedPatternRule.Mark
    {
      RepeatedPatternRule.Mark(
        box: PixelRect(x: x, y: y, width: width, height: height), ink: ink,
        background: 0xff_ff_ff)
    }
    let grey: UInt32 = 0xe6_e6_e6
    let black: UInt32 = 0x00_00_00
    // "26" black over "2" grey, 38 px apart row to row (a cell at 2x), centres a pixel apart.
    let column = [day(536, 542, width: 29, ink: black), day(543, 580, width: 13, ink: grey)]
    #expect(RepeatedPatternRule.setInColumns(column) == [0, 1])
    // Too far off centre, another height, or too far below (over four heights).
    #expect(
      RepeatedPatternRule.setInColumns([column[0], day(548, 580, width: 13, ink: grey)]).isEmpty)
    #expect(
      RepeatedPatternRule.setInColumns([column[0], day(543, 580, width: 13, height: 16, ink: grey)])
        .isEmpty)
    #expect(
      RepeatedPatternRule.setInColumns([column[0], day(543, 643, width: 13, ink: grey)]).isEmpty)
    // A pattern's marks one above the other, shading from one orange to the next (1.1:1).
    #expect(
      RepeatedPatternRule.setInColumns([
        day(749, 1062, width: 19, ink: 0xf3_92_3a), day(749, 1141, width: 19, ink: 0xf1_88_2c),
      ]).isEmpty)
  }

  @Test func repeatedPatterns() {
    #expect(RepeatedPatternRule.id == "repeated-pattern")
    // A wallpaper's dashes, four by four: a pattern.
    let lattice = (0..<16).map { Self.mark(40 + ($0 % 4) * 80, 60 + ($0 / 4) * 80) }
    #expect(RepeatedPatternRule.patternMarks(lattice, minimumSpan: 128) == Set(0..<16))
    // Fifteen chevrons down a list, one column: interface.
    let chevrons = (0..<15).map { Self.mark(700, 100 + $0 * 88) }
    #expect(RepeatedPatternRule.patternMarks(chevrons, minimumSpan: 128).isEmpty)
    // Three by three is too few; two rows of eight stand in too few rows.
    #expect(RepeatedPatternRule.patternMarks(Array(lattice.prefix(11)), minimumSpan: 128).isEmpty)
    let twoRows = (0..<16).map { Self.mark(40 + ($0 % 8) * 80, 60 + ($0 / 8) * 80) }
    #expect(RepeatedPatternRule.patternMarks(twoRows, minimumSpan: 128).isEmpty)
    // Marks in other colours among the pattern are not of it.
    let other = Self.mark(200, 200, ink: 0xff_ff_ff)
    #expect(RepeatedPatternRule.patternMarks(lattice + [other], minimumSpan: 128) == Set(0..<16))
    // A label in the pattern's colours, far larger than its marks, is not of it.
    #expect(
      RepeatedPatternRule.patternMarks(lattice + [Self.mark(150, 440, size: 87)], minimumSpan: 128)
        == Set(0..<16))
    // A dash cut by a card drawn over the pattern, a third of a dash's length: of it. The same
    // piece with no pattern around it stays a mark of its own.
    let piece = Self.mark(200, 440, size: 7)
    #expect(RepeatedPatternRule.patternMarks(lattice + [piece], minimumSpan: 128) == Set(0..<17))
    #expect(RepeatedPatternRule.patternMarks(chevrons + [piece], minimumSpan: 128).isEmpty)
    #expect(RepeatedPatternRule.bandCount([10, 12, 40, 41, 90], 10) == 3)
    // A toolbar at 2x of icons made of parts in one grey: an ellipsis's three dots, a grid's
    // four squares, a sun's disc and eight rays, a list's three dots: fifteen marks in three
    // rows and many columns, 46 pixels (23 pt) tall. Icons, not a pattern.
    let toolbar =
      [(414, 52, 8), (428, 52, 8), (442, 52, 8)].map { Self.mark($0.0, $0.1, size: $0.2) }
      + [(518, 38), (539, 38), (518, 59), (539, 59)].map { Self.mark($0.0, $0.1, size: 15) }
      + [
        (631, 47, 18), (638, 33, 6), (638, 73, 6), (617, 54, 6), (657, 54, 6), (622, 38, 6),
        (652, 38, 6), (622, 68, 6), (652, 68, 6),
      ].map { Self.mark($0.0, $0.1, size: $0.2) }
    #expect(RepeatedPatternRule.patternMarks(toolbar, minimumSpan: 128).isEmpty)
    #expect(!RepeatedPatternRule.patternMarks(toolbar, minimumSpan: 0).isEmpty)
  }

  @Test func linesOfMarksInOneGreyAreNoLattice() {
    // A dark developer console at 1x in one grey: nine line numbers down a code view's gutter,
    // six sidebar icons down the left, four edit buttons down a table, and a masked secret's
    // twelve dots across: many columns and many rows, but no lattice. Each mark has a
    // neighbour down or across, few both.
    let numbers = (0..<9).map { Self.mark(312, 274 + $0 * 21, size: 9) }
    let sidebar = (0..<6).map { Self.mark(43, 138 + $0 * 51, size: 14) }
    let edits = (0..<4).map { Self.mark(1189, 855 + $0 * 38, size: 12) }
    let dots = (0..<12).map { Self.mark(541 + $0 * 8, 857, size: 5) }
    let console = numbers + sidebar + edits + dots
    #expect(RepeatedPatternRule.patternMarks(console, minimumSpan: 64).isEmpty)
    #expect(RepeatedPatternRule.latticed(console.map(\.box), 12).count < 12)
    // The same marks with the sidebar's icons repeated across the screen in rows are one.
    let lattice = (0..<16).map { Self.mark(43 + ($0 % 4) * 80, 138 + ($0 / 4) * 51, size: 14) }
    #expect(RepeatedPatternRule.latticed(lattice.map(\.box), 14).count == 16)
    #expect(!RepeatedPatternRule.patternMarks(console + lattice, minimumSpan: 64).isEmpty)
  }

  /// A help desk's ticket table at 1x in one pale grey: twelve empty checkboxes (16 px) down
  /// its first column, a priority column's dots (8 px) in some rows and an empty column's
  /// dashes (12×1 px) in others: a lattice of three columns, each of one mark, of three sizes.
  /// A table, not a pattern, faint or not. One mark in two columns, or a column whose marks
  /// differ, or more columns than a table holds, are a pattern.
  @Test func columnsOfOneMarkEachAreATable() {
    func box(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> PixelRect {
      PixelRect(x: x, y: y, width: w, height: h)
    }
    let rows = (0..<12).map { 179 + $0 * 52 }
    let checkboxes = rows.map { box(269, $0, 16, 16) }
    let dots = [rows[5], rows[8]].map { box(845, $0 + 4, 8, 8) }
    let dashes = [rows[2], rows[4], rows[5], rows[6], rows[8]].map { box(1073, $0 + 8, 12, 1) }
    let table = checkboxes + dots + dashes
    let marks = table.map {
      RepeatedPatternRule.Mark(box: $0, ink: 0xdb_d5_d1, background: 0xff_ff_ff)
    }
    #expect(RepeatedPatternRule.isTable(table, 16))
    #expect(RepeatedPatternRule.patternMarks(marks, minimumSpan: 64).isEmpty)
    #expect(RepeatedPatternRule.faintPatternMarks(marks, minimumSpan: 64).isEmpty)
    // One mark in two columns: a dot pattern, with another column or not.
    let twice = rows.flatMap { [box(269, $0, 8, 8), box(845, $0, 8, 8)] }
    #expect(!RepeatedPatternRule.isTable(twice, 16))
    #expect(!RepeatedPatternRule.isTable(twice + dashes, 16))
    // A column whose marks differ down it: a doodle's drawings.
    #expect(!RepeatedPatternRule.isTable(table + [box(269, 900, 10, 14)], 16))
    // Seven columns.
    let wide = (0..<7).flatMap { c in rows.map { box(100 + c * 60, $0, 4 + c * 2, 8) } }
    #expect(RepeatedPatternRule.isTable(Array(wide[..<(6 * rows.count)]), 16))
    #expect(!RepeatedPatternRule.isTable(wide, 16))
  }

  /// A habit tracker's last weeks at 2x: 30 px discs on #1c1c1e, 38 px apart, six weeks of
  /// five days, in four oranges (a scale's steps, drawn in turn).
  static func weeks(inks: (Int, Int) -> UInt32) -> [RepeatedPatternRule.Mark] {
    (0..<30).map { n in
      let (column, row) = (n % 6, n / 6)
      return RepeatedPatternRule.Mark(
        box: PixelRect(x: 94 + column * 38, y: 1794 + row * 38, width: 30, height: 30),
        ink: inks(column, row), background: 0x1e_1c_1c)
    }
  }

  /// The heat map's cells among `cells`: the cells of the lattices that are heat maps.
  static func heatMapCells(_ cells: [RepeatedPatternRule.Mark], minimumSpan: Int) -> Set<Int> {
    Set(
      HeatMapRule.lattices(cells, minimumSpan: minimumSpan).filter(HeatMapRule.isHeatMap)
        .flatMap(\.cells))
  }

  @Test func cellsInAScaleOfOneHueAreAHeatMap() {
    #expect(HeatMapRule.id == "heat-map")
    // #ff9f0a, #c77c08, #9a5f06, #4a3205: one orange in four shades.
    let oranges: [UInt32] = [0x0a_9f_ff, 0x08_7c_c7, 0x06_5f_9a, 0x05_32_4a]
    let heat = Self.weeks { column, row in oranges[(column * 3 + row * 5) % 4] }
    #expect(Self.heatMapCells(heat, minimumSpan: 128).count == 30)
    // Too small to span the lattice required, or only two shades: no heat map.
    #expect(Self.heatMapCells(heat, minimumSpan: 400).isEmpty)
    let two = Self.weeks { column, row in oranges[(column + row) % 2] }
    #expect(Self.heatMapCells(two, minimumSpan: 128).isEmpty)
    // A row of days in each habit's colour (blue, purple, green, yellow, orange): categories,
    // not a scale.
    let habits: [UInt32] = [0xff_d2_64, 0xf2_5a_bf, 0x58_d1_30, 0x0a_d6_ff, 0x0a_9f_ff]
    let categories = Self.weeks { _, row in habits[row] }
    #expect(Self.heatMapCells(categories, minimumSpan: 128).isEmpty)
    // Shapes of three sizes, ten of each, are no lattice of cells.
    var mixed = heat
    for k in mixed.indices { mixed[k].box.width = 30 + 12 * (k % 3) }
    #expect(Self.heatMapCells(mixed, minimumSpan: 128).isEmpty)
  }

  @Test func aScaleIsOneHue() {
    #expect(HeatMapRule.isScale([0x0a_9f_ff, 0x06_5f_9a, 0x3a_3a_3a]))
    #expect(!HeatMapRule.isScale([0x0a_9f_ff, 0xff_d2_64]))
    // Hues either side of 0°: reds and pinks of one scale.
    #expect(HeatMapRule.isScale([0x30_30_ff, 0x60_30_e0]))
  }

  @Test func aPersonGlyphIsOneFinding() {
    // A tab bar's person at 2x in #a3a3a8 on white (2.51:1): a 16 px head 2 px above 32 px
    // wide rounded shoulders. Two shapes one above the other, one icon: one failing finding
    // (it was two, neither of them the icon).
    var canvas = ScanTestCanvas(width: 120, height: 80, background: "#ffffff")
    canvas.fillShape(x: 52, y: 20, w: 16, h: 16, color: "#a3a3a8") { px, py in
      (px - 60) * (px - 60) + (py - 28) * (py - 28) <= 64
    }
    canvas.fillShape(x: 44, y: 38, w: 32, h: 16, color: "#a3a3a8") { px, py in
      (px - 60) * (px - 60) / 256 + (py - 54) * (py - 54) / 256 <= 1
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { "\($0.bbox) \($0.status)" }
    #expect(findings.count == 1, "\(described)")
    #expect(
      findings.allSatisfy {
        $0.kind == .nonText && $0.status == .fail && $0.bbox.y <= 21 && $0.bbox.maxY >= 53
      }, "\(described)")
  }

  /// `rules/day-picker-1x`: a week strip at 1x (Chromium). Each grey day's name, its thin
  /// letters one shape 22×8 (#98a1b0 on white, 2.6:1), stands 10 px over a bold dark date
  /// (#1c2430). Two parts one above the other, they were one icon judged on the date's ink
  /// (passing at 15.6:1); the name is text of its own.
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func aGreyWordOverADarkNumberIsNoIcon() throws {
    let findings = try scanFixture(
      "Screenshots/rules/day-picker-1x.png", options: .test(scale: 1))
    let described = findings.map { "\($0.bbox) \($0.status) \($0.foreground)" }
    #expect(findings.count == 4, "\(described)")
    let names = findings.filter { $0.bbox.maxY <= 26 }
    #expect(names.count == 2 && names.allSatisfy { $0.status != .pass }, "\(described)")
  }

  @Test func ellipses() {
    // A "more" button at 2x: three 8 px dots 6 px apart. One icon.
    let dots = [414, 428, 442].map { x in
      var g = Self.part(x, 52, 8, 8)
      g.fill = 0.8
      return g
    }
    let lone = (0..<3).map { [$0] }
    let one = TextLines.ellipses(lone: lone, glyphs: dots, largestIcon: 64)
    #expect(one.count == 1 && one[0].sorted() == [0, 1, 2])
    // Stood on end (`⋮`): one icon too.
    let column = dots.enumerated().map { n, g in
      var g = g
      g.bbox = PixelRect(x: 300, y: 40 + 14 * n, width: 8, height: 8)
      return g
    }
    #expect(TextLines.ellipses(lone: lone, glyphs: column, largestIcon: 64).count == 1)
    // A page control: a fourth dot in line, in another colour (the current page): apart. Dots
    // farther apart than one of them, or together longer than an icon: apart.
    var current = Self.part(400, 52, 8, 8)
    current.fill = 0.8
    current.ink.foreground = SIMD3(255, 255, 255)
    current.background = 0
    #expect(
      TextLines.ellipses(lone: lone + [[3]], glyphs: dots + [current], largestIcon: 64).count == 4)
    let spread = dots.enumerated().map { n, g in
      var g = g
      g.bbox.x = 414 + 18 * n
      return g
    }
    #expect(TextLines.ellipses(lone: lone, glyphs: spread, largestIcon: 64).count == 3)
    #expect(TextLines.ellipses(lone: lone, glyphs: dots, largestIcon: 30).count == 3)
  }

  @Test func anEllipsisIsOneIcon() {
    // A toolbar's "more" at 2x in #c7c7cc on white (1.68:1): three 8 px dots, each smaller than
    // any glyph worth judging alone; together one failing icon.
    var canvas = ScanTestCanvas(width: 120, height: 60, background: "#ffffff")
    for n in 0..<3 {
      let cx = 46.0 + 14 * Double(n)
      canvas.fillShape(x: cx - 4, y: 26, w: 8, h: 8, color: "#c7c7cc") { px, py in
        (px - cx) * (px - cx) + (py - 30) * (py - 30) <= 16
      }
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { "\($0.bbox) \($0.kind) \($0.status)" }
    #expect(findings.count == 1, "\(described)")
    #expect(
      findings.allSatisfy { $0.kind == .nonText && $0.status == .fail && $0.bbox.width >= 36 },
      "\(described)")
  }

  @Test func rowsOfOneShape() {
    // Four rating hearts at 2x, 28 px, set at fractional offsets, in #b8860b on white (3.25:1):
    // icons side by side, each passing 3:1, not a line of text failing 4.5:1.
    var canvas = ScanTestCanvas(width: 240, height: 60, background: "#ffffff")
    for n in 0..<4 {
      canvas.fillHeart(x: 20.3 + 40.4 * Double(n), y: 16, size: 28, color: "#b8860b")
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { "\($0.bbox) \($0.kind) \($0.status)" }
    #expect(findings.count == 4, "\(described)")
    #expect(findings.allSatisfy { $0.kind == .nonText && $0.status == .pass }, "\(described)")
    // Three rain drops close together (6 px slanted strokes 2 px apart at 2x, #64d2ff on
    // #1c1c1e): the parts of one icon, one finding.
    var rain = ScanTestCanvas(width: 120, height: 60, background: "#1c1c1e")
    for n in 0..<3 {
      let left = 40.0 + 10 * Double(n)
      rain.fillShape(x: left, y: 20, w: 10, h: 14, color: "#64d2ff") { px, py in
        let x = px - left - (34 - py) * 0.3
        return x >= 0 && x <= 4 && py >= 20 && py <= 34
      }
    }
    let drops = ScreenshotScanner.scan(rain.image, options: .test(scale: 2))
    let dropsDescribed = drops.map { "\($0.bbox) \($0.kind) \($0.status)" }
    #expect(drops.count == 1 && drops[0].kind == .nonText, "\(dropsDescribed)")
    let parts = (0..<3).map { Self.part(40 + 10 * $0, 20, 8, 14) }
    #expect(TextLines.isCompactRow([0, 1, 2], glyphs: parts, largestIcon: 64))
    #expect(!TextLines.isCompactRow([0, 1, 2], glyphs: parts, largestIcon: 24))
    let apart = (0..<3).map { Self.part(40 + 20 * $0, 20, 8, 14) }
    #expect(!TextLines.isCompactRow([0, 1, 2], glyphs: apart, largestIcon: 64))
    // Letters of one size are not one shape: "nun" in the 5×7 font stays a word.
    var word = ScanTestCanvas(width: 160, height: 60, background: "#ffffff")
    word.text("NUN", x: 20, y: 16, cell: 4, color: "#767676")
    let text = ScreenshotScanner.scan(word.image, options: .test(scale: 2))
    #expect(text.count == 1 && text[0].kind == .text, "\(text.map(\.bbox))")
    // Nor are letters one bar apart ("FΓFΓ" in hard-edged block letters, which stay a failing
    // word: `ImageryScanTests.hardEdgedBlockLettersAreNotAPattern`).
  }

  /// A car illustration's two windows side by side (rounded, 2.1 times as wide as tall,
  /// filling 0.8) are shapes, not a word; 1x digits blurred solid, a hyphen and dots are not
  /// such shapes.
  @Test func filledShapes() {
    #expect(FilledShapesRule.id == "filled-shapes")
    func mask(_ width: Int, _ height: Int, _ ink: (Int, Int) -> Bool) -> GlyphMask {
      var m = GlyphMask(width: width, height: height)
      for y in 0..<height { for x in 0..<width where ink(x, y) { m[x, y] = true } }
      return m
    }
    // A window: a trapezoid, its top slanted in by a row at each end.
    let window = mask(30, 14) { x, y in x >= max(0, 6 - y) }
    let box = PixelRect(x: 0, y: 0, width: 30, height: 14)
    #expect(FilledShapesRule.isFilledShape(box: box, fill: 0.8, mask: window))
    // A `4` at 1x, 7×10, solid: narrower than tall. A hyphen fills its box whole. A dot is as
    // wide as tall. An `m` crosses its rows three times.
    let four = PixelRect(x: 0, y: 0, width: 7, height: 10)
    #expect(
      !FilledShapesRule.isFilledShape(box: four, fill: 0.86, mask: mask(7, 10) { _, _ in true }))
    let hyphen = PixelRect(x: 0, y: 0, width: 20, height: 9)
    #expect(
      !FilledShapesRule.isFilledShape(box: hyphen, fill: 1, mask: mask(20, 9) { _, _ in true }))
    let dot = PixelRect(x: 0, y: 0, width: 12, height: 12)
    #expect(
      !FilledShapesRule.isFilledShape(box: dot, fill: 0.79, mask: mask(12, 12) { _, _ in true }))
    let m = mask(28, 14) { x, _ in x % 10 < 4 }
    #expect(
      !FilledShapesRule.isFilledShape(
        box: PixelRect(x: 0, y: 0, width: 28, height: 14), fill: 0.75, mask: m))
    #expect(FilledShapesRule.reasonToDrop(shapes: [true, true]) != nil)
    #expect(FilledShapesRule.reasonToDrop(shapes: [true, false]) == nil)
    #expect(FilledShapesRule.reasonToDrop(shapes: [true]) == nil)
    // On a screen: a grey car body with two light windows is no finding; a grey caption
    // beside it fails.
    var canvas = ScanTestCanvas(width: 480, height: 200, background: "#ffffff")
    canvas.fillRoundedRect(x: 40, y: 60, w: 150, h: 60, radius: 14, color: "#8e8e93")
    // Windows whose front edge slants (16 px over their 24 rows): each fills about 0.84.
    for (x0, x1) in [(62.0, 112.0), (120.0, 166.0)] {
      canvas.fillShape(x: x0, y: 70, w: x1 - x0, h: 24, color: "#eeeeef") { x, y in
        x >= x0 + 16 * (94 - y) / 24 && x < x1 && y >= 70 && y < 94
      }
    }
    canvas.text("XL", x: 240, y: 76, cell: 4, color: "#aaaaaa")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(!findings.contains { $0.bbox.x < 200 && $0.status != .pass }, "\(findings.map(\.bbox))")
    #expect(findings.contains { $0.bbox.x >= 240 && $0.status == .fail })
  }

  /// An `=` alone on a calculator's orange key (two bars 15×3 at 2x, 8 px tall: under the 12
  /// px of a lone glyph, 15 px wide) is judged: white on #ff7800 fails as text or icon. The
  /// same `=` between two words of a line is the line's, no finding of its own.
  @Test func anEqualsSignOnAKey() {
    var key = ScanTestCanvas(width: 300, height: 200, background: "#ffffff")
    key.fillRoundedRect(x: 80, y: 40, w: 124, h: 120, radius: 12, color: "#ff7800")
    key.fillRect(x: 135, y: 94, w: 15, h: 3, color: "#ffffff")
    key.fillRect(x: 135, y: 99, w: 15, h: 3, color: "#ffffff")
    let onKey = ScreenshotScanner.scan(key.image, options: .test(scale: 2))
    #expect(
      onKey.contains { $0.bbox.x >= 130 && $0.bbox.maxX <= 155 && $0.status == .fail },
      "\(onKey.map(\.bbox))")
    var line = ScanTestCanvas(width: 400, height: 100, background: "#ffffff")
    line.text("AB", x: 40, y: 30, cell: 4, color: "#767676")
    line.fillRect(x: 110, y: 40, w: 15, h: 3, color: "#767676")
    line.fillRect(x: 110, y: 45, w: 15, h: 3, color: "#767676")
    line.text("CD", x: 150, y: 30, cell: 4, color: "#767676")
    let inLine = ScreenshotScanner.scan(line.image, options: .test(scale: 2))
    #expect(!inLine.contains { $0.bbox.x >= 105 && $0.bbox.maxX <= 130 }, "\(inLine.map(\.bbox))")
  }

  @Test func leadingIcons() {
    // At 2x: an info ring (32 px, its "i" inside) 15 px before "Balance" (caps 20 px tall,
    // centred on it): the ring and its "i" stand apart from the label.
    let balance =
      [Self.part(70, 1747, 32, 32), Self.part(83, 1754, 6, 19)]
      + [117, 133, 147, 153, 167, 181, 195].map { Self.part($0, 1751, 13, 20) }
    #expect(TextLines.leadingIcon(Array(balance.indices), glyphs: balance) == [0, 1])
    // A bookmark before one word whose letters touch ("Save" in bold).
    let save = [Self.part(88, 782, 20, 28), Self.part(124, 784, 70, 22)]
    #expect(TextLines.leadingIcon([0, 1], glyphs: save) == [0])
    // At 1x, a GTK check box 16×17 four pixels (0.24 of it) before "checkbutton" (one word,
    // its letters touching).
    let check = [Self.part(19, 401, 16, 17), Self.part(39, 404, 77, 11)]
    #expect(TextLines.leadingIcon([0, 1], glyphs: check) == [0])
    // "By" opening a line (a capital and a descender touching) hangs below its label's centre;
    // "(" is narrow; a first letter a letter space from the next is no icon either.
    let by = [Self.part(34, 30, 36, 28)] + [81, 110, 130].map { Self.part($0, 31, 16, 21) }
    #expect(TextLines.leadingIcon(Array(by.indices), glyphs: by) == nil)
    // At 1x in a sidebar, a "people" icon of two shapes, shoulders 18×6 under heads 13×6
    // within their columns, 10 px before "Ski school": one icon of both. The shoulders alone
    // are too flat for an icon.
    let people = Self.parts([
      (26, 274, 18, 6), (29, 267, 13, 6), (54, 266, 19, 11), (77, 266, 40, 11),
    ])
    #expect(TextLines.leadingIcon(Array(people.indices), glyphs: people) == [0, 1])
    #expect(TextLines.leadingIcon([0, 2, 3], glyphs: people) == nil)
    #expect(TextLines.isStacked(people[1].bbox, on: people[0].bbox))
    #expect(!TextLines.isStacked(people[2].bbox, on: people[0].bbox))
    let paren = [Self.part(30, 28, 8, 30)] + [50, 66, 82].map { Self.part($0, 31, 14, 21) }
    #expect(TextLines.leadingIcon(Array(paren.indices), glyphs: paren) == nil)
    let close = [Self.part(70, 1747, 32, 32)] + [104, 118].map { Self.part($0, 1751, 13, 20) }
    #expect(TextLines.leadingIcon(Array(close.indices), glyphs: close) == nil)
    // At 1x in a web app's sidebar, a lock 12×15 centred on the line box of "Audit log" (top
    // 300, baseline 311) sits 2 px low (0.13 of it), 13 px (0.87 of it) before the label: so
    // far apart it is no letter, and stands apart; 4 px before the label (a word space) it is
    // held to the tighter centring.
    let audit =
      [Self.part(27, 300, 12, 15)]
      + Self.parts([
        (52, 301, 9, 10), (62, 303, 6, 8), (69, 300, 7, 11), (80, 301, 4, 10), (88, 300, 2, 11),
      ])
    #expect(TextLines.leadingIcon(Array(audit.indices), glyphs: audit) == [0])
    var near = audit
    near[0] = Self.part(36, 300, 12, 15)
    #expect(TextLines.leadingIcon(Array(near.indices), glyphs: near) == nil)
    // At 3x, a search field's magnifier 42×41 starts 2 px (0.049 of it) below the top of
    // "Search" ("Se" touching, "a", "r", "c", "h" rising 1 px higher) and drops 5 px below
    // its baseline, 26 px before it: an icon. Starting 5 px below, it would sit among the
    // label's lower letters.
    let search =
      [Self.part(79, 319, 42, 41)]
      + Self.parts([
        (147, 318, 55, 37), (206, 327, 22, 28), (233, 327, 16, 28), (253, 327, 22, 28),
        (279, 317, 26, 38),
      ])
    #expect(TextLines.leadingIcon(Array(search.indices), glyphs: search) == [0])
    var low = search
    low[0] = Self.part(79, 322, 42, 41)
    #expect(TextLines.leadingIcon(Array(low.indices), glyphs: low) == nil)
    // At 2x, a 38 px globe centred on a cell's title and its subtitle "Turned off" (top 1343,
    // baseline 1363) ends 10 px above the subtitle's baseline: no letter as tall ends so high.
    // Ending on the baseline, it could be a capital.
    let subtitle =
      [Self.part(67, 1315, 38, 38)]
      + Self.parts([(132, 1343, 60, 20), (200, 1343, 20, 20), (224, 1343, 27, 20)])
    #expect(TextLines.leadingIcon(Array(subtitle.indices), glyphs: subtitle) == [0])
    // At 1x, a 14 px radio ring 7 px before "Post only" (top 520, baseline 530) sits a pixel
    // below its label's centre: whole pixels allow that much.
    let radio =
      [Self.part(176, 519, 14, 14)]
      + Self.parts([(197, 520, 24, 10), (224, 521, 8, 9), (234, 520, 12, 13)])
    #expect(TextLines.leadingIcon(Array(radio.indices), glyphs: radio) == [0])
    var seated = subtitle
    seated[0] = Self.part(67, 1325, 38, 38)
    #expect(TextLines.leadingIcon(Array(seated.indices), glyphs: seated) == nil)
  }

  /// An alarm's repeat days at 3x, "M T W T F S S" (#3a3a3c on black, 1.85:1), letters 19–38
  /// px wide and 27 tall at a 44–57 px pitch: each a toggle, no word. "Mon Tue" keeps its
  /// letters a word's distance apart and stays one line.
  @Test func daysSideBySideStandApart() {
    let days = Self.parts([
      (57, 1994, 30, 27), (107, 1994, 26, 27), (151, 1994, 38, 27), (208, 1994, 25, 27),
      (254, 1994, 19, 27), (295, 1994, 22, 27), (339, 1994, 22, 27),
    ])
    let groups = TextLines.group(days)
    #expect(groups.count == 7 && groups.allSatisfy { !$0.isLine }, "\(groups)")
    let words = Self.parts([
      (57, 1994, 30, 27), (90, 2000, 20, 21), (113, 2000, 20, 21), (150, 1994, 22, 27),
      (175, 2000, 20, 21), (198, 2000, 20, 21),
    ])
    #expect(TextLines.group(words).map(\.isLine) == [true])
  }

  @Test func farLeadingIcons() {
    // At 1x in a web app's sidebar, an envelope 16×12 a pixel above and below "Campaigns" (top
    // 279, baseline 289), 11 px (0.92 of it) before it: as tall as a capital and ending on the
    // baseline, but no word space is that wide.
    let campaigns =
      [Self.part(23, 278, 16, 12)]
      + Self.parts([(50, 279, 9, 10), (60, 282, 7, 7), (68, 282, 11, 7), (88, 282, 7, 7)])
    #expect(TextLines.leadingIcon(Array(campaigns.indices), glyphs: campaigns) == [0])
    // A word space after a one-letter word ("A note") is closer.
    var word = campaigns
    word[0] = Self.part(29, 278, 16, 12)
    #expect(TextLines.leadingIcon(Array(word.indices), glyphs: word) == nil)
    // A digit before a decimal point ("4.5" in a monospaced font): ink stands in the gap.
    var point = InkSpans()
    point.rowStart = [Int](repeating: 0, count: 288) + [Int](repeating: 1, count: 13)
    point.y = [287]
    point.x0 = [43]
    point.x1 = [46]
    point.leftColor = [0]
    point.rightColor = [0]
    point.leftRegion = [-1]
    point.rightRegion = [-1]
    #expect(point.hasInk(in: PixelRect(x: 39, y: 278, width: 11, height: 12)))
    #expect(!point.hasInk(in: PixelRect(x: 46, y: 278, width: 4, height: 12)))
    #expect(
      TextLines.leadingIcon(Array(campaigns.indices), glyphs: campaigns, spans: point) == nil)
    // Shorter than the label's capitals and sitting low, it is a lower-case letter ("a list").
    var letter = campaigns
    letter[0] = Self.part(23, 282, 9, 7)
    #expect(TextLines.leadingIcon(Array(letter.indices), glyphs: letter) == nil)
    // At 1x in a console's sidebar, a card 14×11 set on the cap height of "Billing" (its
    // ascenders 14 px above the baseline), 12 px before it: 0.79 of the label, level with it.
    let billing =
      [Self.part(43, 481, 14, 11)]
      + Self.parts([(69, 482, 8, 11), (79, 479, 2, 14), (83, 479, 2, 14), (88, 485, 7, 8)])
    #expect(TextLines.leadingIcon(Array(billing.indices), glyphs: billing) == [0])
    // As short and 2 px lower, it could be an x-height letter.
    var low = billing
    low[0] = Self.part(43, 483, 14, 11)
    #expect(TextLines.leadingIcon(Array(low.indices), glyphs: low) == nil)
  }

  /// A glyph at `box` in white on #202124 whose ink, without a plateau, reaches `share` of the
  /// way from the background to white, for the thin-ink tests.
  static func thinPart(_ x: Int, _ y: Int, _ w: Int, _ h: Int, share: Double) -> GlyphCandidate {
    let background = SIMD3<Double>(32, 33, 36)
    let white = SIMD3<Double>(232, 234, 237)
    var glyph = part(x, y, w, h)
    glyph.background = 0x24_21_20
    glyph.leftBackground = 0x24_21_20
    glyph.rightBackground = 0x24_21_20
    glyph.ink = ColorEstimate(
      halo: nil, foreground: background + share * (white - background), background: background,
      reach: 200 * share, isMeasured: share == 1, inkPixels: w * h, plateauShare: 0.5,
      strokeWidth: 1, axis: SIMD3(0.58, 0.58, 0.57), sharpness: 0.8)
    return glyph
  }

  @Test func aPaleWordIsNoThinStrokeOfItsNeighbour() {
    // At 1x, a white name and a grey timestamp 8 px after it, its digits touching and no
    // pixel of it a third of the way to white: two inks, not one.
    let name = Self.thinPart(950, 205, 40, 9, share: 1)
    #expect(!TextLines.linkable(name, Self.thinPart(998, 206, 27, 8, share: 0.31)))
    // A word in a light weight of the same white still chains, and so does a lone thin letter
    // whose stem covers no pixel by more than half.
    #expect(TextLines.linkable(name, Self.thinPart(998, 206, 27, 8, share: 0.76)))
    #expect(TextLines.linkable(name, Self.thinPart(998, 205, 3, 9, share: 0.31)))
  }

  @Test func aPaleRunAfterItsLineIsALineOfItsOwn() {
    // At 1x, a bold "alice-w" (measured, two parts) and a grey "1 hour ago" 8 px after it: the
    // "1" chained as a thin stroke of the name's ink, and "hour" and "ago" to the "1". The
    // four paler glyphs, in one ink short of the name's, are cut off as a line of their own.
    let line =
      [Self.thinPart(414, 475, 30, 10, share: 1), Self.thinPart(446, 475, 19, 10, share: 1)]
      + [(473, 475, 4, 10), (481, 475, 27, 10), (512, 478, 24, 10)].map {
        Self.thinPart($0.0, $0.1, $0.2, $0.3, share: 0.48)
      }
    let cut = TextLines.otherInkRun(Array(line.indices), glyphs: line)
    #expect(cut?.rest == [0, 1] && cut?.other == [2, 3, 4])
    // A letter's space before the run: one word, kept whole. Reaching 0.8 of the way, the
    // run is the name's ink drawn thinner.
    var close = line
    close[2] = Self.thinPart(466, 475, 4, 10, share: 0.48)
    #expect(TextLines.otherInkRun(Array(close.indices), glyphs: close) == nil)
    let thin = line.indices.map {
      $0 < 2 ? line[$0] : Self.thinPart(line[$0].bbox.x, 475, line[$0].bbox.width, 10, share: 0.8)
    }
    #expect(TextLines.otherInkRun(Array(thin.indices), glyphs: thin) == nil)
    // At 1x, a bold "215" and a grey "°C nozzle" after it whose letters touch: two glyphs,
    // "C" and "nozzle" (the six letters of a 31 px wide glyph 9 px tall), a run of their own.
    let value =
      [Self.thinPart(236, 668, 30, 14, share: 1)]
      + [(277, 674, 6, 8), (285, 673, 31, 9)].map {
        Self.thinPart($0.0, $0.1, $0.2, $0.3, share: 0.45)
      }
    #expect(TextLines.letters(in: value[2].bbox) == 5)
    let split = TextLines.otherInkRun(Array(value.indices), glyphs: value)
    #expect(split?.rest == [0] && split?.other == [1, 2])
    // One pale letter after the value ("215 C"): too little to tell a word's ink.
    #expect(TextLines.otherInkRun([0, 1], glyphs: value) == nil)
  }

  /// Set 34's notes list at 1x: "Thursday" in #767676 (4.5:1, no pixel fully covered, read at
  /// 118) and "Locked note" in #9d9d9d after it ("note" measured at 157, "Locked" not). The
  /// dark word chained as a thin stroke of "Locked", so the grey words were judged in its ink
  /// and passed. A glyph without a plateau never reads stronger than its ink: "Thursday", 39
  /// levels beyond the measured grey, is a line of its own.
  @Test func aStrongerRunBeforeItsLineIsALineOfItsOwn() {
    func word(_ x: Int, _ w: Int, grey: Double, measured: Bool) -> GlyphCandidate {
      var glyph = Self.part(x, 377, w, 9)
      glyph.ink = ColorEstimate(
        halo: nil, foreground: SIMD3(repeating: grey), background: SIMD3(255, 255, 255),
        reach: (255 - grey) * 1.73, isMeasured: measured, inkPixels: w * 9, plateauShare: 0.5,
        strokeWidth: 1, axis: SIMD3(-0.58, -0.58, -0.58), sharpness: 0.8)
      return glyph
    }
    let line = [
      word(250, 50, grey: 118, measured: false), word(307, 38, grey: 157, measured: false),
      word(349, 23, grey: 157, measured: true),
    ]
    let cut = TextLines.otherInkRun([0, 1, 2], glyphs: line)
    #expect(cut?.rest == [1, 2] && cut?.other == [0])
    // Within the tolerance of the measured grey, one ink: kept whole.
    var alike = line
    alike[0] = word(250, 50, grey: 140, measured: false)
    #expect(TextLines.otherInkRun([0, 1, 2], glyphs: alike) == nil)
  }

  /// Set 42's project board at 1x: a clock icon in #999999 (measured), "Sep 12" in its ink (no
  /// plateau, 0.73 of the way to the darker ink), then a comment icon and "3" in #6b7280. The
  /// date chained to the count, whose ink passed for it (4.8:1, where #999999 is 2.8:1). A
  /// measured glyph at the line's end in an ink of its own leads a run of its own: the glyphs
  /// after it in that ink.
  @Test func aRunLedByAMeasuredGlyphInAnotherInkIsALineOfItsOwn() {
    func glyph(_ x: Int, _ w: Int, _ ink: SIMD3<Double>, measured: Bool) -> GlyphCandidate {
      var glyph = Self.part(x, 264, w, 12)
      glyph.ink = ColorEstimate(
        halo: nil, foreground: ink, background: SIMD3(255, 255, 255),
        reach: ((255 - ink) * (255 - ink)).sum().squareRoot(), isMeasured: measured,
        inkPixels: w * 12, plateauShare: 0.5, strokeWidth: 1,
        axis: SIMD3(-0.58, -0.58, -0.58), sharpness: 0.8)
      return glyph
    }
    let grey = SIMD3<Double>(153, 153, 153)
    let slate = SIMD3<Double>(107, 114, 128)
    let line = [
      glyph(46, 12, grey, measured: true), glyph(62, 21, grey, measured: false),
      glyph(87, 13, grey, measured: false), glyph(113, 11, slate, measured: true),
      glyph(129, 7, slate, measured: false),
    ]
    let cut = TextLines.otherInkRun([0, 1, 2, 3, 4], glyphs: line)
    #expect(cut?.rest == [3, 4] && cut?.other == [0, 1, 2])
    // The clock in the count's ink: one line.
    var one = line
    one[0] = glyph(46, 12, slate, measured: true)
    #expect(TextLines.otherInkRun([0, 1, 2, 3, 4], glyphs: one) == nil)
  }

  @Test func trailingIcons() {
    // At 2x, "2h ago" in two glyphs ("2h", "ago" with its descender) and a bookmark 18 px
    // after it: the higher of the two bottoms is the baseline, and the bookmark, rising to the
    // top of "2h" and hanging below that baseline, centred on the label, stands apart.
    let byline = [
      Self.part(41, 1251, 26, 18), Self.part(76, 1255, 41, 20), Self.part(135, 1249, 18, 24),
    ]
    #expect(TextLines.trailingIcon(Array(byline.indices), glyphs: byline) == [2])
    #expect(TextLines.leadingIcon(Array(byline.indices), glyphs: byline) == nil)
    // At 3x, "5h ago" and a 34 px bookmark centred on it, 3 px below its baseline.
    let later = [
      Self.part(62, 2205, 39, 28), Self.part(115, 2212, 61, 28), Self.part(203, 2202, 26, 34),
    ]
    #expect(TextLines.trailingIcon(Array(later.indices), glyphs: later) == [2])
    // A last letter that does not rise to the label's top ("Hey"), or one a letter space from
    // the rest, is the label's.
    let hey = [Self.part(40, 30, 16, 21), Self.part(58, 36, 14, 15), Self.part(74, 36, 15, 21)]
    #expect(TextLines.trailingIcon(Array(hey.indices), glyphs: hey) == nil)
    let faq = [Self.part(40, 30, 14, 21), Self.part(56, 30, 16, 21), Self.part(74, 30, 18, 24)]
    #expect(TextLines.trailingIcon(Array(faq.indices), glyphs: faq) == nil)
  }

  @Test func anIconBeforeItsLabelIsAFindingOfItsOwn() {
    // A 40 px ring centred on a 28 px label, 16 px before it, at 2x, in #48484a on #1c1c1e
    // (1.86:1): the icon is judged as an icon, the label as text (they were one "text" line).
    var canvas = ScanTestCanvas(width: 300, height: 80, background: "#1c1c1e")
    canvas.fillShape(x: 20, y: 20, w: 40, h: 40, color: "#48484a") { px, py in
      let d = (px - 40) * (px - 40) + (py - 40) * (py - 40)
      return d <= 400 && d >= 289
    }
    canvas.text("BALANCE", x: 76, y: 26, cell: 4, color: "#48484a")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { "\($0.bbox) \($0.kind) \($0.status)" }
    #expect(findings.count == 2, "\(described)")
    #expect(findings.contains { $0.kind == .nonText && $0.bbox.maxX <= 61 }, "\(described)")
    #expect(findings.contains { $0.kind == .text && $0.bbox.x >= 76 }, "\(described)")
  }

  /// Draws a chevron `›` (`pointsRight`) or `‹` 28 px tall with 5 px strokes, its box's
  /// top-left at (`x`, `y`).
  static func chevron(
    on canvas: inout ScanTestCanvas, x: Double, y: Double, color: String, pointsRight: Bool = true
  ) {
    canvas.fillShape(x: x, y: y, w: 17, h: 28, color: color) { px, py in
      // Distance from the bent stroke's centre line: (x+3, y+3) to the tip (x+14, y+14) and back.
      let v = min(max(py - y, 3), 25)
      let along = 3 + 11 * (1 - abs(v - 14) / 11)
      let u = pointsRight ? px - x : x + 17 - px
      return abs(u - along) <= 2.5 && py >= y + 1 && py <= y + 27
    }
  }

  @Test func aChevronAtEitherEndOfALabelIsAnIcon() {
    // At 2x, "OFF ›" in #8e8e93 on white (3.26:1): the value fails as text; the chevron,
    // 20 px after it, is a disclosure icon that passes 3:1 (chained in, it failed 4.5:1).
    var canvas = ScanTestCanvas(width: 300, height: 80, background: "#ffffff")
    canvas.text("OFF", x: 40, y: 26, cell: 4, color: "#8e8e93")
    Self.chevron(on: &canvas, x: 128, y: 26, color: "#8e8e93")
    let findings = ScreenshotScanner.scan(
      canvas.image, options: ScanOptions(policies: [.wcag2AA], scale: 2, includesPasses: true))
    let described = findings.map { "\($0.bbox) \($0.kind) \($0.status)" }
    #expect(findings.count == 2, "\(described)")
    #expect(
      findings.contains { $0.kind == .nonText && $0.bbox.x >= 126 && $0.status == .pass },
      "\(described)")
    #expect(
      findings.contains { $0.kind == .text && $0.bbox.maxX <= 110 && $0.status == .fail },
      "\(described)")
    // "‹ BACK": the chevron leads.
    var back = ScanTestCanvas(width: 300, height: 80, background: "#ffffff")
    Self.chevron(on: &back, x: 20, y: 26, color: "#8e8e93", pointsRight: false)
    back.text("BACK", x: 58, y: 26, cell: 4, color: "#8e8e93")
    let backFindings = ScreenshotScanner.scan(
      back.image, options: ScanOptions(policies: [.wcag2AA], scale: 2, includesPasses: true))
    #expect(backFindings.contains { $0.kind == .nonText && $0.bbox.maxX <= 40 })
    #expect(backFindings.contains { $0.kind == .text && $0.bbox.x >= 56 && $0.status == .fail })
  }

  @Test func aCapsuleOutlineIsNotText() {
    // An outlined capsule button at 2x (#d1d1d6 on white, 1.52:1, 2 px) around a blue label: its
    // round ends are a tenth of its height in from its box; a frame, not a word whose letters
    // touch failing 4.5:1 (a button's outline is not required).
    var canvas = ScanTestCanvas(width: 300, height: 120, background: "#ffffff")
    canvas.fillShape(x: 20, y: 20, w: 246, h: 78, color: "#d1d1d6") { px, py in
      func inside(_ inset: Double) -> Bool {
        let r = 39 - inset
        let cx = min(max(px, 59), 227)
        return (px - cx) * (px - cx) + (py - 59) * (py - 59) <= r * r
      }
      return inside(0) && !inside(2)
    }
    canvas.text("SHARE", x: 92, y: 45, cell: 4, color: "#0056b3")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { "\($0.bbox) \($0.kind) \($0.status)" }
    #expect(!findings.contains { $0.bbox.width >= 200 }, "\(described)")
    #expect(findings.contains { $0.kind == .text && $0.status == .pass }, "\(described)")
  }

  @Test func anIconMadeOfPartsIsOneFinding() {
    // At 2x, in #c7c7cc on white (1.68:1): a 22 pt sun (a disc and eight round-capped rays
    // standing apart from it; the rays above and below it chain into two "lines" of three), and
    // a list of three dots and three bars. Each part was a finding of its own or none (too
    // small alone), the rows of rays text; each icon is one finding now, judged as a whole.
    var canvas = ScanTestCanvas(width: 300, height: 120, background: "#ffffff")
    let (cx, cy, k) = (60.0, 60.0, 44.0 / 24)
    canvas.fillShape(x: cx - 10, y: cy - 10, w: 20, h: 20, color: "#c7c7cc") { px, py in
      (px - cx) * (px - cx) + (py - cy) * (py - cy) <= 25 * k * k
    }
    for n in 0..<8 {
      let (ux, uy) = (cos(Double(n) * .pi / 4), sin(Double(n) * .pi / 4))
      let (inner, outer) = (n % 2 == 0 ? 9.5 * k : 8.5 * k, n % 2 == 0 ? 11 * k : 10.4 * k)
      canvas.fillShape(x: cx - 24, y: cy - 24, w: 48, h: 48, color: "#c7c7cc") { px, py in
        // Within a stroke's half width of the segment from `inner` to `outer` along (ux, uy).
        let t = max(inner, min(outer, (px - cx) * ux + (py - cy) * uy))
        let (dx, dy) = (px - cx - t * ux, py - cy - t * uy)
        return dx * dx + dy * dy <= k * k
      }
    }
    for row in 0..<3 {
      let y = 47 + Double(row) * 10
      canvas.fillShape(x: 100, y: y, w: 6, h: 6, color: "#c7c7cc") { px, py in
        (px - 103) * (px - 103) + (py - y - 3) * (py - y - 3) <= 9
      }
      canvas.fillRoundedRect(x: 110, y: y + 1, w: 22, h: 4, radius: 2, color: "#c7c7cc")
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map(\.bbox)
    #expect(findings.count == 2, "\(described)")
    #expect(findings.contains { $0.bbox.x <= 41 && $0.bbox.maxX >= 79 }, "\(described)")
    #expect(findings.contains { $0.bbox.x == 100 && $0.bbox.maxX == 132 }, "\(described)")
    #expect(findings.allSatisfy { $0.kind == .nonText && $0.status == .fail }, "\(described)")
  }

  /// Glyphs at `boxes` (x, y, width, height), as ``part(_:_:_:_:)`` draws each.
  static func parts(_ boxes: [(Int, Int, Int, Int)]) -> [GlyphCandidate] {
    boxes.map { part($0.0, $0.1, $0.2, $0.3) }
  }

  /// A glyph at `box` in #c7c7cc on white, for the icon-parts tests.
  static func part(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> GlyphCandidate {
    let grey = SIMD3<Double>(199, 199, 204)
    let ink = ColorEstimate(
      halo: nil, foreground: grey, background: SIMD3(255, 255, 255), reach: 90, isMeasured: true,
      inkPixels: w * h, plateauShare: 0.5, strokeWidth: 3, axis: SIMD3(-0.58, -0.58, -0.57),
      sharpness: 0.8)
    return GlyphCandidate(
      bbox: PixelRect(x: x, y: y, width: w, height: h), spans: [], background: 0xff_ff_ff,
      uniformity: 1, leftBackground: 0xff_ff_ff, rightBackground: 0xff_ff_ff, ink: ink,
      isSpeck: false)
  }

  @Test func iconsOfParts() {
    // A 22 pt sun at 2x: a disc, a lone ray either side, and the rays above and below it
    // chained into two lines of three: one icon of nine shapes.
    let glyphs = [
      Self.part(51, 51, 18, 18), Self.part(37, 58, 6, 4), Self.part(77, 58, 6, 4),
      Self.part(42, 39, 5, 5), Self.part(58, 37, 4, 6), Self.part(73, 39, 5, 5),
      Self.part(42, 76, 5, 5), Self.part(58, 77, 4, 6), Self.part(73, 76, 5, 5),
    ]
    let sun = TextLines.iconsOfParts(
      lone: [[0], [1], [2]], solidLines: [[3, 4, 5], [6, 7, 8]], glyphs: glyphs, largestIcon: 64)
    #expect(sun.lone.count == 1 && sun.lone[0].sorted() == Array(0..<9))
    #expect(sun.joinedLines == [0, 1])
    // The disc and one ray: two shapes, not an icon of parts ("♥ 3" is two shapes too).
    let two = TextLines.iconsOfParts(lone: [[0], [1]], glyphs: glyphs, largestIcon: 64)
    #expect(two.lone.count == 2 && two.joinedLines.isEmpty)
    // A person at 2x: a 16 px head 2 px above 32 px wide shoulders, one above the other: one
    // icon. A tab's label (a word whose letters touch) under its ring icon stays apart.
    let person = [Self.part(684, 1075, 16, 16), Self.part(676, 1093, 32, 16)]
    let one = TextLines.iconsOfParts(lone: [[0], [1]], glyphs: person, largestIcon: 64)
    #expect(one.lone.count == 1 && one.lone[0].sorted() == [0, 1])
    let tab = [Self.part(652, 649, 30, 30), Self.part(638, 691, 60, 17)]
    let labelled = TextLines.iconsOfParts(
      lone: [[0], [1]], glyphs: tab, largestIcon: 64, isWord: { $0 == 1 })
    #expect(labelled.lone.count == 2)
    #expect(TextLines.areStacked(person[0].bbox, person[1].bbox))
    #expect(!TextLines.areStacked(glyphs[0].bbox, glyphs[1].bbox))
    // Larger than an icon, or too wide (a row of stars): apart.
    let small = TextLines.iconsOfParts(
      lone: [[0], [1], [2]], solidLines: [[3, 4, 5], [6, 7, 8]], glyphs: glyphs, largestIcon: 40)
    #expect(small.lone.count == 3 && small.joinedLines.isEmpty)
    let stars = (0..<5).map { Self.part(20 + $0 * 22, 40, 18, 18) }
    let row = TextLines.iconsOfParts(lone: (0..<5).map { [$0] }, glyphs: stars, largestIcon: 200)
    #expect(row.lone.count == 5)
    // A share icon at 2x: the arrow's shaft reaches a third of the tray's height into it. One
    // above the other, so one icon; a glyph inside another's box, or reaching past half of it,
    // is not stacked.
    let share = [Self.part(692, 108, 20, 24), Self.part(688, 126, 28, 18)]
    #expect(TextLines.areStacked(share[0].bbox, share[1].bbox))
    let shared = TextLines.iconsOfParts(lone: [[0], [1]], glyphs: share, largestIcon: 64)
    #expect(shared.lone.count == 1 && shared.lone[0].sorted() == [0, 1])
    #expect(!TextLines.areStacked(share[0].bbox, PixelRect(x: 688, y: 118, width: 28, height: 18)))
    #expect(!TextLines.areStacked(share[1].bbox, PixelRect(x: 694, y: 130, width: 10, height: 10)))
    // A grid icon at 3x: four rounded squares of 18 px, 12 px apart (two thirds of a square,
    // more than parts of other sizes may stand apart): one icon. The same squares of two sizes
    // stand apart.
    let squares = [(990, 907), (1020, 907), (990, 937), (1020, 937)].map {
      Self.part($0.0, $0.1, 18, 18)
    }
    let grid = TextLines.iconsOfParts(
      lone: (0..<4).map { [$0] }, glyphs: squares, largestIcon: 96)
    #expect(grid.lone.count == 1 && grid.lone[0].sorted() == [0, 1, 2, 3])
    #expect(TextLines.isTwinPair(squares[0].bbox, squares[3].bbox))
    let mixed = [Self.part(990, 907, 18, 18), Self.part(1020, 907, 14, 14)]
    #expect(!TextLines.isTwinPair(mixed[0].bbox, mixed[1].bbox))
    let apart = TextLines.iconsOfParts(
      lone: [[0], [1], [2]], glyphs: mixed + [Self.part(990, 940, 18, 14)], largestIcon: 96)
    #expect(apart.lone.count == 3)
  }

  @Test func wordsAreNotIconParts() {
    // A "More" button at 3x: an ellipsis's three dots above the word, its letters touching. The
    // word is a label, so the dots alone are three shapes too few to join with it.
    let more = [
      Self.part(996, 2036, 11, 10), Self.part(1014, 2036, 10, 10), Self.part(1031, 2036, 11, 10),
      Self.part(972, 2091, 94, 30),
    ]
    let button = TextLines.iconsOfParts(
      lone: (0..<4).map { [$0] }, glyphs: more, largestIcon: 96, isLabel: { $0 == 3 })
    #expect(!button.lone.contains { $0.contains(3) && $0.count > 1 }, "\(button.lone)")
    let unlabelled = TextLines.iconsOfParts(
      lone: (0..<4).map { [$0] }, glyphs: more, largestIcon: 96)
    #expect(unlabelled.lone.count == 1)
    // A grid icon at 3x: two rows of two outlined squares, each row read as a word whose
    // letters touch ("oo"). Shapes of one size side by side are the parts of one icon.
    let grid = [Self.part(997, 2342, 62, 29), Self.part(997, 2375, 62, 29)]
    let icon = TextLines.iconsOfParts(
      lone: [[0], [1]], glyphs: grid, largestIcon: 96, isWord: { _ in true },
      isLabel: { _ in true })
    #expect(icon.lone.count == 1 && icon.lone[0].sorted() == [0, 1])
  }

  @Test func faintPatterns() {
    // A doodle wallpaper's drawings at 1.24:1, chained into lines of every width, scattered:
    // a pattern, whatever their widths.
    let doodles = (0..<15).map { i in
      RepeatedPatternRule.Mark(
        box: PixelRect(
          x: 20 + (i * 137) % 700, y: 40 + i * 90, width: 30 + (i * 53) % 140, height: 34),
        ink: 0x4c_b0_8c, background: 0x5c_c3_9f)
    }
    #expect(RepeatedPatternRule.faintPatternMarks(doodles, minimumSpan: 128) == Set(0..<15))
    #expect(
      RepeatedPatternRule.faintPatternMarks(Array(doodles.prefix(11)), minimumSpan: 128).isEmpty)
    // Faint text: twenty lines of a paragraph share one left edge; two columns of faint
    // placeholders, two. Not a pattern.
    let paragraph = (0..<20).map { i in
      RepeatedPatternRule.Mark(
        box: PixelRect(x: 32, y: 100 + i * 40, width: 400 + (i * 37) % 200, height: 22),
        ink: 0xe5_e5_e5, background: 0xff_ff_ff)
    }
    #expect(RepeatedPatternRule.faintPatternMarks(paragraph, minimumSpan: 128).isEmpty)
    let placeholders = (0..<16).map { i in
      RepeatedPatternRule.Mark(
        box: PixelRect(x: i % 2 == 0 ? 32 : 420, y: 100 + (i / 2) * 90, width: 180, height: 22),
        ink: 0xe5_e5_e5, background: 0xff_ff_ff)
    }
    #expect(RepeatedPatternRule.faintPatternMarks(placeholders, minimumSpan: 128).isEmpty)
  }

  @Test func aPatternWallpaperIsNotReportedButAFaintLabelIs() {
    // Faint dashes (#2ec27e on #26a269, 1.42:1) over the whole screen at turning angles, as on
    // GNOME's "field" wallpaper, and a faint label in their colour.
    var canvas = ScanTestCanvas(width: 480, height: 480, background: "#26a269")
    for row in 0..<5 {
      for column in 0..<5 {
        let (cx, cy) = (50.0 + Double(column) * 92, 40.0 + Double(row) * 80)
        let angle = Double(row * 5 + column) * 0.4
        let (dx, dy) = (cos(angle) * 16, sin(angle) * 16)
        canvas.fillShape(x: cx - 22, y: cy - 22, w: 44, h: 44, color: "#2ec27e") { qx, qy in
          // Within 4.5 px of the segment from (cx − dx, cy − dy) to (cx + dx, cy + dy).
          let t = max(-1, min(1, ((qx - cx) * dx + (qy - cy) * dy) / (dx * dx + dy * dy)))
          let (px, py) = (qx - cx - t * dx, qy - cy - t * dy)
          return px * px + py * py <= 4.5 * 4.5
        }
      }
    }
    canvas.text("LABEL", x: 150, y: 440, cell: 3, color: "#2ec27e")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(!findings.contains { $0.bbox.y < 430 }, "\(findings.map(\.bbox))")
    #expect(findings.contains { $0.bbox.y >= 435 && $0.status == .fail })
  }

  @Test func aDitheredSurfaceHoldsNoText() {
    // A gentle gradient dithered by ±2 levels a pixel (a wallpaper, a noisy photograph of a
    // wall): its noise chains into 56 "lines" at 1.05:1, which are its texture; the ring around
    // such a line varies, where faint text on a flat surface has one colour all round.
    var canvas = ScanTestCanvas(width: 480, height: 360, background: "#6e8bc8")
    canvas.ditheredGradient(seed: 11)
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.isEmpty, "\(findings.map(\.bbox))")
    // Faint text on a flat surface stays a failure: `nearInvisibleTextOnAFlatSurfaceStillFails`.
  }

  @Test func displayTextWindows() {
    #expect(DisplayTextRule.id == "display-text")
    // A clock digit's outline, 110 px tall at 2x (55 pt), and a small edge (6 pt) at 2x.
    let digit = PixelRect(x: 200, y: 100, width: 80, height: 110)
    let small = PixelRect(x: 20, y: 20, width: 30, height: 12)
    let windows = DisplayTextRule.windows(
      around: [digit, small], scale: 2, width: 600, height: 400)
    #expect(windows == [PixelRect(x: 0, y: 0, width: 500, height: 320)])
    // A card's edge, larger than any glyph, makes no window.
    #expect(
      DisplayTextRule.windows(
        around: [PixelRect(x: 0, y: 0, width: 500, height: 300)], scale: 2, width: 600,
        height: 400
      ).isEmpty)
  }

  @Test func displayTypeWithThickStemsIsReadAsText() {
    // A white clock with 16-px stems (8 pt at 2x, past the row pass's 7 pt) on a flat purple
    // surface: its strokes read as a surface and its counters as ink, unless looked for
    // around its outline.
    var canvas = ScanTestCanvas(width: 600, height: 300, background: "#45258a")
    canvas.text("9:41", x: 60.5, y: 80.5, cell: 16.2, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let clock = findings.first { $0.bbox.height > 100 }
    #expect(clock?.kind == .text, "\(findings.map { ($0.bbox, $0.foreground) })")
    #expect(clock?.foreground.opaqueHexString == "#ffffff")
    #expect(clock?.status == .pass)
    #expect(clock?.flags.contains(.imageBackground) == false)
    // Nothing inside it is read in the surface's colour.
    #expect(!findings.contains { $0.foreground.opaqueHexString == "#45258a" })
  }

  @Test func insideOutReadings() {
    #expect(InsideOutRule.id == "inside-out")
    // Strokes a third of the brackets, exactly one colour, missing around the box: inside out.
    #expect(InsideOutRule.isInsideOut(surfaceShare: 0.37, exactShare: 0.37, ringShare: 0.06))
    // A real surface goes on around what is drawn on it.
    #expect(!InsideOutRule.isInsideOut(surfaceShare: 0.37, exactShare: 0.37, ringShare: 0.5))
    // A noisy surface only comes near one colour; too few brackets of it are no surface at all.
    #expect(!InsideOutRule.isInsideOut(surfaceShare: 0.4, exactShare: 0.05, ringShare: 0))
    #expect(!InsideOutRule.isInsideOut(surfaceShare: 0.2, exactShare: 0.2, ringShare: 0))
    // The ring: a white box inside a purple surface has none of its white around it.
    var canvas = ScanTestCanvas(width: 60, height: 40, background: "#45258a")
    canvas.fillRect(x: 20, y: 10, w: 20, h: 20, color: "#ffffff")
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let box = PixelRect(x: 20, y: 10, width: 20, height: 20)
    #expect(InsideOutRule.ringShare(of: 0xff_ff_ff, around: box, in: image) == 0)
    let purple = PackedColor.pack(r: 0x45, g: 0x25, b: 0x8a)
    #expect(InsideOutRule.ringShare(of: purple, around: box, in: image) == 1)
    // Windows reach eight heights to either side and one above and below, inside the image.
    #expect(
      InsideOutRule.window(
        around: PixelRect(x: 300, y: 100, width: 60, height: 20), width: 600, height: 400)
        == PixelRect(x: 140, y: 80, width: 380, height: 60))
    // A window reaching into a small picture is searched; one a picture holds whole is not.
    let window = PixelRect(x: 348, y: 1023, width: 452, height: 102)
    #expect(
      InsideOutRule.needsSearch(
        window, pictures: [PixelRect(x: 384, y: 1024, width: 160, height: 96)]))
    #expect(
      !InsideOutRule.needsSearch(
        window, pictures: [PixelRect(x: 0, y: 900, width: 800, height: 400)]))
    // Faint against everything but the line's strokes, on the line's colour: its surroundings.
    #expect(
      InsideOutRule.isSurroundings(surface: 0xff_ff_ff, worstContrast: 1.1, lineColor: 0xfe_fe_fe))
    #expect(
      !InsideOutRule.isSurroundings(surface: 0xff_ff_ff, worstContrast: 4, lineColor: 0xff_ff_ff))
    #expect(
      !InsideOutRule.isSurroundings(surface: purple, worstContrast: 1.1, lineColor: 0xff_ff_ff))
  }
}

extension ImageryRuleTests {
  @Test func unevenBackgroundKeepsOnlyClearVerdicts() {
    #expect(UnevenBackgroundRule.id == "uneven-background")
    // A failure must fail by 15 % even against the most favourable decile: 3.9 × 1.15 < 4.5.
    #expect(
      UnevenBackgroundRule.status(.fail, ratios: [2, 3.9], worstRatio: 1.5, required: 4.5)
        == .fail)
    #expect(
      UnevenBackgroundRule.status(.fail, ratios: [2, 4], worstRatio: 1.5, required: 4.5)
        == .review)
    // A pass must pass by 15 % against the least favourable pixel, whatever the deciles say.
    #expect(
      UnevenBackgroundRule.status(.pass, ratios: [8, 13], worstRatio: 5.2, required: 4.5)
        == .pass)
    #expect(
      UnevenBackgroundRule.status(.pass, ratios: [8, 13], worstRatio: 5.1, required: 4.5)
        == .review)
    // An emoji's brown features on its face need 3:1 as an icon; 8.5:1 at worst passes.
    #expect(
      UnevenBackgroundRule.status(.pass, ratios: [8.5, 13.3], worstRatio: 4, required: 3)
        == .pass)
    // A review stays one; with no requirement nothing is clear.
    #expect(
      UnevenBackgroundRule.status(.review, ratios: [1, 2], worstRatio: 1, required: 4.5)
        == .review)
    #expect(
      UnevenBackgroundRule.status(.pass, ratios: [8, 13], worstRatio: 8, required: nil)
        == .review)
  }

  @Test func theLeastFavourablePixelIsTheDarkestOrTheLightest() {
    let white = PackedColor.pack(r: 255, g: 255, b: 255)
    let grey = PackedColor.pack(r: 0x76, g: 0x76, b: 0x76)
    let black = PackedColor.pack(r: 0, g: 0, b: 0)
    // Dark text: the lightest pixel is the most favourable, the darkest grey the least.
    let ink = SRGB(hex: "#000000")!
    #expect(
      UnevenBackgroundRule.worstRatio(of: ink, brackets: [white, grey, white])
        == WCAG2.contrastRatio(between: ink, and: SRGB(hex: "#767676")!))
    // White text beside a white ring's pixel: 1:1, whatever else is beside it.
    #expect(
      UnevenBackgroundRule.worstRatio(of: SRGB(hex: "#ffffff")!, brackets: [black, grey, white])
        == 1)
    #expect(UnevenBackgroundRule.worstRatio(of: ink, brackets: []) == 0)
  }
}

extension ImageryRuleTests {
  static func packed(_ hex: String) -> UInt32 { PackedColor.pack(srgb: SRGB(hex: hex)!) }

  /// A line of solid strokes over a picture, with the pixels around it at the 1st, 50th and
  /// 99th percentiles.
  static func pictureLine(ink: String, around: [String]) -> PictureText.Line {
    PictureText.Line(
      box: PixelRect(x: 10, y: 10, width: 40, height: 16), foreground: packed(ink),
      backgrounds: around.map(packed), glyphCount: 3, capHeight: 12, strokeWidth: 3)
  }

  @Test func linesInAPicturesMiddleTonesArePictureDetail() {
    // A cypress in a dithered painting (a real window at 1x): dark reds among darker reds and
    // light sky, 1.18:1 against the darkest, 1.29:1 against the median.
    #expect(
      ImageContentRule.isMiddleTone(
        ink: Self.packed("#581800"),
        backgrounds: ["#480800", "#6a1a08", "#e8d0c0"].map(Self.packed)))
    // A white clock on pale sand (1.3–1.7:1) is lighter than every pixel around it.
    #expect(
      !ImageContentRule.isMiddleTone(
        ink: Self.packed("#ffffff"),
        backgrounds: ["#c9b26a", "#e2cd7c", "#f7e25b"].map(Self.packed)))
    // A dark caption among darker and lighter pixels, but 2:1 from the median: drawn over.
    #expect(
      !ImageContentRule.isMiddleTone(
        ink: Self.packed("#404040"),
        backgrounds: ["#202020", "#7a7a7a", "#ffffff"].map(Self.packed)))
    #expect(!ImageContentRule.isMiddleTone(ink: Self.packed("#581800"), backgrounds: []))

    let image = ScanImage(
      uncheckedOpaque: ScanTestCanvas(width: 60, height: 36, background: "#e2cd7c").image)
    let painting = Self.pictureLine(ink: "#581800", around: ["#480800", "#6a1a08", "#e8d0c0"])
    #expect(painting.pictureDetail(in: image)?.contains("middle tones") == true)
    let clock = Self.pictureLine(ink: "#ffffff", around: ["#c9b26a", "#e2cd7c", "#f7e25b"])
    #expect(clock.pictureDetail(in: image) == nil)
    let faint = Self.pictureLine(ink: "#f0f0f0", around: ["#e0e0e0", "#e8e8e8", "#ffffff"])
    #expect(faint.pictureDetail(in: image)?.contains("under 1.5:1") == true)
  }
}

extension ImageryRuleTests {
  /// A word's strokes counted from the pixels: "REC" on a frosted bar crosses three to five
  /// strokes a row, wherever the row pass read the word as one span; a bar crosses one.
  @Test func inkRunsAreCountedFromThePixels() {
    var canvas = ScanTestCanvas(width: 120, height: 40, background: "#5c5a58")
    canvas.ditheredGradient(seed: 11)
    canvas.text("REC", x: 20, y: 10, cell: 3, color: "#ff8f8f")
    canvas.fillRect(x: 80, y: 16, w: 30, h: 8, color: "#ff8f8f")
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let (ink, background) = (
      PackedColor.pack(ScanTestCanvas.color("#ff8f8f")), image.rgb(5, 5)
    )
    let word = PixelRect(x: 20, y: 10, width: 51, height: 21)
    #expect(
      ImageContentRule.inkRunsPerRow(word, ink: ink, background: background, in: image) >= 3)
    let bar = PixelRect(x: 80, y: 16, width: 30, height: 8)
    #expect(ImageContentRule.inkRunsPerRow(bar, ink: ink, background: background, in: image) == 1)
  }
}
