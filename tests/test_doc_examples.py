"""The documentation's examples run as written.

Every ```python block of README.md and docs/*.md runs on its own, as a file, in a fresh
interpreter (so a block cannot lean on names from an earlier one). Where a ```output block follows
it, what the example prints must be exactly that. A block whose info string says ``fragment``
(```python fragment) is a piece of a larger program, shown for reading, and is not run. A block
whose info string says ``requires=torch,onnxscript`` needs those optional packages and is skipped,
with that reason, where one of them is not installed.

The shell commands run too: a ```sh block as a bash script, a ```console block's ``$ `` lines as
commands whose output (standard output and error together) must be the lines that follow them.
Each runs in a fresh folder holding what its info string names with ``needs=`` (comma-separated
paths): a file of tests/doc_examples/, a folder of it with everything inside, or a file that a
```python block of the same page writes (its first line is a comment naming it: ``# name.py``).
``status=N`` is the exit status the block ends with (default 0). ``no-run`` marks commands that
cannot run here (a server waiting for its client, an install from PyPI before the first release,
a path standing for the reader's own); tests/test_install_docs.py keeps the install lines true.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```[ \t]*$", re.S | re.M)
NEEDED = Path(__file__).resolve().parent / "doc_examples"
SHELLS = ("sh", "console")


@dataclass(frozen=True)
class Example:
    document: Path
    line: int
    code: str
    output: str | None
    requires: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return f"{self.document.relative_to(ROOT)}:{self.line}"


def examples(document: Path) -> list[Example]:
    text = document.read_text(encoding="utf-8")
    fences = list(FENCE.finditer(text))
    found = []
    for index, fence in enumerate(fences):
        words = fence.group(1).split()
        if words[:1] != ["python"] or "fragment" in words:
            continue
        output = None
        if index + 1 < len(fences):
            following = fences[index + 1]
            between = text[fence.end() : following.start()]
            if following.group(1).strip() == "output" and not between.strip():
                output = following.group(2)
        line = text.count("\n", 0, fence.start()) + 2
        requires = tuple(
            name
            for word in words
            if word.startswith("requires=")
            for name in word.removeprefix("requires=").split(",")
        )
        found.append(Example(document, line, fence.group(2), output, requires))
    return found


EXAMPLES = [example for document in DOCUMENTS for example in examples(document)]


def test_the_documents_have_examples() -> None:
    assert len(EXAMPLES) >= 10
    assert any(example.output is not None for example in EXAMPLES)


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.name for e in EXAMPLES])
def test_example_runs_as_written(example: Example, tmp_path: Path) -> None:
    missing = [name for name in example.requires if importlib.util.find_spec(name) is None]
    if missing:
        pytest.skip(f"{example.name} needs {', '.join(missing)}, which is not installed")
    script = tmp_path / "example.py"
    script.write_text(example.code, encoding="utf-8")
    completed = subprocess.run(
        [sys.executable, str(script)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert completed.returncode == 0, f"{example.name} failed:\n{completed.stderr[-3000:]}"
    if example.output is not None:
        assert completed.stdout == example.output, f"{example.name} printed something else"


def test_a_block_names_the_optional_packages_it_needs(tmp_path: Path) -> None:
    document = tmp_path / "page.md"
    document.write_text(
        "```python requires=torch,onnxscript\nimport torch\n```\n\n```python\nprint(1)\n```\n",
        encoding="utf-8",
    )
    first, second = examples(document)
    assert first.requires == ("torch", "onnxscript")
    assert second.requires == ()


@dataclass(frozen=True)
class ShellExample:
    document: Path
    line: int
    kind: str
    """``sh`` or ``console``."""
    code: str
    needs: tuple[str, ...] = ()
    status: int = 0
    runs: bool = True

    @property
    def name(self) -> str:
        return f"{self.document.relative_to(ROOT)}:{self.line}"

    def script(self) -> str:
        """The commands: a sh block as it is, a console block's ``$ `` lines."""
        if self.kind == "sh":
            return self.code
        return "".join(line[2:] + "\n" for line in self.code.splitlines() if line.startswith("$ "))

    def output(self) -> str | None:
        """A console block's output lines (None for a sh block)."""
        if self.kind == "sh":
            return None
        return "".join(line + "\n" for line in self.code.splitlines() if not line.startswith("$ "))


def _option(words: list[str], key: str) -> str | None:
    return next((w.removeprefix(key + "=") for w in words if w.startswith(key + "=")), None)


def shell_examples(document: Path) -> list[ShellExample]:
    text = document.read_text(encoding="utf-8")
    found = []
    for fence in FENCE.finditer(text):
        words = fence.group(1).split()
        if words[:1] not in ([kind] for kind in SHELLS):
            continue
        needs = _option(words, "needs")
        status = _option(words, "status")
        found.append(
            ShellExample(
                document,
                text.count("\n", 0, fence.start()) + 2,
                words[0],
                fence.group(2),
                tuple(needs.split(",")) if needs else (),
                int(status) if status else 0,
                "no-run" not in words,
            )
        )
    return found


def named_python_files(document: Path) -> dict[str, str]:
    """The files the page's python blocks write: a block whose first line is ``# name.py``."""
    named = {}
    for example in examples(document):
        first = example.code.split("\n", 1)[0]
        if re.fullmatch(r"# [\w./-]+\.py", first):
            named[first[2:]] = example.code
    return named


def provide(example: ShellExample, folder: Path) -> None:
    """Copy what ``example`` needs into ``folder``."""
    written = named_python_files(example.document)
    for need in example.needs:
        target = folder / need
        target.parent.mkdir(parents=True, exist_ok=True)
        if need in written:
            target.write_text(written[need], encoding="utf-8")
        elif (NEEDED / need).is_dir():
            shutil.copytree(NEEDED / need, target)
        else:
            assert (NEEDED / need).is_file(), f"{example.name} needs {need}, which is not there"
            shutil.copy(NEEDED / need, target)


def run_shell(example: ShellExample, folder: Path) -> subprocess.CompletedProcess[str]:
    provide(example, folder)
    environment = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "PYTHONUNBUFFERED": "1",  # standard output and error in the order written
        "COLUMNS": "100",
    }
    return subprocess.run(
        ["bash", "-e", "-c", example.script()],
        cwd=folder,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=300,
        check=False,
    )


SHELL_EXAMPLES = [example for document in DOCUMENTS for example in shell_examples(document)]


def test_the_documents_have_shell_examples_that_run() -> None:
    assert sum(1 for example in SHELL_EXAMPLES if example.runs) >= 5
    assert any(example.kind == "console" for example in SHELL_EXAMPLES if example.runs)


@pytest.mark.parametrize("example", SHELL_EXAMPLES, ids=[e.name for e in SHELL_EXAMPLES])
def test_shell_example_runs_as_written(example: ShellExample, tmp_path: Path) -> None:
    if not example.runs:
        pytest.skip(f"{example.name} is marked no-run: it cannot run here")
    completed = run_shell(example, tmp_path)
    assert completed.returncode == example.status, (
        f"{example.name} ended with status {completed.returncode}, not {example.status}:\n"
        f"{completed.stdout[-3000:]}"
    )
    expected = example.output()
    if expected is not None:
        assert completed.stdout == expected, f"{example.name} printed something else"


def test_the_migration_sed_line_renames_the_imports_and_keeps_the_rewriter(tmp_path: Path) -> None:
    (example,) = [
        e for e in SHELL_EXAMPLES if e.document.name == "migrating.md" and "sed" in e.code
    ]
    assert run_shell(example, tmp_path).returncode == 0
    module = (tmp_path / "src" / "uses_onnxscript.py").read_text(encoding="utf-8")
    assert "from onnxscribe import FLOAT, script\n" in module
    assert "from onnxscribe import opset18 as op\n" in module
    assert "from onnxscribe.onnx_types import INT64\n" in module
    assert "import onnxscript.optimizer\n" in module
    assert "from onnxscript import rewriter\n" in module
    assert "from onnxscript.rewriter import pattern\n" in module
    assert "onnxscript.optimizer.optimize" in module
    assert (tmp_path / "src" / "cumsum.py").read_text(encoding="utf-8") == (
        NEEDED / "src" / "cumsum.py"
    ).read_text(encoding="utf-8")


def test_a_shell_block_names_what_it_needs_and_how_it_ends(tmp_path: Path) -> None:
    document = tmp_path / "page.md"
    document.write_text(
        "```python\n# tool.py\nprint(2)\n```\n\n"
        "```sh needs=tool.py,model.onnx status=1\npython tool.py\nexit 1\n```\n\n"
        "```console\n$ echo hi\nhi\n```\n\n```sh no-run\npip install onnxscribe\n```\n",
        encoding="utf-8",
    )
    first, second, third = shell_examples(document)
    assert (first.needs, first.status, first.runs) == (("tool.py", "model.onnx"), 1, True)
    assert (second.script(), second.output()) == ("echo hi\n", "hi\n")
    assert not third.runs
    folder = tmp_path / "run"
    folder.mkdir()
    completed = run_shell(first, folder)
    assert (completed.returncode, completed.stdout) == (1, "2\n")
    assert (folder / "model.onnx").read_bytes() == (NEEDED / "model.onnx").read_bytes()
