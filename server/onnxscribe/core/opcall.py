"""Binding an op call to its schema: the one place that decides what ``op.X(...)`` means.

``bind_call(schema, args, kwargs)`` sorts a call's arguments into the node's inputs (formal order,
variadic inputs expanded, trailing omitted optional inputs trimmed) and attributes, and lists every
problem it finds: too many inputs, a missing input, an input given twice, an unknown attribute, a
missing required attribute, an attribute value of the wrong type. Eager evaluation, the converter
and the checker all bind through it, so they accept and reject exactly the same calls.

Input values are never looked at (the converter passes opaque objects) except to see whether they
are ``None`` (an omitted optional input). Attribute values are checked against the attribute's
type by ``attribute_problem``; ``to_attribute_proto`` turns a checked value into an
``onnx.AttributeProto``.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from onnxscribe.core import dtypes
from onnxscribe.core.protos import is_proto
from onnxscribe.core.schemas import AttributeSpec, AttrKind, FormalParam, OpSchema, close_matches
from onnxscribe.core.types import (
    ValueType,
    dtype_name,
    is_integer,
    is_tensor_type,
    numpy_dtype,
    onnx_dtype,
)

if TYPE_CHECKING:
    import onnx

ArgumentRef = int | str
"""Where a value came from in the call: a positional index (from 0) or a keyword name."""


@dataclass(frozen=True)
class CallProblem:
    """One reason a call does not fit its schema; ``argument`` locates it in the call."""

    code: str
    message: str
    argument: ArgumentRef | None = None
    replacement: str | None = None
    """The name the message suggests instead of ``argument`` ("did you mean ...")."""


@dataclass
class BoundCall:
    """A call sorted into a node's inputs and attributes."""

    inputs: list[Any | None]
    """Actual inputs in formal order, variadic ones expanded; None for an omitted optional input."""
    input_sources: list[ArgumentRef | None]
    """For each entry of ``inputs``, the positional index or keyword it came from."""
    attributes: dict[str, Any]
    """Attribute values as given (``None`` values are dropped: they mean "not given")."""
    problems: list[CallProblem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def bind_call(
    schema: OpSchema,
    args: Sequence[Any],
    kwargs: Mapping[str, Any],
    *,
    is_opaque_attribute: Callable[[Any], bool] | None = None,
) -> BoundCall:
    """Bind positional and keyword arguments to ``schema``'s inputs and attributes.

    Keywords naming an input are inputs; every other keyword is an attribute. Attribute values
    for which ``is_opaque_attribute`` returns True (for example a reference to an attribute
    parameter of the enclosing function) are not type-checked.
    """
    formals = schema.inputs
    variadic = bool(formals) and formals[-1].is_variadic
    fixed = len(formals) - 1 if variadic else len(formals)
    problems: list[CallProblem] = []

    slots: list[Any | None] = [None] * fixed
    sources: list[ArgumentRef | None] = [None] * fixed
    extra: list[Any | None] = []
    extra_sources: list[ArgumentRef | None] = []
    attributes: dict[str, Any] = {}
    attribute_sources: dict[str, int] = {}
    positional_names = positional_attribute_names(schema, len(args))
    for index, value in enumerate(args):
        if index < fixed:
            slots[index] = value
            sources[index] = index
        elif variadic:
            extra.append(value)
            extra_sources.append(index)
        elif index - fixed < len(positional_names):
            name = positional_names[index - fixed]
            attribute_sources[name] = index
            if value is not None:
                attributes[name] = value
        else:
            problems.append(_too_many(schema, len(args), index))
            break

    input_positions = {p.name: i for i, p in enumerate(formals)}
    for key, value in kwargs.items():
        position = input_positions.get(key)
        if position is None:
            if key in attribute_sources:
                problems.append(_given_twice(schema, key, attribute_sources[key], "attribute"))
            elif value is not None:
                attributes[key] = value
            continue
        if position < fixed:
            if sources[position] is not None:
                problems.append(_given_twice(schema, key, sources[position]))
                continue
            slots[position] = value
            sources[position] = key
        elif extra:
            problems.append(_given_twice(schema, key, extra_sources[0]))
        else:
            extra.append(value)
            extra_sources.append(key)

    inputs = [*slots, *extra]
    input_sources = [*sources, *extra_sources]
    problems.extend(_missing_inputs(schema, inputs, fixed, len(extra), len(args)))
    while inputs and inputs[-1] is None and _may_trim(schema, len(inputs) - 1):
        inputs.pop()
        input_sources.pop()

    problems.extend(_attribute_problems(schema, attributes, is_opaque_attribute))
    return BoundCall(inputs, input_sources, attributes, problems)


def positional_attribute_names(schema: OpSchema, count: int) -> tuple[str, ...]:
    """The attributes that ``count`` positional arguments bind to past the op's inputs.

    They follow the inputs in the order onnx declares the attributes, as onnxscript binds them
    (``op.LeakyRelu(x, 0.2)`` gives ``alpha``); when the last input is variadic, every further
    positional argument is one of its values and none is an attribute.
    """
    formals = schema.inputs
    if formals and formals[-1].is_variadic:
        return ()
    extra = count - len(formals)
    return schema.attribute_order[:extra] if extra > 0 else ()


def _may_trim(schema: OpSchema, input_index: int) -> bool:
    position = schema.formal_index(input_index)
    return position is not None and not _is_required(schema.inputs[position])


def _is_required(formal: FormalParam) -> bool:
    return not formal.is_optional and not (formal.is_variadic and formal.min_arity == 0)


def _input_list(schema: OpSchema) -> str:
    return ", ".join(_describe_formal(p) for p in schema.inputs) or "none"


def _describe_formal(formal: FormalParam) -> str:
    if formal.is_optional:
        return f"{formal.name}?"
    if formal.is_variadic:
        return f"*{formal.name}"
    return formal.name


def _too_many(schema: OpSchema, given: int, first_extra: int) -> CallProblem:
    limit = len(schema.inputs)
    noun = "input" if limit == 1 else "inputs"
    if not schema.attribute_order:
        return CallProblem(
            "OXS304",
            f"{schema.name} takes at most {limit} {noun} ({_input_list(schema)}), but {given} "
            "were given",
            first_extra,
        )
    names = ", ".join(schema.attribute_order)
    return CallProblem(
        "OXS304",
        f"{schema.name} takes at most {limit + len(schema.attribute_order)} positional "
        f"arguments: {limit} {noun} ({_input_list(schema)}), then its attributes ({names}); "
        f"but {given} were given",
        first_extra,
    )


def _given_twice(
    schema: OpSchema, name: str, first: ArgumentRef | None, what: str = "input"
) -> CallProblem:
    where = f"position {first + 1}" if isinstance(first, int) else "keyword"
    return CallProblem(
        "OXS311",
        f"{what} {name!r} of {schema.name} is given twice: at {where} and as keyword {name}=",
        name,
    )


def _missing_inputs(
    schema: OpSchema, inputs: list[Any | None], fixed: int, variadic_count: int, positional: int
) -> list[CallProblem]:
    problems: list[CallProblem] = []
    for index in range(fixed):
        formal = schema.inputs[index]
        if inputs[index] is None and _is_required(formal):
            problems.append(
                CallProblem(
                    "OXS305",
                    f"{schema.name} is missing its required input {formal.name!r} "
                    f"(input {index + 1}; inputs: {_input_list(schema)})",
                    index if index < positional else None,
                )
            )
    if fixed < len(schema.inputs):
        formal = schema.inputs[fixed]
        given = sum(1 for value in inputs[fixed:] if value is not None)
        if given < formal.min_arity and (variadic_count or _is_required(formal)):
            problems.append(
                CallProblem(
                    "OXS305",
                    f"{schema.name} needs at least {formal.min_arity} value(s) for its variadic "
                    f"input {formal.name!r}, but {given} were given",
                    None,
                )
            )
    return problems


def _attribute_problems(
    schema: OpSchema,
    attributes: Mapping[str, Any],
    is_opaque: Callable[[Any], bool] | None,
) -> list[CallProblem]:
    problems: list[CallProblem] = []
    for name, value in attributes.items():
        spec = schema.attributes.get(name)
        if spec is None:
            problems.append(_unknown_attribute(schema, name))
        elif is_opaque is None or not is_opaque(value):
            problem = attribute_problem(spec, value, op_name=schema.name)
            if problem is None:
                problem = _element_type_problem(schema, spec, value)
            if problem is not None:
                problems.append(problem)
    for name, spec in schema.attributes.items():
        if spec.required and name not in attributes:
            problems.append(
                CallProblem(
                    "OXS308",
                    f"{schema.name} is missing its required attribute {name!r} "
                    f"({describe_kind(spec.kind)})",
                    None,
                )
            )
    return problems


def _unknown_attribute(schema: OpSchema, name: str) -> CallProblem:
    known = sorted(schema.attributes)
    matches = close_matches(name, [*known, *(p.name for p in schema.inputs)])
    hint = f"; did you mean {' or '.join(repr(m) for m in matches)}?" if matches else ""
    listing = ", ".join(known) if known else "none"
    inputs = ", ".join(p.name for p in schema.inputs) or "none"
    return CallProblem(
        "OXS306",
        f"{schema.name} has no attribute or input named {name!r}{hint} "
        f"(attributes: {listing}; inputs: {inputs})",
        name,
        matches[0] if matches else None,
    )


# --------------------------------------------------------------------------- attribute values

_KIND_TEXT = {
    AttrKind.FLOAT: "a float",
    AttrKind.INT: "an int",
    AttrKind.STRING: "a str",
    AttrKind.TENSOR: "a tensor (numpy array, Python number or list, or TensorProto)",
    AttrKind.GRAPH: "a graph (a nested script function or a GraphProto)",
    AttrKind.SPARSE_TENSOR: "a SparseTensorProto",
    AttrKind.TYPE_PROTO: "a type (FLOAT[...], a TypeProto)",
    AttrKind.FLOATS: "a list of floats",
    AttrKind.INTS: "a list of ints",
    AttrKind.STRINGS: "a list of strs",
    AttrKind.TENSORS: "a list of tensors",
    AttrKind.GRAPHS: "a list of graphs",
    AttrKind.SPARSE_TENSORS: "a list of SparseTensorProtos",
    AttrKind.TYPE_PROTOS: "a list of types",
}


def describe_kind(kind: AttrKind) -> str:
    """How the dialect spells values of an attribute kind: ``a list of ints``."""
    return _KIND_TEXT[kind]


def _is_int(value: Any) -> bool:
    return isinstance(value, (int, np.integer, np.bool_))


def _is_float(value: Any) -> bool:
    return (isinstance(value, (int, float, np.integer, np.floating))) and not isinstance(
        value, bool
    )


def _is_str(value: Any) -> bool:
    return isinstance(value, (str, bytes))


def _is_tensor(value: Any) -> bool:
    if isinstance(value, (np.ndarray, np.generic, bool, int, float, str)):
        return True
    if is_proto(value, "TensorProto"):
        return True
    if isinstance(value, (list, tuple)):
        return all(_is_scalar_literal(v) or isinstance(v, (list, tuple)) for v in value)
    return hasattr(value, "__array__")


def _is_scalar_literal(value: Any) -> bool:
    return isinstance(value, (bool, int, float, str, np.generic))


def is_graph_function(value: Any) -> bool:
    """A Python function (plain or ``@graph()``) that becomes a graph when the op is called."""
    if isinstance(value, (types.FunctionType, types.MethodType)):
        return True
    return callable(value) and hasattr(value, "graph_source")


def is_graph_value(value: Any) -> bool:
    """A value a GRAPH attribute accepts: a ``GraphProto``, an object with ``to_graph_proto()``,
    or a Python function (see ``is_graph_function``)."""
    return (
        is_proto(value, "GraphProto")
        or hasattr(value, "to_graph_proto")
        or is_graph_function(value)
    )


def _is_type(value: Any) -> bool:

    return isinstance(value, ValueType) or is_tensor_type(value) or is_proto(value, "TypeProto")


def _array_of_kind(value: Any, kinds: str) -> bool:
    return isinstance(value, np.ndarray) and value.ndim == 1 and value.dtype.kind in kinds


def _list_of(value: Any, check: Callable[[Any], bool], array_kinds: str = "") -> bool:
    if array_kinds and _array_of_kind(value, array_kinds):
        return True
    return isinstance(value, (list, tuple)) and all(check(v) for v in value)


_CHECKS: dict[AttrKind, Callable[[Any], bool]] = {
    AttrKind.INT: _is_int,
    AttrKind.FLOAT: _is_float,
    AttrKind.STRING: _is_str,
    AttrKind.TENSOR: _is_tensor,
    AttrKind.GRAPH: is_graph_value,
    AttrKind.SPARSE_TENSOR: lambda value: is_proto(value, "SparseTensorProto"),
    AttrKind.TYPE_PROTO: _is_type,
    AttrKind.INTS: lambda value: _list_of(value, _is_int, "iub"),
    AttrKind.FLOATS: lambda value: _list_of(value, _is_float, "iuf"),
    AttrKind.STRINGS: lambda value: _list_of(value, _is_str, "US"),
    AttrKind.TENSORS: lambda value: _list_of(value, _is_tensor),
    AttrKind.GRAPHS: lambda value: _list_of(value, is_graph_value),
    AttrKind.SPARSE_TENSORS: lambda value: _list_of(
        value, lambda v: is_proto(v, "SparseTensorProto")
    ),
    AttrKind.TYPE_PROTOS: lambda value: _list_of(value, _is_type),
}


def attribute_value_fits(kind: AttrKind, value: Any) -> bool:
    """True when ``value`` can be an attribute of ``kind`` (the rule every caller shares)."""
    return _CHECKS[kind](value)


def attribute_problem(spec: AttributeSpec, value: Any, *, op_name: str = "") -> CallProblem | None:
    """An OXS307 problem when ``value`` cannot be an attribute of ``spec``'s kind, else None.

    ``bool`` is accepted where an int is (as 0 or 1); ints are accepted where a float is.
    """
    if attribute_value_fits(spec.kind, value):
        return None
    owner = f" of {op_name}" if op_name else ""
    return CallProblem(
        "OXS307",
        f"attribute {spec.name!r}{owner} must be {describe_kind(spec.kind)} "
        f"({spec.kind.value}), not {_describe_value(value)}",
        spec.name,
    )


ELEMENT_TYPE_ATTRIBUTES = frozenset({"to", "dtype", "output_dtype", "stash_type"})
"""Int attributes of the standard ops whose value is an ONNX element type (Cast's ``to``, ...)."""


def _element_type_problem(schema: OpSchema, spec: AttributeSpec, value: Any) -> CallProblem | None:
    if spec.kind is not AttrKind.INT or spec.name not in ELEMENT_TYPE_ATTRIBUTES:
        return None
    if schema.domain not in ("", "ai.onnx"):
        return None
    dtype = int(value)
    if dtype in dtypes.BY_NAME.values() and (dtype != 0 or spec.default == 0):
        return None
    return CallProblem(
        "OXS307",
        f"attribute {spec.name!r} of {schema.name} must be an ONNX element type such as "
        f"FLOAT.dtype or INT64.dtype, not {value!r}",
        spec.name,
    )


def _describe_value(value: Any) -> str:
    if not _plain_data(value):
        # the converter's own objects have reprs that would mean nothing to users
        kind = type(value)
        if kind.__module__.split(".")[0] == "onnxscribe":
            return "a value of another kind"
        return f"a {kind.__name__}"
    text = repr(value)
    if len(text) > 40:
        text = text[:37] + "..."
    return f"{type(value).__name__} {text}"


_PLAIN_DATA = (bool, int, float, str, bytes, np.ndarray, np.generic, type(None))


def _plain_data(value: Any) -> bool:
    if isinstance(value, (list, tuple)):
        return all(_plain_data(item) for item in value)
    return isinstance(value, _PLAIN_DATA)


def to_attribute_proto(
    spec_or_name: AttributeSpec | str, kind: AttrKind | None, value: Any
) -> onnx.AttributeProto:
    """An ``onnx.AttributeProto`` holding ``value``.

    ``kind`` defaults to the spec's kind; with a bare name and no kind, it is inferred from the
    value. Graph values must be ``GraphProto``s or have a ``to_graph_proto()`` method.
    """
    import onnx.helper  # protobuf: only where a node is built

    if isinstance(spec_or_name, AttributeSpec):
        name = spec_or_name.name
        kind = kind or spec_or_name.kind
    else:
        name = spec_or_name
    if kind is None:
        return onnx.helper.make_attribute(name, value)
    converted = attribute_value(kind, value)
    return onnx.helper.make_attribute(name, converted, attr_type=kind.proto_type)


def attribute_value(kind: AttrKind, value: Any) -> Any:
    """``value`` as an attribute of ``kind`` takes it: numbers as int or float, strings as
    given (bytes or str), tensors, graphs and types as protos."""
    if kind is AttrKind.INT:
        return int(value)
    if kind is AttrKind.FLOAT:
        return float(value)
    if kind is AttrKind.STRING:
        return value if isinstance(value, bytes) else str(value)
    if kind is AttrKind.INTS:
        return [int(v) for v in value]
    if kind is AttrKind.FLOATS:
        return [float(v) for v in value]
    if kind is AttrKind.STRINGS:
        return [v if isinstance(v, bytes) else str(v) for v in value]
    if kind is AttrKind.TENSOR:
        return to_tensor_proto(value)
    if kind is AttrKind.TENSORS:
        return [to_tensor_proto(v) for v in value]
    if kind is AttrKind.GRAPH:
        return _to_graph_proto(value)
    if kind is AttrKind.GRAPHS:
        return [_to_graph_proto(v) for v in value]
    if kind is AttrKind.TYPE_PROTO:
        return _to_type_proto(value)
    if kind is AttrKind.TYPE_PROTOS:
        return [_to_type_proto(v) for v in value]
    return value


class LiteralError(ValueError):
    """A Python value that cannot become a tensor (of the element type asked for)."""


_NATURAL_DTYPES: dict[type, Any] = {float: np.float32, int: np.int64, bool: np.bool_}


def literal_array(value: Any, dtype: int | None = None) -> np.ndarray:
    """A numpy array of a constant, typed as the dialect types literals.

    Without ``dtype`` a Python literal takes its natural type: ``1`` INT64, ``2.5`` FLOAT,
    ``True`` BOOL, ``"s"`` STRING, lists likewise; numpy values keep theirs. With ``dtype`` (the
    type of the value a literal is used with) a Python literal must fit it (``300`` does not fit
    UINT8) and a numpy value is cast to it. Raises ``LiteralError`` with the reason.
    """
    natural = _NATURAL_DTYPES.get(value.__class__)
    if natural is not None and dtype != dtypes.STRING:
        try:  # the common case, a Python scalar, made directly
            return np.array(value, dtype=natural if dtype is None else numpy_dtype(dtype))
        except (OverflowError, ValueError, TypeError) as error:
            raise LiteralError(_literal_reason(value, dtype, error)) from None
    try:
        if dtype == dtypes.STRING:
            return np.asarray(value, dtype=object)
        if isinstance(value, (np.ndarray, np.generic)):
            array = np.asarray(value)
            return array if dtype is None else array.astype(numpy_dtype(dtype), copy=False)
        if dtype is not None:
            return np.asarray(value, dtype=numpy_dtype(dtype))
        array = np.asarray(value)
    except (OverflowError, ValueError, TypeError) as error:
        raise LiteralError(_literal_reason(value, dtype, error)) from None
    kind = array.dtype.kind
    if kind == "f":
        return array.astype(np.float32, copy=False)
    if kind in "iu":
        return array.astype(np.int64, copy=False)
    if kind in "US":
        return array.astype(object)
    if kind in "bc":
        return array
    raise LiteralError(f"a {type(value).__name__} cannot be a tensor")


def _literal_reason(value: Any, dtype: int | None, error: Exception) -> str:
    shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
    if dtype is None:
        return f"{shown} cannot be a tensor ({error})"
    return f"{shown} cannot be converted to {dtype_name(dtype)} ({error})"


_INT_PREFERENCE = ("INT64", "INT32", "FLOAT", "DOUBLE")
_FLOAT_PREFERENCE = ("FLOAT", "DOUBLE", "FLOAT16", "BFLOAT16")


def preferred_literal_dtype(natural: np.ndarray, allowed: Sequence[int]) -> int | None:
    """The element type a literal takes at an input that allows only ``allowed`` (empty: any).

    None when its natural type is allowed; otherwise the first allowed of INT64, INT32, FLOAT,
    DOUBLE for an integer literal (FLOAT, DOUBLE, FLOAT16, BFLOAT16 for a float one), else the
    first allowed type. Eager mode and the converter type literals by this one rule.
    """
    if not allowed:
        return None
    try:
        if onnx_dtype(natural.dtype) in allowed:
            return None
    except TypeError:
        return None
    preference = _FLOAT_PREFERENCE if natural.dtype.kind == "f" else _INT_PREFERENCE
    names = {dtype_name(d): d for d in allowed}
    return next((names[n] for n in preference if n in names), allowed[0])


def float_literal_into_integers(value: Any, dtype: int | None) -> bool:
    """Whether ``value`` is a Python float literal (or a list holding one) about to be typed as
    an integer or BOOL element type.

    ONNX would cast it to that type (``1.5`` becomes ``1``) where Python computes in floating
    point, so the dialect rejects it rather than give eager mode and the graph different results.
    """
    if dtype is None or not (dtype == dtypes.BOOL or is_integer(dtype)):
        return False
    # exactly float: a numpy scalar (np.float64 is a float too) is no literal
    if type(value) is float:
        return True
    return isinstance(value, (list, tuple)) and any(type(v) is float for v in value)


def float_literal_advice(value: Any, dtype_text: str) -> str:
    """The message for ``float_literal_into_integers``."""
    return (
        f"the float {value!r} is used with a value of type {dtype_text}: ONNX would cast it to "
        f"{dtype_text} where Python computes in floating point; write an integer, or cast the "
        f"{dtype_text} value to a float type first (op.Cast(x, to=FLOAT.dtype))"
    )


def to_tensor_proto(value: Any, name: str = "") -> onnx.TensorProto:
    """A ``TensorProto`` of a numpy array, a Python literal or anything with ``__array__``."""
    import onnx.numpy_helper  # protobuf: only where a tensor is built

    if isinstance(value, onnx.TensorProto):
        return value
    try:
        array = literal_array(value)
    except LiteralError:
        array = np.asarray(value)
    return onnx.numpy_helper.from_array(array, name)


def _to_graph_proto(value: Any) -> onnx.GraphProto:
    given: onnx.GraphProto
    if is_proto(value, "GraphProto"):
        given = value
        return given
    method = getattr(value, "to_graph_proto", None)
    if method is None:
        raise TypeError(
            f"a graph attribute needs a GraphProto or an object with to_graph_proto(), "
            f"not {type(value).__name__}"
        )
    graph: onnx.GraphProto = method()
    return graph


def _to_type_proto(value: Any) -> onnx.TypeProto:
    given: onnx.TypeProto
    if is_proto(value, "TypeProto"):
        given = value
        return given
    proto: onnx.TypeProto = value.to_type_proto()
    return proto


# --------------------------------------------------------------------------- outputs


def output_count(
    schema: OpSchema, attributes: Mapping[str, Any], inputs: Sequence[Any] = ()
) -> int | None:
    """How many outputs a call produces when its result is not unpacked, or None when unknown.

    An op with a fixed number of outputs produces its required ones (at least one): ``TopK``
    two, ``Dropout``, ``MaxPool`` or ``LayerNormalization`` one. Unpacking the result into
    names (``y, mask = op.Dropout(x)``) asks for that many outputs instead, up to the declared
    ones. Variadic outputs are counted from the call: ``Split`` from ``num_outputs`` or the
    length of ``split``, ``If``, ``Loop`` and ``Scan`` from their body graphs (``GraphProto``
    values or attribute protos), the training optimizers from their inputs. ``inputs`` are only
    looked at for their number and for ``Split``'s ``split`` input, when it has a length.
    """
    if not schema.outputs or not schema.outputs[-1].is_variadic:
        return max(1, schema.min_output)
    fixed = len(schema.outputs) - 1
    if schema.name == "Split":
        count = _plain_value(attributes.get("num_outputs"))
        if count is not None:
            return int(count)
        split = _plain_value(attributes.get("split"))
        if split is None and len(inputs) > 1 and inputs[1] is not None:
            split = inputs[1]
        length = _length(split)
        return None if length is None else fixed + length
    per_group = _OPTIMIZER_GROUPS.get((schema.domain, schema.name))
    if per_group is not None:
        inputs_per, outputs_per = per_group
        groups, rest = divmod(len(inputs) - 2, inputs_per)
        return groups * outputs_per if groups > 0 and rest == 0 else None
    body_outputs = {"If": ("then_branch", 0), "Loop": ("body", 1), "Scan": ("body", 0)}
    if schema.name in body_outputs:
        attribute, skipped = body_outputs[schema.name]
        graph = _plain_value(attributes.get(attribute))
        if is_proto(graph, "GraphProto"):
            return len(graph.output) - skipped
    return None


_OPTIMIZER_GROUPS = {
    ("ai.onnx.preview.training", "Adagrad"): (3, 2),
    ("ai.onnx.preview.training", "Momentum"): (3, 2),
    ("ai.onnx.preview.training", "Adam"): (4, 3),
}
"""Optimizers: after R and T, groups of inputs per optimized tensor, and outputs per group."""


def _plain_value(value: Any) -> Any:
    if is_proto(value, "AttributeProto"):
        import onnx.helper  # loaded already: the value is one of its messages

        return onnx.helper.get_attribute_value(value)
    return value


def _length(value: Any) -> int | None:
    if isinstance(value, (list, tuple)):
        return len(value)
    shape = getattr(value, "shape", None)
    if isinstance(shape, tuple) and len(shape) == 1 and isinstance(shape[0], int):
        return shape[0]
    return None
