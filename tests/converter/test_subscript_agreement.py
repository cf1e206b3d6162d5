"""A subscript converts to the ops eager mode evaluates: a script function's model, run by
onnxruntime, and the same function called eagerly agree with numpy for every form the dialect has,
and a subscript the opset cannot express is refused both ways."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import onnx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from model_runs import run_model
from onnxscribe.core.diagnostics import ScriptError
from source_modules import import_source
from subscript_keys import VERSIONS, Case, cases

_NAMES = (f"subscript_case_{n}" for n in itertools.count())


def _source(case: Case, version: int) -> str:
    dims = ", ".join(f'"D{i}"' for i in range(len(case.shape)))
    indices = "".join(f', I{i}: INT64["K{i}"]' for i in range(len(case.index_arrays)))
    return (
        f"from onnxscribe import script, opset{version} as op, FLOAT, INT64\n\n\n"
        f"@script()\ndef f(X: FLOAT[{dims}]{indices}):\n"
        f"    return op.Identity({case.source()})\n"
    )


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases(), st.sampled_from(VERSIONS))
def test_converted_and_eager_subscripts_agree(
    tmp_path_factory: pytest.TempPathFactory, case: Case, version: int
) -> None:
    folder = tmp_path_factory.mktemp("subscripts")
    source = _source(case, version)
    stepped = any(p.kind == "slice" and p.values[2] not in (None, 1) for p in case.parts)
    if version < 10 and stepped:
        with pytest.raises(ScriptError, match="OXS302"):
            import_source(folder, next(_NAMES), source)
        return
    function = import_source(folder, next(_NAMES), source).f
    args = (case.array, *case.index_arrays)
    model = function.to_model_proto()
    onnx.checker.check_model(model, full_check=True)
    (graph_result,) = run_model(model, args)
    eager_result = np.asarray(function(*args))
    expected = case.expected()
    assert graph_result.shape == expected.shape, source
    np.testing.assert_array_equal(graph_result, expected)
    np.testing.assert_array_equal(eager_result, graph_result)


def test_a_new_axis_after_a_vector_index_follows_it(tmp_path: Path) -> None:
    case_source = (
        "from onnxscribe import script, opset18 as op, FLOAT, INT64\n\n\n"
        '@script()\ndef f(X: FLOAT["N", "M"], I: INT64["K"]):\n'
        "    return op.Identity(X[I, None])\n"
    )
    function = import_source(tmp_path, "vector_index_new_axis", case_source).f
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    index = np.array([2, 0], dtype=np.int64)
    (graph_result,) = run_model(function.to_model_proto(), (x, index))
    np.testing.assert_array_equal(graph_result, x[index][:, None])
