/// Screenshot decoding and scanning benchmarks (added with the scanner).
enum ScanBenchmarks {
  static let all: [Benchmark] = []
}
