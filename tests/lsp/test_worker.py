from __future__ import annotations

import subprocess
import sys

from onnxscribe.lsp import transfer, worker
from onnxscribe.pipeline import analyze


def test_protect_stdout_sends_python_and_c_level_output_to_stderr() -> None:
    script = (
        "import os\n"
        "from onnxscribe.lsp.worker import protect_stdout\n"
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


def test_analyze_result_carries_diagnostics_and_a_transferable_analysis() -> None:
    result, analysis = worker.handle_analyze(
        worker.AnalyzeRequest("/work/model.py", "def f(:\n", None)
    )
    assert [d.code for d in result.diagnostics] == ["OXS100"]
    blob = worker.payload(analysis).blob
    assert blob is not None
    restored = transfer.loads(blob)
    assert restored.source == "def f(:\n"


def test_analyses_with_schemas_survive_the_transfer() -> None:
    source = (
        "from onnxscribe import script, opset18 as op, FLOAT\n\n"
        "@script()\ndef f(X: FLOAT[...]):\n    return op.Expand(X, op.Shape(X))\n"
    )
    analysis = analyze(source, "/work/model.py")
    restored = transfer.loads(transfer.dumps(analysis))
    assert [r.schema for r in restored.op_references()] == [
        r.schema for r in analysis.op_references()
    ]
    assert len(restored.functions) == len(analysis.functions)
