"""The one view of ``onnx.defs`` used by the whole project.

Opsets, the converter, the checker, the stub generator and the editor features all read operator
schemas through this module. They come from the table of ``schema_table`` (onnx.defs as plain
records, kept in the user's cache); a lookup makes the one schema in force at its version from
that schema's record (the rest of the operator's history is not decoded), and every lookup after
that is a dict hit.
"""

from __future__ import annotations

import bisect
import difflib
import enum
import functools
import logging
import reprlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any, TypeVar

from onnxscribe.core import schema_table
from onnxscribe.core.schema_table import TableError

logger = logging.getLogger(__name__)

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
    def proto_type(self) -> int:
        """The number of ``onnx.AttributeProto.AttributeType`` (tests/core/test_schemas.py)."""
        return _ATTRIBUTE_PROTO_TYPES[self]

    @property
    def is_list(self) -> bool:
        return self.value.endswith("S") and self.value != "TYPE_PROTO"


_ATTRIBUTE_PROTO_TYPES: dict[AttrKind, int] = {
    AttrKind.FLOAT: 1,
    AttrKind.INT: 2,
    AttrKind.STRING: 3,
    AttrKind.TENSOR: 4,
    AttrKind.GRAPH: 5,
    AttrKind.FLOATS: 6,
    AttrKind.INTS: 7,
    AttrKind.STRINGS: 8,
    AttrKind.TENSORS: 9,
    AttrKind.GRAPHS: 10,
    AttrKind.SPARSE_TENSOR: 11,
    AttrKind.SPARSE_TENSORS: 12,
    AttrKind.TYPE_PROTO: 13,
    AttrKind.TYPE_PROTOS: 14,
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
    has_inference: bool
    """Whether onnx has a type and shape inference function for it."""
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


# A record's fields are checked a few at a time in one expression rather than with a call per
# field, and each part is made with its fields' dict set whole (``_made``): a schema is decoded on
# its first use in the process, when little of this code has run yet.
_OPTIONS = {option.value: option for option in ParamOption}
_KINDS = {kind.value: kind for kind in AttrKind}
_OPTIONAL = ParamOption.OPTIONAL
_VARIADIC = ParamOption.VARIADIC
_PLAIN = (int, float, str)


def _formal(record: Any) -> FormalParam:
    if not isinstance(record, list) or len(record) != 6:
        raise TableError(f"parameter {reprlib.repr(record)} is not a list of 6 fields")
    name, type_str, option, homogeneous, min_arity, description = record
    parsed = _OPTIONS.get(option) if isinstance(option, str) else None
    if not (
        parsed is not None
        and isinstance(name, str)
        and isinstance(type_str, str)
        and isinstance(homogeneous, bool)
        and isinstance(min_arity, int)
        and not isinstance(min_arity, bool)
        and isinstance(description, str)
    ):
        raise TableError(f"parameter {reprlib.repr(record)}")
    return _made(
        FormalParam,
        {
            "name": name,
            "type_str": type_str,
            "option": parsed,
            "homogeneous": homogeneous,
            "min_arity": min_arity,
            "description": description,
            "is_optional": parsed is _OPTIONAL,
            "is_variadic": parsed is _VARIADIC,
        },
    )


def _attribute(record: Any) -> AttributeSpec:
    if not isinstance(record, list) or len(record) != 6:
        raise TableError(f"attribute {reprlib.repr(record)} is not a list of 6 fields")
    name, kind, required, has_default, default, description = record
    parsed = _KINDS.get(kind) if isinstance(kind, str) else None
    if not (
        parsed is not None
        and isinstance(name, str)
        and isinstance(required, bool)
        and isinstance(has_default, bool)
        and isinstance(description, str)
        and (
            default is None
            or isinstance(default, _PLAIN)
            or (isinstance(default, list) and all(map(isinstance, default, repeat(_PLAIN))))
        )
    ):
        raise TableError(f"attribute {reprlib.repr(record)}")
    return _made(
        AttributeSpec,
        {
            "name": name,
            "kind": parsed,
            "required": required,
            "default": default,
            "has_default": has_default,
            "description": description,
        },
    )


def _constraint(record: Any) -> TypeConstraint:
    if not isinstance(record, list) or len(record) != 3:
        raise TableError(f"type constraint {reprlib.repr(record)} is not a list of 3 fields")
    name, allowed, description = record
    if not (
        isinstance(name, str)
        and isinstance(description, str)
        and isinstance(allowed, list)
        and all(map(isinstance, allowed, repeat(str)))
    ):
        raise TableError(f"type constraint {reprlib.repr(record)}")
    return _made(
        TypeConstraint, {"name": name, "allowed": tuple(allowed), "description": description}
    )


def _from_record(record: Any, key: tuple[str, str]) -> OpSchema:
    """A schema from its record in the table (``TableError`` when it is not one)."""
    if not isinstance(record, list) or len(record) != 14:
        raise TableError(f"schema {reprlib.repr(record)} is not a list of 14 fields")
    name, domain, since, doc, deprecated, inputs, outputs, constraints, attributes = record[:9]
    numbers = (since, *record[9:13])
    if not (
        isinstance(name, str)
        and isinstance(domain, str)
        and (domain, name) == key
        and isinstance(doc, str)
        and isinstance(deprecated, bool)
        and isinstance(record[13], bool)
        and isinstance(inputs, list)
        and isinstance(outputs, list)
        and isinstance(constraints, list)
        and isinstance(attributes, list)
        and all(map(isinstance, numbers, repeat(int)))
        and not any(map(isinstance, numbers, repeat(bool)))
    ):
        raise TableError(f"the record of {key}")
    type_constraints = {}
    for constraint in map(_constraint, constraints):
        type_constraints[constraint.name] = constraint
    declared = {}
    for attribute in map(_attribute, attributes):
        declared[attribute.name] = attribute
    return _made(
        OpSchema,
        {
            "name": name,
            "domain": domain,
            "since_version": since,
            "doc": doc,
            "deprecated": deprecated,
            "inputs": tuple(map(_formal, inputs)),
            "outputs": tuple(map(_formal, outputs)),
            "type_constraints": type_constraints,
            "attributes": dict(sorted(declared.items())),
            "min_input": record[9],
            "max_input": record[10],
            "min_output": record[11],
            "max_output": record[12],
            "has_inference": record[13],
            "attribute_order": tuple(declared),
        },
    )


_Made = TypeVar("_Made")


def _made(cls: type[_Made], fields: dict[str, Any]) -> _Made:
    """An instance of the frozen dataclass ``cls`` with every one of its fields in ``fields``
    (as its ``__init__`` and ``__post_init__`` would set them), made without them: a frozen
    dataclass's ``__init__`` sets each field through ``object.__setattr__``; ``fields`` becomes
    the instance's dict."""
    made = _NEW(cls)
    _SET(made, "__dict__", fields)
    return made


_NEW = object.__new__
_SET = object.__setattr__


_loaded: list[schema_table.Table] = []
"""The table of this process (read on first use)."""

_histories: dict[tuple[str, str], dict[int, OpSchema]] = {}
"""Each operator's schemas decoded so far, by the version each is in force from: a lookup
decodes the one record in force, ``history`` all of them, and each schema is made once."""

_Read = TypeVar("_Read")


def _table() -> schema_table.Table:
    if not _loaded:
        _loaded.append(schema_table.load())
    return _loaded[0]


def _read(reading: Callable[[schema_table.Table], _Read]) -> _Read:
    """What ``reading`` finds in the table; when a record it decodes is not one, the table is
    read from onnx.defs again (and written anew) and ``reading`` finds it there."""
    try:
        return reading(_table())
    except TableError as error:
        # Written by another version of this module, or changed since: onnx.defs decides.
        logger.warning("the schema table is not intact (%s): reading onnx.defs again", error)
        _loaded[:] = [schema_table.rebuild()]
        return reading(_loaded[0])


def _decoded(table: schema_table.Table, key: tuple[str, str], position: int) -> OpSchema:
    since = table.since[key][position]
    known = _histories.setdefault(key, {})
    found = known.get(since)
    if found is None:
        found = _from_record(table.record(key, position), key)
        if found.since_version != since:
            raise TableError(f"the record of {key} in force from {since}")
        known[since] = found
    return found


def _in_force(table: schema_table.Table, key: tuple[str, str], version: int) -> OpSchema | None:
    since = table.since.get(key)
    position = bisect.bisect_right(since, version) - 1 if since else -1
    return _decoded(table, key, position) if position >= 0 else None


def _every(table: schema_table.Table, key: tuple[str, str]) -> tuple[OpSchema, ...]:
    return tuple(_decoded(table, key, p) for p in range(len(table.since.get(key, ()))))


def _history() -> dict[tuple[str, str], tuple[OpSchema, ...]]:
    """Every schema, by (domain, op name), oldest first."""
    return {key: history(key[1], key[0]) for key in _table().histories}


@functools.cache
def domain_versions() -> dict[str, tuple[int, int]]:
    """Each known domain with its (first, last) opset version."""
    versions = {normalize_domain(d): pair for d, pair in _table().versions.items()}
    for domain, _name in _table().histories:
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
    key = (normalize_domain(domain), name)
    return _read(lambda table: _every(table, key))


@functools.cache
def lookup(name: str, version: int, domain: str = AI_ONNX) -> OpSchema | None:
    """The schema of ``name`` in force at opset ``version`` of ``domain``, or None (only its
    record is decoded).

    An operator whose newest schema at that version is deprecated is still returned (with
    ``deprecated`` set): it is the caller's decision whether that is an error or a warning.
    """
    key = (normalize_domain(domain), name)
    return _read(lambda table: _in_force(table, key, version))


@functools.cache
def ops_at(version: int, domain: str = AI_ONNX) -> Mapping[str, OpSchema]:
    """Every operator in force at ``version`` of ``domain`` (deprecated ones included), by name."""
    table: dict[str, OpSchema] = {}
    for name in op_names_at(version, domain):
        schema = lookup(name, version, domain)
        if schema is not None:
            table[name] = schema
    return table


def op_names_at(version: int, domain: str = AI_ONNX) -> list[str]:
    """The operators in force at ``version`` of ``domain`` (deprecated ones included), sorted:
    the names of ``ops_at`` without reading their schemas."""
    domain = normalize_domain(domain)
    first = _table().first
    return sorted(name for d, name in first if d == domain and first[(d, name)] <= version)


def op_names(domain: str = AI_ONNX) -> list[str]:
    """Every operator name ever defined in a domain."""
    domain = normalize_domain(domain)
    return sorted(name for d, name in _table().histories if d == domain)


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
