"""Annotations: declared types (parameters, assignments, returns) against inferred ones."""

from __future__ import annotations

from collections.abc import Callable

from onnxscribe.check.annotation_fixes import assignment_annotation_span, return_annotation_span
from onnxscribe.check.state import CheckerState, conflict_related, make_diagnostic
from onnxscribe.check.typeops import kind_name, label_of, meet
from onnxscribe.core.diagnostics import Fix, Span, TextEdit
from onnxscribe.core.types import (
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
    ValueType,
    format_type,
)
from onnxscribe.graph_ir.nodes import Value

AnnotationSpan = Callable[[], Span | None] | None
"""Finds where an annotation is written (for a fix that rewrites it), when it can be found."""


class AnnotationChecks:
    """Compares what was inferred with what the code declares, with fixes that rewrite it."""

    def __init__(self, state: CheckerState) -> None:
        self.state = state

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
        where = span or value.span or self.state.function.name_span
        if inferred is None:
            return declared
        name = label_of(value)
        if value.source_name is None and what == "return annotation":
            name = "the returned value"
        if type(inferred) is not type(declared):
            self.state.report(
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
            self.state.report(
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
                self.state.report(
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
                if want == got:
                    continue  # (one dim as written: unifying it with itself changes nothing)
                conflict = self.state.dims.unify(want, got, where)
                if conflict is not None:
                    self.state.report(
                        make_diagnostic(
                            "OXS504",
                            f"{name} is {format_type(inferred)}, but its {what} says "
                            f"{format_type(declared)} (dimension {position}: "
                            f"{self.state.dims.resolve(want)} vs {self.state.dims.resolve(got)})",
                            where,
                            related=conflict_related(conflict),
                            fixes=self.annotation_fix(annotation, inferred),
                        )
                    )
                    return declared
        return meet(declared, inferred)

    def assignment_annotation(self, value: Value) -> AnnotationSpan:
        source, span = self.state.source, value.span
        if source is None or span is None:
            return None
        return lambda: assignment_annotation_span(source, span)

    def return_annotation(self, index: int, count: int) -> AnnotationSpan:
        source, span = self.state.source, self.state.function.span
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
        declared = self.state.declared_returns
        for index, value in enumerate(self.state.function.graph.outputs):
            want = declared[index] if index < len(declared) else None
            if want is None:
                continue
            got = self.state.type_of(value)
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
            if value not in self.state.function.graph.inputs:
                # checked for a caller, a FunctionProto returns what its body computes
                instance = self.state.input_types is not None
                self.state.types[value] = got if instance and _ranks_differ(got, want) else merged

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
        uses = self.state.uses_of(value)
        if uses:
            return max(uses, key=lambda span: (span.line, span.column))
        return value.span


def _ranks_differ(a: ValueType | None, b: ValueType | None) -> bool:
    if not isinstance(a, TensorValueType) or not isinstance(b, TensorValueType):
        return False
    return a.rank is not None and b.rank is not None and a.rank != b.rank
