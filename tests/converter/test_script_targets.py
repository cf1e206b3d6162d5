"""``@script()`` on something it cannot convert is the user's mistake, with its own code (never
OXS900): a lambda, an ``async def``, a function whose source is not in a file."""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest
from onnxscribe.core.codes import CODES
from onnxscribe.core.diagnostics import ScriptError

HEADER = "from onnxscribe import script, FLOAT\nfrom onnxscribe import opset18 as op\n"


def _run_example(tmp_path: Path, code: str, example: str) -> ScriptError:
    path = tmp_path / f"{code.lower()}.py"
    path.write_text(HEADER + example)
    with pytest.raises(ScriptError) as raised:
        runpy.run_path(str(path))
    return raised.value


@pytest.mark.parametrize(("code", "position"), [("OXS117", (1, 17)), ("OXS118", (2, 1))])
def test_bad_example_is_reported_by_the_decorator(
    tmp_path: Path, code: str, position: tuple[int, int]
) -> None:
    error = _run_example(tmp_path, code, CODES[code].bad)
    (diagnostic,) = error.diagnostics
    assert diagnostic.code == code
    assert diagnostic.severity == CODES[code].severity
    assert (diagnostic.span.line - 2, diagnostic.span.column) == position


def test_good_examples_convert(tmp_path: Path) -> None:
    for code in ("OXS117", "OXS118", "OXS119"):
        path = tmp_path / f"good_{code.lower()}.py"
        path.write_text(HEADER + CODES[code].good)
        runpy.run_path(str(path))


def test_lambda_message_and_caret(tmp_path: Path) -> None:
    error = _run_example(tmp_path, "OXS117", CODES["OXS117"].bad)
    message = str(error)
    assert "OXS117 @script() needs a function written with `def`, not a lambda" in message
    assert "relu = script()(lambda X: op.Relu(X))\n" + " " * 20 + "^" * 20 in message
    assert "OXS900" not in message


def test_async_def_message(tmp_path: Path) -> None:
    error = _run_example(tmp_path, "OXS118", CODES["OXS118"].bad)
    (diagnostic,) = error.diagnostics
    assert diagnostic.message == "f is an `async def`; a script function is a plain `def`"
    assert (diagnostic.span.column, diagnostic.span.end_column) == (1, 12)


def test_exec_without_a_file_says_where_to_define_it() -> None:
    namespace: dict[str, object] = {}
    exec(HEADER, namespace)
    with pytest.raises(ScriptError) as raised:
        exec(CODES["OXS119"].bad, namespace)
    (diagnostic,) = raised.value.diagnostics
    assert diagnostic.code == "OXS119"
    assert diagnostic.message == (
        "cannot find the source of f: it was defined in '<string>', which is not a file "
        "(code run by exec() or compile() of a string, or typed into the interactive interpreter)"
    )
    assert diagnostic.hint == "define the script function in a .py file and import it from there"


def test_exec_of_code_compiled_with_a_real_file_name_reads_the_file(tmp_path: Path) -> None:
    path = tmp_path / "model.py"
    path.write_text(HEADER + '@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n')
    namespace: dict[str, object] = {}
    exec(compile(path.read_text(), str(path), "exec"), namespace)
    assert namespace["f"].to_function_proto().node[0].op_type == "Relu"  # type: ignore[attr-defined]
