"""Evaluating dialect expressions in a stopped frame: ``op.ReduceMax(X)``, ``X[0, :3]``, ``acc > 2``.

Names read the frame's values as Tensors, so operators and subscripts mean what they mean in a
script function; each op runs eagerly on the session's evaluator.
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
    code = compile(tree, "<evaluate>", "eval")
    opset = use_opset(frame.opset) if frame.opset is not None else contextlib.nullcontext()
    try:
        with opset, evaluator(evaluator_name):
            return eval(code, frame.globals, names)
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
