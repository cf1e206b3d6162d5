"""Python names for ONNX value, function and graph names.

A name that is already a valid identifier is kept; any other becomes one (the writer keeps the
original in a comment). Names Python gives a meaning of its own (``__class__``, ``__file__``)
are never kept: on the module or on ``DATA`` they would reach that meaning instead of the value.
Every name handed out is unique within its ``Namer``.
"""

from __future__ import annotations

import keyword
import re

_NOT_IDENTIFIER = re.compile(r"\W+")

RESERVED = frozenset(
    {
        *keyword.kwlist,
        *keyword.softkwlist,
        # builtins that the dialect or the generated module gives a meaning
        "range",
        "print",
        "int",
        "float",
        "str",
        "bool",
        "list",
        "tuple",
        "len",
        "math",
        "np",
        "onnx",
        "op",
        "script",
        "graph",
        "Opset",
        "Optional",
        "Sequence",
        "DATA",
        "Path",
        "SimpleNamespace",
    }
)
"""Names the generated module itself uses, which no value may shadow."""


def is_identifier(name: str) -> bool:
    """Whether ``name`` can be written as it is: an ASCII identifier, not a keyword, not a
    ``__dunder__`` name."""
    return (
        name.isidentifier()
        and not keyword.iskeyword(name)
        and name.isascii()
        and not (name.startswith("__") and name.endswith("__"))
    )


def identifier(name: str, fallback: str = "v") -> str:
    """``name`` made an identifier: runs of other characters become ``_``."""
    cleaned = _NOT_IDENTIFIER.sub("_", name.encode("ascii", "replace").decode()).strip("_")
    if not cleaned:
        cleaned = fallback
    if cleaned[0].isdigit():
        cleaned = f"{fallback}_{cleaned}"
    if keyword.iskeyword(cleaned) or keyword.issoftkeyword(cleaned):
        cleaned += "_"
    return cleaned


class Namer:
    """Hands out unique identifiers; the same ONNX name always gets the same identifier."""

    def __init__(self, taken: frozenset[str] | set[str] = RESERVED) -> None:
        self._taken: set[str] = set(taken)
        self._given: dict[str, str] = {}

    def name(self, onnx_name: str, fallback: str = "v") -> str:
        found = self._given.get(onnx_name)
        if found is not None:
            return found
        chosen = self.fresh(
            onnx_name if is_identifier(onnx_name) else identifier(onnx_name, fallback)
        )
        self._given[onnx_name] = chosen
        return chosen

    def fresh(self, base: str) -> str:
        """A new identifier that starts with ``base`` (``base``, ``base_1``, ``base_2``...)."""
        chosen = base
        counter = 0
        while chosen in self._taken:
            counter += 1
            chosen = f"{base}_{counter}"
        self._taken.add(chosen)
        return chosen

    def alias(self, onnx_name: str, identifier: str) -> None:
        """Gives ``onnx_name`` an identifier already handed out (a branch's result written
        straight into the variable that holds it after the ``if``)."""
        self._given[onnx_name] = identifier

    def reserve(self, name: str) -> None:
        self._taken.add(name)

    def is_taken(self, name: str) -> bool:
        return name in self._taken

    def taken(self) -> frozenset[str]:
        return frozenset(self._taken)

    def known(self, onnx_name: str) -> str | None:
        return self._given.get(onnx_name)

    def was_changed(self, onnx_name: str) -> bool:
        """Whether ``onnx_name`` was given a different identifier."""
        found = self._given.get(onnx_name)
        return found is not None and found != onnx_name

    def renamed(self) -> dict[str, str]:
        """ONNX name -> identifier for every name that had to change."""
        return {k: v for k, v in self._given.items() if k != v}
