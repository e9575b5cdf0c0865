import LegibleColor
import Testing

@testable import LegibleImaging

@Suite struct ScanColorTests {
  /// #767676 on white is 4.54:1 (WebAIM's classic "lightest grey that passes"); an average of
  /// ink pixels would read ≈ 3.1.
  @Test(arguments: [3.0, 3.5, 4.0])
  func greyOnWhiteMeasuresTheStrokeColour(cell: Double) throws {
    var canvas = ScanTestCanvas(width: 400, height: 120, background: "#ffffff")
    canvas.text("HELLO WORLD", x: 20.3, y: 30.6, cell: cell, color: "#767676")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(findings.count == 1)
    let f = try #require(findings.first)
    #expect(f.kind == .text)
    #expect(f.foreground.opaqueHexString == "#767676")
    #expect(f.background.opaqueHexString == "#ffffff")
    #expect(abs(f.wcagRatio - 4.54) < 0.05)
    #expect(!f.isLowerBound)
    #expect(f.status == .pass)
    #expect(f.apcaLc > 0)
  }

  /// Two-pixel stems at a third of a pixel's phase fully cover one pixel per row (0.7, 1, 0.3):
  /// partly covered pixels on both sides prove the middle one full, so the colour is measured.
  @Test func twoPixelStemsAreMeasured() throws {
    var canvas = ScanTestCanvas(width: 400, height: 120, background: "#ffffff")
    canvas.text("HELLO WORLD", x: 20.3, y: 30.6, cell: 2, color: "#767676")
    let f = try #require(ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)).first)
    #expect(!f.isLowerBound)
    #expect(!f.flags.contains(.thinStroke))
    #expect(f.status == .pass)
    #expect(abs(f.wcagRatio - 4.54) < 0.05)
  }

  /// A one-pixel stem of uniform colour is not a plateau of full coverage: thin fonts draw
  /// exactly that at partial coverage. #555555 at half coverage reads #aaaaaa (2.3:1); the finding
  /// is a lower bound and a review, never a confident fail.
  @Test func thinStrokesAreALowerBoundForReview() throws {
    var canvas = ScanTestCanvas(width: 200, height: 60, background: "#ffffff")
    var coverage = [Double](repeating: 0, count: canvas.width * canvas.height)
    for (i, character) in "MENU".enumerated() {
      for (r, bits) in BitmapFont.rows(of: character)!.enumerated() {
        for col in 0..<5 where bits & (1 << (4 - col)) != 0 {
          // One-pixel cells, glyphs 9 px apart, half covered.
          coverage[(20 + r) * canvas.width + 20 + i * 9 + col] = 0.5
        }
      }
    }
    canvas.blend(coverage: coverage, color: ScanTestCanvas.color("#555555"))
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 1))
    let f = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(f.kind == .text)
    #expect(f.isLowerBound)
    #expect(f.status == .review)
    #expect(abs(f.wcagRatio - 2.35) < 0.1)
  }

  @Test func lighterGreyFails() throws {
    var canvas = ScanTestCanvas(width: 400, height: 120, background: "#ffffff")
    canvas.text("SIGN IN", x: 20.5, y: 30.25, cell: 3, color: "#999999")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let f = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(f.status == .fail)
    #expect(f.foreground.opaqueHexString == "#999999")
    #expect(abs(f.wcagRatio - 2.85) < 0.05)
    #expect(f.required == 4.5)
  }

  @Test func darkModeLightOnDarkHasNegativeLc() throws {
    var canvas = ScanTestCanvas(width: 400, height: 120, background: "#1c1c1e")
    canvas.text("SETTINGS", x: 20.5, y: 30.5, cell: 3, color: "#8e8e93")
    let f = try #require(ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)).first)
    #expect(f.foreground.opaqueHexString == "#8e8e93")
    #expect(f.background.opaqueHexString == "#1c1c1e")
    let expected = WCAG2.contrastRatio(between: SRGB(hex: "#8e8e93")!, and: SRGB(hex: "#1c1c1e")!)
    #expect(abs(f.wcagRatio - expected) < 0.05)
    #expect(f.apcaLc < 0)
  }
}

extension ScanColorTests {
  /// Selection finds the same order statistic as a full sort, for every position, over random
  /// values with and without repeats.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func orderStatisticMatchesSorting(seed: UInt64) {
    var state = seed
    for count in [1, 2, 3, 5, 6, 16, 17, 61, 256] {
      for levels in [2, 7, 1000] {
        var values: [Float] = []
        for _ in 0..<count {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          values.append(Float((state >> 33) % UInt64(levels)) / 4)
        }
        for k in 0..<count {
          var copy = values
          let fast = copy.withUnsafeMutableBufferPointer {
            OrderStatistic.select(k, in: $0.baseAddress!, count: count)
          }
          #expect(fast == OrderStatistic.reference(k, in: values), "k \(k) of \(count)")
          var counted = values
          let value = counted.withUnsafeMutableBufferPointer {
            OrderStatistic.value(k, in: $0.baseAddress!, count: count)
          }
          #expect(value == fast, "k \(k) of \(count) by counting")
          // The buffer is partitioned around position k.
          #expect(copy[..<k].allSatisfy { $0 <= fast } && copy[k...].allSatisfy { $0 >= fast })
          var paired = values
          var spare = [Float](repeating: 0, count: count)
          let pair = paired.withUnsafeMutableBufferPointer { buffer in
            spare.withUnsafeMutableBufferPointer {
              OrderStatistic.selectPair(
                k, in: buffer.baseAddress!, spare: $0.baseAddress!, count: count)
            }
          }
          #expect(pair.value == fast, "k \(k) of \(count) by branch-free partitions")
          if k > 0 {
            #expect(pair.lower == OrderStatistic.reference(k - 1, in: values), "k \(k) lower")
          }
        }
      }
    }
  }
}

extension ScanColorTests {
  /// Selection with a comparator finds the pair a stable sort puts at each position, for
  /// (luminance, colour) pairs with repeats, and so does selecting ascending positions each
  /// among the pairs after the previous one (as the scan's background percentiles do).
  @Test(arguments: [UInt64(1), 2, 3])
  func comparatorSelectionMatchesSorting(seed: UInt64) {
    var state = seed
    for count in [1, 2, 3, 5, 16, 61, 256, 1000] {
      for levels in [2, 7, 300] {
        var pairs: [(Double, UInt32)] = []
        for _ in 0..<count {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          let c = UInt32((state >> 33) % UInt64(levels))
          pairs.append((PackedColor.luminance(c &* 0x010101), c))
        }
        let sorted = pairs.sorted { $0 < $1 }
        for k in 0..<count {
          var copy = pairs
          let fast = copy.withUnsafeMutableBufferPointer { OrderStatistic.select(k, in: $0, by: <) }
          #expect(fast == sorted[k], "k \(k) of \(count)")
        }
        var copy = pairs
        copy.withUnsafeMutableBufferPointer { buffer in
          var start = 0
          for p in [0.05, 0.1, 0.5, 0.9, 0.95] {
            let k = min(count - 1, Int(Double(count) * p))
            guard k >= start else { continue }
            let fast = OrderStatistic.select(
              k - start, in: UnsafeMutableBufferPointer(rebasing: buffer[start...]), by: <)
            #expect(fast == sorted[k], "p \(p) of \(count)")
            start = k + 1
          }
        }
      }
    }
  }
}

extension ScanColorTests {
  /// Edge backgrounds: per-channel medians by selection equal those by sorting.
  @Test func edgeMedianMatchesSorting() {
    var state: UInt64 = 9
    for count in [1, 2, 3, 4, 9, 40] {
      for _ in 0..<20 {
        var colors: [UInt32] = []
        for _ in 0..<count {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          colors.append(UInt32(truncatingIfNeeded: state >> 30) & 0x00F0_80FF)
        }
        #expect(GlyphCandidate.median(colors) == GlyphCandidate.referenceMedian(colors))
      }
    }
    #expect(GlyphCandidate.median([]) == nil)
  }
}
