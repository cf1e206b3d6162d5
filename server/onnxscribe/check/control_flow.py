"""If, Loop and Scan: bodies checked with the types their parent op gives them."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from onnxscribe.check.state import (
    BODY_PASSES,
    BOOL,
    FLOAT,
    INT64,
    CheckerState,
    make_diagnostic,
)
from onnxscribe.check.typeops import (
    branch_mismatch,
    drop_axis,
    dtype_of,
    kind_name,
    meet,
    shape_of,
    widen,
)
from onnxscribe.core.constraints import element_name, same_kind
from onnxscribe.core.diagnostics import Diagnostic, Fix, Related, Span, TextEdit
from onnxscribe.core.shape_rules import normalize_axis
from onnxscribe.core.types import (
    Dim,
    Shape,
    TensorValueType,
    ValueType,
    dtype_name,
    format_type,
    holds_one_element,
    join,
)
from onnxscribe.graph_ir.nodes import Graph, Node, Value

_INT64_SCALAR = TensorValueType(INT64, ())
_BOOL_SCALAR = TensorValueType(BOOL, ())


class ControlFlowChecks:
    """Checks of If, Loop and Scan nodes and of their graph attributes.

    ``check_graph`` checks a body's nodes (the function checker's own walk).
    """

    def __init__(self, state: CheckerState, check_graph: Callable[[Graph], None]) -> None:
        self.state = state
        self.check_graph = check_graph

    def check_control_flow(self, node: Node) -> list[ValueType | None]:
        if node.op_type == "If":
            return self.check_if(node)
        if node.op_type == "Loop":
            return self.check_loop(node)
        return self.check_scan(node)

    def check_condition(
        self, node: Node, index: int, value: Value | None, span: Span | None = None
    ) -> None:
        value_type = self.state.type_of(value)
        if not isinstance(value_type, TensorValueType):
            if value_type is not None:
                self.state.report(
                    make_diagnostic(
                        "OXS405",
                        f"the condition is {kind_name(value_type)} ({format_type(value_type)}), "
                        "not a BOOL tensor",
                        span or self.state.input_span(node, index),
                    )
                )
            return
        where = span or self.state.input_span(node, index)
        if value_type.dtype is not None and value_type.dtype != BOOL:
            self.state.report(
                make_diagnostic(
                    "OXS405",
                    f"the condition is {element_name(value_type)}, not BOOL; compare it "
                    "(for example `x > 0`) or cast it with op.Cast(x, to=BOOL.dtype)",
                    where,
                )
            )
        shape = self.state.dims.resolve_shape(value_type.shape)
        lowered = value.type if value is not None else None
        if shape_of(lowered) and holds_one_element(shape_of(lowered)) is not True:
            # The converter saw a rank above 0 without one element and reported OXS109.
            return
        if shape is not None and any(isinstance(d, int) and d != 1 for d in shape):
            self.state.report(
                make_diagnostic(
                    "OXS506",
                    f"the condition is {format_type(value_type)}: it must hold a single element; "
                    "reduce it first (op.ReduceMax, op.ReduceMin, ...)",
                    where,
                )
            )

    def condition_ok(self, value: Value | None) -> bool:
        value_type = self.state.type_of(value)
        return value_type is None or dtype_of(value_type) in (None, BOOL)

    def check_if(self, node: Node) -> list[ValueType | None]:
        if node.inputs:
            self.check_condition(node, 0, node.inputs[0])
        branches = []
        for name in ("then_branch", "else_branch"):
            attribute = node.attributes.get(name)
            if attribute is not None and isinstance(attribute.value, Graph):
                self.check_graph(attribute.value)
                branches.append(attribute.value)
        if len(branches) != 2:
            return [None] * len(node.outputs)
        then_branch, else_branch = branches
        outputs: list[ValueType | None] = []
        for index in range(len(node.outputs)):
            if index >= len(then_branch.outputs) or index >= len(else_branch.outputs):
                outputs.append(None)
                continue
            a = self.state.type_of(then_branch.outputs[index])
            b = self.state.type_of(else_branch.outputs[index])
            value = else_branch.outputs[index]
            then_span = then_branch.outputs[index].span
            if a is not None and b is not None:
                problem = branch_mismatch(a, b)
                if problem is not None:
                    label = node.outputs[index].source_name or value.source_name
                    what = f"`{label}`" if label else f"output {index + 1}"
                    span = value.span if value.span is not None else node.span
                    self.state.report(
                        make_diagnostic(
                            "OXS406" if problem == "kind" else "OXS402",
                            f"{what} is {format_type(a)} in the `if` branch but "
                            f"{format_type(b)} in the `else` branch",
                            span,
                            related=[
                                Related(
                                    then_span,
                                    f"{what} is {format_type(a)} here",
                                )
                            ]
                            if then_span is not None
                            else [],
                        )
                    )
            outputs.append(join(a, b) if a is not None and b is not None else None)
        return outputs

    def run_body(
        self,
        body: Graph,
        before: list[ValueType | None],
        states: list[ValueType | None],
        after: list[ValueType | None],
        state_outputs: range,
    ) -> list[ValueType | None]:
        """Check a loop body; state types are generalized until an iteration keeps them.

        The body's inputs are ``before + states + after``; ``state_outputs`` are the body
        outputs that become the states of the next iteration.
        """
        current = list(states)
        for attempt in range(BODY_PASSES):
            snapshot = self.state.dims.copy()
            reported, self.state.diagnostics = self.state.diagnostics, []
            problems_before = len(self.state.type_problems)
            given_types = before + current + after
            for index, value in enumerate(body.inputs):
                given = given_types[index] if index < len(given_types) else None
                declared = value.declared
                self.state.types[value] = (
                    given if declared is None or declared is given else meet(declared, given)
                )
            self.check_graph(body)
            ends = [
                self.state.type_of(body.outputs[i]) if i < len(body.outputs) else None
                for i in state_outputs
            ]
            ends += [None] * (len(current) - len(ends))
            widened = [widen(start, end) for start, end in zip(current, ends, strict=False)]
            if widened == current or attempt == BODY_PASSES - 1:
                self.state.diagnostics = reported + self.state.diagnostics
                return current
            self.state.dims.restore(snapshot)
            self.state.diagnostics = reported
            del self.state.type_problems[problems_before:]
            current = widened
        return current

    def check_loop_states(
        self,
        node: Node,
        body: Graph,
        starts: list[Value | None],
        state_types: list[ValueType | None],
        state_outputs: range,
    ) -> None:
        for offset, output_index in enumerate(state_outputs):
            if output_index >= len(body.outputs) or offset >= len(state_types):
                continue
            start = state_types[offset]
            end_value = body.outputs[output_index]
            end = self.state.type_of(end_value)
            if start is None or end is None:
                continue
            if type(start) is not type(end) or not same_kind(start, end):
                start_value = starts[offset]
                label = end_value.source_name or (
                    start_value.source_name if start_value is not None else None
                )
                what = f"`{label}`" if label else f"state {offset + 1}"
                self.state.report(
                    make_diagnostic(
                        "OXS407",
                        f"{what} is carried by {node.op_type}: it is {format_type(start)} when the "
                        f"loop starts but {format_type(end)} at the end of an iteration",
                        end_value.span if end_value.span is not None else node.span,
                        related=[
                            Related(
                                node.span, f"{node.op_type} starts {what} as {format_type(start)}"
                            )
                        ],
                    )
                )

    def check_loop(self, node: Node) -> list[ValueType | None]:
        inputs = list(node.inputs)
        if len(inputs) > 1 and inputs[1] is not None:
            self.check_condition(node, 1, inputs[1])
        trip = inputs[0] if inputs else None
        trip_type = self.state.type_of(trip)
        if isinstance(trip_type, TensorValueType) and trip_type.dtype not in (None, INT64):
            self.state.report(
                make_diagnostic(
                    "OXS401",
                    f"the trip count of Loop is {format_type(trip_type)}; it must be INT64",
                    self.state.input_span(node, 0),
                )
            )
        starts = inputs[2:]
        attribute = node.attributes.get("body")
        if attribute is None or not isinstance(attribute.value, Graph):
            return [None] * len(node.outputs)
        body = attribute.value
        start_types = [self.state.type_of(v) for v in starts]
        # the body's condition input has the type of the Loop's (a BOOL[1] is fine)
        condition = self.state.type_of(inputs[1]) if len(inputs) > 1 else None
        self.declare_body_condition(body, condition)
        fixed: list[ValueType | None] = [
            _INT64_SCALAR,
            condition if isinstance(condition, TensorValueType) else _BOOL_SCALAR,
        ]
        carried = len(starts)
        states = self.run_body(body, fixed, start_types, [], range(1, 1 + carried))
        self.check_loop_states(node, body, starts, start_types, range(1, 1 + carried))
        if body.outputs and self.condition_ok(inputs[1] if len(inputs) > 1 else None):
            self.check_condition(node, -1, body.outputs[0], body.outputs[0].span or node.span)
        outputs: list[ValueType | None] = list(states)
        for value in body.outputs[1 + carried :]:
            element = self.state.type_of(value)
            if isinstance(element, TensorValueType):
                shape = None if element.shape is None else (None, *element.shape)
                outputs.append(TensorValueType(element.dtype, shape))
            else:
                outputs.append(None)
        return (outputs + [None] * len(node.outputs))[: len(node.outputs)]

    def declare_body_condition(self, body: Graph, condition: ValueType | None) -> None:
        """The body's condition input declares the Loop condition's shape once it is known
        (onnxruntime needs one there, and it must be the condition's)."""
        if len(body.inputs) < 2 or not isinstance(condition, TensorValueType):
            return
        cond_in = body.inputs[1]
        declared = cond_in.declared
        shape = self.state.dims.resolve_shape(condition.shape)
        if (
            isinstance(declared, TensorValueType)
            and declared.shape is None
            and shape is not None
            and all(isinstance(d, int) for d in shape)
        ):
            cond_in.declared = TensorValueType(declared.dtype, shape)

    def check_scan(self, node: Node) -> list[ValueType | None]:
        attribute = node.attributes.get("body")
        count_attribute = node.attributes.get("num_scan_inputs")
        version = node.version or 9
        if (
            attribute is None
            or not isinstance(attribute.value, Graph)
            or count_attribute is None
            or not isinstance(count_attribute.value, int)
            or version < 9
        ):
            return [None] * len(node.outputs)
        body = attribute.value
        scanned = count_attribute.value
        inputs = list(node.inputs)
        states_in = inputs[: len(inputs) - scanned]
        scan_in = inputs[len(inputs) - scanned :]
        axes = self.int_list(node, "scan_input_axes") or [0] * scanned
        slices: list[ValueType | None] = []
        lengths: list[Dim] = []
        for offset, value in enumerate(scan_in):
            value_type = self.state.type_of(value)
            axis = axes[offset] if offset < len(axes) else 0
            slices.append(drop_axis(value_type, axis))
            scanned_shape = self.state.dims.resolve_shape(shape_of(value_type))
            position = (
                normalize_axis(axis, len(scanned_shape)) if scanned_shape is not None else None
            )
            lengths.append(
                scanned_shape[position]
                if scanned_shape is not None and position is not None
                else None
            )
        start_types = [self.state.type_of(v) for v in states_in]
        problems_before = len(self.state.type_problems)
        diagnostics_before = len(self.state.diagnostics)
        states = self.run_body(body, [], start_types, slices, range(len(states_in)))
        self.redirect_body_problems(
            node, body, states_in, scan_in, problems_before, diagnostics_before
        )
        self.check_loop_states(node, body, states_in, start_types, range(len(states_in)))
        outputs: list[ValueType | None] = list(states)
        out_axes = self.int_list(node, "scan_output_axes") or []
        for offset, value in enumerate(body.outputs[len(states_in) :]):
            element = self.state.type_of(value)
            if isinstance(element, TensorValueType):
                shape: Shape = None
                if element.shape is not None:
                    axis = out_axes[offset] if offset < len(out_axes) else 0
                    position = normalize_axis(axis, len(element.shape) + 1)
                    if position is not None:
                        dims = list(element.shape)
                        dims.insert(position, lengths[0] if lengths else None)
                        shape = tuple(dims)
                outputs.append(TensorValueType(element.dtype, shape))
            else:
                outputs.append(None)
        return (outputs + [None] * len(node.outputs))[: len(node.outputs)]

    def int_list(self, node: Node, name: str) -> list[int] | None:
        attribute = node.attributes.get(name)
        if attribute is None or not isinstance(attribute.value, (list, tuple)):
            return None
        return [int(v) for v in attribute.value]

    def redirect_body_problems(
        self,
        node: Node,
        body: Graph,
        states_in: list[Value | None],
        scan_in: list[Value | None],
        problems_before: int,
        diagnostics_before: int,
    ) -> None:
        """Type errors in a body that come from the types the parent gives it belong to the parent.

        The dialect's ``CumulativeSum`` with an INT64 literal as initial state and FLOAT data is
        the typical case: the body's ``Add`` fails, but the line to change is the ``Scan`` call.
        """
        if any(v.declared is not None for v in body.inputs):
            return
        derived: set[Value] = set(body.inputs)
        for inner in body.walk():
            if any(v is not None and v in derived for v in inner.inputs):
                derived.update(inner.outputs)
        moved: list[tuple[Diagnostic, Node]] = []
        for diagnostic, inner in self.state.type_problems[problems_before:]:
            if (
                any(v is not None and v in derived for v in inner.inputs)
                and diagnostic in self.state.diagnostics[diagnostics_before:]
            ):
                moved.append((diagnostic, inner))
        if not moved:
            return
        for diagnostic, _ in moved:
            self.state.diagnostics.remove(diagnostic)
        first, inner = moved[0]
        fixes = self.state_fixes(node, states_in, scan_in, first)
        message = self.state_message(node, body, states_in, first, inner)
        self.state.report(
            make_diagnostic(
                first.code,
                message,
                node.span,
                related=[Related(d.span, d.message) for d, _ in moved],
                fixes=fixes,
                hint="start the state with the element type the body computes with",
            )
        )

    def state_message(
        self, node: Node, body: Graph, states_in: list[Value | None], first: Diagnostic, inner: Node
    ) -> str:
        for index, value in enumerate(states_in):
            value_type = self.state.type_of(value)
            have = dtype_of(value_type)
            target = self.needed_dtype(have, first)
            if value is None or target is None or index >= len(body.inputs):
                continue
            state = body.inputs[index].source_name or body.inputs[index].name
            const = self.state.const_of(value)
            origin = (
                f" (the initial value {_literal_text(const)})"
                if const is not None and const.size == 1
                else ""
            )
            return (
                f"{node.op_type} starts the state `{state}` of its body `{body.name}` as "
                f"{dtype_name(have or 0)}{origin}, but the body combines it with "
                f"{dtype_name(target)}: {inner.op_type} needs one element type for its inputs"
            )
        return f"with the types {node.op_type} gives its body `{body.name}`: {first.message}"

    def state_fixes(
        self,
        node: Node,
        states_in: list[Value | None],
        scan_in: list[Value | None],
        diagnostic: Diagnostic,
    ) -> list[Fix]:
        fixes: list[Fix] = []
        for value in states_in:
            if value is None or value.span is None:
                continue
            const = self.state.const_of(value)
            value_type = self.state.type_of(value)
            if const is None or const.size != 1 or not isinstance(value_type, TensorValueType):
                continue
            target = self.needed_dtype(value_type.dtype, diagnostic)
            if target is None:
                continue
            literal = self.state.text(value.span) or _literal_text(const)
            model = next(
                (
                    v
                    for v in [*scan_in, *states_in]
                    if v is not None and dtype_of(self.state.type_of(v)) == target
                ),
                None,
            )
            if model is not None:
                prefix = self.state.opset_prefix(node)
                fixes.append(
                    Fix(
                        f"Cast the initial value like {model.source_name or model.name}",
                        (
                            TextEdit(
                                value.span,
                                f"{prefix}.CastLike({literal}, {model.source_name or model.name})",
                            ),
                        ),
                    )
                )
            if target == FLOAT and const.dtype.kind in "iub":
                fixes.append(
                    Fix(
                        f"Write the initial value as a FLOAT literal ({_float_literal(const)})",
                        (TextEdit(value.span, _float_literal(const)),),
                    )
                )
        return fixes

    def needed_dtype(self, have: int | None, diagnostic: Diagnostic) -> int | None:
        for problem_diag, inner in self.state.type_problems:
            if problem_diag is not diagnostic:
                continue
            types = {dtype_of(self.state.type_of(v)) for v in inner.inputs if v is not None}
            types.discard(None)
            if have in types and len(types) == 2:
                return next(t for t in types if t != have)
        return None


def _literal_text(const: np.ndarray) -> str:
    item = const.reshape(-1)[0].item()
    return repr(item)


def _float_literal(const: np.ndarray) -> str:
    return repr(float(const.reshape(-1)[0].item()))
