"""Bare element types (``FLOAT``) used as tensors of another rank: a warning, never an error.

Inside a function a bare ``FLOAT`` parameter stands for a tensor of any rank (torch_lib writes it
that way everywhere), so the checker infers the body with its rank unknown. At a model's inputs
and outputs the same annotation means a scalar, as in onnxscript, so where the body shows that
the value is not one (an op that a scalar would not fit, a returned value of a known rank), a
warning says so and offers ``FLOAT[...]``.
"""

from __future__ import annotations

from onnxscribe.check.state import CheckerState, make_diagnostic
from onnxscribe.check.typeops import label_of, shape_of
from onnxscribe.core.diagnostics import Fix, Span, TextEdit
from onnxscribe.core.shape_rules import Arg, has_rule, infer_shapes
from onnxscribe.core.types import TensorValueType, ValueType, dtype_name, format_type
from onnxscribe.graph_ir.nodes import AttrRef, Node, Value


class BareTypeChecks:
    """OXS409 for parameters and outputs annotated with a bare element type."""

    def __init__(self, state: CheckerState) -> None:
        self.state = state

    def check(self) -> None:
        graph = self.state.function.graph
        bare_inputs = {v for v in graph.inputs if v.bare_annotation is not None}
        if bare_inputs:
            warned: set[Value] = set()
            for node in graph.walk():
                for value in node.inputs:
                    if (
                        value is not None
                        and value in bare_inputs
                        and value not in warned
                        and self.check_use(node, value)
                    ):
                        warned.add(value)
        for value in graph.outputs:
            if value.bare_annotation is not None:
                self.check_output(value)

    def check_use(self, node: Node, value: Value) -> bool:
        """Would the node's shape rule refuse ``value`` as a scalar? Then warn (True)."""
        if node.domain != "" or node.callee is not None or not has_rule(node.op_type):
            return False
        if any(isinstance(a.value, AttrRef) for a in node.attributes.values()):
            return False
        attributes = {name: a.value for name, a in node.attributes.items()}
        types = [self.state.type_of(v) for v in node.inputs]
        consts = [self.state.const_of(v) for v in node.inputs]
        args = self.state.args_of(node.inputs, types, consts)
        scalar = [
            Arg((), None, None) if v is value else a for v, a in zip(node.inputs, args, strict=True)
        ]
        version = node.version or (node.schema.since_version if node.schema else 1)
        as_scalar = infer_shapes(node.op_type, scalar, attributes, version, len(node.outputs))
        if as_scalar is None or not as_scalar.problems:
            return False
        problem = as_scalar.problems[0].message
        self.warn(
            value,
            f"{label_of(value)} is annotated {self.element(value)}, a scalar at a model's inputs, "
            f"but {node.op_type} uses it as a tensor of another rank ({problem})",
        )
        return True

    def check_output(self, value: Value) -> None:
        returned = self.state.types.get(value) or value.type
        shape = shape_of(returned)
        if shape is None or len(shape) == 0:
            return
        self.warn(
            value,
            f"the return annotation {self.element(value)} means a scalar at a model's outputs, "
            f"but the function returns {format_type(returned)}",
        )

    def element(self, value: Value) -> str:
        declared: ValueType | None = value.declared
        if isinstance(declared, TensorValueType) and declared.dtype is not None:
            return dtype_name(declared.dtype)
        return "a bare element type"

    def warn(self, value: Value, message: str) -> None:
        span = value.bare_annotation
        assert span is not None
        end = Span(span.path, span.end_line, span.end_column, span.end_line, span.end_column)
        written = self.state.text(span) or self.element(value)
        self.state.report(
            make_diagnostic(
                "OXS409",
                message,
                span,
                hint=f"write {written}[...] for a tensor of any rank, or the shape it has",
                fixes=[Fix(f"Annotate {written}[...]", (TextEdit(end, "[...]"),))],
            )
        )
