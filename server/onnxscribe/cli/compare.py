"""``onnxscribe compare FILE::FUNCTION`` (or MODEL.onnx): the first source line at which two
runs of the same function stop agreeing.

Every node output is compared, in the graph's order, between the run under test (onnxruntime,
all graph optimizations, CPU) and the one it is held to (``--against``): onnx's reference
evaluator, onnxruntime without graph optimizations, onnxruntime on another execution provider
(then CPU is the one held to), the script function run eagerly, or a function of the user's
(``--function module:name``) whose local names are matched with the script's names (its return
values with the model's outputs).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import math
import os
import sys
from collections.abc import Callable
from typing import Any

import numpy as np

from onnxscribe.cli.common import USAGE_ERROR, CommandError, fail
from onnxscribe.cli.model_target import (
    ModelTarget,
    add_model_arguments,
    installed_providers,
    load_model_target,
    model_inputs,
)
from onnxscribe.eager.divergence import Tolerance
from onnxscribe.eager.intermediates import (
    Divergence,
    by_python_name,
    expose_all,
    first_divergence,
    run_onnxruntime,
    run_reference,
    same_shapes,
)
from onnxscribe.eager.name_recorder import as_array, record_locals

AGAINST = ("reference", "unoptimized", "provider", "eager", "function")
NAMES = {
    "reference": "the reference evaluator",
    "unoptimized": "onnxruntime without graph optimizations",
    "provider": "onnxruntime's CPU provider",
    "eager": "eager mode",
    "function": "the reference function",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_model_arguments(parser)
    parser.add_argument(
        "--against",
        choices=AGAINST,
        default=None,
        help="what onnxruntime is held to (default: reference, or function with --function)",
    )
    parser.add_argument(
        "--function",
        metavar="MODULE:NAME",
        help="a Python function (numpy, PyTorch...) taking the inputs and returning the outputs;"
        " MODULE is a dotted name importable from the current folder, or a .py file",
    )
    parser.add_argument(
        "--provider",
        help="with --against provider: the provider under test (default: the first "
        "installed one that runs ops here, other than CPU)",
    )
    parser.add_argument("--rtol", type=float, default=1e-4, help="relative tolerance (1e-4)")
    parser.add_argument("--atol", type=float, default=1e-5, help="absolute tolerance (1e-5)")
    parser.add_argument("--format", choices=("text", "json"), default="text")


def run(args: argparse.Namespace) -> int:
    against = args.against or ("function" if args.function else "reference")
    try:
        if against == "function" and not args.function:
            raise CommandError("--against function needs --function MODULE:NAME", USAGE_ERROR)
        target = load_model_target(args)
        feeds = model_inputs(target, args)
        exposed, outputs = expose_all(target.model)
        tested = "onnxruntime"
        providers = ["CPUExecutionProvider"]
        if against == "provider":
            provider = args.provider or _other_provider()
            providers = installed_providers([provider, "CPUExecutionProvider"])
            tested = f"onnxruntime's {provider.removesuffix('ExecutionProvider')} provider"
        actual = _guarded(lambda: run_onnxruntime(exposed, feeds, providers=providers))
        expected = _expected(against, args, target, exposed, outputs, feeds, actual)
        tolerance = Tolerance(args.rtol, args.atol)
        found, compared = first_divergence(outputs, actual, expected, tolerance)
    except CommandError as error:
        return fail(error)
    report = _report(target, found, compared, tolerance, tested, NAMES[against])
    if args.format == "json":
        print(json.dumps(_strict(report), indent=2))
    else:
        print(_text(report))
    return 0 if found is None else 1


def _guarded(run: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    try:
        return run()
    except CommandError:
        raise
    except Exception as error:  # the runtimes' own errors carry no common type
        raise CommandError(f"running the model failed: {error}") from None


def _other_provider() -> str:
    import onnxruntime  # deferred: heavy

    # Azure's provider calls remote endpoints and runs no ops itself
    local = {"CPUExecutionProvider", "AzureExecutionProvider"}
    others = [p for p in onnxruntime.get_available_providers() if p not in local]
    if not others:
        raise CommandError(
            "no execution provider other than CPU is installed in this onnxruntime", USAGE_ERROR
        )
    return str(others[0])


def _expected(
    against: str,
    args: argparse.Namespace,
    target: ModelTarget,
    exposed: Any,
    outputs: Any,
    feeds: dict[str, np.ndarray],
    actual: dict[str, Any],
) -> dict[str, Any]:
    if against == "reference":
        return _guarded(lambda: run_reference(exposed, feeds))
    if against == "unoptimized":
        return _guarded(lambda: run_onnxruntime(exposed, feeds, optimization="disable"))
    if against == "provider":
        return _guarded(lambda: run_onnxruntime(exposed, feeds))
    if against == "eager":
        function = _eager_function(target, args)
        code = function.function.__code__
    else:
        function = _user_function(args.function)
        code = getattr(function, "__code__", None)
        if code is None:
            raise CommandError(f"{args.function} is not a Python function", USAGE_ERROR)
    inputs = [feeds[i.name] for i in target.model.graph.input if i.name in feeds]
    try:
        result, recorded = record_locals(code, lambda: function(*inputs))
    except Exception as error:  # the user's code: whatever it raises is reported
        raise CommandError(f"{NAMES[against]} raised {type(error).__name__}: {error}") from None
    results = list(result) if isinstance(result, (tuple, list)) else [result]
    model_outputs = [o.name for o in target.model.graph.output]
    if len(results) != len(model_outputs):
        raise CommandError(
            f"{NAMES[against]} returned {len(results)} value(s); the model has "
            f"{len(model_outputs)} output(s)"
        )
    matched = same_shapes(by_python_name(outputs, target.python_names, recorded), actual)
    for name, value in zip(model_outputs, results, strict=True):
        array = as_array(value)
        matched[name] = np.asarray(value) if array is None else array
    return matched


def _eager_function(target: ModelTarget, args: argparse.Namespace) -> Any:
    if target.script is not None:
        path, name = target.script, target.model.graph.name
    else:
        path, _, name = str(args.target).rpartition("::")
    module = _import_file(path)
    function = getattr(module, name, None)
    if function is None or not hasattr(function, "function"):
        raise CommandError(f"{path} defines no script function {name!r} when run", USAGE_ERROR)
    return function


def _user_function(spec: str) -> Callable[..., Any]:
    module_name, colon, name = spec.rpartition(":")
    if not colon or not module_name or not name:
        raise CommandError(f"expected MODULE:NAME or FILE.py:NAME, got {spec!r}", USAGE_ERROR)
    if module_name.endswith(".py"):
        module = _import_file(module_name)
    else:
        sys.path.insert(0, os.getcwd())
        try:
            module = importlib.import_module(module_name)
        except Exception as error:  # the user's module: whatever importing it raises
            raise CommandError(f"cannot import {module_name}: {error}", USAGE_ERROR) from None
        finally:
            sys.path.remove(os.getcwd())
    function: object = getattr(module, name, None)
    if not callable(function):
        raise CommandError(f"{module_name} has no function {name!r}", USAGE_ERROR)
    return function


def _import_file(path: str) -> Any:
    if not os.path.isfile(path):
        raise CommandError(f"{path}: no such file", USAGE_ERROR)
    stem = os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(f"onnxscribe_compared_{stem}", path)
    if spec is None or spec.loader is None:
        raise CommandError(f"cannot import {path}", USAGE_ERROR)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    folder = os.path.dirname(os.path.abspath(path))
    sys.path.insert(0, folder)  # as `python FILE` would: its neighbours import
    try:
        spec.loader.exec_module(module)
    except Exception as error:  # the user's module: whatever running it raises
        raise CommandError(f"running {path} failed: {type(error).__name__}: {error}") from None
    finally:
        sys.path.remove(folder)
    return module


def _report(
    target: ModelTarget,
    found: Divergence | None,
    compared: int,
    tolerance: Tolerance,
    tested: str,
    held_to: str,
) -> dict[str, Any]:
    report: dict[str, Any] = {
        "tested": tested,
        "against": held_to,
        "rtol": tolerance.rtol,
        "atol": tolerance.atol,
        "compared": compared,
        "script": target.script,
        "divergence": None,
    }
    if found is None:
        return report
    output, mismatch = found.output, found.mismatch
    source = output.source
    report["divergence"] = {
        "path": None if source is None else source[0],
        "line": None if source is None else source[1],
        "column": None if source is None else source[2],
        "source": None if source is None else target.source_line(source[0], source[1]),
        "op": output.op_type,
        "value": output.name,
        "python_name": target.python_names.get(output.name),
        "reason": mismatch.reason,
        "max_abs_error": mismatch.max_abs,
        "max_rel_error": mismatch.max_rel,
        "index": list(mismatch.index),
        "actual": mismatch.actual,
        "expected": mismatch.expected,
        "outside_tolerance": mismatch.count,
        "size": mismatch.size,
        "actual_shape": list(found.actual.shape),
        "expected_shape": list(found.expected.shape),
    }
    return report


def _strict(value: Any) -> Any:
    """``value`` with infinite and NaN numbers as strings ("inf", "nan"), which JSON lacks."""
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, dict):
        return {key: _strict(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_strict(item) for item in value]
    return value


def _text(report: dict[str, Any]) -> str:
    head = f"{report['tested']} against {report['against']}"
    if report["script"]:
        head += f" (lines of {report['script']}, the model written as script source)"
    found = report["divergence"]
    if found is None:
        return (
            f"{head}: {report['compared']} values agree "
            f"(rtol={report['rtol']:g}, atol={report['atol']:g})"
        )
    where = "(no source line)" if found["line"] is None else f"{found['path']}:{found['line']}"
    name = found["python_name"] or found["value"]
    rows = [f"{head}: first difference at {where}: {found['op']} -> {name}"]
    if found["source"]:
        rows.append(f"    {found['source']}")
    rows.append(f"  {found['reason']} (rtol={report['rtol']:g}, atol={report['atol']:g})")
    if found["max_abs_error"] is not None:
        index = ", ".join(str(i) for i in found["index"])
        rows.append(
            f"  max abs error {found['max_abs_error']:.6g}, max rel error "
            f"{found['max_rel_error']:.6g}, largest at [{index}]: "
            f"{found['actual']!r} against {found['expected']!r}"
        )
    rows.append(f"  {report['compared']} values compared up to here")
    return "\n".join(rows)
