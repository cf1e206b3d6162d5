"""Converting generated source back to a model, and comparing two models' outputs.

Used by ``onnxscribe from-onnx --check``, the tests and the benchmark: the source is written to
a file and imported, so ``@script()`` reads it as it reads any user's module.
"""

from __future__ import annotations

import importlib.util
import itertools
import math
import sys
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import onnx

from onnxscribe.onnx2script.annotations import UNKNOWN_DIM
from onnxscribe.onnx2script.api import ScriptSource, from_onnx
from onnxscribe.onnx2script.errors import FromOnnxError

_COUNTER = itertools.count()


def load_module(path: Path) -> Any:
    """Imports the generated file at ``path`` under a fresh module name."""
    name = f"_onnxscribe_generated_{next(_COUNTER)}"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        sys.modules.pop(name, None)
    return module


def script_model(source: ScriptSource, directory: Path, stem: str = "model") -> onnx.ModelProto:
    """Writes ``source`` into ``directory``, imports it and returns its function as a model."""
    path = directory / f"{stem}.py"
    source.write(path)
    module = load_module(path)
    function = getattr(module, source.function_name)
    model: onnx.ModelProto = function.to_model_proto()
    return model


RANDOM_ELEMENTS = 1 << 24
"""The most elements ``random_inputs`` makes for one input."""


def random_inputs(model: onnx.ModelProto, seed: int = 0) -> dict[str, Any]:
    """Inputs for every graph input without an initializer; symbolic and unknown dims are 2.
    Raises ``FromOnnxError`` for an input of more than ``RANDOM_ELEMENTS`` elements or with a
    negative dim."""
    generator = np.random.default_rng(seed)
    initialized = {t.name for t in model.graph.initializer}
    feeds: dict[str, Any] = {}
    for value in model.graph.input:
        if value.name in initialized:
            continue
        feeds[value.name] = _random_value(value.type, generator, value.name)
    return feeds


def _random_value(type_proto: onnx.TypeProto, generator: np.random.Generator, name: str) -> Any:
    kind = type_proto.WhichOneof("value")
    if kind == "sequence_type":
        inner = type_proto.sequence_type.elem_type
        return [_random_value(inner, generator, name) for _ in range(2)]
    if kind == "optional_type":
        return _random_value(type_proto.optional_type.elem_type, generator, name)
    tensor = type_proto.tensor_type
    shape = [
        d.dim_value if d.HasField("dim_value") and d.dim_value != UNKNOWN_DIM else 2
        for d in tensor.shape.dim
    ]
    if any(size < 0 for size in shape) or math.prod(shape) > RANDOM_ELEMENTS:
        raise FromOnnxError(
            f"input {name!r} has the shape {shape}: random inputs are made for shapes of at "
            f"most {RANDOM_ELEMENTS:,} elements"
        )
    dtype = onnx.helper.tensor_dtype_to_np_dtype(tensor.elem_type)
    if dtype == np.bool_:
        return generator.random(shape) > 0.5
    if np.issubdtype(dtype, np.integer):
        return generator.integers(0, 4, size=shape).astype(dtype)
    if dtype == np.object_:
        return np.array(generator.choice(["a", "b"], size=shape), dtype=object)
    return generator.standard_normal(shape).astype(dtype)


@dataclass(frozen=True)
class Comparison:
    equal: bool
    reason: str = ""


ONNXRUNTIME = "onnxruntime"
REFERENCE = "reference"


def run_model(
    model: onnx.ModelProto, feeds: dict[str, Any], runtime: str = ONNXRUNTIME
) -> list[Any]:
    """The model's outputs on ``feeds`` in onnxruntime or onnx's reference evaluator."""
    if runtime == REFERENCE:
        from onnx.reference import ReferenceEvaluator  # heavy: only the runtime asked for loads

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return list(ReferenceEvaluator(model).run(None, feeds))
    import onnxruntime  # heavy: only the runtime asked for loads

    options = onnxruntime.SessionOptions()
    options.log_severity_level = 3
    session = onnxruntime.InferenceSession(
        model.SerializeToString(), options, providers=["CPUExecutionProvider"]
    )
    outputs: list[Any] = session.run(None, feeds)
    return outputs


def normalize_feed(value: Any) -> Any:
    """Test data as runtimes take it: TensorProtos and numpy scalars become arrays."""
    if isinstance(value, onnx.TensorProto):
        return onnx.numpy_helper.to_array(value)
    if isinstance(value, list):
        return [normalize_feed(item) for item in value]
    if isinstance(value, np.generic):
        return np.asarray(value)
    return value


def compare_outputs(
    expected: Sequence[Any], actual: Sequence[Any], rtol: float = 1e-4, atol: float = 1e-5
) -> Comparison:
    if len(expected) != len(actual):
        return Comparison(False, f"{len(actual)} outputs instead of {len(expected)}")
    for index, (want, got) in enumerate(zip(expected, actual, strict=True)):
        problem = _difference(want, got, rtol, atol)
        if problem:
            return Comparison(False, f"output {index}: {problem}")
    return Comparison(True)


def _difference(want: Any, got: Any, rtol: float, atol: float) -> str:
    if isinstance(want, list) or isinstance(got, list):
        if not isinstance(want, list) or not isinstance(got, list) or len(want) != len(got):
            return "sequences differ in length"
        for a, b in zip(want, got, strict=True):
            found = _difference(a, b, rtol, atol)
            if found:
                return found
        return ""
    if want is None or got is None:
        return "" if want is None and got is None else "one optional is empty"
    want, got = np.asarray(want), np.asarray(got)
    if want.shape != got.shape:
        return f"shape {got.shape} instead of {want.shape}"
    if want.dtype != got.dtype:
        return f"dtype {got.dtype} instead of {want.dtype}"
    if want.dtype == object or want.dtype.kind in "biuSU":
        return "" if np.array_equal(want, got) else "values differ"
    if not np.allclose(want, got, rtol=rtol, atol=atol, equal_nan=True):
        return "values differ"
    return ""


@dataclass(frozen=True)
class Outcome:
    """How one model's round trip went: ``status`` is ``ok`` or the stage that failed."""

    status: str
    reason: str = ""
    lines: int = 0
    runtime: str = ONNXRUNTIME
    note: str = ""
    """Set when the original itself fails onnx's checker (then only the outputs are compared)."""
    node_changes: str = ""
    """Op types whose node counts differ between the original and the round trip."""

    @property
    def ok(self) -> bool:
        return self.status == "ok"


SKIPPED = "original-not-runnable"


Converter = Callable[[onnx.ModelProto, Path], tuple[onnx.ModelProto, int]]
"""ONNX -> script -> ONNX by some other tool: the model back and the script's line count."""


def round_trip(
    model: onnx.ModelProto,
    directory: Path,
    feeds: dict[str, Any] | None = None,
    expected: Sequence[Any] | None = None,
    rtol: float = 1e-4,
    atol: float = 1e-5,
    converter: Converter | None = None,
) -> Outcome:
    """ONNX -> script -> ONNX for ``model``; the result must pass the checker and compute
    the original's outputs (``expected``, else the original run in onnxruntime) on ``feeds``
    (else random inputs). ``converter`` replaces from_onnx and ``@script()`` (to compare)."""
    feeds = feeds if feeds is not None else random_inputs(model)
    initialized = {t.name for t in model.graph.initializer}
    order = [v.name for v in model.graph.input if v.name not in initialized]
    feeds = {name: normalize_feed(feeds[name]) for name in order if name in feeds}
    runtime = ONNXRUNTIME
    if expected is None:
        try:
            expected = run_model(model, feeds)
        except Exception as error:
            runtime = REFERENCE
            try:
                expected = run_model(model, feeds, REFERENCE)
            except Exception as reference_error:
                return Outcome(
                    SKIPPED,
                    f"onnxruntime: {_first_line(error)}; reference: {_first_line(reference_error)}",
                )
    if converter is not None:
        try:
            converted, lines = converter(model, directory)
        except Exception as error:
            return Outcome("convert", f"{type(error).__name__}: {_first_line(error)}", 0, runtime)
    else:
        try:
            source = from_onnx(model)
        except Exception as error:
            reason = f"{type(error).__name__}: {_first_line(error)}"
            return Outcome("from-onnx", reason, 0, runtime)
        lines = source.text.count("\n")
        try:
            converted = script_model(source, directory)
        except Exception as error:
            reason = f"{type(error).__name__}: {_script_error(error)}"
            return Outcome("script", reason, lines, runtime)
    note = ""
    try:
        onnx.checker.check_model(converted, full_check=True)
    except Exception as error:
        try:
            onnx.checker.check_model(model, full_check=True)
        except Exception:
            note = f"the original fails the checker as well: {_first_line(error)}"
        else:
            return Outcome("checker", _first_line(error), lines, runtime)
    # The script's inputs are the original's in order, under names that may have changed.
    converted_feeds = dict(
        zip([v.name for v in converted.graph.input], feeds.values(), strict=False)
    )
    try:
        actual = run_model(converted, converted_feeds, runtime)
    except Exception as error:
        return Outcome("runtime", _first_line(error), lines, runtime)
    result = compare_outputs(expected, actual, rtol, atol)
    if not result.equal:
        return Outcome("outputs", result.reason, lines, runtime, note)
    changes = node_changes(model.graph, converted.graph)
    return Outcome("ok", "", lines, runtime, note, changes)


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0][:300] if text else type(error).__name__


def _script_error(error: BaseException) -> str:
    """A ScriptError's first diagnostic (its message starts with a count line)."""
    lines = [line for line in str(error).splitlines() if line.strip()]
    for line in lines:
        if ": error: " in line:
            return line.split(": error: ", 1)[1][:300]
    return lines[0][:300] if lines else type(error).__name__


def op_counts(graph: onnx.GraphProto) -> dict[tuple[str, str], int]:
    """How many nodes of each (domain, op type) a graph and its subgraphs hold, Constants and
    initializers aside (the script writes initializers as Constants and may inline literals)."""
    counts: dict[tuple[str, str], int] = {}

    def visit(inner: onnx.GraphProto) -> None:
        for node in inner.node:
            if node.op_type != "Constant":
                key = (node.domain if node.domain != "ai.onnx" else "", node.op_type)
                counts[key] = counts.get(key, 0) + 1
            for attribute in node.attribute:
                if attribute.type == onnx.AttributeProto.GRAPH:
                    visit(attribute.g)
                for graph in attribute.graphs:
                    visit(graph)

    visit(graph)
    return counts


def node_changes(original: onnx.GraphProto, converted: onnx.GraphProto) -> str:
    """The op types whose node counts differ, as ``Op: 2 -> 3``; empty when none does."""
    before, after = op_counts(original), op_counts(converted)
    changes = [
        f"{op}: {before.get((domain, op), 0)} -> {after.get((domain, op), 0)}"
        for domain, op in sorted({*before, *after})
        if before.get((domain, op), 0) != after.get((domain, op), 0)
    ]
    return ", ".join(changes)
