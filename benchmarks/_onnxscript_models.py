"""The models that onnxscript's wheel builds in ``onnxscript/rewriter/models`` (its model
scripts, written in the script dialect), as ModelProtos with inputs to run them on.

Needs the ``onnxscript`` package (the benchmark environment has it; onnxscribe does not).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import onnx


@dataclass
class ScriptModel:
    name: str
    model: onnx.ModelProto
    feeds: dict[str, Any] | None
    """The model script's own inputs; None where it has none (random inputs are used)."""


def _test_case_factories() -> Iterator[tuple[str, Any]]:
    package = importlib.import_module("onnxscript.rewriter.models")
    for info in pkgutil.iter_modules(package.__path__):
        if info.name == "_test_models":  # not a model script (it needs transformers)
            continue
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for attribute in sorted(vars(module)):
            factory = getattr(module, attribute)
            if attribute.startswith("_") or not callable(factory):
                continue
            if getattr(factory, "__module__", None) != module.__name__:
                continue
            if isinstance(factory, type) or not _takes_no_arguments(factory):
                continue
            if not attribute.endswith(("_test", "_test_1", "_test_2", "_case", "case_1", "case_2")):
                continue
            yield f"{info.name.lstrip('_')}.{attribute}", factory


def _takes_no_arguments(function: Any) -> bool:
    import inspect

    try:
        return not inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False


def model_names() -> list[str]:
    """The names of the model scripts' models, none of them built."""
    return [name for name, _factory in _test_case_factories()]


def script_models(
    seed: int = 0, skip: set[str] | None = None, only: str | None = None
) -> Iterator[ScriptModel]:
    """Each model in turn (built only when asked for: some hold a gigabyte of weights);
    ``only`` builds that one alone."""
    import onnx_ir

    np.random.seed(seed)
    for name, factory in _test_case_factories():
        if (skip and name in skip) or (only is not None and name != only):
            continue
        case = factory()
        model = case.get_onnx_model()
        if not isinstance(model, onnx.ModelProto):
            model = onnx_ir.serde.serialize_model(model)
        feeds = dict(case.get_ort_inputs()) if hasattr(case, "get_ort_inputs") else None
        yield ScriptModel(name, model, feeds)
