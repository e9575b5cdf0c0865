import Testing

@testable import LegibleImaging

/// A filled icon whose outline has a notch (the dip between a heart's lobes) is an icon, not the
/// edge of a surface: the background reaching into the notch says nothing about whether the
/// icon's flat interior holds text (``FlatRegions/inkOpensOntoOtherSurface``).
@Suite struct FilledIconNotchTests {
  @Test(arguments: [1.0, 2.0, 3.0])
  func filledHeartIsJudgedAsAnIcon(scale: Double) throws {
    let size = 20 * scale
    var canvas = ScanTestCanvas(
      width: Int(6 * size), height: Int(3 * size), background: "#ffffff")
    canvas.fillHeart(x: 2 * size + 0.3, y: size + 0.2, size: size, color: "#34c759")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: scale))
    let heart = try #require(
      findings.first {
        $0.bbox.intersection(
          PixelRect(
            x: Int(2 * size), y: Int(size), width: Int(size), height: Int(size))
        ).area > 0
      })
    // #34c759 on white is 2.22:1, below the 3:1 of non-text contrast.
    #expect(heart.kind == .nonText)
    #expect(heart.status == .fail)
    #expect(abs(heart.wcagRatio - 2.22) < 0.05, "\(heart.wcagRatio)")
  }

  /// A label on a small filled capsule is still judged on the capsule's colour: its glyphs are
  /// bordered by the capsule, so the notch check does not turn the capsule into ink.
  @Test func textOnASmallCapsuleIsStillText() throws {
    var canvas = ScanTestCanvas(width: 160, height: 60, background: "#ffffff")
    canvas.fillRoundedRect(x: 30, y: 10, w: 90, h: 40, radius: 20, color: "#cfe3ff")
    canvas.text("OK", x: 58.5, y: 19.5, cell: 3, color: "#3478f6")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let label = try #require(
      findings.first { $0.bbox.x >= 55 && $0.bbox.maxX <= 95 },
      "\(findings.map { ($0.bbox, $0.kind, $0.wcagRatio) })")
    // #3478f6 on #cfe3ff is 3.12:1.
    #expect(abs(label.wcagRatio - 3.12) < 0.05, "\(label.wcagRatio)")
  }
}
