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
import json
import math
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
from onnxscribe.eager.divergence import Tolerance, figures
from onnxscribe.eager.intermediates import (
    AGAINST,
    Divergence,
    ReferenceRunError,
    expose_all,
    first_divergence,
    reference_values,
    run_onnxruntime,
    run_reference,
)
from onnxscribe.eager.providers import ProviderError, other_provider
from onnxscribe.eager.user_functions import UserCodeError, import_file, load_function

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
            provider = args.provider or _guarded_provider(other_provider)
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
        print(_text(report, None if found is None else figures(found.mismatch)))
    return 0 if found is None else 1


def _guarded(run: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    try:
        return run()
    except CommandError:
        raise
    except ReferenceRunError as error:
        raise CommandError(str(error)) from None
    except UserCodeError as error:
        raise CommandError(str(error), USAGE_ERROR if error.usage else 1) from None
    except Exception as error:  # the runtimes' own errors carry no common type
        raise CommandError(f"running the model failed: {error}") from None


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
        function = _guarded_load(lambda: _eager_function(target, args))
        code = function.function.__code__
    else:
        function = _guarded_load(lambda: load_function(args.function))
        code = getattr(function, "__code__", None)
        if code is None:
            raise CommandError(f"{args.function} is not a Python function", USAGE_ERROR)
    return _guarded(
        lambda: reference_values(
            function,
            code,
            NAMES[against],
            target.model,
            outputs,
            target.python_names,
            feeds,
            actual,
        )
    )


def _guarded_provider(find: Callable[[], str]) -> str:
    try:
        return find()
    except ProviderError as error:
        raise CommandError(str(error), USAGE_ERROR) from None


def _guarded_load(load: Callable[[], Any]) -> Any:
    try:
        return load()
    except UserCodeError as error:
        raise CommandError(str(error), USAGE_ERROR if error.usage else 1) from None


def _eager_function(target: ModelTarget, args: argparse.Namespace) -> Any:
    if target.script is not None:
        path, name = target.script, target.model.graph.name
    else:
        path, _, name = str(args.target).rpartition("::")
    module = import_file(path)
    function = getattr(module, name, None)
    if function is None or not hasattr(function, "function"):
        raise CommandError(f"{path} defines no script function {name!r} when run", USAGE_ERROR)
    return function


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


def _text(report: dict[str, Any], figures_text: str | None) -> str:
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
    if figures_text:
        rows.append(f"  {figures_text}")
    rows.append(f"  {report['compared']} values compared up to here")
    return "\n".join(rows)
