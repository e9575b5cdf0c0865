/// Rule `stacked-bar`: a lone solid flat bar set end to end with a bar of another colour and
/// the same thickness is one segment of a stacked bar — a storage meter's "free" part, a
/// budget's breakdown — picture content whose parts a legend names, not an icon.
///
/// A segment fills at least ``ChartBarsRule/minimumFill`` of its box, is at least
/// ``minimumAspect`` times as wide as thick and ``thickness`` thick. Beyond one of its ends,
/// across a gap of the surface no wider than ``maximumGapShare`` of its thickness, a run of
/// one other colour (neither the surface nor the segment's ink) covers the segment's middle
/// rows for at least ``minimumNeighbourShare`` of its thickness, and the surface goes on just
/// above and below it there: the next segment, as thick as this one. A button beside another
/// holds a label and is a surface of its own, never a lone bar; a progress bar's fill and
/// trough touch and are judged together (rule `control-boundary`); a divider is one colour.
enum StackedBarRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "stacked-bar"
  /// Thickness of a segment, in points: 2–24 (iOS's storage meter is about 16 pt; a budget's
  /// breakdown bar 8–12 pt; thicker shapes are cards or buttons).
  static let thickness = 2.0...24.0
  /// Smallest ratio of a segment's length to its thickness: 2 (a legend's swatch is square;
  /// the smallest segments of a meter are drawn at least a couple of thicknesses long).
  static let minimumAspect = 2.0
  /// Largest gap between two segments, as a share of the thickness: a half (segments are drawn
  /// touching or a hairline to 2 pt apart; measured: 4 px between 20 px segments at 2x).
  static let maximumGapShare = 0.5
  /// Least length of the neighbouring run along the middle row, as a share of the thickness: a
  /// half (a dot or the tip of a letter is shorter).
  static let minimumNeighbourShare = 0.5

  /// Whether the lone shape at `box`, of `ink` on `surface` and filling `fill` of its box in
  /// `image` at `scale` pixels a point, is a segment of a stacked bar.
  static func isSegment(
    _ box: PixelRect, ink: UInt32, surface: UInt32, fill: Double, in image: ScanImage,
    scale: Double
  ) -> Bool {
    let h = box.height
    guard fill >= ChartBarsRule.minimumFill, thickness.contains(Double(h) / scale),
      Double(box.width) >= minimumAspect * Double(h)
    else { return false }
    func near(_ a: UInt32, _ b: UInt32) -> Bool {
      PackedColor.distance(a, b) <= FlatRegions.sameSurfaceTolerance
    }
    let middle = box.y + h / 2
    // The middle rows, clear of rounded ends' corners; the rows just outside.
    let inner = (box.y + h / 4)...(box.maxY - 1 - h / 4)
    let (above, below) = (box.y - 2, box.maxY + 1)
    guard above >= 0, below < image.height else { return false }
    let gap = max(1, Int((maximumGapShare * Double(h)).rounded()))
    let reach = max(1, Int((minimumNeighbourShare * Double(h)).rounded(.up)))
    for step in [-1, 1] {
      let end = step < 0 ? box.x - 1 : box.maxX
      // The first column past the gap that is not the surface on the middle row.
      var x = end
      while abs(x - end) <= gap, x >= 0, x < image.width, near(image.rgb(x, middle), surface) {
        x += step
      }
      // One pixel further in, past the neighbour's anti-aliased edge.
      let start = x + step
      let last = start + step * (reach - 1)
      guard abs(x - end) <= gap, min(start, last) >= 0, max(start, last) < image.width else {
        continue
      }
      let neighbour = image.rgb(start, middle)
      guard !near(neighbour, surface), !near(neighbour, ink) else { continue }
      let columns = stride(from: start, through: last, by: step)
      let isSegment = columns.allSatisfy { c in
        inner.allSatisfy { near(image.rgb(c, $0), neighbour) }
          && near(image.rgb(c, above), surface) && near(image.rgb(c, below), surface)
      }
      if isSegment { return true }
    }
    return false
  }
}
