"""How an op call's inputs are typed, shared by evaluation and recording: literals take the
element type their type constraint binds (as the converter types them), and inputs are checked
against the constraints."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from onnxscribe.core.constraints import infer_node_types
from onnxscribe.core.opcall import (
    CallProblem,
    LiteralError,
    float_literal_advice,
    float_literal_into_integers,
    literal_array,
    preferred_literal_dtype,
)
from onnxscribe.core.types import ValueType, dtype_from_type_string, dtype_name
from onnxscribe.eager.errors import OpCallError

if TYPE_CHECKING:
    from onnxscribe.core.schemas import FormalParam, OpSchema

NUM_OUTPUTS_KEYWORD = "_num_outputs"
"""Eager-only keyword asking for a number of outputs, as unpacking the result into names does."""


def shares_type(schema: OpSchema, formal: FormalParam) -> bool:
    """True when the input's type constraint ties it to the other inputs of that constraint
    (not for a heterogeneous variadic input such as Scan's or Loop's states)."""
    if formal.type_str not in schema.type_constraints:
        return False
    return formal.homogeneous or not formal.is_variadic


def literal_input(
    schema: OpSchema, formal: FormalParam, value: Any, bound: Mapping[str, int]
) -> np.ndarray:
    """A literal input, typed by the rule the converter uses: the type of the input it shares a
    constraint with, else its natural type or the preferred one the input allows."""
    try:
        target = bound.get(formal.type_str) if shares_type(schema, formal) else None
        if target is None:
            natural = literal_array(value)
            allowed = [
                dtype
                for dtype in (
                    dtype_from_type_string(t)
                    for t in schema.allowed_types(formal)
                    if t.startswith("tensor(")
                )
                if dtype is not None
            ]
            target = preferred_literal_dtype(natural, allowed)
            if target is None:
                return natural
        if float_literal_into_integers(value, target):
            raise OpCallError(
                [
                    CallProblem(
                        "OXS408",
                        f"input {formal.name!r} of {schema.name}: "
                        + float_literal_advice(value, dtype_name(target)),
                    )
                ]
            )
        return literal_array(value, target)
    except LiteralError as error:
        raise OpCallError(
            [CallProblem("OXS401", f"input {formal.name!r} of {schema.name}: {error}")]
        ) from None


def check_input_types(schema: OpSchema, types: Sequence[ValueType | None]) -> list[CallProblem]:
    """OXS401 for a type an input does not allow, OXS402 for inputs that must agree but differ:
    the type-constraint unification the converter and the checker use."""
    return [
        CallProblem(problem.code, problem.message, problem.input_index)
        for problem in infer_node_types(schema, types).problems
    ]
