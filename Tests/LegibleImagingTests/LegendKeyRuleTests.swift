import Testing

@testable import LegibleImaging

/// Rule `legend-key`, called directly and through a scan.
@Suite struct LegendKeyRuleTests {
  typealias Rule = LegendKeyRule

  /// A filled disc's mask, `side` pixels across.
  static func disc(_ side: Int) -> GlyphMask {
    var mask = GlyphMask(width: side, height: side)
    let r = Double(side) / 2
    for y in 0..<side {
      for x in 0..<side {
        let (u, v) = (Double(x) + 0.5 - r, Double(y) + 0.5 - r)
        if u * u + v * v <= r * r { mask[x, y] = true }
      }
    }
    return mask
  }

  /// Whether the lone shape in `box`, filling `fill` of it with ink `ink` (its middle pixel
  /// `centre`, its mask a disc unless given), is a key to one of `lines`.
  static func isKey(
    _ box: PixelRect, fill: Double = 0.79, mask: GlyphMask? = nil, centre: UInt32? = nil,
    ink: UInt32 = 0xf5_9e_0b, lines: [PixelRect]
  ) -> Bool {
    Rule.label(
      of: box, fill: fill, mask: mask ?? disc(box.height), centre: centre ?? ink, ink: ink,
      lines: lines) != nil
  }

  @Test func aSolidDotLeftOfItsLabelIsAKey() {
    #expect(Rule.id == "legend-key")
    // A chart legend at 2x: a 20 px amber dot 12 px left of "Pallets 30%", 26 px tall.
    let label = PixelRect(x: 152, y: 100, width: 180, height: 26)
    let dot = PixelRect(x: 120, y: 103, width: 20, height: 20)
    #expect(
      Rule.label(
        of: dot, fill: 0.79, mask: Self.disc(20), centre: 0xf5_9e_0b, ink: 0xf5_9e_0b,
        lines: [label]) == label)
    // Beside nothing, or with its label too far away (two line heights), no key.
    #expect(!Self.isKey(dot, lines: []))
    #expect(!Self.isKey(dot, lines: [PixelRect(x: 192, y: 100, width: 180, height: 26)]))
    // A sidebar's list dot at 1x: 8 px, 14 px before its 11 px label (1.27 line heights).
    let listDot = PixelRect(x: 24, y: 277, width: 8, height: 8)
    #expect(Self.isKey(listDot, lines: [PixelRect(x: 46, y: 274, width: 92, height: 11)]))
    #expect(!Self.isKey(listDot, lines: [PixelRect(x: 52, y: 274, width: 92, height: 11)]))
    // To the label's right, or above its rows: no key.
    #expect(!Self.isKey(dot, lines: [PixelRect(x: 0, y: 100, width: 110, height: 26)]))
    #expect(!Self.isKey(dot, lines: [PixelRect(x: 152, y: 130, width: 180, height: 26)]))
  }

  @Test func controlsAndIconsAreNoKeys() {
    let label = PixelRect(x: 152, y: 100, width: 180, height: 20)
    let box = PixelRect(x: 120, y: 96, width: 28, height: 28)
    #expect(Self.isKey(box, lines: [label]))
    // An empty radio button: its middle is the surface's, not its ring's.
    #expect(!Self.isKey(box, centre: 0xff_ff_ff, lines: [label]))
    // A triangle beside a change ("▲ 2.4 %") fills half its box.
    #expect(!Self.isKey(box, fill: 0.5, lines: [label]))
    // A filled checkbox 36 px tall beside a 20 px word: taller than a key.
    #expect(!Self.isKey(PixelRect(x: 110, y: 92, width: 36, height: 36), lines: [label]))
    // A heart: its top rows split in two.
    var heart = Self.disc(28)
    for y in 0..<6 {
      heart[13, y] = false
      heart[14, y] = false
    }
    #expect(!Self.isKey(box, mask: heart, lines: [label]))
    // A progress bar beside its value is longer than a key.
    let bar = PixelRect(x: 20, y: 104, width: 120, height: 12)
    #expect(!Self.isKey(bar, fill: 1, mask: GlyphMask(width: 120, height: 12), lines: [label]))
  }

  /// A legend at 2x on white: an amber dot (#f59e0b, 2.15:1) before a dark label, and the same
  /// dot alone. The key asks for review; the lone dot fails.
  @Test func aFailingKeyIsAReview() {
    var canvas = ScanTestCanvas(width: 400, height: 160, background: "#ffffff")
    canvas.fillRoundedRect(x: 40, y: 42, w: 16, h: 16, radius: 8, color: "#f59e0b")
    canvas.text("PALLETS", x: 68, y: 36, cell: 4, color: "#1f2937")
    canvas.fillRoundedRect(x: 40, y: 112, w: 16, h: 16, radius: 8, color: "#f59e0b")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let key = findings.first { $0.bbox.y < 80 && $0.bbox.maxX < 60 }
    #expect(key?.status == .review, "\(findings.map { ($0.bbox, $0.status, $0.reason) })")
    #expect(key?.reason.contains(Rule.reviewReason) == true)
    let lone = findings.first { $0.bbox.y > 100 }
    #expect(lone?.status == .fail)
    #expect(lone?.kind == .nonText)
  }
}
