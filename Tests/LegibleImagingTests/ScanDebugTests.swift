import Foundation
import LegibleColor
import Testing

@testable import LegibleImaging

@Suite struct ScanDebugTests {
  @Test func debugCrop() throws {
    guard let path = ProcessInfo.processInfo.environment["SCAN_DEBUG"] else { return }
    let parts = path.split(separator: ":").map(String.init)  // file:w:h:x:y:cw:ch
    let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: parts[0])))
    let (w, x0, y0, cw, ch) = (Int(parts[1])!, Int(parts[3])!, Int(parts[4])!, Int(parts[5])!, Int(parts[6])!)
    var px: [UInt8] = []
    for y in y0..<(y0 + ch) { px += data[((y * w + x0) * 4)..<((y * w + x0 + cw) * 4)] }
    let image = RGBAImage(width: cw, height: ch, pixels: px)
    for f in ScreenshotScanner.scan(image, options: .test(scale: 2)) {
      print("FIND", f.kind, f.status, f.bbox, f.foreground.opaqueHexString, f.background.opaqueHexString, f.wcagRatio, f.flags, f.reason)
    }
    let work = ScanImage(image, backdrop: .white)
    let runs = BackgroundRuns(work, minimumRunLength: 4)
    let regions = FlatRegions(runs, image: work, maximumStroke: 14, maximumIcon: 96)
    let spans0 = InkSpans(runs: runs, regions: regions, image: work)
    for c in InkComponent.label(spans0, height: work.height) {
      let shape = ComponentShape.classify(c, spans: spans0, maxGlyph: 240)
      let bg = ColorEstimate.backgroundMode(spans: spans0, indices: c.spans)
      let ink = bg.flatMap { ColorEstimate(spans: spans0, indices: c.spans, background: $0.color, image: work) }
      print("COMP", c.bbox, shape, ink.map { "\($0.foreground) sharp \($0.sharpness) measured \($0.isMeasured)" } ?? "-")
    }
    let row = Int(parts.count > 7 ? parts[7] : "0")!
    for s in runs.rowStart[row]..<runs.rowStart[row + 1] {
      let r = Int(regions.regionOfSegment[s])
      print("SEG", runs.x0[s], runs.x1[s], runs.isFlat[s], r, r >= 0 ? String(regions.color[r], radix: 16) : "", r >= 0 ? regions.isInterior[r] : false, r >= 0 ? regions.area[r] : 0, r >= 0 ? regions.debugBox[r] : (0,0,0,0))
    }
  }
}
