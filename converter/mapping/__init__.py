"""Stat blocks and keyed areas → D&MD encounters: obstacles, threats, weaknesses, strengths.

Pure: every number comes from a table under ``rules/tables/`` (documented in
``docs/mapping.md``), and every obstacle, threat and quality says ``why`` it has its rating.
spaCy is reached only through ``converter.detect.nlp``, imported when room text is read.

The package: ``tables`` (load and validate the rules tables), ``numbers`` (printed CRs, hit
dice, counts), ``traits`` (stat-block fields → threats), ``creatures`` (stat blocks and catalog
entries → profiles), ``room`` (room text → traps, doors, hazards, situation threats;
``room_labels`` its table records and pricing, ``room_context`` one room and where a finding
stands in it, ``avoid`` the ways around a danger,
``quoting`` how a why quotes the text) and
``encounters`` (areas → encounters, the group rule), ``catalog`` (the bundled creature catalog)
and ``overrides`` (a module's hand-made corrections).

It must not import pdfplumber, pdfminer, pypdfium2 or spaCy, nor ``converter.read``, a later
stage (``converter.write``, ``converter.validate``), the pipeline or the commands (checked by
``tests/import_rules.py``).
"""
