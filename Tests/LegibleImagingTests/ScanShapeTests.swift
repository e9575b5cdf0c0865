import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

@Suite struct ScanShapeTests {
  @Test func textFreeImagesHaveNoFindings() {
    #expect(ScreenshotScanner.scan(RGBAImage(width: 0, height: 0, pixels: [])).isEmpty)
    #expect(ScreenshotScanner.scan(RGBAImage(width: 1, height: 1, filledWith: .black)).isEmpty)
    let clear = RGBAImage(
      width: 40, height: 30, filledWith: SRGB(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(ScreenshotScanner.scan(clear, options: .test()).isEmpty)
    let uniform = RGBAImage(width: 1170, height: 2532, filledWith: SRGB(hex: "#f2f2f7")!)
    #expect(ScreenshotScanner.scan(uniform, options: .test()).isEmpty)
    #expect(ScreenshotScanner.scan(RGBAImage(width: 1, height: 500, filledWith: .white)).isEmpty)
    #expect(ScreenshotScanner.scan(RGBAImage(width: 500, height: 1, filledWith: .white)).isEmpty)
  }

  /// A bar chart at 2x: bars of one pale green in a row (the tallest touching a dashed goal
  /// line), a pale day label under each whose letters touch (#a9b4ab on white, 2.14:1). The
  /// labels are words of their own, each found and failing, not marks of the bars' row.
  @Test func labelsUnderBarsAreWordsOfTheirOwn() {
    var canvas = ScanTestCanvas(width: 560, height: 200, background: "#ffffff")
    for x in stride(from: 20.0, to: 520, by: 12) {
      canvas.fillRect(x: x, y: 20, w: 6, h: 2, color: "#fca5a5")
    }
    let heights: [Double] = [60, 90, 82, 70]
    for (n, h) in heights.enumerated() {
      let x = 40 + Double(n) * 94
      canvas.fillRect(x: x, y: 112 - h, w: 48, h: h, color: "#a7c7a9")
      // A label whose letters touch: one shape of five stems joined along its top.
      canvas.fillRect(x: x + 2, y: 124, w: 44, h: 3, color: "#a9b4ab")
      for stem in stride(from: x + 2, to: x + 46, by: 10) {
        canvas.fillRect(x: stem, y: 124, w: 3, h: 17, color: "#a9b4ab")
      }
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.kind, $0.status) }
    for n in 0..<4 {
      let x = 40 + n * 94
      #expect(
        findings.contains {
          $0.bbox.y >= 120 && $0.bbox.x >= x && $0.bbox.maxX <= x + 56 && $0.status == .fail
        }, "\(n): \(described)")
    }
  }

  @Test func separatorsAndBordersHaveNoFindings() {
    var canvas = ScanTestCanvas(width: 400, height: 300, background: "#ffffff")
    canvas.fillRect(x: 0, y: 40, w: 400, h: 1, color: "#c6c6c8")  // full-width hairline
    canvas.fillRect(x: 16, y: 80.5, w: 368, h: 1, color: "#c6c6c8")  // inset, half-pixel phase
    canvas.fillRect(x: 200.5, y: 100, w: 1, h: 60, color: "#c6c6c8")  // vertical divider
    // A text field outline with rounded corners.
    canvas.fillRoundedRect(x: 20, y: 180, w: 300, h: 88, radius: 16, color: "#8e8e93")
    canvas.fillRoundedRect(x: 22, y: 182, w: 296, h: 84, radius: 14, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    // The separators give nothing; the field outline is a control (rule `control-boundary`),
    // and #8e8e93 on white passes its 3:1.
    #expect(
      findings.allSatisfy { $0.rule == ControlBoundaryRule.id && $0.status == .pass },
      "\(findings.map(\.bbox))")
    #expect(findings.count <= 1)
  }

  /// A capsule button with tight padding: only the label is judged, never the capsule's edge.
  @Test func tightRoundedButtonYieldsOnlyItsLabel() throws {
    var canvas = ScanTestCanvas(width: 400, height: 140, background: "#ffffff")
    canvas.fillRoundedRect(x: 40.5, y: 30.5, w: 230, h: 56, radius: 28, color: "#007aff")
    canvas.text("CONTINUE", x: 66.4, y: 47.3, cell: 3, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.count == 1, "\(findings.map { ($0.bbox, $0.foreground.opaqueHexString) })")
    let f = try #require(findings.first)
    #expect(f.foreground.opaqueHexString == "#ffffff")
    #expect(f.background.opaqueHexString == "#007aff")
    #expect(abs(f.wcagRatio - 4.02) < 0.05)
    #expect(f.status == .fail)
  }

  /// Thick strokes (8 px) hold flat interiors that the row pass first calls background.
  @Test func boldTextWithSolidStrokeInteriors() throws {
    var canvas = ScanTestCanvas(width: 700, height: 160, background: "#ffffff")
    canvas.text("BOLD", x: 30.5, y: 40.5, cell: 8, color: "#1a1a1a", bold: 0.4)
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 3))
    #expect(findings.count == 1, "\(findings.map(\.bbox))")
    let f = try #require(findings.first)
    #expect(f.foreground.opaqueHexString == "#1a1a1a")
    #expect(f.kind == .text)
    #expect(f.bbox.width > 180)
  }

  /// A white bold digit on a small blue badge: the digit is the finding, not the badge.
  @Test func boldDigitOnBadge() throws {
    var canvas = ScanTestCanvas(width: 200, height: 200, background: "#ffffff")
    canvas.fillRoundedRect(x: 40, y: 40, w: 100, h: 100, radius: 50, color: "#ff3b30")
    canvas.text("3", x: 72.5, y: 62.5, cell: 8, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 3))
    #expect(findings.count == 1, "\(findings.map { ($0.bbox, $0.foreground.opaqueHexString) })")
    let f = try #require(findings.first)
    #expect(f.foreground.opaqueHexString == "#ffffff")
    #expect(f.background.opaqueHexString == "#ff3b30")
  }

  /// An icon (a square-ish outline glyph) is non-text, judged at 3:1.
  @Test func iconIsNonText() throws {
    var canvas = ScanTestCanvas(width: 200, height: 200, background: "#ffffff")
    // A gear-like ring with a dot, 48 px across at 2×.
    canvas.fillRoundedRect(x: 60.5, y: 60.5, w: 48, h: 48, radius: 24, color: "#8e8e93")
    canvas.fillRoundedRect(x: 65.5, y: 65.5, w: 38, h: 38, radius: 19, color: "#ffffff")
    canvas.fillRoundedRect(x: 78.5, y: 78.5, w: 12, h: 12, radius: 6, color: "#8e8e93")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.count == 1, "\(findings.map(\.bbox))")
    let f = try #require(findings.first)
    #expect(f.kind == .nonText)
    #expect(f.required == 3)
    #expect(f.foreground.opaqueHexString == "#8e8e93")
    #expect(f.status == .pass)  // 3.26:1
  }

  /// A filled icon (solid shape, no holes) is ink, not background.
  @Test func filledIconIsNonText() throws {
    var canvas = ScanTestCanvas(width: 200, height: 200, background: "#ffffff")
    canvas.fillRoundedRect(x: 60.5, y: 60.5, w: 44, h: 44, radius: 10, color: "#c7c7cc")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.count == 1, "\(findings.map(\.bbox))")
    let f = try #require(findings.first)
    #expect(f.kind == .nonText)
    #expect(f.foreground.opaqueHexString == "#c7c7cc")
    #expect(f.status == .fail)
  }

  /// A single character of body size (11 CSS px tall at 2×) is short text: between 3 and 4.5 it
  /// is a review, since pixels cannot tell a character from an icon.
  @Test func singleCharacterIsShortText() throws {
    var canvas = ScanTestCanvas(width: 120, height: 120, background: "#ffffff")
    canvas.text("1", x: 40.5, y: 30.5, cell: 3, color: "#888888")  // 3.54:1
    let f = try #require(ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)).first)
    #expect(f.kind == .text)
    #expect(f.flags.contains(.shortText))
    #expect(f.status == .review)
  }

  /// A card's soft drop shadow fades out on one side: not a glyph, even where it meets the card's
  /// crisp edge.
  @Test func softShadowIsNotInk() throws {
    var canvas = ScanTestCanvas(width: 300, height: 160, background: "#ffffff")
    // A 12 px shadow ramp left of a white card (#e1e1e1 at the card, fading to the page).
    for i in 0..<12 {
      let level = 225 + (30 * (11 - i)) / 12
      let hex = "#" + String(repeating: String(level, radix: 16), count: 3)
      canvas.fillRect(x: Double(40 + i), y: 30, w: 1, h: 100, color: hex)
    }
    canvas.fillRect(x: 52, y: 30, w: 200, h: 100, color: "#ffffff")
    canvas.text("CARD", x: 70.5, y: 60.5, cell: 3, color: "#333333")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 1))
    #expect(findings.count == 1, "\(findings.map { ($0.bbox, $0.foreground.opaqueHexString) })")
    #expect(findings.first?.foreground.opaqueHexString == "#333333")
  }

  /// Three short bars stacked closely are one menu icon, judged at 3:1.
  @Test func hamburgerIsOneIcon() throws {
    var canvas = ScanTestCanvas(width: 200, height: 120, background: "#ffffff")
    for i in 0..<3 {
      canvas.fillRect(x: 60.5, y: 40.5 + Double(i) * 12, w: 36, h: 4, color: "#8e8e93")
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.count == 1, "\(findings.map(\.bbox))")
    let f = try #require(findings.first)
    #expect(f.kind == .nonText)
    #expect(f.required == 3)
    #expect(f.bbox.height >= 28)
  }

  /// A row of page-indicator dots is not a line of text: each dot stands alone as non-text.
  @Test func rowOfDotsIsNotText() {
    var canvas = ScanTestCanvas(width: 200, height: 80, background: "#ffffff")
    for i in 0..<5 {
      canvas.fillRoundedRect(
        x: 50.5 + Double(i) * 24, y: 30.5, w: 14, h: 14, radius: 7, color: "#c7c7cc")
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.count == 5)
    #expect(findings.allSatisfy { $0.kind == .nonText })
  }

  /// Initials on an avatar ("MK", white bold on a small badge in `tiny-2x`, 2.57:1) are one
  /// word judged as text, though their bold capitals fill as much of their box as page dots do:
  /// their rows split between stems, and their strokes hold one solid colour.
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func boldInitialsAreOneWord() throws {
    let path = Fixtures.url("Screenshots/synthetic/tiny-2x.png").path
    let image = try PNGDecoder.decode(contentsOf: path).image
    let findings = ScreenshotScanner.scan(image, options: .test(scale: 2))
    let initials = PixelRect(x: 210, y: 526, width: 45, height: 19)
    let onBadge = findings.filter { !$0.bbox.intersection(initials).isEmpty }
    #expect(onBadge.count == 1, "\(onBadge.map { ($0.bbox, $0.kind) })")
    #expect(onBadge.first?.kind == .text)
    #expect(abs((onBadge.first?.wcagRatio ?? 0) - 2.57) < 0.05)
  }

  /// Two ring icons side by side with a wide gap are two icons, each judged as non-text; the
  /// two letters of a word stay one line.
  @Test func twoIconsApartAreNotAWord() throws {
    var canvas = ScanTestCanvas(width: 200, height: 80, background: "#ffffff")
    for x in [50.5, 94.5] {
      canvas.fillRoundedRect(x: x, y: 30.5, w: 24, h: 24, radius: 12, color: "#8e8e93")
      canvas.fillRoundedRect(x: x + 3, y: 33.5, w: 18, h: 18, radius: 9, color: "#ffffff")
    }
    let icons = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(icons.count == 2, "\(icons.map(\.bbox))")
    #expect(icons.allSatisfy { $0.kind == .nonText })

    var word = ScanTestCanvas(width: 200, height: 80, background: "#ffffff")
    word.text("OK", x: 60.5, y: 30.5, cell: 3, color: "#8e8e93")
    let label = ScreenshotScanner.scan(word.image, options: .test(scale: 2))
    #expect(label.count == 1, "\(label.map(\.bbox))")
  }

  /// `rules/bookmark-and-share-3x`: a bookmark and, 17 pt from it, a share icon whose arrow
  /// and tray are two shapes with overlapping columns (#c7c7cc on white, 1.68:1) are two
  /// icons, the share icon one finding, not a line of three glyphs judged as text.
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func iconOfTwoPartsBesideAnotherIsNotAWord() throws {
    let icons = try scanFixture(
      "Screenshots/rules/bookmark-and-share-3x.png", options: .test(scale: 3))
    #expect(icons.count == 2, "\(icons.map(\.bbox))")
    #expect(icons.allSatisfy { $0.kind == .nonText && $0.status == .fail })
    let share = icons.first { $0.bbox.x >= 100 }
    #expect(share.map { $0.bbox.width <= 40 && $0.bbox.height >= 50 } == true)
  }
}

extension ScanShapeTests {
  /// Chaining's index sorts by packed integer keys order indices as the closure sort by
  /// (key, index) does, with repeated keys, and fall back to it for keys out of range.
  @Test(arguments: [UInt64(1), 2, 3])
  func packedIndexSortMatchesTheClosureSort(seed: UInt64) {
    var state = seed
    var generator = SplitMix64(seed: seed)
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for count in [0, 1, 2, 17, 500, 3000] {
      for range in [3, 50, 1 << 20, 1 << 21] {
        let keys = (0..<count).map { _ in (next(range), next(range)) }
        let indices = (0..<count).filter { _ in next(4) != 0 }.shuffled(using: &generator)
        let key = { (i: Int) in keys[i] }
        #expect(
          TextLines.sorted(indices, by: key) == TextLines.referenceSorted(indices, by: key),
          "\(count) indices, keys below \(range)")
      }
    }
  }

  /// A raised sign just after a line (a degree sign after display digits) belongs to it, though
  /// its centre lies past the line's band; an icon on the line's middle, or farther off, does not.
  @Test func aRaisedMarkJoinsTheLineBeforeIt() {
    let digits = PixelRect(x: 63, y: 787, width: 75, height: 52)
    let degree = PixelRect(x: 149, y: 787, width: 21, height: 22)
    #expect(TextLines.isRaisedMark(degree, after: digits, within: 16))
    #expect(
      !TextLines.isRaisedMark(
        PixelRect(x: 149, y: 800, width: 26, height: 26), after: digits, within: 16))
    #expect(
      !TextLines.isRaisedMark(
        PixelRect(x: 170, y: 787, width: 21, height: 22), after: digits, within: 16))
  }

  /// A middle dot between two words, on their middle, is a separator; a full stop on the
  /// baseline, a letter, or a dot outside the gap is not.
  @Test func aMiddleDotSeparatesWords() {
    let home = PixelRect(x: 60, y: 355, width: 68, height: 14)
    let stars = PixelRect(x: 152, y: 350, width: 104, height: 19)
    #expect(
      TextLines.isSeparator(PixelRect(x: 139, y: 358, width: 3, height: 4), between: home, stars))
    #expect(
      !TextLines.isSeparator(PixelRect(x: 139, y: 365, width: 3, height: 4), between: home, stars))
    #expect(
      !TextLines.isSeparator(PixelRect(x: 136, y: 356, width: 9, height: 12), between: home, stars))
    #expect(
      !TextLines.isSeparator(PixelRect(x: 100, y: 358, width: 3, height: 4), between: home, stars))
  }
}
