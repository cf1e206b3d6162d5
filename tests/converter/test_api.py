"""The public API: @script(), OnnxFunction, ScriptError, eager input checks, model options."""

# ruff: noqa: F821  (dim names such as FLOAT["N"] look like forward references to ruff)

import sys
import textwrap
import types
from pathlib import Path

import numpy as np
import onnx
import pytest
from model_runs import run_model
from onnxscribe import FLOAT, INT64, Opset, ScriptError, script
from onnxscribe import opset18 as op
from onnxscribe.eager.function_call import EagerInputError

CORPUS = Path(__file__).parent / "corpus"


def test_five_errors_in_one_script_error() -> None:
    sys.modules.pop("corpus.five_errors", None)
    with pytest.raises(ScriptError) as raised:
        import corpus.five_errors  # noqa: F401
    found = [(d.code, d.span.line, d.span.column) for d in raised.value.diagnostics]
    assert ("OXS301", 9, 9) in found
    assert ("OXS201", 10, 9) in found
    assert ("OXS109", 11, 14) in found
    assert ("OXS110", 12, 18) in found
    assert ("OXS305", 14, 9) in found
    assert len({code for code, _, _ in found}) >= 5
    message = str(raised.value)
    path = str(CORPUS / "five_errors.py")
    assert f"{path}:9:9: error: OXS301" in message
    assert "\n        a = op.Rleu(X)\n            ^^^^^^^\n" in message


def test_script_error_lines_are_file_absolute_for_nested_functions() -> None:
    with pytest.raises(ScriptError) as raised:

        @script()
        def inner(X: FLOAT["N"]):
            return op.Rleu(X)

    (diagnostic,) = raised.value.diagnostics
    assert diagnostic.span.path == __file__
    line = inner_line = _line_of("return op.Rleu(X)")
    assert (diagnostic.span.line, diagnostic.span.column) == (line, 20)
    assert inner_line > 0


def _line_of(text: str) -> int:
    return next(
        i for i, line in enumerate(Path(__file__).read_text().splitlines(), 1) if text in line
    )


def test_source_is_read_from_the_file_when_inspect_cannot(tmp_path: Path) -> None:
    path = tmp_path / "generated_module.py"
    source = textwrap.dedent(
        """
        from onnxscribe import script, FLOAT
        from onnxscribe import opset18 as op

        @script()
        def doubled(X: FLOAT["N"]):
            return X * 2.0
        """
    )
    path.write_text(source)
    namespace: dict[str, object] = {"__name__": "generated_module"}
    exec(
        compile(source, str(path), "exec"), namespace
    )  # no module in sys.modules: inspect cannot help
    function = namespace["doubled"]
    np.testing.assert_array_equal(function(np.array([1.0, 2.0], dtype=np.float32)), [2.0, 4.0])


def test_missing_source_is_a_script_error() -> None:
    code = compile("def f(X):\n    return X\n", "<nowhere>", "exec")
    namespace: dict[str, object] = {}
    exec(code, namespace)
    with pytest.raises(ScriptError, match="cannot find the source"):
        script()(namespace["f"])


def test_function_attributes() -> None:
    custom = Opset("com.example.api", 2)

    @script(custom, default_opset=op)
    def scaled(X: FLOAT["N"], factor: float = 2.0) -> FLOAT["N"]:
        """Scales X."""
        return X * factor

    assert scaled.name == "scaled"
    assert (scaled.opset.domain, scaled.opset.version) == ("com.example.api", 2)
    proto = scaled.to_function_proto()
    assert (proto.name, proto.domain, proto.doc_string) == (
        "scaled",
        "com.example.api",
        "Scales X.",
    )
    assert scaled.function_ir.name == "scaled"
    assert custom.scaled is scaled


def test_no_op_function_takes_the_module_opset() -> None:
    @script()
    def identity(X: FLOAT["N"]) -> FLOAT["N"]:
        return X

    assert identity.to_function_proto().opset_import[0].version == 18


def test_model_options() -> None:
    @script()
    def add_one(X: FLOAT[...]):
        return X + 1.0

    model = add_one.to_model_proto(
        input_types=[FLOAT[2, 3]],
        output_types=[FLOAT[2, 3]],
        ir_version=9,
        opset_version=19,
        producer_name="tests",
    )
    assert model.ir_version == 9
    assert model.producer_name == "tests"
    assert {i.domain: i.version for i in model.opset_import}[""] == 19
    onnx.checker.check_model(model, full_check=True)
    onnx.shape_inference.infer_shapes(model, strict_mode=True)
    (result,) = run_model(model, (np.zeros((2, 3), np.float32),))
    np.testing.assert_array_equal(result, np.ones((2, 3), np.float32))
    imports = [onnx.helper.make_opsetid("", 18)]
    assert add_one.to_model_proto(opset_imports=imports).opset_import[0].version == 18


def test_model_attribute_values() -> None:
    @script()
    def scale(X: FLOAT["N"], factor: float) -> FLOAT["N"]:
        return X * factor

    with pytest.raises(ValueError, match="factor"):
        scale.to_model_proto()
    model = scale.to_model_proto(attributes={"factor": 3.0})
    (result,) = run_model(model, (np.ones(2, np.float32),))
    np.testing.assert_array_equal(result, [3.0, 3.0])


def test_eager_input_checks() -> None:
    @script()
    def pair(X: FLOAT["N", 3], Y: FLOAT["N"]) -> FLOAT["N", 3]:
        return X + op.Unsqueeze(Y, [1])

    good = pair(np.zeros((2, 3), np.float32), np.ones(2, np.float32))
    np.testing.assert_array_equal(good, np.ones((2, 3), np.float32))
    with pytest.raises(EagerInputError, match="'X' must be FLOAT, not INT64"):
        pair(np.zeros((2, 3), np.int64), np.ones(2, np.float32))
    with pytest.raises(EagerInputError, match="'Y' must have rank 1"):
        pair(np.zeros((2, 3), np.float32), np.ones((2, 1), np.float32))
    with pytest.raises(EagerInputError, match="size 3 on axis 1"):
        pair(np.zeros((2, 4), np.float32), np.ones(2, np.float32))
    with pytest.raises(
        EagerInputError, match="dimension 'N' of input 'Y' is 5, but it is 2 in input 'X'"
    ):
        pair(np.zeros((2, 3), np.float32), np.ones(5, np.float32))


def test_eager_results_are_numpy() -> None:
    @script()
    def two(X: FLOAT["N"]) -> tuple[FLOAT["N"], FLOAT["N"]]:
        return X + 1.0, X - 1.0

    first, second = two(np.zeros(2, np.float32))
    assert type(first) is np.ndarray and type(second) is np.ndarray


def test_wrong_opset_argument() -> None:
    with pytest.raises(ScriptError, match="OXS202"):
        script("com.example")


def test_annotation_errors_are_not_silent() -> None:
    with pytest.raises(ScriptError, match="OXS205"):

        @script()
        def bad(X: dict):  # type: ignore[type-arg]
            return X


def test_print_is_a_warning_and_runs_eagerly(capsys: pytest.CaptureFixture[str]) -> None:
    from onnxscribe.values import ScriptWarning

    with pytest.warns(ScriptWarning, match="OXS107"):

        @script()
        def noisy(X: FLOAT["N"]) -> FLOAT["N"]:
            print("running")
            return X

    assert [d.code for d in noisy.diagnostics] == ["OXS107"]
    noisy(np.zeros(1, np.float32))
    assert capsys.readouterr().out == "running\n"


def test_integer_inputs_by_python_scalar() -> None:
    @script()
    def plus(X: INT64, Y: INT64) -> INT64:
        return X + Y

    assert plus(2, 3) == 5
    assert isinstance(types.SimpleNamespace(), object)


def test_io_types_apply_to_unannotated_inputs_and_outputs() -> None:
    @script()
    def double(X):
        return X + X

    model = double.to_model_proto(io_types=FLOAT["N"])
    onnx.checker.check_model(model, full_check=True)
    (result,) = run_model(model, (np.ones(3, np.float32),))
    np.testing.assert_array_equal(result, [2.0, 2.0, 2.0])


def test_eager_attribute_checks() -> None:
    @script()
    def repeat(X: FLOAT["N"], times: int = 2) -> FLOAT["N"]:
        return X * op.CastLike(times, X)

    np.testing.assert_array_equal(repeat(np.ones(2, np.float32), times=3), [3.0, 3.0])
    with pytest.raises(EagerInputError, match="attribute 'times' must be an int, not str"):
        repeat(np.ones(2, np.float32), times="3")


def test_a_traced_function_runs_as_python_with_its_ops_evaluated_eagerly() -> None:
    import onnxscribe

    def clamp_min(self: np.ndarray, minimum: float) -> np.ndarray:
        return op.Max(self, op.Constant(value_float=minimum))

    opset = onnxscribe.values.Opset("pkg.torch_lib", 1)
    traced = onnxscribe.values.TracedOnnxFunction(opset, clamp_min)
    result = traced(np.array([-1.0, 2.0], dtype=np.float32), 0.5)
    np.testing.assert_array_equal(np.asarray(result), np.array([0.5, 2.0], dtype=np.float32))
    assert (traced.name, traced.domain, traced.opset) == ("clamp_min", "pkg.torch_lib", opset)
    assert traced.__doc__ == clamp_min.__doc__
    assert "pkg.torch_lib::clamp_min" in repr(traced)


def test_submodules_onnxscript_code_reaches_as_attributes() -> None:
    import importlib

    import onnxscribe

    for name in ("values", "onnx_types", "onnx_opset", "ir"):
        assert getattr(onnxscribe, name) is importlib.import_module(f"onnxscribe.{name}")
        assert name in dir(onnxscribe)
    with pytest.raises(AttributeError):
        onnxscribe.no_such_module  # noqa: B018


def test_a_factory_made_twice_reports_its_too_deep_expression_each_time(tmp_path: Path) -> None:
    from source_modules import import_source

    deep = " + ".join(["x"] * 300)
    module = import_source(
        tmp_path,
        "deep_factory",
        f"""
        from onnxscribe import FLOAT, script


        def make():
            @script()
            def f(x: FLOAT["N"]) -> FLOAT["N"]:
                return {deep}

            return f
        """,
    )
    for _ in range(2):  # the second time from what the first left on the parsed file
        with pytest.raises(ScriptError) as raised:
            module.make()
        assert [(d.code, d.span.line) for d in raised.value.diagnostics] == [("OXS120", 8)]
