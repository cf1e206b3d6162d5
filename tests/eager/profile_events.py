"""onnxruntime profiler events, as its trace file holds them, for three nodes on two lines of
``m.py``: the tests of profiling and of node costs read the same runs."""

from __future__ import annotations

from onnxscribe.eager.profiling import NodeInfo

NODES = {
    "[0]MatMul": NodeInfo("#0 MatMul", "MatMul", ("m.py", 3)),
    "[1]Add": NodeInfo("#1 Add", "Add", ("m.py", 4)),
    "[2]Mul": NodeInfo("#2 Mul", "Mul", ("m.py", 4)),
}


def run_event(ts: float, dur: float) -> dict[str, object]:
    return {"cat": "Session", "name": "model_run", "ts": ts, "dur": dur}


def kernel(name: str, op: str, ts: float, dur: float) -> dict[str, object]:
    args = {"op_name": op, "provider": "CPUExecutionProvider"}
    return {"cat": "Node", "name": f"{name}_kernel_time", "ts": ts, "dur": dur, "args": args}
