"""Running a script function both ways: eagerly and as a model in onnxruntime."""

from __future__ import annotations

from typing import Any

import numpy as np
import onnx
import onnxruntime as ort
from onnxscribe.core.types import from_type_proto, onnx_dtype


def run_model(model: onnx.ModelProto, args: tuple[Any, ...]) -> list[Any]:
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    feeds = {}
    for info, value in zip(session.get_inputs(), args, strict=False):
        feeds[info.name] = value if isinstance(value, list) else np.asarray(value)
    return session.run(None, feeds)


def input_types_for(args: tuple[Any, ...]) -> list[Any]:
    """Exact types of the given arguments (for functions with unannotated inputs)."""
    from onnxscribe.core.types import SequenceValueType, TensorValueType

    types: list[Any] = []
    for value in args:
        if isinstance(value, list):
            first = np.asarray(value[0])
            types.append(SequenceValueType(TensorValueType(onnx_dtype(first.dtype), first.shape)))
        else:
            array = np.asarray(value)
            types.append(TensorValueType(onnx_dtype(array.dtype), array.shape))
    return types


def as_list(result: Any) -> list[Any]:
    if isinstance(result, tuple):
        return list(result)
    return [result]


def assert_same(eager: Any, graph: list[Any]) -> None:
    eager_results = as_list(eager)
    assert len(eager_results) == len(graph)
    for expected, actual in zip(eager_results, graph, strict=False):
        if isinstance(expected, list):
            assert isinstance(actual, list) and len(actual) == len(expected)
            for e, a in zip(expected, actual, strict=False):
                np.testing.assert_allclose(np.asarray(a), np.asarray(e), rtol=1e-6)
            continue
        expected_array = np.asarray(expected)
        actual_array = np.asarray(actual)
        assert expected_array.dtype == actual_array.dtype, (
            expected_array.dtype,
            actual_array.dtype,
        )
        assert expected_array.shape == actual_array.shape, (
            expected_array.shape,
            actual_array.shape,
        )
        np.testing.assert_allclose(actual_array, expected_array, rtol=1e-6)


def declared(value_type: Any) -> Any:
    return from_type_proto(value_type)
