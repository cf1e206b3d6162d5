"""ONNX's own shape inference for one node, for the operators ``shapes.py`` has no rule for.

The node is wrapped in a one-node model whose inputs have the types inferred so far (constant
inputs become initializers, so data propagation sees them) and handed to
``onnx.shape_inference.infer_shapes`` in strict mode. Its error, if any, comes back as text for a
diagnostic at the node; otherwise the outputs' types come back. Dims that ONNX invents
(``unk__0``) become unknown dims. Results are cached by the node's signature.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from onnxscribe.core.patterns import LazyPattern
from onnxscribe.core.types import (
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
    ValueType,
    from_type_proto,
    has_element_type,
)

if TYPE_CHECKING:
    import onnx

_MAX_CONST_ELEMENTS = 4096
"""Constant inputs of at most this many elements are given to inference with their values."""
_KEY_BYTES_ELEMENTS = 64
"""Constant inputs of more elements are keyed by a digest of their values, not the values."""
_NOT_GIVEN = "not given"
_CACHE_LIMIT = 4096


@dataclass(frozen=True)
class OnnxInference:
    outputs: list[ValueType | None]
    error: str | None = None


_cache: dict[tuple[object, ...], OnnxInference] = {}


def infer_node(
    op_type: str,
    domain: str,
    version: int,
    input_types: Sequence[ValueType | None],
    consts: Sequence[np.ndarray | None],
    attributes: Sequence[onnx.AttributeProto],
    num_outputs: int,
) -> OnnxInference | None:
    """Shape inference for one node; None when the inputs are not known well enough to ask."""
    present = [t for t in input_types if t is not None]
    if any(not has_element_type(t) for t in present):
        return None
    key = _key(op_type, domain, version, input_types, consts, attributes, num_outputs)
    if key is not None:
        cached = _cache.get(key)
        if cached is not None:
            return cached
    result = _run(op_type, domain, version, input_types, consts, attributes, num_outputs)
    if key is not None:
        if len(_cache) >= _CACHE_LIMIT:
            _cache.clear()
        _cache[key] = result
    return result


def _key(
    op_type: str,
    domain: str,
    version: int,
    input_types: Sequence[ValueType | None],
    consts: Sequence[np.ndarray | None],
    attributes: Sequence[onnx.AttributeProto],
    num_outputs: int,
) -> tuple[object, ...] | None:
    const_key: list[object] = []
    for const in consts:
        if const is None:
            const_key.append(None)
        elif const.dtype == object:
            return None
        elif const.size > _MAX_CONST_ELEMENTS:
            const_key.append(_NOT_GIVEN)  # inference sees its type alone (in the key already)
        elif const.size > _KEY_BYTES_ELEMENTS:
            digest = hashlib.blake2b(const.tobytes(), digest_size=16).digest()
            const_key.append((const.dtype.str, const.shape, digest))
        else:
            const_key.append((const.dtype.str, const.shape, const.tobytes()))
    return (
        op_type,
        domain,
        version,
        tuple(input_types),
        tuple(const_key),
        tuple(a.SerializeToString() for a in attributes),
        num_outputs,
    )


def _run(
    op_type: str,
    domain: str,
    version: int,
    input_types: Sequence[ValueType | None],
    consts: Sequence[np.ndarray | None],
    attributes: Sequence[onnx.AttributeProto],
    num_outputs: int,
) -> OnnxInference:
    # onnx loads on the first node only its inference can type (most have a rule of their own).
    import onnx  # (with its helper, numpy_helper and shape_inference)

    input_names: list[str] = []
    graph_inputs: list[onnx.ValueInfoProto] = []
    initializers: list[onnx.TensorProto] = []
    for index, value_type in enumerate(input_types):
        if value_type is None:
            input_names.append("")
            continue
        name = f"in{index}"
        input_names.append(name)
        const = consts[index] if index < len(consts) else None
        if (
            const is not None
            and const.size <= _MAX_CONST_ELEMENTS
            and const.dtype != object
            and isinstance(value_type, TensorValueType)
        ):
            try:
                initializers.append(onnx.numpy_helper.from_array(np.asarray(const), name))
                continue
            except (TypeError, ValueError):
                pass
        graph_inputs.append(onnx.helper.make_value_info(name, value_type.to_type_proto()))
    while input_names and input_names[-1] == "":
        input_names.pop()
    output_names = [f"out{i}" for i in range(num_outputs)]
    node = onnx.helper.make_node(op_type, input_names, output_names, domain=domain)
    node.attribute.extend(attributes)
    graph = onnx.helper.make_graph([node], "node", graph_inputs, [], initializer=initializers)
    imports = [onnx.helper.make_opsetid(domain, version)]
    if domain != "":
        imports.append(onnx.helper.make_opsetid("", 21))
    model = onnx.helper.make_model(graph, opset_imports=imports, ir_version=onnx.IR_VERSION)
    try:
        inferred = onnx.shape_inference.infer_shapes(
            model, check_type=True, strict_mode=True, data_prop=True
        )
    except onnx.shape_inference.InferenceError as error:
        return OnnxInference([None] * num_outputs, _clean_message(str(error)))
    except Exception:
        return OnnxInference([None] * num_outputs)
    found = {info.name: info.type for info in inferred.graph.value_info}
    outputs: list[ValueType | None] = []
    for name in output_names:
        proto = found.get(name)
        outputs.append(None if proto is None else _drop_invented_dims(from_type_proto(proto)))
    return OnnxInference(outputs)


_PREFIX = LazyPattern(r"^(Inference error\(s\):|\(op_type:[^)]*\):|\[[A-Za-z]+\])\s*")
_INVENTED = LazyPattern(r"^unk__\d+$")


def _clean_message(text: str) -> str:
    text = text.strip().splitlines()[0] if text.strip() else "shape inference failed"
    previous = None
    while previous != text:
        previous = text
        text = _PREFIX.sub("", text).strip()
    return text


def _drop_invented_dims(value_type: ValueType) -> ValueType:
    if isinstance(value_type, TensorValueType):
        if value_type.shape is None:
            return value_type
        shape = tuple(
            None if isinstance(d, str) and _INVENTED.match(d) else d for d in value_type.shape
        )
        return TensorValueType(value_type.dtype, shape)
    if isinstance(value_type, SequenceValueType):
        return SequenceValueType(_drop_invented_dims(value_type.elem))
    if isinstance(value_type, OptionalValueType):
        return OptionalValueType(_drop_invented_dims(value_type.elem))
    return value_type
