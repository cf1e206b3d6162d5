"""Ops that make or read shapes and sizes: Shape, Size, ConstantOfShape, Range, Constant, ..."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from onnxscribe.core.protos import is_proto
from onnxscribe.core.shape_rules.common import (
    arg_at,
    attr_int,
    product,
    shape_at,
    wanted_dims,
)
from onnxscribe.core.shape_rules.registry import Args, Attributes, ShapeResult, shape_rule


@shape_rule("Shape")
def shape(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    data = shape_at(args, 0)
    if data is None:
        return ShapeResult([(None,)])
    start = attr_int(attributes, "start", 0) or 0
    end = attr_int(attributes, "end", None)
    selected = data[start:end]
    return ShapeResult([(len(selected),)], elems=[tuple(selected)])


@shape_rule("Size")
def size(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    data = shape_at(args, 0)
    total = product(data) if data is not None else None
    return ShapeResult([()], elems=[(total,)])


@shape_rule("OptionalHasElement", "SequenceLength")
def scalar(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return ShapeResult([()])


@shape_rule("NonZero")
def nonzero(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    data = shape_at(args, 0)
    return ShapeResult([(len(data) if data is not None else None, None)])


@shape_rule("ConstantOfShape")
def constant_of_shape(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    target = arg_at(args, 0)
    if target is None:
        return ShapeResult([None])
    wanted = wanted_dims(target)
    if wanted is not None:
        return ShapeResult([tuple(wanted)])
    if target.shape and isinstance(target.shape[0], int):
        return ShapeResult([(None,) * target.shape[0]])
    return ShapeResult([None])


@shape_rule("Range")
def range_(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    bounds = [_scalar_number(arg_at(args, i)) for i in range(3)]
    start, limit, delta = bounds
    if start is not None and limit is not None and delta:
        count = (limit - start) / delta
        if math.isfinite(count):
            return ShapeResult([(max(0, math.ceil(count)),)])
    return ShapeResult([(None,)])


def _scalar_number(arg: Any) -> float | None:
    """The value of a constant one-element numeric input, when it is finite."""
    const = arg.const if arg is not None else None
    if const is None or const.size != 1 or const.dtype.kind not in "iuf":
        return None
    value = float(const.reshape(-1)[0])
    return value if math.isfinite(value) else None


@shape_rule("Constant")
def constant(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult | None:
    value = constant_value(attributes)
    if value is None:
        return None
    elems = (
        tuple(value.reshape(-1).tolist()) if value.dtype.kind in "iu" and value.ndim <= 1 else None
    )
    return ShapeResult([tuple(value.shape)], elems=[elems])


_SIMPLE_CONSTANTS: dict[str, tuple[tuple[type, ...], Any]] = {
    "value_int": ((int,), np.int64),
    "value_ints": ((int,), np.int64),
    "value_float": ((int, float), np.float32),
    "value_floats": ((int, float), np.float32),
    "value_string": ((str, bytes), object),
    "value_strings": ((str, bytes), object),
}


def constant_value(attributes: Attributes) -> np.ndarray | None:
    """The value of a ``Constant`` node from whichever attribute holds it (None if not known)."""
    if "value" in attributes:
        return _tensor_value(attributes["value"])
    for name, (kinds, dtype) in _SIMPLE_CONSTANTS.items():
        if name not in attributes:
            continue
        value = attributes[name]
        items = value if isinstance(value, (list, tuple, np.ndarray)) else [value]
        if all(isinstance(item, kinds) or _numpy_scalar(item, dtype) for item in items):
            return np.asarray(value, dtype=dtype)
        return None
    return None


def _numpy_scalar(item: Any, dtype: Any) -> bool:
    return isinstance(item, np.generic) and dtype is not object


def _tensor_value(value: Any) -> np.ndarray | None:
    if isinstance(value, np.ndarray):
        return value
    if not is_proto(value, "TensorProto"):
        return None
    import onnx.numpy_helper  # loaded already: the value is one of its messages

    try:
        return np.asarray(onnx.numpy_helper.to_array(value))
    except (ValueError, TypeError):  # a malformed tensor from user code has no known value
        return None
