"""``python -m converter``: the same as the ``dmd`` command."""

from converter.cli import main

main()
