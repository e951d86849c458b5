"""The rules-engine commands: ``odds``, ``playtest``, ``roll`` (``resolve`` is
``converter.commands.resolve``'s, ``character new`` ``converter.commands.characters``').

Thin wrappers: parse options, call ``rules``, print. Heavy imports stay inside functions.
"""

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from converter.commands.options import SeedOption, seed_or_random
from converter.errors import UsageError

SYSTEMS = ("dmd", "danger-world", "relics")

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]
MoveOption = Annotated[
    str | None,
    typer.Option("--move", help="Danger World: a move, e.g. shotgun, brawl, pistol:conceal."),
]
TagOption = Annotated[
    list[str] | None,
    typer.Option("--tag", help="Danger World: +TAG helps (bonus die), -TAG hinders (penalty die)."),
]
ActionOption = Annotated[
    list[str] | None,
    typer.Option("--action", help="Relics team turn: NAME=SPEC, one per PC (e.g. Ash=2d6+1)."),
]


def _print_json(data: object) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False))


def _dmd_pool_odds(
    pool_spec: str, weakness: bool, strength: bool, rating: int | None, as_json: bool
) -> None:
    from dmd_rules.dice import pool_to_spec, spec_to_pool
    from dmd_rules.dmd import with_automatic_danger
    from dmd_rules.odds import joint_to_summary, pool_to_joint
    from dmd_rules.render import joint_lines

    given = spec_to_pool(pool_spec)
    pool = with_automatic_danger(given)
    joint = pool_to_joint(pool, weakness, strength)
    if as_json:
        summary: dict[str, Any] = {
            "system": "dmd",
            "pool": pool_to_spec(pool),
            "automatic_danger": pool != given,
            "weakness": weakness,
            "strength": strength,
        }
        summary.update(joint_to_summary(joint))
        if rating is not None:
            summary["p_success"] = str(joint.p_hits_ge(rating))
        _print_json(summary)
        return
    note = " (with the automatic danger d6)" if pool != given else ""
    typer.echo(f"Pool {pool_to_spec(pool)}{note}")
    typer.echo("\n".join(joint_lines(joint, rating)))


def _encounter_odds(encounter: Path, character: Path, danger: int, as_json: bool) -> None:
    from dmd_rules.character import load_character
    from dmd_rules.encounter import load_encounter
    from dmd_rules.encounter_odds import encounter_odds

    pc = load_character(character)
    scene = load_encounter(encounter)
    rows, lines = encounter_odds(pc, scene, danger)
    if as_json:
        _print_json(
            {"system": "dmd", "character": pc.name, "encounter": scene.name, "obstacles": rows}
        )
    else:
        typer.echo("\n".join(lines))


# long: typer declares one parameter per option; the body is ~30 lines
def odds(
    encounter: Annotated[
        Path | None, typer.Argument(help="An encounter YAML file (with --character).")
    ] = None,
    character: Annotated[
        Path | None, typer.Option("--character", help="The character YAML file.")
    ] = None,
    pool: Annotated[
        str | None, typer.Option("--pool", help="A bare pool: dmd 1d20+2d10+2d4; relics 4d6+1,2d6.")
    ] = None,
    system: Annotated[str, typer.Option("--system", help="dmd, danger-world or relics.")] = "dmd",
    weakness: Annotated[bool, typer.Option("--weakness", help="Hit Plus counts two hits.")] = False,
    strength: Annotated[
        bool, typer.Option("--strength", help="Trouble Plus counts two trouble.")
    ] = False,
    rating: Annotated[
        int | None, typer.Option("--or", help="Obstacle rating for P(success).")
    ] = None,
    danger: Annotated[
        int, typer.Option("--danger", help="Danger d6s per roll (encounter odds).")
    ] = 0,
    dice: Annotated[int, typer.Option("--dice", help="Danger World: base d6s.")] = 8,
    rerolls: Annotated[int, typer.Option("--rerolls", help="Danger World: re-rolls.")] = 1,
    bonus: Annotated[int, typer.Option("--bonus", help="Danger World: bonus dice.")] = 0,
    penalty: Annotated[int, typer.Option("--penalty", help="Danger World: penalty dice.")] = 0,
    red: Annotated[int, typer.Option("--red", help="Danger World: red chits (a die each).")] = 0,
    blue: Annotated[
        int, typer.Option("--blue", help="Danger World: blue chits (a re-roll each).")
    ] = 0,
    complexity: Annotated[
        int, typer.Option("--complexity", help="Danger World: the task's degree.")
    ] = 0,
    scope: Annotated[int, typer.Option("--scope", help="Danger World: successes to fill.")] = 1,
    task_danger: Annotated[
        int, typer.Option("--task-danger", help="Danger World: the task's danger.")
    ] = 0,
    pcs: Annotated[
        int, typer.Option("--pcs", help="Relics: PCs in the cohort (caps the pool).")
    ] = 3,
    need: Annotated[int, typer.Option("--need", help="Relics: successes needed.")] = 1,
    move: MoveOption = None,
    tag: TagOption = None,
    action: ActionOption = None,
    as_json: JsonOption = False,
) -> None:
    """Exact odds: a character against every obstacle of an encounter, or a bare pool.

    Example: dmd odds --pool 1d20+1d12+2d10+1d8+2d4 --json

    Example: dmd odds --system danger-world --move shotgun --tag +close-range

    Example: dmd odds --system relics --action Ash=2d6+1 --action Bryn=3d6 --pcs 4 --need 3
    """
    if system not in SYSTEMS:
        raise UsageError(f"--system {system!r}: choose from {', '.join(SYSTEMS)}")
    if system == "danger-world":
        from dmd_rules.danger_moves import find_move, move_summary, tags_to_pool
        from dmd_rules.danger_world import Challenge, DangerPool, challenge_summary, chits_to_pool

        dw_pool = chits_to_pool(DangerPool(dice, rerolls, bonus, penalty), red, blue)
        dw_pool = tags_to_pool(dw_pool, tuple(tag or ()))
        summary = {"system": system, **vars(dw_pool)}
        if move is not None:
            chosen = find_move(move)
            complexity = chosen.difficulty
            summary.update(move_summary(dw_pool, chosen))
        summary.update(challenge_summary(dw_pool, Challenge(complexity, task_danger, scope)))
        _print_json(summary) if as_json else typer.echo(_flat_text(summary))
        return
    if system == "relics":
        from dmd_rules.relics import relics_summary

        relics, team = _relics_pool(pool, action, pcs)
        summary = {"system": system, "pcs": max(pcs, len(team)), **relics_summary(relics, need)}
        if team:
            summary["team_turn"] = {name: f"{n} dice" for name, n in team}
        _print_json(summary) if as_json else typer.echo(_flat_text(summary))
        return
    if pool is not None:
        _dmd_pool_odds(pool, weakness, strength, rating, as_json)
    elif encounter is not None and character is not None:
        _encounter_odds(encounter, character, danger, as_json)
    else:
        raise UsageError("give --pool SPEC, or an ENCOUNTER file with --character")


def _relics_pool(pool: str | None, actions: list[str] | None, pcs: int) -> tuple[Any, Any]:
    from dmd_rules.relics import actions_to_team_pool, parse_team_actions, spec_to_relics_pool

    if actions:
        return actions_to_team_pool(parse_team_actions(actions), pcs)
    return spec_to_relics_pool(pool or "3d6", pcs), ()


def _flat_text(summary: dict[str, Any]) -> str:
    lines = []
    for key, value in summary.items():
        if isinstance(value, dict):
            value = "  ".join(f"{k}: {v}" for k, v in value.items())
        lines.append(f"{key:<22} {value}")
    return "\n".join(lines)


# long: typer declares one parameter per option; the body is ~50 lines
def roll(
    pool: Annotated[
        str | None, typer.Option("--pool", help="dmd: 1d20+2d10+2d4; relics: 4d6+1,2d6.")
    ] = None,
    system: Annotated[str, typer.Option("--system", help="dmd, danger-world or relics.")] = "dmd",
    weakness: Annotated[
        bool, typer.Option("--weakness", help="dmd: Hit Plus counts two hits.")
    ] = False,
    strength: Annotated[
        bool, typer.Option("--strength", help="dmd: Trouble Plus counts two.")
    ] = False,
    dice: Annotated[int, typer.Option("--dice", help="Danger World: base d6s.")] = 8,
    rerolls: Annotated[int, typer.Option("--rerolls", help="Danger World: re-rolls.")] = 1,
    bonus: Annotated[int, typer.Option("--bonus", help="Danger World: bonus dice.")] = 0,
    penalty: Annotated[int, typer.Option("--penalty", help="Danger World: penalty dice.")] = 0,
    red: Annotated[int, typer.Option("--red", help="Danger World: red chits.")] = 0,
    blue: Annotated[int, typer.Option("--blue", help="Danger World: blue chits.")] = 0,
    pcs: Annotated[int, typer.Option("--pcs", help="Relics: PCs in the cohort.")] = 3,
    move: MoveOption = None,
    tag: TagOption = None,
    action: ActionOption = None,
    seed: SeedOption = None,
) -> None:
    """Roll a bare pool of any of the three systems and read each die.

    Example: dmd roll --system dmd --pool 1d20+2d10+1d8+2d4 --seed 3

    Example: dmd roll --system danger-world --move rocket-launcher --tag -indoors --seed 3

    Example: dmd roll --system relics --action Ash=2d6+1 --action Bryn=3d6 --seed 3
    """
    from dmd_rules.dice import rng_from_seed

    if system not in SYSTEMS:
        raise UsageError(f"--system {system!r}: choose from {', '.join(SYSTEMS)}")
    used = seed_or_random(seed)
    rng = rng_from_seed(used)
    if system == "danger-world":
        from dmd_rules.danger_moves import find_move, outcome_to_effects, tags_to_pool
        from dmd_rules.danger_world import DangerPool, chits_to_pool, roll_danger
        from dmd_rules.render import danger_roll_text

        dw_pool = tags_to_pool(
            chits_to_pool(DangerPool(dice, rerolls, bonus, penalty), red, blue), tuple(tag or ())
        )
        dw_roll = roll_danger(dw_pool, rng)
        typer.echo(danger_roll_text(dw_roll, used), nl=False)
        if move is not None:
            chosen = find_move(move)
            success, effects = outcome_to_effects(chosen, dw_roll.outcome)
            verdict = "succeeds" if success else "fails"
            typer.echo(
                f"  {chosen.equipment}: {chosen.move} (difficulty {chosen.difficulty}) {verdict}"
            )
            for effect in effects:
                typer.echo(f"  {effect}")
    elif system == "relics":
        from dmd_rules.relics import roll_relics
        from dmd_rules.render import relics_roll_text

        relics, team = _relics_pool(pool, action, pcs)
        if team:
            typer.echo("Team turn: " + ", ".join(f"{name} {n} dice" for name, n in team))
        typer.echo(relics_roll_text(relics, roll_relics(relics, rng), used), nl=False)
    else:
        from dmd_rules.dice import spec_to_pool
        from dmd_rules.dmd import bare_built, roll_pool, with_automatic_danger
        from dmd_rules.render import menu_lines, pool_lines

        if pool is None:
            raise UsageError("dmd rolls need --pool, e.g. --pool 1d20+2d10+2d4")
        bare = with_automatic_danger(spec_to_pool(pool))
        built = bare_built(bare, weakness, strength)
        result = roll_pool(built, rng)
        lines = [f"D&MD roll, seed {used}", *pool_lines(built)[:1]]
        lines += [f"  d{r.die.size:<3} {r.face:>2}  {r.reading.value}" for r in result.rolled]
        lines.append(f"Hits {result.hits}, trouble {result.trouble}")
        typer.echo("\n".join(lines + menu_lines(result.trouble)))


def playtest(
    encounter: Annotated[Path, typer.Argument(help="An encounter YAML file.")],
    party: Annotated[Path, typer.Option("--party", help="The party YAML file.")],
    trials: Annotated[
        int, typer.Option("--trials", min=1, help="How many times to play it.")
    ] = 1000,
    plot: Annotated[
        Path | None,
        typer.Option("--plot", help="Also write a chart: .svg (built in) or .png (matplotlib)."),
    ] = None,
    trace: Annotated[
        bool, typer.Option("--trace", help="Print one trial turn by turn instead.")
    ] = False,
    seed: SeedOption = None,
    as_json: JsonOption = False,
) -> None:
    """Play an encounter to its end many times and report how it goes.

    Example: dmd playtest out/encounters/3.yaml --party samples/party.yaml --trials 2000 --seed 1 --plot pt.svg

    Example: dmd playtest out/encounters/3.yaml --party samples/party.yaml --trace --seed 1
    """
    from dmd_rules.encounter import load_encounter, load_party
    from dmd_rules.playtest import playtest as run
    from dmd_rules.playtest import trace_trial
    from dmd_rules.render_playtest import playtest_json, playtest_text

    scene = load_encounter(encounter)
    group = load_party(party)
    used = seed_or_random(seed)
    if trace:
        typer.echo(f"One trial of {scene.name}, seed {used}")
        typer.echo("\n".join(trace_trial(scene, group, used)))
        return
    if not scene.obstacles:
        typer.echo(
            f"dmd: note: {encounter} has no obstacles; every trial succeeds at once", err=True
        )
    report = run(scene, group, trials, used, _progress(trials))
    if plot is not None:
        from dmd_rules.plot import write_plot

        write_plot(report, scene.name, plot)
        typer.echo(f"wrote {plot}", err=True)
    if as_json:
        _print_json(playtest_json(report, scene.name, used))
    else:
        typer.echo(playtest_text(report, scene.name, used), nl=False)


def _progress(trials: int) -> Any:
    """A progress callback: a bar on a terminal, a line per tenth otherwise."""
    if sys.stderr.isatty():
        bar = typer.progressbar(length=trials, label="playtest", file=sys.stderr)
        last = [0]

        def advance(done: int) -> None:
            bar.update(done - last[0])
            last[0] = done
            if done == trials:
                bar.render_finish()

        return advance
    step = max(1, trials // 10)

    def line(done: int) -> None:
        if done % step == 0 or done == trials:
            typer.echo(f"playtest: {done}/{trials} trials", err=True)

    return line


def register(app: typer.Typer) -> None:
    """Add the rules-engine commands to ``dmd``."""
    app.command("odds")(odds)
    app.command("playtest")(playtest)
    app.command("roll")(roll)
