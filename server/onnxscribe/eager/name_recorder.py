"""Record the values a Python function binds to its local names while it runs.

Used to hold the intermediate values of a script function run eagerly, or of a reference
function written in numpy or PyTorch, against a graph's node outputs by their Python names.
"""

from __future__ import annotations

import sys
import types
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import numpy as np


def as_array(value: Any) -> np.ndarray | None:
    """``value`` as a numpy array when it is a tensor of some library, else None."""
    if isinstance(value, np.ndarray):
        return value
    if isinstance(value, np.generic):
        return np.asarray(value)
    detach = getattr(value, "detach", None)
    if callable(detach):  # a torch.Tensor
        value = detach().cpu()
    to_numpy = getattr(value, "numpy", None)
    if callable(to_numpy):
        try:
            return np.asarray(to_numpy())
        except (TypeError, ValueError, RuntimeError):
            return None
    return None


class NewBindings:
    """The values newly bound to a frame's local names since the last look.

    ``convert`` turns a local's value into what is recorded (None: not a value to record).
    A name still bound to the object it held is not new. With ``aliases`` false, a name bound
    to an object another name already holds (``y = x``) is not new either: nothing was computed.
    """

    def __init__(self, convert: Callable[[Any], Any], *, aliases: bool = True) -> None:
        self._convert = convert
        self._aliases = aliases
        self._seen: dict[str, int] = {}

    def take(self, frame: types.FrameType) -> list[tuple[str, Any]]:
        found = []
        for name, value in frame.f_locals.items():
            data = self._convert(value)
            if data is None:
                continue
            if self._seen.get(name) == id(value):
                continue
            alias = id(value) in self._seen.values()
            self._seen[name] = id(value)
            if self._aliases or not alias:
                found.append((name, data))
        return found


def record_locals(
    code: types.CodeType, call: Callable[[], Any]
) -> tuple[Any, dict[str, list[np.ndarray]]]:
    """Run ``call``; in the first frame that runs ``code``, record each new array bound to a
    local name (name -> the values in the order they were bound). The arguments it was
    called with are not recorded; a name bound to an array another name holds is (``y = x``
    makes ``y`` hold that value from then on)."""
    recorded: dict[str, list[np.ndarray]] = defaultdict(list)
    bindings = NewBindings(as_array)
    state: dict[str, types.FrameType | None] = {"frame": None}

    def local(frame: types.FrameType, event: str, arg: Any) -> Any:
        if event in ("line", "return"):
            for name, array in bindings.take(frame):
                recorded[name].append(array)
        return local

    def global_trace(frame: types.FrameType, event: str, arg: Any) -> Any:
        if event == "call" and frame.f_code is code and state["frame"] is None:
            state["frame"] = frame
            bindings.take(frame)
            return local
        return None

    previous = sys.gettrace()
    sys.settrace(global_trace)
    try:
        result = call()
    finally:
        sys.settrace(previous)
    return result, dict(recorded)
