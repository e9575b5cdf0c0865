#!/usr/bin/env bash
# Runs the C yardstick and Legible's contrast benchmarks back to back, three rounds, so both are
# measured under the same conditions. Needs gcc.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product legible-bench >/dev/null
out=$(mktemp -d)
gcc -O3 -march=native -ffast-math Benchmarks/baseline/contrast.c -o "$out/contrast-c" -lm
for round in 1 2 3; do
  "$out/contrast-c"
  .build/release/legible-bench contrast
done
