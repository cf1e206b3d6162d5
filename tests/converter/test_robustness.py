"""analyze never raises and keeps every span inside the file, whatever the file looks like."""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnxscribe import analyze
from onnxscribe.core.diagnostics import Span

CORPUS = sorted((Path(__file__).parent / "corpus").glob("*.py"))
TEXTS = [path.read_text() for path in CORPUS]


def _tokens(text: str) -> list[tokenize.TokenInfo]:
    try:
        return [
            t
            for t in tokenize.generate_tokens(io.StringIO(text).readline)
            if t.type
            not in (
                tokenize.ENDMARKER,
                tokenize.NL,
                tokenize.NEWLINE,
                tokenize.INDENT,
                tokenize.DEDENT,
            )
        ]
    except (tokenize.TokenError, IndentationError):
        return []


def _offset(lines: list[str], row: int, column: int) -> int:
    return sum(len(line) for line in lines[: row - 1]) + column


def delete_token(text: str, index: int) -> str:
    tokens = _tokens(text)
    if not tokens:
        return text
    token = tokens[index % len(tokens)]
    lines = text.splitlines(keepends=True)
    start = _offset(lines, *token.start)
    end = _offset(lines, *token.end)
    return text[:start] + text[end:]


def swap_lines(text: str, first: int, second: int) -> str:
    lines = text.splitlines(keepends=True)
    if len(lines) < 2:
        return text
    a, b = first % len(lines), second % len(lines)
    lines[a], lines[b] = lines[b], lines[a]
    return "".join(lines)


def truncate(text: str, fraction: float) -> str:
    return text[: int(len(text) * fraction)]


def _inside(span: Span, lines: list[str]) -> bool:
    if not lines:
        return span.line == 1 and span.end_line == 1
    if not (1 <= span.line <= span.end_line <= len(lines)):
        return False
    if not 1 <= span.column <= len(lines[span.line - 1]) + 1:
        return False
    if not 1 <= span.end_column <= len(lines[span.end_line - 1]) + 1:
        return False
    return (span.line, span.column) <= (span.end_line, span.end_column)


def _check(text: str) -> None:
    analysis = analyze(text, "mutated.py")
    lines = text.splitlines() or []
    for diagnostic in analysis.diagnostics:
        assert diagnostic.span.path == "mutated.py" or diagnostic.span.path is None
        assert _inside(diagnostic.span, lines or [""]), (diagnostic.format(), text)
        assert diagnostic.code != "OXS900", diagnostic.format(text.splitlines())


mutation = st.one_of(
    st.tuples(st.just("delete"), st.integers(0, 10_000), st.integers(0, 0)),
    st.tuples(st.just("swap"), st.integers(0, 10_000), st.integers(0, 10_000)),
    st.tuples(st.just("truncate"), st.integers(0, 1000), st.integers(0, 0)),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(len(TEXTS))), st.lists(mutation, min_size=1, max_size=3))
def test_mutated_corpus_never_breaks_analyze(
    index: int, mutations: list[tuple[str, int, int]]
) -> None:
    text = TEXTS[index]
    for kind, a, b in mutations:
        if kind == "delete":
            text = delete_token(text, a)
        elif kind == "swap":
            text = swap_lines(text, a, b)
        else:
            text = truncate(text, a / 1000)
    _check(text)


def test_corpus_files_exist() -> None:
    assert len(TEXTS) >= 4


def test_empty_and_odd_files() -> None:
    for text in [
        "",
        "\n",
        "@script()\n",
        "def",
        "from onnxscribe import script\n@script()\ndef f(:\n",
        "é = 1\nx = é +\n",
    ]:
        _check(text)
