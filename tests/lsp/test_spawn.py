"""The server's processes start one BLAS thread for numpy (unless the user chose a number)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from onnxscribe.lsp.spawn import BLAS_THREADS

THREADS = """
import json, os, sys
from onnxscribe.lsp import worker
from onnxscribe.lsp.spawn import spawn

process, connection = spawn(fork_closing=())  # as the server starts it
while not isinstance(connection.recv()[1], worker.Ready):
    pass  # (numpy has loaded in the analysis process)
import numpy  # as it loads in the server's process, with the server's modules

def threads(pid):
    return len(os.listdir(f"/proc/{pid}/task"))

print(json.dumps([threads(os.getpid()), threads(process.pid), os.environ.get(sys.argv[1])]))
"""


def _threads(chosen: str | None) -> tuple[int, int, str | None]:
    """The threads of the server's process and of its analysis process once numpy has loaded in
    both, and the setting the server's process has, started with ``chosen`` as the setting."""
    env = {name: value for name, value in os.environ.items() if name != BLAS_THREADS}
    if chosen is not None:
        env[BLAS_THREADS] = chosen
    done = subprocess.run(
        [sys.executable, "-c", THREADS, BLAS_THREADS],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        timeout=120,
    )
    server, analysis, setting = json.loads(done.stdout)
    return server, analysis, setting


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="OpenBLAS starts one thread a processor")
def test_the_server_and_the_analysis_process_start_one_blas_thread() -> None:
    server, analysis, setting = _threads(None)
    assert setting == "1"
    # Two threads where the user asks for two: one more than each process has on its own.
    assert _threads("2") == (server + 1, analysis + 1, "2")
