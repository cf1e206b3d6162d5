"""`onnxscribe compare`: the first source line at which two runs of a function differ."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import onnxruntime
import pytest
from onnxscribe.cli import main
from test_profile import weighted_model

PROGRAMS = Path(__file__).parent / "programs"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name in ("layer_norm.py", "reference_layer_norm.py", "dominant.py"):
        shutil.copy(PROGRAMS / name, tmp_path)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def compare(capsys: pytest.CaptureFixture[str], status: int, *args: str) -> dict[str, Any]:
    assert main(["compare", *args, "--format", "json"]) == status
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def inputs(folder: Path) -> np.ndarray:
    x = np.random.default_rng(3).standard_normal((8, 64)).astype(np.float32) * 4 + 1
    np.savez(folder / "x.npz", x=x)
    return x


def numpy_layer_norm_parts(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    centered = x - x.mean(-1, keepdims=True)
    return centered, (centered * centered).mean(-1, keepdims=True)


def expected_figures(actual: np.ndarray, expected: np.ndarray) -> tuple[float, float, list[int]]:
    error = np.abs(actual.astype(np.float64) - expected.astype(np.float64))
    index = np.unravel_index(int(np.argmax(error)), error.shape)
    relative = error / np.abs(expected.astype(np.float64))
    return float(error.max()), float(relative.max()), [int(i) for i in index]


def test_a_float16_round_trip_is_found_at_its_line(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    x = inputs(folder)
    report = compare(
        capsys,
        1,
        "layer_norm.py::half_variance",
        "--inputs",
        "x.npz",
        "--function",
        "reference_layer_norm:layer_norm",
    )
    found = report["divergence"]
    assert (found["path"], found["line"]) == ("layer_norm.py", 10)
    assert found["op"] == "Cast" and found["python_name"] == "var"
    _, var = numpy_layer_norm_parts(x)
    rounded = var.astype(np.float16).astype(np.float32)
    max_abs, max_rel, index = expected_figures(rounded, var)
    assert found["max_abs_error"] == pytest.approx(max_abs, rel=1e-3)
    assert found["max_rel_error"] == pytest.approx(max_rel, rel=1e-3)
    assert found["index"] == index
    assert found["actual"] == pytest.approx(float(rounded[tuple(index)]), rel=1e-6)
    assert found["expected"] == pytest.approx(float(var[tuple(index)]), rel=1e-6)
    assert found["actual_shape"] == found["expected_shape"] == [8, 1]


def test_a_wrong_epsilon_is_found_at_its_line(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    x = inputs(folder)
    report = compare(
        capsys,
        1,
        "layer_norm.py::wrong_epsilon",
        "--inputs",
        "x.npz",
        "--function",
        "reference_layer_norm.py:layer_norm",
    )
    found = report["divergence"]
    assert (found["path"], found["line"]) == ("layer_norm.py", 20)
    assert found["source"] == "normed = centered / op.Sqrt(var + 1e-2)"
    centered, var = numpy_layer_norm_parts(x)
    wrong = centered / np.sqrt(var + np.float32(1e-2))
    right = centered / np.sqrt(var + np.float32(1e-5))
    max_abs, max_rel, index = expected_figures(wrong, right)
    assert found["max_abs_error"] == pytest.approx(max_abs, rel=1e-3)
    # each row's relative error is 1 - sqrt((var + 1e-5) / (var + 1e-2)); at elements near 0
    # float32 rounding in either run adds to it, so the largest is known to a few percent
    assert found["max_rel_error"] == pytest.approx(max_rel, rel=5e-2)
    assert found["index"] == index
    assert found["outside_tolerance"] == int(
        np.sum(np.abs(wrong - right) > 1e-5 + 1e-4 * np.abs(right))
    )


def test_the_text_report_shows_the_line_and_figures(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    inputs(folder)
    args = ["layer_norm.py::wrong_epsilon", "--inputs", "x.npz"]
    assert main(["compare", *args, "--function", "reference_layer_norm:layer_norm"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (
        "onnxruntime against the reference function: first difference at "
        "layer_norm.py:20: Div -> normed"
    )
    assert out[1] == "    normed = centered / op.Sqrt(var + 1e-2)"
    assert out[3].startswith("  max abs error ")


def test_a_larger_tolerance_lets_the_round_trip_pass(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    inputs(folder)
    report = compare(
        capsys,
        0,
        "layer_norm.py::half_variance",
        "--inputs",
        "x.npz",
        "--function",
        "reference_layer_norm:layer_norm",
        "--rtol",
        "1e-2",
    )
    assert report["divergence"] is None
    assert report["compared"] >= 4


@pytest.mark.parametrize("against", ["reference", "unoptimized", "eager"])
def test_runs_of_the_same_function_agree(
    folder: Path, capsys: pytest.CaptureFixture[str], against: str
) -> None:
    inputs(folder)
    report = compare(
        capsys, 0, "layer_norm.py::half_variance", "--inputs", "x.npz", "--against", against
    )
    assert report["divergence"] is None
    assert report["compared"] >= 5


def test_the_reference_evaluator_is_held_to_every_node(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    inputs(folder)
    report = compare(capsys, 0, "layer_norm.py::wrong_epsilon", "--inputs", "x.npz")
    assert report["against"] == "the reference evaluator"
    # ReduceMean, Sub, Mul, ReduceMean, Add, Sqrt, Div (the constants count too)
    assert report["compared"] >= 7


def test_an_onnx_file_is_compared_through_its_lines(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    inputs(folder)
    assert main(["export", "layer_norm.py::half_variance", "-o", "ln.onnx"]) == 0
    capsys.readouterr()
    report = compare(
        capsys, 1, "ln.onnx", "--inputs", "x.npz", "--function", "reference_layer_norm:layer_norm"
    )
    assert (report["divergence"]["path"], report["divergence"]["line"]) == ("layer_norm.py", 10)


def test_another_provider_or_a_clear_error(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    inputs(folder)
    local = {"CPUExecutionProvider", "AzureExecutionProvider"}
    others = [p for p in onnxruntime.get_available_providers() if p not in local]
    args = ["compare", "layer_norm.py::half_variance", "--inputs", "x.npz", "--against", "provider"]
    if others:
        assert main(args) in (0, 1)
        assert "provider against onnxruntime's CPU provider" in capsys.readouterr().out
    else:
        assert main(args) == 2
        assert "no execution provider other than CPU" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--function", "nowhere"], "expected MODULE:NAME"),
        (["--function", "no_such_module:f"], "cannot import no_such_module"),
        (["--function", "reference_layer_norm:missing"], "has no function 'missing'"),
        (["--against", "function"], "--against function needs --function"),
        (["--against", "provider", "--provider", "NoEP"], "onnxruntime here has no NoEP"),
    ],
)
def test_bad_options_are_clear_errors(
    folder: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    inputs(folder)
    assert main(["compare", "layer_norm.py::half_variance", "--inputs", "x.npz", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_a_reference_that_returns_the_wrong_count_is_reported(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    inputs(folder)
    (folder / "pair.py").write_text("def f(x):\n    return x, x\n")
    args = ["layer_norm.py::half_variance", "--inputs", "x.npz", "--function", "pair.py:f"]
    assert main(["compare", *args]) == 1
    assert "returned 2 value(s); the model has 1 output(s)" in capsys.readouterr().err


def test_a_reference_that_raises_is_reported(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    inputs(folder)
    (folder / "bad.py").write_text("def f(x):\n    raise RuntimeError('nope')\n")
    args = ["layer_norm.py::half_variance", "--inputs", "x.npz", "--function", "bad.py:f"]
    assert main(["compare", *args]) == 1
    assert "the reference function raised RuntimeError: nope" in capsys.readouterr().err


def test_an_onnx_file_without_lines_is_compared_through_its_script(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    inputs(folder)
    assert main(["export", "layer_norm.py::half_variance", "-o", "ln.onnx"]) == 0
    capsys.readouterr()
    model = onnx.load("ln.onnx")
    for node in model.graph.node:
        del node.metadata_props[:]
    onnx.save(model, "bare.onnx")
    report = compare(
        capsys,
        1,
        "bare.onnx",
        "--inputs",
        "x.npz",
        "--function",
        "reference_layer_norm:layer_norm",
        "--script",
        "bare.py",
    )
    found = report["divergence"]
    script_lines = (folder / "bare.py").read_text().splitlines()
    assert found["path"] == "bare.py" and report["script"] == "bare.py"
    # the second of the two Casts, which the script names var_1 after the model's value
    assert script_lines[found["line"] - 1].strip() == found["source"]
    assert found["source"].startswith("var_1 = op.Cast(") and found["python_name"] == "var"


def test_an_onnx_file_with_weights_is_compared_through_its_script(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    onnx.save(weighted_model(), "weighted.onnx")
    # Each output of its MatMul sums 512 products in float32, which onnxruntime's kernels and
    # numpy add in different orders: near zero the two differ by more than the default atol
    # (3.6e-5 on one machine here). A wrong weight or a lost bias is off by far more than 1e-3.
    report = compare(
        capsys,
        0,
        "weighted.onnx",
        "--shape",
        "N=8",
        "--against",
        "reference",
        "--script",
        "w.py",
        "--atol",
        "1e-3",
    )
    assert report["script"] == "w.py" and report["divergence"] is None


def test_infinite_errors_are_strict_json(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    inputs(folder)
    (folder / "nan.py").write_text("import numpy as np\n\ndef f(x):\n    return x * np.nan\n")
    args = ["layer_norm.py::half_variance", "--inputs", "x.npz", "--function", "nan.py:f"]
    assert main(["compare", *args, "--format", "json"]) == 1
    out = capsys.readouterr().out
    found = json.loads(out, parse_constant=lambda name: pytest.fail(f"{name} in the JSON"))
    assert found["divergence"]["max_abs_error"] == "inf"


def test_a_pytorch_reference(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("torch")  # installed by .ci/run
    shutil.copy(PROGRAMS / "reference_torch.py", folder)
    x = inputs(folder)
    report = compare(
        capsys,
        1,
        "layer_norm.py::half_variance",
        "--inputs",
        "x.npz",
        "--function",
        "reference_torch:layer_norm",
    )
    found = report["divergence"]
    assert (found["path"], found["line"], found["python_name"]) == ("layer_norm.py", 10, "var")
    _, var = numpy_layer_norm_parts(x)
    max_abs, _, index = expected_figures(var.astype(np.float16).astype(np.float32), var)
    assert found["max_abs_error"] == pytest.approx(max_abs, rel=1e-3)
    assert found["index"] == index
