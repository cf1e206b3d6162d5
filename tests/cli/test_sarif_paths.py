"""File names in the JSON and SARIF reports: exact bytes, documented escapes."""

from __future__ import annotations

from onnxscribe.cli.sarif import _uri, path_text

BAD = b"dir/bad\xff name.py".decode("utf-8", "surrogateescape")


def test_sarif_uris_percent_encode_every_byte_that_needs_it() -> None:
    assert _uri("models/gelu.py") == "models/gelu.py"
    assert _uri(BAD) == "dir/bad%FF%20name.py"
    assert _uri("/abs/é #1.py") == "file:///abs/%C3%A9%20%231.py"


def test_json_paths_write_undecodable_bytes_as_backslash_x() -> None:
    assert path_text("models/é.py") == "models/é.py"
    assert path_text(BAD) == "dir/bad\\xff name.py"
