"""Source files are read as Python reads them: BOM, PEP 263 coding lines, decode errors at line:col."""

from __future__ import annotations

import ast
import gc
import runpy
import weakref
from pathlib import Path

import numpy as np
import pytest
from latin1_sources import FUNCTION, LATIN_1
from onnxscribe.cli import main
from onnxscribe.core.diagnostics import ScriptError
from onnxscribe.frontend import source as source_module
from onnxscribe.frontend.source_text import SourceDecodeError, decode_source, read_source
from source_modules import import_source


def test_bom_is_not_part_of_the_text() -> None:
    source = decode_source(b"\xef\xbb\xbf" + FUNCTION.encode(), "f.py")
    assert source.text == FUNCTION
    assert source.encoding == "utf-8-sig"


def test_coding_line_decides_the_encoding() -> None:
    source = decode_source(LATIN_1, "f.py")
    assert source.text.splitlines()[1] == "# café"
    assert source.encoding == "iso-8859-1"


def test_crlf_newlines_become_newlines() -> None:
    assert decode_source(b"a = 1\r\nb = 2\r\n", None).text == "a = 1\nb = 2\n"


def test_decode_error_is_a_diagnostic_at_line_and_column() -> None:
    data = b"x = 1\n# na\xc3\xafve caf\xe9\n"
    with pytest.raises(SourceDecodeError) as raised:
        decode_source(data, "f.py")
    diagnostic = raised.value.diagnostic
    assert diagnostic.code == "OXS100"
    # the bad byte follows "# naïve caf": 11 characters, so it is column 12
    assert (diagnostic.span.path, diagnostic.span.line, diagnostic.span.column) == ("f.py", 2, 12)
    assert "not valid UTF-8" in diagnostic.message and "position" not in diagnostic.message
    assert "coding: latin-1" in diagnostic.message
    assert raised.value.text.splitlines()[1] == "# naïve caf\ufffd"


def test_unknown_coding_is_a_diagnostic_on_its_line() -> None:
    with pytest.raises(SourceDecodeError) as raised:
        decode_source(b"#!/usr/bin/env python\n# coding: no-such-codec\nx = 1\n", "f.py")
    diagnostic = raised.value.diagnostic
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("OXS100", 2, 1)
    assert "no-such-codec" in diagnostic.message


def test_read_source_reads_the_file(tmp_path: Path) -> None:
    path = tmp_path / "f.py"
    path.write_bytes(LATIN_1)
    assert read_source(str(path)).text == LATIN_1.decode("latin-1")


@pytest.mark.parametrize(
    ("name", "data"),
    [("bom.py", b"\xef\xbb\xbf" + FUNCTION.encode()), ("latin.py", LATIN_1)],
)
def test_show_reads_bom_and_coding_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, data: bytes
) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    assert main(["show", f"{path}::f"]) == 0
    assert "f (float[N] X) => (float[N] output)" in capsys.readouterr().out


def test_show_reports_a_decode_error_at_line_and_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.py"
    path.write_bytes(b"# caf\xe9\n" + FUNCTION.encode())
    assert main(["show", f"{path}::f"]) == 1
    error = capsys.readouterr().err
    assert f"{path}:1:6: error: OXS100 this file is not valid UTF-8" in error
    assert "position" not in error


def test_show_and_export_usage_errors_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["show", str(tmp_path / "missing.py") + "::f"]) == 2
    assert main(["export", str(tmp_path / "missing.py") + "::f", "-o", "m.onnx"]) == 2
    assert "no such file" in capsys.readouterr().err


def test_script_error_in_a_latin_1_file_shows_its_line(tmp_path: Path) -> None:
    path = tmp_path / "latin_error.py"
    path.write_bytes(LATIN_1.replace(b"op.Relu(X)", b"op.Rleu(X)"))
    with pytest.raises(ScriptError) as raised:
        runpy.run_path(str(path))
    message = str(raised.value)
    assert f"{path}:7:12: error: OXS301" in message
    assert "    return op.Rleu(X)" in message


def test_script_function_in_a_bom_file_runs(tmp_path: Path) -> None:
    path = tmp_path / "bom_run.py"
    path.write_bytes(b"\xef\xbb\xbf" + FUNCTION.encode())
    function = runpy.run_path(str(path))["f"]
    result = function(np.array([-1.0, 2.0], dtype=np.float32))
    np.testing.assert_array_equal(result, [0.0, 2.0])


def test_a_converted_function_does_not_keep_its_syntax_tree(tmp_path: Path) -> None:
    parsed: list[weakref.ref[ast.FunctionDef]] = []
    parse_def = source_module._parse_def

    def watched(*args: object) -> object:
        found = parse_def(*args)  # type: ignore[arg-type]
        if found is not None:
            parsed.append(weakref.ref(found[1]))
        return found

    source_module._parse_def = watched  # type: ignore[assignment]
    try:
        module = import_source(
            tmp_path,
            "tree_released",
            """
            from onnxscribe import script, FLOAT, opset18 as op

            @script()
            def body(x: FLOAT["N"]) -> FLOAT["N"]:
                return op.Neg(x)

            @script()
            def double(x: FLOAT["N"]) -> FLOAT["N"]:
                return op.Add(x, x)
            """,
        )
    finally:
        source_module._parse_def = parse_def
    gc.collect()
    assert len(parsed) == 2 and all(ref() is None for ref in parsed)
    # found again when it is needed (a graph attribute's body)
    assert module.body.graph_source().node.name == "body"
    assert [n.op_type for n in module.double.to_model_proto().graph.node] == ["Add"]
