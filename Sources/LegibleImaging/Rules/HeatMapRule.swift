import LegibleColor

/// Rule `heat-map`: solid marks of one size standing on a lattice in a scale of colours — a
/// heat map's cells (a habit tracker's weeks, a contribution graph, a calendar of activity) —
/// are a chart's fill, not icons.
///
/// A cell is a lone solid shape (filling ``minimumFill`` of its box, one run a row: a disc or a
/// rounded square). Cells belong together when they stand on one background (within
/// ``TextLines/inkTolerance``) and their widths and heights agree
/// (``ChartBarsRule/tolerance(_:)``). At least ``RepeatedPatternRule/minimumMarks`` such
/// cells, each with another in its column and another in its row, in at least
/// ``RepeatedPatternRule/minimumBands`` columns and rows, spanning
/// ``RepeatedPatternRule/minimumSpanPoints`` across and down
/// (``RepeatedPatternRule/lattice(_:band:minimumSpan:)``), in at least ``minimumColors``
/// inks of which each colours at least ``minimumPerColor`` cells, all shades of one hue
/// (``isScale(_:)``), are a heat map. Rule `repeated-pattern` takes such a lattice in one
/// colour; a heat map's cells step through its scale. Interface sets solid shapes of one size
/// in rows and columns too, in colours that stand for categories, not amounts: a habit
/// tracker's week of days in each habit's colour, a seat map's available, selected and extra
/// seats (a seat that is taken carries a cross, and is no solid shape).
enum HeatMapRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "heat-map"
  /// Smallest share of its box a cell fills: 0.7 (a disc fills π/4 ≈ 0.79, a rounded square
  /// more; an outlined ring or a glyph fills far less).
  static let minimumFill = 0.7
  /// Fewest inks of a heat map's cells: three (a contribution graph's scale has five steps, a
  /// habit tracker's four; a seat map's solid seats come in one or two).
  static let minimumColors = 3
  /// Fewest cells of each of those inks: two (a lone odd cell is a selection, not a step of a
  /// scale).
  static let minimumPerColor = 2

  /// Least OKLCH chroma of a colour with a hue (``isScale(_:)``): 0.04 (greys and the dark
  /// empty step of a scale on a dark page stay under 0.02).
  static let minimumChroma = 0.04
  /// Widest spread of hue among a scale's coloured steps, in degrees (``isScale(_:)``): 40
  /// (a scale is one hue in lighter and darker shades, the oranges of a habit tracker or the
  /// greens of a contribution graph; categories differ by 60° and more: a tracker's blue,
  /// purple, green and yellow habits, a seat map's available, selected and extra seats).
  static let maximumHueSpread = 40.0

  /// Whether `inks` (packed colours) are the steps of one scale: the hues of those with a hue
  /// (``minimumChroma``) within ``maximumHueSpread`` degrees of each other; greys, an empty
  /// step, may stand among them.
  static func isScale(_ inks: [UInt32]) -> Bool {
    let hues = inks.map { OKLCH(PackedColor.srgb($0)) }.filter { $0.chroma >= minimumChroma }
      .map(\.hue).sorted()
    guard let first = hues.first, let last = hues.last else { return true }
    // The smallest arc holding every hue: the circle less its widest gap between hues.
    var widestGap = 360 - (last - first)
    for (a, b) in zip(hues, hues.dropFirst()) { widestGap = max(widestGap, b - a) }
    return 360 - widestGap <= maximumHueSpread
  }

  /// A lattice of like solid cells: the cells (indices into the cells read) and one ink for each
  /// colour (``RepeatedPatternRule/families(_:)``) that colours at least ``minimumPerColor`` of
  /// them.
  struct Lattice: Sendable, Hashable {
    var cells: [Int]
    var inks: [UInt32]
  }

  /// The lattices of like solid cells among `cells` (lone shapes filling ``minimumFill`` of
  /// their box: box, ink and background, packed), `isSolid` telling which are solid (one run a
  /// row). A lattice spans at least `minimumSpan` pixels across and down. Read once a screen
  /// for this rule and rule `seat-map`.
  static func lattices(
    _ cells: [RepeatedPatternRule.Mark], minimumSpan: Int, isSolid: (Int) -> Bool = { _ in true }
  ) -> [Lattice] {
    var found: [Lattice] = []
    var taken = [Bool](repeating: false, count: cells.count)
    let tolerance = Int(TextLines.inkTolerance)
    for seed in cells.indices where !taken[seed] {
      // Cells on the seed's background and of its size.
      let size = cells[seed].box
      let alike = cells.indices.filter { i in
        !taken[i]
          && PackedColor.distance(cells[i].background, cells[seed].background) <= tolerance
          && abs(cells[i].box.width - size.width) <= ChartBarsRule.tolerance(size.width)
          && abs(cells[i].box.height - size.height) <= ChartBarsRule.tolerance(size.height)
      }
      for i in alike { taken[i] = true }
      // Whether each is solid is asked only of enough shapes of one size.
      guard alike.count >= RepeatedPatternRule.minimumMarks else { continue }
      let solid = alike.filter(isSolid)
      guard solid.count >= RepeatedPatternRule.minimumMarks else { continue }
      guard
        let lattice = RepeatedPatternRule.lattice(
          solid.map { cells[$0].box }, band: max(size.width, size.height),
          minimumSpan: minimumSpan
        )?.map({ solid[$0] })
      else { continue }
      let inks = RepeatedPatternRule.families(lattice.map { cells[$0] })
        .filter { $0.count >= minimumPerColor }.map { cells[lattice[$0[0]]].ink }
      found.append(Lattice(cells: lattice, inks: inks))
    }
    return found
  }

  /// Whether `lattice` is a heat map's: at least ``minimumColors`` inks, the steps of one
  /// scale (``isScale(_:)``).
  static func isHeatMap(_ lattice: Lattice) -> Bool {
    lattice.inks.count >= minimumColors && isScale(lattice.inks)
  }
}
