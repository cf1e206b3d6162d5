"""Signature help for op calls (``op.Reshape(x, |``) and calls of script functions."""

from __future__ import annotations

from dataclasses import dataclass

from onnxscribe.core import opdocs
from onnxscribe.core.schemas import OpSchema
from onnxscribe.lsp import ops, textual
from onnxscribe.lsp.data import DocumentData


@dataclass(frozen=True)
class Parameter:
    label: str
    start: int
    """Offsets of the parameter inside the signature label (characters, end exclusive)."""
    end: int
    documentation: str


@dataclass(frozen=True)
class Signature:
    label: str
    documentation: str
    parameters: tuple[Parameter, ...]
    active_parameter: int | None


def signature_help(
    lines: list[str], line: int, character: int, data: DocumentData | None = None
) -> Signature | None:
    """The signature of the call around a 0-based (line, character) position."""
    context = textual.call_context(lines, line, character)
    if context is None:
        return None
    aliases = textual.opset_aliases("\n".join(lines))
    resolved = textual.resolve_callee(context.callee, aliases)
    if resolved is not None:
        alias, name = resolved
        schema = ops.resolve_op(alias, name)
        if schema is None:
            return None
        return _op_signature(schema, context)
    if data is not None and "." not in context.callee:
        return _function_signature(data, context)
    return None


def _op_signature(schema: OpSchema, context: textual.CallContext) -> Signature:
    parts = opdocs.op_signature_parts(schema)
    parameters = []
    cursor = parts.label.index("(") + 1
    for param in parts.parameters:
        start = parts.label.index(param.label, cursor)
        parameters.append(
            Parameter(param.label, start, start + len(param.label), param.documentation)
        )
        cursor = start + len(param.label)
    active = _active(
        [p.name for p in parts.parameters],
        [p.is_attribute for p in parts.parameters],
        [p.label.startswith("*") for p in parts.parameters],
        context,
    )
    return Signature(parts.label, opdocs.op_summary(schema), tuple(parameters), active)


def _active(
    names: list[str],
    is_attribute: list[bool],
    is_variadic: list[bool],
    context: textual.CallContext,
) -> int | None:
    if context.keyword is not None:
        return names.index(context.keyword) if context.keyword in names else None
    positional = [i for i, attribute in enumerate(is_attribute) if not attribute]
    if not positional:
        return None
    index = context.argument_index
    if index < len(positional):
        return positional[index]
    if is_variadic[positional[-1]]:
        return positional[-1]
    return None


def _function_signature(data: DocumentData, context: textual.CallContext) -> Signature | None:
    target = data.function_named(context.callee)
    if target is None:
        return None
    label = target.signature
    inside = label[label.index("(") + 1 : label.rindex(")")]
    offset = label.index("(") + 1
    parameters = []
    names = []
    for piece in _split_top_level(inside):
        start = label.index(piece, offset)
        parameters.append(Parameter(piece, start, start + len(piece), ""))
        names.append(piece.split(":")[0].strip())
        offset = start + len(piece)
    active = _active(names, [False] * len(names), [False] * len(names), context)
    return Signature(label, target.doc, tuple(parameters), active)


def _split_top_level(text: str) -> list[str]:
    pieces, depth, current = [], 0, ""
    for char in text:
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        if char == "," and depth == 0:
            pieces.append(current.strip())
            current = ""
        else:
            current += char
    if current.strip():
        pieces.append(current.strip())
    return pieces
