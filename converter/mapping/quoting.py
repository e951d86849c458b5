"""How a why quotes the text it was read from."""

from __future__ import annotations

QUOTE_CHARS = 100  # how much of a sentence a why quotes


def quote(sentence: str) -> str:
    """A sentence as a why quotes it: on one line, cut at ``QUOTE_CHARS``."""
    flat = " ".join(sentence.split())
    return flat if len(flat) <= QUOTE_CHARS else flat[: QUOTE_CHARS - 1].rstrip() + "…"
