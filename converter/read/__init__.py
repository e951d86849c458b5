"""The read stage: a PDF → one ``Document`` (pages of text lines in reading order, each with
its position, font and size, and the problems met on the way).

``extract`` opens the PDF; ``layout``, ``lines``, ``regions`` and ``repair`` are pure
functions over the glyph records it copies out; ``document`` joins the pages into one record.

The only package that imports pdfplumber, pdfminer or pypdfium2.  It must not import a later
stage (``converter.detect``, ``converter.mapping``, ``converter.write``), the pipeline, the
commands or spaCy.  The rules are checked by ``tests/import_rules.py``.
"""

# The character engines (``extract.ENGINES``); the first is the default and the reference the
# golden files are pinned to. Named here so the CLI and the options need not import a reader.
ENGINE_NAMES = ("pdfplumber", "pdfium")

# ``--ocr``: read words printed only as pictures with Tesseract when it is on PATH, or never
# (``converter.read.ocr``); the first is the default. Named here for the same reason.
OCR_MODES = ("auto", "off")
