"""A negated literal gives the value folding gives it, in a live conversion (no budget) and in
the analysis of source text (a budget for the file)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
from onnxscribe import analyze
from onnxscribe.graph_ir.emit import model_proto
from source_modules import import_source

SOURCE = """
from onnxscribe import script, opset18 as op, FLOAT, INT64


@script()
def negatives(X: FLOAT["N"], I: INT64["N"]) -> FLOAT["M"]:
    joined = op.Concat(X, X, axis=-1)
    shifted = op.Add(joined, -1.5)
    counted = op.Add(I, -True)
    big = op.Add(I, -9223372036854775807)
    return op.Mul(shifted, op.CastLike(op.Add(counted, big), shifted))
"""


def _constants(model: onnx.ModelProto) -> list[object]:
    return [
        onnx.numpy_helper.to_array(a.t).tolist()
        for n in model.graph.node
        for a in n.attribute
        if n.op_type == "Constant"
    ]


def _axis(model: onnx.ModelProto) -> int:
    concat = next(n for n in model.graph.node if n.op_type == "Concat")
    return concat.attribute[0].i


def test_negated_literals_live_and_analyzed_agree(tmp_path: Path) -> None:
    live = import_source(tmp_path, "negatives_live", SOURCE).negatives.to_model_proto()
    analysis = analyze(SOURCE, "negatives.py")
    assert analysis.diagnostics == []
    function = analysis.functions[0].function
    assert function is not None
    analyzed = model_proto(function)
    for model in (live, analyzed):
        assert _axis(model) == -1
        constants = _constants(model)
        assert constants == [-1.5, -1, -9223372036854775807]
        kinds = [np.asarray(c).dtype.kind for c in constants]
        assert kinds == ["f", "i", "i"]
