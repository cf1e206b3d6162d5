"""Conversion speed: onnxscribe's @script() against the onnxscript package, in the same run.

Measures, per function: the dialect reference's examples, a generated straight-line function of
500 nodes and a generated function of 50 branches (if/else around loops). Each function is
converted from the same undecorated Python function object by both packages. Also times
``onnxscribe.analyze`` on a 700-line file (target: under 100 ms).
"""

from __future__ import annotations

import linecache
import sys
import tempfile
import types
from pathlib import Path
from typing import Any

from benchmarks._common import check_target, format_seconds, measure, measure_interleaved, report

EXAMPLES = """\
import math
from typing import Sequence
from {pkg} import script, graph, FLOAT, INT64
from {pkg} import opset18 as op
from {pkg}.values import Opset

M_SQRT1_2 = math.sqrt(0.5)
custom_opset = Opset(domain="onnx-script", version=1)


@DECORATE
def gelu(X: FLOAT[...]):
    phiX = 0.5 * (op.Erf(M_SQRT1_2 * X) + 1.0)
    return X * phiX


@DECORATE
def aten_chunk(tensor: FLOAT[...], chunks: int, dim: int = 0) -> Sequence[FLOAT[...]]:
    neg_1 = op.Constant(value_ints=[-1])
    dim_size = op.Shape(tensor)[dim]
    num_per_chunk = dim_size / chunks + op.Cast(dim_size % chunks > 0, to=INT64.dtype)
    num_chunk = dim_size / num_per_chunk
    list_split = op.Expand(num_per_chunk, op.Reshape(num_chunk, neg_1))
    remainder = dim_size % num_per_chunk
    if remainder > 0:
        list_split = op.Concat(list_split, op.Reshape(remainder, neg_1), axis=0)
    return op.SplitToSequence(tensor, list_split, axis=dim)


@DECORATE
def ten_chunks_model(tensor: FLOAT["M"]):
    return aten_chunk(tensor, chunks=10)


@DECORATE
def CumulativeSum(X):
    @graph()
    def Sum(sum_in, next):
        sum_out = sum_in + next
        scan_out = op.Identity(sum_out)
        return sum_out, scan_out
    all_sum, cumulative_sum = op.Scan(0, X, body=Sum, num_scan_inputs=1)
    return cumulative_sum


@DECORATE
def Selu(X):
    alpha = 1.67326
    gamma = 1.0507
    alphaX = op.CastLike(alpha, X)
    gammaX = op.CastLike(gamma, X)
    neg = gammaX * (alphaX * op.Exp(X) - alphaX)
    pos = gammaX * X
    zero = op.CastLike(0, X)
    return op.Where(X <= zero, neg, pos)
"""

OPS = ["Add", "Mul", "Sub", "Max", "Min"]


def straight_line(nodes: int) -> str:
    lines = ["\n\n@DECORATE", 'def straight_line(x: FLOAT["N"], y: FLOAT["N"]) -> FLOAT["N"]:']
    for index in range(nodes):
        op_name = OPS[index % len(OPS)]
        lines.append(f"    x = op.{op_name}(x, y)")
    lines.append("    return x")
    return "\n".join(lines) + "\n"


def branches(count: int) -> str:
    lines = [
        "\n\n@DECORATE",
        'def branchy(x: FLOAT["N"], n: INT64) -> FLOAT["N"]:',
        "    s = op.ReduceSum(x, keepdims=0)",
    ]
    for index in range(count // 2):
        lines += [
            f"    if s > {float(index)}:",
            "        for i in range(n):",
            "            x = op.Add(x, x)",
            "    else:",
            "        for j in range(n):",
            "            x = op.Mul(x, x)",
            "    s = op.ReduceSum(x, keepdims=0)",
        ]
    lines.append("    return x")
    return "\n".join(lines) + "\n"


FUNCTIONS = [
    "gelu",
    "aten_chunk",
    "ten_chunks_model",
    "CumulativeSum",
    "Selu",
    "straight_line",
    "branchy",
]


def load(pkg: str, directory: Path) -> dict[str, Any]:
    """Exec the benchmark module for ``pkg`` with undecorated functions; return its namespace."""
    source = EXAMPLES.format(pkg=pkg) + straight_line(500) + branches(50)
    path = directory / f"bench_{pkg}.py"
    path.write_text(source)
    linecache.checkcache(str(path))
    module = types.ModuleType(f"bench_{pkg}")
    module.__file__ = str(path)
    module.DECORATE = lambda f: f  # type: ignore[attr-defined]
    sys.modules[module.__name__] = module
    exec(compile(source, str(path), "exec"), module.__dict__)
    return module.__dict__


def converter(pkg: str, namespace: dict[str, Any], name: str) -> Any:
    module = __import__(pkg)
    plain = namespace[name]
    opset = namespace["custom_opset"] if name == "Selu" else None

    def convert() -> Any:
        return module.script(opset)(plain) if opset is not None else module.script()(plain)

    # later functions call earlier ones: bind the converted version under the plain name
    namespace[name] = convert()
    namespace["_plain_" + name] = plain
    return convert


def _without_checker(convert: Any) -> Any:
    """The same conversion with the type checker switched off (to show what it costs)."""
    from onnxscribe import pipeline

    def run() -> Any:
        saved = pipeline.check_function
        pipeline.check_function = lambda function, text: []
        try:
            return convert()
        finally:
            pipeline.check_function = saved

    return run


def analyze_700_lines() -> tuple[str, int]:
    parts = [
        "import math\nfrom onnxscribe import script, FLOAT, INT64\nfrom onnxscribe import opset18 as op\n"
    ]
    index = 0
    while "".join(parts).count("\n") < 700:
        parts.append(
            f'\n\n@script()\ndef block{index}(x: FLOAT["N"], n: INT64) -> FLOAT["N"]:\n'
            "    s = op.ReduceMean(x, keepdims=0)\n"
            "    if s > 0.5:\n        x = x * 2.0 + 1.0\n    else:\n        x = op.Relu(x) - s\n"
            "    for i in range(n):\n        x = x + op.CastLike(i, x) * 0.1\n"
            "    y = x[1:] + x[:-1]\n    z = op.Concat(y, x[:1], axis=0)\n"
            "    w = op.Where(z > s, z, s - z) if s < 3.0 else z\n"
            "    return op.Tanh(w) * math.pi\n"
        )
        index += 1
    text = "".join(parts)
    return text, text.count("\n")


def main() -> None:
    import onnxscribe

    try:
        import onnxscript  # noqa: F401

        have_baseline = True
    except ImportError:
        have_baseline = False
        print("skipped: onnxscript not installed (the onnxscript comparison runs in .venv-bench)")

    with tempfile.TemporaryDirectory() as directory:
        sys.path.insert(0, directory)
        ours = load("onnxscribe", Path(directory))
        theirs = load("onnxscript", Path(directory)) if have_baseline else None
        ratios: list[float] = []
        for name in FUNCTIONS:
            ours_convert = converter("onnxscribe", ours, name)
            candidates = [
                ("onnxscribe", ours_convert),
                ("onnxscribe without checker", _without_checker(ours_convert)),
            ]
            if theirs is not None:
                candidates.append(("onnxscript", converter("onnxscript", theirs, name)))
            timings = measure_interleaved(candidates, repeat=15, warmup=2, target_seconds=0.05)
            if theirs is not None:
                result = report(f"convert {name}", timings, baseline="onnxscript")
                ratios.append(result["onnxscribe"])
            else:
                print(
                    f"\nconvert {name}: onnxscribe {format_seconds(timings[0].median)} per function"
                )
        if ratios:
            worst = max(ratios)
            print(
                f"\nonnxscribe / onnxscript conversion time: worst {worst:.2f}x, best {min(ratios):.2f}x"
            )
            check_target("conversion time vs onnxscript (3x faster)", worst, 1 / 3)
        sys.path.remove(directory)

    text, lines = analyze_700_lines()
    timing = measure("analyze", lambda: onnxscribe.analyze(text, "model.py"), repeat=20, number=1)
    per_thousand = timing.median / lines * 1000
    print(
        f"\nanalyze a {lines}-line file: median {format_seconds(timing.median)}, "
        f"p95 {format_seconds(timing.p95)}, {format_seconds(per_thousand)} per 1,000 lines"
    )
    verdict = "ok" if timing.median < 0.1 else "MISSED"
    print(f"  target analyze 700 lines < 100 ms: {timing.median * 1000:.1f} ms ... {verdict}")


if __name__ == "__main__":
    main()
