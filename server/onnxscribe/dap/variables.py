"""Values as DAP variables: tensors with dtype, shape, statistics and paged values.

A tensor's line shows its dialect type and a short preview (``FLOAT[2, 3] [[1. 2. 3.] ...]``);
expanding it gives dtype, shape, min / max / mean, NaN and Inf counts, then its values along the
leading dimension: indexed children for clients that page, groups of at most ``GROUP`` for those
that do not. Sequences list their tensors; optionals show their value or that they are empty.
Statistics read every element, so they are computed when a tensor is expanded, never when a scope
is listed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from onnxscribe.core.types import OptionalValueType, ValueType, dtype_name, onnx_dtype

GROUP = 100
PREVIEW = 80

Children = Callable[[str | None, int, int | None], list[dict[str, Any]]]
"""(filter, start, count) -> DAP variables."""


def type_text(value: Any) -> str:
    """``FLOAT[2, 3]``, ``Sequence[INT64]``, ``None``; Python type names for other values."""
    if value is None:
        return "None"
    if isinstance(value, list):
        inner = type_text(value[0]) if value else "?"
        return f"Sequence[{inner}]"
    array = _as_array(value)
    if array is None:
        return type(value).__name__
    try:
        name = dtype_name(onnx_dtype(array.dtype))
    except (TypeError, KeyError, ValueError):
        name = str(array.dtype)
    return f"{name}[{', '.join(str(d) for d in array.shape)}]"


def preview(value: Any, limit: int = PREVIEW) -> str:
    if value is None:
        return "None"
    if isinstance(value, list):
        return f"Sequence[{type_text(value[0]) if value else '?'}] (length {len(value)})"
    array = _as_array(value)
    if array is None:
        text = repr(value)
        return text if len(text) <= limit else text[: limit - 1] + "…"
    head = type_text(array)
    if array.ndim == 0:
        text = f"{head} {_scalar(array)}"
        return text if len(text) <= limit else text[: limit - 1] + "…"
    return f"{head} {_elements(array, limit - len(head) - 1)}"


def _elements(array: np.ndarray, room: int) -> str:
    """The array on one line in at most ``room`` characters, cut only between elements: as many
    leading and trailing items (up to 3) as fit, then the last whole item before the cut and ``…``.
    """
    fewest = _summary(array, 1)
    if len(fewest) > room:
        cut = fewest.rfind(" ", 0, room)
        kept = fewest[:cut] if cut > 0 else fewest[: max(room - 1, 0)]
        return kept.removesuffix(" ...") + "…"
    if array.size <= 4:
        return fewest  # shown whole
    for edge in (3, 2):
        # the text grows with the number of items shown; format only what may fit
        growth = math.prod(min(n, 2 * edge) for n in array.shape) / math.prod(
            min(n, 2) for n in array.shape
        )
        if len(fewest) * growth <= room * 1.5:
            text = _summary(array, edge)
            if len(text) <= room:
                return text
    return fewest


def _summary(array: np.ndarray, edge: int) -> str:
    """numpy's text of the array with ``edge`` leading and trailing items, on one line."""
    return " ".join(
        np.array2string(
            array,
            threshold=4 * edge,
            edgeitems=edge,
            max_line_width=10_000,
            precision=4,
            suppress_small=_fixed_point(array, edge),
            formatter=_TEXT_FORMATTER,
        ).split()
    )


def _fixed_point(array: np.ndarray, edge: int) -> bool:
    """Whether to print the shown elements without exponents (numpy's ``suppress_small``).
    numpy uses exponents as soon as one value is near zero, as some values of most real data
    are; only when every shown value is tiny do exponents say more."""
    if array.dtype.kind not in "fc" or array.size == 0:
        return False
    shown = array[np.ix_(*(_edge_indices(n, edge) for n in array.shape))]
    finite = np.abs(shown[np.isfinite(shown)])
    return bool(finite.size) and float(finite.max()) >= 1e-3


def _edge_indices(length: int, edge: int) -> list[int]:
    if length <= 2 * edge:
        return list(range(length))
    return [*range(edge), *range(length - edge, length)]


def _text_item(value: Any) -> str:
    return repr(value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value))


_TEXT_FORMATTER: Any = {"numpystr": _text_item, "object": _text_item}
"""Text elements as Python strings (``'a'``), not as numpy scalars (``np.str_('a')``)."""


def statistic_names(array: np.ndarray) -> list[str]:
    """The rows ``statistics`` gives, read from the dtype and size alone (no element is read)."""
    names = ["dtype", "shape"]
    kind = array.dtype.kind
    if array.size == 0 or kind not in "biufc":
        return names
    if kind == "c":
        return [*names, "mean"]
    names += ["min", "max", "mean"]
    if kind == "f":
        names += ["NaN count", "Inf count"]
    if kind == "b":
        names.append("true count")
    return names


def statistics(array: np.ndarray) -> list[tuple[str, str]]:
    """Name/value pairs for a tensor: dtype, shape, and numeric summaries where they apply."""
    values = {
        "dtype": f"{type_text(array).split('[')[0]} (numpy {array.dtype})",
        "shape": f"[{', '.join(str(d) for d in array.shape)}]",
    }
    names = statistic_names(array)
    kind = array.dtype.kind
    if "mean" in names:
        data = array.astype(np.float64) if kind in "biu" else array
        if kind == "c":
            values["mean"] = _number(complex(np.mean(data)))
        else:
            finite = data[np.isfinite(data)] if kind == "f" else data
            for name, reduce in (("min", np.min), ("max", np.max), ("mean", np.mean)):
                values[name] = _number(reduce(finite)) if finite.size else "no finite value"
        if kind == "f":
            values["NaN count"] = str(int(np.isnan(data).sum()))
            values["Inf count"] = str(int(np.isinf(data).sum()))
        if kind == "b":
            values["true count"] = str(int(array.sum()))
    return [(name, values[name]) for name in names]


def _number(value: Any) -> str:
    if isinstance(value, complex):
        return repr(value)
    number = float(value)
    if math.isfinite(number) and number == int(number) and abs(number) < 2**53:
        return str(int(number))
    return f"{number:.6g}"


def _as_array(value: Any) -> np.ndarray | None:
    if isinstance(value, np.ndarray):
        return value
    if isinstance(value, np.generic):
        return np.asarray(value)
    numpy = getattr(value, "numpy", None)
    if callable(numpy) and hasattr(value, "shape"):
        return np.asarray(numpy())
    return None


class VariableStore:
    """Variable references of one stop: each expandable thing gets a number."""

    def __init__(self, client_pages: bool = False) -> None:
        self.client_pages = client_pages
        self._children: dict[int, Children] = {}

    def clear(self) -> None:
        self._children.clear()

    def _register(self, children: Children) -> int:
        reference = len(self._children) + 1
        self._children[reference] = children
        return reference

    def children(
        self, reference: int, filter: str | None = None, start: int = 0, count: int | None = None
    ) -> list[dict[str, Any]]:
        found = self._children.get(reference)
        if found is None:
            raise KeyError(f"no variable with reference {reference} (the program has moved on)")
        return found(filter, start, count)

    def scope(
        self, items: Mapping[str, Any], types: Mapping[str, ValueType | None] | None = None
    ) -> int:
        """A scope (Locals, Attributes, ...) listing ``items`` by name."""
        entries = list(items.items())
        types = types or {}

        def children(_filter: str | None, start: int, count: int | None) -> list[dict[str, Any]]:
            chosen = entries[start : None if count is None or count == 0 else start + count]
            return [self.variable(name, value, types.get(name)) for name, value in chosen]

        return self._register(children)

    def variable(
        self, name: str, value: Any, value_type: ValueType | None = None
    ) -> dict[str, Any]:
        """One DAP ``Variable`` for ``value``."""
        if isinstance(value_type, OptionalValueType):
            return self._optional(name, value)
        if isinstance(value, (list, tuple)) and all(_as_array(v) is not None for v in value):
            return self._sequence(name, list(value))
        array = _as_array(value)
        if array is None:
            return {
                "name": name,
                "value": preview(value, 200),
                "variablesReference": 0,
                "type": type(value).__name__,
            }
        return self._tensor(name, array)

    def evaluation(self, value: Any) -> dict[str, Any]:
        """The body of an ``evaluate`` response for ``value``."""
        variable = self.variable("result", value)
        body = {"result": variable["value"], "variablesReference": variable["variablesReference"]}
        for key in ("type", "namedVariables", "indexedVariables"):
            if key in variable:
                body[key] = variable[key]
        return body

    # ------------------------------------------------------------------ kinds

    def _tensor(self, name: str, array: np.ndarray) -> dict[str, Any]:
        rows = array.shape[0] if array.ndim else 0

        def children(filter: str | None, start: int, count: int | None) -> list[dict[str, Any]]:
            if filter == "indexed":
                return self._rows(array, start, _stop(start, count, rows))
            named = [
                {"name": key, "value": text, "variablesReference": 0}
                for key, text in statistics(array)
            ]
            if filter == "named":
                return named
            return named + self._grouped_rows(array, 0, rows)

        variable: dict[str, Any] = {
            "name": name,
            "value": preview(array),
            "type": type_text(array),
            "variablesReference": self._register(children),
            "namedVariables": len(statistic_names(array)),
        }
        if rows:
            variable["indexedVariables"] = rows
        return variable

    def _rows(self, array: np.ndarray, start: int, stop: int) -> list[dict[str, Any]]:
        found = []
        for index in range(start, min(stop, array.shape[0])):
            row = array[index]
            if np.ndim(row) == 0:
                found.append({"name": f"[{index}]", "value": _scalar(row), "variablesReference": 0})
            else:
                found.append(self._tensor(f"[{index}]", np.asarray(row)))
        return found

    def _grouped_rows(self, array: np.ndarray, start: int, stop: int) -> list[dict[str, Any]]:
        """Rows start..stop; for clients that do not page, in groups of at most GROUP."""
        size = stop - start
        if self.client_pages or size <= GROUP:
            return self._rows(array, start, stop)
        step = GROUP
        while size > step * GROUP:
            step *= GROUP
        groups = []
        for first in range(start, stop, step):
            last = min(first + step, stop)

            def children(
                _filter: str | None,
                _start: int,
                _count: int | None,
                first: int = first,
                last: int = last,
            ) -> list[dict[str, Any]]:
                return self._grouped_rows(array, first, last)

            groups.append(
                {
                    "name": f"[{first}..{last - 1}]",
                    "value": "",
                    "variablesReference": self._register(children),
                    "presentationHint": {"kind": "virtual"},
                }
            )
        return groups

    def _sequence(self, name: str, items: list[Any]) -> dict[str, Any]:
        def children(filter: str | None, start: int, count: int | None) -> list[dict[str, Any]]:
            if filter == "named":
                return []
            stop = _stop(start, count, len(items)) if filter == "indexed" else len(items)
            first = start if filter == "indexed" else 0
            return [self.variable(f"[{i}]", items[i]) for i in range(first, stop)]

        return {
            "name": name,
            "value": preview(items),
            "type": type_text(items),
            "variablesReference": self._register(children) if items else 0,
            "indexedVariables": len(items),
        }

    def _optional(self, name: str, value: Any) -> dict[str, Any]:
        if value is None:
            return {
                "name": name,
                "value": "Optional: empty",
                "type": "Optional",
                "variablesReference": 0,
            }

        def children(_filter: str | None, _start: int, _count: int | None) -> list[dict[str, Any]]:
            return [self.variable("value", value)]

        return {
            "name": name,
            "value": f"Optional: {preview(value)}",
            "type": f"Optional[{type_text(value)}]",
            "variablesReference": self._register(children),
            "namedVariables": 1,
        }


def _stop(start: int, count: int | None, total: int) -> int:
    return total if not count else min(total, start + count)


def _scalar(value: Any) -> str:
    """One element as numpy prints it alone (``0.1`` for float32, not its float64 digits)."""
    element = np.asarray(value)[()]
    if isinstance(element, (bytes, str)):
        text = element.decode("utf-8", "replace") if isinstance(element, bytes) else element
        return repr(text)
    return str(element)
