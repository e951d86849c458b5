"""Convert D&D adventure module PDFs into Dice & More Dice encounters.

Public API (the CLI is a thin skin over these): ``convert_pdf``, ``validate_paths``.
"""

__version__ = "0.1.0"
