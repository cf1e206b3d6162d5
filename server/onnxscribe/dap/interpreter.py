"""Graph mode: evaluate a script function's IR node by node, with a listener called at each node.

Ordinary nodes run on the eager evaluator in force (one cached runner per node and input types,
so a second pass costs a dictionary lookup per node). Calls of other script functions, and the
bodies of If, Loop, Scan and SequenceMap, are interpreted here as frames of their own, so a
debugger can stop inside them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

import numpy as np
import onnx

from onnxscribe.dap.frames import Frame, UnboundValue
from onnxscribe.eager.dispatch import convert_inputs, readable_reason
from onnxscribe.eager.errors import EagerError, OpCallError, describe_value
from onnxscribe.eager.evaluators import Evaluator, Runner, Signature, get_evaluator
from onnxscribe.graph_ir.emit import attribute_proto
from onnxscribe.graph_ir.nodes import AttrRef, Function, Graph, Node


class NodeFailure(Exception):
    """A node could not be evaluated: the op, its inputs' types and shapes, and the reason."""

    def __init__(self, node: Node, inputs: Sequence[Any], reason: str) -> None:
        self.node = node
        self.op = node.op_type
        self.input_types = [describe_value(v) for v in inputs]
        self.reason = reason
        where = node.span.location()
        call = f"{node.op_type}({', '.join(self.input_types)})"
        super().__init__(f"{where}: {call} failed: {reason}")


class Listener(Protocol):
    def before_node(self, frame: Frame, node: Node, line_start: bool) -> None: ...

    def after_node(self, frame: Frame, node: Node) -> None: ...

    def node_failed(self, frame: Frame, node: Node, failure: NodeFailure) -> None: ...


class QuietListener:
    """Runs without stopping (a plain graph-mode evaluation)."""

    watches_values = False

    def before_node(self, frame: Frame, node: Node, line_start: bool) -> None:
        pass

    def after_node(self, frame: Frame, node: Node) -> None:
        pass

    def node_failed(self, frame: Frame, node: Node, failure: NodeFailure) -> None:
        pass


_CONTROL_FLOW = frozenset({"If", "Loop", "Scan", "SequenceMap"})


class _NodePlan:
    """What one node needs at run time: its attributes as protos and its runners by input types."""

    __slots__ = ("attribute_refs", "protos", "runners")

    def __init__(self, node: Node) -> None:
        self.attribute_refs = tuple(
            a.value.name for a in node.attributes.values() if isinstance(a.value, AttrRef)
        )
        self.protos: dict[Any, list[onnx.AttributeProto]] = {}
        self.runners: dict[Any, Runner] = {}


class GraphInterpreter:
    """Evaluates script functions' IR; ``listener`` sees every node before it runs."""

    def __init__(self, listener: Listener | None = None, evaluator: Evaluator | None = None):
        self.listener: Any = listener or QuietListener()
        self.evaluator = evaluator
        self._plans: dict[Node, _NodePlan] = {}
        self._calls = 0

    # ------------------------------------------------------------------ entry

    def run(
        self, function: Function, inputs: Mapping[str, Any], attributes: Mapping[str, Any]
    ) -> list[Any]:
        """The function's outputs for ``inputs`` (by parameter name) and attribute values."""
        if self.evaluator is None:
            self.evaluator = get_evaluator()
        frame = self._function_frame(function, None, _bindings(function, attributes))
        for value in function.graph.inputs:
            frame.env[value] = as_data(inputs.get(value.source_name or value.name))
        self._run_graph(frame)
        return [frame.lookup(v) for v in function.graph.outputs]

    def _function_frame(
        self, function: Function, parent: Frame | None, bindings: dict[str, Any]
    ) -> Frame:
        explicit = parent is not None and parent.explicit_body
        if not explicit:
            self._calls += 1
        frame = Frame(function.name, function.graph, function, parent, bindings, True)
        frame.call_index = self._calls
        frame.explicit_body = explicit
        return frame

    # ------------------------------------------------------------------ graphs

    def _run_graph(self, frame: Frame) -> None:
        listener = self.listener
        watch = listener.watches_values
        for node in frame.graph.nodes:
            frame.node = node
            line = node.span.line
            line_start = line != frame.last_line
            frame.last_line = line
            listener.before_node(frame, node, line_start)
            try:
                self._run_node(frame, node)
            except NodeFailure as failure:
                if failure.node is node:
                    listener.node_failed(frame, node, failure)
                raise
            if watch:
                listener.after_node(frame, node)

    def _run_node(self, frame: Frame, node: Node) -> None:
        if node.callee is not None:
            results = self._call(frame, node)
        elif node.op_type in _CONTROL_FLOW and node.domain in ("", "ai.onnx"):
            results = getattr(self, "_" + node.op_type)(frame, node)
        else:
            results = self._evaluate(frame, node)
        env = frame.env
        for value, result in zip(node.outputs, results, strict=False):
            env[value] = result

    def _inputs(self, frame: Frame, node: Node) -> list[Any]:
        try:
            return [frame.lookup(v) if v is not None else None for v in node.inputs]
        except UnboundValue as error:
            raise NodeFailure(node, [], str(error)) from None

    # ------------------------------------------------------------------ single ops

    def _evaluate(self, frame: Frame, node: Node) -> list[Any]:
        inputs = self._inputs(frame, node)
        plan = self._plans.get(node)
        if plan is None:
            plan = self._plans[node] = _NodePlan(node)
        key: tuple[Any, ...] = tuple(
            (x.dtype, x.ndim) if isinstance(x, np.ndarray) else _slow_key(x) for x in inputs
        )
        if plan.attribute_refs:
            key += tuple(repr(frame.bindings.get(name)) for name in plan.attribute_refs)
        runner = plan.runners.get(key)
        if runner is None:
            runner = plan.runners[key] = self._prepare(frame, node, plan, inputs)
        try:
            outputs = runner(inputs)
        except Exception as error:
            raise NodeFailure(node, inputs, _reason(error)) from None
        return [as_data(o) for o in outputs]

    def _prepare(self, frame: Frame, node: Node, plan: _NodePlan, inputs: list[Any]) -> Runner:
        schema = node.schema
        if schema is None:
            raise NodeFailure(
                node,
                inputs,
                f"no runtime implements {node.domain or 'ai.onnx'}::{node.op_type} "
                "(the domain has no operator schemas)",
            )
        try:
            _values, type_keys = convert_inputs(schema, inputs)
        except OpCallError as error:
            raise NodeFailure(node, inputs, str(error)) from None
        protos = []
        for attribute in node.attributes.values():
            proto = attribute_proto(attribute, frame.bindings)
            if proto is not None:
                protos.append(proto)
        signature = Signature(
            domain=schema.domain,
            op=node.op_type,
            version=node.version or schema.since_version,
            attributes=tuple((p.name, p.SerializeToString()) for p in sorted(protos, key=_name)),
            inputs=tuple(type_keys),
            num_outputs=len(node.outputs),
        )
        assert self.evaluator is not None
        try:
            return self.evaluator.runner(signature)
        except Exception as error:
            raise NodeFailure(node, inputs, _reason(error)) from None

    # ------------------------------------------------------------------ calls and bodies

    def _call(self, frame: Frame, node: Node) -> list[Any]:
        callee = node.callee
        assert callee is not None
        inputs = self._inputs(frame, node)
        given = {
            name: _attribute_value(attribute.value, frame.bindings)
            for name, attribute in node.attributes.items()
        }
        inner = self._function_frame(callee, frame, _bindings(callee, given))
        for index, value in enumerate(callee.graph.inputs):
            inner.env[value] = inputs[index] if index < len(inputs) else None
        self._run_graph(inner)
        return [inner.lookup(v) for v in callee.graph.outputs]

    def _body(self, frame: Frame, node: Node, graph: Graph, name: str) -> Frame:
        body = Frame(name, graph, frame.function, frame, frame.bindings, False)
        body.call_index = frame.call_index
        body.explicit_body = frame.explicit_body or graph.span != node.span
        return body

    def _run_body(self, node: Node, body: Frame, inputs: Sequence[Any]) -> list[Any]:
        for value, data in zip(body.graph.inputs, inputs, strict=False):
            body.env[value] = data
        self._run_graph(body)
        try:
            return [body.lookup(v) for v in body.graph.outputs]
        except UnboundValue as error:
            raise NodeFailure(node, [], str(error)) from None

    def _If(self, frame: Frame, node: Node) -> list[Any]:
        (condition,) = self._inputs(frame, node)[:1]
        chosen = _truth(node, condition)
        branch = "then_branch" if chosen else "else_branch"
        graph = self._graph_attribute(frame, node, branch)
        label = "If then branch" if chosen else "If else branch"
        return self._run_body(node, self._body(frame, node, graph, label), [])

    def _Loop(self, frame: Frame, node: Node) -> list[Any]:
        inputs = self._inputs(frame, node)
        trip, condition = [*inputs, None, None][:2]
        carried = list(inputs[2:])
        graph = self._graph_attribute(frame, node, "body")
        scans: list[list[Any]] = [[] for _ in range(len(graph.outputs) - 1 - len(carried))]
        limit = None if trip is None else int(np.asarray(trip).reshape(-1)[0])
        keep_going = True if condition is None else _truth(node, condition)
        iteration = 0
        while keep_going and (limit is None or iteration < limit):
            body = self._body(frame, node, graph, f"Loop body (iteration {iteration})")
            counter = np.array(iteration, dtype=np.int64)
            flag = np.array(True) if condition is None else np.asarray(condition)
            outputs = self._run_body(node, body, [counter, flag, *carried])
            if condition is not None:
                condition = outputs[0]
                keep_going = _truth(node, condition)
            carried = outputs[1 : 1 + len(carried)]
            for collected, value in zip(scans, outputs[1 + len(carried) :], strict=True):
                collected.append(value)
            iteration += 1
        return [*carried, *(_stack(values, 0) for values in scans)]

    def _Scan(self, frame: Frame, node: Node) -> list[Any]:
        inputs = self._inputs(frame, node)
        graph = self._graph_attribute(frame, node, "body")
        count = int(self._attribute(frame, node, "num_scan_inputs", 0))
        states = list(inputs[: len(inputs) - count])
        scanned = [np.asarray(x) for x in inputs[len(inputs) - count :]]
        in_axes = self._axes(frame, node, "scan_input_axes", count)
        in_reverse = self._axes(frame, node, "scan_input_directions", count)
        length = scanned[0].shape[in_axes[0]] if scanned else 0
        outputs_count = len(graph.outputs) - len(states)
        collected: list[list[Any]] = [[] for _ in range(outputs_count)]
        for step in range(length):
            slices = [
                np.take(x, length - 1 - step if reverse else step, axis=axis)
                for x, axis, reverse in zip(scanned, in_axes, in_reverse, strict=True)
            ]
            body = self._body(frame, node, graph, f"Scan body (iteration {step})")
            outputs = self._run_body(node, body, [*states, *slices])
            states = outputs[: len(states)]
            for values, value in zip(collected, outputs[len(states) :], strict=True):
                values.append(value)
        out_axes = self._axes(frame, node, "scan_output_axes", outputs_count)
        out_reverse = self._axes(frame, node, "scan_output_directions", outputs_count)
        results = []
        for values, axis, reverse in zip(collected, out_axes, out_reverse, strict=True):
            results.append(_stack(values[::-1] if reverse else values, axis))
        return [*states, *results]

    def _SequenceMap(self, frame: Frame, node: Node) -> list[Any]:
        inputs = self._inputs(frame, node)
        graph = self._graph_attribute(frame, node, "body")
        length = len(inputs[0])
        results: list[list[Any]] = [[] for _ in graph.outputs]
        for index in range(length):
            items = [x[index] if isinstance(x, list) else x for x in inputs]
            body = self._body(frame, node, graph, f"SequenceMap body (element {index})")
            for values, value in zip(results, self._run_body(node, body, items), strict=True):
                values.append(value)
        return results

    def _graph_attribute(self, frame: Frame, node: Node, name: str) -> Graph:
        attribute = node.attributes.get(name)
        value = attribute.value if attribute is not None else None
        if not isinstance(value, Graph):
            raise NodeFailure(node, [], f"{node.op_type} has no graph attribute {name!r}")
        return value

    def _attribute(self, frame: Frame, node: Node, name: str, default: Any) -> Any:
        attribute = node.attributes.get(name)
        if attribute is None:
            return default
        found = _attribute_value(attribute.value, frame.bindings)
        return default if found is None else found

    def _axes(self, frame: Frame, node: Node, name: str, count: int) -> list[int]:
        given = self._attribute(frame, node, name, None)
        return [int(a) for a in given] if given is not None else [0] * count


# --------------------------------------------------------------------------- helpers


def _bindings(function: Function, given: Mapping[str, Any]) -> dict[str, Any]:
    bindings = {p.name: p.default for p in function.attribute_params if p.has_default}
    bindings.update({k: v for k, v in given.items() if v is not None})
    return bindings


def _attribute_value(value: Any, bindings: Mapping[str, Any]) -> Any:
    if isinstance(value, AttrRef):
        return bindings.get(value.name)
    return value


def as_data(value: Any) -> Any:
    if value is None or isinstance(value, np.ndarray):
        return value
    if isinstance(value, (list, tuple)):
        return [as_data(v) for v in value]
    if hasattr(value, "numpy") and callable(value.numpy):
        return np.asarray(value.numpy())
    return np.asarray(value)


def _slow_key(value: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, list):
        return ("seq", *((v.dtype, v.ndim) for v in value)) if value else ("seq",)
    return (type(value), np.asarray(value).dtype)


def _name(proto: onnx.AttributeProto) -> str:
    return proto.name


def _reason(error: BaseException) -> str:
    if isinstance(error, EagerError) and error.reason:
        return readable_reason(error.reason)
    text = str(error).strip() or type(error).__name__
    return readable_reason(text)


def _truth(node: Node, condition: Any) -> bool:
    array = np.asarray(condition)
    if array.size != 1:
        raise NodeFailure(
            node, [condition], f"the condition must hold one value, not shape {array.shape}"
        )
    return bool(array.reshape(()))


def _stack(values: list[Any], axis: int) -> np.ndarray:
    if not values:
        return np.zeros((0,), dtype=np.float32)
    return np.stack([np.asarray(v) for v in values], axis=axis)
