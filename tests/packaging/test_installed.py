"""Smoke tests of an installed onnxscribe (a wheel or an sdist, see conftest.py): the package,
its commands, its language server and debug adapter, the stubs it carries for type checkers, and
its data files. Each would fail if the install lacked the part it uses."""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import pytest
from installed import (
    ENVIRONMENT,
    EXAMPLE,
    EXPECTED_ERRORS,
    ONNXSCRIBE,
    PYTHON,
    ROOT,
    python,
    run,
    source_version,
)

MISUSE = ROOT / "tests" / "stubs" / "installed" / "misuse.py"
BIN = Path(sys.executable).parent
"""The development environment's pinned type checkers (constraints.txt)."""


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """An empty folder outside the source tree to run in."""
    return tmp_path


def _inside_environment(path: str) -> bool:
    resolved = Path(path).resolve()
    return resolved.is_relative_to(ENVIRONMENT) and not resolved.is_relative_to(ROOT / "server")


def test_the_package_is_imported_from_the_environment(folder: Path) -> None:
    printed = python(
        "import importlib.metadata, json, onnxscribe\n"
        "print(json.dumps([onnxscribe.__file__, onnxscribe.__version__,"
        " importlib.metadata.version('onnxscribe')]))",
        folder,
    )
    location, version, metadata_version = json.loads(printed)
    assert _inside_environment(location), location
    assert version == metadata_version == source_version()


def test_version_command(folder: Path) -> None:
    assert run(ONNXSCRIBE, "--version", cwd=folder).stdout == f"onnxscribe {source_version()}\n"


def test_bare_command_prints_the_help(folder: Path) -> None:
    completed = run(ONNXSCRIBE, cwd=folder)
    assert completed.stdout.startswith("usage: onnxscribe")
    assert "exit status:" in completed.stdout


def test_data_files_are_installed(folder: Path) -> None:
    printed = python(
        "import importlib.resources, json\n"
        "from onnxscribe.core.codes import reference_path\n"
        "script = importlib.resources.files('onnxscribe') / 'data' / 'graph_view.js'\n"
        "print(json.dumps([str(reference_path()), str(script)]))",
        folder,
    )
    for path in json.loads(printed):
        assert _inside_environment(path), path
        assert Path(path).stat().st_size > 1000, path


@pytest.mark.parametrize("command", ["check", "export", "show", "where", "from-onnx", "lsp", "dap"])
def test_help_points_at_installed_documentation(folder: Path, command: str) -> None:
    text = run(ONNXSCRIBE, command, "--help", cwd=folder).stdout
    assert "exit status:" in text
    documents = re.findall(r"^documentation: (.+)$", text, re.M)
    assert documents, text
    for document in documents:
        assert _inside_environment(document), document
        assert Path(document).read_text(encoding="utf-8").startswith("# ")


def test_check_reports_the_expected_diagnostics(folder: Path) -> None:
    shutil.copy(EXAMPLE, folder / "example.py")
    completed = run(ONNXSCRIBE, "check", "--format", "json", "example.py", cwd=folder, check=False)
    assert completed.returncode == 1, completed.stderr
    report = json.loads(completed.stdout)
    found = {(d["code"], d["line"]) for d in report["diagnostics"] if d["severity"] == "error"}
    assert found == EXPECTED_ERRORS, report


def test_export_writes_the_function_model_by_default(folder: Path) -> None:
    shutil.copy(EXAMPLE, folder / "example.py")
    run(ONNXSCRIBE, "export", "example.py::gelu", "--check", cwd=folder)
    checked = python(
        "import onnx; m = onnx.load('gelu.onnx'); onnx.checker.check_model(m, full_check=True);"
        " print(sorted({n.op_type for n in m.graph.node}))",
        folder,
    )
    assert "Erf" in checked


def test_from_onnx_converts_a_small_model(folder: Path) -> None:
    python(
        "import onnx\n"
        "from onnx import TensorProto, helper\n"
        "x = helper.make_tensor_value_info('x', TensorProto.FLOAT, ['N', 3])\n"
        "y = helper.make_tensor_value_info('y', TensorProto.FLOAT, ['N', 3])\n"
        "nodes = [helper.make_node('Relu', ['x'], ['r']), helper.make_node('Add', ['r', 'x'], ['y'])]\n"
        "graph = helper.make_graph(nodes, 'small', [x], [y])\n"
        "model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 18)])\n"
        "onnx.save(model, 'small.onnx')",
        folder,
    )
    completed = run(ONNXSCRIBE, "from-onnx", "small.onnx", "-o", "small.py", "--check", cwd=folder)
    assert "round trip: the script computes the model's outputs" in completed.stdout
    source = (folder / "small.py").read_text(encoding="utf-8")
    assert "@script()" in source and "op.Relu(" in source


def _expected_lines(file: Path) -> set[int]:
    lines = file.read_text(encoding="utf-8").splitlines()
    return {number for number, text in enumerate(lines, start=1) if "# error" in text}


def test_pyright_sees_the_operator_signatures(folder: Path) -> None:
    shutil.copy(MISUSE, folder / "misuse.py")
    config = {"include": ["misuse.py"], "reportDeprecated": "error"}
    (folder / "pyrightconfig.json").write_text(json.dumps(config))
    completed = run(
        BIN / "pyright", "--outputjson", "--pythonpath", PYTHON, cwd=folder, check=False
    )
    report = json.loads(completed.stdout)
    found = {
        d["range"]["start"]["line"] + 1
        for d in report["generalDiagnostics"]
        if d["severity"] == "error"
    }
    assert found == _expected_lines(MISUSE), report["generalDiagnostics"]


def test_mypy_sees_the_operator_signatures(folder: Path, request: pytest.FixtureRequest) -> None:
    # One cache across the runs (wheel, sdist) for what they share: the standard library's types.
    cache = request.config.cache.mkdir("smoke-mypy") if request.config.cache else folder / "cache"
    shutil.copy(MISUSE, folder / "misuse.py")
    plugin = python(
        "import importlib.util; print(importlib.util.find_spec('onnxscribe.mypy_plugin').origin)",
        folder,
    ).strip()
    assert _inside_environment(plugin), plugin
    (folder / "mypy.ini").write_text(
        f"[mypy]\nplugins = {plugin}\nenable_error_code = deprecated\n", encoding="utf-8"
    )
    completed = run(
        BIN / "mypy",
        "--config-file",
        "mypy.ini",
        "--python-executable",
        PYTHON,
        "--cache-dir",
        cache,
        "--no-pretty",
        "--no-error-summary",
        "misuse.py",
        cwd=folder,
        check=False,
    )
    found = {
        int(line.split(":")[1])
        for line in completed.stdout.splitlines()
        if line.startswith("misuse.py:") and ": error:" in line
    }
    assert found == _expected_lines(MISUSE), completed.stdout


def test_debug_adapter_answers_initialize(folder: Path) -> None:
    from dap_client import DapClient

    client = DapClient([str(ONNXSCRIBE), "dap"], cwd=folder)
    try:
        response = client.response(client.send("initialize", {"adapterID": "onnxscribe"}))
        assert response["success"], response
        assert response["body"]["supportsConfigurationDoneRequest"] is True
    finally:
        client.close()
    assert client.violation is None
