#!/usr/bin/env python3
"""Draws the screens of Fixtures/Screenshots/links/: one sentence with an inline link whose
colour is 1.5:1 against the body text around it, once without and once with an underline, in
DejaVu Sans at 15 CSS px on a 2x canvas (Pillow's FreeType anti-aliasing).

    python3 Scripts/make-link-fixtures.py      # rewrites Fixtures/Screenshots/links/*.png
"""
import os
from PIL import Image, ImageDraw, ImageFont

FONT = os.path.join(
    os.environ.get("LEGIBLE_FONT_DIR", "/usr/share/fonts/truetype/dejavu"), "DejaVuSans.ttf")
OUT = os.path.join(os.path.dirname(__file__), "..", "Fixtures", "Screenshots", "links")
BACKGROUND = "#ffffff"
BODY = "#595959"   # 7.0:1 on white
LINK = "#2473d6"   # 1.50:1 against BODY, 4.67:1 on white


def luminance(hex_color):
    channels = [int(hex_color[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def ratio(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def draw(underlined):
    image = Image.new("RGB", (720, 120), BACKGROUND)
    pen = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 30)
    x, y = 32, 40
    for text, color, is_link in [
        ("Read the ", BODY, False), ("privacy policy", LINK, True),
        (" before signing up.", BODY, False),
    ]:
        pen.text((x, y), text, font=font, fill=color)
        width = pen.textlength(text, font=font)
        if is_link and underlined:
            # 2 px (1 CSS px) under the baseline, as browsers draw text-decoration: underline.
            ascent, _ = font.getmetrics()
            pen.rectangle([x, y + ascent + 3, x + width - 1, y + ascent + 4], fill=color)
        x += width
    return image


if __name__ == "__main__":
    assert abs(ratio(LINK, BODY) - 1.5) < 0.02, ratio(LINK, BODY)
    os.makedirs(OUT, exist_ok=True)
    draw(False).save(os.path.join(OUT, "link-colour-only-2x.png"), optimize=True)
    draw(True).save(os.path.join(OUT, "link-underlined-2x.png"), optimize=True)
