"""Nodes of ONNX operators: element types by constraint unification, shapes by the shape rules
(or ONNX's own inference for the other ops), dims unified across the function."""

from __future__ import annotations

import re
from typing import Any, ClassVar

import numpy as np

from onnxscribe.check.dims import DimConflict
from onnxscribe.check.onnx_inference import infer_node
from onnxscribe.check.state import (
    CONSTANT_KINDS,
    CheckerState,
    conflict_related,
    make_diagnostic,
    new_tuple,
)
from onnxscribe.check.typeops import dtype_of, meet, shape_of
from onnxscribe.core import dtypes
from onnxscribe.core.constraints import infer_node_types, optional_inputs_as_given, same_kind
from onnxscribe.core.diagnostics import Fix, Span, TextEdit
from onnxscribe.core.opcall import to_attribute_proto
from onnxscribe.core.problems import NodeProblem
from onnxscribe.core.shape_rules import RULES, Arg, ShapeResult, constant_value
from onnxscribe.core.types import (
    Dim,
    OptionalValueType,
    TensorValueType,
    ValueType,
    has_element_type,
    type_of_array,
)
from onnxscribe.graph_ir.nodes import AttrRef, Node


class OpChecks:
    """Checks of nodes whose op has a schema (not calls, not If/Loop/Scan)."""

    def __init__(self, state: CheckerState) -> None:
        self.state = state

    def check_op(self, node: Node) -> list[ValueType | None]:
        schema = node.schema
        assert schema is not None
        is_onnx = node.domain == ""
        if is_onnx and node.op_type == "Constant":
            found = self.constant_types(node)
            if found is not None:
                return found
        known_attributes: dict[str, Any] = {}
        opaque = False
        for name, attribute in node.attributes.items():
            if isinstance(attribute.value, AttrRef):
                opaque = True
            else:
                known_attributes[name] = attribute.value
        attributes = None if opaque else known_attributes
        state = self.state
        types, held, elems_of = state.types, state.consts, state.elems
        resolve = state.dims.resolve_shape if state.dims.knows_any() else None
        input_types: list[ValueType | None] = []
        consts: list[np.ndarray | None] = []
        args: list[Arg | None] = []  # (what the shape rules know of the inputs: one loop for both)
        optional = untyped = False
        for v in node.inputs:
            if v is None:
                input_types.append(None)
                consts.append(None)
                args.append(None)
                continue
            given = types[v] if v in types else state.type_of(v)
            shape = None
            if given is None:
                untyped = True
            elif isinstance(given, TensorValueType):
                shape = given.shape if resolve is None else resolve(given.shape)
            elif isinstance(given, OptionalValueType):
                optional = True
            input_types.append(given)
            const = v.const
            if const is None:
                const = held.get(v)
            consts.append(const)
            args.append(new_tuple(Arg, (shape, const, elems_of.get(v))))
        if optional:
            input_types = optional_inputs_as_given(schema, input_types)
            args = state.args_of(node.inputs, input_types, consts)
        inference = infer_node_types(schema, input_types, known_attributes, consts)
        for problem in inference.problems:
            self.report_type_problem(node, problem)
        out_types: list[ValueType | None] = list(inference.output_types)
        count = len(node.outputs)
        while len(out_types) < count:
            out_types.append(
                out_types[-1] if out_types and schema.outputs[-1].is_variadic else None
            )
        if is_onnx and node.op_type == "Constant":
            return out_types

        result = None
        if is_onnx and attributes is not None:
            rule = RULES.lookup(node.op_type, node.version or schema.since_version)
            if rule is not None:
                result = rule(args, attributes, count)
        if result is not None:
            if result.equal or result.problems:
                self.apply_shape_result(node, result)
            shapes = result.outputs
            known = len(shapes)
            shaped: list[ValueType | None] = []
            complete = True
            for index in range(count):
                value_type = out_types[index]
                shape = shapes[index] if index < known else None
                if isinstance(value_type, TensorValueType):
                    if value_type.dtype is None:
                        complete = False
                    shaped.append(
                        value_type
                        if shape is None and value_type.shape is None
                        else TensorValueType(value_type.dtype, shape)
                    )
                elif value_type is None:
                    complete = False
                    shaped.append(TensorValueType(None, shape) if shape is not None else None)
                else:
                    shaped.append(value_type)
            if result.elems:
                outputs = node.outputs
                for index, elems in enumerate(result.elems[:count]):
                    if elems is not None:
                        elems_of[outputs[index]] = elems
            out_types = shaped
            if complete:
                if node.op_type in self._AXIS_ATTRIBUTES:
                    self.check_axis_attributes(node, input_types)
                return out_types
        if attributes is not None and not inference.problems and not untyped:
            # (ONNX's inference needs every given input's type: without one it is not asked)
            out_types = self.onnx_fallback(node, input_types, consts, out_types, result is None)
        self.check_axis_attributes(node, input_types)
        return out_types

    def constant_types(self, node: Node) -> list[ValueType | None] | None:
        """A Constant's type and value; None when only its schema can say (no known attribute).
        (A Constant holding its own array, ``own_array``, is typed by ``check_node`` first.)"""
        output = node.outputs[0] if node.outputs else None
        attributes = {k: a.value for k, a in node.attributes.items()}
        value = constant_value(attributes)
        if value is None or output is None:
            for name, value_type in CONSTANT_KINDS.items():
                if name in attributes:
                    return [value_type]
            return None
        if output.const is not value:
            self.state.consts[output] = value
        if "value" not in attributes and value.dtype == object:
            found = type_of_array(value)
            return [TensorValueType(dtypes.STRING, found.shape) if found else None]
        return [type_of_array(value)]

    def onnx_fallback(
        self,
        node: Node,
        input_types: list[ValueType | None],
        consts: list[np.ndarray | None],
        out_types: list[ValueType | None],
        report: bool,
    ) -> list[ValueType | None]:
        schema = node.schema
        assert schema is not None
        present = [t for v, t in zip(node.inputs, input_types, strict=False) if v is not None]
        if not all(t is not None and has_element_type(t) for t in present):
            return out_types  # ONNX's inference needs every given input's element type
        protos = []
        try:
            for name, attribute in node.attributes.items():
                if attribute.kind.value in ("GRAPH", "GRAPHS"):
                    return out_types
                spec = schema.attributes.get(name)
                protos.append(to_attribute_proto(spec or name, attribute.kind, attribute.value))
        except Exception:
            return out_types
        resolved = [
            TensorValueType(t.dtype, self.state.dims.resolve_shape(t.shape))
            if isinstance(t, TensorValueType)
            else t
            for t in input_types
        ]
        inference = infer_node(
            node.op_type,
            node.domain,
            node.version or schema.since_version,
            resolved,
            consts,
            protos,
            len(node.outputs),
        )
        if inference is None:
            return out_types
        if inference.error is not None:
            if report and schema.has_inference:
                self.state.report(
                    make_diagnostic(
                        "OXS505",
                        f"{node.op_type}: {inference.error}",
                        node.span,
                    )
                )
            return out_types
        merged: list[ValueType | None] = []
        for index in range(len(node.outputs)):
            mine = out_types[index] if index < len(out_types) else None
            theirs = inference.outputs[index] if index < len(inference.outputs) else None
            if isinstance(mine, TensorValueType) and mine.shape is not None:
                merged.append(meet(mine, theirs) if same_kind(mine, theirs or mine) else mine)
            else:
                merged.append(theirs if theirs is not None else mine)
        return merged

    def report_type_problem(self, node: Node, problem: NodeProblem) -> None:
        span = self.state.input_span(node, problem.input_index)
        fixes = self.cast_like_fix(node, problem, span) if problem.code == "OXS402" else []
        written = self.state.text(span) if span != node.span else None
        message = naming_the_argument(problem.message, written)
        diagnostic = make_diagnostic(problem.code, message, span, fixes=fixes)
        self.state.report(diagnostic)
        self.state.type_problems.append((diagnostic, node))

    def cast_like_fix(self, node: Node, problem: NodeProblem, span: Span) -> list[Fix]:
        """``op.CastLike(b, a)`` for an input whose element type differs from an earlier one."""
        wrong = self.state.text(span) if span != node.span else None
        if wrong is None or not wrong.strip():
            return []
        for index in range(problem.input_index or 0):
            value = node.inputs[index]
            value_type = self.state.type_of(value)
            if not isinstance(value_type, TensorValueType) or value_type.dtype != dtype_of(
                problem.expected
            ):
                continue
            model_span = self.state.input_span(node, index)
            model = self.state.text(model_span) if model_span != node.span else None
            if model and model.isidentifier():
                prefix = self.state.opset_prefix(node)
                return [
                    Fix(
                        f"Cast {wrong} like {model}",
                        (TextEdit(span, f"{prefix}.CastLike({wrong}, {model})"),),
                    )
                ]
        return []

    def apply_shape_result(self, node: Node, result: ShapeResult) -> None:
        for equal in result.equal:
            if equal.left == equal.right:
                continue  # (already one: as written too, so unifying them would change nothing)
            left = self.declared_dim(node, equal.left_from, equal.left)
            right = self.declared_dim(node, equal.right_from, equal.right)
            conflict = self.state.dims.unify(left, right, node.span)
            if conflict is not None:
                self.report_conflict("OXS502", f"{equal.what} differ", conflict, node.span)
        for problem in result.problems:
            if problem.attribute is not None:
                span = self.state.attribute_span(node, problem.attribute)
            elif problem.code == "OXS501":
                span = node.span
            else:
                span = self.state.input_span(node, problem.input_index)
            self.state.report(
                make_diagnostic(problem.code, f"{node.op_type}: {problem.message}", span)
            )

    def declared_dim(self, node: Node, where: tuple[int, int] | None, resolved: Dim) -> Dim:
        """The dim as written (its symbol, when it has one) rather than its resolved size."""
        if where is None or where[0] >= len(node.inputs):
            return resolved
        shape = shape_of(self.state.type_of(node.inputs[where[0]]))
        if shape is None or not -len(shape) <= where[1] < len(shape):
            return resolved
        return shape[where[1]]

    def report_conflict(self, code: str, what: str, conflict: DimConflict, span: Span) -> None:
        self.state.report(
            make_diagnostic(
                code, f"{what}: {conflict.describe()}", span, related=conflict_related(conflict)
            )
        )

    _AXIS_ATTRIBUTES: ClassVar[dict[str, tuple[str, int, int]]] = {
        # op -> (attribute, input whose rank bounds it, extra rank)
        "GatherElements": ("axis", 0, 0),
        "ScatterElements": ("axis", 0, 0),
        "TopK": ("axis", 0, 0),
        "LayerNormalization": ("axis", 0, 0),
        "Compress": ("axis", 0, 0),
        "LpNormalization": ("axis", 0, 0),
        "SplitToSequence": ("axis", 0, 0),
        "OneHot": ("axis", 0, 1),
        "CumSum": ("", 0, 0),
    }

    def check_axis_attributes(self, node: Node, input_types: list[ValueType | None]) -> None:
        entry = self._AXIS_ATTRIBUTES.get(node.op_type)
        if entry is None or node.domain != "":
            return
        name, index, extra = entry
        attribute = node.attributes.get(name) if name else None
        if (
            attribute is None
            or not isinstance(attribute.value, int)
            or isinstance(attribute.value, bool)
        ):
            return
        shape = shape_of(input_types[index]) if index < len(input_types) else None
        if shape is None:
            return
        rank = len(shape) + extra
        axis = attribute.value
        if not -rank <= axis < rank:
            self.state.report(
                make_diagnostic(
                    "OXS309",
                    f"{node.op_type}: {name}={axis} is out of range for a value of rank "
                    f"{len(shape)} (allowed: {-rank} to {rank - 1})",
                    self.state.attribute_span(node, name),
                )
            )


def own_array(node: Node) -> np.ndarray | None:
    """The array a Constant holds when its one output has it as its value (lowering makes each
    literal so): its type is the array's, and the shape rules read its elements off it."""
    if len(node.outputs) != 1 or len(node.attributes) != 1:
        return None
    held = node.attributes.get("value")
    const = node.outputs[0].const
    return const if held is not None and const is not None and held.value is const else None


_SCHEMA_INPUT = re.compile(r"input '([^']+)' of ([\w.]+)")
_LONGEST_NAMED = 40


def naming_the_argument(message: str, written: str | None) -> str:
    """``input 'B' of Add`` as ``input 'B' of Add (`b`)``: the schema's name for the input, and
    what the user wrote there (when it is short, one line, and not that name)."""
    if written is None:
        return message
    written = written.strip()
    if not written or "\n" in written or len(written) > _LONGEST_NAMED:
        return message
    found = _SCHEMA_INPUT.match(message)
    if found is None or found.group(1) == written:
        return message
    return f"{found.group(0)} (`{written}`){message[found.end() :]}"
