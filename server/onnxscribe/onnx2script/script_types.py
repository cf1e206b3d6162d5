"""The element types the script's converter will know, value by value.

A literal operand takes the type of the other input of its op only where the converter knows
that input's type; elsewhere it becomes ``CastLike(literal, other)``, a node the model did not
have. The converter knows the types of annotated inputs and of constants, and follows op
schemas from there; what an exporter declared in ``value_info`` or onnx's shape inference
finds, it does not. This pass follows the same path, so a literal is written only where the
same node comes back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import onnx

from onnxscribe.core import schemas
from onnxscribe.core.types import dtype_from_type_string

_CONSTANT_ATTRIBUTES = {
    "value_float": onnx.TensorProto.FLOAT,
    "value_floats": onnx.TensorProto.FLOAT,
    "value_int": onnx.TensorProto.INT64,
    "value_ints": onnx.TensorProto.INT64,
    "value_string": onnx.TensorProto.STRING,
    "value_strings": onnx.TensorProto.STRING,
}


def script_dtypes(graph: onnx.GraphProto, version: int) -> dict[str, int]:
    """Value name -> element type, for the values of ``graph`` (and of the graphs inside its
    nodes) whose type the converter will know; ``version`` is the default opset's."""
    known: dict[str, int] = {}
    initialized = {t.name for t in graph.initializer}
    for value in graph.input:
        dtype = value.type.tensor_type.elem_type if value.type.HasField("tensor_type") else 0
        if value.name not in initialized and dtype:
            known[value.name] = dtype
    _visit(graph, known, version)
    return known


def _visit(graph: onnx.GraphProto, known: dict[str, int], version: int) -> None:
    for tensor in graph.initializer:
        known[tensor.name] = tensor.data_type
    for node in graph.node:
        for attribute in node.attribute:
            for inner in _graphs(attribute):
                _seed_body_inputs(node, inner, known)
                _visit(inner, known, version)
        if any(a.type in _GRAPH_KINDS for a in node.attribute):
            continue  # the outputs of If, Loop, Scan: typed from their bodies, not followed
        for name, dtype in zip(node.output, _output_dtypes(node, known, version), strict=False):
            if name and dtype is not None:
                known[name] = dtype


def _seed_body_inputs(node: onnx.NodeProto, body: onnx.GraphProto, known: dict[str, int]) -> None:
    """A Loop body's inputs: the iteration number, the condition, and values carried with the
    types of their initial values (a loop written as ``for``/``while`` assigns them before the
    loop). Any other body is a ``@graph()`` function whose parameters are annotated."""
    if node.op_type == "Loop":
        names = [value.name for value in body.input]
        seeds: list[int | None] = [onnx.TensorProto.INT64, onnx.TensorProto.BOOL]
        seeds += [known.get(initial) for initial in node.input[2:]]
        for name, dtype in zip(names, seeds, strict=False):
            if dtype is not None:
                known[name] = dtype
        return
    for value in body.input:
        if value.type.HasField("tensor_type") and value.type.tensor_type.elem_type:
            known[value.name] = value.type.tensor_type.elem_type


_GRAPH_KINDS = frozenset({onnx.AttributeProto.GRAPH, onnx.AttributeProto.GRAPHS})


def _graphs(attribute: onnx.AttributeProto) -> Iterable[onnx.GraphProto]:
    if attribute.type == onnx.AttributeProto.GRAPH:
        yield attribute.g
    yield from attribute.graphs


def _output_dtypes(
    node: onnx.NodeProto, known: dict[str, int], version: int
) -> Sequence[int | None]:
    if schemas.normalize_domain(node.domain) != "":
        return []
    if node.op_type == "Constant" and node.attribute:
        attribute = node.attribute[0]
        if attribute.name == "value":
            return [attribute.t.data_type]
        return [_CONSTANT_ATTRIBUTES.get(attribute.name)]
    if node.op_type == "Cast":
        return [next((int(a.i) for a in node.attribute if a.name == "to"), None)]
    schema = schemas.lookup(node.op_type, version)
    if schema is None or not schema.outputs:
        return []
    found: list[int | None] = []
    for index in range(len(node.output)):
        if index >= len(schema.outputs) and not schema.outputs[-1].is_variadic:
            break
        formal = schema.outputs[min(index, len(schema.outputs) - 1)].type_str
        found.append(formal_dtype(node, schema, formal, known.get))
    return found


def formal_dtype(
    node: onnx.NodeProto,
    schema: schemas.OpSchema,
    formal: str,
    dtype_of: Callable[[str], int | None],
) -> int | None:
    """The element type of a value of the node's schema type ``formal``: fixed by the schema
    (a constraint allowing one type, or a type written out), else that of an input of the same
    type (``dtype_of`` a value name, None where unknown)."""
    constraint = schema.type_constraints.get(formal)
    if constraint is not None and len(constraint.allowed) == 1:
        return dtype_from_type_string(constraint.allowed[0])
    if formal.startswith("tensor("):
        return dtype_from_type_string(formal)
    for index, given in enumerate(node.input):
        if not given or not schema.inputs:
            continue
        if index >= len(schema.inputs) and not schema.inputs[-1].is_variadic:
            break
        param = schema.inputs[min(index, len(schema.inputs) - 1)]
        if param.type_str == formal:
            found = dtype_of(given)
            if found is not None:
                return found
    return None
