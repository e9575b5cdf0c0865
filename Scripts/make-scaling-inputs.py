#!/usr/bin/env python3
"""Writes the inputs of the scaling measurements in Benchmarks/README.md ("Scaling").

usage: Scripts/make-scaling-inputs.py OUTPUT_DIR [SIZE ...]   (default sizes 1000 10000 100000)

For each SIZE it writes, under OUTPUT_DIR:
  pairs-SIZE.txt                 SIZE colour pairs for `legible check --batch`
  palette-SIZE/palette.json      a Legible palette of SIZE text colours, every one failing on
                                 one background, for `legible audit` and `legible fix`
  aliases-SIZE/tokens.json       a Tokens Studio file of SIZE aliases written without their set
                                 name (`{colors.cN}`), plus legible.json declaring their pairs
  extends-SIZE/extends.tokens.json  a DTCG 2025.10 `$extends` chain SIZE groups long
The colours come from a fixed seed, so the files are the same on every run.
"""
import json
import os
import random
import sys


def grey_ish(rng):
    # Lightness 0x90-0xC8 on white fails WCAG 2.x AA (4.5:1) for text: every colour needs a fix.
    level = rng.randrange(0x90, 0xC8)
    return "#%02x%02x%02x" % (level, min(255, level + rng.randrange(0, 24)), level)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        handle.write(text)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    sizes = [int(s) for s in sys.argv[2:]] or [1000, 10000, 100000]
    for size in sizes:
        rng = random.Random(size)
        pairs = "\n".join(
            "#%06x #%06x" % (rng.randrange(1 << 24), rng.randrange(1 << 24)) for _ in range(size))
        write(os.path.join(out, "pairs-%d.txt" % size), pairs + "\n")

        colors = {"surface": {"light": "#ffffff", "dark": "#ffffff"}}
        for index in range(size):
            colors["text/%d" % index] = {"light": grey_ish(rng)}
        palette = {"name": "scaling %d" % size, "colors": colors,
                   "pairs": [{"foreground": "text/*", "background": "surface", "role": "text"}]}
        write(os.path.join(out, "palette-%d" % size, "palette.json"), json.dumps(palette, indent=1))

        base = {"c%d" % index: {"value": grey_ish(rng), "type": "color"} for index in range(size)}
        light = {"text": {"t%d" % index: {"value": "{colors.c%d}" % index, "type": "color"}
                          for index in range(size)},
                 "bg": {"value": "#ffffff", "type": "color"}}
        tokens = {"global": {"colors": base}, "light": light, "$themes": [],
                  "$metadata": {"tokenSetOrder": ["global", "light"]}}
        write(os.path.join(out, "aliases-%d" % size, "tokens.json"), json.dumps(tokens, indent=1))
        write(os.path.join(out, "aliases-%d" % size, "legible.json"), json.dumps(
            {"pairs": [{"foreground": "light.text.*", "background": "light.bg", "role": "text"}]}))

        chain = {"g0": {"$type": "color", "fg": {"$value": "#767676"}, "bg": {"$value": "#ffffff"}}}
        for index in range(1, size):
            chain["g%d" % index] = {"$extends": "{g%d}" % (index - 1)}
        write(os.path.join(out, "extends-%d" % size, "extends.tokens.json"), json.dumps(chain))
        write(os.path.join(out, "extends-%d" % size, "legible.json"), json.dumps(
            {"pairs": [{"foreground": "g%d.fg" % (size - 1), "background": "g%d.bg" % (size - 1),
                        "role": "text"}]}))


if __name__ == "__main__":
    main()
