"""Ops of a domain onnx has no schema for: converted with untyped outputs, refused eagerly with
a message that says why."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import numpy as np
import onnx
import pytest
from onnxscribe.eager.errors import OpCallError
from programs_under_test import PROGRAMS, load


@pytest.fixture(scope="module")
def program() -> ModuleType:
    return load(PROGRAMS / "custom_domain.py")


def test_the_model_holds_the_custom_node_and_imports_its_domain(program: ModuleType) -> None:
    model = program.scaled_custom.to_model_proto()
    onnx.checker.check_model(model, full_check=True)
    custom = [n for n in model.graph.node if n.domain == "com.example"]
    assert [n.op_type for n in custom] == ["MyOp"]
    (alpha,) = custom[0].attribute
    assert (alpha.name, alpha.type, alpha.f) == ("alpha", onnx.AttributeProto.FLOAT, 1.0)
    imports = {i.domain: i.version for i in model.opset_import}
    assert imports["com.example"] == 1


def test_attributes_take_the_kind_of_their_value_and_outputs_are_untyped(
    program: ModuleType,
) -> None:
    function = program.two_outputs.to_function_proto()
    (split,) = [n for n in function.node if n.op_type == "Split2"]
    assert len(split.output) == 2 and list(split.input) == list(function.input)
    kinds = {a.name: a.type for a in split.attribute}
    assert kinds == {"mode": onnx.AttributeProto.STRING, "sizes": onnx.AttributeProto.INTS}
    ir = program.two_outputs.function_ir
    (node,) = [n for n in ir.graph.nodes if n.op_type == "Split2"]
    assert [v.type for v in node.outputs] == [None, None]


def test_calling_it_eagerly_says_no_runtime_implements_it(program: ModuleType) -> None:
    with pytest.raises(OpCallError) as raised:
        program.scaled_custom(np.array([1.0, -1.0], dtype=np.float32))
    message = str(raised.value)
    assert "com.example.MyOp cannot run eagerly" in message
    assert "no runtime here implements" in message


def test_an_unknown_op_of_a_known_domain_is_still_an_error(tmp_path: Path) -> None:
    from onnxscribe import analyze

    source = (
        "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n\n"
        "@script()\ndef f(x: FLOAT['N']) -> FLOAT['N']:\n    return op.MyOp(x)\n"
    )
    assert [d.code for d in analyze(source, "model.py").diagnostics] == ["OXS301"]
