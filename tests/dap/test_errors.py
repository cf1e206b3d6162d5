"""A failing op stops at its line with the runtime's message; bad launches answer with an error."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from dap_client import DapClient
from programs_support import line_of, program

FAILING = program("failing.py")
MATRIX = {"X": "np.ones((2, 3), dtype=np.float32)"}


@pytest.mark.parametrize("mode", ["graph", "eager"])
def test_failing_op_stops_with_exception_at_its_line(client: DapClient, mode: str) -> None:
    client.start(program=FAILING, function="square", inputs=MATRIX, mode=mode)
    top = client.stopped("exception")
    assert top["line"] == line_of("failing.py", "op.MatMul(doubled, X)")
    assert [f["name"] for f in top["stack"]] == ["square"]
    info = client.request("exceptionInfo", {"threadId": 1})
    assert info["exceptionId"] == "MatMul"
    assert info["breakMode"] == "always"
    # the op by its schema name, its inputs' types and shapes, and onnxruntime's own words,
    # worded alike in both modes
    assert info["description"].startswith("MatMul(FLOAT[2, 3], FLOAT[2, 3]) failed: ")
    assert info["details"]["op"] == "MatMul"
    assert info["details"]["inputTypes"] == ["FLOAT[2, 3]", "FLOAT[2, 3]"]
    assert "dimension" in info["details"]["message"].lower()
    assert not info["details"]["message"].startswith("[ONNXRuntimeError]")
    variables = client.scope_variables(top["id"])
    assert variables["doubled"]["value"] == "FLOAT[2, 3] [[2. 2. 2.] [2. 2. 2.]]"
    client.request("continue", {"threadId": 1})
    assert client.wait_event("exited")["exitCode"] == 1
    assert "MatMul" in client.output("stderr")


def test_graph_failure_names_the_input_types(client: DapClient) -> None:
    client.start(program=FAILING, function="square", inputs=MATRIX)
    client.stopped("exception")
    info = client.request("exceptionInfo", {"threadId": 1})
    assert info["details"]["inputTypes"] == ["FLOAT[2, 3]", "FLOAT[2, 3]"]
    assert info["details"]["stackTrace"].endswith(
        f"failing.py:{line_of('failing.py', 'op.MatMul')}:15"
    )


def launch_error(client: DapClient, **arguments: object) -> str:
    client.request("initialize", {"adapterID": "onnxscribe"})
    message = client.failing("launch", arguments)
    assert "Traceback" not in message
    return message


def test_unknown_function_lists_the_script_functions(client: DapClient) -> None:
    message = launch_error(client, program=program("loops.py"), function="nope", inputs={})
    assert (
        message == "loops.py has no script function 'nope'; its script functions: accumulate, scale"
    )


def test_input_of_the_wrong_dtype(client: DapClient) -> None:
    message = launch_error(
        client,
        program=program("loops.py"),
        function="accumulate",
        inputs={"X": "np.array([1, 2, 3])"},
    )
    assert message == "accumulate: input 'X' must be FLOAT, not INT64 (numpy int64)"


def test_input_of_the_wrong_rank(client: DapClient) -> None:
    message = launch_error(
        client,
        program=program("loops.py"),
        function="accumulate",
        inputs={"X": "np.ones((2, 2), dtype=np.float32)"},
    )
    assert "input 'X' must have rank 1" in message


def test_unreadable_npz(client: DapClient, tmp_path: Path) -> None:
    broken = tmp_path / "inputs.npz"
    broken.write_bytes(b"this is not a zip file")
    message = launch_error(
        client, program=program("loops.py"), function="accumulate", inputs=str(broken)
    )
    assert message.startswith(f"'inputs': cannot read {broken}")


def test_npz_inputs_by_name_are_used(client: DapClient, tmp_path: Path) -> None:
    saved = tmp_path / "inputs.npz"
    np.savez(saved, X=np.array([10, 10, 10], dtype=np.float32))
    client.start(program=program("loops.py"), function="accumulate", inputs=str(saved))
    assert client.wait_event("exited")["exitCode"] == 0
    assert "out = FLOAT[3] [-6. -6. -6.]" in client.output("console")


def test_missing_input_and_bad_expression(client: DapClient) -> None:
    message = launch_error(client, program=program("loops.py"), function="accumulate", inputs={})
    assert message == (
        "input 'X' of accumulate has no value: give it in 'inputs' (a .npz file or a mapping "
        'from names to expressions), e.g. "inputs": {"X": "np.ones((2,), np.float32)"}'
    )


def test_bad_expression(client: DapClient) -> None:
    message = launch_error(
        client, program=program("loops.py"), function="accumulate", inputs={"X": "np.nope(3)"}
    )
    assert "evaluating 'X' = 'np.nope(3)' raised AttributeError" in message


def test_missing_program_and_bad_mode(client: DapClient, tmp_path: Path) -> None:
    message = launch_error(client, program=str(tmp_path / "absent.py"))
    assert message == f"'program': no such file: {tmp_path / 'absent.py'}"
    message = client.failing("launch", {"program": program("loops.py"), "mode": "fast"})
    assert message == "'mode' must be one of graph, eager, compare, not 'fast'"


def test_program_with_a_script_error_reports_its_diagnostics(
    client: DapClient, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text(
        "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n\n"
        "@script()\ndef f(X: FLOAT['N']):\n    return op.NoSuchOp(X)\n"
    )
    message = launch_error(client, program=str(bad), function="f")
    assert message.startswith("f has errors, so it cannot run:\n")
    assert f"{bad}:6:" in message and "NoSuchOp" in message


def test_program_that_raises_while_imported(client: DapClient, tmp_path: Path) -> None:
    bad = tmp_path / "raises.py"
    bad.write_text("import os\n\nvalue = int('seven')\n")
    message = launch_error(client, program=str(bad))
    assert message == (
        f"{bad}:3: importing the program raised ValueError: "
        "invalid literal for int() with base 10: 'seven'"
    )
