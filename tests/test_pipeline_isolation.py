"""A conversion keeps nothing across documents that changes what the next one reads.

Batches on a Dask worker (``converter.cluster``) and the in-process scorers convert many PDFs
in one process, while ``dmd convert`` runs each in a fresh one; the stages memoise what they
asked last (``detect.lines_memo``, the section styles, the compiled vocabularies), so a
memo keyed too loosely would make a module read differently after another. Each PDF here is
converted fresh in a process of its own and again after the others in one process; the two
readings must be equal."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from synth.generate import make_module, write_module

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "sunken-shrine.pdf"

# Prints one digest per PDF named on the command line, converted in that order in one process.
READ_IN_ORDER = """
import hashlib, sys
from pathlib import Path
from converter.pipeline import convert_pdf
for name in sys.argv[1:]:
    read = convert_pdf(Path(name))
    print(hashlib.sha256(repr((read.encounters, read.detection)).encode()).hexdigest())
"""

# Unlike layouts and stat families, so each leaves other memos behind: a one-column 5e
# module, a two-column old-school one, a web print, a one-page dungeon.
OTHERS = (("fifth", 11), ("oldschool", 12), ("web", 13), ("onepage", 14))


def _digests(*pdfs: Path) -> list[str]:
    run = subprocess.run(
        [sys.executable, "-c", READ_IN_ORDER, *map(str, pdfs)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    return run.stdout.split()


@pytest.fixture(scope="module")
def modules(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    folder = tmp_path_factory.mktemp("modules")
    return [write_module(make_module(seed, style), folder) for style, seed in OTHERS]


def test_a_module_reads_the_same_after_others_in_one_process(modules: list[Path]) -> None:
    in_order = [SAMPLE, *modules, SAMPLE, *reversed(modules)]
    together = _digests(*in_order)
    alone = {pdf: _digests(pdf)[0] for pdf in (SAMPLE, *modules)}
    assert len(together) == len(in_order)
    for pdf, digest in zip(in_order, together, strict=True):
        assert digest == alone[pdf], f"{pdf.name} reads otherwise after other modules"
