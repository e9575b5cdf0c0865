import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// Components from raw buffers equal those of the plain ``InkComponent/reference(_:height:)``
/// on real screenshots (photos, gradients and text at several scales) and on edge cases.
@Suite struct InkComponentTests {
  @Test(arguments: ColorEstimateTests.screenshots)
  func labelMatchesTheReference(file: String) throws {
    let decoded = try PNGDecoder.decode([UInt8](Fixtures.data(file)), source: file)
    let image = ScanImage(decoded.image, backdrop: ScanOptions().backdrop.withAlpha(1))
    let spans = ScreenshotScanner.Analysis(image, scale: 2).spans
    let fast = InkComponent.label(spans, height: image.height)
    #expect(fast == InkComponent.reference(spans, height: image.height))
    #expect(fast.count > 10)
  }

  @Test func labelOfNothingAndOfOneRow() {
    #expect(InkComponent.label(InkSpans(), height: 0).isEmpty)
    var spans = InkSpans()
    for (x0, x1) in [(0, 2), (3, 5), (9, 10)] {
      spans.y.append(0)
      spans.x0.append(Int32(x0))
      spans.x1.append(Int32(x1))
      spans.leftColor.append(0)
      spans.rightColor.append(0)
      spans.leftRegion.append(-1)
      spans.rightRegion.append(-1)
    }
    spans.rowStart = [0, 3]
    let components = InkComponent.label(spans, height: 1)
    #expect(components == InkComponent.reference(spans, height: 1))
    #expect(components.map(\.spans) == [[0], [1], [2]])
  }

  /// Ink spans with every row's stretches given, rows from 0, on one surface.
  static func spans(_ rows: [[(Int, Int)]]) -> InkSpans {
    var spans = InkSpans()
    for (y, row) in rows.enumerated() {
      for (x0, x1) in row {
        spans.y.append(Int32(y))
        spans.x0.append(Int32(x0))
        spans.x1.append(Int32(x1))
        spans.leftColor.append(0x2a_22_1e)
        spans.rightColor.append(0x2a_22_1e)
        spans.leftRegion.append(0)
        spans.rightRegion.append(0)
      }
      spans.rowStart.append(spans.count)
    }
    return spans
  }

  /// A solid bar 91×9 px is a bar; a word of light 1x letters on dark as long and thin, filling
  /// as much of its box (its anti-aliased edges spread), has a dozen stretches on most rows.
  @Test func aThickBarIsOneStretchARow() {
    let bar = Self.spans(Array(repeating: [(0, 91)], count: 9))
    let solid = InkComponent.label(bar, height: 9)
    #expect(solid.count == 1)
    #expect(ComponentShape.classify(solid[0], spans: bar, maxGlyph: 100) == .bar)
    let letters = (0..<12).map { (7 * $0 + 1, 7 * $0 + 7) } + [(85, 91)]
    let rows = (0..<9).map { $0 == 5 ? [(0, 91)] : letters }
    let word = Self.spans(rows)
    let touching = InkComponent.label(word, height: 9)
    #expect(touching.count == 1)
    #expect(Double(touching[0].pixelCount) >= 0.6 * Double(touching[0].bbox.area))
    #expect(ComponentShape.classify(touching[0], spans: word, maxGlyph: 100) == .glyph)
  }
}
