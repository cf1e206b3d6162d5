"""Evaluating module-level constant expressions without running the module.

Only literals, arithmetic, ``math.*``, ``numpy`` arrays of literals, tensor types, typing
constructs and ``Opset(...)`` are evaluated; everything else is ``Opaque``. Sizes are bounded so
that a constant like ``[0] * 10**12`` cannot exhaust memory.
"""

from __future__ import annotations

import ast
import operator
import types
import typing
from collections.abc import Callable
from typing import Any

import numpy as np

from onnxscribe.core.types import is_tensor_type
from onnxscribe.frontend.env import MISSING, SAFE_CALLABLES, Opaque

_MAX_ELEMENTS = 1_000_000
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
NUMPY_CALLS = {
    np.array,
    np.asarray,
    np.float16,
    np.float32,
    np.float64,
    np.int8,
    np.int16,
    np.int32,
    np.int64,
    np.uint8,
    np.uint16,
    np.uint32,
    np.uint64,
    np.bool_,
    np.dtype,
}
SAFE_MODULES = frozenset({"math", "typing", "collections.abc", "numpy", "collections", "builtins"})


def _safe_target(function: Any) -> bool:
    from onnxscribe.core.opsets import Opset

    if function in SAFE_CALLABLES or function in NUMPY_CALLS or function is Opset:
        return True
    return function is typing.TypeVar


def _too_big(value: Any) -> bool:
    if isinstance(value, (list, tuple, str)):
        return len(value) > _MAX_ELEMENTS
    if isinstance(value, np.ndarray):
        return value.size > _MAX_ELEMENTS
    if isinstance(value, int) and not isinstance(value, bool):
        return value.bit_length() > 4096
    return False


def _guard_binary(op: type, left: Any, right: Any) -> bool:
    """False when evaluating would be too costly."""
    if op is ast.Pow and isinstance(right, (int, float)) and abs(right) > 4096:
        return isinstance(left, (int, float)) and abs(left) in (0, 1)
    if op is ast.Mult:
        for a, b in ((left, right), (right, left)):
            if (
                isinstance(a, (list, tuple, str))
                and isinstance(b, int)
                and len(a) * b > _MAX_ELEMENTS
            ):
                return False
    return not (op is ast.LShift and isinstance(right, int) and right > 4096)


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
    if isinstance(obj, np.dtype) and name in ("type", "name", "itemsize"):
        return getattr(obj, name)
    from onnxscribe.core.opsets import Opset

    if isinstance(obj, Opset) and name in ("domain", "version"):
        return getattr(obj, name)
    return Opaque(f".{name}")


def safe_eval(node: ast.expr, lookup: Callable[[str], Any]) -> Any:
    """The value of a constant expression, an ``Opaque`` when it cannot be known safely."""
    try:
        value = _eval(node, lookup)
    except _Unknown as unknown:
        return Opaque(unknown.description)
    except (
        ArithmeticError,
        ValueError,
        TypeError,
        IndexError,
        KeyError,
        AttributeError,
        OverflowError,
    ):
        return Opaque(_describe(node))
    if _too_big(value):
        return Opaque("a very large constant")
    return value


class _Unknown(Exception):
    def __init__(self, description: str) -> None:
        super().__init__(description)
        self.description = description


def _describe(node: ast.AST) -> str:
    text = ast.unparse(node)
    return text if len(text) <= 40 else text[:37] + "..."


def _eval(node: ast.expr, lookup: Callable[[str], Any]) -> Any:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        found = lookup(node.id)
        if found is MISSING or isinstance(found, Opaque):
            raise _Unknown(
                found.description if isinstance(found, Opaque) else f"{node.id} is undefined"
            )
        return found
    if isinstance(node, ast.Attribute):
        found = safe_attribute(_eval(node.value, lookup), node.attr)
        if found is MISSING or isinstance(found, Opaque):
            raise _Unknown(_describe(node))
        return found
    if isinstance(node, (ast.List, ast.Tuple)):
        items = [_eval(item, lookup) for item in node.elts]
        return items if isinstance(node, ast.List) else tuple(items)
    if isinstance(node, ast.BinOp):
        left, right = _eval(node.left, lookup), _eval(node.right, lookup)
        function = _BINARY.get(type(node.op))
        if function is None or not _guard_binary(type(node.op), left, right):
            raise _Unknown(_describe(node))
        if isinstance(node.op, ast.BitOr) and not isinstance(
            left, (int, bool, np.ndarray, np.generic)
        ):
            return typing.Union[left, right]  # noqa: UP007 (building the annotation it spells)
        result = function(left, right)
        if _too_big(result):
            raise _Unknown("a very large constant")
        return result
    if isinstance(node, ast.UnaryOp):
        return _UNARY[type(node.op)](_eval(node.operand, lookup))
    if isinstance(node, ast.BoolOp):
        values = [_eval(v, lookup) for v in node.values]
        result = values[0]
        for value in values[1:]:
            result = (result and value) if isinstance(node.op, ast.And) else (result or value)
        return result
    if isinstance(node, ast.Compare):
        left = _eval(node.left, lookup)
        for op, comparator in zip(node.ops, node.comparators, strict=False):
            right = _eval(comparator, lookup)
            function = _COMPARE.get(type(op))
            if function is None or not function(left, right):
                return False if function is not None else _raise(node)
            left = right
        return True
    if isinstance(node, ast.IfExp):
        return _eval(node.body if _eval(node.test, lookup) else node.orelse, lookup)
    if isinstance(node, ast.Subscript):
        base = _eval(node.value, lookup)
        index = _eval(node.slice, lookup) if not isinstance(node.slice, ast.Slice) else None
        if is_tensor_type(base) or base in (
            typing.Sequence,
            typing.Optional,
            list,
            typing.Union,
            tuple,
        ):
            return base[index]
        if isinstance(base, np.ndarray) and isinstance(index, (int, tuple)):
            return base[index]
        if isinstance(base, (list, tuple, str)) and isinstance(index, int):
            return base[index]
        if hasattr(base, "__class_getitem__") or isinstance(base, type(typing.Sequence)):
            return base[index]
        raise _Unknown(_describe(node))
    if isinstance(node, ast.Call):
        function = _eval(node.func, lookup)
        if not _safe_target(function):
            raise _Unknown(f"the result of {_describe(node.func)}(...)")
        args = [_eval(a, lookup) for a in node.args]
        kwargs = {k.arg: _eval(k.value, lookup) for k in node.keywords if k.arg}
        if function in (np.array, np.asarray) and args and _too_big(args[0]):
            raise _Unknown("a very large constant")
        return function(*args, **kwargs)
    raise _Unknown(_describe(node))


def _raise(node: ast.AST) -> Any:
    raise _Unknown(_describe(node))
