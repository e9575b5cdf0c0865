import LegibleReporting
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// Annotation labels print the numbers the text report prints: the same ratio for every value
/// and threshold, and the same Lc.
@Suite struct LabelRoundingTests {
  @Test func labelsRoundAsTheTextReport() {
    var random = SplitMix64(seed: 11)
    let thresholds: [Double?] = [nil, 3, 4.5, 7]
    for _ in 0..<20_000 {
      // Ratios from 1 to 21, many near the thresholds' rounding edges.
      let base = 1 + Double(random.next() % 20_000_000) / 1_000_000
      let value = (random.next() % 4 == 0) ? (base * 100).rounded() / 100 - 0.00001 : base
      let threshold = thresholds[Int(random.next() % 4)]
      #expect(
        ContrastLabel.ratio(value, threshold: threshold)
          == NumberFormatting.ratio(value, threshold: threshold),
        "\(value) \(String(describing: threshold))")
      let lc = (Double(random.next() % 2_160_000) / 10_000) - 108
      #expect(ContrastLabel.lc(lc) == NumberFormatting.lc(lc), "\(lc)")
    }
  }
}
