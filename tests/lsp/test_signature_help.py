from __future__ import annotations

from onnxscribe.lsp import signature_help
from onnxscribe.lsp.collect import document_data

HEADER = ["from onnxscribe import script, opset18 as op, FLOAT", ""]


def _help(line: str) -> signature_help.Signature | None:
    lines = [*HEADER, line]
    return signature_help.signature_help(lines, len(lines) - 1, len(line))


def test_op_signature_with_the_active_input() -> None:
    found = _help("    y = op.Reshape(x, ")
    assert found is not None
    assert found.label == "Reshape(data: T, shape: INT64, *, allowzero: int = 0) -> T"
    assert [found.label[p.start : p.end] for p in found.parameters] == [
        "data: T",
        "shape: INT64",
        "allowzero: int = 0",
    ]
    assert found.active_parameter == 1
    assert found.documentation.startswith("Reshape the input tensor")


def test_keyword_argument_selects_the_attribute() -> None:
    found = _help("    y = op.Reshape(x, s, allowzero=")
    assert found is not None and found.active_parameter == 2


def test_variadic_input_stays_active() -> None:
    found = _help("    y = op.Concat(a, b, c, d, ")
    assert found is not None
    assert found.parameters[found.active_parameter or 0].label.startswith("*inputs")


def test_too_many_positional_arguments() -> None:
    found = _help("    y = op.Abs(x, y, ")
    assert found is not None and found.active_parameter is None


def test_outside_a_call() -> None:
    assert _help("    y = x + ") is None


def test_unknown_op() -> None:
    assert _help("    y = op.Nope(") is None


def test_script_function_signature() -> None:
    source = [
        *HEADER,
        "@script()",
        "def scale(X: FLOAT[...], factor: float = 2.0):",
        '    """Multiply."""',
        "    return X * factor",
        "",
        "@script()",
        "def model(A: FLOAT[...]):",
        "    return scale(A, ",
    ]
    # The analysis is of the last complete version; the user is typing the call now.
    complete = [*source[:-1], "    return scale(A, 3.0)"]
    data = document_data("\n".join(complete) + "\n", "/work/model.py")
    found = signature_help.signature_help(source, len(source) - 1, len(source[-1]), data)
    assert found is not None
    assert found.label.startswith("def scale(X: FLOAT[...], factor: float = 2.0)")
    assert found.active_parameter == 1
    assert found.documentation == "Multiply."
