"""ai.onnx opset 22: the operators new at 22, the others from opset21 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, TensorType,
)
from onnxscribe.opset21 import (
    Abs, Add, AffineGrid, And, ArgMax, ArgMin, BatchNormalization, BitShift, BitwiseAnd, BitwiseNot, BitwiseOr,
    BitwiseXor, BlackmanWindow, Cast, CastLike, Ceil, Celu, CenterCropPad, Clip, Col2Im, Compress, Concat,
    ConcatFromSequence, Constant, ConstantOfShape, ConvInteger, CumSum, DFT, DepthToSpace, DequantizeLinear, Div,
    DynamicQuantizeLinear, Einsum, Equal, Erf, Exp, Expand, Flatten, Floor, Gather, GatherElements, GatherND, Gelu,
    Gemm, Greater, GreaterOrEqual, GroupNormalization, HammingWindow, HannWindow, Hardmax, Identity, If, ImageDecoder,
    IsInf, IsNaN, LRN, LayerNormalization, LeakyRelu, Less, LessOrEqual, Log, LogSoftmax, Loop, MatMul, MatMulInteger,
    Max, Mean, MeanVarianceNormalization, MelWeightMatrix, Min, Mod, Mul, Neg, NonMaxSuppression, NonZero, Not, OneHot,
    Optional, OptionalGetElement, OptionalHasElement, Or, PRelu, Pad, Pow, QLinearConv, QLinearMatMul, QuantizeLinear,
    Range, Reciprocal, ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd,
    ReduceSum, ReduceSumSquare, RegexFullMatch, Relu, Reshape, Resize, ReverseSequence, STFT, Scan, ScatterElements,
    ScatterND, SequenceAt, SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength, SequenceMap,
    Shape, Shrink, Sigmoid, Sign, Size, Slice, Softmax, SoftmaxCrossEntropyLoss, SpaceToDepth, Split, SplitToSequence,
    Sqrt, Squeeze, StringConcat, StringNormalizer, StringSplit, Sub, Sum, Tanh, TfIdfVectorizer, Tile, TopK, Transpose,
    Trilu, Unique, Unsqueeze, Where, Xor,
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

_Acos_T = TypeVar("_Acos_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Acos_T_any = TypeVar("_Acos_T_any", bound=TensorType)
@overload
def Acos(input: _Acos_T | float | Sequence[float]) -> _Acos_T:
    """[Acos - 22](https://onnx.ai/onnx/operators/onnx__Acos.html#acos-22) · ai.onnx · since opset 22

    Calculates the arccosine (inverse of cosine) of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The arccosine of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Acos (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Acos(input: _Acos_T_any | float | Sequence[float]) -> _Acos_T_any: ...
_Acosh_T = TypeVar("_Acosh_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Acosh_T_any = TypeVar("_Acosh_T_any", bound=TensorType)
@overload
def Acosh(input: _Acosh_T | float | Sequence[float]) -> _Acosh_T:
    """[Acosh - 22](https://onnx.ai/onnx/operators/onnx__Acosh.html#acosh-22) · ai.onnx · since opset 22

    Calculates the hyperbolic arccosine of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic arccosine values of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Acosh (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Acosh(input: _Acosh_T_any | float | Sequence[float]) -> _Acosh_T_any: ...
_Asin_T = TypeVar("_Asin_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Asin_T_any = TypeVar("_Asin_T_any", bound=TensorType)
@overload
def Asin(input: _Asin_T | float | Sequence[float]) -> _Asin_T:
    """[Asin - 22](https://onnx.ai/onnx/operators/onnx__Asin.html#asin-22) · ai.onnx · since opset 22

    Calculates the arcsine (inverse of sine) of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The arcsine of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Asin (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Asin(input: _Asin_T_any | float | Sequence[float]) -> _Asin_T_any: ...
_Asinh_T = TypeVar("_Asinh_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Asinh_T_any = TypeVar("_Asinh_T_any", bound=TensorType)
@overload
def Asinh(input: _Asinh_T | float | Sequence[float]) -> _Asinh_T:
    """[Asinh - 22](https://onnx.ai/onnx/operators/onnx__Asinh.html#asinh-22) · ai.onnx · since opset 22

    Calculates the hyperbolic arcsine of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic arcsine values of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Asinh (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Asinh(input: _Asinh_T_any | float | Sequence[float]) -> _Asinh_T_any: ...
_Atan_T = TypeVar("_Atan_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Atan_T_any = TypeVar("_Atan_T_any", bound=TensorType)
@overload
def Atan(input: _Atan_T | float | Sequence[float]) -> _Atan_T:
    """[Atan - 22](https://onnx.ai/onnx/operators/onnx__Atan.html#atan-22) · ai.onnx · since opset 22

    Calculates the arctangent (inverse of tangent) of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The arctangent of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Atan (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Atan(input: _Atan_T_any | float | Sequence[float]) -> _Atan_T_any: ...
_Atanh_T = TypeVar("_Atanh_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Atanh_T_any = TypeVar("_Atanh_T_any", bound=TensorType)
@overload
def Atanh(input: _Atanh_T | float | Sequence[float]) -> _Atanh_T:
    """[Atanh - 22](https://onnx.ai/onnx/operators/onnx__Atanh.html#atanh-22) · ai.onnx · since opset 22

    Calculates the hyperbolic arctangent of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic arctangent values of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Atanh (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Atanh(input: _Atanh_T_any | float | Sequence[float]) -> _Atanh_T_any: ...
_AveragePool_T = TypeVar("_AveragePool_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_AveragePool_T_any = TypeVar("_AveragePool_T_any", bound=TensorType)
@overload
def AveragePool(X: _AveragePool_T | float | Sequence[float], count_include_pad: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T:
    """[AveragePool - 22](https://onnx.ai/onnx/operators/onnx__AveragePool.html#averagepool-22) · ai.onnx · since opset 22

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
    if ceil_mode is enabled. `pad_shape[i]` is the sum of pads along axis `i`. Sliding windows that would start in the right padded region are ignored.

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
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('AveragePool (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def AveragePool(X: _AveragePool_T_any | float | Sequence[float], count_include_pad: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T_any: ...
_Bernoulli_T1_same = TypeVar("_Bernoulli_T1_same", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.UINT8], seed: float | None = None) -> UINT8:
    """[Bernoulli - 22](https://onnx.ai/onnx/operators/onnx__Bernoulli.html#bernoulli-22) · ai.onnx · since opset 22

    Draws binary random numbers (0 or 1) from a Bernoulli distribution. The input tensor should be a tensor
    containing probabilities p (a value in the range [0,1]) to be used for drawing the binary random number,
    where an output of 1 is produced with probability p and an output of 0 is produced with probability (1-p).

    This operator is non-deterministic and may not produce the same values in different
    implementations (even if a seed is specified).

    Args:
    - input (T1): All values in input have to be in the range:[0, 1].
    - dtype (int, optional): The data type for the elements of the output tensor. if not specified, we will use the data type of the input tensor.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T2): The returned output tensor only has values 0 or 1, same shape as input tensor.

    Type constraints:
    - T1 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input types to float tensors.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, BOOL): Constrain output types to all numeric tensors and bool tensors."""
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.UINT16], seed: float | None = None) -> UINT16: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.UINT32], seed: float | None = None) -> UINT32: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.UINT64], seed: float | None = None) -> UINT64: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT8], seed: float | None = None) -> INT8: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT16], seed: float | None = None) -> INT16: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT32], seed: float | None = None) -> INT32: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT64], seed: float | None = None) -> INT64: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.BFLOAT16], seed: float | None = None) -> BFLOAT16: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.FLOAT16], seed: float | None = None) -> FLOAT16: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.FLOAT], seed: float | None = None) -> FLOAT: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.DOUBLE], seed: float | None = None) -> DOUBLE: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.BOOL], seed: float | None = None) -> BOOL: ...
@overload
def Bernoulli(input: _Bernoulli_T1_same | float | Sequence[float], *, seed: float | None = None) -> _Bernoulli_T1_same: ...
@overload
def Bernoulli(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: int | None = None, seed: float | None = None) -> Any: ...
@overload
@deprecated('Bernoulli (version 22) takes T1 as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Bernoulli(input: TensorType | float | Sequence[float], dtype: int | None = None, seed: float | None = None) -> Any: ...
_Conv_T = TypeVar("_Conv_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Conv_T_any = TypeVar("_Conv_T_any", bound=TensorType)
@overload
def Conv(X: _Conv_T | float | Sequence[float], W: _Conv_T | float | Sequence[float], B: _Conv_T | float | Sequence[float] | None = None, group: int = 1, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, dilations: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _Conv_T:
    """[Conv - 22](https://onnx.ai/onnx/operators/onnx__Conv.html#conv-22) · ai.onnx · since opset 22

    The convolution operator consumes an input tensor and a filter, and
    computes the output.

    Args:
    - X (T): Input data tensor from previous layer; has size (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and width. Note that this is for the 2D image. Otherwise the size is (N x C x D1 x D2 ... x Dn). Optionally, if dimension denotation is in effect, the operation expects input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - W (T): The weight tensor that will be used in the convolutions; has size (M x C/group x kH x kW), where C is the number of channels, and kH and kW are the height and width of the kernel, and M is the number of feature maps. For more than 2 dimensions, the kernel shape will be (M x C/group x k1 x k2 x ... x kn), where (k1 x k2 x ... kn) is the dimension of the kernel. Optionally, if dimension denotation is in effect, the operation expects the weight tensor to arrive with the dimension denotation of [FILTER_OUT_CHANNEL, FILTER_IN_CHANNEL, FILTER_SPATIAL, FILTER_SPATIAL ...]. Assuming zero based indices for the shape array, X.shape[1] == (W.shape[1] * group) == C and W.shape[0] mod G == 0. Or in other words FILTER_IN_CHANNEL multiplied by the number of groups should be equal to DATA_CHANNEL and the number of feature maps M should be a multiple of the number of groups G.
    - B (optional T): Optional 1D bias to be added to the convolution, has size of M.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that `output_shape[i] = ceil(input_shape[i] / strides[i])` for each axis `i`. The padding is split between the two sides equally or almost equally (depending on whether it is even or odd). In case the padding is an odd number, the extra padding is added at the end for SAME_UPPER and at the beginning for SAME_LOWER.
    - dilations (Sequence[int], optional): dilation value along each spatial axis of the filter. If not present, the dilation defaults is 1 along each spatial axis.
    - group (int, default 1): number of groups input channels and output channels are divided into.
    - kernel_shape (Sequence[int], optional): The shape of the convolution kernel. If not present, should be inferred from input W.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults is 1 along each spatial axis.

    Returns:
    - Y (T): Output data tensor that contains the result of the convolution. The output dimensions are functions of the kernel size, stride size, and pad lengths.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Conv (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Conv(X: _Conv_T_any | float | Sequence[float], W: _Conv_T_any | float | Sequence[float], B: _Conv_T_any | float | Sequence[float] | None = None, group: int = 1, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, dilations: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _Conv_T_any: ...
_ConvTranspose_T = TypeVar("_ConvTranspose_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_ConvTranspose_T_any = TypeVar("_ConvTranspose_T_any", bound=TensorType)
@overload
def ConvTranspose(X: _ConvTranspose_T | float | Sequence[float], W: _ConvTranspose_T | float | Sequence[float], B: _ConvTranspose_T | float | Sequence[float] | None = None, group: int = 1, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, output_padding: Sequence[int] | None = None, dilations: Sequence[int] | None = None, output_shape: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _ConvTranspose_T:
    """[ConvTranspose - 22](https://onnx.ai/onnx/operators/onnx__ConvTranspose.html#convtranspose-22) · ai.onnx · since opset 22

    The convolution transpose operator consumes an input tensor and a filter,
    and computes the output.

    If the pads parameter is provided the shape of the output is calculated via the following equation:

      output_shape[i] = stride[i] * (input_size[i] - 1) + output_padding[i] + ((kernel_shape[i] - 1) * dilations[i] + 1) - pads[start_i] - pads[end_i]

    output_shape can also be explicitly specified in which case pads values are auto generated using these equations:

      total_padding[i] = stride[i] * (input_size[i] - 1) + output_padding[i] + ((kernel_shape[i] - 1) * dilations[i] + 1) - output_shape[i]
      If (auto_pads == SAME_UPPER): pads[start_i] = total_padding[i]/2; pads[end_i] = total_padding[i] - (total_padding[i]/2)
      Else: pads[start_i] = total_padding[i] - (total_padding[i]/2); pads[end_i] = (total_padding[i]/2).

    Args:
    - X (T): Input data tensor from previous layer; has size (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and width. Note that this is for the 2D image. Otherwise the size is (N x C x D1 x D2 ... x Dn)
    - W (T): The weight tensor that will be used in the convolutions; has size (C x M/group x kH x kW), where C is the number of channels, and kH and kW are the height and width of the kernel, and M is the number of feature maps. For more than 2 dimensions, the weight shape will be (C x M/group x k1 x k2 x ... x kn), where (k1 x k2 x ... x kn) is the dimension of the kernel. The number of channels in the output should be equal to W.shape[1] * group (assuming zero based indices of the shape array)
    - B (optional T): Optional 1D bias to be added to the convolution, has size of M.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that `output_shape[i] = input_shape[i] * strides[i]` for each axis `i`. The padding is split between the two sides equally or almost equally (depending on whether it is even or odd). In case the padding is an odd number, the extra padding is added at the end for SAME_UPPER and at the beginning for SAME_LOWER.
    - dilations (Sequence[int], optional): dilation value along each spatial axis of the filter. If not present, the dilation defaults to 1 along each spatial axis.
    - group (int, default 1): number of groups input channels and output channels are divided into.
    - kernel_shape (Sequence[int], optional): The shape of the convolution kernel. If not present, should be inferred from input W.
    - output_padding (Sequence[int], optional): Additional elements added to the side with higher coordinate indices in the output. Each padding value in "output_padding" must be less than the corresponding stride/dilation dimension. By default, this attribute is a zero vector. Note that this attribute doesn't directly affect the computed output values. It only controls the selection of the computed values, so changing this attribute only adds or removes output elements. If "output_shape" is explicitly provided, "output_padding" does not contribute additional size to "output_shape" but participates in the computation of the needed padding amount. This is also called adjs or adjustment in some frameworks.
    - output_shape (Sequence[int], optional): The shape of the output can be explicitly set which will cause pads values to be auto generated. If output_shape is specified pads values are ignored. See doc for details for equations to generate pads. Note that the output_shape attribute value should not include dimensions for batch size and channels, which are automatically inferred.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults to 1 along each spatial axis.

    Returns:
    - Y (T): Output data tensor that contains the result of the convolution. The output dimensions are functions of the kernel size, stride size, pad lengths and group count. The number of channels in the output should be equal to W.shape[1] * group (assuming zero based indices of the shape array)

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('ConvTranspose (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ConvTranspose(X: _ConvTranspose_T_any | float | Sequence[float], W: _ConvTranspose_T_any | float | Sequence[float], B: _ConvTranspose_T_any | float | Sequence[float] | None = None, group: int = 1, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, output_padding: Sequence[int] | None = None, dilations: Sequence[int] | None = None, output_shape: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _ConvTranspose_T_any: ...
_Cos_T = TypeVar("_Cos_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Cos_T_any = TypeVar("_Cos_T_any", bound=TensorType)
@overload
def Cos(input: _Cos_T | float | Sequence[float]) -> _Cos_T:
    """[Cos - 22](https://onnx.ai/onnx/operators/onnx__Cos.html#cos-22) · ai.onnx · since opset 22

    Calculates the cosine of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The cosine of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Cos (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Cos(input: _Cos_T_any | float | Sequence[float]) -> _Cos_T_any: ...
_Cosh_T = TypeVar("_Cosh_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Cosh_T_any = TypeVar("_Cosh_T_any", bound=TensorType)
@overload
def Cosh(input: _Cosh_T | float | Sequence[float]) -> _Cosh_T:
    """[Cosh - 22](https://onnx.ai/onnx/operators/onnx__Cosh.html#cosh-22) · ai.onnx · since opset 22

    Calculates the hyperbolic cosine of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic cosine values of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Cosh (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Cosh(input: _Cosh_T_any | float | Sequence[float]) -> _Cosh_T_any: ...
_DeformConv_T = TypeVar("_DeformConv_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_DeformConv_T_any = TypeVar("_DeformConv_T_any", bound=TensorType)
@overload
def DeformConv(X: _DeformConv_T | float | Sequence[float], W: _DeformConv_T | float | Sequence[float], offset: _DeformConv_T | float | Sequence[float], B: _DeformConv_T | float | Sequence[float] | None = None, mask: _DeformConv_T | float | Sequence[float] | None = None, strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, offset_group: int = 1, kernel_shape: Sequence[int] | None = None, group: int = 1, dilations: Sequence[int] | None = None) -> _DeformConv_T:
    """[DeformConv - 22](https://onnx.ai/onnx/operators/onnx__DeformConv.html#deformconv-22) · ai.onnx · since opset 22

    Performs deformable convolution as described in https://arxiv.org/abs/1703.06211 and https://arxiv.org/abs/1811.11168.
    This operator specification supports the general N-D case. Note that most common use cases have 2D or 3D data.

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
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('DeformConv (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def DeformConv(X: _DeformConv_T_any | float | Sequence[float], W: _DeformConv_T_any | float | Sequence[float], offset: _DeformConv_T_any | float | Sequence[float], B: _DeformConv_T_any | float | Sequence[float] | None = None, mask: _DeformConv_T_any | float | Sequence[float] | None = None, strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, offset_group: int = 1, kernel_shape: Sequence[int] | None = None, group: int = 1, dilations: Sequence[int] | None = None) -> _DeformConv_T_any: ...
_Det_T = TypeVar("_Det_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Det_T_any = TypeVar("_Det_T_any", bound=TensorType)
@overload
def Det(X: _Det_T | float | Sequence[float]) -> _Det_T:
    """[Det - 22](https://onnx.ai/onnx/operators/onnx__Det.html#det-22) · ai.onnx · since opset 22

    Det calculates determinant of a square matrix or batches of square matrices.
    Det takes one input tensor of shape `[*, M, M]`, where `*` is zero or more batch dimensions,
    and the inner-most 2 dimensions form square matrices.
    The output is a tensor of shape `[*]`, containing the determinants of all input submatrices.
    e.g., When the input is 2-D, the output is a scalar(shape is empty: `[]`).

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to floating-point tensors."""
@overload
@deprecated('Det (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Det(X: _Det_T_any | float | Sequence[float]) -> _Det_T_any: ...
_Dropout_T = TypeVar("_Dropout_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ)
_Dropout_T_any = TypeVar("_Dropout_T_any", bound=TensorType)
@overload
def Dropout(data: _Dropout_T | float | Sequence[float], ratio: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | Sequence[float] | None = None, training_mode: BOOL | bool | None = None, seed: int | None = None) -> _Dropout_T:
    """[Dropout - 22](https://onnx.ai/onnx/operators/onnx__Dropout.html#dropout-22) · ai.onnx · since opset 22

    Dropout takes an input floating-point tensor, an optional input ratio (floating-point scalar) and an optional input training_mode (boolean scalar). It produces two tensor outputs,
    output (floating-point tensor) and mask (optional `Tensor<bool>`). If `training_mode` is true then the output Y will be a random dropout;
    Note that this Dropout scales the masked input data by the following equation, so to convert the trained model into inference mode,
    the user can simply not pass `training_mode` input or set it to false.
    ```
    output = scale * data * mask,
    ```
    where
    ```
    scale = 1. / (1. - ratio).
    ```
    This operator has optional inputs/outputs. See [the doc](https://github.com/onnx/onnx/blob/main/docs/IR.md) for more details about the representation of optional arguments. An empty string may be used in the place of an actual argument's name to indicate a missing argument. Trailing optional arguments (those not followed by an argument that is present) may also be simply omitted.

    Args:
    - data (T): The input data as Tensor.
    - ratio (optional T1): The ratio of random dropout, with value in [0, 1). If set to 0, the output would be a simple copy of the input. If it's non-zero, output will be a random dropout of the scaled input, which is typically the case during training. It is an optional value, if not specified it will default to 0.5.
    - training_mode (optional T2): If set to true then it indicates dropout is being used for training. It is an optional value hence unless specified explicitly, it is false. If it is false, ratio is ignored and the operation mimics inference mode where nothing will be dropped from the input data and if mask is requested as output it will contain all ones.
    - seed (int, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T): The output.
    - mask (optional T2): The output mask.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain input and output types to float tensors.
    - T1 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain input 'ratio' types to float tensors.
    - T2 in (BOOL): Constrain output 'mask' types to boolean tensors."""
@overload
@deprecated('Dropout (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT, DOUBLE, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ; T1 as one of BFLOAT16, FLOAT16, FLOAT, DOUBLE, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ: these element types make an invalid model')
def Dropout(data: _Dropout_T_any | float | Sequence[float], ratio: TensorType | float | Sequence[float] | None = None, training_mode: BOOL | bool | None = None, seed: int | None = None) -> _Dropout_T_any: ...
_Elu_T = TypeVar("_Elu_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Elu_T_any = TypeVar("_Elu_T_any", bound=TensorType)
@overload
def Elu(X: _Elu_T | float | Sequence[float], alpha: float = 1.0) -> _Elu_T:
    """[Elu - 22](https://onnx.ai/onnx/operators/onnx__Elu.html#elu-22) · ai.onnx · since opset 22

    Elu takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the function `f(x) = alpha * (exp(x) - 1.) for x <
    0`, `f(x) = x for x >= 0`., is applied to the tensor elementwise.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.0): Coefficient of ELU.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Elu (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Elu(X: _Elu_T_any | float | Sequence[float], alpha: float = 1.0) -> _Elu_T_any: ...
_EyeLike_T1_same = TypeVar("_EyeLike_T1_same", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, BOOL)
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.UINT8], k: int = 0) -> UINT8:
    """[EyeLike - 22](https://onnx.ai/onnx/operators/onnx__EyeLike.html#eyelike-22) · ai.onnx · since opset 22

    Generate a 2D tensor (matrix) with ones on the diagonal and zeros everywhere else. Only 2D
    tensors are supported, i.e. input T1 must be of rank 2. The shape of the output tensor is the
    same as the input tensor. The data type can be specified by the 'dtype' argument. If
    'dtype' is not specified, then the type of input tensor is used. By default, the main diagonal
    is populated with ones, but attribute 'k' can be used to populate upper or lower diagonals.
    The 'dtype' argument must be one of the data types specified in the 'DataType' enum field in the
    TensorProto message and be valid as an output type.

    Args:
    - input (T1): 2D input tensor to copy shape, and optionally, type information from.
    - dtype (int, optional): (Optional) The data type for the elements of the output tensor. If not specified, the data type of the input tensor T1 is used.
    - k (int, default 0): (Optional) Index of the diagonal to be populated with ones. Default is 0. If T2 is the output, this op sets T2[i, i+k] = 1. k = 0 populates the main diagonal, k > 0 populates an upper diagonal, and k < 0 populates a lower diagonal.

    Returns:
    - output (T2): Output tensor, same shape as input tensor T1.

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, BOOL): Constrain input types. Strings and complex are not supported.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, BOOL): Constrain output types. Strings and complex are not supported."""
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.UINT16], k: int = 0) -> UINT16: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.UINT32], k: int = 0) -> UINT32: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.UINT64], k: int = 0) -> UINT64: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.INT8], k: int = 0) -> INT8: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.INT16], k: int = 0) -> INT16: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.INT32], k: int = 0) -> INT32: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.INT64], k: int = 0) -> INT64: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.BFLOAT16], k: int = 0) -> BFLOAT16: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.FLOAT16], k: int = 0) -> FLOAT16: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.FLOAT], k: int = 0) -> FLOAT: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.DOUBLE], k: int = 0) -> DOUBLE: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: Literal[DataType.BOOL], k: int = 0) -> BOOL: ...
@overload
def EyeLike(input: _EyeLike_T1_same | float | Sequence[float], *, k: int = 0) -> _EyeLike_T1_same: ...
@overload
def EyeLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float], dtype: int | None = None, k: int = 0) -> Any: ...
@overload
@deprecated('EyeLike (version 22) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE or BOOL: these element types make an invalid model')
def EyeLike(input: TensorType | float | Sequence[float], dtype: int | None = None, k: int = 0) -> Any: ...
_GRU_T = TypeVar("_GRU_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_GRU_T_any = TypeVar("_GRU_T_any", bound=TensorType)
@overload
def GRU(X: _GRU_T | float | Sequence[float], W: _GRU_T | float | Sequence[float], R: _GRU_T | float | Sequence[float], B: _GRU_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _GRU_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, layout: int = 0, direction: str = 'forward', linear_before_reset: int = 0, activations: Sequence[str] | None = None) -> _GRU_T:
    """[GRU - 22](https://onnx.ai/onnx/operators/onnx__GRU.html#gru-22) · ai.onnx · since opset 22

    Computes an one-layer GRU. This operator is usually supported via some custom
    implementation such as CuDNN.

    Notations:

    * `X` - input tensor
    * `z` - update gate
    * `r` - reset gate
    * `h` - hidden gate
    * `t` - time step (t-1 means previous time step)
    * `W[zrh]` - W parameter weight matrix for update, reset, and hidden gates
    * `R[zrh]` - R recurrence weight matrix for update, reset, and hidden gates
    * `Wb[zrh]` - W bias vectors for update, reset, and hidden gates
    * `Rb[zrh]` - R bias vectors for update, reset, and hidden gates
    * `WB[zrh]` - W parameter weight matrix for backward update, reset, and hidden gates
    * `RB[zrh]` - R recurrence weight matrix for backward update, reset, and hidden gates
    * `WBb[zrh]` - W bias vectors for backward update, reset, and hidden gates
    * `RBb[zrh]` - R bias vectors for backward update, reset, and hidden gates
    * `H` - Hidden state
    * `num_directions` - 2 if direction == bidirectional else 1

    Activation functions:

    * Relu(x)                - max(0, x)
    * Tanh(x)                - (1 - e^{-2x})/(1 + e^{-2x})
    * Sigmoid(x)             - 1/(1 + e^{-x})

    NOTE:
      Below are optional

    * Affine(x)              - alpha * x + beta
    * LeakyRelu(x)           - x if x >= 0 else alpha * x
    * ThresholdedRelu(x)     - x if x >= alpha else 0
    * ScaledTanh(x)          - alpha * Tanh(beta * x)
    * HardSigmoid(x)         - min(max(alpha * x + beta, 0), 1)
    * Elu(x)                 - x if x >= 0 else alpha * (e^x - 1)
    * Softsign(x)            - x/(1 + |x|)
    * Softplus(x)            - log(1 + e^x)

    Equations (Default: f=Sigmoid, g=Tanh):

    * zt = f(Xt*(Wz^T) + Ht-1*(Rz^T) + Wbz + Rbz)
    * rt = f(Xt*(Wr^T) + Ht-1*(Rr^T) + Wbr + Rbr)
    * ht = g(Xt*(Wh^T) + (rt (.) Ht-1)*(Rh^T) + Rbh + Wbh) # default, when linear_before_reset = 0
    * ht = g(Xt*(Wh^T) + (rt (.) (Ht-1*(Rh^T) + Rbh)) + Wbh) # when linear_before_reset != 0
    * Ht = (1 - zt) (.) ht + zt (.) Ht-1
    This operator has optional inputs/outputs. See [the doc](https://github.com/onnx/onnx/blob/main/docs/IR.md) for more details about the representation of optional arguments. An empty string may be used in the place of an actual argument's name to indicate a missing argument. Trailing optional arguments (those not followed by an argument that is present) may also be simply omitted.

    Args:
    - X (T): The input sequences packed (and potentially padded) into one 3-D tensor with the shape of `[seq_length, batch_size, input_size]`.
    - W (T): The weight tensor for the gates. Concatenation of `W[zrh]` and `WB[zrh]` (if bidirectional) along dimension 0. This tensor has shape `[num_directions, 3*hidden_size, input_size]`.
    - R (T): The recurrence weight tensor. Concatenation of `R[zrh]` and `RB[zrh]` (if bidirectional) along dimension 0. This tensor has shape `[num_directions, 3*hidden_size, hidden_size]`.
    - B (optional T): The bias tensor for the gates. Concatenation of `[Wb[zrh], Rb[zrh]]` and `[WBb[zrh], RBb[zrh]]` (if bidirectional) along dimension 0. This tensor has shape `[num_directions, 6*hidden_size]`. Optional: If not specified - assumed to be 0
    - sequence_lens (optional T1): Optional tensor specifying lengths of the sequences in a batch. If not specified - assumed all sequences in the batch to have length `seq_length`. It has shape `[batch_size]`.
    - initial_h (optional T): Optional initial value of the hidden. If not specified - assumed to be 0. It has shape `[num_directions, batch_size, hidden_size]`.
    - activation_alpha (Sequence[float], optional): Optional scaling values used by some activation functions. The values are consumed in the order of activation functions, for example (f, g, h) in LSTM. Default values are the same as of corresponding ONNX operators.For example with LeakyRelu, the default alpha is 0.01.
    - activation_beta (Sequence[float], optional): Optional scaling values used by some activation functions. The values are consumed in the order of activation functions, for example (f, g, h) in LSTM. Default values are the same as of corresponding ONNX operators.
    - activations (Sequence[str], optional): A list of 2 (or 4 if bidirectional) activation functions for update, reset, and hidden gates. The activation functions must be one of the activation functions specified above. Optional: See the equations for default if not specified.
    - clip (float, optional): Cell clip threshold. Clipping bounds the elements of a tensor in the range of [-threshold, +threshold] and is applied to the input of activations. No clip if not specified.
    - direction (str, default 'forward'): Specify if the RNN is forward, reverse, or bidirectional. Must be one of forward (default), reverse, or bidirectional.
    - hidden_size (int, optional): Number of neurons in the hidden layer
    - layout (int, default 0): The shape format of inputs X, initial_h and outputs Y, Y_h. If 0, the following shapes are expected: X.shape = [seq_length, batch_size, input_size], Y.shape = [seq_length, num_directions, batch_size, hidden_size], initial_h.shape = Y_h.shape = [num_directions, batch_size, hidden_size]. If 1, the following shapes are expected: X.shape = [batch_size, seq_length, input_size], Y.shape = [batch_size, seq_length, num_directions, hidden_size], initial_h.shape = Y_h.shape = [batch_size, num_directions, hidden_size].
    - linear_before_reset (int, default 0): When computing the output of the hidden gate, apply the linear transformation before multiplying by the output of the reset gate.

    Returns:
    - Y (optional T): A tensor that concats all the intermediate output values of the hidden. It has shape `[seq_length, num_directions, batch_size, hidden_size]`.
    - Y_h (optional T): The last output value of the hidden. It has shape `[num_directions, batch_size, hidden_size]`.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('GRU (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GRU(X: _GRU_T_any | float | Sequence[float], W: _GRU_T_any | float | Sequence[float], R: _GRU_T_any | float | Sequence[float], B: _GRU_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _GRU_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, layout: int = 0, direction: str = 'forward', linear_before_reset: int = 0, activations: Sequence[str] | None = None) -> _GRU_T_any: ...
_GlobalAveragePool_T = TypeVar("_GlobalAveragePool_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_GlobalAveragePool_T_any = TypeVar("_GlobalAveragePool_T_any", bound=TensorType)
@overload
def GlobalAveragePool(X: _GlobalAveragePool_T | float | Sequence[float]) -> _GlobalAveragePool_T:
    """[GlobalAveragePool - 22](https://onnx.ai/onnx/operators/onnx__GlobalAveragePool.html#globalaveragepool-22) · ai.onnx · since opset 22

    GlobalAveragePool consumes an input tensor X and applies average pooling across
    the values in the same channel. This is equivalent to AveragePool with kernel size
    equal to the spatial dimension of input tensor.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.

    Returns:
    - Y (T): Output data tensor from pooling across the input tensor. The output tensor has the same rank as the input. The first two dimensions of output shape are the same as the input (N x C), while the other dimensions are all 1.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('GlobalAveragePool (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GlobalAveragePool(X: _GlobalAveragePool_T_any | float | Sequence[float]) -> _GlobalAveragePool_T_any: ...
_GlobalLpPool_T = TypeVar("_GlobalLpPool_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_GlobalLpPool_T_any = TypeVar("_GlobalLpPool_T_any", bound=TensorType)
@overload
def GlobalLpPool(X: _GlobalLpPool_T | float | Sequence[float], p: int = 2) -> _GlobalLpPool_T:
    """[GlobalLpPool - 22](https://onnx.ai/onnx/operators/onnx__GlobalLpPool.html#globallppool-22) · ai.onnx · since opset 22

    GlobalLpPool consumes an input tensor X and applies lp pool pooling across
    the values in the same channel. This is equivalent to LpPool with kernel size
    equal to the spatial dimension of input tensor.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - p (int, default 2): p value of the Lp norm used to pool over the input data.

    Returns:
    - Y (T): Output data tensor from pooling across the input tensor. The output tensor has the same rank as the input. The first two dimensions of output shape are the same as the input (N x C), while the other dimensions are all 1.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('GlobalLpPool (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GlobalLpPool(X: _GlobalLpPool_T_any | float | Sequence[float], p: int = 2) -> _GlobalLpPool_T_any: ...
_GlobalMaxPool_T = TypeVar("_GlobalMaxPool_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_GlobalMaxPool_T_any = TypeVar("_GlobalMaxPool_T_any", bound=TensorType)
@overload
def GlobalMaxPool(X: _GlobalMaxPool_T | float | Sequence[float]) -> _GlobalMaxPool_T:
    """[GlobalMaxPool - 22](https://onnx.ai/onnx/operators/onnx__GlobalMaxPool.html#globalmaxpool-22) · ai.onnx · since opset 22

    GlobalMaxPool consumes an input tensor X and applies max pooling across
    the values in the same channel. This is equivalent to MaxPool with kernel size
    equal to the spatial dimension of input tensor.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.

    Returns:
    - Y (T): Output data tensor from pooling across the input tensor. The output tensor has the same rank as the input. The first two dimensions of output shape are the same as the input (N x C), while the other dimensions are all 1.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('GlobalMaxPool (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GlobalMaxPool(X: _GlobalMaxPool_T_any | float | Sequence[float]) -> _GlobalMaxPool_T_any: ...
_GridSample_T1 = TypeVar("_GridSample_T1", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_GridSample_T1_any = TypeVar("_GridSample_T1_any", bound=TensorType)
@overload
def GridSample(X: _GridSample_T1 | float | str | Sequence[float], grid: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], align_corners: int = 0, padding_mode: str = 'zeros', mode: str = 'linear') -> _GridSample_T1:
    """[GridSample - 22](https://onnx.ai/onnx/operators/onnx__GridSample.html#gridsample-22) · ai.onnx · since opset 22

    Given an input `X` and a flow-field `grid`, computes the output `Y` using `X` values and pixel locations from the `grid`.
    For spatial input `X` with shape (N, C, H, W), the `grid` will have shape (N, H_out, W_out, 2),
    the output `Y` will have shape (N, C, H_out, W_out). For volumetric input `X` with shape (N, C, D, H, W),
    the `grid` will have shape (N, D_out, H_out, W_out, 3), the output `Y` will have shape (N, C, D_out, H_out, W_out).
    More generally, for an input `X` of rank r+2 with shape (N, C, d1, d2, ..., dr),
    the `grid` will have shape (N, D1_out, D2_out, ..., Dr_out, r), the output `Y` will have shape (N, C, D1_out, D2_out, ..., Dr_out).

    The tensor `X` contains values at centers of square pixels (voxels, etc) locations such as (n, c, d1_in, d2_in, ..., dr_in).
    The (n, d1_out, d2_out, ..., dr_out, :) values from the tensor `grid` are the normalized positions for interpolating the values
    at the (n, c, d1_out, d2_out, ..., dr_out) locations from the output tensor `Y` using a specified interpolation method (the mode)
    and a padding mode (for `grid` positions falling outside the 2-dimensional image).

    For example, the values in `grid[n, h_out, w_out, :]` are size-2 vectors specifying normalized positions in the 2-dimensional space of `X`.
    They are used to interpolate output values of `Y[n, c, h_out, w_out]`.

    The GridSample operator is often used in doing grid generator and sampler in the
    [Spatial Transformer Networks](https://arxiv.org/abs/1506.02025).
    See also in [torch.nn.functional.grid_sample](https://pytorch.org/docs/stable/generated/torch.nn.functional.grid_sample.html).

    Args:
    - X (T1): Input tensor of rank r+2 that has shape (N, C, D1, D2, ..., Dr), where N is the batch size, C is the number of channels, D1, D2, ..., Dr are the spatial dimensions.
    - grid (T2): Input offset of shape (N, D1_out, D2_out, ..., Dr_out, r), where D1_out, D2_out, ..., Dr_out are the spatial dimensions of the grid and output, and r is the number of spatial dimensions. Grid specifies the sampling locations normalized by the input spatial dimensions. Therefore, it should have most values in the range of [-1, 1]. If the grid has values outside the range of [-1, 1], the corresponding outputs will be handled as defined by padding_mode. Following computer vision convention, the coordinates in the length-r location vector are listed from the innermost tensor dimension to the outermost, the opposite of regular tensor indexing.
    - align_corners (int, default 0): If align_corners=1, the extrema (-1 and 1) are considered as referring to the center points of the input's corner pixels (voxels, etc.). If align_corners=0, they are instead considered as referring to the corner points of the input's corner pixels (voxels, etc.), making the sampling more resolution agnostic.
    - mode (str, default 'linear'): Three interpolation modes: linear (default), nearest and cubic. The "linear" mode includes linear and N-linear interpolation modes depending on the number of spatial dimensions of the input tensor (i.e. linear for 1 spatial dimension, bilinear for 2 spatial dimensions, etc.). The "cubic" mode also includes N-cubic interpolation modes following the same rules. The "nearest" mode rounds to the nearest even index when the sampling point falls halfway between two indices.
    - padding_mode (str, default 'zeros'): Support padding modes for outside grid values: `zeros`(default), `border`, `reflection`. zeros: use 0 for out-of-bound grid locations, border: use border values for out-of-bound grid locations, reflection: use values at locations reflected by the border for out-of-bound grid locations. If index 0 represents the margin pixel, the reflected value at index -1 will be the same as the value at index 1. For location far away from the border, it will keep being reflected until becoming in bound. If pixel location x = -3.5 reflects by border -1 and becomes x' = 1.5, then reflects by border 1 and becomes x'' = 0.5.

    Returns:
    - Y (T1): Output tensor of rank r+2 that has shape (N, C, D1_out, D2_out, ..., Dr_out) of the sampled values. For integer input types, intermediate values are computed as floating point and cast to integer at the end.

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input `X` and output `Y` types to all tensor types.
    - T2 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain grid types to float tensors."""
@overload
@deprecated('GridSample (version 22) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; T2 as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GridSample(X: _GridSample_T1_any | float | str | Sequence[float], grid: TensorType | float | Sequence[float], align_corners: int = 0, padding_mode: str = 'zeros', mode: str = 'linear') -> _GridSample_T1_any: ...
_HardSigmoid_T = TypeVar("_HardSigmoid_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_HardSigmoid_T_any = TypeVar("_HardSigmoid_T_any", bound=TensorType)
@overload
def HardSigmoid(X: _HardSigmoid_T | float | Sequence[float], beta: float = 0.5, alpha: float = 0.2) -> _HardSigmoid_T:
    """[HardSigmoid - 22](https://onnx.ai/onnx/operators/onnx__HardSigmoid.html#hardsigmoid-22) · ai.onnx · since opset 22

    HardSigmoid takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the HardSigmoid function, y = max(0, min(1, alpha * x + beta)),
    is applied to the tensor elementwise.

    Args:
    - X (T): Input tensor
    - alpha (float, default 0.2): Value of alpha.
    - beta (float, default 0.5): Value of beta.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('HardSigmoid (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def HardSigmoid(X: _HardSigmoid_T_any | float | Sequence[float], beta: float = 0.5, alpha: float = 0.2) -> _HardSigmoid_T_any: ...
_HardSwish_T = TypeVar("_HardSwish_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_HardSwish_T_any = TypeVar("_HardSwish_T_any", bound=TensorType)
@overload
def HardSwish(X: _HardSwish_T | float | Sequence[float]) -> _HardSwish_T:
    """[HardSwish - 22](https://onnx.ai/onnx/operators/onnx__HardSwish.html#hardswish-22) · ai.onnx · since opset 22

    HardSwish takes one input data (Tensor<T>) and produces one output data (Tensor<T>) where
    the HardSwish function, y = x * max(0, min(1, alpha * x + beta)) = x * HardSigmoid<alpha, beta>(x),
    where alpha = 1/6 and beta = 0.5, is applied to the tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('HardSwish (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def HardSwish(X: _HardSwish_T_any | float | Sequence[float]) -> _HardSwish_T_any: ...
_InstanceNormalization_T = TypeVar("_InstanceNormalization_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_InstanceNormalization_T_any = TypeVar("_InstanceNormalization_T_any", bound=TensorType)
@overload
def InstanceNormalization(input: _InstanceNormalization_T | float | Sequence[float], scale: _InstanceNormalization_T | float | Sequence[float], B: _InstanceNormalization_T | float | Sequence[float], epsilon: float = 1e-05) -> _InstanceNormalization_T:
    """[InstanceNormalization - 22](https://onnx.ai/onnx/operators/onnx__InstanceNormalization.html#instancenormalization-22) · ai.onnx · since opset 22

    Carries out instance normalization as described in the paper
    https://arxiv.org/abs/1607.08022.

    y = scale * (x - mean) / sqrt(variance + epsilon) + B,
    where mean and variance are computed per instance per channel.

    Args:
    - input (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - scale (T): The input 1-dimensional scale tensor of size C.
    - B (T): The input 1-dimensional bias tensor of size C.
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero.

    Returns:
    - output (T): The output tensor of the same shape as input.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('InstanceNormalization (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def InstanceNormalization(input: _InstanceNormalization_T_any | float | Sequence[float], scale: _InstanceNormalization_T_any | float | Sequence[float], B: _InstanceNormalization_T_any | float | Sequence[float], epsilon: float = 1e-05) -> _InstanceNormalization_T_any: ...
_LSTM_T = TypeVar("_LSTM_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_LSTM_T_any = TypeVar("_LSTM_T_any", bound=TensorType)
@overload
def LSTM(X: _LSTM_T | float | Sequence[float], W: _LSTM_T | float | Sequence[float], R: _LSTM_T | float | Sequence[float], B: _LSTM_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _LSTM_T | float | Sequence[float] | None = None, initial_c: _LSTM_T | float | Sequence[float] | None = None, P: _LSTM_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', input_forget: int = 0, layout: int = 0, activations: Sequence[str] | None = None) -> _LSTM_T:
    """[LSTM - 22](https://onnx.ai/onnx/operators/onnx__LSTM.html#lstm-22) · ai.onnx · since opset 22

    Computes an one-layer LSTM. This operator is usually supported via some
    custom implementation such as CuDNN.

    Notations:

    * `X` - input tensor
    * `i` - input gate
    * `o` - output gate
    * `f` - forget gate
    * `c` - cell gate
    * `t` - time step (t-1 means previous time step)
    * `W[iofc]` - W parameter weight matrix for input, output, forget, and cell gates
    * `R[iofc]` - R recurrence weight matrix for input, output, forget, and cell gates
    * `Wb[iofc]` - W bias vectors for input, output, forget, and cell gates
    * `Rb[iofc]` - R bias vectors for input, output, forget, and cell gates
    * `P[iof]`  - P peephole weight vector for input, output, and forget gates
    * `WB[iofc]` - W parameter weight matrix for backward input, output, forget, and cell gates
    * `RB[iofc]` - R recurrence weight matrix for backward input, output, forget, and cell gates
    * `WBb[iofc]` - W bias vectors for backward input, output, forget, and cell gates
    * `RBb[iofc]` - R bias vectors for backward input, output, forget, and cell gates
    * `PB[iof]`  - P peephole weight vector for backward input, output, and forget gates
    * `H` - Hidden state
    * `num_directions` - 2 if direction == bidirectional else 1

    Activation functions:

    * Relu(x)                - max(0, x)
    * Tanh(x)                - (1 - e^{-2x})/(1 + e^{-2x})
    * Sigmoid(x)             - 1/(1 + e^{-x})

    NOTE: Below are optional

    * Affine(x)              - alpha*x + beta
    * LeakyRelu(x)           - x if x >= 0 else alpha * x
    * ThresholdedRelu(x)     - x if x >= alpha else 0
    * ScaledTanh(x)          - alpha*Tanh(beta*x)
    * HardSigmoid(x)         - min(max(alpha*x + beta, 0), 1)
    * Elu(x)                 - x if x >= 0 else alpha*(e^x - 1)
    * Softsign(x)            - x/(1 + |x|)
    * Softplus(x)            - log(1 + e^x)

    Equations (Default: f=Sigmoid, g=Tanh, h=Tanh):

    * it = f(Xt*(Wi^T) + Ht-1*(Ri^T) + Pi (.) Ct-1 + Wbi + Rbi)
    * ft = f(Xt*(Wf^T) + Ht-1*(Rf^T) + Pf (.) Ct-1 + Wbf + Rbf)
    * ct = g(Xt*(Wc^T) + Ht-1*(Rc^T) + Wbc + Rbc)
    * Ct = ft (.) Ct-1 + it (.) ct
    * ot = f(Xt*(Wo^T) + Ht-1*(Ro^T) + Po (.) Ct + Wbo + Rbo)
    * Ht = ot (.) h(Ct)
    This operator has optional inputs/outputs. See [the doc](https://github.com/onnx/onnx/blob/main/docs/IR.md) for more details about the representation of optional arguments. An empty string may be used in the place of an actual argument's name to indicate a missing argument. Trailing optional arguments (those not followed by an argument that is present) may also be simply omitted.

    Args:
    - X (T): The input sequences packed (and potentially padded) into one 3-D tensor with the shape of `[seq_length, batch_size, input_size]`.
    - W (T): The weight tensor for the gates. Concatenation of `W[iofc]` and `WB[iofc]` (if bidirectional) along dimension 0. The tensor has shape `[num_directions, 4*hidden_size, input_size]`.
    - R (T): The recurrence weight tensor. Concatenation of `R[iofc]` and `RB[iofc]` (if bidirectional) along dimension 0. This tensor has shape `[num_directions, 4*hidden_size, hidden_size]`.
    - B (optional T): The bias tensor for input gate. Concatenation of `[Wb[iofc], Rb[iofc]]`, and `[WBb[iofc], RBb[iofc]]` (if bidirectional) along dimension 0. This tensor has shape `[num_directions, 8*hidden_size]`. Optional: If not specified - assumed to be 0.
    - sequence_lens (optional T1): Optional tensor specifying lengths of the sequences in a batch. If not specified - assumed all sequences in the batch to have length `seq_length`. It has shape `[batch_size]`.
    - initial_h (optional T): Optional initial value of the hidden. If not specified - assumed to be 0. It has shape `[num_directions, batch_size, hidden_size]`.
    - initial_c (optional T): Optional initial value of the cell. If not specified - assumed to be 0. It has shape `[num_directions, batch_size, hidden_size]`.
    - P (optional T): The weight tensor for peepholes. Concatenation of `P[iof]` and `PB[iof]` (if bidirectional) along dimension 0. It has shape `[num_directions, 3*hidden_size]`. Optional: If not specified - assumed to be 0.
    - activation_alpha (Sequence[float], optional): Optional scaling values used by some activation functions. The values are consumed in the order of activation functions, for example (f, g, h) in LSTM. Default values are the same as of corresponding ONNX operators.For example with LeakyRelu, the default alpha is 0.01.
    - activation_beta (Sequence[float], optional): Optional scaling values used by some activation functions. The values are consumed in the order of activation functions, for example (f, g, h) in LSTM. Default values are the same as of corresponding ONNX operators.
    - activations (Sequence[str], optional): A list of 3 (or 6 if bidirectional) activation functions for input, output, forget, cell, and hidden. The activation functions must be one of the activation functions specified above. Optional: See the equations for default if not specified.
    - clip (float, optional): Cell clip threshold. Clipping bounds the elements of a tensor in the range of [-threshold, +threshold] and is applied to the input of activations. No clip if not specified.
    - direction (str, default 'forward'): Specify if the RNN is forward, reverse, or bidirectional. Must be one of forward (default), reverse, or bidirectional.
    - hidden_size (int, optional): Number of neurons in the hidden layer
    - input_forget (int, default 0): Couple the input and forget gates if 1.
    - layout (int, default 0): The shape format of inputs X, initial_h, initial_c and outputs Y, Y_h, Y_c. If 0, the following shapes are expected: X.shape = [seq_length, batch_size, input_size], Y.shape = [seq_length, num_directions, batch_size, hidden_size], initial_h.shape = Y_h.shape = initial_c.shape = Y_c.shape = [num_directions, batch_size, hidden_size]. If 1, the following shapes are expected: X.shape = [batch_size, seq_length, input_size], Y.shape = [batch_size, seq_length, num_directions, hidden_size], initial_h.shape = Y_h.shape = initial_c.shape = Y_c.shape = [batch_size, num_directions, hidden_size].

    Returns:
    - Y (optional T): A tensor that concats all the intermediate output values of the hidden. It has shape `[seq_length, num_directions, batch_size, hidden_size]`.
    - Y_h (optional T): The last output value of the hidden. It has shape `[num_directions, batch_size, hidden_size]`.
    - Y_c (optional T): The last output value of the cell. It has shape `[num_directions, batch_size, hidden_size]`.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('LSTM (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LSTM(X: _LSTM_T_any | float | Sequence[float], W: _LSTM_T_any | float | Sequence[float], R: _LSTM_T_any | float | Sequence[float], B: _LSTM_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _LSTM_T_any | float | Sequence[float] | None = None, initial_c: _LSTM_T_any | float | Sequence[float] | None = None, P: _LSTM_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', input_forget: int = 0, layout: int = 0, activations: Sequence[str] | None = None) -> _LSTM_T_any: ...
_LpNormalization_T = TypeVar("_LpNormalization_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_LpNormalization_T_any = TypeVar("_LpNormalization_T_any", bound=TensorType)
@overload
def LpNormalization(input: _LpNormalization_T | float | Sequence[float], p: int = 2, axis: int = -1) -> _LpNormalization_T:
    """[LpNormalization - 22](https://onnx.ai/onnx/operators/onnx__LpNormalization.html#lpnormalization-22) · ai.onnx · since opset 22

    Given a matrix, apply Lp-normalization along the provided axis.
    The output is computed as: `output = input / Lp_norm(input, axis)`.
    When the Lp norm is zero (i.e., all elements along the axis are zero),
    the output is defined to be zero to avoid division by zero.

    Args:
    - input (T): Input matrix
    - axis (int, default -1): The axis on which to apply normalization, -1 mean last axis.
    - p (int, default 2): The order of the normalization, only 1 or 2 are supported.

    Returns:
    - output (T): Matrix after normalization

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LpNormalization (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LpNormalization(input: _LpNormalization_T_any | float | Sequence[float], p: int = 2, axis: int = -1) -> _LpNormalization_T_any: ...
_LpPool_T = TypeVar("_LpPool_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_LpPool_T_any = TypeVar("_LpPool_T_any", bound=TensorType)
@overload
def LpPool(X: _LpPool_T | float | Sequence[float], p: int = 2, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', ceil_mode: int = 0, dilations: Sequence[int] | None = None, strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _LpPool_T:
    """[LpPool - 22](https://onnx.ai/onnx/operators/onnx__LpPool.html#lppool-22) · ai.onnx · since opset 22

    LpPool consumes an input tensor X and applies Lp pooling across
    the tensor according to kernel sizes, stride sizes, and pad lengths.
    Lp pooling consisting of computing the Lp norm on all values of a subset
    of the input tensor according to the kernel size and downsampling the
    data into the output tensor Y for further processing. The output spatial shape will be following:
    ```
    output_spatial_shape[i] = floor((input_spatial_shape[i] + pad_shape[i] - {kernelSpatialShape}) / strides_spatial_shape[i] + 1)
    ```
    or
    ```
    output_spatial_shape[i] = ceil((input_spatial_shape[i] + pad_shape[i] - {kernelSpatialShape}) / strides_spatial_shape[i] + 1)
    ```
    if ceil_mode is enabled `pad_shape[i]` is the sum of pads along axis `i`.

    `auto_pad` is a DEPRECATED attribute. If you are using them currently, the output spatial shape will be following:
    ```
    VALID: output_spatial_shape[i] = ceil((input_spatial_shape[i] - {kernelSpatialShape} + 1) / strides_spatial_shape[i])
    SAME_UPPER or SAME_LOWER: output_spatial_shape[i] = ceil(input_spatial_shape[i] / strides_spatial_shape[i])
    ```
    And pad shape will be following if `SAME_UPPER` or `SAME_LOWER`:
    ```
    pad_shape[i] = (output_spatial_shape[i] - 1) * strides_spatial_shape[i] + {kernelSpatialShape} - input_spatial_shape[i]
    ```

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that `output_shape[i] = ceil(input_shape[i] / strides[i])` for each axis `i`. The padding is split between the two sides equally or almost equally (depending on whether it is even or odd). In case the padding is an odd number, the extra padding is added at the end for SAME_UPPER and at the beginning for SAME_LOWER.
    - ceil_mode (int, default 0): Whether to use ceil or floor (default) to compute the output shape.
    - dilations (Sequence[int], optional): dilation value along each spatial axis of the filter. If not present, the dilation defaults is 1 along each spatial axis.
    - p (int, default 2): p value of the Lp norm used to pool over the input data.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults to 1 along each spatial axis.

    Returns:
    - Y (T): Output data tensor from Lp pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LpPool (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LpPool(X: _LpPool_T_any | float | Sequence[float], p: int = 2, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', ceil_mode: int = 0, dilations: Sequence[int] | None = None, strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _LpPool_T_any: ...
_MaxPool_T = TypeVar("_MaxPool_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE, INT8, UINT8)
_MaxPool_T_any = TypeVar("_MaxPool_T_any", bound=TensorType)
@overload
def MaxPool(X: _MaxPool_T | float | Sequence[float], storage_order: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T:
    """[MaxPool - 22](https://onnx.ai/onnx/operators/onnx__MaxPool.html#maxpool-22) · ai.onnx · since opset 22

    MaxPool consumes an input tensor X and applies max pooling across
    the tensor according to kernel sizes, stride sizes, and pad lengths.
    max pooling consisting of computing the max on all values of a
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
    if ceil_mode is enabled. `pad_shape[i]` is the sum of pads along axis `i`. Sliding windows that would start in the right padded region are ignored.

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
    The output of each pooling window is maximum number of elements exclude pad.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that `output_shape[i] = ceil(input_shape[i] / strides[i])` for each axis `i`. The padding is split between the two sides equally or almost equally (depending on whether it is even or odd). In case the padding is an odd number, the extra padding is added at the end for SAME_UPPER and at the beginning for SAME_LOWER.
    - ceil_mode (int, default 0): Whether to use ceil or floor (default) to compute the output shape.
    - dilations (Sequence[int], optional): Dilation value along each spatial axis of filter. If not present, the dilation defaults to 1 along each spatial axis.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - storage_order (int, default 0): The storage order of the tensor. 0 is row major, and 1 is column major. This attribute is used only to convert an n-tuple index value into a single integer value for producing the second output.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults to 1 along each spatial axis.

    Returns:
    - Y (T): Output data tensor from average or max pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes. Floor value of the dimension is used
    - Indices (optional I): Indices tensor from max pooling across the input tensor. The dimensions of indices are the same as output tensor. The values in indices of are the indices of the selected values during pooling. The indices are computed as flatten 1-D tensor, and the indices do not consider padding. So the values in indices are in [0, N x C x D1 x ... x Dn).

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE, INT8, UINT8): Constrain input and output types to float and 8 bit tensors.
    - I in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('MaxPool (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT, DOUBLE, INT8 or UINT8: these element types make an invalid model')
def MaxPool(X: _MaxPool_T_any | float | Sequence[float], storage_order: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T_any: ...
_MaxRoiPool_T = TypeVar("_MaxRoiPool_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_MaxRoiPool_T_any = TypeVar("_MaxRoiPool_T_any", bound=TensorType)
@overload
def MaxRoiPool(X: _MaxRoiPool_T | float | Sequence[float], rois: _MaxRoiPool_T | float | Sequence[float], spatial_scale: float = 1.0, *, pooled_shape: Sequence[int]) -> _MaxRoiPool_T:
    """[MaxRoiPool - 22](https://onnx.ai/onnx/operators/onnx__MaxRoiPool.html#maxroipool-22) · ai.onnx · since opset 22

    ROI max pool consumes an input tensor X and region of interests (RoIs) to
    apply max pooling across each RoI, to produce output 4-D tensor of shape
    (num_rois, channels, pooled_shape[0], pooled_shape[1]).

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data.
    - rois (T): RoIs (Regions of Interest) to pool over. Should be a 2-D tensor of shape (num_rois, 5) given as [[batch_id, x1, y1, x2, y2], ...].
    - pooled_shape (Sequence[int], required): ROI pool output shape (height, width).
    - spatial_scale (float, default 1.0): Multiplicative spatial scale factor to translate ROI coordinates from their input scale to the scale used when pooling.

    Returns:
    - Y (T): RoI pooled output 4-D tensor of shape (num_rois, channels, pooled_shape[0], pooled_shape[1]).

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('MaxRoiPool (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def MaxRoiPool(X: _MaxRoiPool_T_any | float | Sequence[float], rois: _MaxRoiPool_T_any | float | Sequence[float], spatial_scale: float = 1.0, *, pooled_shape: Sequence[int]) -> _MaxRoiPool_T_any: ...
_MaxUnpool_T1 = TypeVar("_MaxUnpool_T1", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_MaxUnpool_T1_any = TypeVar("_MaxUnpool_T1_any", bound=TensorType)
@overload
def MaxUnpool(X: _MaxUnpool_T1 | float | Sequence[float], I: INT64 | int | Sequence[int], output_shape: INT64 | int | Sequence[int] | None = None, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxUnpool_T1:
    """[MaxUnpool - 22](https://onnx.ai/onnx/operators/onnx__MaxUnpool.html#maxunpool-22) · ai.onnx · since opset 22

    MaxUnpool essentially computes the partial inverse of the MaxPool op.
     The input information to this op is typically the output information from a MaxPool op. The first
     input tensor X is the tensor that needs to be unpooled, which is typically the pooled tensor (first output)
     from MaxPool. The second input tensor, I, contains the indices to the (locally maximal) elements corresponding
     to the elements in the first input tensor X. Input tensor I is typically the second output of the MaxPool op.
     The third (optional) input is a tensor that specifies the output size of the unpooling operation.

    MaxUnpool is intended to do 'partial' inverse of the MaxPool op. 'Partial' because all the non-maximal
     values from the original input to MaxPool are set to zero in the output of the MaxUnpool op. Pooling
     the result of an unpooling operation should give back the original input to the unpooling op.

    MaxUnpool can produce the same output size for several input sizes, which makes unpooling op ambiguous.
     The third input argument, output_size, is meant to disambiguate the op and produce output tensor of
     known/predictable size.

    In addition to the inputs, MaxUnpool takes three attributes, namely kernel_shape, strides, and pads,
     which define the exact unpooling op. The attributes typically have the same values as the corresponding
     pooling op that the unpooling op is trying to invert.

    Args:
    - X (T1): Input data tensor that has to be unpooled. This tensor is typically the first output of the MaxPool op.Dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non-image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - I (T2): Input data tensor containing the indices corresponding to elements in the first input tensor X.This tensor is typically the second output of the MaxPool op.Dimensions must be the same as input tensor X. The indices are linear, i.e. computed considering the tensor as flattened 1-D tensor, assuming row-major storage. Also, the linear indices should not consider padding. So the values in indices are in the range [0, N x C x D1 x ... x Dn).
    - output_shape (optional T2): The shape of the output can be explicitly set which will cause pads values to be auto generated. If 'output_shape' is specified, 'pads' values are ignored.
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults to 1 along each spatial axis.

    Returns:
    - output (T1): Output data tensor that contains the result of the unpooling.

    Type constraints:
    - T1 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T2 in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('MaxUnpool (version 22) takes T1 as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def MaxUnpool(X: _MaxUnpool_T1_any | float | Sequence[float], I: INT64 | int | Sequence[int], output_shape: INT64 | int | Sequence[int] | None = None, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxUnpool_T1_any: ...
_Mish_T = TypeVar("_Mish_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Mish_T_any = TypeVar("_Mish_T_any", bound=TensorType)
@overload
def Mish(X: _Mish_T | float | Sequence[float]) -> _Mish_T:
    """[Mish - 22](https://onnx.ai/onnx/operators/onnx__Mish.html#mish-22) · ai.onnx · since opset 22

    Mish: A Self Regularized Non-Monotonic Neural Activation Function.

    Perform the linear unit element-wise on the input tensor X using formula:

    ```
    mish(x) = x * tanh(softplus(x)) = x * tanh(ln(1 + e^{x}))
    ```

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input X and output types to float tensors."""
@overload
@deprecated('Mish (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Mish(X: _Mish_T_any | float | Sequence[float]) -> _Mish_T_any: ...
@overload
def Multinomial(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT32], seed: float | None = None, sample_size: int = 1) -> INT32:
    """[Multinomial - 22](https://onnx.ai/onnx/operators/onnx__Multinomial.html#multinomial-22) · ai.onnx · since opset 22

    Generate a tensor of samples from a multinomial distribution according to the probabilities
    of each of the possible outcomes.

    Args:
    - input (T1): Input tensor with shape [batch_size, class_size], where class_size is the number of all possible outcomes. Each value along the axis zero represents the unnormalized log-probability of each corresponding outcome in a batch.
    - dtype (int, default 6): (Optional) The data type for the elements of the output tensor, if not specified, we will use int32.
    - sample_size (int, default 1): Number of times to sample.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T2): Output tensor with shape [batch_size, sample_size], where sample_size is the number of times to sample. Each value along the axis zero represents the outcome of the corresponding sample in a batch.

    Type constraints:
    - T1 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input types to float tensors.
    - T2 in (INT32, INT64): Constrain output types to integral tensors."""
@overload
def Multinomial(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT64], seed: float | None = None, sample_size: int = 1) -> INT64: ...
@overload
def Multinomial(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], *, sample_size: int = 1, seed: float | None = None) -> INT32: ...
@overload
def Multinomial(input: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: int = 6, seed: float | None = None, sample_size: int = 1) -> Any: ...
@overload
@deprecated('Multinomial (version 22) takes T1 as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Multinomial(input: TensorType | float | Sequence[float], dtype: int = 6, seed: float | None = None, sample_size: int = 1) -> Any: ...
_NegativeLogLikelihoodLoss_T = TypeVar("_NegativeLogLikelihoodLoss_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_NegativeLogLikelihoodLoss_T_any = TypeVar("_NegativeLogLikelihoodLoss_T_any", bound=TensorType)
@overload
def NegativeLogLikelihoodLoss(input: _NegativeLogLikelihoodLoss_T | float | Sequence[float], target: INT32 | INT64 | int | Sequence[int], weight: _NegativeLogLikelihoodLoss_T | float | Sequence[float] | None = None, ignore_index: int | None = None, reduction: str = 'mean') -> _NegativeLogLikelihoodLoss_T:
    """[NegativeLogLikelihoodLoss - 22](https://onnx.ai/onnx/operators/onnx__NegativeLogLikelihoodLoss.html#negativeloglikelihoodloss-22) · ai.onnx · since opset 22

    A NegativeLogLikelihoodLoss operator computes (weighted) negative log likelihood loss.
    Its "input" tensor has the shape of (N, C, d1, d2, ..., dk) where k >= 0.
    The "input" tensor contains log-probabilities for input[n, :, d_1, d_2,..., d_k] being in a class of [0, C).
    The operator's "target" input tensor has the shape of (N, d1, d2, ..., dk). It encodes class labels (one of C classes)
    or it may contain a special value (indicated by an attribute ignore_index) for N x d1 x d2 x ... x dk samples.
    The loss value for input[n, :, d_1, d_2,...d_k] being classified as class c = target[n][d_1][d_2]...[d_k] is computed as:

    ```
    loss[n][d_1][d_2]...[d_k] = -input[n][c][d_1][d_2]...[d_k].
    ```

    When an optional "weight" is provided, the sample loss is calculated as:

    ```
    loss[n][d_1][d_2]...[d_k] = -input[n][c][d_1][d_2]...[d_k] * weight[c].
    ```

    loss is zero for the case when target-value equals ignore_index.

    ```
    loss[n][d_1][d_2]...[d_k] = 0, when target[n][d_1][d_2]...[d_k] = ignore_index
    ```

    If "reduction" attribute is set to "none", the operator's output will be the above loss with shape (N, d1, d2, ..., dk).
    If "reduction" attribute is set to "mean" (the default attribute value), the output loss is (weight) averaged:

    ```
    mean(loss), if "weight" is not provided,
    ```

    or if weight is provided,

    ```
    sum(loss) / sum(weight[target[n][d_1][d_2]...[d_k]]]), for all samples.
    ```

    If "reduction" attribute is set to "sum", the output is a scalar: `sum(loss)`.

    See also https://pytorch.org/docs/stable/nn.html#torch.nn.NLLLoss.

    Example 1:

    ```
    // negative log likelihood loss, "none" reduction
    N, C, d1 = 2, 3, 2
    input = [[[1.0, 2.0], [2.0, 2.0], [3.0, 2.0]],
              [[0.0, 1.0], [2.0, 2.0], [1.0, 2]]]
    target = [[2, 1], [0, 2]]

    loss = np.zeros((N, d1))
    for n in range(N):
        for d_1 in range(d1):
            c = target[n][d_1]
            loss[n][d_1] = -input[n][c][d_1]

    // print(loss)
    // [[-3. -2.]
    //  [-0. -2.]]
    ```

    Example 2:

    ```
    // weighted negative log likelihood loss, sum reduction
    N, C, d1 = 2, 3, 2
    input = [[[1.0, 2.0], [2.0, 2.0], [3.0, 2.0]],
            [[0.0, 1.0], [2.0, 2.0], [1.0, 2]]]
    target = [[2, 1], [0, 2]]
    weight = [0.2, 0.3, 0.1]
    loss = np.zeros((N, d1))
    for n in range(N):
        for d_1 in range(d1):
            c = target[n][d_1]
            loss[n][d_1] = -input[n][c][d_1] * weight[c]

    loss = np.sum(loss)
    // print(loss)
    // -1.1
    ```

    Example 3:

    ```
    // weighted negative log likelihood loss, mean reduction
    N, C, d1 = 2, 3, 2
    input = [[[1.0, 2.0], [2.0, 2.0], [3.0, 2.0]],
            [[0.0, 1.0], [2.0, 2.0], [1.0, 2]]]
    target = [[2, 1], [0, 2]]
    weight = [0.2, 0.3, 0.1]
    loss = np.zeros((N, d1))
    weight_total = 0
    for n in range(N):
        for d_1 in range(d1):
            c = target[n][d_1]
            loss[n][d_1] = -input[n][c][d_1] * weight[c]
            weight_total = weight_total + weight[c]

    loss = np.sum(loss) / weight_total
    // print(loss)
    // -1.57
    ```

    Args:
    - input (T): Input tensor of shape (N, C) or (N, C, d1, d2, ..., dk).
    - target (Tind): Target tensor of shape (N) or (N, d1, d2, ..., dk). Target element value shall be in range of [0, C). If ignore_index is specified, it may have a value outside [0, C) and the target values should either be in the range [0, C) or have the value ignore_index.
    - weight (optional T): Optional rescaling weight tensor. If given, it has to be a tensor of size C. Otherwise, it is treated as if having all ones.
    - ignore_index (int, optional): Specifies a target value that is ignored and does not contribute to the input gradient. It's an optional value.
    - reduction (str, default 'mean'): Type of reduction to apply to loss: none, sum, mean (default). 'none': the output is the loss for each sample. 'sum': the output will be summed. 'mean': the sum of the output will be divided by the sum of applied weights.

    Returns:
    - loss (T): The negative log likelihood loss

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input, weight, and output types to floating-point tensors.
    - Tind in (INT32, INT64): Constrain target to integer types"""
@overload
@deprecated('NegativeLogLikelihoodLoss (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE; Tind as one of INT32 or INT64: these element types make an invalid model')
def NegativeLogLikelihoodLoss(input: _NegativeLogLikelihoodLoss_T_any | float | Sequence[float], target: TensorType | int | Sequence[int], weight: _NegativeLogLikelihoodLoss_T_any | float | Sequence[float] | None = None, ignore_index: int | None = None, reduction: str = 'mean') -> _NegativeLogLikelihoodLoss_T_any: ...
_RNN_T = TypeVar("_RNN_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_RNN_T_any = TypeVar("_RNN_T_any", bound=TensorType)
@overload
def RNN(X: _RNN_T | float | Sequence[float], W: _RNN_T | float | Sequence[float], R: _RNN_T | float | Sequence[float], B: _RNN_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _RNN_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, layout: int = 0, direction: str = 'forward', activations: Sequence[str] = ['Tanh', 'Tanh']) -> _RNN_T:
    """[RNN - 22](https://onnx.ai/onnx/operators/onnx__RNN.html#rnn-22) · ai.onnx · since opset 22

    Computes an one-layer simple RNN. This operator is usually supported
    via some custom implementation such as CuDNN.

    Notations:

    * `X` - input tensor
    * `i` - input gate
    * `t` - time step (t-1 means previous time step)
    * `Wi` - W parameter weight matrix for input gate
    * `Ri` - R recurrence weight matrix for input gate
    * `Wbi` - W parameter bias vector for input gate
    * `Rbi` - R parameter bias vector for input gate
    * `WBi` - W parameter weight matrix for backward input gate
    * `RBi` - R recurrence weight matrix for backward input gate
    * `WBbi` - WR bias vectors for backward input gate
    * `RBbi` - RR bias vectors for backward input gate
    * `H` - Hidden state
    * `num_directions` - 2 if direction == bidirectional else 1

    Activation functions:

    * Relu(x)                - max(0, x)
    * Tanh(x)                - (1 - e^{-2x})/(1 + e^{-2x})
    * Sigmoid(x)             - 1/(1 + e^{-x})

    NOTE: Below are optional

    * Affine(x)              - alpha*x + beta
    * LeakyRelu(x)           - x if x >= 0 else alpha * x
    * ThresholdedRelu(x)     - x if x >= alpha else 0
    * ScaledTanh(x)          - alpha*Tanh(beta*x)
    * HardSigmoid(x)         - min(max(alpha*x + beta, 0), 1)
    * Elu(x)                 - x if x >= 0 else alpha*(e^x - 1)
    * Softsign(x)            - x/(1 + |x|)
    * Softplus(x)            - log(1 + e^x)

    Equations (Default: f=Tanh):

    * Ht = f(Xt*(Wi^T) + Ht-1*(Ri^T) + Wbi + Rbi)
    This operator has optional inputs/outputs. See [the doc](https://github.com/onnx/onnx/blob/main/docs/IR.md) for more details about the representation of optional arguments. An empty string may be used in the place of an actual argument's name to indicate a missing argument. Trailing optional arguments (those not followed by an argument that is present) may also be simply omitted.

    Args:
    - X (T): The input sequences packed (and potentially padded) into one 3-D tensor with the shape of `[seq_length, batch_size, input_size]`.
    - W (T): The weight tensor for input gate. Concatenation of `Wi` and `WBi` (if bidirectional). The tensor has shape `[num_directions, hidden_size, input_size]`.
    - R (T): The recurrence weight tensor. Concatenation of `Ri` and `RBi` (if bidirectional). The tensor has shape `[num_directions, hidden_size, hidden_size]`.
    - B (optional T): The bias tensor for input gate. Concatenation of `[Wbi, Rbi]` and `[WBbi, RBbi]` (if bidirectional). The tensor has shape `[num_directions, 2*hidden_size]`. Optional: If not specified - assumed to be 0.
    - sequence_lens (optional T1): Optional tensor specifying lengths of the sequences in a batch. If not specified - assumed all sequences in the batch to have length `seq_length`. It has shape `[batch_size]`.
    - initial_h (optional T): Optional initial value of the hidden. If not specified - assumed to be 0. It has shape `[num_directions, batch_size, hidden_size]`.
    - activation_alpha (Sequence[float], optional): Optional scaling values used by some activation functions. The values are consumed in the order of activation functions, for example (f, g, h) in LSTM. Default values are the same as of corresponding ONNX operators.For example with LeakyRelu, the default alpha is 0.01.
    - activation_beta (Sequence[float], optional): Optional scaling values used by some activation functions. The values are consumed in the order of activation functions, for example (f, g, h) in LSTM. Default values are the same as of corresponding ONNX operators.
    - activations (Sequence[str], default ['Tanh', 'Tanh']): One (or two if bidirectional) activation function for input gate. The activation function must be one of the activation functions specified above. Optional: Default `Tanh` if not specified.
    - clip (float, optional): Cell clip threshold. Clipping bounds the elements of a tensor in the range of [-threshold, +threshold] and is applied to the input of activations. No clip if not specified.
    - direction (str, default 'forward'): Specify if the RNN is forward, reverse, or bidirectional. Must be one of forward (default), reverse, or bidirectional.
    - hidden_size (int, optional): Number of neurons in the hidden layer
    - layout (int, default 0): The shape format of inputs X, initial_h and outputs Y, Y_h. If 0, the following shapes are expected: X.shape = [seq_length, batch_size, input_size], Y.shape = [seq_length, num_directions, batch_size, hidden_size], initial_h.shape = Y_h.shape = [num_directions, batch_size, hidden_size]. If 1, the following shapes are expected: X.shape = [batch_size, seq_length, input_size], Y.shape = [batch_size, seq_length, num_directions, hidden_size], initial_h.shape = Y_h.shape = [batch_size, num_directions, hidden_size].

    Returns:
    - Y (optional T): A tensor that concats all the intermediate output values of the hidden. It has shape `[seq_length, num_directions, batch_size, hidden_size]`.
    - Y_h (optional T): The last output value of the hidden. It has shape `[num_directions, batch_size, hidden_size]`.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('RNN (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def RNN(X: _RNN_T_any | float | Sequence[float], W: _RNN_T_any | float | Sequence[float], R: _RNN_T_any | float | Sequence[float], B: _RNN_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _RNN_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, layout: int = 0, direction: str = 'forward', activations: Sequence[str] = ['Tanh', 'Tanh']) -> _RNN_T_any: ...
@overload
def RandomNormal(shape: Sequence[int], dtype: Literal[DataType.BFLOAT16], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> BFLOAT16:
    """[RandomNormal - 22](https://onnx.ai/onnx/operators/onnx__RandomNormal.html#randomnormal-22) · ai.onnx · since opset 22

    Generate a tensor with random values drawn from a normal distribution. The shape
    of the tensor is specified by the `shape` argument and the parameter of the normal distribution
    specified by `mean` and `scale`.

    The data type is specified by the 'dtype' argument. The 'dtype' argument must
    be one of the data types specified in the 'DataType' enum field in the
    TensorProto message.

    Args:
    - shape (Sequence[int], required): The shape of the output tensor.
    - dtype (int, default 1): The data type for the elements of the output tensor. Default is TensorProto::FLOAT.
    - mean (float, default 0.0): The mean of the normal distribution.
    - scale (float, default 1.0): The standard deviation of the normal distribution.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T): Output tensor of random values drawn from normal distribution

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors."""
@overload
def RandomNormal(shape: Sequence[int], dtype: Literal[DataType.FLOAT16], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> FLOAT16: ...
@overload
def RandomNormal(shape: Sequence[int], dtype: Literal[DataType.FLOAT], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> FLOAT: ...
@overload
def RandomNormal(shape: Sequence[int], dtype: Literal[DataType.DOUBLE], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> DOUBLE: ...
@overload
def RandomNormal(shape: Sequence[int], *, mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> FLOAT: ...
@overload
def RandomNormal(shape: Sequence[int], dtype: int = 1, seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> Any: ...
_RandomNormalLike_T1_same = TypeVar("_RandomNormalLike_T1_same", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.BFLOAT16], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> BFLOAT16:
    """[RandomNormalLike - 22](https://onnx.ai/onnx/operators/onnx__RandomNormalLike.html#randomnormallike-22) · ai.onnx · since opset 22

    Generate a tensor with random values drawn from a normal distribution.
    The shape of the output tensor is copied from the shape of the input tensor,
    and the parameters of the normal distribution are specified by `mean` and `scale`.

    The data type is specified by the 'dtype' argument, or copied from the input tensor if not provided.
    The 'dtype' argument must be one of the data types specified in the 'DataType' enum field in the
    TensorProto message, and be valid as an output type.

    Args:
    - input (T1): Input tensor to copy shape and optionally type information from.
    - dtype (int, optional): (Optional) The data type for the elements of the output tensor, if not specified, we will use the data type of the input tensor.
    - mean (float, default 0.0): The mean of the normal distribution.
    - scale (float, default 1.0): The standard deviation of the normal distribution.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T2): Output tensor of random values drawn from normal distribution

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type. If the dtype attribute is not provided this must be a valid output type.
    - T2 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors."""
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.FLOAT16], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> FLOAT16: ...
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.FLOAT], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> FLOAT: ...
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.DOUBLE], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> DOUBLE: ...
@overload
def RandomNormalLike(input: _RandomNormalLike_T1_same | float | str | Sequence[float], *, mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> _RandomNormalLike_T1_same: ...
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: int | None = None, seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> Any: ...
@overload
@deprecated('RandomNormalLike (version 22) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def RandomNormalLike(input: TensorType | float | str | Sequence[float], dtype: int | None = None, seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> Any: ...
@overload
def RandomUniform(shape: Sequence[int], dtype: Literal[DataType.BFLOAT16], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> BFLOAT16:
    """[RandomUniform - 22](https://onnx.ai/onnx/operators/onnx__RandomUniform.html#randomuniform-22) · ai.onnx · since opset 22

    Generate a tensor with random values drawn from a uniform distribution. The shape
    of the tensor is specified by the `shape` argument and the range by `low` and `high`.

    The data type is specified by the 'dtype' argument. The 'dtype' argument must
    be one of the data types specified in the 'DataType' enum field in the
    TensorProto message.

    Args:
    - shape (Sequence[int], required): The shape of the output tensor.
    - dtype (int, default 1): The data type for the elements of the output tensor. If not specified, default is TensorProto::FLOAT.
    - high (float, default 1.0): Upper boundary of the output values.
    - low (float, default 0.0): Lower boundary of the output values.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T): Output tensor of random values drawn from uniform distribution

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors."""
@overload
def RandomUniform(shape: Sequence[int], dtype: Literal[DataType.FLOAT16], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> FLOAT16: ...
@overload
def RandomUniform(shape: Sequence[int], dtype: Literal[DataType.FLOAT], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> FLOAT: ...
@overload
def RandomUniform(shape: Sequence[int], dtype: Literal[DataType.DOUBLE], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> DOUBLE: ...
@overload
def RandomUniform(shape: Sequence[int], *, high: float = 1.0, low: float = 0.0, seed: float | None = None) -> FLOAT: ...
@overload
def RandomUniform(shape: Sequence[int], dtype: int = 1, seed: float | None = None, high: float = 1.0, low: float = 0.0) -> Any: ...
_RandomUniformLike_T1_same = TypeVar("_RandomUniformLike_T1_same", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.BFLOAT16], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> BFLOAT16:
    """[RandomUniformLike - 22](https://onnx.ai/onnx/operators/onnx__RandomUniformLike.html#randomuniformlike-22) · ai.onnx · since opset 22

    Generate a tensor with random values drawn from a uniform distribution.
    The shape of the output tensor is copied from the shape of the input tensor,
    and the parameters of the uniform distribution are specified by `low` and `high`.

    The data type is specified by the 'dtype' argument, or copied from the input tensor if not provided.
    The 'dtype' argument must be one of the data types specified in the 'DataType' enum field in the
    TensorProto message and be valid as an output type.

    Args:
    - input (T1): Input tensor to copy shape and optionally type information from.
    - dtype (int, optional): (Optional) The data type for the elements of the output tensor, if not specified, we will use the data type of the input tensor.
    - high (float, default 1.0): Upper boundary of the output values.
    - low (float, default 0.0): Lower boundary of the output values.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T2): Output tensor of random values drawn from uniform distribution

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type. If the dtype attribute is not provided this must be a valid output type.
    - T2 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors."""
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.FLOAT16], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> FLOAT16: ...
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.FLOAT], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> FLOAT: ...
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.DOUBLE], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> DOUBLE: ...
@overload
def RandomUniformLike(input: _RandomUniformLike_T1_same | float | str | Sequence[float], *, high: float = 1.0, low: float = 0.0, seed: float | None = None) -> _RandomUniformLike_T1_same: ...
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: int | None = None, seed: float | None = None, high: float = 1.0, low: float = 0.0) -> Any: ...
@overload
@deprecated('RandomUniformLike (version 22) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def RandomUniformLike(input: TensorType | float | str | Sequence[float], dtype: int | None = None, seed: float | None = None, high: float = 1.0, low: float = 0.0) -> Any: ...
_RoiAlign_T1 = TypeVar("_RoiAlign_T1", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_RoiAlign_T1_any = TypeVar("_RoiAlign_T1_any", bound=TensorType)
@overload
def RoiAlign(X: _RoiAlign_T1 | float | Sequence[float], rois: _RoiAlign_T1 | float | Sequence[float], batch_indices: INT64 | int | Sequence[int], coordinate_transformation_mode: str = 'half_pixel', mode: str = 'avg', output_height: int = 1, sampling_ratio: int = 0, output_width: int = 1, spatial_scale: float = 1.0) -> _RoiAlign_T1:
    """[RoiAlign - 22](https://onnx.ai/onnx/operators/onnx__RoiAlign.html#roialign-22) · ai.onnx · since opset 22

    Region of Interest (RoI) align operation described in the
    [Mask R-CNN paper](https://arxiv.org/abs/1703.06870).
    RoiAlign consumes an input tensor X and region of interests (rois)
    to apply pooling across each RoI; it produces a 4-D tensor of shape
    (num_rois, C, output_height, output_width).

    RoiAlign is proposed to avoid the misalignment by removing
    quantizations while converting from original image into feature
    map and from feature map into RoI feature; in each ROI bin,
    the value of the sampled locations are computed directly
    through bilinear interpolation.

    Args:
    - X (T1): Input data tensor from the previous operator; 4-D feature map of shape (N, C, H, W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data.
    - rois (T1): RoIs (Regions of Interest) to pool over; rois is 2-D input of shape (num_rois, 4) given as [[x1, y1, x2, y2], ...]. The RoIs' coordinates are in the coordinate system of the input image. Each coordinate set has a 1:1 correspondence with the 'batch_indices' input.
    - batch_indices (T2): 1-D tensor of shape (num_rois,) with each element denoting the index of the corresponding image in the batch.
    - coordinate_transformation_mode (str, default 'half_pixel'): Allowed values are 'half_pixel' and 'output_half_pixel'. Use the value 'half_pixel' to pixel shift the input coordinates by -0.5 (the recommended behavior). Use the value 'output_half_pixel' to omit the pixel shift for the input (use this for a backward-compatible behavior).
    - mode (str, default 'avg'): The pooling method. Two modes are supported: 'avg' and 'max'. Default is 'avg'.
    - output_height (int, default 1): default 1; Pooled output Y's height.
    - output_width (int, default 1): default 1; Pooled output Y's width.
    - sampling_ratio (int, default 0): Number of sampling points in the interpolation grid used to compute the output value of each pooled output bin. If > 0, then exactly sampling_ratio x sampling_ratio grid points are used. If == 0, then an adaptive number of grid points are used (computed as ceil(roi_width / output_width), and likewise for height). Default is 0.
    - spatial_scale (float, default 1.0): Multiplicative spatial scale factor to translate ROI coordinates from their input spatial scale to the scale used when pooling, i.e., spatial scale of the input feature map X relative to the input image. E.g.; default is 1.0f.

    Returns:
    - Y (T1): RoI pooled output, 4-D tensor of shape (num_rois, C, output_height, output_width). The r-th batch element Y[r-1] is a pooled feature map corresponding to the r-th RoI X[r-1].

    Type constraints:
    - T1 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain types to float tensors.
    - T2 in (INT64): Constrain types to int tensors."""
@overload
@deprecated('RoiAlign (version 22) takes T1 as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def RoiAlign(X: _RoiAlign_T1_any | float | Sequence[float], rois: _RoiAlign_T1_any | float | Sequence[float], batch_indices: INT64 | int | Sequence[int], coordinate_transformation_mode: str = 'half_pixel', mode: str = 'avg', output_height: int = 1, sampling_ratio: int = 0, output_width: int = 1, spatial_scale: float = 1.0) -> _RoiAlign_T1_any: ...
_Round_T = TypeVar("_Round_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Round_T_any = TypeVar("_Round_T_any", bound=TensorType)
@overload
def Round(X: _Round_T | float | Sequence[float]) -> _Round_T:
    """[Round - 22](https://onnx.ai/onnx/operators/onnx__Round.html#round-22) · ai.onnx · since opset 22

    Round takes one input Tensor and rounds the values, element-wise, meaning
    it finds the nearest integer for each value.
    In case of halves, the rule is to round them to the nearest even integer.
    If input x is integral, +0, -0, NaN,  or infinite, x itself is returned.
    The output tensor has the same shape and type as the input.

    Examples:
    ```
    round([0.9]) = [1.0]
    round([2.5]) = [2.0]
    round([2.3]) = [2.0]
    round([1.5]) = [2.0]
    round([-4.5]) = [-4.0]
    ```

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Round (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Round(X: _Round_T_any | float | Sequence[float]) -> _Round_T_any: ...
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
_Selu_T = TypeVar("_Selu_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Selu_T_any = TypeVar("_Selu_T_any", bound=TensorType)
@overload
def Selu(X: _Selu_T | float | Sequence[float], gamma: float = 1.050701, alpha: float = 1.6732632) -> _Selu_T:
    """[Selu - 22](https://onnx.ai/onnx/operators/onnx__Selu.html#selu-22) · ai.onnx · since opset 22

    Selu takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the scaled exponential linear unit function,
    `y = gamma * (alpha * e^x - alpha) for x <= 0`, `y = gamma * x for x > 0`,
    is applied to the tensor elementwise.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.6732632): Coefficient of SELU default to 1.67326319217681884765625 (i.e., float32 approximation of 1.6732632423543772848170429916717).
    - gamma (float, default 1.050701): Coefficient of SELU default to 1.05070102214813232421875 (i.e., float32 approximation of 1.0507009873554804934193349852946).

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Selu (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Selu(X: _Selu_T_any | float | Sequence[float], gamma: float = 1.050701, alpha: float = 1.6732632) -> _Selu_T_any: ...
_Sin_T = TypeVar("_Sin_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Sin_T_any = TypeVar("_Sin_T_any", bound=TensorType)
@overload
def Sin(input: _Sin_T | float | Sequence[float]) -> _Sin_T:
    """[Sin - 22](https://onnx.ai/onnx/operators/onnx__Sin.html#sin-22) · ai.onnx · since opset 22

    Calculates the sine of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The sine of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sin (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sin(input: _Sin_T_any | float | Sequence[float]) -> _Sin_T_any: ...
_Sinh_T = TypeVar("_Sinh_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Sinh_T_any = TypeVar("_Sinh_T_any", bound=TensorType)
@overload
def Sinh(input: _Sinh_T | float | Sequence[float]) -> _Sinh_T:
    """[Sinh - 22](https://onnx.ai/onnx/operators/onnx__Sinh.html#sinh-22) · ai.onnx · since opset 22

    Calculates the hyperbolic sine of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic sine values of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sinh (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sinh(input: _Sinh_T_any | float | Sequence[float]) -> _Sinh_T_any: ...
_Softplus_T = TypeVar("_Softplus_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Softplus_T_any = TypeVar("_Softplus_T_any", bound=TensorType)
@overload
def Softplus(X: _Softplus_T | float | Sequence[float]) -> _Softplus_T:
    """[Softplus - 22](https://onnx.ai/onnx/operators/onnx__Softplus.html#softplus-22) · ai.onnx · since opset 22

    Softplus takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the softplus function, y = ln(exp(x) + 1), is applied to
    the tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Softplus (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Softplus(X: _Softplus_T_any | float | Sequence[float]) -> _Softplus_T_any: ...
_Softsign_T = TypeVar("_Softsign_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Softsign_T_any = TypeVar("_Softsign_T_any", bound=TensorType)
@overload
def Softsign(input: _Softsign_T | float | Sequence[float]) -> _Softsign_T:
    """[Softsign - 22](https://onnx.ai/onnx/operators/onnx__Softsign.html#softsign-22) · ai.onnx · since opset 22

    Calculates the softsign (x/(1+|x|)) of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The softsign (x/(1+|x|)) values of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Softsign (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Softsign(input: _Softsign_T_any | float | Sequence[float]) -> _Softsign_T_any: ...
_Tan_T = TypeVar("_Tan_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Tan_T_any = TypeVar("_Tan_T_any", bound=TensorType)
@overload
def Tan(input: _Tan_T | float | Sequence[float]) -> _Tan_T:
    """[Tan - 22](https://onnx.ai/onnx/operators/onnx__Tan.html#tan-22) · ai.onnx · since opset 22

    Calculates the tangent of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The tangent of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Tan (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Tan(input: _Tan_T_any | float | Sequence[float]) -> _Tan_T_any: ...
_ThresholdedRelu_T = TypeVar("_ThresholdedRelu_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_ThresholdedRelu_T_any = TypeVar("_ThresholdedRelu_T_any", bound=TensorType)
@overload
def ThresholdedRelu(X: _ThresholdedRelu_T | float | Sequence[float], alpha: float = 1.0) -> _ThresholdedRelu_T:
    """[ThresholdedRelu - 22](https://onnx.ai/onnx/operators/onnx__ThresholdedRelu.html#thresholdedrelu-22) · ai.onnx · since opset 22

    ThresholdedRelu takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the rectified linear function, y = x for x > alpha, y = 0 otherwise,
    is applied to the tensor elementwise.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.0): Threshold value

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('ThresholdedRelu (version 22) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ThresholdedRelu(X: _ThresholdedRelu_T_any | float | Sequence[float], alpha: float = 1.0) -> _ThresholdedRelu_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
