"""Tensor subscripts evaluate the dialect's subscript plan with onnxruntime: they match numpy for
every form the dialect has, at ai.onnx versions on both sides of each rule the plan follows."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnxscribe import Tensor
from onnxscribe.core.opsets import standard_opset
from onnxscribe.eager.context import use_opset
from onnxscribe.eager.evaluators import OrtEvaluator, evaluator
from subscript_keys import VERSIONS, Case, cases

ORT = OrtEvaluator()


def _evaluate(case: Case, version: int) -> np.ndarray:
    x = Tensor(case.array)
    indices = [Tensor(i) for i in case.index_arrays]
    with use_opset(standard_opset("", version)), evaluator(ORT):
        return np.asarray(x[case.key(indices)])


def _needs_slice_steps(case: Case) -> bool:
    return any(p.kind == "slice" and p.values[2] not in (None, 1) for p in case.parts)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases(), st.sampled_from(VERSIONS))
def test_subscripts_match_numpy_in_onnxruntime(case: Case, version: int) -> None:
    if version < 10 and _needs_slice_steps(case):
        # Slice has no steps before version 10: the converter reports OXS302 for the same text.
        with pytest.raises(IndexError, match="needs Slice with steps"):
            _evaluate(case, version)
        return
    result = _evaluate(case, version)
    expected = case.expected()
    assert result.shape == expected.shape
    np.testing.assert_array_equal(result, expected)


def test_subscripts_run_as_the_plan_s_ops() -> None:
    x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
    ort = OrtEvaluator()
    with evaluator(ort):
        x[1:, ::-1, None, 0]
    assert sorted(signature.op for signature in ort._runners) == ["Gather", "Slice", "Unsqueeze"]
    old = OrtEvaluator()
    with use_opset(standard_opset("", 10)), evaluator(old):
        np.testing.assert_array_equal(np.asarray(x[:, -1]), np.arange(24).reshape(2, 3, 4)[:, -1])
    # Before Gather takes negative indices, x[:, -1] is a one-element Slice and a Squeeze.
    assert sorted(signature.op for signature in old._runners) == ["Slice", "Squeeze"]


def test_a_new_axis_after_a_vector_index_follows_it() -> None:
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    index = np.array([2, 0], dtype=np.int64)
    result = np.asarray(Tensor(x)[Tensor(index), None])
    np.testing.assert_array_equal(result, x[index][:, None])


def test_bad_subscripts_raise_as_in_numpy() -> None:
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    with pytest.raises(IndexError, match="index 2 is out of bounds for axis 0 with size 2"):
        x[2]
    with pytest.raises(IndexError, match="out of bounds for axis 1 with size 3"):
        x[..., -4]
    with pytest.raises(IndexError, match=r"only one \.\.\."):
        x[..., 0, ...]
    with pytest.raises(ValueError, match="step cannot be zero"):
        x[::0]
    with pytest.raises(TypeError, match="bool"):
        x[True]
    with pytest.raises(TypeError, match="integer"):
        x[Tensor(np.array([0.5]))]
