"""The ``launch`` request's arguments: parsed and checked, with a clear message for each mistake."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from onnxscribe.eager.divergence import Tolerance

MODES = ("graph", "eager", "compare")
EVALUATORS = ("auto", "ort", "reference")
AGAINST = ("eager", "reference", "unoptimized", "provider", "function")
COMPARE_ONLY = ("against", "referenceFunction", "provider", "rtol", "atol")
"""What compare mode holds the graph to: eager mode (the default), or (the model run in
onnxruntime) onnx's reference evaluator, onnxruntime without graph optimizations, another
execution provider against the CPU's, or the user's reference function."""


class LaunchError(Exception):
    """The launch cannot go ahead; the message says why and is shown to the user as is."""


@dataclass(frozen=True)
class LaunchConfig:
    program: str
    """Absolute path of the Python file that defines the script function."""
    function: str | None
    inputs: str | dict[str, str] | None
    """A ``.npz`` / ``.npy`` path, or parameter name -> Python expression (numpy as ``np``)."""
    attributes: dict[str, Any] = field(default_factory=dict)
    evaluator: str = "auto"
    mode: str = "graph"
    stop_on_entry: bool = False
    cwd: str | None = None
    no_debug: bool = False
    """Run without stopping (the Run command): failures are reported as output and exit code."""
    against: str = "eager"
    provider: str | None = None
    """With ``against="provider"``: the provider under test (default: the first other one)."""
    reference_function: str | None = None
    """``MODULE:NAME`` or ``FILE.py:NAME``, found from ``cwd`` (else the program's folder)."""
    rtol: float = Tolerance.rtol
    atol: float = Tolerance.atol


def parse_launch_arguments(arguments: Mapping[str, Any]) -> LaunchConfig:
    cwd = arguments.get("cwd")
    if cwd is not None and (not isinstance(cwd, str) or not os.path.isdir(cwd)):
        raise LaunchError(f"'cwd' must be an existing folder, not {cwd!r}")
    base = cwd or os.getcwd()
    program = arguments.get("program")
    if not isinstance(program, str) or not program:
        raise LaunchError("'program' is required: the path of the Python file to debug")
    path = os.path.abspath(os.path.join(base, os.path.expanduser(program)))
    if not os.path.isfile(path):
        raise LaunchError(f"'program': no such file: {path}")
    function = arguments.get("function")
    if function is not None and (not isinstance(function, str) or not function.isidentifier()):
        raise LaunchError(f"'function' must be the name of a script function, not {function!r}")
    inputs = _inputs(arguments.get("inputs"), base)
    attributes = arguments.get("attributes", {})
    if not isinstance(attributes, Mapping):
        raise LaunchError("'attributes' must map attribute names to values")
    evaluator = arguments.get("evaluator", "auto")
    if evaluator not in EVALUATORS:
        raise LaunchError(f"'evaluator' must be one of {', '.join(EVALUATORS)}, not {evaluator!r}")
    mode = arguments.get("mode", "graph")
    if mode not in MODES:
        raise LaunchError(f"'mode' must be one of {', '.join(MODES)}, not {mode!r}")
    stop_on_entry = arguments.get("stopOnEntry", False)
    if not isinstance(stop_on_entry, bool):
        raise LaunchError("'stopOnEntry' must be true or false")
    no_debug = arguments.get("noDebug", False)
    if not isinstance(no_debug, bool):
        raise LaunchError("'noDebug' must be true or false")
    against, provider, reference_function = _comparison(arguments, mode)
    rtol = _tolerance(arguments, "rtol", Tolerance.rtol)
    atol = _tolerance(arguments, "atol", Tolerance.atol)
    return LaunchConfig(
        program=path,
        function=function,
        inputs=inputs,
        attributes=dict(attributes),
        evaluator=evaluator,
        mode=mode,
        stop_on_entry=stop_on_entry,
        cwd=cwd,
        no_debug=no_debug,
        against=against,
        provider=provider,
        reference_function=reference_function,
        rtol=rtol,
        atol=atol,
    )


def _comparison(arguments: Mapping[str, Any], mode: str) -> tuple[str, str | None, str | None]:
    reference = arguments.get("referenceFunction")
    if reference is not None and (not isinstance(reference, str) or ":" not in reference):
        raise LaunchError(
            f"'referenceFunction' must be MODULE:NAME or FILE.py:NAME, not {reference!r}"
        )
    against = arguments.get("against", "function" if reference else "eager")
    if against not in AGAINST:
        raise LaunchError(f"'against' must be one of {', '.join(AGAINST)}, not {against!r}")
    if mode != "compare":
        for key in COMPARE_ONLY:
            if key in arguments:
                raise LaunchError(f'\'{key}\' is for "mode": "compare"')
    if against == "function" and not reference:
        raise LaunchError("'against': 'function' needs 'referenceFunction' (MODULE:NAME)")
    provider = arguments.get("provider")
    if provider is not None and (not isinstance(provider, str) or not provider):
        raise LaunchError(f"'provider' must name an execution provider, not {provider!r}")
    return against, provider, reference


def _tolerance(arguments: Mapping[str, Any], key: str, default: float) -> float:
    value = arguments.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
        raise LaunchError(f"'{key}' must be a number at least 0, not {value!r}")
    return float(value)


def _inputs(value: Any, base: str) -> str | dict[str, str] | None:
    if value is None:
        return None
    if isinstance(value, str):
        path = os.path.abspath(os.path.join(base, os.path.expanduser(value)))
        if not path.endswith((".npz", ".npy")):
            raise LaunchError(f"'inputs' must be a .npz or .npy file, not {value!r}")
        return path
    if isinstance(value, Mapping):
        for name, expression in value.items():
            if not isinstance(expression, (str, int, float, bool, list)):
                raise LaunchError(
                    f"'inputs': the value of {name!r} must be a Python expression (a string), "
                    f"not {expression!r}"
                )
        return {str(k): v if isinstance(v, str) else repr(v) for k, v in value.items()}
    raise LaunchError("'inputs' must be a .npz / .npy path or a mapping from names to expressions")
