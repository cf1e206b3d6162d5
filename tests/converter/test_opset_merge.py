"""A caller and a callee written against different ai.onnx versions: merged only when safe."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnxscribe import analyze
from onnxscribe.core.diagnostics import ScriptError
from onnxscribe.graph_ir.emit import EmitError, model_proto
from source_modules import import_source

SAME_SCHEMAS = """
from onnxscribe import script, FLOAT, opset17, opset18


@script()
def callee(X: FLOAT["N"]) -> FLOAT["N"]:
    return opset17.Abs(opset17.Neg(X))


@script()
def caller(X: FLOAT["N"]) -> FLOAT["N"]:
    return opset18.Add(callee(X), X)
"""

CHANGED_SCHEMA = """
from onnxscribe import script, FLOAT, opset13, opset18


@script()
def split_half(X: FLOAT[4]) -> FLOAT[2]:
    first, second = opset13.Split(X, [2, 2])
    return first


@script()
def caller(X: FLOAT[4]) -> FLOAT[2]:
    return opset18.Abs(split_half(X))
"""


def test_same_schemas_merge_into_the_newer_version_and_run(tmp_path: Path) -> None:
    module = import_source(tmp_path, "same_schemas_module", SAME_SCHEMAS)
    model = module.caller.to_model_proto()
    assert {(o.domain, o.version) for o in model.opset_import} == {("", 18), ("this", 1)}
    (function,) = model.functions
    assert [(o.domain, o.version) for o in function.opset_import] == [("", 18)]
    onnx.checker.check_model(model, full_check=True)
    data = np.array([-1.0, 2.0], dtype=np.float32)
    result = ort.InferenceSession(model.SerializeToString()).run(None, {"X": data})[0]
    np.testing.assert_array_equal(result, np.abs(data) + data)
    # the callee's own FunctionProto keeps the version it was written against
    assert [(o.domain, o.version) for o in module.callee.to_function_proto().opset_import] == [
        ("", 17)
    ]


def test_a_changed_schema_is_reported_at_the_call(tmp_path: Path) -> None:
    with pytest.raises(ScriptError) as error:
        import_source(tmp_path, "changed_schema_module", CHANGED_SCHEMA)
    (diagnostic,) = error.value.diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("OXS601", 13, 24)
    assert "Split differs between versions 13 and 18" in diagnostic.message


def test_the_editor_sees_the_same_report() -> None:
    found = analyze(CHANGED_SCHEMA, "changed.py")
    assert [(d.code, d.span.line) for d in found.diagnostics] == [("OXS601", 13)]
    assert analyze(SAME_SCHEMAS, "same.py").diagnostics == []


def test_a_model_is_not_emitted_with_a_silently_changed_operator() -> None:
    found = analyze(CHANGED_SCHEMA, "changed.py")
    caller = next(f.function for f in found.functions if f.name == "caller")
    assert caller is not None
    with pytest.raises(EmitError, match=r"split_half is written against ai.onnx version 13"):
        model_proto(caller)
    same = analyze(SAME_SCHEMAS, "same.py")
    merged = model_proto(next(f.function for f in same.functions if f.name == "caller"))
    onnx.checker.check_model(merged, full_check=True)
