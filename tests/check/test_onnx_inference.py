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


def _pad(pads: np.ndarray, rank: int) -> list[TensorValueType | None]:
    result = infer_node(
        "Pad",
        "",
        18,
        [TensorValueType(F, (1,) * rank), TensorValueType(I64, (2 * rank,))],
        [None, pads],
        [],
        1,
    )
    assert result is not None and result.error is None
    return result.outputs  # type: ignore[return-value]


def test_constant_inputs_of_many_elements_are_told_apart_by_their_values():
    rank = 40  # 80 pads: more than the values a key holds as they are
    before = np.zeros(2 * rank, dtype=np.int64)
    after = before.copy()
    after[rank] = 2
    assert _pad(before, rank) == [TensorValueType(F, (1,) * rank)]
    assert _pad(after, rank) == [TensorValueType(F, (3,) + (1,) * (rank - 1))]
    assert _pad(before, rank) == [TensorValueType(F, (1,) * rank)]


def test_a_result_for_a_weight_too_large_to_be_seen_serves_any_weight_of_its_type():
    def matmul(weight: np.ndarray) -> object:
        return infer_node(
            "MatMul",
            "",
            18,
            [TensorValueType(F, ("N", 80)), TensorValueType(F, (80, 64))],
            [None, weight],
            [],
            1,
        )

    first = matmul(np.zeros((80, 64), dtype=np.float32))
    again = matmul(np.ones((80, 64), dtype=np.float32))
    assert first is again  # its values are not given to inference, so they do not key it
    assert first is not None and first.outputs == [TensorValueType(F, ("N", 64))]  # type: ignore[attr-defined]
