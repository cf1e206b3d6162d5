"""Symbolic shape rules for the common ``ai.onnx`` operators, one module per op family.

Each rule is a pure function of a node's inputs (``Arg``: shape, constant value, known integer
elements), its attributes and its number of outputs. It returns the outputs' shapes, the dims that
must be equal (the checker unifies them across the function) and the problems found
(``NodeProblem``). A rule returns None when it cannot say anything useful, so that ONNX's own
shape inference is asked instead.

Dims are ``int`` (fixed), ``str`` (symbolic) or ``None`` (unknown); a shape is a tuple of dims or
None (unknown rank). When a rule is unsure it answers ``None``: a wrong answer here would become a
false error later. A rule never raises for any input: an exception from a rule is a bug.

The checker uses the rules for shapes; lowering uses them for its quick rank estimate
(``onnxscribe.lower.ranks``), which is why they live in ``core``.
"""

from __future__ import annotations

from onnxscribe.core.shape_rules import (  # noqa: F401  (each module registers its rules)
    elementwise,
    indexing,
    layout,
    linalg,
    nn,
    reduce,
    shape_ops,
)
from onnxscribe.core.shape_rules.common import broadcast, normalize_axis
from onnxscribe.core.shape_rules.registry import (
    RULES,
    Arg,
    Args,
    Attributes,
    DuplicateRule,
    Equal,
    ShapeResult,
    shape_rule,
)
from onnxscribe.core.shape_rules.shape_ops import constant_value


def has_rule(op_type: str) -> bool:
    return RULES.has_rule(op_type)


def infer_shapes(
    op_type: str, args: Args, attributes: Attributes, version: int, num_outputs: int
) -> ShapeResult | None:
    """Apply the rule for ``op_type`` (``ai.onnx``) at opset ``version``; None when there is
    none or it cannot say."""
    found = RULES.lookup(op_type, version)
    return None if found is None else found(args, attributes, num_outputs)


__all__ = [
    "RULES",
    "Arg",
    "DuplicateRule",
    "Equal",
    "ShapeResult",
    "broadcast",
    "constant_value",
    "has_rule",
    "infer_shapes",
    "normalize_axis",
    "shape_rule",
]
