"""Launch arguments are checked before anything runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from onnxscribe.dap.launch import AGAINST, COMPARE_ONLY, LaunchError, parse_launch_arguments
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


def test_compare_choices_default_and_are_declared_for_the_editor(tmp_path: Path) -> None:
    (tmp_path / "prog.py").write_text("")
    base = {"program": "prog.py", "cwd": str(tmp_path), "mode": "compare"}
    config = parse_launch_arguments(base)
    assert (config.against, config.rtol, config.atol) == ("eager", 1e-4, 1e-5)
    config = parse_launch_arguments({**base, "referenceFunction": "ref:f", "rtol": 0})
    assert (config.against, config.reference_function, config.rtol) == ("function", "ref:f", 0.0)
    package = Path(__file__).parents[2] / "vscode-extension" / "package.json"
    (debugger,) = json.loads(package.read_text())["contributes"]["debuggers"]
    attributes = debugger["configurationAttributes"]["launch"]["properties"]
    assert attributes["against"]["enum"] == list(AGAINST)
    assert set(COMPARE_ONLY) <= set(attributes)
