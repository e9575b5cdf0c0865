#!/usr/bin/env python3
"""Writes Fixtures/Batch/pairs-2000.txt and pairs-2000.expected.json: 2 000 colour pairs in
assorted CSS syntaxes with WCAG 2.x ratios and APCA-W3 Lc values computed independently of
Legible's Swift code.

Parsing and conversion: coloraide (pip install coloraide), in-gamut colours only, converted to
sRGB. Compositing: source-over in gamma-encoded sRGB, kept exact (not rounded to 8 bits).
WCAG: WCAG 2.2 relative luminance (0.04045, 0.2126/0.7152/0.0722). APCA: APCA-W3 0.0.98G-4g.
"""
import json
import random
from coloraide import Color

rng = random.Random(20261129)
NAMES = ["white", "black", "rebeccapurple", "teal", "salmon", "navy", "gold", "slategray",
         "tomato", "darkgreen", "lightyellow", "crimson", "gray", "silver", "orchid"]


def spell(r, g, b, a):
    kind = rng.randrange(9)
    if kind == 0:
        return f"#{r:02x}{g:02x}{b:02x}"
    if kind == 1 and r % 17 == 0 and g % 17 == 0 and b % 17 == 0:
        return f"#{r // 17:x}{g // 17:x}{b // 17:x}"
    if kind == 2:
        return f"rgb({r}, {g}, {b})"
    if kind == 3:
        return f"rgb({r} {g} {b})"
    if kind == 4:
        return f"RGB({r / 2.55:.4f}% {g / 2.55:.4f}% {b / 2.55:.4f}%)"
    if kind == 5:
        return Color("srgb", [r / 255, g / 255, b / 255]).convert("hsl").to_string(precision=12)
    if kind == 6:
        return rng.choice(NAMES)
    if kind == 7:
        return Color("srgb", [r / 255, g / 255, b / 255]).convert("oklch").to_string(precision=15)
    return f"#{r:02x}{g:02x}{b:02x}"


def srgb(text):
    c = Color(text).convert("srgb")
    return [min(max(v, 0.0), 1.0) for v in c.coords()], c.alpha()


def linear(v):
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def wcag(fg, bg):
    lum = lambda c: 0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2])
    a, b = lum(fg), lum(bg)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def apca(text, bg):
    y = lambda c: 0.2126729 * c[0] ** 2.4 + 0.7151522 * c[1] ** 2.4 + 0.0721750 * c[2] ** 2.4
    clamp = lambda v: v if v > 0.022 else v + (0.022 - v) ** 1.414
    t, b = clamp(y(text)), clamp(y(bg))
    if abs(b - t) < 0.0005:
        return 0.0
    if b > t:
        s = (b ** 0.56 - t ** 0.57) * 1.14
        return 0.0 if s < 0.1 else (s - 0.027) * 100
    s = (b ** 0.65 - t ** 0.62) * 1.14
    return 0.0 if s > -0.1 else (s + 0.027) * 100


lines, expected = ["# 2 000 pairs, one per line: FOREGROUND BACKGROUND"], []
for index in range(2000):
    fg8 = [rng.randrange(256) for _ in range(3)]
    bg8 = [rng.randrange(256) for _ in range(3)]
    alpha = rng.randrange(256) if rng.random() < 0.1 else 255
    fg_text = spell(*fg8, alpha) if alpha == 255 else "#%02x%02x%02x%02x" % (*fg8, alpha)
    bg_text = spell(*bg8, 255)
    fg, fa = srgb(fg_text)
    bg, _ = srgb(bg_text)
    if fa < 1:
        fg = [b * (1 - fa) + f * fa for f, b in zip(fg, bg)]
    separator = rng.choice([" ", "  ", ", ", "\t"])
    lines.append(f"{fg_text}{separator}{bg_text}")
    expected.append({"line": index + 2, "wcagRatio": wcag(fg, bg), "apcaLc": apca(fg, bg)})

with open("Fixtures/Batch/pairs-2000.txt", "w") as f:
    f.write("\n".join(lines) + "\n")
with open("Fixtures/Batch/pairs-2000.expected.json", "w") as f:
    json.dump({"about": __doc__.strip(), "results": expected}, f, indent=1)
