"""ai.onnx opset 13: the operators new at 13, the others from opset12 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType, GraphBody, SparseTensorData, TensorData
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, TensorType,
)
from onnxscribe.opset12 import (
    Acos, Acosh, And, Asin, Asinh, Atan, Atanh, AveragePool, BatchNormalization, BitShift, Celu, Compress,
    ConcatFromSequence, ConstantOfShape, Conv, ConvInteger, ConvTranspose, Cos, Cosh, CumSum, Det,
    DynamicQuantizeLinear, Einsum, Elu, EyeLike, GRU, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, GreaterOrEqual,
    HardSigmoid, InstanceNormalization, IsInf, LSTM, LeakyRelu, LessOrEqual, LpNormalization, LpPool, MatMulInteger,
    MaxPool, MaxRoiPool, MaxUnpool, Multinomial, NonMaxSuppression, Not, OneHot, Or, PRelu, QLinearConv, QLinearMatMul,
    RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Range, ReverseSequence, RoiAlign, Round,
    Scan, Selu, SequenceAt, SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength, Shrink,
    Sin, Sinh, Softplus, Softsign, SplitToSequence, StringNormalizer, Tan, TfIdfVectorizer, ThresholdedRelu, TopK,
    Unique, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh", "AveragePool",
    "BatchNormalization", "BitShift", "Cast", "Ceil", "Celu", "Clip", "Compress", "Concat", "ConcatFromSequence",
    "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh", "CumSum", "DepthToSpace",
    "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear", "Einsum", "Elu", "Equal", "Erf", "Exp",
    "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements", "GatherND", "Gemm", "GlobalAveragePool",
    "GlobalLpPool", "GlobalMaxPool", "Greater", "GreaterOrEqual", "HardSigmoid", "Hardmax", "Identity", "If",
    "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM", "LeakyRelu", "Less", "LessOrEqual", "Log", "LogSoftmax",
    "Loop", "LpNormalization", "LpPool", "MatMul", "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean",
    "MeanVarianceNormalization", "Min", "Mod", "Mul", "Multinomial", "Neg", "NegativeLogLikelihoodLoss",
    "NonMaxSuppression", "NonZero", "Not", "OneHot", "Or", "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul",
    "QuantizeLinear", "RNN", "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Range",
    "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin",
    "ReduceProd", "ReduceSum", "ReduceSumSquare", "Relu", "Reshape", "Resize", "ReverseSequence", "RoiAlign", "Round",
    "Scan", "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct", "SequenceEmpty", "SequenceErase",
    "SequenceInsert", "SequenceLength", "Shape", "Shrink", "Sigmoid", "Sign", "Sin", "Sinh", "Size", "Slice", "Softmax",
    "SoftmaxCrossEntropyLoss", "Softplus", "Softsign", "SpaceToDepth", "Split", "SplitToSequence", "Sqrt", "Squeeze",
    "StringNormalizer", "Sub", "Sum", "Tan", "Tanh", "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose",
    "Unique", "Unsqueeze", "Where", "Xor",
]

_Abs_T = TypeVar("_Abs_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Abs_T_any = TypeVar("_Abs_T_any", bound=TensorType)
@overload
def Abs(X: _Abs_T | float | Sequence[float]) -> _Abs_T:
    """[Abs - 13](https://onnx.ai/onnx/operators/onnx__Abs.html#abs-13) · ai.onnx · since opset 13

    Absolute takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where absolute value, y = abs(x), is applied to
    the tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('Abs (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Abs(X: _Abs_T_any | float | Sequence[float]) -> _Abs_T_any: ...
_Add_T = TypeVar("_Add_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Add_T_any = TypeVar("_Add_T_any", bound=TensorType)
@overload
def Add(A: _Add_T | float | Sequence[float], B: _Add_T | float | Sequence[float]) -> _Add_T:
    """[Add - 13](https://onnx.ai/onnx/operators/onnx__Add.html#add-13) · ai.onnx · since opset 13

    Performs element-wise binary addition (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Add (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Add(A: _Add_T_any | float | Sequence[float], B: _Add_T_any | float | Sequence[float]) -> _Add_T_any: ...
@overload
def ArgMax(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | BFLOAT16 | float | Sequence[float], select_last_index: int = 0, keepdims: int = 1, axis: int = 0) -> INT64:
    """[ArgMax - 13](https://onnx.ai/onnx/operators/onnx__ArgMax.html#argmax-13) · ai.onnx · since opset 13

    Computes the indices of the max elements of the input tensor's element along the
    provided axis. The resulting tensor has the same rank as the input if keepdims equals 1.
    If keepdims equals 0, then the resulting tensor has the reduced dimension pruned.
    If select_last_index is True (default False), the index of the last occurrence of the max
    is selected if the max appears more than once in the input. Otherwise the index of the
    first occurrence is selected.
    The type of the output tensor is integer.

    Args:
    - data (T): An input tensor.
    - axis (int, default 0): The axis in which to compute the arg indices. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - select_last_index (int, default 0): Whether to select the last index or the first index if the {name} appears in multiple indices, default is False (first index).

    Returns:
    - reduced (INT64): Reduced output tensor with integer data type.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('ArgMax (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ArgMax(data: TensorType | float | Sequence[float], select_last_index: int = 0, keepdims: int = 1, axis: int = 0) -> INT64: ...
@overload
def ArgMin(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | BFLOAT16 | float | Sequence[float], select_last_index: int = 0, keepdims: int = 1, axis: int = 0) -> INT64:
    """[ArgMin - 13](https://onnx.ai/onnx/operators/onnx__ArgMin.html#argmin-13) · ai.onnx · since opset 13

    Computes the indices of the min elements of the input tensor's element along the
    provided axis. The resulting tensor has the same rank as the input if keepdims equals 1.
    If keepdims equals 0, then the resulting tensor has the reduced dimension pruned.
    If select_last_index is True (default False), the index of the last occurrence of the min
    is selected if the min appears more than once in the input. Otherwise the index of the
    first occurrence is selected.
    The type of the output tensor is integer.

    Args:
    - data (T): An input tensor.
    - axis (int, default 0): The axis in which to compute the arg indices. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - select_last_index (int, default 0): Whether to select the last index or the first index if the {name} appears in multiple indices, default is False (first index).

    Returns:
    - reduced (INT64): Reduced output tensor with integer data type.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('ArgMin (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ArgMin(data: TensorType | float | Sequence[float], select_last_index: int = 0, keepdims: int = 1, axis: int = 0) -> INT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.FLOAT16]) -> FLOAT16:
    """[Cast - 13](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-13) · ai.onnx · since opset 13

    The operator casts the elements of a given input tensor to a data type
    specified by the 'to' argument and returns an output tensor of the same size in
    the converted type. The 'to' argument must be one of the data types specified
    in the 'DataType' enum field in the TensorProto message.

    Casting from string tensor in plain (e.g., "3.14" and "1000") and scientific numeric representations
    (e.g., "1e-5" and "1E8") to float types is supported. For example, converting string "100.5" to an integer may
    yield result 100. There are some string literals reserved for special floating-point values;
    "+INF" (and "INF"), "-INF", and "NaN" are positive infinity, negative infinity, and not-a-number, respectively.
    Any string which can exactly match "+INF" in a case-insensitive way would be mapped to positive infinite. Similarly,
    this case-insensitive rule is applied to "INF" and "NaN". When casting from numeric tensors
    to string tensors, plain floating-point representation (such as "314.15926") would be used.
    Converting non-numerical-literal string such as "Hello World!" is an undefined behavior. Cases
    of converting string representing floating-point arithmetic value, such as "2.718", to INT is an undefined behavior.

    Conversion from a numerical type to any numerical type is always allowed.
    User must be aware of precision loss and value change caused by range difference between two types.
    For example, a 64-bit float 3.1415926459 may be round to a 32-bit float 3.141592. Similarly, converting
    an integer 36 to Boolean may produce 1 because we truncate bits which can't be stored in the targeted type.

    In more detail, the conversion among numerical types should follow these rules:

    * Casting from floating point to:
      * floating point: +/- infinity if OOR (out of range).
      * fixed point: undefined if OOR.
      * bool: +/- 0.0 to False; all else to True.
    * Casting from fixed point to:
      * floating point: +/- infinity if OOR. (+ infinity in the case of uint)
      * fixed point: when OOR, discard higher bits and reinterpret (with respect to two's complement representation for
        signed types). For example, 200 (int16) -> -56 (int8).
      * bool: zero to False; nonzero to True.
    * Casting from bool to:
      * floating point: `{1.0, 0.0}`.
      * fixed point: `{1, 0}`.
      * bool: no change.

    Args:
    - input (T1): Input tensor to be cast.
    - to (int, required): The data type to which the elements of the input tensor are cast. Strictly must be one of the types from DataType enum in TensorProto

    Returns:
    - output (T2): Output tensor with the same shape as input with type specified by the 'to' argument

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16): Constrain input types. Casting from complex is not supported.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16): Constrain output types. Casting to complex is not supported."""
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.INT8]) -> INT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.INT16]) -> INT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.INT32]) -> INT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.INT64]) -> INT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.UINT8]) -> UINT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.BOOL]) -> BOOL: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.STRING]) -> STRING: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: Literal[DataType.BFLOAT16]) -> BFLOAT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], to: int) -> Any: ...
@overload
@deprecated('Cast (version 13) takes T1 as one of FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING or BFLOAT16: these element types make an invalid model')
def Cast(input: TensorType | float | str | Sequence[float], to: int) -> Any: ...
_Ceil_T = TypeVar("_Ceil_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Ceil_T_any = TypeVar("_Ceil_T_any", bound=TensorType)
@overload
def Ceil(X: _Ceil_T | float | Sequence[float]) -> _Ceil_T:
    """[Ceil - 13](https://onnx.ai/onnx/operators/onnx__Ceil.html#ceil-13) · ai.onnx · since opset 13

    Ceil takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the ceil is, y = ceil(x), is applied to
    the tensor elementwise. If x is integral, +0, -0, NaN,  or infinite, x itself is returned.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Ceil (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Ceil(X: _Ceil_T_any | float | Sequence[float]) -> _Ceil_T_any: ...
_Clip_T = TypeVar("_Clip_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Clip_T_any = TypeVar("_Clip_T_any", bound=TensorType)
@overload
def Clip(input: _Clip_T | float | Sequence[float], min: _Clip_T | float | Sequence[float] | None = None, max: _Clip_T | float | Sequence[float] | None = None) -> _Clip_T:
    """[Clip - 13](https://onnx.ai/onnx/operators/onnx__Clip.html#clip-13) · ai.onnx · since opset 13

    Clip operator limits the given input within an interval. The interval is
    specified by the inputs 'min' and 'max'. They default to
    numeric_limits::lowest() and numeric_limits::max(), respectively.
    When 'min' is greater than 'max', the clip operator sets all the 'input' values to
    the value of 'max'. Thus, this is equivalent to 'Min(max, Max(input, min))'.

    Args:
    - input (T): Input tensor whose elements to be clipped
    - min (optional T): Minimum value, under which element is replaced by min. It must be a scalar(tensor of empty shape).
    - max (optional T): Maximum value, above which element is replaced by max. It must be a scalar(tensor of empty shape).

    Returns:
    - output (T): Output tensor with clipped input elements

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('Clip (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Clip(input: _Clip_T_any | float | Sequence[float], min: _Clip_T_any | float | Sequence[float] | None = None, max: _Clip_T_any | float | Sequence[float] | None = None) -> _Clip_T_any: ...
_Concat_T = TypeVar("_Concat_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Concat_T_any = TypeVar("_Concat_T_any", bound=TensorType)
@overload
def Concat(*inputs: _Concat_T | float | Sequence[float], axis: int) -> _Concat_T:
    """[Concat - 13](https://onnx.ai/onnx/operators/onnx__Concat.html#concat-13) · ai.onnx · since opset 13

    Concatenate a list of tensors into a single tensor. All input tensors must have the same shape, except for the dimension size of the axis to concatenate on.

    Args:
    - inputs (variadic T): List of tensors for concatenation
    - axis (int, required): Which axis to concat on. A negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(inputs)..

    Returns:
    - concat_result (T): Concatenated tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain output types to any tensor type."""
@overload
@deprecated('Concat (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Concat(*inputs: _Concat_T_any | float | Sequence[float], axis: int) -> _Concat_T_any: ...
@overload
def Constant(*, value_float: float) -> FLOAT:
    """[Constant - 13](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-13) · ai.onnx · since opset 13

    Described at [Constant - 25](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-25), whose documentation is the same.

    Args:
    - sparse_value (SparseTensorData, optional): The value for the elements of the output tensor in sparse format.
    - value (TensorData, optional): The value for the elements of the output tensor.
    - value_float (float, optional): The value for the sole element for the scalar, float32, output tensor.
    - value_floats (Sequence[float], optional): The values for the elements for the 1D, float32, output tensor.
    - value_int (int, optional): The value for the sole element for the scalar, int64, output tensor.
    - value_ints (Sequence[int], optional): The values for the elements for the 1D, int64, output tensor.
    - value_string (str, optional): The value for the sole element for the scalar, UTF-8 string, output tensor.
    - value_strings (Sequence[str], optional): The values for the elements for the 1D, UTF-8 string, output tensor.

    Returns:
    - output (T): Output tensor containing the same value of the provided tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
def Constant(*, value_floats: Sequence[float]) -> FLOAT: ...
@overload
def Constant(*, value_int: int) -> INT64: ...
@overload
def Constant(*, value_ints: Sequence[int]) -> INT64: ...
@overload
def Constant(*, value_string: str) -> STRING: ...
@overload
def Constant(*, value_strings: Sequence[str]) -> STRING: ...
@overload
def Constant(value_strings: Sequence[str] | None = None, value_string: str | None = None, value_floats: Sequence[float] | None = None, value_float: float | None = None, value_ints: Sequence[int] | None = None, value_int: int | None = None, sparse_value: SparseTensorData | None = None, value: TensorData | None = None) -> Any: ...
_DepthToSpace_T = TypeVar("_DepthToSpace_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_DepthToSpace_T_any = TypeVar("_DepthToSpace_T_any", bound=TensorType)
@overload
def DepthToSpace(input: _DepthToSpace_T | float | str | Sequence[float], mode: str = 'DCR', *, blocksize: int) -> _DepthToSpace_T:
    """[DepthToSpace - 13](https://onnx.ai/onnx/operators/onnx__DepthToSpace.html#depthtospace-13) · ai.onnx · since opset 13

    Described at [DepthToSpace - 28](https://onnx.ai/onnx/operators/onnx__DepthToSpace.html#depthtospace-28), whose documentation is the same.

    Args:
    - input (T): Input tensor of [N,C,H,W], where N is the batch axis, C is the channel or depth, H is the height and W is the width.
    - blocksize (int, required): Blocks of [blocksize, blocksize] are moved.
    - mode (str, default 'DCR'): DCR (default) for depth-column-row order re-arrangement. Use CRD for column-row-depth order.

    Returns:
    - output (T): Output tensor of [N, C/(blocksize * blocksize), H * blocksize, W * blocksize].

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('DepthToSpace (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def DepthToSpace(input: _DepthToSpace_T_any | float | str | Sequence[float], mode: str = 'DCR', *, blocksize: int) -> _DepthToSpace_T_any: ...
_DequantizeLinear_T = TypeVar("_DequantizeLinear_T", INT8, UINT8, INT32)
_DequantizeLinear_T_any = TypeVar("_DequantizeLinear_T_any", bound=TensorType)
@overload
def DequantizeLinear(x: _DequantizeLinear_T | int | Sequence[int], x_scale: FLOAT | float | Sequence[float], x_zero_point: _DequantizeLinear_T | int | Sequence[int] | None = None, axis: int = 1) -> FLOAT:
    """[DequantizeLinear - 13](https://onnx.ai/onnx/operators/onnx__DequantizeLinear.html#dequantizelinear-13) · ai.onnx · since opset 13

    The linear dequantization operator. It consumes a quantized tensor, a scale, and a zero point to compute the full precision tensor.
    The dequantization formula is `y = (x - x_zero_point) * x_scale`. `x_scale` and `x_zero_point` must have same shape, and can be either a scalar
    for per-tensor / per layer quantization, or a 1-D tensor for per-axis quantization.
    `x_zero_point` and `x` must have same type. `x` and `y` must have same shape. In the case of dequantizing int32,
    there's no zero point (zero point is supposed to be 0).

    Args:
    - x (T): N-D quantized input tensor to be de-quantized.
    - x_scale (FLOAT): Scale for input 'x'. It can be a scalar, which means a per-tensor/layer dequantization, or a 1-D tensor for per-axis dequantization.
    - x_zero_point (optional T): Zero point for input 'x'. Shape must match x_scale. It's optional. Zero point is 0 when it's not specified.
    - axis (int, default 1): (Optional) The axis of the dequantizing dimension of the input tensor. Ignored for per-tensor quantization. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).

    Returns:
    - y (FLOAT): N-D full precision output tensor. It has same shape as input 'x'.

    Type constraints:
    - T in (INT8, UINT8, INT32): Constrain 'x_zero_point' and 'x' to 8-bit/32-bit integer tensor."""
@overload
@deprecated('DequantizeLinear (version 13) takes T as one of INT8, UINT8 or INT32: these element types make an invalid model')
def DequantizeLinear(x: _DequantizeLinear_T_any | int | Sequence[int], x_scale: FLOAT | float | Sequence[float], x_zero_point: _DequantizeLinear_T_any | int | Sequence[int] | None = None, axis: int = 1) -> FLOAT: ...
_Div_T = TypeVar("_Div_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Div_T_any = TypeVar("_Div_T_any", bound=TensorType)
@overload
def Div(A: _Div_T | float | Sequence[float], B: _Div_T | float | Sequence[float]) -> _Div_T:
    """[Div - 13](https://onnx.ai/onnx/operators/onnx__Div.html#div-13) · ai.onnx · since opset 13

    Performs element-wise binary division (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    For integer inputs, the result is computed using truncating division (rounding toward zero).

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Div (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Div(A: _Div_T_any | float | Sequence[float], B: _Div_T_any | float | Sequence[float]) -> _Div_T_any: ...
_Dropout_T = TypeVar("_Dropout_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Dropout_T_any = TypeVar("_Dropout_T_any", bound=TensorType)
@overload
def Dropout(data: _Dropout_T | float | Sequence[float], ratio: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float] | None = None, training_mode: BOOL | bool | None = None, seed: int | None = None) -> _Dropout_T:
    """[Dropout - 13](https://onnx.ai/onnx/operators/onnx__Dropout.html#dropout-13) · ai.onnx · since opset 13

    Described at [Dropout - 22](https://onnx.ai/onnx/operators/onnx__Dropout.html#dropout-22), whose documentation is the same.

    Args:
    - data (T): The input data as Tensor.
    - ratio (optional T1): The ratio of random dropout, with value in [0, 1). If this input was not set, or if it was set to 0, the output would be a simple copy of the input. If it's non-zero, output will be a random dropout of the scaled input, which is typically the case during training. It is an optional value, if not specified it will default to 0.5.
    - training_mode (optional T2): If set to true then it indicates dropout is being used for training. It is an optional value hence unless specified explicitly, it is false. If it is false, ratio is ignored and the operation mimics inference mode where nothing will be dropped from the input data and if mask is requested as output it will contain all ones.
    - seed (int, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T): The output.
    - mask (optional T2): The output mask.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain input 'ratio' types to float tensors.
    - T2 in (BOOL): Constrain output 'mask' types to boolean tensors."""
@overload
@deprecated('Dropout (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16; T1 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Dropout(data: _Dropout_T_any | float | Sequence[float], ratio: TensorType | float | Sequence[float] | None = None, training_mode: BOOL | bool | None = None, seed: int | None = None) -> _Dropout_T_any: ...
_Equal_T = TypeVar("_Equal_T", BOOL, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Equal_T_any = TypeVar("_Equal_T_any", bound=TensorType)
@overload
def Equal(A: _Equal_T | float | Sequence[float], B: _Equal_T | float | Sequence[float]) -> BOOL:
    """[Equal - 13](https://onnx.ai/onnx/operators/onnx__Equal.html#equal-13) · ai.onnx · since opset 13

    Described at [Equal - 19](https://onnx.ai/onnx/operators/onnx__Equal.html#equal-19), whose documentation is the same.

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Equal (version 13) takes T as one of BOOL, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Equal(A: _Equal_T_any | float | Sequence[float], B: _Equal_T_any | float | Sequence[float]) -> BOOL: ...
_Erf_T = TypeVar("_Erf_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Erf_T_any = TypeVar("_Erf_T_any", bound=TensorType)
@overload
def Erf(input: _Erf_T | float | Sequence[float]) -> _Erf_T:
    """[Erf - 13](https://onnx.ai/onnx/operators/onnx__Erf.html#erf-13) · ai.onnx · since opset 13

    Computes the error function of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The error function of the input tensor computed element-wise. It has the same shape and type of the input.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Erf (version 13) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Erf(input: _Erf_T_any | float | Sequence[float]) -> _Erf_T_any: ...
_Exp_T = TypeVar("_Exp_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Exp_T_any = TypeVar("_Exp_T_any", bound=TensorType)
@overload
def Exp(input: _Exp_T | float | Sequence[float]) -> _Exp_T:
    """[Exp - 13](https://onnx.ai/onnx/operators/onnx__Exp.html#exp-13) · ai.onnx · since opset 13

    Calculates the exponential of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The exponential of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Exp (version 13) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Exp(input: _Exp_T_any | float | Sequence[float]) -> _Exp_T_any: ...
_Expand_T = TypeVar("_Expand_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Expand_T_any = TypeVar("_Expand_T_any", bound=TensorType)
@overload
def Expand(input: _Expand_T | float | str | Sequence[float], shape: INT64 | int | Sequence[int]) -> _Expand_T:
    """[Expand - 13](https://onnx.ai/onnx/operators/onnx__Expand.html#expand-13) · ai.onnx · since opset 13

    Broadcast the input tensor following the given shape and the broadcast rule.
    The broadcast rule is similar to numpy.array(input) * numpy.ones(shape):
    Dimensions are right alignment;
    Two corresponding dimensions must have the same value, or one of them is equal to 1.
    Also, this operator is similar to numpy.broadcast_to(input, shape),
    but the major difference is numpy.broadcast_to() does not allow shape to be smaller than input.size().
    It is possible that the output.shape is not equal to shape, when some dimensions in shape is equal to 1,
    or the shape.ndim < input.shape.ndim.

    Args:
    - input (T): Input tensor
    - shape (INT64): A 1-D tensor indicates the shape you want to expand to, following the broadcast rule

    Returns:
    - output (T): Output tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensors."""
@overload
@deprecated('Expand (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Expand(input: _Expand_T_any | float | str | Sequence[float], shape: INT64 | int | Sequence[int]) -> _Expand_T_any: ...
_Flatten_T = TypeVar("_Flatten_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Flatten_T_any = TypeVar("_Flatten_T_any", bound=TensorType)
@overload
def Flatten(input: _Flatten_T | float | str | Sequence[float], axis: int = 1) -> _Flatten_T:
    """[Flatten - 13](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-13) · ai.onnx · since opset 13

    Described at [Flatten - 25](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-25), whose documentation is the same.

    Args:
    - input (T): A tensor of rank >= axis.
    - axis (int, default 1): Indicate up to which input dimensions (exclusive) should be flattened to the outer dimension of the output. The value for axis must be in the range [-r, r], where r is the rank of the input tensor. Negative value means counting dimensions from the back. When axis = 0, the shape of the output tensor is (1, (d_0 X d_1 ... d_n), where the shape of the input tensor is (d_0, d_1, ... d_n).

    Returns:
    - output (T): A 2D tensor with the contents of the input tensor, with input dimensions up to axis flattened to the outer dimension of the output and remaining input dimensions flattened into the inner dimension of the output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output to all tensor types."""
@overload
@deprecated('Flatten (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Flatten(input: _Flatten_T_any | float | str | Sequence[float], axis: int = 1) -> _Flatten_T_any: ...
_Floor_T = TypeVar("_Floor_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Floor_T_any = TypeVar("_Floor_T_any", bound=TensorType)
@overload
def Floor(X: _Floor_T | float | Sequence[float]) -> _Floor_T:
    """[Floor - 13](https://onnx.ai/onnx/operators/onnx__Floor.html#floor-13) · ai.onnx · since opset 13

    Floor takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the floor is, y = floor(x), is applied to
    the tensor elementwise. If x is integral, +0, -0, NaN,  or infinite, x itself is returned.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Floor (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Floor(X: _Floor_T_any | float | Sequence[float]) -> _Floor_T_any: ...
_Gather_T = TypeVar("_Gather_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Gather_T_any = TypeVar("_Gather_T_any", bound=TensorType)
@overload
def Gather(data: _Gather_T | float | str | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], axis: int = 0) -> _Gather_T:
    """[Gather - 13](https://onnx.ai/onnx/operators/onnx__Gather.html#gather-13) · ai.onnx · since opset 13

    Given `data` tensor of rank r >= 1, and `indices` tensor of rank q, gather
    entries of the axis dimension of `data` (by default outer-most one as axis=0) indexed by `indices`, and concatenates
    them in an output tensor of rank q + (r - 1).

    It is an indexing operation that indexes into the input `data` along a single (specified) axis.
    Each entry in `indices` produces a `r-1` dimensional slice of the input tensor.
    The entire operation produces, conceptually, a `q`-dimensional tensor of `r-1` dimensional slices,
    which is arranged into a `q + (r-1)`-dimensional tensor, with the `q` dimensions taking the
    place of the original `axis` that is being indexed into.

    The following few examples illustrate how `Gather` works for specific shapes of `data`,
    `indices`, and given value of `axis`:
    | data shape | indices shape | axis | output shape | output equation |
    | --- | --- | --- | --- | --- |
    | (P, Q) | ( )  (a scalar)   | 0 | (Q)       | output[q] = data[indices, q] |
    | (P, Q, R) | ( )  (a scalar)   | 1 | (P, R)       | output[p, r] = data[p, indices, r] |
    | (P, Q) | (R, S) | 0 | (R, S, Q) | output[r, s, q] = data[ [indices[r, s], q] |
    | (P, Q) | (R, S) | 1 | (P, R, S) | output[p, r, s] = data[ p, indices[r, s]] |

    More generally, if `axis = 0`, let `k = indices[i_{0}, ..., i_{q-1}]`
    then `output[i_{0}, ..., i_{q-1}, j_{0}, ..., j_{r-2}] = input[k , j_{0}, ..., j_{r-2}]`:

    ```
    data = [
        [1.0, 1.2],
        [2.3, 3.4],
        [4.5, 5.7],
    ]
    indices = [
        [0, 1],
        [1, 2],
    ]
    output = [
        [
            [1.0, 1.2],
            [2.3, 3.4],
        ],
        [
            [2.3, 3.4],
            [4.5, 5.7],
        ],
    ]
    ```

    If `axis = 1`, let `k = indices[i_{0}, ..., i_{q-1}]`
    then `output[j_{0}, i_{0}, ..., i_{q-1}, j_{1}, ..., j_{r-2}] = input[j_{0}, k, j_{1}, ..., j_{r-2}]`:

    ```
    data = [
        [1.0, 1.2, 1.9],
        [2.3, 3.4, 3.9],
        [4.5, 5.7, 5.9],
    ]
    indices = [
        [0, 2],
    ]
    axis = 1,
    output = [
            [[1.0, 1.9]],
            [[2.3, 3.9]],
            [[4.5, 5.9]],
    ]
    ```

    Args:
    - data (T): Tensor of rank r >= 1.
    - indices (Tind): Tensor of int32/int64 indices, of any rank q. All index values are expected to be within bounds [-s, s-1] along axis of size s. It is an error if any of the index values are out of bounds.
    - axis (int, default 0): Which axis to gather on. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).

    Returns:
    - output (T): Tensor of rank q + (r - 1).

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Gather (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def Gather(data: _Gather_T_any | float | str | Sequence[float], indices: TensorType | int | Sequence[int], axis: int = 0) -> _Gather_T_any: ...
_GatherElements_T = TypeVar("_GatherElements_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_GatherElements_T_any = TypeVar("_GatherElements_T_any", bound=TensorType)
@overload
def GatherElements(data: _GatherElements_T | float | str | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], axis: int = 0) -> _GatherElements_T:
    """[GatherElements - 13](https://onnx.ai/onnx/operators/onnx__GatherElements.html#gatherelements-13) · ai.onnx · since opset 13

    GatherElements takes two inputs `data` and `indices` of the same rank r >= 1
    and an optional attribute `axis` that identifies an axis of `data`
    (by default, the outer-most axis, that is axis 0). It is an indexing operation
    that produces its output by indexing into the input data tensor at index
    positions determined by elements of the `indices` tensor.
    Its output shape is the same as the shape of `indices` and consists of one value
    (gathered from the `data`) for each element in `indices`.

    For instance, in the 3-D case (r = 3), the output produced is determined
    by the following equations:
    ```
    out[i][j][k] = input[index[i][j][k]][j][k] if axis = 0,
    out[i][j][k] = input[i][index[i][j][k]][k] if axis = 1,
    out[i][j][k] = input[i][j][index[i][j][k]] if axis = 2,
    ```

    This operator is also the inverse of ScatterElements. It is similar to Torch's gather operation.

    Example 1:
    ```
    data = [
        [1, 2],
        [3, 4],
    ]
    indices = [
        [0, 0],
        [1, 0],
    ]
    axis = 1
    output = [
        [1, 1],
        [4, 3],
    ]
    ```
    Example 2:
    ```
    data = [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
    ]
    indices = [
        [1, 2, 0],
        [2, 0, 0],
    ]
    axis = 0
    output = [
        [4, 8, 3],
        [7, 2, 3],
    ]
    ```

    Args:
    - data (T): Tensor of rank r >= 1.
    - indices (Tind): Tensor of int32/int64 indices, with the same rank r as the input. All index values are expected to be within bounds [-s, s-1] along axis of size s. It is an error if any of the index values are out of bounds.
    - axis (int, default 0): Which axis to gather on. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).

    Returns:
    - output (T): Tensor of the same shape as indices.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('GatherElements (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def GatherElements(data: _GatherElements_T_any | float | str | Sequence[float], indices: TensorType | int | Sequence[int], axis: int = 0) -> _GatherElements_T_any: ...
_GatherND_T = TypeVar("_GatherND_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_GatherND_T_any = TypeVar("_GatherND_T_any", bound=TensorType)
@overload
def GatherND(data: _GatherND_T | float | str | Sequence[float], indices: INT64 | int | Sequence[int], batch_dims: int = 0) -> _GatherND_T:
    """[GatherND - 13](https://onnx.ai/onnx/operators/onnx__GatherND.html#gathernd-13) · ai.onnx · since opset 13

    Given `data` tensor of rank `r` >= 1, `indices` tensor of rank `q` >= 1, and `batch_dims` integer `b`, this operator gathers
    slices of `data` into an output tensor of rank `q + r - indices_shape[-1] - 1 - b`.

    `indices` is an q-dimensional integer tensor, best thought of as a `(q-1)`-dimensional tensor of index-tuples into `data`,
    where each element defines a slice of `data`

    `batch_dims` (denoted as `b`) is an integer indicating the number of batch dimensions, i.e the leading `b` number of dimensions of
    `data` tensor and `indices` are representing the batches, and the gather starts from the `b+1` dimension.

    Some salient points about the inputs' rank and shape:

    1) r >= 1 and q >= 1 are to be honored. There is no dependency condition to be met between ranks `r` and `q`

    2) The first `b` dimensions of the shape of `indices` tensor and `data` tensor must be equal.

    3) b < min(q, r) is to be honored.

    4) The `indices_shape[-1]` should have a value between 1 (inclusive) and rank `r-b` (inclusive)

    5) All values in `indices` are expected to be within bounds [-s, s-1] along axis of size `s` (i.e.) `-data_shape[i] <= indices[...,i] <= data_shape[i] - 1`.
       It is an error if any of the index values are out of bounds.

    The output is computed as follows:

    The output tensor is obtained by mapping each index-tuple in the `indices` tensor to the corresponding slice of the input `data`.

    1) If `indices_shape[-1] > r-b` => error condition

    2) If `indices_shape[-1] == r-b`, since the rank of `indices` is `q`, `indices` can be thought of as `N` `(q-b-1)`-dimensional tensors
       containing 1-D tensors of dimension `r-b`, where `N` is an integer equals to the product of 1 and all the elements in the batch dimensions
       of the indices_shape. Let us think of each such `r-b` ranked tensor as `indices_slice`. Each *scalar value* corresponding to `data[0:b-1,indices_slice]`
       is filled into the corresponding location of the `(q-b-1)`-dimensional tensor to form the `output` tensor (Example 1 below)

    3) If `indices_shape[-1] < r-b`, since the rank of `indices` is `q`, `indices` can be thought of as `N` `(q-b-1)`-dimensional tensor
       containing 1-D tensors of dimension `< r-b`. Let us think of each such tensors as `indices_slice`. Each *tensor slice* corresponding
       to `data[0:b-1, indices_slice , :]` is filled into the corresponding location of the `(q-b-1)`-dimensional tensor
       to form the `output` tensor (Examples 2, 3, 4 and 5 below)

    This operator is the inverse of `ScatterND`.

    Example 1

    ```
    batch_dims = 0
    data    = [[0,1],[2,3]]   # data_shape    = [2, 2]
    indices = [[0,0],[1,1]]   # indices_shape = [2, 2]
    output  = [0,3]           # output_shape  = [2]
    ```

    Example 2

    ```
    batch_dims = 0
    data    = [[0,1],[2,3]]  # data_shape    = [2, 2]
    indices = [[1],[0]]      # indices_shape = [2, 1]
    output  = [[2,3],[0,1]]  # output_shape  = [2, 2]
    ```

    Example 3

    ```
    batch_dims = 0
    data    = [[[0,1],[2,3]],[[4,5],[6,7]]] # data_shape    = [2, 2, 2]
    indices = [[0,1],[1,0]]                 # indices_shape = [2, 2]
    output  = [[2,3],[4,5]]                 # output_shape  = [2, 2]
    ```

    Example 4

    ```
    batch_dims = 0
    data    = [[[0,1],[2,3]],[[4,5],[6,7]]] # data_shape    = [2, 2, 2]
    indices = [[[0,1]],[[1,0]]]             # indices_shape = [2, 1, 2]
    output  = [[[2,3]],[[4,5]]]             # output_shape  = [2, 1, 2]
    ```

    Example 5

    ```
    batch_dims = 1
    data    = [[[0,1],[2,3]],[[4,5],[6,7]]] # data_shape    = [2, 2, 2]
    indices = [[1],[0]]                     # indices_shape = [2, 1]
    output  = [[2,3],[4,5]]                 # output_shape  = [2, 2]
    ```

    Args:
    - data (T): Tensor of rank r >= 1.
    - indices (INT64): Tensor of rank q >= 1. All index values are expected to be within bounds [-s, s-1] along axis of size s. It is an error if any of the index values are out of bounds.
    - batch_dims (int, default 0): The number of batch dimensions. The gather of indexing starts from dimension of data[batch_dims:]

    Returns:
    - output (T): Tensor of rank q + r - indices_shape[-1] - 1.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type."""
@overload
@deprecated('GatherND (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def GatherND(data: _GatherND_T_any | float | str | Sequence[float], indices: INT64 | int | Sequence[int], batch_dims: int = 0) -> _GatherND_T_any: ...
_Gemm_T = TypeVar("_Gemm_T", FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64, BFLOAT16)
_Gemm_T_any = TypeVar("_Gemm_T_any", bound=TensorType)
@overload
def Gemm(A: _Gemm_T | float | Sequence[float], B: _Gemm_T | float | Sequence[float], C: _Gemm_T | float | Sequence[float] | None = None, beta: float = 1.0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T:
    """[Gemm - 13](https://onnx.ai/onnx/operators/onnx__Gemm.html#gemm-13) · ai.onnx · since opset 13

    General Matrix multiplication:
    https://en.wikipedia.org/wiki/Basic_Linear_Algebra_Subprograms#Level_3

    * A' = transpose(A) if transA else A
    * B' = transpose(B) if transB else B

    Compute Y = alpha * A' * B' + beta * C, where input tensor A has shape (M, K) or (K, M),
    input tensor B has shape (K, N) or (N, K), input tensor C is broadcastable to shape (M, N),
    and output tensor Y has shape (M, N). A will be transposed before doing the
    computation if attribute transA is non-zero, same for B and transB.
    This operator supports unidirectional broadcasting (tensor C should be unidirectional broadcastable to tensor A * B); for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).
    This operator has optional inputs/outputs. See [the doc](https://github.com/onnx/onnx/blob/main/docs/IR.md) for more details about the representation of optional arguments. An empty string may be used in the place of an actual argument's name to indicate a missing argument. Trailing optional arguments (those not followed by an argument that is present) may also be simply omitted.

    Args:
    - A (T): Input tensor A. The shape of A should be (M, K) if transA is 0, or (K, M) if transA is non-zero.
    - B (T): Input tensor B. The shape of B should be (K, N) if transB is 0, or (N, K) if transB is non-zero.
    - C (optional T): Optional input tensor C. If not specified, the computation is done as if C is a scalar 0. The shape of C should be unidirectional broadcastable to (M, N).
    - alpha (float, default 1.0): Scalar multiplier for the product of input tensors A * B.
    - beta (float, default 1.0): Scalar multiplier for input tensor C.
    - transA (int, default 0): Whether A should be transposed
    - transB (int, default 0): Whether B should be transposed

    Returns:
    - Y (T): Output tensor of shape (M, N).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64, BFLOAT16): Constrain input and output types to float/int tensors."""
@overload
@deprecated('Gemm (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64 or BFLOAT16: these element types make an invalid model')
def Gemm(A: _Gemm_T_any | float | Sequence[float], B: _Gemm_T_any | float | Sequence[float], C: _Gemm_T_any | float | Sequence[float] | None = None, beta: float = 1.0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T_any: ...
_Greater_T = TypeVar("_Greater_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Greater_T_any = TypeVar("_Greater_T_any", bound=TensorType)
@overload
def Greater(A: _Greater_T | float | Sequence[float], B: _Greater_T | float | Sequence[float]) -> BOOL:
    """[Greater - 13](https://onnx.ai/onnx/operators/onnx__Greater.html#greater-13) · ai.onnx · since opset 13

    Returns the tensor resulted from performing the `greater` logical operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Greater (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Greater(A: _Greater_T_any | float | Sequence[float], B: _Greater_T_any | float | Sequence[float]) -> BOOL: ...
_Hardmax_T = TypeVar("_Hardmax_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Hardmax_T_any = TypeVar("_Hardmax_T_any", bound=TensorType)
@overload
def Hardmax(input: _Hardmax_T | float | Sequence[float], axis: int = -1) -> _Hardmax_T:
    """[Hardmax - 13](https://onnx.ai/onnx/operators/onnx__Hardmax.html#hardmax-13) · ai.onnx · since opset 13

    The operator computes the hardmax values for the given input:

     Hardmax(element in input, axis) = 1 if the element is the first maximum value along the specified axis, 0 otherwise

    The "axis" attribute indicates the dimension along which Hardmax
    will be performed. The output tensor has the same shape
    and contains the Hardmax values of the corresponding input.

    Args:
    - input (T): The input tensor of rank >= axis.
    - axis (int, default -1): Describes the dimension Hardmax will be performed on. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).

    Returns:
    - output (T): The output values with the same shape as the input tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Hardmax (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Hardmax(input: _Hardmax_T_any | float | Sequence[float], axis: int = -1) -> _Hardmax_T_any: ...
_Identity_T = TypeVar("_Identity_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Identity_T_any = TypeVar("_Identity_T_any", bound=TensorType)
@overload
def Identity(input: _Identity_T | float | str | Sequence[float]) -> _Identity_T:
    """[Identity - 13](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-13) · ai.onnx · since opset 13

    Described at [Identity - 25](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-25), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): Tensor to copy input into.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Identity (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Identity(input: _Identity_T_any | float | str | Sequence[float]) -> _Identity_T_any: ...
def If(cond: BOOL | bool, else_branch: GraphBody, then_branch: GraphBody) -> Any:
    """[If - 13](https://onnx.ai/onnx/operators/onnx__If.html#if-13) · ai.onnx · since opset 13

    Described at [If - 25](https://onnx.ai/onnx/operators/onnx__If.html#if-25), whose documentation is the same.

    Args:
    - cond (B): Condition for the if. The tensor must contain a single element.
    - else_branch (GraphBody, required): Graph to run if condition is false. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the then_branch.
    - then_branch (GraphBody, required): Graph to run if condition is true. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the else_branch.

    Returns:
    - outputs (variadic V): Values that are live-out to the enclosing scope. The return values in the `then_branch` and `else_branch` must be of the same data type. The `then_branch` and `else_branch` may produce tensors with the same element type and different shapes. If corresponding outputs from the then-branch and the else-branch have static shapes S1 and S2, then the shape of the corresponding output variable of the if-node (if present) must be compatible with both S1 and S2 as it represents the union of both possible shapes.For example, if in a model file, the first output of `then_branch` is typed float tensor with shape [2] and the first output of `else_branch` is another float tensor with shape [3], If's first output should have (a) no shape set, or (b) a shape of rank 1 with neither `dim_value` nor `dim_param` set, or (c) a shape of rank 1 with a unique `dim_param`. In contrast, the first output cannot have the shape [2] since [2] and [3] are not compatible.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): All Tensor and Sequence types
    - B in (BOOL): Only bool"""
@overload
def IsNaN(X: FLOAT16 | FLOAT | DOUBLE | BFLOAT16 | float | Sequence[float]) -> BOOL:
    """[IsNaN - 13](https://onnx.ai/onnx/operators/onnx__IsNaN.html#isnan-13) · ai.onnx · since opset 13

    Described at [IsNaN - 20](https://onnx.ai/onnx/operators/onnx__IsNaN.html#isnan-20), whose documentation is the same.

    Args:
    - X (T1): input

    Returns:
    - Y (T2): output

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input types to float tensors.
    - T2 in (BOOL): Constrain output types to boolean tensors."""
@overload
@deprecated('IsNaN (version 13) takes T1 as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def IsNaN(X: TensorType | float | Sequence[float]) -> BOOL: ...
_LRN_T = TypeVar("_LRN_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_LRN_T_any = TypeVar("_LRN_T_any", bound=TensorType)
@overload
def LRN(X: _LRN_T | float | Sequence[float], bias: float = 1.0, beta: float = 0.75, alpha: float = 0.0001, *, size: int) -> _LRN_T:
    """[LRN - 13](https://onnx.ai/onnx/operators/onnx__LRN.html#lrn-13) · ai.onnx · since opset 13

    Local Response Normalization proposed in the [AlexNet paper](https://papers.nips.cc/paper/4824-imagenet-classification-with-deep-convolutional-neural-networks.pdf).
    It normalizes over local input regions.
    The local region is defined across the channels. For an element `X[n, c, d1, ..., dk]` in a tensor
    of shape `(N x C x D1 x D2, ..., Dk)`, its region is
    `{X[n, i, d1, ..., dk] | max(0, c - floor((size - 1) / 2)) <= i <= min(C - 1, c + ceil((size - 1) / 2))}`.

    `square_sum[n, c, d1, ..., dk] = sum(X[n, i, d1, ..., dk] ^ 2)`,
    where `max(0, c - floor((size - 1) / 2)) <= i <= min(C - 1, c + ceil((size - 1) / 2))`.

    `Y[n, c, d1, ..., dk] = X[n, c, d1, ..., dk] / (bias + alpha / size * square_sum[n, c, d1, ..., dk] ) ^ beta`

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - size (int, required): The number of channels to sum over
    - alpha (float, default 0.0001): Scaling parameter.
    - beta (float, default 0.75): The exponent.
    - bias (float, default 1.0)

    Returns:
    - Y (T): Output tensor, which has the shape and type as input tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('LRN (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def LRN(X: _LRN_T_any | float | Sequence[float], bias: float = 1.0, beta: float = 0.75, alpha: float = 0.0001, *, size: int) -> _LRN_T_any: ...
_Less_T = TypeVar("_Less_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Less_T_any = TypeVar("_Less_T_any", bound=TensorType)
@overload
def Less(A: _Less_T | float | Sequence[float], B: _Less_T | float | Sequence[float]) -> BOOL:
    """[Less - 13](https://onnx.ai/onnx/operators/onnx__Less.html#less-13) · ai.onnx · since opset 13

    Returns the tensor resulted from performing the `less` logical operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Less (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Less(A: _Less_T_any | float | Sequence[float], B: _Less_T_any | float | Sequence[float]) -> BOOL: ...
_Log_T = TypeVar("_Log_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Log_T_any = TypeVar("_Log_T_any", bound=TensorType)
@overload
def Log(input: _Log_T | float | Sequence[float]) -> _Log_T:
    """[Log - 13](https://onnx.ai/onnx/operators/onnx__Log.html#log-13) · ai.onnx · since opset 13

    Calculates the natural log of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The natural log of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Log (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Log(input: _Log_T_any | float | Sequence[float]) -> _Log_T_any: ...
_LogSoftmax_T = TypeVar("_LogSoftmax_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_LogSoftmax_T_any = TypeVar("_LogSoftmax_T_any", bound=TensorType)
@overload
def LogSoftmax(input: _LogSoftmax_T | float | Sequence[float], axis: int = -1) -> _LogSoftmax_T:
    """[LogSoftmax - 13](https://onnx.ai/onnx/operators/onnx__LogSoftmax.html#logsoftmax-13) · ai.onnx · since opset 13

    The operator computes the log of softmax values for the given input:

     LogSoftmax(input, axis) = Log(Softmax(input, axis=axis))

    The "axis" attribute indicates the dimension along which LogSoftmax
    will be performed. The output tensor has the same shape
    and contains the LogSoftmax values of the corresponding input.

    Args:
    - input (T): The input tensor of rank >= axis.
    - axis (int, default -1): Describes the dimension LogSoftmax will be performed on. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).

    Returns:
    - output (T): The output values with the same shape as the input tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('LogSoftmax (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def LogSoftmax(input: _LogSoftmax_T_any | float | Sequence[float], axis: int = -1) -> _LogSoftmax_T_any: ...
def Loop(M: INT64 | int | Sequence[int] | None = None, cond: BOOL | bool | None = None, *v_initial: Any, body: GraphBody) -> Any:
    """[Loop - 13](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-13) · ai.onnx · since opset 13

    Generic Looping construct. This loop has multiple termination conditions:

    1) Trip count. Iteration count specified at runtime. Set by
       specifying the input M. Optional. Set to empty string to omit.
       Note that a static trip count (specified at graph construction time) can be
       specified by passing in a constant node for input M.
    2) Loop termination condition. This is an input to the op that determines
       whether to run the first iteration and also a loop-carried dependency for
       the body graph. The body graph must yield a value for the condition variable,
       whether this input is provided or not.

    This table summarizes the operating modes of this operator with equivalent
    C-style code:

    Operator inputs defined as (max_trip_count, condition_var).

        input ("", ""):
            for (int i=0; ; ++i) {
              cond = ... // Note this value is ignored, but is required in the body
            }

        input ("", cond) // Note this is analogous to a while loop
            bool cond = ...;
            for (int i=0; cond; ++i) {
              cond = ...;
            }

        input ("", 1) // Note this is analogous to a do-while loop
            bool cond = true
            for (int i=0; cond; ++i) {
              cond = ...;
            }

        input (trip_count, "") // Note this is analogous to a for loop
            int trip_count = ...
            for (int i=0; i < trip_count; ++i) {
              cond = ...; // ignored
            }

        input (trip_count, cond)
            int trip_count = ...;
            bool cond = ...;
            for (int i=0; i < trip_count && cond; ++i) {
              cond = ...;
            }

    *Sample usage - cond as well as trip count*

        graph predict-net {
          %a = Constant[value = <Scalar Tensor [3]>]()
          %b = Constant[value = <Scalar Tensor [6]>]()
          %keepgoing = Constant[value = <Scalar Tensor [1]>]()
          %max_trip_count = Constant[value = <Scalar Tensor [10]>]()
          %keepgoing_out, %b_out, %user_defined_vals = Loop[body = <graph body-net>](%max_trip_count, %keepgoing, %b)
          return
        }

        graph body-net (
          %i[INT32, scalar]           // iteration number
          %keepgoing_in[BOOL, scalar] // incoming loop-termination-condition; not used
          %b_in[INT32, scalar]        // incoming value of loop-carried-dependency b
        ) {
          %my_local = Add(%a, %b_in)
          %b_out = Sub(%a, %b_in) // outgoing value of loop-carried-dependency b
          %keepgoing_out = Greater(%my_local, %b_out) // outgoing loop-termination-condition
          %user_defined_val = Add(%b_in, %b_in) // scan-output value to be accumulated
          return %keepgoing_out, %b_out, %user_defined_val
        }

    *Sample equivalent C code*

        {
          /* User-defined code (enclosing scope) */
          int a = 3, b = 6;
          bool keepgoing = true; // Analogous to input cond
          /* End user-defined code */

          /* Implicitly-defined code */
          const int max_trip_count = 10; // Analogous to input M
          int user_defined_vals[]; // Imagine this is resizable
          /* End implicitly-defined code */
          /* initialize loop-carried variables and scan-output variables */
          bool keepgoing_out = keepgoing
          int b_out = b

          for (int i=0; i < max_trip_count && keepgoing_out; ++i) {
            /* Implicitly-defined code: bind actual parameter values
               to formal parameter variables of loop-body */
            bool keepgoing_in = keepgoing_out;
            bool b_in = b_out;

            /* User-defined code (loop body) */
            int my_local = a + b_in; // Reading value "a" from the enclosing scope is fine
            b_out = a - b_in;
            keepgoing_out = my_local > b_out;
            user_defined_val = b_in + b_in; // b_in and b_out are different variables
            /* End user-defined code */

            /* Implicitly defined-code */
            user_defined_vals[i] = user_defined_val // accumulate scan-output values
          }
          // int t = my_local; // Can't do this. my_local is not accessible here.

          // The values below are bound to the output variables of the loop and therefore accessible
          // b_out; user_defined_vals; keepgoing_out;
        }

    There are several things of note in this code snippet:

    1) Values from the enclosing scope (i.e. variable "a" here) are in scope and can
       be referenced in the inputs of the loop.
    2) Any values computed in the loop body that needs to be used in a subsequent
       iteration or after the loop are modeled using a pair of variables in the loop-body,
       consisting of an input variable (eg., b_in) and an output variable (eg., b_out).
       These are referred to as loop-carried dependences. The loop operation node
       supplies the input value of the input variable for the first iteration, and
       returns the output value of the output variable produced by the final
       iteration.
    3) Scan_output variables are used to implicitly concatenate values computed across
       all the iterations. In the above example, the value of user_defined_val computed
       over all iterations are concatenated and returned as the value of user_defined_vals
       after the loop.
    4) Values created in the body cannot be accessed in the enclosing scope,
       except using the mechanism described above.

    Note that the semantics of this op support "diagonal" or "wavefront" execution.
    (See Step 3 here for an example:
    https://devblogs.nvidia.com/optimizing-recurrent-neural-networks-cudnn-5/).
    Frontends should emit multi-layer RNNs as a series of While operators (with
    time being the inner looping dimension), with each successive layer consuming
    the scan_outputs from the previous layer, possibly going through several
    point-wise operators (e.g. dropout, residual connections, linear layer).

    The input/output of subgraph (produced by loop node) matching is based on order instead of name. The implementation will figure out the names based on this order.

    Args:
    - M (optional I): A maximum trip-count for the loop specified at runtime. Optional. Pass empty string to skip.
    - cond (optional B): A boolean termination condition. Optional. Pass empty string to skip.
    - v_initial (variadic V): The initial values of any loop-carried dependencies (values that change across loop iterations)
    - body (GraphBody, required): The graph run each iteration. It has 2+N inputs: (iteration_num, condition, loop carried dependencies...). It has 1+N+K outputs: (condition, loop carried dependencies..., scan_outputs...). Each scan_output is created by concatenating the value of the specified output value at the end of each iteration of the loop. It is an error if the dimensions or data type of these scan_outputs change across loop iterations.

    Returns:
    - v_final_and_scan_outputs (variadic V): Final N loop carried dependency values then K scan_outputs. Scan outputs must be Tensors.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): All Tensor and Sequence types
    - I in (INT64): tensor of int64, which should be a scalar.
    - B in (BOOL): tensor of bool, which should be a scalar."""
_MatMul_T = TypeVar("_MatMul_T", FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64, BFLOAT16)
_MatMul_T_any = TypeVar("_MatMul_T_any", bound=TensorType)
@overload
def MatMul(A: _MatMul_T | float | Sequence[float], B: _MatMul_T | float | Sequence[float]) -> _MatMul_T:
    """[MatMul - 13](https://onnx.ai/onnx/operators/onnx__MatMul.html#matmul-13) · ai.onnx · since opset 13

    Matrix product that behaves like [numpy.matmul](https://numpy.org/doc/stable/reference/generated/numpy.matmul.html).

    Args:
    - A (T): N-dimensional matrix A
    - B (T): N-dimensional matrix B

    Returns:
    - Y (T): Matrix multiply results from A * B

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64, BFLOAT16): Constrain input and output types to float/int tensors."""
@overload
@deprecated('MatMul (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64 or BFLOAT16: these element types make an invalid model')
def MatMul(A: _MatMul_T_any | float | Sequence[float], B: _MatMul_T_any | float | Sequence[float]) -> _MatMul_T_any: ...
_Max_T = TypeVar("_Max_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Max_T_any = TypeVar("_Max_T_any", bound=TensorType)
@overload
def Max(*data_0: _Max_T | float | Sequence[float]) -> _Max_T:
    """[Max - 13](https://onnx.ai/onnx/operators/onnx__Max.html#max-13) · ai.onnx · since opset 13

    Element-wise max of each of the input tensors (with Numpy-style broadcasting support).
    All inputs and outputs must have the same data type.
    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - data_0 (variadic T): List of tensors for max.

    Returns:
    - max (T): Output tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('Max (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Max(*data_0: _Max_T_any | float | Sequence[float]) -> _Max_T_any: ...
_Mean_T = TypeVar("_Mean_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Mean_T_any = TypeVar("_Mean_T_any", bound=TensorType)
@overload
def Mean(*data_0: _Mean_T | float | Sequence[float]) -> _Mean_T:
    """[Mean - 13](https://onnx.ai/onnx/operators/onnx__Mean.html#mean-13) · ai.onnx · since opset 13

    Element-wise mean of each of the input tensors (with Numpy-style broadcasting support).
    All inputs and outputs must have the same data type.
    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - data_0 (variadic T): List of tensors for mean.

    Returns:
    - mean (T): Output tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Mean (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Mean(*data_0: _Mean_T_any | float | Sequence[float]) -> _Mean_T_any: ...
_MeanVarianceNormalization_T = TypeVar("_MeanVarianceNormalization_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_MeanVarianceNormalization_T_any = TypeVar("_MeanVarianceNormalization_T_any", bound=TensorType)
@overload
def MeanVarianceNormalization(X: _MeanVarianceNormalization_T | float | Sequence[float], axes: Sequence[int] = [0, 2, 3]) -> _MeanVarianceNormalization_T:
    """[MeanVarianceNormalization - 13](https://onnx.ai/onnx/operators/onnx__MeanVarianceNormalization.html#meanvariancenormalization-13) · ai.onnx · since opset 13

    A MeanVarianceNormalization Function: Perform mean variance normalization
    on the input tensor X using formula: `(X-EX)/sqrt(E(X-EX)^2)`

    Args:
    - X (T): Input tensor
    - axes (Sequence[int], default [0, 2, 3]): A list of integers, along which to reduce. The default is to calculate along axes [0,2,3] for calculating mean and variance along each channel. Two variables with the same C-coordinate are associated with the same mean and variance.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('MeanVarianceNormalization (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def MeanVarianceNormalization(X: _MeanVarianceNormalization_T_any | float | Sequence[float], axes: Sequence[int] = [0, 2, 3]) -> _MeanVarianceNormalization_T_any: ...
_Min_T = TypeVar("_Min_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Min_T_any = TypeVar("_Min_T_any", bound=TensorType)
@overload
def Min(*data_0: _Min_T | float | Sequence[float]) -> _Min_T:
    """[Min - 13](https://onnx.ai/onnx/operators/onnx__Min.html#min-13) · ai.onnx · since opset 13

    Element-wise min of each of the input tensors (with Numpy-style broadcasting support).
    All inputs and outputs must have the same data type.
    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - data_0 (variadic T): List of tensors for min.

    Returns:
    - min (T): Output tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('Min (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Min(*data_0: _Min_T_any | float | Sequence[float]) -> _Min_T_any: ...
_Mod_T = TypeVar("_Mod_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Mod_T_any = TypeVar("_Mod_T_any", bound=TensorType)
@overload
def Mod(A: _Mod_T | float | Sequence[float], B: _Mod_T | float | Sequence[float], fmod: int = 0) -> _Mod_T:
    """[Mod - 13](https://onnx.ai/onnx/operators/onnx__Mod.html#mod-13) · ai.onnx · since opset 13

    Performs an element-wise binary modulo operation.
    The semantics and supported data types depend on the value of the `fmod` attribute which must be `0` (default), or `1`.

    If the `fmod` attribute is set to `0`, `T` is constrained to integer data types and the semantics follow that of the Python `%`-operator.
    The sign of the result is that of the divisor.

    If `fmod` is set to `1`, the behavior of this operator follows that of the `fmod` function in C and `T` is constrained to floating point data types.
    The result of this operator is the remainder of the division operation `x / y` where `x` and `y` are respective elements of `A` and `B`. The result is exactly the value `x - n * y`, where `n` is `x / y` with its fractional part truncated.
    The returned value has the same sign as `x` (except if `x` is `-0`) and is less or equal to `|y|` in magnitude.
    The following special cases apply when `fmod` is set to `1`:
    - If `x` is `-0` and `y` is greater than zero, either `+0` or `-0` may be returned.
    - If `x` is `±∞` and `y` is not `NaN`, `NaN` is returned.
    - If `y` is `±0` and `x` is not `NaN`, `NaN` should be returned.
    - If `y` is `±∞` and `x` is finite, `x` is returned.
    - If either argument is `NaN`, `NaN` is returned.

    This operator supports multidirectional (i.e., NumPy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): Dividend tensor
    - B (T): Divisor tensor
    - fmod (int, default 0): Whether the operator should behave like fmod (default=0 meaning it will do integer mods); Set this to 1 to force fmod treatment

    Returns:
    - C (T): Remainder tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Mod (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Mod(A: _Mod_T_any | float | Sequence[float], B: _Mod_T_any | float | Sequence[float], fmod: int = 0) -> _Mod_T_any: ...
_Mul_T = TypeVar("_Mul_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Mul_T_any = TypeVar("_Mul_T_any", bound=TensorType)
@overload
def Mul(A: _Mul_T | float | Sequence[float], B: _Mul_T | float | Sequence[float]) -> _Mul_T:
    """[Mul - 13](https://onnx.ai/onnx/operators/onnx__Mul.html#mul-13) · ai.onnx · since opset 13

    Performs element-wise binary multiplication (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Mul (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Mul(A: _Mul_T_any | float | Sequence[float], B: _Mul_T_any | float | Sequence[float]) -> _Mul_T_any: ...
_Neg_T = TypeVar("_Neg_T", FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE, BFLOAT16)
_Neg_T_any = TypeVar("_Neg_T_any", bound=TensorType)
@overload
def Neg(X: _Neg_T | float | Sequence[float]) -> _Neg_T:
    """[Neg - 13](https://onnx.ai/onnx/operators/onnx__Neg.html#neg-13) · ai.onnx · since opset 13

    Neg takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where each element flipped sign, y = -x, is applied to
    the tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE, BFLOAT16): Constrain input and output types to signed numeric tensors."""
@overload
@deprecated('Neg (version 13) takes T as one of FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE or BFLOAT16: these element types make an invalid model')
def Neg(X: _Neg_T_any | float | Sequence[float]) -> _Neg_T_any: ...
_NegativeLogLikelihoodLoss_T = TypeVar("_NegativeLogLikelihoodLoss_T", FLOAT16, FLOAT, DOUBLE)
_NegativeLogLikelihoodLoss_T_any = TypeVar("_NegativeLogLikelihoodLoss_T_any", bound=TensorType)
@overload
def NegativeLogLikelihoodLoss(input: _NegativeLogLikelihoodLoss_T | float | Sequence[float], target: INT32 | INT64 | int | Sequence[int], weight: _NegativeLogLikelihoodLoss_T | float | Sequence[float] | None = None, ignore_index: int | None = None, reduction: str = 'mean') -> _NegativeLogLikelihoodLoss_T:
    """[NegativeLogLikelihoodLoss - 13](https://onnx.ai/onnx/operators/onnx__NegativeLogLikelihoodLoss.html#negativeloglikelihoodloss-13) · ai.onnx · since opset 13

    Described at [NegativeLogLikelihoodLoss - 22](https://onnx.ai/onnx/operators/onnx__NegativeLogLikelihoodLoss.html#negativeloglikelihoodloss-22), whose documentation is the same.

    Args:
    - input (T): Input tensor of shape (N, C) or (N, C, d1, d2, ..., dk).
    - target (Tind): Target tensor of shape (N) or (N, d1, d2, ..., dk). Target element value shall be in range of [0, C). If ignore_index is specified, it may have a value outside [0, C) and the target values should either be in the range [0, C) or have the value ignore_index.
    - weight (optional T): Optional rescaling weight tensor. If given, it has to be a tensor of size C. Otherwise, it is treated as if having all ones.
    - ignore_index (int, optional): Specifies a target value that is ignored and does not contribute to the input gradient. It's an optional value.
    - reduction (str, default 'mean'): Type of reduction to apply to loss: none, sum, mean (default). 'none': the output is the loss for each sample. 'sum': the output will be summed. 'mean': the sum of the output will be divided by the sum of applied weights.

    Returns:
    - loss (T): The negative log likelihood loss

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input, weight, and output types to floating-point tensors.
    - Tind in (INT32, INT64): Constrain target to integer types"""
@overload
@deprecated('NegativeLogLikelihoodLoss (version 13) takes T as one of FLOAT16, FLOAT or DOUBLE; Tind as one of INT32 or INT64: these element types make an invalid model')
def NegativeLogLikelihoodLoss(input: _NegativeLogLikelihoodLoss_T_any | float | Sequence[float], target: TensorType | int | Sequence[int], weight: _NegativeLogLikelihoodLoss_T_any | float | Sequence[float] | None = None, ignore_index: int | None = None, reduction: str = 'mean') -> _NegativeLogLikelihoodLoss_T_any: ...
@overload
def NonZero(X: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float]) -> INT64:
    """[NonZero - 13](https://onnx.ai/onnx/operators/onnx__NonZero.html#nonzero-13) · ai.onnx · since opset 13

    Returns the indices of the elements that are non-zero
    (in row-major order - by dimension).
    NonZero behaves similar to numpy.nonzero:
    https://docs.scipy.org/doc/numpy/reference/generated/numpy.nonzero.html,
    but for scalar input, NonZero produces output shape (0, N) instead of (1, N), which is different from Numpy's behavior.

    Args:
    - X (T): input

    Returns:
    - Y (INT64): output

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to all tensor types."""
@overload
@deprecated('NonZero (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def NonZero(X: TensorType | float | str | Sequence[float]) -> INT64: ...
_Pad_T = TypeVar("_Pad_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Pad_T_any = TypeVar("_Pad_T_any", bound=TensorType)
@overload
def Pad(data: _Pad_T | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T | float | Sequence[float] | None = None, mode: str = 'constant') -> _Pad_T:
    """[Pad - 13](https://onnx.ai/onnx/operators/onnx__Pad.html#pad-13) · ai.onnx · since opset 13

    Given a tensor containing the data to be padded (`data`), a tensor containing the number of start and end pad values for axis (`pads`), (optionally) a `mode`, and (optionally) `constant_value`,
    a padded tensor (`output`) is generated.

    The three supported `modes` are (similar to corresponding modes supported by `numpy.pad`):

    1) `constant`(default) - pads with a given constant value as specified by `constant_value` (which defaults to 0, empty string, or False)

    2) `reflect` - pads with the reflection of the vector mirrored on the first and last values of the vector along each axis

    3) `edge` - pads with the edge values of array

    Example 1 (`constant` mode):
      Insert 0 pads to the beginning of the second dimension.

      data =
      [
          [1.0, 1.2],
          [2.3, 3.4],
          [4.5, 5.7],
      ]

      pads = [0, 2, 0, 0]

      mode = 'constant'

      constant_value = 0.0

      output =
      [
          [0.0, 0.0, 1.0, 1.2],
          [0.0, 0.0, 2.3, 3.4],
          [0.0, 0.0, 4.5, 5.7],
      ]

    Example 2 (`reflect` mode):
      data =
      [
          [1.0, 1.2],
          [2.3, 3.4],
          [4.5, 5.7],
      ]

      pads = [0, 2, 0, 0]

      mode = 'reflect'

      output =
      [
          [1.0, 1.2, 1.0, 1.2],
          [2.3, 3.4, 2.3, 3.4],
          [4.5, 5.7, 4.5, 5.7],
      ]

    Example 3 (`edge` mode):
      data =
      [
          [1.0, 1.2],
          [2.3, 3.4],
          [4.5, 5.7],
      ]

      pads = [0, 2, 0, 0]

      mode = 'edge'

      output =
      [
          [1.0, 1.0, 1.0, 1.2],
          [2.3, 2.3, 2.3, 3.4],
          [4.5, 4.5, 4.5, 5.7],
      ]

    Args:
    - data (T): Input tensor.
    - pads (INT64): Tensor of integers indicating the number of padding elements to add or remove (if negative) at the beginning and end of each axis. For 2D input tensor, it is the number of pixels. `pads` should be a 1D tensor of shape [2 * input_rank]. `pads` format should be: [x1_begin, x2_begin,...,x1_end, x2_end,...], where xi_begin is the number of pad values added at the beginning of axis `i` and xi_end, the number of pad values added at the end of axis `i`.
    - constant_value (optional T): (Optional) A scalar value to be used if the mode chosen is `constant` (by default it is 0, empty string or False).
    - mode (str, default 'constant'): Supported modes: `constant`(default), `reflect`, `edge`

    Returns:
    - output (T): Tensor after padding.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Pad (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Pad(data: _Pad_T_any | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T_any | float | Sequence[float] | None = None, mode: str = 'constant') -> _Pad_T_any: ...
_Pow_T = TypeVar("_Pow_T", INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Pow_T_any = TypeVar("_Pow_T_any", bound=TensorType)
@overload
def Pow(X: _Pow_T | float | Sequence[float], Y: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float]) -> _Pow_T:
    """[Pow - 13](https://onnx.ai/onnx/operators/onnx__Pow.html#pow-13) · ai.onnx · since opset 13

    Described at [Pow - 15](https://onnx.ai/onnx/operators/onnx__Pow.html#pow-15), whose documentation is the same.

    Args:
    - X (T): First operand, base of the exponent.
    - Y (T1): Second operand, power of the exponent.

    Returns:
    - Z (T): Output tensor

    Type constraints:
    - T in (INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input X and output types to float/int tensors.
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input Y types to float/int tensors."""
@overload
@deprecated('Pow (version 13) takes T as one of INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16; T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Pow(X: _Pow_T_any | float | Sequence[float], Y: TensorType | float | Sequence[float]) -> _Pow_T_any: ...
_QuantizeLinear_T2 = TypeVar("_QuantizeLinear_T2", INT8, UINT8)
_QuantizeLinear_T2_any = TypeVar("_QuantizeLinear_T2_any", bound=TensorType)
@overload
def QuantizeLinear(x: FLOAT | INT32 | float | Sequence[float], y_scale: FLOAT | float | Sequence[float], y_zero_point: _QuantizeLinear_T2 | None = None, axis: int = 1) -> _QuantizeLinear_T2:
    """[QuantizeLinear - 13](https://onnx.ai/onnx/operators/onnx__QuantizeLinear.html#quantizelinear-13) · ai.onnx · since opset 13

    The linear quantization operator. It consumes a high precision tensor, a scale, and a zero point to compute the low precision / quantized tensor.
    The scale factor and zero point must have same shape, and can be either a scalar for per-tensor / per layer quantization, or a 1-D tensor for per-axis quantization.
    The quantization formula is y = saturate ((x / y_scale) + y_zero_point).
    For saturation, it saturates to [0, 255] if it's uint8, or [-128, 127] if it's int8.
    For (x / y_scale), it's rounding to the nearest even. Refer to https://en.wikipedia.org/wiki/Rounding for details. 'y_zero_point' and 'y' must have same type.

    Args:
    - x (T1): N-D full precision Input tensor to be quantized.
    - y_scale (FLOAT): Scale for doing quantization to get 'y'. It can be a scalar, which means per-tensor/layer quantization, or a 1-D Tensor for per-axis quantization.
    - y_zero_point (optional T2): Zero point for doing quantization to get 'y'. Shape must match y_scale. Default is uint8 with zero point of 0 if it's not specified.
    - axis (int, default 1): (Optional) The axis of the quantization dimension of the input tensor. Ignored for per-tensor quantization. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).

    Returns:
    - y (T2): N-D quantized output tensor. It has same shape as input 'x'.

    Type constraints:
    - T1 in (FLOAT, INT32): Constrain 'x' to float or int32 tensor.
    - T2 in (INT8, UINT8): Constrain 'y_zero_point' and 'y' to 8-bit integer tensor."""
@overload
@deprecated('QuantizeLinear (version 13) takes T1 as one of FLOAT or INT32; T2 as one of INT8 or UINT8: these element types make an invalid model')
def QuantizeLinear(x: TensorType | float | Sequence[float], y_scale: FLOAT | float | Sequence[float], y_zero_point: _QuantizeLinear_T2_any | None = None, axis: int = 1) -> _QuantizeLinear_T2_any: ...
_Reciprocal_T = TypeVar("_Reciprocal_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Reciprocal_T_any = TypeVar("_Reciprocal_T_any", bound=TensorType)
@overload
def Reciprocal(X: _Reciprocal_T | float | Sequence[float]) -> _Reciprocal_T:
    """[Reciprocal - 13](https://onnx.ai/onnx/operators/onnx__Reciprocal.html#reciprocal-13) · ai.onnx · since opset 13

    Reciprocal takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the reciprocal is, y = 1/x, is applied to
    the tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Reciprocal (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Reciprocal(X: _Reciprocal_T_any | float | Sequence[float]) -> _Reciprocal_T_any: ...
_ReduceL1_T = TypeVar("_ReduceL1_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceL1_T_any = TypeVar("_ReduceL1_T_any", bound=TensorType)
@overload
def ReduceL1(data: _ReduceL1_T | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceL1_T:
    """[ReduceL1 - 13](https://onnx.ai/onnx/operators/onnx__ReduceL1.html#reducel1-13) · ai.onnx · since opset 13

    Described at [ReduceL1 - 18](https://onnx.ai/onnx/operators/onnx__ReduceL1.html#reducel1-18), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceL1 (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceL1(data: _ReduceL1_T_any | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceL1_T_any: ...
_ReduceL2_T = TypeVar("_ReduceL2_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceL2_T_any = TypeVar("_ReduceL2_T_any", bound=TensorType)
@overload
def ReduceL2(data: _ReduceL2_T | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceL2_T:
    """[ReduceL2 - 13](https://onnx.ai/onnx/operators/onnx__ReduceL2.html#reducel2-13) · ai.onnx · since opset 13

    Described at [ReduceL2 - 18](https://onnx.ai/onnx/operators/onnx__ReduceL2.html#reducel2-18), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceL2 (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceL2(data: _ReduceL2_T_any | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceL2_T_any: ...
_ReduceLogSum_T = TypeVar("_ReduceLogSum_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceLogSum_T_any = TypeVar("_ReduceLogSum_T_any", bound=TensorType)
@overload
def ReduceLogSum(data: _ReduceLogSum_T | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceLogSum_T:
    """[ReduceLogSum - 13](https://onnx.ai/onnx/operators/onnx__ReduceLogSum.html#reducelogsum-13) · ai.onnx · since opset 13

    Described at [ReduceLogSum - 28](https://onnx.ai/onnx/operators/onnx__ReduceLogSum.html#reducelogsum-28), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceLogSum (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceLogSum(data: _ReduceLogSum_T_any | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceLogSum_T_any: ...
_ReduceLogSumExp_T = TypeVar("_ReduceLogSumExp_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceLogSumExp_T_any = TypeVar("_ReduceLogSumExp_T_any", bound=TensorType)
@overload
def ReduceLogSumExp(data: _ReduceLogSumExp_T | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceLogSumExp_T:
    """[ReduceLogSumExp - 13](https://onnx.ai/onnx/operators/onnx__ReduceLogSumExp.html#reducelogsumexp-13) · ai.onnx · since opset 13

    Described at [ReduceLogSumExp - 28](https://onnx.ai/onnx/operators/onnx__ReduceLogSumExp.html#reducelogsumexp-28), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceLogSumExp (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceLogSumExp(data: _ReduceLogSumExp_T_any | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceLogSumExp_T_any: ...
_ReduceMax_T = TypeVar("_ReduceMax_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8)
_ReduceMax_T_any = TypeVar("_ReduceMax_T_any", bound=TensorType)
@overload
def ReduceMax(data: _ReduceMax_T | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceMax_T:
    """[ReduceMax - 13](https://onnx.ai/onnx/operators/onnx__ReduceMax.html#reducemax-13) · ai.onnx · since opset 13

    Described at [ReduceMax - 18](https://onnx.ai/onnx/operators/onnx__ReduceMax.html#reducemax-18), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceMax (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8 or INT8: these element types make an invalid model')
def ReduceMax(data: _ReduceMax_T_any | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceMax_T_any: ...
_ReduceMean_T = TypeVar("_ReduceMean_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceMean_T_any = TypeVar("_ReduceMean_T_any", bound=TensorType)
@overload
def ReduceMean(data: _ReduceMean_T | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceMean_T:
    """[ReduceMean - 13](https://onnx.ai/onnx/operators/onnx__ReduceMean.html#reducemean-13) · ai.onnx · since opset 13

    Described at [ReduceMean - 18](https://onnx.ai/onnx/operators/onnx__ReduceMean.html#reducemean-18), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceMean (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceMean(data: _ReduceMean_T_any | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceMean_T_any: ...
_ReduceMin_T = TypeVar("_ReduceMin_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8)
_ReduceMin_T_any = TypeVar("_ReduceMin_T_any", bound=TensorType)
@overload
def ReduceMin(data: _ReduceMin_T | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceMin_T:
    """[ReduceMin - 13](https://onnx.ai/onnx/operators/onnx__ReduceMin.html#reducemin-13) · ai.onnx · since opset 13

    Described at [ReduceMin - 18](https://onnx.ai/onnx/operators/onnx__ReduceMin.html#reducemin-18), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceMin (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8 or INT8: these element types make an invalid model')
def ReduceMin(data: _ReduceMin_T_any | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceMin_T_any: ...
_ReduceProd_T = TypeVar("_ReduceProd_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceProd_T_any = TypeVar("_ReduceProd_T_any", bound=TensorType)
@overload
def ReduceProd(data: _ReduceProd_T | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceProd_T:
    """[ReduceProd - 13](https://onnx.ai/onnx/operators/onnx__ReduceProd.html#reduceprod-13) · ai.onnx · since opset 13

    Described at [ReduceProd - 18](https://onnx.ai/onnx/operators/onnx__ReduceProd.html#reduceprod-18), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceProd (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceProd(data: _ReduceProd_T_any | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceProd_T_any: ...
_ReduceSum_T = TypeVar("_ReduceSum_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceSum_T_any = TypeVar("_ReduceSum_T_any", bound=TensorType)
@overload
def ReduceSum(data: _ReduceSum_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceSum_T:
    """[ReduceSum - 13](https://onnx.ai/onnx/operators/onnx__ReduceSum.html#reducesum-13) · ai.onnx · since opset 13

    Computes the sum of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 0.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (optional INT64): Optional input list of integers, along which to reduce. The default is to reduce over empty axes. When axes is empty (either not provided or explicitly empty), behavior depends on 'noop_with_empty_axes': reduction over all axes if 'noop_with_empty_axes' is false, and reduction over the empty set of axes when 'noop_with_empty_axes' is true. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - noop_with_empty_axes (int, default 0): Defines behavior when axes is not provided or is empty. If false (default), reduction happens over all axes (similar to the case when `axis=None` in numpy). If true, reduction happens over an empty set of axes (similar to the case when `axis=()` in numpy). Note that reduction over an empty set of axes means that the reduction step behaves like a no-op (identity function), but composite-reduction operators will still perform the non-reduction steps as needed. Thus, ReduceLogSum returns the Log of input tensor, and ReduceSumSquare returns the Square of the input tensor, in this case.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceSum (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceSum(data: _ReduceSum_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceSum_T_any: ...
_ReduceSumSquare_T = TypeVar("_ReduceSumSquare_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceSumSquare_T_any = TypeVar("_ReduceSumSquare_T_any", bound=TensorType)
@overload
def ReduceSumSquare(data: _ReduceSumSquare_T | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceSumSquare_T:
    """[ReduceSumSquare - 13](https://onnx.ai/onnx/operators/onnx__ReduceSumSquare.html#reducesumsquare-13) · ai.onnx · since opset 13

    Described at [ReduceSumSquare - 18](https://onnx.ai/onnx/operators/onnx__ReduceSumSquare.html#reducesumsquare-18), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceSumSquare (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceSumSquare(data: _ReduceSumSquare_T_any | float | Sequence[float], axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceSumSquare_T_any: ...
_Relu_T = TypeVar("_Relu_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Relu_T_any = TypeVar("_Relu_T_any", bound=TensorType)
@overload
def Relu(X: _Relu_T | float | Sequence[float]) -> _Relu_T:
    """[Relu - 13](https://onnx.ai/onnx/operators/onnx__Relu.html#relu-13) · ai.onnx · since opset 13

    Described at [Relu - 14](https://onnx.ai/onnx/operators/onnx__Relu.html#relu-14), whose documentation is the same.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Relu (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Relu(X: _Relu_T_any | float | Sequence[float]) -> _Relu_T_any: ...
_Reshape_T = TypeVar("_Reshape_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Reshape_T_any = TypeVar("_Reshape_T_any", bound=TensorType)
@overload
def Reshape(data: _Reshape_T | float | str | Sequence[float], shape: INT64 | int | Sequence[int]) -> _Reshape_T:
    """[Reshape - 13](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-13) · ai.onnx · since opset 13

    Reshape the input tensor similar to numpy.reshape.
    First input is the data tensor, second input is a shape tensor which specifies the output shape. It outputs the reshaped tensor.
    At most one dimension of the new shape can be -1. In this case, the value is
    inferred from the size of the tensor and the remaining dimensions. A dimension
    could also be 0, in which case the actual dimension value is unchanged (i.e. taken
    from the input tensor). Shape (second input) could be an empty shape, which means converting to a scalar.
    The input tensor's shape and the output tensor's shape are required to have the same number of elements.

    Args:
    - data (T): An input tensor.
    - shape (INT64): Specified shape for output.

    Returns:
    - reshaped (T): Reshaped data.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Reshape (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Reshape(data: _Reshape_T_any | float | str | Sequence[float], shape: INT64 | int | Sequence[int]) -> _Reshape_T_any: ...
_Resize_T1 = TypeVar("_Resize_T1", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Resize_T1_any = TypeVar("_Resize_T1_any", bound=TensorType)
@overload
def Resize(X: _Resize_T1 | float | str | Sequence[float], roi: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float] | None = None, scales: FLOAT | float | Sequence[float] | None = None, sizes: INT64 | int | Sequence[int] | None = None, extrapolation_value: float = 0.0, exclude_outside: int = 0, nearest_mode: str = 'round_prefer_floor', coordinate_transformation_mode: str = 'half_pixel', cubic_coeff_a: float = -0.75, mode: str = 'nearest') -> _Resize_T1:
    """[Resize - 13](https://onnx.ai/onnx/operators/onnx__Resize.html#resize-13) · ai.onnx · since opset 13

    Resize the input tensor. In general, it calculates every value in the output tensor as a weighted average of neighborhood (a.k.a. sampling locations) in the input tensor.
    Each dimension value of the output tensor is:
      output_dimension = floor(input_dimension * (roi_end - roi_start) * scale) if input \\"sizes\\" is not specified.

    Args:
    - X (T1): N-D tensor
    - roi (optional T2): 1-D tensor given as [start1, ..., startN, end1, ..., endN], where N is the rank of X. The RoIs' coordinates are normalized in the coordinate system of the input image. It only takes effect when coordinate_transformation_mode is "tf_crop_and_resize"
    - scales (optional FLOAT): The scale array along each dimension. It takes value greater than 0. If it's less than 1, it's sampling down, otherwise, it's upsampling. The number of elements of 'scales' should be the same as the rank of input 'X'. One of 'scales' and 'sizes' MUST be specified and it is an error if both are specified. If 'sizes' is needed, the user can use an empty string as the name of 'scales' in this operator's input list.
    - sizes (optional INT64): The size of the output tensor. The number of elements of 'sizes' should be the same as the rank of input 'X'. Only one of 'scales' and 'sizes' can be specified.
    - coordinate_transformation_mode (str, default 'half_pixel'): This attribute describes how to transform the coordinate in the resized tensor to the coordinate in the original tensor. 

    The coordinate of each dimension is transformed individually. Let's describe a case using axis x as an example. Denote x_resized as the coordinate of axis x in the resized tensor, x_original as the coordinate of axis x in the original tensor, length_original as the length of the original tensor in axis x, length_resized as the length of the resized tensor in axis x, roi_x = (start_x, end_x) of the axis x in input "roi", scale = length_resized / length_original, 

    if coordinate_transformation_mode is "half_pixel", 

    x_original = (x_resized + 0.5) / scale - 0.5, 

    if coordinate_transformation_mode is "pytorch_half_pixel", 

    x_original = length_resized > 1 ? (x_resized + 0.5) / scale - 0.5 : 0, 

    if coordinate_transformation_mode is "align_corners", 

    x_original = x_resized * (length_original - 1) / (length_resized - 1), 

    if coordinate_transformation_mode is "asymmetric", 

    x_original = x_resized / scale, 

    if coordinate_transformation_mode is "tf_crop_and_resize", 

    x_original = length_resized > 1 ? start_x * (length_original - 1) + x_resized * (end_x - start_x) * (length_original - 1) / (length_resized - 1) : 0.5 * (start_x + end_x) * (length_original - 1).
    - cubic_coeff_a (float, default -0.75): The coefficient 'a' used in cubic interpolation. Two common choice are -0.5 (in some cases of TensorFlow) and -0.75 (in PyTorch). Check out Equation (4) in https://ieeexplore.ieee.org/document/1163711 for the details. This attribute is valid only if "mode" is "cubic".
    - exclude_outside (int, default 0): If set to 1, the weight of sampling locations outside the tensor will be set to 0 and the weight will be renormalized so that their sum is 1.0. The default value is 0.
    - extrapolation_value (float, default 0.0): When coordinate_transformation_mode is "tf_crop_and_resize" and x_original is outside the range [0, length_original - 1], this value is used as the corresponding output value. Default is 0.0f.
    - mode (str, default 'nearest'): Three interpolation modes: nearest (default), linear and cubic. The "linear" mode includes linear interpolation for 1D tensor and N-linear interpolation for N-D tensor (for example, bilinear interpolation for 2D tensor). The "cubic" mode includes cubic interpolation for 1D tensor and N-cubic interpolation for N-D tensor (for example, bicubic interpolation for 2D tensor).
    - nearest_mode (str, default 'round_prefer_floor'): Four modes: round_prefer_floor (default, as known as round half down), round_prefer_ceil (as known as round half up), floor, ceil. Only used by nearest interpolation. It indicates how to get "nearest" pixel in input tensor from x_original, so this attribute is valid only if "mode" is "nearest".

    Returns:
    - Y (T1): N-D tensor after resizing

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input 'X' and output 'Y' to all tensor types.
    - T2 in (FLOAT16, FLOAT, DOUBLE): Constrain roi type to float or double."""
@overload
@deprecated('Resize (version 13) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; T2 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Resize(X: _Resize_T1_any | float | str | Sequence[float], roi: TensorType | float | Sequence[float] | None = None, scales: FLOAT | float | Sequence[float] | None = None, sizes: INT64 | int | Sequence[int] | None = None, extrapolation_value: float = 0.0, exclude_outside: int = 0, nearest_mode: str = 'round_prefer_floor', coordinate_transformation_mode: str = 'half_pixel', cubic_coeff_a: float = -0.75, mode: str = 'nearest') -> _Resize_T1_any: ...
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
_ScatterElements_T = TypeVar("_ScatterElements_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_ScatterElements_T_any = TypeVar("_ScatterElements_T_any", bound=TensorType)
@overload
def ScatterElements(data: _ScatterElements_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _ScatterElements_T | float | Sequence[float], axis: int = 0) -> _ScatterElements_T:
    """[ScatterElements - 13](https://onnx.ai/onnx/operators/onnx__ScatterElements.html#scatterelements-13) · ai.onnx · since opset 13

    ScatterElements takes three inputs `data`, `updates`, and `indices` of the same
    rank r >= 1 and an optional attribute axis that identifies an axis of `data`
    (by default, the outer-most axis, that is axis 0). The output of the operation
    is produced by creating a copy of the input `data`, and then updating its value
    to values specified by `updates` at specific index positions specified by
    `indices`. Its output shape is the same as the shape of `data`.

    For each entry in `updates`, the target index in `data` is obtained by combining
    the corresponding entry in `indices` with the index of the entry itself: the
    index-value for dimension = axis is obtained from the value of the corresponding
    entry in `indices` and the index-value for dimension != axis is obtained from the
    index of the entry itself.

    For instance, in a 2-D tensor case, the update corresponding to the [i][j] entry
    is performed as below:
    ```
      output[indices[i][j]][j] = updates[i][j] if axis = 0,
      output[i][indices[i][j]] = updates[i][j] if axis = 1,
    ```

    This operator is the inverse of GatherElements. It is similar to Torch's Scatter operation.

    Example 1:
    ```
      data = [
          [0.0, 0.0, 0.0],
          [0.0, 0.0, 0.0],
          [0.0, 0.0, 0.0],
      ]
      indices = [
          [1, 0, 2],
          [0, 2, 1],
      ]
      updates = [
          [1.0, 1.1, 1.2],
          [2.0, 2.1, 2.2],
      ]
      output = [
          [2.0, 1.1, 0.0]
          [1.0, 0.0, 2.2]
          [0.0, 2.1, 1.2]
      ]
    ```
    Example 2:
    ```
      data = [[1.0, 2.0, 3.0, 4.0, 5.0]]
      indices = [[1, 3]]
      updates = [[1.1, 2.1]]
      axis = 1
      output = [[1.0, 1.1, 3.0, 2.1, 5.0]]
    ```

    Args:
    - data (T): Tensor of rank r >= 1.
    - indices (Tind): Tensor of int32/int64 indices, of r >= 1 (same rank as input). All index values are expected to be within bounds [-s, s-1] along axis of size s. It is an error if any of the index values are out of bounds.
    - updates (T): Tensor of rank r >=1 (same rank and shape as indices)
    - axis (int, default 0): Which axis to scatter on. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).

    Returns:
    - output (T): Tensor of rank r >= 1 (same rank as input).

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input and output types can be of any tensor type.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('ScatterElements (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def ScatterElements(data: _ScatterElements_T_any | float | Sequence[float], indices: TensorType | int | Sequence[int], updates: _ScatterElements_T_any | float | Sequence[float], axis: int = 0) -> _ScatterElements_T_any: ...
_ScatterND_T = TypeVar("_ScatterND_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_ScatterND_T_any = TypeVar("_ScatterND_T_any", bound=TensorType)
@overload
def ScatterND(data: _ScatterND_T | float | Sequence[float], indices: INT64 | int | Sequence[int], updates: _ScatterND_T | float | Sequence[float]) -> _ScatterND_T:
    """[ScatterND - 13](https://onnx.ai/onnx/operators/onnx__ScatterND.html#scatternd-13) · ai.onnx · since opset 13

    ScatterND takes three inputs `data` tensor of rank r >= 1, `indices` tensor of rank q >= 1,
    and `updates` tensor of rank q + r - indices.shape[-1] - 1. The output of the operation
    is produced by creating a copy of the input `data`, and then updating its value to values
    specified by `updates` at specific index positions specified by `indices`. Its output shape
    is the same as the shape of `data`. Note that `indices` should not have duplicate entries.
    That is, two or more `updates` for the same index-location is not supported.

    `indices` is an integer tensor. Let k denote indices.shape[-1], the last dimension in the shape of `indices`.
     `indices` is treated as a (q-1)-dimensional tensor of k-tuples, where each k-tuple is a partial-index into `data`.
    Hence, k can be a value at most the rank of `data`. When k equals rank(data), each update entry specifies an
    update to a single element of the tensor. When k is less than rank(data) each update entry specifies an
    update to a slice of the tensor. Index values are allowed to be negative, as per the usual
    convention for counting backwards from the end, but are expected in the valid range.

    `updates` is treated as a (q-1)-dimensional tensor of replacement-slice-values. Thus, the
    first (q-1) dimensions of updates.shape must match the first (q-1) dimensions of indices.shape.
    The remaining dimensions of `updates` correspond to the dimensions of the
    replacement-slice-values. Each replacement-slice-value is a (r-k) dimensional tensor,
    corresponding to the trailing (r-k) dimensions of `data`.  Thus, the shape of `updates`
    must equal indices.shape[0:q-1] ++ data.shape[k:r], where ++ denotes the concatenation
    of shapes.

    The `output` is calculated via the following equation:

        output = np.copy(data)
        update_indices = indices.shape[:-1]
        for idx in np.ndindex(update_indices):
            output[tuple(indices[idx])] = updates[idx]

    The order of iteration in the above loop is not specified.
    In particular, indices should not have duplicate entries: that is, if idx1 != idx2, then indices[idx1] != indices[idx2].
    This ensures that the output value does not depend on the iteration order.

    This operator is the inverse of GatherND.

    Example 1:
    ```
      data    = [1, 2, 3, 4, 5, 6, 7, 8]
      indices = [[4], [3], [1], [7]]
      updates = [9, 10, 11, 12]
      output  = [1, 11, 3, 10, 9, 6, 7, 12]
    ```

    Example 2:
    ```
      data    = [[[1, 2, 3, 4], [5, 6, 7, 8], [8, 7, 6, 5], [4, 3, 2, 1]],
                 [[1, 2, 3, 4], [5, 6, 7, 8], [8, 7, 6, 5], [4, 3, 2, 1]],
                 [[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]],
                 [[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]]]
      indices = [[0], [2]]
      updates = [[[5, 5, 5, 5], [6, 6, 6, 6], [7, 7, 7, 7], [8, 8, 8, 8]],
                 [[1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3], [4, 4, 4, 4]]]
      output  = [[[5, 5, 5, 5], [6, 6, 6, 6], [7, 7, 7, 7], [8, 8, 8, 8]],
                 [[1, 2, 3, 4], [5, 6, 7, 8], [8, 7, 6, 5], [4, 3, 2, 1]],
                 [[1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3], [4, 4, 4, 4]],
                 [[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]]]
    ```

    Args:
    - data (T): Tensor of rank r >= 1.
    - indices (INT64): Tensor of rank q >= 1.
    - updates (T): Tensor of rank q + r - indices_shape[-1] - 1.

    Returns:
    - output (T): Tensor of rank r >= 1.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type."""
@overload
@deprecated('ScatterND (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def ScatterND(data: _ScatterND_T_any | float | Sequence[float], indices: INT64 | int | Sequence[int], updates: _ScatterND_T_any | float | Sequence[float]) -> _ScatterND_T_any: ...
@overload
def Shape(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float]) -> INT64:
    """[Shape - 13](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-13) · ai.onnx · since opset 13

    Takes a tensor as input and outputs an 1D int64 tensor containing the shape of the input tensor.

    Args:
    - data (T): An input tensor.

    Returns:
    - shape (T1): Shape of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor."""
@overload
@deprecated('Shape (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Shape(data: TensorType | float | str | Sequence[float]) -> INT64: ...
_Sigmoid_T = TypeVar("_Sigmoid_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Sigmoid_T_any = TypeVar("_Sigmoid_T_any", bound=TensorType)
@overload
def Sigmoid(X: _Sigmoid_T | float | Sequence[float]) -> _Sigmoid_T:
    """[Sigmoid - 13](https://onnx.ai/onnx/operators/onnx__Sigmoid.html#sigmoid-13) · ai.onnx · since opset 13

    Sigmoid takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the sigmoid function, y = 1 / (1 + exp(-x)), is applied to the
    tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Sigmoid (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Sigmoid(X: _Sigmoid_T_any | float | Sequence[float]) -> _Sigmoid_T_any: ...
_Sign_T = TypeVar("_Sign_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Sign_T_any = TypeVar("_Sign_T_any", bound=TensorType)
@overload
def Sign(input: _Sign_T | float | Sequence[float]) -> _Sign_T:
    """[Sign - 13](https://onnx.ai/onnx/operators/onnx__Sign.html#sign-13) · ai.onnx · since opset 13

    Calculate the sign of the given input tensor element-wise.
    If input > 0, output 1. if input < 0, output -1. if input == 0, output 0.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The sign of the input tensor computed element-wise. It has the same shape and type of the input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('Sign (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Sign(input: _Sign_T_any | float | Sequence[float]) -> _Sign_T_any: ...
@overload
def Size(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float]) -> INT64:
    """[Size - 13](https://onnx.ai/onnx/operators/onnx__Size.html#size-13) · ai.onnx · since opset 13

    Described at [Size - 25](https://onnx.ai/onnx/operators/onnx__Size.html#size-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.

    Returns:
    - size (T1): Total number of elements of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor, which should be a scalar though."""
@overload
@deprecated('Size (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Size(data: TensorType | float | str | Sequence[float]) -> INT64: ...
_Slice_T = TypeVar("_Slice_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Slice_Tind = TypeVar("_Slice_Tind", INT32, INT64)
_Slice_T_any = TypeVar("_Slice_T_any", bound=TensorType)
_Slice_Tind_any = TypeVar("_Slice_Tind_any", bound=TensorType)
@overload
def Slice(data: _Slice_T | float | str | Sequence[float], starts: _Slice_Tind | int | Sequence[int], ends: _Slice_Tind | int | Sequence[int], axes: _Slice_Tind | int | Sequence[int] | None = None, steps: _Slice_Tind | int | Sequence[int] | None = None) -> _Slice_T:
    """[Slice - 13](https://onnx.ai/onnx/operators/onnx__Slice.html#slice-13) · ai.onnx · since opset 13

    Produces a slice of the input tensor along multiple axes. Similar to numpy:
    https://numpy.org/doc/stable/user/basics.indexing.html?highlight=slice#slicing-and-striding

    Slice uses the `starts`, `ends`, `axes` and `steps` inputs to select a sub-tensor
    of its input `data` tensor.

    An effective `starts[i]`, `ends[i]`, and `steps[i]` must be computed for each `i`
    in `[0, ... r-1]` where `r = rank(input)` as follows:

    If `axes` are omitted, they are set to `[0, ..., r-1]`.
    If `steps` are omitted, they are set to `[1, ..., 1]` of length `len(starts)`

    The effective values are initialized as `starts[i] = 0`, `ends[i] = dims[i]` where
    `dims` are the dimensions of `input` and `steps[i] = 1`.

    All negative elements of `axes` are made non-negative by adding `r` to them, where
    `r =rank(input)`.

    All negative values in `starts[i]` and `ends[i]` have `dims[axes[i]]` added to them,
    where `dims` are the dimensions of `input`. Then `starts[axes[i]]` is clamped to
    range `[0, dims[axes[i]]]` for positive stepping, or to range `[0, dims[axes[i]]-1]`
    for negative stepping.

    The clamping for the adjusted `ends[i]` depends on the sign of `steps[i]` and must
    accommodate copying 0 through `dims[axes[i]]` elements, so for positive stepping
    `ends[axes[i]]` is clamped to `[0, dims[axes[i]]]`, while for negative stepping it
    is clamped to `[-1, dims[axes[i]]-1]`.

    Finally, `steps[axes[i]] = steps[i]`.

    For slicing to the end of a dimension with unknown size, it is recommended to pass
    in `INT_MAX` when slicing forward and 'INT_MIN' when slicing backward.

    Example 1:

    ```
    data = [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
    ]
    axes = [0, 1]
    starts = [1, 0]
    ends = [2, 3]
    steps = [1, 2]
    result = [
        [5, 7],
    ]
    ```

    Example 2:

    ```
    data = [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
    ]
    starts = [0, 1]
    ends = [-1, 1000]
    result = [
        [2, 3, 4],
    ]
    ```

    Args:
    - data (T): Tensor of data to extract slices from.
    - starts (Tind): 1-D tensor of starting indices of corresponding axis in `axes`
    - ends (Tind): 1-D tensor of ending indices (exclusive) of corresponding axis in `axes`
    - axes (optional Tind): 1-D tensor of axes that `starts` and `ends` apply to. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data). Behavior is undefined if an axis is repeated.
    - steps (optional Tind): 1-D tensor of slice step of corresponding axis in `axes`. Negative value means slicing backward. 'steps' cannot be 0. Defaults to 1s.

    Returns:
    - output (T): Sliced data tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Slice (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def Slice(data: _Slice_T_any | float | str | Sequence[float], starts: _Slice_Tind_any | int | Sequence[int], ends: _Slice_Tind_any | int | Sequence[int], axes: _Slice_Tind_any | int | Sequence[int] | None = None, steps: _Slice_Tind_any | int | Sequence[int] | None = None) -> _Slice_T_any: ...
_Softmax_T = TypeVar("_Softmax_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Softmax_T_any = TypeVar("_Softmax_T_any", bound=TensorType)
@overload
def Softmax(input: _Softmax_T | float | Sequence[float], axis: int = -1) -> _Softmax_T:
    """[Softmax - 13](https://onnx.ai/onnx/operators/onnx__Softmax.html#softmax-13) · ai.onnx · since opset 13

    The operator computes the normalized exponential values for the given input:

     Softmax(input, axis) = Exp(input) / ReduceSum(Exp(input), axis=axis, keepdims=1) 

    The "axis" attribute indicates the dimension along which Softmax
    will be performed. The output tensor has the same shape
    and contains the Softmax values of the corresponding input.

    Args:
    - input (T): The input tensor of rank >= axis.
    - axis (int, default -1): Describes the dimension Softmax will be performed on. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).

    Returns:
    - output (T): The output values with the same shape as the input tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Softmax (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Softmax(input: _Softmax_T_any | float | Sequence[float], axis: int = -1) -> _Softmax_T_any: ...
_SoftmaxCrossEntropyLoss_T = TypeVar("_SoftmaxCrossEntropyLoss_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_SoftmaxCrossEntropyLoss_T_any = TypeVar("_SoftmaxCrossEntropyLoss_T_any", bound=TensorType)
@overload
def SoftmaxCrossEntropyLoss(scores: _SoftmaxCrossEntropyLoss_T | float | Sequence[float], labels: INT32 | INT64 | int | Sequence[int], weights: _SoftmaxCrossEntropyLoss_T | float | Sequence[float] | None = None, ignore_index: int | None = None, reduction: str = 'mean') -> _SoftmaxCrossEntropyLoss_T:
    """[SoftmaxCrossEntropyLoss - 13](https://onnx.ai/onnx/operators/onnx__SoftmaxCrossEntropyLoss.html#softmaxcrossentropyloss-13) · ai.onnx · since opset 13

    Loss function that measures the softmax cross entropy
    between 'scores' and 'labels'.
    This operator first computes a loss tensor whose shape is identical to the labels input.
    If the input is 2-D with shape (N, C), the loss tensor may be a N-element vector L = (l_1, l_2, ..., l_N).
    If the input is N-D tensor with shape (N, C, D1, D2, ..., Dk),
    the loss tensor L may have (N, D1, D2, ..., Dk) as its shape and L[i,][j_1][j_2]...[j_k] denotes a scalar element in L.
    After L is available, this operator can optionally do a reduction operator.

    * shape(scores): (N, C) where C is the number of classes, or (N, C, D1, D2,..., Dk),
      with K >= 1 in case of K-dimensional loss.
    * shape(labels): (N) where each value is 0 <= labels[i] <= C-1, or (N, D1, D2,..., Dk),
      with K >= 1 in case of K-dimensional loss.

    The loss for one sample, l_i, can calculated as follows:
    ```
    l[i][d1][d2]...[dk] = -y[i][c][d1][d2]..[dk], where i is the index of classes.
    ```
    or
    ```
    l[i][d1][d2]...[dk] = -y[i][c][d1][d2]..[dk] * weights[c], if 'weights' is provided.
    ```

    loss is zero for the case when label-value equals ignore_index.
    ```
    l[i][d1][d2]...[dk]  = 0, when labels[n][d1][d2]...[dk] = ignore_index
    ```

    where:
    ```
    p = Softmax(scores)
    y = Log(p)
    c = labels[i][d1][d2]...[dk]
    ```

    Finally, L is optionally reduced:

    * If reduction = 'none', the output is L with shape (N, D1, D2, ..., Dk).
    * If reduction = 'sum', the output is scalar: Sum(L).
    * If reduction = 'mean', the output is scalar: ReduceMean(L), or if weight is provided: `ReduceSum(L) / ReduceSum(W)`,
      where tensor W is of shape `(N, D1, D2, ..., Dk)` and `W[n][d1][d2]...[dk] = weights[labels[i][d1][d2]...[dk]]`.

    Args:
    - scores (T): The predicted outputs with shape [batch_size, class_size], or [batch_size, class_size, D1, D2 , ..., Dk], where K is the number of dimensions.
    - labels (Tind): The ground truth output tensor, with shape [batch_size], or [batch_size, D1, D2, ..., Dk], where K is the number of dimensions. Labels element value shall be in range of [0, C). If ignore_index is specified, it may have a value outside [0, C) and the label values should either be in the range [0, C) or have the value ignore_index.
    - weights (optional T): A manual rescaling weight given to each class. If given, it has to be a 1D Tensor assigning weight to each of the classes. Otherwise, it is treated as if having all ones.
    - ignore_index (int, optional): Specifies a target value that is ignored and does not contribute to the input gradient. It's an optional value.
    - reduction (str, default 'mean'): Type of reduction to apply to loss: none, sum, mean(default). 'none': no reduction will be applied, 'sum': the output will be summed. 'mean': the sum of the output will be divided by the number of elements in the output.

    Returns:
    - output (T): Weighted loss float Tensor. If reduction is 'none', this has the shape of [batch_size], or [batch_size, D1, D2, ..., Dk] in case of K-dimensional loss. Otherwise, it is a scalar.
    - log_prob (optional T): Log probability tensor. If the output of softmax is prob, its value is log(prob).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    - Tind in (INT32, INT64): Constrain target to integer types"""
@overload
@deprecated('SoftmaxCrossEntropyLoss (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16; Tind as one of INT32 or INT64: these element types make an invalid model')
def SoftmaxCrossEntropyLoss(scores: _SoftmaxCrossEntropyLoss_T_any | float | Sequence[float], labels: TensorType | int | Sequence[int], weights: _SoftmaxCrossEntropyLoss_T_any | float | Sequence[float] | None = None, ignore_index: int | None = None, reduction: str = 'mean') -> _SoftmaxCrossEntropyLoss_T_any: ...
_SpaceToDepth_T = TypeVar("_SpaceToDepth_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_SpaceToDepth_T_any = TypeVar("_SpaceToDepth_T_any", bound=TensorType)
@overload
def SpaceToDepth(input: _SpaceToDepth_T | float | str | Sequence[float], blocksize: int) -> _SpaceToDepth_T:
    """[SpaceToDepth - 13](https://onnx.ai/onnx/operators/onnx__SpaceToDepth.html#spacetodepth-13) · ai.onnx · since opset 13

    SpaceToDepth rearranges blocks of spatial data into depth. More specifically,
    this op outputs a copy of the input tensor where values from the height and width dimensions
    are moved to the depth dimension.

    Args:
    - input (T): Input tensor of [N,C,H,W], where N is the batch axis, C is the channel or depth, H is the height and W is the width.
    - blocksize (int, required): Blocks of [blocksize, blocksize] are moved.

    Returns:
    - output (T): Output tensor of [N, C * blocksize * blocksize, H/blocksize, W/blocksize].

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('SpaceToDepth (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def SpaceToDepth(input: _SpaceToDepth_T_any | float | str | Sequence[float], blocksize: int) -> _SpaceToDepth_T_any: ...
_Split_T = TypeVar("_Split_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Split_T_any = TypeVar("_Split_T_any", bound=TensorType)
@overload
def Split(input: _Split_T | float | str | Sequence[float], split: INT64 | int | Sequence[int] | None = None, axis: int = 0) -> tuple[_Split_T, ...]:
    """[Split - 13](https://onnx.ai/onnx/operators/onnx__Split.html#split-13) · ai.onnx · since opset 13

    Split a tensor into a list of tensors, along the specified
    'axis'. Lengths of the parts can be specified using input 'split'.
    Otherwise, the tensor is split to equal sized parts.

    Args:
    - input (T): The tensor to split
    - split (optional INT64): Optional length of each output. Values should be >= 0.Sum of the values must be equal to the dim value at 'axis' specified.
    - axis (int, default 0): Which axis to split on. A negative value means counting dimensions from the back. Accepted range is [-rank, rank-1] where r = rank(input).

    Returns:
    - outputs (variadic T): One or more outputs forming list of tensors after splitting

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Split (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Split(input: _Split_T_any | float | str | Sequence[float], split: INT64 | int | Sequence[int] | None = None, axis: int = 0) -> tuple[_Split_T_any, ...]: ...
_Sqrt_T = TypeVar("_Sqrt_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Sqrt_T_any = TypeVar("_Sqrt_T_any", bound=TensorType)
@overload
def Sqrt(X: _Sqrt_T | float | Sequence[float]) -> _Sqrt_T:
    """[Sqrt - 13](https://onnx.ai/onnx/operators/onnx__Sqrt.html#sqrt-13) · ai.onnx · since opset 13

    Square root takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the square root is, y = x^0.5, is applied to
    the tensor elementwise. If x is negative, then it will return NaN.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Sqrt (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Sqrt(X: _Sqrt_T_any | float | Sequence[float]) -> _Sqrt_T_any: ...
_Squeeze_T = TypeVar("_Squeeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Squeeze_T_any = TypeVar("_Squeeze_T_any", bound=TensorType)
@overload
def Squeeze(data: _Squeeze_T | float | str | Sequence[float], axes: INT64 | int | Sequence[int] | None = None) -> _Squeeze_T:
    """[Squeeze - 13](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-13) · ai.onnx · since opset 13

    Described at [Squeeze - 25](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-25), whose documentation is the same.

    Args:
    - data (T): Tensors with at least max(dims) dimensions.
    - axes (optional INT64): List of integers indicating the dimensions to squeeze. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).

    Returns:
    - squeezed (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Squeeze (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Squeeze(data: _Squeeze_T_any | float | str | Sequence[float], axes: INT64 | int | Sequence[int] | None = None) -> _Squeeze_T_any: ...
_Sub_T = TypeVar("_Sub_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Sub_T_any = TypeVar("_Sub_T_any", bound=TensorType)
@overload
def Sub(A: _Sub_T | float | Sequence[float], B: _Sub_T | float | Sequence[float]) -> _Sub_T:
    """[Sub - 13](https://onnx.ai/onnx/operators/onnx__Sub.html#sub-13) · ai.onnx · since opset 13

    Performs element-wise binary subtraction (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Sub (version 13) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Sub(A: _Sub_T_any | float | Sequence[float], B: _Sub_T_any | float | Sequence[float]) -> _Sub_T_any: ...
_Sum_T = TypeVar("_Sum_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Sum_T_any = TypeVar("_Sum_T_any", bound=TensorType)
@overload
def Sum(*data_0: _Sum_T | float | Sequence[float]) -> _Sum_T:
    """[Sum - 13](https://onnx.ai/onnx/operators/onnx__Sum.html#sum-13) · ai.onnx · since opset 13

    Element-wise sum of each of the input tensors (with Numpy-style broadcasting support).
    All inputs and outputs must have the same data type.
    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - data_0 (variadic T): List of tensors for sum.

    Returns:
    - sum (T): Output tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Sum (version 13) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Sum(*data_0: _Sum_T_any | float | Sequence[float]) -> _Sum_T_any: ...
_Tanh_T = TypeVar("_Tanh_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Tanh_T_any = TypeVar("_Tanh_T_any", bound=TensorType)
@overload
def Tanh(input: _Tanh_T | float | Sequence[float]) -> _Tanh_T:
    """[Tanh - 13](https://onnx.ai/onnx/operators/onnx__Tanh.html#tanh-13) · ai.onnx · since opset 13

    Calculates the hyperbolic tangent of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic tangent values of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Tanh (version 13) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Tanh(input: _Tanh_T_any | float | Sequence[float]) -> _Tanh_T_any: ...
_Tile_T = TypeVar("_Tile_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Tile_T_any = TypeVar("_Tile_T_any", bound=TensorType)
@overload
def Tile(input: _Tile_T | float | str | Sequence[float], repeats: INT64 | int | Sequence[int]) -> _Tile_T:
    """[Tile - 13](https://onnx.ai/onnx/operators/onnx__Tile.html#tile-13) · ai.onnx · since opset 13

    Constructs a tensor by tiling a given tensor.
    This is the same as function `tile` in Numpy, but no broadcast.
    For example A = [[1, 2], [3, 4]], B = [1, 2], tile(A, B) = [[1, 2, 1, 2], [3, 4, 3, 4]]

    Args:
    - input (T): Input tensor of any shape.
    - repeats (T1): 1D int64 tensor of the same length as input's dimension number, includes numbers of repeated copies along input's dimensions.

    Returns:
    - output (T): Output tensor of the same dimensions and type as tensor input. output_dim[i] = input_dim[i] * repeats[i]

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - T1 in (INT64): Constrain repeat's type to int64 tensors."""
@overload
@deprecated('Tile (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Tile(input: _Tile_T_any | float | str | Sequence[float], repeats: INT64 | int | Sequence[int]) -> _Tile_T_any: ...
_Transpose_T = TypeVar("_Transpose_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Transpose_T_any = TypeVar("_Transpose_T_any", bound=TensorType)
@overload
def Transpose(data: _Transpose_T | float | str | Sequence[float], perm: Sequence[int] | None = None) -> _Transpose_T:
    """[Transpose - 13](https://onnx.ai/onnx/operators/onnx__Transpose.html#transpose-13) · ai.onnx · since opset 13

    Described at [Transpose - 25](https://onnx.ai/onnx/operators/onnx__Transpose.html#transpose-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - perm (Sequence[int], optional): A list of integers. By default, reverse the dimensions, otherwise permute the axes according to the values given.

    Returns:
    - transposed (T): Transposed output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Transpose (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Transpose(data: _Transpose_T_any | float | str | Sequence[float], perm: Sequence[int] | None = None) -> _Transpose_T_any: ...
_Unsqueeze_T = TypeVar("_Unsqueeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Unsqueeze_T_any = TypeVar("_Unsqueeze_T_any", bound=TensorType)
@overload
def Unsqueeze(data: _Unsqueeze_T | float | str | Sequence[float], axes: INT64 | int | Sequence[int]) -> _Unsqueeze_T:
    """[Unsqueeze - 13](https://onnx.ai/onnx/operators/onnx__Unsqueeze.html#unsqueeze-13) · ai.onnx · since opset 13

    Described at [Unsqueeze - 25](https://onnx.ai/onnx/operators/onnx__Unsqueeze.html#unsqueeze-25), whose documentation is the same.

    Args:
    - data (T): Original tensor
    - axes (INT64): List of integers indicating the dimensions to be inserted. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(expanded).

    Returns:
    - expanded (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Unsqueeze (version 13) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Unsqueeze(data: _Unsqueeze_T_any | float | str | Sequence[float], axes: INT64 | int | Sequence[int]) -> _Unsqueeze_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
