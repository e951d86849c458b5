"""A raster map the PDF embeds as a JPEG, shown unchanged, is written as that JPEG
(``converter.read.map_jpeg``); anything that changes what the page shows is rendered as before.

The PDFs are written here object by object, so each case changes one thing: text printed over
the image, a turned image, a soft mask, a ``Decode`` array, a clip inside the image, an EXIF
orientation, a Flate image instead of a JPEG. JPEGs of several sizes and both colour kinds
come from Pillow.
"""

from __future__ import annotations

import io
import struct
from pathlib import Path

import pytest
from PIL import Image

from converter.read.extract import read_pdf
from converter.read.map_jpeg import exif_orientation, jpeg_size
from converter.read.maps import find_maps

PAGE = (612, 792)
PLACE = (72, 200, 400, 300)  # x, y, width, height in points: a map a third of the page


def jpeg(size: tuple[int, int], mode: str = "RGB", exif: bytes = b"") -> bytes:
    """A JPEG of a few coloured bands (deterministic)."""
    image = Image.new(mode, size, 0 if mode == "L" else (20, 40, 60))
    for band in range(0, size[0], 40):
        colour = band % 255 if mode == "L" else (band % 255, 90, 255 - band % 255)
        image.paste(colour, (band, 0, min(band + 20, size[0]), size[1]))
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=85, exif=exif)
    return out.getvalue()


def exif_turned(orientation: int, little: bool = True) -> bytes:
    """An EXIF block (after ``Exif\\0\\0``) whose first directory holds an orientation tag."""
    order = "<" if little else ">"
    head = (b"II" if little else b"MM") + struct.pack(order + "HI", 42, 8)
    entry = struct.pack(order + "HHIHH", 0x0112, 3, 1, orientation, 0)
    return head + struct.pack(order + "H", 1) + entry + struct.pack(order + "I", 0)


def pdf_with_image(
    path: Path,
    data: bytes,
    size: tuple[int, int],
    *,
    image_dict: str = "/Filter /DCTDecode /ColorSpace /DeviceRGB",
    before: str = "",
    matrix: str | None = None,
    after: str = "",
    resources: str = "",
    extra: list[bytes] | None = None,
) -> Path:
    """A one-page PDF drawing ``data`` as image XObject /Im0 (object 5) at ``PLACE``.

    ``before``/``after`` are content drawn around it, ``resources`` more page resources;
    ``extra`` are objects 7, 8, …
    """
    x, y, w, h = PLACE
    drawn = matrix or f"{w} 0 0 {h} {x} {y}"
    content = f"{before}\nq {drawn} cm /Im0 Do Q\n{after}\n".encode()
    font = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
    image = (
        (
            f"<< /Type /XObject /Subtype /Image /Width {size[0]} /Height {size[1]} "
            f"/BitsPerComponent 8 {image_dict} /Length {len(data)} >>\nstream\n"
        ).encode()
        + data
        + b"\nendstream"
    )
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE[0]} {PAGE[1]}] /Contents 4 0 R "
        f"/Resources << /XObject << /Im0 5 0 R >> /Font << /F1 6 0 R >> {resources} >> >>".encode(),
        f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"endstream",
        image,
        font,
        *(extra or []),
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    )
    path.write_bytes(bytes(out))
    return path


def only_map(path: Path, engine: str = "pdfplumber"):  # type: ignore[no-untyped-def]
    maps = find_maps(path, read_pdf(path, engine=engine))
    assert len(maps) == 1
    return maps[0]


@pytest.mark.parametrize(
    ("size", "mode"), [((640, 480), "RGB"), ((900, 700), "L"), ((1200, 300), "RGB")]
)
def test_a_jpeg_shown_unchanged_is_written_as_it_is(
    tmp_path: Path, size: tuple[int, int], mode: str
) -> None:
    data = jpeg(size, mode)
    space = "/DeviceGray" if mode == "L" else "/DeviceRGB"
    pdf = pdf_with_image(
        tmp_path / "m.pdf", data, size, image_dict=f"/Filter /DCTDecode /ColorSpace {space}"
    )
    found = only_map(pdf)
    assert (found.suffix, found.picture) == ("jpg", data)
    assert (found.width, found.height) == size
    assert found.scale == pytest.approx(size[0] / PLACE[2])


def test_both_engines_write_the_same_jpeg_and_never_render_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pypdfium2  # type: ignore[import-untyped]

    data = jpeg((800, 600))
    pdf = pdf_with_image(tmp_path / "m.pdf", data, (800, 600))
    rendered: list[object] = []
    real = pypdfium2.PdfPage.render

    def counted(*args: object, **kwargs: object) -> object:
        rendered.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(pypdfium2.PdfPage, "render", counted)
    pictures = {only_map(pdf, engine).picture for engine in ("pdfplumber", "pdfium")}
    assert pictures == {data} and rendered == []


def test_a_stream_without_its_end_marker_gets_it(tmp_path: Path) -> None:
    data = jpeg((640, 480))
    assert data.endswith(b"\xff\xd9")
    pdf = pdf_with_image(tmp_path / "m.pdf", data[:-2], (640, 480))
    found = only_map(pdf)
    assert found.picture == data
    with Image.open(io.BytesIO(found.picture)) as image:
        image.load()  # a truncated JPEG would raise here
        assert image.size == (640, 480)


ICC_PROFILE = b"<< /N 3 /Alternate /DeviceRGB /Length 0 >>\nstream\n\nendstream"


@pytest.mark.parametrize(
    ("case", "options"),
    [
        ("keys printed over it", {"after": "BT /F1 14 Tf 100 250 Td (12) Tj ET"}),
        ("a box drawn over it", {"after": "0 0 1 RG 2 w 100 250 60 40 re S"}),
        (
            "turned a quarter",
            {"matrix": f"0 {PLACE[3]} -{PLACE[2]} 0 {PLACE[0] + PLACE[3]} {PLACE[1]}"},
        ),
        ("upside down", {"matrix": f"{PLACE[2]} 0 0 -{PLACE[3]} {PLACE[0]} {PLACE[1] + PLACE[3]}"}),
        ("clipped inside", {"before": "100 220 200 200 re W n"}),
        (
            "half transparent",
            {"before": "/GS0 gs", "resources": "/ExtGState << /GS0 << /ca 0.5 >> >>"},
        ),
        ("a soft mask", {"image_dict": "/Filter /DCTDecode /ColorSpace /DeviceRGB /SMask 7 0 R"}),
        (
            "a decode array",
            {"image_dict": "/Filter /DCTDecode /ColorSpace /DeviceRGB /Decode [1 0 1 0 1 0]"},
        ),
        ("a grey colour space", {"image_dict": "/Filter /DCTDecode /ColorSpace /DeviceGray"}),
        (
            "a four-colour profile",
            {"image_dict": "/Filter /DCTDecode /ColorSpace [/ICCBased 8 0 R]"},
        ),
    ],
)
def test_anything_changing_the_picture_is_rendered(
    tmp_path: Path, case: str, options: dict[str, str]
) -> None:
    data = jpeg((800, 600))
    mask = (
        b"<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /BitsPerComponent 8"
        b" /ColorSpace /DeviceGray /Length 1 >>\nstream\n\x80\nendstream"
    )
    profile = ICC_PROFILE.replace(b"/N 3", b"/N 4")
    pdf = pdf_with_image(tmp_path / "m.pdf", data, (800, 600), extra=[mask, profile], **options)
    found = only_map(pdf)
    assert found.suffix == "png", case
    assert found.picture.startswith(b"\x89PNG\r\n\x1a\n")


def test_an_rgb_icc_profile_is_kept_as_a_jpeg(tmp_path: Path) -> None:
    data = jpeg((800, 600))
    options = "/Filter /DCTDecode /ColorSpace [/ICCBased 7 0 R]"
    pdf = pdf_with_image(
        tmp_path / "m.pdf", data, (800, 600), image_dict=options, extra=[ICC_PROFILE]
    )
    assert only_map(pdf).suffix == "jpg"


def test_a_flate_image_is_rendered_to_png(tmp_path: Path) -> None:
    import zlib

    pixels = Image.open(io.BytesIO(jpeg((400, 300)))).convert("RGB").tobytes()
    options = "/Filter /FlateDecode /ColorSpace /DeviceRGB"
    pdf = pdf_with_image(tmp_path / "m.pdf", zlib.compress(pixels), (400, 300), image_dict=options)
    assert only_map(pdf).suffix == "png"


@pytest.mark.parametrize("orientation", [3, 6, 8])
def test_an_exif_turned_jpeg_is_rendered_and_an_upright_one_kept(
    tmp_path: Path, orientation: int
) -> None:
    turned = jpeg((800, 600), exif=b"Exif\x00\x00" + exif_turned(orientation))
    pdf = pdf_with_image(tmp_path / "t.pdf", turned, (800, 600))
    assert only_map(pdf).suffix == "png"
    upright = jpeg((800, 600), exif=b"Exif\x00\x00" + exif_turned(1))
    pdf = pdf_with_image(tmp_path / "u.pdf", upright, (800, 600))
    assert only_map(pdf).picture == upright


@pytest.mark.parametrize("little", [True, False])
def test_exif_orientation_is_read_in_either_byte_order(little: bool) -> None:
    for orientation in range(1, 9):
        assert exif_orientation(exif_turned(orientation, little)) == orientation
    assert exif_orientation(b"II*\x00\x08\x00\x00\x00\x00\x00") is None
    assert exif_orientation(b"nonsense") is None


@pytest.mark.parametrize(
    ("size", "mode"), [((17, 5), "L"), ((640, 480), "RGB"), ((3, 4000), "RGB")]
)
def test_jpeg_size_reads_the_frame_header(size: tuple[int, int], mode: str) -> None:
    components = 1 if mode == "L" else 3
    assert jpeg_size(jpeg(size, mode)) == (components, *size)


def test_jpeg_size_refuses_four_colour_and_broken_jpegs() -> None:
    out = io.BytesIO()
    Image.new("CMYK", (50, 40)).save(out, format="JPEG")
    assert jpeg_size(out.getvalue()) is None
    good = jpeg((50, 40))
    assert jpeg_size(good[:20]) is None
    assert jpeg_size(b"\xff\xd8\x00\x00garbage") is None


CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
TREES = [
    Path(__file__).resolve().parents[1] / "samples" / "sunken-shrine.pdf",
    CORPUS / "LGMRD_Lazy_GMs_Resource_Document.pdf",  # a nested page tree
    CORPUS / "HH_Darkloch.pdf",
]


@pytest.mark.parametrize("pdf", [p for p in TREES if p.is_file()], ids=lambda p: p.name)
def test_page_resources_down_the_counts_are_pdfminers_for_every_page(pdf: Path) -> None:
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdfparser import PDFParser
    from pdfminer.pdftypes import resolve1

    from converter.read.map_jpeg import page_resources

    with pdf.open("rb") as handle:
        document = PDFDocument(PDFParser(handle))
        root = resolve1(document.catalog["Pages"])
        pages = list(PDFPage.create_pages(document))
        for number, page in enumerate(pages, 1):
            assert page_resources(root, number) == resolve1(page.resources), number
        assert page_resources(root, len(pages) + 1) is None
        assert page_resources(root, 0) is None


def test_page_resources_are_inherited_and_a_wrong_count_gives_none() -> None:
    from converter.read.map_jpeg import page_resources

    shared = {"XObject": {"Im0": "image"}}
    page = {"Type": "Page"}
    own = {"Type": "Page", "Resources": {"Font": {}}}
    tree = {"Kids": [{"Kids": [page, own], "Count": 2, "Resources": shared}, page], "Count": 3}
    assert page_resources(tree, 1) == shared
    assert page_resources(tree, 2) == {"Font": {}}
    assert page_resources(tree, 3) is None  # the last page has no resources at all
    tree["Kids"][0]["Count"] = 5  # type: ignore[index]
    assert page_resources(tree, 1) == shared
    assert page_resources(tree, 3) is None  # the counts lead into a branch too short
    assert page_resources({"Kids": [{"Kids": [], "Count": "x"}]}, 1) is None
