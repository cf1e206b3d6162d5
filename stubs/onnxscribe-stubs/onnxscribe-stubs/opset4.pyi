"""ai.onnx opset 4: the operators new at 4, the others from opset3 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, TensorType,
)
from onnxscribe.opset3 import (
    Abs, Add, And, ArgMax, ArgMin, AveragePool, BatchNormalization, Cast, Ceil, Clip, Constant, Conv, ConvTranspose,
    DepthToSpace, Div, Dropout, Elu, Equal, Exp, Flatten, Floor, GRU, Gather, Gemm, GlobalAveragePool, GlobalLpPool,
    GlobalMaxPool, Greater, HardSigmoid, Hardmax, Identity, If, InstanceNormalization, LRN, LSTM, LeakyRelu, Less, Log,
    LogSoftmax, Loop, LpNormalization, LpPool, MatMul, Max, MaxPool, MaxRoiPool, Mean, Min, Mul, Neg, Not, Or, PRelu,
    Pad, Pow, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Reciprocal, ReduceL1, ReduceL2,
    ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare, Relu,
    Reshape, Selu, Shape, Sigmoid, Size, Slice, Softmax, Softplus, Softsign, SpaceToDepth, Split, Sqrt, Squeeze, Sub,
    Sum, Tanh, Tile, TopK, Transpose, Unsqueeze, Upsample, Xor,
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

_Concat_T = TypeVar("_Concat_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Concat_T_any = TypeVar("_Concat_T_any", bound=TensorType)
@overload
def Concat(*inputs: _Concat_T | float | Sequence[float], axis: int) -> _Concat_T:
    """[Concat - 4](https://onnx.ai/onnx/operators/onnx__Concat.html#concat-4) · ai.onnx · since opset 4

    Concatenate a list of tensors into a single tensor

    Args:
    - inputs (variadic T): List of tensors for concatenation
    - axis (int, required): Which axis to concat on

    Returns:
    - concat_result (T): Concatenated tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain output types to any tensor type."""
@overload
@deprecated('Concat (version 4) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Concat(*inputs: _Concat_T_any | float | Sequence[float], axis: int) -> _Concat_T_any: ...
