"""The server's settings, read from initialization options and ``workspace/configuration``.

Clients send them as JSON under the ``onnxscribe`` section (or as the bare object)::

    {"analyzeOn": "change" | "save", "delay": 300, "inlayHints": true, "defaultOpset": 18,
     "analysisTimeout": 30000, "maxFileSize": 2, "memoryLimit": 2048,
     "scriptDecorators": ["package.module.decorator",
                          {"name": "lib.registration.torch_op", "unless": {"trace_only": true}}]}

``scriptDecorators`` names the decorators, besides ``@script()``, that make script functions,
as ``script-decorators`` in pyproject.toml's ``[tool.onnxscribe]`` does (both apply).
``delay`` and ``analysisTimeout`` are in milliseconds (a delay of 0 analyzes at once; at most a
minute and a day);
``maxFileSize`` and ``memoryLimit`` are in megabytes and mean what ``onnxscribe check``'s
``--max-file-size`` and ``--memory-limit`` mean (a memory limit of 0: none). A value of the wrong
type is ignored with a warning, never an error: the server keeps its previous value.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any

from onnxscribe.core import schemas
from onnxscribe.core.project_settings import (
    NO_DECORATORS,
    ProjectSettings,
    ScriptDecorators,
    parse_script_decorators,
)
from onnxscribe.core.resources import DEFAULT_MAX_FILE_MB, DEFAULT_MEMORY_MB

SECTION = "onnxscribe"

MAX_DELAY_MS = 60_000
"""A minute: a longer pause after typing is no debounce (and event loops take no endless timers)."""
MAX_TIMEOUT_MS = 86_400_000
"""A day: an analysis timeout beyond it means none (but must still be a timer an event loop takes)."""
MAX_MEMORY_MB = 1 << 30
"""A petabyte: beyond what a process can be limited to (the limit is a C integer)."""

ON_CHANGE = "change"
ON_SAVE = "save"


@dataclass(frozen=True)
class Settings:
    analyze_on: str = ON_CHANGE
    """``change``: analyze on open, save and (after ``delay_ms``) every change; ``save``: open and save only."""
    delay_ms: int = 300
    inlay_hints: bool = True
    default_opset: int | None = None
    """The ai.onnx version of script functions in files that import no opset (None: the newest)."""
    analysis_timeout_ms: int = 30_000
    """An analysis running longer is stopped (its process restarted) and reported (OXS702)."""
    max_file_mb: float = DEFAULT_MAX_FILE_MB
    """A document larger than this is not analyzed (OXS701)."""
    memory_limit_mb: int = DEFAULT_MEMORY_MB
    """Memory an analysis may use on top of what the analysis process holds after its start
    (OXS703 beyond it); 0: no limit. One process analyzes every document, so the workspace-wide
    value counts, not a folder's."""
    script_decorators: ScriptDecorators = NO_DECORATORS
    """Added to those of the project's pyproject.toml."""

    @property
    def memory_mb(self) -> int | None:
        """The memory limit in megabytes, None for none."""
        return self.memory_limit_mb or None

    @property
    def project(self) -> ProjectSettings:
        """What analysis takes from these settings, on top of the project's configuration."""
        return ProjectSettings(self.script_decorators)


def _section(raw: Any) -> dict[str, Any]:
    if not isinstance(raw, dict):
        return {}
    nested = raw.get(SECTION)
    return nested if isinstance(nested, dict) else raw


def parse_settings(raw: Any, base: Settings | None = None) -> tuple[Settings, list[str]]:
    """Settings from a client's JSON, on top of ``base``; plus warnings for ignored values."""
    settings = base or Settings()
    values = _section(raw)
    changes: dict[str, Any] = {}
    warnings: list[str] = []

    def reject(key: str, value: Any, expected: str) -> None:
        warnings.append(f"setting {SECTION}.{key}: expected {expected}, got {value!r}; ignored")

    if "analyzeOn" in values:
        value = values["analyzeOn"]
        if value in (ON_CHANGE, ON_SAVE):
            changes["analyze_on"] = value
        else:
            reject("analyzeOn", value, '"change" or "save"')
    if "delay" in values:
        value = values["delay"]
        number = _number(value)
        if number is not None and 0 <= number <= MAX_DELAY_MS:
            changes["delay_ms"] = int(number)
        else:
            reject("delay", value, f"a number of milliseconds from 0 to {MAX_DELAY_MS}")
    if "inlayHints" in values:
        value = values["inlayHints"]
        if isinstance(value, bool):
            changes["inlay_hints"] = value
        else:
            reject("inlayHints", value, "true or false")
    if "defaultOpset" in values:
        value = values["defaultOpset"]
        # Null (the editors' default) needs no table of schemas: the server's start-up reads
        # these settings before the analysis process has read or made that table.
        if value is None or (
            isinstance(value, int)
            and not isinstance(value, bool)
            and 1 <= value <= schemas.latest_version()
        ):
            changes["default_opset"] = value
        else:
            latest = schemas.latest_version()
            reject("defaultOpset", value, f"an ai.onnx opset version from 1 to {latest} or null")
    if "analysisTimeout" in values:
        value = values["analysisTimeout"]
        number = _number(value)
        if number is not None and 0 < number <= MAX_TIMEOUT_MS:
            changes["analysis_timeout_ms"] = max(1, int(number))
        else:
            reject(
                "analysisTimeout", value, f"a number of milliseconds > 0 and <= {MAX_TIMEOUT_MS}"
            )
    if values.get("scriptDecorators") is not None:
        decorators, problems = parse_script_decorators(
            values["scriptDecorators"], f"setting {SECTION}.scriptDecorators"
        )
        warnings += problems
        if isinstance(values["scriptDecorators"], list):
            changes["script_decorators"] = decorators
    if "maxFileSize" in values:
        value = values["maxFileSize"]
        number = _number(value)
        if number is not None and number > 0:
            changes["max_file_mb"] = number
        else:
            reject("maxFileSize", value, "a number of megabytes > 0")
    if "memoryLimit" in values:
        value = values["memoryLimit"]
        number = _number(value)
        if number is not None and 0 <= number <= MAX_MEMORY_MB:
            changes["memory_limit_mb"] = int(number)
        else:
            reject(
                "memoryLimit",
                value,
                f"a number of megabytes from 0 to {MAX_MEMORY_MB} (0: no limit)",
            )
    return dataclasses.replace(settings, **changes), warnings


def _number(value: Any) -> float | None:
    """A JSON number as a finite float (None: not a number, infinite, NaN or beyond floats)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        number = float(value)
    except OverflowError:
        return None
    return number if math.isfinite(number) else None
