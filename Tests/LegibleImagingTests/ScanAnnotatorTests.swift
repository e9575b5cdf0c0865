import LegibleColor
import Testing

@testable import LegibleImaging

@Suite struct ScanAnnotatorTests {
  @Test func drawsBoxesInVerdictColoursAndKeepsSize() throws {
    var canvas = ScanTestCanvas(width: 300, height: 120, background: "#ffffff")
    canvas.text("LOW", x: 40.5, y: 50.5, cell: 3, color: "#bbbbbb")
    canvas.text("OK", x: 180.5, y: 50.5, cell: 3, color: "#000000")
    let image = canvas.image
    let findings = ScreenshotScanner.scan(image, options: .test())
    #expect(findings.count == 2)
    let fail = try #require(findings.first { $0.status == .fail })
    let pass = try #require(findings.first { $0.status == .pass })

    let annotated = ScanAnnotator.annotate(image, findings: findings, includePasses: false)
    #expect(annotated.width == image.width && annotated.height == image.height)
    // The box is drawn just outside the finding's box.
    let red = ScanAnnotator.failColor.opaqueHexString
    #expect(annotated[fail.bbox.x - 1, fail.bbox.y + fail.bbox.height / 2].opaqueHexString == red)
    #expect(annotated[fail.bbox.maxX, fail.bbox.y + fail.bbox.height / 2].opaqueHexString == red)
    // Passes are left alone unless asked for.
    #expect(
      annotated[pass.bbox.x - 1, pass.bbox.y + pass.bbox.height / 2].opaqueHexString == "#ffffff")
    let all = ScanAnnotator.annotate(image, findings: findings, includePasses: true)
    #expect(
      all[pass.bbox.x - 1, pass.bbox.y + pass.bbox.height / 2].opaqueHexString
        == ScanAnnotator.passColor.opaqueHexString)
    // A label with white digits sits above the failing box.
    var whiteInLabel = 0
    for y in max(0, fail.bbox.y - 12)..<fail.bbox.y - 2 {
      for x in fail.bbox.x..<fail.bbox.x + 20 where annotated[x, y].opaqueHexString == "#ffffff" {
        whiteInLabel += 1
      }
    }
    #expect(whiteInLabel > 5)
    // Pixels away from any box are untouched.
    #expect(annotated[5, 5] == image[5, 5])
  }

  @Test func emptyAndEdgeImages() {
    let empty = RGBAImage(width: 0, height: 0, pixels: [])
    #expect(ScanAnnotator.annotate(empty, findings: []).pixels.isEmpty)
    let tiny = RGBAImage(width: 3, height: 3, filledWith: .white)
    let f = ScanFinding(
      kind: .text, status: .fail, bbox: PixelRect(x: 0, y: 0, width: 3, height: 3),
      foreground: .black, background: .white, wcagRatio: 1.5, wcagRatioRange: 1.5...1.5, apcaLc: 10,
      required: 4.5, textHeight: 3, fontSizeInPixels: 4, estimatedFontSize: nil, bold: false,
      confidence: 1, isLowerBound: false, reason: "", flags: [], verdicts: [])
    let out = ScanAnnotator.annotate(tiny, findings: [f])
    #expect(out.width == 3 && out.height == 3)
  }
}
