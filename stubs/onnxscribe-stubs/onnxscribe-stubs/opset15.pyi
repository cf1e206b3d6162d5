"""ai.onnx opset 15: the operators new at 15, the others from opset14 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType, TypeSpec
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, TensorType,
)
from onnxscribe.opset14 import (
    Abs, Acos, Acosh, Add, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, AveragePool, BitShift, Cast, Ceil, Celu, Clip,
    Compress, Concat, ConcatFromSequence, Constant, ConstantOfShape, Conv, ConvInteger, ConvTranspose, Cos, Cosh,
    CumSum, DepthToSpace, DequantizeLinear, Det, Div, Dropout, DynamicQuantizeLinear, Einsum, Elu, Equal, Erf, Exp,
    Expand, EyeLike, Flatten, Floor, GRU, Gather, GatherElements, GatherND, Gemm, GlobalAveragePool, GlobalLpPool,
    GlobalMaxPool, Greater, GreaterOrEqual, HardSigmoid, HardSwish, Hardmax, Identity, If, InstanceNormalization, IsInf,
    IsNaN, LRN, LSTM, LeakyRelu, Less, LessOrEqual, Log, LogSoftmax, Loop, LpNormalization, LpPool, MatMul,
    MatMulInteger, Max, MaxPool, MaxRoiPool, MaxUnpool, Mean, MeanVarianceNormalization, Min, Mod, Mul, Multinomial,
    Neg, NegativeLogLikelihoodLoss, NonMaxSuppression, NonZero, Not, OneHot, Or, PRelu, Pad, QLinearConv, QLinearMatMul,
    QuantizeLinear, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Range, Reciprocal, ReduceL1,
    ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare,
    Relu, Reshape, Resize, ReverseSequence, RoiAlign, Round, Scan, ScatterElements, ScatterND, Selu, SequenceAt,
    SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength, Shrink, Sigmoid, Sign, Sin, Sinh,
    Size, Slice, Softmax, SoftmaxCrossEntropyLoss, Softplus, Softsign, SpaceToDepth, Split, SplitToSequence, Sqrt,
    Squeeze, StringNormalizer, Sub, Sum, Tan, Tanh, TfIdfVectorizer, ThresholdedRelu, Tile, TopK, Transpose, Trilu,
    Unique, Unsqueeze, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh", "AveragePool",
    "BatchNormalization", "Bernoulli", "BitShift", "Cast", "CastLike", "Ceil", "Celu", "Clip", "Compress", "Concat",
    "ConcatFromSequence", "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh",
    "CumSum", "DepthToSpace", "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear", "Einsum", "Elu",
    "Equal", "Erf", "Exp", "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements", "GatherND",
    "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool", "Greater", "GreaterOrEqual", "HardSigmoid",
    "HardSwish", "Hardmax", "Identity", "If", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM", "LeakyRelu",
    "Less", "LessOrEqual", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul", "MatMulInteger", "Max",
    "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean", "MeanVarianceNormalization", "Min", "Mod", "Mul", "Multinomial",
    "Neg", "NegativeLogLikelihoodLoss", "NonMaxSuppression", "NonZero", "Not", "OneHot", "Optional",
    "OptionalGetElement", "OptionalHasElement", "Or", "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul",
    "QuantizeLinear", "RNN", "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Range",
    "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin",
    "ReduceProd", "ReduceSum", "ReduceSumSquare", "Relu", "Reshape", "Resize", "ReverseSequence", "RoiAlign", "Round",
    "Scan", "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct", "SequenceEmpty", "SequenceErase",
    "SequenceInsert", "SequenceLength", "Shape", "Shrink", "Sigmoid", "Sign", "Sin", "Sinh", "Size", "Slice", "Softmax",
    "SoftmaxCrossEntropyLoss", "Softplus", "Softsign", "SpaceToDepth", "Split", "SplitToSequence", "Sqrt", "Squeeze",
    "StringNormalizer", "Sub", "Sum", "Tan", "Tanh", "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose",
    "Trilu", "Unique", "Unsqueeze", "Where", "Xor",
]

_BatchNormalization_T = TypeVar("_BatchNormalization_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_BatchNormalization_T1 = TypeVar("_BatchNormalization_T1", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_BatchNormalization_T2 = TypeVar("_BatchNormalization_T2", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_BatchNormalization_T_any = TypeVar("_BatchNormalization_T_any", bound=TensorType)
_BatchNormalization_T1_any = TypeVar("_BatchNormalization_T1_any", bound=TensorType)
_BatchNormalization_T2_any = TypeVar("_BatchNormalization_T2_any", bound=TensorType)
@overload
def BatchNormalization(X: _BatchNormalization_T | float | Sequence[float], scale: _BatchNormalization_T1 | float | Sequence[float], B: _BatchNormalization_T1 | float | Sequence[float], input_mean: _BatchNormalization_T2 | float | Sequence[float], input_var: _BatchNormalization_T2 | float | Sequence[float], training_mode: int = 0, momentum: float = 0.9, epsilon: float = 1e-05) -> _BatchNormalization_T:
    """[BatchNormalization - 15](https://onnx.ai/onnx/operators/onnx__BatchNormalization.html#batchnormalization-15) · ai.onnx · since opset 15

    Carries out batch normalization as described in the paper
    https://arxiv.org/abs/1502.03167. Depending on the mode it is being run,
    There are five required inputs 'X', 'scale', 'B', 'input_mean' and
    'input_var'.
    Note that 'input_mean' and 'input_var' are expected to be the estimated
    statistics in inference mode (training_mode=False, default),
    and the running statistics in training mode (training_mode=True).
    There are multiple cases for the number of outputs, which we list below:

    * Output case #1: Y, running_mean, running_var (training_mode=True)
    * Output case #2: Y (training_mode=False)

    When training_mode=False, extra outputs are invalid.
    The outputs are updated as follows when training_mode=True:
    ```
    running_mean = input_mean * momentum + current_mean * (1 - momentum)
    running_var = input_var * momentum + current_var * (1 - momentum)

    Y = (X - current_mean) / sqrt(current_var + epsilon) * scale + B
    ```
    where:
    ```
    current_mean = ReduceMean(X, axis=all_except_channel_index)
    current_var =  ReduceVar(X, axis=all_except_channel_index)
    ```
    Notice that `ReduceVar` refers to the population variance, and it equals to
    `sum(sqrd(x_i - x_avg)) / N`
    where `N` is the population size (this formula does not use sample size `N - 1`).

    The computation of ReduceMean and ReduceVar uses float to avoid overflow for float16 inputs.

    When training_mode=False:
    ```
    Y = (X - input_mean) / sqrt(input_var + epsilon) * scale + B
    ```

    For previous (depreciated) non-spatial cases, implementors are suggested
    to flatten the input shape to (N x C * D1 * D2 * ... * Dn) before a BatchNormalization Op.
    This operator has optional inputs/outputs. See [the doc](https://github.com/onnx/onnx/blob/main/docs/IR.md) for more details about the representation of optional arguments. An empty string may be used in the place of an actual argument's name to indicate a missing argument. Trailing optional arguments (those not followed by an argument that is present) may also be simply omitted.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size, C is the number of channels. Statistics are computed for every channel of C over N and D1 to Dn dimensions. For image data, input dimensions become (N x C x H x W). The op also accepts single dimension input of size N in which case C is assumed to be 1
    - scale (T1): Scale tensor of shape (C).
    - B (T1): Bias tensor of shape (C).
    - input_mean (T2): running (training) or estimated (testing) mean tensor of shape (C).
    - input_var (T2): running (training) or estimated (testing) variance tensor of shape (C).
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero.
    - momentum (float, default 0.9): Factor used in computing the running mean and variance.e.g., running_mean = running_mean * momentum + mean * (1 - momentum).
    - training_mode (int, default 0): If set to true, it indicates BatchNormalization is being used for training, and outputs 1 and 2 are to be computed.

    Returns:
    - Y (T): The output tensor of the same shape as X
    - running_mean (optional T2): The running mean after the BatchNormalization operator.
    - running_var (optional T2): The running variance after the BatchNormalization operator. This op uses the population size (N) for calculating variance, and not the sample size N-1.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors.
    - T1 in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain scale and bias types to float tensors.
    - T2 in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain mean and variance types to float tensors."""
@overload
@deprecated('BatchNormalization (version 15) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16; T1 as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16; T2 as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def BatchNormalization(X: _BatchNormalization_T_any | float | Sequence[float], scale: _BatchNormalization_T1_any | float | Sequence[float], B: _BatchNormalization_T1_any | float | Sequence[float], input_mean: _BatchNormalization_T2_any | float | Sequence[float], input_var: _BatchNormalization_T2_any | float | Sequence[float], training_mode: int = 0, momentum: float = 0.9, epsilon: float = 1e-05) -> _BatchNormalization_T_any: ...
_Bernoulli_T1_same = TypeVar("_Bernoulli_T1_same", FLOAT16, FLOAT, DOUBLE)
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.FLOAT16], seed: float | None = None) -> FLOAT16:
    """[Bernoulli - 15](https://onnx.ai/onnx/operators/onnx__Bernoulli.html#bernoulli-15) · ai.onnx · since opset 15

    Described at [Bernoulli - 22](https://onnx.ai/onnx/operators/onnx__Bernoulli.html#bernoulli-22), whose documentation is the same.

    Args:
    - input (T1): All values in input have to be in the range:[0, 1].
    - dtype (int, optional): The data type for the elements of the output tensor. if not specified, we will use the data type of the input tensor.
    - seed (float, optional): (Optional) Seed to the random generator, if not specified we will auto generate one.

    Returns:
    - output (T2): The returned output tensor only has values 0 or 1, same shape as input tensor.

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain input types to float tensors.
    - T2 in (FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BOOL): Constrain output types to all numeric tensors and bool tensors."""
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.FLOAT], seed: float | None = None) -> FLOAT: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.DOUBLE], seed: float | None = None) -> DOUBLE: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.BFLOAT16], seed: float | None = None) -> BFLOAT16: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.UINT8], seed: float | None = None) -> UINT8: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.UINT16], seed: float | None = None) -> UINT16: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.UINT32], seed: float | None = None) -> UINT32: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.UINT64], seed: float | None = None) -> UINT64: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT8], seed: float | None = None) -> INT8: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT16], seed: float | None = None) -> INT16: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT32], seed: float | None = None) -> INT32: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.INT64], seed: float | None = None) -> INT64: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: Literal[DataType.BOOL], seed: float | None = None) -> BOOL: ...
@overload
def Bernoulli(input: _Bernoulli_T1_same | float | Sequence[float], *, seed: float | None = None) -> _Bernoulli_T1_same: ...
@overload
def Bernoulli(input: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], dtype: int | None = None, seed: float | None = None) -> Any: ...
@overload
@deprecated('Bernoulli (version 15) takes T1 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Bernoulli(input: TensorType | float | Sequence[float], dtype: int | None = None, seed: float | None = None) -> Any: ...
_CastLike_T2 = TypeVar("_CastLike_T2", FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16)
_CastLike_T2_any = TypeVar("_CastLike_T2_any", bound=TensorType)
@overload
def CastLike(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | STRING | BFLOAT16 | float | Sequence[float], target_type: _CastLike_T2 | float | str | Sequence[float]) -> _CastLike_T2:
    """[CastLike - 15](https://onnx.ai/onnx/operators/onnx__CastLike.html#castlike-15) · ai.onnx · since opset 15

    Described at [CastLike - 25](https://onnx.ai/onnx/operators/onnx__CastLike.html#castlike-25), whose documentation is the same.

    Args:
    - input (T1): Input tensor to be cast.
    - target_type (T2): The (first) input tensor will be cast to produce a tensor of the same type as this (second input) tensor.

    Returns:
    - output (T2): Output tensor produced by casting the first input tensor to have the same type as the second input tensor.

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16): Constrain input types. Casting from complex is not supported.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING, BFLOAT16): Constrain output types. Casting to complex is not supported."""
@overload
@deprecated('CastLike (version 15) takes T1 as one of FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING or BFLOAT16; T2 as one of FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, STRING or BFLOAT16: these element types make an invalid model')
def CastLike(input: TensorType | float | Sequence[float], target_type: _CastLike_T2_any | float | str | Sequence[float]) -> _CastLike_T2_any: ...
@overload
def Optional(input: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | Sequence[UINT8] | Sequence[UINT16] | Sequence[UINT32] | Sequence[UINT64] | Sequence[INT8] | Sequence[INT16] | Sequence[INT32] | Sequence[INT64] | Sequence[FLOAT16] | Sequence[FLOAT] | Sequence[DOUBLE] | Sequence[STRING] | Sequence[BOOL] | Sequence[COMPLEX64] | Sequence[COMPLEX128] | float | str | Sequence[float] | None = None, type: TypeSpec | None = None) -> Any:
    """[Optional - 15](https://onnx.ai/onnx/operators/onnx__Optional.html#optional-15) · ai.onnx · since opset 15

    Described at [Optional - 28](https://onnx.ai/onnx/operators/onnx__Optional.html#optional-28), whose documentation is the same.

    Args:
    - input (optional V): The input element.
    - type (TypeSpec, optional): Type of the element in the optional output

    Returns:
    - output (O): The optional output enclosing the input element.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain input type to all tensor and sequence types.
    - O in (Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128]): Constrain output type to all optional tensor or optional sequence types."""
@overload
@deprecated('Optional (version 15) takes V as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Optional(input: TensorType | Sequence[TensorType] | float | str | Sequence[float] | None = None, type: TypeSpec | None = None) -> Any: ...
def OptionalGetElement(input: Sequence[UINT8] | Sequence[UINT16] | Sequence[UINT32] | Sequence[UINT64] | Sequence[INT8] | Sequence[INT16] | Sequence[INT32] | Sequence[INT64] | Sequence[FLOAT16] | Sequence[FLOAT] | Sequence[DOUBLE] | Sequence[STRING] | Sequence[BOOL] | Sequence[COMPLEX64] | Sequence[COMPLEX128] | UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | None) -> Any:
    """[OptionalGetElement - 15](https://onnx.ai/onnx/operators/onnx__OptionalGetElement.html#optionalgetelement-15) · ai.onnx · since opset 15

    Outputs the element in the optional-type input. It is an error if the input value does not have an element
    and the behavior is undefined in this case.

    Args:
    - input (O): The optional input.

    Returns:
    - output (V): Output element in the optional input.

    Type constraints:
    - O in (Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128]): Constrain input type to optional tensor and optional sequence types.
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain output type to all tensor or sequence types."""
def OptionalHasElement(input: Sequence[UINT8] | Sequence[UINT16] | Sequence[UINT32] | Sequence[UINT64] | Sequence[INT8] | Sequence[INT16] | Sequence[INT32] | Sequence[INT64] | Sequence[FLOAT16] | Sequence[FLOAT] | Sequence[DOUBLE] | Sequence[STRING] | Sequence[BOOL] | Sequence[COMPLEX64] | Sequence[COMPLEX128] | UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | None) -> BOOL:
    """[OptionalHasElement - 15](https://onnx.ai/onnx/operators/onnx__OptionalHasElement.html#optionalhaselement-15) · ai.onnx · since opset 15

    Returns true if the optional-type input contains an element. If it is an empty optional-type, this op returns false.

    Args:
    - input (O): The optional input.

    Returns:
    - output (B): A scalar boolean tensor. If true, it indicates that optional-type input contains an element. Otherwise, it is empty.

    Type constraints:
    - O in (Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128]): Constrain input type to optional tensor and optional sequence types.
    - B in (BOOL): Constrain output to a boolean tensor."""
_Pow_T = TypeVar("_Pow_T", INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Pow_T_any = TypeVar("_Pow_T_any", bound=TensorType)
@overload
def Pow(X: _Pow_T | float | Sequence[float], Y: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | BFLOAT16 | float | Sequence[float]) -> _Pow_T:
    """[Pow - 15](https://onnx.ai/onnx/operators/onnx__Pow.html#pow-15) · ai.onnx · since opset 15

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
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input Y types to float/int tensors."""
@overload
@deprecated('Pow (version 15) takes T as one of INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16; T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Pow(X: _Pow_T_any | float | Sequence[float], Y: TensorType | float | Sequence[float]) -> _Pow_T_any: ...
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
@overload
def Shape(data: UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float], end: int | None = None, start: int = 0) -> INT64:
    """[Shape - 15](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-15) · ai.onnx · since opset 15

    Described at [Shape - 25](https://onnx.ai/onnx/operators/onnx__Shape.html#shape-25), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - end (int, optional): (Optional) Ending axis for slicing the shape. Negative value means counting dimensions from the back. If omitted, sizes of all axes upto (including) the last one will be included.
    - start (int, default 0): (Optional) Starting axis for slicing the shape. Default value is 0.Negative value means counting dimensions from the back.

    Returns:
    - shape (T1): Shape of the input tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input tensor can be of arbitrary type.
    - T1 in (INT64): Constrain output to int64 tensor."""
@overload
@deprecated('Shape (version 15) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Shape(data: TensorType | float | str | Sequence[float], end: int | None = None, start: int = 0) -> INT64: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
