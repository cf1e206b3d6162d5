"""The ai.onnx version a function's nodes are written against, read from one walk of its graph."""

from __future__ import annotations

import onnx
from onnxscribe import analyze
from onnxscribe.graph_ir.emit import add_opset_imports, function_imports, model_imports
from onnxscribe.graph_ir.nodes import Function
from onnxscribe.graph_ir.opset_policy import onnx_version

SOURCE = """\
from onnxscribe import FLOAT, script
from onnxscribe import opset13, opset18


@script()
def mixed(X: FLOAT["N"], flag: bool) -> FLOAT["N"]:
    if flag:
        Y = opset18.Relu(X)
    else:
        Y = opset13.Neg(X)
    return opset13.Add(Y, X)


@script()
def plain(X: FLOAT["N"]) -> FLOAT["N"]:
    return opset13.Abs(X)
"""


def _functions() -> dict[str, Function]:
    found = {}
    for analyzed in analyze(SOURCE, "m.py").functions:
        assert analyzed.function is not None
        found[analyzed.function.name] = analyzed.function
    return found


def test_the_version_is_the_highest_of_the_nodes_in_every_graph() -> None:
    functions = _functions()
    assert onnx_version(functions["mixed"]) == 18  # the Relu inside the If's branch
    assert onnx_version(functions["plain"]) == 13


def test_a_walk_given_gives_what_a_walk_of_its_own_gives() -> None:
    walked, own = _functions(), _functions()
    for name, function in walked.items():
        nodes = function.graph.walk()
        assert onnx_version(function, nodes) == onnx_version(own[name])
        assert function_imports(function, nodes) == function_imports(own[name])


def test_a_model_s_imports_are_those_of_its_function() -> None:
    for function in _functions().values():
        imports, functions_version = model_imports(function)
        assert imports == function_imports(function)
        assert functions_version == imports.get("")


def test_a_model_s_opset_imports_are_written_in_the_order_of_their_domains() -> None:
    model = onnx.ModelProto()
    add_opset_imports(model.opset_import, {"com.microsoft": 1, "": 18, "ai.onnx.ml": 3})
    expected = [
        onnx.helper.make_opsetid(d, v)
        for d, v in [("", 18), ("ai.onnx.ml", 3), ("com.microsoft", 1)]
    ]
    assert [e.SerializeToString() for e in model.opset_import] == [
        e.SerializeToString() for e in expected
    ]
