"""Types for annotating ONNX element types and attribute values.

``DataType`` numbers the element types as ``onnx.TensorProto.DataType`` does. The aliases say what
the dialect accepts as a TENSOR, GRAPH, SPARSE_TENSOR or TYPE_PROTO attribute value; the type
stubs of the opsets use them in every operator signature.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any

from onnx import TensorProto

DataType = enum.IntEnum(  # type: ignore[misc]  # the functional Enum API, to list every onnx element type
    "DataType", [(name, value) for name, value in TensorProto.DataType.items()], module=__name__
)
"""ONNX element types: ``DataType.FLOAT == 1``."""

TensorData = Any | TensorProto | float | str | Sequence[Any]
"""A TENSOR attribute: a numpy array, an ``onnx.TensorProto``, a Python number or list."""

GraphBody = Callable[..., Any]
"""A GRAPH attribute: a nested script function (optionally decorated with ``@graph()``)."""

SparseTensorData = Any
"""A SPARSE_TENSOR attribute: an ``onnx.SparseTensorProto``."""

TypeSpec = Any
"""A TYPE_PROTO attribute: a tensor type such as ``FLOAT[...]`` or an ``onnx.TypeProto``."""
