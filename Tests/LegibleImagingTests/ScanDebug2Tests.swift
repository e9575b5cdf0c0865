import Foundation
import LegibleColor
import Testing

@testable import LegibleImaging

@Suite struct ScanDebug2Tests {
  @Test func debugSeed() throws {
    guard ProcessInfo.processInfo.environment["SCAN_DEBUG2"] != nil else { return }
    let (image, _) = ScanEvaluationTests.screen(seed: 5, scale: 3)
    let work = ScanImage(image, backdrop: .white)
    print("PAGE", String(work.rgb(1, 1), radix: 16), "BTN", String(work.rgb(70, 130), radix: 16), "TXT?", String(work.rgb(100, 150), radix: 16))
    let runs = BackgroundRuns(work, minimumRunLength: 6)
    let regions = FlatRegions(runs, image: work, maximumStroke: 21, maximumIcon: 144)
    for y in [120, 140, 150] {
      for s in runs.rowStart[y]..<runs.rowStart[y + 1] where runs.x0[s] < 230 {
        let r = Int(regions.regionOfSegment[s])
        print("SEG", y, runs.x0[s], runs.x1[s], r, r >= 0 ? String(regions.color[r], radix: 16) : "", r >= 0 ? regions.isInterior[r] : false, r >= 0 ? regions.area[r] : 0)
      }
    }
    let spans = InkSpans(runs: runs, regions: regions, image: work)
    for c in InkComponent.label(spans, height: work.height) where c.bbox.intersection(PixelRect(x: 50, y: 110, width: 170, height: 90)).area > 0 {
      let bg = ColorEstimate.backgroundMode(spans: spans, indices: c.spans)
      print("COMP", c.bbox, ComponentShape.classify(c, spans: spans, maxGlyph: 360), bg.map { String($0.color, radix: 16) } ?? "", bg?.uniformity ?? 0)
    }
  }
}
