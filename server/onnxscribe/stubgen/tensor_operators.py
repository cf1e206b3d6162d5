"""The Python operators of tensor values in the stubs, from one table.

Each binary operator has a precise signature (the same element type, or a Python number) and a
deprecated one for tensors of another element type (see ``templates.TYPES_HELPERS``): on the
forward method for mypy, on the reflected method for pyright.
"""

from __future__ import annotations

from typing import NamedTuple


class Family(NamedTuple):
    base: str
    """The class that holds the reflected methods (and names what "another type" is)."""
    same_type: str
    """The base class of the forward methods."""
    number: str
    result: str
    reflected: bool
    operators: tuple[tuple[str, str, str], ...]
    """(method name without underscores, Python symbol, the ONNX op it becomes)."""


FAMILIES = (
    Family(
        "_TensorOps",
        "_SameTypeComparisons",
        "float",
        "BOOL",
        False,
        (
            ("lt", "<", "Less"),
            ("le", "<=", "LessOrEqual"),
            ("gt", ">", "Greater"),
            ("ge", ">=", "GreaterOrEqual"),
        ),
    ),
    Family(
        "_ArithmeticOps",
        "_SameTypeArithmetic",
        "float",
        "Self",
        True,
        (
            ("add", "+", "Add"),
            ("sub", "-", "Sub"),
            ("mul", "*", "Mul"),
            ("truediv", "/", "Div"),
            ("floordiv", "//", "Div"),
            ("mod", "%", "Mod"),
        ),
    ),
    Family(
        "_BitwiseOps",
        "_SameTypeBitwise",
        "int",
        "Self",
        True,
        (
            ("and", "&", "And or BitwiseAnd"),
            ("or", "|", "Or or BitwiseOr"),
            ("xor", "^", "Xor or BitwiseXor"),
        ),
    ),
    Family(
        "_ShiftOps",
        "_SameTypeShifts",
        "int",
        "Self",
        True,
        (("lshift", "<<", "BitShift"), ("rshift", ">>", "BitShift")),
    ),
)


def _deprecation(symbol: str, op: str) -> str:
    return (
        f"@deprecated('{symbol} on tensors of two element types: ONNX {op} takes operands of one "
        "element type')"
    )


def same_type_classes(overloaded: bool) -> str:
    """The ``_SameType...`` classes of the forward methods, indented for the ``if MYPY:`` branch
    (``overloaded``, with the deprecated signature) or its ``else:`` branch."""
    classes = []
    for family in FAMILIES:
        lines = ["    @type_check_only", f"    class {family.same_type}:"]
        for name, symbol, op in family.operators:
            precise = (
                f"def __{name}__(self, other: Self | {family.number}, /) -> {family.result}: ..."
            )
            if not overloaded:
                lines.append(f"        {precise}")
                continue
            lines += [
                "        @overload",
                f"        {precise}",
                "        @overload",
                f"        {_deprecation(symbol, op)}",
                f"        def __{name}__(self, other: {family.base}, /) -> {family.result}: ...  "
                "# type: ignore[overload-cannot-match]",
            ]
        classes.append("\n".join(lines))
    return "\n\n".join(classes)


def reflected_methods(base: str) -> str:
    """The reflected methods of the family whose class is ``base``, indented for its body."""
    (family,) = [f for f in FAMILIES if f.base == base and f.reflected]
    lines = []
    for name, symbol, op in family.operators:
        lines += [
            "    @overload",
            f"    def __r{name}__(self, other: {family.number}, /) -> {family.result}: ...",
            "    @overload",
            f"    {_deprecation(symbol, op)}",
            f"    def __r{name}__(self, other: {family.base}, /) -> {family.result}: ...",
        ]
    return "\n".join(lines)
