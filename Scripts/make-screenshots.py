#!/usr/bin/env python3
"""Generate synthetic UI screenshots with exact contrast ground truth.

Needs Python 3.9+ and Pillow (`pip install pillow`). CI and `swift test` never run this: the
committed corpus in Fixtures/Screenshots/synthetic/ is its output, kept so that the PNGs and
their JSON can be regenerated and extended.

    python3 Scripts/make-screenshots.py                 # rewrite Fixtures/Screenshots/synthetic/
    python3 Scripts/make-screenshots.py --full          # add full-size screens under out/screenshots-full/
    python3 Scripts/make-screenshots.py --full --count 20 --out out/bench

Every screen is drawn in CSS pixels at a scale of 1, 2 or 3. Each element (a text run or an
icon) is rendered from an 8-bit mask onto the pixels below it, so fully covered pixels hold the
exact foreground colour and edge pixels are anti-aliased blends. The ground truth is read back
from the pixels: the tight ink box is the box of pixels the element changed, and the background
is the set of colours under that box before the element was drawn. A solid background gives one
colour; gradients and photos give a range, recorded as `wcagRatioMin`/`wcagRatioMax`.

Output is deterministic for a given Pillow/FreeType version (seeded random generators, no time
or platform dependence). Rasterisation can differ slightly across FreeType versions, so always
regenerate PNG and JSON together.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "screenshots"))

import gt  # noqa: E402

try:
    from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont, ImageOps
except ImportError:  # pragma: no cover
    sys.exit("make-screenshots: Pillow is missing; install it with `pip install pillow`")

FONT_DIR = os.environ.get("LEGIBLE_FONT_DIR", "/usr/share/fonts/truetype/dejavu")
FONTS = {
    "sans": "DejaVuSans.ttf",
    "sans-bold": "DejaVuSans-Bold.ttf",
    "light": "DejaVuSans-ExtraLight.ttf",
    "serif": "DejaVuSerif.ttf",
    "serif-bold": "DejaVuSerif-Bold.ttf",
    "mono": "DejaVuSansMono.ttf",
    "condensed": "DejaVuSansCondensed.ttf",
    "condensed-bold": "DejaVuSansCondensed-Bold.ttf",
    "oblique": "DejaVuSans-Oblique.ttf",
    "mono-bold": "DejaVuSansMono-Bold.ttf",
}
BOLD_FONTS = {"sans-bold", "serif-bold", "condensed-bold", "mono-bold"}
SS = 8  # supersampling factor for shapes

_font_cache: dict = {}


def font(name: str, px: float):
    key = (name, px)
    if key not in _font_cache:
        _font_cache[key] = ImageFont.truetype(os.path.join(FONT_DIR, FONTS[name]), px)
    return _font_cache[key]


def rgb(c):
    return gt.hex_to_rgb(c) if isinstance(c, str) else tuple(c[:3])


class LayoutError(Exception):
    pass


class Screen:
    """A canvas in CSS px at `scale`, with the elements and negatives drawn on it."""

    # The script named in each ground-truth file; generators that draw with this class set theirs.
    generator = "Scripts/make-screenshots.py"

    def __init__(self, name, width, height, scale, page, category, seed, description=""):
        self.name = name
        self.css_w, self.css_h, self.scale = width, height, scale
        self.w, self.h = round(width * scale), round(height * scale)
        self.img = Image.new("RGB", (self.w, self.h), rgb(page))
        self.page = rgb(page)
        self.category = category
        self.description = description
        self.rng = random.Random(seed)
        self.seed = seed
        self.elements: list[dict] = []
        self.negatives: list[dict] = []
        self.overlays: list[dict] = []
        self.rendering = "freetype"

    # -- geometry ---------------------------------------------------------------------------
    def px(self, v):
        return int(round(v * self.scale))

    def rect_px(self, x, y, w, h):
        x0, y0 = self.px(x), self.px(y)
        return x0, y0, self.px(x + w), self.px(y + h)

    # -- primitives -------------------------------------------------------------------------
    def fill(self, x, y, w, h, color):
        x0, y0, x1, y1 = self.rect_px(x, y, w, h)
        ImageDraw.Draw(self.img).rectangle([x0, y0, x1 - 1, y1 - 1], fill=rgb(color))

    def _paint_mask(self, mask, ox, oy, color):
        """Blend `color` through the L `mask` placed at pixel (ox, oy). Returns (ink box, before)."""
        box = (ox, oy, ox + mask.width, oy + mask.height)
        if box[0] < 0 or box[1] < 0 or box[2] > self.w or box[3] > self.h:
            raise LayoutError(f"{self.name}: drawing outside the canvas at {box}")
        before = self.img.crop(box)
        solid = Image.new("RGB", mask.size, rgb(color))
        after = Image.composite(solid, before, mask)
        self.img.paste(after, box)
        return self._ink_box(before, after, ox, oy), before

    def _paint_rgb_mask(self, masks, ox, oy, color):
        """Per-channel blend (LCD-style text): `masks` is (R, G, B) L images."""
        w, h = masks[0].size
        box = (ox, oy, ox + w, oy + h)
        if box[0] < 0 or box[1] < 0 or box[2] > self.w or box[3] > self.h:
            raise LayoutError(f"{self.name}: drawing outside the canvas at {box}")
        before = self.img.crop(box)
        bands = before.split()
        out = []
        for band, m, c in zip(bands, masks, rgb(color)):
            out.append(Image.composite(Image.new("L", (w, h), c), band, m))
        after = Image.merge("RGB", out)
        self.img.paste(after, box)
        return self._ink_box(before, after, ox, oy), before

    @staticmethod
    def _ink_box(before, after, ox, oy):
        bb = ImageChops.difference(before, after).getbbox()
        if bb is None:
            return None
        return (ox + bb[0], oy + bb[1], ox + bb[2], oy + bb[3])

    def shape_mask(self, x, y, w, h, draw_fn):
        """Rasterise `draw_fn(draw, k)` at SS× into an anti-aliased mask for the CSS box.

        `k(v)` maps CSS lengths relative to (x, y) to supersampled pixels.
        Returns (mask, ox, oy) in image pixels.
        """
        ox, oy = int(math.floor(x * self.scale)) - 1, int(math.floor(y * self.scale)) - 1
        pw = int(math.ceil((x + w) * self.scale)) + 2 - ox
        ph = int(math.ceil((y + h) * self.scale)) + 2 - oy
        big = Image.new("L", (pw * SS, ph * SS), 0)
        fx, fy = (x * self.scale - ox) * SS, (y * self.scale - oy) * SS

        def k(vx, vy=None):
            if vy is None:
                return vx * self.scale * SS
            return (fx + vx * self.scale * SS, fy + vy * self.scale * SS)

        draw_fn(ImageDraw.Draw(big), k)
        return big.reduce(SS), ox, oy

    def rounded_rect(self, x, y, w, h, r, color, outline=None, outline_width=1.0):
        """Anti-aliased rounded rectangle; `outline` draws a ring of `outline_width` CSS px."""

        def fill_fn(d, k):
            x0, y0 = k(0, 0)
            x1, y1 = k(w, h)
            d.rounded_rectangle([x0, y0, x1 - 1, y1 - 1], radius=k(r), fill=255)

        m, ox, oy = self.shape_mask(x, y, w, h, fill_fn)
        if outline is not None:
            self._paint_mask(m, ox, oy, outline)
            ow = outline_width

            def inner_fn(d, k):
                x0, y0 = k(ow, ow)
                x1, y1 = k(w - ow, h - ow)
                d.rounded_rectangle([x0, y0, x1 - 1, y1 - 1], radius=max(0, k(r - ow)), fill=255)

            m, ox, oy = self.shape_mask(x, y, w, h, inner_fn)
        if color is not None:
            self._paint_mask(m, ox, oy, color)

    def gradient(self, x, y, w, h, c0, c1, direction="vertical"):
        x0, y0, x1, y1 = self.rect_px(x, y, w, h)
        c0, c1 = rgb(c0), rgb(c1)
        d = ImageDraw.Draw(self.img)
        n = (y1 - y0) if direction == "vertical" else (x1 - x0)
        for i in range(n):
            t = i / max(1, n - 1)
            c = tuple(round(a + (b - a) * t) for a, b in zip(c0, c1))
            if direction == "vertical":
                d.line([(x0, y0 + i), (x1 - 1, y0 + i)], fill=c)
            else:
                d.line([(x0 + i, y0), (x0 + i, y1 - 1)], fill=c)

    def photo(self, x, y, w, h, palette, cell=28):
        """A photo-like region: smooth (bicubic) value noise between palette colours."""
        x0, y0, x1, y1 = self.rect_px(x, y, w, h)
        pw, ph = x1 - x0, y1 - y0
        gw, gh = max(2, pw // (cell * self.scale) + 2), max(2, ph // (cell * self.scale) + 2)
        small = Image.new("RGB", (gw, gh))
        pal = [rgb(c) for c in palette]
        for j in range(gh):
            for i in range(gw):
                a, b = self.rng.sample(pal, 2)
                t = self.rng.random()
                small.putpixel((i, j), tuple(round(p + (q - p) * t) for p, q in zip(a, b)))
        big = small.resize((pw, ph), Image.BICUBIC)
        self.img.paste(big, (x0, y0))

    def overlay(self, x, y, w, h, color, alpha):
        """Composite a translucent `color` over the box, channel by channel through a LUT, so
        every pixel (and every element already drawn) maps exactly as source-over would."""
        x0, y0, x1, y1 = self.rect_px(x, y, w, h)
        c = rgb(color)
        alpha = round(alpha * 255) / 255  # an 8-bit alpha, as an RGBA colour holds it
        self.overlays.append(
            {
                "bbox": {"x": x0, "y": y0, "width": x1 - x0, "height": y1 - y0},
                "color": gt.rgb_to_hex(c) + "%02x" % round(alpha * 255),
            }
        )
        luts = []
        for ch in range(3):
            luts += [gt.composite(c, alpha, (v, v, v))[ch] for v in range(256)]
        region = self.img.crop((x0, y0, x1, y1)).point(luts)
        self.img.paste(region, (x0, y0))

        def mapped(hexc):
            return gt.rgb_to_hex(gt.composite(c, alpha, hexc))

        for e in self.elements + self.negatives:
            b = e["bbox"]
            inside = (
                b["x"] >= x0 and b["y"] >= y0 and b["x"] + b["width"] <= x1 and b["y"] + b["height"] <= y1
            )
            outside = b["x"] >= x1 or b["y"] >= y1 or b["x"] + b["width"] <= x0 or b["y"] + b["height"] <= y0
            if not (inside or outside):
                raise LayoutError(f"{self.name}: overlay cuts element {e['id']}")
            if inside and "foreground" in e:
                e["foreground"] = mapped(e["foreground"])
                e["background"] = mapped(e["background"])
                if "backgroundColors" in e:
                    e["backgroundColors"] = [mapped(v) for v in e["backgroundColors"]]
                e["underOverlay"] = True
                self._score(e)

    # -- elements ---------------------------------------------------------------------------
    def text(
        self,
        x,
        y,
        s,
        size,
        color,
        face="sans",
        category=None,
        rendering=None,
        alpha=None,
        phase=0.0,
        record=True,
        tags=(),
    ):
        """Draw `s` with its top-left (ascender line) at CSS (x, y). Returns the element.

        `alpha` draws translucent text: the recorded foreground is its composite over the
        background (which must then be solid)."""
        rendering = rendering or self.rendering
        fpx = size * self.scale
        c = rgb(color)
        ox, oy = int(math.floor(x * self.scale)), int(math.floor(y * self.scale))
        if rendering == "freetype":
            f = font(face, fpx)
            l, t, r, b = f.getbbox(s)
            m = Image.new("L", (r - l + 4, b - t + 4), 0)
            ImageDraw.Draw(m).text((2 - l, 2 - t), s, font=f, fill=255)
            ox, oy = ox + l - 2, oy + t - 2
            masks = None
        else:
            k = 4 if rendering == "supersampled" else 3
            f = font(face, fpx * k)
            l, t, r, b = f.getbbox(s)
            pad = 2 * k
            sub = (x * self.scale - math.floor(x * self.scale) + phase) * k
            W = int(math.ceil((r - l + 2 * pad + sub) / k)) * k
            H = int(math.ceil((b - t + 2 * pad) / k)) * k
            big = Image.new("L", (W, H), 0)
            ImageDraw.Draw(big).text((pad - l + sub, pad - t), s, font=f, fill=255)
            ox = ox + (l - pad) // k
            oy = oy + (t - pad) // k
            if rendering == "supersampled":
                m, masks = big.reduce(k), None
            else:  # LCD: 3 horizontal sub-pixels per pixel, FreeType-like 5-tap filter
                tall = big.reduce((1, k))
                filt = tall.filter(
                    ImageFilter.Kernel((5, 5), [0] * 10 + [8, 77, 86, 77, 8] + [0] * 10, scale=256)
                )
                Wp, Hp = filt.width // 3, filt.height
                data = filt.tobytes()
                chans = []
                for ch in range(3):
                    rows = bytearray()
                    for j in range(Hp):
                        row = data[j * filt.width : (j + 1) * filt.width]
                        rows += row[ch::3][:Wp]
                    chans.append(Image.frombytes("L", (Wp, Hp), bytes(rows)))
                if rendering == "lcd-bgr":
                    chans.reverse()
                masks, m = chans, None
        if alpha is not None:
            alpha = round(alpha * 255) / 255  # an 8-bit alpha, as an RGBA colour holds it
            under = self.img.getpixel((min(self.w - 1, max(0, ox + 2)), min(self.h - 1, max(0, oy + 2))))
            c = gt.composite(c, alpha, under)
        if masks is None:
            ink, before = self._paint_mask(m, ox, oy, c)
        else:
            ink, before = self._paint_rgb_mask(masks, ox, oy, c)
        if ink is None:
            raise LayoutError(f"{self.name}: text {s!r} drew nothing")
        if not record:
            return None
        e = self._element("text", ink, before, ox, oy, c, category)
        e.update(
            {
                "text": s,
                "fontPx": round(fpx, 3),
                "cssPx": size,
                "bold": face in BOLD_FONTS,
                "font": FONTS[face].rsplit(".", 1)[0],
                "rendering": rendering,
            }
        )
        if alpha is not None:
            e["foregroundDeclared"] = gt.rgb_to_hex(rgb(color)) + "%02x" % round(alpha * 255)
            if len(e.get("backgroundColors", [])) > 1:
                raise LayoutError(f"{self.name}: translucent text {s!r} over a non-uniform background")
        if tags:
            e["tags"] = list(tags)
        self._score(e)
        return e

    def icon(self, x, y, size, kind, color, category="icon", stroke=None, tags=()):
        """An anti-aliased UI glyph (non-text, WCAG 1.4.11) in a `size` CSS px square."""
        sw = stroke if stroke is not None else max(1.5, size / 12)
        s = size

        def draw_fn(d, k):
            def P(px_, py_):
                return k(px_, py_)

            def line(pts, width):
                pts = [P(*p) for p in pts]
                d.line(pts, fill=255, width=max(1, int(round(k(width)))), joint="curve")
                rr = k(width) / 2
                for qx, qy in (pts[0], pts[-1]):
                    d.ellipse([qx - rr, qy - rr, qx + rr, qy + rr], fill=255)

            if kind == "circle":
                d.ellipse([*P(s * 0.1, s * 0.1), *P(s * 0.9, s * 0.9)], fill=255)
            elif kind == "ring":
                d.ellipse([*P(s * 0.1, s * 0.1), *P(s * 0.9, s * 0.9)], fill=255)
                d.ellipse([*P(s * 0.1 + sw, s * 0.1 + sw), *P(s * 0.9 - sw, s * 0.9 - sw)], fill=0)
            elif kind == "chevron-right":
                line([(s * 0.35, s * 0.15), (s * 0.7, s * 0.5), (s * 0.35, s * 0.85)], sw)
            elif kind == "chevron-down":
                line([(s * 0.15, s * 0.35), (s * 0.5, s * 0.7), (s * 0.85, s * 0.35)], sw)
            elif kind == "hamburger":
                for fy in (0.25, 0.5, 0.75):
                    line([(s * 0.15, s * fy), (s * 0.85, s * fy)], sw)
            elif kind == "check":
                line([(s * 0.15, s * 0.52), (s * 0.4, s * 0.77), (s * 0.87, s * 0.25)], sw)
            elif kind == "plus":
                line([(s * 0.5, s * 0.15), (s * 0.5, s * 0.85)], sw)
                line([(s * 0.15, s * 0.5), (s * 0.85, s * 0.5)], sw)
            elif kind == "close":
                line([(s * 0.2, s * 0.2), (s * 0.8, s * 0.8)], sw)
                line([(s * 0.8, s * 0.2), (s * 0.2, s * 0.8)], sw)
            elif kind == "search":
                d.ellipse([*P(s * 0.12, s * 0.12), *P(s * 0.68, s * 0.68)], fill=255)
                d.ellipse([*P(s * 0.12 + sw, s * 0.12 + sw), *P(s * 0.68 - sw, s * 0.68 - sw)], fill=0)
                line([(s * 0.6, s * 0.6), (s * 0.88, s * 0.88)], sw)
            elif kind == "play":
                d.polygon([P(s * 0.25, s * 0.15), P(s * 0.85, s * 0.5), P(s * 0.25, s * 0.85)], fill=255)
            elif kind == "checkbox":
                d.rounded_rectangle(
                    [*P(s * 0.1, s * 0.1), *P(s * 0.9, s * 0.9)], radius=k(s * 0.15), fill=255
                )
                d.rounded_rectangle(
                    [*P(s * 0.1 + sw, s * 0.1 + sw), *P(s * 0.9 - sw, s * 0.9 - sw)],
                    radius=max(0, k(s * 0.15 - sw)),
                    fill=0,
                )
            elif kind == "heart":
                d.ellipse([*P(s * 0.1, s * 0.15), *P(s * 0.52, s * 0.57)], fill=255)
                d.ellipse([*P(s * 0.48, s * 0.15), *P(s * 0.9, s * 0.57)], fill=255)
                d.polygon([P(s * 0.13, s * 0.45), P(s * 0.87, s * 0.45), P(s * 0.5, s * 0.88)], fill=255)
            else:
                raise ValueError(kind)

        m, ox, oy = self.shape_mask(x, y, s, s, draw_fn)
        ink, before = self._paint_mask(m, ox, oy, color)
        e = self._element("nonText", ink, before, ox, oy, rgb(color), category)
        e.update({"shape": kind, "cssPx": s, "strokeCssPx": round(sw, 3), "bold": False})
        if tags:
            e["tags"] = list(tags)
        self._score(e)
        return e

    def _element(self, kind, ink, before, ox, oy, fg, category):
        x0, y0, x1, y1 = ink
        under = before.crop((x0 - ox, y0 - oy, x1 - ox, y1 - oy))
        colors = under.getcolors(maxcolors=1 << 20)
        colors.sort(key=lambda nc: -nc[0])
        category = category or self.category
        if self.category == "darkMode" and category == "solid":
            category = "darkMode"
        e = {
            "id": f"{self.name}/{len(self.elements) + 1:03d}",
            "kind": kind,
            "category": category,
            "bbox": {"x": x0, "y": y0, "width": x1 - x0, "height": y1 - y0},
            "foreground": gt.rgb_to_hex(fg),
            "background": gt.rgb_to_hex(colors[0][1]),
            "scale": self.scale,
        }
        if len(colors) > 1:
            # Non-uniform background: keep the distinct colours (bounded) for the ratio range, and
            # the median-luminance one as the representative background.
            cs = sorted((gt.luminance(c), c) for _, c in colors)
            e["background"] = gt.rgb_to_hex(cs[len(cs) // 2][1])
            e["backgroundColors"] = [gt.rgb_to_hex(c) for _, c in colors] if len(colors) <= 64 else None
            e["_bgset"] = [c for _, c in colors]
        self.elements.append(e)
        return e

    def _score(self, e):
        fg = e["foreground"]
        req = gt.required(e["kind"], e.get("cssPx"), e.get("bold", False))
        r = gt.ratio(fg, e["background"])
        e["wcagRatio"] = r
        e["polarity"] = "darkOnLight" if gt.luminance(fg) < gt.luminance(e["background"]) else "lightOnDark"
        e["required"] = req
        e["expected"] = gt.verdict(r, req)
        e["uncertain"] = False
        bgset = e.get("_bgset")
        if bgset is None and e.get("backgroundColors"):
            bgset = [gt.hex_to_rgb(c) for c in e["backgroundColors"]]
        if bgset:
            rs = [gt.ratio(fg, c) for c in bgset]
            e["wcagRatioMin"], e["wcagRatioMax"] = min(rs), max(rs)
            lo, hi = min(rs) >= req, max(rs) >= req
            if lo == hi:
                e["expected"] = "pass" if lo else "fail"
            # A verdict that every pixel under the box agrees on is certain, over a photo too
            # (a pass when even the least favourable pixel passes, as `make-imagery-screens.py`
            # labels text over imagery); otherwise a review is right.
            if lo != hi:
                e["uncertain"] = True

    def negative(self, kind, x0, y0, x1, y1, note=""):
        """A region (image px) that must produce no text finding."""
        n = {
            "id": f"{self.name}/n{len(self.negatives) + 1:02d}",
            "kind": kind,
            "bbox": {"x": x0, "y": y0, "width": x1 - x0, "height": y1 - y0},
        }
        if note:
            n["note"] = note
        self.negatives.append(n)
        return n

    def negative_css(self, kind, x, y, w, h, note=""):
        return self.negative(kind, *self.rect_px(x, y, w, h), note=note)

    # -- output -----------------------------------------------------------------------------
    def truth(self, image_name):
        elements = []
        for e in self.elements:
            e = {k: v for k, v in e.items() if not k.startswith("_") and v is not None}
            # How many ink pixels reach the exact foreground (0: strokes never fully cover a pixel).
            b = e["bbox"]
            crop = self.img.crop((b["x"], b["y"], b["x"] + b["width"], b["y"] + b["height"]))
            fg = gt.hex_to_rgb(e["foreground"])
            e["fullCoveragePixels"] = sum(n for n, c in crop.getcolors(1 << 22) if c == fg)
            elements.append(e)
        return {
            "image": image_name,
            "width": self.w,
            "height": self.h,
            "scale": self.scale,
            "category": self.category,
            "description": self.description,
            "seed": self.seed,
            "generator": self.generator,
            "policy": "wcag2-aa",
            "elements": elements,
            "negatives": self.negatives,
            **({"overlays": self.overlays} if self.overlays else {}),
        }

    def save(self, out_dir, optimise=True):
        os.makedirs(out_dir, exist_ok=True)
        png = os.path.join(out_dir, self.name + ".png")
        self.img.save(png, optimize=optimise)
        if optimise and shutil.which("optipng"):
            subprocess.run(["nice", "optipng", "-quiet", "-o2", "-strip", "all", png], check=False)
        with open(os.path.join(out_dir, self.name + ".json"), "w") as fh:
            fh.write(dump_truth(self.truth(self.name + ".png")))
        return png


def dump_truth(truth):
    """JSON with one element or negative per line: small, diffable, still plain JSON."""
    head = {k: v for k, v in truth.items() if k not in ("elements", "negatives", "overlays")}
    lines = ["{"]
    for k, v in head.items():
        lines.append(f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},")
    for key in ("elements", "negatives"):
        items = truth[key]
        lines.append(f' "{key}": [')
        for i, item in enumerate(items):
            sep = "," if i < len(items) - 1 else ""
            lines.append("  " + json.dumps(item, ensure_ascii=False) + sep)
        lines.append(" ]" + ("," if key == "elements" or "overlays" in truth else ""))
    if "overlays" in truth:
        lines.append(' "overlays": ' + json.dumps(truth["overlays"]))
    lines.append("}")
    return "\n".join(lines) + "\n"


# =============================================================================================
# Colour helpers
# =============================================================================================


def mix(a, b, t):
    a, b = rgb(a), rgb(b)
    return tuple(round(p + (q - p) * t) for p, q in zip(a, b))


def color_for_ratio(bg, target, hue="#000000", toward=None):
    """The 8-bit colour on the line white → `hue` → black whose ratio against `bg` is closest to
    `target`, on the `toward` side of the background ("dark" or "light"; default: away from
    the background's luminance)."""
    bg = rgb(bg)
    lb = gt.luminance(bg)
    if toward is None:
        toward = "dark" if lb > 0.18 else "light"
    h = rgb(hue)
    best = None
    for i in range(-1000, 1001):
        t = i / 1000
        c = mix(h, (0, 0, 0), t) if t >= 0 else mix(h, (255, 255, 255), -t)
        for dr in (-1, 0, 1):
            cc = (max(0, min(255, c[0] + dr)), c[1], c[2])
            lc = gt.luminance(cc)
            if (toward == "dark") != (lc < lb):
                continue
            d = abs(gt.ratio(cc, bg) - target)
            if best is None or d < best[0]:
                best = (d, cc)
    return gt.rgb_to_hex(best[1])


# Light and dark palettes, loosely after common platform colours.
LIGHT = {
    "page": "#ffffff",
    "grouped": "#f2f2f7",
    "label": "#000000",
    "secondary": "#6e6e73",
    "tertiary": "#8e8e93",
    "placeholder": "#c7c7cc",
    "separator": "#c6c6c8",
    "link": "#007aff",
    "accent": "#0a60d0",
    "danger": "#d70015",
    "success": "#248a3d",
    "card": "#ffffff",
}
DARK = {
    "page": "#000000",
    "grouped": "#1c1c1e",
    "label": "#ffffff",
    "secondary": "#98989f",
    "tertiary": "#636366",
    "placeholder": "#48484a",
    "separator": "#38383a",
    "link": "#0a84ff",
    "accent": "#409cff",
    "danger": "#ff453a",
    "success": "#30d158",
    "card": "#2c2c2e",
}

LOREM = (
    "Settings",
    "Notifications",
    "Privacy and security",
    "Storage",
    "Battery usage",
    "Display & brightness",
    "Accessibility",
    "Wallpaper",
    "Screen time",
    "General",
    "Keyboard",
    "Language & region",
    "Date & time",
    "Software update",
    "About this phone",
)

# =============================================================================================
# Components. Each draws at CSS (x, y) within width w and returns the height it used.
# =============================================================================================


def c_navbar(s, x, y, w, pal, title="Settings", bg=None):
    h = 52
    bg = bg or pal["grouped"]
    s.fill(x, y, w, h, bg)
    s.text(x + 16, y + 14, title, 20, pal["label"], "sans-bold", category="solid")
    s.icon(x + w - 40, y + 14, 24, "hamburger", pal["link"], category="icon")
    s.fill(x, y + h - 1, w, 1 / s.scale, pal["separator"])
    s.negative(*("separator",), *s.rect_px(x, y + h - 1, w, 1 / s.scale))
    return h


def c_list(s, x, y, w, pal, n=4, category="solid", secondary=True):
    row = 58 if secondary else 44
    s.fill(x, y, w, row * n, pal["card"])
    for i in range(n):
        ry = y + i * row
        title = LOREM[s.rng.randrange(len(LOREM))]
        s.text(x + 16, ry + 8 if secondary else ry + 13, title, 16, pal["label"], category=category)
        if secondary:
            sub_color = s.rng.choice([pal["secondary"], pal["tertiary"]])
            s.text(
                x + 16,
                ry + 32,
                s.rng.choice(["On", "Off", "2 items", "Updated today", "Last synced 5 min ago"]),
                13,
                sub_color,
                category=category,
            )
        s.icon(x + w - 30, ry + row / 2 - 8, 16, "chevron-right", pal["tertiary"], category="icon")
        if i < n - 1:
            s.fill(x + 16, ry + row - 1, w - 16, 1 / s.scale, pal["separator"])
            s.negative("separator", *s.rect_px(x + 16, ry + row - 1, w - 16, 1 / s.scale))
    return row * n


def c_paragraph(s, x, y, w, pal, lines, size=15, color=None, face="sans", category="solid", lh=1.45):
    color = color or pal["label"]
    for i, line in enumerate(lines):
        s.text(x, y + i * size * lh, line, size, color, face, category=category)
    return len(lines) * size * lh


def c_button(
    s,
    x,
    y,
    label,
    fill,
    text_color,
    size=16,
    face="sans-bold",
    radius=None,
    pad=(14, 8),
    category="button",
    outline=None,
):
    f = font(face, size)
    l, t, r, b = f.getbbox(label)
    tw = r - l
    h = size * 1.25 + 2 * pad[1]
    w = tw + 2 * pad[0]
    radius = h / 2 if radius is None else radius
    s.rounded_rect(x, y, w, h, radius, fill, outline=outline, outline_width=1.0)
    s.text(
        x + pad[0] - l,
        y + pad[1] + (size * 1.25 - size * 1.17) / 2,
        label,
        size,
        text_color,
        face,
        category=category,
    )
    return w, h


def c_icons(s, x, y, w, pal, colors, size=24, kinds=None, category="icon", gap=14):
    kinds = kinds or [
        "circle",
        "ring",
        "chevron-right",
        "chevron-down",
        "hamburger",
        "check",
        "plus",
        "close",
        "search",
        "play",
        "checkbox",
        "heart",
    ]
    cx = x
    for i, c in enumerate(colors):
        kind = kinds[i % len(kinds)]
        if cx + size > x + w:
            break
        s.icon(cx, y, size, kind, c, category=category)
        cx += size + gap
    return size


def c_card(s, x, y, w, pal, title, body, border=True, shadow=False):
    h = 96
    if shadow:
        for i, a in enumerate((0.04, 0.06, 0.08)):
            s.rounded_rect(
                x - 3 + i, y - 2 + i, w + 6 - 2 * i, h + 6 - 2 * i, 14, mix(pal["page"], "#000000", a)
            )
    s.rounded_rect(x, y, w, h, 12, pal["card"], outline=pal["separator"] if border else None)
    if border:
        # The outline is a negative: edges only (top and bottom strips, left and right strips).
        x0, y0, x1, y1 = s.rect_px(x, y, w, h)
        for box in (
            (x0, y0, x1, y0 + s.scale + 1),
            (x0, y1 - s.scale - 1, x1, y1),
            (x0, y0, x0 + s.scale + 1, y1),
            (x1 - s.scale - 1, y0, x1, y1),
        ):
            s.negative("border", *box)
    s.text(x + 16, y + 14, title, 17, pal["label"], "sans-bold", category="solid")
    s.text(x + 16, y + 42, body[0], 14, pal["secondary"], category="solid")
    s.text(x + 16, y + 64, body[1], 14, pal["secondary"], category="solid")
    return h


# =============================================================================================
# Screens
# =============================================================================================

SCREENS = []


def screen(fn):
    SCREENS.append(fn)
    return fn


def basic_screen(name, scale, pal, seed, rendering="freetype", category="solid", description=""):
    w = 390
    s = Screen(name, w, 560, scale, pal["grouped"], category, seed, description)
    s.rendering = rendering
    y = 0
    y += c_navbar(s, 0, y, w, pal)
    y += 16
    s.text(16, y, "ACCOUNT", 12, pal["secondary"], category="tiny")
    y += 22
    y += c_list(s, 0, y, w, pal, n=3)
    y += 20
    y += c_paragraph(
        s,
        16,
        y,
        w - 32,
        pal,
        ["Changes apply to every device signed in", "with this account."],
        size=13,
        color=pal["secondary"],
    )
    y += 14
    bw, bh = c_button(s, 16, y, "Save changes", pal["accent"], "#ffffff")
    c_button(s, 16 + bw + 12, y, "Cancel", pal["grouped"], pal["link"], face="sans", outline=pal["link"])
    y += bh + 18
    y += c_card(s, 16, y, w - 32, pal, "Storage", ["48.2 GB of 128 GB used", "Photos take the most space"])
    y += 16
    s.text(16, y, "Placeholder: Search settings", 15, pal["placeholder"], category="solid")
    y += 26
    s.text(16, y, "Version 4.2.1 (build 880)", 12, pal["tertiary"], category="tiny")
    return s


@screen
def scales():
    out = []
    for scale in (1, 2, 3):
        out.append(
            basic_screen(
                f"settings-light-{scale}x",
                scale,
                LIGHT,
                100 + scale,
                description="A light settings screen; the same layout at 1x, 2x and 3x.",
            )
        )
        out.append(
            basic_screen(
                f"settings-dark-{scale}x",
                scale,
                DARK,
                200 + scale,
                category="darkMode",
                description="The dark-mode settings screen at 1x, 2x and 3x (light text on dark).",
            )
        )
    out.append(
        basic_screen(
            "settings-light-1x-lcd",
            1,
            LIGHT,
            101,
            rendering="lcd",
            description="The light settings screen with LCD-style (RGB sub-pixel) text.",
        )
    )
    out.append(
        basic_screen(
            "settings-dark-2x-supersampled",
            2,
            DARK,
            202,
            rendering="supersampled",
            category="darkMode",
            description="Dark settings at 2x with unhinted, supersampled text (macOS-like).",
        )
    )
    light2 = basic_screen("settings-light-2x", 2, LIGHT, 102)
    out.append(
        resampled(
            light2,
            0.75,
            "settings-light-2x-resampled-75",
            "The light 2x settings screen scaled to 75 % with an area filter, as a resized "
            "screenshot: 1.5 image px per CSS px.",
        )
    )
    return out


def resampled(src, factor, name, description):
    """`src` scaled by `factor` with an area (box) filter. Colours stay as recorded (flat areas keep
    their exact value); each box is scaled outwards, then shrunk to the pixels that differ from
    the element's background."""
    s = Screen(name, src.css_w, src.css_h, src.scale * factor, src.page, src.category, src.seed, description)
    s.img = src.img.resize((round(src.w * factor), round(src.h * factor)), Image.BOX)
    s.w, s.h = s.img.size
    s.rendering = src.rendering
    s.overlays = []

    def scaled(b):
        x0, y0 = math.floor(b["x"] * factor), math.floor(b["y"] * factor)
        x1 = min(s.w, math.ceil((b["x"] + b["width"]) * factor))
        y1 = min(s.h, math.ceil((b["y"] + b["height"]) * factor))
        return x0, y0, x1, y1

    for e in src.elements:
        if e.get("_bgset"):
            raise LayoutError(f"{name}: resampling needs solid backgrounds ({e['id']})")
        x0, y0, x1, y1 = scaled(e["bbox"])
        bg = gt.hex_to_rgb(e["background"])
        crop = s.img.crop((x0, y0, x1, y1))
        diff = ImageChops.difference(crop, Image.new("RGB", crop.size, bg)).getbbox()
        if diff is None:
            raise LayoutError(f"{name}: {e['id']} vanished when resampled")
        e = dict(e)
        e["id"] = e["id"].replace(src.name, name)
        e["bbox"] = {
            "x": x0 + diff[0],
            "y": y0 + diff[1],
            "width": diff[2] - diff[0],
            "height": diff[3] - diff[1],
        }
        e["scale"] = s.scale
        if "fontPx" in e:
            e["fontPx"] = round(e["fontPx"] * factor, 3)
        e["rendering"] = e.get("rendering", "freetype") + "+resampled"
        s.elements.append(e)
    for n in src.negatives:
        x0, y0, x1, y1 = scaled(n["bbox"])
        s.negatives.append(
            {
                **n,
                "id": n["id"].replace(src.name, name),
                "bbox": {"x": x0, "y": y0, "width": x1 - x0, "height": max(1, y1 - y0)},
            }
        )
    return s


@screen
def thin_fonts():
    out = []
    for scale in (1, 2, 3):
        s = Screen(
            f"thin-fonts-{scale}x",
            360,
            470,
            scale,
            "#ffffff",
            "thin",
            300 + scale,
            "DejaVu Sans ExtraLight at 11-40 CSS px in passing and failing greys and colours.",
        )
        y = 12
        combos = [
            ("#000000", "#ffffff"),
            ("#8a8a8a", "#ffffff"),
            ("#767676", "#ffffff"),
            ("#949494", "#ffffff"),
            ("#1f4e8c", "#ffffff"),
            ("#e0605a", "#ffffff"),
            ("#ffffff", "#2d2d2d"),
            ("#7d7d7d", "#2d2d2d"),
            ("#aaaaaa", "#ffffff"),
            ("#5b9bd5", "#f4f4f4"),
            ("#595959", "#ffffff"),
        ]
        sizes = [11, 12, 13, 14, 16, 18, 20, 24, 28, 32, 40]
        rng = s.rng
        for i, sz in enumerate(sizes):
            fg, bg = combos[(i + 3 * scale) % len(combos)]
            h = sz * 1.35
            s.fill(0, y - 4, 360, h + 8, bg)
            s.text(
                12,
                y,
                rng.choice(
                    ["Thin text is hard", "Light weight label", "Ultralight 0123", "Hairline strokes"]
                ),
                sz,
                fg,
                "light",
                category="thin",
            )
            y += h + 8
        s.fill(0, y, 360, 470 - y, "#ffffff")
        out.append(s)
    return out


@screen
def tiny_text():
    out = []
    for scale in (1, 2, 3):
        pal = LIGHT if scale != 2 else DARK
        s = Screen(
            f"tiny-{scale}x",
            360,
            330,
            scale,
            pal["page"],
            "tiny",
            400 + scale,
            "Tiny text (9-11 CSS px), single characters, badges and counts.",
        )
        y = 10
        for sz in (9, 10, 11):
            for col in (pal["label"], pal["secondary"], pal["tertiary"]):
                s.text(
                    12,
                    y,
                    s.rng.choice(
                        [
                            "Terms apply. See details",
                            "12:45 PM - 3 replies",
                            "Updated 2 min ago",
                            "v1.0.3 beta",
                            "Sponsored",
                        ]
                    ),
                    sz,
                    col,
                    category="tiny",
                )
                y += sz + 9
        y += 6
        x = 12
        chars = ["1", "×", "›", "+", "…", "A", "7", "%", "#", "?"]
        for i, ch in enumerate(chars):
            col = [pal["label"], pal["tertiary"], pal["link"], pal["danger"]][i % 4]
            s.text(x, y, ch, 17, col, category="singleChar", tags=("iconLike",) if ch in "×›+…" else ())
            x += 30
        y += 34
        x = 12
        for i, (count, bg) in enumerate(
            (("3", "#ff3b30"), ("12", "#d70015"), ("99+", "#007aff"), ("1", "#34c759"), ("5", "#8e8e93"))
        ):
            w, h = c_button(
                s, x, y, count, bg, "#ffffff", size=11, face="sans-bold", pad=(6, 2), category="singleChar"
            )
            x += w + 16
        y += 30
        x = 12
        for i, (ini, bg) in enumerate(
            (("JD", "#5856d6"), ("A", "#ff9500"), ("MK", "#30b0c7"), ("Z", "#a2845e"))
        ):
            s.rounded_rect(x, y, 32, 32, 16, bg)
            f = font("sans-bold", 13)
            l, t, r, b = f.getbbox(ini)
            s.text(x + 16 - (r - l) / 2 - l, y + 9, ini, 13, "#ffffff", "sans-bold", category="singleChar")
            x += 44
        out.append(s)
    return out


@screen
def icons():
    out = []
    for scale in (1, 2, 3):
        s = Screen(
            f"icons-{scale}x",
            360,
            300,
            scale,
            "#ffffff",
            "icon",
            500 + scale,
            "Filled and outlined icons (1.4.11, 3:1) in passing and failing colours, light and dark rows.",
        )
        y = 12
        rows = [
            (
                "#ffffff",
                ["#000000", "#767676", "#949494", "#c7c7cc", "#007aff", "#34c759", "#ff9500", "#d70015"],
                24,
            ),
            (
                "#ffffff",
                ["#8e8e93", "#aeaeb2", "#6e6e73", "#5ac8fa", "#ff3b30", "#ffcc00", "#af52de", "#3a3a3c"],
                20,
            ),
            (
                "#1c1c1e",
                ["#ffffff", "#8e8e93", "#636366", "#48484a", "#0a84ff", "#30d158", "#ff9f0a", "#bf5af2"],
                24,
            ),
            (
                "#f2f2f7",
                ["#3c3c43", "#8e8e93", "#c7c7cc", "#007aff", "#ff2d55", "#a2845e", "#5856d6", "#34c759"],
                16,
            ),
            (
                "#0a60d0",
                ["#ffffff", "#9fc5ff", "#5b9cff", "#000000", "#ffcc00", "#c8e0ff", "#002b66", "#ff9500"],
                24,
            ),
        ]
        for bg, colors, size in rows:
            s.fill(0, y - 8, 360, size + 16, bg)
            kinds = [
                "circle",
                "ring",
                "chevron-right",
                "chevron-down",
                "hamburger",
                "check",
                "plus",
                "close",
                "search",
                "play",
                "checkbox",
                "heart",
            ]
            s.rng.shuffle(kinds)
            c_icons(s, 12, y, 336, None, colors, size=size, kinds=kinds)
            y += size + 16 + 10
        # Page indicator dots and a star-like rating row are negatives for text.
        for i in range(5):
            s.icon(130 + i * 14, y + 4, 8, "circle", "#c7c7cc" if i else "#000000", category="icon")
        y += 24
        out.append(s)
    return out


@screen
def buttons():
    out = []
    specs = [
        # (fill, text, page, face)
        ("#007aff", "#ffffff", "#ffffff", "sans-bold"),
        ("#34c759", "#ffffff", "#f2f2f7", "sans-bold"),
        ("#ff9500", "#ffffff", "#ffffff", "sans"),
        ("#e5e5ea", "#007aff", "#ffffff", "sans"),
        ("#d70015", "#ffffff", "#000000", "sans-bold"),
        ("#0a60d0", "#ffffff", "#eaf2ff", "sans"),
        ("#ffcc00", "#000000", "#1c1c1e", "sans-bold"),
        ("#3a3a3c", "#98989f", "#000000", "sans"),
        ("#5856d6", "#ffffff", "#5856d6", "sans"),
        ("#eef6ee", "#248a3d", "#ffffff", "sans"),
    ]
    for scale in (1, 2, 3):
        s = Screen(
            f"buttons-{scale}x",
            360,
            380,
            scale,
            "#ffffff",
            "button",
            600 + scale,
            "Buttons, chips and capsules with tight padding; the page around each differs from its fill.",
        )
        y = 8
        for i, (fill, text, page, face) in enumerate(specs):
            s.fill(0, y, 360, 36, page)
            label = [
                "Continue",
                "Buy now",
                "Add to cart",
                "Follow",
                "Delete",
                "Sign in",
                "Upgrade",
                "Disabled",
                "Share",
                "Saved",
            ][i]
            pad = [(14, 6), (10, 4), (8, 3), (12, 6), (16, 6), (6, 2), (12, 4), (12, 5), (20, 6), (10, 4)][i]
            size = [15, 15, 14, 15, 15, 13, 16, 15, 15, 14][i]
            c_button(
                s, 16, y + 3, label, fill, text, size=size, face=face, pad=pad, radius=[None, 6, 4][i % 3]
            )
            # A chip on the same row with a square-ish container.
            chip_fill = mix(fill, page, 0.6)
            c_button(
                s,
                200,
                y + 5,
                ["Tag", "New", "Beta", "Pro"][i % 4],
                chip_fill,
                text if i % 2 or fill == page else fill,
                size=12,
                face="sans",
                pad=(8, 3),
                radius=5,
            )
            y += 36
        out.append(s)
    return out


@screen
def translucent():
    out = []
    for scale in (2, 3):
        pal = LIGHT
        s = Screen(
            f"translucent-sheet-{scale}x",
            390,
            560,
            scale,
            pal["grouped"],
            "translucent",
            700 + scale,
            "Content dimmed by a 40% black scrim, and a translucent white sheet over coloured blocks "
            "with text on it; translucent (60% black) secondary text.",
        )
        y = c_navbar(s, 0, 0, 390, pal, title="Library")
        y += 12
        y += c_list(s, 0, y, 390, pal, n=3, category="translucent")
        # Scrim over everything drawn so far: the text under it is still text, now dimmed.
        s.overlay(0, 0, 390, y + 8, "#000000", 0.4)
        # Coloured content blocks below, with a translucent sheet on top.
        top = y + 8
        blocks = ["#ff9500", "#34c759", "#5856d6", "#ffffff"]
        for i, c in enumerate(blocks):
            s.fill(0, top + i * 70, 390, 70, c)
        s.overlay(0, top, 390, 280, "#ffffff", 0.72 if scale == 2 else 0.85)
        for i, c in enumerate(blocks):
            by = top + i * 70
            s.text(
                20,
                by + 10,
                ["Now playing", "Up next", "Recently added", "Playlists"][i],
                17,
                "#000000",
                "sans-bold",
                category="translucent",
            )
            s.text(20, by + 36, "Artist name - 3:45", 14, "#000000", alpha=0.6, category="translucent")
            s.text(250, by + 36, "Details", 14, "#3c3c43", alpha=0.3, category="translucent")
        out.append(s)
    # A frosted toast over a dark photo-like image.
    s = Screen(
        "translucent-toast-2x",
        360,
        300,
        2,
        "#101418",
        "translucent",
        710,
        "A translucent dark toast over a flat colour and a pale translucent chip over a dark panel.",
    )
    s.fill(0, 0, 360, 150, "#2c5d8a")
    s.fill(0, 150, 360, 150, "#e8e0d0")
    s.overlay(20, 40, 320, 70, "#000000", 0.55)
    s.text(36, 52, "Copied to clipboard", 16, "#ffffff", category="translucent")
    s.text(36, 80, "Undo", 14, "#ffffff", alpha=0.5, category="translucent")
    s.overlay(20, 190, 320, 70, "#000000", 0.25)
    s.text(36, 202, "Download complete", 16, "#ffffff", category="translucent")
    s.text(36, 230, "Open file", 14, "#ffffff", alpha=0.85, category="translucent")
    out.append(s)
    return out


@screen
def gradients():
    return [gradient_screen(1), gradient_screen(2), radial_screen(), banner_screen()]


def gradient_screen(scale):
    s = Screen(
        f"gradients-{scale}x",
        360,
        520,
        scale,
        "#ffffff",
        "gradient",
        800 + 10 * scale,
        "Text over gentle vertical and horizontal gradients, including lines crossing 4.5:1 and 3:1.",
    )
    s.gradient(0, 0, 360, 130, "#eef3ff", "#c9d8f5", "vertical")
    s.text(16, 16, "Gentle vertical gradient", 18, "#1b2a4a", "sans-bold", category="gradient")
    s.text(16, 50, "Body text stays readable here", 15, "#34415e", category="gradient")
    s.text(16, 84, "Muted caption on the gradient", 13, "#7a86a0", category="gradient")
    s.gradient(0, 130, 360, 120, "#ff7e5f", "#feb47b", "horizontal")
    s.text(16, 146, "Sunset header", 24, "#ffffff", "sans-bold", category="gradient")
    s.text(16, 190, "White text on orange to peach", 15, "#ffffff", category="gradient")
    s.gradient(0, 250, 360, 130, "#ffffff", "#7a7a7a", "horizontal")
    s.text(16, 266, "Crosses the threshold along the line", 15, "#555555", category="gradient")
    s.text(16, 300, "Dark text holds to the end", 15, "#111111", category="gradient")
    s.text(16, 336, "LARGE AND FADING", 26, "#6f6f6f", "sans", category="gradient")
    s.gradient(0, 380, 360, 140, "#1d2b64", "#0b0f24", "vertical")
    s.text(16, 398, "Night mode gradient", 20, "#f8cdda", "sans-bold", category="gradient")
    s.text(16, 436, "Secondary on dark gradient", 15, "#7c86a8", category="gradient")
    s.text(16, 472, "Faint footnote", 12, "#414a6b", category="gradient")
    return s


def radial_screen():
    s = Screen(
        "gradients-radial-2x",
        360,
        300,
        2,
        "#ffffff",
        "gradient",
        802,
        "A radial glow behind a title, and a vertical gradient crossing 3:1 under large text.",
    )
    x0, y0, x1, y1 = s.rect_px(0, 0, 360, 150)
    glow = Image.radial_gradient("L").resize((x1 - x0, y1 - y0), Image.BICUBIC)
    s.img.paste(ImageOps.colorize(glow, "#fdf6e3", "#e9c46a"), (x0, y0))
    s.text(40, 30, "Radial glow title", 24, "#5c3d00", "sans-bold", category="gradient")
    s.text(40, 80, "Amber caption in the glow", 14, "#a0732a", category="gradient")
    s.gradient(0, 150, 360, 150, "#f0f0f0", "#8c8c8c", "vertical")
    s.text(20, 166, "Large grey heading", 26, "#5e5e5e", category="gradient")
    s.text(20, 212, "Large grey heading", 26, "#5e5e5e", category="gradient")
    s.text(20, 262, "Bold on the dark end", 19, "#ffffff", "sans-bold", category="gradient")
    return s


def banner_screen():
    s = Screen(
        "gradients-3x",
        300,
        360,
        3,
        "#ffffff",
        "gradient",
        801,
        "A cyan banner gradient and an almost flat grey gradient at 3x.",
    )
    s.gradient(0, 0, 300, 180, "#4facfe", "#00f2fe", "horizontal")
    s.text(16, 20, "Get started today", 22, "#ffffff", "sans-bold", category="gradient")
    s.text(16, 60, "Light cyan makes white text fail", 14, "#ffffff", category="gradient")
    s.text(16, 96, "Navy body text passes", 14, "#0b2545", category="gradient")
    s.gradient(0, 180, 300, 180, "#f6f6f6", "#e0e0e0", "vertical")
    s.text(16, 200, "Almost flat grey gradient", 16, "#333333", category="gradient")
    s.text(16, 240, "Grey label near 4.5", 16, "#6b6b6b", category="gradient")
    s.text(16, 280, "Light grey hint", 16, "#a3a3a3", category="gradient")
    return s


@screen
def photos():
    return [photo_screen(1), photo_screen(2)]


def photo_screen(scale):
    s = Screen(
        f"photos-{scale}x",
        300,
        362,
        scale,
        "#ffffff",
        "photo",
        900 + scale,
        "Text over photo-like regions (smooth noise), with and without a scrim; text-free photos.",
    )
    s.photo(0, 0, 300, 130, ["#6b8e23", "#87ceeb", "#f0e68c", "#556b2f", "#d2b48c"], cell=44)
    s.text(14, 14, "Weekend in the hills", 21, "#ffffff", "sans-bold", category="photo")
    s.text(14, 56, "Light photo, white caption", 14, "#ffffff", category="photo")
    s.text(14, 94, "Dark caption on a light photo", 14, "#1a1a1a", category="photo")
    s.photo(0, 138, 300, 124, ["#1b1b2f", "#3f3f5f", "#5c4b51", "#2a2a40", "#8a6f5f"], cell=36)
    s.overlay(0, 214, 300, 48, "#000000", 0.5)
    s.text(14, 150, "Dark photo, white title", 18, "#ffffff", "sans-bold", category="photo")
    s.text(14, 184, "Grey text on a dark photo", 14, "#8a8a8a", category="photo")
    s.text(14, 228, "Caption on a scrim", 15, "#ffffff", category="photo")
    s.photo(14, 272, 130, 80, ["#c0392b", "#e67e22", "#f1c40f", "#7f8c8d", "#2c3e50"], cell=16)
    s.negative_css("photo", 14, 272, 130, 80, note="a photo with no text")
    s.photo(156, 272, 130, 80, ["#dfe6e9", "#b2bec3", "#ffffff", "#81ecec"], cell=40)
    s.negative_css("photo", 156, 272, 130, 80, note="a pale photo with no text")
    return s


def pair_row(s, x, y, w, bg, fg, label_size, face, category, label):
    s.fill(x, y, w, label_size * 1.6 + 6, bg)
    s.text(x + 10, y + 3 + label_size * 0.15, label, label_size, fg, face, category=category)
    return label_size * 1.6 + 6


@screen
def thresholds():
    out = []
    for scale in (1, 2, 3):
        s = Screen(
            f"thresholds-{scale}x",
            380,
            700,
            scale,
            "#ffffff",
            "threshold",
            1000 + scale,
            "Colour pairs just either side of 4.5:1 (normal text) and 3:1 (large text, icons), "
            "both polarities, greys and hues.",
        )
        rng = s.rng
        y = 4
        bgs_light = ["#ffffff", "#f2f2f7", "#fff8e7", "#eaf2ff"]
        bgs_dark = ["#000000", "#1c1c1e", "#10233f", "#2b1a1a"]
        hues = ["#000000", "#0066cc", "#b00020", "#1e7a34", "#6a1b9a", "#8a5a00"]
        targets = [4.3, 4.45, 4.55, 4.7]
        for i, t in enumerate(targets * 2):
            dark = i >= 4
            bg = rng.choice(bgs_dark if dark else bgs_light)
            hue = rng.choice(hues) if not dark else rng.choice(["#ffffff", "#9ecbff", "#ffb3b3", "#b7f0c2"])
            fg = color_for_ratio(bg, t, hue if not dark else hue, toward="light" if dark else "dark")
            r = gt.ratio(fg, bg)
            y += pair_row(s, 0, y, 380, bg, fg, 15, "sans", "threshold", f"Body text at {r:.2f}:1 {fg}")
        for i, t in enumerate([2.9, 3.1, 2.8, 3.2]):
            dark = i % 2 == 1
            bg = rng.choice(bgs_dark if dark else bgs_light)
            fg = color_for_ratio(
                bg, t, rng.choice(hues) if not dark else "#ffffff", toward="light" if dark else "dark"
            )
            r = gt.ratio(fg, bg)
            y += pair_row(s, 0, y, 380, bg, fg, 26, "sans", "threshold", f"Large {r:.2f}:1")
        for i, t in enumerate([2.9, 3.1]):
            bg = rng.choice(bgs_light)
            fg = color_for_ratio(bg, t, rng.choice(hues), toward="dark")
            y += pair_row(
                s, 0, y, 380, bg, fg, 20, "sans-bold", "threshold", f"Bold large {gt.ratio(fg, bg):.2f}"
            )
        # Icons either side of 3:1.
        for dark in (False, True):
            bg = "#1c1c1e" if dark else "#ffffff"
            s.fill(0, y, 380, 40, bg)
            colors = [
                color_for_ratio(bg, t, "#ffffff" if dark else "#0066cc", toward="light" if dark else "dark")
                for t in (2.8, 2.95, 3.05, 3.2)
            ]
            c_icons(s, 12, y + 8, 360, None, colors, size=22, category="threshold", gap=24)
            y += 40
        s.fill(0, y, 380, 700 - y, "#ffffff")
        out.append(s)
    return out


@screen
def size_boundary():
    out = []
    for scale in (1, 2, 3):
        s = Screen(
            f"size-boundary-{scale}x",
            380,
            420,
            scale,
            "#ffffff",
            "sizeBoundary",
            1100 + scale,
            "Text near the large-text boundary (24 CSS px regular, 18.66 bold) in colours between 3:1 "
            "and 4.5:1, so the verdict depends on the size.",
        )
        y = 8
        fg = "#8a8a8a"  # 3.45:1 on white: passes only as large text
        for sz in (22, 23, 24, 25):
            s.text(12, y, f"Regular {sz}px", sz, fg, "sans", category="sizeBoundary")
            y += sz * 1.4
        fg2 = "#4d8fcc"
        for sz in (17, 18, 19, 20):
            s.text(12, y, f"Bold {sz}px label", sz, fg2, "sans-bold", category="sizeBoundary")
            y += sz * 1.45
        s.fill(0, y, 380, 420 - y, "#202124")
        y += 8
        for sz, face in ((23, "sans"), (24, "sans"), (18, "sans-bold"), (19, "sans-bold")):
            s.text(
                12,
                y,
                f"Dark {sz}px {'bold' if 'bold' in face else 'regular'}",
                sz,
                "#8d8f93",
                face,
                category="sizeBoundary",
            )
            y += sz * 1.4
        out.append(s)
    return out


@screen
def links():
    out = []
    for scale, pal, name in (
        (2, LIGHT, "links-light-2x"),
        (2, DARK, "links-dark-2x"),
        (1, LIGHT, "links-light-1x"),
    ):
        s = Screen(
            name,
            420,
            260,
            scale,
            pal["page"],
            "link",
            1200 + scale + (pal is DARK),
            "Sentences with inline links of another colour; each coloured run is its own element.",
        )
        y = 12
        sentences = [
            ("By continuing you agree to our ", "Terms of Service", ""),
            ("Read the ", "privacy policy", " before signing up."),
            ("Need help? ", "Contact support", " any time."),
            ("Forgot your password? ", "Reset it", ""),
            ("Posted by ", "@maria", " in Design"),
        ]
        link_colors = [
            pal["link"],
            pal["accent"],
            "#8e44ad" if pal is LIGHT else "#bf8cff",
            pal["tertiary"],
            pal["success"],
        ]
        for i, (a, b, c) in enumerate(sentences):
            size = 15
            f = font("sans", size * scale)
            x = 16
            for j, part in enumerate((a, b, c)):
                if not part:
                    continue
                col = link_colors[i] if j == 1 else pal["label"] if i % 2 == 0 else pal["secondary"]
                el = s.text(x, y, part, size, col, category="link")
                if j == 1:
                    el["tags"] = ["link"]
                    # underline the link (a separate thin stroke, not recorded as text)
                    if i % 2 == 0:
                        ux = x + f.getbbox(part)[0] / scale
                        uw = f.getlength(part.rstrip()) / scale
                        s.fill(ux, y + size * 1.1, uw, 1, col)
                        x0, y0, x1, y1 = s.rect_px(ux, y + size * 1.1, uw, 1)
                        b = el["bbox"]
                        bx0, by0 = min(b["x"], x0), min(b["y"], y0)
                        bx1, by1 = max(b["x"] + b["width"], x1), max(b["y"] + b["height"], y1)
                        el["bbox"] = {"x": bx0, "y": by0, "width": bx1 - bx0, "height": by1 - by0}
                        el["tags"].append("underlined")
                x += f.getlength(part) / scale
            y += 36
        s.negative_css("separator", 16, y, 388, 1)
        s.fill(16, y, 388, 1, pal["separator"])
        y += 16
        s.fill(12, y - 3, 130, 24, "#b3d7ff" if pal is LIGHT else "#3f638b")
        s.text(16, y, "Selected words", 15, pal["label"], category="link", tags=("selection",))
        out.append(s)
    return out


@screen
def negatives():
    out = []
    for scale in (1, 2):
        pal = LIGHT if scale == 1 else DARK
        s = Screen(
            f"negatives-{scale}x",
            360,
            420,
            scale,
            pal["page"],
            "negative",
            1300 + scale,
            "Mostly text-free UI: separators, borders, dashed lines, cards, photos, dots, "
            "progress bars and a skeleton loader.",
        )
        y = 12
        for i in range(4):
            s.fill(16, y, 328, 1 / scale if i % 2 else 1, pal["separator"])
            s.negative("separator", *s.rect_px(16, y, 328, 1 / scale if i % 2 else 1))
            y += 12
        s.rounded_rect(16, y, 328, 60, 10, None, outline=pal["separator"])
        s.negative_css("border", 16, y, 328, 60, note="empty outlined card")
        y += 72
        s.rounded_rect(16, y, 150, 70, 12, pal["grouped"])
        s.negative_css("card", 16, y, 150, 70, note="empty filled card")
        s.photo(194, y, 150, 70, ["#e17055", "#fdcb6e", "#00b894", "#0984e3"], cell=20)
        s.negative_css("photo", 194, y, 150, 70)
        y += 84
        for i in range(0, 328, 8):
            s.fill(16 + i, y, 4, 1, pal["tertiary"])
        s.negative_css("dashed", 16, y, 328, 1)
        y += 14
        for i in range(6):
            s.rounded_rect(150 + i * 12, y, 6, 6, 3, pal["label"] if i == 2 else pal["placeholder"])
        s.negative_css("dots", 150, y, 72, 6)
        y += 18
        s.rounded_rect(16, y, 328, 6, 3, pal["grouped"] if scale == 1 else "#3a3a3c")
        s.rounded_rect(16, y, 200, 6, 3, pal["link"])
        s.negative_css("progress", 16, y, 328, 6)
        y += 20
        for i, wd in enumerate((260, 300, 180)):
            s.rounded_rect(16, y + i * 18, wd, 10, 5, mix(pal["page"], pal["label"], 0.1))
        s.negative_css("skeleton", 16, y, 300, 46)
        y += 60
        s.text(16, y, "Only this line is text", 15, pal["label"], category="solid")
        y += 30
        s.text(16, y, "And this faint one", 15, pal["placeholder"], category="solid")
        out.append(s)
    return out


@screen
def typography():
    out = []
    for scale, pal in ((1, LIGHT), (2, LIGHT), (3, DARK)):
        s = Screen(
            f"typography-{scale}x",
            380,
            430,
            scale,
            pal["page"],
            "typography",
            1400 + scale,
            "Serif, monospace, condensed and oblique faces, all caps, numerals, a display title, "
            "strikethrough and a multi-line paragraph.",
        )
        y = 8
        s.text(12, y, "Display 56", 56, pal["label"], "sans-bold", category="typography", tags=("display",))
        y += 72
        rows = [
            ("Serif body text for reading", 16, "serif", pal["label"]),
            ("Serif caption, muted", 13, "serif", pal["tertiary"]),
            ("let ratio = 4.5 // code", 14, "mono", pal["success"]),
            ("$ legible scan shots/", 14, "mono-bold", pal["link"]),
            ("Condensed navigation label", 15, "condensed", pal["secondary"]),
            ("Oblique emphasis in a sentence", 15, "oblique", pal["label"]),
            ("ALL CAPS SECTION HEADER", 12, "sans-bold", pal["tertiary"]),
            ("0123456789", 17, "mono", pal["secondary"]),
            ("1,299.00", 22, "sans-bold", pal["danger"]),
        ]
        for text, size, face, color in rows:
            s.text(12, y, text, size, color, face, category="typography")
            y += size * 1.5 + 4
        el = s.text(12, y, "Was $49, now $29", 15, pal["tertiary"], category="typography")
        f = font("sans", 15 * scale)
        sw = f.getlength("Was $49") / scale
        s.fill(12, y + 15 * 0.55, sw, 1, pal["tertiary"])
        x0, y0, x1, y1 = s.rect_px(12, y + 15 * 0.55, sw, 1)
        b = el["bbox"]
        if x0 < b["x"]:
            b["width"] += b["x"] - x0
            b["x"] = x0
        el["tags"] = ["strikethrough"]
        y += 28
        for line in (
            "Paragraph text wraps over several lines",
            "with tight leading, so a line's descenders",
            "come close to the next line's ascenders.",
        ):
            s.text(12, y, line, 14, pal["secondary"], category="typography", tags=("paragraph",))
            y += 17
        out.append(s)
    return out


# =============================================================================================
# Full-size benchmark screens (not committed)
# =============================================================================================


def full_screen(name, width, height, scale, seed):
    """A full-size screen filled column by column with random components."""
    rng = random.Random(seed)
    pal = rng.choice([LIGHT, DARK])
    s = Screen(
        name,
        width,
        height,
        scale,
        pal["grouped"],
        "full",
        seed,
        f"Full-size {width}x{height} CSS px screen at {scale}x composed of random components.",
    )
    cols = max(1, width // 390)
    colw = width / cols
    top = c_navbar(s, 0, 0, width, pal)

    def banner(x, y, w):
        c0, c1 = rng.choice([("#eef3ff", "#c9d8f5"), ("#ff7e5f", "#feb47b"), ("#1d2b64", "#0b0f24")])
        s.gradient(x + 16, y, w - 32, 90, c0, c1, rng.choice(["vertical", "horizontal"]))
        fg = "#ffffff" if gt.luminance(c0) < 0.5 else "#1b2a4a"
        s.text(x + 30, y + 14, "Featured this week", 20, fg, "sans-bold", category="gradient")
        s.text(
            x + 30,
            y + 52,
            "A caption over the gradient",
            14,
            rng.choice([fg, "#8a8a8a"]),
            category="gradient",
        )
        return 90

    def photo_caption(x, y, w):
        s.photo(x + 16, y, w - 32, 100, ["#6b8e23", "#87ceeb", "#f0e68c", "#556b2f"], cell=30)
        s.text(x + 28, y + 62, "Caption on a photo", 16, "#ffffff", "sans-bold", category="photo")
        return 100

    def photo_plain(x, y, w):
        s.photo(x + 16, y, w - 32, 100, ["#c0392b", "#e67e22", "#f1c40f", "#2c3e50"], cell=24)
        s.negative_css("photo", x + 16, y, w - 32, 100)
        return 100

    def pairs(x, y, w):
        h = 0
        for target in rng.sample([4.3, 4.45, 4.55, 4.7, 2.9, 3.1], 2):
            bg = pal["card"]
            fg = color_for_ratio(
                bg, target, rng.choice(["#0066cc", "#b00020", "#1e7a34", "#000000", "#ffffff"])
            )
            size = 15 if target > 4 else 26
            h += pair_row(s, x + 16, y + h, w - 32, bg, fg, size, "sans", "threshold", "Near the threshold")
        return h

    def link_line(x, y, w):
        s.text(x + 16, y, "Read the ", 15, pal["label"], category="link")
        f = font("sans", 15 * scale)
        s.text(
            x + 16 + f.getlength("Read the ") / scale,
            y,
            "privacy policy",
            15,
            pal["link"],
            category="link",
            tags=("link",),
        )
        return 22

    comps = [
        (lambda x, y, w: c_list(s, x, y, w, pal, n=rng.randint(2, 4)), 240),
        (
            lambda x, y, w: c_card(
                s,
                x + 16,
                y,
                w - 32,
                pal,
                rng.choice(LOREM),
                ["Some secondary copy here", "and a second line of it"],
            ),
            96,
        ),
        (
            lambda x, y, w: c_button(
                s, x + 16, y, rng.choice(["Continue", "Save", "Open"]), pal["accent"], "#ffffff"
            )[1],
            44,
        ),
        (
            lambda x, y, w: c_icons(
                s,
                x + 16,
                y,
                w - 32,
                pal,
                [pal["label"], pal["tertiary"], pal["link"], pal["danger"], pal["placeholder"]],
                size=24,
            ),
            24,
        ),
        (
            lambda x, y, w: c_paragraph(
                s,
                x + 16,
                y,
                w - 32,
                pal,
                ["A paragraph of body text in the column", "with a second, shorter line."],
                size=15,
                color=rng.choice([pal["label"], pal["secondary"]]),
            ),
            44,
        ),
        (
            lambda x, y, w: (
                s.text(
                    x + 16,
                    y,
                    "Footnote in tiny type",
                    rng.choice([9, 10, 11]),
                    rng.choice([pal["secondary"], pal["tertiary"]]),
                    category="tiny",
                ),
                14,
            )[1],
            14,
        ),
        (banner, 90),
        (photo_caption, 100),
        (photo_plain, 100),
        (pairs, 84),
        (link_line, 22),
    ]
    for ci in range(cols):
        x = ci * colw
        y = top
        while True:
            room = height - y - 16
            fits = [c for c in comps if c[1] <= room]
            if not fits:
                break
            fn, _ = rng.choice(fits)
            y += 12
            y += fn(x, y, colw)
    return s


# =============================================================================================


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--out",
        default=os.path.join(root, "Fixtures", "Screenshots", "synthetic"),
        help="output folder for the committed corpus (default: %(default)s)",
    )
    ap.add_argument(
        "--full",
        action="store_true",
        help="also write full-size screens (1170x2532 at 3x, 2880x1800 at 2x) to --full-out",
    )
    ap.add_argument("--full-out", default=os.path.join(root, "out", "screenshots-full"))
    ap.add_argument("--count", type=int, default=4, help="full-size screens of each kind (default 4)")
    ap.add_argument("--only", help="comma-separated screen name prefixes to write")
    ap.add_argument("--no-optimise", action="store_true", help="skip PNG optimisation (faster)")
    args = ap.parse_args(argv)

    only = args.only.split(",") if args.only else None
    total = 0
    index = []
    for fn in SCREENS:
        for s in fn():
            if only and not any(s.name.startswith(p) for p in only):
                continue
            for e in s.elements:
                if "backgroundColors" in e and e["category"] not in ("gradient", "photo"):
                    print(
                        f"warning: {e['id']} {e.get('text', e.get('shape'))!r} has a non-uniform background",
                        file=sys.stderr,
                    )
            s.save(args.out, optimise=not args.no_optimise)
            total += len(s.elements)
            index.append(s.name)
            print(f"{s.name:36s} {s.w}x{s.h}  {len(s.elements):3d} elements  {len(s.negatives):2d} negatives")
    print(f"{len(index)} screens, {total} elements -> {args.out}")
    if args.full:
        for i in range(args.count):
            for name, w, h, sc in (
                (f"full-phone-{i:02d}", 390, 844, 3),
                (f"full-desktop-{i:02d}", 1440, 900, 2),
            ):
                s = full_screen(name, w, h, sc, 5000 + i * 2 + (sc == 2))
                s.save(args.full_out, optimise=False)
                print(f"{s.name:36s} {s.w}x{s.h}  {len(s.elements):3d} elements")
    return 0


if __name__ == "__main__":
    sys.exit(main())
