from __future__ import annotations

from lsprotocol import types
from onnxscribe.core.diagnostics import Span
from onnxscribe.lsp import code_actions, diagnostics, positions, to_lsp

SOURCE = """\
from onnxscribe import script, graph, opset13 as op, FLOAT

@script()
def f(X: FLOAT[...]):
    y = op.Gelu(X)
    return op.Scan(0, X, body=Sum, num_scan_inputs=1)
"""
LINES = SOURCE.splitlines()
SOURCE18 = SOURCE.replace("opset13", "opset18")


def test_fixes_from_data_only_for_the_current_version() -> None:
    data = {
        "version": 3,
        "fixes": [{"title": "Use Add", "edits": [{"range": {}, "newText": "Add"}]}],
    }
    assert code_actions.fixes_from_data(data, 3) == [("Use Add", [{"range": {}, "newText": "Add"}])]
    assert code_actions.fixes_from_data(data, 4) == []
    assert code_actions.fixes_from_data(None, 3) == []
    assert code_actions.fixes_from_data({"version": 3}, 3) == []


def test_change_the_opset_import_to_a_version_with_the_op() -> None:
    actions = code_actions.change_opset_import(LINES, 5, 12)
    assert len(actions) == 1
    action = actions[0]
    assert action.kind == code_actions.QUICKFIX
    assert action.title == "Import opset20 (has Gelu) instead of opset13"
    (edit,) = action.edits
    assert edit.new_text == "opset20"
    assert LINES[0][edit.span.column - 1 : edit.span.end_column - 1] == "opset13"


def test_change_the_opset_import_from_the_whole_op_range() -> None:
    (action,) = code_actions.change_opset_import(LINES, 5, 9, 16)
    assert action.edits[0].new_text == "opset20"


def test_no_version_change_when_another_op_would_break() -> None:
    lines = [LINES[0], "    y = op.Gelu(X)", "    z = op.Scatter(X, i, u)"]
    assert code_actions.change_opset_import(lines, 2, 12) == []


def test_no_version_change_for_ops_that_exist() -> None:
    assert code_actions.change_opset_import(LINES, 6, 16) == []


def test_castlike_wraps_the_literal_input_not_attributes() -> None:
    actions = code_actions.castlike_rewrites(SOURCE18, 6, 12, code_actions.QUICKFIX)
    assert [(a.title, a.edits[0].new_text) for a in actions] == [
        ("Wrap 0 in op.CastLike(0, X)", "op.CastLike(0, X)")
    ]
    assert actions[0].edits[0].span == Span(None, 6, 20, 6, 21)


def test_castlike_rewrite_needs_the_cursor_on_the_literal() -> None:
    assert code_actions.castlike_rewrites(SOURCE18, 6, 20)
    assert code_actions.castlike_rewrites(SOURCE18, 6, 12) == []


def test_no_castlike_before_opset_15() -> None:
    assert code_actions.castlike_rewrites(SOURCE, 6, 20, code_actions.QUICKFIX) == []


def test_castlike_on_text_that_does_not_parse() -> None:
    assert code_actions.castlike_rewrites("def f(:\n", 1, 1) == []


def _diagnostic(code: str, text: str, needle: str, data: object) -> types.Diagnostic:
    line = next(i for i, row in enumerate(text.splitlines()) if needle in row)
    start = text.splitlines()[line].index(needle)
    return types.Diagnostic(
        range=types.Range(
            start=types.Position(line=line, character=start),
            end=types.Position(line=line, character=start + len(needle)),
        ),
        message="m",
        code=code,
        source="onnxscribe",
        data=data,
    )


def _context(
    *diagnostics: types.Diagnostic, only: list[str] | None = None
) -> types.CodeActionContext:
    return types.CodeActionContext(diagnostics=list(diagnostics), only=only)  # type: ignore[arg-type]


def _lsp_actions(
    uri: str,
    source: str,
    version: int,
    request: types.Range,
    context: types.CodeActionContext,
    encoding: str,
) -> list[types.CodeAction]:
    """What the server's codeAction handler does: plain data in, protocol objects out."""
    lines = positions.document_lines(source)
    sent = [
        code_actions.ClientDiagnostic(
            to_lsp.span_of(None, lines, d.range, encoding),
            None if d.code is None else str(d.code),
            d.source,
            d.data,
        )
        for d in context.diagnostics
    ]
    found = code_actions.actions_for(
        source,
        version,
        to_lsp.span_of(None, lines, request, encoding),
        sent,
        [str(kind) for kind in context.only or []],
        encoding,
    )
    return to_lsp.code_actions(found, uri, lines, encoding, context.diagnostics)


POINT = types.Range(
    start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)
)


def test_lsp_actions_prefer_the_diagnostics_own_fixes_and_drop_duplicate_edits() -> None:
    cast = {
        "range": {"start": {"line": 5, "character": 19}, "end": {"line": 5, "character": 20}},
        "newText": "op.CastLike(0, X)",
    }
    diagnostic = _diagnostic(
        "OXS402",
        SOURCE18,
        "op.Scan",
        {"version": 2, "fixes": [{"title": "Cast like X", "edits": [cast]}]},
    )
    actions = _lsp_actions("file:///m.py", SOURCE18, 2, POINT, _context(diagnostic), "utf-16")
    assert [a.title for a in actions] == ["Cast like X"]
    assert actions[0].is_preferred
    assert actions[0].diagnostics == [diagnostic]


def test_lsp_actions_skip_other_sources_and_filter_by_kind() -> None:
    foreign = _diagnostic("OXS302", SOURCE, "op.Gelu", None)
    foreign.source = "pyright"
    assert _lsp_actions("file:///m.py", SOURCE, 1, POINT, _context(foreign), "utf-16") == []
    ours = _diagnostic("OXS302", SOURCE, "op.Gelu", {"version": 1})
    found = _lsp_actions("file:///m.py", SOURCE, 1, POINT, _context(ours), "utf-16")
    assert [a.kind for a in found] == [types.CodeActionKind.QuickFix]
    only_rewrites = _context(ours, only=[types.CodeActionKind.RefactorRewrite])
    assert _lsp_actions("file:///m.py", SOURCE, 1, POINT, only_rewrites, "utf-16") == []


def test_malformed_fix_edits_are_ignored() -> None:
    diagnostic = _diagnostic(
        "OXS301",
        SOURCE,
        "op.Gelu",
        {"version": 1, "fixes": [{"title": "Bad", "edits": [{"range": 3}]}]},
    )
    assert _lsp_actions("file:///m.py", SOURCE, 1, POINT, _context(diagnostic), "utf-16") == []


def test_fix_all_of_one_kind_in_the_file() -> None:
    from onnxscribe import analyze

    text = (
        "from onnxscribe import script, FLOAT, opset18 as op\n\n\n@script()\n"
        'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n'
        "    Y = op.LeakyRelu(X, alpah=0.2)\n"
        "    Z = op.Elu(Y, alpah=0.5)\n"
        "    return op.Relue(Z)\n"
    )
    lines = positions.document_lines(text)
    published = diagnostics.document_json(
        analyze(text, "/w/m.py").diagnostics,
        document_path="/w/m.py",
        document_uri="file:///w/m.py",
        lines=lines,
        encoding="utf-16",
        version=3,
    )
    sent = [
        code_actions.ClientDiagnostic(
            positions.extent_to_span(None, lines, diagnostics.range_extent(d["range"]), "utf-16"),
            d["code"],
            d["source"],
            d["data"],
        )
        for d in published
    ]
    first = next(i for i, d in enumerate(sent) if d.code == "OXS306")
    found = code_actions.actions_for(text, 3, sent[first].span, [sent[first]], None, "utf-16", sent)
    (fix_all,) = [f.action for f in found if f.action.title == "Fix all OXS306 in the file"]
    edits = sorted(fix_all.edits, key=lambda e: (e.span.line, e.span.column), reverse=True)
    fixed_lines = text.splitlines(keepends=True)
    for edit in edits:
        assert edit.span.line == edit.span.end_line
        row = fixed_lines[edit.span.line - 1]
        fixed_lines[edit.span.line - 1] = (
            row[: edit.span.column - 1] + edit.new_text + row[edit.span.end_column - 1 :]
        )
    codes = [d.code for d in analyze("".join(fixed_lines), "/w/m.py").diagnostics]
    assert "OXS306" not in codes and "OXS301" in codes
    only_one = next(i for i, d in enumerate(sent) if d.code == "OXS301")
    single = code_actions.actions_for(
        text, 3, sent[only_one].span, [sent[only_one]], None, "utf-16", sent
    )
    assert not any(f.action.title.startswith("Fix all") for f in single)


def test_castlike_reads_only_the_statement_around_the_position() -> None:
    # The rest of the file does not parse (and could be megabytes long): the rewrite is offered.
    source = "def broken(:\n" + SOURCE18 + "x = (\n" * 1000
    actions = code_actions.castlike_rewrites(source, 7, 20)
    assert [a.edits[0].span for a in actions] == [Span(None, 7, 20, 7, 21)]


def test_castlike_is_not_offered_in_a_statement_longer_than_the_bound() -> None:
    body = "    y = X\n" * (code_actions.MAX_STATEMENT // 9 + 1)
    long_function = SOURCE18.replace("    y = op.Gelu(X)\n", body)
    line = long_function.splitlines().index("    return op.Scan(0, X, body=Sum, num_scan_inputs=1)")
    assert code_actions.castlike_rewrites(long_function, line + 1, 20) == []
    assert code_actions.castlike_rewrites(SOURCE18, 6, 20)
