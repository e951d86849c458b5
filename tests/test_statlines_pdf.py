"""Stat lines of the field grammar read from PDFs written by reportlab, in two fonts and sizes:
inline parentheses in prose, the web-printed family and a random-encounter table."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.detect.wandering import find_wandering
from converter.read import extract

PAGE = [
    ("bold", "The Flooded Cellar"),
    ("body", "Under the stair 4 marsh goblins (HD 1 AC7 1d6) bail water, and"),
    ("body", "a fen lurker (HD3+2 AC5 2d4/1d8) waits below the surface."),
    ("bold", "Old Mill"),
    ("bold", "Millstone Golem:"),
    ("body", "HP 12, Armor 3, STR 18, DEX 6, WIL 10, grinding fists (d10)"),
    ("bold", "Wandering Monsters (d6)"),
    ("body", "1-2 3d4 crypt rats"),
    ("body", "3-5 Bog Wight"),
    ("body", "6 two ash hounds"),
]
FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.0),
    "helvetica": ("Helvetica", "Helvetica-Bold", 11.0),
}


def _pdf(path: Path, fonts: tuple[str, str, float]) -> Path:
    regular, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 720.0
    for role, text in PAGE:
        pdf.setFont(bold if role == "bold" else regular, size + (1.5 if role == "bold" else 0))
        pdf.drawString(72, y, text)
        y -= size * 1.6
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("font", sorted(FONTS))
def test_field_grammar_from_a_pdf(tmp_path: Path, font: str) -> None:
    document = extract.read_pdf(_pdf(tmp_path / f"{font}.pdf", FONTS[font]))
    blocks, _ = find_statblocks(document)
    assert [(b.name.lower(), b.count, b.ac, b.hit_dice, b.hp) for b in blocks] == [
        ("marsh goblin", 4, 7, "1", None),
        ("fen lurker", 1, 5, "3+2", None),
        ("millstone golem", None, None, None, 12),
    ]
    assert blocks[2].style == "other" and blocks[2].damage == "d10"
    assert [(w.roll, w.name, w.count_text) for w in find_wandering(document)] == [
        ("1-2", "crypt rat", "3d4"),
        ("3-5", "bog wight", ""),
        ("6", "ash hound", "two"),
    ]


def test_wandering_entries_are_written_and_valid(tmp_path: Path) -> None:
    import yaml

    from converter.pipeline import ConvertOptions, convert_one
    from converter.validate.files import validate_paths
    from converter.write.files import module_slug

    pdf = _pdf(tmp_path / "cellar.pdf", FONTS["times"])
    outcome = convert_one(pdf, ConvertOptions(outdir=tmp_path / "out", force=True))
    assert outcome.status != "failed", outcome.message
    folder = tmp_path / "out" / module_slug(pdf.name)
    module = yaml.safe_load((folder / "module.yaml").read_text("utf-8"))
    assert [(w["roll"], w["name"], w["count_text"]) for w in module["wandering"]] == [
        ("1-2", "crypt rat", "3d4"),
        ("3-5", "bog wight", ""),
        ("6", "ash hound", "two"),
    ]
    report = validate_paths([str(folder)])
    assert report.errors == 0, report.findings
