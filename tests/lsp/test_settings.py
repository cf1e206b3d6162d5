from __future__ import annotations

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
        }
    )
    assert warnings == []
    assert settings == Settings("change", 150, False, 17, 2000)


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
