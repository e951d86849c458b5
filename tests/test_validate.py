"""validate_paths as a library: paths, cross-file checks, hostile files, fast checks (report
formats in test_validate_report, the compiled schema check in test_validate_compiled)."""

from __future__ import annotations

import copy
import os
import random
import re
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.dmd_models import Conversion, CreatureEntry, Encounter, Obstacle, Threat
from converter.errors import SchemaError
from converter.models import Area, BBox, Detection, Document, PageText, Source, StatBlock
from converter.validate import files as validate_module
from converter.validate.files import (
    expand_paths,
    load_schemas,
    modeline_schema,
    validate_paths,
)
from converter.validate.report import (
    finding_to_text,
)
from converter.validate.yamlsafe import DEFAULT_LIMITS

CASES = Path(__file__).resolve().parent / "schemas"
ENCOUNTER_MODELINE = "# yaml-language-server: $schema=../../schemas/encounter.schema.json\n"
MODULE_MODELINE = "# yaml-language-server: $schema=../schemas/module.schema.json\n"


def write_yaml(path: Path, data: Any, modeline: str = "") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(modeline + yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def encounter(creatures: list[dict[str, Any]], obstacle_blocks: list[str | None]) -> dict[str, Any]:
    obstacles: list[dict[str, Any]] = [
        {
            "id": f"ob-{i}",
            "name": f"Obstacle {i}",
            "rating": 3,
            "kind": "creature",
            "why": "test",
            "statblock": block,
            "threats": [],
            "weaknesses": [],
            "strengths": [],
        }
        for i, block in enumerate(obstacle_blocks)
    ]
    return {
        "kind": "encounter",
        "location": {"key": "1", "name": "Hall", "page": 1},
        "text": "x",
        "creatures": creatures,
        "obstacles": obstacles,
        "threats": [],
        "hazards": [],
    }


def module(encounters: list[str], blocks: list[str]) -> dict[str, Any]:
    return {
        "kind": "module",
        "source": {"file": "m.pdf", "sha256": "0" * 64, "pages": 3},
        "statblocks": [
            {
                "name": name,
                "page": 1,
                "style": "5e",
                "ac": 12,
                "hp": 7,
                "hit_dice": None,
                "cr": "1",
                "size": None,
                "type": None,
            }
            for name in blocks
        ],
        "encounters": encounters,
        "problems": [],
    }


# --- paths -------------------------------------------------------------------------------


def test_folders_are_searched_recursively_in_order_skipping_hidden(tmp_path: Path) -> None:
    for name in ["b/2.yaml", "b/1.yml", "a.yaml", ".git/x.yaml", "notes.txt", "c/d/e.yaml"]:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("a: 1\n", encoding="utf-8")
    files, problems = expand_paths([str(tmp_path), str(tmp_path / "a.yaml")])
    assert problems == []
    assert [p.relative_to(tmp_path).as_posix() for p in files] == [
        "a.yaml",
        "b/1.yml",
        "b/2.yaml",
        "c/d/e.yaml",
    ]


def test_globs_missing_files_and_empty_folders(tmp_path: Path) -> None:
    for name in ["x1.yaml", "x2.yaml", "y.yaml"]:
        (tmp_path / name).write_text("a: 1\n", encoding="utf-8")
    (tmp_path / "empty").mkdir()
    files, problems = expand_paths(
        [str(tmp_path / "x*.yaml"), str(tmp_path / "z*.yaml"), str(tmp_path / "empty")]
    )
    assert [p.name for p in files] == ["x1.yaml", "x2.yaml"]
    assert [(p.rule, p.message) for p in problems] == [
        ("no-files", "no files match"),
        ("no-files", "no YAML files in folder"),
    ]


def test_missing_and_unreadable_files_give_exit_2_even_beside_invalid_ones(tmp_path: Path) -> None:
    bad = write_yaml(tmp_path / "bad.yaml", {"kind": "encounter"})
    dangling = tmp_path / "dangling.yaml"
    dangling.symlink_to(tmp_path / "gone.yaml")
    report = validate_paths([str(bad), str(tmp_path / "nope.yaml"), str(dangling)])
    unreadable = [f for f in report.findings if f.rule == "unreadable"]
    assert [Path(f.file).name for f in unreadable] == ["nope.yaml", "dangling.yaml"]
    assert all(f.line == 0 and "no such file" in f.message for f in unreadable)
    assert report.errors > len(unreadable)  # bad.yaml's schema errors are still reported
    assert report.exit_code() == 2


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their mode")
def test_a_file_without_read_permission_is_unreadable(tmp_path: Path) -> None:
    locked = write_yaml(tmp_path / "locked.yaml", {"kind": "encounter"})
    locked.chmod(0)
    report = validate_paths([str(locked)])
    assert [f.rule for f in report.findings] == ["unreadable"]
    assert report.exit_code() == 2


# --- hostile files through the whole validator -------------------------------------------


def hostile_files(folder: Path) -> dict[str, Path]:
    laughs = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for prev, name in zip("abcdefgh", "bcdefghi", strict=True):
        laughs.append(f"{name}: &{name} [{', '.join([f'*{prev}'] * 10)}]")
    contents = {
        "alias-bomb": "\n".join(laughs).encode(),
        "deep-nesting": b"kind: encounter\ntext: " + b"[" * 20_000 + b"]" * 20_000,
        "duplicate-keys": b"kind: encounter\ntext: a\ntext: b\n",
        "non-utf8": b"kind: encounter\ntext: \xff\xfe\n",
        "binary-junk": random.Random(7).randbytes(8192),
    }
    out = {}
    for name, data in contents.items():
        out[name] = folder / f"{name}.yaml"
        out[name].write_bytes(data)
    big = folder / "fifty-mb.yaml"
    with big.open("wb") as handle:
        line = b"- filler text for a very large file\n"
        for _ in range(50):
            handle.write(line * (1024 * 1024 // len(line) + 1))
    out["fifty-mb"] = big
    return out


HANG_CEILING_SECONDS = 60.0  # wall-clock bounds flaked on a loaded machine; bench/ times it


def test_each_hostile_file_is_one_finding_and_exit_1_in_bounded_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = hostile_files(tmp_path)
    expected_rules = {
        "alias-bomb": "yaml-alias-bomb",
        "deep-nesting": "yaml-depth",
        "duplicate-keys": "yaml-duplicate-key",
        "non-utf8": "yaml-encoding",
        "binary-junk": "yaml-binary",
        "fifty-mb": "yaml-too-large",
    }
    read_sizes: list[int] = []
    real_read = validate_module.read_yaml_bytes

    def counted_read(path: Any, limits: Any = DEFAULT_LIMITS) -> bytes:
        data = real_read(path, limits)
        read_sizes.append(len(data))
        return data

    monkeypatch.setattr(validate_module, "read_yaml_bytes", counted_read)
    for name, path in files.items():
        start = time.perf_counter()
        report = validate_paths([str(path)])
        assert time.perf_counter() - start < HANG_CEILING_SECONDS, name  # a hang, not speed
        assert read_sizes[-1] <= DEFAULT_LIMITS.max_bytes + 1, name  # the bound is counted
        assert [f.rule for f in report.findings] == [expected_rules[name]], name
        assert report.exit_code() == 1, name
        line = finding_to_text(report.findings[0])
        assert line.startswith(f"{path}:") and "\n" not in line


def test_a_file_with_very_many_errors_is_capped(tmp_path: Path) -> None:
    data = encounter([], [])
    data["threats"] = [{"name": f"t{i}", "rating": 99, "why": "y"} for i in range(20_000)]
    path = write_yaml(tmp_path / "many.yaml", data)
    start = time.perf_counter()
    report = validate_paths([str(path)])
    assert time.perf_counter() - start < HANG_CEILING_SECONDS  # the cap below bounds the work
    limit = validate_module.MAX_SCHEMA_ERRORS
    assert len(report.findings) == limit + 1
    rules = [f.rule for f in report.findings]
    assert rules.count("schema-truncated") == 1 and rules.count("schema") == limit
    lines = [f.line for f in report.findings if f.rule == "schema"]
    assert lines == sorted(lines) and len(set(lines)) == limit  # each at its own threat


# --- kinds, modelines, cross-file checks --------------------------------------------------


def test_modeline_schema_reads_only_the_leading_comments() -> None:
    assert modeline_schema(ENCOUNTER_MODELINE + "kind: encounter\n") == (
        "encounter.schema.json",
        1,
    )
    assert modeline_schema("# hello\n\n" + MODULE_MODELINE) == ("module.schema.json", 3)
    assert modeline_schema("kind: x\n" + MODULE_MODELINE) is None


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


def test_a_schema_ref_into_another_schema_is_followed(tmp_path: Path) -> None:
    data = module([], ["Goblin"])
    data["statblocks"][0]["source"] = {"file": "m.pdf", "page": 0}
    report = validate_paths([str(write_yaml(tmp_path / "m" / "module.yaml", data))])
    assert [(f.pointer, f.message) for f in report.findings] == [
        ("/statblocks/0/source/page", "0 is less than the minimum of 1")
    ]


def test_dollar_schema_key_must_match_the_kind(tmp_path: Path) -> None:
    path = tmp_path / "e.yaml"
    path.write_text("kind: party\n$schema: ../schemas/module.schema.json\nmembers: [a]\n")
    rules = [(f.rule, f.line) for f in validate_paths([str(path)]).findings]
    assert ("modeline", 2) in rules


def test_ignore_unknown_skips_yaml_that_is_not_ours(tmp_path: Path) -> None:
    (tmp_path / "ci.yaml").write_text("on: push\njobs: {}\n", encoding="utf-8")
    (tmp_path / "typo.yaml").write_text("kind: encouter\n", encoding="utf-8")
    report = validate_paths([str(tmp_path)], ignore_unknown=True)
    assert [Path(s).name for s in report.skipped] == ["ci.yaml"]
    assert [(Path(f.file).name, f.rule) for f in report.findings] == [("typo.yaml", "kind")]
    strict = validate_paths([str(tmp_path)])
    assert {Path(f.file).name for f in strict.findings} == {"ci.yaml", "typo.yaml"}


def test_long_values_are_shortened_in_messages(tmp_path: Path) -> None:
    data = encounter([], [])
    data["creatures"] = {"long": "x" * 5000}
    report = validate_paths([str(write_yaml(tmp_path / "e.yaml", data))])
    (finding,) = report.findings
    assert "is not of type 'array'" in finding.message
    assert len(finding.message) < 150


def test_a_broken_bundled_schema_is_a_schema_error(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = dict(validate_module.schema_texts())
    texts["encounter.schema.json"] = '{"type": 12}'
    monkeypatch.setattr(validate_module, "schema_texts", lambda: texts)
    load_schemas.cache_clear()
    try:
        with pytest.raises(SchemaError, match="encounter.schema.json"):
            load_schemas()
    finally:
        load_schemas.cache_clear()


# --- finding lines, edited files, parsing once (report formats: test_validate_report.py; the
# compiled check: test_validate_compiled.py) -----------------------------------------------


def test_finding_lines_match_the_documented_pattern() -> None:
    pattern = re.compile(r"^[^:]+:\d+:\d+: (error|warning|info): .+( \[/[^\]]*\])?$")
    report = validate_paths([str(CASES / "invalid")])
    for finding in report.findings:
        assert pattern.match(finding_to_text(finding)), finding


FULL_TEXT = (CASES / "valid" / "encounter-full.yaml").read_text(encoding="utf-8")


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, len(FULL_TEXT)), st.integers(0, 6), st.text("x: -[]{}'\n 7", max_size=4)
        ),
        min_size=1,
        max_size=4,
    )
)
def test_edited_files_never_crash_the_validator(edits: list[tuple[int, int, str]]) -> None:
    text = FULL_TEXT
    for at, cut, insert in edits:
        text = text[:at] + insert + text[at + cut :]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "e.yaml"
        path.write_text(text, encoding="utf-8")
        report = validate_paths([str(path)])
    assert report.exit_code() in (0, 1)
    lines = text.count("\n") + 1
    for finding in report.findings:
        assert 1 <= finding.line <= lines and finding.col >= 1
        assert "\n" not in finding.message


def test_clean_files_are_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_second_pass(*args: object) -> None:
        raise AssertionError("positions were looked up for a clean file")

    monkeypatch.setattr(validate_module, "locate_many", no_second_pass)
    report = validate_paths([str(CASES / "valid")])
    assert report.findings == () and len(report.files) >= 5


def test_the_benchmark_generates_valid_encounters(tmp_path: Path) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "bench_validate", Path(__file__).resolve().parents[1] / "bench" / "bench_validate.py"
    )
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    paths = bench.write_encounters(tmp_path, 25, seed=3)
    report = validate_paths([str(tmp_path)])
    assert len(report.files) == len(paths) == 25
    assert report.findings == ()
    assert bench.write_encounters(tmp_path / "again", 25, seed=3)[0].read_bytes() == (
        paths[0].read_bytes()
    )
