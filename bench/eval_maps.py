"""Maps and pins on the real-module corpus: what ``find_maps`` and ``place_pins`` find.

Usage: ``python bench/eval_maps.py [--corpus ../shared/corpus] [--draw MAP_ID OUT.png]``

Prints one row per PDF: maps found (by kind), key labels seen on them, pins placed, area keys
left unplaced, and the time the map stage took. The maps *present* and the keys printed on
them are counted by eye (docs/maps.md holds that table). ``--draw p1-2 out.png`` saves that
map of the first PDF given (or of every PDF) with its pins drawn, to look at.
"""

from __future__ import annotations

import argparse
import io
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from converter.detect.areas import find_areas  # noqa: E402
from converter.detect.maps import place_pins, unplaced_keys  # noqa: E402
from converter.detect.statblocks import find_statblocks  # noqa: E402
from converter.models import PinnedMap  # noqa: E402
from converter.read.extract import read_pdf  # noqa: E402
from converter.read.maps import find_maps  # noqa: E402


def draw_pins(pinned: PinnedMap, out: Path) -> None:
    """Save the map with a red ring and the key at every pin."""
    from PIL import Image, ImageDraw, ImageFont

    image = Image.open(io.BytesIO(pinned.map.picture)).convert("RGB")
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=max(14, image.width // 40))
    radius = max(8, image.width // 60)
    for pin in pinned.pins:
        box = (pin.x - radius, pin.y - radius, pin.x + radius, pin.y + radius)
        draw.ellipse(box, outline=(220, 30, 30), width=3)
        draw.text((pin.x + radius + 2, pin.y - radius), pin.key, fill=(220, 30, 30), font=font)
    image.save(out, format="PNG")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pdfs", nargs="*", type=Path)
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--draw", nargs=2, metavar=("MAP_ID", "OUT"))
    args = parser.parse_args()
    pdfs = args.pdfs or sorted(args.corpus.glob("*.pdf"))
    print("| PDF | maps found | key labels on maps | pins placed | unplaced keys | map stage |")
    print("|---|---|---:|---:|---|---:|")
    for pdf in pdfs:
        document = read_pdf(pdf)
        start = time.perf_counter()
        maps = find_maps(pdf, document)
        elapsed = time.perf_counter() - start
        areas, _ = find_areas(document, find_statblocks(document)[0])
        pinned = place_pins(maps, areas)
        kinds = ", ".join(f"{m.map.id} {m.map.kind}" for m in pinned) or "none"
        labels = sum(len(m.map.labels) for m in pinned)
        pins = sum(len(m.pins) for m in pinned)
        unplaced = " ".join(unplaced_keys(areas, pinned)) or "–"
        print(f"| {pdf.name} | {kinds} | {labels} | {pins} | {unplaced} | {elapsed:.2f} s |")
        for item in pinned:
            if args.draw and item.map.id == args.draw[0]:
                draw_pins(item, Path(args.draw[1]))


if __name__ == "__main__":
    main()
