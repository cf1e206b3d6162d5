"""ai.onnx opset 5: the operators new at 5, the others from opset4 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, TensorType,
)
from onnxscribe.opset4 import (
    Abs, Add, And, ArgMax, ArgMin, AveragePool, BatchNormalization, Cast, Ceil, Clip, Concat, Constant, Conv,
    ConvTranspose, DepthToSpace, Div, Dropout, Elu, Equal, Exp, Flatten, Floor, GRU, Gather, Gemm, GlobalAveragePool,
    GlobalLpPool, GlobalMaxPool, Greater, HardSigmoid, Hardmax, Identity, If, InstanceNormalization, LRN, LSTM,
    LeakyRelu, Less, Log, LogSoftmax, Loop, LpNormalization, LpPool, MatMul, Max, MaxPool, MaxRoiPool, Mean, Min, Mul,
    Neg, Not, Or, PRelu, Pad, Pow, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Reciprocal,
    ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum,
    ReduceSumSquare, Relu, Selu, Shape, Sigmoid, Size, Slice, Softmax, Softplus, Softsign, SpaceToDepth, Split, Sqrt,
    Squeeze, Sub, Sum, Tanh, Tile, TopK, Transpose, Unsqueeze, Upsample, Xor,
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

_Reshape_T = TypeVar("_Reshape_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Reshape_T_any = TypeVar("_Reshape_T_any", bound=TensorType)
@overload
def Reshape(data: _Reshape_T | float | str | Sequence[float], shape: INT64 | int | Sequence[int]) -> _Reshape_T:
    """[Reshape - 5](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-5) · ai.onnx · since opset 5

    Described at [Reshape - 13](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-13), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - shape (INT64): Specified shape for output.

    Returns:
    - reshaped (T): Reshaped data.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Reshape (version 5) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Reshape(data: _Reshape_T_any | float | str | Sequence[float], shape: INT64 | int | Sequence[int]) -> _Reshape_T_any: ...
