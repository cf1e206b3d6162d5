"""docs/from-onnx.md: its Python example runs as written and prints the script shown."""

from __future__ import annotations

import contextlib
import io
import os
import re
from pathlib import Path

import onnx

PAGE = Path(__file__).parents[2] / "docs" / "from-onnx.md"


def test_the_example_runs_and_prints_the_script_shown(tmp_path: Path) -> None:
    blocks = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.DOTALL)
    example, printed = blocks[0], blocks[1]
    output = io.StringIO()
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        with contextlib.redirect_stdout(output):
            exec(compile(example, str(PAGE), "exec"), {"__name__": "example"})
    finally:
        os.chdir(here)
    assert output.getvalue().strip() == printed.strip()
    assert (tmp_path / "dense.npz").is_file()
    from onnxscribe.onnx2script.roundtrip import load_module

    model = load_module(tmp_path / "dense.py").dense.to_model_proto()
    onnx.checker.check_model(model, full_check=True)
