"""Loading the program: one script function's errors do not keep another from running."""

from __future__ import annotations

import numpy as np
import pytest
from dap_client import DapClient
from onnx import TensorProto
from onnxscribe.core.diagnostics import ScriptError
from onnxscribe.core.types import SequenceValueType, TensorValueType, ValueType
from onnxscribe.dap.launch import LaunchError, parse_launch_arguments
from onnxscribe.dap.program import example_input, load_program
from onnxscribe.values import BrokenScriptFunction, deferred_script_errors, script
from programs_support import program

MIXED = program("mixed.py")


def test_a_correct_function_runs_beside_functions_with_errors(client: DapClient) -> None:
    client.start(
        program=MIXED,
        function="scale_relu",
        inputs={"x": "np.array([[1, -1, 2]], dtype=np.float32)"},
    )
    assert client.wait_event("exited")["exitCode"] == 0
    assert "FLOAT[1, 3] [[2. 0. 4.]]" in client.output("console")
    assert "broken" not in client.output()


def test_the_launched_function_reports_its_own_errors() -> None:
    config = parse_launch_arguments({"program": MIXED, "function": "broken", "inputs": {}})
    with pytest.raises(LaunchError) as raised:
        load_program(config)
    message = str(raised.value)
    assert message.startswith("broken has errors, so it cannot run:\n")
    assert "NoSuchOp" in message


def test_a_function_calling_a_broken_one_names_it() -> None:
    config = parse_launch_arguments({"program": MIXED, "function": "calls_broken", "inputs": {}})
    with pytest.raises(LaunchError, match="script function broken has errors and cannot be called"):
        load_program(config)


def test_errors_are_deferred_only_inside_the_context() -> None:
    def bad(x):  # type: ignore[no-untyped-def]
        return x.no_such_method()

    with deferred_script_errors():
        deferred = script()(bad)
    assert isinstance(deferred, BrokenScriptFunction)
    with pytest.raises(ScriptError):
        deferred(1)
    with pytest.raises(ScriptError):
        script()(bad)


@pytest.mark.parametrize(
    ("declared", "expression"),
    [
        (TensorValueType(TensorProto.FLOAT, ("N", 3)), "np.ones((2, 3), np.float32)"),
        (TensorValueType(TensorProto.INT64, (5,)), "np.ones((5,), np.int64)"),
        (TensorValueType(TensorProto.BOOL, None), "np.ones((), np.bool)"),
        (TensorValueType(TensorProto.DOUBLE, ()), "np.ones((), np.float64)"),
        (
            SequenceValueType(TensorValueType(TensorProto.FLOAT, (3,))),
            "[np.ones((3,), np.float32)]",
        ),
    ],
)
def test_example_inputs_follow_the_declared_type(declared: ValueType, expression: str) -> None:
    assert example_input(declared) == expression
    value = eval(expression, {"np": np})
    array = np.asarray(value[0] if isinstance(value, list) else value)
    assert array.dtype.kind in "fib"
