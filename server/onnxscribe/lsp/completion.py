"""Completion: the ops of the imported opset after ``op.``, attribute names inside an op call.

Works from the text alone, so it answers while the user types code that does not parse yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from onnxscribe.core import opdocs, schemas
from onnxscribe.lsp import ops, textual
from onnxscribe.lsp.textual import OpsetAlias

OP = "op"
ATTRIBUTE = "attribute"
INPUT = "input"


@dataclass(frozen=True)
class Candidate:
    kind: str
    """``op``, ``attribute`` or ``input``."""
    label: str
    insert_text: str
    detail: str
    deprecated: bool = False
    domain: str = ""
    version: int = 0
    """For ops: the opset the documentation is resolved against (``completionItem/resolve``)."""
    sort_text: str | None = None


def complete(lines: list[str], line: int, character: int) -> list[Candidate]:
    """Candidates at a 0-based (line, character) position (characters, not code units)."""
    if not 0 <= line < len(lines):
        return []
    text = lines[line]
    aliases = textual.opset_aliases("\n".join(lines))
    member = textual.member_prefix_before(text, character)
    if member is not None:
        alias = aliases.get(member[0])
        if alias is not None:
            return op_candidates(alias)
        return []
    context = textual.call_context(lines, line, character)
    if context is None or not context.at_argument_start:
        return []
    resolved = textual.resolve_callee(context.callee, aliases)
    if resolved is None:
        return []
    alias, name = resolved
    schema = ops.resolve_op(alias, name)
    if schema is None:
        return []
    return argument_candidates(schema, context)


def op_candidates(alias: OpsetAlias) -> list[Candidate]:
    found = []
    for name, schema in sorted(ops.ops_of(alias).items()):
        summary = opdocs.op_summary(schema)
        if schema.deprecated:
            advice = opdocs.deprecation_advice(schema)
            summary = f"deprecated: {advice}" if advice else "deprecated"
        found.append(
            Candidate(
                OP,
                name,
                name,
                summary,
                deprecated=schema.deprecated,
                domain=alias.domain,
                version=alias.version,
                sort_text=("1" if schema.deprecated else "0") + name,
            )
        )
    return found


def argument_candidates(schema: schemas.OpSchema, context: textual.CallContext) -> list[Candidate]:
    """Attribute names (with type and default) not given yet; then inputs by keyword."""
    used = set(context.keywords_used)
    found = []
    for spec in opdocs.ordered_attributes(schema):
        if spec.name in used:
            continue
        found.append(
            Candidate(
                ATTRIBUTE,
                f"{spec.name}=",
                f"{spec.name}=",
                opdocs.attribute_label(spec),
                sort_text="0" + spec.name,
            )
        )
    input_names = opdocs.python_param_names(schema)
    for index, (param, python_name) in enumerate(zip(schema.inputs, input_names, strict=True)):
        if python_name in used or index < context.positional_count or param.is_variadic:
            continue
        found.append(
            Candidate(
                INPUT,
                f"{python_name}=",
                f"{python_name}=",
                opdocs.input_label(schema, param, python_name),
                sort_text="1" + python_name,
            )
        )
    return found


def op_documentation(domain: str, version: int, name: str) -> str | None:
    schema = schemas.lookup(name, version, domain)
    if schema is None:
        return None
    return ops.op_hover_markdown(schema, domain, version)
