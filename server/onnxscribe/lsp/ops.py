"""Operators as the editor features see them: resolved from the text, documented by ``opdocs``."""

from __future__ import annotations

from onnxscribe.core import opdocs, schemas
from onnxscribe.core.schemas import OpSchema
from onnxscribe.lsp.textual import OpsetAlias


def resolve_op(alias: OpsetAlias, name: str) -> OpSchema | None:
    return schemas.lookup(name, alias.version, alias.domain)


def ops_of(alias: OpsetAlias) -> dict[str, OpSchema]:
    return dict(schemas.ops_at(alias.version, alias.domain))


def opset_label(domain: str, version: int) -> str:
    return f"{schemas.display_domain(domain)} version {version}"


def op_hover_markdown(schema: OpSchema, domain: str, version: int) -> str:
    """Signature for the imported version, the full documentation, and where the schema comes from."""
    parts = ["```python", opdocs.op_signature(schema), "```", ""]
    note = f"Imported opset: {opset_label(domain, version)}"
    if schema.since_version != version:
        note += f" (this schema since version {schema.since_version})"
    parts += [note, ""]
    parts.append(opdocs.op_markdown(schema))
    return "\n".join(parts)
