import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// Imagery end to end (issue 8, point 1): a picture's own content is never reported, text drawn
/// over it is found and judged over its range, and near-invisible text on a flat surface and
/// dense text stay what they are.
@Suite(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
struct ImageryScanTests {
  static func fixture(_ name: String) throws -> RGBAImage {
    try PNGDecoder.decode(contentsOf: Fixtures.url("Screenshots/imagery/\(name)").path).image
  }

  /// A browser-corpus page scanned at the scale inferred from it: its findings, and each
  /// finding's box, colour and status for messages.
  static func scanPage(_ name: String) throws -> (
    findings: [ScanFinding], described: [(PixelRect, String, ScanFinding.Status)]
  ) {
    let path = Fixtures.url("Screenshots/browser/\(name)").path
    let findings = ScreenshotScanner.scan(
      try PNGDecoder.decode(contentsOf: path).image, options: .test(scale: nil))
    return (findings, findings.map { ($0.bbox, $0.foreground.opaqueHexString, $0.status) })
  }

  @Test func aPhotoWithNoTextGivesNoFindings() throws {
    let photo = try Self.fixture("unit-photo-1x.png")
    for scale in [nil, 1.0, 2, 3] {
      let findings = ScreenshotScanner.scan(photo, options: .test(scale: scale))
      #expect(findings.isEmpty, "scale \(String(describing: scale)): \(findings.map(\.bbox))")
    }
  }

  @Test func aQRCodesModulesAreNoTextOverIt() throws {
    // The QR code of `codes-light-3x` (modules 14 px, drawn on whole pixels) fills the picture
    // (224, 128) 416×416 at 2x. Its modules are flat and stroke-sized, and rows of them stand
    // on one baseline; they end on the next module's colour, never on a blended pixel, so no
    // line of text over a picture is read from them (rule `solid-stroke`).
    let image = try Self.fixture("codes-light-3x.png")
    let findings = ScreenshotScanner.scan(image, options: .test(scale: 2))
    let code = PixelRect(x: 224, y: 128, width: 416, height: 416)
    let over = findings.filter {
      $0.bbox.intersection(code) == $0.bbox && $0.flags.contains(.imageBackground)
    }
    #expect(over.isEmpty, "\(over.map { ($0.bbox, $0.reason) })")
  }

  @Test func theScaleIsInferredFromTheLinesOutsidePictures() throws {
    // A 3x feed (960 px wide: 320 pt at 3x or 480 at 2x) whose photographs' own detail chains
    // into short "lines": read with them, its median line pointed to 2x; its interface text
    // alone says 3x.
    let image = try Self.fixture("photo-feed-dark-3x.png")
    let result = ScreenshotScanner.scanResult(image, options: .test(scale: nil))
    #expect(result.scaleSource == .inferred)
    #expect(result.scale == 3)
  }

  @Test func faintChainsDoNotTellTheScale() throws {
    // A 3x screen under a blurred material (960 px wide: 320 pt at 3x or 480 at 2x) whose
    // material's faint texture chains into small "lines": read with them, its median line
    // pointed to 2x; chains under 1.5:1 are texture (rule `faint-texture`), and its text says 3x.
    let image = try Self.fixture("material-light-3x.png")
    let result = ScreenshotScanner.scanResult(image, options: .test(scale: nil))
    #expect(result.scaleSource == .inferred)
    #expect(result.scale == 3)
  }

  @Test func aLineOverAWallpaperReplacesItsInsideOutReading() throws {
    // "Tuesday 1 December", white DejaVu Sans Bold at 3x, box (234, 116) 526×44, over a
    // wallpaper, on a screen whose scale is not known. Read at a smaller scale its strokes are
    // too thick for the row pass, which takes the wallpaper between them for ink; the line of
    // solid white strokes replaces that reading.
    let image = try Self.fixture("lock-screen-light-3x.png")
    let findings = ScreenshotScanner.scan(image, options: .test(scale: nil))
    let truth = PixelRect(x: 234, y: 116, width: 526, height: 44)
    let over = findings.filter { $0.bbox.intersection(truth).area * 2 > $0.bbox.area }
    #expect(over.count == 1, "\(over.map { ($0.bbox, $0.foreground.opaqueHexString) })")
    let date = try #require(over.first)
    #expect(date.foreground.opaqueHexString == "#ffffff")
    #expect(date.flags.contains(.imageBackground))
  }

  @Test func lightTextOnANoisyWallpaperIsNotReadInsideOut() throws {
    // "Tuesday 1 December", white DejaVu Sans Bold at 2x (15 pt), over a wallpaper whose
    // channels vary by a level or two from pixel to pixel: the text's strokes are the only flat
    // runs there, so the row pass took them for the surface and "December" read inside out (a
    // review at 1.02:1, its range reaching the white). Beside the clock, the wallpaper's facets
    // between its digits chained into a "line" whose brackets were the digits (1.10:1).
    let image = try Self.fixture("lock-screen-dark-2x.png")
    let findings = ScreenshotScanner.scan(image, options: .test(scale: nil))
    let described = findings.map { ($0.bbox, $0.foreground.opaqueHexString, $0.status) }
    #expect(findings.allSatisfy { $0.status == .pass }, "\(described)")
    let truth = PixelRect(x: 156, y: 77, width: 350, height: 29)
    let over = findings.filter { !$0.bbox.intersection(truth).isEmpty }
    #expect(over.count == 1, "\(described)")
    #expect(over.first?.foreground.opaqueHexString == "#ffffff", "\(described)")
    #expect((over.first?.bbox.width ?? 0) > 300, "\(described)")
  }

  @Test func faintTextOnASmoothWallpaperStillFails() throws {
    // page-lock (Chromium, 2x): white text on GNOME's pale "dune" wallpaper, 1.29–1.44:1. The
    // sand has no grain from pixel to pixel and the strokes are solid, so the date is text that
    // fails (it was dropped as the wallpaper's texture); "18°" on a frosted widget is one
    // finding, its degree sign with its digits (it was an icon of its own).
    let (findings, described) = try Self.scanPage("page-lock.png")
    let date = findings.filter {
      !$0.bbox.intersection(PixelRect(x: 183, y: 88, width: 437, height: 36)).isEmpty
    }
    #expect(date.count == 1 && date.first?.status == .fail, "\(described)")
    let temperature = findings.filter {
      !$0.bbox.intersection(PixelRect(x: 63, y: 787, width: 107, height: 52)).isEmpty
    }
    #expect(temperature.count == 1 && temperature.first?.kind == .text, "\(described)")
  }

  @Test func wordsOnEitherSideOfAMiddleDotAreOneLabel() throws {
    // page-cards (Chromium, 2x): "Home · 4.8 stars" and three more captions like it, grey on
    // white (2.2–3.6:1), were two failing findings each: the gap around the dot is wider than
    // words stand apart, and "Home" at 2x is one shape, its letters touching.
    let (findings, described) = try Self.scanPage("page-cards.png")
    for caption in [
      PixelRect(x: 60, y: 350, width: 196, height: 19),
      PixelRect(x: 438, y: 349, width: 166, height: 20),
      PixelRect(x: 60, y: 775, width: 252, height: 20),
      PixelRect(x: 438, y: 775, width: 269, height: 24),
    ] {
      let over = findings.filter { !$0.bbox.intersection(caption).isEmpty }
      #expect(over.count == 1 && over.first?.status == .fail, "\(caption): \(described)")
    }
  }

  @Test func aShadowedPriceOnABannerIsFound() throws {
    // page-promo (Chromium, 2x): "$24.99", white bold with a dark text shadow over Debian's
    // softwaves artwork, 2.54–5.35:1 over the pixels it sits on. The shadow joins its letters
    // into one shape with no solid pixel, dropped as picture detail; its strokes are now looked
    // for around it, and the line found is a review with its range.
    let (findings, described) = try Self.scanPage("page-promo.png")
    let price = findings.filter {
      !$0.bbox.intersection(PixelRect(x: 619, y: 277, width: 135, height: 44)).isEmpty
    }
    #expect(price.count == 1 && price.first?.status == .review, "\(described)")
    #expect(price.first?.foreground.opaqueHexString == "#ffffff", "\(described)")
  }

  @Test(arguments: ["page-chat.png", "page-chat-3x.png"])
  func rowsOfObjectsInAPhotographAreNotText(name: String) throws {
    // page-chat (Chromium, 2x and 3x): a photograph of coins in rows on a dark cloth, in a
    // message. Its tiles read as surfaces, so it is no picture region; coins chained into
    // "lines" 29–32 pt tall with no solid pixel, reviews at 3.9–5.9:1. The labels around it
    // are still judged, and so may be the labelled time drawn over its corner on a chip
    // ("9:42", white, found at 3x).
    let (findings, described) = try Self.scanPage(name)
    let photo =
      name.contains("3x")
      ? PixelRect(x: 174, y: 427, width: 660, height: 480)
      : PixelRect(x: 116, y: 285, width: 440, height: 320)
    let time =
      name.contains("3x")
      ? PixelRect(x: 720, y: 850, width: 69, height: 26)
      : PixelRect(x: 479, y: 564, width: 47, height: 18)
    let inPhoto = findings.filter {
      2 * $0.bbox.intersection(photo).area >= $0.bbox.area
        && 2 * $0.bbox.intersection(time).area < time.area
    }
    #expect(inPhoto.isEmpty, "\(described)")
    #expect(findings.filter { $0.status == .fail }.count >= 6, "\(described)")
  }

  @Test(arguments: ["page-doodle.png", "page-doodle-3x.png"])
  func aDoodleWallpaperBehindAChatIsNotText(name: String) throws {
    // page-doodle (Chromium, 2x and 3x): a chat over GNOME's "symbolic" wallpaper, outlined
    // drawings at 1.24:1 that chained into about a hundred failing "lines" and shapes. The
    // five failing labels on the bubbles and bars are still found.
    let (findings, described) = try Self.scanPage(name)
    let onWallpaper = findings.filter { $0.wcagRatio < 1.5 }
    #expect(onWallpaper.isEmpty, "\(described)")
    #expect(findings.filter { $0.status == .fail }.count >= 5, "\(described)")
  }

  @Test func aRoundPhotoAvatarIsNotAnIcon() throws {
    // A 36 pt round crop of a photograph (unit-photo-1x's middle) beside a name on a plain page,
    // at 2x: 72 pixels are too few for a tile to mark it a picture, and it read as an icon.
    let photo = try Self.fixture("unit-photo-1x.png")
    var canvas = ScanTestCanvas(width: 400, height: 160, background: "#ffffff")
    let (cx, cy, r) = (60.0, 80.0, 36.0)
    let (ox, oy) = (photo.width / 2 - 36 - 24, photo.height / 2 - 36 - 44)
    for y in 44..<116 {
      for x in 24..<96 {
        let (dx, dy) = (Double(x) + 0.5 - cx, Double(y) + 0.5 - cy)
        let coverage = max(0, min(1, r - (dx * dx + dy * dy).squareRoot() + 0.5))
        let p = ((oy + y) * photo.width + ox + x) * 4
        let shade = SIMD3(
          Double(photo.pixels[p]), Double(photo.pixels[p + 1]), Double(photo.pixels[p + 2]))
        let i = y * canvas.width + x
        canvas.rgb[i] = coverage * shade + (1 - coverage) * canvas.rgb[i]
      }
    }
    canvas.text("SAM LEE", x: 120, y: 70, cell: 3, color: "#1c1c1e")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.kind, $0.status) }
    let avatar = PixelRect(x: 24, y: 44, width: 72, height: 72)
    #expect(!findings.contains { !$0.bbox.intersection(avatar).isEmpty }, "\(described)")
    #expect(findings.contains { $0.bbox.x >= 110 && $0.kind == .text }, "\(described)")
  }

  @Test func aWordOnAFrostedCardOverAPictureIsJudged() throws {
    // page-lock-wood-3x (Chromium, 3x): GNOME's wood grain makes the whole screen a picture; the
    // notification's "now" (#6c6c70 on the frosted card over dark wood, 1.66–1.76:1) is one
    // component, its letters touching: it was dropped as a lone shape in the picture, then as a
    // faint lone mark on a textured surface; read as a word, it is judged as a line.
    let (findings, described) = try Self.scanPage("page-lock-wood-3x.png")
    let now = findings.filter {
      !$0.bbox.intersection(PixelRect(x: 1045, y: 807, width: 70, height: 22)).isEmpty
    }
    #expect(now.count == 1 && now.first?.status == .fail, "\(described)")
  }

  @Test(arguments: ["photo-viewer-dark-2x.png", "photo-viewer-light-3x.png"])
  func anEnlargedSmoothPhotographIsAPicture(name: String) throws {
    // The moon filling a photo viewer under translucent bars: its shading is too smooth for
    // texture to show, so only its tiles' shading marks it as a picture (tens of faint craters
    // were "text" before). The bars' labels are still judged, and so is the caption on it.
    let image = try Self.fixture(name)
    let findings = ScreenshotScanner.scan(image, options: .test(scale: nil))
    let described = findings.map { ($0.bbox, $0.foreground.opaqueHexString, $0.status) }
    let height = Double(image.height)
    let inPhoto = findings.filter {
      Double($0.bbox.y) > 0.13 * height && Double($0.bbox.maxY) < 0.8 * height
    }
    #expect(inPhoto.isEmpty, "\(described)")
    let caption = findings.filter {
      Double($0.bbox.y) >= 0.8 * height && $0.bbox.maxY < image.height * 89 / 100
    }
    #expect(caption.allSatisfy { $0.foreground.opaqueHexString == "#ffffff" }, "\(described)")
    // The caption (48 % of the width) is one line, not its first words read by the row pass.
    #expect(caption.count == 1, "\(described)")
    #expect((caption.first?.bbox.width ?? 0) * 100 > 45 * image.width, "\(described)")
    #expect(findings.filter { $0.status == .fail }.count == 3, "\(described)")
  }

  @Test func specksSmallerThanAnyTextAreNoEvidenceOfScale() {
    // A wallpaper's specks chained into "lines" of 1–8 px: left out, so the interface's three
    // lines decide.
    let specks: [Double] = [1.4, 2.7, 2.7, 5.5, 8.2, 8.2]
    #expect(
      ScreenshotScanner.inferenceSizes(outside: specks + [28.8, 31.5, 34], inside: [60])
        == [28.8, 31.5, 34])
    // Fewer than three lines outside: the lines inside pictures count too.
    #expect(
      ScreenshotScanner.inferenceSizes(outside: specks + [28.8], inside: [4, 30])
        == [28.8, 30])
    // With the specks the median line would be 5.5 px, and the screen read at 1x; without
    // them it is 31.5 px, 15.75 CSS px at 2x.
    #expect(
      ScreenshotScanner.inferScale(lineSizes: specks + [15, 28.8, 31.5, 206], width: 600) == 1)
    let sizes = ScreenshotScanner.inferenceSizes(
      outside: specks + [15, 28.8, 31.5, 206], inside: [])
    #expect(ScreenshotScanner.inferScale(lineSizes: sizes, width: 600) == 2)
  }

  @Test func twoLinesInferAScaleOnlyWhenOneReadsBothAsBodyText() {
    // A 600 px lock screen fits no common width at any scale; its two lines, 28.8 and 31.5 px,
    // are body text (14.4, 15.75 CSS px) at 2x only.
    #expect(ScreenshotScanner.inferScale(lineSizes: [28.8, 31.5], width: 600) == 2)
    // 36 px is body text at 2x (18) and at 3x (12): no inference.
    #expect(ScreenshotScanner.inferScale(lineSizes: [36, 36], width: 600) == nil)
    // A 960 px screen is a phone at 2x (480) or 3x (320); lines of 32 and 34 px are body text
    // at 2x only.
    #expect(ScreenshotScanner.inferScale(lineSizes: [32, 34], width: 960) == 2)
    // One line (a title, a lone label) tells nothing; nor does none.
    #expect(ScreenshotScanner.inferScale(lineSizes: [31.5], width: 600) == nil)
    #expect(ScreenshotScanner.inferScale(lineSizes: [], width: 600) == nil)
  }

  /// The finding covering more than half of `truth` in the fixture `name` read at 2x, and all
  /// of the fixture's findings.
  static func finding(over truth: PixelRect, in name: String) throws -> (
    ScanFinding, [ScanFinding]
  ) {
    let findings = ScreenshotScanner.scan(try fixture(name), options: .test(scale: 2))
    let found = try #require(
      findings.first { $0.bbox.intersection(truth).area * 2 > truth.area })
    return (found, findings)
  }

  @Test func aCaptionOnAPhotoIsFoundAndJudgedOverItsRange() throws {
    // "Space walk", white, DejaVu Sans Bold 18 CSS px at 2x, box (26, 223) 227×35; against the
    // photo under it the ratio runs from 4.29 to 21:1 (the fixture's JSON), so 4.5:1 is crossed.
    let (caption, findings) = try Self.finding(
      over: PixelRect(x: 26, y: 223, width: 227, height: 35), in: "unit-caption-2x.png")
    #expect(findings.count == 1)
    #expect(caption.kind == .text)
    #expect(caption.foreground.opaqueHexString == "#ffffff")
    #expect(caption.flags.contains(.imageBackground))
    // The range is measured over the picture and really straddles 4.5:1 (18 px bold is just
    // under large text, and the size read from pixels is good to ±8 %, so 3:1 may apply too).
    #expect(caption.wcagRatioRange.lowerBound < 4.5)
    #expect(caption.wcagRatioRange.upperBound > 15)
    #expect(caption.status == .review)
  }

  @Test func aCaptionWithTwoPixelStemsOverAStarFieldIsFound() throws {
    // "Tap to edit", #5a5a5a, DejaVu Sans 15 CSS px at 2x, box (39, 405) 159×29, over a field
    // of stars: its stems are two pixels of the text colour between blended edges, and the
    // fixture's JSON puts it at 1.00–3.02:1 against the picture, so it fails.
    let (caption, _) = try Self.finding(
      over: PixelRect(x: 39, y: 405, width: 159, height: 29), in: "material-dark-2x.png")
    #expect(caption.foreground.opaqueHexString == "#5a5a5a")
    #expect(caption.flags.contains(.imageBackground))
    #expect(caption.status == .fail)
  }

  @Test func blurredGalaxiesOnADeepFieldAreNoText() throws {
    // rules/galaxies-on-deep-field-3x: a podcast's header over the Hubble deep field (3x). The
    // galaxies right of the caption, soft grey blobs on noisy black chained into "lines", asked
    // for review at 2.1–2.5:1 and failed at 1.9:1; they hold no solid pixel, and text at 3x
    // does. The caption "with Dr. Amara Osei" (#c7c7cc) is still found.
    let path = Fixtures.url("Screenshots/rules/galaxies-on-deep-field-3x.png").path
    let findings = ScreenshotScanner.scan(
      try PNGDecoder.decode(contentsOf: path).image, options: .test(scale: 3))
    let field = PixelRect(x: 500, y: 140, width: 679, height: 100)
    #expect(!findings.contains { !$0.bbox.intersection(field).isEmpty })
    #expect(findings.contains { $0.foreground.opaqueHexString == "#c7c7cc" && $0.kind == .text })
  }

  @Test func tightlySetCaptionsOnVideoTilesAreFound() throws {
    // rules/captions-on-video-tiles-2x: a video call's tiles (2x). "Marco" in bold white over a
    // cup of coffee and "Launch cam" over a rocket, their letters' flat insides two to four
    // pixels apart: each is one line of letters over the picture, judged over its range.
    let path = Fixtures.url("Screenshots/rules/captions-on-video-tiles-2x.png").path
    let findings = ScreenshotScanner.scan(
      try PNGDecoder.decode(contentsOf: path).image, options: .test(scale: 2))
    for caption in [
      PixelRect(x: 34, y: 172, width: 70, height: 25),
      PixelRect(x: 224, y: 171, width: 130, height: 18),
    ] {
      let over = findings.filter { $0.bbox.intersection(caption).area * 2 > caption.area }
      #expect(over.count == 1, "\(caption)")
      #expect(over.first?.foreground.opaqueHexString == "#ffffff", "\(caption)")
      #expect(over.first?.flags.contains(.imageBackground) == true, "\(caption)")
    }
  }

  @Test func aLetterOfALineFoundIsNotReadAgainInsideOut() throws {
    // rules/sidebar-beside-charts-2x: "Retention cohorts" in #94a3b8 on #0f172a (6.96:1) beside
    // a line chart. Lines of solid strokes were looked for there, and one letter of it, read
    // inside out (its counter's #637084 against the letter's colour), failed at 1.96:1. Inside
    // a line found twice its width, on a plain surface, it is a piece of that line.
    let path = Fixtures.url("Screenshots/rules/sidebar-beside-charts-2x.png").path
    let findings = ScreenshotScanner.scan(
      try PNGDecoder.decode(contentsOf: path).image, options: .test(scale: 2))
    let title = PixelRect(x: 50, y: 41, width: 215, height: 21)
    let over = findings.filter { !$0.bbox.intersection(title).isEmpty }
    #expect(over.count == 1, "\(over.map { ($0.bbox, $0.reason) })")
    #expect(over.first?.status == .pass)
  }

  /// A screen of `lines` lines of 5×7 bitmap text in `ink` on `paper`, drawn at `cell` pixels
  /// per font cell with `pitch` pixels from line to line: the densest text a 1x page holds.
  static func page(
    lines: Int, cell: Double, pitch: Double, ink: String, paper: String = "#ffffff"
  ) -> ScanTestCanvas {
    let words = ["LOREM IPSUM DOLOR", "SIT AMET 12345", "CONSECTETUR ADIPISCING", "ELIT 67890 SED"]
    var canvas = ScanTestCanvas(
      width: 460, height: Int(8 + Double(lines) * pitch), background: paper)
    for line in 0..<lines {
      canvas.text(
        words[line % words.count] + " " + words[(line + 1) % words.count], x: 4,
        y: 4 + Double(line) * pitch, cell: cell, color: ink)
    }
    return canvas
  }

  @Test(arguments: [(1.0, 9.0), (1.4, 12.0), (2.0, 16.0)])
  func denseTextAt1xStaysText(cell: Double, pitch: Double) {
    // #777777 on white is 4.48:1: every line is small text that fails 4.5:1.
    let lines = 12
    let image = Self.page(lines: lines, cell: cell, pitch: pitch, ink: "#777777").image
    let analysis = ScreenshotScanner.Analysis(ScanImage(uncheckedOpaque: image), scale: 1)
    #expect(analysis.pictures.rectangles.isEmpty)
    let findings = ScreenshotScanner.scan(image, options: .test(scale: 1))
    // Every line is found as text and flagged (1-px strokes at cell 1 are a lower bound, so a
    // review; thicker ones a failure), at the grey's ratio.
    let flagged = findings.filter { $0.kind == .text && $0.status != .pass }
    let rows = Set(flagged.map { Int((Double($0.bbox.y - 4) / pitch).rounded()) })
    #expect(rows.count == lines)
    #expect(flagged.allSatisfy { abs($0.wcagRatio - 4.48) < 0.05 })
    if cell > 1 { #expect(flagged.allSatisfy { $0.status == .fail }) }
  }

  @Test func anAppStoreImageHoldsNoHeadlineHoles() throws {
    // `store-frame-light-3x`: "Plan every trip" in white on an orange gradient (about 2.2:1),
    // the "P" drawn with a stem on whole pixels, so its rim is no one shape. Its hole was an
    // orange "icon" on white failing 3:1; now it is the letter's, and the headline fails as text.
    let image = try Self.fixture("store-frame-light-3x.png")
    let findings = ScreenshotScanner.scan(image, options: .test(scale: 3))
    let headline = PixelRect(x: 100, y: 180, width: 1100, height: 140)
    let inHeadline = findings.filter { headline.intersection($0.bbox) == $0.bbox }
    #expect(!inHeadline.isEmpty)
    #expect(
      inHeadline.allSatisfy { $0.kind == .text && $0.foreground.opaqueHexString == "#ffffff" },
      "\(inHeadline.map { "\($0.bbox) \($0.foreground.opaqueHexString)" })")
  }

  @Test func aCaptionsHolesOverAPhotographAreTheLetters() throws {
    // `store-frame-light-3x`: a caption in bold white over a dusk photograph. The hole of its
    // "o" shows the photograph (#2f3643), which differs from the photograph left of the letter
    // by more than a counter's tolerance; it was a passing "icon" inside the picture. Over
    // imagery a hole need only stand on the letter's ink.
    let image = try Self.fixture("store-frame-light-3x.png")
    let findings = ScreenshotScanner.scan(image, options: .test(scale: 3))
    let hole = PixelRect(x: 300, y: 1300, width: 30, height: 30)
    #expect(
      !findings.contains { hole.intersection($0.bbox) == $0.bbox },
      "\(findings.map(\.bbox))")
  }

  @Test func aDeviceFrameIsNoPicture() throws {
    // An App Store style image: an orange page, a phone's black bezel whose left side falls in
    // the middle of a tile, and on its white screen a photograph beside the bezel and a grey
    // label (#8e8e93, 3.26:1) below the photograph, on the screen's flat white.
    var canvas = ScanTestCanvas(width: 640, height: 900, background: "#ff9500")
    canvas.fillRect(x: 48, y: 40, w: 560, h: 840, color: "#111111")
    canvas.fillRect(x: 64, y: 56, w: 528, h: 808, color: "#ffffff")
    canvas.noise(x: 72, y: 64, w: 240, h: 240, seed: 7)
    canvas.text("GOOD EVENING", x: 80, y: 420, cell: 4, color: "#8e8e93")
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let analysis = ScreenshotScanner.Analysis(image, scale: 2)
    // The picture is the photograph, not the frame with everything in it.
    let picture = try #require(analysis.pictures.rectangles.first)
    #expect(analysis.pictures.rectangles.count == 1)
    #expect(picture.maxY < 420)
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let label = try #require(findings.first { $0.bbox.y >= 418 && $0.kind == .text })
    #expect(label.status == .fail)
    #expect(label.foreground.opaqueHexString == "#8e8e93")
  }

  @Test func hardEdgedBlockLettersAreNotAPattern() throws {
    // Regression: 3-px-stem block letters without anti-aliasing (the screenshot of the CLI
    // tests) were read as a QR-like pattern, and their 4.48:1 grey lost to `review`.
    var image = RGBAImage(width: 160, height: 60, filledWith: .white)
    let grey = SRGB(red8: 0x77, green8: 0x77, blue8: 0x77)
    for glyph in 0..<8 {
      let left = 12 + glyph * 16
      for y in 20..<36 {
        for x in left..<left + 3 { image[x, y] = grey }
        if glyph % 2 == 0 { for x in left..<left + 10 { image[x, 27] = grey } }
      }
      for x in left..<left + 10 { image[x, 20] = grey }
    }
    let analysis = ScreenshotScanner.Analysis(ScanImage(uncheckedOpaque: image), scale: 1)
    #expect(analysis.pictures.rectangles.isEmpty)
    let findings = ScreenshotScanner.scan(image, options: .test(scale: 1))
    let finding = try #require(findings.first)
    #expect(finding.status == .fail)
    #expect(finding.foreground.opaqueHexString == "#777777")
  }

  /// A table of figures whose small ones are greyed: sixteen grey one-digit figures in four
  /// rows and four columns, one colour on one surface, would be a pattern's marks; each stands
  /// in its row beside a black figure of two digits, so they are characters, judged as text.
  @Test func greyFiguresSetInRowsAreNoPattern() throws {
    var canvas = ScanTestCanvas(width: 400, height: 260, background: "#ffffff")
    for row in 0..<4 {
      for column in 0..<4 {
        let x = 20.0 + Double(column) * 90
        let y = 30.0 + Double(row) * 56
        canvas.text("\(10 + row * 4 + column)", x: x, y: y, cell: 2, color: "#1c1c1e")
        canvas.text("\(column + 1)", x: x + 46, y: y, cell: 2, color: "#999999")
      }
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    // #999999 on white is 2.85:1: every grey figure fails.
    let grey = findings.filter { $0.foreground.opaqueHexString == "#999999" }
    #expect(grey.count == 16, "\(findings.map { ($0.bbox, $0.foreground.opaqueHexString) })")
    #expect(grey.allSatisfy { $0.status == .fail })
  }

  /// Sixteen grey column headers whose letters touch ("NAME" in bold), in four rows and four
  /// columns in one colour, are words, never a pattern's marks: each is judged.
  @Test func wordsInOneColourAcrossTheScreenAreNoPattern() throws {
    var canvas = ScanTestCanvas(width: 460, height: 300, background: "#2d2d2d")
    for row in 0..<4 {
      for column in 0..<4 {
        canvas.text(
          "NAME", x: 20 + Double(column) * 110, y: 30 + Double(row) * 66, cell: 2,
          color: "#8e8e8d", bold: 1)
      }
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    // #8e8e8d on #2d2d2d is 4.20:1: every header fails 4.5:1.
    let words = findings.filter { $0.bbox.width > 40 }
    #expect(words.count == 16, "\(findings.map(\.bbox))")
    #expect(words.allSatisfy { $0.status == .fail })
  }

  @Test(arguments: [("#ffffff", "#ffff00"), ("#f5f5f5", "#ffffff"), ("#eeeeee", "#ffffff")])
  func nearInvisibleTextOnAFlatSurfaceStillFails(ink: String, paper: String) {
    // White on #ffff00 is 1.07:1, #f5f5f5 on white 1.09:1, #eeeeee on white 1.16:1.
    var canvas = ScanTestCanvas(width: 300, height: 80, background: paper)
    canvas.text("SALE ENDS TONIGHT", x: 10, y: 20, cell: 2.4, color: ink)
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    // The line (whole or word by word), failing at the faint ratio.
    let words = findings.filter { $0.kind == .text }
    let span = words.map(\.bbox).reduce(
      words.first?.bbox ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
    ) {
      $0.union($1)
    }
    #expect(span.width > 200)
    #expect(!words.isEmpty && words.allSatisfy { $0.status == .fail && $0.wcagRatio < 1.2 })
  }

  @Test func anIconOnACardOverAWallpaperIsJudged() {
    // A wallpaper (noise) behind a flat card, as a home-automation screen draws its tiles: the
    // wallpaper round the card makes the whole screen one picture rectangle. The card's white
    // heart on an amber disc (1.74:1) is the card's, not the picture's, and fails 3:1; the same
    // heart straight on the wallpaper is the picture's detail.
    var canvas = ScanTestCanvas(width: 480, height: 400, background: "#ffffff")
    canvas.noise(x: 0, y: 0, w: 480, h: 400, seed: 11)
    canvas.fillRoundedRect(x: 40, y: 140, w: 200, h: 124, radius: 24, color: "#f2f2f0")
    canvas.fillRoundedRect(x: 60, y: 166, w: 72, h: 72, radius: 36, color: "#ffb800")
    canvas.fillHeart(x: 84, y: 190, size: 24, color: "#ffffff")
    canvas.fillHeart(x: 360, y: 190, size: 24, color: "#ffffff")
    let image = canvas.image
    let work = ScanImage(uncheckedOpaque: image)
    let pictures = ScreenshotScanner.Analysis(work, scale: 2).pictures
    let (cardHeart, wallHeart) = (
      PixelRect(x: 84, y: 190, width: 24, height: 24),
      PixelRect(x: 360, y: 190, width: 24, height: 24)
    )
    #expect(pictures.share(of: cardHeart) == 1 && pictures.share(of: wallHeart) == 1)
    #expect(ImageContentRule.isInHole(cardHeart, pictures: pictures, in: work))
    #expect(!ImageContentRule.isInHole(wallHeart, pictures: pictures, in: work))
    let findings = ScreenshotScanner.scan(image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.kind, $0.status, $0.wcagRatio) }
    let onCard = findings.filter { !$0.bbox.intersection(cardHeart).isEmpty }
    #expect(onCard.count == 1 && onCard.first?.kind == .nonText, "\(described)")
    #expect(onCard.first?.status == .fail, "\(described)")
    #expect(abs((onCard.first?.wcagRatio ?? 0) - 1.74) < 0.05, "\(described)")
    #expect(!findings.contains { $0.bbox.x >= 340 }, "\(described)")
  }

  @Test func textOnAPhotoStandInIsFoundOverItsRange() {
    // Bold white text over dense noise (a stand-in photograph): the row pass sees one picture,
    // the strokes' flat interiors give the line.
    var canvas = ScanTestCanvas(width: 360, height: 160, background: "#ffffff")
    canvas.noise(x: 0, y: 0, w: 360, h: 160, seed: 7)
    canvas.text("CAPTION", x: 20, y: 50, cell: 6, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let caption = findings.first { $0.kind == .text && $0.bbox.width > 200 }
    #expect(caption != nil, "\(findings.map { ($0.bbox, $0.status) })")
    #expect(caption?.foreground.opaqueHexString == "#ffffff")
    #expect(caption?.flags.contains(.imageBackground) == true)
    // Noise covers every level, so white passes against some of it and fails against the rest.
    #expect(caption?.status == .review)
  }
}
