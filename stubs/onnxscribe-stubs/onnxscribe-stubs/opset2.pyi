"""ai.onnx opset 2: the operators new at 2, the others from opset1 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, TensorType,
)
from onnxscribe.opset1 import (
    Abs, Add, And, ArgMax, ArgMin, AveragePool, BatchNormalization, Cast, Ceil, Clip, Concat, Constant, Conv,
    ConvTranspose, DepthToSpace, Div, Dropout, Elu, Equal, Exp, Flatten, Floor, GRU, Gather, Gemm, GlobalAveragePool,
    GlobalMaxPool, Greater, HardSigmoid, Hardmax, Identity, If, InstanceNormalization, LRN, LSTM, LeakyRelu, Less, Log,
    LogSoftmax, Loop, LpNormalization, MatMul, Max, MaxPool, MaxRoiPool, Mean, Min, Mul, Neg, Not, Or, PRelu, Pow, RNN,
    RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Reciprocal, ReduceL1, ReduceL2, ReduceLogSum,
    ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare, Relu, Reshape, Selu,
    Shape, Sigmoid, Size, Slice, Softmax, Softplus, Softsign, SpaceToDepth, Sqrt, Squeeze, Sub, Sum, Tanh, Tile, TopK,
    Transpose, Unsqueeze, Upsample, Xor,
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

_GlobalLpPool_T = TypeVar("_GlobalLpPool_T", FLOAT16, FLOAT, DOUBLE)
_GlobalLpPool_T_any = TypeVar("_GlobalLpPool_T_any", bound=TensorType)
@overload
def GlobalLpPool(X: _GlobalLpPool_T | float | Sequence[float], p: int = 2) -> _GlobalLpPool_T:
    """[GlobalLpPool - 2](https://onnx.ai/onnx/operators/onnx__GlobalLpPool.html#globallppool-2) · ai.onnx · since opset 2

    Described at [GlobalLpPool - 22](https://onnx.ai/onnx/operators/onnx__GlobalLpPool.html#globallppool-22), whose documentation is the same.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - p (int, default 2): p value of the Lp norm used to pool over the input data.

    Returns:
    - Y (T): Output data tensor from pooling across the input tensor. The output tensor has the same rank as the input. The first two dimensions of output shape are the same as the input (N x C), while the other dimensions are all 1.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('GlobalLpPool (version 2) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GlobalLpPool(X: _GlobalLpPool_T_any | float | Sequence[float], p: int = 2) -> _GlobalLpPool_T_any: ...
_LpPool_T = TypeVar("_LpPool_T", FLOAT16, FLOAT, DOUBLE)
_LpPool_T_any = TypeVar("_LpPool_T_any", bound=TensorType)
@overload
def LpPool(X: _LpPool_T | float | Sequence[float], p: int = 2, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _LpPool_T:
    """[LpPool - 2](https://onnx.ai/onnx/operators/onnx__LpPool.html#lppool-2) · ai.onnx · since opset 2

    Described at [LpPool - 11](https://onnx.ai/onnx/operators/onnx__LpPool.html#lppool-11), whose documentation is the same.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that the output spatial size match the input.In case of odd number add the extra padding at the end for SAME_UPPER and at the beginning for SAME_LOWER. VALID mean no padding.
    - p (int, default 2): p value of the Lp norm used to pool over the input data.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis.

    Returns:
    - Y (T): Output data tensor from Lp pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LpPool (version 2) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LpPool(X: _LpPool_T_any | float | Sequence[float], p: int = 2, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _LpPool_T_any: ...
_Pad_T = TypeVar("_Pad_T", FLOAT16, FLOAT, DOUBLE)
_Pad_T_any = TypeVar("_Pad_T_any", bound=TensorType)
@overload
def Pad(data: _Pad_T | float | Sequence[float], value: float = 0.0, mode: str = 'constant', *, pads: Sequence[int]) -> _Pad_T:
    """[Pad - 2](https://onnx.ai/onnx/operators/onnx__Pad.html#pad-2) · ai.onnx · since opset 2

    Given `data` tensor, pads, mode, and value.
    Example:
      Insert 0 pads to the beginning of the second dimension.
      data = [
          [1.0, 1.2],
          [2.3, 3.4],
          [4.5, 5.7],
      ]
      pads = [0, 2, 0, 0]
      output = [
          [
              [0.0, 0.0, 1.0, 1.2],
              [0.0, 0.0, 2.3, 3.4],
              [0.0, 0.0, 4.5, 5.7],
          ],
      ]

    Args:
    - data (T): Input tensor.
    - pads (Sequence[int], required): List of integers indicating the number of padding elements to add or remove (if negative) at the beginning and end of each axis. For 2D it is the number of pixels. `pads` rank should be double of the input's rank. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`.
    - mode (str, default 'constant'): Three modes: constant(default), reflect, edge
    - value (float, default 0.0): One float, indicates the value to be filled.

    Returns:
    - output (T): Tensor after padding.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Pad (version 2) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Pad(data: _Pad_T_any | float | Sequence[float], value: float = 0.0, mode: str = 'constant', *, pads: Sequence[int]) -> _Pad_T_any: ...
_Split_T = TypeVar("_Split_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Split_T_any = TypeVar("_Split_T_any", bound=TensorType)
@overload
def Split(input: _Split_T | float | str | Sequence[float], split: Sequence[int] | None = None, axis: int = 0) -> tuple[_Split_T, ...]:
    """[Split - 2](https://onnx.ai/onnx/operators/onnx__Split.html#split-2) · ai.onnx · since opset 2

    Described at [Split - 11](https://onnx.ai/onnx/operators/onnx__Split.html#split-11), whose documentation is the same.

    Args:
    - input (T): The tensor to split
    - axis (int, default 0): Which axis to split on.
    - split (Sequence[int], optional): length of each output

    Returns:
    - outputs (variadic T): One or more outputs forming list of tensors after splitting

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Split (version 2) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Split(input: _Split_T_any | float | str | Sequence[float], split: Sequence[int] | None = None, axis: int = 0) -> tuple[_Split_T_any, ...]: ...
