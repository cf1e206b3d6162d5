"""Presentation of values, without the protocol."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto
from onnxscribe.core.types import OptionalValueType, TensorValueType
from onnxscribe.dap import variables
from onnxscribe.dap.variables import (
    GROUP,
    VariableStore,
    preview,
    statistic_names,
    statistics,
    type_text,
)


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


def test_listing_a_scope_computes_no_statistics(monkeypatch: pytest.MonkeyPatch) -> None:
    computed: list[tuple[int, ...]] = []

    def counted(array: np.ndarray) -> list[tuple[str, str]]:
        computed.append(array.shape)
        return statistics(array)

    monkeypatch.setattr(variables, "statistics", counted)
    store = VariableStore()
    locals_ = {f"t{i}": np.full((300, 300), i, np.float32) for i in range(5)}
    listed = store.children(store.scope(locals_))
    assert [v["name"] for v in listed] == list(locals_)
    assert computed == []
    assert all(v["namedVariables"] == 7 for v in listed)
    named = store.children(listed[2]["variablesReference"], "named")
    assert computed == [(300, 300)]
    assert dict((v["name"], v["value"]) for v in named)["mean"] == "2"
    store.children(listed[3]["variablesReference"], "indexed", 0, 10)
    assert computed == [(300, 300)]


@pytest.mark.parametrize(
    "array",
    [
        np.array([np.nan, np.nan], np.float32),
        np.array([1.0, np.inf], np.float64),
        np.zeros((0, 3), np.float32),
        np.array([1 + 2j], np.complex64),
        np.array([True, False]),
        np.array([1, 2], np.uint8),
        np.array(["a"], dtype=object),
    ],
)
def test_statistic_names_say_in_advance_what_statistics_gives(array: np.ndarray) -> None:
    assert [name for name, _ in statistics(array)] == statistic_names(array)


def test_all_nan_tensors_say_they_have_no_finite_value() -> None:
    stats = dict(statistics(np.array([np.nan], np.float32)))
    assert stats["min"] == stats["max"] == stats["mean"] == "no finite value"
    assert stats["NaN count"] == "1"


def test_strings_show_as_text() -> None:
    assert preview(np.array(["a", "bc"], dtype=object)) == "STRING[2] ['a' 'bc']"
    assert preview(np.array([b"a"], dtype=object)) == "STRING[1] ['a']"
    assert preview(np.array("x", dtype=object)) == "STRING[] 'x'"
    assert "np.str_" not in VariableStore().variable("s", np.array(["a"], dtype=object))["value"]


def test_a_large_matrix_preview_is_cut_between_numbers_without_exponents() -> None:
    rng = np.random.default_rng(0)
    for matrix in (
        rng.standard_normal((3000, 3000), dtype=np.float32),
        rng.standard_normal((40, 500)) * 1000,
    ):
        text = preview(matrix)
        assert len(text) <= 80
        assert "e-" not in text and "e+" not in text
        body = text.split(" ", 1)[1].rstrip("…")
        for item in body.replace("[", " ").replace("]", " ").split():
            if item != "...":
                float(item)  # every shown number is whole
    assert "e-" in preview(rng.standard_normal(30) * 1e-6)  # tiny values keep their digits


def test_a_long_row_is_cut_at_an_element_with_an_ellipsis() -> None:
    text = preview(np.array([123456.789 + i for i in range(20)], np.float64), limit=30)
    assert len(text) <= 30 and text.endswith("…")
    float(text.split(" ")[-1].rstrip("…").strip("[]"))
