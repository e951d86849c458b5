"""The strider document's look: the ``Plan`` drawn from the seed (page size, margins, faces,
sizes, columns, header and footer fields, the style's word-processor habits) and the flat
ODT head that carries it (font faces, paragraph, character, table, frame and section
styles, outline numbering, page layouts and master pages)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from .style import Style
from .styles_strider import WP_FONTS

PAGES = {"letter": (612.0, 792.0), "a4": (595.3, 841.9), "a5": (419.5, 595.3)}
BASES = [
    "Title",
    "Subtitle",
    "Byline",
    "H1",
    "H2",
    "H3",
    "FakeHead",
    "Body",
    "BodyKeep",
    "Stat",
    "Small",
    "Read",
    "ReadText",
    "SideHead",
    "SideText",
    "SideHeadBox",
    "SideTextBox",
    "Anchor",
    "ListText",
    "Caption",
    "Leader",
    "Cell",
    "CellHead",
    "BlockFirst",
    "BlockLine",
    "Footnote",
]
BREAKS = {
    "Page": 'style:master-page-name=""><style:paragraph-properties fo:break-before="page"/>',
    "Column": '><style:paragraph-properties fo:break-before="column"/>',
    "Landscape": 'style:master-page-name="Landscape">',
    "Portrait": 'style:master-page-name="Standard">',
}


@dataclass(frozen=True)
class Plan:
    rng: random.Random  # the layout's own stream (line breaks as they are written)
    width: float
    height: float
    margin: float
    columns: int
    body_font: str
    head_font: str
    size: float
    justify: bool
    header: str  # "" (none), or the running header's left text
    chapter_field: bool
    footer: str  # "n", "Page n", "Page n of N"
    outline: str  # "", "n.", "n)", "c.n"
    title_page: bool
    small_caps: bool
    fake_headings: bool
    line_breaks: bool
    tab_indent: bool
    frames: bool
    frame_side: str

    @property
    def text_width(self) -> float:
        gap = 14.0 * (self.columns - 1)
        return (self.width - 2 * self.margin - gap) / self.columns


def make_plan(seed: int, style: Style, title: str, outline: str) -> Plan:
    rng = random.Random(seed * 7919 + 94)
    width, height = PAGES[rng.choice(style.page_sizes)]
    footed = style.name == "footed"
    columns = 1 if style.name == "sectioned" else rng.randint(*style.columns)
    if width < 500:
        columns = 1
    return Plan(
        rng=random.Random(seed * 104729 + 7),
        width=width,
        height=height,
        margin=rng.choice((42.0, 50.0, 57.0, 72.0)) * (0.75 if width < 500 else 1.0),
        columns=columns,
        body_font=rng.choice(style.fonts),
        head_font=rng.choice(WP_FONTS),
        size=round(rng.uniform(*style.body_sizes) * 2) / 2,
        justify=footed or rng.random() < 0.5,
        header=title if footed or rng.random() < 0.4 else "",
        chapter_field=footed or rng.random() < 0.3,
        footer=rng.choice(("Page n of N", "Page n of N", "n"))
        if footed
        else rng.choice(("n", "Page n", "")),
        outline=outline,
        title_page=footed,
        small_caps=footed and rng.random() < 0.6,
        fake_headings=footed and rng.random() < 0.5,
        line_breaks=footed,
        tab_indent=footed and rng.random() < 0.5,
        frames=style.name == "framed",
        frame_side=rng.choice(("left", "right")),
    )


NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
    'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
    'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"'
)


def pstyle(name: str, parent: str, para: str = "", text: str = "", extra: str = "") -> str:
    attrs = f' style:parent-style-name="{parent}"' if parent else ""
    inner = extra
    if para:
        inner += f"<style:paragraph-properties {para}/>"
    if text:
        inner += f"<style:text-properties {text}/>"
    return f'<style:style style:name="{name}" style:family="paragraph"{attrs}>{inner}</style:style>'


def font(name: str, size: float, more: str = "") -> str:
    return f'style:font-name="{name}" fo:font-size="{size:.1f}pt" {more}'


def box_styles(plan: Plan) -> list[str]:
    """Read-aloud, sidebars, lists, leaders, cells, blocks, notes, header and footer."""
    s, body, head = plan.size, plan.body_font, plan.head_font
    bold, italic = 'fo:font-weight="bold"', 'fo:font-style="italic"'
    keep = 'fo:keep-with-next="always"'
    box = 'fo:border="0.6pt solid #444444" fo:padding="4pt" fo:background-color="#ece8dc"'
    leader = (
        f"<style:paragraph-properties><style:tab-stops><style:tab-stop style:position="
        f'"{plan.text_width * 0.7:.0f}pt" style:leader-style="dotted" style:leader-text="."/>'
        "</style:tab-stops></style:paragraph-properties>"
    )
    tabs = (
        f"<style:paragraph-properties><style:tab-stops><style:tab-stop style:position="
        f'"{plan.width - 2 * plan.margin:.0f}pt" style:type="right"/></style:tab-stops>'
        "</style:paragraph-properties>"
    )
    return [
        pstyle("Read", "Standard", f'{box} fo:margin-left="6pt" fo:margin-right="6pt"', italic),
        pstyle("ReadText", "Standard", "", italic),
        pstyle("SideHead", "Standard", keep, font(head, s, bold)),
        pstyle("SideText", "Standard", 'fo:text-align="start"', font(body, s * 0.9)),
        pstyle(
            "SideHeadBox",
            "Standard",
            f'{keep} fo:border-top="1pt solid #000000" fo:padding="2pt"',
            font(head, s, bold),
        ),
        pstyle(
            "SideTextBox",
            "Standard",
            'fo:border-bottom="1pt solid #000000" fo:padding="2pt"',
            font(body, s * 0.9),
        ),
        pstyle("Anchor", "Standard", 'fo:margin-bottom="0pt"', 'fo:font-size="2pt"'),
        pstyle("ListText", "Standard"),
        pstyle("Caption", "Standard", f'{keep} fo:margin-top="{s * 0.6:.0f}pt"'),
        pstyle("Leader", "Standard", 'fo:margin-bottom="0pt"', "", leader),
        pstyle(
            "Cell", "Standard", 'fo:margin-bottom="0pt" fo:text-align="start"', font(body, s * 0.9)
        ),
        pstyle("CellHead", "Cell", "", bold),
        pstyle(
            "BlockFirst",
            "Standard",
            f'fo:border-top="1.5pt solid #7a1c12" fo:padding-top="2pt" {keep}',
            "",
        ),
        pstyle(
            "BlockLine",
            "Standard",
            'fo:margin-bottom="1pt" fo:text-align="start"',
            font(body, s * 0.92),
        ),
        pstyle("Footnote", "Standard", "", font(body, s * 0.8)),
        pstyle("Header", "Standard", 'fo:text-align="start"', font(head, s * 0.8, italic), tabs),
        pstyle("Footer", "Standard", 'fo:text-align="center"', font(body, s * 0.8)),
    ]


def paragraph_styles(plan: Plan) -> str:
    s, body, head = plan.size, plan.body_font, plan.head_font
    align = 'fo:text-align="justify"' if plan.justify else 'fo:text-align="start"'
    lang = 'fo:language="en" fo:country="US" fo:hyphenate="true"'
    bold, italic = 'fo:font-weight="bold"', 'fo:font-style="italic"'
    keep = 'fo:keep-with-next="always"'
    styles = [
        pstyle(
            "Standard", "", f'{align} fo:margin-bottom="{s * 0.4:.1f}pt"', f"{font(body, s)} {lang}"
        ),
        pstyle(
            "Title",
            "Standard",
            'fo:text-align="center" fo:margin-top="40pt"',
            font(head, s * 2.4, bold),
        ),
        pstyle("Subtitle", "Standard", 'fo:text-align="center"', font(head, s * 1.3, italic)),
        pstyle(
            "Byline", "Standard", 'fo:text-align="center" fo:margin-bottom="18pt"', font(body, s)
        ),
        pstyle(
            "H1",
            "Standard",
            f'fo:margin-top="{s:.0f}pt" {keep} fo:text-align="start"',
            font(head, s * 1.7, bold),
        ),
        pstyle(
            "H2",
            "Standard",
            f'fo:margin-top="{s * 0.8:.0f}pt" {keep} fo:text-align="start"',
            font(head, s * 1.3, bold),
        ),
        pstyle("H3", "Standard", f"{keep}", font(head, s * 1.1, bold)),
        pstyle("FakeHead", "Standard", f'fo:margin-top="{s * 0.6:.0f}pt" {keep}', ""),
        pstyle("Body", "Standard"),
        pstyle("BodyKeep", "Standard", 'fo:keep-together="always"'),
        pstyle(
            "Stat",
            "Standard",
            'fo:margin-left="10pt" fo:text-indent="-10pt" fo:text-align="start"',
            font(body, s * 0.9),
        ),
        pstyle("Small", "Standard", "", font(body, s * 0.85)),
    ]
    styles += box_styles(plan)
    text = "".join(styles)
    for level in (1, 2, 3):  # the heading styles belong to the outline's levels
        name = f'style:name="H{level}" style:family="paragraph"'
        text = text.replace(name, f'{name} style:default-outline-level="{level}"')
    return text


def character_styles(plan: Plan) -> str:
    def cstyle(name: str, props: str) -> str:
        return (
            f'<style:style style:name="{name}" style:family="text">'
            f"<style:text-properties {props}/></style:style>"
        )

    return "".join(
        (
            cstyle("B", 'fo:font-weight="bold"'),
            cstyle("I", 'fo:font-style="italic"'),
            cstyle("SC", 'fo:font-variant="small-caps"'),
            cstyle(
                "BlockName",
                f'fo:font-weight="bold" fo:font-size="{plan.size * 1.3:.1f}pt" fo:color="#7a1c12"',
            ),
        )
    )


def outline_style(plan: Plan) -> str:
    def level(n: int, fmt: str, suffix: str, display: int = 1) -> str:
        shown = f' text:display-levels="{display}"' if display > 1 else ""
        return (
            f'<text:outline-level-style text:level="{n}" style:num-format="{fmt}" '
            f'style:num-suffix="{suffix}"{shown}><style:list-level-properties '
            'text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-'
            'alignment text:label-followed-by="space"/></style:list-level-properties>'
            "</text:outline-level-style>"
        )

    form = plan.outline
    first = level(1, "1", "") if form == "c.n" else level(1, "", "")
    if form == "c.n":
        second = level(2, "1", "", 2)
    elif form:
        second = level(2, "1", form[-1])
    else:
        second = level(2, "", "")
    return f'<text:outline-style style:name="Outline">{first}{second}{level(3, "", "")}</text:outline-style>'


def numbered_list() -> str:
    return (
        '<text:list-style style:name="Numbers"><text:list-level-style-number text:level="1" '
        'style:num-suffix="." style:num-format="1"><style:list-level-properties text:list-level-'
        'position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-'
        'followed-by="listtab" text:list-tab-stop-position="18pt" fo:text-indent="-18pt" '
        'fo:margin-left="18pt"/></style:list-level-properties></text:list-level-style-number>'
        "</text:list-style>"
    )


def automatic_styles(plan: Plan) -> str:
    parts = [
        f'<style:style style:name="{base}_{kind}" style:family="paragraph" '
        f'style:parent-style-name="{base}" {attrs}</style:style>'
        for base in BASES
        for kind, attrs in BREAKS.items()
    ]
    parts.append(
        '<style:style style:name="Tab" style:family="table"><style:table-properties '
        f'style:width="{plan.text_width:.1f}pt" table:align="margins" fo:margin-top="2pt" '
        'fo:margin-bottom="6pt"/></style:style>'
    )
    parts += [
        f'<style:style style:name="Tcol{w}" style:family="table-column"><style:table-column-'
        f'properties style:rel-column-width="{w * 1000}*"/></style:style>'
        for w in range(1, 8)
    ]
    parts.append(
        '<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties '
        'fo:padding="2pt" fo:border="0.5pt solid #000000"/></style:style>'
    )
    frame = (
        'style:vertical-pos="top" style:vertical-rel="paragraph" style:horizontal-rel="paragraph" '
        'fo:border="0.8pt solid #333333" fo:padding="4pt" draw:fill="solid" '
        'draw:fill-color="#e8e4d8" fo:background-color="#e8e4d8"'
    )
    parts.append(
        '<style:style style:name="ReadFrame" style:family="graphic"><style:graphic-properties '
        f'style:wrap="none" style:horizontal-pos="center" {frame}/></style:style>'
    )
    parts.append(
        '<style:style style:name="SideFrame" style:family="graphic"><style:graphic-properties '
        f'style:wrap="parallel" style:number-wrapped-paragraphs="no-limit" fo:margin-left="8pt" '
        f'fo:margin-right="8pt" style:horizontal-pos="{plan.frame_side}" {frame}/></style:style>'
    )
    parts += [
        f'<style:style style:name="Sect{n}" style:family="section"><style:section-properties>'
        f'<style:columns fo:column-count="{n}" fo:column-gap="12pt"/></style:section-properties>'
        "</style:style>"
        for n in (2, 3)
    ]
    parts += [
        page_layout("PLmain", plan.width, plan.height, plan),
        page_layout("PLfirst", plan.width, plan.height, plan, 1),
        page_layout("PLland", plan.height, plan.width, plan, 1),
    ]
    return "".join(parts)


def page_layout(name: str, width: float, height: float, plan: Plan, columns: int = 0) -> str:
    columns = columns or plan.columns
    cols = (
        f'<style:columns fo:column-count="{columns}" fo:column-gap="14pt"/>' if columns > 1 else ""
    )
    orient = "landscape" if width > height else "portrait"
    m = plan.margin
    return (
        f'<style:page-layout style:name="{name}"><style:page-layout-properties '
        f'fo:page-width="{width:.1f}pt" fo:page-height="{height:.1f}pt" '
        f'style:print-orientation="{orient}" fo:margin-top="{m * 0.7:.1f}pt" '
        f'fo:margin-bottom="{m * 0.7:.1f}pt" fo:margin-left="{m:.1f}pt" '
        f'fo:margin-right="{m:.1f}pt">{cols}</style:page-layout-properties>'
        '<style:header-style><style:header-footer-properties fo:min-height="0pt" '
        'fo:margin-bottom="8pt"/></style:header-style><style:footer-style>'
        '<style:header-footer-properties fo:min-height="0pt" fo:margin-top="8pt"/>'
        "</style:footer-style></style:page-layout>"
    )


def master_styles(plan: Plan) -> str:
    header = ""
    if plan.header:
        chapter = '<text:tab/><text:chapter text:display="name" text:outline-level="1"/>'
        header = (
            f'<style:header><text:p text:style-name="Header">{escape_text(plan.header)}'
            f"{chapter if plan.chapter_field else ''}</text:p></style:header>"
        )
    number = '<text:page-number text:select-page="current">1</text:page-number>'
    count = "<text:page-count>1</text:page-count>"
    text = {"n": number, "Page n": f"Page {number}", "Page n of N": f"Page {number} of {count}"}
    footer = (
        f'<style:footer><text:p text:style-name="Footer">{text[plan.footer]}</text:p></style:footer>'
        if plan.footer
        else ""
    )
    return (
        "<office:master-styles>"
        f'<style:master-page style:name="Standard" style:page-layout-name="PLmain">{header}{footer}'
        "</style:master-page>"
        '<style:master-page style:name="First" style:page-layout-name="PLfirst" '
        'style:next-style-name="Standard"/>'
        f'<style:master-page style:name="Landscape" style:page-layout-name="PLland">{footer}'
        "</style:master-page></office:master-styles>"
    )


def escape_text(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def document_head(plan: Plan) -> str:
    faces = "".join(
        f'<style:font-face style:name="{f}" svg:font-family="\'{f}\'"/>' for f in WP_FONTS
    )
    title_master = (
        pstyle("Title_First", "Title", "", "", "").replace(
            'style:family="paragraph"', 'style:family="paragraph" style:master-page-name="First"'
        )
        if plan.title_page
        else ""
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<office:document {NS} office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.text">'
        f"<office:font-face-decls>{faces}</office:font-face-decls>"
        f"<office:styles>{paragraph_styles(plan)}{character_styles(plan)}{outline_style(plan)}"
        f"{numbered_list()}</office:styles>"
        f"<office:automatic-styles>{automatic_styles(plan)}{title_master}</office:automatic-styles>"
        f"{master_styles(plan)}"
    )
