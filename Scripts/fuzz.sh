#!/usr/bin/env bash
# Builds the libFuzzer targets in Tests/Fuzz/ and runs each on its seed corpus in Fixtures/Fuzz/.
#
#   Scripts/fuzz.sh                      # every target, 600 s each
#   Scripts/fuzz.sh 60 FuzzCSS FuzzPNGScan   # two targets, 60 s each
#
# Needs only the Swift toolchain (libFuzzer and AddressSanitizer ship with it on Linux). New inputs
# libFuzzer finds go to out/fuzz/TARGET/ (ignored by git), crashes to out/fuzz/crashes/; the seed
# corpora are never written to. See CONTRIBUTING.md.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(FuzzColorParser FuzzPaletteJSON FuzzDesignTokens FuzzCSS FuzzConfiguration
    FuzzAssetCatalog FuzzPNGScan)
fi
declare -A seeds=(
  [FuzzColorParser]=color [FuzzPaletteJSON]=palette-json [FuzzDesignTokens]=design-tokens
  [FuzzCSS]=css [FuzzConfiguration]=configuration [FuzzAssetCatalog]=asset-catalog
  [FuzzPNGScan]=png
)

# SwiftPM links an executable's `main` to `<Module>_main`; each target defines that and calls
# libFuzzer's driver, so the runtime is linked without libFuzzer's own `main`.
runtime=$(dirname "$(dirname "$(command -v swift)")")/lib/clang
runtime=$(find "$runtime" -name 'libclang_rt.fuzzer_no_main-x86_64.a' -o \
  -name 'libclang_rt.fuzzer_no_main-aarch64.a' | head -1)
flags=(-c debug -Xswiftc -sanitize=address
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
  -Xswiftc -parse-as-library -Xlinker "$runtime" -Xlinker -lstdc++)

mkdir -p out/fuzz/crashes
for target in "${targets[@]}"; do
  swift build --package-path Tests/Fuzz "${flags[@]}" --product "$target" 2>&1 |
    grep -v 'Cannot export local symbol' | tail -1
  corpus="out/fuzz/$target"
  mkdir -p "$corpus"
  echo "== $target: ${seconds}s"
  Tests/Fuzz/.build/debug/"$target" "$corpus" "Fixtures/Fuzz/${seeds[$target]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=1048576 \
    -artifact_prefix=out/fuzz/crashes/"$target"- -print_final_stats=1 2>&1 |
    grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY|Done )' || true
done
