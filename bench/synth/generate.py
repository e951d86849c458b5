"""Write synthetic module PDFs with their truth: ``NAME.pdf`` + ``NAME.truth.yaml``.

Usage::

    python bench/synth/generate.py --seed S --count N --out DIR [--style NAME] [--switch NAME]

Seeds S..S+N-1 each make one module; the same seed always gives the same bytes.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make ``synth`` importable as a package
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    __package__ = "synth"

from .assemble import build_module  # noqa: E402
from .blocks import Module  # noqa: E402
from .render import render  # noqa: E402
from .styles import FPDF_STYLES, RANGER_STYLES, STRIDER_STYLES, STYLE_SETS, STYLES, WANDERER_STYLES  # noqa: E402
from .switches import SWITCHES  # noqa: E402
from .truth import build_truth, dump_truth  # noqa: E402


@dataclass(frozen=True)
class Generated:
    name: str
    pdf: bytes
    truth: dict[str, Any]
    truth_text: str
    module: Module


def make_module(
    seed: int,
    style: str | None = None,
    switches: Sequence[str] = (),
    style_set: str = "classic",
) -> Generated:
    """One module, in memory."""
    module = build_module(seed, style, tuple(switches), style_set)
    if module.style in STRIDER_STYLES:
        from .strider_render import render_strider  # exported by LibreOffice, not reportlab

        rendered = render_strider(module)
    elif module.style in RANGER_STYLES:
        from .ranger_render import render_ranger  # compiled by Typst, not reportlab

        rendered = render_ranger(module)
    elif module.style in WANDERER_STYLES:
        from .wanderer_render import render_wanderer  # rendered by WeasyPrint, not reportlab

        rendered = render_wanderer(module)
    elif module.style in FPDF_STYLES:
        from .sojourner_render import render_fpdf  # set by fpdf2, not reportlab

        rendered = render_fpdf(module)
    else:
        rendered = render(module)
    truth = build_truth(module, rendered, f"{module.name}.pdf")
    return Generated(module.name, rendered.pdf, truth, dump_truth(truth, module), module)


def write_module(generated: Generated, out: Path) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    pdf = out / f"{generated.name}.pdf"
    pdf.write_bytes(generated.pdf)
    (out / f"{generated.name}.truth.yaml").write_text(generated.truth_text, encoding="utf-8")
    return pdf


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--style", choices=sorted(STYLES))
    parser.add_argument(
        "--styles",
        choices=sorted(STYLE_SETS),
        default="classic",
        help="the styles seeds rotate through without --style (default: the classic eight)",
    )
    parser.add_argument(
        "--switch",
        action="append",
        default=[],
        choices=sorted(SWITCHES),
        help="force a mess switch on (repeatable)",
    )
    args = parser.parse_args(argv)
    for seed in range(args.seed, args.seed + args.count):
        generated = make_module(seed, args.style, args.switch, args.styles)
        path = write_module(generated, args.out)
        switches = ",".join(sorted(generated.module.switches)) or "-"
        print(
            f"{path}  pages={generated.truth['source']['pages']} "
            f"areas={len(generated.truth['areas'])} blocks={len(generated.truth['statblocks'])} "
            f"switches={switches}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
