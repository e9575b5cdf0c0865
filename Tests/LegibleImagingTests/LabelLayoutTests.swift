import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// Annotation labels never overlap one another or the legend, stay inside the image, and say
/// the deciding metric with its unit.
@Suite struct LabelLayoutTests {
  static func overlaps(_ rects: [PixelRect]) -> [(PixelRect, PixelRect)] {
    var found: [(PixelRect, PixelRect)] = []
    for i in rects.indices {
      for j in rects.indices where j > i && !rects[i].intersection(rects[j]).isEmpty {
        found.append((rects[i], rects[j]))
      }
    }
    return found
  }

  /// Random crowded boxes (a few hundred on a small image): every label placed is inside the
  /// image, clear of the reserved area and of every other label; most still find a place.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func crowdedLabelsNeverOverlap(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let bounds = PixelRect(x: 0, y: 0, width: 640, height: 800)
    let legend = PixelRect(x: 540, y: 740, width: 100, height: 60)
    let requests = (0..<150).map { _ in
      LabelLayout.Request(
        box: PixelRect(
          x: Int(random.next() % 600), y: Int(random.next() % 760),
          width: 8 + Int(random.next() % 60), height: 8 + Int(random.next() % 30))
      ) { scale in ScanAnnotator.labelSize("✗ 1.23:1", scale: scale) }
    }
    let placements = LabelLayout(bounds: bounds, scale: 3, reserved: [legend]).place(requests)
    #expect(placements.count == requests.count)
    let rects = placements.compactMap { $0?.rect }
    #expect(Self.overlaps(rects + [legend]).isEmpty)
    for rect in rects {
      #expect(rect.x >= 0 && rect.y >= 0 && rect.maxX <= bounds.maxX && rect.maxY <= bounds.maxY)
    }
    #expect(rects.count >= 75, "\(rects.count) of 150 placed")
    // A label that touches its box needs no leader; one placed away from it does.
    for (request, placement) in zip(requests, placements) {
      guard let placement, !placement.needsLeader else { continue }
      let grown = PixelRect(
        x: request.box.x - 1, y: request.box.y - 1, width: request.box.width + 2,
        height: request.box.height + 2)
      #expect(!grown.intersection(placement.rect).isEmpty)
    }
  }

  /// Two findings side by side: the second label does not cover the first, and both stay at
  /// full size beside their boxes.
  @Test func neighboursGetTheirOwnPlaces() {
    let bounds = PixelRect(x: 0, y: 0, width: 400, height: 200)
    let size: (Int) -> (width: Int, height: Int) = {
      ScanAnnotator.labelSize("✗ 2.90:1", scale: $0)
    }
    let requests = [
      LabelLayout.Request(box: PixelRect(x: 50, y: 80, width: 40, height: 20), size: size),
      LabelLayout.Request(box: PixelRect(x: 70, y: 80, width: 40, height: 20), size: size),
    ]
    let placements = LabelLayout(bounds: bounds, scale: 2).place(requests).compactMap { $0 }
    #expect(placements.count == 2)
    #expect(Self.overlaps(placements.map(\.rect)).isEmpty)
    #expect(placements.allSatisfy { $0.scale == 2 })
  }

  /// On a crowded screen (a grid of icons, every finding listed, passes too), the annotator's
  /// plan has no two labels overlapping and none over the legend.
  @Test func crowdedScreenshotPlanHasNoOverlaps() throws {
    let decoded = try PNGDecoder.decode(
      contentsOf: Fixtures.url("Screenshots/synthetic/icons-3x.png").path)
    var options = ScanOptions()
    options.includesPasses = true
    let result = ScreenshotScanner.scanResult(decoded.image, options: options)
    #expect(result.findings.count > 40)
    let plan = ScanAnnotator.layout(
      width: decoded.image.width, height: decoded.image.height, findings: result.findings,
      includePasses: true, scale: result.scale)
    let labels = plan.marks.compactMap { $0.label?.rect }
    let legend = try #require(plan.legend)
    #expect(Self.overlaps(labels + [legend]).isEmpty)
    // Labels stop at a quarter of the image; before that, most boxes get theirs.
    let area = labels.reduce(0) { $0 + $1.area }
    #expect(area <= decoded.image.width * decoded.image.height / 4 + labels.map(\.area).max()!)
    #expect(labels.count * 2 >= plan.marks.count, "\(labels.count) of \(plan.marks.count)")
    #expect(plan.legendStatuses == [.fail, .review, .pass])
  }

  /// Label sizes follow the image scale: one glyph cell per point, at least 2 px.
  @Test(arguments: [(1.0, 2), (2.0, 2), (3.0, 3), (4.0, 4)] as [(Double, Int)])
  func labelsScaleWithTheImage(scale: Double, cells: Int) throws {
    let finding = ScanFinding.sample(
      status: .fail, ratio: 2.899, box: PixelRect(x: 100, y: 200, width: 80, height: 30))
    let plan = ScanAnnotator.layout(
      width: 1200, height: 900, findings: [finding], includePasses: false, scale: scale)
    let label = try #require(plan.marks.first?.label)
    #expect(label.scale == cells)
    #expect(label.rect.height == 9 * cells)
    #expect(plan.thickness == max(2, Int(scale.rounded())))
  }

  /// The text: status mark, `≥` for lower bounds, the deciding metric with its unit, rounded
  /// as the text report rounds (2.899 reads 2.90:1, not 2.8).
  @Test func labelText() {
    #expect(ContrastLabel.text(for: .sample(status: .fail, ratio: 2.899)) == "✗ 2.90:1")
    #expect(
      ContrastLabel.text(for: .sample(status: .review, ratio: 3.694, lowerBound: true))
        == "? ≥ 3.69:1")
    #expect(ContrastLabel.text(for: .sample(status: .pass, ratio: 5.38)) == "✓ 5.38:1")
    #expect(
      ContrastLabel.text(for: .sample(status: .fail, ratio: 4.4999, required: 4.5))
        == "✗ 4.4999:1")
    let apca = ScanFinding.sample(status: .fail, ratio: 3.2, lc: -45.84, policy: "apca-bronze")
    #expect(ContrastLabel.text(for: apca) == "✗ Lc -45.8")
    for text in ["✗ 2.90:1", "? ≥ 3.69:1", "✓ 5.38:1", "✗ Lc -45.8", "✗ FAIL", "? REVIEW"] {
      #expect(text.allSatisfy { BitmapFont.rows(of: $0) != nil }, "\(text)")
    }
    // "Lc" keeps its lower-case c; other lower case falls back to capitals.
    #expect(BitmapFont.rows(of: "c") != BitmapFont.rows(of: "C"))
    #expect(BitmapFont.rows(of: "a") == BitmapFont.rows(of: "A"))
  }

  /// Label text is black or white, whichever contrasts more with the label's colour.
  @Test func labelInkContrasts() {
    #expect(ScanAnnotator.textColor(on: ScanAnnotator.failColor) == .white)
    #expect(ScanAnnotator.textColor(on: ScanAnnotator.reviewColor) == .black)
    for color in [ScanAnnotator.failColor, ScanAnnotator.reviewColor, ScanAnnotator.passColor] {
      #expect(WCAG2.contrastRatio(between: ScanAnnotator.textColor(on: color), and: color) >= 4.5)
    }
  }
}

extension ScanFinding {
  static func sample(
    status: Status, ratio: Double, lc: Double = 50, required: Double? = nil,
    lowerBound: Bool = false, policy: String? = "wcag2-aa",
    box: PixelRect = PixelRect(x: 10, y: 10, width: 40, height: 12)
  ) -> ScanFinding {
    ScanFinding(
      kind: .text, status: status, bbox: box, foreground: .black, background: .white,
      wcagRatio: ratio, wcagRatioRange: ratio...ratio, apcaLc: lc, required: required,
      textHeight: 12, fontSizeInPixels: 16, estimatedFontSize: nil, bold: false, confidence: 1,
      isLowerBound: lowerBound, reason: "", flags: [], verdicts: [], decidingPolicy: policy)
  }
}
