"""ai.onnx opset 21: the operators new at 21, the others from opset20 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType, GraphBody, SparseTensorData, TensorData
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, TensorType,
)
from onnxscribe.opset20 import (
    Abs, Acos, Acosh, Add, AffineGrid, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, AveragePool, BatchNormalization,
    Bernoulli, BitShift, BitwiseAnd, BitwiseNot, BitwiseOr, BitwiseXor, BlackmanWindow, Ceil, Celu, CenterCropPad, Clip,
    Col2Im, Compress, Concat, ConcatFromSequence, Conv, ConvInteger, ConvTranspose, Cos, Cosh, CumSum, DFT, DeformConv,
    DepthToSpace, Det, Div, Dropout, DynamicQuantizeLinear, Einsum, Elu, Equal, Erf, Exp, Expand, EyeLike, Floor, GRU,
    Gather, GatherElements, GatherND, Gelu, Gemm, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater,
    GreaterOrEqual, GridSample, HammingWindow, HannWindow, HardSigmoid, HardSwish, Hardmax, ImageDecoder,
    InstanceNormalization, IsInf, IsNaN, LRN, LSTM, LayerNormalization, LeakyRelu, Less, LessOrEqual, Log, LogSoftmax,
    LpNormalization, LpPool, MatMul, MatMulInteger, Max, MaxPool, MaxRoiPool, MaxUnpool, Mean,
    MeanVarianceNormalization, MelWeightMatrix, Min, Mish, Mod, Mul, Multinomial, Neg, NegativeLogLikelihoodLoss,
    NonMaxSuppression, NonZero, Not, OneHot, Optional, OptionalGetElement, OptionalHasElement, Or, PRelu, Pow,
    QLinearConv, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Range, Reciprocal, ReduceL1,
    ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare,
    RegexFullMatch, Relu, Resize, ReverseSequence, RoiAlign, Round, STFT, ScatterElements, ScatterND, Selu, SequenceAt,
    SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength, SequenceMap, Shrink, Sigmoid, Sign,
    Sin, Sinh, Slice, Softmax, SoftmaxCrossEntropyLoss, Softplus, Softsign, SpaceToDepth, Split, SplitToSequence, Sqrt,
    StringConcat, StringNormalizer, StringSplit, Sub, Sum, Tan, Tanh, TfIdfVectorizer, ThresholdedRelu, Tile, TopK,
    Trilu, Unique, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "AffineGrid", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh",
    "AveragePool", "BatchNormalization", "Bernoulli", "BitShift", "BitwiseAnd", "BitwiseNot", "BitwiseOr", "BitwiseXor",
    "BlackmanWindow", "Cast", "CastLike", "Ceil", "Celu", "CenterCropPad", "Clip", "Col2Im", "Compress", "Concat",
    "ConcatFromSequence", "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh",
    "CumSum", "DFT", "DeformConv", "DepthToSpace", "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear",
    "Einsum", "Elu", "Equal", "Erf", "Exp", "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements",
    "GatherND", "Gelu", "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool", "Greater", "GreaterOrEqual",
    "GridSample", "GroupNormalization", "HammingWindow", "HannWindow", "HardSigmoid", "HardSwish", "Hardmax",
    "Identity", "If", "ImageDecoder", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM", "LayerNormalization",
    "LeakyRelu", "Less", "LessOrEqual", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul",
    "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean", "MeanVarianceNormalization",
    "MelWeightMatrix", "Min", "Mish", "Mod", "Mul", "Multinomial", "Neg", "NegativeLogLikelihoodLoss",
    "NonMaxSuppression", "NonZero", "Not", "OneHot", "Optional", "OptionalGetElement", "OptionalHasElement", "Or",
    "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul", "QuantizeLinear", "RNN", "RandomNormal", "RandomNormalLike",
    "RandomUniform", "RandomUniformLike", "Range", "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum",
    "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin", "ReduceProd", "ReduceSum", "ReduceSumSquare",
    "RegexFullMatch", "Relu", "Reshape", "Resize", "ReverseSequence", "RoiAlign", "Round", "STFT", "Scan",
    "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct", "SequenceEmpty", "SequenceErase",
    "SequenceInsert", "SequenceLength", "SequenceMap", "Shape", "Shrink", "Sigmoid", "Sign", "Sin", "Sinh", "Size",
    "Slice", "Softmax", "SoftmaxCrossEntropyLoss", "Softplus", "Softsign", "SpaceToDepth", "Split", "SplitToSequence",
    "Sqrt", "Squeeze", "StringConcat", "StringNormalizer", "StringSplit", "Sub", "Sum", "Tan", "Tanh",
    "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose", "Trilu", "Unique", "Unsqueeze", "Where", "Xor",
]

@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT16]) -> FLOAT16:
    """[Cast - 21](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-21) · ai.onnx · since opset 21

    Described at [Cast - 23](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-23), whose documentation is the same.

    Args:
    - input (T1): Input tensor to be cast.
    - to (int, required): The data type to which the elements of the input tensor are cast. Strictly must be one of the types from DataType enum in TensorProto
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 conversion (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz). It is true by default. All cases are fully described in two tables inserted in the operator description.

    Returns:
    - output (T2): Output tensor with the same shape as input with type specified by the 'to' argument

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Constrain input types. Casting from complex is not supported.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Constrain output types. Casting to complex is not supported."""
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT8]) -> INT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT16]) -> INT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT32]) -> INT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT64]) -> INT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT8]) -> UINT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.BOOL]) -> BOOL: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.STRING]) -> STRING: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.BFLOAT16]) -> BFLOAT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E4M3FN]) -> FLOAT8E4M3FN: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E4M3FNUZ]) -> FLOAT8E4M3FNUZ: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E5M2]) -> FLOAT8E5M2: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E5M2FNUZ]) -> FLOAT8E5M2FNUZ: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT4]) -> UINT4: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT4]) -> INT4: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], saturate: int = 1, *, to: int) -> Any: ...
@overload
@deprecated('Cast (version 21) takes T1 as one of FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4: these element types make an invalid model')
def Cast(input: TensorType | float | str | Sequence[float], saturate: int = 1, *, to: int) -> Any: ...
_CastLike_T2 = TypeVar("_CastLike_T2", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4)
_CastLike_T2_any = TypeVar("_CastLike_T2_any", bound=TensorType)
@overload
def CastLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | Sequence[float], target_type: _CastLike_T2 | float | str | Sequence[float], saturate: int = 1) -> _CastLike_T2:
    """[CastLike - 21](https://onnx.ai/onnx/operators/onnx__CastLike.html#castlike-21) · ai.onnx · since opset 21

    Described at [CastLike - 25](https://onnx.ai/onnx/operators/onnx__CastLike.html#castlike-25), whose documentation is the same.

    Args:
    - input (T1): Input tensor to be cast.
    - target_type (T2): The (first) input tensor will be cast to produce a tensor of the same type as this (second input) tensor.
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 conversion (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz). It is true by default. Please refer to operator Cast description for further details.

    Returns:
    - output (T2): Output tensor produced by casting the first input tensor to have the same type as the second input tensor.

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Constrain input types. Casting from complex is not supported.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Constrain output types. Casting to complex is not supported."""
@overload
@deprecated('CastLike (version 21) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4; T2 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4: these element types make an invalid model')
def CastLike(input: TensorType | float | Sequence[float], target_type: _CastLike_T2_any | float | str | Sequence[float], saturate: int = 1) -> _CastLike_T2_any: ...
@overload
def Constant(*, value_float: float) -> FLOAT:
    """[Constant - 21](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-21) · ai.onnx · since opset 21

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Constrain input and output types to all tensor types."""
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
@overload
def ConstantOfShape(input: INT64 | int | Sequence[int]) -> FLOAT:
    """[ConstantOfShape - 21](https://onnx.ai/onnx/operators/onnx__ConstantOfShape.html#constantofshape-21) · ai.onnx · since opset 21

    Described at [ConstantOfShape - 25](https://onnx.ai/onnx/operators/onnx__ConstantOfShape.html#constantofshape-25), whose documentation is the same.

    Args:
    - input (T1): 1D tensor. The shape of the expected output tensor. If empty tensor is given, the output would be a scalar. All values must be >= 0.
    - value (TensorData, optional): (Optional) The value of the output elements.Should be a one-element tensor. If not specified, it defaults to a tensor of value 0 and datatype float32

    Returns:
    - output (T2): Output tensor of shape specified by 'input'.If attribute 'value' is specified, the value and datatype of the output tensor is taken from 'value'.If attribute 'value' is not specified, the value in the output defaults to 0, and the datatype defaults to float32.

    Type constraints:
    - T1 in (INT64): Constrain input types.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, UINT4, INT4, BOOL, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain output types to be numerics or boolean."""
@overload
def ConstantOfShape(input: INT64 | int | Sequence[int], value: TensorData | None = None) -> Any: ...
_DequantizeLinear_T1 = TypeVar("_DequantizeLinear_T1", INT8, UINT8, INT16, UINT16, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4)
_DequantizeLinear_T2 = TypeVar("_DequantizeLinear_T2", FLOAT, FLOAT16, BFLOAT16)
_DequantizeLinear_T1_any = TypeVar("_DequantizeLinear_T1_any", bound=TensorType)
_DequantizeLinear_T2_any = TypeVar("_DequantizeLinear_T2_any", bound=TensorType)
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: _DequantizeLinear_T2 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, block_size: int = 0, axis: int = 1) -> _DequantizeLinear_T2:
    """[DequantizeLinear - 21](https://onnx.ai/onnx/operators/onnx__DequantizeLinear.html#dequantizelinear-21) · ai.onnx · since opset 21

    The linear dequantization operator. It consumes a quantized tensor, a scale, and a zero point to compute the
    full-precision tensor. The dequantization formula is `y = (x - x_zero_point) * x_scale`. `x_scale` and `x_zero_point`
    must have the same shape, determining the quantization's granularity: a scalar for per-tensor/per-layer quantization,
    a 1-D tensor for per-axis quantization, or have a rank identical to the input for blocked quantization.
    See QuantizeLinear for details on quantization granularity.
    `x_zero_point` and `x` must have the same type. `x` and `y` must have the same shape. In the case of dequantizing
    `int32`, there's no zero point (zero point is supposed to be 0).
    `zero-point` is usually not used in the case of float8 types quantization, but the dequantization formula remains the same
    for consistency, and `x_scale` still determines the output type.

    Args:
    - x (T1): N-D quantized input tensor to be de-quantized.
    - x_scale (T2): Scale for input `x`. For per-tensor/layer dequantization the scale is a scalar, for per per-axis dequantization it is a 1-D Tensor and for blocked dequantization it has the same shape as the input, except for one dimension in which blocking is performed.
    - x_zero_point (optional T1): Zero point for input `x`. Shape must match x_scale. It's optional. Zero point is 0 when it's not specified.
    - axis (int, default 1): (Optional) The axis of the dequantizing dimension of the input tensor. Used for per-axis and blocked quantization. Negative value means counting dimensions from the back. Accepted range is `[-r, r-1]` where `r = rank(input)`.
    - block_size (int, default 0): (Optional) The size of the quantization block (number of times every scale is replicated). Used only for blocked quantization. The block size is a positive integer. Given `x` shape `(D0, ..., Di, ..., Dn)`, `y_scale` shape `(S0, ... Si, ...Sn)` and `axis=i`, the accepted range is `[ceil(Di/Si), ceil(Di/(Si-1))-1]`

    Returns:
    - y (T2): N-D full precision output tensor. It has same shape as input `x`.

    Type constraints:
    - T1 in (INT8, UINT8, INT16, UINT16, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): The type of the inputs 'x_zero_point' and 'x'.
    - T2 in (FLOAT, FLOAT16, BFLOAT16): 'x_scale' determines the output type."""
@overload
@deprecated('DequantizeLinear (version 21) takes T1 as one of INT8, UINT8, INT16, UINT16, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4; T2 as one of FLOAT, FLOAT16 or BFLOAT16: these element types make an invalid model')
def DequantizeLinear(x: _DequantizeLinear_T1_any | float | Sequence[float], x_scale: _DequantizeLinear_T2_any | float | Sequence[float], x_zero_point: _DequantizeLinear_T1_any | float | Sequence[float] | None = None, block_size: int = 0, axis: int = 1) -> _DequantizeLinear_T2_any: ...
_Flatten_T = TypeVar("_Flatten_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4)
_Flatten_T_any = TypeVar("_Flatten_T_any", bound=TensorType)
@overload
def Flatten(input: _Flatten_T | float | str | Sequence[float], axis: int = 1) -> _Flatten_T:
    """[Flatten - 21](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-21) · ai.onnx · since opset 21

    Described at [Flatten - 25](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-25), whose documentation is the same.

    Args:
    - input (T): A tensor of rank >= axis.
    - axis (int, default 1): Indicate up to which input dimensions (exclusive) should be flattened to the outer dimension of the output. The value for axis must be in the range [-r, r], where r is the rank of the input tensor. Negative value means counting dimensions from the back. When axis = 0, the shape of the output tensor is (1, (d_0 X d_1 ... d_n), where the shape of the input tensor is (d_0, d_1, ... d_n).

    Returns:
    - output (T): A 2D tensor with the contents of the input tensor, with input dimensions up to axis flattened to the outer dimension of the output and remaining input dimensions flattened into the inner dimension of the output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Constrain input and output to all tensor types up to IRv10."""
@overload
@deprecated('Flatten (version 21) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4: these element types make an invalid model')
def Flatten(input: _Flatten_T_any | float | str | Sequence[float], axis: int = 1) -> _Flatten_T_any: ...
_GroupNormalization_T = TypeVar("_GroupNormalization_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_GroupNormalization_T_any = TypeVar("_GroupNormalization_T_any", bound=TensorType)
@overload
def GroupNormalization(X: _GroupNormalization_T | float | Sequence[float], scale: _GroupNormalization_T | float | Sequence[float], bias: _GroupNormalization_T | float | Sequence[float], stash_type: int = 1, *, num_groups: int, epsilon: float = 1e-05) -> _GroupNormalization_T:
    """[GroupNormalization - 21](https://onnx.ai/onnx/operators/onnx__GroupNormalization.html#groupnormalization-21) · ai.onnx · since opset 21

    A GroupNormalization function. Carries out group normalization as described in
    the paper https://arxiv.org/abs/1803.08494

    This operator transforms input according to
    ```
    y = scale * (x - mean) / sqrt(variance + epsilon) + bias,
    ```
    where the mean and variance are computed per instance per group of channels, and
    `scale` and `bias` should be specified for each channel. The number of
    groups `num_groups` should be divisible by the number of channels so that there are
    an equal number of channels per group.

    The overall computation has two stages: the first stage normalizes the elements to
    have zero mean and unit variance for each instance in each group, and the second
    stage scales and shifts the results of the first stage. The floating-point precision
    used in the first stage is determined by the `stash_type` attribute. For example,
    if `stash_type` is 1, the operator casts all input variables to 32-bit float,
    performs the computation, and finally casts the normalized results back to the
    original type of `X`. The second stage does not depend on `stash_type`.

    When the number of groups is the same as the number of channels, this operator is
    equivalent to InstanceNormalization. When there is only one group, this operator
    is equivalent to LayerNormalization.

    Args:
    - X (T): Input data tensor. Dimensions for image cases are `(N x C x H x W)`, where `N` is the batch size, `C` is the number of channels, and `H` and `W` are the height and width of the data. Statistics are computed for every group of channels over `C`, `H`, and `W`. For non-image cases, the dimensions are in the form of `(N x C x D1 x D2 ... Dn)`.
    - scale (T): Scale tensor of shape `(C)`.
    - bias (T): Bias tensor of shape `(C)`.
    - num_groups (int, required): The number of groups of channels. It should be a divisor of the number of channels `C`.
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero.
    - stash_type (int, default 1): The floating-point precision used in stage one of the computation.

    Returns:
    - Y (T): The output tensor of the same shape as `X`.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('GroupNormalization (version 21) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GroupNormalization(X: _GroupNormalization_T_any | float | Sequence[float], scale: _GroupNormalization_T_any | float | Sequence[float], bias: _GroupNormalization_T_any | float | Sequence[float], stash_type: int = 1, *, num_groups: int, epsilon: float = 1e-05) -> _GroupNormalization_T_any: ...
_Identity_V = TypeVar("_Identity_V", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[UINT8] | None, Sequence[UINT16] | None, Sequence[UINT32] | None, Sequence[UINT64] | None, Sequence[INT8] | None, Sequence[INT16] | None, Sequence[INT32] | None, Sequence[INT64] | None, Sequence[FLOAT16] | None, Sequence[FLOAT] | None, Sequence[DOUBLE] | None, Sequence[STRING] | None, Sequence[BOOL] | None, Sequence[COMPLEX64] | None, Sequence[COMPLEX128] | None, UINT8 | None, UINT16 | None, UINT32 | None, UINT64 | None, INT8 | None, INT16 | None, INT32 | None, INT64 | None, FLOAT16 | None, FLOAT | None, DOUBLE | None, STRING | None, BOOL | None, COMPLEX64 | None, COMPLEX128 | None)
_Identity_V_any = TypeVar("_Identity_V_any", bound=TensorType | Sequence[TensorType] | None)
@overload
def Identity(input: _Identity_V | float | str | Sequence[float]) -> _Identity_V:
    """[Identity - 21](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-21) · ai.onnx · since opset 21

    Described at [Identity - 25](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-25), whose documentation is the same.

    Args:
    - input (V): Input tensor

    Returns:
    - output (V): Tensor to copy input into.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128]): Constrain input and output types to all tensor, sequence, and optional types."""
@overload
@deprecated('Identity (version 21) takes V as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4: these element types make an invalid model')
def Identity(input: _Identity_V_any | float | str | Sequence[float]) -> _Identity_V_any: ...
def If(cond: BOOL | bool, else_branch: GraphBody, then_branch: GraphBody) -> Any:
    """[If - 21](https://onnx.ai/onnx/operators/onnx__If.html#if-21) · ai.onnx · since opset 21

    Described at [If - 25](https://onnx.ai/onnx/operators/onnx__If.html#if-25), whose documentation is the same.

    Args:
    - cond (B): Condition for the if. The tensor must contain a single element.
    - else_branch (GraphBody, required): Graph to run if condition is false. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the then_branch.
    - then_branch (GraphBody, required): Graph to run if condition is true. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the else_branch.

    Returns:
    - outputs (variadic V): Values that are live-out to the enclosing scope. The return values in the `then_branch` and `else_branch` must be of the same data type. The `then_branch` and `else_branch` may produce tensors with the same element type and different shapes. If corresponding outputs from the then-branch and the else-branch have static shapes S1 and S2, then the shape of the corresponding output variable of the if-node (if present) must be compatible with both S1 and S2 as it represents the union of both possible shapes.For example, if in a model file, the first output of `then_branch` is typed float tensor with shape [2] and the first output of `else_branch` is another float tensor with shape [3], If's first output should have (a) no shape set, or (b) a shape of rank 1 with neither `dim_value` nor `dim_param` set, or (c) a shape of rank 1 with a unique `dim_param`. In contrast, the first output cannot have the shape [2] since [2] and [3] are not compatible.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Sequence[UINT4], Sequence[INT4], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], Optional[FLOAT8E4M3FN], Optional[FLOAT8E4M3FNUZ], Optional[FLOAT8E5M2], Optional[FLOAT8E5M2FNUZ], Optional[UINT4], Optional[INT4]): All Tensor, Sequence(Tensor), Optional(Tensor), and Optional(Sequence(Tensor)) types up to IRv10.
    - B in (BOOL): Only bool"""
def Loop(M: INT64 | int | Sequence[int] | None = None, cond: BOOL | bool | None = None, *v_initial: Any, body: GraphBody) -> Any:
    """[Loop - 21](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-21) · ai.onnx · since opset 21

    Described at [Loop - 25](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-25), whose documentation is the same.

    Args:
    - M (optional I): A maximum trip-count for the loop specified at runtime. Optional. Pass empty string to skip.
    - cond (optional B): A boolean termination condition. Optional. Pass empty string to skip.
    - v_initial (variadic V): The initial values of any loop-carried dependencies (values that change across loop iterations)
    - body (GraphBody, required): The graph run each iteration. It has 2+N inputs: (iteration_num, condition, loop carried dependencies...). It has 1+N+K outputs: (condition, loop carried dependencies..., scan_outputs...). Each scan_output is created by concatenating the value of the specified output value at the end of each iteration of the loop. It is an error if the dimensions or data type of these scan_outputs change across loop iterations.

    Returns:
    - v_final_and_scan_outputs (variadic V): Final N loop carried dependency values then K scan_outputs. Scan outputs must be Tensors.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Sequence[UINT4], Sequence[INT4], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], Optional[FLOAT8E4M3FN], Optional[FLOAT8E4M3FNUZ], Optional[FLOAT8E5M2], Optional[FLOAT8E5M2FNUZ], Optional[UINT4], Optional[INT4]): All Tensor, Sequence(Tensor), Optional(Tensor), and Optional(Sequence(Tensor)) types up to IRv10.
    - I in (INT64): tensor of int64, which should be a scalar.
    - B in (BOOL): tensor of bool, which should be a scalar."""
_Pad_T = TypeVar("_Pad_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4)
_Pad_T_any = TypeVar("_Pad_T_any", bound=TensorType)
@overload
def Pad(data: _Pad_T | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T | float | Sequence[float] | None = None, axes: INT32 | INT64 | int | Sequence[int] | None = None, mode: str = 'constant') -> _Pad_T:
    """[Pad - 21](https://onnx.ai/onnx/operators/onnx__Pad.html#pad-21) · ai.onnx · since opset 21

    Described at [Pad - 25](https://onnx.ai/onnx/operators/onnx__Pad.html#pad-25), whose documentation is the same.

    Args:
    - data (T): Input tensor.
    - pads (INT64): Tensor of integers indicating the number of padding elements to add or remove (if negative) at the beginning and end of each axis. For 2D input tensor, it is the number of pixels. `pads` should be a 1D tensor of shape [2 * num_axes] where `num_axes` refers to the number of elements in the `axes` input or the input rank if `axes` are not provided explicitly. `pads` format should be: [x1_begin, x2_begin, ..., x1_end, x2_end,...], where xi_begin is the number of pad values added at the beginning of axis `axes[i]` and xi_end, the number of pad values added at the end of axis `axes[i]`.
    - constant_value (optional T): (Optional) A scalar value to be used if the mode chosen is `constant` (by default it is 0, empty string or False).
    - axes (optional Tind): 1-D tensor of axes that `pads` apply to. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data). Behavior is undefined if an axis is repeated. If not provided, all axes are assumed (`[0, 1, ..., input_rank-1]`).
    - mode (str, default 'constant'): Supported modes: `constant`(default), `reflect`, `edge`, `wrap`

    Returns:
    - output (T): Tensor after padding.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Constrain input and output types to all tensor types up to IRv10.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Pad (version 21) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4; Tind as one of INT32 or INT64: these element types make an invalid model')
def Pad(data: _Pad_T_any | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T_any | float | Sequence[float] | None = None, axes: TensorType | int | Sequence[int] | None = None, mode: str = 'constant') -> _Pad_T_any: ...
_QLinearMatMul_TS = TypeVar("_QLinearMatMul_TS", FLOAT, FLOAT16, BFLOAT16)
_QLinearMatMul_T1 = TypeVar("_QLinearMatMul_T1", INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ)
_QLinearMatMul_T2 = TypeVar("_QLinearMatMul_T2", INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ)
_QLinearMatMul_T3 = TypeVar("_QLinearMatMul_T3", INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ)
_QLinearMatMul_T1_any = TypeVar("_QLinearMatMul_T1_any", bound=TensorType)
_QLinearMatMul_TS_any = TypeVar("_QLinearMatMul_TS_any", bound=TensorType)
_QLinearMatMul_T2_any = TypeVar("_QLinearMatMul_T2_any", bound=TensorType)
_QLinearMatMul_T3_any = TypeVar("_QLinearMatMul_T3_any", bound=TensorType)
@overload
def QLinearMatMul(a: _QLinearMatMul_T1 | float | Sequence[float], a_scale: _QLinearMatMul_TS | float | Sequence[float], a_zero_point: _QLinearMatMul_T1 | float | Sequence[float], b: _QLinearMatMul_T2 | float | Sequence[float], b_scale: _QLinearMatMul_TS | float | Sequence[float], b_zero_point: _QLinearMatMul_T2 | float | Sequence[float], y_scale: _QLinearMatMul_TS | float | Sequence[float], y_zero_point: _QLinearMatMul_T3) -> _QLinearMatMul_T3:
    """[QLinearMatMul - 21](https://onnx.ai/onnx/operators/onnx__QLinearMatMul.html#qlinearmatmul-21) · ai.onnx · since opset 21

    Matrix product that behaves like [numpy.matmul](https://numpy.org/doc/stable/reference/generated/numpy.matmul.html).
    It consumes two quantized input tensors, their scales and zero points, scale and zero point of output,
    and computes the quantized output. The quantization formula is y = saturate((x / y_scale) + y_zero_point).
    For (x / y_scale), it is rounding to nearest ties to even. Refer to https://en.wikipedia.org/wiki/Rounding for details.
    Scale and zero point must have same shape. They must be either scalar (per tensor) or N-D tensor
    (per row for 'a' and per column for 'b'). Scalar refers to per tensor quantization whereas N-D refers to per row
    or per column quantization. If the input is 2D of shape [M, K] then zero point and scale tensor may be
    an M element vector [v_1, v_2, ..., v_M] for per row quantization and K element vector of shape [v_1, v_2, ..., v_K]
    for per column quantization. If the input is N-D tensor with shape [D1, D2, M, K] then zero point and scale tensor may
    have shape [D1, D2, M, 1] for per row quantization and shape [D1, D2, 1, K] for per column quantization.
    Production must never overflow, and accumulation may overflow if and only if in 32 bits.

    Args:
    - a (T1): N-dimensional quantized matrix a
    - a_scale (TS): scale of quantized input a
    - a_zero_point (T1): zero point of quantized input a
    - b (T2): N-dimensional quantized matrix b
    - b_scale (TS): scale of quantized input b
    - b_zero_point (T2): zero point of quantized input b
    - y_scale (TS): scale of quantized output y
    - y_zero_point (T3): zero point of quantized output y

    Returns:
    - y (T3): Quantized matrix multiply results from a * b

    Type constraints:
    - TS in (FLOAT, FLOAT16, BFLOAT16): Constrain scales.
    - T1 in (INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): The type of input a and its zeropoint.
    - T2 in (INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): The type of input b and its zeropoint.
    - T3 in (INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): The type of the output and its zeropoint."""
@overload
@deprecated('QLinearMatMul (version 21) takes T1 as one of INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ; TS as one of FLOAT, FLOAT16 or BFLOAT16; T2 as one of INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ; T3 as one of INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ: these element types make an invalid model')
def QLinearMatMul(a: _QLinearMatMul_T1_any | float | Sequence[float], a_scale: _QLinearMatMul_TS_any | float | Sequence[float], a_zero_point: _QLinearMatMul_T1_any | float | Sequence[float], b: _QLinearMatMul_T2_any | float | Sequence[float], b_scale: _QLinearMatMul_TS_any | float | Sequence[float], b_zero_point: _QLinearMatMul_T2_any | float | Sequence[float], y_scale: _QLinearMatMul_TS_any | float | Sequence[float], y_zero_point: _QLinearMatMul_T3_any) -> _QLinearMatMul_T3_any: ...
_QuantizeLinear_T1 = TypeVar("_QuantizeLinear_T1", FLOAT, FLOAT16, BFLOAT16, INT32)
_QuantizeLinear_T2 = TypeVar("_QuantizeLinear_T2", INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4)
_QuantizeLinear_T1_any = TypeVar("_QuantizeLinear_T1_any", bound=TensorType)
_QuantizeLinear_T2_any = TypeVar("_QuantizeLinear_T2_any", bound=TensorType)
@overload
def QuantizeLinear(x: _QuantizeLinear_T1 | float | Sequence[float], y_scale: _QuantizeLinear_T1 | float | Sequence[float], y_zero_point: _QuantizeLinear_T2 | None = None, output_dtype: int = 0, block_size: int = 0, saturate: int = 1, axis: int = 1) -> _QuantizeLinear_T2:
    """[QuantizeLinear - 21](https://onnx.ai/onnx/operators/onnx__QuantizeLinear.html#quantizelinear-21) · ai.onnx · since opset 21

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
    For `(x / y_scale)`, it rounds to the nearest even. Refer to https://en.wikipedia.org/wiki/Rounding for details.
    `y_zero_point` and `y` must have the same type. `y_zero_point` is usually not used for quantization to float8 types, but the quantization
    formula remains the same for consistency, and the type of the attribute `y_zero_point` still determines the quantization type.
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
    - y_scale (T1): Scale for doing quantization to get `y`. For per-tensor/layer quantization the scale is a scalar, for per-axis quantization it is a 1-D Tensor and for blocked quantization it has the same shape as the input, except for one dimension in which blocking is performed.
    - y_zero_point (optional T2): Zero point for doing quantization to get `y`. Shape must match `y_scale`.Default is uint8 with zero point of 0 if it's not specified.
    - axis (int, default 1): (Optional) The axis of the dequantizing dimension of the input tensor. Used only for per-axis and blocked quantization. Negative value means counting dimensions from the back. Accepted range is `[-r, r-1]` where `r = rank(input)`. When the rank of the input is 1, per-tensor quantization is applied, rendering the axis unnecessary in this scenario.
    - block_size (int, default 0): (Optional) The size of the quantization block (number of times every scale is replicated). Used only for blocked quantization. The block size is a positive integer. Given `x` shape `(D0, ..., Di, ..., Dn)`, `y_scale` shape `(S0, ... Si, ...Sn)` and `axis=i`, the accepted range is `[ceil(Di/Si), ceil(Di/(Si-1))-1]`
    - output_dtype (int, default 0): (Optional) The output data type. If not supplied, the output data type is inferred from `y_zero_point` data type (`T2`). If neither `output_dtype` nor `y_zero_point` are supplied, output data type is uint8. If both `output_dtype` and `y_zero_point` are specified, `output_dtype` must be `T2`.
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 quantization (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz). It is true by default. All cases are fully described in two tables inserted in the operator description.

    Returns:
    - y (T2): N-D quantized output tensor. It has same shape as input `x`.

    Type constraints:
    - T1 in (FLOAT, FLOAT16, BFLOAT16, INT32): The type of the input 'x'.
    - T2 in (INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): The type of the input `y_zero_point` and the output `y`."""
@overload
@deprecated('QuantizeLinear (version 21) takes T1 as one of FLOAT, FLOAT16, BFLOAT16 or INT32; T2 as one of INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4: these element types make an invalid model')
def QuantizeLinear(x: _QuantizeLinear_T1_any | float | Sequence[float], y_scale: _QuantizeLinear_T1_any | float | Sequence[float], y_zero_point: _QuantizeLinear_T2_any | None = None, output_dtype: int = 0, block_size: int = 0, saturate: int = 1, axis: int = 1) -> _QuantizeLinear_T2_any: ...
_Reshape_T = TypeVar("_Reshape_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4)
_Reshape_T_any = TypeVar("_Reshape_T_any", bound=TensorType)
@overload
def Reshape(data: _Reshape_T | float | str | Sequence[float], shape: INT64 | int | Sequence[int], allowzero: int = 0) -> _Reshape_T:
    """[Reshape - 21](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-21) · ai.onnx · since opset 21

    Described at [Reshape - 25](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - shape (INT64): Specified shape for output.
    - allowzero (int, default 0): (Optional) By default, when any value in the 'shape' input is equal to zero the corresponding dimension value is copied from the input tensor dynamically. allowzero=1 indicates that if any value in the 'shape' input is set to zero, the zero value is honored, similar to NumPy.

    Returns:
    - reshaped (T): Reshaped data.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Constrain input and output types to all tensor types."""
@overload
@deprecated('Reshape (version 21) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4: these element types make an invalid model')
def Reshape(data: _Reshape_T_any | float | str | Sequence[float], shape: INT64 | int | Sequence[int], allowzero: int = 0) -> _Reshape_T_any: ...
def Scan(*initial_state_and_scan_inputs: Any, body: GraphBody, num_scan_inputs: int, scan_input_axes: Sequence[int] | None = None, scan_input_directions: Sequence[int] | None = None, scan_output_axes: Sequence[int] | None = None, scan_output_directions: Sequence[int] | None = None) -> Any:
    """[Scan - 21](https://onnx.ai/onnx/operators/onnx__Scan.html#scan-21) · ai.onnx · since opset 21

    Described at [Scan - 25](https://onnx.ai/onnx/operators/onnx__Scan.html#scan-25), whose documentation is the same.

    Args:
    - initial_state_and_scan_inputs (variadic V): Initial values of the loop's N state variables followed by M scan_inputs
    - body (GraphBody, required): The graph run each iteration. It has N+M inputs: (loop state variables..., scan_input_elts...). It has N+K outputs: (loop state variables..., scan_output_elts...). Each scan_output is created by concatenating the value of the specified scan_output_elt value at the end of each iteration of the loop. It is an error if the dimensions of these values change across loop iterations.
    - num_scan_inputs (int, required): An attribute specifying the number of scan_inputs M.
    - scan_input_axes (Sequence[int], optional): An optional list of M flags. The i-th element of the list specifies the axis to be scanned (the sequence axis) for the i-th scan_input. If omitted, 0 will be used as the scan axis for every scan_input. Negative value for an axis means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).
    - scan_input_directions (Sequence[int], optional): An optional list of M flags. The i-th element of the list specifies the direction to be scanned for the i-th scan_input tensor: 0 indicates forward direction and 1 indicates reverse direction. If omitted, all scan_input tensors will be scanned in the forward direction.
    - scan_output_axes (Sequence[int], optional): An optional list of K flags. The i-th element of the list specifies the axis for the i-th scan_output. The scan outputs are accumulated along the specified axis. If omitted, 0 will be used as the scan axis for every scan_output. Negative value for an axis means counting dimensions from the back. Accepted range is [-r, r-1].
    - scan_output_directions (Sequence[int], optional): An optional list of K flags, one for each scan_output. The i-th element of the list specifies whether the i-th scan_output should be constructed by appending or prepending a new value in each iteration: 0 indicates appending and 1 indicates prepending. If omitted, all scan_output tensors will be produced by appending a value in each iteration.

    Returns:
    - final_state_and_scan_outputs (variadic V): Final values of the loop's N state variables followed by K scan_outputs

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): All Tensor types up to IRv10."""
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
@overload
def Shape(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float], end: int | None = None, start: int = 0) -> INT64:
    """[Shape - 21](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-21) · ai.onnx · since opset 21

    Described at [Shape - 25](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - end (int, optional): (Optional) Ending axis for slicing the shape. Negative value means counting dimensions from the back. If omitted, sizes of all axes upto (including) the last one will be included.
    - start (int, default 0): (Optional) Starting axis for slicing the shape. Default value is 0.Negative value means counting dimensions from the back.

    Returns:
    - shape (T1): Shape of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor."""
@overload
@deprecated('Shape (version 21) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4: these element types make an invalid model')
def Shape(data: TensorType | float | str | Sequence[float], end: int | None = None, start: int = 0) -> INT64: ...
@overload
def Size(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | float | str | Sequence[float]) -> INT64:
    """[Size - 21](https://onnx.ai/onnx/operators/onnx__Size.html#size-21) · ai.onnx · since opset 21

    Described at [Size - 25](https://onnx.ai/onnx/operators/onnx__Size.html#size-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.

    Returns:
    - size (T1): Total number of elements of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor, which should be a scalar though."""
@overload
@deprecated('Size (version 21) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4: these element types make an invalid model')
def Size(data: TensorType | float | str | Sequence[float]) -> INT64: ...
_Squeeze_T = TypeVar("_Squeeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4)
_Squeeze_T_any = TypeVar("_Squeeze_T_any", bound=TensorType)
@overload
def Squeeze(data: _Squeeze_T | float | str | Sequence[float], axes: INT64 | int | Sequence[int] | None = None) -> _Squeeze_T:
    """[Squeeze - 21](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-21) · ai.onnx · since opset 21

    Described at [Squeeze - 25](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-25), whose documentation is the same.

    Args:
    - data (T): Tensors with at least max(dims) dimensions.
    - axes (optional INT64): List of integers indicating the dimensions to squeeze. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).

    Returns:
    - squeezed (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Constrain input and output types to all tensor types up to IRv10."""
@overload
@deprecated('Squeeze (version 21) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4: these element types make an invalid model')
def Squeeze(data: _Squeeze_T_any | float | str | Sequence[float], axes: INT64 | int | Sequence[int] | None = None) -> _Squeeze_T_any: ...
_Transpose_T = TypeVar("_Transpose_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4)
_Transpose_T_any = TypeVar("_Transpose_T_any", bound=TensorType)
@overload
def Transpose(data: _Transpose_T | float | str | Sequence[float], perm: Sequence[int] | None = None) -> _Transpose_T:
    """[Transpose - 21](https://onnx.ai/onnx/operators/onnx__Transpose.html#transpose-21) · ai.onnx · since opset 21

    Described at [Transpose - 25](https://onnx.ai/onnx/operators/onnx__Transpose.html#transpose-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - perm (Sequence[int], optional): A list of integers. By default, reverse the dimensions, otherwise permute the axes according to the values given. Its length must be equal to the rank of the input.

    Returns:
    - transposed (T): Transposed output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Constrain input and output types to all tensor types."""
@overload
@deprecated('Transpose (version 21) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4: these element types make an invalid model')
def Transpose(data: _Transpose_T_any | float | str | Sequence[float], perm: Sequence[int] | None = None) -> _Transpose_T_any: ...
_Unsqueeze_T = TypeVar("_Unsqueeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4)
_Unsqueeze_T_any = TypeVar("_Unsqueeze_T_any", bound=TensorType)
@overload
def Unsqueeze(data: _Unsqueeze_T | float | str | Sequence[float], axes: INT64 | int | Sequence[int]) -> _Unsqueeze_T:
    """[Unsqueeze - 21](https://onnx.ai/onnx/operators/onnx__Unsqueeze.html#unsqueeze-21) · ai.onnx · since opset 21

    Described at [Unsqueeze - 25](https://onnx.ai/onnx/operators/onnx__Unsqueeze.html#unsqueeze-25), whose documentation is the same.

    Args:
    - data (T): Original tensor
    - axes (INT64): List of integers indicating the dimensions to be inserted. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(expanded).

    Returns:
    - expanded (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4): Constrain input and output types to all tensor types up to IRv10."""
@overload
@deprecated('Unsqueeze (version 21) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4 or INT4: these element types make an invalid model')
def Unsqueeze(data: _Unsqueeze_T_any | float | str | Sequence[float], axes: INT64 | int | Sequence[int]) -> _Unsqueeze_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
