"""Whether a file belongs to a Python environment rather than to the user's code.

Files of installed packages, of a standard library and of virtual environments are opened by
"Go to Definition" (the onnxscribe stubs, for one); the server never diagnoses them. A file
belongs to an environment when its path runs through ``site-packages`` or ``dist-packages``,
through a standard library folder (``lib/python3.12``), or through the library, script or
include folders of an environment's root (a folder holding ``pyvenv.cfg`` or ``conda-meta``).
A script placed at an environment's root is still the user's own.
"""

from __future__ import annotations

import functools
import itertools
import os
from pathlib import PurePath

from onnxscribe.core.patterns import LazyPattern

PACKAGE_FOLDERS = frozenset({"site-packages", "dist-packages"})
LIBRARY_FOLDERS = frozenset({"lib", "lib64", "Lib"})
ENVIRONMENT_FOLDERS = LIBRARY_FOLDERS | frozenset({"bin", "Scripts", "include", "Include"})
MARKERS = ("pyvenv.cfg", "conda-meta")
_VERSIONED = LazyPattern(r"python\d+(\.\d+)?t?")  # (for paths through a lib folder)


def in_environment(path: str | None) -> bool:
    if not path:
        return False
    parts = PurePath(path).parts
    if any(part in PACKAGE_FOLDERS for part in parts):
        return True
    if any(a in LIBRARY_FOLDERS and _VERSIONED.fullmatch(b) for a, b in itertools.pairwise(parts)):
        return True
    folder = PurePath(path).parent
    for parent in (folder, *folder.parents):
        relative = PurePath(path).relative_to(parent).parts
        if len(relative) > 1 and relative[0] in ENVIRONMENT_FOLDERS and _is_root(str(parent)):
            return True
    return False


@functools.lru_cache(maxsize=1024)
def _is_root(folder: str) -> bool:
    return any(os.path.exists(os.path.join(folder, marker)) for marker in MARKERS)
