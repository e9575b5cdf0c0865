#!/usr/bin/env python3
"""Generate labelled screens with imagery: real photographs, maps, wallpapers, QR codes,
identicons, chart fills and blurred translucent materials, with text over some of them.

Needs Python 3.9+, Pillow, scikit-image (its sample photographs), and, for two screens, the
Debian packages `qrencode` and `gnome-backgrounds`:

    pip install pillow scikit-image
    apt-get install qrencode gnome-backgrounds optipng
    python3 Scripts/make-imagery-screens.py            # rewrite Fixtures/Screenshots/imagery/

Drawing, ground truth and the JSON format are those of `Scripts/make-screenshots.py` (imported):
every text run is drawn from an 8-bit mask onto the pixels below it, its box is the box of the
pixels it changed and its background the set of colours under that box before it was drawn, so
text over imagery gets `wcagRatioMin`/`wcagRatioMax` over every pixel it sits on. Text over
imagery is category `imageText`: `pass` when even the least favourable pixel under it passes,
`fail` when even the most favourable one fails, otherwise `uncertain` (a review is right).

Every picture, map, wallpaper, code, identicon and material is listed under `negatives` with
`kind` naming what it is (`photo`, `map`, `wallpaper`, `qr`, `identicon`, `chart`,
`illustration`, `material`): `Scripts/evaluate-scan.py` counts any finding there, text or
icon, that matches no labelled element (`imgFP`, which must be zero). Text labelled on an
image is an element, so a finding for it is assigned to it and never counted there.

Output is deterministic for given Pillow, FreeType, scikit-image and wallpaper versions.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

try:
    from PIL import Image, ImageDraw, ImageFilter
except ImportError:  # pragma: no cover
    sys.exit("make-imagery-screens: Pillow is missing; install it with `pip install pillow`")
try:
    import skimage.data
except ImportError:  # pragma: no cover
    sys.exit("make-imagery-screens: scikit-image is missing; `pip install scikit-image`")

_spec = importlib.util.spec_from_file_location("make_screenshots", os.path.join(HERE, "make-screenshots.py"))
ms = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ms)
LIGHT, DARK, rgb, gt = ms.LIGHT, ms.DARK, ms.rgb, ms.gt
# Form controls (a text field's outline labelled as a 1.4.11 control) as the controls screens draw them.
_controls_spec = importlib.util.spec_from_file_location(
    "make_control_screens", os.path.join(HERE, "make-control-screens.py")
)
controls = importlib.util.module_from_spec(_controls_spec)
_controls_spec.loader.exec_module(controls)


class Screen(ms.Screen):
    """A screen of `make-screenshots.py` whose ground truth names this generator."""

    generator = "Scripts/make-imagery-screens.py"

WALLPAPERS = "/usr/share/backgrounds/gnome"


def sample(name):
    """A scikit-image sample photograph as an RGB Pillow image."""
    return Image.fromarray(getattr(skimage.data, name)()).convert("RGB")


def wallpaper(name):
    path = os.path.join(WALLPAPERS, name)
    if not os.path.exists(path):
        sys.exit(f"make-imagery-screens: {path} is missing; `apt-get install gnome-backgrounds`")
    return Image.open(path).convert("RGB")


def cover(img, w, h):
    """`img` scaled to cover w×h and centre-cropped (as CSS `object-fit: cover`)."""
    k = max(w / img.width, h / img.height)
    big = img.resize((max(w, round(img.width * k)), max(h, round(img.height * k))), Image.LANCZOS)
    x0, y0 = (big.width - w) // 2, (big.height - h) // 2
    return big.crop((x0, y0, x0 + w, y0 + h))


def place(s, x, y, w, h, img, radius=0, kind="photo", note="", negative=True):
    """Paste `img` (covering) into the CSS box, with rounded corners of `radius` CSS px."""
    x0, y0, x1, y1 = s.rect_px(x, y, w, h)
    pic = cover(img, x1 - x0, y1 - y0)
    if radius:
        mask = Image.new("L", (4 * (x1 - x0), 4 * (y1 - y0)), 0)
        ImageDraw.Draw(mask).rounded_rectangle(
            [0, 0, mask.width - 1, mask.height - 1], radius=4 * s.px(radius), fill=255
        )
        s.img.paste(pic, (x0, y0), mask.reduce(4))
    else:
        s.img.paste(pic, (x0, y0))
    if negative:
        s.negative(kind, x0, y0, x1, y1, note=note)


def scrim(s, x, y, w, h, color="#000000", top=0.0, bottom=0.6):
    """A vertical gradient of `color` from alpha `top` to `bottom` over the CSS box."""
    x0, y0, x1, y1 = s.rect_px(x, y, w, h)
    c = rgb(color)
    region = s.img.crop((x0, y0, x1, y1))
    px = region.load()
    for j in range(region.height):
        a = top + (bottom - top) * j / max(1, region.height - 1)
        for i in range(region.width):
            px[i, j] = gt.composite(c, a, px[i, j])
    s.img.paste(region, (x0, y0))


def material(s, x, y, w, h, tint, alpha, radius=0, blur=20, kind="material", note=""):
    """A blurred translucent material (as iOS bars and sheets): the pixels below blurred by
    `blur` CSS px and tinted with `tint` at `alpha`, clipped to a rounded rectangle."""
    x0, y0, x1, y1 = s.rect_px(x, y, w, h)
    region = s.img.crop((x0, y0, x1, y1)).filter(ImageFilter.GaussianBlur(blur * s.scale))
    c = rgb(tint)
    luts = []
    for ch in range(3):
        luts += [gt.composite(c, alpha, (v, v, v))[ch] for v in range(256)]
    region = region.point(luts)
    if radius:
        mask = Image.new("L", (4 * region.width, 4 * region.height), 0)
        ImageDraw.Draw(mask).rounded_rectangle(
            [0, 0, mask.width - 1, mask.height - 1], radius=4 * s.px(radius), fill=255
        )
        s.img.paste(region, (x0, y0), mask.reduce(4))
    else:
        s.img.paste(region, (x0, y0))
    s.negative(kind, x0, y0, x1, y1, note=note or "blurred translucent material")


def qr_code(text, module_px):
    """A QR code from `qrencode` with 1 px modules, scaled by nearest neighbour."""
    try:
        out = subprocess.run(
            ["qrencode", "-t", "ASCII", "-m", "0", "-l", "M", text], capture_output=True, check=True
        ).stdout.decode()
    except (OSError, subprocess.CalledProcessError):
        sys.exit("make-imagery-screens: `qrencode` is missing; `apt-get install qrencode`")
    rows = [line[::2] for line in out.splitlines() if line]
    n = len(rows)
    img = Image.new("L", (n, n), 255)
    for j, row in enumerate(rows):
        for i, ch in enumerate(row):
            if ch == "#":
                img.putpixel((i, j), 0)
    return img.resize((n * module_px, n * module_px), Image.NEAREST).convert("RGB")


def identicon(seed, px, background="#f0f0f0"):
    """A GitHub-style identicon: a 5×5 grid mirrored left to right, one colour, on `background`."""
    r = random.Random(seed)
    color = tuple(r.randint(40, 200) for _ in range(3))
    img = Image.new("RGB", (px, px), rgb(background))
    d = ImageDraw.Draw(img)
    pad = px // 12
    cell = (px - 2 * pad) / 5
    for j in range(5):
        for i in range(3):
            if r.random() < 0.5:
                for ii in {i, 4 - i}:
                    d.rectangle(
                        [pad + ii * cell, pad + j * cell, pad + (ii + 1) * cell - 1, pad + (j + 1) * cell - 1],
                        fill=color,
                    )
    return img


def map_tile(w, h, seed, dark=False):
    """A map-like picture: land, city blocks with buildings, a park, a river, streets with
    casings and a highway (street names are drawn over it as labelled text)."""
    r = random.Random(seed)
    land, block, building, park, water, street, casing, road = (
        ("#242426", "#2e2e31", "#3a3a3e", "#1f3a2a", "#1b2d45", "#48484c", "#1a1a1c", "#8a6d2f")
        if dark
        else ("#efebe3", "#f7f4ee", "#ddd6cd", "#c8e6b0", "#aad3df", "#ffffff", "#cfc8bd", "#fcd68a")
    )
    img = Image.new("RGB", (w, h), rgb(land))
    d = ImageDraw.Draw(img)
    step = max(40, w // 7)
    for by in range(0, h, step):
        for bx in range(0, w, step):
            d.rectangle([bx + 6, by + 6, bx + step - 6, by + step - 6], fill=rgb(block))
            for _ in range(r.randint(2, 6)):
                cx, cy = bx + r.randint(8, step - 24), by + r.randint(8, step - 24)
                d.rectangle([cx, cy, cx + r.randint(6, 16), cy + r.randint(6, 16)], fill=rgb(building))
    px0, py0 = r.randint(0, w // 2), r.randint(0, h // 2)
    d.rectangle([px0, py0, px0 + step * 2 - 6, py0 + step - 6], fill=rgb(park))
    pts = [(0, h * 0.7)] + [(w * t / 6, h * (0.62 + 0.1 * r.random())) for t in range(1, 7)]
    d.line(pts, fill=rgb(water), width=max(10, w // 18), joint="curve")
    for v in range(0, w + step, step):
        d.line([(v, 0), (v, h)], fill=rgb(casing), width=7)
        d.line([(v, 0), (v, h)], fill=rgb(street), width=5)
    for u in range(0, h + step, step):
        d.line([(0, u), (w, u)], fill=rgb(casing), width=7)
        d.line([(0, u), (w, u)], fill=rgb(street), width=5)
    d.line([(0, h * 0.2), (w, h * 0.45)], fill=rgb(casing), width=12)
    d.line([(0, h * 0.2), (w, h * 0.45)], fill=rgb(road), width=9)
    return img


def bar_chart(w, h, dark=False):
    """Chart fills: hatched, dotted and gradient bars on a plain plot area, no labels."""
    bg = (28, 28, 30) if dark else (255, 255, 255)
    img = Image.new("RGB", (w, h), bg)
    d = ImageDraw.Draw(img)
    colors = [(52, 120, 246), (255, 149, 0), (52, 199, 89), (175, 82, 222)]
    n = len(colors)
    bw = w // (2 * n + 1)
    for i, c in enumerate(colors):
        x0 = bw + 2 * i * bw
        top = int(h * (0.15 + 0.15 * i))
        for y in range(top, h):
            t = (y - top) / max(1, h - top)
            row = tuple(round(v * (1 - 0.35 * t) + 255 * 0.35 * t * (not dark)) for v in c)
            d.line([(x0, y), (x0 + bw - 1, y)], fill=row)
        if i % 2 == 0:
            for k in range(-h, bw, 6):
                d.line([(x0 + k, h), (x0 + k + h, 0)], fill=bg, width=1)
        # Re-draw the background left of and above each bar (the hatching overshoots).
        d.rectangle([x0 + bw, 0, x0 + 2 * bw - 1, h], fill=bg)
        d.rectangle([x0, 0, x0 + bw - 1, top - 1], fill=bg)
    return img


# =============================================================================================
# Screens
# =============================================================================================

SCREENS = []


def screen(fn):
    SCREENS.append(fn)
    return fn


@screen
def photo_feed():
    out = []
    for scale, pal, mode in ((2, LIGHT, "light"), (3, DARK, "dark"), (1, LIGHT, "light")):
        s = Screen(
            f"photo-feed-{mode}-{scale}x", 320, 420, scale, pal["page"], "imageText", 8100 + scale,
            "A feed: a photo card with a caption on a scrim, text-free photos, captions below them.",
        )
        s.text(16, 12, "For you", 22, pal["label"], "sans-bold", category="solid")
        place(s, 16, 48, 288, 150, sample("astronaut"), radius=12, note="photo with a caption on it")
        scrim(s, 16, 138, 288, 60, "#000000", 0.0, 0.75)
        s.text(28, 172, "Space walk, 1984", 16, "#ffffff", "sans-bold")
        place(s, 16, 210, 140, 100, sample("coffee"), radius=8, note="a photo with no text")
        place(s, 164, 210, 140, 100, sample("chelsea"), radius=8, note="a photo with no text")
        s.text(16, 318, "Morning coffee", 14, pal["label"], category="solid")
        s.text(164, 318, "Chelsea the cat", 14, pal["secondary"], category="solid")
        s.text(16, 340, "2 hours ago", 12, pal["tertiary"], category="tiny")
        place(s, 16, 362, 288, 50, sample("rocket"), radius=6, note="a banner photo with no text")
        out.append(s)
    return out


@screen
def lock_screen():
    out = []
    for scale, name, mode in ((3, "adwaita-l.webp", "light"), (2, "adwaita-d.webp", "dark")):
        pal = LIGHT if mode == "light" else DARK
        s = Screen(
            f"lock-screen-{mode}-{scale}x", 300, 440, scale, "#000000", "imageText", 8200 + scale,
            "A lock screen: clock and date over a wallpaper, a notification on a blurred material.",
        )
        place(s, 0, 0, 300, 440, wallpaper(name), kind="wallpaper", note="wallpaper under a clock")
        s.text(60, 60, "9:41", 72, "#ffffff", "sans-bold")
        s.text(78, 36, "Tuesday 1 December", 15, "#ffffff", "sans-bold")
        tint, alpha = ("#ffffff", 0.72) if mode == "light" else ("#1c1c1e", 0.7)
        material(s, 12, 300, 276, 72, tint, alpha, radius=16)
        s.text(26, 312, "Messages", 14, pal["label"], "sans-bold")
        s.text(26, 334, "See you at the station at six", 14, pal["label"])
        s.text(230, 314, "now", 12, pal["secondary"])
        out.append(s)
    return out


@screen
def map_screen():
    out = []
    for scale, pal, mode in ((2, LIGHT, "light"), (3, DARK, "dark")):
        s = Screen(
            f"map-{mode}-{scale}x", 320, 400, scale, pal["page"], "imageText", 8300 + scale,
            "A map: streets, blocks, a park, a river and street names, a search field and a sheet.",
        )
        x0, y0, x1, y1 = s.rect_px(0, 0, 320, 300)
        s.img.paste(map_tile(x1 - x0, y1 - y0, 8300 + scale, dark=mode == "dark"), (x0, y0))
        s.negative("map", x0, s.px(60), x1, y1, note="map; the street names on it are elements")
        label = "#a0a0a5" if mode == "dark" else "#5c5c5c"
        for i, name in enumerate(("Elm St", "Oak Ave", "Mill Rd")):
            s.text(40 + 90 * i, 120 + 50 * i, name, 12, label)
        s.rounded_rect(12, 12, 296, 38, 10, pal["card"])
        s.text(28, 23, "Search for a place", 15, pal["tertiary"], category="solid")
        s.fill(0, 300, 320, 100, pal["grouped"])
        s.text(16, 312, "Coffee near you", 18, pal["label"], "sans-bold", category="solid")
        s.text(16, 340, "Open until 18:00 · 350 m", 14, pal["secondary"], category="solid")
        s.text(16, 364, "Directions", 15, pal["link"], category="link")
        out.append(s)
    return out


@screen
def codes_screen():
    out = []
    for scale, pal, mode in ((2, LIGHT, "light"), (1, DARK, "dark"), (3, LIGHT, "light")):
        s = Screen(
            f"codes-{mode}-{scale}x", 300, 360, scale, pal["page"], "solid", 8400 + scale,
            "A QR code to scan, and a list of people with generated identicons.",
        )
        s.text(16, 12, "Scan to pay", 20, pal["label"], "sans-bold")
        qr = qr_code("https://example.com/pay?id=8400", 1)
        n = qr.width
        side = 140
        module = max(1, round(side * scale / n))
        code = qr.resize((n * module, n * module), Image.NEAREST)
        ox, oy = s.px(80), s.px(44)
        s.img.paste(Image.new("RGB", (code.width + 8 * scale, code.height + 8 * scale), (255, 255, 255)),
                    (ox - 4 * scale, oy - 4 * scale))
        s.img.paste(code, (ox, oy))
        s.negative("qr", ox - 4 * scale, oy - 4 * scale, ox + code.width + 4 * scale, oy + code.height + 4 * scale,
                   note="QR code")
        y = 44 + code.height / scale + 16
        for i, who in enumerate(("Ada Lovelace", "Grace Hopper", "Alan Turing")):
            icon = identicon(8400 + 10 * scale + i, s.px(36), background="#f0f0f0" if mode == "light" else "#2c2c2e")
            ix, iy = s.px(16), s.px(y + i * 48)
            s.img.paste(icon, (ix, iy))
            s.negative("identicon", ix, iy, ix + icon.width, iy + icon.height, note="identicon")
            s.text(64, y + i * 48 + 2, who, 16, pal["label"])
            s.text(64, y + i * 48 + 22, "Paid you £12.00", 12, pal["secondary"], category="tiny")
        out.append(s)
    return out


@screen
def material_bar():
    out = []
    for scale, mode in ((3, "light"), (2, "dark")):
        pal = LIGHT if mode == "light" else DARK
        s = Screen(
            f"material-{mode}-{scale}x", 320, 400, scale, pal["page"], "imageText", 8500 + scale,
            "A photo under a blurred translucent navigation bar and tab bar, titles on the material.",
        )
        place(s, 0, 0, 320, 400, sample("hubble_deep_field" if mode == "dark" else "coffee"),
              note="photo behind translucent bars")
        tint, alpha = ("#f9f9f9", 0.78) if mode == "light" else ("#1c1c1e", 0.75)
        material(s, 0, 0, 320, 56, tint, alpha, note="translucent navigation bar")
        s.text(110, 18, "Gallery", 18, pal["label"], "sans-bold")
        material(s, 0, 340, 320, 60, tint, alpha, note="translucent tab bar")
        s.text(30, 362, "Photos", 13, pal["link"], "sans-bold")
        s.text(130, 362, "Albums", 13, pal["secondary"])
        s.text(232, 362, "Search", 13, pal["secondary"])
        # A faint caption that fails over the bright parts of the photo and passes over the dark.
        s.text(20, 200, "Tap to edit", 15, "#c8c8c8" if mode == "light" else "#5a5a5a")
        out.append(s)
    return out


@screen
def photo_viewer():
    out = []
    for scale, mode in ((2, "dark"), (3, "light")):
        pal = LIGHT if mode == "light" else DARK
        s = Screen(
            f"photo-viewer-{mode}-{scale}x", 320, 480, scale, "#000000", "imageText", 8900 + scale,
            "An enlarged photograph filling the screen, its shading too smooth to tile as a picture, "
            "under translucent bars, a caption on it.",
        )
        place(s, 0, 0, 320, 480, sample("moon"), note="enlarged photograph; its caption is an element")
        tint, alpha = ("#f9f9f9", 0.78) if mode == "light" else ("#1c1c1e", 0.75)
        material(s, 0, 0, 320, 60, tint, alpha, note="translucent navigation bar")
        s.text(124, 16, "Yesterday", 17, pal["label"], "sans-bold")
        s.text(143, 40, "21:14", 11, pal["secondary"], category="tiny")
        s.text(266, 18, "Done", 17, pal["link"])
        material(s, 0, 430, 320, 50, tint, alpha, note="translucent toolbar")
        s.text(20, 446, "Edit", 17, pal["link"])
        s.text(16, 396, "Sea of Tranquillity", 15, "#ffffff", "sans-bold")
        out.append(s)
    return out


@screen
def gallery():
    out = []
    for scale, pal, mode in ((2, DARK, "dark"), (1, LIGHT, "light")):
        s = Screen(
            f"gallery-{mode}-{scale}x", 360, 300, scale, pal["grouped"], "solid", 8600 + scale,
            "A grid of text-free thumbnails (photographs, micrographs, an illustration, a chart).",
        )
        s.text(16, 12, "Recents", 20, pal["label"], "sans-bold")
        pics = [
            ("photo", sample("immunohistochemistry")),
            ("photo", sample("retina")),
            ("illustration", sample("colorwheel")),
            ("photo", sample("cat")),
            ("chart", bar_chart(200, 200, dark=mode == "dark")),
            ("photo", sample("rocket")),
        ]
        for i, (kind, pic) in enumerate(pics):
            x, y = 16 + (i % 3) * 112, 44 + (i // 3) * 112
            place(s, x, y, 104, 104, pic, radius=6, kind=kind, note="thumbnail")
        s.text(16, 272, "6 items", 13, pal["secondary"], category="tiny")
        out.append(s)
    return out


@screen
def flat_faint():
    """Near-invisible text on flat backgrounds: it must keep failing (no ratio floor)."""
    out = []
    for scale in (2,):
        s = Screen(
            f"flat-faint-light-{scale}x", 320, 220, scale, "#ffffff", "solid", 8700 + scale,
            "Near-invisible text on flat surfaces beside a photo: white on yellow, placeholders.",
        )
        s.fill(16, 16, 288, 44, "#ffff00")
        s.text(28, 28, "Sale ends tonight", 16, "#ffffff", "sans-bold")
        # A text field whose #d0d0d0 outline fails 1.4.11 on white (1.54:1): a control to find.
        controls.paint(s, 16, 72, 288, 40, controls.ring(288, 40, 8, 1), "#d0d0d0", shape="textField", stroke=1)
        s.text(28, 84, "Email address", 15, "#f5f5f5", tags=("placeholder",))
        s.text(16, 124, "Read the terms first", 14, "#eeeeee")
        place(s, 16, 150, 288, 60, sample("chelsea"), radius=8, note="a photo with no text")
        out.append(s)
    return out


@screen
def store_frame():
    """App Store style images: a headline over the page, a phone's frame whose side falls
    inside a tile, and on its screen photographs beside the frame and labels below them; on
    the third, a photograph fills the page around the frame."""
    out = []
    for scale, pal, mode, w, h in (
        (3, LIGHT, "light", 430, 932), (2, DARK, "dark", 390, 844), (2, LIGHT, "photo", 390, 844),
    ):
        s = Screen(
            f"store-frame-{mode}-{scale}x", w, h, scale, "#000000", "solid", 8900 + scale,
            "An App Store style image: a headline, a phone frame, a screen with photos in it.",
        )
        if mode == "photo":
            # The page is a photograph; only its parts outside the frame are labelled.
            place(s, 0, 0, w, h, sample("grass"), negative=False)
            scrim(s, 0, 0, w, 150, "#000000", 0.75, 0.75)
            s.text(40, 64, "Grow anything", 34, "#ffffff", "sans-bold")
            bezel = "#1c1c1e"
            top = 176
            for x, y, ww, hh in ((0, 0, w, top), (0, h - 12, w, 12), (0, top, 22, h - top - 12),
                                 (w - 22, top, 22, h - top - 12)):
                s.negative_css("photo", x, y, ww, hh, note="the page's photograph outside the frame")
        elif mode == "light":
            s.gradient(0, 0, w, h, "#ff9f0a", "#ff6b3d")
            s.text(40, 64, "Plan every trip", 34, "#ffffff", "sans-bold", category="gradient")
            s.text(40, 116, "Offline maps and shared lists", 17, "#ffffff", category="gradient")
            bezel = "#1c1c1e"
        else:
            s.fill(0, 0, w, h, "#0b1a33")
            s.text(40, 56, "Listen anywhere", 32, "#ffffff", "sans-bold", category="solid")
            s.text(40, 104, "Downloads for the road", 17, "#8e8e93", category="solid")
            bezel = "#3a3a3c"
        # The frame's left side runs through the middle of a tile (16 pt tiles: 22–32 CSS px
        # at 2x and 3x), and the photographs start in the tile beside it.
        top = 176
        s.rounded_rect(22, top, w - 44, h - top - 12, 56, bezel)
        s.rounded_rect(32, top + 10, w - 64, h - top - 32, 46, pal["page"])
        s.text(60, top + 28, "9:41", 15, pal["label"], "sans-bold", category="solid")
        s.text(44, top + 64, "Trips" if mode == "light" else "Library", 28, pal["label"], "sans-bold")
        place(s, 36, top + 112, w - 72, 170, sample("rocket"), radius=14, note="photo with a caption")
        scrim(s, 36, top + 222, w - 72, 60, "#000000", 0.0, 0.7)
        s.text(52, top + 250, "Lisbon, 4 days", 20, "#ffffff", "sans-bold")
        place(s, 36, top + 300, 64, 64, sample("coffee"), radius=10, note="a thumbnail")
        s.text(112, top + 308, "Coffee tour", 17, pal["label"], category="solid")
        s.text(112, top + 334, "12–14 June · 3 people", 14, pal["tertiary"], category="solid")
        place(s, 36, top + 380, 64, 64, sample("chelsea"), radius=10, note="a thumbnail")
        s.text(112, top + 388, "Cat café", 17, pal["label"], category="solid")
        s.text(112, top + 414, "Saturday · 2 people", 14, pal["secondary"], category="solid")
        s.text(w - 108, top + 460, "See all", 15, pal["link"], category="link")
        s.text(44, top + 500, "Updated 2 min ago", 13, pal["tertiary"], category="solid")
        if mode == "photo":
            # Toolbar icons on the screen, lone shapes inside the photograph's frame.
            s.icon(w - 120, top + 66, 24, "search", pal["tertiary"])
            s.icon(w - 80, top + 66, 24, "heart", "#c7c7cc")
        out.append(s)
    return out


@screen
def unit_screens():
    """Two small screens the unit tests read: a photo with no text, a caption on a photo."""
    s = Screen("unit-photo-1x", 200, 150, 1, "#ffffff", "solid", 8801, "A photo with no text.")
    place(s, 10, 10, 180, 130, sample("chelsea"), radius=8, note="a photo with no text")
    c = Screen("unit-caption-2x", 200, 140, 2, "#ffffff", "imageText", 8802, "A caption on a photo.")
    place(c, 0, 0, 200, 140, sample("astronaut"), note="photo with a caption on it")
    scrim(c, 0, 80, 200, 60, "#000000", 0.2, 0.8)
    c.text(12, 108, "Space walk", 18, "#ffffff", "sans-bold")
    return [s, c]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "Screenshots", "imagery"))
    ap.add_argument("--only", help="comma-separated screen name prefixes to write")
    ap.add_argument("--no-optimise", action="store_true", help="skip PNG optimisation (faster)")
    args = ap.parse_args(argv)
    only = args.only.split(",") if args.only else None
    total = 0
    count = 0
    for fn in SCREENS:
        for s in fn():
            if only and not any(s.name.startswith(p) for p in only):
                continue
            s.save(args.out, optimise=not args.no_optimise)
            total += len(s.elements)
            count += 1
            print(f"{s.name:36s} {s.w}x{s.h}  {len(s.elements):3d} elements  {len(s.negatives):2d} negatives")
    print(f"{count} screens, {total} elements -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
