"""`onnxscribe profile`: onnxruntime's profiler, each kernel charged to its source line."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnxscribe.cli import main
from onnxscribe.cli.model_target import ModelTarget
from onnxscribe.cli.profile import as_text
from onnxscribe.eager.profiling import LineCost, Profile, on_timed_runs

PROGRAMS = Path(__file__).parent / "programs"
MATMUL_LINE = 9  # y = op.MatMul(x, w) in programs/dominant.py


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    shutil.copy(PROGRAMS / "dominant.py", tmp_path)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def profile_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["profile", *args, "--format", "json", "--runs", "3"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_the_large_matmul_line_ranks_first(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = profile_json(capsys, "dominant.py::dominant", "--shape", "N=256")
    lines = report["lines"]
    assert isinstance(lines, list)
    first = lines[0]
    assert (first["path"], first["line"]) == ("dominant.py", MATMUL_LINE)
    assert first["source"] == "y = op.MatMul(x, w)"
    assert "MatMul" in "".join(first["ops"])
    assert first["providers"] == ["CPUExecutionProvider"]
    assert first["file"] == str(folder / "dominant.py")
    assert [(k["op"], k["provider"]) for k in first["kernels"]] == [
        ("MatMul", "CPUExecutionProvider")
    ]
    assert first["kernels"][0]["median_ms"] == pytest.approx(first["median_ms"])
    assert report["runs"] == 3
    assert sum(line["share"] for line in lines) == pytest.approx(1.0)
    assert [line["median_ms"] for line in lines] == sorted(
        (line["median_ms"] for line in lines), reverse=True
    )
    # every line of the body that makes a node is there, each once
    numbers = [line["line"] for line in lines]
    assert len(numbers) == len(set(numbers))
    assert {9, 11} <= set(numbers)


def test_the_lines_and_what_is_outside_them_sum_to_the_timed_median(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["dominant.py::dominant", "--shape", "N=64", "--profiled-runs", "2", "--runs", "5"]
    assert main(["profile", *args, "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["runs"], report["profiled_runs"]) == (5, 2)
    lines = sum(line["median_ms"] for line in report["lines"])
    assert lines == pytest.approx(report["kernel_median_ms"], rel=1e-9)
    assert lines + report["outside_kernels_ms"] == pytest.approx(report["run_median_ms"], rel=1e-9)
    assert report["outside_kernels_ms"] >= 0
    assert 0 < report["scale"] <= 1


def test_without_runs_enough_are_timed_to_keep_the_profiler_within_its_target(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["dominant.py::dominant", "--shape", "N=8", "--format", "json"]
    assert main(["profile", *args]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["profiled_runs"] == 5 and report["runs"] >= 10


def test_without_optimizations_each_op_keeps_its_line(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = profile_json(
        capsys, "dominant.py::dominant", "--shape", "N=256", "--optimization", "disable"
    )
    by_line = {line["line"]: line for line in report["lines"]}  # type: ignore[attr-defined]
    assert report["lines"][0]["line"] == MATMUL_LINE  # type: ignore[index]
    assert by_line[MATMUL_LINE]["ops"] == {"MatMul": 1}
    assert by_line[7]["ops"] == {"Add": 1}
    assert by_line[8]["ops"] == {"Abs": 1, "Mul": 1}
    assert by_line[10]["ops"] == {"Sqrt": 1}
    assert by_line[11]["ops"] == {"ReduceSum": 1, "Add": 1}


def test_text_report_names_lines_and_their_source(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["profile", "dominant.py::dominant", "--shape", "N=256", "--runs", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("2 runs; median run ")
    assert out[1].startswith(f"dominant.py:{MATMUL_LINE} ")
    assert out[1].endswith("[CPU]") and "%" in out[1]
    assert out[2] == "    y = op.MatMul(x, w)"


def test_inputs_from_an_npz_file(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rng = np.random.default_rng(1)
    np.savez(
        folder / "inputs.npz",
        x=rng.standard_normal((128, 512), dtype=np.float32),
        w=rng.standard_normal((512, 512), dtype=np.float32),
        s=rng.standard_normal(4, dtype=np.float32),
    )
    report = profile_json(capsys, "dominant.py::dominant", "--inputs", "inputs.npz")
    assert report["lines"][0]["line"] == MATMUL_LINE  # type: ignore[index]


def test_trace_files_have_source_lines_as_frames(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = [
        "dominant.py::dominant",
        "--shape",
        "N=64",
        "--runs",
        "2",
        "--profiled-runs",
        "2",
    ]  # the trace holds the profiled runs
    assert main(["profile", *args, "--chrome-trace", "t.json", "--speedscope", "s.json"]) == 0
    capsys.readouterr()
    label = f"dominant.py:{MATMUL_LINE} y = op.MatMul(x, w)"
    chrome = json.loads((folder / "t.json").read_text())
    names = [e["name"] for e in chrome["traceEvents"]]
    assert names.count("run 1") == 1 and names.count("run 2") == 1
    assert names.count(label) == 2
    assert all(e["ph"] == "X" and e["dur"] >= 0 for e in chrome["traceEvents"])
    scope = json.loads((folder / "s.json").read_text())
    frames = [f["name"] for f in scope["shared"]["frames"]]
    assert label in frames
    assert len(scope["profiles"]) == 2
    for profile in scope["profiles"]:
        events = profile["events"]
        assert [e["type"] for e in events] == ["O", "C"] * (len(events) // 2)
        times = [e["at"] for e in events]
        assert times == sorted(times)
        assert frames.index(label) in {e["frame"] for e in events}


def test_an_exported_model_keeps_its_lines(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["export", "dominant.py::dominant", "-o", "dominant.onnx"]) == 0
    capsys.readouterr()
    report = profile_json(capsys, "dominant.onnx", "--shape", "N=256")
    assert report["script"] is None
    assert report["lines"][0]["path"] == "dominant.py"  # type: ignore[index]
    assert report["lines"][0]["line"] == MATMUL_LINE  # type: ignore[index]


def test_a_model_without_lines_is_profiled_through_its_script(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["export", "dominant.py::dominant", "-o", "dominant.onnx"]) == 0
    capsys.readouterr()
    model = onnx.load("dominant.onnx")
    for node in model.graph.node:
        del node.metadata_props[:]
    onnx.save(model, "bare.onnx")
    report = profile_json(capsys, "bare.onnx", "--shape", "N=256", "--script", "bare.py")
    assert report["script"] == "bare.py"
    first = report["lines"][0]  # type: ignore[index]
    script_lines = (folder / "bare.py").read_text().splitlines()
    assert first["path"] == "bare.py"
    assert "@" in script_lines[first["line"] - 1] or "MatMul" in script_lines[first["line"] - 1]
    assert first["source"] == script_lines[first["line"] - 1].strip()


def weighted_model() -> onnx.ModelProto:
    """A model as exporters write them: weights as initializers, no source lines."""
    rng = np.random.default_rng(0)
    weight = onnx.numpy_helper.from_array(rng.standard_normal((512, 512), np.float32), "w")
    bias = onnx.numpy_helper.from_array(rng.standard_normal(512, np.float32), "b")
    graph = onnx.helper.make_graph(
        [
            onnx.helper.make_node("MatMul", ["x", "w"], ["h"]),
            onnx.helper.make_node("Add", ["h", "b"], ["hb"]),
            onnx.helper.make_node("Relu", ["hb"], ["y"]),
        ],
        "weighted",
        [onnx.helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, ["N", 512])],
        [onnx.helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, ["N", 512])],
        [weight, bias],
    )
    return onnx.helper.make_model(graph, opset_imports=[onnx.helper.make_opsetid("", 18)])


def test_a_model_with_weights_is_profiled_through_its_script(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    onnx.save(weighted_model(), "weighted.onnx")
    report = profile_json(capsys, "weighted.onnx", "--shape", "N=256", "--script", "w.py")
    assert report["script"] == "w.py" and (folder / "weighted.npz").is_file()
    script_lines = (folder / "w.py").read_text().splitlines()
    first = report["lines"][0]  # type: ignore[index]
    assert first["path"] == "w.py"
    assert first["source"] == script_lines[first["line"] - 1].strip()
    assert "@" in first["source"] or "MatMul" in first["source"]
    assert "op.Constant(value=DATA.w)" in (folder / "w.py").read_text()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["dominant.py::dominant"], "give its size with --shape N=SIZE"),
        (["dominant.py::dominant", "--shape", "N"], "expected NAME=SIZE"),
        (["dominant.py::nothing", "--shape", "N=2"], "no script function named 'nothing'"),
        (["missing.onnx"], "missing.onnx: no such file"),
        (["dominant.py::dominant", "--inputs", "none.npz"], "cannot read none.npz"),
        (["dominant.py::dominant", "--shape", "N=2", "--runs", "0"], "--runs must be"),
        (
            ["dominant.py::dominant", "--shape", "N=2", "--provider", "FooExecutionProvider"],
            "onnxruntime here has no FooExecutionProvider (it has ",
        ),
    ],
)
def test_bad_input_is_a_clear_error(
    folder: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["profile", *args]) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert "Traceback" not in captured.err


def test_inputs_that_do_not_fit_name_the_difference(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    np.savez(folder / "inputs.npz", x=np.zeros((2, 512), np.float32), z=np.zeros(1))
    assert main(["profile", "dominant.py::dominant", "--inputs", "inputs.npz"]) == 2
    err = capsys.readouterr().err
    assert "missing w, s" in err and "not inputs of the model: z" in err


def test_a_line_inside_a_branch_is_charged_its_own_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copy(PROGRAMS / "branch.py", tmp_path)
    monkeypatch.chdir(tmp_path)
    np.savez(
        "inputs.npz",
        x=np.ones((256, 256), np.float32),
        w=np.ones((256, 256), np.float32),
        flag=np.array(True),
    )
    report = profile_json(capsys, "branch.py::branch", "--inputs", "inputs.npz")
    lines = report["lines"]
    assert isinstance(lines, list)
    assert lines[0]["line"] == 9  # y = op.MatMul(x, w), two Ifs deep
    by_line = {line["line"]: line for line in lines}
    assert by_line[7]["ops"] == {"If": 1} and by_line[8]["ops"] == {"If": 1}
    assert 11 not in by_line and 13 not in by_line  # the branches not taken ran nothing
    # the Ifs' kernels hold their bodies' kernels; each is charged only its own time
    assert report["kernel_median_ms"] <= report["run_median_ms"]  # type: ignore[operator]


def test_the_text_header_says_when_the_lines_were_scaled_down() -> None:
    profiled = Profile([LineCost(None, 60.0, 1.0, per_run_us=[60.0])], 5, 100.0, 60.0)
    target = ModelTarget(onnx.ModelProto(), {})
    scaled = as_text(target, on_timed_runs(profiled, [30.0] * 12)).splitlines()
    assert scaled[0] == (
        "12 runs; median run 0.030 ms, of which kernels 0.030 ms (lines from 5 profiled runs, "
        "whose kernels took 2.0x a timed run: scaled down to it)"
    )
    kept = as_text(target, on_timed_runs(profiled, [80.0] * 12)).splitlines()
    assert kept[0] == (
        "12 runs; median run 0.080 ms, of which kernels 0.060 ms (lines from 5 profiled runs)"
    )
    assert kept[1].startswith("(no source line)") and "0.060 ms" in kept[1]
