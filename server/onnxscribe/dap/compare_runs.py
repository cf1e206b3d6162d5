"""Compare mode against something other than eager mode: the function's model run in onnxruntime
(all graph optimizations, CPU) held to onnx's reference evaluator, to onnxruntime without graph
optimizations, or to a reference function of the user's; or another execution provider held
to the CPU's. As ``onnxscribe compare`` does, through ``eager.intermediates``.

The first node output the two runs disagree on is found before the program is stepped; the
graph-mode run then stops at that node, the n-th run of a node of that source position and op
(model-local functions are inlined in the model, so their nodes count in call order).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from onnxscribe.dap.control import ExceptionDetails, ScopeView, Stop
from onnxscribe.dap.frames import Frame
from onnxscribe.dap.graph_mode import GraphListener
from onnxscribe.dap.interpreter import as_data
from onnxscribe.dap.launch import LaunchConfig, LaunchError
from onnxscribe.dap.program import LoadedProgram
from onnxscribe.dap.variables import preview
from onnxscribe.eager.divergence import Tolerance, figures
from onnxscribe.eager.intermediates import (
    Divergence,
    ReferenceRunError,
    expose_all,
    first_divergence,
    reference_values,
    run_onnxruntime,
    run_reference,
    source_names,
)
from onnxscribe.eager.providers import ProviderError, installed_providers, other_provider
from onnxscribe.eager.user_functions import UserCodeError, load_function
from onnxscribe.graph_ir.emit import EmitError, model_proto
from onnxscribe.graph_ir.nodes import Node
from onnxscribe.graph_ir.source_props import node_source, relative_path

Position = tuple[str, int, int, str]
"""(path as a model records it, line, column, op) of a node."""

HELD_TO = {
    "reference": "the reference evaluator",
    "unoptimized": "onnxruntime without graph optimizations",
    "provider": "onnxruntime's CPU provider",
    "function": "the reference function",
}
SHORT = {
    "reference": "reference evaluator",
    "unoptimized": "unoptimized",
    "provider": "CPU",
    "function": "reference function",
}


@dataclass
class Comparison:
    """The outcome of the two runs, before the program is stepped."""

    tested: str
    """What ran under test, as a phrase: ``onnxruntime``, ``onnxruntime's CUDA provider``."""
    tested_short: str
    held_to: str
    held_short: str
    compared: int
    divergence: Divergence | None
    position: Position | None = None
    occurrence: int = 0
    """Nodes of the same position before the divergent one, in the model's order."""
    name: str = ""
    """The Python name of the divergent value, else its name in the model."""

    def message(self, line: int | None) -> str:
        assert self.divergence is not None
        found = self.divergence.mismatch
        numbers = figures(found, self.tested_short, self.held_short)
        problem = found.reason if numbers is None else f"{found.reason}; {numbers}"
        where = "no source line" if line is None else f"line {line}"
        return f"{self.name!r} ({where}) differs: {problem}"

    def summary(self) -> str:
        """The divergence as one line of output, with where it is."""
        assert self.divergence is not None
        source = self.divergence.output.source
        text = f"{self.tested} and {self.held_to} differ: "
        text += self.message(source[1] if source is not None else None)
        return text if source is None else f"{text} at {source[0]}:{source[1]}"

    def agreement(self, tolerance: Tolerance) -> str:
        return (
            f"{self.tested} against {self.held_to}: {self.compared} values agree "
            f"(rtol={tolerance.rtol:g}, atol={tolerance.atol:g})"
        )


def compare_runs(config: LaunchConfig, program: LoadedProgram) -> Comparison:
    """Run the launched function both ways; a ``LaunchError`` says why it cannot be done."""
    against = config.against
    function = program.function.function_ir
    try:
        model = model_proto(function, attributes=program.attributes)
    except EmitError as error:
        raise LaunchError(f"cannot build the model to compare: {error}") from None
    exposed, outputs = expose_all(model)
    feeds = _feeds(program, [i.name for i in model.graph.input])
    tested, tested_short = "onnxruntime", "onnxruntime"
    providers = ["CPUExecutionProvider"]
    try:
        if against == "provider":
            provider = config.provider or other_provider()
            providers = installed_providers([provider, "CPUExecutionProvider"])
            tested_short = provider.removesuffix("ExecutionProvider")
            tested = f"onnxruntime's {tested_short} provider"
        reference = None
        if against == "function":
            assert config.reference_function is not None
            folder = config.cwd or os.path.dirname(config.program)
            reference = load_function(config.reference_function, folder)
    except (ProviderError, UserCodeError) as error:
        raise LaunchError(f"compare mode: {error}") from None
    actual = _run(lambda: run_onnxruntime(exposed, feeds, providers=providers))
    if against == "reference":
        expected = _run(lambda: run_reference(exposed, feeds))
    elif against == "unoptimized":
        expected = _run(lambda: run_onnxruntime(exposed, feeds, optimization="disable"))
    elif against == "provider":
        expected = _run(lambda: run_onnxruntime(exposed, feeds))
    else:
        code = getattr(reference, "__code__", None)
        if reference is None or code is None:
            raise LaunchError(f"{config.reference_function} is not a Python function")
        try:
            expected = reference_values(
                reference,
                code,
                HELD_TO[against],
                model,
                outputs,
                source_names(function),
                feeds,
                actual,
            )
        except ReferenceRunError as error:
            raise LaunchError(f"compare mode: {error}") from None
    tolerance = Tolerance(config.rtol, config.atol)
    found, compared = first_divergence(outputs, actual, expected, tolerance)
    comparison = Comparison(tested, tested_short, HELD_TO[against], SHORT[against], compared, found)
    if found is not None:
        output = found.output
        node = exposed.graph.node[output.node_index]
        source = node_source(node)
        if source is not None:
            comparison.position = (*source, node.op_type)
            comparison.occurrence = sum(
                1
                for earlier in exposed.graph.node[: output.node_index]
                if earlier.op_type == node.op_type and node_source(earlier) == source
            )
        comparison.name = source_names(function).get(output.name, output.name)
    return comparison


def _feeds(program: LoadedProgram, names: list[str]) -> dict[str, Any]:
    values = program.inputs
    parameters = program.function.function_ir.graph.inputs
    feeds: dict[str, Any] = {}
    for name, parameter in zip(names, parameters, strict=False):
        value = values.get(parameter.source_name or parameter.name)
        if value is not None:
            data = as_data(value)
            feeds[name] = [np.asarray(v) for v in data] if isinstance(data, list) else data
    return feeds


def _run(run: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    try:
        result: dict[str, Any] = run()
    except Exception as error:  # the runtimes' own errors carry no common type
        raise LaunchError(f"compare mode: running the model failed: {error}") from None
    return result


class DivergenceListener(GraphListener):
    """A graph-mode listener that stops after the node ``comparison`` found divergent."""

    watches_values = True

    def __init__(self, comparison: Comparison, *args: Any) -> None:
        super().__init__(*args)
        self.comparison = comparison
        self._seen = 0
        self.stopped = False

    def after_node(self, frame: Frame, node: Node) -> None:
        comparison = self.comparison
        if self.stopped or comparison.position is None:
            return
        if not all(f.is_function for f in frame.stack()):
            return  # a control-flow body: the model's main graph holds no node of it
        span = node.span
        if span.path is None:
            return
        position = (relative_path(span.path), span.line, span.column, node.op_type)
        if position != comparison.position:
            return
        self._seen += 1
        if self._seen <= comparison.occurrence:
            return
        self.stopped = True
        self._stop(frame, node)

    def _stop(self, frame: Frame, node: Node) -> None:
        comparison = self.comparison
        found = comparison.divergence
        assert found is not None
        message = (
            f"{comparison.message(node.span.line)}; {comparison.tested_short}: "
            f"{preview(found.actual, 120)}; {comparison.held_short}: "
            f"{preview(found.expected, 120)}"
        )
        details = ExceptionDetails.divergence(message, node.op_type, node.span.location())
        views = self.views(frame)
        name = comparison.name
        views[0].scopes.append(
            ScopeView(
                "Compared values",
                {
                    f"{name} ({comparison.tested_short})": found.actual,
                    f"{name} ({comparison.held_short})": found.expected,
                },
            )
        )
        self.controller.stop(
            Stop(
                "exception",
                views,
                frame.depth,
                description=f"{comparison.tested} and {comparison.held_to} differ",
                text=message,
                exception=details,
            )
        )
