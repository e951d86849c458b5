"""The prep sheet (``dmd sheet``): one section per area in reading order, odds with a party."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import pytest
from test_review import EVIL, evil_folder, sample_folder
from typer.testing import CliRunner

from converter.cli import app
from converter.write.review_model import load_module_folder
from converter.write.sheet import (
    md_escape,
    party_odds,
    percent,
    sheet_blocks,
    to_html,
    write_sheet,
)

ROOT = Path(__file__).resolve().parents[1]
PARTY = ROOT / "samples" / "party.yaml"


def test_one_section_per_area_in_reading_order(tmp_path: Path) -> None:
    data = load_module_folder(sample_folder(tmp_path))
    md_file, html_file = write_sheet(data)
    headings = re.findall(r"^## (.+) \(p\. \d+\)$", md_file.read_text("utf-8"), re.MULTILINE)
    wanted = [
        f"{e['location']['key']}. {e['location']['name']}".replace("’", "’")
        for e in data.encounters
    ]
    assert headings == wanted
    assert html_file.read_text("utf-8").count("<section>") == len(data.encounters)


def test_obstacles_show_or_threats_and_strengths(tmp_path: Path) -> None:
    md = write_sheet(load_module_folder(sample_folder(tmp_path)))[0].read_text("utf-8")
    assert "### Silt Troll — OR 6 (creature)" in md
    silt = md.split("### Silt Troll")[1].split("###")[0]
    assert "**Threats:** Huge 2, Regenerates 2" in silt
    assert "**Weaknesses:** fire" in silt
    assert "**Strengths:** cold (damage resistance)" in silt
    assert "- **Creatures:** 2 × bog hound (Bog Hound)" in md


def test_a_social_obstacle_lists_what_its_person_wants(tmp_path: Path) -> None:
    md = write_sheet(load_module_folder(sample_folder(tmp_path)))[0].read_text("utf-8")
    ilsa = md.split("### Ilsa Marr — OR 2 (social)")[1].split("###")[0]
    assert "**Wants:** trades: that knowledge for her freedom, but not for anything less" in ilsa


def test_read_aloud_is_preferred_to_the_text_and_ways_around_are_listed(tmp_path: Path) -> None:
    data = load_module_folder(sample_folder(tmp_path))
    first = dict(data.encounters[0], read_aloud="You see two towers.")
    obstacle = dict(first["obstacles"][0], ways_around=[{"name": "walk through the arch"}])
    first["obstacles"] = [obstacle, *first["obstacles"][1:]]
    blocks = sheet_blocks(type(data)(data.folder, data.module, (first,)))
    kinds = [(b.kind, b.text) for b in blocks[:3]]
    assert kinds[2] == ("quote", "You see two towers.")
    assert ("item", "walk through the arch") in [(b.kind, b.text) for b in blocks]


def test_with_a_party_each_obstacle_has_each_members_odds(tmp_path: Path) -> None:
    data = load_module_folder(sample_folder(tmp_path))
    odds = party_odds(data.encounter_files, PARTY)
    obstacles = sum(len(e["obstacles"]) for e in data.encounters)
    assert len(odds) == obstacles
    for row in odds.values():
        assert [name for name, _ in row] == ["Brenna Stoneward", "Kara Vell", "Brother Odo"]
        assert all(0.0 <= p <= 1.0 for _, p in row)
    # the same figure dmd odds gives Brenna against the silt troll, with the party's danger dice
    shown = CliRunner().invoke(
        app,
        [
            "odds",
            str(data.encounter_files[9]),
            "--character",
            str(ROOT / "samples" / "characters" / "brenna.yaml"),
            "--danger",
            "1",
            "--json",
        ],
    )
    rows = {r["obstacle"]: r for r in json.loads(shown.output)["obstacles"]}
    assert odds[(9, "silt-troll")][0][1] == float(Fraction(rows["silt-troll"]["p_success"]))
    md = write_sheet(data, PARTY)[0].read_text("utf-8")
    assert md.count("**Odds to clear in one roll:**") == obstacles


def test_hostile_text_is_escaped_in_both_formats(tmp_path: Path) -> None:
    blocks = sheet_blocks(load_module_folder(evil_folder(tmp_path)))
    page = to_html(blocks)
    assert "<script>window" not in page and "<img src=x" not in page
    assert "&lt;script&gt;" in page
    assert md_escape(EVIL).count("\\<") == 3 and "<" not in md_escape(EVIL).replace("\\<", "")


@pytest.mark.parametrize(
    ("text", "escaped"),
    [
        ("1. Hall", "1\\. Hall"),
        ("# not a heading", "\\# not a heading"),
        ("*bold* [link](x)", "\\*bold\\* \\[link\\](x)"),
        ("plain, text (p. 3)", "plain, text (p. 3)"),
    ],
)
def test_markdown_escaping_at_a_line_start(text: str, escaped: str) -> None:
    assert md_escape(text, line_start=True) == escaped


def test_the_command_writes_both_files(tmp_path: Path) -> None:
    folder = sample_folder(tmp_path)
    result = CliRunner().invoke(app, ["sheet", str(folder), "--party", str(PARTY)])
    assert result.exit_code == 0, result.output
    assert (folder / "sheet.md").is_file() and (folder / "sheet.html").is_file()


@pytest.mark.parametrize(
    ("p", "shown"), [(0.0, "0%"), (0.001, "<1%"), (0.5, "50%"), (0.996, ">99%"), (1.0, "100%")]
)
def test_a_chance_never_rounds_to_certainty(p: float, shown: str) -> None:
    assert percent(p) == shown


def test_the_ways_the_converter_writes_and_the_rest_of_a_group_are_on_the_sheet(
    tmp_path: Path,
) -> None:
    data = load_module_folder(sample_folder(tmp_path))
    first = dict(data.encounters[0])
    leader = dict(first["obstacles"][0], avoid=[{"how": "toss it a ham", "why": "printed"}])
    rest = dict(leader, id="rest", name="The others (the rest)", after=leader["id"], avoid=[])
    first["obstacles"] = [leader, rest]
    blocks = [
        (b.kind, b.text) for b in sheet_blocks(type(data)(data.folder, data.module, (first,)))
    ]
    assert ("item", "toss it a ham") in blocks
    assert any(k == "h3" and t.endswith(f", when {leader['id']} falls") for k, t in blocks)
