"""ONNX tensor types: ``FLOAT``, ``FLOAT["N", 3]``, ``FLOAT[...]``; value types for tools."""

from dataclasses import dataclass
from typing import Any, ClassVar, Literal, TypeVar, final

from typing_extensions import TypeAlias

from onnxscribe.core.type_aliases import DataType, _ArithmeticOps, _BitwiseOps, _ShiftOps, _TensorOps

_Tensor = TypeVar("_Tensor", bound=TensorType)

Dim: TypeAlias = int | str | None
Shape: TypeAlias = tuple[Dim, ...] | None

@dataclass(frozen=True)
class ValueType:
    def to_type_proto(self) -> Any: ...

@dataclass(frozen=True)
class TensorValueType(ValueType):
    dtype: int | None
    shape: Shape = None
    @property
    def rank(self) -> int | None: ...

@dataclass(frozen=True)
class SequenceValueType(ValueType):
    elem: ValueType

@dataclass(frozen=True)
class OptionalValueType(ValueType):
    elem: ValueType

def from_type_proto(proto: Any) -> ValueType: ...
def format_type(value_type: ValueType | None) -> str: ...
def dtype_name(dtype: int) -> str: ...
def numpy_dtype(dtype: int) -> Any: ...
def onnx_dtype(np_type: Any) -> int: ...
def tensor_type(dtype: int) -> type[TensorType]: ...

class TensorTypeMeta(type):
    """Metaclass of the tensor types (the runtime implements ``FLOAT[...]`` with it)."""

    def __getitem__(cls: type[_Tensor], dims: Any) -> type[_Tensor]: ...  # type: ignore[misc]
    def base_name(cls) -> str: ...

class TensorType(_TensorOps, metaclass=TensorTypeMeta):
    """A tensor value of one element type. Subscript the class for a shape: ``FLOAT["N", 3]``,
    ``FLOAT[None]`` (one unknown dim), ``FLOAT[...]`` (unknown rank); ``FLOAT`` alone is a scalar.
    """

    shape: ClassVar[Shape]
    @classmethod
    def to_value_type(cls) -> TensorValueType: ...
    @classmethod
    def to_type_proto(cls) -> Any: ...
    @classmethod
    def numpy_dtype(cls) -> Any: ...

@final
class FLOAT(TensorType, _ArithmeticOps):
    """ONNX element type FLOAT (``DataType.FLOAT`` = 1)."""

    dtype: ClassVar[Literal[DataType.FLOAT]]

@final
class UINT8(TensorType, _ArithmeticOps, _BitwiseOps, _ShiftOps):
    """ONNX element type UINT8 (``DataType.UINT8`` = 2)."""

    dtype: ClassVar[Literal[DataType.UINT8]]

@final
class INT8(TensorType, _ArithmeticOps, _BitwiseOps):
    """ONNX element type INT8 (``DataType.INT8`` = 3)."""

    dtype: ClassVar[Literal[DataType.INT8]]

@final
class UINT16(TensorType, _ArithmeticOps, _BitwiseOps, _ShiftOps):
    """ONNX element type UINT16 (``DataType.UINT16`` = 4)."""

    dtype: ClassVar[Literal[DataType.UINT16]]

@final
class INT16(TensorType, _ArithmeticOps, _BitwiseOps):
    """ONNX element type INT16 (``DataType.INT16`` = 5)."""

    dtype: ClassVar[Literal[DataType.INT16]]

@final
class INT32(TensorType, _ArithmeticOps, _BitwiseOps):
    """ONNX element type INT32 (``DataType.INT32`` = 6)."""

    dtype: ClassVar[Literal[DataType.INT32]]

@final
class INT64(TensorType, _ArithmeticOps, _BitwiseOps):
    """ONNX element type INT64 (``DataType.INT64`` = 7)."""

    dtype: ClassVar[Literal[DataType.INT64]]

@final
class STRING(TensorType):
    """ONNX element type STRING (``DataType.STRING`` = 8)."""

    dtype: ClassVar[Literal[DataType.STRING]]

@final
class BOOL(TensorType, _BitwiseOps):
    """ONNX element type BOOL (``DataType.BOOL`` = 9)."""

    dtype: ClassVar[Literal[DataType.BOOL]]

@final
class FLOAT16(TensorType, _ArithmeticOps):
    """ONNX element type FLOAT16 (``DataType.FLOAT16`` = 10)."""

    dtype: ClassVar[Literal[DataType.FLOAT16]]

@final
class DOUBLE(TensorType, _ArithmeticOps):
    """ONNX element type DOUBLE (``DataType.DOUBLE`` = 11)."""

    dtype: ClassVar[Literal[DataType.DOUBLE]]

@final
class UINT32(TensorType, _ArithmeticOps, _BitwiseOps, _ShiftOps):
    """ONNX element type UINT32 (``DataType.UINT32`` = 12)."""

    dtype: ClassVar[Literal[DataType.UINT32]]

@final
class UINT64(TensorType, _ArithmeticOps, _BitwiseOps, _ShiftOps):
    """ONNX element type UINT64 (``DataType.UINT64`` = 13)."""

    dtype: ClassVar[Literal[DataType.UINT64]]

@final
class COMPLEX64(TensorType, _ArithmeticOps):
    """ONNX element type COMPLEX64 (``DataType.COMPLEX64`` = 14)."""

    dtype: ClassVar[Literal[DataType.COMPLEX64]]

@final
class COMPLEX128(TensorType, _ArithmeticOps):
    """ONNX element type COMPLEX128 (``DataType.COMPLEX128`` = 15)."""

    dtype: ClassVar[Literal[DataType.COMPLEX128]]

@final
class BFLOAT16(TensorType, _ArithmeticOps):
    """ONNX element type BFLOAT16 (``DataType.BFLOAT16`` = 16)."""

    dtype: ClassVar[Literal[DataType.BFLOAT16]]

@final
class FLOAT8E4M3FN(TensorType, _ArithmeticOps):
    """ONNX element type FLOAT8E4M3FN (``DataType.FLOAT8E4M3FN`` = 17)."""

    dtype: ClassVar[Literal[DataType.FLOAT8E4M3FN]]

@final
class FLOAT8E4M3FNUZ(TensorType, _ArithmeticOps):
    """ONNX element type FLOAT8E4M3FNUZ (``DataType.FLOAT8E4M3FNUZ`` = 18)."""

    dtype: ClassVar[Literal[DataType.FLOAT8E4M3FNUZ]]

@final
class FLOAT8E5M2(TensorType, _ArithmeticOps):
    """ONNX element type FLOAT8E5M2 (``DataType.FLOAT8E5M2`` = 19)."""

    dtype: ClassVar[Literal[DataType.FLOAT8E5M2]]

@final
class FLOAT8E5M2FNUZ(TensorType, _ArithmeticOps):
    """ONNX element type FLOAT8E5M2FNUZ (``DataType.FLOAT8E5M2FNUZ`` = 20)."""

    dtype: ClassVar[Literal[DataType.FLOAT8E5M2FNUZ]]

@final
class UINT4(TensorType, _ArithmeticOps, _BitwiseOps):
    """ONNX element type UINT4 (``DataType.UINT4`` = 21)."""

    dtype: ClassVar[Literal[DataType.UINT4]]

@final
class INT4(TensorType, _ArithmeticOps, _BitwiseOps):
    """ONNX element type INT4 (``DataType.INT4`` = 22)."""

    dtype: ClassVar[Literal[DataType.INT4]]

@final
class FLOAT4E2M1(TensorType, _ArithmeticOps):
    """ONNX element type FLOAT4E2M1 (``DataType.FLOAT4E2M1`` = 23)."""

    dtype: ClassVar[Literal[DataType.FLOAT4E2M1]]

@final
class FLOAT8E8M0(TensorType, _ArithmeticOps):
    """ONNX element type FLOAT8E8M0 (``DataType.FLOAT8E8M0`` = 24)."""

    dtype: ClassVar[Literal[DataType.FLOAT8E8M0]]

@final
class UINT2(TensorType, _ArithmeticOps, _BitwiseOps):
    """ONNX element type UINT2 (``DataType.UINT2`` = 25)."""

    dtype: ClassVar[Literal[DataType.UINT2]]

@final
class INT2(TensorType, _ArithmeticOps, _BitwiseOps):
    """ONNX element type INT2 (``DataType.INT2`` = 26)."""

    dtype: ClassVar[Literal[DataType.INT2]]

@final
class FLOAT6E2M3(TensorType, _ArithmeticOps):
    """ONNX element type FLOAT6E2M3 (``DataType.FLOAT6E2M3`` = 27)."""

    dtype: ClassVar[Literal[DataType.FLOAT6E2M3]]

@final
class FLOAT6E3M2(TensorType, _ArithmeticOps):
    """ONNX element type FLOAT6E3M2 (``DataType.FLOAT6E3M2`` = 28)."""

    dtype: ClassVar[Literal[DataType.FLOAT6E3M2]]


ALL_TENSOR_TYPES: tuple[type[TensorType], ...]

__all__ = [
    "ALL_TENSOR_TYPES",
    "BFLOAT16",
    "BOOL",
    "COMPLEX128",
    "COMPLEX64",
    "DOUBLE",
    "Dim",
    "FLOAT",
    "FLOAT16",
    "FLOAT4E2M1",
    "FLOAT6E2M3",
    "FLOAT6E3M2",
    "FLOAT8E4M3FN",
    "FLOAT8E4M3FNUZ",
    "FLOAT8E5M2",
    "FLOAT8E5M2FNUZ",
    "FLOAT8E8M0",
    "INT16",
    "INT2",
    "INT32",
    "INT4",
    "INT64",
    "INT8",
    "OptionalValueType",
    "STRING",
    "SequenceValueType",
    "Shape",
    "TensorType",
    "TensorValueType",
    "UINT16",
    "UINT2",
    "UINT32",
    "UINT4",
    "UINT64",
    "UINT8",
    "ValueType",
    "dtype_name",
    "format_type",
    "from_type_proto",
    "numpy_dtype",
    "onnx_dtype",
    "tensor_type",
]
