"""validate_paths across files: a converted tree's references (stat blocks named by the
encounters, the module's list of encounters, party members), overrides that must match what
the encounters hold, and what `dmd convert` writes validating clean."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml
from yaml_documents import CASES, ENCOUNTER_MODELINE, MODULE_MODELINE, encounter, module, write_yaml

from converter.dmd_models import Conversion, CreatureEntry, Encounter, Obstacle, Threat
from converter.models import Area, BBox, Detection, Document, PageText, Source, StatBlock
from converter.validate.files import validate_paths


def converted_tree(root: Path) -> Path:
    """A folder shaped like `dmd convert` output, with deliberate reference problems."""
    mod = root / "out" / "mod"
    write_yaml(
        mod / "module.yaml",
        module(["encounters/01-a.yaml", "encounters/03-gone.yaml"], ["Goblin", "Goblin"]),
        MODULE_MODELINE,
    )
    creatures: list[dict[str, Any]] = [
        {"name": "goblin", "count": 2, "statblock": "Goblin", "resolved_by": "module"},
        {"name": "orc", "count": 1, "statblock": "Orc", "resolved_by": "module"},
        {"name": "ogre", "count": 1, "statblock": "Ogre"},
        {"name": "troll", "count": 1, "statblock": "Troll", "resolved_by": "catalog-exact"},
        {"name": "bat", "count": None, "statblock": None, "resolved_by": "none"},
    ]
    write_yaml(
        mod / "encounters" / "01-a.yaml",
        encounter(creatures, ["Goblin", "Troll", "Wolf", None]),
        ENCOUNTER_MODELINE,
    )
    write_yaml(mod / "encounters" / "02-b.yaml", encounter([], []), ENCOUNTER_MODELINE)
    return root / "out"


def test_cross_file_checks_on_a_converted_tree(tmp_path: Path) -> None:
    report = validate_paths([str(converted_tree(tmp_path))])
    found = {(Path(f.file).name, f.level, f.rule, f.pointer) for f in report.findings}
    assert found == {
        ("01-a.yaml", "error", "statblock-missing", "/creatures/1/statblock"),
        ("01-a.yaml", "warning", "statblock-missing", "/creatures/2/statblock"),
        ("01-a.yaml", "warning", "statblock-missing", "/obstacles/2/statblock"),
        ("module.yaml", "error", "missing-file", "/encounters/1"),
        ("module.yaml", "warning", "duplicate-statblock", "/statblocks/1/name"),
        ("module.yaml", "warning", "unlisted-encounter", "/encounters"),
    }
    orc = next(f for f in report.findings if f.pointer == "/creatures/1/statblock")
    text = (tmp_path / "out/mod/encounters/01-a.yaml").read_text(encoding="utf-8")
    line = text.splitlines()[orc.line - 1]
    assert line[orc.col - 1 :].startswith("Orc")
    assert report.exit_code() == 1


def test_overrides_must_match_areas_obstacles_creatures_and_threats(tmp_path: Path) -> None:
    out = converted_tree(tmp_path)
    hall = encounter([{"name": "goblin", "count": 2, "statblock": "Goblin"}], ["Goblin"])
    hall["obstacles"][0]["threats"] = [{"name": "Nimble", "rating": 1, "why": "x"}]
    write_yaml(out / "mod" / "encounters" / "01-a.yaml", hall, ENCOUNTER_MODELINE)
    entries = [
        ({"area": "HALL", "obstacle": "ob-0", "threat": "nimble"}, {"rating": 2}),  # matches
        ({"area": 1, "creature": "Goblin"}, {"count": 3}),  # matches (key 1 == "1")
        ({"area": "1", "obstacle": "ob-9"}, {"remove": True}),  # removed: expected gone
        ({"area": "Cellar"}, {"skipped": True}),
        ({"area": "1", "obstacle": "dragon"}, {"rating": 9}),
        ({"area": "1", "creature": "orc"}, {"count": 2}),
        ({"area": "1", "threat": "Fire"}, {"rating": 2}),
    ]
    overrides = {"overrides": [{"match": m, "set": s, "reason": "test"} for m, s in entries]}
    path = write_yaml(out / "mod" / "overrides.yaml", overrides)
    report = validate_paths([str(path)])
    assert [(f.level, f.rule, f.pointer) for f in report.findings] == [
        ("warning", "override-unmatched", "/overrides/3/match/area"),
        ("warning", "override-unmatched", "/overrides/4/match/obstacle"),
        ("warning", "override-unmatched", "/overrides/5/match/creature"),
        ("warning", "override-unmatched", "/overrides/6/match/threat"),
    ]
    assert report.exit_code() == 0 and report.exit_code(strict=True) == 1


def test_a_want_added_to_an_obstacle_that_is_not_social_is_a_warning(tmp_path: Path) -> None:
    """The encounters tell each obstacle's kind, and the entries before an add_want change it."""
    want = {"add_want": {"kind": "likes", "what": "honey"}}
    out = converted_tree(tmp_path)
    hall = encounter([], [None, None])
    hall["obstacles"][1].update(id="ferryman", name="Ferryman", kind="social")
    write_yaml(out / "mod" / "encounters" / "01-a.yaml", hall, ENCOUNTER_MODELINE)
    entries = [
        ({"area": "1", "obstacle": "Ferryman"}, want),  # social in the encounter
        ({"area": "hall", "obstacle": "ob-0"}, want),  # a creature: warned
        ({"area": "1", "obstacle": "obstacle 0"}, {"kind": "social"}),
        ({"area": "1", "obstacle": "ob-0"}, want),  # social now
        ({"area": "1", "obstacle": "ferryman"}, {"kind": "object"}),
        ({"area": "HALL", "obstacle": "FERRYMAN"}, want),  # an object now: warned
    ]
    overrides = {
        "overrides": [{"match": m, "set": copy.deepcopy(s), "reason": "test"} for m, s in entries]
    }  # copies: one dict written twice would be a YAML alias, not the key on its own line
    path = write_yaml(out / "mod" / "overrides.yaml", overrides)
    report = validate_paths([str(path)])
    found = [(f.level, f.rule, f.pointer) for f in report.findings]
    assert found == [
        ("warning", "override-want-not-social", "/overrides/1/set/add_want"),
        ("warning", "override-want-not-social", "/overrides/5/set/add_want"),
    ]
    lines = path.read_text(encoding="utf-8").splitlines()
    for finding in report.findings:  # each names the file and the line of its add_want
        assert finding.file == str(path)
        assert lines[finding.line - 1][finding.col - 1 :].startswith("add_want")
    assert "kind creature" in report.findings[0].message
    assert "kind object" in report.findings[1].message
    assert report.exit_code() == 0 and report.exit_code(strict=True) == 1


def emitted_conversion() -> Conversion:
    """A small conversion built from the shared records, as `dmd convert` would emit it."""
    source = Source("m.pdf", 2, BBox(36, 100, 290, 181))
    goblin = StatBlock(name="Goblin", page=2, style="5e", source=source, ac=15, hp=7, cr="1/4")
    area = Area(key="1", name="Goblin Den", page=2, text="Goblins.", source=source)
    obstacle = Obstacle(
        id="goblins",
        name="Goblins",
        rating=3,
        kind="creature",
        why="CR 1/4 → OR 1",
        page=2,
        threats=(Threat("Pack", 1, "3 goblins", 2),),
        statblock="Goblin",
    )
    encounter_ = Encounter(
        area=area,
        creatures=(CreatureEntry("goblin", 3, "Goblin", "module"),),
        obstacles=(obstacle,),
    )
    document = Document("m.pdf", "/tmp/m.pdf", "ab" * 32, (PageText(1, 612, 792, ()),) * 2)
    return Conversion(document, Detection((goblin,), (area,)), (encounter_,))


def test_what_convert_writes_validates_clean(tmp_path: Path) -> None:
    from converter.write import yaml_files as emit

    written = emit.write_conversion(emitted_conversion(), tmp_path / "out")
    report = validate_paths([str(tmp_path / "out")])
    assert report.findings == ()
    assert len(report.files) == 1 + len(written.encounter_files)
    # a hand edit that breaks a cross-file reference is caught
    enc = written.encounter_files[0]
    enc.write_text(enc.read_text(encoding="utf-8").replace("Goblin", "Hobgoblin"), "utf-8")
    (finding,) = validate_paths([str(tmp_path / "out")]).findings
    assert (finding.rule, finding.level) == ("statblock-missing", "error")


def test_without_a_module_file_statblock_names_are_not_checked(tmp_path: Path) -> None:
    creatures = [{"name": "orc", "count": 1, "statblock": "Orc", "resolved_by": "module"}]
    path = write_yaml(tmp_path / "enc" / "e.yaml", encounter(creatures, ["Orc"]))
    assert validate_paths([str(path)]).findings == ()


def test_party_member_files_must_exist(tmp_path: Path) -> None:
    write_yaml(
        tmp_path / "ash.yaml",
        yaml.safe_load((CASES / "valid" / "character.yaml").read_text(encoding="utf-8")),
    )
    party = write_yaml(
        tmp_path / "party.yaml", {"kind": "party", "members": ["ash.yaml", "bo.yaml"]}
    )
    report = validate_paths([str(party)])
    assert [(f.rule, f.pointer, f.line, f.col) for f in report.findings] == [
        ("missing-file", "/members/1", 4, 3)
    ]
