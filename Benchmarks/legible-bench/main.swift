print("bench")
if CommandLine.arguments.contains("scan") { ScanBenchmark.run() }
if CommandLine.arguments.contains("scan-dump") { ScanBenchmark.dump() }
