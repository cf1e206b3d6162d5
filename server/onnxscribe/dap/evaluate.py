"""Evaluating dialect expressions in a stopped frame: ``op.ReduceMax(X)``, ``X[0, :3]``, ``acc > 2``.

Names read the frame's values as Tensors, so operators and subscripts mean what they mean in a
script function; each op runs eagerly on the session's evaluator. A tensor also has the
attributes and methods of its numpy array (``x.sum()``, ``x.mean(axis=0)``, ``x.T``), except
those that change it in place; arrays they return are Tensors again.
"""

from __future__ import annotations

import ast
import contextlib
from typing import Any

import numpy as np

from onnxscribe.dap.control import FrameView
from onnxscribe.eager.context import use_opset
from onnxscribe.eager.evaluators import evaluator
from onnxscribe.eager.tensor import Tensor


class EvaluateError(Exception):
    """The expression cannot be evaluated; the message is shown to the user."""


def evaluate(expression: str, frame: FrameView, evaluator_name: str, context: str = "repl") -> Any:
    try:
        tree = ast.parse(expression.strip(), mode="eval")
    except SyntaxError as error:
        raise EvaluateError(f"not an expression: {error.msg}") from None
    if context == "hover" and any(isinstance(n, ast.Call) for n in ast.walk(tree)):
        raise EvaluateError("hover does not run operators; evaluate the call in the console")
    names = {name: as_tensor(value) for name, value in frame.names.items()}
    names[_ATTRIBUTE] = console_attribute
    code = compile(ast.fix_missing_locations(_Attributes().visit(tree)), "<evaluate>", "eval")
    opset = use_opset(frame.opset) if frame.opset is not None else contextlib.nullcontext()
    try:
        with opset, evaluator(evaluator_name):
            return eval(code, frame.globals, names)
    except EvaluateError:
        raise
    except Exception as error:
        raise EvaluateError(f"{type(error).__name__}: {error}") from None


def condition_holds(expression: str, frame: FrameView, evaluator_name: str) -> bool:
    """A breakpoint condition: true for True, a true single-element tensor or number."""
    result = evaluate(expression, frame, evaluator_name, "watch")
    try:
        if isinstance(result, Tensor):
            array = result.numpy()
            if array.size != 1:
                raise EvaluateError(
                    f"the condition {expression!r} gives a tensor of shape {array.shape}; "
                    "it needs a single value (reduce it, e.g. op.ReduceMax(...) > 0)"
                )
            return bool(array.reshape(()))
        return bool(result)
    except (TypeError, ValueError) as error:
        raise EvaluateError(str(error)) from None


def as_tensor(value: Any) -> Any:
    if isinstance(value, np.ndarray):
        return Tensor._from_array(value)
    if isinstance(value, list) and all(isinstance(v, np.ndarray) for v in value):
        return [Tensor._from_array(v) for v in value]
    return value


_ATTRIBUTE = "__onnxscribe_attribute__"

IN_PLACE = frozenset(
    {"fill", "sort", "partition", "resize", "put", "itemset", "setfield", "setflags", "byteswap"}
)
"""numpy methods that would change the program's own values (or, ``byteswap``, can)."""

AVAILABLE = (
    "a tensor has its numpy array's attributes and methods (x.sum(), x.mean(axis=0), x.T, "
    "x.shape, x.numpy(), x.tolist()) and the dialect's operators (x + 1, x[0], op.ReduceSum(x))"
)


class _Attributes(ast.NodeTransformer):
    """``a.b`` read as ``__onnxscribe_attribute__(a, "b")``."""

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        self.generic_visit(node)
        if not isinstance(node.ctx, ast.Load):
            return node
        call = ast.Call(
            func=ast.Name(_ATTRIBUTE, ast.Load()),
            args=[node.value, ast.Constant(node.attr)],
            keywords=[],
        )
        return ast.copy_location(call, node)


def console_attribute(value: Any, name: str) -> Any:
    """``value.name``, where a Tensor falls back to its numpy array's attribute."""
    if not isinstance(value, Tensor) or hasattr(Tensor, name):
        return getattr(value, name)
    array = value.numpy()
    if name.startswith("_") or not hasattr(array, name):
        raise EvaluateError(f"AttributeError: a tensor has no attribute {name!r}; {AVAILABLE}")
    if name in IN_PLACE:
        raise EvaluateError(
            f"x.{name}() would change the program's value in place; use the function that "
            f"returns a new array (np.{name}(x) where numpy has one)"
        )
    found = getattr(array, name)
    if not callable(found):
        return _tensor_result(found)

    def method(*args: Any, **kwargs: Any) -> Any:
        return _tensor_result(found(*args, **kwargs))

    return method


def _tensor_result(value: Any) -> Any:
    if isinstance(value, np.ndarray):
        return Tensor._from_array(value)
    return value
