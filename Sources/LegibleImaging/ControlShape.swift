import LegibleColor

/// A filled or bordered button shape around a line of text or a glyph, found from the pixels:
/// the surface the ink sits on ends close to it on all four sides.
///
/// From the ink's box, each side is walked outwards one strip at a time (see ``Strip``) while
/// the strip is the ink's background (90 % of it within ``ClearSpace/colorTolerance``), or is
/// crossing a rounded end (a capsule's, a circle's: another colour at both of the strip's ends
/// only, closing in). The walk must end, within 40 pt sideways and 24 pt up or down (the padding of large buttons:
/// Apple's 50 pt tall buttons hold 17 pt text, about 16 pt above and below it), at a strip
/// mostly (80 %) in another colour: the shape's edge. A strip partly in another colour is other
/// ink on the same surface (an icon beside a label, a second line, a card's content), and the
/// image's border is no edge: either means no button shape is found. Beyond an edge, a run of up
/// to 3 pt in the edge's colour is a border and belongs to the shape; a longer run is the page
/// around a filled shape. Shapes over 80 pt tall or over 60 % of the image wide are cards or
/// panels, not buttons.
enum ControlShape {
  /// How far each walk may go, in points (see the type's documentation).
  static let sidewaysReach = 40.0
  static let verticalReach = 24.0
  static let borderReach = 3.0
  static let tallest = 80.0
  static let widestShare = 0.6

  static func enclosing(_ box: PixelRect, background: SRGB, image: ScanImage, scale: Double)
    -> PixelRect?
  {
    let inner = PackedColor.pack(srgb: background)
    var grown = box
    for side in ClearSpace.Side.allCases {
      let reach = Int(
        ((side == .left || side == .right ? sidewaysReach : verticalReach) * scale).rounded())
      guard let edge = edgeDistance(box, side, inner, image, reach) else { return nil }
      let border = borderWidth(box, side, edge, image, Int((borderReach * scale).rounded()))
      let out = edge + border
      switch side {
      case .left:
        grown = PixelRect(
          x: grown.x - out, y: grown.y, width: grown.width + out, height: grown.height)
      case .right: grown.width += out
      case .top:
        grown = PixelRect(
          x: grown.x, y: grown.y - out, width: grown.width, height: grown.height + out)
      case .bottom: grown.height += out
      }
    }
    guard Double(grown.height) <= tallest * scale,
      Double(grown.width) <= widestShare * Double(image.width)
    else { return nil }
    return grown
  }

  /// The distance from the box's side to the first strip of another surface, or `nil`.
  private static func edgeDistance(
    _ box: PixelRect, _ side: ClearSpace.Side, _ inner: UInt32, _ image: ScanImage, _ reach: Int
  ) -> Int? {
    // Once a rounded end has been seen closing in, the strips after it (its anti-aliased last
    // columns are partly covered all along) are walked through up to the edge.
    var isClosing = false
    for d in 0..<max(0, reach) {
      guard let strip = Strip(box, side, distance: d, image: image) else { return nil }
      let other = strip.share(differingFrom: inner, image: image)
      if other <= 0.1 { continue }
      if other >= ClearSpace.edgeShare { return d }
      isClosing = isClosing || strip.isClosingIn(differingFrom: inner, image: image)
      guard isClosing else { return nil }
    }
    return nil
  }

  /// The width of a border starting at `edge`: strips in the edge strip's colour, up to `reach`
  /// (0 when the run is longer: that is the page, not a border).
  private static func borderWidth(
    _ box: PixelRect, _ side: ClearSpace.Side, _ edge: Int, _ image: ScanImage, _ reach: Int
  ) -> Int {
    guard let first = Strip(box, side, distance: edge, image: image) else { return 0 }
    let color = first.mode(image)
    var width = 0
    while width <= reach {
      guard let strip = Strip(box, side, distance: edge + width, image: image),
        strip.share(differingFrom: color, image: image) < 0.5
      else { return width }
      width += 1
    }
    return 0
  }
}
