"""Each IR node names the graph that holds it (a declared field, set as lowering adds the node)."""

from __future__ import annotations

from onnxscribe import analyze

SOURCE = """\
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def f(X: FLOAT["N"], flag: bool) -> FLOAT["N"]:
    if flag:
        Y = op.Relu(X)
    else:
        Y = op.Neg(op.Abs(X))
    return op.Add(Y, X)
"""


def test_every_node_is_in_the_graph_it_names() -> None:
    function = analyze(SOURCE, "f.py").functions[0].function
    assert function is not None
    nodes = function.graph.walk()
    assert {node.op_type for node in nodes} >= {"If", "Relu", "Neg", "Abs", "Add"}
    for node in nodes:
        assert node.graph is not None
        assert any(member is node for member in node.graph.nodes)
    top = [node for node in nodes if node.graph is function.graph]
    assert {node.op_type for node in top} >= {"If", "Add"}
    assert not any(node.op_type in ("Relu", "Neg", "Abs") for node in top)
