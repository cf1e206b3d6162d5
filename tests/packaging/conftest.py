"""The smoke suite runs against an installed onnxscribe, not the source tree.

``make smoke`` installs the wheel and, separately, the sdist into fresh virtual environments and
runs this folder once for each, with ``ONNXSCRIBE_INSTALLED`` naming the environment; ``make
test`` does not collect it (``norecursedirs`` in pyproject.toml). Every command runs in a
temporary folder with the environment's own interpreter and scripts, so nothing from the
checkout can stand in for a file missing from the install.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
# The real protocol clients of the adapter's and the server's own tests.
sys.path.insert(0, str(TESTS / "dap"))
sys.path.insert(0, str(TESTS / "lsp"))


def pytest_configure(config: pytest.Config) -> None:
    if not os.environ.get("ONNXSCRIBE_INSTALLED"):
        raise pytest.UsageError(
            "tests/packaging needs ONNXSCRIBE_INSTALLED=<virtual environment>; run `make smoke`"
        )
