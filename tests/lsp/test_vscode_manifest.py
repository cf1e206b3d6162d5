"""The VS Code extension declares exactly the server's settings, with the server's defaults."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from onnxscribe.lsp.settings import Settings, parse_settings

MANIFEST = Path(__file__).parents[2] / "vscode-extension" / "package.json"
CLIENT_ONLY = {"interpreter", "logLevel", "trace.server"}


def _properties() -> dict[str, dict]:
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    properties = manifest["contributes"]["configuration"]["properties"]
    return {name.removeprefix("onnxscribe."): value for name, value in properties.items()}


def test_server_settings_have_the_server_defaults() -> None:
    server_settings = {k: v for k, v in _properties().items() if k not in CLIENT_ONLY}
    defaults = {name: value["default"] for name, value in server_settings.items()}
    parsed, warnings = parse_settings(defaults)
    assert warnings == []
    assert parsed == Settings()


def test_every_server_setting_is_declared() -> None:
    declared = set(_properties()) - CLIENT_ONLY
    # Each declared setting changes the parsed settings when given a non-default value.
    samples = {
        "analyzeOn": "save",
        "delay": 0,
        "inlayHints": False,
        "defaultOpset": 17,
        "analysisTimeout": 1000,
        "scriptDecorators": ["lib.ops.onnx_function"],
        "maxFileSize": 0.5,
        "memoryLimit": 0,
    }
    assert declared == set(samples)
    for name, value in samples.items():
        parsed, warnings = parse_settings({name: value})
        assert warnings == [] and parsed != Settings(), name
    assert len(samples) == len(dataclasses.fields(Settings))
