"""The ``resolve`` command: one action (or one round of a party) against an obstacle.

Thin wrapper: parse options, call ``rules``, print. Heavy imports stay inside functions.
"""

from pathlib import Path
from typing import Annotated

import typer

from converter.commands.options import SeedOption, seed_or_random
from converter.errors import UsageError


def _attributes(text: str) -> tuple[str, str]:
    parts = tuple(p.strip().upper() for p in text.split(",") if p.strip())
    if len(parts) != 2:
        raise UsageError(f"--attributes {text!r}: give two attributes like STR,DEX")
    return parts[0], parts[1]


def _pairs(items: list[str], option: str, example: str) -> tuple[tuple[str, str], ...]:
    out = []
    for item in items:
        left, sep, die = item.rpartition("=")
        if not sep or not left.strip() or not die.strip():
            raise UsageError(f"{option} {item!r}: use {example}")
        out.append((left.strip(), die.strip()))
    return tuple(out)


def _cancels(items: list[str]) -> tuple[tuple[str, str], ...]:
    return _pairs(items, "--cancel", "THREAT=ABILITY, e.g. Huge=Giant Blood")


def _ways(items: list[str]) -> tuple[tuple[str, str], ...]:
    return _pairs(items, "--way", "WAY=DIE, e.g. 'give her some fish=Pickled fish'")


Many = list[str] | None


# long: typer declares one parameter per option (~90 lines); the body is ~50
def resolve(
    encounter: Annotated[Path, typer.Argument(help="An encounter YAML file.")],
    character: Annotated[
        Path | None, typer.Option("--character", help="The character YAML file.")
    ] = None,
    party: Annotated[
        Path | None,
        typer.Option("--party", help="A party file instead: play one round, turn by turn."),
    ] = None,
    obstacle: Annotated[
        str | None,
        typer.Option("--obstacle", help="The obstacle id (optional with --threat or a rest)."),
    ] = None,
    action: Annotated[
        str,
        typer.Option(
            "--action",
            help="move-fast, move-carefully, move-and-act, move-and-address, rest, disengage, shift-and-address.",
        ),
    ] = "move-and-address",
    engaged: Annotated[
        bool, typer.Option("--engaged", help="The character is engaged with the obstacle.")
    ] = False,
    motive: Annotated[
        Many, typer.Option("--motive", help="A motive that applies (repeatable).")
    ] = None,
    ability: Annotated[
        Many, typer.Option("--ability", help="An ability that applies (repeatable).")
    ] = None,
    gear: Annotated[
        Many, typer.Option("--gear", help="Normal gear that fits: one d8 each (repeatable).")
    ] = None,
    attributes: Annotated[
        str | None, typer.Option("--attributes", help="The GM's two attributes, e.g. STR,DEX.")
    ] = None,
    advantage: Annotated[
        Many, typer.Option("--advantage", help="A situational advantage: one d8 (repeatable).")
    ] = None,
    background: Annotated[
        str | None, typer.Option("--background", help="Narrate this background for one d8.")
    ] = None,
    bonus: Annotated[
        int, typer.Option("--bonus", min=0, help="Bonus d8s banked from earlier hits.")
    ] = 0,
    danger: Annotated[
        int, typer.Option("--danger", help="Danger d6s the player opts into (0-3).")
    ] = 0,
    cancel: Annotated[
        Many, typer.Option("--cancel", help="THREAT=ABILITY: cite a die to cancel a threat.")
    ] = None,
    avoided: Annotated[
        Many, typer.Option("--avoided", help="A threat the character holds a created die against.")
    ] = None,
    way: Annotated[
        Many,
        typer.Option(
            "--way",
            help="WAY=DIE: cite a way around printed in the encounter (avoid), giving up DIE "
            "(ability, motive or gear); the threats it counters add no dice.",
        ),
    ] = None,
    weakness: Annotated[
        str | None, typer.Option("--weakness", help="The obstacle weakness the action exploits.")
    ] = None,
    exploit: Annotated[
        Many,
        typer.Option("--exploit", help="An asset exploiting --weakness (default: tags name it)."),
    ] = None,
    strength: Annotated[
        str | None, typer.Option("--strength", help="The obstacle strength that works against it.")
    ] = None,
    against: Annotated[
        Many,
        typer.Option("--against", help="An asset --strength works against (default: all dice)."),
    ] = None,
    act: Annotated[
        str | None,
        typer.Option("--act", help="With move-and-act: avoid (create a die), remove, or help."),
    ] = None,
    threat: Annotated[
        str | None, typer.Option("--threat", help="The threat --act avoid/remove is aimed at.")
    ] = None,
    act_or: Annotated[
        int | None, typer.Option("--act-or", min=1, help="The GM's OR for the act.")
    ] = None,
    harm: Annotated[
        int, typer.Option("--harm", min=0, help="Harm the character has taken (for rest).")
    ] = 0,
    seed: SeedOption = None,
) -> None:
    """Roll one action against an obstacle: the pool and why, each die, the outcome, the trouble menu.

    Without --motive/--ability/--background/--cancel the playtest policy chooses them.

    Example: dmd resolve out/encounters/3.yaml --character samples/characters/kara.yaml --obstacle troll --seed 7

    Example: dmd resolve out/encounters/3.yaml --character kara.yaml --action move-and-act --act avoid --threat Huge --seed 7

    Example: dmd resolve out/encounters/5.yaml --character kara.yaml --obstacle nixie --way "give some fish=Pickled fish" --seed 7

    Example: dmd resolve out/encounters/3.yaml --party samples/party.yaml --seed 7
    """
    from dmd_rules.actions import act_target, find_threat, heal
    from dmd_rules.character import load_character
    from dmd_rules.dice import rng_from_seed
    from dmd_rules.dmd import build_pool, roll_pool
    from dmd_rules.encounter import load_encounter
    from dmd_rules.policy import Choices, choices_to_request
    from dmd_rules.render import resolution_text

    if party is not None:
        _party_round(encounter, party, seed)
        return
    if character is None:
        raise UsageError("give --character PC (one action) or --party PARTY (one round)")
    pc = load_character(character)
    scene = load_encounter(encounter)
    if action == "rest" and not engaged:
        typer.echo(
            f"{pc.name} rests, away from any obstacle: no roll; one full hit heals "
            f"(harm {harm} -> {heal(harm)})."
        )
        return
    home = scene.threat_home(threat) if threat and obstacle is None else None
    target_id = obstacle or (home.id if home is not None else None)
    if target_id is None:
        raise UsageError("give --obstacle ID (or --threat NAME with --act)")
    target = scene.obstacle(target_id)
    choices = Choices(
        motives=tuple(motive or ()),
        abilities=tuple(ability or ()),
        gear=tuple(gear or ()),
        background=background,
        cancels=_cancels(cancel or []),
        avoided=tuple(avoided or ()),
        ways=_ways(way or []),
        weakness=weakness,
        exploits=tuple(exploit or ()),
        strength=strength,
        against=tuple(against or ()),
        attributes=_attributes(attributes) if attributes else None,
        advantages=tuple(advantage or ()),
        danger=danger,
        bonus=bonus,
    )
    request = choices_to_request(pc, target, scene.threats, action, engaged, choices)
    faced = target
    if act is not None or action == "move-and-act" and threat:
        found = find_threat(target, scene.threats, threat) if threat else None
        faced = act_target(target, act or "avoid", found, act_or)
    built = build_pool(pc, faced, scene.threats, request)
    used = seed_or_random(seed)
    result = roll_pool(built, rng_from_seed(used))
    typer.echo(resolution_text(faced, pc.name, request, built, result, used, act), nl=False)


def _party_round(encounter: Path, party: Path, seed: int | None) -> None:
    """``resolve --party``: every character's turn of round 1, by the playtest policy."""
    from dataclasses import replace

    from dmd_rules.encounter import load_encounter, load_party
    from dmd_rules.playtest import trace_trial

    scene = load_encounter(encounter)
    group = load_party(party)
    used = seed_or_random(seed)
    typer.echo(f"Round 1 of {scene.name} for {group.name}, seed {used}")
    typer.echo("\n".join(trace_trial(scene, replace(group, max_rounds=1), used)))


def register(app: typer.Typer) -> None:
    """Add the ``resolve`` command to ``dmd``."""
    app.command("resolve")(resolve)
