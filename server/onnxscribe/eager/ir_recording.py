"""onnx-ir nodes for recorded calls, and the two places they go: a graph, or PyTorch's exporter.

An op call becomes one node (its Python literal inputs ``Constant`` nodes typed by the op's type
constraints, as eager evaluation types them); a script function call becomes one node calling
the function, whose FunctionProto (and those of the script functions it calls) the recorder
keeps as onnx-ir functions. PyTorch's exporter records standard ops itself, through the
``eval(schema, args, kwargs)`` of its tracer (``OpRecorder`` in
``torch/onnx/_internal/exporter/_building.py``), so its graph is the one an onnxscript op would
give; nodes it cannot make (ops of a custom domain, function calls) go to the tracer's ``nodes``
and ``functions`` as torch's own function calls do.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
import onnx
import onnx_ir as ir

from onnxscribe.core.constraints import infer_node_types
from onnxscribe.core.opcall import (
    CallProblem,
    bind_call,
    is_graph_function,
    literal_array,
    output_count,
    to_attribute_proto,
)
from onnxscribe.core.opsets import Op
from onnxscribe.core.types import OptionalValueType, TensorValueType, ValueType, is_tensor_type
from onnxscribe.eager.arguments import arguments_by_name
from onnxscribe.eager.errors import OpCallError
from onnxscribe.eager.input_typing import (
    NUM_OUTPUTS_KEYWORD,
    check_input_types,
    literal_input,
    shares_type,
)
from onnxscribe.eager.tensor import Tensor

FunctionId = tuple[str, str, str]


class GraphRecorder:
    """Records into an ``onnx_ir.Graph``, or into the graph and functions of an ``onnx_ir.Model``."""

    def __init__(self, target: ir.Graph | ir.Model) -> None:
        if isinstance(target, ir.Model):
            self.graph = target.graph
            self.functions: dict[FunctionId, ir.Function] = target.functions
        elif isinstance(target, ir.Graph):
            self.graph = target
            self.functions = {}
        else:
            raise TypeError(
                f"recording() takes an onnx_ir.Graph or onnx_ir.Model, not {type(target).__name__}"
            )

    def _add(self, node: ir.Node) -> None:
        self.graph.append(node)
        if node.version is not None:
            self.graph.opset_imports.setdefault(node.domain, node.version)

    def record_op(self, op: Op, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        return op_node(op, args, kwargs, self._add)

    def record_function(self, function: Any, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        result = function_call_node(function, args, kwargs, self._add)
        keep_functions(function, self.functions)
        return result


class TorchRecorder:
    """Records into the tracer PyTorch's dynamo exporter has active while it calls a function of
    its ``custom_translation_table``."""

    def __init__(self, tracer: Any) -> None:
        self.tracer = tracer

    def _add(self, node: ir.Node) -> None:
        self.tracer.nodes.append(node)

    def record_op(self, op: Op, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        if op.schema is None:
            return op_node(op, args, kwargs, self._add)
        schema = onnx.defs.get_schema(op.name, op.version, op.domain)
        given = {k: v for k, v in kwargs.items() if k != NUM_OUTPUTS_KEYWORD}
        inputs = [self._plain_input(a) for a in args]
        result = self.tracer.eval(schema, inputs, given)
        if isinstance(result, Sequence) and not isinstance(result, ir.Value):
            return tuple(result)
        return result

    def _plain_input(self, value: Any) -> Any:
        """Arrays and Tensors as Constant nodes; anything else as torch's tracer takes it."""
        if isinstance(value, (Tensor, np.ndarray)):
            return _constant(np.asarray(value), self._add)
        return value

    def record_function(self, function: Any, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        result = function_call_node(function, args, kwargs, self._add)
        keep_functions(function, self.tracer.functions)
        return result


# --------------------------------------------------------------------------- op calls


def op_node(
    op: Op, args: Sequence[Any], kwargs: Mapping[str, Any], add: Callable[[ir.Node], None]
) -> Any:
    """Record ``op(*args, **kwargs)`` as a node (after the Constant nodes of its literal inputs);
    its output value, or a tuple of them."""
    given = dict(kwargs)
    requested = given.pop(NUM_OUTPUTS_KEYWORD, None)
    schema = op.schema
    if schema is None:
        # An op of the user's own domain: positional arguments are its inputs, keywords its
        # attributes, one output unless more are asked for.
        inputs = [None if a is None else _input_value(a, None, add, None) for a in args]
        attributes = [to_attribute_proto(name, None, value) for name, value in given.items()]
        count = requested or 1
        output_types = []
    else:
        bound = bind_call(schema, args, given)
        if bound.problems:
            raise OpCallError(bound.problems)
        for name, value in bound.attributes.items():
            if is_graph_function(value):
                raise OpCallError(
                    [
                        CallProblem(
                            "OXS401",
                            f"{schema.name}: a Python function as the graph attribute {name!r} "
                            "cannot be recorded; write the function with its control flow as a "
                            "@script() function and call that",
                        )
                    ]
                )
        protos = {
            name: to_attribute_proto(schema.attributes[name], None, value)
            for name, value in bound.attributes.items()
        }
        attributes = list(protos.values())
        ai_onnx = op.version if op.domain == "" else None
        inputs, types = _typed_inputs(schema, bound.inputs, add, ai_onnx)
        plain = {name: onnx.helper.get_attribute_value(p) for name, p in protos.items()}
        inference = infer_node_types(schema, types, plain)
        if inference.problems:
            raise OpCallError(check_input_types(schema, types))
        output_types = inference.output_types
        count = requested or output_count(schema, protos, bound.inputs)
        if count is None:
            raise OpCallError(
                [
                    CallProblem(
                        "OXS310",
                        f"{schema.name}: the number of outputs cannot be told from this call; "
                        f"pass {NUM_OUTPUTS_KEYWORD}=<count>",
                    )
                ]
            )
    while inputs and inputs[-1] is None:
        inputs.pop()
    node = ir.Node(
        op.domain,
        op.name,
        inputs,
        [ir.serde.deserialize_attribute(a) for a in attributes],
        num_outputs=count,
        version=op.version,
    )
    _set_types(node.outputs, output_types)
    add(node)
    return node.outputs[0] if count == 1 else tuple(node.outputs)


def _typed_inputs(
    schema: Any, given: Sequence[Any], add: Callable[[ir.Node], None], version: int | None
) -> tuple[list[ir.Value | None], list[ValueType | None]]:
    """The node's input values (literals as Constant nodes) and their element types."""
    formals = [schema.inputs[schema.formal_index(i) or 0] for i in range(len(given))]
    bound: dict[str, int] = {}
    for value, formal in zip(given, formals, strict=True):
        dtype = _dtype_of(value)
        if dtype is not None and shares_type(schema, formal):
            bound.setdefault(formal.type_str, dtype)
    inputs: list[ir.Value | None] = []
    for value, formal in zip(given, formals, strict=True):
        if value is None or isinstance(value, ir.Value):
            inputs.append(value)
        elif isinstance(value, (Tensor, np.ndarray)):
            inputs.append(_constant(np.asarray(value), add, version))
        else:
            array = literal_input(schema, formal, value, bound)
            inputs.append(_constant(array, add, version))
    types = [_value_type(v) for v in inputs]
    return inputs, types


def _value_type(value: ir.Value | None) -> ValueType | None:
    if value is None or not isinstance(value.type, ir.TensorType):
        return None
    return TensorValueType(int(value.type.dtype), None)


def _set_types(outputs: Sequence[ir.Value], types: Sequence[ValueType | None]) -> None:
    """Give the outputs the element types that are known (shapes stay unknown)."""
    for output, found in zip(outputs, types, strict=False):
        if isinstance(found, TensorValueType) and found.dtype:
            output.type = ir.TensorType(ir.DataType(found.dtype))


def _dtype_of(value: Any) -> int | None:
    """The element type of a tensor input, when it is known."""
    if isinstance(value, ir.Value):
        if isinstance(value.type, ir.TensorType):
            return int(value.type.dtype)
        return None
    if isinstance(value, Tensor):
        return int(onnx.helper.np_dtype_to_tensor_dtype(value.numpy().dtype))
    if isinstance(value, np.ndarray):
        return int(onnx.helper.np_dtype_to_tensor_dtype(value.dtype))
    return None


def _input_value(
    value: Any, dtype: int | None, add: Callable[[ir.Node], None], version: int | None
) -> ir.Value:
    if isinstance(value, ir.Value):
        return value
    if isinstance(value, (Tensor, np.ndarray)):
        return _constant(np.asarray(value), add, version)
    return _constant(literal_array(value, dtype), add, version)


def _constant(
    array: np.ndarray, add: Callable[[ir.Node], None], version: int | None = None
) -> ir.Value:
    """A Constant node (of ai.onnx ``version``, when known) holding ``array``."""
    tensor = ir.tensor(array)
    node = ir.Node(
        "", "Constant", [], [ir.AttrTensor("value", tensor)], num_outputs=1, version=version
    )
    node.outputs[0].type = ir.TensorType(tensor.dtype)
    node.outputs[0].shape = ir.Shape(array.shape)
    add(node)
    return node.outputs[0]


# --------------------------------------------------------------------------- function calls


def function_call_node(
    function: Any, args: Sequence[Any], kwargs: Mapping[str, Any], add: Callable[[ir.Node], None]
) -> Any:
    """Record a call of the script function ``function`` as one node of its domain: inputs in
    the function's order (a missing optional one empty), every attribute parameter set, to the
    given value or its default."""
    body = function.function_ir
    order: list[str] = body.param_order
    bound = arguments_by_name(function.name, order, args, kwargs)
    attributes: list[onnx.AttributeProto] = []
    for param in body.attribute_params:
        if param.name in bound:
            value = bound[param.name]
        elif param.has_default and param.default is not None:
            value = param.default
        else:
            raise TypeError(f"{function.name}() needs a value for its attribute {param.name!r}")
        attributes.append(to_attribute_proto(param.name, param.kind, value))
    inputs: list[ir.Value | None] = []
    for formal in body.graph.inputs:
        name = formal.source_name or formal.name
        value = bound.get(name)
        if value is None:
            if not (name in body.optional_inputs or isinstance(formal.declared, OptionalValueType)):
                raise TypeError(
                    f"{function.name}: input {name!r} is required (only an input annotated "
                    "Optional[...] or defaulting to None can be left out)"
                )
            inputs.append(None)
            continue
        dtype = _declared_dtype(formal.declared)
        inputs.append(_input_value(value, dtype, add, body.opset_imports.get("")))
    while inputs and inputs[-1] is None:
        inputs.pop()
    count = len(body.graph.outputs)
    node = ir.Node(
        function.opset.domain,
        function.name,
        inputs,
        [ir.serde.deserialize_attribute(a) for a in attributes],
        num_outputs=count,
        version=function.opset.version,
    )
    _set_types(node.outputs, [_declared_value_type(v.declared) for v in body.graph.outputs])
    add(node)
    return node.outputs[0] if count == 1 else tuple(node.outputs)


def _declared_value_type(declared: Any) -> ValueType | None:
    if is_tensor_type(declared):
        declared = declared.to_value_type()
    return declared if isinstance(declared, ValueType) else None


def _declared_dtype(declared: Any) -> int | None:
    found = _declared_value_type(declared)
    return found.dtype if isinstance(found, TensorValueType) else None


def keep_functions(function: Any, functions: dict[FunctionId, Any]) -> None:
    """Add the onnx-ir functions a call of ``function`` needs to ``functions`` (a model's, or
    torch's tracer's), unless they are there already."""
    for proto in function_protos(function):
        found = ir.serde.deserialize_function(proto)
        functions.setdefault(found.identifier(), found)


_PROTOS: weakref.WeakKeyDictionary[Any, list[onnx.FunctionProto]] = weakref.WeakKeyDictionary()


def function_protos(function: Any) -> list[onnx.FunctionProto]:
    """The FunctionProtos a call of ``function`` needs: its own and its callees', made once."""
    found = _PROTOS.get(function)
    if found is None:
        found = _PROTOS[function] = function.function_protos()
    return found
