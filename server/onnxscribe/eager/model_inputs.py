"""Inputs for running a model: read from an ``.npz`` file, or made up from the model's input
types with the named dimensions given (``N=64``)."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import onnx
from onnx import helper


class InputError(Exception):
    """Inputs that do not fit the model; the message says which and why."""


def parse_dims(items: list[str]) -> dict[str, int]:
    """``["N=64", "T=8"]`` (or ``["N=64,T=8"]``) -> ``{"N": 64, "T": 8}``."""
    dims: dict[str, int] = {}
    for item in items:
        for part in item.split(","):
            name, equals, value = part.partition("=")
            name, value = name.strip(), value.strip()
            if not equals or not name or not value.isdigit():
                raise InputError(f"expected NAME=SIZE (e.g. N=64), got {part!r}")
            dims[name] = int(value)
    return dims


def generated_inputs(
    graph: onnx.GraphProto, dims: Mapping[str, int], seed: int = 0
) -> dict[str, np.ndarray]:
    """Random inputs of the graph's input types: floats from a standard normal, integers in
    [0, 10), booleans at random. Every named dimension must be in ``dims``."""
    rng = np.random.default_rng(seed)
    initializers = {t.name for t in graph.initializer}
    feeds: dict[str, np.ndarray] = {}
    for info in graph.input:
        if info.name in initializers:
            continue
        if not info.type.HasField("tensor_type"):
            raise InputError(f"input {info.name!r} is not a tensor; give it in an .npz file")
        tensor = info.type.tensor_type
        dtype = helper.tensor_dtype_to_np_dtype(tensor.elem_type)
        shape = []
        for dim in tensor.shape.dim:
            if dim.HasField("dim_value"):
                shape.append(dim.dim_value)
            elif dim.dim_param in dims:
                shape.append(dims[dim.dim_param])
            else:
                name = dim.dim_param or "?"
                raise InputError(
                    f"input {info.name!r} has the dimension {name!r}: give its size with "
                    f"--shape {name}=SIZE"
                    if dim.dim_param
                    else f"input {info.name!r} has a dimension without a name or size; "
                    "give the input in an .npz file"
                )
        if dtype.kind == "f":
            feeds[info.name] = rng.standard_normal(shape).astype(dtype)
        elif dtype.kind in "iu":
            feeds[info.name] = rng.integers(0, 10, size=shape).astype(dtype)
        elif dtype.kind == "b":
            feeds[info.name] = rng.integers(0, 2, size=shape).astype(bool)
        else:
            raise InputError(f"input {info.name!r} is {dtype}; give it in an .npz file")
    return feeds


def npz_inputs(path: str, graph: onnx.GraphProto) -> dict[str, np.ndarray]:
    """The arrays of an ``.npz`` file named as the graph's inputs (extra arrays are an error)."""
    try:
        with np.load(path, allow_pickle=False) as data:
            arrays = {name: data[name] for name in data.files}
    except (OSError, ValueError) as error:
        raise InputError(f"cannot read {path}: {error}") from None
    initializers = {t.name for t in graph.initializer}
    wanted = [i.name for i in graph.input if i.name not in initializers]
    missing = [n for n in wanted if n not in arrays]
    extra = [n for n in arrays if n not in wanted]
    if missing or extra:
        parts = []
        if missing:
            parts.append(f"missing {', '.join(missing)}")
        if extra:
            parts.append(f"not inputs of the model: {', '.join(extra)}")
        raise InputError(f"{path}: {'; '.join(parts)} (the inputs are {', '.join(wanted)})")
    return arrays
