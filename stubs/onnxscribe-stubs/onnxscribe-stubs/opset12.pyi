"""ai.onnx opset 12: the operators new at 12, the others from opset11 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import SparseTensorData, TensorData
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, TensorType,
)
from onnxscribe.opset11 import (
    Abs, Acos, Acosh, Add, And, Asin, Asinh, Atan, Atanh, AveragePool, BatchNormalization, BitShift, Cast, Ceil,
    Compress, Concat, ConcatFromSequence, ConstantOfShape, Conv, ConvInteger, ConvTranspose, Cos, Cosh, CumSum,
    DepthToSpace, DequantizeLinear, Det, Div, DynamicQuantizeLinear, Elu, Equal, Erf, Exp, Expand, EyeLike, Flatten,
    Floor, GRU, Gather, GatherElements, Gemm, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater, HardSigmoid,
    Hardmax, Identity, If, InstanceNormalization, IsInf, IsNaN, LRN, LSTM, LeakyRelu, Less, Log, LogSoftmax, Loop,
    LpNormalization, LpPool, MatMul, MatMulInteger, MaxRoiPool, MaxUnpool, Mean, MeanVarianceNormalization, Mod, Mul,
    Multinomial, Neg, NonMaxSuppression, NonZero, Not, OneHot, Or, PRelu, Pad, QLinearConv, QLinearMatMul,
    QuantizeLinear, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Range, Reciprocal, ReduceL1,
    ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMean, ReduceProd, ReduceSum, ReduceSumSquare, Relu, Reshape, Resize,
    ReverseSequence, RoiAlign, Round, Scan, ScatterElements, ScatterND, Selu, SequenceAt, SequenceConstruct,
    SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength, Shape, Shrink, Sigmoid, Sign, Sin, Sinh, Size, Slice,
    Softmax, Softplus, Softsign, SpaceToDepth, Split, SplitToSequence, Sqrt, Squeeze, StringNormalizer, Sub, Sum, Tan,
    Tanh, TfIdfVectorizer, ThresholdedRelu, Tile, TopK, Transpose, Unique, Unsqueeze, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh", "AveragePool",
    "BatchNormalization", "BitShift", "Cast", "Ceil", "Celu", "Clip", "Compress", "Concat", "ConcatFromSequence",
    "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh", "CumSum", "DepthToSpace",
    "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear", "Einsum", "Elu", "Equal", "Erf", "Exp",
    "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements", "GatherND", "Gemm", "GlobalAveragePool",
    "GlobalLpPool", "GlobalMaxPool", "Greater", "GreaterOrEqual", "HardSigmoid", "Hardmax", "Identity", "If",
    "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM", "LeakyRelu", "Less", "LessOrEqual", "Log", "LogSoftmax",
    "Loop", "LpNormalization", "LpPool", "MatMul", "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean",
    "MeanVarianceNormalization", "Min", "Mod", "Mul", "Multinomial", "Neg", "NegativeLogLikelihoodLoss",
    "NonMaxSuppression", "NonZero", "Not", "OneHot", "Or", "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul",
    "QuantizeLinear", "RNN", "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Range",
    "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin",
    "ReduceProd", "ReduceSum", "ReduceSumSquare", "Relu", "Reshape", "Resize", "ReverseSequence", "RoiAlign", "Round",
    "Scan", "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct", "SequenceEmpty", "SequenceErase",
    "SequenceInsert", "SequenceLength", "Shape", "Shrink", "Sigmoid", "Sign", "Sin", "Sinh", "Size", "Slice", "Softmax",
    "SoftmaxCrossEntropyLoss", "Softplus", "Softsign", "SpaceToDepth", "Split", "SplitToSequence", "Sqrt", "Squeeze",
    "StringNormalizer", "Sub", "Sum", "Tan", "Tanh", "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose",
    "Unique", "Unsqueeze", "Where", "Xor",
]

@overload
def ArgMax(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], select_last_index: int = 0, keepdims: int = 1, axis: int = 0) -> INT64:
    """[ArgMax - 12](https://onnx.ai/onnx/operators/onnx__ArgMax.html#argmax-12) · ai.onnx · since opset 12

    Computes the indices of the max elements of the input tensor's element along the
    provided axis. The resulting tensor has the same rank as the input if keepdims equals 1.
    If keepdims equal 0, then the resulting tensor has the reduced dimension pruned.
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('ArgMax (version 12) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ArgMax(data: TensorType | float | Sequence[float], select_last_index: int = 0, keepdims: int = 1, axis: int = 0) -> INT64: ...
@overload
def ArgMin(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], select_last_index: int = 0, keepdims: int = 1, axis: int = 0) -> INT64:
    """[ArgMin - 12](https://onnx.ai/onnx/operators/onnx__ArgMin.html#argmin-12) · ai.onnx · since opset 12

    Computes the indices of the min elements of the input tensor's element along the
    provided axis. The resulting tensor has the same rank as the input if keepdims equals 1.
    If keepdims equal 0, then the resulting tensor has the reduced dimension pruned.
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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('ArgMin (version 12) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def ArgMin(data: TensorType | float | Sequence[float], select_last_index: int = 0, keepdims: int = 1, axis: int = 0) -> INT64: ...
def Celu(X: FLOAT | float | Sequence[float], alpha: float = 1.0) -> FLOAT:
    """[Celu - 12](https://onnx.ai/onnx/operators/onnx__Celu.html#celu-12) · ai.onnx · since opset 12

    Described at [Celu - 28](https://onnx.ai/onnx/operators/onnx__Celu.html#celu-28), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.0): The Alpha value in Celu formula which control the shape of the unit. The default value is 1.0.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT): Constrain input and output types to float32 tensors."""
_Clip_T = TypeVar("_Clip_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Clip_T_any = TypeVar("_Clip_T_any", bound=TensorType)
@overload
def Clip(input: _Clip_T | float | Sequence[float], min: _Clip_T | float | Sequence[float] | None = None, max: _Clip_T | float | Sequence[float] | None = None) -> _Clip_T:
    """[Clip - 12](https://onnx.ai/onnx/operators/onnx__Clip.html#clip-12) · ai.onnx · since opset 12

    Clip operator limits the given input within an interval. The interval is
    specified by the inputs 'min' and 'max'. They default to
    numeric_limits::lowest() and numeric_limits::max(), respectively.

    Args:
    - input (T): Input tensor whose elements to be clipped
    - min (optional T): Minimum value, under which element is replaced by min. It must be a scalar(tensor of empty shape).
    - max (optional T): Maximum value, above which element is replaced by max. It must be a scalar(tensor of empty shape).

    Returns:
    - output (T): Output tensor with clipped input elements

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('Clip (version 12) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Clip(input: _Clip_T_any | float | Sequence[float], min: _Clip_T_any | float | Sequence[float] | None = None, max: _Clip_T_any | float | Sequence[float] | None = None) -> _Clip_T_any: ...
@overload
def Constant(*, value_float: float) -> FLOAT:
    """[Constant - 12](https://onnx.ai/onnx/operators/onnx__Constant.html#constant-12) · ai.onnx · since opset 12

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
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
_Dropout_T = TypeVar("_Dropout_T", FLOAT16, FLOAT, DOUBLE)
_Dropout_T_any = TypeVar("_Dropout_T_any", bound=TensorType)
@overload
def Dropout(data: _Dropout_T | float | Sequence[float], ratio: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float] | None = None, training_mode: BOOL | bool | None = None, seed: int | None = None) -> _Dropout_T:
    """[Dropout - 12](https://onnx.ai/onnx/operators/onnx__Dropout.html#dropout-12) · ai.onnx · since opset 12

    Described at [Dropout - 22](https://onnx.ai/onnx/operators/onnx__Dropout.html#dropout-22), whose documentation is the same.

    Args:
    - data (T): The input data as Tensor.
    - ratio (optional T1): The ratio of random dropout, with value in [0, 1). If this input was not set, or if it was set to 0, the output would be a simple copy of the input. If it's non-zero, output will be a random dropout of the scaled input, which is typically the case during training. It is an optional value, if not specified it will default to 0.5.
    - training_mode (optional T2): If set to true then it indicates dropout is being used for training. It is an optional value hence unless specified explicitly, it is false. If it is false, ratio is ignored and the operation mimics inference mode where nothing will be dropped from the input data and if mask is requested as output it will contain all ones.
    - seed (int, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T): The output.
    - mask (optional T2): The output mask.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain input 'ratio' types to float tensors.
    - T2 in (BOOL): Constrain output 'mask' types to boolean tensors."""
@overload
@deprecated('Dropout (version 12) takes T as one of FLOAT16, FLOAT or DOUBLE; T1 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Dropout(data: _Dropout_T_any | float | Sequence[float], ratio: TensorType | float | Sequence[float] | None = None, training_mode: BOOL | bool | None = None, seed: int | None = None) -> _Dropout_T_any: ...
_Einsum_T = TypeVar("_Einsum_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Einsum_T_any = TypeVar("_Einsum_T_any", bound=TensorType)
@overload
def Einsum(*Inputs: _Einsum_T | float | Sequence[float], equation: str) -> _Einsum_T:
    """[Einsum - 12](https://onnx.ai/onnx/operators/onnx__Einsum.html#einsum-12) · ai.onnx · since opset 12

    Described at [Einsum - 28](https://onnx.ai/onnx/operators/onnx__Einsum.html#einsum-28), whose documentation is the same.

    Args:
    - Inputs (variadic T): Operands
    - equation (str, required): Einsum expression string.

    Returns:
    - Output (T): Output tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numerical tensor types."""
@overload
@deprecated('Einsum (version 12) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Einsum(*Inputs: _Einsum_T_any | float | Sequence[float], equation: str) -> _Einsum_T_any: ...
_GatherND_T = TypeVar("_GatherND_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_GatherND_T_any = TypeVar("_GatherND_T_any", bound=TensorType)
@overload
def GatherND(data: _GatherND_T | float | str | Sequence[float], indices: INT64 | int | Sequence[int], batch_dims: int = 0) -> _GatherND_T:
    """[GatherND - 12](https://onnx.ai/onnx/operators/onnx__GatherND.html#gathernd-12) · ai.onnx · since opset 12

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

    `Example 1`

      batch_dims = 0

      data    = [[0,1],[2,3]]   # data_shape = [2, 2]

      indices = [[0,0],[1,1]]   # indices_shape = [2, 2]

      output  = [0,3]           # output_shape = [2]

    `Example 2`

      batch_dims = 0

      data    = [[0,1],[2,3]]  # data_shape = [2, 2]

      indices = [[1],[0]]      # indices_shape = [2, 1]

      output  = [[2,3],[0,1]]  # output_shape = [2, 2]

    `Example 3`

      batch_dims = 0

      data    = [[[0,1],[2,3]],[[4,5],[6,7]]] # data_shape = [2, 2, 2]

      indices = [[0,1],[1,0]]                 # indices_shape = [2, 2]

      output  = [[2,3],[4,5]]                 # output_shape = [2, 2]

    `Example 4`

      batch_dims = 0

      data    = [[[0,1],[2,3]],[[4,5],[6,7]]] # data_shape = [2, 2, 2]

      indices = [[[0,1]],[[1,0]]]             # indices_shape = [2, 1, 2]

      output  = [[[2,3]],[[4,5]]]             # output_shape = [2, 1, 2]

    `Example 5`

      batch_dims = 1

      data    = [[[0,1],[2,3]],[[4,5],[6,7]]] # data_shape = [2, 2, 2]

      indices = [[1],[0]]             # indices_shape = [2, 1]

      output  = [[2,3],[4,5]]             # output_shape = [2, 2]

    Args:
    - data (T): Tensor of rank r >= 1.
    - indices (INT64): Tensor of rank q >= 1. All index values are expected to be within bounds [-s, s-1] along axis of size s. It is an error if any of the index values are out of bounds.
    - batch_dims (int, default 0): The number of batch dimensions. The gather of indexing starts from dimension of data[batch_dims:]

    Returns:
    - output (T): Tensor of rank q + r - indices_shape[-1] - 1.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type."""
@overload
@deprecated('GatherND (version 12) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def GatherND(data: _GatherND_T_any | float | str | Sequence[float], indices: INT64 | int | Sequence[int], batch_dims: int = 0) -> _GatherND_T_any: ...
_GreaterOrEqual_T = TypeVar("_GreaterOrEqual_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_GreaterOrEqual_T_any = TypeVar("_GreaterOrEqual_T_any", bound=TensorType)
@overload
def GreaterOrEqual(A: _GreaterOrEqual_T | float | Sequence[float], B: _GreaterOrEqual_T | float | Sequence[float]) -> BOOL:
    """[GreaterOrEqual - 12](https://onnx.ai/onnx/operators/onnx__GreaterOrEqual.html#greaterorequal-12) · ai.onnx · since opset 12

    Described at [GreaterOrEqual - 16](https://onnx.ai/onnx/operators/onnx__GreaterOrEqual.html#greaterorequal-16), whose documentation is the same.

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('GreaterOrEqual (version 12) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GreaterOrEqual(A: _GreaterOrEqual_T_any | float | Sequence[float], B: _GreaterOrEqual_T_any | float | Sequence[float]) -> BOOL: ...
_LessOrEqual_T = TypeVar("_LessOrEqual_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_LessOrEqual_T_any = TypeVar("_LessOrEqual_T_any", bound=TensorType)
@overload
def LessOrEqual(A: _LessOrEqual_T | float | Sequence[float], B: _LessOrEqual_T | float | Sequence[float]) -> BOOL:
    """[LessOrEqual - 12](https://onnx.ai/onnx/operators/onnx__LessOrEqual.html#lessorequal-12) · ai.onnx · since opset 12

    Described at [LessOrEqual - 16](https://onnx.ai/onnx/operators/onnx__LessOrEqual.html#lessorequal-16), whose documentation is the same.

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('LessOrEqual (version 12) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LessOrEqual(A: _LessOrEqual_T_any | float | Sequence[float], B: _LessOrEqual_T_any | float | Sequence[float]) -> BOOL: ...
_Max_T = TypeVar("_Max_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Max_T_any = TypeVar("_Max_T_any", bound=TensorType)
@overload
def Max(*data_0: _Max_T | float | Sequence[float]) -> _Max_T:
    """[Max - 12](https://onnx.ai/onnx/operators/onnx__Max.html#max-12) · ai.onnx · since opset 12

    Described at [Max - 13](https://onnx.ai/onnx/operators/onnx__Max.html#max-13), whose documentation is the same.

    Args:
    - data_0 (variadic T): List of tensors for max.

    Returns:
    - max (T): Output tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to numeric tensors."""
@overload
@deprecated('Max (version 12) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Max(*data_0: _Max_T_any | float | Sequence[float]) -> _Max_T_any: ...
_MaxPool_T = TypeVar("_MaxPool_T", FLOAT16, FLOAT, DOUBLE, INT8, UINT8)
_MaxPool_T_any = TypeVar("_MaxPool_T_any", bound=TensorType)
@overload
def MaxPool(X: _MaxPool_T | float | Sequence[float], storage_order: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T:
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
    - I in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('MaxPool (version 12) takes T as one of FLOAT16, FLOAT, DOUBLE, INT8 or UINT8: these element types make an invalid model')
def MaxPool(X: _MaxPool_T_any | float | Sequence[float], storage_order: int = 0, dilations: Sequence[int] | None = None, ceil_mode: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T_any: ...
_Min_T = TypeVar("_Min_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Min_T_any = TypeVar("_Min_T_any", bound=TensorType)
@overload
def Min(*data_0: _Min_T | float | Sequence[float]) -> _Min_T:
    """[Min - 12](https://onnx.ai/onnx/operators/onnx__Min.html#min-12) · ai.onnx · since opset 12

    Described at [Min - 13](https://onnx.ai/onnx/operators/onnx__Min.html#min-13), whose documentation is the same.

    Args:
    - data_0 (variadic T): List of tensors for min.

    Returns:
    - min (T): Output tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to numeric tensors."""
@overload
@deprecated('Min (version 12) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Min(*data_0: _Min_T_any | float | Sequence[float]) -> _Min_T_any: ...
_NegativeLogLikelihoodLoss_T = TypeVar("_NegativeLogLikelihoodLoss_T", FLOAT16, FLOAT, DOUBLE)
_NegativeLogLikelihoodLoss_T_any = TypeVar("_NegativeLogLikelihoodLoss_T_any", bound=TensorType)
@overload
def NegativeLogLikelihoodLoss(input: _NegativeLogLikelihoodLoss_T | float | Sequence[float], target: INT32 | INT64 | int | Sequence[int], weight: _NegativeLogLikelihoodLoss_T | float | Sequence[float] | None = None, ignore_index: int | None = None, reduction: str = 'mean') -> _NegativeLogLikelihoodLoss_T:
    """[NegativeLogLikelihoodLoss - 12](https://onnx.ai/onnx/operators/onnx__NegativeLogLikelihoodLoss.html#negativeloglikelihoodloss-12) · ai.onnx · since opset 12

    A NegativeLogLikelihoodLoss operator computes (weighted) negative log likelihood loss.
    Its "input" tensor has the shape of (N, C, d1, d2, ..., dk) where k >= 0.
    The "input" tensor contains log-probabilities for input[n, :, d_1, d_2,..., d_k] being in a class of [0, C).
    The operator's "target" input tensor has the shape of (N, d1, d2, ..., dk). It encodes class labels (one of C classes)
    or it may contain a special value (indicated by an attribute ignore_index) for N x d1 x d2 x ... x dk samples.
    The loss value for input[n, :, d_1, d_2,...d_k] being classified as class c = target[n][d_1][d_2]...[d_k] is computed as:
        loss[n][d_1][d_2]...[d_k] = -input[n][c][d_1][d_2]...[d_k].
    When an optional "weight" is provided, the sample loss is calculated as:
        loss[n][d_1][d_2]...[d_k] = -input[n][c][d_1][d_2]...[d_k] * weight[c].
    loss is zero for the case when target-value equals ignore_index.

        loss[n][d_1][d_2]...[d_k] = 0, when target[n][d_1][d_2]...[d_k] = ignore_index
    If "reduction" attribute is set to "none", the operator's output will be the above loss with shape (N, d1, d2, ..., dk).
    If "reduction" attribute is set to "mean" (the default attribute value), the output loss is (weight) averaged:
        mean(loss), if "weight" is not provided,
    or if weight is provided,
        sum(loss) / sum(weight[target[n][d_1][d_2]...[d_k]]]), for all samples.
    If "reduction" attribute is set to "sum", the output is a scalar:
        sum(loss).
    See also https://pytorch.org/docs/stable/nn.html#torch.nn.NLLLoss.
    Example 1:
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
    Example 2:
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
    Example 3:
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
    - Tind in (INT32, INT64): Constrain target to integer types"""
@overload
@deprecated('NegativeLogLikelihoodLoss (version 12) takes T as one of FLOAT16, FLOAT or DOUBLE; Tind as one of INT32 or INT64: these element types make an invalid model')
def NegativeLogLikelihoodLoss(input: _NegativeLogLikelihoodLoss_T_any | float | Sequence[float], target: TensorType | int | Sequence[int], weight: _NegativeLogLikelihoodLoss_T_any | float | Sequence[float] | None = None, ignore_index: int | None = None, reduction: str = 'mean') -> _NegativeLogLikelihoodLoss_T_any: ...
_Pow_T = TypeVar("_Pow_T", INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Pow_T_any = TypeVar("_Pow_T_any", bound=TensorType)
@overload
def Pow(X: _Pow_T | float | Sequence[float], Y: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | float | Sequence[float]) -> _Pow_T:
    """[Pow - 12](https://onnx.ai/onnx/operators/onnx__Pow.html#pow-12) · ai.onnx · since opset 12

    Described at [Pow - 15](https://onnx.ai/onnx/operators/onnx__Pow.html#pow-15), whose documentation is the same.

    Args:
    - X (T): First operand, base of the exponent.
    - Y (T1): Second operand, power of the exponent.

    Returns:
    - Z (T): Output tensor.

    Type constraints:
    - T in (INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input X and output types to float/int tensors.
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input Y types to float/int tensors."""
@overload
@deprecated('Pow (version 12) takes T as one of INT32, INT64, FLOAT16, FLOAT or DOUBLE; T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Pow(X: _Pow_T_any | float | Sequence[float], Y: TensorType | float | Sequence[float]) -> _Pow_T_any: ...
_ReduceMax_T = TypeVar("_ReduceMax_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, UINT8, INT8)
_ReduceMax_T_any = TypeVar("_ReduceMax_T_any", bound=TensorType)
@overload
def ReduceMax(data: _ReduceMax_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMax_T:
    """[ReduceMax - 12](https://onnx.ai/onnx/operators/onnx__ReduceMax.html#reducemax-12) · ai.onnx · since opset 12

    Computes the max of the input tensor's element along the provided axes. The resulting
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
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, UINT8, INT8): Constrain input and output types to high-precision and 8 bit numeric tensors."""
@overload
@deprecated('ReduceMax (version 12) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, UINT8 or INT8: these element types make an invalid model')
def ReduceMax(data: _ReduceMax_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMax_T_any: ...
_ReduceMin_T = TypeVar("_ReduceMin_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, UINT8, INT8)
_ReduceMin_T_any = TypeVar("_ReduceMin_T_any", bound=TensorType)
@overload
def ReduceMin(data: _ReduceMin_T | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMin_T:
    """[ReduceMin - 12](https://onnx.ai/onnx/operators/onnx__ReduceMin.html#reducemin-12) · ai.onnx · since opset 12

    Computes the min of the input tensor's element along the provided axes. The resulting
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
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, UINT8, INT8): Constrain input and output types to high-precision and 8 bit numeric tensors."""
@overload
@deprecated('ReduceMin (version 12) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, UINT8 or INT8: these element types make an invalid model')
def ReduceMin(data: _ReduceMin_T_any | float | Sequence[float], keepdims: int = 1, axes: Sequence[int] | None = None) -> _ReduceMin_T_any: ...
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
_SoftmaxCrossEntropyLoss_T = TypeVar("_SoftmaxCrossEntropyLoss_T", FLOAT16, FLOAT, DOUBLE)
_SoftmaxCrossEntropyLoss_T_any = TypeVar("_SoftmaxCrossEntropyLoss_T_any", bound=TensorType)
@overload
def SoftmaxCrossEntropyLoss(scores: _SoftmaxCrossEntropyLoss_T | float | Sequence[float], labels: INT32 | INT64 | int | Sequence[int], weights: _SoftmaxCrossEntropyLoss_T | float | Sequence[float] | None = None, ignore_index: int | None = None, reduction: str = 'mean') -> _SoftmaxCrossEntropyLoss_T:
    """[SoftmaxCrossEntropyLoss - 12](https://onnx.ai/onnx/operators/onnx__SoftmaxCrossEntropyLoss.html#softmaxcrossentropyloss-12) · ai.onnx · since opset 12

    Loss function that measures the softmax cross entropy
    between 'scores' and 'labels'.
    This operator first computes a loss tensor whose shape is identical to the labels input.
    If the input is 2-D with shape (N, C), the loss tensor may be a N-element vector L = (l_1, l_2, ..., l_N).
    If the input is N-D tensor with shape (N, C, D1, D2, ..., Dk),
    the loss tensor L may have (N, D1, D2, ..., Dk) as its shape and L[i,][j_1][j_2]...[j_k] denotes a scalar element in L.
    After L is available, this operator can optionally do a reduction operator.

    shape(scores): (N, C) where C is the number of classes, or (N, C, D1, D2,..., Dk),
            with K >= 1 in case of K-dimensional loss.
    shape(labels): (N) where each value is 0 <= labels[i] <= C-1, or (N, D1, D2,..., Dk),
            with K >= 1 in case of K-dimensional loss.

    The loss for one sample, l_i, can calculated as follows:
        l[i][d1][d2]...[dk] = -y[i][c][d1][d2]..[dk], where i is the index of classes.
    or
        l[i][d1][d2]...[dk] = -y[i][c][d1][d2]..[dk] * weights[c], if 'weights' is provided.

    loss is zero for the case when label-value equals ignore_index.
        l[i][d1][d2]...[dk]  = 0, when labels[n][d1][d2]...[dk] = ignore_index

    where:
        p = Softmax(scores)
        y = Log(p)
        c = labels[i][d1][d2]...[dk]

    Finally, L is optionally reduced:
    If reduction = 'none', the output is L with shape (N, D1, D2, ..., Dk).
    If reduction = 'sum', the output is scalar: Sum(L).
    If reduction = 'mean', the output is scalar: ReduceMean(L), or if weight is provided: ReduceSum(L) / ReduceSum(W),
    where tensor W is of shape (N, D1, D2, ..., Dk) and W[n][d1][d2]...[dk] = weights[labels[i][d1][d2]...[dk]].

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
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - Tind in (INT32, INT64): Constrain target to integer types"""
@overload
@deprecated('SoftmaxCrossEntropyLoss (version 12) takes T as one of FLOAT16, FLOAT or DOUBLE; Tind as one of INT32 or INT64: these element types make an invalid model')
def SoftmaxCrossEntropyLoss(scores: _SoftmaxCrossEntropyLoss_T_any | float | Sequence[float], labels: TensorType | int | Sequence[int], weights: _SoftmaxCrossEntropyLoss_T_any | float | Sequence[float] | None = None, ignore_index: int | None = None, reduction: str = 'mean') -> _SoftmaxCrossEntropyLoss_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
