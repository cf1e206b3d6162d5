"""ai.onnx opset 24: the operators new at 24, the others from opset23 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType, GraphBody, SparseTensorData, TensorData
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0,
    TensorType,
)
from onnxscribe.opset23 import (
    Abs, Acos, Acosh, Add, AffineGrid, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, AveragePool, BatchNormalization,
    Bernoulli, BitShift, BitwiseAnd, BitwiseNot, BitwiseOr, BitwiseXor, BlackmanWindow, Ceil, Celu, CenterCropPad, Clip,
    Col2Im, Compress, Concat, ConcatFromSequence, Conv, ConvInteger, ConvTranspose, Cos, Cosh, CumSum, DFT, DeformConv,
    DepthToSpace, Det, Div, Dropout, DynamicQuantizeLinear, Einsum, Elu, Equal, Erf, Exp, Expand, EyeLike, Floor, GRU,
    Gather, GatherElements, GatherND, Gelu, Gemm, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater,
    GreaterOrEqual, GridSample, GroupNormalization, HammingWindow, HannWindow, HardSigmoid, HardSwish, Hardmax,
    ImageDecoder, InstanceNormalization, IsInf, IsNaN, LRN, LSTM, LayerNormalization, LeakyRelu, Less, LessOrEqual, Log,
    LogSoftmax, LpNormalization, LpPool, MatMul, MatMulInteger, Max, MaxPool, MaxRoiPool, MaxUnpool, Mean,
    MeanVarianceNormalization, MelWeightMatrix, Min, Mish, Mod, Mul, Multinomial, Neg, NegativeLogLikelihoodLoss,
    NonMaxSuppression, NonZero, Not, OneHot, Optional, OptionalGetElement, OptionalHasElement, Or, PRelu, Pow,
    QLinearConv, QLinearMatMul, RMSNormalization, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike,
    Range, Reciprocal, ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd,
    ReduceSum, ReduceSumSquare, RegexFullMatch, Relu, Resize, ReverseSequence, RoiAlign, RotaryEmbedding, Round, STFT,
    ScatterElements, ScatterND, Selu, SequenceAt, SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert,
    SequenceLength, SequenceMap, Shrink, Sigmoid, Sign, Sin, Sinh, Slice, Softmax, SoftmaxCrossEntropyLoss, Softplus,
    Softsign, SpaceToDepth, Split, Sqrt, StringConcat, StringNormalizer, StringSplit, Sub, Sum, Tan, Tanh,
    TfIdfVectorizer, ThresholdedRelu, Tile, Trilu, Unique, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "AffineGrid", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh",
    "Attention", "AveragePool", "BatchNormalization", "Bernoulli", "BitShift", "BitwiseAnd", "BitwiseNot", "BitwiseOr",
    "BitwiseXor", "BlackmanWindow", "Cast", "CastLike", "Ceil", "Celu", "CenterCropPad", "Clip", "Col2Im", "Compress",
    "Concat", "ConcatFromSequence", "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose", "Cos",
    "Cosh", "CumSum", "DFT", "DeformConv", "DepthToSpace", "DequantizeLinear", "Det", "Div", "Dropout",
    "DynamicQuantizeLinear", "Einsum", "Elu", "Equal", "Erf", "Exp", "Expand", "EyeLike", "Flatten", "Floor", "GRU",
    "Gather", "GatherElements", "GatherND", "Gelu", "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool",
    "Greater", "GreaterOrEqual", "GridSample", "GroupNormalization", "HammingWindow", "HannWindow", "HardSigmoid",
    "HardSwish", "Hardmax", "Identity", "If", "ImageDecoder", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM",
    "LayerNormalization", "LeakyRelu", "Less", "LessOrEqual", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool",
    "MatMul", "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean", "MeanVarianceNormalization",
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

_Attention_T1 = TypeVar("_Attention_T1", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Attention_T2 = TypeVar("_Attention_T2", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Attention_T1_any = TypeVar("_Attention_T1_any", bound=TensorType)
_Attention_T2_any = TypeVar("_Attention_T2_any", bound=TensorType)
@overload
def Attention(Q: _Attention_T1 | float | Sequence[float], K: _Attention_T1 | float | Sequence[float], V: _Attention_T2 | float | Sequence[float], attn_mask: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float] | None = None, past_key: _Attention_T1 | float | Sequence[float] | None = None, past_value: _Attention_T2 | float | Sequence[float] | None = None, nonpad_kv_seqlen: INT64 | int | Sequence[int] | None = None, qk_matmul_output_mode: int = 0, softcap: float = 0.0, softmax_precision: int | None = None, kv_num_heads: int | None = None, q_num_heads: int | None = None, scale: float | None = None, is_causal: int = 0) -> _Attention_T1:
    """[Attention - 24](https://onnx.ai/onnx/operators/onnx__Attention.html#attention-24) · ai.onnx · since opset 24

    Computes scaled dot product attention on query, key and value tensors, using an optional attention mask if passed.

    This operator covers self and cross variants of the attention operation based on sequence lengths of K, Q and V.

    For self attention, `kv_sequence_length` equals to `q_sequence_length`.

    For cross attention, query and key might have different lengths.

    This operator also covers the 3 following variants based on the number of heads:
    1) Multi-headed Attention (MHA): Described in the paper https://arxiv.org/pdf/1706.03762, `q_num_heads = kv_num_heads`.
    2) Group-query Attention (GQA): Described in the paper https://arxiv.org/pdf/2305.13245, `q_num_heads > kv_num_heads`, `q_num_heads % kv_num_heads == 0`.
    3) Multi-query Attention (MQA): Described in the paper https://arxiv.org/pdf/1911.02150, `q_num_heads > kv_num_heads`, `kv_num_heads=1`.

    Attention bias to be added is calculated based on `attn_mask` input and `is_causal` attribute:
    1) `attn_mask`: A boolean mask where a value of `True` indicates that the element should take part in attention or a float mask of the same type as query, key, value that is added to the attention score.
    2) If `is_causal` is set to `1`, causal masking is applied with bottom-right (offset-aware) alignment: query `i` attends key `j` iff `j <= i + offset`, as illustrated below.

    ```
      2D causal mask for Attention (PR onnx/onnx#8068)
       S_q=4 queries, S_k=8 keys
       Rule: query i attends key j iff j <= i + offset
             offset = nonpad_kv_seqlen - S_q

       nonpad_kv_seqlen=4, offset=4-4=0

              k0  k1  k2  k3  k4  k5  k6  k7
             +----+----+----+----+----+----+----+----+
        q0   | ## |    |    |    |    |    |    |    |
             +----+----+----+----+----+----+----+----+
        q1   | ## | ## |    |    |    |    |    |    |
             +----+----+----+----+----+----+----+----+
        q2   | ## | ## | ## |    |    |    |    |    |
             +----+----+----+----+----+----+----+----+
        q3   | ## | ## | ## | ## |    |    |    |    |
             +----+----+----+----+----+----+----+----+

       nonpad_kv_seqlen=8, offset=8-4=4

              k0  k1  k2  k3  k4  k5  k6  k7
             +----+----+----+----+----+----+----+----+
        q0   | ## | ## | ## | ## | ## |    |    |    |
             +----+----+----+----+----+----+----+----+
        q1   | ## | ## | ## | ## | ## | ## |    |    |
             +----+----+----+----+----+----+----+----+
        q2   | ## | ## | ## | ## | ## | ## | ## |    |
             +----+----+----+----+----+----+----+----+
        q3   | ## | ## | ## | ## | ## | ## | ## | ## |
             +----+----+----+----+----+----+----+----+
    ```

    With `nonpad_kv_seqlen=4` (offset=0), the mask is the standard lower-triangular. With `nonpad_kv_seqlen=8` (offset=4), the diagonal shifts right by 4, so each query sees the 4 additional valid cached keys.

    `offset` is the count of valid keys preceding the current query block: `offset = past_sequence_length` when `past_key` is provided; `offset = nonpad_kv_seqlen - q_sequence_length` (per batch) when an external cache is indicated by `nonpad_kv_seqlen` without `past_key`; `offset = 0` when neither is provided (the no-cache case, which reduces to the standard lower-triangular mask). When `offset < 0` (`nonpad_kv_seqlen < q_sequence_length`, i.e. more query tokens than cached keys) the leading query rows have an empty key set (no key satisfies `j <= i + offset`) and are fully masked. The causal frontier is computed independently of `attn_mask` and is then composed with it additively: a boolean `attn_mask` intersects the allowed set (its disallowed positions contribute `-inf` to the bias), while a float `attn_mask` is added to the attention scores rather than disabling positions. A fully-masked query row (no key attended, including the negative-offset leading rows) produces a zero output row, not `NaN`, for both `Y` and the mode-`3` `qk_matmul_output` debug output; the mode-`3` `qk_matmul_output` is emitted at the operator's output precision (`T1`).

    Errata (in-place behavioral correction, no opset bump): the reference implementation and backend tests were incorrect when `nonpad_kv_seqlen != q_sequence_length` (nonzero bottom-right offset, top-left instead of bottom-right causal alignment) and produced `NaN` for fully-masked rows; corrected in version 1.23. This fixed three behaviors described above: external-cache bottom-right causal alignment (`offset = nonpad_kv_seqlen - q_sequence_length`), zero (non-`NaN`) output for fully-masked rows including the mode-`3` `qk_matmul_output`, and the mode-`3` `qk_matmul_output` precision (`T1`).

    With respect to KV cache update, this operator allows the following two use cases:

    1) Cache update happens inside the Attention operator. In this case, the `K` and `V` inputs contain only the incoming
    tokens for the current autoregressive step, and the four optional inputs/outputs past and present key and value are
    all needed. The Attention op performs a Concat operation on the past and incoming key and value to form the present
    key and value, respectively. Note that this only works correctly for the special case where the past key and value
    do not contain padded tokens.
    2) Cache update happens outside the Attention operator (for example, through the `TensorScatter` operator). In this
    case, the `K` and `V` inputs correspond to the entire cache tensor, so the four optional inputs/outputs past and
    present key and value should not be used. An additional input `nonpad_kv_seqlen` of shape (batch_size,) may be
    provided to indicate the number of non-padding tokens in each sample of the batch to save unnecessary computation.
    Here, the kv_sequence dimension of `attn_mask` can be shorter than `K` and `V`, but still needs to be at least as long
    as the maximum value of `nonpad_kv_seqlen`.

    Both past and present state key/values are optional. They shall be used together, and not allowed to use only one of them.
    The following pattern is applied to the Q, K and V inputs after appropriate reshaping of K and V inputs based on sequence lengths and num heads provided:

    ```
      The following pattern is applied by this operator:
          Q          K          V
          |          |          |
    Q*sqrt(scale) K*sqrt(scale) |
          |          |          |
          |       Transpose     |
          |          |          |
          ---MatMul---          |
                |               |
      softcap (if provided)     |
                |               |
     at_mask---Add              |
                |               |
             Softmax            |
                |               |
                -----MatMul------
                       |
                       Y
    ```

    Args:
    - Q (T1): Query tensor. 4D tensor with shape `(batch_size, q_num_heads, q_sequence_length, head_size)` or 3D tensor with shape `(batch_size, q_sequence_length, q_hidden_size)`. For cases with a 3D input tensor, `q_hidden_size = q_num_heads * head_size`
    - K (T1): Key tensor. 4D tensor with shape `(batch_size, kv_num_heads, kv_sequence_length, head_size)` or 3D tensor with shape `(batch_size, kv_sequence_length, k_hidden_size)`. For cases with a 3D input tensor, `k_hidden_size = kv_num_heads * head_size`
    - V (T2): Value tensor. 4D tensor with shape `(batch_size, kv_num_heads, kv_sequence_length, v_head_size)` or 3D tensor with shape `(batch_size, kv_sequence_length, v_hidden_size)`. For cases with a 3D input tensor, `v_hidden_size = kv_num_heads * v_head_size`
    - attn_mask (optional U): Attention mask. Shape must be broadcastable to `(batch_size, q_num_heads, q_sequence_length, total_sequence_length)` where `total_sequence_length = past_sequence_length + kv_sequence_length.` The last dimension can also be shorter than `total_sequence_length` and will be padded to `total_sequence_length` with negative infinity. Two types of masks are supported: a boolean mask where a value of `True` indicates that the element should take part in attention, or a float mask of the same type as query, key, value that is added to the attention score.
    - past_key (optional T1): past state cache for key with shape `(batch_size, kv_num_heads, past_sequence_length, head_size)`
    - past_value (optional T2): past state cache for value with shape `(batch_size, kv_num_heads, past_sequence_length, v_head_size)`
    - nonpad_kv_seqlen (optional INT64): A vector of integers of shape `(batch_size,)` that indicates the number of valid (ie, non-padding) tokens in each sample. A padding mask can be derived from this. This should not be used together with `past_key` and `past_value` inputs or `present_key` and `present_value` outputs (See the KV cache use cases in the operator description).
    - is_causal (int, default 0): If set to `1`, causal masking is applied. For a square Q/K (no cache offset) this is a lower-triangular matrix. In general the mask is bottom-right (offset-aware): query in-block index `i` attends key `j` iff `j <= i + offset`, where `offset` is the count of valid keys preceding the query block (`past_sequence_length` for an internal `past_key` cache, or `nonpad_kv_seqlen - q_sequence_length` per batch for an external cache). When `offset = 0` this reduces to the lower-triangular (top-left) mask.
    - kv_num_heads (int, optional): Number of heads of key and value. Must be used with 3D inputs of Q, K and V.
    - q_num_heads (int, optional): Number of heads of query. Must be used with 3D inputs of Q, K and V.
    - qk_matmul_output_mode (int, default 0): If set to `0`, qk_matmul_output is the output of qk matmul. If set to `1`, qk_matmul_output is the output after the softcap operation (before mask addition). If set to `2`, qk_matmul_output includes the attention mask and softcap (if provided) applied to the output of qk matmul. If set to `3`, qk_matmul_output is the output after the softmax operation. In mode `3`, a fully-masked query row (every key disallowed) is a zero row, consistent with the corresponding row of the primary output `Y`: the fully-masked-row guard is applied before this output is produced. The mode-`3` output is emitted at the operator's output precision (`T1`); when `softmax_precision` differs from `T1` this is a cast of the softmax result to `T1`. Default value is 0.
    - scale (float, optional): Scaling factor applied to $Q*K^T$. Default value is `1/sqrt(head_size)`. To prevent [numerical overflow](https://tinyurl.com/sudb9s96), scale `Q`, `K` by `sqrt(scale)` before matmul.
    - softcap (float, default 0.0): Softcap value for attention weights. Default value is 0.
    - softmax_precision (int, optional): The floating-point precision used in softmax computation. If softmax precision is not provided, the same precision as the input of softmax (Q and K) is used.

    Returns:
    - Y (T1): The output tensor . 4D tensor with shape `(batch_size, q_num_heads, q_sequence_length, v_head_size)` or 3D tensor with shape `(batch_size, q_sequence_length, hidden_size)`. For cases with a 3D input tensor, `hidden_size = q_num_heads * v_head_size`
    - present_key (optional T1): Updated key cache with shape `(batch_size, kv_num_heads, total_sequence_length, head_size)` where `total_sequence_length = past_sequence_length + kv_sequence_length`.
    - present_value (optional T2): Updated value cache with shape `(batch_size, kv_num_heads, total_sequence_length, v_head_size)` where `total_sequence_length = past_sequence_length + kv_sequence_length`.
    - qk_matmul_output (optional T1): The output of QK matmul. 4D tensor with shape `(batch_size, q_num_heads, q_sequence_length, total_sequence_length)` where `total_sequence_length = past_sequence_length + kv_sequence_length`.

    Type constraints:
    - T1 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain Q and K inputs types to float tensors.
    - T2 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain V input types to float tensors.
    - U in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, BOOL): Constrain output 'mask' types to boolean tensors and input types."""
@overload
@deprecated('Attention (version 24) takes T1 as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE; T2 as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE; U as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE or BOOL: these element types make an invalid model')
def Attention(Q: _Attention_T1_any | float | Sequence[float], K: _Attention_T1_any | float | Sequence[float], V: _Attention_T2_any | float | Sequence[float], attn_mask: TensorType | float | Sequence[float] | None = None, past_key: _Attention_T1_any | float | Sequence[float] | None = None, past_value: _Attention_T2_any | float | Sequence[float] | None = None, nonpad_kv_seqlen: INT64 | int | Sequence[int] | None = None, qk_matmul_output_mode: int = 0, softcap: float = 0.0, softmax_precision: int | None = None, kv_num_heads: int | None = None, q_num_heads: int | None = None, scale: float | None = None, is_causal: int = 0) -> _Attention_T1_any: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.UINT8]) -> UINT8:
    """[Cast - 24](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-24) · ai.onnx · since opset 24

    Described at [Cast - 28](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-28), whose documentation is the same.

    Args:
    - input (T1): Input tensor to be cast.
    - to (int, required): The data type to which the elements of the input tensor are cast. Strictly must be one of the types from DataType enum in TensorProto
    - round_mode (str, default 'up'): Rounding mode for conversion to float8e8m0. It only applies to casting to float8e8m0 and is `up` by default. `up`: round to nearest value away from zero, `down`: round to nearest value towards zero, `nearest`: round to nearest value and ties round up.
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 conversion (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz, float8e8m0). It is true by default. All cases are fully described in the tables inserted in the operator description.

    Returns:
    - output (T2): Output tensor with the same shape as input with type specified by the 'to' argument

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain input types. Casting from complex is not supported.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain output types. Casting to complex is not supported."""
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.INT8]) -> INT8: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.INT16]) -> INT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.INT32]) -> INT32: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.INT64]) -> INT64: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.BFLOAT16]) -> BFLOAT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT16]) -> FLOAT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.STRING]) -> STRING: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.BOOL]) -> BOOL: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT8E4M3FN]) -> FLOAT8E4M3FN: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT8E4M3FNUZ]) -> FLOAT8E4M3FNUZ: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT8E5M2]) -> FLOAT8E5M2: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT8E5M2FNUZ]) -> FLOAT8E5M2FNUZ: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.UINT4]) -> UINT4: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.INT4]) -> INT4: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT4E2M1]) -> FLOAT4E2M1: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: Literal[DataType.FLOAT8E8M0]) -> FLOAT8E8M0: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: int) -> Any: ...
@overload
@deprecated('Cast (version 24) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0: these element types make an invalid model')
def Cast(input: TensorType | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1, *, to: int) -> Any: ...
_CastLike_T2 = TypeVar("_CastLike_T2", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0)
_CastLike_T2_any = TypeVar("_CastLike_T2_any", bound=TensorType)
@overload
def CastLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | Sequence[float], target_type: _CastLike_T2 | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1) -> _CastLike_T2:
    """[CastLike - 24](https://onnx.ai/onnx/operators/onnx__CastLike.html#castlike-24) · ai.onnx · since opset 24

    Described at [CastLike - 25](https://onnx.ai/onnx/operators/onnx__CastLike.html#castlike-25), whose documentation is the same.

    Args:
    - input (T1): Input tensor to be cast.
    - target_type (T2): The (first) input tensor will be cast to produce a tensor of the same type as this (second input) tensor.
    - round_mode (str, default 'up'): Rounding mode for conversion to float8e8m0. It only applies to casting to float8e8m0 and is `up` by default. `up`: round to nearest value away from zero, `down`: round to nearest value towards zero, `nearest`: round to nearest value and ties round up. Please refer to operator Cast description for further details.
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 conversion (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz, float8e8m0). It is true by default. Please refer to operator Cast description for further details.

    Returns:
    - output (T2): Output tensor produced by casting the first input tensor to have the same type as the second input tensor.

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain input types. Casting from complex is not supported.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain output types. Casting to complex is not supported."""
@overload
@deprecated('CastLike (version 24) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0; T2 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0: these element types make an invalid model')
def CastLike(input: TensorType | float | Sequence[float], target_type: _CastLike_T2_any | float | str | Sequence[float], round_mode: str = 'up', saturate: int = 1) -> _CastLike_T2_any: ...
@overload
def Constant(*, value_float: float) -> FLOAT:
    """[Constant - 24](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-24) · ai.onnx · since opset 24

    Described at [Constant - 25](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-25), whose documentation is the same.

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain input and output types to all tensor types."""
@overload
def Constant(*, value_floats: Sequence[float]) -> FLOAT: ...
@overload
def Constant(*, value_int: int) -> INT64: ...
@overload
def Constant(*, value_ints: Sequence[int]) -> INT64: ...
@overload
def Constant(*, value_string: str) -> STRING: ...
@overload
def Constant(*, value_strings: Sequence[str]) -> STRING: ...
@overload
def Constant(value_strings: Sequence[str] | None = None, value_string: str | None = None, value_floats: Sequence[float] | None = None, value_float: float | None = None, value_ints: Sequence[int] | None = None, value_int: int | None = None, sparse_value: SparseTensorData | None = None, value: TensorData | None = None) -> Any: ...
@overload
def ConstantOfShape(input: INT64 | int | Sequence[int]) -> FLOAT:
    """[ConstantOfShape - 24](https://onnx.ai/onnx/operators/onnx__ConstantOfShape.html#constantofshape-24) · ai.onnx · since opset 24

    Described at [ConstantOfShape - 25](https://onnx.ai/onnx/operators/onnx__ConstantOfShape.html#constantofshape-25), whose documentation is the same.

    Args:
    - input (T1): 1D tensor. The shape of the expected output tensor. If empty tensor is given, the output would be a scalar. All values must be >= 0.
    - value (TensorData, optional): (Optional) The value of the output elements.Should be a one-element tensor. If not specified, it defaults to a tensor of value 0 and datatype float32

    Returns:
    - output (T2): Output tensor of shape specified by 'input'.If attribute 'value' is specified, the value and datatype of the output tensor is taken from 'value'.If attribute 'value' is not specified, the value in the output defaults to 0, and the datatype defaults to float32.

    Type constraints:
    - T1 in (INT64): Constrain input types.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, UINT4, INT4, BOOL, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, FLOAT4E2M1, FLOAT8E8M0): Constrain output types to be numerics or boolean."""
@overload
def ConstantOfShape(input: INT64 | int | Sequence[int], value: TensorData | None = None) -> Any: ...
_DequantizeLinear_T1 = TypeVar("_DequantizeLinear_T1", INT8, UINT8, INT16, UINT16, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1)
_DequantizeLinear_T2_same = TypeVar("_DequantizeLinear_T2_same", FLOAT, FLOAT16, BFLOAT16)
_DequantizeLinear_T1_any = TypeVar("_DequantizeLinear_T1_any", bound=TensorType)
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | FLOAT8E8M0 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, output_dtype: Literal[DataType.FLOAT], axis: int = 1, block_size: int = 0) -> FLOAT:
    """[DequantizeLinear - 24](https://onnx.ai/onnx/operators/onnx__DequantizeLinear.html#dequantizelinear-24) · ai.onnx · since opset 24

    Described at [DequantizeLinear - 28](https://onnx.ai/onnx/operators/onnx__DequantizeLinear.html#dequantizelinear-28), whose documentation is the same.

    Args:
    - x (T1): N-D quantized input tensor to be de-quantized.
    - x_scale (T2): Scale for input `x`. For per-tensor/layer dequantization the scale is a scalar, for per per-axis dequantization it is a 1-D Tensor and for blocked dequantization it has the same shape as the input, except for one dimension in which blocking is performed.
    - x_zero_point (optional T1): Zero point for input `x`. Shape must match x_scale. It's optional. Zero point is 0 when it's not specified.
    - axis (int, default 1): (Optional) The axis of the dequantizing dimension of the input tensor. Used for per-axis and blocked quantization. Negative value means counting dimensions from the back. Accepted range is `[-r, r-1]` where `r = rank(input)`.
    - block_size (int, default 0): (Optional) The size of the quantization block (number of times every scale is replicated). Used only for blocked quantization. The block size is a positive integer. Given `x` shape `(D0, ..., Di, ..., Dn)`, `y_scale` shape `(S0, ... Si, ...Sn)` and `axis=i`, the accepted range is `[ceil(Di/Si), ceil(Di/(Si-1))-1]`
    - output_dtype (int, default 0): (Optional) The output data type. If not supplied, the output data type is inferred from `x_scale` data type (`T2`)

    Returns:
    - y (T3): N-D full precision output tensor. It has the same shape as input `x`. The data type is specified by the `output_dtype` attribute or, in its absence, the type of `x_scale`.

    Type constraints:
    - T1 in (INT8, UINT8, INT16, UINT16, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): The type of the inputs 'x_zero_point' and 'x'.
    - T2 in (FLOAT, FLOAT16, BFLOAT16, FLOAT8E8M0): The type of the input 'x_scale'.
    - T3 in (FLOAT, FLOAT16, BFLOAT16): The type of the output 'y'."""
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | FLOAT8E8M0 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, output_dtype: Literal[DataType.FLOAT16], axis: int = 1, block_size: int = 0) -> FLOAT16: ...
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | FLOAT8E8M0 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, output_dtype: Literal[DataType.BFLOAT16], axis: int = 1, block_size: int = 0) -> BFLOAT16: ...
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: _DequantizeLinear_T2_same | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, axis: int = 1, block_size: int = 0) -> _DequantizeLinear_T2_same: ...
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | FLOAT8E8M0 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, output_dtype: int = 0, block_size: int = 0, axis: int = 1) -> Any: ...
@overload
@deprecated('DequantizeLinear (version 24) takes T1 as one of INT8, UINT8, INT16, UINT16, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1; T2 as one of FLOAT, FLOAT16, BFLOAT16 or FLOAT8E8M0: these element types make an invalid model')
def DequantizeLinear(x: _DequantizeLinear_T1_any | float | Sequence[float], x_scale: TensorType | float | Sequence[float], x_zero_point: _DequantizeLinear_T1_any | float | Sequence[float] | None = None, output_dtype: int = 0, block_size: int = 0, axis: int = 1) -> Any: ...
_Flatten_T = TypeVar("_Flatten_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0)
_Flatten_T_any = TypeVar("_Flatten_T_any", bound=TensorType)
@overload
def Flatten(input: _Flatten_T | float | str | Sequence[float], axis: int = 1) -> _Flatten_T:
    """[Flatten - 24](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-24) · ai.onnx · since opset 24

    Described at [Flatten - 25](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-25), whose documentation is the same.

    Args:
    - input (T): A tensor of rank >= axis.
    - axis (int, default 1): Indicate up to which input dimensions (exclusive) should be flattened to the outer dimension of the output. The value for axis must be in the range [-r, r], where r is the rank of the input tensor. Negative value means counting dimensions from the back. When axis = 0, the shape of the output tensor is (1, (d_0 X d_1 ... d_n), where the shape of the input tensor is (d_0, d_1, ... d_n).

    Returns:
    - output (T): A 2D tensor with the contents of the input tensor, with input dimensions up to axis flattened to the outer dimension of the output and remaining input dimensions flattened into the inner dimension of the output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain input and output to all tensor types up to IRv12."""
@overload
@deprecated('Flatten (version 24) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0: these element types make an invalid model')
def Flatten(input: _Flatten_T_any | float | str | Sequence[float], axis: int = 1) -> _Flatten_T_any: ...
_Identity_V = TypeVar("_Identity_V", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[UINT8] | None, Sequence[UINT16] | None, Sequence[UINT32] | None, Sequence[UINT64] | None, Sequence[INT8] | None, Sequence[INT16] | None, Sequence[INT32] | None, Sequence[INT64] | None, Sequence[FLOAT16] | None, Sequence[FLOAT] | None, Sequence[DOUBLE] | None, Sequence[STRING] | None, Sequence[BOOL] | None, Sequence[COMPLEX64] | None, Sequence[COMPLEX128] | None, UINT8 | None, UINT16 | None, UINT32 | None, UINT64 | None, INT8 | None, INT16 | None, INT32 | None, INT64 | None, FLOAT16 | None, FLOAT | None, DOUBLE | None, STRING | None, BOOL | None, COMPLEX64 | None, COMPLEX128 | None)
_Identity_V_any = TypeVar("_Identity_V_any", bound=TensorType | Sequence[TensorType] | None)
@overload
def Identity(input: _Identity_V | float | str | Sequence[float]) -> _Identity_V:
    """[Identity - 24](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-24) · ai.onnx · since opset 24

    Described at [Identity - 25](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-25), whose documentation is the same.

    Args:
    - input (V): Input tensor

    Returns:
    - output (V): Tensor to copy input into.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128]): Constrain input and output types to all tensor, sequence, and optional types."""
@overload
@deprecated('Identity (version 24) takes V as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0: these element types make an invalid model')
def Identity(input: _Identity_V_any | float | str | Sequence[float]) -> _Identity_V_any: ...
def If(cond: BOOL | bool, else_branch: GraphBody, then_branch: GraphBody) -> Any:
    """[If - 24](https://onnx.ai/onnx/operators/onnx__If.html#if-24) · ai.onnx · since opset 24

    Described at [If - 25](https://onnx.ai/onnx/operators/onnx__If.html#if-25), whose documentation is the same.

    Args:
    - cond (B): Condition for the if. The tensor must contain a single element.
    - else_branch (GraphBody, required): Graph to run if condition is false. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the then_branch.
    - then_branch (GraphBody, required): Graph to run if condition is true. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the else_branch.

    Returns:
    - outputs (variadic V): Values that are live-out to the enclosing scope. The return values in the `then_branch` and `else_branch` must be of the same data type. The `then_branch` and `else_branch` may produce tensors with the same element type and different shapes. If corresponding outputs from the then-branch and the else-branch have static shapes S1 and S2, then the shape of the corresponding output variable of the if-node (if present) must be compatible with both S1 and S2 as it represents the union of both possible shapes.For example, if in a model file, the first output of `then_branch` is typed float tensor with shape [2] and the first output of `else_branch` is another float tensor with shape [3], If's first output should have (a) no shape set, or (b) a shape of rank 1 with neither `dim_value` nor `dim_param` set, or (c) a shape of rank 1 with a unique `dim_param`. In contrast, the first output cannot have the shape [2] since [2] and [3] are not compatible.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Sequence[UINT4], Sequence[INT4], Sequence[FLOAT4E2M1], Sequence[FLOAT8E8M0], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], Optional[FLOAT8E4M3FN], Optional[FLOAT8E4M3FNUZ], Optional[FLOAT8E5M2], Optional[FLOAT8E5M2FNUZ], Optional[UINT4], Optional[INT4], Optional[FLOAT4E2M1], Optional[FLOAT8E8M0]): All Tensor, Sequence(Tensor), Optional(Tensor), and Optional(Sequence(Tensor)) types up to IRv11.
    - B in (BOOL): Only bool"""
def Loop(M: INT64 | int | Sequence[int] | None = None, cond: BOOL | bool | None = None, *v_initial: Any, body: GraphBody) -> Any:
    """[Loop - 24](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-24) · ai.onnx · since opset 24

    Described at [Loop - 25](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-25), whose documentation is the same.

    Args:
    - M (optional I): A maximum trip-count for the loop specified at runtime. Optional. Pass empty string to skip.
    - cond (optional B): A boolean termination condition. Optional. Pass empty string to skip.
    - v_initial (variadic V): The initial values of any loop-carried dependencies (values that change across loop iterations)
    - body (GraphBody, required): The graph run each iteration. It has 2+N inputs: (iteration_num, condition, loop carried dependencies...). It has 1+N+K outputs: (condition, loop carried dependencies..., scan_outputs...). Each scan_output is created by concatenating the value of the specified output value at the end of each iteration of the loop. It is an error if the dimensions or data type of these scan_outputs change across loop iterations.

    Returns:
    - v_final_and_scan_outputs (variadic V): Final N loop carried dependency values then K scan_outputs. Scan outputs must be Tensors.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Sequence[UINT4], Sequence[INT4], Sequence[FLOAT4E2M1], Sequence[FLOAT8E8M0], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], Optional[FLOAT8E4M3FN], Optional[FLOAT8E4M3FNUZ], Optional[FLOAT8E5M2], Optional[FLOAT8E5M2FNUZ], Optional[UINT4], Optional[INT4], Optional[FLOAT4E2M1], Optional[FLOAT8E8M0]): All Tensor, Sequence(Tensor), Optional(Tensor), and Optional(Sequence(Tensor)) types up to IRv11.
    - I in (INT64): tensor of int64, which should be a scalar.
    - B in (BOOL): tensor of bool, which should be a scalar."""
_Pad_T = TypeVar("_Pad_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0)
_Pad_T_any = TypeVar("_Pad_T_any", bound=TensorType)
@overload
def Pad(data: _Pad_T | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T | float | Sequence[float] | None = None, axes: INT32 | INT64 | int | Sequence[int] | None = None, mode: str = 'constant') -> _Pad_T:
    """[Pad - 24](https://onnx.ai/onnx/operators/onnx__Pad.html#pad-24) · ai.onnx · since opset 24

    Described at [Pad - 25](https://onnx.ai/onnx/operators/onnx__Pad.html#pad-25), whose documentation is the same.

    Args:
    - data (T): Input tensor.
    - pads (INT64): Tensor of integers indicating the number of padding elements to add or remove (if negative) at the beginning and end of each axis. For 2D input tensor, it is the number of pixels. `pads` should be a 1D tensor of shape [2 * num_axes] where `num_axes` refers to the number of elements in the `axes` input or the input rank if `axes` are not provided explicitly. `pads` format should be: [x1_begin, x2_begin, ..., x1_end, x2_end,...], where xi_begin is the number of pad values added at the beginning of axis `axes[i]` and xi_end, the number of pad values added at the end of axis `axes[i]`.
    - constant_value (optional T): (Optional) A scalar value to be used if the mode chosen is `constant` (by default it is 0, empty string or False).
    - axes (optional Tind): 1-D tensor of axes that `pads` apply to. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data). Behavior is undefined if an axis is repeated. If not provided, all axes are assumed (`[0, 1, ..., input_rank-1]`).
    - mode (str, default 'constant'): Supported modes: `constant`(default), `reflect`, `edge`, `wrap`

    Returns:
    - output (T): Tensor after padding.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain input and output types to all tensor types up to IRv12.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Pad (version 24) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0; Tind as one of INT32 or INT64: these element types make an invalid model')
def Pad(data: _Pad_T_any | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T_any | float | Sequence[float] | None = None, axes: TensorType | int | Sequence[int] | None = None, mode: str = 'constant') -> _Pad_T_any: ...
_QuantizeLinear_T3 = TypeVar("_QuantizeLinear_T3", INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1)
_QuantizeLinear_T3_any = TypeVar("_QuantizeLinear_T3_any", bound=TensorType)
@overload
def QuantizeLinear(x: FLOAT | FLOAT16 | BFLOAT16 | INT32 | float | Sequence[float], y_scale: FLOAT | FLOAT16 | BFLOAT16 | INT32 | FLOAT8E8M0 | float | Sequence[float], y_zero_point: _QuantizeLinear_T3 | None = None, precision: int = 0, output_dtype: int = 0, block_size: int = 0, saturate: int = 1, axis: int = 1) -> _QuantizeLinear_T3:
    """[QuantizeLinear - 24](https://onnx.ai/onnx/operators/onnx__QuantizeLinear.html#quantizelinear-24) · ai.onnx · since opset 24

    The linear quantization operator consumes a high-precision tensor, a scale, and a zero point to compute the
    low-precision/quantized tensor. The scale factor and zero point must have the same shape, determining the quantization
    granularity. The quantization formula is `y = saturate((x / y_scale) + y_zero_point)`.

    Saturation is done according to:
    - uint16: [0, 65535]
    - int16: [-32768, 32767]
    - uint8: [0, 255]
    - int8: [-128, 127]
    - uint4: [0, 15]
    - int4: [-8, 7]

    For `(x / y_scale)`, it rounds to the nearest even. Refer to https://en.wikipedia.org/wiki/Rounding for details.

    `y_zero_point` and `y` must have the same type. `y_zero_point` is usually not used for quantization to float8 and 4bit types, but the quantization
    formula remains the same for consistency, and the type of the attribute `y_zero_point` still determines the quantization type.
    `x` and `y_scale` are allowed to have different types. The type of `y_scale` determines the precision of the division operation between `x` and
    `y_scale`, unless the `precision` attribute is specified.

    There are three supported quantization granularities, determined by the shape of `y_scale`.
    In all cases, `y_zero_point` must have the same shape as `y_scale`.
    - Per-tensor (per-layer) quantization: `y_scale` is a scalar.
    - Per-axis quantization: The scale must be a 1-D tensor, with the length of the quantization axis. For an input shape
     `(D0, ..., Di, ..., Dn)` and `axis=i`, `y_scale` is a 1-D tensor of length `Di`.
    - Blocked quantization: The scale's shape is identical to the input's shape, except for one dimension, in which
      blocking is performed. Given `x` shape `(D0, ..., Di, ..., Dn)`, `axis=i`, and block size `B`: `y_scale` shape is
      `(D0, ..., ceil(Di/B), ..., Dn)`.

    Args:
    - x (T1): N-D full precision Input tensor to be quantized.
    - y_scale (T2): Scale for doing quantization to get `y`. For per-tensor/layer quantization the scale is a scalar, for per-axis quantization it is a 1-D Tensor and for blocked quantization it has the same shape as the input, except for one dimension in which blocking is performed.
    - y_zero_point (optional T3): Zero point for doing quantization to get `y`. Shape must match `y_scale`. Default is uint8 with zero point of 0 if it's not specified.
    - axis (int, default 1): (Optional) The axis of the dequantizing dimension of the input tensor. Used only for per-axis and blocked quantization. Negative value means counting dimensions from the back. Accepted range is `[-r, r-1]` where `r = rank(input)`. When the rank of the input is 1, per-tensor quantization is applied, rendering the axis unnecessary in this scenario.
    - block_size (int, default 0): (Optional) The size of the quantization block (number of times every scale is replicated). Used only for blocked quantization. The block size is a positive integer. Given `x` shape `(D0, ..., Di, ..., Dn)`, `y_scale` shape `(S0, ... Si, ...Sn)` and `axis=i`, the accepted range is `[ceil(Di/Si), ceil(Di/(Si-1))-1]`
    - output_dtype (int, default 0): (Optional) The output data type. If not supplied, the output data type is inferred from `y_zero_point` data type (`T3`). If neither `output_dtype` nor `y_zero_point` are supplied, output data type is uint8. If both `output_dtype` and `y_zero_point` are specified, `output_dtype` must be `T3`.
    - precision (int, default 0): (Optional) The precision of the division operation between `x` and `y_scale`. If not provided, it will be the same as the type of `y_scale`.
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 quantization (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz). It is true by default. All cases are fully described in two tables inserted in the operator description.

    Returns:
    - y (T3): N-D quantized output tensor. It has same shape as input `x`.

    Type constraints:
    - T1 in (FLOAT, FLOAT16, BFLOAT16, INT32): The type of the input 'x'.
    - T2 in (FLOAT, FLOAT16, BFLOAT16, INT32, FLOAT8E8M0): The type of the input 'y_scale'.
    - T3 in (INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): The type of the input `y_zero_point` and the output `y`."""
@overload
@deprecated('QuantizeLinear (version 24) takes T1 as one of FLOAT, FLOAT16, BFLOAT16 or INT32; T2 as one of FLOAT, FLOAT16, BFLOAT16, INT32 or FLOAT8E8M0; T3 as one of INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def QuantizeLinear(x: TensorType | float | Sequence[float], y_scale: TensorType | float | Sequence[float], y_zero_point: _QuantizeLinear_T3_any | None = None, precision: int = 0, output_dtype: int = 0, block_size: int = 0, saturate: int = 1, axis: int = 1) -> _QuantizeLinear_T3_any: ...
_Reshape_T = TypeVar("_Reshape_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0)
_Reshape_T_any = TypeVar("_Reshape_T_any", bound=TensorType)
@overload
def Reshape(data: _Reshape_T | float | str | Sequence[float], shape: INT64 | int | Sequence[int], allowzero: int = 0) -> _Reshape_T:
    """[Reshape - 24](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-24) · ai.onnx · since opset 24

    Described at [Reshape - 25](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - shape (INT64): Specified shape for output.
    - allowzero (int, default 0): (Optional) By default, when any value in the 'shape' input is equal to zero the corresponding dimension value is copied from the input tensor dynamically. allowzero=1 indicates that if any value in the 'shape' input is set to zero, the zero value is honored, similar to NumPy.

    Returns:
    - reshaped (T): Reshaped data.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain input and output types to all tensor types."""
@overload
@deprecated('Reshape (version 24) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0: these element types make an invalid model')
def Reshape(data: _Reshape_T_any | float | str | Sequence[float], shape: INT64 | int | Sequence[int], allowzero: int = 0) -> _Reshape_T_any: ...
def Scan(*initial_state_and_scan_inputs: Any, body: GraphBody, num_scan_inputs: int, scan_input_axes: Sequence[int] | None = None, scan_input_directions: Sequence[int] | None = None, scan_output_axes: Sequence[int] | None = None, scan_output_directions: Sequence[int] | None = None) -> Any:
    """[Scan - 24](https://onnx.ai/onnx/operators/onnx__Scan.html#scan-24) · ai.onnx · since opset 24

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
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): All Tensor types up to IRv12."""
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
@overload
def Shape(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float], end: int | None = None, start: int = 0) -> INT64:
    """[Shape - 24](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-24) · ai.onnx · since opset 24

    Described at [Shape - 25](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - end (int, optional): (Optional) Ending axis for slicing the shape. Negative value means counting dimensions from the back. If omitted, sizes of all axes upto (including) the last one will be included.
    - start (int, default 0): (Optional) Starting axis for slicing the shape. Default value is 0.Negative value means counting dimensions from the back.

    Returns:
    - shape (T1): Shape of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor."""
@overload
@deprecated('Shape (version 24) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0: these element types make an invalid model')
def Shape(data: TensorType | float | str | Sequence[float], end: int | None = None, start: int = 0) -> INT64: ...
@overload
def Size(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | FLOAT8E8M0 | float | str | Sequence[float]) -> INT64:
    """[Size - 24](https://onnx.ai/onnx/operators/onnx__Size.html#size-24) · ai.onnx · since opset 24

    Described at [Size - 25](https://onnx.ai/onnx/operators/onnx__Size.html#size-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.

    Returns:
    - size (T1): Total number of elements of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor, which should be a scalar though."""
@overload
@deprecated('Size (version 24) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0: these element types make an invalid model')
def Size(data: TensorType | float | str | Sequence[float]) -> INT64: ...
_SplitToSequence_T = TypeVar("_SplitToSequence_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_SplitToSequence_T_any = TypeVar("_SplitToSequence_T_any", bound=TensorType)
@overload
def SplitToSequence(input: _SplitToSequence_T | float | str | Sequence[float], split: INT32 | INT64 | int | Sequence[int] | None = None, keepdims: int = 1, axis: int = 0) -> Sequence[_SplitToSequence_T]:  # type: ignore[overload-overlap]
    """[SplitToSequence - 24](https://onnx.ai/onnx/operators/onnx__SplitToSequence.html#splittosequence-24) · ai.onnx · since opset 24

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input types to all tensor types.
    - I in (INT32, INT64): Constrain split size to integral tensor.
    - S in (Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain output types to all tensor types."""
@overload
@deprecated('SplitToSequence (version 24) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; I as one of INT32 or INT64: these element types make an invalid model')
def SplitToSequence(input: _SplitToSequence_T_any | float | str | Sequence[float], split: TensorType | int | Sequence[int] | None = None, keepdims: int = 1, axis: int = 0) -> Sequence[_SplitToSequence_T]: ...
_Squeeze_T = TypeVar("_Squeeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0)
_Squeeze_T_any = TypeVar("_Squeeze_T_any", bound=TensorType)
@overload
def Squeeze(data: _Squeeze_T | float | str | Sequence[float], axes: INT64 | int | Sequence[int] | None = None) -> _Squeeze_T:
    """[Squeeze - 24](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-24) · ai.onnx · since opset 24

    Described at [Squeeze - 25](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-25), whose documentation is the same.

    Args:
    - data (T): Tensors with at least max(dims) dimensions.
    - axes (optional INT64): 1D tensor of integers indicating the dimensions to squeeze. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).

    Returns:
    - squeezed (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain input and output types to all tensor types up to IRv12."""
@overload
@deprecated('Squeeze (version 24) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0: these element types make an invalid model')
def Squeeze(data: _Squeeze_T_any | float | str | Sequence[float], axes: INT64 | int | Sequence[int] | None = None) -> _Squeeze_T_any: ...
_Swish_T = TypeVar("_Swish_T", FLOAT16, FLOAT, BFLOAT16, DOUBLE)
_Swish_T_any = TypeVar("_Swish_T_any", bound=TensorType)
@overload
def Swish(X: _Swish_T | float | Sequence[float], alpha: float = 1.0) -> _Swish_T:
    """[Swish - 24](https://onnx.ai/onnx/operators/onnx__Swish.html#swish-24) · ai.onnx · since opset 24

    Swish function takes one input data (Tensor<T>) and produces one output data (Tensor<T>) of the same shape,
    where $Swish(x) = x * sigmoid(alpha * x)$.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.0): Coefficient to multiply with input before sigmoid.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, BFLOAT16, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Swish (version 24) takes T as one of FLOAT16, FLOAT, BFLOAT16 or DOUBLE: these element types make an invalid model')
def Swish(X: _Swish_T_any | float | Sequence[float], alpha: float = 1.0) -> _Swish_T_any: ...
_TensorScatter_T = TypeVar("_TensorScatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0)
_TensorScatter_T_any = TypeVar("_TensorScatter_T_any", bound=TensorType)
@overload
def TensorScatter(past_cache: _TensorScatter_T | float | Sequence[float], update: _TensorScatter_T | float | Sequence[float], write_indices: INT64 | int | Sequence[int] | None = None, mode: str = 'linear', axis: int = -2) -> _TensorScatter_T:
    """[TensorScatter - 24](https://onnx.ai/onnx/operators/onnx__TensorScatter.html#tensorscatter-24) · ai.onnx · since opset 24

    TensorScatter is a generic tensor update operation, motivated by the requirements for KV cache updates for Attention
    ops commonly found in LLMs. It is a functional operation that models an in-place update to a KV cache buffer.

    The past and present cache tensors have the same shape (batch_size, D1, D2, ..., max_sequence_length, ..., Dn), with
    the sequence dimension (indicated by the `axis` attribute) being max_sequence_length, so the sizes of these tensors do
    not need to grow between iterations. The `update` tensor's shape only differs from the cache tensors in the sequence
    dimension: (batch_size, D1, D2, ..., sequence_length, ..., Dn), where sequence_length <= max_sequence_length.

    The optional `write_indices` input indicates the write index for each sample in the batch, assumed to be zero
    if not provided. When the `mode` attribute is set to "circular", the write index is modulo max_sequence_length.
    The operation can be described using the following pseudocode:

    ```
    for prefix_idx in np.ndindex(past_cache.shape[:axis]):
        batch_idx = prefix_idx[0]
        for sequence_idx in range(sequence_length):
            cache_sequence_idx = write_indices[batch_idx] + sequence_idx
            if mode == "circular":
                cache_sequence_idx = cache_sequence_idx % max_sequence_length
            cache_idx = (*prefix_idx, cache_sequence_idx)
            update_idx = (*prefix_idx, sequence_idx)
            present_cache[cache_idx] = update[update_idx]
    ```

    During the prefill phase of attention, only the first two inputs are needed. During the decode phase, `write_indices`
    is also needed so that the incoming key or value update can be appended after the last valid token for each sample
    in the batch.

    Args:
    - past_cache (T): Past state cache for key or value with shape `(batch_size, D1, D2, ..., max_sequence_length, ..., Dn)`.
    - update (T): New update tensor with shape `(batch_size, D1, D2, ..., sequence_length, ..., Dn)`.
    - write_indices (optional INT64): Write indices for the incoming update tensor in the cache. Shape is `(batch_size,)`. Assumed to be all zeros if not provided.
    - axis (int, default -2): Sequence dimension of the `past_cache` and `update` tensors. It cannot be 0 (the batch dimension). Default is -2.
    - mode (str, default 'linear'): Write mode of cache update. Supported modes include `linear` and `circular`. `linear` mode requires write_indices+sequence_length<=max_sequence_length. For `circular` mode, the updates happen in wrap-around fashion, ie, the update index is modulo `max_sequence_length`

    Returns:
    - present_cache (T): Updated cache. Same shape as `past_cache`.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain input and output types to any tensor type."""
@overload
@deprecated('TensorScatter (version 24) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0: these element types make an invalid model')
def TensorScatter(past_cache: _TensorScatter_T_any | float | Sequence[float], update: _TensorScatter_T_any | float | Sequence[float], write_indices: INT64 | int | Sequence[int] | None = None, mode: str = 'linear', axis: int = -2) -> _TensorScatter_T_any: ...
_TopK_T = TypeVar("_TopK_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_TopK_T_any = TypeVar("_TopK_T_any", bound=TensorType)
@overload
def TopK(X: _TopK_T | float | Sequence[float], K: INT64 | int | Sequence[int], sorted: int = 1, largest: int = 1, axis: int = -1) -> tuple[_TopK_T, INT64]:
    """[TopK - 24](https://onnx.ai/onnx/operators/onnx__TopK.html#topk-24) · ai.onnx · since opset 24

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors.
    - I in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('TopK (version 24) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def TopK(X: _TopK_T_any | float | Sequence[float], K: INT64 | int | Sequence[int], sorted: int = 1, largest: int = 1, axis: int = -1) -> tuple[_TopK_T_any, INT64]: ...
_Transpose_T = TypeVar("_Transpose_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0)
_Transpose_T_any = TypeVar("_Transpose_T_any", bound=TensorType)
@overload
def Transpose(data: _Transpose_T | float | str | Sequence[float], perm: Sequence[int] | None = None) -> _Transpose_T:
    """[Transpose - 24](https://onnx.ai/onnx/operators/onnx__Transpose.html#transpose-24) · ai.onnx · since opset 24

    Described at [Transpose - 25](https://onnx.ai/onnx/operators/onnx__Transpose.html#transpose-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - perm (Sequence[int], optional): A list of integers. By default, reverse the dimensions, otherwise permute the axes according to the values given. Its length must be equal to the rank of the input.

    Returns:
    - transposed (T): Transposed output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain input and output types to all tensor types."""
@overload
@deprecated('Transpose (version 24) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0: these element types make an invalid model')
def Transpose(data: _Transpose_T_any | float | str | Sequence[float], perm: Sequence[int] | None = None) -> _Transpose_T_any: ...
_Unsqueeze_T = TypeVar("_Unsqueeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0)
_Unsqueeze_T_any = TypeVar("_Unsqueeze_T_any", bound=TensorType)
@overload
def Unsqueeze(data: _Unsqueeze_T | float | str | Sequence[float], axes: INT64 | int | Sequence[int]) -> _Unsqueeze_T:
    """[Unsqueeze - 24](https://onnx.ai/onnx/operators/onnx__Unsqueeze.html#unsqueeze-24) · ai.onnx · since opset 24

    Described at [Unsqueeze - 25](https://onnx.ai/onnx/operators/onnx__Unsqueeze.html#unsqueeze-25), whose documentation is the same.

    Args:
    - data (T): Original tensor
    - axes (INT64): 1D tensor of integers indicating the dimensions to be inserted. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(expanded).

    Returns:
    - expanded (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, FLOAT8E8M0): Constrain input and output types to all tensor types up to IRv12."""
@overload
@deprecated('Unsqueeze (version 24) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1 or FLOAT8E8M0: these element types make an invalid model')
def Unsqueeze(data: _Unsqueeze_T_any | float | str | Sequence[float], axes: INT64 | int | Sequence[int]) -> _Unsqueeze_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
