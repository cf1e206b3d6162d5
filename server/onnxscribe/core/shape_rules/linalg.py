"""Matrix products: MatMul (numpy's matmul) and Gemm."""

from __future__ import annotations

from onnxscribe.core.problems import NodeProblem
from onnxscribe.core.shape_rules.common import attr_flag, broadcast, describe, shape_at
from onnxscribe.core.shape_rules.registry import Args, Attributes, Equal, ShapeResult, shape_rule
from onnxscribe.core.types import Dim


@shape_rule("MatMul", "MatMulInteger")
def matmul(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    a, b = shape_at(args, 0), shape_at(args, 1)
    result = ShapeResult([None])
    for index, shape in ((0, a), (1, b)):
        if shape is not None and len(shape) == 0:
            result.problems.append(
                NodeProblem("OXS503", "MatMul needs inputs of rank 1 or more, not scalars", index)
            )
    if a is None or b is None or result.problems:
        return result
    left = (1, *a) if len(a) == 1 else a
    right = (*b, 1) if len(b) == 1 else b
    if left[-1] != right[-2]:  # (equal dims: nothing to unify)
        result.equal.append(
            Equal(
                left[-1],
                right[-2],
                1,
                "the inner dimensions of MatMul",
                (0, len(a) - 1),
                (1, len(b) - 2 if len(b) > 1 else 0),
            )
        )
    batch, error = broadcast([left[:-2], right[:-2]])
    if error is not None:
        result.problems.append(
            NodeProblem(
                "OXS501", f"the batch dimensions of MatMul do not broadcast ({error[1]})", 1
            )
        )
        return result
    if batch is None:
        return result
    out: list[Dim] = list(batch)
    if len(a) > 1:
        out.append(left[-2])
    if len(b) > 1:
        out.append(right[-1])
    result.outputs = [tuple(out)]
    return result


@shape_rule("Gemm")
def gemm(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    a, b = shape_at(args, 0), shape_at(args, 1)
    result = ShapeResult([None])
    for index, shape in ((0, a), (1, b)):
        if shape is not None and len(shape) != 2:
            result.problems.append(
                NodeProblem(
                    "OXS503", f"Gemm needs rank-2 inputs; this one has rank {len(shape)}", index
                )
            )
    if a is None or b is None or result.problems:
        return result
    trans_a = attr_flag(attributes, "transA")
    trans_b = attr_flag(attributes, "transB")
    if trans_a:
        a = (a[1], a[0])
    if trans_b:
        b = (b[1], b[0])
    result.equal.append(
        Equal(
            a[1],
            b[0],
            1,
            "the inner dimensions of Gemm",
            (0, 0 if trans_a else 1),
            (1, 1 if trans_b else 0),
        )
    )
    product = (a[0], b[1])
    result.outputs = [product]
    bias = shape_at(args, 2)
    if bias is None:
        return result
    if len(bias) > 2:
        result.problems.append(
            NodeProblem("OXS503", f"Gemm's C must have rank 2 or less, not {len(bias)}", 2)
        )
        return result
    joined, error = broadcast([bias, product])
    if error is not None or (joined is not None and _widens(joined, product)):
        result.problems.append(
            NodeProblem(
                "OXS501",
                f"Gemm's C {describe(bias)} does not broadcast to the product's "
                f"{describe(product)}",
                2,
            )
        )
    return result


def _widens(joined: tuple[Dim, ...], target: tuple[Dim, ...]) -> bool:
    """True when broadcasting made a fixed dim of ``target`` bigger (C may only broadcast to it)."""
    return any(
        isinstance(t, int) and isinstance(j, int) and j != t
        for j, t in zip(joined, target, strict=True)
    )
