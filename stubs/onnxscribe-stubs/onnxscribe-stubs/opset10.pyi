"""ai.onnx opset 10: the operators new at 10, the others from opset9 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, TensorType,
)
from onnxscribe.opset9 import (
    Abs, Acos, Acosh, Add, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, BatchNormalization, Cast, Ceil, Clip,
    Compress, Concat, Constant, ConstantOfShape, Conv, ConvTranspose, Cos, Cosh, DepthToSpace, Div, Elu, Equal, Erf,
    Exp, Expand, EyeLike, Flatten, Floor, GRU, Gather, Gemm, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater,
    HardSigmoid, Hardmax, Identity, If, InstanceNormalization, IsNaN, LRN, LSTM, LeakyRelu, Less, Log, LogSoftmax, Loop,
    LpNormalization, LpPool, MatMul, Max, MaxRoiPool, MaxUnpool, Mean, MeanVarianceNormalization, Min, Mul, Multinomial,
    Neg, NonZero, Not, OneHot, Or, PRelu, Pad, Pow, RNN, RandomNormal, RandomNormalLike, RandomUniform,
    RandomUniformLike, Reciprocal, ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin,
    ReduceProd, ReduceSum, ReduceSumSquare, Relu, Reshape, Scan, Scatter, Selu, Shape, Shrink, Sigmoid, Sign, Sin, Sinh,
    Size, Softmax, Softplus, Softsign, SpaceToDepth, Split, Sqrt, Squeeze, Sub, Sum, Tan, Tanh, TfIdfVectorizer, Tile,
    Transpose, Unsqueeze, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh", "AveragePool",
    "BatchNormalization", "Cast", "Ceil", "Clip", "Compress", "Concat", "Constant", "ConstantOfShape", "Conv",
    "ConvInteger", "ConvTranspose", "Cos", "Cosh", "DepthToSpace", "DequantizeLinear", "Div", "Dropout", "Elu", "Equal",
    "Erf", "Exp", "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "Gemm", "GlobalAveragePool", "GlobalLpPool",
    "GlobalMaxPool", "Greater", "HardSigmoid", "Hardmax", "Identity", "If", "InstanceNormalization", "IsInf", "IsNaN",
    "LRN", "LSTM", "LeakyRelu", "Less", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul",
    "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean", "MeanVarianceNormalization", "Min", "Mod",
    "Mul", "Multinomial", "Neg", "NonMaxSuppression", "NonZero", "Not", "OneHot", "Or", "PRelu", "Pad", "Pow",
    "QLinearConv", "QLinearMatMul", "QuantizeLinear", "RNN", "RandomNormal", "RandomNormalLike", "RandomUniform",
    "RandomUniformLike", "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax",
    "ReduceMean", "ReduceMin", "ReduceProd", "ReduceSum", "ReduceSumSquare", "Relu", "Reshape", "Resize",
    "ReverseSequence", "RoiAlign", "Scan", "Scatter", "Selu", "Shape", "Shrink", "Sigmoid", "Sign", "Sin", "Sinh",
    "Size", "Slice", "Softmax", "Softplus", "Softsign", "SpaceToDepth", "Split", "Sqrt", "Squeeze", "StringNormalizer",
    "Sub", "Sum", "Tan", "Tanh", "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose", "Unsqueeze",
    "Where", "Xor",
]

_AveragePool_T = TypeVar("_AveragePool_T", FLOAT16, FLOAT, DOUBLE)
_AveragePool_T_any = TypeVar("_AveragePool_T_any", bound=TensorType)
@overload
def AveragePool(X: _AveragePool_T | float | Sequence[float], count_include_pad: int = 0, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T:
    """[AveragePool - 10](https://onnx.ai/onnx/operators/onnx__AveragePool.html#averagepool-10) · ai.onnx · since opset 10

    AveragePool consumes an input tensor X and applies average pooling across
    the tensor according to kernel sizes, stride sizes, and pad lengths.
    average pooling consisting of computing the average on all values of a
    subset of the input tensor according to the kernel size and downsampling the
    data into the output tensor Y for further processing. The output spatial shape will be following:
    ```
    output_spatial_shape[i] = floor((input_spatial_shape[i] + pad_shape[i] - kernel_spatial_shape[i]) / strides_spatial_shape[i] + 1)
    ```
    or
    ```
    output_spatial_shape[i] = ceil((input_spatial_shape[i] + pad_shape[i] - kernel_spatial_shape[i]) / strides_spatial_shape[i] + 1)
    ```
    if ceil_mode is enabled

    ```
    * pad_shape[i] is sum of pads along axis i
    ```

    `auto_pad` is a DEPRECATED attribute. If you are using them currently, the output spatial shape will be following:
    ```
    VALID: output_spatial_shape[i] = ceil((input_spatial_shape[i] - kernel_spatial_shape[i] + 1) / strides_spatial_shape[i])
    SAME_UPPER or SAME_LOWER: output_spatial_shape[i] = ceil(input_spatial_shape[i] / strides_spatial_shape[i])
    ```
    And pad shape will be following if `SAME_UPPER` or `SAME_LOWER`:
    ```
    pad_shape[i] = (output_spatial_shape[i] - 1) * strides_spatial_shape[i] + kernel_spatial_shape[i] - input_spatial_shape[i]
    ```
    The output of each pooling window is divided by the number of elements (exclude pad when attribute count_include_pad is zero).

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that the output spatial size match the input.In case of odd number add the extra padding at the end for SAME_UPPER and at the beginning for SAME_LOWER. VALID mean no padding.
    - ceil_mode (int, default 0): Whether to use ceil or floor (default) to compute the output shape.
    - count_include_pad (int, default 0): Whether include pad pixels when calculating values for the edges. Default is 0, doesn't count include pad.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis.

    Returns:
    - Y (T): Output data tensor from average or max pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes. Floor value of the dimension is used

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('AveragePool (version 10) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def AveragePool(X: _AveragePool_T_any | float | Sequence[float], count_include_pad: int = 0, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T_any: ...
_ConvInteger_T1 = TypeVar("_ConvInteger_T1", INT8, UINT8)
_ConvInteger_T2 = TypeVar("_ConvInteger_T2", INT8, UINT8)
_ConvInteger_T1_any = TypeVar("_ConvInteger_T1_any", bound=TensorType)
_ConvInteger_T2_any = TypeVar("_ConvInteger_T2_any", bound=TensorType)
@overload
def ConvInteger(x: _ConvInteger_T1 | int | Sequence[int], w: _ConvInteger_T2 | int | Sequence[int], x_zero_point: _ConvInteger_T1 | int | Sequence[int] | None = None, w_zero_point: _ConvInteger_T2 | int | Sequence[int] | None = None, group: int = 1, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None, dilations: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None, auto_pad: str = 'NOTSET') -> INT32:
    """[ConvInteger - 10](https://onnx.ai/onnx/operators/onnx__ConvInteger.html#convinteger-10) · ai.onnx · since opset 10

    The integer convolution operator consumes an input tensor, its zero-point, a filter, and its zero-point,
    and computes the output. The production MUST never overflow. The accumulation may overflow if and only if in 32 bits.

    Args:
    - x (T1): Input data tensor from previous layer; has size (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and width. Note that this is for the 2D image. Otherwise the size is (N x C x D1 x D2 ... x Dn). Optionally, if dimension denotation is in effect, the operation expects input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - w (T2): The weight tensor that will be used in the convolutions; has size (M x C/group x kH x kW), where C is the number of channels, and kH and kW are the height and width of the kernel, and M is the number of feature maps. For more than 2 dimensions, the kernel shape will be (M x C/group x k1 x k2 x ... x kn), where (k1 x k2 x ... kn) is the dimension of the kernel. Optionally, if dimension denotation is in effect, the operation expects the weight tensor to arrive with the dimension denotation of [FILTER_OUT_CHANNEL, FILTER_IN_CHANNEL, FILTER_SPATIAL, FILTER_SPATIAL ...]. X.shape[1] == (W.shape[1] * group) == C (assuming zero based indices for the shape array). Or in other words FILTER_IN_CHANNEL should be equal to DATA_CHANNEL.
    - x_zero_point (optional T1): Zero point tensor for input 'x'. It's optional and default value is 0. It's a scalar, which means a per-tensor/layer quantization.
    - w_zero_point (optional T2): Zero point tensor for input 'w'. It's optional and default value is 0. It could be a scalar or a 1-D tensor, which means a per-tensor/layer or per output channel quantization. If it's a 1-D tensor, its number of elements should be equal to the number of output channels (M)
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that `output_shape[i] = ceil(input_shape[i] / strides[i])` for each axis `i`. The padding is split between the two sides equally or almost equally (depending on whether it is even or odd). In case the padding is an odd number, the extra padding is added at the end for SAME_UPPER and at the beginning for SAME_LOWER.
    - dilations (Sequence[int], optional): dilation value along each spatial axis of the filter. If not present, the dilation defaults to 1 along each axis.
    - group (int, default 1): number of groups input channels and output channels are divided into. default is 1.
    - kernel_shape (Sequence[int], optional): The shape of the convolution kernel. If not present, should be inferred from input 'w'.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0.The value represent the number of pixels added to the beginning and end part of the corresponding axis.`pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number ofpixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`.This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaultsto 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults to 1 along each axis.

    Returns:
    - y (T3): Output data tensor that contains the result of the convolution. The output dimensions are functions of the kernel size, stride size, and pad lengths.

    Type constraints:
    - T1 in (INT8, UINT8): Constrain input x and its zero point data type to 8-bit integer tensor.
    - T2 in (INT8, UINT8): Constrain input w and its zero point data type to 8-bit integer tensor.
    - T3 in (INT32): Constrain output y data type to 32-bit integer tensor."""
@overload
@deprecated('ConvInteger (version 10) takes T1 as one of INT8 or UINT8; T2 as one of INT8 or UINT8: these element types make an invalid model')
def ConvInteger(x: _ConvInteger_T1_any | int | Sequence[int], w: _ConvInteger_T2_any | int | Sequence[int], x_zero_point: _ConvInteger_T1_any | int | Sequence[int] | None = None, w_zero_point: _ConvInteger_T2_any | int | Sequence[int] | None = None, group: int = 1, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None, dilations: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None, auto_pad: str = 'NOTSET') -> INT32: ...
_DequantizeLinear_T = TypeVar("_DequantizeLinear_T", INT8, UINT8, INT32)
_DequantizeLinear_T_any = TypeVar("_DequantizeLinear_T_any", bound=TensorType)
@overload
def DequantizeLinear(x: _DequantizeLinear_T | int | Sequence[int], x_scale: FLOAT | float | Sequence[float], x_zero_point: _DequantizeLinear_T | int | Sequence[int] | None = None) -> FLOAT:
    """[DequantizeLinear - 10](https://onnx.ai/onnx/operators/onnx__DequantizeLinear.html#dequantizelinear-10) · ai.onnx · since opset 10

    The linear dequantization operator. It consumes a quantized tensor, a scale, a zero point to compute the full precision tensor.
    The dequantization formula is y = (x - x_zero_point) * x_scale. 'x_scale' and 'x_zero_point' are both scalars.
    'x_zero_point' and 'x' must have same type. 'x' and 'y' must have same shape. In the case of dequantizing int32,
    there's no zero point (zero point is supposed to be 0).

    Args:
    - x (T): N-D quantized input tensor to be de-quantized.
    - x_scale (FLOAT): Scale for input 'x'. It's a scalar, which means a per-tensor/layer quantization.
    - x_zero_point (optional T): Zero point for input 'x'. It's a scalar, which means a per-tensor/layer quantization. It's optional. 0 is the default value when it's not specified.

    Returns:
    - y (FLOAT): N-D full precision output tensor. It has same shape as input 'x'.

    Type constraints:
    - T in (INT8, UINT8, INT32): Constrain 'x_zero_point' and 'x' to 8-bit/32-bit integer tensor."""
@overload
@deprecated('DequantizeLinear (version 10) takes T as one of INT8, UINT8 or INT32: these element types make an invalid model')
def DequantizeLinear(x: _DequantizeLinear_T_any | int | Sequence[int], x_scale: FLOAT | float | Sequence[float], x_zero_point: _DequantizeLinear_T_any | int | Sequence[int] | None = None) -> FLOAT: ...
_Dropout_T = TypeVar("_Dropout_T", FLOAT16, FLOAT, DOUBLE)
_Dropout_T_any = TypeVar("_Dropout_T_any", bound=TensorType)
@overload
def Dropout(data: _Dropout_T | float | Sequence[float], ratio: float = 0.5) -> _Dropout_T:
    """[Dropout - 10](https://onnx.ai/onnx/operators/onnx__Dropout.html#dropout-10) · ai.onnx · since opset 10

    Dropout takes one input floating tensor and produces two tensor outputs,
    output (floating tensor) and mask (`Tensor<bool>`). Depending on whether it is
    in test mode or not, the output Y will either be a random dropout, or a simple
    copy of the input. Note that our implementation of Dropout does scaling in
    the training phase, so during testing nothing needs to be done.
    This operator has optional inputs/outputs. See [the doc](https://github.com/onnx/onnx/blob/main/docs/IR.md) for more details about the representation of optional arguments. An empty string may be used in the place of an actual argument's name to indicate a missing argument. Trailing optional arguments (those not followed by an argument that is present) may also be simply omitted.

    Args:
    - data (T): The input data as Tensor.
    - ratio (float, default 0.5): The ratio of random dropout

    Returns:
    - output (T): The output.
    - mask (optional T1): The output mask.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (BOOL): Constrain output mask types to boolean tensors."""
@overload
@deprecated('Dropout (version 10) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Dropout(data: _Dropout_T_any | float | Sequence[float], ratio: float = 0.5) -> _Dropout_T_any: ...
@overload
def IsInf(X: FLOAT | DOUBLE | float | Sequence[float], detect_negative: int = 1, detect_positive: int = 1) -> BOOL:
    """[IsInf - 10](https://onnx.ai/onnx/operators/onnx__IsInf.html#isinf-10) · ai.onnx · since opset 10

    Described at [IsInf - 20](https://onnx.ai/onnx/operators/onnx__IsInf.html#isinf-20), whose documentation is the same.

    Args:
    - X (T1): input
    - detect_negative (int, default 1): (Optional) Whether map negative infinity to true. Default to 1 so that negative infinity induces true. Set this attribute to 0 if negative infinity should be mapped to false.
    - detect_positive (int, default 1): (Optional) Whether map positive infinity to true. Default to 1 so that positive infinity induces true. Set this attribute to 0 if positive infinity should be mapped to false.

    Returns:
    - Y (T2): output

    Type constraints:
    - T1 in (FLOAT, DOUBLE): Constrain input types to float tensors.
    - T2 in (BOOL): Constrain output types to boolean tensors."""
@overload
@deprecated('IsInf (version 10) takes T1 as one of FLOAT or DOUBLE: these element types make an invalid model')
def IsInf(X: TensorType | float | Sequence[float], detect_negative: int = 1, detect_positive: int = 1) -> BOOL: ...
_MatMulInteger_T1 = TypeVar("_MatMulInteger_T1", INT8, UINT8)
_MatMulInteger_T2 = TypeVar("_MatMulInteger_T2", INT8, UINT8)
_MatMulInteger_T1_any = TypeVar("_MatMulInteger_T1_any", bound=TensorType)
_MatMulInteger_T2_any = TypeVar("_MatMulInteger_T2_any", bound=TensorType)
@overload
def MatMulInteger(A: _MatMulInteger_T1 | int | Sequence[int], B: _MatMulInteger_T2 | int | Sequence[int], a_zero_point: _MatMulInteger_T1 | int | Sequence[int] | None = None, b_zero_point: _MatMulInteger_T2 | int | Sequence[int] | None = None) -> INT32:
    """[MatMulInteger - 10](https://onnx.ai/onnx/operators/onnx__MatMulInteger.html#matmulinteger-10) · ai.onnx · since opset 10

    Matrix product that behaves like [numpy.matmul](https://numpy.org/doc/stable/reference/generated/numpy.matmul.html).
    The production MUST never overflow. The accumulation may overflow if and only if in 32 bits.

    Args:
    - A (T1): N-dimensional matrix A
    - B (T2): N-dimensional matrix B
    - a_zero_point (optional T1): Zero point tensor for input 'A'. It's optional and default value is 0. It could be a scalar or N-D tensor. Scalar refers to per tensor quantization whereas N-D refers to per row quantization. If the input is 2D of shape [M, K] then zero point tensor may be an M element vector [zp_1, zp_2, ..., zp_M]. If the input is N-D tensor with shape [D1, D2, M, K] then zero point tensor may have shape [D1, D2, M, 1].
    - b_zero_point (optional T2): Zero point tensor for input 'B'. It's optional and default value is 0. It could be a scalar or a N-D tensor, Scalar refers to per tensor quantization whereas N-D refers to per col quantization. If the input is 2D of shape [K, N] then zero point tensor may be an N element vector [zp_1, zp_2, ..., zp_N]. If the input is N-D tensor with shape [D1, D2, K, N] then zero point tensor may have shape [D1, D2, 1, N].

    Returns:
    - Y (T3): Matrix multiply results from A * B

    Type constraints:
    - T1 in (INT8, UINT8): Constrain input A data type to 8-bit integer tensor.
    - T2 in (INT8, UINT8): Constrain input B data type to 8-bit integer tensor.
    - T3 in (INT32): Constrain output Y data type as 32-bit integer tensor."""
@overload
@deprecated('MatMulInteger (version 10) takes T1 as one of INT8 or UINT8; T2 as one of INT8 or UINT8: these element types make an invalid model')
def MatMulInteger(A: _MatMulInteger_T1_any | int | Sequence[int], B: _MatMulInteger_T2_any | int | Sequence[int], a_zero_point: _MatMulInteger_T1_any | int | Sequence[int] | None = None, b_zero_point: _MatMulInteger_T2_any | int | Sequence[int] | None = None) -> INT32: ...
_MaxPool_T = TypeVar("_MaxPool_T", FLOAT16, FLOAT, DOUBLE)
_MaxPool_T_any = TypeVar("_MaxPool_T_any", bound=TensorType)
@overload
def MaxPool(X: _MaxPool_T | float | Sequence[float], storage_order: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T:
    """[MaxPool - 10](https://onnx.ai/onnx/operators/onnx__MaxPool.html#maxpool-10) · ai.onnx · since opset 10

    Described at [MaxPool - 11](https://onnx.ai/onnx/operators/onnx__MaxPool.html#maxpool-11), whose documentation is the same.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that the output spatial size match the input.In case of odd number add the extra padding at the end for SAME_UPPER and at the beginning for SAME_LOWER. VALID mean no padding.
    - ceil_mode (int, default 0): Whether to use ceil or floor (default) to compute the output shape.
    - dilations (Sequence[int], optional): Dilation value along each spatial axis of filter.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - storage_order (int, default 0): The storage order of the tensor. 0 is row major, and 1 is column major.
    - strides (Sequence[int], optional): Stride along each spatial axis.

    Returns:
    - Y (T): Output data tensor from average or max pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes. Floor value of the dimension is used
    - Indices (optional I): Indices tensor from max pooling across the input tensor. The dimensions of indices are the same as output tensor. The values in indices of are the indices of the selected values during pooling. The indices are computed as flatten 1-D tensor, and the indices do not consider padding. So the values in indices are in [0, N x C x D1 x ... x Dn).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - I in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('MaxPool (version 10) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def MaxPool(X: _MaxPool_T_any | float | Sequence[float], storage_order: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T_any: ...
_Mod_T = TypeVar("_Mod_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Mod_T_any = TypeVar("_Mod_T_any", bound=TensorType)
@overload
def Mod(A: _Mod_T | float | Sequence[float], B: _Mod_T | float | Sequence[float], fmod: int = 0) -> _Mod_T:
    """[Mod - 10](https://onnx.ai/onnx/operators/onnx__Mod.html#mod-10) · ai.onnx · since opset 10

    Performs element-wise binary modulus (with Numpy-style broadcasting support).
      The sign of the remainder is the same as that of the Divisor.

      Mod operator can also behave like C fmod() or numpy.fmod. In this case, the sign of the remainder however, will be the same as the Dividend
      (in contrast to integer mod). To force a behavior like numpy.fmod() an 'fmod' Attribute is provided.
      This attribute is set to 0 by default causing the behavior to be like integer mod.
      Setting this attribute to 1 causes the remainder to be calculated similar to that of numpy.fmod().

      If the input type is floating point, then `fmod` attribute must be set to 1.

      In case of dividend being zero, the results will be platform dependent.

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): Dividend tensor
    - B (T): Divisor tensor
    - fmod (int, default 0): Whether the operator should behave like fmod (default=0 meaning it will do integer mods); Set this to 1 to force fmod treatment

    Returns:
    - C (T): Remainder tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Mod (version 10) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Mod(A: _Mod_T_any | float | Sequence[float], B: _Mod_T_any | float | Sequence[float], fmod: int = 0) -> _Mod_T_any: ...
def NonMaxSuppression(boxes: FLOAT | float | Sequence[float], scores: FLOAT | float | Sequence[float], max_output_boxes_per_class: INT64 | int | Sequence[int] | None = None, iou_threshold: FLOAT | float | Sequence[float] | None = None, score_threshold: FLOAT | float | Sequence[float] | None = None, center_point_box: int = 0) -> INT64:
    """[NonMaxSuppression - 10](https://onnx.ai/onnx/operators/onnx__NonMaxSuppression.html#nonmaxsuppression-10) · ai.onnx · since opset 10

    Described at [NonMaxSuppression - 11](https://onnx.ai/onnx/operators/onnx__NonMaxSuppression.html#nonmaxsuppression-11), whose documentation is the same.

    Args:
    - boxes (FLOAT): An input tensor with shape [num_batches, spatial_dimension, 4]. The single box data format is indicated by center_point_box.
    - scores (FLOAT): An input tensor with shape [num_batches, num_classes, spatial_dimension]
    - max_output_boxes_per_class (optional INT64): Integer representing the maximum number of boxes to be selected per batch per class. It is a scalar. Default to 0, which means no output.
    - iou_threshold (optional FLOAT): Float representing the threshold for deciding whether boxes overlap too much with respect to IOU. It is scalar. Value range [0, 1]. Default to 0.
    - score_threshold (optional FLOAT): Float representing the threshold for deciding when to remove boxes based on score. It is a scalar.
    - center_point_box (int, default 0): Integer indicate the format of the box data. The default is 0. 0 - the box data is supplied as [y1, x1, y2, x2] where (y1, x1) and (y2, x2) are the coordinates of any diagonal pair of box corners and the coordinates can be provided as normalized (i.e., lying in the interval [0, 1]) or absolute. Mostly used for TF models. 1 - the box data is supplied as [x_center, y_center, width, height]. Mostly used for Pytorch models.

    Returns:
    - selected_indices (INT64): selected indices from the boxes tensor. [num_selected_indices, 3], the selected index format is [batch_index, class_index, box_index]."""
_QLinearConv_T1 = TypeVar("_QLinearConv_T1", INT8, UINT8)
_QLinearConv_T2 = TypeVar("_QLinearConv_T2", INT8, UINT8)
_QLinearConv_T3 = TypeVar("_QLinearConv_T3", INT8, UINT8)
_QLinearConv_T1_any = TypeVar("_QLinearConv_T1_any", bound=TensorType)
_QLinearConv_T2_any = TypeVar("_QLinearConv_T2_any", bound=TensorType)
_QLinearConv_T3_any = TypeVar("_QLinearConv_T3_any", bound=TensorType)
@overload
def QLinearConv(x: _QLinearConv_T1 | int | Sequence[int], x_scale: FLOAT | float | Sequence[float], x_zero_point: _QLinearConv_T1 | int | Sequence[int], w: _QLinearConv_T2 | int | Sequence[int], w_scale: FLOAT | float | Sequence[float], w_zero_point: _QLinearConv_T2 | int | Sequence[int], y_scale: FLOAT | float | Sequence[float], y_zero_point: _QLinearConv_T3, B: INT32 | None = None, group: int = 1, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None, dilations: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None, auto_pad: str = 'NOTSET') -> _QLinearConv_T3:
    """[QLinearConv - 10](https://onnx.ai/onnx/operators/onnx__QLinearConv.html#qlinearconv-10) · ai.onnx · since opset 10

    The convolution operator consumes a quantized input tensor, its scale and zero point,
    a quantized filter, its scale and zero point, and output's scale and zero point,
    and computes the quantized output. Each scale and zero-point pair must have same shape.
    It means they must be either scalars (per tensor) or 1-D tensors (per output channel).
    Each input or output and its related zero point must have same type.
    When bias is present it must be quantized using scale = input scale * weight scale and
    zero point as 0.

    Args:
    - x (T1): Input data tensor from previous layer; has size (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and width. Note that this is for the 2D image. Otherwise the size is (N x C x D1 x D2 ... x Dn). Optionally, if dimension denotation is in effect, the operation expects input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - x_scale (FLOAT): Scale tensor for input 'x'. It's a scalar, which means a per-tensor/layer quantization.
    - x_zero_point (T1): Zero point tensor for input 'x'. It's a scalar, which means a per-tensor/layer quantization.
    - w (T2): The weight tensor that will be used in the convolutions; has size (M x C/group x kH x kW), where C is the number of channels, and kH and kW are the height and width of the kernel, and M is the number of feature maps. For more than 2 dimensions, the kernel shape will be (M x C/group x k1 x k2 x ... x kn), where (k1 x k2 x ... kn) is the dimension of the kernel. Optionally, if dimension denotation is in effect, the operation expects the weight tensor to arrive with the dimension denotation of [FILTER_OUT_CHANNEL, FILTER_IN_CHANNEL, FILTER_SPATIAL, FILTER_SPATIAL ...]. X.shape[1] == (W.shape[1] * group) == C (assuming zero based indices for the shape array). Or in other words FILTER_IN_CHANNEL should be equal to DATA_CHANNEL.
    - w_scale (FLOAT): Scale tensor for input 'w'. It could be a scalar or a 1-D tensor, which means a per-tensor/layer or per output channel quantization. If it's a 1-D tensor, its number of elements should be equal to the number of output channels (M).
    - w_zero_point (T2): Zero point tensor for input 'w'. It could be a scalar or a 1-D tensor, which means a per-tensor/layer or per output channel quantization. If it's a 1-D tensor, its number of elements should be equal to the number of output channels (M).
    - y_scale (FLOAT): Scale tensor for output 'y'. It's a scalar, which means a per-tensor/layer quantization.
    - y_zero_point (T3): Zero point tensor for output 'y'. It's a scalar, which means a per-tensor/layer quantization.
    - B (optional T4): Optional 1D bias to be added to the convolution, has size of M. Bias must be quantized using scale = x_scale * w_scale and zero_point = 0
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that `output_shape[i] = ceil(input_shape[i] / strides[i])` for each axis `i`. The padding is split between the two sides equally or almost equally (depending on whether it is even or odd). In case the padding is an odd number, the extra padding is added at the end for SAME_UPPER and at the beginning for SAME_LOWER.
    - dilations (Sequence[int], optional): dilation value along each spatial axis of the filter. If not present, the dilation defaults to 1 along each spatial axis.
    - group (int, default 1): number of groups input channels and output channels are divided into. default is 1.
    - kernel_shape (Sequence[int], optional): The shape of the convolution kernel. If not present, should be inferred from input 'w'.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0.The value represent the number of pixels added to the beginning and end part of the corresponding axis.`pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number ofpixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`.This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaultsto 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults to 1 along each spatial axis.

    Returns:
    - y (T3): Output data tensor that contains the result of the convolution. The output dimensions are functions of the kernel size, stride size, and pad lengths.

    Type constraints:
    - T1 in (INT8, UINT8): Constrain input type to 8-bit integer tensor.
    - T2 in (INT8, UINT8): Constrain filter type to 8-bit integer tensor.
    - T3 in (INT8, UINT8): Constrain output type to 8-bit integer tensor.
    - T4 in (INT32): Constrain bias type to 32-bit integer tensor."""
@overload
@deprecated('QLinearConv (version 10) takes T1 as one of INT8 or UINT8; T2 as one of INT8 or UINT8; T3 as one of INT8 or UINT8: these element types make an invalid model')
def QLinearConv(x: _QLinearConv_T1_any | int | Sequence[int], x_scale: FLOAT | float | Sequence[float], x_zero_point: _QLinearConv_T1_any | int | Sequence[int], w: _QLinearConv_T2_any | int | Sequence[int], w_scale: FLOAT | float | Sequence[float], w_zero_point: _QLinearConv_T2_any | int | Sequence[int], y_scale: FLOAT | float | Sequence[float], y_zero_point: _QLinearConv_T3_any, B: INT32 | None = None, group: int = 1, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None, dilations: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None, auto_pad: str = 'NOTSET') -> _QLinearConv_T3_any: ...
_QLinearMatMul_T1 = TypeVar("_QLinearMatMul_T1", INT8, UINT8)
_QLinearMatMul_T2 = TypeVar("_QLinearMatMul_T2", INT8, UINT8)
_QLinearMatMul_T3 = TypeVar("_QLinearMatMul_T3", INT8, UINT8)
_QLinearMatMul_T1_any = TypeVar("_QLinearMatMul_T1_any", bound=TensorType)
_QLinearMatMul_T2_any = TypeVar("_QLinearMatMul_T2_any", bound=TensorType)
_QLinearMatMul_T3_any = TypeVar("_QLinearMatMul_T3_any", bound=TensorType)
@overload
def QLinearMatMul(a: _QLinearMatMul_T1 | int | Sequence[int], a_scale: FLOAT | float | Sequence[float], a_zero_point: _QLinearMatMul_T1 | int | Sequence[int], b: _QLinearMatMul_T2 | int | Sequence[int], b_scale: FLOAT | float | Sequence[float], b_zero_point: _QLinearMatMul_T2 | int | Sequence[int], y_scale: FLOAT | float | Sequence[float], y_zero_point: _QLinearMatMul_T3) -> _QLinearMatMul_T3:
    """[QLinearMatMul - 10](https://onnx.ai/onnx/operators/onnx__QLinearMatMul.html#qlinearmatmul-10) · ai.onnx · since opset 10

    Described at [QLinearMatMul - 21](https://onnx.ai/onnx/operators/onnx__QLinearMatMul.html#qlinearmatmul-21), whose documentation is the same.

    Args:
    - a (T1): N-dimensional quantized matrix a
    - a_scale (FLOAT): scale of quantized input a
    - a_zero_point (T1): zero point of quantized input a
    - b (T2): N-dimensional quantized matrix b
    - b_scale (FLOAT): scale of quantized input b
    - b_zero_point (T2): zero point of quantized input b
    - y_scale (FLOAT): scale of quantized output y
    - y_zero_point (T3): zero point of quantized output y

    Returns:
    - y (T3): Quantized matrix multiply results from a * b

    Type constraints:
    - T1 in (INT8, UINT8): Constrain input a and its zero point data type to 8-bit integer tensor.
    - T2 in (INT8, UINT8): Constrain input b and its zero point data type to 8-bit integer tensor.
    - T3 in (INT8, UINT8): Constrain output y and its zero point data type to 8-bit integer tensor."""
@overload
@deprecated('QLinearMatMul (version 10) takes T1 as one of INT8 or UINT8; T2 as one of INT8 or UINT8; T3 as one of INT8 or UINT8: these element types make an invalid model')
def QLinearMatMul(a: _QLinearMatMul_T1_any | int | Sequence[int], a_scale: FLOAT | float | Sequence[float], a_zero_point: _QLinearMatMul_T1_any | int | Sequence[int], b: _QLinearMatMul_T2_any | int | Sequence[int], b_scale: FLOAT | float | Sequence[float], b_zero_point: _QLinearMatMul_T2_any | int | Sequence[int], y_scale: FLOAT | float | Sequence[float], y_zero_point: _QLinearMatMul_T3_any) -> _QLinearMatMul_T3_any: ...
_QuantizeLinear_T2 = TypeVar("_QuantizeLinear_T2", INT8, UINT8)
_QuantizeLinear_T2_any = TypeVar("_QuantizeLinear_T2_any", bound=TensorType)
@overload
def QuantizeLinear(x: FLOAT | INT32 | float | Sequence[float], y_scale: FLOAT | float | Sequence[float], y_zero_point: _QuantizeLinear_T2 | None = None) -> _QuantizeLinear_T2:
    """[QuantizeLinear - 10](https://onnx.ai/onnx/operators/onnx__QuantizeLinear.html#quantizelinear-10) · ai.onnx · since opset 10

    The linear per-tensor/layer quantization operator. It consumes a high precision tensor, a scale, a zero point to compute the low precision / quantized tensor.
    The quantization formula is y = saturate ((x / y_scale) + y_zero_point). For saturation, it saturates to [0, 255] if it's uint8, or [-128, 127] if it's int8.
    For (x / y_scale), it's rounding to the nearest even. Refer to https://en.wikipedia.org/wiki/Rounding for details. 'y_zero_point' and 'y' must have same type.

    Args:
    - x (T1): N-D full precision Input tensor to be quantized.
    - y_scale (FLOAT): Scale for doing quantization to get 'y'. It's a scalar, which means a per-tensor/layer quantization.
    - y_zero_point (optional T2): Zero point for doing quantization to get 'y'. It's a scalar, which means a per-tensor/layer quantization. Default value is uint8 typed 0 if it's not specified.

    Returns:
    - y (T2): N-D quantized output tensor. It has same shape as input 'x'.

    Type constraints:
    - T1 in (FLOAT, INT32): Constrain 'x' to float or int32 tensor.
    - T2 in (INT8, UINT8): Constrain 'y_zero_point' and 'y' to 8-bit integer tensor."""
@overload
@deprecated('QuantizeLinear (version 10) takes T1 as one of FLOAT or INT32; T2 as one of INT8 or UINT8: these element types make an invalid model')
def QuantizeLinear(x: TensorType | float | Sequence[float], y_scale: FLOAT | float | Sequence[float], y_zero_point: _QuantizeLinear_T2_any | None = None) -> _QuantizeLinear_T2_any: ...
_Resize_T = TypeVar("_Resize_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Resize_T_any = TypeVar("_Resize_T_any", bound=TensorType)
@overload
def Resize(X: _Resize_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Resize_T:
    """[Resize - 10](https://onnx.ai/onnx/operators/onnx__Resize.html#resize-10) · ai.onnx · since opset 10

    Resize the input tensor.
    Each dimension value of the output tensor is:
      output_dimension = floor(input_dimension * scale).

    Args:
    - X (T): N-D tensor
    - scales (FLOAT): The scale array along each dimension. It takes value greater than 0. If it's less than 1, it's sampling down, otherwise, it's upsampling. The number of elements of 'scales' should be the same as the rank of input 'X'.
    - mode (str, default 'nearest'): Two interpolation modes: nearest (default), and linear (including bilinear, trilinear, etc)

    Returns:
    - Y (T): N-D tensor after resizing

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input 'X' and output 'Y' to all tensor types."""
@overload
@deprecated('Resize (version 10) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Resize(X: _Resize_T_any | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Resize_T_any: ...
_ReverseSequence_T = TypeVar("_ReverseSequence_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_ReverseSequence_T_any = TypeVar("_ReverseSequence_T_any", bound=TensorType)
@overload
def ReverseSequence(input: _ReverseSequence_T | float | str | Sequence[float], sequence_lens: INT64 | int | Sequence[int], batch_axis: int = 1, time_axis: int = 0) -> _ReverseSequence_T:
    """[ReverseSequence - 10](https://onnx.ai/onnx/operators/onnx__ReverseSequence.html#reversesequence-10) · ai.onnx · since opset 10

    Described at [ReverseSequence - 28](https://onnx.ai/onnx/operators/onnx__ReverseSequence.html#reversesequence-28), whose documentation is the same.

    Args:
    - input (T): Tensor of rank r >= 2.
    - sequence_lens (INT64): Tensor specifying lengths of the sequences in a batch. It has shape `[batch_size]`.
    - batch_axis (int, default 1): (Optional) Specify which axis is batch axis. Must be one of 1 (default), or 0.
    - time_axis (int, default 0): (Optional) Specify which axis is time axis. Must be one of 0 (default), or 1.

    Returns:
    - Y (T): Tensor with same shape of input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input and output types can be of any tensor type."""
@overload
@deprecated('ReverseSequence (version 10) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def ReverseSequence(input: _ReverseSequence_T_any | float | str | Sequence[float], sequence_lens: INT64 | int | Sequence[int], batch_axis: int = 1, time_axis: int = 0) -> _ReverseSequence_T_any: ...
_RoiAlign_T1 = TypeVar("_RoiAlign_T1", FLOAT16, FLOAT, DOUBLE)
_RoiAlign_T1_any = TypeVar("_RoiAlign_T1_any", bound=TensorType)
@overload
def RoiAlign(X: _RoiAlign_T1 | float | Sequence[float], rois: _RoiAlign_T1 | float | Sequence[float], batch_indices: INT64 | int | Sequence[int], mode: str = 'avg', output_height: int = 1, sampling_ratio: int = 0, output_width: int = 1, spatial_scale: float = 1.0) -> _RoiAlign_T1:
    """[RoiAlign - 10](https://onnx.ai/onnx/operators/onnx__RoiAlign.html#roialign-10) · ai.onnx · since opset 10

    Described at [RoiAlign - 22](https://onnx.ai/onnx/operators/onnx__RoiAlign.html#roialign-22), whose documentation is the same.

    Args:
    - X (T1): Input data tensor from the previous operator; 4-D feature map of shape (N, C, H, W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data.
    - rois (T1): RoIs (Regions of Interest) to pool over; rois is 2-D input of shape (num_rois, 4) given as [[x1, y1, x2, y2], ...]. The RoIs' coordinates are in the coordinate system of the input image. Each coordinate set has a 1:1 correspondence with the 'batch_indices' input.
    - batch_indices (T2): 1-D tensor of shape (num_rois,) with each element denoting the index of the corresponding image in the batch.
    - mode (str, default 'avg'): The pooling method. Two modes are supported: 'avg' and 'max'. Default is 'avg'.
    - output_height (int, default 1): default 1; Pooled output Y's height.
    - output_width (int, default 1): default 1; Pooled output Y's width.
    - sampling_ratio (int, default 0): Number of sampling points in the interpolation grid used to compute the output value of each pooled output bin. If > 0, then exactly sampling_ratio x sampling_ratio grid points are used. If == 0, then an adaptive number of grid points are used (computed as ceil(roi_width / output_width), and likewise for height). Default is 0.
    - spatial_scale (float, default 1.0): Multiplicative spatial scale factor to translate ROI coordinates from their input spatial scale to the scale used when pooling, i.e., spatial scale of the input feature map X relative to the input image. E.g.; default is 1.0f.

    Returns:
    - Y (T1): RoI pooled output, 4-D tensor of shape (num_rois, C, output_height, output_width). The r-th batch element Y[r-1] is a pooled feature map corresponding to the r-th RoI X[r-1].

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain types to float tensors.
    - T2 in (INT64): Constrain types to int tensors."""
@overload
@deprecated('RoiAlign (version 10) takes T1 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def RoiAlign(X: _RoiAlign_T1_any | float | Sequence[float], rois: _RoiAlign_T1_any | float | Sequence[float], batch_indices: INT64 | int | Sequence[int], mode: str = 'avg', output_height: int = 1, sampling_ratio: int = 0, output_width: int = 1, spatial_scale: float = 1.0) -> _RoiAlign_T1_any: ...
_Slice_T = TypeVar("_Slice_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Slice_Tind = TypeVar("_Slice_Tind", INT32, INT64)
_Slice_T_any = TypeVar("_Slice_T_any", bound=TensorType)
_Slice_Tind_any = TypeVar("_Slice_Tind_any", bound=TensorType)
@overload
def Slice(data: _Slice_T | float | str | Sequence[float], starts: _Slice_Tind | int | Sequence[int], ends: _Slice_Tind | int | Sequence[int], axes: _Slice_Tind | int | Sequence[int] | None = None, steps: _Slice_Tind | int | Sequence[int] | None = None) -> _Slice_T:
    """[Slice - 10](https://onnx.ai/onnx/operators/onnx__Slice.html#slice-10) · ai.onnx · since opset 10

    Produces a slice of the input tensor along multiple axes. Similar to numpy:
    https://numpy.org/doc/stable/reference/routines.indexing.html
    Slices uses `starts`, `ends`, `axes` and `steps` inputs to specify the start and end
    dimension and step for each axis in the list of axes, it uses this information to
    slice the input `data` tensor. If a negative value is passed for any of the
    start or end indices, it represent number of elements before the end of that
    dimension. If the value passed to start or end is larger than the `n` (the
    number of elements in this dimension), it represents `n`. For slicing to the
    end of a dimension with unknown size, it is recommended to pass in `INT_MAX`.
    If a negative value is passed for step, it represents slicing backward.
    If `axes` are omitted, they are set to `[0, ..., ndim-1]`.
    If `steps` are omitted, they are set to `[1, ..., 1]` of length `len(starts)`
    Example 1:
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
    Example 2:
      data = [
          [1, 2, 3, 4],
          [5, 6, 7, 8],
      ]
      starts = [0, 1]
      ends = [-1, 1000]
      result = [
          [2, 3, 4],
      ]

    Args:
    - data (T): Tensor of data to extract slices from.
    - starts (Tind): 1-D tensor of starting indices of corresponding axis in `axes`
    - ends (Tind): 1-D tensor of ending indices (exclusive) of corresponding axis in `axes`
    - axes (optional Tind): 1-D tensor of axes that `starts` and `ends` apply to.
    - steps (optional Tind): 1-D tensor of slice step of corresponding axis in `axes`. Default to 1.

    Returns:
    - output (T): Sliced data tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Slice (version 10) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def Slice(data: _Slice_T_any | float | str | Sequence[float], starts: _Slice_Tind_any | int | Sequence[int], ends: _Slice_Tind_any | int | Sequence[int], axes: _Slice_Tind_any | int | Sequence[int] | None = None, steps: _Slice_Tind_any | int | Sequence[int] | None = None) -> _Slice_T_any: ...
def StringNormalizer(X: STRING | str, stopwords: Sequence[str] | None = None, locale: str | None = None, is_case_sensitive: int = 0, case_change_action: str = 'NONE') -> STRING:
    """[StringNormalizer - 10](https://onnx.ai/onnx/operators/onnx__StringNormalizer.html#stringnormalizer-10) · ai.onnx · since opset 10

    StringNormalization performs string operations for basic cleaning.
    This operator has only one input (denoted by X) and only one output
    (denoted by Y). This operator first examines the elements in the X,
    and removes elements specified in "stopwords" attribute.
    After removing stop words, the intermediate result can be further lowercased,
    uppercased, or just returned depending the "case_change_action" attribute.
    This operator only accepts [C]- and [1, C]-tensor.
    If all elements in X are dropped, the output will be the empty value of string tensor with shape [1]
    if input shape is [C] and shape [1, 1] if input shape is [1, C].

    Args:
    - X (STRING): UTF-8 strings to normalize
    - case_change_action (str, default 'NONE'): string enum that cases output to be lowercased/uppercases/unchanged. Valid values are "LOWER", "UPPER", "NONE". Default is "NONE"
    - is_case_sensitive (int, default 0): Boolean. Whether the identification of stop words in X is case-sensitive. Default is false
    - locale (str, optional): Environment dependent string that denotes the locale according to which output strings needs to be upper/lowercased.Default en_US or platform specific equivalent as decided by the implementation.
    - stopwords (Sequence[str], optional): List of stop words. If not set, no word would be removed from X.

    Returns:
    - Y (STRING): UTF-8 Normalized strings"""
_ThresholdedRelu_T = TypeVar("_ThresholdedRelu_T", FLOAT16, FLOAT, DOUBLE)
_ThresholdedRelu_T_any = TypeVar("_ThresholdedRelu_T_any", bound=TensorType)
@overload
def ThresholdedRelu(X: _ThresholdedRelu_T | float | Sequence[float], alpha: float = 1.0) -> _ThresholdedRelu_T:
    """[ThresholdedRelu - 10](https://onnx.ai/onnx/operators/onnx__ThresholdedRelu.html#thresholdedrelu-10) · ai.onnx · since opset 10

    Described at [ThresholdedRelu - 22](https://onnx.ai/onnx/operators/onnx__ThresholdedRelu.html#thresholdedrelu-22), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.0): Threshold value

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('ThresholdedRelu (version 10) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ThresholdedRelu(X: _ThresholdedRelu_T_any | float | Sequence[float], alpha: float = 1.0) -> _ThresholdedRelu_T_any: ...
_TopK_T = TypeVar("_TopK_T", FLOAT16, FLOAT, DOUBLE)
_TopK_T_any = TypeVar("_TopK_T_any", bound=TensorType)
@overload
def TopK(X: _TopK_T | float | Sequence[float], K: INT64 | int | Sequence[int], axis: int = -1) -> tuple[_TopK_T, INT64]:
    """[TopK - 10](https://onnx.ai/onnx/operators/onnx__TopK.html#topk-10) · ai.onnx · since opset 10

    Retrieve the top-K elements along a specified axis. Given an input tensor of
    shape [a_0, a_1, ..., a_{n-1}] and integer argument k, return two outputs:
      -Value tensor of shape [a_0, a_1, ..., a_{axis-1}, k, a_{axis+1}, ... a_{n-1}]
        which contains the values of the top k elements along the specified axis
      -Index tensor of shape [a_0, a_1, ..., a_{axis-1}, k, a_{axis+1}, ... a_{n-1}] which
       contains the indices of the top k elements (original indices from the input
       tensor).

    Given two equivalent values, this operator uses the indices along the axis  as
     a tiebreaker. That is, the element with the lower index will appear first.

    Args:
    - X (T): Tensor of shape [a_0, a_1, ..., a_{n-1}]
    - K (INT64): A 1-D tensor containing a single positive value corresponding to the number of top elements to retrieve
    - axis (int, default -1): Dimension on which to do the sort.

    Returns:
    - Values (T): Tensor of shape [a_0, a_1, ..., a_{axis-1}, k, a_{axis+1}, ... a_{n-1}] containing top K values from the input tensor
    - Indices (I): Tensor of shape [a_0, a_1, ..., a_{axis-1}, k, a_{axis+1}, ... a_{n-1}] containing the corresponding input tensor indices for the top K values.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - I in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('TopK (version 10) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def TopK(X: _TopK_T_any | float | Sequence[float], K: INT64 | int | Sequence[int], axis: int = -1) -> tuple[_TopK_T_any, INT64]: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
