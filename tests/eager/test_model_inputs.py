"""A model's inputs from an .npz file, or made up from its input types and named sizes."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from onnx import TensorProto, helper
from onnxscribe.eager.model_inputs import InputError, generated_inputs, npz_inputs, parse_dims

GRAPH = helper.make_graph(
    [],
    "g",
    [
        helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 3]),
        helper.make_tensor_value_info("k", TensorProto.INT64, ["T"]),
        helper.make_tensor_value_info("m", TensorProto.BOOL, [2]),
    ],
    [],
)


def test_named_sizes() -> None:
    assert parse_dims(["N=4,T=2", "B=1"]) == {"N": 4, "T": 2, "B": 1}
    with pytest.raises(InputError, match="expected NAME=SIZE"):
        parse_dims(["N=four"])


def test_inputs_made_up_from_the_types() -> None:
    feeds = generated_inputs(GRAPH, {"N": 4, "T": 5})
    assert feeds["x"].shape == (4, 3) and feeds["x"].dtype == np.float32
    assert feeds["k"].shape == (5,) and feeds["k"].dtype == np.int64
    assert feeds["m"].dtype == np.bool_
    again = generated_inputs(GRAPH, {"N": 4, "T": 5})
    np.testing.assert_array_equal(feeds["x"], again["x"])  # the same seed, the same inputs
    with pytest.raises(InputError, match="--shape T=SIZE"):
        generated_inputs(GRAPH, {"N": 4})


def test_inputs_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "in.npz"
    np.savez(path, x=np.zeros((1, 3), np.float32), k=np.zeros(2, np.int64), m=np.ones(2, bool))
    assert set(npz_inputs(str(path), GRAPH)) == {"x", "k", "m"}
    np.savez(path, x=np.zeros((1, 3), np.float32))
    with pytest.raises(InputError, match="missing k, m"):
        npz_inputs(str(path), GRAPH)
