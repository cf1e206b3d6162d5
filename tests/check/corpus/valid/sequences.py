from typing import Sequence

from onnxscribe import script, FLOAT, INT64, opset18 as op


@script()
def f(X: FLOAT["N", 4]) -> Sequence[FLOAT[...]]:
    parts = op.SplitToSequence(X, [1, 3], axis=1)
    first = op.SequenceAt(parts, 0)
    more = op.SequenceInsert(parts, op.Relu(first))
    return more


@script()
def g(X: FLOAT["N", 4]):
    seq = op.SequenceConstruct(X, X)
    count = op.SequenceLength(seq)
    joined = op.ConcatFromSequence(seq, axis=0)
    return count, joined
