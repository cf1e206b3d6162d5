"""ONNX types as the dialect's annotations: ``FLOAT["N", 3]``, ``Sequence[INT64[...]]``."""

from __future__ import annotations

import onnx

from onnxscribe.core.types import dtype_name
from onnxscribe.onnx2script.literals import string_literal


def annotation(type_proto: onnx.TypeProto, names: set[str]) -> str | None:
    """The annotation for ``type_proto`` (None when it has no element type); adds the names the
    annotation uses (``FLOAT``, ``Sequence``...) to ``names``."""
    kind = type_proto.WhichOneof("value")
    if kind == "tensor_type":
        tensor = type_proto.tensor_type
        if not tensor.elem_type:
            return None
        name = dtype_name(tensor.elem_type)
        names.add(name)
        if not tensor.HasField("shape"):
            return f"{name}[...]"
        dims = [_dim(d) for d in tensor.shape.dim]
        if not dims:
            return name
        return f"{name}[{', '.join(dims)}]"
    if kind in ("sequence_type", "optional_type"):
        inner_type = getattr(type_proto, kind).elem_type
        inner = annotation(inner_type, names)
        if inner is None:
            return None
        wrapper = "Sequence" if kind == "sequence_type" else "Optional"
        names.add(wrapper)
        return f"{wrapper}[{inner}]"
    return None


def _dim(dim: onnx.TensorShapeProto.Dimension) -> str:
    which = dim.WhichOneof("value")
    if which == "dim_value":
        return str(dim.dim_value)
    if which == "dim_param":
        return string_literal(dim.dim_param)
    return "None"


_ATTRIBUTE_ANNOTATIONS = {
    onnx.AttributeProto.INT: "int",
    onnx.AttributeProto.FLOAT: "float",
    onnx.AttributeProto.STRING: "str",
    onnx.AttributeProto.INTS: "Sequence[int]",
    onnx.AttributeProto.FLOATS: "Sequence[float]",
    onnx.AttributeProto.STRINGS: "Sequence[str]",
}


def attribute_annotation(kind: int, names: set[str]) -> str | None:
    """``int``, ``Sequence[float]``...: the annotation of an attribute parameter of this type."""
    found: str | None = _ATTRIBUTE_ANNOTATIONS.get(kind)  # type: ignore[call-overload]  # enum ints
    if found is not None and found.startswith("Sequence"):
        names.add("Sequence")
    return found
