"""ONNX types: the annotation classes users write and the value types the tools reason with.

Two views of one concept:

* Annotation classes (``FLOAT``, ``INT64``, ...), one per ONNX tensor element type. ``FLOAT`` alone
  is a scalar, ``FLOAT[2, "N"]`` has a shape with fixed and symbolic dims, ``FLOAT[None]`` has one
  unknown dim and ``FLOAT[...]`` an unknown rank. ``FLOAT.dtype`` is the ONNX enum value.
* Value types (``TensorValueType``, ``SequenceValueType``, ``OptionalValueType``), the immutable
  description of a value's ONNX type used by the IR, the checker, the editor features and
  conversion to and from ``onnx.TypeProto``.
"""

from __future__ import annotations

import functools
import sys
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, cast

from onnxscribe.core import dtypes

if TYPE_CHECKING:
    import numpy as np
    import onnx

Dim = int | str | None
"""One dimension: a fixed size, a symbolic name, or unknown (None)."""

Shape = tuple[Dim, ...] | None
"""A shape: a tuple of dims, or None for an unknown rank."""


# --------------------------------------------------------------------------- value types


@dataclass(frozen=True)
class ValueType:
    """The ONNX type of a value."""

    def to_type_proto(self) -> onnx.TypeProto:
        import onnx  # protobuf loads where a model is built, not for checking one

        proto = onnx.TypeProto()
        self.fill_type_proto(proto)
        return proto

    def fill_type_proto(self, proto: onnx.TypeProto) -> None:
        raise NotImplementedError

    def __str__(self) -> str:
        return format_type(self)


@dataclass(frozen=True)
class TensorValueType(ValueType):
    """A tensor: element type (ONNX enum, None when unknown) and shape (None when the rank is unknown)."""

    dtype: int | None
    shape: Shape = None

    def __init__(self, dtype: int | None, shape: Shape = None) -> None:
        # written into the instance's dict: the generated frozen __init__ calls
        # object.__setattr__ once a field, and lowering and checking make one for most values
        fields = self.__dict__
        fields["dtype"] = dtype
        fields["shape"] = shape

    @property
    def rank(self) -> int | None:
        return None if self.shape is None else len(self.shape)

    def fill_type_proto(self, proto: onnx.TypeProto) -> None:
        tensor = proto.tensor_type
        tensor.elem_type = self.dtype if self.dtype is not None else dtypes.UNDEFINED
        if self.shape is not None:
            tensor.shape.SetInParent()
            for dim in self.shape:
                entry = tensor.shape.dim.add()
                if isinstance(dim, int):
                    entry.dim_value = dim
                elif isinstance(dim, str):
                    entry.dim_param = dim


@dataclass(frozen=True)
class SequenceValueType(ValueType):
    """An ONNX sequence of values of one type."""

    elem: ValueType

    def fill_type_proto(self, proto: onnx.TypeProto) -> None:
        self.elem.fill_type_proto(proto.sequence_type.elem_type)


@dataclass(frozen=True)
class OptionalValueType(ValueType):
    """An ONNX optional holding a value of one type, or nothing."""

    elem: ValueType

    def fill_type_proto(self, proto: onnx.TypeProto) -> None:
        self.elem.fill_type_proto(proto.optional_type.elem_type)


def join(a: ValueType | None, b: ValueType | None) -> ValueType | None:
    """What is common to two types (a value that may be either): unequal parts unknown, and
    nothing known when either is unknown."""
    if a is None or b is None:
        return None
    if isinstance(a, TensorValueType) and isinstance(b, TensorValueType):
        dtype = a.dtype if a.dtype == b.dtype else None
        shape: Shape = None
        if a.shape is not None and b.shape is not None and len(a.shape) == len(b.shape):
            shape = tuple(x if x == y else None for x, y in zip(a.shape, b.shape, strict=True))
        return TensorValueType(dtype, shape)
    if isinstance(a, SequenceValueType) and isinstance(b, SequenceValueType):
        elem = join(a.elem, b.elem)
        return SequenceValueType(elem) if elem is not None else None
    if isinstance(a, OptionalValueType) and isinstance(b, OptionalValueType):
        elem = join(a.elem, b.elem)
        return OptionalValueType(elem) if elem is not None else None
    return None


def strip_shape(value_type: ValueType | None) -> ValueType | None:
    """The type without its shape (what a graph declares of a value whose shape is not fixed);
    None when its element type is not known."""
    if isinstance(value_type, TensorValueType):
        return TensorValueType(value_type.dtype, None) if value_type.dtype is not None else None
    if isinstance(value_type, SequenceValueType):
        inner = strip_shape(value_type.elem)
        return SequenceValueType(inner) if inner is not None else None
    if isinstance(value_type, OptionalValueType):
        inner = strip_shape(value_type.elem)
        return OptionalValueType(inner) if inner is not None else None
    return None


def has_element_type(value_type: ValueType) -> bool:
    """Whether the element type is known (of a tensor, or of what a sequence or optional holds)."""
    if isinstance(value_type, TensorValueType):
        return value_type.dtype is not None
    elem = getattr(value_type, "elem", None)
    return elem is not None and has_element_type(elem)


def holds_one_element(shape: Shape) -> bool | None:
    """Whether a tensor of this shape holds exactly one element, as a condition must: True when
    every dim is 1 (a scalar too), False when a dim is a size other than 1 or a named size (a
    tensor meant to hold many), None when that is not known (unknown rank or dims)."""
    if shape is None:
        return None
    if any((isinstance(d, int) and d != 1) or isinstance(d, str) for d in shape):
        return False
    return True if all(d == 1 for d in shape) else None


def type_of_array(array: np.ndarray) -> TensorValueType | None:
    """The tensor type of a numpy array (None for a dtype ONNX has no element type for)."""
    key = (array.dtype, array.shape)
    found = _ARRAY_TYPES.get(key)
    if found is None:
        try:
            found = TensorValueType(onnx_dtype(array.dtype), array.shape)
        except TypeError:
            return None
        if len(_ARRAY_TYPES) >= 4096:
            _ARRAY_TYPES.clear()
        _ARRAY_TYPES[key] = found
    return found


_ARRAY_TYPES: dict[tuple[np.dtype[Any], tuple[int, ...]], TensorValueType] = {}
"""Types are immutable: arrays of one dtype and shape share theirs."""


def from_type_proto(proto: onnx.TypeProto) -> ValueType:
    """The value type described by an ``onnx.TypeProto``."""
    kind = proto.WhichOneof("value")
    if kind == "tensor_type" or kind == "sparse_tensor_type":
        tensor = getattr(proto, kind)
        dtype = tensor.elem_type or None
        shape: Shape = None
        if tensor.HasField("shape"):
            shape = tuple(_dim_from_proto(d) for d in tensor.shape.dim)
        return TensorValueType(dtype, shape)
    if kind == "sequence_type":
        return SequenceValueType(from_type_proto(proto.sequence_type.elem_type))
    if kind == "optional_type":
        return OptionalValueType(from_type_proto(proto.optional_type.elem_type))
    return TensorValueType(None, None)


def _dim_from_proto(dim: onnx.TensorShapeProto.Dimension) -> Dim:
    which = dim.WhichOneof("value")
    if which == "dim_value":
        return int(dim.dim_value)
    if which == "dim_param":
        return str(dim.dim_param)
    return None


def format_shape(shape: Shape) -> str:
    if shape is None:
        return "[...]"
    if not shape:
        return ""
    return "[" + ", ".join(_format_dim(d) for d in shape) + "]"


def _format_dim(dim: Dim) -> str:
    if isinstance(dim, str):
        return f'"{dim}"'
    return "None" if dim is None else str(dim)


def format_type(value_type: ValueType | None) -> str:
    """The type as the dialect writes it: ``FLOAT["N", 1024]``, ``Sequence[INT64[...]]``."""
    if value_type is None:
        return "unknown"
    if isinstance(value_type, TensorValueType):
        name = dtype_name(value_type.dtype) if value_type.dtype is not None else "TENSOR"
        return name + format_shape(value_type.shape)
    if isinstance(value_type, SequenceValueType):
        return f"Sequence[{format_type(value_type.elem)}]"
    if isinstance(value_type, OptionalValueType):
        return f"Optional[{format_type(value_type.elem)}]"
    return repr(value_type)


# --------------------------------------------------------------------------- element types


_DTYPE_BY_NAME: dict[str, int] = {
    name: value for name, value in dtypes.BY_NAME.items() if name != "UNDEFINED"
}
_DTYPE_NAMES: dict[int, str] = {value: name for name, value in _DTYPE_BY_NAME.items()}


def dtype_name(dtype: int) -> str:
    """The dialect's name of an ONNX element type: ``FLOAT`` for 1."""
    return _DTYPE_NAMES.get(dtype, f"DTYPE{dtype}")


def dtype_from_type_string(type_string: str) -> int | None:
    """The element type of a schema type string such as ``tensor(float)``; None for non-tensors."""
    if not type_string.startswith("tensor(") or not type_string.endswith(")"):
        return None
    name = type_string[len("tensor(") : -1].upper()
    return _DTYPE_BY_NAME.get(name)


def type_string(dtype: int) -> str:
    """The schema type string of an element type: ``tensor(float)`` for 1."""
    return f"tensor({dtype_name(dtype).lower()})"


def _numpy() -> ModuleType:
    """numpy, loaded where it is first needed: reading types needs none (the language server's
    own process reads them and never loads numpy before the first diagnostics)."""
    import numpy

    return numpy


def numpy_dtype(dtype: int) -> np.dtype[Any]:
    """The numpy dtype that holds values of an ONNX element type."""
    table = _numpy_dtypes()
    found = table.get(dtype)
    if found is None:
        # The types numpy has no dtype of its own for are ml_dtypes', which onnx maps.
        import onnx.helper

        found = table[dtype] = _numpy().dtype(onnx.helper.tensor_dtype_to_np_dtype(dtype))
    return found


@functools.cache
def _numpy_dtypes() -> dict[int, np.dtype[Any]]:
    """The numpy dtypes of the element types numpy has (as ``onnx.helper.tensor_dtype_to_np_dtype``
    maps them); the others are added as they are asked for."""
    np = _numpy()
    return {
        dtypes.FLOAT: np.dtype("float32"),
        dtypes.UINT8: np.dtype("uint8"),
        dtypes.INT8: np.dtype("int8"),
        dtypes.UINT16: np.dtype("uint16"),
        dtypes.INT16: np.dtype("int16"),
        dtypes.INT32: np.dtype("int32"),
        dtypes.INT64: np.dtype("int64"),
        dtypes.STRING: np.dtype(object),
        dtypes.BOOL: np.dtype("bool"),
        dtypes.FLOAT16: np.dtype("float16"),
        dtypes.DOUBLE: np.dtype("float64"),
        dtypes.UINT32: np.dtype("uint32"),
        dtypes.UINT64: np.dtype("uint64"),
        dtypes.COMPLEX64: np.dtype("complex64"),
        dtypes.COMPLEX128: np.dtype("complex128"),
    }


def _onnx_of_numpy(np_type: np.dtype[Any]) -> int | None:
    """The first ONNX element type (in ``_DTYPE_NAMES`` order) whose values numpy holds as
    ``np_type``; STRING for object arrays. Looked up once for each numpy dtype asked about."""
    try:
        return _ONNX_OF_NUMPY[np_type]
    except KeyError:
        pass
    found: int | None = None
    if np_type.kind == "O":
        found = dtypes.STRING
    else:
        for value in _DTYPE_NAMES:
            try:
                candidate = numpy_dtype(value)
            except (KeyError, TypeError, ValueError):
                continue
            if candidate == np_type:
                found = value
                break
    _ONNX_OF_NUMPY[np_type] = found
    return found


_ONNX_OF_NUMPY: dict[np.dtype[Any], int | None] = {}


def onnx_dtype(np_type: Any) -> int:
    """The ONNX element type of a numpy dtype (or anything ``numpy.dtype`` accepts)."""
    np = _numpy()
    if isinstance(np_type, np.dtype):
        found = _onnx_of_numpy(np_type)
        if found is not None:
            return found
    resolved = np.dtype(np_type)
    if resolved.kind in ("U", "S"):
        return dtypes.STRING
    found = _onnx_of_numpy(resolved)
    if found is None:
        raise TypeError(f"numpy dtype {resolved} has no ONNX element type")
    return found


FLOAT_DTYPES = frozenset(
    value
    for name, value in _DTYPE_BY_NAME.items()
    if name.startswith(("FLOAT", "DOUBLE", "BFLOAT"))
)
INTEGER_DTYPES = frozenset(
    value for name, value in _DTYPE_BY_NAME.items() if name.startswith(("INT", "UINT"))
)
COMPLEX_DTYPES = frozenset({dtypes.COMPLEX64, dtypes.COMPLEX128})


def is_float(dtype: int | None) -> bool:
    return dtype in FLOAT_DTYPES


def is_integer(dtype: int | None) -> bool:
    return dtype in INTEGER_DTYPES


# --------------------------------------------------------------------------- annotation classes


class TensorTypeMeta(type):
    """Metaclass of the annotation classes: ``FLOAT[2, "N"]`` makes a shaped class."""

    dtype: int
    shape: Shape

    def __getitem__(cls, dims: Any) -> type[TensorType]:
        return _shaped(cls.base_type(), _subscript_shape(cls, dims))

    def __repr__(cls) -> str:
        return cls.base_name() + format_shape(cls.shape)

    def base_name(cls) -> str:
        return dtype_name(cls.dtype)

    def base_type(cls) -> type[TensorType]:
        return _BY_DTYPE[cls.dtype]


def _subscript_shape(cls: TensorTypeMeta, dims: Any) -> Shape:
    """The shape of ``cls[dims]``; ``TypeError`` when ``cls`` has one already or ``dims`` is not
    a shape."""
    if cls.shape != ():
        raise TypeError(f"{cls.__name__} already has a shape; write {cls.base_name()}[...]")
    return _normalize_dims(dims)


def subscripted_type(cls: type[TensorType], dims: Any) -> TensorValueType:
    """The value type of ``cls[dims]`` (``TypeError`` as there), without making that class: an
    annotation read from source text that Python did not evaluate (postponed annotations)."""
    return TensorValueType(cls.dtype, _subscript_shape(cls, dims))


def _normalize_dims(dims: Any) -> Shape:
    if dims is Ellipsis:
        return None
    if not isinstance(dims, tuple):
        dims = (dims,)
    normalized: list[Dim] = []
    for dim in dims:
        if dim is Ellipsis:
            raise TypeError("'...' stands alone: write [...] for a tensor of unknown rank")
        if dim is None or isinstance(dim, str):
            normalized.append(dim)
        elif (
            (isinstance(dim, int) or _is_numpy_integer(dim))
            and not isinstance(dim, bool)
            and dim >= 0
        ):
            normalized.append(int(dim))
        else:
            raise TypeError(
                f"invalid dimension {dim!r}: use a non-negative int, a string (a symbolic "
                "dimension such as 'N' or 'batch * 2'), None, "
                "or write [...] for an unknown rank"
            )
    return tuple(normalized)


def _is_numpy_integer(value: object) -> bool:
    """Whether ``value`` is a numpy integer; never loads numpy (before it loads, none exists)."""
    numpy = sys.modules.get("numpy")
    return numpy is not None and isinstance(value, numpy.integer)


@functools.cache
def _shaped(base: type[TensorType], shape: Shape) -> type[TensorType]:
    shaped = TensorTypeMeta(base.__name__, (base,), {"shape": shape, "__module__": __name__})
    return cast("type[TensorType]", shaped)


class TensorType(metaclass=TensorTypeMeta):
    """Base of the annotation classes. ``FLOAT`` is a scalar FLOAT; subscript it for a shape."""

    dtype: ClassVar[int]
    shape: ClassVar[Shape] = ()

    @classmethod
    def to_value_type(cls) -> TensorValueType:
        return TensorValueType(cls.dtype, cls.shape)

    @classmethod
    def to_type_proto(cls) -> onnx.TypeProto:
        return cls.to_value_type().to_type_proto()

    @classmethod
    def numpy_dtype(cls) -> np.dtype[Any]:
        return numpy_dtype(cls.dtype)


_BY_DTYPE: dict[int, type[TensorType]] = {}


def _define(name: str) -> type[TensorType]:
    dtype = _DTYPE_BY_NAME[name]
    cls = cast(
        "type[TensorType]",
        TensorTypeMeta(name, (TensorType,), {"dtype": dtype, "__module__": __name__}),
    )
    _BY_DTYPE[dtype] = cls
    return cls


FLOAT = _define("FLOAT")
UINT8 = _define("UINT8")
INT8 = _define("INT8")
UINT16 = _define("UINT16")
INT16 = _define("INT16")
INT32 = _define("INT32")
INT64 = _define("INT64")
STRING = _define("STRING")
BOOL = _define("BOOL")
FLOAT16 = _define("FLOAT16")
DOUBLE = _define("DOUBLE")
UINT32 = _define("UINT32")
UINT64 = _define("UINT64")
COMPLEX64 = _define("COMPLEX64")
COMPLEX128 = _define("COMPLEX128")
BFLOAT16 = _define("BFLOAT16")
FLOAT8E4M3FN = _define("FLOAT8E4M3FN")
FLOAT8E4M3FNUZ = _define("FLOAT8E4M3FNUZ")
FLOAT8E5M2 = _define("FLOAT8E5M2")
FLOAT8E5M2FNUZ = _define("FLOAT8E5M2FNUZ")
UINT4 = _define("UINT4")
INT4 = _define("INT4")
FLOAT4E2M1 = _define("FLOAT4E2M1")
FLOAT8E8M0 = _define("FLOAT8E8M0")
UINT2 = _define("UINT2")
INT2 = _define("INT2")
FLOAT6E2M3 = _define("FLOAT6E2M3")
FLOAT6E3M2 = _define("FLOAT6E3M2")

ALL_TENSOR_TYPES: tuple[type[TensorType], ...] = tuple(_BY_DTYPE.values())
"""Every annotation class (one per element type of ``core.dtypes``), in enum order."""


def tensor_type(dtype: int) -> type[TensorType]:
    """The annotation class of an element type: ``FLOAT`` for 1."""
    return _BY_DTYPE[dtype]


def is_tensor_type(obj: object) -> bool:
    """True for ``FLOAT``, ``FLOAT[2, 3]``, ...; False for everything else."""
    return isinstance(obj, TensorTypeMeta) and obj is not TensorType


__all__ = [
    "ALL_TENSOR_TYPES",
    "BFLOAT16",
    "BOOL",
    "COMPLEX64",
    "COMPLEX128",
    "DOUBLE",
    "FLOAT",
    "FLOAT4E2M1",
    "FLOAT6E2M3",
    "FLOAT6E3M2",
    "FLOAT8E4M3FN",
    "FLOAT8E4M3FNUZ",
    "FLOAT8E5M2",
    "FLOAT8E5M2FNUZ",
    "FLOAT8E8M0",
    "FLOAT16",
    "INT2",
    "INT4",
    "INT8",
    "INT16",
    "INT32",
    "INT64",
    "STRING",
    "UINT2",
    "UINT4",
    "UINT8",
    "UINT16",
    "UINT32",
    "UINT64",
    "Dim",
    "OptionalValueType",
    "SequenceValueType",
    "Shape",
    "TensorType",
    "TensorValueType",
    "ValueType",
    "dtype_name",
    "format_type",
    "from_type_proto",
    "numpy_dtype",
    "onnx_dtype",
    "tensor_type",
]
