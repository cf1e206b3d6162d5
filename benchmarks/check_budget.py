"""The cost of checking each file under a time and memory budget (``onnxscribe check``).

Checks the same files in this process, as the checker did before it had budgets (the baseline),
and through the budgeted worker processes of ``onnxscribe.cli.budgeted``: one 700-line file (one
fork per run) and a folder of 50 small files (one worker, fifty round trips). Prints the ratios.
"""

from __future__ import annotations

import gc

from benchmarks._common import measure_interleaved, report
from benchmarks.check import generate_script


def main() -> None:
    from onnxscribe.cli import budgeted
    from onnxscribe.cli.check import _WARM_UP, check_source

    check_source(_WARM_UP, "warm_up.py")
    gc.freeze()
    cases = {
        "one 700-line file": [("model.py", generate_script(700))],
        "50 small files": [(f"m{i}.py", generate_script(40, prefix=f"p{i}_")) for i in range(50)],
    }
    budget = budgeted.Budget()
    for title, items in cases.items():

        def in_process(items: list[tuple[str, str]] = items) -> object:
            return [check_source(text, name) for name, text in items]

        def in_workers(items: list[tuple[str, str]] = items) -> object:
            return budgeted.check_all(items, 1, budget, lambda text, name: check_source(text, name))

        timings = measure_interleaved(
            [("in process", in_process), ("budgeted worker", in_workers)], repeat=7, warmup=1
        )
        report(f"check, {title}", timings, "in process")


if __name__ == "__main__":
    main()
