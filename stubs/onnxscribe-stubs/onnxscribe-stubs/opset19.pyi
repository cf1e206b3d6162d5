"""ai.onnx opset 19: the operators new at 19, the others from opset18 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType, GraphBody, SparseTensorData, TensorData
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, TensorType,
)
from onnxscribe.opset18 import (
    Abs, Acos, Acosh, Add, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, BatchNormalization, Bernoulli, BitShift,
    BitwiseAnd, BitwiseNot, BitwiseOr, BitwiseXor, BlackmanWindow, Ceil, Celu, CenterCropPad, Clip, Col2Im, Compress,
    Concat, ConcatFromSequence, ConstantOfShape, Conv, ConvInteger, ConvTranspose, Cos, Cosh, CumSum, DFT, DepthToSpace,
    Det, Div, Dropout, DynamicQuantizeLinear, Einsum, Elu, Erf, Exp, Expand, EyeLike, Flatten, Floor, GRU, Gather,
    GatherElements, GatherND, Gemm, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater, GreaterOrEqual, GridSample,
    HammingWindow, HannWindow, HardSigmoid, HardSwish, Hardmax, InstanceNormalization, IsInf, IsNaN, LRN, LSTM,
    LayerNormalization, LeakyRelu, Less, LessOrEqual, Log, LogSoftmax, LpNormalization, LpPool, MatMul, MatMulInteger,
    Max, MaxPool, MaxRoiPool, MaxUnpool, Mean, MeanVarianceNormalization, MelWeightMatrix, Min, Mish, Mod, Mul,
    Multinomial, Neg, NegativeLogLikelihoodLoss, NonMaxSuppression, NonZero, Not, OneHot, Optional, OptionalGetElement,
    OptionalHasElement, Or, PRelu, Pow, QLinearConv, QLinearMatMul, RNN, RandomNormal, RandomNormalLike, RandomUniform,
    RandomUniformLike, Range, Reciprocal, ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean,
    ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare, Relu, ReverseSequence, RoiAlign, Round, STFT, ScatterElements,
    ScatterND, Selu, SequenceAt, SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength,
    SequenceMap, Shrink, Sigmoid, Sign, Sin, Sinh, Slice, Softmax, SoftmaxCrossEntropyLoss, Softplus, Softsign,
    SpaceToDepth, Split, SplitToSequence, Sqrt, Squeeze, StringNormalizer, Sub, Sum, Tan, Tanh, TfIdfVectorizer,
    ThresholdedRelu, Tile, TopK, Transpose, Trilu, Unique, Unsqueeze, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh", "AveragePool",
    "BatchNormalization", "Bernoulli", "BitShift", "BitwiseAnd", "BitwiseNot", "BitwiseOr", "BitwiseXor",
    "BlackmanWindow", "Cast", "CastLike", "Ceil", "Celu", "CenterCropPad", "Clip", "Col2Im", "Compress", "Concat",
    "ConcatFromSequence", "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh",
    "CumSum", "DFT", "DeformConv", "DepthToSpace", "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear",
    "Einsum", "Elu", "Equal", "Erf", "Exp", "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements",
    "GatherND", "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool", "Greater", "GreaterOrEqual", "GridSample",
    "HammingWindow", "HannWindow", "HardSigmoid", "HardSwish", "Hardmax", "Identity", "If", "InstanceNormalization",
    "IsInf", "IsNaN", "LRN", "LSTM", "LayerNormalization", "LeakyRelu", "Less", "LessOrEqual", "Log", "LogSoftmax",
    "Loop", "LpNormalization", "LpPool", "MatMul", "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean",
    "MeanVarianceNormalization", "MelWeightMatrix", "Min", "Mish", "Mod", "Mul", "Multinomial", "Neg",
    "NegativeLogLikelihoodLoss", "NonMaxSuppression", "NonZero", "Not", "OneHot", "Optional", "OptionalGetElement",
    "OptionalHasElement", "Or", "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul", "QuantizeLinear", "RNN",
    "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Range", "Reciprocal", "ReduceL1",
    "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin", "ReduceProd", "ReduceSum",
    "ReduceSumSquare", "Relu", "Reshape", "Resize", "ReverseSequence", "RoiAlign", "Round", "STFT", "Scan",
    "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct", "SequenceEmpty", "SequenceErase",
    "SequenceInsert", "SequenceLength", "SequenceMap", "Shape", "Shrink", "Sigmoid", "Sign", "Sin", "Sinh", "Size",
    "Slice", "Softmax", "SoftmaxCrossEntropyLoss", "Softplus", "Softsign", "SpaceToDepth", "Split", "SplitToSequence",
    "Sqrt", "Squeeze", "StringNormalizer", "Sub", "Sum", "Tan", "Tanh", "TfIdfVectorizer", "ThresholdedRelu", "Tile",
    "TopK", "Transpose", "Trilu", "Unique", "Unsqueeze", "Where", "Xor",
]

_AveragePool_T = TypeVar("_AveragePool_T", FLOAT16, FLOAT, DOUBLE)
_AveragePool_T_any = TypeVar("_AveragePool_T_any", bound=TensorType)
@overload
def AveragePool(X: _AveragePool_T | float | Sequence[float], count_include_pad: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T:
    """[AveragePool - 19](https://onnx.ai/onnx/operators/onnx__AveragePool.html#averagepool-19) · ai.onnx · since opset 19

    AveragePool consumes an input tensor X and applies average pooling across
    the tensor according to kernel sizes, stride sizes, and pad lengths.
    average pooling consisting of computing the average on all values of a
    subset of the input tensor according to the kernel size and downsampling the
    data into the output tensor Y for further processing. The output spatial shape is calculated differently
    depending on whether explicit padding is used, where pads is employed, or auto padding is used, where auto_pad is utilized.
    With explicit padding (https://pytorch.org/docs/stable/generated/torch.nn.MaxPool2d.html?highlight=maxpool#torch.nn.MaxPool2d):
    ```
    output_spatial_shape[i] = floor((input_spatial_shape[i] + pad_shape[i] - dilation[i] * (kernel_shape[i] - 1) - 1) / strides_spatial_shape[i] + 1)
    ```
    or
    ```
    output_spatial_shape[i] = ceil((input_spatial_shape[i] + pad_shape[i] - dilation[i] * (kernel_shape[i] - 1) - 1) / strides_spatial_shape[i] + 1)
    ```
    if ceil_mode is enabled. `pad_shape[i]` is the sum of pads along axis `i`.

    `auto_pad` is a DEPRECATED attribute. If you are using them currently, the output spatial shape will be following when ceil_mode is enabled:
    ```
    VALID: output_spatial_shape[i] = ceil((input_spatial_shape[i] - ((kernel_spatial_shape[i] - 1) * dilations[i] + 1) + 1) / strides_spatial_shape[i])
    SAME_UPPER or SAME_LOWER: output_spatial_shape[i] = ceil(input_spatial_shape[i] / strides_spatial_shape[i])
    ```
    or when ceil_mode is disabled (https://www.tensorflow.org/api_docs/python/tf/keras/layers/AveragePooling2D):
    ```
    VALID: output_spatial_shape[i] = floor((input_spatial_shape[i] - ((kernel_spatial_shape[i] - 1) * dilations[i] + 1)) / strides_spatial_shape[i]) + 1
    SAME_UPPER or SAME_LOWER: output_spatial_shape[i] = floor((input_spatial_shape[i] - 1) / strides_spatial_shape[i]) + 1
    ```
    And pad shape will be following if `SAME_UPPER` or `SAME_LOWER`:
    ```
    pad_shape[i] = (output_spatial_shape[i] - 1) * strides_spatial_shape[i] + ((kernel_spatial_shape[i] - 1) * dilations[i] + 1) - input_spatial_shape[i]
    ```
    The output of each pooling window is divided by the number of elements (exclude pad when attribute count_include_pad is zero).

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that `output_shape[i] = ceil(input_shape[i] / strides[i])` for each axis `i`. The padding is split between the two sides equally or almost equally (depending on whether it is even or odd). In case the padding is an odd number, the extra padding is added at the end for SAME_UPPER and at the beginning for SAME_LOWER.
    - ceil_mode (int, default 0): Whether to use ceil or floor (default) to compute the output shape.
    - count_include_pad (int, default 0): Whether include pad pixels when calculating values for the edges. Default is 0, doesn't count include pad.
    - dilations (Sequence[int], optional): Dilation value along each spatial axis of filter. If not present, the dilation defaults to 1 along each spatial axis.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults to 1 along each spatial axis.

    Returns:
    - Y (T): Output data tensor from average or max pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes. Floor value of the dimension is used

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('AveragePool (version 19) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def AveragePool(X: _AveragePool_T_any | float | Sequence[float], count_include_pad: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T_any: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT16]) -> FLOAT16:
    """[Cast - 19](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-19) · ai.onnx · since opset 19

    Described at [Cast - 23](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-23), whose documentation is the same.

    Args:
    - input (T1): Input tensor to be cast.
    - to (int, required): The data type to which the elements of the input tensor are cast. Strictly must be one of the types from DataType enum in TensorProto
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 conversion (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz). It is true by default. All cases are fully described in two tables inserted in the operator description.

    Returns:
    - output (T2): Output tensor with the same shape as input with type specified by the 'to' argument

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain input types. Casting from complex is not supported.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain output types. Casting to complex is not supported."""
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT8]) -> INT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT16]) -> INT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT32]) -> INT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT64]) -> INT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT8]) -> UINT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.BOOL]) -> BOOL: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.STRING]) -> STRING: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.BFLOAT16]) -> BFLOAT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E4M3FN]) -> FLOAT8E4M3FN: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E4M3FNUZ]) -> FLOAT8E4M3FNUZ: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E5M2]) -> FLOAT8E5M2: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E5M2FNUZ]) -> FLOAT8E5M2FNUZ: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], saturate: int = 1, *, to: int) -> Any: ...
@overload
@deprecated('Cast (version 19) takes T1 as one of FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ: these element types make an invalid model')
def Cast(input: TensorType | float | str | Sequence[float], saturate: int = 1, *, to: int) -> Any: ...
_CastLike_T2 = TypeVar("_CastLike_T2", FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ)
_CastLike_T2_any = TypeVar("_CastLike_T2_any", bound=TensorType)
@overload
def CastLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | Sequence[float], target_type: _CastLike_T2 | float | str | Sequence[float], saturate: int = 1) -> _CastLike_T2:
    """[CastLike - 19](https://onnx.ai/onnx/operators/onnx__CastLike.html#castlike-19) · ai.onnx · since opset 19

    Described at [CastLike - 25](https://onnx.ai/onnx/operators/onnx__CastLike.html#castlike-25), whose documentation is the same.

    Args:
    - input (T1): Input tensor to be cast.
    - target_type (T2): The (first) input tensor will be cast to produce a tensor of the same type as this (second input) tensor.
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 conversion (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz). It is true by default. Please refer to operator Cast description for further details.

    Returns:
    - output (T2): Output tensor produced by casting the first input tensor to have the same type as the second input tensor.

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain input types. Casting from complex is not supported.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain output types. Casting to complex is not supported."""
@overload
@deprecated('CastLike (version 19) takes T1 as one of FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ; T2 as one of FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ: these element types make an invalid model')
def CastLike(input: TensorType | float | Sequence[float], target_type: _CastLike_T2_any | float | str | Sequence[float], saturate: int = 1) -> _CastLike_T2_any: ...
@overload
def Constant(*, value_float: float) -> FLOAT:
    """[Constant - 19](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-19) · ai.onnx · since opset 19

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain input and output types to all tensor types."""
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
_DeformConv_T = TypeVar("_DeformConv_T", FLOAT16, FLOAT, DOUBLE)
_DeformConv_T_any = TypeVar("_DeformConv_T_any", bound=TensorType)
@overload
def DeformConv(X: _DeformConv_T | float | Sequence[float], W: _DeformConv_T | float | Sequence[float], offset: _DeformConv_T | float | Sequence[float], B: _DeformConv_T | float | Sequence[float] | None = None, mask: _DeformConv_T | float | Sequence[float] | None = None, strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, offset_group: int = 1, kernel_shape: Sequence[int] | None = None, group: int = 1, dilations: Sequence[int] | None = None) -> _DeformConv_T:
    """[DeformConv - 19](https://onnx.ai/onnx/operators/onnx__DeformConv.html#deformconv-19) · ai.onnx · since opset 19

    Described at [DeformConv - 22](https://onnx.ai/onnx/operators/onnx__DeformConv.html#deformconv-22), whose documentation is the same.

    Args:
    - X (T): Input data tensor. For 2D image data, it has shape (N, C, H, W) where N is the batch size, C is the number of input channels, and H and W are the height and width. In general, the shape is (N, C, D1, D2, ... , Dn) for n-dimensional data, where D1 to Dn are the spatial dimension sizes. Most common use cases have n = 2 or 3.
    - W (T): Weight tensor that will be used in the convolutions. It has shape (oC, C/group, kH, kW), where oC is the number of output channels and kH and kW are the kernel height and width. For more than 2 dimensions, it has shape (oC, C/group, k1, k2, ... , kn).
    - offset (T): Offset tensor denoting the offset for the sampling locations in the convolution kernel. It has shape (N, offset_group * kH * kW * 2, oH, oW) for 2D data or (N, offset_group * k1 * k2 * ... * kn * n, o1, o2, ... , on) for nD data. Use linear interpolationfor fractional offset values. Sampling locations outside of the padded input tensor gives zero.
    - B (optional T): Optional 1D bias of length oC to be added to the convolution. Default is a tensor of zeros.
    - mask (optional T): The mask tensor to be applied to each position in the convolution kernel. It has shape (N, offset_group * kH * kW, oH, oW) for 2D data or (N, offset_group * k1 * k2 * ... * kn * n, o1, o2, ... , on) for nD data. Default is a tensor of ones.
    - dilations (Sequence[int], optional): Dilation value along each spatial axis of the kernel. Default is 1 along each axis.
    - group (int, default 1): Number of groups the input and output channels, C and oC, are divided into. C and oC must both be divisible by group. Default is 1.
    - kernel_shape (Sequence[int], optional): Shape of the convolution kernel. If not present, it is inferred from the shape of input W.
    - offset_group (int, default 1): Number of groups of offset. C must be divisible by offset_group. Default is 1.
    - pads (Sequence[int], optional): Padding for the beginning and end along each spatial axis. The values represent the number of pixels added to the beginning and end of the corresponding axis and can take any nonnegative value. The format should be as follows: [x1_begin, x2_begin, ..., x1_end, x2_end, ...], where xi_begin is the number of pixels added at the beginning of axis `i` and xi_end is the number of pixels added at the end of axis `i`. Default is 0 along each axis.
    - strides (Sequence[int], optional): Stride along each spatial axis. Default is 1 along each axis.

    Returns:
    - Y (T): Output data tensor that contains the result of convolution. It has shape (N, oC, oH, oW) for 2D data or (N, oC, o1, o2, ..., on) for nD data

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('DeformConv (version 19) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def DeformConv(X: _DeformConv_T_any | float | Sequence[float], W: _DeformConv_T_any | float | Sequence[float], offset: _DeformConv_T_any | float | Sequence[float], B: _DeformConv_T_any | float | Sequence[float] | None = None, mask: _DeformConv_T_any | float | Sequence[float] | None = None, strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, offset_group: int = 1, kernel_shape: Sequence[int] | None = None, group: int = 1, dilations: Sequence[int] | None = None) -> _DeformConv_T_any: ...
_DequantizeLinear_T1 = TypeVar("_DequantizeLinear_T1", INT8, UINT8, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ)
_DequantizeLinear_T2 = TypeVar("_DequantizeLinear_T2", FLOAT, FLOAT16, BFLOAT16)
_DequantizeLinear_T1_any = TypeVar("_DequantizeLinear_T1_any", bound=TensorType)
_DequantizeLinear_T2_any = TypeVar("_DequantizeLinear_T2_any", bound=TensorType)
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: _DequantizeLinear_T2 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, axis: int = 1) -> _DequantizeLinear_T2:
    """[DequantizeLinear - 19](https://onnx.ai/onnx/operators/onnx__DequantizeLinear.html#dequantizelinear-19) · ai.onnx · since opset 19

    The linear dequantization operator. It consumes a quantized tensor, a scale, and a zero point to compute the full precision tensor.
    The dequantization formula is `y = (x - x_zero_point) * x_scale`. `x_scale` and `x_zero_point` must have same shape, and can be either a scalar
    for per-tensor / per layer quantization, or a 1-D tensor for per-axis quantization.
    `x_zero_point` and `x` must have same type. `x` and `y` must have same shape. In the case of dequantizing int32,
    there's no zero point (zero point is supposed to be 0).
    `zero-point` is usually not used in the case of float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz quantization,
    but the dequantization formula remains the same for consistency and 'x_scale' still determines the output type.

    Args:
    - x (T1): N-D quantized input tensor to be de-quantized.
    - x_scale (T2): Scale for input 'x'. It can be a scalar, which means a per-tensor/layer dequantization, or a 1-D tensor for per-axis dequantization.
    - x_zero_point (optional T1): Zero point for input 'x'. Shape must match x_scale. It's optional. Zero point is 0 when it's not specified.
    - axis (int, default 1): (Optional) The axis of the dequantizing dimension of the input tensor. Used only for per-axis quantization. Negative value means counting dimensions from the back. Accepted range is `[-r, r-1]` where `r = rank(input)`. When the rank of the input is 1, per-tensor quantization is applied, rendering the axis unnecessary in this scenario.

    Returns:
    - y (T2): N-D full precision output tensor. It has same shape as input 'x'.

    Type constraints:
    - T1 in (INT8, UINT8, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain 'x_zero_point' and 'x' to 8-bit integer or float, or /32-bit integer tensor.
    - T2 in (FLOAT, FLOAT16, BFLOAT16): 'x_scale' determines the output type."""
@overload
@deprecated('DequantizeLinear (version 19) takes T1 as one of INT8, UINT8, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ; T2 as one of FLOAT, FLOAT16 or BFLOAT16: these element types make an invalid model')
def DequantizeLinear(x: _DequantizeLinear_T1_any | float | Sequence[float], x_scale: _DequantizeLinear_T2_any | float | Sequence[float], x_zero_point: _DequantizeLinear_T1_any | float | Sequence[float] | None = None, axis: int = 1) -> _DequantizeLinear_T2_any: ...
_Equal_T = TypeVar("_Equal_T", BOOL, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, STRING)
_Equal_T_any = TypeVar("_Equal_T_any", bound=TensorType)
@overload
def Equal(A: _Equal_T | float | Sequence[float], B: _Equal_T | float | Sequence[float]) -> BOOL:
    """[Equal - 19](https://onnx.ai/onnx/operators/onnx__Equal.html#equal-19) · ai.onnx · since opset 19

    Returns the tensor resulted from performing the `equal` logical operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, STRING): Constrain input types to all (non-complex) tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Equal (version 19) takes T as one of BOOL, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16 or STRING: these element types make an invalid model')
def Equal(A: _Equal_T_any | float | Sequence[float], B: _Equal_T_any | float | Sequence[float]) -> BOOL: ...
_GroupNormalization_T = TypeVar("_GroupNormalization_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
@deprecated('GroupNormalization is deprecated in this opset; use GroupNormalization from opset 21 on')
def GroupNormalization(X: _GroupNormalization_T | float | Sequence[float], scale: _GroupNormalization_T | float | Sequence[float], bias: _GroupNormalization_T | float | Sequence[float], num_groups: int, epsilon: float = 1e-05) -> _GroupNormalization_T:
    """[GroupNormalization - 18](https://onnx.ai/onnx/operators/onnx__GroupNormalization.html#groupnormalization-18) · ai.onnx · since opset 18

    Deprecated: use GroupNormalization from opset 21 on."""
_Identity_V = TypeVar("_Identity_V", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[UINT8] | None, Sequence[UINT16] | None, Sequence[UINT32] | None, Sequence[UINT64] | None, Sequence[INT8] | None, Sequence[INT16] | None, Sequence[INT32] | None, Sequence[INT64] | None, Sequence[FLOAT16] | None, Sequence[FLOAT] | None, Sequence[DOUBLE] | None, Sequence[STRING] | None, Sequence[BOOL] | None, Sequence[COMPLEX64] | None, Sequence[COMPLEX128] | None, UINT8 | None, UINT16 | None, UINT32 | None, UINT64 | None, INT8 | None, INT16 | None, INT32 | None, INT64 | None, FLOAT16 | None, FLOAT | None, DOUBLE | None, STRING | None, BOOL | None, COMPLEX64 | None, COMPLEX128 | None)
_Identity_V_any = TypeVar("_Identity_V_any", bound=TensorType | Sequence[TensorType] | None)
@overload
def Identity(input: _Identity_V | float | str | Sequence[float]) -> _Identity_V:
    """[Identity - 19](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-19) · ai.onnx · since opset 19

    Described at [Identity - 25](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-25), whose documentation is the same.

    Args:
    - input (V): Input tensor

    Returns:
    - output (V): Tensor to copy input into.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128]): Constrain input and output types to all tensor, sequence, and optional types."""
@overload
@deprecated('Identity (version 19) takes V as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ: these element types make an invalid model')
def Identity(input: _Identity_V_any | float | str | Sequence[float]) -> _Identity_V_any: ...
def If(cond: BOOL | bool, else_branch: GraphBody, then_branch: GraphBody) -> Any:
    """[If - 19](https://onnx.ai/onnx/operators/onnx__If.html#if-19) · ai.onnx · since opset 19

    Described at [If - 25](https://onnx.ai/onnx/operators/onnx__If.html#if-25), whose documentation is the same.

    Args:
    - cond (B): Condition for the if. The tensor must contain a single element.
    - else_branch (GraphBody, required): Graph to run if condition is false. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the then_branch.
    - then_branch (GraphBody, required): Graph to run if condition is true. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the else_branch.

    Returns:
    - outputs (variadic V): Values that are live-out to the enclosing scope. The return values in the `then_branch` and `else_branch` must be of the same data type. The `then_branch` and `else_branch` may produce tensors with the same element type and different shapes. If corresponding outputs from the then-branch and the else-branch have static shapes S1 and S2, then the shape of the corresponding output variable of the if-node (if present) must be compatible with both S1 and S2 as it represents the union of both possible shapes.For example, if in a model file, the first output of `then_branch` is typed float tensor with shape [2] and the first output of `else_branch` is another float tensor with shape [3], If's first output should have (a) no shape set, or (b) a shape of rank 1 with neither `dim_value` nor `dim_param` set, or (c) a shape of rank 1 with a unique `dim_param`. In contrast, the first output cannot have the shape [2] since [2] and [3] are not compatible.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], Optional[FLOAT8E4M3FN], Optional[FLOAT8E4M3FNUZ], Optional[FLOAT8E5M2], Optional[FLOAT8E5M2FNUZ]): All Tensor, Sequence(Tensor), Optional(Tensor), and Optional(Sequence(Tensor)) types up to IRv9.
    - B in (BOOL): Only bool"""
def Loop(M: INT64 | int | Sequence[int] | None = None, cond: BOOL | bool | None = None, *v_initial: Any, body: GraphBody) -> Any:
    """[Loop - 19](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-19) · ai.onnx · since opset 19

    Described at [Loop - 25](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-25), whose documentation is the same.

    Args:
    - M (optional I): A maximum trip-count for the loop specified at runtime. Optional. Pass empty string to skip.
    - cond (optional B): A boolean termination condition. Optional. Pass empty string to skip.
    - v_initial (variadic V): The initial values of any loop-carried dependencies (values that change across loop iterations)
    - body (GraphBody, required): The graph run each iteration. It has 2+N inputs: (iteration_num, condition, loop carried dependencies...). It has 1+N+K outputs: (condition, loop carried dependencies..., scan_outputs...). Each scan_output is created by concatenating the value of the specified output value at the end of each iteration of the loop. It is an error if the dimensions or data type of these scan_outputs change across loop iterations.

    Returns:
    - v_final_and_scan_outputs (variadic V): Final N loop carried dependency values then K scan_outputs. Scan outputs must be Tensors.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], Optional[FLOAT8E4M3FN], Optional[FLOAT8E4M3FNUZ], Optional[FLOAT8E5M2], Optional[FLOAT8E5M2FNUZ]): All Tensor, Sequence(Tensor), Optional(Tensor), and Optional(Sequence(Tensor)) types up to IRv9.
    - I in (INT64): tensor of int64, which should be a scalar.
    - B in (BOOL): tensor of bool, which should be a scalar."""
_Pad_T = TypeVar("_Pad_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Pad_T_any = TypeVar("_Pad_T_any", bound=TensorType)
@overload
def Pad(data: _Pad_T | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T | float | Sequence[float] | None = None, axes: INT32 | INT64 | int | Sequence[int] | None = None, mode: str = 'constant') -> _Pad_T:
    """[Pad - 19](https://onnx.ai/onnx/operators/onnx__Pad.html#pad-19) · ai.onnx · since opset 19

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Pad (version 19) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def Pad(data: _Pad_T_any | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T_any | float | Sequence[float] | None = None, axes: TensorType | int | Sequence[int] | None = None, mode: str = 'constant') -> _Pad_T_any: ...
_QuantizeLinear_T1 = TypeVar("_QuantizeLinear_T1", FLOAT, FLOAT16, BFLOAT16, INT32)
_QuantizeLinear_T2 = TypeVar("_QuantizeLinear_T2", INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ)
_QuantizeLinear_T1_any = TypeVar("_QuantizeLinear_T1_any", bound=TensorType)
_QuantizeLinear_T2_any = TypeVar("_QuantizeLinear_T2_any", bound=TensorType)
@overload
def QuantizeLinear(x: _QuantizeLinear_T1 | float | Sequence[float], y_scale: _QuantizeLinear_T1 | float | Sequence[float], y_zero_point: _QuantizeLinear_T2 | None = None, saturate: int = 1, axis: int = 1) -> _QuantizeLinear_T2:
    """[QuantizeLinear - 19](https://onnx.ai/onnx/operators/onnx__QuantizeLinear.html#quantizelinear-19) · ai.onnx · since opset 19

    The linear quantization operator. It consumes a high precision tensor, a scale, and a zero point to compute the low precision / quantized tensor.
    The scale factor and zero point must have same shape, and can be either a scalar for per-tensor / per layer quantization, or a 1-D tensor for per-axis quantization.
    The quantization formula is `y = saturate ((x / y_scale) + y_zero_point)`.
    For saturation, it saturates to [0, 255] if it's uint8, or [-128, 127] if it's int8.
    For (x / y_scale), it's rounding to the nearest even. Refer to https://en.wikipedia.org/wiki/Rounding for details.
    'y_zero_point' and 'y' must have same type.
    'y_zero_point' is usually not used for quantization to float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz,
    but the quantization formula remains the same for consistency and
    the type of the attribute 'y_zero_point' still determines the quantization type.

    Args:
    - x (T1): N-D full precision Input tensor to be quantized.
    - y_scale (T1): Scale for doing quantization to get 'y'. It can be a scalar, which means per-tensor/layer quantization, or a 1-D Tensor for per-axis quantization.
    - y_zero_point (optional T2): Zero point for doing quantization to get 'y'. Shape must match y_scale. Default is uint8 with zero point of 0 if it's not specified.
    - axis (int, default 1): (Optional) The axis of the quantization dimension of the input tensor. Ignored for per-tensor quantization. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 quantization (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz). It is true by default. All cases are fully described in two tables inserted in the operator description.

    Returns:
    - y (T2): N-D quantized output tensor. It has same shape as input 'x'.

    Type constraints:
    - T1 in (FLOAT, FLOAT16, BFLOAT16, INT32): Constrain 'x' to float, float16, bfloat16 or int32 tensor.
    - T2 in (INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain 'y_zero_point' and 'y' to 8-bit integer/float tensor."""
@overload
@deprecated('QuantizeLinear (version 19) takes T1 as one of FLOAT, FLOAT16, BFLOAT16 or INT32; T2 as one of INT8, UINT8, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ: these element types make an invalid model')
def QuantizeLinear(x: _QuantizeLinear_T1_any | float | Sequence[float], y_scale: _QuantizeLinear_T1_any | float | Sequence[float], y_zero_point: _QuantizeLinear_T2_any | None = None, saturate: int = 1, axis: int = 1) -> _QuantizeLinear_T2_any: ...
_Reshape_T = TypeVar("_Reshape_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ)
_Reshape_T_any = TypeVar("_Reshape_T_any", bound=TensorType)
@overload
def Reshape(data: _Reshape_T | float | str | Sequence[float], shape: INT64 | int | Sequence[int], allowzero: int = 0) -> _Reshape_T:
    """[Reshape - 19](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-19) · ai.onnx · since opset 19

    Described at [Reshape - 25](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - shape (INT64): Specified shape for output.
    - allowzero (int, default 0): (Optional) By default, when any value in the 'shape' input is equal to zero the corresponding dimension value is copied from the input tensor dynamically. allowzero=1 indicates that if any value in the 'shape' input is set to zero, the zero value is honored, similar to NumPy.

    Returns:
    - reshaped (T): Reshaped data.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain input and output types to all tensor types."""
@overload
@deprecated('Reshape (version 19) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ: these element types make an invalid model')
def Reshape(data: _Reshape_T_any | float | str | Sequence[float], shape: INT64 | int | Sequence[int], allowzero: int = 0) -> _Reshape_T_any: ...
_Resize_T1 = TypeVar("_Resize_T1", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Resize_T1_any = TypeVar("_Resize_T1_any", bound=TensorType)
@overload
def Resize(X: _Resize_T1 | float | str | Sequence[float], roi: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float] | None = None, scales: FLOAT | float | Sequence[float] | None = None, sizes: INT64 | int | Sequence[int] | None = None, keep_aspect_ratio_policy: str = 'stretch', axes: Sequence[int] | None = None, antialias: int = 0, extrapolation_value: float = 0.0, exclude_outside: int = 0, nearest_mode: str = 'round_prefer_floor', coordinate_transformation_mode: str = 'half_pixel', cubic_coeff_a: float = -0.75, mode: str = 'nearest') -> _Resize_T1:
    """[Resize - 19](https://onnx.ai/onnx/operators/onnx__Resize.html#resize-19) · ai.onnx · since opset 19

    Resize the input tensor. In general, it calculates every value in the output tensor as a weighted average of neighborhood (a.k.a. sampling locations) in the input tensor.
    Each dimension value of the output tensor is:
    ```
    output_dimension = floor(input_dimension * (roi_end - roi_start) * scale)
    ```
    if input \\"sizes\\" is not specified.

    Args:
    - X (T1): N-D tensor
    - roi (optional T2): 1-D tensor given as [start1, ..., startN, end1, ..., endN], where N is the rank of X or the length of axes, if provided. The RoIs' coordinates are normalized in the coordinate system of the input image. It only takes effect when coordinate_transformation_mode is "tf_crop_and_resize"
    - scales (optional FLOAT): The scale array along each dimension. It takes value greater than 0. If it's less than 1, it's sampling down, otherwise, it's upsampling. The number of elements of 'scales' should be the same as the rank of input 'X' or the length of 'axes', if provided. One of 'scales' and 'sizes' MUST be specified and it is an error if both are specified. If 'sizes' is needed, the user can use an empty string as the name of 'scales' in this operator's input list.
    - sizes (optional INT64): Target size of the output tensor. Its interpretation depends on the 'keep_aspect_ratio_policy' value.The number of elements of 'sizes' should be the same as the rank of input 'X', or the length of 'axes', if provided. Only one of 'scales' and 'sizes' can be specified.
    - antialias (int, default 0): If set to 1, "linear" and "cubic" interpolation modes will use an antialiasing filter when downscaling. Antialiasing is achieved by stretching the resampling filter by a factor max(1, 1 / scale), which means that when downsampling, more input pixels contribute to an output pixel.
    - axes (Sequence[int], optional): If provided, it specifies a subset of axes that 'roi', 'scales' and 'sizes' refer to. If not provided, all axes are assumed [0, 1, ..., r-1], where r = rank(data). Non-specified dimensions are interpreted as non-resizable. Negative value means counting dimensions from the back. Accepted range is [-r, r-1], where r = rank(data). Behavior is undefined if an axis is repeated.
    - coordinate_transformation_mode (str, default 'half_pixel'): This attribute describes how to transform the coordinate in the resized tensor to the coordinate in the original tensor. The coordinate of each dimension is transformed individually. Let's describe a case using axis x as an example. Denote `x_resized` as the coordinate of axis x in the resized tensor, `x_original` as the coordinate of axis x in the original tensor, `length_original` as the length of the original tensor in axis x, `length_resized` as the length of the resized tensor in axis x, `scale = length_resized / length_original`, `output_width` the target length on the axis x which can be a fractional number when it is calculated out of a scale factor, and `output_width_int` the effective output width as an integer. if coordinate_transformation_mode is `"half_pixel"`, `` x_original = (x_resized + 0.5) / scale - 0.5 `` if coordinate_transformation_mode is `"half_pixel_symmetric"`, `` adjustment = output_width_int / output_width center = input_width / 2 offset = center * (1 - adjustment) x_ori = offset + (x + 0.5) / scale - 0.5 `` if coordinate_transformation_mode is `"pytorch_half_pixel"`, `` x_original = length_resized > 1 ? (x_resized + 0.5) / scale - 0.5 : 0 `` if coordinate_transformation_mode is `"align_corners"`, `` x_original = x_resized * (length_original - 1) / (length_resized - 1) `` if coordinate_transformation_mode is `"asymmetric"`, `` x_original = x_resized / scale `` if coordinate_transformation_mode is `"tf_crop_and_resize"`, `` x_original = length_resized > 1 ? start_x * (length_original - 1) + x_resized * (end_x - start_x) * (length_original - 1) / (length_resized - 1) : 0.5 * (start_x + end_x) * (length_original - 1) `` .
    - cubic_coeff_a (float, default -0.75): The coefficient 'a' used in cubic interpolation. Two common choice are -0.5 (in some cases of TensorFlow) and -0.75 (in PyTorch). Check out Equation (4) in https://ieeexplore.ieee.org/document/1163711 for the details. This attribute is valid only if mode is "cubic".
    - exclude_outside (int, default 0): If set to 1, the weight of sampling locations outside the tensor will be set to 0 and the weight will be renormalized so that their sum is 1.0. The default value is 0.
    - extrapolation_value (float, default 0.0): When coordinate_transformation_mode is "tf_crop_and_resize" and x_original is outside the range [0, length_original - 1], this value is used as the corresponding output value. Default is 0.0f.
    - keep_aspect_ratio_policy (str, default 'stretch'): This attribute describes how to interpret the `sizes` input with regard to keeping the original aspect ratio of the input, and it is not applicable when the `scales` input is used. Given a set of `sizes`, associated with a subset of `axes` (explicitly provided or default), and assuming `d = axes[i]`, with `i` being the index of the provided `sizes`. If `keep_aspect_ratio_policy` is `"stretch"`, the original aspect ratio is disregarded, and the input is resized to the specified size: `out_size[d] = sizes[i]` If `keep_aspect_ratio_policy` is `"not_larger"`, the sizes are adjusted so that no extent of the output is larger than the specified size, while keeping the original aspect ratio: `` scale = Min(sizes[i] / in_size[d]) out_size[d] = round_int(scale * in_size[d]) `` If `keep_aspect_ratio_policy` is `"not_smaller"`, the sizes are adjusted so that no extent of the output is smaller than the specified size, while keeping the original aspect ratio: `` scale = Max(sizes[i] / in_size[d]) out_size[d] = round_int(scale * in_size[d]) `` For non-resizable axes (those not specified in `axes`), the output size will be equal to the input size. Note: `round_int` stands for computing the nearest integer value, rounding halfway cases up.
    - mode (str, default 'nearest'): Three interpolation modes: "nearest" (default), "linear" and "cubic". The "linear" mode includes linear interpolation for 1D tensor and N-linear interpolation for N-D tensor (for example, bilinear interpolation for 2D tensor). The "cubic" mode includes cubic interpolation for 1D tensor and N-cubic interpolation for N-D tensor (for example, bicubic interpolation for 2D tensor).
    - nearest_mode (str, default 'round_prefer_floor'): Four modes: "round_prefer_floor" (default, as known as round half down), "round_prefer_ceil" (as known as round half up), "floor", "ceil". Only used by nearest interpolation. It indicates how to get "nearest" pixel in input tensor from x_original, so this attribute is valid only if "mode" is "nearest".

    Returns:
    - Y (T1): N-D tensor after resizing

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input 'X' and output 'Y' to all tensor types.
    - T2 in (FLOAT16, FLOAT, DOUBLE): Constrain roi type to float or double."""
@overload
@deprecated('Resize (version 19) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; T2 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Resize(X: _Resize_T1_any | float | str | Sequence[float], roi: TensorType | float | Sequence[float] | None = None, scales: FLOAT | float | Sequence[float] | None = None, sizes: INT64 | int | Sequence[int] | None = None, keep_aspect_ratio_policy: str = 'stretch', axes: Sequence[int] | None = None, antialias: int = 0, extrapolation_value: float = 0.0, exclude_outside: int = 0, nearest_mode: str = 'round_prefer_floor', coordinate_transformation_mode: str = 'half_pixel', cubic_coeff_a: float = -0.75, mode: str = 'nearest') -> _Resize_T1_any: ...
def Scan(*initial_state_and_scan_inputs: Any, body: GraphBody, num_scan_inputs: int, scan_input_axes: Sequence[int] | None = None, scan_input_directions: Sequence[int] | None = None, scan_output_axes: Sequence[int] | None = None, scan_output_directions: Sequence[int] | None = None) -> Any:
    """[Scan - 19](https://onnx.ai/onnx/operators/onnx__Scan.html#scan-19) · ai.onnx · since opset 19

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
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): All Tensor types up to IRv9."""
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
@overload
def Shape(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float], end: int | None = None, start: int = 0) -> INT64:
    """[Shape - 19](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-19) · ai.onnx · since opset 19

    Described at [Shape - 25](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - end (int, optional): (Optional) Ending axis for slicing the shape. Negative value means counting dimensions from the back. If omitted, sizes of all axes upto (including) the last one will be included.
    - start (int, default 0): (Optional) Starting axis for slicing the shape. Default value is 0.Negative value means counting dimensions from the back.

    Returns:
    - shape (T1): Shape of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor."""
@overload
@deprecated('Shape (version 19) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ: these element types make an invalid model')
def Shape(data: TensorType | float | str | Sequence[float], end: int | None = None, start: int = 0) -> INT64: ...
@overload
def Size(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | str | Sequence[float]) -> INT64:
    """[Size - 19](https://onnx.ai/onnx/operators/onnx__Size.html#size-19) · ai.onnx · since opset 19

    Described at [Size - 25](https://onnx.ai/onnx/operators/onnx__Size.html#size-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.

    Returns:
    - size (T1): Total number of elements of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor, which should be a scalar though."""
@overload
@deprecated('Size (version 19) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ: these element types make an invalid model')
def Size(data: TensorType | float | str | Sequence[float]) -> INT64: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
