"""Blocks → flowables (``StoryBuilder``) and what every page carries (``Decoration``)."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, HRFlowable, Paragraph, Spacer, TableStyle
from reportlab.platypus import Table as RLTable

from . import drift_render as sd
from . import hinter_render as sh
from . import nomad_render as nr
from . import outland_render as so
from . import pilgrim_render as pr
from . import rogue_render as sr
from . import rover_render as rvr
from . import stark_render as sk
from . import story_feral as sf
from . import story_wide as sw
from . import story_wild as sx
from . import stray_render as sy
from . import vagrant_render as vr
from . import wayfarer_render as wr
from .blocks import (
    AreaHeading,
    Block,
    Block5e,
    ColumnBreakHint,
    KeyTable,
    MindMap,
    Module,
    NumberedList,
    Para,
    ReadAloud,
    SectionHeading,
    Sidebar,
    Table,
    Title,
)
from .flowables import Box, ColumnFoot, MindMapFlowable, PageRecorder, TrackedParagraph
from .fonts import faces
from .layout import Layout


def split_heading(label: str, name: str) -> str:
    """A heading broken over two lines: the key above the name, or a long name in two."""
    if label:
        return f"{label}<br/>{name}"
    words = name.split(" ")
    if len(words) < 2:
        return name
    cut = (len(words) + 1) // 2
    return f"{' '.join(words[:cut])}<br/>{' '.join(words[cut:])}"


def sw_rows(scores: list[int]) -> list[list[str]]:
    from .statlines_wide import modsave_rows

    return modsave_rows(scores)


def small_caps(text: str, size: float) -> str:
    """Small caps the way DTP fakes them: capitals at full size, the rest as smaller capitals."""
    out = []
    for word in text.split(" "):
        if word[:1].isalpha():
            out.append(f"{word[0].upper()}<font size={size * 0.78:.1f}>{word[1:].upper()}</font>")
        else:
            out.append(word)
    return " ".join(out)


class StoryBuilder:
    def __init__(self, layout: Layout, recorder: PageRecorder, module: Module) -> None:
        self.layout, self.recorder, self.module = layout, recorder, module
        self.body_faces = faces(layout.font_family)
        self.head_faces = faces(layout.heading_family)
        size, ink = layout.body_size, layout.ink
        hyphenate = 1 if "hyphenation" in module.switches else 0
        # hanging keys: the text column is indented and the keys sit in the indent
        self.hang = size * 3.2 if "hanging_keys" in module.switches else 0.0
        self.body = ParagraphStyle(
            "body",
            fontName=self.body_faces.regular,
            fontSize=size,
            leading=size * 1.22,
            textColor=ink,
            alignment=TA_JUSTIFY if layout.justify else TA_LEFT,
            spaceAfter=size * 0.4,
            leftIndent=self.hang,
            embeddedHyphenation=hyphenate,
            hyphenationMinWordLength=5,
        )
        self.read = ParagraphStyle("read", parent=self.body, fontName=self.body_faces.italic)
        self.stat = ParagraphStyle(
            "stat",
            parent=self.body,
            fontSize=size * 0.92,
            leading=size * 1.12,
            leftIndent=6 + self.hang,
            alignment=TA_LEFT,
        )
        self.note = ParagraphStyle(
            "note", parent=self.body, fontSize=size * 0.85, fontName=self.body_faces.italic
        )
        self.column_width = layout.body_width / layout.columns - layout.gutter
        self.frame_height = layout.body_height * 0.4  # the shortest frame: keep-whole limit

    def heading(
        self, text: str, bigger: float, colour: bool = False, keep: bool = True
    ) -> Paragraph:
        style = ParagraphStyle(
            "h",
            fontName=self.head_faces.bold,
            fontSize=self.layout.body_size + bigger,
            leading=(self.layout.body_size + bigger) * 1.2,
            spaceBefore=6,
            spaceAfter=3,
            textColor=self.layout.accent if colour else self.layout.ink,
            keepWithNext=keep,
        )
        return Paragraph(text, style)

    def area_heading(self, block: AreaHeading) -> list[Flowable]:
        kind = self.layout.heading_style
        if kind in sx.WILD_HEADINGS:
            return sx.wild_heading(self, block)
        switches = self.module.switches
        hanging = "hanging_keys" in switches and bool(block.label)
        label = "" if hanging else block.label
        text = f"{label} {block.name}{block.tail}".strip()
        if "split_headings" in switches:
            text = split_heading(label, block.name + block.tail)
        size = self.layout.body_size + {"larger": 3, "colour": 2, "smallcaps": 2}.get(kind, 1)
        if kind == "sameface":  # newsletter: body face and size, only the ending marks it
            size = self.layout.body_size
        if kind == "caps":
            text = text.upper().replace("<BR/>", "<br/>")
        elif kind == "smallcaps":
            text = small_caps(text, size)
        face = self.head_faces.bold
        if kind == "sameface":
            face = self.body_faces.bold if self.module.seed % 2 else self.body_faces.regular
        if "letterspaced" in switches and not hanging and "<br/>" not in text:
            spaced = f"{block.label} {block.name}{block.tail}".strip()
            spaced = spaced.upper() if self.module.seed % 3 else spaced
            return [
                sw.LetterSpacedHeading(
                    spaced, self.head_faces.bold, size, self.layout.ink, block.marker, self.recorder
                )
            ]
        style = ParagraphStyle(
            "area",
            leftIndent=self.hang,
            fontName=face,
            fontSize=size,
            leading=size * 1.2,
            spaceBefore=7,
            spaceAfter=2,
            keepWithNext=True,
            textColor=self.layout.accent if kind in ("colour", "smallcaps") else self.layout.ink,
        )
        out: list[Flowable] = [
            sw.HangingHeading(
                text,
                style,
                block.hang or block.label,
                self.head_faces.bold,
                markers=(block.marker,),
                recorder=self.recorder,
            )
            if hanging
            else TrackedParagraph(text, style, markers=(block.marker,), recorder=self.recorder)
        ]
        if kind == "rule":
            rule = HRFlowable(width="100%", thickness=0.7, color=self.layout.accent, spaceAfter=3)
            rule.keepWithNext = 1
            out.append(rule)
        return out

    def paragraph(self, block: Para) -> Flowable:
        if block.kind == "bullet":
            return sx.bullet(self, block)
        style = {"read": self.read, "stat": self.stat, "note": self.note}.get(block.kind, self.body)
        text = f"<b>{block.lead}</b> {block.text}" if block.lead else block.text
        whole = (
            self.frame_height
            if (block.markers and not block.lead) or len(block.markers) > 1
            else 0.0
        )
        if block.kind == "footnote":
            style = ParagraphStyle("foot", parent=self.note, fontSize=self.layout.body_size * 0.75)
        if block.kind == "dropcap" and text[:1].isalpha():
            return sw.DropCapParagraph(
                text,
                style,
                self.head_faces.bold,
                markers=block.markers,
                recorder=self.recorder,
                keep_whole=whole,
            )
        paragraph = TrackedParagraph(
            text, style, markers=block.markers, recorder=self.recorder, keep_whole=whole
        )
        if block.kind == "statbox":
            return self.box([paragraph])
        if block.kind == "runon" or (block.kind == "stat" and self.layout.paper is not None):
            return self.box([paragraph], accent_bar=True)  # small boxes / web callouts
        return paragraph

    def box(self, paragraphs: list[Paragraph], accent_bar: bool = False) -> Box:
        dark = self.layout.paper is not None
        fill = colors.HexColor("#2b2f3a") if dark else colors.HexColor("#efe9dc")
        return Box(paragraphs, fill, self.layout.accent, accent_bar=accent_bar or dark)

    def block_5e(self, block: Block5e) -> list[Flowable]:
        size, lay = self.layout.body_size, self.layout
        out: list[Flowable] = [Spacer(1, 4)]
        if block.cross_column:  # real blocks run over a column break; make sure some do
            out = [ColumnFoot(room=size * 7)]
        prop = ParagraphStyle(
            "prop", parent=self.stat, leftIndent=0, fontSize=size * 0.9, spaceAfter=1
        )
        for role, text in block.lines:
            if role == "name":
                style = ParagraphStyle(
                    "sbname",
                    fontName=self.head_faces.bold,
                    fontSize=size + 3,
                    leading=(size + 3) * 1.15,
                    textColor=lay.accent,
                    keepWithNext=True,
                )
                out.append(
                    TrackedParagraph(text, style, markers=(block.marker,), recorder=self.recorder)
                )
            elif role == "meta":
                out.append(
                    Paragraph(
                        text, ParagraphStyle("meta", parent=prop, fontName=self.body_faces.italic)
                    )
                )
            elif role == "rule":
                out.append(
                    HRFlowable(
                        width="100%", thickness=1.2, color=lay.accent, spaceBefore=2, spaceAfter=2
                    )
                )
            elif role == "modsave":
                rows = sw_rows([int(v) for v in text.split()])
                out.append(sw.modsave_table(rows, self.body_faces.regular, size * 0.8, lay.ink))
            elif role in ("abilities", "abilities2024"):
                out.append(self.abilities(text.split(), role == "abilities2024"))
            elif role in sx.BLOCK_ROLES:
                out += sx.block_role(self, role, text, block.marker)
            elif role in ("section", "band"):
                style = ParagraphStyle(
                    "band",
                    parent=prop,
                    fontName=self.head_faces.bold,
                    fontSize=size + (1 if role == "section" else 0),
                    textColor=lay.accent,
                    spaceBefore=3,
                    keepWithNext=True,
                )
                out.append(Paragraph(text, style))
            else:
                out.append(Paragraph(text, prop))
        return [*out, Spacer(1, 6)]

    def abilities(self, scores: list[str], with_saves: bool) -> RLTable:
        names = ("STR", "DEX", "CON", "INT", "WIS", "CHA")
        mods = [f"{(int(s) - 10) // 2:+d}" for s in scores]
        if with_saves:
            rows = [
                [
                    f"{n} {s} {m} {m}"
                    for n, s, m in zip(names[i::2], scores[i::2], mods[i::2], strict=True)
                ]
                for i in range(2)
            ]
        else:
            rows = [list(names), [f"{s} ({m})" for s, m in zip(scores, mods, strict=True)]]
        width = f"{100 / len(rows[0]):.2f}%"
        table = RLTable(rows, colWidths=[width] * len(rows[0]), hAlign="LEFT")
        table.setStyle(
            TableStyle(
                [
                    (
                        "FONT",
                        (0, 0),
                        (-1, -1),
                        self.body_faces.regular,
                        self.layout.body_size * 0.85,
                    ),
                    ("TEXTCOLOR", (0, 0), (-1, -1), self.layout.ink),
                    ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                    ("TOPPADDING", (0, 0), (-1, -1), 1),
                ]
            )
        )
        return table

    def table(self, block: Table) -> list[Flowable]:
        cell = ParagraphStyle(
            "cell",
            parent=self.body,
            fontSize=self.layout.body_size * 0.9,
            alignment=TA_LEFT,
            spaceAfter=0,
        )
        rows = [
            [
                Paragraph(f"<b>{block.header[0]}</b>", cell),
                Paragraph(f"<b>{block.header[1]}</b>", cell),
            ]
        ]
        rows += [[Paragraph(a, cell), Paragraph(b, cell)] for a, b in block.rows]
        table = RLTable(rows, colWidths=["28%", "72%"], hAlign="LEFT")
        stripe = colors.HexColor("#2b2f3a") if self.layout.paper else colors.HexColor("#ece6da")
        table.setStyle(
            TableStyle(
                [
                    ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, stripe]),
                    ("LINEBELOW", (0, 0), (-1, 0), 0.8, self.layout.accent),
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ]
            )
        )
        return [self.heading(block.title, 1, colour=True), table, Spacer(1, 6)]

    def flowables(self, block: Block) -> list[Flowable]:
        size = self.layout.body_size
        if "ligatures" in self.module.switches:
            block = sw.ligate_block(block)
        if self.module.style == "plaintext" and isinstance(block, vr.PLAIN_FRONT):
            return vr.plain_front(self, block)
        if isinstance(block, rvr.ROVER_BLOCKS):
            return rvr.rover_flowables(self, block)
        if isinstance(block, wr.WAYFARER_BLOCKS):
            return wr.wayfarer_flowables(self, block)
        if isinstance(block, vr.VAGRANT_BLOCKS):
            return vr.vagrant_flowables(self, block)
        if isinstance(block, pr.PILGRIM_BLOCKS):
            return pr.pilgrim_flowables(self, block)
        if isinstance(block, nr.NOMAD_BLOCKS):
            return nr.nomad_flowables(self, block)
        if isinstance(block, sh.HINTER_BLOCKS):
            return sh.hinter_flowables(self, block)
        if isinstance(block, sk.STARK_BLOCKS):
            return sk.stark_flowables(self, block)
        if isinstance(block, sd.DRIFT_BLOCKS):
            return sd.drift_flowables(self, block)
        if isinstance(block, so.OUTLAND_BLOCKS):
            return so.outland_flowables(self, block)
        if isinstance(block, sr.ROGUE_BLOCKS):
            return sr.rogue_flowables(self, block)
        if isinstance(block, sy.STRAY_BLOCKS):
            return sy.stray_flowables(self, block)
        if isinstance(block, sx.WILD_BLOCKS):
            return sx.wild_flowables(self, block)
        if isinstance(block, sf.FERAL_BLOCKS):
            return sf.feral_flowables(self, block)
        if isinstance(block, ColumnBreakHint):
            return [ColumnFoot(room=size * 1.22 * block.lines + size * 3)]
        if isinstance(block, KeyTable):
            cell = ParagraphStyle(
                "kcell", parent=self.body, fontSize=size * 0.92, leftIndent=0, alignment=TA_LEFT
            )
            table = sw.key_table(
                block, cell, self.recorder, self.layout.accent, self.layout.paper is not None
            )
            return [table, Spacer(1, 8)]
        if isinstance(block, Title):
            title_size = 24 if self.layout.width > 500 else 17
            title = ParagraphStyle(
                "title",
                fontName=self.head_faces.bold,
                fontSize=title_size,
                leading=title_size * 1.15,
                alignment=TA_CENTER,
                textColor=self.layout.accent,
            )
            sub = ParagraphStyle(
                "sub", parent=self.body, alignment=TA_CENTER, fontName=self.body_faces.italic
            )
            from reportlab.platypus import FrameBreak

            return [
                Paragraph(block.title, title),
                Paragraph(block.subtitle, sub),
                Paragraph(block.byline, sub),
                FrameBreak(),
            ]
        if isinstance(block, SectionHeading):
            return [
                self.heading(
                    block.text.upper() if block.level == 1 else block.text,
                    (6 if self.column_width > 170 else 3) if block.level == 1 else 2,
                    colour=block.level == 1,
                )
            ]
        if isinstance(block, AreaHeading):
            return self.area_heading(block)
        if isinstance(block, Para):
            return [self.paragraph(block)]
        if isinstance(block, ReadAloud):
            return [self.box([Paragraph(block.text, self.read)])]
        if isinstance(block, Block5e):
            return self.block_5e(block)
        if isinstance(block, Table):
            return self.table(block)
        if isinstance(block, Sidebar):
            head = ParagraphStyle(
                "sidehead", parent=self.body, fontName=self.head_faces.bold, fontSize=size + 1
            )
            return [self.box([Paragraph(block.title, head), Paragraph(block.text, self.body)])]
        if isinstance(block, NumberedList):
            item = ParagraphStyle("item", parent=self.body, leftIndent=12, firstLineIndent=-12)
            return [
                Paragraph(f"<b>{n}.</b> {text}", item)
                for n, text in enumerate(block.items, start=1)
            ]
        raise TypeError(f"no flowable for {type(block).__name__}")

    def mind_map(self, block: MindMap) -> Flowable:
        return MindMapFlowable(
            block, self.recorder, self.body_faces.regular, self.body_faces.bold, colors.black
        )
