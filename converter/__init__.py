"""Convert D&D adventure module PDFs into Dice & More Dice encounters.

Public API (the CLI is a thin skin over these): ``convert_pdf``, ``validate_paths``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from converter.validate import validate_paths as validate_paths

__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    """``converter.validate_paths``, imported on first use so ``import converter`` stays light."""
    if name == "validate_paths":
        from converter.validate import validate_paths

        return validate_paths
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
