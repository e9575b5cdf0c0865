import LegibleColor
import Testing

@testable import LegibleImaging

/// Rule `surface-end`: a lone mark whose colour runs on past it as a band is the end of that
/// surface.
@Suite struct SurfaceEndRuleTests {
  /// A segmented control at 2x: a #d8d8dc track 300×60 px, its white selected segment inset by
  /// 2 px at its left end, so that only a sliver of the track shows left of the segment, while
  /// its top and bottom strips run on to the right.
  static func segmentedControl() -> ScanTestCanvas {
    var canvas = ScanTestCanvas(width: 360, height: 100, background: "#ffffff")
    canvas.fillRoundedRect(x: 20, y: 20, w: 300, h: 60, radius: 14, color: "#d8d8dc")
    canvas.fillRoundedRect(x: 26, y: 22, w: 140, h: 56, radius: 12, color: "#ffffff")
    return canvas
  }

  @Test func theSliverOfATrackIsItsEnd() {
    #expect(SurfaceEndRule.id == "surface-end")
    let image = ScanImage(uncheckedOpaque: Self.segmentedControl().image)
    let grey = PackedColor.pack(r: 0xd8, g: 0xd8, b: 0xdc)
    let sliver = PixelRect(x: 20, y: 20, width: 8, height: 60)
    #expect(SurfaceEndRule.reasonToDrop(box: sliver, ink: grey, in: image, scale: 2) != nil)
    // A grey mark standing alone on the page (the same box further down, on white) is none.
    var alone = ScanTestCanvas(width: 360, height: 100, background: "#ffffff")
    alone.fillRoundedRect(x: 20, y: 20, w: 8, h: 60, radius: 4, color: "#d8d8dc")
    let page = ScanImage(uncheckedOpaque: alone.image)
    #expect(SurfaceEndRule.reasonToDrop(box: sliver, ink: grey, in: page, scale: 2) == nil)
  }

  /// `rules/segmented-sliver-2x`: a car-rental filter's segmented control (Chromium, 2x): the
  /// white "Economy" segment, shadowed, over a #f3f4f6 track leaves a sliver of the track at
  /// its left end, between white page and white segment, its shadow running on below the
  /// segment. It is the track's end, no mark (before: a failing icon at 1.27:1); the grey "SUV"
  /// on the track is still judged.
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func aSegmentedControlsSliverIsNoMark() throws {
    let findings = try scanFixture(
      "Screenshots/rules/segmented-sliver-2x.png", options: .test(scale: 2))
    #expect(!findings.contains { $0.bbox.maxX <= 60 }, "\(findings.map(\.bbox))")
    #expect(findings.contains { $0.bbox.x >= 270 && $0.status == .fail })
  }
}
