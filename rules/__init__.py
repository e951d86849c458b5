"""The rules engine: dice pools, exact odds, rolls and playtests for Dice & More Dice
(and its siblings Danger World and Relics of the Moon).

All values are immutable (frozen dataclasses); probabilities are exact integer counts or
``fractions.Fraction``; every random function takes a seeded ``random.Random``.

``rules`` owns its values (``rules.values``) and errors (``rules.errors``) and must not
import ``converter``: the converter uses the engine, never the reverse
(``tests/test_rules_imports.py`` checks it).
"""
