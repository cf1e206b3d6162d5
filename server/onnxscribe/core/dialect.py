"""The one table of the dialect's Python operators and the ONNX ops they mean.

The converter lowers ``a // b`` and eager mode evaluates ``Tensor.__floordiv__`` with the same
entry, so a script function computes the same thing either way by construction. An entry gives
the Python function (for folding constants), and for an element type the ops to apply: the first
to the operands, each later one to the result of the one before (``//`` on floats is
``Floor(Div(a, b))``, ``!=`` is ``Not(Equal(a, b))``).
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import onnx

from onnxscribe.core.types import is_float, is_integer

BOOL = onnx.TensorProto.BOOL


@dataclass(frozen=True)
class Step:
    """One op of an operator's meaning, with its attributes."""

    op_type: str
    attributes: tuple[tuple[str, Any], ...] = ()

    @property
    def keywords(self) -> dict[str, Any]:
        return dict(self.attributes)


@dataclass(frozen=True)
class Meaning:
    """The ops an operator means for one element type, and how a message names that case."""

    steps: tuple[Step, ...]
    qualifier: str = ""
    """Appended to "the operator `&`" where the meaning depends on the type (" on integers")."""


@dataclass(frozen=True)
class Operator:
    """A Python operator of the dialect."""

    symbol: str
    python: Callable[..., Any]
    """What Python computes, for operands known at conversion time."""
    word: str = "operator"
    """"operator" or "comparison", as messages name it."""
    fixed: tuple[Step, ...] = ()
    """The meaning when it does not depend on the element type."""
    by_type: dict[str, Meaning] = field(default_factory=dict)
    """Otherwise the meaning by kind of element type: "bool", "integer", "float"."""
    requirement: str = ""
    """What a type-dependent operator needs, for the message when the type does not fit."""

    def meaning(self, dtype: int | None) -> Meaning | None:
        """The ops for operands of element type ``dtype``; None when the meaning depends on an
        element type that is unknown or that the operator is not defined for."""
        if self.fixed:
            return Meaning(self.fixed)
        return self.by_type.get(_kind(dtype)) if dtype is not None else None

    @property
    def construct(self) -> str:
        return f"the {self.word} `{self.symbol}`"


def _kind(dtype: int) -> str:
    if dtype == BOOL:
        return "bool"
    if is_integer(dtype):
        return "integer"
    if is_float(dtype):
        return "float"
    return "other"


def _steps(*ops: str | tuple[str, dict[str, Any]]) -> tuple[Step, ...]:
    steps = []
    for op in ops:
        if isinstance(op, str):
            steps.append(Step(op))
        else:
            name, attributes = op
            steps.append(Step(name, tuple(sorted(attributes.items()))))
    return tuple(steps)


def _logical(symbol: str, python: Callable[..., Any], logical: str, bitwise: str) -> Operator:
    return Operator(
        symbol,
        python,
        by_type={
            "bool": Meaning(_steps(logical), " on BOOL values"),
            "integer": Meaning(_steps(bitwise), " on integers"),
        },
        requirement=f"{logical} for BOOL, {bitwise} for integers",
    )


BINARY: dict[str, Operator] = {
    operator_.symbol: operator_
    for operator_ in (
        Operator("+", operator.add, fixed=_steps("Add")),
        Operator("-", operator.sub, fixed=_steps("Sub")),
        Operator("*", operator.mul, fixed=_steps("Mul")),
        Operator("/", operator.truediv, fixed=_steps("Div")),
        Operator("**", operator.pow, fixed=_steps("Pow")),
        Operator("@", operator.matmul, fixed=_steps("MatMul")),
        Operator(
            "//",
            operator.floordiv,
            by_type={
                "integer": Meaning(_steps("Div")),
                "float": Meaning(_steps("Div", "Floor")),
            },
            requirement="Div for integers, Floor(Div) for floats",
        ),
        Operator(
            "%",
            operator.mod,
            by_type={
                "integer": Meaning(_steps("Mod")),
                "float": Meaning(_steps(("Mod", {"fmod": 1}))),
            },
            requirement="Mod, with fmod=1 for floats",
        ),
        Operator("<<", operator.lshift, fixed=_steps(("BitShift", {"direction": "LEFT"}))),
        Operator(">>", operator.rshift, fixed=_steps(("BitShift", {"direction": "RIGHT"}))),
        _logical("&", operator.and_, "And", "BitwiseAnd"),
        _logical("|", operator.or_, "Or", "BitwiseOr"),
        _logical("^", operator.xor, "Xor", "BitwiseXor"),
    )
}
"""``a <symbol> b``."""

COMPARISONS: dict[str, Operator] = {
    operator_.symbol: operator_
    for operator_ in (
        Operator("<", operator.lt, "comparison", _steps("Less")),
        Operator("<=", operator.le, "comparison", _steps("LessOrEqual")),
        Operator(">", operator.gt, "comparison", _steps("Greater")),
        Operator(">=", operator.ge, "comparison", _steps("GreaterOrEqual")),
        Operator("==", operator.eq, "comparison", _steps("Equal")),
        Operator("!=", operator.ne, "comparison", _steps("Equal", "Not")),
    )
}
"""``a <symbol> b`` where the result is BOOL."""

UNARY: dict[str, Operator] = {
    operator_.symbol: operator_
    for operator_ in (
        Operator("-", operator.neg, fixed=_steps("Neg")),
        Operator(
            "~",
            operator.invert,
            by_type={
                "bool": Meaning(_steps("Not"), " on BOOL values"),
                "integer": Meaning(_steps("BitwiseNot"), " on integers"),
            },
            requirement="Not for BOOL, BitwiseNot for integers",
        ),
    )
}
"""``<symbol> a`` (``+a`` is ``a`` itself; ``not a`` is scalar logic, not an operator here)."""

AST_BINARY: dict[type[ast.operator], str] = {
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
    ast.Pow: "**",
    ast.MatMult: "@",
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.BitAnd: "&",
    ast.BitOr: "|",
    ast.BitXor: "^",
}

AST_COMPARISONS: dict[type[ast.cmpop], str] = {
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Eq: "==",
    ast.NotEq: "!=",
}
