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


def record_locals(
    code: types.CodeType, call: Callable[[], Any]
) -> tuple[Any, dict[str, list[np.ndarray]]]:
    """Run ``call``; in the first frame that runs ``code``, record each new array bound to a
    local name (name -> the values in the order they were bound). The arguments it was
    called with are not recorded; a name bound to an array another name holds is (``y = x``
    makes ``y`` hold that value from then on)."""
    recorded: dict[str, list[np.ndarray]] = defaultdict(list)
    seen: dict[str, int] = {}
    state: dict[str, types.FrameType | None] = {"frame": None}

    def collect(frame: types.FrameType, record: bool) -> None:
        for name, value in frame.f_locals.items():
            array = as_array(value)
            if array is None:
                continue
            if seen.get(name) == id(value):
                continue
            seen[name] = id(value)
            if record:
                recorded[name].append(array)

    def local(frame: types.FrameType, event: str, arg: Any) -> Any:
        if event in ("line", "return"):
            collect(frame, record=True)
        return local

    def global_trace(frame: types.FrameType, event: str, arg: Any) -> Any:
        if event == "call" and frame.f_code is code and state["frame"] is None:
            state["frame"] = frame
            collect(frame, record=False)
            return local
        return None

    previous = sys.gettrace()
    sys.settrace(global_trace)
    try:
        result = call()
    finally:
        sys.settrace(previous)
    return result, dict(recorded)
