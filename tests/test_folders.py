"""Output folders across runs: a later run never writes over a folder another PDF owns."""

from __future__ import annotations

from pathlib import Path

import yaml
from pdf_factory import text_pdf

from converter.folders import OWNERS_FILE_NAME, plan_folders
from converter.pipeline import ConvertOptions, convert_paths


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def title_of(folder: Path) -> str:
    module = yaml.safe_load((folder / "module.yaml").read_text(encoding="utf-8"))
    return str(module["source"]["sha256"])


def two_modules(tmp_path: Path) -> tuple[Path, Path]:
    for name in ("a", "b"):
        (tmp_path / "in" / name).mkdir(parents=True)
    first = text_pdf(tmp_path / "in" / "a" / "good.pdf", title="The First Module")
    second = text_pdf(tmp_path / "in" / "b" / "good.pdf", title="The Second Module")
    return first, second


def test_a_later_run_with_a_colliding_slug_gets_its_own_folder(tmp_path: Path) -> None:
    first, second = two_modules(tmp_path)
    options = ConvertOptions(outdir=tmp_path / "out")
    assert convert_paths([first], options).outcomes[0].folder == str(tmp_path / "out" / "good")
    before = snapshot(tmp_path / "out" / "good")
    notes: list[str] = []
    (outcome,) = convert_paths([second], options, on_note=notes.append).outcomes
    assert outcome.status == "converted"
    assert outcome.folder == str(tmp_path / "out" / "good-b")
    assert snapshot(tmp_path / "out" / "good") == before, "the earlier run's module was touched"
    assert title_of(tmp_path / "out" / "good") != title_of(tmp_path / "out" / "good-b")
    assert len(notes) == 1 and "'good'" in notes[0] and "'good-b'" in notes[0]


def test_each_file_keeps_its_folder_on_later_runs(tmp_path: Path) -> None:
    first, second = two_modules(tmp_path)
    options = ConvertOptions(outdir=tmp_path / "out")
    convert_paths([first], options)
    convert_paths([second], options)
    both = convert_paths([tmp_path / "in"], options)  # now in one batch: the cache settles
    assert [o.status for o in both.outcomes] == ["unchanged", "unchanged"]
    again = convert_paths([second, first], ConvertOptions(outdir=tmp_path / "out", force=True))
    assert [Path(o.folder or "").name for o in again.outcomes] == ["good-b", "good"]


def test_the_same_file_edited_is_converted_in_place(tmp_path: Path) -> None:
    first, _ = two_modules(tmp_path)
    options = ConvertOptions(outdir=tmp_path / "out")
    convert_paths([first], options)
    text_pdf(first, title="The First Module, Revised")
    (outcome,) = convert_paths([first], options).outcomes
    assert outcome.status == "converted" and Path(outcome.folder or "").name == "good"
    assert sorted(p.name for p in (tmp_path / "out").iterdir() if p.is_dir()) == [
        "good",
        "schemas",
    ]


def test_a_folder_written_before_the_record_existed_is_respected(tmp_path: Path) -> None:
    """An output folder of an older dmd (no record) holding another file's module."""
    (tmp_path / "in").mkdir()
    other = text_pdf(tmp_path / "in" / "Good!.pdf", title="Written By An Older Run")
    mine = text_pdf(tmp_path / "in" / "good.pdf", title="The New One")
    options = ConvertOptions(outdir=tmp_path / "out")
    convert_paths([other], options)
    (tmp_path / "out" / OWNERS_FILE_NAME).unlink()
    before = snapshot(tmp_path / "out" / "good")
    (outcome,) = convert_paths([mine], options).outcomes
    assert Path(outcome.folder or "").name != "good"
    assert snapshot(tmp_path / "out" / "good") == before


def test_a_deleted_folder_is_free_again(tmp_path: Path) -> None:
    import shutil

    first, second = two_modules(tmp_path)
    options = ConvertOptions(outdir=tmp_path / "out")
    convert_paths([first], options)
    shutil.rmtree(tmp_path / "out" / "good")
    folders, notes = plan_folders([second], tmp_path / "out")
    assert folders == {second: "good"} and notes == ()
