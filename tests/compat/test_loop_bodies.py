"""If, Loop and Scan bodies declare no shape where none is known (an empty shape would be rank 0),
a Loop body's condition has the Loop condition's shape, loop variables keep their last value after
the loop, and a loop that cannot end is refused."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import numpy as np
import onnx
import pytest
from model_runs import assert_same, run_model
from onnxscribe import analyze
from onnxscribe.core.diagnostics import ScriptError
from programs_under_test import PROGRAMS, load

HEADER = "from onnxscribe import script, FLOAT, INT64\nfrom onnxscribe import opset18 as op\n\n"


def _module(tmp_path: Path, name: str, body: str) -> ModuleType:
    path = tmp_path / f"{name}.py"
    path.write_text(HEADER + body, encoding="utf-8")
    return load(path)


def _body(model: onnx.ModelProto, op_type: str, attribute: str) -> onnx.GraphProto:
    (node,) = [n for n in model.graph.node if n.op_type == op_type]
    (graph,) = [a.g for a in node.attribute if a.name == attribute]
    return graph


def _shape(info: onnx.ValueInfoProto) -> list[int | str] | None:
    tensor = info.type.tensor_type
    if not tensor.HasField("shape"):
        return None
    return [d.dim_value if d.HasField("dim_value") else d.dim_param for d in tensor.shape.dim]


def test_a_while_loop_over_a_symbolic_shape_passes_the_checker_and_runs() -> None:
    grow = load(PROGRAMS / "one_element_conditions.py").grow
    model = grow.to_model_proto()
    onnx.checker.check_model(model, full_check=True)
    body = _body(model, "Loop", "body")
    # the condition is ReduceSum(x) < 100.0, of shape [1]: the body's condition input is too
    assert [_shape(v) for v in body.input] == [[], [1], None]
    assert [_shape(v) for v in body.output] == [None, None]
    x = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    assert_same(grow(x), run_model(model, (x,)))


def test_for_loop_and_if_bodies_declare_no_unknown_shape() -> None:
    program = load(PROGRAMS / "loop_bodies.py")
    loop = _body(program.cumulative.to_model_proto(), "Loop", "body")
    assert [_shape(v) for v in loop.input] == [[], [], None]
    assert [_shape(v) for v in loop.output] == [None, None]
    pick = program.pick.to_model_proto()
    onnx.checker.check_model(pick, full_check=True)
    for branch in ("then_branch", "else_branch"):
        assert [_shape(v) for v in _body(pick, "If", branch).output] == [None]


def test_a_loop_variable_read_after_the_loop_holds_its_last_value(tmp_path: Path) -> None:
    module = _module(
        tmp_path,
        "last_value",
        '@script()\ndef f(x: FLOAT["N"], n: INT64) -> FLOAT["N"]:\n'
        "    for i in range(2, n):\n        x = x + 1.0\n"
        "    return x + op.Cast(i, to=FLOAT.dtype)\n",
    )
    x, n = np.array([0.0, 10.0], dtype=np.float32), np.array(5, dtype=np.int64)
    eager = module.f(x, n)
    np.testing.assert_array_equal(eager, [7.0, 17.0])  # three iterations, i ends at 4
    assert_same(eager, run_model(module.f.to_model_proto(), (x, n)))


WHILE_TRUE = '@script()\ndef f(x: FLOAT["N"]) -> FLOAT["N"]:\n    while True:\n        x = x * 2.0\n    return x\n'


def test_a_while_true_loop_without_break_is_refused_at_the_while() -> None:
    found = [
        (d.code, d.span.line - 3, d.span.column)
        for d in analyze(HEADER + WHILE_TRUE, "f.py").diagnostics
    ]
    assert found == [("OXS121", 3, 11)]


def test_script_refuses_an_endless_loop(tmp_path: Path) -> None:
    with pytest.raises(ScriptError, match="OXS121 this loop never ends"):
        _module(tmp_path, "endless", WHILE_TRUE)


def test_a_while_true_loop_with_a_break_runs(tmp_path: Path) -> None:
    module = _module(
        tmp_path,
        "with_break",
        '@script()\ndef f(x: FLOAT["N"]) -> FLOAT["N"]:\n    while True:\n'
        "        x = x * 2.0\n        if op.ReduceMax(x, keepdims=0) > 100.0:\n            break\n"
        "    return x\n",
    )
    x = np.array([1.0, 3.0], dtype=np.float32)
    eager = module.f(x)
    np.testing.assert_array_equal(eager, [64.0, 192.0])
    model = module.f.to_model_proto()
    onnx.checker.check_model(model, full_check=True)
    assert_same(eager, run_model(model, (x,)))
