"""An event's group that goes to no room is written in module.yaml's ``events``, rated.

The detection is a PDF case (``tests/data/creatures_pdf/an_event_naming_no_room_brings_its_
group_to_the_party.yaml``); here the mapping and the writer: the group takes the module's
block by its name and the numbers of a fight with that many, and module.yaml stays valid.
"""

from __future__ import annotations

from test_statblock_ratings import _module_schema

from converter.dmd_models import Conversion
from converter.mapping.catalog import load_catalog
from converter.mapping.tables import load_tables
from converter.mapping.wandering import rate_events
from converter.models import (
    Area,
    BBox,
    CreatureMention,
    Detection,
    Document,
    PageText,
    Source,
    StatBlock,
)
from converter.write.yaml_files import module_to_dict

FILE = "events.pdf"
SOURCE = Source(FILE, 2, BBox(36, 100, 290, 180))
SAID = "Five hobgoblins come up the lane from the harbour, searching every room."


def test_an_event_group_is_rated_and_written_with_its_event() -> None:
    block = StatBlock(name="Hobgoblin", page=2, source=SOURCE, style="bx", hit_dice="1+1")
    group = CreatureMention("hobgoblin", 5, "Five", SOURCE, trigger="E2. Night Falls", said=SAID)
    (row,) = rate_events([group], [block], load_tables(), load_catalog())
    assert row.statblock == "Hobgoblin" and row.rating is not None
    assert any(t.name.startswith("Additional foes") for t in row.rating.threats)
    area = Area("1", "The Quay", 1, "Nets dry on the stones.", SOURCE)
    document = Document(FILE, f"/tmp/{FILE}", "ab" * 32, (PageText(1, 612, 792, ()),) * 2)
    detection = Detection((block,), (area,), events=(group,))
    conversion = Conversion(document, detection, (), (), (), (), (row,))
    module = module_to_dict(conversion, [])
    assert list(_module_schema().iter_errors(module)) == []
    (written,) = module["events"]
    assert (written["event"], written["name"], written["count"]) == (
        "E2. Night Falls",
        "hobgoblin",
        5,
    )
    assert written["said"] == SAID and written["statblock"] == "Hobgoblin"


def test_no_events_no_list() -> None:
    document = Document(FILE, f"/tmp/{FILE}", "ab" * 32, (PageText(1, 612, 792, ()),))
    module = module_to_dict(Conversion(document, Detection((), ()), ()), [])
    assert "events" not in module
