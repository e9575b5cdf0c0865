#!/usr/bin/env python3
"""A deliberately naive screenshot contrast scanner, as a floor for Scripts/evaluate-scan.py.

Needs Python 3.9+ and Pillow (`pip install pillow`). Writes a report in the shape of
`legible scan --all --format json`, so the evaluator can score it like the real scanner:

    python3 Scripts/baseline-scan.py Fixtures/Screenshots > out/baseline.json
    python3 Scripts/evaluate-scan.py --findings out/baseline.json

The method is the common "eyedropper" approach, with its known flaws: find edges, smear
them horizontally into line blobs, take each blob's most frequent colour as the background and
the colour farthest from it in luminance (among colours covering at least 3 % of the blob) as
the text colour, and judge with the text height as the size. No anti-aliasing model, no
gradient or photo handling, no review status. It exists to show what the benchmark measures
and how far a careful scanner should be above it; do not tune it.
"""

from __future__ import annotations

import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "screenshots"))

import gt  # noqa: E402

try:
    from PIL import Image, ImageFilter
except ImportError:  # pragma: no cover
    sys.exit("baseline-scan: Pillow is missing; install it with `pip install pillow`")

STEP = 2  # work on a half-resolution mask


def components(mask, w, h):
    """4-connected components of a 0/1 bytearray mask; returns bounding boxes in mask pixels."""
    seen = bytearray(w * h)
    boxes = []
    for start in range(w * h):
        if not mask[start] or seen[start]:
            continue
        stack = [start]
        seen[start] = 1
        x0 = x1 = start % w
        y0 = y1 = start // w
        while stack:
            p = stack.pop()
            x, y = p % w, p // w
            x0, x1, y0, y1 = min(x0, x), max(x1, x), min(y0, y), max(y1, y)
            for q in (p - 1 if x else -1, p + 1 if x < w - 1 else -1, p - w, p + w):
                if 0 <= q < w * h and mask[q] and not seen[q]:
                    seen[q] = 1
                    stack.append(q)
        boxes.append((x0, y0, x1 + 1, y1 + 1))
    return boxes


def scan(path):
    im = Image.open(path).convert("RGB")
    W, H = im.size
    small = im.convert("L").reduce(STEP)
    edges = small.filter(ImageFilter.FIND_EDGES).point(lambda v: 255 if v > 24 else 0)
    smear = edges.filter(ImageFilter.MaxFilter(5))
    w, h = smear.size
    mask = bytearray(1 if v else 0 for v in smear.tobytes())
    findings = []
    for x0, y0, x1, y1 in components(mask, w, h):
        bw, bh = (x1 - x0) * STEP, (y1 - y0) * STEP
        if bh < 6 or bw < 6 or bh > 200 or (bw > 0.9 * W and bh < 12):
            continue
        box = (x0 * STEP, y0 * STEP, min(W, x1 * STEP), min(H, y1 * STEP))
        colors = im.crop(box).getcolors(1 << 22)
        total = sum(n for n, _ in colors)
        colors.sort(reverse=True)
        bg = colors[0][1]
        lb = gt.luminance(bg)
        major = [c for n, c in colors[1:] if n >= 0.03 * total] or [c for _, c in colors[1:2]]
        if not major:
            continue
        fg = max(major, key=lambda c: abs(gt.luminance(c) - lb))
        r = gt.ratio(fg, bg)
        kind = "text" if bw > 1.6 * bh else "nonText"
        css = bh / 0.9 / 2  # assumes 2x and a line box 0.9 em tall
        req = gt.required(kind, css, False)
        findings.append(
            {
                "kind": kind,
                "status": "pass" if r >= req else "fail",
                "bbox": {"x": box[0], "y": box[1], "width": box[2] - box[0], "height": box[3] - box[1]},
                "foreground": gt.rgb_to_hex(fg),
                "background": gt.rgb_to_hex(bg),
                "wcagRatio": r,
                "apcaLc": 0.0,
                "required": req,
                "textHeight": float(bh),
                "fontSize": css,
                "bold": False,
                "confidence": 0.5,
                "suggestion": None,
                "reason": "baseline",
                "isLowerBound": False,
            }
        )
    return {"path": path, "width": W, "height": H, "colorSpace": "sRGB", "findings": findings, "error": None}


def main(argv):
    roots = argv or [os.path.join(os.path.dirname(HERE), "Fixtures", "Screenshots")]
    paths = []
    for root in roots:
        if os.path.isdir(root):
            for d, _, files in sorted(os.walk(root)):
                paths += [os.path.join(d, f) for f in sorted(files) if f.endswith(".png")]
        else:
            paths.append(root)
    images = []
    for p in paths:
        print(f"baseline-scan: {p}", file=sys.stderr)
        images.append(scan(p))
    json.dump(
        {
            "tool": {"name": "baseline-scan", "version": "0"},
            "policies": ["wcag2-aa"],
            "images": images,
            "summary": {},
        },
        sys.stdout,
        indent=1,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
