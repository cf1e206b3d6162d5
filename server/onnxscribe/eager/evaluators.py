"""Evaluators: what runs one op on numpy data in eager mode.

* ``ort``: onnxruntime, one cached ``InferenceSession`` per op signature (domain, op, version,
  attributes, input element types and ranks).
* ``reference``: ``onnx.reference.ReferenceEvaluator``, cached the same way.
* ``auto`` (the default): ort, falling back to reference for a signature where onnxruntime has no
  kernel or cannot load the op's opset; the choice is remembered per signature.

An evaluator turns a :class:`Signature` into a *runner*, a callable from the input values (numpy
arrays, lists of arrays for sequences, None for omitted optional inputs) to the output values.
Switch evaluators with ``with evaluator("reference"): ...`` or ``set_evaluator("ort")``.
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Callable, Iterator, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

import numpy as np
import onnx

from onnxscribe.core import schemas
from onnxscribe.core.constraints import infer_node_types
from onnxscribe.core.runtime import runtime_limits
from onnxscribe.core.types import TensorValueType, ValueType, numpy_dtype
from onnxscribe.eager.context import current_opset
from onnxscribe.eager.errors import EagerError

Runner = Callable[[Sequence[Any]], list[Any]]
"""Runs a prepared op: input values in, output values out."""


@dataclass(frozen=True)
class Signature:
    """Everything a one-node model depends on; the key of the evaluators' caches."""

    domain: str
    op: str
    version: int
    attributes: tuple[tuple[str, bytes], ...]
    """Attribute name and serialized AttributeProto, sorted by name."""
    inputs: tuple[ValueType | None, ...]
    """Each input's type (element type and rank, dims unknown); None for an omitted input."""
    num_outputs: int

    @property
    def has_graph_attributes(self) -> bool:
        graph_types = (onnx.AttributeProto.GRAPH, onnx.AttributeProto.GRAPHS)
        return any(proto.type in graph_types for proto in self.attribute_protos())

    def attribute_protos(self) -> list[onnx.AttributeProto]:
        protos = []
        for _name, data in self.attributes:
            proto = onnx.AttributeProto()
            proto.ParseFromString(data)
            protos.append(proto)
        return protos


class Evaluator:
    """Base of the evaluators: caches one runner per signature."""

    name = "evaluator"

    def __init__(self) -> None:
        self._runners: dict[Signature, Runner] = {}
        self._lock = threading.Lock()

    def runner(self, signature: Signature) -> Runner:
        """The cached runner of ``signature``, prepared on first use."""
        found = self._runners.get(signature)
        if found is None:
            with self._lock:
                found = self._runners.get(signature)
                if found is None:
                    found = self._runners[signature] = self.prepare(signature)
        return found

    def prepare(self, signature: Signature) -> Runner:
        raise NotImplementedError

    def run(self, signature: Signature, inputs: Sequence[Any]) -> list[Any]:
        return self.runner(signature)(inputs)

    def clear_cache(self) -> None:
        self._runners.clear()

    @property
    def cache_size(self) -> int:
        return len(self._runners)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}, {self.cache_size} cached signature(s)>"


# --------------------------------------------------------------------------- one-node models


def input_names(signature: Signature) -> list[str]:
    return [f"x{i}" if key is not None else "" for i, key in enumerate(signature.inputs)]


def output_names(signature: Signature) -> list[str]:
    return [f"y{i}" for i in range(signature.num_outputs)]


def one_node_model(
    signature: Signature,
    *,
    opset_version: int | None = None,
    ir_version: int | None = None,
    ai_onnx_version: int | None = None,
) -> onnx.ModelProto:
    """A model holding one node of ``signature`` (inputs ``x0..``, outputs ``y0..``)."""
    version = opset_version or signature.version
    node = onnx.NodeProto()
    node.op_type = signature.op
    node.domain = signature.domain
    node.input.extend(input_names(signature))
    node.output.extend(output_names(signature))
    node.attribute.extend(signature.attribute_protos())
    graph = onnx.GraphProto()
    graph.name = signature.op
    graph.node.append(node)
    for name, key in zip(input_names(signature), signature.inputs, strict=True):
        if key is not None:
            info = graph.input.add()
            info.name = name
            info.type.CopyFrom(key.to_type_proto())
    for name in output_names(signature):
        graph.output.add().name = name
    model = onnx.ModelProto()
    model.graph.CopyFrom(graph)
    imports = {signature.domain: version}
    if signature.domain != schemas.AI_ONNX:
        imports.setdefault(schemas.AI_ONNX, ai_onnx_version or _default_ai_onnx_version(signature))
    for domain, domain_version in imports.items():
        entry = model.opset_import.add()
        entry.domain = domain
        entry.version = domain_version
    model.ir_version = ir_version or _ir_version_for(imports)
    return model


def _default_ai_onnx_version(signature: Signature) -> int:
    return current_opset().version


def _ir_version_for(imports: dict[str, int]) -> int:
    """The IR version onnx pairs with the ai.onnx opset imported (the newest known otherwise)."""
    version = imports.get(schemas.AI_ONNX)
    if version is None:
        return onnx.IR_VERSION
    for ir_version, ir_opsets in _ir_table():
        if ir_opsets.get(schemas.AI_ONNX, 0) >= version:
            return ir_version
    return onnx.IR_VERSION


@functools.cache
def _ir_table() -> list[tuple[int, dict[str, int]]]:
    best: dict[int, dict[str, int]] = {}
    for _release, ir_version, ai_onnx, ai_onnx_ml, *_rest in onnx.helper.VERSION_TABLE:
        entry = best.setdefault(ir_version, {})
        entry[schemas.AI_ONNX] = max(entry.get(schemas.AI_ONNX, 0), ai_onnx)
        if ai_onnx_ml is not None:
            entry["ai.onnx.ml"] = max(entry.get("ai.onnx.ml", 0), ai_onnx_ml)
    return sorted(best.items())


# --------------------------------------------------------------------------- onnxruntime


@functools.cache
def _ort() -> Any:
    import onnxruntime  # heavy: loaded by the first op that runs in it, not by the first call

    onnxruntime.set_default_logger_severity(4)
    return onnxruntime


@functools.cache
def _session_options() -> Any:
    ort = _ort()
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    options.log_severity_level = 4
    return options


def _ort_opset_version(signature: Signature) -> int:
    """The opset version to import for onnxruntime.

    When the op's version is newer than what onnxruntime loads but neither its schema nor the
    schemas of the ops in its graph attributes changed in between, importing the older version
    means the same thing.
    """
    limit = runtime_limits().opsets.get(signature.domain)
    if limit is None or signature.version <= limit:
        return signature.version
    if not _unchanged(signature.op, signature.domain, signature.version, limit):
        return signature.version
    for proto in signature.attribute_protos():
        for graph in _graphs_of(proto):
            if not _graph_unchanged(graph, signature.domain, signature.version, limit):
                return signature.version
    return limit


def _ort_ai_onnx_version(signature: Signature) -> int:
    """The ai.onnx version imported beside an op of another domain (for its graph attributes)."""
    version = _default_ai_onnx_version(signature)
    limit = runtime_limits().opsets.get(schemas.AI_ONNX, version)
    if version <= limit or signature.has_graph_attributes:
        return version
    return limit


def _unchanged(op: str, domain: str, version: int, older: int) -> bool:
    wanted = schemas.lookup(op, version, domain)
    before = schemas.lookup(op, older, domain)
    return (
        wanted is not None and before is not None and wanted.since_version == before.since_version
    )


def _graphs_of(proto: onnx.AttributeProto) -> list[onnx.GraphProto]:
    if proto.type == onnx.AttributeProto.GRAPH:
        return [proto.g]
    if proto.type == onnx.AttributeProto.GRAPHS:
        return list(proto.graphs)
    return []


def _graph_unchanged(graph: onnx.GraphProto, domain: str, version: int, older: int) -> bool:
    for node in graph.node:
        if schemas.normalize_domain(node.domain) != domain:
            continue
        if not _unchanged(node.op_type, domain, version, older):
            return False
        for proto in node.attribute:
            if not all(_graph_unchanged(g, domain, version, older) for g in _graphs_of(proto)):
                return False
    return True


class OrtEvaluator(Evaluator):
    """Runs each op in an onnxruntime session, one cached session per signature."""

    name = "ort"

    def prepare(self, signature: Signature) -> Runner:
        ort = _ort()
        version = _ort_opset_version(signature)
        model = one_node_model(
            signature, opset_version=version, ai_onnx_version=_ort_ai_onnx_version(signature)
        )
        model.ir_version = min(model.ir_version, runtime_limits().ir_version)
        session = ort.InferenceSession(
            model.SerializeToString(), _session_options(), providers=["CPUExecutionProvider"]
        )
        names = [name for name in input_names(signature) if name]
        outputs = output_names(signature)
        raw_run = session._sess.run if hasattr(session, "_sess") else session.run
        present = [i for i, key in enumerate(signature.inputs) if key is not None]
        if len(present) == len(signature.inputs):

            def run(values: Sequence[Any]) -> list[Any]:
                results: list[Any] = raw_run(outputs, dict(zip(names, values, strict=False)), None)
                return results

        else:

            def run(values: Sequence[Any]) -> list[Any]:
                feeds = {n: values[i] for n, i in zip(names, present, strict=True)}
                results: list[Any] = raw_run(outputs, feeds, None)
                return results

        views = _exotic_outputs(signature)
        if not views:
            return run

        def run_and_view(values: Sequence[Any]) -> list[Any]:
            results = list(run(values))
            for index, dtype in views:
                result = results[index]
                if isinstance(result, np.ndarray) and result.dtype != dtype:
                    results[index] = result.view(dtype)
            return results

        return run_and_view


def _exotic_outputs(signature: Signature) -> list[tuple[int, np.dtype[Any]]]:
    """Outputs whose element type numpy lacks (bfloat16, float8, ...): onnxruntime returns
    their bytes as uint8/uint16 arrays, to be viewed as the ml_dtypes type onnx uses."""
    schema = schemas.lookup(signature.op, signature.version, signature.domain)
    if schema is None:
        return []
    attributes = {
        proto.name: onnx.helper.get_attribute_value(proto) for proto in signature.attribute_protos()
    }
    try:
        inference = infer_node_types(schema, signature.inputs, attributes)
    except Exception:
        return []
    views = []
    for index, output in enumerate(inference.output_types[: signature.num_outputs]):
        if isinstance(output, TensorValueType) and output.dtype is not None:
            try:
                dtype = numpy_dtype(output.dtype)
            except Exception:
                continue
            if dtype.type.__module__ != "numpy":
                views.append((index, dtype))
    return views


# --------------------------------------------------------------------------- onnx.reference


class ReferenceEvaluator(Evaluator):
    """Runs each op with ``onnx.reference.ReferenceEvaluator``."""

    name = "reference"

    def prepare(self, signature: Signature) -> Runner:
        from onnx.reference import ReferenceEvaluator as OnnxReference  # loads every op's code

        model = one_node_model(signature)
        reference = OnnxReference(model)
        names = input_names(signature)
        outputs = output_names(signature)

        def run(values: Sequence[Any]) -> list[Any]:
            feeds = {name: value for name, value in zip(names, values, strict=False) if name}
            return list(reference.run(outputs, feeds))

        return run


# --------------------------------------------------------------------------- auto


class AutoEvaluator(Evaluator):
    """onnxruntime where it can, the reference evaluator where it cannot (remembered per signature)."""

    name = "auto"

    def __init__(
        self, ort: OrtEvaluator | None = None, reference: ReferenceEvaluator | None = None
    ) -> None:
        super().__init__()
        self.ort = ort or OrtEvaluator()
        self.reference = reference or ReferenceEvaluator()
        self.fallbacks: dict[Signature, str] = {}
        """Signatures run by the reference evaluator, with onnxruntime's reason."""

    def prepare(self, signature: Signature) -> Runner:
        try:
            ort_run = self.ort.runner(signature)
        except Exception as error:
            if not _may_fall_back(signature, error):
                raise
            self.fallbacks[signature] = _first_line(error)
            return self.reference.runner(signature)

        current = [ort_run]

        def run(values: Sequence[Any]) -> list[Any]:
            chosen = current[0]
            try:
                return chosen(values)
            except Exception as error:
                if chosen is not ort_run:
                    raise
                reference_run, result = self._retry_with_reference(signature, values, error)
                current[0] = reference_run
                return result

        return run

    def _retry_with_reference(
        self, signature: Signature, values: Sequence[Any], ort_error: Exception
    ) -> tuple[Runner, list[Any]]:
        """onnxruntime failed at run time: if the reference evaluator succeeds, keep using it."""
        if not _may_fall_back(signature, ort_error):
            raise ort_error
        try:
            reference_run = self.reference.runner(signature)
            result = reference_run(values)
        except NotImplementedError as reference_error:
            if lacks_implementation(ort_error):
                raise NotImplementedError(
                    f"{_first_line(ort_error)}; the reference evaluator: "
                    f"{_first_line(reference_error)}"
                ) from None
            raise ort_error from None
        except Exception:
            raise ort_error from None
        self.fallbacks[signature] = _first_line(ort_error)
        return reference_run, result

    def uses_reference(self, signature: Signature) -> bool:
        return signature in self.fallbacks

    def clear_cache(self) -> None:
        super().clear_cache()
        self.ort.clear_cache()
        self.reference.clear_cache()
        self.fallbacks.clear()


_ORT_LIMITATIONS = (
    "NOT_IMPLEMENTED",
    "is not a registered function/op",
    "ValidateOpsetForDomain",
    "Unsupported model IR version",
    "can't be converted to MLDataType",
    "No corresponding Numpy type",
)
"""Signs that onnxruntime lacks something (a kernel, an opset, an element type)."""


def lacks_implementation(error: BaseException) -> bool:
    """Whether ``error`` says the evaluator has no implementation, rather than a failed run.

    The reference evaluator raises NotImplementedError; onnxruntime names a missing kernel,
    opset or element type in its message.
    """
    if isinstance(error, NotImplementedError):
        return True
    text = str(error)
    return any(sign in text for sign in _ORT_LIMITATIONS)


def _may_fall_back(signature: Signature, error: BaseException) -> bool:
    """Whether the reference evaluator may stand in after onnxruntime failed with ``error``.

    Always where onnxruntime lacks a kernel, an opset or an element type. Other failures are
    onnxruntime disagreeing with the specification for a single node, whose inputs eager
    dispatch has already type-checked, so the reference evaluator may stand in, except for ops
    with graph attributes: a graph body is user code, and its type errors must be reported, not
    computed away with numpy's type promotion.
    """
    if lacks_implementation(error):
        return True
    return not signature.has_graph_attributes


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


# --------------------------------------------------------------------------- selection

_NAMED: dict[str, Callable[[], Evaluator]] = {
    "ort": OrtEvaluator,
    "onnxruntime": OrtEvaluator,
    "reference": ReferenceEvaluator,
    "auto": AutoEvaluator,
}
_SHARED: dict[str, Evaluator] = {}
_CURRENT: ContextVar[Evaluator | None] = ContextVar("onnxscribe_evaluator", default=None)


def _resolve(choice: str | Evaluator) -> Evaluator:
    if isinstance(choice, Evaluator):
        return choice
    if not isinstance(choice, str) or choice not in _NAMED:
        raise ValueError(
            f"unknown evaluator {choice!r}: use 'auto', 'ort', 'reference' or an Evaluator instance"
        )
    key = "ort" if choice == "onnxruntime" else choice
    found = _SHARED.get(key)
    if found is None:
        if key == "auto":
            ort, reference = _resolve("ort"), _resolve("reference")
            found = AutoEvaluator(
                ort if isinstance(ort, OrtEvaluator) else None,
                reference if isinstance(reference, ReferenceEvaluator) else None,
            )
        else:
            found = _NAMED[key]()
        _SHARED[key] = found
    return found


_DEFAULT: list[Evaluator] = []


def get_evaluator() -> Evaluator:
    """The evaluator in force (``auto`` unless changed)."""
    found = _CURRENT.get()
    if found is not None:
        return found
    if not _DEFAULT:
        _DEFAULT.append(_resolve("auto"))
    return _DEFAULT[0]


def set_evaluator(choice: str | Evaluator) -> Evaluator:
    """Make ``choice`` (``"auto"``, ``"ort"``, ``"reference"`` or an instance) the default."""
    resolved = _resolve(choice)
    _DEFAULT[:] = [resolved]
    return resolved


@contextlib.contextmanager
def evaluator(choice: str | Evaluator) -> Iterator[Evaluator]:
    """Evaluate ops with ``choice`` inside the ``with`` block."""
    resolved = _resolve(choice)
    token = _CURRENT.set(resolved)
    try:
        yield resolved
    finally:
        _CURRENT.reset(token)


__all__ = [
    "AutoEvaluator",
    "EagerError",
    "Evaluator",
    "OrtEvaluator",
    "ReferenceEvaluator",
    "Signature",
    "evaluator",
    "get_evaluator",
    "set_evaluator",
]
