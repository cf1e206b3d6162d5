from __future__ import annotations

from onnxscribe.core import schemas
from onnxscribe.lsp import collect, hover, positions
from onnxscribe.lsp.collect import document_data
from onnxscribe.lsp.data import current
from onnxscribe.pipeline import analyze

SOURCE = """\
from onnxscribe import script, opset18 as op, FLOAT, INT64

@script()
def double(X: FLOAT["N", 1024], k: int = 2) -> FLOAT["N", 1024]:
    \"\"\"Twice the input.\"\"\"
    Y = op.Add(X, X)
    return Y

@script()
def model(A: FLOAT["N", 1024]):
    B = double(A)
    shape = op.Shape(B)
    return op.Expand(B, shape)
"""
LINES = positions.document_lines(SOURCE)


def _at(text: str, occurrence: int = 0) -> tuple[int, int]:
    """1-based line and column of the ``occurrence``-th ``text`` in SOURCE."""
    found = [
        (number, line.index(text) + 1) for number, line in enumerate(LINES, start=1) if text in line
    ]
    return found[occurrence]


def test_op_hover_shows_signature_docs_and_link_for_the_imported_version() -> None:
    line, column = _at("Expand")
    found = hover.hover(LINES, line, column + 2, None)
    assert found is not None
    schema = schemas.lookup("Expand", 18)
    assert schema is not None
    assert "Expand(input: T, shape: INT64) -> T" in found.markdown
    assert "ai.onnx version 18" in found.markdown
    assert f"since version {schema.since_version}" in found.markdown
    assert schemas.operator_url(schema) in found.markdown
    assert "Type constraints" in found.markdown
    assert found.span is not None and (found.span.line, found.span.column) == (line, column)


def test_op_hover_works_without_an_analysis_and_on_broken_text() -> None:
    lines = ["from onnxscribe import opset15 as op", "def f(:", "    op.Expand("]
    found = hover.hover(lines, 3, 9, None)
    assert found is not None
    assert "ai.onnx version 15" in found.markdown


def test_tensor_type_annotation_hover() -> None:
    line, column = _at('FLOAT["N", 1024]')
    found = hover.hover(LINES, line, column + 1, None)
    assert found is not None
    assert 'FLOAT["N", 1024]' in found.markdown
    assert "rank 2" in found.markdown
    assert "float32" in found.markdown
    assert "same size" in found.markdown


def test_scalar_and_unknown_rank_annotations() -> None:
    scalar = hover.tensor_type_markdown("x: INT64 = 1", 3, 8)
    assert scalar is not None and "scalar (rank 0)" in scalar and "int64" in scalar
    any_rank = hover.tensor_type_markdown("x: FLOAT[...]", 3, 8)
    assert any_rank is not None and "unknown rank" in any_rank


def test_diagnostic_code_entry_comes_first() -> None:
    line, column = _at("Expand")
    found = hover.hover(LINES, line, column, None, ["OXS302"])
    assert found is not None
    assert found.markdown.startswith("**OXS302**")
    assert "Expand(" in found.markdown


def test_nothing_to_show() -> None:
    assert hover.hover(LINES, 1, 1, None) is None
    assert hover.hover(LINES, 99, 1, None) is None


# The tests below read the converter's IR.


def test_value_hover_shows_inferred_type_and_shape() -> None:
    data = document_data(SOURCE, "/work/model.py")
    line, column = _at("Y = op.Add")
    found = hover.hover(LINES, line, column, data)
    assert found is not None
    assert 'Y: FLOAT["N", 1024]' in found.markdown


def test_script_function_call_hover_shows_signature_and_docstring() -> None:
    data = document_data(SOURCE, "/work/model.py")
    line, column = _at("double(A)")
    found = hover.hover(LINES, line, column + 1, data)
    assert found is not None
    assert 'def double(X: FLOAT["N", 1024], k: int = 2) -> FLOAT["N", 1024]' in found.markdown
    assert "Twice the input." in found.markdown


def test_stale_analysis_is_not_used_for_values() -> None:
    data = document_data(SOURCE, "/work/model.py")
    changed = "\n".join([*LINES[:5], "    Y = op.Add(X, X)  # edited", *LINES[6:]])
    line, column = _at("Y = op.Add")
    assert current(data, SOURCE, changed) is None
    assert current(data, SOURCE, SOURCE.replace("\n", "\r\n")) is data
    found = hover.hover(
        positions.document_lines(changed), line, column, current(data, SOURCE, changed)
    )
    assert found is None


def test_script_function_signature_writes_attribute_types_as_the_stubs_do() -> None:
    source = (
        "from onnxscribe import script, opset18 as op, FLOAT\n\n@script()\n"
        "def pick(X: FLOAT[...], axes: list[int], scale: float = 1.0) -> FLOAT[...]:\n"
        "    return op.ReduceSum(X, op.Constant(value_ints=axes)) * op.CastLike(scale, X)\n"
    )
    function = analyze(source, "/work/model.py").functions[0].function
    assert function is not None
    assert collect.function_signature(function) == (
        "def pick(X: FLOAT[...], axes: Sequence[int], scale: float = 1.0) -> FLOAT[...]"
    )
