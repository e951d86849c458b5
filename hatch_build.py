"""Build hook: the wheel ships ``rules/`` as ``dmd_rules`` and ``schemas/`` as ``dmd_schemas``.

Only a real wheel copies them. An editable install (``pip install -e .``) puts the clone on the
path, where the symlinks ``dmd_rules -> rules`` and ``dmd_schemas -> schemas`` give the same
import names; copying the folders there too would shadow the clone with a snapshot, and an
edited table would not be seen until the next install (docs/packaging.md).
"""

from __future__ import annotations

from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

IMPORT_NAME_OF_FOLDER = {"rules": "dmd_rules", "schemas": "dmd_schemas"}


class CustomBuildHook(BuildHookInterface):  # type: ignore[misc]
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name == "wheel" and version != "editable":
            build_data["force_include"].update(IMPORT_NAME_OF_FOLDER)
