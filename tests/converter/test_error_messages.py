"""Messages in the user's terms: no internal class names, no cascades, eager inputs named."""

from pathlib import Path

import numpy as np
import pytest
from onnxscribe import FLOAT, analyze, script
from onnxscribe import opset18 as op
from onnxscribe.eager.function_call import EagerInputError

HEADER = (
    "from typing import List, Optional, Tuple\n"
    "import typing\n"
    "from onnxscribe import script, FLOAT, INT64\n"
    "from onnxscribe import opset18 as op\n"
)


def _diagnostics(body: str) -> list[tuple[str, int, int, str]]:
    analysis = analyze(HEADER + body, "m.py")
    return [(d.code, d.span.line - 4, d.span.column, d.message) for d in analysis.diagnostics]


def test_calling_a_nested_def_names_it_and_says_what_it_is_for() -> None:
    found = _diagnostics(
        '@script()\ndef f(X: FLOAT["N"]):\n    def helper(v):\n        return v\n'
        "    return helper(X)\n"
    )
    ((code, line, column, message),) = found
    assert (code, line, column) == ("OXS106", 5, 12)
    assert message == (
        "helper is a nested function: in a script function a nested def is a graph (the body of "
        "op.Scan, op.Loop or op.If, passed as body=helper); it cannot be called"
    )
    assert "LocalGraphDef" not in message


def test_calling_a_plain_function_names_it() -> None:
    found = _diagnostics(
        'def double(v):\n    return v\n\n@script()\ndef f(X: FLOAT["N"]):\n    return double(X)\n'
    )
    assert [(c, m) for c, _, _, m in found] == [
        (
            "OXS106",
            "double is a plain Python function; a script function can call only ops "
            "(op.Name(...)) and other script functions",
        )
    ]


def test_variadic_parameters_are_reported_once() -> None:
    found = _diagnostics(
        '@script()\ndef f(*X: FLOAT["N"], **options):\n    return op.Relu(X) + options\n'
    )
    assert [(c, line, col) for c, line, col, _ in found] == [("OXS108", 2, 8), ("OXS108", 2, 25)]


def test_list_and_tuple_from_typing_are_annotations() -> None:
    found = _diagnostics(
        '@script()\ndef f(X: FLOAT["N"], axes: List[int] = [0]) -> Tuple[FLOAT["N"], FLOAT["N"]]:\n'
        "    return op.Relu(X), op.Neg(X)\n\n"
        '@script()\ndef g(X: FLOAT["N"], axes: typing.List[int] = [0]) -> typing.Tuple[FLOAT["N"]]:\n'
        "    return op.Relu(X)\n"
    )
    assert found == []


def test_an_invalid_generic_annotation_is_named_as_written() -> None:
    found = _diagnostics(
        "from typing import Dict\n\n"
        '@script()\ndef f(X: FLOAT["N"], d: Dict[str, int]):\n    return X\n'
    )
    ((code, _, _, message),) = found
    assert code == "OXS205"
    assert message.startswith("parameter 'd': Dict[str, int] is not a tensor type")


def test_typing_list_annotation_at_run_time(tmp_path: Path) -> None:
    path = tmp_path / "m.py"
    path.write_text(
        HEADER + '@script()\ndef f(X: FLOAT["N"], axes: List[int] = [0]) -> Tuple[FLOAT["N"]]:\n'
        "    return op.ReduceSum(X, axes, keepdims=1)\n"
    )
    import runpy

    function = runpy.run_path(str(path))["f"]
    np.testing.assert_array_equal(function(np.array([1.0, 2.0], dtype=np.float32)), [3.0])


@script()
def good(X: FLOAT[None, 3]):
    return op.Relu(X)


def test_eager_too_many_arguments_is_pluralised() -> None:
    with pytest.raises(TypeError, match=r"^good\(\) takes 1 argument, but 2 were given$"):
        good(np.zeros((1, 3), np.float32), 2)


def test_eager_none_for_a_required_input_names_the_parameter() -> None:
    with pytest.raises(EagerInputError) as raised:
        good(None)
    assert str(raised.value) == (
        "good: input 'X' is required, but None was given (only an input annotated "
        "Optional[...] or defaulting to None can be None)"
    )


def test_eager_nested_list_takes_the_annotated_type() -> None:
    result = good([[1.0, -2.0, 3.0]])
    assert result.dtype == np.float32
    np.testing.assert_array_equal(result, [[1.0, 0.0, 3.0]])


def test_eager_list_still_checks_the_shape() -> None:
    with pytest.raises(EagerInputError, match="must have size 3 on axis 1, not 2"):
        good([[1.0, 2.0]])


def test_eager_list_that_does_not_convert_names_the_parameter() -> None:
    with pytest.raises(EagerInputError, match=r"^good: input 'X' must be FLOAT; \[\[1.0, 'a'\]\]"):
        good([[1.0, "a"]])


def test_a_name_assigned_inside_an_unsupported_expression_is_reported_once() -> None:
    found = _diagnostics(
        '@script()\ndef f(X: FLOAT["N"]):\n'
        "    y = [z := v for v in range(3)]\n"
        "    return op.Add(X, z)\n"
    )
    assert [(code, line) for code, line, _column, _message in found] == [("OXS102", 3)]


def test_a_type_problem_names_the_schema_input_and_what_was_written() -> None:
    found = _diagnostics(
        '@script()\ndef f(x: FLOAT["N"], b: INT64["N"], B: INT64["N"]):\n'
        "    y = op.Add(x, b)\n"
        "    return op.Add(y, B)\n"
    )
    assert [(code, line, message.split(" is ")[0]) for code, line, _c, message in found] == [
        ("OXS402", 3, "input 'B' of Add (`b`)"),
        ("OXS402", 4, "input 'B' of Add"),  # written as the schema names it: once
    ]


def test_an_unsupported_compound_statement_marks_its_keyword() -> None:
    found = _diagnostics(
        '@script()\ndef f(X: FLOAT["N"]):\n'
        "    try:\n        Y = op.Relu(X)\n    except Exception:\n        Y = X\n"
        "    return Y\n"
    )
    analysis = analyze(
        HEADER + '@script()\ndef f(X: FLOAT["N"]):\n    try:\n        Y = op.Relu(X)\n'
        "    except Exception:\n        Y = X\n    return Y\n",
        "m.py",
    )
    (diagnostic,) = [d for d in analysis.diagnostics if d.code == "OXS101"]
    span = diagnostic.span
    assert (span.line - 4, span.column, span.end_line - 4, span.end_column) == (3, 5, 3, 8)
    assert [code for code, *_ in found] == ["OXS101"]  # and no "name 'Y' is not defined"
