import LegibleColor
import Testing

@testable import LegibleImaging

/// Rules `text-size`, `thin-text` and `target-size`, called directly, and the pixel measures
/// behind `target-size` (``ClearSpace``, ``ControlShape``) on drawn canvases.
@Suite struct SizeRuleTests {
  /// A line whose font is `points` pt at `scale`, with ascenders (a distinct x band).
  static func line(points: Double, scale: Double, weight: Double = 0.09, xBand: Bool = true)
    -> InkMetrics
  {
    let cap = points * scale * SizeEstimate.capHeightPerEm
    return InkMetrics(
      isLine: true, capHeight: cap, xHeight: xBand ? cap * 0.75 : cap, weightRatio: weight)
  }

  // MARK: text-size

  @Test(arguments: [(9.0, true), (10.0, true), (11.0, false), (17.0, false)])
  func textSizeOnIOS(points: Double, fails: Bool) {
    let d = TextSizeRule.decide(
      TextSizeRule.Input(
        metrics: Self.line(points: points, scale: 3), scale: 3, sizes: Platform.iOS.sizes,
        isStrict: false))
    #expect((d?.status == .fail) == fails)
    if let d { #expect(d.required == 11 && d.largestSize < 11) }
  }

  /// 10.5 pt read from pixels could be 11.3 pt (±8 %): not reported.
  @Test func textSizeGivesTheBenefitOfTheDoubt() {
    let d = TextSizeRule.decide(
      TextSizeRule.Input(
        metrics: Self.line(points: 10.5, scale: 2), scale: 2, sizes: Platform.iOS.sizes,
        isStrict: false))
    #expect(d == nil)
  }

  /// A line with no x band may be x-height letters ("use"), up to 1.6 times larger.
  @Test func lineWithoutXBandMayBeLarger() {
    let input = TextSizeRule.Input(
      metrics: Self.line(points: 9, scale: 3, xBand: false), scale: 3, sizes: Platform.iOS.sizes,
      isStrict: false)
    #expect(TextSizeRule.decide(input) == nil)
    let tiny = TextSizeRule.Input(
      metrics: Self.line(points: 6, scale: 3, xBand: false), scale: 3, sizes: Platform.iOS.sizes,
      isStrict: false)
    #expect(TextSizeRule.decide(tiny)?.status == .fail)
  }

  @Test func strictWarnsBelowTheDefault() {
    func decide(_ points: Double, strict: Bool) -> TextSizeRule.Decision? {
      TextSizeRule.decide(
        TextSizeRule.Input(
          metrics: Self.line(points: points, scale: 2), scale: 2, sizes: Platform.iOS.sizes,
          isStrict: strict))
    }
    #expect(decide(13, strict: false) == nil)
    #expect(decide(13, strict: true)?.status == .warning)
    #expect(decide(13, strict: true)?.required == 17)
    #expect(decide(17, strict: true) == nil)
  }

  @Test func loneGlyphsAndTheWebHaveNoMinimum() {
    var glyph = Self.line(points: 6, scale: 2)
    glyph.isLine = false
    #expect(
      TextSizeRule.decide(
        TextSizeRule.Input(metrics: glyph, scale: 2, sizes: Platform.iOS.sizes, isStrict: true))
        == nil)
    #expect(
      TextSizeRule.decide(
        TextSizeRule.Input(
          metrics: Self.line(points: 8, scale: 1), scale: 1, sizes: Platform.web.sizes,
          isStrict: false)) == nil)
  }

  @Test(arguments: Platform.allCases)
  func everyPlatformHasSizes(platform: Platform) {
    let s = platform.sizes
    #expect(s.defaultTextSize > (s.minimumTextSize ?? 0))
    #expect(s.controlSize >= s.minimumControlSize)
    #expect(s.unit == (platform == .web ? "px" : "pt"))
  }

  // MARK: thin-text

  @Test func thinTextWarnsOnlyThinSmallMeasurableLines() {
    func decide(_ m: InkMetrics, scale: Double = 3, platform: Platform = .iOS)
      -> ThinTextRule.Decision?
    {
      ThinTextRule.decide(ThinTextRule.Input(metrics: m, scale: scale, sizes: platform.sizes))
    }
    #expect(decide(Self.line(points: 13, scale: 3, weight: 0.04)) != nil)
    #expect(decide(Self.line(points: 13, scale: 3, weight: 0.09)) == nil)
    // At the default size and above, thin type is allowed.
    #expect(decide(Self.line(points: 20, scale: 3, weight: 0.04)) == nil)
    // Under 20 image pixels the stroke cannot be told apart.
    #expect(decide(Self.line(points: 13, scale: 1, weight: 0.04), scale: 1) == nil)
    // macOS's default is 13 pt: 12 pt thin text warns there.
    #expect(
      decide(Self.line(points: 12, scale: 2, weight: 0.04), scale: 2, platform: .macOS) != nil)
  }

  // MARK: target-size

  static func target(
    _ subject: SizeFinding.Subject, _ w: Double, _ h: Double, clear: Double,
    platform: Platform = .iOS
  ) -> TargetSizeRule.Decision? {
    TargetSizeRule.decide(
      TargetSizeRule.Input(
        subject: subject, width: w, height: h, clearSpace: (clear, clear, clear, clear),
        sizes: platform.sizes))
  }

  @Test func iconsCountUpToTwelvePointsOfClearSpace() {
    #expect(Self.target(.icon, 20, 20, clear: 0)?.targetWidth == 20)
    #expect(Self.target(.icon, 20, 20, clear: 12) == nil)
    #expect(Self.target(.icon, 20, 20, clear: 100) == nil)
    #expect(Self.target(.icon, 20, 20, clear: 11)?.targetHeight == 42)
    #expect(Self.target(.icon, 44, 44, clear: 0) == nil)
  }

  @Test func bezeledShapesCountSixPoints() {
    #expect(Self.target(.control, 30, 30, clear: 20)?.targetWidth == 42)
    #expect(Self.target(.control, 32, 32, clear: 20) == nil)
  }

  @Test func platformsSetTheSize() {
    #expect(Self.target(.icon, 28, 28, clear: 0, platform: .macOS) == nil)
    #expect(Self.target(.icon, 24, 24, clear: 0, platform: .macOS)?.required == 28)
    #expect(Self.target(.icon, 24, 24, clear: 0, platform: .visionOS)?.required == 60)
    #expect(Self.target(.icon, 20, 20, clear: 1, platform: .web)?.required == 24)
    #expect(Self.target(.icon, 20, 20, clear: 2, platform: .web) == nil)
    let d = Self.target(.icon, 20, 20, clear: 0)
    #expect(
      d?.why == "icon 20×20 pt visible; with the clear space around it (up to 12 pt a side) "
        + "20×20 pt, under the recommended 44×44 pt")
  }

  // MARK: Pixels

  @Test func clearSpaceStopsAtEdgesAndSharesWithNeighbours() {
    var canvas = ScanTestCanvas(width: 200, height: 100, background: "#ffffff")
    canvas.fillRect(x: 0, y: 20, w: 200, h: 40, color: "#e5e5ea")  // a bar, y 20..<60
    canvas.fillRect(x: 50, y: 30, w: 20, h: 20, color: "#1c1c1e")  // the icon
    canvas.fillRect(x: 90, y: 30, w: 20, h: 10, color: "#1c1c1e")  // a neighbour, 20 px right
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let bar = PackedColor.pack(r: 0xE5, g: 0xE5, b: 0xEA)
    let clear = ClearSpace.around(
      PixelRect(x: 50, y: 30, width: 20, height: 20), background: bar, image: image, limit: 30)
    #expect(clear.top == 10 && clear.bottom == 10)  // the bar's edges, in full
    #expect(clear.right == 10)  // half of the 20 px shared with the neighbour
    #expect(clear.left == 30)  // the limit
  }

  @Test func controlShapeFindsFilledAndBorderedButtons() {
    var canvas = ScanTestCanvas(width: 300, height: 120, background: "#ffffff")
    canvas.fillRoundedRect(x: 20, y: 20, w: 90, h: 30, radius: 8, color: "#007aff")
    canvas.fillRect(x: 40, y: 30, w: 50, h: 10, color: "#ffffff")  // the label's ink
    canvas.fillRect(x: 150, y: 20, w: 100, h: 40, color: "#8e8e93")  // border…
    canvas.fillRect(x: 152, y: 22, w: 96, h: 36, color: "#ffffff")  // …around white
    canvas.fillRect(x: 170, y: 35, w: 60, h: 10, color: "#1c1c1e")
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let filled = ControlShape.enclosing(
      PixelRect(x: 40, y: 30, width: 50, height: 10), background: SRGB(hex: "#007aff")!,
      image: image, scale: 1)
    #expect(filled == PixelRect(x: 20, y: 20, width: 90, height: 30))
    let bordered = ControlShape.enclosing(
      PixelRect(x: 170, y: 35, width: 60, height: 10), background: .white, image: image,
      scale: 1)
    #expect(bordered == PixelRect(x: 150, y: 20, width: 100, height: 40))
    // Text on the open page is in no shape: the walk reaches the image border.
    var page = ScanTestCanvas(width: 120, height: 60, background: "#ffffff")
    page.fillRect(x: 20, y: 20, w: 50, h: 10, color: "#1c1c1e")
    #expect(
      ControlShape.enclosing(
        PixelRect(x: 20, y: 20, width: 50, height: 10), background: .white,
        image: ScanImage(uncheckedOpaque: page.image), scale: 1) == nil)
  }

  /// Rounded ends close in from both ends of a strip: a capsule around a label and a circle
  /// around a glyph are found whole, while ink at one end only (a neighbour) still ends the walk.
  @Test func controlShapeFollowsRoundedEnds() {
    var canvas = ScanTestCanvas(width: 400, height: 200, background: "#ffffff")
    canvas.fillRoundedRect(x: 20, y: 40, w: 132, h: 132, radius: 66, color: "#e5e5ea")
    canvas.fillRect(x: 62, y: 82, w: 48, h: 48, color: "#8e8e93")  // the glyph
    canvas.fillRoundedRect(x: 200, y: 60, w: 160, h: 44, radius: 22, color: "#007aff")
    canvas.fillRect(x: 230, y: 74, w: 100, h: 16, color: "#ffffff")  // the label
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let circle = ControlShape.enclosing(
      PixelRect(x: 62, y: 82, width: 48, height: 48), background: SRGB(hex: "#e5e5ea")!,
      image: image, scale: 3)
    #expect(circle == PixelRect(x: 20, y: 40, width: 132, height: 132))
    let capsule = ControlShape.enclosing(
      PixelRect(x: 230, y: 74, width: 100, height: 16), background: SRGB(hex: "#007aff")!,
      image: image, scale: 1)
    #expect(capsule == PixelRect(x: 200, y: 60, width: 160, height: 44))
    // Another glyph at one end of the strip is a neighbour, not a rounded end.
    var row = ScanTestCanvas(width: 300, height: 100, background: "#ffffff")
    row.fillRect(x: 20, y: 20, w: 200, h: 60, color: "#e5e5ea")
    row.fillRect(x: 100, y: 40, w: 30, h: 20, color: "#1c1c1e")
    row.fillRect(x: 80, y: 40, w: 10, h: 6, color: "#1c1c1e")  // at the strip's top end only
    #expect(
      ControlShape.enclosing(
        PixelRect(x: 100, y: 40, width: 30, height: 20), background: SRGB(hex: "#e5e5ea")!,
        image: ScanImage(uncheckedOpaque: row.image), scale: 1) == nil)
  }
}

/// Rule `separate-surfaces`, called directly on glyph candidates over drawn canvases.
@Suite struct SeparateSurfacesRuleTests {
  /// Draws a white plus, 32 px across with 6 px strokes, centred at (`x`, `y`).
  static func plus(_ canvas: inout ScanTestCanvas, x: Double, y: Double) {
    canvas.fillRect(x: x - 16, y: y - 3, w: 32, h: 6, color: "#ffffff")
    canvas.fillRect(x: x - 3, y: y - 16, w: 6, h: 32, color: "#ffffff")
  }

  /// The two pluses, left first, with the analysis they came from.
  static func pluses(_ canvas: ScanTestCanvas) throws -> (
    GlyphCandidate, GlyphCandidate, ScreenshotScanner.Analysis, ScanImage
  ) {
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let analysis = ScreenshotScanner.Analysis(image, scale: 2)
    let found = analysis.glyphs.filter { $0.bbox.width >= 30 && $0.bbox.width <= 34 }
      .sorted { $0.bbox.x < $1.bbox.x }
    try #require(found.count == 2, "\(analysis.glyphs.map(\.bbox))")
    return (found[0], found[1], analysis, image)
  }

  @Test func plusesOnTwoCirclesAreApart() throws {
    var canvas = ScanTestCanvas(width: 260, height: 120, background: "#ffffff")
    canvas.fillRoundedRect(x: 20, y: 10, w: 100, h: 100, radius: 50, color: "#007aff")
    canvas.fillRoundedRect(x: 132, y: 10, w: 100, h: 100, radius: 50, color: "#007aff")
    Self.plus(&canvas, x: 70, y: 60)
    Self.plus(&canvas, x: 182, y: 60)
    let (left, right, analysis, image) = try Self.pluses(canvas)
    #expect(SeparateSurfacesRule.areApart(left, right, spans: analysis.spans, image: image))
    #expect(analysis.groups.allSatisfy { !$0.isLine })
  }

  /// On one surface (a blue bar), or with only a 2 px divider between two surfaces, the glyphs
  /// are not apart.
  @Test func plusesOnOneSurfaceOrAcrossADividerAreNot() throws {
    var bar = ScanTestCanvas(width: 260, height: 120, background: "#ffffff")
    bar.fillRoundedRect(x: 20, y: 10, w: 212, h: 100, radius: 20, color: "#007aff")
    Self.plus(&bar, x: 90, y: 60)
    Self.plus(&bar, x: 150, y: 60)
    let (a, b, analysis, image) = try Self.pluses(bar)
    #expect(!SeparateSurfacesRule.areApart(a, b, spans: analysis.spans, image: image))
    var divided = ScanTestCanvas(width: 260, height: 120, background: "#ffffff")
    divided.fillRect(x: 20, y: 10, w: 212, h: 100, color: "#007aff")
    divided.fillRect(x: 125, y: 10, w: 2, h: 100, color: "#ffffff")
    Self.plus(&divided, x: 90, y: 60)
    Self.plus(&divided, x: 162, y: 60)
    let (c, d, split, splitImage) = try Self.pluses(divided)
    #expect(!SeparateSurfacesRule.areApart(c, d, spans: split.spans, image: splitImage))
  }

  /// A tag's badge (#204a87) ending where the selected row (#3584e4) begins: the backgrounds of
  /// two words beside each other meet at a hard edge. Over a steep gradient (black to white in
  /// 40 px) or on one surface they do not.
  @Test func surfacesMeetingAtAnEdge() {
    let left = PixelRect(x: 20, y: 20, width: 40, height: 20)
    let right = PixelRect(x: 100, y: 20, width: 80, height: 20)
    func meet(_ canvas: ScanTestCanvas) -> Bool {
      SeparateSurfacesRule.meetAtEdge(left, right, in: ScanImage(uncheckedOpaque: canvas.image))
    }
    var badge = ScanTestCanvas(width: 200, height: 60, background: "#3584e4")
    badge.fillRoundedRect(x: 10, y: 12, w: 70, h: 36, radius: 6, color: "#204a87")
    #expect(meet(badge))
    var steep = ScanTestCanvas(width: 200, height: 60, background: "#ffffff")
    steep.fillRect(x: 0, y: 0, w: 60, h: 60, color: "#000000")
    for x in 0..<40 {
      let v = x * 255 / 39
      let channel = (v < 16 ? "0" : "") + String(v, radix: 16)
      let grey = "#" + channel + channel + channel
      steep.fillRect(x: Double(60 + x), y: 0, w: 1, h: 60, color: grey)
    }
    #expect(!meet(steep))
    #expect(!meet(ScanTestCanvas(width: 200, height: 60, background: "#3584e4")))
  }

  /// A white tag on its dark badge (7.6:1) beside white text on the selected row it sits in
  /// (3.8:1): two surfaces, so the label fails and the tag passes; neither is a piece of one
  /// line over a gradient asking for review.
  @Test func aTagBesideALabelKeepsItsOwnVerdict() {
    var canvas = ScanTestCanvas(width: 400, height: 80, background: "#3584e4")
    canvas.fillRoundedRect(x: 10, y: 14, w: 76, h: 44, radius: 8, color: "#204a87")
    canvas.text("MAIN", x: 22, y: 26, cell: 3, color: "#eeeeec")
    canvas.text("START A LOG", x: 96, y: 26, cell: 3, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.status, $0.reason) }
    #expect(findings.contains { $0.bbox.x < 80 && $0.status == .pass }, "\(described)")
    #expect(findings.contains { $0.bbox.x >= 90 && $0.status == .fail }, "\(described)")
  }
}
