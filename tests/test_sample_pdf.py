"""The bundled sample module: reproducible bytes, and the layout features it promises.

Expected keys, stat blocks and stat lines are read from the sample's source text, so the
checks follow the text; the layout checks read the committed PDF with pdfplumber.
"""

from __future__ import annotations

import importlib.util
import re
import statistics
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pdfplumber
import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
GENERATOR = ROOT / "samples" / "make_sample.py"
SAMPLE = ROOT / "samples" / "sunken-shrine.pdf"
SOURCE = ROOT / "samples" / "source" / "sunken-shrine.md"

ROOM_HEADING = re.compile(r"^### (B?\d+)\. ", re.MULTILINE)
PRINTED_KEY = re.compile(r"^(B?\d+)\.$")
OLD_SCHOOL_LINE = re.compile(
    r"\((\d+)\):\**\s?AC -?\d+, HD [\d+\-½]+, hp [\d, ]+(?:each)?, #AT \d+[^,]*, D [^,]+, MV [^,]+, ML \d+"
)


@dataclass(frozen=True)
class Line:
    """One printed line, tagged with where it sits."""

    page: int
    column: int
    top: float
    text: str
    font: str
    size: float


def load_generator() -> ModuleType:
    """Import samples/make_sample.py for its layout constants (samples/ is no package)."""
    spec = importlib.util.spec_from_file_location("make_sample", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def generator() -> ModuleType:
    return load_generator()


@pytest.fixture(scope="module")
def pdf() -> Iterator[Any]:
    with pdfplumber.open(SAMPLE) as document:
        yield document


@pytest.fixture(scope="module")
def source_text() -> str:
    return SOURCE.read_text(encoding="utf-8")


def body_top(page_number: int, generator: ModuleType) -> float:
    """Top of the column area: page 1 carries the full-width title above it."""
    top = float(generator.MARGIN_TOP)
    return top + float(generator.TITLE_HEIGHT) if page_number == 1 else top


def page_to_lines(page: Any, generator: ModuleType) -> list[Line]:
    """The body lines of a page in reading order: left column, then right column."""
    top = body_top(page.page_number, generator)
    bottom = page.height - float(generator.MARGIN_BOTTOM) + 2
    middle = page.width / 2
    boxes = (
        [(0, top, page.width, bottom)]
        if page.images
        else [
            (0, top, middle, bottom),
            (middle, top, page.width, bottom),
        ]
    )
    lines: list[Line] = []
    for column, box in enumerate(boxes):
        for found in page.crop(box).extract_text_lines(return_chars=True):
            first = found["chars"][0]
            lines.append(
                Line(
                    page.page_number,
                    column,
                    float(found["top"]),
                    found["text"],
                    first["fontname"],
                    round(float(first["size"]), 1),
                )
            )
    return lines


@pytest.fixture(scope="module")
def lines(pdf: Any, generator: ModuleType) -> list[Line]:
    return [line for page in pdf.pages for line in page_to_lines(page, generator)]


def statblock_specs(source_text: str) -> list[dict[str, Any]]:
    """The stat blocks written in the source's ```statblock fences."""
    fences = re.findall(r"```statblock\n(.*?)```", source_text, re.DOTALL)
    return [yaml.safe_load(fence) for fence in fences]


def test_generator_reproduces_the_committed_pdf_byte_for_byte(tmp_path: Path) -> None:
    out = tmp_path / "sample.pdf"
    subprocess.run([sys.executable, str(GENERATOR), str(out)], check=True, capture_output=True)
    assert out.read_bytes() == SAMPLE.read_bytes(), "run: python samples/make_sample.py"


def test_page_count_and_size(pdf: Any) -> None:
    assert 4 <= len(pdf.pages) <= 6
    assert all((page.width, page.height) == (612, 792) for page in pdf.pages)


def test_every_page_has_the_running_header_and_its_page_number(pdf: Any, source_text: str) -> None:
    header = re.search(r"^header: (.+)$", source_text, re.MULTILINE)
    assert header is not None
    for page in pdf.pages:
        top_band = page.crop((0, 0, page.width, 60)).extract_text()
        bottom_band = page.crop((0, page.height - 50, page.width, page.height)).extract_text()
        assert top_band.strip() == header.group(1), page.page_number
        assert bottom_band.strip() == str(page.page_number)


def test_text_pages_set_in_two_columns(pdf: Any, generator: ModuleType) -> None:
    text_pages = [page for page in pdf.pages if not page.images]
    assert len(text_pages) >= 3
    for page in text_pages:
        top = body_top(page.page_number, generator)
        chars = [c for c in page.chars if top <= c["top"] <= page.height - 58 and c["text"].strip()]
        middle = page.width / 2
        left = [c for c in chars if c["x1"] <= middle - 6]
        right = [c for c in chars if c["x0"] >= middle + 6]
        across = [c for c in chars if c["x0"] < middle + 6 and c["x1"] > middle - 6]
        assert len(left) > 300 and len(right) > 300, page.page_number
        assert not across, (page.page_number, "".join(c["text"] for c in across))


def test_body_text_is_nine_to_ten_point(pdf: Any) -> None:
    sizes = [c["size"] for page in pdf.pages for c in page.chars if c["fontname"] == "Times-Roman"]
    assert 9.0 <= statistics.median(sizes) <= 10.0


def test_map_page_holds_one_large_raster_image(pdf: Any) -> None:
    map_pages = [page for page in pdf.pages if page.images]
    assert len(map_pages) == 1
    (image,) = map_pages[0].images
    assert image["width"] > 300 and image["height"] > 300
    assert image["srcsize"][0] >= 400  # a real bitmap, not a vector drawing
    assert "Map" in map_pages[0].extract_text()


def test_room_keys_print_as_bold_headings_in_order(lines: list[Line], source_text: str) -> None:
    expected = ROOM_HEADING.findall(source_text)
    assert len(expected) >= 8 and any(key.startswith("B") for key in expected)
    printed = [
        match.group(1)
        for line in lines
        if (match := PRINTED_KEY.match(line.text.split(" ", 1)[0]))
        and "Bold" in line.font
        and line.size > 10
    ]
    assert printed == expected


def test_rumour_table_is_numbered_body_text_under_its_heading(lines: list[Line]) -> None:
    heading = next(i for i, line in enumerate(lines) if line.text == "Rumours")
    assert lines[heading].size > 10
    following = lines[heading + 1 :]
    end = next(i for i, line in enumerate(following) if line.size > 10)
    entries = [line for line in following[:end] if re.match(r"^\d\. ", line.text)]
    assert [line.text[0] for line in entries] == list("123456")
    assert all(line.size < 10 for line in entries)  # body size, unlike room headings
    first_room = next(i for i, line in enumerate(lines) if line.text.startswith("1. Collapsed"))
    assert heading < first_room


def test_a_statblock_spans_a_column_break(lines: list[Line], source_text: str) -> None:
    spans = []
    for spec in statblock_specs(source_text):
        start = next(i for i, line in enumerate(lines) if line.text == spec["name"])
        challenge = next(
            i for i in range(start, len(lines)) if lines[i].text.startswith("Challenge ")
        )
        name, end = lines[start], lines[challenge]
        assert spec["hit_points"] in "\n".join(line.text for line in lines[start:challenge])
        if (name.page, name.column) != (end.page, end.column):
            spans.append((name, end))
    assert spans, "no stat block crosses a column break"
    for name, end in spans:
        assert name.top > 792 * 0.6  # starts in the bottom part of its column
        next_column = [line for line in lines if (line.page, line.column) == (end.page, end.column)]
        assert next_column[0].font.startswith("Helvetica")  # the block continues at the top


def test_statblocks_carry_the_2014_fields(lines: list[Line], source_text: str) -> None:
    text = "\n".join(line.text for line in lines)
    specs = statblock_specs(source_text)
    assert len(specs) == 2
    for spec in specs:
        assert f"{spec['meta']}\n" in text
        assert f"Armor Class {spec['armor_class']}" in text
        assert f"Hit Points {spec['hit_points']}" in text
    assert text.count("STR DEX CON INT WIS CHA") == 2
    for label in ("Damage Vulnerabilities", "Damage Resistances", "Damage Immunities", "Senses"):
        assert label in text
    assert "Regeneration." in text and "Legendary Actions" in text
    assert text.count("\nActions\n") == 2


def test_old_school_stat_lines_as_in_the_source(lines: list[Line], source_text: str) -> None:
    expected = OLD_SCHOOL_LINE.findall(source_text)
    assert len(expected) == 3
    flowing = " ".join(line.text for line in lines)
    assert OLD_SCHOOL_LINE.findall(flowing) == expected
    assert "HD 4+1" in flowing and "hp 22" in flowing


def test_read_aloud_text_sits_in_drawn_boxes(pdf: Any) -> None:
    boxed = 0
    for page in pdf.pages:
        for rect in page.rects:
            inside = [
                c
                for c in page.chars
                if rect["x0"] < c["x0"]
                and c["x1"] < rect["x1"]
                and rect["top"] < c["top"]
                and c["bottom"] < rect["bottom"]
            ]
            if inside and all(c["fontname"] == "Times-Italic" for c in inside):
                boxed += 1
    assert boxed >= 1


def test_hazards_creature_counts_and_licence(lines: list[Line]) -> None:
    flowing = " ".join(line.text for line in lines)
    for phrase in (
        "DC 15 Dexterity saving throw",
        "DC 12 check to pick",
        "Hazard: Rising Water.",
        "3 giant rats",
        "Four cultists",
        "an ogre",
        "2d4 skeletons",
    ):
        assert phrase in flowing, phrase
    assert "CC0" in " ".join(line.text for line in lines[-4:])
