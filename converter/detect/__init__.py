"""The detect stage: a ``Document`` → what the module holds: stat blocks (``statblocks*``),
keyed areas (``areas*``), the creatures each area's text names (``creatures*``) and the room
findings of the NLP detector (``nlp``).

Vocabulary comes from ``rules/lexicon/`` data, never from code.  ``nlp`` is the only module
that imports spaCy, and only inside its functions.  This package works on ``converter.models``
records: it must not import pdfplumber, pdfminer or pypdfium2, nor a later stage
(``converter.mapping``, ``converter.write``, ``converter.validate``), the pipeline or the
commands (checked by ``tests/import_rules.py``).
"""
