import LegibleColor
import Testing

@testable import LegibleImaging

@Suite struct ScanDebugTests {
  @Test func debugGradient() {
    var canvas = ScanTestCanvas(width: 600, height: 100, background: "#ffffff")
    canvas.horizontalGradient(from: "#ffffff", to: "#c0c0c0")
    canvas.text("GRADIENT TEXT HERE", x: 20.5, y: 30.5, cell: 3, color: "#6a6a6a")
    for f in ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)) {
      print("FIND", f.kind, f.bbox, f.flags, f.wcagRatioRange, f.foreground.opaqueHexString, f.background.opaqueHexString, f.reason)
    }
  }
}
