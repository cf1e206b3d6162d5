"""The checker: walk a function's IR, infer every value's type and shape, report what does not fit.

For each node, in order: ops by ``ops`` (element types by constraint unification, shapes by the
shape rules, dims unified across the function), calls of other script functions by ``calls``
(checked against the callee's signature and instantiated with the argument types), If, Loop and
Scan by ``control_flow`` (bodies checked with the types their parent op gives them). Annotations
(parameters, assignments, returns) are compared with what was inferred by ``annotations``. The
first rule is that valid code gets no error: whatever is not known is left unknown, and unknown
never produces a diagnostic.
"""

from __future__ import annotations

from collections.abc import Sequence

from onnxscribe.check.annotations import AnnotationChecks
from onnxscribe.check.bare_types import BareTypeChecks
from onnxscribe.check.calls import CallChecks
from onnxscribe.check.control_flow import ControlFlowChecks
from onnxscribe.check.ops import OpChecks, own_array
from onnxscribe.check.state import CONTROL_FLOW, CheckerState, make_diagnostic
from onnxscribe.core import codes, schemas
from onnxscribe.core.diagnostics import Diagnostic, Severity, Span, sort_diagnostics
from onnxscribe.core.types import SequenceValueType, TensorValueType, ValueType, type_of_array
from onnxscribe.graph_ir.nodes import Function, Graph, Node, Value


def check_function(function: Function, source: str | None = None) -> list[Diagnostic]:
    """Infer and verify the types and shapes of ``function``; write ``Value.type`` everywhere.

    A parameter annotated with a bare element type (``FLOAT``) is a scalar, as the model
    declares it, unless the body uses it as a tensor of another rank: when taking it as a scalar
    adds an error, it is checked as a tensor of any rank instead (OXS409 warns where; torch_lib
    writes ``FLOAT`` for any rank inside functions).

    ``source`` (the file's text) lets fixes quote the code they rewrite; without it they use
    the values' known constants. An exception inside the checker is a bug: it becomes one OXS900
    diagnostic on the function's name (the converter's own diagnostics still stand), and the
    checker's tests run every corpus through it to keep that from happening.
    """
    bare = frozenset(v for v in function.graph.inputs if v.bare_annotation is not None)
    checker = FunctionChecker(function, source, scalar_inputs=bare)
    try:
        checker.run()
        if bare and _errors(checker.state.diagnostics):
            any_rank = FunctionChecker(function, source)
            any_rank.run()
            if not _errors(checker.state.diagnostics) <= _errors(any_rank.state.diagnostics):
                checker = any_rank
    except Exception as error:  # a bug in the checker must not hide the converter's results
        return [_internal_error(function, error)]
    checker.state.write_types()
    return sort_diagnostics(checker.state.diagnostics)


def check_graph_body(graph: Graph, source: str | None = None) -> list[Diagnostic]:
    """``check_function`` for a graph body converted on its own (eager mode's ``body=f``): its
    inputs as declared, or as the op passes them where lowering was told."""
    shell = Function(graph.name, "", 1, graph, [], {}, graph.span, graph.span)
    return check_function(shell, source)


def _errors(found: Sequence[Diagnostic]) -> set[tuple[str, Span]]:
    return {(d.code, d.span) for d in found if d.severity == Severity.ERROR}


def _internal_error(function: Function, error: Exception) -> Diagnostic:
    return codes.diagnostic(
        "OXS900",
        f"internal error while checking {function.name!r}: {type(error).__name__}: {error}",
        function.name_span,
    )


def _check_callee(
    callee: Function, input_types: Sequence[ValueType | None], callers: tuple[Function, ...]
) -> CheckerState:
    """A called function checked with its arguments' types (inside its caller's check)."""
    checker = FunctionChecker(callee, None, input_types, callers)
    checker.run()
    return checker.state


class FunctionChecker:
    """Checks one function with one part per kind of node, all sharing one ``CheckerState``
    (``state.types`` holds what is inferred until ``state.write_types``)."""

    def __init__(
        self,
        function: Function,
        source: str | None = None,
        input_types: Sequence[ValueType | None] | None = None,
        callers: tuple[Function, ...] = (),
        scalar_inputs: frozenset[Value] = frozenset(),
    ) -> None:
        self.state = CheckerState(function, source, input_types, callers)
        self.scalar_inputs = scalar_inputs
        self.ops = OpChecks(self.state)
        self.calls = CallChecks(self.state, _check_callee)
        self.control_flow = ControlFlowChecks(self.state, self.check_graph)
        self.annotations = AnnotationChecks(self.state)
        self.bare_types = BareTypeChecks(self.state)

    # ----------------------------------------------------------------------- driving

    def run(self) -> None:
        self.check_opsets()
        graph = self.state.function.graph
        for index, value in enumerate(graph.inputs):
            given = None
            if self.state.input_types is not None and index < len(self.state.input_types):
                given = self.state.input_types[index]
            if given is not None and value.declared is not None:
                self.state.link_dims(value.declared, given)
            declared = value.declared or value.type
            if value in self.scalar_inputs and isinstance(declared, TensorValueType):
                declared = TensorValueType(declared.dtype, ())
            self.state.types[value] = given if given is not None else declared
        self.check_graph(graph)
        self.annotations.check_returns()
        if self.state.input_types is None:  # (not for an instance checked for a caller)
            self.bare_types.check()

    # ----------------------------------------------------------------------- opsets

    def check_opsets(self) -> None:
        """An op resolved at a version of its domain that the installed onnx does not have."""
        known = schemas.domain_versions()
        nodes = self.state.function.graph.walk()
        for domain, version in {(node.domain, node.version) for node in nodes}:
            found = known.get(schemas.normalize_domain(domain))
            if version is not None and found is not None and version > found[1]:
                break
        else:
            return  # (every version is known, the usual case: no node needs a closer look)
        seen: set[tuple[str, int]] = set()
        for node in nodes:
            if node.callee is not None or node.version is None:
                continue
            if (node.domain, node.version) in seen:
                continue
            seen.add((node.domain, node.version))
            latest = known.get(schemas.normalize_domain(node.domain))
            if latest is not None and node.version > latest[1]:
                name = node.domain or "ai.onnx"
                self.state.report(
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
        op_type = node.op_type
        if op_type == "Constant" and node.callee is None and node.domain == "":
            held = own_array(node) if node.schema is not None else None
            if held is not None:  # (most Constants: lowering's literals)
                output = node.outputs[0]
                if output.declared is None:
                    self.state.types[output] = type_of_array(held)
                else:
                    self.record_output(output, type_of_array(held))
                return
        if node.callee is not None:
            inferred = self.calls.check_call(node)
        elif op_type in CONTROL_FLOW and node.domain in ("", "ai.onnx"):
            inferred = self.control_flow.check_control_flow(node)
        elif node.schema is not None:
            inferred = self.ops.check_op(node)
        else:
            inferred = [v.type for v in node.outputs]
        if node.attributes and op_type not in CONTROL_FLOW:
            self.check_other_graphs(node)
        if op_type == "SequenceMap" and node.domain == "":
            inferred = self.sequence_map_outputs(node, inferred)
        types = self.state.types
        known = len(inferred)
        for index, value in enumerate(node.outputs):
            found = inferred[index] if index < known else None
            if value.declared is None:
                types[value] = found
            else:
                self.record_output(value, found)

    def record_output(self, value: Value, found: ValueType | None) -> None:
        """A node's output with an annotation takes the type found reconciled with it."""
        if value.declared is not None and not self.is_declared_return(value):
            found = self.annotations.reconcile(
                value,
                found,
                value.declared,
                "OXS403",
                "annotation",
                None,
                self.annotations.assignment_annotation(value),
            )
        self.state.types[value] = found

    def check_other_graphs(self, node: Node) -> None:
        """Graph attributes of other ops (SequenceMap, custom ops): inputs as declared, if at all."""
        for attribute in node.attributes.values():
            found = attribute.value
            if isinstance(found, Graph):
                self.check_other_graph(node, found)
            elif isinstance(found, list):
                for item in found:
                    if isinstance(item, Graph):
                        self.check_other_graph(node, item)

    def check_other_graph(self, node: Node, graph: Graph) -> None:
        given = self.sequence_map_inputs(node) if node.op_type == "SequenceMap" else []
        for index, value in enumerate(graph.inputs):
            parent = given[index] if index < len(given) else None
            self.state.types[value] = value.declared or parent or value.type
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
            element = self.state.type_of(body_outputs[index]) if index < len(body_outputs) else None
            if isinstance(element, TensorValueType):
                found.append(SequenceValueType(TensorValueType(element.dtype, None)))
            else:
                found.append(inferred[index] if index < len(inferred) else None)
        return found

    def sequence_map_inputs(self, node: Node) -> list[ValueType | None]:
        """SequenceMap's body sees one element of each sequence input (tensors as they are)."""
        found: list[ValueType | None] = []
        for value in node.inputs:
            value_type = self.state.type_of(value)
            found.append(
                value_type.elem if isinstance(value_type, SequenceValueType) else value_type
            )
        return found

    def is_declared_return(self, value: Value) -> bool:
        """True for a function output whose declared type is the return annotation's."""
        index = self.state.returns.get(value)
        if index is None or index >= len(self.state.declared_returns):
            return False
        declared = self.state.declared_returns[index]
        return declared is not None and declared == value.declared

    # ----------------------------------------------------------------------- ops


__all__ = ["FunctionChecker", "check_function", "check_graph_body"]
