"""Operator documentation as Markdown: the one renderer used by the stubs and the editor.

Hover, completion and signature help show ``op_markdown``; the type stubs put ``op_docstring`` in
every operator's docstring, the same text with each description written once (see there).
Everything here is a pure function of an ``OpSchema``.
"""

from __future__ import annotations

import inspect
import math
import re
from dataclasses import dataclass
from typing import Any

import numpy as np

from onnxscribe.core import schemas
from onnxscribe.core.schemas import AttributeSpec, AttrKind, FormalParam, OpSchema
from onnxscribe.core.types import dtype_from_type_string, dtype_name

ONNX_DOCS_BASE = "https://github.com/onnx/onnx/blob/main/docs/"
"""Where the relative links in onnx's operator docs (``Broadcasting.md``, ``IR.md``) point."""

# --------------------------------------------------------------------------- Python-side names

_ATTRIBUTE_TYPES = {
    AttrKind.INT: "int",
    AttrKind.FLOAT: "float",
    AttrKind.STRING: "str",
    AttrKind.INTS: "Sequence[int]",
    AttrKind.FLOATS: "Sequence[float]",
    AttrKind.STRINGS: "Sequence[str]",
    AttrKind.TENSOR: "TensorData",
    AttrKind.TENSORS: "Sequence[TensorData]",
    AttrKind.SPARSE_TENSOR: "SparseTensorData",
    AttrKind.SPARSE_TENSORS: "Sequence[SparseTensorData]",
    AttrKind.GRAPH: "GraphBody",
    AttrKind.GRAPHS: "Sequence[GraphBody]",
    AttrKind.TYPE_PROTO: "TypeSpec",
    AttrKind.TYPE_PROTOS: "Sequence[TypeSpec]",
}
"""Python annotation of each attribute kind. ``TensorData``, ``GraphBody``, ``SparseTensorData`` and
``TypeSpec`` are defined in the stubs' ``_types`` module."""


def attribute_python_type(attribute: AttributeSpec | AttrKind) -> str:
    """The Python annotation of an attribute (or attribute kind): ``int``, ``Sequence[float]``,
    ``TensorData``, ..."""
    kind = attribute if isinstance(attribute, AttrKind) else attribute.kind
    return _ATTRIBUTE_TYPES[kind]


def python_literal(value: Any) -> str:
    """A Python expression for an attribute default: ``0``, ``1e-05``, ``'NOTSET'``, ``[1, 1]``."""
    if isinstance(value, bool):
        return repr(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _float_literal(value)
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(python_literal(item) for item in value) + "]"
    return "..."


def _float_literal(value: float) -> str:
    if math.isnan(value):
        return "float('nan')"
    if math.isinf(value):
        return "float('inf')" if value > 0 else "float('-inf')"
    # Attribute defaults are stored as float32: print the shortest text that round-trips in float32.
    return repr(float(str(np.float32(value))))


def python_param_names(schema: OpSchema) -> list[str]:
    """Python parameter names of the inputs, in order: the schema's, made valid and unique.

    A trailing ``...`` (Split-1's ``outputs...``) is dropped; an input whose name is also an
    attribute's gets an ``_input`` suffix.
    """
    names: list[str] = []
    for param in schema.inputs:
        name = _identifier(param.name)
        while name in schema.attributes or name in names:
            name += "_input"
        names.append(name)
    return names


def python_output_names(schema: OpSchema) -> list[str]:
    return [_identifier(param.name) for param in schema.outputs]


def _identifier(name: str) -> str:
    cleaned = re.sub(r"\W", "_", name.replace("...", "")).strip("_") or "value"
    return cleaned if not cleaned[0].isdigit() else "_" + cleaned


def type_display(type_str: str) -> str:
    """A schema type string as the dialect writes it: ``tensor(float)`` -> ``FLOAT``,
    ``seq(tensor(int64))`` -> ``Sequence[INT64]``; constraint names (``T``) are kept."""
    if type_str.startswith("tensor(") and type_str.endswith(")"):
        dtype = dtype_from_type_string(type_str)
        return dtype_name(dtype) if dtype is not None else type_str
    for prefix, wrapper in (("seq(", "Sequence"), ("optional(", "Optional")):
        if type_str.startswith(prefix) and type_str.endswith(")"):
            return f"{wrapper}[{type_display(type_str[len(prefix) : -1])}]"
    return type_str


# --------------------------------------------------------------------------- signatures


@dataclass(frozen=True)
class ParameterDoc:
    """One parameter of an operator's signature, as shown in signature help."""

    name: str
    """The Python name (keyword to pass it by)."""
    label: str
    """Its text in the signature, e.g. ``shape: INT64`` or ``allowzero: int = 0``."""
    is_attribute: bool
    documentation: str


@dataclass(frozen=True)
class OpSignature:
    label: str
    """The whole signature: ``Reshape(data: T, shape: INT64, *, allowzero: int = 0) -> T``."""
    parameters: tuple[ParameterDoc, ...]
    returns: str


def input_label(schema: OpSchema, param: FormalParam, python_name: str) -> str:
    annotation = type_display(param.type_str)
    if param.is_variadic:
        return f"*{python_name}: {annotation}"
    if param.is_optional:
        return f"{python_name}: {annotation} | None = None"
    return f"{python_name}: {annotation}"


def ordered_attributes(schema: OpSchema) -> list[AttributeSpec]:
    """Attributes in signature order: required ones first, then by name."""
    return sorted(schema.attributes.values(), key=lambda spec: (not spec.required, spec.name))


def attribute_label(spec: AttributeSpec) -> str:
    label = f"{spec.name}: {attribute_python_type(spec)}"
    if spec.has_default:
        return f"{label} = {python_literal(spec.default)}"
    if not spec.required:
        return f"{label} | None = None"
    return label


def returns_display(schema: OpSchema) -> str:
    outputs = schema.outputs
    if not outputs:
        return "None"
    if len(outputs) == 1:
        shown = type_display(outputs[0].type_str)
        return f"tuple[{shown}, ...]" if outputs[0].is_variadic else shown
    parts = [type_display(p.type_str) + (", ..." if p.is_variadic else "") for p in outputs]
    return "tuple[" + ", ".join(parts) + "]"


def op_signature_parts(schema: OpSchema) -> OpSignature:
    parameters: list[ParameterDoc] = []
    for param, name in zip(schema.inputs, python_param_names(schema), strict=True):
        parameters.append(
            ParameterDoc(
                name, input_label(schema, param, name), False, _one_line(param.description)
            )
        )
    for spec in ordered_attributes(schema):
        parameters.append(
            ParameterDoc(spec.name, attribute_label(spec), True, _one_line(spec.description))
        )
    labels = [p.label for p in parameters]
    has_variadic = any(p.is_variadic for p in schema.inputs)
    first_attribute = next((i for i, p in enumerate(parameters) if p.is_attribute), None)
    if first_attribute is not None and not has_variadic:
        labels.insert(first_attribute, "*")
    returns = returns_display(schema)
    label = f"{schema.name}({', '.join(labels)}) -> {returns}"
    return OpSignature(label, tuple(parameters), returns)


def op_signature(schema: OpSchema) -> str:
    """Python-like signature: inputs positional, attributes keyword-only with types and defaults."""
    return op_signature_parts(schema).label


# --------------------------------------------------------------------------- documentation


def op_header(schema: OpSchema) -> str:
    """``[Add - 14](https://onnx.ai/...) · ai.onnx · since opset 14``."""
    url = schemas.operator_url(schema)
    domain = schemas.display_domain(schema.domain)
    return (
        f"[{schema.name} - {schema.since_version}]({url}) · {domain} · "
        f"since opset {schema.since_version}"
    )


_REPLACEMENTS = {
    ("", "Upsample"): "Resize",
    ("", "Scatter"): "ScatterElements",
    ("ai.onnx.ml", "TreeEnsembleClassifier"): "TreeEnsemble",
    ("ai.onnx.ml", "TreeEnsembleRegressor"): "TreeEnsemble",
}


def deprecation_advice(schema: OpSchema) -> str | None:
    """What to use instead of a deprecated operator (None when it is not deprecated)."""
    if not schema.deprecated:
        return None
    replacement = _REPLACEMENTS.get((schema.domain, schema.name))
    if replacement is None:
        match = re.search(r"[Pp]lease use (\w+)", schema.doc)
        replacement = match.group(1) if match else None
    if replacement is not None and replacement != schema.name:
        return f"use {replacement}"
    later = [
        v for v in schemas.versions_with(schema.name, schema.domain) if v > schema.since_version
    ]
    if later:
        return f"use {schema.name} from opset {later[0]} on"
    return "it has no replacement in this opset"


def op_summary(schema: OpSchema) -> str:
    """One line: the first sentence of the operator's documentation."""
    text = doc_to_markdown(schema.doc)
    paragraph = ""
    for block in re.split(r"\n\s*\n", text):
        stripped = block.strip()
        if stripped and not stripped.startswith(("```", "|", "#")):
            paragraph = stripped
            break
    line = _plain(" ".join(paragraph.split()))
    match = re.match(r"(.+?[.!?])(\s|$)", line)
    summary = match.group(1) if match else line
    if len(summary) > 160:
        summary = summary[:157].rstrip() + "..."
    return summary


def op_markdown(schema: OpSchema) -> str:
    """The full documentation: header with link, the doc, Args, Returns and Type constraints."""
    sections = [op_header(schema)]
    advice = deprecation_advice(schema)
    if advice is not None:
        sections.append(f"**Deprecated**: {advice}.")
    body = doc_to_markdown(schema.doc)
    if body:
        sections.append(body)
    return "\n\n".join([*sections, *_reference_sections(schema)])


def _reference_sections(schema: OpSchema) -> list[str]:
    sections = []
    args = _args_section(schema)
    if args:
        sections.append("Args:\n" + "\n".join(args))
    if schema.outputs:
        sections.append("Returns:\n" + "\n".join(_returns_lines(schema)))
    if schema.type_constraints:
        sections.append("Type constraints:\n" + "\n".join(_constraint_lines(schema)))
    return sections


def described_in(schema: OpSchema) -> OpSchema | None:
    """The newest later version of the operator whose documentation is word for word that of
    ``schema`` (and which is not deprecated); None when there is none."""
    later = [
        each
        for each in schemas.history(schema.name, schema.domain)
        if each.since_version > schema.since_version
        and each.doc == schema.doc
        and not each.deprecated
    ]
    return later[-1] if later else None


def stub_markdown(schema: OpSchema) -> str:
    """``op_markdown`` with each description written once across the versions of an operator.

    A version whose description a later version repeats links to the newest such version instead
    of repeating it; a deprecated version (which the converter refuses) has only its header and
    what to use instead. Most versions of an operator differ from the next only in their types,
    so the stubs would otherwise carry the same text several times.
    """
    header = op_header(schema)
    advice = deprecation_advice(schema)
    if advice is not None:
        return f"{header}\n\n**Deprecated**: {advice}."
    later = described_in(schema)
    if later is None:
        return op_markdown(schema)
    link = f"[{later.name} - {later.since_version}]({schemas.operator_url(later)})"
    sections = [header, f"Described at {link}, whose documentation is the same."]
    return "\n\n".join([*sections, *_reference_sections(schema)])


def op_docstring(schema: OpSchema) -> str:
    """``stub_markdown`` for a stub docstring.

    pyright (and so Pylance) renders docstrings itself and escapes Markdown emphasis and ``<``, so
    the docstring keeps links, code and lists but no ``**bold**`` and no ``\\<`` escapes.
    """
    lines = []
    in_fence = False
    for line in stub_markdown(schema).split("\n"):
        if _FENCE.match(line):
            in_fence = not in_fence
        elif not in_fence:
            parts = re.split(r"(`[^`]+`)", line)
            line = "".join(
                part if index % 2 else _unbold(part).replace("\\<", "<")
                for index, part in enumerate(parts)
            )
        lines.append(line)
    return "\n".join(lines)


def _formal_param_lines(params: tuple[FormalParam, ...], names: list[str]) -> list[str]:
    lines = []
    for param, name in zip(params, names, strict=True):
        kind = type_display(param.type_str)
        if param.is_variadic:
            kind = f"variadic {kind}"
        elif param.is_optional:
            kind = f"optional {kind}"
        lines.append(_item(name, kind, param.description))
    return lines


def _args_section(schema: OpSchema) -> list[str]:
    lines = _formal_param_lines(schema.inputs, python_param_names(schema))
    for spec in ordered_attributes(schema):
        kind = attribute_python_type(spec)
        if spec.has_default:
            kind += f", default {python_literal(spec.default)}"
        elif spec.required:
            kind += ", required"
        else:
            kind += ", optional"
        lines.append(_item(spec.name, kind, spec.description))
    return lines


def _returns_lines(schema: OpSchema) -> list[str]:
    return _formal_param_lines(schema.outputs, python_output_names(schema))


def _constraint_lines(schema: OpSchema) -> list[str]:
    lines = []
    for constraint in schema.type_constraints.values():
        allowed = ", ".join(type_display(t) for t in constraint.allowed)
        description = _one_line(constraint.description)
        suffix = f": {description}" if description else ""
        lines.append(f"- **{constraint.name}** in ({allowed}){suffix}")
    return lines


def _item(name: str, kind: str, description: str) -> str:
    text = _one_line(description)
    return f"- **{name}** ({kind})" + (f": {text}" if text else "")


def _plain(markdown: str) -> str:
    """Markdown reduced to plain text for one-line displays."""
    text = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", markdown)
    text = _unbold(text).replace("\\<", "<")
    return text


_BOLD = re.compile(r"(?<![\w*])\*\*(?=\S)(.+?)(?<=\S)\*\*(?![\w*])")


def _unbold(text: str) -> str:
    """``**bold**`` -> ``bold``; ``alpha**T`` (a power in a formula) is left alone."""
    return _BOLD.sub(r"\1", text)


def _one_line(text: str) -> str:
    """A description on one line, with the same inline Markdown fixes as the body."""
    converted = _inline(" ".join(text.replace("<br>", " ").split()))
    return converted.strip()


# --------------------------------------------------------------------------- doc text to Markdown

_FENCE = re.compile(r"^\s*```")
_BREAK = re.compile(r"<br\s*/?>[ \t]*", re.IGNORECASE)
_HTML_PAIRS = (
    (re.compile(r"<(i|em)>(.*?)</\1>", re.IGNORECASE), r"*\2*"),
    (re.compile(r"<(b|strong)>(.*?)</\1>", re.IGNORECASE), r"**\2**"),
    (re.compile(r"<code>(.*?)</code>", re.IGNORECASE), r"`\1`"),
)
_REST_LITERAL = re.compile(r"``([^`]+)``")
_RELATIVE_LINK = re.compile(r"\]\((?![a-z]+:|#)([^)\s]+)\)")
_ANGLE = re.compile(r"(?<!\\)<(?![a-z]+://)(?=[A-Za-z/])")


def doc_to_markdown(doc: str) -> str:
    """An operator doc as Markdown: dedented, reST literals and literal blocks, HTML line breaks
    and tags converted, stray ``<`` escaped, relative links made absolute. Fenced code is kept."""
    text = inspect.cleandoc(doc.expandtabs(4))
    out: list[str] = []
    in_fence = False
    literal_indent: int | None = None
    for line in text.split("\n"):
        if _FENCE.match(line):
            in_fence = not in_fence
            out.append(line)
            continue
        if in_fence:
            out.append(line)
            continue
        if literal_indent is not None:
            literal_indent = _continue_literal_block(out, line, literal_indent)
            if literal_indent is not None:
                continue
        if line.rstrip().endswith("::") and not line.strip().startswith("|"):
            stripped = line.rstrip()[:-2].rstrip()
            out.append(_inline(stripped + ":") if stripped else "")
            literal_indent = -1
            continue
        out.append(_inline(line))
    if literal_indent is not None and literal_indent >= 0:
        out.append("```")
    return re.sub(r"\n{3,}", "\n\n", "\n".join(out)).strip()


def _continue_literal_block(out: list[str], line: str, indent: int) -> int | None:
    """Feed one line to a reST literal block (``::`` then an indented block) rendered as a fence.

    ``indent`` is -1 before the block's first line. Returns the block's indent while it goes on,
    None once the line ends it (the caller then handles the line normally).
    """
    if not line.strip():
        out.append("")
        return indent
    current = len(line) - len(line.lstrip())
    if indent == -1:
        if current == 0:
            return None
        while out and not out[-1]:
            out.pop()
        out.extend(["", "```"])
        out.append(line[current:])
        return current
    if current >= indent:
        out.append(line[indent:])
        return indent
    while out and not out[-1]:
        out.pop()
    out.extend(["```", ""])
    return None


def _inline(line: str) -> str:
    """Inline conversions on text outside code spans."""
    line = _BREAK.sub("\n\n", line)
    parts = re.split(r"(``[^`]+``|`[^`]+`)", line)
    for index, part in enumerate(parts):
        if index % 2 == 1:
            parts[index] = _REST_LITERAL.sub(r"`\1`", part)
            continue
        for pattern, replacement in _HTML_PAIRS:
            part = pattern.sub(replacement, part)
        part = _RELATIVE_LINK.sub(lambda m: f"]({ONNX_DOCS_BASE}{m.group(1)})", part)
        part = _ANGLE.sub(r"\\<", part)
        parts[index] = part
    return "".join(parts)
