"""ai.onnx opset 11: the operators new at 11, the others from opset10 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType, GraphBody, SparseTensorData, TensorData
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, TensorType,
)
from onnxscribe.opset10 import (
    Abs, Acos, Acosh, Add, And, Asin, Asinh, Atan, Atanh, BatchNormalization, Cast, Ceil, ConstantOfShape, ConvInteger,
    Cos, Cosh, DequantizeLinear, Div, Dropout, Elu, Erf, Exp, Expand, EyeLike, Floor, GRU, GlobalAveragePool,
    GlobalLpPool, GlobalMaxPool, Greater, HardSigmoid, Identity, InstanceNormalization, IsInf, IsNaN, LRN, LSTM,
    LeakyRelu, Less, Log, LpNormalization, MatMul, MatMulInteger, Max, MaxRoiPool, Mean, MeanVarianceNormalization, Min,
    Mod, Mul, Multinomial, Neg, NonZero, Not, Or, PRelu, Pow, QLinearConv, QLinearMatMul, QuantizeLinear, RNN,
    RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Reciprocal, Relu, Reshape, ReverseSequence,
    RoiAlign, Selu, Shape, Shrink, Sigmoid, Sign, Sin, Sinh, Size, Softplus, Softsign, SpaceToDepth, Sqrt,
    StringNormalizer, Sub, Sum, Tan, Tanh, TfIdfVectorizer, ThresholdedRelu, Tile, Transpose, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh", "AveragePool",
    "BatchNormalization", "BitShift", "Cast", "Ceil", "Clip", "Compress", "Concat", "ConcatFromSequence", "Constant",
    "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh", "CumSum", "DepthToSpace",
    "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear", "Elu", "Equal", "Erf", "Exp", "Expand",
    "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements", "GatherND", "Gemm", "GlobalAveragePool",
    "GlobalLpPool", "GlobalMaxPool", "Greater", "HardSigmoid", "Hardmax", "Identity", "If", "InstanceNormalization",
    "IsInf", "IsNaN", "LRN", "LSTM", "LeakyRelu", "Less", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool",
    "MatMul", "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean", "MeanVarianceNormalization", "Min",
    "Mod", "Mul", "Multinomial", "Neg", "NonMaxSuppression", "NonZero", "Not", "OneHot", "Or", "PRelu", "Pad", "Pow",
    "QLinearConv", "QLinearMatMul", "QuantizeLinear", "RNN", "RandomNormal", "RandomNormalLike", "RandomUniform",
    "RandomUniformLike", "Range", "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax",
    "ReduceMean", "ReduceMin", "ReduceProd", "ReduceSum", "ReduceSumSquare", "Relu", "Reshape", "Resize",
    "ReverseSequence", "RoiAlign", "Round", "Scan", "ScatterElements", "ScatterND", "Selu", "SequenceAt",
    "SequenceConstruct", "SequenceEmpty", "SequenceErase", "SequenceInsert", "SequenceLength", "Shape", "Shrink",
    "Sigmoid", "Sign", "Sin", "Sinh", "Size", "Slice", "Softmax", "Softplus", "Softsign", "SpaceToDepth", "Split",
    "SplitToSequence", "Sqrt", "Squeeze", "StringNormalizer", "Sub", "Sum", "Tan", "Tanh", "TfIdfVectorizer",
    "ThresholdedRelu", "Tile", "TopK", "Transpose", "Unique", "Unsqueeze", "Where", "Xor",
]

@overload
def ArgMax(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], keepdims: int = 1, axis: int = 0) -> INT64:
    """[ArgMax - 11](https://onnx.ai/onnx/operators/onnx__ArgMax.html#argmax-11) · ai.onnx · since opset 11

    Computes the indices of the max elements of the input tensor's element along the
    provided axis. The resulting tensor has the same rank as the input if keepdims equals 1.
    If keepdims equal 0, then the resulting tensor has the reduced dimension pruned.
    The input tensor must not be empty.
    The type of the output tensor is integer.

    Args:
    - data (T): An input tensor.
    - axis (int, default 0): The axis in which to compute the arg indices. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (INT64): Reduced output tensor with integer data type.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('ArgMax (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ArgMax(data: TensorType | float | Sequence[float], keepdims: int = 1, axis: int = 0) -> INT64: ...
@overload
def ArgMin(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], keepdims: int = 1, axis: int = 0) -> INT64:
    """[ArgMin - 11](https://onnx.ai/onnx/operators/onnx__ArgMin.html#argmin-11) · ai.onnx · since opset 11

    Computes the indices of the min elements of the input tensor's element along the
    provided axis. The resulting tensor has the same rank as the input if keepdims equals 1.
    If keepdims equal 0, then the resulting tensor has the reduced dimension pruned.
    The input tensor must not be empty.
    The type of the output tensor is integer.

    Args:
    - data (T): An input tensor.
    - axis (int, default 0): The axis in which to compute the arg indices. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (INT64): Reduced output tensor with integer data type.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('ArgMin (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ArgMin(data: TensorType | float | Sequence[float], keepdims: int = 1, axis: int = 0) -> INT64: ...
_AveragePool_T = TypeVar("_AveragePool_T", FLOAT16, FLOAT, DOUBLE)
_AveragePool_T_any = TypeVar("_AveragePool_T_any", bound=TensorType)
@overload
def AveragePool(X: _AveragePool_T | float | Sequence[float], count_include_pad: int = 0, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T:
    """[AveragePool - 11](https://onnx.ai/onnx/operators/onnx__AveragePool.html#averagepool-11) · ai.onnx · since opset 11

    AveragePool consumes an input tensor X and applies average pooling across
     the tensor according to kernel sizes, stride sizes, and pad lengths.
     average pooling consisting of computing the average on all values of a
     subset of the input tensor according to the kernel size and downsampling the
     data into the output tensor Y for further processing. The output spatial shape will be following:
     ```
     output_spatial_shape[i] = floor((input_spatial_shape[i] + pad_shape[i] - ((kernel_spatial_shape[i] - 1) * dilations[i] + 1)) / strides_spatial_shape[i] + 1)
     ```
     or
     ```
     output_spatial_shape[i] = ceil((input_spatial_shape[i] + pad_shape[i] - ((kernel_spatial_shape[i] - 1) * dilations[i] + 1)) / strides_spatial_shape[i] + 1)
     ```
     if ceil_mode is enabled

     ```
     * pad_shape[i] is sum of pads along axis i
     ```

     `auto_pad` is a DEPRECATED attribute. If you are using them currently, the output spatial shape will be following when ceil_mode is enabled:
     ```
     VALID: output_spatial_shape[i] = ceil((input_spatial_shape[i] - ((kernel_spatial_shape[i] - 1) * dilations[i] + 1) + 1) / strides_spatial_shape[i])
     SAME_UPPER or SAME_LOWER: output_spatial_shape[i] = ceil(input_spatial_shape[i] / strides_spatial_shape[i])
     ```
    or when ceil_mode is disabled:
     ```
     VALID: output_spatial_shape[i] = floor((input_spatial_shape[i] - ((kernel_spatial_shape[i] - 1) * dilations[i] + 1) + 1) / strides_spatial_shape[i])
     SAME_UPPER or SAME_LOWER: output_spatial_shape[i] = floor(input_spatial_shape[i] / strides_spatial_shape[i])
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
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults to 1 along each spatial axis.

    Returns:
    - Y (T): Output data tensor from average or max pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes. Floor value of the dimension is used

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('AveragePool (version 11) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def AveragePool(X: _AveragePool_T_any | float | Sequence[float], count_include_pad: int = 0, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T_any: ...
_BitShift_T = TypeVar("_BitShift_T", UINT8, UINT16, UINT32, UINT64)
_BitShift_T_any = TypeVar("_BitShift_T_any", bound=TensorType)
@overload
def BitShift(X: _BitShift_T | int | Sequence[int], Y: _BitShift_T | int | Sequence[int], direction: str) -> _BitShift_T:
    """[BitShift - 11](https://onnx.ai/onnx/operators/onnx__BitShift.html#bitshift-11) · ai.onnx · since opset 11

    Bitwise shift operator performs element-wise operation. For each input element, if the
    attribute "direction" is "RIGHT", this operator moves its binary representation toward
    the right side so that the input value is effectively decreased. If the attribute "direction"
    is "LEFT", bits of binary representation moves toward the left side, which results the
    increase of its actual value. The input X is the tensor to be shifted and another input
    Y specifies the amounts of shifting. For example, if "direction" is "Right", X is [1, 4],
    and S is [1, 1], the corresponding output Z would be [0, 2]. If "direction" is "LEFT" with
    X=[1, 2] and S=[1, 2], the corresponding output Y would be [2, 8].

    Because this operator supports Numpy-style broadcasting, X's and Y's shapes are
    not necessarily identical.
    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - X (T): First operand, input to be shifted.
    - Y (T): Second operand, amounts of shift.
    - direction (str, required): Direction of moving bits. It can be either "RIGHT" (for right shift) or "LEFT" (for left shift).

    Returns:
    - Z (T): Output tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64): Constrain input and output types to integer tensors."""
@overload
@deprecated('BitShift (version 11) takes T as one of UINT8, UINT16, UINT32 or UINT64: these element types make an invalid model')
def BitShift(X: _BitShift_T_any | int | Sequence[int], Y: _BitShift_T_any | int | Sequence[int], direction: str) -> _BitShift_T_any: ...
_Clip_T = TypeVar("_Clip_T", FLOAT16, FLOAT, DOUBLE)
_Clip_T_any = TypeVar("_Clip_T_any", bound=TensorType)
@overload
def Clip(input: _Clip_T | float | Sequence[float], min: _Clip_T | float | Sequence[float] | None = None, max: _Clip_T | float | Sequence[float] | None = None) -> _Clip_T:
    """[Clip - 11](https://onnx.ai/onnx/operators/onnx__Clip.html#clip-11) · ai.onnx · since opset 11

    Described at [Clip - 12](https://onnx.ai/onnx/operators/onnx__Clip.html#clip-12), whose documentation is the same.

    Args:
    - input (T): Input tensor whose elements to be clipped
    - min (optional T): Minimum value, under which element is replaced by min. It must be a scalar(tensor of empty shape).
    - max (optional T): Maximum value, above which element is replaced by max. It must be a scalar(tensor of empty shape).

    Returns:
    - output (T): Output tensor with clipped input elements

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Clip (version 11) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Clip(input: _Clip_T_any | float | Sequence[float], min: _Clip_T_any | float | Sequence[float] | None = None, max: _Clip_T_any | float | Sequence[float] | None = None) -> _Clip_T_any: ...
_Compress_T = TypeVar("_Compress_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Compress_T_any = TypeVar("_Compress_T_any", bound=TensorType)
@overload
def Compress(input: _Compress_T | float | str | Sequence[float], condition: BOOL | bool, axis: int | None = None) -> _Compress_T:
    """[Compress - 11](https://onnx.ai/onnx/operators/onnx__Compress.html#compress-11) · ai.onnx · since opset 11

    Described at [Compress - 28](https://onnx.ai/onnx/operators/onnx__Compress.html#compress-28), whose documentation is the same.

    Args:
    - input (T): Tensor of rank r >= 1.
    - condition (T1): Rank 1 tensor of booleans to indicate which slices or data elements to be selected. Its length can be less than the input length along the axis or the flattened input size if axis is not specified. In such cases data slices or elements exceeding the condition length are discarded.
    - axis (int, optional): (Optional) Axis along which to take slices. If not specified, input is flattened before elements being selected. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).

    Returns:
    - output (T): Tensor of rank r if axis is specified. Otherwise output is a Tensor of rank 1.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - T1 in (BOOL): Constrain to boolean tensors."""
@overload
@deprecated('Compress (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Compress(input: _Compress_T_any | float | str | Sequence[float], condition: BOOL | bool, axis: int | None = None) -> _Compress_T_any: ...
_Concat_T = TypeVar("_Concat_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Concat_T_any = TypeVar("_Concat_T_any", bound=TensorType)
@overload
def Concat(*inputs: _Concat_T | float | Sequence[float], axis: int) -> _Concat_T:
    """[Concat - 11](https://onnx.ai/onnx/operators/onnx__Concat.html#concat-11) · ai.onnx · since opset 11

    Described at [Concat - 13](https://onnx.ai/onnx/operators/onnx__Concat.html#concat-13), whose documentation is the same.

    Args:
    - inputs (variadic T): List of tensors for concatenation
    - axis (int, required): Which axis to concat on. A negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(inputs)..

    Returns:
    - concat_result (T): Concatenated tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain output types to any tensor type."""
@overload
@deprecated('Concat (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Concat(*inputs: _Concat_T_any | float | Sequence[float], axis: int) -> _Concat_T_any: ...
_ConcatFromSequence_T = TypeVar("_ConcatFromSequence_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_ConcatFromSequence_T_any = TypeVar("_ConcatFromSequence_T_any", bound=TensorType)
@overload
def ConcatFromSequence(input_sequence: Sequence[_ConcatFromSequence_T], new_axis: int = 0, *, axis: int) -> _ConcatFromSequence_T:
    """[ConcatFromSequence - 11](https://onnx.ai/onnx/operators/onnx__ConcatFromSequence.html#concatfromsequence-11) · ai.onnx · since opset 11

    Concatenate a sequence of tensors into a single tensor.
    All input tensors must have the same shape, except for the dimension size of the axis to concatenate on.
    By default 'new_axis' is 0, the behavior is similar to numpy.concatenate.
    When 'new_axis' is 1, the behavior is similar to numpy.stack.

    Args:
    - input_sequence (S): Sequence of tensors for concatenation
    - axis (int, required): Which axis to concat on. Accepted range in `[-r, r - 1]`, where `r` is the rank of input tensors. When `new_axis` is 1, accepted range is `[-r - 1, r]`.
    - new_axis (int, default 0): Insert and concatenate on a new axis or not, default 0 means do not insert new axis.

    Returns:
    - concat_result (T): Concatenated tensor

    Type constraints:
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain input types to any tensor type.
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain output types to any tensor type."""
@overload
@deprecated('ConcatFromSequence (version 11) takes S as a sequence of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def ConcatFromSequence(input_sequence: Sequence[_ConcatFromSequence_T_any], new_axis: int = 0, *, axis: int) -> _ConcatFromSequence_T_any: ...
def Constant(sparse_value: SparseTensorData | None = None, value: TensorData | None = None) -> Any:
    """[Constant - 11](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-11) · ai.onnx · since opset 11

    A constant tensor. Exactly one of the two attributes, either value or sparse_value,
    must be specified.

    Args:
    - sparse_value (SparseTensorData, optional): The value for the elements of the output tensor in sparse format.
    - value (TensorData, optional): The value for the elements of the output tensor.

    Returns:
    - output (T): Output tensor containing the same value of the provided tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
_Conv_T = TypeVar("_Conv_T", FLOAT16, FLOAT, DOUBLE)
_Conv_T_any = TypeVar("_Conv_T_any", bound=TensorType)
@overload
def Conv(X: _Conv_T | float | Sequence[float], W: _Conv_T | float | Sequence[float], B: _Conv_T | float | Sequence[float] | None = None, group: int = 1, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, dilations: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _Conv_T:
    """[Conv - 11](https://onnx.ai/onnx/operators/onnx__Conv.html#conv-11) · ai.onnx · since opset 11

    Described at [Conv - 22](https://onnx.ai/onnx/operators/onnx__Conv.html#conv-22), whose documentation is the same.

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Conv (version 11) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Conv(X: _Conv_T_any | float | Sequence[float], W: _Conv_T_any | float | Sequence[float], B: _Conv_T_any | float | Sequence[float] | None = None, group: int = 1, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, dilations: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _Conv_T_any: ...
_ConvTranspose_T = TypeVar("_ConvTranspose_T", FLOAT16, FLOAT, DOUBLE)
_ConvTranspose_T_any = TypeVar("_ConvTranspose_T_any", bound=TensorType)
@overload
def ConvTranspose(X: _ConvTranspose_T | float | Sequence[float], W: _ConvTranspose_T | float | Sequence[float], B: _ConvTranspose_T | float | Sequence[float] | None = None, group: int = 1, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, output_padding: Sequence[int] | None = None, dilations: Sequence[int] | None = None, output_shape: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _ConvTranspose_T:
    """[ConvTranspose - 11](https://onnx.ai/onnx/operators/onnx__ConvTranspose.html#convtranspose-11) · ai.onnx · since opset 11

    Described at [ConvTranspose - 22](https://onnx.ai/onnx/operators/onnx__ConvTranspose.html#convtranspose-22), whose documentation is the same.

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('ConvTranspose (version 11) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ConvTranspose(X: _ConvTranspose_T_any | float | Sequence[float], W: _ConvTranspose_T_any | float | Sequence[float], B: _ConvTranspose_T_any | float | Sequence[float] | None = None, group: int = 1, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, output_padding: Sequence[int] | None = None, dilations: Sequence[int] | None = None, output_shape: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _ConvTranspose_T_any: ...
_CumSum_T = TypeVar("_CumSum_T", UINT32, UINT64, INT32, INT64, FLOAT, DOUBLE)
_CumSum_T_any = TypeVar("_CumSum_T_any", bound=TensorType)
@overload
def CumSum(x: _CumSum_T | float | Sequence[float], axis: INT32 | INT64 | int | Sequence[int], reverse: int = 0, exclusive: int = 0) -> _CumSum_T:
    """[CumSum - 11](https://onnx.ai/onnx/operators/onnx__CumSum.html#cumsum-11) · ai.onnx · since opset 11

    Described at [CumSum - 14](https://onnx.ai/onnx/operators/onnx__CumSum.html#cumsum-14), whose documentation is the same.

    Args:
    - x (T): An input tensor that is to be processed.
    - axis (T2): A 0-D tensor. Must be in the range [-rank(x), rank(x)-1]. Negative value means counting dimensions from the back.
    - exclusive (int, default 0): If set to 1 will return exclusive sum in which the top element is not included. In other terms, if set to 1, the j-th output element would be the sum of the first (j-1) elements. Otherwise, it would be the sum of the first j elements.
    - reverse (int, default 0): If set to 1 will perform the sums in reverse direction.

    Returns:
    - y (T): Output tensor of the same type as 'x' with cumulative sums of the x's elements

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT, DOUBLE): Input can be of any tensor type.
    - T2 in (INT32, INT64): axis tensor can be int32 or int64 only"""
@overload
@deprecated('CumSum (version 11) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT or DOUBLE; T2 as one of INT32 or INT64: these element types make an invalid model')
def CumSum(x: _CumSum_T_any | float | Sequence[float], axis: TensorType | int | Sequence[int], reverse: int = 0, exclusive: int = 0) -> _CumSum_T_any: ...
_DepthToSpace_T = TypeVar("_DepthToSpace_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_DepthToSpace_T_any = TypeVar("_DepthToSpace_T_any", bound=TensorType)
@overload
def DepthToSpace(input: _DepthToSpace_T | float | str | Sequence[float], mode: str = 'DCR', *, blocksize: int) -> _DepthToSpace_T:
    """[DepthToSpace - 11](https://onnx.ai/onnx/operators/onnx__DepthToSpace.html#depthtospace-11) · ai.onnx · since opset 11

    DepthToSpace rearranges (permutes) data from depth into blocks of spatial data.
    This is the reverse transformation of SpaceToDepth. More specifically, this op outputs a copy of
    the input tensor where values from the depth dimension are moved in spatial blocks to the height
    and width dimensions. By default, `mode` = `DCR`.
    In the DCR mode, elements along the depth dimension from the input tensor are rearranged in the
    following order: depth, column, and then row. The output y is computed from the input x as below:

    b, c, h, w = x.shape

    tmp = np.reshape(x, [b, blocksize, blocksize, c // (blocksize**2), h, w])

    tmp = np.transpose(tmp, [0, 3, 4, 1, 5, 2])

    y = np.reshape(tmp, [b, c // (blocksize**2), h * blocksize, w * blocksize])

    In the CRD mode, elements along the depth dimension from the input tensor are rearranged in the
    following order: column, row, and the depth. The output y is computed from the input x as below:

    b, c, h, w = x.shape

    tmp = np.reshape(x, [b, c // (blocksize ** 2), blocksize, blocksize, h, w])

    tmp = np.transpose(tmp, [0, 1, 4, 2, 5, 3])

    y = np.reshape(tmp, [b, c // (blocksize ** 2), h * blocksize, w * blocksize])

    Args:
    - input (T): Input tensor of [N,C,H,W], where N is the batch axis, C is the channel or depth, H is the height and W is the width.
    - blocksize (int, required): Blocks of [blocksize, blocksize] are moved.
    - mode (str, default 'DCR'): DCR (default) for depth-column-row order re-arrangement. Use CRD for column-row-depth order.

    Returns:
    - output (T): Output tensor of [N, C/(blocksize * blocksize), H * blocksize, W * blocksize].

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('DepthToSpace (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def DepthToSpace(input: _DepthToSpace_T_any | float | str | Sequence[float], mode: str = 'DCR', *, blocksize: int) -> _DepthToSpace_T_any: ...
_Det_T = TypeVar("_Det_T", FLOAT16, FLOAT, DOUBLE)
_Det_T_any = TypeVar("_Det_T_any", bound=TensorType)
@overload
def Det(X: _Det_T | float | Sequence[float]) -> _Det_T:
    """[Det - 11](https://onnx.ai/onnx/operators/onnx__Det.html#det-11) · ai.onnx · since opset 11

    Described at [Det - 22](https://onnx.ai/onnx/operators/onnx__Det.html#det-22), whose documentation is the same.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to floating-point tensors."""
@overload
@deprecated('Det (version 11) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Det(X: _Det_T_any | float | Sequence[float]) -> _Det_T_any: ...
def DynamicQuantizeLinear(x: FLOAT | float | Sequence[float]) -> tuple[UINT8, FLOAT, UINT8]:
    """[DynamicQuantizeLinear - 11](https://onnx.ai/onnx/operators/onnx__DynamicQuantizeLinear.html#dynamicquantizelinear-11) · ai.onnx · since opset 11

    A Function to fuse calculation for Scale, Zero Point and FP32->8Bit conversion of FP32 Input data.
    Outputs Scale, ZeroPoint and Quantized Input for a given FP32 Input.
    Scale is calculated as:
    ```
    y_scale = (maximum(0, max(x)) - minimum(0, min(x))) / (qmax - qmin)
    ```

    * where qmax and qmin are max and min values for quantization range i.e. [0, 255] in case of uint8
    * data range is adjusted to include 0.

    Zero point is calculated as:
    ```
    intermediate_zero_point = qmin - min(x)/y_scale
    y_zero_point = cast(round(saturate(intermediate_zero_point)))
    ```

    * where qmax and qmin are max and min values for quantization range .i.e [0, 255] in case of uint8
    * for saturation, it saturates to [0, 255] if it's uint8, or [-127, 127] if it's int8. Right now only uint8 is supported.
    * rounding to nearest ties to even.

    Data quantization formula is:
    ```
    y = saturate (round (x / y_scale) + y_zero_point)
    ```

    * for saturation, it saturates to [0, 255] if it's uint8, or [-127, 127] if it's int8. Right now only uint8 is supported.
    * rounding to nearest ties to even.

    Args:
    - x (T1): Input tensor

    Returns:
    - y (T2): Quantized output tensor
    - y_scale (FLOAT): Output scale. It's a scalar, which means a per-tensor/layer quantization.
    - y_zero_point (T2): Output zero point. It's a scalar, which means a per-tensor/layer quantization.

    Type constraints:
    - T1 in (FLOAT): Constrain 'x' to float tensor.
    - T2 in (UINT8): Constrain 'y_zero_point' and 'y' to 8-bit unsigned integer tensor."""
_Equal_T = TypeVar("_Equal_T", BOOL, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Equal_T_any = TypeVar("_Equal_T_any", bound=TensorType)
@overload
def Equal(A: _Equal_T | float | Sequence[float], B: _Equal_T | float | Sequence[float]) -> BOOL:
    """[Equal - 11](https://onnx.ai/onnx/operators/onnx__Equal.html#equal-11) · ai.onnx · since opset 11

    Described at [Equal - 19](https://onnx.ai/onnx/operators/onnx__Equal.html#equal-19), whose documentation is the same.

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Equal (version 11) takes T as one of BOOL, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Equal(A: _Equal_T_any | float | Sequence[float], B: _Equal_T_any | float | Sequence[float]) -> BOOL: ...
_Flatten_T = TypeVar("_Flatten_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Flatten_T_any = TypeVar("_Flatten_T_any", bound=TensorType)
@overload
def Flatten(input: _Flatten_T | float | str | Sequence[float], axis: int = 1) -> _Flatten_T:
    """[Flatten - 11](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-11) · ai.onnx · since opset 11

    Described at [Flatten - 25](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-25), whose documentation is the same.

    Args:
    - input (T): A tensor of rank >= axis.
    - axis (int, default 1): Indicate up to which input dimensions (exclusive) should be flattened to the outer dimension of the output. The value for axis must be in the range [-r, r], where r is the rank of the input tensor. Negative value means counting dimensions from the back. When axis = 0, the shape of the output tensor is (1, (d_0 X d_1 ... d_n), where the shape of the input tensor is (d_0, d_1, ... d_n).

    Returns:
    - output (T): A 2D tensor with the contents of the input tensor, with input dimensions up to axis flattened to the outer dimension of the output and remaining input dimensions flattened into the inner dimension of the output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output to all tensor types."""
@overload
@deprecated('Flatten (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Flatten(input: _Flatten_T_any | float | str | Sequence[float], axis: int = 1) -> _Flatten_T_any: ...
_Gather_T = TypeVar("_Gather_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Gather_T_any = TypeVar("_Gather_T_any", bound=TensorType)
@overload
def Gather(data: _Gather_T | float | str | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], axis: int = 0) -> _Gather_T:
    """[Gather - 11](https://onnx.ai/onnx/operators/onnx__Gather.html#gather-11) · ai.onnx · since opset 11

    Given `data` tensor of rank r >= 1, and `indices` tensor of rank q, gather
    entries of the axis dimension of `data` (by default outer-most one as axis=0) indexed by `indices`, and concatenates
    them in an output tensor of rank q + (r - 1).

    axis = 0 :

    Let
    k = indices[i_{0}, ..., i_{q-1}]
    Then
    output[i_{0}, ..., i_{q-1}, j_{0}, ..., j_{r-2}] = input[k , j_{0}, ..., j_{r-2}]

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
    axis = 1 :

    Let
    k = indices[i_{0}, ..., i_{q-1}]
    Then
    output[j_{0}, i_{0}, ..., i_{q-1}, j_{1}, ..., j_{r-2}] = input[j_{0}, k, j_{1}, ..., j_{r-2}]

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Gather (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def Gather(data: _Gather_T_any | float | str | Sequence[float], indices: TensorType | int | Sequence[int], axis: int = 0) -> _Gather_T_any: ...
_GatherElements_T = TypeVar("_GatherElements_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_GatherElements_T_any = TypeVar("_GatherElements_T_any", bound=TensorType)
@overload
def GatherElements(data: _GatherElements_T | float | str | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], axis: int = 0) -> _GatherElements_T:
    """[GatherElements - 11](https://onnx.ai/onnx/operators/onnx__GatherElements.html#gatherelements-11) · ai.onnx · since opset 11

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
          [
            [1, 1],
            [4, 3],
          ],
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
          [
            [4, 8, 3],
            [7, 2, 3],
          ],
      ]
    ```

    Args:
    - data (T): Tensor of rank r >= 1.
    - indices (Tind): Tensor of int32/int64 indices, with the same rank r as the input. All index values are expected to be within bounds [-s, s-1] along axis of size s. It is an error if any of the index values are out of bounds.
    - axis (int, default 0): Which axis to gather on. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).

    Returns:
    - output (T): Tensor of the same shape as indices.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('GatherElements (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def GatherElements(data: _GatherElements_T_any | float | str | Sequence[float], indices: TensorType | int | Sequence[int], axis: int = 0) -> _GatherElements_T_any: ...
_GatherND_T = TypeVar("_GatherND_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_GatherND_T_any = TypeVar("_GatherND_T_any", bound=TensorType)
@overload
def GatherND(data: _GatherND_T | float | str | Sequence[float], indices: INT64 | int | Sequence[int]) -> _GatherND_T:
    """[GatherND - 11](https://onnx.ai/onnx/operators/onnx__GatherND.html#gathernd-11) · ai.onnx · since opset 11

    Given `data` tensor of rank `r` >= 1, and `indices` tensor of rank `q` >= 1, this operator gathers
    slices of `data` into an output tensor of rank `q + r - indices_shape[-1] - 1`.

    `indices` is an q-dimensional integer tensor, best thought of as a `(q-1)`-dimensional tensor of index-tuples into `data`,
    where each element defines a slice of `data`

    Some salient points about the inputs' rank and shape:

    1) r >= 1 and q >= 1 are to be honored. There is no dependency condition to be met between ranks `r` and `q`

    2) The `indices_shape[-1]` should have a value between 1 (inclusive) and rank `r` (inclusive)

    3) All values in `indices` are expected to be within bounds [-s, s-1] along axis of size `s` (i.e.) `-data_shape[i] <= indices[...,i] <= data_shape[i] - 1`.
       It is an error if any of the index values are out of bounds.

    The output is computed as follows:

    The output tensor is obtained by mapping each index-tuple in the `indices` tensor to the corresponding slice of the input `data`.

    1) If `indices_shape[-1] > r` => error condition

    2) If `indices_shape[-1] == r`, since the rank of `indices` is `q`, `indices` can be thought of as a `(q-1)`-dimensional tensor
       containing 1-D tensors of dimension `r`. Let us think of each such `r` ranked tensor as `indices_slice`.
       Each *scalar value* corresponding to `data[indices_slice]` is filled into the corresponding location of the `(q-1)`-dimensional tensor
       to form the `output` tensor (Example 1 below)

    3) If `indices_shape[-1] < r`, since the rank of `indices` is `q`, `indices` can be thought of as a `(q-1)`-dimensional tensor
       containing 1-D tensors of dimension `< r`. Let us think of each such tensors as `indices_slice`.
       Each *tensor slice* corresponding to `data[indices_slice , :]` is filled into the corresponding location of the `(q-1)`-dimensional tensor
       to form the `output` tensor (Examples 2, 3, and 4 below)

    This operator is the inverse of `ScatterND`.

    `Example 1`

      data    = [[0,1],[2,3]]   # data_shape = [2, 2]

      indices = [[0,0],[1,1]]   # indices_shape = [2, 2]

      output  = [0,3]           # output_shape = [2]

    `Example 2`

      data    = [[0,1],[2,3]]  # data_shape = [2, 2]

      indices = [[1],[0]]      # indices_shape = [2, 1]

      output  = [[2,3],[0,1]]  # output_shape = [2, 2]

    `Example 3`

      data    = [[[0,1],[2,3]],[[4,5],[6,7]]] # data_shape = [2, 2, 2]

      indices = [[0,1],[1,0]]                 # indices_shape = [2, 2]

      output  = [[2,3],[4,5]]                 # output_shape = [2, 2]

    `Example 4`

      data    = [[[0,1],[2,3]],[[4,5],[6,7]]] # data_shape = [2, 2, 2]

      indices = [[[0,1]],[[1,0]]]             # indices_shape = [2, 1, 2]

      output  = [[[2,3]],[[4,5]]]             # output_shape = [2, 1, 2]

    Args:
    - data (T): Tensor of rank r >= 1.
    - indices (INT64): Tensor of rank q >= 1. All index values are expected to be within bounds [-s, s-1] along axis of size s. It is an error if any of the index values are out of bounds.

    Returns:
    - output (T): Tensor of rank q + r - indices_shape[-1] - 1.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type."""
@overload
@deprecated('GatherND (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def GatherND(data: _GatherND_T_any | float | str | Sequence[float], indices: INT64 | int | Sequence[int]) -> _GatherND_T_any: ...
_Gemm_T = TypeVar("_Gemm_T", FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64)
_Gemm_T_any = TypeVar("_Gemm_T_any", bound=TensorType)
@overload
def Gemm(A: _Gemm_T | float | Sequence[float], B: _Gemm_T | float | Sequence[float], C: _Gemm_T | float | Sequence[float] | None = None, beta: float = 1.0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T:
    """[Gemm - 11](https://onnx.ai/onnx/operators/onnx__Gemm.html#gemm-11) · ai.onnx · since opset 11

    General Matrix multiplication:
    https://en.wikipedia.org/wiki/Basic_Linear_Algebra_Subprograms#Level_3

    A' = transpose(A) if transA else A

    B' = transpose(B) if transB else B

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
    - T in (FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64): Constrain input and output types to float/int tensors."""
@overload
@deprecated('Gemm (version 11) takes T as one of FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32 or INT64: these element types make an invalid model')
def Gemm(A: _Gemm_T_any | float | Sequence[float], B: _Gemm_T_any | float | Sequence[float], C: _Gemm_T_any | float | Sequence[float] | None = None, beta: float = 1.0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T_any: ...
_Hardmax_T = TypeVar("_Hardmax_T", FLOAT16, FLOAT, DOUBLE)
_Hardmax_T_any = TypeVar("_Hardmax_T_any", bound=TensorType)
@overload
def Hardmax(input: _Hardmax_T | float | Sequence[float], axis: int = 1) -> _Hardmax_T:
    """[Hardmax - 11](https://onnx.ai/onnx/operators/onnx__Hardmax.html#hardmax-11) · ai.onnx · since opset 11

    The operator computes the hardmax (1 for the first maximum value, and 0 for all others) values for each layer in the batch
     of the given input.

    The input does not need to explicitly be a 2D vector; rather, it will be
    coerced into one. For an arbitrary n-dimensional tensor
    input \\in [a_0, a_1, ..., a_{k-1}, a_k, ..., a_{n-1}] and k is
    the axis provided, then input will be coerced into a 2-dimensional tensor with
    dimensions [a_0 * ... * a_{k-1}, a_k * ... * a_{n-1}]. For the default
    case where axis=1, this means the input tensor will be coerced into a 2D tensor
    of dimensions [a_0, a_1 * ... * a_{n-1}], where a_0 is often the batch size.
    In this situation, we must have a_0 = N and a_1 * ... * a_{n-1} = D.
    Each of these dimensions must be matched correctly, or else the operator
    will throw errors. The output tensor has the same shape
    and contains the hardmax values of the corresponding input.

    Args:
    - input (T): The input tensor that's coerced into a 2D matrix of size (NxD) as described above.
    - axis (int, default 1): Describes the axis of the inputs when coerced to 2D; defaults to one because the 0th axis most likely describes the batch_size. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).

    Returns:
    - output (T): The output values with the same shape as input tensor (the original size without coercion).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Hardmax (version 11) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Hardmax(input: _Hardmax_T_any | float | Sequence[float], axis: int = 1) -> _Hardmax_T_any: ...
def If(cond: BOOL | bool, else_branch: GraphBody, then_branch: GraphBody) -> Any:
    """[If - 11](https://onnx.ai/onnx/operators/onnx__If.html#if-11) · ai.onnx · since opset 11

    Described at [If - 25](https://onnx.ai/onnx/operators/onnx__If.html#if-25), whose documentation is the same.

    Args:
    - cond (B): Condition for the if. The tensor must contain a single element.
    - else_branch (GraphBody, required): Graph to run if condition is false. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the then_branch.
    - then_branch (GraphBody, required): Graph to run if condition is true. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the else_branch.

    Returns:
    - outputs (variadic V): Values that are live-out to the enclosing scope. The return values in the `then_branch` and `else_branch` must be of the same data type. The `then_branch` and `else_branch` may produce tensors with the same element type and different shapes. If corresponding outputs from the then-branch and the else-branch have static shapes S1 and S2, then the shape of the corresponding output variable of the if-node (if present) must be compatible with both S1 and S2 as it represents the union of both possible shapes.For example, if in a model file, the first output of `then_branch` is typed float tensor with shape [2] and the first output of `else_branch` is another float tensor with shape [3], If's first output should have (a) no shape set, or (b) a shape of rank 1 with neither `dim_value` nor `dim_param` set, or (c) a shape of rank 1 with a unique `dim_param`. In contrast, the first output cannot have the shape [2] since [2] and [3] are not compatible.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): All Tensor types
    - B in (BOOL): Only bool"""
_LogSoftmax_T = TypeVar("_LogSoftmax_T", FLOAT16, FLOAT, DOUBLE)
_LogSoftmax_T_any = TypeVar("_LogSoftmax_T_any", bound=TensorType)
@overload
def LogSoftmax(input: _LogSoftmax_T | float | Sequence[float], axis: int = 1) -> _LogSoftmax_T:
    """[LogSoftmax - 11](https://onnx.ai/onnx/operators/onnx__LogSoftmax.html#logsoftmax-11) · ai.onnx · since opset 11

    The operator computes the logsoftmax (log of softmax) values for each layer in the batch
     of the given input.

    The input does not need to explicitly be a 2D vector; rather, it will be
    coerced into one. For an arbitrary n-dimensional tensor
    input \\in [a_0, a_1, ..., a_{k-1}, a_k, ..., a_{n-1}] and k is
    the axis provided, then input will be coerced into a 2-dimensional tensor with
    dimensions [a_0 * ... * a_{k-1}, a_k * ... * a_{n-1}]. For the default
    case where axis=1, this means the input tensor will be coerced into a 2D tensor
    of dimensions [a_0, a_1 * ... * a_{n-1}], where a_0 is often the batch size.
    In this situation, we must have a_0 = N and a_1 * ... * a_{n-1} = D.
    Each of these dimensions must be matched correctly, or else the operator
    will throw errors. The output tensor has the same shape
    and contains the logsoftmax values of the corresponding input.

    Args:
    - input (T): The input tensor that's coerced into a 2D matrix of size (NxD) as described above.
    - axis (int, default 1): Describes the axis of the inputs when coerced to 2D; defaults to one because the 0th axis most likely describes the batch_size. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).

    Returns:
    - output (T): The output values with the same shape as input tensor (the original size without coercion).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LogSoftmax (version 11) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LogSoftmax(input: _LogSoftmax_T_any | float | Sequence[float], axis: int = 1) -> _LogSoftmax_T_any: ...
def Loop(M: INT64 | int | Sequence[int] | None = None, cond: BOOL | bool | None = None, *v_initial: Any, body: GraphBody) -> Any:
    """[Loop - 11](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-11) · ai.onnx · since opset 11

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

    Args:
    - M (optional I): A maximum trip-count for the loop specified at runtime. Optional. Pass empty string to skip.
    - cond (optional B): A boolean termination condition. Optional. Pass empty string to skip.
    - v_initial (variadic V): The initial values of any loop-carried dependencies (values that change across loop iterations)
    - body (GraphBody, required): The graph run each iteration. It has 2+N inputs: (iteration_num, condition, loop carried dependencies...). It has 1+N+K outputs: (condition, loop carried dependencies..., scan_outputs...). Each scan_output is created by concatenating the value of the specified output value at the end of each iteration of the loop. It is an error if the dimensions or data type of these scan_outputs change across loop iterations.

    Returns:
    - v_final_and_scan_outputs (variadic V): Final N loop carried dependency values then K scan_outputs

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): All Tensor types
    - I in (INT64): tensor of int64, which should be a scalar.
    - B in (BOOL): tensor of bool, which should be a scalar."""
_LpPool_T = TypeVar("_LpPool_T", FLOAT16, FLOAT, DOUBLE)
_LpPool_T_any = TypeVar("_LpPool_T_any", bound=TensorType)
@overload
def LpPool(X: _LpPool_T | float | Sequence[float], p: int = 2, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _LpPool_T:
    """[LpPool - 11](https://onnx.ai/onnx/operators/onnx__LpPool.html#lppool-11) · ai.onnx · since opset 11

    LpPool consumes an input tensor X and applies Lp pooling across
    the tensor according to kernel sizes, stride sizes, and pad lengths.
    Lp pooling consisting of computing the Lp norm on all values of a subset
    of the input tensor according to the kernel size and downsampling the
    data into the output tensor Y for further processing.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that `output_shape[i] = ceil(input_shape[i] / strides[i])` for each axis `i`. The padding is split between the two sides equally or almost equally (depending on whether it is even or odd). In case the padding is an odd number, the extra padding is added at the end for SAME_UPPER and at the beginning for SAME_LOWER.
    - p (int, default 2): p value of the Lp norm used to pool over the input data.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults to 1 along each spatial axis.

    Returns:
    - Y (T): Output data tensor from Lp pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LpPool (version 11) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LpPool(X: _LpPool_T_any | float | Sequence[float], p: int = 2, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _LpPool_T_any: ...
_MaxPool_T = TypeVar("_MaxPool_T", FLOAT16, FLOAT, DOUBLE)
_MaxPool_T_any = TypeVar("_MaxPool_T_any", bound=TensorType)
@overload
def MaxPool(X: _MaxPool_T | float | Sequence[float], storage_order: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T:
    """[MaxPool - 11](https://onnx.ai/onnx/operators/onnx__MaxPool.html#maxpool-11) · ai.onnx · since opset 11

    MaxPool consumes an input tensor X and applies max pooling across
    the tensor according to kernel sizes, stride sizes, and pad lengths.
    max pooling consisting of computing the max on all values of a
    subset of the input tensor according to the kernel size and downsampling the
    data into the output tensor Y for further processing. The output spatial shape will be following:
    ```
    output_spatial_shape[i] = floor((input_spatial_shape[i] + pad_shape[i] - ((kernel_spatial_shape[i] - 1) * dilations[i] + 1)) / strides_spatial_shape[i] + 1)
    ```
    or
    ```
    output_spatial_shape[i] = ceil((input_spatial_shape[i] + pad_shape[i] - ((kernel_spatial_shape[i] - 1) * dilations[i] + 1)) / strides_spatial_shape[i] + 1)
    ```
    if ceil_mode is enabled

    ```
    * pad_shape[i] is sum of pads along axis i
    ```

    `auto_pad` is a DEPRECATED attribute. If you are using them currently, the output spatial shape will be following:
    ```
    VALID: output_spatial_shape[i] = ceil((input_spatial_shape[i] - ((kernel_spatial_shape[i] - 1) * dilations[i] + 1) + 1) / strides_spatial_shape[i])
    SAME_UPPER or SAME_LOWER: output_spatial_shape[i] = ceil(input_spatial_shape[i] / strides_spatial_shape[i])
    ```
    And pad shape will be following if `SAME_UPPER` or `SAME_LOWER`:
    ```
    pad_shape[i] = (output_spatial_shape[i] - 1) * strides_spatial_shape[i] + ((kernel_spatial_shape[i] - 1) * dilations[i] + 1) - input_spatial_shape[i]
    ```
    The output of each pooling window is maximum number of elements exclude pad.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that the output spatial size match the input.In case of odd number add the extra padding at the end for SAME_UPPER and at the beginning for SAME_LOWER. VALID mean no padding.
    - ceil_mode (int, default 0): Whether to use ceil or floor (default) to compute the output shape.
    - dilations (Sequence[int], optional): Dilation value along each spatial axis of filter. If not present, the dilation defaults to 1 along each spatial axis.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - storage_order (int, default 0): The storage order of the tensor. 0 is row major, and 1 is column major.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults to 1 along each spatial axis.

    Returns:
    - Y (T): Output data tensor from average or max pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes. Floor value of the dimension is used
    - Indices (optional I): Indices tensor from max pooling across the input tensor. The dimensions of indices are the same as output tensor. The values in indices of are the indices of the selected values during pooling. The indices are computed as flatten 1-D tensor, and the indices do not consider padding. So the values in indices are in [0, N x C x D1 x ... x Dn).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - I in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('MaxPool (version 11) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def MaxPool(X: _MaxPool_T_any | float | Sequence[float], storage_order: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T_any: ...
_MaxUnpool_T1 = TypeVar("_MaxUnpool_T1", FLOAT16, FLOAT, DOUBLE)
_MaxUnpool_T1_any = TypeVar("_MaxUnpool_T1_any", bound=TensorType)
@overload
def MaxUnpool(X: _MaxUnpool_T1 | float | Sequence[float], I: INT64 | int | Sequence[int], output_shape: INT64 | int | Sequence[int] | None = None, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxUnpool_T1:
    """[MaxUnpool - 11](https://onnx.ai/onnx/operators/onnx__MaxUnpool.html#maxunpool-11) · ai.onnx · since opset 11

    Described at [MaxUnpool - 22](https://onnx.ai/onnx/operators/onnx__MaxUnpool.html#maxunpool-22), whose documentation is the same.

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
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T2 in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('MaxUnpool (version 11) takes T1 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def MaxUnpool(X: _MaxUnpool_T1_any | float | Sequence[float], I: INT64 | int | Sequence[int], output_shape: INT64 | int | Sequence[int] | None = None, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxUnpool_T1_any: ...
def NonMaxSuppression(boxes: FLOAT | float | Sequence[float], scores: FLOAT | float | Sequence[float], max_output_boxes_per_class: INT64 | int | Sequence[int] | None = None, iou_threshold: FLOAT | float | Sequence[float] | None = None, score_threshold: FLOAT | float | Sequence[float] | None = None, center_point_box: int = 0) -> INT64:
    """[NonMaxSuppression - 11](https://onnx.ai/onnx/operators/onnx__NonMaxSuppression.html#nonmaxsuppression-11) · ai.onnx · since opset 11

    Filter out boxes that have high intersection-over-union (IOU) overlap with previously selected boxes.
    Bounding boxes with score less than score_threshold are removed. Bounding box format is indicated by attribute center_point_box.
    Boxes are suppressed if their IOU with a previously selected box is strictly greater than iou_threshold (i.e., boxes with IOU exactly equal to the threshold are kept).
    Note that this algorithm is agnostic to where the origin is in the coordinate system and more generally is invariant to
    orthogonal transformations and translations of the coordinate system; thus translating or reflections of the coordinate system
    result in the same boxes being selected by the algorithm.
    The selected_indices output is a set of integers indexing into the input collection of bounding boxes representing the selected boxes.
    The bounding box coordinates corresponding to the selected indices can then be obtained using the Gather or GatherND operation.

    Args:
    - boxes (FLOAT): An input tensor with shape [num_batches, spatial_dimension, 4]. The single box data format is indicated by center_point_box.
    - scores (FLOAT): An input tensor with shape [num_batches, num_classes, spatial_dimension]
    - max_output_boxes_per_class (optional INT64): Integer representing the maximum number of boxes to be selected per batch per class. It is a scalar. Default to 0, which means no output.
    - iou_threshold (optional FLOAT): Float representing the threshold for deciding whether boxes overlap too much with respect to IOU. Boxes with IoU strictly greater than this threshold are suppressed. It is scalar. Value range [0, 1]. Default to 0.
    - score_threshold (optional FLOAT): Float representing the threshold for deciding when to remove boxes based on score. It is a scalar.
    - center_point_box (int, default 0): Integer indicate the format of the box data. The default is 0. 0 - the box data is supplied as [y1, x1, y2, x2] where (y1, x1) and (y2, x2) are the coordinates of any diagonal pair of box corners and the coordinates can be provided as normalized (i.e., lying in the interval [0, 1]) or absolute. Mostly used for TF models. 1 - the box data is supplied as [x_center, y_center, width, height]. Mostly used for Pytorch models.

    Returns:
    - selected_indices (INT64): selected indices from the boxes tensor. [num_selected_indices, 3], the selected index format is [batch_index, class_index, box_index]."""
_OneHot_T3 = TypeVar("_OneHot_T3", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_OneHot_T3_any = TypeVar("_OneHot_T3_any", bound=TensorType)
@overload
def OneHot(indices: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], depth: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], values: _OneHot_T3 | float | str | Sequence[float], axis: int = -1) -> _OneHot_T3:
    """[OneHot - 11](https://onnx.ai/onnx/operators/onnx__OneHot.html#onehot-11) · ai.onnx · since opset 11

    Described at [OneHot - 28](https://onnx.ai/onnx/operators/onnx__OneHot.html#onehot-28), whose documentation is the same.

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
    - T3 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type."""
@overload
@deprecated('OneHot (version 11) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE; T2 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE; T3 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def OneHot(indices: TensorType | float | Sequence[float], depth: TensorType | float | Sequence[float], values: _OneHot_T3_any | float | str | Sequence[float], axis: int = -1) -> _OneHot_T3_any: ...
_Pad_T = TypeVar("_Pad_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Pad_T_any = TypeVar("_Pad_T_any", bound=TensorType)
@overload
def Pad(data: _Pad_T | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T | float | Sequence[float] | None = None, mode: str = 'constant') -> _Pad_T:
    """[Pad - 11](https://onnx.ai/onnx/operators/onnx__Pad.html#pad-11) · ai.onnx · since opset 11

    Given a tensor containing the data to be padded (`data`), a tensor containing the number of start and end pad values for axis (`pads`), (optionally) a `mode`, and (optionally) `constant_value`,
    a padded tensor (`output`) is generated.

    The three supported `modes` are (similar to corresponding modes supported by `numpy.pad`):

    1) `constant`(default) - pads with a given constant value as specified by `constant_value` (which defaults to 0)

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
    - constant_value (optional T): (Optional) A scalar value to be used if the mode chosen is `constant` (by default it is 0).
    - mode (str, default 'constant'): Supported modes: `constant`(default), `reflect`, `edge`

    Returns:
    - output (T): Tensor after padding.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output to only numeric types."""
@overload
@deprecated('Pad (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Pad(data: _Pad_T_any | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T_any | float | Sequence[float] | None = None, mode: str = 'constant') -> _Pad_T_any: ...
_Range_T = TypeVar("_Range_T", FLOAT, DOUBLE, INT16, INT32, INT64)
_Range_T_any = TypeVar("_Range_T_any", bound=TensorType)
@overload
def Range(start: _Range_T | float | Sequence[float], limit: _Range_T | float | Sequence[float], delta: _Range_T | float | Sequence[float]) -> _Range_T:
    """[Range - 11](https://onnx.ai/onnx/operators/onnx__Range.html#range-11) · ai.onnx · since opset 11

    Generate a tensor containing a sequence of numbers that begin at `start` and extends by increments of `delta`
    up to `limit` (exclusive).

    The number of elements in the output of range is computed as below:
    ```
    number_of_elements = max( ceil( (limit - start) / delta ) , 0 )
    ```
    The pseudocode determining the contents of the output is shown below:
    ```
    for(int i=0; i<number_of_elements; ++i) {
      output[i] =  start + (i * delta);
    }
    ```
    Example 1:
    ```
    Inputs: start = 3, limit = 9, delta = 3
    Output: [3, 6]
    ```
    Example 2:
    ```
    Inputs: start = 10, limit = 4, delta = -2
    Output: [10, 8, 6]
    ```

    Args:
    - start (T): Scalar. First entry for the range of output values.
    - limit (T): Scalar. Exclusive upper limit for the range of output values.
    - delta (T): Scalar. Value to step by.

    Returns:
    - output (T): A 1-D tensor with same type as the inputs containing generated range of values.

    Type constraints:
    - T in (FLOAT, DOUBLE, INT16, INT32, INT64): Constrain input types to common numeric type tensors."""
@overload
@deprecated('Range (version 11) takes T as one of FLOAT, DOUBLE, INT16, INT32 or INT64: these element types make an invalid model')
def Range(start: _Range_T_any | float | Sequence[float], limit: _Range_T_any | float | Sequence[float], delta: _Range_T_any | float | Sequence[float]) -> _Range_T_any: ...
_ReduceL1_T = TypeVar("_ReduceL1_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceL1_T_any = TypeVar("_ReduceL1_T_any", bound=TensorType)
@overload
def ReduceL1(data: _ReduceL1_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceL1_T:
    """[ReduceL1 - 11](https://onnx.ai/onnx/operators/onnx__ReduceL1.html#reducel1-11) · ai.onnx · since opset 11

    Computes the L1 norm of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceL1 (version 11) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceL1(data: _ReduceL1_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceL1_T_any: ...
_ReduceL2_T = TypeVar("_ReduceL2_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceL2_T_any = TypeVar("_ReduceL2_T_any", bound=TensorType)
@overload
def ReduceL2(data: _ReduceL2_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceL2_T:
    """[ReduceL2 - 11](https://onnx.ai/onnx/operators/onnx__ReduceL2.html#reducel2-11) · ai.onnx · since opset 11

    Computes the L2 norm of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceL2 (version 11) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceL2(data: _ReduceL2_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceL2_T_any: ...
_ReduceLogSum_T = TypeVar("_ReduceLogSum_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceLogSum_T_any = TypeVar("_ReduceLogSum_T_any", bound=TensorType)
@overload
def ReduceLogSum(data: _ReduceLogSum_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceLogSum_T:
    """[ReduceLogSum - 11](https://onnx.ai/onnx/operators/onnx__ReduceLogSum.html#reducelogsum-11) · ai.onnx · since opset 11

    Computes the log sum of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceLogSum (version 11) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceLogSum(data: _ReduceLogSum_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceLogSum_T_any: ...
_ReduceLogSumExp_T = TypeVar("_ReduceLogSumExp_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceLogSumExp_T_any = TypeVar("_ReduceLogSumExp_T_any", bound=TensorType)
@overload
def ReduceLogSumExp(data: _ReduceLogSumExp_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceLogSumExp_T:
    """[ReduceLogSumExp - 11](https://onnx.ai/onnx/operators/onnx__ReduceLogSumExp.html#reducelogsumexp-11) · ai.onnx · since opset 11

    Computes the log sum exponent of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceLogSumExp (version 11) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceLogSumExp(data: _ReduceLogSumExp_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceLogSumExp_T_any: ...
_ReduceMax_T = TypeVar("_ReduceMax_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceMax_T_any = TypeVar("_ReduceMax_T_any", bound=TensorType)
@overload
def ReduceMax(data: _ReduceMax_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMax_T:
    """[ReduceMax - 11](https://onnx.ai/onnx/operators/onnx__ReduceMax.html#reducemax-11) · ai.onnx · since opset 11

    Computes the max of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields minus infinity (if supported by the datatype) or the minimum value of the data type otherwise.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceMax (version 11) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceMax(data: _ReduceMax_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMax_T_any: ...
_ReduceMean_T = TypeVar("_ReduceMean_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceMean_T_any = TypeVar("_ReduceMean_T_any", bound=TensorType)
@overload
def ReduceMean(data: _ReduceMean_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMean_T:
    """[ReduceMean - 11](https://onnx.ai/onnx/operators/onnx__ReduceMean.html#reducemean-11) · ai.onnx · since opset 11

    Computes the mean of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceMean (version 11) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceMean(data: _ReduceMean_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMean_T_any: ...
_ReduceMin_T = TypeVar("_ReduceMin_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceMin_T_any = TypeVar("_ReduceMin_T_any", bound=TensorType)
@overload
def ReduceMin(data: _ReduceMin_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMin_T:
    """[ReduceMin - 11](https://onnx.ai/onnx/operators/onnx__ReduceMin.html#reducemin-11) · ai.onnx · since opset 11

    Computes the min of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields plus infinity (if supported by the datatype) or the maximum value of the data type otherwise.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceMin (version 11) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceMin(data: _ReduceMin_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMin_T_any: ...
_ReduceProd_T = TypeVar("_ReduceProd_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceProd_T_any = TypeVar("_ReduceProd_T_any", bound=TensorType)
@overload
def ReduceProd(data: _ReduceProd_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceProd_T:
    """[ReduceProd - 11](https://onnx.ai/onnx/operators/onnx__ReduceProd.html#reduceprod-11) · ai.onnx · since opset 11

    Computes the product of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceProd (version 11) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceProd(data: _ReduceProd_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceProd_T_any: ...
_ReduceSum_T = TypeVar("_ReduceSum_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceSum_T_any = TypeVar("_ReduceSum_T_any", bound=TensorType)
@overload
def ReduceSum(data: _ReduceSum_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceSum_T:
    """[ReduceSum - 11](https://onnx.ai/onnx/operators/onnx__ReduceSum.html#reducesum-11) · ai.onnx · since opset 11

    Computes the sum of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceSum (version 11) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceSum(data: _ReduceSum_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceSum_T_any: ...
_ReduceSumSquare_T = TypeVar("_ReduceSumSquare_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceSumSquare_T_any = TypeVar("_ReduceSumSquare_T_any", bound=TensorType)
@overload
def ReduceSumSquare(data: _ReduceSumSquare_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceSumSquare_T:
    """[ReduceSumSquare - 11](https://onnx.ai/onnx/operators/onnx__ReduceSumSquare.html#reducesumsquare-11) · ai.onnx · since opset 11

    Computes the sum square of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceSumSquare (version 11) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceSumSquare(data: _ReduceSumSquare_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceSumSquare_T_any: ...
_Resize_T1 = TypeVar("_Resize_T1", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Resize_T1_any = TypeVar("_Resize_T1_any", bound=TensorType)
@overload
def Resize(X: _Resize_T1 | float | str | Sequence[float], roi: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], scales: FLOAT | float | Sequence[float], sizes: INT64 | int | Sequence[int] | None = None, extrapolation_value: float = 0.0, exclude_outside: int = 0, nearest_mode: str = 'round_prefer_floor', coordinate_transformation_mode: str = 'half_pixel', cubic_coeff_a: float = -0.75, mode: str = 'nearest') -> _Resize_T1:
    """[Resize - 11](https://onnx.ai/onnx/operators/onnx__Resize.html#resize-11) · ai.onnx · since opset 11

    Described at [Resize - 13](https://onnx.ai/onnx/operators/onnx__Resize.html#resize-13), whose documentation is the same.

    Args:
    - X (T1): N-D tensor
    - roi (T2): 1-D tensor given as [start1, ..., startN, end1, ..., endN], where N is the rank of X. The RoIs' coordinates are normalized in the coordinate system of the input image. It only takes effect when coordinate_transformation_mode is "tf_crop_and_resize"
    - scales (FLOAT): The scale array along each dimension. It takes value greater than 0. If it's less than 1, it's sampling down, otherwise, it's upsampling. The number of elements of 'scales' should be the same as the rank of input 'X'. If 'size' is needed, the user must set 'scales' to an empty tensor.
    - sizes (optional INT64): The size of the output tensor. The number of elements of 'sizes' should be the same as the rank of input 'X'. May only be set if 'scales' is set to an empty tensor.
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

    if coordinate_transformation_mode is "tf_half_pixel_for_nn", 

    x_original = (x_resized + 0.5) / scale, 

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
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input 'X' and output 'Y' to all tensor types.
    - T2 in (FLOAT16, FLOAT, DOUBLE): Constrain roi type to float or double."""
@overload
@deprecated('Resize (version 11) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; T2 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Resize(X: _Resize_T1_any | float | str | Sequence[float], roi: TensorType | float | Sequence[float], scales: FLOAT | float | Sequence[float], sizes: INT64 | int | Sequence[int] | None = None, extrapolation_value: float = 0.0, exclude_outside: int = 0, nearest_mode: str = 'round_prefer_floor', coordinate_transformation_mode: str = 'half_pixel', cubic_coeff_a: float = -0.75, mode: str = 'nearest') -> _Resize_T1_any: ...
_Round_T = TypeVar("_Round_T", FLOAT16, FLOAT, DOUBLE)
_Round_T_any = TypeVar("_Round_T_any", bound=TensorType)
@overload
def Round(X: _Round_T | float | Sequence[float]) -> _Round_T:
    """[Round - 11](https://onnx.ai/onnx/operators/onnx__Round.html#round-11) · ai.onnx · since opset 11

    Described at [Round - 22](https://onnx.ai/onnx/operators/onnx__Round.html#round-22), whose documentation is the same.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Round (version 11) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Round(X: _Round_T_any | float | Sequence[float]) -> _Round_T_any: ...
def Scan(*initial_state_and_scan_inputs: Any, body: GraphBody, num_scan_inputs: int, scan_input_axes: Sequence[int] | None = None, scan_input_directions: Sequence[int] | None = None, scan_output_axes: Sequence[int] | None = None, scan_output_directions: Sequence[int] | None = None) -> Any:
    """[Scan - 11](https://onnx.ai/onnx/operators/onnx__Scan.html#scan-11) · ai.onnx · since opset 11

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
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): All Tensor types"""
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
_ScatterElements_T = TypeVar("_ScatterElements_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_ScatterElements_T_any = TypeVar("_ScatterElements_T_any", bound=TensorType)
@overload
def ScatterElements(data: _ScatterElements_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _ScatterElements_T | float | Sequence[float], axis: int = 0) -> _ScatterElements_T:
    """[ScatterElements - 11](https://onnx.ai/onnx/operators/onnx__ScatterElements.html#scatterelements-11) · ai.onnx · since opset 11

    Described at [ScatterElements - 13](https://onnx.ai/onnx/operators/onnx__ScatterElements.html#scatterelements-13), whose documentation is the same.

    Args:
    - data (T): Tensor of rank r >= 1.
    - indices (Tind): Tensor of int32/int64 indices, of r >= 1 (same rank as input). All index values are expected to be within bounds [-s, s-1] along axis of size s. It is an error if any of the index values are out of bounds.
    - updates (T): Tensor of rank r >=1 (same rank and shape as indices)
    - axis (int, default 0): Which axis to scatter on. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).

    Returns:
    - output (T): Tensor of rank r >= 1 (same rank as input).

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input and output types can be of any tensor type.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('ScatterElements (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def ScatterElements(data: _ScatterElements_T_any | float | Sequence[float], indices: TensorType | int | Sequence[int], updates: _ScatterElements_T_any | float | Sequence[float], axis: int = 0) -> _ScatterElements_T_any: ...
_ScatterND_T = TypeVar("_ScatterND_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_ScatterND_T_any = TypeVar("_ScatterND_T_any", bound=TensorType)
@overload
def ScatterND(data: _ScatterND_T | float | Sequence[float], indices: INT64 | int | Sequence[int], updates: _ScatterND_T | float | Sequence[float]) -> _ScatterND_T:
    """[ScatterND - 11](https://onnx.ai/onnx/operators/onnx__ScatterND.html#scatternd-11) · ai.onnx · since opset 11

    Described at [ScatterND - 13](https://onnx.ai/onnx/operators/onnx__ScatterND.html#scatternd-13), whose documentation is the same.

    Args:
    - data (T): Tensor of rank r >= 1.
    - indices (INT64): Tensor of rank q >= 1.
    - updates (T): Tensor of rank q + r - indices_shape[-1] - 1.

    Returns:
    - output (T): Tensor of rank r >= 1.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type."""
@overload
@deprecated('ScatterND (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def ScatterND(data: _ScatterND_T_any | float | Sequence[float], indices: INT64 | int | Sequence[int], updates: _ScatterND_T_any | float | Sequence[float]) -> _ScatterND_T_any: ...
_SequenceAt_T = TypeVar("_SequenceAt_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_SequenceAt_T_any = TypeVar("_SequenceAt_T_any", bound=TensorType)
@overload
def SequenceAt(input_sequence: Sequence[_SequenceAt_T], position: INT32 | INT64 | int | Sequence[int]) -> _SequenceAt_T:
    """[SequenceAt - 11](https://onnx.ai/onnx/operators/onnx__SequenceAt.html#sequenceat-11) · ai.onnx · since opset 11

    Outputs a tensor copy from the tensor at 'position' in 'input_sequence'.
    Accepted range for 'position' is in `[-n, n - 1]`, where `n` is the number of tensors in 'input_sequence'.
    Negative value means counting positions from the back.

    Args:
    - input_sequence (S): Input sequence.
    - position (I): Position of the tensor in the sequence. Negative value means counting positions from the back. Accepted range in `[-n, n - 1]`, where `n` is the number of tensors in 'input_sequence'. It is an error if any of the index values are out of bounds. It must be a scalar(tensor of empty shape).

    Returns:
    - tensor (T): Output tensor at the specified position in the input sequence.

    Type constraints:
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain to any tensor type.
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type.
    - I in (INT32, INT64): Constrain position to integral tensor. It must be a scalar(tensor of empty shape)."""
@overload
@deprecated('SequenceAt (version 11) takes S as a sequence of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; I as one of INT32 or INT64: these element types make an invalid model')
def SequenceAt(input_sequence: Sequence[_SequenceAt_T_any], position: TensorType | int | Sequence[int]) -> _SequenceAt_T_any: ...
_SequenceConstruct_T = TypeVar("_SequenceConstruct_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_SequenceConstruct_T_any = TypeVar("_SequenceConstruct_T_any", bound=TensorType)
@overload
def SequenceConstruct(*inputs: _SequenceConstruct_T | float | Sequence[float]) -> Sequence[_SequenceConstruct_T]:  # type: ignore[overload-overlap]
    """[SequenceConstruct - 11](https://onnx.ai/onnx/operators/onnx__SequenceConstruct.html#sequenceconstruct-11) · ai.onnx · since opset 11

    Construct a tensor sequence containing 'inputs' tensors.
    All tensors in 'inputs' must have the same data type.

    Args:
    - inputs (variadic T): Tensors.

    Returns:
    - output_sequence (S): Sequence enclosing the input tensors.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input types to any tensor type.
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain output types to any tensor type."""
@overload
@deprecated('SequenceConstruct (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def SequenceConstruct(*inputs: _SequenceConstruct_T_any | float | Sequence[float]) -> Sequence[_SequenceConstruct_T]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.UINT8]) -> Sequence[UINT8]:
    """[SequenceEmpty - 11](https://onnx.ai/onnx/operators/onnx__SequenceEmpty.html#sequenceempty-11) · ai.onnx · since opset 11

    Construct an empty tensor sequence, with given data type.

    Args:
    - dtype (int, optional): (Optional) The data type of the tensors in the output sequence. The default type is 'float'.

    Returns:
    - output (S): Empty sequence.

    Type constraints:
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain output types to any tensor type."""
@overload
def SequenceEmpty(dtype: Literal[DataType.UINT16]) -> Sequence[UINT16]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.UINT32]) -> Sequence[UINT32]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.UINT64]) -> Sequence[UINT64]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.INT8]) -> Sequence[INT8]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.INT16]) -> Sequence[INT16]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.INT32]) -> Sequence[INT32]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.INT64]) -> Sequence[INT64]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.FLOAT16]) -> Sequence[FLOAT16]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.FLOAT]) -> Sequence[FLOAT]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.DOUBLE]) -> Sequence[DOUBLE]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.STRING]) -> Sequence[STRING]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.BOOL]) -> Sequence[BOOL]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.COMPLEX64]) -> Sequence[COMPLEX64]: ...
@overload
def SequenceEmpty(dtype: Literal[DataType.COMPLEX128]) -> Sequence[COMPLEX128]: ...
@overload
def SequenceEmpty(dtype: int | None = None) -> Any: ...
_SequenceErase_S = TypeVar("_SequenceErase_S", Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128])
_SequenceErase_S_any = TypeVar("_SequenceErase_S_any", bound=Sequence[TensorType])
@overload
def SequenceErase(input_sequence: _SequenceErase_S, position: INT32 | INT64 | int | Sequence[int] | None = None) -> _SequenceErase_S:
    """[SequenceErase - 11](https://onnx.ai/onnx/operators/onnx__SequenceErase.html#sequenceerase-11) · ai.onnx · since opset 11

    Outputs a tensor sequence that removes the tensor at 'position' from 'input_sequence'.
    Accepted range for 'position' is in `[-n, n - 1]`, where `n` is the number of tensors in 'input_sequence'.
    Negative value means counting positions from the back.
    'position' is optional, by default it erases the last tensor from 'input_sequence'.

    Args:
    - input_sequence (S): Input sequence.
    - position (optional I): Position of the tensor in the sequence. Negative value means counting positions from the back. Accepted range in `[-n, n - 1]`, where `n` is the number of tensors in 'input_sequence'. It is an error if any of the index values are out of bounds. It must be a scalar(tensor of empty shape).

    Returns:
    - output_sequence (S): Output sequence that has the tensor at the specified position removed.

    Type constraints:
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain to any tensor type.
    - I in (INT32, INT64): Constrain position to integral tensor. It must be a scalar(tensor of empty shape)."""
@overload
@deprecated('SequenceErase (version 11) takes S as a sequence of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; I as one of INT32 or INT64: these element types make an invalid model')
def SequenceErase(input_sequence: _SequenceErase_S_any, position: TensorType | int | Sequence[int] | None = None) -> _SequenceErase_S_any: ...
_SequenceInsert_T = TypeVar("_SequenceInsert_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_SequenceInsert_T_any = TypeVar("_SequenceInsert_T_any", bound=TensorType)
@overload
def SequenceInsert(input_sequence: Sequence[_SequenceInsert_T], tensor: _SequenceInsert_T | float | str | Sequence[float], position: INT32 | INT64 | int | Sequence[int] | None = None) -> Sequence[_SequenceInsert_T]:  # type: ignore[overload-overlap]
    """[SequenceInsert - 11](https://onnx.ai/onnx/operators/onnx__SequenceInsert.html#sequenceinsert-11) · ai.onnx · since opset 11

    Outputs a tensor sequence that inserts 'tensor' into 'input_sequence' at 'position'.
    'tensor' must have the same data type as 'input_sequence'.
    Accepted range for 'position' is in `[-n, n]`, where `n` is the number of tensors in 'input_sequence'.
    Negative value means counting positions from the back.
    'position' is optional, by default it inserts 'tensor' to the back of 'input_sequence'.

    Args:
    - input_sequence (S): Input sequence.
    - tensor (T): Input tensor to be inserted into the input sequence.
    - position (optional I): Position in the sequence where the new tensor is inserted. It is optional and default is to insert to the back of the sequence. Negative value means counting positions from the back. Accepted range in `[-n, n]`, where `n` is the number of tensors in 'input_sequence'. It is an error if any of the index values are out of bounds. It must be a scalar(tensor of empty shape).

    Returns:
    - output_sequence (S): Output sequence that contains the inserted tensor at given position.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type.
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain to any tensor type.
    - I in (INT32, INT64): Constrain position to integral tensor. It must be a scalar(tensor of empty shape)."""
@overload
@deprecated('SequenceInsert (version 11) takes S as a sequence of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; I as one of INT32 or INT64: these element types make an invalid model')
def SequenceInsert(input_sequence: Sequence[_SequenceInsert_T_any], tensor: _SequenceInsert_T_any | float | str | Sequence[float], position: TensorType | int | Sequence[int] | None = None) -> Sequence[_SequenceInsert_T_any]: ...
@overload
def SequenceLength(input_sequence: Sequence[UINT8] | Sequence[UINT16] | Sequence[UINT32] | Sequence[UINT64] | Sequence[INT8] | Sequence[INT16] | Sequence[INT32] | Sequence[INT64] | Sequence[FLOAT16] | Sequence[FLOAT] | Sequence[DOUBLE] | Sequence[STRING] | Sequence[BOOL] | Sequence[COMPLEX64] | Sequence[COMPLEX128]) -> INT64:
    """[SequenceLength - 11](https://onnx.ai/onnx/operators/onnx__SequenceLength.html#sequencelength-11) · ai.onnx · since opset 11

    Produces a scalar(tensor of empty shape) containing the number of tensors in 'input_sequence'.

    Args:
    - input_sequence (S): Input sequence.

    Returns:
    - length (I): Length of input sequence. It must be a scalar(tensor of empty shape).

    Type constraints:
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain to any tensor type.
    - I in (INT64): Constrain output to integral tensor. It must be a scalar(tensor of empty shape)."""
@overload
@deprecated('SequenceLength (version 11) takes S as a sequence of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def SequenceLength(input_sequence: Sequence[TensorType]) -> INT64: ...
_Slice_T = TypeVar("_Slice_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Slice_Tind = TypeVar("_Slice_Tind", INT32, INT64)
_Slice_T_any = TypeVar("_Slice_T_any", bound=TensorType)
_Slice_Tind_any = TypeVar("_Slice_Tind_any", bound=TensorType)
@overload
def Slice(data: _Slice_T | float | str | Sequence[float], starts: _Slice_Tind | int | Sequence[int], ends: _Slice_Tind | int | Sequence[int], axes: _Slice_Tind | int | Sequence[int] | None = None, steps: _Slice_Tind | int | Sequence[int] | None = None) -> _Slice_T:
    """[Slice - 11](https://onnx.ai/onnx/operators/onnx__Slice.html#slice-11) · ai.onnx · since opset 11

    Produces a slice of the input tensor along multiple axes. Similar to numpy:
    https://numpy.org/doc/stable/reference/routines.indexing.html
    Slices uses `starts`, `ends`, `axes` and `steps` inputs to specify the start and end
    dimension and step for each axis in the list of axes, it uses this information to
    slice the input `data` tensor. If a negative value is passed for any of the
    start or end indices, it represents number of elements before the end of that
    dimension. If the value passed to start or end is larger than the `n` (the
    number of elements in this dimension), it represents `n`. For slicing to the
    end of a dimension with unknown size, it is recommended to pass in `INT_MAX`
    when slicing forward and 'INT_MIN' when slicing backward.
    If a negative value is passed for step, it represents slicing backward.
    However step value cannot be 0.
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
    - axes (optional Tind): 1-D tensor of axes that `starts` and `ends` apply to. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).
    - steps (optional Tind): 1-D tensor of slice step of corresponding axis in `axes`. Negative value means slicing backward. 'steps' cannot be 0. Defaults to 1.

    Returns:
    - output (T): Sliced data tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Slice (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def Slice(data: _Slice_T_any | float | str | Sequence[float], starts: _Slice_Tind_any | int | Sequence[int], ends: _Slice_Tind_any | int | Sequence[int], axes: _Slice_Tind_any | int | Sequence[int] | None = None, steps: _Slice_Tind_any | int | Sequence[int] | None = None) -> _Slice_T_any: ...
_Softmax_T = TypeVar("_Softmax_T", FLOAT16, FLOAT, DOUBLE)
_Softmax_T_any = TypeVar("_Softmax_T_any", bound=TensorType)
@overload
def Softmax(input: _Softmax_T | float | Sequence[float], axis: int = 1) -> _Softmax_T:
    """[Softmax - 11](https://onnx.ai/onnx/operators/onnx__Softmax.html#softmax-11) · ai.onnx · since opset 11

    The operator computes the softmax (normalized exponential) values for each layer in the batch
     of the given input.

    The input does not need to explicitly be a 2D vector; rather, it will be
    coerced into one. For an arbitrary n-dimensional tensor
    input \\in [a_0, a_1, ..., a_{k-1}, a_k, ..., a_{n-1}] and k is
    the axis provided, then input will be coerced into a 2-dimensional tensor with
    dimensions [a_0 * ... * a_{k-1}, a_k * ... * a_{n-1}]. For the default
    case where axis=1, this means the input tensor will be coerced into a 2D tensor
    of dimensions [a_0, a_1 * ... * a_{n-1}], where a_0 is often the batch size.
    In this situation, we must have a_0 = N and a_1 * ... * a_{n-1} = D.
    Each of these dimensions must be matched correctly, or else the operator
    will throw errors. The output tensor has the same shape
    and contains the softmax values of the corresponding input.

    Args:
    - input (T): The input tensor that's coerced into a 2D matrix of size (NxD) as described above.
    - axis (int, default 1): Describes the axis of the inputs when coerced to 2D; defaults to one because the 0th axis most likely describes the batch_size. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).

    Returns:
    - output (T): The output values with the same shape as input tensor (the original size without coercion).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Softmax (version 11) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Softmax(input: _Softmax_T_any | float | Sequence[float], axis: int = 1) -> _Softmax_T_any: ...
_Split_T = TypeVar("_Split_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Split_T_any = TypeVar("_Split_T_any", bound=TensorType)
@overload
def Split(input: _Split_T | float | str | Sequence[float], split: Sequence[int] | None = None, axis: int = 0) -> tuple[_Split_T, ...]:
    """[Split - 11](https://onnx.ai/onnx/operators/onnx__Split.html#split-11) · ai.onnx · since opset 11

    Split a tensor into a list of tensors, along the specified
    'axis'. Lengths of the parts can be specified using argument 'split'.
    Otherwise, the tensor is split to equal sized parts.

    Args:
    - input (T): The tensor to split
    - axis (int, default 0): Which axis to split on. A negative value means counting dimensions from the back. Accepted range is [-rank, rank-1] where r = rank(input).
    - split (Sequence[int], optional): length of each output. Values should be >= 0.

    Returns:
    - outputs (variadic T): One or more outputs forming list of tensors after splitting

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Split (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Split(input: _Split_T_any | float | str | Sequence[float], split: Sequence[int] | None = None, axis: int = 0) -> tuple[_Split_T_any, ...]: ...
_SplitToSequence_T = TypeVar("_SplitToSequence_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_SplitToSequence_T_any = TypeVar("_SplitToSequence_T_any", bound=TensorType)
@overload
def SplitToSequence(input: _SplitToSequence_T | float | str | Sequence[float], split: INT32 | INT64 | int | Sequence[int] | None = None, keepdims: int = 1, axis: int = 0) -> Sequence[_SplitToSequence_T]:  # type: ignore[overload-overlap]
    """[SplitToSequence - 11](https://onnx.ai/onnx/operators/onnx__SplitToSequence.html#splittosequence-11) · ai.onnx · since opset 11

    Described at [SplitToSequence - 24](https://onnx.ai/onnx/operators/onnx__SplitToSequence.html#splittosequence-24), whose documentation is the same.

    Args:
    - input (T): The tensor to split
    - split (optional I): Length of each output. It can be either a scalar(tensor of empty shape), or a 1-D tensor. All values must be >= 0.
    - axis (int, default 0): Which axis to split on. A negative value means counting dimensions from the back. Accepted range is [-rank, rank-1].
    - keepdims (int, default 1): Keep the split dimension or not. Default 1, which means we keep split dimension. If input 'split' is specified, this attribute is ignored.

    Returns:
    - output_sequence (S): One or more outputs forming a sequence of tensors after splitting

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input types to all tensor types.
    - I in (INT32, INT64): Constrain split size to integral tensor.
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain output types to all tensor types."""
@overload
@deprecated('SplitToSequence (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; I as one of INT32 or INT64: these element types make an invalid model')
def SplitToSequence(input: _SplitToSequence_T_any | float | str | Sequence[float], split: TensorType | int | Sequence[int] | None = None, keepdims: int = 1, axis: int = 0) -> Sequence[_SplitToSequence_T]: ...
_Squeeze_T = TypeVar("_Squeeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Squeeze_T_any = TypeVar("_Squeeze_T_any", bound=TensorType)
@overload
def Squeeze(data: _Squeeze_T | float | str | Sequence[float], axes: Sequence[int] | None = None) -> _Squeeze_T:
    """[Squeeze - 11](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-11) · ai.onnx · since opset 11

    Remove single-dimensional entries from the shape of a tensor.
    Takes a  parameter `axes` with a list of axes to squeeze.
    If `axes` is not provided, all the single dimensions will be removed from
    the shape. If an axis is selected with shape entry not equal to one, an error is raised.

    Args:
    - data (T): Tensors with at least max(dims) dimensions.
    - axes (Sequence[int], optional): List of integers indicating the dimensions to squeeze. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).

    Returns:
    - squeezed (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Squeeze (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Squeeze(data: _Squeeze_T_any | float | str | Sequence[float], axes: Sequence[int] | None = None) -> _Squeeze_T_any: ...
_TopK_T = TypeVar("_TopK_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_TopK_T_any = TypeVar("_TopK_T_any", bound=TensorType)
@overload
def TopK(X: _TopK_T | float | Sequence[float], K: INT64 | int | Sequence[int], sorted: int = 1, largest: int = 1, axis: int = -1) -> tuple[_TopK_T, INT64]:
    """[TopK - 11](https://onnx.ai/onnx/operators/onnx__TopK.html#topk-11) · ai.onnx · since opset 11

    Described at [TopK - 24](https://onnx.ai/onnx/operators/onnx__TopK.html#topk-24), whose documentation is the same.

    Args:
    - X (T): Tensor of shape [a_0, a_1, ..., a_{n-1}]
    - K (INT64): A 1-D tensor containing a single positive value corresponding to the number of top elements to retrieve
    - axis (int, default -1): Dimension on which to do the sort. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(input).
    - largest (int, default 1): Whether to return the top-K largest or smallest elements.
    - sorted (int, default 1): Whether to return the elements in sorted order.

    Returns:
    - Values (T): Tensor of shape [a_0, a_1, ..., a_{axis-1}, k, a_{axis+1}, ... a_{n-1}] containing top K values from the input tensor
    - Indices (I): Tensor of shape [a_0, a_1, ..., a_{axis-1}, k, a_{axis+1}, ... a_{n-1}] containing the corresponding input tensor indices for the top K values.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to numeric tensors.
    - I in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('TopK (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def TopK(X: _TopK_T_any | float | Sequence[float], K: INT64 | int | Sequence[int], sorted: int = 1, largest: int = 1, axis: int = -1) -> tuple[_TopK_T_any, INT64]: ...
_Unique_T = TypeVar("_Unique_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Unique_T_any = TypeVar("_Unique_T_any", bound=TensorType)
@overload
def Unique(X: _Unique_T | float | str | Sequence[float], axis: int | None = None, sorted: int = 1) -> _Unique_T:
    """[Unique - 11](https://onnx.ai/onnx/operators/onnx__Unique.html#unique-11) · ai.onnx · since opset 11

    Described at [Unique - 28](https://onnx.ai/onnx/operators/onnx__Unique.html#unique-28), whose documentation is the same.

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input can be of any tensor type."""
@overload
@deprecated('Unique (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Unique(X: _Unique_T_any | float | str | Sequence[float], axis: int | None = None, sorted: int = 1) -> _Unique_T_any: ...
_Unsqueeze_T = TypeVar("_Unsqueeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Unsqueeze_T_any = TypeVar("_Unsqueeze_T_any", bound=TensorType)
@overload
def Unsqueeze(data: _Unsqueeze_T | float | str | Sequence[float], axes: Sequence[int]) -> _Unsqueeze_T:
    """[Unsqueeze - 11](https://onnx.ai/onnx/operators/onnx__Unsqueeze.html#unsqueeze-11) · ai.onnx · since opset 11

    Insert single-dimensional entries to the shape of an input tensor (`data`).
    Takes one required argument `axes` - which contains a list of dimension indices and this operator will insert a dimension of value `1` into the corresponding index of the output tensor (`expanded`).

    For example:
      Given an input tensor (`data`) of shape [3, 4, 5], then
      Unsqueeze(data, axes=[0, 4]) outputs a tensor (`expanded`) containing same data as `data` but with shape [1, 3, 4, 5, 1].

    The attribute `axes` should not contain any duplicate entries. It is an error if it contains duplicates.
    The rank of the output tensor (`output_rank`) is the rank of the input tensor (`data`) plus the number of values in `axes`.
    Each value in `axes` should be within the (inclusive) range [-output_rank , output_rank - 1].
    The order of values in `axes` does not matter and can come in any order.

    Args:
    - data (T): Original tensor
    - axes (Sequence[int], required): List of integers indicating the dimensions to be inserted. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(expanded).

    Returns:
    - expanded (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Unsqueeze (version 11) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Unsqueeze(data: _Unsqueeze_T_any | float | str | Sequence[float], axes: Sequence[int]) -> _Unsqueeze_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
