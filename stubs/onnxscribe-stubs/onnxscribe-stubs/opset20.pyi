"""ai.onnx opset 20: the operators new at 20, the others from opset19 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import TensorData
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ, TensorType,
)
from onnxscribe.opset19 import (
    Abs, Acos, Acosh, Add, And, ArgMax, ArgMin, Asin, Asinh, Atan, Atanh, AveragePool, BatchNormalization, Bernoulli,
    BitShift, BitwiseAnd, BitwiseNot, BitwiseOr, BitwiseXor, BlackmanWindow, Cast, CastLike, Ceil, Celu, CenterCropPad,
    Clip, Col2Im, Compress, Concat, ConcatFromSequence, Constant, Conv, ConvInteger, ConvTranspose, Cos, Cosh, CumSum,
    DeformConv, DepthToSpace, DequantizeLinear, Det, Div, Dropout, DynamicQuantizeLinear, Einsum, Elu, Equal, Erf, Exp,
    Expand, EyeLike, Flatten, Floor, GRU, Gather, GatherElements, GatherND, Gemm, GlobalAveragePool, GlobalLpPool,
    GlobalMaxPool, Greater, GreaterOrEqual, HammingWindow, HannWindow, HardSigmoid, HardSwish, Hardmax, Identity, If,
    InstanceNormalization, LRN, LSTM, LayerNormalization, LeakyRelu, Less, LessOrEqual, Log, LogSoftmax, Loop,
    LpNormalization, LpPool, MatMul, MatMulInteger, Max, MaxPool, MaxRoiPool, MaxUnpool, Mean,
    MeanVarianceNormalization, MelWeightMatrix, Min, Mish, Mod, Mul, Multinomial, Neg, NegativeLogLikelihoodLoss,
    NonMaxSuppression, NonZero, Not, OneHot, Optional, OptionalGetElement, OptionalHasElement, Or, PRelu, Pad, Pow,
    QLinearConv, QLinearMatMul, QuantizeLinear, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike,
    Range, Reciprocal, ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMean, ReduceProd, ReduceSum,
    ReduceSumSquare, Relu, Reshape, Resize, ReverseSequence, RoiAlign, Round, STFT, Scan, ScatterElements, ScatterND,
    Selu, SequenceAt, SequenceConstruct, SequenceEmpty, SequenceErase, SequenceInsert, SequenceLength, SequenceMap,
    Shape, Shrink, Sigmoid, Sign, Sin, Sinh, Size, Slice, Softmax, SoftmaxCrossEntropyLoss, Softplus, Softsign,
    SpaceToDepth, Split, SplitToSequence, Sqrt, Squeeze, StringNormalizer, Sub, Sum, Tan, Tanh, TfIdfVectorizer,
    ThresholdedRelu, Tile, TopK, Transpose, Trilu, Unique, Unsqueeze, Where, Xor,
)
__all__ = [
    "Abs", "Acos", "Acosh", "Add", "AffineGrid", "And", "ArgMax", "ArgMin", "Asin", "Asinh", "Atan", "Atanh",
    "AveragePool", "BatchNormalization", "Bernoulli", "BitShift", "BitwiseAnd", "BitwiseNot", "BitwiseOr", "BitwiseXor",
    "BlackmanWindow", "Cast", "CastLike", "Ceil", "Celu", "CenterCropPad", "Clip", "Col2Im", "Compress", "Concat",
    "ConcatFromSequence", "Constant", "ConstantOfShape", "Conv", "ConvInteger", "ConvTranspose", "Cos", "Cosh",
    "CumSum", "DFT", "DeformConv", "DepthToSpace", "DequantizeLinear", "Det", "Div", "Dropout", "DynamicQuantizeLinear",
    "Einsum", "Elu", "Equal", "Erf", "Exp", "Expand", "EyeLike", "Flatten", "Floor", "GRU", "Gather", "GatherElements",
    "GatherND", "Gelu", "Gemm", "GlobalAveragePool", "GlobalLpPool", "GlobalMaxPool", "Greater", "GreaterOrEqual",
    "GridSample", "HammingWindow", "HannWindow", "HardSigmoid", "HardSwish", "Hardmax", "Identity", "If",
    "ImageDecoder", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LSTM", "LayerNormalization", "LeakyRelu", "Less",
    "LessOrEqual", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul", "MatMulInteger", "Max",
    "MaxPool", "MaxRoiPool", "MaxUnpool", "Mean", "MeanVarianceNormalization", "MelWeightMatrix", "Min", "Mish", "Mod",
    "Mul", "Multinomial", "Neg", "NegativeLogLikelihoodLoss", "NonMaxSuppression", "NonZero", "Not", "OneHot",
    "Optional", "OptionalGetElement", "OptionalHasElement", "Or", "PRelu", "Pad", "Pow", "QLinearConv", "QLinearMatMul",
    "QuantizeLinear", "RNN", "RandomNormal", "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Range",
    "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin",
    "ReduceProd", "ReduceSum", "ReduceSumSquare", "RegexFullMatch", "Relu", "Reshape", "Resize", "ReverseSequence",
    "RoiAlign", "Round", "STFT", "Scan", "ScatterElements", "ScatterND", "Selu", "SequenceAt", "SequenceConstruct",
    "SequenceEmpty", "SequenceErase", "SequenceInsert", "SequenceLength", "SequenceMap", "Shape", "Shrink", "Sigmoid",
    "Sign", "Sin", "Sinh", "Size", "Slice", "Softmax", "SoftmaxCrossEntropyLoss", "Softplus", "Softsign",
    "SpaceToDepth", "Split", "SplitToSequence", "Sqrt", "Squeeze", "StringConcat", "StringNormalizer", "StringSplit",
    "Sub", "Sum", "Tan", "Tanh", "TfIdfVectorizer", "ThresholdedRelu", "Tile", "TopK", "Transpose", "Trilu", "Unique",
    "Unsqueeze", "Where", "Xor",
]

_AffineGrid_T1 = TypeVar("_AffineGrid_T1", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_AffineGrid_T1_any = TypeVar("_AffineGrid_T1_any", bound=TensorType)
@overload
def AffineGrid(theta: _AffineGrid_T1 | float | Sequence[float], size: INT64 | int | Sequence[int], align_corners: int = 0) -> _AffineGrid_T1:
    """[AffineGrid - 20](https://onnx.ai/onnx/operators/onnx__AffineGrid.html#affinegrid-20) · ai.onnx · since opset 20

    Generates a 2D or 3D flow field (sampling grid), given a batch of affine matrices theta
    (https://pytorch.org/docs/stable/generated/torch.nn.functional.affine_grid.html).
    An affine matrix `theta` is applied to a position tensor represented in its homogeneous expression. Here is an example in 3D:
    ```
    [r00, r01, r02, t0]   [x]   [x']
    [r10, r11, r12, t1] * [y] = [y']
    [r20, r21, r22, t2]   [z]   [z']
    [0,   0,   0,   1 ]   [1]   [1 ]
    ```
    where `(x, y, z)` is the position in the original space, `(x', y', z')` is the position in the output space.
    The last row is always `[0, 0, 0, 1]` and is not stored in the affine matrix. Therefore we have `theta` of shape `(N, 2, 3)` for 2D or `(N, 3, 4)` for 3D.

    Input `size` is used to define grid of positions evenly spaced in the original 2D or 3D space, with dimensions ranging from `-1` to `1`.
    The output `grid` contains positions in the output space.

    When `align_corners=1`, consider `-1` and `1` to refer to the centers of the corner pixels (mark `v` in illustration).
    ```
    v            v            v            v
    |-------------------|------------------|
    -1                  0                  1
    ```
    When `align_corners=0`, consider `-1` and `1` to refer to the outer edge of the corner pixels.
    ```
        v        v         v         v
    |------------------|-------------------|
    -1                 0                   1
    ```

    Args:
    - theta (T1): input batch of affine matrices with shape (N, 2, 3) for 2D or (N, 3, 4) for 3D
    - size (T2): the target output image size (N, C, H, W) for 2D or (N, C, D, H, W) for 3D
    - align_corners (int, default 0): if align_corners=1, consider -1 and 1 to refer to the centers of the corner pixels. if align_corners=0, consider -1 and 1 to refer to the outer edge the corner pixels.

    Returns:
    - grid (T1): output tensor of shape (N, H, W, 2) of 2D sample coordinates or (N, D, H, W, 3) of 3D sample coordinates.

    Type constraints:
    - T1 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain grid types to float tensors.
    - T2 in (INT64): Constrain size's type to int64 tensors."""
@overload
@deprecated('AffineGrid (version 20) takes T1 as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def AffineGrid(theta: _AffineGrid_T1_any | float | Sequence[float], size: INT64 | int | Sequence[int], align_corners: int = 0) -> _AffineGrid_T1_any: ...
@overload
def ConstantOfShape(input: INT64 | int | Sequence[int]) -> FLOAT:
    """[ConstantOfShape - 20](https://onnx.ai/onnx/operators/onnx__ConstantOfShape.html#constantofshape-20) · ai.onnx · since opset 20

    Described at [ConstantOfShape - 25](https://onnx.ai/onnx/operators/onnx__ConstantOfShape.html#constantofshape-25), whose documentation is the same.

    Args:
    - input (T1): 1D tensor. The shape of the expected output tensor. If empty tensor is given, the output would be a scalar. All values must be >= 0.
    - value (TensorData, optional): (Optional) The value of the output elements.Should be a one-element tensor. If not specified, it defaults to a tensor of value 0 and datatype float32

    Returns:
    - output (T2): Output tensor of shape specified by 'input'.If attribute 'value' is specified, the value and datatype of the output tensor is taken from 'value'.If attribute 'value' is not specified, the value in the output defaults to 0, and the datatype defaults to float32.

    Type constraints:
    - T1 in (INT64): Constrain input types.
    - T2 in (FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL, BFLOAT16, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain output types to be numerics."""
@overload
def ConstantOfShape(input: INT64 | int | Sequence[int], value: TensorData | None = None) -> Any: ...
_DFT_T1 = TypeVar("_DFT_T1", BFLOAT16, FLOAT16, FLOAT, DOUBLE)
_DFT_T1_any = TypeVar("_DFT_T1_any", bound=TensorType)
@overload
def DFT(input: _DFT_T1 | float | Sequence[float], dft_length: INT32 | INT64 | int | Sequence[int] | None = None, axis: INT64 | int | Sequence[int] | None = None, inverse: int = 0, onesided: int = 0) -> _DFT_T1:
    """[DFT - 20](https://onnx.ai/onnx/operators/onnx__DFT.html#dft-20) · ai.onnx · since opset 20

    Computes the discrete Fourier Transform (DFT) of the input.

    Assuming the input has shape `[M, N]`, where `N` is the dimension over which the
    DFT is computed and `M` denotes the conceptual "all other dimensions,"
    the DFT `y[m, k]` of shape `[M, N]` is defined as

    $$y[m, k] = \\sum_{n=0}^{N-1} e^{-2 \\pi j \\frac{k n}{N} } x[m, n] ,$$

    and the inverse transform is defined as

    $$x[m, n] = \\frac{1}{N} \\sum_{k=0}^{N-1} e^{2 \\pi j \\frac{k n}{N} } y[m, k] ,$$

    where $j$ is the imaginary unit.

    The actual shape of the output is specified in the "output" section.

    Reference: https://docs.scipy.org/doc/scipy/tutorial/fft.html

    Args:
    - input (T1): For real input, the following shape is expected: `[signal_dim0][signal_dim1][signal_dim2]...[signal_dimN][1]`. For complex input, the following shape is expected: `[signal_dim0][signal_dim1][signal_dim2]...[signal_dimN][2]`. The final dimension represents the real and imaginary parts of the value in that order.
    - dft_length (optional T2): The length of the signal as a scalar. If greater than the axis dimension, the signal will be zero-padded up to `dft_length`. If less than the axis dimension, only the first `dft_length` values will be used as the signal. If not provided, the default `dft_length = signal_dim_axis`, except for the IRFFT case (`onesided=1`, `inverse=1`), in which case the default dft_length is `2 * (signal_dim_axis - 1)`.
    - axis (optional INT64): The axis as a scalar on which to perform the DFT. Default is `-2` (last signal axis). Negative value means counting dimensions from the back. Accepted range is $[-r, -2] \\cup [0, r-2]$ where `r = rank(input)`. The last dimension is for representing complex numbers and thus is an invalid axis.
    - inverse (int, default 0): Whether to perform the inverse discrete Fourier Transform. Default is 0, which corresponds to `false`.
    - onesided (int, default 0): If `onesided` is `1`, only values for `k` in `[0, 1, 2, ..., floor(n_fft/2) + 1]` are used or returned because the real-to-complex Fourier transform satisfies the conjugate symmetry, i.e., `X[m, k] = X[m, n_fft-k]*`, where `m` denotes "all other dimensions" DFT was not applied on. When `onesided=1` and `inverse=0` (forward DFT), only real input is supported and a one-sided complex spectrum is returned (RFFT). When `onesided=1` and `inverse=1` (inverse DFT), only complex input is supported and a full real signal is returned (IRFFT). Value can be `0` or `1`. Default is `0`.

    Returns:
    - output (T1): The Fourier Transform of the input vector. For standard DFT (`onesided=0`), the output shape is: `[signal_dim0][signal_dim1][signal_dim2]...[signal_dimN][2]` (complex), with `signal_dim_axis = dft_length`. For RFFT (`onesided=1`, `inverse=0`), the output shape is: `[signal_dim0][signal_dim1][signal_dim2]...[signal_dimN][2]` (one-sided complex), with `signal_dim_axis = floor(dft_length/2) + 1`. For IRFFT (`onesided=1`, `inverse=1`), the output shape is: `[signal_dim0][signal_dim1][signal_dim2]...[signal_dimN][1]` (real), where `signal_dim_axis = dft_length`.

    Type constraints:
    - T1 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - T2 in (INT32, INT64): Constrain scalar length types to integers."""
@overload
@deprecated('DFT (version 20) takes T1 as one of BFLOAT16, FLOAT16, FLOAT or DOUBLE; T2 as one of INT32 or INT64: these element types make an invalid model')
def DFT(input: _DFT_T1_any | float | Sequence[float], dft_length: TensorType | int | Sequence[int] | None = None, axis: INT64 | int | Sequence[int] | None = None, inverse: int = 0, onesided: int = 0) -> _DFT_T1_any: ...
_Gelu_T = TypeVar("_Gelu_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
_Gelu_T_any = TypeVar("_Gelu_T_any", bound=TensorType)
@overload
def Gelu(X: _Gelu_T | float | Sequence[float], approximate: str = 'none') -> _Gelu_T:
    """[Gelu - 20](https://onnx.ai/onnx/operators/onnx__Gelu.html#gelu-20) · ai.onnx · since opset 20

    Gelu takes one input data (Tensor<T>) and produces one
    output data (Tensor<T>) where the gaussian error linear units function,
    $y = 0.5 * x * (1 + erf(x/sqrt(2)))$ is applied to the tensor elementwise.
    If the attribute "approximate" is set to "tanh", the function estimation,
    $y = 0.5 * x * (1 + Tanh(sqrt(2/\\pi) * (x + 0.044715 * x^3)))$ is used and applied
    to the tensor elementwise.

    Args:
    - X (T): Input tensor
    - approximate (str, default 'none'): Gelu approximation algorithm: `"tanh"`, `"none"`(default).`"none"`: do not use approximation.`"tanh"`: use tanh approximation.

    Returns:
    - Y (T): Output tensor

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE, BFLOAT16): Constrain input and output types to float tensors."""
@overload
@deprecated('Gelu (version 20) takes T as one of FLOAT16, FLOAT, DOUBLE or BFLOAT16: these element types make an invalid model')
def Gelu(X: _Gelu_T_any | float | Sequence[float], approximate: str = 'none') -> _Gelu_T_any: ...
_GridSample_T1 = TypeVar("_GridSample_T1", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_GridSample_T1_any = TypeVar("_GridSample_T1_any", bound=TensorType)
@overload
def GridSample(X: _GridSample_T1 | float | str | Sequence[float], grid: FLOAT16 | FLOAT | DOUBLE | float | Sequence[float], align_corners: int = 0, padding_mode: str = 'zeros', mode: str = 'linear') -> _GridSample_T1:
    """[GridSample - 20](https://onnx.ai/onnx/operators/onnx__GridSample.html#gridsample-20) · ai.onnx · since opset 20

    Described at [GridSample - 22](https://onnx.ai/onnx/operators/onnx__GridSample.html#gridsample-22), whose documentation is the same.

    Args:
    - X (T1): Input tensor of rank r+2 that has shape (N, C, D1, D2, ..., Dr), where N is the batch size, C is the number of channels, D1, D2, ..., Dr are the spatial dimensions.
    - grid (T2): Input offset of shape (N, D1_out, D2_out, ..., Dr_out, r), where D1_out, D2_out, ..., Dr_out are the spatial dimensions of the grid and output, and r is the number of spatial dimensions. Grid specifies the sampling locations normalized by the input spatial dimensions. Therefore, it should have most values in the range of [-1, 1]. If the grid has values outside the range of [-1, 1], the corresponding outputs will be handled as defined by padding_mode. Following computer vision convention, the coordinates in the length-r location vector are listed from the innermost tensor dimension to the outermost, the opposite of regular tensor indexing.
    - align_corners (int, default 0): If align_corners=1, the extrema (-1 and 1) are considered as referring to the center points of the input's corner pixels (voxels, etc.). If align_corners=0, they are instead considered as referring to the corner points of the input's corner pixels (voxels, etc.), making the sampling more resolution agnostic.
    - mode (str, default 'linear'): Three interpolation modes: linear (default), nearest and cubic. The "linear" mode includes linear and N-linear interpolation modes depending on the number of spatial dimensions of the input tensor (i.e. linear for 1 spatial dimension, bilinear for 2 spatial dimensions, etc.). The "cubic" mode also includes N-cubic interpolation modes following the same rules. The "nearest" mode rounds to the nearest even index when the sampling point falls halfway between two indices.
    - padding_mode (str, default 'zeros'): Support padding modes for outside grid values: `zeros`(default), `border`, `reflection`. zeros: use 0 for out-of-bound grid locations, border: use border values for out-of-bound grid locations, reflection: use values at locations reflected by the border for out-of-bound grid locations. If index 0 represents the margin pixel, the reflected value at index -1 will be the same as the value at index 1. For location far away from the border, it will keep being reflected until becoming in bound. If pixel location x = -3.5 reflects by border -1 and becomes x' = 1.5, then reflects by border 1 and becomes x'' = 0.5.

    Returns:
    - Y (T1): Output tensor of rank r+2 that has shape (N, C, D1_out, D2_out, ..., Dr_out) of the sampled values. For integer input types, intermediate values are computed as floating point and cast to integer at the end.

    Type constraints:
    - T1 in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input `X` and output `Y` types to all tensor types.
    - T2 in (FLOAT16, FLOAT, DOUBLE): Constrain grid types to float tensors."""
@overload
@deprecated('GridSample (version 20) takes T1 as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128; T2 as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def GridSample(X: _GridSample_T1_any | float | str | Sequence[float], grid: TensorType | float | Sequence[float], align_corners: int = 0, padding_mode: str = 'zeros', mode: str = 'linear') -> _GridSample_T1_any: ...
_GroupNormalization_T = TypeVar("_GroupNormalization_T", FLOAT16, FLOAT, DOUBLE, BFLOAT16)
@deprecated('GroupNormalization is deprecated in this opset; use GroupNormalization from opset 21 on')
def GroupNormalization(X: _GroupNormalization_T | float | Sequence[float], scale: _GroupNormalization_T | float | Sequence[float], bias: _GroupNormalization_T | float | Sequence[float], num_groups: int, epsilon: float = 1e-05) -> _GroupNormalization_T:
    """[GroupNormalization - 18](https://onnx.ai/onnx/operators/onnx__GroupNormalization.html#groupnormalization-18) · ai.onnx · since opset 18

    Deprecated: use GroupNormalization from opset 21 on."""
def ImageDecoder(encoded_stream: UINT8, pixel_format: str = 'RGB') -> UINT8:
    """[ImageDecoder - 20](https://onnx.ai/onnx/operators/onnx__ImageDecoder.html#imagedecoder-20) · ai.onnx · since opset 20

    Loads and decodes and image from a file. If it can't decode for any reason (e.g. corrupted encoded
    stream, invalid format, it will return an empty matrix).
    The following image formats are supported:
    * BMP
    * JPEG (note: Lossless JPEG support is optional)
    * JPEG2000
    * TIFF
    * PNG
    * WebP
    * Portable image format (PBM, PGM, PPM, PXM, PNM)
    Decoded images follow a channel-last layout: (Height, Width, Channels).
    JPEG chroma upsampling method:
    When upsampling the chroma components by a factor of 2, the pixels are linearly interpolated so that the
    centers of the output pixels are 1/4 and 3/4 of the way between input pixel centers.
    When rounding, 0.5 is rounded down and up at alternative pixels locations to prevent bias towards
    larger values (ordered dither pattern).
    Considering adjacent input pixels A, B, and C, B is upsampled to pixels B0 and B1 so that
    ```
    B0 = round_half_down((1/4) * A + (3/4) * B)
    B1 = round_half_up((3/4) * B + (1/4) * C)
    ```
    This method,  is the default chroma upsampling method in the well-established libjpeg-turbo library,
    also referred as "smooth" or "fancy" upsampling.

    Args:
    - encoded_stream (T1): Encoded stream
    - pixel_format (str, default 'RGB'): Pixel format. Can be one of "RGB", "BGR", or "Grayscale".

    Returns:
    - image (T2): Decoded image

    Type constraints:
    - T1 in (UINT8): Constrain input types to 8-bit unsigned integer tensor.
    - T2 in (UINT8): Constrain output types to 8-bit unsigned integer tensor."""
@overload
def IsInf(X: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | Sequence[float], detect_negative: int = 1, detect_positive: int = 1) -> BOOL:
    """[IsInf - 20](https://onnx.ai/onnx/operators/onnx__IsInf.html#isinf-20) · ai.onnx · since opset 20

    Map infinity to true and other values to false.

    Args:
    - X (T1): input
    - detect_negative (int, default 1): (Optional) Whether map negative infinity to true. Default to 1 so that negative infinity induces true. Set this attribute to 0 if negative infinity should be mapped to false.
    - detect_positive (int, default 1): (Optional) Whether map positive infinity to true. Default to 1 so that positive infinity induces true. Set this attribute to 0 if positive infinity should be mapped to false.

    Returns:
    - Y (T2): output

    Type constraints:
    - T1 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain input types to float tensors.
    - T2 in (BOOL): Constrain output types to boolean tensors."""
@overload
@deprecated('IsInf (version 20) takes T1 as one of BFLOAT16, FLOAT16, FLOAT, DOUBLE, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ: these element types make an invalid model')
def IsInf(X: TensorType | float | Sequence[float], detect_negative: int = 1, detect_positive: int = 1) -> BOOL: ...
@overload
def IsNaN(X: BFLOAT16 | FLOAT16 | FLOAT | DOUBLE | FLOAT8E4M3FN | FLOAT8E4M3FNUZ | FLOAT8E5M2 | FLOAT8E5M2FNUZ | float | Sequence[float]) -> BOOL:
    """[IsNaN - 20](https://onnx.ai/onnx/operators/onnx__IsNaN.html#isnan-20) · ai.onnx · since opset 20

    Returns which elements of the input are NaN.

    Args:
    - X (T1): input

    Returns:
    - Y (T2): output

    Type constraints:
    - T1 in (BFLOAT16, FLOAT16, FLOAT, DOUBLE, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2, FLOAT8E5M2FNUZ): Constrain input types to float tensors.
    - T2 in (BOOL): Constrain output types to boolean tensors."""
@overload
@deprecated('IsNaN (version 20) takes T1 as one of BFLOAT16, FLOAT16, FLOAT, DOUBLE, FLOAT8E4M3FN, FLOAT8E4M3FNUZ, FLOAT8E5M2 or FLOAT8E5M2FNUZ: these element types make an invalid model')
def IsNaN(X: TensorType | float | Sequence[float]) -> BOOL: ...
_ReduceMax_T = TypeVar("_ReduceMax_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8, BOOL)
_ReduceMax_T_any = TypeVar("_ReduceMax_T_any", bound=TensorType)
@overload
def ReduceMax(data: _ReduceMax_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceMax_T:
    """[ReduceMax - 20](https://onnx.ai/onnx/operators/onnx__ReduceMax.html#reducemax-20) · ai.onnx · since opset 20

    Computes the max of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields minus infinity (if supported by the datatype) or the minimum value of the data type otherwise.

    If the input data type is Boolean, the comparison should consider `False < True`.

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
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8, BOOL): Constrain input and output types to numeric and Boolean tensors."""
@overload
@deprecated('ReduceMax (version 20) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8 or BOOL: these element types make an invalid model')
def ReduceMax(data: _ReduceMax_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceMax_T_any: ...
_ReduceMin_T = TypeVar("_ReduceMin_T", UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8, BOOL)
_ReduceMin_T_any = TypeVar("_ReduceMin_T_any", bound=TensorType)
@overload
def ReduceMin(data: _ReduceMin_T | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceMin_T:
    """[ReduceMin - 20](https://onnx.ai/onnx/operators/onnx__ReduceMin.html#reducemin-20) · ai.onnx · since opset 20

    Computes the min of the input tensor's elements along the provided axes. The resulting
    tensor has the same rank as the input if `keepdims` equals 1. If `keepdims` equals 0, then
    the resulting tensor has the reduced dimension pruned. Input tensors of rank zero are
    valid. Reduction over an empty set of values yields plus infinity (if supported by the datatype) or the maximum value of the data type otherwise.

    If the input data type is Boolean, the comparison should consider `False < True`.

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
    - T in (UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8, BOOL): Constrain input and output types to numeric and Boolean tensors."""
@overload
@deprecated('ReduceMin (version 20) takes T as one of UINT32, UINT64, INT32, INT64, FLOAT16, FLOAT, DOUBLE, BFLOAT16, UINT8, INT8 or BOOL: these element types make an invalid model')
def ReduceMin(data: _ReduceMin_T_any | float | Sequence[float], axes: INT64 | int | Sequence[int] | None = None, noop_with_empty_axes: int = 0, keepdims: int = 1) -> _ReduceMin_T_any: ...
def RegexFullMatch(X: STRING | str, pattern: str | None = None) -> BOOL:
    """[RegexFullMatch - 20](https://onnx.ai/onnx/operators/onnx__RegexFullMatch.html#regexfullmatch-20) · ai.onnx · since opset 20

    RegexFullMatch performs a full regex match on each element of the input tensor. If an element fully matches the regex pattern specified as an attribute, the corresponding element in the output is True and it is False otherwise. [RE2](https://github.com/google/re2/wiki/Syntax) regex syntax is used.

    Args:
    - X (T1): Tensor with strings to match on.
    - pattern (str, optional): Regex pattern to match on. This must be valid RE2 syntax.

    Returns:
    - Y (T2): Tensor of bools indicating if each input string fully matches the regex pattern specified.

    Type constraints:
    - T1 in (STRING): Inputs must be UTF-8 strings
    - T2 in (BOOL): Outputs are bools and are True where there is a full regex match and False otherwise."""
_Scatter_T = TypeVar("_Scatter_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Scatter is deprecated in this opset; use ScatterElements')
def Scatter(data: _Scatter_T | float | Sequence[float], indices: INT32 | INT64 | int | Sequence[int], updates: _Scatter_T | float | Sequence[float], axis: int = 0) -> _Scatter_T:
    """[Scatter - 11](https://onnx.ai/onnx/operators/onnx__Scatter.html#scatter-11) · ai.onnx · since opset 11

    Deprecated: use ScatterElements."""
def StringConcat(X: STRING, Y: STRING) -> STRING:
    """[StringConcat - 20](https://onnx.ai/onnx/operators/onnx__StringConcat.html#stringconcat-20) · ai.onnx · since opset 20

    StringConcat concatenates string tensors elementwise (with NumPy-style broadcasting support)

    Args:
    - X (T): Tensor to prepend in concatenation
    - Y (T): Tensor to append in concatenation

    Returns:
    - Z (T): Concatenated string tensor

    Type constraints:
    - T in (STRING): Inputs and outputs must be UTF-8 strings"""
def StringSplit(X: STRING | str, maxsplit: int | None = None, delimiter: str | None = None) -> tuple[STRING, INT64]:
    """[StringSplit - 20](https://onnx.ai/onnx/operators/onnx__StringSplit.html#stringsplit-20) · ai.onnx · since opset 20

    StringSplit splits a string tensor's elements into substrings based on a delimiter attribute and a maxsplit attribute.

    The first output of this operator is a tensor of strings representing the substrings from splitting each input string on the `delimiter` substring. This tensor has one additional rank compared to the input tensor in order to store the substrings for each input element (where the input tensor is not empty). Note that, in order to ensure the same number of elements are present in the final dimension, this tensor will pad empty strings as illustrated in the examples below. Consecutive delimiters are not grouped together and are deemed to delimit empty strings, except if the `delimiter` is unspecified or is the empty string (""). In the case where the `delimiter` is unspecified or the empty string, consecutive whitespace characters are regarded as a single separator and leading or trailing whitespace is removed in the output.

    The second output tensor represents the number of substrings generated. `maxsplit` can be used to limit the number of splits performed - after the `maxsplit`th split if the string is not fully split, the trailing suffix of input string after the final split point is also added. For elements where fewer splits are possible than specified in `maxsplit`, it has no effect.

    Args:
    - X (T1): Tensor of strings to split.
    - delimiter (str, optional): Delimiter to split on. If left unset or set to the empty string (""), the input is split on consecutive whitespace.
    - maxsplit (int, optional): Maximum number of splits (from left to right). If left unset (or if the number of possible splits are less than maxsplit), it will make as many splits as possible. Note that the maximum possible number of substrings returned with `maxsplit` specified is `maxsplit+1` since the remaining suffix after the `maxsplit`th split is included in the output.

    Returns:
    - Y (T2): Tensor of substrings representing the outcome of splitting the strings in the input on the delimiter. Note that to ensure the same number of elements are present in the final rank, this tensor will pad any necessary empty strings.
    - Z (T3): The number of substrings generated for each input element.

    Type constraints:
    - T1 in (STRING): The input must be a UTF-8 string tensor
    - T2 in (STRING): Tensor of substrings.
    - T3 in (INT64): The number of substrings generated."""
_Upsample_T = TypeVar("_Upsample_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
@deprecated('Upsample is deprecated in this opset; use Resize')
def Upsample(X: _Upsample_T | float | str | Sequence[float], scales: FLOAT | float | Sequence[float], mode: str = 'nearest') -> _Upsample_T:
    """[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10) · ai.onnx · since opset 10

    Deprecated: use Resize."""
