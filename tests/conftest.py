"""Fixtures and helpers shared by every test folder."""

from __future__ import annotations

import sys
from pathlib import Path

# Test folders are not packages; modules shared between them (``backend_cases``) live here.
sys.path.insert(0, str(Path(__file__).parent))
