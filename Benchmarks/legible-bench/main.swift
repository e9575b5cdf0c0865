print("bench")
if CommandLine.arguments.contains("scan") { ScanBenchmark.run() }
