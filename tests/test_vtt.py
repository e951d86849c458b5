"""Map outputs: Universal VTT files, Foundry VTT scenes and journal, tokens, and their checks.

The sample module is converted once; each test reads what was written back and checks it
field by field against the formats' documented fields (``converter/write/vtt.py`` and
``converter/write/foundry.py`` list them).
"""

from __future__ import annotations

import base64
import io
import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from PIL import Image

from converter.pipeline import ConvertOptions, convert_paths
from converter.validate.files import validate_paths
from converter.write.tokens import BANDS, TokenSpec, band_of, initials, render_token

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "sunken-shrine.pdf"
FOUNDRY_ID = re.compile(r"^[A-Za-z0-9]{16}$")


@pytest.fixture(scope="module")
def converted(tmp_path_factory: pytest.TempPathFactory) -> Path:
    outdir = tmp_path_factory.mktemp("vtt")
    result = convert_paths([SAMPLE], ConvertOptions(outdir=outdir, jobs=1, force=True))
    assert result.outcomes[0].status == "converted", result.outcomes[0].message
    return outdir


def load_module(outdir: Path) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((outdir / "sunken-shrine" / "module.yaml").read_text())
    return data


def test_module_yaml_lists_the_map_its_files_pins_and_tokens(converted: Path) -> None:
    module = load_module(converted)
    (entry,) = module["maps"]
    assert entry["id"] == "p2-1" and entry["kind"] == "raster" and entry["page"] == 2
    assert entry["size"] == [600, 680]
    assert entry["files"] == {
        "image": "maps/01-p2-1.png",
        "dd2vtt": "maps/01-p2-1.dd2vtt",
        "scene": "foundry/scene-01.json",
    }
    keys = {pin["key"] for pin in entry["pins"]}
    assert keys == {"1", "2", "3", "4", "5", "6", "7", "8", "B1", "B2", "B3", "B4"}
    assert module["unplaced_keys"] == []
    for pin in entry["pins"]:
        encounter = yaml.safe_load((converted / "sunken-shrine" / pin["encounter"]).read_text())
        assert encounter["location"]["key"] == pin["key"]
    assert module["tokens"] and all(
        (converted / "sunken-shrine" / t["file"]).is_file() for t in module["tokens"]
    )


def test_dd2vtt_reads_back_with_every_universal_vtt_field(converted: Path) -> None:
    folder = converted / "sunken-shrine"
    data = json.loads((folder / "maps" / "01-p2-1.dd2vtt").read_text("utf-8"))
    assert set(data) == {
        "format",
        "resolution",
        "line_of_sight",
        "objects_line_of_sight",
        "portals",
        "environment",
        "lights",
        "image",
        "dmd",
    }
    assert data["format"] == 0.3
    resolution = data["resolution"]
    assert resolution["map_origin"] == {"x": 0, "y": 0}
    grid = resolution["pixels_per_grid"]
    assert grid == 100  # the sample's raster grid is not detected: the documented default
    png = base64.b64decode(data["image"])
    assert png == (folder / "maps" / "01-p2-1.png").read_bytes()
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG" and image.size == (600, 680)
    assert resolution["map_size"] == {"x": 600 / grid, "y": 680 / grid}
    assert data["line_of_sight"] == [] and data["portals"] == [] and data["lights"] == []
    assert data["environment"] == {"baked_lighting": True, "ambient_light": "ffffffff"}
    ours = data["dmd"]
    assert ours["map"] == "p2-1" and ours["page"] == 2 and ours["grid"] == "default"
    module_pins = load_module(converted)["maps"][0]["pins"]
    assert ours["pins"] == module_pins
    for pin in ours["pins"]:
        assert 0 <= pin["x"] <= 600 and 0 <= pin["y"] <= 680


def test_foundry_scene_has_a_note_per_pin_pointing_at_its_journal_page(converted: Path) -> None:
    folder = converted / "sunken-shrine"
    scene = json.loads((folder / "foundry" / "scene-01.json").read_text("utf-8"))
    journal = json.loads((folder / "foundry" / "journal.json").read_text("utf-8"))
    assert FOUNDRY_ID.match(scene["_id"]) and FOUNDRY_ID.match(journal["_id"])
    assert (folder / scene["background"]["src"]).is_file()
    assert (scene["width"], scene["height"], scene["padding"]) == (600, 680, 0)
    assert scene["grid"] == {"type": 1, "size": 100, "distance": 5, "units": "ft"}
    assert scene["journal"] == journal["_id"]
    assert scene["walls"] == [] and scene["lights"] == []
    pages = {page["_id"]: page for page in journal["pages"]}
    pins = load_module(converted)["maps"][0]["pins"]
    assert len(scene["notes"]) == len(pins)
    for note, pin in zip(scene["notes"], pins, strict=True):
        assert FOUNDRY_ID.match(note["_id"])
        assert note["entryId"] == journal["_id"]
        assert pages[note["pageId"]]["name"].split(" ")[0] == pin["key"] == note["text"]
        assert (note["x"], note["y"]) == (round(pin["x"]), round(pin["y"]))
        assert note["texture"]["src"] and note["iconSize"] > 0
    ids = [scene["_id"], journal["_id"]] + [n["_id"] for n in scene["notes"]]
    ids += [t["_id"] for t in scene["tokens"]] + list(pages)
    assert len(set(ids)) == len(ids)


def test_foundry_journal_has_one_text_page_per_encounter(converted: Path) -> None:
    folder = converted / "sunken-shrine"
    journal = json.loads((folder / "foundry" / "journal.json").read_text("utf-8"))
    module = load_module(converted)
    assert len(journal["pages"]) == len(module["encounters"])
    for page in journal["pages"]:
        assert FOUNDRY_ID.match(page["_id"])
        assert page["type"] == "text" and page["text"]["format"] == 1
        assert page["title"] == {"show": True, "level": 1}
        assert page["text"]["content"].startswith("<p>")
    troll = next(p for p in journal["pages"] if p["name"].startswith("B2 "))
    assert "Silt Troll</strong> OR 6" in troll["text"]["content"]
    assert "ways around: fire" in troll["text"]["content"]


def test_foundry_tokens_stand_around_their_rooms_pin(converted: Path) -> None:
    folder = converted / "sunken-shrine"
    scene = json.loads((folder / "foundry" / "scene-01.json").read_text("utf-8"))
    notes = {n["text"]: n for n in scene["notes"]}
    b2 = [t for t in scene["tokens"] if t["_id"] and t["name"] == "silt troll"]
    assert len(b2) == 1
    (token,) = b2
    assert (folder / token["texture"]["src"]).is_file()
    assert token["width"] == token["height"] == 1 and token["disposition"] == -1
    grid = scene["grid"]["size"]
    centre = (token["x"] + grid / 2, token["y"] + grid / 2)
    note = notes["B2"]
    assert abs(centre[0] - note["x"]) <= grid + 1 and abs(centre[1] - note["y"]) <= grid + 1


def test_tokens_are_round_with_a_band_ring_and_the_same_bytes_each_time() -> None:
    spec = TokenSpec("silt troll", 3, 6, "tokens/silt-troll-moderate-x3.png")
    data = render_token(spec)
    assert data == render_token(spec)
    image = Image.open(io.BytesIO(data))
    assert image.mode == "RGBA" and image.size == (256, 256)
    assert image.getpixel((0, 0))[3] == 0  # transparent outside the disc
    assert image.getpixel((128, 10))[:3] == band_of(6)[1]  # the ring at the top
    assert band_of(6)[0] == "moderate" and band_of(None)[0] == "unrated"
    assert [band_of(top)[1] for top, _, _ in BANDS] == [colour for _, _, colour in BANDS]
    assert initials("silt troll") == "ST" and initials("goblin") == "GO"


def test_validate_reports_missing_map_files_and_pins_to_unlisted_encounters(
    converted: Path, tmp_path: Path
) -> None:
    copy = tmp_path / "out"
    shutil.copytree(converted, copy)
    module_file = copy / "sunken-shrine" / "module.yaml"
    assert validate_paths([str(copy)]).errors == 0
    (copy / "sunken-shrine" / "maps" / "01-p2-1.dd2vtt").unlink()
    text = module_file.read_text("utf-8")
    module_file.write_text(
        text.replace("encounter: encounters/10-b2-silt-pools.yaml", "encounter: encounters/x.yaml"),
        "utf-8",
    )
    findings = validate_paths([str(copy)]).findings
    rules = sorted(f.rule for f in findings if f.level == "error")
    assert rules == ["missing-file", "pin-encounter"], findings
