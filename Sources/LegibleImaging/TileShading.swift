/// How the colour of one tile varies where it holds no sharp edge: the shading of a smooth
/// photograph (a sky, the moon, an enlarged picture), which interface surfaces — one colour, or
/// a gradient that a plane or a gentle curve follows — never show.
///
/// Read only for tiles the row pass saw as plain surface (no other picture sign, no hard edge,
/// little ink), so a screen of interface costs three rows of each tile (``init(image:tile:)``
/// stops there when they are one colour from pixel to pixel).
struct TileShading: Sendable, Hashable {
  /// Share of neighbouring pixel pairs along the rows that are exactly one colour: near 1 on an
  /// interface surface, lower on a photograph's shading or a dithered gradient.
  var exactShare: Double
  /// Root-mean-square departure, in levels of luminance, of the tile's 8×8 block means from the
  /// best quadratic surface through them: near 0 for flat surfaces and gradients (linear or
  /// radial: a quadratic follows either across one tile), higher where a photograph shades in
  /// shapes of its own. Blocks average a dither or a grain away.
  var residual: Double
  /// Whether any two neighbouring pixels differ by more than the surface tolerance on a
  /// channel: a drawn edge, which shading never has.
  var hasSharpStep: Bool

  /// A tile that was not measured: as an interface surface.
  static let unmeasured = TileShading(exactShare: 1, residual: 0, hasSharpStep: false)

  /// A measurement with these values (for tests and ``unmeasured``).
  init(exactShare: Double, residual: Double, hasSharpStep: Bool) {
    self.exactShare = exactShare
    self.residual = residual
    self.hasSharpStep = hasSharpStep
  }

  /// Measures `tile` (whole, inside `image`). Three rows (the first, the middle and the last)
  /// are read first; when nearly all their pixels equal their left neighbour (at least
  /// ``ImageRegionTuning/shadingExactShare``), the tile is an interface surface and the rest is
  /// not read.
  init(image: ScanImage, tile: PixelRect) {
    let tolerance = FlatRegions.sameSurfaceTolerance
    func exactPairs(row y: Int) -> Int {
      var same = 0
      var left = image.rgb(tile.x, y)
      for x in (tile.x + 1)..<tile.maxX {
        let c = image.rgb(x, y)
        if c == left { same += 1 }
        left = c
      }
      return same
    }
    let pairsPerRow = tile.width - 1
    let probe = [tile.y, tile.y + tile.height / 2, tile.maxY - 1]
    let probeShare =
      Double(probe.reduce(0) { $0 + exactPairs(row: $1) }) / Double(max(1, 3 * pairsPerRow))
    guard probeShare < ImageRegionTuning.shadingExactShare else {
      self = .unmeasured
      return
    }
    // Block means of luminance (2R + 5G + B over 8, near enough for shading), 8 by 8.
    let block = max(1, min(tile.width, tile.height) / 8)
    var means = [Double](repeating: 0, count: 64)
    var same = 0
    var sharp = false
    for y in tile.y..<(tile.y + 8 * block) {
      var left = image.rgb(tile.x, y)
      for x in tile.x..<(tile.x + 8 * block) {
        let c = image.rgb(x, y)
        if x > tile.x {
          if c == left { same += 1 }
          sharp = sharp || PackedColor.distance(c, left) > tolerance
        }
        if y > tile.y { sharp = sharp || PackedColor.distance(c, image.rgb(x, y - 1)) > tolerance }
        left = c
        let luminance =
          Double(
            2 * PackedColor.red(c) + 5 * PackedColor.green(c) + PackedColor.blue(c)) / 8
        means[((y - tile.y) / block) * 8 + (x - tile.x) / block] += luminance
      }
    }
    let area = Double(block * block)
    for i in means.indices { means[i] /= area }
    exactShare = Double(same) / Double(max(1, 8 * block * (8 * block - 1)))
    residual = Self.quadraticResidual(means)
    hasSharpStep = sharp
  }

  /// The root-mean-square residual of `values` (8 by 8, row by row) from their least-squares
  /// quadratic surface `a + bx + cy + dx² + ey² + fxy`, found with the discrete orthogonal
  /// polynomials of eight points (`u = x − 3.5`, `u² − 5.25`), whose products are orthogonal
  /// on the grid.
  static func quadraticResidual(_ values: [Double]) -> Double {
    let mean = values.reduce(0, +) / 64
    var total = 0.0
    for v in values { total += (v - mean) * (v - mean) }
    for basis in quadraticBases {
      var dot = 0.0
      for k in 0..<64 { dot += values[k] * basis.values[k] }
      total -= dot * dot / basis.norm
    }
    return (max(0, total) / 64).squareRoot()
  }

  /// The non-constant terms of the quadratic surface on the 8×8 grid (`x`, `y`, `x²`, `y²`,
  /// `xy` as orthogonal polynomials), each with its squared norm.
  private static let quadraticBases: [(values: [Double], norm: Double)] = {
    let p1 = (0..<8).map { Double($0) - 3.5 }
    let p2 = p1.map { $0 * $0 - 5.25 }
    let one = [Double](repeating: 1, count: 8)
    return [(p1, one), (one, p1), (p2, one), (one, p2), (p1, p1)].map { bx, by in
      let values = (0..<64).map { bx[$0 % 8] * by[$0 / 8] }
      return (values, values.reduce(0) { $0 + $1 * $1 })
    }
  }()
}
