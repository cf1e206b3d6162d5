"""Type errors in expressions, returns and calls between script functions."""

from collections.abc import Sequence
from typing import TypeVar

from onnxscribe import BOOL, DOUBLE, FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def square(X: FLOAT[...]) -> FLOAT[...]:
    return X * X


@script()
def scaled(X: FLOAT[...], factor: float = 2.0) -> FLOAT[...]:
    return X * factor


@script()
def float_plus_int64(X: FLOAT["N"], I: INT64["N"]) -> FLOAT["N"]:
    return X + I  # expect[pyright]: + on tensors of two element types: ONNX Add takes operands of one element type # expect[mypy]: + on tensors of two element types # expect[pyright]: Type "INT64" is not assignable to return type "FLOAT"


@script()
def wrong_return_type(X: FLOAT[...]) -> INT64[...]:
    return op.Relu(X)  # expect[pyright]: Type "FLOAT" is not assignable to return type "INT64" # expect[mypy]: Incompatible return value type (got "FLOAT", expected "INT64")


@script()
def cast_into_wrong_return(X: FLOAT[...]) -> FLOAT[...]:
    return op.Cast(X, to=INT64.dtype)  # expect[pyright]: Type "INT64" is not assignable to return type "FLOAT" # expect[mypy]: Incompatible return value type (got "INT64", expected "FLOAT")


@script()
def comparison_is_bool(X: FLOAT[...]) -> FLOAT[...]:
    return X > 0.0  # expect[pyright]: Type "BOOL" is not assignable to return type "FLOAT" # expect[mypy]: Incompatible return value type (got "BOOL", expected "FLOAT")


@script()
def call_with_too_many_arguments(X: FLOAT[...]) -> FLOAT[...]:
    return square(X, X)  # expect[pyright]: Argument of type "FLOAT" cannot be assigned to parameter "args" of type "_EagerValue" # expect[mypy]: Too many arguments for "square"


@script()
def call_with_wrong_tensor_type(I: INT64[...]) -> FLOAT[...]:
    return square(I)  # expect[pyright]: "INT64" is not assignable to "FLOAT" # expect[mypy]: Argument 1 to "square" has incompatible type "INT64"; expected "FLOAT"


@script()
def call_with_wrong_attribute_type(X: FLOAT[...]) -> FLOAT[...]:
    return scaled(X, factor="two")  # expect[pyright]: "Literal['two']" is not assignable to "float" # expect[mypy]: Argument "factor" to "scaled" has incompatible type "str"; expected "float"


@script()
def call_with_unknown_keyword(X: FLOAT[...]) -> FLOAT[...]:
    return scaled(X, scale=2.0)  # expect[pyright]: Argument of type "FLOAT" cannot be assigned to parameter "args" of type "_EagerValue" # expect[mypy]: Unexpected keyword argument "scale" for "scaled"


@script()
def bool_where_float_expected(X: FLOAT["N"], B: BOOL["N"]) -> FLOAT["N"]:
    return op.Where(B, X, B)  # expect[pyright]: Where (version 16) takes T as one of UINT8 # expect[mypy]: Where (version 16) takes T as one of UINT8 # expect[pyright]: Type "FLOAT | BOOL" is not assignable to return type "FLOAT" # expect[mypy]: Incompatible return value type (got "TensorType", expected "FLOAT")


@script()
def shift_of_a_float(X: FLOAT["N"]) -> FLOAT["N"]:
    return X << 1  # expect[pyright]: Operator "<<" not supported for types "FLOAT" and "Literal[1]" # expect[mypy]: Unsupported operand types for << ("FLOAT" and "int")


@script()
def bitwise_not_of_a_float(X: FLOAT["N"]) -> FLOAT["N"]:
    return ~X  # expect[pyright]: Operator "~" not supported for type "FLOAT" # expect[mypy]: Unsupported operand type for ~ ("FLOAT")


@script()
def arithmetic_on_bool(B: BOOL["N"]) -> BOOL["N"]:
    return B + B  # expect[pyright]: Operator "+" not supported for types "BOOL" and "BOOL" # expect[mypy]: Unsupported left operand type for + ("BOOL")


@script()
def malformed_dims(X: FLOAT[1.5], Y: FLOAT[-1], Z: FLOAT[..., 3]) -> FLOAT[...]:  # expect[mypy]: Invalid dimension a non-integer number # expect[mypy]: Invalid dimension -1 # expect[mypy]: Invalid dimension ...
    return X


@script()
def call_result_into_wrong_return(X: FLOAT[...]) -> INT64[...]:
    return square(X)  # expect[pyright]: Type "FLOAT" is not assignable to return type "INT64" # expect[mypy]: Incompatible return value type (got "FLOAT", expected "INT64")


Real = TypeVar("Real", FLOAT, DOUBLE)


@script()
def doubled(X: Real) -> Real:
    return X + X


@script()
def generic_call_into_wrong_return(D: DOUBLE[...]) -> FLOAT[...]:
    return doubled(D)  # expect[pyright]: Type "DOUBLE" is not assignable to return type "FLOAT" # expect[mypy]: Incompatible return value type (got "DOUBLE", expected "FLOAT")


@script()
def joined(parts: Sequence[FLOAT[...]]) -> FLOAT[...]:
    return op.ConcatFromSequence(parts, axis=0)


@script()
def sequence_call_into_wrong_return(X: FLOAT[...]) -> INT64[...]:
    return joined(op.SequenceConstruct(X, X))  # expect[pyright]: Type "FLOAT" is not assignable to return type "INT64" # expect[mypy]: Incompatible return value type (got "FLOAT", expected "INT64")
