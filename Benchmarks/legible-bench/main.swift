// Legible's benchmarks: `swift run -c release legible-bench [PREFIX]`.
// Prints one JSON object per line: {"benchmark": NAME, "unit": UNIT, "value": N, ...}.
let arguments = Array(CommandLine.arguments.dropFirst())
let prefix = arguments.first ?? ""
for benchmark in Benchmark.all where benchmark.name.hasPrefix(prefix) {
  benchmark.run()
}
