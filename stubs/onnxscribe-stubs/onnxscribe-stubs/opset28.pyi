"""ai.onnx opset 28: the operators new at 28, the others from opset27 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType, TypeSpec
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0,
    UINT2, INT2, FLOAT6E2M3, FLOAT6E3M2, TensorType,
)
from onnxscribe.opset27 import (
    Abs, Acos, Acosh, Add, AffineGrid, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, Attention, AveragePool,
    BatchNormalization, Bernoulli, BitCast, BitwiseAnd, BitwiseNot, BitwiseOr, BitwiseXor, BlackmanWindow, CastLike,
    CausalConvWithState, Ceil, CenterCropPad, Clip, Col2Im, Concat, ConcatFromSequence, Constant, ConstantOfShape, Conv,
    ConvInteger, ConvTranspose, Cos, Cosh, CumProd, CumSum, DFT, DeformConv, Det, Div, Dropout, DynamicQuantizeLinear,
    Elu, Equal, Erf, Exp, Expand, EyeLike, Flatten, Floor, GRU, Gather, GatherElements, GatherND, Gelu, Gemm,
    GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater, GreaterOrEqual, GridSample, GroupNormalization,
    HammingWindow, HannWindow, HardSigmoid, HardSwish, Hardmax, Identity, If, ImageDecoder, InstanceNormalization,
    IsInf, IsNaN, LRN, LSTM, LayerNormalization, LeakyRelu, Less, LessOrEqual, LinearAttention, Log, LogSoftmax, Loop,
    LpNormalization, LpPool, MatMul, MatMulInteger, Max, MaxPool, MaxRoiPool, MaxUnpool, Mean,
    MeanVarianceNormalization, MelWeightMatrix, Min, Mish, Mul, Multinomial, Neg, NegativeLogLikelihoodLoss,
    NonMaxSuppression, NonZero, Not, Or, PRelu, Pad, Pow, QLinearConv, QLinearMatMul, RMSNormalization, RNN,
    RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Range, Reciprocal, ReduceL1, ReduceL2, ReduceMax,
    ReduceMean, ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare, RegexFullMatch, Relu, Reshape, Resize, RoiAlign,
    RotaryEmbedding, Round, STFT, Scan, ScatterElements, ScatterND, Selu, SequenceAt, SequenceConstruct, SequenceEmpty,
    SequenceErase, SequenceInsert, SequenceLength, SequenceMap, Shape, Shrink, Sigmoid, Sign, Sin, Sinh, Size, Slice,
    Softmax, SoftmaxCrossEntropyLoss, Softplus, Softsign, Split, SplitToSequence, Sqrt, Squeeze, StringConcat,
    StringNormalizer, StringSplit, Sub, Sum, Swish, Tan, Tanh, TensorScatter, TfIdfVectorizer, ThresholdedRelu, Tile,
    TopK, Transpose, Trilu, Unsqueeze, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "AffineGrid", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh",
    "Attention", "AveragePool", "BatchNormalization", "Bernoulli", "BitCast", "BitShift", "BitwiseAnd", "BitwiseNot",
    "BitwiseOr", "BitwiseXor", "BlackmanWindow", "Cast", "CastLike", "CausalConvWithState", "Ceil", "Celu",
    "CenterCropPad", "Clip", "Col2Im", "Compress", "Concat", "ConcatFromSequence", "Constant", "ConstantOfShape",
    "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh", "CumProd", "CumSum", "DFT", "DeformConv", "DepthToSpace",
    "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear", "Einsum", "Elu", "Equal", "Erf", "Exp",
    "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements", "GatherND", "Gelu", "Gemm",
    "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool", "Greater", "GreaterOrEqual", "GridSample",
    "GroupNormalization", "HammingWindow", "HannWindow", "HardSigmoid", "HardSwish", "Hardmax", "Identity", "If",
    "ImageDecoder", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM", "LayerNormalization", "LeakyRelu", "Less",
    "LessOrEqual", "LinearAttention", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul",
    "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean", "MeanVarianceNormalization",
    "MelWeightMatrix", "Min", "Mish", "Mod", "Mul", "Multinomial", "Neg", "NegativeLogLikelihoodLoss",
    "NonMaxSuppression", "NonZero", "Not", "OneHot", "Optional", "OptionalGetElement", "OptionalHasElement", "Or",
    "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul", "QuantizeLinear", "RMSNormalization", "RNN", "RandomNormal",
    "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Range", "Reciprocal", "ReduceL1", "ReduceL2",
    "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin", "ReduceProd", "ReduceSum",
    "ReduceSumSquare", "RegexFullMatch", "Relu", "Reshape", "Resize", "ReverseSequence", "RoiAlign", "RotaryEmbedding",
    "Round", "STFT", "Scan", "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct", "SequenceEmpty",
    "SequenceErase", "SequenceInsert", "SequenceLength", "SequenceMap", "Shape", "Shrink", "Sigmoid", "Sign", "Sin",
    "Sinh", "Size", "Slice", "Softmax", "SoftmaxCrossEntropyLoss", "Softplus", "Softsign", "SpaceToDepth", "Split",
    "SplitToSequence", "Sqrt", "Squeeze", "StringConcat", "StringNormalizer", "StringSplit", "Sub", "Sum", "SwiGLU",
    "Swish", "Tan", "Tanh", "TensorScatter", "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose", "Trilu",
    "Unique", "Unsqueeze", "Where", "Xor",
]

_BitShift_T = TypeVar("_BitShift_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64)
_BitShift_T_any = TypeVar("_BitShift_T_any", bound=TensorType)
@overload
def BitShift(X: _BitShift_T | int | Sequence[int], Y: _BitShift_T | int | Sequence[int], direction: str) -> _BitShift_T:
    """[BitShift - 28](https://onnx.ai/onnx/operators/onnx__BitShift.html#bitshift-28) · ai.onnx · since opset 28

    Bitwise shift operator performs element-wise operation. For each input element, if the
    attribute "direction" is "RIGHT", this operator moves its binary representation toward
    the right side. If the attribute "direction" is "LEFT", bits of binary representation
    move toward the left side. The input X is the tensor to be shifted and another
    input Y specifies the amounts of shifting. For example, if "direction" is
    "RIGHT", X is [1, 4], and Y is [1, 1], the corresponding output Z would be
    [0, 2]. If "direction" is "LEFT" with X=[1, 2] and Y=[1, 2], the corresponding
    output Z would be [2, 8].

    For a signed T the right shift is an arithmetic shift (sign-extending). The
    vacated high bits are filled with copies of the sign bit, so a negative X stays
    negative. For a signed T a left shift can move bits into and past the sign bit,
    and bits shifted past the sign bit are discarded.

    If Y is negative, or is greater than or equal to the number of bits of T, then
    the result is whatever the sign bit extension alone produces: -1 for a right
    shift on a negative X, where the fill is a sign bit of 1, and 0 in every other
    case.
    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - X (T): First operand, input to be shifted.
    - Y (T): Second operand, amounts of shift.
    - direction (str, required): Direction of moving bits. It can be either "RIGHT" (for right shift) or "LEFT" (for left shift).

    Returns:
    - Z (T): Output tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64): Constrain input and output types to integer tensors."""
@overload
@deprecated('BitShift (version 28) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32 or INT64: these element types make an invalid model')
def BitShift(X: _BitShift_T_any | int | Sequence[int], Y: _BitShift_T_any | int | Sequence[int], direction: str) -> _BitShift_T_any: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.UINT8]) -> UINT8:
    """[Cast - 28](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-28) · ai.onnx · since opset 28

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

    In more detail, the conversion among numerical types should follow these rules
    if the destination type is not a float 8 type.

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

    Float 8 types (E4M3FN, E4M3FNUZ, E5M2, E5M2FNUZ) were introduced to speed up the training of
    deep models. By default the conversion of a float *x* obeys
    to the following rules. `[x]` means the value rounded to
    the target mantissa width.

    | x                 | E4M3FN   | E4M3FNUZ | E5M2     | E5M2FNUZ |
    | ----------------- | -------- | -------- | -------- | -------- |
    | 0                 | 0        | 0        | 0        | 0        |
    | -0                | -0       | 0        | -0       | 0        |
    | NaN               | NaN      | NaN      | NaN      | NaN      |
    | Inf               | FLT_MAX  | FLT_MAX  | FLT_MAX  | FLT_MAX  |
    | -Inf              | -FLT_MAX | -FLT_MAX | -FLT_MAX | -FLT_MAX |
    | \\[x\\] > FLT_MAX   | FLT_MAX  | FLT_MAX  | FLT_MAX  | FLT_MAX  |
    | \\[x\\] < -FLT_MAX | -FLT_MAX | -FLT_MAX | -FLT_MAX | -FLT_MAX |
    | else              | RNE      | RNE      | RNE      | RNE      |

    The behavior changes if the parameter 'saturate' is set to False.
    The rules then become:

    | x                 | E4M3FN | E4M3FNUZ | E5M2 | E5M2FNUZ |
    | ----------------- | ------ | -------- | ---- | -------- |
    | 0                 | 0      | 0        | 0    | 0        |
    | -0                | -0     | 0        | -0   | 0        |
    | NaN               | NaN    | NaN      | NaN  | NaN      |
    | -NaN              | -NaN   | NaN      | -NaN | NaN      |
    | Inf               | NaN    | NaN      | Inf  | NaN      |
    | -Inf              | -NaN   | NaN      | -Inf | NaN      |
    | \\[x\\] > FLT_MAX   | NaN    | NaN      | Inf  | NaN      |
    | \\[x\\] < -FLT_MAX | NaN    | NaN      | -Inf | NaN      |
    | else              | RNE    | RNE      | RNE  | RNE      |

    FLOAT8E8M0 type was introduced to enable [Microscaling (MX) formats](https://www.opencompute.org/documents/ocp-microscaling-formats-mx-v1-0-spec-final-pdf).
    When casting to FLOAT8E8M0, the rounding behavior can be specified using the `round_mode` and `saturate` attributes.
    The current CUDA behavior is to round up and saturate. Casting negative values to FLOAT8E8M0 gives undefined behavior.
    The following table describes the casting behavior of special values to FLOAT8E8M0 in the two most common cases.

    | x                 | saturate + up | non-saturate + nearest |
    | ----------------- | ------------- | ---------------------  |
    | 0                 | 0             | NaN                    |
    | -0                | Unspecified   | Unspecified            |
    | NaN               | NaN           | NaN                    |
    | Inf               | E8M0_MAX      | NaN                    |
    | x > E8M0_MAX      | E8M0_MAX      | NaN                    |
    | x < E8M0_MIN      | E8M0_MIN      | NaN                    |
    | x < 0             | Unspecified   | Unspecified            |

    Args:
    - input (T1): Input tensor to be cast.
    - to (int, required): The data type to which the elements of the input tensor are cast. Strictly must be one of the types from DataType enum in TensorProto
    - round_mode (str, default 'up'): Rounding mode for conversion to float8e8m0. It only applies to casting to float8e8m0 and is `up` by default. `up`: round to nearest value away from zero, `down`: round to nearest value towards zero, `nearest`: round to nearest value and ties round up.
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 conversion (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz, float8e8m0). It is true by default. All cases are fully described in the tables inserted in the operator description.

    Returns:
    - output (T2): Output tensor with the same shape as input with type specified by the 'to' argument

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, UINT2, INT2, FLOAT6E2M3, FLOAT6E3M2): Constrain input types. Casting from complex is not supported.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, UINT2, INT2, FLOAT6E2M3, FLOAT6E3M2): Constrain output types. Casting to complex is not supported."""
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.INT8]) -> INT8: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.INT16]) -> INT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.INT32]) -> INT32: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.INT64]) -> INT64: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.BFLOAT16]) -> BFLOAT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT16]) -> FLOAT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.STRING]) -> STRING: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.BOOL]) -> BOOL: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT8E4M3FN]) -> FLOAT8E4M3FN: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT8E4M3FNUZ]) -> FLOAT8E4M3FNUZ: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT8E5M2]) -> FLOAT8E5M2: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT8E5M2FNUZ]) -> FLOAT8E5M2FNUZ: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.UINT4]) -> UINT4: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.INT4]) -> INT4: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT4E2M1]) -> FLOAT4E2M1: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT8E8M0]) -> FLOAT8E8M0: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.UINT2]) -> UINT2: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.INT2]) -> INT2: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT6E2M3]) -> FLOAT6E2M3: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT6E3M2]) -> FLOAT6E3M2: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: int) -> Any: ...
@overload
@deprecated('Cast (version 28) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, UINT2, INT2, FLOAT6E2M3 or FLOAT6E3M2: these element types make an invalid model')
def Cast(input: TensorType | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: int) -> Any: ...
_Celu_T = TypeVar("_Celu_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Celu_T_any = TypeVar("_Celu_T_any", bound=TensorType)
@overload
def Celu(X: _Celu_T | float | Sequence[float], alpha: float = 1.0) -> _Celu_T:
    """[Celu - 28](https://onnx.ai/onnx/operators/onnx__Celu.html#celu-28) · ai.onnx · since opset 28

    Continuously Differentiable Exponential Linear Units:
    Perform the linear unit element-wise on the input tensor X
    using formula:

    ```
    max(0,x) + min(0,alpha*(exp(x/alpha)-1))
    ```

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.0): The Alpha value in Celu formula which control the shape of the unit. The default value is 1.0.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Celu (version 28) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Celu(X: _Celu_T_any | float | Sequence[float], alpha: float = 1.0) -> _Celu_T_any: ...
_Compress_T = TypeVar("_Compress_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Compress_T_any = TypeVar("_Compress_T_any", bound=TensorType)
@overload
def Compress(input: _Compress_T | float | str | Sequence[float], condition: BOOL | bool, axis: int | None = None) -> _Compress_T:
    """[Compress - 28](https://onnx.ai/onnx/operators/onnx__Compress.html#compress-28) · ai.onnx · since opset 28

    Selects slices from an input tensor along a given axis where condition evaluates to True for each axis index.
    In case axis is not provided, input is flattened before elements are selected.
    Compress behaves like numpy.compress: https://docs.scipy.org/doc/numpy/reference/generated/numpy.compress.html

    Args:
    - input (T): Tensor of rank r >= 1.
    - condition (T1): Rank 1 tensor of booleans to indicate which slices or data elements to be selected. Its length can be less than the input length along the axis or the flattened input size if axis is not specified. In such cases data slices or elements exceeding the condition length are discarded.
    - axis (int, optional): (Optional) Axis along which to take slices. If not specified, input is flattened before elements being selected. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).

    Returns:
    - output (T): Tensor of rank r if axis is specified. Otherwise output is a Tensor of rank 1.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - T1 in (BOOL): Constrain to boolean tensors."""
@overload
@deprecated('Compress (version 28) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Compress(input: _Compress_T_any | float | str | Sequence[float], condition: BOOL | bool, axis: int | None = None) -> _Compress_T_any: ...
_DepthToSpace_T = TypeVar("_DepthToSpace_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_DepthToSpace_T_any = TypeVar("_DepthToSpace_T_any", bound=TensorType)
@overload
def DepthToSpace(input: _DepthToSpace_T | float | str | Sequence[float], mode: str = 'DCR', *, blocksize: int) -> _DepthToSpace_T:
    """[DepthToSpace - 28](https://onnx.ai/onnx/operators/onnx__DepthToSpace.html#depthtospace-28) · ai.onnx · since opset 28

    DepthToSpace rearranges (permutes) data from depth into blocks of spatial data.
    This is the reverse transformation of SpaceToDepth. More specifically, this op outputs a copy of
    the input tensor where values from the depth dimension are moved in spatial blocks to the height
    and width dimensions. By default, `mode` = `DCR`.
    In the DCR mode, elements along the depth dimension from the input tensor are rearranged in the
    following order: depth, column, and then row. The output y is computed from the input x as below:

    ```
    b, c, h, w = x.shape
    tmp = np.reshape(x, [b, blocksize, blocksize, c // (blocksize**2), h, w])
    tmp = np.transpose(tmp, [0, 3, 4, 1, 5, 2])
    y = np.reshape(tmp, [b, c // (blocksize**2), h * blocksize, w * blocksize])
    ```

    In the CRD mode, elements along the depth dimension from the input tensor are rearranged in the
    following order: column, row, and the depth. The output y is computed from the input x as below:

    ```
    b, c, h, w = x.shape
    tmp = np.reshape(x, [b, c // (blocksize ** 2), blocksize, blocksize, h, w])
    tmp = np.transpose(tmp, [0, 1, 4, 2, 5, 3])
    y = np.reshape(tmp, [b, c // (blocksize ** 2), h * blocksize, w * blocksize])
    ```

    Args:
    - input (T): Input tensor of [N,C,H,W], where N is the batch axis, C is the channel or depth, H is the height and W is the width.
    - blocksize (int, required): Blocks of [blocksize, blocksize] are moved.
    - mode (str, default 'DCR'): DCR (default) for depth-column-row order re-arrangement. Use CRD for column-row-depth order.

    Returns:
    - output (T): Output tensor of [N, C/(blocksize * blocksize), H * blocksize, W * blocksize].

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('DepthToSpace (version 28) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def DepthToSpace(input: _DepthToSpace_T_any | float | str | Sequence[float], mode: str = 'DCR', *, blocksize: int) -> _DepthToSpace_T_any: ...
_DequantizeLinear_T1 = TypeVar("_DequantizeLinear_T1", INT8, UINT8, INT16, UINT16, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, UINT2, INT2, FLOAT6E2M3, FLOAT6E3M2)
_DequantizeLinear_T2_same = TypeVar("_DequantizeLinear_T2_same", FLOAT, FLOAT16, BFLOAT16)
_DequantizeLinear_T1_any = TypeVar("_DequantizeLinear_T1_any", bound=TensorType)
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | FLOAT8E8M0 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, output_dtype: Literal[DataType.FLOAT], axis: int = 1, block_size: int = 0) -> FLOAT:
    """[DequantizeLinear - 28](https://onnx.ai/onnx/operators/onnx__DequantizeLinear.html#dequantizelinear-28) · ai.onnx · since opset 28

    The linear dequantization operator. It consumes a quantized tensor, a scale, and a zero point to compute the
    full-precision tensor. The dequantization formula is `y = (x - x_zero_point) * x_scale`. `x_scale` and `x_zero_point`
    must have the same shape, determining the quantization's granularity: a scalar for per-tensor/per-layer quantization,
    a 1-D tensor for per-axis quantization, or have a rank identical to the input for blocked quantization.
    See QuantizeLinear for details on quantization granularity.

    `x_zero_point` and `x` must have the same type. `x` and `y` must have the same shape. In the case of dequantizing
    `int32`, there's no zero point (zero point is supposed to be 0).
    `zero-point` is usually not used in the case of float8 and 4-bit types quantization, but the dequantization formula remains the same
    for consistency. The output type is determined by the attribute `output_dtype`. If `output_dtype` is not supplied then the output type
    is the same as `x_scale`. The output type also determines the precision of the multiplication operation.

    Args:
    - x (T1): N-D quantized input tensor to be de-quantized.
    - x_scale (T2): Scale for input `x`. For per-tensor/layer dequantization the scale is a scalar, for per per-axis dequantization it is a 1-D Tensor and for blocked dequantization it has the same shape as the input, except for one dimension in which blocking is performed.
    - x_zero_point (optional T1): Zero point for input `x`. Shape must match x_scale. It's optional. Zero point is 0 when it's not specified.
    - axis (int, default 1): (Optional) The axis of the dequantizing dimension of the input tensor. Used for per-axis and blocked quantization. Negative value means counting dimensions from the back. Accepted range is `[-r, r-1]` where `r = rank(input)`.
    - block_size (int, default 0): (Optional) The size of the quantization block (number of times every scale is replicated). Used only for blocked quantization. The block size is a positive integer. Given `x` shape `(D0, ..., Di, ..., Dn)`, `y_scale` shape `(S0, ... Si, ...Sn)` and `axis=i`, the accepted range is `[ceil(Di/Si), ceil(Di/(Si-1))-1]`
    - output_dtype (int, default 0): (Optional) The output data type. If not supplied, the output data type is inferred from `x_scale` data type (`T2`)

    Returns:
    - y (T3): N-D full precision output tensor. It has the same shape as input `x`. The data type is specified by the `output_dtype` attribute or, in its absence, the type of `x_scale`.

    Type constraints:
    - T1 in (INT8, UINT8, INT16, UINT16, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, UINT2, INT2, FLOAT6E2M3, FLOAT6E3M2): The type of the inputs 'x_zero_point' and 'x'.
    - T2 in (FLOAT, FLOAT16, BFLOAT16, FLOAT8E8M0): The type of the input 'x_scale'.
    - T3 in (FLOAT, FLOAT16, BFLOAT16): The type of the output 'y'."""
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | FLOAT8E8M0 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, output_dtype: Literal[DataType.FLOAT16], axis: int = 1, block_size: int = 0) -> FLOAT16: ...
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | FLOAT8E8M0 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, output_dtype: Literal[DataType.BFLOAT16], axis: int = 1, block_size: int = 0) -> BFLOAT16: ...
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: _DequantizeLinear_T2_same | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, axis: int = 1, block_size: int = 0) -> _DequantizeLinear_T2_same: ...
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | FLOAT8E8M0 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, output_dtype: int = 0, block_size: int = 0, axis: int = 1) -> Any: ...
@overload
@deprecated('DequantizeLinear (version 28) takes T1 as one of INT8, UINT8, INT16, UINT16, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, UINT2, INT2, FLOAT6E2M3 or FLOAT6E3M2; T2 as one of FLOAT, FLOAT16, BFLOAT16 or FLOAT8E8M0: these element types make an invalid model')
def DequantizeLinear(x: _DequantizeLinear_T1_any | float | Sequence[float], x_scale: TensorType | float | Sequence[float], x_zero_point: _DequantizeLinear_T1_any | float | Sequence[float] | None = None, output_dtype: int = 0, block_size: int = 0, axis: int = 1) -> Any: ...
_Einsum_T = TypeVar("_Einsum_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Einsum_T_any = TypeVar("_Einsum_T_any", bound=TensorType)
@overload
def Einsum(*Inputs: _Einsum_T | float | Sequence[float], equation: str) -> _Einsum_T:
    """[Einsum - 28](https://onnx.ai/onnx/operators/onnx__Einsum.html#einsum-28) · ai.onnx · since opset 28

    An einsum of the form `term1, term2 -> output-term` produces an output tensor using the following equation

    ```
    output[output-term] = reduce-sum( input1[term1] * input2[term2] )
    ```

    where the reduce-sum performs a summation over all the indices occurring in the input terms (term1, term2)
    that do not occur in the output-term.

    The Einsum operator evaluates algebraic tensor operations on a sequence of tensors, using the Einstein summation
    convention. The equation string contains a comma-separated sequence of lower case letters and/or upper case letters.
    Each term corresponds to an operand tensor, and the characters within the terms correspond to operands dimensions.
    Lower case letters and upper case letters are treated as distinct symbols, that is, "a" and "A" refer to different
    symbols.

    This sequence may be followed by "->" to separate the left and right hand side of the equation.
    If the equation contains "->" followed by the right-hand side, the explicit (not classical) form of the Einstein
    summation is performed, and the right-hand side indices indicate output tensor dimensions. In other cases,
    output indices are (implicitly) set to the sequence of indices appearing exactly once in the equation, sorted in
    increasing order of their ASCII values (so that all upper case letters precede all lower case letters, e.g.,
    "A" < "Z" < "a" < "z").

    When a dimension character is repeated in the left-hand side, it represents summation along the dimension.

    The equation may contain ellipsis ("...") to enable broadcasting. Ellipsis must indicate a fixed number of dimensions.
    Specifically, every occurrence of ellipsis in the equation must represent the same number of dimensions.
    The right-hand side may contain exactly one ellipsis. In implicit mode, the ellipsis dimensions are set to the
    beginning of the output. The equation string may contain space (U+0020) character.

    Args:
    - Inputs (variadic T): Operands
    - equation (str, required): Einsum expression string.

    Returns:
    - Output (T): Output tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numerical tensor types."""
@overload
@deprecated('Einsum (version 28) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Einsum(*Inputs: _Einsum_T_any | float | Sequence[float], equation: str) -> _Einsum_T_any: ...
_Mod_T = TypeVar("_Mod_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Mod_T_any = TypeVar("_Mod_T_any", bound=TensorType)
@overload
def Mod(A: _Mod_T | float | Sequence[float], B: _Mod_T | float | Sequence[float], fmod: int = 0) -> _Mod_T:
    """[Mod - 28](https://onnx.ai/onnx/operators/onnx__Mod.html#mod-28) · ai.onnx · since opset 28

    Performs an element-wise binary modulo operation.
    The `fmod` attribute determines how the quotient is rounded. Its value must be
    `0` (default) or `1`.

    If `fmod` is `0`, the output is calculated as `A - floor(A / B) * B`.
    The result has the same sign as `B`.
    For floating-point inputs, the following special cases apply:
    - If `x` is `±0` and `y` is nonzero, `±0` with the sign of `y` is returned.
    - If `x` is `±∞` and `y` is not `NaN`, `NaN` is returned.
    - If `y` is `±0` and `x` is not `NaN`, `NaN` is returned.
    - If `y` is `±∞` and `x` is finite and nonzero, `x` is returned when `x` and
      `y` have the same sign; otherwise, `y` is returned.
    - If either argument is `NaN`, `NaN` is returned.

    If `fmod` is `1`, the output is calculated as `A - trunc(A / B) * B`.
    The result has the same sign as `A`, except that either signed zero may be
    returned when `A` is `-0` and `B` is positive. For floating-point inputs,
    the following special cases apply:
    - If `x` is `-0` and `y` is greater than zero, either `+0` or `-0` may be returned.
    - If `x` is `±∞` and `y` is not `NaN`, `NaN` is returned.
    - If `y` is `±0` and `x` is not `NaN`, `NaN` should be returned.
    - If `y` is `±∞` and `x` is finite, `x` is returned.
    - If either argument is `NaN`, `NaN` is returned.

    This operator supports multidirectional (i.e., NumPy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): Dividend tensor
    - B (T): Divisor tensor
    - fmod (int, default 0): Whether the operator should use floor (0) or truncation (1) to calculate the quotient.

    Returns:
    - C (T): Remainder tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('Mod (version 28) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Mod(A: _Mod_T_any | float | Sequence[float], B: _Mod_T_any | float | Sequence[float], fmod: int = 0) -> _Mod_T_any: ...
_OneHot_T3 = TypeVar("_OneHot_T3", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_OneHot_T3_any = TypeVar("_OneHot_T3_any", bound=TensorType)
@overload
def OneHot(indices: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], depth: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], values: _OneHot_T3 | float | str | Sequence[float], axis: int = -1) -> _OneHot_T3:
    """[OneHot - 28](https://onnx.ai/onnx/operators/onnx__OneHot.html#onehot-28) · ai.onnx · since opset 28

    Produces a one-hot tensor based on inputs.
    The locations represented by the index values in the 'indices' input tensor will have 'on_value'
    and the other locations will have 'off_value' in the output tensor, where 'on_value' and 'off_value'
    are specified as part of required input argument 'values', which is a two-element tensor of format
    [off_value, on_value]. The rank of the output tensor will be one greater than the rank of the
    input tensor. The additional dimension is for one-hot representation. The additional dimension will
    be inserted at the position specified by 'axis'. If 'axis' is not specified then the additional
    dimension will be inserted as the innermost dimension, i.e. axis=-1. The size of the additional
    dimension is specified by required scalar input 'depth'. The type of the output tensor is the same
    as the type of the 'values' input. Any entries in the 'indices' input tensor with values outside
    the range [-depth, depth-1] will result in one-hot representation with all 'off_value' values in the
    output tensor.

    when axis = 0:
    output[input[i, j, k], i, j, k] = 1 for all i, j, k and 0 otherwise.

    when axis = -1:
    output[i, j, k, input[i, j, k]] = 1 for all i, j, k and 0 otherwise.

    Args:
    - indices (T1): Input tensor containing indices. Any entries in the 'indices' input tensor with values outside the range [-depth, depth-1] will result in one-hot representation with all 'off_value' values in the output tensor.In case 'indices' is of non-integer type, the values will be casted to int64 before use.
    - depth (T2): Scalar or Rank 1 tensor containing exactly one element, specifying the number of classes in one-hot tensor. This is also the size of the one-hot dimension (specified by 'axis' attribute) added on in the output tensor. The values in the 'indices' input tensor are expected to be in the range [-depth, depth-1]. In case 'depth' is of non-integer type, it will be casted to int64 before use.
    - values (T3): Rank 1 tensor containing exactly two elements, in the format [off_value, on_value], where 'on_value' is the value used for filling locations specified in 'indices' input tensor, and 'off_value' is the value used for filling locations other than those specified in 'indices' input tensor.
    - axis (int, default -1): (Optional) Axis along which one-hot representation in added. Default: axis=-1. axis=-1 means that the additional dimension will be inserted as the innermost/last dimension in the output tensor. Negative value means counting dimensions from the back. Accepted range is [-r-1, r] where r = rank(indices).

    Returns:
    - output (T3): Tensor of rank one greater than input tensor 'indices', i.e. rank(output) = rank(indices) + 1. The data type for the elements of the output tensor is the same as the type of input 'values' is used.

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input to only numeric types.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input to only numeric types.
    - T3 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type."""
@overload
@deprecated('OneHot (version 28) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE; T2 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE; T3 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def OneHot(indices: TensorType | float | Sequence[float], depth: TensorType | float | Sequence[float], values: _OneHot_T3_any | float | str | Sequence[float], axis: int = -1) -> _OneHot_T3_any: ...
def Optional(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | Sequence[UINT8] | Sequence[UINT16] | Sequence[UINT32] | Sequence[UINT64] | Sequence[INT8] | Sequence[INT16] | Sequence[INT32] | Sequence[INT64] | Sequence[BFLOAT16] | Sequence[FLOAT16] | Sequence[FLOAT] | Sequence[DOUBLE] | Sequence[STRING] | Sequence[BOOL] | Sequence[COMPLEX64] | Sequence[COMPLEX128] | Sequence[FLOAT8E4M3FN] | Sequence[FLOAT8E4M3FNUZ] | Sequence[FLOAT8E5M2] | Sequence[FLOAT8E5M2FNUZ] | Sequence[UINT4] | Sequence[INT4] | Sequence[FLOAT4E2M1] | Sequence[FLOAT8E8M0] | Sequence[UINT2] | Sequence[INT2] | Sequence[FLOAT6E2M3] | Sequence[FLOAT6E3M2] | float | str | Sequence[float] | None = None, type: TypeSpec | None = None) -> Any:
    """[Optional - 28](https://onnx.ai/onnx/operators/onnx__Optional.html#optional-28) · ai.onnx · since opset 28

    Constructs an optional-type value containing either an empty optional of a certain type specified by the attribute,
    or a non-empty value containing the input element.

    Args:
    - input (optional V): The input element.
    - type (TypeSpec, optional): Type of the element in the optional output

    Returns:
    - output (O): The optional output enclosing the input element.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, UINT2, INT2, FLOAT6E2M3, FLOAT6E3M2, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Sequence[UINT4], Sequence[INT4], Sequence[FLOAT4E2M1], Sequence[FLOAT8E8M0], Sequence[UINT2], Sequence[INT2], Sequence[FLOAT6E2M3], Sequence[FLOAT6E3M2]): Constrain input type to all tensor and sequence types.
    - O in (Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], Optional[FLOAT8E4M3FN], Optional[FLOAT8E4M3FNUZ], Optional[FLOAT8E5M2], Optional[FLOAT8E5M2FNUZ], Optional[UINT4], Optional[INT4], Optional[FLOAT4E2M1], Optional[FLOAT8E8M0], Optional[UINT2], Optional[INT2], Optional[FLOAT6E2M3], Optional[FLOAT6E3M2], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[Sequence[FLOAT8E4M3FN]], Optional[Sequence[FLOAT8E4M3FNUZ]], Optional[Sequence[FLOAT8E5M2]], Optional[Sequence[FLOAT8E5M2FNUZ]], Optional[Sequence[UINT4]], Optional[Sequence[INT4]], Optional[Sequence[FLOAT4E2M1]], Optional[Sequence[FLOAT8E8M0]], Optional[Sequence[UINT2]], Optional[Sequence[INT2]], Optional[Sequence[FLOAT6E2M3]], Optional[Sequence[FLOAT6E3M2]]): Constrain output type to all optional tensor or optional sequence types."""
def OptionalGetElement(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | Sequence[UINT8] | Sequence[UINT16] | Sequence[UINT32] | Sequence[UINT64] | Sequence[INT8] | Sequence[INT16] | Sequence[INT32] | Sequence[INT64] | Sequence[BFLOAT16] | Sequence[FLOAT16] | Sequence[FLOAT] | Sequence[DOUBLE] | Sequence[STRING] | Sequence[BOOL] | Sequence[COMPLEX64] | Sequence[COMPLEX128] | Sequence[FLOAT8E4M3FN] | Sequence[FLOAT8E4M3FNUZ] | Sequence[FLOAT8E5M2] | Sequence[FLOAT8E5M2FNUZ] | Sequence[UINT4] | Sequence[INT4] | Sequence[FLOAT4E2M1] | Sequence[FLOAT8E8M0] | Sequence[UINT2] | Sequence[INT2] | Sequence[FLOAT6E2M3] | Sequence[FLOAT6E3M2] | float | str | Sequence[float] | None) -> Any:
    """[OptionalGetElement - 28](https://onnx.ai/onnx/operators/onnx__OptionalGetElement.html#optionalgetelement-28) · ai.onnx · since opset 28

    If the input is a tensor or sequence type, it returns the input.
    If the input is an optional type, it outputs the element in the input.
    It is an error if the input is an empty optional-type (i.e. does not have an element) and the behavior is undefined in this case.

    Args:
    - input (O): The optional input.

    Returns:
    - output (V): Output element in the optional input.

    Type constraints:
    - O in (Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], Optional[FLOAT8E4M3FN], Optional[FLOAT8E4M3FNUZ], Optional[FLOAT8E5M2], Optional[FLOAT8E5M2FNUZ], Optional[UINT4], Optional[INT4], Optional[FLOAT4E2M1], Optional[FLOAT8E8M0], Optional[UINT2], Optional[INT2], Optional[FLOAT6E2M3], Optional[FLOAT6E3M2], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[Sequence[FLOAT8E4M3FN]], Optional[Sequence[FLOAT8E4M3FNUZ]], Optional[Sequence[FLOAT8E5M2]], Optional[Sequence[FLOAT8E5M2FNUZ]], Optional[Sequence[UINT4]], Optional[Sequence[INT4]], Optional[Sequence[FLOAT4E2M1]], Optional[Sequence[FLOAT8E8M0]], Optional[Sequence[UINT2]], Optional[Sequence[INT2]], Optional[Sequence[FLOAT6E2M3]], Optional[Sequence[FLOAT6E3M2]], UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, UINT2, INT2, FLOAT6E2M3, FLOAT6E3M2, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Sequence[UINT4], Sequence[INT4], Sequence[FLOAT4E2M1], Sequence[FLOAT8E8M0], Sequence[UINT2], Sequence[INT2], Sequence[FLOAT6E2M3], Sequence[FLOAT6E3M2]): Constrain input type to optional, tensor and sequence types.
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, UINT2, INT2, FLOAT6E2M3, FLOAT6E3M2, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Sequence[UINT4], Sequence[INT4], Sequence[FLOAT4E2M1], Sequence[FLOAT8E8M0], Sequence[UINT2], Sequence[INT2], Sequence[FLOAT6E2M3], Sequence[FLOAT6E3M2]): Constrain output type to all tensor or sequence types."""
def OptionalHasElement(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | FLOAT6E2M3 | FLOAT6E3M2 | Sequence[UINT8] | Sequence[UINT16] | Sequence[UINT32] | Sequence[UINT64] | Sequence[INT8] | Sequence[INT16] | Sequence[INT32] | Sequence[INT64] | Sequence[BFLOAT16] | Sequence[FLOAT16] | Sequence[FLOAT] | Sequence[DOUBLE] | Sequence[STRING] | Sequence[BOOL] | Sequence[COMPLEX64] | Sequence[COMPLEX128] | Sequence[FLOAT8E4M3FN] | Sequence[FLOAT8E4M3FNUZ] | Sequence[FLOAT8E5M2] | Sequence[FLOAT8E5M2FNUZ] | Sequence[UINT4] | Sequence[INT4] | Sequence[FLOAT4E2M1] | Sequence[FLOAT8E8M0] | Sequence[UINT2] | Sequence[INT2] | Sequence[FLOAT6E2M3] | Sequence[FLOAT6E3M2] | float | str | Sequence[float] | None = None) -> BOOL:
    """[OptionalHasElement - 28](https://onnx.ai/onnx/operators/onnx__OptionalHasElement.html#optionalhaselement-28) · ai.onnx · since opset 28

    Returns true if (1) the input is an optional-type and contains an element,
    or, (2) the input is a tensor or sequence type.
    If the input is not provided or is an empty optional-type, this op returns false.

    Args:
    - input (optional O): The optional input.

    Returns:
    - output (B): A scalar boolean tensor. If true, it indicates that optional-type input contains an element. Otherwise, it is empty.

    Type constraints:
    - O in (Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], Optional[FLOAT8E4M3FN], Optional[FLOAT8E4M3FNUZ], Optional[FLOAT8E5M2], Optional[FLOAT8E5M2FNUZ], Optional[UINT4], Optional[INT4], Optional[FLOAT4E2M1], Optional[FLOAT8E8M0], Optional[UINT2], Optional[INT2], Optional[FLOAT6E2M3], Optional[FLOAT6E3M2], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[Sequence[FLOAT8E4M3FN]], Optional[Sequence[FLOAT8E4M3FNUZ]], Optional[Sequence[FLOAT8E5M2]], Optional[Sequence[FLOAT8E5M2FNUZ]], Optional[Sequence[UINT4]], Optional[Sequence[INT4]], Optional[Sequence[FLOAT4E2M1]], Optional[Sequence[FLOAT8E8M0]], Optional[Sequence[UINT2]], Optional[Sequence[INT2]], Optional[Sequence[FLOAT6E2M3]], Optional[Sequence[FLOAT6E3M2]], UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, UINT2, INT2, FLOAT6E2M3, FLOAT6E3M2, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Sequence[UINT4], Sequence[INT4], Sequence[FLOAT4E2M1], Sequence[FLOAT8E8M0], Sequence[UINT2], Sequence[INT2], Sequence[FLOAT6E2M3], Sequence[FLOAT6E3M2]): Constrain input type to optional, tensor and sequence types.
    - B in (BOOL): Constrain output to a boolean tensor."""
_QuantizeLinear_T3 = TypeVar("_QuantizeLinear_T3", INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, UINT2, INT2, FLOAT6E2M3, FLOAT6E3M2)
_QuantizeLinear_T3_any = TypeVar("_QuantizeLinear_T3_any", bound=TensorType)
@overload
def QuantizeLinear(x: FLOAT | FLOAT16 | BFLOAT16 | INT32 | float | Sequence[float], y_scale: FLOAT | FLOAT16 | BFLOAT16 | INT32 | FLOAT8E8M0 | float | Sequence[float], y_zero_point: _QuantizeLinear_T3 | None = None, precision: int = 0, output_dtype: int = 0, block_size: int = 0, saturate: int = 1, axis: int = 1) -> _QuantizeLinear_T3:
    """[QuantizeLinear - 28](https://onnx.ai/onnx/operators/onnx__QuantizeLinear.html#quantizelinear-28) · ai.onnx · since opset 28

    The linear quantization operator consumes a high-precision tensor, a scale, and a zero point to compute the
    low-precision/quantized tensor. The scale factor and zero point must have the same shape, determining the quantization
    granularity. The quantization formula is `y = saturate((x / y_scale) + y_zero_point)`.

    Saturation is done according to:
    - uint16: [0, 65535]
    - int16: [-32768, 32767]
    - uint8: [0, 255]
    - int8: [-128, 127]
    - uint4: [0, 15]
    - int4: [-8, 7]
    - uint2: [0, 3]
    - int2: [-2, 1]

    For `(x / y_scale)`, it rounds to the nearest even. Refer to https://en.wikipedia.org/wiki/Rounding for details.

    `y_zero_point` and `y` must have the same type. `y_zero_point` is usually not used for quantization to float8 and 4bit types, but the quantization
    formula remains the same for consistency, and the type of the attribute `y_zero_point` still determines the quantization type.
    `x` and `y_scale` are allowed to have different types. The type of `y_scale` determines the precision of the division operation between `x` and
    `y_scale`, unless the `precision` attribute is specified.

    There are three supported quantization granularities, determined by the shape of `y_scale`.
    In all cases, `y_zero_point` must have the same shape as `y_scale`.
    - Per-tensor (per-layer) quantization: `y_scale` is a scalar.
    - Per-axis quantization: The scale must be a 1-D tensor, with the length of the quantization axis. For an input shape
     `(D0, ..., Di, ..., Dn)` and `axis=i`, `y_scale` is a 1-D tensor of length `Di`.
    - Blocked quantization: The scale's shape is identical to the input's shape, except for one dimension, in which
      blocking is performed. Given `x` shape `(D0, ..., Di, ..., Dn)`, `axis=i`, and block size `B`: `y_scale` shape is
      `(D0, ..., ceil(Di/B), ..., Dn)`.

    Args:
    - x (T1): N-D full precision Input tensor to be quantized.
    - y_scale (T2): Scale for doing quantization to get `y`. For per-tensor/layer quantization the scale is a scalar, for per-axis quantization it is a 1-D Tensor and for blocked quantization it has the same shape as the input, except for one dimension in which blocking is performed.
    - y_zero_point (optional T3): Zero point for doing quantization to get `y`. Shape must match `y_scale`. Default is uint8 with zero point of 0 if it's not specified.
    - axis (int, default 1): (Optional) The axis of the dequantizing dimension of the input tensor. Used only for per-axis and blocked quantization. Negative value means counting dimensions from the back. Accepted range is `[-r, r-1]` where `r = rank(input)`. When the rank of the input is 1, per-tensor quantization is applied, rendering the axis unnecessary in this scenario.
    - block_size (int, default 0): (Optional) The size of the quantization block (number of times every scale is replicated). Used only for blocked quantization. The block size is a positive integer. Given `x` shape `(D0, ..., Di, ..., Dn)`, `y_scale` shape `(S0, ... Si, ...Sn)` and `axis=i`, the accepted range is `[ceil(Di/Si), ceil(Di/(Si-1))-1]`
    - output_dtype (int, default 0): (Optional) The output data type. If not supplied, the output data type is inferred from `y_zero_point` data type (`T3`). If neither `output_dtype` nor `y_zero_point` are supplied, output data type is uint8. If both `output_dtype` and `y_zero_point` are specified, `output_dtype` must be `T3`.
    - precision (int, default 0): (Optional) The precision of the division operation between `x` and `y_scale`. If not provided, it will be the same as the type of `y_scale`.
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 quantization (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz). It is true by default. All cases are fully described in two tables inserted in the operator description. It has no effect for float4e2m1, float6e2m3, or float6e3m2, since those types have no non-saturating (infinity-representable) encoding to fall back to.

    Returns:
    - y (T3): N-D quantized output tensor. It has same shape as input `x`.

    Type constraints:
    - T1 in (FLOAT, FLOAT16, BFLOAT16, INT32): The type of the input 'x'.
    - T2 in (FLOAT, FLOAT16, BFLOAT16, INT32, FLOAT8E8M0): The type of the input 'y_scale'.
    - T3 in (INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, UINT2, INT2, FLOAT6E2M3, FLOAT6E3M2): The type of the input `y_zero_point` and the output `y`."""
@overload
@deprecated('QuantizeLinear (version 28) takes T1 as one of FLOAT, FLOAT16, BFLOAT16 or INT32; T2 as one of FLOAT, FLOAT16, BFLOAT16, INT32 or FLOAT8E8M0; T3 as one of INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, UINT2, INT2, FLOAT6E2M3 or FLOAT6E3M2: these element types make an invalid model')
def QuantizeLinear(x: TensorType | float | Sequence[float], y_scale: TensorType | float | Sequence[float], y_zero_point: _QuantizeLinear_T3_any | None = None, precision: int = 0, output_dtype: int = 0, block_size: int = 0, saturate: int = 1, axis: int = 1) -> _QuantizeLinear_T3_any: ...
_ReduceLogSum_T = TypeVar("_ReduceLogSum_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_ReduceLogSum_T_any = TypeVar("_ReduceLogSum_T_any", bound=TensorType)
@overload
def ReduceLogSum(data: _ReduceLogSum_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceLogSum_T:
    """[ReduceLogSum - 28](https://onnx.ai/onnx/operators/onnx__ReduceLogSum.html#reducelogsum-28) · ai.onnx · since opset 28

    Computes the log sum of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields minus infinity (if supported by the datatype) or undefined otherwise.

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
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('ReduceLogSum (version 28) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceLogSum(data: _ReduceLogSum_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceLogSum_T_any: ...
_ReduceLogSumExp_T = TypeVar("_ReduceLogSumExp_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_ReduceLogSumExp_T_any = TypeVar("_ReduceLogSumExp_T_any", bound=TensorType)
@overload
def ReduceLogSumExp(data: _ReduceLogSumExp_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceLogSumExp_T:
    """[ReduceLogSumExp - 28](https://onnx.ai/onnx/operators/onnx__ReduceLogSumExp.html#reducelogsumexp-28) · ai.onnx · since opset 28

    Computes the log sum exponent of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields minus infinity (if supported by the datatype) or undefined otherwise.

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
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('ReduceLogSumExp (version 28) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceLogSumExp(data: _ReduceLogSumExp_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceLogSumExp_T_any: ...
_ReverseSequence_T = TypeVar("_ReverseSequence_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_ReverseSequence_T_any = TypeVar("_ReverseSequence_T_any", bound=TensorType)
@overload
def ReverseSequence(input: _ReverseSequence_T | float | str | Sequence[float], sequence_lens: INT64 | int | Sequence[int], batch_axis: int = 1, time_axis: int = 0) -> _ReverseSequence_T:
    """[ReverseSequence - 28](https://onnx.ai/onnx/operators/onnx__ReverseSequence.html#reversesequence-28) · ai.onnx · since opset 28

    Reverse batch of sequences having different lengths specified by `sequence_lens`.

    For each slice i iterating on batch axis, the operator reverses the first sequence_lens[i] elements on time axis,
    and copies elements whose index's beyond sequence_lens[i] to the output. So the output slice i contains reversed
    sequences on the first sequence_lens[i] elements, then have original values copied for the other elements.

    Example 1:
      input = [[0.0, 4.0, 8.0,  12.0],
               [1.0, 5.0, 9.0,  13.0],
               [2.0, 6.0, 10.0, 14.0],
               [3.0, 7.0, 11.0, 15.0]]
      sequence_lens = [4, 3, 2, 1]
      time_axis = 0
      batch_axis = 1

      output = [[3.0, 6.0, 9.0,  12.0],
                [2.0, 5.0, 8.0,  13.0],
                [1.0, 4.0, 10.0, 14.0],
                [0.0, 7.0, 11.0, 15.0]]

    Example 2:
      input = [[0.0,  1.0,  2.0,  3.0 ],
               [4.0,  5.0,  6.0,  7.0 ],
               [8.0,  9.0,  10.0, 11.0],
               [12.0, 13.0, 14.0, 15.0]]
      sequence_lens = [1, 2, 3, 4]
      time_axis = 1
      batch_axis = 0

      output = [[0.0,  1.0,  2.0,  3.0 ],
                [5.0,  4.0,  6.0,  7.0 ],
                [10.0, 9.0,  8.0,  11.0],
                [15.0, 14.0, 13.0, 12.0]]

    Args:
    - input (T): Tensor of rank r >= 2.
    - sequence_lens (INT64): Tensor specifying lengths of the sequences in a batch. It has shape `[batch_size]`.
    - batch_axis (int, default 1): (Optional) Specify which axis is batch axis. Must be one of 1 (default), or 0.
    - time_axis (int, default 0): (Optional) Specify which axis is time axis. Must be one of 0 (default), or 1.

    Returns:
    - Y (T): Tensor with same shape of input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input and output types can be of any tensor type."""
@overload
@deprecated('ReverseSequence (version 28) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def ReverseSequence(input: _ReverseSequence_T_any | float | str | Sequence[float], sequence_lens: INT64 | int | Sequence[int], batch_axis: int = 1, time_axis: int = 0) -> _ReverseSequence_T_any: ...
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
_SpaceToDepth_T = TypeVar("_SpaceToDepth_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_SpaceToDepth_T_any = TypeVar("_SpaceToDepth_T_any", bound=TensorType)
@overload
def SpaceToDepth(input: _SpaceToDepth_T | float | str | Sequence[float], mode: str = 'DCR', *, blocksize: int) -> _SpaceToDepth_T:
    """[SpaceToDepth - 28](https://onnx.ai/onnx/operators/onnx__SpaceToDepth.html#spacetodepth-28) · ai.onnx · since opset 28

    SpaceToDepth rearranges blocks of spatial data into depth. More specifically,
    this op outputs a copy of the input tensor where values from the height and width dimensions
    are moved to the depth dimension. `mode` determines whether blocks are ordered depth-column-row
    (`DCR`, the default) or column-row-depth (`CRD`).

    Args:
    - input (T): Input tensor of [N,C,H,W], where N is the batch axis, C is the channel or depth, H is the height and W is the width.
    - blocksize (int, required): Blocks of [blocksize, blocksize] are moved.
    - mode (str, default 'DCR'): DCR (default) for depth-column-row order re-arrangement. Use CRD for column-row-depth order.

    Returns:
    - output (T): Output tensor of [N, C * blocksize * blocksize, H/blocksize, W/blocksize].

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('SpaceToDepth (version 28) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def SpaceToDepth(input: _SpaceToDepth_T_any | float | str | Sequence[float], mode: str = 'DCR', *, blocksize: int) -> _SpaceToDepth_T_any: ...
_SwiGLU_T = TypeVar("_SwiGLU_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_SwiGLU_T_any = TypeVar("_SwiGLU_T_any", bound=TensorType)
@overload
def SwiGLU(A: _SwiGLU_T | float | Sequence[float], B: _SwiGLU_T | float | Sequence[float], alpha: float = 1.0) -> _SwiGLU_T:
    """[SwiGLU - 28](https://onnx.ai/onnx/operators/onnx__SwiGLU.html#swiglu-28) · ai.onnx · since opset 28

    SwiGLU is a gated activation that takes two inputs, a gate `A` and a linear (value)
    input `B`, and produces one output `Y`. It applies the Swish activation to the gate
    and multiplies the result elementwise by the linear input:

    ```
    Y = Swish_alpha(A) * B
    ```

    The gate activation `Swish_alpha` is exactly the `Swish` operator with the same
    `alpha`, i.e. `Swish_alpha(a) = a * Sigmoid(alpha * a)`. Inputs `A` and `B` must
    have identical shapes; broadcasting is not applied and the output `Y` has the same
    shape as the inputs.

    Exporters typically produce `A` and `B` in one of two ways: for the common
    two-projection form (e.g. Llama's `gate_proj`/`up_proj`) wire the two projection
    outputs directly to `A` (gate) and `B` (value); for a fused/packed single
    projection, split it upstream into `A` and `B` with `Split` (contiguous layout)
    or `Slice`/`Gather` (interleaved layout).

    Args:
    - A (T): Gate input tensor
    - B (T): Linear (value) input tensor
    - alpha (float, default 1.0): Coefficient that scales the gate input inside the sigmoid of the Swish activation. The default value is 1.0.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('SwiGLU (version 28) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def SwiGLU(A: _SwiGLU_T_any | float | Sequence[float], B: _SwiGLU_T_any | float | Sequence[float], alpha: float = 1.0) -> _SwiGLU_T_any: ...
_Unique_T = TypeVar("_Unique_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Unique_T_any = TypeVar("_Unique_T_any", bound=TensorType)
@overload
def Unique(X: _Unique_T | float | str | Sequence[float], axis: int | None = None, sorted: int = 1) -> _Unique_T:
    """[Unique - 28](https://onnx.ai/onnx/operators/onnx__Unique.html#unique-28) · ai.onnx · since opset 28

    Find the unique elements of a tensor. When an optional attribute 'axis' is provided, unique subtensors sliced along the 'axis' are returned.
    Otherwise the input tensor is flattened and unique values of the flattened tensor are returned.

    This operator returns the unique values or sliced unique subtensors of the input tensor and three optional outputs.
    The first output tensor 'Y' contains all unique values or subtensors of the input.
    The second optional output tensor 'indices' contains indices of 'Y' elements' first occurrence in 'X'.
    The third optional output tensor 'inverse_indices' contains, for elements of 'X', its corresponding indices in 'Y'.
    The fourth optional output tensor 'counts' contains the count of each element of 'Y' in the input.

    Outputs are either sorted in ascending order or optionally in the order of the first occurrence of the values in the input.

    https://docs.scipy.org/doc/numpy/reference/generated/numpy.unique.html

    Example 1:
    ```
    input_X = [2, 1, 1, 3, 4, 3]
    attribute_sorted = 0
    attribute_axis = None
    output_Y = [2, 1, 3, 4]
    output_indices = [0, 1, 3, 4]
    output_inverse_indices = [0, 1, 1, 2, 3, 2]
    output_counts = [1, 2, 2, 1]
    ```

    Example 2:
    ```
    input_X = [[1, 3], [2, 3]]
    attribute_sorted = 1
    attribute_axis = None
    output_Y = [1, 2, 3]
    output_indices = [0, 2, 1]
    output_inverse_indices = [0, 2, 1, 2]
    output_counts = [1, 1, 2]
    ```

    Example 3:
    ```
    input_X = [[1, 0, 0], [1, 0, 0], [2, 3, 4]]
    attribute_sorted = 1
    attribute_axis = 0
    output_Y = [[1, 0, 0], [2, 3, 4]]
    output_indices = [0, 2]
    output_inverse_indices = [0, 0, 1]
    output_counts = [2, 1]
    ```

    Example 4:
    ```
    input_x = [[[1., 1.], [0., 1.], [2., 1.], [0., 1.]],
                [[1., 1.], [0., 1.], [2., 1.], [0., 1.]]]
    attribute_sorted = 1
    attribute_axis = 1
    ```

    intermediate data are presented below for better understanding:
    there are 4 subtensors sliced along axis 1 of input_x (shape = (2, 4, 2)):
    ```
    A: [[1, 1], [1, 1]],
       [[0, 1], [0, 1]],
       [[2, 1], [2, 1]],
       [[0, 1], [0, 1]].
    ```

    there are 3 unique subtensors:
    ```
    [[1, 1], [1, 1]],
    [[0, 1], [0, 1]],
    [[2, 1], [2, 1]].
    ```

    sorted unique subtensors:
    ```
    B: [[0, 1], [0, 1]],
       [[1, 1], [1, 1]],
       [[2, 1], [2, 1]].
    ```

    output_Y is constructed from B:
    ```
    [[[0. 1.], [1. 1.], [2. 1.]],
     [[0. 1.], [1. 1.], [2. 1.]]]
    ```

    output_indices is to map from B to A:
    ```
    [1, 0, 2]
    ```

    output_inverse_indices is to map from A to B:
    ```
    [1, 0, 2, 0]
    ```

    output_counts:
    ```
    [2, 1, 1]
    ```

    Args:
    - X (T): A N-D input tensor that is to be processed.
    - axis (int, optional): (Optional) The dimension to apply unique. If not specified, the unique elements of the flattened input are returned. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).
    - sorted (int, default 1): (Optional) Whether to sort the unique elements in ascending order before returning as output. Must be one of 0, or 1 (default).

    Returns:
    - Y (T): A tensor of the same type as 'X' containing all the unique values or subtensors sliced along a provided 'axis' in 'X', either sorted or maintained in the same order they occur in input 'X'
    - indices (optional INT64): A 1-D INT64 tensor containing indices of 'Y' elements' first occurrence in 'X'. When 'axis' is provided, it contains indices to subtensors in input 'X' on the 'axis'. When 'axis' is not provided, it contains indices to values in the flattened input tensor.
    - inverse_indices (optional INT64): A 1-D INT64 tensor containing, for elements of 'X', its corresponding indices in 'Y'. When 'axis' is provided, it contains indices to subtensors in output 'Y' on the 'axis'. When 'axis' is not provided, it contains indices to values in output 'Y'.
    - counts (optional INT64): A 1-D INT64 tensor containing the count of each element of 'Y' in input 'X'

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input can be of any tensor type."""
@overload
@deprecated('Unique (version 28) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Unique(X: _Unique_T_any | float | str | Sequence[float], axis: int | None = None, sorted: int = 1) -> _Unique_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
