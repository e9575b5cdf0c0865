#!/usr/bin/env bash
# Whole-process scan timing, as a user experiences it: `legible scan --jobs 1` over a folder of
# 1170×2532 screenshots against libpng alone decoding the same files in one process
# (Benchmarks/baseline/decode.c), alternating, median of ROUNDS rounds. Needs gcc and libpng-dev.
#
#   Benchmarks/whole-process.sh [ROUNDS] [FOLDER]
#
# Without FOLDER, a temporary folder gets 20 copies of Fixtures/Screenshots/bench/phone-1170x2532.png.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
folder=${2:-}
if [ -z "$folder" ]; then
  folder="$work/screens"
  mkdir -p "$folder"
  for i in $(seq -w 1 20); do
    cp Fixtures/Screenshots/bench/phone-1170x2532.png "$folder/phone-$i.png"
  done
fi
swift build -c release --product legible >/dev/null
# shellcheck disable=SC2046
gcc -O2 Benchmarks/baseline/decode.c -o "$work/decode" $(pkg-config --cflags --libs libpng)
mapfile -t files < <(find "$folder" -name '*.png' -type f | sort)

now() { date +%s%N; }
decode=()
scan=()
for _ in $(seq "$rounds"); do
  t0=$(now)
  "$work/decode" "${files[@]}" >/dev/null
  t1=$(now)
  .build/release/legible scan --jobs 1 --format json "$folder" >/dev/null || [ $? -eq 1 ]
  t2=$(now)
  decode+=($(((t1 - t0) / 1000000)))
  scan+=($(((t2 - t1) / 1000000)))
done
median() { printf '%s\n' "$@" | sort -n | sed -n "$((($# + 1) / 2))p"; }
d=$(median "${decode[@]}")
s=$(median "${scan[@]}")
echo "files: ${#files[@]}  rounds: $rounds"
echo "libpng decode (one process): ${decode[*]} ms  median $d ms"
echo "legible scan --jobs 1:       ${scan[*]} ms  median $s ms"
awk -v s="$s" -v d="$d" 'BEGIN { printf "ratio scan/decode: %.3f\n", s / d }'
