""" "Convert and save to disk", onnxscribe against onnxscript's ways, each run a process of its
own (``_save_job``) so that its peak memory is its own; the ways run in turns, round by round."""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks._common import format_seconds
from benchmarks._save_job import WAYS

OURS = "onnxscribe"

NEEDS = {"onnxscribe": 1.3, "onnxscript-onnx": 3.0, "onnxscript-ir": 5.0}
"""Memory a way needs, as a multiple of the weights (the weights themselves included): measured
peaks on the weight-heavy files, with room to spare."""

_GB = 2**30

HEADROOM = 4 * _GB
"""Memory left for the rest of the machine (it is shared) when a way's need is judged."""


@dataclass
class SaveRun:
    seconds: float
    before: int
    peak: int
    written: int
    cpu: float = 0.0
    """The process's processor time during the job (user and system)."""
    imports: float = 0.0
    """The script's import statements, run before the job (not part of it)."""

    @property
    def added(self) -> int:
        """The job's peak resident memory above what the process held before it."""
        return max(0, self.peak - self.before)


@dataclass
class SaveResult:
    runs: dict[str, list[SaveRun]] = field(default_factory=dict)
    skipped: dict[str, str] = field(default_factory=dict)
    baseline: str | None = None
    """onnxscript's fastest way on the file."""
    ratio: float | None = None
    memory_ratio: float | None = None

    def median(self, way: str) -> float:
        return statistics.median(r.seconds for r in self.runs[way])

    def median_cpu(self, way: str) -> float:
        return statistics.median(r.cpu for r in self.runs[way])

    def median_added(self, way: str) -> float:
        return statistics.median(r.added for r in self.runs[way])

    def median_peak(self, way: str) -> float:
        return statistics.median(r.peak for r in self.runs[way])


def available_memory() -> int:
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemAvailable:"):
            return int(line.split()[1]) * 1024
    return 0


def run_once(way: str, script: Path, scratch: Path, keep: bool = False, warmup: int = 0) -> SaveRun:
    """One job in a process of its own; its models are written in a new folder in ``scratch``,
    removed afterwards unless ``keep``."""
    output = Path(tempfile.mkdtemp(dir=scratch))
    try:
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "benchmarks._save_job",
                way,
                str(script),
                str(output),
                str(warmup),
            ],
            capture_output=True,
            text=True,
            cwd=Path(__file__).resolve().parents[1],
            check=False,
        )
        if done.returncode != 0:
            raise RuntimeError(f"{way}: {done.stderr.strip().splitlines()[-1:]}")
        found = json.loads(done.stdout.strip().splitlines()[-1])
        return SaveRun(
            found["seconds"],
            found["before"],
            found["peak"],
            found["bytes"],
            found["cpu"],
            found["imports"],
        )
    finally:
        if not keep:
            shutil.rmtree(output, ignore_errors=True)


def time_saves(
    ours: Path, theirs: Path, weights_bytes: int, rounds: int, scratch: Path, warmup: int = 0
) -> SaveResult:
    """Each way ``rounds`` times, in turns, each run after ``warmup`` runs in its process; a way
    whose memory need is over what the machine has available is skipped, saying so."""
    result = SaveResult()
    scripts = {way: ours if way == OURS else theirs for way in WAYS}
    for way in WAYS:
        need = NEEDS[way] * weights_bytes
        if need + HEADROOM > available_memory():
            result.skipped[way] = (
                f"needs about {need / _GB:.1f} GB, {available_memory() / _GB:.1f} GB available "
                f"({HEADROOM / _GB:.0f} GB kept for the rest of the machine)"
            )
    ways = [w for w in WAYS if w not in result.skipped]
    for _ in range(rounds):
        for way in ways:
            result.runs.setdefault(way, []).append(
                run_once(way, scripts[way], scratch, warmup=warmup)
            )
    theirs_ways = [w for w in ways if w != OURS]
    if OURS in result.runs and theirs_ways:
        result.baseline = min(theirs_ways, key=result.median)
        result.ratio = result.median(OURS) / result.median(result.baseline)
        base_added = result.median_added(result.baseline)
        result.memory_ratio = result.median_added(OURS) / base_added if base_added else None
    return result


def report_saves(title: str, result: SaveResult) -> None:
    print(f"\n{title}")
    print(
        f"  {'':16}  {'median':>11}  {'ratio':>6}  {'cpu':>11}  {'ratio':>6}  "
        f"{'peak added':>11}  {'ratio':>6}  {'process peak':>12}  written"
    )
    for way in WAYS:
        if way in result.skipped:
            print(f"  {way:16}  skipped: {result.skipped[way]}")
            continue
        if way not in result.runs:
            continue
        ratio = cpu_ratio = mem_ratio = "      "
        if result.baseline is not None:
            ratio = f"{result.median(way) / result.median(result.baseline):5.2f}x"
            cpu_ratio = f"{result.median_cpu(way) / result.median_cpu(result.baseline):5.2f}x"
            base_added = result.median_added(result.baseline)
            if base_added:
                mem_ratio = f"{result.median_added(way) / base_added:5.2f}x"
        written = result.runs[way][0].written
        print(
            f"  {way:16}  {format_seconds(result.median(way))}  {ratio}  "
            f"{format_seconds(result.median_cpu(way))}  {cpu_ratio}  "
            f"{result.median_added(way) / 2**20:8.1f} MiB  {mem_ratio}  "
            f"{result.median_peak(way) / 2**20:8.0f} MiB  {written / 2**20:,.0f} MiB"
        )
    imports = {way: statistics.median(r.imports for r in runs) for way, runs in result.runs.items()}
    print(
        "  the script's import statements, before the job and not in its figures (a user pays "
        "them once a process): "
        + ", ".join(f"{way} {format_seconds(s).strip()}" for way, s in imports.items())
    )
    if result.baseline is not None:
        print(
            f"  (ratios to onnxscript's fastest way here, {result.baseline}; medians of "
            f"{len(result.runs[OURS])} runs; median is wall-clock time, the target's measure, "
            "cpu the process's processor time)"
        )


def scratch_folder() -> Path:
    """Where the models are written: ONNXSCRIBE_BENCH_SAVE_DIR, else the temporary folder."""
    return Path(os.environ.get("ONNXSCRIBE_BENCH_SAVE_DIR", tempfile.gettempdir()))
