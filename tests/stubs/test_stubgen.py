"""The stub generator: the checked-in package is current, and the stubs match the runtime."""

from __future__ import annotations

import re
from pathlib import Path

import onnxscribe
import pytest
from onnxscribe.core import schemas
from onnxscribe.core.opsets import opset_names
from onnxscribe.stubgen import differences, runtime_module_differences
from onnxscribe.stubgen.ops import render_op
from onnxscribe.stubgen.package import known_tensor_types, module_prefix, opset_modules
from opset_stub_reader import StubPackage

ROOT = Path(__file__).resolve().parents[2]
STUBS = ROOT / "stubs" / "onnxscribe-stubs"
PACKAGE = STUBS / "onnxscribe-stubs"
STUB_MODULES = StubPackage(PACKAGE)


def test_checked_in_stubs_are_what_the_installed_onnx_generates() -> None:
    problems = differences(STUBS) + runtime_module_differences()
    assert not problems, "run `make stubs`:\n" + "\n".join(problems)


@pytest.mark.parametrize("module", opset_modules(), ids=lambda m: m.name)
def test_each_opset_module_lists_the_operators_in_force(module) -> None:  # type: ignore[no-untyped-def]
    in_force = schemas.ops_at(module.version, module.domain)
    assert STUB_MODULES.public_names(module.name) == set(in_force)
    exported = list(STUB_MODULES.module(module.name).exported or ())
    assert exported == sorted(n for n, s in in_force.items() if not s.deprecated)
    runtime = __import__(f"onnxscribe.{module.name}", fromlist=["*"])
    assert runtime.__all__ == exported
    assert (runtime.domain, runtime.version) == (module.domain, module.version)


def test_operators_appear_when_introduced_and_deprecated_ones_are_marked() -> None:
    assert STUB_MODULES.resolve("opset13", "Gelu") is None
    gelu = STUB_MODULES.resolve("opset20", "Gelu")
    assert gelu is not None and gelu.module == "opset20"
    upsample = STUB_MODULES.resolve("opset18", "Upsample")
    assert upsample is not None
    assert upsample.signatures[0].startswith(
        "@deprecated('Upsample is deprecated in this opset; use Resize')\ndef Upsample("
    )
    old = STUB_MODULES.resolve("opset9", "Upsample")
    assert old is not None and "@deprecated" not in old.signatures[0]


def test_compatibility_module_names_every_opset() -> None:
    text = (PACKAGE / "onnx_opset.pyi").read_text()
    assert re.findall(r"import (\w+) as \1", text) == opset_names()


def test_module_names_of_domains() -> None:
    assert module_prefix("") == ""
    assert module_prefix("ai.onnx.ml") == "ml_"
    assert module_prefix("ai.onnx.preview.training") == "preview_training_"
    names = {m.name for m in opset_modules()}
    assert {"opset1", "opset18", "ml_opset1", "preview_training_opset1"} <= names


def _stub(name: str, version: int = 18, domain: str = "") -> str:
    schema = schemas.lookup(name, version, domain)
    assert schema is not None
    stub = render_op(schema, known_tensor_types())
    code = re.sub(r'"""(?:.|\n)*?"""', "...", stub.text)
    return "\n".join([*stub.typevars, code])


def test_shared_constraint_is_a_constrained_type_variable_with_scalars() -> None:
    text = _stub("Add")
    assert text.startswith('_Add_T = TypeVar("_Add_T", UINT8,')
    assert (
        "def Add(A: _Add_T | float | Sequence[float], B: _Add_T | float | Sequence[float]) -> _Add_T:"
        in text
    )


def test_int64_inputs_accept_python_ints_and_lists() -> None:
    assert "shape: INT64 | int | Sequence[int], allowzero: int = 0) -> _Reshape_T:" in _stub(
        "Reshape"
    )


def test_attributes_follow_the_inputs_positionally_in_onnx_order() -> None:
    assert "def LeakyRelu(X: _LeakyRelu_T | float | Sequence[float], alpha: float = 0.01)" in (
        _stub("LeakyRelu")
    )
    # a required attribute cannot follow defaulted parameters: it and the rest are keyword-only
    assert (
        "pads: Sequence[int] | None = None, auto_pad: str = 'NOTSET', strides: Sequence[int] | "
        "None = None, *, kernel_shape: Sequence[int]) -> _AveragePool_T:"
    ) in _stub("AveragePool", 7)


def test_outputs_as_many_as_a_body_has_are_not_a_tuple() -> None:
    assert "body: GraphBody) -> Any:" in _stub("SequenceMap", 17)
    assert "-> tuple[_Split_T, ...]:" in _stub("Split")


def test_optional_and_variadic_inputs() -> None:
    assert (
        "split: INT64 | int | Sequence[int] | None = None, num_outputs: int | None = None, axis: int = 0) -> tuple[_Split_T, ...]:"
        in _stub("Split")
    )
    assert (
        "def Concat(*inputs: _Concat_T | float | Sequence[float], axis: int) -> _Concat_T:"
        in _stub("Concat")
    )


def test_first_required_output_with_optional_ones_is_the_first_type() -> None:
    assert re.search(r"\) -> _Dropout_T:\n", _stub("Dropout"))
    assert "-> tuple[_TopK_T, INT64]:" in _stub("TopK")


def test_output_type_chosen_by_an_attribute_uses_overloads_with_any_fallback() -> None:
    text = _stub("Cast")
    assert "@overload\ndef Cast(input: " in text
    assert ", to: Literal[DataType.INT64]) -> INT64:" in text
    assert ", to: int) -> Any:" in text
    constant = _stub("Constant")
    assert "def Constant(*, value_ints: Sequence[int]) -> INT64:" in constant
    assert "def Constant(*, value_float: float) -> FLOAT:" in constant
    assert "def ConstantOfShape(input: INT64 | int | Sequence[int]) -> FLOAT:" in _stub(
        "ConstantOfShape"
    )
    eye = _stub("EyeLike")
    assert (
        "def EyeLike(input: _EyeLike_T1_same | float | Sequence[float], *, k: int = 0) -> _EyeLike_T1_same:"
        in eye
    )
    assert (
        "(shape: Sequence[int], *, mean: float = 0.0, scale: float = 1.0, seed: float | None = None) -> FLOAT:"
        in _stub("RandomNormal")
    )


def test_sequences_relate_to_their_element_types() -> None:
    assert "def SequenceAt(input_sequence: Sequence[_SequenceAt_T]," in _stub("SequenceAt")
    assert "-> Sequence[_SplitToSequence_T]:" in _stub("SplitToSequence")


def test_heterogeneous_variadics_are_any() -> None:
    assert "def Scan(*initial_state_and_scan_inputs: Any, body: GraphBody," in _stub("Scan")


def test_docstring_starts_with_the_linked_header() -> None:
    schema = schemas.lookup("Relu", 18)
    assert schema is not None
    text = render_op(schema, known_tensor_types()).text
    assert (
        '    """[Relu - 14](https://onnx.ai/onnx/operators/onnx__Relu.html#relu-14) · ai.onnx · since opset 14\n'
        in text
    )
    assert "\n    Type constraints:\n" in text


def test_stubs_never_import_onnx_or_numpy() -> None:
    for path in PACKAGE.rglob("*.pyi"):
        text = path.read_text()
        assert not re.search(r"^\s*(import|from) (onnx|numpy)\b", text, re.MULTILINE), path


def test_init_does_not_import_opset_modules() -> None:
    text = (PACKAGE / "__init__.pyi").read_text()
    imports = [line for line in text.splitlines() if line.startswith(("from ", "import "))]
    assert imports and not any(re.search(r"\bopset\d", line) for line in imports)
    assert set(onnxscribe.__all__) <= set(re.findall(r'"(\w+)",', text))


def test_command_line_check_mode_reports_no_difference(capsys: pytest.CaptureFixture[str]) -> None:
    from onnxscribe.stubgen import main

    assert main([str(STUBS), "--check"]) == 0
    assert main([str(ROOT / "no-such-dir"), "--check", "--no-runtime-modules"]) == 1
    assert "missing: pyproject.toml" in capsys.readouterr().err


def test_an_op_ends_with_a_deprecated_overload_taking_any_element_type() -> None:
    sin = STUB_MODULES.resolve("opset18", "Sin")
    assert sin is not None and len(sin.signatures) == 2
    assert "_Sin_T | float" in sin.signatures[0] and "@deprecated" not in sin.signatures[0]
    assert sin.signatures[1].startswith(
        "@overload\n@deprecated('Sin (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE: "
    )
    assert "(input: _Sin_T_any | float | Sequence[float]) -> _Sin_T_any" in sin.signatures[1]
    cast = STUB_MODULES.resolve("opset18", "Cast")
    assert cast is not None and "(input: TensorType | " in cast.signatures[-1]
    reshape = STUB_MODULES.resolve("opset18", "Reshape")
    assert reshape is not None and "shape: INT64 | int" in reshape.signatures[-1]
    upsample = STUB_MODULES.resolve("opset18", "Upsample")
    assert upsample is not None and len(upsample.signatures) == 1


def test_the_stub_package_is_under_25000_lines() -> None:
    lines = sum(len(path.read_text().splitlines()) for path in PACKAGE.rglob("*.pyi"))
    assert lines < 25_000


def test_a_description_is_written_on_the_newest_version_that_has_it() -> None:
    old = STUB_MODULES.resolve("opset6", "Relu")
    new = STUB_MODULES.resolve("opset18", "Relu")
    assert old is not None and new is not None and new.module == "opset14"
    description = "Relu takes one input data (Tensor<T>) and produces one output data"
    assert description in new.doc and description not in old.doc
    assert (
        "Described at [Relu - 14](https://onnx.ai/onnx/operators/onnx__Relu.html#relu-14),"
        " whose documentation is the same." in old.doc
    )
    assert "\nArgs:\n- X (T): Input tensor\n" in old.doc and "\nType constraints:\n" in old.doc


def test_a_deprecated_version_is_documented_by_its_header_and_replacement() -> None:
    upsample = STUB_MODULES.resolve("opset18", "Upsample")
    assert upsample is not None
    assert upsample.doc == (
        "[Upsample - 10](https://onnx.ai/onnx/operators/onnx__Upsample.html#upsample-10)"
        " · ai.onnx · since opset 10\n\nDeprecated: use Resize."
    )
    before = STUB_MODULES.resolve("opset9", "Upsample")
    assert before is not None and "Upsample the input tensor." in before.doc
