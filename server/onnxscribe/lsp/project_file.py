"""Problems in the ``[tool.onnxscribe]`` table of a project's pyproject.toml, placed in that file.

The worker reads the table as ``onnxscribe check`` does (``frontend.project_config``) and sends
what it does not understand; here each problem gets the line it is about: the line TOML's error
names (or the last line, for an error at the end), else the table's header, else the first line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_AT_LINE = re.compile(r"\(at line (\d+), column \d+\)")
_TABLE = re.compile(r"^[ \t]*\[[ \t]*tool[ \t]*\.[ \t]*onnxscribe[ \t]*\]", re.MULTILINE)
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_ANY_TOOL = re.compile(r"^[ \t]*\[[ \t]*tool\b", re.MULTILINE)


@dataclass(frozen=True)
class ProjectProblem:
    line: int
    """0-based."""
    message: str


def project_problems(path: str, problems: tuple[str, ...], text: str) -> list[ProjectProblem]:
    """Where each of ``problems`` (messages of ``project_config``) sits in the file's ``text``."""
    table = _TABLE.search(text) or _ANY_TOOL.search(text)
    table_line = text.count("\n", 0, table.start()) if table is not None else 0
    found = []
    for problem in problems:
        message = problem.removeprefix(f"{path}: ")
        at = _AT_LINE.search(message)
        if at is not None:
            line = int(at.group(1)) - 1
        elif message.endswith("(at end of document)"):
            line = len(_LINE_BREAK.split(text)) - 1
        else:
            line = table_line
        found.append(ProjectProblem(max(line, 0), message))
    return found
