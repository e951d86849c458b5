"""The safe loader: hostile input fails fast with one line, and normal YAML loads as safe_load.

Every hostile case runs with libyaml's C parser and with PyYAML's pure-Python one, and
checks a bound on wall time and on memory (tracemalloc peak).
"""

from __future__ import annotations

import random
import time
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.validate import yamlsafe
from converter.validate.yaml_positions import locate, pointer_to_string
from converter.validate.yamlsafe import (
    YamlError,
    YamlLimits,
    load_yaml_bytes,
    load_yaml_file,
    load_yaml_text,
)

PARSERS = {"c": getattr(yaml, "CSafeLoader", None), "python": yaml.SafeLoader}


@pytest.fixture(params=sorted(PARSERS))
def parser(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    loader = PARSERS[request.param]
    if loader is None:
        pytest.skip("PyYAML built without libyaml")
    monkeypatch.setattr(yamlsafe, "_PARSER", loader)
    yield request.param


HANG_CEILING_SECONDS = 60.0  # catches a hang only: speed belongs in bench/, not here


def fails_fast(load: Callable[[], Any], megabytes: float | None = 16) -> YamlError:
    """Run a load that must fail; check that it did not hang and its memory bound.

    The work is bounded by what the code counts (bytes, nodes, depth, alias nodes): each
    test checks the error's rule and position, which say where counting stopped. Wall-clock
    bounds flaked on a loaded machine, so time only guards against a hang.
    ``megabytes=None`` skips the memory check (tracemalloc slows allocation a lot).
    """
    if megabytes is not None:
        tracemalloc.start()
    start = time.perf_counter()
    try:
        with pytest.raises(YamlError) as info:
            load()
        elapsed = time.perf_counter() - start
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert elapsed < HANG_CEILING_SECONDS, f"took {elapsed:.2f} s: a hang?"
    if megabytes is not None:
        assert peak < megabytes * 1024 * 1024, f"peak {peak / 1e6:.1f} MB"
    error = info.value
    assert "\n" not in error.message and error.message
    assert error.line >= 1 and error.col >= 1
    return error


def billion_laughs(levels: int = 9, width: int = 10) -> str:
    lines = [f"l0: &l0 [{', '.join(['lol'] * width)}]"]
    for level in range(1, levels):
        aliases = ", ".join([f"*l{level - 1}"] * width)
        lines.append(f"l{level}: &l{level} [{aliases}]")
    return "\n".join(lines) + "\n"


# --- hostile input ----------------------------------------------------------------------


def test_billion_laughs_is_refused(parser: str) -> None:
    error = fails_fast(lambda: load_yaml_text(billion_laughs()))
    assert error.rule == "yaml-alias-bomb"
    assert "alias" in error.message


def test_alias_bomb_through_merge_keys_is_refused(parser: str) -> None:
    lines = ["m0: &m0 {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8}"]
    for level in range(1, 12):
        parents = ", ".join(f"*m{level - 1}" for _ in range(2))
        lines.append(
            f"m{level}: &m{level} {{<<: [{parents}], x{level}: [*m{level - 1}, *m{level - 1}]}}"
        )
    error = fails_fast(lambda: load_yaml_text("\n".join(lines)))
    assert error.rule == "yaml-alias-bomb"


def test_aliases_within_the_budget_load_as_shared_values(parser: str) -> None:
    data = load_yaml_text(billion_laughs(levels=3, width=5))
    assert data["l2"][0] == [["lol"] * 5] * 5
    assert data["l2"][0] is data["l1"]


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("flow sequences", "[" * 20_000 + "]" * 20_000),
        ("flow mappings", "{a: " * 20_000 + "}" * 20_000),
        ("block sequences", "- " * 20_000 + "x\n"),
        ("mixed", "a:\n  - " + "[{b: " * 10_000 + "}]" * 10_000 + "\n"),
    ],
)
def test_20000_deep_nesting_is_a_one_line_error(parser: str, name: str, text: str) -> None:
    error = fails_fast(lambda: load_yaml_text(text))
    assert error.rule == "yaml-depth"
    assert "nest" in error.message


def test_depth_limit_is_configurable(parser: str) -> None:
    text = "a: " + "[" * 30 + "]" * 30  # the mapping plus 30 lists: 31 levels
    nested = load_yaml_text(text, YamlLimits(max_depth=31))["a"]
    for _ in range(29):
        nested = nested[0]
    assert nested == []
    error = fails_fast(lambda: load_yaml_text(text, YamlLimits(max_depth=20)))
    assert error.rule == "yaml-depth"
    assert (error.line, error.col) == (1, 3 + 20)  # the 20th "[" opens level 21


@pytest.mark.parametrize(
    ("text", "line", "col", "key"),
    [
        ("a: 1\nb: 2\na: 3\n", 3, 1, "'a'"),
        ("outer:\n  x: 1\n  y: 2\n  x: 3\n", 4, 3, "'x'"),
        ("- {k: 1, k: 2}\n", 1, 10, "'k'"),
        ("1: a\n1: b\n", 2, 1, "1"),
    ],
)
def test_duplicate_keys_are_errors(parser: str, text: str, line: int, col: int, key: str) -> None:
    error = fails_fast(lambda: load_yaml_text(text))
    assert error.rule == "yaml-duplicate-key"
    assert (error.line, error.col) == (line, col)
    assert error.message == f"duplicate key {key}"


def test_merged_keys_are_not_duplicates_and_explicit_keys_win(parser: str) -> None:
    text = "base: &b {x: 1, y: 2}\nmore: &m {y: 9, z: 3}\nd:\n  <<: [*b, *m]\n  y: 5\n"
    assert load_yaml_text(text) == yaml.safe_load(text)
    assert load_yaml_text(text)["d"] == {"x": 1, "y": 5, "z": 3}


def test_non_utf8_bytes_name_the_byte_and_its_line(parser: str) -> None:
    data = b"kind: encounter\ntext: caf" + b"\xe9 au lait\n"
    error = fails_fast(lambda: load_yaml_bytes(data))
    assert error.rule == "yaml-encoding"
    assert (error.line, error.col) == (2, 10)
    assert "0xe9" in error.message and f"byte {len(data) - 10}" in error.message


def test_a_utf8_bom_is_fine_and_utf16_is_not(parser: str) -> None:
    assert load_yaml_bytes(b"\xef\xbb\xbfkind: encounter\n") == {"kind": "encounter"}
    error = fails_fast(lambda: load_yaml_bytes("kind: encounter\n".encode("utf-16")))
    assert error.rule == "yaml-binary"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_binary_junk_is_a_one_line_error(parser: str, seed: int) -> None:
    junk = random.Random(seed).randbytes(64 * 1024)
    error = fails_fast(lambda: load_yaml_bytes(junk))
    assert error.rule in {"yaml-binary", "yaml-encoding"}


def test_control_characters_are_a_syntax_error(parser: str) -> None:
    error = fails_fast(lambda: load_yaml_bytes(b"text: \x07\x1b[31mred\n"))
    assert error.rule == "yaml-syntax"
    assert error.line == 1


def write_big_yaml(path: Path, megabytes: int) -> None:
    chunk = b"- a plain line of text to fill the file\n" * 26_000  # ~1 MB
    with path.open("wb") as handle:
        for _ in range(megabytes):
            handle.write(chunk)


def test_a_50_mb_file_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    write_big_yaml(big, 50)
    assert big.stat().st_size > 50_000_000
    error = fails_fast(lambda: load_yaml_file(big), megabytes=12)
    assert error.rule == "yaml-too-large"
    assert str(10 * 1024 * 1024) in error.message


def test_a_file_of_millions_of_tiny_nodes_stops_at_the_node_limit(parser: str) -> None:
    if parser == "python":
        pytest.skip("the pure-Python scanner reads ~0.4 MB/s: too slow for a 9.6 MB case")
    text = "[" + "{}, " * 2_400_000 + "]"  # 9.6 MB: within the size limit
    error = fails_fast(lambda: load_yaml_text(text), megabytes=None)
    assert error.rule == "yaml-too-many-nodes"
    assert (error.line, error.col) == (1, 2 + 4 * (yamlsafe.DEFAULT_MAX_NODES - 1))
    # memory: libyaml's UTF-8 copy of the text (9.6 MB) plus the nodes built before the limit
    fails_fast(lambda: load_yaml_text(text, YamlLimits(max_nodes=50_000)), megabytes=16)
    small = YamlLimits(max_nodes=4)
    assert load_yaml_text("[1, 2, 3]", small) == [1, 2, 3]
    assert fails_fast(lambda: load_yaml_text("[1, 2, 3, 4]", small)).col == 11


def test_the_size_limit_is_configurable(tmp_path: Path) -> None:
    small = tmp_path / "small.yaml"
    small.write_text("a: 1\nb: 2\n", encoding="utf-8")
    assert load_yaml_file(small, YamlLimits(max_bytes=10)) == {"a": 1, "b": 2}
    assert fails_fast(lambda: load_yaml_file(small, YamlLimits(max_bytes=9))).rule == (
        "yaml-too-large"
    )


@pytest.mark.parametrize(
    ("text", "rule", "fragment"),
    [
        ("a: !!python/object/apply:os.system [ls]\n", "yaml-tag", "python/object"),
        ("a: !!binary aGVsbG8=\n", "yaml-tag", "binary"),
        ("a: !custom 1\n", "yaml-tag", "custom"),
        ("a: !!set {x, y}\n", "yaml-tag", "set"),
        ("a: &x [1, *x]\n", "yaml-recursive-alias", "contains it"),
        ("a: *nowhere\n", "yaml-syntax", "undefined alias"),
        ("? [a, b]\n: 1\n", "yaml-complex-key", "keys must be scalars"),
        ("a: 1\n---\nb: 2\n", "yaml-documents", "second"),
        ("a: " + "9" * 5000 + "\n", "yaml-value", "bad int"),
        ("a: 2024-02-30\n", "yaml-value", "bad timestamp"),
        ("a: [1, 2\nb: 3\n", "yaml-syntax", "expected ',' or ']'"),
        ("d: {<<: 5}\n", "yaml-merge", "merge key"),
    ],
)
def test_unsafe_or_broken_yaml_is_refused(parser: str, text: str, rule: str, fragment: str) -> None:
    error = fails_fast(lambda: load_yaml_text(text))
    assert error.rule == rule
    assert fragment in error.message


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_load_or_give_a_yaml_error(data: bytes) -> None:
    try:
        load_yaml_bytes(data)
    except YamlError as error:
        assert "\n" not in error.message
        assert error.line >= 1 and error.col >= 1


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="ab:-[]{},&*!<>?|#'\"\n\t 01.~", max_size=80))
def test_yaml_like_text_loads_or_gives_a_yaml_error(text: str) -> None:
    try:
        load_yaml_text(text)
    except YamlError as error:
        assert "\n" not in error.message


# --- normal YAML loads exactly as yaml.safe_load ---------------------------------------

scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=20)
    | st.sampled_from(["yes", "no", "~", "1e3", "0x1F", "2024-01-02", "12:30", "<<", "=", ""])
)
documents = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=25,
)


@settings(max_examples=200, deadline=None)
@given(documents, st.sampled_from([None, True, False]))
def test_dumped_data_loads_as_safe_load_does(data: Any, flow: bool | None) -> None:
    text = yaml.safe_dump(data, default_flow_style=flow, allow_unicode=True)
    assert load_yaml_text(text) == yaml.safe_load(text)


def test_implicit_types_match_safe_load(parser: str) -> None:
    text = (
        "a: 0o17\nb: 0x1F\nc: 1_000\nd: .inf\ne: -.Inf\nf: 2001-12-14t21:59:43.10-05:00\n"
        "g: yes\nh: ~\ni: 2024-01-02\nj: '3'\nk: !!str 4\nl: !!int '5'\nm: 1e3\nn: 12:30\n"
    )
    assert load_yaml_text(text) == yaml.safe_load(text)


def test_the_plain_scalar_cache_stays_bounded(parser: str) -> None:
    text = "".join(f"- w{i}\n" for i in range(yamlsafe._PLAIN_CACHE_SIZE + 5000))
    assert len(load_yaml_text(text)) == yamlsafe._PLAIN_CACHE_SIZE + 5000
    assert len(yamlsafe._PLAIN_CACHE) <= yamlsafe._PLAIN_CACHE_SIZE


# --- positions ---------------------------------------------------------------------------

LOCATE_TEXT = """\
kind: encounter
obstacles:
- id: a
  threats:
  - {name: Cold, rating: 13}
- id: b
extra: {deep: [1, 2, 3]}
"""


@pytest.mark.parametrize(
    ("pointer", "key", "expected"),
    [
        ([], False, (1, 1)),
        (["kind"], False, (1, 7)),
        (["kind"], True, (1, 1)),
        (["obstacles", 0, "threats", 0, "rating"], False, (5, 26)),
        (["obstacles", 0, "threats", 0, "rating"], True, (5, 18)),
        (["obstacles", 1], False, (6, 3)),
        (["extra", "deep", 2], False, (7, 22)),
        (["obstacles", 5, "id"], False, (3, 1)),  # deepest found: /obstacles
        (["nowhere"], False, (1, 1)),
    ],
)
def test_locate_maps_a_pointer_to_line_and_column(
    parser: str, pointer: list[Any], key: bool, expected: tuple[int, int]
) -> None:
    assert locate(LOCATE_TEXT, pointer, key=key) == expected


def test_locate_stops_at_an_alias_and_survives_broken_text(parser: str) -> None:
    text = "a: &x {b: 1}\nc: *x\n"
    assert locate(text, ["c", "b"]) == (2, 4)
    assert locate("a: [1, 2\n", ["a", 1]) == (1, 8)


def test_pointer_to_string_escapes_per_rfc_6901() -> None:
    assert pointer_to_string(["a/b", "m~n", 0]) == "/a~1b/m~0n/0"
    assert pointer_to_string([]) == ""
