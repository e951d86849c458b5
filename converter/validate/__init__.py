"""The validate stage: D&MD YAML files → a ``ValidationReport`` of findings as data.

``files.validate_paths`` loads each file safely (``yamlsafe``), checks it against its bundled
JSON Schema (``schemas``), then runs the checks a schema cannot say (``crosscheck``);
``report`` formats the findings (one formatter per output format).

It reads files, not PDFs: it must not import pdfplumber, pdfminer, pypdfium2 or spaCy, nor the
conversion stages (``converter.read``, ``converter.detect``, ``converter.mapping``,
``converter.write``), the pipeline or the commands (checked by ``tests/import_rules.py``), so
that ``dmd validate`` starts fast.
"""
