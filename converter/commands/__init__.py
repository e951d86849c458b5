"""Typer command groups; each module exposes ``register(app)``.

The commands are a thin skin: they parse options, call the pipeline, ``converter.validate`` or
``rules``, and print.  Command modules import nothing heavy at module level (no pdfplumber, no
spaCy: the stages import those inside the functions that use them), so that ``dmd --help`` and
``dmd validate`` start fast.  No stage package may import the commands (checked by
``tests/import_rules.py``).
"""
