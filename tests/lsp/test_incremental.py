"""Analyzing again after an edit converts only the functions the edit can change, and gives the
same data as analyzing from scratch."""

from __future__ import annotations

import ast
from collections.abc import Hashable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from onnxscribe.frontend.static_env import StaticEnv
from onnxscribe.lsp import incremental
from onnxscribe.lsp.collect import document_data
from onnxscribe.lsp.data import DocumentData
from onnxscribe.lsp.incremental import DocumentAnalyzer, reparse

PATH = "/work/model.py"

SOURCE = """\
from onnxscribe import script, opset18 as op, FLOAT

SCALE = 2.0
OFFSET = 1.0


@script()
def inner(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Relu(X) * SCALE


@script()
def outer(X: FLOAT["N"]):
    Y = inner(X)
    return op.Abs(Y)


@script()
def alone(X: FLOAT["N"]):
    Z = op.Neg(X) + OFFSET
    return Z
"""


def _same(found: DocumentData, text: str, default_opset: int | None = None) -> None:
    fresh = document_data(text, PATH, default_opset)
    assert found.diagnostics == fresh.diagnostics
    assert found.functions == fresh.functions
    assert found.symbols == fresh.symbols


def _analyzed(
    text: str, analyzer: DocumentAnalyzer, default_opset: int | None = None
) -> DocumentData:
    found = analyzer.analyze(text, PATH, default_opset)
    _same(found, text, default_opset)
    return found


def test_an_edit_inside_one_function_converts_only_that_one() -> None:
    analyzer = DocumentAnalyzer()
    assert _analyzed(SOURCE, analyzer).reused == 0
    edited = SOURCE.replace("op.Neg(X) + OFFSET", "op.Neg(X) + OFFSET + 1.0")
    assert _analyzed(edited, analyzer).reused == 2


def test_a_first_analysis_makes_the_cache_keys_after_the_diagnostics(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With nothing cached, the keys only fill the cache: the diagnostics do not wait for them,
    and the next analysis still reuses every function."""
    events: list[str] = []
    keys = incremental.function_keys

    def counted(env: StaticEnv, default_opset: int | None) -> dict[int, Hashable]:
        events.append("keys")
        return keys(env, default_opset)

    monkeypatch.setattr(incremental, "function_keys", counted)
    analyzer = DocumentAnalyzer()
    first = analyzer.analyze(SOURCE, PATH, None, diagnostics_first=lambda _: events.append("sent"))
    assert events == ["sent", "keys"]
    _same(first, SOURCE)
    events.clear()
    again = analyzer.analyze(SOURCE, PATH, None, diagnostics_first=lambda _: events.append("sent"))
    assert events == ["keys", "sent"]
    assert again.reused == 3
    _same(again, SOURCE)


def test_a_change_in_a_called_function_converts_its_callers_again() -> None:
    analyzer = DocumentAnalyzer()
    _analyzed(SOURCE, analyzer)
    edited = SOURCE.replace(
        'def inner(X: FLOAT["N"]) -> FLOAT["N"]:', 'def inner(X: FLOAT["N"]) -> FLOAT[2, 3]:'
    )
    found = _analyzed(edited, analyzer)
    assert found.reused == 1  # only `alone`
    outer = found.function_named("outer")
    assert outer is not None and "FLOAT[2, 3]" in found.hover_at(14, 5).markdown  # type: ignore[union-attr]


def test_a_changed_constant_converts_only_its_readers() -> None:
    analyzer = DocumentAnalyzer()
    _analyzed(SOURCE, analyzer)
    assert _analyzed(SOURCE.replace("OFFSET = 1.0", "OFFSET = 1"), analyzer).reused == 2


def test_lines_added_above_move_the_reused_data() -> None:
    analyzer = DocumentAnalyzer()
    _analyzed(SOURCE, analyzer)
    edited = SOURCE.replace("OFFSET = 1.0\n", "OFFSET = 1.0\n# a comment\n# and another\n")
    found = _analyzed(edited, analyzer)
    # `outer` is converted again: what it calls moved, and its diagnostics may point there.
    assert found.reused == 2
    assert [h.line for h in found.hints_between(1)] == [16, 22]


def test_an_edit_that_breaks_the_syntax_keeps_the_cache() -> None:
    analyzer = DocumentAnalyzer()
    _analyzed(SOURCE, analyzer)
    broken = _analyzed(SOURCE + "def (:\n", analyzer)
    assert [d.code for d in broken.diagnostics] == ["OXS100"]
    assert _analyzed(SOURCE, analyzer).reused == 3


def test_after_a_syntax_error_the_reply_refers_to_nothing_before_it() -> None:
    analyzer = DocumentAnalyzer()
    first = analyzer.analyze(SOURCE, PATH, None, delta=True)
    broken = analyzer.analyze(SOURCE + "def (:\n", PATH, None, delta=True).resolve(first)
    again = analyzer.analyze(SOURCE, PATH, None, delta=True)
    assert again.kept == {} and again.reused == 3
    _same(again.resolve(broken), SOURCE)


def test_the_default_opset_is_part_of_the_key() -> None:
    text = (
        SOURCE.replace(", opset18 as op", "")
        .replace("op.", "opx.")
        .replace("FLOAT\n", "FLOAT\nfrom onnxscribe import opset18 as opx\n")
    )
    analyzer = DocumentAnalyzer()
    _analyzed(text, analyzer, 18)
    assert _analyzed(text, analyzer, 17).reused == 0


def test_functions_reading_other_workspace_files_are_converted_every_time(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "helpers.py").write_text("LIMIT = 3.0\n", encoding="utf-8")
    text = SOURCE.replace("SCALE = 2.0\n", "SCALE = 2.0\nfrom helpers import LIMIT\n").replace(
        "op.Neg(X) + OFFSET", "op.Neg(X) + LIMIT"
    )
    path = str(tmp_path / "model.py")
    analyzer = DocumentAnalyzer()
    analyzer.analyze(text, path, None)
    assert analyzer.analyze(text, path, None).reused == 2  # `alone` reads LIMIT from helpers.py


def test_replies_refer_to_the_previous_one_for_unchanged_functions() -> None:
    analyzer = DocumentAnalyzer()
    first = analyzer.analyze(SOURCE, PATH, None, delta=True)
    assert first.kept == {}
    edited = SOURCE.replace("OFFSET = 1.0\n", "OFFSET = 1.0\n\n").replace("+ OFFSET", "- OFFSET")
    second = analyzer.analyze(edited, PATH, None, delta=True)
    assert sorted(second.kept) == [0]  # `inner` kept; `outer` (its callee moved), `alone` sent
    assert len(second.functions) == 2
    resolved = second.resolve(first)
    fresh = document_data(edited, PATH)
    assert resolved.functions == fresh.functions
    assert resolved.symbols == fresh.symbols


def _dump(module: ast.Module) -> str:
    return ast.dump(module, include_attributes=True)


@settings(max_examples=200, deadline=None)
@given(
    start=st.integers(0, SOURCE.count("\n")),
    removed=st.integers(0, 3),
    inserted=st.lists(
        st.sampled_from(
            ["", "x = 1", "    y = 2", "@script()", "def g(:", "(", '"""', "# note", "    return X"]
        ),
        max_size=3,
    ),
)
def test_parsing_only_the_edited_statements_gives_the_same_tree(
    start: int, removed: int, inserted: list[str]
) -> None:
    lines = SOURCE.split("\n")
    edited = "\n".join([*lines[:start], *inserted, *lines[start + removed :]])
    reused = reparse((SOURCE, ast.parse(SOURCE)), edited)
    try:
        expected = ast.parse(edited)
    except SyntaxError:
        assert reused is None
        return
    if reused is not None:
        assert _dump(reused) == _dump(expected)


def test_an_edit_inside_one_function_parses_only_that_function() -> None:
    edited = SOURCE.replace("op.Neg(X) + OFFSET", "op.Neg(X) - OFFSET")
    previous = ast.parse(SOURCE)
    kept = previous.body[:-1]
    reused = reparse((SOURCE, previous), edited)
    assert reused is not None and reused.body[:-1] == kept
    assert _dump(reused) == _dump(ast.parse(edited))


@settings(max_examples=60, deadline=None)
@given(
    edits=st.lists(
        st.tuples(
            st.integers(0, SOURCE.count("\n")),
            st.integers(0, 2),
            st.lists(
                st.sampled_from(
                    [
                        "",
                        "SCALE = 3.0",
                        "    Z = op.Neg(X) * SCALE",
                        "    return op.Relu(X)",
                        "def g(:",
                    ]
                ),
                max_size=2,
            ),
        ),
        min_size=1,
        max_size=4,
    )
)
def test_any_sequence_of_edits_gives_the_data_of_a_fresh_analysis(
    edits: list[tuple[int, int, list[str]]],
) -> None:
    analyzer = DocumentAnalyzer()
    previous = analyzer.analyze(SOURCE, PATH, None, delta=True)
    text = SOURCE
    for start, removed, inserted in edits:
        lines = text.split("\n")
        text = "\n".join([*lines[:start], *inserted, *lines[start + removed :]])
        reply = analyzer.analyze(text, PATH, None, delta=True)
        previous = reply.resolve(previous)
        _same(previous, text)


FACTORY = """\
from onnxscribe import script, opset18 as op, FLOAT


def make(scale):
    shift = 1.0

    @script()
    def nested(X: FLOAT["N"]) -> FLOAT["N"]:
        return op.Relu(X)

    return nested


@script()
def alone(X: FLOAT["N"]):
    return op.Neg(X)
"""


def test_a_nested_script_function_is_converted_again_when_its_factory_changes() -> None:
    analyzer = DocumentAnalyzer()
    first = _analyzed(FACTORY, analyzer)
    assert [f.info.name for f in first.functions] == ["nested", "alone"]
    # the factory's own lines (outside the nested function) are part of what it reads
    assert _analyzed(FACTORY.replace("shift = 1.0", "shift = 2.0"), analyzer).reused == 1
    assert _analyzed(FACTORY.replace("shift = 1.0", "shift = 2.0"), analyzer).reused == 2


def test_changed_script_decorators_analyze_every_function_again(tmp_path) -> None:
    from onnxscribe.core.project_settings import ProjectSettings, ScriptDecorator, ScriptDecorators

    text = (
        FACTORY
        + '\n\ndef register(f):\n    return f\n\n\n@register\ndef made(X: FLOAT["N"]):\n    return op.Abs(X)\n'
    )
    analyzer = DocumentAnalyzer()
    path = str(tmp_path / "lib.py")
    assert [f.info.name for f in analyzer.analyze(text, path, None).functions] == [
        "nested",
        "alone",
    ]
    settings = ProjectSettings(ScriptDecorators((ScriptDecorator("lib.register"),)))
    found = analyzer.analyze(text, path, None, settings=settings)
    assert [f.info.name for f in found.functions] == ["nested", "alone", "made"]
    assert found.reused == 0
