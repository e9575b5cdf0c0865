/// How the colour of one tile varies between its ink: the shading of a smooth photograph (a sky,
/// the moon, an enlarged picture), which interface surfaces — one colour, or a gradient that a
/// plane or a gentle curve follows — never show.
///
/// Read only from the tile's surface pixels: those the row pass left out of its ink spans. Text
/// and icons on a surface are ink, so they neither hide the surface's shading nor count as
/// shading of their own; a photograph's specks and craters are ink too, and the smooth pixels
/// between them are what shades. A screen of interface costs three rows of each tile read
/// (``init(image:tile:ink:)`` stops there when their surface pixels are one colour).
struct TileShading: Sendable, Hashable {
  /// Share of neighbouring surface pixel pairs along the rows that are exactly one colour: near
  /// 1 on an interface surface, lower on a photograph's shading or a dithered gradient.
  var exactShare: Double
  /// Root-mean-square departure, in levels of luminance, of the tile's 8×8 block means from the
  /// best quadratic surface through them (over the blocks at least half surface): near 0 for
  /// flat surfaces and gradients (linear or radial: a quadratic follows either across one
  /// tile), higher where a photograph shades in shapes of its own. Blocks average a dither or a
  /// grain away.
  var residual: Double
  /// Neighbouring surface pixels (along a row or a column) that differ by more than the surface
  /// tolerance on a channel, per row of the tile: a drawn edge between two surfaces crosses the
  /// tile and makes one a row or so; a photograph's few sharp crater rims, far fewer. Counted
  /// until they make a drawn edge (``hasDrawnEdge``), where the reading stops (and the residual
  /// is left at 0).
  var sharpStepsPerRow: Double

  /// A tile that was not measured: as an interface surface.
  static let unmeasured = TileShading(exactShare: 1, residual: 0, sharpStepsPerRow: 0)

  /// A measurement with these values (for tests and ``unmeasured``).
  init(exactShare: Double, residual: Double, sharpStepsPerRow: Double) {
    self.exactShare = exactShare
    self.residual = residual
    self.sharpStepsPerRow = sharpStepsPerRow
  }

  /// Whether the tile's surface steps sharply along a drawn edge (at least
  /// ``ImageRegionTuning/shadingSharpStepsPerRow``), which shading never has.
  var hasDrawnEdge: Bool { sharpStepsPerRow >= ImageRegionTuning.shadingSharpStepsPerRow }

  /// Measures `tile` (whole, inside `image`) from its surface pixels: those outside `ink` (the
  /// row pass's spans). Three rows (the first, the middle and the last) are read first; when
  /// nearly all their surface pixels equal their left neighbour (at least
  /// ``ImageRegionTuning/shadingExactShare``), or they hold no surface, the tile is not shading
  /// and the rest is not read.
  init(image: ScanImage, tile: PixelRect, ink: InkSpans) {
    let tolerance = FlatRegions.sameSurfaceTolerance
    // One row's ink at a time (`true` where the row pass's spans cover the pixel).
    func inkRow(_ y: Int, into row: inout [Bool]) {
      for i in row.indices { row[i] = false }
      guard y + 1 < ink.rowStart.count else { return }
      for s in ink.rowStart[y]..<ink.rowStart[y + 1] {
        let (x0, x1) = (max(tile.x, Int(ink.x0[s])), min(tile.maxX, Int(ink.x1[s])))
        for x in x0..<max(x0, x1) { row[x - tile.x] = true }
      }
    }
    var isInk = [Bool](repeating: false, count: tile.width)
    var probeSame = 0
    var probePairs = 0
    for y in [tile.y, tile.y + tile.height / 2, tile.maxY - 1] {
      inkRow(y, into: &isInk)
      for x in (tile.x + 1)..<tile.maxX where !isInk[x - tile.x] && !isInk[x - 1 - tile.x] {
        probePairs += 1
        if image.rgb(x, y) == image.rgb(x - 1, y) { probeSame += 1 }
      }
    }
    guard probePairs > 0,
      Double(probeSame) < ImageRegionTuning.shadingExactShare * Double(probePairs)
    else {
      self = .unmeasured
      return
    }
    // Block means of luminance (2R + 5G + B over 8, near enough for shading), 8 by 8, over
    // surface pixels.
    let block = max(1, min(tile.width, tile.height) / 8)
    var sums = [Double](repeating: 0, count: 64)
    var counts = [Int](repeating: 0, count: 64)
    var (same, pairs, sharp) = (0, 0, 0)
    var wasInk = isInk
    var colors = [UInt32](repeating: 0, count: 8 * block)
    var above = colors
    for y in tile.y..<(tile.y + 8 * block) {
      swap(&wasInk, &isInk)
      swap(&above, &colors)
      inkRow(y, into: &isInk)
      let blockRow = ((y - tile.y) / block) * 8
      for i in 0..<(8 * block) where !isInk[i] {
        let c = image.rgb(tile.x + i, y)
        colors[i] = c
        if i > 0 && !isInk[i - 1] {
          pairs += 1
          if c == colors[i - 1] { same += 1 }
          if PackedColor.distance(c, colors[i - 1]) > tolerance { sharp += 1 }
        }
        if y > tile.y && !wasInk[i] && PackedColor.distance(c, above[i]) > tolerance {
          sharp += 1
        }
        sums[blockRow + i / block] +=
          Double(2 * PackedColor.red(c) + 5 * PackedColor.green(c) + PackedColor.blue(c)) / 8
        counts[blockRow + i / block] += 1
      }
      // A drawn edge already: no shading, whatever the rest holds.
      if Double(sharp) >= ImageRegionTuning.shadingSharpStepsPerRow * Double(8 * block) {
        self = TileShading(
          exactShare: Double(same) / Double(max(1, pairs)), residual: 0,
          sharpStepsPerRow: Double(sharp) / Double(8 * block))
        return
      }
    }
    let half = (block * block + 1) / 2
    let means = (0..<64).map { counts[$0] >= half ? sums[$0] / Double(counts[$0]) : nil }
    self = TileShading(
      exactShare: Double(same) / Double(max(1, pairs)), residual: Self.quadraticResidual(means),
      sharpStepsPerRow: Double(sharp) / Double(8 * block))
  }

  /// The root-mean-square residual of `values` (8 by 8, row by row; `nil` where a block is not
  /// known) from their least-squares quadratic surface `a + bx + cy + dx² + ey² + fxy`. Fewer
  /// than ``minimumFitBlocks`` known blocks give 0: too few to tell shading from a gradient.
  static func quadraticResidual(_ values: [Double?]) -> Double {
    // The terms of block `k`: 1, x, y, x², y², xy (two lanes unused).
    func terms(_ k: Int) -> SIMD8<Double> {
      let (x, y) = (Double(k % 8) - 3.5, Double(k / 8) - 3.5)
      return SIMD8(1, x, y, x * x, y * y, x * y, 0, 0)
    }
    // The normal equations, six rows of six coefficients and the right-hand side.
    var normal = [SIMD8<Double>](repeating: .zero, count: 6)
    var known = 0
    for (k, v) in values.enumerated() {
      guard let v else { continue }
      known += 1
      let t = terms(k)
      for i in 0..<6 {
        normal[i] += t[i] * t
        normal[i][6] += t[i] * v
      }
    }
    guard known >= minimumFitBlocks, let fit = solve(&normal) else { return 0 }
    var total = 0.0
    for (k, v) in values.enumerated() {
      guard let v else { continue }
      let error = v - (fit * terms(k)).sum()
      total += error * error
    }
    return (total / Double(known)).squareRoot()
  }

  /// Fewest known blocks a quadratic surface is fitted through: 16, a quarter of the tile, well
  /// over its six coefficients.
  static let minimumFitBlocks = 16

  /// The solution of the six normal equations `rows` (coefficients in lanes 0–5, the right-hand
  /// side in lane 6), by Gauss–Jordan elimination with partial pivoting, in lanes 0–5; `nil`
  /// when they are singular (the known blocks lie too few to a row or column to fix a
  /// quadratic).
  static func solve(_ rows: inout [SIMD8<Double>]) -> SIMD8<Double>? {
    for column in 0..<6 {
      let pivot = (column..<6).max { abs(rows[$0][column]) < abs(rows[$1][column]) } ?? column
      guard abs(rows[pivot][column]) > 1e-9 else { return nil }
      rows.swapAt(column, pivot)
      for r in 0..<6 where r != column {
        rows[r] -= (rows[r][column] / rows[column][column]) * rows[column]
      }
    }
    var solution = SIMD8<Double>.zero
    for i in 0..<6 { solution[i] = rows[i][6] / rows[i][i] }
    return solution
  }
}
