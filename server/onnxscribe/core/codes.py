"""The table of diagnostic codes: stable identifiers, one entry each, grouped by kind.

``docs/diagnostics.md`` is generated from this table by ``python -m onnxscribe.core.codes``; a
test keeps it current. It is shipped in the package with the other docs (``onnxscribe/docs`` is
a link to docs/, copied into the wheel as package data), and the language server links to it.

Ranges: OXS1xx unsupported constructs, OXS2xx name resolution and signatures, OXS3xx op usage,
OXS4xx types, OXS5xx shapes, OXS6xx opset availability, OXS7xx limits of the analysis (file size,
time, memory), OXS9xx internal.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from onnxscribe.core.diagnostics import Diagnostic, Fix, Related, Severity, Span


@dataclass(frozen=True, eq=False)  # (never compared: looked up by code)
class CodeInfo:
    """One diagnostic code as docs/diagnostics.md documents it."""

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
    CodeInfo(
        "OXS100",
        "syntax error",
        _E,
        "The file is not valid Python.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n',
    ),
    CodeInfo(
        "OXS101",
        "unsupported statement",
        _E,
        "The statement has no ONNX meaning (`try`, `with`, `raise`, `del`, `global`, `import` in a "
        "script function, ...).",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    try:\n        Y = op.Relu(X)\n    except Exception:\n        Y = X\n    return Y\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n',
    ),
    CodeInfo(
        "OXS102",
        "unsupported expression",
        _E,
        "The expression has no ONNX meaning (`lambda`, comprehensions, dict and set displays, "
        "f-strings, starred expressions, `await`, `:=`, ...).",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    scale = lambda v: v * 2.0\n    return scale(X)\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return X * 2.0\n',
    ),
    CodeInfo(
        "OXS103",
        "loop `else`",
        _E,
        "`for ... else` and `while ... else` are not supported.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    for i in range(3):\n        X = X + 1.0\n    else:\n        X = X * 2.0\n    return X\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    for i in range(3):\n        X = X + 1.0\n    X = X * 2.0\n    return X\n',
    ),
    CodeInfo(
        "OXS104",
        "`continue`",
        _E,
        "`continue` is not supported in loops.",
        bad="@script()\ndef f(X: FLOAT, n: INT64):\n    for i in range(n):\n        if X > 10.0:\n            continue\n        X = X * 2.0\n    return X\n",
        good="@script()\ndef f(X: FLOAT, n: INT64):\n    for i in range(n):\n        if X <= 10.0:\n            X = X * 2.0\n    return X\n",
    ),
    CodeInfo(
        "OXS105",
        "unsupported `break`",
        _E,
        "`break` is supported only as `if cond: break`, the last statement of a loop body.",
        bad="@script()\ndef f(X: FLOAT):\n    for i in range(10):\n        if X > 10.0:\n            break\n        X = X * 2.0\n    return X\n",
        good="@script()\ndef f(X: FLOAT):\n    for i in range(10):\n        X = X * 2.0\n        if X > 10.0:\n            break\n    return X\n",
    ),
    CodeInfo(
        "OXS106",
        "call of a Python function",
        _E,
        "Only ops (`op.Name(...)`), script functions and a few builtins (`range` in a `for`) "
        "can be called.",
        bad='import numpy as np\n\n@script()\ndef f(X: FLOAT["N"]):\n    return np.tanh(X)\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return op.Tanh(X)\n',
    ),
    CodeInfo(
        "OXS107",
        "`print` in a script function",
        _W,
        "`print` runs in eager mode only; the exported ONNX has no node for it.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    print(X)\n    return op.Relu(X)\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n',
    ),
    CodeInfo(
        "OXS108",
        "`*args` / `**kwargs`",
        _E,
        "Variadic parameters are not supported.",
        bad='@script()\ndef f(*inputs: FLOAT["N"]):\n    return op.Sum(*inputs)\n',
        good='@script()\ndef f(A: FLOAT["N"], B: FLOAT["N"]):\n    return op.Sum(A, B)\n',
    ),
    CodeInfo(
        "OXS109",
        "scalar-only logic on a tensor",
        _E,
        "`not`, `and`, `or`, chained comparisons, `x if c else y`, `if` and `while` need a single "
        "BOOL value; use `~`, `&`, `|` or `op.Where` for elementwise logic.",
        bad='@script()\ndef f(X: FLOAT["N"], Y: FLOAT["N"]):\n    return X if X > Y else Y\n',
        good='@script()\ndef f(X: FLOAT["N"], Y: FLOAT["N"]):\n    return op.Where(X > Y, X, Y)\n',
    ),
    CodeInfo(
        "OXS110",
        "unsupported `for` iterable",
        _E,
        "`for` loops iterate over `range(...)` only.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    for scale in [1.0, 2.0]:\n        X = X * scale\n    return X\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    for i in range(2):\n        X = X * op.CastLike(i + 1, X)\n    return X\n',
    ),
    CodeInfo(
        "OXS111",
        "unsupported assignment target",
        _E,
        "Assign to names or tuples of names; subscript and attribute targets are not supported.",
        bad="@script()\ndef f(X: FLOAT[3]):\n    X[0] = 1.0\n    return X\n",
        good="@script()\ndef f(X: FLOAT[3]):\n    return op.Concat(op.Constant(value_floats=[1.0]), X[1:], axis=0)\n",
    ),
    CodeInfo(
        "OXS112",
        "variable not assigned on every path",
        _E,
        "A variable used after an `if` or a loop must be assigned on every path before it.",
        bad="@script()\ndef f(X: FLOAT):\n    if X > 0.0:\n        Y = X * 2.0\n    return Y\n",
        good="@script()\ndef f(X: FLOAT):\n    Y = X\n    if X > 0.0:\n        Y = X * 2.0\n    return Y\n",
    ),
    CodeInfo(
        "OXS113",
        "unsupported `return`",
        _E,
        "`return` must end the function, or end every branch of a final `if`; not inside loops.",
        bad="@script()\ndef f(X: FLOAT):\n    for i in range(3):\n        return X\n    return X\n",
        good="@script()\ndef f(X: FLOAT):\n    if X > 0.0:\n        return X\n    return -X\n",
    ),
    CodeInfo(
        "OXS114",
        "unsupported subscript",
        _E,
        "The subscript form has no ONNX translation.",
        bad="@script()\ndef f(X: FLOAT[4]):\n    return X[[0, 2]]\n",
        good="@script()\ndef f(X: FLOAT[4]):\n    return op.Gather(X, [0, 2])\n",
    ),
    CodeInfo(
        "OXS115",
        "operator needs a known element type",
        _E,
        "`//`, `%`, `~`, `&`, `|`, `^` translate to different ops for integer, float and BOOL "
        "values; annotate the operand so the converter knows which.",
        bad="@script()\ndef f(A, B):\n    return A // B\n",
        good='@script()\ndef f(A: INT64["N"], B: INT64["N"]):\n    return A // B\n',
    ),
    CodeInfo(
        "OXS116",
        "unsupported operator",
        _E,
        "The operator has no ONNX meaning in the dialect (`is`, `in`, `not in`, ...).",
        bad='@script()\ndef f(X: FLOAT["N"], Y: FLOAT["N"]):\n    return X is Y\n',
        good='@script()\ndef f(X: FLOAT["N"], Y: FLOAT["N"]):\n    return X == Y\n',
    ),
    CodeInfo(
        "OXS117",
        "script function is a lambda",
        _E,
        "`@script()` converts a function written with `def`; a `lambda` has no name and no body "
        "of statements to convert.",
        bad="relu = script()(lambda X: op.Relu(X))\n",
        good='@script()\ndef relu(X: FLOAT["N"]):\n    return op.Relu(X)\n',
    ),
    CodeInfo(
        "OXS118",
        "`async def` script function",
        _E,
        "A coroutine has no ONNX meaning: write the script function with a plain `def`.",
        bad='@script()\nasync def f(X: FLOAT["N"]):\n    return op.Relu(X)\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n',
    ),
    CodeInfo(
        "OXS119",
        "source of the script function not found",
        _E,
        "`@script()` converts a function from its source text, which it reads from the file the "
        "function was defined in. A function defined by `exec` or `compile` of a string, or typed "
        "into the interactive interpreter, has no such file: define it in a `.py` file and import "
        "it.",
        bad='exec(\n    "@script()\\n"\n    "def f(X: FLOAT):\\n"\n    "    return op.Relu(X)\\n"\n)\n',
        good="@script()\ndef f(X: FLOAT):\n    return op.Relu(X)\n",
    ),
    CodeInfo(
        "OXS120",
        "nested too deeply",
        _E,
        "An expression nests more levels deep than onnxscribe converts (100 inside a script "
        "function), or so deep that Python cannot parse the file. Give parts of it names: assign "
        "them to variables on lines of their own.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    return ' + "-" * 101 + "X\n",
        good='@script()\ndef f(X: FLOAT["N"]):\n    Y = '
        + "-" * 50
        + "X\n    return "
        + "-" * 51
        + "Y\n",
    ),
    CodeInfo(
        "OXS121",
        "loop that never ends",
        _E,
        "`while True:` (or another condition known to be true) without a `break` would become a "
        "Loop that never stops. End the loop with `if c: break`, or make the condition change.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    while True:\n        X = X * 2.0\n    return X\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    while True:\n        X = X * 2.0\n        if op.ReduceMax(X) > 100.0:\n            break\n    return X\n',
    ),
    # ------------------------------------------------------------ names and signatures
    CodeInfo(
        "OXS201",
        "undefined name",
        _E,
        "The name is not defined in the function or module.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    return X * scal\n',
        good='SCALE = 2.0\n\n@script()\ndef f(X: FLOAT["N"]):\n    return X * SCALE\n',
    ),
    CodeInfo(
        "OXS202",
        "not an opset",
        _E,
        "The object used as `op.` or passed as an opset is not an opset.",
        bad='@script("com.example")\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n',
        good='@script(Opset("com.example", 1))\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n',
    ),
    CodeInfo(
        "OXS203",
        "name is not a value",
        _E,
        "The name refers to something that cannot be used as a tensor value here (a module, a "
        "class, an opset, ...).",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    return X + op\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return X + X\n',
    ),
    CodeInfo(
        "OXS204",
        "value unknown to the editor",
        _W,
        "A module-level value could not be evaluated without running code; its uses are checked, "
        "but its value is unknown.",
        bad='import os\n\nLIMIT = float(os.environ["LIMIT"])\n\n@script()\ndef f(X: FLOAT["N"]):\n    return op.Min(X, LIMIT)\n',
        good='LIMIT = 6.0\n\n@script()\ndef f(X: FLOAT["N"]):\n    return op.Min(X, LIMIT)\n',
    ),
    CodeInfo(
        "OXS205",
        "invalid annotation",
        _E,
        "A parameter or return annotation is neither a tensor type nor an attribute type.",
        bad="@script()\ndef f(X: dict):\n    return X\n",
        good='@script()\ndef f(X: FLOAT["N"]):\n    return X\n',
    ),
    CodeInfo(
        "OXS206",
        "invalid attribute default",
        _E,
        "An attribute parameter's default does not match its annotation.",
        bad='@script()\ndef f(X: FLOAT["N"], axis: int = 1.5):\n    return op.Softmax(X, axis=axis)\n',
        good='@script()\ndef f(X: FLOAT["N"], axis: int = -1):\n    return op.Softmax(X, axis=axis)\n',
    ),
    CodeInfo(
        "OXS207",
        "wrong call of a script function",
        _E,
        "A call of another script function has the wrong arguments.",
        bad='@script()\ndef double(X: FLOAT["N"]):\n    return X * 2.0\n\n@script()\ndef f(X: FLOAT["N"]):\n    return double(X, X)\n',
        good='@script()\ndef double(X: FLOAT["N"]):\n    return X * 2.0\n\n@script()\ndef f(X: FLOAT["N"]):\n    return double(X)\n',
    ),
    CodeInfo(
        "OXS208",
        "invalid graph attribute",
        _E,
        "A graph attribute must be a nested function (optionally `@graph()`) or a script function.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    last, partial = op.Scan(op.CastLike(0, X), X, body=X, num_scan_inputs=1)\n    return partial\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    def step(total, item):\n        total = total + item\n        return total, total\n\n    last, partial = op.Scan(op.CastLike(0, X), X, body=step, num_scan_inputs=1)\n    return partial\n',
    ),
    CodeInfo(
        "OXS209",
        "attribute parameter used as an input",
        _E,
        "An attribute parameter was passed where the op expects an input, or an input where it "
        "expects an attribute.",
        bad='@script()\ndef f(X: FLOAT["N"], Axis: INT64):\n    return op.Softmax(X, axis=Axis)\n',
        good='@script()\ndef f(X: FLOAT["N"], axis: int = -1):\n    return op.Softmax(X, axis=axis)\n',
    ),
    CodeInfo(
        "OXS210",
        "module value assigned again after conversion",
        _W,
        "A script function reads a module-level value that the module assigns again after the "
        "function's `@script()` ran. The converted function (its model) keeps the value it had "
        "then; calling the function eagerly reads the value the module holds at that time, so "
        "the two disagree. Give the later value another name, or pass the value in.",
        bad='scale = 2.0\n\n@script()\ndef f(X: FLOAT["N"]):\n    return X * scale\n\nscale = 3.0\n',
        good='scale = 2.0\n\n@script()\ndef f(X: FLOAT["N"]):\n    return X * scale\n\nlarger_scale = 3.0\n',
    ),
    # ------------------------------------------------------------ op usage
    CodeInfo(
        "OXS301",
        "unknown op",
        _E,
        "The opset's domain has no operator of that name.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    return op.Rleu(X)\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n',
    ),
    CodeInfo(
        "OXS302",
        "op not in this opset version",
        _E,
        "The operator exists, but not at the imported version of its domain. Also reported at "
        "an operator, constant or subscript whose ONNX op (Mod for `%`, BitwiseNot for `~` on "
        "integers, CastLike for a constant of unknown type, ...) the function's version lacks.",
        bad='from onnxscribe import opset18 as op\n\n@script()\ndef f(X: FLOAT["N"]):\n    return op.Gelu(X)\n',
        good='from onnxscribe import opset20 as op\n\n@script()\ndef f(X: FLOAT["N"]):\n    return op.Gelu(X)\n',
    ),
    CodeInfo(
        "OXS303",
        "deprecated op",
        _W,
        "The operator is deprecated at this opset version.",
        bad="from onnxscribe import opset11 as op\n\n@script()\ndef f(X: FLOAT[3], I: INT64[3], U: FLOAT[3]):\n    return op.Scatter(X, I, U)\n",
        good="from onnxscribe import opset11 as op\n\n@script()\ndef f(X: FLOAT[3], I: INT64[3], U: FLOAT[3]):\n    return op.ScatterElements(X, I, U)\n",
    ),
    CodeInfo(
        "OXS304",
        "too many inputs",
        _E,
        "More inputs than the operator accepts.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X, X)\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n',
    ),
    CodeInfo(
        "OXS305",
        "missing input",
        _E,
        "A required input of the operator is missing.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    return op.Add(X)\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return op.Add(X, X)\n',
    ),
    CodeInfo(
        "OXS306",
        "unknown attribute",
        _E,
        "The operator has no attribute of that name.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X, alpha=0.1)\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return op.LeakyRelu(X, alpha=0.1)\n',
    ),
    CodeInfo(
        "OXS307",
        "wrong attribute type",
        _E,
        "The attribute value does not have the attribute's type.",
        bad='@script()\ndef f(X: FLOAT["N", 3]):\n    return op.Softmax(X, axis=1.5)\n',
        good='@script()\ndef f(X: FLOAT["N", 3]):\n    return op.Softmax(X, axis=1)\n',
    ),
    CodeInfo(
        "OXS308",
        "missing required attribute",
        _E,
        "A required attribute is missing.",
        bad='@script()\ndef f(X: FLOAT["N"], Y: FLOAT["N"]):\n    return op.Concat(X, Y)\n',
        good='@script()\ndef f(X: FLOAT["N"], Y: FLOAT["N"]):\n    return op.Concat(X, Y, axis=0)\n',
    ),
    CodeInfo(
        "OXS309",
        "attribute value out of range",
        _E,
        "The attribute value is outside what the operator accepts (an `axis` beyond the rank, ...).",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N", 3]):\n    return op.Concat(X, X, axis=2)\n',
        good='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N", 3]):\n    return op.Concat(X, X, axis=1)\n',
    ),
    CodeInfo(
        "OXS310",
        "wrong number of outputs",
        _E,
        "The number of names unpacked differs from the number of outputs produced.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    low, high = op.Relu(X)\n    return low\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    low, high = op.Split(X, num_outputs=2)\n    return low\n',
    ),
    CodeInfo(
        "OXS311",
        "input given twice",
        _E,
        "An input was given both by position and by keyword.",
        bad='@script()\ndef f(X: FLOAT["N"]):\n    return op.Add(X, A=X)\n',
        good='@script()\ndef f(X: FLOAT["N"]):\n    return op.Add(A=X, B=X)\n',
    ),
    # ------------------------------------------------------------ types
    CodeInfo(
        "OXS401",
        "input type not allowed",
        _E,
        "The element type of an input is not one its type constraint allows.",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(flags: BOOL["N"]):\n    return op.Relu(flags)\n',
        good='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(flags: BOOL["N"]):\n    return op.Relu(op.Cast(flags, to=FLOAT.dtype))\n',
    ),
    CodeInfo(
        "OXS402",
        "inconsistent types",
        _E,
        "Inputs sharing a type constraint have different element types.",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"], I: INT64["N"]):\n    return op.Add(X, I)\n',
        good='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"], I: INT64["N"]):\n    return op.Add(X, op.CastLike(I, X))\n',
    ),
    CodeInfo(
        "OXS403",
        "annotation does not match",
        _E,
        "The declared type of an assignment differs from the inferred one.",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"]):\n    y: INT64["N"] = op.Relu(X)\n    return y\n',
        good='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"]):\n    y: FLOAT["N"] = op.Relu(X)\n    return y\n',
    ),
    CodeInfo(
        "OXS404",
        "return type does not match",
        _E,
        "A returned value's type differs from the return annotation.",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"]) -> INT64["N"]:\n    return op.Relu(X)\n',
        good='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Relu(X)\n',
    ),
    CodeInfo(
        "OXS405",
        "condition is not BOOL",
        _E,
        "`if`, `while` and `x if c else y` need a BOOL condition.",
        bad='from onnxscribe import script, FLOAT, opset18 as op\n\n@script()\ndef total(X):\n    return op.ReduceSum(X, keepdims=0)\n\n@script()\ndef f(X: FLOAT["N"]):\n    if total(X):  # a FLOAT, known only once total is checked with X\n        X = op.Neg(X)\n    return X\n',
        good='from onnxscribe import script, FLOAT, opset18 as op\n\n@script()\ndef total(X):\n    return op.ReduceSum(X, keepdims=0)\n\n@script()\ndef f(X: FLOAT["N"]):\n    if total(X) > 0.0:\n        X = op.Neg(X)\n    return X\n',
    ),
    CodeInfo(
        "OXS406",
        "tensor, sequence or optional mismatch",
        _E,
        "A sequence or optional was used where a tensor is expected, or the other way round.",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"]):\n    parts = op.SplitToSequence(X)\n    return op.Relu(parts)\n',
        good='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"]):\n    parts = op.SplitToSequence(X)\n    return op.Relu(op.SequenceAt(parts, 0))\n',
    ),
    CodeInfo(
        "OXS407",
        "loop-carried type changes",
        _E,
        "A variable carried by a loop (or a graph body state) has a different type at the end "
        "of an iteration than at its start.",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: INT64["N"], n: int):\n    for i in range(n):\n        X = op.Cast(X, to=FLOAT.dtype)\n    return X\n',
        good='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: INT64["N"], n: int):\n    X = op.Cast(X, to=FLOAT.dtype)\n    for i in range(n):\n        X = X * 2.0\n    return X\n',
    ),
    CodeInfo(
        "OXS408",
        "float literal with an integer value",
        _E,
        "A float literal used with an integer or BOOL value would be cast to that type by ONNX "
        "(`1.5` becomes `1`), where Python computes in floating point. Write an integer literal, "
        "or cast the value to a float type first.",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(I: INT64["N"]):\n    return I * 1.5\n',
        good='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(I: INT64["N"]):\n    return op.Cast(I, to=FLOAT.dtype) * 1.5\n',
    ),
    CodeInfo(
        "OXS409",
        "bare tensor type used with another rank",
        _W,
        "A bare element type (`FLOAT`, `INT64`) means a scalar at a model's inputs and outputs, "
        "as in onnxscript; inside a function it stands for a tensor of any rank, so the body may "
        "use it as one. When the function is exported as a model, though, its inputs and outputs "
        "are declared scalars. Write `FLOAT[...]` (any rank) or the shape the body uses.",
        bad="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT):\n    return op.Gather(X, 0, axis=0)\n",
        good="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[...]):\n    return op.Gather(X, 0, axis=0)\n",
    ),
    # ------------------------------------------------------------ shapes
    CodeInfo(
        "OXS501",
        "shapes do not broadcast",
        _E,
        "Two shapes cannot be broadcast to one another.",
        bad="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[2, 3], Y: FLOAT[4]):\n    return X + Y\n",
        good="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[2, 3], Y: FLOAT[3]):\n    return X + Y\n",
    ),
    CodeInfo(
        "OXS502",
        "symbolic dimension conflict",
        _E,
        "A named dimension is bound to two different sizes.",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["B", 3], W: FLOAT["K", 8], V: FLOAT[4]):\n    H = op.MatMul(V, W)     # K is 4 from here on\n    return op.MatMul(X, W)  # 3 vs K = 4\n',
        good='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["B", 4], W: FLOAT["K", 8], V: FLOAT[4]):\n    H = op.MatMul(V, W)\n    return op.MatMul(X, W)\n',
    ),
    CodeInfo(
        "OXS503",
        "wrong rank",
        _E,
        "A value has a different rank than the op requires.",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"], W: FLOAT[3, 4]):\n    return op.Gemm(X, W)\n',
        good='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["B", 3], W: FLOAT[3, 4]):\n    return op.Gemm(X, W)\n',
    ),
    CodeInfo(
        "OXS504",
        "shape does not match annotation",
        _E,
        "The inferred shape differs from the declared one.",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N", 4]) -> FLOAT["N", 3]:\n    return op.Relu(X)\n',
        good='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N", 4]) -> FLOAT["N", 4]:\n    return op.Relu(X)\n',
    ),
    CodeInfo(
        "OXS505",
        "shape inference error",
        _E,
        "ONNX shape inference rejected the node; its message is included.",
        bad="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[1, 3, 8, 8], W: FLOAT[4, 3, 3]):\n    return op.Conv(X, W)\n",
        good="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[1, 3, 8, 8], W: FLOAT[4, 3, 3, 3]):\n    return op.Conv(X, W)\n",
    ),
    CodeInfo(
        "OXS506",
        "condition is not a scalar",
        _E,
        "A condition must hold a single element.",
        bad='from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"]):\n    positive = op.ReduceMax(X, keepdims=0) > 0.0\n    if op.Expand(positive, [3]):\n        X = op.Neg(X)\n    return X\n',
        good="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[3]):\n    if op.ReduceMax(X, keepdims=0) > 0.0:\n        X = op.Neg(X)\n    return X\n",
    ),
    CodeInfo(
        "OXS507",
        "incompatible dimensions",
        _E,
        "The sizes do not fit the operator: a reshape to a different number of elements, squeezing a dimension that is not 1, split sizes that do not add up, ...",
        bad="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[2, 3]):\n    return op.Reshape(X, [4, -1])\n",
        good="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[2, 3]):\n    return op.Reshape(X, [3, -1])\n",
    ),
    CodeInfo(
        "OXS508",
        "index out of range",
        _E,
        "A constant index is outside the dimension it indexes.",
        bad="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[5, 3]):\n    return op.Gather(X, [7])\n",
        good="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[5, 3]):\n    return op.Gather(X, [4])\n",
    ),
    CodeInfo(
        "OXS509",
        "argument rank differs from the parameter's",
        _W,
        "A script function is called with a value whose rank differs from the rank its parameter "
        "declares. The called function becomes an ONNX FunctionProto, whose inputs have no types, "
        "so the call works whenever the function's body does; the annotation is likely wrong. "
        "Annotate the parameter with the rank it takes (or `FLOAT[...]` for any).",
        bad="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef g(X: FLOAT[1]):\n    return op.Neg(X)\n\n@script()\ndef f(X: FLOAT['N', 'M']):\n    return g(X)\n",
        good="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef g(X: FLOAT[...]):\n    return op.Neg(X)\n\n@script()\ndef f(X: FLOAT['N', 'M']):\n    return g(X)\n",
    ),
    # ------------------------------------------------------------ opsets
    CodeInfo(
        "OXS510",
        "condition of unknown length",
        _W,
        "The condition of an `if` or `while` is a tensor of rank 1 whose length is not known "
        "(`op.Shape(x, start=-1) == one`). ONNX accepts a condition that holds one element "
        "whatever its rank, so the model is valid, but it fails when the condition holds more. "
        "Make it a single value (compare scalars, or reduce it with `keepdims=0`) to say so.",
        bad="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[...]):\n    if op.Shape(X, start=-1) == op.Constant(value_ints=[1]):\n        X = op.Neg(X)\n    return X\n",
        good="from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n@script()\ndef f(X: FLOAT[...]):\n    if op.Size(X) == op.Constant(value_int=1):\n        X = op.Neg(X)\n    return X\n",
    ),
    CodeInfo(
        "OXS601",
        "conflicting opset versions",
        _E,
        "One function uses two versions of the same domain, or calls a script function written "
        "against another ai.onnx version whose operators differ there (a model imports one version).",
        bad='from onnxscribe import script, FLOAT, opset17, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(opset17.Abs(X))\n',
        good='from onnxscribe import script, FLOAT, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(op.Abs(X))\n',
    ),
    CodeInfo(
        "OXS602",
        "no opset for this operator",
        _E,
        'An operator was used at an opset version that the installed onnx does not know (for example `Opset("", 99)`).',
        bad='from onnxscribe import script, FLOAT, Opset\n\nop = Opset("", 99)\n\n@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n',
        good='from onnxscribe import script, FLOAT, opset18 as op\n\n@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n',
    ),
    # ------------------------------------------------------------ limits of the analysis
    CodeInfo(
        "OXS701",
        "file too large to analyze",
        _E,
        "The file is larger than the analysis accepts, so it was not checked. Generated files "
        "and data rarely hold script functions; to check it anyway, raise the limit "
        "(`onnxscribe check --max-file-size MB`, the editor setting `onnxscribe.maxFileSize`).",
    ),
    CodeInfo(
        "OXS702",
        "analysis took too long",
        _E,
        "Analyzing the file took longer than its time budget, so it was stopped and the file was "
        "not checked. Raise the budget (`onnxscribe check --time-limit SECONDS`, the editor "
        "setting `onnxscribe.analysisTimeout`) or split the file.",
    ),
    CodeInfo(
        "OXS703",
        "analysis needed too much memory",
        _E,
        "Analyzing the file needed more memory than its budget, so it was stopped and the file "
        "was not checked. Raise the budget (`onnxscribe check --memory-limit MB`, the editor "
        "setting `onnxscribe.memoryLimit`) or split the file.",
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


def diagnostic(
    code: str,
    message: str,
    span: Span,
    *,
    hint: str | None = None,
    fixes: Iterable[Fix] = (),
    related: Iterable[Related] = (),
) -> Diagnostic:
    """A diagnostic of ``code``, with the severity the table gives that code."""
    return Diagnostic(code, info(code).severity, message, span, hint, tuple(fixes), tuple(related))


def reference_path() -> Path:
    """The diagnostics reference: docs/diagnostics.md, shipped inside the package."""
    return Path(__file__).parent.parent / "docs" / "diagnostics.md"


def reference_uri(code: str) -> str:
    """A ``file:`` URI of the code's entry in the packaged reference.

    Editors open a ``file:`` link to a Markdown file as text, where an HTML anchor means
    nothing; the fragment ``L<line>`` (VS Code's form for a position in a file link) opens the
    file at the entry's heading. The rendered page keeps its ``<a id>`` anchor per code.
    """
    return reference_path().as_uri() + f"#L{heading_line(code)}"


@functools.cache
def _heading_lines() -> dict[str, int]:
    # Counted, not rendered and searched: the first diagnostic's code link is made before the
    # first diagnostics are published.
    line = 1 + sum(part.count("\n") + 1 for part in _PREAMBLE)
    found: dict[str, int] = {}
    for entry in _TABLE:
        section = _section(entry)
        found[entry.code] = line + section[0].count("\n") + 1  # (the anchor, then the heading)
        line += sum(part.count("\n") + 1 for part in section)
    return found


def heading_line(code: str) -> int:
    """The 1-based line of the code's heading in the reference."""
    return _heading_lines()[code]


_PREAMBLE = (
    "# Diagnostics reference\n",
    "Every diagnostic onnxscribe reports has a stable code. This page has one entry per code:",
    "what it means, an example that triggers it, and how to write it instead.\n",
    "Ranges: OXS1xx unsupported constructs, OXS2xx names and signatures, OXS3xx op usage,",
    "OXS4xx types, OXS5xx shapes, OXS6xx opsets, OXS7xx limits of the analysis, OXS9xx "
    "internal errors.\n",
)


def _section(entry: CodeInfo) -> list[str]:
    """The reference's parts for one code (joined with newlines)."""
    parts = [
        f'<a id="{entry.anchor}"></a>\n',
        f"## {entry.code}: {entry.title}\n",
        f"Severity: {entry.severity.label}.\n",
        entry.summary + "\n",
    ]
    if entry.bad:
        parts.append("Reported for:\n\n```python fragment\n" + entry.bad.strip("\n") + "\n```\n")
    if entry.good:
        parts.append("Write instead:\n\n```python fragment\n" + entry.good.strip("\n") + "\n```\n")
    return parts


def render_reference() -> str:
    """The diagnostics reference, one section per code."""
    parts = list(_PREAMBLE)
    for entry in _TABLE:
        parts.extend(_section(entry))
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    """Write the reference to docs/diagnostics.md (and to any path given)."""
    args = sys.argv[1:] if argv is None else argv
    text = render_reference()
    targets = dict.fromkeys([reference_path().resolve(), *(Path(a).resolve() for a in args)])
    for target in targets:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
