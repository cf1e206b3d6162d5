from onnxscribe.check.annotation_fixes import assignment_annotation_span, return_annotation_span
from onnxscribe.core.diagnostics import Span

SOURCE = """\
@script()
def f(
    X: FLOAT["N"],
) -> tuple[FLOAT["N"], INT64["N"]]:
    größe: INT64["N"] = op.Shape(X)
    return X, größe


@script()
def g(X: FLOAT["N"]) -> FLOAT["N"]:
    return X
"""


def text(span: Span) -> str:
    line = SOURCE.splitlines()[span.line - 1]
    assert span.line == span.end_line
    return line[span.column - 1 : span.end_column - 1]


def test_return_annotations_of_a_tuple_and_of_one_value():
    f_span = Span(None, 1, 1, 6, 26)
    assert text(return_annotation_span(SOURCE, f_span, 0, 2)) == 'FLOAT["N"]'
    assert text(return_annotation_span(SOURCE, f_span, 1, 2)) == 'INT64["N"]'
    g_span = Span(None, 9, 1, 11, 13)
    assert text(return_annotation_span(SOURCE, g_span, 0, 1)) == 'FLOAT["N"]'


def test_no_annotation_no_span():
    assert (
        return_annotation_span("def h(X):\n    return X\n", Span(None, 1, 1, 2, 13), 0, 1) is None
    )


def test_assignment_annotation_with_characters_beyond_ascii():
    value_span = Span(None, 5, 25, 5, 36)
    assert text(assignment_annotation_span(SOURCE, value_span)) == 'INT64["N"]'
    assert assignment_annotation_span(SOURCE, Span(None, 5, 10, 5, 12)) is None
