"""Maps and pins: finding maps in a PDF (read stage) and placing room keys on them (detect).

The sample module's map page is a raster image with its room keys printed over it as text;
``samples/sample_map.py`` knows where each key is drawn, so every pin can be checked against
the drawing. A reportlab-made page holds a vector map beside a ruled table (a table is not a
map). Darkloch (corpus, skipped when absent) has three vector maps keyed 1–22.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from converter.detect.maps import normal_key, place_pins, unplaced_keys
from converter.models import Area, BBox, MapImage, MapLabel, Source
from converter.read.extract import read_pdf
from converter.read.maps import cluster_boxes, find_maps, grid_square, is_key_label

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "sunken-shrine.pdf"
DARKLOCH = ROOT.parent / "shared" / "corpus" / "HH_Darkloch.pdf"


def sample_map_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("sample_map", ROOT / "samples" / "sample_map.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("sample_map", module)  # dataclasses look their module up
    spec.loader.exec_module(sys.modules["sample_map"])
    return sys.modules["sample_map"]


def area(key: str | None, name: str = "Room") -> Area:
    return Area(key, name, 1, "", Source("x.pdf", 1))


@pytest.mark.parametrize(
    ("text", "is_key"),
    [
        ("12", True),
        ("B3", True),
        ("A", True),
        ("7a", True),
        ("C-2", True),
        ("orc", False),
        ("(1d6)", False),
        ("1234", False),
        ("12.", False),
        ("", False),
    ],
)
def test_key_labels(text: str, is_key: bool) -> None:
    assert is_key_label(text) is is_key


def test_boxes_cluster_by_nearness_and_far_ones_stay_apart() -> None:
    near = [BBox(0, 0, 10, 10), BBox(12, 0, 22, 10), BBox(24, 2, 30, 8)]
    far = [BBox(100, 100, 110, 110)]
    groups = cluster_boxes(near + far, gap=4.0)
    assert [len(g) for g in groups] == [3, 1]


def test_a_grid_of_equal_squares_gives_its_side_and_scattered_boxes_none() -> None:
    squares = [BBox(x * 10, y * 10, x * 10 + 10, y * 10 + 10) for x in range(4) for y in range(4)]
    assert grid_square(squares) == 10.0
    assert grid_square([BBox(0, 0, 10 + i, 10) for i in range(20)]) is None


def test_sample_map_is_one_raster_map_at_native_resolution() -> None:
    maps = find_maps(SAMPLE, read_pdf(SAMPLE))
    assert [(m.id, m.page, m.kind) for m in maps] == [("p2-1", 2, "raster")]
    (image,) = maps
    drawing = sample_map_module()
    assert (image.width, image.height) == (
        drawing.MAP_COLUMNS * drawing.CELL,
        drawing.MAP_ROWS * drawing.CELL,
    )
    assert image.suffix == "png" and image.picture.startswith(b"\x89PNG\r\n\x1a\n")


def test_every_room_key_of_the_sample_is_pinned_where_it_is_drawn() -> None:
    document = read_pdf(SAMPLE)
    drawing = sample_map_module()
    keys = [room.key for room in drawing.MAP_ROOMS]
    (pinned,) = place_pins(find_maps(SAMPLE, document), [area(k) for k in keys])
    assert sorted(p.key for p in pinned.pins) == sorted(keys)
    for pin in pinned.pins:
        room = next(r for r in drawing.MAP_ROOMS if r.key == pin.key)
        x, y = drawing.key_centre(room)
        assert abs(pin.x - x) <= 3 and abs(pin.y - y) <= 3, (pin, x, y)
        assert pin.source == "text" and pin.confidence == 1.0


def test_pins_keep_the_first_of_a_repeated_key_and_list_keys_no_map_has() -> None:
    labels = (
        MapLabel("b3", BBox(20, 20, 30, 30)),
        MapLabel("B3", BBox(60, 60, 70, 70)),
        MapLabel("9", BBox(40, 40, 50, 50)),
    )
    image = MapImage("p1-1", 1, BBox(10, 10, 110, 110), "vector", b"", 200, 200, 2.0, labels)
    areas = [area("9"), area("B3"), area("4"), area(None, "Forest")]
    (pinned,) = place_pins([image], areas)
    assert [(p.key, p.x, p.y) for p in pinned.pins] == [("9", 70.0, 70.0), ("B3", 30.0, 30.0)]
    assert unplaced_keys(areas, [pinned]) == ("4",)
    assert unplaced_keys(areas, []) == ()
    assert normal_key("b-3") == "B3"


def vector_page(path: Path) -> None:
    """A page with a keyed grid map on the left and a ruled table of numbers on the right."""
    from reportlab.pdfgen.canvas import Canvas

    canvas = Canvas(str(path), pagesize=(612, 792), invariant=1)
    for col in range(12):
        for row in range(12):
            canvas.rect(40 + col * 18, 400 + row * 18, 18, 18)
    canvas.setFont("Helvetica", 9)
    for key, (col, row) in {"1": (1, 1), "2": (6, 3), "B3": (9, 9)}.items():
        canvas.drawCentredString(40 + col * 18 + 9, 400 + row * 18 + 6, key)
    for row in range(12):  # the table: as many numbers as rules
        for col in range(4):
            canvas.rect(340 + col * 50, 400 + row * 18, 50, 18)
            canvas.drawString(345 + col * 50, 405 + row * 18, f"{row + col}")
    for line in range(3):
        canvas.drawString(40, 300 - line * 12, f"{line + 1} A room described in the key.")
    canvas.showPage()
    canvas.save()


def test_a_vector_map_is_found_with_its_grid_and_keys_and_a_table_is_not(tmp_path: Path) -> None:
    pdf = tmp_path / "vector.pdf"
    vector_page(pdf)
    maps = find_maps(pdf, read_pdf(pdf))
    assert [(m.kind, m.page) for m in maps] == [("vector", 1)]
    (image,) = maps
    assert image.bbox.x0 == pytest.approx(40, abs=1) and image.bbox.x1 == pytest.approx(256, abs=1)
    assert image.grid == 18.0
    assert image.scale == pytest.approx(150 / 72, rel=0.01)
    (pinned,) = place_pins(maps, [area("1"), area("2"), area("B3")])
    assert sorted(p.key for p in pinned.pins) == ["1", "2", "B3"]
    one = next(p for p in pinned.pins if p.key == "1")
    # "1" is printed in the cell (1, 1) counted from the bottom-left of the 12×12 grid.
    assert one.x == pytest.approx(27 * image.scale, abs=4)
    assert one.y == pytest.approx((216 - 27) * image.scale, abs=6)


def test_a_pdf_without_images_or_keys_is_not_opened_again(tmp_path: Path) -> None:
    from reportlab.pdfgen.canvas import Canvas

    pdf = tmp_path / "plain.pdf"
    canvas = Canvas(str(pdf), invariant=1)
    canvas.drawString(72, 720, "Only prose here, no map at all.")
    canvas.showPage()
    canvas.save()
    missing = tmp_path / "gone.pdf"  # find_maps must not need the file when no page qualifies
    document = read_pdf(pdf)
    assert find_maps(missing, document) == ()


@pytest.mark.skipif(not DARKLOCH.is_file(), reason="corpus absent")
def test_darkloch_has_three_vector_maps_and_every_room_is_pinned() -> None:
    from converter.detect.areas import find_areas
    from converter.detect.statblocks import find_statblocks

    document = read_pdf(DARKLOCH)
    areas, _ = find_areas(document, find_statblocks(document)[0])
    pinned = place_pins(find_maps(DARKLOCH, document), areas)
    assert [m.map.kind for m in pinned] == ["vector"] * 3
    placed = {p.key for m in pinned for p in m.pins}
    assert placed == {str(n) for n in range(1, 23)}


def test_a_caption_calling_an_image_a_map_is_read_just_above_or_below_it() -> None:
    from converter.read.maps import has_map_caption

    image = BBox(100, 100, 400, 400)
    below = [("Night", BBox(100, 410, 130, 420)), ("Map", BBox(135, 410, 160, 420))]
    assert has_map_caption(image, below)
    assert has_map_caption(image, [("(plan)", BBox(120, 80, 150, 92))])
    assert not has_map_caption(image, [("Map", BBox(100, 500, 130, 510))])  # too far below
    assert not has_map_caption(image, [("Map", BBox(420, 410, 450, 420))])  # not under it
    assert not has_map_caption(image, [("Mapping", BBox(100, 410, 150, 420))])


def test_a_pdf_pdfium_cannot_open_gives_no_maps_rather_than_an_error(tmp_path: Path) -> None:
    document = read_pdf(SAMPLE)
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4\nnot really a PDF\n")
    assert find_maps(broken, document) == ()
