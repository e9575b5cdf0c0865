import Foundation
import Testing

@testable import LegibleImaging

/// Rule `labelled-ring`, called directly and through a scan.
@Suite struct LabelledRingRuleTests {
  typealias Rule = LabelledRingRule

  /// A ring's mask `side` pixels across, `thickness` thick, missing the arc from 12 o'clock back
  /// by `gap` of the circle.
  static func ring(_ side: Int, thickness: Double, gap: Double = 0) -> GlyphMask {
    var mask = GlyphMask(width: side, height: side)
    let r = Double(side) / 2
    for y in 0..<side {
      for x in 0..<side {
        let (u, v) = (Double(x) + 0.5 - r, Double(y) + 0.5 - r)
        let d = (u * u + v * v).squareRoot()
        // Clockwise from 12 o'clock, 0 ..< 1.
        let turn = (atan2(u, -v) / (2 * Double.pi) + 1).truncatingRemainder(dividingBy: 1)
        if d <= r && d >= r - thickness && turn < 1 - gap { mask[x, y] = true }
      }
    }
    return mask
  }

  @Test func ringsAndArcsAreRings() {
    #expect(Rule.id == "labelled-ring")
    #expect(Rule.isRing(Self.ring(88, thickness: 12)))
    // A progress ring at 82 %: its arc misses the last fifth of the circle.
    #expect(Rule.isRing(Self.ring(88, thickness: 12, gap: 0.18)))
  }

  @Test func discsAndIconsAreNoRings() {
    // A filled disc.
    #expect(!Rule.isRing(Self.ring(88, thickness: 44)))
    // A ring around a dot (a target).
    var target = Self.ring(88, thickness: 8)
    let dot = Self.ring(40, thickness: 20)
    for y in 0..<40 { for x in 0..<40 where dot[x, y] { target[24 + x, 24 + y] = true } }
    let isRing = Rule.isRing(target)
    #expect(!isRing)
    // Far wider than tall.
    #expect(!Rule.isRing(GlyphMask(width: 120, height: 40)))
  }

  @Test func aRingHoldsTheSurfaceItStandsOn() {
    // A ring on white around white holds its surface; around a white button on a grey map,
    // the ring of shadow and streets does not.
    var canvas = ScanTestCanvas(width: 100, height: 100, background: "#ffffff")
    let mask = Self.ring(88, thickness: 12)
    let box = PixelRect(x: 6, y: 6, width: 88, height: 88)
    #expect(
      Rule.holdsSurface(
        mask, box: box, background: 0xff_ff_ff, in: ScanImage(uncheckedOpaque: canvas.image)))
    canvas.fillRect(x: 0, y: 0, w: 100, h: 100, color: "#e8eaed")
    canvas.fillRoundedRect(x: 18, y: 18, w: 64, h: 64, radius: 32, color: "#ffffff")
    #expect(
      !Rule.holdsSurface(
        mask, box: box, background: 0xe8_ea_ed, in: ScanImage(uncheckedOpaque: canvas.image)))
  }

  /// A cart-fill ring at 2x: an amber arc (#f59e0b on white, 2.15:1) 88 px across around a
  /// dark "82". The ring asks for review; its label is read on its own.
  @Test func aFailingRingAroundALabelIsAReview() {
    var canvas = ScanTestCanvas(width: 200, height: 200, background: "#ffffff")
    let (cx, cy) = (100.0, 100.0)
    canvas.fillShape(x: cx - 44, y: cy - 44, w: 88, h: 88, color: "#f59e0b") { x, y in
      let (u, v) = (x - cx, y - cy)
      let d = (u * u + v * v).squareRoot()
      let turn = (atan2(u, -v) / (2 * Double.pi) + 1).truncatingRemainder(dividingBy: 1)
      return d <= 44 && d >= 32 && turn < 0.82
    }
    canvas.text("82", x: 84, y: 90, cell: 3, color: "#1f2937")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let ring = findings.first { $0.bbox.width >= 80 }
    #expect(ring?.status == .review, "\(findings.map { ($0.bbox, $0.status, $0.reason) })")
    #expect(ring?.reason.contains(Rule.reviewReason) == true)
    let label = findings.filter { $0.bbox.width < 60 }
    #expect(!label.isEmpty && label.allSatisfy { $0.status == .pass && $0.wcagRatio > 10 })
  }
}
