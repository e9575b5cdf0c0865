"""Colour maths and ground-truth rules shared by the screenshot generators and the evaluator.

Pure Python, no dependencies. The rules match Legible's core (Sources/LegibleColor):
WCAG 2.x relative luminance with the 0.04045 threshold and 0.2126/0.7152/0.0722 weights,
ratio (L1 + 0.05) / (L2 + 0.05), never rounded; translucent colours composited source-over
in gamma-encoded sRGB and rounded to 8 bits.
"""

from __future__ import annotations

# WCAG 2.x AA thresholds (policy `wcag2-aa`).
NORMAL_TEXT = 4.5
LARGE_TEXT = 3.0
NON_TEXT = 3.0
LARGE_CSS_PX = 24.0
LARGE_BOLD_CSS_PX = 18.66


def hex_to_rgb(h: str) -> tuple[int, int, int]:
    h = h.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def rgb_to_hex(c) -> str:
    return "#%02x%02x%02x" % tuple(int(v) for v in c[:3])


def _linear(v: int) -> float:
    s = v / 255.0
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


def luminance(c) -> float:
    if isinstance(c, str):
        c = hex_to_rgb(c)
    r, g, b = c[:3]
    return 0.2126 * _linear(r) + 0.7152 * _linear(g) + 0.0722 * _linear(b)


def ratio(a, b) -> float:
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def composite(top, alpha: float, backdrop) -> tuple[int, int, int]:
    """`top` at `alpha` painted source-over onto opaque `backdrop`, rounded to 8 bits."""
    if isinstance(top, str):
        top = hex_to_rgb(top)
    if isinstance(backdrop, str):
        backdrop = hex_to_rgb(backdrop)
    return tuple(
        int(min(255, max(0, round(b * (1 - alpha) + t * alpha)))) for t, b in zip(top[:3], backdrop[:3])
    )


def is_large(css_px: float, bold: bool) -> bool:
    return css_px >= LARGE_CSS_PX or (bold and css_px >= LARGE_BOLD_CSS_PX)


def required(kind: str, css_px: float | None, bold: bool) -> float:
    if kind == "nonText":
        return NON_TEXT
    return LARGE_TEXT if is_large(css_px or 0, bold) else NORMAL_TEXT


def verdict(r: float, req: float) -> str:
    return "pass" if r >= req else "fail"
