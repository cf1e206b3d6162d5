"""Every node output of a model as a value to compare, and the first node (in the graph's
order) whose output two runs disagree on.

``expose_all`` makes each main-graph node output a graph output (model-local functions inlined
first, so their nodes count too); runners fill name -> array tables; ``first_divergence`` walks
the nodes in order and stops at the first output outside the tolerance.
"""

from __future__ import annotations

import types
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import onnx
import onnx.inliner

from onnxscribe.eager.divergence import Mismatch, Tolerance, mismatch
from onnxscribe.eager.name_recorder import as_array, record_locals
from onnxscribe.eager.profiling import session_options
from onnxscribe.graph_ir.nodes import Function
from onnxscribe.graph_ir.source_props import node_source

AGAINST = ("reference", "unoptimized", "provider", "eager", "function")
"""What a run under onnxruntime can be held to: onnx's reference evaluator, onnxruntime without
graph optimizations, onnxruntime's CPU provider (another provider then under test), the script
function run eagerly, or a function of the user's."""


@dataclass(frozen=True)
class NodeOutput:
    """One output of a node of the main graph, with where the node came from."""

    node_index: int
    node_name: str
    op_type: str
    name: str
    source: tuple[str, int, int] | None


@dataclass(frozen=True)
class Divergence:
    output: NodeOutput
    mismatch: Mismatch
    actual: np.ndarray
    expected: np.ndarray
    compared: int
    """Values compared up to and including this one."""


def expose_all(model: onnx.ModelProto) -> tuple[onnx.ModelProto, list[NodeOutput]]:
    """A copy of ``model`` whose graph outputs are every node output, and those in node order."""
    copy = onnx.ModelProto()
    copy.CopyFrom(model)
    if copy.functions:
        copy = onnx.inliner.inline_local_functions(copy)
    outputs: list[NodeOutput] = []
    present = {o.name for o in copy.graph.output}
    for index, node in enumerate(copy.graph.node):
        source = node_source(node)
        for name in node.output:
            if not name:
                continue
            outputs.append(NodeOutput(index, node.name, node.op_type, name, source))
            if name not in present:
                copy.graph.output.append(onnx.ValueInfoProto(name=name))
                present.add(name)
    return copy, outputs


def run_onnxruntime(
    model: onnx.ModelProto,
    feeds: Mapping[str, np.ndarray],
    *,
    providers: Sequence[str] = ("CPUExecutionProvider",),
    optimization: str = "all",
) -> dict[str, np.ndarray]:
    """Every graph output by name, from one onnxruntime run."""
    import onnxruntime  # deferred: heavy, and only needed to run

    session = onnxruntime.InferenceSession(
        model.SerializeToString(), session_options(optimization), providers=list(providers)
    )
    names = [o.name for o in session.get_outputs()]
    return dict(zip(names, session.run(names, dict(feeds)), strict=True))


def run_reference(model: onnx.ModelProto, feeds: Mapping[str, np.ndarray]) -> dict[str, Any]:
    """Every graph output by name, from onnx's reference evaluator."""
    from onnx.reference import ReferenceEvaluator  # deferred: loads every op's implementation

    evaluator = ReferenceEvaluator(model)
    names = [o.name for o in model.graph.output]
    return dict(zip(names, evaluator.run(names, dict(feeds)), strict=True))


def by_python_name(
    outputs: Sequence[NodeOutput],
    python_names: Mapping[str, str],
    recorded: Mapping[str, Sequence[np.ndarray]],
) -> dict[str, np.ndarray]:
    """Node output name -> a recorded value, by the Python name that holds both.

    The values a name takes are matched from the last one back: a name's final value is the
    one most likely to mean the same on both sides (a script that rounds ``var`` in a second
    step, or computes ``y`` in two steps where the reference has one, is still held to the
    reference's ``var`` and ``y``). A value a name takes more often than in the recording, at
    the start, is not compared.
    """
    held: dict[str, list[str]] = defaultdict(list)
    for output in outputs:
        python = python_names.get(output.name)
        if python is not None:
            held[python].append(output.name)
    matched: dict[str, np.ndarray] = {}
    for python, names in held.items():
        values = recorded.get(python, ())
        for name, value in zip(reversed(names), reversed(values), strict=False):
            matched[name] = value
    return matched


def same_shapes(
    recorded: Mapping[str, np.ndarray], actual: Mapping[str, Any]
) -> dict[str, np.ndarray]:
    """The recorded values whose shape is that of the run's value of the same name: a
    reference function may use a name for something else."""
    return {
        name: value
        for name, value in recorded.items()
        if name in actual and np.shape(actual[name]) == np.shape(value)
    }


def first_divergence(
    outputs: Sequence[NodeOutput],
    actual: Mapping[str, Any],
    expected: Mapping[str, Any],
    tolerance: Tolerance,
) -> tuple[Divergence | None, int]:
    """The first node output (in node order) present in both tables whose values disagree, and
    how many values were compared."""
    compared = 0
    for output in outputs:
        if output.name not in actual or output.name not in expected:
            continue
        a, e = actual[output.name], expected[output.name]
        if a is None or e is None:
            continue
        compared += 1
        found = mismatch(a, e, tolerance)
        if found is not None:
            return Divergence(output, found, np.asarray(a), np.asarray(e), compared), compared
    return None, compared


def source_names(function: Function) -> dict[str, str]:
    """Value name -> the Python name that holds it, for the node outputs of ``function``."""
    return {
        value.name: value.source_name
        for node in function.graph.nodes
        for value in node.outputs
        if value.source_name is not None
    }


class ReferenceRunError(Exception):
    """A reference function raised, or returned other than the model's outputs."""


def reference_values(
    function: Callable[..., Any],
    code: types.CodeType,
    label: str,
    model: onnx.ModelProto,
    outputs: Sequence[NodeOutput],
    python_names: Mapping[str, str],
    feeds: Mapping[str, np.ndarray],
    actual: Mapping[str, Any],
) -> dict[str, np.ndarray]:
    """Run ``function`` (``code`` is its body) on the model's inputs: its values by node output
    name, those its local names hold matched by ``python_names`` and its return values as the
    model's outputs. ``label`` names it in errors."""
    inputs = [feeds[i.name] for i in model.graph.input if i.name in feeds]
    try:
        result, recorded = record_locals(code, lambda: function(*inputs))
    except Exception as error:  # the user's code: whatever it raises is reported
        raise ReferenceRunError(f"{label} raised {type(error).__name__}: {error}") from None
    results = list(result) if isinstance(result, (tuple, list)) else [result]
    model_outputs = [o.name for o in model.graph.output]
    if len(results) != len(model_outputs):
        raise ReferenceRunError(
            f"{label} returned {len(results)} value(s); the model has "
            f"{len(model_outputs)} output(s)"
        )
    matched = same_shapes(by_python_name(outputs, python_names, recorded), actual)
    for name, value in zip(model_outputs, results, strict=True):
        array = as_array(value)
        matched[name] = np.asarray(value) if array is None else array
    return matched
