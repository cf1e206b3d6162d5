"""ai.onnx opset 16: the operators new at 16, the others from opset15 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import GraphBody
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, TensorType,
)
from onnxscribe.opset15 import (
    Abs, Acos, Acosh, Add, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, AveragePool, BatchNormalization, Bernoulli,
    BitShift, Cast, CastLike, Ceil, Celu, Clip, Compress, Concat, ConcatFromSequence, Constant, ConstantOfShape, Conv,
    ConvInteger, ConvTranspose, Cos, Cosh, CumSum, DepthToSpace, DequantizeLinear, Det, Div, Dropout,
    DynamicQuantizeLinear, Einsum, Elu, Equal, Erf, Exp, Expand, EyeLike, Flatten, Floor, GRU, Gather, GatherElements,
    GatherND, Gemm, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater, HardSigmoid, HardSwish, Hardmax,
    InstanceNormalization, IsInf, IsNaN, LRN, LSTM, Less, Log, LogSoftmax, LpNormalization, LpPool, MatMul,
    MatMulInteger, Max, MaxPool, MaxRoiPool, MaxUnpool, Mean, MeanVarianceNormalization, Min, Mod, Mul, Multinomial,
    Neg, NegativeLogLikelihoodLoss, NonMaxSuppression, NonZero, Not, OneHot, Optional, OptionalGetElement,
    OptionalHasElement, Or, Pad, Pow, QLinearConv, QLinearMatMul, QuantizeLinear, RNN, RandomNormal, RandomNormalLike,
    RandomUniform, RandomUniformLike, Range, Reciprocal, ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax,
    ReduceMean, ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare, Relu, Reshape, Resize, ReverseSequence, Round, Selu,
    SequenceAt, SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength, Shape, Shrink, Sigmoid,
    Sign, Sin, Sinh, Size, Slice, Softmax, SoftmaxCrossEntropyLoss, Softplus, Softsign, SpaceToDepth, Split,
    SplitToSequence, Sqrt, Squeeze, StringNormalizer, Sub, Sum, Tan, Tanh, TfIdfVectorizer, ThresholdedRelu, Tile, TopK,
    Transpose, Trilu, Unique, Unsqueeze, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh", "AveragePool",
    "BatchNormalization", "Bernoulli", "BitShift", "Cast", "CastLike", "Ceil", "Celu", "Clip", "Compress", "Concat",
    "ConcatFromSequence", "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh",
    "CumSum", "DepthToSpace", "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear", "Einsum", "Elu",
    "Equal", "Erf", "Exp", "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements", "GatherND",
    "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool", "Greater", "GreaterOrEqual", "GridSample",
    "HardSigmoid", "HardSwish", "Hardmax", "Identity", "If", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM",
    "LeakyRelu", "Less", "LessOrEqual", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul",
    "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean", "MeanVarianceNormalization", "Min", "Mod",
    "Mul", "Multinomial", "Neg", "NegativeLogLikelihoodLoss", "NonMaxSuppression", "NonZero", "Not", "OneHot",
    "Optional", "OptionalGetElement", "OptionalHasElement", "Or", "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul",
    "QuantizeLinear", "RNN", "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Range",
    "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin",
    "ReduceProd", "ReduceSum", "ReduceSumSquare", "Relu", "Reshape", "Resize", "ReverseSequence", "RoiAlign", "Round",
    "Scan", "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct", "SequenceEmpty", "SequenceErase",
    "SequenceInsert", "SequenceLength", "Shape", "Shrink", "Sigmoid", "Sign", "Sin", "Sinh", "Size", "Slice", "Softmax",
    "SoftmaxCrossEntropyLoss", "Softplus", "Softsign", "SpaceToDepth", "Split", "SplitToSequence", "Sqrt", "Squeeze",
    "StringNormalizer", "Sub", "Sum", "Tan", "Tanh", "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose",
    "Trilu", "Unique", "Unsqueeze", "Where", "Xor",
]

_GreaterOrEqual_T = TypeVar("_GreaterOrEqual_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_GreaterOrEqual_T_any = TypeVar("_GreaterOrEqual_T_any", bound=TensorType)
@overload
def GreaterOrEqual(A: _GreaterOrEqual_T | float | Sequence[float], B: _GreaterOrEqual_T | float | Sequence[float]) -> BOOL:
    """[GreaterOrEqual - 16](https://onnx.ai/onnx/operators/onnx__GreaterOrEqual.html#greaterorequal-16) · ai.onnx · since opset 16

    Returns the tensor resulted from performing the `greater_equal` logical operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('GreaterOrEqual (version 16) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def GreaterOrEqual(A: _GreaterOrEqual_T_any | float | Sequence[float], B: _GreaterOrEqual_T_any | float | Sequence[float]) -> BOOL: ...
_GridSample_T1 = TypeVar("_GridSample_T1", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_GridSample_T1_any = TypeVar("_GridSample_T1_any", bound=TensorType)
@overload
def GridSample(X: _GridSample_T1 | float | str | Sequence[float], grid: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], align_corners: int = 0, padding_mode: str = 'zeros', mode: str = 'bilinear') -> _GridSample_T1:
    """[GridSample - 16](https://onnx.ai/onnx/operators/onnx__GridSample.html#gridsample-16) · ai.onnx · since opset 16

    Given an input `X` and a flow-field `grid`, computes the output `Y` using `X` values and pixel locations from `grid`.
    Currently, only spatial (4-D) inputs are supported. For input `X` with shape (N, C, H, W) and `grid` with shape (N, H_out, W_out, 2),
    the output `Y` will have shape (N, C, H_out, W_out).

    The tensor `X` contains values at centers of square pixels in a H by W 2-dimensional image.
    The tensor `grid` describes normalized positions where the output `Y` is to be computed
    using a specified interpolation method (the mode) and a padding mode (for grid positions falling outside the 2-dimensional image).

    Elements in `grid[N, H_out, W_out]` are size-2 vectors specifying positions in the 2-dimensional space of `X`.
    They are used to interpolate output values of `Y[N, C, H_out, W_out]`.

    The GridSample operator is often used in doing grid generator and sampler in the [Spatial Transformer Networks](https://arxiv.org/abs/1506.02025).
    See also in [torch.nn.functional.grid_sample](https://pytorch.org/docs/master/generated/torch.nn.functional.grid_sample.html#torch-nn-functional-grid-sample).

    Args:
    - X (T1): 4-D tensor of shape (N, C, H, W), where N is the batch size, C is the numbers of channels, H and W are the height and width of the input data.
    - grid (T2): Input offset, 4-D tensor of shape (N, H_out, W_out, 2), where H_out and W_out are the height and width of grid and output, Grid specifies the sampling pixel locations normalized by the input spatial dimensions. Therefore, it should have most values in the range of [-1, 1]. If grid has values outside the range of [-1, 1], the corresponding outputs will be handled as defined by padding_mode.
    - align_corners (int, default 0): If align_corners=1, the extrema (-1 and 1) are considered as referring to the center points of the input's corner pixels. If align_corners=0, they are instead considered as referring to the corner points of the input's corner pixels, making the sampling more resolution agnostic.
    - mode (str, default 'bilinear'): Three interpolation modes: bilinear (default), nearest and bicubic.
    - padding_mode (str, default 'zeros'): Support padding modes for outside grid values: `zeros`(default), `border`, `reflection`. zeros: use 0 for out-of-bound grid locations, border: use border values for out-of-bound grid locations, reflection: use values at locations reflected by the border for out-of-bound grid locations. If index 0 represents the margin pixel, the reflected value at index -1 will be the same as the value at index 1. For location far away from the border, it will keep being reflected until becoming in bound. If pixel location x = -3.5 reflects by border -1 and becomes x' = 1.5, then reflects by border 1 and becomes x'' = 0.5.

    Returns:
    - Y (T1): 4-D tensor of shape (N, C, H_out, W_out) of sampled values. For integer input types, intermediate values are computed as floating point and cast to integer at the end.

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input `X` and output `Y` types to all tensor types.
    - T2 in (FLOAT16, FLOAT, DOUBLE): Constrain grid types to float tensors."""
@overload
@deprecated('GridSample (version 16) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; T2 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GridSample(X: _GridSample_T1_any | float | str | Sequence[float], grid: TensorType | float | Sequence[float], align_corners: int = 0, padding_mode: str = 'zeros', mode: str = 'bilinear') -> _GridSample_T1_any: ...
_Identity_V = TypeVar("_Identity_V", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Sequence[UINT8] | None, Sequence[UINT16] | None, Sequence[UINT32] | None, Sequence[UINT64] | None, Sequence[INT8] | None, Sequence[INT16] | None, Sequence[INT32] | None, Sequence[INT64] | None, Sequence[FLOAT16] | None, Sequence[FLOAT] | None, Sequence[DOUBLE] | None, Sequence[STRING] | None, Sequence[BOOL] | None, Sequence[COMPLEX64] | None, Sequence[COMPLEX128] | None, UINT8 | None, UINT16 | None, UINT32 | None, UINT64 | None, INT8 | None, INT16 | None, INT32 | None, INT64 | None, FLOAT16 | None, FLOAT | None, DOUBLE | None, STRING | None, BOOL | None, COMPLEX64 | None, COMPLEX128 | None)
_Identity_V_any = TypeVar("_Identity_V_any", bound=TensorType | Sequence[TensorType] | None)
@overload
def Identity(input: _Identity_V | float | str | Sequence[float]) -> _Identity_V:
    """[Identity - 16](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-16) · ai.onnx · since opset 16

    Described at [Identity - 25](https://onnx.ai/onnx/operators/onnx__Identity.html#identity-25), whose documentation is the same.

    Args:
    - input (V): Input tensor

    Returns:
    - output (V): Tensor to copy input into.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128]): Constrain input and output types to all tensor, sequence, and optional types."""
@overload
@deprecated('Identity (version 16) takes V as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Identity(input: _Identity_V_any | float | str | Sequence[float]) -> _Identity_V_any: ...
def If(cond: BOOL | bool, else_branch: GraphBody, then_branch: GraphBody) -> Any:
    """[If - 16](https://onnx.ai/onnx/operators/onnx__If.html#if-16) · ai.onnx · since opset 16

    Described at [If - 25](https://onnx.ai/onnx/operators/onnx__If.html#if-25), whose documentation is the same.

    Args:
    - cond (B): Condition for the if. The tensor must contain a single element.
    - else_branch (GraphBody, required): Graph to run if condition is false. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the then_branch.
    - then_branch (GraphBody, required): Graph to run if condition is true. Has N outputs: values you wish to be live-out to the enclosing scope. The number of outputs must match the number of outputs in the else_branch.

    Returns:
    - outputs (variadic V): Values that are live-out to the enclosing scope. The return values in the `then_branch` and `else_branch` must be of the same data type. The `then_branch` and `else_branch` may produce tensors with the same element type and different shapes. If corresponding outputs from the then-branch and the else-branch have static shapes S1 and S2, then the shape of the corresponding output variable of the if-node (if present) must be compatible with both S1 and S2 as it represents the union of both possible shapes.For example, if in a model file, the first output of `then_branch` is typed float tensor with shape [2] and the first output of `else_branch` is another float tensor with shape [3], If's first output should have (a) no shape set, or (b) a shape of rank 1 with neither `dim_value` nor `dim_param` set, or (c) a shape of rank 1 with a unique `dim_param`. In contrast, the first output cannot have the shape [2] since [2] and [3] are not compatible.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128]): All Tensor, Sequence(Tensor), Optional(Tensor), and Optional(Sequence(Tensor)) types up to IRv4.
    - B in (BOOL): Only bool"""
_LeakyRelu_T = TypeVar("_LeakyRelu_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_LeakyRelu_T_any = TypeVar("_LeakyRelu_T_any", bound=TensorType)
@overload
def LeakyRelu(X: _LeakyRelu_T | float | Sequence[float], alpha: float = 0.01) -> _LeakyRelu_T:
    """[LeakyRelu - 16](https://onnx.ai/onnx/operators/onnx__LeakyRelu.html#leakyrelu-16) · ai.onnx · since opset 16

    LeakyRelu takes input data (Tensor<T>) and an argument alpha, and produces one
    output data (Tensor<T>) where the function `f(x) = alpha * x for x < 0`,
    `f(x) = x for x >= 0`, is applied to the data tensor elementwise.

    Args:
    - X (T): Input tensor
    - alpha (float, default 0.01): Coefficient of leakage.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LeakyRelu (version 16) takes T as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LeakyRelu(X: _LeakyRelu_T_any | float | Sequence[float], alpha: float = 0.01) -> _LeakyRelu_T_any: ...
_LessOrEqual_T = TypeVar("_LessOrEqual_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_LessOrEqual_T_any = TypeVar("_LessOrEqual_T_any", bound=TensorType)
@overload
def LessOrEqual(A: _LessOrEqual_T | float | Sequence[float], B: _LessOrEqual_T | float | Sequence[float]) -> BOOL:
    """[LessOrEqual - 16](https://onnx.ai/onnx/operators/onnx__LessOrEqual.html#lessorequal-16) · ai.onnx · since opset 16

    Returns the tensor resulted from performing the `less_equal` logical operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the logical operator.
    - B (T): Second input operand for the logical operator.

    Returns:
    - C (T1): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input types to all numeric tensors.
    - T1 in (BOOL): Constrain output to boolean tensor."""
@overload
@deprecated('LessOrEqual (version 16) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def LessOrEqual(A: _LessOrEqual_T_any | float | Sequence[float], B: _LessOrEqual_T_any | float | Sequence[float]) -> BOOL: ...
def Loop(M: INT64 | int | Sequence[int] | None = None, cond: BOOL | bool | None = None, *v_initial: Any, body: GraphBody) -> Any:
    """[Loop - 16](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-16) · ai.onnx · since opset 16

    Described at [Loop - 25](https://onnx.ai/onnx/operators/onnx__Loop.html#loop-25), whose documentation is the same.

    Args:
    - M (optional I): A maximum trip-count for the loop specified at runtime. Optional. Pass empty string to skip.
    - cond (optional B): A boolean termination condition. Optional. Pass empty string to skip.
    - v_initial (variadic V): The initial values of any loop-carried dependencies (values that change across loop iterations)
    - body (GraphBody, required): The graph run each iteration. It has 2+N inputs: (iteration_num, condition, loop carried dependencies...). It has 1+N+K outputs: (condition, loop carried dependencies..., scan_outputs...). Each scan_output is created by concatenating the value of the specified output value at the end of each iteration of the loop. It is an error if the dimensions or data type of these scan_outputs change across loop iterations.

    Returns:
    - v_final_and_scan_outputs (variadic V): Final N loop carried dependency values then K scan_outputs. Scan outputs must be Tensors.

    Type constraints:
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[BFLOAT16], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128], Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[BFLOAT16]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[BFLOAT16], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128]): All Tensor, Sequence(Tensor), Optional(Tensor), and Optional(Sequence(Tensor)) types up to IRv4.
    - I in (INT64): tensor of int64, which should be a scalar.
    - B in (BOOL): tensor of bool, which should be a scalar."""
_PRelu_T = TypeVar("_PRelu_T", BFLOAT16, FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64)
_PRelu_T_any = TypeVar("_PRelu_T_any", bound=TensorType)
@overload
def PRelu(X: _PRelu_T | float | Sequence[float], slope: _PRelu_T | float | Sequence[float]) -> _PRelu_T:
    """[PRelu - 16](https://onnx.ai/onnx/operators/onnx__PRelu.html#prelu-16) · ai.onnx · since opset 16

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
    - T in (BFLOAT16, FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32, INT64): Constrain input and output types to float/int tensors."""
@overload
@deprecated('PRelu (version 16) takes T as one of BFLOAT16, FLOAT16, FLOAT, DOUBLE, UINT32, UINT64, INT32 or INT64: these element types make an invalid model')
def PRelu(X: _PRelu_T_any | float | Sequence[float], slope: _PRelu_T_any | float | Sequence[float]) -> _PRelu_T_any: ...
_RoiAlign_T1 = TypeVar("_RoiAlign_T1", FLOAT16, FLOAT, DOUBLE)
_RoiAlign_T1_any = TypeVar("_RoiAlign_T1_any", bound=TensorType)
@overload
def RoiAlign(X: _RoiAlign_T1 | float | Sequence[float], rois: _RoiAlign_T1 | float | Sequence[float], batch_indices: INT64 | int | Sequence[int], coordinate_transformation_mode: str = 'half_pixel', mode: str = 'avg', output_height: int = 1, sampling_ratio: int = 0, output_width: int = 1, spatial_scale: float = 1.0) -> _RoiAlign_T1:
    """[RoiAlign - 16](https://onnx.ai/onnx/operators/onnx__RoiAlign.html#roialign-16) · ai.onnx · since opset 16

    Described at [RoiAlign - 22](https://onnx.ai/onnx/operators/onnx__RoiAlign.html#roialign-22), whose documentation is the same.

    Args:
    - X (T1): Input data tensor from the previous operator; 4-D feature map of shape (N, C, H, W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data.
    - rois (T1): RoIs (Regions of Interest) to pool over; rois is 2-D input of shape (num_rois, 4) given as [[x1, y1, x2, y2], ...]. The RoIs' coordinates are in the coordinate system of the input image. Each coordinate set has a 1:1 correspondence with the 'batch_indices' input.
    - batch_indices (T2): 1-D tensor of shape (num_rois,) with each element denoting the index of the corresponding image in the batch.
    - coordinate_transformation_mode (str, default 'half_pixel'): Allowed values are 'half_pixel' and 'output_half_pixel'. Use the value 'half_pixel' to pixel shift the input coordinates by -0.5 (the recommended behavior). Use the value 'output_half_pixel' to omit the pixel shift for the input (use this for a backward-compatible behavior).
    - mode (str, default 'avg'): The pooling method. Two modes are supported: 'avg' and 'max'. Default is 'avg'.
    - output_height (int, default 1): default 1; Pooled output Y's height.
    - output_width (int, default 1): default 1; Pooled output Y's width.
    - sampling_ratio (int, default 0): Number of sampling points in the interpolation grid used to compute the output value of each pooled output bin. If > 0, then exactly sampling_ratio x sampling_ratio grid points are used. If == 0, then an adaptive number of grid points are used (computed as ceil(roi_width / output_width), and likewise for height). Default is 0.
    - spatial_scale (float, default 1.0): Multiplicative spatial scale factor to translate ROI coordinates from their input spatial scale to the scale used when pooling, i.e., spatial scale of the input feature map X relative to the input image. E.g.; default is 1.0f.

    Returns:
    - Y (T1): RoI pooled output, 4-D tensor of shape (num_rois, C, output_height, output_width). The r-th batch element Y[r-1] is a pooled feature map corresponding to the r-th RoI X[r-1].

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE): Constrain types to float tensors.
    - T2 in (INT64): Constrain types to int tensors."""
@overload
@deprecated('RoiAlign (version 16) takes T1 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def RoiAlign(X: _RoiAlign_T1_any | float | Sequence[float], rois: _RoiAlign_T1_any | float | Sequence[float], batch_indices: INT64 | int | Sequence[int], coordinate_transformation_mode: str = 'half_pixel', mode: str = 'avg', output_height: int = 1, sampling_ratio: int = 0, output_width: int = 1, spatial_scale: float = 1.0) -> _RoiAlign_T1_any: ...
def Scan(*initial_state_and_scan_inputs: Any, body: GraphBody, num_scan_inputs: int, scan_input_axes: Sequence[int] | None = None, scan_input_directions: Sequence[int] | None = None, scan_output_axes: Sequence[int] | None = None, scan_output_directions: Sequence[int] | None = None) -> Any:
    """[Scan - 16](https://onnx.ai/onnx/operators/onnx__Scan.html#scan-16) · ai.onnx · since opset 16

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
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): All Tensor types up to IRv4."""
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
_ScatterElements_T = TypeVar("_ScatterElements_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_ScatterElements_T_any = TypeVar("_ScatterElements_T_any", bound=TensorType)
@overload
def ScatterElements(data: _ScatterElements_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _ScatterElements_T | float | Sequence[float], reduction: str = 'none', axis: int = 0) -> _ScatterElements_T:
    """[ScatterElements - 16](https://onnx.ai/onnx/operators/onnx__ScatterElements.html#scatterelements-16) · ai.onnx · since opset 16

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
    `reduction` allows specification of an optional reduction operation, which is applied to all values in `updates`
    tensor into `output` at the specified `indices`.
    In cases where `reduction` is set to "none", indices should not have duplicate entries: that is, if idx1 != idx2,
    then indices[idx1] != indices[idx2]. For instance, in a 2-D tensor case, the update
    corresponding to the [i][j] entry is performed as below:
    ```
      output[indices[i][j]][j] = updates[i][j] if axis = 0,
      output[i][indices[i][j]] = updates[i][j] if axis = 1,
    ```
    When `reduction` is set to "add", the update corresponding to the [i][j] entry is performed as below:
    ```
      output[indices[i][j]][j] += updates[i][j] if axis = 0,
      output[i][indices[i][j]] += updates[i][j] if axis = 1,
    ```
    When `reduction` is set to "mul", the update corresponding to the [i][j] entry is performed as below:
    ```
      output[indices[i][j]][j] *= updates[i][j] if axis = 0,
      output[i][indices[i][j]] *= updates[i][j] if axis = 1,
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
    - reduction (str, default 'none'): Type of reduction to apply: none (default), add, mul. 'none': no reduction applied. 'add': reduction using the addition operation. 'mul': reduction using the multiplication operation.

    Returns:
    - output (T): Tensor of rank r >= 1 (same rank as input).

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input and output types can be of any tensor type.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('ScatterElements (version 16) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def ScatterElements(data: _ScatterElements_T_any | float | Sequence[float], indices: TensorType | int | Sequence[int], updates: _ScatterElements_T_any | float | Sequence[float], reduction: str = 'none', axis: int = 0) -> _ScatterElements_T_any: ...
_ScatterND_T = TypeVar("_ScatterND_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_ScatterND_T_any = TypeVar("_ScatterND_T_any", bound=TensorType)
@overload
def ScatterND(data: _ScatterND_T | float | Sequence[float], indices: INT64 | int | Sequence[int], updates: _ScatterND_T | float | Sequence[float], reduction: str = 'none') -> _ScatterND_T:
    """[ScatterND - 16](https://onnx.ai/onnx/operators/onnx__ScatterND.html#scatternd-16) · ai.onnx · since opset 16

    ScatterND takes three inputs `data` tensor of rank r >= 1, `indices` tensor of rank q >= 1,
    and `updates` tensor of rank q + r - indices.shape[-1] - 1. The output of the operation
    is produced by creating a copy of the input `data`, and then updating its value to values
    specified by `updates` at specific index positions specified by `indices`. Its output shape
    is the same as the shape of `data`.

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

    `reduction` allows specification of an optional reduction operation, which is applied to all values in `updates`
    tensor into `output` at the specified `indices`.
    In cases where `reduction` is set to "none", indices should not have duplicate entries: that is, if idx1 != idx2,
    then indices[idx1] != indices[idx2]. This ensures that the output value does not depend on the iteration order.
    When `reduction` is set to "add", `output` is calculated as follows:
        output = np.copy(data)
        update_indices = indices.shape[:-1]
        for idx in np.ndindex(update_indices):
            output[tuple(indices[idx])] += updates[idx]
    When `reduction` is set to "mul", `output` is calculated as follows:
        output = np.copy(data)
        update_indices = indices.shape[:-1]
        for idx in np.ndindex(update_indices):
            output[tuple(indices[idx])] *= updates[idx]
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
    - reduction (str, default 'none'): Type of reduction to apply: none (default), add, mul. 'none': no reduction applied. 'add': reduction using the addition operation. 'mul': reduction using the multiplication operation.

    Returns:
    - output (T): Tensor of rank r >= 1.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type."""
@overload
@deprecated('ScatterND (version 16) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def ScatterND(data: _ScatterND_T_any | float | Sequence[float], indices: INT64 | int | Sequence[int], updates: _ScatterND_T_any | float | Sequence[float], reduction: str = 'none') -> _ScatterND_T_any: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
_Where_T = TypeVar("_Where_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Where_T_any = TypeVar("_Where_T_any", bound=TensorType)
@overload
def Where(condition: BOOL | bool, X: _Where_T | float | Sequence[float], Y: _Where_T | float | Sequence[float]) -> _Where_T:
    """[Where - 16](https://onnx.ai/onnx/operators/onnx__Where.html#where-16) · ai.onnx · since opset 16

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
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types (including bfloat)."""
@overload
@deprecated('Where (version 16) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Where(condition: BOOL | bool, X: _Where_T_any | float | Sequence[float], Y: _Where_T_any | float | Sequence[float]) -> _Where_T_any: ...
