/// Rule `seat-map`: solid cells of one size on a lattice in colours that stand for categories —
/// a seat map's or a desk map's free, taken and chosen seats, a habit tracker's days — are
/// judged, and a failing one is a `review`.
///
/// Such a map dims what cannot be chosen: a taken seat, a booked desk, in a grey close to the
/// surface. WCAG 1.4.11 exempts inactive components, and pixels cannot tell a dimmed seat that
/// is unavailable from one the user must make out, so a failing cell asks for review. A seat map
/// is a lattice of like solid cells (``HeatMapRule/lattices(_:minimumSpan:isSolid:)``) in at
/// least two colours, each colouring two cells or more, that are not a heat map's steps
/// (``HeatMapRule/isHeatMap(_:)``; a free seat's green and a taken one's grey are two).
enum SeatMapRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "seat-map"

  /// Why a failing seat is a review, not a failure.
  static let reviewReason =
    "one of a map of like cells in category colours (a seat map), where a dimmed cell may be"
    + " unavailable, which WCAG exempts and pixels cannot tell"

  /// Whether `lattice` (``HeatMapRule/lattices(_:minimumSpan:isSolid:)``) is a seat map's: two
  /// inks or more, not a heat map's steps.
  static func isSeatMap(_ lattice: HeatMapRule.Lattice) -> Bool {
    lattice.inks.count >= 2 && !HeatMapRule.isHeatMap(lattice)
  }
}
