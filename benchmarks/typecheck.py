"""pyright and mypy (cold cache) on a generated 200-line script file using opset18.

The same file is checked against onnxscribe's generated stubs (with the mypy plugin); against the
same stubs in flat form (every opset module writing out every operator in force, as the stubs
once were), to show what the delta form of the opset modules costs or saves; and, where the
``onnxscript`` package is installed, rewritten for onnxscript (import renamed), all in the same
run. Prints median wall times and the ratios to the baseline. Targets: both checkers faster on
the onnxscribe version than on onnxscript, and no slower than with flat stubs.

Run with ``.venv-bench/bin/python -m benchmarks.typecheck`` (``make bench`` runs every benchmark).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks._common import Timing, check_target, report

ROOT = Path(__file__).resolve().parents[1]
STUB_PACKAGE = ROOT / "stubs" / "onnxscribe-stubs" / "onnxscribe-stubs"
BIN = Path(sys.executable).parent

HEADER = '''"""A generated script file: small layers written with opset18."""

from {package} import script, FLOAT, INT64, BOOL, opset18 as op

'''

FUNCTION = """
@script()
def layer_{i}(X: FLOAT["N", 16], W: FLOAT[16, 16], b: FLOAT[16]) -> FLOAT["N", 16]:
    hidden = op.MatMul(X, W) + b
    gate = op.Sigmoid(hidden * {scale}) > 0.5
    kept = op.Where(gate, hidden, 0.0)
    flat = op.Reshape(kept, [-1])
    count = op.Cast(op.Size(flat), to=FLOAT.dtype)
    mean = op.ReduceSum(flat, keepdims=0) / count
    shifted = op.Relu(kept - mean) + op.LeakyRelu(kept, alpha={alpha})
    return op.Reshape(shifted, op.Shape(X))
"""

LINES_PER_FUNCTION = FUNCTION.count("\n")


def script_text(package: str, lines: int = 200) -> str:
    """A script file of about ``lines`` lines importing the dialect from ``package``."""
    text = HEADER.format(package=package)
    index = 0
    while text.count("\n") < lines:
        text += FUNCTION.format(i=index, scale=1.0 + index / 10, alpha=0.01 * (index + 1))
        index += 1
    return text


def _flat_stub_package(tmp: Path) -> Path:
    """A copy of the checked-in stubs whose opset modules are in flat form."""
    from onnxscribe.stubgen.package import opset_modules, render_opset

    package = tmp / "flat-stubs" / "onnxscribe-stubs"
    shutil.copytree(STUB_PACKAGE, package)
    for module in opset_modules():
        (package / f"{module.name}.pyi").write_text(render_opset(module, None))
    return package


def _bare_environment(tmp: Path, stub_package: Path = STUB_PACKAGE) -> Path:
    """A virtual environment where onnxscribe's sources and the stubs are installed (links),
    as a user's environment has them."""
    venv = tmp / f"env-{stub_package.parent.name}"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    # The package itself, not server/ (whose onnxscribe-stubs link would be a second
    # stub package).
    (Path(site) / "onnxscribe").symlink_to(ROOT / "server" / "onnxscribe")
    (Path(site) / "onnxscribe-stubs").symlink_to(stub_package, target_is_directory=True)
    return python


def _pyright(folder: Path, python: Path) -> Callable[[], object]:
    config = folder / "pyrightconfig.json"
    config.write_text(json.dumps({"include": ["script.py"]}))

    def run() -> object:
        return subprocess.run(
            [str(BIN / "pyright"), "--pythonpath", str(python), "--project", str(config)],
            capture_output=True,
            check=False,
            cwd=folder,
        )

    return run


def _mypy(folder: Path, python: Path, extra_config: list[str]) -> Callable[[], object]:
    config = folder / "mypy.ini"
    config.write_text("\n".join(["[mypy]", *extra_config, ""]))
    runs = iter(range(1_000_000))

    def run() -> object:
        cache = folder / f"cache-{next(runs)}"
        completed = subprocess.run(
            [
                str(BIN / "mypy"),
                "--config-file",
                str(config),
                "--python-executable",
                str(python),
                "--cache-dir",
                str(cache),
                "script.py",
            ],
            capture_output=True,
            check=False,
            cwd=folder,
        )
        shutil.rmtree(cache, ignore_errors=True)
        return completed

    return run


def _interleaved(runs: list[tuple[str, Callable[[], object]]], repeat: int) -> list[Timing]:
    for _name, run in runs:
        run()
    samples: dict[str, list[float]] = {name: [] for name, _run in runs}
    for _ in range(repeat):
        for name, run in runs:
            start = time.perf_counter()
            run()
            samples[name].append(time.perf_counter() - start)
    return [Timing(name, tuple(values)) for name, values in samples.items()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv if argv is not None else [])
    has_onnxscript = importlib.util.find_spec("onnxscript") is not None
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        ours = tmp / "onnxscribe"
        ours.mkdir()
        (ours / "script.py").write_text(script_text("onnxscribe"))
        ours_python = _bare_environment(tmp)
        flat = tmp / "flat"
        flat.mkdir()
        (flat / "script.py").write_text(script_text("onnxscribe"))
        flat_python = _bare_environment(tmp, _flat_stub_package(tmp))
        plugin = ["plugins = onnxscribe.mypy_plugin"]
        pyright_runs = [
            ("pyright onnxscribe", _pyright(ours, ours_python)),
            ("pyright onnxscribe, flat stubs", _pyright(flat, flat_python)),
        ]
        mypy_runs = [
            ("mypy onnxscribe", _mypy(ours, ours_python, plugin)),
            ("mypy onnxscribe, flat stubs", _mypy(flat, flat_python, plugin)),
        ]
        lines = (ours / "script.py").read_text().count("\n")
        print(f"script file: {lines} lines, opset18")
        if has_onnxscript:
            theirs = tmp / "onnxscript"
            theirs.mkdir()
            (theirs / "script.py").write_text(script_text("onnxscript"))
            pyright_runs.append(("pyright onnxscript", _pyright(theirs, Path(sys.executable))))
            mypy_runs.append(("mypy onnxscript", _mypy(theirs, Path(sys.executable), [])))
        else:
            print("onnxscript baseline skipped: onnxscript not installed")
        pyright = _interleaved(pyright_runs, args.repeat)
        mypy = _interleaved(mypy_runs, args.repeat)
    baseline = "onnxscript" if has_onnxscript else "onnxscribe, flat stubs"
    pyright_ratios = report(
        "pyright, whole run (wall time)", pyright, baseline=f"pyright {baseline}"
    )
    mypy_ratios = report("mypy, cold cache (wall time)", mypy, baseline=f"mypy {baseline}")
    for checker, ratios in (("pyright", pyright_ratios), ("mypy", mypy_ratios)):
        flat_ratio = ratios[f"{checker} onnxscribe"] / ratios[f"{checker} onnxscribe, flat stubs"]
        check_target(f"{checker} delta stubs / flat stubs", flat_ratio, 1.0)
        if has_onnxscript:
            check_target(f"{checker} onnxscribe / onnxscript", ratios[f"{checker} onnxscribe"], 1.0)


if __name__ == "__main__":
    main(sys.argv[1:])
