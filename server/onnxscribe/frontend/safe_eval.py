"""Evaluating module-level constant expressions without running the module.

Only literals, arithmetic, the functions ``costs`` allows (``math``, a few builtins, ``numpy``
arrays of literals), tensor types, typing constructs and ``Opset(...)`` are evaluated; everything
else is ``Opaque``. The cost of each operation is bounded before it runs, and the work of a whole
file by a ``Budget``, so that a constant like ``[0] * 10**12`` or ``math.factorial(10**8)`` costs
nothing: beyond a bound the value is an ``Opaque`` of its kind.
"""

from __future__ import annotations

import ast
import enum
import operator
import sys
import types
import typing
from collections.abc import Callable
from typing import Any

import numpy as np

from onnxscribe.core import dtypes
from onnxscribe.core.opsets import Opset
from onnxscribe.core.types import is_tensor_type
from onnxscribe.frontend.costs import (
    MAX_DEPTH,
    MAX_TYPE_ARGUMENTS,
    NUMPY_SCALARS,
    STEP_COST,
    ArrayMethod,
    Budget,
    TooCostly,
    bounded_call,
    check_result,
    is_allowed,
    weight,
)
from onnxscribe.frontend.env import MISSING, Opaque

_BINARY: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
    ast.LShift: operator.lshift,
    ast.RShift: operator.rshift,
    ast.BitAnd: operator.and_,
    ast.BitOr: operator.or_,
    ast.BitXor: operator.xor,
}
_UNARY: dict[type, Callable[[Any], Any]] = {
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
    ast.Not: operator.not_,
    ast.Invert: operator.invert,
}
_COMPARE: dict[type, Callable[[Any, Any], Any]] = {
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
}
NUMPY_CALLS = {np.array, np.asarray, *NUMPY_SCALARS}
SAFE_MODULES = frozenset(
    {
        "math",
        "typing",
        "collections.abc",
        "numpy",
        "collections",
        "builtins",
        "onnx",
        "onnx.helper",
        "onnx.numpy_helper",
        "onnx_ir",
    }
)
"""Modules a file's imports may load: importing them runs none of the file's code, and only the
functions of the allow-list (``costs``) are ever called."""


def _callable_target(function: Any) -> bool:
    return function is Opset or is_allowed(function)


def safe_attribute(obj: Any, name: str) -> Any:
    """``obj.name`` for objects whose attributes are plain data; else Opaque/MISSING."""
    if isinstance(obj, Opaque):
        return obj
    if isinstance(obj, types.ModuleType):
        module = obj.__name__
        if module in SAFE_MODULES or module == "onnxscribe" or module.startswith("onnxscribe."):
            return getattr(obj, name, MISSING)
        return Opaque(f"{module}.{name}")
    if is_tensor_type(obj) and name in ("dtype", "shape"):
        return getattr(obj, name)
    if isinstance(obj, (np.ndarray, np.generic)) and name in (
        "dtype",
        "shape",
        "ndim",
        "size",
        "T",
    ):
        return getattr(obj, name)
    if isinstance(obj, np.ndarray) and name in ArrayMethod.NAMES:
        return ArrayMethod(obj, name)
    if isinstance(obj, np.dtype) and name in ("type", "name", "itemsize"):
        return getattr(obj, name)
    if name in dtypes.BY_NAME and _is_tensor_proto_class(obj):
        return getattr(obj, name)
    if _is_data_type_enum(obj) and name in obj.__members__:
        return obj.__members__[name]
    if isinstance(obj, Opset) and name in ("domain", "version"):
        return getattr(obj, name)
    return Opaque(f".{name}")


def _is_tensor_proto_class(obj: Any) -> bool:
    """``onnx.TensorProto``, whose element types (``TensorProto.FLOAT``) are plain ints; a file
    that imports it has loaded onnx."""
    onnx = sys.modules.get("onnx")
    return onnx is not None and obj is onnx.TensorProto


def _is_data_type_enum(obj: Any) -> bool:
    """``onnx_ir.DataType`` (an IntEnum of the element types), recognised without importing it."""
    return (
        isinstance(obj, type)
        and issubclass(obj, enum.IntEnum)
        and obj.__name__ == "DataType"
        and (getattr(obj, "__module__", "") or "").split(".")[0] == "onnx_ir"
    )


def safe_eval(node: ast.expr, lookup: Callable[[str], Any], budget: Budget | None = None) -> Any:
    """The value of a constant expression, an ``Opaque`` when it cannot be known safely.

    Every operation is bounded before it runs (see ``costs``); ``budget`` is the work left for
    the file (a fresh one when None). Beyond a bound the value is an ``Opaque`` of its kind.
    """
    try:
        value = _Evaluator(lookup, budget or Budget()).eval(node, 0)
    except _Unknown as unknown:
        return Opaque(unknown.description)
    except TooCostly as costly:
        return Opaque(f"{_describe(node)} is not evaluated: {costly.reason}", costly.kind)
    except (
        ArithmeticError,
        ValueError,
        TypeError,
        IndexError,
        KeyError,
        AttributeError,
        RecursionError,
    ):
        return Opaque(_describe(node))
    try:
        check_result(value)
    except TooCostly as costly:
        return Opaque(f"{_describe(node)} is not evaluated: {costly.reason}", costly.kind)
    return value


class _Unknown(Exception):
    def __init__(self, description: str) -> None:
        super().__init__(description)
        self.description = description


def _describe(node: ast.AST) -> str:
    try:
        text = ast.unparse(node)
    except RecursionError:
        return "a deeply nested expression"
    return text if len(text) <= 40 else text[:37] + "..."


_GENERIC_BASES = (typing.Sequence, typing.Optional, list, typing.Union, tuple)


class _Evaluator:
    def __init__(self, lookup: Callable[[str], Any], budget: Budget) -> None:
        self.lookup = lookup
        self.budget = budget

    def call(self, function: Any, *args: Any) -> Any:
        return bounded_call(function, list(args), None, self.budget)

    def eval(self, node: ast.expr, depth: int) -> Any:
        if depth > MAX_DEPTH:
            raise TooCostly(f"nested more than {MAX_DEPTH} levels")
        self.budget.spend(STEP_COST)
        depth += 1
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            found = self.lookup(node.id)
            if found is MISSING or isinstance(found, Opaque):
                raise _Unknown(
                    found.description if isinstance(found, Opaque) else f"{node.id} is undefined"
                )
            return found
        if isinstance(node, ast.Attribute):
            found = safe_attribute(self.eval(node.value, depth), node.attr)
            if found is MISSING or isinstance(found, Opaque):
                raise _Unknown(_describe(node))
            return found
        if isinstance(node, (ast.List, ast.Tuple)):
            items = [self.eval(item, depth) for item in node.elts]
            check_result(items)
            return items if isinstance(node, ast.List) else tuple(items)
        if isinstance(node, ast.BinOp):
            return self.binary(node, depth)
        if isinstance(node, ast.UnaryOp):
            return self.call(_UNARY[type(node.op)], self.eval(node.operand, depth))
        if isinstance(node, ast.BoolOp):
            values = [self.eval(v, depth) for v in node.values]
            result = values[0]
            for value in values[1:]:
                result = (result and value) if isinstance(node.op, ast.And) else (result or value)
            return result
        if isinstance(node, ast.Compare):
            left = self.eval(node.left, depth)
            for op, comparator in zip(node.ops, node.comparators, strict=False):
                right = self.eval(comparator, depth)
                function = _COMPARE.get(type(op))
                if function is None:
                    raise _Unknown(_describe(node))
                if not self.call(function, left, right):
                    return False
                left = right
            return True
        if isinstance(node, ast.IfExp):
            return self.eval(node.body if self.eval(node.test, depth) else node.orelse, depth)
        if isinstance(node, ast.Subscript):
            return self.subscript(node, depth)
        if isinstance(node, ast.Call):
            return self.call_node(node, depth)
        raise _Unknown(_describe(node))

    def binary(self, node: ast.BinOp, depth: int) -> Any:
        left, right = self.eval(node.left, depth), self.eval(node.right, depth)
        function = _BINARY.get(type(node.op))
        if function is None:
            raise _Unknown(_describe(node))
        if isinstance(node.op, ast.BitOr) and not isinstance(
            left, (int, bool, np.ndarray, np.generic)
        ):
            return typing.Union[left, right]  # noqa: UP007 (building the annotation it spells)
        return self.call(function, left, right)

    def subscript(self, node: ast.Subscript, depth: int) -> Any:
        base = self.eval(node.value, depth)
        if isinstance(node.slice, ast.Slice):
            bounds = [
                self.eval(part, depth) if part is not None else None
                for part in (node.slice.lower, node.slice.upper, node.slice.step)
            ]
            if isinstance(base, (list, tuple, str, np.ndarray)) and all(
                b is None or isinstance(b, int) for b in bounds
            ):
                return base[slice(*bounds)]
            raise _Unknown(_describe(node))
        index = self.eval(node.slice, depth)
        if isinstance(index, tuple) and len(index) > MAX_TYPE_ARGUMENTS:
            raise TooCostly(f"more than {MAX_TYPE_ARGUMENTS} subscripts")
        if isinstance(base, np.ndarray) and isinstance(index, (int, tuple)):
            return base[index]
        if isinstance(base, (list, tuple, str)) and isinstance(index, int):
            return base[index]
        if is_tensor_type(base) or any(base is generic for generic in _GENERIC_BASES):
            return base[index]
        if (isinstance(base, type) and hasattr(base, "__class_getitem__")) or isinstance(
            base, type(typing.Sequence)
        ):
            return base[index]  # type: ignore[index]  # a generic alias or class, checked above
        raise _Unknown(_describe(node))

    def call_node(self, node: ast.Call, depth: int) -> Any:
        function = self.eval(node.func, depth)
        if not _callable_target(function):
            raise _Unknown(f"the result of {_describe(node.func)}(...)")
        if any(k.arg is None for k in node.keywords):
            raise _Unknown(_describe(node))
        args = [self.eval(a, depth) for a in node.args]
        kwargs = {k.arg: self.eval(k.value, depth) for k in node.keywords if k.arg}
        if function is Opset:
            self.budget.spend(weight(args) + weight(list(kwargs.values())))
            return function(*args, **kwargs)
        return bounded_call(function, args, kwargs, self.budget)
