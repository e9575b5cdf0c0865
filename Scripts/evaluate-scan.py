#!/usr/bin/env python3
"""Score `legible scan` against the labelled screenshot corpus.

Python 3.9+, standard library only.

    swift build -c release
    python3 Scripts/evaluate-scan.py                               # runs .build/release/legible
    python3 Scripts/evaluate-scan.py --legible path/to/legible --json out/eval.json
    python3 Scripts/evaluate-scan.py --findings report.json        # score a saved report
    python3 Scripts/evaluate-scan.py --fake noisy --fake-out /tmp/fake.json   # self-test

The scanner runs as `legible scan --all --format json DIR…` over every folder that holds
ground truth (default: Fixtures/Screenshots/**). Its report follows the project's JSON
contract: `images[]` with `path` and `findings[]` (`kind`, `status`, `bbox`, `foreground`, `background`,
`wcagRatio`, …).

Matching rule (per image, boxes in image pixels):
  * A finding F is a *candidate* for a ground-truth element E when
      overlap = area(F ∩ E) / min(area F, area E) ≥ 0.5   (one box mostly inside the other), and
      vIoU    = overlap of their vertical extents / union  ≥ 0.5   (same text line).
    So a finding for a whole line is a candidate for each coloured run inside it, but a box the
    size of a card is a candidate for nothing.
  * Each finding is assigned to its best candidate: the highest IoU(F, E) − 0.5 × d, where d is
    the distance between the foreground colours (RGB, scaled to 0…1). Several findings may be
    assigned to one element; the one with the highest IoU is its *primary* finding.
  * An element is *flagged* when a finding with status `fail` or `review` is assigned to it.
  * An image missing from the report counts as an image with no findings.
  * A text finding assigned to no element is a *false finding on a negative* when at least half
    its area lies inside a region listed under `negatives` (widened by 2 CSS px on every side,
    so a box around a 1 px separator counts); otherwise it is *unmatched*.

Measures, per element category, per scale and overall:
  targets   elements that should be flagged: expected `fail`, or `uncertain` (review is right)
  recall    flagged targets / targets (fail or review both count as found)
  detect    elements with any assigned finding / elements (meaningful with --all)
  failF     findings with status `fail`; precision = those assigned to an element whose expected
            verdict is `fail` or that is `uncertain`, over all `fail` findings (unassigned ones
            count as wrong)
  review%   findings with status `review` / all findings
  |Δr|      median |finding.wcagRatio − truth| over primary findings; when the truth is a range
            (gradients, photos) the error is the distance to [wcagRatioMin, wcagRatioMax]
  rel       the same error relative to the true ratio; p90rel its 90th percentile
  size      median |finding.fontSize − cssPx| / cssPx over primary text findings
  (JSON only: recall of certain fails, verdict and kind accuracy, bold accuracy, false alarms,
  90th-percentile ratio error)
  falsePass targets whose primary finding says `pass`
  negFP     false findings on negatives
  imgFP     findings of any kind (text or icon, any status) assigned to no element with half
            their area inside a text-free image region: a negative whose `kind` is one of
            IMAGE_KINDS (image, photo, map, wallpaper, QR code, identicon, chart, illustration,
            material). An image's own content must never be reported, so this must be zero.
"""

from __future__ import annotations

import argparse
import glob
import json
import math
import os
import random
import signal
import statistics
import subprocess
import sys


# Negative kinds that mark image content (pictures, not UI): see `imgFP` above.
IMAGE_KINDS = {"image", "photo", "map", "wallpaper", "qr", "identicon", "chart", "illustration", "material"}


def fail(message):
    """Print an error a user can act on and stop with exit status 2 (usage or input error)."""
    print(f"evaluate-scan: error: {message}", file=sys.stderr)
    sys.exit(2)


HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


# ------------------------------------------------------------------------------------------
# Ground truth
# ------------------------------------------------------------------------------------------


def load_truth(truth_dirs):
    """Every ground-truth JSON under the folders, keyed by the real path of its PNG."""
    truth = {}
    for d in truth_dirs:
        for path in sorted(glob.glob(os.path.join(d, "**", "*.json"), recursive=True)):
            try:
                with open(path) as fh:
                    t = json.load(fh)
            except (OSError, json.JSONDecodeError) as exc:
                fail(f"cannot read ground truth {path}: {exc}")
            if not isinstance(t, dict) or "elements" not in t or "image" not in t:
                continue
            png = os.path.join(os.path.dirname(path), t["image"])
            t["_png"] = png
            t["_source"] = os.path.basename(os.path.dirname(path))
            truth[os.path.realpath(png)] = t
    return truth


def image_key(path, truth):
    """Map a report's image path to a ground-truth key: real path, then folder/name, then name."""
    if path is None:
        return None
    cands = [os.path.realpath(path), os.path.realpath(os.path.join(ROOT, path))]
    for c in cands:
        if c in truth:
            return c
    tail2 = os.path.join(*os.path.normpath(path).split(os.sep)[-2:])
    for k in truth:
        if k.endswith(os.sep + tail2):
            return k
    base = os.path.basename(path)
    hits = [k for k in truth if os.path.basename(k) == base]
    return hits[0] if len(hits) == 1 else None


# ------------------------------------------------------------------------------------------
# Geometry and colour
# ------------------------------------------------------------------------------------------


def box(b):
    return (
        float(b["x"]),
        float(b["y"]),
        float(b["x"]) + float(b["width"]),
        float(b["y"]) + float(b["height"]),
    )


def area(b):
    return max(0.0, b[2] - b[0]) * max(0.0, b[3] - b[1])


def inter(a, b):
    return area((max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])))


def iou(a, b):
    i = inter(a, b)
    u = area(a) + area(b) - i
    return i / u if u > 0 else 0.0


def v_iou(a, b):
    i = max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
    u = max(a[3], b[3]) - min(a[1], b[1])
    return i / u if u > 0 else 0.0


def is_candidate(fb, eb):
    m = min(area(fb), area(eb))
    if m <= 0:
        return False
    return inter(fb, eb) / m >= 0.5 and v_iou(fb, eb) >= 0.5


def hex_rgb(h):
    if not isinstance(h, str) or not h.startswith("#") or len(h) < 7:
        return None
    try:
        return tuple(int(h[i : i + 2], 16) for i in (1, 3, 5))
    except ValueError:
        return None


def usable_findings(img):
    """The image's findings that have a readable box; the rest are counted, not scored."""
    good, bad = [], 0
    for f in img.get("findings") or []:
        try:
            b = box(f["bbox"])
            if not all(math.isfinite(v) for v in b) or area(b) <= 0:
                raise ValueError
        except (KeyError, TypeError, ValueError):
            bad += 1
            continue
        good.append(f)
    return good, bad


def color_distance(a, b):
    a, b = hex_rgb(a), hex_rgb(b)
    if a is None or b is None:
        return 0.5
    return math.dist(a, b) / math.dist((0, 0, 0), (255, 255, 255))


def ratio_error(finding_ratio, e):
    lo = e.get("wcagRatioMin", e["wcagRatio"])
    hi = e.get("wcagRatioMax", e["wcagRatio"])
    if "wcagRatioMin" in e and lo <= finding_ratio <= hi:
        return 0.0
    if "wcagRatioMin" in e:
        return min(abs(finding_ratio - lo), abs(finding_ratio - hi))
    return abs(finding_ratio - e["wcagRatio"])


# ------------------------------------------------------------------------------------------
# Scoring
# ------------------------------------------------------------------------------------------


def match_image(t, findings):
    """Assign each finding to at most one element. Returns (assign list, per-element lists)."""
    elements = t["elements"]
    eboxes = [box(e["bbox"]) for e in elements]
    assigned = []
    per_element = [[] for _ in elements]
    for f in findings:
        try:
            fb = box(f["bbox"])
        except (KeyError, TypeError, ValueError):
            assigned.append(None)
            continue
        best, best_score = None, None
        for i, (e, eb) in enumerate(zip(elements, eboxes)):
            if not is_candidate(fb, eb):
                continue
            score = iou(fb, eb) - 0.5 * color_distance(f.get("foreground"), e["foreground"])
            if best_score is None or score > best_score:
                best, best_score = i, score
        assigned.append(best)
        if best is not None:
            per_element[best].append(f)
    return assigned, per_element


class Tally:
    def __init__(self):
        self.elements = 0
        self.targets = 0
        self.flagged_targets = 0
        self.certain_fails = 0
        self.flagged_certain_fails = 0
        self.detected = 0
        self.findings = 0
        self.reviews = 0
        self.fail_findings = 0
        self.fail_correct = 0
        self.false_pass = 0
        self.false_alarm = 0  # expected pass (certain) but a fail finding
        self.verdict_total = 0
        self.verdict_right = 0
        self.kind_total = 0
        self.kind_right = 0
        self.errors = []
        self.rel_errors = []
        self.neg_fp = 0
        self.image_fp = 0
        self.unmatched = 0
        self.size_errors = []
        self.bold_total = 0
        self.bold_right = 0

    def as_dict(self):
        def frac(a, b):
            return None if b == 0 else a / b

        def med(xs):
            return None if not xs else statistics.median(xs)

        return {
            "elements": self.elements,
            "targets": self.targets,
            "recall": frac(self.flagged_targets, self.targets),
            "recallCertainFails": frac(self.flagged_certain_fails, self.certain_fails),
            "detection": frac(self.detected, self.elements),
            "findings": self.findings,
            "failFindings": self.fail_findings,
            "failPrecision": frac(self.fail_correct, self.fail_findings),
            "reviewShare": frac(self.reviews, self.findings),
            "verdictAccuracy": frac(self.verdict_right, self.verdict_total),
            "kindAccuracy": frac(self.kind_right, self.kind_total),
            "falsePass": self.false_pass,
            "falseAlarm": self.false_alarm,
            "medianAbsRatioError": med(self.errors),
            "medianRelRatioError": med(self.rel_errors),
            "p90AbsRatioError": (
                None if not self.errors else sorted(self.errors)[int(0.9 * (len(self.errors) - 1))]
            ),
            "p90RelRatioError": (
                None
                if not self.rel_errors
                else sorted(self.rel_errors)[int(0.9 * (len(self.rel_errors) - 1))]
            ),
            "medianFontSizeRelError": med(self.size_errors),
            "boldAccuracy": frac(self.bold_right, self.bold_total),
            "falseFindingsOnNegatives": self.neg_fp,
            "findingsInImageRegions": self.image_fp,
            "unmatchedFindings": self.unmatched,
        }


def score(truth, report):
    groups = {}

    def g(*names):
        return [groups.setdefault(n, Tally()) for n in names]

    seen = set()
    images = [i for i in (report.get("images") or []) if isinstance(i, dict)]
    unknown = []
    per_image = []
    pairs = []
    for img in images:
        key = image_key(img.get("path"), truth)
        if key is None:
            unknown.append(img.get("path"))
        elif key not in seen:
            seen.add(key)
            pairs.append((key, img))
    # An image the report leaves out scores as if it had no findings: skipping is not a way out.
    pairs += [(k, {"findings": [], "error": "not in the report"}) for k in sorted(truth) if k not in seen]
    for key, img in pairs:
        t = truth[key]
        findings, malformed = usable_findings(img)
        assigned, per_element = match_image(t, findings)
        img_stats = {
            "image": os.path.relpath(t["_png"], ROOT),
            "findings": len(findings),
            "malformedFindings": malformed,
            "error": img.get("error"),
        }
        scale = f"scale {t.get('scale', '?')}x"
        src = f"source {t['_source']}"

        def element_tallies(e):
            """The groups an element counts in: everything, its category, scale, source, kind, polarity."""
            return g(
                "all",
                "category " + e["category"],
                scale,
                src,
                "kind " + e["kind"],
                "polarity " + e.get("polarity", "?"),
            )

        # Elements.
        for e, fs in zip(t["elements"], per_element):
            tallies = element_tallies(e)
            target = e["expected"] == "fail" or e.get("uncertain", False)
            certain_fail = e["expected"] == "fail" and not e.get("uncertain", False)
            flagged = any(f.get("status") in ("fail", "review") for f in fs)
            primary = max(fs, key=lambda f: iou(box(f["bbox"]), box(e["bbox"]))) if fs else None
            for tl in tallies:
                tl.elements += 1
                tl.targets += target
                tl.flagged_targets += target and flagged
                tl.certain_fails += certain_fail
                tl.flagged_certain_fails += certain_fail and flagged
                tl.detected += bool(fs)
                if primary is not None:
                    st = primary.get("status")
                    if target and st == "pass":
                        tl.false_pass += 1
                    if not e.get("uncertain", False) and st in ("pass", "fail"):
                        tl.verdict_total += 1
                        tl.verdict_right += st == e["expected"]
                    if (
                        not e.get("uncertain", False)
                        and e["expected"] == "pass"
                        and any(f.get("status") == "fail" for f in fs)
                    ):
                        tl.false_alarm += 1
                    tl.kind_total += 1
                    tl.kind_right += primary.get("kind") == e["kind"]
                    fs_css = primary.get("fontSize")
                    if e["kind"] == "text" and isinstance(fs_css, (int, float)) and e.get("cssPx"):
                        tl.size_errors.append(abs(fs_css - e["cssPx"]) / e["cssPx"])
                    if e["kind"] == "text" and isinstance(primary.get("bold"), bool):
                        tl.bold_total += 1
                        tl.bold_right += primary["bold"] == e.get("bold", False)
                    r = primary.get("wcagRatio")
                    if isinstance(r, (int, float)) and math.isfinite(r):
                        err = ratio_error(r, e)
                        tl.errors.append(err)
                        tl.rel_errors.append(err / e["wcagRatio"])
        # Findings.
        grow = 2 * float(t.get("scale", 1))  # thin negatives (1 px separators) get a margin
        negs = [
            (b[0] - grow, b[1] - grow, b[2] + grow, b[3] + grow)
            for b in (box(n["bbox"]) for n in t.get("negatives", []))
        ]
        # Image regions are not widened: a caption just outside a photo is not on it.
        image_negs = [box(n["bbox"]) for n in t.get("negatives", []) if n.get("kind") in IMAGE_KINDS]
        for f, a in zip(findings, assigned):
            st = f.get("status")
            if a is not None:
                e = t["elements"][a]
                tallies = element_tallies(e)
                correct = e["expected"] == "fail" or e.get("uncertain", False)
            else:
                tallies = g("all", "unassigned", scale, src)
                correct = False
            for tl in tallies:
                tl.findings += 1
                tl.reviews += st == "review"
                tl.fail_findings += st == "fail"
                tl.fail_correct += st == "fail" and correct
            if a is None:
                fb = box(f["bbox"])
                on_neg = f.get("kind") == "text" and any(inter(fb, nb) >= 0.5 * area(fb) for nb in negs)
                on_image = any(inter(fb, nb) >= 0.5 * area(fb) for nb in image_negs)
                for tl in tallies:
                    tl.image_fp += on_image
                    if on_neg:
                        tl.neg_fp += 1
                    else:
                        tl.unmatched += 1
        per_image.append(img_stats)
    missing = sorted(os.path.relpath(truth[k]["_png"], ROOT) for k in truth if k not in seen)
    return groups, per_image, missing, unknown


# ------------------------------------------------------------------------------------------
# Output
# ------------------------------------------------------------------------------------------

COLUMNS = [
    ("group", 26, None),
    ("elems", 6, "elements"),
    ("targets", 7, "targets"),
    ("recall", 6, "recall"),
    ("detect", 6, "detection"),
    ("failF", 5, "failFindings"),
    ("prec", 5, "failPrecision"),
    ("review%", 7, "reviewShare"),
    ("verdict", 7, "verdictAccuracy"),
    ("|Δr|", 6, "medianAbsRatioError"),
    ("rel", 6, "medianRelRatioError"),
    ("p90rel", 6, "p90RelRatioError"),
    ("size", 6, "medianFontSizeRelError"),
    ("fPass", 5, "falsePass"),
    ("negFP", 5, "falseFindingsOnNegatives"),
    ("imgFP", 5, "findingsInImageRegions"),
    ("unm", 4, "unmatchedFindings"),
]


def fmt(v, key):
    if v is None:
        return "–"
    if key in ("recall", "detection", "failPrecision", "verdictAccuracy"):
        return f"{v:.3f}"
    if key == "reviewShare":
        return f"{100 * v:.1f}"
    if key == "medianAbsRatioError":
        return f"{v:.3f}"
    if key in ("medianRelRatioError", "medianFontSizeRelError", "p90RelRatioError"):
        return f"{100 * v:.1f}%"
    return str(v)


def print_table(results, out=sys.stdout):
    order = sorted(results, key=lambda k: (k != "all", k.split(" ")[0], k))
    header = " ".join(name.rjust(w) if i else name.ljust(w) for i, (name, w, _) in enumerate(COLUMNS))
    print(header, file=out)
    print("-" * len(header), file=out)
    prev = None
    for k in order:
        kind = k.split(" ")[0]
        if prev is not None and kind != prev:
            print(file=out)
        prev = kind
        d = results[k]
        cells = [k.ljust(COLUMNS[0][1])]
        for name, w, key in COLUMNS[1:]:
            cells.append(fmt(d.get(key), key).rjust(w))
        print(" ".join(cells), file=out)


# ------------------------------------------------------------------------------------------
# Running the scanner, and fake reports for testing this script
# ------------------------------------------------------------------------------------------


def run_scanner(binary, dirs):
    if not os.path.exists(binary):
        fail(
            f"no legible binary at {binary}. Build it with "
            f"`swift build -c release`, pass --legible PATH, or score a saved report with --findings FILE."
        )
    if not os.access(binary, os.X_OK):
        fail(f"{binary} is not executable")
    cmd = [binary, "scan", "--all", "--format", "json"] + dirs
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    except OSError as exc:
        fail(f"cannot run {binary}: {exc}")
    except subprocess.TimeoutExpired:
        fail("`legible scan` took longer than 30 minutes")
    try:
        report = json.loads(p.stdout)
    except json.JSONDecodeError:
        msg = p.stderr.strip()[-2000:] or p.stdout.strip()[:500]
        fail(
            f"`{' '.join(cmd[:5])} …` exited {p.returncode} without a JSON "
            f"report (does this build have `scan`?):\n{msg}"
        )
    if p.returncode not in (0, 1):
        print(
            f"evaluate-scan: warning: legible exited {p.returncode}: {p.stderr.strip()[-500:]}",
            file=sys.stderr,
        )
    return report


def fake_report(truth, mode, seed):
    """A report shaped like `legible scan --format json`, written from the truth. `perfect` reproduces it;
    `noisy` jitters boxes and ratios, drops, merges and mislabels some elements, and adds
    false findings on negatives."""
    rng = random.Random(seed)
    images = []
    for key in sorted(truth):
        t = truth[key]
        findings = []
        for e in t["elements"]:
            b = dict(e["bbox"])
            r = e["wcagRatio"]
            status = "review" if e.get("uncertain") else e["expected"]
            if mode == "noisy":
                if rng.random() < 0.08:
                    continue  # missed
                j = max(1, round(0.1 * b["height"]))
                b = {
                    "x": b["x"] + rng.randint(-j, j),
                    "y": b["y"] + rng.randint(-j, j),
                    "width": max(1, b["width"] + rng.randint(-j, j)),
                    "height": max(1, b["height"] + rng.randint(-j, j)),
                }
                r = max(1.0, r * (1 + rng.gauss(0, 0.03)))
                status = "pass" if r >= e["required"] else "fail"
                if e.get("uncertain") or e["category"] in ("gradient", "photo"):
                    status = rng.choice(["review", "review", status])
                elif rng.random() < 0.05:
                    status = "review"
            findings.append(
                {
                    "kind": e["kind"],
                    "status": status,
                    "bbox": b,
                    "foreground": e["foreground"],
                    "background": e["background"],
                    "wcagRatio": r,
                    "apcaLc": None,
                    "required": e["required"],
                    "textHeight": b["height"],
                    "bold": e.get("bold", False),
                    "fontSize": (
                        None
                        if e["kind"] != "text"
                        else e["cssPx"] * (1 + (rng.gauss(0, 0.06) if mode == "noisy" else 0))
                    ),
                    "confidence": 0.5 if status == "review" else 0.9,
                    "suggestion": None,
                    "reason": f"fake {mode} finding",
                    "isLowerBound": False,
                }
            )
        if mode == "noisy":
            for n in t.get("negatives", []):
                if rng.random() < 0.15:
                    nb = n["bbox"]
                    findings.append(
                        {
                            "kind": "text",
                            "status": "fail",
                            "bbox": {
                                "x": nb["x"],
                                "y": nb["y"],
                                "width": max(4, min(nb["width"], 40)),
                                "height": max(4, min(nb["height"], 12)),
                            },
                            "foreground": "#808080",
                            "background": "#ffffff",
                            "wcagRatio": 3.9,
                            "required": 4.5,
                            "confidence": 0.3,
                        }
                    )
            if rng.random() < 0.3:
                findings.append(
                    {
                        "kind": "text",
                        "status": "fail",
                        "bbox": {"x": 0, "y": 0, "width": 30, "height": 10},
                        "foreground": "#999999",
                        "background": "#ffffff",
                        "wcagRatio": 2.8,
                        "required": 4.5,
                        "confidence": 0.2,
                    }
                )
        images.append(
            {
                "path": os.path.relpath(t["_png"], ROOT),
                "width": t["width"],
                "height": t["height"],
                "colorSpace": "sRGB",
                "findings": findings,
                "error": None,
            }
        )
    return {
        "tool": {"name": "legible", "version": f"fake-{mode}"},
        "policies": ["wcag2-aa"],
        "images": images,
        "summary": {},
    }


def print_stats(truth):
    """The corpus composition: elements per category with their expected verdicts."""
    rows = {}
    for t in truth.values():
        for e in t["elements"]:
            for key in (
                "all",
                "category " + e["category"],
                "kind " + e["kind"],
                f"scale {e['scale']}x",
                "source " + t["_source"],
                "polarity " + e.get("polarity", "?"),
            ):
                r = rows.setdefault(key, {"elements": 0, "fail": 0, "pass": 0, "uncertain": 0})
                r["elements"] += 1
                r["uncertain" if e.get("uncertain") else e["expected"]] += 1
    negs = sum(len(t.get("negatives", [])) for t in truth.values())
    print(f"{'group':26s} {'elements':>8s} {'fail':>5s} {'pass':>5s} {'uncertain':>9s}")
    prev = None
    for k in sorted(rows, key=lambda k: (k != "all", k.split(" ")[0], k)):
        if prev is not None and k.split(" ")[0] != prev:
            print()
        prev = k.split(" ")[0]
        r = rows[k]
        print(f"{k:26s} {r['elements']:8d} {r['fail']:5d} {r['pass']:5d} {r['uncertain']:9d}")
    print(f"\n{len(truth)} images, {negs} negative regions")


def annotate(truth, report, out_dir):
    """Draw truth and findings over each image (needs Pillow). Truth boxes: green = flagged
    target, red = missed target, orange = passing element with a fail finding, grey = other.
    Findings: blue = assigned, magenta = assigned to nothing."""
    try:
        from PIL import Image, ImageDraw
    except ImportError:
        fail("--annotate needs Pillow (`pip install pillow`)")
    os.makedirs(out_dir, exist_ok=True)
    for img in report.get("images", []):
        key = image_key(img.get("path"), truth)
        if key is None:
            continue
        t = truth[key]
        findings, _ = usable_findings(img)
        assigned, per_element = match_image(t, findings)
        im = Image.open(t["_png"]).convert("RGB")
        d = ImageDraw.Draw(im)
        for e, fs in zip(t["elements"], per_element):
            target = e["expected"] == "fail" or e.get("uncertain", False)
            flagged = any(f.get("status") in ("fail", "review") for f in fs)
            if target:
                color = (0, 170, 0) if flagged else (230, 0, 0)
            else:
                color = (255, 140, 0) if any(f.get("status") == "fail" for f in fs) else (150, 150, 150)
            x0, y0, x1, y1 = box(e["bbox"])
            d.rectangle([x0 - 2, y0 - 2, x1 + 1, y1 + 1], outline=color, width=2)
        for f, a in zip(findings, assigned):
            x0, y0, x1, y1 = box(f["bbox"])
            d.rectangle([x0, y0, x1 - 1, y1 - 1], outline=(0, 90, 255) if a is not None else (230, 0, 230))
        name = os.path.relpath(t["_png"], ROOT).replace(os.sep, "__")
        im.save(os.path.join(out_dir, name))


def check_truth(truth):
    """Consistency checks on the ground truth (the PNG checks need Pillow). Returns problems."""
    sys.path.insert(0, os.path.join(HERE, "screenshots"))
    sys.dont_write_bytecode = True
    import gt  # noqa: E402

    try:
        from PIL import Image
    except ImportError:
        Image = None
        print("evaluate-scan: Pillow is missing; checking the JSON only", file=sys.stderr)
    problems = []
    for key in sorted(truth):
        t = truth[key]
        name = os.path.relpath(t["_png"], ROOT)
        im = Image.open(t["_png"]).convert("RGB") if Image else None
        if im is not None and im.size != (t["width"], t["height"]):
            problems.append(f"{name}: PNG is {im.size}, JSON says {t['width']}x{t['height']}")
        ids = set()
        for e in t["elements"]:
            if e["id"] in ids:
                problems.append(f"{name}: duplicate id {e['id']}")
            ids.add(e["id"])
            b = box(e["bbox"])
            if not (0 <= b[0] < b[2] <= t["width"] and 0 <= b[1] < b[3] <= t["height"]):
                problems.append(f"{e['id']}: box outside the image")
                continue
            r = gt.ratio(e["foreground"], e["background"])
            if abs(r - e["wcagRatio"]) > 1e-9:
                problems.append(f"{e['id']}: wcagRatio {e['wcagRatio']} but the colours give {r}")
            req = gt.required(e["kind"], e.get("cssPx"), e.get("bold", False))
            if req != e["required"]:
                problems.append(f"{e['id']}: required {e['required']}, rule gives {req}")
            lo, hi = e.get("wcagRatioMin", r), e.get("wcagRatioMax", r)
            if not e.get("uncertain") and (lo >= req) != (hi >= req):
                problems.append(f"{e['id']}: ratio range crosses {req} but not uncertain")
            if not e.get("uncertain") and e["expected"] != gt.verdict(lo, req):
                problems.append(f"{e['id']}: expected {e['expected']} disagrees with the ratio")
            if im is not None and "backgroundColors" not in e and "wcagRatioMin" not in e:
                cols = {c for _, c in im.crop(tuple(int(v) for v in b)).getcolors(1 << 22)}
                if gt.hex_to_rgb(e["background"]) not in cols and area(b) > 16:
                    problems.append(f"{e['id']}: no background pixel inside the box")
    return problems


def main(argv=None):
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `… | head` ends quietly
    ap = argparse.ArgumentParser(
        description="Score `legible scan` against the labelled screenshots.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=__doc__.split("\n\n", 2)[2] if __doc__.count("\n\n") >= 2 else None,
    )
    ap.add_argument(
        "--truth",
        action="append",
        help="folder of ground-truth JSON + PNG (repeatable; default Fixtures/Screenshots)",
    )
    ap.add_argument(
        "--legible",
        default=os.path.join(ROOT, ".build", "release", "legible"),
        help="path to the legible binary (default: %(default)s)",
    )
    ap.add_argument("--findings", help="score this saved `legible scan --all --format json` report instead")
    ap.add_argument("--fake", choices=["perfect", "noisy"], help="score a fake report made from the truth")
    ap.add_argument("--fake-out", help="also write the fake report here")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", help="write the scores as JSON here")
    ap.add_argument(
        "--annotate", metavar="DIR", help="draw truth and findings over each image into DIR (needs Pillow)"
    )
    ap.add_argument("--stats", action="store_true", help="print what the corpus holds, and stop")
    ap.add_argument(
        "--check",
        action="store_true",
        help="check the ground truth against its PNGs (needs Pillow for the pixel checks)",
    )
    ap.add_argument("--save-report", help="keep the scanner's JSON report here")
    args = ap.parse_args(argv)

    truth_dirs = args.truth or [os.path.join(ROOT, "Fixtures", "Screenshots")]
    truth = load_truth(truth_dirs)
    if not truth:
        fail(f"no ground truth under {', '.join(truth_dirs)}")

    if args.check:
        problems = check_truth(truth)
        for p in problems:
            print(p)
        print(f"{len(truth)} images checked, {len(problems)} problems")
        return 1 if problems else 0
    if args.stats:
        print_stats(truth)
        return 0
    if args.fake:
        report = fake_report(truth, args.fake, args.seed)
        if args.fake_out:
            with open(args.fake_out, "w") as fh:
                json.dump(report, fh, indent=1)
    elif args.findings:
        try:
            with open(args.findings) as fh:
                report = json.load(fh)
        except (OSError, json.JSONDecodeError) as exc:
            fail(f"cannot read {args.findings}: {exc}")
    else:
        dirs = sorted({os.path.dirname(t["_png"]) for t in truth.values()})
        report = run_scanner(args.legible, [os.path.relpath(d) for d in dirs])
        if args.save_report:
            with open(args.save_report, "w") as fh:
                json.dump(report, fh, indent=1)

    if not isinstance(report, dict) or not isinstance(report.get("images"), list):
        fail("the report has no `images` list; is it `legible scan --format json` output?")
    if args.annotate:
        annotate(truth, report, args.annotate)
    groups, per_image, missing, unknown = score(truth, report)
    results = {k: v.as_dict() for k, v in groups.items()}
    print_table(results)
    elements = sum(len(t["elements"]) for t in truth.values())
    covered = len(truth) - len(missing)
    print(f"\n{len(truth)} labelled images, {elements} elements; report covers {covered} of them.")
    if missing:
        more = " …" if len(missing) > 8 else ""
        print(f"not in the report ({len(missing)}): {', '.join(missing[:8])}{more}")
    if unknown:
        print(f"report images without ground truth ({len(unknown)}): {', '.join(map(str, unknown[:5]))}")
    malformed = sum(p["malformedFindings"] for p in per_image)
    if malformed:
        print(f"findings without a usable bbox (not scored): {malformed}")
    errors = [p for p in per_image if p.get("error") and p["error"] != "not in the report"]
    for p in errors:
        print(f"scanner error on {p['image']}: {p['error']}")
    if args.json:
        os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
        with open(args.json, "w") as fh:
            json.dump(
                {
                    "tool": report.get("tool") if isinstance(report, dict) else None,
                    "matching": "candidate: overlap>=0.5 of the smaller box and vertical IoU>=0.5; "
                    "assign to max IoU - 0.5*foreground distance",
                    "results": results,
                    "images": per_image,
                    "missing": missing,
                    "unknown": unknown,
                },
                fh,
                indent=1,
                sort_keys=True,
            )
            fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
