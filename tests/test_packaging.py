"""What the distribution installs: import names no other package ships, and light extras.

The folders ``rules/`` and ``schemas/`` are installed as ``dmd_rules`` and ``dmd_schemas``
(PyPI has packages named ``rules`` and ``schemas``; installing one used to overwrite ours).
spaCy is needed by ``dmd convert`` only (the ``convert`` extra): ``dmd validate`` and the
pre-commit hook run without it. See docs/packaging.md.
"""

from __future__ import annotations

import ast
import importlib.metadata
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml
from import_rules import imports_of

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
TAKEN_NAMES = ("rules", "schemas")  # top-level names other distributions ship


def _hook_mapping() -> dict[str, str]:
    """``IMPORT_NAME_OF_FOLDER`` of hatch_build.py, read without importing hatchling."""
    tree = ast.parse((ROOT / "hatch_build.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "IMPORT_NAME_OF_FOLDER":
            mapping = ast.literal_eval(node.value)
            assert isinstance(mapping, dict)
            return mapping
    raise AssertionError("hatch_build.py has no IMPORT_NAME_OF_FOLDER")


def test_the_wheel_ships_only_names_of_its_own() -> None:
    wheel = PYPROJECT["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert "custom" in wheel["hooks"], "the hook that maps the folders is not registered"
    assert "force-include" not in wheel, "a force-include would copy the folders into -e installs"
    shipped = set(wheel["packages"]) | set(_hook_mapping().values())
    assert shipped == {"converter", "dmd_rules", "dmd_schemas"}
    assert _hook_mapping() == {"rules": "dmd_rules", "schemas": "dmd_schemas"}


def test_an_editable_install_reads_the_clone_not_a_copy() -> None:
    """An edited table must be seen at once: ``-e`` must not install a snapshot of rules/."""
    direct_url = importlib.metadata.distribution("dmd-converter").read_text("direct_url.json")
    if direct_url is None or not json.loads(direct_url).get("dir_info", {}).get("editable"):
        pytest.skip("dmd is not installed editable here")
    import dmd_rules
    import dmd_schemas

    assert Path(dmd_rules.__file__).resolve().parent == ROOT / "rules", (
        "dmd_rules comes from an old copy in site-packages: run `pip install -e .` again"
    )
    assert Path(next(iter(dmd_schemas.__path__))).resolve() == ROOT / "schemas"


def test_a_clone_has_the_installed_import_names_too() -> None:
    """The folders stay where the user keeps them; symlinks give them their import names."""
    for folder, name in (("rules", "dmd_rules"), ("schemas", "dmd_schemas")):
        assert (ROOT / folder).is_dir() and not (ROOT / folder).is_symlink()
        assert (ROOT / name).is_symlink() and (ROOT / name).resolve() == (ROOT / folder)


def _python_files() -> list[Path]:
    return [
        path
        for top in ("converter", "rules", "tests", "bench", "samples")
        for path in sorted((ROOT / top).rglob("*.py"))
    ]


def test_no_code_imports_the_taken_names() -> None:
    offenders = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in _python_files()
        for name in imports_of(path.read_text(encoding="utf-8"), "x", frozenset())
        if name.split(".")[0] in TAKEN_NAMES
    ]
    assert offenders == []


SHADOWING = """raise ImportError("this is another distribution's {name!r} package")\n"""


def test_packages_named_rules_and_schemas_on_the_path_change_nothing(tmp_path: Path) -> None:
    """As if ``pip install rules schemas`` had put other packages first on the path."""
    for name in TAKEN_NAMES:
        (tmp_path / "shadow" / name).mkdir(parents=True)
        (tmp_path / "shadow" / name / "__init__.py").write_text(SHADOWING.format(name=name))
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "shadow")}
    dmd = [sys.executable, "-c", "from converter.cli import main; main()"]
    checks = [
        [*dmd, "validate", str(ROOT / "tests" / "schemas" / "valid")],
        [*dmd, "roll", "--system", "dmd", "--pool", "1d20+2d10", "--seed", "3"],
    ]
    for args in checks:
        result = subprocess.run(args, capture_output=True, text=True, cwd=tmp_path, env=env)
        assert result.returncode == 0, result.stderr
        assert "another distribution" not in result.stderr


# spaCy belongs to conversion only.


def test_spacy_is_an_extra_of_conversion_not_a_dependency() -> None:
    project = PYPROJECT["project"]
    assert not [d for d in project["dependencies"] if d.lower().startswith("spacy")]
    assert any(d.lower().startswith("spacy") for d in project["optional-dependencies"]["convert"])


def test_the_pre_commit_hook_installs_no_extra() -> None:
    """pre-commit installs the repository itself (no extras) plus additional_dependencies."""
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert hook["language"] == "python"
    assert not [d for d in hook.get("additional_dependencies", []) if "spacy" in d.lower()]


WITHOUT_SPACY = """
import sys
for name in ("spacy", "thinc"):
    sys.modules[name] = None  # as if only the base distribution were installed
from converter.cli import main
main()
"""


def _dmd_without_spacy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", WITHOUT_SPACY, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )


@pytest.mark.parametrize("folder", ["valid", "invalid"])
def test_validate_works_without_spacy(folder: str) -> None:
    result = _dmd_without_spacy("validate", str(ROOT / "tests" / "schemas" / folder))
    assert result.returncode == (0 if folder == "valid" else 1), result.stdout + result.stderr
    assert "spacy" not in (result.stdout + result.stderr).lower()


def test_convert_without_spacy_says_what_to_install(tmp_path: Path) -> None:
    from pdf_factory import text_pdf

    pdf = text_pdf(tmp_path / "good.pdf")
    result = _dmd_without_spacy("convert", str(pdf), "-o", str(tmp_path / "out"))
    assert result.returncode == 2, result.stdout + result.stderr
    assert "dmd-converter[convert]" in result.stdout + result.stderr
    assert "Traceback" not in result.stderr
