"""Evaluators: onnxruntime with cached sessions, the reference evaluator, and auto's fallback."""

from __future__ import annotations

import numpy as np
import onnxruntime
import onnxscribe
import pytest
from onnxscribe import Opset, opset18
from onnxscribe.core.runtime import runtime_limits
from onnxscribe.eager.errors import EagerError
from onnxscribe.eager.evaluators import (
    AutoEvaluator,
    OrtEvaluator,
    ReferenceEvaluator,
    evaluator,
    get_evaluator,
    one_node_model,
    set_evaluator,
)
from onnxscribe.eager.tensor import Tensor

X = np.arange(6, dtype=np.float32).reshape(2, 3)
TRAINING = Opset("ai.onnx.preview.training", 1)


def adagrad_inputs() -> tuple[np.ndarray, ...]:
    rate = np.array(0.1, dtype=np.float32)
    step = np.array(0, dtype=np.int64)
    weights = np.array([1.0], dtype=np.float32)
    gradient = np.array([-1.0], dtype=np.float32)
    history = np.array([2.0], dtype=np.float32)
    return rate, step, weights, gradient, history


@pytest.mark.parametrize("make", [OrtEvaluator, ReferenceEvaluator, AutoEvaluator])
def test_each_evaluator_runs_ops(make: type) -> None:
    chosen = make()
    with evaluator(chosen):
        result = opset18.Add(X, X)
        assert isinstance(result, Tensor)
        np.testing.assert_array_equal(np.asarray(result), X + X)
        values, indices = opset18.TopK(X, np.array([2]), axis=1)
        np.testing.assert_array_equal(np.asarray(values), [[2, 1], [5, 4]])
        np.testing.assert_array_equal(np.asarray(indices), [[2, 1], [2, 1]])
        pieces = opset18.SplitToSequence(X, axis=1, keepdims=0)
        assert isinstance(pieces, list) and len(pieces) == 3
        np.testing.assert_array_equal(np.asarray(pieces[1]), X[:, 1])
        joined = opset18.ConcatFromSequence([X, X], axis=0)
        assert joined.shape == (4, 3)
        clipped = opset18.Clip(X, None, np.array(2.0, dtype=np.float32))
        np.testing.assert_array_equal(np.asarray(clipped), np.minimum(X, 2))
        absent = opset18.OptionalHasElement(None)
        assert bool(absent) is False


def test_ort_caches_one_session_per_signature() -> None:
    ort = OrtEvaluator()
    with evaluator(ort):
        for _ in range(3):
            opset18.Add(X, X)
        assert ort.cache_size == 1
        opset18.Add(X.astype(np.float64), X.astype(np.float64))
        assert ort.cache_size == 2
        opset18.Add(X[0], X[0])
        assert ort.cache_size == 3
        opset18.LeakyRelu(X, alpha=0.5)
        opset18.LeakyRelu(X, alpha=0.5)
        opset18.LeakyRelu(X, alpha=0.25)
        assert ort.cache_size == 5


def test_reference_evaluator_caches_too() -> None:
    reference = ReferenceEvaluator()
    with evaluator(reference):
        opset18.Relu(X)
        opset18.Relu(X)
    assert reference.cache_size == 1


def test_auto_falls_back_where_onnxruntime_has_no_kernel() -> None:
    with evaluator("ort"), pytest.raises(EagerError, match="Adagrad"):
        TRAINING.Adagrad(*adagrad_inputs())
    auto = AutoEvaluator()
    with evaluator(auto):
        new_weights, new_history = TRAINING.Adagrad(*adagrad_inputs())
        TRAINING.Adagrad(*adagrad_inputs())
        opset18.Add(X, X)
    np.testing.assert_allclose(np.asarray(new_history), [3.0])
    np.testing.assert_allclose(
        np.asarray(new_weights), [1.0 + 0.1 / np.sqrt(3.0 + 1e-6)], rtol=1e-5
    )
    assert [s.op for s in auto.fallbacks] == ["Adagrad"]
    assert auto.reference.cache_size == 1
    assert auto.ort.cache_size == 1


def test_newest_opsets_run_in_onnxruntime() -> None:
    latest = getattr(onnxscribe, f"opset{onnxscribe.core.schemas.latest_version()}")
    ort = OrtEvaluator()
    with evaluator(ort):
        np.testing.assert_array_equal(np.asarray(latest.Mul(X, X)), X * X)
    assert ort.cache_size == 1


def test_models_use_an_ir_version_onnxruntime_accepts() -> None:
    limits = runtime_limits()
    assert limits.ir_version >= 8 and limits.opsets[""] >= 18
    ort = OrtEvaluator()
    with evaluator(ort):
        opset18.Add(X, X)
    (signature,) = ort._runners
    model = one_node_model(signature)
    session = onnxruntime.InferenceSession(
        model.SerializeToString(), providers=["CPUExecutionProvider"]
    )
    assert len(session.get_inputs()) == 2


def test_selection() -> None:
    default = get_evaluator()
    assert isinstance(default, AutoEvaluator)
    with evaluator("reference") as chosen:
        assert get_evaluator() is chosen
        assert isinstance(chosen, ReferenceEvaluator)
        with evaluator("ort"):
            assert isinstance(get_evaluator(), OrtEvaluator)
        assert get_evaluator() is chosen
    assert get_evaluator() is default
    try:
        assert isinstance(set_evaluator("reference"), ReferenceEvaluator)
        assert isinstance(get_evaluator(), ReferenceEvaluator)
        np.testing.assert_array_equal(np.asarray(opset18.Neg(X)), -X)
    finally:
        set_evaluator(default)
    assert get_evaluator() is default
    assert onnxscribe.evaluator is evaluator
    with pytest.raises(ValueError, match="unknown evaluator 'fast'"):
        set_evaluator("fast")


def test_auto_falls_back_for_element_types_onnxruntime_cannot_take() -> None:
    bfloat16 = onnxscribe.core.types.numpy_dtype(onnxscribe.BFLOAT16.dtype)
    value = np.array([1.5, 2.0], dtype=bfloat16)
    auto = AutoEvaluator()
    with evaluator(auto):
        first = opset18.Add(value, value)
        second = opset18.Add(value, value)
        widened = opset18.Cast(value, to=onnxscribe.FLOAT.dtype)
        opset18.Cast(value, to=onnxscribe.FLOAT.dtype)
    assert first.dtype == bfloat16
    np.testing.assert_array_equal(np.asarray(second).astype(np.float32), [3.0, 4.0])
    np.testing.assert_array_equal(np.asarray(widened), [1.5, 2.0])
    assert sorted(s.op for s in auto.fallbacks) == ["Add", "Cast"]
    assert auto.reference.cache_size == 2


def test_an_op_onnxruntime_lacks_is_marked_unsupported_under_ort_alone() -> None:
    """onnxruntime registers no kernel for the training op Adagrad: the error says so."""
    from onnxscribe.core.opsets import standard_opset

    training = standard_opset("ai.onnx.preview.training", 1)
    x = np.ones((2,), np.float32)
    args = (np.array(0.1, np.float32), np.array(1, np.int64), x, x, x)
    with evaluator("ort"), pytest.raises(EagerError) as raised:
        training.Adagrad(*args)
    assert raised.value.unsupported
    assert "Adagrad" in raised.value.reason
    with evaluator("auto"):
        assert len(training.Adagrad(*args)) == 2


def test_a_failed_run_is_not_marked_unsupported() -> None:

    with evaluator("ort"), pytest.raises(EagerError) as raised:
        opset18.Reshape(np.ones((2, 3), np.float32), np.array([4], np.int64))
    assert not raised.value.unsupported
