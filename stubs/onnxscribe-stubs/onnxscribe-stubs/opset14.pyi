"""ai.onnx opset 14: the operators new at 14, the others from opset13 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, TensorType,
)
from onnxscribe.opset13 import (
    Abs, Acos, Acosh, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, AveragePool, BitShift, Cast, Ceil, Celu, Clip,
    Compress, Concat, ConcatFromSequence, Constant, ConstantOfShape, Conv, ConvInteger, ConvTranspose, Cos, Cosh,
    DepthToSpace, DequantizeLinear, Det, Dropout, DynamicQuantizeLinear, Einsum, Elu, Equal, Erf, Exp, Expand, EyeLike,
    Flatten, Floor, Gather, GatherElements, GatherND, Gemm, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater,
    GreaterOrEqual, HardSigmoid, Hardmax, If, InstanceNormalization, IsInf, IsNaN, LRN, LeakyRelu, Less, LessOrEqual,
    Log, LogSoftmax, Loop, LpNormalization, LpPool, MatMul, MatMulInteger, Max, MaxPool, MaxRoiPool, MaxUnpool, Mean,
    MeanVarianceNormalization, Min, Mod, Multinomial, Neg, NegativeLogLikelihoodLoss, NonMaxSuppression, NonZero, Not,
    OneHot, Or, PRelu, Pad, Pow, QLinearConv, QLinearMatMul, QuantizeLinear, RandomNormal, RandomNormalLike,
    RandomUniform, RandomUniformLike, Range, Reciprocal, ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax,
    ReduceMean, ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare, Resize, ReverseSequence, RoiAlign, Round, Scan,
    ScatterElements, ScatterND, Selu, SequenceAt, SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert,
    SequenceLength, Shape, Shrink, Sigmoid, Sign, Sin, Sinh, Size, Slice, Softmax, SoftmaxCrossEntropyLoss, Softplus,
    Softsign, SpaceToDepth, Split, SplitToSequence, Sqrt, Squeeze, StringNormalizer, Sum, Tan, Tanh, TfIdfVectorizer,
    ThresholdedRelu, Tile, TopK, Transpose, Unique, Unsqueeze, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh", "AveragePool",
    "BatchNormalization", "BitShift", "Cast", "Ceil", "Celu", "Clip", "Compress", "Concat", "ConcatFromSequence",
    "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh", "CumSum", "DepthToSpace",
    "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear", "Einsum", "Elu", "Equal", "Erf", "Exp",
    "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements", "GatherND", "Gemm", "GlobalAveragePool",
    "GlobalLpPool", "GlobalMaxPool", "Greater", "GreaterOrEqual", "HardSigmoid", "HardSwish", "Hardmax", "Identity",
    "If", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM", "LeakyRelu", "Less", "LessOrEqual", "Log",
    "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul", "MatMulInteger", "Max", "MaxPool", "MaxRoiPool",
    "MaxUnpool", "Mean", "MeanVarianceNormalization", "Min", "Mod", "Mul", "Multinomial", "Neg",
    "NegativeLogLikelihoodLoss", "NonMaxSuppression", "NonZero", "Not", "OneHot", "Or", "PRelu", "Pad", "Pow",
    "QLinearConv", "QLinearMatMul", "QuantizeLinear", "RNN", "RandomNormal", "RandomNormalLike", "RandomUniform",
    "RandomUniformLike", "Range", "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax",
    "ReduceMean", "ReduceMin", "ReduceProd", "ReduceSum", "ReduceSumSquare", "Relu", "Reshape", "Resize",
    "ReverseSequence", "RoiAlign", "Round", "Scan", "ScatterElements", "ScatterND", "Selu", "SequenceAt",
    "SequenceConstruct", "SequenceEmpty", "SequenceErase", "SequenceInsert", "SequenceLength", "Shape", "Shrink",
    "Sigmoid", "Sign", "Sin", "Sinh", "Size", "Slice", "Softmax", "SoftmaxCrossEntropyLoss", "Softplus", "Softsign",
    "SpaceToDepth", "Split", "SplitToSequence", "Sqrt", "Squeeze", "StringNormalizer", "Sub", "Sum", "Tan", "Tanh",
    "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose", "Trilu", "Unique", "Unsqueeze", "Where", "Xor",
]

_Add_T = TypeVar("_Add_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Add_T_any = TypeVar("_Add_T_any", bound=TensorType)
@overload
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('Add (version 14) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Add(A: _Add_T_any | float | Sequence[float], B: _Add_T_any | float | Sequence[float]) -> _Add_T_any: ...
_BatchNormalization_T = TypeVar("_BatchNormalization_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_BatchNormalization_U = TypeVar("_BatchNormalization_U", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_BatchNormalization_T_any = TypeVar("_BatchNormalization_T_any", bound=TensorType)
_BatchNormalization_U_any = TypeVar("_BatchNormalization_U_any", bound=TensorType)
@overload
def BatchNormalization(X: _BatchNormalization_T | float | Sequence[float], scale: _BatchNormalization_T | float | Sequence[float], B: _BatchNormalization_T | float | Sequence[float], input_mean: _BatchNormalization_U | float | Sequence[float], input_var: _BatchNormalization_U | float | Sequence[float], training_mode: int = 0, momentum: float = 0.9, epsilon: float = 1e-05) -> _BatchNormalization_T:
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
    - U in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain mean and variance types to float tensors. It allows all float type for U."""
@overload
@deprecated('BatchNormalization (version 14) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16; U as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def BatchNormalization(X: _BatchNormalization_T_any | float | Sequence[float], scale: _BatchNormalization_T_any | float | Sequence[float], B: _BatchNormalization_T_any | float | Sequence[float], input_mean: _BatchNormalization_U_any | float | Sequence[float], input_var: _BatchNormalization_U_any | float | Sequence[float], training_mode: int = 0, momentum: float = 0.9, epsilon: float = 1e-05) -> _BatchNormalization_T_any: ...
_CumSum_T = TypeVar("_CumSum_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_CumSum_T_any = TypeVar("_CumSum_T_any", bound=TensorType)
@overload
def CumSum(x: _CumSum_T | float | Sequence[float], axis: INT32 | INT64 | int | Sequence[int], reverse: int = 0, exclusive: int = 0) -> _CumSum_T:
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
    - T2 in (INT32, INT64): axis tensor can be int32 or int64 only"""
@overload
@deprecated('CumSum (version 14) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16; T2 as one of INT32 or INT64: these element types make an invalid model')
def CumSum(x: _CumSum_T_any | float | Sequence[float], axis: TensorType | int | Sequence[int], reverse: int = 0, exclusive: int = 0) -> _CumSum_T_any: ...
_Div_T = TypeVar("_Div_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Div_T_any = TypeVar("_Div_T_any", bound=TensorType)
@overload
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('Div (version 14) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Div(A: _Div_T_any | float | Sequence[float], B: _Div_T_any | float | Sequence[float]) -> _Div_T_any: ...
_GRU_T = TypeVar("_GRU_T", FLOAT16, FLOAT, DOUBLE)
_GRU_T_any = TypeVar("_GRU_T_any", bound=TensorType)
@overload
def GRU(X: _GRU_T | float | Sequence[float], W: _GRU_T | float | Sequence[float], R: _GRU_T | float | Sequence[float], B: _GRU_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _GRU_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, layout: int = 0, direction: str = 'forward', linear_before_reset: int = 0, activations: Sequence[str] | None = None) -> _GRU_T:
    """[GRU - 14](https://onnx.ai/onnx/operators/onnx__GRU.html#gru-14) · ai.onnx · since opset 14

    Described at [GRU - 22](https://onnx.ai/onnx/operators/onnx__GRU.html#gru-22), whose documentation is the same.

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
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('GRU (version 14) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GRU(X: _GRU_T_any | float | Sequence[float], W: _GRU_T_any | float | Sequence[float], R: _GRU_T_any | float | Sequence[float], B: _GRU_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _GRU_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, layout: int = 0, direction: str = 'forward', linear_before_reset: int = 0, activations: Sequence[str] | None = None) -> _GRU_T_any: ...
_HardSwish_T = TypeVar("_HardSwish_T", FLOAT16, FLOAT, DOUBLE)
_HardSwish_T_any = TypeVar("_HardSwish_T_any", bound=TensorType)
@overload
def HardSwish(X: _HardSwish_T | float | Sequence[float]) -> _HardSwish_T:
    """[HardSwish - 14](https://onnx.ai/onnx/operators/onnx__HardSwish.html#hardswish-14) · ai.onnx · since opset 14

    Described at [HardSwish - 22](https://onnx.ai/onnx/operators/onnx__HardSwish.html#hardswish-22), whose documentation is the same.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('HardSwish (version 14) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def HardSwish(X: _HardSwish_T_any | float | Sequence[float]) -> _HardSwish_T_any: ...
_Identity_V = TypeVar("_Identity_V", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128])
_Identity_V_any = TypeVar("_Identity_V_any", bound=TensorType | Sequence[TensorType])
@overload
def Identity(input: _Identity_V | float | str | Sequence[float]) -> _Identity_V:
    """[Identity - 14](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-14) · ai.onnx · since opset 14

    Described at [Identity - 25](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-25), whose documentation is the same.

    Args:
    - input (V): Input tensor

    Returns:
    - output (V): Tensor to copy input into.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain input and output types to all tensor and sequence types."""
@overload
@deprecated('Identity (version 14) takes V as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Identity(input: _Identity_V_any | float | str | Sequence[float]) -> _Identity_V_any: ...
_LSTM_T = TypeVar("_LSTM_T", FLOAT16, FLOAT, DOUBLE)
_LSTM_T_any = TypeVar("_LSTM_T_any", bound=TensorType)
@overload
def LSTM(X: _LSTM_T | float | Sequence[float], W: _LSTM_T | float | Sequence[float], R: _LSTM_T | float | Sequence[float], B: _LSTM_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _LSTM_T | float | Sequence[float] | None = None, initial_c: _LSTM_T | float | Sequence[float] | None = None, P: _LSTM_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', input_forget: int = 0, layout: int = 0, activations: Sequence[str] | None = None) -> _LSTM_T:
    """[LSTM - 14](https://onnx.ai/onnx/operators/onnx__LSTM.html#lstm-14) · ai.onnx · since opset 14

    Described at [LSTM - 22](https://onnx.ai/onnx/operators/onnx__LSTM.html#lstm-22), whose documentation is the same.

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
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('LSTM (version 14) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LSTM(X: _LSTM_T_any | float | Sequence[float], W: _LSTM_T_any | float | Sequence[float], R: _LSTM_T_any | float | Sequence[float], B: _LSTM_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _LSTM_T_any | float | Sequence[float] | None = None, initial_c: _LSTM_T_any | float | Sequence[float] | None = None, P: _LSTM_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', input_forget: int = 0, layout: int = 0, activations: Sequence[str] | None = None) -> _LSTM_T_any: ...
_Mul_T = TypeVar("_Mul_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Mul_T_any = TypeVar("_Mul_T_any", bound=TensorType)
@overload
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('Mul (version 14) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Mul(A: _Mul_T_any | float | Sequence[float], B: _Mul_T_any | float | Sequence[float]) -> _Mul_T_any: ...
_RNN_T = TypeVar("_RNN_T", FLOAT16, FLOAT, DOUBLE)
_RNN_T_any = TypeVar("_RNN_T_any", bound=TensorType)
@overload
def RNN(X: _RNN_T | float | Sequence[float], W: _RNN_T | float | Sequence[float], R: _RNN_T | float | Sequence[float], B: _RNN_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _RNN_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, layout: int = 0, direction: str = 'forward', activations: Sequence[str] = ['Tanh', 'Tanh']) -> _RNN_T:
    """[RNN - 14](https://onnx.ai/onnx/operators/onnx__RNN.html#rnn-14) · ai.onnx · since opset 14

    Described at [RNN - 22](https://onnx.ai/onnx/operators/onnx__RNN.html#rnn-22), whose documentation is the same.

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
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('RNN (version 14) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def RNN(X: _RNN_T_any | float | Sequence[float], W: _RNN_T_any | float | Sequence[float], R: _RNN_T_any | float | Sequence[float], B: _RNN_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _RNN_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, layout: int = 0, direction: str = 'forward', activations: Sequence[str] = ['Tanh', 'Tanh']) -> _RNN_T_any: ...
_Relu_T = TypeVar("_Relu_T", FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE, BFLOAT16)
_Relu_T_any = TypeVar("_Relu_T_any", bound=TensorType)
@overload
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
    - T in (FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE, BFLOAT16): Constrain input and output types to signed numeric tensors."""
@overload
@deprecated('Relu (version 14) takes T as one of FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE or BFLOAT16: these element types make an invalid model')
def Relu(X: _Relu_T_any | float | Sequence[float]) -> _Relu_T_any: ...
_Reshape_T = TypeVar("_Reshape_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Reshape_T_any = TypeVar("_Reshape_T_any", bound=TensorType)
@overload
def Reshape(data: _Reshape_T | float | str | Sequence[float], shape: INT64 | int | Sequence[int], allowzero: int = 0) -> _Reshape_T:
    """[Reshape - 14](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-14) · ai.onnx · since opset 14

    Described at [Reshape - 25](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - shape (INT64): Specified shape for output.
    - allowzero (int, default 0): (Optional) By default, when any value in the 'shape' input is equal to zero the corresponding dimension value is copied from the input tensor dynamically. allowzero=1 indicates that if any value in the 'shape' input is set to zero, the zero value is honored, similar to NumPy.

    Returns:
    - reshaped (T): Reshaped data.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Reshape (version 14) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Reshape(data: _Reshape_T_any | float | str | Sequence[float], shape: INT64 | int | Sequence[int], allowzero: int = 0) -> _Reshape_T_any: ...
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
_Sub_T = TypeVar("_Sub_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Sub_T_any = TypeVar("_Sub_T_any", bound=TensorType)
@overload
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('Sub (version 14) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Sub(A: _Sub_T_any | float | Sequence[float], B: _Sub_T_any | float | Sequence[float]) -> _Sub_T_any: ...
_Trilu_T = TypeVar("_Trilu_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Trilu_T_any = TypeVar("_Trilu_T_any", bound=TensorType)
@overload
def Trilu(input: _Trilu_T | float | str | Sequence[float], k: INT64 | int | Sequence[int] | None = None, upper: int = 1) -> _Trilu_T:
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Trilu (version 14) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Trilu(input: _Trilu_T_any | float | str | Sequence[float], k: INT64 | int | Sequence[int] | None = None, upper: int = 1) -> _Trilu_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
