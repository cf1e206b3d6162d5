"""Attributes given positionally after an op's inputs: converted, checked and run eagerly the
same way; more positional arguments than inputs and attributes stays an error."""

from __future__ import annotations

import textwrap

import numpy as np
import onnx
import pytest
from onnxscribe import analyze
from onnxscribe import opset18 as op
from onnxscribe.eager.errors import OpCallError

HEADER = "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n"


def _diagnostics(body: str) -> list[tuple[str, int, int, str]]:
    source = HEADER + textwrap.dedent(body)
    return [
        (d.code, d.span.line, d.span.column, d.message)
        for d in analyze(source, "model.py").diagnostics
    ]


def test_too_many_positional_arguments_is_an_error_at_the_first_extra() -> None:
    ((code, line, column, message),) = _diagnostics(
        """
        @script()
        def f(x: FLOAT["N"]) -> FLOAT["N"]:
            return op.LeakyRelu(x, 0.2, 3)
        """
    )
    assert (code, line, column) == ("OXS304", 6, 33)
    assert "LeakyRelu takes at most 2 positional arguments: 1 input (X), then its attributes" in (
        message
    )


def test_a_positional_attribute_given_again_as_keyword() -> None:
    ((code, _line, _column, message),) = _diagnostics(
        """
        @script()
        def f(x: FLOAT["N"]) -> FLOAT["N"]:
            return op.LeakyRelu(x, 0.2, alpha=0.3)
        """
    )
    assert code == "OXS311" and "attribute 'alpha' of LeakyRelu is given twice" in message


def test_a_positional_attribute_of_the_wrong_type_is_reported_at_it() -> None:
    ((code, line, column, message),) = _diagnostics(
        """
        @script()
        def f(x: FLOAT["N"]) -> FLOAT["N"]:
            return op.LeakyRelu(x, "a")
        """
    )
    assert (code, line, column) == ("OXS307", 6, 28)
    assert "'alpha' of LeakyRelu must be a float" in message


def test_the_node_has_the_attribute() -> None:
    source = HEADER + textwrap.dedent(
        """
        @script()
        def f(x: FLOAT["N", 3], i) -> FLOAT["N", "K"]:
            return op.Gather(x, i, 1)
        """
    )
    (function,) = analyze(source, "model.py").functions
    assert function.function is not None
    (node,) = function.function.graph.nodes
    assert node.op_type == "Gather" and node.attributes["axis"].value == 1
    assert len(node.inputs) == 2


def test_eager_calls_bind_positional_attributes() -> None:
    x = np.array([1.0, -1.0], dtype=np.float32)
    np.testing.assert_allclose(np.asarray(op.LeakyRelu(x, 0.5)), [1.0, -0.5])
    table = np.arange(6, dtype=np.float32).reshape(2, 3)
    gathered = op.Gather(table, np.array([2, 0], dtype=np.int64), 1)
    assert np.asarray(gathered).tolist() == [[2.0, 0.0], [5.0, 3.0]]
    filled = op.ConstantOfShape(np.array([2], dtype=np.int64), np.array([7], dtype=np.int32))
    assert np.asarray(filled).dtype == np.int32 and np.asarray(filled).tolist() == [7, 7]
    with pytest.raises(OpCallError, match="takes at most 2 positional arguments"):
        op.LeakyRelu(x, 0.5, 3)


def test_onnxscripts_order_for_ops_with_several_attributes() -> None:
    # onnxscript binds them in onnx's declaration order: Split's is num_outputs, then axis
    assert list(onnx.defs.get_schema("Split", 18).attributes) == ["num_outputs", "axis"]
    a, b, c = op.Split(np.arange(6, dtype=np.float32), None, 3, 0)
    assert [np.asarray(part).tolist() for part in (a, b, c)] == [[0, 1], [2, 3], [4, 5]]
