"""The debug adapter's costs: running a 500-node function in graph mode under the debugger (no
breakpoints), against the plain eager call, and the time from ``launch`` to the first stop.

Target: graph mode under the debugger at most 2x the plain eager call.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from types import ModuleType
from typing import IO, Any

import numpy as np

from benchmarks._common import check_target, format_seconds, measure_interleaved, report

NODES = 500
OPS = ("Add", "Mul", "Sub", "Max", "Min")


def write_program(folder: Path) -> Path:
    """A script function of NODES elementwise ops, one per line."""
    lines = ["t0 = op.Add(X, Y)"]
    lines += [f"t{i} = op.{OPS[i % len(OPS)]}(t{i - 1}, Y)" for i in range(1, NODES)]
    body = textwrap.indent("\n".join([*lines, f"return t{NODES - 1}"]), "    ")
    source = (
        "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n\n\n"
        f'@script()\ndef chain(X: FLOAT["N", "M"], Y: FLOAT["N", "M"]) -> FLOAT["N", "M"]:\n'
        f"{body}\n"
    )
    path = folder / "chain.py"
    path.write_text(source)
    return path


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_chain", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def stepping(module: ModuleType, shape: tuple[int, int]) -> dict[str, float]:
    from onnxscribe.dap.breakpoints import BreakpointTable
    from onnxscribe.dap.control import Controller
    from onnxscribe.dap.graph_mode import GraphListener
    from onnxscribe.dap.interpreter import GraphInterpreter

    rng = np.random.default_rng(0)
    x = rng.standard_normal(shape, dtype=np.float32)
    y = rng.standard_normal(shape, dtype=np.float32)
    chain = module.chain
    controller = Controller(BreakpointTable(), lambda stop: None, lambda *_: True)
    listener = GraphListener(controller, lambda f: chain, vars(module))
    interpreter = GraphInterpreter(listener)
    ir = chain.function_ir
    np.testing.assert_allclose(interpreter.run(ir, {"X": x, "Y": y}, {})[0], chain(x, y))

    timings = measure_interleaved(
        [
            ("eager call", lambda: chain(x, y)),
            ("graph mode, debugger", lambda: interpreter.run(ir, {"X": x, "Y": y}, {})),
        ],
        repeat=15,
        target_seconds=0.1,
    )
    return report(
        f"{NODES}-node function on {shape[0]}x{shape[1]} float32, no breakpoints",
        timings,
        "eager call",
    )


def _send(stream: IO[bytes], seq: int, command: str, arguments: dict[str, Any]) -> None:
    body = json.dumps(
        {"seq": seq, "type": "request", "command": command, "arguments": arguments}
    ).encode()
    stream.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    stream.flush()


def first_stop(program: Path) -> tuple[float, float]:
    """Seconds from starting the adapter to its initialize answer, and from launch to the
    first stop (stopOnEntry, graph mode)."""
    from onnxscribe.dap.protocol import read_message

    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "onnxscribe.dap"], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        _send(process.stdin, 1, "initialize", {"adapterID": "onnxscribe"})
        while (message := read_message(process.stdout)) is not None:
            if message.get("type") == "response":
                break
        initialized = time.perf_counter() - start
        launched = time.perf_counter()
        arguments = {
            "program": str(program),
            "function": "chain",
            "inputs": {"X": "np.ones((8, 8), np.float32)", "Y": "np.ones((8, 8), np.float32)"},
            "stopOnEntry": True,
        }
        _send(process.stdin, 2, "launch", arguments)
        seq = 3
        while (message := read_message(process.stdout)) is not None:
            if message.get("event") == "initialized":
                _send(process.stdin, seq, "configurationDone", {})
                seq += 1
            if message.get("event") == "stopped":
                break
            if message.get("type") == "response" and not message.get("success"):
                raise RuntimeError(message.get("message"))
        to_stop = time.perf_counter() - launched
        _send(process.stdin, seq, "disconnect", {})
        process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return initialized, to_stop


def plain_run(program: Path) -> float:
    """Seconds for a fresh interpreter to import the program and call the function once."""
    code = (
        "import importlib.util, numpy as np\n"
        f"spec = importlib.util.spec_from_file_location('chain', {str(program)!r})\n"
        "module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module)\n"
        "module.chain(np.ones((8, 8), np.float32), np.ones((8, 8), np.float32))\n"
    )
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return time.perf_counter() - start


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        program = write_program(Path(folder))
        module = load(program)
        small = stepping(module, (8, 8))
        check_target(
            "graph mode under the debugger vs eager call (8x8)", small["graph mode, debugger"], 2.0
        )
        large = stepping(module, (256, 256))
        check_target(
            "graph mode under the debugger vs eager call (256x256)",
            large["graph mode, debugger"],
            2.0,
        )

        runs = [first_stop(program) for _ in range(3)]
        plain = sorted(plain_run(program) for _ in range(3))[1]
        start_up = sorted(r[0] for r in runs)[1]
        to_stop = sorted(r[1] for r in runs)[1]
        print(f"\nfirst stop of the {NODES}-node function (median of 3 fresh adapters)")
        print(f"  adapter start to initialize answer  {format_seconds(start_up)}")
        print(f"  launch to first stop (stopOnEntry)  {format_seconds(to_stop)}")
        print(f"  plain run: import program, one call {format_seconds(plain)}")
        print(f"  start to first stop vs plain run     {(start_up + to_stop) / plain:6.2f}x")
