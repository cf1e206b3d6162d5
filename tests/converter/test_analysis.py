"""analyze(): StaticEnv resolution, symbols, op and call references, never running user code."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from onnxscribe import analyze
from onnxscribe.core import schemas
from onnxscribe.core.runtime import runtime_limits
from onnxscribe.graph_ir.emit import model_proto
from onnxscribe.graph_ir.nodes import SymbolKind

WORKSPACE = Path(__file__).parent / "corpus" / "workspace"
MARKER = "/tmp/onnxscribe-must-not-exist"

SOURCE = """\
import math
from onnxscribe import script, FLOAT, INT64
from onnxscribe import opset18 as op

HALF = math.sqrt(0.25)


@script()
def f(X: FLOAT["N", 3], n: int = 2):
    y = op.Relu(X) * HALF
    z = y[0]
    for i in range(n):
        z = z + 1.0
    return z
"""


def test_symbols_cover_every_assignment_and_use() -> None:
    analysis = analyze(SOURCE, "f.py")
    assert analysis.diagnostics == []
    (function,) = analysis.functions
    assert function.function is not None
    symbols = {(s.span.line, s.span.column, s.kind) for s in function.function.symbols}
    assert (10, 5, SymbolKind.DEFINITION) in symbols  # y
    assert (11, 9, SymbolKind.USE) in symbols  # y in z = y[0]
    assert (10, 22, SymbolKind.USE) in symbols  # HALF
    assert (9, 7, SymbolKind.DEFINITION) in symbols  # X
    y = analysis.symbol_at(10, 5)
    assert (y is not None and str(y.value.type) == 'FLOAT["N", 3]') or str(y.value.type).startswith(
        "FLOAT"
    )
    z = analysis.symbol_at(11, 5)
    assert z is not None and str(z.value.type).startswith("FLOAT")
    half = analysis.symbol_at(10, 23)
    assert half is not None and half.value.const is not None and float(half.value.const) == 0.5


def test_op_references_carry_their_schema() -> None:
    analysis = analyze(SOURCE, "f.py")
    reference = analysis.op_reference_at(10, 12)
    assert reference is not None
    assert (reference.name, reference.version, reference.schema.name) == ("Relu", 18, "Relu")
    assert (reference.span.line, reference.span.column, reference.span.end_column) == (10, 9, 16)


def test_every_value_and_node_has_a_span_inside_the_function() -> None:
    analysis = analyze(SOURCE, "f.py")
    function = analysis.functions[0].function
    assert function is not None
    for node in function.graph.walk():
        assert 9 <= node.span.line <= 14
        for value in node.outputs:
            assert value.span is not None and 9 <= value.span.line <= 14


def test_workspace_import_is_parsed_not_executed() -> None:
    if os.path.exists(MARKER):
        os.remove(MARKER)
    path = WORKSPACE / "model.py"
    analysis = analyze(path.read_text(), str(path))
    assert not os.path.exists(MARKER)
    assert [d.format() for d in analysis.diagnostics] == []
    (function,) = analysis.functions
    assert function.function is not None
    (call,) = function.function.call_references
    assert call.callee.name == "shifted_relu"
    assert (call.span.line, call.span.column) == (14, 14)
    model = model_proto(function.function)
    assert [f.name for f in model.functions] == ["shifted_relu"]


def test_opaque_module_value_is_a_warning_at_its_use() -> None:
    source = SOURCE.replace("HALF = math.sqrt(0.25)", "HALF = compute_half()")
    analysis = analyze(source, "f.py")
    (diagnostic,) = analysis.diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("OXS204", 10, 22)


def test_names_defined_later_are_not_visible_at_decoration() -> None:
    source = SOURCE + "\n\nLATE = 3.0\n"
    source = source.replace("* HALF", "* LATE")
    analysis = analyze(source, "f.py")
    # as with @script() at run time: the decorator converts before LATE exists
    assert [(d.code, d.span.line) for d in analysis.diagnostics] == [("OXS201", 10)]


def test_syntax_error_is_a_module_diagnostic() -> None:
    analysis = analyze("def f(:\n    pass\n", "broken.py")
    (diagnostic,) = analysis.module_diagnostics
    assert (diagnostic.code, diagnostic.span.line) == ("OXS100", 1)


def test_function_with_errors_keeps_partial_ir_and_all_diagnostics() -> None:
    source = SOURCE.replace("op.Relu(X)", "op.Rleu(X)").replace("z + 1.0", "z + undefined")
    analysis = analyze(source, "f.py")
    codes = sorted(d.code for d in analysis.diagnostics)
    assert codes == ["OXS201", "OXS301"]
    assert analysis.functions[0].function is not None


def test_import_of_a_missing_name_is_reported_with_a_fix() -> None:
    analysis = analyze("from onnxscribe import script, FLAOT\n", "imports.py")
    (diagnostic,) = analysis.module_diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("OXS201", 1, 32)
    assert diagnostic.fixes[0].edits[0].new_text == "FLOAT"


def test_onnxscript_only_names_are_not_errors() -> None:
    analysis = analyze("from onnxscript import ir, script\n", "imports.py")
    assert analysis.diagnostics == []


NO_OPSET_IMPORT = """\
from onnxscribe import FLOAT, script


@script()
def remainder(X: FLOAT["N"], Y: FLOAT["N"]) -> FLOAT["N"]:
    return X % Y
"""


def _ai_onnx_version(source: str, path: str | None = None, **options: int | None) -> int:
    function = analyze(source, path, **options).functions[0].function
    assert function is not None
    return function.opset_imports[""]


def test_default_opset_applies_where_the_module_imports_none() -> None:
    assert _ai_onnx_version(NO_OPSET_IMPORT) == runtime_limits().opset()
    assert _ai_onnx_version(NO_OPSET_IMPORT, default_opset=15) == 15


def test_an_opset_named_in_the_file_wins_over_the_default_opset() -> None:
    imported = NO_OPSET_IMPORT.replace("script\n", "opset18, script\n", 1)
    assert _ai_onnx_version(imported, default_opset=15) == 18
    explicit = imported.replace("@script()", "@script(default_opset=opset18)")
    assert _ai_onnx_version(explicit, default_opset=15) == 18
    assert _ai_onnx_version(SOURCE, default_opset=15) == 18


def test_default_opset_reaches_script_functions_of_other_workspace_files(
    tmp_path: Path,
) -> None:
    (tmp_path / "helper.py").write_text(
        "from onnxscribe import FLOAT, script\n\n\n"
        '@script()\ndef twice(X: FLOAT["N"]) -> FLOAT["N"]:\n    return X + X\n'
    )
    main = tmp_path / "main.py"
    main.write_text(
        "from onnxscribe import FLOAT, script\nfrom helper import twice\n\n\n"
        '@script()\ndef four(X: FLOAT["N"]) -> FLOAT["N"]:\n    return twice(twice(X))\n'
    )
    for version in (15, 16):
        analysis = analyze(main.read_text(), str(main), default_opset=version)
        function = analysis.functions[0].function
        assert analysis.diagnostics == [] and function is not None
        callees = {callee.name: callee.opset_imports[""] for callee in function.transitive_calls()}
        assert callees == {"twice": version}


def test_default_opset_must_be_a_known_version() -> None:
    for bad in (0, schemas.latest_version() + 1):
        with pytest.raises(ValueError, match=r"default_opset must be an ai\.onnx version"):
            analyze(NO_OPSET_IMPORT, default_opset=bad)


def test_default_opset_decides_the_schemas_that_are_checked() -> None:
    int8_sum = NO_OPSET_IMPORT.replace("FLOAT", "INT8").replace("X % Y", "X + Y")
    assert [d.code for d in analyze(int8_sum, default_opset=13).diagnostics] == ["OXS401"]
    assert analyze(int8_sum, default_opset=14).diagnostics == []
