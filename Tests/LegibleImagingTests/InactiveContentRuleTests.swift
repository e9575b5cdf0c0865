import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// Rule `inactive-content`, called directly, on drawn screens and on labelled modal screens.
@Suite struct InactiveContentRuleTests {
  typealias Rule = InactiveContentRule

  static let modal = Rule.Input(
    sheet: PackedColor.pack(r: 255, g: 255, b: 255),
    dimmed: PackedColor.pack(r: 153, g: 153, b: 153),
    dimmedRowShare: 0.9, dimmedArea: 0.5, sheetArea: 0.4, dimmedPeak: 153, sheetPeak: 255,
    hasRoundedCorners: true, dimmedAbove: 0.5)

  @Test func aSheetOverAUniformlyDimmedScreenIsAModal() {
    #expect(Rule.decide(Self.modal).isModal)
  }

  @Test func brightPixelsAroundTheSheetMeanNoScrim() {
    var input = Self.modal
    input.dimmedPeak = 250
    #expect(!Rule.decide(input).isModal)
  }

  @Test func aSquarePanelOrOneAtTheTopIsNoSheet() {
    var square = Self.modal
    square.hasRoundedCorners = false
    #expect(!Rule.decide(square).isModal)
    var top = Self.modal
    top.dimmedAbove = 0
    #expect(!Rule.decide(top).isModal)
  }

  /// A large sheet, across the whole width down to the bottom, leaves only a strip dimmed
  /// above it (15 % of the screen): a modal when the strip is at least 5 % of the height; a
  /// panel that does not span the width, or a strip of 4 %, is not.
  @Test func aLargeSheetNeedsOnlyAStripDimmedAboveIt() {
    var large = Self.modal
    (large.dimmedArea, large.sheetArea, large.dimmedAbove) = (0.15, 0.85, 0.15)
    #expect(!Rule.decide(large).isModal)
    large.isFullWidth = true
    #expect(Rule.decide(large).isModal)
    large.dimmedAbove = 0.04
    #expect(!Rule.decide(large).isModal)
  }

  @Test func tintedSurfacesAreNotASheetOverAScrim() {
    var input = Self.modal
    input.sheet = PackedColor.pack(r: 255, g: 223, b: 179)
    #expect(!Rule.decide(input).isModal)
  }

  /// A reading app's sepia theme: a cream sheet (#fffaf0) over its page dimmed by a brown
  /// scrim (#988e7b) is a modal; warm surfaces are no tinted banner.
  @Test func aSepiaSheetOverItsDimmedPageIsAModal() {
    var input = Self.modal
    input.sheet = PackedColor.pack(r: 255, g: 250, b: 240)
    input.dimmed = PackedColor.pack(r: 152, g: 142, b: 123)
    input.dimmedPeak = 152
    #expect(Rule.decide(input).isModal)
  }

  /// A sheet under a sixtieth of the screen (a chip or a toast) is no modal; an iPad's alert
  /// (270 × 100 pt of 1024 × 1366, 1.9 %) is.
  @Test func smallOrScatteredPartsAreNotAModal() {
    var small = Self.modal
    small.sheetArea = 0.012
    #expect(!Rule.decide(small).isModal)
    small.sheetArea = 0.019
    #expect(Rule.decide(small).isModal)
    var scattered = Self.modal
    scattered.dimmedRowShare = 0.3
    #expect(!Rule.decide(scattered).isModal)
  }

  /// Rows across a photograph have no main colour: left out of the dimmed share, so long as at
  /// most nine tenths of the rows around the sheet are such rows.
  @Test func rowsAcrossAPictureSayNothing() {
    var input = Self.modal
    input.pictureRowShare = 0.85
    #expect(Rule.decide(input).isModal)
    input.pictureRowShare = 0.95
    #expect(!Rule.decide(input).isModal)
  }

  /// A page headed by a photograph (noise, 45 % of its height) over a list, dimmed by a 40 %
  /// black scrim but for a white bottom sheet: the rows across the photograph have no main
  /// colour, the list's rows are the scrim's grey, and it is a modal. Without the scrim it is
  /// none, nor is a sheet below a photograph alone.
  @Test func aSheetOverADimmedPhotographIsFound() throws {
    func screen(dimmed: Bool, photoHeight: Int) -> ScanImage {
      var canvas = ScanTestCanvas(width: 200, height: 400, background: "#ffffff")
      canvas.noise(x: 0, y: 0, w: 200, h: photoHeight, seed: 7)
      for row in 0..<3 {
        canvas.fillRect(
          x: 16, y: Double(photoHeight + 12 + 24 * row), w: 120, h: 10, color: "#000000")
      }
      if dimmed { canvas.fillRect(x: 0, y: 0, w: 200, h: 400, color: "#000000", alpha: 0.4) }
      canvas.fillRoundedRect(x: 0, y: 270, w: 200, h: 150, radius: 12, color: "#ffffff")
      canvas.fillRect(x: 16, y: 290, w: 140, h: 12, color: "#333333")
      return ScanImage(uncheckedOpaque: canvas.image)
    }
    let modal = try #require(ModalScrim(screen(dimmed: true, photoHeight: 180)))
    #expect(modal.decision.isModal, "\(modal.decision.why)")
    #expect(modal.isInactive(PixelRect(x: 16, y: 192, width: 120, height: 10)))
    #expect(ModalScrim(screen(dimmed: false, photoHeight: 180))?.decision.isModal != true)
    #expect(ModalScrim(screen(dimmed: true, photoHeight: 266))?.decision.isModal != true)
  }

  /// A status bar draws above a sheet's scrim: its white time, brighter than the scrim lets
  /// anything under it be, stays active, while the dimmed page's own white text does not.
  @Test func contentBrighterThanTheScrimIsAboveIt() throws {
    let white = SRGB(red: 1, green: 1, blue: 1)
    let dimmedWhite = SRGB(red: 0.6, green: 0.6, blue: 0.6)
    #expect(Rule.isAboveScrim(ink: white, dimmedPeak: 153))
    #expect(!Rule.isAboveScrim(ink: dimmedWhite, dimmedPeak: 153))
    #expect(!Rule.isAboveScrim(ink: SRGB(red: 0, green: 0, blue: 0), dimmedPeak: 153))
    let modal = try #require(ModalScrim(Self.screen(dimmed: true)))
    let line = PixelRect(x: 16, y: 20, width: 120, height: 10)
    #expect(modal.isInactive(line, ink: SRGB(red: 0, green: 0, blue: 0)))
    #expect(!modal.isInactive(line, ink: white))
    #expect(modal.reason(for: line, ink: white).contains("above"))
  }

  @Test func aWhiteStatusBarOverAScrimIsJudged() {
    // A white "9:41" (bitmap text) at the top of a page dimmed by a 50 % black scrim, drawn
    // after the scrim: 4.0:1 on the dimmed white, a failure; the page's dimmed grey line is
    // inactive.
    var canvas = ScanTestCanvas(width: 300, height: 600, background: "#ffffff")
    for row in 0..<8 {
      canvas.text("LINE \(row)", x: 20, y: 60 + 30 * Double(row), cell: 2, color: "#8e8e93")
    }
    canvas.fillRect(x: 0, y: 0, w: 300, h: 600, color: "#000000", alpha: 0.5)
    canvas.text("9:41", x: 24, y: 12, cell: 3, color: "#ffffff")
    canvas.fillRoundedRect(x: 0, y: 340, w: 300, h: 280, radius: 16, color: "#ffffff")
    canvas.text("SHEET TITLE", x: 20, y: 370, cell: 3, color: "#111111")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.foreground.opaqueHexString, $0.status) }
    let clock = findings.filter { $0.bbox.y < 40 }
    #expect(clock.count == 1 && clock.first?.status == .fail, "\(described)")
    #expect(!findings.contains { $0.bbox.y >= 50 && $0.bbox.y < 330 }, "\(described)")
  }

  /// A list of dark lines on white, dimmed by a 40 % black scrim except a white bottom sheet;
  /// without the scrim, the same layout is no modal.
  static func screen(dimmed: Bool) -> ScanImage {
    var canvas = ScanTestCanvas(width: 200, height: 400, background: "#ffffff")
    for row in 0..<8 {
      canvas.fillRect(x: 16, y: 20 + 26 * Double(row), w: 120, h: 10, color: "#000000")
    }
    if dimmed { canvas.fillRect(x: 0, y: 0, w: 200, h: 400, color: "#000000", alpha: 0.4) }
    canvas.fillRoundedRect(x: 0, y: 250, w: 200, h: 170, radius: 12, color: "#ffffff")
    canvas.fillRect(x: 16, y: 270, w: 140, h: 12, color: "#333333")
    return ScanImage(uncheckedOpaque: canvas.image)
  }

  @Test func aDrawnBottomSheetIsFound() throws {
    let modal = try #require(ModalScrim(Self.screen(dimmed: true)))
    #expect(modal.decision.isModal)
    #expect(modal.isInactive(PixelRect(x: 16, y: 20, width: 120, height: 10)))
    #expect(!modal.isInactive(PixelRect(x: 16, y: 270, width: 140, height: 12)))
    #expect(ModalScrim(Self.screen(dimmed: false))?.decision.isModal != true)
  }

  /// A grouped list on `page`: three `card`s each with a bar of `text`, all under a 40 % black
  /// scrim, and a `sheet` from `sheetTop` to the bottom with rounded top corners.
  static func groupedList(
    page: String, card: String, text: String, sheet: String, sheetTop: Double
  ) -> ScanTestCanvas {
    var canvas = ScanTestCanvas(width: 200, height: 400, background: page)
    for (top, height) in [(20.0, 70.0), (110, 70), (200, 60)] {
      canvas.fillRoundedRect(x: 12, y: top, w: 176, h: height, radius: 10, color: card)
      canvas.fillRect(x: 24, y: top + 20, w: 100, h: 10, color: text)
    }
    canvas.fillRect(x: 0, y: 0, w: 200, h: 400, color: "#000000", alpha: 0.4)
    canvas.fillRoundedRect(x: 0, y: sheetTop, w: 200, h: 420 - sheetTop, radius: 12, color: sheet)
    return canvas
  }

  /// A grouped list under the scrim: a grey page (#f2f2f7) and white cards, both dimmed, each
  /// the main colour of more rows than the white sheet below them. The sheet is the lightest
  /// of the commonest colours, and the rows of page and cards alike are dimmed surfaces: a
  /// modal, and a card's grey text under the scrim is inactive.
  @Test func aSheetOverADimmedGroupedListIsFound() throws {
    let canvas = Self.groupedList(
      page: "#f2f2f7", card: "#ffffff", text: "#8e8e93", sheet: "#ffffff", sheetTop: 320)
    let modal = try #require(ModalScrim(ScanImage(uncheckedOpaque: canvas.image)))
    #expect(modal.decision.isModal, "\(modal.decision.why)")
    #expect(modal.isInactive(PixelRect(x: 24, y: 40, width: 100, height: 10)))
    #expect(!modal.isInactive(PixelRect(x: 24, y: 350, width: 100, height: 10)))
  }

  /// Dark mode: a dark sheet whose only white is a short title (under half a percent of its
  /// pixels) over a dimmed dark list whose white text the scrim caps at 60 %. The sheet's
  /// brightest pixel, not its 99.5th percentile, is what the dimmed part is capped against.
  @Test func aDarkSheetWithLittleTextIsFound() throws {
    var canvas = Self.groupedList(
      page: "#000000", card: "#1c1c1e", text: "#ffffff", sheet: "#1c1c1e", sheetTop: 300)
    canvas.fillRect(x: 92, y: 320, w: 16, h: 4, color: "#ffffff")
    let modal = try #require(ModalScrim(ScanImage(uncheckedOpaque: canvas.image)))
    #expect(modal.decision.isModal, "\(modal.decision.why)")
  }

  /// White cards `height` tall at `tops`, from `x` and `width` wide, each with a bar of grey
  /// (#8e8e93) text `textWidth` wide, centred in it a card's padding in: a list's rows.
  static func cards(
    on canvas: inout ScanTestCanvas, x: Double, width: Double, tops: StrideTo<Double>,
    height: Double, textWidth: Double
  ) {
    for top in tops {
      canvas.fillRoundedRect(x: x, y: top, w: width, h: height, radius: 8, color: "#ffffff")
      canvas.fillRect(
        x: x + 12, y: top + (height - 10) / 2, w: textWidth, h: 10, color: "#8e8e93")
    }
  }

  /// A grouped list `width` by `height` (white cards on #f2f2f7, `cardX` in from either side,
  /// ``cards(on:x:width:tops:height:textWidth:)``) under a 40 % black scrim.
  static func dimmedList(
    width: Int, height: Int, cardX: Double, tops: StrideTo<Double>, cardHeight: Double,
    textWidth: Double
  ) -> ScanTestCanvas {
    var canvas = ScanTestCanvas(width: width, height: height, background: "#f2f2f7")
    cards(
      on: &canvas, x: cardX, width: Double(width) - 2 * cardX, tops: tops, height: cardHeight,
      textWidth: textWidth)
    canvas.fillRect(
      x: 0, y: 0, w: Double(width), h: Double(height), color: "#000000", alpha: 0.4)
    return canvas
  }

  /// The modal read from `canvas`, which must be one.
  static func modal(_ canvas: ScanTestCanvas) throws -> ModalScrim {
    let modal = try #require(ModalScrim(ScanImage(uncheckedOpaque: canvas.image)))
    #expect(modal.decision.isModal, "\(modal.decision.why)")
    return modal
  }

  /// A large grouped sheet (a grey page, #f2f2f7, with white cards) across the whole width
  /// from 15 % of the height down, its top corners rounded, over a list dimmed by a 40 % scrim:
  /// the white cards are the commonest light colour but no sheet (their columns stop short of
  /// the screen's sides); the grey page is, and the strip above it is inactive. Without the
  /// scrim, nothing is.
  @Test func aLargeGroupedSheetIsFound() throws {
    func screen(dimmed: Bool) -> ScanTestCanvas {
      var canvas = ScanTestCanvas(width: 200, height: 400, background: "#f2f2f7")
      canvas.fillRect(x: 12, y: 10, w: 120, h: 12, color: "#000000")
      canvas.fillRect(x: 12, y: 36, w: 90, h: 10, color: "#8e8e93")
      if dimmed { canvas.fillRect(x: 0, y: 0, w: 200, h: 400, color: "#000000", alpha: 0.4) }
      canvas.fillRoundedRect(x: 0, y: 60, w: 200, h: 360, radius: 12, color: "#f2f2f7")
      Self.cards(
        on: &canvas, x: 12, width: 176, tops: stride(from: 110.0, to: 390, by: 56), height: 44,
        textWidth: 100)
      return canvas
    }
    let modal = try Self.modal(screen(dimmed: true))
    #expect(modal.isInactive(PixelRect(x: 12, y: 36, width: 90, height: 10)))
    #expect(!modal.isInactive(PixelRect(x: 24, y: 127, width: 100, height: 10)))
    let plain = ModalScrim(ScanImage(uncheckedOpaque: screen(dimmed: false).image))
    #expect(plain.map { !$0.decision.isModal } ?? true)
  }

  /// A tablet held sideways: an alert a quarter of the screen's width, centred over a dimmed
  /// grouped list, is the main colour of no whole row; read across the middle third of the
  /// width it is the sheet, and the list beside and above it is inactive.
  @Test func anAlertNarrowerThanHalfTheScreenIsFound() throws {
    var canvas = Self.dimmedList(
      width: 480, height: 320, cardX: 16, tops: stride(from: 20.0, to: 300, by: 60),
      cardHeight: 44, textWidth: 120)
    canvas.fillRoundedRect(x: 180, y: 110, w: 120, h: 90, radius: 12, color: "#f2f2f2")
    canvas.fillRect(x: 200, y: 130, w: 80, h: 10, color: "#000000")
    let modal = try Self.modal(canvas)
    #expect(modal.isInactive(PixelRect(x: 28, y: 137, width: 120, height: 10)))
    #expect(!modal.isInactive(PixelRect(x: 200, y: 130, width: 80, height: 10)))
  }

  /// An App Store image: a headline on a bright canvas above a black device frame whose screen
  /// shows a bottom sheet over a dimmed list. The canvas is brighter than anything under the
  /// scrim, so the whole image is no modal; the screen inside the frame is, and the headline
  /// beside it stays active.
  @Test func aModalInsideADeviceFrameIsFound() throws {
    var canvas = ScanTestCanvas(width: 300, height: 560, background: "#e2f2ff")
    canvas.fillRect(x: 80, y: 30, w: 140, h: 24, color: "#003c8c")
    canvas.fillRoundedRect(x: 30, y: 90, w: 240, h: 460, radius: 30, color: "#000000")
    canvas.fillRect(x: 40, y: 100, w: 220, h: 440, color: "#f2f2f7")
    Self.cards(
      on: &canvas, x: 50, width: 200, tops: stride(from: 130.0, to: 330, by: 60), height: 44,
      textWidth: 100)
    canvas.fillRect(x: 40, y: 100, w: 220, h: 440, color: "#000000", alpha: 0.4)
    canvas.fillRoundedRect(x: 40, y: 380, w: 220, h: 160, radius: 12, color: "#ffffff")
    canvas.fillRect(x: 60, y: 400, w: 120, h: 10, color: "#333333")
    let modal = try Self.modal(canvas)
    #expect(modal.isInactive(PixelRect(x: 62, y: 147, width: 100, height: 10)))
    #expect(!modal.isInactive(PixelRect(x: 60, y: 400, width: 120, height: 10)))
    #expect(!modal.isInactive(PixelRect(x: 80, y: 30, width: 140, height: 24)))
    #expect(
      modal.reason(for: PixelRect(x: 80, y: 30, width: 140, height: 24)).hasPrefix(
        "outside the screen"))
    #expect(
      modal.reason(for: PixelRect(x: 60, y: 400, width: 120, height: 10)).hasPrefix(
        "on the modal's sheet"))
  }

  /// An alert with a text field over a dimmed grouped list, and the keyboard it brings up at
  /// the bottom, bright and undimmed: its white keys are no sheet and its pixels no scrim's. The
  /// screen above the keyboard is read: the list is inactive, the alert and the keys are not.
  @Test func anAlertAboveAKeyboardIsFound() throws {
    var canvas = Self.dimmedList(
      width: 200, height: 400, cardX: 12, tops: stride(from: 20.0, to: 260, by: 40),
      cardHeight: 32, textWidth: 90)
    canvas.fillRoundedRect(x: 30, y: 90, w: 140, h: 110, radius: 12, color: "#f2f2f2")
    canvas.fillRect(x: 50, y: 105, w: 100, h: 10, color: "#000000")
    canvas.fillRect(x: 40, y: 140, w: 120, h: 24, color: "#ffffff")
    canvas.fillRect(x: 0, y: 270, w: 200, h: 130, color: "#d1d3d9")
    for row in 0..<4 {
      for column in 0..<3 {
        let (x, y) = (6 + 64 * Double(column), 276 + 30 * Double(row))
        canvas.fillRoundedRect(x: x, y: y, w: 60, h: 26, radius: 5, color: "#ffffff")
        canvas.fillRect(x: x + 26, y: y + 8, w: 8, h: 10, color: "#000000")
      }
    }
    let modal = try Self.modal(canvas)
    #expect(modal.isInactive(PixelRect(x: 24, y: 31, width: 90, height: 10)))
    #expect(!modal.isInactive(PixelRect(x: 50, y: 105, width: 100, height: 10)))
    #expect(!modal.isInactive(PixelRect(x: 32, y: 284, width: 8, height: 10)))
    #expect(Rule.screenAboveKeyboard(pageBottom: 270, height: 400) == 270)
    #expect(Rule.screenAboveKeyboard(pageBottom: 360, height: 400) == nil)
  }

  /// A page under a scrim that reaches a side of the image is a screenshot's, not a screen in
  /// a frame; a framed screen must also be a good part of the image.
  @Test func aFramedScreenLeavesRoomOnBothSides() {
    let sheet = PixelRect(x: 40, y: 380, width: 220, height: 160)
    let page = PixelRect(x: 42, y: 102, width: 216, height: 276)
    #expect(
      Rule.framedScreen(page: page, sheet: sheet, width: 300, height: 560)
        == PixelRect(x: 40, y: 102, width: 220, height: 438))
    let toTheEdge = PixelRect(x: 2, y: 102, width: 256, height: 276)
    #expect(Rule.framedScreen(page: toTheEdge, sheet: sheet, width: 300, height: 560) == nil)
    let small = PixelRect(x: 100, y: 100, width: 50, height: 50)
    #expect(Rule.framedScreen(page: small, sheet: small, width: 300, height: 560) == nil)
    #expect(
      Rule.framedScreen(
        page: .init(x: 0, y: 0, width: 0, height: 0), sheet: sheet, width: 300, height: 560) == nil)
  }

  static func scan(_ name: String, scale: Double) throws -> [ScanFinding] {
    let file = "Screenshots/controls/\(name).png"
    let decoded = try PNGDecoder.decode([UInt8](Fixtures.data(file)), source: file)
    return ScreenshotScanner.scan(decoded.image, options: ScanOptions(scale: scale))
  }

  /// `sheet-light-2x`: the page above y = 800 is dimmed (its faint text would fail); only the
  /// sheet's failing caption is reported.
  @Test func contentUnderAModalsScrimIsNotReported() throws {
    let findings = try Self.scan("sheet-light-2x", scale: 2)
    #expect(!findings.contains { $0.bbox.maxY < 800 })
    #expect(findings.contains { $0.status == .fail && $0.bbox.y > 800 })
  }

  /// `size-boundary-2x` (regression): a white panel with square corners above a dark one is no
  /// sheet over a scrim; the grey text on the dark panel is still reported.
  @Test func aLightPanelAboveADarkOneIsNoModal() throws {
    let file = "Screenshots/synthetic/size-boundary-2x.png"
    let decoded = try PNGDecoder.decode([UInt8](Fixtures.data(file)), source: file)
    let findings = ScreenshotScanner.scan(
      decoded.image, options: ScanOptions(scale: 2, includesPasses: true))
    #expect(findings.filter { $0.bbox.y > 2 * 250 }.count >= 4)
  }

  /// `caption-scrim-light-2x`: a scrim strip over a banner is not a modal; its failing caption
  /// is still reported.
  @Test func textOverAScrimThatIsNotAModalIsJudged() throws {
    let findings = try Self.scan("caption-scrim-light-2x", scale: 2)
    #expect(findings.contains { $0.status == .fail && $0.bbox.y >= 470 && $0.bbox.y < 520 })
  }
}
