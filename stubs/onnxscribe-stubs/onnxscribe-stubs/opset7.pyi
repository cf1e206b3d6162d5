"""ai.onnx opset 7: the operators new at 7, the others from opset6 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, TensorType,
)
from onnxscribe.opset6 import (
    Abs, ArgMax, ArgMin, Cast, Ceil, Clip, Concat, Constant, Conv, ConvTranspose, DepthToSpace, Elu, Exp, Flatten,
    Floor, Gather, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, HardSigmoid, Hardmax, Identity, If,
    InstanceNormalization, LRN, LeakyRelu, Log, LogSoftmax, Loop, LpNormalization, LpPool, MatMul, Max, MaxPool,
    MaxRoiPool, Mean, Min, Neg, Not, Pad, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Reciprocal,
    ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum,
    ReduceSumSquare, Relu, Reshape, Selu, Shape, Sigmoid, Size, Slice, Softmax, Softplus, Softsign, SpaceToDepth, Split,
    Sqrt, Squeeze, Sum, Tanh, Tile, TopK, Transpose, Unsqueeze,
)
__all__ = [
    "Abs", "Acos", "Add", "And", "ArgMax", "ArgMin", "Asin", "Atan", "AveragePool", "BatchNormalization", "Cast",
    "Ceil", "Clip", "Concat", "Constant", "Conv", "ConvTranspose", "Cos", "DepthToSpace", "Div", "Dropout", "Elu",
    "Equal", "Exp", "Flatten", "Floor", "GRU", "Gather", "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool",
    "Greater", "HardSigmoid", "Hardmax", "Identity", "If", "InstanceNormalization", "LRN", "LSTM", "LeakyRelu", "Less",
    "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul", "Max", "MaxPool", "MaxRoiPool", "Mean", "Min",
    "Mul", "Multinomial", "Neg", "Not", "Or", "PRelu", "Pad", "Pow", "RNN", "RandomNormal", "RandomNormalLike",
    "RandomUniform", "RandomUniformLike", "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp",
    "ReduceMax", "ReduceMean", "ReduceMin", "ReduceProd", "ReduceSum", "ReduceSumSquare", "Relu", "Reshape", "Selu",
    "Shape", "Sigmoid", "Sin", "Size", "Slice", "Softmax", "Softplus", "Softsign", "SpaceToDepth", "Split", "Sqrt",
    "Squeeze", "Sub", "Sum", "Tan", "Tanh", "Tile", "TopK", "Transpose", "Unsqueeze", "Upsample", "Xor",
]

_Acos_T = TypeVar("_Acos_T", FLOAT16, FLOAT, DOUBLE)
_Acos_T_any = TypeVar("_Acos_T_any", bound=TensorType)
@overload
def Acos(input: _Acos_T | float | Sequence[float]) -> _Acos_T:
    """[Acos - 7](https://onnx.ai/onnx/operators/onnx__Acos.html#acos-7) · ai.onnx · since opset 7

    Described at [Acos - 22](https://onnx.ai/onnx/operators/onnx__Acos.html#acos-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The arccosine of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Acos (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Acos(input: _Acos_T_any | float | Sequence[float]) -> _Acos_T_any: ...
_Add_T = TypeVar("_Add_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Add_T_any = TypeVar("_Add_T_any", bound=TensorType)
@overload
def Add(A: _Add_T | float | Sequence[float], B: _Add_T | float | Sequence[float]) -> _Add_T:
    """[Add - 7](https://onnx.ai/onnx/operators/onnx__Add.html#add-7) · ai.onnx · since opset 7

    Described at [Add - 13](https://onnx.ai/onnx/operators/onnx__Add.html#add-13), whose documentation is the same.

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Add (version 7) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Add(A: _Add_T_any | float | Sequence[float], B: _Add_T_any | float | Sequence[float]) -> _Add_T_any: ...
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
    - T1 in (BOOL): Constrain output to boolean tensor."""
_Asin_T = TypeVar("_Asin_T", FLOAT16, FLOAT, DOUBLE)
_Asin_T_any = TypeVar("_Asin_T_any", bound=TensorType)
@overload
def Asin(input: _Asin_T | float | Sequence[float]) -> _Asin_T:
    """[Asin - 7](https://onnx.ai/onnx/operators/onnx__Asin.html#asin-7) · ai.onnx · since opset 7

    Described at [Asin - 22](https://onnx.ai/onnx/operators/onnx__Asin.html#asin-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The arcsine of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Asin (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Asin(input: _Asin_T_any | float | Sequence[float]) -> _Asin_T_any: ...
_Atan_T = TypeVar("_Atan_T", FLOAT16, FLOAT, DOUBLE)
_Atan_T_any = TypeVar("_Atan_T_any", bound=TensorType)
@overload
def Atan(input: _Atan_T | float | Sequence[float]) -> _Atan_T:
    """[Atan - 7](https://onnx.ai/onnx/operators/onnx__Atan.html#atan-7) · ai.onnx · since opset 7

    Described at [Atan - 22](https://onnx.ai/onnx/operators/onnx__Atan.html#atan-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The arctangent of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Atan (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Atan(input: _Atan_T_any | float | Sequence[float]) -> _Atan_T_any: ...
_AveragePool_T = TypeVar("_AveragePool_T", FLOAT16, FLOAT, DOUBLE)
_AveragePool_T_any = TypeVar("_AveragePool_T_any", bound=TensorType)
@overload
def AveragePool(X: _AveragePool_T | float | Sequence[float], count_include_pad: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T:
    """[AveragePool - 7](https://onnx.ai/onnx/operators/onnx__AveragePool.html#averagepool-7) · ai.onnx · since opset 7

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
    The output of each pooling window is divided by the number of elements (exclude pad when attribute count_include_pad is zero).

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that the output spatial size match the input.In case of odd number add the extra padding at the end for SAME_UPPER and at the beginning for SAME_LOWER. VALID mean no padding.
    - count_include_pad (int, default 0): Whether include pad pixels when calculating values for the edges. Default is 0, doesn't count include pad.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis.

    Returns:
    - Y (T): Output data tensor from average or max pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes. Floor value of the dimension is used

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('AveragePool (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def AveragePool(X: _AveragePool_T_any | float | Sequence[float], count_include_pad: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T_any: ...
_BatchNormalization_T = TypeVar("_BatchNormalization_T", FLOAT16, FLOAT, DOUBLE)
_BatchNormalization_T_any = TypeVar("_BatchNormalization_T_any", bound=TensorType)
@overload
def BatchNormalization(X: _BatchNormalization_T | float | Sequence[float], scale: _BatchNormalization_T | float | Sequence[float], B: _BatchNormalization_T | float | Sequence[float], mean: _BatchNormalization_T | float | Sequence[float], var: _BatchNormalization_T | float | Sequence[float], momentum: float = 0.9, epsilon: float = 1e-05, spatial: int = 1) -> _BatchNormalization_T:
    """[BatchNormalization - 7](https://onnx.ai/onnx/operators/onnx__BatchNormalization.html#batchnormalization-7) · ai.onnx · since opset 7

    Carries out batch normalization as described in the paper
    https://arxiv.org/abs/1502.03167. Depending on the mode it is being run,
    there are multiple cases for the number of outputs, which we list below:

    Output case #1: Y, mean, var, saved_mean, saved_var (training mode)
    Output case #2: Y (test mode)
        This operator has optional inputs/outputs. See [the doc](https://github.com/onnx/onnx/blob/main/docs/IR.md) for more details about the representation of optional arguments. An empty string may be used in the place of an actual argument's name to indicate a missing argument. Trailing optional arguments (those not followed by an argument that is present) may also be simply omitted.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - scale (T): If spatial is true, the dimension of scale is (C). If spatial is false, the dimensions of scale are (C x D1 x ... x Dn)
    - B (T): If spatial is true, the dimension of bias is (C). If spatial is false, the dimensions of bias are (C x D1 x ... x Dn)
    - mean (T): If spatial is true, the dimension of the running mean (training) or the estimated mean (testing) is (C). If spatial is false, the dimensions of the running mean (training) or the estimated mean (testing) are (C x D1 x ... x Dn).
    - var (T): If spatial is true, the dimension of the running variance(training) or the estimated variance (testing) is (C). If spatial is false, the dimensions of the running variance(training) or the estimated variance (testing) are (C x D1 x ... x Dn).
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero.
    - momentum (float, default 0.9): Factor used in computing the running mean and variance.e.g., running_mean = running_mean * momentum + mean * (1 - momentum).
    - spatial (int, default 1): If true, compute the mean and variance across per activation. If false, compute the mean and variance across per feature over each mini-batch.

    Returns:
    - Y (T): The output tensor of the same shape as X
    - mean (optional T): The running mean after the BatchNormalization operator.
    - var (optional T): The running variance after the BatchNormalization operator.
    - saved_mean (optional T): Saved mean used during training to speed up gradient computation.
    - saved_var (optional T): Saved variance used during training to speed up gradient computation.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('BatchNormalization (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def BatchNormalization(X: _BatchNormalization_T_any | float | Sequence[float], scale: _BatchNormalization_T_any | float | Sequence[float], B: _BatchNormalization_T_any | float | Sequence[float], mean: _BatchNormalization_T_any | float | Sequence[float], var: _BatchNormalization_T_any | float | Sequence[float], momentum: float = 0.9, epsilon: float = 1e-05, spatial: int = 1) -> _BatchNormalization_T_any: ...
_Cos_T = TypeVar("_Cos_T", FLOAT16, FLOAT, DOUBLE)
_Cos_T_any = TypeVar("_Cos_T_any", bound=TensorType)
@overload
def Cos(input: _Cos_T | float | Sequence[float]) -> _Cos_T:
    """[Cos - 7](https://onnx.ai/onnx/operators/onnx__Cos.html#cos-7) · ai.onnx · since opset 7

    Described at [Cos - 22](https://onnx.ai/onnx/operators/onnx__Cos.html#cos-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The cosine of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Cos (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Cos(input: _Cos_T_any | float | Sequence[float]) -> _Cos_T_any: ...
_Div_T = TypeVar("_Div_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Div_T_any = TypeVar("_Div_T_any", bound=TensorType)
@overload
def Div(A: _Div_T | float | Sequence[float], B: _Div_T | float | Sequence[float]) -> _Div_T:
    """[Div - 7](https://onnx.ai/onnx/operators/onnx__Div.html#div-7) · ai.onnx · since opset 7

    Described at [Div - 13](https://onnx.ai/onnx/operators/onnx__Div.html#div-13), whose documentation is the same.

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Div (version 7) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Div(A: _Div_T_any | float | Sequence[float], B: _Div_T_any | float | Sequence[float]) -> _Div_T_any: ...
_Dropout_T = TypeVar("_Dropout_T", FLOAT16, FLOAT, DOUBLE)
_Dropout_T_any = TypeVar("_Dropout_T_any", bound=TensorType)
@overload
def Dropout(data: _Dropout_T | float | Sequence[float], ratio: float = 0.5) -> _Dropout_T:
    """[Dropout - 7](https://onnx.ai/onnx/operators/onnx__Dropout.html#dropout-7) · ai.onnx · since opset 7

    Dropout takes one input data (Tensor<float>) and produces two Tensor outputs,
    output (Tensor<float>) and mask (Tensor<bool>). Depending on whether it is in
    test mode or not, the output Y will either be a random dropout, or a simple
    copy of the input. Note that our implementation of Dropout does scaling in
    the training phase, so during testing nothing needs to be done.
    This operator has optional inputs/outputs. See [the doc](https://github.com/onnx/onnx/blob/main/docs/IR.md) for more details about the representation of optional arguments. An empty string may be used in the place of an actual argument's name to indicate a missing argument. Trailing optional arguments (those not followed by an argument that is present) may also be simply omitted.

    Args:
    - data (T): The input data as Tensor.
    - ratio (float, default 0.5): The ratio of random dropout

    Returns:
    - output (T): The output.
    - mask (optional T): The output mask.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Dropout (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Dropout(data: _Dropout_T_any | float | Sequence[float], ratio: float = 0.5) -> _Dropout_T_any: ...
_Equal_T = TypeVar("_Equal_T", BOOL, INT32, INT64)
_Equal_T_any = TypeVar("_Equal_T_any", bound=TensorType)
@overload
def Equal(A: _Equal_T | int | Sequence[int], B: _Equal_T | int | Sequence[int]) -> BOOL:
    """[Equal - 7](https://onnx.ai/onnx/operators/onnx__Equal.html#equal-7) · ai.onnx · since opset 7

    Described at [Equal - 19](https://onnx.ai/onnx/operators/onnx__Equal.html#equal-19), whose documentation is the same.

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (BOOL, INT32, INT64): Constrain input to integral tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Equal (version 7) takes T as one of BOOL, INT32 or INT64: these element types make an invalid model')
def Equal(A: _Equal_T_any | int | Sequence[int], B: _Equal_T_any | int | Sequence[int]) -> BOOL: ...
_GRU_T = TypeVar("_GRU_T", FLOAT16, FLOAT, DOUBLE)
_GRU_T_any = TypeVar("_GRU_T_any", bound=TensorType)
@overload
def GRU(X: _GRU_T | float | Sequence[float], W: _GRU_T | float | Sequence[float], R: _GRU_T | float | Sequence[float], B: _GRU_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _GRU_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', linear_before_reset: int = 0, activations: Sequence[str] | None = None) -> _GRU_T:
    """[GRU - 7](https://onnx.ai/onnx/operators/onnx__GRU.html#gru-7) · ai.onnx · since opset 7

    Computes an one-layer GRU. This operator is usually supported via some custom
    implementation such as CuDNN.

    Notations:

    `X` - input tensor

    `z` - update gate

    `r` - reset gate

    `h` - hidden gate

    `t` - time step (t-1 means previous time step)

    `W[zrh]` - W parameter weight matrix for update, reset, and hidden gates

    `R[zrh]` - R recurrence weight matrix for update, reset, and hidden gates

    `Wb[zrh]` - W bias vectors for update, reset, and hidden gates

    `Rb[zrh]` - R bias vectors for update, reset, and hidden gates

    `WB[zrh]` - W parameter weight matrix for backward update, reset, and hidden gates

    `RB[zrh]` - R recurrence weight matrix for backward update, reset, and hidden gates

    `WBb[zrh]` - W bias vectors for backward update, reset, and hidden gates

    `RBb[zrh]` - R bias vectors for backward update, reset, and hidden gates

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

    Equations (Default: f=Sigmoid, g=Tanh):

      - zt = f(Xt*(Wz^T) + Ht-1*(Rz^T) + Wbz + Rbz)

      - rt = f(Xt*(Wr^T) + Ht-1*(Rr^T) + Wbr + Rbr)

      - ht = g(Xt*(Wh^T) + (rt (.) Ht-1)*(Rh^T) + Rbh + Wbh) # default, when linear_before_reset = 0

      - ht = g(Xt*(Wh^T) + (rt (.) (Ht-1*(Rh^T) + Rbh)) + Wbh) # when linear_before_reset != 0

      - Ht = (1 - zt) (.) ht + zt (.) Ht-1
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
    - linear_before_reset (int, default 0): When computing the output of the hidden gate, apply the linear transformation before multiplying by the output of the reset gate.

    Returns:
    - Y (optional T): A tensor that concats all the intermediate output values of the hidden. It has shape `[seq_length, num_directions, batch_size, hidden_size]`.
    - Y_h (optional T): The last output value of the hidden. It has shape `[num_directions, batch_size, hidden_size]`.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('GRU (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GRU(X: _GRU_T_any | float | Sequence[float], W: _GRU_T_any | float | Sequence[float], R: _GRU_T_any | float | Sequence[float], B: _GRU_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _GRU_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', linear_before_reset: int = 0, activations: Sequence[str] | None = None) -> _GRU_T_any: ...
_Gemm_T = TypeVar("_Gemm_T", FLOAT16, FLOAT, DOUBLE)
_Gemm_T_any = TypeVar("_Gemm_T_any", bound=TensorType)
@overload
def Gemm(A: _Gemm_T | float | Sequence[float], B: _Gemm_T | float | Sequence[float], C: _Gemm_T | float | Sequence[float], beta: float = 1.0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T:
    """[Gemm - 7](https://onnx.ai/onnx/operators/onnx__Gemm.html#gemm-7) · ai.onnx · since opset 7

    Described at [Gemm - 9](https://onnx.ai/onnx/operators/onnx__Gemm.html#gemm-9), whose documentation is the same.

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Gemm (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Gemm(A: _Gemm_T_any | float | Sequence[float], B: _Gemm_T_any | float | Sequence[float], C: _Gemm_T_any | float | Sequence[float], beta: float = 1.0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T_any: ...
_Greater_T = TypeVar("_Greater_T", FLOAT16, FLOAT, DOUBLE)
_Greater_T_any = TypeVar("_Greater_T_any", bound=TensorType)
@overload
def Greater(A: _Greater_T | float | Sequence[float], B: _Greater_T | float | Sequence[float]) -> BOOL:
    """[Greater - 7](https://onnx.ai/onnx/operators/onnx__Greater.html#greater-7) · ai.onnx · since opset 7

    Described at [Greater - 13](https://onnx.ai/onnx/operators/onnx__Greater.html#greater-13), whose documentation is the same.

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input to float tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Greater (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Greater(A: _Greater_T_any | float | Sequence[float], B: _Greater_T_any | float | Sequence[float]) -> BOOL: ...
_LSTM_T = TypeVar("_LSTM_T", FLOAT16, FLOAT, DOUBLE)
_LSTM_T_any = TypeVar("_LSTM_T_any", bound=TensorType)
@overload
def LSTM(X: _LSTM_T | float | Sequence[float], W: _LSTM_T | float | Sequence[float], R: _LSTM_T | float | Sequence[float], B: _LSTM_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _LSTM_T | float | Sequence[float] | None = None, initial_c: _LSTM_T | float | Sequence[float] | None = None, P: _LSTM_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', input_forget: int = 0, activations: Sequence[str] | None = None) -> _LSTM_T:
    """[LSTM - 7](https://onnx.ai/onnx/operators/onnx__LSTM.html#lstm-7) · ai.onnx · since opset 7

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

      - it = f(Xt*(Wi^T) + Ht-1*(Ri^T) + Pi (.) Ct-1 + Wbi + Rbi)

      - ft = f(Xt*(Wf^T) + Ht-1*(Rf^T) + Pf (.) Ct-1 + Wbf + Rbf)

      - ct = g(Xt*(Wc^T) + Ht-1*(Rc^T) + Wbc + Rbc)

      - Ct = ft (.) Ct-1 + it (.) ct

      - ot = f(Xt*(Wo^T) + Ht-1*(Ro^T) + Po (.) Ct + Wbo + Rbo)

      - Ht = ot (.) h(Ct)
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

    Returns:
    - Y (optional T): A tensor that concats all the intermediate output values of the hidden. It has shape `[seq_length, num_directions, batch_size, hidden_size]`.
    - Y_h (optional T): The last output value of the hidden. It has shape `[num_directions, batch_size, hidden_size]`.
    - Y_c (optional T): The last output value of the cell. It has shape `[num_directions, batch_size, hidden_size]`.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('LSTM (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LSTM(X: _LSTM_T_any | float | Sequence[float], W: _LSTM_T_any | float | Sequence[float], R: _LSTM_T_any | float | Sequence[float], B: _LSTM_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _LSTM_T_any | float | Sequence[float] | None = None, initial_c: _LSTM_T_any | float | Sequence[float] | None = None, P: _LSTM_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', input_forget: int = 0, activations: Sequence[str] | None = None) -> _LSTM_T_any: ...
_Less_T = TypeVar("_Less_T", FLOAT16, FLOAT, DOUBLE)
_Less_T_any = TypeVar("_Less_T_any", bound=TensorType)
@overload
def Less(A: _Less_T | float | Sequence[float], B: _Less_T | float | Sequence[float]) -> BOOL:
    """[Less - 7](https://onnx.ai/onnx/operators/onnx__Less.html#less-7) · ai.onnx · since opset 7

    Described at [Less - 13](https://onnx.ai/onnx/operators/onnx__Less.html#less-13), whose documentation is the same.

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input to float tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('Less (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Less(A: _Less_T_any | float | Sequence[float], B: _Less_T_any | float | Sequence[float]) -> BOOL: ...
_Mul_T = TypeVar("_Mul_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Mul_T_any = TypeVar("_Mul_T_any", bound=TensorType)
@overload
def Mul(A: _Mul_T | float | Sequence[float], B: _Mul_T | float | Sequence[float]) -> _Mul_T:
    """[Mul - 7](https://onnx.ai/onnx/operators/onnx__Mul.html#mul-7) · ai.onnx · since opset 7

    Described at [Mul - 13](https://onnx.ai/onnx/operators/onnx__Mul.html#mul-13), whose documentation is the same.

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Mul (version 7) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Mul(A: _Mul_T_any | float | Sequence[float], B: _Mul_T_any | float | Sequence[float]) -> _Mul_T_any: ...
@overload
def Multinomial(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT32], seed: float | None = None, sample_size: int = 1) -> INT32:
    """[Multinomial - 7](https://onnx.ai/onnx/operators/onnx__Multinomial.html#multinomial-7) · ai.onnx · since opset 7

    Described at [Multinomial - 22](https://onnx.ai/onnx/operators/onnx__Multinomial.html#multinomial-22), whose documentation is the same.

    Args:
    - input (T1): Input tensor with shape [batch_size, class_size], where class_size is the number of all possible outcomes. Each value along the axis zero represents the unnormalized log-probability of each corresponding outcome in a batch.
    - dtype (int, default 6): (Optional) The data type for the elements of the output tensor, if not specified, we will use int32.
    - sample_size (int, default 1): Number of times to sample.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T2): Output tensor with shape [batch_size, sample_size], where sample_size is the number of times to sample. Each value along the axis zero represents the outcome of the corresponding sample in a batch.

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain input types to float tensors.
    - T2 in (INT32, INT64): Constrain output types to integral tensors."""
@overload
def Multinomial(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT64], seed: float | None = None, sample_size: int = 1) -> INT64: ...
@overload
def Multinomial(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], *, sample_size: int = 1, seed: float | None = None) -> INT32: ...
@overload
def Multinomial(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: int = 6, seed: float | None = None, sample_size: int = 1) -> Any: ...
@overload
@deprecated('Multinomial (version 7) takes T1 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Multinomial(input: TensorType | float | Sequence[float], dtype: int = 6, seed: float | None = None, sample_size: int = 1) -> Any: ...
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
    - T1 in (BOOL): Constrain output to boolean tensor."""
_PRelu_T = TypeVar("_PRelu_T", FLOAT16, FLOAT, DOUBLE)
_PRelu_T_any = TypeVar("_PRelu_T_any", bound=TensorType)
@overload
def PRelu(X: _PRelu_T | float | Sequence[float], slope: _PRelu_T | float | Sequence[float]) -> _PRelu_T:
    """[PRelu - 7](https://onnx.ai/onnx/operators/onnx__PRelu.html#prelu-7) · ai.onnx · since opset 7

    Described at [PRelu - 9](https://onnx.ai/onnx/operators/onnx__PRelu.html#prelu-9), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - slope (T): Slope tensor. The shape of slope can be smaller than first input X; if so, its shape must be unidirectional broadcastable to X

    Returns:
    - Y (T): Output tensor (same size as X)

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('PRelu (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def PRelu(X: _PRelu_T_any | float | Sequence[float], slope: _PRelu_T_any | float | Sequence[float]) -> _PRelu_T_any: ...
_Pow_T = TypeVar("_Pow_T", FLOAT16, FLOAT, DOUBLE)
_Pow_T_any = TypeVar("_Pow_T_any", bound=TensorType)
@overload
def Pow(X: _Pow_T | float | Sequence[float], Y: _Pow_T | float | Sequence[float]) -> _Pow_T:
    """[Pow - 7](https://onnx.ai/onnx/operators/onnx__Pow.html#pow-7) · ai.onnx · since opset 7

    Described at [Pow - 15](https://onnx.ai/onnx/operators/onnx__Pow.html#pow-15), whose documentation is the same.

    Args:
    - X (T): First operand, base of the exponent.
    - Y (T): Second operand, power of the exponent.

    Returns:
    - Z (T): Output tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Pow (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Pow(X: _Pow_T_any | float | Sequence[float], Y: _Pow_T_any | float | Sequence[float]) -> _Pow_T_any: ...
_RNN_T = TypeVar("_RNN_T", FLOAT16, FLOAT, DOUBLE)
_RNN_T_any = TypeVar("_RNN_T_any", bound=TensorType)
@overload
def RNN(X: _RNN_T | float | Sequence[float], W: _RNN_T | float | Sequence[float], R: _RNN_T | float | Sequence[float], B: _RNN_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _RNN_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', activations: Sequence[str] = ['Tanh', 'Tanh']) -> _RNN_T:
    """[RNN - 7](https://onnx.ai/onnx/operators/onnx__RNN.html#rnn-7) · ai.onnx · since opset 7

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

      - Ht = f(Xt*(Wi^T) + Ht-1*(Ri^T) + Wbi + Rbi)
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

    Returns:
    - Y (optional T): A tensor that concats all the intermediate output values of the hidden. It has shape `[seq_length, num_directions, batch_size, hidden_size]`.
    - Y_h (optional T): The last output value of the hidden. It has shape `[num_directions, batch_size, hidden_size]`.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('RNN (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def RNN(X: _RNN_T_any | float | Sequence[float], W: _RNN_T_any | float | Sequence[float], R: _RNN_T_any | float | Sequence[float], B: _RNN_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _RNN_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', activations: Sequence[str] = ['Tanh', 'Tanh']) -> _RNN_T_any: ...
_Sin_T = TypeVar("_Sin_T", FLOAT16, FLOAT, DOUBLE)
_Sin_T_any = TypeVar("_Sin_T_any", bound=TensorType)
@overload
def Sin(input: _Sin_T | float | Sequence[float]) -> _Sin_T:
    """[Sin - 7](https://onnx.ai/onnx/operators/onnx__Sin.html#sin-7) · ai.onnx · since opset 7

    Described at [Sin - 22](https://onnx.ai/onnx/operators/onnx__Sin.html#sin-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The sine of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sin (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sin(input: _Sin_T_any | float | Sequence[float]) -> _Sin_T_any: ...
_Sub_T = TypeVar("_Sub_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Sub_T_any = TypeVar("_Sub_T_any", bound=TensorType)
@overload
def Sub(A: _Sub_T | float | Sequence[float], B: _Sub_T | float | Sequence[float]) -> _Sub_T:
    """[Sub - 7](https://onnx.ai/onnx/operators/onnx__Sub.html#sub-7) · ai.onnx · since opset 7

    Described at [Sub - 13](https://onnx.ai/onnx/operators/onnx__Sub.html#sub-13), whose documentation is the same.

    Args:
    - A (T): First operand.
    - B (T): Second operand.

    Returns:
    - C (T): Result, has same element type as two inputs

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Sub (version 7) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sub(A: _Sub_T_any | float | Sequence[float], B: _Sub_T_any | float | Sequence[float]) -> _Sub_T_any: ...
_Tan_T = TypeVar("_Tan_T", FLOAT16, FLOAT, DOUBLE)
_Tan_T_any = TypeVar("_Tan_T_any", bound=TensorType)
@overload
def Tan(input: _Tan_T | float | Sequence[float]) -> _Tan_T:
    """[Tan - 7](https://onnx.ai/onnx/operators/onnx__Tan.html#tan-7) · ai.onnx · since opset 7

    Described at [Tan - 22](https://onnx.ai/onnx/operators/onnx__Tan.html#tan-22), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The tangent of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Tan (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Tan(input: _Tan_T_any | float | Sequence[float]) -> _Tan_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Upsample_T_any = TypeVar("_Upsample_T_any", bound=TensorType)
@overload
def Upsample(X: _Upsample_T | float | str | Sequence[float], mode: str = 'nearest', *, scales: Sequence[float]) -> _Upsample_T:
    """[Upsample - 7](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-7) · ai.onnx · since opset 7

    Described at [Upsample - 9](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-9), whose documentation is the same.

    Args:
    - X (T): N-D tensor
    - scales (Sequence[float], required): The scale array along each dimension. It takes value greater than or equal to 1. The number of elements of 'scales' should be the same as the rank of input 'X'.
    - mode (str, default 'nearest'): Two interpolation modes: nearest (default), and linear (including bilinear, trilinear, etc)

    Returns:
    - Y (T): N-D tensor after resizing

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Upsample (version 7) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Upsample(X: _Upsample_T_any | float | str | Sequence[float], mode: str = 'nearest', *, scales: Sequence[float]) -> _Upsample_T_any: ...
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
    - T1 in (BOOL): Constrain output to boolean tensor."""
