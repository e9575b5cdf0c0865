import LegibleColor
import Testing

@testable import LegibleImaging

@Suite struct ScanDebugTests {
  @Test func debugIcon() {
    var canvas = ScanTestCanvas(width: 200, height: 200, background: "#ffffff")
    canvas.fillRoundedRect(x: 60.5, y: 60.5, w: 48, h: 48, radius: 24, color: "#8e8e93")
    canvas.fillRoundedRect(x: 65.5, y: 65.5, w: 38, h: 38, radius: 19, color: "#ffffff")
    canvas.fillRoundedRect(x: 78.5, y: 78.5, w: 12, h: 12, radius: 6, color: "#8e8e93")
    for f in ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)) {
      print("FIND", f.kind, f.bbox, f.flags, f.reason)
    }
    let work = ScanImage(canvas.image, backdrop: .white)
    let runs = BackgroundRuns(work, minimumRunLength: 4)
    let regions = FlatRegions(runs, image: work, maximumStroke: 14, maximumIcon: 96)
    let spans = InkSpans(runs: runs, regions: regions, image: work)
    for c in InkComponent.label(spans, height: work.height) {
      print("COMP", c.bbox, ComponentShape.classify(c, spans: spans, maxGlyph: 240))
    }
  }
}
