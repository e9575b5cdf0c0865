#!/usr/bin/env python3
"""Writes a 2 000-colour DTCG token file and a legible.json with 10 000 pairs into a folder,
for timing `legible audit` (see the palettes report): python3 generate.py OUTDIR"""
import json
import os
import random
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "large"
os.makedirs(out, exist_ok=True)
rng = random.Random(7)
tokens = {"color": {"$type": "color", "fg": {}, "bg": {}}}
names = []
for i in range(2000):
    group = "fg" if i < 1000 else "bg"
    name = f"c{i:04d}"
    tokens["color"][group][name] = {
        "$value": {"colorSpace": "srgb", "components": [round(rng.random(), 4) for _ in range(3)]}
    }
    names.append(f"color.{group}.{name}")
pairs, seen = [], set()
while len(pairs) < 10000:
    f, b = rng.randrange(1000), 1000 + rng.randrange(1000)
    if (f, b) in seen:
        continue
    seen.add((f, b))
    pairs.append({"foreground": names[f], "background": names[b], "role": "text"})
with open(os.path.join(out, "large.tokens.json"), "w") as file:
    json.dump(tokens, file, indent=1)
with open(os.path.join(out, "legible.json"), "w") as file:
    json.dump({"pairs": pairs}, file)
