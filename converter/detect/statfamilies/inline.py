"""Stats in parentheses inside prose: "four wardens (HD 2 AC6 1d8) stand …", of any family.

The one-line grammar reads them; the creature and count come from the phrase just before the
parenthesis (``statblock_names``), never from the parenthesis itself.
"""

from __future__ import annotations

from converter.detect.statfamilies import shared
from converter.detect.statfamilies.result import FamilyResult
from converter.models import Document

ID = "inline"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The one-line stat lines that open right after a "(", outside ``claimed``."""
    text = shared.stream(document).text
    return shared.oneline_family(
        document, claimed, lambda line: text[: line.start].rstrip().endswith("(")
    )
