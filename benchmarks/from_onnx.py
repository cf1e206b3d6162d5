"""ONNX -> script -> ONNX: onnxscribe's ``from_onnx`` beside onnxscript's ``proto2python``.

On the same models (onnx's backend node models, the model files onnx ships, and the models that
onnxscript's own model scripts build), for each tool: how many round trips give a model that
passes the checker and computes the original's outputs, how many lines of script it writes, and
how long the ONNX -> script step takes. proto2python runs with ``skip_initializers=True`` (the
weights are passed to the ``make_model`` it writes, as from_onnx's go to an .npz file), so
neither count includes weights written out as text.

The ONNX -> script step alone is also timed over all backend node models, both tools in turns
(medians and their ratio).

Each model script's model is built, converted and round-tripped by one tool in a process of its
own, one at a time, and that process's peak RSS is reported; a process whose RSS passes
``FROM_ONNX_MEMORY_CAP_GIB`` (default 10) is stopped and reported with the stage it was in.
Set ``FROM_ONNX_LARGE=1`` to add smollm_1, smollm_2 (0.67 GB of weights each) and phi2lm
(1.4 GB); phi4lm's 6.8 GB exceed protobuf's 2 GB limit for one ModelProto, so it is never built.
"""

from __future__ import annotations

import collections
import contextlib
import gc
import inspect
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import onnx
from onnxscribe.onnx2script import from_onnx
from onnxscribe.onnx2script.roundtrip import SKIPPED, Outcome, load_module, round_trip

LARGE_MODELS = {
    "phi2lm.phi2lm_test": 1.4,
    "phi4lm.phi4lm_test": 6.8,
    "smollm_1.smollm_test_1": 0.67,
    "smollm_2.smollm_test_2": 0.67,
}
"""Models (GB of weights) built only with FROM_ONNX_LARGE=1: the round trips of both tools
hold several copies of the weights at once (proto2python's of smollm_1 ran out of memory
here, on a 24 GB machine shared with other work)."""


@dataclass
class Case:
    name: str
    model: onnx.ModelProto
    feeds: dict[str, Any] | None = None


@dataclass
class Tally:
    outcomes: collections.Counter[str] = field(default_factory=collections.Counter)
    lines: int = 0
    seconds: float = 0.0
    failures: list[tuple[str, str, str]] = field(default_factory=list)

    def add(self, case: str, outcome: Outcome, seconds: float) -> None:
        self.outcomes[outcome.status] += 1
        self.lines += outcome.lines
        self.seconds += seconds
        if not outcome.ok and outcome.status != SKIPPED:
            self.failures.append((case, outcome.status, outcome.reason))


def proto2python_converter(model: onnx.ModelProto, directory: Path) -> tuple[onnx.ModelProto, int]:
    text = _proto2python_text(model)
    path = directory / "proto2python_model.py"
    path.write_text(text)
    _stage("importing proto2python's script")
    module = load_module(path)
    _stage("building the model with proto2python's script")
    if _separate_initializers(model):
        from onnxscript.backend.onnx_export import _cleanup_variable_name

        weights = {
            _cleanup_variable_name(t.name): onnx.numpy_helper.to_array(t)
            for t in model.graph.initializer
        }
        parameters = inspect.signature(module.make_model).parameters
        return module.make_model(**{p: weights[p] for p in parameters}), text.count("\n")
    last = re.findall(r"^def (\w+)", text, re.MULTILINE)[-1]
    return getattr(module, last).to_model_proto(), text.count("\n")


def _timed(function: Callable[[], object]) -> float:
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def _proto2python_text(model: onnx.ModelProto) -> str:
    """proto2python's script; weights are left out where there are any (its
    ``skip_initializers`` mode writes wrong indentation for a model without initializers)."""
    from onnxscript.backend.onnx_export import export2python

    return str(export2python(model, skip_initializers=_separate_initializers(model)))


def _separate_initializers(model: onnx.ModelProto) -> bool:
    """Whether the model has initializers that are not also graph inputs."""
    inputs = {v.name for v in model.graph.input}
    return any(t.name not in inputs for t in model.graph.initializer)


def compare(cases: Iterable[Case], title: str, each: bool = False) -> dict[str, Tally]:
    """Both tools on every case; ``each`` prints a line per case as it is done."""
    tallies = {"from_onnx": Tally(), "proto2python": Tally()}
    count = 0
    for case in cases:
        count += 1
        for tool, tally in tallies.items():
            with tempfile.TemporaryDirectory() as directory, warnings.catch_warnings():
                warnings.simplefilter("ignore")
                if tool == "from_onnx":
                    seconds = _best(lambda m=case.model: from_onnx(m))
                    outcome = round_trip(case.model, Path(directory), feeds=case.feeds)
                else:
                    seconds = _best(lambda m=case.model: _proto2python_text(m))
                    outcome = round_trip(
                        case.model,
                        Path(directory),
                        feeds=case.feeds,
                        converter=proto2python_converter,
                    )
            tally.add(case.name, outcome, seconds)
            if each:
                print(
                    f"  {case.name}: {tool} {outcome.status} {outcome.reason[:80]}, "
                    f"{outcome.lines} lines, {seconds:.3f} s",
                    flush=True,
                )
        gc.collect()
    _report(title, count, tallies)
    return tallies


def _best(function: Callable[[], object], repeat: int = 3) -> float:
    """The best of ``repeat`` timings (an exception counts as the time it took)."""
    timings = []
    for _ in range(repeat):
        try:
            timings.append(_timed(function))
        except Exception:
            timings.append(0.0)
    return min(timings)


def _report(title: str, count: int, tallies: dict[str, Tally]) -> None:
    print(f"\n{title}: {count} models")
    print(f"  {'':14}{'round trips':>14}{'failed':>8}{'skipped':>9}{'lines':>10}{'convert s':>11}")
    for tool, tally in tallies.items():
        ok = tally.outcomes["ok"]
        skipped = tally.outcomes[SKIPPED]
        failed = count - ok - skipped
        print(
            f"  {tool:14}{ok:>9} ({100 * ok / max(count - skipped, 1):5.1f}%)"[:37].ljust(37)
            + f"{failed:>5}{skipped:>9}{tally.lines:>10}{tally.seconds:>11.3f}"
        )
    ours, theirs = tallies["from_onnx"], tallies["proto2python"]
    if ours.lines and ours.seconds:
        print(
            f"  ratios proto2python/from_onnx: round trips "
            f"{theirs.outcomes['ok'] / max(ours.outcomes['ok'], 1):.3f}, "
            f"lines {theirs.lines / ours.lines:.2f}, time {theirs.seconds / ours.seconds:.2f}"
        )
    for tool, tally in tallies.items():
        reasons = collections.Counter((status, reason[:90]) for _, status, reason in tally.failures)
        for (status, reason), number in reasons.most_common(12):
            print(f"  {tool} failed ({number}x) at {status}: {reason}")
        if tally.failures and len(tally.failures) <= 40:
            print(f"  {tool} failures: {', '.join(name for name, _, _ in tally.failures)}")


def backend_node_cases() -> list[Case]:
    from onnx.backend.test.case.node import collect_testcases

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        collected = sorted(collect_testcases(""), key=lambda c: c.name)
    cases = []
    for case in collected:
        feeds = None
        if case.data_sets:
            inputs = case.data_sets[0][0]
            feeds = {v.name: x for v, x in zip(case.model.graph.input, inputs, strict=False)}
        cases.append(Case(case.name, case.model, feeds))
    return cases


def bundled_file_cases() -> list[Case]:
    import onnx.backend.test.data

    root = Path(next(iter(onnx.backend.test.data.__path__)))
    paths = sorted(root.glob("*/*/model.onnx")) + sorted(root.glob("light/*.onnx"))
    return [Case(str(p.relative_to(root)), onnx.load(str(p))) for p in paths]


def conversion_speed(cases: list[Case], repeat: int = 7) -> None:
    """The ONNX -> script step alone over every case, both tools in turns: one sample converts
    every model once (a model a tool refuses counts the time it took to refuse)."""
    from benchmarks._common import measure_interleaved, report

    models = [case.model for case in cases]

    def convert_all(convert: Callable[[onnx.ModelProto], object]) -> None:
        for model in models:
            with contextlib.suppress(Exception):
                convert(model)

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        timings = measure_interleaved(
            [
                ("proto2python", lambda: convert_all(_proto2python_text)),
                ("from_onnx", lambda: convert_all(from_onnx)),
            ],
            repeat=repeat,
            warmup=1,
            target_seconds=0.0,
        )
    ratios = report(f"converting all {len(models)} models once", timings, "proto2python")
    print(f"  from_onnx is {1 / ratios['from_onnx']:.2f}x as fast as proto2python")


def script_model_names() -> list[str]:
    from benchmarks._onnxscript_models import model_names

    include_large = os.environ.get("FROM_ONNX_LARGE") == "1"
    skipped = [n for n in LARGE_MODELS if not include_large or n == "phi4lm.phi4lm_test"]
    for name in skipped:
        print(f"  not built: {name} ({LARGE_MODELS[name]} GB of weights)")
    return [name for name in model_names() if name not in skipped]


TOOLS = ("from_onnx", "proto2python")


def compare_isolated(names: list[str], title: str) -> dict[str, Tally]:
    """Both tools on each model script's model, each (model, tool) in a process of its own:
    one model is built at a time and freed with its process, whose peak RSS is reported."""
    tallies = {tool: Tally() for tool in TOOLS}
    count = 0
    for name in names:
        count += 1
        for tool in TOOLS:
            available = _available_gib()
            needed = 8 * LARGE_MODELS.get(name, 0.0)
            if available < needed:
                reason = f"{available:.1f} GiB available, about {needed:.0f} GiB needed"
                print(f"  {name}: {tool} not run: {reason}", flush=True)
                tallies[tool].add(name, Outcome("memory", reason), 0.0)
                continue
            found = _run_child(name, tool)
            outcome = Outcome(found["status"], found["reason"], found["lines"])
            tallies[tool].add(name, outcome, found["seconds"])
            print(
                f"  {name}: {tool} {outcome.status} {outcome.reason[:80]}, {outcome.lines} lines, "
                f"{found['seconds']:.3f} s, peak RSS {found['peak_mib']:.0f} MiB "
                f"(the model built: {found['model_mib']:.0f} MiB)",
                flush=True,
            )
    _report(title, count, tallies)
    return tallies


def _available_gib() -> float:
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemAvailable:"):
            return int(line.split()[1]) / 2**20
    return float("inf")


MEMORY_CAP_GIB = float(os.environ.get("FROM_ONNX_MEMORY_CAP_GIB", "10"))
"""A child process is stopped once its RSS passes this (the machine is shared)."""


def _run_child(name: str, tool: str) -> dict[str, Any]:
    """Runs ``run_one`` in a child process, watching its RSS; a child passing the cap is
    stopped and reported with the stage it was in."""
    result: dict[str, Any] = {
        "status": "crashed",
        "reason": "",
        "lines": 0,
        "seconds": 0.0,
        "peak_mib": 0.0,
        "model_mib": 0.0,
    }
    with tempfile.TemporaryFile("w+") as output, tempfile.TemporaryFile("w+") as errors:
        child = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.from_onnx", "--one", name, tool],
            stdout=output,
            stderr=errors,
            text=True,
        )
        peak = 0.0
        while child.poll() is None:
            rss = _rss_mib(child.pid)
            peak = max(peak, rss)
            if rss > MEMORY_CAP_GIB * 1024:
                child.kill()
                child.wait()
                errors.seek(0)
                lines = errors.read().splitlines()
                stages = [line for line in lines if line.startswith("stage:")]
                stage = stages[-1].removeprefix("stage:").strip() if stages else "starting"
                for line in lines:
                    if line.startswith("measured:"):
                        result.update(json.loads(line.removeprefix("measured:")))
                result["status"] = "memory"
                result["reason"] = (
                    f"stopped at {rss / 1024:.1f} GiB RSS (cap {MEMORY_CAP_GIB:g} GiB) "
                    f"while {stage}"
                )
                result["peak_mib"] = peak
                return result
            time.sleep(0.2)
        output.seek(0)
        for line in reversed(output.read().splitlines()):
            if line.startswith("{"):
                return dict(json.loads(line))
        errors.seek(0)
        tail = (errors.read().strip().splitlines() or [f"exit status {child.returncode}"])[-1]
    result["reason"] = tail[:300]
    result["peak_mib"] = peak
    return result


def _rss_mib(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


_REPORT_STAGES = False
"""Set in a child process (``--one``): its parent reads the stages from its stderr."""


def _stage(text: str) -> None:
    if _REPORT_STAGES:
        print(f"stage: {text}", file=sys.stderr, flush=True)


def run_one(name: str, tool: str) -> None:
    """In a child process: build one model script's model, time one tool's ONNX -> script step
    (the best of 3; once for a large model), round-trip it, print the result as JSON."""
    import resource

    from benchmarks._onnxscript_models import script_models

    _stage("building the model")
    [found] = list(script_models(only=name))
    model_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    convert = (
        (lambda: from_onnx(found.model).text)
        if tool == "from_onnx"
        else (lambda: _proto2python_text(found.model))
    )
    with tempfile.TemporaryDirectory() as directory, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        _stage(f"converting with {tool}")
        lines = 0
        if name in LARGE_MODELS:  # once: a conversion can take minutes and gigabytes
            start = time.perf_counter()
            with contextlib.suppress(Exception):
                lines = convert().count("\n")
            seconds = time.perf_counter() - start
        else:
            seconds = _best(convert)
            with contextlib.suppress(Exception):
                lines = convert().count("\n")
        measured = {"seconds": seconds, "lines": lines, "model_mib": model_mib}
        print(f"measured: {json.dumps(measured)}", file=sys.stderr, flush=True)
        gc.collect()
        _stage("round trip (script, back to ONNX, checker, onnxruntime)")
        outcome = round_trip(
            found.model,
            Path(directory),
            feeds=found.feeds,
            converter=None if tool == "from_onnx" else proto2python_converter,
        )
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if outcome.status == SKIPPED:
        print(f"not runnable: {outcome.reason}", file=sys.stderr, flush=True)
    result = {
        "status": outcome.status,
        "reason": outcome.reason,
        "lines": outcome.lines or lines,
        "seconds": seconds,
        "peak_mib": peak_mib,
        "model_mib": model_mib,
    }
    print(json.dumps(result), flush=True)


def main() -> None:
    try:
        import onnxscript  # noqa: F401
    except ImportError:
        print("onnxscript is not installed: run this in the benchmark environment (make bench)")
        return
    print(f"python {sys.version.split()[0]}, onnx {onnx.__version__}")
    backend = backend_node_cases()
    conversion_speed(backend)
    compare(backend, "onnx backend node models")
    compare(bundled_file_cases(), "model files onnx ships (backend/test/data, light real models)")
    compare_isolated(script_model_names(), "models built by onnxscript's rewriter/models scripts")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--one":
        _REPORT_STAGES = True
        run_one(sys.argv[2], sys.argv[3])
    else:
        main()
