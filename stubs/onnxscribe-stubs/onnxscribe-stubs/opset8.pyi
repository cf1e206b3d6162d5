"""ai.onnx opset 8: the operators new at 8, the others from opset7 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import GraphBody
from onnxscribe.core.types import (
    FLOAT, UINT8, INT8, UINT16, INT16, INT32, INT64, STRING, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, COMPLEX64,
    COMPLEX128, TensorType,
)
from onnxscribe.opset7 import (
    Abs, Acos, Add, And, ArgMax, ArgMin, Asin, Atan, AveragePool, BatchNormalization, Cast, Ceil, Clip, Concat,
    Constant, Conv, ConvTranspose, Cos, DepthToSpace, Div, Dropout, Elu, Equal, Exp, Flatten, Floor, GRU, Gather, Gemm,
    GlobalAveragePool, GlobalLpPool, GlobalMaxPool, Greater, HardSigmoid, Hardmax, Identity, If, InstanceNormalization,
    LRN, LSTM, LeakyRelu, Less, Log, LogSoftmax, Loop, LpNormalization, LpPool, MatMul, MaxRoiPool, Mul, Multinomial,
    Neg, Not, Or, PRelu, Pad, Pow, RNN, RandomNormal, RandomNormalLike, RandomUniform, RandomUniformLike, Reciprocal,
    ReduceL1, ReduceL2, ReduceLogSum, ReduceLogSumExp, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum,
    ReduceSumSquare, Relu, Reshape, Selu, Shape, Sigmoid, Sin, Size, Slice, Softmax, Softplus, Softsign, SpaceToDepth,
    Split, Sqrt, Squeeze, Sub, Tan, Tanh, Tile, TopK, Transpose, Unsqueeze, Upsample, Xor,
)
__all__ = [
    "Abs", "Acos", "Add", "And", "ArgMax", "ArgMin", "Asin", "Atan", "AveragePool", "BatchNormalization", "Cast",
    "Ceil", "Clip", "Concat", "Constant", "Conv", "ConvTranspose", "Cos", "DepthToSpace", "Div", "Dropout", "Elu",
    "Equal", "Exp", "Expand", "Flatten", "Floor", "GRU", "Gather", "Gemm", "GlobalAveragePool", "GlobalLpPool",
    "GlobalMaxPool", "Greater", "HardSigmoid", "Hardmax", "Identity", "If", "InstanceNormalization", "LRN", "LSTM",
    "LeakyRelu", "Less", "Log", "LogSoftmax", "Loop", "LpNormalization", "LpPool", "MatMul", "Max", "MaxPool",
    "MaxRoiPool", "Mean", "Min", "Mul", "Multinomial", "Neg", "Not", "Or", "PRelu", "Pad", "Pow", "RNN", "RandomNormal",
    "RandomNormalLike", "RandomUniform", "RandomUniformLike", "Reciprocal", "ReduceL1", "ReduceL2", "ReduceLogSum",
    "ReduceLogSumExp", "ReduceMax", "ReduceMean", "ReduceMin", "ReduceProd", "ReduceSum", "ReduceSumSquare", "Relu",
    "Reshape", "Scan", "Selu", "Shape", "Sigmoid", "Sin", "Size", "Slice", "Softmax", "Softplus", "Softsign",
    "SpaceToDepth", "Split", "Sqrt", "Squeeze", "Sub", "Sum", "Tan", "Tanh", "Tile", "TopK", "Transpose", "Unsqueeze",
    "Upsample", "Xor",
]

_Expand_T = TypeVar("_Expand_T", UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128)
_Expand_T_any = TypeVar("_Expand_T_any", bound=TensorType)
@overload
def Expand(input: _Expand_T | float | str | Sequence[float], shape: INT64 | int | Sequence[int]) -> _Expand_T:
    """[Expand - 8](https://onnx.ai/onnx/operators/onnx__Expand.html#expand-8) · ai.onnx · since opset 8

    Described at [Expand - 13](https://onnx.ai/onnx/operators/onnx__Expand.html#expand-13), whose documentation is the same.

    Args:
    - input (T): Input tensor
    - shape (INT64): A 1-D tensor indicates the shape you want to expand to, following the broadcast rule

    Returns:
    - output (T): Output tensor

    Type constraints:
    - T in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): Constrain input and output types to all tensors."""
@overload
@deprecated('Expand (version 8) takes T as one of UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64 or COMPLEX128: these element types make an invalid model')
def Expand(input: _Expand_T_any | float | str | Sequence[float], shape: INT64 | int | Sequence[int]) -> _Expand_T_any: ...
_Max_T = TypeVar("_Max_T", FLOAT16, FLOAT, DOUBLE)
_Max_T_any = TypeVar("_Max_T_any", bound=TensorType)
@overload
def Max(*data_0: _Max_T | float | Sequence[float]) -> _Max_T:
    """[Max - 8](https://onnx.ai/onnx/operators/onnx__Max.html#max-8) · ai.onnx · since opset 8

    Described at [Max - 13](https://onnx.ai/onnx/operators/onnx__Max.html#max-13), whose documentation is the same.

    Args:
    - data_0 (variadic T): List of tensors for max.

    Returns:
    - max (T): Output tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Max (version 8) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Max(*data_0: _Max_T_any | float | Sequence[float]) -> _Max_T_any: ...
_MaxPool_T = TypeVar("_MaxPool_T", FLOAT16, FLOAT, DOUBLE)
_MaxPool_T_any = TypeVar("_MaxPool_T_any", bound=TensorType)
@overload
def MaxPool(X: _MaxPool_T | float | Sequence[float], storage_order: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T:
    """[MaxPool - 8](https://onnx.ai/onnx/operators/onnx__MaxPool.html#maxpool-8) · ai.onnx · since opset 8

    MaxPool consumes an input tensor X and applies max pooling across
    the tensor according to kernel sizes, stride sizes, and pad lengths.
    max pooling consisting of computing the max on all values of a
    subset of the input tensor according to the kernel size and downsampling the
    data into the output tensor Y for further processing. The output spatial shape will be following:
    ```
    output_spatial_shape[i] = floor((input_spatial_shape[i] + pad_shape[i] - kernel_spatial_shape[i]) / strides_spatial_shape[i] + 1)

    * pad_shape[i] is sum of pads along axis i
    ```

    `auto_pad` is a DEPRECATED attribute. If you are using them currently, the output spatial shape will be following:
    ```
    VALID: output_spatial_shape[i] = ceil((input_spatial_shape[i] - kernel_spatial_shape[i] + 1) / strides_spatial_shape[i])
    SAME_UPPER or SAME_LOWER: output_spatial_shape[i] = ceil(input_spatial_shape[i] / strides_spatial_shape[i])
    ```
    And pad shape will be following if `SAME_UPPER` or `SAME_LOWER`:
    ```
    pad_shape[i] = (output_spatial_shape[i] - 1) * strides_spatial_shape[i] + kernel_spatial_shape[i] - input_spatial_shape[i]
    ```
    The output of each pooling window is maximum number of elements exclude pad.

    Args:
    - X (T): Input data tensor from the previous operator; dimensions for image case are (N x C x H x W), where N is the batch size, C is the number of channels, and H and W are the height and the width of the data. For non image case, the dimensions are in the form of (N x C x D1 x D2 ... Dn), where N is the batch size. Optionally, if dimension denotation is in effect, the operation expects the input data tensor to arrive with the dimension denotation of [DATA_BATCH, DATA_CHANNEL, DATA_FEATURE, DATA_FEATURE ...].
    - kernel_shape (Sequence[int], required): The size of the kernel along each axis.
    - auto_pad (str, default 'NOTSET'): auto_pad must be either NOTSET, SAME_UPPER, SAME_LOWER or VALID. Where default value is NOTSET, which means explicit padding is used. SAME_UPPER or SAME_LOWER mean pad the input so that the output spatial size match the input.In case of odd number add the extra padding at the end for SAME_UPPER and at the beginning for SAME_LOWER. VALID mean no padding.
    - pads (Sequence[int], optional): Padding for the beginning and ending along each spatial axis, it can take any value greater than or equal to 0. The value represent the number of pixels added to the beginning and end part of the corresponding axis. `pads` format should be as follow [x1_begin, x2_begin...x1_end, x2_end,...], where xi_begin the number of pixels added at the beginning of axis `i` and xi_end, the number of pixels added at the end of axis `i`. This attribute cannot be used simultaneously with auto_pad attribute. If not present, the padding defaults to 0 along start and end of each spatial axis.
    - storage_order (int, default 0): The storage order of the tensor. 0 is row major, and 1 is column major.
    - strides (Sequence[int], optional): Stride along each spatial axis.

    Returns:
    - Y (T): Output data tensor from average or max pooling across the input tensor. Dimensions will vary based on various kernel, stride, and pad sizes. Floor value of the dimension is used
    - Indices (optional I): Indices tensor from max pooling across the input tensor. The dimensions of indices are the same as output tensor. The values in indices of are the indices of the selected values during pooling. The indices are computed as flatten 1-D tensor, and the indices do not consider padding. So the values in indices are in [0, N x C x D1 x ... x Dn).

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors.
    - I in (INT64): Constrain index tensor to int64"""
@overload
@deprecated('MaxPool (version 8) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def MaxPool(X: _MaxPool_T_any | float | Sequence[float], storage_order: int = 0, pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | None = None, *, kernel_shape: Sequence[int]) -> _MaxPool_T_any: ...
_Mean_T = TypeVar("_Mean_T", FLOAT16, FLOAT, DOUBLE)
_Mean_T_any = TypeVar("_Mean_T_any", bound=TensorType)
@overload
def Mean(*data_0: _Mean_T | float | Sequence[float]) -> _Mean_T:
    """[Mean - 8](https://onnx.ai/onnx/operators/onnx__Mean.html#mean-8) · ai.onnx · since opset 8

    Described at [Mean - 13](https://onnx.ai/onnx/operators/onnx__Mean.html#mean-13), whose documentation is the same.

    Args:
    - data_0 (variadic T): List of tensors for mean.

    Returns:
    - mean (T): Output tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Mean (version 8) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Mean(*data_0: _Mean_T_any | float | Sequence[float]) -> _Mean_T_any: ...
_Min_T = TypeVar("_Min_T", FLOAT16, FLOAT, DOUBLE)
_Min_T_any = TypeVar("_Min_T_any", bound=TensorType)
@overload
def Min(*data_0: _Min_T | float | Sequence[float]) -> _Min_T:
    """[Min - 8](https://onnx.ai/onnx/operators/onnx__Min.html#min-8) · ai.onnx · since opset 8

    Described at [Min - 13](https://onnx.ai/onnx/operators/onnx__Min.html#min-13), whose documentation is the same.

    Args:
    - data_0 (variadic T): List of tensors for min.

    Returns:
    - min (T): Output tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Min (version 8) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Min(*data_0: _Min_T_any | float | Sequence[float]) -> _Min_T_any: ...
def Scan(sequence_lens: INT64 | int | Sequence[int] | None = None, *initial_state_and_scan_inputs: Any, body: GraphBody, num_scan_inputs: int, directions: Sequence[int] | None = None) -> Any:
    """[Scan - 8](https://onnx.ai/onnx/operators/onnx__Scan.html#scan-8) · ai.onnx · since opset 8

    Scan can be used to iterate over one or more scan_input tensors,
    constructing zero or more scan_output tensors. It combines ideas from general recurrences,
    functional programming constructs such as scan, fold, map, and zip, and is intended to enable
    generalizations of RNN-like constructs for sequence-to-sequence processing.
    Other tensors (referred to as state_variables here) can be used to carry a state
    when iterating from one element to another (similar to hidden-state in RNNs, also referred
    to as loop-carried dependences in the context of loops). All these tensors are required to
    have the same shape in each iteration of the loop (a restriction imposed to enable efficient
    memory allocation). Many common usages involve a single scan_input tensor (where functionality
    similar to scan, fold and map can be obtained). When more than one scan_input is used,
    a behavior similar to zip is obtained.

    The attribute body must be a graph, specifying the computation to be performed in
    every iteration. It takes as input the current values of the state_variables and
    the current iterated element of the scan_inputs. It must return the (updated) values
    of the state_variables and zero or more scan_output_element tensors. The values of the
    scan_output_element tensors are concatenated over all the iterations to produce the
    scan_output values of the scan construct (similar to the concatenated intermediate
    hidden-state values of RNN-like constructs).

    The scan operation returns the final values of the state_variables as well as the
    scan_outputs.

    The operation supports batching, and the batch-axis is required to be 0.
    When multiple scan_input tensors are used, they must all have the same batch-size,
    and they must all have the same maximum-sequence-length (the dimensionality of the
    sequence axis or scan axis). The sequence axis or scan axis is required to be 1.

    The operation has an optional sequence_lens input (of shape [BATCH_SIZE]) to
    allow variable length sequences of length <= the maximum-sequence-length. If this
    input is not specified, all sequences are assumed to be of length equal to
    maximum-sequence-length. For variable length input sequences, the scan_outputs
    will consist of a sequence of same length as the input, padded to the
    maximum-sequence-length.

    The optional attribute directions can be used to scan a sequence in the reverse direction.
    If this attribute is omitted, all sequences are scanned in the forward direction.
    A bidirectional scan be performed by specifying the same tensor input twice in the
    scan_inputs, once with a forward direction, and once with a backward direction.

    Note that because of the ONNX restriction that only the last parameter of an operator can
    be variadic, the initial-states and scan-inputs are listed together as one input parameter.
    Similarly, the final-states and scan-outputs are listed together as one output parameter.
    The attribute num_scan_inputs indicates the number M of scan-inputs.

    The behavior of

        Scan <
            num_scan_inputs = m,
            body = loop-body
        > (sequence_lengths, init_1, ..., init_n, scan_1, ..., scan_m)

    is equivalent to the following pseudo-code:

        // T.shape[0] denotes the batch-size of T
        // The batch-size of scan_1, ..., scan_m are all required to be equal
        batch_size = scan_1.shape[0];

        // scan_i.shape[1] denotes the (max) sequence-length of scan_i
        // scan_i.shape[1] is required to be equal to scan_j.shape[1] for all i,j.
        max_sequence_length = scan_1.shape[1];

        for (int batch = 0; batch < batch_size; ++batch) {
            // initialize state-variables
            st_1 = init_1; ... st_n = init_n;
            // initialize scan-output variables: [] denotes an empty tensor
            scan_out_1 = []; ...; scan_out_k = [];
            // identify number of iterations:
            N = (sequence_lengths specified) ? sequence_lengths[batch] : max_sequence_length;

            // execute loop
            for (int t = 0; t < N; ++t) {
                // generate the scan-input elements: the notation T<axis=k>[t] indicates the sub-tensor
                // of rank one less than T obtained by indexing T at position t along axis k.
                si_1 = (scan_1<axis=0>[batch])<axis=1>[t];
                ... ;
                si_m = (scan_m<axis=0>[batch])<axis=1>[t];
                // execute loop-body
                st_1, ..., st_n, so_1, ..., so_k = loop-body(st_1, ..., st_n, si_1, ..., si_m)
                // accumulate the scan-output elements
                scan_out_1 = Concat<axis=0>(scan_out_1, so_1); ... ; scan_out_k = Concat<axis=0>(scan_out_k, so_k);
            }
            // accumulate the outputs for this batch:
            bst_1[batch] = st_1; ..., bst_n[batch] = st_n;
            // Note scan-outputs will have size max_sequence_length, but only first N values will be meaningful.
            // The remaining values have an undefined value.
            b_scan_out_1[batch] = scan_out_1; ...; b_scan_out_k[batch] = scan_out_k;
        }
        return bst_1, ..., bst_n, b_scan_out_1, ..., b_scan_out_k;

    *Sample usage: Encoding RNN using a Scan*

    The following example shows how a simple RNN over an input tensor %X, with weight tensor %Wi,
    recurrence weight tensor %Ri, bias tensors %Wbi and %Rbi, and initial hidden-state %H_0 can
    be encoded as a ScanLoop. Note that the loop-body is a nested graph, and it directly computes
    %Wi, %Ri, %Wbi, and %Rbi (typically constants or initializers in the body graph). If these
    values are computed in the outer graph, they need to be passed in as extra state_variables.

        graph rnn-encoding {
          %H_0 = ...
          %X = ...
          %Y_h, %Y = Scan[body = <graph rnn-cell-1>, num_scan_inputs=1]("", %H_0, %X)
          return %Y, %Y_h
        }

        graph rnn-cell-1 (
          %H_tminus1[FLOAT, tensor]
          %X_t[FLOAT, tensor]
        ) {
          %Wi = ...
          %Ri = ...
          %Wbi = ...
          %Rbi = ...
          %t1 = X_t * (Wi^T)
          %t2 = H_tminus1*(Ri^T)
          %t3 = Add(%t1, %t2)
          %t4 = Add(%t3, %Wbi)
          %t5 = Add(%t4, %Rbi)
          %Ht = Tanh(%t5)
          %Accumulate = Identity(%Ht)
          return %Ht, %Accumulate
        }

    Args:
    - sequence_lens (optional I): Optional tensor specifying lengths of the sequences in a batch. If this input is not specified, all sequences are assumed to be of the maximum sequence length (the dimension of the sequence axis of the scan_input tensors).
    - initial_state_and_scan_inputs (variadic V): Initial values of the loop's N state variables followed by M scan_inputs
    - body (GraphBody, required): The graph run each iteration. It has N+M inputs: (loop state variables..., scan_input_elts...). It has N+K outputs: (loop state variables..., scan_output_elts...). Each scan_output is created by concatenating the value of the specified scan_output_elt value at the end of each iteration of the loop. It is an error if the dimensions of these values change across loop iterations.
    - num_scan_inputs (int, required): An attribute specifying the number of scan_inputs M.
    - directions (Sequence[int], optional): An optional list of M flags. The i-th element of the list specifies the direction to be scanned for the i-th scan_input tensor: 0 indicates forward direction and 1 indicates reverse direction. If omitted, all scan_input tensors will be scanned in the forward direction.

    Returns:
    - final_state_and_scan_outputs (variadic V): Final values of the loop's N state variables followed by K scan_outputs

    Type constraints:
    - I in (INT64): Int64 tensor
    - V in (UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, FLOAT16, FLOAT, DOUBLE, STRING, BOOL, COMPLEX64, COMPLEX128): All Tensor types"""
_Sum_T = TypeVar("_Sum_T", FLOAT16, FLOAT, DOUBLE)
_Sum_T_any = TypeVar("_Sum_T_any", bound=TensorType)
@overload
def Sum(*data_0: _Sum_T | float | Sequence[float]) -> _Sum_T:
    """[Sum - 8](https://onnx.ai/onnx/operators/onnx__Sum.html#sum-8) · ai.onnx · since opset 8

    Described at [Sum - 13](https://onnx.ai/onnx/operators/onnx__Sum.html#sum-13), whose documentation is the same.

    Args:
    - data_0 (variadic T): List of tensors for sum.

    Returns:
    - sum (T): Output tensor.

    Type constraints:
    - T in (FLOAT16, FLOAT, DOUBLE): Constrain input and output types to float tensors."""
@overload
@deprecated('Sum (version 8) takes T as one of FLOAT16, FLOAT or DOUBLE: these element types make an invalid model')
def Sum(*data_0: _Sum_T_any | float | Sequence[float]) -> _Sum_T_any: ...
