"""Differential tests: every construct gives the same result eagerly and in onnxruntime."""

from __future__ import annotations

from typing import Any

import onnx
import pytest
from corpus import constructs, constructs_more, realistic
from model_runs import assert_same, input_types_for, run_model

MODULES = {"constructs": constructs, "constructs_more": constructs_more, "realistic": realistic}
ALL_CASES = sorted(f"{m}.{name}" for m, module in MODULES.items() for name in module.CASES)


def _case(key: str) -> tuple[Any, tuple[object, ...]]:
    module_name, name = key.split(".")
    module = MODULES[module_name]
    return getattr(module, name), module.CASES[name]


@pytest.mark.parametrize("key", ALL_CASES)
def test_eager_equals_onnxruntime(key: str) -> None:
    function, args = _case(key)
    eager = function(*args)
    model = function.to_model_proto(input_types=input_types_for(args))
    assert_same(eager, run_model(model, args))


@pytest.mark.parametrize("key", ALL_CASES)
def test_model_passes_checker_with_known_ranks(key: str) -> None:
    function, args = _case(key)
    model = function.to_model_proto(input_types=input_types_for(args))
    onnx.checker.check_model(model, full_check=True)
    onnx.shape_inference.infer_shapes(model, strict_mode=True)


def test_loop_body_model_runs() -> None:
    function, args = _case("constructs_more.loop_op_body")
    model = function.to_model_proto(input_types=input_types_for(args))
    (result,) = run_model(model, args)
    assert result.tolist() == [6.0, 7.0, 8.0]


def test_eager_graph_proto_types_loop_inputs() -> None:
    from onnxscribe.pipeline import graph_body_proto

    def body(iteration, condition, acc):
        return condition, acc + 1.0

    proto = graph_body_proto(body, op_type="Loop")
    kinds = [i.type.tensor_type.elem_type for i in proto.input[:2]]
    assert kinds == [onnx.TensorProto.INT64, onnx.TensorProto.BOOL]


def test_function_proto_of_every_construct_is_valid() -> None:
    for key in ALL_CASES:
        function, _ = _case(key)
        proto = function.to_function_proto()
        assert proto.name == key.split(".")[1]
        assert len(proto.output) >= 1 and len(proto.node) >= 1
