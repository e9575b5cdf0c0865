import LegibleColor
import Testing

/// The SIMD kernels against the `Double` reference path (``WCAG2``, ``APCA``).
@Suite struct ContrastBatchTests {
  /// A small deterministic generator (SplitMix64) so failures reproduce.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func randomColors(_ count: Int, seed: UInt64) -> [RGB8] {
    var generator = SplitMix64(state: seed)
    return (0..<count).map { _ in
      RGB8(
        red: .random(in: 0...255, using: &generator),
        green: .random(in: 0...255, using: &generator),
        blue: .random(in: 0...255, using: &generator))
    }
  }

  /// Checks agreement pair by pair; returns the number of disagreements.
  static func disagreements(
    _ foregrounds: [RGB8], _ backgrounds: [RGB8], ratios: [Float], lc: [Float]
  ) -> Int {
    var failures = 0
    for index in foregrounds.indices {
      let text = foregrounds[index].srgb
      let background = backgrounds[index].srgb
      let ratio = WCAG2.contrastRatio(between: text, and: background)
      let apca = APCA.lightnessContrast(text: text, background: background)
      let ratioOK = abs(Double(ratios[index]) - ratio) <= 1e-5
      let lcOK = abs(Double(lc[index]) - apca) <= 1e-3
      // Verdicts at APCA's clip never differ: zero in one path means zero in the other.
      let clipOK = (lc[index] == 0) == (apca == 0)
      if !(ratioOK && lcOK && clipOK) {
        failures += 1
        if failures <= 5 {
          Issue.record(
            "\(text.hexString) on \(background.hexString): batch \(ratios[index]) / \(lc[index]), reference \(ratio) / \(apca)"
          )
        }
      }
    }
    return failures
  }

  @Test func everyGreyAgainstBlackAndWhite() {
    var foregrounds: [RGB8] = []
    var backgrounds: [RGB8] = []
    for value in 0...255 {
      let grey = RGB8(red: UInt8(value), green: UInt8(value), blue: UInt8(value))
      for other in [RGB8(red: 0, green: 0, blue: 0), RGB8(red: 255, green: 255, blue: 255)] {
        foregrounds += [grey, other]
        backgrounds += [other, grey]
      }
    }
    let result = ContrastBatch.measure(foregrounds: foregrounds, backgrounds: backgrounds)
    #expect(
      Self.disagreements(foregrounds, backgrounds, ratios: result.wcagRatios, lc: result.apcaLc)
        == 0)
  }

  @Test func hundredThousandRandomPairs() {
    let foregrounds = Self.randomColors(100_000, seed: 1)
    let backgrounds = Self.randomColors(100_000, seed: 2)
    let result = ContrastBatch.measure(foregrounds: foregrounds, backgrounds: backgrounds)
    #expect(
      Self.disagreements(foregrounds, backgrounds, ratios: result.wcagRatios, lc: result.apcaLc)
        == 0)
  }

  /// Pairs straddling APCA's low-contrast clip: near-identical colours, where |SAPC| ≈ 0.1.
  @Test func pairsNearTheClip() {
    var foregrounds: [RGB8] = []
    var backgrounds: [RGB8] = []
    for value in 0...255 {
      for delta in -40...40 where (0...255).contains(value + delta) {
        foregrounds.append(RGB8(red: UInt8(value), green: UInt8(value), blue: UInt8(value)))
        let other = UInt8(value + delta)
        backgrounds.append(RGB8(red: other, green: other, blue: other))
      }
    }
    let result = ContrastBatch.measure(foregrounds: foregrounds, backgrounds: backgrounds)
    #expect(
      Self.disagreements(foregrounds, backgrounds, ratios: result.wcagRatios, lc: result.apcaLc)
        == 0)
  }

  @Test func matrixMatchesReference() {
    let colors = Self.randomColors(203, seed: 3)  // not a multiple of 8: exercises the tail
    let matrix = ContrastMatrix(colors: colors)
    let result = matrix.measureAll()
    var foregrounds: [RGB8] = []
    var backgrounds: [RGB8] = []
    for text in colors {
      for background in colors {
        foregrounds.append(text)
        backgrounds.append(background)
      }
    }
    #expect(
      Self.disagreements(foregrounds, backgrounds, ratios: result.wcagRatios, lc: result.apcaLc)
        == 0)
  }

  @Test func emptyAndShortInputs() {
    #expect(ContrastBatch.measure(foregrounds: [], backgrounds: []).wcagRatios.isEmpty)
    let one = ContrastBatch.measure(
      foregrounds: [RGB8(red: 0, green: 0, blue: 0)],
      backgrounds: [RGB8(red: 255, green: 255, blue: 255)])
    #expect(one.wcagRatios == [21])
    #expect(ContrastMatrix(colors: []).measureAll().apcaLc.isEmpty)
  }
}
