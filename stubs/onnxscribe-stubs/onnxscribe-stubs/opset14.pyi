"""ai.onnx opset 14: every operator in force at version 14 of ai.onnx.

Generated from the schemas of onnx 1.23.2; do not edit.
"""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated

from onnxscribe.core.type_aliases import DataType, GraphBody, SparseTensorData, TensorData
from onnxscribe.core.types import (
    FLOAT,
    UINT8,
    INT8,
    UINT16,
    INT16,
    INT32,
    INT64,
    STRING,
    BOOL,
    FLOAT16,
    DOUBLE,
    UINT32,
    UINT64,
    COMPLEX64,
    COMPLEX128,
    BFLOAT16,
)

__all__ = [
    "Abs",
    "Acos",
    "Acosh",
    "Add",
    "And",
    "ArgMax",
    "ArgMin",
    "Asin",
    "Asinh",
    "Atan",
    "Atanh",
    "AveragePool",
    "BatchNormalization",
    "BitShift",
    "Cast",
    "Ceil",
    "Celu",
    "Clip",
    "Compress",
    "Concat",
    "ConcatFromSequence",
    "Constant",
    "ConstantOfShape",
    "Conv",
    "ConvInteger",
    "ConvTranspose",
    "Cos",
    "Cosh",
    "CumSum",
    "DepthToSpace",
    "DequantizeLinear",
    "Det",
    "Div",
    "Dropout",
    "DynamicQuantizeLinear",
    "Einsum",
    "Elu",
    "Equal",
    "Erf",
    "Exp",
    "Expand",
    "EyeLike",
    "Flatten",
    "Floor",
    "GRU",
    "Gather",
    "GatherElements",
    "GatherND",
    "Gemm",
    "GlobalAveragePool",
    "GlobalLpPool",
    "GlobalMaxPool",
    "Greater",
    "GreaterOrEqual",
    "HardSigmoid",
    "HardSwish",
    "Hardmax",
    "Identity",
    "If",
    "InstanceNormalization",
    "IsInf",
    "IsNaN",
    "LRN",
    "LSTM",
    "LeakyRelu",
    "Less",
    "LessOrEqual",
    "Log",
    "LogSoftmax",
    "Loop",
    "LpNormalization",
    "LpPool",
    "MatMul",
    "MatMulInteger",
    "Max",
    "MaxPool",
    "MaxRoiPool",
    "MaxUnpool",
    "Mean",
    "MeanVarianceNormalization",
    "Min",
    "Mod",
    "Mul",
    "Multinomial",
    "Neg",
    "NegativeLogLikelihoodLoss",
    "NonMaxSuppression",
    "NonZero",
    "Not",
    "OneHot",
    "Or",
    "PRelu",
    "Pad",
    "Pow",
    "QLinearConv",
    "QLinearMatMul",
    "QuantizeLinear",
    "RNN",
    "RandomNormal",
    "RandomNormalLike",
    "RandomUniform",
    "RandomUniformLike",
    "Range",
    "Reciprocal",
    "ReduceL1",
    "ReduceL2",
    "ReduceLogSum",
    "ReduceLogSumExp",
    "ReduceMax",
    "ReduceMean",
    "ReduceMin",
    "ReduceProd",
    "ReduceSum",
    "ReduceSumSquare",
    "Relu",
    "Reshape",
    "Resize",
    "ReverseSequence",
    "RoiAlign",
    "Round",
    "Scan",
    "ScatterElements",
    "ScatterND",
    "Selu",
    "SequenceAt",
    "SequenceConstruct",
    "SequenceEmpty",
    "SequenceErase",
    "SequenceInsert",
    "SequenceLength",
    "Shape",
    "Shrink",
    "Sigmoid",
    "Sign",
    "Sin",
    "Sinh",
    "Size",
    "Slice",
    "Softmax",
    "SoftmaxCrossEntropyLoss",
    "Softplus",
    "Softsign",
    "SpaceToDepth",
    "Split",
    "SplitToSequence",
    "Sqrt",
    "Squeeze",
    "StringNormalizer",
    "Sub",
    "Sum",
    "Tan",
    "Tanh",
    "TfIdfVectorizer",
    "ThresholdedRelu",
    "Tile",
    "TopK",
    "Transpose",
    "Trilu",
    "Unique",
    "Unsqueeze",
    "Where",
    "Xor",
]

_Abs_T = TypeVar("_Abs_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors.
    """

_Acos_T = TypeVar("_Acos_T", FLOAT16, FLOAT, DOUBLE)
def Acos(input: _Acos_T | float | Sequence[float]) -> _Acos_T:
    """[Acos - 7](https://onnx.ai/onnx/operators/onnx__Acos.html#acos-7) · ai.onnx · since opset 7

    Calculates the arccosine (inverse of cosine) of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The arccosine of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Acosh_T = TypeVar("_Acosh_T", FLOAT16, FLOAT, DOUBLE)
def Acosh(input: _Acosh_T | float | Sequence[float]) -> _Acosh_T:
    """[Acosh - 9](https://onnx.ai/onnx/operators/onnx__Acosh.html#acosh-9) · ai.onnx · since opset 9

    Calculates the hyperbolic arccosine of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic arccosine values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Add_T = TypeVar("_Add_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Add(A: _Add_T | float | Sequence[float], B: _Add_T | float | Sequence[float]) -> _Add_T:
    """[Add - 14](https://onnx.ai/onnx/operators/onnx__Add.html#add-14) · ai.onnx · since opset 14

    Performs element-wise binary addition (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    (Opset 14 change): Extend supported types to include uint8, int8, uint16, and int16.

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors.
    """

def And(A: BOOL | bool, B: BOOL | bool) -> BOOL:
    """[And - 7](https://onnx.ai/onnx/operators/onnx__And.html#and-7) · ai.onnx · since opset 7

    Returns the tensor resulted from performing the `and` logical operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL): Constrain input to boolean tensor.
    - T1 in (BOOL): Constrain output to boolean tensor.
    """

def ArgMax(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | BFLOAT16 | float | Sequence[float], *, axis: int = 0, keepdims: int = 1, select_last_index: int = 0) -> INT64:
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors.
    """

def ArgMin(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | BFLOAT16 | float | Sequence[float], *, axis: int = 0, keepdims: int = 1, select_last_index: int = 0) -> INT64:
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors.
    """

_Asin_T = TypeVar("_Asin_T", FLOAT16, FLOAT, DOUBLE)
def Asin(input: _Asin_T | float | Sequence[float]) -> _Asin_T:
    """[Asin - 7](https://onnx.ai/onnx/operators/onnx__Asin.html#asin-7) · ai.onnx · since opset 7

    Calculates the arcsine (inverse of sine) of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The arcsine of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Asinh_T = TypeVar("_Asinh_T", FLOAT16, FLOAT, DOUBLE)
def Asinh(input: _Asinh_T | float | Sequence[float]) -> _Asinh_T:
    """[Asinh - 9](https://onnx.ai/onnx/operators/onnx__Asinh.html#asinh-9) · ai.onnx · since opset 9

    Calculates the hyperbolic arcsine of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic arcsine values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Atan_T = TypeVar("_Atan_T", FLOAT16, FLOAT, DOUBLE)
def Atan(input: _Atan_T | float | Sequence[float]) -> _Atan_T:
    """[Atan - 7](https://onnx.ai/onnx/operators/onnx__Atan.html#atan-7) · ai.onnx · since opset 7

    Calculates the arctangent (inverse of tangent) of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The arctangent of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Atanh_T = TypeVar("_Atanh_T", FLOAT16, FLOAT, DOUBLE)
def Atanh(input: _Atanh_T | float | Sequence[float]) -> _Atanh_T:
    """[Atanh - 9](https://onnx.ai/onnx/operators/onnx__Atanh.html#atanh-9) · ai.onnx · since opset 9

    Calculates the hyperbolic arctangent of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic arctangent values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_AveragePool_T = TypeVar("_AveragePool_T", FLOAT16, FLOAT, DOUBLE)
def AveragePool(X: _AveragePool_T | float | Sequence[float], *, kernel_shape: Sequence[int], auto_pad: str = 'NOTSET', ceil_mode: int = 0, count_include_pad: int = 0, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None) -> _AveragePool_T:
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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_BatchNormalization_T = TypeVar("_BatchNormalization_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_BatchNormalization_U = TypeVar("_BatchNormalization_U", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def BatchNormalization(X: _BatchNormalization_T | float | Sequence[float], scale: _BatchNormalization_T | float | Sequence[float], B: _BatchNormalization_T | float | Sequence[float], input_mean: _BatchNormalization_U | float | Sequence[float], input_var: _BatchNormalization_U | float | Sequence[float], *, epsilon: float = 1e-05, momentum: float = 0.9, training_mode: int = 0) -> _BatchNormalization_T:
    """[BatchNormalization - 14](https://onnx.ai/onnx/operators/onnx__BatchNormalization.html#batchnormalization-14) · ai.onnx · since opset 14

    Carries out batch normalization as described in the paper
    https://arxiv.org/abs/1502.03167. Depending on the mode it is being run,
    There are five required inputs 'X', 'scale', 'B', 'input_mean' and
    'input_var'.
    Note that 'input_mean' and 'input_var' are expected to be the estimated
    statistics in inference mode (training_mode=False, default),
    and the running statistics in training mode (training_mode=True).
    There are multiple cases for the number of outputs, which we list below:

    Output case #1: Y, running_mean, running_var (training_mode=True)
    Output case #2: Y (training_mode=False)

    When training_mode=False, extra outputs are invalid.
    The outputs are updated as follows when training_mode=True:
    ```
    running_mean = input_mean * momentum + current_mean * (1 - momentum)
    running_var = input_var * momentum + current_var * (1 - momentum)

    Y = (X - current_mean) / sqrt(current_var + epsilon) * scale + B

    where:

    current_mean = ReduceMean(X, axis=all_except_channel_index)
    current_var =  ReduceVar(X, axis=all_except_channel_index)

    Notice that ReduceVar refers to the population variance, and it equals to
    sum(sqrd(x_i - x_avg)) / N
    where N is the population size (this formula does not use sample size N - 1).

    ```

    When training_mode=False:
    ```
    Y = (X - input_mean) / sqrt(input_var + epsilon) * scale + B
    ```

    For previous (depreciated) non-spatial cases, implementors are suggested
    to flatten the input shape to (N x C * D1 * D2 * ... * Dn) before a BatchNormalization Op.
    This operator has optional inputs/outputs. See [the doc](https://github.com/onnx/onnx/blob/main/docs/IR.md) for more details about the representation of optional arguments. An empty string may be used in the place of an actual argument's name to indicate a missing argument. Trailing optional arguments (those not followed by an argument that is present) may also be simply omitted.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size, C is the number of channels. Statistics are computed for every channel of C over N and D1 to Dn dimensions. For image data, input dimensions become (N x C x H x W). The op also accepts single dimension input of size N in which case C is assumed to be 1
    - scale (T): Scale tensor of shape (C).
    - B (T): Bias tensor of shape (C).
    - input_mean (U): running (training) or estimated (testing) mean tensor of shape (C).
    - input_var (U): running (training) or estimated (testing) variance tensor of shape (C).
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero.
    - momentum (float, default 0.9): Factor used in computing the running mean and variance.e.g., running_mean = running_mean * momentum + mean * (1 - momentum).
    - training_mode (int, default 0): If set to true, it indicates BatchNormalization is being used for training, and outputs 1, 2, 3, and 4 would be populated.

    Returns:
    - Y (T): The output tensor of the same shape as X
    - running_mean (optional U): The running mean after the BatchNormalization operator.
    - running_var (optional U): The running variance after the BatchNormalization operator. This op uses the population size (N) for calculating variance, and not the sample size N-1.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    - U in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain mean and variance types to float tensors. It allows all float type for U.
    """

_BitShift_T = TypeVar("_BitShift_T", UINT8, UINT16, UINT32, UINT64)
def BitShift(X: _BitShift_T | int | Sequence[int], Y: _BitShift_T | int | Sequence[int], *, direction: str) -> _BitShift_T:
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
    - T in (UINT8, UINT16, UINT32, UINT64): Constrain input and output types to integer tensors.
    """

@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.FLOAT16]) -> FLOAT16:
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
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16): Constrain output types. Casting to complex is not supported.
    """
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.FLOAT]) -> FLOAT:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.DOUBLE]) -> DOUBLE:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.INT8]) -> INT8:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.INT16]) -> INT16:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.INT32]) -> INT32:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.INT64]) -> INT64:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.UINT8]) -> UINT8:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.UINT16]) -> UINT16:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.UINT32]) -> UINT32:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.UINT64]) -> UINT64:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.BOOL]) -> BOOL:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.STRING]) -> STRING:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: Literal[DataType.BFLOAT16]) -> BFLOAT16:
    ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | str | Sequence[float], *, to: int) -> Any:
    ...

_Ceil_T = TypeVar("_Ceil_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

def Celu(X: FLOAT | float | Sequence[float], *, alpha: float = 1.0) -> FLOAT:
    """[Celu - 12](https://onnx.ai/onnx/operators/onnx__Celu.html#celu-12) · ai.onnx · since opset 12

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
    - T in (FLOAT): Constrain input and output types to float32 tensors.
    """

_Clip_T = TypeVar("_Clip_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors.
    """

_Compress_T = TypeVar("_Compress_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Compress(input: _Compress_T | float | str | Sequence[float], condition: BOOL | bool, *, axis: int | None = None) -> _Compress_T:
    """[Compress - 11](https://onnx.ai/onnx/operators/onnx__Compress.html#compress-11) · ai.onnx · since opset 11

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - T1 in (BOOL): Constrain to boolean tensors.
    """

_Concat_T = TypeVar("_Concat_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Concat(*inputs: _Concat_T | float | Sequence[float], axis: int) -> _Concat_T:
    """[Concat - 13](https://onnx.ai/onnx/operators/onnx__Concat.html#concat-13) · ai.onnx · since opset 13

    Concatenate a list of tensors into a single tensor. All input tensors must have the same shape, except for the dimension size of the axis to concatenate on.

    Args:
    - inputs (variadic T): List of tensors for concatenation
    - axis (int, required): Which axis to concat on. A negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(inputs)..

    Returns:
    - concat_result (T): Concatenated tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain output types to any tensor type.
    """

_ConcatFromSequence_T = TypeVar("_ConcatFromSequence_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def ConcatFromSequence(input_sequence: Sequence[_ConcatFromSequence_T], *, axis: int, new_axis: int = 0) -> _ConcatFromSequence_T:
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain output types to any tensor type.
    """

@overload
def Constant(*, value_float: float) -> FLOAT:
    """[Constant - 13](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-13) · ai.onnx · since opset 13

    This operator produces a constant tensor. Exactly one of the provided attributes, either value, sparse_value,
    or value_* must be specified.

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    """
@overload
def Constant(*, value_floats: Sequence[float]) -> FLOAT:
    ...
@overload
def Constant(*, value_int: int) -> INT64:
    ...
@overload
def Constant(*, value_ints: Sequence[int]) -> INT64:
    ...
@overload
def Constant(*, value_string: str) -> STRING:
    ...
@overload
def Constant(*, value_strings: Sequence[str]) -> STRING:
    ...
@overload
def Constant(*, sparse_value: SparseTensorData | None = None, value: TensorData | None = None, value_float: float | None = None, value_floats: Sequence[float] | None = None, value_int: int | None = None, value_ints: Sequence[int] | None = None, value_string: str | None = None, value_strings: Sequence[str] | None = None) -> Any:
    ...

@overload
def ConstantOfShape(input: INT64 | int | Sequence[int]) -> FLOAT:
    """[ConstantOfShape - 9](https://onnx.ai/onnx/operators/onnx__ConstantOfShape.html#constantofshape-9) · ai.onnx · since opset 9

    Generate a tensor with given value and shape.

    Args:
    - input (T1): 1D tensor. The shape of the expected output tensor. If empty tensor is given, the output would be a scalar. All values must be >= 0.
    - value (TensorData, optional): (Optional) The value of the output elements.Should be a one-element tensor. If not specified, it defaults to a tensor of value 0 and datatype float32

    Returns:
    - output (T2): Output tensor of shape specified by 'input'.If attribute 'value' is specified, the value and datatype of the output tensor is taken from 'value'.If attribute 'value' is not specified, the value in the output defaults to 0, and the datatype defaults to float32.

    Type constraints:
    - T1 in (INT64): Constrain input types.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL): Constrain output types to be numerics.
    """
@overload
def ConstantOfShape(input: INT64 | int | Sequence[int], *, value: TensorData | None = None) -> Any:
    ...

_Conv_T = TypeVar("_Conv_T", FLOAT16, FLOAT, DOUBLE)
def Conv(X: _Conv_T | float | Sequence[float], W: _Conv_T | float | Sequence[float], B: _Conv_T | float | Sequence[float] | None = None, *, auto_pad: str = 'NOTSET', dilations: Sequence[int] | None = None, group: int = 1, kernel_shape: Sequence[int] | None = None, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None) -> _Conv_T:
    """[Conv - 11](https://onnx.ai/onnx/operators/onnx__Conv.html#conv-11) · ai.onnx · since opset 11

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_ConvInteger_T1 = TypeVar("_ConvInteger_T1", INT8, UINT8)
_ConvInteger_T2 = TypeVar("_ConvInteger_T2", INT8, UINT8)
def ConvInteger(x: _ConvInteger_T1 | int | Sequence[int], w: _ConvInteger_T2 | int | Sequence[int], x_zero_point: _ConvInteger_T1 | int | Sequence[int] | None = None, w_zero_point: _ConvInteger_T2 | int | Sequence[int] | None = None, *, auto_pad: str = 'NOTSET', dilations: Sequence[int] | None = None, group: int = 1, kernel_shape: Sequence[int] | None = None, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None) -> INT32:
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
    - T3 in (INT32): Constrain output y data type to 32-bit integer tensor.
    """

_ConvTranspose_T = TypeVar("_ConvTranspose_T", FLOAT16, FLOAT, DOUBLE)
def ConvTranspose(X: _ConvTranspose_T | float | Sequence[float], W: _ConvTranspose_T | float | Sequence[float], B: _ConvTranspose_T | float | Sequence[float] | None = None, *, auto_pad: str = 'NOTSET', dilations: Sequence[int] | None = None, group: int = 1, kernel_shape: Sequence[int] | None = None, output_padding: Sequence[int] | None = None, output_shape: Sequence[int] | None = None, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None) -> _ConvTranspose_T:
    """[ConvTranspose - 11](https://onnx.ai/onnx/operators/onnx__ConvTranspose.html#convtranspose-11) · ai.onnx · since opset 11

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Cos_T = TypeVar("_Cos_T", FLOAT16, FLOAT, DOUBLE)
def Cos(input: _Cos_T | float | Sequence[float]) -> _Cos_T:
    """[Cos - 7](https://onnx.ai/onnx/operators/onnx__Cos.html#cos-7) · ai.onnx · since opset 7

    Calculates the cosine of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The cosine of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Cosh_T = TypeVar("_Cosh_T", FLOAT16, FLOAT, DOUBLE)
def Cosh(input: _Cosh_T | float | Sequence[float]) -> _Cosh_T:
    """[Cosh - 9](https://onnx.ai/onnx/operators/onnx__Cosh.html#cosh-9) · ai.onnx · since opset 9

    Calculates the hyperbolic cosine of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic cosine values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_CumSum_T = TypeVar("_CumSum_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def CumSum(x: _CumSum_T | float | Sequence[float], axis: INT32 | INT64 | int | Sequence[int], *, exclusive: int = 0, reverse: int = 0) -> _CumSum_T:
    """[CumSum - 14](https://onnx.ai/onnx/operators/onnx__CumSum.html#cumsum-14) · ai.onnx · since opset 14

    Performs cumulative sum of the input elements along the given axis.
    By default, it will do the sum inclusively meaning the first element is copied as is.
    Through an `exclusive` attribute, this behavior can change to exclude the first element.
    It can also perform summation in the opposite direction of the axis. For that, set `reverse` attribute to 1.

    Example:
    ```
    input_x = [1, 2, 3]
    axis=0
    output = [1, 3, 6]
    exclusive=1
    output = [0, 1, 3]
    exclusive=0
    reverse=1
    output = [6, 5, 3]
    exclusive=1
    reverse=1
    output = [5, 3, 0]
    ```

    Args:
    - x (T): An input tensor that is to be processed.
    - axis (T2): A 0-D tensor. Must be in the range [-rank(x), rank(x)-1]. Negative value means counting dimensions from the back.
    - exclusive (int, default 0): If set to 1 will return exclusive sum in which the top element is not included. In other terms, if set to 1, the j-th output element would be the sum of the first (j-1) elements. Otherwise, it would be the sum of the first j elements.
    - reverse (int, default 0): If set to 1 will perform the sums in reverse direction.

    Returns:
    - y (T): Output tensor of the same type as 'x' with cumulative sums of the x's elements

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    - T2 in (INT32, INT64): axis tensor can be int32 or int64 only
    """

_DepthToSpace_T = TypeVar("_DepthToSpace_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def DepthToSpace(input: _DepthToSpace_T | float | str | Sequence[float], *, blocksize: int, mode: str = 'DCR') -> _DepthToSpace_T:
    """[DepthToSpace - 13](https://onnx.ai/onnx/operators/onnx__DepthToSpace.html#depthtospace-13) · ai.onnx · since opset 13

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    """

_DequantizeLinear_T = TypeVar("_DequantizeLinear_T", INT8, UINT8, INT32)
def DequantizeLinear(x: _DequantizeLinear_T | int | Sequence[int], x_scale: FLOAT | float | Sequence[float], x_zero_point: _DequantizeLinear_T | int | Sequence[int] | None = None, *, axis: int = 1) -> FLOAT:
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
    - T in (INT8, UINT8, INT32): Constrain 'x_zero_point' and 'x' to 8-bit/32-bit integer tensor.
    """

_Det_T = TypeVar("_Det_T", FLOAT16, FLOAT, DOUBLE)
def Det(X: _Det_T | float | Sequence[float]) -> _Det_T:
    """[Det - 11](https://onnx.ai/onnx/operators/onnx__Det.html#det-11) · ai.onnx · since opset 11

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to floating-point tensors.
    """

_Div_T = TypeVar("_Div_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Div(A: _Div_T | float | Sequence[float], B: _Div_T | float | Sequence[float]) -> _Div_T:
    """[Div - 14](https://onnx.ai/onnx/operators/onnx__Div.html#div-14) · ai.onnx · since opset 14

    Performs element-wise binary division (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    For integer inputs, the result is computed using truncating division (rounding toward zero).
    (Opset 14 change): Extend supported types to include uint8, int8, uint16, and int16.

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors.
    """

_Dropout_T = TypeVar("_Dropout_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Dropout(data: _Dropout_T | float | Sequence[float], ratio: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float] | None = None, training_mode: BOOL | bool | None = None, *, seed: int | None = None) -> _Dropout_T:
    """[Dropout - 13](https://onnx.ai/onnx/operators/onnx__Dropout.html#dropout-13) · ai.onnx · since opset 13

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
    - ratio (optional T1): The ratio of random dropout, with value in [0, 1). If this input was not set, or if it was set to 0, the output would be a simple copy of the input. If it's non-zero, output will be a random dropout of the scaled input, which is typically the case during training. It is an optional value, if not specified it will default to 0.5.
    - training_mode (optional T2): If set to true then it indicates dropout is being used for training. It is an optional value hence unless specified explicitly, it is false. If it is false, ratio is ignored and the operation mimics inference mode where nothing will be dropped from the input data and if mask is requested as output it will contain all ones.
    - seed (int, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T): The output.
    - mask (optional T2): The output mask.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain input 'ratio' types to float tensors.
    - T2 in (BOOL): Constrain output 'mask' types to boolean tensors.
    """

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
    - T2 in (UINT8): Constrain 'y_zero_point' and 'y' to 8-bit unsigned integer tensor.
    """

_Einsum_T = TypeVar("_Einsum_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
def Einsum(*Inputs: _Einsum_T | float | Sequence[float], equation: str) -> _Einsum_T:
    """[Einsum - 12](https://onnx.ai/onnx/operators/onnx__Einsum.html#einsum-12) · ai.onnx · since opset 12

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numerical tensor types.
    """

_Elu_T = TypeVar("_Elu_T", FLOAT16, FLOAT, DOUBLE)
def Elu(X: _Elu_T | float | Sequence[float], *, alpha: float = 1.0) -> _Elu_T:
    """[Elu - 6](https://onnx.ai/onnx/operators/onnx__Elu.html#elu-6) · ai.onnx · since opset 6

    Elu takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the function `f(x) = alpha * (exp(x) - 1.) for x <
    0`, `f(x) = x for x >= 0`., is applied to the tensor elementwise.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.0): Coefficient of ELU.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Equal_T = TypeVar("_Equal_T", BOOL, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Equal(A: _Equal_T | float | Sequence[float], B: _Equal_T | float | Sequence[float]) -> BOOL:
    """[Equal - 13](https://onnx.ai/onnx/operators/onnx__Equal.html#equal-13) · ai.onnx · since opset 13

    Returns the tensor resulted from performing the `equal` logical operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor.
    """

_Erf_T = TypeVar("_Erf_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
def Erf(input: _Erf_T | float | Sequence[float]) -> _Erf_T:
    """[Erf - 13](https://onnx.ai/onnx/operators/onnx__Erf.html#erf-13) · ai.onnx · since opset 13

    Computes the error function of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The error function of the input tensor computed element-wise. It has the same shape and type of the input.

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Exp_T = TypeVar("_Exp_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
def Exp(input: _Exp_T | float | Sequence[float]) -> _Exp_T:
    """[Exp - 13](https://onnx.ai/onnx/operators/onnx__Exp.html#exp-13) · ai.onnx · since opset 13

    Calculates the exponential of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The exponential of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Expand_T = TypeVar("_Expand_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensors.
    """

_EyeLike_T1_same = TypeVar("_EyeLike_T1_same", FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL)
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.FLOAT16], k: int = 0) -> FLOAT16:
    """[EyeLike - 9](https://onnx.ai/onnx/operators/onnx__EyeLike.html#eyelike-9) · ai.onnx · since opset 9

    Generate a 2D tensor (matrix) with ones on the diagonal and zeros everywhere else. Only 2D
    tensors are supported, i.e. input T1 must be of rank 2. The shape of the output tensor is the
    same as the input tensor. The data type can be specified by the 'dtype' argument. If
    'dtype' is not specified, then the type of input tensor is used. By default, the main diagonal
    is populated with ones, but attribute 'k' can be used to populate upper or lower diagonals.
    The 'dtype' argument must be one of the data types specified in the 'DataType' enum field in the
    TensorProto message and be valid as an output type.

    Args:
    - input (T1): 2D input tensor to copy shape, and optionally, type information from.
    - dtype (int, optional): (Optional) The data type for the elements of the output tensor. If not specified,the data type of the input tensor T1 is used. If input tensor T1 is also notspecified, then type defaults to 'float'.
    - k (int, default 0): (Optional) Index of the diagonal to be populated with ones. Default is 0. If T2 is the output, this op sets T2[i, i+k] = 1. k = 0 populates the main diagonal, k > 0 populates an upper diagonal, and k < 0 populates a lower diagonal.

    Returns:
    - output (T2): Output tensor, same shape as input tensor T1.

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL): Constrain input types. Strings and complex are not supported.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL): Constrain output types. Strings and complex are not supported.
    """
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.FLOAT], k: int = 0) -> FLOAT:
    ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.DOUBLE], k: int = 0) -> DOUBLE:
    ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.INT8], k: int = 0) -> INT8:
    ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.INT16], k: int = 0) -> INT16:
    ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.INT32], k: int = 0) -> INT32:
    ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.INT64], k: int = 0) -> INT64:
    ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.UINT8], k: int = 0) -> UINT8:
    ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.UINT16], k: int = 0) -> UINT16:
    ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.UINT32], k: int = 0) -> UINT32:
    ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.UINT64], k: int = 0) -> UINT64:
    ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: Literal[DataType.BOOL], k: int = 0) -> BOOL:
    ...
@overload
def EyeLike(input: _EyeLike_T1_same | float | Sequence[float], *, k: int = 0) -> _EyeLike_T1_same:
    ...
@overload
def EyeLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], *, dtype: int | None = None, k: int = 0) -> Any:
    ...

_Flatten_T = TypeVar("_Flatten_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Flatten(input: _Flatten_T | float | str | Sequence[float], *, axis: int = 1) -> _Flatten_T:
    """[Flatten - 13](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-13) · ai.onnx · since opset 13

    Flattens the input tensor into a 2D matrix. If input tensor has shape
    (d_0, d_1, ... d_n) then the output will have shape
    (d_0 X d_1 ... d_(axis-1), d_axis X d_(axis+1) ... X dn).

    Args:
    - input (T): A tensor of rank >= axis.
    - axis (int, default 1): Indicate up to which input dimensions (exclusive) should be flattened to the outer dimension of the output. The value for axis must be in the range [-r, r], where r is the rank of the input tensor. Negative value means counting dimensions from the back. When axis = 0, the shape of the output tensor is (1, (d_0 X d_1 ... d_n), where the shape of the input tensor is (d_0, d_1, ... d_n).

    Returns:
    - output (T): A 2D tensor with the contents of the input tensor, with input dimensions up to axis flattened to the outer dimension of the output and remaining input dimensions flattened into the inner dimension of the output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output to all tensor types.
    """

_Floor_T = TypeVar("_Floor_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

_GRU_T = TypeVar("_GRU_T", FLOAT16, FLOAT, DOUBLE)
def GRU(X: _GRU_T | float | Sequence[float], W: _GRU_T | float | Sequence[float], R: _GRU_T | float | Sequence[float], B: _GRU_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _GRU_T | float | Sequence[float] | None = None, *, activation_alpha: Sequence[float] | None = None, activation_beta: Sequence[float] | None = None, activations: Sequence[str] | None = None, clip: float | None = None, direction: str = 'forward', hidden_size: int | None = None, layout: int = 0, linear_before_reset: int = 0) -> _GRU_T:
    """[GRU - 14](https://onnx.ai/onnx/operators/onnx__GRU.html#gru-14) · ai.onnx · since opset 14

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor.
    """

_Gather_T = TypeVar("_Gather_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Gather(data: _Gather_T | float | str | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], *, axis: int = 0) -> _Gather_T:
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
    - Tind in (INT32, INT64): Constrain indices to integer types
    """

_GatherElements_T = TypeVar("_GatherElements_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def GatherElements(data: _GatherElements_T | float | str | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], *, axis: int = 0) -> _GatherElements_T:
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
    - Tind in (INT32, INT64): Constrain indices to integer types
    """

_GatherND_T = TypeVar("_GatherND_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def GatherND(data: _GatherND_T | float | str | Sequence[float], indices: INT64 | int | Sequence[int], *, batch_dims: int = 0) -> _GatherND_T:
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type.
    """

_Gemm_T = TypeVar("_Gemm_T", FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64, BFLOAT16)
def Gemm(A: _Gemm_T | float | Sequence[float], B: _Gemm_T | float | Sequence[float], C: _Gemm_T | float | Sequence[float] | None = None, *, alpha: float = 1.0, beta: float = 1.0, transA: int = 0, transB: int = 0) -> _Gemm_T:
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
    - T in (FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64, BFLOAT16): Constrain input and output types to float/int tensors.
    """

_GlobalAveragePool_T = TypeVar("_GlobalAveragePool_T", FLOAT16, FLOAT, DOUBLE)
def GlobalAveragePool(X: _GlobalAveragePool_T | float | Sequence[float]) -> _GlobalAveragePool_T:
    """[GlobalAveragePool - 1](https://onnx.ai/onnx/operators/onnx__GlobalAveragePool.html#globalaveragepool-1) · ai.onnx · since opset 1

    GlobalAveragePool consumes an input tensor X and applies average pooling across
    the values in the same channel. This is equivalent to AveragePool with kernel size
    equal to the spatial dimension of input tensor.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.

    Returns:
    - Y (T): Output data tensor from pooling across the input tensor. The output tensor has the same rank as the input. The first two dimensions of output shape are the same as the input (N x C), while the other dimensions are all 1.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_GlobalLpPool_T = TypeVar("_GlobalLpPool_T", FLOAT16, FLOAT, DOUBLE)
def GlobalLpPool(X: _GlobalLpPool_T | float | Sequence[float], *, p: int = 2) -> _GlobalLpPool_T:
    """[GlobalLpPool - 2](https://onnx.ai/onnx/operators/onnx__GlobalLpPool.html#globallppool-2) · ai.onnx · since opset 2

    GlobalLpPool consumes an input tensor X and applies lp pool pooling across
    the values in the same channel. This is equivalent to LpPool with kernel size
    equal to the spatial dimension of input tensor.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - p (int, default 2): p value of the Lp norm used to pool over the input data.

    Returns:
    - Y (T): Output data tensor from pooling across the input tensor. The output tensor has the same rank as the input. The first two dimensions of output shape are the same as the input (N x C), while the other dimensions are all 1.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_GlobalMaxPool_T = TypeVar("_GlobalMaxPool_T", FLOAT16, FLOAT, DOUBLE)
def GlobalMaxPool(X: _GlobalMaxPool_T | float | Sequence[float]) -> _GlobalMaxPool_T:
    """[GlobalMaxPool - 1](https://onnx.ai/onnx/operators/onnx__GlobalMaxPool.html#globalmaxpool-1) · ai.onnx · since opset 1

    GlobalMaxPool consumes an input tensor X and applies max pooling across
    the values in the same channel. This is equivalent to MaxPool with kernel size
    equal to the spatial dimension of input tensor.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.

    Returns:
    - Y (T): Output data tensor from pooling across the input tensor. The output tensor has the same rank as the input. The first two dimensions of output shape are the same as the input (N x C), while the other dimensions are all 1.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Greater_T = TypeVar("_Greater_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T1 in (BOOL): Constrain output to boolean tensor.
    """

_GreaterOrEqual_T = TypeVar("_GreaterOrEqual_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
def GreaterOrEqual(A: _GreaterOrEqual_T | float | Sequence[float], B: _GreaterOrEqual_T | float | Sequence[float]) -> BOOL:
    """[GreaterOrEqual - 12](https://onnx.ai/onnx/operators/onnx__GreaterOrEqual.html#greaterorequal-12) · ai.onnx · since opset 12

    Returns the tensor resulted from performing the `greater_equal` logical operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor.
    """

_HardSigmoid_T = TypeVar("_HardSigmoid_T", FLOAT16, FLOAT, DOUBLE)
def HardSigmoid(X: _HardSigmoid_T | float | Sequence[float], *, alpha: float = 0.2, beta: float = 0.5) -> _HardSigmoid_T:
    """[HardSigmoid - 6](https://onnx.ai/onnx/operators/onnx__HardSigmoid.html#hardsigmoid-6) · ai.onnx · since opset 6

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_HardSwish_T = TypeVar("_HardSwish_T", FLOAT16, FLOAT, DOUBLE)
def HardSwish(X: _HardSwish_T | float | Sequence[float]) -> _HardSwish_T:
    """[HardSwish - 14](https://onnx.ai/onnx/operators/onnx__HardSwish.html#hardswish-14) · ai.onnx · since opset 14

    HardSwish takes one input data (Tensor<T>) and produces one output data (Tensor<T>) where
    the HardSwish function, y = x * max(0, min(1, alpha * x + beta)) = x * HardSigmoid<alpha, beta>(x),
    where alpha = 1/6 and beta = 0.5, is applied to the tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Hardmax_T = TypeVar("_Hardmax_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Hardmax(input: _Hardmax_T | float | Sequence[float], *, axis: int = -1) -> _Hardmax_T:
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
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

_Identity_V = TypeVar("_Identity_V", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128])
def Identity(input: _Identity_V | float | str | Sequence[float]) -> _Identity_V:
    """[Identity - 14](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-14) · ai.onnx · since opset 14

    Identity operator

    Args:
    - input (V): Input tensor

    Returns:
    - output (V): Tensor to copy input into.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain input and output types to all tensor and sequence types.
    """

def If(cond: BOOL | bool, *, else_branch: GraphBody, then_branch: GraphBody) -> Any:
    """[If - 13](https://onnx.ai/onnx/operators/onnx__If.html#if-13) · ai.onnx · since opset 13

    If conditional

    Args:
    - cond (B): Condition for the if. The tensor must contain a single element.
    - else_branch (GraphBody, required): Graph to run if condition is false. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the then_branch.
    - then_branch (GraphBody, required): Graph to run if condition is true. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the else_branch.

    Returns:
    - outputs (variadic V): Values that are live-out to the enclosing scope. The return values in the `then_branch` and `else_branch` must be of the same data type. The `then_branch` and `else_branch` may produce tensors with the same element type and different shapes. If corresponding outputs from the then-branch and the else-branch have static shapes S1 and S2, then the shape of the corresponding output variable of the if-node (if present) must be compatible with both S1 and S2 as it represents the union of both possible shapes.For example, if in a model file, the first output of `then_branch` is typed float tensor with shape [2] and the first output of `else_branch` is another float tensor with shape [3], If's first output should have (a) no shape set, or (b) a shape of rank 1 with neither `dim_value` nor `dim_param` set, or (c) a shape of rank 1 with a unique `dim_param`. In contrast, the first output cannot have the shape [2] since [2] and [3] are not compatible.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): All Tensor and Sequence types
    - B in (BOOL): Only bool
    """

_InstanceNormalization_T = TypeVar("_InstanceNormalization_T", FLOAT16, FLOAT, DOUBLE)
def InstanceNormalization(input: _InstanceNormalization_T | float | Sequence[float], scale: _InstanceNormalization_T | float | Sequence[float], B: _InstanceNormalization_T | float | Sequence[float], *, epsilon: float = 1e-05) -> _InstanceNormalization_T:
    """[InstanceNormalization - 6](https://onnx.ai/onnx/operators/onnx__InstanceNormalization.html#instancenormalization-6) · ai.onnx · since opset 6

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

def IsInf(X: FLOAT | DOUBLE | float | Sequence[float], *, detect_negative: int = 1, detect_positive: int = 1) -> BOOL:
    """[IsInf - 10](https://onnx.ai/onnx/operators/onnx__IsInf.html#isinf-10) · ai.onnx · since opset 10

    Map infinity to true and other values to false.

    Args:
    - X (T1): input
    - detect_negative (int, default 1): (Optional) Whether map negative infinity to true. Default to 1 so that negative infinity induces true. Set this attribute to 0 if negative infinity should be mapped to false.
    - detect_positive (int, default 1): (Optional) Whether map positive infinity to true. Default to 1 so that positive infinity induces true. Set this attribute to 0 if positive infinity should be mapped to false.

    Returns:
    - Y (T2): output

    Type constraints:
    - T1 in (FLOAT, DOUBLE): Constrain input types to float tensors.
    - T2 in (BOOL): Constrain output types to boolean tensors.
    """

def IsNaN(X: FLOAT16 | FLOAT | DOUBLE | BFLOAT16 | float | Sequence[float]) -> BOOL:
    """[IsNaN - 13](https://onnx.ai/onnx/operators/onnx__IsNaN.html#isnan-13) · ai.onnx · since opset 13

    Returns which elements of the input are NaN.

    Args:
    - X (T1): input

    Returns:
    - Y (T2): output

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input types to float tensors.
    - T2 in (BOOL): Constrain output types to boolean tensors.
    """

_LRN_T = TypeVar("_LRN_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def LRN(X: _LRN_T | float | Sequence[float], *, size: int, alpha: float = 0.0001, beta: float = 0.75, bias: float = 1.0) -> _LRN_T:
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
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

_LSTM_T = TypeVar("_LSTM_T", FLOAT16, FLOAT, DOUBLE)
def LSTM(X: _LSTM_T | float | Sequence[float], W: _LSTM_T | float | Sequence[float], R: _LSTM_T | float | Sequence[float], B: _LSTM_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _LSTM_T | float | Sequence[float] | None = None, initial_c: _LSTM_T | float | Sequence[float] | None = None, P: _LSTM_T | float | Sequence[float] | None = None, *, activation_alpha: Sequence[float] | None = None, activation_beta: Sequence[float] | None = None, activations: Sequence[str] | None = None, clip: float | None = None, direction: str = 'forward', hidden_size: int | None = None, input_forget: int = 0, layout: int = 0) -> _LSTM_T:
    """[LSTM - 14](https://onnx.ai/onnx/operators/onnx__LSTM.html#lstm-14) · ai.onnx · since opset 14

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
    - P (optional T): The weight tensor for peepholes. Concatenation of `P[iof]` and `PB[iof]` (if bidirectional) along dimension 0. It has shape `[num_directions, 3*hidde_size]`. Optional: If not specified - assumed to be 0.
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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor.
    """

_LeakyRelu_T = TypeVar("_LeakyRelu_T", FLOAT16, FLOAT, DOUBLE)
def LeakyRelu(X: _LeakyRelu_T | float | Sequence[float], *, alpha: float = 0.01) -> _LeakyRelu_T:
    """[LeakyRelu - 6](https://onnx.ai/onnx/operators/onnx__LeakyRelu.html#leakyrelu-6) · ai.onnx · since opset 6

    LeakyRelu takes input data (Tensor<T>) and an argument alpha, and produces one
    output data (Tensor<T>) where the function `f(x) = alpha * x for x < 0`,
    `f(x) = x for x >= 0`, is applied to the data tensor elementwise.

    Args:
    - X (T): Input tensor
    - alpha (float, default 0.01): Coefficient of leakage.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Less_T = TypeVar("_Less_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T1 in (BOOL): Constrain output to boolean tensor.
    """

_LessOrEqual_T = TypeVar("_LessOrEqual_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
def LessOrEqual(A: _LessOrEqual_T | float | Sequence[float], B: _LessOrEqual_T | float | Sequence[float]) -> BOOL:
    """[LessOrEqual - 12](https://onnx.ai/onnx/operators/onnx__LessOrEqual.html#lessorequal-12) · ai.onnx · since opset 12

    Returns the tensor resulted from performing the `less_equal` logical operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor.
    """

_Log_T = TypeVar("_Log_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Log(input: _Log_T | float | Sequence[float]) -> _Log_T:
    """[Log - 13](https://onnx.ai/onnx/operators/onnx__Log.html#log-13) · ai.onnx · since opset 13

    Calculates the natural log of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The natural log of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

_LogSoftmax_T = TypeVar("_LogSoftmax_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def LogSoftmax(input: _LogSoftmax_T | float | Sequence[float], *, axis: int = -1) -> _LogSoftmax_T:
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
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

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
    - B in (BOOL): tensor of bool, which should be a scalar.
    """

_LpNormalization_T = TypeVar("_LpNormalization_T", FLOAT16, FLOAT, DOUBLE)
def LpNormalization(input: _LpNormalization_T | float | Sequence[float], *, axis: int = -1, p: int = 2) -> _LpNormalization_T:
    """[LpNormalization - 1](https://onnx.ai/onnx/operators/onnx__LpNormalization.html#lpnormalization-1) · ai.onnx · since opset 1

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_LpPool_T = TypeVar("_LpPool_T", FLOAT16, FLOAT, DOUBLE)
def LpPool(X: _LpPool_T | float | Sequence[float], *, kernel_shape: Sequence[int], auto_pad: str = 'NOTSET', p: int = 2, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None) -> _LpPool_T:
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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_MatMul_T = TypeVar("_MatMul_T", FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64, BFLOAT16)
def MatMul(A: _MatMul_T | float | Sequence[float], B: _MatMul_T | float | Sequence[float]) -> _MatMul_T:
    """[MatMul - 13](https://onnx.ai/onnx/operators/onnx__MatMul.html#matmul-13) · ai.onnx · since opset 13

    Matrix product that behaves like [numpy.matmul](https://numpy.org/doc/stable/reference/generated/numpy.matmul.html).

    Args:
    - A (T): N-dimensional matrix A
    - B (T): N-dimensional matrix B

    Returns:
    - Y (T): Matrix multiply results from A * B

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64, BFLOAT16): Constrain input and output types to float/int tensors.
    """

_MatMulInteger_T1 = TypeVar("_MatMulInteger_T1", INT8, UINT8)
_MatMulInteger_T2 = TypeVar("_MatMulInteger_T2", INT8, UINT8)
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
    - T3 in (INT32): Constrain output Y data type as 32-bit integer tensor.
    """

_Max_T = TypeVar("_Max_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    """

_MaxPool_T = TypeVar("_MaxPool_T", FLOAT16, FLOAT, DOUBLE, INT8, UINT8)
def MaxPool(X: _MaxPool_T | float | Sequence[float], *, kernel_shape: Sequence[int], auto_pad: str = 'NOTSET', ceil_mode: int = 0, dilations: Sequence[int] | None = None, pads: Sequence[int] | None = None, storage_order: int = 0, strides: Sequence[int] | None = None) -> _MaxPool_T:
    """[MaxPool - 12](https://onnx.ai/onnx/operators/onnx__MaxPool.html#maxpool-12) · ai.onnx · since opset 12

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
    - T in (FLOAT16, FLOAT, DOUBLE, INT8, UINT8): Constrain input and output types to float and 8 bit tensors.
    - I in (INT64): Constrain index tensor to int64
    """

_MaxRoiPool_T = TypeVar("_MaxRoiPool_T", FLOAT16, FLOAT, DOUBLE)
def MaxRoiPool(X: _MaxRoiPool_T | float | Sequence[float], rois: _MaxRoiPool_T | float | Sequence[float], *, pooled_shape: Sequence[int], spatial_scale: float = 1.0) -> _MaxRoiPool_T:
    """[MaxRoiPool - 1](https://onnx.ai/onnx/operators/onnx__MaxRoiPool.html#maxroipool-1) · ai.onnx · since opset 1

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_MaxUnpool_T1 = TypeVar("_MaxUnpool_T1", FLOAT16, FLOAT, DOUBLE)
def MaxUnpool(X: _MaxUnpool_T1 | float | Sequence[float], I: INT64 | int | Sequence[int], output_shape: INT64 | int | Sequence[int] | None = None, *, kernel_shape: Sequence[int], pads: Sequence[int] | None = None, strides: Sequence[int] | None = None) -> _MaxUnpool_T1:
    """[MaxUnpool - 11](https://onnx.ai/onnx/operators/onnx__MaxUnpool.html#maxunpool-11) · ai.onnx · since opset 11

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
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T2 in (INT64): Constrain index tensor to int64
    """

_Mean_T = TypeVar("_Mean_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

_MeanVarianceNormalization_T = TypeVar("_MeanVarianceNormalization_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def MeanVarianceNormalization(X: _MeanVarianceNormalization_T | float | Sequence[float], *, axes: Sequence[int] = [0, 2, 3]) -> _MeanVarianceNormalization_T:
    """[MeanVarianceNormalization - 13](https://onnx.ai/onnx/operators/onnx__MeanVarianceNormalization.html#meanvariancenormalization-13) · ai.onnx · since opset 13

    A MeanVarianceNormalization Function: Perform mean variance normalization
    on the input tensor X using formula: `(X-EX)/sqrt(E(X-EX)^2)`

    Args:
    - X (T): Input tensor
    - axes (Sequence[int], default [0, 2, 3]): A list of integers, along which to reduce. The default is to calculate along axes [0,2,3] for calculating mean and variance along each channel. Two variables with the same C-coordinate are associated with the same mean and variance.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors.
    """

_Min_T = TypeVar("_Min_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    """

_Mod_T = TypeVar("_Mod_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Mod(A: _Mod_T | float | Sequence[float], B: _Mod_T | float | Sequence[float], *, fmod: int = 0) -> _Mod_T:
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to high-precision numeric tensors.
    """

_Mul_T = TypeVar("_Mul_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Mul(A: _Mul_T | float | Sequence[float], B: _Mul_T | float | Sequence[float]) -> _Mul_T:
    """[Mul - 14](https://onnx.ai/onnx/operators/onnx__Mul.html#mul-14) · ai.onnx · since opset 14

    Performs element-wise binary multiplication (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    (Opset 14 change): Extend supported types to include uint8, int8, uint16, and int16.

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors.
    """

@overload
def Multinomial(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], *, dtype: Literal[DataType.INT32], sample_size: int = 1, seed: float | None = None) -> INT32:
    """[Multinomial - 7](https://onnx.ai/onnx/operators/onnx__Multinomial.html#multinomial-7) · ai.onnx · since opset 7

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
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain input types to float tensors.
    - T2 in (INT32, INT64): Constrain output types to integral tensors.
    """
@overload
def Multinomial(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], *, dtype: Literal[DataType.INT64], sample_size: int = 1, seed: float | None = None) -> INT64:
    ...
@overload
def Multinomial(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], *, sample_size: int = 1, seed: float | None = None) -> INT32:
    ...
@overload
def Multinomial(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], *, dtype: int = 6, sample_size: int = 1, seed: float | None = None) -> Any:
    ...

_Neg_T = TypeVar("_Neg_T", FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE, BFLOAT16)
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
    - T in (FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE, BFLOAT16): Constrain input and output types to signed numeric tensors.
    """

_NegativeLogLikelihoodLoss_T = TypeVar("_NegativeLogLikelihoodLoss_T", FLOAT16, FLOAT, DOUBLE)
def NegativeLogLikelihoodLoss(input: _NegativeLogLikelihoodLoss_T | float | Sequence[float], target: INT32 | INT64 | int | Sequence[int], weight: _NegativeLogLikelihoodLoss_T | float | Sequence[float] | None = None, *, ignore_index: int | None = None, reduction: str = 'mean') -> _NegativeLogLikelihoodLoss_T:
    """[NegativeLogLikelihoodLoss - 13](https://onnx.ai/onnx/operators/onnx__NegativeLogLikelihoodLoss.html#negativeloglikelihoodloss-13) · ai.onnx · since opset 13

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input, weight, and output types to floating-point tensors.
    - Tind in (INT32, INT64): Constrain target to integer types
    """

def NonMaxSuppression(boxes: FLOAT | float | Sequence[float], scores: FLOAT | float | Sequence[float], max_output_boxes_per_class: INT64 | int | Sequence[int] | None = None, iou_threshold: FLOAT | float | Sequence[float] | None = None, score_threshold: FLOAT | float | Sequence[float] | None = None, *, center_point_box: int = 0) -> INT64:
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
    - selected_indices (INT64): selected indices from the boxes tensor. [num_selected_indices, 3], the selected index format is [batch_index, class_index, box_index].
    """

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to all tensor types.
    """

def Not(X: BOOL | bool) -> BOOL:
    """[Not - 1](https://onnx.ai/onnx/operators/onnx__Not.html#not-1) · ai.onnx · since opset 1

    Returns the negation of the input tensor element-wise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BOOL): Constrain input/output to boolean tensors.
    """

_OneHot_T3 = TypeVar("_OneHot_T3", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def OneHot(indices: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], depth: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], values: _OneHot_T3 | float | str | Sequence[float], *, axis: int = -1) -> _OneHot_T3:
    """[OneHot - 11](https://onnx.ai/onnx/operators/onnx__OneHot.html#onehot-11) · ai.onnx · since opset 11

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
    - T3 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type.
    """

def Or(A: BOOL | bool, B: BOOL | bool) -> BOOL:
    """[Or - 7](https://onnx.ai/onnx/operators/onnx__Or.html#or-7) · ai.onnx · since opset 7

    Returns the tensor resulted from performing the `or` logical operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL): Constrain input to boolean tensor.
    - T1 in (BOOL): Constrain output to boolean tensor.
    """

_PRelu_T = TypeVar("_PRelu_T", FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64)
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
    - T in (FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64): Constrain input and output types to float/int tensors.
    """

_Pad_T = TypeVar("_Pad_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Pad(data: _Pad_T | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T | float | Sequence[float] | None = None, *, mode: str = 'constant') -> _Pad_T:
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    """

_Pow_T = TypeVar("_Pow_T", INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Pow(X: _Pow_T | float | Sequence[float], Y: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float]) -> _Pow_T:
    """[Pow - 13](https://onnx.ai/onnx/operators/onnx__Pow.html#pow-13) · ai.onnx · since opset 13

    Pow takes input data (Tensor<T>) and exponent Tensor, and
    produces one output data (Tensor<T>) where the function `f(x) = x^exponent`,
    is applied to the data tensor elementwise.
    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - X (T): First operand, base of the exponent.
    - Y (T1): Second operand, power of the exponent.

    Returns:
    - Z (T): Output tensor

    Type constraints:
    - T in (INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input X and output types to float/int tensors.
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input Y types to float/int tensors.
    """

_QLinearConv_T1 = TypeVar("_QLinearConv_T1", INT8, UINT8)
_QLinearConv_T2 = TypeVar("_QLinearConv_T2", INT8, UINT8)
_QLinearConv_T3 = TypeVar("_QLinearConv_T3", INT8, UINT8)
def QLinearConv(x: _QLinearConv_T1 | int | Sequence[int], x_scale: FLOAT | float | Sequence[float], x_zero_point: _QLinearConv_T1 | int | Sequence[int], w: _QLinearConv_T2 | int | Sequence[int], w_scale: FLOAT | float | Sequence[float], w_zero_point: _QLinearConv_T2 | int | Sequence[int], y_scale: FLOAT | float | Sequence[float], y_zero_point: _QLinearConv_T3, B: INT32 | None = None, *, auto_pad: str = 'NOTSET', dilations: Sequence[int] | None = None, group: int = 1, kernel_shape: Sequence[int] | None = None, pads: Sequence[int] | None = None, strides: Sequence[int] | None = None) -> _QLinearConv_T3:
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
    - T4 in (INT32): Constrain bias type to 32-bit integer tensor.
    """

_QLinearMatMul_T1 = TypeVar("_QLinearMatMul_T1", INT8, UINT8)
_QLinearMatMul_T2 = TypeVar("_QLinearMatMul_T2", INT8, UINT8)
_QLinearMatMul_T3 = TypeVar("_QLinearMatMul_T3", INT8, UINT8)
def QLinearMatMul(a: _QLinearMatMul_T1 | int | Sequence[int], a_scale: FLOAT | float | Sequence[float], a_zero_point: _QLinearMatMul_T1 | int | Sequence[int], b: _QLinearMatMul_T2 | int | Sequence[int], b_scale: FLOAT | float | Sequence[float], b_zero_point: _QLinearMatMul_T2 | int | Sequence[int], y_scale: FLOAT | float | Sequence[float], y_zero_point: _QLinearMatMul_T3) -> _QLinearMatMul_T3:
    """[QLinearMatMul - 10](https://onnx.ai/onnx/operators/onnx__QLinearMatMul.html#qlinearmatmul-10) · ai.onnx · since opset 10

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
    - T3 in (INT8, UINT8): Constrain output y and its zero point data type to 8-bit integer tensor.
    """

_QuantizeLinear_T2 = TypeVar("_QuantizeLinear_T2", INT8, UINT8)
def QuantizeLinear(x: FLOAT | INT32 | float | Sequence[float], y_scale: FLOAT | float | Sequence[float], y_zero_point: _QuantizeLinear_T2 | None = None, *, axis: int = 1) -> _QuantizeLinear_T2:
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
    - T2 in (INT8, UINT8): Constrain 'y_zero_point' and 'y' to 8-bit integer tensor.
    """

_RNN_T = TypeVar("_RNN_T", FLOAT16, FLOAT, DOUBLE)
def RNN(X: _RNN_T | float | Sequence[float], W: _RNN_T | float | Sequence[float], R: _RNN_T | float | Sequence[float], B: _RNN_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _RNN_T | float | Sequence[float] | None = None, *, activation_alpha: Sequence[float] | None = None, activation_beta: Sequence[float] | None = None, activations: Sequence[str] = ['Tanh', 'Tanh'], clip: float | None = None, direction: str = 'forward', hidden_size: int | None = None, layout: int = 0) -> _RNN_T:
    """[RNN - 14](https://onnx.ai/onnx/operators/onnx__RNN.html#rnn-14) · ai.onnx · since opset 14

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor.
    """

@overload
def RandomNormal(*, shape: Sequence[int], dtype: Literal[DataType.FLOAT16], mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> FLOAT16:
    """[RandomNormal - 1](https://onnx.ai/onnx/operators/onnx__RandomNormal.html#randomnormal-1) · ai.onnx · since opset 1

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors.
    """
@overload
def RandomNormal(*, shape: Sequence[int], dtype: Literal[DataType.FLOAT], mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> FLOAT:
    ...
@overload
def RandomNormal(*, shape: Sequence[int], dtype: Literal[DataType.DOUBLE], mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> DOUBLE:
    ...
@overload
def RandomNormal(*, shape: Sequence[int], mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> FLOAT:
    ...
@overload
def RandomNormal(*, shape: Sequence[int], dtype: int = 1, mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> Any:
    ...

_RandomNormalLike_T1_same = TypeVar("_RandomNormalLike_T1_same", FLOAT16, FLOAT, DOUBLE)
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], *, dtype: Literal[DataType.FLOAT16], mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> FLOAT16:
    """[RandomNormalLike - 1](https://onnx.ai/onnx/operators/onnx__RandomNormalLike.html#randomnormallike-1) · ai.onnx · since opset 1

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
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type. If the dtype attribute is not provided this must be a valid output type.
    - T2 in (FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors.
    """
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], *, dtype: Literal[DataType.FLOAT], mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> FLOAT:
    ...
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], *, dtype: Literal[DataType.DOUBLE], mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> DOUBLE:
    ...
@overload
def RandomNormalLike(input: _RandomNormalLike_T1_same | float | str | Sequence[float], *, mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> _RandomNormalLike_T1_same:
    ...
@overload
def RandomNormalLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], *, dtype: int | None = None, mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> Any:
    ...

@overload
def RandomUniform(*, shape: Sequence[int], dtype: Literal[DataType.FLOAT16], high: float = 1.0, low: float = 0.0, seed: float | None = None) -> FLOAT16:
    """[RandomUniform - 1](https://onnx.ai/onnx/operators/onnx__RandomUniform.html#randomuniform-1) · ai.onnx · since opset 1

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors.
    """
@overload
def RandomUniform(*, shape: Sequence[int], dtype: Literal[DataType.FLOAT], high: float = 1.0, low: float = 0.0, seed: float | None = None) -> FLOAT:
    ...
@overload
def RandomUniform(*, shape: Sequence[int], dtype: Literal[DataType.DOUBLE], high: float = 1.0, low: float = 0.0, seed: float | None = None) -> DOUBLE:
    ...
@overload
def RandomUniform(*, shape: Sequence[int], high: float = 1.0, low: float = 0.0, seed: float | None = None) -> FLOAT:
    ...
@overload
def RandomUniform(*, shape: Sequence[int], dtype: int = 1, high: float = 1.0, low: float = 0.0, seed: float | None = None) -> Any:
    ...

_RandomUniformLike_T1_same = TypeVar("_RandomUniformLike_T1_same", FLOAT16, FLOAT, DOUBLE)
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], *, dtype: Literal[DataType.FLOAT16], high: float = 1.0, low: float = 0.0, seed: float | None = None) -> FLOAT16:
    """[RandomUniformLike - 1](https://onnx.ai/onnx/operators/onnx__RandomUniformLike.html#randomuniformlike-1) · ai.onnx · since opset 1

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
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain to any tensor type. If the dtype attribute is not provided this must be a valid output type.
    - T2 in (FLOAT16, FLOAT, DOUBLE): Constrain output types to float tensors.
    """
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], *, dtype: Literal[DataType.FLOAT], high: float = 1.0, low: float = 0.0, seed: float | None = None) -> FLOAT:
    ...
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], *, dtype: Literal[DataType.DOUBLE], high: float = 1.0, low: float = 0.0, seed: float | None = None) -> DOUBLE:
    ...
@overload
def RandomUniformLike(input: _RandomUniformLike_T1_same | float | str | Sequence[float], *, high: float = 1.0, low: float = 0.0, seed: float | None = None) -> _RandomUniformLike_T1_same:
    ...
@overload
def RandomUniformLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], *, dtype: int | None = None, high: float = 1.0, low: float = 0.0, seed: float | None = None) -> Any:
    ...

_Range_T = TypeVar("_Range_T", FLOAT, DOUBLE, INT16, INT32, INT64)
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
    - T in (FLOAT, DOUBLE, INT16, INT32, INT64): Constrain input types to common numeric type tensors.
    """

_Reciprocal_T = TypeVar("_Reciprocal_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

_ReduceL1_T = TypeVar("_ReduceL1_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def ReduceL1(data: _ReduceL1_T | float | Sequence[float], *, axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceL1_T:
    """[ReduceL1 - 13](https://onnx.ai/onnx/operators/onnx__ReduceL1.html#reducel1-13) · ai.onnx · since opset 13

    Computes the L1 norm of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 0.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    """

_ReduceL2_T = TypeVar("_ReduceL2_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def ReduceL2(data: _ReduceL2_T | float | Sequence[float], *, axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceL2_T:
    """[ReduceL2 - 13](https://onnx.ai/onnx/operators/onnx__ReduceL2.html#reducel2-13) · ai.onnx · since opset 13

    Computes the L2 norm of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 0.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    """

_ReduceLogSum_T = TypeVar("_ReduceLogSum_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def ReduceLogSum(data: _ReduceLogSum_T | float | Sequence[float], *, axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceLogSum_T:
    """[ReduceLogSum - 13](https://onnx.ai/onnx/operators/onnx__ReduceLogSum.html#reducelogsum-13) · ai.onnx · since opset 13

    Computes the log sum of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields minus infinity (if supported by the datatype) or undefined otherwise.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    """

_ReduceLogSumExp_T = TypeVar("_ReduceLogSumExp_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def ReduceLogSumExp(data: _ReduceLogSumExp_T | float | Sequence[float], *, axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceLogSumExp_T:
    """[ReduceLogSumExp - 13](https://onnx.ai/onnx/operators/onnx__ReduceLogSumExp.html#reducelogsumexp-13) · ai.onnx · since opset 13

    Computes the log sum exponent of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields minus infinity (if supported by the datatype) or undefined otherwise.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    """

_ReduceMax_T = TypeVar("_ReduceMax_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8)
def ReduceMax(data: _ReduceMax_T | float | Sequence[float], *, axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceMax_T:
    """[ReduceMax - 13](https://onnx.ai/onnx/operators/onnx__ReduceMax.html#reducemax-13) · ai.onnx · since opset 13

    Computes the max of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields minus infinity (if supported by the datatype) or the minimum value of the data type otherwise.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8): Constrain input and output types to numeric tensors.
    """

_ReduceMean_T = TypeVar("_ReduceMean_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def ReduceMean(data: _ReduceMean_T | float | Sequence[float], *, axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceMean_T:
    """[ReduceMean - 13](https://onnx.ai/onnx/operators/onnx__ReduceMean.html#reducemean-13) · ai.onnx · since opset 13

    Computes the mean of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields undefined.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    """

_ReduceMin_T = TypeVar("_ReduceMin_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8)
def ReduceMin(data: _ReduceMin_T | float | Sequence[float], *, axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceMin_T:
    """[ReduceMin - 13](https://onnx.ai/onnx/operators/onnx__ReduceMin.html#reducemin-13) · ai.onnx · since opset 13

    Computes the min of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields plus infinity (if supported by the datatype) or the maximum value of the data type otherwise.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8): Constrain input and output types to numeric tensors.
    """

_ReduceProd_T = TypeVar("_ReduceProd_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def ReduceProd(data: _ReduceProd_T | float | Sequence[float], *, axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceProd_T:
    """[ReduceProd - 13](https://onnx.ai/onnx/operators/onnx__ReduceProd.html#reduceprod-13) · ai.onnx · since opset 13

    Computes the product of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 1.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    """

_ReduceSum_T = TypeVar("_ReduceSum_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def ReduceSum(data: _ReduceSum_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, *, keepdims: int = 1, noop_with_empty_axes: int = 0) -> _ReduceSum_T:
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
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    """

_ReduceSumSquare_T = TypeVar("_ReduceSumSquare_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def ReduceSumSquare(data: _ReduceSumSquare_T | float | Sequence[float], *, axes: Sequence[int] | None = None, keepdims: int = 1) -> _ReduceSumSquare_T:
    """[ReduceSumSquare - 13](https://onnx.ai/onnx/operators/onnx__ReduceSumSquare.html#reducesumsquare-13) · ai.onnx · since opset 13

    Computes the sum square of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 0.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (Sequence[int], optional): A list of integers, along which to reduce. The default is to reduce over all the dimensions of the input tensor. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    """

_Relu_T = TypeVar("_Relu_T", FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE, BFLOAT16)
def Relu(X: _Relu_T | float | Sequence[float]) -> _Relu_T:
    """[Relu - 14](https://onnx.ai/onnx/operators/onnx__Relu.html#relu-14) · ai.onnx · since opset 14

    Relu takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the rectified linear function, y = max(0, x), is applied to
    the tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE, BFLOAT16): Constrain input and output types to signed numeric tensors.
    """

_Reshape_T = TypeVar("_Reshape_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Reshape(data: _Reshape_T | float | str | Sequence[float], shape: INT64 | int | Sequence[int], *, allowzero: int = 0) -> _Reshape_T:
    """[Reshape - 14](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-14) · ai.onnx · since opset 14

    Reshape the input tensor similar to numpy.reshape.
    First input is the data tensor, second input is a shape tensor which specifies the output shape. It outputs the reshaped tensor.
    At most one dimension of the new shape can be -1. In this case, the value is
    inferred from the size of the tensor and the remaining dimensions. A dimension
    could also be 0, in which case the actual dimension value is unchanged (i.e. taken
    from the input tensor). If 'allowzero' is set, and the new shape includes 0, the
    dimension will be set explicitly to zero (i.e. not taken from input tensor).
    Shape (second input) could be an empty shape, which means converting to a scalar.
    The input tensor's shape and the output tensor's shape are required to have the same number of elements.

    If the attribute 'allowzero' is set, it is invalid for the specified shape to
    contain both a zero value and -1, as the value of the dimension corresponding
    to -1 cannot be determined uniquely.

    Args:
    - data (T): An input tensor.
    - shape (INT64): Specified shape for output.
    - allowzero (int, default 0): (Optional) By default, when any value in the 'shape' input is equal to zero the corresponding dimension value is copied from the input tensor dynamically. allowzero=1 indicates that if any value in the 'shape' input is set to zero, the zero value is honored, similar to NumPy.

    Returns:
    - reshaped (T): Reshaped data.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    """

_Resize_T1 = TypeVar("_Resize_T1", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Resize(X: _Resize_T1 | float | str | Sequence[float], roi: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float] | None = None, scales: FLOAT | float | Sequence[float] | None = None, sizes: INT64 | int | Sequence[int] | None = None, *, coordinate_transformation_mode: str = 'half_pixel', cubic_coeff_a: float = -0.75, exclude_outside: int = 0, extrapolation_value: float = 0.0, mode: str = 'nearest', nearest_mode: str = 'round_prefer_floor') -> _Resize_T1:
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
    - T2 in (FLOAT16, FLOAT, DOUBLE): Constrain roi type to float or double.
    """

_ReverseSequence_T = TypeVar("_ReverseSequence_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def ReverseSequence(input: _ReverseSequence_T | float | str | Sequence[float], sequence_lens: INT64 | int | Sequence[int], *, batch_axis: int = 1, time_axis: int = 0) -> _ReverseSequence_T:
    """[ReverseSequence - 10](https://onnx.ai/onnx/operators/onnx__ReverseSequence.html#reversesequence-10) · ai.onnx · since opset 10

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input and output types can be of any tensor type.
    """

_RoiAlign_T1 = TypeVar("_RoiAlign_T1", FLOAT16, FLOAT, DOUBLE)
def RoiAlign(X: _RoiAlign_T1 | float | Sequence[float], rois: _RoiAlign_T1 | float | Sequence[float], batch_indices: INT64 | int | Sequence[int], *, mode: str = 'avg', output_height: int = 1, output_width: int = 1, sampling_ratio: int = 0, spatial_scale: float = 1.0) -> _RoiAlign_T1:
    """[RoiAlign - 10](https://onnx.ai/onnx/operators/onnx__RoiAlign.html#roialign-10) · ai.onnx · since opset 10

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
    - mode (str, default 'avg'): The pooling method. Two modes are supported: 'avg' and 'max'. Default is 'avg'.
    - output_height (int, default 1): default 1; Pooled output Y's height.
    - output_width (int, default 1): default 1; Pooled output Y's width.
    - sampling_ratio (int, default 0): Number of sampling points in the interpolation grid used to compute the output value of each pooled output bin. If > 0, then exactly sampling_ratio x sampling_ratio grid points are used. If == 0, then an adaptive number of grid points are used (computed as ceil(roi_width / output_width), and likewise for height). Default is 0.
    - spatial_scale (float, default 1.0): Multiplicative spatial scale factor to translate ROI coordinates from their input spatial scale to the scale used when pooling, i.e., spatial scale of the input feature map X relative to the input image. E.g.; default is 1.0f.

    Returns:
    - Y (T1): RoI pooled output, 4-D tensor of shape (num_rois, C, output_height, output_width). The r-th batch element Y[r-1] is a pooled feature map corresponding to the r-th RoI X[r-1].

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain types to float tensors.
    - T2 in (INT64): Constrain types to int tensors.
    """

_Round_T = TypeVar("_Round_T", FLOAT16, FLOAT, DOUBLE)
def Round(X: _Round_T | float | Sequence[float]) -> _Round_T:
    """[Round - 11](https://onnx.ai/onnx/operators/onnx__Round.html#round-11) · ai.onnx · since opset 11

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

def Scan(*initial_state_and_scan_inputs: Any, body: GraphBody, num_scan_inputs: int, scan_input_axes: Sequence[int] | None = None, scan_input_directions: Sequence[int] | None = None, scan_output_axes: Sequence[int] | None = None, scan_output_directions: Sequence[int] | None = None) -> Any:
    """[Scan - 11](https://onnx.ai/onnx/operators/onnx__Scan.html#scan-11) · ai.onnx · since opset 11

    Scan can be used to iterate over one or more scan_input tensors,
    constructing zero or more scan_output tensors. It combines ideas from general recurrences,
    functional programming constructs such as scan, fold, map, and zip, and is intended to enable
    generalizations of RNN-like constructs for sequence-to-sequence processing.
    Other tensors (referred to as state_variables here) can be used to carry a state
    when iterating from one element to another (similar to hidden-state in RNNs, also referred
    to as loop-carried dependences in the context of loops).
    Many common usages involve a single scan_input tensor (where functionality
    similar to scan, fold and map can be obtained). When more than one scan_input is used,
    a behavior similar to zip is obtained.

    The attribute body must be a graph, specifying the computation to be performed in
    every iteration. It takes as input the current values of the state_variables and
    the current iterated element of the scan_inputs. It must return the (updated) values
    of the state_variables and zero or more scan_output_element tensors. The values of the
    scan_output_element tensors are concatenated over all the iterations to produce the
    scan_output values of the scan construct (similar to the concatenated intermediate
    hidden-state values of RNN-like constructs). All the output tensors (state_variables as
    well as scan_output_element tensors) are required to have the same shape in each iteration
    of the loop (a restriction imposed to enable efficient memory allocation).

    Note that the iterated element passed to the body subgraph does not have a sequence
    axis. It will have a rank one less than the rank of the corresponding scan_input.

    The scan operation returns the final values of the state_variables as well as the
    scan_outputs.

    The optional attribute scan_input_directions specifies the direction (forward or backward)
    for each scan input. If this attribute is omitted, all sequences are scanned in the forward
    direction. A bidirectional scan may be performed by specifying the same tensor input twice
    in the scan_inputs, once with a forward direction, and once with a backward direction.

    The scan_output of the operation is produced by concatenating the scan_output_element
    values produced by the body in each iteration.  The optional attribute scan_output_directions
    specifies the direction in which scan_output is constructed (by appending or prepending the
    scan_output_element to scan_output in each iteration) for each scan_output. If this attribute
    is omitted, the scan_output_element is appended to the scan_output in each iteration.

    The optional attribute scan_input_axes specifies the axis to be scanned for each scan_input.
    If omitted, every scan_input will be scanned in axis 0. For example, if axis 0 is the
    batch axis and axis 1 is the time axis (to be scanned), specify an axis value of 1.
    Note that scanning a non-zero axis may be less efficient than scanning axis zero.

    The optional attribute scan_output_axes specifies the axis along which the scan_outputs
    are accumulated for each scan_output. For example, if axis 1 is the time axis (to be
    scanned) for both inputs and outputs, specify a scan_input axis and scan_output axis
    value of 1.

    Note that because of the ONNX restriction that only the last parameter of an operator can
    be variadic, the initial-states and scan-inputs are listed together as one input parameter.
    Similarly, the final-states and scan-outputs are listed together as one output parameter.
    The attribute num_scan_inputs indicates the number M of scan-inputs.

    The behavior of

        Scan <
            num_scan_inputs = m,
            body = loop-body,
            scan_input_axes = [axis_1, ..., axis_m]
        > (init_1, ..., init_n, scan_1, ..., scan_m)

    is equivalent to the following pseudo-code:

        // scan_i.shape[axis_i] denotes the (max) sequence-length of scan_i
        // scan_i.shape[axis_i] is required to be equal to scan_j.shape[axis_j] for all i,j.
        sequence_length = scan_1.shape[axis_1];

        // initialize state-variables
        st_1 = init_1; ... st_n = init_n;
        // initialize scan-output variables: [] denotes an empty tensor
        scan_out_1 = []; ...; scan_out_k = [];
        // identify number of iterations:

        // execute loop
        for (int t = 0; t < sequence_length; ++t) {
            // generate the scan-input elements: the notation T<axis=k>[t] indicates the sub-tensor
            // of rank one less than T obtained by indexing T at position t along axis k.
            si_1 = scan_1<axis=axis_1>[t];
            ... ;
            si_m = scan_m<axis=axis_m>[t];
            // execute loop-body
            st_1, ..., st_n, so_1, ..., so_k = loop-body(st_1, ..., st_n, si_1, ..., si_m)
            // accumulate the scan-output elements
            scan_out_1 = Concat<axis=0>(scan_out_1, so_1); ... ; scan_out_k = Concat<axis=0>(scan_out_k, so_k);
        }

        return st_1, ..., st_n, scan_out_1, ..., scan_out_k;

    *Sample usage: Encoding RNN using a Scan*

    The following example shows how a simple RNN over an input tensor %X, with weight tensor %Wi,
    recurrence weight tensor %Ri, bias tensors %Wbi and %Rbi, and initial hidden-state %H_0 can
    be encoded as a ScanLoop. Note that the loop-body is a nested graph, and it directly computes
    %Wi, %Ri, %Wbi, and %Rbi (typically constants or initializers in the body graph). If these
    values are computed in the outer graph, they need to be passed in as extra state_variables.

        graph rnn-encoding {
          %H_0 = ...
          %X = ...
          %Y_h, %Y = Scan[body = <graph rnn-cell-1>, num_scan_inputs=1](%H_0, %X)
          return %Y, %Y_h
        }

        graph rnn-cell-1 (
          %H_tminus1[FLOAT, tensor]
          %X_t[FLOAT, tensor]
        ) {
          %Wi = ...
          %Ri = ...
          %Wbi = ...
          %Rbi = ...
          %t1 = X_t * (Wi^T)
          %t2 = H_tminus1*(Ri^T)
          %t3 = Add(%t1, %t2)
          %t4 = Add(%t3, %Wbi)
          %t5 = Add(%t4, %Rbi)
          %Ht = Tanh(%t5)
          %Accumulate = Identity(%Ht)
          return %Ht, %Accumulate
        }

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
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): All Tensor types
    """

_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], *, axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements.

    This operator is deprecated. Please use ScatterElements, which provides the same functionality.

    Scatter takes three inputs `data`, `updates`, and `indices` of the same
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input and output types can be of any tensor type.
    - Tind in (INT32, INT64): Constrain indices to integer types
    """

_ScatterElements_T = TypeVar("_ScatterElements_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def ScatterElements(data: _ScatterElements_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _ScatterElements_T | float | Sequence[float], *, axis: int = 0) -> _ScatterElements_T:
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
    - Tind in (INT32, INT64): Constrain indices to integer types
    """

_ScatterND_T = TypeVar("_ScatterND_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type.
    """

_Selu_T = TypeVar("_Selu_T", FLOAT16, FLOAT, DOUBLE)
def Selu(X: _Selu_T | float | Sequence[float], *, alpha: float = 1.6732632, gamma: float = 1.050701) -> _Selu_T:
    """[Selu - 6](https://onnx.ai/onnx/operators/onnx__Selu.html#selu-6) · ai.onnx · since opset 6

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_SequenceAt_T = TypeVar("_SequenceAt_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
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
    - I in (INT32, INT64): Constrain position to integral tensor. It must be a scalar(tensor of empty shape).
    """

_SequenceConstruct_T = TypeVar("_SequenceConstruct_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def SequenceConstruct(*inputs: _SequenceConstruct_T | float | Sequence[float]) -> Sequence[_SequenceConstruct_T]:
    """[SequenceConstruct - 11](https://onnx.ai/onnx/operators/onnx__SequenceConstruct.html#sequenceconstruct-11) · ai.onnx · since opset 11

    Construct a tensor sequence containing 'inputs' tensors.
    All tensors in 'inputs' must have the same data type.

    Args:
    - inputs (variadic T): Tensors.

    Returns:
    - output_sequence (S): Sequence enclosing the input tensors.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input types to any tensor type.
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain output types to any tensor type.
    """

@overload
def SequenceEmpty(*, dtype: Literal[DataType.UINT8]) -> Sequence[UINT8]:
    """[SequenceEmpty - 11](https://onnx.ai/onnx/operators/onnx__SequenceEmpty.html#sequenceempty-11) · ai.onnx · since opset 11

    Construct an empty tensor sequence, with given data type.

    Args:
    - dtype (int, optional): (Optional) The data type of the tensors in the output sequence. The default type is 'float'.

    Returns:
    - output (S): Empty sequence.

    Type constraints:
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain output types to any tensor type.
    """
@overload
def SequenceEmpty(*, dtype: Literal[DataType.UINT16]) -> Sequence[UINT16]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.UINT32]) -> Sequence[UINT32]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.UINT64]) -> Sequence[UINT64]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.INT8]) -> Sequence[INT8]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.INT16]) -> Sequence[INT16]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.INT32]) -> Sequence[INT32]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.INT64]) -> Sequence[INT64]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.FLOAT16]) -> Sequence[FLOAT16]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.FLOAT]) -> Sequence[FLOAT]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.DOUBLE]) -> Sequence[DOUBLE]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.STRING]) -> Sequence[STRING]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.BOOL]) -> Sequence[BOOL]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.COMPLEX64]) -> Sequence[COMPLEX64]:
    ...
@overload
def SequenceEmpty(*, dtype: Literal[DataType.COMPLEX128]) -> Sequence[COMPLEX128]:
    ...
@overload
def SequenceEmpty(*, dtype: int | None = None) -> Any:
    ...

_SequenceErase_S = TypeVar("_SequenceErase_S", Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128])
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
    - I in (INT32, INT64): Constrain position to integral tensor. It must be a scalar(tensor of empty shape).
    """

_SequenceInsert_T = TypeVar("_SequenceInsert_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def SequenceInsert(input_sequence: Sequence[_SequenceInsert_T], tensor: _SequenceInsert_T | float | str | Sequence[float], position: INT32 | INT64 | int | Sequence[int] | None = None) -> Sequence[_SequenceInsert_T]:
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
    - I in (INT32, INT64): Constrain position to integral tensor. It must be a scalar(tensor of empty shape).
    """

def SequenceLength(input_sequence: Sequence[UINT8] | Sequence[UINT16] | Sequence[UINT32] | Sequence[UINT64] | Sequence[INT8] | Sequence[INT16] | Sequence[INT32] | Sequence[INT64] | Sequence[FLOAT16] | Sequence[FLOAT] | Sequence[DOUBLE] | Sequence[STRING] | Sequence[BOOL] | Sequence[COMPLEX64] | Sequence[COMPLEX128]) -> INT64:
    """[SequenceLength - 11](https://onnx.ai/onnx/operators/onnx__SequenceLength.html#sequencelength-11) · ai.onnx · since opset 11

    Produces a scalar(tensor of empty shape) containing the number of tensors in 'input_sequence'.

    Args:
    - input_sequence (S): Input sequence.

    Returns:
    - length (I): Length of input sequence. It must be a scalar(tensor of empty shape).

    Type constraints:
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain to any tensor type.
    - I in (INT64): Constrain output to integral tensor. It must be a scalar(tensor of empty shape).
    """

def Shape(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float]) -> INT64:
    """[Shape - 13](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-13) · ai.onnx · since opset 13

    Takes a tensor as input and outputs an 1D int64 tensor containing the shape of the input tensor.

    Args:
    - data (T): An input tensor.

    Returns:
    - shape (T1): Shape of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor.
    """

_Shrink_T = TypeVar("_Shrink_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
def Shrink(input: _Shrink_T | float | Sequence[float], *, bias: float = 0.0, lambd: float = 0.5) -> _Shrink_T:
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input to only numeric types.
    """

_Sigmoid_T = TypeVar("_Sigmoid_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

_Sign_T = TypeVar("_Sign_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Sign(input: _Sign_T | float | Sequence[float]) -> _Sign_T:
    """[Sign - 13](https://onnx.ai/onnx/operators/onnx__Sign.html#sign-13) · ai.onnx · since opset 13

    Calculate the sign of the given input tensor element-wise.
    If input > 0, output 1. if input < 0, output -1. if input == 0, output 0.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The sign of the input tensor computed element-wise. It has the same shape and type of the input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors.
    """

_Sin_T = TypeVar("_Sin_T", FLOAT16, FLOAT, DOUBLE)
def Sin(input: _Sin_T | float | Sequence[float]) -> _Sin_T:
    """[Sin - 7](https://onnx.ai/onnx/operators/onnx__Sin.html#sin-7) · ai.onnx · since opset 7

    Calculates the sine of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The sine of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Sinh_T = TypeVar("_Sinh_T", FLOAT16, FLOAT, DOUBLE)
def Sinh(input: _Sinh_T | float | Sequence[float]) -> _Sinh_T:
    """[Sinh - 9](https://onnx.ai/onnx/operators/onnx__Sinh.html#sinh-9) · ai.onnx · since opset 9

    Calculates the hyperbolic sine of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic sine values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

def Size(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float]) -> INT64:
    """[Size - 13](https://onnx.ai/onnx/operators/onnx__Size.html#size-13) · ai.onnx · since opset 13

    Takes a tensor as input and outputs a int64 scalar that equals to the total number of elements of the input tensor.

    Args:
    - data (T): An input tensor.

    Returns:
    - size (T1): Total number of elements of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor, which should be a scalar though.
    """

_Slice_T = TypeVar("_Slice_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Slice_Tind = TypeVar("_Slice_Tind", INT32, INT64)
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
    - Tind in (INT32, INT64): Constrain indices to integer types
    """

_Softmax_T = TypeVar("_Softmax_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Softmax(input: _Softmax_T | float | Sequence[float], *, axis: int = -1) -> _Softmax_T:
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
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

_SoftmaxCrossEntropyLoss_T = TypeVar("_SoftmaxCrossEntropyLoss_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def SoftmaxCrossEntropyLoss(scores: _SoftmaxCrossEntropyLoss_T | float | Sequence[float], labels: INT32 | INT64 | int | Sequence[int], weights: _SoftmaxCrossEntropyLoss_T | float | Sequence[float] | None = None, *, ignore_index: int | None = None, reduction: str = 'mean') -> _SoftmaxCrossEntropyLoss_T:
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
    - Tind in (INT32, INT64): Constrain target to integer types
    """

_Softplus_T = TypeVar("_Softplus_T", FLOAT16, FLOAT, DOUBLE)
def Softplus(X: _Softplus_T | float | Sequence[float]) -> _Softplus_T:
    """[Softplus - 1](https://onnx.ai/onnx/operators/onnx__Softplus.html#softplus-1) · ai.onnx · since opset 1

    Softplus takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the softplus function, y = ln(exp(x) + 1), is applied to
    the tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Softsign_T = TypeVar("_Softsign_T", FLOAT16, FLOAT, DOUBLE)
def Softsign(input: _Softsign_T | float | Sequence[float]) -> _Softsign_T:
    """[Softsign - 1](https://onnx.ai/onnx/operators/onnx__Softsign.html#softsign-1) · ai.onnx · since opset 1

    Calculates the softsign (x/(1+|x|)) of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The softsign (x/(1+|x|)) values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_SpaceToDepth_T = TypeVar("_SpaceToDepth_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def SpaceToDepth(input: _SpaceToDepth_T | float | str | Sequence[float], *, blocksize: int) -> _SpaceToDepth_T:
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    """

_Split_T = TypeVar("_Split_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Split(input: _Split_T | float | str | Sequence[float], split: INT64 | int | Sequence[int] | None = None, *, axis: int = 0) -> tuple[_Split_T, ...]:
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    """

_SplitToSequence_T = TypeVar("_SplitToSequence_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def SplitToSequence(input: _SplitToSequence_T | float | str | Sequence[float], split: INT32 | INT64 | int | Sequence[int] | None = None, *, axis: int = 0, keepdims: int = 1) -> Sequence[_SplitToSequence_T]:
    """[SplitToSequence - 11](https://onnx.ai/onnx/operators/onnx__SplitToSequence.html#splittosequence-11) · ai.onnx · since opset 11

    Split a tensor into a sequence of tensors, along the specified 'axis'.
    Lengths of the parts can be specified using the optional argument 'split'.
    If the argument `split' is not specified, a default scalar value of 1
    is used as the value of `split'.
    'split' must contain only positive numbers.
    'split' is either a scalar (tensor of empty shape), or a 1-D tensor.
    If 'split' is a scalar, then 'input' will be split into chunks all of size 'split'
    if possible. The last chunk alone may be smaller than 'split' if the 'input' size
    along the given axis 'axis' is not divisible by 'split'.
    If 'split' is a 1-dimensional tensor, the input tensor is split into 'size(split)' chunks,
    with lengths of the parts on 'axis' specified in 'split'. In this scenario, the sum of entries
    in 'split' must be equal to the dimension size of input tensor on 'axis'.

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
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain output types to all tensor types.
    """

_Sqrt_T = TypeVar("_Sqrt_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

_Squeeze_T = TypeVar("_Squeeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Squeeze(data: _Squeeze_T | float | str | Sequence[float], axes: INT64 | int | Sequence[int] | None = None) -> _Squeeze_T:
    """[Squeeze - 13](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-13) · ai.onnx · since opset 13

    Remove single-dimensional entries from the shape of a tensor.
    Takes an input `axes` with a list of axes to squeeze.
    If `axes` is not provided, all the single dimensions will be removed from
    the shape. If an axis is selected with shape entry not equal to one, an error is raised.

    Args:
    - data (T): Tensors with at least max(dims) dimensions.
    - axes (optional INT64): List of integers indicating the dimensions to squeeze. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).

    Returns:
    - squeezed (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    """

def StringNormalizer(X: STRING | str, *, case_change_action: str = 'NONE', is_case_sensitive: int = 0, locale: str | None = None, stopwords: Sequence[str] | None = None) -> STRING:
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
    - Y (STRING): UTF-8 Normalized strings
    """

_Sub_T = TypeVar("_Sub_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
def Sub(A: _Sub_T | float | Sequence[float], B: _Sub_T | float | Sequence[float]) -> _Sub_T:
    """[Sub - 14](https://onnx.ai/onnx/operators/onnx__Sub.html#sub-14) · ai.onnx · since opset 14

    Performs element-wise binary subtraction (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    (Opset 14 change): Extend supported types to include uint8, int8, uint16, and int16.

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors.
    """

_Sum_T = TypeVar("_Sum_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
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
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    """

_Tan_T = TypeVar("_Tan_T", FLOAT16, FLOAT, DOUBLE)
def Tan(input: _Tan_T | float | Sequence[float]) -> _Tan_T:
    """[Tan - 7](https://onnx.ai/onnx/operators/onnx__Tan.html#tan-7) · ai.onnx · since opset 7

    Calculates the tangent of the given input tensor, element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The tangent of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Tanh_T = TypeVar("_Tanh_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
def Tanh(input: _Tanh_T | float | Sequence[float]) -> _Tanh_T:
    """[Tanh - 13](https://onnx.ai/onnx/operators/onnx__Tanh.html#tanh-13) · ai.onnx · since opset 13

    Calculates the hyperbolic tangent of the given input tensor element-wise.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic tangent values of the input tensor computed element-wise

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

def TfIdfVectorizer(X: STRING | INT32 | INT64 | str | int | Sequence[int], *, max_gram_length: int, max_skip_count: int, min_gram_length: int, mode: str, ngram_counts: Sequence[int], ngram_indexes: Sequence[int], pool_int64s: Sequence[int] | None = None, pool_strings: Sequence[str] | None = None, weights: Sequence[float] | None = None) -> FLOAT:
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
    - T1 in (FLOAT): 1-D tensor of floats
    """

_ThresholdedRelu_T = TypeVar("_ThresholdedRelu_T", FLOAT16, FLOAT, DOUBLE)
def ThresholdedRelu(X: _ThresholdedRelu_T | float | Sequence[float], *, alpha: float = 1.0) -> _ThresholdedRelu_T:
    """[ThresholdedRelu - 10](https://onnx.ai/onnx/operators/onnx__ThresholdedRelu.html#thresholdedrelu-10) · ai.onnx · since opset 10

    ThresholdedRelu takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the rectified linear function, y = x for x > alpha, y = 0 otherwise,
    is applied to the tensor elementwise.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.0): Threshold value

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    """

_Tile_T = TypeVar("_Tile_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
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
    - T1 in (INT64): Constrain repeat's type to int64 tensors.
    """

_TopK_T = TypeVar("_TopK_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
def TopK(X: _TopK_T | float | Sequence[float], K: INT64 | int | Sequence[int], *, axis: int = -1, largest: int = 1, sorted: int = 1) -> tuple[_TopK_T, INT64]:
    """[TopK - 11](https://onnx.ai/onnx/operators/onnx__TopK.html#topk-11) · ai.onnx · since opset 11

    Retrieve the top-K largest or smallest elements along a specified axis. Given an input tensor of
    shape [a_0, a_1, ..., a_{n-1}] and integer argument k, return two outputs:

    * Value tensor of shape [a_0, a_1, ..., a_{axis-1}, k, a_{axis+1}, ... a_{n-1}]
      which contains the values of the top k elements along the specified axis
    * Index tensor of shape [a_0, a_1, ..., a_{axis-1}, k, a_{axis+1}, ... a_{n-1}] which
      contains the indices of the top k elements (original indices from the input
      tensor).

    * If "largest" is 1 (the default value) then the k largest elements are returned.
    * If "sorted" is 1 (the default value) then the resulting k elements will be sorted.
    * If "sorted" is 0, order of returned 'Values' and 'Indices' are undefined.

    Given two equivalent values, this operator uses the indices along the axis as
    a tiebreaker. That is, the element with the lower index will appear first.

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
    - I in (INT64): Constrain index tensor to int64
    """

_Transpose_T = TypeVar("_Transpose_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Transpose(data: _Transpose_T | float | str | Sequence[float], *, perm: Sequence[int] | None = None) -> _Transpose_T:
    """[Transpose - 13](https://onnx.ai/onnx/operators/onnx__Transpose.html#transpose-13) · ai.onnx · since opset 13

    Returns a transpose of the input tensor. (Similar to `numpy.transpose`).
    The optional attribute `perm` specifies the permutation of the axes of the
    input tensor. `perm` must contain each axis index in `[0, n-1]` exactly once,
    so its length is equal to the rank `n` of the input tensor.

    Axis `i` of the output tensor corresponds to axis `perm[i]` of the input tensor.

    If the attribute is omitted, its default value is `(n-1, ..., 0)`, where `n`
    is the rank of the input tensor (that is, the dimensions are reversed).

    For example, when perm=(1, 0, 2), given an input tensor of shape (1, 2, 3),
    the output shape will be (2, 1, 3).
    When perm=(1, 2, 0), given an input tensor of shape (1, 2, 3),
    the output shape will be (2, 3, 1).
    A 0-D or 1-D input is valid; in those cases the output has the same shape
    as the input.

    Args:
    - data (T): An input tensor.
    - perm (Sequence[int], optional): A list of integers. By default, reverse the dimensions, otherwise permute the axes according to the values given.

    Returns:
    - transposed (T): Transposed output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    """

_Trilu_T = TypeVar("_Trilu_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Trilu(input: _Trilu_T | float | str | Sequence[float], k: INT64 | int | Sequence[int] | None = None, *, upper: int = 1) -> _Trilu_T:
    """[Trilu - 14](https://onnx.ai/onnx/operators/onnx__Trilu.html#trilu-14) · ai.onnx · since opset 14

    Given a 2-D matrix or batches of 2-D matrices, returns the upper or lower triangular part of the tensor(s).
    The attribute "upper" determines whether the upper or lower part is retained. If set to true,
    the upper triangular matrix is retained. Lower triangular matrix is retained otherwise.
    Default value for the "upper" attribute is true.
    Trilu takes one input tensor of shape [*, N, M], where * is zero or more batch dimensions. The upper triangular part consists
    of the elements on and above the given diagonal (k). The lower triangular part consists of elements on and below the diagonal.
    All other elements in the matrix are set to zero.
    If k = 0, the triangular part on and above/below the main diagonal is retained.
    If upper is set to true, a positive k retains the upper triangular matrix excluding the main diagonal and (k-1) diagonals above it.
    A negative k value retains the main diagonal and |k| diagonals below it.
    If upper is set to false, a positive k retains the lower triangular matrix including the main diagonal and k diagonals above it.
    A negative k value excludes the main diagonal and (|k|-1) diagonals below it.

    Args:
    - input (T): Input tensor of rank 2 or higher.
    - k (optional INT64): A 0-D tensor containing a single value corresponding to the number diagonals above or below the main diagonal to exclude or include. Default value is 0 if it's not specified.
    - upper (int, default 1): Boolean. Indicates whether upper or lower part of matrix is retained. Default is true.

    Returns:
    - output (T): Output tensor of the same type and shape as the input tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    """

_Unique_T = TypeVar("_Unique_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Unique(X: _Unique_T | float | str | Sequence[float], *, axis: int | None = None, sorted: int = 1) -> _Unique_T:
    """[Unique - 11](https://onnx.ai/onnx/operators/onnx__Unique.html#unique-11) · ai.onnx · since opset 11

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input can be of any tensor type.
    """

_Unsqueeze_T = TypeVar("_Unsqueeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Unsqueeze(data: _Unsqueeze_T | float | str | Sequence[float], axes: INT64 | int | Sequence[int]) -> _Unsqueeze_T:
    """[Unsqueeze - 13](https://onnx.ai/onnx/operators/onnx__Unsqueeze.html#unsqueeze-13) · ai.onnx · since opset 13

    Insert single-dimensional entries to the shape of an input tensor (`data`).
    Takes one required input `axes` - which contains a list of dimension indices and this operator will insert a dimension of value `1` into the corresponding index of the output tensor (`expanded`).

    For example, given an input tensor (`data`) of shape [3, 4, 5], then
    Unsqueeze(data, axes=[0, 4]) outputs a tensor (`expanded`) containing same data as `data` but with shape [1, 3, 4, 5, 1].

    The input `axes` should not contain any duplicate entries. It is an error if it contains duplicates.
    The rank of the output tensor (`output_rank`) is the rank of the input tensor (`data`) plus the number of values in `axes`.
    Each value in `axes` should be within the (inclusive) range [-output_rank , output_rank - 1].
    The order of values in `axes` does not matter and can come in any order.

    Args:
    - data (T): Original tensor
    - axes (INT64): List of integers indicating the dimensions to be inserted. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(expanded).

    Returns:
    - expanded (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    """

_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], *, mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize.

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input 'X' and output 'Y' to all tensor types.
    """

_Where_T = TypeVar("_Where_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
def Where(condition: BOOL | bool, X: _Where_T | float | Sequence[float], Y: _Where_T | float | Sequence[float]) -> _Where_T:
    """[Where - 9](https://onnx.ai/onnx/operators/onnx__Where.html#where-9) · ai.onnx · since opset 9

    Return elements, either from X or Y, depending on condition.
    Where behaves like
    [numpy.where](https://docs.scipy.org/doc/numpy/reference/generated/numpy.where.html)
    with three parameters.

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - condition (B): When True (nonzero), yield X, otherwise yield Y
    - X (T): values selected at indices where condition is True
    - Y (T): values selected at indices where condition is False

    Returns:
    - output (T): Tensor of shape equal to the broadcasted shape of condition, X, and Y.

    Type constraints:
    - B in (BOOL): Constrain to boolean tensors.
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    """

def Xor(A: BOOL | bool, B: BOOL | bool) -> BOOL:
    """[Xor - 7](https://onnx.ai/onnx/operators/onnx__Xor.html#xor-7) · ai.onnx · since opset 7

    Returns the tensor resulted from performing the `xor` logical operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL): Constrain input to boolean tensor.
    - T1 in (BOOL): Constrain output to boolean tensor.
    """
