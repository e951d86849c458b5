"""The ``dmd character`` commands: roll one character, or a party picking backgrounds in turn.

Thin wrappers over ``rules.backgrounds``; registered by ``converter.cli``.
"""

from pathlib import Path
from typing import Annotated

import typer

from converter.commands.options import SeedOption, seed_or_random
from converter.errors import UsageError

character_app = typer.Typer(help="Create D&MD characters.", no_args_is_help=True)

OutOption = Annotated[
    Path | None, typer.Option("--out", "-o", help="Write here instead of stdout.")
]


def _write_or_echo(text: str, out: Path | None, seed: int) -> None:
    """``text`` into ``out`` (saying so, with the seed to repeat the roll), or to stdout."""
    from converter.errors import OutputError

    if out is None:
        typer.echo(text, nl=False)
        return
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise OutputError(f"{out}: cannot write: {exc.strerror or exc}") from exc
    typer.echo(f"wrote {out} (seed {seed})", err=True)


@character_app.command("new")
def character_new(
    name: Annotated[str, typer.Option("--name", help="The character's name.")] = "New Hero",
    priority: Annotated[
        str, typer.Option("--priority", help="Attributes to get the highest scores first.")
    ] = "STR,DEX,CON,INT,WIS,CHA",
    out: OutOption = None,
    seed: SeedOption = None,
) -> None:
    """Roll a new character (six 4d3-7 scores, 15 points of abilities, 1-3 motives) as YAML.

    Example: dmd character new --seed 42 --name Kara --priority DEX,WIS -o kara.yaml
    """
    from dmd_rules.backgrounds import roll_character
    from dmd_rules.character import ATTRIBUTES, character_to_yaml
    from dmd_rules.dice import rng_from_seed

    order = tuple(p.strip().upper() for p in priority.split(",") if p.strip())
    unknown = [p for p in order if p not in ATTRIBUTES]
    if unknown:
        raise UsageError(f"--priority: unknown attribute {unknown[0]!r}")
    used = seed_or_random(seed)
    text = character_to_yaml(roll_character(rng_from_seed(used), name, order))
    _write_or_echo(text, out, used)


@character_app.command("party")
def character_party(
    names: Annotated[
        str, typer.Option("--names", help="The characters, in player order, comma-separated.")
    ] = "Ash,Bryn,Cole",
    out: OutOption = None,
    seed: SeedOption = None,
) -> None:
    """Roll a party: backgrounds picked in turn, then abilities and gear that fit them, as YAML.

    Example: dmd character party --names Ash,Bryn,Cole --seed 5 -o party.yaml
    """
    import yaml

    from dmd_rules.backgrounds import roll_party
    from dmd_rules.character import character_to_mapping
    from dmd_rules.dice import rng_from_seed

    people = tuple(n.strip() for n in names.split(",") if n.strip())
    if not people:
        raise UsageError("--names: give at least one name")
    used = seed_or_random(seed)
    members, picks = roll_party(rng_from_seed(used), people)
    order = ", ".join(f"{people[p]}: {b}" for p, b in picks)
    body = {
        "kind": "party",
        "name": "Rolled party",
        "members": [character_to_mapping(m) for m in members],
        "danger_dice": 1,
    }
    text = (
        "# yaml-language-server: $schema=../schemas/party.schema.json\n"
        f"# backgrounds picked in turn (seed {used}): {order}\n"
        + yaml.safe_dump(body, sort_keys=False, allow_unicode=True)
    )
    _write_or_echo(text, out, used)


def register(app: typer.Typer) -> None:
    """Add ``dmd character`` to ``dmd``."""
    app.add_typer(character_app, name="character")
