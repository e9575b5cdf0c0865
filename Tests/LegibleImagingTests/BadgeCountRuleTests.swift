import LegibleColor
import Testing

@testable import LegibleImaging

/// Rule `badge-count`: a small disc or pill with a character in it is a badge, and its count is
/// judged on it.
@Suite struct BadgeCountRuleTests {
  /// What the rule finds in `box` of `canvas`, its ink the pixels more than 24 levels off the
  /// page (the colour at the canvas's top left).
  static func find(in canvas: ScanTestCanvas, box: PixelRect) -> BadgeCountRule.Badge? {
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let page = image.rgb(0, 0)
    var mask = GlyphMask(width: box.width, height: box.height)
    for y in 0..<box.height {
      for x in 0..<box.width {
        mask[x, y] = PackedColor.distance(image.rgb(box.x + x, box.y + y), page) > 24
      }
    }
    return BadgeCountRule.badge(mask, box: box, background: page, in: image)
  }

  /// What the rule finds in a 40 px shape on `page` in `fill` with `count` in white drawn in
  /// it (the 5×7 font at 3 px a cell, 15 × 21 px, centred), its corners `radius` round, or a
  /// 4 px ring of `fill` when `ring`.
  static func badge(
    _ count: String, page: String = "#ffffff", fill: String = "#ff3b30", radius: Double = 20,
    ring: Bool = false
  ) -> BadgeCountRule.Badge? {
    var canvas = ScanTestCanvas(width: 80, height: 60, background: page)
    canvas.fillRoundedRect(x: 20, y: 10, w: 40, h: 40, radius: radius, color: fill)
    if ring {
      canvas.fillRoundedRect(x: 24, y: 14, w: 32, h: 32, radius: radius - 4, color: page)
    }
    canvas.text(count, x: 40 - Double(count.count * 18 - 3) / 2, y: 19.5, cell: 3, color: "#ffffff")
    return find(in: canvas, box: PixelRect(x: 20, y: 10, width: 40, height: 40))
  }

  /// A white `3` in a red disc is a badge on a light page, where the count is a hole in the
  /// shape, and on a dark one, where the count is ink too: either way the count (white) is
  /// judged on the badge (#ff3b30), measured inside its 3 px strokes.
  @Test func aCountInADiscIsABadge() {
    for page in ["#ffffff", "#000000", "#1c1c1e"] {
      let found = Self.badge("3", page: page)
      #expect(found != nil, "\(page)")
      guard let badge = found else { continue }
      #expect(badge.countColor == PackedColor.pack(r: 255, g: 255, b: 255), "\(page)")
      #expect(badge.surface == PackedColor.pack(r: 255, g: 59, b: 48), "\(page)")
      #expect(badge.isMeasured)
      #expect(abs(badge.count.height - 21) <= 1 && abs(badge.count.width - 15) <= 1)
    }
    // Two digits in a pill.
    var canvas = ScanTestCanvas(width: 90, height: 60, background: "#ffffff")
    canvas.fillRoundedRect(x: 10, y: 10, w: 60, h: 40, radius: 20, color: "#ff3b30")
    canvas.text("12", x: 23.5, y: 19.5, cell: 3, color: "#ffffff")
    let pill = Self.find(in: canvas, box: PixelRect(x: 10, y: 10, width: 60, height: 40))
    #expect(pill?.count.width ?? 0 >= 30)
  }

  /// Not badges: a square-cornered shape (a battery's or a document's body), an outlined ring
  /// (its inside is the page), a disc with nothing in it, and shapes the same mirrored (a
  /// plus, an `8`): an add button's `+` and a clear button's `×` are icons.
  @Test func otherShapesAreNotBadges() {
    #expect(Self.badge("3", radius: 4) == nil)
    #expect(Self.badge("3", ring: true) == nil)
    #expect(Self.badge("") == nil)
    #expect(Self.badge("+") == nil)
    #expect(Self.badge("8") == nil)
  }

  /// A count in strokes a pixel and a half wide (a 1x badge's) is never covered fully: its
  /// colour is a lower bound.
  @Test func aThinCountIsALowerBound() {
    var canvas = ScanTestCanvas(width: 40, height: 30, background: "#ffffff")
    canvas.fillRoundedRect(x: 8, y: 3, w: 24, h: 24, radius: 12, color: "#ff3b30")
    canvas.text("3", x: 16.25, y: 9.75, cell: 1.5, color: "#ffffff")
    let badge = Self.find(in: canvas, box: PixelRect(x: 8, y: 3, width: 24, height: 24))
    #expect(badge != nil)
    #expect(badge?.isMeasured == false)
  }

  /// `rules/badge-count-2x`: two rows of a mail list (Chromium, 2x), light above and dark below,
  /// each with a white "3" on a #ff3b30 badge 15 pt tall (3.55:1): the count is text (4.5:1)
  /// or the badge an icon (3:1), so each asks for review, judged white on red, where the badge
  /// alone passed against the page (3.55:1 on white, 5.9:1 on the dark card).
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func aBadgesCountIsJudgedOnTheBadge() throws {
    let findings = try scanFixture(
      "Screenshots/rules/badge-count-2x.png", options: .test(scale: 2))
    for top in [20, 200] {
      let badge = findings.first {
        $0.bbox.x >= 680 && $0.bbox.y >= top && $0.bbox.y < top + 40
      }
      #expect(badge?.status == .review, "\(findings.map { ($0.bbox, $0.status) })")
      #expect(badge?.foreground.hexString == "#ffffff")
      #expect(badge?.background.hexString == "#ff3b30")
    }
  }

  /// A badge's finding marks its count, the text it judges, not the disc around it.
  @Test func aBadgesFindingMarksItsCount() {
    var canvas = ScanTestCanvas(width: 120, height: 80, background: "#ffffff")
    canvas.fillRoundedRect(x: 40, y: 20, w: 40, h: 40, radius: 20, color: "#ff3b30")
    canvas.text("3", x: 52.5, y: 29.5, cell: 3, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.count == 1, "\(findings.map(\.bbox))")
    guard let badge = findings.first else { return }
    #expect(badge.background.hexString == "#ff3b30")
    #expect(badge.bbox.width <= 17 && badge.bbox.height <= 23, "\(badge.bbox)")
    #expect(badge.bbox.x >= 51 && badge.bbox.y >= 28, "\(badge.bbox)")
  }

  /// `rules/tab-badge-over-icon-2x`: a tab bar at 2x (Chromium), a #ff3b30 badge 18 pt
  /// across over the corner of its house icon (#8e8e93 on #f9f9f9), its count a bold white
  /// "3" whose bars are flat white. The disc holds the count, so the bars are strokes of the
  /// count, not holes in a ring (``FlatRegions``): the count is judged on the badge (3.55:1, a
  /// review between 3:1 and 4.5:1). Before, the count read inside out was dropped as the edge
  /// between two surfaces, and the badge went unjudged; so was the icon, joined to the badge's
  /// rim (``InkComponent/partsOnOneSurface(spans:scale:maxGlyph:)``).
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func aBadgeOverItsTabIconIsJudged() throws {
    let findings = try scanFixture(
      "Screenshots/rules/tab-badge-over-icon-2x.png", options: .test(scale: 2))
    let count = findings.first { $0.foreground.hexString == "#ffffff" }
    #expect(
      count?.background.hexString == "#ff3b30", "\(findings.map { ($0.bbox, $0.foreground) })")
    #expect(count?.status == .review)
    #expect(count.map { $0.bbox.x >= 70 && $0.bbox.maxX <= 95 } == true)
    // The house icon under the badge, joined to the badge's rim, is still judged on the bar
    // (3.10:1, a pass for an icon).
    let house = findings.first { $0.foreground.hexString == "#8e8e93" && $0.bbox.maxY < 80 }
    #expect(house?.kind == .nonText, "\(findings.map { ($0.bbox, $0.foreground) })")
    #expect(house?.status == .pass)
  }
}
