"""The programs of ``programs/``: code in onnxscript's style, imports renamed to onnxscribe.

A program is an ordinary module of script functions. Its ``EXAMPLES`` (optional) say how to run
some of them: function name -> the inputs (a tuple), or a dict with ``inputs`` and
``attributes``. Each example is run eagerly and as a model in onnxruntime.
"""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

PROGRAMS = Path(__file__).resolve().parent / "programs"


@dataclass(frozen=True)
class Example:
    function: str
    inputs: tuple[Any, ...]
    attributes: dict[str, Any] = field(default_factory=dict)


def program_paths() -> list[Path]:
    return sorted(p for p in PROGRAMS.glob("*.py") if not p.name.startswith("_"))


def load(path: Path) -> ModuleType:
    """Import the program (its script functions convert as it is imported)."""
    name = f"compat_program_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def examples(module: ModuleType) -> list[Example]:
    found = []
    for function, given in getattr(module, "EXAMPLES", {}).items():
        if isinstance(given, dict):
            found.append(
                Example(function, tuple(given["inputs"]), dict(given.get("attributes", {})))
            )
        else:
            found.append(Example(function, tuple(given)))
    return found


def run_examples(path: Path) -> list[str]:
    """Load the program and run each of its examples (without attributes) eagerly and as a model
    that passes ``check_model(full_check=True)`` in onnxruntime, asserting equal results; the
    functions run, in order."""
    import onnx
    from model_runs import assert_same, run_model

    module = load(path)
    found = examples(module)
    for example in found:
        function = getattr(module, example.function)
        eager = function(*example.inputs)
        model = function.to_model_proto()
        onnx.checker.check_model(model, full_check=True)
        assert_same(eager, run_model(model, example.inputs))
    return [example.function for example in found]
