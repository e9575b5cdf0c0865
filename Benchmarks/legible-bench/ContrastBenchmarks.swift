import LegibleColor

/// Contrast kernels: the `Double` scalar path, the SIMD batch kernel, and the palette matrix.
enum ContrastBenchmarks {
  static let pairCount = 10_000_000
  static let matrixSize = 2_000

  static let all: [Benchmark] = [
    Benchmark(name: "contrast.scalar") { scalar() },
    Benchmark(name: "contrast.batch") { batch() },
    Benchmark(name: "contrast.matrix") { matrix() },
  ]

  /// The same xorshift32 sequence as `Benchmarks/baseline/contrast.c`, so both measure the same
  /// pairs.
  static func randomColors(_ count: Int, seed: UInt32) -> [RGB8] {
    var state = seed
    return (0..<count).map { _ in
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return RGB8(
        red: UInt8(truncatingIfNeeded: state), green: UInt8(truncatingIfNeeded: state >> 8),
        blue: UInt8(truncatingIfNeeded: state >> 16))
    }
  }

  static let foregrounds = randomColors(pairCount, seed: 2_463_534_242)
  static let backgrounds = randomColors(pairCount, seed: 88_675_123)

  static func scalar() {
    let count = pairCount / 10  // the Double path is slow; a tenth of the pairs is plenty
    var checksum = 0.0
    let seconds = medianSeconds(runs: 3) {
      checksum = 0
      for index in 0..<count {
        let text = foregrounds[index].srgb
        let background = backgrounds[index].srgb
        checksum += WCAG2.contrastRatio(between: text, and: background)
        checksum += APCA.lightnessContrast(text: text, background: background)
      }
    }
    report(
      "contrast.scalar", unit: "pairs/s", value: Double(count) / seconds,
      extra: [("checksum", String(checksum))])
  }

  static func batch() {
    var ratios = [Float](repeating: 0, count: pairCount)
    var lc = [Float](repeating: 0, count: pairCount)
    let seconds = medianSeconds(runs: 5) {
      foregrounds.withUnsafeBufferPointer { fg in
        backgrounds.withUnsafeBufferPointer { bg in
          ratios.withUnsafeMutableBufferPointer { r in
            lc.withUnsafeMutableBufferPointer { l in
              ContrastBatch.measure(foregrounds: fg, backgrounds: bg, wcagRatios: r, apcaLc: l)
            }
          }
        }
      }
    }
    report(
      "contrast.batch", unit: "pairs/s", value: Double(pairCount) / seconds,
      extra: [("checksum", String(checksum(ratios, lc)))])
  }

  static func matrix() {
    let colors = Array(foregrounds.prefix(matrixSize))
    var result: (wcagRatios: [Float], apcaLc: [Float]) = ([], [])
    let seconds = medianSeconds(runs: 5) {
      result = ContrastMatrix(colors: colors).measureAll()
    }
    report(
      "contrast.matrix", unit: "pairs/s", value: Double(matrixSize * matrixSize) / seconds,
      extra: [("checksum", String(checksum(result.wcagRatios, result.apcaLc)))])
  }

  static func checksum(_ ratios: [Float], _ lc: [Float]) -> Double {
    var sum = 0.0
    for index in ratios.indices { sum += Double(ratios[index]) + Double(lc[index]) }
    return sum
  }
}
