/// Rectangles of a screenshot that show picture content (photographs, maps, wallpapers, QR
/// codes, chart fills, illustrations) rather than interface drawn on flat surfaces.
///
/// Interface is flat surfaces with sparse ink on them: along a row, the runs on either side of
/// a glyph are one surface, and a tile of a few points holds one or two surfaces. Pictures are
/// the opposite, in one of the ways below, read per tile from the row pass (one pixel per
/// segment), and only where the row pass saw plain surface from the tile's own pixels:
/// - **dense**: most pixels are ink (photographic texture, noise, foliage);
/// - **many surfaces**: several different flat colours in one tile (maps, flat illustrations,
///   faceted wallpapers, the smooth parts of photographs);
/// - **patterned**: flat runs that change colour again and again along the rows (QR codes,
///   checkerboards, hatched chart fills, street grids);
/// - **shading**: between the ink, no drawn edge, yet colour that strays from any gradient (a
///   smooth photograph; ``TileShading``).
///
/// ``PictureTileRule`` lists every sign with its bounds.
///
/// Tiles of picture are joined 4-connected; a group covering at least
/// ``ImageRegionTuning/minimumRegionTiles`` tiles (a control such as a switch is smaller) becomes
/// the rectangle around it, holes included: real interfaces show pictures in rectangles and
/// rounded rectangles, and a photograph's smooth sky is still photograph.
struct ImageRegions: Sendable {
  /// Per-tile measurements, kept for tests and for explaining a decision.
  struct Tile: Sendable, Hashable {
    /// Ink pixels in the tile.
    var inkPixels = 0
    /// Pixels in the tile (smaller at the right and bottom edges).
    var pixels = 0
    /// Rows of the tile.
    var rows = 0
    /// Distinct flat colours (pairwise further apart than the surface tolerance), counted up to
    /// ``ImageRegionTuning/surfaceSlots``.
    var surfaces = 0
    /// Flat runs (stroke interiors included) that start right where a flat run of another
    /// colour ends, with no anti-aliased pixel between: hard-edged generated content.
    var hardEdges = 0

    /// Rows of the tile that hold any ink.
    var inkRows = 0
    /// Pixels of the tile's second most common surface colour (flat runs that are not stroke
    /// interiors).
    var secondSurfacePixels = 0
    /// How the tile's colour varies between its ink, read only where the row pass saw surface
    /// with sparse ink (``TileShading``).
    var shading = TileShading.unmeasured

    /// Share of the tile's pixels that are ink.
    var inkShare: Double { pixels == 0 ? 0 : Double(inkPixels) / Double(pixels) }
    /// Share of the tile's pixels in its second most common surface colour.
    var secondSurfaceShare: Double {
      pixels == 0 ? 0 : Double(secondSurfacePixels) / Double(pixels)
    }
    /// Hard edges per row of the tile.
    var hardEdgesPerRow: Double { rows == 0 ? 0 : Double(hardEdges) / Double(rows) }
    /// Whether every hard edge of the tile lies on one or two columns (within a pixel), each
    /// crossing nearly every row, and the tiles above and below go on along the same column for
    /// ``ImageRegionTuning/straightSideTiles`` tiles in all: the long straight side of a panel,
    /// card or device frame, not a pattern.
    var isOnStraightSide = false

    /// Which of the picture signs the tile shows (rule `picture-tile`), or `nil`.
    var sign: Sign? { PictureTileRule.sign(of: self) }
  }

  /// Why a tile counts as picture.
  enum Sign: String, Sendable {
    /// Mostly ink: photographic texture.
    case dense
    /// Several flat colours: illustrations, the smooth parts of photographs.
    case manySurfaces
    /// Hard-edged changes of colour along most rows: QR codes, identicons, pixel patterns.
    case patterned
    /// A few flat colours meeting with hard edges: maps and flat illustrations.
    case flatShapes
    /// Colour shading in shapes no gradient follows, with no edge: a smooth photograph.
    case shading
  }

  /// Tile side in pixels.
  let tileSize: Int
  let columns: Int
  let rows: Int
  /// Measurements of each tile, row by row.
  let tiles: [Tile]
  /// The picture rectangles, in image pixels.
  let rectangles: [PixelRect]
  /// Lines of solid-colour text drawn over the pictures (rule `solid-stroke`).
  let text: PictureText

  /// No picture anywhere (an image that was not read).
  init() {
    tileSize = 1
    columns = 0
    rows = 0
    tiles = []
    rectangles = []
    text = PictureText()
  }

  /// Measures the tiles of a screen read at `scale` from its row segmentation `runs` (flat runs
  /// that `regions` found to be stroke interiors are ink) and ink `spans`, and joins picture
  /// tiles into rectangles. Text of solid strokes is looked for in the rectangles and in
  /// `displayWindows` (rule `display-text`).
  init(
    runs: BackgroundRuns, regions: FlatRegions, spans: InkSpans, image: ScanImage, scale: Double,
    displayWindows: [PixelRect] = []
  ) {
    let t = max(8, Int((ImageRegionTuning.tilePoints * min(max(scale, 1), 4)).rounded()))
    let width = image.width
    let height = image.height
    tileSize = t
    columns = (width + t - 1) / t
    rows = (height + t - 1) / t
    var tiles = [Tile](repeating: Tile(), count: columns * rows)
    for ty in 0..<rows {
      let h = min(t, height - ty * t)
      for tx in 0..<columns {
        let w = min(t, width - tx * t)
        tiles[ty * columns + tx].pixels = w * h
        tiles[ty * columns + tx].rows = h
      }
    }
    // Ink per tile, from the spans (stroke interiors already folded back into the ink), and
    // the rows of each tile that hold ink (`lastInkRow`: the last row counted, per tile).
    var lastInkRow = [Int32](repeating: -1, count: columns * rows)
    for s in 0..<spans.count {
      let y = spans.y[s]
      let row = (Int(y) / t) * columns
      var x = Int(spans.x0[s])
      let end = Int(spans.x1[s])
      while x < end {
        let tx = x / t
        let next = min(end, (tx + 1) * t)
        tiles[row + tx].inkPixels += next - x
        if lastInkRow[row + tx] != y {
          lastInkRow[row + tx] = y
          tiles[row + tx].inkRows += 1
        }
        x = next
      }
    }
    // Surfaces per tile: one pixel per flat run. `slots` holds up to `surfaceSlots` distinct
    // colours per tile.
    let slotCount = ImageRegionTuning.surfaceSlots
    let tolerance = FlatRegions.sameSurfaceTolerance
    var slots = [UInt32](repeating: 0, count: columns * rows * slotCount)
    var slotPixels = [Int](repeating: 0, count: columns * rows * slotCount)
    // The columns hard edges lie on, per tile.
    var edgeColumns = [EdgeColumns](repeating: EdgeColumns(), count: columns * rows)
    for y in 0..<height {
      let row = (y / t) * columns
      var adjacent: UInt32? = nil
      for s in runs.rowStart[y]..<runs.rowStart[y + 1] {
        guard runs.isFlat(s) else {
          adjacent = nil
          continue
        }
        let x0 = Int(runs.x0[s])
        let x1 = runs.x1(s)
        let color = image.rgb(x0, y)
        if let adjacent, PackedColor.distance(adjacent, color) > tolerance {
          let k = row + x0 / t
          tiles[k].hardEdges += 1
          edgeColumns[k].add(Int32(x0))
        }
        adjacent = color
        // Stroke interiors are ink, not a surface.
        let region = Int(regions.regionOfSegment[s])
        if region >= 0 && regions.isInterior[region] { continue }
        // A run adds its colour to every tile it crosses (a long run of one surface is that
        // surface in each).
        for tx in (x0 / t)...((x1 - 1) / t) {
          let k = row + tx
          let n = tiles[k].surfaces
          let length = min(x1, (tx + 1) * t) - max(x0, tx * t)
          var known = -1
          for i in 0..<n where PackedColor.distance(slots[k * slotCount + i], color) <= tolerance {
            known = i
            break
          }
          if known >= 0 {
            slotPixels[k * slotCount + known] += length
          } else if n < slotCount {
            slots[k * slotCount + n] = color
            slotPixels[k * slotCount + n] = length
            tiles[k].surfaces = n + 1
          }
        }
      }
    }
    // Tiles whose hard edges all lie on one or two columns crossing nearly every row, and of
    // those the ones on a long straight side.
    let straight = tiles.indices.map { edgeColumns[$0].isStraight(rows: tiles[$0].rows) }
    for k in Self.straightSides(straight, edgeColumns: edgeColumns, columns: columns) {
      tiles[k].isOnStraightSide = true
    }
    // The second largest count of each tile's surface colours.
    for k in tiles.indices {
      var first = 0
      var second = 0
      for i in 0..<tiles[k].surfaces {
        let n = slotPixels[k * slotCount + i]
        if n > first {
          second = first
          first = n
        } else if n > second {
          second = n
        }
      }
      tiles[k].secondSurfacePixels = second
    }
    // Surface with sparse ink to the row pass: its shading, read from the pixels between the
    // ink (a smooth photograph).
    for k in tiles.indices
    where tiles[k].pixels == t * t && tiles[k].sign == nil && PictureTileRule.mayBeShading(tiles[k])
    {
      let tile = PixelRect(x: (k % columns) * t, y: (k / columns) * t, width: t, height: t)
      tiles[k].shading = TileShading(image: image, tile: tile, ink: spans)
    }
    self.tiles = tiles
    let rectangles = Self.join(tiles.map { $0.sign != nil }, columns: columns, rows: rows).map {
      PixelRect(
        x: $0.x * t, y: $0.y * t, width: min(width, $0.maxX * t) - $0.x * t,
        height: min(height, $0.maxY * t) - $0.y * t)
    }
    self.rectangles = rectangles
    // Windows that overlap a picture are searched too: display type over a wallpaper may
    // cross the picture's tiles.
    text = PictureText(
      runs: runs, image: image, scale: scale, pictures: rectangles,
      displayWindows: displayWindows)
  }

  /// The columns a tile's hard edges lie on: up to two, each within a pixel of the first edge
  /// on it, with their counts.
  struct EdgeColumns: Sendable, Hashable {
    /// The first edge's column of each, `-1` while unused.
    var columns = SIMD2<Int32>(-1, -1)
    var counts = SIMD2<Int32>.zero
    /// Whether an edge fell on a third column.
    var isScattered = false

    /// Counts a hard edge at column `x`.
    mutating func add(_ x: Int32) {
      guard !isScattered else { return }
      for i in 0..<2 {
        if columns[i] == -1 { columns[i] = x }
        if abs(columns[i] - x) <= 1 {
          counts[i] += 1
          return
        }
      }
      isScattered = true
    }

    /// Whether there are edges and each column of them crosses
    /// ``ImageRegionTuning/straightEdgeRows`` of the tile's `rows`.
    func isStraight(rows: Int) -> Bool {
      columns[0] != -1 && !isScattered
        && (0..<2).allSatisfy {
          columns[$0] == -1
            || Double(counts[$0]) >= ImageRegionTuning.straightEdgeRows * Double(rows)
        }
    }
  }

  /// The tiles of vertical runs of `straight` tiles, at least
  /// ``ImageRegionTuning/straightSideTiles`` long, whose first edge columns (`edgeColumns`)
  /// each lie within a pixel of the one above: one long straight side.
  static func straightSides(
    _ straight: [Bool], edgeColumns: [EdgeColumns], columns: Int
  ) -> [Int] {
    var sides: [Int] = []
    guard columns > 0 else { return sides }
    let rows = straight.count / columns
    for tx in 0..<columns {
      var run: [Int] = []
      for ty in 0...rows {
        let k = ty * columns + tx
        if ty < rows && straight[k]
          && (run.last.map {
            abs(edgeColumns[$0].columns[0] - edgeColumns[k].columns[0]) <= 1
          } ?? true)
        {
          run.append(k)
          continue
        }
        if run.count >= ImageRegionTuning.straightSideTiles { sides += run }
        run = ty < rows && straight[k] ? [k] : []
      }
    }
    return sides
  }

  /// The picture rectangles, in tiles, of the `marked` tiles: the boxes around 4-connected
  /// groups of at least ``ImageRegionTuning/minimumRegionTiles`` tiles, boxes that overlap
  /// merged (``mergingOverlaps(_:)``), and wide pictures carried on to a nearby top or bottom
  /// edge (``extendingToEdges(_:marked:columns:rows:)``), merged again with whatever they then
  /// overlap, so no two rectangles share a tile.
  static func join(_ marked: [Bool], columns: Int, rows: Int) -> [PixelRect] {
    var seen = marked.map { !$0 }
    var boxes: [PixelRect] = []
    for start in marked.indices where !seen[start] {
      let (group, box) = component(from: start, seen: &seen, columns: columns)
      if group.count >= ImageRegionTuning.minimumRegionTiles {
        boxes += aroundHole(group, box: box, columns: columns)
      }
    }
    let pictures = mergingOverlaps(boxes)
    return mergingOverlaps(
      extendingToEdges(pictures, marked: marked, columns: columns, rows: rows))
  }

  /// The rectangles (in tiles) of the picture whose tiles are `group` and whose box is `box`:
  /// the box, holes included, unless the picture is a frame around a hole (tiles outside the
  /// group, joined, none on the box's edge) of at least ``ImageRegionTuning/ringHoleTiles``
  /// tiles and ``ImageRegionTuning/ringHoleShare`` of the box: a photograph filling the page
  /// around a phone's frame in an App Store image, the screen inside. Then the bands of the
  /// group's tiles above, below, left and right of the hole, each its own rectangle. (A frame
  /// open on a side, where a row of its tiles reads as interface, stays one rectangle: letting
  /// a group that covers under 0.4 of its box open its hole found the icons on such a screen,
  /// but put 10 findings on the photographs and wallpapers of three unseen sets.)
  static func aroundHole(_ group: [Int], box: PixelRect, columns: Int) -> [PixelRect] {
    let area = box.width * box.height
    var inGroup = [Bool](repeating: false, count: area)
    for k in group { inGroup[(k / columns - box.y) * box.width + k % columns - box.x] = true }
    // The largest hole: cells outside the group, joined, none on the box's edge.
    var seen = inGroup
    var hole = PixelRect(x: 0, y: 0, width: 0, height: 0)
    var holeCells = 0
    for c in 0..<area where !seen[c] {
      let (cells, b) = component(from: c, seen: &seen, columns: box.width)
      let enclosed = b.x > 0 && b.y > 0 && b.maxX < box.width && b.maxY < box.height
      if enclosed && cells.count > holeCells {
        (hole, holeCells) = (b, cells.count)
      }
    }
    guard holeCells >= ImageRegionTuning.ringHoleTiles,
      Double(holeCells) >= ImageRegionTuning.ringHoleShare * Double(area)
    else {
      return [box]
    }
    // The bands around the hole, each the box around the group's tiles in it.
    let bands: [(Int, Int) -> Bool] = [
      { _, y in y < hole.y }, { _, y in y >= hole.maxY },
      { x, y in x < hole.x && y >= hole.y && y < hole.maxY },
      { x, y in x >= hole.maxX && y >= hole.y && y < hole.maxY },
    ]
    return bands.compactMap { inBand in
      let cells = (0..<area).filter { inGroup[$0] && inBand($0 % box.width, $0 / box.width) }
      guard !cells.isEmpty else { return nil }
      let b = bounds(of: cells, columns: box.width)
      return PixelRect(x: box.x + b.x, y: box.y + b.y, width: b.width, height: b.height)
    }
  }

  /// The cells 4-connected to `start` through cells not yet `seen` in a grid `columns` wide
  /// (`seen.count` cells), marked seen, and the box around them.
  static func component(from start: Int, seen: inout [Bool], columns: Int)
    -> (cells: [Int], box: PixelRect)
  {
    let rows = seen.count / columns
    seen[start] = true
    var stack = [start]
    var cells: [Int] = []
    while let k = stack.popLast() {
      cells.append(k)
      let (x, y) = (k % columns, k / columns)
      for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
      where nx >= 0 && ny >= 0 && nx < columns && ny < rows && !seen[ny * columns + nx] {
        seen[ny * columns + nx] = true
        stack.append(ny * columns + nx)
      }
    }
    return (cells, bounds(of: cells, columns: columns))
  }

  /// The box around `cells` (not empty) of a grid `columns` wide.
  static func bounds(of cells: [Int], columns: Int) -> PixelRect {
    var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
    for c in cells {
      let (x, y) = (c % columns, c / columns)
      (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
    }
    return PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
  }

  /// `boxes` (in tiles) with each picture that spans most of the screen's width carried on to
  /// the top or bottom edge when it stops short of that edge by at most
  /// ``ImageRegionTuning/edgeGapTiles`` tiles and some tile in between is picture too: a map or
  /// photograph goes on behind the floating bars and status bar over it, and shows between
  /// them (the strip between the status bar and a map's search field). A picture with only
  /// interface above it (a navigation bar over a hero photo) keeps its edge.
  static func extendingToEdges(
    _ boxes: [PixelRect], marked: [Bool], columns: Int, rows: Int
  ) -> [PixelRect] {
    let gap = ImageRegionTuning.edgeGapTiles
    return boxes.map { box in
      guard
        Double(box.width) >= ImageRegionTuning.edgeSpanShare * Double(columns)
      else { return box }
      func hasPicture(_ rowRange: Range<Int>) -> Bool {
        rowRange.contains { y in (box.x..<box.maxX).contains { marked[y * columns + $0] } }
      }
      var result = box
      if box.y > 0 && box.y <= gap && hasPicture(0..<box.y) {
        result = PixelRect(x: box.x, y: 0, width: box.width, height: box.maxY)
      }
      if box.maxY < rows && rows - box.maxY <= gap && hasPicture(box.maxY..<rows) {
        result = PixelRect(x: result.x, y: result.y, width: result.width, height: rows - result.y)
      }
      return result
    }
  }

  /// `boxes` with every two that share a tile replaced by the box around both, until none do:
  /// groups of one picture that touch only through its quieter parts (the smooth modules of a
  /// QR code, a photograph's sky) still make one rectangle, holes included.
  ///
  /// O(n³) in the worst case for n boxes; a screen has a handful.
  static func mergingOverlaps(_ boxes: [PixelRect]) -> [PixelRect] {
    var boxes = boxes
    var merged = true
    while merged {
      merged = false
      search: for i in boxes.indices {
        for j in boxes.indices where j > i && !boxes[i].intersection(boxes[j]).isEmpty {
          boxes[i] = boxes[i].union(boxes[j])
          boxes.remove(at: j)
          merged = true
          break search
        }
      }
    }
    return boxes
  }

  /// What rule `picture-tile` decided about the tile holding pixel (`x`, `y`), for
  /// `--explain`: the tile's box, and in words its measures, whether it counts as picture and
  /// the picture rectangle that holds the pixel, if any. `nil` outside the image.
  func explanation(x: Int, y: Int) -> (box: PixelRect, why: String)? {
    guard x >= 0, y >= 0, columns > 0 else { return nil }
    let (tx, ty) = (x / tileSize, y / tileSize)
    guard tx < columns, ty < rows else { return nil }
    let tile = tiles[ty * columns + tx]
    let box = PixelRect(
      x: tx * tileSize, y: ty * tileSize, width: min(tileSize, tile.pixels / max(1, tile.rows)),
      height: tile.rows)
    func percent(_ share: Double) -> String { "\(Int((share * 100).rounded())) %" }
    let ink = "ink \(percent(tile.inkShare)) on \(tile.inkRows) of \(tile.rows) rows"
    let surfaces = "\(tile.surfaces) surface\(tile.surfaces == 1 ? "" : "s")"
    let edges = "\((tile.hardEdgesPerRow * 100).rounded() / 100) hard edges a row"
    let second = "second surface \(percent(tile.secondSurfaceShare))"
    let shading =
      "shading \((tile.shading.residual * 100).rounded() / 100) levels off a curve, "
      + "\(percent(tile.shading.exactShare)) of neighbours alike, "
      + "\((tile.shading.sharpStepsPerRow * 100).rounded() / 100) sharp steps a row"
    let measures = [ink, surfaces, edges, second, shading].joined(separator: ", ")
    let sign = tile.sign.map { "picture (\($0.rawValue))" } ?? "interface"
    let holder = rectangles.first { $0.contains(x: x, y: y) }
    let place =
      holder.map { "; in the picture \($0.width)×\($0.height) at (\($0.x), \($0.y))" }
      ?? "; in no picture"
    return (box, "\(sign): \(measures)\(place)")
  }

  /// Whether every tile within half a tile of `box` shows interface (no sign of picture, rule
  /// `picture-tile`): a hole in a picture's rectangle, such as a card or a button over a
  /// wallpaper, where a lone shape is drawn on the card, not part of the picture. A
  /// photograph's detail lies among tiles of the photograph's own texture or shading.
  func isInterface(around box: PixelRect) -> Bool {
    guard columns > 0, box.area > 0 else { return true }
    let m = tileSize / 2
    let (x0, x1) = (max(0, (box.x - m) / tileSize), min(columns - 1, (box.maxX - 1 + m) / tileSize))
    let (y0, y1) = (max(0, (box.y - m) / tileSize), min(rows - 1, (box.maxY - 1 + m) / tileSize))
    guard x0 <= x1, y0 <= y1 else { return true }
    for ty in y0...y1 {
      for tx in x0...x1 where tiles[ty * columns + tx].sign != nil { return false }
    }
    return true
  }

  /// Share of `box`'s pixels inside picture rectangles (they never overlap, so the sum is
  /// bounded by 1).
  func share(of box: PixelRect) -> Double {
    guard box.area > 0 else { return 0 }
    var inside = 0
    for r in rectangles { inside += r.intersection(box).area }
    return min(1, Double(inside) / Double(box.area))
  }
}
