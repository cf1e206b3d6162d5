"""Shrinks screenshots for the README: 128-colour palette PNGs, optimized (`python shrink_png.py FILE...`)."""

from __future__ import annotations

import sys

from PIL import Image


def shrink(path: str) -> None:
    image = Image.open(path).convert("RGB")
    image.quantize(colors=128, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)


if __name__ == "__main__":
    for argument in sys.argv[1:]:
        shrink(argument)
