#!/usr/bin/env python3
"""Draw the screens the size rules (`text-size`, `thin-text`, `target-size`) are tested on.

Needs Python 3.9+ and Pillow (`pip install pillow`), and the DejaVu fonts (Debian's
`fonts-dejavu-core` and `fonts-dejavu-extra`). `swift test` never runs this: its output in
Fixtures/Screenshots/sizes/ is committed.

    python3 Scripts/make-size-screens.py        # rewrite Fixtures/Screenshots/sizes/

Each screen is drawn in points at a stated scale (pixels per point), dark text and icons on a
light page, so contrast never fails and only the size rules have something to say:

  text-9pt-3x.png       "Settings and privacy" in DejaVu Sans at 9 pt, @3x (27 px font)
  text-11pt-3x.png      the same at 11 pt (33 px font)
  label-hairline-13pt-3x.png   "Notifications enabled" at 13 pt in DejaVu Sans ExtraLight
  label-regular-13pt-3x.png    the same in DejaVu Sans (regular)
  toolbar-20pt-3x.png   a 22 pt tall toolbar band holding three 20 × 20 pt ring icons, 30 pt
                        apart (1 pt above and below them: no padding)
  toolbar-44pt-3x.png   a toolbar band holding three 44 × 44 pt ring icons, 60 pt apart
  toolbar-20pt-1x.png   the 20 pt toolbar drawn at 1x: 20 × 20 CSS px icons, for `web`
  icon-buttons-30pt-3x.png  mid-page, three filled blue (#007aff) circles 30 pt across, 4 pt
                        apart, each holding a white plus 16 pt across: filled icon buttons
  icon-buttons-44pt-3x.png  the same with 44 pt circles
"""

from __future__ import annotations

import os
import sys

from PIL import Image, ImageDraw, ImageFont

FONTS = "/usr/share/fonts/truetype/dejavu"
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Fixtures",
                   "Screenshots", "sizes")
PAGE = (255, 255, 255)
INK = (28, 28, 30)
BAR = (229, 229, 234)
BLUE = (0, 122, 255)


def font(name, points, scale):
    return ImageFont.truetype(os.path.join(FONTS, name), round(points * scale))


def text_screen(name, face, points, scale, text, lines=3):
    """A page with `lines` lines of `text` at `points` pt, 24 pt apart."""
    w, h = int(320 * scale), int(40 + lines * 28) * scale
    image = Image.new("RGB", (w, int(h)), PAGE)
    draw = ImageDraw.Draw(image)
    f = font(face, points, scale)
    for n in range(lines):
        draw.text((16 * scale, (20 + n * 28) * scale), text, font=f, fill=INK)
    image.save(os.path.join(OUT, name), optimize=True)


def toolbar_screen(name, icon, scale, bar, gap):
    """A page with a toolbar band `bar` pt tall at the top holding three ring icons `icon` pt
    across, `gap` pt apart, centred in the band, and a line of body text below."""
    w, h = int(320 * scale), int((bar + 80) * scale)
    image = Image.new("RGB", (w, h), PAGE)
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, w - 1, int(bar * scale) - 1], fill=BAR)
    top = (bar - icon) / 2
    stroke = max(1, round(icon / 10 * scale))
    for n in range(3):
        x = (16 + n * (icon + gap)) * scale
        y = top * scale
        draw.ellipse([x, y, x + icon * scale - 1, y + icon * scale - 1], outline=INK, width=stroke)
    f = font("DejaVuSans.ttf", 17, scale)
    draw.text((16 * scale, (bar + 30) * scale), "Body text below", font=f, fill=INK)
    image.save(os.path.join(OUT, name), optimize=True)


def icon_buttons_screen(name, circle, scale, gap=4):
    """A 400 pt tall page with, halfway down (away from the bars at the top and bottom), three
    filled circles `circle` pt across, `gap` pt apart, each holding a white plus 16 pt across
    with 2 pt strokes: icon buttons whose shape, not the glyph, is the target."""
    w, h = int(320 * scale), int(400 * scale)
    image = Image.new("RGB", (w, h), PAGE)
    draw = ImageDraw.Draw(image)
    top = (200 - circle / 2) * scale
    arm, half = 8 * scale, 1 * scale
    for n in range(3):
        x = (40 + n * (circle + gap)) * scale
        draw.ellipse([x, top, x + circle * scale - 1, top + circle * scale - 1], fill=BLUE)
        cx, cy = x + circle * scale / 2, top + circle * scale / 2
        draw.rectangle([cx - arm, cy - half, cx + arm - 1, cy + half - 1], fill=PAGE)
        draw.rectangle([cx - half, cy - arm, cx + half - 1, cy + arm - 1], fill=PAGE)
    image.save(os.path.join(OUT, name), optimize=True)


def main():
    if not os.path.isdir(FONTS):
        sys.exit(f"make-size-screens: error: {FONTS} is missing; install fonts-dejavu-core")
    os.makedirs(OUT, exist_ok=True)
    text_screen("text-9pt-3x.png", "DejaVuSans.ttf", 9, 3, "Settings and privacy")
    text_screen("text-11pt-3x.png", "DejaVuSans.ttf", 11, 3, "Settings and privacy")
    text_screen("label-hairline-13pt-3x.png", "DejaVuSans-ExtraLight.ttf", 13, 3,
                "Notifications enabled")
    text_screen("label-regular-13pt-3x.png", "DejaVuSans.ttf", 13, 3, "Notifications enabled")
    toolbar_screen("toolbar-20pt-3x.png", 20, 3, bar=22, gap=30)
    toolbar_screen("toolbar-44pt-3x.png", 44, 3, bar=50, gap=60)
    toolbar_screen("toolbar-20pt-1x.png", 20, 1, bar=22, gap=30)
    icon_buttons_screen("icon-buttons-30pt-3x.png", 30, 3)
    icon_buttons_screen("icon-buttons-44pt-3x.png", 44, 3)


if __name__ == "__main__":
    main()
