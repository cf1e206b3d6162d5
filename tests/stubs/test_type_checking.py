"""Golden type-checking tests: the real pyright and mypy on ``ok/`` and ``bad/``.

``ok/`` holds valid script functions: neither checker may report anything there. ``bad/`` holds
misuse, each line marked ``# expect: <fragment>`` (or ``# expect[pyright]: ...`` /
``# expect[mypy]: ...``): the checker must report an error containing the fragment at that line,
and nothing on unmarked lines. Each checker runs once over both folders.
"""

from __future__ import annotations

import ast
import importlib.util
from collections import defaultdict
from pathlib import Path

import pytest
import stub_checkers as checkers

HERE = Path(__file__).resolve().parent
OK = HERE / "ok"
BAD = HERE / "bad"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[checkers.Reported]]:
    tmp = tmp_path_factory.mktemp("checkers")
    return {
        "pyright": checkers.run_pyright([OK, BAD], tmp),
        "mypy": checkers.run_mypy([OK, BAD], tmp),
    }


def _in(folder: Path, found: list[checkers.Reported]) -> list[checkers.Reported]:
    return [r for r in found if Path(r.path).resolve().parent == folder]


def _describe(found: list[checkers.Reported]) -> str:
    return "\n".join(f"{Path(r.path).name}:{r.line}: {r.severity}: {r.message}" for r in found)


@pytest.mark.parametrize("checker", ["pyright", "mypy"])
def test_valid_code_is_clean(checker: str, reports: dict[str, list[checkers.Reported]]) -> None:
    found = [r for r in _in(OK, reports[checker]) if r.severity in ("error", "warning")]
    assert not found, f"{checker} reported on valid code:\n{_describe(found)}"


@pytest.mark.parametrize("checker", ["pyright", "mypy"])
def test_every_misuse_is_reported(
    checker: str, reports: dict[str, list[checkers.Reported]]
) -> None:
    errors = [r for r in _in(BAD, reports[checker]) if r.severity == "error"]
    by_line: dict[tuple[str, int], list[str]] = defaultdict(list)
    for report in errors:
        by_line[(str(Path(report.path).resolve()), report.line)].append(report.message)
    expected = [e for e in checkers.expectations(BAD) if e.checker == checker]
    missing = [
        f"{Path(e.path).name}:{e.line}: {e.fragment!r} (got: {by_line.get((e.path, e.line))})"
        for e in expected
        if not any(e.fragment in message for message in by_line.get((e.path, e.line), []))
    ]
    assert not missing, f"{checker} did not report:\n" + "\n".join(missing)
    marked = {(e.path, e.line) for e in expected}
    unexpected = [r for r in errors if (str(Path(r.path).resolve()), r.line) not in marked]
    assert not unexpected, f"{checker} reported unmarked lines:\n{_describe(unexpected)}"


def test_golden_folders_are_big_enough() -> None:
    ok_functions = sum(p.read_text().count("@script(") for p in OK.glob("*.py"))
    assert ok_functions >= 30
    kinds = {(e.path, e.line) for e in checkers.expectations(BAD)}
    assert len(kinds) >= 15


def _functions(path: Path) -> dict[str, str]:
    tree = ast.parse(path.read_text())
    return {node.name: ast.dump(node) for node in tree.body if isinstance(node, ast.FunctionDef)}


def test_every_dialect_reference_example_is_in_ok() -> None:
    """The same code as the converter's copy of the reference examples, not just the same names."""
    ours = _functions(OK / "dialect_examples.py")
    converter_copy = _functions(HERE.parent / "converter" / "corpus" / "dialect_examples.py")
    for name in ("gelu", "aten_chunk", "ten_chunks_model", "CumulativeSum", "Selu"):
        assert name in ours, name
        assert ours[name] == converter_copy[name], f"{name} differs from the reference text"


@pytest.mark.parametrize("path", sorted(OK.glob("*.py")), ids=lambda p: p.name)
def test_valid_code_is_also_accepted_by_the_converter(path: Path) -> None:
    """What the type checkers accept in ok/ is dialect code the converter accepts too."""
    spec = importlib.util.spec_from_file_location(f"stubs_ok_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
