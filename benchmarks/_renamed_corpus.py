"""onnxscript's own script code with its imports renamed to onnxscribe, as a user would switch.

The renaming is the migration guide's: ``onnxscript`` becomes ``onnxscribe``; torch_lib itself
(``onnxscript.function_libs.torch_lib``) becomes a top-level package ``torch_lib`` of the copy, since
it is the user's library, not the dialect. ``onnxscript._internal`` (torch_lib reads the torch
version with it, outside any script function) is onnxscript's private code, not the dialect, and
stays as it is. Needs the ``onnxscript`` package (the benchmark
environment has it; onnxscribe does not).
"""

from __future__ import annotations

import importlib.util
import re
import shutil
from pathlib import Path

_RENAMES = (
    (re.compile(r"\bonnxscript\.function_libs\.torch_lib\b"), "torch_lib"),
    (re.compile(r"\bonnxscript\b(?!\._internal\b)"), "onnxscribe"),
)


def rename_imports(text: str) -> str:
    for pattern, replacement in _RENAMES:
        text = pattern.sub(replacement, text)
    return text


def onnxscript_root() -> Path:
    spec = importlib.util.find_spec("onnxscript")
    if spec is None or spec.origin is None:
        raise RuntimeError(
            "onnxscript is not installed here; run this in the benchmark environment"
        )
    return Path(spec.origin).parent


def _copy_renamed(
    source: Path, destination: Path, skip: frozenset[str] = frozenset()
) -> list[Path]:
    written: list[Path] = []
    for path in sorted(source.rglob("*.py")):
        relative = path.relative_to(source)
        if "__pycache__" in relative.parts or path.name in skip:
            continue
        target = destination / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(rename_imports(path.read_text(encoding="utf-8")), encoding="utf-8")
        written.append(target)
    return written


def torch_lib_copy(destination: Path) -> list[Path]:
    """torch_lib as the top-level package ``destination/torch_lib``; returns its files."""
    package = destination / "torch_lib"
    shutil.rmtree(package, ignore_errors=True)
    return _copy_renamed(onnxscript_root() / "function_libs" / "torch_lib", package)


def model_scripts_copy(destination: Path) -> list[Path]:
    """The model scripts of ``rewriter/models`` but ``_test_models.py`` (it needs transformers)."""
    folder = destination / "models"
    shutil.rmtree(folder, ignore_errors=True)
    return _copy_renamed(
        onnxscript_root() / "rewriter" / "models", folder, frozenset({"_test_models.py"})
    )
