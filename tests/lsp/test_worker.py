from __future__ import annotations

import pickle
import subprocess
import sys
from typing import Any

import pytest
from onnxscribe.lsp import analysis_process, collect, incremental, worker
from onnxscribe.lsp.data import OP, DocumentData


def test_protect_stdout_sends_python_and_c_level_output_to_stderr() -> None:
    script = (
        "import os\n"
        "from onnxscribe.lsp.analysis_process import protect_stdout\n"
        "protect_stdout()\n"
        "print('from python')\n"
        "os.write(1, b'from the file descriptor\\n')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert done.stdout == ""
    assert "from python" in done.stderr
    assert "from the file descriptor" in done.stderr


def test_analyze_answers_with_plain_data_that_pickles() -> None:
    data = analysis_process.handle_analyze(
        worker.AnalyzeRequest("file:///work/model.py", "/work/model.py", "def f(:\n", None)
    )
    assert [d.code for d in data.diagnostics] == ["OXS100"]
    assert pickle.loads(pickle.dumps(data)).diagnostics == data.diagnostics


SCHEMA_SOURCE = (
    "from onnxscribe import script, opset18 as op, FLOAT\n\n"
    "@script()\ndef f(X: FLOAT[...]):\n    return op.Expand(X, op.Shape(op.Expand(X, op.Shape(X))))\n"
)


def test_document_data_carries_hovers_not_the_ir() -> None:
    data = collect.document_data(SCHEMA_SOURCE, "/work/model.py")
    blob = pickle.dumps(data)
    assert b"onnxscribe.graph_ir" not in blob and b"onnxscribe.core.schemas" not in blob
    restored = pickle.loads(blob)
    expands = [
        h for h in restored.functions[0].hovers if h.priority == OP and "Expand(" in h.markdown
    ]
    assert len(expands) == 2
    # One op's documentation travels once, however often the op is used.
    assert blob.count(b"Broadcast the input tensor") == 1


def test_a_command_converts_only_the_function_it_is_about() -> None:
    source = SCHEMA_SOURCE + "\n@script()\ndef g(X: FLOAT[...]):\n    return op.Abs(X)\n"
    analysis = incremental.DocumentAnalyzer().command_analysis(source, None, None, "g")
    assert [(f.name, f.function is not None) for f in analysis.functions] == [
        ("f", False),
        ("g", True),
    ]


def test_the_server_process_never_imports_the_converter() -> None:
    code = (
        "import sys; import onnxscribe.lsp.server, onnxscribe.lsp.entry; "
        "print(' '.join(sorted(m for m in sys.modules if m.startswith("
        "('onnxscribe.graph_ir', 'onnxscribe.pipeline', 'onnxscribe.lower', 'onnxscribe.frontend', "
        "'onnxscribe.check', 'onnxscribe.lsp.collect', 'onnxscribe.lsp.incremental', "
        "'onnxscribe.lsp.analysis_process', 'onnxscribe.lsp.commands', "
        "'onnxscribe.lsp.graph_view')))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""


def test_onnxscribe_lsp_loads_no_other_command_nor_the_converter() -> None:
    code = (
        "import sys; from onnxscribe.cli import build_parser; "
        "build_parser('lsp').parse_args(['lsp', '--log-level', 'INFO']); "
        "print(' '.join(sorted(m for m in sys.modules if m.startswith("
        "('onnxscribe.pipeline', 'onnxscribe.lower', 'onnxscribe.check', 'onnxscribe.dap', "
        "'onnxscribe.onnx2script', 'onnxscribe.cli.')))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""


def test_closing_a_document_drops_what_the_worker_keeps_about_it() -> None:
    uri = "file:///work/closing.py"
    analysis_process.handle_analyze(worker.AnalyzeRequest(uri, None, SCHEMA_SOURCE, None))
    assert uri in analysis_process.open_documents()
    assert isinstance(analysis_process.handle_close(worker.CloseRequest(uri)), worker.Closed)
    assert uri not in analysis_process.open_documents()


PRIMER_SOURCE = (
    SCHEMA_SOURCE
    + "\nimport os\n\n@script()\ndef g(X: FLOAT[...]):\n    return op.Nope(X)\n"
    + "\n@script()\ndef h(X: FLOAT['N']) -> FLOAT['N']:\n    Y = op.Add(X, 'a')\n    return z\n"
)


def test_the_first_analysis_answers_with_the_diagnostics_before_the_rest_is_made(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The start-up's analysis (a primer) is answered with the document's diagnostics, exactly
    those of a whole analysis, and nothing else; the hovers, hints and symbols are made after
    the answer, into the cache the server's own analysis of the same text then takes."""
    uri, path = "file:///work/primer.py", "/work/primer.py"
    request = worker.AnalyzeRequest(uri, path, PRIMER_SOURCE, None, primer=True)
    answers: list[object] = []
    made_before_answer: list[int] = []

    def function_data(*arguments: Any) -> Any:
        made_before_answer.append(len(answers))
        return original(*arguments)

    original = collect.function_data
    monkeypatch.setattr(collect, "function_data", function_data)
    assert analysis_process.handle_analyze(request, answers.append) is None
    monkeypatch.undo()
    [first] = answers
    assert isinstance(first, DocumentData)
    whole = collect.document_data(PRIMER_SOURCE, path)
    assert first.diagnostics == whole.diagnostics
    assert {d.code for d in first.diagnostics} >= {"OXS301"}
    assert first.functions == [] and first.module_symbols == []
    assert made_before_answer == [1, 1, 1]  # every function's data made after the answer
    again = analysis_process.handle_analyze(worker.AnalyzeRequest(uri, path, PRIMER_SOURCE, None))
    assert again is not None and again.reused == 3 and not again.kept
    assert again.diagnostics == whole.diagnostics
    assert [f.info.name for f in again.functions] == ["f", "g", "h"]
    assert again.functions == whole.functions
    assert again.symbols == whole.symbols
    analysis_process.handle_close(worker.CloseRequest(uri))


def test_a_first_analysis_without_a_way_to_answer_early_returns_its_diagnostics() -> None:
    uri = "file:///work/primer_plain.py"
    request = worker.AnalyzeRequest(uri, None, "def f(:\n", None, primer=True)
    data = analysis_process.handle_analyze(request)
    assert data is not None and [d.code for d in data.diagnostics] == ["OXS100"]
    analysis_process.handle_close(worker.CloseRequest(uri))
