#!/usr/bin/env python3
"""Count what the size rules (`text-size`, `thin-text`, `target-size`) report on the labelled
screenshot corpus, and check `text-size` against the true font sizes.

Python 3.9+, standard library only.

    swift build -c release --product legible
    python3 Scripts/evaluate-sizes.py                      # .build/release/legible, default sets
    python3 Scripts/evaluate-sizes.py --legible PATH --strict

Each set is scanned as `legible scan --all --format json --platform P [--strict-sizes] DIR`,
with no `--scale` (the scale comes from the PNG or is inferred, as for a user):
synthetic and imagery screens as `ios`, browser renderings as `web` and, to exercise
`text-size` on them (the web has no minimum text size), once more as `ios`.

Truth: the JSON beside each PNG lists its elements; text elements carry `cssPx`, their font
size in CSS px (= points). A size finding is matched to the text element whose box it overlaps
most (overlap ≥ half the smaller box, vertical IoU ≥ 0.5, as in evaluate-scan.py).

Reported per set:
  screens           PNGs scanned
  text-size/thin-text/target-size   findings per rule (fail + warning), and per screen
  tsFalse           text-size findings on text whose true size is at or above the threshold
                    (the minimum; the default with --strict): must be 0
  tsRecall          text elements truly below the minimum that got a text-size failure
  sizeErr           median and 90th percentile |estimated − true| / true font size over
                    text lines matched by a contrast finding (`fontSize` in the report)
  thin              thin-text findings on elements drawn in DejaVu Sans ExtraLight / on others
"""

from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# Apple HIG Typography: iOS minimum 11 pt, default 17 pt (see PlatformSizes.swift).
MINIMUM = {"ios": 11.0, "web": None}
DEFAULT = {"ios": 17.0, "web": 16.0}
SETS = [
    ("synthetic", "ios"),
    ("imagery", "ios"),
    ("browser", "web"),
    ("browser", "ios"),
]


def load_truth(folder):
    truth = {}
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        with open(path) as f:
            data = json.load(f)
        if isinstance(data, dict) and "elements" in data and "image" in data:
            truth[data["image"]] = data
    return truth


def box(b):
    return b["x"], b["y"], b["x"] + b["width"], b["y"] + b["height"]


def overlap(a, b):
    ax0, ay0, ax1, ay1 = box(a)
    bx0, by0, bx1, by1 = box(b)
    w = min(ax1, bx1) - max(ax0, bx0)
    h = min(ay1, by1) - max(ay0, by0)
    if w <= 0 or h <= 0:
        return 0.0, 0.0
    inter = w * h
    small = min(a["width"] * a["height"], b["width"] * b["height"])
    vunion = max(ay1, by1) - min(ay0, by0)
    return inter / max(1, small), h / max(1, vunion)


def match(finding_box, elements):
    best, best_score = None, 0.0
    for e in elements:
        o, v = overlap(finding_box, e["bbox"])
        if o >= 0.5 and v >= 0.5 and o * v > best_score:
            best, best_score = e, o * v
    return best


def scan(binary, folder, platform, strict):
    cmd = [binary, "scan", "--all", "--format", "json", "--platform", platform, folder]
    if strict:
        cmd.insert(2, "--strict-sizes")
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit(f"evaluate-sizes: error: {' '.join(cmd)} exited {p.returncode}: {p.stderr.strip()}")
    return json.loads(p.stdout)


def percentile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def evaluate(binary, name, platform, strict, per_screen):
    folder = os.path.join(ROOT, "Fixtures", "Screenshots", name)
    truth = load_truth(folder)
    report = scan(binary, folder, platform, strict)
    counts = collections.Counter()
    ts_false = 0
    below = 0
    below_found = 0
    thin_light = thin_other = 0
    errors = []
    threshold = DEFAULT[platform] if strict else MINIMUM[platform]
    for image in report["images"]:
        key = os.path.basename(image["path"])
        t = truth.get(key)
        elements = [e for e in (t or {}).get("elements", []) if e.get("kind") == "text"]
        found = collections.Counter(f["rule"] for f in image.get("sizeFindings", []))
        counts.update(found)
        if per_screen:
            print(f"  {name}/{key} [{platform}]: " + (", ".join(f"{r} {n}" for r, n in sorted(found.items())) or "none"))
        flagged = set()
        for f in image.get("sizeFindings", []):
            e = match(f["bbox"], elements)
            if f["rule"] == "text-size":
                if e is not None and e.get("cssPx") is not None:
                    flagged.add(e["id"])
                    if threshold is not None and e["cssPx"] >= threshold:
                        ts_false += 1
                        print(f"    false text-size: {e['id']} is {e['cssPx']} px, read {f['measured']:.1f}", file=sys.stderr)
            if f["rule"] == "thin-text":
                if e is not None and e.get("font") == "DejaVuSans-ExtraLight":
                    thin_light += 1
                else:
                    thin_other += 1
        minimum = MINIMUM[platform]
        for e in elements:
            if minimum is not None and e.get("cssPx") is not None and e["cssPx"] < minimum and len(e.get("text", "")) >= 2:
                below += 1
                if e["id"] in flagged:
                    below_found += 1
        for f in image.get("findings", []):
            if f.get("kind") != "text" or f.get("fontSize") is None:
                continue
            e = match(f["bbox"], elements)
            if e is not None and e.get("cssPx") and len(e.get("text", "")) >= 2:
                errors.append(abs(f["fontSize"] - e["cssPx"]) / e["cssPx"])
    screens = len(report["images"])
    return {
        "set": f"{name} as {platform}",
        "screens": screens,
        "text-size": counts["text-size"],
        "thin-text": counts["thin-text"],
        "target-size": counts["target-size"],
        "perScreen": {r: counts[r] / max(1, screens) for r in ("text-size", "thin-text", "target-size")},
        "tsFalse": ts_false,
        "tsRecall": f"{below_found}/{below}",
        "sizeErrMedian": statistics.median(errors) if errors else float("nan"),
        "sizeErrP90": percentile(errors, 0.9),
        "thin": f"{thin_light}/{thin_other}",
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--legible", default=os.path.join(ROOT, ".build", "release", "legible"))
    parser.add_argument("--strict", action="store_true", help="pass --strict-sizes")
    parser.add_argument("--per-screen", action="store_true", help="print the counts of every screen")
    args = parser.parse_args()
    if not os.access(args.legible, os.X_OK):
        sys.exit(f"evaluate-sizes: error: {args.legible} is not an executable; run `swift build -c release --product legible`")
    rows = [evaluate(args.legible, n, p, args.strict, args.per_screen) for n, p in SETS]
    print(f"{'set':<22} {'screens':>7} {'text-size':>10} {'thin-text':>10} {'target-size':>12} {'tsFalse':>8} {'tsRecall':>9} {'sizeErr med/p90':>16} {'thin XL/other':>14}")
    for r in rows:
        ps = r["perScreen"]
        print(
            f"{r['set']:<22} {r['screens']:>7} "
            f"{r['text-size']:>4} ({ps['text-size']:.2f}) {r['thin-text']:>4} ({ps['thin-text']:.2f}) "
            f"{r['target-size']:>5} ({ps['target-size']:.2f}) {r['tsFalse']:>8} {r['tsRecall']:>9} "
            f"{r['sizeErrMedian']:>7.3f}/{r['sizeErrP90']:.3f} {r['thin']:>14}"
        )


if __name__ == "__main__":
    main()
