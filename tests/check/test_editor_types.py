"""What the editor shows: every assigned value has its inferred type, written as the dialect would."""

from __future__ import annotations

from onnxscribe import analyze
from onnxscribe.graph_ir.nodes import SymbolKind

SOURCE = """
from onnxscribe import script, graph, FLOAT, INT64, opset18 as op


@script()
def block(X: FLOAT["B", 64], W: FLOAT[64, 1024], b: FLOAT[1024]):
    hidden = op.MatMul(X, W) + b
    grid = op.Reshape(hidden, [0, 32, 32])
    swapped = op.Transpose(grid, perm=[0, 2, 1])
    total = op.ReduceSum(swapped, [1, 2], keepdims=0)
    size = op.Shape(X)
    first = X[0]
    pieces = op.SplitToSequence(hidden, [512, 512], axis=1)
    for i in range(3):
        hidden = op.Relu(hidden)
    return hidden, total, size, first, pieces
"""


def types_by_name() -> dict[str, str]:
    analysis = analyze(SOURCE, "block.py")
    assert analysis.diagnostics == []
    found: dict[str, str] = {}
    for symbol in analysis.symbols():
        if symbol.kind is SymbolKind.DEFINITION and symbol.value.source_name:
            found[f"{symbol.value.source_name}@{symbol.span.line}"] = str(symbol.value.type)
    return found


def test_every_assigned_value_has_its_type_and_shape() -> None:
    found = types_by_name()
    assert found["hidden@7"] == 'FLOAT["B", 1024]'
    assert found["grid@8"] == 'FLOAT["B", 32, 32]'
    assert found["swapped@9"] == 'FLOAT["B", 32, 32]'
    assert found["total@10"] == 'FLOAT["B"]'
    assert found["size@11"] == "INT64[2]"
    assert found["first@12"] == "FLOAT[64]"
    assert found["pieces@13"].startswith("Sequence[FLOAT[")
    assert found["hidden@15"] == 'FLOAT["B", 1024]'
