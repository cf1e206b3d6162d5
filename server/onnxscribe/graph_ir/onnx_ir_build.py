"""The IR as onnx_ir objects: ``ir.Function`` and ``ir.Model`` built from it directly.

Nodes, values, attributes and nested graphs are made as onnx_ir objects, and a tensor attribute's
array is wrapped as it is (``ir.Tensor`` does not copy it), so the weights are never serialized.
A model is what ``emit.model_proto`` writes, built from the same rules (``model_bindings``,
``model_input_types``, ``model_output_types``, ``model_imports``); the one step that goes through
a proto is onnx shape inference, for an output whose type neither the code nor the IR gives, and
it sees the model without its large tensors.
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import onnx
import onnx_ir as ir

from onnxscribe.core.opcall import attribute_value
from onnxscribe.core.runtime import DEFAULT_IR_VERSION
from onnxscribe.core.schemas import AttrKind
from onnxscribe.core.types import (
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
    ValueType,
    has_element_type,
    strip_shape,
)
from onnxscribe.graph_ir.emit import (
    Bindings,
    EmitError,
    attribute_proto,
    function_imports,
    model_bindings,
    model_imports,
    model_input_types,
    model_output_types,
    model_proto,
)
from onnxscribe.graph_ir.nodes import Attribute, AttrRef, Function, Graph, Node, UnknownConstant
from onnxscribe.graph_ir.source_props import COLUMN_KEY, LINE_KEY, PATH_KEY, relative_path

_PLAIN = {
    AttrKind.INT: ir.AttributeType.INT,
    AttrKind.FLOAT: ir.AttributeType.FLOAT,
    AttrKind.STRING: ir.AttributeType.STRING,
    AttrKind.INTS: ir.AttributeType.INTS,
    AttrKind.FLOATS: ir.AttributeType.FLOATS,
    AttrKind.STRINGS: ir.AttributeType.STRINGS,
}


def ir_type(value_type: ValueType) -> tuple[ir.TypeProtocol, ir.Shape | None]:
    """An onnx_ir type and shape for ``value_type`` (an unknown element type is UNDEFINED)."""
    if isinstance(value_type, TensorValueType):
        dtype = ir.DataType(value_type.dtype or 0)
        shape = None
        if value_type.shape is not None:
            shape = ir.Shape([d if isinstance(d, (int, str)) else None for d in value_type.shape])
        return ir.TensorType(dtype), shape
    if isinstance(value_type, SequenceValueType):
        return ir.SequenceType(ir_type(value_type.elem)[0]), None
    if isinstance(value_type, OptionalValueType):
        return ir.OptionalType(ir_type(value_type.elem)[0]), None
    raise EmitError(f"no onnx_ir type for {value_type}")


def _typed(value: ir.Value, value_type: ValueType | None) -> ir.Value:
    if value_type is not None:
        value.type, value.shape = ir_type(value_type)
    return value


class _Builder:
    def __init__(self, bindings: Bindings | None) -> None:
        self.bindings = bindings
        self.values: dict[int, ir.Value] = {}

    def graph(
        self, graph: Graph, opset_imports: dict[str, int] | None = None, typed: bool = True
    ) -> ir.Graph:
        inputs = []
        for value in graph.inputs:
            made = ir.Value(name=value.name)
            if typed:
                value_type = value.declared or strip_shape(value.type)
                if value_type is not None and has_element_type(value_type):
                    _typed(made, value_type)
            self.values[id(value)] = made
            inputs.append(made)
        nodes = [self.node(node) for node in graph.nodes]
        outputs = []
        for value in graph.outputs:
            made = self.values[id(value)]
            if typed and made.type is None:
                value_type = value.declared or strip_shape(value.type)
                if value_type is not None and has_element_type(value_type):
                    _typed(made, value_type)
            outputs.append(made)
        return ir.Graph(
            inputs,
            outputs,
            nodes=nodes,
            name=graph.name,
            doc_string=graph.doc,
            opset_imports=opset_imports,
        )

    def node(self, node: Node) -> ir.Node:
        inputs = [self.values[id(v)] if v is not None else None for v in node.inputs]
        outputs = [ir.Value(name=v.name) for v in node.outputs]
        for value, made in zip(node.outputs, outputs, strict=True):
            self.values[id(value)] = made
        attributes = []
        for attribute in node.attributes.values():
            made_attribute = self.attribute(attribute)
            if made_attribute is not None:
                attributes.append(made_attribute)
        metadata = None
        span = node.span
        if span is not None and span.path is not None:
            metadata = {
                PATH_KEY: relative_path(span.path),
                LINE_KEY: str(span.line),
                COLUMN_KEY: str(span.column),
            }
        return ir.Node(
            node.domain,
            node.op_type,
            inputs,
            attributes,
            outputs=outputs,
            metadata_props=metadata,
        )

    def attribute(self, attribute: Attribute) -> ir.Attr | None:
        value = attribute.value
        kind = attribute.kind
        if isinstance(value, AttrRef) and not isinstance(value, UnknownConstant):
            if self.bindings is None:
                return ir.RefAttr(attribute.name, value.name, ir.AttributeType(kind.proto_type))
            value = self.bindings.get(value.name)
            if value is None:
                return None
        if isinstance(value, Graph):
            return ir.Attr(attribute.name, ir.AttributeType.GRAPH, self.graph(value))
        if kind is AttrKind.GRAPHS and isinstance(value, list):
            graphs = [self.graph(g) for g in value]
            return ir.Attr(attribute.name, ir.AttributeType.GRAPHS, graphs)
        if kind is AttrKind.TENSOR and isinstance(value, np.ndarray) and value.dtype.kind in "biuf":
            return ir.Attr(attribute.name, ir.AttributeType.TENSOR, _tensor(value))
        plain = _PLAIN.get(kind)
        if plain is not None and not isinstance(value, AttrRef):
            return ir.Attr(attribute.name, plain, _plain_value(kind, value))
        proto = attribute_proto(Attribute(attribute.name, kind, value), self.bindings)
        return ir.serde.deserialize_attribute(proto) if proto is not None else None


def _tensor(array: np.ndarray) -> ir.Tensor[Any]:
    if array.dtype.byteorder == ">":
        array = array.astype(array.dtype.newbyteorder("<"))
    return ir.Tensor(array)


def _plain_value(kind: AttrKind, value: Any) -> Any:
    """An attribute value of a plain kind as onnx_ir takes it: strings as ``str``."""
    converted = attribute_value(kind, value)
    if kind is AttrKind.STRING:
        return _text(converted)
    if kind is AttrKind.STRINGS:
        return [_text(item) for item in converted]
    return converted


def _text(value: str | bytes) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else value


def ir_function(function: Function, onnx_version: int | None = None) -> ir.Function:
    """The function as an ``ir.Function`` (what ``function_proto`` writes)."""
    imports = function_imports(function)
    if onnx_version is not None and "" in imports:
        imports[""] = onnx_version
    graph = _Builder(None).graph(function.graph, dict(sorted(imports.items())), typed=False)
    graph.doc_string = function.doc
    attributes = []
    for param in function.attribute_params:
        kind = ir.AttributeType(param.kind.proto_type)
        if param.has_default and param.default is not None:
            default = attribute_proto(Attribute(param.name, param.kind, param.default), None)
            assert default is not None
            attributes.append(ir.serde.deserialize_attribute(default))
        else:
            attributes.append(ir.Attr(param.name, kind, None))
    made = ir.Function(function.domain, function.name, graph=graph, attributes=attributes)
    return made


def ir_model(
    function: Function, *, value_infos: Sequence[onnx.ValueInfoProto] = (), **keywords: Any
) -> ir.Model:
    """The function as an ``ir.Model``: what ``model_proto`` writes with the same ``keywords``
    (``model_proto``'s signature is their one definition; ``tensors`` is not one of them, as
    the arrays are the model's own), plus ``value_infos`` for values inside the graph."""
    options = _model_options(keywords)
    bindings = model_bindings(function, options["attributes"])
    imports, functions_version = model_imports(
        function, options["opset_version"], options["opset_imports_override"]
    )
    builder = _Builder(bindings)
    graph = builder.graph(function.graph, dict(sorted(imports.items())), typed=False)
    graph.name = function.name
    for value, value_type in zip(
        graph.inputs, model_input_types(function, options["input_types"]), strict=True
    ):
        _typed(value, value_type)
    missing = []
    for index, (value, (chosen, _known)) in enumerate(
        zip(graph.outputs, model_output_types(function, options["output_types"]), strict=True)
    ):
        value.type = value.shape = None
        if chosen is not None:
            _typed(value, chosen)
        else:
            missing.append(index)
    if missing:
        _complete_from_proto(graph, missing, function, keywords)
    if value_infos:
        by_name = {v.name: v for node in graph.all_nodes() for v in node.outputs}
        for info in value_infos:
            if info.name in by_name:
                ir.serde.deserialize_value_info_proto(info, by_name[info.name])
    functions = [ir_function(callee, functions_version) for callee in function.transitive_calls()]
    model = ir.Model(
        graph,
        ir_version=options["ir_version"] or DEFAULT_IR_VERSION,
        producer_name=options["producer_name"],
        producer_version=options["producer_version"] or None,
        doc_string=options["doc_string"] or function.doc or None,
        functions=functions,
    )
    for key, value in options["model_fields"].items():
        if not hasattr(model, key):
            raise TypeError(f"onnx_ir's Model has no field {key!r}")
        setattr(model, key, value)
    return model


def _model_options(keywords: Mapping[str, Any]) -> dict[str, Any]:
    """``keywords`` bound to ``model_proto``'s parameters, defaults filled in (``TypeError`` for
    one it does not take)."""
    if "tensors" in keywords:
        raise TypeError("ir_model() got an unexpected keyword argument 'tensors'")
    bound = inspect.signature(model_proto).bind(None, **keywords)
    bound.apply_defaults()
    return bound.arguments


class _TypesOnly:
    """A ``TensorWriter`` that writes the numbers of small tensors only (onnx shape inference
    reads small constants' values; of large ones, their type and dims)."""

    wrote_external = False

    def write(self, proto: onnx.TensorProto, array: np.ndarray) -> None:
        if array.size <= 1024:
            proto.raw_data = np.ascontiguousarray(
                array, dtype=array.dtype.newbyteorder("<")
            ).tobytes()


_TYPING_KEYWORDS = frozenset(
    ("input_types", "output_types", "attributes", "opset_version", "opset_imports_override")
)
"""The keywords of ``model_proto`` that decide the types of a model's outputs."""


def _complete_from_proto(
    graph: ir.Graph, missing: list[int], function: Function, keywords: Mapping[str, Any]
) -> None:
    """Output types as ``model_proto`` finds them (onnx shape inference, then the IR's)."""
    typing = {key: value for key, value in keywords.items() if key in _TYPING_KEYWORDS}
    light = model_proto(function, tensors=_TypesOnly(), **typing)
    for index in missing:
        info = light.graph.output[index]
        if info.HasField("type"):
            ir.serde.deserialize_value_info_proto(info, graph.outputs[index])
