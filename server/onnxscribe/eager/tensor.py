"""``Tensor``: the value eager ops return, a numpy array that speaks the dialect's operators.

``numpy.asarray(t)``, ``t.shape``, ``t.dtype``, ``t.numpy()`` and ``repr`` behave as for the
array inside. The operators are the dialect's: each is evaluated as the ONNX op(s) the converter
emits for it, in the opset in force (``onnxscribe.eager.context``), so eager results equal graph
results. Python numbers and lists mixed with a Tensor take its element type.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np

from onnxscribe.core import dialect
from onnxscribe.core.types import dtype_name, onnx_dtype
from onnxscribe.eager.context import current_opset
from onnxscribe.eager.errors import describe_value


class Tensor:
    """An immutable-by-convention numpy array with the dialect's operators."""

    __slots__ = ("_value",)
    __array_ufunc__ = None
    """Makes numpy defer to the Tensor operators (``array + tensor`` is ``Add``)."""

    _value: np.ndarray

    def __init__(self, value: Any) -> None:
        if isinstance(value, Tensor):
            value = value._value
        self._value = np.asarray(value)

    @classmethod
    def _from_array(cls, array: np.ndarray) -> Tensor:
        tensor = object.__new__(cls)
        tensor._value = array
        return tensor

    # ------------------------------------------------------------------ numpy-like view

    def numpy(self) -> np.ndarray:
        return self._value

    @property
    def value(self) -> np.ndarray:
        return self._value

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray:
        if dtype is None or np.dtype(dtype) == self._value.dtype:
            return self._value.copy() if copy else self._value
        return self._value.astype(dtype)

    @property
    def shape(self) -> tuple[int, ...]:
        return self._value.shape

    @property
    def dtype(self) -> np.dtype[Any]:
        return self._value.dtype

    @property
    def rank(self) -> int:
        return self._value.ndim

    @property
    def ndim(self) -> int:
        return self._value.ndim

    @property
    def size(self) -> int:
        return int(self._value.size)

    @property
    def onnx_dtype(self) -> int:
        return onnx_dtype(self._value.dtype)

    def __repr__(self) -> str:
        return f"Tensor({self._value!r})"

    def __str__(self) -> str:
        return str(self._value)

    def __format__(self, spec: str) -> str:
        if spec and self._value.size == 1:
            return format(self._value.reshape(()).item(), spec)
        return format(self._value, spec)

    def __len__(self) -> int:
        if self._value.ndim == 0:
            raise TypeError("len() of a scalar (rank 0) Tensor")
        return len(self._value)

    def __iter__(self) -> Iterator[Tensor]:
        if self._value.ndim == 0:
            raise TypeError("iteration over a scalar (rank 0) Tensor")
        for item in self._value:
            yield Tensor._from_array(np.asarray(item))

    # ------------------------------------------------------------------ single values

    def _single(self, what: str) -> Any:
        if self._value.size != 1:
            raise TypeError(
                f"{what} needs a single-element Tensor, not one of shape {self._value.shape}"
            )
        return self._value.reshape(()).item()

    def __bool__(self) -> bool:
        if self._value.dtype != np.bool_ or self._value.size != 1:
            raise TypeError(
                f"the truth value of a {describe_value(self._value)} tensor is ambiguous: "
                "conditions (if, while, not, and, or, x if c else y) need a single BOOL value; "
                "for elementwise logic use ~, &, | or op.Where"
                + ("" if self._value.dtype == np.bool_ else "; compare explicitly (x != 0)")
            )
        return bool(self._value.reshape(()))

    def __index__(self) -> int:
        if self._value.dtype.kind not in "iub":
            raise TypeError(f"a {self._value.dtype} Tensor cannot be used as an index")
        return int(self._single("__index__"))

    def __int__(self) -> int:
        return int(self._single("int()"))

    def __float__(self) -> float:
        return float(self._single("float()"))

    def __complex__(self) -> complex:
        return complex(self._single("complex()"))

    # ------------------------------------------------------------------ operands

    def _operand(self, other: Any) -> Any:
        """``other`` as an op input: Tensors, arrays and Python literals as they are (the op
        types a literal by the value it is used with, as the converter does), numpy scalars in
        our type."""
        if isinstance(other, (Tensor, np.ndarray)):
            return other
        if isinstance(other, (bool, int, float, complex, list, tuple)):
            return other
        if isinstance(other, np.generic):
            try:
                return np.asarray(other, dtype=self._value.dtype)
            except (OverflowError, ValueError, TypeError) as error:
                raise TypeError(
                    f"{other!r} cannot be used with a {self._value.dtype} Tensor: {error}"
                ) from None
        if isinstance(other, str) and self._value.dtype == object:
            return np.asarray(other, dtype=object)
        return NotImplemented

    def _binary(self, symbol: str, other: Any, reflected: bool = False) -> Any:
        operand = self._operand(other)
        if operand is NotImplemented:
            return NotImplemented
        rule = dialect.COMPARISONS.get(symbol) or dialect.BINARY[symbol]
        operands = [operand, self] if reflected else [self, operand]
        return self._apply(rule, operands)

    def _apply(self, rule: dialect.Operator, operands: list[Any]) -> Any:
        """The ops the dialect's table gives ``rule`` for this Tensor's element type."""
        dtype = onnx_dtype(self._value.dtype)
        meaning = rule.meaning(dtype)
        if meaning is None:
            raise TypeError(
                f"`{rule.symbol}` is not defined for {dtype_name(dtype)} values "
                f"({rule.requirement})"
            )
        opset = current_opset()
        first, *rest = meaning.steps
        result = getattr(opset, first.op_type)(*operands, **first.keywords)
        for step in rest:
            result = getattr(opset, step.op_type)(result, **step.keywords)
        return result

    def __add__(self, other: Any) -> Any:
        return self._binary("+", other)

    def __radd__(self, other: Any) -> Any:
        return self._binary("+", other, True)

    def __sub__(self, other: Any) -> Any:
        return self._binary("-", other)

    def __rsub__(self, other: Any) -> Any:
        return self._binary("-", other, True)

    def __mul__(self, other: Any) -> Any:
        return self._binary("*", other)

    def __rmul__(self, other: Any) -> Any:
        return self._binary("*", other, True)

    def __truediv__(self, other: Any) -> Any:
        return self._binary("/", other)

    def __rtruediv__(self, other: Any) -> Any:
        return self._binary("/", other, True)

    def __pow__(self, other: Any) -> Any:
        return self._binary("**", other)

    def __rpow__(self, other: Any) -> Any:
        return self._binary("**", other, True)

    def __matmul__(self, other: Any) -> Any:
        return self._binary("@", other)

    def __rmatmul__(self, other: Any) -> Any:
        return self._binary("@", other, True)

    def __mod__(self, other: Any) -> Any:
        return self._binary("%", other)

    def __rmod__(self, other: Any) -> Any:
        return self._binary("%", other, True)

    def __floordiv__(self, other: Any) -> Any:
        return self._binary("//", other)

    def __rfloordiv__(self, other: Any) -> Any:
        return self._binary("//", other, True)

    def __neg__(self) -> Tensor:
        negated: Tensor = self._apply(dialect.UNARY["-"], [self])
        return negated

    def __pos__(self) -> Tensor:
        return self

    def __invert__(self) -> Tensor:
        inverted: Tensor = self._apply(dialect.UNARY["~"], [self])
        return inverted

    def __and__(self, other: Any) -> Any:
        return self._binary("&", other)

    def __rand__(self, other: Any) -> Any:
        return self._binary("&", other, True)

    def __or__(self, other: Any) -> Any:
        return self._binary("|", other)

    def __ror__(self, other: Any) -> Any:
        return self._binary("|", other, True)

    def __xor__(self, other: Any) -> Any:
        return self._binary("^", other)

    def __rxor__(self, other: Any) -> Any:
        return self._binary("^", other, True)

    def __lshift__(self, other: Any) -> Any:
        return self._binary("<<", other)

    def __rlshift__(self, other: Any) -> Any:
        return self._binary("<<", other, True)

    def __rshift__(self, other: Any) -> Any:
        return self._binary(">>", other)

    def __rrshift__(self, other: Any) -> Any:
        return self._binary(">>", other, True)

    def __lt__(self, other: Any) -> Any:
        return self._binary("<", other)

    def __le__(self, other: Any) -> Any:
        return self._binary("<=", other)

    def __gt__(self, other: Any) -> Any:
        return self._binary(">", other)

    def __ge__(self, other: Any) -> Any:
        return self._binary(">=", other)

    def __eq__(self, other: Any) -> Any:  # elementwise, as in numpy
        return self._binary("==", other)

    def __ne__(self, other: Any) -> Any:  # elementwise, as in numpy
        return self._binary("!=", other)

    __hash__ = None  # type: ignore[assignment]  # unhashable, like a numpy array

    # ------------------------------------------------------------------ subscripts

    def __getitem__(self, key: Any) -> Tensor:
        """``x[1:3, ::-1]``, ``x[0]``, ``x[..., None]``, ``x[indices]``: the ops of the dialect's
        subscript plan, as the converter emits them, in the opset in force."""
        items = key if isinstance(key, tuple) else (key,)
        opset = current_opset()
        parts = [_subscript_item(item) for item in items]
        cache_key = _plan_key(parts, opset.version, self._value.ndim)
        prepared = _PLANS.get(cache_key) if cache_key is not None else None
        if prepared is None:
            prepared = _prepare(key, parts, opset.version, self._value.ndim, self.shape)
            if cache_key is not None and len(_PLANS) < _MAX_PLANS:
                _PLANS[cache_key] = prepared
        result: Tensor = self
        for op_type, inputs, keywords, bounds_check in prepared:
            if bounds_check is not None:
                _check_bounds(key, *bounds_check, result.shape)
            result = getattr(opset, op_type)(result, *inputs, **keywords)
        return result


_Prepared = tuple[str, list[Any], dict[str, Any], tuple[int, int] | None]
"""One step ready to run: op, inputs after the value, attributes, and the (index, axis) to
check against the shape. Steps are cached only for subscripts without tensors of indices."""

_PLANS: dict[tuple[Any, ...], list[_Prepared]] = {}
_MAX_PLANS = 4096


def _plan_key(
    parts: list[dialect.SubscriptItem[np.ndarray]], version: int, rank: int
) -> tuple[Any, ...] | None:
    """What a subscript's steps depend on, when it holds no tensor of indices."""
    key: list[Any] = [version, rank]
    for part in parts:
        if isinstance(part, dialect.IndexItem):
            if part.constant is None:
                return None
            key.append(("index", part.constant))
        elif isinstance(part, dialect.SliceItem):
            key.append(("slice", part.start, part.stop, part.step))
        else:
            key.append(part)
    return tuple(key)


def _prepare(
    key: Any,
    parts: list[dialect.SubscriptItem[np.ndarray]],
    version: int,
    rank: int,
    shape: tuple[int, ...],
) -> list[_Prepared]:
    planned = dialect.subscript_steps(parts, version, rank)
    if isinstance(planned, dialect.SubscriptProblem):
        error = ValueError if planned.message == _ZERO_STEP else IndexError
        raise error(f"index {key!r} on a Tensor of shape {shape}: {planned.message}")
    prepared: list[_Prepared] = []
    for step in planned:
        keywords = {k: list(v) if isinstance(v, tuple) else v for k, v in step.attributes}
        inputs = [_step_input(part) for part in step.inputs]
        bounds_check = None
        if step.item is not None and step.axis is not None:
            part = parts[step.item]
            if isinstance(part, dialect.IndexItem) and part.constant is not None:
                bounds_check = (part.constant, step.axis)
        prepared.append((step.op_type, inputs, keywords, bounds_check))
    return prepared


_ZERO_STEP = "a slice step cannot be zero"


def _subscript_item(item: Any) -> dialect.SubscriptItem[np.ndarray]:
    if item is Ellipsis or item is None:
        return item
    if isinstance(item, slice):
        step = _index(item.step)
        return dialect.SliceItem(_index(item.start), _index(item.stop), 1 if step is None else step)
    index = _index_value(item)
    if isinstance(index, np.ndarray):
        return dialect.IndexItem(index, None, index.ndim)
    return dialect.IndexItem(np.array(index, dtype=np.int64), index, 0)


def _step_input(
    part: dialect.Ints | dialect.Bounds[np.ndarray] | dialect.IndexItem[np.ndarray],
) -> Any:
    if isinstance(part, dialect.Ints):
        return np.array(part.values, dtype=np.int64)
    if isinstance(part, dialect.Bounds):
        return np.array(part.parts, dtype=np.int64)
    return part.index


def _check_bounds(key: Any, index: int, axis: int, shape: tuple[int, ...]) -> None:
    """IndexError for a single index outside its axis (the ops would fail less clearly)."""
    size = shape[axis]
    if not -size <= index < size:
        raise IndexError(
            f"index {key!r} on a Tensor of shape {shape}: index {index} is out of "
            f"bounds for axis {axis % len(shape)} with size {size}"
        )


def _index_value(item: Any) -> Any:
    """An int for a scalar index, an integer array for a tensor index."""
    if isinstance(item, (bool, np.bool_)):
        raise TypeError("a bool cannot be used as a Tensor index")
    if isinstance(item, (int, np.integer)):
        return int(item)
    array = item._value if isinstance(item, Tensor) else np.asarray(item)
    if array.dtype.kind not in "iu":
        raise TypeError(f"a Tensor index must be an integer, not {array.dtype}")
    if array.ndim == 0:
        return int(array)
    return array


def _index(value: Any) -> int | None:
    if value is None:
        return None
    index = _index_value(value)
    if isinstance(index, np.ndarray):
        raise TypeError("a slice bound must be a single integer")
    return int(index)
