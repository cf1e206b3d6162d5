"""Annotations read from the syntax tree mean what Python's own evaluation of them would."""

from __future__ import annotations

import ast

import pytest
from onnxscribe.core import types
from onnxscribe.core.types import FLOAT, INT64, SequenceValueType, TensorValueType
from onnxscribe.frontend.annotations import AnnotationError, read_annotation
from onnxscribe.frontend.env import LiveEnv


def _names() -> None:
    """Its globals are the names the annotations below use."""


ENV = LiveEnv(_names)  # type: ignore[arg-type]


def _read(text: str) -> object:
    return read_annotation(ast.parse(text, mode="eval").body, ENV)


def test_a_shaped_annotation_is_read_without_making_its_class() -> None:
    made = types._shaped.cache_info().currsize
    assert _read('FLOAT[7, "Q", None]') == TensorValueType(FLOAT.dtype, (7, "Q", None))
    assert _read("list[INT64[...]]") == SequenceValueType(TensorValueType(INT64.dtype, None))
    assert types._shaped.cache_info().currsize == made


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("FLOAT[2][3]", "FLOAT already has a shape; write FLOAT[...]"),
        ("FLOAT[INT64[2]]", "invalid dimension INT64[2]: "),
        ("FLOAT[2.5]", "invalid dimension 2.5: "),
        ("FLOAT[..., 2]", "'...' stands alone: write [...] for a tensor of unknown rank"),
        ("FLOAT[2].dtype", "FLOAT[2].dtype is not a tensor type or an attribute type "),
    ],
)
def test_a_misused_shaped_annotation_is_reported_as_its_class_would_be(
    text: str, message: str
) -> None:
    with pytest.raises(AnnotationError) as raised:
        _read(text)
    assert str(raised.value).startswith(message)
