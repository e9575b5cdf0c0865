import Foundation
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// Rule `dashed-outline`, called directly and through a scan.
@Suite struct DashedOutlineRuleTests {
  typealias Rule = DashedOutlineRule

  /// The boxes of `count` dashes `size` px square on a circle of radius `radius` about
  /// (`cx`, `cy`).
  static func ring(cx: Int, cy: Int, radius: Double, count: Int, size: Int = 8) -> [PixelRect] {
    (0..<count).map { k in
      let angle = 2 * Double.pi * Double(k) / Double(count)
      return PixelRect(
        x: cx + Int((radius * cos(angle)).rounded()) - size / 2,
        y: cy + Int((radius * sin(angle)).rounded()) - size / 2, width: size, height: size)
    }
  }

  /// An ink measured at `grey` on white.
  static func ink(_ grey: Double) -> ColorEstimate {
    let white = SIMD3<Double>(255, 255, 255)
    return ColorEstimate(
      halo: nil, foreground: SIMD3(repeating: grey), background: white, reach: 255 - grey,
      isMeasured: true, inkPixels: 40, plateauShare: 0.5, strokeWidth: 2,
      axis: SIMD3(-0.58, -0.58, -0.58), sharpness: 0.8)
  }

  @Test func piecesRoundAHollowMiddleAreAnOutline() {
    #expect(Rule.id == "dashed-outline")
    #expect(Rule.isOutline(Self.ring(cx: 100, cy: 100, radius: 30, count: 12)))
    // A viewfinder's four corners, or a grid icon's squares: too few pieces.
    #expect(!Rule.isOutline(Self.ring(cx: 100, cy: 100, radius: 30, count: 4)))
    // Two lines of three words, 40 px apart: nothing beside the gap between them.
    let words = [0, 110, 220].flatMap { x in
      [PixelRect(x: x, y: 0, width: 90, height: 20), PixelRect(x: x, y: 60, width: 90, height: 20)]
    }
    #expect(!Rule.isOutline(words))
    // A paragraph: its middle line covers the middle.
    let paragraph = [0, 28, 56].flatMap { y in
      [0, 110].map { PixelRect(x: $0, y: y, width: 100, height: 20) }
    }
    #expect(!Rule.isOutline(paragraph))
    // A ring with a dot at its centre (a target icon): the dot lies in the middle.
    #expect(
      !Rule.isOutline(
        Self.ring(cx: 100, cy: 100, radius: 30, count: 12)
          + [PixelRect(x: 96, y: 96, width: 8, height: 8)]))
  }

  @Test func eachOutlineIsFoundApartFromItsNeighbours() {
    // Three dashed circles 72 px across, 24 px apart, at 3x (a stamp card's empty slots): each
    // an outline of its own. Together their middles hold each other's dashes.
    let rings = [120, 216, 312].map { Self.ring(cx: $0, cy: 100, radius: 34, count: 14) }
    let boxes = rings.flatMap { $0 }
    let found = Rule.pieces(
      boxes, inks: boxes.map { _ in Self.ink(200) },
      isDashedLine: boxes.map { _ in false }, scale: 3)
    #expect(found == Array(boxes.indices))
    // In another ink, one ring is no outline with its neighbours' dashes, nor alone: its
    // dashes are too few.
    let mixed = rings[0] + Array(rings[1].prefix(4))
    let inks = rings[0].map { _ in Self.ink(200) } + (0..<4).map { _ in Self.ink(40) }
    #expect(
      Rule.pieces(mixed, inks: inks, isDashedLine: mixed.map { _ in false }, scale: 3)
        == Array(rings[0].indices))
  }

  /// `rules/stamp-card-slots-3x`: three empty stamp slots on a loyalty card, circles bordered
  /// with #d9b08c dashes on #8a5a34 (2.9:1). The arcs at their tops and bottoms chained into
  /// short "words" that failed as text; they are an outline's pieces. The card's title is
  /// still found, and passes.
  @Test func dashedCirclesOnACardAreNoText() throws {
    let file = "Screenshots/rules/stamp-card-slots-3x.png"
    let decoded = try PNGDecoder.decode([UInt8](Fixtures.data(file)), source: file)
    let findings = ScreenshotScanner.scan(decoded.image, options: .test(scale: 3))
    #expect(
      !findings.contains { $0.bbox.y > 110 && $0.bbox.x > 230 },
      "\(findings.map { ($0.bbox, $0.reason) })")
    let title = findings.first { $0.bbox.y < 110 && $0.bbox.width > 200 }
    #expect(title?.status == .pass)
  }
}
