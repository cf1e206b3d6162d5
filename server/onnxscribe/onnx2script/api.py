"""``from_onnx``: a ModelProto, FunctionProto or GraphProto as readable script source."""

from __future__ import annotations

import errno
import stat
import zipfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import onnx

from onnxscribe.core import schemas
from onnxscribe.frontend.source_text import NotRegularFile, file_kind
from onnxscribe.onnx2script.errors import FromOnnxError
from onnxscribe.onnx2script.script_types import formal_dtype
from onnxscribe.onnx2script.writer import Options, write_module


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
        it; returns the files written. Raises ``OSError`` when either cannot be written (a
        path that exists and is not a regular file is refused, not waited on)."""
        target = Path(path)
        data_path = target.with_name(self.data_file)
        for file in (target, data_path) if self.data else (target,):
            _refuse_special(file)
        target.write_text(self.text, encoding="utf-8")
        written = [target]
        if self.data:
            save_arrays(data_path, self.data)
            written.append(data_path)
        return written


def _refuse_special(path: Path) -> None:
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        kind = file_kind(mode)
        raise NotRegularFile(errno.EINVAL, f"it is {kind}, not a regular file", str(path))


def save_arrays(path: Path, arrays: Mapping[str, np.ndarray]) -> None:
    """An ``.npz`` file that ``np.load`` reads back as ``arrays``, whatever the keys (``np.savez``
    takes them as keyword arguments, so a key ``file`` or ``allow_pickle`` would not be one)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED, allowZip64=True) as archive:
        for key, array in arrays.items():
            with archive.open(f"{key}.npy", "w", force_zip64=True) as member:
                np.lib.format.write_array(member, np.asanyarray(array), allow_pickle=False)


def from_onnx(
    proto: onnx.ModelProto | onnx.FunctionProto | onnx.GraphProto,
    *,
    data_file: str = "model.npz",
    function_name: str | None = None,
    opset_imports: Mapping[str, int] | None = None,
    use_operators: bool = True,
    recover_control_flow: bool = True,
    external_data_folder: str | None = None,
) -> ScriptSource:
    """The script source of ``proto``.

    ``data_file`` names the ``.npz`` file beside the script that holds large tensors (the script
    loads it by that name). ``function_name`` names the main script function (default: the
    graph's name). ``opset_imports`` are the opset versions of a GraphProto (which has none of
    its own; default: the newest ai.onnx version onnx knows). ``external_data_folder`` is the
    model's folder, relative to the script's: a tensor kept in an external-data file (a model
    loaded without its data) is then read by the script from that file, where it is, instead of
    being copied; its location must be inside the model's folder. Raises ``FromOnnxError`` for a
    construct the dialect cannot write.
    """
    options = Options(
        data_file=data_file,
        external_data_folder=external_data_folder,
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


def _imports(entries: Iterable[onnx.OperatorSetIdProto]) -> dict[str, int]:
    found: dict[str, int] = {}
    for entry in entries:
        found[schemas.normalize_domain(entry.domain)] = int(entry.version)
    return found


class _ValueTypes:
    """Value name -> (element type, rank or None), found as cheaply as the question allows:
    the main graph's declarations; then every declaration, initializer and Constant of the
    model; then, for an element type, the schema of the node making the value (an output of
    the type of its inputs, or a fixed type); onnx shape inference last, at most once (most
    models never need it)."""

    def __init__(self, model: onnx.ModelProto) -> None:
        self._model = model
        self._found: dict[str, tuple[int, int | None]] = {}
        self._collected = False
        self._inferred = False
        self._producers: dict[str, onnx.NodeProto] = {}
        self._version = next(
            (int(o.version) for o in model.opset_import if o.domain in ("", "ai.onnx")), 1
        )

    def get(self, name: str) -> tuple[int, int | None] | None:
        found = self._found.get(name)
        if found is None and not self._collected:
            self._collect_all()
            found = self._found.get(name)
        if found is None and not self._inferred:
            self._inferred = True
            try:
                inferred = onnx.shape_inference.infer_shapes(self._model, strict_mode=False)
            except Exception:
                return None
            _collect(inferred.graph, self._found, {})
            found = self._found.get(name)
        return found

    def dtype(self, name: str) -> int | None:
        found = self._found.get(name)
        if found is None and not self._collected:
            self._collect_all()
            found = self._found.get(name)
        if found is None and not self._inferred:
            propagated = self._propagated(name, 8)
            if propagated is not None:
                return propagated
        if found is None:
            found = self.get(name)
        return found[0] if found is not None else None

    def _collect_all(self) -> None:
        self._collected = True
        _collect(self._model.graph, self._found, self._producers)

    def _propagated(self, name: str, depth: int) -> int | None:
        """The element type the schema of the node making ``name`` gives it, if its inputs'
        types tell (no shape inference)."""
        found = self._found.get(name)
        if found is not None:
            return found[0]
        node = self._producers.get(name)
        if depth == 0 or node is None or node.domain not in ("", "ai.onnx"):
            return None
        if node.op_type == "Cast":
            return next((a.i for a in node.attribute if a.name == "to"), None)
        schema = schemas.lookup(node.op_type, self._version)
        if schema is None or not schema.outputs or len(schema.outputs) < len(node.output):
            return None
        formal = schema.outputs[list(node.output).index(name)].type_str
        return formal_dtype(node, schema, formal, lambda given: self._propagated(given, depth - 1))


def _collect_declared(graph: onnx.GraphProto, found: dict[str, tuple[int, int | None]]) -> None:
    for info in [*graph.input, *graph.output, *graph.value_info]:
        tensor = info.type.tensor_type
        if info.type.HasField("tensor_type") and tensor.elem_type:
            rank = len(tensor.shape.dim) if tensor.HasField("shape") else None
            found[info.name] = (tensor.elem_type, rank)


def _collect(
    graph: onnx.GraphProto,
    found: dict[str, tuple[int, int | None]],
    producers: dict[str, onnx.NodeProto],
) -> None:
    _collect_declared(graph, found)
    for initializer in graph.initializer:
        found[initializer.name] = (initializer.data_type, len(initializer.dims))
    for node in graph.node:
        for output in node.output:
            producers[output] = node
        if node.op_type == "Constant" and node.attribute and node.attribute[0].name == "value":
            value = node.attribute[0].t
            found[node.output[0]] = (value.data_type, len(value.dims))
        for attribute in node.attribute:
            if attribute.type == onnx.AttributeProto.GRAPH:
                _collect(attribute.g, found, producers)


__all__ = ["FromOnnxError", "ScriptSource", "from_onnx"]
