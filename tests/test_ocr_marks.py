"""What OCR read is marked so (``converter.detect.ocr_marks``), and Tesseract's own slips in
a numeric stat slot ("AC &") are read as digits only in the words it read
(``ocr_slips.ocr_confusables``). Lines made here: one page of two keyed areas and a B/X stat
line, once in a typeset font and once in the font the read stage gives OCR'd words. The
Tesseract case (one scanned page, a few seconds) skips when Tesseract is not installed."""

from __future__ import annotations

import io
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from page_flow import wrap
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from scanned_pages import scan_of
from statblock_lines import _document, _heading, _key, _line

from converter.commands.inspect import format_page, page_to_json
from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.ocr_marks import OCR_EVIDENCE, mark_ocr
from converter.detect.ocr_slips import ocr_slip_repairs, repair_stat_slips
from converter.detect.statblocks import statblock_findings
from converter.inspection import PageReport
from converter.models import Area, StatBlock, TextLine
from converter.read.ocr import OCR_SCAN_FONT

STAT_LINE = "AC &, HD 2, hp 9, #AT 1, D 1d6, MV 60' (20'), ML 7"


def _lines(font: str) -> list[TextLine]:
    lines = [
        _heading("1. Guard Room", 1, 100),
        _line("Two goblins play dice at a table by the door.", 1, 116),
        _line("The room smells of smoke and old beer.", 1, 128),
        _key("Goblins (2):", STAT_LINE, 1, 140),
        _heading("2. Store", 1, 170),
        _line("Sacks of flour and a barrel of salt fish stand here.", 1, 186),
    ]
    return [
        replace(
            line,
            spans=tuple(
                replace(span, font=font + ("-Bold" if span.bold else "")) for span in line.spans
            ),
        )
        for line in lines
    ]


def _read(font: str) -> tuple[list[Area], list[StatBlock]]:
    document = _document([_lines(font)])
    findings = statblock_findings(document)
    areas, _ = find_areas(document, findings.blocks, findings.tables)
    return mark_ocr(document, find_creatures(areas, findings.blocks), findings.blocks)


def test_areas_and_blocks_ocr_read_are_marked_and_less_sure() -> None:
    typeset_areas, typeset_blocks = _read("Test")
    areas, blocks = _read(OCR_SCAN_FONT)
    assert [a.key for a in areas] == [a.key for a in typeset_areas] == ["1", "2"]
    for area, typeset in zip(areas, typeset_areas, strict=True):
        assert area.source.ocr and not typeset.source.ocr
        assert OCR_EVIDENCE in area.evidence and OCR_EVIDENCE not in typeset.evidence
        assert area.confidence < typeset.confidence
    (block,) = blocks
    assert block.source.ocr and OCR_EVIDENCE in block.evidence
    assert not any(b.source.ocr or b.evidence for b in typeset_blocks)


def test_inspect_shows_what_ocr_read() -> None:
    areas, blocks = _read(OCR_SCAN_FONT)
    page = _document([_lines(OCR_SCAN_FONT)]).pages[0]
    report = PageReport(page, tuple(areas), tuple(blocks), ())
    shown = format_page(report)
    assert shown.count("(read by OCR, confidence") == 2 and "AC & → 8" in shown
    data = page_to_json(report)
    assert all(a["ocr"] for a in data["areas"]) and data["statblocks"][0]["ocr"]
    typeset = _read("Test")
    plain = format_page(PageReport(page, tuple(typeset[0]), tuple(typeset[1]), ()))
    assert "OCR" not in plain


def test_tesseract_s_ampersand_is_an_eight_only_in_ocr_read_words() -> None:
    """Read by OCR, "AC &" is AC 8 and the repair is in the block's evidence; printed in a
    typeset text layer, "&" is what the typesetter set and stays unread."""
    (block,) = _read(OCR_SCAN_FONT)[1]
    assert block.ac == 8
    assert "OCR slip read as a number: AC & → 8" in block.evidence
    assert all(b.ac is None for b in _read("Test")[1])
    line = f"Goblin: {STAT_LINE}"
    assert repair_stat_slips(line) == line
    assert repair_stat_slips(line, [(0, len(line))]) == line.replace("&", "8")


@pytest.mark.parametrize(
    ("printed", "read"),
    [("hp.9", "hp 9"), ("hp. 9", "hp  9"), ("HD.2", "HD 2"), ("CR.1/4", "CR 1/4")],
)
def test_a_stop_tesseract_reads_for_the_gap_after_a_label_is_the_gap(
    printed: str, read: str
) -> None:
    """Read by OCR, "hp.9" is "hp 9" and the repair is evidence; a typeset layer keeps it."""
    line = f"Goblin: AC 6, {printed}, MV 60' (20'), ML 7"
    assert repair_stat_slips(line, [(0, len(line))]) == line.replace(printed, read)
    assert repair_stat_slips(line) == line
    label = printed.split(".")[0]
    assert [r.evidence() for r in ocr_slip_repairs(line)] == [
        f"OCR slip read as a gap: '{label}.' → '{label} '"
    ]


@pytest.mark.parametrize(
    "prose",
    [
        "Salt & pepper: AC 5, HD 2 & more.",  # "&" after prose, not in a slot
        "Bread & ale (AC 5, HD 2) for the guards.",
        "AC & Co. sells rope.",  # no real statistic near it
        "He lost 3 HP. 2 more arrive.",  # a stop ending a sentence far from any statistic
    ],
)
def test_an_ampersand_out_of_a_numeric_slot_stays(prose: str) -> None:
    assert repair_stat_slips(prose, [(0, len(prose))]) == prose
    assert ocr_slip_repairs(prose) == ()


def _scanned_module(path: Path) -> Path:
    """One typeset page (a keyed area with a B/X stat line), scanned at 200 dpi: no text."""
    typeset = io.BytesIO()
    pdf = canvas.Canvas(typeset, pagesize=A4, invariant=1)
    y = A4[1] - 72
    for key, name, text in (
        (1, "Guard Room", "Two goblins play dice at a table by the door, arguing over a coin."),
        (2, "Salt Store", "Sacks of flour and a barrel of salt fish stand against the wall."),
    ):
        pdf.setFont("Times-Bold", 15)
        pdf.drawString(72, y, f"{key}. {name}")
        y -= 20
        pdf.setFont("Times-Roman", 11)
        more = "The air is still and cold, and every sound carries far along the stone."
        for line in wrap(f"{text} {more}", "Times-Roman", 11, 440.0):
            pdf.drawString(72, y, line)
            y -= 14
        if key == 1:
            pdf.drawString(72, y, "Goblins (2): AC 6, HD 1, hp 5, 3, #AT 1, D 1d6, MV 60', ML 7")
            y -= 14
        y -= 16
    pdf.showPage()
    pdf.save()
    return scan_of(typeset.getvalue(), path)


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")
def test_a_scanned_module_says_what_ocr_read(tmp_path: Path) -> None:
    """``dmd convert`` on a scan: every area and the block carry ``ocr: true``, the areas
    'read by OCR' and a confidence under one; the output validates; the review page badges
    them and lists them to check."""
    from typer.testing import CliRunner

    from converter.cli import app

    pdf = _scanned_module(tmp_path / "scan.pdf")
    runner = CliRunner()
    out = tmp_path / "out"
    done = runner.invoke(app, ["convert", str(pdf), "-o", str(out), "-q", "-j", "1"])
    assert done.exit_code == 0, done.output
    assert runner.invoke(app, ["validate", str(out)]).exit_code == 0
    (folder,) = [p for p in out.iterdir() if p.is_dir() and (p / "module.yaml").exists()]
    locations = [
        yaml.safe_load(f.read_text(encoding="utf-8"))["location"]
        for f in sorted((folder / "encounters").glob("*.yaml"))
    ]
    assert [loc["key"] for loc in locations] == ["1", "2"]
    for location in locations:
        assert location["source"]["ocr"] is True and OCR_EVIDENCE in location["evidence"]
        assert location["confidence"] < 1.0
    module = yaml.safe_load((folder / "module.yaml").read_text(encoding="utf-8"))
    assert module["statblocks"] and all(b["source"]["ocr"] for b in module["statblocks"])
    assert all(OCR_EVIDENCE in b["evidence"] for b in module["statblocks"])
    reviewed = runner.invoke(app, ["review", str(folder), "--pdf", str(pdf)])
    assert reviewed.exit_code == 0, reviewed.output
    page = next(folder.rglob("*.html")).read_text(encoding="utf-8")
    assert page.count('class="ocr"') >= 3 and "read by OCR from a picture" in page
