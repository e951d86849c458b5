"""The bundled sample pins the whole pipeline: its output is compared byte for byte.

After an intended change: ``make golden-update`` (pytest --update-golden), then read the diff.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from converter.pipeline import ConvertOptions, convert_paths

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "sunken-shrine.pdf"
GENERATOR = ROOT / "samples" / "make_sample.py"
GOLDEN = ROOT / "samples" / "expected"


def convert_to(pdf: Path, outdir: Path, engine: str = "pdfplumber") -> dict[str, bytes]:
    options = ConvertOptions(outdir=outdir, jobs=1, force=True, engine=engine)
    result = convert_paths([pdf], options)
    (outcome,) = result.outcomes
    assert outcome.status == "converted", outcome.message
    folder = Path(outcome.folder or "")
    return {
        str(p.relative_to(outdir)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def golden_files() -> dict[str, bytes]:
    return {
        str(p.relative_to(GOLDEN)): p.read_bytes() for p in sorted(GOLDEN.rglob("*")) if p.is_file()
    }


def test_sample_output_matches_golden(tmp_path: Path, update_golden: bool) -> None:
    produced = convert_to(SAMPLE, tmp_path)
    if update_golden:
        shutil.rmtree(GOLDEN, ignore_errors=True)
        for name, data in produced.items():
            target = GOLDEN / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
    expected = golden_files()
    assert sorted(produced) == sorted(expected)
    for name, data in produced.items():
        if name.endswith(".png"):  # maps and tokens: bytes, no text diff to show
            assert data == expected[name], name
        else:
            assert data.decode() == expected[name].decode(), name


def test_pdfium_engine_writes_the_golden_bytes(tmp_path: Path) -> None:
    # The golden files are pinned to pdfplumber (the reference); pdfium must not move a byte.
    produced = convert_to(SAMPLE, tmp_path, engine="pdfium")
    expected = golden_files()
    assert sorted(produced) == sorted(expected)
    for name, data in produced.items():
        if name.endswith(".png"):
            assert data == expected[name], name
        else:
            assert data.decode() == expected[name].decode(), name


def test_regenerated_sample_converts_to_the_same_bytes(tmp_path: Path) -> None:
    regenerated = tmp_path / "src" / SAMPLE.name
    regenerated.parent.mkdir()
    subprocess.run([sys.executable, str(GENERATOR), str(regenerated)], check=True, timeout=120)
    assert regenerated.read_bytes() == SAMPLE.read_bytes()
    first = convert_to(regenerated, tmp_path / "a")
    second = convert_to(SAMPLE, tmp_path / "b")
    assert first == second
    assert first == golden_files()


def test_sample_finds_what_the_module_holds(tmp_path: Path) -> None:
    import yaml

    convert_to(SAMPLE, tmp_path)
    module = yaml.safe_load((tmp_path / "sunken-shrine" / "module.yaml").read_text("utf-8"))
    keys = []
    for rel in module["encounters"]:
        encounter = yaml.safe_load((tmp_path / "sunken-shrine" / rel).read_text("utf-8"))
        keys.append(encounter["location"]["key"])
    assert len(keys) >= 8
    assert any(k and k[0].isalpha() for k in keys), keys  # the "B3"-style keys
    styles = sorted(b["style"] for b in module["statblocks"])
    assert styles.count("5e") == 2
    assert styles.count("bx") >= 3


@pytest.mark.parametrize("jobs", [2])
def test_sample_pages_in_parallel_give_the_same_bytes(tmp_path: Path, jobs: int) -> None:
    one = convert_paths([SAMPLE], ConvertOptions(outdir=tmp_path / "one", jobs=1))
    many = convert_paths([SAMPLE], ConvertOptions(outdir=tmp_path / "many", jobs=jobs))
    assert one.outcomes[0].status == many.outcomes[0].status == "converted"
    read = lambda root: {  # noqa: E731
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }
    assert read(tmp_path / "one") == read(tmp_path / "many")
