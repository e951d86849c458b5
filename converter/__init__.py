"""Convert D&D adventure module PDFs into Dice & More Dice encounters.

Public API (the CLI is a thin skin over these): ``convert_pdf`` (one PDF in memory),
``convert_paths`` (a batch, written to disk) and ``validate_paths``.  They are imported on
first use so that ``import converter`` stays light.

The stages, in the order ``converter.pipeline`` calls them: ``read`` (PDF → ``Document``),
``detect`` (stat blocks, areas, creatures, room findings), ``mapping`` (→ D&MD encounters),
``write`` (→ files), and apart from them ``validate`` (files → findings); the records passed
between them are the frozen dataclasses of ``models``.  ``converter`` may import ``rules``;
``rules`` must never import ``converter``.  Nothing here imports pdfplumber or spaCy at module
level.  The import rules are checked by ``tests/import_rules.py``.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from converter.pipeline import convert_paths as convert_paths
    from converter.pipeline import convert_pdf as convert_pdf
    from converter.validate.files import validate_paths as validate_paths

__version__ = "0.1.0"

_LAZY = {
    "convert_pdf": "converter.pipeline",
    "convert_paths": "converter.pipeline",
    "validate_paths": "converter.validate.files",
}


def __getattr__(name: str) -> Any:
    """Import a public function from its module on first use."""
    if name in _LAZY:
        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
