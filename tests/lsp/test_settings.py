from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from onnxscribe.core.resources import DEFAULT_MEMORY_MB
from onnxscribe.frontend.limits import DEFAULT_MAX_FILE_MB
from onnxscribe.lsp.settings import Settings, parse_settings


def test_defaults() -> None:
    settings, warnings = parse_settings(None)
    assert settings == Settings()
    assert warnings == []


def test_reads_the_section_or_the_bare_object() -> None:
    nested, _ = parse_settings({"onnxscribe": {"analyzeOn": "save", "delay": 0}})
    bare, _ = parse_settings({"analyzeOn": "save", "delay": 0})
    assert nested == bare == Settings(analyze_on="save", delay_ms=0)


def test_every_setting() -> None:
    settings, warnings = parse_settings(
        {
            "analyzeOn": "change",
            "delay": 150,
            "inlayHints": False,
            "defaultOpset": 17,
            "analysisTimeout": 2000,
            "maxFileSize": 0.5,
            "memoryLimit": 512,
        }
    )
    assert warnings == []
    assert settings == Settings("change", 150, False, 17, 2000, 0.5, 512)
    assert settings.memory_mb == 512


def test_the_limits_mean_what_check_options_mean() -> None:
    assert Settings().max_file_mb == DEFAULT_MAX_FILE_MB
    assert Settings().memory_mb == DEFAULT_MEMORY_MB
    unlimited, warnings = parse_settings({"memoryLimit": 0})
    assert warnings == [] and unlimited.memory_mb is None


def test_bad_limits_keep_the_previous_ones_with_a_warning() -> None:
    base = Settings(max_file_mb=3.0, memory_limit_mb=100)
    settings, warnings = parse_settings(
        {"maxFileSize": 0, "memoryLimit": -1, "analysisTimeout": "1s"}, base
    )
    assert settings == base
    assert [w.split(":")[0] for w in warnings] == [
        "setting onnxscribe.analysisTimeout",
        "setting onnxscribe.maxFileSize",
        "setting onnxscribe.memoryLimit",
    ]
    for value in (True, "2", float("nan"), float("inf"), None):
        assert parse_settings({"maxFileSize": value, "memoryLimit": value}, base)[0] == base


def test_bad_values_keep_the_previous_ones_with_a_warning() -> None:
    base = Settings(analyze_on="save", delay_ms=50)
    settings, warnings = parse_settings(
        {"analyzeOn": "typing", "delay": -1, "inlayHints": "yes", "defaultOpset": True}, base
    )
    assert settings == base
    assert len(warnings) == 4
    assert "onnxscribe.analyzeOn" in warnings[0]


def test_default_opset_must_be_a_version_onnx_knows() -> None:
    from onnxscribe.core import schemas

    latest = schemas.latest_version()
    settings, warnings = parse_settings({"defaultOpset": latest})
    assert settings.default_opset == latest and warnings == []
    settings, warnings = parse_settings({"defaultOpset": latest + 1})
    assert settings.default_opset is None
    assert len(warnings) == 1 and f"from 1 to {latest}" in warnings[0]


NULL_OPSET = """
import sys
from onnxscribe.lsp.settings import parse_settings
settings, warnings = parse_settings({"defaultOpset": None, "delay": 0})
assert settings.default_opset is None and settings.delay_ms == 0 and warnings == []
print("onnx" in sys.modules)
"""


def test_a_null_default_opset_needs_no_table_of_schemas(tmp_path: Path) -> None:
    """VS Code sends ``defaultOpset: null``; the server reads its settings at start-up, before the
    analysis process has read (or, the first time, made from onnx) the table of schemas. With an
    empty cache, reading the table would make it: onnx would load and the table be written."""
    environment = {**os.environ, "ONNXSCRIBE_CACHE_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", NULL_OPSET],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
    )
    assert done.stdout.split() == ["False"]
    assert list(tmp_path.iterdir()) == []


def test_script_decorators_setting() -> None:
    from onnxscribe.core.project_settings import ScriptDecorator

    settings, warnings = parse_settings(
        {"onnxscribe": {"scriptDecorators": ["a.b", {"name": "c.d", "unless": {"t": True}}, 3]}}
    )
    assert settings.script_decorators.entries == (
        ScriptDecorator("a.b"),
        ScriptDecorator("c.d", (("t", True),)),
    )
    assert settings.project.script_decorators == settings.script_decorators
    assert len(warnings) == 1 and "got 3; entry ignored" in warnings[0]
    kept, warnings = parse_settings({"scriptDecorators": "a.b"}, settings)
    assert kept.script_decorators == settings.script_decorators
    assert "expected a list" in warnings[0]


def test_script_decorators_unset_is_no_decorators() -> None:
    settings, warnings = parse_settings({"scriptDecorators": None})
    assert settings == Settings() and warnings == []
