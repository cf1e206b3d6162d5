"""The mypy plugin's dimension rules (the golden tests run it inside mypy)."""

from __future__ import annotations

import pytest
from mypy.types import AnyType, EllipsisType, RawExpressionType, TypeOfAny, UnboundType
from onnxscribe.mypy_plugin import dim_problem, is_tensor_type_name, plugin, shape_problems


@pytest.mark.parametrize(
    "name", ["FLOAT", "INT64", "UINT8", "BOOL", "STRING", "FLOAT8E4M3FN", "onnxscribe.BFLOAT16"]
)
def test_tensor_type_names(name: str) -> None:
    assert is_tensor_type_name(name)


@pytest.mark.parametrize("name", ["Float", "Tensor", "INT", "FLOATY", "Sequence"])
def test_other_names(name: str) -> None:
    assert not is_tensor_type_name(name)


def test_valid_dims() -> None:
    dims = [
        RawExpressionType(3, "builtins.int"),
        RawExpressionType("N", "builtins.str"),
        RawExpressionType("batch.size", "builtins.str"),
        UnboundType("None"),
        UnboundType("M", original_str_expr="M"),
    ]
    assert shape_problems(dims) == []
    assert shape_problems([EllipsisType()]) == []


def test_malformed_dims() -> None:
    assert dim_problem(RawExpressionType(-1, "builtins.int")) == "-1"
    assert dim_problem(RawExpressionType(True, "builtins.bool")) == "True"
    assert dim_problem(RawExpressionType("a b", "builtins.str")) is None  # free text, as dim_param
    assert dim_problem(RawExpressionType(None, "builtins.float")) == "a non-integer number"
    assert dim_problem(UnboundType("int")) == "int"
    assert dim_problem(AnyType(TypeOfAny.special_form)) is not None
    assert shape_problems([EllipsisType(), RawExpressionType(3, "builtins.int")]) == ["..."]


def test_entry_point_returns_the_plugin_class() -> None:
    assert plugin("2.4.1").__name__ == "OnnxscribePlugin"
