"""Hover: operator docs, value types, script function signatures, tensor types, diagnostic codes.

A pure function of the document text, the latest document data from the worker (which may be of
an older version or missing) and the diagnostics under the cursor. Operators and tensor types are
read from the text, so they show even when the file does not parse.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from dataclasses import dataclass

from onnxscribe.core import types as onnx_types
from onnxscribe.core.diagnostics import Span
from onnxscribe.lsp import ops, textual
from onnxscribe.lsp.data import DocumentData
from onnxscribe.lsp.diagnostics import code_entry_markdown


@dataclass(frozen=True)
class HoverResult:
    markdown: str
    span: Span | None = None
    """The hovered source range (1-based lines and character columns), when known."""


def hover(
    lines: list[str],
    line: int,
    column: int,
    data: DocumentData | None,
    diagnostic_codes: Sequence[str] = (),
) -> HoverResult | None:
    """What to show at a 1-based line and character column.

    ``data`` must belong to the current text (the caller checks); None when it does not.
    """
    sections: list[str] = []
    span: Span | None = None
    for code in dict.fromkeys(diagnostic_codes):
        entry = code_entry_markdown(code)
        if entry:
            sections.append(entry)
    found = _describe(lines, line, column, data)
    if found is not None:
        sections.append(found.markdown)
        span = found.span
    if not sections:
        return None
    return HoverResult("\n\n---\n\n".join(sections), span)


def _describe(
    lines: list[str], line: int, column: int, data: DocumentData | None
) -> HoverResult | None:
    if not 1 <= line <= len(lines):
        return None
    text = lines[line - 1]
    word = textual.dotted_name_at(text, column - 1)
    if word is None:
        return None
    word_span = Span(None, line, word.start + 1, line, word.end + 1)
    if word.qualifier:
        aliases = textual.opset_aliases("\n".join(lines))
        alias = aliases.get(word.qualifier)
        if alias is not None:
            schema = ops.resolve_op(alias, word.name)
            if schema is not None:
                return HoverResult(
                    ops.op_hover_markdown(schema, alias.domain, alias.version), word_span
                )
    if word.name.isupper():  # tensor types (FLOAT, INT64, ...) are upper case
        described = tensor_type_markdown(text, word.start, word.end)
        if described is not None:
            return HoverResult(described, word_span)
    if data is not None:
        entry = data.hover_at(line, column)
        if entry is not None:
            return HoverResult(entry.markdown, entry.span)
    return None


# --------------------------------------------------------------------------- tensor types


def _tensor_type_names() -> dict[str, int]:
    return {cls.base_name(): cls.dtype for cls in onnx_types.ALL_TENSOR_TYPES}


_SUBSCRIPT = re.compile(r"\s*\[([^\[\]]*)\]")


def tensor_type_markdown(text: str, start: int, end: int) -> str | None:
    """What ``FLOAT``, ``FLOAT["N", 3]``, ``FLOAT[...]`` means, for the annotation at ``start:end``."""
    name = text[start:end]
    dtype = _tensor_type_names().get(name)
    if dtype is None:
        return None
    element = _element_description(dtype)
    subscript = _SUBSCRIPT.match(text, end)
    if subscript is None:
        written = name
        meaning = f"A scalar (rank 0) tensor of {element}."
    else:
        written = name + "[" + subscript.group(1).strip() + "]"
        inside = subscript.group(1).strip()
        dims = _parse_dims(inside)
        if inside == "...":
            meaning = f"A tensor of {element} of unknown rank (any shape)."
        elif dims is None:
            return f"`{written}`: a tensor of {element}; the dimensions are not valid (use ints, names, None or ...)."
        else:
            described = [_dim_description(d) for d in dims]
            meaning = f"A tensor of {element} of rank {len(dims)}: " + ", ".join(described) + "."
            if any(isinstance(d, str) for d in dims):
                meaning += (
                    " A named dimension is the same size wherever the name appears in the function."
                )
    return f"```python\n{written}\n```\n\n{meaning}\n\n`{name}.dtype` is `{dtype}` (`TensorProto.{name}`)."


def _element_description(dtype: int) -> str:
    try:
        numpy_name = str(onnx_types.numpy_dtype(dtype))
    except (KeyError, TypeError, ValueError):
        numpy_name = ""
    label = onnx_types.dtype_name(dtype)
    return f"{label} elements" + (
        f" (numpy `{numpy_name}`)" if numpy_name and numpy_name != "object" else ""
    )


def _parse_dims(inside: str) -> tuple[int | str | None, ...] | None:
    stripped = inside.strip()
    try:
        value = ast.literal_eval(f"({stripped},)")
    except (ValueError, SyntaxError):
        return None
    for dim in value:
        if not (
            dim is None
            or isinstance(dim, str)
            or (isinstance(dim, int) and not isinstance(dim, bool) and dim >= 0)
        ):
            return None
    return tuple(value)


def _dim_description(dim: object) -> str:
    if dim is None:
        return "one dimension of unknown size"
    if isinstance(dim, str):
        return f'"{dim}" (a named size)'
    return f"{dim}"
