"""Launch arguments are checked before anything runs."""

from __future__ import annotations

from pathlib import Path

import pytest
from onnxscribe.dap.launch import LaunchError, parse_launch_arguments
from programs_support import program


def test_defaults_and_relative_paths(tmp_path: Path) -> None:
    (tmp_path / "prog.py").write_text("")
    config = parse_launch_arguments(
        {"program": "prog.py", "cwd": str(tmp_path), "inputs": "data.npz"}
    )
    assert config.program == str(tmp_path / "prog.py")
    assert config.inputs == str(tmp_path / "data.npz")
    assert (config.mode, config.evaluator, config.stop_on_entry) == ("graph", "auto", False)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({}, "'program' is required"),
        ({"evaluator": "gpu"}, "'evaluator' must be one of auto, ort, reference, not 'gpu'"),
        ({"inputs": "x.csv"}, "'inputs' must be a .npz or .npy file"),
        ({"inputs": 3}, "'inputs' must be a .npz / .npy path or a mapping"),
        ({"stopOnEntry": "yes"}, "'stopOnEntry' must be true or false"),
        ({"function": "not a name"}, "'function' must be the name of a script function"),
        ({"attributes": [1]}, "'attributes' must map attribute names to values"),
    ],
)
def test_bad_arguments(arguments: dict, message: str) -> None:
    base = {"program": program("loops.py")} if arguments else {}
    with pytest.raises(LaunchError, match="^" + message.replace("(", r"\(").replace(".", r"\.")):
        parse_launch_arguments({**base, **arguments})
