"""Eager evaluation of one op call: ``opset18.Add(a, b)`` on numpy data.

``call_op`` binds the call to the op's schema (``onnxscribe.core.opcall``), converts the inputs (numpy
arrays as they are; Python scalars and lists typed by the op's type constraints), checks element
types, converts attributes, and runs the op in the evaluator in force. Results are ``Tensor``s, a
tuple of them for several outputs, a list for a sequence output.

Repeated calls with the same input types and attribute values skip all of that: each ``Op`` keeps
a small cache from (evaluator, input dtypes and ranks, attribute values) to the prepared runner.
"""

from __future__ import annotations

import dis
import functools
import re
import sys
import types
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
import onnx
from onnx import TensorProto

from onnxscribe.core import opsets as opsets_module
from onnxscribe.core import schemas
from onnxscribe.core.opcall import (
    CallProblem,
    bind_call,
    is_graph_function,
    literal_array,
    output_count,
    to_attribute_proto,
)
from onnxscribe.core.types import (
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
    ValueType,
    dtype_from_type_string,
    dtype_name,
    onnx_dtype,
)
from onnxscribe.eager.errors import EagerError, OpCallError, describe_value
from onnxscribe.eager.evaluators import Runner, Signature, get_evaluator, lacks_implementation
from onnxscribe.eager.input_typing import (
    NUM_OUTPUTS_KEYWORD,
    check_input_types,
    literal_input,
    shares_type,
)
from onnxscribe.eager.tensor import Tensor
from onnxscribe.eager.tracing import active_recorder, recording_active

if TYPE_CHECKING:
    from onnxscribe.core.opsets import Op
    from onnxscribe.core.schemas import FormalParam, OpSchema
    from onnxscribe.eager.tracing import Recorder

_MAX_CACHED = 4096
_SCALAR_TYPES = (int, float, str, bool)


class _OpData:
    """What eager evaluation keeps per ``Op``: its schema and its cache of prepared runners."""

    __slots__ = (
        "cache",
        "fixed_outputs",
        "input_names",
        "positional_inputs",
        "schema",
        "unpacking_matters",
    )

    def __init__(self, schema: OpSchema) -> None:
        self.schema = schema
        self.input_names = frozenset(p.name for p in schema.inputs)
        variadic = bool(schema.inputs) and schema.inputs[-1].is_variadic
        # more positional arguments than this: attributes given positionally (bound in full)
        self.positional_inputs = sys.maxsize if variadic else len(schema.inputs)
        self.fixed_outputs = not (schema.outputs and schema.outputs[-1].is_variadic)
        # Whether the output count depends on how many names the result is unpacked into.
        self.unpacking_matters = any(p.option.value != "single" for p in schema.outputs)
        # (evaluator, input types and literals, attribute values)
        #   -> (runner, output count, the converted literal inputs by position)
        self.cache: dict[tuple[Any, ...], tuple[Runner, int, tuple[tuple[int, Any], ...]]] = {}


def _op_data(op: Op) -> _OpData:
    data: _OpData | None = op._eager
    if data is None:
        if op.schema is None:
            domain = op.opset.domain
            raise OpCallError(
                [
                    CallProblem(
                        "OXS301",
                        f"{domain}.{op.name} cannot run eagerly: onnx has no schema for the "
                        f"domain {domain!r} and no runtime here implements its ops; convert the "
                        "function (to_model_proto) and run the model where that domain is "
                        "implemented",
                    )
                ]
            )
        data = op._eager = _OpData(op.schema)
    return data


def call_op(op: Op, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
    """Evaluate ``op(*args, **kwargs)`` at once and return its result(s) as ``Tensor``s.

    Inside a recording (``onnxscribe.eager.tracing``), or given onnx-ir values while PyTorch's
    exporter traces, the call is recorded as a node instead.
    """
    data = op._eager
    if data is None or recording_active():
        recorder = active_recorder(args, kwargs)
        if recorder is not None:
            return _record(recorder, op, args, kwargs)
        data = _op_data(op)
    evaluator = get_evaluator()
    if data.unpacking_matters and NUM_OUTPUTS_KEYWORD not in kwargs:
        names = assigned_names_count()
        if names is not None:
            result = call_op(op, args, {**kwargs, NUM_OUTPUTS_KEYWORD: names})
            return (result,) if names == 1 else result
    if len(args) > data.positional_inputs:
        return _call_general(op, data, evaluator, args, kwargs, None)
    key: list[Any] = [evaluator]
    values: list[Any] = []
    for arg in args:
        kind = type(arg)
        if kind is Tensor:
            arg = arg._value
        elif kind is not np.ndarray:
            literal = _literal_key(arg, kind)
            if literal is None:
                return _call_general(op, data, evaluator, args, kwargs, None)
            key.append(literal)
            values.append(None)
            continue
        key.append(arg.dtype)
        key.append(arg.ndim)
        values.append(arg)
    complete = _add_keyword_key(key, kwargs) if kwargs else key
    if complete is None:
        return _call_general(op, data, evaluator, args, kwargs, None)
    frozen = tuple(complete)
    entry = data.cache.get(frozen)
    if entry is None:
        return _call_general(op, data, evaluator, args, kwargs, frozen)
    for index, array in entry[2]:
        values[index] = array
    try:
        outputs = entry[0](values)
    except Exception as error:
        raise _evaluation_error(op, values, error) from None
    if entry[1] == 1:
        output = outputs[0]
        if isinstance(output, np.ndarray):
            tensor = _new_tensor(Tensor)
            tensor._value = output
            return tensor
        return _wrap(output)
    return tuple(_wrap(o) for o in outputs)


_new_tensor = object.__new__
_NONE_KEY = ("none",)


def _literal_key(arg: Any, kind: type) -> tuple[Any, ...] | None:
    """The cache key part of a None or Python literal input; None for anything else."""
    if arg is None:
        return _NONE_KEY
    if kind in _SCALAR_TYPES:
        return (kind, arg)
    if kind is list and all(type(v) in _SCALAR_TYPES for v in arg):
        return (list, tuple((type(v), v) for v in arg))
    return None


def _add_keyword_key(key: list[Any], kwargs: Mapping[str, Any]) -> list[Any] | None:
    """Extend a cache key with scalar keyword values; None when one is not a plain scalar."""
    for name, value in kwargs.items():
        kind = type(value)
        if kind in _SCALAR_TYPES:
            key.append((name, kind, value))
        elif kind is list or kind is tuple:
            if not all(type(v) in _SCALAR_TYPES for v in value):
                return None
            key.append((name, kind, tuple((type(v), v) for v in value)))
        elif value is None:
            key.append((name, None))
        else:
            return None
    return key


def _call_general(
    op: Op,
    data: _OpData,
    evaluator: Any,
    args: Sequence[Any],
    kwargs: Mapping[str, Any],
    key: tuple[Any, ...] | None,
) -> Any:
    recorder = active_recorder(args, kwargs)
    if recorder is not None:
        return _record(recorder, op, args, kwargs)
    schema = data.schema
    attributes_given = dict(kwargs)
    requested_outputs = _requested_outputs(schema, attributes_given.pop(NUM_OUTPUTS_KEYWORD, None))
    bound = bind_call(schema, args, attributes_given)
    if bound.problems:
        raise OpCallError(bound.problems)
    functions = {
        name: value for name, value in bound.attributes.items() if is_graph_function(value)
    }
    attributes = {
        name: _attribute_proto(schema, name, value)
        for name, value in bound.attributes.items()
        if name not in functions
    }
    values, input_types = convert_inputs(schema, bound.inputs, _body_input_types(attributes))
    for name, function in functions.items():
        body_types = graph_input_types(schema, name, input_types, attributes)
        graph = _eager_graph_proto(schema, name, function, body_types)
        attributes[name] = to_attribute_proto(schema.attributes[name], None, graph)
    counted = output_count(schema, attributes, values)
    if (
        requested_outputs is not None
        and counted is not None
        and not data.fixed_outputs
        and requested_outputs != counted
    ):
        raise OpCallError(
            [
                CallProblem(
                    "OXS310",
                    f"{schema.name} produces {counted} outputs here, but "
                    f"{requested_outputs} were asked for",
                    NUM_OUTPUTS_KEYWORD,
                )
            ]
        )
    num_outputs = requested_outputs or counted
    if num_outputs is None:
        raise OpCallError(
            [
                CallProblem(
                    "OXS310",
                    f"{schema.name}: the number of outputs cannot be told from this call; "
                    + ("pass num_outputs= or split, or " if schema.name == "Split" else "pass ")
                    + f"{NUM_OUTPUTS_KEYWORD}=<count>",
                )
            ]
        )
    signature = Signature(
        domain=schema.domain,
        op=schema.name,
        version=op.version,
        attributes=tuple(
            (name, proto.SerializeToString()) for name, proto in sorted(attributes.items())
        ),
        inputs=tuple(input_types),
        num_outputs=int(num_outputs),
    )
    try:
        runner = evaluator.runner(signature)
    except Exception as error:
        raise _evaluation_error(op, values, error) from None
    try:
        outputs = runner(values)
    except Exception as error:
        raise _evaluation_error(op, values, error) from None
    if key is not None and len(data.cache) < _MAX_CACHED:
        _remember(data, key, runner, signature.num_outputs, args, kwargs, values, attributes)
    if signature.num_outputs == 1:
        return _wrap(outputs[0])
    return tuple(_wrap(o) for o in outputs)


def _record(recorder: Recorder, op: Op, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
    """Record the call; unpacking its result into names asks for that many outputs, as in
    evaluation."""
    schema = op.schema
    if (
        NUM_OUTPUTS_KEYWORD not in kwargs
        and schema is not None
        and any(p.option.value != "single" for p in schema.outputs)
    ):
        names = assigned_names_count()
        if names is not None:
            kwargs = {**kwargs, NUM_OUTPUTS_KEYWORD: names}
    return recorder.record_op(op, args, kwargs)


def _requested_outputs(schema: OpSchema, count: Any) -> int | None:
    if count is None:
        return None
    variadic = bool(schema.outputs) and schema.outputs[-1].is_variadic
    limit = None if variadic else len(schema.outputs)
    least = 1 if variadic else max(1, schema.min_output)
    if (
        not isinstance(count, int)
        or isinstance(count, bool)
        or count < least
        or (limit is not None and count > limit)
    ):
        if limit is None:
            allowed = f"at least {least}"
        else:
            allowed = str(limit) if least == limit else f"{least} to {limit}"
        raise OpCallError(
            [
                CallProblem(
                    "OXS310",
                    f"{NUM_OUTPUTS_KEYWORD} of {schema.name} must be {allowed}, not {count!r}",
                    NUM_OUTPUTS_KEYWORD,
                )
            ]
        )
    return count


def assigned_names_count() -> int | None:
    """How many names the calling code unpacks this op call's result into, if it does.

    ``y, mask = op.Dropout(x)`` asks for two outputs, ``y = op.Dropout(x)`` for one, exactly as
    the converter reads the assignment; the caller's bytecode after the call says which.
    """
    frame: types.FrameType | None = sys._getframe(1)
    while frame is not None and _is_own_frame(frame.f_code):
        frame = frame.f_back
    if frame is None:
        return None
    return _unpack_after(frame.f_code, frame.f_lasti)


@functools.cache
def _is_own_frame(code: types.CodeType) -> bool:
    """Whether ``code`` lies between a user's op call and this module: this module, ``Op``'s
    call, or an evaluation installed for it (the package's first-call hook)."""
    return code.co_filename == __file__ or code.co_filename in opsets_module.evaluation_files()


@functools.lru_cache(maxsize=4096)
def _unpack_after(code: types.CodeType, offset: int) -> int | None:
    instructions = list(dis.get_instructions(code))
    for index, instruction in enumerate(instructions[:-1]):
        if instruction.offset == offset:
            following = instructions[index + 1]
            if following.opname == "UNPACK_SEQUENCE":
                return int(following.arg or 0)
            return None
    return None


def _remember(
    data: _OpData,
    key: tuple[Any, ...],
    runner: Runner,
    num_outputs: int,
    args: Sequence[Any],
    kwargs: Mapping[str, Any],
    values: Sequence[Any],
    attributes: Mapping[str, onnx.AttributeProto],
) -> None:
    """Cache a call whose key determines everything: no input given by keyword, and an output
    count that does not depend on input values."""
    if data.input_names & kwargs.keys():
        return
    if (
        not data.fixed_outputs
        and NUM_OUTPUTS_KEYWORD not in kwargs
        and output_count(data.schema, attributes, ()) != num_outputs
    ):
        return
    literals = tuple(
        (index, values[index])
        for index, arg in enumerate(args)
        if arg is not None and not isinstance(arg, (Tensor, np.ndarray))
    )
    data.cache[key] = (runner, num_outputs, literals)


def _wrap(value: Any) -> Any:
    if isinstance(value, np.ndarray):
        return Tensor._from_array(value)
    if value is None:
        return None
    if isinstance(value, list):
        return [_wrap(v) for v in value]
    return Tensor._from_array(np.asarray(value))


# --------------------------------------------------------------------------- inputs


def convert_inputs(
    schema: OpSchema, inputs: Sequence[Any], declared: Sequence[onnx.TypeProto] = ()
) -> tuple[list[Any], list[ValueType | None]]:
    """Turn bound input values into evaluator values and their types, checking the types.

    A type has the value's element type and rank, its dims unknown (a runner serves every shape).

    Arrays keep their element type. Python scalars and lists take the element type that the
    op's type constraints give them: the type another input already bound to the same
    constraint, else the constraint's natural choice for the literal (INT64 for ints, FLOAT for
    floats, BOOL, STRING).
    """
    formals = [schema.inputs[schema.formal_index(i) or 0] for i in range(len(inputs))]
    values: list[Any] = [None] * len(inputs)
    literals: list[int] = []
    for index, (value, formal) in enumerate(zip(inputs, formals, strict=True)):
        converted = _typed_value(schema, formal, value)
        if converted is _LITERAL:
            literals.append(index)
        else:
            values[index] = converted
    bound_types = _bindings(schema, formals, values)
    for index in literals:
        values[index] = literal_input(schema, formals[index], inputs[index], bound_types)
    types = [
        _value_type(schema, formal, value) for formal, value in zip(formals, values, strict=True)
    ]
    for index, proto in enumerate(declared[: len(types)]):
        types[index] = _declared_sequence_type(types[index], values[index], proto)
    problems = check_input_types(schema, types)
    if problems:
        raise OpCallError(problems)
    return values, types


def _body_input_types(attributes: Mapping[str, onnx.AttributeProto]) -> list[onnx.TypeProto]:
    """The declared input types of a ``body`` graph (Loop, Scan): body input i matches node
    input i, which tells the type of an empty sequence and whether a sequence is optional."""
    body = attributes.get("body")
    if body is None or body.type != onnx.AttributeProto.GRAPH:
        return []
    return [value.type for value in body.g.input]


def _declared_sequence_type(
    found: ValueType | None, value: Any, proto: onnx.TypeProto
) -> ValueType | None:
    if found is None or not isinstance(value, list):
        return found
    kind = proto.WhichOneof("value")
    if kind == "optional_type" and proto.optional_type.elem_type.HasField("sequence_type"):
        sequence = proto.optional_type.elem_type.sequence_type
        optional = True
    elif kind == "sequence_type":
        sequence = proto.sequence_type
        optional = False
    else:
        return found
    element = _sequence_of(found).elem
    assert isinstance(element, TensorValueType)
    declared_dtype = sequence.elem_type.tensor_type.elem_type
    if not value and declared_dtype:
        element = TensorValueType(declared_dtype, element.shape)
    result = SequenceValueType(element)
    return OptionalValueType(result) if optional else result


def _sequence_of(value_type: ValueType) -> SequenceValueType:
    """The sequence type of a sequence value's type (optional or not)."""
    if isinstance(value_type, OptionalValueType):
        value_type = value_type.elem
    assert isinstance(value_type, SequenceValueType)
    return value_type


_LITERAL = object()


def _typed_value(schema: OpSchema, formal: FormalParam, value: Any) -> Any:
    """An array (or list of arrays), None, or ``_LITERAL`` for a value typed by the constraints."""
    if value is None:
        return None
    if isinstance(value, Tensor):
        return value._value
    if isinstance(value, np.ndarray):
        return value
    if isinstance(value, np.generic):
        return np.asarray(value)
    if isinstance(value, onnx.TensorProto):
        return onnx.numpy_helper.to_array(value)
    if isinstance(value, (list, tuple)) and _accepts_sequence(schema, formal):
        return [_sequence_element(schema, formal, v) for v in value]
    if isinstance(value, (bool, int, float, str, list, tuple)):
        return _LITERAL
    if hasattr(value, "__array__"):
        return np.asarray(value)
    raise OpCallError(
        [
            CallProblem(
                "OXS401",
                f"input {formal.name!r} of {schema.name} cannot be a {type(value).__name__}; "
                "give a numpy array, a Tensor, a Python number or list"
                + (" or a list of arrays" if _accepts_sequence(schema, formal) else ""),
            )
        ]
    )


def _sequence_element(schema: OpSchema, formal: FormalParam, value: Any) -> np.ndarray:
    if isinstance(value, Tensor):
        return value._value
    if isinstance(value, np.ndarray):
        return value
    if isinstance(value, onnx.TensorProto):
        return onnx.numpy_helper.to_array(value)
    return literal_array(value)


def _accepts_sequence(schema: OpSchema, formal: FormalParam) -> bool:
    return any(t.startswith(("seq(", "optional(seq(")) for t in schema.allowed_types(formal))


def _bindings(
    schema: OpSchema, formals: Sequence[FormalParam], values: Sequence[Any]
) -> dict[str, int]:
    """Type constraint -> element type, from the inputs that already have a type."""
    bound: dict[str, int] = {}
    for formal, value in zip(formals, values, strict=True):
        if shares_type(schema, formal) and isinstance(value, np.ndarray):
            bound.setdefault(formal.type_str, onnx_dtype(value.dtype))
    return bound


def _value_type(schema: OpSchema, formal: FormalParam, value: Any) -> ValueType | None:
    if value is None:
        return None
    allowed = schema.allowed_types(formal)
    if isinstance(value, list):
        dtype, rank = _sequence_element_type(schema, formal, value)
        sequence = SequenceValueType(_tensor_of_rank(dtype, rank))
        if not any(t.startswith("seq(") for t in allowed) and any(
            t.startswith("optional(seq(") for t in allowed
        ):
            return OptionalValueType(sequence)
        return sequence
    tensor = _tensor_of_rank(onnx_dtype(value.dtype), value.ndim)
    if not any(t.startswith("tensor(") for t in allowed) and any(
        t.startswith("optional(tensor(") for t in allowed
    ):
        return OptionalValueType(tensor)
    return tensor


def _tensor_of_rank(dtype: int, rank: int | None) -> TensorValueType:
    return TensorValueType(dtype, None if rank is None else (None,) * rank)


def _sequence_element_type(
    schema: OpSchema, formal: FormalParam, value: list[np.ndarray]
) -> tuple[int, int | None]:
    if value:
        dtypes = sorted({onnx_dtype(item.dtype) for item in value})
        if len(dtypes) > 1:
            raise OpCallError(
                [
                    CallProblem(
                        "OXS401",
                        f"the elements of sequence input {formal.name!r} of {schema.name} must "
                        f"have one element type, but are {' and '.join(map(dtype_name, dtypes))}",
                        formal.name,
                    )
                ]
            )
        ranks = {item.ndim for item in value}
        return dtypes[0], ranks.pop() if len(ranks) == 1 else None
    for type_str in schema.allowed_types(formal):
        inner = type_str.removeprefix("optional(").removeprefix("seq(")
        dtype = dtype_from_type_string(inner.rstrip(")") + ")")
        if dtype is not None:
            return dtype, None
    return onnx.TensorProto.FLOAT, None


# --------------------------------------------------------------------------- attributes


def _attribute_proto(schema: OpSchema, name: str, value: Any) -> onnx.AttributeProto:
    spec = schema.attributes[name]
    if isinstance(value, Tensor):
        value = value._value
    return to_attribute_proto(spec, None, value)


GraphBodyProto = Callable[[Any, str, "list[ValueType | None] | None"], onnx.GraphProto]
"""A Python function given as a graph attribute, as a ``GraphProto``: the function, the op's
name, the graph's input types where known (``onnxscribe.pipeline.graph_body_proto``)."""


def _no_graph_bodies(function: Any, op_type: str, input_types: Any) -> onnx.GraphProto:
    raise TypeError(f"{op_type}: a Python function as a graph attribute needs `import onnxscribe`")


_graph_body_proto: GraphBodyProto = _no_graph_bodies


def install_graph_bodies(convert: GraphBodyProto) -> None:
    """Make ``convert`` what turns a Python graph body into a ``GraphProto``.

    Conversion sits above eager mode (it is the pipeline's); the package's ``__init__`` installs
    it with the evaluation, so single-op evaluation never loads the converter itself.
    """
    global _graph_body_proto
    _graph_body_proto = convert


def _eager_graph_proto(
    schema: OpSchema, name: str, function: Any, input_types: list[Any] | None
) -> onnx.GraphProto:
    return _graph_body_proto(function, schema.name, input_types)


def graph_input_types(
    schema: OpSchema,
    attribute: str,
    input_types: Sequence[ValueType | None],
    attributes: Mapping[str, onnx.AttributeProto],
) -> list[ValueType | None] | None:
    """The types of a graph attribute's inputs, as the op will pass them (None where unknown).

    ``Loop`` passes the iteration number, the condition and its loop-carried values; ``Scan``
    its states and one slice of each scan input; ``SequenceMap`` one element of each sequence
    input and its other inputs whole; ``If`` nothing.
    """
    node_types = list(input_types)
    if schema.name == "If":
        return []
    if schema.name == "Loop":
        counter = TensorValueType(TensorProto.INT64, ())
        condition = TensorValueType(TensorProto.BOOL, ())
        return [counter, condition, *node_types[2:]]
    if schema.name == "Scan" and schema.since_version >= 9:
        count = attributes.get("num_scan_inputs")
        scans = count.i if count is not None else 0
        states = len(node_types) - scans
        return node_types[:states] + [_slice_of(t) for t in node_types[states:]]
    if schema.name == "SequenceMap":
        return [t.elem if isinstance(t, SequenceValueType) else t for t in node_types]
    return None


def _slice_of(value_type: ValueType | None) -> ValueType | None:
    if isinstance(value_type, TensorValueType) and value_type.shape:
        return TensorValueType(value_type.dtype, value_type.shape[1:])
    return value_type


# --------------------------------------------------------------------------- errors


def _evaluation_error(op: Op, values: Sequence[Any], error: Exception) -> EagerError | OpCallError:
    if isinstance(error, (EagerError, OpCallError)):
        return error
    reason = str(error).strip() or type(error).__name__
    input_types = [describe_value(v) for v in values]
    call = f"{op!r}({', '.join(input_types)})"
    message = f"{call} failed: {readable_reason(reason)}"
    if _GRAPH_TYPE_ERROR.search(reason) and _has_graph_attribute(op):
        message += (
            f"\nhint: the graph body's inputs take the types of the values passed to {op.name}; "
            "make literals match them, e.g. op.CastLike(0, X) or 0.0 instead of 0"
        )
    return EagerError(
        message,
        op=op.name,
        reason=reason,
        unsupported=lacks_implementation(error),
        input_types=input_types,
    )


_GRAPH_TYPE_ERROR = re.compile(r"bound to different types|Type mismatch|TypeInferenceError")


def _has_graph_attribute(op: Op) -> bool:
    schema = op.schema
    graph_kinds = (schemas.AttrKind.GRAPH, schemas.AttrKind.GRAPHS)
    return schema is not None and any(a.kind in graph_kinds for a in schema.attributes.values())


_ORT_PREFIX = re.compile(r"^(\[ONNXRuntimeError\] : )?\d+ : \w+ : ")
_SOURCE_LOCATION = re.compile(r"^\S+\.(?:h|cc|cpp):\d+ (?:[\w:<>,\s*&~]+\([^()]*\)(?: const)? )?")


def readable_reason(reason: str) -> str:
    """onnxruntime's message without its status prefix and C++ source location."""
    text = _ORT_PREFIX.sub("", reason)
    if "Status Message: " in text:
        text = text.split("Status Message: ", 1)[1]
    return _SOURCE_LOCATION.sub("", text).strip()
