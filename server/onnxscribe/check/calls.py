"""Calls between script functions: arguments against the callee's signature, outputs by instantiation."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from onnxscribe.check.state import (
    CheckerState,
    make_diagnostic,
)
from onnxscribe.check.typeops import (
    caller_dims,
    dtype_of,
    for_instance,
    in_caller_dims,
    kind_name,
    meet,
    shape_of,
    substitute,
)
from onnxscribe.core.constraints import same_kind
from onnxscribe.core.diagnostics import Diagnostic, Related
from onnxscribe.core.types import (
    Dim,
    TensorValueType,
    ValueType,
    dtype_name,
    format_type,
)
from onnxscribe.graph_ir.nodes import Function, Node, Value
from onnxscribe.graph_ir.opset_policy import changed_ops, describe_change, onnx_version


@dataclass
class _Instance:
    """A callee checked with one set of argument types."""

    outputs: list[ValueType | None]
    problems: list[Diagnostic]


_instances: weakref.WeakKeyDictionary[Function, dict[tuple[Any, ...], _Instance]] = (
    weakref.WeakKeyDictionary()
)


CheckCallee = Callable[[Function, Sequence[ValueType | None], tuple[Function, ...]], CheckerState]
"""Checks a callee for given argument types and callers (the checker composing this part)."""


class CallChecks:
    """Checks of nodes that call another script function."""

    def __init__(self, state: CheckerState, check_callee: CheckCallee) -> None:
        self.state = state
        self.check_callee = check_callee

    def check_call(self, node: Node) -> list[ValueType | None]:
        callee = node.callee
        assert callee is not None
        self.check_call_versions(node, callee)
        params = callee.graph.inputs
        actual_types: list[ValueType | None] = []
        local: dict[str, Dim] = {}
        type_vars: dict[str, tuple[int, int]] = {}
        needs_instance = False
        reported = len(self.state.diagnostics)
        for index, param in enumerate(params):
            value = node.inputs[index] if index < len(node.inputs) else None
            actual = self.state.type_of(value)
            declared = param.declared
            actual_types.append(actual)
            if declared is None or dtype_of(declared) is None:
                needs_instance = True
            if actual is None or value is None:
                continue
            if declared is not None and not self.check_argument(
                node, index, value, actual, declared, param, callee, local
            ):
                needs_instance = True  # the declared signature does not describe this call
            self.check_type_variable(node, index, param, actual, callee, type_vars)
        outputs: list[ValueType | None] = [None] * len(node.outputs)
        if callee is self.state.function or callee in self.state.callers:
            return outputs
        if not needs_instance:
            known = self.signature_outputs(callee, local)
            if known is not None:
                return (known + outputs)[: len(node.outputs)]
        instance = self.instantiate(callee, actual_types)
        if instance is None:
            return outputs
        if needs_instance and len(self.state.diagnostics) == reported:
            # (an argument already reported says what the instance's first problem would)
            for problem in instance.problems[:1]:
                self.state.report(
                    make_diagnostic(
                        problem.code,
                        f"in {callee.name!r}, called with "
                        f"({', '.join(format_type(t) for t in actual_types)}): {problem.message}",
                        node.span,
                        related=[Related(problem.span, problem.message)],
                    )
                )
        for index in range(len(node.outputs)):
            if index < len(instance.outputs):
                outputs[index] = instance.outputs[index]
        return outputs

    def check_call_versions(self, node: Node, callee: Function) -> None:
        """Caller and callee written against different ai.onnx versions: a model holding both
        imports the newer one, which is wrong for operators whose schema changed in between."""
        mine, theirs = onnx_version(self.state.function), onnx_version(callee)
        if mine is None or theirs is None or mine == theirs:
            return
        older = self.state.function if mine < theirs else callee
        low, high = sorted((mine, theirs))
        changed = changed_ops(older, low, high)
        if not changed:
            return  # the same operators at both versions: the model can import the newer one
        self.state.report(
            make_diagnostic(
                "OXS601",
                f"{callee.name} uses ai.onnx version {theirs} but {self.state.function.name} uses "
                f"version {mine}: a model holding both imports version {high}, and in "
                f"{older.name} {describe_change(changed, low, high)}",
                node.span,
                hint=f"use one opset version in both functions (for example opset{high})",
            )
        )

    def check_type_variable(
        self,
        node: Node,
        index: int,
        param: Value,
        actual: ValueType,
        callee: Function,
        bound: dict[str, tuple[int, int]],
    ) -> None:
        """A parameter annotated with a type variable: allowed types, one type per variable.

        The converter records the variable as ``Value.type_var``: its name and allowed element
        types (empty when unconstrained).
        """
        type_var = getattr(param, "type_var", None)
        dtype = dtype_of(actual)
        if type_var is None or dtype is None:
            return
        name, allowed = type_var
        label = param.source_name or param.name
        span = self.state.input_span(node, index)
        if allowed and dtype not in allowed:
            if name in bound:
                return
            bound[name] = (dtype, index)
            names = ", ".join(dtype_name(d) for d in allowed)
            self.state.report(
                make_diagnostic(
                    "OXS401",
                    f"{callee.name}: argument {label!r} is {dtype_name(dtype)}, but its type "
                    f"variable {name} allows {names}",
                    span,
                )
            )
            return
        earlier = bound.get(name)
        if earlier is None:
            bound[name] = (dtype, index)
        elif earlier[0] != dtype:
            first = callee.graph.inputs[earlier[1]]
            self.state.report(
                make_diagnostic(
                    "OXS402",
                    f"{callee.name}: argument {label!r} is {dtype_name(dtype)}, but argument "
                    f"{first.source_name or first.name!r} made {name} {dtype_name(earlier[0])}",
                    span,
                    related=[
                        Related(
                            self.state.input_span(node, earlier[1]),
                            f"{name} is {dtype_name(earlier[0])} here",
                        )
                    ],
                )
            )

    def signature_outputs(
        self, callee: Function, local: dict[str, Dim]
    ) -> list[ValueType | None] | None:
        """A fully annotated callee's output types in the caller's dims; None when not all known."""
        declared = callee.declared_outputs or []
        found: list[ValueType | None] = []
        for index, value in enumerate(callee.graph.outputs):
            value_type = declared[index] if index < len(declared) else None
            if value_type is None or shape_of(value_type) is None:
                value_type = meet(value_type, value.type) if value.type is not None else value_type
            if value_type is None or (
                isinstance(value_type, TensorValueType) and value_type.dtype is None
            ):
                return None
            found.append(substitute(value_type, local))
        return found

    def check_argument(
        self,
        node: Node,
        index: int,
        value: Value,
        actual: ValueType,
        declared: ValueType,
        param: Value,
        callee: Function,
        local: dict[str, Dim],
    ) -> bool:
        """Report what does not fit; False when the argument's rank is not the parameter's."""
        span = self.state.input_span(node, index)
        where = (
            [Related(param.span, f"parameter {param.source_name or param.name} of {callee.name}")]
            if param.span
            else []
        )
        label = param.source_name or param.name
        if type(actual) is not type(declared):
            self.state.report(
                make_diagnostic(
                    "OXS406",
                    f"{callee.name}: argument {label!r} must be {kind_name(declared)} "
                    f"({format_type(declared)}), not {kind_name(actual)} ({format_type(actual)})",
                    span,
                    related=where,
                )
            )
            return True
        if not isinstance(actual, TensorValueType) or not isinstance(declared, TensorValueType):
            if not same_kind(actual, declared):
                self.state.report(
                    make_diagnostic(
                        "OXS401",
                        f"{callee.name}: argument {label!r} is {format_type(actual)}, but the "
                        f"parameter is {format_type(declared)}",
                        span,
                        related=where,
                    )
                )
            return True
        if (
            actual.dtype is not None
            and declared.dtype is not None
            and actual.dtype != declared.dtype
        ):
            self.state.report(
                make_diagnostic(
                    "OXS401",
                    f"{callee.name}: argument {label!r} is {format_type(actual)}, but the parameter "
                    f"is {format_type(declared)}",
                    span,
                    related=where,
                )
            )
            return True
        if actual.shape is None or declared.shape is None:
            return True
        if len(actual.shape) != len(declared.shape):
            # a FunctionProto's inputs have no types: the call works if the body does
            self.state.report(
                make_diagnostic(
                    "OXS509",
                    f"{callee.name}: argument {label!r} has rank {len(actual.shape)} "
                    f"({format_type(actual)}), but the parameter declares rank "
                    f"{len(declared.shape)} ({format_type(declared)})",
                    span,
                    related=where,
                    hint=f"annotate the parameter {label} of {callee.name} with the rank it "
                    "takes, or [...] for any rank",
                )
            )
            return False
        for want, got in zip(declared.shape, actual.shape, strict=False):
            target: Dim = want
            if isinstance(want, str):
                if want not in local:
                    local[want] = got
                    continue
                target = local[want]
            conflict = self.state.dims.unify(target, got, span)
            if conflict is not None:
                self.state.report(
                    make_diagnostic(
                        "OXS504",
                        f"{callee.name}: argument {label!r} is {format_type(actual)}, which does "
                        f"not fit the parameter's {format_type(declared)} "
                        f"({self.state.dims.resolve(target)} vs {self.state.dims.resolve(got)})",
                        span,
                        related=where,
                    )
                )
                return True
        return True

    def instantiate(self, callee: Function, actual: list[ValueType | None]) -> _Instance | None:
        params = callee.graph.inputs
        given: list[ValueType | None] = []
        for index, param in enumerate(params):
            a = actual[index] if index < len(actual) else None
            given.append(caller_dims(for_instance(param.declared, a), self.state.dims))
        key = tuple(given)
        cache = _instances.setdefault(callee, {})
        found = cache.get(key)
        if found is not None:
            return found
        sub = self.check_callee(callee, given, (*self.state.callers, self.state.function))
        outputs = []
        for value in callee.graph.outputs:
            value_type = sub.types.get(value)
            outputs.append(in_caller_dims(value_type, sub.dims))
        problems = [d for d in sub.diagnostics if d.code.startswith("OXS4") and d.is_error]
        instance = _Instance(outputs, problems)
        cache[key] = instance
        return instance
