"""Which Loop nodes become Python ``for`` / ``while`` loops, and how.

The dialect writes ``for i in range(n):`` as ``Loop(n, "", initial...)`` whose body recomputes no
condition (``cond_out = Identity(cond_in)``), and ``while test:`` as ``Loop("", test, initial...)``
whose body ends by computing the test again. ``if stop: break`` as the last statement of a
``for`` body makes the condition ``Not(stop)``. The loop-carried values are the names assigned in
the body that were defined before the loop and are read in the body or after the loop, in the
order the body first assigns them. A Loop of exactly that shape is written as the Python loop
(converting it back gives the same node); any other keeps the op form with a ``@graph()`` body.

``plan_loop`` only looks at the protos; the writer adds what needs value types (a condition must
be a BOOL scalar) and names.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import onnx

GRAPH = onnx.AttributeProto.GRAPH


@dataclass(frozen=True)
class Carried:
    """One loop-carried value: one Python variable for four ONNX names."""

    initial: str
    """The Loop's input: the variable's value before the loop."""
    body_input: str
    body_output: str
    result: str
    """The Loop's output ("" when the model leaves it out)."""
    assigned_in_place: bool
    """The body node making ``body_output`` assigns the variable itself (``x = x + 1``); else
    the body ends with ``x = body_output``."""
    reuses_initial: bool
    """The variable takes the initial value's own name (nothing else reads that value)."""


@dataclass(frozen=True)
class LoopPlan:
    kind: str
    """``for`` or ``while``."""
    trip_count: str
    iteration: str
    counter_read: bool
    """Whether the body reads the iteration counter (else ``for _ in range(n)``)."""
    carried: tuple[Carried, ...]
    skipped_body_nodes: frozenset[int]
    """Body nodes the loop statement stands for (the condition's Identity or Not, the
    recomputed test and its constants)."""
    break_value: str
    """The value of ``if stop: break`` ("" when the body has none)."""
    test: tuple[int, ...]
    """For ``while``: the indices, in the enclosing nodes, of the nodes computing the test
    (the last one makes it); they are written in the ``while`` line."""
    condition: str
    """For ``while``: the test's value before the loop (the Loop's cond input)."""


def reads(node: onnx.NodeProto) -> Iterable[str]:
    """Every value a node reads, its subgraphs' reads of enclosing values included."""
    yield from node.input
    for attribute in node.attribute:
        graphs = [attribute.g] if attribute.type == GRAPH else attribute.graphs
        for graph in graphs:
            for inner in graph.node:
                yield from reads(inner)
            for output in graph.output:
                yield output.name


def is_plain_constant(node: onnx.NodeProto) -> bool:
    return (
        node.op_type == "Constant"
        and node.domain in ("", "ai.onnx")
        and len(node.attribute) == 1
        and node.attribute[0].name == "value"
        and not node.attribute[0].ref_attr_name
        and len(node.output) == 1
    )


def plan_loop(
    node: onnx.NodeProto, nodes: Sequence[onnx.NodeProto], position: int, keep: set[str]
) -> LoopPlan | None:
    """How ``nodes[position]`` (a Loop) is written as a Python loop, or None for the op form.
    ``keep`` holds the enclosing graph's outputs."""
    if node.op_type != "Loop" or node.domain not in ("", "ai.onnx"):
        return None
    if len(node.attribute) != 1:
        return None
    attribute = node.attribute[0]
    if attribute.name != "body" or attribute.type != GRAPH or attribute.ref_attr_name:
        return None
    inputs = [*node.input, "", ""]
    trip_count, condition = inputs[0], inputs[1]
    initials = list(node.input)[2:]
    if not initials or not all(initials) or bool(trip_count) == bool(condition):
        return None
    body = attribute.g
    if body.sparse_initializer:
        return None
    body_inputs = [v.name for v in body.input]
    body_outputs = [v.name for v in body.output]
    count = len(initials)
    results = list(node.output)
    if len(body_inputs) != count + 2 or len(body_outputs) != count + 1 or len(results) > count:
        return None
    results += [""] * (count - len(results))
    names = body_inputs + body_outputs
    if len(set(names)) != len(names) or not all(names):
        return None
    body_nodes = list(body.node)
    producer: dict[str, int] = {}
    for index, inner in enumerate(body_nodes):
        for output in inner.output:
            producer[output] = index
    body_reads = [list(reads(inner)) for inner in body_nodes]
    iteration, condition_in = body_inputs[0], body_inputs[1]
    carried_inputs = set(body_inputs[2:])
    condition_out = body_outputs[0]
    last = producer.get(condition_out)
    if last is None or any(condition_out in r for r in body_reads):
        return None
    maker = body_nodes[last]
    skipped = {last}
    break_value = ""
    test: tuple[int, ...] = ()
    if trip_count:
        if _is_op(maker, "Identity") and list(maker.input) == [condition_in]:
            pass
        elif _is_op(maker, "Not") and len(maker.input) == 1:
            break_value = maker.input[0]
            if break_value in body_inputs or not break_value:
                return None
        else:
            return None
        if any(condition_in in r for i, r in enumerate(body_reads) if i != last):
            return None
    else:
        if any(iteration in r or condition_in in r for r in body_reads):
            return None
        matched = _match_test(
            nodes, position, condition, keep, body_nodes, last, producer, body_reads, initials,
            body_inputs, body_outputs,
        )  # fmt: skip
        if matched is None:
            return None
        test, constants = matched
        skipped |= constants
    if any(name in body_reads[last] for name in carried_inputs):
        return None
    later = {name for inner in nodes[position + 1 :] for name in reads(inner)} | keep
    outer_uses = _use_counts(nodes)
    test_reads = [name for index in test for name in nodes[index].input]
    carried: list[Carried] = []
    in_place = True
    last_assigned = -1
    for k in range(count):
        body_input, body_output = body_inputs[k + 2], body_outputs[k + 1]
        made_at = producer.get(body_output)
        if made_at is None or made_at in skipped:
            return None
        read_in_body = any(body_input in r for r in body_reads)
        if not read_in_body and not (results[k] and results[k] in later):
            return None  # dead: converting `x = ...` back would not carry it
        safe = not any(body_input in r for r in body_reads[made_at + 1 :])
        in_place = in_place and safe and made_at > last_assigned
        if in_place:
            last_assigned = made_at
        initial = initials[k]
        reuse = (
            outer_uses.get(initial, 0) - test_reads.count(initial) == 1
            and initial not in keep
            and results[k] not in keep  # a graph output keeps its name
            and any(initial in n.output for n in nodes[:position])
        )
        carried.append(Carried(initial, body_input, body_output, results[k], in_place, reuse))
    return LoopPlan(
        kind="for" if trip_count else "while",
        trip_count=trip_count,
        iteration=iteration,
        counter_read=any(iteration in r for r in body_reads),
        carried=tuple(carried),
        skipped_body_nodes=frozenset(skipped),
        break_value=break_value,
        test=test,
        condition=condition,
    )


def _is_op(node: onnx.NodeProto, op_type: str) -> bool:
    return node.op_type == op_type and node.domain in ("", "ai.onnx") and not node.attribute


def _use_counts(nodes: Sequence[onnx.NodeProto]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for node in nodes:
        for name in reads(node):
            counts[name] = counts.get(name, 0) + 1
    return counts


def _match_test(
    nodes: Sequence[onnx.NodeProto],
    position: int,
    condition: str,
    keep: set[str],
    body_nodes: list[onnx.NodeProto],
    last: int,
    producer: dict[str, int],
    body_reads: list[list[str]],
    initials: list[str],
    body_inputs: list[str],
    body_outputs: list[str],
) -> tuple[tuple[int, ...], set[int]] | None:
    """For ``while``: the nodes before the loop computing its test (each read once, by the
    test), when the body ends by computing the same expression over the carried values (its
    nodes read only by that expression); with the indices of those body nodes."""
    if condition in keep:
        return None
    outer_producer: dict[str, int] = {}
    for index in range(position):
        for output in nodes[index].output:
            outer_producer[output] = index
    outer_uses = _use_counts(nodes)
    body_uses: dict[str, int] = {}
    for found in body_reads:
        for name in found:
            body_uses[name] = body_uses.get(name, 0) + 1
    outer_nodes: list[int] = []
    inner_nodes: set[int] = set()

    def same(outer: str, inner: str, root: bool = False) -> bool:
        if not outer and not inner:
            return True
        slots = [k for k, initial in enumerate(initials) if initial == outer]
        if slots:
            return any(body_outputs[k + 1] == inner for k in slots)
        if outer == inner:
            return inner not in producer and inner not in body_inputs
        at, made_at = outer_producer.get(outer), producer.get(inner)
        if at is None or made_at is None or (made_at == last) != root:
            return False
        first, again = nodes[at], body_nodes[made_at]
        if outer_uses.get(outer) != 1 or outer in keep or at in outer_nodes:
            return False
        if not root and (body_uses.get(inner) != 1 or inner in body_outputs):
            return False
        if len(first.output) != 1 or len(again.output) != 1:
            return False
        if (first.op_type, first.domain, len(first.input)) != (
            again.op_type,
            again.domain,
            len(again.input),
        ):
            return False
        if any(a.type == GRAPH or a.graphs for a in [*first.attribute, *again.attribute]):
            return False
        if _attribute_bytes(first) != _attribute_bytes(again):
            return False
        outer_nodes.append(at)
        inner_nodes.add(made_at)
        return all(same(a, b) for a, b in zip(first.input, again.input, strict=True))

    if not same(condition, body_outputs[0], root=True):
        return None
    return tuple(sorted(outer_nodes)), inner_nodes


def _attribute_bytes(node: onnx.NodeProto) -> list[bytes]:
    """The node's attributes, comparable across nodes (a tensor's own name left out)."""
    found = []
    for attribute in node.attribute:
        if attribute.type == onnx.AttributeProto.TENSOR and attribute.t.name:
            copy = onnx.AttributeProto()
            copy.CopyFrom(attribute)
            copy.t.name = ""
            attribute = copy
        found.append(attribute.SerializeToString())
    return sorted(found)
