"""ONNX types as the dialect's annotations: ``FLOAT["N", 3]``, ``Sequence[INT64[...]]``."""

from __future__ import annotations

import onnx

from onnxscribe.core.types import dtype_name
from onnxscribe.onnx2script.errors import FromOnnxError
from onnxscribe.onnx2script.literals import string_literal

UNKNOWN_DIM = -1
"""The dim value some exporters (paddle2onnx) write for a dim of unknown size."""


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
        size = int(dim.dim_value)
        if size == UNKNOWN_DIM:
            return "None"
        if size < 0:
            raise FromOnnxError(f"a shape has the negative dim {size}")
        return str(size)
    if which == "dim_param":
        return string_literal(dim.dim_param)
    return "None"


_ATTRIBUTE_ANNOTATIONS: dict[int, str] = {
    onnx.AttributeProto.INT: "int",
    onnx.AttributeProto.FLOAT: "float",
    onnx.AttributeProto.STRING: "str",
    onnx.AttributeProto.INTS: "Sequence[int]",
    onnx.AttributeProto.FLOATS: "Sequence[float]",
    onnx.AttributeProto.STRINGS: "Sequence[str]",
}


def attribute_annotation(kind: int, names: set[str]) -> str | None:
    """``int``, ``Sequence[float]``...: the annotation of an attribute parameter of this type."""
    found = _ATTRIBUTE_ANNOTATIONS.get(kind)
    if found is not None and found.startswith("Sequence"):
        names.add("Sequence")
    return found


def type_proto_source(type_proto: onnx.TypeProto) -> str | None:
    """An expression of ``onnx.helper`` calls that makes ``type_proto`` (a tensor, sequence or
    optional type); None for other types."""
    kind = type_proto.WhichOneof("value")
    if kind == "tensor_type":
        tensor = type_proto.tensor_type
        if tensor.elem_type not in onnx.TensorProto.DataType.values():
            return None
        dtype = f"onnx.TensorProto.{onnx.TensorProto.DataType.Name(tensor.elem_type)}"
        if not tensor.HasField("shape"):
            return f"onnx.helper.make_tensor_type_proto({dtype}, None)"
        dims = ", ".join(_dim(d) for d in tensor.shape.dim)
        return f"onnx.helper.make_tensor_type_proto({dtype}, [{dims}])"
    if kind in ("sequence_type", "optional_type"):
        inner = type_proto_source(getattr(type_proto, kind).elem_type)
        if inner is None:
            return None
        maker = (
            "make_sequence_type_proto" if kind == "sequence_type" else "make_optional_type_proto"
        )
        return f"onnx.helper.{maker}({inner})"
    return None
