"""Names the stubs use that onnx would otherwise provide (the stubs never import onnx)."""

import enum
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Protocol, overload, type_check_only

from typing_extensions import Self, TypeAlias, deprecated

from onnxscribe.core.types import BOOL

class DataType(enum.IntEnum):
    """ONNX element types (``onnx.TensorProto.DataType``); ``FLOAT.dtype`` is ``DataType.FLOAT``."""

    UNDEFINED = 0
    FLOAT = 1
    UINT8 = 2
    INT8 = 3
    UINT16 = 4
    INT16 = 5
    INT32 = 6
    INT64 = 7
    STRING = 8
    BOOL = 9
    FLOAT16 = 10
    DOUBLE = 11
    UINT32 = 12
    UINT64 = 13
    COMPLEX64 = 14
    COMPLEX128 = 15
    BFLOAT16 = 16
    FLOAT8E4M3FN = 17
    FLOAT8E4M3FNUZ = 18
    FLOAT8E5M2 = 19
    FLOAT8E5M2FNUZ = 20
    UINT4 = 21
    INT4 = 22
    FLOAT4E2M1 = 23
    FLOAT8E8M0 = 24
    UINT2 = 25
    INT2 = 26
    FLOAT6E2M3 = 27
    FLOAT6E3M2 = 28

@type_check_only
class _ArrayLike(Protocol):
    @property
    def shape(self) -> Any: ...
    @property
    def dtype(self) -> Any: ...

@type_check_only
class _TensorProtoLike(Protocol):
    @property
    def data_type(self) -> int: ...
    @property
    def dims(self) -> Any: ...

# An operator between tensors of two element types reaches a deprecated overload, as an op call
# does: a value typed by a type variable bound to a union cannot be told from one of a wrong type.
# pyright tries the reflected method (``__radd__``) when ``__add__`` does not fit, so the
# deprecated overload is there; it would pair the members of a constrained type variable
# (``T = TypeVar("T", FLOAT, DOUBLE)``; ``x + x``) through an overloaded ``__add__``. mypy never
# tries the reflected method when both operands have one type (``x + y`` with ``x, y: TFloat``),
# so it needs the overload on ``__add__``; and mypy alone reads ``if MYPY:`` as true.
if MYPY:  # type: ignore[name-defined]
    @type_check_only
    class _SameTypeComparisons:
        @overload
        def __lt__(self, other: Self | float, /) -> BOOL: ...
        @overload
        @deprecated('< on tensors of two element types: ONNX Less takes operands of one element type')
        def __lt__(self, other: _TensorOps, /) -> BOOL: ...  # type: ignore[overload-cannot-match]
        @overload
        def __le__(self, other: Self | float, /) -> BOOL: ...
        @overload
        @deprecated('<= on tensors of two element types: ONNX LessOrEqual takes operands of one element type')
        def __le__(self, other: _TensorOps, /) -> BOOL: ...  # type: ignore[overload-cannot-match]
        @overload
        def __gt__(self, other: Self | float, /) -> BOOL: ...
        @overload
        @deprecated('> on tensors of two element types: ONNX Greater takes operands of one element type')
        def __gt__(self, other: _TensorOps, /) -> BOOL: ...  # type: ignore[overload-cannot-match]
        @overload
        def __ge__(self, other: Self | float, /) -> BOOL: ...
        @overload
        @deprecated('>= on tensors of two element types: ONNX GreaterOrEqual takes operands of one element type')
        def __ge__(self, other: _TensorOps, /) -> BOOL: ...  # type: ignore[overload-cannot-match]

    @type_check_only
    class _SameTypeArithmetic:
        @overload
        def __add__(self, other: Self | float, /) -> Self: ...
        @overload
        @deprecated('+ on tensors of two element types: ONNX Add takes operands of one element type')
        def __add__(self, other: _ArithmeticOps, /) -> Self: ...  # type: ignore[overload-cannot-match]
        @overload
        def __sub__(self, other: Self | float, /) -> Self: ...
        @overload
        @deprecated('- on tensors of two element types: ONNX Sub takes operands of one element type')
        def __sub__(self, other: _ArithmeticOps, /) -> Self: ...  # type: ignore[overload-cannot-match]
        @overload
        def __mul__(self, other: Self | float, /) -> Self: ...
        @overload
        @deprecated('* on tensors of two element types: ONNX Mul takes operands of one element type')
        def __mul__(self, other: _ArithmeticOps, /) -> Self: ...  # type: ignore[overload-cannot-match]
        @overload
        def __truediv__(self, other: Self | float, /) -> Self: ...
        @overload
        @deprecated('/ on tensors of two element types: ONNX Div takes operands of one element type')
        def __truediv__(self, other: _ArithmeticOps, /) -> Self: ...  # type: ignore[overload-cannot-match]
        @overload
        def __floordiv__(self, other: Self | float, /) -> Self: ...
        @overload
        @deprecated('// on tensors of two element types: ONNX Div takes operands of one element type')
        def __floordiv__(self, other: _ArithmeticOps, /) -> Self: ...  # type: ignore[overload-cannot-match]
        @overload
        def __mod__(self, other: Self | float, /) -> Self: ...
        @overload
        @deprecated('% on tensors of two element types: ONNX Mod takes operands of one element type')
        def __mod__(self, other: _ArithmeticOps, /) -> Self: ...  # type: ignore[overload-cannot-match]

    @type_check_only
    class _SameTypeBitwise:
        @overload
        def __and__(self, other: Self | int, /) -> Self: ...
        @overload
        @deprecated('& on tensors of two element types: ONNX And or BitwiseAnd takes operands of one element type')
        def __and__(self, other: _BitwiseOps, /) -> Self: ...  # type: ignore[overload-cannot-match]
        @overload
        def __or__(self, other: Self | int, /) -> Self: ...
        @overload
        @deprecated('| on tensors of two element types: ONNX Or or BitwiseOr takes operands of one element type')
        def __or__(self, other: _BitwiseOps, /) -> Self: ...  # type: ignore[overload-cannot-match]
        @overload
        def __xor__(self, other: Self | int, /) -> Self: ...
        @overload
        @deprecated('^ on tensors of two element types: ONNX Xor or BitwiseXor takes operands of one element type')
        def __xor__(self, other: _BitwiseOps, /) -> Self: ...  # type: ignore[overload-cannot-match]

    @type_check_only
    class _SameTypeShifts:
        @overload
        def __lshift__(self, other: Self | int, /) -> Self: ...
        @overload
        @deprecated('<< on tensors of two element types: ONNX BitShift takes operands of one element type')
        def __lshift__(self, other: _ShiftOps, /) -> Self: ...  # type: ignore[overload-cannot-match]
        @overload
        def __rshift__(self, other: Self | int, /) -> Self: ...
        @overload
        @deprecated('>> on tensors of two element types: ONNX BitShift takes operands of one element type')
        def __rshift__(self, other: _ShiftOps, /) -> Self: ...  # type: ignore[overload-cannot-match]

else:
    @type_check_only
    class _SameTypeComparisons:
        def __lt__(self, other: Self | float, /) -> BOOL: ...
        def __le__(self, other: Self | float, /) -> BOOL: ...
        def __gt__(self, other: Self | float, /) -> BOOL: ...
        def __ge__(self, other: Self | float, /) -> BOOL: ...

    @type_check_only
    class _SameTypeArithmetic:
        def __add__(self, other: Self | float, /) -> Self: ...
        def __sub__(self, other: Self | float, /) -> Self: ...
        def __mul__(self, other: Self | float, /) -> Self: ...
        def __truediv__(self, other: Self | float, /) -> Self: ...
        def __floordiv__(self, other: Self | float, /) -> Self: ...
        def __mod__(self, other: Self | float, /) -> Self: ...

    @type_check_only
    class _SameTypeBitwise:
        def __and__(self, other: Self | int, /) -> Self: ...
        def __or__(self, other: Self | int, /) -> Self: ...
        def __xor__(self, other: Self | int, /) -> Self: ...

    @type_check_only
    class _SameTypeShifts:
        def __lshift__(self, other: Self | int, /) -> Self: ...
        def __rshift__(self, other: Self | int, /) -> Self: ...

@type_check_only
class _TensorOps(_SameTypeComparisons):
    """Tensor values in script code: comparisons (giving ``BOOL``), subscripts, unpacking. Operands
    are tensors of the same element type or Python numbers (cast to that type)."""

    def __class_getitem__(cls, dims: Any) -> type[Self]: ...
    def __eq__(self, other: Self | float | str, /) -> BOOL: ...  # type: ignore[override]
    def __ne__(self, other: Self | float | str, /) -> BOOL: ...  # type: ignore[override]
    def __bool__(self) -> bool: ...
    def __getitem__(self, index: Any, /) -> Self: ...
    def __iter__(self) -> Iterator[Any]: ...

@type_check_only
class _ArithmeticOps(_SameTypeArithmetic):
    """``+ - * / // % ** @``, unary ``-`` and ``+``: numeric element types."""

    @overload
    def __radd__(self, other: float, /) -> Self: ...
    @overload
    @deprecated('+ on tensors of two element types: ONNX Add takes operands of one element type')
    def __radd__(self, other: _ArithmeticOps, /) -> Self: ...
    @overload
    def __rsub__(self, other: float, /) -> Self: ...
    @overload
    @deprecated('- on tensors of two element types: ONNX Sub takes operands of one element type')
    def __rsub__(self, other: _ArithmeticOps, /) -> Self: ...
    @overload
    def __rmul__(self, other: float, /) -> Self: ...
    @overload
    @deprecated('* on tensors of two element types: ONNX Mul takes operands of one element type')
    def __rmul__(self, other: _ArithmeticOps, /) -> Self: ...
    @overload
    def __rtruediv__(self, other: float, /) -> Self: ...
    @overload
    @deprecated('/ on tensors of two element types: ONNX Div takes operands of one element type')
    def __rtruediv__(self, other: _ArithmeticOps, /) -> Self: ...
    @overload
    def __rfloordiv__(self, other: float, /) -> Self: ...
    @overload
    @deprecated('// on tensors of two element types: ONNX Div takes operands of one element type')
    def __rfloordiv__(self, other: _ArithmeticOps, /) -> Self: ...
    @overload
    def __rmod__(self, other: float, /) -> Self: ...
    @overload
    @deprecated('% on tensors of two element types: ONNX Mod takes operands of one element type')
    def __rmod__(self, other: _ArithmeticOps, /) -> Self: ...
    def __pow__(self, other: _ArithmeticOps | float, /) -> Self: ...
    def __rpow__(self, other: float, /) -> Self: ...
    def __matmul__(self, other: Self, /) -> Self: ...
    def __rmatmul__(self, other: Self, /) -> Self: ...
    def __neg__(self) -> Self: ...
    def __pos__(self) -> Self: ...

@type_check_only
class _BitwiseOps(_SameTypeBitwise):
    """``& | ^ ~``: And/Or/Xor/Not for BOOL, the Bitwise operators for integers."""

    @overload
    def __rand__(self, other: int, /) -> Self: ...
    @overload
    @deprecated('& on tensors of two element types: ONNX And or BitwiseAnd takes operands of one element type')
    def __rand__(self, other: _BitwiseOps, /) -> Self: ...
    @overload
    def __ror__(self, other: int, /) -> Self: ...
    @overload
    @deprecated('| on tensors of two element types: ONNX Or or BitwiseOr takes operands of one element type')
    def __ror__(self, other: _BitwiseOps, /) -> Self: ...
    @overload
    def __rxor__(self, other: int, /) -> Self: ...
    @overload
    @deprecated('^ on tensors of two element types: ONNX Xor or BitwiseXor takes operands of one element type')
    def __rxor__(self, other: _BitwiseOps, /) -> Self: ...
    def __invert__(self) -> Self: ...

@type_check_only
class _ShiftOps(_SameTypeShifts):
    """``<< >>``: BitShift, defined for unsigned integers."""

    @overload
    def __rlshift__(self, other: int, /) -> Self: ...
    @overload
    @deprecated('<< on tensors of two element types: ONNX BitShift takes operands of one element type')
    def __rlshift__(self, other: _ShiftOps, /) -> Self: ...
    @overload
    def __rrshift__(self, other: int, /) -> Self: ...
    @overload
    @deprecated('>> on tensors of two element types: ONNX BitShift takes operands of one element type')
    def __rrshift__(self, other: _ShiftOps, /) -> Self: ...

TensorData: TypeAlias = _ArrayLike | _TensorProtoLike | float | str | Sequence[Any]
"""A TENSOR attribute: a numpy array, an ``onnx.TensorProto``, a Python number or list."""

GraphBody: TypeAlias = Callable[..., Any]
"""A GRAPH attribute: a nested script function (optionally decorated with ``@graph()``)."""

SparseTensorData: TypeAlias = Any
"""A SPARSE_TENSOR attribute: an ``onnx.SparseTensorProto``."""

TypeSpec: TypeAlias = Any
"""A TYPE_PROTO attribute: a tensor type such as ``FLOAT[...]`` or an ``onnx.TypeProto``."""
