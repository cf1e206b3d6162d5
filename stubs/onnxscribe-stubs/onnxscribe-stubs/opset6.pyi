"""ai.onnx opset 6: the operators new at 6, the others from opset5 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import DataType
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, TensorType,
)
from onnxscribe.opset5 import (
    And, ArgMax, ArgMin, AveragePool, Concat, Constant, Conv, ConvTranspose, DepthToSpace, Equal, Flatten, GRU, Gather,
    GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater, Hardmax, Identity, If, LRN, LSTM, Less, LogSoftmax, Loop,
    LpNormalization, LpPool, MatMul, MaxPool, MaxRoiPool, Not, Or, Pad, Pow, RNN, RandomNormal, RandomNormalLike,
    RandomUniform, RandomUniformLike, ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean,
    ReduceMin, ReduceProd, ReduceSum, ReduceSumSquare, Reshape, Shape, Size, Slice, Softmax, Softplus, Softsign,
    SpaceToDepth, Split, Squeeze, TopK, Transpose, Unsqueeze, Upsample, Xor,
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

_Abs_T = TypeVar("_Abs_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Abs_T_any = TypeVar("_Abs_T_any", bound=TensorType)
@overload
def Abs(X: _Abs_T | float | Sequence[float]) -> _Abs_T:
    """[Abs - 6](https://onnx.ai/onnx/operators/onnx__Abs.html#abs-6) · ai.onnx · since opset 6

    Absolute takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the absolute is, y = abs(x), is applied to
    the tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to all numeric tensors."""
@overload
@deprecated('Abs (version 6) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Abs(X: _Abs_T_any | float | Sequence[float]) -> _Abs_T_any: ...
_Add_T = TypeVar("_Add_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Add_T_any = TypeVar("_Add_T_any", bound=TensorType)
@overload
def Add(A: _Add_T | float | Sequence[float], B: _Add_T | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> _Add_T:
    """[Add - 6](https://onnx.ai/onnx/operators/onnx__Add.html#add-6) · ai.onnx · since opset 6

    Performs element-wise binary addition (with limited broadcast support).

    If necessary the right-hand-side argument will be broadcasted to match the
    shape of left-hand-side argument. When broadcasting is specified, the second
    tensor can either be of element size 1 (including a scalar tensor and any
    tensor with rank equal to or smaller than the first tensor), or having its
    shape as a contiguous subset of the first tensor's shape. The starting of the
    mutually equal shape is specified by the argument "axis", and if it is not set,
    suffix matching is assumed. 1-dim expansion doesn't work yet.

    For example, the following tensor shapes are supported (with broadcast=1):

      shape(A) = (2, 3, 4, 5), shape(B) = (,), i.e. B is a scalar tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (1, 1), i.e. B is an 1-element tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (5,)
      shape(A) = (2, 3, 4, 5), shape(B) = (4, 5)
      shape(A) = (2, 3, 4, 5), shape(B) = (3, 4), with axis=1
      shape(A) = (2, 3, 4, 5), shape(B) = (2), with axis=0

    Attribute `broadcast=1` needs to be passed to enable broadcasting.

    Args:
    - A (T): First operand, should share the type with the second operand.
    - B (T): Second operand. With broadcasting can be of smaller size than A. If broadcasting is disabled it should be of the same size.
    - axis (int, optional): If set, defines the broadcast dimensions. See doc for details.
    - broadcast (int, default 0): Pass 1 to enable broadcasting

    Returns:
    - C (T): Result, has same dimensions and type as A

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Add (version 6) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Add(A: _Add_T_any | float | Sequence[float], B: _Add_T_any | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> _Add_T_any: ...
_BatchNormalization_T = TypeVar("_BatchNormalization_T", FLOAT16, FLOAT, DOUBLE)
_BatchNormalization_T_any = TypeVar("_BatchNormalization_T_any", bound=TensorType)
@overload
def BatchNormalization(X: _BatchNormalization_T | float | Sequence[float], scale: _BatchNormalization_T | float | Sequence[float], B: _BatchNormalization_T | float | Sequence[float], mean: _BatchNormalization_T | float | Sequence[float], var: _BatchNormalization_T | float | Sequence[float], momentum: float = 0.9, epsilon: float = 1e-05, is_test: int = 0, spatial: int = 1) -> _BatchNormalization_T:
    """[BatchNormalization - 6](https://onnx.ai/onnx/operators/onnx__BatchNormalization.html#batchnormalization-6) · ai.onnx · since opset 6

    Carries out batch normalization as described in the paper
    https://arxiv.org/abs/1502.03167. Depending on the mode it is being run,
    there are multiple cases for the number of outputs, which we list below:

    Output case #1: Y, mean, var, saved_mean, saved_var (training mode)
    Output case #2: Y (test mode)

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - scale (T): The scale as a 1-dimensional tensor of size C to be applied to the output.
    - B (T): The bias as a 1-dimensional tensor of size C to be applied to the output.
    - mean (T): The running mean (training) or the estimated mean (testing) as a 1-dimensional tensor of size C.
    - var (T): The running variance (training) or the estimated variance (testing) as a 1-dimensional tensor of size C.
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero, default is 1e-5f.
    - is_test (int, default 0): If set to nonzero, run spatial batch normalization in test mode, default is 0.
    - momentum (float, default 0.9): Factor used in computing the running mean and variance.e.g., running_mean = running_mean * momentum + mean * (1 - momentum), default is 0.9f.
    - spatial (int, default 1): If true, compute the mean and variance across all spatial elements If false, compute the mean and variance across per feature.Default is 1.

    Returns:
    - Y (T): The output tensor of the same shape as X.
    - mean (optional T): The running mean after the BatchNormalization operator. Must be in-place with the input mean. Should not be used for testing.
    - var (optional T): The running variance after the BatchNormalization operator. Must be in-place with the input var. Should not be used for testing.
    - saved_mean (optional T): Saved mean used during training to speed up gradient computation. Should not be used for testing.
    - saved_var (optional T): Saved variance used during training to speed up gradient computation. Should not be used for testing.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('BatchNormalization (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def BatchNormalization(X: _BatchNormalization_T_any | float | Sequence[float], scale: _BatchNormalization_T_any | float | Sequence[float], B: _BatchNormalization_T_any | float | Sequence[float], mean: _BatchNormalization_T_any | float | Sequence[float], var: _BatchNormalization_T_any | float | Sequence[float], momentum: float = 0.9, epsilon: float = 1e-05, is_test: int = 0, spatial: int = 1) -> _BatchNormalization_T_any: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.FLOAT16]) -> FLOAT16:
    """[Cast - 6](https://onnx.ai/onnx/operators/onnx__Cast.html#cast-6) · ai.onnx · since opset 6

    The operator casts the elements of a given input tensor to a data type
    specified by the 'to' argument and returns an output tensor of the same size in
    the converted type. The 'to' argument must be one of the data types specified
    in the 'DataType' enum field in the TensorProto message.
    NOTE: Casting to and from strings is not supported yet.

    Args:
    - input (T1): Input tensor to be cast.
    - to (int, required): The data type to which the elements of the input tensor are cast. Strictly must be one of the types from DataType enum in TensorProto

    Returns:
    - output (T2): Output tensor with the same shape as input with type specified by the 'to' argument

    Type constraints:
    - T1 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL): Constrain input types. Casting from strings and complex are not supported.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL): Constrain output types. Casting to strings and complex are not supported."""
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.FLOAT]) -> FLOAT: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.DOUBLE]) -> DOUBLE: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.INT8]) -> INT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.INT16]) -> INT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.INT32]) -> INT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.INT64]) -> INT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.UINT8]) -> UINT8: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.UINT16]) -> UINT16: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.UINT32]) -> UINT32: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.UINT64]) -> UINT64: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: Literal[DataType.BOOL]) -> BOOL: ...
@overload
def Cast(input: FLOAT16 | FLOAT | DOUBLE | INT8 | INT16 | INT32 | INT64 | UINT8 | UINT16 | UINT32 | UINT64 | BOOL | float | Sequence[float], to: int) -> Any: ...
@overload
@deprecated('Cast (version 6) takes T1 as one of FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64 or BOOL: these element types make an invalid model')
def Cast(input: TensorType | float | Sequence[float], to: int) -> Any: ...
_Ceil_T = TypeVar("_Ceil_T", FLOAT16, FLOAT, DOUBLE)
_Ceil_T_any = TypeVar("_Ceil_T_any", bound=TensorType)
@overload
def Ceil(X: _Ceil_T | float | Sequence[float]) -> _Ceil_T:
    """[Ceil - 6](https://onnx.ai/onnx/operators/onnx__Ceil.html#ceil-6) · ai.onnx · since opset 6

    Ceil takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the ceil is, y = ceil(x), is applied to
    the tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Ceil (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Ceil(X: _Ceil_T_any | float | Sequence[float]) -> _Ceil_T_any: ...
_Clip_T = TypeVar("_Clip_T", FLOAT16, FLOAT, DOUBLE)
_Clip_T_any = TypeVar("_Clip_T_any", bound=TensorType)
@overload
def Clip(input: _Clip_T | float | Sequence[float], max: float = 3.4028235e+38, min: float = -3.4028235e+38) -> _Clip_T:
    """[Clip - 6](https://onnx.ai/onnx/operators/onnx__Clip.html#clip-6) · ai.onnx · since opset 6

    Clip operator limits the given input within an interval. The interval is
    specified with arguments 'min' and 'max'. They default to
    numeric_limits::lowest() and numeric_limits::max() respectively.

    Args:
    - input (T): Input tensor whose elements to be clipped
    - max (float, default 3.4028235e+38): Maximum value, above which element is replaced by max
    - min (float, default -3.4028235e+38): Minimum value, under which element is replaced by min

    Returns:
    - output (T): Output tensor with clipped input elements

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Clip (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Clip(input: _Clip_T_any | float | Sequence[float], max: float = 3.4028235e+38, min: float = -3.4028235e+38) -> _Clip_T_any: ...
_Div_T = TypeVar("_Div_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Div_T_any = TypeVar("_Div_T_any", bound=TensorType)
@overload
def Div(A: _Div_T | float | Sequence[float], B: _Div_T | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> _Div_T:
    """[Div - 6](https://onnx.ai/onnx/operators/onnx__Div.html#div-6) · ai.onnx · since opset 6

    Performs element-wise binary division (with limited broadcast support).

    If necessary the right-hand-side argument will be broadcasted to match the
    shape of left-hand-side argument. When broadcasting is specified, the second
    tensor can either be of element size 1 (including a scalar tensor and any
    tensor with rank equal to or smaller than the first tensor), or having its
    shape as a contiguous subset of the first tensor's shape. The starting of the
    mutually equal shape is specified by the argument "axis", and if it is not set,
    suffix matching is assumed. 1-dim expansion doesn't work yet.

    For example, the following tensor shapes are supported (with broadcast=1):

      shape(A) = (2, 3, 4, 5), shape(B) = (,), i.e. B is a scalar tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (1, 1), i.e. B is an 1-element tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (5,)
      shape(A) = (2, 3, 4, 5), shape(B) = (4, 5)
      shape(A) = (2, 3, 4, 5), shape(B) = (3, 4), with axis=1
      shape(A) = (2, 3, 4, 5), shape(B) = (2), with axis=0

    Attribute `broadcast=1` needs to be passed to enable broadcasting.

    For integer inputs, the result is computed using truncating division (rounding toward zero).

    Args:
    - A (T): First operand, should share the type with the second operand.
    - B (T): Second operand. With broadcasting can be of smaller size than A. If broadcasting is disabled it should be of the same size.
    - axis (int, optional): If set, defines the broadcast dimensions. See doc for details.
    - broadcast (int, default 0): Pass 1 to enable broadcasting

    Returns:
    - C (T): Result, has same dimensions and type as A

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Div (version 6) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Div(A: _Div_T_any | float | Sequence[float], B: _Div_T_any | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> _Div_T_any: ...
_Dropout_T = TypeVar("_Dropout_T", FLOAT16, FLOAT, DOUBLE)
_Dropout_T_any = TypeVar("_Dropout_T_any", bound=TensorType)
@overload
def Dropout(data: _Dropout_T | float | Sequence[float], is_test: int = 0, ratio: float = 0.5) -> _Dropout_T:
    """[Dropout - 6](https://onnx.ai/onnx/operators/onnx__Dropout.html#dropout-6) · ai.onnx · since opset 6

    Dropout takes one input data (Tensor<float>) and produces two Tensor outputs,
    output (Tensor<float>) and mask (Tensor<bool>). Depending on whether it is in
    test mode or not, the output Y will either be a random dropout, or a simple
    copy of the input. Note that our implementation of Dropout does scaling in
    the training phase, so during testing nothing needs to be done.

    Args:
    - data (T): The input data as Tensor.
    - is_test (int, default 0): (int, default 0) if nonzero, run dropout in test mode where the output is simply Y = X.
    - ratio (float, default 0.5): (float, default 0.5) the ratio of random dropout

    Returns:
    - output (T): The output.
    - mask (optional T): The output mask. If is_test is nonzero, this output is not filled.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Dropout (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Dropout(data: _Dropout_T_any | float | Sequence[float], is_test: int = 0, ratio: float = 0.5) -> _Dropout_T_any: ...
_Elu_T = TypeVar("_Elu_T", FLOAT16, FLOAT, DOUBLE)
_Elu_T_any = TypeVar("_Elu_T_any", bound=TensorType)
@overload
def Elu(X: _Elu_T | float | Sequence[float], alpha: float = 1.0) -> _Elu_T:
    """[Elu - 6](https://onnx.ai/onnx/operators/onnx__Elu.html#elu-6) · ai.onnx · since opset 6

    Described at [Elu - 22](https://onnx.ai/onnx/operators/onnx__Elu.html#elu-22), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.0): Coefficient of ELU.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Elu (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Elu(X: _Elu_T_any | float | Sequence[float], alpha: float = 1.0) -> _Elu_T_any: ...
_Exp_T = TypeVar("_Exp_T", FLOAT16, FLOAT, DOUBLE)
_Exp_T_any = TypeVar("_Exp_T_any", bound=TensorType)
@overload
def Exp(input: _Exp_T | float | Sequence[float]) -> _Exp_T:
    """[Exp - 6](https://onnx.ai/onnx/operators/onnx__Exp.html#exp-6) · ai.onnx · since opset 6

    Described at [Exp - 13](https://onnx.ai/onnx/operators/onnx__Exp.html#exp-13), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The exponential of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Exp (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Exp(input: _Exp_T_any | float | Sequence[float]) -> _Exp_T_any: ...
_Floor_T = TypeVar("_Floor_T", FLOAT16, FLOAT, DOUBLE)
_Floor_T_any = TypeVar("_Floor_T_any", bound=TensorType)
@overload
def Floor(X: _Floor_T | float | Sequence[float]) -> _Floor_T:
    """[Floor - 6](https://onnx.ai/onnx/operators/onnx__Floor.html#floor-6) · ai.onnx · since opset 6

    Floor takes one input data (Tensor<T>) and produces one output data
    (Tensor<T>) where the floor is, y = floor(x), is applied to
    the tensor elementwise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Floor (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Floor(X: _Floor_T_any | float | Sequence[float]) -> _Floor_T_any: ...
_Gemm_T = TypeVar("_Gemm_T", FLOAT16, FLOAT, DOUBLE)
_Gemm_T_any = TypeVar("_Gemm_T_any", bound=TensorType)
@overload
def Gemm(A: _Gemm_T | float | Sequence[float], B: _Gemm_T | float | Sequence[float], C: _Gemm_T | float | Sequence[float], beta: float = 1.0, broadcast: int = 0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T:
    """[Gemm - 6](https://onnx.ai/onnx/operators/onnx__Gemm.html#gemm-6) · ai.onnx · since opset 6

    General Matrix multiplication:
    https://en.wikipedia.org/wiki/Basic_Linear_Algebra_Subprograms#Level_3
    Compute Y = alpha * A * B + beta * C, where input tensor A has
    dimension (M X K), input tensor B has dimension (K X N), input tensor C and
    output tensor Y have dimension (M X N).
    If attribute broadcast is non-zero, input tensor C will be broadcasted to match
    the dimension requirement. A will be transposed before doing the computation
    if attribute transA is non-zero, same for B and transB.

    Args:
    - A (T): Input tensor A
    - B (T): Input tensor B
    - C (T): Input tensor C
    - alpha (float, default 1.0): Scalar multiplier for the product of input tensors A * B, the default value is 1.0.
    - beta (float, default 1.0): Scalar multiplier for input tensor C, the default value is 1.0.
    - broadcast (int, default 0): Whether C should be broadcasted
    - transA (int, default 0): Whether A should be transposed
    - transB (int, default 0): Whether B should be transposed

    Returns:
    - Y (T): Output tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Gemm (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Gemm(A: _Gemm_T_any | float | Sequence[float], B: _Gemm_T_any | float | Sequence[float], C: _Gemm_T_any | float | Sequence[float], beta: float = 1.0, broadcast: int = 0, transB: int = 0, alpha: float = 1.0, transA: int = 0) -> _Gemm_T_any: ...
_HardSigmoid_T = TypeVar("_HardSigmoid_T", FLOAT16, FLOAT, DOUBLE)
_HardSigmoid_T_any = TypeVar("_HardSigmoid_T_any", bound=TensorType)
@overload
def HardSigmoid(X: _HardSigmoid_T | float | Sequence[float], beta: float = 0.5, alpha: float = 0.2) -> _HardSigmoid_T:
    """[HardSigmoid - 6](https://onnx.ai/onnx/operators/onnx__HardSigmoid.html#hardsigmoid-6) · ai.onnx · since opset 6

    Described at [HardSigmoid - 22](https://onnx.ai/onnx/operators/onnx__HardSigmoid.html#hardsigmoid-22), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - alpha (float, default 0.2): Value of alpha.
    - beta (float, default 0.5): Value of beta.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('HardSigmoid (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def HardSigmoid(X: _HardSigmoid_T_any | float | Sequence[float], beta: float = 0.5, alpha: float = 0.2) -> _HardSigmoid_T_any: ...
_InstanceNormalization_T = TypeVar("_InstanceNormalization_T", FLOAT16, FLOAT, DOUBLE)
_InstanceNormalization_T_any = TypeVar("_InstanceNormalization_T_any", bound=TensorType)
@overload
def InstanceNormalization(input: _InstanceNormalization_T | float | Sequence[float], scale: _InstanceNormalization_T | float | Sequence[float], B: _InstanceNormalization_T | float | Sequence[float], epsilon: float = 1e-05) -> _InstanceNormalization_T:
    """[InstanceNormalization - 6](https://onnx.ai/onnx/operators/onnx__InstanceNormalization.html#instancenormalization-6) · ai.onnx · since opset 6

    Described at [InstanceNormalization - 22](https://onnx.ai/onnx/operators/onnx__InstanceNormalization.html#instancenormalization-22), whose documentation is the same.

    Args:
    - input (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - scale (T): The input 1-dimensional scale tensor of size C.
    - B (T): The input 1-dimensional bias tensor of size C.
    - epsilon (float, default 1e-05): The epsilon value to use to avoid division by zero.

    Returns:
    - output (T): The output tensor of the same shape as input.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('InstanceNormalization (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def InstanceNormalization(input: _InstanceNormalization_T_any | float | Sequence[float], scale: _InstanceNormalization_T_any | float | Sequence[float], B: _InstanceNormalization_T_any | float | Sequence[float], epsilon: float = 1e-05) -> _InstanceNormalization_T_any: ...
_LeakyRelu_T = TypeVar("_LeakyRelu_T", FLOAT16, FLOAT, DOUBLE)
_LeakyRelu_T_any = TypeVar("_LeakyRelu_T_any", bound=TensorType)
@overload
def LeakyRelu(X: _LeakyRelu_T | float | Sequence[float], alpha: float = 0.01) -> _LeakyRelu_T:
    """[LeakyRelu - 6](https://onnx.ai/onnx/operators/onnx__LeakyRelu.html#leakyrelu-6) · ai.onnx · since opset 6

    Described at [LeakyRelu - 16](https://onnx.ai/onnx/operators/onnx__LeakyRelu.html#leakyrelu-16), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - alpha (float, default 0.01): Coefficient of leakage.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LeakyRelu (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LeakyRelu(X: _LeakyRelu_T_any | float | Sequence[float], alpha: float = 0.01) -> _LeakyRelu_T_any: ...
_Log_T = TypeVar("_Log_T", FLOAT16, FLOAT, DOUBLE)
_Log_T_any = TypeVar("_Log_T_any", bound=TensorType)
@overload
def Log(input: _Log_T | float | Sequence[float]) -> _Log_T:
    """[Log - 6](https://onnx.ai/onnx/operators/onnx__Log.html#log-6) · ai.onnx · since opset 6

    Described at [Log - 13](https://onnx.ai/onnx/operators/onnx__Log.html#log-13), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The natural log of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Log (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Log(input: _Log_T_any | float | Sequence[float]) -> _Log_T_any: ...
_Max_T = TypeVar("_Max_T", FLOAT16, FLOAT, DOUBLE)
_Max_T_any = TypeVar("_Max_T_any", bound=TensorType)
@overload
def Max(*data_0: _Max_T | float | Sequence[float]) -> _Max_T:
    """[Max - 6](https://onnx.ai/onnx/operators/onnx__Max.html#max-6) · ai.onnx · since opset 6

    Element-wise max of each of the input tensors. All inputs and outputs must
    have the same shape and data type.

    Args:
    - data_0 (variadic T): List of tensors for Max.

    Returns:
    - max (T): Output tensor. Same dimension as inputs.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Max (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Max(*data_0: _Max_T_any | float | Sequence[float]) -> _Max_T_any: ...
_Mean_T = TypeVar("_Mean_T", FLOAT16, FLOAT, DOUBLE)
_Mean_T_any = TypeVar("_Mean_T_any", bound=TensorType)
@overload
def Mean(*data_0: _Mean_T | float | Sequence[float]) -> _Mean_T:
    """[Mean - 6](https://onnx.ai/onnx/operators/onnx__Mean.html#mean-6) · ai.onnx · since opset 6

    Element-wise mean of each of the input tensors. All inputs and outputs must
    have the same shape and data type.

    Args:
    - data_0 (variadic T): List of tensors for Mean.

    Returns:
    - mean (T): Output tensor. Same dimension as inputs.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Mean (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Mean(*data_0: _Mean_T_any | float | Sequence[float]) -> _Mean_T_any: ...
_Min_T = TypeVar("_Min_T", FLOAT16, FLOAT, DOUBLE)
_Min_T_any = TypeVar("_Min_T_any", bound=TensorType)
@overload
def Min(*data_0: _Min_T | float | Sequence[float]) -> _Min_T:
    """[Min - 6](https://onnx.ai/onnx/operators/onnx__Min.html#min-6) · ai.onnx · since opset 6

    Element-wise min of each of the input tensors. All inputs and outputs must
    have the same shape and data type.

    Args:
    - data_0 (variadic T): List of tensors for Min

    Returns:
    - min (T): Output tensor. Same dimension as inputs.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Min (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Min(*data_0: _Min_T_any | float | Sequence[float]) -> _Min_T_any: ...
_Mul_T = TypeVar("_Mul_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Mul_T_any = TypeVar("_Mul_T_any", bound=TensorType)
@overload
def Mul(A: _Mul_T | float | Sequence[float], B: _Mul_T | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> _Mul_T:
    """[Mul - 6](https://onnx.ai/onnx/operators/onnx__Mul.html#mul-6) · ai.onnx · since opset 6

    Performs element-wise binary multiplication (with limited broadcast support).

    If necessary the right-hand-side argument will be broadcasted to match the
    shape of left-hand-side argument. When broadcasting is specified, the second
    tensor can either be of element size 1 (including a scalar tensor and any
    tensor with rank equal to or smaller than the first tensor), or having its
    shape as a contiguous subset of the first tensor's shape. The starting of the
    mutually equal shape is specified by the argument "axis", and if it is not set,
    suffix matching is assumed. 1-dim expansion doesn't work yet.

    For example, the following tensor shapes are supported (with broadcast=1):

      shape(A) = (2, 3, 4, 5), shape(B) = (,), i.e. B is a scalar tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (1, 1), i.e. B is an 1-element tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (5,)
      shape(A) = (2, 3, 4, 5), shape(B) = (4, 5)
      shape(A) = (2, 3, 4, 5), shape(B) = (3, 4), with axis=1
      shape(A) = (2, 3, 4, 5), shape(B) = (2), with axis=0

    Attribute `broadcast=1` needs to be passed to enable broadcasting.

    Args:
    - A (T): First operand, should share the type with the second operand.
    - B (T): Second operand. With broadcasting can be of smaller size than A. If broadcasting is disabled it should be of the same size.
    - axis (int, optional): If set, defines the broadcast dimensions. See doc for details.
    - broadcast (int, default 0): Pass 1 to enable broadcasting

    Returns:
    - C (T): Result, has same dimensions and type as A

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Mul (version 6) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Mul(A: _Mul_T_any | float | Sequence[float], B: _Mul_T_any | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> _Mul_T_any: ...
_Neg_T = TypeVar("_Neg_T", FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE)
_Neg_T_any = TypeVar("_Neg_T_any", bound=TensorType)
@overload
def Neg(X: _Neg_T | float | Sequence[float]) -> _Neg_T:
    """[Neg - 6](https://onnx.ai/onnx/operators/onnx__Neg.html#neg-6) · ai.onnx · since opset 6

    Described at [Neg - 13](https://onnx.ai/onnx/operators/onnx__Neg.html#neg-13), whose documentation is the same.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT, INT32, INT8, INT16, INT64, FLOAT16, DOUBLE): Constrain input and output types to signed numeric tensors."""
@overload
@deprecated('Neg (version 6) takes T as one of FLOAT, INT32, INT8, INT16, INT64, FLOAT16 or DOUBLE: these element types make an invalid model')
def Neg(X: _Neg_T_any | float | Sequence[float]) -> _Neg_T_any: ...
_PRelu_T = TypeVar("_PRelu_T", FLOAT16, FLOAT, DOUBLE)
_PRelu_T_any = TypeVar("_PRelu_T_any", bound=TensorType)
@overload
def PRelu(X: _PRelu_T | float | Sequence[float], slope: _PRelu_T | float | Sequence[float]) -> _PRelu_T:
    """[PRelu - 6](https://onnx.ai/onnx/operators/onnx__PRelu.html#prelu-6) · ai.onnx · since opset 6

    PRelu takes input data (Tensor<T>) and slope tensor as input, and produces one
    output data (Tensor<T>) where the function `f(x) = slope * x for x < 0`,
    `f(x) = x for x >= 0`., is applied to the data tensor elementwise.

    Args:
    - X (T): Input tensor
    - slope (T): Slope tensor. If `Slope` is of size 1, the value is sharedacross different channels

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('PRelu (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def PRelu(X: _PRelu_T_any | float | Sequence[float], slope: _PRelu_T_any | float | Sequence[float]) -> _PRelu_T_any: ...
_Reciprocal_T = TypeVar("_Reciprocal_T", FLOAT16, FLOAT, DOUBLE)
_Reciprocal_T_any = TypeVar("_Reciprocal_T_any", bound=TensorType)
@overload
def Reciprocal(X: _Reciprocal_T | float | Sequence[float]) -> _Reciprocal_T:
    """[Reciprocal - 6](https://onnx.ai/onnx/operators/onnx__Reciprocal.html#reciprocal-6) · ai.onnx · since opset 6

    Described at [Reciprocal - 13](https://onnx.ai/onnx/operators/onnx__Reciprocal.html#reciprocal-13), whose documentation is the same.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Reciprocal (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Reciprocal(X: _Reciprocal_T_any | float | Sequence[float]) -> _Reciprocal_T_any: ...
_Relu_T = TypeVar("_Relu_T", FLOAT16, FLOAT, DOUBLE)
_Relu_T_any = TypeVar("_Relu_T_any", bound=TensorType)
@overload
def Relu(X: _Relu_T | float | Sequence[float]) -> _Relu_T:
    """[Relu - 6](https://onnx.ai/onnx/operators/onnx__Relu.html#relu-6) · ai.onnx · since opset 6

    Described at [Relu - 14](https://onnx.ai/onnx/operators/onnx__Relu.html#relu-14), whose documentation is the same.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Relu (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Relu(X: _Relu_T_any | float | Sequence[float]) -> _Relu_T_any: ...
_Selu_T = TypeVar("_Selu_T", FLOAT16, FLOAT, DOUBLE)
_Selu_T_any = TypeVar("_Selu_T_any", bound=TensorType)
@overload
def Selu(X: _Selu_T | float | Sequence[float], gamma: float = 1.050701, alpha: float = 1.6732632) -> _Selu_T:
    """[Selu - 6](https://onnx.ai/onnx/operators/onnx__Selu.html#selu-6) · ai.onnx · since opset 6

    Described at [Selu - 22](https://onnx.ai/onnx/operators/onnx__Selu.html#selu-22), whose documentation is the same.

    Args:
    - X (T): Input tensor
    - alpha (float, default 1.6732632): Coefficient of SELU default to 1.67326319217681884765625 (i.e., float32 approximation of 1.6732632423543772848170429916717).
    - gamma (float, default 1.050701): Coefficient of SELU default to 1.05070102214813232421875 (i.e., float32 approximation of 1.0507009873554804934193349852946).

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Selu (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Selu(X: _Selu_T_any | float | Sequence[float], gamma: float = 1.050701, alpha: float = 1.6732632) -> _Selu_T_any: ...
_Sigmoid_T = TypeVar("_Sigmoid_T", FLOAT16, FLOAT, DOUBLE)
_Sigmoid_T_any = TypeVar("_Sigmoid_T_any", bound=TensorType)
@overload
def Sigmoid(X: _Sigmoid_T | float | Sequence[float]) -> _Sigmoid_T:
    """[Sigmoid - 6](https://onnx.ai/onnx/operators/onnx__Sigmoid.html#sigmoid-6) · ai.onnx · since opset 6

    Described at [Sigmoid - 13](https://onnx.ai/onnx/operators/onnx__Sigmoid.html#sigmoid-13), whose documentation is the same.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sigmoid (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sigmoid(X: _Sigmoid_T_any | float | Sequence[float]) -> _Sigmoid_T_any: ...
_Sqrt_T = TypeVar("_Sqrt_T", FLOAT16, FLOAT, DOUBLE)
_Sqrt_T_any = TypeVar("_Sqrt_T_any", bound=TensorType)
@overload
def Sqrt(X: _Sqrt_T | float | Sequence[float]) -> _Sqrt_T:
    """[Sqrt - 6](https://onnx.ai/onnx/operators/onnx__Sqrt.html#sqrt-6) · ai.onnx · since opset 6

    Described at [Sqrt - 13](https://onnx.ai/onnx/operators/onnx__Sqrt.html#sqrt-13), whose documentation is the same.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sqrt (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sqrt(X: _Sqrt_T_any | float | Sequence[float]) -> _Sqrt_T_any: ...
_Sub_T = TypeVar("_Sub_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE)
_Sub_T_any = TypeVar("_Sub_T_any", bound=TensorType)
@overload
def Sub(A: _Sub_T | float | Sequence[float], B: _Sub_T | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> _Sub_T:
    """[Sub - 6](https://onnx.ai/onnx/operators/onnx__Sub.html#sub-6) · ai.onnx · since opset 6

    Performs element-wise binary subtraction (with limited broadcast support).

    If necessary the right-hand-side argument will be broadcasted to match the
    shape of left-hand-side argument. When broadcasting is specified, the second
    tensor can either be of element size 1 (including a scalar tensor and any
    tensor with rank equal to or smaller than the first tensor), or having its
    shape as a contiguous subset of the first tensor's shape. The starting of the
    mutually equal shape is specified by the argument "axis", and if it is not set,
    suffix matching is assumed. 1-dim expansion doesn't work yet.

    For example, the following tensor shapes are supported (with broadcast=1):

      shape(A) = (2, 3, 4, 5), shape(B) = (,), i.e. B is a scalar tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (1, 1), i.e. B is an 1-element tensor
      shape(A) = (2, 3, 4, 5), shape(B) = (5,)
      shape(A) = (2, 3, 4, 5), shape(B) = (4, 5)
      shape(A) = (2, 3, 4, 5), shape(B) = (3, 4), with axis=1
      shape(A) = (2, 3, 4, 5), shape(B) = (2), with axis=0

    Attribute `broadcast=1` needs to be passed to enable broadcasting.

    Args:
    - A (T): First operand, should share the type with the second operand.
    - B (T): Second operand. With broadcasting can be of smaller size than A. If broadcasting is disabled it should be of the same size.
    - axis (int, optional): If set, defines the broadcast dimensions. See doc for details.
    - broadcast (int, default 0): Pass 1 to enable broadcasting

    Returns:
    - C (T): Result, has same dimensions and type as A

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to high-precision numeric tensors."""
@overload
@deprecated('Sub (version 6) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sub(A: _Sub_T_any | float | Sequence[float], B: _Sub_T_any | float | Sequence[float], axis: int | None = None, broadcast: int = 0) -> _Sub_T_any: ...
_Sum_T = TypeVar("_Sum_T", FLOAT16, FLOAT, DOUBLE)
_Sum_T_any = TypeVar("_Sum_T_any", bound=TensorType)
@overload
def Sum(*data_0: _Sum_T | float | Sequence[float]) -> _Sum_T:
    """[Sum - 6](https://onnx.ai/onnx/operators/onnx__Sum.html#sum-6) · ai.onnx · since opset 6

    Element-wise sum of each of the input tensors. All inputs and outputs must
    have the same shape and data type.

    Args:
    - data_0 (variadic T): List of tensors for Sum.

    Returns:
    - sum (T): Output tensor. Same dimension as inputs.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sum (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sum(*data_0: _Sum_T_any | float | Sequence[float]) -> _Sum_T_any: ...
_Tanh_T = TypeVar("_Tanh_T", FLOAT16, FLOAT, DOUBLE)
_Tanh_T_any = TypeVar("_Tanh_T_any", bound=TensorType)
@overload
def Tanh(input: _Tanh_T | float | Sequence[float]) -> _Tanh_T:
    """[Tanh - 6](https://onnx.ai/onnx/operators/onnx__Tanh.html#tanh-6) · ai.onnx · since opset 6

    Described at [Tanh - 13](https://onnx.ai/onnx/operators/onnx__Tanh.html#tanh-13), whose documentation is the same.

    Args:
    - input (T): Input tensor

    Returns:
    - output (T): The hyperbolic tangent values of the input tensor computed element-wise

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Tanh (version 6) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Tanh(input: _Tanh_T_any | float | Sequence[float]) -> _Tanh_T_any: ...
_Tile_T = TypeVar("_Tile_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Tile_T_any = TypeVar("_Tile_T_any", bound=TensorType)
@overload
def Tile(input: _Tile_T | float | str | Sequence[float], repeats: INT64 | int | Sequence[int]) -> _Tile_T:
    """[Tile - 6](https://onnx.ai/onnx/operators/onnx__Tile.html#tile-6) · ai.onnx · since opset 6

    Described at [Tile - 13](https://onnx.ai/onnx/operators/onnx__Tile.html#tile-13), whose documentation is the same.

    Args:
    - input (T): Input tensor of any shape.
    - repeats (T1): 1D int64 tensor of the same length as input's dimension number, includes numbers of repeated copies along input's dimensions.

    Returns:
    - output (T): Output tensor of the same dimensions and type as tensor input. output_dim[i] = input_dim[i] * repeats[i]

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - T1 in (INT64): Constrain repeat's type to int64 tensors."""
@overload
@deprecated('Tile (version 6) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Tile(input: _Tile_T_any | float | str | Sequence[float], repeats: INT64 | int | Sequence[int]) -> _Tile_T_any: ...
