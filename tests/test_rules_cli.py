"""The rules-engine commands end to end: output, determinism and exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from converter.cli import main
from dmd_rules.character import load_character

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "rules"
ENCOUNTER = str(DATA / "troll-bridge.yaml")
KARA = str(ROOT / "samples" / "characters" / "kara.yaml")
PARTY = str(ROOT / "samples" / "party.yaml")


@dataclass(frozen=True)
class Run:
    returncode: int
    stdout: str
    stderr: str


Runner = Callable[..., Run]


@pytest.fixture
def dmd(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Runner:
    """Run ``dmd`` in-process through ``main`` (the real error-to-exit-code mapping)."""
    monkeypatch.chdir(ROOT)

    def run(*args: str) -> Run:
        capsys.readouterr()
        monkeypatch.setattr(sys, "argv", ["dmd", *args])
        try:
            main()
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
        out, err = capsys.readouterr()
        return Run(code, out, err)

    return run


def test_the_installed_entry_point_runs() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "converter.cli", "odds", "--pool", "1d8", "--json"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0 and json.loads(result.stdout)["p_hits_ge"]["1"] == "1/2"


def test_resolve_shows_pool_rolls_outcome_and_menu(dmd: Runner) -> None:
    args = ("resolve", ENCOUNTER, "--character", KARA, "--obstacle", "troll", "--seed", "7")
    first = dmd(*args)
    assert first.returncode == 0, first.stderr
    assert first.stdout == dmd(*args).stdout
    out = first.stdout
    assert "Pool (" in out and "motive: Find my missing brother" in out
    assert "threat Huge 2 cancelled by Climbing" in out
    assert "Roll:" in out and "Outcome:" in out and "vs OR 6" in out
    assert "weakness fire" in out


def test_resolve_with_explicit_choices(dmd: Runner) -> None:
    result = dmd(
        "resolve", ENCOUNTER, "--character", KARA, "--obstacle", "goblins",
        "--motive", "Keep the bridge road open", "--ability", "Ranged Combat",
        "--attributes", "dex,wis", "--danger", "3", "--seed", "2",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "attributes DEX +3 + WIS +2 = +5" in result.stdout
    assert result.stdout.count("danger die chosen by the player") == 6  # pool list + roll list


def test_resolve_errors_have_exit_codes(dmd: Runner, tmp_path: Path) -> None:
    unknown = dmd("resolve", ENCOUNTER, "--character", KARA, "--obstacle", "dragon", "--seed", "1")
    assert unknown.returncode == 2 and "no obstacle 'dragon'" in unknown.stderr
    bad = yaml.safe_load(Path(KARA).read_text())
    bad["motives"] = []
    bad_file = tmp_path / "bad.yaml"
    bad_file.write_text(yaml.safe_dump(bad))
    invalid = dmd("resolve", ENCOUNTER, "--character", str(bad_file), "--obstacle", "troll")
    assert invalid.returncode == 4
    assert "bad.yaml: invalid character" in invalid.stderr and len(invalid.stderr.splitlines()) == 1
    missing = dmd(
        "resolve", ENCOUNTER, "--character", str(tmp_path / "nope.yaml"), "--obstacle", "x"
    )
    assert missing.returncode == 2 and "nope.yaml" in missing.stderr


def test_odds_pool_json(dmd: Runner) -> None:
    result = dmd("odds", "--pool", "1d20+1d12+2d10+1d8+2d4", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["p_hits_ge"]["1"] == "373/375"
    assert set(data["p_hits_ge"]) == {str(k) for k in range(1, 13)}
    assert data["expected_hits"] == "19/6"
    assert "p_trouble_ge" in data and data["automatic_danger"] is False
    only_threats = json.loads(dmd("odds", "--pool", "2d4", "--json").stdout)
    assert only_threats["automatic_danger"] is True and only_threats["pool"] == "1d6+2d4"
    assert only_threats["p_hits_ge"]["1"] == "1/3"


def test_odds_for_a_character_against_an_encounter(dmd: Runner) -> None:
    result = dmd("odds", ENCOUNTER, "--character", KARA, "--json")
    assert result.returncode == 0, result.stderr
    rows = json.loads(result.stdout)["obstacles"]
    assert [r["obstacle"] for r in rows] == ["troll", "goblins", "rotten-planks"]
    for row in rows:
        assert 0 < eval_fraction(row["p_success"]) <= 1
        assert set(row["p_trouble_ge"]) == {"1", "2", "3", "4", "5", "6", "8"}


def eval_fraction(text: str) -> float:
    top, _, bottom = text.partition("/")
    return int(top) / int(bottom or 1)


def test_odds_bad_pool_is_a_usage_error(dmd: Runner) -> None:
    result = dmd("odds", "--pool", "2d7")
    assert result.returncode == 2 and "d7" in result.stderr


def test_roll_each_system_is_deterministic(dmd: Runner) -> None:
    for args in (
        ("--pool", "1d20+2d10+2d4"),
        ("--system", "danger-world", "--bonus", "1", "--penalty", "1"),
        ("--system", "relics", "--pool", "4d6+1,3d6", "--pcs", "2"),
    ):
        first = dmd("roll", *args, "--seed", "5")
        assert first.returncode == 0, first.stderr
        assert first.stdout == dmd("roll", *args, "--seed", "5").stdout
    relics = dmd("roll", "--system", "relics", "--pool", "4d6+1,3d6", "--pcs", "2", "--seed", "5")
    assert "1 dice dropped by the cap" in relics.stdout


def test_odds_sibling_systems_json(dmd: Runner) -> None:
    dw = json.loads(dmd("odds", "--system", "danger-world", "--dice", "4", "--json").stdout)
    assert dw["dice"] == 4 and "p_success" in dw
    relics = json.loads(dmd("odds", "--system", "relics", "--pool", "2d6", "--json").stdout)
    # Disaster (total <= -1) on 2d6: both dice show 1 (1/36), or one 1 and one 2-4 (2 * 3/36).
    assert relics["p_disaster"] == "7/36"


def test_playtest_reports_and_is_deterministic(dmd: Runner) -> None:
    args = ("playtest", ENCOUNTER, "--party", PARTY, "--trials", "60", "--seed", "3")
    first = dmd(*args)
    assert first.returncode == 0, first.stderr
    assert first.stdout == dmd(*args).stdout
    assert "success rate" in first.stdout and "trouble spent" in first.stdout
    assert "playtest: 60/60 trials" in first.stderr
    data = json.loads(dmd(*args, "--json").stdout)
    assert data["trials"] == 60 and 0 <= data["successes"] <= 60


def test_character_new_writes_a_valid_file(dmd: Runner, tmp_path: Path) -> None:
    out = tmp_path / "pc.yaml"
    made = dmd("character", "new", "--seed", "42", "--name", "Zed", "-o", str(out))
    assert made.returncode == 0, made.stderr
    assert load_character(out).name == "Zed"
    again = dmd("character", "new", "--seed", "42", "--name", "Zed")
    assert again.stdout == out.read_text()


def test_rules_errors_keep_their_exit_codes() -> None:
    from converter.errors import ExitCode, exit_code_of
    from dmd_rules import errors

    assert exit_code_of(errors.UsageError("x")) == ExitCode.usage
    assert exit_code_of(errors.InputFileError("x")) == ExitCode.usage
    assert exit_code_of(errors.SchemaError("x")) == ExitCode.schema_or_rules


def test_resolve_creates_a_die_against_a_threat(dmd: Runner) -> None:
    args = ("resolve", ENCOUNTER, "--character", KARA, "--action", "move-and-act")
    made = dmd(*args, "--act", "avoid", "--threat", "Huge", "--seed", "7")
    assert made.returncode == 0, made.stderr
    assert "create a die to avoid Huge [troll] (OR 2)" in made.stdout
    assert made.stdout == dmd(*args, "--act", "avoid", "--threat", "Huge", "--seed", "7").stdout
    removed = dmd(*args, "--act", "remove", "--threat", "Huge", "--act-or", "5", "--seed", "7")
    assert "be rid of Huge [troll] (OR 5)" in removed.stdout
    hint = dmd("resolve", ENCOUNTER, "--character", KARA, "--obstacle", "Huge")
    assert hint.returncode == 2 and "Huge is a threat of troll" in hint.stderr


def test_resolve_weakness_doubles_only_the_asset_that_exploits_it(dmd: Runner) -> None:
    out = dmd(
        "resolve",
        ENCOUNTER,
        "--character",
        KARA,
        "--obstacle",
        "troll",
        "--motive",
        "Find my missing brother",
        "--ability",
        "Ranged Combat",
        "--weakness",
        "fire",
        "--seed",
        "1",
    ).stdout
    assert "weakness fire: no asset rolled exploits it, Hit Plus is 1 hit" in out
    fire = dmd(
        "resolve",
        ENCOUNTER,
        "--character",
        KARA,
        "--obstacle",
        "troll",
        "--motive",
        "Find my missing brother",
        "--ability",
        "Fire Arrows",
        "--seed",
        "1",
        "--weakness",
        "fire",
    ).stdout
    assert "each Hit Plus of Fire Arrows is 2 hits" in fire


def test_resolve_rest_and_moves(dmd: Runner) -> None:
    rest = dmd("resolve", ENCOUNTER, "--character", KARA, "--action", "rest", "--harm", "5")
    assert rest.returncode == 0 and "harm 5 -> 3" in rest.stdout
    careful = dmd(
        "resolve",
        ENCOUNTER,
        "--character",
        KARA,
        "--obstacle",
        "goblins",
        "--action",
        "move-carefully",
        "--seed",
        "2",
    )
    assert "move-carefully: 1 trouble less" in careful.stdout
    fast = dmd(
        "resolve",
        ENCOUNTER,
        "--character",
        KARA,
        "--obstacle",
        "goblins",
        "--action",
        "move-fast",
        "--seed",
        "2",
    )
    assert "move-fast: speed is a risk" in fast.stdout


def test_playtest_table_trace_and_chart(dmd: Runner, tmp_path: Path) -> None:
    args = ("playtest", ENCOUNTER, "--party", PARTY, "--trials", "40", "--seed", "3")
    chart = tmp_path / "pt.svg"
    text = dmd(*args, "--plot", str(chart))
    assert text.returncode == 0, text.stderr
    for part in ("OR  cleared  mean round", "Troll [troll]", "tension by round", "events "):
        assert part in text.stdout
    import xml.etree.ElementTree as ET

    root = ET.fromstring(chart.read_text(encoding="utf-8"))
    assert root.tag.endswith("svg")
    assert sum(e.tag.endswith("polyline") for e in root.iter()) == 3  # d4s, trouble, threats
    data = json.loads(dmd(*args, "--json").stdout)
    assert [o["id"] for o in data["obstacles"]] == ["troll", "goblins", "rotten-planks"]
    assert data["by_round"][0]["round"] == 1
    trace = dmd("playtest", ENCOUNTER, "--party", PARTY, "--trace", "--seed", "3")
    assert trace.stdout.startswith("One trial of 3. Troll bridge, seed 3")
    assert "round 1: Brenna" in trace.stdout or "round 1:" in trace.stdout
    assert dmd("playtest", ENCOUNTER, "--party", PARTY, "--plot", "x.gif").returncode == 2


def test_character_party_rolls_a_playable_party(dmd: Runner, tmp_path: Path) -> None:
    out = tmp_path / "party.yaml"
    made = dmd("character", "party", "--names", "Ash,Bryn", "--seed", "5", "-o", str(out))
    assert made.returncode == 0, made.stderr
    from dmd_rules.encounter import load_party

    party = load_party(out)
    assert [m.name for m in party.members] == ["Ash", "Bryn"]
    assert all(len(m.backgrounds) == 2 for m in party.members)
    assert "backgrounds picked in turn" in out.read_text()
    again = dmd("character", "party", "--names", "Ash,Bryn", "--seed", "5")
    assert again.stdout == out.read_text()


def test_resolve_a_whole_party_plays_one_round(dmd: Runner) -> None:
    result = dmd("resolve", ENCOUNTER, "--party", PARTY, "--seed", "7")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Round 1 of 3. Troll bridge for The shrine wardens, seed 7"
    assert all(line.startswith("round 1: ") for line in lines[1:-1]) and len(lines) >= 3
    assert result.stdout == dmd("resolve", ENCOUNTER, "--party", PARTY, "--seed", "7").stdout
    assert dmd("resolve", ENCOUNTER, "--obstacle", "troll").returncode == 2


def test_encounter_odds_show_flagged_and_plain(dmd: Runner) -> None:
    data = json.loads(dmd("odds", ENCOUNTER, "--character", KARA, "--json").stdout)
    troll = data["obstacles"][0]
    assert troll["exploits"] == ["Fire Arrows"] and troll["weakness"] is True
    from fractions import Fraction

    assert Fraction(troll["p_success"]) > Fraction(troll["p_success_plain"])
    text = dmd("odds", ENCOUNTER, "--character", KARA).stdout
    assert "flagged (Hit Plus doubled for Fire Arrows) vs plain" in text


def test_resolve_cites_a_way_around_printed_in_the_encounter(dmd: Runner, tmp_path: Path) -> None:
    # A made-up well with a way around its danger: citing it (and giving up Climbing) takes
    # the danger's d4s out of the pool; citing a way that is not printed is a usage error.
    well = tmp_path / "well.yaml"
    well.write_text(
        yaml.safe_dump(
            {
                "kind": "encounter",
                "location": {"key": "2", "name": "Old well", "page": 1},
                "text": "The rungs are loose. Roping down avoids the rungs.",
                "creatures": [],
                "obstacles": [
                    {
                        "id": "loose-rungs",
                        "name": "Loose rungs",
                        "rating": 3,
                        "kind": "hazard",
                        "why": "the text names a hazard",
                        "threats": [{"name": "Fall", "rating": 2, "why": "a long drop"}],
                        "weaknesses": [],
                        "strengths": [],
                        "avoid": [{"how": "roping down", "why": '"Roping down avoids the rungs."'}],
                    }
                ],
                "threats": [],
                "hazards": [],
            }
        ),
        encoding="utf-8",
    )
    base = ("resolve", str(well), "--character", KARA, "--obstacle", "loose-rungs", "--seed", "3")
    plain = dmd(*base)
    assert plain.returncode == 0 and "threat: Fall 2" in plain.stdout
    cited = dmd(*base, "--way", "roping down=Climbing")
    assert cited.returncode == 0, cited.stderr
    assert "threat: Fall 2" not in cited.stdout
    assert "way around 'roping down' cited with Climbing" in cited.stdout
    wrong = dmd(*base, "--way", "jumping=Climbing")
    assert wrong.returncode != 0 and "ways printed: roping down" in wrong.stderr
