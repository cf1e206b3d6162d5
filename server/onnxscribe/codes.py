"""The table of diagnostic codes: stable identifiers, one entry each, grouped by kind.

``docs/diagnostics.md`` and the copy shipped in the package (``onnxscribe/data/diagnostics.md``,
which the language server links to) are generated from this table by
``python -m onnxscribe.codes``; a test keeps them current.

Ranges: OXS1xx unsupported constructs, OXS2xx name resolution and signatures, OXS3xx op usage,
OXS4xx types, OXS5xx shapes, OXS6xx opset availability, OXS9xx internal.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from onnxscribe.diagnostics import Severity


@dataclass(frozen=True)
class CodeInfo:
    code: str
    title: str
    severity: Severity
    summary: str
    bad: str = ""
    good: str = ""

    @property
    def anchor(self) -> str:
        return self.code.lower()


_E = Severity.ERROR
_W = Severity.WARNING

_TABLE: tuple[CodeInfo, ...] = (
    # ------------------------------------------------------------ unsupported constructs
    CodeInfo("OXS100", "syntax error", _E, "The file is not valid Python."),
    CodeInfo(
        "OXS101",
        "unsupported statement",
        _E,
        "The statement has no ONNX meaning (`try`, `with`, `raise`, `del`, `global`, `import` in a "
        "script function, ...).",
    ),
    CodeInfo(
        "OXS102",
        "unsupported expression",
        _E,
        "The expression has no ONNX meaning (`lambda`, comprehensions, dict and set displays, "
        "f-strings, starred expressions, `await`, `:=`, ...).",
    ),
    CodeInfo("OXS103", "loop `else`", _E, "`for ... else` and `while ... else` are not supported."),
    CodeInfo("OXS104", "`continue`", _E, "`continue` is not supported in loops."),
    CodeInfo(
        "OXS105",
        "unsupported `break`",
        _E,
        "`break` is supported only as `if cond: break`, the last statement of a loop body.",
    ),
    CodeInfo(
        "OXS106",
        "call of a Python function",
        _E,
        "Only ops (`op.Name(...)`), script functions and a few builtins (`range` in a `for`) "
        "can be called.",
    ),
    CodeInfo(
        "OXS107",
        "`print` in a script function",
        _W,
        "`print` runs in eager mode only; the exported ONNX has no node for it.",
    ),
    CodeInfo("OXS108", "`*args` / `**kwargs`", _E, "Variadic parameters are not supported."),
    CodeInfo(
        "OXS109",
        "scalar-only logic on a tensor",
        _E,
        "`not`, `and`, `or`, chained comparisons, `x if c else y`, `if` and `while` need a single "
        "BOOL value; use `~`, `&`, `|` or `op.Where` for elementwise logic.",
    ),
    CodeInfo(
        "OXS110",
        "unsupported `for` iterable",
        _E,
        "`for` loops iterate over `range(...)` only.",
    ),
    CodeInfo(
        "OXS111",
        "unsupported assignment target",
        _E,
        "Assign to names or tuples of names; subscript and attribute targets are not supported.",
    ),
    CodeInfo(
        "OXS112",
        "variable not assigned on every path",
        _E,
        "A variable used after an `if` or a loop must be assigned on every path before it.",
    ),
    CodeInfo(
        "OXS113",
        "unsupported `return`",
        _E,
        "`return` must end the function, or end every branch of a final `if`; not inside loops.",
    ),
    CodeInfo("OXS114", "unsupported subscript", _E, "The subscript form has no ONNX translation."),
    CodeInfo(
        "OXS115",
        "operator needs a known element type",
        _E,
        "`//`, `%`, `~`, `&`, `|`, `^` translate to different ops for integer, float and BOOL "
        "values; annotate the operand so the converter knows which.",
    ),
    CodeInfo(
        "OXS116",
        "unsupported operator",
        _E,
        "The operator has no ONNX meaning in the dialect (`is`, `in`, `not in`, ...).",
    ),
    # ------------------------------------------------------------ names and signatures
    CodeInfo("OXS201", "undefined name", _E, "The name is not defined in the function or module."),
    CodeInfo(
        "OXS202",
        "not an opset",
        _E,
        "The object used as `op.` or passed as an opset is not an opset.",
    ),
    CodeInfo(
        "OXS203",
        "name is not a value",
        _E,
        "The name refers to something that cannot be used as a tensor value here (a module, a "
        "class, an opset, ...).",
    ),
    CodeInfo(
        "OXS204",
        "value unknown to the editor",
        _W,
        "A module-level value could not be evaluated without running code; its uses are checked, "
        "but its value is unknown.",
    ),
    CodeInfo(
        "OXS205",
        "invalid annotation",
        _E,
        "A parameter or return annotation is neither a tensor type nor an attribute type.",
    ),
    CodeInfo(
        "OXS206",
        "invalid attribute default",
        _E,
        "An attribute parameter's default does not match its annotation.",
    ),
    CodeInfo(
        "OXS207",
        "wrong call of a script function",
        _E,
        "A call of another script function has the wrong arguments.",
    ),
    CodeInfo(
        "OXS208",
        "invalid graph attribute",
        _E,
        "A graph attribute must be a nested function (optionally `@graph()`) or a script function.",
    ),
    CodeInfo(
        "OXS209",
        "attribute parameter used as an input",
        _E,
        "An attribute parameter was passed where the op expects an input, or an input where it "
        "expects an attribute.",
    ),
    # ------------------------------------------------------------ op usage
    CodeInfo("OXS301", "unknown op", _E, "The opset's domain has no operator of that name."),
    CodeInfo(
        "OXS302",
        "op not in this opset version",
        _E,
        "The operator exists, but not at the imported version of its domain.",
    ),
    CodeInfo("OXS303", "deprecated op", _W, "The operator is deprecated at this opset version."),
    CodeInfo("OXS304", "too many inputs", _E, "More inputs than the operator accepts."),
    CodeInfo("OXS305", "missing input", _E, "A required input of the operator is missing."),
    CodeInfo("OXS306", "unknown attribute", _E, "The operator has no attribute of that name."),
    CodeInfo(
        "OXS307",
        "wrong attribute type",
        _E,
        "The attribute value does not have the attribute's type.",
    ),
    CodeInfo("OXS308", "missing required attribute", _E, "A required attribute is missing."),
    CodeInfo(
        "OXS309",
        "attribute value out of range",
        _E,
        "The attribute value is outside what the operator accepts (an `axis` beyond the rank, ...).",
    ),
    CodeInfo(
        "OXS310",
        "wrong number of outputs",
        _E,
        "The number of names unpacked differs from the number of outputs produced.",
    ),
    CodeInfo(
        "OXS311",
        "input given twice",
        _E,
        "An input was given both by position and by keyword.",
    ),
    # ------------------------------------------------------------ types
    CodeInfo(
        "OXS401",
        "input type not allowed",
        _E,
        "The element type of an input is not one its type constraint allows.",
    ),
    CodeInfo(
        "OXS402",
        "inconsistent types",
        _E,
        "Inputs sharing a type constraint have different element types.",
    ),
    CodeInfo(
        "OXS403",
        "annotation does not match",
        _E,
        "The declared type of an assignment differs from the inferred one.",
    ),
    CodeInfo(
        "OXS404",
        "return type does not match",
        _E,
        "A returned value's type differs from the return annotation.",
    ),
    CodeInfo(
        "OXS405",
        "condition is not BOOL",
        _E,
        "`if`, `while` and `x if c else y` need a BOOL condition.",
    ),
    CodeInfo(
        "OXS406",
        "tensor, sequence or optional mismatch",
        _E,
        "A sequence or optional was used where a tensor is expected, or the other way round.",
    ),
    CodeInfo(
        "OXS407",
        "loop-carried type changes",
        _E,
        "A variable carried by a loop (or a graph body state) has a different type at the end "
        "of an iteration than at its start.",
    ),
    # ------------------------------------------------------------ shapes
    CodeInfo(
        "OXS501", "shapes do not broadcast", _E, "Two shapes cannot be broadcast to one another."
    ),
    CodeInfo(
        "OXS502",
        "symbolic dimension conflict",
        _E,
        "A named dimension is bound to two different sizes.",
    ),
    CodeInfo("OXS503", "wrong rank", _E, "A value has a different rank than the op requires."),
    CodeInfo(
        "OXS504",
        "shape does not match annotation",
        _E,
        "The inferred shape differs from the declared one.",
    ),
    CodeInfo(
        "OXS505",
        "shape inference error",
        _E,
        "ONNX shape inference rejected the node; its message is included.",
    ),
    CodeInfo(
        "OXS506",
        "condition is not a scalar",
        _E,
        "A condition must hold a single element.",
    ),
    # ------------------------------------------------------------ opsets
    CodeInfo(
        "OXS601",
        "conflicting opset versions",
        _E,
        "One function uses two versions of the same domain.",
    ),
    CodeInfo(
        "OXS602",
        "no opset for this operator",
        _E,
        "An operator was used but no opset of its domain is available.",
    ),
    # ------------------------------------------------------------ internal
    CodeInfo(
        "OXS900",
        "internal error",
        _E,
        "onnxscribe failed on this code. This is a bug: please report it with the code.",
    ),
)

CODES: dict[str, CodeInfo] = {info.code: info for info in _TABLE}


def info(code: str) -> CodeInfo:
    return CODES[code]


def reference_path() -> Path:
    """The diagnostics reference shipped inside the package."""
    return Path(__file__).parent / "data" / "diagnostics.md"


def reference_uri(code: str) -> str:
    """A ``file:`` URI of the code's entry in the packaged reference."""
    return reference_path().as_uri() + "#" + CODES[code].anchor


def render_reference() -> str:
    """The diagnostics reference, one section per code."""
    parts = [
        "# Diagnostics reference\n",
        "Every diagnostic onnxscribe reports has a stable code. This page has one entry per code:",
        "what it means, an example that triggers it, and how to write it instead.\n",
        "Ranges: OXS1xx unsupported constructs, OXS2xx names and signatures, OXS3xx op usage,",
        "OXS4xx types, OXS5xx shapes, OXS6xx opsets, OXS9xx internal errors.\n",
    ]
    for entry in _TABLE:
        parts.append(f'<a id="{entry.anchor}"></a>\n')
        parts.append(f"## {entry.code}: {entry.title}\n")
        parts.append(f"Severity: {entry.severity.label}.\n")
        parts.append(entry.summary + "\n")
        if entry.bad:
            parts.append("Reported for:\n\n```python\n" + entry.bad.strip("\n") + "\n```\n")
        if entry.good:
            parts.append("Write instead:\n\n```python\n" + entry.good.strip("\n") + "\n```\n")
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    """Write the reference to docs/diagnostics.md and into the package."""
    args = sys.argv[1:] if argv is None else argv
    text = render_reference()
    targets = [reference_path(), *(Path(a) for a in args)]
    for target in targets:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
