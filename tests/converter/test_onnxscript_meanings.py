"""Conversions that keep onnxscript's meaning: a bool attribute used as a tensor is BOOL, an
``Optional[T] = None`` input is a T a caller may omit, variables keep their names (so
``value_infos`` name the values they mean)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import numpy as np
import onnx
from onnxscribe import FLOAT, analyze
from onnxscribe.core.types import OptionalValueType, TensorValueType
from source_modules import import_source

HEADER = """\
from typing import Optional

from onnxscribe import BOOL, FLOAT, script
from onnxscribe import opset18 as op
"""


def test_a_bool_attribute_used_as_an_input_is_cast_to_bool(tmp_path: Path) -> None:
    module = import_source(
        tmp_path,
        "bool_attribute",
        HEADER
        + textwrap.dedent(
            """
            @script()
            def same(x: FLOAT["N"], flag: bool = True) -> BOOL:
                return op.Equal(flag, True)
            """
        ),
    )
    function = module.same.to_function_proto()
    constant, cast, _true, equal = function.node
    assert constant.op_type == "Constant" and constant.attribute[0].ref_attr_name == "flag"
    assert cast.op_type == "Cast" and cast.attribute[0].i == onnx.TensorProto.BOOL
    assert equal.input[0] == cast.output[0]
    assert bool(module.same(np.zeros(1, np.float32), flag=False)) is False


def test_an_optional_input_passes_to_an_optional_input_and_may_be_omitted(tmp_path: Path) -> None:
    source = HEADER + textwrap.dedent(
        """
        @script()
        def norm(x: FLOAT["B", 3], scale: FLOAT[3], bias: Optional[FLOAT[3]] = None) -> FLOAT["B", 3]:
            return op.LayerNormalization(x, scale, bias)
        """
    )
    analysis = analyze(source, "model.py")
    assert [d.format() for d in analysis.diagnostics] == []
    (function,) = analysis.functions
    assert function.function is not None
    bias = function.function.graph.inputs[2]
    assert bias.type == OptionalValueType(TensorValueType(onnx.TensorProto.FLOAT, (3,)))
    module = import_source(tmp_path, "optional_bias", source)
    x = np.array([[1.0, 2.0, 4.0]], dtype=np.float32)
    scale = np.ones(3, dtype=np.float32)
    without = np.asarray(module.norm(x, scale))
    with_bias = np.asarray(module.norm(x, scale, np.full(3, 1.0, dtype=np.float32)))
    np.testing.assert_allclose(with_bias, without + 1.0, rtol=1e-6)
    model = module.norm.to_model_proto()
    # a model runs with the input given: its graph input is the tensor
    assert model.graph.input[2].type.tensor_type.elem_type == onnx.TensorProto.FLOAT
    onnx.checker.check_model(model, full_check=True)


def test_variables_keep_their_names_and_value_infos_name_them(tmp_path: Path) -> None:
    module = import_source(
        tmp_path,
        "named_values",
        HEADER
        + textwrap.dedent(
            """
            @script()
            def f(x: FLOAT[2, 2]) -> FLOAT[2, 2]:
                matmul = op.MatMul(op.MatMul(x, x), x)
                matmul_1 = op.Relu(matmul)
                return op.Add(matmul_1, op.MatMul(x, x))
            """
        ),
    )
    model = module.f.to_model_proto(value_infos={"matmul": FLOAT[2, 2], "matmul_1": FLOAT[2, 2]})
    producers = {n.output[0]: n.op_type for n in model.graph.node}
    assert producers["matmul"] == "MatMul" and producers["matmul_1"] == "Relu"
    assert sorted(v.name for v in model.graph.value_info) == ["matmul", "matmul_1"]
    onnx.checker.check_model(model, full_check=True)
