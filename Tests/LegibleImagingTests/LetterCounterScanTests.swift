import LegibleColor
import Testing

@testable import LegibleImaging

/// Rule `letter-counter` end to end: what it must never drop. A white label on a badge or a
/// button sits inside an edge that reads like a letter's rim, in the page's colour on the fill's
/// colour, exactly a counter's colours; it is drawn in strokes and is still judged.
@Suite struct LetterCounterScanTests {
  @Test(arguments: ["1", "3", "8", "99"])
  func whiteDigitsOnBadgesAreStillJudged(digits: String) {
    // A 40 px badge at 2x (20 pt, a notification badge) in a light red, a white digit in it
    // (5×7 cells of 3 px), on a white page: 2.8:1.
    var canvas = ScanTestCanvas(width: 160, height: 80, background: "#ffffff")
    canvas.fillRoundedRect(x: 40, y: 20, w: 40, h: 40, radius: 20, color: "#ff6b60")
    let width = Double(digits.count) * 18 - 3
    canvas.text(digits, x: 60 - width / 2, y: 30, cell: 3, color: "#ffffff")
    var options = ScanOptions.test(scale: 2)
    options.explainPoint = (x: 60, y: 40)
    let result = ScreenshotScanner.scanResult(canvas.image, options: options)
    #expect(!result.decisions.contains { $0.rule == LetterCounterRule.id })
    // Found and failing: on its own, or with the badge it fills (a solid blob).
    let label = PixelRect(x: Int(60 - width / 2), y: 30, width: Int(width), height: 21)
    #expect(
      result.findings.contains { $0.bbox.intersection(label).area > 0 && $0.status == .fail },
      "\(result.findings.map { "\($0.bbox) \($0.status)" })")
  }

  @Test func whiteTextOnAButtonIsStillJudged() {
    var canvas = ScanTestCanvas(width: 240, height: 80, background: "#ffffff")
    canvas.fillRoundedRect(x: 20, y: 16, w: 200, h: 48, radius: 12, color: "#7fb2ff")
    canvas.text("OK GO", x: 50, y: 30, cell: 3, color: "#ffffff", bold: 0.5)
    var options = ScanOptions.test(scale: 2)
    options.explainPoint = (x: 60, y: 40)
    let result = ScreenshotScanner.scanResult(canvas.image, options: options)
    #expect(!result.decisions.contains { $0.rule == LetterCounterRule.id })
    let findings = result.findings
    let label = PixelRect(x: 50, y: 30, width: 100, height: 21)
    #expect(
      findings.contains { $0.bbox.intersection(label).area * 2 > label.area && $0.status == .fail },
      "\(findings.map { "\($0.bbox) \($0.status)" })")
  }
}
