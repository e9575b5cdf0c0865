import Testing

@testable import LegibleImaging

/// ``InkComponent/partsOnOneSurface(spans:scale:maxGlyph:)``: an icon joined to the rim of a
/// badge over its corner is still drawn on one surface.
@Suite struct OneSurfacePartsTests {
  /// Spans of `rows` (row, x0, x1, left region, right region), in scan order; region 0 is the
  /// bar (#f9f9f9), region 1 the badge (#ff3b30).
  static func spans(_ rows: [(Int, Int, Int, Int32, Int32)]) -> InkSpans {
    var spans = InkSpans()
    let colors: [UInt32] = [0xF9_F9F9, 0x30_3BFF]
    for y in 0...rows.map(\.0).max()! {
      for (_, x0, x1, left, right) in rows.filter({ $0.0 == y }) {
        spans.y.append(Int32(y))
        spans.x0.append(Int32(x0))
        spans.x1.append(Int32(x1))
        spans.leftRegion.append(left)
        spans.rightRegion.append(right)
        spans.leftColor.append(colors[Int(left)])
        spans.rightColor.append(colors[Int(right)])
      }
      spans.rowStart.append(spans.count)
    }
    return spans
  }

  /// A stem 3 px wide and 12 rows tall on the bar, touching on its first `badgeRows` rows the
  /// left side of a badge's rim 8 px across (bar on one side, badge on the other), the badge's
  /// bottom a row below them.
  static func iconAndBadge(badgeRows: Int) -> (InkSpans, InkComponent) {
    var rows: [(Int, Int, Int, Int32, Int32)] = []
    for y in 0...max(badgeRows, 11) {
      if y < 12 { rows.append((y, 2, 5, 0, 0)) }
      if y < badgeRows {
        rows.append((y, 5, 6, 0, 1))
        rows.append((y, 12, 13, 1, 0))
      } else if y == badgeRows {
        // The badge's bottom, the bar on both sides of it.
        rows.append((y, 5, 13, 0, 0))
      }
    }
    let spans = Self.spans(rows)
    let components = InkComponent.label(spans, height: spans.rowStart.count - 1)
    return (spans, components[0])
  }

  @Test func anIconTouchingABadgeIsTakenOut() throws {
    let (spans, joined) = Self.iconAndBadge(badgeRows: 8)
    #expect(ComponentShape.classify(joined, spans: spans, maxGlyph: 100) == .containerEdge)
    let parts = joined.partsOnOneSurface(spans: spans, scale: 1, maxGlyph: 100)
    // The stem, with the badge's bottom that it touches.
    #expect(parts.map(\.bbox) == [PixelRect(x: 2, y: 0, width: 11, height: 12)])
  }

  /// The edge must be no larger than a badge (at 0.3x, 12 px are 40 pt: a chart's bar, an
  /// illustration's outline), and the part at least as tall as the smallest icon (at 2.5x,
  /// 12 px are under 6 pt).
  @Test func partsNeedABadgeSizedEdgeAndAnIconsHeight() {
    let (spans, joined) = Self.iconAndBadge(badgeRows: 12)
    #expect(joined.partsOnOneSurface(spans: spans, scale: 1, maxGlyph: 100).count == 1)
    #expect(joined.partsOnOneSurface(spans: spans, scale: 0.3, maxGlyph: 100).isEmpty)
    #expect(joined.partsOnOneSurface(spans: spans, scale: 2.5, maxGlyph: 100).isEmpty)
  }
}
