"""docs/debugging.md tells the truth: its example runs, its launch configuration debugs it, and
its `where` commands work."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from dap_client import DapClient

DOC = Path(__file__).parents[2] / "docs" / "debugging.md"


def blocks(language: str) -> list[str]:
    """The code blocks of that language, whatever else their fence line says (``needs=...``)."""
    return re.findall(
        rf"```{language}(?: [^\n]*)?\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S
    )


def example(folder: Path) -> Path:
    (source,) = blocks("python")
    path = folder / "debug_example.py"
    path.write_text(source)
    return path


def test_example_runs_as_written(tmp_path: Path) -> None:
    path = example(tmp_path)
    result = subprocess.run(
        [sys.executable, str(path)], capture_output=True, text=True, check=True, timeout=120
    )
    assert result.stdout.startswith("[")


def test_vscode_launch_configuration_debugs_the_example(tmp_path: Path) -> None:
    example(tmp_path)
    (launch_json,) = [b for b in blocks("json") if '"configurations"' in b]
    (configuration,) = json.loads(launch_json)["configurations"]
    assert configuration["type"] == "onnxscribe"
    arguments = {
        key: value.replace("${workspaceFolder}", str(tmp_path)) if isinstance(value, str) else value
        for key, value in configuration.items()
        if key not in ("type", "request", "name")
    }
    client = DapClient(cwd=tmp_path)
    try:
        client.start(**arguments)
        top = client.stopped("entry")
        assert [f["name"] for f in top["stack"]] == ["smooth"]
        client.request("stepIn", {"threadId": 1})
        top = client.stopped("step")
        assert top["stack"][0]["name"] == "Loop body (iteration 0)"
        client.request("stepIn", {"threadId": 1})
        top = client.stopped("step")
        assert [f["name"] for f in top["stack"]][:2] == ["soft_clip", "Loop body (iteration 0)"]
        client.request("continue", {"threadId": 1})
        assert client.wait_event("exited")["exitCode"] == 0
    finally:
        client.close()


def test_where_commands_run_as_written(tmp_path: Path) -> None:
    example(tmp_path)
    onnxscribe = Path(sys.executable).parent / "onnxscribe"
    (commands,) = [b for b in blocks("sh") if "onnxscribe where" in b]
    outputs = []
    for line in commands.strip().splitlines():
        arguments = line.split()
        assert arguments[0] == "onnxscribe"
        arguments = [a.strip("'") for a in arguments[1:]]
        result = subprocess.run(
            [str(onnxscribe), *arguments], cwd=tmp_path, capture_output=True, text=True, timeout=120
        )
        assert result.returncode == 0, result.stderr
        outputs.append(result.stdout)
    assert outputs[-1].startswith("debug_example.py:")
    assert "for i in range(steps):" in outputs[-1]


def test_inline_values_block_is_what_the_adapter_shows(tmp_path: Path) -> None:
    """The Inline values section's picture: stopped at its last line with the VS Code
    configuration's inputs, each line's values are the adapter's answer for that line."""
    path = example(tmp_path)
    (picture,) = [b for b in blocks("text") if "differs:" not in b]
    rows = [re.split(r"(?<=\S)\s{2,}", row.rstrip(), maxsplit=1) for row in picture.splitlines()]
    source = path.read_text().splitlines()

    def line_of(code: str) -> int:
        return next(n for n, text in enumerate(source, 1) if text.strip() == code.strip())

    expected = [
        (line_of(row[0]), text)
        for row in rows
        if len(row) == 2
        for text in re.split(r", (?=\w+ = )", row[1])
    ]
    (launch_json,) = [b for b in blocks("json") if '"configurations"' in b]
    (configuration,) = json.loads(launch_json)["configurations"]
    stop = line_of(rows[-1][0])
    client = DapClient(cwd=tmp_path)
    try:
        client.start(
            breakpoints={str(path): [{"line": stop}]},
            program=str(path),
            function=configuration["function"],
            inputs=configuration["inputs"],
            attributes=configuration["attributes"],
            mode=configuration["mode"],
        )
        top = client.stopped("breakpoint")
        assert top["line"] == stop
        values = client.request("inlineValues", {"frameId": top["id"]})["values"]
        assert [(v["line"], v["text"]) for v in values] == expected
    finally:
        client.close()


def test_the_compare_mode_configuration_stops_as_shown(tmp_path: Path) -> None:
    # the LayerNorm files the section describes are the compare-mode tests' programs
    programs = Path(__file__).parent / "programs"
    for name in ("layer_norm.py", "reference_layer_norm.py"):
        shutil.copy(programs / name, tmp_path)
    (configuration,) = [json.loads(b) for b in blocks("json") if '"compare"' in b]
    (shown,) = [b.strip() for b in blocks("text") if "differs:" in b]
    arguments = {
        key: value.replace("${file}", str(tmp_path / "layer_norm.py"))
        if isinstance(value, str)
        else value
        for key, value in configuration.items()
        if key not in ("type", "request", "name")
    }
    client = DapClient(cwd=tmp_path)
    try:
        client.start(cwd=str(tmp_path), **arguments)
        top = client.stopped("exception")
        assert top["event"]["text"].startswith(shown)
    finally:
        client.close()
