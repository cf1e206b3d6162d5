"""Where Python and ONNX would mean different things, the converter refuses instead of guessing."""

from __future__ import annotations

from onnxscribe import analyze

HEADER = "from onnxscribe import script, FLOAT, INT64\nfrom onnxscribe import opset18 as op\n\n"


def _codes(body: str) -> list[tuple[str, int, int]]:
    analysis = analyze(HEADER + body, "semantics.py")
    return [(d.code, d.span.line - 3, d.span.column) for d in analysis.diagnostics]


def test_variable_first_assigned_in_a_loop_and_used_after() -> None:
    body = (
        "@script()\ndef f(X: FLOAT['N'], n: INT64):\n    for i in range(n):\n"
        "        Y = X + 1.0\n    return Y\n"
    )
    assert [c for c, _, _ in _codes(body)] == ["OXS112"]


def test_elementwise_and_needs_bitwise_operator() -> None:
    body = "@script()\ndef f(A: FLOAT['N'], B: FLOAT['N']):\n    return (A > 0.0) and (B > 0.0)\n"
    assert ("OXS109", 3, 12) in _codes(body)


def test_if_on_a_tensor_condition() -> None:
    body = "@script()\ndef f(A: FLOAT['N']):\n    if A > 0.0:\n        A = A * 2.0\n    return A\n"
    assert ("OXS109", 3, 8) in _codes(body)


def test_unannotated_values_are_not_refused() -> None:
    body = "@script()\ndef f(A, B):\n    return A if A > B else B\n"
    assert _codes(body) == []


def test_floor_division_of_unknown_types() -> None:
    body = "@script()\ndef f(A, B):\n    return A % B\n"
    assert [c for c, _, _ in _codes(body)] == ["OXS115"]


def test_every_path_must_return() -> None:
    body = "@script()\ndef f(A: FLOAT):\n    if A > 0.0:\n        return A\n    A = A * 2.0\n"
    assert "OXS113" in [c for c, _, _ in _codes(body)]


def test_wrong_attribute_value_in_a_script_call() -> None:
    body = (
        "@script()\ndef scaled(X: FLOAT['N'], factor: float = 1.0):\n    return X * factor\n\n"
        "@script()\ndef f(X: FLOAT['N']):\n    return scaled(X, factor='two')\n"
    )
    assert ("OXS307", 7, 29) in _codes(body)


def test_bitwise_operator_on_floats_names_the_type() -> None:
    analysis = analyze(HEADER + "@script()\ndef f(X: FLOAT['N']):\n    return ~X\n", "s.py")
    (diagnostic,) = analysis.diagnostics
    assert diagnostic.code == "OXS115" and "FLOAT" in diagnostic.message
