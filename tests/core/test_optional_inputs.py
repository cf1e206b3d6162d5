"""``optional_inputs_as_given``: an ONNX optional passed to an optional tensor input stands for
its tensor; the caller's list comes back as it is when nothing changes."""

from __future__ import annotations

from onnxscribe.core import dtypes, schemas
from onnxscribe.core.constraints import optional_inputs_as_given
from onnxscribe.core.types import OptionalValueType, TensorValueType, ValueType


def test_the_list_itself_comes_back_when_nothing_changes() -> None:
    schema = schemas.lookup("Clip", 13, "")
    assert schema is not None
    given: list[ValueType | None] = [TensorValueType(dtypes.FLOAT, (2,)), None, None]
    assert optional_inputs_as_given(schema, given) is given


def test_an_optional_at_an_optional_tensor_input_is_its_tensor() -> None:
    schema = schemas.lookup("Clip", 13, "")
    assert schema is not None
    bound = TensorValueType(dtypes.FLOAT, ())
    given: list[ValueType | None] = [TensorValueType(dtypes.FLOAT, (2,)), OptionalValueType(bound)]
    found = optional_inputs_as_given(schema, given)
    assert found == [given[0], bound]
    assert given[1] == OptionalValueType(bound)  # the caller's list is left as it was
