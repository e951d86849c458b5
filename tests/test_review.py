"""The review page (``dmd review``): records, boxes, the check list, escaping, same bytes."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from converter.cli import app
from converter.errors import UsageError
from converter.read.render import render_pages
from converter.write import WRITERS, writer_for
from converter.write.review import find_pdf, write_review
from converter.write.review_html import json_island
from converter.write.review_model import LARGE_COUNT, build_model, load_module_folder
from converter.write.yaml_files import copy_schemas

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_PDF = ROOT / "samples" / "sunken-shrine.pdf"
EXPECTED = ROOT / "samples" / "expected" / "sunken-shrine"
# untrusted text from a PDF, trying every way out of an HTML text node or attribute
EVIL = '<script>window.__pwned=1</script>"\'><img src=x onerror="window.__pwned=2">&amp;'


def sample_folder(tmp: Path) -> Path:
    """The bundled sample's converted output, as dmd convert writes it, under ``tmp``."""
    folder = tmp / "out" / "sunken-shrine"
    shutil.copytree(EXPECTED, folder)
    copy_schemas(tmp / "out")
    return folder


def _source(page: int, bbox: list[float]) -> dict[str, Any]:
    return {"file": "evil.pdf", "page": page, "bbox": bbox}


def evil_encounter(confidence: float | None = None) -> dict[str, Any]:
    """A schema-valid encounter whose every string is hostile markup."""
    encounter: dict[str, Any] = {
        "kind": "encounter",
        "location": {
            "key": "E1",
            "name": EVIL,
            "page": 1,
            "source": _source(1, [50.0, 60.0, 300.0, 200.0]),
        },
        "text": EVIL,
        "creatures": [{"name": EVIL, "count": 2, "statblock": None, "resolved_by": "none"}],
        "obstacles": [
            {
                "id": "evil-thing",
                "name": EVIL,
                "rating": 4,
                "kind": "creature",
                "why": EVIL,
                "threats": [{"name": EVIL, "rating": 2, "why": EVIL}],
                "weaknesses": [{"name": EVIL, "why": EVIL}],
                "strengths": [],
            }
        ],
        "threats": [],
        "hazards": [],
    }
    if confidence is not None:
        encounter["location"]["confidence"] = confidence
    return encounter


def evil_folder(tmp: Path, confidence: float | None = None) -> Path:
    """A converted module whose area names, text and problems are all hostile markup."""
    folder = tmp / "out" / "evil"
    (folder / "encounters").mkdir(parents=True)
    copy_schemas(tmp / "out")
    encounter = evil_encounter()
    (folder / "encounters" / "01-e1.yaml").write_text(yaml.safe_dump(encounter), "utf-8")
    module = {
        "kind": "module",
        "source": {"file": "evil.pdf", "sha256": "0" * 64, "pages": 1},
        "statblocks": [],
        "encounters": ["encounters/01-e1.yaml"],
        "problems": [{"page": 1, "rule": "evil-rule", "level": "warning", "message": EVIL}],
    }
    (folder / "module.yaml").write_text(yaml.safe_dump(module), "utf-8")
    if confidence is not None:  # a second, low-confidence copy beside the first
        low = evil_encounter(confidence)
        low["location"]["key"] = "E2"
        (folder / "encounters" / "02-e2.yaml").write_text(yaml.safe_dump(low), "utf-8")
        module["encounters"].append("encounters/02-e2.yaml")
        (folder / "module.yaml").write_text(yaml.safe_dump(module), "utf-8")
    return folder


def test_every_area_and_statblock_is_a_record_with_its_box(tmp_path: Path) -> None:
    data = load_module_folder(sample_folder(tmp_path))
    index = write_review(data, SAMPLE_PDF, render_pages=render_pages)[0]
    page = index.read_text("utf-8")
    module = yaml.safe_load((EXPECTED / "module.yaml").read_text("utf-8"))
    assert page.count('<article class="record enc"') == len(module["encounters"])
    assert page.count('<article class="record sb"') == len(module["statblocks"])
    for number, encounter in enumerate(data.encounters):
        assert f'href="#enc-{number}"' in page  # its box links to it
        assert encounter["location"]["name"].replace("’", "’") in page
    assert re.findall(r'<img src="pages/page-(\d+)\.png" loading="lazy"', page) == [
        "0003",
        "0004",
        "0005",
    ]


def test_the_same_folder_gives_the_same_bytes(tmp_path: Path) -> None:
    data = load_module_folder(sample_folder(tmp_path))
    first = {p: p.read_bytes() for p in write_review(data, SAMPLE_PDF, render_pages=render_pages)}
    for path in first:
        path.unlink()
    second = {p: p.read_bytes() for p in write_review(data, SAMPLE_PDF, render_pages=render_pages)}
    assert first == second


def test_hostile_text_is_shown_as_text_never_as_markup(tmp_path: Path) -> None:
    page = write_review(load_module_folder(evil_folder(tmp_path)))[0].read_text("utf-8")
    assert "window.__pwned" in page  # the text is there …
    assert "<script>window" not in page  # … but never as a script
    assert "<img src=x" not in page
    assert 'onerror="' not in page
    assert "&lt;script&gt;window.__pwned=1&lt;/script&gt;&quot;&#x27;&gt;" in page
    assert "&amp;amp;" in page  # an entity in the PDF is shown, not decoded


def test_the_json_island_cannot_close_its_script_element() -> None:
    island = json_island([{"reason": "</script><script>alert(1)</script>", "a": "&"}])
    assert "<" not in island and ">" not in island and "&" not in island


def test_low_confidence_comes_first_then_unresolved_creatures_then_problems(
    tmp_path: Path,
) -> None:
    model = build_model(load_module_folder(evil_folder(tmp_path, confidence=0.3)))
    reasons = [c.reason.split(" ")[0] for c in model.checks]
    assert reasons[0] == "low"
    assert reasons[1:] == ["creature", "creature", "warning"]
    assert model.checks[0].target == "enc-1"


def test_a_missing_pdf_gives_a_note_and_placeholders_not_a_failure(tmp_path: Path) -> None:
    data = load_module_folder(sample_folder(tmp_path))
    pdf, note = find_pdf(data, None)
    assert pdf is None and note is not None and "--pdf" in note
    page = write_review(data, pdf, render_pages=render_pages, pdf_note=note)[0].read_text("utf-8")
    assert 'class="noimg"' in page and "<img " not in page
    assert "was not found" in page


def test_a_different_pdf_is_used_with_a_warning(tmp_path: Path) -> None:
    data = load_module_folder(sample_folder(tmp_path))
    other = tmp_path / "copy.pdf"
    other.write_bytes(SAMPLE_PDF.read_bytes() + b"\n% changed\n")
    pdf, note = find_pdf(data, other)
    assert pdf == other and note is not None and "differs" in note
    assert find_pdf(data, SAMPLE_PDF) == (SAMPLE_PDF, None)


def test_review_is_a_writer_of_the_registry() -> None:
    assert WRITERS["review"] == "converter.write.review"
    assert callable(writer_for("review").write)


def test_the_command_writes_the_page_and_refuses_a_folder_without_module_yaml(
    tmp_path: Path,
) -> None:
    folder = sample_folder(tmp_path)
    runner = CliRunner()
    result = runner.invoke(app, ["review", str(folder), "--pdf", str(SAMPLE_PDF)])
    assert result.exit_code == 0, result.output
    assert (folder / "review" / "index.html").is_file()
    assert len(list((folder / "review" / "pages").glob("page-*.png"))) == 3
    empty = tmp_path / "empty"
    empty.mkdir()
    refused = runner.invoke(app, ["review", str(empty)])
    assert isinstance(refused.exception, UsageError)  # exit 2 (cli.main maps it)
    assert "no module.yaml" in refused.exception.message


@pytest.mark.parametrize("scale", [0.5])
def test_stale_page_images_are_removed(tmp_path: Path, scale: float) -> None:
    data = load_module_folder(sample_folder(tmp_path))
    pages = data.folder / "review" / "pages"
    pages.mkdir(parents=True)
    (pages / "page-0099.png").write_bytes(b"old")
    write_review(data, SAMPLE_PDF, render_pages=render_pages, scale=scale)
    assert sorted(p.name for p in pages.iterdir()) == [
        "page-0003.png",
        "page-0004.png",
        "page-0005.png",
    ]


def test_convert_review_writes_what_dmd_review_writes(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "out"
    converted = runner.invoke(app, ["convert", str(SAMPLE_PDF), "-o", str(out), "--review", "-q"])
    assert converted.exit_code == 0, converted.output
    folder = out / "sunken-shrine"
    first = {p.name: p.read_bytes() for p in (folder / "review").rglob("*.*")}
    assert len(first) == 4  # index.html and three page images
    shutil.rmtree(folder / "review")
    result = runner.invoke(app, ["review", str(folder), "--pdf", str(SAMPLE_PDF)])
    assert result.exit_code == 0, result.output
    assert {p.name: p.read_bytes() for p in (folder / "review").rglob("*.*")} == first


def test_a_horde_is_flagged_but_a_group_is_not(tmp_path: Path) -> None:
    data = load_module_folder(sample_folder(tmp_path))
    horde = dict(data.encounters[0])
    horde["creatures"] = [dict(horde["creatures"][0], count=LARGE_COUNT)]
    group = dict(horde, creatures=[dict(horde["creatures"][0], count=LARGE_COUNT - 1)])
    model = build_model(type(data)(data.folder, data.module, (horde, group)))
    flagged = [c for c in model.checks if "horde" in c.reason]
    assert [c.target for c in flagged] == ["enc-0"]


def test_an_encrypted_pdf_gets_a_note_from_convert_and_images_from_review(
    tmp_path: Path,
) -> None:
    from pdf_factory import encrypted_pdf

    pdf = encrypted_pdf(tmp_path / "locked.pdf")
    out = tmp_path / "out"
    runner = CliRunner()
    args = ["convert", str(pdf), "-o", str(out), "--password", "owlbear", "--review", "-q"]
    converted = runner.invoke(app, args)
    assert converted.exit_code == 0, converted.output
    folder = out / "locked"
    page = (folder / "review" / "index.html").read_text("utf-8")
    assert "--password" in page and "<img " not in page
    reviewed = runner.invoke(app, ["review", str(folder), "--password", "owlbear"])
    assert reviewed.exit_code == 0, reviewed.output
    page = (folder / "review" / "index.html").read_text("utf-8")
    shown = len(build_model(load_module_folder(folder)).record_pages)
    assert shown > 0 and page.count("<img ") >= 1


def test_fields_a_later_converter_adds_are_shown_when_present(tmp_path: Path) -> None:
    data = load_module_folder(sample_folder(tmp_path))
    first = dict(data.encounters[0])
    first["location"] = dict(first["location"], confidence=0.42, evidence=["bold key line"])
    first["obstacles"] = [dict(first["obstacles"][0], ways_around=["walk through the arch"])]
    first["wandering"] = [{"name": "1d4 giant rats", "why": "wandering table p.2"}]
    first["creatures"] = [
        dict(first["creatures"][0], source=_source(3, [60.0, 300.0, 200.0, 320.0]))
    ]
    module = dict(data.module)
    module["maps"] = [
        {
            "name": "Upper Shrine",
            "source": _source(2, [40.0, 40.0, 500.0, 700.0]),
            "pins": [{"key": "1", "source": _source(2, [100.0, 100.0, 110.0, 110.0])}],
        }
    ]
    changed = type(data)(data.folder, module, (first, *data.encounters[1:]))
    model = build_model(changed)
    kinds = {(b.kind, b.page, b.target) for b in model.boxes}
    assert ("map", 2, "page-2") in kinds
    assert ("pin", 2, "enc-0") in kinds  # the pin of key 1 links to area 1
    assert ("creature", 3, "enc-0") in kinds
    assert model.checks[0].reason == "low confidence 0.42"
    page = write_review(changed, SAMPLE_PDF, render_pages=render_pages)[0].read_text("utf-8")
    for shown in ("confidence 0.42", "bold key line", "walk through the arch", "1d4 giant rats"):
        assert shown in page
    assert 'id="page-2"' in page  # the map's page is shown too


def test_an_obstacle_shows_its_avoid_ways_and_the_leader_it_waits_for() -> None:
    from converter.write.review_html import obstacle_html

    page = obstacle_html(
        {
            "id": "rest",
            "name": "Raiders (the rest)",
            "kind": "creature",
            "rating": 2,
            "why": "the rest",
            "after": "chief",
            "avoid": [{"how": "toss them the strongbox", "why": "printed p.3"}],
        }
    )
    assert "toss them the strongbox" in page and "printed p.3" in page
    assert "comes on when chief falls" in page


def test_a_social_obstacle_shows_what_the_person_wants() -> None:
    from converter.write.review_html import obstacle_html

    page = obstacle_html(
        {
            "id": "old-brannoc",
            "name": "Old Brannoc",
            "kind": "social",
            "rating": 3,
            "why": "Old Brannoc asks",
            "wants": [
                {"kind": "asks", "what": "a lantern for the mine", "why": "printed p.5"},
                {"kind": "fears", "what": "the <deep> ones", "why": "p.5"},
            ],
        }
    )
    assert "<b>wants</b>" in page
    assert "asks: a lantern for the mine" in page and "printed p.5" in page
    assert "fears: the &lt;deep&gt; ones" in page  # shown as text, never as markup


def test_an_obstacle_s_kind_and_wants_can_be_changed_and_an_area_can_add_one() -> None:
    """The page offers the kinds and want kinds the overrides schema takes (social and object
    among them), the obstacle's own kind chosen; an area record can add an obstacle."""
    from converter.write.review_html import encounter_html, obstacle_html, override_choices

    schema = yaml.safe_load((ROOT / "schemas" / "overrides.schema.json").read_text("utf-8"))
    change = schema["$defs"]["override"]["properties"]["set"]["properties"]
    kinds, want_kinds = override_choices()
    assert (
        list(kinds)
        == change["kind"]["enum"]
        == change["add_obstacle"]["properties"]["kind"]["enum"]
    )
    assert list(want_kinds) == schema["$defs"]["want"]["properties"]["kind"]["enum"]
    assert {"social", "object"} <= set(kinds)
    page = obstacle_html({"id": "ferryman", "name": "Ferryman", "kind": "creature", "rating": 2})
    select = re.search(r'<select class="kind-edit"[^>]*>(.*?)</select>', page)
    assert select is not None and 'data-orig="creature"' in select.group(0)
    assert re.findall(r'value="([a-z]+)"', select.group(1)) == list(kinds)
    assert re.findall(r'value="([a-z]+)" selected', select.group(1)) == ["creature"]
    assert 'class="want-what" data-obstacle="ferryman"' in page
    record = encounter_html(0, {"location": {"key": "4", "name": "Ford", "page": 2}}, None)
    added = re.search(r'<div class="addob">.*?</div>', record)
    assert added is not None
    assert 'class="add-name"' in added.group(0) and 'class="add-want-what"' in added.group(0)
    assert re.findall(r'<select class="add-kind">(.*?)</select>', added.group(0))
