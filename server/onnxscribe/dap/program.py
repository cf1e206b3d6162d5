"""Loading the program being debugged: import it, find its script functions, read the inputs.

Running the program is what the user asked for, so it is imported (not run as ``__main__``), with
its own folder first on ``sys.path`` while it is imported and nowhere else. Script functions with
errors do not stop the import: the launched function's errors are reported, the others' only
where a launched function calls one.
"""

from __future__ import annotations

import importlib.util
import math
import os
import sys
import traceback
import types
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np

from onnxscribe.core.diagnostics import ScriptError
from onnxscribe.core.types import (
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
    ValueType,
    numpy_dtype,
)
from onnxscribe.dap.launch import LaunchConfig, LaunchError
from onnxscribe.eager.function_call import bind_arguments
from onnxscribe.graph_ir.nodes import Function
from onnxscribe.values import BrokenScriptFunction, OnnxFunction, deferred_script_errors


@dataclass
class LoadedProgram:
    module: types.ModuleType
    function: OnnxFunction
    functions: list[OnnxFunction]
    """Every script function the program defines or imports, the launched one included."""
    arguments: dict[str, Any]
    """The checked call arguments: inputs (Tensors, lists of them, None) and attributes."""

    def live_function(self, ir: Function) -> OnnxFunction | None:
        for function in self.functions:
            if function.function_ir is ir:
                return function
        return None

    @property
    def inputs(self) -> dict[str, Any]:
        attributes = {p.name for p in self.function.function_ir.attribute_params}
        return {k: v for k, v in self.arguments.items() if k not in attributes}

    @property
    def attributes(self) -> dict[str, Any]:
        attributes = {p.name for p in self.function.function_ir.attribute_params}
        return {k: v for k, v in self.arguments.items() if k in attributes}


def load_program(config: LaunchConfig) -> LoadedProgram:
    module = import_program(config.program)
    functions = script_functions(module)
    function = choose_function(config, module, functions)
    arguments = read_arguments(config, function)
    return LoadedProgram(module, function, functions, arguments)


def import_program(path: str) -> types.ModuleType:
    name = os.path.splitext(os.path.basename(path))[0]
    if not name.isidentifier() or name in sys.modules:
        name = "_onnxscribe_debuggee"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise LaunchError(f"cannot import {path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    folder = os.path.dirname(path)
    sys.path.insert(0, folder)
    try:
        with deferred_script_errors():
            spec.loader.exec_module(module)
    except ScriptError as error:
        sys.modules.pop(name, None)
        raise LaunchError(f"the program has errors in a script function:\n{error}") from None
    except SyntaxError as error:
        sys.modules.pop(name, None)
        where = f"{error.filename or path}:{error.lineno or 1}:{error.offset or 1}"
        raise LaunchError(f"{where}: SyntaxError: {error.msg}") from None
    except BaseException as error:
        sys.modules.pop(name, None)
        if isinstance(error, KeyboardInterrupt):
            raise
        raise LaunchError(_import_failure(path, error)) from None
    finally:
        if sys.path and sys.path[0] == folder:
            del sys.path[0]
    return module


def _import_failure(path: str, error: BaseException) -> str:
    """``prog.py:12: importing the program raised ValueError: ...`` at the program's own line."""
    frames = traceback.extract_tb(error.__traceback__)
    own = [f for f in frames if os.path.abspath(f.filename) == os.path.abspath(path)]
    where = f"{own[-1].filename}:{own[-1].lineno}" if own else path
    if isinstance(error, SystemExit):
        return f"{where}: the program exited (SystemExit {error.code!r}) while being imported"
    return f"{where}: importing the program raised {type(error).__name__}: {error}"


def script_functions(module: types.ModuleType) -> list[OnnxFunction]:
    """The module's script functions and, transitively, those their bodies can reach."""
    found: dict[int, OnnxFunction] = {}
    pending = [v for v in vars(module).values() if isinstance(v, OnnxFunction)]
    while pending:
        function = pending.pop()
        if id(function) in found:
            continue
        found[id(function)] = function
        pending.extend(_reachable(function.function.__globals__.values()))
    return list(found.values())


def _reachable(values: Iterable[Any]) -> list[OnnxFunction]:
    return [v for v in values if isinstance(v, OnnxFunction)]


def choose_function(
    config: LaunchConfig, module: types.ModuleType, functions: list[OnnxFunction]
) -> OnnxFunction:
    own = [
        f
        for f in functions
        if os.path.abspath(f.function.__code__.co_filename) == os.path.abspath(config.program)
    ]
    names = ", ".join(sorted(f.name for f in own)) or "none"
    if config.function is None:
        if len(own) == 1:
            return own[0]
        raise LaunchError(
            f"'function' is required: {os.path.basename(config.program)} defines these script "
            f"functions: {names}"
        )
    chosen = getattr(module, config.function, None)
    if isinstance(chosen, OnnxFunction):
        return chosen
    if isinstance(chosen, BrokenScriptFunction):
        raise LaunchError(f"{config.function} has errors, so it cannot run:\n{chosen.error}")
    if chosen is None:
        raise LaunchError(
            f"{os.path.basename(config.program)} has no script function {config.function!r}; "
            f"its script functions: {names}"
        )
    raise LaunchError(
        f"{config.function!r} in {os.path.basename(config.program)} is a "
        f"{type(chosen).__name__}, not a script function (decorate it with @script())"
    )


_NAMESPACE = {"np": np, "numpy": np, "math": math}


def read_arguments(config: LaunchConfig, function: OnnxFunction) -> dict[str, Any]:
    ir = function.function_ir
    attribute_names = [p.name for p in ir.attribute_params]
    input_names = [n for n in ir.param_order if n not in attribute_names]
    given: dict[str, Any] = {}
    if isinstance(config.inputs, str):
        given.update(_read_array_file(config.inputs, input_names))
    elif isinstance(config.inputs, dict):
        for name, expression in config.inputs.items():
            given[name] = _evaluate_input(name, expression)
    for name, value in config.attributes.items():
        if name not in attribute_names:
            listing = ", ".join(attribute_names) or "none"
            raise LaunchError(
                f"{function.name} has no attribute parameter {name!r}; its attributes: {listing}"
            )
        given[name] = value
    unknown = [name for name in given if name not in ir.param_order]
    if unknown:
        raise LaunchError(
            f"{function.name} has no parameter {unknown[0]!r}; its parameters: "
            + ", ".join(ir.param_order)
        )
    missing = [name for name in input_names if name not in given and name not in ir.optional_inputs]
    if missing:
        declared = {v.source_name or v.name: v.declared for v in ir.graph.inputs}
        examples = ", ".join(f'"{n}": "{example_input(declared.get(n))}"' for n in missing)
        raise LaunchError(
            f"input {missing[0]!r} of {function.name} has no value: give it in 'inputs' "
            f"(a .npz file or a mapping from names to expressions), e.g. "
            f'"inputs": {{{examples}}}'
        )
    try:
        return bind_arguments(function, (), given)
    except TypeError as error:
        raise LaunchError(str(error)) from None


EXAMPLE_DIM = 2
"""The size an example input gives a dimension its annotation names (``"N"``)."""


def example_input(declared: ValueType | None) -> str:
    """A numpy expression of a value of the declared type: ``np.ones((2, 3), np.float32)``."""
    if isinstance(declared, SequenceValueType):
        return f"[{example_input(declared.elem)}]"
    if isinstance(declared, OptionalValueType):
        return example_input(declared.elem)
    if not isinstance(declared, TensorValueType):
        return "np.ones((), np.float32)"
    dtype = numpy_dtype(declared.dtype) if declared.dtype is not None else np.dtype(np.float32)
    # any rank (``FLOAT``): a scalar, which every op taking the input accepts
    dims = [d if isinstance(d, int) else EXAMPLE_DIM for d in declared.shape or ()]
    shape = "(" + ", ".join(str(d) for d in dims) + ("," if len(dims) == 1 else "") + ")"
    if dtype.kind in "OSU":
        return f"np.full({shape}, 'a', dtype=object)"
    name = dtype.name if hasattr(np, dtype.name) else "float32"
    return f"np.ones({shape}, np.{name})"


def _evaluate_input(name: str, expression: str) -> Any:
    try:
        code = compile(expression, f"<input {name}>", "eval")
    except SyntaxError as error:
        raise LaunchError(
            f"'inputs': the expression of {name!r} is not valid Python: {error.msg} "
            f"({expression!r})"
        ) from None
    try:
        return eval(code, dict(_NAMESPACE))
    except Exception as error:
        raise LaunchError(
            f"'inputs': evaluating {name!r} = {expression!r} raised {type(error).__name__}: {error}"
        ) from None


def _read_array_file(path: str, input_names: list[str]) -> dict[str, Any]:
    if not os.path.isfile(path):
        raise LaunchError(f"'inputs': no such file: {path}")
    try:
        loaded = np.load(path, allow_pickle=False)
    except (OSError, ValueError, zipfile.BadZipFile, EOFError) as error:
        raise LaunchError(f"'inputs': cannot read {path}: {error}") from None
    if isinstance(loaded, np.ndarray):
        if len(input_names) != 1:
            raise LaunchError(
                f"'inputs': {os.path.basename(path)} holds one array, but the function has "
                f"{len(input_names)} inputs ({', '.join(input_names)}); use a .npz file"
            )
        return {input_names[0]: loaded}
    with loaded:
        try:
            arrays = {key: loaded[key] for key in loaded.files}
        except (OSError, ValueError, zipfile.BadZipFile, EOFError) as error:
            raise LaunchError(f"'inputs': cannot read {path}: {error}") from None
    if (
        arrays
        and all(key.startswith("arr_") for key in arrays)
        and not set(arrays) & set(input_names)
    ):
        # np.savez(path, a, b): positional arrays, in the order of the inputs
        ordered = sorted(arrays, key=lambda k: int(k[4:]) if k[4:].isdigit() else 0)
        return dict(zip(input_names, (arrays[k] for k in ordered), strict=False))
    return arrays
