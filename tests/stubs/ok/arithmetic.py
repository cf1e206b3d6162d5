"""Python operators on tensors, mixed with Python numbers."""

# String dims (FLOAT["N"]) are not names; the rest is the dialect's style.
# ruff: noqa: F821, B007, SIM108

from onnxscribe import BOOL, DOUBLE, FLOAT, INT64, UINT32, script
from onnxscribe import opset18 as op


@script()
def scalars_on_both_sides(X: FLOAT["N"]) -> FLOAT["N"]:
    return 2.0 * X + 1 - X / 3 + 0.5**X


@script()
def integer_operators(A: INT64["N"], B: INT64["N"]) -> INT64["N"]:
    return (A // B) % 7 + (A & B) + (A | 1) + (A ^ B) + ~A - -B


@script()
def shifts(A: UINT32["N"], B: UINT32["N"]) -> UINT32["N"]:
    return (A << 1) + (B >> A)


@script()
def comparisons(X: FLOAT["N"], Y: FLOAT["N"]) -> BOOL["N"]:
    return (X < Y) & (X <= 1.0) | (X > Y) ^ (X >= 0) | (X == Y) | (X != 2.0)


@script()
def matmul_and_power(A: DOUBLE["M", "K"], B: DOUBLE["K", "N"]) -> DOUBLE["M", "N"]:
    return (A @ B) ** 2


@script()
def augmented_assignment(X: FLOAT[...]) -> FLOAT[...]:
    Y = X
    Y += 1.0
    Y *= X
    Y -= 0.5
    return Y


@script()
def conditional_expression(X: FLOAT[...], flag: bool = True) -> FLOAT[...]:
    return op.Relu(X) if flag else op.Sigmoid(X)


@script()
def if_on_scalar(X: FLOAT[...], limit: FLOAT) -> FLOAT[...]:
    total = op.ReduceSum(X, keepdims=0)
    if total > limit:
        result = X / total
    else:
        result = X
    return result


@script()
def boolean_logic(A: BOOL["N"], B: BOOL["N"]) -> BOOL["N"]:
    return ~A & B | op.Not(B)


@script()
def subscripts(X: FLOAT["N", "M"], i: INT64) -> FLOAT[...]:
    first = X[0]
    rows = X[1:3]
    column = X[:, 2:]
    last = X[-1]
    reversed_rows = X[::-1]
    picked = X[i]
    return first + rows + column + last + reversed_rows + picked


@script()
def loop_and_while(X: FLOAT["N"], n: int = 3) -> FLOAT["N"]:
    Y = X
    for i in range(n):
        Y = Y + X
    count = op.Constant(value_int=0)
    while count < 5:
        count = count + 1
        Y = Y * 0.5
    return Y
