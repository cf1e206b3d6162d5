"""The checker: walk a function's IR, infer every value's type and shape, report what does not fit.

For each node, in order: element types by constraint unification (``infer``), shapes by the rules
in ``shapes`` (or ONNX's own inference for the other ops), dims unified across the function
(``dims``). Graph attributes (If branches, Loop and Scan bodies) are checked with the types their
parent op gives them; calls of other script functions are checked against the callee's
signature and instantiated with the argument types. Annotations (parameters, assignments,
returns) are compared with what was inferred. The first rule is that valid code gets no error:
whatever is not known is left unknown, and unknown never produces a diagnostic.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import numpy as np
import onnx

from onnxscribe.check import shapes
from onnxscribe.check.annotation_fixes import assignment_annotation_span, return_annotation_span
from onnxscribe.check.calls import CallChecks
from onnxscribe.check.control_flow import ControlFlowChecks
from onnxscribe.check.dims import DimConflict
from onnxscribe.check.state import (
    CONSTANT_KINDS,
    CONTROL_FLOW,
    make_diagnostic,
)
from onnxscribe.check.typeops import (
    dtype_of,
    kind_name,
    label_of,
    meet,
    shape_of,
)
from onnxscribe.core import codes, schemas
from onnxscribe.core.constraints import TypeProblem, infer_node_types, same_kind
from onnxscribe.core.diagnostics import Diagnostic, Fix, Related, Span, TextEdit, sort_diagnostics
from onnxscribe.core.types import (
    Dim,
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
    ValueType,
    format_type,
    type_of_array,
)
from onnxscribe.ir.nodes import AttrRef, Function, Graph, Node, Value

AnnotationSpan = Callable[[], Span | None] | None
"""Finds where an annotation is written (for a fix that rewrites it), when it can be found."""


def check_function(function: Function, source: str | None = None) -> list[Diagnostic]:
    """Infer and verify the types and shapes of ``function``; write ``Value.type`` everywhere.

    ``source`` (the file's text) lets fixes quote the code they rewrite; without it they use
    the values' known constants.
    """
    checker = FunctionChecker(function, source)
    try:
        checker.run()
    except Exception as error:  # a bug in the checker must not hide the converter's results
        return [_internal_error(function, error)]
    checker.write_types()
    return sort_diagnostics(checker.diagnostics)


def _every_node(graph: Graph, found: list[Node] | None = None) -> list[Node]:
    """``graph.walk()``: every node, depth first through graph attributes, in source order."""
    if found is None:
        found = []
    for node in graph.nodes:
        found.append(node)
        if node.attributes:
            for attribute in node.attributes.values():
                value = attribute.value
                if isinstance(value, Graph):
                    _every_node(value, found)
                elif isinstance(value, list):
                    for item in value:
                        if isinstance(item, Graph):
                            _every_node(item, found)
    return found


def _internal_error(function: Function, error: Exception) -> Diagnostic:
    return Diagnostic(
        "OXS900",
        codes.info("OXS900").severity,
        f"internal error while checking {function.name!r}: {type(error).__name__}: {error}",
        function.name_span,
    )


class FunctionChecker(CallChecks, ControlFlowChecks):
    """Checks one function; ``types`` holds what is inferred until ``write_types``."""

    # ----------------------------------------------------------------------- driving

    def run(self) -> None:
        self.check_opsets()
        graph = self.function.graph
        for index, value in enumerate(graph.inputs):
            given = None
            if self.input_types is not None and index < len(self.input_types):
                given = self.input_types[index]
            if given is not None and value.declared is not None:
                self.link_dims(value.declared, given)
            self.types[value] = given if given is not None else (value.declared or value.type)
        self.check_graph(graph)
        self.check_returns()

    # ----------------------------------------------------------------------- opsets

    def check_opsets(self) -> None:
        """An op resolved at a version of its domain that the installed onnx does not have."""
        seen: set[tuple[str, int]] = set()
        known = schemas.domain_versions()
        for node in _every_node(self.function.graph):
            if node.callee is not None or node.version is None:
                continue
            if (node.domain, node.version) in seen:
                continue
            seen.add((node.domain, node.version))
            latest = known.get(schemas.normalize_domain(node.domain))
            if latest is not None and node.version > latest[1]:
                name = node.domain or "ai.onnx"
                self.report(
                    make_diagnostic(
                        "OXS602",
                        f"{name} has no version {node.version} in the installed onnx "
                        f"(versions {latest[0]} to {latest[1]}), so {node.op_type} cannot be "
                        "resolved there",
                        node.span,
                    )
                )

    # ----------------------------------------------------------------------- graphs

    def check_graph(self, graph: Graph) -> None:
        for node in graph.nodes:
            self.check_node(node)

    def check_node(self, node: Node) -> None:
        if node.callee is not None:
            inferred = self.check_call(node)
        elif node.domain in ("", "ai.onnx") and node.op_type in CONTROL_FLOW:
            inferred = self.check_control_flow(node)
        elif node.schema is not None:
            inferred = self.check_op(node)
        else:
            inferred = [v.type for v in node.outputs]
        if node.attributes and node.op_type not in CONTROL_FLOW:
            self.check_other_graphs(node)
        if node.op_type == "SequenceMap" and node.domain == "":
            inferred = self.sequence_map_outputs(node, inferred)
        for index, value in enumerate(node.outputs):
            found = inferred[index] if index < len(inferred) else None
            if value.declared is not None and not self.is_declared_return(value):
                found = self.reconcile(
                    value,
                    found,
                    value.declared,
                    "OXS403",
                    "annotation",
                    None,
                    self.assignment_annotation(value),
                )
            self.types[value] = found

    def check_other_graphs(self, node: Node) -> None:
        """Graph attributes of other ops (SequenceMap, custom ops): inputs as declared, if at all."""
        for attribute in node.attributes.values():
            graphs = attribute.value if isinstance(attribute.value, list) else [attribute.value]
            for graph in graphs:
                if isinstance(graph, Graph):
                    given = self.sequence_map_inputs(node) if node.op_type == "SequenceMap" else []
                    for index, value in enumerate(graph.inputs):
                        parent = given[index] if index < len(given) else None
                        self.types[value] = value.declared or parent or value.type
                    self.check_graph(graph)

    def sequence_map_outputs(
        self, node: Node, inferred: list[ValueType | None]
    ) -> list[ValueType | None]:
        attribute = node.attributes.get("body")
        if attribute is None or not isinstance(attribute.value, Graph):
            return inferred
        found: list[ValueType | None] = []
        for index in range(len(node.outputs)):
            body_outputs = attribute.value.outputs
            element = self.type_of(body_outputs[index]) if index < len(body_outputs) else None
            if isinstance(element, TensorValueType):
                found.append(SequenceValueType(TensorValueType(element.dtype, None)))
            else:
                found.append(inferred[index] if index < len(inferred) else None)
        return found

    def sequence_map_inputs(self, node: Node) -> list[ValueType | None]:
        """SequenceMap's body sees one element of each sequence input (tensors as they are)."""
        found: list[ValueType | None] = []
        for value in node.inputs:
            value_type = self.type_of(value)
            found.append(
                value_type.elem if isinstance(value_type, SequenceValueType) else value_type
            )
        return found

    def is_declared_return(self, value: Value) -> bool:
        """True for a function output whose declared type is the return annotation's."""
        index = self.returns.get(value)
        if index is None or index >= len(self.declared_returns):
            return False
        declared = self.declared_returns[index]
        return declared is not None and declared == value.declared

    # ----------------------------------------------------------------------- ops

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
        types = self.types
        input_types: list[ValueType | None] = []
        consts: list[np.ndarray | None] = []
        for v in node.inputs:
            if v is None:
                input_types.append(None)
                consts.append(None)
                continue
            input_types.append(types[v] if v in types else self.type_of(v))
            const = v.const
            consts.append(
                self.consts.get(v)
                if const is None
                else const
                if const.__class__ is np.ndarray
                else np.asarray(const)
            )
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
        if is_onnx and attributes is not None and shapes.has_rule(node.op_type):
            args = self.args_of(node.inputs, input_types, consts)
            version = node.version or schema.since_version
            result = shapes.infer_shapes(node.op_type, args, attributes, version, count)
        if result is not None:
            if result.equal or result.problems:
                self.apply_shape_result(node, result)
            shaped: list[ValueType | None] = []
            complete = True
            for index, value_type in enumerate(out_types[:count]):
                shape = result.outputs[index] if index < len(result.outputs) else None
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
                if index < len(result.elems) and result.elems[index] is not None:
                    self.elems[node.outputs[index]] = result.elems[index]  # type: ignore[assignment]
            out_types = shaped
            if complete:
                if node.op_type in self._AXIS_ATTRIBUTES:
                    self.check_axis_attributes(node, input_types)
                return out_types
        if attributes is not None and not inference.problems:
            out_types = self.onnx_fallback(node, input_types, consts, out_types, result is None)
        self.check_axis_attributes(node, input_types)
        return out_types

    def constant_types(self, node: Node) -> list[ValueType | None] | None:
        """A Constant's type and value; None when only its schema can say (no known attribute)."""
        attributes = {k: a.value for k, a in node.attributes.items()}
        output = node.outputs[0] if node.outputs else None
        value = shapes.constant_value(attributes)
        if value is None or output is None:
            for name, value_type in CONSTANT_KINDS.items():
                if name in attributes:
                    return [value_type]
            return None
        if output.const is not value:
            self.consts[output] = value
        if value.dtype.kind in "iu" and value.ndim <= 1:
            self.elems[output] = tuple(value.reshape(-1).tolist())
        found = type_of_array(value)
        if found is not None and "value" not in attributes and value.dtype == object:
            found = TensorValueType(onnx.TensorProto.STRING, found.shape)
        return [found]

    def onnx_fallback(
        self,
        node: Node,
        input_types: list[ValueType | None],
        consts: list[np.ndarray | None],
        out_types: list[ValueType | None],
        report: bool,
    ) -> list[ValueType | None]:
        from onnxscribe.check.onnx_inference import fully_typed, infer_node
        from onnxscribe.core.opcall import to_attribute_proto

        schema = node.schema
        assert schema is not None
        if not all(t is None or fully_typed(t) for t in input_types):
            return out_types  # ONNX's inference needs every input's element type
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
            TensorValueType(t.dtype, self.dims.resolve_shape(t.shape))
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
            if report and schema.proto.has_type_and_shape_inference_function:
                self.report(
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

    def report_type_problem(self, node: Node, problem: TypeProblem) -> None:
        span = self.input_span(node, problem.input_index)
        fixes = self.cast_like_fix(node, problem, span) if problem.code == "OXS402" else []
        diagnostic = make_diagnostic(problem.code, problem.message, span, fixes=fixes)
        self.report(diagnostic)
        self.type_problems.append((diagnostic, node))

    def cast_like_fix(self, node: Node, problem: TypeProblem, span: Span) -> list[Fix]:
        """``op.CastLike(b, a)`` for an input whose element type differs from an earlier one."""
        wrong = self.text(span) if span != node.span else None
        if wrong is None or not wrong.strip():
            return []
        for index in range(problem.input_index):
            value = node.inputs[index]
            value_type = self.type_of(value)
            if not isinstance(value_type, TensorValueType) or value_type.dtype != dtype_of(
                problem.expected
            ):
                continue
            model_span = self.input_span(node, index)
            model = self.text(model_span) if model_span != node.span else None
            if model and model.isidentifier():
                prefix = self.opset_prefix(node)
                return [
                    Fix(
                        f"Cast {wrong} like {model}",
                        (TextEdit(span, f"{prefix}.CastLike({wrong}, {model})"),),
                    )
                ]
        return []

    def apply_shape_result(self, node: Node, result: shapes.ShapeResult) -> None:
        for equal in result.equal:
            left = self.declared_dim(node, equal.left_from, equal.left)
            right = self.declared_dim(node, equal.right_from, equal.right)
            conflict = self.dims.unify(left, right, node.span)
            if conflict is not None:
                self.report_conflict("OXS502", f"{equal.what} differ", conflict, node.span)
        for problem in result.problems:
            if problem.attribute is not None:
                span = self.attribute_span(node, problem.attribute)
            elif problem.code == "OXS501":
                span = node.span
            else:
                span = self.input_span(node, problem.input_index)
            self.report(make_diagnostic(problem.code, f"{node.op_type}: {problem.message}", span))

    def declared_dim(self, node: Node, where: tuple[int, int] | None, resolved: Dim) -> Dim:
        """The dim as written (its symbol, when it has one) rather than its resolved size."""
        if where is None or where[0] >= len(node.inputs):
            return resolved
        shape = shape_of(self.type_of(node.inputs[where[0]]))
        if shape is None or not -len(shape) <= where[1] < len(shape):
            return resolved
        return shape[where[1]]

    def report_conflict(self, code: str, what: str, conflict: DimConflict, span: Span) -> None:
        related = []
        if conflict.symbol is not None and conflict.fixed_at is not None:
            related.append(
                Related(conflict.fixed_at, f'"{conflict.symbol}" was fixed to {conflict.left} here')
            )
        self.report(make_diagnostic(code, f"{what}: {conflict.describe()}", span, related=related))

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
            self.report(
                make_diagnostic(
                    "OXS309",
                    f"{node.op_type}: {name}={axis} is out of range for a value of rank "
                    f"{len(shape)} (allowed: {-rank} to {rank - 1})",
                    self.attribute_span(node, name),
                )
            )

    # ----------------------------------------------------------------------- annotations

    def reconcile(
        self,
        value: Value,
        inferred: ValueType | None,
        declared: ValueType,
        type_code: str,
        what: str,
        span: Span | None = None,
        annotation: AnnotationSpan = None,
    ) -> ValueType | None:
        """Compare an inferred type with a declared one; the merged type.

        ``annotation`` finds where the declared type is written, for a fix that rewrites it
        (called only when there is something to fix: finding it means reading the source).
        """
        where = span or value.span or self.function.name_span
        if inferred is None:
            return declared
        name = label_of(value)
        if value.source_name is None and what == "return annotation":
            name = "the returned value"
        if type(inferred) is not type(declared):
            self.report(
                make_diagnostic(
                    "OXS406",
                    f"{name} is {kind_name(inferred)} ({format_type(inferred)}), but its {what} "
                    f"says {kind_name(declared)} ({format_type(declared)})",
                    where,
                )
            )
            return declared
        if isinstance(declared, (SequenceValueType, OptionalValueType)):
            assert isinstance(inferred, (SequenceValueType, OptionalValueType))
            inner = self.reconcile(value, inferred.elem, declared.elem, type_code, what, where)
            return type(declared)(inner or declared.elem)
        assert isinstance(declared, TensorValueType) and isinstance(inferred, TensorValueType)
        if (
            declared.dtype is not None
            and inferred.dtype is not None
            and declared.dtype != inferred.dtype
        ):
            self.report(
                make_diagnostic(
                    type_code,
                    f"{name} is {format_type(inferred)}, but its {what} says "
                    f"{format_type(declared)}",
                    where,
                    fixes=self.annotation_fix(
                        annotation, TensorValueType(inferred.dtype, declared.shape)
                    ),
                )
            )
            return declared
        if declared.shape is not None and inferred.shape is not None:
            if len(declared.shape) != len(inferred.shape):
                self.report(
                    make_diagnostic(
                        "OXS504",
                        f"{name} has rank {len(inferred.shape)} ({format_type(inferred)}), but its "
                        f"{what} says rank {len(declared.shape)} ({format_type(declared)})",
                        where,
                        fixes=self.annotation_fix(annotation, inferred),
                    )
                )
                return declared
            for position, (want, got) in enumerate(
                zip(declared.shape, inferred.shape, strict=False)
            ):
                conflict = self.dims.unify(want, got, where)
                if conflict is not None:
                    related = []
                    if conflict.symbol is not None and conflict.fixed_at is not None:
                        related.append(
                            Related(
                                conflict.fixed_at,
                                f'"{conflict.symbol}" was fixed to {conflict.left} here',
                            )
                        )
                    self.report(
                        make_diagnostic(
                            "OXS504",
                            f"{name} is {format_type(inferred)}, but its {what} says "
                            f"{format_type(declared)} (dimension {position}: "
                            f"{self.dims.resolve(want)} vs {self.dims.resolve(got)})",
                            where,
                            related=related,
                            fixes=self.annotation_fix(annotation, inferred),
                        )
                    )
                    return declared
        return meet(declared, inferred)

    def assignment_annotation(self, value: Value) -> AnnotationSpan:
        source, span = self.source, value.span
        if source is None or span is None:
            return None
        return lambda: assignment_annotation_span(source, span)

    def return_annotation(self, index: int, count: int) -> AnnotationSpan:
        source, span = self.source, self.function.span
        if source is None:
            return None
        return lambda: return_annotation_span(source, span, index, count)

    def annotation_fix(self, annotation: AnnotationSpan, written: TensorValueType) -> list[Fix]:
        if annotation is None or written.dtype is None:
            return []
        annotation_span = annotation()
        if annotation_span is None:
            return []
        text = format_type(written)
        return [Fix(f"Change the annotation to {text}", (TextEdit(annotation_span, text),))]

    def check_returns(self) -> None:
        declared = self.declared_returns
        for index, value in enumerate(self.function.graph.outputs):
            want = declared[index] if index < len(declared) else None
            if want is None:
                continue
            got = self.type_of(value)
            shown = self.returned_value(value)
            span = self.return_span(index, shown)
            merged = self.reconcile(
                shown,
                got,
                want,
                "OXS404",
                "return annotation",
                span,
                self.return_annotation(index, len(declared)),
            )
            if value not in self.function.graph.inputs:
                self.types[value] = merged

    def returned_value(self, value: Value) -> Value:
        """The value the ``return`` names: an output the converter copied with Identity is its input."""
        producer = value.producer
        if (
            value.source_name is None
            and producer is not None
            and producer.op_type == "Identity"
            and producer.inputs
            and producer.inputs[0] is not None
        ):
            return producer.inputs[0]
        return value

    def return_span(self, index: int, value: Value) -> Span | None:
        spans = getattr(self.function, "output_spans", None)
        if isinstance(spans, (list, tuple)) and index < len(spans) and spans[index] is not None:
            return spans[index]  # type: ignore[no-any-return]
        uses = self.uses.get(value)
        if uses:
            return max(uses, key=lambda span: (span.line, span.column))
        return value.span


__all__ = ["FunctionChecker", "check_function"]
