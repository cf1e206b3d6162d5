from typing import Sequence
from onnxscribe import script, graph, FLOAT, INT64, opset18 as op


@script()
def f(X: FLOAT["N", 4]):
    parts = op.SplitToSequence(X, [1, 3], axis=1)

    @graph()
    def double(item):
        return op.Add(item, item)

    doubled = op.SequenceMap(parts, body=double)
    return op.ConcatFromSequence(doubled, axis=1)
