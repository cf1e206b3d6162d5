"""Shared timing helpers: repeat a callable, summarise the timings, print ratios to a baseline."""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Timing:
    """Seconds per call of one measured callable."""

    name: str
    samples: tuple[float, ...]

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    @property
    def p95(self) -> float:
        ordered = sorted(self.samples)
        return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]

    @property
    def best(self) -> float:
        return min(self.samples)


def measure(
    name: str,
    function: Callable[[], object],
    *,
    repeat: int = 30,
    number: int | None = None,
    warmup: int = 3,
    target_seconds: float = 0.02,
) -> Timing:
    """Time ``function`` ``repeat`` times; each sample is the mean of ``number`` calls.

    When ``number`` is None it is chosen so that one sample takes about ``target_seconds``.
    """
    for _ in range(warmup):
        function()
    if number is None:
        number = _calls_per_sample(function, target_seconds)
    samples = []
    enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(repeat):
            start = time.perf_counter()
            for _ in range(number):
                function()
            samples.append((time.perf_counter() - start) / number)
    finally:
        if enabled:
            gc.enable()
    return Timing(name, tuple(samples))


def measure_interleaved(
    functions: Sequence[tuple[str, Callable[[], object]]],
    *,
    repeat: int = 30,
    warmup: int = 3,
    target_seconds: float = 0.02,
) -> list[Timing]:
    """Time several callables in turns (one sample of each per round).

    Load that comes and goes on the machine then affects every callable alike, which keeps
    their ratios meaningful.
    """
    numbers = []
    for _name, function in functions:
        for _ in range(warmup):
            function()
        numbers.append(_calls_per_sample(function, target_seconds))
    samples: list[list[float]] = [[] for _ in functions]
    enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(repeat):
            for index, ((_name, function), number) in enumerate(
                zip(functions, numbers, strict=True)
            ):
                start = time.perf_counter()
                for _ in range(number):
                    function()
                samples[index].append((time.perf_counter() - start) / number)
    finally:
        if enabled:
            gc.enable()
    return [
        Timing(name, tuple(times)) for (name, _f), times in zip(functions, samples, strict=True)
    ]


def _calls_per_sample(function: Callable[[], object], target_seconds: float) -> int:
    start = time.perf_counter()
    function()
    once = max(time.perf_counter() - start, 1e-7)
    return max(1, min(100_000, int(target_seconds / once)))


def format_seconds(seconds: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:8.2f} {unit}"
    return f"{seconds / 1e-9:8.1f} ns"


def report(title: str, timings: Sequence[Timing], baseline: str) -> dict[str, float]:
    """Print medians, p95 and each median's ratio to the ``baseline`` timing; return the ratios."""
    base = next((t for t in timings if t.name == baseline), None)
    if base is None:
        raise ValueError(f"no timing named {baseline!r} among {[t.name for t in timings]}")
    width = max(len(t.name) for t in timings)
    print(f"\n{title}")
    print(f"  {'':{width}}  {'median':>11}  {'p95':>11}  ratio to {baseline}")
    ratios: dict[str, float] = {}
    for timing in timings:
        ratio = timing.median / base.median
        ratios[timing.name] = ratio
        print(
            f"  {timing.name:{width}}  {format_seconds(timing.median)}  "
            f"{format_seconds(timing.p95)}  {ratio:6.2f}x"
        )
    return ratios


def check_target(label: str, ratio: float, limit: float) -> bool:
    """Print whether a ratio meets its target; return True when it does."""
    verdict = "ok" if ratio <= limit else "MISSED"
    print(f"  target {label}: {ratio:.2f}x <= {limit:.2f}x ... {verdict}")
    return ratio <= limit


def compile_package() -> None:
    """Compile the package to bytecode, as installing its wheel does (pip compiles at install).

    A figure that times onnxscribe in a fresh process is a user's run: an editable install under
    ``PYTHONDONTWRITEBYTECODE`` never keeps bytecode, so every such process would compile each
    module it imports first (onnxscript, installed by pip, has its bytecode)."""
    import compileall

    import onnxscribe

    folder = Path(onnxscribe.__file__).parent
    compiled = compileall.compile_dir(folder, quiet=2)
    print(
        f"bytecode of {folder}: {'compiled' if compiled else 'NOT compiled'} (as pip installs it)"
    )
