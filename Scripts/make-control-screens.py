#!/usr/bin/env python3
"""Generate labelled screens of form controls (WCAG 1.4.11) and modal scrims.

Needs Python 3.9+ and Pillow (`pip install pillow`):

    python3 Scripts/make-control-screens.py            # rewrite Fixtures/Screenshots/controls/

Drawing, ground truth and the JSON format are those of `Scripts/make-screenshots.py` (imported).
Every control whose boundary identifies it is an element of `kind: "nonText"`, category
`control`, with `shape` naming it (`textField`, `switch`, `checkbox`, `radio`, `slider`,
`focusRing`): its box is the box of the pixels the boundary changed, its foreground the
boundary's colour, its background the surface beside it, and it must reach 3:1. Passing and
failing colours of each control are drawn at 1x, 2x and 3x, light and dark.

Strokes that WCAG 1.4.11 does not require are negatives (`separator`, `border` as the four edge
strips of a card or of an outlined button whose label identifies it): `Scripts/evaluate-scan.py`
counts a `fail` or `review` finding there under `strokeFP`.

Modal screens draw a page (text and controls, some of it failing), dim all of it with a uniform
40 % black scrim except a bottom sheet or a centred alert, and draw the sheet's content on top.
The dimmed area is a negative of kind `inactive` (WCAG exempts inactive content): the evaluator
counts findings there under `inactFP`. The sheet's own text is labelled and judged. A screen
with a scrim that is not a modal (a caption strip over a banner) keeps its text labelled.

Output is deterministic for given Pillow and FreeType versions.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

try:
    from PIL import ImageDraw  # noqa: F401  (Pillow is needed by make-screenshots.py)
except ImportError:  # pragma: no cover
    sys.exit("make-control-screens: Pillow is missing; install it with `pip install pillow`")

_spec = importlib.util.spec_from_file_location("make_screenshots", os.path.join(HERE, "make-screenshots.py"))
ms = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ms)
LIGHT, DARK, rgb, gt = ms.LIGHT, ms.DARK, ms.rgb, ms.gt


class Screen(ms.Screen):
    """A screen of `make-screenshots.py` whose ground truth names this generator."""

    generator = "Scripts/make-control-screens.py"


SCREENS = []
# Text takes the screen's category (as in `make-screenshots.py`); controls are `control`.
MODE_CATEGORY = {"light": "solid", "dark": "darkMode"}


def screen(fn):
    SCREENS.append(fn)
    return fn


# -- controls ---------------------------------------------------------------------------------


def paint(s, x, y, w, h, draw_fn, color, shape=None, stroke=None):
    """Paint `draw_fn`'s anti-aliased mask in `color`; with `shape`, record a control element."""
    m, ox, oy = s.shape_mask(x, y, w, h, draw_fn)
    ink, before = s._paint_mask(m, ox, oy, color)
    if shape is None:
        return None
    e = s._element("nonText", ink, before, ox, oy, rgb(color), "control")
    e.update({"shape": shape, "cssPx": h, "strokeCssPx": stroke if stroke is not None else h, "bold": False})
    s._score(e)
    return e


def ring(w, h, r, bw):
    """A rounded-rectangle outline `bw` CSS px wide inside a w×h box."""

    def fn(d, k):
        x0, y0 = k(0, 0)
        x1, y1 = k(w, h)
        d.rounded_rectangle([x0, y0, x1 - 1, y1 - 1], radius=k(r), fill=255)
        x0, y0 = k(bw, bw)
        x1, y1 = k(w - bw, h - bw)
        d.rounded_rectangle([x0, y0, x1 - 1, y1 - 1], radius=max(0, k(r - bw)), fill=0)

    return fn


def solid(w, h, r):
    def fn(d, k):
        x0, y0 = k(0, 0)
        x1, y1 = k(w, h)
        d.rounded_rectangle([x0, y0, x1 - 1, y1 - 1], radius=k(r), fill=255)

    return fn


def text_field(s, x, y, w, border, placeholder, text_color, h=44, r=8, bw=1, label=True):
    """An outlined text field with a placeholder: the outline is the control's boundary."""
    paint(s, x, y, w, h, ring(w, h, r, bw), border, shape="textField" if label else None, stroke=bw)
    if placeholder:
        s.text(x + 12, y + (h - 17) / 2 - 1, placeholder, 16, text_color, tags=("placeholder",))


def switch(s, x, y, track, knob, on=True, outlined=None):
    """An iOS-sized switch (51×31 pt): the track is the boundary; the knob shows the state."""
    w, h = 51, 31
    if outlined:
        paint(s, x, y, w, h, ring(w, h, h / 2, 2), outlined, shape="switch", stroke=2)
    else:
        paint(s, x, y, w, h, solid(w, h, h / 2), track, shape="switch")
    d = 27 if not outlined else 16
    kx = x + (w - d - 2 if on else 2) if not outlined else x + (w - d - 7 if on else 7)
    ky = y + (h - d) / 2
    paint(s, kx, ky, d, d, solid(d, d, d / 2), knob)


def slider(s, x, y, w, active, inactive, fraction=0.6):
    """A slider: a 4 pt track, its active part and a 20 pt thumb of the active colour."""
    paint(s, x, y + 8, w, 4, solid(w, 4, 2), inactive)
    aw = w * fraction

    def fn(d, k):
        x0, y0 = k(0, 8)
        x1, y1 = k(aw, 12)
        d.rounded_rectangle([x0, y0, x1 - 1, y1 - 1], radius=k(2), fill=255)
        cx, cy = k(aw, 10)
        rr = k(10)
        d.ellipse([cx - rr, cy - rr, cx + rr, cy + rr], fill=255)

    paint(s, x, y, aw + 10, 20, fn, active, shape="slider", stroke=4)


def focused_button(s, x, y, w, fill, label_color, ring_color, label):
    """A filled button with a 2 pt focus ring 2 pt outside it: the ring is judged."""
    paint(s, x - 4, y - 4, w + 8, 52, ring(w + 8, 52, 14, 2), ring_color, shape="focusRing", stroke=2)
    paint(s, x, y, w, 44, solid(w, 44, 10), fill)
    s.text(x + 16, y + 13, label, 16, label_color, "sans-bold", category="button")


def panel(s, x, y, w, h, r, color):
    """A rounded panel flush with the canvas edges (a sheet or alert), drawn without a margin."""
    from PIL import Image, ImageDraw as D

    x0, y0, x1, y1 = s.rect_px(x, y, w, h)
    k = ms.SS
    big = Image.new("L", ((x1 - x0) * k, (y1 - y0) * k), 0)
    bottom = big.height - 1 + (r * s.scale * k if y1 >= s.h else 0)
    D.Draw(big).rounded_rectangle([0, 0, big.width - 1, bottom], radius=r * s.scale * k, fill=255)
    s._paint_mask(big.reduce(k), x0, y0, color)


def strips(s, kind, x, y, w, h, t, note):
    """The four edge strips of a rectangular outline as negatives (as `make-screenshots.py`)."""
    s.negative_css(kind, x, y, w, t, note)
    s.negative_css(kind, x, y + h - t, w, t, note)
    s.negative_css(kind, x, y, t, h, note)
    s.negative_css(kind, x + w - t, y, t, h, note)


def card(s, x, y, w, h, border, pal, title, body):
    """A card with a hairline border around a title and body text: the border is decorative."""
    paint(s, x, y, w, h, ring(w, h, 12, 1), border)
    strips(s, "border", x, y, w, h, 1, "card border (not required by 1.4.11)")
    s.text(x + 16, y + 16, title, 17, pal["label"], "sans-bold")
    s.text(x + 16, y + 44, body, 15, pal["secondary"])


def outlined_button(s, x, y, w, border, color, label):
    """A button outlined in a faint colour, its centred label identifying it: not a field."""
    paint(s, x, y, w, 44, ring(w, 44, 10, 1), border)
    strips(s, "border", x, y, w, 44, 1, "outlined button: its label identifies it")
    f = ms.font("sans-bold", 16 * s.scale)
    tw = f.getlength(label) / s.scale
    s.text(x + (w - tw) / 2, y + 13, label, 16, color, "sans-bold", category="button")


def divider(s, x, y, w, color):
    s.fill(x, y, w, 1, color)
    s.negative_css("separator", x, y, w, 1, "divider")


# -- screens ------------------------------------------------------------------------------------


def form_screen(mode, scale):
    pal = LIGHT if mode == "light" else DARK
    s = Screen(
        f"form-{mode}-{scale}x", 390, 700, scale, pal["page"], MODE_CATEGORY[mode], 9100 + scale + (mode == "dark"),
        "Sign-in form: outlined text fields (failing and passing borders), checkboxes, radio "
        "buttons, focus rings; a card border, an outlined button and dividers as negatives.",
    )
    light = mode == "light"
    faint = "#cccccc" if light else "#3a3a3c"  # 1.6:1 on white; 1.7:1 on black
    near = "#a0a0a0" if light else "#505050"  # 2.6:1; 2.5:1
    just = "#949494" if light else "#5e5e5e"  # 3.03:1; 3.1:1
    strong = "#767676" if light else "#8e8e93"  # 4.5:1; 6.2:1
    s.text(16, 16, "Sign in", 28, pal["label"], "sans-bold")
    s.text(16, 64, "Email", 15, pal["label"])
    text_field(s, 16, 86, 358, faint, "name@example.com", pal["secondary"])
    s.text(16, 142, "Password", 15, pal["label"])
    text_field(s, 16, 164, 358, strong, "At least 8 characters", pal["secondary"])
    text_field(s, 16, 220, 172, near, "City", pal["secondary"], h=36, r=4)
    text_field(s, 202, 220, 172, just, "Postcode", pal["secondary"], h=36, r=4, bw=1.5)
    divider(s, 16, 272, 358, pal["separator"])
    # Checkboxes and radio buttons (outlined), with their labels.
    s.icon(16, 288, 22, "checkbox", faint, category="control", stroke=1.5)
    s.text(48, 290, "Remember me", 16, pal["label"])
    s.icon(200, 288, 22, "checkbox", strong, category="control", stroke=1.5)
    s.text(232, 290, "Stay signed in", 16, pal["label"])
    s.icon(16, 324, 22, "ring", near, category="control", stroke=1.5)
    s.text(48, 326, "Personal", 16, pal["label"])
    s.icon(200, 324, 22, "ring", strong, category="control", stroke=1.5)
    s.text(232, 326, "Business", 16, pal["label"])
    for e in s.elements[-8:]:
        if e["kind"] == "nonText":
            e["shape"] = {"checkbox": "checkbox", "ring": "radio"}[e["shape"]]
    divider(s, 16, 364, 358, pal["separator"])
    # Focus rings around filled buttons.
    accent = "#0a60d0" if light else "#0a84ff"
    focused_button(s, 20, 384, 160, accent, "#ffffff", "#a8c7fa" if light else "#0b3a75", "Continue")
    focused_button(s, 214, 384, 156, accent, "#ffffff", "#003c8f" if light else "#8ab4f8", "Sign up")
    outlined_button(s, 16, 452, 358, "#dddddd" if light else "#2c2c2e", pal["accent"], "Cancel")
    card(s, 16, 516, 358, 150, "#e5e5ea" if light else "#2c2c2e", pal, "Need help?",
         "Contact support any time.")
    return s


def toggles_screen(mode, scale):
    pal = LIGHT if mode == "light" else DARK
    s = Screen(
        f"toggles-{mode}-{scale}x", 390, 480, scale, pal["page"], MODE_CATEGORY[mode], 9200 + scale + (mode == "dark"),
        "Settings with switches (failing and passing tracks, an outlined Material-style one) and "
        "sliders (failing and passing active tracks); dividers as negatives.",
    )
    light = mode == "light"
    s.text(16, 16, "Settings", 28, pal["label"], "sans-bold")
    rows = [
        ("Wi-Fi", "#34c759" if light else "#1f6e35", "#ffffff", True, None),  # 2.2:1 ; 2.9:1
        ("Bluetooth", "#248a3d" if light else "#30d158", "#ffffff", True, None),  # 4.5:1 ; 10:1
        ("Airplane mode", "#e9e9eb" if light else "#39393d", "#ffffff", False, None),  # 1.2 ; 1.9
        ("Low power", None, "#79747e" if light else "#938f99", False, "#79747e" if light else "#938f99"),
        ("Hotspot", None, "#d0d0d0" if light else "#3a3a3c", False, "#d0d0d0" if light else "#3a3a3c"),
    ]
    y = 64
    for label, track, knob, on, outlined in rows:
        s.text(16, y + 6, label, 17, pal["label"])
        switch(s, 323, y, track, knob, on=on, outlined=outlined)
        divider(s, 16, y + 43, 374, pal["separator"])
        y += 52
    s.text(16, y + 8, "Brightness", 15, pal["secondary"])
    slider(s, 16, y + 32, 358, "#007aff" if light else "#0a84ff", "#e5e5ea" if light else "#3a3a3c")
    s.text(16, y + 70, "Volume", 15, pal["secondary"])
    slider(s, 16, y + 94, 358, "#a0c8ff" if light else "#123a66", "#f2f2f7" if light else "#1c1c1e", 0.35)
    return s


def page_under(s, pal, light):
    """A list page (unlabelled) that a scrim will dim: text, a faint field and a switch."""
    s.text(16, 16, "Messages", 28, pal["label"], "sans-bold", record=False)
    y = 64
    for i, (name, note) in enumerate(
        [("Alice", "See you at eight"), ("Bob", "Thanks!"), ("Carol", "Photo"), ("Dave", "On my way")]
    ):
        s.text(16, y, name, 17, pal["label"], "sans-bold", record=False)
        s.text(16, y + 24, note, 15, pal["placeholder"], record=False)  # faint: fails undimmed
        s.fill(16, y + 52, 374, 1, pal["separator"])
        y += 60
    paint(s, 16, y + 8, 358, 40, ring(358, 40, 8, 1), "#cccccc" if light else "#3a3a3c")
    s.text(28, y + 19, "Search", 15, pal["placeholder"], record=False)
    return y + 60


def sheet_screen(mode, scale):
    pal = LIGHT if mode == "light" else DARK
    light = mode == "light"
    s = Screen(
        f"sheet-{mode}-{scale}x", 390, 720, scale, pal["page"], MODE_CATEGORY[mode], 9300 + scale + (mode == "dark"),
        "A page dimmed by a 40% black scrim under a bottom sheet: the dimmed page is inactive "
        "(negative `inactive`); the sheet's text, one line of it failing, is judged.",
    )
    page_under(s, pal, light)
    top = 400
    s.overlay(0, 0, 390, 720, "#000000", 0.4)
    s.negative_css("inactive", 0, 0, 390, top - 1, "content under a modal's scrim")
    sheet = "#ffffff" if light else "#1c1c1e"
    panel(s, 0, top, 390, 720 - top, 14, sheet)
    s.text(16, top + 24, "Share to", 20, pal["label"], "sans-bold")
    s.text(16, top + 60, "Choose where to send this photo.", 15, pal["secondary"])
    s.text(16, top + 90, "Recently shared", 13, pal["placeholder"], category="tiny")  # fails
    for i, name in enumerate(["Mail", "Notes", "Files"]):
        s.text(16, top + 130 + i * 44, name, 17, pal["label"])
    s.text(16, top + 270, "Cancel", 17, pal["link"], "sans-bold")
    return s


def alert_screen(mode, scale, width=390, height=640):
    """A centred alert over a dimmed page; wider than 390 pt, a tablet held sideways, where the
    alert is the main colour of no whole row."""
    pal = LIGHT if mode == "light" else DARK
    light = mode == "light"
    wide = "-wide" if width > 390 else ""
    s = Screen(
        f"alert{wide}-{mode}-{scale}x", width, height, scale, pal["grouped"], MODE_CATEGORY[mode],
        9400 + scale + (mode == "dark") + (10 if wide else 0),
        "A page dimmed by a 40% black scrim around a centred alert: the dimmed page is inactive.",
    )
    page_under(s, pal, light)
    if wide:
        for i, name in enumerate(["Inbox", "Drafts", "Sent", "Archive", "Junk"]):
            s.text(430, 64 + 60 * i, name, 17, pal["label"], record=False)
            s.text(430, 88 + 60 * i, "12 messages, 3 unread", 15, pal["placeholder"], record=False)
    s.overlay(0, 0, width, height, "#000000", 0.4)
    aw, ah = 270, 170
    ax, ay = (width - aw) // 2, (height - ah) // 2 - 5
    for nx, ny, nw, nh in ((0, 0, width, ay - 1), (0, ay + ah + 1, width, height - ay - ah - 1),
                           (0, ay, ax - 1, ah), (ax + aw + 1, ay, width - ax - aw - 1, ah)):
        s.negative_css("inactive", nx, ny, nw, nh, "content under a modal's scrim")
    panel(s, ax, ay, aw, ah, 14, "#ffffff" if light else "#2c2c2e")
    s.text(ax + 20, ay + 20, "Delete message?", 17, pal["label"], "sans-bold")
    s.text(ax + 20, ay + 50, "This cannot be undone.", 13, pal["secondary"])
    s.text(ax + 20, ay + 74, "Sent 2 min ago", 13, pal["placeholder"], category="tiny")  # fails
    s.fill(ax, ay + 110, aw, 1, pal["separator"])
    s.text(ax + 30, ay + 128, "Cancel", 17, pal["link"])
    s.text(ax + 170, ay + 128, "Delete", 17, pal["danger"], "sans-bold")
    return s


def caption_screen(scale):
    pal = LIGHT
    s = Screen(
        f"caption-scrim-light-{scale}x", 390, 400, scale, pal["page"], "solid", 9500 + scale,
        "A scrim that is not a modal: a 40% black strip over a coloured banner holding captions, "
        "one failing; a page around it that is not dimmed. Everything is judged.",
    )
    s.text(16, 16, "Featured", 28, pal["label"], "sans-bold")
    s.fill(16, 64, 358, 200, "#5856d6")
    s.overlay(16, 200, 358, 64, "#000000", 0.4)
    s.text(28, 212, "Summer sale", 20, "#ffffff", "sans-bold", category="translucent")
    s.text(28, 240, "Ends Sunday", 14, "#6e6e9e", category="translucent")  # fails
    s.text(16, 284, "Shop the collection", 17, pal["label"])
    s.text(16, 312, "Free delivery over 50", 15, pal["placeholder"])  # fails
    return s


@screen
def forms():
    return [form_screen("light", 1), form_screen("dark", 2), form_screen("light", 3), form_screen("dark", 3)]


@screen
def toggles():
    return [
        toggles_screen("light", 2),
        toggles_screen("dark", 1),
        toggles_screen("light", 3),
        toggles_screen("dark", 3),
    ]


@screen
def modals():
    return [
        sheet_screen("light", 2),
        sheet_screen("dark", 3),
        sheet_screen("light", 1),
        alert_screen("light", 3),
        alert_screen("dark", 2),
        alert_screen("light", 2, width=1024, height=700),
        caption_screen(2),
    ]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "Screenshots", "controls"))
    ap.add_argument("--only", help="comma-separated screen name prefixes to write")
    ap.add_argument("--no-optimise", action="store_true", help="skip PNG optimisation (faster)")
    args = ap.parse_args(argv)
    only = args.only.split(",") if args.only else None
    total = count = 0
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
