"""onnxscribe: write ONNX models and functions as Python functions.

```python
from onnxscribe import script, FLOAT, opset18 as op

@script()
def gelu(X: FLOAT[...]):
    return X * 0.5 * (op.Erf(X * 0.7071067811865476) + 1.0)
```

Heavy parts (the converter, the evaluators) load on first use, so ``import onnxscribe`` is quick.
"""

from __future__ import annotations

import sys as _sys

if _sys.argv[:1] == ["-m"]:  # ``python -m onnxscribe...``: this runs before any other import
    from onnxscribe.entry_path import drop_working_directory

    drop_working_directory()

import gc as _gc

# What loads here (numpy, the core) lives as long as the process: the collector would only scan
# it, again and again, while it loads (the command line and the language server start here).
_collecting = _gc.isenabled()
_gc.disable()
try:
    import importlib
    from typing import Any

    from onnxscribe.core import opsets as _opsets
    from onnxscribe.core.diagnostics import Diagnostic, ScriptError, Severity, Span
    from onnxscribe.core.opsets import Op, Opset, module_getattr, opset_names
    from onnxscribe.core.types import *  # noqa: F403
    from onnxscribe.core.types import __all__ as _type_names
finally:
    if _collecting:
        _gc.enable()

__version__ = "0.1.0"

# Public names that live in modules loaded on first use.
_LAZY = {
    "script": "onnxscribe.values",
    "graph": "onnxscribe.values",
    "OnnxFunction": "onnxscribe.values",
    "analyze": "onnxscribe.pipeline",
    "Analysis": "onnxscribe.pipeline",
    "from_onnx": "onnxscribe.onnx2script.api",
    "Tensor": "onnxscribe.eager.tensor",
    "evaluator": "onnxscribe.eager.evaluators",
    "set_evaluator": "onnxscribe.eager.evaluators",
    "get_evaluator": "onnxscribe.eager.evaluators",
    "recording": "onnxscribe.eager.tracing",
}


def _evaluate_first_op(op: Op, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    # Eager dispatch (the evaluators, onnxruntime when they run) loads on the first op call, so
    # ``import onnxscribe`` stays quick (tests/test_import_time.py).
    from onnxscribe.eager.dispatch import call_op, install_graph_bodies

    install_graph_bodies(_graph_body_proto)
    _opsets.install_evaluation(call_op)
    return call_op(op, args, kwargs)


def _graph_body_proto(function: Any, op_type: str, input_types: Any) -> Any:
    # A Python function given as a graph attribute goes through the pipeline, like every other
    # conversion; only such calls load the converter, so single-op evaluation stays without it.
    from onnxscribe.pipeline import graph_body_proto

    return graph_body_proto(function, op_type, input_types)


_opsets.install_evaluation(_evaluate_first_op)


_SUBMODULES = frozenset({"values", "onnx_types", "onnx_opset", "ir"})
"""Submodules onnxscript code reaches as attributes (``onnxscript.values.Opset``)."""


def __getattr__(name: str) -> Any:
    if name in _SUBMODULES:
        return importlib.import_module(f"onnxscribe.{name}")
    module = _LAZY.get(name)
    if module is not None:
        value = getattr(importlib.import_module(module), name)
        globals()[name] = value
        return value
    value = module_getattr(name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY, *_SUBMODULES, *opset_names()})


__all__ = [
    "Diagnostic",
    "Op",
    "Opset",
    "ScriptError",
    "Severity",
    "Span",
    *_LAZY,
    *_type_names,
]
