"""Eager calls of script functions: check the inputs, run the Python body, unwrap the results."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from onnxscribe.core.opcall import LiteralError, attribute_value_fits, describe_kind, literal_array
from onnxscribe.core.schemas import AttrKind
from onnxscribe.core.types import (
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
    ValueType,
    dtype_name,
    format_type,
    onnx_dtype,
)
from onnxscribe.eager.arguments import arguments_by_name
from onnxscribe.eager.context import use_opset
from onnxscribe.eager.tensor import Tensor
from onnxscribe.eager.tracing import active_recorder

if TYPE_CHECKING:
    from onnxscribe.graph_ir.nodes import Function
    from onnxscribe.values import OnnxFunction


class EagerInputError(TypeError):
    """An eager call's input does not match its parameter's annotation."""


def call_eagerly(function: OnnxFunction, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
    """Run the function's body on the arguments, or, inside a recording (or given onnx-ir
    values while PyTorch's exporter traces), record one call of the function."""
    recorder = active_recorder(args, kwargs)
    if recorder is not None:
        return recorder.record_function(function, args, kwargs)
    call_args = bind_arguments(function, args, kwargs)
    nested = any(isinstance(v, Tensor) for v in (*args, *kwargs.values())) or _inside_script_call()
    with use_opset(function.default_opset), _ScriptCall():
        result = function.function(**call_args)
    if nested:
        return result
    return _unwrap(result)


def bind_arguments(
    function: OnnxFunction, args: Sequence[Any], kwargs: Mapping[str, Any]
) -> dict[str, Any]:
    """The call's arguments by parameter name, each checked against its annotation: inputs as
    Tensors (lists of them for sequences), attributes as given. Raises ``TypeError``
    (``EagerInputError`` for an input that does not fit)."""
    ir = function.function_ir
    attribute_kinds = {p.name: p.kind for p in ir.attribute_params}
    attributes = set(attribute_kinds)
    order = ir.param_order
    bound = arguments_by_name(function.name, order, args, kwargs)
    dims: dict[str, tuple[int, str]] = {}
    call_args: dict[str, Any] = {}
    inputs = {v.source_name or v.name: v for v in ir.graph.inputs}
    for name in order:
        if name not in bound:
            continue
        value = bound[name]
        if name in attributes:
            _check_attribute(function.name, attribute_kinds[name], name, value)
            call_args[name] = value
            continue
        declared = inputs[name].declared if name in inputs else None
        if value is None and not _optional(ir, name, declared):
            raise EagerInputError(
                f"{function.name}: input {name!r} is required, but None was given (only an "
                "input annotated Optional[...] or defaulting to None can be None)"
            )
        call_args[name] = _check_input(function.name, name, value, declared, dims)
    return call_args


def _optional(ir: Function, name: str, declared: ValueType | None) -> bool:
    return name in ir.optional_inputs or isinstance(declared, OptionalValueType)


_DEPTH = [0]


class _ScriptCall:
    def __enter__(self) -> None:
        _DEPTH[0] += 1

    def __exit__(self, *exc: object) -> None:
        _DEPTH[0] -= 1


def _inside_script_call() -> bool:
    return _DEPTH[0] > 0


def _check_input(
    function: str,
    name: str,
    value: Any,
    declared: ValueType | None,
    dims: dict[str, tuple[int, str]],
) -> Any:

    if value is None:
        return None
    if isinstance(declared, OptionalValueType):
        declared = declared.elem
    if isinstance(declared, SequenceValueType) or (
        isinstance(value, (list, tuple)) and declared is None
    ):
        if not isinstance(value, (list, tuple)):
            raise EagerInputError(
                f"{function}: input {name!r} is a sequence; pass a list of arrays"
            )
        return [
            _check_input(
                function,
                name,
                v,
                declared.elem if isinstance(declared, SequenceValueType) else None,
                dims,
            )
            for v in value
        ]
    if isinstance(value, Tensor):
        array = value.numpy()
    elif isinstance(value, np.ndarray):
        array = value
    elif isinstance(value, (bool, int, float, np.generic, list, tuple)):
        # Python numbers and (nested) lists take the annotation's element type, as op calls
        # convert them by the op's type constraints
        if isinstance(declared, TensorValueType) and declared.dtype is not None:
            array = _literal_as(function, name, value, declared.dtype)
        else:
            array = literal_array(value)
    else:
        array = np.asarray(value)
    if isinstance(declared, TensorValueType):
        if declared.dtype is not None:
            actual = onnx_dtype(array.dtype)
            if actual != declared.dtype:
                raise EagerInputError(
                    f"{function}: input {name!r} must be {dtype_name(declared.dtype)}, "
                    f"not {dtype_name(actual)} (numpy {array.dtype})"
                )
        # called by another script function: its ONNX counterpart is a FunctionProto, whose
        # inputs have no shapes, so only a model's inputs (the outermost call) are held to them
        if declared.shape is not None and not _inside_script_call():
            if array.ndim != len(declared.shape):
                raise EagerInputError(
                    f"{function}: input {name!r} must have rank {len(declared.shape)} "
                    f"({_format(declared)}), not shape {array.shape}"
                )
            for axis, (dim, size) in enumerate(zip(declared.shape, array.shape, strict=False)):
                if isinstance(dim, int) and dim != size:
                    raise EagerInputError(
                        f"{function}: input {name!r} must have size {dim} on axis {axis}, not {size}"
                    )
                if isinstance(dim, str):
                    seen = dims.get(dim)
                    if seen is not None and seen[0] != size:
                        raise EagerInputError(
                            f"{function}: dimension {dim!r} of input {name!r} is {size}, but it is "
                            f"{seen[0]} in input {seen[1]!r}"
                        )
                    dims.setdefault(dim, (size, name))
    return Tensor(array)


def _literal_as(function: str, name: str, value: Any, dtype: int) -> np.ndarray:
    try:
        return literal_array(value, dtype)
    except LiteralError as error:
        raise EagerInputError(
            f"{function}: input {name!r} must be {dtype_name(dtype)}; {error}"
        ) from None


def _check_attribute(function: str, kind: AttrKind, name: str, value: Any) -> None:
    if value is None or attribute_value_fits(kind, value):
        return
    raise EagerInputError(
        f"{function}: attribute {name!r} must be {describe_kind(kind)}, "
        f"not {type(value).__name__} {value!r}"
    )


def _format(value_type: ValueType) -> str:

    return format_type(value_type)


def _unwrap(result: Any) -> Any:

    if isinstance(result, Tensor):
        return result.numpy()
    if isinstance(result, tuple):
        return tuple(_unwrap(r) for r in result)
    if isinstance(result, list):
        return [_unwrap(r) for r in result]
    if isinstance(result, (bool, int, float)):
        return np.asarray(result)
    return result
