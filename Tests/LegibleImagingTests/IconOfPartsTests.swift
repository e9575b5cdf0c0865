import Testing

@testable import LegibleImaging

/// Icons the row pass reads as words: lines whose glyphs nest
/// (``TextLines/isIconOfNestedParts(_:glyphs:largestIcon:)``) and rows of twins stacked
/// (``TextLines/stackedTwins(_:lone:glyphs:spans:largestIcon:)``).
@Suite struct IconOfPartsTests {
  /// A "group" tab glyph at 3x in #5f6a72 on #12171b (3.26:1): two 20 px rings for heads, and
  /// under them two shoulders drawn as arches, joined or apart. The row pass reads the heads as
  /// a word ("oo") and the shoulders as another; together they are one icon, which passes 3:1.
  @Test(arguments: [false, true]) func stackedTwinsAreOneIcon(joined: Bool) {
    var canvas = ScanTestCanvas(width: 200, height: 200, background: "#12171b")
    for cx in [80.0, 108.0] {
      canvas.fillShape(x: cx - 10, y: 60, w: 20, h: 20, color: "#5f6a72") { x, y in
        let d = (x - cx) * (x - cx) + (y - 70) * (y - 70)
        return d <= 100 && d >= 42
      }
    }
    let (left, right) = joined ? (81.0, 107.0) : (78.0, 110.0)
    for cx in [left, right] {
      canvas.fillShape(x: cx - 14, y: 84, w: 28, h: 20, color: "#5f6a72") { x, y in
        let d = (x - cx) * (x - cx) + (y - 100) * (y - 100)
        return y <= 100 && d <= 196 && d >= 100
      }
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 3))
    #expect(findings.count == 1, "\(findings.map { ($0.bbox, $0.kind, $0.status) })")
    #expect(findings.first?.kind == .nonText)
    #expect(findings.first?.status == .pass)
  }

  /// A "show password" eye at 2x in #9a8e80 on #fbf8f3 (3.02:1): an almond outline with a ring
  /// for its pupil inside it. The row pass chains the two into a line; the pupil lies inside the
  /// outline's box, so they are one icon: not text failing 4.5:1.
  @Test func anEyeIsOneIcon() {
    var canvas = ScanTestCanvas(width: 160, height: 100, background: "#fbf8f3")
    let (cx, cy) = (80.0, 50.0)
    canvas.fillShape(x: cx - 18, y: cy - 13, w: 36, h: 26, color: "#9a8e80") { x, y in
      let (u, v) = ((x - cx) / 17, (y - cy) / 12)
      let (p, q) = ((x - cx) / 14, (y - cy) / 9)
      return u * u + v * v <= 1 && p * p + q * q >= 1
    }
    canvas.fillShape(x: cx - 7, y: cy - 7, w: 14, h: 14, color: "#9a8e80") { x, y in
      let d = (x - cx) * (x - cx) + (y - cy) * (y - cy)
      return d <= 36 && d >= 12
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.count == 1, "\(findings.map { ($0.bbox, $0.kind, $0.status) })")
    #expect(findings.first?.kind == .nonText, "\(findings.map { ($0.bbox, $0.reason, $0.flags) })")
    #expect(findings.first?.status != .fail)
  }

  /// Letters side by side, and an accent over one, are no icon's parts.
  @Test func lettersAreNotNested() {
    func glyph(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> GlyphCandidate {
      PatternAndDisplayTextTests.part(x, y, w, h)
    }
    // "où" at 2x: o, u and a grave accent 8 px tall over the u (18 px tall).
    let word = [glyph(0, 14, 18, 18), glyph(22, 14, 18, 18), glyph(26, 2, 8, 8)]
    #expect(!TextLines.isIconOfNestedParts([0, 1, 2], glyphs: word, largestIcon: 96))
    // A head 14 px tall over shoulders 20 px tall, touching by a row: one icon.
    let person = [glyph(10, 0, 14, 14), glyph(4, 13, 26, 20)]
    #expect(TextLines.isIconOfNestedParts([0, 1], glyphs: person, largestIcon: 96))
    // A pupil inside an outline: one icon; the same outline beside it: two letters.
    let eye = [glyph(0, 0, 34, 24), glyph(11, 6, 12, 12)]
    #expect(TextLines.isIconOfNestedParts([0, 1], glyphs: eye, largestIcon: 96))
    let pair = [glyph(0, 0, 20, 24), glyph(24, 6, 12, 12)]
    #expect(!TextLines.isIconOfNestedParts([0, 1], glyphs: pair, largestIcon: 96))
    // Larger than an icon: apart.
    #expect(!TextLines.isIconOfNestedParts([0, 1], glyphs: eye, largestIcon: 30))
  }

  /// ``TextLines/isNested(_:)``: one box inside another (a pupil in an eye, an outlined
  /// switch's knob in its rim), not boxes side by side or overlapping in part.
  @Test func nestedBoxesAreOneInsideAnother() {
    let rim = PixelRect(x: 0, y: 0, width: 51, height: 31)
    #expect(TextLines.isNested([rim, PixelRect(x: 7, y: 7, width: 16, height: 17)]))
    #expect(!TextLines.isNested([rim, PixelRect(x: 55, y: 7, width: 16, height: 17)]))
    #expect(!TextLines.isNested([rim, PixelRect(x: 45, y: 7, width: 16, height: 17)]))
    #expect(!TextLines.isNested([rim]))
  }
}
