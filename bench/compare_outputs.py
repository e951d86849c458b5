"""Check that a speed change left ``dmd convert``'s output byte-identical.

Usage::

    python bench/compare_outputs.py snapshot DIR [--seed S] [--pdfs A.pdf B.pdf ...]
    python bench/compare_outputs.py diff BEFORE AFTER [--bytes]

``snapshot`` converts, with each engine, three corpus PDFs (by default) and one generated
module of every synth style (20 modules, seeds S, S+1, ...; written once to ``DIR/pdf`` so
both snapshots read the same files) into ``DIR/<engine>/``. Run it on the old code, then on
the new into another folder, and ``diff`` the two: every file must be the same bytes, or,
for a map image (``.png``, the picture inside a ``.dd2vtt``), the same pixels (``--bytes``:
the same bytes too, for a change that must not touch the writers).
"""

from __future__ import annotations

import argparse
import base64
import filecmp
import io
import json
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(BENCH))

CORPUS = ROOT.parent / "shared" / "corpus"
DEFAULT_PDFS = (
    CORPUS / "LGMRD_Lazy_GMs_Resource_Document.pdf",
    CORPUS / "SRD_CC_v5.1.pdf",
    CORPUS / "HH_Darkloch.pdf",
)
ENGINES = ("pdfplumber", "pdfium")


def synth_pdfs(folder: Path, seed: int) -> list[Path]:
    """One module per synth style (classic, wide, wild), generated once into ``folder``."""
    from synth.generate import make_module, write_module
    from synth.styles import STYLE_SETS

    styles = [(s, name) for s in ("classic", "wide", "wild") for name in STYLE_SETS[s]]
    pdfs = []
    for offset, (style_set, style) in enumerate(styles):
        here = folder / str(seed + offset)
        existing = sorted(here.glob("*.pdf"))
        if not existing:
            existing = [write_module(make_module(seed + offset, style, (), style_set), here)]
        pdfs.append(existing[0])
    return pdfs


def snapshot(out: Path, pdfs: list[Path], seed: int) -> None:
    from eval_corpus import convert_to_folder

    inputs = pdfs + synth_pdfs(out / "pdf", seed)
    for engine in ENGINES:
        for pdf in inputs:
            converted = convert_to_folder(pdf, out / engine, engine=engine)
            note = f" ({converted.message})" if converted.status == "failed" else ""
            print(f"{engine:10} {converted.status:9} {pdf.name}{note}", flush=True)


def _pixels(png: bytes) -> tuple[str, tuple[int, int], bytes]:
    from PIL import Image

    with Image.open(io.BytesIO(png)) as image:
        return image.mode, image.size, image.tobytes()


def same_image(old: Path, new: Path) -> bool:
    """True for two PNGs (or two dd2vtt files, the map inside them) that differ only in
    how the pixels were compressed."""
    if old.suffix == ".png":
        return _pixels(old.read_bytes()) == _pixels(new.read_bytes())
    if old.suffix != ".dd2vtt":
        return False
    a, b = json.loads(old.read_text()), json.loads(new.read_text())
    pictures = a.pop("image", ""), b.pop("image", "")
    return a == b and _pixels(base64.b64decode(pictures[0])) == _pixels(
        base64.b64decode(pictures[1])
    )


def diff(before: Path, after: Path, exact: bool = False) -> int:
    """Print every file that differs or exists on one side only; the number of them (with
    ``exact``, an image with the same pixels in other bytes counts as a difference too)."""
    problems = recoded = 0
    for engine in ENGINES:
        old, new = before / engine, after / engine
        old_files = {p.relative_to(old) for p in old.rglob("*") if p.is_file()}
        new_files = {p.relative_to(new) for p in new.rglob("*") if p.is_file()}
        for rel in sorted(old_files ^ new_files):
            print(f"{engine}: only in {'before' if rel in old_files else 'after'}: {rel}")
            problems += 1
        for rel in sorted(old_files & new_files):
            if filecmp.cmp(old / rel, new / rel, shallow=False):
                continue
            if not exact and same_image(old / rel, new / rel):
                print(f"{engine}: same pixels, other bytes: {rel}")
                recoded += 1
                continue
            print(f"{engine}: differs: {rel}")
            problems += 1
        print(f"{engine}: {len(old_files & new_files)} files compared")
    if recoded:
        print(f"{recoded} images encoded differently with the same pixels")
    print("identical" if problems == 0 else f"{problems} differences")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    snap = sub.add_parser("snapshot", help="convert the inputs with both engines into DIR")
    snap.add_argument("dir", type=Path)
    snap.add_argument("--seed", type=int, default=90000, help="first synth seed")
    snap.add_argument("--pdfs", nargs="*", type=Path, default=list(DEFAULT_PDFS))
    cmp = sub.add_parser("diff", help="compare two snapshot folders byte for byte")
    cmp.add_argument("before", type=Path)
    cmp.add_argument("after", type=Path)
    cmp.add_argument("--bytes", action="store_true", help="images too must be the same bytes")
    args = parser.parse_args()
    if args.command == "snapshot":
        snapshot(args.dir, args.pdfs, args.seed)
        return 0
    return 1 if diff(args.before, args.after, args.bytes) else 0


if __name__ == "__main__":
    raise SystemExit(main())
