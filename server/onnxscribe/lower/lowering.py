"""The state of lowering one script function: scopes, nodes, names, diagnostics.

``Lowering`` is passed to every lowering function (expressions, calls, subscripts, statements).
It creates nodes with their inferred element types and ranks, turns constants into values of
the right type, and collects diagnostics so that lowering can continue after an error.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from onnxscribe.core import codes, dtypes, schemas
from onnxscribe.core.constraints import infer_node_types, optional_inputs_as_given
from onnxscribe.core.diagnostics import Diagnostic, Fix, Related, Span, TextEdit
from onnxscribe.core.opcall import (
    LiteralError,
    float_literal_advice,
    float_literal_into_integers,
    literal_array,
)
from onnxscribe.core.opsets import Opset
from onnxscribe.core.schemas import AttrKind, OpSchema
from onnxscribe.core.types import (
    OptionalValueType,
    SequenceValueType,
    Shape,
    TensorValueType,
    ValueType,
    dtype_name,
    type_of_array,
)
from onnxscribe.frontend.env import Env
from onnxscribe.frontend.source import SourceFile
from onnxscribe.graph_ir.nodes import (
    Attribute,
    AttributeParam,
    AttrRef,
    CallReference,
    Function,
    Graph,
    Node,
    OpReference,
    Symbol,
    SymbolKind,
    Value,
)
from onnxscribe.lower import opset_fixes
from onnxscribe.lower.operands import (
    AttrOperand,
    Multi,
    Obj,
    Operand,
    Poison,
    PyConst,
    Scope,
)
from onnxscribe.lower.ranks import ESTIMATED, output_shapes

_ATTR_CONSTANT = {
    AttrKind.INT: ("value_int", dtypes.INT64, 0),
    AttrKind.FLOAT: ("value_float", dtypes.FLOAT, 0),
    AttrKind.STRING: ("value_string", dtypes.STRING, 0),
    AttrKind.INTS: ("value_ints", dtypes.INT64, 1),
    AttrKind.FLOATS: ("value_floats", dtypes.FLOAT, 1),
    AttrKind.STRINGS: ("value_strings", dtypes.STRING, 1),
}


class NameGen:
    """Unique value names across a function and every graph nested in it."""

    def __init__(self) -> None:
        self.used: set[str] = set()
        self.next_index: dict[str, int] = {}
        self.reserved: frozenset[str] = frozenset()
        """The function's variable names: a temporary value never takes one, so each variable's
        value keeps its name where it can (``value_infos`` and readers of the model rely on it)."""

    def fresh(self, base: str) -> str:
        """A name for a temporary value."""
        used = self.used
        reserved = self.reserved
        if base not in used and base not in reserved:
            used.add(base)
            return base
        index = self.next_index.get(base, 1)
        name = f"{base}_{index}"
        while name in used or name in reserved:
            index += 1
            name = f"{base}_{index}"
        self.next_index[base] = index + 1
        used.add(name)
        return name

    def variable(self, name: str) -> str:
        """A name for the value of the variable ``name``: its own, unless already taken."""
        if name not in self.used:
            self.used.add(name)
            return name
        return self.fresh(name)


def _is_float_literal(text: str | None) -> bool:
    try:
        return text is not None and type(ast.literal_eval(text.strip())) is float
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False


@dataclass(frozen=True)
class Forms:
    """The lowering of the forms that hold other forms, for the modules beneath their own.

    ``calls``, ``subscripts``, ``control_flow`` and ``graphs`` lower their parts through
    ``expressions`` and ``statements``, which reach them back through these: ``functions``, at
    the top of ``lower``, puts them together once as ``FORMS``.
    """

    call: Callable[[Lowering, ast.Call], Operand]
    ifexp: Callable[[Lowering, ast.IfExp], Operand]
    subscript: Callable[[Lowering, ast.Subscript], Operand]
    if_statement: Callable[[Lowering, ast.If, set[str]], None]
    returning_if: Callable[[Lowering, ast.If, list[ast.stmt], list[ast.stmt]], list[Operand] | None]
    for_loop: Callable[[Lowering, ast.For, set[str]], None]
    while_loop: Callable[[Lowering, ast.While, set[str]], None]
    graph_argument: Callable[[Lowering, Obj, ast.expr, list[ValueType | None] | None], Graph | None]


@dataclass(eq=False)
class Lowering:
    """Everything lowering one script function reads and writes."""

    source: SourceFile
    env: Env
    default_opset: Opset
    forms: Forms
    names: NameGen = field(default_factory=NameGen)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    failed_callees: set[str] = field(default_factory=set)
    """Script functions with errors that a call has already reported (once per function)."""
    editor: bool = True
    """Whether to record what only the editor reads (``symbols``, ``op_references``,
    ``call_references``); a conversion to run or save leaves them empty."""
    symbols: list[Symbol] = field(default_factory=list)
    op_references: list[OpReference] = field(default_factory=list)
    call_references: list[CallReference] = field(default_factory=list)
    calls: list[Function] = field(default_factory=list)
    opset_imports: dict[str, int] = field(default_factory=dict)
    attribute_params: dict[str, AttributeParam] = field(default_factory=dict)
    scope: Scope = field(init=False)
    unpack_target: ast.expr | None = None
    """The tuple of names the call being lowered is unpacked into (where OXS310 points)."""
    function_node: ast.FunctionDef | None = None
    """The ``def`` being lowered (quick fixes look at the statements around a node)."""
    graph_stack: list[str] = field(default_factory=list)
    """Names of the nested graph definitions being lowered (to refuse recursion)."""
    _missing_reported: set[tuple[Span, str]] = field(default_factory=set)
    """(span, op) pairs already reported as missing from the opset (one report each)."""
    _shape_estimates: dict[Value, _ShapeEstimate] = field(default_factory=dict)
    """Node outputs whose shape is estimated only when lowering asks (``estimated``)."""
    _constant_schema: OpSchema | None = None
    """The schema of Constant in the default opset, once ``constant`` has looked it up."""

    # ------------------------------------------------------------------ diagnostics

    def span(self, node: ast.AST) -> Span:
        return self.source.span(node)

    def report(
        self,
        code: str,
        message: str,
        where: ast.AST | Span,
        hint: str | None = None,
        fixes: Sequence[Fix] = (),
        related: Sequence[Related] = (),
    ) -> Poison:
        span = where if isinstance(where, Span) else self.span(where)
        self.diagnostics.append(
            codes.diagnostic(code, message, span, hint=hint, fixes=fixes, related=related)
        )
        return Poison(span)

    # ------------------------------------------------------------------ values

    def new_value(
        self,
        base: str,
        span: Span | None,
        value_type: ValueType | None = None,
        *,
        variable: bool = False,
    ) -> Value:
        """A value named after ``base``; ``variable``: the value of the variable ``base``."""
        name = self.names.variable(base) if variable else self.names.fresh(base)
        return Value(name, span, type=value_type)

    def use_opset(self, domain: str, version: int, span: Span | None = None) -> None:
        known = self.opset_imports.get(domain)
        if known is None:
            self.opset_imports[domain] = version
        elif known != version and span is not None and domain == "":
            self.report(
                "OXS601",
                f"this function already uses version {known} of ai.onnx; using version "
                f"{version} too is not allowed in one function",
                span,
                hint=f"use one opset version for every ai.onnx op (for example opset{known})",
                fixes=opset_fixes.one_version_fix(self),
            )

    def add_node(
        self,
        op_type: str,
        inputs: Sequence[Value | None],
        attributes: dict[str, Attribute] | None,
        span: Span,
        output_count: int = 1,
        *,
        domain: str = "",
        version: int | None = None,
        schema: OpSchema | None = None,
        output_types: Sequence[ValueType | None] | None = None,
        base_name: str | None = None,
        construct: str | None = None,
        callee: Function | None = None,
    ) -> list[Value]:
        """A node; an op of the default opset (no ``version``) is resolved against that opset's
        version, and one missing there is reported (OXS302) as needed by ``construct``."""
        attributes = attributes or {}
        if schema is None and domain == "" and version is None:
            version = self.default_opset.version
            schema = schemas.lookup(op_type, version, "")
            if schema is None:
                self.report_missing_op(op_type, version, span, construct)
        if version is not None and self.opset_imports.get(domain) != version:
            self.use_opset(domain, version, span)
        fresh = self.names.fresh
        base = base_name or op_type.lower()
        outputs = (
            [Value(fresh(base), span)]
            if output_count == 1
            else [Value(fresh(base), span) for _ in range(output_count)]
        )
        node = Node(
            op_type, domain, list(inputs), outputs, attributes, span, version, schema, callee
        )
        for output in outputs:
            output.producer = node
        if output_types is None:
            output_types = self._infer(node) if op_type != "Constant" else self._constant_type(node)
        if output_count == 1:
            outputs[0].type = output_types[0] if output_types else None
        else:
            for output, value_type in zip(outputs, output_types, strict=False):
                output.type = value_type
        if op_type == "Constant":
            folded = _constant_of(attributes)
            if folded is not None:
                outputs[0].const = folded
        graph = self.scope.graph
        graph.nodes.append(node)
        node.graph = graph
        return outputs

    def report_missing_op(
        self, op_type: str, version: int, span: Span, construct: str | None = None
    ) -> None:
        """OXS302 for an op that a Python construct needs but the function's opset lacks."""
        key = (span, op_type)
        if key in self._missing_reported:
            return
        self._missing_reported.add(key)
        versions = schemas.versions_with(op_type, "")
        where = f"ai.onnx version {version}"
        exists = (
            f"it exists in versions {schemas.describe_versions(versions)}"
            if versions
            else "no version of ai.onnx has it"
        )
        self.report(
            "OXS302",
            f"{construct or 'this expression'} needs {op_type}, which is not in {where}; {exists}",
            span,
            hint=_MISSING_OP_HINTS.get(op_type, "import an opset version that has it"),
            fixes=opset_fixes.default_opset_fix(self, op_type, versions) if versions else (),
        )

    def _constant_type(self, node: Node) -> list[ValueType | None]:
        value = node.attributes.get("value")
        if value is not None and isinstance(value.value, np.ndarray):
            return [type_of_array(value.value)]
        for attr_name, dtype, rank in _ATTR_CONSTANT.values():
            if attr_name in node.attributes:
                return [TensorValueType(dtype, (None,) * rank if rank else ())]
        return [None]

    def _infer(self, node: Node) -> list[ValueType | None]:
        """Element types from the schema's constraints (cached); the outputs' shapes are
        estimated (by ``ranks``) when lowering first asks for them, since most never are."""
        count = len(node.outputs)
        schema = node.schema
        if schema is None:
            return [None] * count
        # (loops rather than comprehensions: a node has few inputs and attributes)
        plain: dict[str, Any] = {}
        for name, attr in node.attributes.items():
            if not isinstance(attr.value, (AttrRef, Graph)):
                plain[name] = attr.value
        given: list[ValueType | None] = []
        for value in node.inputs:
            given.append(None if value is None else value.type)
        input_types = optional_inputs_as_given(schema, given)
        # cached by infer_node_types: many nodes of a function share their op and input types
        element_types = infer_node_types(schema, input_types, plain).output_types
        missing = count - len(element_types)
        types = element_types + [None] * missing if missing > 0 else element_types[:count]
        if node.op_type in ESTIMATED and node.domain in ("", "ai.onnx"):
            estimate = _ShapeEstimate(node, node.version or schema.since_version, plain, types)
            for output in node.outputs:
                self._shape_estimates[output] = estimate
        return types

    def estimated(self, value: Value) -> ValueType | None:
        """``value``'s type with lowering's estimate of its shape (made now if not yet made, and
        those of the values it is computed from before it)."""
        estimates = self._shape_estimates
        estimate = estimates.get(value)
        if estimate is None:
            return value.type
        pending: list[tuple[_ShapeEstimate, bool]] = [(estimate, False)]
        while pending:
            estimate, inputs_done = pending.pop()
            if estimate.done:
                continue
            if inputs_done:
                estimate.apply()
                for output in estimate.node.outputs:
                    estimates.pop(output, None)
                continue
            pending.append((estimate, True))
            for input_value in estimate.node.inputs:
                before = estimates.get(input_value) if input_value is not None else None
                if before is not None and not before.done:
                    pending.append((before, False))
        return value.type

    def onnx_op(
        self,
        op_type: str,
        inputs: Sequence[Value | None],
        span: Span,
        construct: str | None = None,
        **attributes: Any,
    ) -> Value:
        """One node of the default ai.onnx opset, with plain attribute values; ``construct``
        names the Python construct it implements (for the diagnostic when the opset lacks it)."""
        attrs = {
            name: Attribute(name, attribute_kind(value), value, span)
            for name, value in attributes.items()
        }
        return self.add_node(op_type, inputs, attrs, span, construct=construct)[0]

    def constant(self, array: np.ndarray, span: Span, array_type: ValueType | None = None) -> Value:
        """A Constant node of the default opset holding ``array``: ``add_node``'s node, made
        directly (a function's literals make most of its nodes). ``array_type``: the array's
        type when the caller has it already (``type_of_array``)."""
        attribute = Attribute("value", AttrKind.TENSOR, array, span)
        version = self.default_opset.version
        schema = self._constant_schema
        if schema is None:
            schema = self._constant_schema = schemas.lookup("Constant", version, "")
        if schema is None:  # an opset without Constant: add_node reports it
            value = self.add_node(
                "Constant", [], {"value": attribute}, span, output_types=[type_of_array(array)]
            )[0]
            value.const = array
            return value
        if self.opset_imports.get("") != version:
            self.use_opset("", version, span)
        if array_type is None:
            array_type = type_of_array(array)
        value = Value(self.names.fresh("constant"), span, array_type, const=array)
        node = Node("Constant", "", [], [value], {"value": attribute}, span, version, schema)
        value.producer = node
        graph = self.scope.graph
        graph.nodes.append(node)
        node.graph = graph
        return value

    def attribute_constant(self, param: AttributeParam, span: Span) -> Value:
        attr_name, _, _ = _ATTR_CONSTANT.get(param.kind, ("value", 0, 0))
        attribute = Attribute(attr_name, param.kind, AttrRef(param.name, param.kind), span)
        value = self.add_node("Constant", [], {attr_name: attribute}, span, base_name=param.name)[0]
        if param.is_bool and param.kind is AttrKind.INT:
            # ONNX stores a bool attribute as an int; as a tensor it is BOOL (as onnxscript has it)
            return self.onnx_op("Cast", [value], span, to=dtypes.BOOL)
        return value

    def materialize(
        self,
        operand: Operand,
        dtype: int | None = None,
        like: Value | None = None,
    ) -> Value | None:
        """The operand as a graph value; constants typed as ``dtype`` or as ``like``.

        Returns None for operands that are not values (already reported by the caller).
        """
        if isinstance(operand, Value):
            return operand
        if like is not None and dtype is None:
            dtype = tensor_dtype(like)
        if isinstance(operand, PyConst):
            if operand.value is None:
                return None
            if dtype is not None and float_literal_into_integers(operand.value, dtype):
                self.report_float_literal(operand, dtype)
            try:
                array = literal_array(operand.value, dtype)
            except LiteralError as error:
                # a constant that fits no tensor is an unsupported expression; one that does not
                # fit the type of the value it is used with is a type error, as in eager mode
                code = "OXS102" if dtype is None else "OXS401"
                self.report(code, f"{type(operand.value).__name__} value {error}", operand.span)
                return None
            value = self.constant(array, operand.span)
            if dtype is None and like is not None:
                return self.onnx_op(
                    "CastLike",
                    [value, like],
                    operand.span,
                    f"the constant {_short(operand.value)} (cast to the type of the value it "
                    "is used with, unknown until run time)",
                )
            return value
        if isinstance(operand, AttrOperand):
            value = self.attribute_constant(operand.param, operand.span)
            natural = tensor_dtype(value)
            if dtype is not None and dtype != natural:
                return self.onnx_op("Cast", [value], operand.span, to=dtype)
            if dtype is None and like is not None:
                return self.onnx_op(
                    "CastLike",
                    [value, like],
                    operand.span,
                    f"the attribute {operand.param.name} used as a value (cast to the type of "
                    "the value it is used with, unknown until run time)",
                )
            return value
        if isinstance(operand, Multi):
            return None
        return None

    def report_float_literal(self, operand: PyConst, dtype: int) -> None:
        """OXS408: a float literal used with an integer or BOOL value."""
        value = operand.value
        fixes: tuple[Fix, ...] = ()
        written = self.source.text_of(operand.span)
        # exactly float: a numpy scalar (np.float64 is a float too) is no literal
        if type(value) is float and value.is_integer() and _is_float_literal(written):
            fixes = (Fix(f"Write {int(value)}", (TextEdit(operand.span, str(int(value))),)),)
        self.report(
            "OXS408", float_literal_advice(value, dtype_name(dtype)), operand.span, fixes=fixes
        )

    # ------------------------------------------------------------------ symbols

    def shadow(self, operand: Operand, name: str) -> Value | None:
        """A value standing for ``operand`` in the editor's symbol table."""
        if isinstance(operand, Value):
            return operand
        if isinstance(operand, PyConst):
            if operand.shadow is None:
                array: np.ndarray | None
                try:
                    array = literal_array(operand.value)
                except LiteralError:
                    array = None
                value_type = type_of_array(array) if array is not None else None
                operand.shadow = Value(name, operand.span, type=value_type, const=array)
                operand.shadow.source_name = name
            return operand.shadow
        if isinstance(operand, AttrOperand):
            if operand.shadow is None:
                _, dtype, rank = _ATTR_CONSTANT.get(operand.param.kind, ("", None, 0))
                operand.shadow = Value(
                    operand.param.name,
                    operand.param.span,
                    type=TensorValueType(dtype, (None,) * rank) if dtype else None,
                )
            return operand.shadow
        return None

    def record(self, operand: Operand, name: str, span: Span, kind: SymbolKind) -> None:
        if not self.editor:
            return
        value = operand if isinstance(operand, Value) else self.shadow(operand, name)
        if value is not None:
            self.symbols.append(Symbol(span, value, kind))

    def obj(self, value: Any, span: Span) -> Obj:
        return Obj(value, span)


_MISSING_OP_HINTS = {
    "CastLike": "annotate the element type of the value it is used with (for example "
    "X: FLOAT[...]) so that the constant is typed at conversion time, or import opset15 or newer",
}


def _constant_of(attributes: dict[str, Attribute]) -> np.ndarray | None:
    value = attributes.get("value")
    if value is not None and isinstance(value.value, np.ndarray):
        return value.value
    return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def attribute_kind(value: Any) -> AttrKind:
    if isinstance(value, Graph):
        return AttrKind.GRAPH
    if isinstance(value, (bool, int, np.integer)):
        return AttrKind.INT
    if isinstance(value, (float, np.floating)):
        return AttrKind.FLOAT
    if isinstance(value, str):
        return AttrKind.STRING
    if isinstance(value, np.ndarray):
        return AttrKind.TENSOR
    if isinstance(value, (list, tuple)):
        if all(isinstance(v, (bool, int, np.integer)) for v in value):
            return AttrKind.INTS
        if all(isinstance(v, (int, float, np.integer, np.floating)) for v in value):
            return AttrKind.FLOATS
        if all(isinstance(v, str) for v in value):
            return AttrKind.STRINGS
        if all(isinstance(v, Graph) for v in value):
            return AttrKind.GRAPHS
    return AttrKind.TENSOR


class _ShapeEstimate:
    """The shapes of one node's outputs, estimated when lowering first asks (``estimated``),
    with the inputs' own estimates made first."""

    __slots__ = ("attributes", "done", "element_types", "node", "version")

    def __init__(
        self,
        node: Node,
        version: int,
        attributes: dict[str, Any],
        element_types: list[ValueType | None],
    ) -> None:
        self.node = node
        self.version = version
        self.attributes = attributes
        self.element_types = element_types
        """The outputs' types as the node was made; an output typed otherwise since keeps it."""
        self.done = False

    def apply(self) -> None:
        node = self.node
        shapes = output_shapes(
            node.op_type,
            self.version,
            [None if v is None else (shape_of_type(v.type), v.const) for v in node.inputs],
            self.attributes,
            len(node.outputs),
        )
        for output, made, shape in zip(node.outputs, self.element_types, shapes, strict=True):
            if output.type is made:
                output.type = with_shape(made, shape)
        self.done = True


def tensor_dtype(value: Value | None) -> int | None:
    if value is None:
        return None
    if isinstance(value.type, TensorValueType):
        return value.type.dtype
    return None


def rank_of_type(value_type: ValueType | None) -> int | None:
    if isinstance(value_type, TensorValueType):
        return value_type.rank
    return None


def shape_of_type(value_type: ValueType | None) -> Shape:
    if isinstance(value_type, TensorValueType):
        return value_type.shape
    return None


def with_shape(value_type: ValueType | None, shape: Shape) -> ValueType | None:
    """The type with the estimated shape where it has none."""
    if shape is None:
        return value_type
    if value_type is None:
        return TensorValueType(None, shape)
    if isinstance(value_type, TensorValueType) and value_type.shape is None:
        return TensorValueType(value_type.dtype, shape)
    return value_type


def is_tensor_or_unknown(value_type: ValueType | None) -> bool:
    return value_type is None or isinstance(value_type, TensorValueType)


def is_container(value_type: ValueType | None) -> bool:
    return isinstance(value_type, (SequenceValueType, OptionalValueType))
