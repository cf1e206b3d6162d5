"""Writing protos from the IR: NodeProto, GraphProto, FunctionProto and ModelProto."""

from __future__ import annotations

import math
import os
import types
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from onnxscribe.core import dtypes
from onnxscribe.core.opcall import to_attribute_proto
from onnxscribe.core.runtime import DEFAULT_IR_VERSION
from onnxscribe.core.schemas import AttrKind
from onnxscribe.core.types import (
    OptionalValueType,
    TensorValueType,
    ValueType,
    has_element_type,
    onnx_dtype,
    strip_shape,
)
from onnxscribe.graph_ir.emit_error import EmitError as EmitError
from onnxscribe.graph_ir.nodes import (
    Attribute,
    AttrRef,
    Function,
    Graph,
    Node,
    UnknownConstant,
    Value,
)
from onnxscribe.graph_ir.opset_policy import AI_ONNX, changed_ops, describe_change, onnx_version
from onnxscribe.graph_ir.raw_data import RawDataWriter
from onnxscribe.graph_ir.source_props import add_source_props

if TYPE_CHECKING:
    import onnx

    from onnxscribe.graph_ir.raw_data import TensorWriter


Bindings = Mapping[str, Any]
"""Attribute parameter name -> value, for emitting a function body as a model's graph."""


def _onnx() -> types.ModuleType:
    """onnx, loaded as the first proto is built rather than with this module: ``values`` imports
    this module, and the language server, which imports ``values``, never builds a proto."""
    import onnx

    return onnx


def attribute_proto(attribute: Attribute, bindings: Bindings | None) -> onnx.AttributeProto | None:
    proto: onnx.AttributeProto = _onnx().AttributeProto()
    return proto if fill_attribute(proto, attribute, bindings) else None


def fill_attribute(
    proto: onnx.AttributeProto,
    attribute: Attribute,
    bindings: Bindings | None,
    raw: TensorWriter | None = None,
) -> bool:
    """Write ``attribute`` into ``proto`` (in place: a tensor's data is copied once, into the
    proto); False when a binding leaves it without a value."""
    value = attribute.value
    if isinstance(value, AttrRef):
        if isinstance(value, UnknownConstant):
            raise EmitError(
                f"attribute {attribute.name!r} is computed by Python ({value.name}); analysis "
                "of source text does not run it, so it has no value to write"
            )
        if bindings is None:
            proto.name = attribute.name
            proto.ref_attr_name = value.name
            proto.type = proto.AttributeType.Value(attribute.kind.value)
            return True
        if value.name not in bindings or bindings[value.name] is None:
            return False
        value = bindings[value.name]
    kind = attribute.kind
    if kind is AttrKind.TENSOR and isinstance(value, np.ndarray):  # most often, a constant
        proto.name = attribute.name
        proto.type = proto.TENSOR
        fill_tensor(proto.t, value, raw)
        return True
    if isinstance(value, Graph):
        proto.name = attribute.name
        proto.type = proto.GRAPH
        graph_proto(value, bindings, into=proto.g, raw=raw)
        return True
    if kind is AttrKind.GRAPHS and isinstance(value, list):
        proto.name = attribute.name
        proto.type = proto.GRAPHS
        for graph in value:
            graph_proto(graph, bindings, into=proto.graphs.add(), raw=raw)
        return True
    if isinstance(value, ValueType):
        proto.name = attribute.name
        proto.type = proto.TYPE_PROTO
        proto.tp.CopyFrom(value.to_type_proto())
        return True
    if not _fill_plain(proto, kind, value):
        proto.CopyFrom(to_attribute_proto(attribute.name, kind, value))
        return True
    proto.name = attribute.name
    return True


def _fill_plain(proto: onnx.AttributeProto, kind: AttrKind, value: Any) -> bool:
    """Write the value and type of a number or string attribute (or a list of numbers) in
    place, as ``to_attribute_proto`` would; False for any other kind."""
    if kind is AttrKind.INT:
        proto.i = int(value)
        proto.type = proto.INT
    elif kind is AttrKind.INTS:
        proto.ints.extend([int(v) for v in value])
        proto.type = proto.INTS
    elif kind is AttrKind.FLOAT:
        proto.f = float(value)
        proto.type = proto.FLOAT
    elif kind is AttrKind.FLOATS:
        proto.floats.extend([float(v) for v in value])
        proto.type = proto.FLOATS
    elif kind is AttrKind.STRING:
        proto.s = value if isinstance(value, bytes) else str(value).encode("utf-8")
        proto.type = proto.STRING
    else:
        return False
    return True


_RAW_KINDS = frozenset("biuf")


def fill_tensor(
    proto: onnx.TensorProto, array: np.ndarray, raw: TensorWriter | None = None
) -> None:
    """``array`` as a TensorProto written in place; numbers go to ``raw_data``, by ``raw`` when
    given (one writer for the tensors of a model)."""
    data_type = _raw_data_type(array.dtype)
    if data_type is None:
        proto.CopyFrom(_onnx().numpy_helper.from_array(array))
        return
    proto.dims.extend(array.shape)
    proto.data_type = data_type
    (raw or RawDataWriter()).write(proto, array)


def _raw_data_type(dtype: np.dtype[Any]) -> int | None:
    """The TensorProto data type whose raw data holds ``dtype``'s numbers; None for others."""
    try:
        return _RAW_DATA_TYPES[dtype]
    except KeyError:
        pass
    found: int | None = None
    if dtype.kind in _RAW_KINDS:
        try:
            found = onnx_dtype(dtype.newbyteorder("<") if dtype.byteorder == ">" else dtype)
        except TypeError:
            found = None
    _RAW_DATA_TYPES[dtype] = found
    return found


_RAW_DATA_TYPES: dict[np.dtype[Any], int | None] = {}
"""``_raw_data_type`` of each dtype asked about (a model's constants share a few dtypes)."""


def node_proto(node: Node, bindings: Bindings | None) -> onnx.NodeProto:
    proto: onnx.NodeProto = _onnx().NodeProto()
    fill_node(proto, node, bindings)
    return proto


def fill_node(
    proto: onnx.NodeProto,
    node: Node,
    bindings: Bindings | None,
    raw: TensorWriter | None = None,
    source_base: str | None = None,
    source_props: bool = True,
) -> None:
    """Write ``node`` into ``proto``; its source path relative to ``source_base`` (the current
    folder when not given), unless ``source_props`` is False."""
    proto.op_type = node.op_type
    proto.domain = node.domain
    if node.inputs:  # (a Constant, most of a function's nodes, has none)
        add_input = proto.input.append
        for value in node.inputs:
            add_input(value.name if value is not None else "")
    outputs = node.outputs
    if len(outputs) == 1:
        proto.output.append(outputs[0].name)
    else:
        proto.output.extend([v.name for v in outputs])
    if node.attributes:
        add = proto.attribute.add
        for attribute in node.attributes.values():
            if not fill_attribute(add(), attribute, bindings, raw):
                del proto.attribute[-1]
    if source_props:
        add_source_props(proto, node.span, source_base)


def add_graph_source_props(proto: onnx.GraphProto, graph: Graph) -> None:
    """The source of each node of ``graph`` added to its NodeProto in ``proto`` (written by
    ``_graph_body`` with ``source_props=False``)."""
    source_base = os.getcwd()
    for node_proto, node in zip(proto.node, graph.nodes, strict=True):
        add_source_props(node_proto, node.span, source_base)


def value_info(value: Value, override: ValueType | None = None) -> onnx.ValueInfoProto:
    info: onnx.ValueInfoProto = _onnx().ValueInfoProto()
    fill_value_info(info, value, override)
    return info


def fill_value_info(
    info: onnx.ValueInfoProto, value: Value, override: ValueType | None = None
) -> None:
    """``value_info`` written in place (a model's inputs are written where they stay)."""
    info.name = value.name
    value_type = override or value.declared or value.type
    if value_type is not None and has_element_type(value_type):
        value_type.fill_type_proto(info.type)


def model_edge_type(value: Value) -> ValueType | None:
    """A bare element type (``FLOAT``) at a model's input or output: a scalar, as in onnxscript."""
    if value.bare_annotation is not None and isinstance(value.declared, TensorValueType):
        return TensorValueType(value.declared.dtype, ())
    return None


def _element_only(value: Value) -> ValueType | None:
    """A subgraph value's type for its signature: declared, else the element type alone."""
    if value.declared is not None:
        return value.declared
    return strip_shape(value.type)


def graph_proto(
    graph: Graph,
    bindings: Bindings | None = None,
    into: onnx.GraphProto | None = None,
    raw: TensorWriter | None = None,
) -> onnx.GraphProto:
    """The graph as a GraphProto, written into ``into`` when given (a model's graph is written
    where it stays, so constants are not copied again)."""
    if into is None:
        into = _onnx().GraphProto()
    proto = _graph_body(graph, bindings, into, raw)
    proto.input.extend(_typed_info(v) for v in graph.inputs)
    proto.output.extend(_typed_info(v) for v in graph.outputs)
    return proto


def _graph_body(
    graph: Graph,
    bindings: Bindings | None,
    into: onnx.GraphProto,
    raw: TensorWriter | None,
    source_props: bool = True,
) -> onnx.GraphProto:
    """The graph's name, nodes and doc written into ``into``: all but its inputs and outputs
    (a model's are written from the model's types). ``source_props=False`` leaves the nodes
    without their source (``add_graph_source_props`` adds it)."""
    into.name = graph.name
    if raw is None:
        raw = RawDataWriter()
    source_base = os.getcwd()
    add = into.node.add
    for node in graph.nodes:
        fill_node(add(), node, bindings, raw, source_base, source_props)
    if graph.doc:
        into.doc_string = graph.doc
    return into


def _typed_info(value: Value) -> onnx.ValueInfoProto:
    info: onnx.ValueInfoProto = _onnx().ValueInfoProto()
    info.name = value.name
    value_type = _element_only(value)
    if value_type is not None and has_element_type(value_type):
        value_type.fill_type_proto(info.type)
    return info


def add_opset_imports(field: Any, imports: Mapping[str, int]) -> None:
    """Add ``imports`` to a repeated OperatorSetIdProto ``field``, in the order of their domains."""
    for domain, version in sorted(imports.items()):
        entry = field.add()
        entry.domain = domain
        entry.version = version


def function_proto(function: Function, onnx_version: int | None = None) -> onnx.FunctionProto:
    """The function as a FunctionProto; ``onnx_version`` replaces its ai.onnx version (a model
    holding it imports that one; ``model_proto`` checks that its operators allow it)."""
    proto: onnx.FunctionProto = _onnx().FunctionProto()
    proto.name = function.name
    proto.domain = function.domain
    proto.input.extend(v.name for v in function.graph.inputs)
    proto.output.extend(v.name for v in function.graph.outputs)
    for param in function.attribute_params:
        if param.has_default and param.default is not None:
            default = to_attribute_proto(param.name, param.kind, param.default)
            proto.attribute_proto.append(default)
        else:
            proto.attribute.append(param.name)
    for node in function.graph.nodes:
        fill_node(proto.node.add(), node, None)
    imports = function_imports(function)
    if onnx_version is not None and "" in imports:
        imports[""] = onnx_version
    add_opset_imports(proto.opset_import, imports)
    if function.doc:
        proto.doc_string = function.doc
    return proto


def function_imports(function: Function, nodes: list[Node] | None = None) -> dict[str, int]:
    """The function's opset imports and those of its nodes; ``nodes``: ``function.graph.walk()``
    when the caller has it."""
    imports = dict(function.opset_imports)
    for node in function.graph.walk() if nodes is None else nodes:
        if node.version is not None:
            imports.setdefault(node.domain, node.version)
    return imports


def model_bindings(function: Function, attributes: Bindings | None) -> dict[str, Any]:
    """The values a model gives the function's attribute parameters: given, else defaults."""
    bindings: dict[str, Any] = {}
    for param in function.attribute_params:
        if attributes and param.name in attributes:
            bindings[param.name] = attributes[param.name]
        elif param.has_default:
            bindings[param.name] = param.default
        else:
            raise EmitError(
                f"{function.name} has the attribute parameter {param.name!r} without a default; "
                f"pass attributes={{{param.name!r}: ...}} to to_model_proto"
            )
    return bindings


def model_input_types(
    function: Function, input_types: Sequence[ValueType | None] | None
) -> list[ValueType]:
    """The types of a model's inputs: given, else declared (FLOAT where nothing says)."""
    found: list[ValueType] = []
    for index, value in enumerate(function.graph.inputs):
        override = input_types[index] if input_types and index < len(input_types) else None
        declared = value.declared
        if (
            override is None
            and isinstance(declared, OptionalValueType)
            and _passed_on_as_tensor(function, value)
        ):
            # ``Optional[T] = None`` handed to an op's optional input: the op takes a T
            override = declared.elem
        chosen = override or model_edge_type(value) or value.declared or value.type
        if chosen is None or not has_element_type(chosen):
            chosen = TensorValueType(dtypes.FLOAT, None)
        found.append(chosen)
    return found


def model_output_types(
    function: Function, output_types: Sequence[ValueType | None] | None
) -> list[tuple[ValueType | None, ValueType | None]]:
    """For each output of a model: its type (given or declared) and, when it has none, what the
    IR knows of it (its element type), for use when onnx shape inference knows nothing more."""
    found: list[tuple[ValueType | None, ValueType | None]] = []
    for index, value in enumerate(function.graph.outputs):
        override = output_types[index] if output_types and index < len(output_types) else None
        chosen = override or model_edge_type(value) or value.declared
        if chosen is not None and has_element_type(chosen):
            found.append((chosen, None))
        else:
            found.append((None, strip_shape(value.type)))
    return found


def model_imports(
    function: Function,
    opset_version: int | None = None,
    opset_imports_override: Mapping[str, int] | None = None,
) -> tuple[dict[str, int], int | None]:
    """The model's opset imports, and the ai.onnx version its functions are written for;
    ``EmitError`` when they cannot share one."""
    nodes = function.graph.walk()
    imports = function_imports(function, nodes)
    onnx_version(function, nodes)  # remembered for ``_check_onnx_versions``, from the same walk
    callees = function.transitive_calls()
    for callee in callees:
        imports.setdefault(callee.domain, callee.version)
        for domain, version in function_imports(callee).items():
            if domain == "" and "" in imports:
                imports[""] = max(imports[""], version)
            imports.setdefault(domain, version)
    _check_onnx_versions([function, *callees], imports.get(""))
    functions_version = imports.get("")
    if opset_version is not None:
        imports[""] = opset_version
    if opset_imports_override:
        imports.update(opset_imports_override)
    return imports, functions_version


def model_proto(
    function: Function,
    *,
    input_types: Sequence[ValueType | None] | None = None,
    output_types: Sequence[ValueType | None] | None = None,
    attributes: Bindings | None = None,
    opset_version: int | None = None,
    opset_imports_override: Mapping[str, int] | None = None,
    ir_version: int | None = None,
    producer_name: str = "onnxscribe",
    producer_version: str | None = None,
    doc_string: str | None = None,
    tensors: TensorWriter | None = None,
    **model_fields: Any,
) -> onnx.ModelProto:
    """The function as a model: its body is the graph, the script functions it calls are
    the model's functions, and attribute parameters take their given or default values.
    ``tensors`` writes the numbers of the graph's tensors (``raw_data`` when not given; the
    model's functions always hold theirs, as onnx's external data covers only the graph)."""
    bindings = model_bindings(function, attributes)
    model: onnx.ModelProto = _onnx().ModelProto()
    outputs = model_output_types(function, output_types)
    # Outputs of unknown type are found by onnx's shape inference, which reads the model
    # serialized: its nodes' sources (half of a small model's bytes) are added after it.
    inferred = any(chosen is None for chosen, _ in outputs)
    graph = _graph_body(function.graph, bindings, model.graph, tensors, not inferred)
    graph.name = function.name
    for value, value_type in zip(
        function.graph.inputs, model_input_types(function, input_types), strict=True
    ):
        fill_value_info(graph.input.add(), value, value_type)
    fallback: dict[str, ValueType | None] = {}
    for value, (chosen, known) in zip(function.graph.outputs, outputs, strict=True):
        info = graph.output.add()
        info.name = value.name
        if chosen is not None:
            chosen.fill_type_proto(info.type)
        else:
            fallback[value.name] = known
    imports, functions_version = model_imports(function, opset_version, opset_imports_override)
    functions = [
        function_proto(callee, functions_version) for callee in function.transitive_calls()
    ]
    model.ir_version = ir_version or DEFAULT_IR_VERSION
    add_opset_imports(model.opset_import, imports)
    model.producer_name = producer_name
    if functions:
        model.functions.extend(functions)
    if producer_version:
        model.producer_version = producer_version
    if doc_string or function.doc:
        model.doc_string = doc_string or function.doc or ""
    for key, value in model_fields.items():
        setattr(model, key, value)
    _complete_output_types(model, function.graph, tensors, fallback)
    if inferred:
        add_graph_source_props(graph, function.graph)
    for output in model.graph.output:
        if not output.HasField("type"):
            known = fallback.get(output.name)
            if known is not None:
                known.fill_type_proto(output.type)
    return model


def _passed_on_as_tensor(function: Function, value: Value) -> bool:
    """An omittable input that some op takes at an optional input of tensor types."""
    if value.source_name not in function.optional_inputs:
        return False
    for node in function.graph.walk():
        schema = node.schema
        if schema is None:
            continue
        for index, given in enumerate(node.inputs):
            position = schema.formal_index(index) if given is value else None
            if position is None:
                continue
            formal = schema.inputs[position]
            allowed = schema.allowed_types(formal)
            if formal.is_optional and not any(t.startswith("optional(") for t in allowed):
                return True
    return False


def _check_onnx_versions(functions: Sequence[Function], version: int | None) -> None:
    """Every function can be read at the model's ai.onnx ``version``, or ``EmitError``."""
    if version is None:
        return
    problems = []
    for function in functions:
        own = onnx_version(function)
        if own is None or own == version:
            continue
        changed = changed_ops(function, own, version)
        if changed:
            problems.append(
                f"{function.name} is written against ai.onnx version {own}: "
                f"{describe_change(changed, own, version)}"
            )
    if problems:
        raise EmitError(
            f"the functions of this model use different versions of ai.onnx, and a model "
            f"imports one (here {version}): " + "; ".join(problems) + ". Use one opset "
            "version (opsetN) in the functions that call each other."
        )


def _complete_output_types(
    model: onnx.ModelProto,
    graph: Graph,
    tensors: TensorWriter | None = None,
    known: Mapping[str, ValueType | None] | None = None,
) -> None:
    """Fill output types that the IR does not know from ONNX shape inference (``graph``: the IR
    of the model's graph, ``tensors``: the writer of its tensors' numbers, ``known``: what the
    caller writes into an output left without a type)."""
    missing = [o for o in model.graph.output if not o.HasField("type")]
    if not missing:
        return
    if known is not None and _nothing_to_infer(model, graph, missing, known):
        return
    light = model if _is_light(model, graph, tensors) else _without_large_data(model)
    try:
        inferred: onnx.ModelProto = _onnx().shape_inference.infer_shapes(light, data_prop=True)
    except Exception:
        return
    by_name = {o.name: o for o in inferred.graph.output}
    for output in missing:
        found = by_name.get(output.name)
        if found is not None and found.HasField("type"):
            output.type.CopyFrom(found.type)


_SHAPELESS_AFTER_FIRST_INPUT = {
    "Abs": 6,
    "Add": 6,
    "Ceil": 6,
    "Concat": 4,
    "Cos": 7,
    "Div": 6,
    "Erf": 9,
    "Exp": 6,
    "Floor": 6,
    "Identity": 1,
    "Log": 6,
    "MatMul": 1,
    "Mul": 6,
    "Neg": 6,
    "Pow": 1,
    "Reciprocal": 6,
    "Relu": 6,
    "Sigmoid": 6,
    "Sin": 7,
    "Slice": 1,
    "Sqrt": 6,
    "Sub": 6,
    "Tanh": 6,
    "Transpose": 1,
    "Unsqueeze": 1,
}
"""ai.onnx operators whose output onnx's shape inference gives at most the element type of their
first input, and no shape when that input has none, in every version from the one given on
(tests/graph_ir/test_emit_inference.py holds each against onnx.defs)."""


def _nothing_to_infer(
    model: onnx.ModelProto,
    graph: Graph,
    missing: list[onnx.ValueInfoProto],
    known: Mapping[str, ValueType | None],
) -> bool:
    """Whether onnx's shape inference gives each of the ``missing`` outputs either no type or
    exactly its ``known`` element type (which is written when it gives none): each comes from a
    model input of that element type without a shape, through the first inputs of operators of
    ``_SHAPELESS_AFTER_FIRST_INPUT`` whose values are no other output's."""
    written = model.graph
    if written.initializer or written.sparse_initializer or written.value_info:
        return False  # types onnx would read besides the inputs'
    if any(function.domain in AI_ONNX for function in model.functions):
        return False  # a model's function may stand for an operator
    versions = [entry.version for entry in model.opset_import if entry.domain in AI_ONNX]
    if len(versions) != 1:
        return False
    producers = {value.name: node for node in graph.nodes for value in node.outputs}
    outputs = {value.name for value in graph.outputs}
    inputs = {info.name: info.type for info in written.input}
    for output in missing:
        source = _first_input_source(output.name, producers, outputs, versions[0])
        known_type = known.get(output.name)
        if (
            source is None
            or source not in inputs
            or not isinstance(known_type, TensorValueType)
            or known_type.dtype is None
            or known_type.shape is not None
            or not _shapeless_tensor_of(inputs[source], known_type.dtype)
        ):
            return False
    return True


def _first_input_source(
    name: str, producers: Mapping[str, Node], outputs: set[str], version: int
) -> str | None:
    """What the value ``name`` is computed from through the first inputs of operators of
    ``_SHAPELESS_AFTER_FIRST_INPUT`` at ai.onnx ``version``, at least one (None when another
    node is on the way, or a graph output other than ``name``)."""
    node = producers.get(name)
    if node is None:
        return None
    while node is not None:
        since = _SHAPELESS_AFTER_FIRST_INPUT.get(node.op_type)
        first = node.inputs[0] if node.inputs else None
        if (
            since is None
            or version < since
            or node.domain not in AI_ONNX
            or node.callee is not None
            or node.outputs[0].name != name
            or first is None
            or first.name in outputs
        ):
            return None
        name = first.name
        node = producers.get(name)
    return name


def _shapeless_tensor_of(written: onnx.TypeProto, dtype: int) -> bool:
    """Whether ``written`` is a tensor of element type ``dtype`` without a shape."""
    return (
        written.HasField("tensor_type")
        and not written.tensor_type.HasField("shape")
        and written.tensor_type.elem_type == dtype
    )


_LARGE = 1024
"""Tensors of more elements than this go to shape inference without their data (their type and
dims are what it reads; the values it propagates are small shape tensors)."""


def _elements(tensor: onnx.TensorProto) -> int:
    return math.prod(tensor.dims)


def _is_large(attribute: onnx.AttributeProto) -> bool:
    return attribute.type == attribute.TENSOR and (
        _elements(attribute.t) > _LARGE or attribute.t.data_location == attribute.t.EXTERNAL
    )


def _is_light(model: onnx.ModelProto, graph: Graph, tensors: TensorWriter | None = None) -> bool:
    """Whether shape inference reads ``model`` as ``_without_large_data`` would give it: no
    initializers, no tensor in an external-data file (``tensors`` wrote none) and no large
    constants (copying the model would then only take time).

    ``graph`` is the IR the model's graph was written from, node for node: a tensor attribute
    holding an array there is written with the array's shape, so only the others (values given
    by the model's attributes) are read in the proto."""
    written = model.graph
    if written.initializer or written.sparse_initializer:
        return False
    if tensors is not None and tensors.wrote_external:
        return False
    nodes = written.node
    if len(nodes) != len(graph.nodes):
        return not any(_is_large(a) for node in nodes for a in node.attribute)
    for index, node in enumerate(graph.nodes):
        if not node.attributes:
            continue
        for attribute in node.attributes.values():
            if attribute.kind is not AttrKind.TENSOR:
                continue
            value = attribute.value
            if isinstance(value, np.ndarray):
                if value.size > _LARGE:
                    return False
            elif any(_is_large(a) for a in nodes[index].attribute):
                return False
    return True


def _without_large_data(model: onnx.ModelProto) -> onnx.ModelProto:
    """A copy of ``model`` for shape inference that leaves the data of large constants out, so
    the weights are not copied (and serialized) again."""
    light: onnx.ModelProto = _onnx().ModelProto()
    for field in ("ir_version", "producer_name"):
        setattr(light, field, getattr(model, field))
    light.opset_import.extend(model.opset_import)
    light.functions.extend(model.functions)
    graph = light.graph
    source = model.graph
    graph.name = source.name
    graph.input.extend(source.input)
    graph.output.extend(source.output)
    graph.value_info.extend(source.value_info)
    for node in source.node:
        copy = graph.node.add()
        copy.op_type = node.op_type
        copy.domain = node.domain
        copy.input.extend(node.input)
        copy.output.extend(node.output)
        for attribute in node.attribute:
            target = copy.attribute.add()
            if _is_large(attribute):
                target.name = attribute.name
                target.type = attribute.type
                target.t.dims.extend(attribute.t.dims)
                target.t.data_type = attribute.t.data_type
            else:
                target.CopyFrom(attribute)
    return light
