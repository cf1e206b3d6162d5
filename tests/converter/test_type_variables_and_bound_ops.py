"""Parameters annotated with a TypeVar keep it; operators imported by name are callable."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnxscribe import analyze
from onnxscribe.core.diagnostics import ScriptError
from onnxscribe.core.types import DOUBLE, FLOAT
from source_modules import import_source

TYPE_VARIABLES = """\
from typing import TypeVar, Union
from onnxscribe import script, FLOAT, DOUBLE, INT64, opset18 as op

T = TypeVar("T", FLOAT, DOUBLE)
B = TypeVar("B", bound=Union[FLOAT, INT64])
Any_ = TypeVar("Any_")


@script()
def add(x: T, y: T) -> T:
    return op.Add(x, y)


@script()
def bounded(x: B) -> B:
    return op.Identity(x)


@script()
def anything(x: Any_, y: Any_) -> Any_:
    return op.Identity(x)


@script()
def mixed(a: FLOAT["N"], b: DOUBLE["N"]):
    return add(a, b)


@script()
def not_allowed(a: INT64["N"], b: INT64["N"]):
    return add(a, b)


@script()
def bound_not_allowed(a: DOUBLE["N"]):
    return bounded(a)


@script()
def any_mixed(a: FLOAT["N"], b: INT64["N"]):
    return anything(a, b)


@script()
def doubles(a: DOUBLE["N"], b: DOUBLE["N"]):
    return add(a, b)


@script()
def floats(a: FLOAT["N"]):
    return add(a, a)
"""


def _by_name(source: str) -> dict:
    return {f.name: f for f in analyze(source, "types.py").functions}


def _codes(function) -> list[tuple[str, int, int]]:
    return [(d.code, d.span.line, d.span.column) for d in function.diagnostics]


def test_a_type_variable_parameter_keeps_its_name_and_allowed_types() -> None:
    found = _by_name(TYPE_VARIABLES)
    add_inputs = found["add"].function.graph.inputs
    assert [v.type_var for v in add_inputs] == [("T", (FLOAT.dtype, DOUBLE.dtype))] * 2
    assert found["bounded"].function.graph.inputs[0].type_var == ("B", (FLOAT.dtype, 7))
    assert found["anything"].function.graph.inputs[0].type_var == ("Any_", ())
    assert found["add"].diagnostics == []


def test_calls_bind_the_type_variable_to_one_element_type() -> None:
    found = _by_name(TYPE_VARIABLES)
    # FLOAT then DOUBLE for T: reported at the second argument
    assert _codes(found["mixed"]) == [("OXS402", 26, 19)]
    assert "made T FLOAT" in found["mixed"].diagnostics[0].message
    # INT64 is not among T's types
    assert _codes(found["not_allowed"]) == [("OXS401", 31, 16)]
    assert "allows FLOAT, DOUBLE" in found["not_allowed"].diagnostics[0].message
    assert _codes(found["bound_not_allowed"]) == [("OXS401", 36, 20)]
    # an unconstrained variable still holds one type across its parameters
    assert _codes(found["any_mixed"]) == [("OXS402", 41, 24)]


def test_valid_calls_of_polymorphic_functions_stay_quiet_and_infer_the_result() -> None:
    found = _by_name(TYPE_VARIABLES)
    assert found["doubles"].diagnostics == []
    assert found["floats"].diagnostics == []
    assert str(found["doubles"].function.graph.outputs[0].type) == 'DOUBLE["N"]'
    assert str(found["floats"].function.graph.outputs[0].type) == 'FLOAT["N"]'


def test_script_rejects_a_call_mixing_a_type_variable(tmp_path: Path) -> None:
    with pytest.raises(ScriptError) as error:
        import_source(
            tmp_path,
            "mixing_module",
            """
            from typing import TypeVar
            from onnxscribe import script, FLOAT, DOUBLE, opset18 as op

            T = TypeVar("T", FLOAT, DOUBLE)

            @script()
            def add(x: T, y: T) -> T:
                return op.Add(x, y)

            @script()
            def mixed(a: FLOAT["N"], b: DOUBLE["N"]):
                return add(a, b)
            """,
        )
    assert [d.code for d in error.value.diagnostics] == ["OXS402"]


BOUND_OPS = """
from onnxscribe import script, FLOAT
from onnxscribe.opset18 import Relu, Add
import onnxscribe.opset17 as op17


@script()
def by_name(X: FLOAT["N"]) -> FLOAT["N"]:
    return Add(Relu(X), X)


@script()
def by_module(X: FLOAT["N"]) -> FLOAT["N"]:
    return op17.Relu(X)
"""


def test_operators_imported_by_name_convert_and_run(tmp_path: Path) -> None:
    module = import_source(tmp_path, "bound_ops_module", BOUND_OPS)
    data = np.array([-1.0, 2.0, -3.0], dtype=np.float32)
    for function, expected, version in (
        (module.by_name, np.maximum(data, 0) + data, 18),
        (module.by_module, np.maximum(data, 0), 17),
    ):
        proto = function.to_function_proto()
        assert {(o.domain, o.version) for o in proto.opset_import} == {("", version)}
        np.testing.assert_array_equal(function(data), expected)
        model = function.to_model_proto()
        onnx.checker.check_model(model, full_check=True)
        session = ort.InferenceSession(model.SerializeToString())
        np.testing.assert_array_equal(session.run(None, {"X": data})[0], expected)


def test_operators_imported_by_name_are_known_to_the_static_analysis() -> None:
    found = analyze(BOUND_OPS, "bound.py")
    assert found.diagnostics == []
    by_name = next(f for f in found.functions if f.name == "by_name")
    assert [n.op_type for n in by_name.function.graph.nodes] == ["Relu", "Add"]
    references = [(r.name, r.version, r.span.line) for r in found.op_references()]
    assert ("Relu", 18, 9) in references and ("Relu", 17, 14) in references


def test_an_operator_imported_by_name_is_still_checked() -> None:
    found = analyze(
        "from onnxscribe import script, FLOAT\n"
        "from onnxscribe.opset18 import Relu\n\n"
        "@script()\n"
        'def f(X: FLOAT["N"]):\n'
        "    return Relu(X, X)\n",
        "bad.py",
    )
    assert [(d.code, d.span.line) for d in found.diagnostics] == [("OXS304", 6)]
