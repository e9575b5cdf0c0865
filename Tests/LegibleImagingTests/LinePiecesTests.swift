import LegibleColor
import Testing

@testable import LegibleImaging

/// Rule `line-pieces`, called directly.
@Suite struct LinePiecesTests {
  static func finding(_ box: PixelRect, ratio: Double) -> ScanFinding {
    ScanFinding(
      kind: .text, status: ratio < 4.5 ? .fail : .pass, bbox: box, foreground: .black,
      background: .white, wcagRatio: ratio, wcagRatioRange: ratio...ratio, apcaLc: 0,
      required: 4.5, textHeight: Double(box.height), fontSizeInPixels: 0, estimatedFontSize: nil,
      bold: false, confidence: 1, isLowerBound: false, reason: "", flags: [], verdicts: [])
  }

  /// "Larg" and a lone "e" at 1.01:1 beside it (the `page-hero` title over a gradient).
  static let line = finding(PixelRect(x: 41, y: 505, width: 105, height: 49), ratio: 3.8)
  static let piece = finding(PixelRect(x: 153, y: 514, width: 27, height: 30), ratio: 1.01)

  @Test func anIndistinctLetterBesideALineBelongsToIt() {
    #expect(LinePieces.belongs(Self.piece, to: Self.line))
    var findings = [Self.line, Self.piece]
    var trace = ScanTrace(point: (160, 520))
    LinePieces.merge(&findings, isLine: [true, false], trace: &trace)
    #expect(findings.count == 1)
    #expect(findings[0].bbox == PixelRect(x: 41, y: 505, width: 139, height: 49))
    #expect(trace.decisions.map(\.rule) == [LinePieces.id])
  }

  @Test func aVisibleGlyphOrAFarOneStaysOnItsOwn() {
    let icon = Self.finding(Self.piece.bbox, ratio: 2.5)
    #expect(!LinePieces.belongs(icon, to: Self.line))
    let far = Self.finding(PixelRect(x: 300, y: 514, width: 27, height: 30), ratio: 1.01)
    #expect(!LinePieces.belongs(far, to: Self.line))
    let below = Self.finding(PixelRect(x: 153, y: 600, width: 27, height: 30), ratio: 1.01)
    #expect(!LinePieces.belongs(below, to: Self.line))
  }
}
