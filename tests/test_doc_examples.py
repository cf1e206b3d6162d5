"""The documentation's Python examples run as written.

Every ```python block of README.md and docs/*.md runs on its own, as a file, in a fresh
interpreter (so a block cannot lean on names from an earlier one). Where a ```output block follows
it, what the example prints must be exactly that. A block whose info string says ``fragment``
(```python fragment) is a piece of a larger program, shown for reading, and is not run. A block
whose info string says ``requires=torch,onnxscript`` needs those optional packages and is skipped,
with that reason, where one of them is not installed.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```[ \t]*$", re.S | re.M)


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
