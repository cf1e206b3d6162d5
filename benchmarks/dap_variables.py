"""What a stop costs the debug adapter's Variables view when the locals are large: listing the
Locals scope of five 3000x3000 float32 tensors (what a client asks for after every step), and
expanding one of them (its statistics), against the step itself (one elementwise op on one of
those tensors, as graph mode runs it).

Target: listing the scope at most 0.2x the step; statistics are computed only on expanding.
"""

from __future__ import annotations

import numpy as np

from benchmarks._common import check_target, measure_interleaved, report

SHAPE = (3000, 3000)
LOCALS = 5


def main() -> None:
    from onnxscribe.dap.variables import VariableStore
    from onnxscribe.eager.evaluators import get_evaluator
    from onnxscribe.eager.tensor import Tensor

    rng = np.random.default_rng(0)
    values = {f"t{i}": rng.standard_normal(SHAPE, dtype=np.float32) for i in range(LOCALS)}
    x = Tensor._from_array(values["t0"])
    get_evaluator()

    def step() -> object:
        return (x + 1.0).numpy()

    def list_locals() -> object:
        store = VariableStore(client_pages=True)
        return store.children(store.scope(values))

    def expand_one() -> object:
        store = VariableStore(client_pages=True)
        (first, *_rest) = store.children(store.scope(values))
        return store.children(first["variablesReference"], "named")

    timings = measure_interleaved(
        [
            ("the step (one Add)", step),
            ("list Locals", list_locals),
            ("list Locals, expand one", expand_one),
        ],
        repeat=7,
        target_seconds=0.05,
    )
    ratios = report(
        f"a stop with {LOCALS} locals of {SHAPE[0]}x{SHAPE[1]} float32",
        timings,
        "the step (one Add)",
    )
    check_target("listing Locals vs the step", ratios["list Locals"], 0.2)
