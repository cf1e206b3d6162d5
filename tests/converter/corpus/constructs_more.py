"""More constructs: graph attributes of every kind, optionals, type variables, attributes."""

from typing import Optional, Sequence, TypeVar, Union

import numpy as np

from onnxscribe import BOOL, DOUBLE, FLOAT, INT64, Opset, graph, script
from onnxscribe import opset18 as op

T = TypeVar("T", FLOAT, DOUBLE)
lib = Opset("com.example.lib", 1)


@graph()
def running_max(state, item):
    new_state = op.Max(state, item)
    return new_state, new_state


@script()
def module_level_graph(x: FLOAT["N"]) -> FLOAT["N"]:
    last, partial = op.Scan(x[0], x, body=running_max, num_scan_inputs=1)
    return partial


@script()
def loop_op_body(x: FLOAT["N"], n: INT64) -> FLOAT["N"]:
    def body(iteration, condition, acc):
        acc = acc + op.CastLike(iteration, acc)
        keep_going = op.Identity(condition)
        return keep_going, acc

    result = op.Loop(n, None, x, body=body)
    return result


@script()
def if_op_branches(x: FLOAT["N"], flag: BOOL) -> FLOAT["N"]:
    def positive():
        doubled = x * 2.0
        return doubled

    def negative():
        halved = x / 2.0
        return halved

    return op.If(flag, then_branch=positive, else_branch=negative)


@script()
def while_break(x: FLOAT) -> FLOAT:
    y = x
    steps = op.Constant(value_int=0)
    while y < 1000.0:
        y = y * 2.0
        steps = steps + 1
        if steps >= 5:
            break
    return y


@script()
def optional_input(x: FLOAT["N"], bias: Optional[FLOAT["N"]] = None) -> FLOAT["N"]:
    if op.OptionalHasElement(bias):
        result = x + op.OptionalGetElement(bias)
    else:
        result = x + 1.0
    return result


@script()
def calls_optional(x: FLOAT["N"]) -> FLOAT["N"]:
    return optional_input(x) + optional_input(x, op.Optional(x))


@script()
def polymorphic(x: T) -> T:
    return op.Abs(x) + x


@script()
def uses_polymorphic(x: DOUBLE["N"]) -> DOUBLE["N"]:
    return polymorphic(x) * 2


@script()
def level3(x: FLOAT["N"]) -> FLOAT["N"]:
    return x + 3.0


@script()
def level2(x: FLOAT["N"]) -> FLOAT["N"]:
    return level3(x) * 2.0


@script()
def level1(x: FLOAT["N"]) -> FLOAT["N"]:
    return level2(x) - level3(x)


@script(lib)
def lib_square(x: FLOAT["N"]) -> FLOAT["N"]:
    return x * x


@script()
def via_opset_attribute(x: FLOAT["N"]) -> FLOAT["N"]:
    return lib.lib_square(x) + 1.0


@script()
def attribute_kinds(
    x: FLOAT[2, 3],
    perm: Sequence[int] = (1, 0),
    keep: bool = True,
    mode: str = "constant",
    scale: float = 1.5,
) -> FLOAT["A", "B"]:
    transposed = op.Transpose(x, perm=perm)
    summed = op.ReduceSum(transposed, op.Constant(value_ints=[1]), keepdims=keep)
    padded = op.Pad(summed, op.Constant(value_ints=[0, 1, 0, 1]), mode=mode)
    return padded * scale


@script()
def attribute_list_value(x: FLOAT[2, 3], axes: Sequence[int] = (1,)) -> FLOAT[2]:
    return op.ReduceSum(x, axes, keepdims=0)


@script()
def calls_with_attribute(x: FLOAT[2, 3]) -> FLOAT[2]:
    return attribute_list_value(x, axes=[1]) + attribute_list_value(x)


@script()
def add_step(total: FLOAT, item: FLOAT) -> tuple[FLOAT, FLOAT]:
    new_total = total + item
    return new_total, new_total


@script()
def script_function_as_body(x: FLOAT["N"]) -> FLOAT["N"]:
    last, partial = op.Scan(op.CastLike(0, x), x, body=add_step, num_scan_inputs=1)
    return partial


@script()
def constant_array(x: FLOAT[2, 2]) -> FLOAT[2, 2]:
    return x @ np.array([[0.0, 1.0], [1.0, 0.0]], dtype=np.float32)


@script()
def integer_division_of_shapes(x: FLOAT["N"]) -> INT64:
    n = op.Size(x)
    return n // 2 + n % 3


@script()
def subscript_mix(x: FLOAT[2, 3, 4]) -> FLOAT[3, 2, 2]:
    a = x[None, ..., 0]
    b = x[1, :, None, 1:3]
    c = x[..., None][:, 1:, -1]
    return a[0, :, :2, None][0] + b[:, 0, :][:, None] * 0.0 + c[0, :2, 0][0]


@script()
def dynamic_slice(x: FLOAT[10], start: INT64, stop: INT64, k: int = 1) -> FLOAT["K"]:
    return x[start:stop] * 1.0 + x[k]


@script()
def annotation_forms(
    x: Union[FLOAT["N"], DOUBLE["N"]],
    axes: list[int] = [0],  # noqa: B006
    limit: Optional[float] = None,
    offset: "float | None" = 1.0,
) -> FLOAT:
    total = op.ReduceSum(x, axes, keepdims=0)
    return op.Cast(total, to=FLOAT.dtype) + offset


CASES: dict[str, tuple[object, ...]] = {
    "module_level_graph": (np.array([1.0, 3.0, 2.0, 5.0, 4.0], dtype=np.float32),),
    "loop_op_body": (np.arange(3, dtype=np.float32), np.int64(4)),
    "if_op_branches": (np.arange(3, dtype=np.float32), np.bool_(False)),
    "while_break": (np.float32(3.0),),
    "calls_optional": (np.arange(3, dtype=np.float32),),
    "uses_polymorphic": (np.array([-1.5, 2.0]),),
    "level1": (np.arange(4, dtype=np.float32),),
    "via_opset_attribute": (np.arange(4, dtype=np.float32),),
    "attribute_kinds": (np.arange(6, dtype=np.float32).reshape(2, 3),),
    "calls_with_attribute": (np.arange(6, dtype=np.float32).reshape(2, 3),),
    "constant_array": (np.arange(4, dtype=np.float32).reshape(2, 2),),
    "integer_division_of_shapes": (np.arange(7, dtype=np.float32),),
    "script_function_as_body": (np.arange(4, dtype=np.float32),),
    "annotation_forms": (np.arange(4, dtype=np.float32),),
    "subscript_mix": (np.arange(24, dtype=np.float32).reshape(2, 3, 4),),
    "dynamic_slice": (np.arange(10, dtype=np.float32), np.int64(2), np.int64(7)),
}
