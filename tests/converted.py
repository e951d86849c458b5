"""Convert one generated PDF as `dmd convert` does and read back what it wrote, for the
tests that check detection through the written module."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from converter.pipeline import ConvertOptions, convert_one
from converter.write.files import module_slug


def converted_module(pdf: Path, outdir: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """``module.yaml`` and every encounter file it lists, in its order (the conversion must
    not fail)."""
    outcome = convert_one(pdf, ConvertOptions(outdir=outdir, force=True))
    assert outcome.status != "failed", outcome.message
    folder = outdir / module_slug(pdf.name)
    module = yaml.safe_load((folder / "module.yaml").read_text("utf-8"))
    encounters = [yaml.safe_load((folder / rel).read_text("utf-8")) for rel in module["encounters"]]
    return module, encounters
