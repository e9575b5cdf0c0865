import Foundation
import LegibleColor
import LegibleImaging

/// Colour vision deficiency simulation of a decoded 1170×2532 phone screenshot (the work
/// `legible simulate` does per type, without PNG decoding and encoding), and of the same size of
/// random noise, the worst case, where no pixel repeats its neighbour.
enum SimulationBenchmarks {
  static let all: [Benchmark] = [
    Benchmark(name: "simulate.phone") { phone() },
    Benchmark(name: "simulate.noise") { noise() },
  ]

  static func phone() {
    let path = ScanBenchmarks.benchFolder.appendingPathComponent("phone-1170x2532.png").path
    guard let decoded = try? PNGDecoder.decode(contentsOf: path) else {
      print("{\"benchmark\": \"simulate.phone\", \"error\": \"cannot decode \(path)\"}")
      return
    }
    measure("simulate.phone", decoded.image.pixels)
  }

  static func noise() {
    var state: UInt32 = 2_463_534_242
    let pixels = (0..<(1170 * 2532 * 4)).map { _ -> UInt8 in
      // xorshift32 (Marsaglia 2003).
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return UInt8(truncatingIfNeeded: state)
    }
    measure("simulate.noise", pixels)
  }

  static func measure(_ name: String, _ pixels: [UInt8]) {
    for deficiency in ColorVisionDeficiency.allCases {
      let simulation = ColorVisionSimulation(deficiency)
      var checksum = 0
      var cpuSamples: [Double] = []
      let seconds = medianSeconds(runs: 21) {
        let start = threadCPUSeconds()
        let out = simulation.simulatedRGBA8(pixels)
        cpuSamples.append(threadCPUSeconds() - start)
        checksum = Int(out[out.count / 2]) + Int(out[out.count / 3])
        blackHole(out)
      }
      cpuSamples.sort()
      report(
        "\(name).\(deficiency.rawValue)", unit: "ms/image", value: seconds * 1000,
        extra: [
          ("cpuMs", rounded(cpuSamples[cpuSamples.count / 2] * 1000)),
          ("pixels", String(pixels.count / 4)), ("checksum", String(checksum)),
        ])
    }
  }

  /// CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`), which other processes on a busy
  /// machine do not inflate as they do wall time.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}
