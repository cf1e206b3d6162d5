"""A function of the user's, named ``MODULE:NAME`` or ``FILE.py:NAME``, loaded to be run as a
reference, and the Python files that define it imported as ``python FILE`` would."""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import types
from collections.abc import Callable
from typing import Any


class UserCodeError(Exception):
    """The function cannot be loaded. ``usage`` is true when the name given is at fault (no
    such file, module or function), false when the user's module failed as it ran."""

    def __init__(self, message: str, usage: bool = True) -> None:
        super().__init__(message)
        self.usage = usage


def load_function(spec: str, folder: str | None = None) -> Callable[..., Any]:
    """The function ``spec`` names: a dotted module importable from ``folder`` (the current
    folder when not given), or a ``.py`` file (relative to ``folder``), then ``:NAME``."""
    module_name, colon, name = spec.rpartition(":")
    if not colon or not module_name or not name:
        raise UserCodeError(f"expected MODULE:NAME or FILE.py:NAME, got {spec!r}")
    if module_name.endswith(".py"):
        module = import_file(module_name if folder is None else os.path.join(folder, module_name))
    else:
        base = folder or os.getcwd()
        sys.path.insert(0, base)
        try:
            module = importlib.import_module(module_name)
        except Exception as error:  # the user's module: whatever importing it raises
            raise UserCodeError(f"cannot import {module_name}: {error}") from None
        finally:
            sys.path.remove(base)
    function = getattr(module, name, None)
    if not callable(function):
        raise UserCodeError(f"{module_name} has no function {name!r}")
    return function  # type: ignore[no-any-return]


def import_file(path: str) -> types.ModuleType:
    """The module ``path`` defines, run with its own folder first on ``sys.path``."""
    if not os.path.isfile(path):
        raise UserCodeError(f"{path}: no such file")
    stem = os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(f"onnxscribe_compared_{stem}", path)
    if spec is None or spec.loader is None:
        raise UserCodeError(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    folder = os.path.dirname(os.path.abspath(path))
    sys.path.insert(0, folder)  # as `python FILE` would: its neighbours import
    try:
        spec.loader.exec_module(module)
    except Exception as error:  # the user's module: whatever running it raises
        raise UserCodeError(
            f"running {path} failed: {type(error).__name__}: {error}", usage=False
        ) from None
    finally:
        sys.path.remove(folder)
    return module
