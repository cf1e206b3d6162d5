"""Random subscripts for the eager and converter subscript tests: the same subscript as a Python
key, as source text, and its value computed by numpy."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from hypothesis import strategies as st

VERSIONS = (9, 10, 11, 12, 13, 18)
"""ai.onnx versions on both sides of each version rule of subscripts (10, 11, 13)."""


@dataclass(frozen=True)
class Part:
    kind: str
    """"int", "slice", "none", "ellipsis" or "indices"."""
    values: tuple[int | None, ...] = ()


@dataclass(frozen=True)
class Case:
    shape: tuple[int, ...]
    parts: tuple[Part, ...]

    @property
    def array(self) -> np.ndarray:
        return np.arange(int(np.prod(self.shape)), dtype=np.float32).reshape(self.shape)

    @property
    def index_arrays(self) -> list[np.ndarray]:
        return [np.array(p.values, dtype=np.int64) for p in self.parts if p.kind == "indices"]

    def key(self, index_values: list[Any] | None = None) -> tuple[Any, ...]:
        """The subscript as a Python key (tensor indices from ``index_values`` if given)."""
        given = iter(index_values if index_values is not None else self.index_arrays)
        key: list[Any] = []
        for part in self.parts:
            if part.kind == "int":
                key.append(part.values[0])
            elif part.kind == "slice":
                key.append(slice(*part.values))
            elif part.kind == "none":
                key.append(None)
            elif part.kind == "ellipsis":
                key.append(Ellipsis)
            else:
                key.append(next(given))
        return tuple(key)

    def source(self) -> str:
        """The subscript as the dialect writes it: ``X[1:, None, ..., I0]``."""
        written: list[str] = []
        names = iter(f"I{i}" for i in range(len(self.parts)))
        for part in self.parts:
            if part.kind == "int":
                written.append(str(part.values[0]))
            elif part.kind == "slice":
                start, stop, step = ("" if v is None else str(v) for v in part.values)
                written.append(f"{start}:{stop}" + (f":{step}" if step else ""))
            elif part.kind == "none":
                written.append("None")
            elif part.kind == "ellipsis":
                written.append("...")
            else:
                written.append(next(names))
        return "X[" + ", ".join(written) + "]" if written else "X[()]"

    def expected(self) -> np.ndarray:
        """numpy's basic indexing, then each tensor index taken along its axis (as Gather does,
        one index at a time), last axis first.

        One rule is ONNX's, not numpy's: Slice clamps the start of a backward slice into the
        axis, so ``x[-5::-1]`` on 3 elements starts at the first (numpy takes nothing).
        """
        basic: list[Any] = []
        takes: list[tuple[int, np.ndarray]] = []
        consumed = sum(1 for p in self.parts if p.kind not in ("none", "ellipsis"))
        axis = source_axis = 0
        indices = iter(self.index_arrays)
        for part, item in zip(self.parts, self.key(), strict=True):
            if part.kind == "ellipsis":
                basic.append(Ellipsis)
                axis += len(self.shape) - consumed
                source_axis += len(self.shape) - consumed
            elif part.kind == "none":
                basic.append(None)
                axis += 1
            elif part.kind == "slice":
                start, stop, step = item.start, item.stop, item.step
                if step is not None and step < 0 and start is not None:
                    start = max(start, -self.shape[source_axis])
                basic.append(slice(start, stop, step))
                axis += 1
                source_axis += 1
            elif part.kind == "int":
                basic.append(item)
                source_axis += 1
            else:
                basic.append(slice(None))
                takes.append((axis, next(indices)))
                axis += 1
                source_axis += 1
        result = self.array[tuple(basic)]
        for take_axis, index in reversed(takes):
            result = np.take(result, index, axis=take_axis)
        return np.asarray(result)


_BOUNDS = st.one_of(st.none(), st.integers(-5, 5))
_STEPS = st.sampled_from([None, 1, 2, 3, -1, -2])


def _axis_part(dim: int) -> st.SearchStrategy[Part]:
    return st.one_of(
        st.integers(-dim, dim - 1).map(lambda i: Part("int", (i,))),
        st.tuples(_BOUNDS, _BOUNDS, _STEPS).map(lambda v: Part("slice", v)),
        st.lists(st.integers(0, dim - 1), min_size=1, max_size=3).map(
            lambda v: Part("indices", tuple(v))
        ),
    )


@st.composite
def cases(draw: st.DrawFn, tensor_indices: bool = True) -> Case:
    """A shape of rank 1 to 4 and a subscript of it: indices in range, any slices, new axes and
    at most one ``...``."""
    shape = tuple(draw(st.lists(st.integers(1, 4), min_size=1, max_size=4)))
    used = draw(st.integers(0, len(shape)))
    parts: list[Part] = []
    for dim in shape[:used]:
        part = draw(_axis_part(dim))
        while part.kind == "indices" and not tensor_indices:
            part = draw(_axis_part(dim))
        parts.append(part)
    if used < len(shape) and draw(st.booleans()):
        # `...` stands for the axes not named; the parts after it name the last axes.
        ellipsis_at = draw(st.integers(0, used))
        tail = [draw(_axis_part(dim)) for dim in shape[len(shape) - (used - ellipsis_at) :]]
        tail = [
            p if tensor_indices or p.kind != "indices" else Part("slice", (None,) * 3) for p in tail
        ]
        parts = [*parts[:ellipsis_at], Part("ellipsis"), *tail]
    for _ in range(draw(st.integers(0, 2))):
        parts.insert(draw(st.integers(0, len(parts))), Part("none"))
    return Case(shape, tuple(parts) or (Part("ellipsis"),))
