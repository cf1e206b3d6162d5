"""One op that runs for a long time: a Loop node with many iterations, evaluated as one op."""

from onnxscribe import FLOAT, INT64, graph, script
from onnxscribe import opset18 as op


@script()
def spin(X: FLOAT["N"], count: INT64) -> FLOAT["N"]:
    @graph()
    def body(i: INT64, keep_going, acc: FLOAT["N"]):
        grown = op.Sin(acc) + 1.0
        return keep_going, grown

    result = op.Loop(count, None, X, body=body)
    return result
