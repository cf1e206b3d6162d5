"""Script modules written into a temporary folder and imported for real (``@script()`` runs)."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path
from types import ModuleType


def import_source(folder: Path, name: str, source: str) -> ModuleType:
    """Write ``source`` (dedented) as ``folder/name.py`` and import it; forgotten afterwards."""
    (folder / f"{name}.py").write_text(textwrap.dedent(source))
    sys.path.insert(0, str(folder))
    try:
        return __import__(name)
    finally:
        sys.path.remove(str(folder))
        sys.modules.pop(name, None)
