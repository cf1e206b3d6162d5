"""ai.onnx opset 9: the operators new at 9, the others from opset8 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType, GraphBody, TensorData
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, TensorType,
)
from onnxscribe.opset8 import (
    Abs, Acos, Add, And, ArgMax, ArgMin, Asin, Atan, AveragePool, Ceil, Clip, Concat, Conv, ConvTranspose, Cos,
    DepthToSpace, Div, Dropout, Elu, Equal, Exp, Expand, Floor, GRU, Gather, GlobalAveragePool, GlobalLpPool,
    GlobalMaxPool, HardSigmoid, Hardmax, Identity, If, InstanceNormalization, LRN, LSTM, LeakyRelu, Log, LogSoftmax,
    Loop, LpNormalization, LpPool, Max, MaxPool, MaxRoiPool, Mean, Min, Mul, Multinomial, Neg, Not, Or, Pad, Pow, RNN,
    RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Reciprocal, ReduceL1, ReduceL2, ReduceLogSum,
    ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare, Relu, Reshape, Selu,
    Shape, Sigmoid, Sin, Size, Slice, Softmax, Softplus, Softsign, SpaceToDepth, Split, Sqrt, Squeeze, Sub, Sum, Tan,
    Tanh, Tile, TopK, Transpose, Unsqueeze, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh", "AveragePool",
    "BatchNormalization", "Cast", "Ceil", "Clip", "Compress", "Concat", "Constant", "ConstantOfShape", "Conv",
    "ConvTranspose", "Cos", "Cosh", "DepthToSpace", "Div", "Dropout", "Elu", "Equal", "Erf", "Exp", "Expand", "EyeLike",
    "Flatten", "Floor", "GRU", "Gather", "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool", "Greater",
    "HardSigmoid", "Hardmax", "Identity", "If", "InstanceNormalization", "IsNaN", "LRN", "LSTM", "LeakyRelu", "Less",
    "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool",
    "Mean", "MeanVarianceNormalization", "Min", "Mul", "Multinomial", "Neg", "NonZero", "Not", "OneHot", "Or", "PRelu",
    "Pad", "Pow", "RNN", "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Reciprocal",
    "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin", "ReduceProd",
    "ReduceSum", "ReduceSumSquare", "Relu", "Reshape", "Scan", "Scatter", "Selu", "Shape", "Shrink", "Sigmoid", "Sign",
    "Sin", "Sinh", "Size", "Slice", "Softmax", "Softplus", "Softsign", "SpaceToDepth", "Split", "Sqrt", "Squeeze",
    "Sub", "Sum", "Tan", "Tanh", "TfIdfVectorizer", "Tile", "TopK", "Transpose", "Unsqueeze", "Upsample", "Where",
    "Xor",
]

_Acosh_T = TypeVar("_Acosh_T", FLOAT16, FLOAT, DOUBLE)
_Acosh_T_any = TypeVar("_Acosh_T_any", bound=TensorType)
@overload
def Acosh(input: _Acosh_T | float | Sequence[float]) -> _Acosh_T:
    """[Acosh - 9](https://onnx.ai/onnx/operators/onnx__Acosh.html#acosh-9) · ai.onnx · since opset 9

    Described at [Acosh - 22](https://onnx.ai/onnx/operators/onnx__Acosh.html#acosh-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic arccosine values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Acosh (version 9) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Acosh(input: _Acosh_T_any | float | Sequence[float]) -> _Acosh_T_any: ...
_Asinh_T = TypeVar("_Asinh_T", FLOAT16, FLOAT, DOUBLE)
_Asinh_T_any = TypeVar("_Asinh_T_any", bound=TensorType)
@overload
def Asinh(input: _Asinh_T | float | Sequence[float]) -> _Asinh_T:
    """[Asinh - 9](https://onnx.ai/onnx/operators/onnx__Asinh.html#asinh-9) · ai.onnx · since opset 9

    Described at [Asinh - 22](https://onnx.ai/onnx/operators/onnx__Asinh.html#asinh-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic arcsine values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Asinh (version 9) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Asinh(input: _Asinh_T_any | float | Sequence[float]) -> _Asinh_T_any: ...
_Atanh_T = TypeVar("_Atanh_T", FLOAT16, FLOAT, DOUBLE)
_Atanh_T_any = TypeVar("_Atanh_T_any", bound=TensorType)
@overload
def Atanh(input: _Atanh_T | float | Sequence[float]) -> _Atanh_T:
    """[Atanh - 9](https://onnx.ai/onnx/operators/onnx__Atanh.html#atanh-9) · ai.onnx · since opset 9

    Described at [Atanh - 22](https://onnx.ai/onnx/operators/onnx__Atanh.html#atanh-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic arctangent values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Atanh (version 9) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Atanh(input: _Atanh_T_any | float | Sequence[float]) -> _Atanh_T_any: ...
_BatchNormalization_T = TypeVar("_BatchNormalization_T", FLOAT16, FLOAT, DOUBLE)
_BatchNormalization_T_any = TypeVar("_BatchNormalization_T_any", bound=TensorType)
@overload
def BatchNormalization(X: _BatchNormalization_T | float | Sequence[float], scale: _BatchNormalization_T | float | Sequence[float], B: _BatchNormalization_T | float | Sequence[float], mean: _BatchNormalization_T | float | Sequence[float], var: _BatchNormalization_T | float | Sequence[float], momentum: float = 0.9, epsilon: float = 1e-05) -> _BatchNormalization_T:
    """[BatchNormalization - 9](https://onnx.ai/onnx/operators/onnx__BatchNormalization.html#batchnormalization-9) · ai.onnx · since opset 9

    Carries out batch normalization as described in the paper
    https://arxiv.org/abs/1502.03167. Depending on the mode it is being run,
    there are multiple cases for the number of outputs, which we list below:

    Output case #1: Y, mean, var, saved_mean, saved_var (training mode)
    Output case #2: Y (test mode)

    For previous (depreciated) non-spatial cases, implementors are suggested
    to flatten the input shape to (N x C*D1*D2 ..*Dn) before a BatchNormalization Op.
    This operator has optional inputs/outputs. See [the doc](https://github.com/onnx/onnx/blob/main/docs/IR.md) for more details about the representation of optional arguments. An empty string may be used in the place of an actual argument's name to indicate a missing argument. Trailing optional arguments (those not followed by an argument that is present) may also be simply omitted.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size, C is the number of channels. Statistics are computed for every channel of C over N and D1 to Dn dimensions. For image data, input dimensions become (N x C x H x W). The op also accepts single dimension input of size N in which case C is assumed to be 1
    - scale (T): Scale tensor of shape (C).
    - B (T): Bias tensor of shape (C).
    - mean (T): running (training) or estimated (testing) mean tensor of shape (C).
    - var (T): running (training) or estimated (testing) variance tensor of shape (C).
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero.
    - momentum (float, default 0.9): Factor used in computing the running mean and variance.e.g., running_mean = running_mean * momentum + mean * (1 - momentum).

    Returns:
    - Y (T): The output tensor of the same shape as X
    - mean (optional T): The running mean after the BatchNormalization operator.
    - var (optional T): The running variance after the BatchNormalization operator.
    - saved_mean (optional T): Saved mean used during training to speed up gradient computation.
    - saved_var (optional T): Saved variance used during training to speed up gradient computation.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('BatchNormalization (version 9) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def BatchNormalization(X: _BatchNormalization_T_any | float | Sequence[float], scale: _BatchNormalization_T_any | float | Sequence[float], B: _BatchNormalization_T_any | float | Sequence[float], mean: _BatchNormalization_T_any | float | Sequence[float], var: _BatchNormalization_T_any | float | Sequence[float], momentum: float = 0.9, epsilon: float = 1e-05) -> _BatchNormalization_T_any: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.FLOAT16]) -> FLOAT16:
    """[Cast - 9](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-9) · ai.onnx · since opset 9

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

    Args:
    - input (T1): Input tensor to be cast.
    - to (int, required): The data type to which the elements of the input tensor are cast. Strictly must be one of the types from DataType enum in TensorProto

    Returns:
    - output (T2): Output tensor with the same shape as input with type specified by the 'to' argument

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING): Constrain input types. Casting from complex is not supported.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING): Constrain output types. Casting to complex is not supported."""
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.INT8]) -> INT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.INT16]) -> INT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.INT32]) -> INT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.INT64]) -> INT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.UINT8]) -> UINT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.BOOL]) -> BOOL: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: Literal[DataType.STRING]) -> STRING: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | float | str | Sequence[float], to: int) -> Any: ...
@overload
@deprecated('Cast (version 9) takes T1 as one of FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL or STRING: these element types make an invalid model')
def Cast(input: TensorType | float | str | Sequence[float], to: int) -> Any: ...
_Compress_T = TypeVar("_Compress_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Compress_T_any = TypeVar("_Compress_T_any", bound=TensorType)
@overload
def Compress(input: _Compress_T | float | str | Sequence[float], condition: BOOL | bool, axis: int | None = None) -> _Compress_T:
    """[Compress - 9](https://onnx.ai/onnx/operators/onnx__Compress.html#compress-9) · ai.onnx · since opset 9

    Described at [Compress - 28](https://onnx.ai/onnx/operators/onnx__Compress.html#compress-28), whose documentation is the same.

    Args:
    - input (T): Tensor of rank r >= 1.
    - condition (T1): Rank 1 tensor of booleans to indicate which slices or data elements to be selected. Its length can be less than the input length alone the axis or the flattened input size if axis is not specified. In such cases data slices or elements exceeding the condition length are discarded.
    - axis (int, optional): (Optional) Axis along which to take slices. If not specified, input is flattened before elements being selected.

    Returns:
    - output (T): Tensor of rank r if axis is specified. Otherwise output is a Tensor of rank 1.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - T1 in (BOOL): Constrain to boolean tensors."""
@overload
@deprecated('Compress (version 9) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Compress(input: _Compress_T_any | float | str | Sequence[float], condition: BOOL | bool, axis: int | None = None) -> _Compress_T_any: ...
def Constant(value: TensorData) -> Any:
    """[Constant - 9](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-9) · ai.onnx · since opset 9

    A constant tensor.

    Args:
    - value (TensorData, required): The value for the elements of the output tensor.

    Returns:
    - output (T): Output tensor containing the same value of the provided tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
def ConstantOfShape(input: INT64 | int | Sequence[int]) -> FLOAT:
    """[ConstantOfShape - 9](https://onnx.ai/onnx/operators/onnx__ConstantOfShape.html#constantofshape-9) · ai.onnx · since opset 9

    Described at [ConstantOfShape - 25](https://onnx.ai/onnx/operators/onnx__ConstantOfShape.html#constantofshape-25), whose documentation is the same.

    Args:
    - input (T1): 1D tensor. The shape of the expected output tensor. If empty tensor is given, the output would be a scalar. All values must be >= 0.
    - value (TensorData, optional): (Optional) The value of the output elements.Should be a one-element tensor. If not specified, it defaults to a tensor of value 0 and datatype float32

    Returns:
    - output (T2): Output tensor of shape specified by 'input'.If attribute 'value' is specified, the value and datatype of the output tensor is taken from 'value'.If attribute 'value' is not specified, the value in the output defaults to 0, and the datatype defaults to float32.

    Type constraints:
    - T1 in (INT64): Constrain input types.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL): Constrain output types to be numerics."""
@overload
def ConstantOfShape(input: INT64 | int | Sequence[int], value: TensorData | None = None) -> Any: ...
_Cosh_T = TypeVar("_Cosh_T", FLOAT16, FLOAT, DOUBLE)
_Cosh_T_any = TypeVar("_Cosh_T_any", bound=TensorType)
@overload
def Cosh(input: _Cosh_T | float | Sequence[float]) -> _Cosh_T:
    """[Cosh - 9](https://onnx.ai/onnx/operators/onnx__Cosh.html#cosh-9) · ai.onnx · since opset 9

    Described at [Cosh - 22](https://onnx.ai/onnx/operators/onnx__Cosh.html#cosh-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic cosine values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Cosh (version 9) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Cosh(input: _Cosh_T_any | float | Sequence[float]) -> _Cosh_T_any: ...
_Erf_T = TypeVar("_Erf_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Erf_T_any = TypeVar("_Erf_T_any", bound=TensorType)
@overload
def Erf(input: _Erf_T | float | Sequence[float]) -> _Erf_T:
    """[Erf - 9](https://onnx.ai/onnx/operators/onnx__Erf.html#erf-9) · ai.onnx · since opset 9

    Described at [Erf - 13](https://onnx.ai/onnx/operators/onnx__Erf.html#erf-13), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The error function of the input tensor computed element-wise. It has the same shape and type of the input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('Erf (version 9) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Erf(input: _Erf_T_any | float | Sequence[float]) -> _Erf_T_any: ...
_EyeLike_T1_same = TypeVar("_EyeLike_T1_same", FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL)
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.FLOAT16], k: int = 0) -> FLOAT16:
    """[EyeLike - 9](https://onnx.ai/onnx/operators/onnx__EyeLike.html#eyelike-9) · ai.onnx · since opset 9

    Described at [EyeLike - 22](https://onnx.ai/onnx/operators/onnx__EyeLike.html#eyelike-22), whose documentation is the same.

    Args:
    - input (T1): 2D input tensor to copy shape, and optionally, type information from.
    - dtype (int, optional): (Optional) The data type for the elements of the output tensor. If not specified,the data type of the input tensor T1 is used. If input tensor T1 is also notspecified, then type defaults to 'float'.
    - k (int, default 0): (Optional) Index of the diagonal to be populated with ones. Default is 0. If T2 is the output, this op sets T2[i, i+k] = 1. k = 0 populates the main diagonal, k > 0 populates an upper diagonal, and k < 0 populates a lower diagonal.

    Returns:
    - output (T2): Output tensor, same shape as input tensor T1.

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL): Constrain input types. Strings and complex are not supported.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL): Constrain output types. Strings and complex are not supported."""
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.FLOAT], k: int = 0) -> FLOAT: ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.DOUBLE], k: int = 0) -> DOUBLE: ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.INT8], k: int = 0) -> INT8: ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.INT16], k: int = 0) -> INT16: ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.INT32], k: int = 0) -> INT32: ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.INT64], k: int = 0) -> INT64: ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.UINT8], k: int = 0) -> UINT8: ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.UINT16], k: int = 0) -> UINT16: ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.UINT32], k: int = 0) -> UINT32: ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.UINT64], k: int = 0) -> UINT64: ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: Literal[DataType.BOOL], k: int = 0) -> BOOL: ...
@overload
def EyeLike(input: _EyeLike_T1_same | float | Sequence[float], *, k: int = 0) -> _EyeLike_T1_same: ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], dtype: int | None = None, k: int = 0) -> Any: ...
@overload
@deprecated('EyeLike (version 9) takes T1 as one of FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64 or BOOL: these element types make an invalid model')
def EyeLike(input: TensorType | float | Sequence[float], dtype: int | None = None, k: int = 0) -> Any: ...
_Flatten_T = TypeVar("_Flatten_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Flatten_T_any = TypeVar("_Flatten_T_any", bound=TensorType)
@overload
def Flatten(input: _Flatten_T | float | str | Sequence[float], axis: int = 1) -> _Flatten_T:
    """[Flatten - 9](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-9) · ai.onnx · since opset 9

    Described at [Flatten - 25](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-25), whose documentation is the same.

    Args:
    - input (T): A tensor of rank >= axis.
    - axis (int, default 1): Indicate up to which input dimensions (exclusive) should be flattened to the outer dimension of the output. The value for axis must be in the range [0, R], where R is the rank of the input tensor. When axis = 0, the shape of the output tensor is (1, (d_0 X d_1 ... d_n), where the shape of the input tensor is (d_0, d_1, ... d_n).

    Returns:
    - output (T): A 2D tensor with the contents of the input tensor, with input dimensions up to axis flattened to the outer dimension of the output and remaining input dimensions flattened into the inner dimension of the output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output to all tensor types."""
@overload
@deprecated('Flatten (version 9) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Flatten(input: _Flatten_T_any | float | str | Sequence[float], axis: int = 1) -> _Flatten_T_any: ...
_Gemm_T = TypeVar("_Gemm_T", FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64)
_Gemm_T_any = TypeVar("_Gemm_T_any", bound=TensorType)
@overload
def Gemm(A: _Gemm_T | float | Sequence[float], B: _Gemm_T | float | Sequence[float], C: _Gemm_T | float | Sequence[float], beta: float = 1.0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T:
    """[Gemm - 9](https://onnx.ai/onnx/operators/onnx__Gemm.html#gemm-9) · ai.onnx · since opset 9

    General Matrix multiplication:
    https://en.wikipedia.org/wiki/Basic_Linear_Algebra_Subprograms#Level_3

    A' = transpose(A) if transA else A

    B' = transpose(B) if transB else B

    Compute Y = alpha * A' * B' + beta * C, where input tensor A has shape (M, K) or (K, M),
    input tensor B has shape (K, N) or (N, K), input tensor C is broadcastable to shape (M, N),
    and output tensor Y has shape (M, N). A will be transposed before doing the
    computation if attribute transA is non-zero, same for B and transB.
    This operator supports unidirectional broadcasting (tensor C should be unidirectional broadcastable to tensor A * B); for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): Input tensor A. The shape of A should be (M, K) if transA is 0, or (K, M) if transA is non-zero.
    - B (T): Input tensor B. The shape of B should be (K, N) if transB is 0, or (N, K) if transB is non-zero.
    - C (T): Input tensor C. The shape of C should be unidirectional broadcastable to (M, N).
    - alpha (float, default 1.0): Scalar multiplier for the product of input tensors A * B.
    - beta (float, default 1.0): Scalar multiplier for input tensor C.
    - transA (int, default 0): Whether A should be transposed
    - transB (int, default 0): Whether B should be transposed

    Returns:
    - Y (T): Output tensor of shape (M, N).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64): Constrain input and output types to float/int tensors."""
@overload
@deprecated('Gemm (version 9) takes T as one of FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32 or INT64: these element types make an invalid model')
def Gemm(A: _Gemm_T_any | float | Sequence[float], B: _Gemm_T_any | float | Sequence[float], C: _Gemm_T_any | float | Sequence[float], beta: float = 1.0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T_any: ...
_Greater_T = TypeVar("_Greater_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Greater_T_any = TypeVar("_Greater_T_any", bound=TensorType)
@overload
def Greater(A: _Greater_T | float | Sequence[float], B: _Greater_T | float | Sequence[float]) -> BOOL:
    """[Greater - 9](https://onnx.ai/onnx/operators/onnx__Greater.html#greater-9) · ai.onnx · since opset 9

    Described at [Greater - 13](https://onnx.ai/onnx/operators/onnx__Greater.html#greater-13), whose documentation is the same.

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Greater (version 9) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Greater(A: _Greater_T_any | float | Sequence[float], B: _Greater_T_any | float | Sequence[float]) -> BOOL: ...
@overload
def IsNaN(X: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float]) -> BOOL:
    """[IsNaN - 9](https://onnx.ai/onnx/operators/onnx__IsNaN.html#isnan-9) · ai.onnx · since opset 9

    Described at [IsNaN - 20](https://onnx.ai/onnx/operators/onnx__IsNaN.html#isnan-20), whose documentation is the same.

    Args:
    - X (T1): input

    Returns:
    - Y (T2): output

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain input types to float tensors.
    - T2 in (BOOL): Constrain output types to boolean tensors."""
@overload
@deprecated('IsNaN (version 9) takes T1 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def IsNaN(X: TensorType | float | Sequence[float]) -> BOOL: ...
_Less_T = TypeVar("_Less_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Less_T_any = TypeVar("_Less_T_any", bound=TensorType)
@overload
def Less(A: _Less_T | float | Sequence[float], B: _Less_T | float | Sequence[float]) -> BOOL:
    """[Less - 9](https://onnx.ai/onnx/operators/onnx__Less.html#less-9) · ai.onnx · since opset 9

    Described at [Less - 13](https://onnx.ai/onnx/operators/onnx__Less.html#less-13), whose documentation is the same.

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Less (version 9) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Less(A: _Less_T_any | float | Sequence[float], B: _Less_T_any | float | Sequence[float]) -> BOOL: ...
_MatMul_T = TypeVar("_MatMul_T", FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64)
_MatMul_T_any = TypeVar("_MatMul_T_any", bound=TensorType)
@overload
def MatMul(A: _MatMul_T | float | Sequence[float], B: _MatMul_T | float | Sequence[float]) -> _MatMul_T:
    """[MatMul - 9](https://onnx.ai/onnx/operators/onnx__MatMul.html#matmul-9) · ai.onnx · since opset 9

    Described at [MatMul - 13](https://onnx.ai/onnx/operators/onnx__MatMul.html#matmul-13), whose documentation is the same.

    Args:
    - A (T): N-dimensional matrix A
    - B (T): N-dimensional matrix B

    Returns:
    - Y (T): Matrix multiply results from A * B

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64): Constrain input and output types to float/int tensors."""
@overload
@deprecated('MatMul (version 9) takes T as one of FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32 or INT64: these element types make an invalid model')
def MatMul(A: _MatMul_T_any | float | Sequence[float], B: _MatMul_T_any | float | Sequence[float]) -> _MatMul_T_any: ...
_MaxUnpool_T1 = TypeVar("_MaxUnpool_T1", FLOAT16, FLOAT, DOUBLE)
_MaxUnpool_T1_any = TypeVar("_MaxUnpool_T1_any", bound=TensorType)
@overload
def MaxUnpool(X: _MaxUnpool_T1 | float | Sequence[float], I: INT64 | int | Sequence[int], output_shape: INT64 | int | Sequence[int] | None = None, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxUnpool_T1:
    """[MaxUnpool - 9](https://onnx.ai/onnx/operators/onnx__MaxUnpool.html#maxunpool-9) · ai.onnx · since opset 9

    Described at [MaxUnpool - 22](https://onnx.ai/onnx/operators/onnx__MaxUnpool.html#maxunpool-22), whose documentation is the same.

    Args:
    - X (T1): Input data tensor that has to be unpooled. This tensor is typically the first output of the MaxPool op.Dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non-image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - I (T2): Input data tensor containing the indices corresponding to elements in the first input tensor X.This tensor is typically the second output of the MaxPool op.Dimensions must be the same as input tensor X. The indices are linear, i.e. computed considering the tensor as flattened 1-D tensor, assuming row-major storage. Also, the linear indices should not consider padding. So the values in indices are in the range [0, N x C x D1 x ... x Dn).
    - output_shape (optional T2): The shape of the output can be explicitly set which will cause pads values to be auto generated. If 'output_shape' is specified, 'pads' values are ignored.
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis.

    Returns:
    - output (T1): Output data tensor that contains the result of the unpooling.

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T2 in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('MaxUnpool (version 9) takes T1 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def MaxUnpool(X: _MaxUnpool_T1_any | float | Sequence[float], I: INT64 | int | Sequence[int], output_shape: INT64 | int | Sequence[int] | None = None, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxUnpool_T1_any: ...
_MeanVarianceNormalization_T = TypeVar("_MeanVarianceNormalization_T", FLOAT16, FLOAT, DOUBLE)
_MeanVarianceNormalization_T_any = TypeVar("_MeanVarianceNormalization_T_any", bound=TensorType)
@overload
def MeanVarianceNormalization(X: _MeanVarianceNormalization_T | float | Sequence[float], axes: Sequence[int] = [0, 2, 3]) -> _MeanVarianceNormalization_T:
    """[MeanVarianceNormalization - 9](https://onnx.ai/onnx/operators/onnx__MeanVarianceNormalization.html#meanvariancenormalization-9) · ai.onnx · since opset 9

    A MeanVarianceNormalization Function: Perform mean variance normalization
    on the input tensor X using formula: 

    `` (X-EX)/sqrt(E(X-EX)^2) ``

    Args:
    - X (T): Input tensor
    - axes (Sequence[int], default [0, 2, 3]): A list of integers, along which to reduce. The default is to calculate along axes [0,2,3] for calculating mean and variance along each channel. Two variables with the same C-coordinate are associated with the same mean and variance.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('MeanVarianceNormalization (version 9) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def MeanVarianceNormalization(X: _MeanVarianceNormalization_T_any | float | Sequence[float], axes: Sequence[int] = [0, 2, 3]) -> _MeanVarianceNormalization_T_any: ...
@overload
def NonZero(X: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float]) -> INT64:
    """[NonZero - 9](https://onnx.ai/onnx/operators/onnx__NonZero.html#nonzero-9) · ai.onnx · since opset 9

    Described at [NonZero - 13](https://onnx.ai/onnx/operators/onnx__NonZero.html#nonzero-13), whose documentation is the same.

    Args:
    - X (T): input

    Returns:
    - Y (INT64): output

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to all tensor types."""
@overload
@deprecated('NonZero (version 9) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def NonZero(X: TensorType | float | str | Sequence[float]) -> INT64: ...
_OneHot_T3 = TypeVar("_OneHot_T3", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_OneHot_T3_any = TypeVar("_OneHot_T3_any", bound=TensorType)
@overload
def OneHot(indices: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], depth: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], values: _OneHot_T3 | float | str | Sequence[float], axis: int = -1) -> _OneHot_T3:
    """[OneHot - 9](https://onnx.ai/onnx/operators/onnx__OneHot.html#onehot-9) · ai.onnx · since opset 9

    Produces a one-hot tensor based on inputs.
    The locations represented by the index values in the 'indices' input tensor will have 'on_value'
    and the other locations will have 'off_value' in the output tensor, where 'on_value' and 'off_value'
    are specified as part of required input argument 'values', which is a two-element tensor of format
    [off_value, on_value]. The rank of the output tensor will be one greater than the rank of the
    input tensor. The additional dimension is for one-hot representation. The additional dimension will
    be inserted at the position specified by 'axis'. If 'axis' is not specified then then additional
    dimension will be inserted as the innermost dimension, i.e. axis=-1. The size of the additional
    dimension is specified by required scalar input 'depth'. The type of the output tensor is the same
    as the type of the 'values' input. Any entries in the 'indices' input tensor with values outside
    the range [0, depth) will result in one-hot representation with all 'off_value' values in the
    output tensor.

    Args:
    - indices (T1): Input tensor containing indices. The values must be non-negative integers. Any entries in the 'indices' input tensor with values outside the range [0, depth) will result in one-hot representation with all 'off_value' values in the output tensor.In case 'indices' is of non-integer type, the values will be casted to int64 before use.
    - depth (T2): Scalar or rank 1 tensor containing exactly one element, specifying the number of classes in one-hot tensor. This is also the size of the one-hot dimension (specified by 'axis' attribute) added on in the output tensor. The values in the 'indices' input tensor are expected to be in the range [0, depth). In case 'depth' is of non-integer type, it will be casted to int64 before use.
    - values (T3): Rank 1 tensor containing exactly two elements, in the format [off_value, on_value], where 'on_value' is the value used for filling locations specified in 'indices' input tensor, and 'off_value' is the value used for filling locations other than those specified in 'indices' input tensor.
    - axis (int, default -1): (Optional) Axis along which one-hot representation in added. Default: axis=-1. axis=-1 means that the additional dimension will be inserted as the innermost/last dimension in the output tensor.

    Returns:
    - output (T3): Tensor of rank one greater than input tensor 'indices', i.e. rank(output) = rank(indices) + 1. The data type for the elements of the output tensor is the same as the type of input 'values' is used.

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input to only numeric types.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input to only numeric types.
    - T3 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type."""
@overload
@deprecated('OneHot (version 9) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE; T2 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE; T3 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def OneHot(indices: TensorType | float | Sequence[float], depth: TensorType | float | Sequence[float], values: _OneHot_T3_any | float | str | Sequence[float], axis: int = -1) -> _OneHot_T3_any: ...
_PRelu_T = TypeVar("_PRelu_T", FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64)
_PRelu_T_any = TypeVar("_PRelu_T_any", bound=TensorType)
@overload
def PRelu(X: _PRelu_T | float | Sequence[float], slope: _PRelu_T | float | Sequence[float]) -> _PRelu_T:
    """[PRelu - 9](https://onnx.ai/onnx/operators/onnx__PRelu.html#prelu-9) · ai.onnx · since opset 9

    PRelu takes input data (Tensor<T>) and slope tensor as input, and produces one
    output data (Tensor<T>) where the function `f(x) = slope * x for x < 0`,
    `f(x) = x for x >= 0`., is applied to the data tensor elementwise.

    This operator supports unidirectional broadcasting (tensor slope should be unidirectional broadcastable to input tensor X); for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - X (T): Input tensor
    - slope (T): Slope tensor. The shape of slope can be smaller than first input X; if so, its shape must be unidirectional broadcastable to X

    Returns:
    - Y (T): Output tensor (same size as X)

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64): Constrain input and output types to float/int tensors."""
@overload
@deprecated('PRelu (version 9) takes T as one of FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32 or INT64: these element types make an invalid model')
def PRelu(X: _PRelu_T_any | float | Sequence[float], slope: _PRelu_T_any | float | Sequence[float]) -> _PRelu_T_any: ...
def Scan(*initial_state_and_scan_inputs: Any, body: GraphBody, num_scan_inputs: int, scan_input_axes: Sequence[int] | None = None, scan_input_directions: Sequence[int] | None = None, scan_output_axes: Sequence[int] | None = None, scan_output_directions: Sequence[int] | None = None) -> Any:
    """[Scan - 9](https://onnx.ai/onnx/operators/onnx__Scan.html#scan-9) · ai.onnx · since opset 9

    Described at [Scan - 25](https://onnx.ai/onnx/operators/onnx__Scan.html#scan-25), whose documentation is the same.

    Args:
    - initial_state_and_scan_inputs (variadic V): Initial values of the loop's N state variables followed by M scan_inputs
    - body (GraphBody, required): The graph run each iteration. It has N+M inputs: (loop state variables..., scan_input_elts...). It has N+K outputs: (loop state variables..., scan_output_elts...). Each scan_output is created by concatenating the value of the specified scan_output_elt value at the end of each iteration of the loop. It is an error if the dimensions of these values change across loop iterations.
    - num_scan_inputs (int, required): An attribute specifying the number of scan_inputs M.
    - scan_input_axes (Sequence[int], optional): An optional list of M flags. The i-th element of the list specifies the axis to be scanned (the sequence axis) for the i-th scan_input. If omitted, 0 will be used as the scan axis for every scan_input.
    - scan_input_directions (Sequence[int], optional): An optional list of M flags. The i-th element of the list specifies the direction to be scanned for the i-th scan_input tensor: 0 indicates forward direction and 1 indicates reverse direction. If omitted, all scan_input tensors will be scanned in the forward direction.
    - scan_output_axes (Sequence[int], optional): An optional list of K flags. The i-th element of the list specifies the axis for the i-th scan_output. The scan outputs are accumulated along the specified axis. If omitted, 0 will be used as the scan axis for every scan_output.
    - scan_output_directions (Sequence[int], optional): An optional list of K flags, one for each scan_output. The i-th element of the list specifies whether the i-th scan_output should be constructed by appending or prepending a new value in each iteration: 0 indicates appending and 1 indicates prepending. If omitted, all scan_output tensors will be produced by appending a value in each iteration.

    Returns:
    - final_state_and_scan_outputs (variadic V): Final values of the loop's N state variables followed by K scan_outputs

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): All Tensor types"""
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Scatter_T_any = TypeVar("_Scatter_T_any", bound=TensorType)
@overload
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 9](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-9) · ai.onnx · since opset 9

    Given `data`, `updates` and `indices` input tensors of rank r >= 1, write the values provided by `updates`
    into the first input, `data`, along `axis` dimension of `data` (by default outer-most one as axis=0) at corresponding `indices`.
    For each entry in `updates`, the target index in `data` is specified by corresponding entry in `indices`
    for dimension = axis, and index in source for dimension != axis. For instance, in a 2-D tensor case,
    data[indices[i][j]][j] = updates[i][j] if axis = 0, or data[i][indices[i][j]] = updates[i][j] if axis = 1,
    where i and j are loop counters from 0 up to the respective size in `updates` - 1.
    Example 1:
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
    Example 2:
      data = [[1.0, 2.0, 3.0, 4.0, 5.0]]
      indices = [[1, 3]]
      updates = [[1.1, 2.1]]
      axis = 1
      output = [[1.0, 1.1, 3.0, 2.1, 5.0]]

    Args:
    - data (T): Tensor of rank r >= 1.
    - indices (Tind): Tensor of int32/int64 indices, of r >= 1 (same rank as input).
    - updates (T): Tensor of rank r >=1 (same rank and shape as indices)
    - axis (int, default 0): Which axis to scatter on. Negative value means counting dimensions from the back. Accepted range is [-r, r-1]

    Returns:
    - output (T): Tensor of rank r >= 1 (same rank as input).

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input and output types can be of any tensor type.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Scatter (version 9) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def Scatter(data: _Scatter_T_any | float | Sequence[float], indices: TensorType | int | Sequence[int], updates: _Scatter_T_any | float | Sequence[float], axis: int = 0) -> _Scatter_T_any: ...
_Shrink_T = TypeVar("_Shrink_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Shrink_T_any = TypeVar("_Shrink_T_any", bound=TensorType)
@overload
def Shrink(input: _Shrink_T | float | Sequence[float], bias: float = 0.0, lambd: float = 0.5) -> _Shrink_T:
    """[Shrink - 9](https://onnx.ai/onnx/operators/onnx__Shrink.html#shrink-9) · ai.onnx · since opset 9

    Shrink takes one input data (Tensor<numeric>) and produces one Tensor output,
    having same datatype and shape with input. It has two attributes, lambd and
    bias. The formula of this operator is: If x < -lambd, y = x + bias;
    If x > lambd, y = x - bias; Otherwise, y = 0.

    Args:
    - input (T): The input data as Tensor.
    - bias (float, default 0.0): The bias value added to output. Default is 0.
    - lambd (float, default 0.5): The lambd value for the Shrink formulation. Default is 0.5.

    Returns:
    - output (T): The output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input to only numeric types."""
@overload
@deprecated('Shrink (version 9) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Shrink(input: _Shrink_T_any | float | Sequence[float], bias: float = 0.0, lambd: float = 0.5) -> _Shrink_T_any: ...
_Sign_T = TypeVar("_Sign_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Sign_T_any = TypeVar("_Sign_T_any", bound=TensorType)
@overload
def Sign(input: _Sign_T | float | Sequence[float]) -> _Sign_T:
    """[Sign - 9](https://onnx.ai/onnx/operators/onnx__Sign.html#sign-9) · ai.onnx · since opset 9

    Described at [Sign - 13](https://onnx.ai/onnx/operators/onnx__Sign.html#sign-13), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The sign of the input tensor computed element-wise. It has the same shape and type of the input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('Sign (version 9) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sign(input: _Sign_T_any | float | Sequence[float]) -> _Sign_T_any: ...
_Sinh_T = TypeVar("_Sinh_T", FLOAT16, FLOAT, DOUBLE)
_Sinh_T_any = TypeVar("_Sinh_T_any", bound=TensorType)
@overload
def Sinh(input: _Sinh_T | float | Sequence[float]) -> _Sinh_T:
    """[Sinh - 9](https://onnx.ai/onnx/operators/onnx__Sinh.html#sinh-9) · ai.onnx · since opset 9

    Described at [Sinh - 22](https://onnx.ai/onnx/operators/onnx__Sinh.html#sinh-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic sine values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sinh (version 9) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sinh(input: _Sinh_T_any | float | Sequence[float]) -> _Sinh_T_any: ...
@overload
def TfIdfVectorizer(X: STRING | INT32 | INT64 | str | int | Sequence[int], mode: str, ngram_indexes: Sequence[int], weights: Sequence[float] | None = None, *, max_gram_length: int, max_skip_count: int, min_gram_length: int, ngram_counts: Sequence[int], pool_int64s: Sequence[int] | None = None, pool_strings: Sequence[str] | None = None) -> FLOAT:
    """[TfIdfVectorizer - 9](https://onnx.ai/onnx/operators/onnx__TfIdfVectorizer.html#tfidfvectorizer-9) · ai.onnx · since opset 9

    This transform extracts n-grams from the input sequence and save them as a vector. Input can
    be either a 1-D or 2-D tensor. For 1-D input, output is the n-gram representation of that input.
    For 2-D input, the output is also a  2-D tensor whose i-th row is the n-gram representation of the i-th input row.
    More specifically, if input shape is [C], the corresponding output shape would be [max(ngram_indexes) + 1].
    If input shape is [N, C], this operator produces a [N, max(ngram_indexes) + 1]-tensor.

    In contrast to standard n-gram extraction, here, the indexes of extracting an n-gram from the original
    sequence are not necessarily consecutive numbers. The discontinuity between indexes are controlled by the number of skips.
    If the number of skips is 2, we should skip two tokens when scanning through the original sequence.
    Let's consider an example. Assume that input sequence is [94, 17, 36, 12, 28] and the number of skips is 2.
    The associated 2-grams are [94, 12] and [17, 28] respectively indexed by [0, 3] and [1, 4].
    If the number of skips becomes 0, the 2-grams generated are [94, 17], [17, 36], [36, 12], [12, 28]
    indexed by [0, 1], [1, 2], [2, 3], [3, 4], respectively.

    The output vector (denoted by Y) stores the count of each n-gram;
    Y[ngram_indexes[i]] indicates the times that the i-th n-gram is found. The attribute ngram_indexes is used to determine the mapping
    between index i and the corresponding n-gram's output coordinate. If pool_int64s is [94, 17, 17, 36], ngram_indexes is [1, 0],
    ngram_counts=[0, 0], then the Y[0] (first element in Y) and Y[1] (second element in Y) are the counts of [17, 36] and [94, 17],
    respectively. An n-gram which cannot be found in pool_strings/pool_int64s should be ignored and has no effect on the output.
    Note that we may consider all skips up to S when generating the n-grams.

    The examples used above are true if mode is "TF". If mode is "IDF", all the counts larger than 1 would be truncated to 1 and
    the i-th element in weights would be used to scale (by multiplication) the count of the i-th n-gram in pool. If mode is "TFIDF",
    this operator first computes the counts of all n-grams and then scale them by the associated values in the weights attribute.

    Only one of pool_strings and pool_int64s can be set. If pool_int64s is set, the input should be an integer tensor.
    If pool_strings is set, the input must be a string tensor.

    Args:
    - X (T): Input for n-gram extraction
    - max_gram_length (int, required): Maximum n-gram length. If this value is 3, 3-grams will be used to generate the output.
    - max_skip_count (int, required): Maximum number of items (integers/strings) to be skipped when constructing an n-gram from X. If max_skip_count=1, min_gram_length=2, max_gram_length=3, this operator may generate 2-grams with skip_count=0 and skip_count=1, and 3-grams with skip_count=0 and skip_count=1
    - min_gram_length (int, required): Minimum n-gram length. If this value is 2 and max_gram_length is 3, output may contain counts of 2-grams and 3-grams.
    - mode (str, required): The weighting criteria. It can be one of "TF" (term frequency), "IDF" (inverse document frequency), and "TFIDF" (the combination of TF and IDF)
    - ngram_counts (Sequence[int], required): The starting indexes of 1-grams, 2-grams, and so on in pool. It is useful when determining the boundary between two consecutive collections of n-grams. For example, if ngram_counts is [0, 17, 36], the first index (zero-based) of 1-gram/2-gram/3-gram in pool are 0/17/36. This format is essentially identical to CSR (or CSC) sparse matrix format, and we choose to use this due to its popularity.
    - ngram_indexes (Sequence[int], required): list of int64s (type: AttributeProto::INTS). This list is parallel to the specified 'pool_*' attribute. The i-th element in ngram_indexes indicate the coordinate of the i-th n-gram in the output tensor.
    - pool_int64s (Sequence[int], optional): List of int64 n-grams learned from the training set. Either this or pool_strings attributes must be present but not both. It's an 1-D tensor starting with the collections of all 1-grams and ending with the collections of n-grams. The i-th element in pool stores the n-gram that should be mapped to coordinate ngram_indexes[i] in the output vector.
    - pool_strings (Sequence[str], optional): List of strings n-grams learned from the training set. Either this or pool_int64s attributes must be present but not both. It's an 1-D tensor starting with the collections of all 1-grams and ending with the collections of n-grams. The i-th element in pool stores the n-gram that should be mapped to coordinate ngram_indexes[i] in the output vector.
    - weights (Sequence[float], optional): list of floats. This attribute stores the weight of each n-gram in pool. The i-th element in weights is the weight of the i-th n-gram in pool. Its length equals to the size of ngram_indexes. By default, weights is an all-one tensor.This attribute is used when mode is "IDF" or "TFIDF" to scale the associated word counts.

    Returns:
    - Y (T1): Ngram results

    Type constraints:
    - T in (STRING, INT32, INT64): Input is either string UTF-8 or int32/int64
    - T1 in (FLOAT): 1-D tensor of floats"""
@overload
@deprecated('TfIdfVectorizer (version 9) takes T as one of STRING, INT32 or INT64: these element types make an invalid model')
def TfIdfVectorizer(X: TensorType | str | int | Sequence[int], mode: str, ngram_indexes: Sequence[int], weights: Sequence[float] | None = None, *, max_gram_length: int, max_skip_count: int, min_gram_length: int, ngram_counts: Sequence[int], pool_int64s: Sequence[int] | None = None, pool_strings: Sequence[str] | None = None) -> FLOAT: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Upsample_T_any = TypeVar("_Upsample_T_any", bound=TensorType)
@overload
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 9](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-9) · ai.onnx · since opset 9

    Upsample the input tensor.
    Each dimension value of the output tensor is:
      output_dimension = floor(input_dimension * scale).

    Args:
    - X (T): N-D tensor
    - scales (FLOAT): The scale array along each dimension. It takes value greater than or equal to 1. The number of elements of 'scales' should be the same as the rank of input 'X'.
    - mode (str, default 'nearest'): Two interpolation modes: nearest (default), and linear (including bilinear, trilinear, etc)

    Returns:
    - Y (T): N-D tensor after resizing

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input 'X' and output 'Y' to all tensor types."""
@overload
@deprecated('Upsample (version 9) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Upsample(X: _Upsample_T_any | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T_any: ...
_Where_T = TypeVar("_Where_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Where_T_any = TypeVar("_Where_T_any", bound=TensorType)
@overload
def Where(condition: BOOL | bool, X: _Where_T | float | Sequence[float], Y: _Where_T | float | Sequence[float]) -> _Where_T:
    """[Where - 9](https://onnx.ai/onnx/operators/onnx__Where.html#where-9) · ai.onnx · since opset 9

    Described at [Where - 16](https://onnx.ai/onnx/operators/onnx__Where.html#where-16), whose documentation is the same.

    Args:
    - condition (B): When True (nonzero), yield X, otherwise yield Y
    - X (T): values selected at indices where condition is True
    - Y (T): values selected at indices where condition is False

    Returns:
    - output (T): Tensor of shape equal to the broadcasted shape of condition, X, and Y.

    Type constraints:
    - B in (BOOL): Constrain to boolean tensors.
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Where (version 9) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Where(condition: BOOL | bool, X: _Where_T_any | float | Sequence[float], Y: _Where_T_any | float | Sequence[float]) -> _Where_T_any: ...
