"""torch_lib, from onnxscript's wheel with its imports renamed: what each tool says about it.

The copy (``_renamed_corpus.torch_lib_copy``) gets a pyproject.toml naming ``torch_op`` as a
decorator that makes script functions unless called with ``trace_only=True``, as a project
switching from onnxscript would write it. Then, in this run:

- ``onnxscribe check`` on the package: the script functions it finds, its errors and warnings by
  code;
- pyright and mypy (with the plugin) with the checked-in stubs: their errors inside script
  functions (by kind) and elsewhere (torch is not installed here, so imports of it fail).
  torch_lib's core.py turns off several of mypy's error codes in a ``# mypy:`` header
  (``assignment``, ``return-value``, ...), which mypy honours and pyright does not read; so
  pyright is also counted with the matching rules off, and mypy again with the headers removed.

The target is no error from any of them inside a script function. Needs the ``onnxscript``
package: run with ``.venv-bench/bin/python -m benchmarks torch_lib_compat``.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from benchmarks._renamed_corpus import torch_lib_copy

ROOT = Path(__file__).resolve().parents[1]
STUB_PACKAGE = ROOT / "stubs" / "onnxscribe-stubs" / "onnxscribe-stubs"
BIN = Path(sys.executable).parent

PYPROJECT = """\
[project]
name = "torch-lib-copy"
version = "0"

[tool.onnxscribe]
script-decorators = [
    { name = "torch_lib.registration.torch_op", unless = { trace_only = true } },
]
"""


@dataclass(frozen=True)
class Finding:
    tool: str
    path: str
    line: int
    severity: str
    kind: str
    message: str


def _bare_environment(folder: Path) -> Path:
    """A virtual environment where onnxscribe, its stubs, numpy and onnx are installed as links
    (as a user's environment has them), so the checkers read this checkout's stubs."""
    import numpy
    import onnx
    import onnxscribe

    venv = folder / "bare-env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    )
    (site / "onnxscribe").symlink_to(Path(onnxscribe.__file__).parent)
    (site / "onnxscribe-stubs").symlink_to(STUB_PACKAGE, target_is_directory=True)
    for module in (numpy, onnx):
        (site / module.__name__).symlink_to(Path(module.__file__).parent)
    return python


def script_function_lines(package: Path) -> tuple[dict[str, list[tuple[int, int]]], int]:
    """The lines of each file's script functions (as check finds them), and how many."""
    from onnxscribe.pipeline import analyze

    spans: dict[str, list[tuple[int, int]]] = {}
    for path in sorted(package.rglob("*.py")):
        analysis = analyze(path.read_text(encoding="utf-8"), str(path))
        spans[str(path.resolve())] = [(f.span.line, f.span.end_line) for f in analysis.functions]
    return spans, sum(len(found) for found in spans.values())


def decorated_functions(package: Path) -> Counter[str]:
    """Functions decorated with ``torch_op`` (without ``trace_only=True``) or ``script``, counted
    from the source alone, for a cross-check of what analysis finds."""
    import ast

    counted: Counter[str] = Counter()
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.FunctionDef):
                continue
            for decorator in node.decorator_list:
                text = ast.unparse(decorator)
                name = text.split("(")[0].rpartition(".")[2]
                if name == "torch_op" and "trace_only=True" not in text:
                    counted["torch_op"] += 1
                elif name == "script":
                    counted["script"] += 1
    return counted


def run_check(package: Path) -> dict[str, object]:
    completed = subprocess.run(
        [sys.executable, "-m", "onnxscribe", "check", "--format", "json", str(package)],
        capture_output=True,
        text=True,
        check=False,
    )
    report: dict[str, object] = json.loads(completed.stdout)
    report["exit status"] = completed.returncode
    return report


def run_pyright(folder: Path, python: Path) -> list[Finding]:
    config = folder / "pyrightconfig.json"
    config.write_text(json.dumps({"include": ["torch_lib"], "pythonVersion": "3.10"}))
    completed = subprocess.run(
        [
            str(BIN / "pyright"),
            "--outputjson",
            "--pythonpath",
            str(python),
            "--project",
            str(config),
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=folder,
    )
    report = json.loads(completed.stdout)
    return [
        Finding(
            "pyright",
            str(Path(item["file"]).resolve()),
            item["range"]["start"]["line"] + 1,
            item["severity"],
            item.get("rule", "") or "(no rule)",
            item["message"],
        )
        for item in report["generalDiagnostics"]
    ]


_MYPY_LINE = re.compile(
    r"^(?P<path>[^:\n]+):(?P<line>\d+): (?P<severity>error|note|warning): (?P<message>.*?)"
    r"(?:  \[(?P<code>[a-z-]+)\])?$"
)


def run_mypy(folder: Path, python: Path, cache: str = "mypy-cache") -> list[Finding]:
    config = folder / "mypy.ini"
    config.write_text(
        "[mypy]\nplugins = onnxscribe.mypy_plugin\npython_version = 3.10\n"
        "show_error_codes = True\nno_error_summary = True\n"
    )
    completed = subprocess.run(
        [
            str(BIN / "mypy"),
            "--config-file",
            str(config),
            "--python-executable",
            str(python),
            "--cache-dir",
            str(folder / cache),
            "--no-pretty",
            "--show-absolute-path",
            "-p",
            "torch_lib",
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=folder,
    )
    if completed.returncode not in (0, 1):
        raise RuntimeError(f"mypy failed:\n{completed.stdout}\n{completed.stderr}")
    found = []
    for line in completed.stdout.splitlines():
        match = _MYPY_LINE.match(line)
        if match is not None and match["severity"] == "error":
            found.append(
                Finding(
                    "mypy",
                    str(Path(match["path"]).resolve()),
                    int(match["line"]),
                    "error",
                    match["code"] or "(no code)",
                    match["message"],
                )
            )
    return found


_MYPY_HEADER = re.compile(r"^# mypy: disable-error-code=\"?(?P<codes>[a-z,\- ]+)\"?\s*$", re.M)

PYRIGHT_RULES_OF_MYPY_CODES = {
    "assignment": "reportAssignmentType",
    "return-value": "reportReturnType",
    "arg-type": "reportArgumentType",
    "valid-type": "reportInvalidTypeForm",
    "type-arg": "reportMissingTypeArgument",
}
"""pyright's rule for each mypy error code that a torch_lib file turns off (``misc`` has none)."""


def disabled_mypy_codes(package: Path) -> dict[str, list[str]]:
    """The mypy error codes each file turns off in its ``# mypy: disable-error-code=`` header."""
    found: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        match = _MYPY_HEADER.search(path.read_text(encoding="utf-8"))
        if match is not None:
            codes = [code.strip() for code in match["codes"].split(",") if code.strip()]
            found[str(path.resolve())] = codes
    return found


def without_mypy_headers(package: Path) -> None:
    """Blank every ``# mypy:`` header (keeping the line numbers)."""
    for path in package.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if _MYPY_HEADER.search(text):
            path.write_text(_MYPY_HEADER.sub("#", text), encoding="utf-8")


def turned_off_for_mypy(finding: Finding, disabled: dict[str, list[str]]) -> bool:
    """Whether ``finding`` (pyright's) is of a rule its file turns off for mypy."""
    rules = {PYRIGHT_RULES_OF_MYPY_CODES.get(code) for code in disabled.get(finding.path, [])}
    return finding.kind in rules


def inside(finding: Finding, spans: dict[str, list[tuple[int, int]]]) -> bool:
    return any(first <= finding.line <= last for first, last in spans.get(finding.path, ()))


def _counts(items: Iterable[str]) -> str:
    counted = Counter(items)
    return ", ".join(f"{key} {count}" for key, count in counted.most_common()) or "none"


def report_checker(
    name: str, findings: list[Finding], spans: dict[str, list[tuple[int, int]]], seconds: float
) -> None:
    errors = [f for f in findings if f.severity == "error"]
    ours = [f for f in errors if inside(f, spans)]
    print(
        f"{name}: {len(ours)} error(s) inside script functions, "
        f"{len(errors) - len(ours)} elsewhere ({seconds:.1f} s)"
    )
    print(f"  inside, by kind: {_counts(f.kind for f in ours)}")
    print(f"  elsewhere, by kind: {_counts(f.kind for f in errors if not inside(f, spans))}")
    for finding in ours:
        where = f"{Path(finding.path).name}:{finding.line}"
        print(f"    {where}: [{finding.kind}] {finding.message[:160]}")


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="torch-lib-compat-") as name:
        folder = Path(name)
        torch_lib_copy(folder)
        (folder / "pyproject.toml").write_text(PYPROJECT, encoding="utf-8")
        package = folder / "torch_lib"
        lines = sum(len(p.read_text(encoding="utf-8").splitlines()) for p in package.rglob("*.py"))
        spans, functions = script_function_lines(package)
        print(f"torch_lib copy: {lines} lines; script functions found by analysis: {functions}")
        decorated = decorated_functions(package)
        print(
            f"  in the source: {decorated['torch_op']} @torch_op without trace_only=True, "
            f"{decorated['script']} @script: {sum(decorated.values())}"
        )

        started = time.perf_counter()
        check = run_check(package)
        seconds = time.perf_counter() - started
        diagnostics = check.get("diagnostics", [])
        assert isinstance(diagnostics, list)
        print(
            f"onnxscribe check: {check.get('functions')} script function(s) in "
            f"{check.get('files')} file(s); {check.get('errors')} error(s), "
            f"{check.get('warnings')} warning(s); exit status {check['exit status']} "
            f"({seconds:.1f} s)"
        )
        for severity in ("error", "warning"):
            codes = (d["code"] for d in diagnostics if d["severity"] == severity)
            print(f"  {severity}s by code: {_counts(codes)}")
        for diagnostic in diagnostics:
            if diagnostic["severity"] == "error":
                where = f"{Path(diagnostic['path']).name}:{diagnostic['line']}"
                print(f"    {where}: {diagnostic['code']} {diagnostic['message'][:160]}")

        python = _bare_environment(folder)
        disabled = disabled_mypy_codes(package)
        for path, codes in disabled.items():
            print(f"  {Path(path).name} turns off mypy's {', '.join(codes)}")
        started = time.perf_counter()
        pyright = run_pyright(folder, python)
        report_checker("pyright", pyright, spans, time.perf_counter() - started)
        kept = [f for f in pyright if not turned_off_for_mypy(f, disabled)]
        report_checker("pyright, those rules off as for mypy", kept, spans, 0.0)
        started = time.perf_counter()
        mypy = run_mypy(folder, python)
        report_checker("mypy (plugin)", mypy, spans, time.perf_counter() - started)
        without_mypy_headers(package)
        started = time.perf_counter()
        mypy = run_mypy(folder, python, cache="mypy-cache-without-headers")
        report_checker("mypy (plugin), headers removed", mypy, spans, time.perf_counter() - started)


if __name__ == "__main__":
    main()
