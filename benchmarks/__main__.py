"""Run every benchmark: ``python -m benchmarks [name ...]``.

Each module ``benchmarks/<name>.py`` whose name does not start with ``_`` defines ``main()``. A
failing benchmark is reported and the others still run; the exit status says whether any failed.
"""

from __future__ import annotations

import importlib
import sys
import time
import traceback
from pathlib import Path


def benchmark_names() -> list[str]:
    here = Path(__file__).resolve().parent
    return sorted(p.stem for p in here.glob("*.py") if not p.stem.startswith("_"))


def run(names: list[str]) -> int:
    failed: list[str] = []
    for name in names:
        print(f"=== {name}", flush=True)
        start = time.perf_counter()
        try:
            module = importlib.import_module(f"benchmarks.{name}")
            module.main()
        except Exception:
            traceback.print_exc()
            failed.append(name)
            print(f"=== {name}: FAILED", flush=True)
            continue
        print(f"=== {name}: done in {time.perf_counter() - start:.1f} s\n", flush=True)
    if failed:
        print(f"{len(failed)} of {len(names)} benchmark(s) failed: {', '.join(failed)}")
        return 1
    print(f"all {len(names)} benchmark(s) ran")
    return 0


def main(argv: list[str]) -> int:
    available = benchmark_names()
    unknown = [n for n in argv if n not in available]
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; available: {', '.join(available)}")
        return 2
    return run(argv or available)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
