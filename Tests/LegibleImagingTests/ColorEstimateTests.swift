import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// The optimised `ColorEstimate` gives exactly the estimates of the plain
/// ``ColorEstimate/reference(spans:indices:background:image:detailed:)``, on real screenshots:
/// every ink component (whole and on every other and every third row, as glyph-level estimates
/// sample them) and every chained group, with and without details, small groups and large; and
/// so do the glyph-level bracket mode and edge backgrounds, all in one reused workspace.
@Suite struct ColorEstimateTests {
  static let screenshots = [
    "Screenshots/browser/page-hero.png", "Screenshots/browser/page-dark.png",
    "Screenshots/synthetic/settings-light-1x-lcd.png", "Screenshots/synthetic/photos-2x.png",
    "Screenshots/synthetic/gradients-radial-2x.png", "Screenshots/synthetic/thin-fonts-3x.png",
    "Screenshots/synthetic/links-dark-2x.png", "Screenshots/bench/phone-1170x2532.png",
  ]

  @Test(arguments: screenshots) func matchesTheReference(file: String) throws {
    let decoded = try PNGDecoder.decode([UInt8](Fixtures.data(file)), source: file)
    let image = ScanImage(decoded.image, backdrop: ScanOptions().backdrop.withAlpha(1))
    let analysis = ScreenshotScanner.Analysis(image, scale: 2)
    let spans = analysis.spans
    var groups = InkComponent.label(spans, height: image.height).map(\.spans)
    for group in analysis.groups {
      let members = group.members.map { analysis.glyphs[$0] }
      let box = members.map(\.bbox).reduce(members[0].bbox) { $0.union($1) }
      let merged = ScreenshotScanner.mergedSpans(members, box: box, spans: spans)
      // The scan's merge of the members' spans gives the sorted list.
      #expect(merged == ScreenshotScanner.referenceMergedSpans(members))
      groups.append(merged)
    }
    var compared = 0
    // One workspace for every call, as the glyph stage uses it: no leftovers of one call may
    // change the next.
    let workspace = ColorEstimate.Workspace()
    for indices in groups {
      guard let bg = ColorEstimate.backgroundMode(spans: spans, indices: indices) else { continue }
      let glyphLevel = ColorEstimate.dominantBackground(
        spans: spans, indices: indices, workspace: workspace)
      #expect(glyphLevel?.color == bg.color)
      #expect(glyphLevel?.uniformity == bg.uniformity)
      #expect(glyphLevel?.isExact == bg.isExact)
      for step in [1, 2, 3] {
        let sample = indices.filter { Int(spans.y[$0]) % step == 0 }
        for detailed in [false, true] {
          let fast = ColorEstimate(
            spans: spans, indices: sample, background: bg.color, image: image, detailed: detailed,
            workspace: workspace)
          let plain = ColorEstimate.reference(
            spans: spans, indices: sample, background: bg.color, image: image, detailed: detailed)
          #expect(fast == plain, "\(file): \(sample.count) spans, detailed \(detailed)")
          compared += 1
        }
      }
      let edges = GlyphCandidate.edgeBackgrounds(
        spans: spans, indices: indices, fallback: bg.color, workspace: workspace)
      let plainEdges = GlyphCandidate.referenceEdgeBackgrounds(
        spans: spans, indices: indices, fallback: bg.color)
      #expect(edges == plainEdges, "\(file): \(indices.count) spans")
    }
    #expect(compared > 100)
  }

  /// The lane-wise maxima equal the running maxima they replace, on whole-number values with
  /// ties, signed zeros and every count from 1 to 40 (every tail length).
  /// Brackets of the ink's own colour (within the same-surface tolerance) are no background;
  /// when every bracket is, all are kept.
  @Test func surfaceBracketsLeaveOutTheInksColour() {
    let ink = PackedColor.pack(r: 88, g: 93, b: 94)
    let white = PackedColor.pack(r: 255, g: 255, b: 255)
    let near = PackedColor.pack(r: 96, g: 100, b: 100)
    let apart = PackedColor.pack(r: 110, g: 93, b: 94)
    #expect(
      ColorEstimate.surfaceBrackets([white, ink, near, apart, white], ink: ink)
        == [white, apart, white])
    #expect(ColorEstimate.surfaceBrackets([ink, near], ink: ink) == [ink, near])
  }

  @Test func laneMaximaMatchRunningMaxima() {
    var generator = SplitMix64(seed: 7)
    for count in 1...40 {
      for _ in 0..<50 {
        let values = (0...count).map { _ in Float(Int(generator.next() % 41) - 20) * 0.5 }
        values.withUnsafeBufferPointer { p in
          var top = p[0]
          for i in 1..<count { top = p[i] > top ? p[i] : top }
          #expect(largest(p.baseAddress!, count) == top)
          var step: Float = 0
          for i in 0..<count { step = max(step, abs(p[i + 1] - p[i])) }
          #expect(largestStep(p.baseAddress!, count) == step)
        }
      }
    }
  }
}
