"""A small script file, as text and as Latin-1 bytes with a coding declaration."""

from __future__ import annotations

FUNCTION = (
    "from onnxscribe import script, opset18 as op, FLOAT\n"
    "\n"
    "@script()\n"
    'def f(X: FLOAT["N"]) -> FLOAT["N"]:\n'
    "    return op.Relu(X)\n"
)
LATIN_1 = b"# -*- coding: latin-1 -*-\n# caf\xe9\n" + FUNCTION.encode()
