"""File names in the JSON and SARIF reports: exact bytes, documented escapes."""

from __future__ import annotations

from onnxscribe.cli.sarif import _uri, path_text, to_sarif
from onnxscribe.core.diagnostics import Diagnostic, Severity, Span

BAD = b"dir/bad\xff name.py".decode("utf-8", "surrogateescape")


def test_sarif_uris_percent_encode_every_byte_that_needs_it() -> None:
    assert _uri("models/gelu.py") == "models/gelu.py"
    assert _uri(BAD) == "dir/bad%FF%20name.py"
    assert _uri("/abs/é #1.py") == "file:///abs/%C3%A9%20%231.py"


def test_json_paths_write_undecodable_bytes_as_backslash_x() -> None:
    assert path_text("models/é.py") == "models/é.py"
    assert path_text(BAD) == "dir/bad\\xff name.py"


def test_sarif_locations_are_relative_to_srcroot_inside_the_working_folder() -> None:
    span = Span(None, 1, 1, 1, 2)
    found = {
        "models/a.py": [Diagnostic("OXS402", Severity.ERROR, "m", span)],
        "/work/repo/models/b.py": [Diagnostic("OXS402", Severity.ERROR, "m", span)],
        "../elsewhere/c.py": [Diagnostic("OXS402", Severity.ERROR, "m", span)],
        "/tmp/d.py": [Diagnostic("OXS402", Severity.ERROR, "m", span)],
        BAD: [Diagnostic("OXS402", Severity.ERROR, "m", span)],
    }
    run = to_sarif(found, "1", root="/work/repo")["runs"][0]
    assert run["originalUriBaseIds"] == {"%SRCROOT%": {"uri": "file:///work/repo/"}}
    locations = [r["locations"][0]["physicalLocation"]["artifactLocation"] for r in run["results"]]
    assert locations == [
        {"uri": "models/a.py", "uriBaseId": "%SRCROOT%"},
        {"uri": "models/b.py", "uriBaseId": "%SRCROOT%"},
        {"uri": "file:///work/elsewhere/c.py"},
        {"uri": "file:///tmp/d.py"},
        {"uri": "dir/bad%FF%20name.py", "uriBaseId": "%SRCROOT%"},
    ]


def test_without_a_root_paths_stay_as_given() -> None:
    span = Span(None, 1, 1, 1, 2)
    run = to_sarif({"m.py": [Diagnostic("OXS402", Severity.ERROR, "m", span)]}, "1")["runs"][0]
    assert "originalUriBaseIds" not in run
    assert run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"] == {
        "uri": "m.py"
    }
