"""A seeded generator of adventure-module PDFs with exact truth (issue #10, part 4).

``generate.make_module(seed)`` typesets one module with reportlab and returns its PDF bytes and
its truth in the corpus truth format; ``bench/synth/generate.py`` is the command line and
``bench/eval_synth.py`` converts and scores a batch. See docs/synth.md.
"""
