#!/usr/bin/env python3
"""Render the HTML pages in Scripts/pages/ with headless Chromium at 2x (and at any other scale a
page names in `<meta name="scales" content="2,3">`) and derive ground truth.

Needs Python 3.9+, Pillow (`pip install pillow`) and Chromium (`apt-get install chromium`).
CI never runs this: its output is committed under Fixtures/Screenshots/browser/.

    python3 Scripts/render-pages.py                      # all pages -> Fixtures/Screenshots/browser/
    python3 Scripts/render-pages.py --pages form,dark --chromium /usr/bin/chromium

How the ground truth is made, per page:
1. `--dump-dom` runs Scripts/pages/gt.js, which lists every element marked `data-gt="text"` or
   `data-gt="nonText"` (its layout box, computed colour, font size and weight) and every region
   marked `data-neg`.
2. Two screenshots at the same size: the page as it is, and the page with `?notext`, where gt.js
   makes every glyph transparent and hides every non-text element.
3. The ink of an element is the set of pixels that differ between the two screenshots inside
   its layout box (widened by a pixel for anti-aliasing, more for a text shadow); its box is the
   bounding box of that ink. The background is the set of colours under that box in the `notext`
   screenshot. The foreground is the declared colour, composited over the background when it is
   translucent. Ink outside every labelled box is reported as an error (unlabelled text).
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "screenshots"))

import gt  # noqa: E402

try:
    from PIL import Image, ImageChops, ImageDraw
except ImportError:  # pragma: no cover
    sys.exit("render-pages: Pillow is missing; install it with `pip install pillow`")

SCALE = 2
WIDTH = 400


def parse_color(s):
    """`rgb(r, g, b)`, `rgba(r, g, b, a)` or `#rrggbb` -> ((r, g, b), alpha)."""
    s = s.strip()
    if s.startswith("#"):
        return gt.hex_to_rgb(s), 1.0
    m = re.match(r"rgba?\(([^)]*)\)", s)
    if not m:
        raise ValueError(f"unsupported colour {s!r}")
    parts = [p.strip() for p in re.split(r"[,\s/]+", m.group(1)) if p.strip()]
    r, g, b = (int(round(float(p))) for p in parts[:3])
    a = float(parts[3]) if len(parts) > 3 else 1.0
    return (r, g, b), a


def chromium_cmd(binary, width, height):
    return [
        binary,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--force-color-profile=srgb",
        "--font-render-hinting=none",
        f"--force-device-scale-factor={SCALE}",
        f"--window-size={width},{height}",
        "--disable-features=Translate,MediaRouter",
        "--no-first-run",
        "--mute-audio",
    ]


def run(cmd):
    p = subprocess.run(["nice"] + cmd, capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed ({p.returncode}): {p.stderr[-800:]}")
    return p.stdout


def dump(binary, url, height=1000):
    out = run(chromium_cmd(binary, WIDTH, height) + ["--dump-dom", url])
    m = re.search(r'<script type="application/json" id="gt-dump">(.*?)</script>', out, re.S)
    if not m:
        raise RuntimeError(f"no ground-truth dump in {url}; does the page load gt.js?")
    return json.loads(html.unescape(m.group(1)))


def shoot(binary, url, height, path):
    run(chromium_cmd(binary, WIDTH, height) + [f"--screenshot={path}", url])
    return Image.open(path).convert("RGB")


def render_page(binary, page_path, out_dir, name):
    url = "file://" + os.path.abspath(page_path)
    d = dump(binary, url)
    if d["problems"]:
        raise RuntimeError(f"{name}: " + "; ".join(d["problems"]))
    height = int(d["contentHeight"] + 0.999)
    d = dump(binary, url, height)  # same viewport as the screenshots
    with tempfile.TemporaryDirectory() as tmp:
        normal = shoot(binary, url, height, os.path.join(tmp, "a.png"))
        blank = shoot(binary, url + "?notext", height, os.path.join(tmp, "b.png"))
    if normal.size != blank.size:
        raise RuntimeError(f"{name}: screenshots differ in size")
    W, H = normal.size
    dr, dg, db = ImageChops.difference(normal, blank).split()  # any channel counts, even by 1
    diff = ImageChops.lighter(ImageChops.lighter(dr, dg), db).point(lambda v: 255 if v else 0)
    claimed = Image.new("L", normal.size, 0)
    # A field's outline labelled as a control (`data-shape="textField"`) lies inside the field's
    # own layout box, whose placeholder is labelled as text: the placeholder's ink leaves out a
    # band along the outline's edges (4 CSS px: a 2 px border, the inward reach of its rounded
    # corners and the anti-aliasing).
    outlines = Image.new("L", normal.size, 0)
    for e in d["elements"]:
        if e["kind"] == "nonText" and e.get("shape") == "textField":
            r = e["rect"]
            box = [
                int(r["x"] * SCALE) - 1,
                int(r["y"] * SCALE) - 1,
                int((r["x"] + r["width"]) * SCALE + 0.999),
                int((r["y"] + r["height"]) * SCALE + 0.999),
            ]
            ImageDraw.Draw(outlines).rectangle(box, outline=255, width=4 * SCALE + 1)
    text_diff = ImageChops.subtract(diff, outlines)
    elements, problems = [], []
    for i, e in enumerate(d["elements"]):
        r = e["rect"]
        # Glyph ink can spill a pixel past the advance box (side bearings, anti-aliasing); inline
        # boxes already span ascent to descent, underline included.
        spill = 1 if e["inline"] or e["kind"] == "nonText" else SCALE
        pad_y = 1
        if e.get("textShadow"):
            spill, pad_y = 4 * SCALE, 6 * SCALE  # the shadow is part of the ink
        x0, x1 = int(r["x"] * SCALE), int((r["x"] + r["width"]) * SCALE + 0.999)
        y0, y1 = int(r["y"] * SCALE) - pad_y, int((r["y"] + r["height"]) * SCALE + 0.999) + pad_y
        x0, x1 = x0 - spill, x1 + spill
        x0, y0, x1, y1 = max(0, x0), max(0, y0), min(W, x1), min(H, y1)
        ink = (text_diff if e["kind"] == "text" else diff).crop((x0, y0, x1, y1)).getbbox()
        label = e.get("text") or e.get("shape")
        if ink is None:
            problems.append(f"element {i} ({label}) has no ink")
            continue
        bx0, by0, bx1, by1 = x0 + ink[0], y0 + ink[1], x0 + ink[2], y0 + ink[3]
        claimed.paste(255, (bx0, by0, bx1, by1))
        colors = blank.crop((bx0, by0, bx1, by1)).getcolors(1 << 20)
        colors.sort(key=lambda nc: -nc[0])
        fg_rgb, alpha = parse_color(e["color"])
        bgs = [c for _, c in colors]
        if alpha < 1:
            if len(bgs) > 1:
                problems.append(f"element {i} ({label}): translucent colour over a non-uniform background")
            fg_rgb = gt.composite(fg_rgb, alpha, bgs[0])
        css_px = e["fontSize"]
        bold = e["fontWeight"] >= 700
        el = {
            "id": f"{name}/{len(elements) + 1:03d}",
            "kind": e["kind"],
            "category": e["category"],
            "bbox": {"x": bx0, "y": by0, "width": bx1 - bx0, "height": by1 - by0},
            "foreground": gt.rgb_to_hex(fg_rgb),
            "background": gt.rgb_to_hex(bgs[0]),
            "scale": SCALE,
        }
        if e["kind"] == "text":
            el.update(
                {
                    "text": e["text"],
                    "fontPx": css_px * SCALE,
                    "cssPx": css_px,
                    "bold": bold,
                    "font": "DejaVuSans-Bold" if bold else "DejaVuSans",
                    "rendering": "chromium",
                }
            )
        else:
            el.update({"shape": e.get("shape"), "cssPx": round(r["width"], 3), "bold": False})
        if alpha < 1:
            el["foregroundDeclared"] = e["color"]
            # Skia's blend can land one step away from the rounded composite; keep what it drew.
            ink_colors = normal.crop((bx0, by0, bx1, by1)).getcolors(1 << 20)
            ink_colors = [(n, c) for n, c in ink_colors if c not in bgs]
            if ink_colors:
                el["foregroundObserved"] = gt.rgb_to_hex(max(ink_colors)[1])
        if e["tags"]:
            el["tags"] = e["tags"]
        req = gt.required(el["kind"], css_px if e["kind"] == "text" else None, bold)
        if len(bgs) > 1:
            ordered = sorted(bgs, key=gt.luminance)
            el["background"] = gt.rgb_to_hex(ordered[len(ordered) // 2])
            if len(bgs) <= 64:
                el["backgroundColors"] = [gt.rgb_to_hex(c) for c in bgs]
        rr = gt.ratio(fg_rgb, el["background"])
        el.update(
            {
                "wcagRatio": rr,
                "required": req,
                "expected": gt.verdict(rr, req),
                "uncertain": False,
                "polarity": (
                    "darkOnLight" if gt.luminance(fg_rgb) < gt.luminance(el["background"]) else "lightOnDark"
                ),
            }
        )
        if e.get("textShadow"):
            # A halo or shadow adds a third colour: the right verdict depends on which pair carries
            # the glyph shapes, so a scanner that answers `review` is right.
            el["uncertain"] = True
        if len(bgs) > 1:
            rs = [gt.ratio(fg_rgb, c) for c in bgs]
            el["wcagRatioMin"], el["wcagRatioMax"] = min(rs), max(rs)
            lo, hi = min(rs) >= req, max(rs) >= req
            if lo == hi:
                el["expected"] = "pass" if lo else "fail"
            else:
                el["uncertain"] = True
        # How many ink pixels reach the exact foreground (0: strokes never fully cover a pixel).
        crop = normal.crop((bx0, by0, bx1, by1))
        el["fullCoveragePixels"] = sum(n for n, c in crop.getcolors(1 << 20) if c == tuple(fg_rgb))
        elements.append(el)
    stray = ImageChops.subtract(diff, claimed).getbbox()
    if stray:
        problems.append(f"ink outside every labelled element near {stray}")
    negatives = []
    for n in d["negatives"]:
        r = n["rect"]
        negatives.append(
            {
                "id": f"{name}/n{len(negatives) + 1:02d}",
                "kind": n["kind"],
                "bbox": {
                    "x": int(r["x"] * SCALE),
                    "y": int(r["y"] * SCALE),
                    "width": int(round(r["width"] * SCALE)),
                    "height": max(1, int(round(r["height"] * SCALE))),
                },
            }
        )
    if problems:
        raise RuntimeError(f"{name}: " + "; ".join(problems))
    os.makedirs(out_dir, exist_ok=True)
    png = os.path.join(out_dir, name + ".png")
    normal.save(png, optimize=True)
    if shutil.which("optipng"):
        subprocess.run(["nice", "optipng", "-quiet", "-o2", "-strip", "all", png], check=False)
    truth = {
        "image": name + ".png",
        "width": W,
        "height": H,
        "scale": SCALE,
        "category": "browser",
        "description": f"Scripts/pages/{os.path.basename(page_path)} rendered by "
        f"headless Chromium at {SCALE}x, {WIDTH} CSS px wide.",
        "generator": "Scripts/render-pages.py",
        "policy": "wcag2-aa",
        "elements": elements,
        "negatives": negatives,
    }
    # Same one-item-per-line layout as the synthetic corpus.
    head = {k: v for k, v in truth.items() if k not in ("elements", "negatives")}
    lines = ["{"] + [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    for key in ("elements", "negatives"):
        items = truth[key]
        lines.append(f' "{key}": [')
        lines += [
            "  " + json.dumps(it, ensure_ascii=False) + ("," if j < len(items) - 1 else "")
            for j, it in enumerate(items)
        ]
        lines.append(" ]" + ("," if key == "elements" else ""))
    lines.append("}")
    with open(os.path.join(out_dir, name + ".json"), "w") as fh:
        fh.write("\n".join(lines) + "\n")
    return truth


def main(argv=None):
    root = os.path.dirname(HERE)
    ap = argparse.ArgumentParser(description="Render Scripts/pages/*.html with ground truth.")
    ap.add_argument("--pages", help="comma-separated page names (default: all)")
    ap.add_argument("--out", default=os.path.join(root, "Fixtures", "Screenshots", "browser"))
    ap.add_argument(
        "--chromium",
        default=shutil.which("chromium")
        or shutil.which("chromium-browser")
        or shutil.which("google-chrome")
        or "chromium",
    )
    args = ap.parse_args(argv)
    if not shutil.which(args.chromium) and not os.path.exists(args.chromium):
        sys.exit(f"render-pages: Chromium not found ({args.chromium}); install it or pass --chromium PATH")
    pages_dir = os.path.join(HERE, "pages")
    names = sorted(f[:-5] for f in os.listdir(pages_dir) if f.endswith(".html"))
    if args.pages:
        names = [n for n in names if n in args.pages.split(",")]
    global SCALE
    failed = 0
    for n in names:
        path = os.path.join(pages_dir, n + ".html")
        for scale in page_scales(path):
            SCALE = scale
            name = "page-" + n + ("" if scale == 2 else f"-{scale}x")
            try:
                t = render_page(args.chromium, path, args.out, name)
                fails = sum(e["expected"] == "fail" for e in t["elements"])
                print(
                    f"{name:17s} {t['width']}x{t['height']}  {len(t['elements']):3d} elements "
                    f"({fails} fail)  {len(t['negatives'])} negatives"
                )
            except Exception as exc:  # report and go on with the other pages
                failed += 1
                print(f"render-pages: error: {exc}", file=sys.stderr)
    return 1 if failed else 0


def page_scales(path):
    """The scales a page asks for in `<meta name="scales" content="2,3">`; 2 when it names none.
    A page is written `page-NAME.png` at 2x and `page-NAME-3x.png` (and so on) at other scales."""
    with open(path, encoding="utf-8") as fh:
        m = re.search(r'<meta name="scales" content="([0-9, ]+)">', fh.read())
    return [int(v) for v in m.group(1).replace(" ", "").split(",") if v] if m else [2]


if __name__ == "__main__":
    sys.exit(main())
