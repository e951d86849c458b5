"""Typer command groups; each module exposes ``register(app)``.

Command modules import nothing heavy at module level (no pdfplumber, no spaCy), so that
``dmd --help`` and ``dmd validate`` start fast.
"""
