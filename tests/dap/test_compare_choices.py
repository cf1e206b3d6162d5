"""Compare mode's choices beyond eager mode (``against``): each stops at the planted line with
the figures of the difference, computed here from numpy or from ``onnxscribe compare``."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import numpy as np
import onnxruntime
import pytest
from dap_client import DapClient
from onnxscribe.cli import main
from programs_support import PROGRAMS, line_of, program

INPUT = "np.random.default_rng(3).standard_normal((8, 64)).astype(np.float32) * 4 + 1"
LAYER_NORM = program("layer_norm.py")


def x_value() -> np.ndarray:
    return np.random.default_rng(3).standard_normal((8, 64)).astype(np.float32) * 4 + 1


def parts(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    centered = x - x.mean(-1, keepdims=True)
    return centered, (centered * centered).mean(-1, keepdims=True)


def figures(actual: np.ndarray, expected: np.ndarray) -> tuple[float, float, tuple[int, ...]]:
    error = np.abs(actual.astype(np.float64) - expected.astype(np.float64))
    index = np.unravel_index(int(np.argmax(error)), error.shape)
    relative = error / np.abs(expected.astype(np.float64))
    return float(error.max()), float(relative.max()), tuple(int(i) for i in index)


def reported(text: str) -> tuple[float, float, tuple[int, ...], float, float]:
    """max abs, max rel, index and the two values at it, as a stop's text gives them."""
    found = re.search(
        r"max abs error (\S+), max rel error (\S+), largest at \[([\d, ]*)\]: "
        r"[^-\d]*(-?[\d.e+-]+) against [^-\d]*(-?[\d.e+-]+)",
        text,
    )
    assert found is not None, text
    index = tuple(int(i) for i in found.group(3).split(", ") if i)
    return (
        float(found.group(1)),
        float(found.group(2)),
        index,
        float(found.group(4)),
        float(found.group(5)),
    )


def launch(function: str, **arguments: Any) -> dict[str, Any]:
    return {
        "program": LAYER_NORM,
        "function": function,
        "inputs": {"x": INPUT},
        "mode": "compare",
        **arguments,
    }


def check_figures(
    text: str, actual: np.ndarray, expected: np.ndarray, rel_of_rel: float = 1e-3
) -> None:
    max_abs, max_rel, index, at_actual, at_expected = reported(text)
    want_abs, want_rel, want_index = figures(actual, expected)
    assert max_abs == pytest.approx(want_abs, rel=1e-3)
    assert max_rel == pytest.approx(want_rel, rel=rel_of_rel)
    assert index == want_index
    assert at_actual == pytest.approx(float(actual[index]), rel=1e-5)
    assert at_expected == pytest.approx(float(expected[index]), rel=1e-5)


def test_a_float16_round_trip_stops_at_its_line_against_a_reference_function(
    client: DapClient,
) -> None:
    client.start(**launch("half_variance", referenceFunction="reference_layer_norm:layer_norm"))
    top = client.stopped("exception")
    assert top["line"] == line_of("layer_norm.py", "var = op.Cast(op.Cast(var")
    event = top["event"]
    assert event["description"] == "onnxruntime and the reference function differ"
    assert event["text"].startswith("'var' (line")
    _, var = parts(x_value())
    rounded = var.astype(np.float16).astype(np.float32)
    check_figures(event["text"], rounded, var)
    info = client.request("exceptionInfo", {"threadId": 1})
    assert info["exceptionId"] == "divergence" and info["details"]["op"] == "Cast"
    compared = client.scope_variables(top["id"], "Compared values")
    assert set(compared) == {"var (onnxruntime)", "var (reference function)"}
    assert compared["var (onnxruntime)"]["value"].startswith("FLOAT[8, 1]")
    client.request("continue", {"threadId": 1})
    assert client.wait_event("exited")["exitCode"] == 0


def test_a_wrong_epsilon_stops_at_its_line_against_a_reference_function(
    client: DapClient,
) -> None:
    client.start(**launch("wrong_epsilon", referenceFunction="reference_layer_norm.py:layer_norm"))
    top = client.stopped("exception")
    assert top["line"] == line_of("layer_norm.py", "op.Sqrt(var + 1e-2)")
    centered, var = parts(x_value())
    # the largest relative error is where x is nearest its row's mean: there onnxruntime's
    # mean, one rounding away from numpy's, moves ``centered`` by a percent
    check_figures(
        top["event"]["text"],
        centered / np.sqrt(var + 1e-2),
        centered / np.sqrt(var + 1e-5),
        rel_of_rel=5e-2,
    )


def test_a_drifting_epsilon_stops_at_its_line_against_eager_mode(client: DapClient) -> None:
    client.start(**launch("drifting_epsilon", against="eager"))
    top = client.stopped("exception")
    assert top["line"] == line_of("layer_norm.py", "op.Sqrt(var + EPSILON)")
    assert top["event"]["description"] == "eager and graph values differ"
    centered, var = parts(x_value())
    check_figures(
        top["event"]["text"], centered / np.sqrt(var + 1e-5), centered / np.sqrt(var + 1e-2)
    )


def test_the_reference_evaluator_stops_where_onnxscribe_compare_does(
    client: DapClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    # the two runtimes sum in different orders: with no tolerance at all they part somewhere
    np.savez(tmp_path / "x.npz", x=x_value())
    monkeypatch.chdir(PROGRAMS)
    args = ["compare", "layer_norm.py::wrong_epsilon", "--inputs", str(tmp_path / "x.npz")]
    status = main([*args, "--rtol", "0", "--atol", "0", "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 1, report
    expected = report["divergence"]
    client.start(**launch("wrong_epsilon", against="reference", rtol=0, atol=0))
    top = client.stopped("exception")
    assert top["line"] == expected["line"]
    assert top["event"]["description"] == "onnxruntime and the reference evaluator differ"
    text = top["event"]["text"]
    assert text.startswith(f"{expected['python_name']!r} (line {expected['line']})")
    max_abs, max_rel, index, actual, held = reported(text)
    assert max_abs == pytest.approx(expected["max_abs_error"], rel=1e-5)
    assert max_rel == pytest.approx(expected["max_rel_error"], rel=1e-5)
    assert list(index) == expected["index"]
    assert (actual, held) == (expected["actual"], expected["expected"])


def test_runs_that_agree_run_to_the_end_and_say_so(client: DapClient) -> None:
    client.start(**launch("half_variance", against="unoptimized", rtol=0, atol=0))
    assert client.wait_event("exited")["exitCode"] == 0
    assert not any(e["event"] == "stopped" for e in client.events)
    assert re.search(
        r"onnxruntime against onnxruntime without graph optimizations: \d+ values agree "
        r"\(rtol=0, atol=0\)",
        client.output("console"),
    )


def test_a_larger_tolerance_lets_the_round_trip_pass(client: DapClient) -> None:
    client.start(
        **launch("half_variance", referenceFunction="reference_layer_norm:layer_norm", rtol=1e-2)
    )
    assert client.wait_event("exited")["exitCode"] == 0
    assert "values agree (rtol=0.01, atol=1e-05)" in client.output("console")


def test_no_debug_reports_the_line_and_figures(client: DapClient) -> None:
    client.start(
        **launch("half_variance", referenceFunction="reference_layer_norm:layer_norm", noDebug=True)
    )
    assert client.wait_event("exited")["exitCode"] == 1
    assert not any(e["event"] == "stopped" for e in client.events)
    errors = client.output("stderr")
    line = line_of("layer_norm.py", "var = op.Cast(op.Cast(var")
    assert f"onnxruntime and the reference function differ: 'var' (line {line})" in errors
    assert f"layer_norm.py:{line}\n" in errors
    _, var = parts(x_value())
    check_figures(errors, var.astype(np.float16).astype(np.float32), var)


def test_another_provider_or_a_clear_message(client: DapClient) -> None:
    local = {"CPUExecutionProvider", "AzureExecutionProvider"}
    others = [p for p in onnxruntime.get_available_providers() if p not in local]
    client.request("initialize", {"adapterID": "onnxscribe"})
    if others:
        client.start(**launch("half_variance", against="provider"))
        assert client.wait_event("exited")["exitCode"] in (0, 1)
        return
    message = client.failing("launch", launch("half_variance", against="provider"))
    assert message == (
        "compare mode: no execution provider other than CPU is installed in this onnxruntime"
    )


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"against": "gpu"}, "'against' must be one of eager, reference, unoptimized, provider"),
        ({"against": "function"}, "'against': 'function' needs 'referenceFunction'"),
        ({"referenceFunction": "nowhere"}, "'referenceFunction' must be MODULE:NAME"),
        ({"referenceFunction": "no_such_module:f"}, "compare mode: cannot import no_such_module"),
        (
            {"referenceFunction": "reference_layer_norm:missing"},
            "compare mode: reference_layer_norm has no function 'missing'",
        ),
        (
            {"against": "provider", "provider": "NoEP"},
            "compare mode: onnxruntime here has no NoEP",
        ),
        ({"rtol": -1}, "'rtol' must be a number at least 0, not -1"),
        ({"atol": "small"}, "'atol' must be a number at least 0, not 'small'"),
        ({"mode": "graph", "against": "reference"}, '\'against\' is for "mode": "compare"'),
        ({"mode": "eager", "rtol": 0.1}, '\'rtol\' is for "mode": "compare"'),
    ],
)
def test_bad_choices_fail_the_launch_clearly(
    client: DapClient, arguments: dict[str, Any], message: str
) -> None:
    client.request("initialize", {"adapterID": "onnxscribe"})
    assert client.failing("launch", launch("half_variance", **arguments)).startswith(message)
