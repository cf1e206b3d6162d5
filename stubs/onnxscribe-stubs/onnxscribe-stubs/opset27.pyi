"""ai.onnx opset 27: the operators new at 27, the others from opset26 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, TensorType,
)
from onnxscribe.opset26 import (
    Abs, Acos, Acosh, Add, AffineGrid, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, Attention, AveragePool,
    BatchNormalization, Bernoulli, BitCast, BitShift, BitwiseAnd, BitwiseNot, BitwiseOr, BitwiseXor, BlackmanWindow,
    Cast, CastLike, Ceil, Celu, CenterCropPad, Clip, Col2Im, Compress, Concat, ConcatFromSequence, Constant,
    ConstantOfShape, Conv, ConvInteger, ConvTranspose, Cos, Cosh, CumProd, CumSum, DFT, DeformConv, DepthToSpace,
    DequantizeLinear, Det, Div, Dropout, DynamicQuantizeLinear, Einsum, Elu, Equal, Erf, Exp, Expand, EyeLike, Flatten,
    Floor, GRU, Gather, GatherElements, GatherND, Gelu, Gemm, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater,
    GreaterOrEqual, GridSample, GroupNormalization, HammingWindow, HannWindow, HardSigmoid, HardSwish, Hardmax,
    Identity, If, ImageDecoder, InstanceNormalization, IsInf, IsNaN, LRN, LSTM, LayerNormalization, LeakyRelu, Less,
    LessOrEqual, Log, LogSoftmax, Loop, LpNormalization, LpPool, MatMul, MatMulInteger, Max, MaxPool, MaxRoiPool,
    MaxUnpool, Mean, MeanVarianceNormalization, MelWeightMatrix, Min, Mish, Mod, Mul, Multinomial, Neg,
    NegativeLogLikelihoodLoss, NonMaxSuppression, NonZero, Not, OneHot, Optional, OptionalGetElement,
    OptionalHasElement, Or, PRelu, Pad, Pow, QLinearConv, QLinearMatMul, QuantizeLinear, RMSNormalization, RNN,
    RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Reciprocal, ReduceL1, ReduceL2, ReduceLogSum,
    ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare, RegexFullMatch, Relu,
    Reshape, Resize, ReverseSequence, RoiAlign, RotaryEmbedding, Round, STFT, Scan, ScatterElements, ScatterND, Selu,
    SequenceAt, SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength, SequenceMap, Shape,
    Shrink, Sigmoid, Sign, Sin, Sinh, Size, Slice, Softmax, SoftmaxCrossEntropyLoss, Softplus, Softsign, SpaceToDepth,
    Split, SplitToSequence, Sqrt, Squeeze, StringConcat, StringNormalizer, StringSplit, Sub, Sum, Swish, Tan, Tanh,
    TensorScatter, TfIdfVectorizer, ThresholdedRelu, Tile, TopK, Transpose, Trilu, Unique, Unsqueeze, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "AffineGrid", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh",
    "Attention", "AveragePool", "BatchNormalization", "Bernoulli", "BitCast", "BitShift", "BitwiseAnd", "BitwiseNot",
    "BitwiseOr", "BitwiseXor", "BlackmanWindow", "Cast", "CastLike", "CausalConvWithState", "Ceil", "Celu",
    "CenterCropPad", "Clip", "Col2Im", "Compress", "Concat", "ConcatFromSequence", "Constant", "ConstantOfShape",
    "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh", "CumProd", "CumSum", "DFT", "DeformConv", "DepthToSpace",
    "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear", "Einsum", "Elu", "Equal", "Erf", "Exp",
    "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements", "GatherND", "Gelu", "Gemm",
    "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool", "Greater", "GreaterOrEqual", "GridSample",
    "GroupNormalization", "HammingWindow", "HannWindow", "HardSigmoid", "HardSwish", "Hardmax", "Identity", "If",
    "ImageDecoder", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM", "LayerNormalization", "LeakyRelu", "Less",
    "LessOrEqual", "LinearAttention", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul",
    "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean", "MeanVarianceNormalization",
    "MelWeightMatrix", "Min", "Mish", "Mod", "Mul", "Multinomial", "Neg", "NegativeLogLikelihoodLoss",
    "NonMaxSuppression", "NonZero", "Not", "OneHot", "Optional", "OptionalGetElement", "OptionalHasElement", "Or",
    "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul", "QuantizeLinear", "RMSNormalization", "RNN", "RandomNormal",
    "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Range", "Reciprocal", "ReduceL1", "ReduceL2",
    "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin", "ReduceProd", "ReduceSum",
    "ReduceSumSquare", "RegexFullMatch", "Relu", "Reshape", "Resize", "ReverseSequence", "RoiAlign", "RotaryEmbedding",
    "Round", "STFT", "Scan", "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct", "SequenceEmpty",
    "SequenceErase", "SequenceInsert", "SequenceLength", "SequenceMap", "Shape", "Shrink", "Sigmoid", "Sign", "Sin",
    "Sinh", "Size", "Slice", "Softmax", "SoftmaxCrossEntropyLoss", "Softplus", "Softsign", "SpaceToDepth", "Split",
    "SplitToSequence", "Sqrt", "Squeeze", "StringConcat", "StringNormalizer", "StringSplit", "Sub", "Sum", "Swish",
    "Tan", "Tanh", "TensorScatter", "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose", "Trilu",
    "Unique", "Unsqueeze", "Where", "Xor",
]

_CausalConvWithState_T = TypeVar("_CausalConvWithState_T", FLOAT, FLOAT16, BFLOAT16)
_CausalConvWithState_T_any = TypeVar("_CausalConvWithState_T_any", bound=TensorType)
@overload
def CausalConvWithState(input: _CausalConvWithState_T | float | Sequence[float], weight: _CausalConvWithState_T | float | Sequence[float], bias: _CausalConvWithState_T | float | Sequence[float] | None = None, past_state: _CausalConvWithState_T | float | Sequence[float] | None = None, activation: str = 'none') -> tuple[_CausalConvWithState_T, _CausalConvWithState_T]:
    """[CausalConvWithState - 27](https://onnx.ai/onnx/operators/onnx__CausalConvWithState.html#causalconvwithstate-27) · ai.onnx · since opset 27

    Stateful causal 1D depthwise convolution.

    Used by Gated DeltaNet (Qwen3.5) and Mamba (Jamba, FalconMamba) as a preprocessing step.
    Replaces the 3-op pattern (Concat + Conv + Slice) with a single fused operation.

    The convolution is causal (looks only at current and past positions) and depthwise
    (each channel is convolved independently with its own kernel).

    The input, weight, past_state, output, and present_state tensors are rank-3 with
    shape (batch_size, channels, length). The optional bias input is rank-1 with
    shape (channels). For higher-dimensional data, use Reshape nodes before and
    after this operator to pack extra dimensions into the batch or channel axis.

    Weight layout: (channels, 1, k) for depthwise convolution.
    The carry state stores the last (k-1) positions for incremental decode.

    The optional activation attribute supports fused SiLU/Swish activation.

    Args:
    - input (T): Input tensor with shape (batch_size, channels, length). Channels-first layout.
    - weight (T): Depthwise convolution kernel with shape (channels, 1, k) where k is the kernel size. The middle dim of size 1 follows the ONNX `Conv` weight layout `(M, C/group, k1, ..., kn)`: since this op is always depthwise, `group = channels`, so `C/group = 1`. Keeping this layout makes the weight tensor a drop-in for a depthwise `Conv(group=channels)` weight, so `Conv` <-> `CausalConvWithState` rewrites require no reshape.
    - bias (optional T): Optional per-channel bias with shape (channels).
    - past_state (optional T): Carry state from previous step with shape (batch_size, channels, k - 1). If not provided, padding is zero.
    - activation (str, default 'none'): Fused activation function. One of: 'silu', 'swish', 'none'. Default is 'none'.

    Returns:
    - output (T): Convolution output with same shape as input.
    - present_state (T): Updated carry state with shape (batch_size, channels, k - 1). Contains the last (k - 1) values of the effective padded/concatenated sequence along the causal axis, including any values from past_state or zero-padding when the current input is shorter than k - 1.

    Type constraints:
    - T in (FLOAT, FLOAT16, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('CausalConvWithState (version 27) takes T as one of FLOAT, FLOAT16 or BFLOAT16: these element types make an invalid model')
def CausalConvWithState(input: _CausalConvWithState_T_any | float | Sequence[float], weight: _CausalConvWithState_T_any | float | Sequence[float], bias: _CausalConvWithState_T_any | float | Sequence[float] | None = None, past_state: _CausalConvWithState_T_any | float | Sequence[float] | None = None, activation: str = 'none') -> tuple[_CausalConvWithState_T_any, _CausalConvWithState_T_any]: ...
_LinearAttention_T = TypeVar("_LinearAttention_T", FLOAT16, BFLOAT16, FLOAT)
_LinearAttention_S = TypeVar("_LinearAttention_S", FLOAT16, BFLOAT16, FLOAT)
_LinearAttention_T_any = TypeVar("_LinearAttention_T_any", bound=TensorType)
_LinearAttention_S_any = TypeVar("_LinearAttention_S_any", bound=TensorType)
@overload
def LinearAttention(query: _LinearAttention_T | float | Sequence[float], key: _LinearAttention_T | float | Sequence[float], value: _LinearAttention_T | float | Sequence[float], past_state: _LinearAttention_S | float | Sequence[float] | None = None, decay: _LinearAttention_T | float | Sequence[float] | None = None, beta: _LinearAttention_T | float | Sequence[float] | None = None, chunk_size: int = 64, *, kv_num_heads: int, q_num_heads: int, scale: float = 0.0, update_rule: str = 'gated_delta') -> tuple[_LinearAttention_T, _LinearAttention_S]:
    """[LinearAttention - 27](https://onnx.ai/onnx/operators/onnx__LinearAttention.html#linearattention-27) · ai.onnx · since opset 27

    Unified linear attention operator for autoregressive decoding (T=1) and prefill (T>1).

    The query, key, value, and (where applicable) decay/beta inputs use 3D packed format
    [B, T, H*D], where heads are flattened into the last dimension; q_num_heads and
    kv_num_heads are always required and are used to unpack to 4D internally for computation.
    The optional past_state and present_state are 4D with shape (B, H_kv, d_k, d_v).

    Group-query attention (GQA) is supported: q_num_heads must be a positive multiple of
    kv_num_heads. When q_num_heads == kv_num_heads this reduces to multi-headed linear
    attention; when q_num_heads > kv_num_heads each KV head (and its recurrent state) is
    shared by `q_num_heads / kv_num_heads` query heads (multi-query attention is the
    special case kv_num_heads == 1).

    The update_rule attribute selects the recurrence type:
    - "linear": S_t = S_{t-1} + k_t ⊗ v_t; o_t = scale * q_t^T S_t
    - "gated": S_t = exp(g_t) * S_{t-1} + k_t ⊗ v_t; o_t = scale * q_t^T S_t
    - "delta": S_t = S_{t-1} + β_t * k_t ⊗ (v_t - S_{t-1}^T k_t); o_t = scale * q_t^T S_t
    - "gated_delta": S_t = exp(g_t) * S_{t-1} + β_t * k_t ⊗ (v_t - exp(g_t) * S_{t-1}^T k_t); o_t = scale * q_t^T S_t

    where g_t is the decay (in log-space), β_t is the update rate, and ⊗ denotes outer product.

    Semantics: Equivalent to running the recurrent update sequentially for each token,
    but may be implemented using chunk-parallel algorithms for GPU efficiency.

    Args:
    - query (T): Query vectors with 3D packed shape (B, T, H_q * d_k). Heads are packed into the last dimension.
    - key (T): Key vectors with 3D packed shape (B, T, H_kv * d_k). Should be L2-normalized for delta/gated_delta modes.
    - value (T): Value vectors with 3D packed shape (B, T, H_kv * d_v).
    - past_state (optional S): Recurrent state from previous step with shape (B, H_kv, d_k, d_v). Always 4D. If not provided, defaults to zeros.
    - decay (optional T): Exponential decay gate in log-space. 3D packed shape: (B, T, H_kv * d_k) for per-key-dimension decay (GLA/RWKV-6), or (B, T, H_kv) for per-head scalar decay (DeltaNet/RetNet). Required for 'gated' and 'gated_delta' modes.
    - beta (optional T): Update rate (sigmoid output). 3D packed shape: (B, T, H_kv) or (B, T, 1). Required for 'delta' and 'gated_delta' modes.
    - kv_num_heads (int, required): Number of key/value heads. Always required.
    - q_num_heads (int, required): Number of query heads. Always required.
    - chunk_size (int, default 64): Chunk size for the chunk-parallel WY decomposition during prefill (T>1). Tuning hint; does not affect output correctness.
    - scale (float, default 0.0): Output scaling factor. When 0.0 (default), derives d_k = query.shape[-1] / q_num_heads and uses 1/sqrt(d_k). Set explicitly to override.
    - update_rule (str, default 'gated_delta'): The update rule for the linear attention recurrence. One of: 'linear', 'gated', 'delta', 'gated_delta'. Default is 'gated_delta'.

    Returns:
    - output (T): Attention output with 3D packed shape (B, T, H_q * d_v).
    - present_state (S): Updated recurrent state with shape (B, H_kv, d_k, d_v). Always 4D.

    Type constraints:
    - T in (FLOAT16, BFLOAT16, FLOAT): Constrain activation input and output types to float16, bfloat16, or float32 tensors.
    - S in (FLOAT16, BFLOAT16, FLOAT): Constrain state types to float16, bfloat16, or float32 tensors. Should be float32 or the same as T for numerical stability on long sequences."""
@overload
@deprecated('LinearAttention (version 27) takes T as one of FLOAT16, BFLOAT16 or FLOAT; S as one of FLOAT16, BFLOAT16 or FLOAT: these element types make an invalid model')
def LinearAttention(query: _LinearAttention_T_any | float | Sequence[float], key: _LinearAttention_T_any | float | Sequence[float], value: _LinearAttention_T_any | float | Sequence[float], past_state: _LinearAttention_S_any | float | Sequence[float] | None = None, decay: _LinearAttention_T_any | float | Sequence[float] | None = None, beta: _LinearAttention_T_any | float | Sequence[float] | None = None, chunk_size: int = 64, *, kv_num_heads: int, q_num_heads: int, scale: float = 0.0, update_rule: str = 'gated_delta') -> tuple[_LinearAttention_T_any, _LinearAttention_S_any]: ...
_Range_T = TypeVar("_Range_T", FLOAT, DOUBLE, INT16, INT32, INT64, FLOAT16, BFLOAT16)
_Range_T_any = TypeVar("_Range_T_any", bound=TensorType)
@overload
def Range(start: _Range_T | float | Sequence[float], limit: _Range_T | float | Sequence[float], delta: _Range_T | float | Sequence[float], stash_type: int = 1) -> _Range_T:
    """[Range - 27](https://onnx.ai/onnx/operators/onnx__Range.html#range-27) · ai.onnx · since opset 27

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

    For `float16` and `bfloat16` inputs, the `stash_type` attribute controls the precision used for
    intermediate accumulation. Setting `stash_type` to `1` (float) causes `start`, `limit`, and
    `delta` to be cast to 32-bit float before the loop, with the output cast back to the original
    type. This avoids precision loss for large ranges where successive additions in float16 or
    bfloat16 would otherwise be inexact (e.g. `x + 1 == x` for large `x`).

    Args:
    - start (T): Scalar. First entry for the range of output values.
    - limit (T): Scalar. Exclusive upper limit for the range of output values.
    - delta (T): Scalar. Value to step by.
    - stash_type (int, default 1): The data type used for intermediate computation when T is float16 or bfloat16. Defaults to 1 (float). Has no effect for other types.

    Returns:
    - output (T): A 1-D tensor with same type as the inputs containing generated range of values.

    Type constraints:
    - T in (FLOAT, DOUBLE, INT16, INT32, INT64, FLOAT16, BFLOAT16): Constrain input types to common numeric type tensors."""
@overload
@deprecated('Range (version 27) takes T as one of FLOAT, DOUBLE, INT16, INT32, INT64, FLOAT16 or BFLOAT16: these element types make an invalid model')
def Range(start: _Range_T_any | float | Sequence[float], limit: _Range_T_any | float | Sequence[float], delta: _Range_T_any | float | Sequence[float], stash_type: int = 1) -> _Range_T_any: ...
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
