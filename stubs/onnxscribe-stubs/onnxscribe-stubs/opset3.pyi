"""ai.onnx opset 3: the operators new at 3, the others from opset2 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.types import (
    FLOAT, INT32, FLOAT16, DOUBLE, TensorType,
)
from onnxscribe.opset2 import (
    Abs, Add, And, ArgMax, ArgMin, AveragePool, BatchNormalization, Cast, Ceil, Clip, Concat, Constant, Conv,
    ConvTranspose, DepthToSpace, Div, Dropout, Elu, Equal, Exp, Flatten, Floor, Gather, Gemm, GlobalAveragePool,
    GlobalLpPool, GlobalMaxPool, Greater, HardSigmoid, Hardmax, Identity, If, InstanceNormalization, LRN, LSTM,
    LeakyRelu, Less, Log, LogSoftmax, Loop, LpNormalization, LpPool, MatMul, Max, MaxPool, MaxRoiPool, Mean, Min, Mul,
    Neg, Not, Or, PRelu, Pad, Pow, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Reciprocal,
    ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum,
    ReduceSumSquare, Relu, Reshape, Selu, Shape, Sigmoid, Size, Slice, Softmax, Softplus, Softsign, SpaceToDepth, Split,
    Sqrt, Squeeze, Sub, Sum, Tanh, Tile, TopK, Transpose, Unsqueeze, Upsample, Xor,
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

_GRU_T = TypeVar("_GRU_T", FLOAT16, FLOAT, DOUBLE)
_GRU_T_any = TypeVar("_GRU_T_any", bound=TensorType)
@overload
def GRU(X: _GRU_T | float | Sequence[float], W: _GRU_T | float | Sequence[float], R: _GRU_T | float | Sequence[float], B: _GRU_T | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _GRU_T | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, output_sequence: int = 0, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', linear_before_reset: int = 0, activations: Sequence[str] | None = None) -> _GRU_T:
    """[GRU - 3](https://onnx.ai/onnx/operators/onnx__GRU.html#gru-3) · ai.onnx · since opset 3

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

      - zt = f(Xt*(Wz^T) + Ht-1*Rz + Wbz + Rbz)

      - rt = f(Xt*(Wr^T) + Ht-1*Rr + Wbr + Rbr)

      - ht = g(Xt*(Wh^T) + (rt (.) Ht-1)*Rh + Rbh + Wbh) # default, when linear_before_reset = 0

      - ht = g(Xt*(Wh^T) + (rt (.) (Ht-1*Rh + Rbh) + Wbh) # when linear_before_reset != 0

      - Ht = (1 - zt) (.) ht + zt (.) Ht-1

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
    - output_sequence (int, default 0): The sequence output for the hidden is optional if 0. Default 0.

    Returns:
    - Y (optional T): A tensor that concats all the intermediate output values of the hidden. It has shape `[seq_length, num_directions, batch_size, hidden_size]`. It is optional if `output_sequence` is 0.
    - Y_h (optional T): The last output value of the hidden. It has shape `[num_directions, batch_size, hidden_size]`.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (INT32): Constrain seq_lens to integer tensor."""
@overload
@deprecated('GRU (version 3) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GRU(X: _GRU_T_any | float | Sequence[float], W: _GRU_T_any | float | Sequence[float], R: _GRU_T_any | float | Sequence[float], B: _GRU_T_any | float | Sequence[float] | None = None, sequence_lens: INT32 | None = None, initial_h: _GRU_T_any | float | Sequence[float] | None = None, clip: float | None = None, activation_beta: Sequence[float] | None = None, output_sequence: int = 0, activation_alpha: Sequence[float] | None = None, hidden_size: int | None = None, direction: str = 'forward', linear_before_reset: int = 0, activations: Sequence[str] | None = None) -> _GRU_T_any: ...
