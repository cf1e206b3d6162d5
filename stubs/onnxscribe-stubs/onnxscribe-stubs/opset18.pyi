"""ai.onnx opset 18: the operators new at 18, the others from opset17 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, TensorType,
)
from onnxscribe.opset17 import (
    Abs, Acos, Acosh, Add, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, AveragePool, BatchNormalization, Bernoulli,
    BitShift, BlackmanWindow, Cast, CastLike, Ceil, Celu, Clip, Compress, Concat, ConcatFromSequence, Constant,
    ConstantOfShape, Conv, ConvInteger, ConvTranspose, Cos, Cosh, CumSum, DFT, DepthToSpace, DequantizeLinear, Det, Div,
    Dropout, DynamicQuantizeLinear, Einsum, Elu, Equal, Erf, Exp, Expand, EyeLike, Flatten, Floor, GRU, Gather,
    GatherElements, GatherND, Gemm, GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater, GreaterOrEqual, GridSample,
    HammingWindow, HannWindow, HardSigmoid, HardSwish, Hardmax, Identity, If, InstanceNormalization, IsInf, IsNaN, LRN,
    LSTM, LayerNormalization, LeakyRelu, Less, LessOrEqual, Log, LogSoftmax, Loop, LpNormalization, MatMul,
    MatMulInteger, Max, MaxPool, MaxRoiPool, MaxUnpool, Mean, MeanVarianceNormalization, MelWeightMatrix, Min, Mod, Mul,
    Multinomial, Neg, NegativeLogLikelihoodLoss, NonMaxSuppression, NonZero, Not, OneHot, Optional, Or, PRelu, Pow,
    QLinearConv, QLinearMatMul, QuantizeLinear, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike,
    Range, Reciprocal, ReduceSum, Relu, Reshape, ReverseSequence, RoiAlign, Round, STFT, Scan, Selu, SequenceAt,
    SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength, SequenceMap, Shape, Shrink,
    Sigmoid, Sign, Sin, Sinh, Size, Slice, Softmax, SoftmaxCrossEntropyLoss, Softplus, Softsign, SpaceToDepth,
    SplitToSequence, Sqrt, Squeeze, StringNormalizer, Sub, Sum, Tan, Tanh, TfIdfVectorizer, ThresholdedRelu, Tile, TopK,
    Transpose, Trilu, Unique, Unsqueeze, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh", "AveragePool",
    "BatchNormalization", "Bernoulli", "BitShift", "BitwiseAnd", "BitwiseNot", "BitwiseOr", "BitwiseXor",
    "BlackmanWindow", "Cast", "CastLike", "Ceil", "Celu", "CenterCropPad", "Clip", "Col2Im", "Compress", "Concat",
    "ConcatFromSequence", "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh",
    "CumSum", "DFT", "DepthToSpace", "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear", "Einsum",
    "Elu", "Equal", "Erf", "Exp", "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements",
    "GatherND", "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool", "Greater", "GreaterOrEqual", "GridSample",
    "HammingWindow", "HannWindow", "HardSigmoid", "HardSwish", "Hardmax", "Identity", "If", "InstanceNormalization",
    "IsInf", "IsNaN", "LRN", "LSTM", "LayerNormalization", "LeakyRelu", "Less", "LessOrEqual", "Log", "LogSoftmax",
    "Loop", "LpNormalization", "LpPool", "MatMul", "MatMulInteger", "Max", "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean",
    "MeanVarianceNormalization", "MelWeightMatrix", "Min", "Mish", "Mod", "Mul", "Multinomial", "Neg",
    "NegativeLogLikelihoodLoss", "NonMaxSuppression", "NonZero", "Not", "OneHot", "Optional", "OptionalGetElement",
    "OptionalHasElement", "Or", "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul", "QuantizeLinear", "RNN",
    "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Range", "Reciprocal", "ReduceL1",
    "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin", "ReduceProd", "ReduceSum",
    "ReduceSumSquare", "Relu", "Reshape", "Resize", "ReverseSequence", "RoiAlign", "Round", "STFT", "Scan",
    "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct", "SequenceEmpty", "SequenceErase",
    "SequenceInsert", "SequenceLength", "SequenceMap", "Shape", "Shrink", "Sigmoid", "Sign", "Sin", "Sinh", "Size",
    "Slice", "Softmax", "SoftmaxCrossEntropyLoss", "Softplus", "Softsign", "SpaceToDepth", "Split", "SplitToSequence",
    "Sqrt", "Squeeze", "StringNormalizer", "Sub", "Sum", "Tan", "Tanh", "TfIdfVectorizer", "ThresholdedRelu", "Tile",
    "TopK", "Transpose", "Trilu", "Unique", "Unsqueeze", "Where", "Xor",
]

_BitwiseAnd_T = TypeVar("_BitwiseAnd_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64)
_BitwiseAnd_T_any = TypeVar("_BitwiseAnd_T_any", bound=TensorType)
@overload
def BitwiseAnd(A: _BitwiseAnd_T | int | Sequence[int], B: _BitwiseAnd_T | int | Sequence[int]) -> _BitwiseAnd_T:
    """[BitwiseAnd - 18](https://onnx.ai/onnx/operators/onnx__BitwiseAnd.html#bitwiseand-18) · ai.onnx · since opset 18

    Returns the tensor resulting from performing the bitwise `and` operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the bitwise operator.
    - B (T): Second input operand for the bitwise operator.

    Returns:
    - C (T): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64): Constrain input to integer tensors."""
@overload
@deprecated('BitwiseAnd (version 18) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32 or INT64: these element types make an invalid model')
def BitwiseAnd(A: _BitwiseAnd_T_any | int | Sequence[int], B: _BitwiseAnd_T_any | int | Sequence[int]) -> _BitwiseAnd_T_any: ...
_BitwiseNot_T = TypeVar("_BitwiseNot_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64)
_BitwiseNot_T_any = TypeVar("_BitwiseNot_T_any", bound=TensorType)
@overload
def BitwiseNot(X: _BitwiseNot_T | int | Sequence[int]) -> _BitwiseNot_T:
    """[BitwiseNot - 18](https://onnx.ai/onnx/operators/onnx__BitwiseNot.html#bitwisenot-18) · ai.onnx · since opset 18

    Returns the bitwise not of the input tensor element-wise.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64): Constrain input/output to integer tensors."""
@overload
@deprecated('BitwiseNot (version 18) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32 or INT64: these element types make an invalid model')
def BitwiseNot(X: _BitwiseNot_T_any | int | Sequence[int]) -> _BitwiseNot_T_any: ...
_BitwiseOr_T = TypeVar("_BitwiseOr_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64)
_BitwiseOr_T_any = TypeVar("_BitwiseOr_T_any", bound=TensorType)
@overload
def BitwiseOr(A: _BitwiseOr_T | int | Sequence[int], B: _BitwiseOr_T | int | Sequence[int]) -> _BitwiseOr_T:
    """[BitwiseOr - 18](https://onnx.ai/onnx/operators/onnx__BitwiseOr.html#bitwiseor-18) · ai.onnx · since opset 18

    Returns the tensor resulting from performing the bitwise `or` operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the bitwise operator.
    - B (T): Second input operand for the bitwise operator.

    Returns:
    - C (T): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64): Constrain input to integer tensors."""
@overload
@deprecated('BitwiseOr (version 18) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32 or INT64: these element types make an invalid model')
def BitwiseOr(A: _BitwiseOr_T_any | int | Sequence[int], B: _BitwiseOr_T_any | int | Sequence[int]) -> _BitwiseOr_T_any: ...
_BitwiseXor_T = TypeVar("_BitwiseXor_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64)
_BitwiseXor_T_any = TypeVar("_BitwiseXor_T_any", bound=TensorType)
@overload
def BitwiseXor(A: _BitwiseXor_T | int | Sequence[int], B: _BitwiseXor_T | int | Sequence[int]) -> _BitwiseXor_T:
    """[BitwiseXor - 18](https://onnx.ai/onnx/operators/onnx__BitwiseXor.html#bitwisexor-18) · ai.onnx · since opset 18

    Returns the tensor resulting from performing the bitwise `xor` operation
    elementwise on the input tensors `A` and `B` (with Numpy-style broadcasting support).

    This operator supports multidirectional (i.e., Numpy-style) broadcasting; for more details please check [the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md).

    Args:
    - A (T): First input operand for the bitwise operator.
    - B (T): Second input operand for the bitwise operator.

    Returns:
    - C (T): Result tensor.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64): Constrain input to integer tensors."""
@overload
@deprecated('BitwiseXor (version 18) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32 or INT64: these element types make an invalid model')
def BitwiseXor(A: _BitwiseXor_T_any | int | Sequence[int], B: _BitwiseXor_T_any | int | Sequence[int]) -> _BitwiseXor_T_any: ...
_CenterCropPad_T = TypeVar("_CenterCropPad_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_CenterCropPad_T_any = TypeVar("_CenterCropPad_T_any", bound=TensorType)
@overload
def CenterCropPad(input_data: _CenterCropPad_T | float | str | Sequence[float], shape: INT32 | INT64 | int | Sequence[int], axes: Sequence[int] | None = None) -> _CenterCropPad_T:
    """[CenterCropPad - 18](https://onnx.ai/onnx/operators/onnx__CenterCropPad.html#centercroppad-18) · ai.onnx · since opset 18

    Center crop or pad an input to given dimensions.

    The crop/pad dimensions can be specified for a subset of the `axes`; unspecified dimensions will remain unchanged.

    If the input dimensions are larger than the target crop dimensions, a centered cropping window will be extracted
    from the input. The starting value for the cropping window is rounded down, which means that if the difference
    between the input shape and the crop shape is odd, the cropping window will be shifted half a pixel to the left
    of the input center.

    If the input dimensions are smaller than the target crop dimensions, the input will be padded equally on both sides
    to center it in the output. In cases where the total number of padding pixels is odd, an additional pixel will be
    added to the right side.

    The padding value used is zero.

    Args:
    - input_data (T): Input to extract the centered crop from.
    - shape (Tind): 1-D tensor representing the cropping window dimensions.
    - axes (Sequence[int], optional): If provided, it specifies a subset of axes that 'shape' refer to. If not provided, all axes are assumed [0, 1, ..., r-1], where r = rank(data). Negative value means counting dimensions from the back. Accepted range is [-r, r-1], where r = rank(data). Behavior is undefined if an axis is repeated.

    Returns:
    - output_data (T): Output data.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('CenterCropPad (version 18) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def CenterCropPad(input_data: _CenterCropPad_T_any | float | str | Sequence[float], shape: TensorType | int | Sequence[int], axes: Sequence[int] | None = None) -> _CenterCropPad_T_any: ...
_Col2Im_T = TypeVar("_Col2Im_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Col2Im_T_any = TypeVar("_Col2Im_T_any", bound=TensorType)
@overload
def Col2Im(input: _Col2Im_T | float | str | Sequence[float], image_shape: INT64 | int | Sequence[int], block_shape: INT64 | int | Sequence[int], strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, dilations: Sequence[int] | None = None) -> _Col2Im_T:
    """[Col2Im - 18](https://onnx.ai/onnx/operators/onnx__Col2Im.html#col2im-18) · ai.onnx · since opset 18

    The operator rearranges column blocks back into a multidimensional image

    Col2Im behaves similarly to PyTorch's fold https://pytorch.org/docs/stable/generated/torch.nn.Fold.html,
    but it only supports *batched* multi-dimensional image tensors.
    Another implementation in Python with N-dimension support can be found at https://github.com/f-dangel/unfoldNd/.

    NOTE:
      Although specifying image_shape looks redundant because it could be calculated from
      convolution formulas, it is required as input for more advanced scenarios as explained
      at PyTorch's implementation (https://github.com/pytorch/pytorch/blob/master/aten/src/ATen/native/Col2Im.cpp#L10)

    Args:
    - input (T): Input data tensor to be rearranged from column blocks back into an image. This is a 3-dimensional tensor containing [N, C * n-ary-product(block_shape), L], where N is batch dimension, C is image channel dimension and L is number of blocks.The blocks are enumerated in increasing lexicographic-order of their indices.For example, with an image-size 10*20 and block-size 9*18, there would be 2*3 blocks, enumerated in the order block(0, 0), block(0, 1), block(0, 2), block(1, 0), block(1, 1), block(1, 2).
    - image_shape (INT64): The shape of the spatial dimensions of the image after rearranging the column blocks.This is a 1-dimensional tensor with size of at least 2, containing the value [H_img, W_img] for a 2-D image or [dim_i1, dim_i2, ..., dim_iN] for a N-D image.
    - block_shape (INT64): The shape of the block to apply on the input.This is a 1-dimensional tensor of size of at least 2, containing the value [H_block, W_block] for a 2-D image or [dim_b1, dim_b2, ..., dim_bN] for a N-D block.This is the block-shape before dilation is applied to it.
    - dilations (Sequence[int], optional): 1-dimensional tensor with dilation value along each spatial axis of the image. If not present, the dilation defaults to 1 along each spatial axis of the image.
    - pads (Sequence[int], optional): 1-dimensional tensor with padding value for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin is the number of pixels added at the beginning of axis `i` and xi_end is the number of pixels added at the end of axis `i`. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): 1-dimensional tensor with stride value along each spatial axis. If not present, the stride defaults to 1 along each spatial axis.

    Returns:
    - output (T): Output tensor produced by rearranging blocks into an image.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all numeric tensor types."""
@overload
@deprecated('Col2Im (version 18) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Col2Im(input: _Col2Im_T_any | float | str | Sequence[float], image_shape: INT64 | int | Sequence[int], block_shape: INT64 | int | Sequence[int], strides: Sequence[int] | None = None, pads: Sequence[int] | None = None, dilations: Sequence[int] | None = None) -> _Col2Im_T_any: ...
_GroupNormalization_T = TypeVar("_GroupNormalization_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
@deprecated('GroupNormalization is deprecated in this opset; use GroupNormalization from opset 21 on')
def GroupNormalization(X: _GroupNormalization_T | float | Sequence[float], scale: _GroupNormalization_T | float | Sequence[float], bias: _GroupNormalization_T | float | Sequence[float], num_groups: int, epsilon: float = 1e-05) -> _GroupNormalization_T:
    """[GroupNormalization - 18](https://onnx.ai/onnx/operators/onnx__GroupNormalization.html#groupnormalization-18) · ai.onnx · since opset 18

    Deprecated: use GroupNormalization from opset 21 on."""
_LpPool_T = TypeVar("_LpPool_T", FLOAT16, FLOAT, DOUBLE)
_LpPool_T_any = TypeVar("_LpPool_T_any", bound=TensorType)
@overload
def LpPool(X: _LpPool_T | float | Sequence[float], p: int = 2, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', ceil_mode: int = 0, dilations: Sequence[int] | None = None, strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _LpPool_T:
    """[LpPool - 18](https://onnx.ai/onnx/operators/onnx__LpPool.html#lppool-18) · ai.onnx · since opset 18

    Described at [LpPool - 22](https://onnx.ai/onnx/operators/onnx__LpPool.html#lppool-22), whose documentation is the same.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size.
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that `output_shape[i] = ceil(input_shape[i] / strides[i])` for each axis `i`. The padding is split between the two sides equally or almost equally (depending on whether it is even or odd). In case the padding is an odd number, the extra padding is added at the end for SAME_UPPER and at the beginning for SAME_LOWER.
    - ceil_mode (int, default 0): Whether to use ceil or floor (default) to compute the output shape.
    - dilations (Sequence[int], optional): dilation value along each spatial axis of the filter. If not present, the dilation defaults is 1 along each spatial axis.
    - p (int, default 2): p value of the Lp norm used to pool over the input data.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - strides (Sequence[int], optional): Stride along each spatial axis. If not present, the stride defaults to 1 along each spatial axis.

    Returns:
    - Y (T): Output data tensor from Lp pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('LpPool (version 18) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def LpPool(X: _LpPool_T_any | float | Sequence[float], p: int = 2, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', ceil_mode: int = 0, dilations: Sequence[int] | None = None, strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _LpPool_T_any: ...
_Mish_T = TypeVar("_Mish_T", FLOAT16, FLOAT, DOUBLE)
_Mish_T_any = TypeVar("_Mish_T_any", bound=TensorType)
@overload
def Mish(X: _Mish_T | float | Sequence[float]) -> _Mish_T:
    """[Mish - 18](https://onnx.ai/onnx/operators/onnx__Mish.html#mish-18) · ai.onnx · since opset 18

    Described at [Mish - 22](https://onnx.ai/onnx/operators/onnx__Mish.html#mish-22), whose documentation is the same.

    Args:
    - X (T): Input tensor

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input X and output types to float tensors."""
@overload
@deprecated('Mish (version 18) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Mish(X: _Mish_T_any | float | Sequence[float]) -> _Mish_T_any: ...
@overload
def OptionalGetElement(input: Sequence[UINT8] | Sequence[UINT16] | Sequence[UINT32] | Sequence[UINT64] | Sequence[INT8] | Sequence[INT16] | Sequence[INT32] | Sequence[INT64] | Sequence[FLOAT16] | Sequence[FLOAT] | Sequence[DOUBLE] | Sequence[STRING] | Sequence[BOOL] | Sequence[COMPLEX64] | Sequence[COMPLEX128] | UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float] | None) -> Any:
    """[OptionalGetElement - 18](https://onnx.ai/onnx/operators/onnx__OptionalGetElement.html#optionalgetelement-18) · ai.onnx · since opset 18

    Described at [OptionalGetElement - 28](https://onnx.ai/onnx/operators/onnx__OptionalGetElement.html#optionalgetelement-28), whose documentation is the same.

    Args:
    - input (O): The optional input.

    Returns:
    - output (V): Output element in the optional input.

    Type constraints:
    - O in (Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain input type to optional, tensor and sequence types.
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain output type to all tensor or sequence types."""
@overload
@deprecated('OptionalGetElement (version 18) takes O as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def OptionalGetElement(input: Sequence[TensorType] | TensorType | float | str | Sequence[float] | None) -> Any: ...
@overload
def OptionalHasElement(input: Sequence[UINT8] | Sequence[UINT16] | Sequence[UINT32] | Sequence[UINT64] | Sequence[INT8] | Sequence[INT16] | Sequence[INT32] | Sequence[INT64] | Sequence[FLOAT16] | Sequence[FLOAT] | Sequence[DOUBLE] | Sequence[STRING] | Sequence[BOOL] | Sequence[COMPLEX64] | Sequence[COMPLEX128] | UINT8 | UINT16 | UINT32 | UINT64 | INT8 | INT16 | INT32 | INT64 | FLOAT16 | FLOAT | DOUBLE | STRING | BOOL | COMPLEX64 | COMPLEX128 | float | str | Sequence[float] | None = None) -> BOOL:
    """[OptionalHasElement - 18](https://onnx.ai/onnx/operators/onnx__OptionalHasElement.html#optionalhaselement-18) · ai.onnx · since opset 18

    Described at [OptionalHasElement - 28](https://onnx.ai/onnx/operators/onnx__OptionalHasElement.html#optionalhaselement-28), whose documentation is the same.

    Args:
    - input (optional O): The optional input.

    Returns:
    - output (B): A scalar boolean tensor. If true, it indicates that optional-type input contains an element. Otherwise, it is empty.

    Type constraints:
    - O in (Optional[Sequence[UINT8]], Optional[Sequence[UINT16]], Optional[Sequence[UINT32]], Optional[Sequence[UINT64]], Optional[Sequence[INT8]], Optional[Sequence[INT16]], Optional[Sequence[INT32]], Optional[Sequence[INT64]], Optional[Sequence[FLOAT16]], Optional[Sequence[FLOAT]], Optional[Sequence[DOUBLE]], Optional[Sequence[STRING]], Optional[Sequence[BOOL]], Optional[Sequence[COMPLEX64]], Optional[Sequence[COMPLEX128]], Optional[UINT8], Optional[UINT16], Optional[UINT32], Optional[UINT64], Optional[INT8], Optional[INT16], Optional[INT32], Optional[INT64], Optional[FLOAT16], Optional[FLOAT], Optional[DOUBLE], Optional[STRING], Optional[BOOL], Optional[COMPLEX64], Optional[COMPLEX128], UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128, Sequence[UINT8], Sequence[UINT16], Sequence[UINT32], Sequence[UINT64], Sequence[INT8], Sequence[INT16], Sequence[INT32], Sequence[INT64], Sequence[FLOAT16], Sequence[FLOAT], Sequence[DOUBLE], Sequence[STRING], Sequence[BOOL], Sequence[COMPLEX64], Sequence[COMPLEX128]): Constrain input type to optional, tensor and sequence types.
    - B in (BOOL): Constrain output to a boolean tensor."""
@overload
@deprecated('OptionalHasElement (version 18) takes O as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def OptionalHasElement(input: Sequence[TensorType] | TensorType | float | str | Sequence[float] | None = None) -> BOOL: ...
_Pad_T = TypeVar("_Pad_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Pad_T_any = TypeVar("_Pad_T_any", bound=TensorType)
@overload
def Pad(data: _Pad_T | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T | float | Sequence[float] | None = None, axes: INT32 | INT64 | int | Sequence[int] | None = None, mode: str = 'constant') -> _Pad_T:
    """[Pad - 18](https://onnx.ai/onnx/operators/onnx__Pad.html#pad-18) · ai.onnx · since opset 18

    Given a tensor containing the data to be padded (`data`), a tensor containing the number of start and end pad values for axis (`pads`), (optionally) a `mode`, and (optionally) `constant_value`,
    a padded tensor (`output`) is generated.

    The three supported `modes` are (similar to corresponding modes supported by `numpy.pad`):

    1) `constant`(default) - pads with a given constant value as specified by `constant_value` (which defaults to 0, empty string, or False)

    2) `reflect` - pads with the reflection of the vector mirrored on the first and last values of the vector along each axis

    3) `edge` - pads with the edge values of array

    Example 1 (`constant` mode):

    Insert 0 pads to the beginning of the second dimension.

    ```
    data = [
        [1.0, 1.2],
        [2.3, 3.4],
        [4.5, 5.7],
    ]

    pads = [0, 2, 0, 0]

    mode = 'constant'

    constant_value = 0.0

    output = [
        [0.0, 0.0, 1.0, 1.2],
        [0.0, 0.0, 2.3, 3.4],
        [0.0, 0.0, 4.5, 5.7],
    ]
    ```

    Example 2 (`reflect` mode):

    ```
    data = [
        [1.0, 1.2],
        [2.3, 3.4],
        [4.5, 5.7],
    ]

    pads = [0, 2, 0, 0]

    mode = 'reflect'

    output = [
        [1.0, 1.2, 1.0, 1.2],
        [2.3, 3.4, 2.3, 3.4],
        [4.5, 5.7, 4.5, 5.7],
    ]
    ```

    Example 3 (`edge` mode):

    ```
    data = [
        [1.0, 1.2],
        [2.3, 3.4],
        [4.5, 5.7],
    ]

    pads = [0, 2, 0, 0]

    mode = 'edge'

    output = [
        [1.0, 1.0, 1.0, 1.2],
        [2.3, 2.3, 2.3, 3.4],
        [4.5, 4.5, 4.5, 5.7],
    ]
    ```

    Args:
    - data (T): Input tensor.
    - pads (INT64): Tensor of integers indicating the number of padding elements to add or remove (if negative) at the beginning and end of each axis. For 2D input tensor, it is the number of pixels. `pads` should be a 1D tensor of shape [2 * num_axes] where `num_axes` refers to the number of elements in the `axes` input or the input rank if `axes` are not provided explicitly. `pads` format should be: [x1_begin, x2_begin, ..., x1_end, x2_end,...], where xi_begin is the number of pad values added at the beginning of axis `axes[i]` and xi_end, the number of pad values added at the end of axis `axes[i]`.
    - constant_value (optional T): (Optional) A scalar value to be used if the mode chosen is `constant` (by default it is 0, empty string or False).
    - axes (optional Tind): 1-D tensor of axes that `pads` apply to. Negative value means counting dimensions from the back. Accepted range is [-r, r-1] where r = rank(data). Behavior is undefined if an axis is repeated. If not provided, all axes are assumed (`[0, 1, ..., input_rank-1]`).
    - mode (str, default 'constant'): Supported modes: `constant`(default), `reflect`, `edge`

    Returns:
    - output (T): Tensor after padding.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('Pad (version 18) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def Pad(data: _Pad_T_any | float | Sequence[float], pads: INT64 | int | Sequence[int], constant_value: _Pad_T_any | float | Sequence[float] | None = None, axes: TensorType | int | Sequence[int] | None = None, mode: str = 'constant') -> _Pad_T_any: ...
_ReduceL1_T = TypeVar("_ReduceL1_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceL1_T_any = TypeVar("_ReduceL1_T_any", bound=TensorType)
@overload
def ReduceL1(data: _ReduceL1_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceL1_T:
    """[ReduceL1 - 18](https://onnx.ai/onnx/operators/onnx__ReduceL1.html#reducel1-18) · ai.onnx · since opset 18

    Computes the L1 norm of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 0.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (optional INT64): Optional input list of integers, along which to reduce. The default is to reduce over empty axes. When axes is empty (either not provided or explicitly empty), behavior depends on 'noop_with_empty_axes': reduction over all axes if 'noop_with_empty_axes' is false, and reduction over the empty set of axes when 'noop_with_empty_axes' is true. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - noop_with_empty_axes (int, default 0): Defines behavior when axes is not provided or is empty. If false (default), reduction happens over all axes (similar to the case when `axis=None` in numpy). If true, reduction happens over an empty set of axes (similar to the case when `axis=()` in numpy). Note that reduction over an empty set of axes means that the reduction step behaves like a no-op (identity function), but composite-reduction operators will still perform the non-reduction steps as needed. Thus, ReduceLogSum returns the Log of input tensor, and ReduceSumSquare returns the Square of the input tensor, in this case.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceL1 (version 18) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceL1(data: _ReduceL1_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceL1_T_any: ...
_ReduceL2_T = TypeVar("_ReduceL2_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceL2_T_any = TypeVar("_ReduceL2_T_any", bound=TensorType)
@overload
def ReduceL2(data: _ReduceL2_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceL2_T:
    """[ReduceL2 - 18](https://onnx.ai/onnx/operators/onnx__ReduceL2.html#reducel2-18) · ai.onnx · since opset 18

    Computes the L2 norm of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 0.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (optional INT64): Optional input list of integers, along which to reduce. The default is to reduce over empty axes. When axes is empty (either not provided or explicitly empty), behavior depends on 'noop_with_empty_axes': reduction over all axes if 'noop_with_empty_axes' is false, and reduction over the empty set of axes when 'noop_with_empty_axes' is true. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - noop_with_empty_axes (int, default 0): Defines behavior when axes is not provided or is empty. If false (default), reduction happens over all axes (similar to the case when `axis=None` in numpy). If true, reduction happens over an empty set of axes (similar to the case when `axis=()` in numpy). Note that reduction over an empty set of axes means that the reduction step behaves like a no-op (identity function), but composite-reduction operators will still perform the non-reduction steps as needed. Thus, ReduceLogSum returns the Log of input tensor, and ReduceSumSquare returns the Square of the input tensor, in this case.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceL2 (version 18) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceL2(data: _ReduceL2_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceL2_T_any: ...
_ReduceLogSum_T = TypeVar("_ReduceLogSum_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceLogSum_T_any = TypeVar("_ReduceLogSum_T_any", bound=TensorType)
@overload
def ReduceLogSum(data: _ReduceLogSum_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceLogSum_T:
    """[ReduceLogSum - 18](https://onnx.ai/onnx/operators/onnx__ReduceLogSum.html#reducelogsum-18) · ai.onnx · since opset 18

    Described at [ReduceLogSum - 28](https://onnx.ai/onnx/operators/onnx__ReduceLogSum.html#reducelogsum-28), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (optional INT64): Optional input list of integers, along which to reduce. The default is to reduce over empty axes. When axes is empty (either not provided or explicitly empty), behavior depends on 'noop_with_empty_axes': reduction over all axes if 'noop_with_empty_axes' is false, and reduction over the empty set of axes when 'noop_with_empty_axes' is true. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - noop_with_empty_axes (int, default 0): Defines behavior when axes is not provided or is empty. If false (default), reduction happens over all axes (similar to the case when `axis=None` in numpy). If true, reduction happens over an empty set of axes (similar to the case when `axis=()` in numpy). Note that reduction over an empty set of axes means that the reduction step behaves like a no-op (identity function), but composite-reduction operators will still perform the non-reduction steps as needed. Thus, ReduceLogSum returns the Log of input tensor, and ReduceSumSquare returns the Square of the input tensor, in this case.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceLogSum (version 18) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceLogSum(data: _ReduceLogSum_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceLogSum_T_any: ...
_ReduceLogSumExp_T = TypeVar("_ReduceLogSumExp_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceLogSumExp_T_any = TypeVar("_ReduceLogSumExp_T_any", bound=TensorType)
@overload
def ReduceLogSumExp(data: _ReduceLogSumExp_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceLogSumExp_T:
    """[ReduceLogSumExp - 18](https://onnx.ai/onnx/operators/onnx__ReduceLogSumExp.html#reducelogsumexp-18) · ai.onnx · since opset 18

    Described at [ReduceLogSumExp - 28](https://onnx.ai/onnx/operators/onnx__ReduceLogSumExp.html#reducelogsumexp-28), whose documentation is the same.

    Args:
    - data (T): An input tensor.
    - axes (optional INT64): Optional input list of integers, along which to reduce. The default is to reduce over empty axes. When axes is empty (either not provided or explicitly empty), behavior depends on 'noop_with_empty_axes': reduction over all axes if 'noop_with_empty_axes' is false, and reduction over the empty set of axes when 'noop_with_empty_axes' is true. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - noop_with_empty_axes (int, default 0): Defines behavior when axes is not provided or is empty. If false (default), reduction happens over all axes (similar to the case when `axis=None` in numpy). If true, reduction happens over an empty set of axes (similar to the case when `axis=()` in numpy). Note that reduction over an empty set of axes means that the reduction step behaves like a no-op (identity function), but composite-reduction operators will still perform the non-reduction steps as needed. Thus, ReduceLogSum returns the Log of input tensor, and ReduceSumSquare returns the Square of the input tensor, in this case.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceLogSumExp (version 18) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceLogSumExp(data: _ReduceLogSumExp_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceLogSumExp_T_any: ...
_ReduceMax_T = TypeVar("_ReduceMax_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8)
_ReduceMax_T_any = TypeVar("_ReduceMax_T_any", bound=TensorType)
@overload
def ReduceMax(data: _ReduceMax_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceMax_T:
    """[ReduceMax - 18](https://onnx.ai/onnx/operators/onnx__ReduceMax.html#reducemax-18) · ai.onnx · since opset 18

    Computes the max of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields minus infinity (if supported by the datatype) or the minimum value of the data type otherwise.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (optional INT64): Optional input list of integers, along which to reduce. The default is to reduce over empty axes. When axes is empty (either not provided or explicitly empty), behavior depends on 'noop_with_empty_axes': reduction over all axes if 'noop_with_empty_axes' is false, and reduction over the empty set of axes when 'noop_with_empty_axes' is true. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - noop_with_empty_axes (int, default 0): Defines behavior when axes is not provided or is empty. If false (default), reduction happens over all axes (similar to the case when `axis=None` in numpy). If true, reduction happens over an empty set of axes (similar to the case when `axis=()` in numpy). Note that reduction over an empty set of axes means that the reduction step behaves like a no-op (identity function), but composite-reduction operators will still perform the non-reduction steps as needed. Thus, ReduceLogSum returns the Log of input tensor, and ReduceSumSquare returns the Square of the input tensor, in this case.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceMax (version 18) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8 or INT8: these element types make an invalid model')
def ReduceMax(data: _ReduceMax_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceMax_T_any: ...
_ReduceMean_T = TypeVar("_ReduceMean_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceMean_T_any = TypeVar("_ReduceMean_T_any", bound=TensorType)
@overload
def ReduceMean(data: _ReduceMean_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceMean_T:
    """[ReduceMean - 18](https://onnx.ai/onnx/operators/onnx__ReduceMean.html#reducemean-18) · ai.onnx · since opset 18

    Computes the mean of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields undefined.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (optional INT64): Optional input list of integers, along which to reduce. The default is to reduce over empty axes. When axes is empty (either not provided or explicitly empty), behavior depends on 'noop_with_empty_axes': reduction over all axes if 'noop_with_empty_axes' is false, and reduction over the empty set of axes when 'noop_with_empty_axes' is true. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - noop_with_empty_axes (int, default 0): Defines behavior when axes is not provided or is empty. If false (default), reduction happens over all axes (similar to the case when `axis=None` in numpy). If true, reduction happens over an empty set of axes (similar to the case when `axis=()` in numpy). Note that reduction over an empty set of axes means that the reduction step behaves like a no-op (identity function), but composite-reduction operators will still perform the non-reduction steps as needed. Thus, ReduceLogSum returns the Log of input tensor, and ReduceSumSquare returns the Square of the input tensor, in this case.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceMean (version 18) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceMean(data: _ReduceMean_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceMean_T_any: ...
_ReduceMin_T = TypeVar("_ReduceMin_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8)
_ReduceMin_T_any = TypeVar("_ReduceMin_T_any", bound=TensorType)
@overload
def ReduceMin(data: _ReduceMin_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceMin_T:
    """[ReduceMin - 18](https://onnx.ai/onnx/operators/onnx__ReduceMin.html#reducemin-18) · ai.onnx · since opset 18

    Computes the min of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields plus infinity (if supported by the datatype) or the maximum value of the data type otherwise.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (optional INT64): Optional input list of integers, along which to reduce. The default is to reduce over empty axes. When axes is empty (either not provided or explicitly empty), behavior depends on 'noop_with_empty_axes': reduction over all axes if 'noop_with_empty_axes' is false, and reduction over the empty set of axes when 'noop_with_empty_axes' is true. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - noop_with_empty_axes (int, default 0): Defines behavior when axes is not provided or is empty. If false (default), reduction happens over all axes (similar to the case when `axis=None` in numpy). If true, reduction happens over an empty set of axes (similar to the case when `axis=()` in numpy). Note that reduction over an empty set of axes means that the reduction step behaves like a no-op (identity function), but composite-reduction operators will still perform the non-reduction steps as needed. Thus, ReduceLogSum returns the Log of input tensor, and ReduceSumSquare returns the Square of the input tensor, in this case.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceMin (version 18) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8 or INT8: these element types make an invalid model')
def ReduceMin(data: _ReduceMin_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceMin_T_any: ...
_ReduceProd_T = TypeVar("_ReduceProd_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceProd_T_any = TypeVar("_ReduceProd_T_any", bound=TensorType)
@overload
def ReduceProd(data: _ReduceProd_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceProd_T:
    """[ReduceProd - 18](https://onnx.ai/onnx/operators/onnx__ReduceProd.html#reduceprod-18) · ai.onnx · since opset 18

    Computes the product of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 1.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (optional INT64): Optional input list of integers, along which to reduce. The default is to reduce over empty axes. When axes is empty (either not provided or explicitly empty), behavior depends on 'noop_with_empty_axes': reduction over all axes if 'noop_with_empty_axes' is false, and reduction over the empty set of axes when 'noop_with_empty_axes' is true. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - noop_with_empty_axes (int, default 0): Defines behavior when axes is not provided or is empty. If false (default), reduction happens over all axes (similar to the case when `axis=None` in numpy). If true, reduction happens over an empty set of axes (similar to the case when `axis=()` in numpy). Note that reduction over an empty set of axes means that the reduction step behaves like a no-op (identity function), but composite-reduction operators will still perform the non-reduction steps as needed. Thus, ReduceLogSum returns the Log of input tensor, and ReduceSumSquare returns the Square of the input tensor, in this case.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceProd (version 18) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceProd(data: _ReduceProd_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceProd_T_any: ...
_ReduceSumSquare_T = TypeVar("_ReduceSumSquare_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_ReduceSumSquare_T_any = TypeVar("_ReduceSumSquare_T_any", bound=TensorType)
@overload
def ReduceSumSquare(data: _ReduceSumSquare_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceSumSquare_T:
    """[ReduceSumSquare - 18](https://onnx.ai/onnx/operators/onnx__ReduceSumSquare.html#reducesumsquare-18) · ai.onnx · since opset 18

    Computes the sum square of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields 0.

    The above behavior is similar to numpy, with the exception that numpy defaults `keepdims`
    to `False` instead of `True`.

    Args:
    - data (T): An input tensor.
    - axes (optional INT64): Optional input list of integers, along which to reduce. The default is to reduce over empty axes. When axes is empty (either not provided or explicitly empty), behavior depends on 'noop_with_empty_axes': reduction over all axes if 'noop_with_empty_axes' is false, and reduction over the empty set of axes when 'noop_with_empty_axes' is true. Accepted range is [-r, r-1] where r = rank(data).
    - keepdims (int, default 1): Keep the reduced dimension or not, default 1 means keep reduced dimension.
    - noop_with_empty_axes (int, default 0): Defines behavior when axes is not provided or is empty. If false (default), reduction happens over all axes (similar to the case when `axis=None` in numpy). If true, reduction happens over an empty set of axes (similar to the case when `axis=()` in numpy). Note that reduction over an empty set of axes means that the reduction step behaves like a no-op (identity function), but composite-reduction operators will still perform the non-reduction steps as needed. Thus, ReduceLogSum returns the Log of input tensor, and ReduceSumSquare returns the Square of the input tensor, in this case.

    Returns:
    - reduced (T): Reduced output tensor.

    Type constraints:
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to numeric tensors."""
@overload
@deprecated('ReduceSumSquare (version 18) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def ReduceSumSquare(data: _ReduceSumSquare_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceSumSquare_T_any: ...
_Resize_T1 = TypeVar("_Resize_T1", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Resize_T1_any = TypeVar("_Resize_T1_any", bound=TensorType)
@overload
def Resize(X: _Resize_T1 | float | str | Sequence[float], roi: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float] | None = None, scales: FLOAT | float | Sequence[float] | None = None, sizes: INT64 | int | Sequence[int] | None = None, keep_aspect_ratio_policy: str = 'stretch', axes: Sequence[int] | None = None, antialias: int = 0, extrapolation_value: float = 0.0, exclude_outside: int = 0, nearest_mode: str = 'round_prefer_floor', coordinate_transformation_mode: str = 'half_pixel', cubic_coeff_a: float = -0.75, mode: str = 'nearest') -> _Resize_T1:
    """[Resize - 18](https://onnx.ai/onnx/operators/onnx__Resize.html#resize-18) · ai.onnx · since opset 18

    Resize the input tensor. In general, it calculates every value in the output tensor as a weighted average of neighborhood (a.k.a. sampling locations) in the input tensor.
    Each dimension value of the output tensor is: 

      `output_dimension = floor(input_dimension * (roi_end - roi_start) * scale)` 

    if input \\"sizes\\" is not specified.

    Args:
    - X (T1): N-D tensor
    - roi (optional T2): 1-D tensor given as [start1, ..., startN, end1, ..., endN], where N is the rank of X or the length of axes, if provided. The RoIs' coordinates are normalized in the coordinate system of the input image. It only takes effect when coordinate_transformation_mode is "tf_crop_and_resize"
    - scales (optional FLOAT): The scale array along each dimension. It takes value greater than 0. If it's less than 1, it's sampling down, otherwise, it's upsampling. The number of elements of 'scales' should be the same as the rank of input 'X' or the length of 'axes', if provided. One of 'scales' and 'sizes' MUST be specified and it is an error if both are specified. If 'sizes' is needed, the user can use an empty string as the name of 'scales' in this operator's input list.
    - sizes (optional INT64): Target size of the output tensor. Its interpretation depends on the 'keep_aspect_ratio_policy' value.The number of elements of 'sizes' should be the same as the rank of input 'X', or the length of 'axes', if provided. Only one of 'scales' and 'sizes' can be specified.
    - antialias (int, default 0): If set to 1, "linear" and "cubic" interpolation modes will use an antialiasing filter when downscaling. Antialiasing is achieved by stretching the resampling filter by a factor max(1, 1 / scale), which means that when downsampling, more input pixels contribute to an output pixel.
    - axes (Sequence[int], optional): If provided, it specifies a subset of axes that 'roi', 'scales' and 'sizes' refer to. If not provided, all axes are assumed [0, 1, ..., r-1], where r = rank(data). Non-specified dimensions are interpreted as non-resizable. Negative value means counting dimensions from the back. Accepted range is [-r, r-1], where r = rank(data). Behavior is undefined if an axis is repeated.
    - coordinate_transformation_mode (str, default 'half_pixel'): This attribute describes how to transform the coordinate in the resized tensor to the coordinate in the original tensor. 

    The coordinate of each dimension is transformed individually. Let's describe a case using axis x as an example. Denote x_resized as the coordinate of axis x in the resized tensor, x_original as the coordinate of axis x in the original tensor, `length_original` as the length of the original tensor in axis x, length_resized as the length of the resized tensor in axis x, roi_x = (start_x, end_x) of the axis x in input "roi", `scale = length_resized / length_original`, 

    if coordinate_transformation_mode is `"half_pixel"`, 

    `x_original = (x_resized + 0.5) / scale - 0.5` 

    if coordinate_transformation_mode is `"pytorch_half_pixel"`, 

    `x_original = length_resized > 1 ? (x_resized + 0.5) / scale - 0.5 : 0` 

    if coordinate_transformation_mode is `"align_corners"`, 

    `x_original = x_resized * (length_original - 1) / (length_resized - 1)` 

    if coordinate_transformation_mode is `"asymmetric"`, 

    `x_original = x_resized / scale` 

    if coordinate_transformation_mode is `"tf_crop_and_resize"`, 

    `x_original = length_resized > 1 ? start_x * (length_original - 1) + x_resized * (end_x - start_x) * (length_original - 1) / (length_resized - 1) : 0.5 * (start_x + end_x) * (length_original - 1)` .
    - cubic_coeff_a (float, default -0.75): The coefficient 'a' used in cubic interpolation. Two common choice are -0.5 (in some cases of TensorFlow) and -0.75 (in PyTorch). Check out Equation (4) in https://ieeexplore.ieee.org/document/1163711 for the details. This attribute is valid only if mode is "cubic".
    - exclude_outside (int, default 0): If set to 1, the weight of sampling locations outside the tensor will be set to 0 and the weight will be renormalized so that their sum is 1.0. The default value is 0.
    - extrapolation_value (float, default 0.0): When coordinate_transformation_mode is "tf_crop_and_resize" and x_original is outside the range [0, length_original - 1], this value is used as the corresponding output value. Default is 0.0f.
    - keep_aspect_ratio_policy (str, default 'stretch'): This attribute describes how to interpret the `sizes` input with regard to keeping the original aspect ratio of the input, and it is not applicable when the `scales` input is used. 

    Given a set of `sizes`, associated with a subset of `axes` (explicitly provided or default), and assuming `d = axes[i]`, with `i` being the index of the provided `sizes`. 

    If `keep_aspect_ratio_policy` is `"stretch"`, the original aspect ratio is disregarded, and the input is resized to the specified size: 

    `out_size[d] = sizes[i]` 

    If `keep_aspect_ratio_policy` is `"not_larger"`, the sizes are adjusted so that no extent of the output is larger than the specified size, while keeping the original aspect ratio: 

    `scale = Min(sizes[i] / in_size[d])` 

    `out_size[d] = round_int(scale * in_size[d])` 

    If `keep_aspect_ratio_policy` is `"not_smaller"`, the sizes are adjusted so that no extent of the output is smaller than the specified size, while keeping the original aspect ratio: 

    `scale = Max(sizes[i] / in_size[d])` 

    `out_size[d] = round_int(scale * in_size[d])` 

    For non-resizable axes (those not specified in `axes`), the output size will be equal to the input size. Note: `round_int` stands for computing the nearest integer value, rounding halfway cases up.
    - mode (str, default 'nearest'): Three interpolation modes: "nearest" (default), "linear" and "cubic". The "linear" mode includes linear interpolation for 1D tensor and N-linear interpolation for N-D tensor (for example, bilinear interpolation for 2D tensor). The "cubic" mode includes cubic interpolation for 1D tensor and N-cubic interpolation for N-D tensor (for example, bicubic interpolation for 2D tensor).
    - nearest_mode (str, default 'round_prefer_floor'): Four modes: "round_prefer_floor" (default, as known as round half down), "round_prefer_ceil" (as known as round half up), "floor", "ceil". Only used by nearest interpolation. It indicates how to get "nearest" pixel in input tensor from x_original, so this attribute is valid only if "mode" is "nearest".

    Returns:
    - Y (T1): N-D tensor after resizing

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input 'X' and output 'Y' to all tensor types.
    - T2 in (FLOAT16, FLOAT, DOUBLE): Constrain roi type to float or double."""
@overload
@deprecated('Resize (version 18) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; T2 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Resize(X: _Resize_T1_any | float | str | Sequence[float], roi: TensorType | float | Sequence[float] | None = None, scales: FLOAT | float | Sequence[float] | None = None, sizes: INT64 | int | Sequence[int] | None = None, keep_aspect_ratio_policy: str = 'stretch', axes: Sequence[int] | None = None, antialias: int = 0, extrapolation_value: float = 0.0, exclude_outside: int = 0, nearest_mode: str = 'round_prefer_floor', coordinate_transformation_mode: str = 'half_pixel', cubic_coeff_a: float = -0.75, mode: str = 'nearest') -> _Resize_T1_any: ...
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
_ScatterElements_T = TypeVar("_ScatterElements_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_ScatterElements_T_any = TypeVar("_ScatterElements_T_any", bound=TensorType)
@overload
def ScatterElements(data: _ScatterElements_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _ScatterElements_T | float | Sequence[float], reduction: str = 'none', axis: int = 0) -> _ScatterElements_T:
    """[ScatterElements - 18](https://onnx.ai/onnx/operators/onnx__ScatterElements.html#scatterelements-18) · ai.onnx · since opset 18

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
    When `reduction` is set to some reduction function `f`, the update corresponding to the [i][j] entry is performed as below:
    ```
    output[indices[i][j]][j] = f(output[indices[i][j]][j], updates[i][j]) if axis = 0,
    output[i][indices[i][j]] = f(output[i][indices[i][j]], updates[i][j]) if axis = 1,
    ```
    where the `f` is `+`, `*`, `max` or `min` as specified.

    This operator is the inverse of GatherElements. It is similar to Torch's Scatter operation.

    (Opset 18 change): Adds max/min to the set of allowed reduction ops.

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
    - reduction (str, default 'none'): Type of reduction to apply: none (default), add, mul, max, min. 'none': no reduction applied. 'add': reduction using the addition operation. 'mul': reduction using the multiplication operation.'max': reduction using the maximum operation.'min': reduction using the minimum operation.

    Returns:
    - output (T): Tensor of rank r >= 1 (same rank as input).

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Input and output types can be of any tensor type.
    - Tind in (INT32, INT64): Constrain indices to integer types"""
@overload
@deprecated('ScatterElements (version 18) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; Tind as one of INT32 or INT64: these element types make an invalid model')
def ScatterElements(data: _ScatterElements_T_any | float | Sequence[float], indices: TensorType | int | Sequence[int], updates: _ScatterElements_T_any | float | Sequence[float], reduction: str = 'none', axis: int = 0) -> _ScatterElements_T_any: ...
_ScatterND_T = TypeVar("_ScatterND_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_ScatterND_T_any = TypeVar("_ScatterND_T_any", bound=TensorType)
@overload
def ScatterND(data: _ScatterND_T | float | Sequence[float], indices: INT64 | int | Sequence[int], updates: _ScatterND_T | float | Sequence[float], reduction: str = 'none') -> _ScatterND_T:
    """[ScatterND - 18](https://onnx.ai/onnx/operators/onnx__ScatterND.html#scatternd-18) · ai.onnx · since opset 18

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

    ```
    output = np.copy(data)
    update_indices = indices.shape[:-1]
    for idx in np.ndindex(update_indices):
        output[tuple(indices[idx])] = updates[idx]
    ```

    The order of iteration in the above loop is not specified.
    In particular, indices should not have duplicate entries: that is, if idx1 != idx2, then indices[idx1] != indices[idx2].
    This ensures that the output value does not depend on the iteration order.

    `reduction` allows specification of an optional reduction operation, which is applied to all values in `updates`
    tensor into `output` at the specified `indices`.
    In cases where `reduction` is set to "none", indices should not have duplicate entries: that is, if idx1 != idx2,
    then indices[idx1] != indices[idx2]. This ensures that the output value does not depend on the iteration order.
    When `reduction` is set to some reduction function `f`, `output` is calculated as follows:

    ```
    output = np.copy(data)
    update_indices = indices.shape[:-1]
    for idx in np.ndindex(update_indices):
        output[tuple(indices[idx])] = f(output[tuple(indices[idx])], updates[idx])
    ```

    where the `f` is `+`, `*`, `max` or `min` as specified.

    This operator is the inverse of GatherND.

    (Opset 18 change): Adds max/min to the set of allowed reduction ops.

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
    - reduction (str, default 'none'): Type of reduction to apply: none (default), add, mul, max, min. 'none': no reduction applied. 'add': reduction using the addition operation. 'mul': reduction using the addition operation. 'max': reduction using the maximum operation.'min': reduction using the minimum operation.

    Returns:
    - output (T): Tensor of rank r >= 1.

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to any tensor type."""
@overload
@deprecated('ScatterND (version 18) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def ScatterND(data: _ScatterND_T_any | float | Sequence[float], indices: INT64 | int | Sequence[int], updates: _ScatterND_T_any | float | Sequence[float], reduction: str = 'none') -> _ScatterND_T_any: ...
_Split_T = TypeVar("_Split_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Split_T_any = TypeVar("_Split_T_any", bound=TensorType)
@overload
def Split(input: _Split_T | float | str | Sequence[float], split: INT64 | int | Sequence[int] | None = None, num_outputs: int | None = None, axis: int = 0) -> tuple[_Split_T, ...]:
    """[Split - 18](https://onnx.ai/onnx/operators/onnx__Split.html#split-18) · ai.onnx · since opset 18

    Split a tensor into a list of tensors, along the specified 'axis'.
    Either input 'split' or the attribute 'num_outputs' should be specified, but not both.
    If the attribute 'num_outputs' is specified, then the tensor is split into equal sized parts.
    If the tensor is not evenly splittable into `num_outputs`, the last chunk will be smaller.
    If the input 'split' is specified, it indicates the sizes of each output in the split.

    Args:
    - input (T): The tensor to split
    - split (optional INT64): Optional length of each output. Values should be >= 0.Sum of the values must be equal to the dim value at 'axis' specified.
    - axis (int, default 0): Which axis to split on. A negative value means counting dimensions from the back. Accepted range is [-rank, rank-1] where r = rank(input).
    - num_outputs (int, optional): Number of outputs to split parts of the tensor into. If the tensor is not evenly splittable the last chunk will be smaller.

    Returns:
    - outputs (variadic T): One or more outputs forming list of tensors after splitting

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensor types."""
@overload
@deprecated('Split (version 18) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, BFLOAT16, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Split(input: _Split_T_any | float | str | Sequence[float], split: INT64 | int | Sequence[int] | None = None, num_outputs: int | None = None, axis: int = 0) -> tuple[_Split_T_any, ...]: ...
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
