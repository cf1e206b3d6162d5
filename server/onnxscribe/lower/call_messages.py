"""The OXS106 message for a call of something a script function cannot call, in the user's terms."""

from __future__ import annotations

from typing import Any

from onnxscribe.frontend.env import PlainFunction
from onnxscribe.lower.operands import LocalGraphDef

_CALLABLE_ONLY = "a script function can call only ops (op.Name(...)) and other script functions"


def plain_call_message(target: Any, written: str) -> tuple[str, str | None]:
    """The message and hint for calling ``target`` (written ``written`` in the source)."""
    if isinstance(target, LocalGraphDef):
        nested = target.node.name
        return (
            f"{nested} is a nested function: in a script function a nested def is a graph "
            f"(the body of op.Scan, op.Loop or op.If, passed as body={nested}); it cannot be "
            "called",
            f"pass it as a graph attribute (body={nested}), or move it to module level, decorate "
            "it with @script() and call it from there",
        )
    if target is len:
        return f"len is a Python function; {_CALLABLE_ONLY}", "use op.Shape(x) or op.Size(x)"
    name = target.name if isinstance(target, PlainFunction) else getattr(target, "__name__", None)
    if (callable(target) or isinstance(target, PlainFunction)) and isinstance(name, str):
        return (
            f"{name} is a plain Python function; {_CALLABLE_ONLY}",
            "decorate it with @script() to call it from a script function",
        )
    return f"{written} is not a function a script function can call; {_CALLABLE_ONLY}", None
