"""ai.onnx opset 1, every operator (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType, GraphBody, TensorData
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, TensorType,
)
__all__ = [
    "Abs", "Add", "And", "ArgMax", "ArgMin", "AveragePool", "BatchNormalization", "Cast", "Ceil", "Clip", "Concat",
    "Constant", "Conv", "ConvTranspose", "DepthToSpace", "Div", "Dropout", "Elu", "Equal", "Exp", "Flatten", "Floor",
    "GRU", "Gather", "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool", "Greater", "HardSigmoid", "Hardmax",
    "Identity", "If", "InstanceNormalization", "LRN", "LSTM", "LeakyRelu", "Less", "Log", "LogSoftmax", "Loop",
    "LpNormalization", "LpPool", "MatMul", "Max", "MaxPool", "MaxRoiPool", "Mean", "Min", "Mul", "Neg", "Not", "Or",
    "PRelu", "Pad", "Pow", "RNN", "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike",
    "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin",
    "ReduceProd", "ReduceSum", "ReduceSumSquare", "Relu", "Reshape", "Selu", "Shape", "Sigmoid", "Size", "Slice",
    "Softmax", "Softplus", "Softsign", "SpaceToDepth", "Split", "Sqrt", "Squeeze", "Sub", "Sum", "Tanh", "Tile", "TopK",
    "Transpose", "Unsqueeze", "Upsample", "Xor",
]

_Abs_T = TypeVar("_Abs_T", FLOAT16, FLOAT, DOUBLE)
_Abs_T_any = TypeVar("_Abs_T_any", bound=TensorType)
@overload
def Abs(X: _Abs_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Abs_T:
    """[Abs - 1](https://onnx.ai/onnx/operators/onnx__Abs.html#abs-1) · ai.onnx · since opset 1

    Described at [Abs - 6](https://onnx.ai/onnx/operators/onnx__Abs.html#abs-6), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Abs (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Abs(X: _Abs_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Abs_T_any: ...
_Add_T = TypeVar("_Add_T", FLOAT16, FLOAT, DOUBLE)
_Add_T_any = TypeVar("_Add_T_any", bound=TensorType)
@overload
def Add(A: _Add_T | float | Sequence[float], B: _Add_T | float | Sequence[float], axis: int | None = None, consumed_inputs: Sequence[int] | None = None, broadcast: int = 0) -> _Add_T:
    """[Add - 1](https://onnx.ai/onnx/operators/onnx__Add.html#add-1) · ai.onnx · since opset 1

    Described at [Add - 6](https://onnx.ai/onnx/operators/onnx__Add.html#add-6), whose documentation is the same.

    Args:
    - A (T): First operand, should share the type with the second operand.
    - B (T): Second operand. With broadcasting can be of smaller size than A. If broadcasting is disabled it should be of the same size.
    - axis (int, optional): If set, defines the broadcast dimensions. See doc for details.
    - broadcast (int, default 0): Pass 1 to enable broadcasting
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - C (T): Result, has same dimensions and type as A

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Add (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Add(A: _Add_T_any | float | Sequence[float], B: _Add_T_any | float | Sequence[float], axis: int | None = None, consumed_inputs: Sequence[int] | None = None, broadcast: int = 0) -> _Add_T_any: ...
def And(A: BOOL | bool, B: BOOL | bool, axis: int | None = None, broadcast: int = 0) -> BOOL:
    """[And - 1](https://onnx.ai/onnx/operators/onnx__And.html#and-1) · ai.onnx · since opset 1

    Returns the tensor resulted from performing the `and` logical operation
    elementwise on the input tensors `A` and `B`.

    If broadcasting is enabled, the right-hand-side argument will be broadcasted
    to match the shape of left-hand-side argument. See the doc of `Add` for a
    detailed description of the broadcasting rules.

    Args:
    - A (T): Left input tensor for the logical operator.
    - B (T): Right input tensor for the logical operator.
    - axis (int, optional): If set, defines the broadcast dimensions.
    - broadcast (int, default 0): Enable broadcasting

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL): Constrain input to boolean tensor.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
def ArgMax(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], keepdims: int = 1, axis: int = 0) -> INT64:
    """[ArgMax - 1](https://onnx.ai/onnx/operators/onnx__ArgMax.html#argmax-1) · ai.onnx · since opset 1

    Computes the indices of the max elements of the input tensor's element along the
    provided axis. The resulting tensor has the same rank as the input if keepdims equals 1.
    If keepdims equal 0, then the resulted tensor have the reduced dimension pruned.
    The type of the output tensor is integer.

    Args:
    - data (T): An input tensor.
    - axis (int, default 0): The axis in which to compute the arg indices.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (INT64): Reduced output tensor with integer data type.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('ArgMax (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ArgMax(data: TensorType | float | Sequence[float], keepdims: int = 1, axis: int = 0) -> INT64: ...
@overload
def ArgMin(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], keepdims: int = 1, axis: int = 0) -> INT64:
    """[ArgMin - 1](https://onnx.ai/onnx/operators/onnx__ArgMin.html#argmin-1) · ai.onnx · since opset 1

    Computes the indices of the min elements of the input tensor's element along the
    provided axis. The resulting tensor has the same rank as the input if keepdims equals 1.
    If keepdims equal 0, then the resulted tensor have the reduced dimension pruned.
    The type of the output tensor is integer.

    Args:
    - data (T): An input tensor.
    - axis (int, default 0): The axis in which to compute the arg indices.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (INT64): Reduced output tensor with integer data type.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('ArgMin (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ArgMin(data: TensorType | float | Sequence[float], keepdims: int = 1, axis: int = 0) -> INT64: ...
_AveragePool_T = TypeVar("_AveragePool_T", FLOAT16, FLOAT, DOUBLE)
_AveragePool_T_any = TypeVar("_AveragePool_T_any", bound=TensorType)
@overload
def AveragePool(X: _AveragePool_T | float | Sequence[float], pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T:
    """[AveragePool - 1](https://onnx.ai/onnx/operators/onnx__AveragePool.html#averagepool-1) · ai.onnx · since opset 1

    AveragePool consumes an input tensor X and applies average pooling across
    the tensor according to kernel sizes, stride sizes, and pad lengths.
    average pooling consisting of computing the average on all values of a
    subset of the input tensor according to the kernel size and downsampling the
    data into the output tensor Y for further processing. The output spatial shape will be following:
    ```
    output_spatial_shape[i] = floor((input_spatial_shape[i] + pad_shape[i] - kernel_spatial_shape[i]) / strides_spatial_shape[i] + 1)

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
    The output of each pooling window is divided by the number of elements exclude pad.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that the output spatial size match the input.In case of odd number add the extra padding at the end for SAME_UPPER and at the beginning for SAME_LOWER. VALID mean no padding.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis.

    Returns:
    - Y (T): Output data tensor from average or max pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes. Floor value of the dimension is used

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('AveragePool (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def AveragePool(X: _AveragePool_T_any | float | Sequence[float], pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T_any: ...
_BatchNormalization_T = TypeVar("_BatchNormalization_T", FLOAT16, FLOAT, DOUBLE)
_BatchNormalization_T_any = TypeVar("_BatchNormalization_T_any", bound=TensorType)
@overload
def BatchNormalization(X: _BatchNormalization_T | float | Sequence[float], scale: _BatchNormalization_T | float | Sequence[float], B: _BatchNormalization_T | float | Sequence[float], mean: _BatchNormalization_T | float | Sequence[float], var: _BatchNormalization_T | float | Sequence[float], consumed_inputs: Sequence[int], momentum: float = 0.9, epsilon: float = 1e-05, is_test: int = 0, spatial: int = 1) -> _BatchNormalization_T:
    """[BatchNormalization - 1](https://onnx.ai/onnx/operators/onnx__BatchNormalization.html#batchnormalization-1) · ai.onnx · since opset 1

    Carries out batch normalization as described in the paper
    https://arxiv.org/abs/1502.03167. Depending on the mode it is being run,
    there are multiple cases for the number of outputs, which we list below:

    Output case #1: Y, mean, var, saved_mean, saved_var (training mode)
    Output case #2: Y (test mode)

    Args:
    - X (T): The input 4-dimensional tensor of shape NCHW.
    - scale (T): The scale as a 1-dimensional tensor of size C to be applied to the output.
    - B (T): The bias as a 1-dimensional tensor of size C to be applied to the output.
    - mean (T): The running mean (training) or the estimated mean (testing) as a 1-dimensional tensor of size C.
    - var (T): The running variance (training) or the estimated variance (testing) as a 1-dimensional tensor of size C.
    - consumed_inputs (Sequence[int], required): legacy optimization attribute.
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero, default is 1e-5f.
    - is_test (int, default 0): If set to nonzero, run spatial batch normalization in test mode, default is 0.
    - momentum (float, default 0.9): Factor used in computing the running mean and variance.e.g., running_mean = running_mean * momentum + mean * (1 - momentum), default is 0.9f.
    - spatial (int, default 1): If true, compute the mean and variance across all spatial elements If false, compute the mean and variance across per feature.Default is 1.

    Returns:
    - Y (T): The output 4-dimensional tensor of the same shape as X.
    - mean (optional T): The running mean after the BatchNormalization operator. Must be in-place with the input mean. Should not be used for testing.
    - var (optional T): The running variance after the BatchNormalization operator. Must be in-place with the input var. Should not be used for testing.
    - saved_mean (optional T): Saved mean used during training to speed up gradient computation. Should not be used for testing.
    - saved_var (optional T): Saved variance used during training to speed up gradient computation. Should not be used for testing.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('BatchNormalization (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def BatchNormalization(X: _BatchNormalization_T_any | float | Sequence[float], scale: _BatchNormalization_T_any | float | Sequence[float], B: _BatchNormalization_T_any | float | Sequence[float], mean: _BatchNormalization_T_any | float | Sequence[float], var: _BatchNormalization_T_any | float | Sequence[float], consumed_inputs: Sequence[int], momentum: float = 0.9, epsilon: float = 1e-05, is_test: int = 0, spatial: int = 1) -> _BatchNormalization_T_any: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.FLOAT16]) -> FLOAT16:
    """[Cast - 1](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-1) · ai.onnx · since opset 1

    Described at [Cast - 6](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-6), whose documentation is the same.

    Args:
    - input (T1): Input tensor to be cast.
    - to (str, required): The data type to which the elements of the input tensor are cast. Strictly must be one of the types from DataType enum in TensorProto

    Returns:
    - output (T2): Output tensor with the same shape as input with type specified by the 'to' argument

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL): Constrain input types. Casting from strings and complex are not supported.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL): Constrain output types. Casting to strings and complex are not supported."""
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.INT8]) -> INT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.INT16]) -> INT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.INT32]) -> INT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.INT64]) -> INT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.UINT8]) -> UINT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.BOOL]) -> BOOL: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: str) -> Any: ...
@overload
@deprecated('Cast (version 1) takes T1 as one of FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64 or BOOL: these element types make an invalid model')
def Cast(input: TensorType | float | Sequence[float], to: str) -> Any: ...
_Ceil_T = TypeVar("_Ceil_T", FLOAT16, FLOAT, DOUBLE)
_Ceil_T_any = TypeVar("_Ceil_T_any", bound=TensorType)
@overload
def Ceil(X: _Ceil_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Ceil_T:
    """[Ceil - 1](https://onnx.ai/onnx/operators/onnx__Ceil.html#ceil-1) · ai.onnx · since opset 1

    Described at [Ceil - 6](https://onnx.ai/onnx/operators/onnx__Ceil.html#ceil-6), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Ceil (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Ceil(X: _Ceil_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Ceil_T_any: ...
_Clip_T = TypeVar("_Clip_T", FLOAT16, FLOAT, DOUBLE)
_Clip_T_any = TypeVar("_Clip_T_any", bound=TensorType)
@overload
def Clip(input: _Clip_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, max: float | None = None, min: float | None = None) -> _Clip_T:
    """[Clip - 1](https://onnx.ai/onnx/operators/onnx__Clip.html#clip-1) · ai.onnx · since opset 1

    Described at [Clip - 6](https://onnx.ai/onnx/operators/onnx__Clip.html#clip-6), whose documentation is the same.

    Args:
    - input (T): Input tensor whose elements to be clipped
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.
    - max (float, optional): Maximum value, above which element is replaced by max
    - min (float, optional): Minimum value, under which element is replaced by min

    Returns:
    - output (T): Output tensor with clipped input elements

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Clip (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Clip(input: _Clip_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, max: float | None = None, min: float | None = None) -> _Clip_T_any: ...
_Concat_T = TypeVar("_Concat_T", FLOAT16, FLOAT, DOUBLE)
_Concat_T_any = TypeVar("_Concat_T_any", bound=TensorType)
@overload
def Concat(*inputs: _Concat_T | float | Sequence[float], axis: int | None = None) -> _Concat_T:
    """[Concat - 1](https://onnx.ai/onnx/operators/onnx__Concat.html#concat-1) · ai.onnx · since opset 1

    Described at [Concat - 4](https://onnx.ai/onnx/operators/onnx__Concat.html#concat-4), whose documentation is the same.

    Args:
    - inputs (variadic T): List of tensors for concatenation
    - axis (int, optional): Which axis to concat on. Default value is 1.

    Returns:
    - concat_result (T): Concatenated tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors."""
@overload
@deprecated('Concat (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Concat(*inputs: _Concat_T_any | float | Sequence[float], axis: int | None = None) -> _Concat_T_any: ...
def Constant(value: TensorData) -> Any:
    """[Constant - 1](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-1) · ai.onnx · since opset 1

    Described at [Constant - 9](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-9), whose documentation is the same.

    Args:
    - value (TensorData, required): The value for the elements of the output tensor.

    Returns:
    - output (T): Output tensor containing the same value of the provided tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
_Conv_T = TypeVar("_Conv_T", FLOAT16, FLOAT, DOUBLE)
_Conv_T_any = TypeVar("_Conv_T_any", bound=TensorType)
@overload
def Conv(X: _Conv_T | float | Sequence[float], W: _Conv_T | float | Sequence[float], B: _Conv_T | float | Sequence[float] | None = None, group: int = 1, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, dilations: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _Conv_T:
    """[Conv - 1](https://onnx.ai/onnx/operators/onnx__Conv.html#conv-1) · ai.onnx · since opset 1

    Described at [Conv - 22](https://onnx.ai/onnx/operators/onnx__Conv.html#conv-22), whose documentation is the same.

    Args:
    - X (T): Input data tensor from previous layer; has size (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and width. Note that this is for the 2D image. Otherwise the size is (N x C x D1 x D2 ... x Dn). Optionally, if dimension denotation is in effect, the operation expects input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - W (T): The weight tensor that will be used in the convolutions; has size (M x C/group x kH x kW), where C is the number of channels, and kH and kW are the height and width of the kernel, and M is the number of feature maps. For more than 2 dimensions, the kernel shape will be (M x C/group x k1 x k2 x ... x kn), where (k1 x k2 x ... kn) is the dimension of the kernel. Optionally, if dimension denotation is in effect, the operation expects the weight tensor to arrive with the dimension denotation of [FILTER_OUT_CHANNEL, FILTER_IN_CHANNEL, FILTER_SPATIAL, FILTER_SPATIAL ...]. X.shape[1] == (W.shape[1] * group) == C (assuming zero based indices for the shape array). Or in other words FILTER_IN_CHANNEL should be equal to DATA_CHANNEL.
    - B (optional T): Optional 1D bias to be added to the convolution, has size of M.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that the output spatial size match the input.In case of odd number add the extra padding at the end for SAME_UPPER and at the beginning for SAME_LOWER. VALID mean no padding.
    - dilations (Sequence[int], optional): dilation value along each spatial axis of the filter.
    - group (int, default 1): number of groups input channels and output channels are divided into.
    - kernel_shape (Sequence[int], optional): The shape of the convolution kernel. If not present, should be inferred from input W.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis.

    Returns:
    - Y (T): Output data tensor that contains the result of the convolution. The output dimensions are functions of the kernel size, stride size, and pad lengths.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Conv (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Conv(X: _Conv_T_any | float | Sequence[float], W: _Conv_T_any | float | Sequence[float], B: _Conv_T_any | float | Sequence[float] | None = None, group: int = 1, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, dilations: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _Conv_T_any: ...
_ConvTranspose_T = TypeVar("_ConvTranspose_T", FLOAT16, FLOAT, DOUBLE)
_ConvTranspose_T_any = TypeVar("_ConvTranspose_T_any", bound=TensorType)
@overload
def ConvTranspose(X: _ConvTranspose_T | float | Sequence[float], W: _ConvTranspose_T | float | Sequence[float], B: _ConvTranspose_T | float | Sequence[float] | None = None, group: int = 1, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, output_padding: Sequence[int] | None = None, dilations: Sequence[int] | None = None, output_shape: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _ConvTranspose_T:
    """[ConvTranspose - 1](https://onnx.ai/onnx/operators/onnx__ConvTranspose.html#convtranspose-1) · ai.onnx · since opset 1

    The convolution transpose operator consumes an input tensor and a filter,
    and computes the output.

    If the pads parameter is provided the shape of the output is calculated via the following equation:

      output_shape[i] = stride[i] * (input_size[i] - 1) + output_padding[i] + ((kernel_shape[i] - 1) * dilations[i] + 1) - pads[start_i] - pads[end_i]

    output_shape can also be explicitly specified in which case pads values are auto generated using these equations:

      total_padding[i] = stride[i] * (input_size[i] - 1) + output_padding[i] + ((kernel_shape[i] - 1) * dilations[i] + 1) - output_shape[i]
      If (auto_pads != SAME_UPPER): pads[start_i] = total_padding[i]/2; pads[end_i] = total_padding[i] - (total_padding[i]/2)
      Else: pads[start_i] = total_padding[i] - (total_padding[i]/2); pads[end_i] = (total_padding[i]/2).

    Args:
    - X (T): Input data tensor from previous layer; has size (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and width. Note that this is for the 2D image. Otherwise the size is (N x C x D1 x D2 ... x Dn)
    - W (T): The weight tensor that will be used in the convolutions; has size (C x M/group x kH x kW), where C is the number of channels, and kH and kW are the height and width of the kernel, and M is the number of feature maps. For more than 2 dimensions, the weight shape will be (C x M/group x k1 x k2 x ... x kn), where (k1 x k2 x ... x kn) is the dimension of the kernel. The number of channels in the output should be equal to W.shape[1] * group (assuming zero based indices of the shape array)
    - B (optional T): Optional 1D bias to be added to the convolution, has size of M.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that the output spatial size match the input.In case of odd number add the extra padding at the end for SAME_UPPER and at the beginning for SAME_LOWER. VALID mean no padding.
    - dilations (Sequence[int], optional): dilation value along each spatial axis of the filter.
    - group (int, default 1): number of groups input channels and output channels are divided into.
    - kernel_shape (Sequence[int], optional): The shape of the convolution kernel. If not present, should be inferred from input W.
    - output_padding (Sequence[int], optional): The zero-padding added to one side of the output. This is also called adjs/adjustment in some frameworks.
    - output_shape (Sequence[int], optional): The shape of the output can be explicitly set which will cause pads values to be auto generated. If output_shape is specified pads values are ignored. See doc for details for equations to generate pads
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis.

    Returns:
    - Y (T): Output data tensor that contains the result of the convolution. The output dimensions are functions of the kernel size, stride size, pad lengths and group count. The number of channels in the output should be equal to W.shape[1] * group (assuming zero based indices of the shape array)

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('ConvTranspose (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ConvTranspose(X: _ConvTranspose_T_any | float | Sequence[float], W: _ConvTranspose_T_any | float | Sequence[float], B: _ConvTranspose_T_any | float | Sequence[float] | None = None, group: int = 1, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, output_padding: Sequence[int] | None = None, dilations: Sequence[int] | None = None, output_shape: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _ConvTranspose_T_any: ...
_DepthToSpace_T = TypeVar("_DepthToSpace_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_DepthToSpace_T_any = TypeVar("_DepthToSpace_T_any", bound=TensorType)
@overload
def DepthToSpace(input: _DepthToSpace_T | float | str | Sequence[float], blocksize: int) -> _DepthToSpace_T:
    """[DepthToSpace - 1](https://onnx.ai/onnx/operators/onnx__DepthToSpace.html#depthtospace-1) · ai.onnx · since opset 1

    DepthToSpace rearranges (permutes) data from depth into blocks of spatial data.
    This is the reverse transformation of SpaceToDepth. More specifically, this op outputs a copy of
    the input tensor where values from the depth dimension are moved in spatial blocks to the height
    and width dimensions.

    Args:
    - input (T): Input tensor of [N,C,H,W], where N is the batch axis, C is the channel or depth, H is the height and W is the width.
    - blocksize (int, required): Blocks of [blocksize, blocksize] are moved.

    Returns:
    - output (T): Output tensor of [N, C/(blocksize * blocksize), H * blocksize, W * blocksize].

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('DepthToSpace (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def DepthToSpace(input: _DepthToSpace_T_any | float | str | Sequence[float], blocksize: int) -> _DepthToSpace_T_any: ...
_Div_T = TypeVar("_Div_T", FLOAT16, FLOAT, DOUBLE)
_Div_T_any = TypeVar("_Div_T_any", bound=TensorType)
@overload
def Div(A: _Div_T | float | Sequence[float], B: _Div_T | float | Sequence[float], axis: int | None = None, consumed_inputs: Sequence[int] | None = None, broadcast: int = 0) -> _Div_T:
    """[Div - 1](https://onnx.ai/onnx/operators/onnx__Div.html#div-1) · ai.onnx · since opset 1

    Performs element-wise binary division (with limited broadcast support).

    If necessary the right-hand-side argument will be broadcasted to match the
    shape of left-hand-side argument. When broadcasting is specified, the second
    tensor can either be of element size 1 (including a scalar tensor and any
    tensor with rank equal to or smaller than the first tensor), or having its
    shape as a contiguous subset of the first tensor's shape. The starting of the
    mutually equal shape is specified by the argument "axis", and if it is not set,
    suffix matching is assumed. 1-dim expansion doesn't work yet.

    For example, the following tensor shapes are supported (with broadcast=1):

      shape(A) = (2, 3, 4, 5), shape(B) = (,), i.e. B is a scalar tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (1, 1), i.e. B is an 1-element tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (5,)
      shape(A) = (2, 3, 4, 5), shape(B) = (4, 5)
      shape(A) = (2, 3, 4, 5), shape(B) = (3, 4), with axis=1
      shape(A) = (2, 3, 4, 5), shape(B) = (2), with axis=0

    Attribute `broadcast=1` needs to be passed to enable broadcasting.

    Args:
    - A (T): First operand, should share the type with the second operand.
    - B (T): Second operand. With broadcasting can be of smaller size than A. If broadcasting is disabled it should be of the same size.
    - axis (int, optional): If set, defines the broadcast dimensions. See doc for details.
    - broadcast (int, default 0): Pass 1 to enable broadcasting
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - C (T): Result, has same dimensions and type as A

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Div (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Div(A: _Div_T_any | float | Sequence[float], B: _Div_T_any | float | Sequence[float], axis: int | None = None, consumed_inputs: Sequence[int] | None = None, broadcast: int = 0) -> _Div_T_any: ...
_Dropout_T = TypeVar("_Dropout_T", FLOAT16, FLOAT, DOUBLE)
_Dropout_T_any = TypeVar("_Dropout_T_any", bound=TensorType)
@overload
def Dropout(data: _Dropout_T | float | Sequence[float], is_test: int = 0, consumed_inputs: Sequence[int] | None = None, ratio: float = 0.5) -> _Dropout_T:
    """[Dropout - 1](https://onnx.ai/onnx/operators/onnx__Dropout.html#dropout-1) · ai.onnx · since opset 1

    Described at [Dropout - 6](https://onnx.ai/onnx/operators/onnx__Dropout.html#dropout-6), whose documentation is the same.

    Args:
    - data (T): The input data as Tensor.
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.
    - is_test (int, default 0): (int, default 0) if nonzero, run dropout in test mode where the output is simply Y = X.
    - ratio (float, default 0.5): (float, default 0.5) the ratio of random dropout

    Returns:
    - output (T): The output.
    - mask (optional T): The output mask. If is_test is nonzero, this output is not filled.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Dropout (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Dropout(data: _Dropout_T_any | float | Sequence[float], is_test: int = 0, consumed_inputs: Sequence[int] | None = None, ratio: float = 0.5) -> _Dropout_T_any: ...
_Elu_T = TypeVar("_Elu_T", FLOAT16, FLOAT, DOUBLE)
_Elu_T_any = TypeVar("_Elu_T_any", bound=TensorType)
@overload
def Elu(X: _Elu_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, alpha: float = 1.0) -> _Elu_T:
    """[Elu - 1](https://onnx.ai/onnx/operators/onnx__Elu.html#elu-1) · ai.onnx · since opset 1

    Described at [Elu - 22](https://onnx.ai/onnx/operators/onnx__Elu.html#elu-22), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.0): Coefficient of ELU default to 1.0.
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Elu (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Elu(X: _Elu_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, alpha: float = 1.0) -> _Elu_T_any: ...
_Equal_T = TypeVar("_Equal_T", BOOL, INT32, INT64)
_Equal_T_any = TypeVar("_Equal_T_any", bound=TensorType)
@overload
def Equal(A: _Equal_T | int | Sequence[int], B: _Equal_T | int | Sequence[int], axis: int | None = None, broadcast: int = 0) -> BOOL:
    """[Equal - 1](https://onnx.ai/onnx/operators/onnx__Equal.html#equal-1) · ai.onnx · since opset 1

    Returns the tensor resulted from performing the `equal` logical operation
    elementwise on the input tensors `A` and `B`.

    If broadcasting is enabled, the right-hand-side argument will be broadcasted
    to match the shape of left-hand-side argument. See the doc of `Add` for a
    detailed description of the broadcasting rules.

    Args:
    - A (T): Left input tensor for the logical operator.
    - B (T): Right input tensor for the logical operator.
    - axis (int, optional): If set, defines the broadcast dimensions.
    - broadcast (int, default 0): Enable broadcasting

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL, INT32, INT64): Constrain input to integral tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Equal (version 1) takes T as one of BOOL, INT32 or INT64: these element types make an invalid model')
def Equal(A: _Equal_T_any | int | Sequence[int], B: _Equal_T_any | int | Sequence[int], axis: int | None = None, broadcast: int = 0) -> BOOL: ...
_Exp_T = TypeVar("_Exp_T", FLOAT16, FLOAT, DOUBLE)
_Exp_T_any = TypeVar("_Exp_T_any", bound=TensorType)
@overload
def Exp(input: _Exp_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Exp_T:
    """[Exp - 1](https://onnx.ai/onnx/operators/onnx__Exp.html#exp-1) · ai.onnx · since opset 1

    Described at [Exp - 13](https://onnx.ai/onnx/operators/onnx__Exp.html#exp-13), whose documentation is the same.

    Args:
    - input (T): Input tensor
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - output (T): The exponential of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Exp (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Exp(input: _Exp_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Exp_T_any: ...
_Flatten_T = TypeVar("_Flatten_T", FLOAT16, FLOAT, DOUBLE)
_Flatten_T_any = TypeVar("_Flatten_T_any", bound=TensorType)
@overload
def Flatten(input: _Flatten_T | float | Sequence[float], axis: int = 1) -> _Flatten_T:
    """[Flatten - 1](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-1) · ai.onnx · since opset 1

    Described at [Flatten - 25](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-25), whose documentation is the same.

    Args:
    - input (T): A tensor of rank >= axis.
    - axis (int, default 1): Indicate up to which input dimensions (exclusive) should be flattened to the outer dimension of the output. The value for axis must be in the range [0, R], where R is the rank of the input tensor. When axis = 0, the shape of the output tensor is (1, (d_0 X d_1 ... d_n), where the shape of the input tensor is (d_0, d_1, ... d_n).

    Returns:
    - output (T): A 2D tensor with the contents of the input tensor, with input dimensions up to axis flattened to the outer dimension of the output and remaining input dimensions flattened into the inner dimension of the output.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Flatten (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Flatten(input: _Flatten_T_any | float | Sequence[float], axis: int = 1) -> _Flatten_T_any: ...
_Floor_T = TypeVar("_Floor_T", FLOAT16, FLOAT, DOUBLE)
_Floor_T_any = TypeVar("_Floor_T_any", bound=TensorType)
@overload
def Floor(X: _Floor_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Floor_T:
    """[Floor - 1](https://onnx.ai/onnx/operators/onnx__Floor.html#floor-1) · ai.onnx · since opset 1

    Described at [Floor - 6](https://onnx.ai/onnx/operators/onnx__Floor.html#floor-6), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Floor (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Floor(X: _Floor_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Floor_T_any: ...
_GRU_T = TypeVar("_GRU_T", FLOAT16, FLOAT, DOUBLE)
_GRU_T_any = TypeVar("_GRU_T_any", bound=TensorType)
@overload
def GRU(X: _GRU_T | float | Sequence[float], W: _GRU_T | float | Sequence[float], R: _GRU_T | float | Sequence[float], B: _GRU_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _GRU_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, output_sequence: int = 0, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'foward', activations: Sequence[str] | None = None) -> Any:
    """[GRU - 1](https://onnx.ai/onnx/operators/onnx__GRU.html#gru-1) · ai.onnx · since opset 1

    Described at [GRU - 3](https://onnx.ai/onnx/operators/onnx__GRU.html#gru-3), whose documentation is the same.

    Args:
    - X (T): The input sequences packed (and potentially padded) into one 3-D tensor with the shape of `[seq_length, batch_size, input_size]`.
    - W (T): The weight tensor for the gates. Concatenation of `W[zrh]` and `WB[zrh]` (if bidirectional) along dimension 0. This tensor has shape `[num_directions, 3*hidden_size, input_size]`.
    - R (T): The recurrence weight tensor. Concatenation of `R[zrh]` and `RB[zrh]` (if bidirectional) along dimension 0. This tensor has shape `[num_directions, 3*hidden_size, hidden_size]`.
    - B (optional T): The bias tensor for the gates. Concatenation of `[Wb[zrh], Rb[zrh]]` and `[WBb[zrh], RBb[zrh]]` (if bidirectional) along dimension 0. This tensor has shape `[num_directions, 6*hidden_size]`. Optional: If not specified - assumed to be 0
    - sequence_lens (optional T1): Optional tensor specifying lengths of the sequences in a batch. If not specified - assumed all sequences in the batch to have length `seq_length`. It has shape `[batch_size]`.
    - initial_h (optional T): Optional initial value of the hidden. If not specified - assumed to be 0. It has shape `[num_directions, batch_size, hidden_size]`.
    - activation_alpha (Sequence[float], optional): Optional scaling values used by some activation functions. The values are consumed in the order of activation functions, for example (f, g, h) in LSTM.
    - activation_beta (Sequence[float], optional): Optional scaling values used by some activation functions. The values are consumed in the order of activation functions, for example (f, g, h) in LSTM.
    - activations (Sequence[str], optional): A list of 2 (or 4 if bidirectional) activation functions for update, reset, and hidden gates. The activation functions must be one of the activation functions specified above. Optional: See the equations for default if not specified.
    - clip (float, optional): Cell clip threshold. Clipping bounds the elements of a tensor in the range of [-threshold, +threshold] and is applied to the input of activations. No clip if not specified.
    - direction (str, default 'foward'): Specify if the RNN is forward, reverse, or bidirectional. Must be one of forward (default), reverse, or bidirectional.
    - hidden_size (int, optional): Number of neurons in the hidden layer
    - output_sequence (int, default 0): The sequence output for the hidden is optional if 0. Default 0.

    Returns:
    - Y (optional T): A tensor that concats all the intermediate output values of the hidden. It has shape `[seq_length, num_directions, batch_size, hidden_size]`. It is optional if `output_sequence` is 0.
    - Y_h (T): The last output value of the hidden. It has shape `[num_directions, batch_size, hidden_size]`.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('GRU (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GRU(X: _GRU_T_any | float | Sequence[float], W: _GRU_T_any | float | Sequence[float], R: _GRU_T_any | float | Sequence[float], B: _GRU_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _GRU_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, output_sequence: int = 0, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'foward', activations: Sequence[str] | None = None) -> Any: ...
_Gather_T = TypeVar("_Gather_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Gather_T_any = TypeVar("_Gather_T_any", bound=TensorType)
@overload
def Gather(data: _Gather_T | float | str | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], axis: int = 0) -> _Gather_T:
    """[Gather - 1](https://onnx.ai/onnx/operators/onnx__Gather.html#gather-1) · ai.onnx · since opset 1

    Given `data` tensor of rank r >= 1, and `indices` tensor of rank q, gather
    entries of the axis dimension of `data` (by default outer-most one as axis=0) indexed by `indices`, and concatenates
    them in an output tensor of rank q + (r - 1).
    Example 1:
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
    Example 2:
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
    - indices (Tind): Tensor of int32/int64 indices, of any rank q. All index values are expected to be within bounds. It is an error if any of the index values are out of bounds.
    - axis (int, default 0): Which axis to gather on. Negative value means counting dimensions from the back. Accepted range is [-r, r-1]

    Returns:
    - output (T): Tensor of rank q + (r - 1).

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Gather (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def Gather(data: _Gather_T_any | float | str | Sequence[float], indices: TensorType | int | Sequence[int], axis: int = 0) -> _Gather_T_any: ...
_Gemm_T = TypeVar("_Gemm_T", FLOAT16, FLOAT, DOUBLE)
_Gemm_T_any = TypeVar("_Gemm_T_any", bound=TensorType)
@overload
def Gemm(A: _Gemm_T | float | Sequence[float], B: _Gemm_T | float | Sequence[float], C: _Gemm_T | float | Sequence[float], beta: float = 1.0, broadcast: int = 0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T:
    """[Gemm - 1](https://onnx.ai/onnx/operators/onnx__Gemm.html#gemm-1) · ai.onnx · since opset 1

    Described at [Gemm - 6](https://onnx.ai/onnx/operators/onnx__Gemm.html#gemm-6), whose documentation is the same.

    Args:
    - A (T): Input tensor A
    - B (T): Input tensor B
    - C (T): Input tensor C, can be inplace.
    - alpha (float, default 1.0): Scalar multiplier for the product of input tensors A * B, the default value is 1.0.
    - beta (float, default 1.0): Scalar multiplier for input tensor C, the default value is 1.0.
    - broadcast (int, default 0): Whether C should be broadcasted
    - transA (int, default 0): Whether A should be transposed
    - transB (int, default 0): Whether B should be transposed

    Returns:
    - Y (T): Output tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Gemm (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Gemm(A: _Gemm_T_any | float | Sequence[float], B: _Gemm_T_any | float | Sequence[float], C: _Gemm_T_any | float | Sequence[float], beta: float = 1.0, broadcast: int = 0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T_any: ...
_GlobalAveragePool_T = TypeVar("_GlobalAveragePool_T", FLOAT16, FLOAT, DOUBLE)
_GlobalAveragePool_T_any = TypeVar("_GlobalAveragePool_T_any", bound=TensorType)
@overload
def GlobalAveragePool(X: _GlobalAveragePool_T | float | Sequence[float]) -> _GlobalAveragePool_T:
    """[GlobalAveragePool - 1](https://onnx.ai/onnx/operators/onnx__GlobalAveragePool.html#globalaveragepool-1) · ai.onnx · since opset 1

    Described at [GlobalAveragePool - 22](https://onnx.ai/onnx/operators/onnx__GlobalAveragePool.html#globalaveragepool-22), whose documentation is the same.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.

    Returns:
    - Y (T): Output data tensor from pooling across the input tensor. The output tensor has the same rank as the input. The first two dimensions of output shape are the same as the input (N x C), while the other dimensions are all 1.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('GlobalAveragePool (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GlobalAveragePool(X: _GlobalAveragePool_T_any | float | Sequence[float]) -> _GlobalAveragePool_T_any: ...
_GlobalLpPool_T = TypeVar("_GlobalLpPool_T", FLOAT16, FLOAT, DOUBLE)
_GlobalLpPool_T_any = TypeVar("_GlobalLpPool_T_any", bound=TensorType)
@overload
def GlobalLpPool(X: _GlobalLpPool_T | float | Sequence[float], p: float = 2.0) -> _GlobalLpPool_T:
    """[GlobalLpPool - 1](https://onnx.ai/onnx/operators/onnx__GlobalLpPool.html#globallppool-1) · ai.onnx · since opset 1

    GlobalLpPool consumes an input tensor X and applies lp pool pooling across the
    the values in the same channel. This is equivalent to LpPool with kernel size
    equal to the spatial dimension of input tensor.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimension are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - p (float, default 2.0): p value of the Lp norm used to pool over the input data, default is 2.0.

    Returns:
    - Y (T): Output data tensor from pooling across the input tensor. Dimensions will be N x C x 1 x 1

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('GlobalLpPool (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GlobalLpPool(X: _GlobalLpPool_T_any | float | Sequence[float], p: float = 2.0) -> _GlobalLpPool_T_any: ...
_GlobalMaxPool_T = TypeVar("_GlobalMaxPool_T", FLOAT16, FLOAT, DOUBLE)
_GlobalMaxPool_T_any = TypeVar("_GlobalMaxPool_T_any", bound=TensorType)
@overload
def GlobalMaxPool(X: _GlobalMaxPool_T | float | Sequence[float]) -> _GlobalMaxPool_T:
    """[GlobalMaxPool - 1](https://onnx.ai/onnx/operators/onnx__GlobalMaxPool.html#globalmaxpool-1) · ai.onnx · since opset 1

    Described at [GlobalMaxPool - 22](https://onnx.ai/onnx/operators/onnx__GlobalMaxPool.html#globalmaxpool-22), whose documentation is the same.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.

    Returns:
    - Y (T): Output data tensor from pooling across the input tensor. The output tensor has the same rank as the input. The first two dimensions of output shape are the same as the input (N x C), while the other dimensions are all 1.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('GlobalMaxPool (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GlobalMaxPool(X: _GlobalMaxPool_T_any | float | Sequence[float]) -> _GlobalMaxPool_T_any: ...
_Greater_T = TypeVar("_Greater_T", FLOAT16, FLOAT, DOUBLE)
_Greater_T_any = TypeVar("_Greater_T_any", bound=TensorType)
@overload
def Greater(A: _Greater_T | float | Sequence[float], B: _Greater_T | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> BOOL:
    """[Greater - 1](https://onnx.ai/onnx/operators/onnx__Greater.html#greater-1) · ai.onnx · since opset 1

    Returns the tensor resulted from performing the `greater` logical operation
    elementwise on the input tensors `A` and `B`.

    If broadcasting is enabled, the right-hand-side argument will be broadcasted
    to match the shape of left-hand-side argument. See the doc of `Add` for a
    detailed description of the broadcasting rules.

    Args:
    - A (T): Left input tensor for the logical operator.
    - B (T): Right input tensor for the logical operator.
    - axis (int, optional): If set, defines the broadcast dimensions.
    - broadcast (int, default 0): Enable broadcasting

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input to float tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Greater (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Greater(A: _Greater_T_any | float | Sequence[float], B: _Greater_T_any | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> BOOL: ...
_HardSigmoid_T = TypeVar("_HardSigmoid_T", FLOAT16, FLOAT, DOUBLE)
_HardSigmoid_T_any = TypeVar("_HardSigmoid_T_any", bound=TensorType)
@overload
def HardSigmoid(X: _HardSigmoid_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, beta: float = 0.5, alpha: float = 0.2) -> _HardSigmoid_T:
    """[HardSigmoid - 1](https://onnx.ai/onnx/operators/onnx__HardSigmoid.html#hardsigmoid-1) · ai.onnx · since opset 1

    Described at [HardSigmoid - 22](https://onnx.ai/onnx/operators/onnx__HardSigmoid.html#hardsigmoid-22), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - alpha (float, default 0.2): Value of alpha default to 0.2
    - beta (float, default 0.5): Value of beta default to 0.5
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('HardSigmoid (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def HardSigmoid(X: _HardSigmoid_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, beta: float = 0.5, alpha: float = 0.2) -> _HardSigmoid_T_any: ...
_Hardmax_T = TypeVar("_Hardmax_T", FLOAT16, FLOAT, DOUBLE)
_Hardmax_T_any = TypeVar("_Hardmax_T_any", bound=TensorType)
@overload
def Hardmax(input: _Hardmax_T | float | Sequence[float], axis: int = 1) -> _Hardmax_T:
    """[Hardmax - 1](https://onnx.ai/onnx/operators/onnx__Hardmax.html#hardmax-1) · ai.onnx · since opset 1

    The operator computes the hardmax (1 for the first maximum value, and 0 for all others) values for each layer in the batch
     of the given input. The input is a 2-D tensor (Tensor<float>) of size
    (batch_size x input_feature_dimensions). The output tensor has the same shape
    and contains the hardmax values of the corresponding input.

    Input does not need to explicitly be a 2D vector; rather, it will be
    coerced into one. For an arbitrary n-dimensional tensor
    input \\in [a_0, a_1, ..., a_{k-1}, a_k, ..., a_{n-1}] and k is
    the axis provided, then input will be coerced into a 2-dimensional tensor with
    dimensions [a_0 * ... * a_{k-1}, a_k * ... * a_{n-1}]. For the default
    case where axis=1, this means the input tensor will be coerced into a 2D tensor
    of dimensions [a_0, a_1 * ... * a_{n-1}], where a_0 is often the batch size.
    In this situation, we must have a_0 = N and a_1 * ... * a_{n-1} = D.
    Each of these dimensions must be matched correctly, or else the operator
    will throw errors.

    Args:
    - input (T): The input tensor that's coerced into a 2D matrix of size (NxD) as described above.
    - axis (int, default 1): Describes the axis of the inputs when coerced to 2D; defaults to one because the 0th axis most likely describes the batch_size

    Returns:
    - output (T): The output values with the same shape as input tensor (the original size without coercion).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Hardmax (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Hardmax(input: _Hardmax_T_any | float | Sequence[float], axis: int = 1) -> _Hardmax_T_any: ...
_Identity_T = TypeVar("_Identity_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Identity_T_any = TypeVar("_Identity_T_any", bound=TensorType)
@overload
def Identity(input: _Identity_T | float | str | Sequence[float]) -> _Identity_T:
    """[Identity - 1](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-1) · ai.onnx · since opset 1

    Described at [Identity - 25](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-25), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): Tensor to copy input into.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Identity (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Identity(input: _Identity_T_any | float | str | Sequence[float]) -> _Identity_T_any: ...
def If(cond: BOOL | bool, else_branch: GraphBody, then_branch: GraphBody) -> Any:
    """[If - 1](https://onnx.ai/onnx/operators/onnx__If.html#if-1) · ai.onnx · since opset 1

    Described at [If - 25](https://onnx.ai/onnx/operators/onnx__If.html#if-25), whose documentation is the same.

    Args:
    - cond (B): Condition for the if. The tensor must contain a single element.
    - else_branch (GraphBody, required): Graph to run if condition is false. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the then_branch.
    - then_branch (GraphBody, required): Graph to run if condition is true. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the else_branch.

    Returns:
    - outputs (variadic V): Values that are live-out to the enclosing scope. The return values in the `then_branch` and `else_branch` must be of the same shape and same data type.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): All Tensor types
    - B in (BOOL): Only bool"""
_InstanceNormalization_T = TypeVar("_InstanceNormalization_T", FLOAT16, FLOAT, DOUBLE)
_InstanceNormalization_T_any = TypeVar("_InstanceNormalization_T_any", bound=TensorType)
@overload
def InstanceNormalization(input: _InstanceNormalization_T | float | Sequence[float], scale: _InstanceNormalization_T | float | Sequence[float], B: _InstanceNormalization_T | float | Sequence[float], epsilon: float = 1e-05, consumed_inputs: Sequence[int] | None = None) -> _InstanceNormalization_T:
    """[InstanceNormalization - 1](https://onnx.ai/onnx/operators/onnx__InstanceNormalization.html#instancenormalization-1) · ai.onnx · since opset 1

    Described at [InstanceNormalization - 22](https://onnx.ai/onnx/operators/onnx__InstanceNormalization.html#instancenormalization-22), whose documentation is the same.

    Args:
    - input (T): The input 4-dimensional tensor of shape NCHW.
    - scale (T): The input 1-dimensional scale tensor of size C.
    - B (T): The input 1-dimensional bias tensor of size C.
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero, default is 1e-5f.

    Returns:
    - output (T): The output 4-dimensional tensor of the same shape as input.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('InstanceNormalization (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def InstanceNormalization(input: _InstanceNormalization_T_any | float | Sequence[float], scale: _InstanceNormalization_T_any | float | Sequence[float], B: _InstanceNormalization_T_any | float | Sequence[float], epsilon: float = 1e-05, consumed_inputs: Sequence[int] | None = None) -> _InstanceNormalization_T_any: ...
_LRN_T = TypeVar("_LRN_T", FLOAT16, FLOAT, DOUBLE)
_LRN_T_any = TypeVar("_LRN_T_any", bound=TensorType)
@overload
def LRN(X: _LRN_T | float | Sequence[float], bias: float = 1.0, beta: float = 0.75, alpha: float = 0.0001, *, size: int) -> _LRN_T:
    """[LRN - 1](https://onnx.ai/onnx/operators/onnx__LRN.html#lrn-1) · ai.onnx · since opset 1

    Local Response Normalization proposed in the [AlexNet paper](https://papers.nips.cc/paper/4824-imagenet-classification-with-deep-convolutional-neural-networks.pdf).
    It normalizes over local input regions.
    The local region is defined across the channels. For an element X[n, c, d1, ..., dk] in a tensor
    of shape (N x C x D1 x D2, ..., Dk), its region is
    {X[n, i, d1, ..., dk] | max(0, c - floor((size - 1) / 2)) <= i <= min(C - 1, c + ceil((size - 1) / 2))}.

    square_sum[n, c, d1, ..., dk] = sum(X[n, i, d1, ..., dk] ^ 2),
    where max(0, c - floor((size - 1) / 2)) <= i <= min(C - 1, c + ceil((size - 1) / 2)).

    Y[n, c, d1, ..., dk] = X[n, c, d1, ..., dk] / (bias + alpha / size * square_sum[n, c, d1, ..., dk] ) ^ beta

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - size (int, required): The number of channels to sum over
    - alpha (float, default 0.0001): Scaling parameter.
    - beta (float, default 0.75): The exponent.
    - bias (float, default 1.0)

    Returns:
    - Y (T): Output tensor, which has the shape and type as input tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LRN (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LRN(X: _LRN_T_any | float | Sequence[float], bias: float = 1.0, beta: float = 0.75, alpha: float = 0.0001, *, size: int) -> _LRN_T_any: ...
_LSTM_T = TypeVar("_LSTM_T", FLOAT16, FLOAT, DOUBLE)
_LSTM_T_any = TypeVar("_LSTM_T_any", bound=TensorType)
@overload
def LSTM(X: _LSTM_T | float | Sequence[float], W: _LSTM_T | float | Sequence[float], R: _LSTM_T | float | Sequence[float], B: _LSTM_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _LSTM_T | float | Sequence[float] | None = None, initial_c: _LSTM_T | float | Sequence[float] | None = None, P: _LSTM_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, output_sequence: int = 0, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', input_forget: int = 0, activations: Sequence[str] | None = None) -> _LSTM_T:
    """[LSTM - 1](https://onnx.ai/onnx/operators/onnx__LSTM.html#lstm-1) · ai.onnx · since opset 1

    Computes an one-layer LSTM. This operator is usually supported via some
    custom implementation such as CuDNN.

    Notations:

    `X` - input tensor

    `i` - input gate

    `o` - output gate

    `f` - forget gate

    `c` - cell gate

    `t` - time step (t-1 means previous time step)

    `W[iofc]` - W parameter weight matrix for input, output, forget, and cell gates

    `R[iofc]` - R recurrence weight matrix for input, output, forget, and cell gates

    `Wb[iofc]` - W bias vectors for input, output, forget, and cell gates

    `Rb[iofc]` - R bias vectors for input, output, forget, and cell gates

    `P[iof]`  - P peephole weight vector for input, output, and forget gates

    `WB[iofc]` - W parameter weight matrix for backward input, output, forget, and cell gates

    `RB[iofc]` - R recurrence weight matrix for backward input, output, forget, and cell gates

    `WBb[iofc]` - W bias vectors for backward input, output, forget, and cell gates

    `RBb[iofc]` - R bias vectors for backward input, output, forget, and cell gates

    `PB[iof]`  - P peephole weight vector for backward input, output, and forget gates

    `H` - Hidden state

    `num_directions` - 2 if direction == bidirectional else 1

    Activation functions:

      Relu(x)                - max(0, x)

      Tanh(x)                - (1 - e^{-2x})/(1 + e^{-2x})

      Sigmoid(x)             - 1/(1 + e^{-x})

      (NOTE: Below are optional)

      Affine(x)              - alpha*x + beta

      LeakyRelu(x)           - x if x >= 0 else alpha * x

      ThresholdedRelu(x)     - x if x >= alpha else 0

      ScaledTanh(x)          - alpha*Tanh(beta*x)

      HardSigmoid(x)         - min(max(alpha*x + beta, 0), 1)

      Elu(x)                 - x if x >= 0 else alpha*(e^x - 1)

      Softsign(x)            - x/(1 + |x|)

      Softplus(x)            - log(1 + e^x)

    Equations (Default: f=Sigmoid, g=Tanh, h=Tanh):

      - it = f(Xt*(Wi^T) + Ht-1*Ri + Pi (.) Ct-1 + Wbi + Rbi)

      - ft = f(Xt*(Wf^T) + Ht-1*Rf + Pf (.) Ct-1 + Wbf + Rbf)

      - ct = g(Xt*(Wc^T) + Ht-1*Rc + Wbc + Rbc)

      - Ct = ft (.) Ct-1 + it (.) ct

      - ot = f(Xt*(Wo^T) + Ht-1*Ro + Po (.) Ct + Wbo + Rbo)

      - Ht = ot (.) h(Ct)

    Args:
    - X (T): The input sequences packed (and potentially padded) into one 3-D tensor with the shape of `[seq_length, batch_size, input_size]`.
    - W (T): The weight tensor for the gates. Concatenation of `W[iofc]` and `WB[iofc]` (if bidirectional) along dimension 0. The tensor has shape `[num_directions, 4*hidden_size, input_size]`.
    - R (T): The recurrence weight tensor. Concatenation of `R[iofc]` and `RB[iofc]` (if bidirectional) along dimension 0. This tensor has shape `[num_directions, 4*hidden_size, hidden_size]`.
    - B (optional T): The bias tensor for input gate. Concatenation of `[Wb[iofc], Rb[iofc]]`, and `[WBb[iofc], RBb[iofc]]` (if bidirectional) along dimension 0. This tensor has shape `[num_directions, 8*hidden_size]`. Optional: If not specified - assumed to be 0.
    - sequence_lens (optional T1): Optional tensor specifying lengths of the sequences in a batch. If not specified - assumed all sequences in the batch to have length `seq_length`. It has shape `[batch_size]`.
    - initial_h (optional T): Optional initial value of the hidden. If not specified - assumed to be 0. It has shape `[num_directions, batch_size, hidden_size]`.
    - initial_c (optional T): Optional initial value of the cell. If not specified - assumed to be 0. It has shape `[num_directions, batch_size, hidden_size]`.
    - P (optional T): The weight tensor for peepholes. Concatenation of `P[iof]` and `PB[iof]` (if bidirectional) along dimension 0. It has shape `[num_directions, 3*hidde_size]`. Optional: If not specified - assumed to be 0.
    - activation_alpha (Sequence[float], optional): Optional scaling values used by some activation functions. The values are consumed in the order of activation functions, for example (f, g, h) in LSTM. Default values are the same as of corresponding ONNX operators.For example with LeakyRelu, the default alpha is 0.01.
    - activation_beta (Sequence[float], optional): Optional scaling values used by some activation functions. The values are consumed in the order of activation functions, for example (f, g, h) in LSTM. Default values are the same as of corresponding ONNX operators.
    - activations (Sequence[str], optional): A list of 3 (or 6 if bidirectional) activation functions for input, output, forget, cell, and hidden. The activation functions must be one of the activation functions specified above. Optional: See the equations for default if not specified.
    - clip (float, optional): Cell clip threshold. Clipping bounds the elements of a tensor in the range of [-threshold, +threshold] and is applied to the input of activations. No clip if not specified.
    - direction (str, default 'forward'): Specify if the RNN is forward, reverse, or bidirectional. Must be one of forward (default), reverse, or bidirectional.
    - hidden_size (int, optional): Number of neurons in the hidden layer
    - input_forget (int, default 0): Couple the input and forget gates if 1, default 0.
    - output_sequence (int, default 0): The sequence output for the hidden is optional if 0. Default 0.

    Returns:
    - Y (optional T): A tensor that concats all the intermediate output values of the hidden. It has shape `[seq_length, num_directions, batch_size, hidden_size]`. It is optional if `output_sequence` is 0.
    - Y_h (optional T): The last output value of the hidden. It has shape `[num_directions, batch_size, hidden_size]`.
    - Y_c (optional T): The last output value of the cell. It has shape `[num_directions, batch_size, hidden_size]`.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('LSTM (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LSTM(X: _LSTM_T_any | float | Sequence[float], W: _LSTM_T_any | float | Sequence[float], R: _LSTM_T_any | float | Sequence[float], B: _LSTM_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _LSTM_T_any | float | Sequence[float] | None = None, initial_c: _LSTM_T_any | float | Sequence[float] | None = None, P: _LSTM_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, output_sequence: int = 0, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', input_forget: int = 0, activations: Sequence[str] | None = None) -> _LSTM_T_any: ...
_LeakyRelu_T = TypeVar("_LeakyRelu_T", FLOAT16, FLOAT, DOUBLE)
_LeakyRelu_T_any = TypeVar("_LeakyRelu_T_any", bound=TensorType)
@overload
def LeakyRelu(X: _LeakyRelu_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, alpha: float = 0.01) -> _LeakyRelu_T:
    """[LeakyRelu - 1](https://onnx.ai/onnx/operators/onnx__LeakyRelu.html#leakyrelu-1) · ai.onnx · since opset 1

    Described at [LeakyRelu - 16](https://onnx.ai/onnx/operators/onnx__LeakyRelu.html#leakyrelu-16), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - alpha (float, default 0.01): Coefficient of leakage default to 0.01.
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LeakyRelu (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LeakyRelu(X: _LeakyRelu_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, alpha: float = 0.01) -> _LeakyRelu_T_any: ...
_Less_T = TypeVar("_Less_T", FLOAT16, FLOAT, DOUBLE)
_Less_T_any = TypeVar("_Less_T_any", bound=TensorType)
@overload
def Less(A: _Less_T | float | Sequence[float], B: _Less_T | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> BOOL:
    """[Less - 1](https://onnx.ai/onnx/operators/onnx__Less.html#less-1) · ai.onnx · since opset 1

    Returns the tensor resulted from performing the `less` logical operation
    elementwise on the input tensors `A` and `B`.

    If broadcasting is enabled, the right-hand-side argument will be broadcasted
    to match the shape of left-hand-side argument. See the doc of `Add` for a
    detailed description of the broadcasting rules.

    Args:
    - A (T): Left input tensor for the logical operator.
    - B (T): Right input tensor for the logical operator.
    - axis (int, optional): If set, defines the broadcast dimensions.
    - broadcast (int, default 0): Enable broadcasting

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input to float tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Less (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Less(A: _Less_T_any | float | Sequence[float], B: _Less_T_any | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> BOOL: ...
_Log_T = TypeVar("_Log_T", FLOAT16, FLOAT, DOUBLE)
_Log_T_any = TypeVar("_Log_T_any", bound=TensorType)
@overload
def Log(input: _Log_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Log_T:
    """[Log - 1](https://onnx.ai/onnx/operators/onnx__Log.html#log-1) · ai.onnx · since opset 1

    Described at [Log - 13](https://onnx.ai/onnx/operators/onnx__Log.html#log-13), whose documentation is the same.

    Args:
    - input (T): Input tensor
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - output (T): The natural log of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Log (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Log(input: _Log_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Log_T_any: ...
_LogSoftmax_T = TypeVar("_LogSoftmax_T", FLOAT16, FLOAT, DOUBLE)
_LogSoftmax_T_any = TypeVar("_LogSoftmax_T_any", bound=TensorType)
@overload
def LogSoftmax(input: _LogSoftmax_T | float | Sequence[float], axis: int = 1) -> _LogSoftmax_T:
    """[LogSoftmax - 1](https://onnx.ai/onnx/operators/onnx__LogSoftmax.html#logsoftmax-1) · ai.onnx · since opset 1

    The operator computes the logsoftmax (log of softmax) values for each layer in the batch
     of the given input. The input is a 2-D tensor (Tensor<float>) of size
    (batch_size x input_feature_dimensions). The output tensor has the same shape
    and contains the logsoftmax values of the corresponding input.

    Input does not need to explicitly be a 2D vector; rather, it will be
    coerced into one. For an arbitrary n-dimensional tensor
    input \\in [a_0, a_1, ..., a_{k-1}, a_k, ..., a_{n-1}] and k is
    the axis provided, then input will be coerced into a 2-dimensional tensor with
    dimensions [a_0 * ... * a_{k-1}, a_k * ... * a_{n-1}]. For the default
    case where axis=1, this means the input tensor will be coerced into a 2D tensor
    of dimensions [a_0, a_1 * ... * a_{n-1}], where a_0 is often the batch size.
    In this situation, we must have a_0 = N and a_1 * ... * a_{n-1} = D.
    Each of these dimensions must be matched correctly, or else the operator
    will throw errors.

    Args:
    - input (T): The input tensor that's coerced into a 2D matrix of size (NxD) as described above.
    - axis (int, default 1): Describes the axis of the inputs when coerced to 2D; defaults to one because the 0th axis most likely describes the batch_size

    Returns:
    - output (T): The output values with the same shape as input tensor (the original size without coercion).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LogSoftmax (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LogSoftmax(input: _LogSoftmax_T_any | float | Sequence[float], axis: int = 1) -> _LogSoftmax_T_any: ...
def Loop(M: INT64 | int | Sequence[int] | None = None, cond: BOOL | bool | None = None, *v_initial: Any, body: GraphBody) -> Any:
    """[Loop - 1](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-1) · ai.onnx · since opset 1

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
          %i[INT32, scalar]
          %keepgoing[BOOL, scalar]
          %b[INT32, scalar]
        ) {
          %my_local = Add(%a, %b)
          %b_out = Sub(%a, %b)
          %keepgoing_out = Greater(%my_local, %b_out)
          %user_defined_vals = Add(%b, %b)
          return %keepgoing_out, %b_out, %user_defined_vals
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
          for (int i=0; i < max_trip_count && keepgoing; ++i) {
            /* User-defined code (loop body) */
            int my_local = a + b; // Reading values in the enclosing scope is fine
            b = a - b; // writes fine if we specify b as a loop-carried dependency
            keepgoing = my_local > b; // keepgoing is a loop-carried dependency
            user_defined_vals[i] = b + b;
            /* End user-defined code */
          }
          // my_local = 123; // Can't do this. my_local was defined in the body

          // These below values are live-out from the loop and therefore accessible
          b_out; user_defined_vals; keepgoing_out;
        }

    There are several things of note in this code snippet:

    1) Values from the enclosing scope (i.e. variable a here) are in scope and can
       be referenced in the inputs of the loop.
    2) Any variables which you wish to make available in the enclosing scope (i.e.
       the variables b and keepgoing) must be declared as either loop-carried
       dependencies (both at the op inputs and output and at the body net input and
       output) or scan_outputs.
    3) Values created in the body cannot be accessed in the enclosing scope.

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
_LpNormalization_T = TypeVar("_LpNormalization_T", FLOAT16, FLOAT, DOUBLE)
_LpNormalization_T_any = TypeVar("_LpNormalization_T_any", bound=TensorType)
@overload
def LpNormalization(input: _LpNormalization_T | float | Sequence[float], p: int = 2, axis: int = -1) -> _LpNormalization_T:
    """[LpNormalization - 1](https://onnx.ai/onnx/operators/onnx__LpNormalization.html#lpnormalization-1) · ai.onnx · since opset 1

    Described at [LpNormalization - 22](https://onnx.ai/onnx/operators/onnx__LpNormalization.html#lpnormalization-22), whose documentation is the same.

    Args:
    - input (T): Input matrix
    - axis (int, default -1): The axis on which to apply normalization, -1 mean last axis.
    - p (int, default 2): The order of the normalization, only 1 or 2 are supported.

    Returns:
    - output (T): Matrix after normalization

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LpNormalization (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LpNormalization(input: _LpNormalization_T_any | float | Sequence[float], p: int = 2, axis: int = -1) -> _LpNormalization_T_any: ...
_LpPool_T = TypeVar("_LpPool_T", FLOAT16, FLOAT, DOUBLE)
_LpPool_T_any = TypeVar("_LpPool_T_any", bound=TensorType)
@overload
def LpPool(X: _LpPool_T | float | Sequence[float], p: float = 2.0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _LpPool_T:
    """[LpPool - 1](https://onnx.ai/onnx/operators/onnx__LpPool.html#lppool-1) · ai.onnx · since opset 1

    LpPool consumes an input tensor X and applies Lp pooling across the
    the tensor according to kernel sizes, stride sizes, and pad lengths.
    Lp pooling consisting of computing the Lp norm on all values of a subset
    of the input tensor according to the kernel size and downsampling the
    data into the output tensor Y for further processing.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimension are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that the output size match the input.In case of odd number add the extra padding at the end for SAME_UPPER and at the beginning for SAME_LOWER. VALID mean no padding. DEPRECATION NOTE: auto_pad is only intended to support legacy uses, and for framework authors, one is explicitly encouraged to use explicit padding specified in the pads attribute.
    - kernel_shape (Sequence[int], optional): The size of the kernel along each axis.
    - p (float, default 2.0): p value of the Lp norm used to pool over the input data, default is 2.0.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute.
    - strides (Sequence[int], optional): Stride along each axis.

    Returns:
    - Y (T): Output data tensor from Lp pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LpPool (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LpPool(X: _LpPool_T_any | float | Sequence[float], p: float = 2.0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, kernel_shape: Sequence[int] | None = None) -> _LpPool_T_any: ...
_MatMul_T = TypeVar("_MatMul_T", FLOAT16, FLOAT, DOUBLE)
_MatMul_T_any = TypeVar("_MatMul_T_any", bound=TensorType)
@overload
def MatMul(A: _MatMul_T | float | Sequence[float], B: _MatMul_T | float | Sequence[float]) -> _MatMul_T:
    """[MatMul - 1](https://onnx.ai/onnx/operators/onnx__MatMul.html#matmul-1) · ai.onnx · since opset 1

    Described at [MatMul - 13](https://onnx.ai/onnx/operators/onnx__MatMul.html#matmul-13), whose documentation is the same.

    Args:
    - A (T): N-dimensional matrix A
    - B (T): N-dimensional matrix B

    Returns:
    - Y (T): Matrix multiply results from A * B

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('MatMul (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def MatMul(A: _MatMul_T_any | float | Sequence[float], B: _MatMul_T_any | float | Sequence[float]) -> _MatMul_T_any: ...
_Max_T = TypeVar("_Max_T", FLOAT16, FLOAT, DOUBLE)
_Max_T_any = TypeVar("_Max_T_any", bound=TensorType)
@overload
def Max(*data_0: _Max_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Max_T:
    """[Max - 1](https://onnx.ai/onnx/operators/onnx__Max.html#max-1) · ai.onnx · since opset 1

    Described at [Max - 6](https://onnx.ai/onnx/operators/onnx__Max.html#max-6), whose documentation is the same.

    Args:
    - data_0 (variadic T): List of tensors for Max.
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - max (T): Output tensor. Same dimension as inputs.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Max (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Max(*data_0: _Max_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Max_T_any: ...
_MaxPool_T = TypeVar("_MaxPool_T", FLOAT16, FLOAT, DOUBLE)
_MaxPool_T_any = TypeVar("_MaxPool_T_any", bound=TensorType)
@overload
def MaxPool(X: _MaxPool_T | float | Sequence[float], pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T:
    """[MaxPool - 1](https://onnx.ai/onnx/operators/onnx__MaxPool.html#maxpool-1) · ai.onnx · since opset 1

    Described at [MaxPool - 8](https://onnx.ai/onnx/operators/onnx__MaxPool.html#maxpool-8), whose documentation is the same.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that the output spatial size match the input.In case of odd number add the extra padding at the end for SAME_UPPER and at the beginning for SAME_LOWER. VALID mean no padding.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis.

    Returns:
    - Y (T): Output data tensor from average or max pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes. Floor value of the dimension is used

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('MaxPool (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def MaxPool(X: _MaxPool_T_any | float | Sequence[float], pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T_any: ...
_MaxRoiPool_T = TypeVar("_MaxRoiPool_T", FLOAT16, FLOAT, DOUBLE)
_MaxRoiPool_T_any = TypeVar("_MaxRoiPool_T_any", bound=TensorType)
@overload
def MaxRoiPool(X: _MaxRoiPool_T | float | Sequence[float], rois: _MaxRoiPool_T | float | Sequence[float], spatial_scale: float = 1.0, *, pooled_shape: Sequence[int]) -> _MaxRoiPool_T:
    """[MaxRoiPool - 1](https://onnx.ai/onnx/operators/onnx__MaxRoiPool.html#maxroipool-1) · ai.onnx · since opset 1

    Described at [MaxRoiPool - 22](https://onnx.ai/onnx/operators/onnx__MaxRoiPool.html#maxroipool-22), whose documentation is the same.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data.
    - rois (T): RoIs (Regions of Interest) to pool over. Should be a 2-D tensor of shape (num_rois, 5) given as [[batch_id, x1, y1, x2, y2], ...].
    - pooled_shape (Sequence[int], required): ROI pool output shape (height, width).
    - spatial_scale (float, default 1.0): Multiplicative spatial scale factor to translate ROI coordinates from their input scale to the scale used when pooling.

    Returns:
    - Y (T): RoI pooled output 4-D tensor of shape (num_rois, channels, pooled_shape[0], pooled_shape[1]).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('MaxRoiPool (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def MaxRoiPool(X: _MaxRoiPool_T_any | float | Sequence[float], rois: _MaxRoiPool_T_any | float | Sequence[float], spatial_scale: float = 1.0, *, pooled_shape: Sequence[int]) -> _MaxRoiPool_T_any: ...
_Mean_T = TypeVar("_Mean_T", FLOAT16, FLOAT, DOUBLE)
_Mean_T_any = TypeVar("_Mean_T_any", bound=TensorType)
@overload
def Mean(*data_0: _Mean_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Mean_T:
    """[Mean - 1](https://onnx.ai/onnx/operators/onnx__Mean.html#mean-1) · ai.onnx · since opset 1

    Described at [Mean - 6](https://onnx.ai/onnx/operators/onnx__Mean.html#mean-6), whose documentation is the same.

    Args:
    - data_0 (variadic T): List of tensors for Mean.
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - mean (T): Output tensor. Same dimension as inputs.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Mean (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Mean(*data_0: _Mean_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Mean_T_any: ...
_Min_T = TypeVar("_Min_T", FLOAT16, FLOAT, DOUBLE)
_Min_T_any = TypeVar("_Min_T_any", bound=TensorType)
@overload
def Min(*data_0: _Min_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Min_T:
    """[Min - 1](https://onnx.ai/onnx/operators/onnx__Min.html#min-1) · ai.onnx · since opset 1

    Described at [Min - 6](https://onnx.ai/onnx/operators/onnx__Min.html#min-6), whose documentation is the same.

    Args:
    - data_0 (variadic T): List of tensors for Min
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - min (T): Output tensor. Same dimension as inputs.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Min (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Min(*data_0: _Min_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Min_T_any: ...
_Mul_T = TypeVar("_Mul_T", FLOAT16, FLOAT, DOUBLE)
_Mul_T_any = TypeVar("_Mul_T_any", bound=TensorType)
@overload
def Mul(A: _Mul_T | float | Sequence[float], B: _Mul_T | float | Sequence[float], axis: int | None = None, consumed_inputs: Sequence[int] | None = None, broadcast: int = 0) -> _Mul_T:
    """[Mul - 1](https://onnx.ai/onnx/operators/onnx__Mul.html#mul-1) · ai.onnx · since opset 1

    Described at [Mul - 6](https://onnx.ai/onnx/operators/onnx__Mul.html#mul-6), whose documentation is the same.

    Args:
    - A (T): First operand, should share the type with the second operand.
    - B (T): Second operand. With broadcasting can be of smaller size than A. If broadcasting is disabled it should be of the same size.
    - axis (int, optional): If set, defines the broadcast dimensions. See doc for details.
    - broadcast (int, default 0): Pass 1 to enable broadcasting
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - C (T): Result, has same dimensions and type as A

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Mul (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Mul(A: _Mul_T_any | float | Sequence[float], B: _Mul_T_any | float | Sequence[float], axis: int | None = None, consumed_inputs: Sequence[int] | None = None, broadcast: int = 0) -> _Mul_T_any: ...
_Neg_T = TypeVar("_Neg_T", FLOAT16, FLOAT, DOUBLE)
_Neg_T_any = TypeVar("_Neg_T_any", bound=TensorType)
@overload
def Neg(X: _Neg_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Neg_T:
    """[Neg - 1](https://onnx.ai/onnx/operators/onnx__Neg.html#neg-1) · ai.onnx · since opset 1

    Described at [Neg - 13](https://onnx.ai/onnx/operators/onnx__Neg.html#neg-13), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Neg (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Neg(X: _Neg_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Neg_T_any: ...
def Not(X: BOOL | bool) -> BOOL:
    """[Not - 1](https://onnx.ai/onnx/operators/onnx__Not.html#not-1) · ai.onnx · since opset 1

    Returns the negation of the input tensor element-wise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BOOL): Constrain input/output to boolean tensors."""
def Or(A: BOOL | bool, B: BOOL | bool, axis: int | None = None, broadcast: int = 0) -> BOOL:
    """[Or - 1](https://onnx.ai/onnx/operators/onnx__Or.html#or-1) · ai.onnx · since opset 1

    Returns the tensor resulted from performing the `or` logical operation
    elementwise on the input tensors `A` and `B`.

    If broadcasting is enabled, the right-hand-side argument will be broadcasted
    to match the shape of left-hand-side argument. See the doc of `Add` for a
    detailed description of the broadcasting rules.

    Args:
    - A (T): Left input tensor for the logical operator.
    - B (T): Right input tensor for the logical operator.
    - axis (int, optional): If set, defines the broadcast dimensions.
    - broadcast (int, default 0): Enable broadcasting

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL): Constrain input to boolean tensor.
    - T1 in (BOOL): Constrain output to boolean tensor."""
_PRelu_T = TypeVar("_PRelu_T", FLOAT16, FLOAT, DOUBLE)
_PRelu_T_any = TypeVar("_PRelu_T_any", bound=TensorType)
@overload
def PRelu(X: _PRelu_T | float | Sequence[float], slope: _PRelu_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _PRelu_T:
    """[PRelu - 1](https://onnx.ai/onnx/operators/onnx__PRelu.html#prelu-1) · ai.onnx · since opset 1

    Described at [PRelu - 6](https://onnx.ai/onnx/operators/onnx__PRelu.html#prelu-6), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - slope (T): Slope tensor. If `Slope` is of size 1, the value is sharedacross different channels
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('PRelu (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def PRelu(X: _PRelu_T_any | float | Sequence[float], slope: _PRelu_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _PRelu_T_any: ...
_Pad_T = TypeVar("_Pad_T", FLOAT16, FLOAT, DOUBLE)
_Pad_T_any = TypeVar("_Pad_T_any", bound=TensorType)
@overload
def Pad(data: _Pad_T | float | Sequence[float], value: float = 0.0, mode: str = 'constant', *, paddings: Sequence[int]) -> _Pad_T:
    """[Pad - 1](https://onnx.ai/onnx/operators/onnx__Pad.html#pad-1) · ai.onnx · since opset 1

    Given `data` tensor, paddings, mode, and value.
    Example:
      Insert 0 paddings to the beginning of the second dimension.
      data = [
          [1.0, 1.2],
          [2.3, 3.4],
          [4.5, 5.7],
      ]
      paddings = [0, 0, 2, 0]
      output = [
          [
              [0.0, 0.0, 1.0, 1.2],
              [0.0, 0.0, 2.3, 3.4],
              [0.0, 0.0, 4.5, 5.7],
          ],
      ]

    Args:
    - data (T): Input tensor.
    - paddings (Sequence[int], required): List of integers indicate the padding element count at the beginning and end of each axis, for 2D it is the number of pixel. `paddings` rank should be double of the input's rank. `paddings` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`.
    - mode (str, default 'constant'): Three modes: constant(default), reflect, edge
    - value (float, default 0.0): One float, indicates the value to be filled, default is 0

    Returns:
    - output (T): Tensor after padding.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Pad (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Pad(data: _Pad_T_any | float | Sequence[float], value: float = 0.0, mode: str = 'constant', *, paddings: Sequence[int]) -> _Pad_T_any: ...
_Pow_T = TypeVar("_Pow_T", FLOAT16, FLOAT, DOUBLE)
_Pow_T_any = TypeVar("_Pow_T_any", bound=TensorType)
@overload
def Pow(X: _Pow_T | float | Sequence[float], Y: _Pow_T | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> _Pow_T:
    """[Pow - 1](https://onnx.ai/onnx/operators/onnx__Pow.html#pow-1) · ai.onnx · since opset 1

    Pow takes input data (Tensor<T>) and exponent Tensor, and
    produces one output data (Tensor<T>) where the function `f(x) = x^exponent`,
    is applied to the data tensor elementwise.

    If necessary the right-hand-side argument will be broadcasted to match the
    shape of left-hand-side argument. When broadcasting is specified, the second
    tensor can either be of element size 1 (including a scalar tensor and any
    tensor with rank equal to or smaller than the first tensor), or having its
    shape as a contiguous subset of the first tensor's shape. The starting of the
    mutually equal shape is specified by the argument "axis", and if it is not set,
    suffix matching is assumed. 1-dim expansion doesn't work yet.

    For example, the following tensor shapes are supported (with broadcast=1):

      shape(A) = (2, 3, 4, 5), shape(B) = (,), i.e. B is a scalar tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (1, 1), i.e. B is an 1-element tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (5,)
      shape(A) = (2, 3, 4, 5), shape(B) = (4, 5)
      shape(A) = (2, 3, 4, 5), shape(B) = (3, 4), with axis=1
      shape(A) = (2, 3, 4, 5), shape(B) = (2), with axis=0

    Attribute `broadcast=1` needs to be passed to enable broadcasting.

    Args:
    - X (T): Input tensor of any shape, base of the exponent.
    - Y (T): Input tensor of any shape broadcastable to X shape, the exponent component.
    - axis (int, optional): If set, defines the broadcast dimensions. See doc for details.
    - broadcast (int, default 0): Pass 1 to enable broadcasting

    Returns:
    - Z (T): Output tensor (same size as X)

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Pow (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Pow(X: _Pow_T_any | float | Sequence[float], Y: _Pow_T_any | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> _Pow_T_any: ...
_RNN_T = TypeVar("_RNN_T", FLOAT16, FLOAT, DOUBLE)
_RNN_T_any = TypeVar("_RNN_T_any", bound=TensorType)
@overload
def RNN(X: _RNN_T | float | Sequence[float], W: _RNN_T | float | Sequence[float], R: _RNN_T | float | Sequence[float], B: _RNN_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _RNN_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, output_sequence: int = 0, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', activations: Sequence[str] = ['Tanh', 'Tanh']) -> _RNN_T:
    """[RNN - 1](https://onnx.ai/onnx/operators/onnx__RNN.html#rnn-1) · ai.onnx · since opset 1

    Computes an one-layer simple RNN. This operator is usually supported
    via some custom implementation such as CuDNN.

    Notations:

    `X` - input tensor

    `i` - input gate

    `t` - time step (t-1 means previous time step)

    `Wi` - W parameter weight matrix for input gate

    `Ri` - R recurrence weight matrix for input gate

    `Wbi` - W parameter bias vector for input gate

    `Rbi` - R parameter bias vector for input gate

    `WBi` - W parameter weight matrix for backward input gate

    `RBi` - R recurrence weight matrix for backward input gate

    `WBbi` - WR bias vectors for backward input gate

    `RBbi` - RR bias vectors for backward input gate

    `H` - Hidden state

    `num_directions` - 2 if direction == bidirectional else 1

    Activation functions:

      Relu(x)                - max(0, x)

      Tanh(x)                - (1 - e^{-2x})/(1 + e^{-2x})

      Sigmoid(x)             - 1/(1 + e^{-x})

      (NOTE: Below are optional)

      Affine(x)              - alpha*x + beta

      LeakyRelu(x)           - x if x >= 0 else alpha * x

      ThresholdedRelu(x)     - x if x >= alpha else 0

      ScaledTanh(x)          - alpha*Tanh(beta*x)

      HardSigmoid(x)         - min(max(alpha*x + beta, 0), 1)

      Elu(x)                 - x if x >= 0 else alpha*(e^x - 1)

      Softsign(x)            - x/(1 + |x|)

      Softplus(x)            - log(1 + e^x)

    Equations (Default: f=Tanh):

      - Ht = f(Xt*(Wi^T) + Ht-1*Ri + Wbi + Rbi)

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
    - output_sequence (int, default 0): The sequence output for the hidden is optional if 0. Default 0.

    Returns:
    - Y (optional T): A tensor that concats all the intermediate output values of the hidden. It has shape `[seq_length, num_directions, batch_size, hidden_size]`. It is optional if `output_sequence` is 0.
    - Y_h (optional T): The last output value of the hidden. It has shape `[num_directions, batch_size, hidden_size]`.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('RNN (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def RNN(X: _RNN_T_any | float | Sequence[float], W: _RNN_T_any | float | Sequence[float], R: _RNN_T_any | float | Sequence[float], B: _RNN_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _RNN_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, output_sequence: int = 0, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', activations: Sequence[str] = ['Tanh', 'Tanh']) -> _RNN_T_any: ...
@overload
def RandomNormal(shape: Sequence[int], dtype: Literal[DataType.FLOAT16], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> FLOAT16:
    """[RandomNormal - 1](https://onnx.ai/onnx/operators/onnx__RandomNormal.html#randomnormal-1) · ai.onnx · since opset 1

    Described at [RandomNormal - 22](https://onnx.ai/onnx/operators/onnx__RandomNormal.html#randomnormal-22), whose documentation is the same.

    Args:
    - shape (Sequence[int], required): The shape of the output tensor.
    - dtype (int, default 1): The data type for the elements of the output tensor. Default is TensorProto::FLOAT.
    - mean (float, default 0.0): The mean of the normal distribution.
    - scale (float, default 1.0): The standard deviation of the normal distribution.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T): Output tensor of random values drawn from normal distribution

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors."""
@overload
def RandomNormal(shape: Sequence[int], dtype: Literal[DataType.FLOAT], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> FLOAT: ...
@overload
def RandomNormal(shape: Sequence[int], dtype: Literal[DataType.DOUBLE], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> DOUBLE: ...
@overload
def RandomNormal(shape: Sequence[int], *, mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> FLOAT: ...
@overload
def RandomNormal(shape: Sequence[int], dtype: int = 1, seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> Any: ...
_RandomNormalLike_T1_same = TypeVar("_RandomNormalLike_T1_same", FLOAT16, FLOAT, DOUBLE)
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.FLOAT16], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> FLOAT16:
    """[RandomNormalLike - 1](https://onnx.ai/onnx/operators/onnx__RandomNormalLike.html#randomnormallike-1) · ai.onnx · since opset 1

    Described at [RandomNormalLike - 22](https://onnx.ai/onnx/operators/onnx__RandomNormalLike.html#randomnormallike-22), whose documentation is the same.

    Args:
    - input (T1): Input tensor to copy shape and optionally type information from.
    - dtype (int, optional): (Optional) The data type for the elements of the output tensor, if not specified, we will use the data type of the input tensor.
    - mean (float, default 0.0): The mean of the normal distribution.
    - scale (float, default 1.0): The standard deviation of the normal distribution.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T2): Output tensor of random values drawn from normal distribution

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type. If the dtype attribute is not provided this must be a valid output type.
    - T2 in (FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors."""
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.FLOAT], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> FLOAT: ...
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.DOUBLE], seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> DOUBLE: ...
@overload
def RandomNormalLike(input: _RandomNormalLike_T1_same | float | str | Sequence[float], *, mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> _RandomNormalLike_T1_same: ...
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: int | None = None, seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> Any: ...
@overload
@deprecated('RandomNormalLike (version 1) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def RandomNormalLike(input: TensorType | float | str | Sequence[float], dtype: int | None = None, seed: float | None = None, scale: float = 1.0, mean: float = 0.0) -> Any: ...
@overload
def RandomUniform(shape: Sequence[int], dtype: Literal[DataType.FLOAT16], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> FLOAT16:
    """[RandomUniform - 1](https://onnx.ai/onnx/operators/onnx__RandomUniform.html#randomuniform-1) · ai.onnx · since opset 1

    Described at [RandomUniform - 22](https://onnx.ai/onnx/operators/onnx__RandomUniform.html#randomuniform-22), whose documentation is the same.

    Args:
    - shape (Sequence[int], required): The shape of the output tensor.
    - dtype (int, default 1): The data type for the elements of the output tensor. If not specified, default is TensorProto::FLOAT.
    - high (float, default 1.0): Upper boundary of the output values.
    - low (float, default 0.0): Lower boundary of the output values.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T): Output tensor of random values drawn from uniform distribution

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors."""
@overload
def RandomUniform(shape: Sequence[int], dtype: Literal[DataType.FLOAT], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> FLOAT: ...
@overload
def RandomUniform(shape: Sequence[int], dtype: Literal[DataType.DOUBLE], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> DOUBLE: ...
@overload
def RandomUniform(shape: Sequence[int], *, high: float = 1.0, low: float = 0.0, seed: float | None = None) -> FLOAT: ...
@overload
def RandomUniform(shape: Sequence[int], dtype: int = 1, seed: float | None = None, high: float = 1.0, low: float = 0.0) -> Any: ...
_RandomUniformLike_T1_same = TypeVar("_RandomUniformLike_T1_same", FLOAT16, FLOAT, DOUBLE)
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.FLOAT16], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> FLOAT16:
    """[RandomUniformLike - 1](https://onnx.ai/onnx/operators/onnx__RandomUniformLike.html#randomuniformlike-1) · ai.onnx · since opset 1

    Described at [RandomUniformLike - 22](https://onnx.ai/onnx/operators/onnx__RandomUniformLike.html#randomuniformlike-22), whose documentation is the same.

    Args:
    - input (T1): Input tensor to copy shape and optionally type information from.
    - dtype (int, optional): (Optional) The data type for the elements of the output tensor, if not specified, we will use the data type of the input tensor.
    - high (float, default 1.0): Upper boundary of the output values.
    - low (float, default 0.0): Lower boundary of the output values.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T2): Output tensor of random values drawn from uniform distribution

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type. If the dtype attribute is not provided this must be a valid output type.
    - T2 in (FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors."""
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.FLOAT], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> FLOAT: ...
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: Literal[DataType.DOUBLE], seed: float | None = None, high: float = 1.0, low: float = 0.0) -> DOUBLE: ...
@overload
def RandomUniformLike(input: _RandomUniformLike_T1_same | float | str | Sequence[float], *, high: float = 1.0, low: float = 0.0, seed: float | None = None) -> _RandomUniformLike_T1_same: ...
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], dtype: int | None = None, seed: float | None = None, high: float = 1.0, low: float = 0.0) -> Any: ...
@overload
@deprecated('RandomUniformLike (version 1) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def RandomUniformLike(input: TensorType | float | str | Sequence[float], dtype: int | None = None, seed: float | None = None, high: float = 1.0, low: float = 0.0) -> Any: ...
_Reciprocal_T = TypeVar("_Reciprocal_T", FLOAT16, FLOAT, DOUBLE)
_Reciprocal_T_any = TypeVar("_Reciprocal_T_any", bound=TensorType)
@overload
def Reciprocal(X: _Reciprocal_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Reciprocal_T:
    """[Reciprocal - 1](https://onnx.ai/onnx/operators/onnx__Reciprocal.html#reciprocal-1) · ai.onnx · since opset 1

    Described at [Reciprocal - 13](https://onnx.ai/onnx/operators/onnx__Reciprocal.html#reciprocal-13), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Reciprocal (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Reciprocal(X: _Reciprocal_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Reciprocal_T_any: ...
_ReduceL1_T = TypeVar("_ReduceL1_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceL1_T_any = TypeVar("_ReduceL1_T_any", bound=TensorType)
@overload
def ReduceL1(data: _ReduceL1_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceL1_T:
    """[ReduceL1 - 1](https://onnx.ai/onnx/operators/onnx__ReduceL1.html#reducel1-1) · ai.onnx · since opset 1

    Computes the L1 norm of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 0.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceL1 (version 1) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceL1(data: _ReduceL1_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceL1_T_any: ...
_ReduceL2_T = TypeVar("_ReduceL2_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceL2_T_any = TypeVar("_ReduceL2_T_any", bound=TensorType)
@overload
def ReduceL2(data: _ReduceL2_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceL2_T:
    """[ReduceL2 - 1](https://onnx.ai/onnx/operators/onnx__ReduceL2.html#reducel2-1) · ai.onnx · since opset 1

    Computes the L2 norm of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 0.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceL2 (version 1) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceL2(data: _ReduceL2_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceL2_T_any: ...
_ReduceLogSum_T = TypeVar("_ReduceLogSum_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceLogSum_T_any = TypeVar("_ReduceLogSum_T_any", bound=TensorType)
@overload
def ReduceLogSum(data: _ReduceLogSum_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceLogSum_T:
    """[ReduceLogSum - 1](https://onnx.ai/onnx/operators/onnx__ReduceLogSum.html#reducelogsum-1) · ai.onnx · since opset 1

    Computes the log sum of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields minus infinity (if supported by the datatype) or undefined otherwise.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceLogSum (version 1) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceLogSum(data: _ReduceLogSum_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceLogSum_T_any: ...
_ReduceLogSumExp_T = TypeVar("_ReduceLogSumExp_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceLogSumExp_T_any = TypeVar("_ReduceLogSumExp_T_any", bound=TensorType)
@overload
def ReduceLogSumExp(data: _ReduceLogSumExp_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceLogSumExp_T:
    """[ReduceLogSumExp - 1](https://onnx.ai/onnx/operators/onnx__ReduceLogSumExp.html#reducelogsumexp-1) · ai.onnx · since opset 1

    Computes the log sum exponent of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields minus infinity (if supported by the datatype) or undefined otherwise.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceLogSumExp (version 1) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceLogSumExp(data: _ReduceLogSumExp_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceLogSumExp_T_any: ...
_ReduceMax_T = TypeVar("_ReduceMax_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceMax_T_any = TypeVar("_ReduceMax_T_any", bound=TensorType)
@overload
def ReduceMax(data: _ReduceMax_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMax_T:
    """[ReduceMax - 1](https://onnx.ai/onnx/operators/onnx__ReduceMax.html#reducemax-1) · ai.onnx · since opset 1

    Described at [ReduceMax - 11](https://onnx.ai/onnx/operators/onnx__ReduceMax.html#reducemax-11), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceMax (version 1) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceMax(data: _ReduceMax_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMax_T_any: ...
_ReduceMean_T = TypeVar("_ReduceMean_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceMean_T_any = TypeVar("_ReduceMean_T_any", bound=TensorType)
@overload
def ReduceMean(data: _ReduceMean_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMean_T:
    """[ReduceMean - 1](https://onnx.ai/onnx/operators/onnx__ReduceMean.html#reducemean-1) · ai.onnx · since opset 1

    Computes the mean of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields undefined.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceMean (version 1) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceMean(data: _ReduceMean_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMean_T_any: ...
_ReduceMin_T = TypeVar("_ReduceMin_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceMin_T_any = TypeVar("_ReduceMin_T_any", bound=TensorType)
@overload
def ReduceMin(data: _ReduceMin_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMin_T:
    """[ReduceMin - 1](https://onnx.ai/onnx/operators/onnx__ReduceMin.html#reducemin-1) · ai.onnx · since opset 1

    Described at [ReduceMin - 11](https://onnx.ai/onnx/operators/onnx__ReduceMin.html#reducemin-11), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceMin (version 1) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceMin(data: _ReduceMin_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMin_T_any: ...
_ReduceProd_T = TypeVar("_ReduceProd_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceProd_T_any = TypeVar("_ReduceProd_T_any", bound=TensorType)
@overload
def ReduceProd(data: _ReduceProd_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceProd_T:
    """[ReduceProd - 1](https://onnx.ai/onnx/operators/onnx__ReduceProd.html#reduceprod-1) · ai.onnx · since opset 1

    Computes the product of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 1.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceProd (version 1) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceProd(data: _ReduceProd_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceProd_T_any: ...
_ReduceSum_T = TypeVar("_ReduceSum_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceSum_T_any = TypeVar("_ReduceSum_T_any", bound=TensorType)
@overload
def ReduceSum(data: _ReduceSum_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceSum_T:
    """[ReduceSum - 1](https://onnx.ai/onnx/operators/onnx__ReduceSum.html#reducesum-1) · ai.onnx · since opset 1

    Computes the sum of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 0.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceSum (version 1) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceSum(data: _ReduceSum_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceSum_T_any: ...
_ReduceSumSquare_T = TypeVar("_ReduceSumSquare_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_ReduceSumSquare_T_any = TypeVar("_ReduceSumSquare_T_any", bound=TensorType)
@overload
def ReduceSumSquare(data: _ReduceSumSquare_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceSumSquare_T:
    """[ReduceSumSquare - 1](https://onnx.ai/onnx/operators/onnx__ReduceSumSquare.html#reducesumsquare-1) · ai.onnx · since opset 1

    Computes the sum square of the input tensor's element along the provided axes. The resulting
    tensor has the same rank as the input if keepdims equals 1. If keepdims equal 0, then
    the resulted tensor have the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 0.

    The above behavior is similar to numpy, with the exception that numpy defaults keepdims to
    False instead of True.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor.
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('ReduceSumSquare (version 1) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ReduceSumSquare(data: _ReduceSumSquare_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceSumSquare_T_any: ...
_Relu_T = TypeVar("_Relu_T", FLOAT16, FLOAT, DOUBLE)
_Relu_T_any = TypeVar("_Relu_T_any", bound=TensorType)
@overload
def Relu(X: _Relu_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Relu_T:
    """[Relu - 1](https://onnx.ai/onnx/operators/onnx__Relu.html#relu-1) · ai.onnx · since opset 1

    Described at [Relu - 14](https://onnx.ai/onnx/operators/onnx__Relu.html#relu-14), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Relu (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Relu(X: _Relu_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Relu_T_any: ...
_Reshape_T = TypeVar("_Reshape_T", FLOAT16, FLOAT, DOUBLE)
_Reshape_T_any = TypeVar("_Reshape_T_any", bound=TensorType)
@overload
def Reshape(data: _Reshape_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, shape: Sequence[int] | None = None) -> _Reshape_T:
    """[Reshape - 1](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-1) · ai.onnx · since opset 1

    Reshape the input tensor similar to numpy.reshape.
    It takes a tensor as input and an argument `shape`. It outputs the reshaped tensor.
    At most one dimension of the new shape can be -1. In this case, the value is
    inferred from the size of the tensor and the remaining dimensions. A dimension
    could also be 0, in which case the actual dimension value is unchanged (i.e. taken
    from the input tensor). Shape (second input) could be an empty shape, which means converting to a scalar.
    The input tensor's shape and the output tensor's shape are required to have the same number of elements.

    Args:
    - data (T): An input tensor.
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.
    - shape (Sequence[int], optional): New shape

    Returns:
    - reshaped (T): Reshaped data.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Reshape (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Reshape(data: _Reshape_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, shape: Sequence[int] | None = None) -> _Reshape_T_any: ...
_Selu_T = TypeVar("_Selu_T", FLOAT16, FLOAT, DOUBLE)
_Selu_T_any = TypeVar("_Selu_T_any", bound=TensorType)
@overload
def Selu(X: _Selu_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, gamma: float = 1.0507, alpha: float = 1.6732) -> _Selu_T:
    """[Selu - 1](https://onnx.ai/onnx/operators/onnx__Selu.html#selu-1) · ai.onnx · since opset 1

    Described at [Selu - 22](https://onnx.ai/onnx/operators/onnx__Selu.html#selu-22), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.6732): Coefficient of SELU default to 1.6732.
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.
    - gamma (float, default 1.0507): Coefficient of SELU default to 1.0507.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Selu (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Selu(X: _Selu_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None, gamma: float = 1.0507, alpha: float = 1.6732) -> _Selu_T_any: ...
@overload
def Shape(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float]) -> INT64:
    """[Shape - 1](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-1) · ai.onnx · since opset 1

    Described at [Shape - 13](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-13), whose documentation is the same.

    Args:
    - data (T): An input tensor.

    Returns:
    - shape (T1): Shape of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor."""
@overload
@deprecated('Shape (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Shape(data: TensorType | float | str | Sequence[float]) -> INT64: ...
_Sigmoid_T = TypeVar("_Sigmoid_T", FLOAT16, FLOAT, DOUBLE)
_Sigmoid_T_any = TypeVar("_Sigmoid_T_any", bound=TensorType)
@overload
def Sigmoid(X: _Sigmoid_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Sigmoid_T:
    """[Sigmoid - 1](https://onnx.ai/onnx/operators/onnx__Sigmoid.html#sigmoid-1) · ai.onnx · since opset 1

    Described at [Sigmoid - 13](https://onnx.ai/onnx/operators/onnx__Sigmoid.html#sigmoid-13), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sigmoid (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sigmoid(X: _Sigmoid_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Sigmoid_T_any: ...
@overload
def Size(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float]) -> INT64:
    """[Size - 1](https://onnx.ai/onnx/operators/onnx__Size.html#size-1) · ai.onnx · since opset 1

    Described at [Size - 25](https://onnx.ai/onnx/operators/onnx__Size.html#size-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.

    Returns:
    - size (T1): Total number of elements of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor, which should be a scalar though."""
@overload
@deprecated('Size (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Size(data: TensorType | float | str | Sequence[float]) -> INT64: ...
_Slice_T = TypeVar("_Slice_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Slice_T_any = TypeVar("_Slice_T_any", bound=TensorType)
@overload
def Slice(data: _Slice_T | float | str | Sequence[float], ends: Sequence[int], starts: Sequence[int], axes: Sequence[int] | None = None) -> _Slice_T:
    """[Slice - 1](https://onnx.ai/onnx/operators/onnx__Slice.html#slice-1) · ai.onnx · since opset 1

    Produces a slice of the input tensor along multiple axes. Similar to numpy:
    https://numpy.org/doc/stable/reference/routines.indexing.html
    Slices uses `axes`, `starts` and `ends` attributes to specify the start and end
    dimension for each axis in the list of axes, it uses this information to
    slice the input `data` tensor. If a negative value is passed for any of the
    start or end indices, it represent number of elements before the end of that
    dimension. If the value passed to start or end is larger than the `n` (the
    number of elements in this dimension), it represents `n`. For slicing to the
    end of a dimension with unknown size, it is recommended to pass in `INT_MAX`.
    If `axes` are omitted, they are set to `[0, ..., ndim-1]`.
    Example 1:
      data = [
          [1, 2, 3, 4],
          [5, 6, 7, 8],
      ]
      axes = [0, 1]
      starts = [1, 0]
      ends = [2, 3]
      result = [
          [5, 6, 7],
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
    - ends (Sequence[int], required): Ending indices (exclusive) of corresponding axis in axes`
    - starts (Sequence[int], required): Starting indices of corresponding axis in `axes`
    - axes (Sequence[int], optional): Axes that `starts` and `ends` apply to. It's optional. If not present, will be treated as [0, 1, ..., len(`starts`) - 1].

    Returns:
    - output (T): Sliced data tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Slice (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Slice(data: _Slice_T_any | float | str | Sequence[float], ends: Sequence[int], starts: Sequence[int], axes: Sequence[int] | None = None) -> _Slice_T_any: ...
_Softmax_T = TypeVar("_Softmax_T", FLOAT16, FLOAT, DOUBLE)
_Softmax_T_any = TypeVar("_Softmax_T_any", bound=TensorType)
@overload
def Softmax(input: _Softmax_T | float | Sequence[float], axis: int = 1) -> _Softmax_T:
    """[Softmax - 1](https://onnx.ai/onnx/operators/onnx__Softmax.html#softmax-1) · ai.onnx · since opset 1

    The operator computes the softmax (normalized exponential) values for each layer in the batch
     of the given input. The input is a 2-D tensor (Tensor<float>) of size
    (batch_size x input_feature_dimensions). The output tensor has the same shape
    and contains the softmax values of the corresponding input.

    Input does not need to explicitly be a 2D vector; rather, it will be
    coerced into one. For an arbitrary n-dimensional tensor
    input \\in [a_0, a_1, ..., a_{k-1}, a_k, ..., a_{n-1}] and k is
    the axis provided, then input will be coerced into a 2-dimensional tensor with
    dimensions [a_0 * ... * a_{k-1}, a_k * ... * a_{n-1}]. For the default
    case where axis=1, this means the input tensor will be coerced into a 2D tensor
    of dimensions [a_0, a_1 * ... * a_{n-1}], where a_0 is often the batch size.
    In this situation, we must have a_0 = N and a_1 * ... * a_{n-1} = D.
    Each of these dimensions must be matched correctly, or else the operator
    will throw errors.

    Args:
    - input (T): The input tensor that's coerced into a 2D matrix of size (NxD) as described above.
    - axis (int, default 1): Describes the axis of the inputs when coerced to 2D; defaults to one because the 0th axis most likely describes the batch_size

    Returns:
    - output (T): The output values with the same shape as input tensor (the original size without coercion).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Softmax (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Softmax(input: _Softmax_T_any | float | Sequence[float], axis: int = 1) -> _Softmax_T_any: ...
_Softplus_T = TypeVar("_Softplus_T", FLOAT16, FLOAT, DOUBLE)
_Softplus_T_any = TypeVar("_Softplus_T_any", bound=TensorType)
@overload
def Softplus(X: _Softplus_T | float | Sequence[float]) -> _Softplus_T:
    """[Softplus - 1](https://onnx.ai/onnx/operators/onnx__Softplus.html#softplus-1) · ai.onnx · since opset 1

    Described at [Softplus - 22](https://onnx.ai/onnx/operators/onnx__Softplus.html#softplus-22), whose documentation is the same.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Softplus (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Softplus(X: _Softplus_T_any | float | Sequence[float]) -> _Softplus_T_any: ...
_Softsign_T = TypeVar("_Softsign_T", FLOAT16, FLOAT, DOUBLE)
_Softsign_T_any = TypeVar("_Softsign_T_any", bound=TensorType)
@overload
def Softsign(input: _Softsign_T | float | Sequence[float]) -> _Softsign_T:
    """[Softsign - 1](https://onnx.ai/onnx/operators/onnx__Softsign.html#softsign-1) · ai.onnx · since opset 1

    Described at [Softsign - 22](https://onnx.ai/onnx/operators/onnx__Softsign.html#softsign-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The softsign (x/(1+|x|)) values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Softsign (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Softsign(input: _Softsign_T_any | float | Sequence[float]) -> _Softsign_T_any: ...
_SpaceToDepth_T = TypeVar("_SpaceToDepth_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_SpaceToDepth_T_any = TypeVar("_SpaceToDepth_T_any", bound=TensorType)
@overload
def SpaceToDepth(input: _SpaceToDepth_T | float | str | Sequence[float], blocksize: int) -> _SpaceToDepth_T:
    """[SpaceToDepth - 1](https://onnx.ai/onnx/operators/onnx__SpaceToDepth.html#spacetodepth-1) · ai.onnx · since opset 1

    Described at [SpaceToDepth - 13](https://onnx.ai/onnx/operators/onnx__SpaceToDepth.html#spacetodepth-13), whose documentation is the same.

    Args:
    - input (T): Input tensor of [N,C,H,W], where N is the batch axis, C is the channel or depth, H is the height and W is the width.
    - blocksize (int, required): Blocks of [blocksize, blocksize] are moved.

    Returns:
    - output (T): Output tensor of [N, C * blocksize * blocksize, H/blocksize, W/blocksize].

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('SpaceToDepth (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def SpaceToDepth(input: _SpaceToDepth_T_any | float | str | Sequence[float], blocksize: int) -> _SpaceToDepth_T_any: ...
_Split_T = TypeVar("_Split_T", FLOAT16, FLOAT, DOUBLE)
_Split_T_any = TypeVar("_Split_T_any", bound=TensorType)
@overload
def Split(input: _Split_T | float | Sequence[float], split_input: _Split_T | float | Sequence[float] | None = None, split: Sequence[int] | None = None, axis: int | None = None) -> tuple[_Split_T, ...]:
    """[Split - 1](https://onnx.ai/onnx/operators/onnx__Split.html#split-1) · ai.onnx · since opset 1

    Split a tensor into a list of tensors, along the specified
    'axis'. The lengths of the split can be specified using argument 'axis' or
    optional second input blob to the operator. Otherwise, the tensor is split
    to equal sized parts.

    Args:
    - input (T): The tensor to split
    - split_input (optional T): Optional list of output lengths (see also arg 'split')
    - axis (int, optional): Which axis to split on
    - split (Sequence[int], optional): length of each output

    Returns:
    - outputs (variadic T): One or more outputs forming list of tensors after splitting

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input types to float tensors."""
@overload
@deprecated('Split (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Split(input: _Split_T_any | float | Sequence[float], split_input: _Split_T_any | float | Sequence[float] | None = None, split: Sequence[int] | None = None, axis: int | None = None) -> tuple[_Split_T_any, ...]: ...
_Sqrt_T = TypeVar("_Sqrt_T", FLOAT16, FLOAT, DOUBLE)
_Sqrt_T_any = TypeVar("_Sqrt_T_any", bound=TensorType)
@overload
def Sqrt(X: _Sqrt_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Sqrt_T:
    """[Sqrt - 1](https://onnx.ai/onnx/operators/onnx__Sqrt.html#sqrt-1) · ai.onnx · since opset 1

    Described at [Sqrt - 13](https://onnx.ai/onnx/operators/onnx__Sqrt.html#sqrt-13), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sqrt (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sqrt(X: _Sqrt_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Sqrt_T_any: ...
_Squeeze_T = TypeVar("_Squeeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Squeeze_T_any = TypeVar("_Squeeze_T_any", bound=TensorType)
@overload
def Squeeze(data: _Squeeze_T | float | str | Sequence[float], axes: Sequence[int] | None = None) -> _Squeeze_T:
    """[Squeeze - 1](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-1) · ai.onnx · since opset 1

    Described at [Squeeze - 11](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-11), whose documentation is the same.

    Args:
    - data (T): Tensors with at least max(dims) dimensions.
    - axes (Sequence[int], optional): List of non-negative integers, indicate the dimensions to squeeze.

    Returns:
    - squeezed (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Squeeze (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Squeeze(data: _Squeeze_T_any | float | str | Sequence[float], axes: Sequence[int] | None = None) -> _Squeeze_T_any: ...
_Sub_T = TypeVar("_Sub_T", FLOAT16, FLOAT, DOUBLE)
_Sub_T_any = TypeVar("_Sub_T_any", bound=TensorType)
@overload
def Sub(A: _Sub_T | float | Sequence[float], B: _Sub_T | float | Sequence[float], axis: int | None = None, consumed_inputs: Sequence[int] | None = None, broadcast: int = 0) -> _Sub_T:
    """[Sub - 1](https://onnx.ai/onnx/operators/onnx__Sub.html#sub-1) · ai.onnx · since opset 1

    Described at [Sub - 6](https://onnx.ai/onnx/operators/onnx__Sub.html#sub-6), whose documentation is the same.

    Args:
    - A (T): First operand, should share the type with the second operand.
    - B (T): Second operand. With broadcasting can be of smaller size than A. If broadcasting is disabled it should be of the same size.
    - axis (int, optional): If set, defines the broadcast dimensions. See doc for details.
    - broadcast (int, default 0): Pass 1 to enable broadcasting
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - C (T): Result, has same dimensions and type as A

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sub (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sub(A: _Sub_T_any | float | Sequence[float], B: _Sub_T_any | float | Sequence[float], axis: int | None = None, consumed_inputs: Sequence[int] | None = None, broadcast: int = 0) -> _Sub_T_any: ...
_Sum_T = TypeVar("_Sum_T", FLOAT16, FLOAT, DOUBLE)
_Sum_T_any = TypeVar("_Sum_T_any", bound=TensorType)
@overload
def Sum(*data_0: _Sum_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Sum_T:
    """[Sum - 1](https://onnx.ai/onnx/operators/onnx__Sum.html#sum-1) · ai.onnx · since opset 1

    Described at [Sum - 6](https://onnx.ai/onnx/operators/onnx__Sum.html#sum-6), whose documentation is the same.

    Args:
    - data_0 (variadic T): List of tensors for Sum.
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - sum (T): Output tensor. Same dimension as inputs.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sum (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sum(*data_0: _Sum_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Sum_T_any: ...
_Tanh_T = TypeVar("_Tanh_T", FLOAT16, FLOAT, DOUBLE)
_Tanh_T_any = TypeVar("_Tanh_T_any", bound=TensorType)
@overload
def Tanh(input: _Tanh_T | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Tanh_T:
    """[Tanh - 1](https://onnx.ai/onnx/operators/onnx__Tanh.html#tanh-1) · ai.onnx · since opset 1

    Described at [Tanh - 13](https://onnx.ai/onnx/operators/onnx__Tanh.html#tanh-13), whose documentation is the same.

    Args:
    - input (T): 1-D input tensor
    - consumed_inputs (Sequence[int], optional): legacy optimization attribute.

    Returns:
    - output (T): The hyperbolic tangent values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Tanh (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Tanh(input: _Tanh_T_any | float | Sequence[float], consumed_inputs: Sequence[int] | None = None) -> _Tanh_T_any: ...
_Tile_T = TypeVar("_Tile_T", FLOAT16, FLOAT, DOUBLE)
_Tile_T_any = TypeVar("_Tile_T_any", bound=TensorType)
@overload
def Tile(input: _Tile_T | float | Sequence[float], tiles: _Tile_T | float | Sequence[float], axis: _Tile_T | float | Sequence[float]) -> _Tile_T:
    """[Tile - 1](https://onnx.ai/onnx/operators/onnx__Tile.html#tile-1) · ai.onnx · since opset 1

    Repeat the elements of a tensor along an axis.

    Args:
    - input (T): Input tensor of any shape.
    - tiles (T): Number of repeated copies to make of the input tensor.
    - axis (T): Axis along which to repeat.

    Returns:
    - output (T): Output tensor of same shape and type as input.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input types to float tensors.
    - T1 in (INT64): Constrain tiles and axis's type to int64 tensors."""
@overload
@deprecated('Tile (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Tile(input: _Tile_T_any | float | Sequence[float], tiles: _Tile_T_any | float | Sequence[float], axis: _Tile_T_any | float | Sequence[float]) -> _Tile_T_any: ...
_TopK_T = TypeVar("_TopK_T", FLOAT16, FLOAT, DOUBLE)
_TopK_T_any = TypeVar("_TopK_T_any", bound=TensorType)
@overload
def TopK(X: _TopK_T | float | Sequence[float], axis: int = -1, *, k: int) -> tuple[_TopK_T, INT64]:
    """[TopK - 1](https://onnx.ai/onnx/operators/onnx__TopK.html#topk-1) · ai.onnx · since opset 1

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
    - k (int, required): Number of top elements to retrieve
    - axis (int, default -1): Dimension on which to do the sort.

    Returns:
    - Values (T): Tensor of shape [a_0, a_1, ..., a_{axis-1}, k, a_{axis+1}, ... a_{n-1}] containing top K values from the input tensor
    - Indices (I): Tensor of shape [a_0, a_1, ..., a_{axis-1}, k, a_{axis+1}, ... a_{n-1}] containing the corresponding input tensor indices for the top K values.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - I in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('TopK (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def TopK(X: _TopK_T_any | float | Sequence[float], axis: int = -1, *, k: int) -> tuple[_TopK_T_any, INT64]: ...
_Transpose_T = TypeVar("_Transpose_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Transpose_T_any = TypeVar("_Transpose_T_any", bound=TensorType)
@overload
def Transpose(data: _Transpose_T | float | str | Sequence[float], perm: Sequence[int] | None = None) -> _Transpose_T:
    """[Transpose - 1](https://onnx.ai/onnx/operators/onnx__Transpose.html#transpose-1) · ai.onnx · since opset 1

    Described at [Transpose - 25](https://onnx.ai/onnx/operators/onnx__Transpose.html#transpose-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - perm (Sequence[int], optional): A list of integers. By default, reverse the dimensions, otherwise permute the axes according to the values given.

    Returns:
    - transposed (T): Transposed output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Transpose (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Transpose(data: _Transpose_T_any | float | str | Sequence[float], perm: Sequence[int] | None = None) -> _Transpose_T_any: ...
_Unsqueeze_T = TypeVar("_Unsqueeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Unsqueeze_T_any = TypeVar("_Unsqueeze_T_any", bound=TensorType)
@overload
def Unsqueeze(data: _Unsqueeze_T | float | str | Sequence[float], axes: Sequence[int]) -> _Unsqueeze_T:
    """[Unsqueeze - 1](https://onnx.ai/onnx/operators/onnx__Unsqueeze.html#unsqueeze-1) · ai.onnx · since opset 1

    Insert single-dimensional entries to the shape of a tensor.
    Takes one required argument `axes`, a list of dimensions that will be inserted.
    Dimension indices in `axes` are as seen in the output tensor. For example:
      Given a tensor such that tensor with shape [3, 4, 5], then
      Unsqueeze(tensor, axes=[0, 4]) has shape [1, 3, 4, 5, 1]

    Args:
    - data (T): Original tensor
    - axes (Sequence[int], required): List of non-negative integers, indicate the dimensions to be inserted

    Returns:
    - expanded (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Unsqueeze (version 1) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Unsqueeze(data: _Unsqueeze_T_any | float | str | Sequence[float], axes: Sequence[int]) -> _Unsqueeze_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", BOOL, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Upsample_T_any = TypeVar("_Upsample_T_any", bound=TensorType)
@overload
def Upsample(X: _Upsample_T | float | Sequence[float], mode: str = 'nearest', *, height_scale: float, width_scale: float) -> _Upsample_T:
    """[Upsample - 1](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-1) · ai.onnx · since opset 1

    Upsample the input tensor.
    The width and height of the output tensor are:
      output_width = floor(input_width * width_scale),
      output_height = floor(input_height * height_scale).
    Example:
      Given `data` tensor, width_scale, height_scale, mode,
      Upsample the input 4-D tensor in nearest mode:
      data = [[[
          [1, 2],
          [3, 4]
      ]]]
      width_scale = 2
      height_scale = 2
      mode = "nearest"
      output = [[[
          [1, 1, 2, 2],
          [1, 1, 2, 2],
          [3, 3, 4, 4],
          [3, 3, 4, 4]
      ]]]

    Args:
    - X (T): 4-D tensor, [N,C,H,W]
    - height_scale (float, required): The scale along height dimension. It takes value greater than or equal to 1.
    - width_scale (float, required): The scale along width dimension. It takes value greater than or equal to 1.
    - mode (str, default 'nearest'): Two interpolation modes: nearest(default), bilinear

    Returns:
    - Y (T): 4-D tensor after resizing, [N,C,H,W]

    Type constraints:
    - T in (BOOL, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain output types to bool, int32, int64, float16, float, double tensors."""
@overload
@deprecated('Upsample (version 1) takes T as one of BOOL, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Upsample(X: _Upsample_T_any | float | Sequence[float], mode: str = 'nearest', *, height_scale: float, width_scale: float) -> _Upsample_T_any: ...
def Xor(A: BOOL | bool, B: BOOL | bool, axis: int | None = None, broadcast: int = 0) -> BOOL:
    """[Xor - 1](https://onnx.ai/onnx/operators/onnx__Xor.html#xor-1) · ai.onnx · since opset 1

    Returns the tensor resulted from performing the `xor` logical operation
    elementwise on the input tensors `A` and `B`.

    If broadcasting is enabled, the right-hand-side argument will be broadcasted
    to match the shape of left-hand-side argument. See the doc of `Add` for a
    detailed description of the broadcasting rules.

    Args:
    - A (T): Left input tensor for the logical operator.
    - B (T): Right input tensor for the logical operator.
    - axis (int, optional): If set, defines the broadcast dimensions.
    - broadcast (int, default 0): Enable broadcasting

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL): Constrain input to boolean tensor.
    - T1 in (BOOL): Constrain output to boolean tensor."""
