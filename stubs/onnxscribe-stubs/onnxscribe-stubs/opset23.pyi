"""ai.onnx opset 23: the operators new at 23, the others from opset22 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType, GraphBody, SparseTensorData, TensorData
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, TensorType,
)
from onnxscribe.opset22 import (
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
    QLinearConv, QLinearMatMul, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Range,
    Reciprocal, ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd,
    ReduceSum, ReduceSumSquare, RegexFullMatch, Relu, Resize, ReverseSequence, RoiAlign, Round, STFT, ScatterElements,
    ScatterND, Selu, SequenceAt, SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength,
    SequenceMap, Shrink, Sigmoid, Sign, Sin, Sinh, Slice, Softmax, SoftmaxCrossEntropyLoss, Softplus, Softsign,
    SpaceToDepth, Split, SplitToSequence, Sqrt, StringConcat, StringNormalizer, StringSplit, Sub, Sum, Tan, Tanh,
    TfIdfVectorizer, ThresholdedRelu, Tile, TopK, Trilu, Unique, Where, Xor,
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
    "SplitToSequence", "Sqrt", "Squeeze", "StringConcat", "StringNormalizer", "StringSplit", "Sub", "Sum", "Tan",
    "Tanh", "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose", "Trilu", "Unique", "Unsqueeze", "Where",
    "Xor",
]

_Attention_T1 = TypeVar("_Attention_T1", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Attention_T2 = TypeVar("_Attention_T2", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_Attention_T1_any = TypeVar("_Attention_T1_any", bound=TensorType)
_Attention_T2_any = TypeVar("_Attention_T2_any", bound=TensorType)
@overload
def Attention(Q: _Attention_T1 | float | Sequence[float], K: _Attention_T1 | float | Sequence[float], V: _Attention_T2 | float | Sequence[float], attn_mask: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | BOOL | float | Sequence[float] | None = None, past_key: _Attention_T1 | float | Sequence[float] | None = None, past_value: _Attention_T2 | float | Sequence[float] | None = None, qk_matmul_output_mode: int = 0, softcap: float = 0.0, softmax_precision: int | None = None, kv_num_heads: int | None = None, q_num_heads: int | None = None, scale: float | None = None, is_causal: int = 0) -> _Attention_T1:
    """[Attention - 23](https://onnx.ai/onnx/operators/onnx__Attention.html#attention-23) · ai.onnx · since opset 23

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
    2) If `is_causal` is set to `1`, causal masking is applied with bottom-right (offset-aware) alignment: query `i` attends key `j` iff `j <= i + past_sequence_length` (the count of cached keys in `past_key`); for a square Q/K this is the standard lower-triangular mask. The causal frontier is computed independently of the `attn_mask` input and is then composed with it additively, by summing their attention biases: a boolean `attn_mask` intersects the allowed set (its disallowed positions contribute `-inf` to the bias), while a float `attn_mask` is added to the attention scores rather than disabling positions. A fully-masked query row (every key's combined additive bias is `-inf`, e.g. an all-`False` boolean `attn_mask` row) produces a zero output row (matching prevailing runtime practice), not `NaN`.

    Errata (in-place behavioral correction, no opset bump): a fully-masked query row (e.g. an all-`False` boolean `attn_mask` row) now produces a zero output row instead of `NaN`, and the same zero-row guard applies to the mode-`3` `qk_matmul_output` debug output; this only replaces previously-`NaN` outputs. The mode-`3` `qk_matmul_output` is also now emitted at the operator's output precision (`T1`), matching the reference implementation, which affects only its dtype and only when `softmax_precision` differs from `T1`. No numerically useful, well-defined result of the released opset is otherwise changed.

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
    - attn_mask (optional U): Attention mask. Shape must be broadcastable to 4D tensor with shape `(batch_size, q_num_heads, q_sequence_length, total_sequence_length)` where `total_sequence_length = past_sequence_length + kv_sequence_length.` Two types of masks are supported. A boolean mask where a value of `True` indicates that the element should take part in attention. Also supports a float mask of the same type as query, key, value that is added to the attention score.
    - past_key (optional T1): past state cache for key with shape `(batch_size, kv_num_heads, past_sequence_length, head_size)`
    - past_value (optional T2): past state cache for value with shape `(batch_size, kv_num_heads, past_sequence_length, v_head_size)`
    - is_causal (int, default 0): If set to `1`, causal masking is applied with bottom-right (offset-aware) alignment: query `i` attends key `j` iff `j <= i + past_sequence_length` (the count of cached keys in `past_key`); for a square Q/K this is the standard lower-triangular mask.
    - kv_num_heads (int, optional): Number of heads of key and value. Must be used with 3D inputs of Q, K and V.
    - q_num_heads (int, optional): Number of heads of query. Must be used with 3D inputs of Q, K and V.
    - qk_matmul_output_mode (int, default 0): If set to `0`, qk_matmul_output is the output of qk matmul. If set to `1`, qk_matmul_output is the output after the softcap operation (before mask addition). If set to `2`, qk_matmul_output includes the attention mask and softcap (if provided) applied to the output of qk matmul. If set to `3`, qk_matmul_output is the output after the softmax operation. In mode `3`, a fully-masked query row (every key disallowed, e.g. an all-`False` boolean `attn_mask` row) is a zero row, consistent with the corresponding row of the primary output `Y`: the fully-masked-row guard is applied before this output is produced. The mode-`3` output is emitted at the operator's output precision (`T1`); when `softmax_precision` differs from `T1` this is a cast of the softmax result to `T1`. Default value is 0.
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
@deprecated('Attention (version 23) takes T1 as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE; T2 as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE; U as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE or BOOL: these element types make an invalid model')
def Attention(Q: _Attention_T1_any | float | Sequence[float], K: _Attention_T1_any | float | Sequence[float], V: _Attention_T2_any | float | Sequence[float], attn_mask: TensorType | float | Sequence[float] | None = None, past_key: _Attention_T1_any | float | Sequence[float] | None = None, past_value: _Attention_T2_any | float | Sequence[float] | None = None, qk_matmul_output_mode: int = 0, softcap: float = 0.0, softmax_precision: int | None = None, kv_num_heads: int | None = None, q_num_heads: int | None = None, scale: float | None = None, is_causal: int = 0) -> _Attention_T1_any: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT8]) -> UINT8:
    """[Cast - 23](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-23) · ai.onnx · since opset 23

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

    In more detail, the conversion among numerical types should follow these rules
    if the destination type is not a float 8 type.

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

    Float 8 type were introduced to speed up the training of
    deep models. By default the conversion of a float *x* obeys
    to the following rules. `[x]` means the value rounded to
    the target mantissa width.

    | x                 | E4M3FN   | E4M3FNUZ | E5M2     | E5M2FNUZ |
    | ----------------- | -------- | -------- | -------- | -------- |
    | 0                 | 0        | 0        | 0        | 0        |
    | -0                | -0       | 0        | -0       | 0        |
    | NaN               | NaN      | NaN      | NaN      | NaN      |
    | Inf               | FLT_MAX  | NaN      | FLT_MAX  | NaN      |
    | -Inf              | -FLT_MAX | NaN      | -FLT_MAX | NaN      |
    | \\[x\\] > FLT_MAX   | FLT_MAX  | FLT_MAX  | FLT_MAX  | FLT_MAX  |
    | \\[x\\] < -FLT_MAX | -FLT_MAX | -FLT_MAX | -FLT_MAX | -FLT_MAX |
    | else              | RNE      | RNE      | RNE      | RNE      |

    The behavior changes if the parameter 'saturate' is set to False.
    The rules then become:

    | x                 | E4M3FN | E4M3FNUZ | E5M2 | E5M2FNUZ |
    | ----------------- | ------ | -------- | ---- | -------- |
    | 0                 | 0      | 0        | 0    | 0        |
    | -0                | -0     | 0        | -0   | 0        |
    | NaN               | NaN    | NaN      | NaN  | NaN      |
    | -NaN              | -NaN   | NaN      | -NaN | NaN      |
    | Inf               | NaN    | NaN      | Inf  | NaN      |
    | -Inf              | -NaN   | NaN      | -Inf | NaN      |
    | \\[x\\] > FLT_MAX   | NaN    | NaN      | Inf  | NaN      |
    | \\[x\\] < -FLT_MAX | NaN    | NaN      | -Inf | NaN      |
    | else              | RNE    | RNE      | RNE  | RNE      |

    Args:
    - input (T1): Input tensor to be cast.
    - to (int, required): The data type to which the elements of the input tensor are cast. Strictly must be one of the types from DataType enum in TensorProto
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 conversion (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz). It is true by default. All cases are fully described in two tables inserted in the operator description.

    Returns:
    - output (T2): Output tensor with the same shape as input with type specified by the 'to' argument

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Constrain input types. Casting from complex is not supported.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Constrain output types. Casting to complex is not supported."""
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT8]) -> INT8: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT16]) -> INT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT32]) -> INT32: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT64]) -> INT64: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.BFLOAT16]) -> BFLOAT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT16]) -> FLOAT16: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.STRING]) -> STRING: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.BOOL]) -> BOOL: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E4M3FN]) -> FLOAT8E4M3FN: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E4M3FNUZ]) -> FLOAT8E4M3FNUZ: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E5M2]) -> FLOAT8E5M2: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT8E5M2FNUZ]) -> FLOAT8E5M2FNUZ: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.UINT4]) -> UINT4: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.INT4]) -> INT4: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: Literal[DataType.FLOAT4E2M1]) -> FLOAT4E2M1: ...
@overload
def Cast(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], saturate: int = 1, *, to: int) -> Any: ...
@overload
@deprecated('Cast (version 23) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def Cast(input: TensorType | float | str | Sequence[float], saturate: int = 1, *, to: int) -> Any: ...
_CastLike_T2 = TypeVar("_CastLike_T2", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1)
_CastLike_T2_any = TypeVar("_CastLike_T2_any", bound=TensorType)
@overload
def CastLike(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | Sequence[float], target_type: _CastLike_T2 | float | str | Sequence[float], saturate: int = 1) -> _CastLike_T2:
    """[CastLike - 23](https://onnx.ai/onnx/operators/onnx__CastLike.html#castlike-23) · ai.onnx · since opset 23

    Described at [CastLike - 25](https://onnx.ai/onnx/operators/onnx__CastLike.html#castlike-25), whose documentation is the same.

    Args:
    - input (T1): Input tensor to be cast.
    - target_type (T2): The (first) input tensor will be cast to produce a tensor of the same type as this (second input) tensor.
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 conversion (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz). It is true by default. Please refer to operator Cast description for further details.

    Returns:
    - output (T2): Output tensor produced by casting the first input tensor to have the same type as the second input tensor.

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Constrain input types. Casting from complex is not supported.
    - T2 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Constrain output types. Casting to complex is not supported."""
@overload
@deprecated('CastLike (version 23) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1; T2 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def CastLike(input: TensorType | float | Sequence[float], target_type: _CastLike_T2_any | float | str | Sequence[float], saturate: int = 1) -> _CastLike_T2_any: ...
@overload
def Constant(*, value_float: float) -> FLOAT:
    """[Constant - 23](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-23) · ai.onnx · since opset 23

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Constrain input and output types to all tensor types."""
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
    """[ConstantOfShape - 23](https://onnx.ai/onnx/operators/onnx__ConstantOfShape.html#constantofshape-23) · ai.onnx · since opset 23

    Described at [ConstantOfShape - 25](https://onnx.ai/onnx/operators/onnx__ConstantOfShape.html#constantofshape-25), whose documentation is the same.

    Args:
    - input (T1): 1D tensor. The shape of the expected output tensor. If empty tensor is given, the output would be a scalar. All values must be >= 0.
    - value (TensorData, optional): (Optional) The value of the output elements.Should be a one-element tensor. If not specified, it defaults to a tensor of value 0 and datatype float32

    Returns:
    - output (T2): Output tensor of shape specified by 'input'.If attribute 'value' is specified, the value and datatype of the output tensor is taken from 'value'.If attribute 'value' is not specified, the value in the output defaults to 0, and the datatype defaults to float32.

    Type constraints:
    - T1 in (INT64): Constrain input types.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, UINT4, INT4, BOOL, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, FLOAT4E2M1): Constrain output types to be numerics or boolean."""
@overload
def ConstantOfShape(input: INT64 | int | Sequence[int], value: TensorData | None = None) -> Any: ...
_DequantizeLinear_T1 = TypeVar("_DequantizeLinear_T1", INT8, UINT8, INT16, UINT16, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1)
_DequantizeLinear_T2_same = TypeVar("_DequantizeLinear_T2_same", FLOAT, FLOAT16, BFLOAT16)
_DequantizeLinear_T1_any = TypeVar("_DequantizeLinear_T1_any", bound=TensorType)
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, output_dtype: Literal[DataType.FLOAT], axis: int = 1, block_size: int = 0) -> FLOAT:
    """[DequantizeLinear - 23](https://onnx.ai/onnx/operators/onnx__DequantizeLinear.html#dequantizelinear-23) · ai.onnx · since opset 23

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
    - T2 in (FLOAT, FLOAT16, BFLOAT16): The type of the input 'x_scale'.
    - T3 in (FLOAT, FLOAT16, BFLOAT16): The type of the output 'y'."""
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, output_dtype: Literal[DataType.FLOAT16], axis: int = 1, block_size: int = 0) -> FLOAT16: ...
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, output_dtype: Literal[DataType.BFLOAT16], axis: int = 1, block_size: int = 0) -> BFLOAT16: ...
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: _DequantizeLinear_T2_same | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, *, axis: int = 1, block_size: int = 0) -> _DequantizeLinear_T2_same: ...
@overload
def DequantizeLinear(x: _DequantizeLinear_T1 | float | Sequence[float], x_scale: FLOAT | FLOAT16 | BFLOAT16 | float | Sequence[float], x_zero_point: _DequantizeLinear_T1 | float | Sequence[float] | None = None, output_dtype: int = 0, block_size: int = 0, axis: int = 1) -> Any: ...
@overload
@deprecated('DequantizeLinear (version 23) takes T1 as one of INT8, UINT8, INT16, UINT16, INT32, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1; T2 as one of FLOAT, FLOAT16 or BFLOAT16: these element types make an invalid model')
def DequantizeLinear(x: _DequantizeLinear_T1_any | float | Sequence[float], x_scale: TensorType | float | Sequence[float], x_zero_point: _DequantizeLinear_T1_any | float | Sequence[float] | None = None, output_dtype: int = 0, block_size: int = 0, axis: int = 1) -> Any: ...
_Flatten_T = TypeVar("_Flatten_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1)
_Flatten_T_any = TypeVar("_Flatten_T_any", bound=TensorType)
@overload
def Flatten(input: _Flatten_T | float | str | Sequence[float], axis: int = 1) -> _Flatten_T:
    """[Flatten - 23](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-23) · ai.onnx · since opset 23

    Described at [Flatten - 25](https://onnx.ai/onnx/operators/onnx__Flatten.html#flatten-25), whose documentation is the same.

    Args:
    - input (T): A tensor of rank >= axis.
    - axis (int, default 1): Indicate up to which input dimensions (exclusive) should be flattened to the outer dimension of the output. The value for axis must be in the range [-r, r], where r is the rank of the input tensor. Negative value means counting dimensions from the back. When axis = 0, the shape of the output tensor is (1, (d_0 X d_1 ... d_n), where the shape of the input tensor is (d_0, d_1, ... d_n).

    Returns:
    - output (T): A 2D tensor with the contents of the input tensor, with input dimensions up to axis flattened to the outer dimension of the output and remaining input dimensions flattened into the inner dimension of the output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Constrain input and output to all tensor types up to IRv10."""
@overload
@deprecated('Flatten (version 23) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def Flatten(input: _Flatten_T_any | float | str | Sequence[float], axis: int = 1) -> _Flatten_T_any: ...
_Identity_V = TypeVar("_Identity_V", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[UINT8] | None, Sequence[UINT16] | None, Sequence[UINT32] | None, Sequence[UINT64] | None, Sequence[INT8] | None, Sequence[INT16] | None, Sequence[INT32] | None, Sequence[INT64] | None, Sequence[FLOAT16] | None, Sequence[FLOAT] | None, Sequence[DOUBLE] | None, Sequence[STRING] | None, Sequence[BOOL] | None, Sequence[COMPLEX64] | None, Sequence[COMPLEX128] | None, UINT8 | None, UINT16 | None, UINT32 | None, UINT64 | None, INT8 | None, INT16 | None, INT32 | None, INT64 | None, FLOAT16 | None, FLOAT | None, DOUBLE | None, STRING | None, BOOL | None, COMPLEX64 | None, COMPLEX128 | None)
_Identity_V_any = TypeVar("_Identity_V_any", bound=TensorType | Sequence[TensorType] | None)
@overload
def Identity(input: _Identity_V | float | str | Sequence[float]) -> _Identity_V:
    """[Identity - 23](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-23) · ai.onnx · since opset 23

    Described at [Identity - 25](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-25), whose documentation is the same.

    Args:
    - input (V): Input tensor

    Returns:
    - output (V): Tensor to copy input into.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128]): Constrain input and output types to all tensor, sequence, and optional types."""
@overload
@deprecated('Identity (version 23) takes V as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def Identity(input: _Identity_V_any | float | str | Sequence[float]) -> _Identity_V_any: ...
def If(cond: BOOL | bool, else_branch: GraphBody, then_branch: GraphBody) -> Any:
    """[If - 23](https://onnx.ai/onnx/operators/onnx__If.html#if-23) · ai.onnx · since opset 23

    Described at [If - 25](https://onnx.ai/onnx/operators/onnx__If.html#if-25), whose documentation is the same.

    Args:
    - cond (B): Condition for the if. The tensor must contain a single element.
    - else_branch (GraphBody, required): Graph to run if condition is false. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the then_branch.
    - then_branch (GraphBody, required): Graph to run if condition is true. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the else_branch.

    Returns:
    - outputs (variadic V): Values that are live-out to the enclosing scope. The return values in the `then_branch` and `else_branch` must be of the same data type. The `then_branch` and `else_branch` may produce tensors with the same element type and different shapes. If corresponding outputs from the then-branch and the else-branch have static shapes S1 and S2, then the shape of the corresponding output variable of the if-node (if present) must be compatible with both S1 and S2 as it represents the union of both possible shapes.For example, if in a model file, the first output of `then_branch` is typed float tensor with shape [2] and the first output of `else_branch` is another float tensor with shape [3], If's first output should have (a) no shape set, or (b) a shape of rank 1 with neither `dim_value` nor `dim_param` set, or (c) a shape of rank 1 with a unique `dim_param`. In contrast, the first output cannot have the shape [2] since [2] and [3] are not compatible.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Sequence[UINT4], Sequence[INT4], Sequence[FLOAT4E2M1], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], Optional[FLOAT8E4M3FN], Optional[FLOAT8E4M3FNUZ], Optional[FLOAT8E5M2], Optional[FLOAT8E5M2FNUZ], Optional[UINT4], Optional[INT4], Optional[FLOAT4E2M1]): All Tensor, Sequence(Tensor), Optional(Tensor), and Optional(Sequence(Tensor)) types up to IRv11.
    - B in (BOOL): Only bool"""
def Loop(M: INT64 | int | Sequence[int] | None = None, cond: BOOL | bool | None = None, *v_initial: Any, body: GraphBody) -> Any:
    """[Loop - 23](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-23) · ai.onnx · since opset 23

    Described at [Loop - 25](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-25), whose documentation is the same.

    Args:
    - M (optional I): A maximum trip-count for the loop specified at runtime. Optional. Pass empty string to skip.
    - cond (optional B): A boolean termination condition. Optional. Pass empty string to skip.
    - v_initial (variadic V): The initial values of any loop-carried dependencies (values that change across loop iterations)
    - body (GraphBody, required): The graph run each iteration. It has 2+N inputs: (iteration_num, condition, loop carried dependencies...). It has 1+N+K outputs: (condition, loop carried dependencies..., scan_outputs...). Each scan_output is created by concatenating the value of the specified output value at the end of each iteration of the loop. It is an error if the dimensions or data type of these scan_outputs change across loop iterations.

    Returns:
    - v_final_and_scan_outputs (variadic V): Final N loop carried dependency values then K scan_outputs. Scan outputs must be Tensors.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[FLOAT8E4M3FN], Sequence[FLOAT8E4M3FNUZ], Sequence[FLOAT8E5M2], Sequence[FLOAT8E5M2FNUZ], Sequence[UINT4], Sequence[INT4], Sequence[FLOAT4E2M1], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], Optional[FLOAT8E4M3FN], Optional[FLOAT8E4M3FNUZ], Optional[FLOAT8E5M2], Optional[FLOAT8E5M2FNUZ], Optional[UINT4], Optional[INT4], Optional[FLOAT4E2M1]): All Tensor, Sequence(Tensor), Optional(Tensor), and Optional(Sequence(Tensor)) types up to IRv11.
    - I in (INT64): tensor of int64, which should be a scalar.
    - B in (BOOL): tensor of bool, which should be a scalar."""
_Pad_T = TypeVar("_Pad_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1)
_Pad_T_any = TypeVar("_Pad_T_any", bound=TensorType)
@overload
def Pad(data: _Pad_T | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T | float | Sequence[float] | None = None, axes: INT32 | INT64 | int | Sequence[int] | None = None, mode: str = 'constant') -> _Pad_T:
    """[Pad - 23](https://onnx.ai/onnx/operators/onnx__Pad.html#pad-23) · ai.onnx · since opset 23

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Constrain input and output types to all tensor types up to IRv11.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Pad (version 23) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1; Tind as one of INT32 or INT64: these element types make an invalid model')
def Pad(data: _Pad_T_any | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T_any | float | Sequence[float] | None = None, axes: TensorType | int | Sequence[int] | None = None, mode: str = 'constant') -> _Pad_T_any: ...
_QuantizeLinear_T3 = TypeVar("_QuantizeLinear_T3", INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1)
_QuantizeLinear_T3_any = TypeVar("_QuantizeLinear_T3_any", bound=TensorType)
@overload
def QuantizeLinear(x: FLOAT | FLOAT16 | BFLOAT16 | INT32 | float | Sequence[float], y_scale: FLOAT | FLOAT16 | BFLOAT16 | INT32 | float | Sequence[float], y_zero_point: _QuantizeLinear_T3 | None = None, precision: int = 0, output_dtype: int = 0, block_size: int = 0, saturate: int = 1, axis: int = 1) -> _QuantizeLinear_T3:
    """[QuantizeLinear - 23](https://onnx.ai/onnx/operators/onnx__QuantizeLinear.html#quantizelinear-23) · ai.onnx · since opset 23

    Described at [QuantizeLinear - 24](https://onnx.ai/onnx/operators/onnx__QuantizeLinear.html#quantizelinear-24), whose documentation is the same.

    Args:
    - x (T1): N-D full precision Input tensor to be quantized.
    - y_scale (T2): Scale for doing quantization to get `y`. For per-tensor/layer quantization the scale is a scalar, for per-axis quantization it is a 1-D Tensor and for blocked quantization it has the same shape as the input, except for one dimension in which blocking is performed.
    - y_zero_point (optional T3): Zero point for doing quantization to get `y`. Shape must match `y_scale`.Default is uint8 with zero point of 0 if it's not specified.
    - axis (int, default 1): (Optional) The axis of the dequantizing dimension of the input tensor. Used only for per-axis and blocked quantization. Negative value means counting dimensions from the back. Accepted range is `[-r, r-1]` where `r = rank(input)`. When the rank of the input is 1, per-tensor quantization is applied, rendering the axis unnecessary in this scenario.
    - block_size (int, default 0): (Optional) The size of the quantization block (number of times every scale is replicated). Used only for blocked quantization. The block size is a positive integer. Given `x` shape `(D0, ..., Di, ..., Dn)`, `y_scale` shape `(S0, ... Si, ...Sn)` and `axis=i`, the accepted range is `[ceil(Di/Si), ceil(Di/(Si-1))-1]`
    - output_dtype (int, default 0): (Optional) The output data type. If not supplied, the output data type is inferred from `y_zero_point` data type (`T3`). If neither `output_dtype` nor `y_zero_point` are supplied, output data type is uint8. If both `output_dtype` and `y_zero_point` are specified, `output_dtype` must be `T3`.
    - precision (int, default 0): (Optional) The precision of the division operation between `x` and `y_scale`. If not provided, it will be the same as the type of `y_scale`.
    - saturate (int, default 1): The parameter defines how the conversion behaves if an input value is out of range of the destination type. It only applies for float 8 quantization (float8e4m3fn, float8e4m3fnuz, float8e5m2, float8e5m2fnuz). It is true by default. All cases are fully described in two tables inserted in the operator description.

    Returns:
    - y (T3): N-D quantized output tensor. It has same shape as input `x`.

    Type constraints:
    - T1 in (FLOAT, FLOAT16, BFLOAT16, INT32): The type of the input 'x'.
    - T2 in (FLOAT, FLOAT16, BFLOAT16, INT32): The type of the input 'y_scale'.
    - T3 in (INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): The type of the input `y_zero_point` and the output `y`."""
@overload
@deprecated('QuantizeLinear (version 23) takes T1 as one of FLOAT, FLOAT16, BFLOAT16 or INT32; T2 as one of FLOAT, FLOAT16, BFLOAT16 or INT32; T3 as one of INT8, UINT8, INT16, UINT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def QuantizeLinear(x: TensorType | float | Sequence[float], y_scale: TensorType | float | Sequence[float], y_zero_point: _QuantizeLinear_T3_any | None = None, precision: int = 0, output_dtype: int = 0, block_size: int = 0, saturate: int = 1, axis: int = 1) -> _QuantizeLinear_T3_any: ...
_RMSNormalization_V = TypeVar("_RMSNormalization_V", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_RMSNormalization_V_any = TypeVar("_RMSNormalization_V_any", bound=TensorType)
@overload
def RMSNormalization(X: FLOAT16 | FLOAT | DOUBLE | BFLOAT16 | float | Sequence[float], scale: _RMSNormalization_V | float | Sequence[float], stash_type: int = 1, epsilon: float = 1e-05, axis: int = -1) -> _RMSNormalization_V:
    """[RMSNormalization - 23](https://onnx.ai/onnx/operators/onnx__RMSNormalization.html#rmsnormalization-23) · ai.onnx · since opset 23

    This is RMS normalization defined in ONNX as function as described in the paper https://arxiv.org/pdf/1910.07467.
    The overall computation can be split into two stages. The root mean squared norm is taken over the last D dimensions,
    where D is the dimension of normalized_shape. For example, if normalized_shape is (3, 5) (a 2-dimensional shape),
    the rms norm is computed over the last 2 dimensions of the input. The computation required by standardization can be
    described by the following equations.
    ```
    XSquared = Mul(X, X)
    XSquaredMean = ReduceMean<axes=normalized_axes>(XSquared)
    MeanSquareEpsilon = Add(XSquaredMean, epsilon)
    RMS = Sqrt(MeanSquareEpsilon)
    Normalized = Div(X, RMS)
    ```
    where `normalized_axes` is `[axis, ..., rank of X - 1]`. The variables `RMS` stand for root mean square,
    Depending on `stash_type` attribute, the actual computation
    must happen in different floating-point precision.
    For example, if `stash_type` is 1, this operator casts
    all input variables to 32-bit float, perform the computation, and
    finally cast `Normalized` back to the original type of `X`.
    The second stage then scales the outcome of the first stage using:
    ```
    Y= Mul(Normalized, Scale)
    ```
    Let `d[i]` indicate the i-th dimension of `X`.
    If `X`'s shape is `[d[0], ..., d[axis-1], d[axis], ..., d[rank-1]]`,
    the shape of `RMS` is `[d[0], ..., d[axis-1], 1, ..., 1]`.
    `Y` and `X` have the same shape. This operator supports unidirectional broadcasting
    (`Scale` should be unidirectional broadcastable to tensor `X`);
    for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - X (T): The input tensor to be normalized. In general, the shape is (D1, D2, ... , Dn) for n-dimensional data, where the root mean squared norm is taken over the last D dimensions, D is determined by the axis attribute.
    - scale (V): Scale tensor. Scale tensor shape should be broadcastable to the normalized shape.
    - axis (int, default -1): The first normalization dimension. If rank(X) is r, axis' allowed range is [-r, r). Negative value means counting dimensions from the back.
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero.
    - stash_type (int, default 1): The floating-point precision used in stage one of the computation.

    Returns:
    - Y (V): Output data tensor. Same shape as X

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input X type to float tensors.
    - V in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain output Y and scale type to float tensors."""
@overload
@deprecated('RMSNormalization (version 23) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16; V as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def RMSNormalization(X: TensorType | float | Sequence[float], scale: _RMSNormalization_V_any | float | Sequence[float], stash_type: int = 1, epsilon: float = 1e-05, axis: int = -1) -> _RMSNormalization_V_any: ...
_Reshape_T = TypeVar("_Reshape_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1)
_Reshape_T_any = TypeVar("_Reshape_T_any", bound=TensorType)
@overload
def Reshape(data: _Reshape_T | float | str | Sequence[float], shape: INT64 | int | Sequence[int], allowzero: int = 0) -> _Reshape_T:
    """[Reshape - 23](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-23) · ai.onnx · since opset 23

    Described at [Reshape - 25](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - shape (INT64): Specified shape for output.
    - allowzero (int, default 0): (Optional) By default, when any value in the 'shape' input is equal to zero the corresponding dimension value is copied from the input tensor dynamically. allowzero=1 indicates that if any value in the 'shape' input is set to zero, the zero value is honored, similar to NumPy.

    Returns:
    - reshaped (T): Reshaped data.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Constrain input and output types to all tensor types."""
@overload
@deprecated('Reshape (version 23) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def Reshape(data: _Reshape_T_any | float | str | Sequence[float], shape: INT64 | int | Sequence[int], allowzero: int = 0) -> _Reshape_T_any: ...
_RotaryEmbedding_T = TypeVar("_RotaryEmbedding_T", FLOAT, FLOAT16, BFLOAT16)
_RotaryEmbedding_T_any = TypeVar("_RotaryEmbedding_T_any", bound=TensorType)
@overload
def RotaryEmbedding(X: _RotaryEmbedding_T | float | Sequence[float], cos_cache: _RotaryEmbedding_T | float | Sequence[float], sin_cache: _RotaryEmbedding_T | float | Sequence[float], position_ids: INT64 | int | Sequence[int] | None = None, num_heads: int | None = None, rotary_embedding_dim: int = 0, interleaved: int = 0) -> _RotaryEmbedding_T:
    """[RotaryEmbedding - 23](https://onnx.ai/onnx/operators/onnx__RotaryEmbedding.html#rotaryembedding-23) · ai.onnx · since opset 23

    RotaryEmbedding is the implementation of rotary positional embeddings (RoPE) based on the paper https://arxiv.org/pdf/2104.09864.
    The key advantage of RoPE is that it allows the model to understand both the absolute position of a token and the relative distances
    between tokens. This is achieved through a rotational mechanism where the extent of rotation is computed based on the token's absolute position (position_ids).

    The rotational mechanism is defined by sine and cosine functions that are used to represent the rotation angles.
    For each token in the sequence, its positional embedding is computed by rotating its embedding vector. This is done by splitting the
    embedding vector either into two halves or interleaving every alternate token and applying the rotation matrix to each half of the embedding vector.
    The rotation matrix is parameterized by the token's position in the sequence. The rotated halves of the embedding vector are concatenated
    to form the final positional embedding for each token. The rotated positional embeddings are used in the self-attention mechanism.
    The rotation ensures that the model captures both absolute and relative positional information.

    Rotary embeddings are defined using the following algorithm:

    ```python
    def rotary_embedding(
        input: np.ndarray,
        cos_cache: np.ndarray,
        sin_cache: np.ndarray,
        position_ids: np.ndarray | None = None,
        interleaved=None,
        rotary_embedding_dim=None,
        num_heads=None,
    ) -> np.ndarray:
        original_input_shape = input.shape
        # First ensure input to be processed has shape [batch_size, seq_len, num_heads, head_size]
        if len(input.shape) == 4:
            input = np.transpose(input, (0, 2, 1, 3))
        batch_size = input.shape[0]
        sequence_length = input.shape[1]
        if len(input.shape) == 3:
            hidden_size = input.shape[2]
            assert num_heads != 0
            head_size = int(hidden_size / num_heads)
            new_shape = [batch_size, sequence_length, num_heads, head_size]
            input = np.reshape(input, new_shape)
        assert len(input.shape) == 4
        head_size = input.shape[3]

        # Fully or partially perform rotation on input based on rotary_embedding_dim attribute
        if rotary_embedding_dim is None or rotary_embedding_dim == 0:
            # If rotary_embedding_dim not provided, perform full rotation by using head_size
            rotary_embedding_dim = head_size
        x_rotate = input[:, :, :, :rotary_embedding_dim]
        x_not_rotate = input[:, :, :, rotary_embedding_dim:]
        rotary_embedding_dim_half = int(rotary_embedding_dim / 2)

        # Retrieve sin and cos caches using position ids
        if position_ids is not None:
            cos_cache = cos_cache[
                position_ids
            ]  # Shape: [batch_size, sequence_length, rotary_embedding_dim/2]
            sin_cache = sin_cache[
                position_ids
            ]  # Shape: [batch_size, sequence_length, rotary_embedding_dim/2]

        # Shape: [batch_size, sequence_length, rotary_embedding_dim/2]
        if cos_cache.shape[-1] != rotary_embedding_dim_half:
            raise ValueError(
                f"Last dimension of cos cache ({cos_cache.shape[-1]}) does not match rotary_embedding_dim/2 ({rotary_embedding_dim_half})."
            )
        if sin_cache.shape[-1] != rotary_embedding_dim_half:
            raise ValueError(
                f"Last dimension of sin cache ({sin_cache.shape[-1]}) does not match rotary_embedding_dim/2 ({rotary_embedding_dim_half})."
            )

        cos_cache = np.expand_dims(
            cos_cache, axis=2
        )  # Shape: [batch_size, sequence_length, 1, rotary_embedding_dim/2]
        sin_cache = np.expand_dims(
            sin_cache, axis=2
        )  # Shape: [batch_size, sequence_length, 1, rotary_embedding_dim/2]

        # Either divide the input in halves or interleave (based on interleaved attribute)
        if interleaved:
            x1 = x_rotate[:, :, :, 0::2]
            x2 = x_rotate[:, :, :, 1::2]
        else:
            x1, x2 = np.split(x_rotate, 2, axis=-1)

        # Calculate real and imaginary values
        real = (cos_cache * x1) - (sin_cache * x2)
        imag = (sin_cache * x1) + (cos_cache * x2)

        # Inserted rotated embeddings back to the original input
        if interleaved:
            # x_rotate[:, :, :, 0::2] = real
            # x_rotate[:, :, :, 1::2] = imag
            real = np.expand_dims(real, axis=-1)
            imag = np.expand_dims(imag, axis=-1)
            x_rotate_concat = np.concatenate((real, imag), axis=-1)
            x_rotate = np.reshape(x_rotate_concat, x_rotate.shape)
        else:
            x_rotate = np.concatenate((real, imag), axis=-1)
        output = np.concatenate((x_rotate, x_not_rotate), axis=-1)
        if len(original_input_shape) == 3:
            output = np.reshape(output, original_input_shape)
        else:
            output = np.transpose(output, (0, 2, 1, 3))
        return output
    ```

    Args:
    - X (T): The input tensor representing the token embeddings. 4D tensor with shape `(batch_size, num_heads, sequence_length, head_size)` or 3D tensor with shape `(batch_size, sequence_length, hidden_size)`. For cases with a 4D input tensor, `head_size` has to be even. For cases with a 3D input tensor, `num_heads` attribute must be provided and `hidden_size` must be an even multiple of `num_heads` where `hidden_size = num_heads * head_size`
    - cos_cache (T): The cosine values for the rotation. 2D tensor with shape `(max_position_id_plus_1, head_size / 2)` for full rotation or `(max_position_id_plus_1, rotary_embedding_dim / 2)` for partial rotation when `position_ids` are provided. 3D tensor with shape `(batch_size, sequence_length, head_size / 2)` for full rotation or `(batch_size, sequence_length, rotary_embedding_dim / 2)` for partial rotation when `position_ids` are not provided. `max_position_id_plus_1` is a parameter to the model.
    - sin_cache (T): The sine values for the rotation. 2D tensor with shape `(max_position_id_plus_1, head_size / 2)` for full rotation or `(max_position_id_plus_1, rotary_embedding_dim / 2)` for partial rotation when `position_ids` are provided. 3D tensor with shape `(batch_size, sequence_length, head_size / 2)` for full rotation or `(batch_size, sequence_length, rotary_embedding_dim / 2)` for partial rotation when `position_ids` are not provided. `max_position_id_plus_1` is a parameter to the model.
    - position_ids (optional M): The position indices for the tokens. 2D tensor with shape `(batch_size, sequence_length)`
    - interleaved (int, default 0): Rotate using interleaved pattern. Default value is 0 (False).
    - num_heads (int, optional): Number of attention heads. Must be provided when input is a 3D tensor.
    - rotary_embedding_dim (int, default 0): Rotary embedding dimension used to apply partial rotary embeddings.

    Returns:
    - Y (T): Tensor with same shape as input.

    Type constraints:
    - T in (FLOAT, FLOAT16, BFLOAT16): Constrain input and output types to float tensors.
    - M in (INT64): Constrain input and output types to integer tensors."""
@overload
@deprecated('RotaryEmbedding (version 23) takes T as one of FLOAT, FLOAT16 or BFLOAT16: these element types make an invalid model')
def RotaryEmbedding(X: _RotaryEmbedding_T_any | float | Sequence[float], cos_cache: _RotaryEmbedding_T_any | float | Sequence[float], sin_cache: _RotaryEmbedding_T_any | float | Sequence[float], position_ids: INT64 | int | Sequence[int] | None = None, num_heads: int | None = None, rotary_embedding_dim: int = 0, interleaved: int = 0) -> _RotaryEmbedding_T_any: ...
def Scan(*initial_state_and_scan_inputs: Any, body: GraphBody, num_scan_inputs: int, scan_input_axes: Sequence[int] | None = None, scan_input_directions: Sequence[int] | None = None, scan_output_axes: Sequence[int] | None = None, scan_output_directions: Sequence[int] | None = None) -> Any:
    """[Scan - 23](https://onnx.ai/onnx/operators/onnx__Scan.html#scan-23) · ai.onnx · since opset 23

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
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): All Tensor types up to IRv11."""
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
@overload
def Shape(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float], end: int | None = None, start: int = 0) -> INT64:
    """[Shape - 23](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-23) · ai.onnx · since opset 23

    Described at [Shape - 25](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - end (int, optional): (Optional) Ending axis for slicing the shape. Negative value means counting dimensions from the back. If omitted, sizes of all axes upto (including) the last one will be included.
    - start (int, default 0): (Optional) Starting axis for slicing the shape. Default value is 0.Negative value means counting dimensions from the back.

    Returns:
    - shape (T1): Shape of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor."""
@overload
@deprecated('Shape (version 23) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def Shape(data: TensorType | float | str | Sequence[float], end: int | None = None, start: int = 0) -> INT64: ...
@overload
def Size(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | UINT4 | INT4 | FLOAT4E2M1 | float | str | Sequence[float]) -> INT64:
    """[Size - 23](https://onnx.ai/onnx/operators/onnx__Size.html#size-23) · ai.onnx · since opset 23

    Described at [Size - 25](https://onnx.ai/onnx/operators/onnx__Size.html#size-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.

    Returns:
    - size (T1): Total number of elements of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor, which should be a scalar though."""
@overload
@deprecated('Size (version 23) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def Size(data: TensorType | float | str | Sequence[float]) -> INT64: ...
_Squeeze_T = TypeVar("_Squeeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1)
_Squeeze_T_any = TypeVar("_Squeeze_T_any", bound=TensorType)
@overload
def Squeeze(data: _Squeeze_T | float | str | Sequence[float], axes: INT64 | int | Sequence[int] | None = None) -> _Squeeze_T:
    """[Squeeze - 23](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-23) · ai.onnx · since opset 23

    Described at [Squeeze - 25](https://onnx.ai/onnx/operators/onnx__Squeeze.html#squeeze-25), whose documentation is the same.

    Args:
    - data (T): Tensors with at least max(dims) dimensions.
    - axes (optional INT64): 1D tensor of integers indicating the dimensions to squeeze. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data).

    Returns:
    - squeezed (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Constrain input and output types to all tensor types up to IRv11."""
@overload
@deprecated('Squeeze (version 23) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def Squeeze(data: _Squeeze_T_any | float | str | Sequence[float], axes: INT64 | int | Sequence[int] | None = None) -> _Squeeze_T_any: ...
_Transpose_T = TypeVar("_Transpose_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1)
_Transpose_T_any = TypeVar("_Transpose_T_any", bound=TensorType)
@overload
def Transpose(data: _Transpose_T | float | str | Sequence[float], perm: Sequence[int] | None = None) -> _Transpose_T:
    """[Transpose - 23](https://onnx.ai/onnx/operators/onnx__Transpose.html#transpose-23) · ai.onnx · since opset 23

    Described at [Transpose - 25](https://onnx.ai/onnx/operators/onnx__Transpose.html#transpose-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - perm (Sequence[int], optional): A list of integers. By default, reverse the dimensions, otherwise permute the axes according to the values given. Its length must be equal to the rank of the input.

    Returns:
    - transposed (T): Transposed output.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Constrain input and output types to all tensor types."""
@overload
@deprecated('Transpose (version 23) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def Transpose(data: _Transpose_T_any | float | str | Sequence[float], perm: Sequence[int] | None = None) -> _Transpose_T_any: ...
_Unsqueeze_T = TypeVar("_Unsqueeze_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1)
_Unsqueeze_T_any = TypeVar("_Unsqueeze_T_any", bound=TensorType)
@overload
def Unsqueeze(data: _Unsqueeze_T | float | str | Sequence[float], axes: INT64 | int | Sequence[int]) -> _Unsqueeze_T:
    """[Unsqueeze - 23](https://onnx.ai/onnx/operators/onnx__Unsqueeze.html#unsqueeze-23) · ai.onnx · since opset 23

    Described at [Unsqueeze - 25](https://onnx.ai/onnx/operators/onnx__Unsqueeze.html#unsqueeze-25), whose documentation is the same.

    Args:
    - data (T): Original tensor
    - axes (INT64): 1D tensor of integers indicating the dimensions to be inserted. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(expanded).

    Returns:
    - expanded (T): Reshaped tensor with same data as input.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4, FLOAT4E2M1): Constrain input and output types to all tensor types up to IRv11."""
@overload
@deprecated('Unsqueeze (version 23) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, UINT4, INT4 or FLOAT4E2M1: these element types make an invalid model')
def Unsqueeze(data: _Unsqueeze_T_any | float | str | Sequence[float], axes: INT64 | int | Sequence[int]) -> _Unsqueeze_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
