import numpy as np
import onnx
from onnxscribe.check.onnx_inference import infer_node
from onnxscribe.core.types import FLOAT, INT64, SequenceValueType, TensorValueType

F = FLOAT.dtype
I64 = INT64.dtype


def test_shapes_with_symbols_and_constant_inputs():
    result = infer_node(
        "Pad",
        "",
        18,
        [TensorValueType(F, ("N", 3)), TensorValueType(I64, (4,))],
        [None, np.array([0, 1, 0, 1])],
        [],
        1,
    )
    assert result is not None and result.error is None
    assert result.outputs == [TensorValueType(F, ("N", 5))]


def test_invented_dims_become_unknown():
    result = infer_node("NonZero", "", 18, [TensorValueType(F, ("N", 3))], [None], [], 1)
    assert result is not None
    assert result.outputs == [TensorValueType(I64, (2, None))]


def test_errors_come_back_without_onnx_prefixes():
    axis = onnx.helper.make_attribute("axis", 0)
    result = infer_node(
        "Concat",
        "",
        18,
        [TensorValueType(F, ("N", 3)), TensorValueType(F, (2, 4))],
        [None, None],
        [axis],
        1,
    )
    assert result is not None and result.error is not None
    assert not result.error.startswith(("[", "Inference error", "(op_type"))
    assert "Inferred=4 Declared=3" in result.error


def test_sequences_and_omitted_optional_inputs():
    sequence = SequenceValueType(TensorValueType(F, None))
    result = infer_node(
        "SequenceAt", "", 18, [sequence, TensorValueType(I64, ())], [None, None], [], 1
    )
    assert result is not None and result.outputs == [TensorValueType(F, None)]
    clip = infer_node(
        "Clip", "", 18, [TensorValueType(F, (2,)), None, TensorValueType(F, ())], [None] * 3, [], 1
    )
    assert clip is not None and clip.outputs == [TensorValueType(F, (2,))]


def test_unknown_input_types_are_not_sent():
    assert infer_node("Relu", "", 18, [TensorValueType(None, (2,))], [None], [], 1) is None
