"""An ``Optional[FLOAT[...]] = None`` parameter passed to an op's optional input."""

from typing import Optional

import numpy as np

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def normalized(
    x: FLOAT["B", "N"], scale: FLOAT["N"], bias: Optional[FLOAT["N"]] = None
) -> FLOAT["B", "N"]:
    return op.LayerNormalization(x, scale, bias, axis=-1)


@script()
def gemm(a: FLOAT["M", "K"], b: FLOAT["K", "N"], c: Optional[FLOAT["M", "N"]] = None) -> FLOAT["M", "N"]:
    return op.Gemm(a, b, c)


EXAMPLES = {
    "normalized": (
        np.array([[1.0, 2.0, 4.0], [0.0, -1.0, 1.0]], dtype=np.float32),
        np.array([1.0, 0.5, 2.0], dtype=np.float32),
        np.array([0.0, 1.0, -1.0], dtype=np.float32),
    ),
    "gemm": (
        np.array([[1.0, 2.0]], dtype=np.float32),
        np.array([[1.0], [3.0]], dtype=np.float32),
        np.array([[0.5]], dtype=np.float32),
    ),
}
