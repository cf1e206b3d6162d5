"""One small script function per construct of the dialect, with inputs to run it on.

``CASES`` maps each function to the arguments of a differential test: the function is run
eagerly and as an exported model in onnxruntime, and the results must be equal.
"""

from __future__ import annotations

import math
from typing import Optional, Sequence

import numpy as np

from onnxscribe import BOOL, DOUBLE, FLOAT, INT32, INT64, UINT64, Opset, graph, script
from onnxscribe import opset18 as op

SCALE = 2.5
OFFSETS = [1.0, 2.0, 3.0]
TABLE = np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)
ENABLED = True
HALF_PI = math.pi / 2
custom = Opset("com.example", 1)


@script()
def arithmetic(a: FLOAT["N"], b: FLOAT["N"]) -> FLOAT["N"]:
    return (a + b) * (a - b) / (b * b + 1.0) - a**2


@script()
def matmul(a: FLOAT[2, 3], b: FLOAT[3, 4]) -> FLOAT[2, 4]:
    return a @ b


@script()
def integer_floor_div(a: INT64["N"], b: INT64["N"]) -> INT64["N"]:
    return a // b


@script()
def float_floor_div(a: FLOAT["N"], b: FLOAT["N"]) -> FLOAT["N"]:
    return a // b


@script()
def integer_mod(a: INT64["N"], b: INT64["N"]) -> INT64["N"]:
    return a % b


@script()
def float_mod(a: FLOAT["N"], b: FLOAT["N"]) -> FLOAT["N"]:
    return a % b


@script()
def unary(a: FLOAT["N"]) -> FLOAT["N"]:
    return -a + (+a)


@script()
def invert_bool(a: BOOL["N"]) -> BOOL["N"]:
    return ~a


@script()
def invert_int(a: INT32["N"]) -> INT32["N"]:
    return ~a


@script()
def bool_logic(a: BOOL["N"], b: BOOL["N"]) -> BOOL["N"]:
    return (a & b) | (a ^ b)


@script()
def int_bitwise(a: INT64["N"], b: INT64["N"]) -> INT64["N"]:
    return (a & b) | (a ^ b)


@script()
def shifts(a: UINT64["N"]) -> UINT64["N"]:
    return (a << 2) >> 1


@script()
def comparisons(a: FLOAT["N"], b: FLOAT["N"]) -> BOOL["N"]:
    return (a < b) | (a >= b + 1.0) | (a == b) | (a != a)


@script()
def scalar_logic(x: FLOAT, y: FLOAT) -> BOOL:
    return not (x > 0.0) or (x < y and y < 10.0)


@script()
def chained(x: FLOAT, lo: FLOAT, hi: FLOAT) -> BOOL:
    return lo < x <= hi


@script()
def conditional_expression(x: FLOAT) -> FLOAT:
    return x * 2.0 if x > 0.0 else -x


@script()
def folded_conditional(x: FLOAT["N"]) -> FLOAT["N"]:
    return x * SCALE if ENABLED else x


@script()
def literal_casting(x: INT32["N"]) -> INT32["N"]:
    return x + 1 - 2 * x


@script()
def literal_casting_unknown(x):
    return x * 2 + 1


@script()
def module_constants(x: FLOAT[2, 2]) -> FLOAT[2, 2]:
    return x * SCALE + TABLE + HALF_PI


@script()
def list_constant(x: FLOAT[3]) -> FLOAT[3]:
    return x + op.Constant(value_floats=OFFSETS)


@script()
def subscripts(x: FLOAT[4, 5]) -> FLOAT[3]:
    first = x[0]
    middle = x[1:3]
    reverse = x[::-1]
    columns = x[:, 2:]
    last = x[-1]
    return first[1:4] + middle[0, 1:4] + reverse[0, :3] + columns[1] + last[2:]


@script()
def ellipsis_and_none(x: FLOAT[2, 3, 4]) -> FLOAT[1, 2, 3]:
    return x[..., 0][None]


@script()
def tensor_index(x: FLOAT[5], i: INT64, j: INT64) -> FLOAT["K"]:
    y = x[i]
    return x[i:j] + y


@script()
def negative_step(x: FLOAT[6]) -> FLOAT[3]:
    return x[4:0:-2] + x[5:2:-1][:2].sum() if False else x[5::-2]


@script()
def keyword_inputs(x: FLOAT[2, 3]) -> FLOAT[3, 2]:
    return op.Transpose(data=x, perm=[1, 0])


@script()
def omitted_optional(x: FLOAT[4]) -> FLOAT[2]:
    return op.Slice(x, op.Constant(value_ints=[1]), op.Constant(value_ints=[3]), None, None)


@script()
def multi_output(x: FLOAT[4]) -> FLOAT[2]:
    a, b = op.Split(x, num_outputs=2)
    return a * b


@script()
def parallel_assignment(x: FLOAT["N"], y: FLOAT["N"]) -> FLOAT["N"]:
    x, y = y, x
    return x - y


@script()
def augmented(x: FLOAT["N"]) -> FLOAT["N"]:
    y = x
    y += 1.0
    y *= x
    y -= 2.0
    y /= 4.0
    return y


@script()
def annotated_assignment(x: FLOAT["N"]) -> FLOAT["N"]:
    two: FLOAT = 2
    y: FLOAT["N"] = x * two
    return y


@script()
def if_else(x: FLOAT["N"]) -> FLOAT["N"]:
    total = op.ReduceSum(x, keepdims=0)
    if total > 0.0:
        y = x * 2.0
    elif total < -5.0:
        y = x - 1.0
    else:
        y = -x
    return y


@script()
def if_partial(x: FLOAT["N"]) -> FLOAT["N"]:
    y = x
    if op.ReduceMax(x, keepdims=0) > 3.0:
        y = y + 10.0
    return y


@script()
def if_returns(x: FLOAT["N"]) -> FLOAT["N"]:
    if op.ReduceSum(x, keepdims=0) > 0.0:
        return x + 1.0
    else:
        return x - 1.0


@script()
def early_return(x: FLOAT["N"]) -> FLOAT["N"]:
    if op.ReduceSum(x, keepdims=0) > 0.0:
        return x + 1.0
    y = x * 3.0
    return y


@script()
def for_range(x: FLOAT["N"], n: INT64) -> FLOAT["N"]:
    y = x
    for i in range(n):
        y = y + op.Cast(i, to=FLOAT.dtype)
    return y


@script()
def for_range_constant(x: FLOAT["N"]) -> FLOAT["N"]:
    acc = x
    for i in range(1, 7, 2):
        acc = acc * op.CastLike(i, x)
    return acc


@script()
def for_range_start(x: FLOAT["N"], a: INT64, b: INT64) -> FLOAT["N"]:
    y = x
    for i in range(a, b, 3):
        y = y + op.CastLike(i, x)
    return y


@script()
def for_break(x: FLOAT["N"]) -> FLOAT["N"]:
    y = x
    for i in range(10):
        y = y * 2.0
        if op.ReduceSum(y, keepdims=0) > 100.0:
            break
    return y


@script()
def while_loop(x: FLOAT) -> FLOAT:
    y = x
    while y < 100.0:
        y = y * 3.0
    return y


@script()
def scalar_accumulator(x: FLOAT["N"]) -> FLOAT:
    total = 0.0
    for i in range(3):
        total = total + op.ReduceSum(x, keepdims=0)
    return total


@script()
def nested_loops(x: FLOAT["N"]) -> FLOAT["N"]:
    y = x
    for i in range(3):
        for j in range(2):
            if i > j:
                y = y + 1.0
            else:
                y = y * 2.0
    return y


@script()
def attributes_as_values(x: FLOAT["N"], alpha: float = 0.5, k: int = 2) -> FLOAT["N"]:
    return op.LeakyRelu(x, alpha=alpha) * alpha + op.CastLike(k, x)


@script()
def attribute_index(x: FLOAT[3, 4], axis: int = 1) -> FLOAT[3]:
    return x[:, axis]


@script()
def scaled_copy(x: FLOAT["N"], factor: float = 2.0) -> FLOAT["N"]:
    return x * factor


@script()
def calls_scaled_copy(x: FLOAT["N"]) -> FLOAT["N"]:
    return scaled_copy(x, factor=3.0) + scaled_copy(x)


@script()
def two_outputs(x: FLOAT["N"]) -> tuple[FLOAT["N"], FLOAT["N"]]:
    return x + 1.0, x - 1.0


@script()
def unpacks_function(x: FLOAT["N"]) -> FLOAT["N"]:
    a, b = two_outputs(x)
    return a * b


@script(custom)
def custom_domain_op(x: FLOAT["N"]) -> FLOAT["N"]:
    """Doubles its input."""
    return x * 2.0


@script()
def calls_custom(x: FLOAT["N"]) -> FLOAT["N"]:
    return custom_domain_op(x) + 1.0


@script()
def scan_cumulative(x: FLOAT["N"]) -> FLOAT["N"]:
    @graph()
    def step(total, item):
        new_total = total + item
        return new_total, new_total

    last, partial = op.Scan(op.CastLike(0, x), x, body=step, num_scan_inputs=1)
    return partial


@script()
def scan_reads_outer(x: FLOAT["N"], scale: FLOAT) -> FLOAT["N"]:
    def step(total, item):
        new_total = total + item * scale
        return new_total, new_total

    last, partial = op.Scan(op.CastLike(0, x), x, body=step, num_scan_inputs=1)
    return partial


@script()
def sequences(x: FLOAT["N"]) -> Sequence[FLOAT["N"]]:
    return op.SequenceConstruct(x, x * 2.0)


@script()
def sequence_input(items: Sequence[FLOAT["N"]]) -> FLOAT["N"]:
    return op.SequenceAt(items, 0) + items[1]


@script()
def optionals(x: FLOAT["N"], y: Optional[FLOAT["N"]] = None) -> FLOAT["N"]:
    return x + 1.0


@script()
def docstring(x: FLOAT["N"]) -> FLOAT["N"]:
    """Adds one."""
    return x + 1.0


@script()
def no_ops(x: FLOAT["N"]) -> FLOAT["N"]:
    return x


@script()
def double_precision(x: DOUBLE["N"]) -> DOUBLE["N"]:
    return x * 0.1 + 1


@script()
def shape_arithmetic(x: FLOAT["N", "M"]) -> INT64:
    rows = op.Shape(x)[0]
    cols = op.Shape(x)[1]
    return rows * cols + rows // 2 - cols % 3


def _f(*shape: int) -> np.ndarray:
    count = int(np.prod(shape)) if shape else 1
    return (np.arange(count, dtype=np.float32).reshape(shape) - count / 3) / 2


def _i(*values: int, dtype: type = np.int64) -> np.ndarray:
    return np.array(values, dtype=dtype)


CASES: dict[str, tuple[object, ...]] = {
    "arithmetic": (_f(5), _f(5) + 1),
    "matmul": (_f(2, 3), _f(3, 4)),
    "integer_floor_div": (_i(7, 8, 9, 20), _i(2, 3, 4, 6)),
    "float_floor_div": (_f(4) + 10, np.full(4, 3, np.float32)),
    "integer_mod": (_i(7, 8, 9, 20), _i(2, 3, 4, 6)),
    "float_mod": (_f(4) + 10, np.full(4, 3, np.float32)),
    "unary": (_f(4),),
    "invert_bool": (np.array([True, False]),),
    "invert_int": (_i(1, 2, 3, dtype=np.int32),),
    "bool_logic": (np.array([True, False, True]), np.array([True, True, False])),
    "int_bitwise": (_i(12, 5, 7), _i(10, 3, 1)),
    "shifts": (_i(1, 2, 3, dtype=np.uint64),),
    "comparisons": (_f(5), _f(5)[::-1].copy()),
    "scalar_logic": (np.float32(2), np.float32(3)),
    "chained": (np.float32(2), np.float32(1), np.float32(5)),
    "conditional_expression": (np.float32(-3),),
    "folded_conditional": (_f(3),),
    "literal_casting": (_i(1, 2, 3, dtype=np.int32),),
    "literal_casting_unknown": (_f(3),),
    "module_constants": (_f(2, 2),),
    "list_constant": (_f(3),),
    "subscripts": (_f(4, 5),),
    "ellipsis_and_none": (_f(2, 3, 4),),
    "tensor_index": (_f(5), np.int64(1), np.int64(4)),
    "negative_step": (_f(6),),
    "keyword_inputs": (_f(2, 3),),
    "omitted_optional": (_f(4),),
    "multi_output": (_f(4),),
    "parallel_assignment": (_f(3), _f(3) * 2),
    "augmented": (_f(3),),
    "annotated_assignment": (_f(3),),
    "if_else": (_f(4),),
    "if_partial": (_f(8),),
    "if_returns": (_f(4) - 10,),
    "early_return": (_f(4) - 10,),
    "for_range": (_f(3), np.int64(4)),
    "for_range_constant": (_f(3),),
    "for_range_start": (_f(3), np.int64(2), np.int64(11)),
    "for_break": (_f(3) + 1,),
    "while_loop": (np.float32(2),),
    "scalar_accumulator": (_f(3),),
    "nested_loops": (_f(3),),
    "attributes_as_values": (_f(4),),
    "attribute_index": (_f(3, 4),),
    "calls_scaled_copy": (_f(3),),
    "unpacks_function": (_f(3),),
    "calls_custom": (_f(3),),
    "scan_cumulative": (_f(5),),
    "scan_reads_outer": (_f(5), np.float32(3)),
    "sequences": (_f(3),),
    "sequence_input": ([_f(3), _f(3) + 1],),
    "optionals": (_f(3),),
    "docstring": (_f(3),),
    "no_ops": (_f(3),),
    "double_precision": (np.arange(3, dtype=np.float64),),
    "shape_arithmetic": (_f(5, 7),),
}
