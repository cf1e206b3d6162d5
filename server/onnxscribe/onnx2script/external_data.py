"""Tensors kept in a model's external-data files, read by the script from where they are.

The script maps the bytes of each such tensor from the model's own data file (``np.memmap``, so
nothing is read before it is used) through a path relative to the script's file; the location
must be a file inside the model's folder, as onnx's external data rules say.
"""

from __future__ import annotations

import math

import numpy as np
import onnx

from onnxscribe.graph_ir.external_data import checked_location
from onnxscribe.onnx2script.constants import has_numpy_form

FOLDER_NAME = "EXTERNAL_DATA"
"""The module-level name of the folder the data files are in."""


def folder_source(folder: str) -> str:
    """The line that defines ``FOLDER_NAME``: ``folder`` (relative to the script's folder)."""
    parts = [p for p in folder.replace("\\", "/").split("/") if p not in ("", ".")]
    path = "Path(__file__).parent" + "".join(f" / {p!r}" for p in parts)
    return f"{FOLDER_NAME} = {path}"


def memmap_source(tensor: onnx.TensorProto) -> str:
    """``np.memmap(...)`` of the tensor's bytes in its data file; ``ValueError`` for a tensor
    whose element type numpy cannot map or whose location or length is not allowed."""
    info = {entry.key: entry.value for entry in tensor.external_data}
    location = checked_location(info.get("location", ""))
    if not has_numpy_form(tensor) or tensor.data_type == onnx.TensorProto.STRING:
        raise ValueError(
            f"tensor {tensor.name!r} of type {onnx.TensorProto.DataType.Name(tensor.data_type)} "
            "has external data that numpy cannot map; load the model with its data first"
        )
    little = np.dtype(onnx.helper.tensor_dtype_to_np_dtype(tensor.data_type)).newbyteorder("<")
    dims = tuple(int(d) for d in tensor.dims)
    nbytes = math.prod(dims) * little.itemsize
    try:
        offset = int(info.get("offset", "0"))
        length = int(info.get("length", str(nbytes)))
    except ValueError:
        raise ValueError(
            f"tensor {tensor.name!r}: its external data offset or length is not a number"
        ) from None
    if offset < 0 or length != nbytes:
        raise ValueError(
            f"tensor {tensor.name!r}: external data of {length} bytes at offset {offset} "
            f"cannot hold {dims} elements of {little.name}"
        )
    shape = repr(dims) if dims else "(1,)"
    mapped = (
        f'np.memmap({FOLDER_NAME} / {location!r}, dtype={little.str!r}, mode="r", '
        f"offset={offset}, shape={shape})"
    )
    return mapped if dims else f"{mapped}.reshape(())"
