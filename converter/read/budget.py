"""How much a PDF's content streams inflate to, measured in bounded memory.

pdfminer inflates a compressed content stream whole before parsing it, so a 1.5 MB file can
ask for gigabytes (a decompression bomb), and it silently keeps what it can of a damaged
stream. The read stage therefore measures every Flate-compressed content stream first,
inflating it piece by piece and keeping nothing: a document whose content exceeds its budget
is refused before pdfminer sees it, and a stream that does not inflate to its end is named.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

MIB = 1 << 20
DEFAULT_MAX_CONTENT_BYTES = 512 * MIB  # decoded page content per document (`--max-content-mb`)
_FEED = 64 * 1024  # compressed bytes fed at a time
_OUT = 4 * MIB  # most inflated bytes held at a time


@dataclass(frozen=True)
class Inflated:
    """One stream's inflated size, and whether it inflated cleanly to its end."""

    size: int
    whole: bool


class OverBudget(Exception):
    """The stream inflates to more than the bytes left in the budget."""


def inflate_size(raw: bytes, limit: int) -> Inflated:
    """The inflated size of zlib ``raw``; ``OverBudget`` as soon as it passes ``limit``."""
    inflater = zlib.decompressobj()
    size = 0
    try:
        for start in range(0, len(raw), _FEED):
            pending = raw[start : start + _FEED]
            while pending:
                size += len(inflater.decompress(pending, _OUT))
                if size > limit:
                    raise OverBudget(size)
                pending = inflater.unconsumed_tail
            if inflater.eof:
                break
    except zlib.error:
        return Inflated(size, whole=False)
    return Inflated(size, whole=inflater.eof)


def describe_bytes(count: int) -> str:
    """``"512 MiB"``, ``"3.5 MiB"``, ``"900 bytes"``: sizes as a person writes them."""
    if count >= MIB:
        value = count / MIB
        return f"{value:.0f} MiB" if value.is_integer() or value >= 10 else f"{value:.1f} MiB"
    return f"{count} bytes"
