"""CPython's cycle collector kept off the objects a conversion holds to the end.

A conversion keeps what it read (the pages, their lines and spans: a few million small
objects for a 400-page rulebook) alive until its files are written. CPython walks every
tracked object in each full collection of its oldest generation, and the allocations of the
stages after the read trigger such collections: on the SRD, two of them cost ≈ 0.5 s, 5% of
a conversion with the pdfium engine, walking pages that stay alive whatever they find. So a
stage that runs after the read freezes what is alive when it starts
(``gc.freeze``): the collector still looks at every object made after that, so the cyclic
garbage of the stage is collected as before, and the frozen objects are thawed on exit. The
young generation is collected every ``YOUNG_THRESHOLD`` allocations instead of CPython's 700
(as the read does, ``extract.relaxed_gc``): the stages make many short-lived objects, which
reference counting frees, and each young collection walked the ones still alive. On the
SRD the collector's time went from 0.6 s to 0.13 s. It frees nothing the program can see,
so the output does not change.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG_THRESHOLD = 20_000  # allocations between young collections (CPython's default: 700)


@contextmanager
def objects_so_far_frozen() -> Iterator[None]:
    """Run the block with the objects alive at its start out of the collector's sight and
    the young generation collected less often; both undone on exit.

    Not nested: the exit thaws every frozen object (``gc.unfreeze`` knows no levels), so an
    inner block would thaw the outer one's objects early, which costs time, never output.
    """
    old = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(old[0], YOUNG_THRESHOLD), *old[1:])
    try:
        yield
    finally:
        gc.set_threshold(*old)
        gc.unfreeze()
