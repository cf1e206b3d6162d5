"""Every example of the dialect reference, with its exact expected output."""

from __future__ import annotations

import math
import traceback
from pathlib import Path

import numpy as np
import onnx
import pytest
from corpus import dialect_examples as ex
from model_runs import run_model
from onnxscribe import FLOAT, INT64, ScriptError, analyze

CORPUS = Path(__file__).parent / "corpus"
EXPECTED_CHUNKS = [
    np.arange(start, min(start + 5, 48), dtype=np.float32) for start in range(0, 48, 5)
]


def _assert_chunks(result: list[np.ndarray]) -> None:
    assert isinstance(result, list)
    assert len(result) == 10
    for chunk, expected in zip(result, EXPECTED_CHUNKS, strict=False):
        np.testing.assert_array_equal(chunk, expected)
    assert result[-1].tolist() == [45.0, 46.0, 47.0]


def test_ten_chunks_eager() -> None:
    _assert_chunks(ex.ten_chunks_model(np.arange(48, dtype=np.float32)))


def test_ten_chunks_in_onnxruntime() -> None:
    model = ex.ten_chunks_model.to_model_proto()
    onnx.checker.check_model(model, full_check=True)
    assert [f.name for f in model.functions] == ["aten_chunk"]
    (result,) = run_model(model, (np.arange(48, dtype=np.float32),))
    _assert_chunks(result)


def test_aten_chunk_attributes_are_function_attributes() -> None:
    proto = ex.aten_chunk.to_function_proto()
    assert list(proto.attribute) == ["chunks"]
    assert [a.name for a in proto.attribute_proto] == ["dim"]


def _reference_gelu_model() -> onnx.ModelProto:
    h = onnx.helper
    nodes = [
        h.make_node(
            "Constant",
            [],
            ["k"],
            value=h.make_tensor("k", onnx.TensorProto.FLOAT, [], [0.7071067811865476]),
        ),
        h.make_node(
            "Constant", [], ["one"], value=h.make_tensor("one", onnx.TensorProto.FLOAT, [], [1.0])
        ),
        h.make_node(
            "Constant", [], ["half"], value=h.make_tensor("half", onnx.TensorProto.FLOAT, [], [0.5])
        ),
        h.make_node("Mul", ["X", "k"], ["xk"]),
        h.make_node("Erf", ["xk"], ["erf"]),
        h.make_node("Add", ["erf", "one"], ["erf1"]),
        h.make_node("Mul", ["erf1", "half"], ["phi"]),
        h.make_node("Mul", ["X", "phi"], ["Y"]),
    ]
    graph = h.make_graph(
        nodes,
        "gelu_reference",
        [h.make_tensor_value_info("X", onnx.TensorProto.FLOAT, ["N"])],
        [h.make_tensor_value_info("Y", onnx.TensorProto.FLOAT, ["N"])],
    )
    return h.make_model(graph, opset_imports=[h.make_opsetid("", 18)], ir_version=10)


def test_gelu_matches_the_onnx_helper_model() -> None:
    x = np.linspace(-4, 4, 33, dtype=np.float32)
    (expected,) = run_model(_reference_gelu_model(), (x,))
    model = ex.gelu.to_model_proto(input_types=[FLOAT["N"]], output_types=[FLOAT["N"]])
    onnx.checker.check_model(model, full_check=True)
    (converted,) = run_model(model, (x,))
    np.testing.assert_allclose(converted, expected, rtol=1e-6)
    np.testing.assert_allclose(ex.gelu(x), expected, rtol=1e-6)
    np.testing.assert_allclose(expected[16], 0.0)
    np.testing.assert_allclose(expected[-1], 4 * 0.5 * (1 + math.erf(4 / math.sqrt(2))), rtol=1e-5)


def test_gelu_without_rank_still_loads() -> None:
    x = np.linspace(-1, 1, 5, dtype=np.float32).reshape(5, 1)
    (result,) = run_model(ex.gelu.to_model_proto(), (x,))
    np.testing.assert_allclose(result, ex.gelu(x), rtol=1e-6)


def test_cumulative_sum_int_data() -> None:
    x = np.array([1, 2, 3, 4], dtype=np.int64)
    np.testing.assert_array_equal(ex.CumulativeSum(x), [1, 3, 6, 10])
    (result,) = run_model(ex.CumulativeSum.to_model_proto(input_types=[INT64["N"]]), (x,))
    np.testing.assert_array_equal(result, [1, 3, 6, 10])


SCAN_LINE = 14  # the op.Scan(0, ...) line of corpus/cumulative_sum_float.py


def test_cumulative_sum_float_type_error_is_reported_at_the_scan() -> None:
    path = CORPUS / "cumulative_sum_float.py"
    source = path.read_text()
    assert "op.Scan(0, X" in source.splitlines()[SCAN_LINE - 1]
    analysis = analyze(source, str(path))
    errors = [d for d in analysis.diagnostics if d.is_error]
    assert errors, "the INT64 initial state with FLOAT data must be reported"
    assert any(d.span.line == SCAN_LINE for d in errors), [d.format() for d in errors]
    (at_scan,) = [d for d in errors if d.span.line == SCAN_LINE]
    # both fixes replace the literal 0 of `op.Scan(0, X, ...)` (columns 39-40)
    fixes = [
        (f.title, [(e.span.line, e.span.column, e.span.end_column, e.new_text) for e in f.edits])
        for f in at_scan.fixes
    ]
    assert fixes == [
        ("Cast the initial value like X", [(SCAN_LINE, 39, 40, "op.CastLike(0, X)")]),
        ("Write the initial value as a FLOAT literal (0.0)", [(SCAN_LINE, 39, 40, "0.0")]),
    ]


def test_cumulative_sum_float_script_error_points_at_the_scan() -> None:
    with pytest.raises(ScriptError) as raised:
        import corpus.cumulative_sum_float  # noqa: F401
    assert any(d.span.line == SCAN_LINE for d in raised.value.diagnostics)


def test_cumulative_sum_eager_float_error_points_at_the_scan_line() -> None:
    source_lines = Path(ex.__file__).read_text().splitlines()
    scan_line = next(i for i, line in enumerate(source_lines, 1) if "op.Scan(0, X" in line)
    with pytest.raises(Exception) as raised:
        ex.CumulativeSum(np.array([1.0, 2.0], dtype=np.float32))
    frames = traceback.extract_tb(raised.value.__traceback__)
    assert any(f.filename == ex.__file__ and f.lineno == scan_line for f in frames)


def test_selu_eager_and_model() -> None:
    x = np.linspace(-3, 3, 13, dtype=np.float32)
    expected = np.where(x <= 0, 1.0507 * (1.67326 * np.exp(x) - 1.67326), 1.0507 * x).astype(
        np.float32
    )
    np.testing.assert_allclose(ex.Selu(x), expected, rtol=1e-6)
    model = ex.Selu.to_model_proto(input_types=[FLOAT["N"]], output_types=[FLOAT["N"]])
    onnx.checker.check_model(model, full_check=True)
    (result,) = run_model(model, (x,))
    np.testing.assert_allclose(result, expected, rtol=1e-6)
    assert ex.Selu.name == "Selu"
    assert (ex.Selu.opset.domain, ex.Selu.opset.version) == ("onnx-script", 1)
    assert ex.Selu.to_function_proto().domain == "onnx-script"


def test_examples_analyze_without_diagnostics() -> None:
    path = Path(ex.__file__)
    analysis = analyze(path.read_text(), str(path))
    assert [f.name for f in analysis.functions] == [
        "gelu",
        "aten_chunk",
        "ten_chunks_model",
        "CumulativeSum",
        "Selu",
    ]
    assert [d.format() for d in analysis.diagnostics] == []
