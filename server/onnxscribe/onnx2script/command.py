"""``onnxscribe from-onnx MODEL.onnx [-o MODEL.py]``: an ONNX file as script source."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

import onnx

from onnxscribe.onnx2script.api import from_onnx
from onnxscribe.onnx2script.roundtrip import round_trip
from onnxscribe.onnx2script.writer import FromOnnxError

USAGE_ERROR = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("model", help="an .onnx file: a model (or a FunctionProto, GraphProto)")
    parser.add_argument(
        "-o",
        "--output",
        help="the .py file to write (default: print to stdout); large tensors go to an .npz "
        "file of the same name beside it, and those in the model's external-data files are "
        "read from there by the script (through a path relative to the script's folder, or to "
        "the current folder when printed)",
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
    a FunctionProto or GraphProto."""
    data = path.read_bytes()
    try:
        model = onnx.load_model_from_string(data)
        if model.HasField("graph"):
            return model
    except Exception:
        pass
    for kind in (onnx.FunctionProto, onnx.GraphProto):
        try:
            proto: onnx.FunctionProto | onnx.GraphProto = kind.FromString(data)
        except Exception:
            continue
        if proto.node:
            return proto
    raise FromOnnxError("not an ONNX model, function or graph")


def run(args: argparse.Namespace) -> int:
    path = Path(args.model)
    if not path.is_file():
        print(f"onnxscribe from-onnx: {path}: no such file", file=sys.stderr)
        return USAGE_ERROR
    output = Path(args.output) if args.output else None
    data_file = (output.stem if output else path.stem) + ".npz"
    script_folder = output.parent if output else Path.cwd()
    try:
        proto = read_proto(path)
        source = from_onnx(
            proto,
            data_file=data_file,
            function_name=args.name,
            use_operators=not args.no_operators,
            external_data_folder=os.path.relpath(path.parent.resolve(), script_folder.resolve()),
        )
    except (FromOnnxError, OSError) as error:
        print(f"onnxscribe from-onnx: {path}: {error}", file=sys.stderr)
        return 1
    if output is None:
        if source.data:
            print(
                f"onnxscribe from-onnx: {path}: {len(source.data)} large tensor(s) must be "
                "saved beside the script: give -o FILE.py",
                file=sys.stderr,
            )
            return USAGE_ERROR
        sys.stdout.write(source.text)
    else:
        for written in source.write(output):
            print(f"wrote {written}", file=sys.stderr)
    if args.check:
        if isinstance(proto, onnx.ModelProto):
            proto = onnx.load(str(path))  # with its external data
        return _check(proto, source.text, output)
    return 0


def _check(proto: object, text: str, output: Path | None) -> int:
    if not isinstance(proto, onnx.ModelProto):
        print("--check compares models; this file holds no model", file=sys.stderr)
        return USAGE_ERROR
    with tempfile.TemporaryDirectory() as directory:
        outcome = round_trip(proto, Path(directory))
    if outcome.ok:
        print(f"round trip: the script computes the model's outputs ({outcome.runtime})")
        return 0
    print(f"round trip failed at {outcome.status}: {outcome.reason}", file=sys.stderr)
    del text, output
    return 1
