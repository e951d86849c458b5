"""The generator's ``image_only`` switch (``bench/synth/image_only.py``): forced, every page
is a raster of itself and the PDF has no text layer, the pages and truth staying those of the
typeset module; no style set's stream ever draws it, so no older seed moves."""

from __future__ import annotations

import io
import random

import pdfplumber
from synth.generate import make_module
from synth.styles import STYLE_SETS, STYLES
from synth.switches import FORCED_ONLY, pick_switches


def test_no_style_set_draws_a_forced_only_switch() -> None:
    for styles in STYLE_SETS.values():
        for name in styles:
            for seed in range(40):
                drawn = pick_switches(random.Random(seed), STYLES[name], (), seed)
                assert not drawn & set(FORCED_ONLY), (name, seed)


def test_image_only_pages_hold_one_picture_and_no_text() -> None:
    typeset = make_module(1003, "oldschool")
    scanned = make_module(1003, "oldschool", ("image_only",))
    assert "image_only" in scanned.module.switches
    with pdfplumber.open(io.BytesIO(typeset.pdf)) as plain:
        pages, words = len(plain.pages), sum(len(p.chars) for p in plain.pages)
    with pdfplumber.open(io.BytesIO(scanned.pdf)) as scan:
        assert len(scan.pages) == pages and words > 0
        assert all(not page.chars and len(page.images) == 1 for page in scan.pages)
    assert scanned.truth["areas"] == typeset.truth["areas"]
    assert scanned.truth.get("statblocks") == typeset.truth.get("statblocks")
    assert make_module(1003, "oldschool", ("image_only",)).pdf == scanned.pdf  # same bytes
