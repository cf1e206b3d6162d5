"""``from_onnx``: a ModelProto, FunctionProto or GraphProto as readable script source."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import onnx

from onnxscribe.core import schemas
from onnxscribe.onnx2script.writer import FromOnnxError, Options, write_module


@dataclass
class ScriptSource:
    """Generated script source, and the tensors it loads from its data file."""

    text: str
    function_name: str
    """The script function that is the model (or the converted function)."""
    data: dict[str, np.ndarray] = field(default_factory=dict)
    data_file: str = "model.npz"
    renamed: dict[str, str] = field(default_factory=dict)
    """ONNX name -> Python name for every name that is not an identifier as it is."""

    def write(self, path: str | Path) -> list[Path]:
        """Writes the script to ``path`` and, when it has stored tensors, the data file beside
        it; returns the files written."""
        target = Path(path)
        target.write_text(self.text, encoding="utf-8")
        written = [target]
        if self.data:
            data_path = target.with_name(self.data_file)
            np.savez(data_path, **self.data)  # type: ignore[arg-type]
            written.append(data_path)
        return written


def from_onnx(
    proto: onnx.ModelProto | onnx.FunctionProto | onnx.GraphProto,
    *,
    data_file: str = "model.npz",
    function_name: str | None = None,
    opset_imports: Mapping[str, int] | None = None,
    use_operators: bool = True,
    recover_control_flow: bool = True,
) -> ScriptSource:
    """The script source of ``proto``.

    ``data_file`` names the ``.npz`` file beside the script that holds large tensors (the script
    loads it by that name). ``function_name`` names the main script function (default: the
    graph's name). ``opset_imports`` are the opset versions of a GraphProto (which has none of
    its own; default: the newest ai.onnx version onnx knows). Raises ``FromOnnxError`` for a
    construct the dialect cannot write.
    """
    options = Options(
        data_file=data_file,
        use_operators=use_operators,
        recover_control_flow=recover_control_flow,
    )
    if isinstance(proto, onnx.ModelProto):
        imports = _imports(proto.opset_import)
        module = write_module(
            proto.graph,
            list(proto.functions),
            imports,
            main_name=function_name or proto.graph.name or "main",
            doc=proto.doc_string or proto.graph.doc_string,
            value_types=_ValueTypes(proto),
            options=options,
        )
    elif isinstance(proto, onnx.FunctionProto):
        imports = _imports(proto.opset_import)
        imports.setdefault(schemas.normalize_domain(proto.domain), 1)
        module = write_module(
            None,
            [proto],
            imports,
            main_name=function_name or proto.name,
            doc=proto.doc_string,
            value_types=None,
            options=options,
        )
    elif isinstance(proto, onnx.GraphProto):
        imports = dict(opset_imports or {"": onnx.defs.onnx_opset_version()})
        model = onnx.helper.make_model(
            proto, opset_imports=[onnx.helper.make_opsetid(d, v) for d, v in imports.items()]
        )
        module = write_module(
            proto,
            [],
            imports,
            main_name=function_name or proto.name or "main",
            doc=proto.doc_string,
            value_types=_ValueTypes(model),
            options=options,
        )
    else:
        raise TypeError(
            f"from_onnx takes a ModelProto, FunctionProto or GraphProto, not {type(proto).__name__}"
        )
    return ScriptSource(
        text=module.text,
        function_name=module.function_name,
        data=module.data,
        data_file=data_file,
        renamed=module.renamed,
    )


def _imports(entries: object) -> dict[str, int]:
    found: dict[str, int] = {}
    for entry in entries:  # type: ignore[attr-defined]
        found[schemas.normalize_domain(entry.domain)] = int(entry.version)
    return found


class _ValueTypes:
    """Value name -> (element type, rank or None): the model's declarations first; onnx shape
    inference runs once, on the first name they do not cover (most models never need it)."""

    def __init__(self, model: onnx.ModelProto) -> None:
        self._model = model
        self._found: dict[str, tuple[int, int | None]] | None = None
        self._inferred = False

    def get(self, name: str) -> tuple[int, int | None] | None:
        if self._found is None:
            self._found = {}
            _collect(self._model.graph, self._found)
        found = self._found.get(name)
        if found is None and not self._inferred:
            self._inferred = True
            try:
                inferred = onnx.shape_inference.infer_shapes(self._model, strict_mode=False)
            except Exception:
                return None
            _collect(inferred.graph, self._found)
            found = self._found.get(name)
        return found


def _collect(graph: onnx.GraphProto, found: dict[str, tuple[int, int | None]]) -> None:
    for info in [*graph.input, *graph.output, *graph.value_info]:
        tensor = info.type.tensor_type
        if info.type.HasField("tensor_type") and tensor.elem_type:
            rank = len(tensor.shape.dim) if tensor.HasField("shape") else None
            found[info.name] = (tensor.elem_type, rank)
    for initializer in graph.initializer:
        found[initializer.name] = (initializer.data_type, len(initializer.dims))
    for node in graph.node:
        if node.op_type == "Constant" and node.attribute and node.attribute[0].name == "value":
            value = node.attribute[0].t
            found[node.output[0]] = (value.data_type, len(value.dims))
        for attribute in node.attribute:
            if attribute.type == onnx.AttributeProto.GRAPH:
                _collect(attribute.g, found)


__all__ = ["FromOnnxError", "ScriptSource", "from_onnx"]
