"""Annotations from the user's own modules, as torch_lib writes them: ``from pkg import
tensor_typing`` then ``tensor_typing.TTensor``, type variables bound to unions, unions of
unions. Static analysis reads them from the files; ``@script()`` from the live modules."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import onnx
import pytest
from model_runs import assert_same, run_model
from onnxscribe import analyze
from tool_reports import analyzer_reports, check_reports, errors

TENSOR_TYPING = """
from typing import TypeVar, Union

from onnxscribe import BOOL, DOUBLE, FLOAT, FLOAT16, INT32, INT64, STRING

RealType = Union[FLOAT16, FLOAT, DOUBLE, INT32, INT64]
TTensor = TypeVar("TTensor", bound=Union[RealType, BOOL])
TReal = TypeVar("TReal", bound=RealType)
TTensorOrString = TypeVar("TTensorOrString", bound=Union[RealType, BOOL, STRING])
"""

OPS = """
from typing import Union

from onnxscribe import BOOL, FLOAT, INT64, script
from onnxscribe import opset18 as op
from mylib import tensor_typing
from mylib.tensor_typing import RealType


@script()
def rank(input: tensor_typing.TTensor) -> INT64:
    return op.Size(op.Shape(input))


@script()
def is_nonzero(self: Union[RealType, BOOL]) -> BOOL:
    return op.Cast(self, to=BOOL.dtype)


@script()
def absolute(self: tensor_typing.TReal) -> tensor_typing.TReal:
    return op.Abs(self)


@script()
def model(x: FLOAT["N", "M"]) -> FLOAT["N", "M"]:
    return absolute(x) * op.CastLike(rank(x), x)
"""


@pytest.fixture
def package(tmp_path: Path) -> Iterator[Path]:
    root = tmp_path / "mylib"
    root.mkdir()
    (root / "__init__.py").write_text('"""A library of script functions."""\n', encoding="utf-8")
    (root / "tensor_typing.py").write_text(TENSOR_TYPING, encoding="utf-8")
    (root / "ops.py").write_text(OPS, encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    yield root
    sys.path.remove(str(tmp_path))
    for name in [n for n in sys.modules if n == "mylib" or n.startswith("mylib.")]:
        del sys.modules[name]


def test_check_and_the_language_server_report_no_error(package: Path) -> None:
    assert errors(check_reports([package])) == []
    assert errors(analyzer_reports(package / "ops.py")) == []


def test_the_type_variable_is_read_through_the_module_attribute(package: Path) -> None:
    # absolute's TReal allows numbers only: a BOOL argument is refused, so the bound was read
    source = (package / "ops.py").read_text(encoding="utf-8") + (
        "\n\n@script()\ndef wrong(b: BOOL['N']) -> BOOL['N']:\n    return absolute(b)\n"
    )
    found = [d for d in analyze(source, str(package / "ops.py")).diagnostics if d.is_error]
    assert [d.code for d in found] == ["OXS401"]
    assert "TReal" in found[0].message


def test_live_functions_run_the_same_eagerly_and_in_onnxruntime(package: Path) -> None:
    ops = importlib.import_module("mylib.ops")
    x = np.array([[-1.0, 2.0], [3.0, -4.0]], dtype=np.float32)
    eager = ops.model(x)
    np.testing.assert_array_equal(eager, np.abs(x) * 2.0)
    model = ops.model.to_model_proto()
    onnx.checker.check_model(model, full_check=True)
    assert_same(eager, run_model(model, (x,)))
