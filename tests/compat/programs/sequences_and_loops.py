"""Sequences built from an empty one with an unannotated input; a loop variable read after its
loop holds its last value, as in Python. (Here it is bound before the loop too, which type
checkers want; ``test_loops_and_sequences.py`` has the form without.)"""

import numpy as np

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def as_sequence(A):
    return op.SequenceInsert(op.SequenceEmpty(), A)


@script()
def stacked_twice(A):
    items = op.SequenceInsert(op.SequenceEmpty(), A)
    items = op.SequenceInsert(items, A)
    return op.ConcatFromSequence(items, axis=0)


@script()
def stacked_model(A: FLOAT["N"]) -> FLOAT["M"]:
    return stacked_twice(A)


@script()
def last_index(x: FLOAT["N"]) -> FLOAT["N"]:
    i = -1
    for i in range(3):
        x = x + 1.0
    return x + op.Cast(i, to=FLOAT.dtype)


@script()
def last_of_range(x: FLOAT["N"]) -> FLOAT["N"]:
    k = 0
    for k in range(2, 11, 4):
        x = x * 2.0
    return x + op.CastLike(k, x)


EXAMPLES = {
    "stacked_model": (np.array([1.0, 2.0], dtype=np.float32),),
    "last_index": (np.array([0.0, 1.0], dtype=np.float32),),
    "last_of_range": (np.array([0.5], dtype=np.float32),),
}
