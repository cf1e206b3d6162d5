"""Presentation of values, without the protocol."""

from __future__ import annotations

import numpy as np
from onnx import TensorProto
from onnxscribe.core.types import OptionalValueType, TensorValueType
from onnxscribe.dap.variables import GROUP, VariableStore, preview, statistics, type_text


def test_type_text_and_preview() -> None:
    assert type_text(np.zeros((2, 3), np.float32)) == "FLOAT[2, 3]"
    assert type_text(np.array(3, np.int64)) == "INT64[]"
    assert type_text([np.zeros(2, np.float16)]) == "Sequence[FLOAT16[2]]"
    assert preview(np.array(0.1, np.float32)) == "FLOAT[] 0.1"
    assert preview(np.arange(1000, dtype=np.int32)).startswith("INT32[1000] [ 0 1 2 ... 997")
    assert len(preview(np.arange(1000, dtype=np.int32))) <= 80


def test_statistics_of_integers_and_booleans() -> None:
    assert dict(statistics(np.array([1, 5, 3], np.int64)))["mean"] == "3"
    assert "NaN count" not in dict(statistics(np.array([1], np.int64)))
    assert dict(statistics(np.array([True, False, True])))["true count"] == "2"
    assert dict(statistics(np.array(["a"], dtype=object))) == {
        "dtype": "STRING (numpy object)",
        "shape": "[1]",
    }


def test_groups_for_clients_that_do_not_page() -> None:
    store = VariableStore(client_pages=False)
    size = GROUP * GROUP * 3
    variable = store.variable("big", np.zeros(size, np.float32))
    children = store.children(variable["variablesReference"])
    groups = [c for c in children if c["name"].startswith("[")]
    assert [g["name"] for g in groups] == ["[0..9999]", "[10000..19999]", "[20000..29999]"]
    inner = store.children(groups[2]["variablesReference"])
    assert len(inner) == GROUP and inner[0]["name"] == "[20000..20099]"


def test_optional_values() -> None:
    store = VariableStore()
    optional = OptionalValueType(TensorValueType(TensorProto.FLOAT, (2,)))
    assert store.variable("o", None, optional)["value"] == "Optional: empty"
    present = store.variable("o", np.ones(2, np.float32), optional)
    assert present["value"] == "Optional: FLOAT[2] [1. 1.]"
    (inner,) = store.children(present["variablesReference"])
    assert inner["name"] == "value" and inner["type"] == "FLOAT[2]"
