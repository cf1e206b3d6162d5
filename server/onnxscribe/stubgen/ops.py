"""One operator schema as stub text: type variables, overloads, signature and docstring.

How schema types become Python types:

* a type constraint with one allowed type is that class (``INT64``);
* a constraint shared by several inputs/outputs is a constrained ``TypeVar`` (``_Add_T``);
* used by one input only, a union; output-only, overloads keyed on the dtype attribute that
  decides it (``Cast(x, to=INT64.dtype) -> INT64``) with an ``Any`` fallback, or ``Any``;
* a sequence constraint whose elements are another constraint's types is ``Sequence[_T]``.

Python literals are accepted where the converter turns them into constants of an allowed type.

Every operator with an input that takes several (but not all) element types ends with a
deprecated overload that takes tensors of any element type. Type checkers cannot tell a concrete ``INT64`` from a type variable bound to a
union of which only some members suit the operator (torch_lib's ``TFloat`` includes ``BFLOAT16``);
such code converts into a valid function, so it must not be a type error. A call that reaches
the last overload is reported as a deprecation (struck through in editors; ``reportDeprecated`` in
pyright, the ``deprecated`` error code in mypy), and ``onnxscribe check`` reports the precise
mismatch where the types are known.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from onnxscribe.core import opdocs
from onnxscribe.core.schemas import AttributeSpec, AttrKind, FormalParam, OpSchema, TypeConstraint
from onnxscribe.core.types import FLOAT_DTYPES, INTEGER_DTYPES, dtype_from_type_string, dtype_name

ANY = "Any"

_NATURAL_LITERALS = {"INT64": "int", "FLOAT": "float", "BOOL": "bool", "STRING": "str"}
"""The element type of the constant the converter makes from a Python literal of each kind."""

_DTYPE_ATTRIBUTES: dict[tuple[str, str], tuple[str, str | None]] = {
    # (domain, op): (attribute deciding the output type, input whose type is used when omitted)
    ("", "Cast"): ("to", None),
    ("", "BitCast"): ("to", None),
    ("", "EyeLike"): ("dtype", "input"),
    ("", "RandomNormalLike"): ("dtype", "input"),
    ("", "RandomUniformLike"): ("dtype", "input"),
    ("", "Bernoulli"): ("dtype", "input"),
    ("", "RandomNormal"): ("dtype", None),
    ("", "RandomUniform"): ("dtype", None),
    ("", "Multinomial"): ("dtype", None),
    ("", "HannWindow"): ("output_datatype", None),
    ("", "HammingWindow"): ("output_datatype", None),
    ("", "BlackmanWindow"): ("output_datatype", None),
    ("", "MelWeightMatrix"): ("output_datatype", None),
    ("", "DequantizeLinear"): ("output_dtype", "x_scale"),
    ("", "SequenceEmpty"): ("dtype", None),
}
"""Operators whose output element type is chosen by an attribute. When the attribute is omitted
the output has the attribute's default type, or the type of the named input."""

_CONSTANT_VALUES = {
    "value_float": "FLOAT",
    "value_floats": "FLOAT",
    "value_int": "INT64",
    "value_ints": "INT64",
    "value_string": "STRING",
    "value_strings": "STRING",
}

_SCALAR_INPUTS = {("", "CastLike"): "input"}
"""Inputs that take Python literals although no other input binds their type."""


def py_type(type_str: str, known: frozenset[str]) -> str:
    """The Python type of a schema type string; ``Any`` when the stubs have no class for it."""
    if type_str.startswith("tensor("):
        dtype = dtype_from_type_string(type_str)
        name = dtype_name(dtype) if dtype is not None else ""
        return name if name in known else ANY
    for prefix in ("seq(", "optional("):
        if type_str.startswith(prefix) and type_str.endswith(")"):
            inner = py_type(type_str[len(prefix) : -1], known)
            if inner == ANY:
                return ANY
            return f"Sequence[{inner}]" if prefix == "seq(" else f"{inner} | None"
    return ANY


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


def _simplest(kinds: list[str]) -> list[str]:
    """Literal kinds without those another one already accepts (``float`` accepts ``int``)."""
    kept = _unique(kinds)
    if "float" in kept:
        kept = [k for k in kept if k not in ("int", "bool")]
    elif "int" in kept:
        kept = [k for k in kept if k != "bool"]
    return kept


def _sequence_element(text: str) -> str | None:
    if text.startswith("Sequence[") and text.endswith("]"):
        return text[len("Sequence[") : -1]
    return None


@dataclass
class _Constraint:
    name: str
    types: list[str]
    """Python types of the allowed types (``Any`` alone when one has no Python type)."""
    dtypes: list[int]
    """Element types of the allowed tensor types."""
    inputs: list[FormalParam] = field(default_factory=list)
    outputs: list[FormalParam] = field(default_factory=list)
    heterogeneous: bool = False
    typevar: str | None = None
    element_of: _Constraint | None = None
    """For a sequence constraint: the tensor constraint whose types are its elements."""

    @property
    def is_single(self) -> bool:
        return len(self.types) == 1

    def annotation(self) -> str:
        """The type of a value of this constraint in a signature."""
        if self.element_of is not None:
            return f"Sequence[{self.element_of.annotation()}]"
        if self.typevar is not None:
            return self.typevar
        if self.is_single:
            return self.types[0]
        if self.outputs and not self.inputs:
            return ANY
        parts = _unique(part for t in self.types for part in t.split(" | "))
        return " | ".join(sorted(parts, key=lambda part: part == "None"))

    def literal_kinds(self, bound_elsewhere: bool) -> list[str]:
        """Python literal kinds accepted for an input of this constraint."""
        if self.element_of is not None or ANY in self.types:
            return []
        names = [dtype_name(d) for d in self.dtypes]
        if not bound_elsewhere:
            natural = [_NATURAL_LITERALS[n] for n in names if n in _NATURAL_LITERALS]
            return _simplest(natural)
        kinds = []
        if any(d in FLOAT_DTYPES for d in self.dtypes):
            kinds.append("float")
        elif any(d in INTEGER_DTYPES for d in self.dtypes):
            kinds.append("int")
        if "BOOL" in names and not kinds:
            kinds.append("bool")
        # No ``str`` here: mypy then solves the type variable from the literal (STRING joined
        # with str is Iterable[Any]) and rejects valid calls.
        return kinds


@dataclass
class OpStub:
    """The stub text of one operator and the names it needs from other modules."""

    typevars: list[str]
    text: str
    names: set[str]


class _Renderer:
    def __init__(self, schema: OpSchema, known: frozenset[str]) -> None:
        self.schema = schema
        self.known = known
        self.constraints = {
            name: self._constraint(tc) for name, tc in schema.type_constraints.items()
        }
        self.concrete: dict[str, _Constraint] = {}
        for param in schema.inputs:
            self._of(param).inputs.append(param)
            if param.is_variadic and not param.homogeneous:
                self._of(param).heterogeneous = True
        for param in schema.outputs:
            self._of(param).outputs.append(param)
        self._relate_sequences()
        self._assign_typevars()
        self.param_names = opdocs.python_param_names(schema)
        self.extra_typevars: list[str] = []
        self.any_element_type_message: str | None = None
        """Set when the last overload takes any element type: why a call reaching it is wrong."""

    # ---------------------------------------------------------------- constraints

    def _constraint(self, tc: TypeConstraint) -> _Constraint:
        types = _unique(py_type(t, self.known) for t in tc.allowed)
        if ANY in types:
            types = [ANY]
        dtypes = [d for d in (dtype_from_type_string(t) for t in tc.allowed) if d is not None]
        return _Constraint(tc.name, types, dtypes)

    def _of(self, param: FormalParam) -> _Constraint:
        found = self.constraints.get(param.type_str)
        if found is None:
            found = self.concrete.get(param.type_str)
        if found is None:
            found = self._constraint(TypeConstraint(param.type_str, (param.type_str,), ""))
            self.concrete[param.type_str] = found
        return found

    def _relate_sequences(self) -> None:
        tensors = [c for c in self.constraints.values() if len(c.types) > 1 and c.dtypes]
        for seq in self.constraints.values():
            elements = [_sequence_element(t) for t in seq.types]
            if len(elements) < 2 or any(e is None for e in elements) or seq.heterogeneous:
                continue
            for tensor in tensors:
                if tensor is seq or tensor.heterogeneous or set(tensor.types) != set(elements):
                    continue
                seq.element_of = tensor
                break

    def _assign_typevars(self) -> None:
        related = {c.element_of.name for c in self.constraints.values() if c.element_of}
        for constraint in self.constraints.values():
            if constraint.is_single or constraint.heterogeneous or constraint.element_of:
                continue
            uses = len(constraint.inputs) + len(constraint.outputs)
            shared = constraint.inputs and (uses >= 2 or constraint.name in related)
            output_related = constraint.name in related
            if shared or output_related:
                constraint.typevar = f"_{self.schema.name}_{constraint.name}"

    def typevar_declarations(self) -> list[str]:
        lines = []
        for constraint in self.constraints.values():
            if constraint.typevar is not None:
                members = ", ".join(constraint.types)
                lines.append(f'{constraint.typevar} = TypeVar("{constraint.typevar}", {members})')
        return lines

    # ---------------------------------------------------------------- parameters

    def input_annotation(
        self, param: FormalParam, override: dict[str, str], relaxed: dict[str, str] | None = None
    ) -> str:
        constraint = self._of(param)
        base = override.get(constraint.name) or constraint.annotation()
        if base == ANY:
            return ANY
        if relaxed and constraint.name in relaxed:
            base = relaxed[constraint.name]
        bound_elsewhere = (
            constraint.heterogeneous
            or param.is_variadic
            or len(constraint.inputs) >= 2
            or _SCALAR_INPUTS.get((self.schema.domain, self.schema.name)) == param.name
        )
        kinds = constraint.literal_kinds(bound_elsewhere and constraint.name not in override)
        if constraint.heterogeneous:
            return ANY
        parts = [*base.split(" | "), *kinds]
        parts += [f"Sequence[{k}]" for k in kinds if k in ("int", "float")]
        if param.is_optional:
            parts.append("None")
        return " | ".join(sorted(_unique(parts), key=lambda part: part == "None"))

    def input_params(
        self, override: dict[str, str] | None = None, relaxed: dict[str, str] | None = None
    ) -> list[str]:
        override = override or {}
        params = []
        for param, name in zip(self.schema.inputs, self.param_names, strict=True):
            annotation = self.input_annotation(param, override, relaxed)
            if param.is_variadic:
                params.append(f"*{name}: {annotation}")
            elif param.is_optional:
                params.append(f"{name}: {annotation} = None")
            else:
                params.append(f"{name}: {annotation}")
        return params

    def attribute_params(self, replaced: dict[str, str | None] | None = None) -> list[str]:
        """Attribute parameters; ``replaced`` maps a name to its annotation in an
        overload (the attribute is then required), or to None to leave it out."""
        replaced = replaced or {}
        params = []
        for spec in opdocs.ordered_attributes(self.schema):
            if spec.name in replaced:
                annotation = replaced[spec.name]
                if annotation is not None:
                    params.append(f"{spec.name}: {annotation}")
                continue
            params.append(_attribute_param(spec))
        required = [p for p in params if "=" not in p]
        return required + [p for p in params if "=" in p]

    # ---------------------------------------------------------------- outputs

    def output_annotation(self, param: FormalParam, override: dict[str, str]) -> str:
        constraint = self._of(param)
        if constraint.name in override:
            return override[constraint.name]
        if constraint.heterogeneous:
            return ANY
        return constraint.annotation()

    def returns(self, override: dict[str, str] | None = None) -> str:
        override = override or {}
        outputs = self.schema.outputs
        if not outputs:
            return "None"
        first = self.output_annotation(outputs[0], override)
        if len(outputs) == 1:
            if outputs[0].is_variadic:
                # as many outputs as a graph attribute's body has: one is a value, not a tuple
                decided_by_body = any(
                    spec.kind is AttrKind.GRAPH for spec in self.schema.attributes.values()
                )
                return ANY if first == ANY or decided_by_body else f"tuple[{first}, ...]"
            return first
        if all(p.option.value == "single" for p in outputs):
            return "tuple[" + ", ".join(self.output_annotation(p, override) for p in outputs) + "]"
        if not outputs[0].is_optional and all(p.is_optional for p in outputs[1:]):
            return first
        if all(p.is_optional for p in outputs):
            return first
        return ANY

    # ---------------------------------------------------------------- overloads

    def signatures(self) -> list[tuple[list[str], str]]:
        """(parameters, return type) of each overload; one entry when there are none."""
        key = (self.schema.domain, self.schema.name)
        if key == ("", "Constant"):
            return self._constant_overloads()
        if key == ("", "ConstantOfShape"):
            return self._constant_of_shape_overloads()
        rule = _DTYPE_ATTRIBUTES.get(key)
        if rule is not None and rule[0] in self.schema.attributes:
            found = self._dtype_overloads(*rule)
            if found:
                return [*found, *self._any_element_type_overload(self._decided_constraint())]
        return [(self._params(), self.returns()), *self._any_element_type_overload(None)]

    def _params(
        self,
        override: dict[str, str] | None = None,
        replaced: dict[str, str | None] | None = None,
        relaxed: dict[str, str] | None = None,
    ) -> list[str]:
        inputs = self.input_params(override, relaxed)
        attributes = self.attribute_params(replaced)
        if not attributes or any(p.startswith("*") for p in inputs):
            return [*inputs, *attributes]
        positional = self._positional_attributes(inputs, attributes)
        keyword_only = [p for p in attributes if p not in positional]
        return [*inputs, *positional, *(["*", *keyword_only] if keyword_only else [])]

    def _positional_attributes(self, inputs: list[str], attributes: list[str]) -> list[str]:
        """The attribute parameters a call may also give positionally after the inputs: in the
        order onnx declares them (the converter binds positional attributes so, as onnxscript
        does), up to the first that is left out of this overload or that Python cannot place
        there (one without a default after one with)."""
        by_name = {p.split(":")[0]: p for p in attributes}
        after_default = any(" = " in p for p in inputs)
        positional = []
        for name in self.schema.attribute_order:
            param = by_name.get(name)
            if param is None or (after_default and " = " not in param):
                break
            after_default = after_default or " = " in param
            positional.append(param)
        return positional

    def _decided_constraint(self) -> _Constraint | None:
        input_names = {p.type_str for p in self.schema.inputs}
        for param in self.schema.outputs:
            constraint = self._of(param)
            if len(constraint.types) > 1 and param.type_str not in input_names:
                return constraint
        return None

    def _dtype_overloads(self, attribute: str, same_as: str | None) -> list[tuple[list[str], str]]:
        decided = self._decided_constraint()
        if decided is None:
            return []
        spec = self.schema.attributes[attribute]
        overloads = []
        for type_name in decided.types:
            element = _sequence_element(type_name) or type_name
            if element not in self.known:
                continue
            override = {decided.name: type_name}
            replaced: dict[str, str | None] = {attribute: f"Literal[DataType.{element}]"}
            overloads.append((self._params(None, replaced), self.returns(override)))
        default = dtype_name(int(spec.default)) if spec.has_default and spec.default else None
        if default in self.known:
            is_sequence = decided.types[0].startswith("Sequence[")
            wrapped = f"Sequence[{default}]" if is_sequence else str(default)
            overloads.append(
                (self._params(None, {attribute: None}), self.returns({decided.name: wrapped}))
            )
        elif same_as is not None and not spec.required:
            same = self.schema.input_named(same_as)
            if same is not None:
                source = self._of(same)
                common = [t for t in source.types if t in decided.types]
                if len(common) == 1:
                    self._add_same_overload(overloads, attribute, source, decided, common[0])
                elif common:
                    typevar = f"_{self.schema.name}_{source.name}_same"
                    self.extra_typevars.append(
                        f'{typevar} = TypeVar("{typevar}", {", ".join(common)})'
                    )
                    self._add_same_overload(overloads, attribute, source, decided, typevar)
        overloads.append((self._params(), self.returns({decided.name: ANY})))
        return overloads

    def _add_same_overload(
        self,
        overloads: list[tuple[list[str], str]],
        attribute: str,
        source: _Constraint,
        decided: _Constraint,
        annotation: str,
    ) -> None:
        params = self._params({source.name: annotation}, {attribute: None})
        overloads.append((params, self.returns({decided.name: annotation})))

    def _relaxed_inputs(self) -> dict[str, str]:
        """For each typed input constraint, its annotation with any element type allowed: a type
        variable bound to ``TensorType`` (outputs of the constraint follow it), or ``TensorType``."""
        relaxed: dict[str, str] = {}
        constraints = _unique_by_name(self._of(p) for p in self.schema.inputs)
        for constraint in sorted(constraints, key=lambda c: c.element_of is not None):
            if constraint.heterogeneous or constraint.is_single or constraint.annotation() == ANY:
                continue
            if not (constraint.element_of or constraint).dtypes and not _all_sequences(constraint):
                continue
            if constraint.element_of is None and set(constraint.types) >= self.known:
                continue
            if constraint.element_of is not None:
                element = constraint.element_of
                if element.name not in relaxed:
                    relaxed[element.name] = self._relaxed_typevar(element)
                relaxed[constraint.name] = f"Sequence[{relaxed[element.name]}]"
            elif constraint.typevar is not None:
                relaxed[constraint.name] = self._relaxed_typevar(constraint)
            else:
                relaxed[constraint.name] = _any_tensor(constraint.annotation())
        return relaxed

    def _relaxed_typevar(self, constraint: _Constraint) -> str:
        any_tensor = _any_tensor(" | ".join(constraint.types))
        if constraint.typevar is None:
            return any_tensor
        typevar = f"{constraint.typevar}_any"
        self.extra_typevars.append(f'{typevar} = TypeVar("{typevar}", bound={any_tensor})')
        return typevar

    def _any_element_type_overload(
        self, decided: _Constraint | None
    ) -> list[tuple[list[str], str]]:
        if opdocs.deprecation_advice(self.schema) is not None:
            return []  # every call is reported already, and a lone signature says why on access
        relaxed = self._relaxed_inputs()
        if not relaxed:
            return []
        outputs = {name: relaxed[name] for name in relaxed if self.constraints.get(name)}
        if decided is not None:
            outputs[decided.name] = ANY
        self.any_element_type_message = self._element_type_message(relaxed)
        return [(self._params(relaxed=relaxed), self.returns(outputs))]

    def _element_type_message(self, relaxed: dict[str, str]) -> str:
        allowed: dict[str, str] = {}
        for param, python_name in zip(self.schema.inputs, self.param_names, strict=True):
            constraint = self._of(param)
            if constraint.name not in relaxed:
                continue
            label = constraint.name if constraint.name in self.constraints else python_name
            allowed.setdefault(label, f"{label} as {_allowed_text(constraint)}")
        return (
            f"{self.schema.name} (version {self.schema.since_version}) takes "
            f"{'; '.join(allowed.values())}: these element types make an invalid model"
        )

    def _constant_overloads(self) -> list[tuple[list[str], str]]:
        overloads = []
        for name, result in _CONSTANT_VALUES.items():
            spec = self.schema.attributes.get(name)
            if spec is not None and result in self.known:
                overloads.append((["*", f"{name}: {opdocs.attribute_python_type(spec)}"], result))
        overloads.append((self._params(), ANY))
        return overloads

    def _constant_of_shape_overloads(self) -> list[tuple[list[str], str]]:
        if "value" not in self.schema.attributes or "FLOAT" not in self.known:
            return [(self._params(), self.returns())]
        decided = self._decided_constraint()
        name = decided.name if decided else ""
        return [
            (self._params(None, {"value": None}), self.returns({name: "FLOAT"})),
            (self._params(), self.returns({name: ANY})),
        ]


def _unique_by_name(constraints: Iterable[_Constraint]) -> list[_Constraint]:
    return list({c.name: c for c in constraints}.values())


def _allowed_text(constraint: _Constraint) -> str:
    """``one of FLOAT, DOUBLE``, ``a sequence of FLOAT or DOUBLE``: what a constraint allows."""
    if constraint.element_of is not None:
        return "a sequence of " + _or_list([dtype_name(d) for d in constraint.element_of.dtypes])
    if _all_sequences(constraint):
        return "a sequence of " + _or_list([_sequence_element(t) or t for t in constraint.types])
    return "one of " + _or_list([dtype_name(d) for d in constraint.dtypes])


def _all_sequences(constraint: _Constraint) -> bool:
    """A constraint of sequence types only (``seq(tensor(float))``, ...) with no tensor twin."""
    return constraint.element_of is None and all(
        _sequence_element(t) is not None for t in constraint.types
    )


def _any_tensor(annotation: str) -> str:
    """``annotation`` with each tensor class replaced by ``TensorType``."""
    parts = []
    for part in annotation.split(" | "):
        if part.startswith("Sequence["):
            parts.append("Sequence[TensorType]")
        elif part == "None" or part == ANY:
            parts.append(part)
        else:
            parts.append("TensorType")
    return " | ".join(sorted(_unique(parts), key=lambda part: part == "None"))


def _or_list(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} or {names[-1]}"


def _attribute_param(spec: AttributeSpec) -> str:
    annotation = opdocs.attribute_python_type(spec)
    if spec.has_default:
        return f"{spec.name}: {annotation} = {opdocs.python_literal(spec.default)}"
    if spec.required:
        return f"{spec.name}: {annotation}"
    return f"{spec.name}: {annotation} | None = None"


def docstring(text: str, indent: str) -> str:
    """A triple-quoted string literal holding ``text`` without its trailing whitespace (which
    docstring readers drop), closed on its last line."""
    escaped = text.rstrip().replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    if escaped.endswith('"'):
        escaped = escaped[:-1] + '\\"'
    body = "\n".join((indent + line) if line else "" for line in escaped.split("\n"))
    return f'{indent}"""{body.lstrip()}"""'


def render_op(schema: OpSchema, known: frozenset[str]) -> OpStub:
    """The stub of one operator as a module-level function (with overloads where needed)."""
    renderer = _Renderer(schema, known)
    signatures = renderer.signatures()
    typevars = renderer.typevar_declarations() + renderer.extra_typevars
    decorators = []
    advice = opdocs.deprecation_advice(schema)
    if advice is not None:
        message = f"{schema.name} is deprecated in this opset; {advice}"
        decorators.append(f"@deprecated({message!r})")
    doc = docstring(opdocs.op_docstring(schema), "    ")
    blocks = []
    fallback = renderer.any_element_type_message
    for index, (params, returns) in enumerate(signatures):
        lines = list(decorators)
        if fallback is not None and index == len(signatures) - 1 and not decorators:
            lines.append(f"@deprecated({fallback!r})")
        if len(signatures) > 1:
            lines.insert(0, "@overload")
        signature = f"def {schema.name}({', '.join(params)}) -> {returns}:"
        if fallback is not None and index == 0 and returns.startswith("Sequence["):
            # mypy: a Python number fits both overloads, whose Sequence results differ
            signature += "  # type: ignore[overload-overlap]"
        lines += [signature, doc] if index == 0 else [f"{signature} ..."]
        blocks.append("\n".join(lines))
    text = "\n".join(blocks)
    return OpStub(typevars, text, _names_in("\n".join([*typevars, text]), known))


def _names_in(text: str, known: frozenset[str]) -> set[str]:
    code = re.sub(r'"""(?:.|\n)*?"""', "", text)
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", code))
    helpers = {"DataType", "TensorData", "GraphBody", "SparseTensorData", "TypeSpec", "TensorType"}
    typing_names = {"Any", "Literal", "Sequence", "TypeVar", "overload", "deprecated"}
    return words & (known | helpers | typing_names)
