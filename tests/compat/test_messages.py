"""Messages speak the dialect: no diagnostic shows one of the converter's own objects (its repr),
and no shape is formatted as an empty string."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from onnxscribe import analyze
from onnxscribe.core.codes import CODES

TESTS = Path(__file__).resolve().parents[1]

INTERNAL = re.compile(
    r"Span\(|Poison|Opaque|\bObj\(|PyConst|AttrOperand|\bValue\(|object at 0x|<onnxscribe\."
    r"|<class |ValueType\(|StaticScriptFunction|StaticGraphFunction|PlainFunction"
    r"|_WorkspaceModule|\bMISSING\b|LocalGraphDef|GraphArgument|TensorArgument|_Generic"
)
EMPTY_SHAPE = re.compile(r"\S {2,}\S| [,)]")
"""What formatting an empty string leaves: two spaces in a row, a space before a comma."""

HEADER = (
    "import numpy as np\nimport onnx\nfrom onnxscribe import script, graph, FLOAT, INT64, BOOL\n"
    "from onnxscribe import opset18 as op\n\n"
)

# Each provokes a message that used to format an internal object or an empty shape.
CASES = {
    "undefined attribute value": "def f(x: FLOAT['N']):\n    return op.Add(x, op.Constant(value=missing))\n",
    "unknown numpy function": "def f(x: FLOAT['N']):\n    return op.Constant(value=np.frobnicate([1.0]))\n",
    "undefined alpha": "def f(x: FLOAT['N']):\n    return op.LeakyRelu(x, alpha=missing)\n",
    "undefined dtype": "def f(x: FLOAT['N']):\n    return op.Cast(x, to=missing.dtype)\n",
    "concat of a scalar": "def f(x: FLOAT['N']):\n    return op.Concat(x, op.Constant(value_float=1.0), axis=0)\n",
    "transpose of a scalar": "def f(x: FLOAT[2, 3]):\n    return op.Transpose(op.ReduceSum(x, keepdims=0), perm=[1, 0])\n",
    "reshape of a scalar": "def f(x: FLOAT[2, 3]):\n    return op.Reshape(op.ReduceSum(x, keepdims=0), [4])\n",
    "plain function as a value": "def f(x: FLOAT['N']):\n    return op.Add(x, helper)\n",
    "script function as a value": "def f(x: FLOAT['N']):\n    return op.Add(x, other)\n",
    "attribute of a script function": "def f(x: FLOAT['N']):\n    return other.missing\n",
    "attribute of a plain function": "def f(x: FLOAT['N']):\n    return helper.missing\n",
    "module as a value": "def f(x: FLOAT['N']):\n    return op.Add(x, np)\n",
    "class as an annotation": "def f(x: Helper):\n    return x\n",
    "plain function as an annotation": "def f(x: helper):\n    return x\n",
    "union with an int": "def f(x: FLOAT | int):\n    return x\n",
    "script function as an attribute": "def f(x: FLOAT['N']):\n    return op.LeakyRelu(x, alpha=other)\n",
    "opset as an attribute": "def f(x: FLOAT['N']):\n    return op.LeakyRelu(x, alpha=op)\n",
}
PRELUDE = (
    "def helper(x):\n    return x\n\n\nclass Helper:\n    pass\n\n\n"
    "@script()\ndef other(x: FLOAT['N']):\n    return x\n\n\n@script()\n"
)


def _messages(source: str, name: str = "case.py") -> list[str]:
    found = []
    for diagnostic in analyze(source, name).diagnostics:
        texts = [diagnostic.message, diagnostic.hint or ""]
        texts += [r.message for r in diagnostic.related]
        texts += [f.title for f in diagnostic.fixes]
        found.extend(f"{diagnostic.code} {text}" for text in texts if text)
    return found


def _problems(messages: list[str]) -> list[str]:
    return [m for m in messages if INTERNAL.search(m) or EMPTY_SHAPE.search(m)]


@pytest.mark.parametrize("case", CASES)
def test_error_messages_name_no_internal_object(case: str) -> None:
    messages = _messages(HEADER + PRELUDE + CASES[case])
    assert messages, "the case must be reported"
    assert _problems(messages) == []


def _corpus() -> list[Path]:
    folders = ["check/corpus", "converter/corpus", "hostile/cases", "compat/programs"]
    return sorted(p for folder in folders for p in (TESTS / folder).rglob("*.py"))


def test_no_message_of_the_corpora_names_an_internal_object() -> None:
    messages = []
    for path in _corpus():
        messages += _messages(path.read_text(encoding="utf-8", errors="replace"), str(path))
    for code, entry in CODES.items():
        if entry.bad:
            messages += _messages(
                "from onnxscribe import script, graph, Opset, FLOAT, INT64, BOOL\n"
                "from onnxscribe import opset18 as op\n" + entry.bad,
                f"{code}.py",
            )
    assert len(messages) > 100  # the scan saw the corpora's diagnostics
    assert _problems(messages) == []


def test_the_scan_recognizes_what_it_looks_for() -> None:
    assert _problems(["OXS307 must be a tensor, not Poison Poison(span=Span(path='x'))"])
    assert _problems(["OXS503 Concat inputs must have one rank:  and [0]"])
    assert _problems(["OXS205 Opaque is not a tensor type"])
    assert not _problems(['OXS503 Concat inputs must have one rank: ["N"] and [] (a scalar)'])
