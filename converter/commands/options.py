"""Options shared by several commands (so command modules need not import each other)."""

from __future__ import annotations

import secrets
from typing import Annotated

import typer

SeedOption = Annotated[
    int | None, typer.Option("--seed", help="Seed for every roll (printed; reuse it to repeat).")
]


def seed_or_random(seed: int | None) -> int:
    """The seed given, or a fresh one (which the command prints so a roll can be repeated)."""
    return seed if seed is not None else secrets.randbelow(1_000_000)
