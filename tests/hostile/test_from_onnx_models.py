"""``onnxscribe from-onnx`` on hostile and broken model files: nothing in a model runs, and each
file gets a clear answer (one line on standard error, the right status), never a traceback, a
hang or a wrong script."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest
from hostile_support import HANG
from onnx import TensorProto, helper

MARKER = "PWNED"


def from_onnx(*arguments: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, "-m", "onnxscribe", "from-onnx", *arguments],
        capture_output=True,
        text=True,
        timeout=HANG,
        cwd=cwd,
    )
    assert "Traceback" not in done.stderr, done.stderr
    assert not (cwd / MARKER).exists()
    return done


def relu_model(
    dims: list[object] | None = None,
    doc: str = "",
    nodes: list[onnx.NodeProto] | None = None,
    initializers: list[onnx.TensorProto] | None = None,
) -> onnx.ModelProto:
    shape = dims if dims is not None else ["N"]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, shape)
    graph = helper.make_graph(
        nodes or [helper.make_node("Relu", ["x"], ["y"])],
        "g",
        [x],
        [y],
        initializer=initializers or [],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)])
    model.doc_string = doc
    return model


def _save(model: onnx.ModelProto, path: Path) -> Path:
    path.write_bytes(model.SerializeToString())
    return path


INJECTIONS = {
    "quote": f"', __import__('os').system('touch {MARKER}'), '",
    "backslash": f"\\', __import__('os').system('touch {MARKER}'), '",
    "double_quote": f'", __import__("os").system("touch {MARKER}"), "',
}


@pytest.mark.parametrize("kind", sorted(INJECTIONS))
def test_a_dim_param_never_becomes_code(tmp_path: Path, kind: str) -> None:
    dim = INJECTIONS[kind]
    model = _save(relu_model([dim]), tmp_path / "model.onnx")
    done = from_onnx(str(model), "-o", "model.py", "--check", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "round trip: the script computes the model's outputs" in done.stdout
    tree = ast.parse((tmp_path / "model.py").read_text())
    calls = [n.func for n in ast.walk(tree) if isinstance(n, ast.Call)]
    assert not [c for c in calls if isinstance(c, ast.Name) and c.id == "__import__"]
    strings = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)]
    assert dim in strings  # the dim is one string literal, as it is


@pytest.mark.parametrize(
    "doc", ['ends with a quote"', 'ends with quotes""', '"""', "back\\", "\x1b]0;title\x07"]
)
def test_doc_strings_stay_doc_strings(tmp_path: Path, doc: str) -> None:
    model = _save(relu_model(doc=doc), tmp_path / "model.onnx")
    done = from_onnx(str(model), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert ast.get_docstring(ast.parse(done.stdout), clean=False) == doc.strip()


def test_a_dim_of_2_to_the_40_converts_and_check_says_why_it_cannot_run(tmp_path: Path) -> None:
    model = _save(relu_model([2**40]), tmp_path / "big.onnx")
    done = from_onnx(str(model), cwd=tmp_path)
    assert done.returncode == 0
    assert "FLOAT[1099511627776]" in done.stdout
    done = from_onnx(str(model), "--check", cwd=tmp_path)
    assert done.returncode == 1
    assert "cannot check the round trip: input 'x' has the shape [1099511627776]" in done.stderr


def test_a_tensor_whose_data_does_not_fit_its_dims(tmp_path: Path) -> None:
    weight = TensorProto(name="w", data_type=TensorProto.FLOAT, dims=[2**40], raw_data=b"\0" * 4)
    nodes = [helper.make_node("Add", ["x", "w"], ["y"])]
    model = _save(relu_model(nodes=nodes, initializers=[weight]), tmp_path / "m.onnx")
    done = from_onnx(str(model), "-o", "m.py", cwd=tmp_path)
    assert done.returncode == 1
    assert "tensor 'w' of dims [1099511627776] holds data that does not fit them" in done.stderr
    assert not (tmp_path / "m.py").exists()


@pytest.mark.parametrize("target", ["missing/out.py", "file.txt/out.py", "fifo.py", "folder"])
def test_an_output_that_cannot_be_written(tmp_path: Path, target: str) -> None:
    (tmp_path / "file.txt").write_text("")
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "fifo.py")
    model = _save(relu_model(), tmp_path / "m.onnx")
    done = from_onnx(str(model), "-o", target, cwd=tmp_path)  # fifo.py: waited for ever before
    assert done.returncode == 2
    assert done.stderr.startswith(f"onnxscribe from-onnx: cannot write {target}: ")


def test_a_file_over_2_gb_is_refused_before_it_is_read(tmp_path: Path) -> None:
    huge = tmp_path / "huge.onnx"
    with open(huge, "wb") as file:
        file.truncate(2_500_000_000)  # sparse: no disk space, no memory
    done = from_onnx(str(huge), cwd=tmp_path)
    assert done.returncode == 1
    assert "protobuf reads no message over 2 GB" in done.stderr
    assert "external data" in done.stderr


def test_external_data_outside_the_model_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "secret.bin").write_bytes(np.arange(4, dtype=np.float32).tobytes())
    weight = TensorProto(name="w", data_type=TensorProto.FLOAT, dims=[4])
    weight.data_location = TensorProto.EXTERNAL
    for key, value in (("location", "../secret.bin"), ("offset", "0"), ("length", "16")):
        entry = weight.external_data.add()
        entry.key, entry.value = key, value
    nodes = [helper.make_node("Add", ["x", "w"], ["y"])]
    (tmp_path / "model").mkdir()
    model = relu_model([4], nodes=nodes, initializers=[weight])
    path = _save(model, tmp_path / "model" / "m.onnx")
    done = from_onnx(str(path), cwd=tmp_path)
    assert done.returncode == 1
    assert (
        "external data location '../secret.bin' must be a file name relative to the model's folder, inside it"
        in done.stderr
    )
    assert "calls itself" not in done.stderr
    assert not list(tmp_path.glob("*.py"))
    # --check loads the data for its round trip: refused the same way, by onnx's own rule
    checked = from_onnx(str(path), "--check", "-o", str(tmp_path / "m.py"), cwd=tmp_path)
    assert checked.returncode == 1
    assert "secret.bin" in checked.stderr


def _field(number: int, payload: bytes) -> bytes:
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        low, value = value & 0x7F, value >> 7
        out.append(low | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _nested_model(depth: int) -> bytes:
    """A model whose main graph nests ``depth`` If nodes, serialized by hand (protobuf itself
    refuses to build it)."""
    output = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1]).SerializeToString()
    leaf = helper.make_graph(
        [helper.make_node("Identity", ["x"], ["y"])],
        "leaf",
        [],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])],
    ).SerializeToString()
    graph = leaf
    for level in range(depth):
        then_branch = _field(1, b"then_branch") + _field(6, graph) + _varint(20 << 3) + b"\x05"
        else_branch = _field(1, b"else_branch") + _field(6, leaf) + _varint(20 << 3) + b"\x05"
        node = _field(1, b"c") + _field(2, b"y") + _field(4, b"If")
        node += _field(5, then_branch) + _field(5, else_branch)
        graph = _field(1, node) + _field(2, b"g%d" % level) + _field(12, output)
    opset = _field(1, b"") + _varint(2 << 3) + _varint(18)
    return _varint(1 << 3) + _varint(8) + _field(7, graph) + _field(8, opset)


def test_nesting_1000_deep_says_so(tmp_path: Path) -> None:
    path = tmp_path / "deep.onnx"
    path.write_bytes(_nested_model(1000))
    done = from_onnx(str(path), cwd=tmp_path)
    assert done.returncode == 1
    assert "nested deeper than protobuf reads" in done.stderr
    assert "calls itself" not in done.stderr


def test_a_few_levels_of_the_same_nesting_convert(tmp_path: Path) -> None:
    path = tmp_path / "nested.onnx"
    path.write_bytes(_nested_model(3))
    done = from_onnx(str(path), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("op.If(c, ") == 3


def test_a_cyclic_graph_is_refused(tmp_path: Path) -> None:
    nodes = [helper.make_node("Add", ["x", "y"], ["y"])]
    path = _save(relu_model(nodes=nodes), tmp_path / "cycle.onnx")
    done = from_onnx(str(path), cwd=tmp_path)
    assert done.returncode == 1
    assert "node #0 (Add) reads its own output 'y': the graph has a cycle" in done.stderr
    assert done.stdout == ""


def test_a_value_read_before_it_is_made_is_refused(tmp_path: Path) -> None:
    nodes = [helper.make_node("Neg", ["t"], ["y"]), helper.make_node("Relu", ["x"], ["t"])]
    path = _save(relu_model(nodes=nodes), tmp_path / "unsorted.onnx")
    done = from_onnx(str(path), cwd=tmp_path)
    assert done.returncode == 1
    assert "reads 't', which node #1 (Relu) makes" in done.stderr


@pytest.mark.parametrize("name", ["__class__", "__dict__", "file", "allow_pickle"])
def test_initializer_names_that_python_or_numpy_would_take(tmp_path: Path, name: str) -> None:
    weight = onnx.numpy_helper.from_array(np.arange(32, dtype=np.float32), name)
    nodes = [helper.make_node("Add", ["x", name], ["y"])]
    path = _save(relu_model([32], nodes=nodes, initializers=[weight]), tmp_path / "w.onnx")
    done = from_onnx(str(path), "-o", "w.py", "--check", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "round trip: the script computes the model's outputs" in done.stdout
    assert "DATA.__" not in (tmp_path / "w.py").read_text()


@pytest.mark.parametrize(
    ("make", "answer"),
    [
        (os.mkfifo, "it is a FIFO (named pipe), not a regular file"),
        (os.mkdir, "it is a folder, not a regular file"),
    ],
)
def test_a_model_path_that_is_not_a_file(tmp_path: Path, make: object, answer: str) -> None:
    make(tmp_path / "m.onnx")  # type: ignore[operator]
    done = from_onnx("m.onnx", cwd=tmp_path)  # the FIFO was waited on for ever before
    assert (done.returncode, done.stderr.strip()) == (2, f"onnxscribe from-onnx: m.onnx: {answer}")


def test_dev_zero_is_not_read(tmp_path: Path) -> None:
    done = from_onnx("/dev/zero", cwd=tmp_path)
    assert done.returncode == 2
    assert "it is a character device, not a regular file" in done.stderr
