"""``NodeProblem``: why a node does not fit its op, before it becomes a ``Diagnostic``.

Type-constraint unification (``constraints``) and the shape rules (``shape_rules``) are pure
functions of a node's inputs and attributes; they know which input or attribute is at fault but
not where it is written. The checker turns each problem into a diagnostic on that input's or
attribute's span.
"""

from __future__ import annotations

from dataclasses import dataclass

from onnxscribe.core.types import ValueType


@dataclass(frozen=True)
class NodeProblem:
    """A diagnostic ``code`` and ``message`` located by a node input or an attribute."""

    code: str
    message: str
    input_index: int | None = None
    """The input to blame (its position in the node's inputs), if one is."""
    attribute: str | None = None
    """The attribute to blame, if one is."""
    actual: ValueType | None = None
    """For type problems: the input's type (shape stripped)."""
    expected: ValueType | None = None
    """For OXS402: the type an earlier input bound the constraint to (a fix casts to it)."""
