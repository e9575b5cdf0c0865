import LegibleColor
import Testing

@testable import LegibleImaging

@Suite struct ScanOptionsTests {
  static func sample() -> RGBAImage {
    var canvas = ScanTestCanvas(width: 500, height: 200, background: "#ffffff")
    canvas.text("FIRST LINE", x: 20.5, y: 20.5, cell: 3, color: "#999999")
    canvas.text("SECOND", x: 20.5, y: 80.5, cell: 3, color: "#aaaaaa")
    canvas.text("THIRD", x: 260.5, y: 80.5, cell: 3, color: "#000000")
    canvas.fillRoundedRect(x: 400.5, y: 140.5, w: 40, h: 40, radius: 8, color: "#dddddd")
    return canvas.image
  }

  @Test func ignoredRegionsDropFindings() {
    let all = ScreenshotScanner.scan(Self.sample(), options: .test())
    #expect(all.count == 4)
    var options = ScanOptions.test()
    options.ignoredRegions = [PixelRect(x: 0, y: 0, width: 500, height: 60)]
    let some = ScreenshotScanner.scan(Self.sample(), options: options)
    #expect(some.count == 3)
    #expect(some.allSatisfy { $0.bbox.y > 60 })
  }

  /// The status bar and home indicator of a known iPhone size are ignored on request.
  @Test func systemBarsAreIgnoredOnRequest() {
    var canvas = ScanTestCanvas(width: 1170, height: 2532, background: "#ffffff")
    canvas.text("9:41", x: 60.5, y: 50.5, cell: 5, color: "#aaaaaa")  // in the status bar
    canvas.text("TITLE", x: 60.5, y: 400.5, cell: 5, color: "#aaaaaa")
    let all = ScreenshotScanner.scan(canvas.image, options: ScanOptions())
    #expect(all.count == 2)
    let app = ScreenshotScanner.scan(canvas.image, options: ScanOptions(ignoresSystemBars: true))
    #expect(app.count == 1)
    #expect(app.first.map { $0.bbox.y > 141 } == true)
  }

  @Test func findingsAreDeterministicAndOrdered() {
    let a = ScreenshotScanner.scan(Self.sample(), options: .test())
    let b = ScreenshotScanner.scan(Self.sample(), options: .test())
    #expect(a == b)
    let keys = a.map { ($0.bbox.y, $0.bbox.x) }
    #expect(keys.map(\.0) == keys.map(\.0).sorted())
    #expect(
      a.map { $0.foreground.opaqueHexString } == ["#999999", "#aaaaaa", "#000000", "#dddddd"])
  }

  @Test func passesAreLeftOutByDefault() {
    let findings = ScreenshotScanner.scan(Self.sample(), options: ScanOptions(scale: 2))
    #expect(findings.count == 3)
    #expect(findings.allSatisfy { $0.status != .pass })
  }

  @Test func largeTextAtKnownSizes() throws {
    // Font ≈ (7·cell + 1) / 0.70 px at scale 1: 20.4 px (normal), 25.4 px (within the size
    // tolerance of 24), 33.4 px (large).
    for (cell, expected) in [(1.9, ScanFinding.Status.fail), (2.4, .review), (3.2, .pass)] {
      var canvas = ScanTestCanvas(width: 400, height: 100, background: "#ffffff")
      canvas.text("TITLE", x: 20.5, y: 20.5, cell: cell, color: "#808080")  // 3.95:1
      let f = try #require(ScreenshotScanner.scan(canvas.image, options: .test(scale: 1)).first)
      #expect(f.status == expected, "cell \(cell): \(f.estimatedFontSize ?? 0) px, \(f.reason)")
    }
  }

  /// 600 px wide fits no common viewport at 1×, 2× or 3× (320–480 or 1000–1920 CSS px), and one
  /// line of text says nothing about the scale: the scale stays unknown, the text is read at
  /// the smallest size it could have (@3x: about 10 px), so 3.95:1 fails as body text, flagged,
  /// rather than being a review for every ratio between 3:1 and 4.5:1.
  @Test func unknownScaleIsFlaggedAndJudgedAsBodyText() throws {
    var canvas = ScanTestCanvas(width: 600, height: 100, background: "#ffffff")
    canvas.text("TITLE", x: 20.5, y: 20.5, cell: 3, color: "#808080")  // 3.95:1
    let f = try #require(ScreenshotScanner.scan(canvas.image, options: .test(scale: nil)).first)
    #expect(f.flags.contains(.scaleUnknown))
    #expect(!f.flags.contains(.scaleInferred))
    #expect(f.estimatedFontSize == nil)
    #expect(f.status == .fail)
    #expect(f.required == 4.5)
    #expect(f.reason.contains("scale unknown"))
  }

  /// Text large at any scale (over 24 px even when read at @3x) keeps the large-text threshold
  /// when the scale is unknown.
  @Test func unknownScaleKeepsTextLargeAtAnyScale() throws {
    var canvas = ScanTestCanvas(width: 600, height: 200, background: "#ffffff")
    canvas.text("BIG", x: 20.5, y: 20.5, cell: 10, color: "#808080")  // 3.95:1, ≈ 100 px font
    let f = try #require(ScreenshotScanner.scan(canvas.image, options: .test(scale: nil)).first)
    #expect(f.flags.contains(.scaleUnknown))
    #expect(f.status == .pass)
  }

  /// Under an inferred scale, a pass that depends on the scale is a review (rule
  /// `scale-uncertain`): 31 px at the inferred @1x is large text and 3.95:1 passes, but at @2x
  /// (15.5 pt) and @3x (10.3 pt) the same pixels are body text, which needs 4.5:1; the reason
  /// names the strictest reading, @3x. Black passes at every scale.
  @Test func inferredScaleCannotGrantAPassThatDependsOnIt() throws {
    var canvas = ScanTestCanvas(width: 390, height: 200, background: "#ffffff")
    canvas.text("TITLE", x: 20.5, y: 20.5, cell: 3, color: "#808080")  // 3.95:1
    canvas.text("TITLE", x: 20.5, y: 100.5, cell: 3, color: "#000000")
    let result = ScreenshotScanner.scanResult(canvas.image, options: .test(scale: nil))
    #expect(result.scaleSource == .inferred)
    #expect(result.scale == 1)
    let grey = try #require(result.findings.first { $0.foreground.opaqueHexString == "#808080" })
    #expect(grey.status == .review, "\(grey.reason)")
    #expect(grey.reason.contains("inferred as @1x") && grey.reason.contains("at @3x"))
    #expect(grey.reason.contains("4.50:1"))
    let black = try #require(result.findings.first { $0.foreground.opaqueHexString == "#000000" })
    #expect(black.status == .pass)
    // Given the scale, the verdict is a plain pass.
    let known = try #require(
      ScreenshotScanner.scan(canvas.image, options: .test(scale: 1)).first {
        $0.foreground.opaqueHexString == "#808080"
      })
    #expect(known.status == .pass)
  }

  /// 390 px wide is a phone viewport at 1× only: the scale is inferred, and the finding says so.
  @Test func scaleIsInferredFromAPhoneWidth() throws {
    var canvas = ScanTestCanvas(width: 390, height: 100, background: "#ffffff")
    canvas.text("TITLE", x: 20.5, y: 20.5, cell: 3, color: "#808080")
    let f = try #require(ScreenshotScanner.scan(canvas.image, options: .test(scale: nil)).first)
    #expect(f.flags.contains(.scaleInferred))
    #expect(!f.flags.contains(.scaleUnknown))
    let size = try #require(f.estimatedFontSize)
    #expect(abs(size - f.fontSizeInPixels) < 1e-9)
  }

  @Test func deviceProfileKnowsIPhoneBars() throws {
    let p = try #require(DeviceProfile.matching(width: 1170, height: 2532))
    #expect(p.scale == 3)
    #expect(p.statusBar == PixelRect(x: 0, y: 0, width: 1170, height: 141))
    #expect(p.homeIndicator == PixelRect(x: 0, y: 2430, width: 1170, height: 102))
    #expect(DeviceProfile.matching(width: 1000, height: 1000) == nil)
    #expect(ScanOptions().resolvedScale(width: 1170, height: 2532).scale == 3)
    #expect(ScanOptions(pixelsPerInch: 144).resolvedScale(width: 10, height: 10).scale == 2)
  }

  /// With only an APCA policy, APCA decides; with WCAG listed too, WCAG decides and APCA is a
  /// verdict beside it.
  @Test func statusFollowsWCAGWhenListed() throws {
    var canvas = ScanTestCanvas(width: 400, height: 100, background: "#ffffff")
    canvas.text("BODY", x: 20.5, y: 20.5, cell: 3, color: "#707070")  // 4.95:1, Lc ≈ 73
    let both = try #require(
      ScreenshotScanner.scan(
        canvas.image, options: .test(scale: 2, policies: [.wcag2AA, .apcaBronze])
      ).first)
    #expect(both.status == .pass)
    #expect(both.verdicts.map(\.policy) == ["wcag2-aa", "apca-bronze"])
    #expect(both.verdicts[1].status == .fail)
    let apca = try #require(
      ScreenshotScanner.scan(canvas.image, options: .test(scale: 2, policies: [.apcaBronze])).first)
    #expect(apca.status == .fail)
  }
}
