"""Every fix does what its diagnostic asks: applied to the source, the diagnostic is gone.

Each case is a small program with one problem whose message names the answer. The test applies
the first fix of that diagnostic (the same edits ``onnxscribe check --fix`` writes) and analyzes
the result again.
"""

from __future__ import annotations

import pytest
from onnxscribe import analyze
from onnxscribe.cli.check import apply_fixes

HEADER = "from onnxscribe import script, FLOAT, INT64, BOOL, opset18 as op\n\n\n@script()\n"

CASES = {
    "OXS306 unknown attribute, did you mean": (
        "OXS306",
        'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n    return op.LeakyRelu(X, alpah=0.2)\n',
    ),
    "OXS109 not on a tensor": (
        "OXS109",
        'def f(X: BOOL["N"], Y: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Where(not X, Y, -Y)\n',
    ),
    "OXS109 and on tensors": (
        "OXS109",
        'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Where(X > 0.0 and X < 1.0, X, -X)\n',
    ),
    "OXS109 or on tensors": (
        "OXS109",
        'def f(A: BOOL["N"], B: BOOL["N"], X: FLOAT["N"]) -> FLOAT["N"]:\n'
        "    return op.Where(A or B, X, -X)\n",
    ),
    "OXS103 for else": (
        "OXS103",
        'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n'
        "    for i in range(3):\n"
        "        X = X + 1.0\n"
        "    else:\n"
        "        X = X * 2.0\n"
        "        X = X - 1.0\n"
        "    return X\n",
    ),
    "OXS103 while else": (
        "OXS103",
        'def f(X: FLOAT["N"], n: INT64) -> FLOAT["N"]:\n'
        "    i = op.Constant(value_int=0)\n"
        "    while i < n:\n"
        "        X = X + 1.0\n"
        "        i = i + 1\n"
        "    else:\n"
        "        X = X * 2.0\n"
        "    return X\n",
    ),
    "OXS107 print": (
        "OXS107",
        'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n    print(X)\n    return X\n',
    ),
    "OXS303 deprecated op with a drop-in replacement": (
        "OXS303",
        'def f(X: FLOAT["N"], I: INT64["N"], U: FLOAT["N"]) -> FLOAT["N"]:\n'
        "    return op.Scatter(X, I, U)\n",
    ),
    "OXS116 is": (
        "OXS116",
        "def f(X: INT64) -> BOOL:\n    return X is 1\n",
    ),
    "OXS201 undefined name, did you mean": (
        "OXS201",
        'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n    value = X + 1.0\n    return valeu\n',
    ),
    "OXS301 unknown op, did you mean": (
        "OXS301",
        'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Relue(X)\n',
    ),
    "OXS402 inconsistent types": (
        "OXS402",
        'def f(X: FLOAT["N"], Y: INT64["N"]) -> FLOAT["N"]:\n    return op.Add(X, Y)\n',
    ),
    "OXS403 assignment annotation": (
        "OXS403",
        'def f(X: FLOAT["N"]):\n    Y: INT64["N"] = op.Relu(X)\n    return X\n',
    ),
    "OXS404 return annotation": (
        "OXS404",
        'def f(X: FLOAT["N"]) -> INT64["N"]:\n    return op.Relu(X)\n',
    ),
    "OXS408 float literal with an integer value": (
        "OXS408",
        'def f(X: INT64["N"]) -> INT64["N"]:\n    return X + 2.0\n',
    ),
    "OXS101 del of a name not read again": (
        "OXS101",
        'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n    Y = op.Relu(X)\n    del X\n    return Y\n',
    ),
    "OXS101 del alone in its block": (
        "OXS101",
        'def f(X: FLOAT["N"], c: BOOL) -> FLOAT["N"]:\n    Y = op.Relu(X)\n'
        "    if c:\n        del Y\n    return X\n",
    ),
    "OXS104 continue": (
        "OXS104",
        "def f(X: FLOAT, n: INT64) -> FLOAT:\n"
        "    for i in range(n):\n"
        "        if X > 10.0:\n"
        "            continue\n"
        "        X = X * 2.0\n"
        "\n"
        "        # then one more\n"
        "        X = X + 1.0\n"
        "    return X\n",
    ),
    "OXS104 continue on the if line, in a while loop": (
        "OXS104",
        "def f(X: FLOAT, n: INT64) -> FLOAT:\n"
        "    i = op.Constant(value_int=0)\n"
        "    while i < n:\n"
        "        i = i + 1\n"
        "        if X > 10.0 or X < -10.0: continue\n"
        "        X = X * 2.0\n"
        "    return X\n",
    ),
    "OXS104 continue ending the body": (
        "OXS104",
        "def f(X: FLOAT, n: INT64) -> FLOAT:\n"
        "    for i in range(n):\n"
        "        X = X * 2.0\n"
        "        if X > 10.0:\n"
        "            continue\n"
        "    return X\n",
    ),
    "OXS109 conditional expression on tensors": (
        "OXS109",
        'def f(X: FLOAT["N"], Y: FLOAT["N"]) -> FLOAT["N"]:\n    return X if X > Y else Y\n',
    ),
    "OXS504 shape annotation": (
        "OXS504",
        "def f(X: FLOAT[2, 3]) -> FLOAT[3, 3]:\n    return op.Relu(X)\n",
    ),
}


def _codes(source: str) -> list[str]:
    return [d.code for d in analyze(source, "fix_case.py").diagnostics]


@pytest.mark.parametrize("name", sorted(CASES))
def test_applying_the_fix_removes_the_diagnostic(name: str) -> None:
    code, body = CASES[name]
    source = HEADER + body
    found = [d for d in analyze(source, "fix_case.py").diagnostics if d.code == code]
    assert len(found) == 1, _codes(source)
    assert found[0].fixes, f"{code} has no fix: {found[0].message}"
    fixed, applied = apply_fixes(source, found)
    assert applied == 1 and fixed != source
    assert code not in _codes(fixed), fixed
    assert not [d for d in analyze(fixed, "fix_case.py").diagnostics if d.is_error], fixed


MODULE = "from onnxscribe import script, graph, FLOAT, INT64, opset17, opset18 as op\n\n"


def _fixed_away(source: str, code: str) -> str:
    """The source with the first fix of its one ``code`` diagnostic applied, checked clean."""
    found = [d for d in analyze(source, "fix_case.py").diagnostics if d.code == code]
    assert len(found) == 1 and found[0].fixes, _codes(source)
    fixed, applied = apply_fixes(source, found[:1])
    assert applied == 1
    assert [d for d in analyze(fixed, "fix_case.py").diagnostics if d.is_error] == [], fixed
    return fixed


def test_global_of_a_name_only_read_is_removed() -> None:
    source = MODULE + (
        'SCALE = 2.0\n\n\n@script()\ndef f(X: FLOAT["N"]) -> FLOAT["N"]:\n'
        "    global SCALE\n    return X * SCALE\n"
    )
    assert "global" not in _fixed_away(source, "OXS101")


def test_nonlocal_in_a_graph_body_is_removed() -> None:
    source = MODULE.replace("INT64,", "INT64, BOOL,") + (
        "@script()\n"
        "def f(X: FLOAT, n: INT64) -> FLOAT:\n"
        "    step = X * 2.0\n"
        "\n"
        "    @graph()\n"
        "    def body(i: INT64, cond: BOOL, Y: FLOAT):\n"
        "        nonlocal step\n"
        "        return cond, Y + step\n"
        "\n"
        "    return op.Loop(n, None, X, body=body)\n"
    )
    fixed = _fixed_away(source, "OXS101")
    assert "nonlocal" not in fixed and "def body" in fixed


def test_async_def_becomes_def() -> None:
    source = (
        MODULE + '@script()\nasync def f(X: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Relu(X)\n'
    )
    assert "\ndef f(" in _fixed_away(source, "OXS118")


def test_a_number_as_a_condition_is_compared_with_zero() -> None:
    source = MODULE + (
        "@script()\ndef total(X):\n    return op.ReduceSum(X, keepdims=0)\n\n\n"
        '@script()\ndef f(X: FLOAT["N"]) -> FLOAT["N"]:\n'
        "    if total(X) - 1.0:\n        X = op.Neg(X)\n    return X\n"
    )
    assert "if (total(X) - 1.0) != 0:" in _fixed_away(source, "OXS405")


def test_ops_of_two_versions_are_called_through_the_function_opset() -> None:
    source = MODULE + (
        '@script()\ndef f(X: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Relu(opset17.Abs(X))\n'
    )
    assert "op.Relu(op.Abs(X))" in _fixed_away(source, "OXS601")


def test_no_version_fix_for_an_op_that_differs_between_the_versions() -> None:
    # ReduceMean takes its axes as an input from version 18 on: moving it changes the call.
    source = MODULE + (
        '@script()\ndef f(X: FLOAT["N", 3]):\n    return op.Relu(opset17.ReduceMean(X, axes=[1]))\n'
    )
    found = [d for d in analyze(source, "fix_case.py").diagnostics if d.code == "OXS601"]
    assert found and not any(d.fixes for d in found)
    assert "use one opset version" in (found[0].hint or "")


def test_no_rename_fix_where_the_replacement_takes_other_inputs() -> None:
    source = HEADER + (
        'def f(X: FLOAT["N"], S: FLOAT["N"]) -> FLOAT[...]:\n    return op.Upsample(X, S)\n'
    )
    found = [d for d in analyze(source, "fix_case.py").diagnostics if d.code == "OXS303"]
    assert found and not found[0].fixes


def test_a_loop_with_break_gets_no_else_fix() -> None:
    source = HEADER + (
        'def f(X: FLOAT["N"], n: INT64) -> FLOAT["N"]:\n'
        "    for i in range(n):\n"
        "        X = X + 1.0\n"
        "        if op.ReduceSum(X, keepdims=0) > 10.0:\n"
        "            break\n"
        "    else:\n"
        "        X = X * 2.0\n"
        "    return X\n"
    )
    found = [d for d in analyze(source, "fix_case.py").diagnostics if d.code == "OXS103"]
    assert found and not found[0].fixes


@pytest.mark.parametrize(
    ("body", "code", "words"),
    [
        (
            'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n    try:\n        X = op.Relu(X)\n'
            "    except Exception:\n        pass\n    return X\n",
            "OXS101",
            "ONNX has no exceptions",
        ),
        (
            "def f(*inputs: FLOAT) -> FLOAT:\n    return inputs\n",
            "OXS108",
            "fixed list of inputs",
        ),
        (
            'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n    Y = [X for i in range(3)]\n    return X\n',
            "OXS102",
            "no single ONNX equivalent",
        ),
        (
            'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n    for i in range(3):\n'
            "        break\n        X = X + 1.0\n    return X\n",
            "OXS105",
            "has no equivalent",
        ),
        (
            'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n    Y = op.Relu(X)\n    del X\n'
            "    return Y + X\n",
            "OXS101",
            "X is read after it",
        ),
        (
            'def f(X: FLOAT["N"], c: BOOL) -> FLOAT["N"]:\n    for i in range(3):\n'
            "        Y = X + 1.0\n        del X\n        X = Y\n    return X\n",
            "OXS101",
            "X is read after it",
        ),
        (
            "def f(X: FLOAT[3]) -> FLOAT[3]:\n    del X[0]\n    return X\n",
            "OXS101",
            "build a new value instead",
        ),
        (
            'def f(X: FLOAT["N"], Y: FLOAT["N"]) -> FLOAT["N"]:\n    if X > Y:\n'
            "        X = Y\n    return X\n",
            "OXS109",
            "reduce the condition first",
        ),
        (
            "def f(X: FLOAT, n: INT64) -> FLOAT:\n    for i in range(n):\n"
            "        if X > 10.0:\n            X = X - 1.0\n            continue\n"
            "        X = X * 2.0\n    return X\n",
            "OXS104",
            "if not (condition)",
        ),
        (
            "def f(X: FLOAT, n: INT64) -> FLOAT:\n    for i in range(n):\n"
            "        if X > 10.0:\n            continue\n        X = X * 2.0\n"
            "        if X > 5.0:\n            break\n    return X\n",
            "OXS104",
            "if not (condition)",
        ),
    ],
)
def test_constructs_without_an_equivalent_say_so(body: str, code: str, words: str) -> None:
    """No fix where none keeps the meaning; the message or hint says what to write instead."""
    found = [d for d in analyze(HEADER + body, "case.py").diagnostics if d.code == code]
    assert found and words in found[0].message + (found[0].hint or "") and not found[0].fixes


def test_check_fix_applies_every_kind_of_fix_in_a_file(capsys, tmp_path) -> None:
    from onnxscribe.cli import main

    target = tmp_path / "several.py"
    target.write_text(
        HEADER + 'def f(X: FLOAT["N"], A: BOOL["N"], B: BOOL["N"]) -> FLOAT["N"]:\n'
        "    Y = op.LeakyRelu(X, alpah=0.2)\n"
        "    for i in range(2):\n"
        "        Y = Y + 1.0\n"
        "    else:\n"
        "        Y = Y * 2.0\n"
        "    return op.Where(A or B, Y, -Y)\n"
    )
    status = main(["check", str(target), "--fix"])
    err = capsys.readouterr().err
    assert status == 0, err
    assert "3 fix(es) applied" in err
    assert _codes(target.read_text()) == []


def test_global_of_a_name_the_function_assigns_has_no_fix() -> None:
    source = MODULE + (
        'SCALE = 2.0\n\n\n@script()\ndef f(X: FLOAT["N"]) -> FLOAT["N"]:\n'
        "    global SCALE\n    SCALE = 3.0\n    return X * SCALE\n"
    )
    found = [d for d in analyze(source, "fix_case.py").diagnostics if d.code == "OXS101"]
    assert found and not found[0].fixes
    assert "return the new value of SCALE instead" in found[0].message
