from onnxscribe import script, STRING, BOOL, INT64, opset19 as op


@script()
def f(words: STRING["N"], flags: BOOL["N"]):
    same = op.Equal(words, words)
    return op.And(same, flags), op.Not(flags)
