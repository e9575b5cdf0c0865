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
}
