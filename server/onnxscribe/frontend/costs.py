"""The cost of evaluating a constant, decided before it is evaluated.

Constants come from files anyone may have written, so nothing is computed before its cost is
known. ``operation_cost`` answers, for one allowed operation (an operator or a call of an allowed
function) and its arguments, the work it will do, or raises ``TooCostly`` when the operation or its
result would exceed the bounds below. A ``Budget`` adds the work of a whole file up. Both
``safe_eval`` (module-level constants) and lowering's constant folding (constants inside a script
function) go through ``bounded_call``.

Work is counted in units of about one machine word handled by C code; one step of the
evaluator (an AST node) costs ``STEP_COST`` units.
"""

from __future__ import annotations

import builtins
import math
import operator
import re
import typing
from collections.abc import Callable
from typing import Any

import numpy as np

from onnxscribe.core.patterns import LazyPattern

MAX_INT_BITS = 4096
"""The largest integer a constant may hold."""
MAX_ITEMS = 1_000_000
"""Per value: items of a sequence (nested sequences counted in full), array elements,
characters of a string."""
MAX_ARRAY_BYTES = 64 * 2**20
MAX_TYPE_ARGUMENTS = 64
"""Arguments of a subscripted type (``FLOAT[...]``, ``tuple[...]``)."""
MAX_DEPTH = 100
"""Nesting of one constant expression."""
FILE_BUDGET = 20_000_000
"""Units of work for all the constants of one file."""
STEP_COST = 50


class TooCostly(Exception):
    """Evaluating would exceed a bound; the value becomes an unknown constant of ``kind``."""

    def __init__(self, reason: str, kind: type | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kind = kind


class Budget:
    """The work left for evaluating the constants of one file."""

    def __init__(self, units: int = FILE_BUDGET) -> None:
        self.remaining = units

    def spend(self, units: int) -> None:
        if units > self.remaining:
            self.remaining = 0
            raise TooCostly("the file's budget for evaluating constants is spent")
        self.remaining -= units


def weight(value: Any, limit: int = MAX_ITEMS) -> int:
    """The items ``value`` holds, nested sequences counted in full (a shared one each time it
    occurs, as converting or comparing would visit it), counted to just past ``limit``."""
    total = 0
    pending = [value]
    while pending and total <= limit:
        item = pending.pop()
        if isinstance(item, (list, tuple)):
            total += len(item)
            pending.extend(sub for sub in item if _is_heavy(sub))
        elif isinstance(item, (str, bytes)):
            total += len(item)
        elif isinstance(item, int):
            total += item.bit_length() // 64
        elif isinstance(item, np.ndarray):
            total += item.size if item.dtype.kind != "U" else item.nbytes // 4
    return total


def _is_heavy(item: Any) -> bool:
    """Whether an item of a sequence weighs more than the one unit its place counts."""
    if isinstance(item, int):
        return item.bit_length() >= 64
    return isinstance(item, (list, tuple, str, bytes, np.ndarray))


def _bounded_weight(value: Any, kind: type | None = None) -> int:
    found = weight(value)
    if found > MAX_ITEMS:
        raise TooCostly(f"more than {MAX_ITEMS:,} items", kind or type(value))
    return found


def check_result(value: Any) -> None:
    """Raise ``TooCostly`` for a value no constant may be (too large, or an object array)."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        if value.bit_length() > MAX_INT_BITS:
            raise TooCostly(f"an integer over {MAX_INT_BITS} bits", int)
        return
    if isinstance(value, np.ndarray) and value.dtype.kind == "O":
        raise TooCostly("an array of Python objects", np.ndarray)
    if isinstance(value, (list, tuple, str, bytes, np.ndarray)):
        _bounded_weight(value)


# ---------------------------------------------------------------------------- numbers


def _is_int(value: Any) -> bool:
    return isinstance(value, int)


def _bits(value: int) -> int:
    return value.bit_length()


def _int_cost(*values: Any) -> int:
    return 1 + sum(_bits(v) for v in values if _is_int(v)) // 64


def _count(value: Any) -> int | None:
    """``value`` as a repetition count (``[0] * n``), None when it is not an integer."""
    if isinstance(value, (int, np.integer)):
        return max(int(value), 0)
    return None


def _is_numpy(value: Any) -> bool:
    return isinstance(value, (np.ndarray, np.generic))


def _elementwise(*values: Any) -> int | None:
    """The elements a numpy operation over ``values`` makes (after broadcasting); None when no
    operand is a numpy value."""
    if not any(_is_numpy(v) for v in values):
        return None
    for value in values:
        if isinstance(value, (list, tuple, str, bytes)):
            raise TooCostly("numpy arithmetic with a Python sequence", np.ndarray)
        if isinstance(value, np.ndarray) and value.dtype.kind not in "biufc":
            raise TooCostly(f"arithmetic on an array of {value.dtype}", np.ndarray)
    try:
        shape = np.broadcast_shapes(*(np.shape(v) for v in values))
    except ValueError:
        return 1  # the operation itself fails at once
    size = math.prod(shape)
    if size > MAX_ITEMS:
        raise TooCostly(f"an array of {size:,} elements", np.ndarray)
    return 1 + size


def _add(a: Any, b: Any) -> int:
    found = _elementwise(a, b)
    if found is not None:
        return found
    if isinstance(a, (str, bytes, list, tuple)) and type(a) is type(b):
        total = weight(a) + weight(b)
        if total > MAX_ITEMS:
            raise TooCostly(f"more than {MAX_ITEMS:,} items", type(a))
        return 1 + len(a) + len(b)
    return _int_cost(a, b)


def _arithmetic(a: Any, b: Any) -> int:
    found = _elementwise(a, b)
    return found if found is not None else _int_cost(a, b)


def _mul(a: Any, b: Any) -> int:
    found = _elementwise(a, b)
    if found is not None:
        return found
    if _is_int(a) and _is_int(b):
        if _bits(a) + _bits(b) > MAX_INT_BITS:
            raise TooCostly(f"an integer over {MAX_INT_BITS} bits", int)
        return _int_cost(a, b)
    for sequence, times in ((a, b), (b, a)):
        count = _count(times)
        if isinstance(sequence, (str, bytes, list, tuple)) and count is not None:
            if weight(sequence, MAX_ITEMS // max(count, 1) + 1) * count > MAX_ITEMS:
                raise TooCostly(f"more than {MAX_ITEMS:,} items", type(sequence))
            return 1 + len(sequence) * count
    return 1


def _pow(a: Any, b: Any) -> int:
    found = _elementwise(a, b)
    if found is not None:
        return found
    if _is_int(a) and _is_int(b) and b > 0 and abs(a) > 1:
        if b * math.log2(abs(a)) > MAX_INT_BITS:
            raise TooCostly(f"an integer over {MAX_INT_BITS} bits", int)
        return 1 + int(b * math.log2(abs(a))) // 64
    return _int_cost(a)


def _lshift(a: Any, b: Any) -> int:
    found = _elementwise(a, b)
    if found is not None:
        return found
    if _is_int(a) and _is_int(b) and a and b > 0 and _bits(a) + b > MAX_INT_BITS:
        raise TooCostly(f"an integer over {MAX_INT_BITS} bits", int)
    return _int_cost(a)


def _mod(a: Any, b: Any) -> int:
    if isinstance(a, str):
        return _format_cost(a, b)
    if isinstance(a, bytes):
        raise TooCostly("bytes formatting", bytes)
    return _arithmetic(a, b)


def _matmul(a: Any, b: Any) -> int:
    if not (isinstance(a, np.ndarray) and isinstance(b, np.ndarray)):
        return 1  # Python numbers and sequences have no @: it fails at once
    if a.ndim not in (1, 2) or b.ndim not in (1, 2):
        raise TooCostly("a matrix product of arrays with more than two dimensions", np.ndarray)
    rows = a.shape[0] if a.ndim == 2 else 1
    columns = b.shape[1] if b.ndim == 2 else 1
    work = int(rows * a.shape[-1] * columns)
    if work > MAX_ITEMS:
        raise TooCostly(f"a matrix product of {work:,} multiplications", np.ndarray)
    return 1 + work


def _unary(a: Any) -> int:
    found = _elementwise(a)
    return found if found is not None else _int_cost(a)


def _compare(a: Any, b: Any) -> int:
    found = _elementwise(a, b)
    if found is not None:
        return found
    return 1 + min(weight(a), weight(b))


# ---------------------------------------------------------------------------- string formatting

_CONVERSION = LazyPattern(
    r"%(?:\([^)]*\))?[#0\- +]*(?P<width>\*|\d+)?(?:\.(?P<precision>\*|\d+))?[hlL]?(?P<type>.)",
    re.DOTALL,
)
_FLOAT_TEXT = 330
"""The longest ``%f`` of a float without precision (1e308 has 309 digits)."""


def _format_cost(text: str, arguments: Any) -> int:
    """``text % arguments``: widths and precisions are bounded before anything is formatted."""
    items = arguments if isinstance(arguments, tuple) else (arguments,)
    total = len(text)
    for match in _CONVERSION.finditer(text):
        for field in (match.group("width"), match.group("precision")):
            if field == "*":
                raise TooCostly("a `*` width in a format string", str)
            if field and (len(field) > 7 or int(field) > MAX_ITEMS):
                raise TooCostly(f"a format width over {MAX_ITEMS:,}", str)
            total += int(field) if field else 0
    for item in items:
        if isinstance(item, str):
            total += len(item)
        elif isinstance(item, int):
            total += _bits(item) // 3 + 2
        elif isinstance(item, (float, np.generic)):
            total += _FLOAT_TEXT
        else:
            total += 25 * weight(item)
    if total > MAX_ITEMS:
        raise TooCostly(f"a string over {MAX_ITEMS:,} characters", str)
    return 1 + total


# ---------------------------------------------------------------------------- calls


def _linear(*args: Any, **kwargs: Any) -> int:
    """A function whose work and result grow at most linearly with its arguments."""
    return 1 + sum(_bounded_weight(v) for v in (*args, *kwargs.values()))


def _factorial(n: Any) -> int:
    if _is_int(n) and n > 1 and math.lgamma(n + 1) / math.log(2) > MAX_INT_BITS:
        raise TooCostly(f"an integer over {MAX_INT_BITS} bits", int)
    return _linear(n)


def _comb(n: Any, k: Any) -> int:
    if _is_int(n) and _is_int(k) and 0 <= k <= n:
        smaller = min(k, n - k)
        if smaller and smaller * math.log2(n) > MAX_INT_BITS:
            raise TooCostly(f"an integer over {MAX_INT_BITS} bits", int)
    return _linear(n, k)


def _perm(n: Any, k: Any = None) -> int:
    if k is None:
        return _factorial(n)
    if _is_int(n) and _is_int(k) and 0 < k <= n and k * math.log2(n) > MAX_INT_BITS:
        raise TooCostly(f"an integer over {MAX_INT_BITS} bits", int)
    return _linear(n, k)


def _product_bits(values: Any) -> int:
    if not isinstance(values, (list, tuple)):
        return 0
    return sum(_bits(v) for v in values if _is_int(v))


def _prod(values: Any, *, start: Any = 1) -> int:
    if _product_bits(values) + _product_bits([start]) > MAX_INT_BITS:
        raise TooCostly(f"an integer over {MAX_INT_BITS} bits", int)
    return _linear(values, start)


def _lcm(*values: Any) -> int:
    if _product_bits(values) > MAX_INT_BITS:
        raise TooCostly(f"an integer over {MAX_INT_BITS} bits", int)
    return _linear(*values)


def _min_max(*args: Any, **kwargs: Any) -> int:
    if "key" in kwargs:
        raise TooCostly("min/max with a key function")
    return _linear(*args, **kwargs)


def _int(value: Any = 0, base: Any = 10) -> int:
    if isinstance(value, (str, bytes)) and len(value) > 4300:
        raise TooCostly("an integer of more than 4300 digits", int)
    return _linear(value, base)


def _round(number: Any, ndigits: Any = None) -> int:
    negative = _is_int(number) and _is_int(ndigits) and ndigits < 0
    if negative and -ndigits * math.log2(10) > MAX_INT_BITS:
        raise TooCostly(f"an integer over {MAX_INT_BITS} bits", int)
    return _linear(number, ndigits)


def _check_dtype(dtype: Any, items: int) -> None:
    if dtype is None:
        return
    try:
        resolved = np.dtype(dtype)
    except TypeError:
        return  # numpy rejects it itself
    if resolved.fields is not None or resolved.subdtype is not None:
        raise TooCostly(f"an array of a structured type {resolved}", np.ndarray)
    if resolved.kind not in "biufcUS":
        raise TooCostly(f"an array of {resolved}", np.ndarray)
    if resolved.itemsize * max(items, 1) > MAX_ARRAY_BYTES:
        raise TooCostly(f"an array over {MAX_ARRAY_BYTES // 2**20} MiB", np.ndarray)


def _array(obj: Any = None, dtype: Any = None, *args: Any, **kwargs: Any) -> int:
    if "like" in kwargs:
        raise TooCostly("an array made `like` another object", np.ndarray)
    items = _bounded_weight(obj, np.ndarray)
    _check_dtype(dtype, items)
    return 1 + items + sum(_bounded_weight(v) for v in (*args, *kwargs.values()))


_MATH_LINEAR = (
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atan2",
    "atanh",
    "cbrt",
    "ceil",
    "copysign",
    "cos",
    "cosh",
    "degrees",
    "dist",
    "erf",
    "erfc",
    "exp",
    "exp2",
    "expm1",
    "fabs",
    "floor",
    "fmod",
    "frexp",
    "fsum",
    "gamma",
    "gcd",
    "hypot",
    "isclose",
    "isfinite",
    "isinf",
    "isnan",
    "isqrt",
    "ldexp",
    "lgamma",
    "log",
    "log10",
    "log1p",
    "log2",
    "modf",
    "nextafter",
    "pow",
    "radians",
    "remainder",
    "sin",
    "sinh",
    "sqrt",
    "tan",
    "tanh",
    "trunc",
    "ulp",
    ").split(",
)
NUMPY_SCALARS = (
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
)


def _shape_items(shape: Any) -> int:
    """The elements of an array of ``shape`` (an int or a sequence of ints), bounded."""
    dims = [shape] if isinstance(shape, (int, np.integer)) else shape
    if not isinstance(dims, (list, tuple)) or not all(
        isinstance(d, (int, np.integer)) for d in dims
    ):
        return 1  # numpy rejects it itself
    if len(dims) > MAX_DEPTH:
        raise TooCostly(f"an array of more than {MAX_DEPTH} dimensions", np.ndarray)
    items = 1
    for dim in dims:
        items *= max(int(dim), 0)
        if items > MAX_ITEMS:
            raise TooCostly(f"an array of more than {MAX_ITEMS:,} elements", np.ndarray)
    return items


def _filled(shape: Any, *args: Any, dtype: Any = None, **kwargs: Any) -> int:
    """``np.zeros(shape)``, ``np.ones(shape)``, ``np.full(shape, value)``."""
    items = _shape_items(shape)
    _check_dtype(dtype, items)
    return 1 + items + sum(_bounded_weight(v) for v in (*args, *kwargs.values()))


def _arange(*args: Any, dtype: Any = None, **kwargs: Any) -> int:
    if not all(isinstance(a, (int, float, np.integer, np.floating)) for a in args) or not args:
        return 1  # numpy rejects it itself
    start, stop = (0.0, float(args[0])) if len(args) == 1 else (float(args[0]), float(args[1]))
    step = float(args[2]) if len(args) > 2 else 1.0
    if step == 0:
        return 1
    items = max(0, math.ceil((stop - start) / step))
    if items > MAX_ITEMS:
        raise TooCostly(f"an array of more than {MAX_ITEMS:,} elements", np.ndarray)
    _check_dtype(dtype, items)
    return 1 + items


def _make_tensor(name: Any, data_type: Any, dims: Any, vals: Any, raw: Any = False) -> int:
    """``onnx.helper.make_tensor``: its dims bound the tensor, its values are counted."""
    import onnx  # loaded already: the function called is onnx's

    items = _shape_items(list(dims) if isinstance(dims, tuple) else dims)
    return 1 + items + _bounded_weight(vals, onnx.TensorProto)


def _tensor_of(value: Any, *args: Any, **kwargs: Any) -> int:
    """A tensor made of an array or of literals (``onnx_ir.tensor``, ``from_array``)."""
    return 1 + _bounded_weight(value, np.ndarray)


class ArrayMethod:
    """A method of a constant numpy array that makes a new array of about its size."""

    NAMES = frozenset({"reshape", "astype", "flatten", "ravel", "transpose", "squeeze", "copy"})

    def __init__(self, array: np.ndarray, name: str) -> None:
        self.array = array
        self.name = name

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return getattr(self.array, self.name)(*args, **kwargs)

    def cost(self, *args: Any, **kwargs: Any) -> int:
        if self.name == "astype":
            _check_dtype(args[0] if args else kwargs.get("dtype"), self.array.size)
        return 1 + self.array.size + sum(_bounded_weight(v) for v in (*args, *kwargs.values()))


OPERATOR_COSTS: dict[Callable[..., Any], Callable[..., int]] = {
    operator.add: _add,
    operator.sub: _arithmetic,
    operator.mul: _mul,
    operator.truediv: _arithmetic,
    operator.floordiv: _arithmetic,
    operator.mod: _mod,
    operator.pow: _pow,
    operator.lshift: _lshift,
    operator.rshift: _arithmetic,
    operator.and_: _arithmetic,
    operator.or_: _arithmetic,
    operator.xor: _arithmetic,
    operator.matmul: _matmul,
    operator.neg: _unary,
    operator.pos: _unary,
    operator.invert: _unary,
    operator.not_: lambda a: 1,
    operator.lt: _compare,
    operator.le: _compare,
    operator.gt: _compare,
    operator.ge: _compare,
    operator.eq: _compare,
    operator.ne: _compare,
}
"""Python's operators on constants."""

CALL_COSTS: dict[Callable[..., Any], Callable[..., int]] = {
    **{getattr(math, name): _linear for name in _MATH_LINEAR if hasattr(math, name)},
    math.factorial: _factorial,
    math.comb: _comb,
    math.perm: _perm,
    math.prod: _prod,
    math.lcm: _lcm,
    builtins.abs: _unary,
    builtins.min: _min_max,
    builtins.max: _min_max,
    builtins.int: _int,
    builtins.float: _linear,
    builtins.bool: lambda *a: 1,
    builtins.round: _round,
    builtins.len: lambda *a: 1,
    np.array: _array,
    np.asarray: _array,
    np.zeros: _filled,
    np.ones: _filled,
    np.full: _filled,
    np.arange: _arange,
    **{scalar: _linear for scalar in NUMPY_SCALARS},
    typing.TypeVar: _linear,
}
"""The functions a constant may call, each with the rule bounding its cost: the allow-list."""

NAMED_CALL_COSTS: dict[tuple[str, str], Callable[..., int]] = {
    ("onnx_ir", "tensor"): _tensor_of,
    ("onnx.helper", "make_tensor"): _make_tensor,
    ("onnx.numpy_helper", "from_array"): _tensor_of,
}
"""More of the allow-list, by module and name: functions of packages that are costly to import
(``onnx_ir``, ``onnx``) are recognised without importing them."""


def _named_rule(function: Any) -> Callable[..., int] | None:
    module = getattr(function, "__module__", None)
    name = getattr(function, "__qualname__", None)
    if not isinstance(module, str) or not isinstance(name, str):
        return None
    return NAMED_CALL_COSTS.get((module, name))


def operation_cost(function: Any, args: list[Any], kwargs: dict[str, Any]) -> int:
    """The work ``function(*args, **kwargs)`` will do; ``TooCostly`` when it is over a bound,
    ``KeyError`` when ``function`` is not allowed at all."""
    if not is_allowed(function):
        raise KeyError(function)
    rule: Callable[..., int] | None
    if isinstance(function, ArrayMethod):
        rule = function.cost
    else:
        rule = OPERATOR_COSTS.get(function) or CALL_COSTS.get(function) or _named_rule(function)
    assert rule is not None
    try:
        return rule(*args, **kwargs)
    except (TypeError, ValueError, OverflowError):
        return 1  # arguments the function itself rejects at once


def bounded_call(
    function: Any,
    args: list[Any],
    kwargs: dict[str, Any] | None = None,
    budget: Budget | None = None,
) -> Any:
    """``function(*args, **kwargs)`` when its cost is within the bounds (and ``budget``);
    ``TooCostly`` otherwise, before anything is computed."""
    kwargs = kwargs or {}
    try:
        units = operation_cost(function, args, kwargs)
    except KeyError:
        name = getattr(function, "__name__", type(function).__name__)
        raise TooCostly(f"{name} is not an allowed function") from None
    (budget or Budget()).spend(units)
    result = function(*args, **kwargs)
    check_result(result)
    return result


def is_allowed(function: Any) -> bool:
    """Whether ``function`` is an operator or a function constants may call."""
    if isinstance(function, ArrayMethod):
        return True
    try:
        if function in OPERATOR_COSTS or function in CALL_COSTS:
            return True
    except TypeError:  # unhashable
        return False
    return _named_rule(function) is not None
