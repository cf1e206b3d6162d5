"""A module written for onnxscript, as docs/migrating.md's sed line finds it."""

import onnxscript.optimizer
from onnxscript import FLOAT, script
from onnxscript import opset18 as op
from onnxscript import rewriter
from onnxscript.onnx_types import INT64
from onnxscript.rewriter import pattern


@script()
def double(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Add(X, X)


KEPT = (onnxscript.optimizer.optimize, rewriter.rewrite, pattern.RewriteRule, INT64)
