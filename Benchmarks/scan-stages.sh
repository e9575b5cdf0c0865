#!/usr/bin/env bash
# Where the time of a whole `legible scan --jobs 1` goes, stage by stage: samples CPU time with
# `perf record` over a folder of 1170×2532 screenshots and groups the functions by the stage they
# belong to (decode, inflate, colour conversion, each scanner pass, reporting). Needs perf.
#
#   Benchmarks/scan-stages.sh [FOLDER]        LEGIBLE=path/to/legible to profile another build
#
# Without FOLDER, a temporary folder gets 20 copies of Fixtures/Screenshots/bench/phone-1170x2532.png.
# Figures are self time (a function's own samples, not its callees'); Swift runtime functions
# (retain/release, generic sorting and hashing not specialised into the caller) are listed apart.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
folder=${1:-}
if [ -z "$folder" ]; then
  folder="$work/screens"
  mkdir -p "$folder"
  for i in $(seq -w 1 20); do
    cp Fixtures/Screenshots/bench/phone-1170x2532.png "$folder/phone-$i.png"
  done
fi
legible=${LEGIBLE:-}
if [ -z "$legible" ]; then
  swift build -c release --product legible >/dev/null
  legible=.build/release/legible
fi
count=$(find "$folder" -name '*.png' -type f | wc -l)
# User CPU time of one run, unaffected by other processes waiting for the CPU.
/usr/bin/time -f '%U' -o "$work/user" "$legible" scan --jobs 1 --format json "$folder" \
  >/dev/null || true
perf record -q -F 4000 -o "$work/perf.data" "$legible" scan --jobs 1 --format json "$folder" \
  >/dev/null 2>&1 || true
perf report -i "$work/perf.data" --no-children --sort dso,sym -g none --stdio \
  --percent-limit 0 2>/dev/null >"$work/report.txt"
python3 - "$work/report.txt" "$(tail -1 "$work/user")" "$count" <<'PY'
import re, sys
report, user, count = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
# First match wins: mangled Swift names carry the type (and a specialised sort its caller).
stages = [
    ("inflate (zlib; with its Adler-32 where zlib checks it)", r"^libz\."),
    ("inflate and CRC-32 (libdeflate, where installed)", r"^libdeflate\."),
    ("PNG filters, Adler-32, RGBA (PNGRowFilter, Adler32, PNGPlainDecoder)",
     r"PNGRowFilter|PNGPlainDecoder|Adler32"),
    ("libpng (other PNGs)", r"^libpng"),
    ("PNG chunks, CRC, file reading", r"PNGChunkLayout|PNGCRC32|PNGHeader|PNGFile|PNGDecoder|PNGImageData|InputFile"),
    ("colour conversion", r"RGBColorConversion|ColorMatrix|TransferCurve|ICCProfile|ScanImageV.*backdrop"),
    ("picture regions (ImageRegions, TileShading, PictureText, PictureStrokes, picture rules)",
     r"ImageRegions|TileShading|PictureText|PictureStrokes|PictureTileRule|InsideOutRule|ImageContentRule|SolidStrokeRule|SolidBlockRule|FaintTextureRule|CroppedContentRule"),
    ("control boundaries", r"ControlBoundar|ControlShape"),
    ("modal scrim", r"ModalScrim|InactiveContentRule"),
    ("links", r"LinkDistinctRule|LinkFinding"),
    ("size audit (SizeAudit, ClearSpace)", r"SizeAudit|ClearSpace|SizeEstimate|TextSizeRule|ThinTextRule|TargetSizeRule|InkMetrics"),
    ("line pieces", r"LinePieces"),
    ("row pass (BackgroundRuns)", r"BackgroundRuns"),
    ("flat regions", r"FlatRegions|UnionFind"),
    ("ink spans and components", r"InkSpans|InkComponent|BusyTiles|ComponentShape|GlyphMask|GlyphKindRule"),
    ("glyph colours (ColorEstimate)", r"ColorEstimate|OrderStatistic|GlyphCandidate|BranchFree|PackedColor"),
    ("text lines", r"TextLines"),
    ("judging and suggestions (ScreenshotScanner)", r"ScreenshotScanner|ScanJudgement|ScanFinding|ScanTrace|^LegibleColor"),
    ("report and command line", r"^LegibleReporting|^LegibleCLI|^LegibleFiles|^LegiblePalettes|Foundation"),
    ("Swift runtime (retain/release, generic code)", r"^libswift"),
    ("C library (memcpy, malloc)", r"^libc\.|^libm\.|^ld-linux"),
    ("kernel (page faults, reading files)", r"kernel"),
]
totals = {name: 0.0 for name, _ in stages}
other = 0.0


def primary_type(symbol):
    """The first type a Swift symbol names in a Legible module (a specialised sort names its
    caller first), as `Module.Type`: identifiers are mangled as their length, then the text."""
    for m in re.finditer(r"(\d+)(Legible[A-Za-z]+)", symbol):
        length, rest = int(m.group(1)), m.group(2)
        if length > len(rest):
            continue
        module = rest[:length]
        tail = symbol[m.start(2) + length:]
        t = re.match(r"(\d+)", tail)
        if t:
            n = int(t.group(1))
            return module + "." + tail[len(t.group(1)):len(t.group(1)) + n]
        return module
    return None


for line in open(report):
    m = re.match(r"\s+([0-9.]+)%\s+(\S+)\s+\[[.k]\]\s+(.*)", line)
    if not m:
        continue
    share, dso, symbol = float(m.group(1)), m.group(2), m.group(3)
    named = primary_type(symbol) if symbol.startswith("$s") else None
    text = named if named else dso
    for name, pattern in stages:
        if re.search(pattern, text):
            totals[name] += share
            break
    else:
        other += share
print(f"user CPU {user:.2f} s for {count} images ({1000 * user / count:.1f} ms an image)")
print(f"{'stage':70} {'share':>7} {'ms/image':>9}")
for name, _ in stages:
    print(f"{name:70} {totals[name]:6.1f}% {totals[name] / 100 * 1000 * user / count:9.2f}")
print(f"{'other legible code':70} {other:6.1f}% {other / 100 * 1000 * user / count:9.2f}")
PY
