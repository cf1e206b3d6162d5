"""``onnxscribe from-onnx MODEL.onnx [-o MODEL.py]``: an ONNX file as script source."""

from __future__ import annotations

import argparse
import ast
import os
import sys
import tempfile
from pathlib import Path

import onnx
import onnx.checker
import onnx.external_data_helper

from onnxscribe.core.terminal import printable
from onnxscribe.frontend.source_text import FileTooLarge, read_regular_file
from onnxscribe.onnx2script.api import from_onnx
from onnxscribe.onnx2script.errors import FromOnnxError
from onnxscribe.onnx2script.preview import preview_text
from onnxscribe.onnx2script.roundtrip import round_trip
from onnxscribe.onnx2script.text_format import TEXT_SUFFIX, parse_text

USAGE_ERROR = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "model",
        help="an .onnx file: a model (or a FunctionProto, GraphProto); or an .onnxtxt file: "
        "a model in the ONNX text format",
    )
    parser.add_argument(
        "-o",
        "--output",
        help="the .py file to write (default: print to stdout, large tensors summarized); "
        "large tensors go to an .npz file of the same name beside it, and those in the model's "
        "external-data files are read from there by the script (through a path relative to "
        "the script's folder, or to the current folder when printed)",
    )
    parser.add_argument("--name", help="the name of the main script function")
    parser.add_argument(
        "--no-operators", action="store_true", help="write every node as an op call"
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="convert the written script back and compare its outputs with the model's",
    )


def read_proto(path: Path) -> onnx.ModelProto | onnx.FunctionProto | onnx.GraphProto:
    """The proto in ``path``: a ModelProto (its external data left where it is) or, failing that,
    a FunctionProto or GraphProto. Raises ``FromOnnxError`` saying why it is none of them, and
    ``OSError`` when the file cannot be read (``NotRegularFile`` for a FIFO or a device)."""
    try:
        data = read_regular_file(path, onnx.checker.MAXIMUM_PROTOBUF)
    except FileTooLarge as error:
        raise FromOnnxError(
            f"the file is {error.size / 1e9:.1f} GB, and protobuf reads no message over 2 GB: "
            "a model this large keeps its tensors in external data files beside a small .onnx "
            "file (onnx.save(model, path, save_as_external_data=True))"
        ) from None
    if path.suffix == TEXT_SUFFIX:
        return parse_text(data)
    model_error: Exception | None = None
    try:
        model: onnx.ModelProto = onnx.ModelProto.FromString(data)
    except Exception as error:  # protobuf's DecodeError
        model_error = error
    else:
        if model.HasField("graph"):
            return model
    for kind in (onnx.FunctionProto, onnx.GraphProto):
        try:
            proto: onnx.FunctionProto | onnx.GraphProto = kind.FromString(data)
        except Exception:  # protobuf's DecodeError
            continue
        # a model's bytes read as a function or graph leave fields of the wrong wire type
        if proto.node and not (model_error is not None and _has_unknown_fields(proto)):
            return proto
    if model_error is not None:
        raise FromOnnxError(f"not an ONNX model, function or graph: {_decode_problem(model_error)}")
    raise FromOnnxError("not an ONNX model, function or graph")


def _keeps_external_data(model: onnx.ModelProto) -> bool:
    return any(t.data_location == onnx.TensorProto.EXTERNAL for t in model.graph.initializer)


def _load_external_data(model: onnx.ModelProto, path: Path) -> None:
    """Reads the tensors ``model`` keeps beside it, where onnx allows: files inside the
    model's folder."""
    try:
        onnx.external_data_helper.load_external_data_for_model(model, str(path.parent))
    except Exception as error:  # onnx's checker error, OSError, a short file: each said as is
        raise FromOnnxError(f"cannot read the model's external data: {error}") from None


def _has_unknown_fields(proto: onnx.FunctionProto | onnx.GraphProto) -> bool:
    known = type(proto)()
    known.CopyFrom(proto)
    known.DiscardUnknownFields()
    return bool(known.ByteSize() != proto.ByteSize())


def _decode_problem(error: Exception) -> str:
    message = str(error)
    if "depth" in message.lower() or "recursion" in message.lower():
        return (
            "its messages are nested deeper than protobuf reads (graphs inside nodes inside "
            "graphs: at most about 100 levels)"
        )
    return f"protobuf cannot parse it ({message})"


def _check_syntax(text: str) -> None:
    """Every name and string of the proto reaches the text as an identifier or a literal; this
    makes sure of it before anything is written (it costs about as much as the writing)."""
    try:
        ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError) as error:
        raise FromOnnxError(
            f"the script written is not valid Python ({error}); please report it"
        ) from None


def run(args: argparse.Namespace) -> int:
    path = Path(args.model)
    shown = printable(str(path))
    output = Path(args.output) if args.output else None
    data_file = (output.stem if output else path.stem) + ".npz"
    script_folder = output.parent if output else Path.cwd()
    try:
        proto = read_proto(path)
    except FileNotFoundError:
        print(f"onnxscribe from-onnx: {shown}: no such file", file=sys.stderr)
        return USAGE_ERROR
    except OSError as error:
        print(f"onnxscribe from-onnx: {shown}: {error.strerror or error}", file=sys.stderr)
        return USAGE_ERROR
    except FromOnnxError as error:
        print(f"onnxscribe from-onnx: {shown}: {printable(str(error))}", file=sys.stderr)
        return 1
    try:
        source = from_onnx(
            proto,
            data_file=data_file,
            function_name=args.name,
            use_operators=not args.no_operators,
            external_data_folder=os.path.relpath(path.parent.resolve(), script_folder.resolve()),
        )
        _check_syntax(source.text)
    except FromOnnxError as error:
        print(f"onnxscribe from-onnx: {shown}: {printable(str(error))}", file=sys.stderr)
        return 1
    if output is None:
        sys.stdout.write(preview_text(source))
        if source.data:
            print(
                f"onnxscribe from-onnx: {shown}: {len(source.data)} large tensor(s) not "
                "printed: give -o FILE.py to write them beside the script",
                file=sys.stderr,
            )
    else:
        try:
            written = source.write(output)
        except OSError as error:
            where = printable(str(error.filename or output))
            print(
                f"onnxscribe from-onnx: cannot write {where}: {error.strerror or error}",
                file=sys.stderr,
            )
            return USAGE_ERROR
        for file in written:
            print(f"wrote {printable(str(file))}", file=sys.stderr)
    if args.check:
        if isinstance(proto, onnx.ModelProto) and _keeps_external_data(proto):
            try:
                _load_external_data(proto, path)
            except FromOnnxError as error:
                print(f"onnxscribe from-onnx: {shown}: {printable(str(error))}", file=sys.stderr)
                return 1
        return _check(proto, shown)
    return 0


def _check(proto: object, shown: str) -> int:
    if not isinstance(proto, onnx.ModelProto):
        print("--check compares models; this file holds no model", file=sys.stderr)
        return USAGE_ERROR
    try:
        with tempfile.TemporaryDirectory() as directory:
            outcome = round_trip(proto, Path(directory))
    except FromOnnxError as error:
        message = f"cannot check the round trip: {error}"
        print(f"onnxscribe from-onnx: {shown}: {printable(message)}", file=sys.stderr)
        return 1
    if outcome.ok:
        print(f"round trip: the script computes the model's outputs ({outcome.runtime})")
        return 0
    reason = printable(f"round trip failed at {outcome.status}: {outcome.reason}")
    print(reason, file=sys.stderr)
    return 1
