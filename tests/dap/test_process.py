"""The adapter process: program output becomes output events, the protocol stream stays clean,
and the workspace cannot shadow installed packages."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from dap_client import DapClient
from programs_support import program


def test_program_output_becomes_output_events(client: DapClient) -> None:
    client.start(
        program=program("noisy.py"),
        function="negate",
        inputs={"X": "np.ones(2, dtype=np.float32)"},
    )
    assert client.wait_event("exited")["exitCode"] == 0
    client.wait_event("terminated")
    stdout = client.output("stdout")
    assert "hello from print\n" in stdout
    assert "hello from file descriptor 1\n" in stdout
    assert client.violation is None


def test_workspace_module_named_onnx_does_not_shadow_onnx(tmp_path: Path) -> None:
    (tmp_path / "onnx.py").write_text("raise ImportError('the workspace onnx.py was imported')\n")
    client = DapClient(cwd=tmp_path)
    try:
        client.start(
            program=program("loops.py"),
            function="accumulate",
            inputs={"X": "np.ones(3, dtype=np.float32)"},
        )
        assert client.wait_event("exited")["exitCode"] == 0
    finally:
        client.close()


def test_onnxscribe_dap_command_serves_the_protocol(tmp_path: Path) -> None:
    command = [str(Path(sys.executable).parent / "onnxscribe"), "dap"]
    client = DapClient(command, cwd=tmp_path)
    try:
        capabilities = client.request("initialize", {"adapterID": "onnxscribe"})
        assert capabilities["supportsConfigurationDoneRequest"] is True
        assert capabilities["supportsConditionalBreakpoints"] is True
    finally:
        client.close()
    assert client.process.returncode == 0


def test_end_of_input_ends_the_adapter() -> None:
    process = subprocess.run(
        [sys.executable, "-m", "onnxscribe.dap"], input=b"", capture_output=True, timeout=60
    )
    assert process.returncode == 0
    assert process.stdout == b""
