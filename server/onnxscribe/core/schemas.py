"""The one view of ``onnx.defs`` used by the whole project.

Opsets, the converter, the checker, the stub generator and the editor features all read operator
schemas through this module. It is built lazily on first use; every lookup after that is a dict hit.
"""

from __future__ import annotations

import difflib
import enum
import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import onnx
import onnx.defs
from onnx.onnx_cpp2py_export import defs as cdefs

AI_ONNX = ""

BROADCASTING_OPS = frozenset(
    [
        "Add",
        "Sub",
        "Mul",
        "Div",
        "Pow",
        "Mod",
        "And",
        "Or",
        "Xor",
        "Equal",
        "Less",
        "LessOrEqual",
        "Greater",
        "GreaterOrEqual",
        "BitShift",
        "BitwiseAnd",
        "BitwiseOr",
        "BitwiseXor",
        "Max",
        "Min",
        "Sum",
        "Mean",
        "Where",
        "PRelu",
    ]
)
"""The ai.onnx operators whose one output has the broadcast shape of all their inputs."""
"""The default domain; ``ai.onnx`` is accepted everywhere as a spelling of it."""


def normalize_domain(domain: str) -> str:
    return "" if domain == "ai.onnx" else domain


def display_domain(domain: str) -> str:
    return domain or "ai.onnx"


class ParamOption(enum.Enum):
    SINGLE = "single"
    OPTIONAL = "optional"
    VARIADIC = "variadic"


class AttrKind(enum.Enum):
    """Attribute types, named as in ``onnx.AttributeProto.AttributeType``."""

    FLOAT = "FLOAT"
    INT = "INT"
    STRING = "STRING"
    TENSOR = "TENSOR"
    GRAPH = "GRAPH"
    SPARSE_TENSOR = "SPARSE_TENSOR"
    TYPE_PROTO = "TYPE_PROTO"
    FLOATS = "FLOATS"
    INTS = "INTS"
    STRINGS = "STRINGS"
    TENSORS = "TENSORS"
    GRAPHS = "GRAPHS"
    SPARSE_TENSORS = "SPARSE_TENSORS"
    TYPE_PROTOS = "TYPE_PROTOS"

    @property
    def proto_type(self) -> onnx.AttributeProto.AttributeType:
        return _ATTRIBUTE_PROTO_TYPES[self]

    @property
    def is_list(self) -> bool:
        return self.value.endswith("S") and self.value != "TYPE_PROTO"


_ATTRIBUTE_KINDS: dict[onnx.defs.OpSchema.AttrType, AttrKind] = {
    getattr(onnx.defs.OpSchema.AttrType, kind.value): kind for kind in AttrKind
}
"""The kind of each attribute type of onnx's schemas (an enum of the same names)."""

_ATTRIBUTE_PROTO_TYPES: dict[AttrKind, onnx.AttributeProto.AttributeType] = {
    kind: getattr(onnx.AttributeProto.AttributeType, kind.value) for kind in AttrKind
}


@dataclass(frozen=True)
class FormalParam:
    """One input or output of an operator."""

    name: str
    type_str: str
    """A type constraint name (``T``) or a concrete type string (``tensor(int64)``)."""
    option: ParamOption
    homogeneous: bool
    min_arity: int
    description: str
    is_optional: bool = field(init=False, repr=False, compare=False)
    is_variadic: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # read for every argument of every call: kept as plain fields, not properties
        object.__setattr__(self, "is_optional", self.option is ParamOption.OPTIONAL)
        object.__setattr__(self, "is_variadic", self.option is ParamOption.VARIADIC)


@dataclass(frozen=True)
class TypeConstraint:
    name: str
    allowed: tuple[str, ...]
    """Allowed type strings, e.g. ``tensor(float)``, ``seq(tensor(int64))``, ``optional(...)``."""
    description: str


@dataclass(frozen=True)
class AttributeSpec:
    name: str
    kind: AttrKind
    required: bool
    default: Any
    """The default as a Python value (None when there is none)."""
    has_default: bool
    description: str


@dataclass(frozen=True)
class OpSchema:
    """An operator as it is in force from ``since_version`` on, in one domain."""

    name: str
    domain: str
    since_version: int
    doc: str
    deprecated: bool
    inputs: tuple[FormalParam, ...]
    outputs: tuple[FormalParam, ...]
    type_constraints: Mapping[str, TypeConstraint]
    attributes: Mapping[str, AttributeSpec]
    min_input: int
    max_input: int
    min_output: int
    max_output: int
    proto: onnx.defs.OpSchema = field(repr=False, compare=False)
    attribute_order: tuple[str, ...] = ()
    """The attributes in the order onnx declares them: positional arguments past the inputs bind
    to them in this order (as onnxscript binds them)."""

    @property
    def qualified_name(self) -> str:
        return f"{display_domain(self.domain)}::{self.name}"

    def allowed_types(self, param: FormalParam) -> tuple[str, ...]:
        """The type strings a formal parameter accepts."""
        constraint = self.type_constraints.get(param.type_str)
        return constraint.allowed if constraint is not None else (param.type_str,)

    def input_named(self, name: str) -> FormalParam | None:
        return next((p for p in self.inputs if p.name == name), None)

    def formal_index(self, input_index: int) -> int | None:
        """The formal input an actual input binds to (the variadic one for every extra input)."""
        if input_index < len(self.inputs):
            return input_index
        if self.inputs and self.inputs[-1].is_variadic:
            return len(self.inputs) - 1
        return None


_OPTION = {
    onnx.defs.OpSchema.FormalParameterOption.Single: ParamOption.SINGLE,
    onnx.defs.OpSchema.FormalParameterOption.Optional: ParamOption.OPTIONAL,
    onnx.defs.OpSchema.FormalParameterOption.Variadic: ParamOption.VARIADIC,
}


def _formal(param: onnx.defs.OpSchema.FormalParameter) -> FormalParam:
    return FormalParam(
        name=param.name,
        type_str=param.type_str,
        option=_OPTION[param.option],
        homogeneous=bool(param.is_homogeneous),
        min_arity=int(param.min_arity),
        description=param.description,
    )


def _attribute(attr: onnx.defs.OpSchema.Attribute) -> AttributeSpec:
    kind = _ATTRIBUTE_KINDS[attr.type]
    proto = attr.default_value
    has_default = bool(proto.name) or proto.type != onnx.AttributeProto.UNDEFINED
    default = None
    if has_default:
        default = onnx.helper.get_attribute_value(proto)
        if isinstance(default, bytes):
            default = default.decode("utf-8")
        elif isinstance(default, list) and default and isinstance(default[0], bytes):
            default = [item.decode("utf-8") for item in default]
    return AttributeSpec(
        name=attr.name,
        kind=kind,
        required=bool(attr.required),
        default=default,
        has_default=has_default,
        description=attr.description,
    )


def _convert(schema: onnx.defs.OpSchema) -> OpSchema:
    return OpSchema(
        name=schema.name,
        domain=schema.domain,
        since_version=int(schema.since_version),
        doc=schema.doc or "",
        deprecated=bool(schema.deprecated),
        inputs=tuple(_formal(p) for p in schema.inputs),
        outputs=tuple(_formal(p) for p in schema.outputs),
        type_constraints={
            tc.type_param_str: TypeConstraint(
                tc.type_param_str, tuple(tc.allowed_type_strs), tc.description
            )
            for tc in schema.type_constraints
        },
        attributes={name: _attribute(a) for name, a in sorted(schema.attributes.items())},
        min_input=int(schema.min_input),
        max_input=int(schema.max_input),
        min_output=int(schema.min_output),
        max_output=int(schema.max_output),
        proto=schema,
        attribute_order=tuple(schema.attributes),
    )


@functools.cache
def _history() -> dict[tuple[str, str], tuple[OpSchema, ...]]:
    """Every schema, by (domain, op name), oldest first."""
    grouped: dict[tuple[str, str], list[OpSchema]] = {}
    for raw in onnx.defs.get_all_schemas_with_history():
        schema = _convert(raw)
        grouped.setdefault((schema.domain, schema.name), []).append(schema)
    return {
        key: tuple(sorted(group, key=lambda s: s.since_version)) for key, group in grouped.items()
    }


@functools.cache
def domain_versions() -> dict[str, tuple[int, int]]:
    """Each known domain with its (first, last) opset version."""
    versions = {
        normalize_domain(d): (int(lo), int(hi))
        for d, (lo, hi) in cdefs.schema_version_map().items()
    }
    for domain, _name in _history():
        versions.setdefault(domain, (1, 1))
    return versions


def is_custom_domain(domain: str) -> bool:
    """A domain onnx has no schemas for (``com.example``): its ops are the user's own."""
    return domain != "" and normalize_domain(domain) not in domain_versions()


def latest_version(domain: str = AI_ONNX) -> int:
    """The newest opset version of a domain that the installed onnx knows (1 when unknown)."""
    return domain_versions().get(normalize_domain(domain), (1, 1))[1]


def history(name: str, domain: str = AI_ONNX) -> tuple[OpSchema, ...]:
    """Every version of an operator, oldest first; empty when the operator is unknown."""
    return _history().get((normalize_domain(domain), name), ())


@functools.cache
@functools.lru_cache(maxsize=16384)
def lookup(name: str, version: int, domain: str = AI_ONNX) -> OpSchema | None:
    """The schema of ``name`` in force at opset ``version`` of ``domain``, or None.

    An operator whose newest schema at that version is deprecated is still returned (with
    ``deprecated`` set): it is the caller's decision whether that is an error or a warning.
    """
    found = None
    for schema in history(name, domain):
        if schema.since_version > version:
            break
        found = schema
    return found


@functools.cache
def ops_at(version: int, domain: str = AI_ONNX) -> Mapping[str, OpSchema]:
    """Every operator in force at ``version`` of ``domain`` (deprecated ones included), by name."""
    domain = normalize_domain(domain)
    table: dict[str, OpSchema] = {}
    for schema_domain, name in sorted(_history()):
        if schema_domain != domain:
            continue
        schema = lookup(name, version, domain)
        if schema is not None:
            table[name] = schema
    return table


def op_names(domain: str = AI_ONNX) -> list[str]:
    """Every operator name ever defined in a domain."""
    domain = normalize_domain(domain)
    return sorted(name for d, name in _history() if d == domain)


def versions_with(name: str, domain: str = AI_ONNX) -> list[int]:
    """The opset versions of ``domain`` at which ``name`` exists and is not deprecated."""
    first, last = domain_versions().get(normalize_domain(domain), (1, 1))
    result = []
    for version in range(first, last + 1):
        schema = lookup(name, version, domain)
        if schema is not None and not schema.deprecated:
            result.append(version)
    return result


def describe_versions(versions: Iterable[int]) -> str:
    """Compact text for a list of versions: ``1-12, 14``."""
    ranges: list[tuple[int, int]] = []
    for v in sorted(versions):
        if ranges and ranges[-1][1] == v - 1:
            ranges[-1] = (ranges[-1][0], v)
        else:
            ranges.append((v, v))
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in ranges)


def close_matches(name: str, candidates: Iterable[str], limit: int = 3) -> list[str]:
    """Names close to ``name``, best first, case-insensitively."""
    pool = list(candidates)
    by_lower = {c.lower(): c for c in pool}
    matches = difflib.get_close_matches(name.lower(), list(by_lower), n=limit, cutoff=0.6)
    return [by_lower[m] for m in matches]


def operator_url(schema: OpSchema) -> str:
    """The operator's page on onnx.ai, anchored at this version."""
    anchor_name = schema.name.lower()
    if schema.domain == AI_ONNX:
        return (
            f"https://onnx.ai/onnx/operators/onnx__{schema.name}.html"
            f"#{anchor_name}-{schema.since_version}"
        )
    compact = schema.domain.replace(".", "")
    dashed = schema.domain.replace(".", "-")
    return (
        f"https://onnx.ai/onnx/operators/onnx_{compact}_{schema.name}.html"
        f"#{anchor_name}-{schema.since_version}-{dashed}"
    )
