/// A named measurement that prints its own JSON line(s).
struct Benchmark: Sendable {
  let name: String
  let run: @Sendable () -> Void

  static let all: [Benchmark] =
    ContrastBenchmarks.all + ScanBenchmarks.all + SimulationBenchmarks.all
}

/// Times `body` `runs` times and returns the median duration in seconds.
func medianSeconds(runs: Int, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<runs {
    let elapsed = clock.measure(body)
    samples.append(
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Prints a result line: `{"benchmark": …, "unit": …, "value": …}` plus extra fields.
func report(_ name: String, unit: String, value: Double, extra: [(String, String)] = []) {
  var line = "{\"benchmark\": \"\(name)\", \"unit\": \"\(unit)\", \"value\": \(rounded(value))"
  for (key, text) in extra { line += ", \"\(key)\": \(text)" }
  print(line + "}")
}

func rounded(_ value: Double) -> String {
  value >= 1000 ? String(Int(value.rounded())) : String((value * 1000).rounded() / 1000)
}

/// Keeps a value alive so the optimiser cannot delete the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
