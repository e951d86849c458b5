"""The emitter: safe file names, stable bytes, atomic writes, schema-valid output."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import jsonschema
import pytest
import yaml
from referencing import Registry, Resource

from converter.dmd_models import (
    Conversion,
    CreatureEntry,
    Encounter,
    Hazard,
    Obstacle,
    Quality,
    Threat,
)
from converter.models import (
    Area,
    BBox,
    CreatureMention,
    Detection,
    Document,
    Feature,
    PageText,
    Problem,
    Source,
    StatBlock,
)
from converter.write import files as write_files
from converter.write import yaml_files as emit

FILE = "tiny-module.pdf"


def _schema(name: str) -> dict[str, object]:
    text = (resources.files("dmd_schemas") / f"{name}.schema.json").read_text(encoding="utf-8")
    return dict(json.loads(text))


def _validator(name: str) -> jsonschema.protocols.Validator:
    registry: Registry = Registry()
    for other in ("encounter", "module"):
        schema = _schema(other)
        registry = registry.with_resource(
            f"{other}.schema.json", Resource.from_contents(schema)
        ).with_resource(str(schema["$id"]), Resource.from_contents(schema))
    return jsonschema.Draft202012Validator(_schema(name), registry=registry)


def make_conversion(title: str = "1. The Troll Bridge") -> Conversion:
    source = Source(FILE, 2, BBox(36, 100.04, 290, 180.96))
    troll = StatBlock(
        name="Troll",
        page=2,
        style="5e",
        source=source,
        ac=15,
        hp=84,
        hit_dice="8d10+40",
        cr="5",
        size="Large",
        type="giant",
        features=(Feature("Regeneration", "The troll regains 10 hit points.", "trait"),),
        vulnerabilities=(),
        resistances=(),
    )
    area = Area(
        key="1",
        name=title,
        page=2,
        text="A troll guards the bridge.\nTwo goblins hide below.",
        source=source,
        creatures=(CreatureMention("troll", 1, "a", source),),
        statblocks=("Troll",),
    )
    encounter = Encounter(
        area=area,
        creatures=(CreatureEntry("troll", 1, "Troll", "module"),),
        obstacles=(
            Obstacle(
                id="troll",
                name="Troll",
                rating=6,
                kind="creature",
                why="CR 5 → OR 6 (table cr_to_or)",
                page=2,
                threats=(Threat("Huge", 2, "size Large + Tough → Huge 2", 2),),
                weaknesses=(Quality("fire", "regeneration stops on fire damage", 2),),
                strengths=(),
                statblock="Troll",
            ),
        ),
        threats=(Threat("Outnumbered", 1, "2 goblins beyond the leader", 2),),
        hazards=(Hazard("rotten planks", "The planks give way.", "room text: collapse", 2),),
    )
    document = Document(FILE, f"/tmp/{FILE}", "ab" * 32, (PageText(1, 612, 792, ()),) * 2)
    problems = (Problem(FILE, 2, "statblock-unparsed", "warning", "could not read 'AC ?'"),)
    return Conversion(document, Detection((troll,), (area,)), (encounter,), problems)


@pytest.mark.parametrize(
    "title",
    ["../../etc/passwd", "/abs/path", "a\\b", "..", "Ünïcødé Hall", "", "x" * 300, "CON", "a/b/c"],
)
def test_slugify_never_leaves_the_folder(title: str) -> None:
    slug = write_files.slugify(title)
    assert slug and "/" not in slug and "\\" not in slug and ".." not in slug
    assert len(slug) <= write_files.MAX_SLUG_LENGTH
    assert slug == slug.strip("-")


def test_hostile_area_title_writes_inside_outdir(tmp_path: Path) -> None:
    written = emit.write_conversion(make_conversion("../../../escape"), tmp_path / "out")
    for path in written.encounter_files:
        assert (tmp_path / "out") in path.resolve().parents
    assert not list(tmp_path.glob("escape*"))


def test_written_files_validate_and_carry_modelines(tmp_path: Path) -> None:
    written = emit.write_conversion(make_conversion(), tmp_path)
    module_text = written.module_file.read_text(encoding="utf-8")
    assert module_text.startswith("# yaml-language-server: $schema=../schemas/module.schema.json\n")
    module = yaml.safe_load(module_text)
    assert list(_validator("module").iter_errors(module)) == []
    assert module["encounters"] == ["encounters/01-1-1-the-troll-bridge.yaml"]
    assert module["statblocks"][0]["hit_dice"] == "8d10+40"
    assert module["source"]["pages"] == 2
    (encounter_file,) = written.encounter_files
    text = encounter_file.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=../../schemas/encounter.schema.json\n")
    encounter = yaml.safe_load(text)
    assert list(_validator("encounter").iter_errors(encounter)) == []
    assert encounter["obstacles"][0]["why"] == "CR 5 → OR 6 (table cr_to_or)"
    assert encounter["location"]["source"] == {
        "file": FILE,
        "page": 2,
        "bbox": [36.0, 100.0, 290.0, 181.0],
    }
    # the modeline resolves: the schema copies sit where it points
    assert (encounter_file.parent / "../../schemas/encounter.schema.json").resolve().is_file()


def test_key_order_is_the_contract_order(tmp_path: Path) -> None:
    written = emit.write_conversion(make_conversion(), tmp_path)
    encounter = yaml.safe_load(written.encounter_files[0].read_text(encoding="utf-8"))
    assert list(encounter) == [
        "kind",
        "location",
        "text",
        "creatures",
        "obstacles",
        "threats",
        "hazards",
    ]
    module = yaml.safe_load(written.module_file.read_text(encoding="utf-8"))
    assert list(module)[:4] == ["kind", "tool", "source", "summary"]


def test_rerun_is_byte_identical_and_removes_stale_files(tmp_path: Path) -> None:
    first = emit.write_conversion(make_conversion(), tmp_path)
    before = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    stale = first.folder / "encounters" / "99-old-room.yaml"
    stale.write_text("kind: encounter\n", encoding="utf-8")
    emit.write_conversion(make_conversion(), tmp_path)
    after = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    assert after == before
    assert not stale.exists()


def test_write_atomic_leaves_no_temp_files_and_keeps_old_file_on_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "a.yaml"
    write_files.write_atomic(target, "old\n")

    def broken_replace(self: Path, other: Path) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "replace", broken_replace)
    with pytest.raises(OSError):
        write_files.write_atomic(target, "new\n")
    assert target.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["a.yaml"]


def test_unwritable_output_is_an_output_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x", encoding="utf-8")
    from converter.errors import ExitCode, OutputError

    with pytest.raises(OutputError) as info:
        emit.write_conversion(make_conversion(), blocker)
    assert info.value.exit_code == ExitCode.output
    assert str(blocker) in info.value.message


def test_multiline_text_round_trips() -> None:
    data = {"text": "line one\nline two: with colon\n  indented", "n": 3}
    assert yaml.safe_load(emit.to_yaml(data, "x.json")) == data


def test_summary_counts() -> None:
    summary = emit.summarize(make_conversion())
    assert summary["areas"] == 1
    assert summary["obstacles"] == 1
    assert summary["threats"] == 2  # one on the obstacle, one situation-level
    assert summary["creatures"] == 1
    assert summary["problems"] == 1
