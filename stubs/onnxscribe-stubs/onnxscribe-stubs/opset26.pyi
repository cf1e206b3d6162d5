"""ai.onnx opset 26: the operators new at 26, the others from opset25 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0,
    UINT2, INT2, TensorType,
)
from onnxscribe.opset25 import (
    Abs, Acos, Acosh, Add, AffineGrid, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, Attention, AveragePool,
    BatchNormalization, Bernoulli, BitShift, BitwiseAnd, BitwiseNot, BitwiseOr, BitwiseXor, BlackmanWindow, Cast,
    CastLike, Ceil, Celu, CenterCropPad, Clip, Col2Im, Compress, Concat, ConcatFromSequence, Constant, ConstantOfShape,
    Conv, ConvInteger, ConvTranspose, Cos, Cosh, CumSum, DFT, DeformConv, DepthToSpace, DequantizeLinear, Det, Div,
    Dropout, DynamicQuantizeLinear, Einsum, Elu, Equal, Erf, Exp, Expand, EyeLike, Flatten, Floor, GRU, Gather,
    GatherElements, GatherND, Gelu, Gemm, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater, GreaterOrEqual,
    GridSample, GroupNormalization, HammingWindow, HannWindow, HardSigmoid, HardSwish, Hardmax, Identity, If,
    ImageDecoder, InstanceNormalization, IsInf, IsNaN, LRN, LSTM, LayerNormalization, LeakyRelu, Less, LessOrEqual, Log,
    LogSoftmax, Loop, LpNormalization, LpPool, MatMul, MatMulInteger, Max, MaxPool, MaxRoiPool, MaxUnpool, Mean,
    MeanVarianceNormalization, MelWeightMatrix, Min, Mish, Mod, Mul, Multinomial, Neg, NegativeLogLikelihoodLoss,
    NonMaxSuppression, NonZero, Not, OneHot, Optional, OptionalGetElement, OptionalHasElement, Or, PRelu, Pad, Pow,
    QLinearConv, QLinearMatMul, QuantizeLinear, RMSNormalization, RNN, RandomNormal, RandomNormalLike, RandomUniform,
    RandomUniformLike, Range, Reciprocal, ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean,
    ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare, RegexFullMatch, Relu, Reshape, Resize, ReverseSequence, RoiAlign,
    RotaryEmbedding, Round, STFT, Scan, ScatterElements, ScatterND, Selu, SequenceAt, SequenceConstruct, SequenceEmpty,
    SequenceErase, SequenceInsert, SequenceLength, SequenceMap, Shape, Shrink, Sigmoid, Sign, Sin, Sinh, Size, Slice,
    Softmax, SoftmaxCrossEntropyLoss, Softplus, Softsign, SpaceToDepth, Split, SplitToSequence, Sqrt, Squeeze,
    StringConcat, StringNormalizer, StringSplit, Sub, Sum, Swish, Tan, Tanh, TensorScatter, TfIdfVectorizer,
    ThresholdedRelu, Tile, TopK, Transpose, Trilu, Unique, Unsqueeze, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "AffineGrid", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh",
    "Attention", "AveragePool", "BatchNormalization", "Bernoulli", "BitCast", "BitShift", "BitwiseAnd", "BitwiseNot",
    "BitwiseOr", "BitwiseXor", "BlackmanWindow", "Cast", "CastLike", "Ceil", "Celu", "CenterCropPad", "Clip", "Col2Im",
    "Compress", "Concat", "ConcatFromSequence", "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose",
    "Cos", "Cosh", "CumProd", "CumSum", "DFT", "DeformConv", "DepthToSpace", "DequantizeLinear", "Det", "Div",
    "Dropout", "DynamicQuantizeLinear", "Einsum", "Elu", "Equal", "Erf", "Exp", "Expand", "EyeLike", "Flatten", "Floor",
    "GRU", "Gather", "GatherElements", "GatherND", "Gelu", "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool",
    "Greater", "GreaterOrEqual", "GridSample", "GroupNormalization", "HammingWindow", "HannWindow", "HardSigmoid",
    "HardSwish", "Hardmax", "Identity", "If", "ImageDecoder", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM",
    "LayerNormalization", "LeakyRelu", "Less", "LessOrEqual", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool",
    "MatMul", "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean", "MeanVarianceNormalization",
    "MelWeightMatrix", "Min", "Mish", "Mod", "Mul", "Multinomial", "Neg", "NegativeLogLikelihoodLoss",
    "NonMaxSuppression", "NonZero", "Not", "OneHot", "Optional", "OptionalGetElement", "OptionalHasElement", "Or",
    "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul", "QuantizeLinear", "RMSNormalization", "RNN", "RandomNormal",
    "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Range", "Reciprocal", "ReduceL1", "ReduceL2",
    "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin", "ReduceProd", "ReduceSum",
    "ReduceSumSquare", "RegexFullMatch", "Relu", "Reshape", "Resize", "ReverseSequence", "RoiAlign", "RotaryEmbedding",
    "Round", "STFT", "Scan", "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct", "SequenceEmpty",
    "SequenceErase", "SequenceInsert", "SequenceLength", "SequenceMap", "Shape", "Shrink", "Sigmoid", "Sign", "Sin",
    "Sinh", "Size", "Slice", "Softmax", "SoftmaxCrossEntropyLoss", "Softplus", "Softsign", "SpaceToDepth", "Split",
    "SplitToSequence", "Sqrt", "Squeeze", "StringConcat", "StringNormalizer", "StringSplit", "Sub", "Sum", "Swish",
    "Tan", "Tanh", "TensorScatter", "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose", "Trilu",
    "Unique", "Unsqueeze", "Where", "Xor",
]

@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.UINT8]) -> UINT8:
    """[BitCast - 26](https://onnx.ai/onnx/operators/onnx__BitCast.html#bitcast-26) · ai.onnx · since opset 26

    Reinterprets the binary representation of a tensor as a different data type,
    specified by the 'to' attribute. Unlike Cast, BitCast preserves the exact bit
    pattern without any value conversion.

    The target data type must have the same bit-width as the input data type.
    The output tensor has the same shape as the input tensor.
    All types except string are supported. Implementations must treat the
    underlying bytes as little endian.

    Args:
    - input (T1): Input tensor to be bitcast.
    - to (int, required): The data type to which the input tensor is bitwise reinterpreted. Must be one of the non-string types from DataType enum in TensorProto. The target type must have the same bit-width as the input type.

    Returns:
    - output (T2): Output tensor with the same shape as the input.

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, UINT2, INT2): Constrain input types. Bitcasting from string is not supported.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, UINT2, INT2): Constrain output types. Bitcasting to string is not supported."""
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.INT8]) -> INT8: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.INT16]) -> INT16: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.INT32]) -> INT32: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.INT64]) -> INT64: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.BFLOAT16]) -> BFLOAT16: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.FLOAT16]) -> FLOAT16: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.BOOL]) -> BOOL: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.COMPLEX64]) -> COMPLEX64: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.COMPLEX128]) -> COMPLEX128: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.FLOAT8E4M3FN]) -> FLOAT8E4M3FN: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.FLOAT8E4M3FNUZ]) -> FLOAT8E4M3FNUZ: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.FLOAT8E5M2]) -> FLOAT8E5M2: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.FLOAT8E5M2FNUZ]) -> FLOAT8E5M2FNUZ: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.UINT4]) -> UINT4: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.INT4]) -> INT4: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.FLOAT4E2M1]) -> FLOAT4E2M1: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.FLOAT8E8M0]) -> FLOAT8E8M0: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.UINT2]) -> UINT2: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: Literal[DataType.INT2]) -> INT2: ...
@overload
def BitCast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | UINT2 | INT2 | float | Sequence[float], to: int) -> Any: ...
@overload
@deprecated('BitCast (version 26) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, UINT2 or INT2: these element types make an invalid model')
def BitCast(input: TensorType | float | Sequence[float], to: int) -> Any: ...
_CumProd_T = TypeVar("_CumProd_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_CumProd_T_any = TypeVar("_CumProd_T_any", bound=TensorType)
@overload
def CumProd(x: _CumProd_T | float | Sequence[float], axis: INT32 | INT64 | int | Sequence[int], reverse: int = 0, exclusive: int = 0) -> _CumProd_T:
    """[CumProd - 26](https://onnx.ai/onnx/operators/onnx__CumProd.html#cumprod-26) · ai.onnx · since opset 26

    Performs cumulative product of the input elements along the given axis.
    By default, it will do the product inclusively meaning the first element is copied as is.
    Through an `exclusive` attribute, this behavior can change to exclude the first element.
    It can also perform product in the opposite direction of the axis. For that, set `reverse` attribute to 1.

    Example:
    ```
    input_x = [1, 2, 3]
    axis=0
    output = [1, 2, 6]
    exclusive=1
    output = [1, 1, 2]
    exclusive=0
    reverse=1
    output = [6, 6, 3]
    exclusive=1
    reverse=1
    output = [6, 3, 1]
    ```

    Args:
    - x (T): An input tensor that is to be processed.
    - axis (T2): A 0-D tensor. Must be in the range [-rank(x), rank(x)-1]. Negative value means counting dimensions from the back.
    - exclusive (int, default 0): If set to 1 will return exclusive product in which the top element is not included. In other terms, if set to 1, the j-th output element would be the product of the first (j-1) elements. Otherwise, it would be the product of the first j elements.
    - reverse (int, default 0): If set to 1 will perform the products in reverse direction.

    Returns:
    - y (T): Output tensor of the same type as 'x' with cumulative products of the x's elements

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    - T2 in (INT32, INT64): axis tensor can be int32 or int64 only"""
@overload
@deprecated('CumProd (version 26) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16; T2 as one of INT32 or INT64: these element types make an invalid model')
def CumProd(x: _CumProd_T_any | float | Sequence[float], axis: TensorType | int | Sequence[int], reverse: int = 0, exclusive: int = 0) -> _CumProd_T_any: ...
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
