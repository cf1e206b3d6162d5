"""``onnxscribe check`` on a generated 700-line model script and on a folder of 200 generated files.

Prints the time per file and per 1,000 lines, and ratios against baselines measured in the same
run: parsing and compiling the same text with Python (``ast.parse``, ``compile``), and
``onnx.checker.check_model(full_check=True)`` plus strict shape inference of the exported model.
Target: under 100 ms for the 700-line file.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks._common import (
    Timing,
    check_target,
    compile_package,
    format_seconds,
    measure,
    report,
)

HEADER = '''"""A generated model: residual MLP blocks with attention-like mixing."""

from onnxscribe import script, FLOAT, INT64, opset18 as op

'''

BLOCK = """
@script()
def block_{i}(X: FLOAT["B", 64], W: FLOAT[64, 64], b: FLOAT[64]) -> FLOAT["B", 64]:
    hidden = op.MatMul(X, W) + b
    hidden = op.Relu(hidden) * {scale}
    mixed = op.Softmax(hidden, axis=-1)
    grid = op.Reshape(mixed, [0, 8, 8])
    swapped = op.Transpose(grid, perm=[0, 2, 1])
    flat = op.Reshape(swapped, [0, 64])
    mean = op.ReduceMean(flat, [1])
    centered = flat - mean
    if op.ReduceMax(centered, keepdims=0) > 0.0:
        centered = centered * 0.5
    return centered + X
"""

MODEL = """
@script()
def model(X: FLOAT["B", 64], W: FLOAT[64, 64], b: FLOAT[64]) -> FLOAT["B", 64]:
{calls}    return X
"""


def generate_script(lines: int, prefix: str = "") -> str:
    """A model script of about ``lines`` lines: blocks, then a function calling each block."""
    blocks: list[str] = []
    count = 0
    text = HEADER
    while text.count("\n") + (count + 4) < lines:
        block = BLOCK.format(i=f"{prefix}{count}", scale=1.0 + count / 100)
        blocks.append(block)
        text += block
        count += 1
    calls = "".join(f"    X = block_{prefix}{i}(X, W, b)\n" for i in range(count))
    return text + MODEL.format(calls=calls)


def _check_in_process(paths: list[Path]) -> int:
    from onnxscribe.cli.check import add_arguments, run

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args([*map(str, paths), "--format", "json"])
    import contextlib
    import io

    with contextlib.redirect_stdout(io.StringIO()):
        return run(args)


def _exported_model(path: Path):  # type: ignore[no-untyped-def]
    """The generated script's ``model`` as an ONNX model (our own generated code is imported)."""
    spec = importlib.util.spec_from_file_location("generated_model", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.model.to_model_proto()


def _onnx_check(model) -> None:  # type: ignore[no-untyped-def]
    import onnx
    import onnx.shape_inference

    onnx.checker.check_model(model, full_check=True)
    onnx.shape_inference.infer_shapes(model, strict_mode=True, data_prop=True)


def _print_rates(label: str, timing: Timing, files: int, lines: int) -> None:
    per_file = timing.median / files
    per_kloc = timing.median / lines * 1000
    print(
        f"  {label}: {format_seconds(timing.median)} total, {format_seconds(per_file)} per file, "
        f"{format_seconds(per_kloc)} per 1,000 lines"
    )


def main() -> None:
    compile_package()
    with tempfile.TemporaryDirectory() as folder_name:
        folder = Path(folder_name)
        big = folder / "model_700.py"
        big_text = generate_script(700)
        big.write_text(big_text)
        big_lines = big_text.count("\n")
        many = folder / "many"
        many.mkdir()
        total_lines = 0
        for index in range(200):
            text = generate_script(40, prefix=f"f{index}_")
            total_lines += text.count("\n")
            (many / f"module_{index:03d}.py").write_text(text)

        from onnxscribe.cli.check import check_source

        found = check_source(big_text, str(big))
        errors = [d for d in found if d.is_error]
        print(
            f"700-line file: {big_lines} lines, {len(found)} diagnostic(s), {len(errors)} error(s)"
        )

        from onnxscribe.check import check_function
        from onnxscribe.pipeline import analyze

        functions = [f.function for f in analyze(big_text, str(big)).functions if f.function]

        def checker_alone() -> None:
            for function in functions:
                check_function(function, big_text)

        timings = [
            measure("onnxscribe check", lambda: check_source(big_text, str(big)), repeat=15),
            measure("  of which the checker", checker_alone, repeat=15),
            measure("ast.parse", lambda: ast.parse(big_text), repeat=15),
            measure("compile", lambda: compile(big_text, str(big), "exec"), repeat=15),
        ]
        try:
            model = _exported_model(big)
            timings.append(
                measure("onnx checker + shape inference", lambda: _onnx_check(model), repeat=15)
            )
        except Exception as error:  # the baseline only; report and go on
            print(f"  onnx baseline skipped: {type(error).__name__}: {error}")
        report(f"one {big_lines}-line file (in process)", timings, "compile")
        _print_rates("onnxscribe check", timings[0], 1, big_lines)
        check_target(
            "700-line file under 100 ms (as a ratio to 100 ms)", timings[0].median / 0.1, 1.0
        )

        files = sorted(many.glob("*.py"))
        texts = [p.read_text() for p in files]
        folder_timings = [
            measure(
                "onnxscribe check (folder)", lambda: _check_in_process([many]), repeat=5, warmup=1
            ),
            measure(
                "ast.parse (all files)", lambda: [ast.parse(t) for t in texts], repeat=5, warmup=1
            ),
            measure(
                "compile (all files)",
                lambda: [compile(t, "x.py", "exec") for t in texts],
                repeat=5,
                warmup=1,
            ),
        ]
        report(
            f"folder of {len(files)} files, {total_lines} lines (in process)",
            folder_timings,
            "compile (all files)",
        )
        _print_rates("onnxscribe check", folder_timings[0], len(files), total_lines)

        command = [sys.executable, "-m", "onnxscribe", "check", str(many), "--format", "json"]
        baseline = [sys.executable, "-m", "compileall", "-q", "-f", str(many)]
        cli = _wall("onnxscribe check (command line, folder)", command)
        compileall = _wall("python -m compileall (folder)", baseline)
        report(
            "the folder from the command line (process start included)",
            [cli, compileall],
            "python -m compileall (folder)",
        )
        _print_rates("onnxscribe check (command line)", cli, len(files), total_lines)


def _wall(name: str, command: list[str], repeat: int = 3) -> Timing:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(command, capture_output=True, check=False)
        samples.append(time.perf_counter() - start)
    return Timing(name, tuple(samples))


if __name__ == "__main__":
    main()
