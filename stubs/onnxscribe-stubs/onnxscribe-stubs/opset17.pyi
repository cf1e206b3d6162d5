"""ai.onnx opset 17: the operators new at 17, the others from opset16 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType, GraphBody
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, TensorType,
)
from onnxscribe.opset16 import (
    Abs, Acos, Acosh, Add, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, AveragePool, BatchNormalization, Bernoulli,
    BitShift, Cast, CastLike, Ceil, Celu, Clip, Compress, Concat, ConcatFromSequence, Constant, ConstantOfShape, Conv,
    ConvInteger, ConvTranspose, Cos, Cosh, CumSum, DepthToSpace, DequantizeLinear, Det, Div, Dropout,
    DynamicQuantizeLinear, Einsum, Elu, Equal, Erf, Exp, Expand, EyeLike, Flatten, Floor, GRU, Gather, GatherElements,
    GatherND, Gemm, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater, GreaterOrEqual, GridSample, HardSigmoid,
    HardSwish, Hardmax, Identity, If, InstanceNormalization, IsInf, IsNaN, LRN, LSTM, LeakyRelu, Less, LessOrEqual, Log,
    LogSoftmax, Loop, LpNormalization, LpPool, MatMul, MatMulInteger, Max, MaxPool, MaxRoiPool, MaxUnpool, Mean,
    MeanVarianceNormalization, Min, Mod, Mul, Multinomial, Neg, NegativeLogLikelihoodLoss, NonMaxSuppression, NonZero,
    Not, OneHot, Optional, OptionalGetElement, OptionalHasElement, Or, PRelu, Pad, Pow, QLinearConv, QLinearMatMul,
    QuantizeLinear, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Range, Reciprocal, ReduceL1,
    ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare,
    Relu, Reshape, Resize, ReverseSequence, RoiAlign, Round, Scan, ScatterElements, ScatterND, Selu, SequenceAt,
    SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength, Shape, Shrink, Sigmoid, Sign, Sin,
    Sinh, Size, Slice, Softmax, SoftmaxCrossEntropyLoss, Softplus, Softsign, SpaceToDepth, Split, SplitToSequence, Sqrt,
    Squeeze, StringNormalizer, Sub, Sum, Tan, Tanh, TfIdfVectorizer, ThresholdedRelu, Tile, TopK, Transpose, Trilu,
    Unique, Unsqueeze, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh", "AveragePool",
    "BatchNormalization", "Bernoulli", "BitShift", "BlackmanWindow", "Cast", "CastLike", "Ceil", "Celu", "Clip",
    "Compress", "Concat", "ConcatFromSequence", "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose",
    "Cos", "Cosh", "CumSum", "DFT", "DepthToSpace", "DequantizeLinear", "Det", "Div", "Dropout",
    "DynamicQuantizeLinear", "Einsum", "Elu", "Equal", "Erf", "Exp", "Expand", "EyeLike", "Flatten", "Floor", "GRU",
    "Gather", "GatherElements", "GatherND", "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool", "Greater",
    "GreaterOrEqual", "GridSample", "HammingWindow", "HannWindow", "HardSigmoid", "HardSwish", "Hardmax", "Identity",
    "If", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM", "LayerNormalization", "LeakyRelu", "Less",
    "LessOrEqual", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul", "MatMulInteger", "Max",
    "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean", "MeanVarianceNormalization", "MelWeightMatrix", "Min", "Mod", "Mul",
    "Multinomial", "Neg", "NegativeLogLikelihoodLoss", "NonMaxSuppression", "NonZero", "Not", "OneHot", "Optional",
    "OptionalGetElement", "OptionalHasElement", "Or", "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul",
    "QuantizeLinear", "RNN", "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Range",
    "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin",
    "ReduceProd", "ReduceSum", "ReduceSumSquare", "Relu", "Reshape", "Resize", "ReverseSequence", "RoiAlign", "Round",
    "STFT", "Scan", "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct", "SequenceEmpty",
    "SequenceErase", "SequenceInsert", "SequenceLength", "SequenceMap", "Shape", "Shrink", "Sigmoid", "Sign", "Sin",
    "Sinh", "Size", "Slice", "Softmax", "SoftmaxCrossEntropyLoss", "Softplus", "Softsign", "SpaceToDepth", "Split",
    "SplitToSequence", "Sqrt", "Squeeze", "StringNormalizer", "Sub", "Sum", "Tan", "Tanh", "TfIdfVectorizer",
    "ThresholdedRelu", "Tile", "TopK", "Transpose", "Trilu", "Unique", "Unsqueeze", "Where", "Xor",
]

@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT8]) -> UINT8:
    """[BlackmanWindow - 17](https://onnx.ai/onnx/operators/onnx__BlackmanWindow.html#blackmanwindow-17) · ai.onnx · since opset 17

    Generates a Blackman window as described in the paper https://ieeexplore.ieee.org/document/1455106.

    Args:
    - size (T1): A scalar value indicating the length of the window.
    - output_datatype (int, default 1): The data type of the output tensor. Strictly must be one of the values from DataType enum in TensorProto whose values correspond to T2. The default value is 1 = FLOAT.
    - periodic (int, default 1): If 1, returns a window to be used as periodic function. If 0, return a symmetric window. When 'periodic' is specified, hann computes a window of length size + 1 and returns the first size points. The default value is 1.

    Returns:
    - output (T2): A Blackman window with length: size. The output has the shape: [size].

    Type constraints:
    - T1 in (INT32, INT64): Constrain the input size to int32_t or int64_t.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain output types to numeric tensors."""
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT8]) -> INT8: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT16]) -> INT16: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT32]) -> INT32: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT64]) -> INT64: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.FLOAT16]) -> FLOAT16: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.BFLOAT16]) -> BFLOAT16: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1) -> FLOAT: ...
@overload
def BlackmanWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, output_datatype: int = 1) -> Any: ...
@overload
@deprecated('BlackmanWindow (version 17) takes T1 as one of INT32 or INT64: these element types make an invalid model')
def BlackmanWindow(size: TensorType | int | Sequence[int], periodic: int = 1, output_datatype: int = 1) -> Any: ...
_DFT_T1 = TypeVar("_DFT_T1", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_DFT_T1_any = TypeVar("_DFT_T1_any", bound=TensorType)
@overload
def DFT(input: _DFT_T1 | float | Sequence[float], dft_length: INT32 | INT64 | int | Sequence[int] | None = None, inverse: int = 0, axis: int = 1, onesided: int = 0) -> _DFT_T1:
    """[DFT - 17](https://onnx.ai/onnx/operators/onnx__DFT.html#dft-17) · ai.onnx · since opset 17

    Computes the discrete Fourier transform of input.

    Args:
    - input (T1): For real input, the following shape is expected: [batch_idx][signal_dim1][signal_dim2]...[signal_dimN][1]. For complex input, the following shape is expected: [batch_idx][signal_dim1][signal_dim2]...[signal_dimN][2]. The first dimension is the batch dimension. The following N dimensions correspond to the signal's dimensions. The final dimension represents the real and imaginary parts of the value in that order.
    - dft_length (optional T2): The length of the signal as a scalar. If greater than the axis dimension, the signal will be zero-padded up to dft_length. If less than the axis dimension, only the first dft_length values will be used as the signal. If not provided, the default dft_length = signal_dim_axis, except for the IRFFT case (onesided=1, inverse=1), in which case the default dft_length is 2 * (signal_dim_axis - 1). It's an optional value.
    - axis (int, default 1): The axis on which to perform the DFT. By default this value is set to 1, which corresponds to the first dimension after the batch index. Negative value means counting dimensions from the back. Accepted range is $[-r, -2] \\cup [0, r-2]$ where `r = rank(input)`. The last dimension is for representing complex numbers and thus is an invalid axis.
    - inverse (int, default 0): Whether to perform the inverse discrete fourier transform. By default this value is set to 0, which corresponds to false.
    - onesided (int, default 0): If onesided is 1, only values for w in [0, 1, 2, ..., floor(n_fft/2) + 1] are used or returned because the real-to-complex Fourier transform satisfies the conjugate symmetry, i.e., X[m, w] = X[m, n_fft-w]*. When onesided=1 and inverse=0 (forward DFT), only real input is supported and a one-sided complex spectrum is returned (RFFT). When onesided=1 and inverse=1 (inverse DFT), only complex input is supported and a full real signal is returned (IRFFT). When invoked with real or complex valued input, the default value is 0. Values can be 0 or 1.

    Returns:
    - output (T1): The Fourier Transform of the input vector. For standard DFT (onesided=0), the output shape is: [batch_idx][signal_dim1][signal_dim2]...[signal_dimN][2] (complex), with signal_dim_axis = dft_length. For RFFT (onesided=1, inverse=0), the output shape is: [batch_idx][signal_dim1][signal_dim2]...[signal_dimN][2] (one-sided complex), with signal_dim_axis = floor(dft_length/2) + 1. For IRFFT (onesided=1, inverse=1), the output shape is: [batch_idx][signal_dim1][signal_dim2]...[signal_dimN][1] (real), where signal_dim_axis = dft_length.

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    - T2 in (INT32, INT64): Constrain scalar length types to int64_t."""
@overload
@deprecated('DFT (version 17) takes T1 as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16; T2 as one of INT32 or INT64: these element types make an invalid model')
def DFT(input: _DFT_T1_any | float | Sequence[float], dft_length: TensorType | int | Sequence[int] | None = None, inverse: int = 0, axis: int = 1, onesided: int = 0) -> _DFT_T1_any: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT8]) -> UINT8:
    """[HammingWindow - 17](https://onnx.ai/onnx/operators/onnx__HammingWindow.html#hammingwindow-17) · ai.onnx · since opset 17

    Generates a Hamming window as described in the paper https://ieeexplore.ieee.org/document/1455106.

    Args:
    - size (T1): A scalar value indicating the length of the window.
    - output_datatype (int, default 1): The data type of the output tensor. Strictly must be one of the values from DataType enum in TensorProto whose values correspond to T2. The default value is 1 = FLOAT.
    - periodic (int, default 1): If 1, returns a window to be used as periodic function. If 0, return a symmetric window. When 'periodic' is specified, hann computes a window of length size + 1 and returns the first size points. The default value is 1.

    Returns:
    - output (T2): A Hamming window with length: size. The output has the shape: [size].

    Type constraints:
    - T1 in (INT32, INT64): Constrain the input size to int32_t or int64_t.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain output types to numeric tensors."""
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT8]) -> INT8: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT16]) -> INT16: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT32]) -> INT32: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT64]) -> INT64: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.FLOAT16]) -> FLOAT16: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.BFLOAT16]) -> BFLOAT16: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1) -> FLOAT: ...
@overload
def HammingWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, output_datatype: int = 1) -> Any: ...
@overload
@deprecated('HammingWindow (version 17) takes T1 as one of INT32 or INT64: these element types make an invalid model')
def HammingWindow(size: TensorType | int | Sequence[int], periodic: int = 1, output_datatype: int = 1) -> Any: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT8]) -> UINT8:
    """[HannWindow - 17](https://onnx.ai/onnx/operators/onnx__HannWindow.html#hannwindow-17) · ai.onnx · since opset 17

    Generates a Hann window as described in the paper https://ieeexplore.ieee.org/document/1455106.

    Args:
    - size (T1): A scalar value indicating the length of the window.
    - output_datatype (int, default 1): The data type of the output tensor. Strictly must be one of the values from DataType enum in TensorProto whose values correspond to T2. The default value is 1 = FLOAT.
    - periodic (int, default 1): If 1, returns a window to be used as periodic function. If 0, return a symmetric window. When 'periodic' is specified, hann computes a window of length size + 1 and returns the first size points. The default value is 1.

    Returns:
    - output (T2): A Hann window with length: size. The output has the shape: [size].

    Type constraints:
    - T1 in (INT32, INT64): Constrain the input size to int32_t or int64_t.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain output types to numeric tensors."""
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT8]) -> INT8: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT16]) -> INT16: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT32]) -> INT32: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.INT64]) -> INT64: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.FLOAT16]) -> FLOAT16: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, *, output_datatype: Literal[DataType.BFLOAT16]) -> BFLOAT16: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1) -> FLOAT: ...
@overload
def HannWindow(size: INT32 | INT64 | int | Sequence[int], periodic: int = 1, output_datatype: int = 1) -> Any: ...
@overload
@deprecated('HannWindow (version 17) takes T1 as one of INT32 or INT64: these element types make an invalid model')
def HannWindow(size: TensorType | int | Sequence[int], periodic: int = 1, output_datatype: int = 1) -> Any: ...
_LayerNormalization_T = TypeVar("_LayerNormalization_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_LayerNormalization_T_any = TypeVar("_LayerNormalization_T_any", bound=TensorType)
@overload
def LayerNormalization(X: _LayerNormalization_T | float | Sequence[float], Scale: _LayerNormalization_T | float | Sequence[float], B: _LayerNormalization_T | float | Sequence[float] | None = None, stash_type: int = 1, epsilon: float = 1e-05, axis: int = -1) -> _LayerNormalization_T:
    """[LayerNormalization - 17](https://onnx.ai/onnx/operators/onnx__LayerNormalization.html#layernormalization-17) · ai.onnx · since opset 17

    This is layer normalization defined in ONNX as function.
    The overall computation can be split into two stages.
    The first stage is standardization, which makes the
    normalized elements have zero mean and unit variances.
    The computation required by standardization can be
    described by the following equations.
    ```
    Mean = ReduceMean<axes=normalized_axes>(X)
    D = Sub(X, Mean)
    DD = Mul(D, D)
    Var = ReduceMean<axes=normalized_axes>(DD)
    VarEps = Add(Var, epsilon)
    StdDev = Sqrt(VarEps)
    InvStdDev = Reciprocal(StdDev)
    Normalized = Mul(D, InvStdDev)
    ```
    where `normalized_axes` is `[axis, ..., rank of X - 1]`.
    The variables `Var` and `StdDev` stand for variance and
    standard deviation, respectively. The second output is
    `Mean` and the last one is `InvStdDev`.
    Depending on `stash_type` attribute, the actual computation
    must happen in different floating-point precision.
    For example, if `stash_type` is 1, this operator casts
    all input variables to 32-bit float, perform the computation, and
    finally cast `Normalized` back to the original type of `X`.
    The second stage then scales and shifts the outcome of the
    first stage using
    ```
    NormalizedScaled = Mul(Normalized, Scale)
    Y = Add(NormalizedScaled, B)
    ```
    The second stage doesn't depends on `stash_type`.
    All equations are in [this syntax](https://github.com/onnx/onnx/blob/main/docs/Syntax.md).
    The same variable (i.e., input, output, and attribute) uses
    the same name in the equations above and this operator's definition.
    Let `d[i]` indicate the i-th dimension of `X`.
    If `X`'s shape is `[d[0], ..., d[axis-1], d[axis], ..., d[rank-1]]`,
    the shape of `Mean` and `InvStdDev` is `[d[0], ..., d[axis-1], 1, ..., 1]`.
    `Y` and `X` have the same shape. This operator supports unidirectional broadcasting
    (tensors `Scale` and `B` should be unidirectional broadcastable to tensor `X`);
    for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - X (T): Tensor to be normalized.
    - Scale (T): Scale tensor.
    - B (optional T): Bias tensor.
    - axis (int, default -1): The first normalization dimension. If rank(X) is r, axis' allowed range is [-r, r). Negative value means counting dimensions from the back.
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero.
    - stash_type (int, default 1): Type of Mean and InvStdDev. This also specifies stage one's computation precision.

    Returns:
    - Y (T): Normalized tensor.
    - Mean (optional U): Saved mean used during training to speed up gradient computation
    - InvStdDev (optional U): Saved inverse standard deviation used during training to speed up gradient computation.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input types and output Y type to float tensors.
    - U in (FLOAT, BFLOAT16): Type of Mean and InvStdDev tensors."""
@overload
@deprecated('LayerNormalization (version 17) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def LayerNormalization(X: _LayerNormalization_T_any | float | Sequence[float], Scale: _LayerNormalization_T_any | float | Sequence[float], B: _LayerNormalization_T_any | float | Sequence[float] | None = None, stash_type: int = 1, epsilon: float = 1e-05, axis: int = -1) -> _LayerNormalization_T_any: ...
_MelWeightMatrix_T1 = TypeVar("_MelWeightMatrix_T1", INT32, INT64)
_MelWeightMatrix_T2 = TypeVar("_MelWeightMatrix_T2", FLOAT, FLOAT16, DOUBLE, BFLOAT16)
_MelWeightMatrix_T1_any = TypeVar("_MelWeightMatrix_T1_any", bound=TensorType)
_MelWeightMatrix_T2_any = TypeVar("_MelWeightMatrix_T2_any", bound=TensorType)
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.UINT8]) -> UINT8:
    """[MelWeightMatrix - 17](https://onnx.ai/onnx/operators/onnx__MelWeightMatrix.html#melweightmatrix-17) · ai.onnx · since opset 17

    Generate a MelWeightMatrix that can be used to re-weight a Tensor containing a linearly sampled frequency spectra (from DFT or STFT) into num_mel_bins frequency information based on the [lower_edge_hertz, upper_edge_hertz] range on the mel scale.
    This function defines the mel scale in terms of a frequency in hertz according to the following formula:

        mel(f) = 2595 * log10(1 + f/700)

    In the returned matrix, all the triangles (filterbanks) have a peak value of 1.0.

    The returned MelWeightMatrix can be used to right-multiply a spectrogram S of shape [frames, num_spectrogram_bins] of linear scale spectrum values (e.g. STFT magnitudes) to generate a "mel spectrogram" M of shape [frames, num_mel_bins].

    Args:
    - num_mel_bins (T1): The number of bands in the mel spectrum.
    - dft_length (T1): The size of the original DFT. The size of the original DFT is used to infer the size of the onesided DFT, which is understood to be floor(dft_length/2) + 1, i.e. the spectrogram only contains the nonredundant DFT bins.
    - sample_rate (T1): Samples per second of the input signal used to create the spectrogram. Used to figure out the frequencies corresponding to each spectrogram bin, which dictates how they are mapped into the mel scale.
    - lower_edge_hertz (T2): Lower bound on the frequencies to be included in the mel spectrum. This corresponds to the lower edge of the lowest triangular band.
    - upper_edge_hertz (T2): The desired top edge of the highest frequency band.
    - output_datatype (int, default 1): The data type of the output tensor. Strictly must be one of the values from DataType enum in TensorProto whose values correspond to T3. The default value is 1 = FLOAT.

    Returns:
    - output (T3): The Mel Weight Matrix. The output has the shape: [floor(dft_length/2) + 1][num_mel_bins].

    Type constraints:
    - T1 in (INT32, INT64): Constrain to integer tensors.
    - T2 in (FLOAT, FLOAT16, DOUBLE, BFLOAT16): Constrain to float tensors
    - T3 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain to any numerical types."""
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.INT8]) -> INT8: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.INT16]) -> INT16: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.INT32]) -> INT32: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.INT64]) -> INT64: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.FLOAT16]) -> FLOAT16: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: Literal[DataType.BFLOAT16]) -> BFLOAT16: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float]) -> FLOAT: ...
@overload
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1 | int | Sequence[int], dft_length: _MelWeightMatrix_T1 | int | Sequence[int], sample_rate: _MelWeightMatrix_T1 | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2 | float | Sequence[float], output_datatype: int = 1) -> Any: ...
@overload
@deprecated('MelWeightMatrix (version 17) takes T1 as one of INT32 or INT64; T2 as one of FLOAT, FLOAT16, DOUBLE or BFLOAT16: these element types make an invalid model')
def MelWeightMatrix(num_mel_bins: _MelWeightMatrix_T1_any | int | Sequence[int], dft_length: _MelWeightMatrix_T1_any | int | Sequence[int], sample_rate: _MelWeightMatrix_T1_any | int | Sequence[int], lower_edge_hertz: _MelWeightMatrix_T2_any | float | Sequence[float], upper_edge_hertz: _MelWeightMatrix_T2_any | float | Sequence[float], output_datatype: int = 1) -> Any: ...
_STFT_T1 = TypeVar("_STFT_T1", FLOAT, FLOAT16, DOUBLE, BFLOAT16)
_STFT_T2 = TypeVar("_STFT_T2", INT32, INT64)
_STFT_T1_any = TypeVar("_STFT_T1_any", bound=TensorType)
_STFT_T2_any = TypeVar("_STFT_T2_any", bound=TensorType)
@overload
def STFT(signal: _STFT_T1 | float | Sequence[float], frame_step: _STFT_T2 | int | Sequence[int], window: _STFT_T1 | float | Sequence[float] | None = None, frame_length: _STFT_T2 | int | Sequence[int] | None = None, onesided: int = 1) -> _STFT_T1:
    """[STFT - 17](https://onnx.ai/onnx/operators/onnx__STFT.html#stft-17) · ai.onnx · since opset 17

    Computes the Short-time Fourier Transform of the signal.

    The STFT is computed by sliding a window of length `frame_length` over the signal with a
    step size of `frame_step`, computing a DFT of each windowed frame.

    The number of frames in the output is computed as:

      `frames = floor((signal_length - frame_length) / frame_step) + 1`

    Constraints on inputs:
    - `frame_step` must be a scalar.
    - `frame_length` must be a scalar. When omitted and `window` is provided, `frame_length`
      is inferred from `window.shape[0]`. When both `window` and `frame_length` are omitted,
      `frame_length` defaults to `signal_length`.
    - `window` must be a 1-D tensor. When omitted, a rectangular (all-ones) window of length
      `frame_length` is used. When both `window` and `frame_length` are provided, the length
      of the `window` tensor must equal `frame_length`.

    Args:
    - signal (T1): Input tensor representing a real or complex valued signal. For real input, the following shape is expected: [batch_size][signal_length][1]. For complex input, the following shape is expected: [batch_size][signal_length][2], where [batch_size][signal_length][0] represents the real component and [batch_size][signal_length][1] represents the imaginary component of the signal. The tensor is expected to have rank 3.
    - frame_step (T2): A scalar representing the number of samples to step between successive DFTs.
    - window (optional T1): An optional 1-D tensor representing the window function to be applied to each frame of the signal before computing the DFT. The length of the window (window.shape[0]) determines the frame length when `frame_length` is not specified. If both `window` and `frame_length` are provided, the length of the `window` must equal `frame_length`. When omitted, a rectangular (all-ones) window of length `frame_length` is used.
    - frame_length (optional T2): An optional scalar representing the length of each frame (i.e., the DFT size). When omitted and `window` is provided, `frame_length` is inferred from `window.shape[0]`. When both `window` and `frame_length` are omitted, `frame_length` defaults to `signal_length`. If both `frame_length` and `window` are provided, the length of the `window` must equal `frame_length`.
    - onesided (int, default 1): If onesided is 1, only values for w in [0, 1, 2, ..., floor(n_fft/2) + 1] are returned because the real-to-complex Fourier transform satisfies the conjugate symmetry, i.e., X[m, w] = X[m, n_fft-w]*. Note if the input or window tensors are complex, then onesided output is not possible. Enabling onesided with real inputs performs a Real-valued fast Fourier transform (RFFT). When invoked with real or complex valued input, the default value is 1. Values can be 0 or 1.

    Returns:
    - output (T1): The Short-time Fourier Transform of the signal. The number of frames in the output is `frames = floor((signal_length - frame_length) / frame_step) + 1`. If onesided is 1, the output has the shape: [batch_size][frames][dft_unique_bins][2], where dft_unique_bins is frame_length // 2 + 1 (the unique components of the DFT). If onesided is 0, the output has the shape: [batch_size][frames][frame_length][2], where frame_length is the length of the DFT. The last dimension of size 2 represents the real and imaginary parts of each complex value.

    Type constraints:
    - T1 in (FLOAT, FLOAT16, DOUBLE, BFLOAT16): Constrain signal and output to float tensors.
    - T2 in (INT32, INT64): Constrain scalar length types to int64_t."""
@overload
@deprecated('STFT (version 17) takes T1 as one of FLOAT, FLOAT16, DOUBLE or BFLOAT16; T2 as one of INT32 or INT64: these element types make an invalid model')
def STFT(signal: _STFT_T1_any | float | Sequence[float], frame_step: _STFT_T2_any | int | Sequence[int], window: _STFT_T1_any | float | Sequence[float] | None = None, frame_length: _STFT_T2_any | int | Sequence[int] | None = None, onesided: int = 1) -> _STFT_T1_any: ...
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
_SequenceMap_S = TypeVar("_SequenceMap_S", Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128])
_SequenceMap_S_any = TypeVar("_SequenceMap_S_any", bound=Sequence[TensorType])
@overload
def SequenceMap(input_sequence: _SequenceMap_S, *additional_inputs: Any, body: GraphBody) -> Any:
    """[SequenceMap - 17](https://onnx.ai/onnx/operators/onnx__SequenceMap.html#sequencemap-17) · ai.onnx · since opset 17

    Applies a sub-graph to each sample in the input sequence(s).

    Inputs can be either tensors or sequences, with the exception of the first input which must
    be a sequence. The length of the first input sequence will determine the number of samples in the
    outputs. Any other sequence inputs should have the same number of samples. The number of inputs
    and outputs, should match the one of the subgraph.

    For each i-th element in the output, a sample will be extracted from the input sequence(s) at
    the i-th position and the sub-graph will be applied to it.
    The outputs will contain the outputs of the sub-graph for each sample, in the same order as in
    the input.

    This operator assumes that processing each sample is independent and could executed in parallel
    or in any order. Users cannot expect any specific ordering in which each subgraph is computed.

    Args:
    - input_sequence (S): Input sequence.
    - additional_inputs (variadic V): Additional inputs to the graph
    - body (GraphBody, required): The graph to be run for each sample in the sequence(s). It should have as many inputs and outputs as inputs and outputs to the SequenceMap function.

    Returns:
    - out_sequence (variadic S): Output sequence(s)

    Type constraints:
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain input types to any sequence type.
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain to any tensor or sequence type."""
@overload
@deprecated('SequenceMap (version 17) takes S as a sequence of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def SequenceMap(input_sequence: _SequenceMap_S_any, *additional_inputs: Any, body: GraphBody) -> Any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
