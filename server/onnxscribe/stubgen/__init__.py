"""Generate the type stub package ``onnxscribe-stubs`` from the operator schemas.

``python -m onnxscribe.stubgen OUTDIR`` writes a PEP 561 stub-only distribution into OUTDIR
(``make stubs`` uses ``stubs/onnxscribe-stubs``): one module per opset, offering every operator in
force at that version with typed inputs, keyword-only attributes and its documentation. A module
defines the operators introduced or changed at its version and imports the others from the
module of the previous version, so each operator version is written once. Deprecated operators
are written again in every module that keeps them: the run-time modules refuse them, and a stub
imports only names its run-time module has.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from onnxscribe.stubgen.package import PACKAGE, render_package, render_runtime_modules

RUNTIME_DIR = Path(__file__).resolve().parent.parent
"""The onnxscribe package directory, where the runtime opset modules (``opset18.py``) live."""


def write_package(outdir: Path) -> list[Path]:
    """Write the stub distribution into ``outdir``, replacing the generated package inside it."""
    files = render_package()
    shutil.rmtree(outdir / PACKAGE, ignore_errors=True)
    # A build left by an earlier `pip install` would put removed modules back into the next one.
    for leftover in [outdir / "build", *outdir.glob("*.egg-info")]:
        shutil.rmtree(leftover, ignore_errors=True)
    written = []
    for relative, text in sorted(files.items()):
        path = outdir / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def write_runtime_modules(package_dir: Path = RUNTIME_DIR) -> list[Path]:
    """Write ``opsetN.py`` (and ``ml_opsetN.py``, ...) into the onnxscribe package directory."""
    written = []
    for name, text in sorted(render_runtime_modules().items()):
        path = package_dir / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def runtime_module_differences(package_dir: Path = RUNTIME_DIR) -> list[str]:
    found = []
    for name, text in sorted(render_runtime_modules().items()):
        path = package_dir / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            found.append(f"runtime module out of date: {path}")
    return found


def differences(outdir: Path) -> list[str]:
    """Files of ``outdir`` that differ from what the installed onnx generates (empty when none)."""
    files = render_package()
    found = []
    for relative, text in sorted(files.items()):
        path = outdir / relative
        if not path.is_file():
            found.append(f"missing: {relative}")
        elif path.read_text(encoding="utf-8") != text:
            found.append(f"differs: {relative}")
    existing = {str(p.relative_to(outdir)) for p in (outdir / PACKAGE).rglob("*") if p.is_file()}
    found += [f"extra: {name}" for name in sorted(existing - set(files))]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m onnxscribe.stubgen",
        description="Generate the onnxscribe-stubs package from the installed onnx's schemas.",
    )
    parser.add_argument("outdir", type=Path, help="directory of the stub distribution")
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 when the files differ from what would be generated",
    )
    parser.add_argument(
        "--no-runtime-modules",
        action="store_true",
        help="do not write the opsetN.py modules into the onnxscribe package directory",
    )
    args = parser.parse_args(argv)
    if args.check:
        problems = differences(args.outdir)
        if not args.no_runtime_modules:
            problems += runtime_module_differences()
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    written = write_package(args.outdir)
    print(f"wrote {len(written)} files to {args.outdir}")
    if not args.no_runtime_modules:
        modules = write_runtime_modules()
        print(f"wrote {len(modules)} opset modules to {RUNTIME_DIR}")
    return 0
