"""Unattended runs: hostile PDFs and hostile surroundings, each a defect an overnight batch met.

Every PDF here comes from ``hostile_pdfs`` (written by hand, byte by byte).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import hostile_pdfs as hostile
import pytest
import yaml
from pdf_factory import text_pdf

from converter.errors import ExitCode
from converter.pipeline import ConvertOptions, convert_paths, plan_folders
from converter.read.budget import MIB, OverBudget, inflate_size
from converter.write.files import slugify

ROOT = Path(__file__).resolve().parents[1]


def dmd(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "converter", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=600,
    )


def module_yaml(folder: Path) -> dict[str, object]:
    data = yaml.safe_load((folder / "module.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


# Row 1: slug collisions are decided before any worker starts.


def test_same_file_name_in_two_folders_gets_two_output_folders(tmp_path: Path) -> None:
    for name in ("a", "b"):
        (tmp_path / "in" / name).mkdir(parents=True)
    hostile.module_pdf(tmp_path / "in" / "a" / "good.pdf", pages=1)
    hostile.module_pdf(tmp_path / "in" / "b" / "good.pdf", pages=2)
    notes: list[str] = []
    options = ConvertOptions(outdir=tmp_path / "out", jobs=2)
    result = convert_paths([tmp_path / "in"], options, on_note=notes.append)
    assert [o.status for o in result.outcomes] == ["converted", "converted"]
    folders = {Path(o.folder or "").name for o in result.outcomes}
    assert folders == {"good", "good-b"}
    assert (
        module_yaml(tmp_path / "out" / "good")["source"]
        == module_yaml(tmp_path / "out" / "good")["source"]
    )
    assert [module_yaml(tmp_path / "out" / f)["source"]["pages"] for f in ("good", "good-b")] == [  # type: ignore[index]
        1,
        2,
    ]
    assert len(notes) == 1 and "good-b" in notes[0] and notes == list(result.notes)
    again = convert_paths([tmp_path / "in"], options)  # the resume cache settles
    assert [o.status for o in again.outcomes] == ["unchanged", "unchanged"]


def test_names_that_slug_alike_in_one_folder_get_a_hash() -> None:
    folders, notes = plan_folders([Path("x/Good.pdf"), Path("x/good.pdf"), Path("x/GOOD.pdf")])
    names = list(folders.values())
    assert names[0] == "good" and len(set(names)) == 3 and len(notes) == 2


def test_non_latin_titles_keep_a_readable_slug() -> None:
    assert slugify("Драконья пещера") == "драконья-пещера"
    assert slugify("竜の洞窟") != slugify("地下の神殿")
    assert slugify("Café Noir") == "cafe-noir"  # Latin letters still lose their accents
    assert slugify("../../etc/passwd") == "etc-passwd"


# Row 2: a damaged content stream names the page; the other pages convert.


def test_damaged_content_stream_names_the_page(tmp_path: Path) -> None:
    pdf = hostile.damaged_stream_pdf(tmp_path / "damaged.pdf", pages=3, damaged_page=2)
    (outcome,) = convert_paths([pdf], ConvertOptions(outdir=tmp_path / "out")).outcomes
    assert outcome.status == "converted"
    assert outcome.exit_code == int(ExitCode.page_lost)
    assert any("page 2" in w for w in outcome.warnings)
    problems = module_yaml(tmp_path / "out" / "damaged")["problems"]
    lost = [p for p in problems if p["rule"] == "page-unreadable"]  # type: ignore[union-attr,index]
    assert [(p["page"], p["level"]) for p in lost] == [(2, "error")]  # type: ignore[index]
    from converter.read.extract import read_pdf

    document = read_pdf(pdf)
    texts = [" ".join(line.text for line in page.lines) for page in document.pages]
    assert "Muddy Cave" in texts[0] and "Rotten Larder" in texts[2]


# Row 3: malformed page dictionaries fail one file with exit 3; the batch goes on.


@pytest.mark.parametrize(
    "entry", [b"/MediaBox (abc)", b"/MediaBox [0 0 612 792] /Rotate /Foo", b"/MediaBox [0 0]"]
)
def test_malformed_page_dict_is_exit_3_and_the_batch_goes_on(tmp_path: Path, entry: bytes) -> None:
    source = tmp_path / "in"
    source.mkdir()
    hostile.malformed_page_pdf(source / "a-bad.pdf", entry)
    hostile.module_pdf(source / "b-good.pdf", pages=1)
    result = convert_paths([source], ConvertOptions(outdir=tmp_path / "out", jobs=1))
    bad, good = result.outcomes
    assert (bad.status, bad.exit_code) == ("failed", int(ExitCode.input_pdf)), bad.message
    assert "a-bad.pdf" in bad.message and "\n" not in bad.message
    assert good.status == "converted"
    assert result.exit_code == int(ExitCode.input_pdf)


def test_malformed_page_alone_is_one_line_exit_3(tmp_path: Path) -> None:
    pdf = hostile.malformed_page_pdf(
        tmp_path / "rotate.pdf", b"/MediaBox [0 0 612 792] /Rotate /Foo"
    )
    result = dmd("convert", str(pdf), "-o", str(tmp_path / "out"), "-j", "1")
    assert result.returncode == int(ExitCode.input_pdf), result.stderr
    assert (
        "Traceback" not in result.stderr and "internal error" not in result.stdout + result.stderr
    )
    assert "rotate.pdf" in result.stdout


# Row 4: a decompression bomb is refused in bounded memory.


def test_inflate_size_stops_at_the_limit_without_holding_the_data() -> None:
    import zlib

    raw = zlib.compress(b" " * (64 * MIB), 9)
    with pytest.raises(OverBudget):
        inflate_size(raw, 8 * MIB)
    assert inflate_size(raw, 65 * MIB).size == 64 * MIB


@pytest.mark.skipif(not Path("/proc/self/status").is_file(), reason="needs Linux /proc")
def test_decompression_bomb_is_exit_3_in_bounded_memory(tmp_path: Path) -> None:
    bomb = hostile.bomb_pdf(tmp_path / "bomb.pdf", 200 * MIB)
    assert bomb.stat().st_size < 1 * MIB
    # VmHWM is this process image's peak; ru_maxrss would include the forking parent's (pytest)
    script = (
        "import re, sys\n"
        "from pathlib import Path\n"
        "from converter.cli import main\n"
        "try:\n    main()\n"
        "finally:\n"
        "    status = Path('/proc/self/status').read_text()\n"
        "    peak = re.search(r'VmHWM:\\s+(\\d+)', status).group(1)\n"
        "    print('maxrss', peak, file=sys.stderr)\n"
    )
    args = ["convert", str(bomb), "-o", str(tmp_path / "out"), "-j", "1", "--max-content-mb", "64"]
    result = subprocess.run(
        [sys.executable, "-c", script, *args], capture_output=True, text=True, cwd=ROOT, timeout=600
    )
    assert result.returncode == int(ExitCode.input_pdf), result.stdout + result.stderr
    assert "exceeds the 64 MiB budget" in result.stdout
    peak_kib = int(result.stderr.split("maxrss")[-1].split()[0])
    assert peak_kib < 200 * 1024, f"peak {peak_kib} KiB: the bomb was inflated"
    raised = dmd("convert", str(bomb), "-o", str(tmp_path / "out"), "--max-content-mb", "400")
    assert raised.returncode == 0, raised.stdout + raised.stderr


def test_the_budget_is_per_document_not_per_stream(tmp_path: Path) -> None:
    pdf = hostile.module_pdf(tmp_path / "m.pdf", pages=3)
    options = ConvertOptions(outdir=tmp_path / "out", max_content_bytes=400)
    (outcome,) = convert_paths([pdf], options).outcomes
    assert outcome.exit_code == int(ExitCode.input_pdf) and "budget" in outcome.message


# Row 8: a garbage text layer (shifted font codes) is a warning naming the pages.


def test_shifted_font_codes_are_a_warning_naming_the_pages(tmp_path: Path) -> None:
    pdf = hostile.shifted_font_pdf(tmp_path / "shifted.pdf", pages=2)
    (outcome,) = convert_paths([pdf], ConvertOptions(outdir=tmp_path / "out")).outcomes
    assert outcome.status == "converted"
    assert outcome.warnings[0] == "the text layer looks like garbage on page(s) 1, 2: OCR them"
    # … and, read from that garbage, nothing for a GM: said after its cause
    assert [w for w in outcome.warnings[1:] if "nothing for a GM to run" not in w] == []
    problems = module_yaml(tmp_path / "out" / "shifted")["problems"]
    garbage = [p for p in problems if p["rule"] == "text-layer-garbage"]  # type: ignore[union-attr,index]
    assert [(p["page"], p["level"]) for p in garbage] == [(1, "warning"), (2, "warning")]  # type: ignore[index]


def test_a_sound_module_has_no_garbage_warning(tmp_path: Path) -> None:
    pdf = text_pdf(tmp_path / "module.pdf")
    (outcome,) = convert_paths([pdf], ConvertOptions(outdir=tmp_path / "out")).outcomes
    assert outcome.warnings == () and outcome.exit_code == 0
    from converter.read.extract import read_pdf
    from converter.read.quality import MIN_WORDS, dictionary_share

    count, share = dictionary_share(read_pdf(pdf).pages[0])
    assert count >= MIN_WORDS and share > 0.8  # the check did run on this page


# Row 9: stat blocks and no areas is a summary warning; --strict makes it fail.


def test_stat_blocks_without_areas_is_a_warning_and_strict_fails(tmp_path: Path) -> None:
    pdf = hostile.bestiary_pdf(tmp_path / "bestiary.pdf")
    plain = dmd("convert", str(pdf), "-o", str(tmp_path / "out"))
    assert plain.returncode == 0, plain.stdout + plain.stderr
    assert "3 stat blocks, 0 areas: is this a bestiary?" in plain.stdout
    strict = dmd("convert", str(pdf), "-o", str(tmp_path / "out"), "--strict", "--force")
    assert strict.returncode == int(ExitCode.problems_found), strict.stdout
    assert "is this a bestiary?" in strict.stdout


def test_a_module_with_nothing_found_is_a_warning_and_a_problem(tmp_path: Path) -> None:
    """Text but no area and no stat block: the GM must hear it, not get an empty folder."""
    pdf = hostile.prose_pdf(tmp_path / "essay.pdf")
    plain = dmd("convert", str(pdf), "-o", str(tmp_path / "out"))
    assert plain.returncode == 0, plain.stdout + plain.stderr
    assert "nothing for a GM to run" in plain.stdout
    module = yaml.safe_load((tmp_path / "out" / "essay" / "module.yaml").read_text())
    assert "nothing-found" in [p["rule"] for p in module["problems"]]
    strict = dmd("convert", str(pdf), "-o", str(tmp_path / "out"), "--strict", "--force")
    assert strict.returncode == int(ExitCode.problems_found), strict.stdout


def test_a_bestiary_is_not_nothing_found(tmp_path: Path) -> None:
    pdf = hostile.bestiary_pdf(tmp_path / "bestiary.pdf")
    plain = dmd("convert", str(pdf), "-o", str(tmp_path / "out"))
    assert "nothing for a GM to run" not in plain.stdout


# Row 14: python -m converter, --json.


def test_convert_json_is_machine_readable(tmp_path: Path) -> None:
    import json

    source = tmp_path / "in"
    source.mkdir()
    text_pdf(source / "good.pdf")
    hostile.malformed_page_pdf(source / "bad.pdf", b"/MediaBox (abc)")
    result = dmd("convert", str(source), "-o", str(tmp_path / "out"), "--json", "-j", "1")
    assert result.returncode == int(ExitCode.input_pdf)
    data = json.loads(result.stdout)
    assert data["exit_code"] == int(ExitCode.input_pdf)
    by_name = {Path(f["path"]).name: f for f in data["files"]}
    assert by_name["good.pdf"]["status"] == "converted"
    assert by_name["good.pdf"]["summary"]["areas"] >= 1
    assert by_name["bad.pdf"]["status"] == "failed" and by_name["bad.pdf"]["exit_code"] == 3
    assert result.stderr == ""  # no progress lines mixed in


def test_python_dash_m_converter_is_dmd() -> None:
    result = dmd("--version")
    assert result.returncode == 0 and result.stdout.startswith("dmd ")
