"""Misuse of operators: each marked line must be reported by both checkers."""

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset13, opset18
from onnxscribe import opset18 as op


@script()
def unknown_op(X: FLOAT[...]) -> FLOAT[...]:
    return op.Frobnicate(X)  # expect[pyright]: "Frobnicate" is not a known attribute of module "onnxscribe.opset18" # expect[mypy]: Module has no attribute "Frobnicate"


@script()
def op_not_yet_in_opset(X: FLOAT[...]) -> FLOAT[...]:
    return opset13.Gelu(X)  # expect[pyright]: "Gelu" is not a known attribute of module "onnxscribe.opset13" # expect[mypy]: Module has no attribute "Gelu"


@script()
def attribute_of_a_later_version(X: FLOAT["N"]):
    a, b = opset13.Split(X, num_outputs=2)  # expect[pyright]: No overloads for "Split" match the provided arguments # expect[mypy]: Unexpected keyword argument "num_outputs" for overloaded function "Split"
    return a, b


@script()
def misspelled_attribute(X: FLOAT[...]) -> FLOAT[...]:
    return op.LeakyRelu(X, alhpa=0.1)  # expect[pyright]: No overloads for "LeakyRelu" match the provided arguments # expect[mypy]: Unexpected keyword argument "alhpa" for overloaded function "LeakyRelu"; did you mean "alpha"?


@script()
def wrong_attribute_type(X: FLOAT[...]) -> FLOAT[...]:
    return op.LeakyRelu(X, alpha="large")  # expect[pyright]: "Literal['large']" is not assignable to "float" # expect[mypy]: No overload variant of "LeakyRelu" matches argument types "FLOAT", "str"


@script()
def wrong_attribute_list_type(X: FLOAT["A", "B"]) -> FLOAT[...]:
    return op.Transpose(X, perm=["a", "b"])  # expect[pyright]: Argument of type "list[str]" cannot be assigned to parameter "perm" # expect[mypy]: List item 0 has incompatible type "str"; expected "int"


@script()
def missing_required_attribute(X: FLOAT["N"], Y: FLOAT["N"]) -> FLOAT[...]:
    return op.Concat(X, Y)  # expect[pyright]: No overloads for "Concat" match the provided arguments # expect[mypy]: No overload variant of "Concat" matches argument types "FLOAT", "FLOAT"


@script()
def too_many_inputs(X: FLOAT[...], Y: FLOAT[...]) -> FLOAT[...]:
    return op.Relu(X, Y)  # expect[pyright]: No overloads for "Relu" match the provided arguments # expect[mypy]: No overload variant of "Relu" matches argument types "FLOAT", "FLOAT"


@script()
def too_few_inputs(X: FLOAT[...]) -> FLOAT[...]:
    return op.Add(X)  # expect[pyright]: No overloads for "Add" match the provided arguments # expect[mypy]: No overload variant of "Add" matches argument type "FLOAT"


@script()
def more_positional_arguments_than_inputs_and_attributes(X: FLOAT[...]) -> FLOAT[...]:
    return op.LeakyRelu(X, 0.1, 0.2)  # expect[pyright]: No overloads for "LeakyRelu" match the provided arguments # expect[mypy]: No overload variant of "LeakyRelu" matches argument types "FLOAT", "float", "float"


@script()
def gather_axis_given_twice(X: FLOAT[...], i: INT64[...]) -> FLOAT[...]:
    return op.Gather(X, i, 0, axis=1)  # expect[pyright]: No overloads for "Gather" match the provided arguments # expect[mypy]: No overload variant of "Gather" matches argument types "FLOAT", "INT64", "int", "int"


@script()
def positional_attribute_of_the_wrong_type(X: FLOAT[...]) -> FLOAT[...]:
    return op.LeakyRelu(X, "steep")  # expect[pyright]: "Literal['steep']" is not assignable to "float" # expect[mypy]: No overload variant of "LeakyRelu" matches argument types "FLOAT", "str"


@script()
def float_shape_to_reshape(X: FLOAT[...], shape: FLOAT[2]) -> FLOAT[...]:
    return op.Reshape(X, shape)  # expect[pyright]: "FLOAT" is not assignable to "INT64" # expect[mypy]: No overload variant of "Reshape" matches argument types "FLOAT", "FLOAT"


@script()
def mixed_element_types_in_op(X: FLOAT["N"], I: INT64["N"]) -> FLOAT["N"]:
    return op.Add(X, I)  # expect[pyright]: Add (version 14) takes T as one of UINT8 # expect[mypy]: Add (version 14) takes T as one of UINT8 # expect[pyright]: Type "FLOAT | INT64" is not assignable to return type "FLOAT" # expect[mypy]: Incompatible return value type (got "TensorType", expected "FLOAT")


@script()
def deprecated_op(X: FLOAT["N"], scales: FLOAT[1]) -> FLOAT[...]:
    return op.Upsample(X, scales)  # expect[pyright]: Upsample is deprecated in this opset; use Resize # expect[mypy]: Upsample is deprecated in this opset; use Resize


@script()
def cast_without_target(X: FLOAT[...]) -> INT64[...]:
    return op.Cast(X)  # expect[pyright]: No overloads for "Cast" match # expect[mypy]: No overload variant of "Cast" matches argument type "FLOAT"


@script()
def unpack_too_many(X: FLOAT["N"], k: INT64[1]):
    values, indices, extra = op.TopK(X, k)  # expect[pyright]: Tuple size mismatch; expected 3 but received 2 # expect[mypy]: Need more than 2 values to unpack (3 expected)
    return values


@script()
def wrong_input_name(X: FLOAT[...]) -> FLOAT[...]:
    return opset18.Relu(input=X)  # expect[pyright]: No overloads for "Relu" match the provided arguments # expect[mypy]: Unexpected keyword argument "input" for overloaded function "Relu"
