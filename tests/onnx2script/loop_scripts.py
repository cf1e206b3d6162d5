"""Script functions with loops: converted to ONNX, then back to script by from_onnx."""

from onnxscribe import BOOL, FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def count_up(x: FLOAT[3], n: INT64) -> FLOAT[3]:
    total = x
    for i in range(n):
        total = total + op.CastLike(i, x)
    return total


@script()
def constant_trips(x: FLOAT[3]) -> FLOAT[3]:
    y = x
    for _ in range(3):
        y = y * 2.0
    return y


@script()
def stepped_range(x: FLOAT[3], start: INT64, stop: INT64) -> FLOAT[3]:
    y = x
    for i in range(start, stop, 2):
        y = y + op.CastLike(i, x)
    return y


@script()
def fibonacci(n: INT64) -> INT64:
    a = op.Constant(value=0)
    b = op.Constant(value=1)
    for _ in range(n):
        a, b = b, a + b
    return a


@script()
def halve_until_small(x: FLOAT[3]) -> tuple[FLOAT[3], INT64]:
    steps = op.Constant(value=0)
    y = x
    while op.ReduceMax(op.Abs(y), keepdims=0) > 1.0:
        y = y / 2.0
        steps = steps + 1
    return y, steps


@script()
def loop_with_break(x: FLOAT[3], limit: FLOAT) -> FLOAT[3]:
    y = x
    for _ in range(10):
        y = y + 1.0
        if op.ReduceSum(y, keepdims=0) > limit:
            break
    return y


@script()
def nested_loops(x: FLOAT[3], n: INT64, m: INT64) -> FLOAT[3]:
    y = x
    for _ in range(n):
        z = y
        for _ in range(m):
            z = z + 1.0
        y = y + z
    return y


@script()
def branch_in_loop(x: FLOAT[3], n: INT64) -> FLOAT[3]:
    y = x
    for i in range(n):
        if i % 2 == 0:  # noqa: SIM108 (a statement, as written)
            y = y + 1.0
        else:
            y = y * 2.0
    return y


@script()
def loop_in_branch(x: FLOAT[3], flag: BOOL, n: INT64) -> FLOAT[3]:
    if flag:
        y = x
        for _ in range(n):
            y = y + x
    else:
        y = -x
    return y


@script()
def read_before_and_after(x: FLOAT[3], n: INT64) -> tuple[FLOAT[3], FLOAT[3]]:
    y = op.Identity(x)
    previous = x
    for _ in range(n):
        previous = y
        y = y * 3.0
    return y, previous


CASES = {
    count_up: {"n": 4},
    constant_trips: {},
    stepped_range: {"start": 1, "stop": 8},
    fibonacci: {"n": 10},
    halve_until_small: {},
    loop_with_break: {"limit": 9.0},
    nested_loops: {"n": 3, "m": 2},
    branch_in_loop: {"n": 5},
    loop_in_branch: {"flag": True, "n": 3},
    read_before_and_after: {"n": 3},
}
"""Each function, with the inputs it runs on beside an x of [0.5, 4.0, -3.0]."""
