"""The opset that the dialect's operators (``a + b``, ``x[0]``, ...) use in eager mode.

By default it is the newest ``ai.onnx`` opset the installed onnx knows. While a script function
runs eagerly, its default opset is in force, so ``X + 1`` means that opset's ``Add``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar

from onnxscribe.core import schemas
from onnxscribe.core.opsets import Opset, standard_opset

_OPSET: ContextVar[Opset | None] = ContextVar("onnxscribe_eager_opset", default=None)


def current_opset() -> Opset:
    """The opset whose ops the Tensor operators evaluate."""
    found = _OPSET.get()
    if found is None:
        found = standard_opset(schemas.AI_ONNX, schemas.latest_version(schemas.AI_ONNX))
        _OPSET.set(found)
    return found


@contextlib.contextmanager
def use_opset(opset: Opset) -> Iterator[Opset]:
    """Evaluate the Tensor operators with ``opset`` inside the ``with`` block."""
    token = _OPSET.set(opset)
    try:
        yield opset
    finally:
        _OPSET.reset(token)
