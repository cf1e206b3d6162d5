"""What both processes of the start-up use loads once: the modules that the start-up phase
(``early``, in the server) and the analysis process import are imported before the analysis
process is forked, so that the two do not import the same modules at the same time."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, sys
import onnxscribe.cli, onnxscribe.lsp.entry
forked = set(sys.modules)
import {module}
print(json.dumps(sorted(set(sys.modules) - forked)))
"""


def _loaded_after_the_fork(module: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(module=module)],
        capture_output=True,
        text=True,
        check=True,
    )
    return set(json.loads(done.stdout))


def test_no_module_is_loaded_by_both_processes_after_the_fork() -> None:
    server = _loaded_after_the_fork("onnxscribe.lsp.early")
    analysis = _loaded_after_the_fork("onnxscribe.lsp.analysis_process")
    assert "onnxscribe.lsp.early" in server and "onnxscribe.pipeline" in analysis
    assert server & analysis == set()
