"""``@script()`` on something it cannot convert is the user's mistake, with its own code (never
OXS900): a lambda, an ``async def``, a function whose source is not in a file."""

from __future__ import annotations

import runpy
from collections.abc import AsyncIterator
from pathlib import Path
from types import FunctionType

import pytest
from onnxscribe.core.codes import CODES
from onnxscribe.core.diagnostics import ScriptError
from onnxscribe.frontend.script_targets import unsupported_target

HEADER = "from onnxscribe import script, FLOAT\nfrom onnxscribe import opset18 as op\n"


def _run_example(tmp_path: Path, code: str, example: str) -> ScriptError:
    path = tmp_path / f"{code.lower()}.py"
    path.write_text(HEADER + example)
    with pytest.raises(ScriptError) as raised:
        runpy.run_path(str(path))
    return raised.value


@pytest.mark.parametrize(("code", "position"), [("OXS117", (1, 17)), ("OXS118", (2, 1))])
def test_bad_example_is_reported_by_the_decorator(
    tmp_path: Path, code: str, position: tuple[int, int]
) -> None:
    error = _run_example(tmp_path, code, CODES[code].bad)
    (diagnostic,) = error.diagnostics
    assert diagnostic.code == code
    assert diagnostic.severity == CODES[code].severity
    assert (diagnostic.span.line - 2, diagnostic.span.column) == position


def test_good_examples_convert(tmp_path: Path) -> None:
    for code in ("OXS117", "OXS118", "OXS119"):
        path = tmp_path / f"good_{code.lower()}.py"
        path.write_text(HEADER + CODES[code].good)
        runpy.run_path(str(path))


def test_lambda_message_and_caret(tmp_path: Path) -> None:
    error = _run_example(tmp_path, "OXS117", CODES["OXS117"].bad)
    message = str(error)
    assert "OXS117 @script() needs a function written with `def`, not a lambda" in message
    assert "relu = script()(lambda X: op.Relu(X))\n" + " " * 20 + "^" * 20 in message
    assert "OXS900" not in message


def test_async_def_message(tmp_path: Path) -> None:
    error = _run_example(tmp_path, "OXS118", CODES["OXS118"].bad)
    (diagnostic,) = error.diagnostics
    assert diagnostic.message == "f is an `async def`; a script function is a plain `def`"
    assert (diagnostic.span.column, diagnostic.span.end_column) == (1, 12)


def test_exec_without_a_file_says_where_to_define_it() -> None:
    namespace: dict[str, object] = {}
    exec(HEADER, namespace)
    with pytest.raises(ScriptError) as raised:
        exec(CODES["OXS119"].bad, namespace)
    (diagnostic,) = raised.value.diagnostics
    assert diagnostic.code == "OXS119"
    assert diagnostic.message == (
        "cannot find the source of f: it was defined in '<string>', which is not a file "
        "(code run by exec() or compile() of a string, or typed into the interactive interpreter)"
    )
    assert diagnostic.hint == "define the script function in a .py file and import it from there"


def test_exec_of_code_compiled_with_a_real_file_name_reads_the_file(tmp_path: Path) -> None:
    path = tmp_path / "model.py"
    path.write_text(HEADER + '@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu(X)\n')
    namespace: dict[str, object] = {}
    exec(compile(path.read_text(), str(path), "exec"), namespace)
    assert namespace["f"].to_function_proto().node[0].op_type == "Relu"  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- which defs are script

LIBRARY = """\
from onnxscribe import script, Opset


def torch_op(name, *, trace_only=False):
    def wrapper(function):
        if trace_only:
            return function
        return script(opset=Opset("pkg.lib", 1))(function)

    return wrapper
"""

USER = """\
from onnxscribe import FLOAT
from onnxscribe import opset18 as op
from mylib.registration import torch_op
import mylib.registration as registration


@torch_op("aten::relu")
def aten_relu(x: FLOAT["N"]) -> FLOAT["N"]:
    return op.Relu(x)


@torch_op("aten::neg", trace_only=False)
def aten_neg(x: FLOAT["N"]) -> FLOAT["N"]:
    return op.Neg(x)


@torch_op("aten::traced", trace_only=True)
def aten_traced(x, n: int):
    return op.Relu(x) if n > 0 else x


@registration.torch_op("aten::abs")
def aten_abs(x: FLOAT["N"]) -> FLOAT["N"]:
    return op.Abs(x)


def helper(x):
    return x
"""

TORCH_OP = '[tool.onnxscribe]\nscript-decorators = [\n    { name = "mylib.registration.torch_op", unless = { trace_only = true } },\n]\n'


def _project(tmp_path: Path, pyproject: str | None, user: str = USER) -> Path:
    (tmp_path / "mylib").mkdir()
    (tmp_path / "mylib" / "__init__.py").write_text("")
    (tmp_path / "mylib" / "registration.py").write_text(LIBRARY)
    (tmp_path / ".git").mkdir()
    if pyproject is not None:
        (tmp_path / "pyproject.toml").write_text(pyproject)
    user_file = tmp_path / "mylib" / "ops.py"
    user_file.write_text(user)
    return user_file


def _names(path: Path, **options: object) -> list[str]:
    from onnxscribe.pipeline import analyze

    return [f.name for f in analyze(path.read_text(), str(path), **options).functions]  # type: ignore[arg-type]


def test_a_configured_decorator_makes_script_functions_unless_trace_only(tmp_path: Path) -> None:
    user = _project(tmp_path, TORCH_OP)
    assert _names(user) == ["aten_relu", "aten_neg", "aten_abs"]


def test_without_configuration_only_script_is_found(tmp_path: Path) -> None:
    user = _project(tmp_path, None)
    assert _names(user) == []


def test_a_decorator_without_unless_takes_every_decoration(tmp_path: Path) -> None:
    user = _project(
        tmp_path,
        '[tool.onnxscribe]\nscript-decorators = ["mylib.registration.torch_op"]\n',
        USER.replace("def aten_traced(x, n: int):", "def aten_traced(x: FLOAT['N'], n: int):"),
    )
    assert _names(user) == ["aten_relu", "aten_neg", "aten_traced", "aten_abs"]


def test_the_editor_settings_add_decorators(tmp_path: Path) -> None:
    from onnxscribe.core.project_settings import ProjectSettings, ScriptDecorator, ScriptDecorators

    user = _project(tmp_path, None)
    entry = ScriptDecorator("mylib.registration.torch_op", (("trace_only", True),))
    settings = ProjectSettings(ScriptDecorators((entry,)))
    assert _names(user, settings=settings) == ["aten_relu", "aten_neg", "aten_abs"]


def test_relative_import_and_a_decorator_defined_in_the_same_file(tmp_path: Path) -> None:
    user = _project(
        tmp_path,
        '[tool.onnxscribe]\nscript-decorators = ["mylib.registration.torch_op", '
        '"mylib.ops.local_script"]\n',
        "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n"
        "from .registration import torch_op\n\n\n"
        "def local_script(function):\n    return script()(function)\n\n\n"
        '@torch_op("aten::relu")\ndef relu(x: FLOAT["N"]) -> FLOAT["N"]:\n'
        "    return op.Relu(x)\n\n\n"
        '@local_script\ndef neg(x: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Neg(x)\n',
    )
    assert _names(user) == ["relu", "neg"]


def test_an_unknown_trace_only_value_leaves_the_function_alone(tmp_path: Path) -> None:
    user = _project(
        tmp_path,
        TORCH_OP,
        USER.replace("trace_only=False)\ndef aten_neg", "trace_only=FLAG)\ndef aten_neg"),
    )
    assert "aten_neg" not in _names(user)


def test_configured_functions_are_checked_and_call_each_other(tmp_path: Path) -> None:
    from onnxscribe.pipeline import analyze

    user = _project(
        tmp_path,
        TORCH_OP,
        USER + '\n\n@torch_op("aten::bad")\ndef aten_bad(x: FLOAT["N"]) -> FLOAT["N"]:\n'
        "    return op.Relu(aten_relu(x), 2.0, 3.0)\n",
    )
    analysis = analyze(user.read_text(), str(user))
    bad = next(f for f in analysis.functions if f.name == "aten_bad")
    assert [d.code for d in bad.diagnostics if d.is_error] == ["OXS304"]
    assert all(not f.diagnostics for f in analysis.functions if f.name != "aten_bad")


NESTED = """\
import numpy as np
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


def make_model(scale: float):
    weight = np.ones((2,), dtype=np.float32)

    @script()
    def helper(x: FLOAT[2]) -> FLOAT[2]:
        return op.Relu(x)

    @script()
    def main_graph(x: FLOAT[2]) -> FLOAT[2]:
        return helper(x) + weight

    if scale > 1:
        def inner():
            @script()
            def deeper(x: FLOAT[2]) -> FLOAT[2]:
                return op.Neg(x, 2.0)

            return deeper

    return main_graph.to_model_proto()
"""


def test_script_functions_inside_other_functions_are_analyzed(tmp_path: Path) -> None:
    from onnxscribe.pipeline import analyze

    path = tmp_path / "factory.py"
    path.write_text(NESTED)
    analysis = analyze(NESTED, str(path))
    assert [f.name for f in analysis.functions] == ["helper", "main_graph", "deeper"]
    errors = {f.name: [d.code for d in f.diagnostics if d.is_error] for f in analysis.functions}
    assert errors == {"helper": [], "main_graph": [], "deeper": ["OXS304"]}
    # the factory's own variables (weight, scale) are unknown here but draw no warning: a nested
    # script function takes them as they are when the factory runs
    main = next(f for f in analysis.functions if f.name == "main_graph")
    assert main.diagnostics == []
    # the call to the nested helper is found through the factory's scope
    assert [r.callee.name for r in analysis.call_references()] == ["helper"]


async def _coroutine() -> None:
    pass


async def _async_generator() -> AsyncIterator[int]:
    yield 1


def _plain() -> None:
    pass


@pytest.mark.parametrize(
    ("function", "code"), [(_coroutine, "OXS118"), (_async_generator, "OXS118"), (_plain, None)]
)
def test_an_async_def_is_told_by_its_code(function: FunctionType, code: str | None) -> None:
    found = unsupported_target(function)
    assert (found.code if found is not None else None) == code
