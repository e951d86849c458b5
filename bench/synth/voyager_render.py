"""The voyager styles' text layers: the same typeset page, its text written the way a real
producer writes it. ``ProducerText`` replaces reportlab's text operators string by string (so
every glyph lands where reportlab placed it, only the operators differ); ``ProducerCanvas``
gives it to every text object and, for a browser's print, holds the page's runs back and
writes them at the page's end in the browser's order.

- ``kerned`` (InDesign, Affinity): each word cut into glyph runs with small kerning offsets in
  one TJ array, no space characters (a word gap is a move), "ff", "fi", "fl", "ffi", "ffl"
  as their ligature glyphs (U+FB00-FB04) where the face has them, headings tracked 0.05 em.
- ``wordbold`` (Word): every word drawn on its own with its space, the justified gap as a
  move (a line-end hyphen is the soft hyphen U+00AD, as reportlab writes it); bold faces faked in the regular face,
  drawn twice 0.3 pt apart or filled and stroked (render mode 2), one way a module.
- ``browser`` (a browser's print to PDF): runs of one to three words, each its own text
  object at an absolute position; the page's upright runs written at its end, the body line
  by line across the columns (the columns interleaved), the headings after the body (turned
  runs, a margin label or a map's node, are written where they are drawn).
- ``glyphs`` (Canva-like exports): every glyph its own text object at an absolute position,
  no space characters.
"""

from __future__ import annotations

import random
import re
from typing import Any

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase.pdfmetrics import getFont, stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.textobject import PDFTextObject

LIGATURES = (
    ("ffi", "\ufb03"),
    ("ffl", "\ufb04"),
    ("ff", "\ufb00"),
    ("fi", "\ufb01"),
    ("fl", "\ufb02"),
)
SNIPPET_MODES = ("browser", "glyphs")
TOKEN = re.compile(r"\S+|\s+")


class ProducerText(PDFTextObject):
    """A text object whose strings are written as the canvas's ``mode`` producer writes them;
    it keeps the advance since the line's start so a run can be placed absolutely."""

    _x: float
    _y: float
    _fontname: str

    def __init__(self, canvas: ProducerCanvas, x: float = 0, y: float = 0, direction: Any = None):
        self.advance = 0.0
        self.fill_op = ""
        self.snippets: list[tuple[float, float, float, str]] = []  # x, y, size, code
        super().__init__(canvas, x, y, direction)
        self.producer = canvas

    # -- where the current point is ----------------------------------------------------------
    def setTextOrigin(self, x: float, y: float) -> None:  # noqa: N802 - reportlab's name
        super().setTextOrigin(x, y)
        self.advance = 0.0

    def moveCursor(self, dx: float, dy: float) -> None:  # noqa: N802 - reportlab's name
        super().moveCursor(dx, dy)
        self.advance = 0.0

    def textLine(self, text: str = "") -> None:  # noqa: N802 - reportlab's name
        """As reportlab's, but the text is written on the line it starts (reportlab moves its
        cursor down before it formats the text)."""
        code = self._formatText(text)
        self._x = self._x0
        self._y0 = self._y = self._y - self._leading if self._canvas.bottomup else self._y
        self._code.append(f"{code} T*")
        self.advance = 0.0

    def _textOut(self, text: str, TStar: int = 0) -> None:  # noqa: N803 - reportlab's name
        super()._textOut(text, TStar)
        if TStar:  # reportlab does not follow T* on its side
            self._y0 -= self._leading
            self._y = self._y0
            self.advance = 0.0

    def setFillColor(self, aColor: Any, alpha: Any = None) -> None:  # noqa: N802, N803
        super().setFillColor(aColor, alpha)
        self.fill_op = self._code[-1]

    # -- measuring ---------------------------------------------------------------------------
    def width(self, text: str, font: str | None = None) -> float:
        """The advance reportlab gave ``text``: glyphs, character and word spacing."""
        char = getattr(self, "_charSpace", 0.0) or 0.0
        word = getattr(self, "_wordSpace", 0.0) or 0.0
        glyphs = stringWidth(text, font or self._fontname, self._fontsize)
        return glyphs + char * len(text) + word * text.count(" ")

    def move(self, points: float) -> str:
        """A TJ that moves the current point ``points`` to the right without drawing."""
        return f"[{fp_str(-points * 1000.0 / self._fontsize)}] TJ"

    def plain(self, text: str, font: str | None = None) -> str:
        """reportlab's operators for ``text`` (in ``font`` for a moment when given)."""
        if font is None or font == self._fontname:
            return PDFTextObject._formatText(self, text)
        own = self._fontname
        self._fontname, self._curSubset = font, -1
        code = PDFTextObject._formatText(self, text)
        if not getFont(font)._dynamicFont:
            code = f"{self._doc.getInternalFontName(font)} {fp_str(self._fontsize)} Tf {code}"
        self._fontname, self._curSubset = own, -1
        if not getFont(own)._dynamicFont:
            code += f" {self._doc.getInternalFontName(own)} {fp_str(self._fontsize)} Tf"
        return code

    # -- the producers -----------------------------------------------------------------------
    def _formatText(self, text: str) -> str:  # noqa: N802 - reportlab's name
        mode = self.producer.mode
        start, self.advance = self.advance, self.advance + self.width(text)
        if not text:
            return ""
        if mode == "kerned":
            return self.kerned(text)
        if mode == "wordbold":
            return self.wordly(text)
        if mode in SNIPPET_MODES:
            self.place(text, start)
            return ""
        return PDFTextObject._formatText(self, text)

    def heading(self) -> bool:
        return self._fontsize >= self.producer.heading_size

    def kerned(self, text: str) -> str:
        """Glyph runs with kerning moves in TJ arrays; gaps as moves; ligatures; tracking."""
        rng, out = self.producer.draw, []
        track = self._fontsize * 0.05 if self.heading() else 0.0
        for token in TOKEN.findall(text):
            if token.isspace():
                out.append(self.move(self.width(token) + track))
                continue
            pos = 0
            while pos < len(token):
                run = token[pos : pos + rng.randint(1, 4)]
                pos += len(run)
                drawn = self.ligatured(run)
                out.append(self.plain(drawn))
                # the ligatures' difference, the run's kern (given back at the next run), tracking
                kern = rng.choice((-0.012, -0.006, 0.0, 0.008)) * self._fontsize
                kern = kern if pos < len(token) else 0.0
                lost = self.width(run) - self.width(drawn)
                out.append(self.move(lost + kern + track * len(run)))
                if kern:
                    out.append(self.move(-kern))
        return " ".join(merge_tj(out))

    def ligatured(self, run: str) -> str:
        if not self.producer.ligatures or not getFont(self._fontname)._dynamicFont:
            return run
        face = getFont(self._fontname).face
        for letters, glyph in LIGATURES:
            if ord(glyph) in face.charToGlyph:
                run = run.replace(letters, glyph)
        return run

    def wordly(self, text: str) -> str:
        """Word: a word (with its space) at a time, the gaps as moves, fake bold."""
        out = ["0 Tw"] if getattr(self, "_wordSpace", 0.0) else []
        regular = self.producer.bold_map.get(self._fontname)
        for token in re.findall(r"\S+\s*|\s+", text):
            natural = self.width(token) - (getattr(self, "_wordSpace", 0.0) or 0.0) * token.count(
                " "
            )
            if regular is None:
                out.append(self.plain(token))
                out.append(self.move(self.width(token) - natural))
                continue
            thin = stringWidth(token, regular, self._fontsize)
            if self.producer.double:
                out += [
                    self.plain(token, regular),
                    self.move(0.3 - thin),
                    self.plain(token, regular),
                ]
                out.append(self.move(self.width(token) - thin - 0.3))
            else:
                out += ["2 Tr 0.35 w", self.plain(token, regular), "0 Tr"]
                out.append(self.move(self.width(token) - thin))
        if getattr(self, "_wordSpace", 0.0):
            out.append(f"{fp_str(self._wordSpace)} Tw")
        return " ".join(out)

    def place(self, text: str, start: float) -> None:
        """Runs (browser) or glyphs (Canva) as text objects of their own, placed absolutely."""
        x, y = self._x0 + start, self._y0
        pieces: list[tuple[float, str]] = []
        if self.producer.mode == "glyphs":
            for index, char in enumerate(text):
                if not char.isspace():
                    pieces.append((self.width(text[:index]), char))
        else:
            at, rng = 0, self.producer.draw
            tokens = re.findall(r"\S+\s*|\s+", text)
            while at < len(tokens):
                run = "".join(tokens[at : at + rng.randint(1, 3)])
                pieces.append((self.width("".join(tokens[:at])), run))
                at += len(re.findall(r"\S+\s*|\s+", run))
        for offset, piece in pieces:
            self._curSubset = -1
            code = self.plain_snippet(piece)
            fill = self.fill_op or self.producer.fill_now()
            words = f"1 0 0 1 {fp_str(x + offset, y)} Tm"
            spacing = f"{fp_str(getattr(self, '_wordSpace', 0.0) or 0.0)} Tw"
            self.snippets.append(
                (x + offset, y, self._fontsize, f"BT {fill} {spacing} {words} {code} ET")
            )

    def plain_snippet(self, text: str) -> str:
        code = PDFTextObject._formatText(self, text)
        if not getFont(self._fontname)._dynamicFont:
            code = f"{self._doc.getInternalFontName(self._fontname)} {fp_str(self._fontsize)} Tf {code}"
        return code


def merge_tj(ops: list[str]) -> list[str]:
    """Plain "(..) Tj" strings and "[n] TJ" moves side by side become one TJ array, as
    InDesign writes a line; a font change ends the array."""
    out: list[str] = []
    array: list[str] = []
    for op in ops:
        plain = re.fullmatch(r"(\((?:[^()\\]|\\.)*\)) Tj", op)
        move = re.fullmatch(r"\[(-?[\d.]+)\] TJ", op)
        if plain or move:
            array.append(plain.group(1) if plain else move.group(1))  # type: ignore[union-attr]
            continue
        if array:
            out.append(f"[{' '.join(array)}] TJ")
            array = []
        out.append(op)
    if array:
        out.append(f"[{' '.join(array)}] TJ")
    return out


class ProducerCanvas(Canvas):
    """A canvas whose text objects write as the ``mode`` producer writes."""

    def __init__(
        self,
        *args: Any,
        mode: str,
        seed: int,
        heading_size: float,
        bold_map: dict[str, str] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.mode, self.heading_size = mode, heading_size
        self.draw = random.Random(seed * 977 + 29)  # the runs' cuts and kerns, from the seed
        self.bold_map = bold_map or {}
        self.double = seed // 6 % 2 == 0  # fake bold drawn twice, or filled and stroked
        self.ligatures = True
        self.held: list[tuple[float, float, bool, str]] = []  # a browser page's runs

    def beginText(self, x: float = 0, y: float = 0, direction: Any = None) -> ProducerText:  # noqa: N802
        return ProducerText(self, x, y, direction)

    def fill_now(self) -> str:
        probe = PDFTextObject(self)
        probe._code = []
        probe.setFillColor(self._fillColorObj)
        return probe._code[-1] if probe._code else "0 g"

    def drawText(self, aTextObject: Any) -> None:  # noqa: N802, N803 - reportlab's names
        if not isinstance(aTextObject, ProducerText) or self.mode not in SNIPPET_MODES:
            super().drawText(aTextObject)
            return
        a, b, c, d, e, f = self._currentMatrix
        matrix = f"{fp_str(a, b, c, d, e, f)} cm"
        for x, y, size, code in aTextObject.snippets:
            if self.mode == "glyphs" or abs(b) > 1e-6 or abs(c) > 1e-6:
                self._code.append(code)  # a glyph, or a turned run (a label, a map node)
                continue
            page_x, page_y = a * x + c * y + e, b * x + d * y + f
            heading = size >= self.heading_size
            self.held.append((page_x, page_y, heading, f"q {matrix} {code} Q"))

    def showPage(self) -> None:  # noqa: N802 - reportlab's name
        if self.held:
            order = sorted(self.held, key=lambda r: (r[2], -round(r[1], 1), r[0]))
            self._code.extend(code for _, _, _, code in order)
            self.held = []
        super().showPage()


PRODUCERS = ("browser", "glyphs", "kerned", "wordbold")


def producer_canvas(style: str, seed: int, layout: Any, *args: Any, **kwargs: Any) -> Canvas:
    """The canvas a producer style's pages are drawn on."""
    from .fonts import faces  # the module's faces, registered by the story already

    bold_map = {}
    for family in (layout.font_family, layout.heading_family):
        face = faces(family)
        bold_map[face.bold], bold_map[face.bold_italic] = face.regular, face.italic
    heading = layout.body_size * 1.15
    return ProducerCanvas(
        *args, mode=style, seed=seed, heading_size=heading, bold_map=bold_map, **kwargs
    )
