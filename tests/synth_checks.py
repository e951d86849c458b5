"""Checks shared by the generator tests (``test_synth*.py``): every truth record is printed
where the truth says, so the truth a bench scores against is fair; and the skeleton each style
set's test file repeats (its cases, pinned older bytes, rotation, switches). ``conftest.py``
puts ``bench/`` on the path, so the tests import the generator (``synth``) as any package."""

from __future__ import annotations

import hashlib
import io
import re
import unicodedata
from collections.abc import Collection, Iterable, Mapping
from typing import Any

import pdfplumber
import pytest
import reportlab
import yaml


def squash(text: str) -> str:
    """Lower case, without whitespace or hyphens (line-end hyphenation splits any word), with
    ligature glyphs (the ``ligatures`` switch) spelled out."""
    return re.sub(r"[\s\u00ad-]+", "", unicodedata.normalize("NFKC", text)).lower()


def page_texts(pdf: bytes) -> list[str]:
    """Each page's text twice over: reading order, and raw content-stream order (rotated text)."""
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        return [
            squash(page.extract_text() or "") + "|" + squash("".join(c["text"] for c in page.chars))
            for page in document.pages
        ]


def assert_areas_on_their_page(truths: Mapping[int, Any], texts: Mapping[int, list[str]]) -> None:
    """Each area's name (and key) is printed on the page its truth gives."""
    for seed, truth in truths.items():
        pages = texts[seed]
        assert len(pages) == truth["source"]["pages"]
        for area in truth["areas"]:
            text = pages[area["page"] - 1]
            assert squash(area["name"]) in text, (seed, area)
            if area["key"] is not None:
                assert squash(area["key"]) in text, (seed, area)


def assert_statblocks_on_their_page(
    truths: Mapping[int, Any],
    texts: Mapping[int, list[str]],
    plurals: Mapping[str, str],
    creatures: bool = False,
) -> None:
    """Each stat block's name, singular or plural (inline lines print the plural in prose:
    "5 scribes (HD 3 …)"), is on its page; with ``creatures``, each area's creatures are named
    on the area's page or the next."""
    for seed, truth in truths.items():
        pages = texts[seed]
        for block in truth["statblocks"]:
            name = block["name"].lower()
            text = pages[block["page"] - 1]
            assert squash(name) in text or squash(plurals[name]) in text, (seed, block)
        if not creatures:
            continue
        for area in truth["areas"]:
            near = "".join(pages[area["page"] - 1 : area["page"] + 1])
            for creature in area["creatures"]:
                names = (squash(creature["name"]), squash(plurals[creature["name"]]))
                assert any(n in near for n in names), (seed, area["name"], creature)


def assert_truths_follow_the_format(generated: Mapping[int, Any]) -> None:
    """Every generated truth passes the format check, reads back as printed, and holds areas
    and stat blocks (``generated``: seed → ``synth.generate.Generated``)."""
    from synth.truth import format_problems

    for seed, item in generated.items():
        assert format_problems(item.truth) == [], seed
        assert yaml.safe_load(item.truth_text) == item.truth
        assert item.truth["areas"] and item.truth["statblocks"], seed


def assert_decoys_are_not_present(generated: Mapping[int, Any]) -> None:
    """A creature a module names only as a decoy ("a mural of wolves") is no present creature
    of its area in the truth, and the modules print at least one decoy."""
    decoys = 0
    for item in generated.values():
        by_marker = {a["marker"]: a for a in item.module.areas}
        for marker, creature in item.module.decoys:
            assert creature not in {c["name"] for c in by_marker[marker]["creatures"]}
            decoys += 1
    assert decoys > 0


# -- the skeleton every style set's test file shares -------------------------------------------
# A set's test file generates one module per case (seed, style, forced switches) and checks
# them with the helpers above and below; only the checks of its own styles are its own.


def generate_cases(cases: Iterable[tuple[int, str, tuple[str, ...]]]) -> dict[int, Any]:
    """One module per (seed, style, forced switches) case, by seed."""
    from synth.generate import make_module

    return {seed: make_module(seed, style, switches) for seed, style, switches in cases}


def texts_of(generated: Mapping[int, Any]) -> dict[int, list[str]]:
    """Each generated module's ``page_texts``, by seed."""
    return {seed: page_texts(item.pdf) for seed, item in generated.items()}


def case_fixtures(cases: Iterable[tuple[int, str, tuple[str, ...]]]) -> tuple[Any, Any]:
    """A test file's two module fixtures over its ``cases``: ``generated`` (``generate_cases``)
    and ``texts`` (``texts_of`` those); the file binds them by those names
    (``generated, texts = case_fixtures(CASES)``), so its tests ask for them as usual."""
    cases = tuple(cases)

    @pytest.fixture(scope="module")
    def generated() -> dict[int, Any]:
        return generate_cases(cases)

    @pytest.fixture(scope="module")
    def texts(generated: dict[int, Any]) -> dict[int, list[str]]:
        return texts_of(generated)

    return generated, texts


def pinned_setup() -> bool:
    """True on the set-up the pinned hashes were taken on (reportlab 5.1.0, Pillow 13.0.0,
    DejaVu fonts installed): elsewhere the same module is typeset into other bytes."""
    import PIL
    from synth.fonts import DEJAVU

    return (
        reportlab.Version == "5.1.0"
        and PIL.__version__ == "13.0.0"
        and (DEJAVU / "DejaVuSerif.ttf").is_file()
    )


# The mark of a test of pinned bytes: skipped on any other set-up.
pinned_only = pytest.mark.skipif(
    not pinned_setup(), reason="bytes pinned on reportlab 5.1.0 with DejaVu"
)


def assert_pinned_bytes(
    seed: int,
    style_set: str,
    pdf: str,
    truth: str,
    style: str | None = None,
    switches: tuple[str, ...] = (),
) -> None:
    """The module of ``seed`` in ``style_set`` (its ``style`` and forced ``switches`` if given)
    still has the PDF and truth text whose sha256 starts with ``pdf`` and ``truth`` (adding a
    set must not move a byte of the older ones)."""
    from synth.generate import make_module

    item = make_module(seed, style, switches, style_set)
    assert hashlib.sha256(item.pdf).hexdigest()[:16] == pdf
    assert hashlib.sha256(item.truth_text.encode()).hexdigest()[:16] == truth


def assert_set_rotates(name: str, styles: Collection[str]) -> None:
    """Set ``name`` holds its six ``styles`` (sorted), shares none with another set, leaves
    "all" its fourteen, and six seeds in a row draw every one of them."""
    from synth.generate import make_module
    from synth.styles import STYLE_SETS

    assert STYLE_SETS[name] == tuple(sorted(styles)) and len(styles) == 6
    others = {s for other, members in STYLE_SETS.items() if other != name for s in members}
    assert len(STYLE_SETS["all"]) == 14 and not set(styles) & others
    seeds = range(900, 900 + len(styles))
    assert {make_module(s, style_set=name).module.style for s in seeds} == set(styles)


def assert_same_seed_same_bytes(
    generated: Mapping[int, Any], cases: Iterable[tuple[int, str, tuple[str, ...]]]
) -> None:
    """Generating each case again gives the same PDF and truth bytes."""
    from synth.generate import make_module

    for seed, style, switches in cases:
        again = make_module(seed, style, switches)
        assert again.pdf == generated[seed].pdf, style
        assert again.truth_text == generated[seed].truth_text, style


def modules_drawing_the_wild_share(
    name: str,
    never: Collection[str] = (),
    extra: Mapping[str, Collection[str]] | None = None,
) -> list[Any]:
    """The modules of seeds 700–711 in set ``name``, each checked to draw no wide switch but
    the wild share (plus ``extra[style]``) and none of ``never``; returned for the set's own
    per-style checks."""
    from synth.generate import make_module
    from synth.switches import WIDE_SWITCHES, WILD_WIDE_SWITCHES

    modules = [make_module(seed, style_set=name).module for seed in range(700, 712)]
    for seed, module in zip(range(700, 712), modules, strict=True):
        allowed = set(WILD_WIDE_SWITCHES) | set((extra or {}).get(module.style, ()))
        assert module.switches & set(WIDE_SWITCHES) <= allowed, seed
        assert not module.switches & set(never), seed
    return modules


def assert_statblocks_and_creatures_on_their_page(
    generated: Mapping[int, Any], texts: Mapping[int, list[str]]
) -> None:
    """``assert_statblocks_on_their_page`` (with creatures) over generated modules, with the
    vocabulary's plurals."""
    from synth.words import vocabulary

    plurals = {kind.name: kind.plural for kind in vocabulary().creatures}
    truths = {seed: item.truth for seed, item in generated.items()}
    assert_statblocks_on_their_page(truths, texts, plurals, creatures=True)


def assert_stat_values_on_their_page(
    generated: Mapping[int, Any], texts: Mapping[int, list[str]], spill: int = 0
) -> None:
    """Every truthed AC, hit dice, hit points and CR value is printed on its block's page (or
    within ``spill`` pages after it), and the modules print more than forty of them."""
    checked = 0
    for seed, item in generated.items():
        for block in item.truth["statblocks"]:
            pages = "".join(texts[seed][block["page"] - 1 : block["page"] + spill])
            for field in ("ac", "hit_dice", "hp", "cr"):
                if block[field] is not None:
                    assert squash(str(block[field])) in pages, (seed, block, field)
                    checked += 1
    assert checked > 40


class StyleSetChecks:
    """The checks every style set's modules pass, as a base class: a set's test file
    subclasses it (``class TestErrantSet(StyleSetChecks)``), names the set and the cases to
    generate again, and defines the module-scoped ``generated`` and ``texts`` fixtures (from
    ``generate_cases`` and ``texts_of``) that these tests and its own per-style tests share."""

    NAME: str  # the set, as ``--styles`` names it
    STYLES: Collection[str]  # its styles
    AGAIN: tuple[tuple[int, str, tuple[str, ...]], ...]  # cases generated twice

    def test_set_rotates_by_seed_and_older_sets_keep_their_members(self) -> None:
        assert_set_rotates(self.NAME, self.STYLES)

    def test_same_seed_same_bytes(self, generated: Mapping[int, Any]) -> None:
        assert_same_seed_same_bytes(generated, self.AGAIN)

    def test_truth_follows_the_format(self, generated: Mapping[int, Any]) -> None:
        assert_truths_follow_the_format(generated)

    def test_areas_are_printed_on_their_stated_page(
        self, generated: Mapping[int, Any], texts: Mapping[int, list[str]]
    ) -> None:
        assert_areas_on_their_page({seed: item.truth for seed, item in generated.items()}, texts)

    def test_statblocks_and_creatures_are_printed_on_their_page(
        self, generated: Mapping[int, Any], texts: Mapping[int, list[str]]
    ) -> None:
        assert_statblocks_and_creatures_on_their_page(generated, texts)

    def test_decoys_are_not_present_creatures(self, generated: Mapping[int, Any]) -> None:
        assert_decoys_are_not_present(generated)


def keyed_areas_of(seed: int, style: str, style_set: str) -> tuple[set[Any], set[Any], list[Any]]:
    """A generated module's keyed areas as (key, page): those the converter finds, those its
    truth holds, and the found areas themselves (for a failure's message)."""
    import tempfile
    from pathlib import Path

    from synth.generate import make_module

    from converter.detect.areas import find_areas
    from converter.detect.statblocks import statblock_findings
    from converter.read.extract import read_pdf

    item = make_module(seed, style, (), style_set)
    with tempfile.TemporaryDirectory() as folder:
        pdf = Path(folder) / "module.pdf"
        pdf.write_bytes(item.pdf)
        document = read_pdf(pdf)
    findings = statblock_findings(document)
    areas, _ = find_areas(document, findings.blocks, findings.tables)
    truth = {(str(a["key"]), a["page"]) for a in item.truth["areas"] if a.get("key")}
    found = {(a.key, a.page) for a in areas if a.key}
    return found, truth, [(a.key, a.name, a.page) for a in areas]


def named_areas_of(seed: int, style: str, style_set: str) -> tuple[set[Any], set[Any], list[Any]]:
    """A generated module's name-only areas as (name, page), as ``keyed_areas_of`` gives its
    keyed ones."""
    import tempfile
    from pathlib import Path

    from synth.generate import make_module

    from converter.detect.areas import find_areas
    from converter.detect.statblocks import statblock_findings
    from converter.read.extract import read_pdf

    item = make_module(seed, style, (), style_set)
    with tempfile.TemporaryDirectory() as folder:
        pdf = Path(folder) / "module.pdf"
        pdf.write_bytes(item.pdf)
        document = read_pdf(pdf)
    findings = statblock_findings(document)
    areas, _ = find_areas(document, findings.blocks, findings.tables)
    truth = {(str(a["name"]), a["page"]) for a in item.truth["areas"] if not a.get("key")}
    found = {(a.name, a.page) for a in areas if not a.key}
    return found, truth, [(a.name, a.page) for a in areas]
