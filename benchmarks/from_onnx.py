"""ONNX -> script -> ONNX: onnxscribe's ``from_onnx`` beside onnxscript's ``proto2python``.

On the same models (onnx's backend node models, the model files onnx ships, and the models that
onnxscript's own model scripts build), for each tool: how many round trips give a model that
passes the checker and computes the original's outputs, how many lines of script it writes, and
how long the ONNX -> script step takes. proto2python runs with ``skip_initializers=True`` (the
weights are passed to the ``make_model`` it writes, as from_onnx's go to an .npz file), so
neither count includes weights written out as text.

Set ``FROM_ONNX_LARGE=1`` to add smollm_1, smollm_2 (0.67 GB of weights each) and phi2lm
(1.4 GB); phi4lm's 6.8 GB exceed protobuf's 2 GB limit for one ModelProto, so it is never built.
"""

from __future__ import annotations

import collections
import gc
import inspect
import os
import re
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
    module = load_module(path)
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


def onnxscript_model_cases() -> Iterable[Case]:
    from benchmarks._onnxscript_models import script_models

    include_large = os.environ.get("FROM_ONNX_LARGE") == "1"
    skipped = [n for n in LARGE_MODELS if not include_large or n == "phi4lm.phi4lm_test"]
    for name in skipped:
        print(f"  not built: {name} ({LARGE_MODELS[name]} GB of weights)")
    for found in script_models(skip=set(skipped)):
        yield Case(found.name, found.model, found.feeds)


def main() -> None:
    try:
        import onnxscript  # noqa: F401
    except ImportError:
        print("onnxscript is not installed: run this in the benchmark environment (make bench)")
        return
    print(f"python {sys.version.split()[0]}, onnx {onnx.__version__}")
    compare(backend_node_cases(), "onnx backend node models")
    compare(bundled_file_cases(), "model files onnx ships (backend/test/data, light real models)")
    compare(
        onnxscript_model_cases(), "models built by onnxscript's rewriter/models scripts", each=True
    )
