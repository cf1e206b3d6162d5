"""Neural-network layers: LayerNormalization and Conv.

Each rule answers where ONNX's own inference gives a definite shape, the same shape; for the
rest (an axis out of range, attributes of the wrong length, a kernel of unknown size, an output
dim that would not be positive) it returns None, so that ONNX decides and reports.
"""

from __future__ import annotations

from onnxscribe.core.shape_rules.common import attr_int, attr_ints, normalize_axis, shape_at
from onnxscribe.core.shape_rules.registry import Args, Attributes, ShapeResult, shape_rule
from onnxscribe.core.types import Dim


@shape_rule("LayerNormalization", since=17)
def layer_normalization(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult | None:
    """``Y`` has the shape of ``X``; ``Mean`` and ``InvStdDev`` keep the dims before ``axis`` and
    are 1 from there on."""
    shape = shape_at(args, 0)
    axis = attr_int(attributes, "axis", -1)
    if shape is None or axis is None or not shape:
        return None
    start = normalize_axis(axis, len(shape))
    if start is None:
        return None
    statistics = (*shape[:start], *(1,) * (len(shape) - start))
    return ShapeResult([shape, *[statistics] * (min(num_outputs, 3) - 1)])


_SAME = ("SAME_UPPER", "SAME_LOWER")


@shape_rule("Conv")
def conv(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult | None:
    """``(N, M, O1, ..., On)`` for ``X`` of shape ``(N, C, D1, ..., Dn)`` and ``W`` of shape
    ``(M, C / group, k1, ..., kn)``."""
    data, weight = shape_at(args, 0), shape_at(args, 1)
    if data is None or weight is None or len(data) < 3 or len(weight) != len(data):
        return None
    spatial = len(data) - 2
    given_kernel = _per_axis(attributes, "kernel_shape", spatial, None)
    if given_kernel is None and "kernel_shape" in attributes:
        return None
    kernel = [k for k in (given_kernel or weight[2:]) if isinstance(k, int)]
    strides = _per_axis(attributes, "strides", spatial, 1)
    dilations = _per_axis(attributes, "dilations", spatial, 1)
    auto_pad = attributes.get("auto_pad", "NOTSET")
    if isinstance(auto_pad, bytes):
        auto_pad = auto_pad.decode("utf-8", "replace")
    pads = (
        [0] * (2 * spatial)
        if auto_pad != "NOTSET"
        else _per_axis(attributes, "pads", 2 * spatial, 0)
    )
    if (
        strides is None
        or dilations is None
        or pads is None
        or auto_pad not in ("NOTSET", "VALID", *_SAME)
        or len(kernel) != spatial
        or min(kernel) <= 0
        or min(strides) <= 0
        or min(dilations) <= 0
        or min(pads, default=0) < 0
    ):
        return None
    out: list[Dim] = [data[0], weight[0]]
    for index, size in enumerate(data[2:]):
        if not isinstance(size, int):
            out.append(None)
            continue
        stride = strides[index]
        if auto_pad in _SAME:
            dim = -(-size // stride)
        else:
            reach = dilations[index] * (kernel[index] - 1) + 1
            dim = (size + pads[index] + pads[index + spatial] - reach) // stride + 1
        if dim <= 0:
            return None
        out.append(dim)
    return ShapeResult([tuple(out)])


def _per_axis(
    attributes: Attributes, name: str, count: int, default: int | None
) -> list[int] | None:
    """An attribute with one integer per axis; ``default`` for each when it is absent (None: no
    default), None when it has the wrong length or is not a list of integers."""
    if name not in attributes:
        return None if default is None else [default] * count
    values = attr_ints(attributes, name)
    return values if values is not None and len(values) == count else None
