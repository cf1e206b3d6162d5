"""``[tool.onnxscribe]`` in pyproject.toml: found upwards from a file, read once per version,
every entry it does not understand named."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from onnxscribe.core.project_settings import ScriptDecorator, parse_script_decorators
from onnxscribe.frontend.project_config import parse_table, project_config


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_the_nearest_table_above_the_file_applies(tmp_path: Path) -> None:
    _write(tmp_path / "pyproject.toml", '[tool.onnxscribe]\nscript-decorators = ["outer.f"]\n')
    _write(tmp_path / "pkg" / "pyproject.toml", '[project]\nname = "no-table-here"\n')
    source = _write(tmp_path / "pkg" / "sub" / "model.py", "")
    config = project_config(str(source))
    assert config.path == str(tmp_path / "pyproject.toml")
    assert config.settings.script_decorators.entries == (ScriptDecorator("outer.f"),)


def test_the_search_stops_at_the_repository_root(tmp_path: Path) -> None:
    _write(tmp_path / "pyproject.toml", '[tool.onnxscribe]\nscript-decorators = ["outer.f"]\n')
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    source = _write(tmp_path / "repo" / "model.py", "")
    assert project_config(str(source)).path is None


def test_a_changed_file_is_read_again(tmp_path: Path) -> None:
    pyproject = _write(tmp_path / "pyproject.toml", "[tool.onnxscribe]\n")
    source = _write(tmp_path / "model.py", "")
    assert project_config(str(source)).settings.ignore == ()
    pyproject.write_text('[tool.onnxscribe]\nignore = ["OXS204", "OXS5"]\n')
    stat = pyproject.stat()
    os.utime(pyproject, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert project_config(str(source)).settings.ignore == ("OXS204", "OXS5")


def test_unless_entries_and_their_values() -> None:
    decorators, problems = parse_script_decorators(
        ["a.b", {"name": "lib.reg.torch_op", "unless": {"trace_only": True, "mode": "eager"}}],
        "script-decorators",
    )
    assert problems == []
    assert decorators.find("lib.reg.torch_op") == ScriptDecorator(
        "lib.reg.torch_op", (("mode", "eager"), ("trace_only", True))
    )
    assert decorators.find("a.b") == ScriptDecorator("a.b")
    assert decorators.find("a") is None


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        ("lib.f", "expected a list of decorator paths"),
        (["lib.f()"], "'lib.f()' is not a dotted path"),
        ([{"name": "lib.f", "except": {}}], "unknown key 'except'"),
        ([{"name": "lib.f", "unless": ["trace_only"]}], "unless of 'lib.f' must map keyword"),
        ([3], "expected a decorator path or {name, unless}, got 3"),
    ],
)
def test_entries_not_understood_are_named(raw: object, fragment: str) -> None:
    decorators, problems = parse_script_decorators(raw, "script-decorators")
    assert decorators.entries == ()
    assert len(problems) == 1 and fragment in problems[0]


def test_unknown_keys_and_bad_toml_are_reported(tmp_path: Path) -> None:
    settings, problems = parse_table({"script-decorator": ["a.b"], "ignore": "OXS204"}, "[t]")
    assert settings.script_decorators.entries == ()
    assert [p.split(":")[1].strip() for p in problems] == [
        "unknown key 'script-decorator' (known",
        "expected a list of diagnostic codes like 'OXS304', got 'OXS204'",
    ]
    _write(tmp_path / "pyproject.toml", "[tool.onnxscribe\n")
    config = project_config(str(_write(tmp_path / "m.py", "")))
    assert len(config.problems) == 1 and "not valid TOML" in config.problems[0]
    assert "line 1" in config.problems[0]


def test_ignore_leaves_diagnostics_out_of_analysis(tmp_path: Path) -> None:
    from onnxscribe.pipeline import analyze

    text = (
        "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n\n\n"
        '@script()\ndef f(x: FLOAT["N"]) -> FLOAT["N"]:\n    print(x)\n    return op.Relu(x)\n'
    )
    source = _write(tmp_path / "m.py", text)
    assert [d.code for d in analyze(text, str(source)).diagnostics] == ["OXS107"]
    _write(tmp_path / "pyproject.toml", '[tool.onnxscribe]\nignore = ["OXS1"]\n')
    assert analyze(text, str(source)).diagnostics == []
